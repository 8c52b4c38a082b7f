"""Unusable model output is feedback, not a crash; too many in a row fail the run."""

from __future__ import annotations

import asyncio
import json

import pytest

from keel import Guards, ModelTurn, Runtime, ScriptError, UserError
from keel.testing import ScriptedDecisionMaker, assert_trajectory, call, final, raw

ECHO_CALL = {"kind": "tool", "call": {"name": "echo", "arguments": {"text": "hi"}}}


def model_failures(result) -> list[dict]:
    return [e.data for e in result.trace if e.event_type == "model_failed"]


# --- malformed raw output -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "message"),
    [
        pytest.param("I will read the annual report next.", "not JSON", id="prose"),
        pytest.param('{"kind": "tool", "call": ', "not JSON", id="truncated-json"),
        pytest.param('{"kind": "tool", "name": "echo"}', "not a valid decision", id="no-call"),
        pytest.param('{"kind": "dance"}', "not a valid decision", id="unknown-kind"),
        pytest.param('{"kind": "final"}', "not a valid decision", id="final-without-answer"),
        pytest.param('["tool", "echo"]', "not a valid decision", id="json-array"),
    ],
)
def test_malformed_raw_output_is_a_model_error_and_the_run_goes_on(recorder, text, message):
    model = ScriptedDecisionMaker([raw(text), call("echo", text="hi"), final("done")])
    result = Runtime(model, [recorder.tool()], validators=[]).run("Echo")

    assert_trajectory(result, ["model_failed", "tool_started", "tool_succeeded", "run_completed"])
    [failure] = model_failures(result)
    assert failure["error"] == "invalid_model_output"
    assert message in failure["message"]
    feedback = result.state.observations[0]
    assert (feedback.source, feedback.name, feedback.ok) == ("runtime", "model_output", False)
    assert "Reply with one valid decision as JSON" in model.requests[1].observations[0].text
    assert result.state.consecutive_model_errors == 0


@pytest.mark.parametrize(
    "text",
    [
        pytest.param(f"```json\n{json.dumps(ECHO_CALL)}\n```", id="json-fence"),
        pytest.param(f"```\n{json.dumps(ECHO_CALL)}\n```", id="bare-fence"),
        pytest.param(f"  {json.dumps(ECHO_CALL)}\n", id="whitespace"),
        pytest.param(json.dumps({"decision": ECHO_CALL, "input_tokens": 3}), id="whole-turn"),
    ],
)
def test_well_formed_raw_output_is_parsed(recorder, text):
    model = ScriptedDecisionMaker([raw(text), final("done")])
    result = Runtime(model, [recorder.tool()], validators=[]).run("Echo")

    assert_trajectory(result, ["tool_started", "tool_succeeded", "run_completed"])
    assert recorder.calls == [("echo", {"text": "hi"})]


def test_unparseable_output_is_still_charged():
    model = ScriptedDecisionMaker([raw("garbage", usage=(120, 30, 0.002)), final("done")])
    result = Runtime(model, validators=[]).run("Answer")

    assert result.status == "completed"
    assert (result.state.input_tokens, result.state.output_tokens) == (120, 30)
    assert result.state.cost_usd == pytest.approx(0.002)


# --- decision makers that misbehave ---------------------------------------------------------


class Scripted:
    """A decision maker whose replies are callables, so a turn can raise or return junk."""

    def __init__(self, *replies):
        self.replies = list(replies)
        self.calls = 0

    def decide(self, request):
        self.calls += 1
        reply = self.replies.pop(0)
        return reply() if callable(reply) else reply


def _raise(error: Exception):
    def reply():
        raise error

    return reply


def test_decision_maker_raising_is_a_model_error():
    model = Scripted(_raise(RuntimeError("provider returned 500")), final("done"))
    result = Runtime(model, validators=[]).run("Answer")

    assert_trajectory(result, ["model_failed", "run_completed"])
    [failure] = model_failures(result)
    assert failure == {"step": 1, "error": "RuntimeError", "message": "provider returned 500"}
    assert "provider returned 500" in result.state.observations[0].error_message


@pytest.mark.parametrize(
    ("reply", "type_name"),
    [
        pytest.param({"kind": "final", "answer": "x"}, "dict", id="dict"),
        pytest.param('{"kind": "final", "answer": "x"}', "str", id="str"),
        pytest.param(None, "NoneType", id="none"),
    ],
)
def test_decision_maker_returning_a_wrong_type_is_a_model_error(reply, type_name):
    model = Scripted(reply, final("done"))
    result = Runtime(model, validators=[]).run("Answer")

    assert_trajectory(result, ["model_failed", "run_completed"])
    [failure] = model_failures(result)
    assert failure["error"] == "invalid_reply"
    assert f"decide() returned {type_name}" in failure["message"]


