"""Clarification: a human answers now, or the run pauses and a later answer resumes it."""

import asyncio
from typing import Any

import pytest

from helpers_tools import email_tool, make_runtime, only
from keel import AgentState, ConsoleHuman, UserError
from keel.state import PendingQuestion
from keel.testing import (
    ScriptedHuman,
    assert_trace_consistent,
    assert_trajectory,
    call,
    clarify,
    final,
)

QUESTION = "Which currency should totals use?"


def test_human_answer_becomes_a_human_observation_the_model_sees_next():
    human = ScriptedHuman(answers=["EUR"])
    runtime, model = make_runtime([clarify(QUESTION), final("totals in EUR")], human=human)
    result = runtime.run("sum the invoices")

    assert_trajectory(
        result, ["clarification_requested", "clarification_received", "run_completed"]
    )
    assert human.questions == [QUESTION]
    (observation,) = result.state.observations
    assert (observation.source, observation.name, observation.ok) == (
        "human",
        "clarification",
        True,
    )
    assert observation.data == {"question": QUESTION, "answer": "EUR"}
    received = only(result, "clarification_received")
    assert (received.data["question"], received.data["answer"]) == (QUESTION, "EUR")
    (seen,) = model.requests[1].observations
    assert seen.source == "human"
    assert "EUR" in seen.text
    assert result.answer == "totals in EUR"
    model.assert_consumed()


def test_without_a_human_the_run_pauses_with_the_question_pending():
    runtime, model = make_runtime([clarify(QUESTION), final("totals in EUR")])
    result = runtime.run("sum the invoices")

    assert_trajectory(result, ["clarification_requested", "run_paused"])
    assert (result.status, result.exit_code) == ("waiting_for_user", 5)
    assert result.state.termination_kind == "question"
    assert QUESTION in (result.reason or "")
    pending = result.state.pending
    assert isinstance(pending, PendingQuestion)
    assert (pending.step, pending.question) == (1, QUESTION)
    assert pending.since >= result.state.created_at
    assert only(result, "run_paused").data["pending"] == {
        "kind": "question",
        "step": 1,
        "question": QUESTION,
        "since": pending.since.isoformat().replace("+00:00", "Z"),
    }
    assert result.state.observations == []
    assert model.remaining == 1


def test_resume_with_an_answer_continues_where_the_run_paused():
    runtime, model = make_runtime([clarify(QUESTION), final("totals in EUR")])
    paused = runtime.run("sum the invoices")

    resumed = runtime.resume(paused.state, answer="EUR")

    assert_trajectory(resumed, ["run_resumed", "clarification_received", "run_completed"])
    assert only(resumed, "run_resumed").data["reply"] == "question"
    assert resumed.status == "completed"
    assert resumed.state.pending is None
    assert resumed.state.step == 2
    assert resumed.state.observations[0].data == {"question": QUESTION, "answer": "EUR"}
    assert "EUR" in model.requests[-1].observations[0].text
    assert_trace_consistent([*paused.trace, *resumed.trace])
    model.assert_consumed()


def test_resume_from_a_json_copy_of_the_paused_state():
    runtime, model = make_runtime([clarify(QUESTION), final("totals in EUR")])
    paused = runtime.run("sum the invoices")
    loaded = AgentState.from_json(paused.state.to_json())

    resumed = runtime.resume(loaded, answer="EUR")

    assert resumed.status == "completed"
    assert resumed.trace[0].seq == paused.trace[-1].seq + 1
    model.assert_consumed()


@pytest.mark.parametrize("answer", ["", "   ", None])
def test_an_empty_answer_from_the_human_pauses_the_run(answer):
    human = ScriptedHuman(answers=[answer])
    runtime, _ = make_runtime([clarify(QUESTION), final("x")], human=human)
    result = runtime.run("sum the invoices")

    assert_trajectory(result, ["clarification_requested", "run_paused"])
    assert isinstance(result.state.pending, PendingQuestion)
    assert result.state.observations == []


