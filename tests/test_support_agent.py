"""End-to-end tests of ``examples/support_agent.py``: a non-research agent on keel's public API.

Scripted model, no network; the cross-process test runs the first half of a run in a child
process (``support_worker.py``) and resumes it here from the same SQLite run store.
"""

from __future__ import annotations

import asyncio
import itertools
import json
import os
import subprocess
import sys
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

import pytest

from keel import (
    Arguments,
    FinalDecision,
    MemorySink,
    ModelTurn,
    RetryableToolError,
    ToolContext,
    TraceEvent,
    UserError,
)
from keel.store import SqliteRunStore
from keel.testing import ScriptedDecisionMaker, assert_trace_consistent, call
from support_worker import EXAMPLE, load_example

agent = load_example()
ROOT = EXAMPLE.parents[1]
WORKER = Path(__file__).with_name("support_worker.py")


def context(shop: Any, key: str = "key-1", attempt: int = 1) -> ToolContext[Any]:
    """A tool context for calling a tool function directly."""
    return ToolContext(run_id="unit", step=1, attempt=attempt, idempotency_key=key, deps=shop)


def in_order(actual: Iterable[str], expected: Sequence[str]) -> bool:
    """True if ``expected`` occurs in ``actual`` as a subsequence."""
    rest = iter(actual)
    return all(item in rest for item in expected)


def tool_events(trace: Iterable[TraceEvent], tool: str) -> list[str]:
    """The event types about ``tool``, in order."""
    return [event.event_type for event in trace if event.data.get("tool") == tool]


def final_turn(output: dict[str, Any], answer: str = "done") -> ModelTurn:
    """A final turn with a raw structured output (possibly invalid, unlike `agent.resolve`)."""
    return ModelTurn(decision=FinalDecision(answer=answer, output=output))


# -- the tools are still plain functions ---------------------------------------------------------


def test_tools_can_be_called_directly_as_functions() -> None:
    shop = agent.sample_shop()
    ctx = context(shop)

    assert agent.lookup_order("A1", ctx) == {
        "order_id": "A1",
        "customer_email": "ada@example.com",
        "sku": "KETTLE-9",
        "total": 129.99,
        "already_refunded": 0,
        "complaint": "arrived cracked",
    }
    assert asyncio.run(agent.check_shipping("A1", ctx)) == {"order_id": "A1", "status": "delivered"}

    with pytest.raises(RetryableToolError, match="timed out"):
        agent.check_stock("A1", ctx)  # the warehouse API fails once per order
    assert agent.check_stock(order_id="A1", ctx=ctx)["can_replace"] is False
    assert shop.warehouse_calls == ["A1", "A1"]

    first = agent.issue_refund("A1", 100.0, ctx)
    again = agent.issue_refund("A1", 100.0, ctx)  # same idempotency key: no second refund
    assert (first["repeat"], again["repeat"]) == (False, True)
    assert [(r.order_id, r.amount) for r in shop.refunds.values()] == [("A1", 100.0)]
    with pytest.raises(ValueError, match=r"only 29\.99 is left"):
        agent.issue_refund("A1", 50.0, context(shop, key="key-2"))

    assert agent.send_email("A1", "Hi", "Sorry", ctx) == "sent to ada@example.com"
    assert agent.send_email("A1", "Hi", "Sorry", ctx) == "sent to ada@example.com"
    assert len(shop.emails) == 1

    with pytest.raises(LookupError, match="no order 'Z9'"):
        agent.lookup_order("Z9", ctx)


