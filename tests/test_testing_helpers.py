"""keel.testing: trajectory assertions, trace checks, the scripted human, script helpers."""

from datetime import UTC, datetime
from typing import Any

import pytest

from helpers_tools import lookup_tool, make_runtime
from keel import ApprovalRequest, ModelTurn, RawOutput, ScriptError, TraceEvent
from keel.testing import (
    DEFAULT_IGNORED,
    ScriptedHuman,
    assert_trace_consistent,
    assert_trajectory,
    call,
    clarify,
    final,
    raw,
    trace_problems,
)

T0 = datetime(2024, 1, 1, tzinfo=UTC)


def trace(*steps: tuple[str, dict[str, Any]] | str, start: int = 0) -> list[TraceEvent]:
    """Events numbered from ``start``; a step is an event type or (type, data)."""
    events = []
    for offset, step in enumerate(steps):
        kind, data = (step, {}) if isinstance(step, str) else step
        events.append(TraceEvent(seq=start + offset, timestamp=T0, event_type=kind, data=data))
    return events


def started(tool: str = "t", signature: str = "sig") -> tuple[str, dict[str, Any]]:
    return ("tool_started", {"tool": tool, "action_signature": signature})


def outcome(kind: str = "tool_succeeded", tool: str = "t") -> tuple[str, dict[str, Any]]:
    return (kind, {"tool": tool})


def completed_run():
    calls: list[str] = []
    runtime, _ = make_runtime([call("lookup", query="q"), final("done")], [lookup_tool(calls)])
    return runtime.run("go")


def test_assert_trajectory_passes_on_the_expected_path_ignoring_bookkeeping_events():
    result = completed_run()
    assert_trajectory(result, ["tool_started", "tool_succeeded", "run_completed"])
    assert {"run_started", "model_requested", "model_decision"} == DEFAULT_IGNORED


def test_assert_trajectory_failure_message_shows_expected_and_actual():
    result = completed_run()

    with pytest.raises(AssertionError) as failure:
        assert_trajectory(result, ["tool_started", "tool_failed", "run_completed"])

    message = str(failure.value)
    assert "trajectory differs" in message
    assert "expected ['tool_started', 'tool_failed', 'run_completed']" in message
    assert "actual   ['tool_started', 'tool_succeeded', 'run_completed']" in message


def test_assert_trajectory_with_nothing_ignored_compares_every_event():
    result = completed_run()
    assert_trajectory(result, result.event_types(), ignore=())
    with pytest.raises(AssertionError):
        assert_trajectory(result, ["tool_started", "tool_succeeded", "run_completed"], ignore=())


def test_assert_trajectory_accepts_a_list_of_events():
    events = trace("run_started", started(), outcome(), "run_completed")
    assert_trajectory(events, ["tool_started", "tool_succeeded", "run_completed"])


def test_trace_problems_finds_nothing_in_a_consistent_trace():
    events = trace(
        "run_started",
        started(),
        outcome("tool_retryable_failure"),
        started(),
        outcome("tool_failed"),
        started(signature="other"),
        outcome(),
        "run_completed",
    )
    assert trace_problems(events) == []
    assert_trace_consistent(events)
    assert trace_problems(completed_run()) == []


def test_trace_problems_detects_a_tool_started_without_outcome_before_the_next_event():
    events = trace("run_started", started(), "model_requested", "run_completed")
    assert trace_problems(events) == ["seq 1: tool_started has no outcome before model_requested"]


def test_trace_problems_detects_a_tool_started_without_outcome_at_the_end():
    events = trace("run_started", started())
    assert trace_problems(events) == ["seq 1: tool_started has no outcome"]


def test_trace_problems_detects_an_outcome_without_a_start():
    events = trace("run_started", outcome("tool_failed"))
    assert trace_problems(events) == ["seq 1: tool_failed without a matching tool_started"]


def test_trace_problems_detects_an_outcome_for_a_different_tool():
    events = trace("run_started", started("a"), outcome(tool="b"))
    assert trace_problems(events) == ["seq 2: tool_succeeded without a matching tool_started"]


@pytest.mark.parametrize("end", ["run_terminated", "run_completed"])
def test_trace_problems_detects_a_tool_started_after_the_run_ended(end: str):
    events = trace("run_started", end, started("late"), outcome(tool="late"))
    assert trace_problems(events) == ["seq 2: tool late started after the run ended"]


