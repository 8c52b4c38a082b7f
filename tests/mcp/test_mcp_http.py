"""An MCP server over streamable HTTP (the test server, uvicorn in a subprocess): its tools'
annotations as keel policy — approvals, a policy's denial, the idempotency key on the wire —
and a slow tool, a failing one, one that crashes the server.
"""

from __future__ import annotations

import asyncio
import time
from typing import Any

import pytest
from mcp_support import HttpServer

from keel import Budgets, Guards, Runtime
from keel.loop import invoke
from keel.loop.actions import idempotency_key
from keel.mcp import IDEMPOTENCY_KEY_META, MCPServer, MCPTools, ToolOverride
from keel.policy import ActionRequest, ApproveSideEffects, Policies, deny
from keel.testing import ScriptedDecisionMaker, ScriptedHuman, call, final

pytestmark = pytest.mark.integration


@pytest.fixture(scope="module")
def tools(http_server: HttpServer):
    server = MCPServer(url=http_server.url, name="srv")
    with MCPTools([server]) as toolset:
        yield toolset


def by_name(toolset: MCPTools) -> dict[str, Any]:
    return {info.remote_name: info for info in toolset.infos}


def test_annotations_become_effects_idempotency_and_approval(tools):
    infos = by_name(tools)
    table = {name: (info.effects, info.idempotent, info.approval) for name, info in infos.items()}
    assert table == {
        "record": ("write", True, "always"),  # closed world, not destructive, idempotent
        "send": ("external", False, "always"),  # open world
        "wipe": ("destructive", False, "always"),  # no annotations: the MCP defaults
        "lookup": ("read", False, "never"),
        "slow": ("read", False, "never"),
        "crash": ("read", False, "never"),
        "fail": ("read", False, "never"),
        "shapes": ("read", False, "never"),
        "mismatch": ("read", False, "never"),
    }
    assert infos["wipe"].hints == dict.fromkeys(
        ("readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint")
    )
    assert [tool.name for tool in tools.tools][:3] == ["srv__record", "srv__send", "srv__wipe"]
    (skipped,) = tools.skipped  # its input schema is not JSON Schema: not offered at all
    assert (skipped.server, skipped.remote_name) == ("srv", "broken")
    assert "not valid JSON Schema" in skipped.reason
    assert "srv__broken" not in [tool.name for tool in tools.tools]


def test_a_result_against_the_tool_s_own_output_schema_is_a_protocol_error(tools, served):
    model = ScriptedDecisionMaker([call("srv__mismatch"), final("x")])
    (observation,) = Runtime(model, tools.tools).run("Mismatch").state.observations
    assert (observation.ok, observation.error_type) == (False, "MCPProtocolError")
    assert observation.error_message == (
        "the server's result cannot be used: Invalid structured content returned by tool "
        "mismatch: 'text' is not of type 'integer'"
    )


def test_a_side_effect_waits_for_approval_and_then_runs_once_with_its_key(tools, served):
    runtime = Runtime(
        ScriptedDecisionMaker(
            [call("srv__record", item="alpha"), final("Recorded.")], by_step=True
        ),
        tools.tools,
    )
    paused = runtime.run("Record alpha")
    assert paused.status == "waiting_for_user"
    pending = paused.state.pending
    assert pending is not None
    assert (pending.tool, pending.effects) == ("srv__record", "write")
    assert served.calls() == []  # nothing reached the server before the approval

    done = runtime.resume(paused, approve=True, approved_by="ana")

    assert done.status == "completed"
    key = idempotency_key(paused.state.run_id, pending.action_signature, pending.step)
    assert served.effects() == [{"tool": "record", "item": "alpha", "key": key}]
    assert served.calls() == [{"tool": "record", "key": key, "arguments": {"item": "alpha"}}]
    assert IDEMPOTENCY_KEY_META == "keel/idempotency_key"


def test_a_denied_side_effect_never_reaches_the_server(tools, served):
    model = ScriptedDecisionMaker([call("srv__send", item="invoice"), final("Not sent.")])
    result = Runtime(model, tools.tools, human=ScriptedHuman(approvals=[False])).run("Send it")
    assert result.status == "completed"
    (observation,) = result.state.observations
    assert (observation.ok, observation.error_type) == (False, "approval_denied")
    assert served.calls() == []