def test_refund_approval_policy_reads_the_validated_arguments() -> None:
    refund = agent.issue_refund
    small = refund.args_model(order_id="A1", amount=50)
    large = refund.args_model(order_id="A1", amount=50.01)
    assert refund.needs_approval(small) is False
    assert refund.needs_approval(large) is True
    args = Arguments(large)
    assert args.amount == args["amount"] == 50.01
    assert dict(args) == {"order_id": "A1", "amount": 50.01}
    for name in ("lookup_order", "check_shipping", "check_stock", "send_email"):
        tool = next(t for t in agent.TOOLS if t.name == name)
        assert tool.requires_approval is False
    assert [t.name for t in agent.TOOLS if t.side_effects] == ["issue_refund", "send_email"]
    assert all(t.idempotent for t in agent.TOOLS if t.side_effects)


# -- one run, every tool ---------------------------------------------------------------------


def test_one_run_exercises_every_tool_and_pauses_for_the_refund() -> None:
    shop = agent.sample_shop()
    model = ScriptedDecisionMaker(agent.demo_script())
    runtime = agent.build_runtime(model)

    first = runtime.run(agent.GOAL, deps=shop)

    assert first.status == "waiting_for_user"
    assert first.output is None
    pending = first.state.pending
    assert pending is not None
    assert pending.kind == "approval"
    assert pending.tool == "issue_refund"
    assert pending.arguments == {"order_id": "A1", "amount": 129.99}
    assert pending.action_signature
    assert shop.refunds == {}  # nothing happens before approval
    assert tool_events(first.trace, "check_shipping") == ["tool_started", "tool_succeeded"]
    assert tool_events(first.trace, "check_stock") == [
        "tool_started",
        "tool_retryable_failure",
        "tool_started",
        "tool_succeeded",
    ]
    assert in_order(first.event_types(), ["tool_retryable_failure", "tool_succeeded"])
    assert shop.warehouse_calls == ["A1", "A1"]
    assert first.event_types()[-2:] == ["approval_requested", "run_paused"]

    done = runtime.resume(first, approve=True, action=pending.action_signature, deps=shop)

    assert done.status == "completed", done.reason
    resolution = done.output
    assert isinstance(resolution, agent.Resolution)
    assert resolution == agent.Resolution(
        order_id="A1", action="refunded", amount_refunded=129.99, message=agent.REFUND_MESSAGE
    )
    assert [(r.order_id, r.amount) for r in shop.refunds.values()] == [("A1", 129.99)]
    assert [(e.to, e.subject) for e in shop.emails.values()] == [("ada@example.com", "Your refund")]
    for name in ("lookup_order", "check_shipping", "check_stock", "issue_refund", "send_email"):
        assert tool_events(done.trace, name)[-1] == "tool_succeeded", name
    assert in_order(
        done.event_types(),
        ["run_started", "approval_requested", "run_paused", "run_resumed", "approval_granted"],
    )
    assert done.event_types()[-1] == "run_completed"
    assert_trace_consistent(done, approval_required=["issue_refund"])
    model.assert_consumed()


def test_small_refund_needs_no_approval() -> None:
    shop = agent.sample_shop()
    script = [
        call("lookup_order", order_id="B2"),
        call("issue_refund", order_id="B2", amount=5.0),
        agent.resolve(
            "Refunded the shipping.",
            agent.Resolution(
                order_id="B2", action="refunded", amount_refunded=5.0, message="Sorry it's late."
            ),
        ),
    ]
    result = agent.build_runtime(ScriptedDecisionMaker(script)).run("B2 is late", deps=shop)

    assert result.status == "completed", result.reason
    assert "approval_requested" not in result.event_types()
    assert [(r.order_id, r.amount) for r in shop.refunds.values()] == [("B2", 5.0)]


# -- pause in one process, resume in another ----------------------------------------------------


