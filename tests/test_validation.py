"""Final-answer validation: citations must be documents the run actually read."""

from __future__ import annotations

import pytest

from keel import (
    AgentState,
    FinalDecision,
    Guards,
    NonEmptyAnswer,
    Observation,
    RunFailed,
    Runtime,
)
from keel.research import CitationValidator
from keel.testing import ScriptedDecisionMaker, assert_trajectory, call, final


def state_with(*observations: Observation) -> AgentState:
    return AgentState(goal="g", observations=list(observations))


def read(doc_id: str, *, name: str = "read_document", ok: bool = True, source: str = "tool"):
    return Observation(step=1, source=source, name=name, ok=ok, source_ids=[doc_id])


def answer(text: str, *citations: str) -> FinalDecision:
    return FinalDecision(answer=text, citations=list(citations))


# --- CitationValidator rules ----------------------------------------------------------------


def test_answer_citing_a_read_document_inline_is_accepted():
    errors = CitationValidator()(state_with(read("a")), answer("A is 1 [a].", "a"))
    assert errors == []


@pytest.mark.parametrize("text", ["", "   ", "\n\t"])
def test_empty_answer_is_rejected(text):
    errors = CitationValidator()(state_with(read("a")), answer(text, "a"))
    assert "The answer is empty." in errors


def test_answer_without_citation_is_rejected():
    errors = CitationValidator()(state_with(read("a")), answer("A is 1."))
    assert errors == ["At least one citation is required: cite a document you read."]


def test_citation_may_be_optional():
    validator = CitationValidator(require_citation=False)
    assert validator(state_with(), answer("A is 1.")) == []


def test_citation_of_an_unread_document_is_rejected():
    errors = CitationValidator()(state_with(read("a")), answer("[a] and [b]", "a", "b"))
    assert errors == ["Not read in this run: ['b']. Read them with read_document first."]


def test_citing_a_search_hit_without_reading_it_is_rejected():
    searched = read("a", name="search_kb")
    errors = CitationValidator()(state_with(searched), answer("A [a]", "a"))
    assert any("Not read in this run: ['a']" in error for error in errors)


def test_a_failed_read_does_not_count_as_read():
    errors = CitationValidator()(state_with(read("a", ok=False)), answer("A [a]", "a"))
    assert any("Not read" in error for error in errors)


def test_only_tool_observations_count_as_read():
    runtime_note = read("a", source="runtime")
    errors = CitationValidator()(state_with(runtime_note), answer("A [a]", "a"))
    assert any("Not read" in error for error in errors)


def test_citation_missing_inline_marker_is_rejected():
    errors = CitationValidator()(state_with(read("a"), read("b")), answer("A [a], B.", "a", "b"))
    assert errors == ["Cited but not inline in the answer: ['b']; write [doc_id]."]


def test_reading_tools_are_configurable():
    validator = CitationValidator(reading_tools=["fetch_page", "open_pdf"])
    state = state_with(read("a", name="fetch_page"), read("b", name="read_document"))

    assert validator(state, answer("[a]", "a")) == []
    errors = validator(state, answer("[b]", "b"))
    assert errors == ["Not read in this run: ['b']. Read them with fetch_page or open_pdf first."]


def test_read_sources_collects_every_successful_read():
    state = state_with(read("a"), read("b", ok=False), read("c", name="search_kb"), read("d"))
    assert CitationValidator().read_sources(state) == {"a", "d"}


def test_every_problem_is_reported_at_once():
    errors = CitationValidator()(state_with(), answer(" ", "x"))
    assert len(errors) == 3  # empty, unread, not inline


def test_non_empty_answer_validator():
    assert NonEmptyAnswer()(state_with(), answer("x")) == []
    assert NonEmptyAnswer()(state_with(), answer(" ")) == ["The answer is empty."]


# --- validators in a run ---------------------------------------------------------------------