def test_consecutive_model_errors_fail_the_run():
    model = ScriptedDecisionMaker([raw("no"), raw("still no"), raw("nope"), final("unused")])
    result = Runtime(model, validators=[]).run("Answer")

    assert_trajectory(result, ["model_failed"] * 3 + ["run_terminated"])
    assert (result.status, result.state.termination_kind) == ("failed", "model_errors")
    assert "3 unusable model outputs in a row (limit 3)" in result.reason
    assert "not JSON" in result.reason
    assert model.remaining == 1


def test_model_error_limit_comes_from_guards():
    model = ScriptedDecisionMaker([raw("no"), final("unused")])
    result = Runtime(model, guards=Guards(max_model_errors=1), validators=[]).run("Answer")

    assert result.state.termination_kind == "model_errors"
    assert "(limit 1)" in result.reason


def test_a_good_turn_resets_the_model_error_count(recorder):
    model = ScriptedDecisionMaker(
        [raw("no"), raw("no"), call("echo"), raw("no"), raw("no"), final("done")]
    )
    result = Runtime(model, [recorder.tool()], validators=[]).run("Echo")

    assert_trajectory(
        result,
        [
            "model_failed",
            "model_failed",
            "tool_started",
            "tool_succeeded",
            "model_failed",
            "model_failed",
            "run_completed",
        ],
    )
    assert result.status == "completed"
    assert result.state.consecutive_model_errors == 0


def test_running_past_the_script_is_a_model_error_not_a_crash(recorder):
    model = ScriptedDecisionMaker([call("echo")])
    result = Runtime(model, [recorder.tool()]).run("Echo")

    assert (result.status, result.state.termination_kind) == ("failed", "model_errors")
    failures = model_failures(result)
    assert [f["error"] for f in failures] == ["ScriptError"] * 3
    assert "ran past its last turn" in failures[0]["message"]
    assert model.overruns == 3
    with pytest.raises(ScriptError, match="3 time\\(s\\) past its 1 scripted turns"):
        model.assert_consumed()


def test_unused_script_turns_fail_assert_consumed():
    model = ScriptedDecisionMaker([final("done"), final("never asked")])
    Runtime(model, validators=[]).run("Answer")

    with pytest.raises(ScriptError, match="1 of 2 scripted turns were never used"):
        model.assert_consumed()


def test_script_file_raw_lines_are_parsed_by_the_runtime(tmp_path, recorder):
    script = tmp_path / "script.jsonl"
    lines = [
        json.dumps({"raw": "not json", "input_tokens": 5}),
        ModelTurn.model_validate({"decision": ECHO_CALL}).model_dump_json(),
        "",
        json.dumps({"decision": {"kind": "final", "answer": "done"}}),
    ]
    script.write_text("\n".join(lines) + "\n", encoding="utf-8")
    model = ScriptedDecisionMaker.from_jsonl(script)
    result = Runtime(model, [recorder.tool()], validators=[]).run("Echo")

    assert_trajectory(result, ["model_failed", "tool_started", "tool_succeeded", "run_completed"])
    assert result.state.input_tokens == 5
    model.assert_consumed()


def test_script_file_with_a_bad_line_names_the_line(tmp_path):
    script = tmp_path / "bad.jsonl"
    script.write_text('{"decision": {"kind": "final", "answer": "a"}}\n{oops\n', encoding="utf-8")

    with pytest.raises(UserError, match=r"bad\.jsonl:2: not a model turn"):
        ScriptedDecisionMaker.from_jsonl(script)


# --- async decision makers -------------------------------------------------------------------


class AsyncScripted:
    """An async decision maker wrapping a scripted one."""

    def __init__(self, turns):
        self.inner = ScriptedDecisionMaker(turns)

    async def decide(self, request):
        await asyncio.sleep(0)
        return self.inner.decide(request)


def test_async_decision_maker_works_with_arun(recorder):
    model = AsyncScripted([call("echo", text="a"), final("done")])
    runtime = Runtime(model, [recorder.tool()], validators=[])
    result = asyncio.run(runtime.arun("Echo"))

    assert_trajectory(result, ["tool_started", "tool_succeeded", "run_completed"])
    assert recorder.count() == 1
    model.inner.assert_consumed()


def test_async_decision_maker_works_with_run(recorder):
    model = AsyncScripted([call("echo", text="a"), final("done")])
    result = Runtime(model, [recorder.tool()], validators=[]).run("Echo")

    assert result.status == "completed"


def test_async_decision_maker_raising_is_a_model_error():
    class Failing:
        async def decide(self, request):
            raise ConnectionError("connection reset")

    result = asyncio.run(Runtime(Failing(), validators=[]).arun("Answer"))

    assert (result.status, result.state.termination_kind) == ("failed", "model_errors")
    assert [f["error"] for f in model_failures(result)] == ["ConnectionError"] * 3


def test_run_inside_an_event_loop_points_to_arun():
    model = ScriptedDecisionMaker([final("done")])
    runtime = Runtime(model, validators=[])

    async def main():
        runtime.run("Answer")

    with pytest.raises(UserError, match="arun"):
        asyncio.run(main())
