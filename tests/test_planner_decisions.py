"""The offline planner's decisions, one call at a time, on hand-made observations.

The planner is stateless: each decision depends only on the request. These tests build
requests the way the runtime does and check the next decision, including after
failures, a rejected final, and for every step of a recorded run replayed with a new
planner.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from keel.context import ModelRequest, Remaining, render
from keel.decisions import ClarifyDecision, FinalDecision, ToolDecision
from keel.loops import action_fingerprint
from keel.research import research_runtime
from keel.research.kb import KnowledgeBase
from keel.research.planner.evidence import CORRECTION_QUERY
from keel.research.planner.offline import Planner
from keel.state import Observation, StoredNote

EXAMPLES = Path(__file__).resolve().parents[1] / "examples" / "reports"
GOAL = "What was the revenue growth between 2023 and 2024?"
DOC_2023 = "Revenue for 2023 was $80 million, up from $72 million in 2022."
DOC_2024 = "Revenue for 2024 was $100 million. Headcount grew to 455 employees."


def request(goal: str, observations: list[Observation], notes=()) -> ModelRequest:
    return ModelRequest(
        run_id="r",
        step=len(observations) + 1,
        goal=goal,
        instructions="",
        tools=[],
        observations=[render(o, 2_000) for o in observations],
        notes=list(notes),
        remaining=Remaining(steps=None, tokens=None, cost_usd=None, seconds=None),
    )


def tool_obs(name: str, arguments: dict[str, Any], data: Any = None, **fields: Any) -> Observation:
    ok = fields.pop("ok", True)
    return Observation(
        step=1,
        source="tool",
        name=name,
        ok=ok,
        data=data,
        action_signature=action_fingerprint(name, arguments),
        **fields,
    )


def search(query: str, *doc_ids: str, limit: int = 5) -> Observation:
    results = [
        {"doc_id": d, "chunk": 0, "chunks": 1, "title": d, "score": 1.0, "snippet": ""}
        for d in doc_ids
    ]
    return tool_obs(
        "search_kb", {"query": query, "limit": limit}, {"query": query, "results": results}
    )


def read(doc_id: str, text: str, title: str = "", chunk: int | None = 0) -> Observation:
    data = {"doc_id": doc_id, "chunk": chunk or 0, "chunks": 1, "title": title or doc_id}
    data |= {"version": None, "published": None, "content_hash": "h" * 64, "text": text}
    return tool_obs("read_document", {"doc_id": doc_id, "chunk": chunk}, data, source_ids=[doc_id])


def checked(terms: str, *doc_ids: str) -> Observation:
    """The search for a correction of the figures found, which finds ``doc_ids``."""
    return search(f"{terms} {CORRECTION_QUERY}", *doc_ids)


def decide(goal: str, observations: list[Observation], **options: int):
    return Planner(**options).next_decision(request(goal, observations))


def test_first_decision_searches_with_the_goals_terms():
    decision = decide(GOAL, [])
    assert isinstance(decision, ToolDecision)
    assert decision.call.name == "search_kb"
    assert decision.call.arguments == {"query": "revenue 2023 2024", "limit": 5}


def test_reads_hits_best_first_and_never_twice():
    hits = search("revenue 2023 2024", "annual-2023", "annual-2024")
    first = decide(GOAL, [hits])
    assert first.call.arguments == {"doc_id": "annual-2023", "chunk": 0}
    second = decide(GOAL, [hits, read("annual-2023", DOC_2023)])
    assert second.call.arguments == {"doc_id": "annual-2024", "chunk": 0}


def test_reading_stops_at_max_reads():
    hits = search("revenue 2023 2024", "a", "b", "c")
    decision = decide(GOAL, [hits, read("a", "Nothing here.")], max_reads=1)
    assert not (isinstance(decision, ToolDecision) and decision.call.name == "read_document")


def test_a_failed_read_is_not_retried():
    hits = search("revenue 2023 2024", "annual-2023", "annual-2024")
    failed = tool_obs(
        "read_document",
        {"doc_id": "annual-2023", "chunk": 0},
        ok=False,
        error_type="tool_error",
        error_message="no such document",
    )
    decision = decide(GOAL, [hits, failed])
    assert decision.call.arguments == {"doc_id": "annual-2024", "chunk": 0}


def test_calculates_then_answers_with_the_result():
    seen = [
        search("revenue 2023 2024", "annual-2023", "annual-2024"),
        read("annual-2023", DOC_2023),
        read("annual-2024", DOC_2024),
    ]
    check = decide(GOAL, seen)
    assert check.call.arguments == {"query": f"revenue {CORRECTION_QUERY}", "limit": 5}
    seen.append(checked("revenue"))
    calc = decide(GOAL, seen)
    assert calc.call.name == "calculate"
    expression = "(100 - 80) / 80 * 100"
    assert calc.call.arguments == {"expression": expression}
    result = tool_obs(
        "calculate", {"expression": expression}, {"expression": expression, "result": 25.0}
    )
    companion = decide(GOAL, [*seen, result])
    assert companion.call.arguments == {"expression": "100 - 80"}
    amount = tool_obs(
        "calculate", {"expression": "100 - 80"}, {"expression": "100 - 80", "result": 20}
    )
    final = decide(GOAL, [*seen, result, amount])
    assert isinstance(final, FinalDecision)
    assert final.citations == ["annual-2023", "annual-2024"]
    assert "25%" in final.answer
    assert "an increase of $20 million" in final.answer


def test_the_companion_measure_is_skipped_when_steps_run_short():
    expression = "(100 - 80) / 80 * 100"
    seen = [
        search("revenue 2023 2024", "annual-2023", "annual-2024"),
        read("annual-2023", DOC_2023),
        read("annual-2024", DOC_2024),
        tool_obs("calculate", {"expression": expression}, {"expression": expression, "result": 25}),
    ]
    short = request(GOAL, seen)  # three steps or fewer left: no search for a correction
    short.remaining = Remaining(steps=1, tokens=None, cost_usd=None, seconds=None)
    final = Planner().next_decision(short)
    assert isinstance(final, FinalDecision)
    assert "grew 25%" in final.answer
    assert "increase of" not in final.answer
    failed = tool_obs("calculate", {"expression": "100 - 80"}, ok=False, error_type="tool_error")
    after_failure = decide(GOAL, [*seen, checked("revenue"), failed])
    assert isinstance(after_failure, FinalDecision)
    assert "grew 25%" in after_failure.answer


def test_a_failed_calculation_is_reported_not_repeated():
    expression = "(100 - 80) / 80 * 100"
    seen = [
        search("revenue 2023 2024", "annual-2023", "annual-2024"),
        read("annual-2023", DOC_2023),
        read("annual-2024", DOC_2024),
        checked("revenue"),
        tool_obs("calculate", {"expression": expression}, ok=False, error_type="tool_error"),
    ]
    final = decide(GOAL, seen)
    assert isinstance(final, FinalDecision)
    assert "cannot work out the change" in final.answer


def test_empty_search_is_retried_once_then_the_person_is_asked():
    goal = "What was the zorblax coefficient in 2023?"
    first = decide(goal, [search("zorblax coefficient 2023")])
    assert first.call.name == "search_kb"
    assert first.call.arguments["query"] != "zorblax coefficient 2023"
    both = [search("zorblax coefficient 2023"), search(first.call.arguments["query"])]
    question = decide(goal, both)
    assert isinstance(question, ClarifyDecision)
    assert question.question.startswith("The knowledge base has nothing on zorblax coefficient")


def test_a_rejected_final_reads_the_named_document_again():
    seen = [
        search("revenue 2023 2024", "annual-2023", "annual-2024"),
        read("annual-2023", DOC_2023),
        read("annual-2024", DOC_2024),
        Observation(
            step=5,
            source="runtime",
            name="final_validation",
            ok=False,
            error_type="invalid_final_answer",
            error_message="[annual-2024] changed since it was read (content hash aaa is now "
            "bbb): read it again before citing it.",
        ),
    ]
    decision = decide(GOAL, seen)
    assert decision.call.name == "read_document"
    assert decision.call.arguments == {"doc_id": "annual-2024", "chunk": None}


def test_a_rejected_document_that_cannot_be_read_again_is_not_cited():
    rejection = Observation(
        step=5,
        source="runtime",
        name="final_validation",
        ok=False,
        error_message="[b] is no longer in the knowledge base; do not cite it.",
    )
    reread = tool_obs("read_document", {"doc_id": "b", "chunk": None}, ok=False, error_type="x")
    seen = [search("revenue 2023", "a", "b"), read("a", DOC_2023), read("b", DOC_2023)]
    seen += [checked("revenue"), rejection]
    final = decide("What was revenue in 2023?", [*seen, reread])
    assert isinstance(final, FinalDecision)
    assert final.citations == ["a"]


def test_the_same_request_gives_the_same_decision_to_any_planner():
    seen = [search("revenue 2023 2024", "annual-2023"), read("annual-2023", DOC_2023)]
    assert decide(GOAL, seen) == decide(GOAL, seen) == Planner().next_decision(request(GOAL, seen))


def test_every_step_of_a_run_is_reproduced_by_a_new_planner(tmp_path):
    kb = KnowledgeBase.open(tmp_path / "kb.sqlite")
    kb.index(EXAMPLES)
    result = research_runtime(kb, Planner()).run(GOAL)
    assert result.status == "completed"
    decisions = [e.data for e in result.trace if e.event_type == "model_decision"]
    for recorded in decisions:
        earlier = [o for o in result.state.observations if o.step < recorded["step"]]
        fresh = Planner().next_decision(request(GOAL, earlier))
        assert fresh.model_dump(mode="json") == recorded["decision"]


def test_planner_costs_nothing():
    planner = Planner()
    assert planner.count_tokens(request(GOAL, [])) == 0
    assert planner.estimate_cost(1000, 1000) == 0.0
    turn = planner.decide(request(GOAL, []))
    assert (turn.input_tokens, turn.output_tokens, turn.cost_usd) == (0, 0, 0.0)


def test_a_tool_the_runtime_does_not_know_is_not_called_again():
    seen = [
        search("revenue 2023 2024", "annual-2023", "annual-2024"),
        read("annual-2023", DOC_2023),
        read("annual-2024", DOC_2024),
        checked("revenue"),
        Observation(
            step=4, source="runtime", name="calculate", ok=False, error_type="unknown_tool"
        ),
    ]
    final = decide(GOAL, seen)
    assert isinstance(final, FinalDecision)
    assert "$80 million in 2023 [annual-2023]" in final.answer


def test_a_stored_note_about_a_read_document_is_evidence():
    goal = "What was revenue in 2023?"
    seen = [search("revenue 2023", "a"), read("a", "Nothing about money here.", "Report 2023")]
    seen.append(checked("revenue"))
    note = StoredNote(text="Revenue for 2023 was $80 million.", source_ids=["a"])
    final = Planner().next_decision(request(goal, seen, [note]))
    assert isinstance(final, FinalDecision)
    assert final.citations == ["a"]
    assert "$80 million" in final.answer
    unread = StoredNote(text="Revenue for 2023 was $90 million.", source_ids=["z"])
    assert "$90 million" not in Planner().next_decision(request(goal, seen, [unread])).answer


def test_a_correction_found_by_the_check_before_answering_replaces_the_figure():
    goal = "What was revenue in 2023?"
    seen = [search("revenue 2023", "results"), read("results", DOC_2023)]
    check = decide(goal, seen)
    assert check.call.name == "search_kb"
    assert check.call.arguments["query"] == f"revenue {CORRECTION_QUERY}"
    found = checked("revenue", "notice", "brochure")
    found.data["results"][0]["snippet"] = "the corrected revenue for 2023"  # type: ignore[index]
    reading = decide(goal, [*seen, found])
    assert reading.call.arguments == {"doc_id": "notice", "chunk": 0}  # not the brochure
    notice = read(
        "notice",
        "Revenue for 2023 was misstated as $80 million. The corrected "
        "revenue for 2023 is $78 million.",
    )
    final = decide(goal, [*seen, found, notice])
    assert isinstance(final, FinalDecision)
    assert "$78 million" in final.answer
    assert "$80 million" not in final.answer


def test_a_missing_figure_is_searched_in_other_languages_only_when_one_was_met():
    goal = "What was net profit in 2024?"
    english = [search("net profit 2024", "a"), read("a", "We opened two stores.", "Report 2024")]
    english.append(checked("net profit"))
    plain = decide(goal, english)  # no other language met: "net profit 2024" was searched
    assert isinstance(plain, FinalDecision)
    assert plain.answer.startswith("The documents I read do not state net profit for 2024.")
    portuguese = [
        search("net profit 2024", "a"),
        read("a", "A receita cresceu para 86,4 milhões de euros.", "Relatório 2024"),
        checked("net profit"),
    ]
    wider = decide(goal, portuguese)
    assert isinstance(wider, ToolDecision)
    query = wider.call.arguments["query"]
    assert query.startswith("net profit 2024 ")
    assert {"resultado", "lucro", "líquido"} <= set(query.split())
