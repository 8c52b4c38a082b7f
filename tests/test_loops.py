"""Loop guards: canonical fingerprints, cycle detection, and the duplicate-action guard."""

from __future__ import annotations

import pytest
from pydantic import create_model

from keel import (
    AgentState,
    Guards,
    ModelTurn,
    Runtime,
    ToolCall,
    ToolDecision,
    fingerprint,
    tool,
)
from keel.loops import action_fingerprint, count_action, find_cycle, same_json
from keel.research import CitationValidator
from keel.testing import ScriptedDecisionMaker, assert_trajectory, call, final

# --- fingerprint ---------------------------------------------------------------------------


def test_fingerprint_ignores_key_order():
    assert fingerprint({"a": 1, "b": 2}) == fingerprint({"b": 2, "a": 1})


def test_fingerprint_ignores_nested_key_order():
    first = {"outer": {"x": [1, {"p": 1, "q": 2}], "y": None}, "z": "s"}
    second = {"z": "s", "outer": {"y": None, "x": [1, {"q": 2, "p": 1}]}}
    assert fingerprint(first) == fingerprint(second)


def test_fingerprint_is_stable_across_calls_and_processes():
    value = {"tool": "read_document", "arguments": {"doc_id": "annual-2023"}}
    assert fingerprint(value) == fingerprint(dict(value))
    digest = fingerprint(value)
    assert len(digest) == 32
    assert int(digest, 16) >= 0  # hex


@pytest.mark.parametrize(
    ("first", "second"),
    [
        pytest.param([1, 2], [2, 1], id="list-order"),
        pytest.param({"a": 1}, {"a": "1"}, id="int-vs-str"),
        pytest.param({"a": 1}, {"a": 1, "b": None}, id="extra-key"),
        pytest.param({"a": {"b": 1}}, {"a": {"b": 2}}, id="nested-value"),
        pytest.param("", None, id="empty-vs-null"),
    ],
)
def test_fingerprint_distinguishes_different_values(first, second):
    assert fingerprint(first) != fingerprint(second)


def test_action_fingerprint_depends_on_tool_and_arguments():
    base = action_fingerprint("read_document", {"doc_id": "a"})
    assert base == action_fingerprint("read_document", {"doc_id": "a"})
    assert base != action_fingerprint("search_kb", {"doc_id": "a"})
    assert base != action_fingerprint("read_document", {"doc_id": "b"})


def test_decision_signature_ignores_the_rationale():
    def decision(rationale: str) -> ToolDecision:
        return ToolDecision(call=ToolCall(name="t", arguments={"x": 1}), rationale=rationale)

    assert fingerprint(decision("because").signature()) == fingerprint(
        decision("another reason").signature()
    )


# --- find_cycle ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("history", "expected"),
    [
        pytest.param("", None, id="empty"),
        pytest.param("A", None, id="one"),
        pytest.param("AA", None, id="two-repeats"),
        pytest.param("AAA", 1, id="period-1"),
        pytest.param("AAAA", 1, id="period-1-long"),
        pytest.param("BCAAA", 1, id="period-1-after-prefix"),
        pytest.param("ABABAB", 2, id="period-2"),
        pytest.param("CABABAB", 2, id="period-2-after-prefix"),
        pytest.param("ABABA", None, id="period-2-incomplete"),
        pytest.param("ABCABCABC", 3, id="period-3"),
        pytest.param("ABCABCAB", None, id="period-3-incomplete"),
        pytest.param("ABABAC", None, id="near-cycle"),
        pytest.param("ABCABCABD", None, id="near-cycle-period-3"),
        pytest.param("AAB", None, id="cycle-not-at-end"),
        pytest.param("ABABABC", None, id="cycle-broken-at-end"),
        pytest.param("ABCDABCDABCD", None, id="period-4-beyond-default"),
    ],
)
def test_find_cycle_with_defaults(history, expected):
    assert find_cycle(list(history)) == expected


def test_find_cycle_prefers_the_shortest_period():
    assert find_cycle(list("AAAAAA")) == 1


@pytest.mark.parametrize(
    ("history", "max_period", "repetitions", "expected"),
    [
        pytest.param("ABCDABCDABCD", 4, 3, 4, id="longer-max-period"),
        pytest.param("ABCABCABC", 2, 3, None, id="period-above-max"),
        pytest.param("ABAB", 3, 2, 2, id="two-repetitions"),
        pytest.param("AA", 1, 2, 1, id="two-repetitions-period-1"),
        pytest.param("ABABAB", 3, 4, None, id="not-enough-repetitions"),
        pytest.param("ABABABAB", 2, 4, 2, id="four-repetitions"),
        pytest.param("ABAB", 1, 2, None, id="max-period-1"),
    ],
)
def test_find_cycle_with_custom_shape(history, max_period, repetitions, expected):
    assert find_cycle(list(history), max_period, repetitions) == expected


def test_find_cycle_looks_only_at_the_end_of_a_long_history():
    history = [str(i) for i in range(10_000)] + ["X", "Y"] * 3
    assert find_cycle(history) == 2


