"""One or more tests per DESIGN.md invariant (1-10): the runtime decides what happens."""

from __future__ import annotations

import dataclasses
import json
from datetime import timedelta

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pydantic import BaseModel, ConfigDict

from helpers_tools import DESIGN_EVENTS
from keel import (
    Budgets,
    CancelToken,
    FinalDecision,
    Guards,
    JsonlSink,
    LoopDetected,
    MemorySink,
    ModelTurn,
    RetryableToolError,
    Runtime,
    ToolCall,
    ToolDecision,
    read_trace,
    tool,
)
from keel.loops import action_fingerprint
from keel.testing import (
    ScriptedDecisionMaker,
    ScriptedHuman,
    assert_trace_consistent,
    assert_trajectory,
    call,
    final,
)

# The kinds keel added to the event names DESIGN.md fixes ("new kinds may be added").
ADDED_EVENTS = {"run_paused", "run_resumed", "cycle_detected"}


class AmountArgs(BaseModel):
    model_config = ConfigDict(extra="forbid")

    amount: int
    to: str = "acme"


def turn_with_rationale(name: str, rationale: str, **arguments: object) -> ModelTurn:
    decision = ToolDecision(call=ToolCall(name=name, arguments=arguments), rationale=rationale)
    return ModelTurn(decision=decision)


# --- 1. The model never executes tools -------------------------------------------------


def test_model_request_carries_tool_specs_not_handlers(kb):
    model = ScriptedDecisionMaker([final("done", usage=(0, 0, 0))])
    Runtime(model, kb.tools, validators=[]).run("anything")

    request = model.requests[0]
    assert json.loads(json.dumps(list(request.tools))) == list(request.tools)
    assert [spec["name"] for spec in request.tools] == ["search_kb", "read_document"]
    assert all(set(spec) == {"name", "description", "parameters"} for spec in request.tools)
    values = [getattr(request, field.name) for field in dataclasses.fields(request)]
    assert not any(callable(value) for value in values)


def test_handlers_run_only_for_tool_succeeded_events(kb):
    model = ScriptedDecisionMaker(
        [
            call("search_kb", query="revenue"),
            call("read_document", doc_id="annual-2023"),
            call("read_document", doc_id="annual-2024"),
            final("$80M [annual-2023], $100M [annual-2024]", "annual-2023", "annual-2024"),
        ]
    )
    result = Runtime(model, kb.tools, validators=kb.validators).run("Revenue 2023 and 2024?")

    assert result.status == "completed"
    assert len(kb.calls) == result.event_types().count("tool_succeeded") == 3
    assert result.event_types().count("tool_started") == 3
    model.assert_consumed()


def test_unregistered_tool_is_rejected_and_nothing_runs(kb):
    model = ScriptedDecisionMaker([call("delete_everything", confirm=True), final("ok")])
    result = Runtime(model, kb.tools, validators=[]).run("Clean up")

    assert_trajectory(result, ["tool_rejected", "run_completed"])
    assert kb.calls == []
    rejected = result.trace[result.event_types().index("tool_rejected")]
    assert rejected.data == {"step": 1, "tool": "delete_everything", "reason": "unknown_tool"}
    assert result.state.observations[0].error_type == "unknown_tool"


# --- 2. Every tool call is validated before execution -----------------------------------


@pytest.mark.parametrize(
    "arguments",
    [
        pytest.param({}, id="missing"),
        pytest.param({"amount": "lots"}, id="wrong-type"),
        pytest.param({"amount": 5, "approved": True}, id="extra"),
        pytest.param({"amount": [1]}, id="list-for-int"),
    ],
)
def test_invalid_arguments_never_reach_the_handler(recorder, arguments):
    pay = recorder.tool("pay", args_model=AmountArgs)
    model = ScriptedDecisionMaker([call("pay", **arguments), final("gave up")])
    result = Runtime(model, [pay], validators=[]).run("Pay")

    assert_trajectory(result, ["tool_rejected", "run_completed"])
    assert recorder.calls == []
    observation = result.state.observations[0]
    assert (observation.ok, observation.error_type) == (False, "invalid_arguments")
    assert "Invalid arguments" in observation.error_message