def test_a_policy_denies_a_destructive_tool_before_the_server_sees_it(tools, served):
    def no_destruction(request: ActionRequest):
        if request.effects == "destructive":
            return deny(f"{request.tool.name} is destructive")
        return None

    model = ScriptedDecisionMaker(
        [call("srv__wipe"), call("srv__lookup", key="alpha"), final("Did not wipe.")]
    )
    policy = Policies(no_destruction, ApproveSideEffects())
    result = Runtime(model, tools.tools, policy=policy).run("Clean up")
    assert result.status == "completed"
    assert "policy_denied" in result.event_types()
    denied, looked_up = result.state.observations
    assert (denied.ok, denied.error_type) == (False, "policy_denied")
    assert looked_up.data == {"key": "alpha", "value": 1}
    assert served.effects() == []
    assert [c["tool"] for c in served.calls()] == []  # lookup records no call


def test_a_tool_that_is_not_idempotent_gets_no_key(tools, served):
    model = ScriptedDecisionMaker([call("srv__send", item="x"), final("Sent.")])
    result = Runtime(model, tools.tools, human=ScriptedHuman(approvals=[True])).run("Send x")
    assert result.status == "completed"
    assert served.calls() == [{"tool": "send", "key": None, "arguments": {"item": "x"}}]


def test_the_duplicate_guard_holds_a_repeated_side_effect(tools, served):
    model = ScriptedDecisionMaker(
        [call("srv__send", item="x"), call("srv__send", item="x"), final("Sent once.")]
    )
    human = ScriptedHuman(approvals=[True, True])
    result = Runtime(model, tools.tools, human=human, guards=Guards(max_duplicate_actions=1)).run(
        "Send x"
    )
    assert "duplicate_action_blocked" in result.event_types()
    assert len(served.effects()) == 1


def test_an_error_result_is_a_tool_error_the_model_reads(tools, served):
    model = ScriptedDecisionMaker([call("srv__fail", reason="the printer is on fire"), final("x")])
    result = Runtime(model, tools.tools).run("Print")
    (observation,) = result.state.observations
    assert (observation.ok, observation.error_type) == (False, "MCPToolError")
    assert observation.error_message == "Error executing tool fail: the printer is on fire"
    assert result.event_types().count("tool_started") == 1


def test_arguments_of_many_shapes_reach_the_server_as_validated(tools, served):
    arguments = {
        "name": "n",
        "count": 2,
        "colour": "green",
        "address": {"street": "Main", "number": 7},
        "tags": ["a", "b"],
    }
    model = ScriptedDecisionMaker(
        [
            call("srv__shapes", **arguments),
            call("srv__shapes", **{**arguments, "colour": "blue"}),
            final("x"),
        ]
    )
    result = Runtime(model, tools.tools).run("Shapes")
    echoed, refused = result.state.observations
    assert echoed.data == {
        **arguments,
        "mode": "fast",
        "ratio": 0.5,
        "note": None,
    }
    assert refused.error_type == "invalid_arguments"
    assert "colour: 'blue' is not one of ['red', 'green']" in (refused.error_message or "")


def test_a_slow_tool_times_out_and_the_run_ends_properly(served):
    server = MCPServer(
        url=served.url, name="srv", overrides={"slow": ToolOverride(timeout_seconds=0.5)}
    )
    with MCPTools([server]) as toolset:
        model = ScriptedDecisionMaker(
            [call("srv__slow", seconds=20), call("srv__lookup", key="beta"), final("Done.")]
        )
        started = time.monotonic()
        result = Runtime(model, toolset.tools).run("Wait")
        took = time.monotonic() - started
    assert result.status == "completed"
    slow, lookup = result.state.observations
    assert (slow.ok, slow.error_type) == (False, "timeout")
    assert lookup.data == {"key": "beta", "value": 2}
    assert took < 6  # three attempts of 0.5 s with backoff, never the 20 s asked for
    assert len(served.calls("slow")) == 3  # a read is retried after a timeout


def test_a_side_effect_that_times_out_is_not_retried(served):
    overrides = {
        "slow": ToolOverride(effects="external", requires_approval=False, timeout_seconds=0.3)
    }
    with MCPTools([MCPServer(url=served.url, name="srv", overrides=overrides)]) as toolset:
        model = ScriptedDecisionMaker([call("srv__slow", seconds=5), final("Done.")])
        result = Runtime(model, toolset.tools).run("Wait")
    (observation,) = result.state.observations
    assert observation.error_type == "timeout"
    assert len(served.calls("slow")) == 1