def test_run_paused_in_one_process_is_resumed_in_another(tmp_path: Path) -> None:
    db = tmp_path / "runs.db"
    run_id = "support-run-1"

    child = subprocess.run(
        [sys.executable, str(WORKER), str(db), run_id],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=ROOT,
        check=False,
    )
    assert child.returncode == 0, child.stdout + child.stderr
    seen = json.loads(child.stdout)
    assert seen["pid"] != os.getpid()
    assert seen["status"] == "waiting_for_user"
    assert seen["pending"]["tool"] == "issue_refund"
    assert seen["pending"]["arguments"] == {"order_id": "A1", "amount": 129.99}
    assert seen["warehouse_calls"] == ["A1", "A1"]  # retried in the child
    assert (seen["refunds"], seen["emails"]) == (0, 0)

    shop = agent.sample_shop()  # this process's own deps: nothing ran against them yet
    store = SqliteRunStore(db)
    try:
        model = ScriptedDecisionMaker(agent.demo_script(), by_step=True)
        runtime = agent.build_runtime(model, store=store)
        result = runtime.resume(run_id, approve=True, deps=shop)

        assert result.status == "completed", result.reason
        resolution = result.output
        assert isinstance(resolution, agent.Resolution)
        assert resolution.order_id == "A1"
        assert resolution.action == "refunded"
        assert resolution.amount_refunded == 129.99
        assert resolution.message == agent.REFUND_MESSAGE

        # The refund ran exactly once, here, after approval; the child only looked.
        assert [(r.order_id, r.amount) for r in shop.refunds.values()] == [("A1", 129.99)]
        assert tool_events(result.trace, "issue_refund") == [
            "approval_requested",
            "approval_granted",
            "tool_started",
            "tool_succeeded",
        ]
        assert shop.warehouse_calls == []
        assert len(shop.emails) == 1

        # The trace is the whole run: the child's events, then this process's.
        types = result.event_types()
        assert types[0] == "run_started"
        assert types[: len(seen["event_types"])] == seen["event_types"]
        assert in_order(
            types,
            [
                "run_started",
                "tool_retryable_failure",
                "tool_succeeded",
                "approval_requested",
                "run_paused",
                "run_resumed",
                "approval_granted",
                "tool_started",
                "tool_succeeded",
                "run_completed",
            ],
        )
        assert types[-1] == "run_completed"
        assert result.new_events[0].event_type == "run_resumed"
        assert {event.run_id for event in result.trace} == {run_id}
        assert [event.seq for event in result.trace] == list(range(len(result.trace)))
        assert_trace_consistent(result, approval_required=["issue_refund"])
        assert store.events(run_id) == result.trace

        # A finished run cannot be resumed into a second refund.
        with pytest.raises(UserError):
            runtime.resume(run_id, approve=True, deps=shop)
        assert len(shop.refunds) == 1
    finally:
        store.close()


# -- denial, invalid output --------------------------------------------------------------------


def test_denied_refund_does_not_run_and_the_model_is_told() -> None:
    shop = agent.sample_shop()
    script = [
        call("lookup_order", order_id="A1"),
        call("issue_refund", order_id="A1", amount=129.99),
        call("send_email", order_id="A1", subject="Your kettle", body="A colleague will call."),
        agent.resolve(
            "Refund denied; escalated.",
            agent.Resolution(
                order_id="A1", action="no_action", amount_refunded=0, message="Escalated."
            ),
        ),
    ]
    model = ScriptedDecisionMaker(script)
    runtime = agent.build_runtime(model)
    paused = runtime.run(agent.GOAL, deps=shop)
    assert paused.status == "waiting_for_user"

    result = runtime.resume(paused, approve=False, approved_by="supervisor", deps=shop)

    assert result.status == "completed", result.reason
    assert shop.refunds == {}
    assert tool_events(result.trace, "issue_refund") == ["approval_requested", "approval_denied"]
    denied = next(e for e in result.trace if e.event_type == "approval_denied")
    assert denied.data["by"] == "supervisor"
    # The model's next request carries the denial as an observation.
    after_denial = model.requests[2]
    seen = [item.observation for item in after_denial.observations]
    assert any(o.name == "issue_refund" and o.error_type == "approval_denied" for o in seen)
    assert result.output is not None
    assert result.output.action == "no_action"
    model.assert_consumed()