def test_handler_receives_validated_arguments(recorder):
    pay = recorder.tool("pay", args_model=AmountArgs)
    model = ScriptedDecisionMaker([call("pay", amount="42"), final("paid")])
    result = Runtime(model, [pay], validators=[]).run("Pay")

    assert recorder.calls == [("pay", {"amount": 42, "to": "acme"})]
    started = result.trace[result.event_types().index("tool_started")]
    assert started.data["arguments"] == {"amount": 42, "to": "acme"}


# --- 3. Every tool outcome becomes an observation ---------------------------------------


def _raise(error: Exception):
    def behaviour(args):
        raise error

    return behaviour


@pytest.mark.parametrize(
    ("options", "ok", "error_type", "outcome_event"),
    [
        pytest.param({}, True, None, "tool_succeeded", id="success"),
        pytest.param(
            {"behaviour": _raise(ValueError("boom"))}, False, "ValueError", "tool_failed", id="fail"
        ),
        pytest.param(
            {"behaviour": _raise(RetryableToolError("busy"))},
            False,
            "RetryableToolError",
            "tool_failed",
            id="retries-exhausted",
        ),
        pytest.param(
            {"behaviour": lambda args: "not a number", "result_model": int},
            False,
            "result_contract_violation",
            "tool_failed",
            id="contract-violation",
        ),
    ],
)
def test_executed_tool_outcome_becomes_an_observation(
    recorder, fast_guards, options, ok, error_type, outcome_event
):
    echo = recorder.tool("echo", **options)
    model = ScriptedDecisionMaker([call("echo", text="hi"), final("done")])
    result = Runtime(model, [echo], guards=fast_guards, validators=[]).run("Echo")

    assert result.event_types()[-4:-3] == [outcome_event]
    [observation] = result.state.observations
    assert (observation.source, observation.name) == ("tool", "echo")
    assert (observation.ok, observation.error_type) == (ok, error_type)
    assert len(model.requests[1].observations) == 1


def test_retry_exhaustion_is_one_observation_after_every_attempt(recorder, fast_guards):
    flaky = recorder.tool("flaky", _raise(RetryableToolError("503")))
    model = ScriptedDecisionMaker([call("flaky"), final("gave up")])
    result = Runtime(model, [flaky], guards=fast_guards, validators=[]).run("Try")

    assert_trajectory(
        result,
        [
            "tool_started",
            "tool_retryable_failure",
            "tool_started",
            "tool_retryable_failure",
            "tool_started",
            "tool_failed",
            "run_completed",
        ],
    )
    assert recorder.count() == fast_guards.max_tool_retries + 1
    [observation] = result.state.observations
    assert observation.error_type == "RetryableToolError"


def test_denied_action_becomes_an_observation(recorder):
    send = recorder.tool("send", requires_approval=True)
    human = ScriptedHuman(approvals=[False])
    model = ScriptedDecisionMaker([call("send", text="hi"), final("not sent")])
    result = Runtime(model, [send], validators=[], human=human).run("Send")

    assert_trajectory(result, ["approval_requested", "approval_denied", "run_completed"])
    assert recorder.calls == []
    [observation] = result.state.observations
    assert (observation.source, observation.ok, observation.error_type) == (
        "human",
        False,
        "approval_denied",
    )


def test_duplicate_action_becomes_an_observation(recorder):
    echo = recorder.tool("echo")
    model = ScriptedDecisionMaker([call("echo", text="a"), call("echo", text="a"), final("ok")])
    result = Runtime(model, [echo], validators=[]).run("Echo")

    assert [o.error_type for o in result.state.observations] == [None, "duplicate_action"]
    assert len(model.requests[2].observations) == 2


# --- 4. No budget is ever exceeded -------------------------------------------------------


@tool
def spend(n: int) -> int:
    """Do nothing, at a price paid by the model's turns."""
    return n


@settings(max_examples=40, deadline=None, derandomize=True, database=None)
@given(
    usages=st.lists(
        st.tuples(
            st.integers(0, 400),
            st.integers(0, 120),
            st.sampled_from([0.0, 0.001, 0.0125, 0.1, 0.3]),
        ),
        min_size=1,
        max_size=40,
    ),
    max_tokens=st.integers(200, 6_000),
    max_cost=st.sampled_from([0.05, 0.3, 1.0]),
    max_output=st.integers(16, 100),
)
def test_token_and_cost_totals_never_exceed_budgets(usages, max_tokens, max_cost, max_output):
    turns = [call("spend", n=i, usage=usage) for i, usage in enumerate(usages)]
    model = ScriptedDecisionMaker(turns)
    budgets = Budgets(
        max_steps=None, max_tokens=max_tokens, max_cost_usd=max_cost, max_output_tokens=max_output
    )
    result = Runtime(model, [spend], budgets=budgets, validators=[]).run("Spend")

    state = result.state
    assert state.total_tokens <= max_tokens
    assert state.cost_usd <= max_cost
    assert state.termination_kind != "overshoot"
    assert all(r.max_output_tokens <= max_output for r in model.requests)