def test_a_server_that_dies_mid_call_is_a_tool_error_within_the_timeout(fresh_http_server):
    with MCPTools([MCPServer(url=fresh_http_server.url, name="srv")]) as toolset:
        model = ScriptedDecisionMaker(
            [call("srv__crash"), call("srv__lookup", key="alpha"), final("The server is gone.")]
        )
        started = time.monotonic()
        result = Runtime(model, toolset.tools, guards=Guards(max_tool_retries=1)).run("Crash")
        took = time.monotonic() - started
    assert result.status == "completed"
    crashed, lookup = result.state.observations
    assert (crashed.ok, crashed.error_type) == (False, "MCPUnavailable")
    assert (lookup.ok, lookup.error_type) == (False, "MCPUnavailable")
    assert "did not start again" in (lookup.error_message or "")
    assert took < 10  # seen at once (the connection breaks), not at the 30 s timeout


def test_the_same_server_under_arun_and_concurrent_runs(served):
    async def main() -> list[Any]:
        async with MCPTools([MCPServer(url=served.url, name="srv")]) as toolset:

            async def one(key: str) -> Any:
                model = ScriptedDecisionMaker([call("srv__lookup", key=key), final("ok")])
                result = await Runtime(model, toolset.tools).arun(f"look up {key}")
                return result.state.observations[0].data

            return list(await asyncio.gather(one("alpha"), one("beta"), one("gamma")))

    assert asyncio.run(main()) == [
        {"key": "alpha", "value": 1},
        {"key": "beta", "value": 2},
        {"key": "gamma", "value": None},
    ]


def test_headers_go_with_every_request_and_stay_out_of_the_run_s_meta(served):
    server = MCPServer(url=served.url, name="srv", headers={"Authorization": "Bearer s3cret"})
    with MCPTools([server]) as toolset:
        model = ScriptedDecisionMaker([call("srv__lookup", key="alpha"), final("ok")])
        result = Runtime(model, toolset.tools).run("Look up alpha")
        kept = toolset.meta()
    assert result.state.observations[0].data == {"key": "alpha", "value": 1}
    assert served.state()["authorization"] == "Bearer s3cret"
    assert kept == [{"name": "srv", "url": served.url}]


def test_runtime_run_waits_for_a_with_started_tool_in_its_own_thread(tools, monkeypatch):
    """`Runtime.run` waits for a call of a tool whose servers live on a background thread
    (``with``) itself, bounded by the tool's timeout: no worker thread between (a hand-off
    bench/mcp.py measured at about 0.2 ms of CPU a call)."""

    async def no_worker(*args: Any, **kwargs: Any) -> Any:
        raise AssertionError("the call went through a worker thread")

    monkeypatch.setattr(invoke, "call_in_thread", no_worker)
    model = ScriptedDecisionMaker([call("srv__lookup", key="alpha"), final("Done.")])
    result = Runtime(model, tools.tools).run("Look up alpha")
    assert result.status == "completed"
    (observation,) = result.state.observations
    assert (observation.ok, observation.data) == (True, {"key": "alpha", "value": 1})


def test_the_run_s_time_budget_bounds_a_with_started_tool_under_runtime_run(served):
    """The bound `Runtime.run` hands the tool is the run's remaining time when that is
    shorter than the tool's timeout: the run stops at its budget, not the tool's 30 s."""
    overrides = {"slow": ToolOverride(timeout_seconds=30)}
    with MCPTools([MCPServer(url=served.url, name="srv", overrides=overrides)]) as toolset:
        model = ScriptedDecisionMaker([call("srv__slow", seconds=20), final("never reached")])
        runtime = Runtime(model, toolset.tools, budgets=Budgets(timeout_seconds=1.0))
        started = time.monotonic()
        result = runtime.run("Wait")
        took = time.monotonic() - started
    assert (result.status, result.state.termination_kind) == ("stopped", "time")
    (observation,) = result.state.observations
    assert (observation.ok, observation.error_type) == (False, "time_budget")
    assert took < 5


def test_runtime_arun_still_runs_a_with_started_tool_off_its_loop(tools, monkeypatch):
    """Under `Runtime.arun` the same tool goes through a worker thread (its handler would
    block the caller's event loop): the self-bounded wait is for `Runtime.run` only."""
    used: list[bool] = []
    real = invoke.call_in_thread

    async def counted(work: Any, limit: Any) -> Any:
        used.append(True)
        return await real(work, limit)

    monkeypatch.setattr(invoke, "call_in_thread", counted)
    model = ScriptedDecisionMaker([call("srv__lookup", key="beta"), final("Done.")])
    result = asyncio.run(Runtime(model, tools.tools).arun("Look up beta"))
    assert result.state.observations[0].data == {"key": "beta", "value": 2}
    assert used == [True]