def test_trace_problems_detects_a_tool_that_ran_without_approval():
    events = trace("run_started", started("send_email"), outcome(tool="send_email"))

    assert trace_problems(events, approval_required=["send_email"]) == [
        "seq 1: send_email ran without approval"
    ]
    assert trace_problems(events) == []


def test_trace_problems_requires_approval_of_the_same_action_signature():
    granted_other = trace(
        "run_started",
        ("approval_granted", {"tool": "send_email", "action_signature": "other"}),
        started("send_email", "sig"),
        outcome(tool="send_email"),
    )
    granted_same = trace(
        "run_started",
        ("approval_granted", {"tool": "send_email", "action_signature": "sig"}),
        started("send_email", "sig"),
        outcome(tool="send_email"),
    )

    assert trace_problems(granted_other, approval_required=["send_email"]) == [
        "seq 2: send_email ran without approval"
    ]
    assert trace_problems(granted_same, approval_required=["send_email"]) == []


def test_trace_problems_detects_seq_gaps_and_repeats():
    gap = [*trace("run_started", "model_requested"), *trace("run_completed", start=5)]
    repeat = [*trace("run_started", "model_requested"), *trace("run_completed", start=1)]

    assert trace_problems(gap) == ["seq jumps from 1 to 5"]
    assert trace_problems(repeat) == ["seq jumps from 1 to 1"]


def test_trace_problems_accepts_a_trace_that_does_not_start_at_zero():
    assert trace_problems(trace("run_resumed", "run_completed", start=7)) == []


def test_assert_trace_consistent_lists_every_problem():
    events = [*trace("run_started", started()), *trace("run_completed", start=9)]

    with pytest.raises(AssertionError) as failure:
        assert_trace_consistent(events)

    message = str(failure.value)
    assert message.startswith("inconsistent trace:")
    assert "seq jumps from 1 to 9" in message
    assert "seq 1: tool_started has no outcome before run_completed" in message


def test_scripted_human_replies_in_order_and_records_what_it_was_asked():
    human = ScriptedHuman(answers=["EUR", None], approvals=[True, False])
    request = ApprovalRequest(
        run_id="r", step=1, tool="send_email", arguments={"to": "bob"}, action_signature="s"
    )

    assert [human.ask("currency?"), human.ask("again?")] == ["EUR", None]
    assert [human.approve(request), human.approve(request)] == [True, False]
    assert human.questions == ["currency?", "again?"]
    assert human.requests == [request, request]


def test_scripted_human_out_of_replies_raises_script_error():
    human = ScriptedHuman()
    request = ApprovalRequest(
        run_id="r", step=1, tool="send_email", arguments={"to": "bob"}, action_signature="s"
    )

    with pytest.raises(ScriptError, match="no answer left for: currency"):
        human.ask("currency?")
    with pytest.raises(ScriptError, match=r"no approval left for send_email\(to='bob'\)"):
        human.approve(request)


def test_script_helpers_build_turns_with_usage():
    tool_turn = call("lookup", query="q", usage=(10, 2, 0.5))
    assert isinstance(tool_turn, ModelTurn)
    assert tool_turn.model_dump(mode="json") == {
        "decision": {
            "kind": "tool",
            "call": {"name": "lookup", "arguments": {"query": "q"}},
            "rationale": "",
        },
        "input_tokens": 10,
        "output_tokens": 2,
        "cost_usd": 0.5,
    }
    assert final("A [a]", "a", "b").decision.model_dump() == {
        "kind": "final",
        "answer": "A [a]",
        "citations": ["a", "b"],
    }
    assert clarify("why?").decision.model_dump() == {"kind": "clarify", "question": "why?"}
    assert raw("text", usage=(1, 2, 0.25)) == RawOutput(
        text="text", input_tokens=1, output_tokens=2, cost_usd=0.25
    )


def test_call_accepts_an_argument_named_name():
    turn = call("rename", name="new")
    assert turn.decision.call.name == "rename"  # type: ignore[union-attr]
    assert turn.decision.call.arguments == {"name": "new"}  # type: ignore[union-attr]