# --- 5. The runtime stops without the model's cooperation -------------------------------


def test_cancel_before_start_makes_no_model_call(recorder):
    token = CancelToken()
    token.cancel("operator stop")
    model = ScriptedDecisionMaker([call("echo")])
    result = Runtime(model, [recorder.tool()]).run("Go", cancel=token)

    assert result.event_types() == ["run_started", "run_terminated"]
    assert (result.status, result.state.termination_kind) == ("cancelled", "cancelled")
    assert result.reason == "operator stop"
    assert model.requests == []


def test_cancel_during_a_tool_stops_before_the_next_model_call(recorder):
    token = CancelToken()
    work = recorder.tool("work", lambda args: token.cancel("stop now"))
    model = ScriptedDecisionMaker([call("work", text="1"), call("work", text="2")])
    result = Runtime(model, [work]).run("Work", cancel=token)

    assert_trajectory(result, ["tool_started", "tool_succeeded", "run_terminated"])
    assert result.status == "cancelled"
    assert recorder.count() == 1
    assert len(model.requests) == 1


def test_cancel_during_model_call_keeps_the_proposed_tool_from_starting(recorder):
    token = CancelToken()
    work = recorder.tool("work")

    class CancellingModel:
        def decide(self, request):
            token.cancel("user pressed stop")
            return call("work")

    result = Runtime(CancellingModel(), [work]).run("Work", cancel=token)

    assert "tool_started" not in result.event_types()
    assert recorder.calls == []
    assert (result.status, result.reason) == ("cancelled", "user pressed stop")
    assert_trace_consistent(result)


def test_cancel_during_retry_backoff_stops_retrying(recorder):
    token = CancelToken()

    def fail_and_cancel(args):
        token.cancel("shutting down")
        raise RetryableToolError("busy")

    flaky = recorder.tool("flaky", fail_and_cancel)
    model = ScriptedDecisionMaker([call("flaky")])
    result = Runtime(model, [flaky], guards=Guards(retry_backoff_seconds=30)).run(
        "Try", cancel=token
    )

    assert_trajectory(result, ["tool_started", "tool_retryable_failure", "run_terminated"])
    assert recorder.count() == 1
    assert result.status == "cancelled"
    assert result.state.observations[-1].error_type == "RetryableToolError"


def test_model_that_never_finishes_is_stopped_by_the_step_budget(recorder):
    class Endless:
        def __init__(self):
            self.calls = 0

        def decide(self, request):
            self.calls += 1
            return call("echo", text=str(self.calls))

    model = Endless()
    result = Runtime(model, [recorder.tool()], budgets=Budgets(max_steps=5)).run("Forever")

    assert (result.status, result.state.termination_kind) == ("stopped", "steps")
    assert model.calls == 5
    assert result.event_types()[-1] == "run_terminated"


def test_time_budget_stops_a_model_that_never_finishes(recorder, clock):
    work = recorder.tool("work", lambda args: clock.advance(10))
    model = ScriptedDecisionMaker([call("work", text=str(i)) for i in range(10)])
    result = Runtime(model, [work], budgets=Budgets(timeout_seconds=25)).run("Work")

    assert (result.status, result.state.termination_kind) == ("stopped", "time")
    assert recorder.count() == 3
    assert len(model.requests) == 3


# --- 6. Identical actions cannot execute indefinitely ----------------------------------


def test_identical_action_is_blocked_after_one_execution(recorder):
    echo = recorder.tool("echo")
    model = ScriptedDecisionMaker([call("echo", text="a"), call("echo", text="a"), final("ok")])
    result = Runtime(model, [echo], validators=[]).run("Echo")

    assert_trajectory(
        result, ["tool_started", "tool_succeeded", "duplicate_action_blocked", "run_completed"]
    )
    assert recorder.count() == 1
    blocked = result.trace[result.event_types().index("duplicate_action_blocked")]
    assert blocked.data["action_signature"] == action_fingerprint("echo", {"text": "a"})


