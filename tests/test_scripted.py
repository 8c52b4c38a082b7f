"""The scripted decision maker: script files, consumption checks, honouring the output cap."""

import json
from pathlib import Path

import pytest

from helpers_tools import events_of, lookup_tool, make_runtime, runtime_for
from keel import (
    Budgets,
    ClarifyDecision,
    FinalDecision,
    Guards,
    ModelRequest,
    ModelTurn,
    RawOutput,
    Runtime,
    ScriptedDecisionMaker,
    ScriptError,
    ToolCall,
    ToolDecision,
    UserError,
)
from keel.context import Remaining
from keel.testing import assert_trajectory, call, final, raw

TOOL_LINE = {
    "decision": {
        "kind": "tool",
        "call": {"name": "lookup", "arguments": {"query": "revenue"}},
        "rationale": "find it",
    },
    "input_tokens": 100,
    "output_tokens": 20,
    "cost_usd": 0.001,
}
FINAL_LINE = {
    "decision": {"kind": "final", "answer": "42", "citations": []},
    "input_tokens": 0,
    "output_tokens": 0,
    "cost_usd": 0.0,
}


def write_script(path: Path, *lines: object) -> Path:
    path.write_text(
        "\n".join(line if isinstance(line, str) else json.dumps(line) for line in lines) + "\n",
        encoding="utf-8",
    )
    return path


def test_from_jsonl_reads_model_turn_lines(tmp_path):
    path = write_script(tmp_path / "s.jsonl", TOOL_LINE, FINAL_LINE)

    model = ScriptedDecisionMaker.from_jsonl(path)

    assert model.turns == [
        ModelTurn.model_validate(TOOL_LINE),
        ModelTurn.model_validate(FINAL_LINE),
    ]
    calls: list[str] = []
    result = runtime_for(model, [lookup_tool(calls)]).run("what is it?")
    assert_trajectory(result, ["tool_started", "tool_succeeded", "run_completed"])
    assert calls == ["revenue"]
    assert (result.state.input_tokens, result.state.output_tokens) == (100, 20)
    model.assert_consumed()


def test_from_jsonl_reads_raw_lines_with_their_usage(tmp_path):
    decision_text = json.dumps({"kind": "final", "answer": "from raw"})
    path = write_script(
        tmp_path / "s.jsonl",
        {"raw": "I think the answer is 42", "input_tokens": 5, "output_tokens": 7},
        {"raw": decision_text, "cost_usd": 0.5},
    )

    model = ScriptedDecisionMaker.from_jsonl(path)

    assert model.turns == [
        RawOutput(text="I think the answer is 42", input_tokens=5, output_tokens=7),
        RawOutput(text=decision_text, cost_usd=0.5),
    ]
    result = runtime_for(model).run("answer")
    assert_trajectory(result, ["model_failed", "run_completed"])
    assert result.answer == "from raw"
    assert events_of(result, "model_failed")[0].data["error"] == "invalid_model_output"


def test_from_jsonl_skips_blank_lines(tmp_path):
    path = write_script(tmp_path / "s.jsonl", "", TOOL_LINE, "   ", FINAL_LINE, "")
    assert len(ScriptedDecisionMaker.from_jsonl(path).turns) == 2


def test_from_jsonl_reads_the_shipped_example_script():
    example = Path(__file__).parent.parent / "examples" / "revenue_growth.jsonl"
    if not example.exists():
        pytest.skip("example script not present")
    model = ScriptedDecisionMaker.from_jsonl(example)
    assert model.remaining > 0
    assert all(isinstance(turn, ModelTurn | RawOutput) for turn in model.turns)


