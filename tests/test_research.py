"""The research agent's tools and citation rules, over a real knowledge base."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from keel.research import ResearchCitationValidator, research_runtime, research_tools
from keel.research.kb import KnowledgeBase
from keel.testing import ScriptedDecisionMaker, assert_trajectory, call, final

REPORTS = {
    "annual-2023.md": "---\ntitle: Acme Annual Report 2023\nversion: 2\npublished: 2024-02-01\n"
    "---\n# Acme 2023\n\nRevenue for 2023 was $80 million.\n",
    "annual-2024.md": "# Acme 2024\n\nRevenue for 2024 was $100 million.\n",
}


@pytest.fixture
def kb(tmp_path: Path):
    folder = tmp_path / "docs"
    folder.mkdir()
    for name, text in REPORTS.items():
        (folder / name).write_text(text, encoding="utf-8")
    with KnowledgeBase.open(tmp_path / "kb.sqlite") as base:
        base.index(folder)
        yield base


def _run(kb, turns):
    model = ScriptedDecisionMaker(turns)
    result = research_runtime(kb, model).run("What was revenue growth?")
    model.assert_consumed()
    return result


def test_tools_have_the_research_names_and_schemas(kb):
    tools = {t.name: t for t in research_tools(kb)}
    assert set(tools) == {"search_kb", "read_document", "calculate", "store_observation"}
    assert "ctx" not in tools["store_observation"].schema["properties"]
    assert tools["read_document"].schema["properties"]["chunk"]["anyOf"]


def test_search_results_are_references_not_evidence(kb):
    result = _run(
        kb,
        [
            call("search_kb", query="revenue 2024"),
            final("Revenue was $100 million [annual-2024].", "annual-2024"),
            call("read_document", doc_id="annual-2024"),
            final("Revenue was $100 million [annual-2024].", "annual-2024"),
        ],
    )
    search = result.state.observations[0]
    assert search.data["results"][0]["doc_id"] == "annual-2024"
    assert search.source_ids == []
    assert "Not read in this run" in (result.state.observations[1].error_message or "")
    assert result.status == "completed"


def test_read_document_returns_text_with_provenance(kb):
    result = _run(
        kb,
        [
            call("read_document", doc_id="annual-2023"),
            final("Revenue was $80 million in 2023 [annual-2023].", "annual-2023"),
        ],
    )
    data = result.state.observations[0].data
    assert data["title"] == "Acme Annual Report 2023"
    assert data["version"] == "2"
    assert data["published"] == "2024-02-01"
    assert len(data["content_hash"]) == 64
    assert "Revenue for 2023 was $80 million." in data["text"]
    assert "source_path" not in data


def test_unknown_document_is_a_failed_observation_the_model_can_recover_from(kb):
    result = _run(
        kb,
        [
            call("read_document", doc_id="annual-2032"),
            call("read_document", doc_id="annual-2023"),
            final("Revenue was $80 million [annual-2023].", "annual-2023"),
        ],
    )
    failed = result.state.observations[0]
    assert not failed.ok
    assert "unknown document" in (failed.error_message or "")
    assert_trajectory(
        result, ["tool_started", "tool_failed", "tool_started", "tool_succeeded", "run_completed"]
    )


def test_calculate_is_exact_and_bounded_inside_a_run(kb):
    result = _run(
        kb,
        [
            call("calculate", expression="(100 - 80) / 80 * 100"),
            call("calculate", expression="9**9**9**9"),
            call("read_document", doc_id="annual-2023"),
            final("Growth was 25% [annual-2023].", "annual-2023"),
        ],
    )
    first, second = result.state.observations[:2]
    assert first.data == {"expression": "(100 - 80) / 80 * 100", "result": 25.0}
    assert not second.ok
    assert second.error_type == "CalculationError"
    assert "exponent" in (second.error_message or "")


def test_store_observation_keeps_a_note_with_sources(kb):
    result = _run(
        kb,
        [
            call("read_document", doc_id="annual-2023"),
            call("store_observation", text="2023 revenue was $80M", source_ids=["annual-2023"]),
            final("Revenue was $80 million [annual-2023].", "annual-2023"),
        ],
    )
    assert [n.text for n in result.state.notes] == ["2023 revenue was $80M"]
    assert result.state.notes[0].source_ids == ["annual-2023"]
    assert result.status == "completed"


def test_a_document_changed_since_it_was_read_is_rejected_as_stale(kb, tmp_path):
    folder = tmp_path / "docs"

    class Editor:
        """Between the read and the final answer, the file changes and is re-indexed."""

        def __init__(self) -> None:
            self.model = ScriptedDecisionMaker(
                [
                    call("read_document", doc_id="annual-2024"),
                    final("Revenue was $100 million [annual-2024].", "annual-2024"),
                    call("read_document", doc_id="annual-2024"),  # the identical call
                    final("Revenue was $120 million [annual-2024].", "annual-2024"),
                ]
            )

        def decide(self, request):
            if len(self.model.requests) == 1:
                path = folder / "annual-2024.md"
                path.write_text("# Acme 2024\n\nRevenue for 2024 was $120 million (restated).\n")
                future = time.time() + 10
                os.utime(path, (future, future))
                kb.index(folder)
            return self.model.decide(request)

    editor = Editor()
    result = research_runtime(kb, editor).run("2024 revenue?")
    rejection = result.state.observations[1]
    assert rejection.name == "final_validation"
    assert "changed since it was read" in (rejection.error_message or "")
    assert result.status == "completed"
    assert "$120 million" in (result.answer or "")
    editor.model.assert_consumed()


def test_a_removed_document_cannot_be_cited(kb, tmp_path):
    validator = ResearchCitationValidator(kb)
    result = _run(
        kb,
        [
            call("read_document", doc_id="annual-2023"),
            final("Revenue was $80 million [annual-2023].", "annual-2023"),
        ],
    )
    (tmp_path / "docs" / "annual-2023.md").unlink()
    kb.index(tmp_path / "docs")
    from keel import FinalDecision

    errors = validator(
        result.state, FinalDecision(answer="x [annual-2023]", citations=["annual-2023"])
    )
    assert any("no longer in the knowledge base" in e for e in errors)


def test_an_unchanged_document_read_twice_is_still_a_duplicate(kb):
    result = _run(
        kb,
        [
            call("read_document", doc_id="annual-2023"),
            call("read_document", doc_id="annual-2023"),
            final("Revenue was $80 million [annual-2023].", "annual-2023"),
        ],
    )
    assert "duplicate_action_blocked" in result.event_types()


@pytest.mark.parametrize("query", ["", "  ", "!!", "\u200b\u200b", "the", " - "])
def test_a_search_without_a_searchable_word_is_rejected_as_a_bad_argument(kb, query):
    result = _run(
        kb,
        [
            call("search_kb", query=query),
            call("search_kb", query="revenue 2024"),
            call("read_document", doc_id="annual-2024"),
            final("Revenue was $100 million [annual-2024].", "annual-2024"),
        ],
    )
    rejected = result.state.observations[0]
    assert not rejected.ok
    assert "no word to search for" in (rejected.error_message or "")
    assert result.state.observations[1].ok
    assert result.status == "completed"


@pytest.mark.parametrize("query", ["收", "  b  ", "2024"])
def test_a_one_character_word_in_any_script_is_searched(kb, query):
    result = _run(
        kb,
        [
            call("search_kb", query=query),
            call("read_document", doc_id="annual-2024"),
            final("Revenue was $100 million [annual-2024].", "annual-2024"),
        ],
    )
    assert result.state.observations[0].ok
    assert result.state.observations[0].data["query"] == query.strip()