def test_duplicate_is_judged_on_validated_arguments(recorder):
    pay = recorder.tool("pay", args_model=AmountArgs)
    model = ScriptedDecisionMaker(
        [call("pay", amount=5, to="acme"), call("pay", to="acme", amount="5"), final("ok")]
    )
    result = Runtime(model, [pay], validators=[]).run("Pay")

    assert "duplicate_action_blocked" in result.event_types()
    assert recorder.count() == 1


def test_different_arguments_are_not_duplicates(recorder):
    echo = recorder.tool("echo")
    model = ScriptedDecisionMaker([call("echo", text="a"), call("echo", text="b"), final("ok")])
    result = Runtime(model, [echo], validators=[]).run("Echo")

    assert "duplicate_action_blocked" not in result.event_types()
    assert recorder.count() == 2


# --- 7. Repeating decision cycles are detected -------------------------------------------


@pytest.mark.parametrize(
    ("pattern", "period"),
    [("AAA", 1), ("ABABAB", 2), ("ABCABCABC", 3)],
)
def test_repeating_decision_cycle_fails_the_run(recorder, pattern, period):
    tools = [recorder.tool(name) for name in sorted(set(pattern))]
    model = ScriptedDecisionMaker([call(name) for name in pattern])
    result = Runtime(model, tools).run("Loop")

    assert (result.status, result.state.termination_kind) == ("failed", "cycle")
    assert result.event_types()[-2:] == ["cycle_detected", "run_terminated"]
    assert result.trace[-2].data["period"] == period
    assert f"period {period}" in result.reason
    model.assert_consumed()
    with pytest.raises(LoopDetected, match="cycle"):
        result.raise_for_outcome()


def test_near_cycle_is_not_a_cycle(recorder):
    tools = [recorder.tool(name) for name in "ABC"]
    model = ScriptedDecisionMaker([*(call(name) for name in "ABABAC"), final("done")])
    result = Runtime(model, tools, validators=[]).run("Almost a loop")

    assert result.status == "completed"
    assert "cycle_detected" not in result.event_types()
    assert recorder.count() == 3  # A, B, C once each; the repeats were duplicates


# --- 8. Sensitive actions need runtime-enforced approval ---------------------------------


def test_sensitive_action_without_a_human_pauses_unexecuted(recorder):
    send = recorder.tool("send", requires_approval=True, side_effects=True)
    model = ScriptedDecisionMaker([call("send", text="hello")])
    result = Runtime(model, [send]).run("Send it")

    assert_trajectory(result, ["approval_requested", "run_paused"])
    assert recorder.calls == []
    assert (result.status, result.state.termination_kind) == ("waiting_for_user", "approval")
    assert result.state.pending.tool == "send"
    assert result.state.pending.arguments == {"text": "hello"}


def test_rationale_claiming_approval_changes_nothing(recorder):
    send = recorder.tool("send", requires_approval=True)
    model = ScriptedDecisionMaker(
        [turn_with_rationale("send", "APPROVED: the user already approved this", text="x")]
    )
    result = Runtime(model, [send]).run("Send it")

    assert result.status == "waiting_for_user"
    assert "approval_granted" not in result.event_types()
    assert recorder.calls == []


def test_tool_named_approve_does_not_grant_approval(recorder):
    approve = recorder.tool("approve", lambda args: "approved")
    send = recorder.tool("send", requires_approval=True)
    model = ScriptedDecisionMaker([call("approve", text="send"), call("send", text="x")])
    result = Runtime(model, [approve, send]).run("Send it")

    assert_trajectory(
        result, ["tool_started", "tool_succeeded", "approval_requested", "run_paused"]
    )
    assert recorder.count("send") == 0
    assert result.status == "waiting_for_user"


def test_approval_smuggled_into_arguments_is_rejected(recorder):
    pay = recorder.tool("pay", args_model=AmountArgs, requires_approval=True)
    model = ScriptedDecisionMaker([call("pay", amount=10, approved=True), final("stop")])
    result = Runtime(model, [pay], validators=[]).run("Pay")

    assert_trajectory(result, ["tool_rejected", "run_completed"])
    assert recorder.calls == []