def test_search_only_citation_is_rejected_in_a_run(kb):
    model = ScriptedDecisionMaker(
        [
            call("search_kb", query="memo"),
            final("Hiring is frozen [memo-q3].", "memo-q3"),
            call("read_document", doc_id="memo-q3"),
            final("Hiring is frozen [memo-q3].", "memo-q3"),
        ]
    )
    result = Runtime(model, kb.tools, validators=kb.validators).run("Hiring?")

    assert_trajectory(
        result,
        [
            "tool_started",
            "tool_succeeded",
            "final_rejected",
            "tool_started",
            "tool_succeeded",
            "run_completed",
        ],
    )


def test_custom_validators_replace_the_default(kb):
    def short(state, decision):
        return [] if len(decision.answer) <= 10 else ["Keep it under 10 characters."]

    model = ScriptedDecisionMaker([final("far too long an answer"), final("short")])
    result = Runtime(model, kb.tools, validators=[short]).run("Answer briefly")

    assert_trajectory(result, ["final_rejected", "run_completed"])
    assert result.trace[result.event_types().index("final_rejected")].data["errors"] == [
        "Keep it under 10 characters."
    ]
    assert result.answer == "short"


def test_all_validators_must_accept(kb):
    def mentions_revenue(state, decision):
        return [] if "revenue" in decision.answer.lower() else ["Mention revenue."]

    model = ScriptedDecisionMaker(
        [
            call("read_document", doc_id="annual-2023"),
            final("It grew [annual-2023].", "annual-2023"),
            final("Revenue grew [annual-2023].", "annual-2023"),
        ]
    )
    validators = [CitationValidator(), mentions_revenue]
    result = Runtime(model, kb.tools, validators=validators).run("Revenue?")

    rejected = result.trace[result.event_types().index("final_rejected")]
    assert rejected.data["errors"] == ["Mention revenue."]
    assert result.status == "completed"


def test_rejection_feedback_is_shown_to_the_model(kb):
    model = ScriptedDecisionMaker([final("No sources."), final("Still none."), final("Nope.")])
    Runtime(model, kb.tools, validators=kb.validators).run("Answer")

    feedback = model.requests[1].observations[-1]
    assert (feedback.source, feedback.name, feedback.ok) == ("runtime", "final_validation", False)
    assert "invalid_final_answer" in feedback.text
    assert "At least one citation is required" in feedback.text


def test_consecutive_final_rejections_fail_the_run(kb):
    model = ScriptedDecisionMaker([final("No sources."), final("Still none."), final("Nope.")])
    result = Runtime(model, kb.tools, validators=kb.validators).run("Answer")

    assert_trajectory(result, ["final_rejected"] * 3 + ["run_terminated"])
    assert (result.status, result.state.termination_kind) == ("failed", "final_rejections")
    assert "3 final answers rejected in a row (limit 3)" in result.reason
    assert "At least one citation is required" in result.reason
    with pytest.raises(RunFailed, match="final answers rejected"):
        result.raise_for_outcome()


def test_final_rejection_limit_comes_from_guards(kb):
    model = ScriptedDecisionMaker([final("No sources."), final("unused")])
    guards = Guards(max_final_rejections=1)
    result = Runtime(model, kb.tools, validators=kb.validators, guards=guards).run("Answer")

    assert result.state.termination_kind == "final_rejections"
    assert "(limit 1)" in result.reason


def test_a_tool_call_resets_the_final_rejection_count(kb):
    model = ScriptedDecisionMaker(
        [
            final("No sources."),
            final("Still none."),
            call("read_document", doc_id="memo-q3"),
            final("Guessing."),
            final("Frozen [memo-q3].", "memo-q3"),
        ]
    )
    result = Runtime(model, kb.tools, validators=kb.validators).run("Hiring?")

    assert result.event_types().count("final_rejected") == 3
    assert result.status == "completed"


def test_no_validators_accept_any_answer():
    model = ScriptedDecisionMaker([final("", "never-read")])
    result = Runtime(model, validators=[]).run("Anything")

    assert_trajectory(result, ["run_completed"])
    assert (result.answer, result.citations) == ("", ["never-read"])