@pytest.mark.parametrize(
    "bad",
    [
        "this is not json",
        '{"decision": {"kind": "dance"}}',
        '{"decision": {"kind": "final", "answer": "x"}, "input_tokens": -1}',
        "[1, 2, 3]",
        '"just a string"',
        '{"raw": "x", "output_tokens": "many"}',
        '{"decision": {"kind": "tool", "call": {"arguments": {}}}}',
    ],
    ids=["not-json", "unknown-kind", "negative-tokens", "list", "string", "bad-raw", "no-name"],
)
def test_from_jsonl_bad_line_raises_user_error_naming_the_line(tmp_path, bad: str):
    path = write_script(tmp_path / "s.jsonl", TOOL_LINE, "", bad, FINAL_LINE)

    with pytest.raises(UserError, match=r"s\.jsonl:3: not a model turn"):
        ScriptedDecisionMaker.from_jsonl(path)


def test_from_jsonl_missing_file_raises_user_error(tmp_path):
    missing = tmp_path / "nope.jsonl"
    with pytest.raises(UserError, match=r"cannot read script .*nope\.jsonl"):
        ScriptedDecisionMaker.from_jsonl(missing)


def test_from_jsonl_directory_raises_user_error(tmp_path):
    with pytest.raises(UserError, match="cannot read script"):
        ScriptedDecisionMaker.from_jsonl(tmp_path)


def test_from_jsonl_non_utf8_file_raises_user_error(tmp_path):
    path = tmp_path / "s.jsonl"
    path.write_bytes(json.dumps(TOOL_LINE).encode() + b"\n\xff\xfe garbage\n")

    with pytest.raises(UserError, match=r"cannot read script .*s\.jsonl.*UTF-8"):
        ScriptedDecisionMaker.from_jsonl(path)


def test_script_steps_may_be_decisions_dicts_or_turns():
    model = ScriptedDecisionMaker(
        [
            ToolDecision(call=ToolCall(name="lookup", arguments={"query": "q"})),
            ClarifyDecision(question="why?"),
            FinalDecision(answer="a"),
            {"raw": "text"},
            FINAL_LINE,
            final("b"),
            raw("c"),
        ]
    )
    kinds = [t.decision.kind if isinstance(t, ModelTurn) else f"raw:{t.text}" for t in model.turns]
    assert kinds == ["tool", "clarify", "final", "raw:text", "final", "final", "raw:c"]


@pytest.mark.parametrize(
    "step", [42, "final", {"decision": {"kind": "nope"}}, {"raw": "x", "cost_usd": -1}]
)
def test_unusable_script_steps_raise_user_error(step):
    with pytest.raises(UserError, match="script step 1"):
        ScriptedDecisionMaker([final("ok"), step])


def test_over_consumption_is_a_model_error_in_the_run_and_assert_consumed_raises():
    calls: list[str] = []
    runtime, model = make_runtime(
        [call("lookup", query="q")],
        [lookup_tool(calls)],
        guards=Guards(max_model_errors=2, retry_backoff_seconds=0),
    )
    result = runtime.run("go")

    assert_trajectory(
        result, ["tool_started", "tool_succeeded", "model_failed", "model_failed", "run_terminated"]
    )
    failures = events_of(result, "model_failed")
    assert {f.data["error"] for f in failures} == {"ScriptError"}
    assert "ran past its last turn" in failures[0].data["message"]
    assert (result.status, result.state.termination_kind) == ("failed", "model_errors")
    assert result.exit_code == 4
    assert model.overruns == 2
    with pytest.raises(ScriptError, match="called 2 time"):
        model.assert_consumed()


def test_under_consumption_makes_assert_consumed_raise():
    runtime, model = make_runtime([final("early"), final("never used"), final("nor this")])
    result = runtime.run("go")

    assert result.status == "completed"
    assert model.remaining == 2
    with pytest.raises(ScriptError, match="2 of 3 scripted turns were never used"):
        model.assert_consumed()


def test_assert_consumed_passes_when_every_turn_was_used_once():
    runtime, model = make_runtime([final("done")])
    runtime.run("go")
    model.assert_consumed()