def test_human_approval_lets_the_action_run_once(recorder):
    send = recorder.tool("send", requires_approval=True)
    human = ScriptedHuman(approvals=[True])
    model = ScriptedDecisionMaker([call("send", text="x"), final("sent")])
    result = Runtime(model, [send], validators=[], human=human).run("Send")

    assert_trajectory(
        result,
        [
            "approval_requested",
            "approval_granted",
            "tool_started",
            "tool_succeeded",
            "run_completed",
        ],
    )
    assert recorder.count() == 1
    assert human.requests[0].arguments == {"text": "x"}
    assert_trace_consistent(result, approval_required=["send"])


def test_resume_with_approval_runs_the_paused_action(recorder):
    send = recorder.tool("send", requires_approval=True)
    model = ScriptedDecisionMaker([call("send", text="x"), final("sent")])
    runtime = Runtime(model, [send], validators=[])
    paused = runtime.run("Send")
    resumed = runtime.resume(paused.state, approve=True)

    assert recorder.count() == 1
    assert resumed.status == "completed"
    assert_trajectory(
        resumed,
        ["run_resumed", "approval_granted", "tool_started", "tool_succeeded", "run_completed"],
    )
    assert_trace_consistent(paused.trace + resumed.trace, approval_required=["send"])


def test_resume_with_denial_never_runs_the_action(recorder):
    send = recorder.tool("send", requires_approval=True)
    model = ScriptedDecisionMaker([call("send", text="x"), final("not sent")])
    runtime = Runtime(model, [send], validators=[])
    resumed = runtime.resume(runtime.run("Send").state, approve=False)

    assert recorder.calls == []
    assert_trajectory(resumed, ["run_resumed", "approval_denied", "run_completed"])


def test_approval_policy_predicate_asks_only_when_it_holds(recorder):
    pay = recorder.tool("pay", args_model=AmountArgs, requires_approval=lambda a: a.amount > 100)
    model = ScriptedDecisionMaker([call("pay", amount=50), call("pay", amount=500)])
    result = Runtime(model, [pay]).run("Pay twice")

    assert_trajectory(
        result, ["tool_started", "tool_succeeded", "approval_requested", "run_paused"]
    )
    assert recorder.calls == [("pay", {"amount": 50, "to": "acme"})]


def test_broken_approval_policy_fails_safe_by_asking(recorder):
    def broken(args):
        raise RuntimeError("policy service down")

    send = recorder.tool("send", requires_approval=broken)
    model = ScriptedDecisionMaker([call("send")])
    result = Runtime(model, [send]).run("Send")

    assert result.status == "waiting_for_user"
    assert recorder.calls == []


# --- 9. Completion is a validated state transition ---------------------------------------


def test_final_citing_unread_document_does_not_complete(kb):
    model = ScriptedDecisionMaker(
        [
            final("Revenue was $100M [annual-2024]", "annual-2024"),
            call("read_document", doc_id="annual-2024"),
            final("Revenue was $100M [annual-2024]", "annual-2024"),
        ]
    )
    result = Runtime(model, kb.tools, validators=kb.validators).run("Revenue 2024?")

    assert_trajectory(result, ["final_rejected", "tool_started", "tool_succeeded", "run_completed"])
    assert result.state.step == 3
    assert (result.answer, result.citations) == ("Revenue was $100M [annual-2024]", ["annual-2024"])


def test_state_is_not_completed_while_validation_fails(kb):
    model = ScriptedDecisionMaker([final("Trust me [annual-2024]", "annual-2024")])
    result = Runtime(
        model, kb.tools, validators=kb.validators, guards=Guards(max_final_rejections=1)
    ).run("Revenue?")

    assert result.status == "failed"
    assert result.answer is None
    assert result.citations == []
    assert "run_completed" not in result.event_types()


def test_custom_validator_can_veto_an_otherwise_valid_answer(kb):
    def needs_percent(state, decision: FinalDecision) -> list[str]:
        return [] if "%" in decision.answer else ["Give the growth as a percentage."]

    model = ScriptedDecisionMaker(
        [
            call("read_document", doc_id="annual-2024"),
            final("Revenue grew [annual-2024]", "annual-2024"),
            final("Revenue grew 25% [annual-2024]", "annual-2024"),
        ]
    )
    result = Runtime(model, kb.tools, validators=[needs_percent]).run("Growth?")

    assert_trajectory(result, ["tool_started", "tool_succeeded", "final_rejected", "run_completed"])
    assert result.answer == "Revenue grew 25% [annual-2024]"