def test_invalid_structured_output_is_rejected_then_a_valid_one_completes() -> None:
    shop = agent.sample_shop()
    bad = {"order_id": "B2", "action": "teleport", "amount_refunded": 0, "message": "Beamed."}
    good = {**bad, "action": "no_action", "message": "It is on its way."}
    model = ScriptedDecisionMaker(
        [call("check_shipping", order_id="B2"), final_turn(bad), final_turn(good)]
    )
    result = agent.build_runtime(model).run("Where is B2?", deps=shop)

    assert result.status == "completed", result.reason
    rejected = [e for e in result.trace if e.event_type == "final_rejected"]
    assert len(rejected) == 1
    assert "action" in rejected[0].data["reason"]
    assert "Resolution" in rejected[0].data["reason"]
    seen = [item.observation for item in model.requests[2].observations]
    assert any(o.error_type == "invalid_final_answer" for o in seen)
    assert result.output == agent.Resolution(**good)
    assert result.state.final_output == good


# -- concurrent runs, different deps -------------------------------------------------------------


def test_concurrent_runs_keep_their_deps_apart() -> None:
    shops = {"a": agent.sample_shop("a@example.com"), "b": agent.sample_shop("b@example.com")}
    script = [
        call("lookup_order", order_id="B2"),
        call("check_shipping", order_id="B2"),  # async: each run yields to the other here
        call("issue_refund", order_id="B2", amount=5.0),
        call("send_email", order_id="B2", subject="Late parcel", body="We refunded 5.00."),
        agent.resolve(
            "Refunded shipping.",
            agent.Resolution(
                order_id="B2", action="refunded", amount_refunded=5.0, message="We refunded 5.00."
            ),
        ),
    ]
    # One runtime, one model: by_step serves each run the turn for its own step.
    model = ScriptedDecisionMaker(script, by_step=True)
    runtime = agent.build_runtime(model)
    sink = MemorySink()

    async def both() -> list[Any]:
        return await asyncio.gather(
            *(
                runtime.arun(f"B2 is late ({name})", run_id=f"run-{name}", deps=shop, sinks=[sink])
                for name, shop in shops.items()
            )
        )

    results = asyncio.run(both())

    assert [r.status for r in results] == ["completed", "completed"]
    order = [event.run_id for event in sink.events]
    switches = sum(1 for x, y in itertools.pairwise(order) if x != y)
    assert switches > 1, "the runs did not interleave"
    for (name, shop), result in zip(shops.items(), results, strict=True):
        assert result.output.amount_refunded == 5.0
        assert [e.to for e in shop.emails.values()] == [f"{name}@example.com"]
        assert [(r.order_id, r.amount) for r in shop.refunds.values()] == [("B2", 5.0)]
        looked_up = result.state.observations[0]
        assert looked_up.data["customer_email"] == f"{name}@example.com"
        assert {e.run_id for e in result.trace} == {f"run-{name}"}
    assert set(shops["a"].refunds).isdisjoint(shops["b"].refunds)  # keys are per run


# -- the demo and its types ------------------------------------------------------------------


def test_demo_main_runs(capsys: pytest.CaptureFixture[str]) -> None:
    assert agent.main() == 0
    out = capsys.readouterr().out
    assert "waiting_for_user on approval" in out
    assert '"action":"refunded"' in out


@pytest.mark.slow
def test_example_passes_mypy_strict(tmp_path: Path) -> None:
    checked = subprocess.run(
        [
            sys.executable,
            "-m",
            "mypy",
            "--strict",
            "--cache-dir",
            str(tmp_path / "mypy-cache"),
            str(EXAMPLE.relative_to(ROOT)),
        ],
        capture_output=True,
        text=True,
        timeout=300,
        cwd=ROOT,
        check=False,
    )
    assert checked.returncode == 0, checked.stdout + checked.stderr