def test_turn_longer_than_max_output_tokens_comes_back_cut_and_billed_at_the_cap():
    long_answer = "word " * 200
    runtime, model = make_runtime(
        [final(long_answer, usage=(10, 400, 0.0)), final("short", usage=(10, 5, 0.0))],
        budgets=Budgets(max_output_tokens=40),
    )
    result = runtime.run("go")

    assert model.requests[0].max_output_tokens == 40
    assert_trajectory(result, ["model_failed", "run_completed"])
    assert events_of(result, "model_failed")[0].data["error"] == "invalid_model_output"
    assert (result.state.input_tokens, result.state.output_tokens) == (20, 45)
    assert result.answer == "short"


def test_cut_turn_text_is_a_prefix_of_the_scripted_decision():
    turn = final("x" * 500, usage=(0, 100, 0.0))
    model = ScriptedDecisionMaker([turn])
    request = ModelRequest(
        run_id="r",
        step=1,
        goal="go",
        instructions="",
        tools=[],
        observations=[],
        notes=[],
        remaining=Remaining(steps=None, tokens=None, cost_usd=None, seconds=None),
        max_output_tokens=10,
    )

    reply = model.decide(request)

    assert isinstance(reply, RawOutput)
    assert reply.output_tokens == 10
    full = turn.decision.model_dump_json()
    assert full.startswith(reply.text)
    assert len(reply.text) == len(full) * 10 // 100


def test_records_every_request_it_was_given():
    calls: list[str] = []
    runtime, model = make_runtime([call("lookup", query="q"), final("done")], [lookup_tool(calls)])
    result = runtime.run("the goal")

    assert [r.step for r in model.requests] == [1, 2]
    assert {r.goal for r in model.requests} == {"the goal"}
    assert {r.run_id for r in model.requests} == {result.state.run_id}
    assert len(model.requests[1].observations) == 1


def test_count_tokens_and_estimate_cost_report_the_next_turns_figures():
    model = ScriptedDecisionMaker([final("a", usage=(120, 5, 0.25)), final("b")])
    request = object()

    assert model.count_tokens(request) == 120  # type: ignore[arg-type]
    assert model.estimate_cost(1, 1) == 0.25
    model.turns.pop(0)
    assert model.count_tokens(request) is None  # type: ignore[arg-type]
    assert model.estimate_cost(1, 1) == 0.0


def test_scripted_figures_are_what_the_run_is_billed():
    calls: list[str] = []
    runtime, _ = make_runtime(
        [call("lookup", query="q", usage=(300, 20, 0.125)), final("done", usage=(400, 10, 0.25))],
        [lookup_tool(calls)],
    )
    state = runtime.run("go").state
    assert (state.input_tokens, state.output_tokens, state.cost_usd) == (700, 30, 0.375)


def test_scripted_costs_that_exactly_fill_the_cost_budget_are_not_an_overshoot():
    calls: list[str] = []
    runtime, _ = make_runtime(
        [call("lookup", query="q", usage=(0, 0, 0.31)), final("done", usage=(0, 0, 0.53))],
        [lookup_tool(calls)],
        budgets=Budgets(max_cost_usd=0.84),
    )
    result = runtime.run("go")

    # 0.31 + 0.53 == 0.8400000000000001 in floats: reserving must make the same sum as
    # charging, so the call is refused before it is made instead of overshooting after.
    assert result.state.termination_kind != "overshoot", result.reason
    assert result.state.cost_usd <= 0.84


def test_a_script_that_keeps_no_requests_still_counts_its_calls():
    calls: list[str] = []
    model = ScriptedDecisionMaker(
        [call("lookup", query="a"), call("lookup", query="b")], keep_requests=False
    )
    runtime = Runtime(
        model,
        [lookup_tool(calls)],
        guards=Guards(max_model_errors=1, retry_backoff_seconds=0),
    )
    result = runtime.run("go")

    assert calls == ["a", "b"]
    assert model.requests == []
    assert model.calls == 3  # two turns, then one call past the end
    failure = events_of(result, "model_failed")[0]
    assert "2 scripted, call 3 made" in failure.data["message"]