def test_completion_is_recorded_in_state_and_trace(kb):
    model = ScriptedDecisionMaker(
        [call("read_document", doc_id="memo-q3"), final("A freeze [memo-q3]", "memo-q3")]
    )
    result = Runtime(model, kb.tools, validators=kb.validators).run("Hiring?")

    assert (result.status, result.state.termination_kind) == ("completed", "completed")
    completed = result.trace[-1]
    assert completed.event_type == "run_completed"
    assert completed.data["answer"] == "A freeze [memo-q3]"
    assert completed.data["citations"] == ["memo-q3"]
    assert result.raise_for_outcome() is result


# --- 10. Every important transition emits a trace event ----------------------------------


def _eventful_run(kb, **run_options):
    model = ScriptedDecisionMaker(
        [
            call("read_document", doc_id="missing"),
            call("search_kb", query="revenue"),
            call("search_kb", query="revenue"),
            final("no citation"),
            call("read_document", doc_id="annual-2023"),
            final("$80M [annual-2023]", "annual-2023"),
        ]
    )
    return Runtime(model, kb.tools, validators=kb.validators).run("Revenue 2023?", **run_options)


def test_every_step_emits_events_with_consecutive_seq(kb):
    result = _eventful_run(kb)

    assert [e.seq for e in result.trace] == list(range(len(result.trace)))
    assert result.trace[0].event_type == "run_started"
    assert result.event_types().count("model_requested") == result.state.step == 6
    assert result.event_types().count("model_decision") == 6
    assert result.event_types().count("run_completed") == 1
    assert set(result.event_types()) <= DESIGN_EVENTS | ADDED_EVENTS
    assert all(e.timestamp.tzinfo is not None for e in result.trace)
    assert all(e.timestamp.utcoffset() == timedelta(0) for e in result.trace)
    assert_trace_consistent(result)


def test_trajectory_of_an_eventful_run(kb):
    result = _eventful_run(kb)

    assert_trajectory(
        result,
        [
            "tool_started",
            "tool_failed",
            "tool_started",
            "tool_succeeded",
            "duplicate_action_blocked",
            "final_rejected",
            "tool_started",
            "tool_succeeded",
            "run_completed",
        ],
    )


def test_tool_events_name_the_tool_and_started_carries_arguments(kb):
    result = _eventful_run(kb)

    tool_events = [
        e
        for e in result.trace
        if e.event_type.startswith("tool_") or e.event_type == "duplicate_action_blocked"
    ]
    assert all("tool" in e.data for e in tool_events)
    started = [e.data["arguments"] for e in result.trace if e.event_type == "tool_started"]
    assert started == [{"doc_id": "missing"}, {"query": "revenue"}, {"doc_id": "annual-2023"}]


def test_jsonl_sink_writes_the_same_events(kb, tmp_path):
    path = tmp_path / "trace" / "run.jsonl"
    sink = JsonlSink(path)
    result = _eventful_run(kb, sinks=[sink])
    sink.close()

    written = read_trace(path)
    assert [e.model_dump(mode="json") for e in written] == [
        e.model_dump(mode="json") for e in result.trace
    ]
    lines = path.read_text(encoding="utf-8").splitlines()
    assert len(lines) == len(result.trace)
    assert set(json.loads(lines[0])) == {"seq", "timestamp", "event_type", "run_id", "data"}


def test_runtime_sinks_receive_every_event(kb):
    memory = MemorySink()
    model = ScriptedDecisionMaker([call("search_kb", query="memo"), final("done")])
    result = Runtime(model, kb.tools, sinks=[memory], validators=[]).run("Memo?")

    assert memory.events == result.trace


def test_resumed_run_continues_the_sequence(recorder):
    send = recorder.tool("send", requires_approval=True)
    model = ScriptedDecisionMaker([call("send"), final("ok")])
    runtime = Runtime(model, [send], validators=[])
    paused = runtime.run("Send")
    resumed = runtime.resume(paused.state, approve=True)

    assert resumed.trace[0].seq == paused.trace[-1].seq + 1
    combined = paused.trace + resumed.trace
    assert [e.seq for e in combined] == list(range(len(combined)))