@pytest.mark.parametrize("reply", [{"answer": ""}, {"answer": "  "}, {}, {"approve": True}])
def test_resume_without_a_usable_answer_raises_user_error_and_leaves_state_unchanged(reply):
    runtime, _ = make_runtime([clarify(QUESTION), final("x")])
    paused = runtime.run("sum the invoices")
    before = paused.state.to_json()

    with pytest.raises(UserError, match="pass answer="):
        runtime.resume(paused.state, **reply)

    assert paused.state.to_json() == before


def test_async_human_answers():
    class AsyncHuman:
        def __init__(self) -> None:
            self.asked: list[str] = []

        async def ask(self, question: str) -> str | None:
            await asyncio.sleep(0)
            self.asked.append(question)
            return "GBP"

        async def approve(self, request: object) -> bool | None:
            return None

    human = AsyncHuman()
    runtime, _ = make_runtime([clarify(QUESTION), final("totals in GBP")])
    result = asyncio.run(runtime.arun("sum the invoices", human=human))

    assert human.asked == [QUESTION]
    assert result.state.observations[0].data["answer"] == "GBP"
    assert result.status == "completed"


def test_async_run_pauses_and_async_resume_continues():
    runtime, model = make_runtime([clarify(QUESTION), final("totals in EUR")])

    async def scenario():
        paused = await runtime.arun("sum the invoices")
        assert paused.status == "waiting_for_user"
        return await runtime.aresume(paused.state, answer="EUR")

    resumed = asyncio.run(scenario())
    assert resumed.status == "completed"
    model.assert_consumed()


def test_human_given_to_run_overrides_the_runtimes_human():
    runtime_human = ScriptedHuman(answers=["from runtime"])
    run_human = ScriptedHuman(answers=["from run"])
    runtime, _ = make_runtime([clarify(QUESTION), final("ok")], human=runtime_human)

    result = runtime.run("sum", human=run_human)

    assert result.state.observations[0].data["answer"] == "from run"
    assert runtime_human.questions == []


def test_console_human_prints_the_question_and_reads_one_stripped_line():
    written: list[str] = []
    prompts: list[str] = []

    def read(prompt: str) -> str:
        prompts.append(prompt)
        return "  EUR \n"

    human = ConsoleHuman(read=read, write=written.append)
    runtime, _ = make_runtime([clarify(QUESTION), final("ok")], human=human)
    result = runtime.run("sum")

    assert written == [f"? {QUESTION}"]
    assert prompts == ["> "]
    assert result.state.observations[0].data["answer"] == "EUR"


def test_console_human_empty_line_pauses_the_run():
    human = ConsoleHuman(read=lambda prompt: "", write=lambda text: None)
    runtime, _ = make_runtime([clarify(QUESTION), final("ok")], human=human)
    assert runtime.run("sum").status == "waiting_for_user"


class _BrokenHuman:
    """A human channel with bugs: its chat service is down, its answer is not text."""

    def ask(self, question: str) -> Any:
        return 42

    def approve(self, request: Any) -> bool:
        raise ConnectionError("chat service down")


def test_a_failing_human_channel_leaves_the_run_waiting_for_a_reply(caplog) -> None:
    # Before: the ConnectionError escaped run(), and 42 gave AttributeError ('strip').
    sent: list[str] = []
    for script in ([clarify("Which city?"), final("ok")], [call("send_email", to="a@b.c")]):
        runtime, _ = make_runtime(script, [email_tool(sent)], human=_BrokenHuman())
        with caplog.at_level("WARNING", logger="keel.run"):
            result = runtime.run("go")
        assert result.status == "waiting_for_user"
        assert result.state.pending is not None
    assert sent == []
    assert "answered 42, not text" in caplog.text
    assert "ConnectionError: chat service down" in caplog.text