# --- duplicate guard ----------------------------------------------------------------------


def test_count_action_blocks_past_the_allowed_count():
    state = AgentState(goal="g")
    assert [count_action(state, "sig", 2) for _ in range(4)] == [None, None, 3, 4]
    assert state.action_counts == {"sig": 4}


def test_count_action_counts_each_signature_separately():
    state = AgentState(goal="g")
    assert count_action(state, "a", 1) is None
    assert count_action(state, "b", 1) is None
    assert count_action(state, "a", 1) == 2


def test_duplicate_guard_allows_two_executions_when_configured(recorder):
    echo = recorder.tool("echo")
    model = ScriptedDecisionMaker([call("echo", text="same")] * 3 + [final("done")])
    guards = Guards(max_duplicate_actions=2, cycle_repetitions=5)
    result = Runtime(model, [echo], guards=guards, validators=[]).run("Echo")

    assert_trajectory(
        result,
        [
            "tool_started",
            "tool_succeeded",
            "tool_started",
            "tool_succeeded",
            "duplicate_action_blocked",
            "run_completed",
        ],
    )
    assert recorder.count() == 2
    blocked = result.trace[result.event_types().index("duplicate_action_blocked")]
    assert blocked.data["count"] == 3


def test_default_duplicate_guard_blocks_the_second_identical_call(recorder):
    echo = recorder.tool("echo")
    model = ScriptedDecisionMaker([call("echo", text="same")] * 2 + [final("done")])
    result = Runtime(model, [echo], validators=[]).run("Echo")

    assert result.event_types().count("duplicate_action_blocked") == 1
    assert recorder.count() == 1
    assert result.state.observations[-1].error_type == "duplicate_action"


def test_identical_calls_interleaved_with_others_are_still_blocked(recorder):
    tools = [recorder.tool("A"), recorder.tool("B")]
    model = ScriptedDecisionMaker([call("A"), call("B"), call("A"), final("done")])
    result = Runtime(model, tools, validators=[]).run("Work")

    assert recorder.calls == [("A", {"text": "x"}), ("B", {"text": "x"})]
    assert "duplicate_action_blocked" in result.event_types()


def test_cycle_detected_although_each_decision_has_a_new_rationale(recorder):
    echo = recorder.tool("echo")
    turns = [
        ModelTurn(
            decision=ToolDecision(
                call=ToolCall(name="echo", arguments={"text": "a"}), rationale=f"try {i}"
            )
        )
        for i in range(3)
    ]
    result = Runtime(ScriptedDecisionMaker(turns), [echo]).run("Echo")

    assert result.state.termination_kind == "cycle"
    assert recorder.count() == 1


def test_cycle_guard_shape_comes_from_guards(recorder):
    tools = [recorder.tool("A"), recorder.tool("B")]
    model = ScriptedDecisionMaker([call("A"), call("B"), call("A"), call("B")])
    guards = Guards(cycle_repetitions=2)
    result = Runtime(model, tools, guards=guards).run("Work")

    assert result.state.termination_kind == "cycle"
    assert result.trace[-2].data["period"] == 2
    assert "2 repetitions" in result.reason
    model.assert_consumed()


def test_repeated_identical_final_answers_are_caught_as_a_cycle():
    model = ScriptedDecisionMaker([final("no citation")] * 3)
    result = Runtime(model, validators=[CitationValidator()]).run("Answer")

    assert result.event_types().count("final_rejected") == 2
    assert result.state.termination_kind == "cycle"


def test_decision_with_mixed_key_types_does_not_crash_the_run(recorder):
    echo = recorder.tool("echo", args_model=create_model("DataArgs", data=(dict, ...)))
    model = ScriptedDecisionMaker([call("echo", data={1: "a", "b": 2}), final("done")])
    result = Runtime(model, [echo], validators=[]).run("Echo")

    assert result.status in {"completed", "failed"}


@pytest.mark.parametrize(
    ("a", "b", "same"),
    [
        ({"x": 1}, {"x": 1}, True),
        ({"x": 1}, {"x": 1.0}, False),
        ({"x": True}, {"x": 1}, False),
        ({"x": [1, {"y": "z"}]}, {"x": [1, {"y": "z"}]}, True),
        ({"x": [1, 2]}, {"x": [1, 2, 3]}, False),
        ({"x": 1}, {"y": 1}, False),
    ],
)
def test_same_json_distinguishes_what_json_distinguishes(a, b, same):
    assert same_json(a, b) is same
    assert (fingerprint(a) == fingerprint(b)) is same


def test_calls_differing_only_in_how_a_number_is_written_are_still_duplicates():
    executed: list[int] = []

    @tool
    def charge(cents: int) -> str:
        """Charge an amount."""
        executed.append(cents)
        return "ok"

    model = ScriptedDecisionMaker(
        [call("charge", cents=5), call("charge", cents=5.0), final("done")]
    )
    result = Runtime(model, [charge], validators=[]).run("charge once")

    assert executed == [5]
    assert "duplicate_action_blocked" in result.event_types()
