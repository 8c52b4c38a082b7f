"""The offline planner end to end: real knowledge bases built in tmp_path, the real runtime.

Each collection differs in company, metric, years, units, currency, file format and
phrasing. Every run is checked for the answer, valid citations (documents read in the
run) and a sensible trajectory (search, reads, calculation, final; nothing repeated).
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest

from keel.research import research_runtime
from keel.research.kb import KnowledgeBase
from keel.research.planner.evidence import CORRECTION_QUERY
from keel.research.planner.offline import Planner
from keel.result import RunResult
from keel.state import AgentState

EXAMPLES = Path(__file__).resolve().parents[1] / "examples" / "reports"

ACME = {
    "acme-2022.md": (
        "---\ntitle: Acme Robotics AG - Annual Report 2022\npublished: 2023-03-02\n---\n"
        "# Acme Robotics AG\n\n## Highlights\n\n"
        "In fiscal 2022, net sales reached EUR 1.2 billion, while EBIT came to EUR 96 million.\n"
        "The company employed 3,150 people at year end.\n\n"
        "Robot shipments reached 10,000 units.\n"
    ),
    "acme-2023.md": (
        "---\ntitle: Acme Robotics AG - Annual Report 2023\npublished: 2024-03-05\n---\n"
        "# Acme Robotics AG\n\n"
        "Net sales rose to €1.5bn in fiscal 2023 (2022: €1.2bn). EBIT was €130m.\n"
        "Robot shipments reached 12,500 units, up from 10,000 units a year earlier.\n"
    ),
    "globex-2023.md": (
        "---\ntitle: Globex Corporation Annual Report 2023\n---\n"
        "Globex revenue for 2023 was $2.4 billion. Globex shipped 48,000 units in 2023.\n"
    ),
}
BOREALIS = {
    "borealis-2021.txt": (
        "Borealis Logistics - Year in review 2021\n\n"
        "Volumes recovered through the year. Our workforce stood at 1,180 employees at\n"
        "the end of 2021, spread over nine depots.\n"
    ),
    "borealis-2022.txt": (
        "Borealis Logistics - Year in review 2022\n\n"
        "We opened two depots in Finland. Headcount grew to 1,342 at year end.\n"
        "Fuel costs rose sharply in the second half.\n"
    ),
}
FILLER = "\n\n".join(
    f"Section {i}. The kilns at our plants were maintained on schedule and quarry "
    "rehabilitation continued with local partners, as planned in the multi-year programme."
    for i in range(12)
)
HELIOS = {
    "helios-sustainability-2023.md": (
        "---\ntitle: Helios Cement Sustainability Report 2023\n---\n"
        f"# Helios Cement\n\n{FILLER}\n\n## Emissions\n\n"
        "| Metric | 2021 | 2022 | 2023 |\n|---|---|---|---|\n"
        "| Scope 1 emissions (tonnes CO2e) | 3,600,000 | 3,400,000 | 3,200,000 |\n"
        "| Scope 2 emissions (tonnes CO2e) | 410,000 | 380,000 | 300,000 |\n"
        "| Clinker ratio (%) | 74 | 73 | 71 |\n"
    ),
    "helios-2021.md": (
        "---\ntitle: Helios Cement climate update 2021\n---\n"
        "In 2021 our Scope 1 emissions were 3.6 million tonnes of CO2e.\n"
    ),
}
KESTREL = {
    "kestrel-factsheet.md": (
        "# Kestrel Audio fact sheet\n\n"
        "- 2021 revenue: 3.4m\n- 2022 revenue: 4.1m\n"
        "- Operating margin 2022: 12.5%\n- Units shipped in 2022: 58,000\n"
    ),
    "kestrel-press.json": json.dumps(
        {
            "title": "Kestrel Audio launches the K2 speaker",
            "published": "2023-02-01",
            "text": "Kestrel Audio launched the K2 speaker. The company has 64 staff in Leeds.",
        }
    ),
}
ORION = {
    f"orion-{year}.md": (
        f"---\ntitle: Orion Foods Annual Report {year}\n---\n"
        f"Orion Foods reported revenue of ${value} million for {year}.\n"
    )
    for year, value in (("2021", 50), ("2022", 60), ("2023", 72))
}
PINE = {
    "pine-preliminary-2023.md": (
        "---\ntitle: Pine Valley preliminary results 2023\n---\n"
        "Preliminary figures: revenue for 2023 was $48.5 million.\n"
    ),
    "pine-audited-2023.md": (
        "---\ntitle: Pine Valley audited accounts 2023\n---\n"
        "Audited accounts: revenue for 2023 was $47.9 million.\n"
    ),
}
HARBOUR = {
    "harbour-2022.html": (
        "<html><head><title>Harbour Brewing plc annual report 2022</title></head><body>"
        "<h1>Harbour Brewing plc</h1><p>Turnover for the 2022 financial year amounted to "
        "£45.2 million (2021: £39.8 million). Pre-tax profit was £3.1 million.</p></body></html>"
    ),
}
HARBOUR_UPDATE = {
    "harbour-update-2023.md": (
        "# Harbour Brewing trading update 2023\n\n"
        "Sales grew 12% to £50.6m in 2023, helped by exports.\n"
    ),
}
WIDGETS = {
    "widgets-2023.md": "# Widget Works 2023\n\nWidget Works sold 9,400 widgets in 2023.\n",
}


def runtime_for(tmp_path: Path, files: dict[str, str] | Path, model: Planner | None = None):
    """A research runtime with the planner over a knowledge base of ``files``."""
    tmp_path.mkdir(parents=True, exist_ok=True)
    if isinstance(files, Path):
        folder = files
    else:
        folder = tmp_path / "docs"
        folder.mkdir(exist_ok=True)
        for name, text in files.items():
            (folder / name).write_text(text, encoding="utf-8")
    kb = KnowledgeBase.open(tmp_path / "kb.sqlite")
    kb.index(folder)
    return research_runtime(kb, model or Planner())


def ask(tmp_path: Path, files: dict[str, str] | Path, goal: str) -> RunResult:
    return runtime_for(tmp_path, files).run(goal)


def completed_answer(tmp_path: Path, files: dict[str, str], question: str) -> str:
    """Ask, and return the answer of a run that completed (fail on a clarifying question)."""
    result = ask(tmp_path, files, question)
    assert result.status == "completed", result.state.pending
    return result.answer or ""


def calls(result: RunResult, tool: str) -> list[dict]:
    return [
        e.data["arguments"]
        for e in result.trace
        if e.event_type == "tool_started" and e.data["tool"] == tool
    ]


def read_ids(result: RunResult) -> set[str]:
    return {
        doc_id
        for obs in result.state.observations
        if obs.ok and obs.name == "read_document"
        for doc_id in obs.source_ids
    }


def assert_sound(result: RunResult, *cited: str) -> None:
    """Completed; cites exactly ``cited``, each read and written inline; nothing repeated."""
    assert result.status == "completed", (result.reason, result.state.observations[-1])
    assert sorted(result.citations) == sorted(cited)
    assert set(result.citations) <= read_ids(result)
    for doc_id in result.citations:
        assert f"[{doc_id}]" in result.answer
    types = result.event_types()
    assert "duplicate_action_blocked" not in types
    assert "final_rejected" not in types
    assert "tool_failed" not in types
    assert types[-1] == "run_completed"
    assert result.state.total_tokens == 0
    assert result.state.cost_usd == 0


def test_examples_revenue_growth(tmp_path):
    result = ask(tmp_path, EXAMPLES, "What was the revenue growth between 2023 and 2024?")
    assert_sound(result, "annual-2023", "annual-2024")
    assert "25%" in result.answer
    assert "$80 million" in result.answer
    assert "$100 million" in result.answer
    assert calls(result, "search_kb")[0]["query"] == "revenue 2023 2024"
    assert calls(result, "calculate") == [
        {"expression": "(100 - 80) / 80 * 100"},
        {"expression": "100 - 80"},
    ]
    assert "an increase of $20 million" in result.answer
    steps = [e.data["decision"]["kind"] for e in result.trace if e.event_type == "model_decision"]
    assert steps[0] == "tool"
    assert steps[-1] == "final"


def test_examples_tilburg_plant_headcount(tmp_path):
    result = ask(tmp_path, EXAMPLES, "How many people does the Tilburg plant employ?")
    assert_sound(result, "press-release-tilburg")
    assert "38 people" in result.answer
    assert calls(result, "calculate") == []


@pytest.mark.parametrize(
    ("goal", "doc", "says", "expressions"),
    [
        (
            "By how much did Scope 1 and 2 emissions fall from 2023 to 2024?",
            "sustainability-2024",
            "Scope 1 and 2 emissions fell by 600 tonnes (10%) from 6,000 tonnes in 2023",
            ["5400 - 6000", "(5400 - 6000) / 6000 * 100"],
        ),
        (
            "What was the growth in the number of audited suppliers from 2023 to 2024?",
            "supplier-code-2024",
            "grew 40% from 30 suppliers in 2023 [supplier-code-2024] to 42 suppliers in 2024",
            ["(42 - 30) / 30 * 100", "42 - 30"],
        ),
        (
            "How did order intake in the third quarter change from 2023 to 2024?",
            "q3-2024-update",
            "Order intake grew 28.6% from $21 million in Q3 2023 "
            "[q3-2024-update] to $27 million in Q3 2024 [q3-2024-update], "
            "an increase of $6 million",
            ["(27 - 21) / 21 * 100", "27 - 21"],
        ),
        (
            "What was renewable electricity's share of consumption in 2024?",
            "sustainability-2024",
            "Renewable electricity's share of consumption was 64% in 2024 [sustainability-2024].",
            [],
        ),
    ],
)
def test_examples_changes_and_shares(tmp_path, goal, doc, says, expressions):
    result = ask(tmp_path, EXAMPLES, goal)
    assert_sound(result, doc)
    assert says in result.answer
    assert calls(result, "calculate") == [{"expression": e} for e in expressions]
    assert result.state.step <= 10  # well inside the default budget of 12 decisions


def test_examples_tilburg_opening_is_quoted(tmp_path):
    result = ask(tmp_path, EXAMPLES, "When did the Tilburg plant open?")
    assert result.status == "completed"
    assert "May 2024" in result.answer
    assert set(result.citations) <= read_ids(result)


def test_euro_net_sales_growth_ignores_another_company(tmp_path):
    result = ask(tmp_path, ACME, "What was Acme's net sales growth between 2022 and 2023?")
    assert_sound(result, "acme-2022", "acme-2023")
    assert "25%" in result.answer
    assert "EUR 1.2 billion" in result.answer
    assert "globex" not in result.answer.lower()
    assert calls(result, "calculate") == [
        {"expression": "(1.5 - 1.2) / 1.2 * 100"},
        {"expression": "1.5 - 1.2"},
    ]
    assert "an increase of EUR 0.3 billion" in result.answer


def test_difference_in_units_shipped_from_one_sentence(tmp_path):
    result = ask(tmp_path, ACME, "How many more units did Acme ship in 2023 than in 2022?")
    assert result.status == "completed"
    assert "2,500 units" in result.answer
    assert calls(result, "calculate") == [
        {"expression": "12500 - 10000"},
        {"expression": "(12500 - 10000) / 10000 * 100"},
    ]
    assert "rose by 2,500 units (25%)" in result.answer
    assert set(result.citations) <= {"acme-2022", "acme-2023"}


def test_headcount_difference_from_wrapped_text_files(tmp_path):
    goal = "By how many employees did Borealis headcount increase from 2021 to 2022?"
    result = ask(tmp_path, BOREALIS, goal)
    assert_sound(result, "borealis-2021", "borealis-2022")
    assert "162 employees" in result.answer
    assert "1,180 employees" in result.answer
    assert "1,342" in result.answer


def test_emissions_from_a_table_in_a_later_chunk(tmp_path):
    goal = "By what percentage did Scope 1 emissions fall between 2021 and 2023?"
    result = ask(tmp_path, HELIOS, goal)
    assert_sound(result, "helios-2021", "helios-sustainability-2023")
    assert "fell 11.1%" in result.answer
    reads = calls(result, "read_document")
    assert any(r["doc_id"] == "helios-sustainability-2023" and r["chunk"] > 0 for r in reads)
    assert "410,000" not in result.answer  # Scope 2 is another metric


def test_margin_lookup_and_growth_from_a_fact_sheet(tmp_path):
    margin = ask(tmp_path / "a", KESTREL, "What was Kestrel's operating margin in 2022?")
    assert_sound(margin, "kestrel-factsheet")
    assert "12.5%" in margin.answer
    growth = ask(tmp_path / "b", KESTREL, "What was Kestrel's revenue growth from 2021 to 2022?")
    assert_sound(growth, "kestrel-factsheet")
    assert "20.6%" in growth.answer
    staff = ask(tmp_path / "c", KESTREL, "How many staff does Kestrel have in Leeds?")
    assert_sound(staff, "kestrel-press")
    assert "64 staff" in staff.answer


def test_turnover_growth_from_html_with_the_prior_year_in_brackets(tmp_path):
    goal = "What was Harbour Brewing's turnover growth from 2021 to 2022?"
    result = ask(tmp_path, HARBOUR, goal)
    assert_sound(result, "harbour-2022")
    assert "grew 13.6% from £39.8 million in 2021" in result.answer


def test_a_change_the_documents_state_outright_is_quoted(tmp_path):
    result = ask(tmp_path, HARBOUR_UPDATE, "What was Harbour's sales growth in 2023?")
    assert_sound(result, "harbour-update-2023")
    assert "12%" in result.answer
    assert calls(result, "calculate") == []
    queries = [c["query"] for c in calls(result, "search_kb")]
    assert queries[-1] == "harbour sales 2022"  # looked for 2022 before quoting the change
    assert any(q.endswith(CORRECTION_QUERY) for q in queries)  # and for a correction


@pytest.mark.parametrize(
    ("files", "goal", "absent"),
    [
        (ACME, "What was Acme's R&D spending in 2023?", "Acme's R&D spending for 2023"),
        (EXAMPLES, "What was Northwind's dividend in 2024?", "Northwind's dividend for 2024"),
    ],
)
def test_answer_absent_is_said_plainly_citing_what_was_read(tmp_path, files, goal, absent):
    result = ask(tmp_path, files, goal)
    assert result.status == "completed"
    assert result.answer.startswith(f"The documents I read do not state {absent}.")
    assert result.citations
    assert set(result.citations) == read_ids(result)
    assert calls(result, "calculate") == []


def test_a_company_no_document_mentions(tmp_path):
    result = ask(tmp_path, BOREALIS, "What was Initech's headcount in 2022?")
    assert result.status == "completed"
    assert "do not mention Initech" in result.answer
    assert set(result.citations) == read_ids(result)


def resumed(tmp_path: Path, files, state: AgentState, answer: str) -> RunResult:
    """Resume in what stands for a new process: state from JSON, a new planner and runtime."""
    restored = AgentState.model_validate_json(state.model_dump_json())
    runtime = runtime_for(tmp_path / "again", files if isinstance(files, Path) else _copy(tmp_path))
    return runtime.resume(restored, answer=answer)


def _copy(tmp_path: Path) -> Path:
    return tmp_path / "docs"


def test_open_baseline_is_asked_then_the_answer_is_used(tmp_path):
    first = ask(tmp_path, ORION, "How much has Orion's revenue grown since the earlier report?")
    assert first.status == "waiting_for_user"
    question = first.state.pending.question
    assert "2021" in question
    assert "2022" in question
    assert "2023" in question
    assert calls(first, "calculate") == []
    result = resumed(tmp_path, ORION, first.state, "Compare with 2022.")
    assert_sound(result, "orion-2022", "orion-2023")
    assert "20%" in result.answer
    assert calls(result, "calculate") == [
        {"expression": "(72 - 60) / 60 * 100"},
        {"expression": "72 - 60"},
    ]
    assert "clarification_received" in result.event_types()
    assert "clarification_requested" not in result.event_types()  # asked once, not again


def test_two_documents_disagreeing_is_asked_then_settled(tmp_path):
    first = ask(tmp_path, PINE, "What was Pine Valley's revenue in 2023?")
    assert first.status == "waiting_for_user"
    question = first.state.pending.question
    assert "$48.5 million" in question
    assert "$47.9 million" in question
    result = resumed(tmp_path, PINE, first.state, "Use the audited accounts.")
    assert_sound(result, "pine-audited-2023")
    assert "$47.9 million" in result.answer
    assert "48.5" not in result.answer


def test_nothing_found_asks_to_rephrase_then_continues(tmp_path):
    first = ask(tmp_path, WIDGETS, "What is the zorblax coefficient?")
    assert first.status == "waiting_for_user"
    assert first.state.pending.question.startswith("The knowledge base has nothing on")
    assert len(calls(first, "search_kb")) == 2  # one retry with other terms
    result = resumed(tmp_path, WIDGETS, first.state, "I mean how many widgets were sold in 2023")
    assert_sound(result, "widgets-2023")
    assert "9,400 widgets" in result.answer


def test_a_question_too_long_to_read_is_asked_to_be_shortened_then_answered(tmp_path):
    # Reading grows faster than the question (2,000 words took over a minute, and a
    # decision cannot be interrupted by the time budget): the planner asks instead.
    long = "How many widgets were sold in 2023? " + "Please be thorough and precise. " * 40
    first = ask(tmp_path, WIDGETS, long)
    assert first.status == "waiting_for_user"
    assert first.state.pending.question.startswith("Your question has 207 words;")
    assert calls(first, "search_kb") == []
    result = resumed(tmp_path, WIDGETS, first.state, "How many widgets were sold in 2023?")
    assert_sound(result, "widgets-2023")
    assert "9,400 widgets" in result.answer


def test_a_question_with_a_very_long_word_is_asked_to_be_shortened(tmp_path):
    # A few of the planner's patterns take time that grows with the square of one long
    # word (40,000 characters of an id took 36 s); so it reads at most 1,000 characters.
    long = "How many widgets were sold in 2023 under order " + "a1" * 600 + "?"
    first = ask(tmp_path, WIDGETS, long)
    assert first.status == "waiting_for_user"
    assert first.state.pending.question.startswith("Your question has 1,248 characters;")
    assert calls(first, "search_kb") == []


def test_a_very_long_reply_to_nothing_found_is_asked_to_be_shortened(tmp_path):
    # The reply was parsed before the length was checked, at every later decision: a
    # 20,000-character id took 9 s a decision; this one (80,000) about 2.5 minutes.
    first = ask(tmp_path, WIDGETS, "What is the zorblax coefficient?")
    assert first.state.pending.question.startswith("The knowledge base has nothing on")
    result = resumed(tmp_path, WIDGETS, first.state, "a1" * 40_000)
    assert result.status == "waiting_for_user"
    assert result.state.pending.question.startswith("Your question has 80,")


def test_entities_compared_in_one_period(tmp_path):
    result = ask(tmp_path, ACME, "Which company shipped more units in 2023, Acme or Globex?")
    assert_sound(result, "acme-2023", "globex-2023")
    assert "Globex is higher by 35,500 units" in result.answer
    assert calls(result, "calculate") == [{"expression": "48000 - 12500"}]


def test_sum_across_currencies_is_refused_plainly(tmp_path):
    result = ask(tmp_path, ACME, "What was the combined revenue of Acme and Globex in 2023?")
    assert_sound(result, "acme-2023", "globex-2023")
    assert "their units differ" in result.answer
    assert calls(result, "calculate") == []


def test_revenue_per_employee_divides_two_metrics(tmp_path):
    result = ask(tmp_path, EXAMPLES, "What was revenue per employee in 2024?")
    assert_sound(result, "annual-2024")
    assert calls(result, "calculate") == [{"expression": "100000000 / 455"}]
    assert "$219,780.22 per employee" in result.answer


def test_a_reply_naming_the_document_settles_a_disagreement(tmp_path):
    first = ask(tmp_path, PINE, "What was the revenue of Pine Valley in 2023?")
    assert first.status == "waiting_for_user"
    result = resumed(tmp_path, PINE, first.state, "pine-preliminary-2023")
    assert_sound(result, "pine-preliminary-2023")
    assert "$48.5 million" in result.answer


class EditingPlanner:
    """The planner, while the document it read is edited and re-indexed before it answers."""

    def __init__(self, kb: KnowledgeBase, folder: Path) -> None:
        self.planner, self.kb, self.folder = Planner(), kb, folder
        self.edited = False

    def decide(self, request):
        read = any(item.observation.name == "read_document" for item in request.observations)
        if read and not self.edited:
            self.edited = True
            path = self.folder / "widgets-2023.md"
            path.write_text(path.read_text(encoding="utf-8") + "\nAudited.\n", encoding="utf-8")
            future = time.time() + 10
            os.utime(path, (future, future))
            self.kb.index(self.folder)
        return self.planner.decide(request)


def test_rejected_final_is_fixed_by_reading_again(tmp_path):
    folder = tmp_path / "docs"
    folder.mkdir()
    (folder / "widgets-2023.md").write_text(WIDGETS["widgets-2023.md"], encoding="utf-8")
    kb = KnowledgeBase.open(tmp_path / "kb.sqlite")
    kb.index(folder)
    runtime = research_runtime(kb, EditingPlanner(kb, folder))
    result = runtime.run("How many widgets did Widget Works sell in 2023?")
    assert result.status == "completed"
    types = result.event_types()
    assert types.count("final_rejected") == 1
    rereads = calls(result, "read_document")
    assert rereads[-1] == {"doc_id": "widgets-2023", "chunk": None}
    assert "9,400 widgets" in result.answer


GUIDANCE = {
    "q1-2025.md": "# Harlow Instruments Q1 2025 update\n\n"
    "Revenue in the first quarter of 2025 was EUR 48.0 million. For the full year 2025 "
    "Harlow Instruments expects revenue of EUR 225 million.\n",
    "annual-2024.md": "# Harlow Instruments Annual Report 2024\n\n"
    "Revenue in 2024 was EUR 201.5 million.\n",
}


def test_guidance_is_never_reported_as_an_actual(tmp_path):
    result = ask(tmp_path, GUIDANCE, "What was Harlow Instruments' revenue for the full year 2025?")
    assert result.status == "completed"
    assert "225" not in (result.answer or "")
    assert "do not state" in (result.answer or "")


def test_a_question_about_guidance_may_be_answered_with_it(tmp_path):
    result = ask(tmp_path, GUIDANCE, "What revenue does Harlow Instruments expect for 2025?")
    assert result.status == "completed"
    assert "225" in (result.answer or "")
    assert result.citations == ["q1-2025"]


CORRECTED = {
    "results-q4.md": "# Harlow Instruments fourth-quarter results 2024\n\n"
    "Operating profit in the fourth quarter of 2024 was EUR 19.6 million.\n",
    "correction.md": "# Correction notice, Harlow Instruments, February 2025\n\n"
    "Our release reported fourth-quarter 2024 operating profit of EUR 19.6 million; "
    "the corrected figure is EUR 17.9 million.\n",
}


def test_a_figure_its_own_sentence_corrects_is_not_the_answer(tmp_path):
    result = ask(
        tmp_path,
        CORRECTED,
        "What was Harlow Instruments' operating profit in the fourth quarter of 2024?",
    )
    assert result.status == "completed"
    answer = result.answer or ""
    assert "17.9" in answer
    assert "19.6" not in answer
    assert result.citations == ["correction"]


def test_an_aim_is_not_an_actual(tmp_path):
    files = {
        "update.md": "# Harlow Instruments investor update\n\n"
        "We are aiming for EUR 40 million of annual recurring revenue by the end of 2026.\n"
    }
    result = ask(
        tmp_path, files, "What annual recurring revenue did Harlow Instruments reach in 2026?"
    )
    assert "40" not in (result.answer or "")


def test_a_misstated_figure_gives_way_to_the_correct_one(tmp_path):
    files = {
        "review-2024.md": "# Harlow Clinic annual review 2024\n\n"
        "Harlow Clinic recorded 29,740 admissions in 2024.\n",
        "erratum.md": "# Erratum, Harlow Clinic, 2025\n\n"
        "The number of admissions at Harlow Clinic for 2024 was misstated as 29,740. "
        "The correct figure is 30,470 admissions.\n",
    }
    result = ask(tmp_path, files, "How many admissions did Harlow Clinic record in 2024?")
    answer = result.answer or ""
    assert "29,740" not in answer.replace("misstated as 29,740", "")
    assert "30,470" in answer or "do not state" in answer


def test_a_margin_is_never_answered_with_a_currency_amount(tmp_path):
    files = {
        "annual-2024.md": "# Harlow Bank annual report 2024\n\n"
        "Net interest income, the heart of our margin business, rose to CHF 184.3 million "
        "in 2024.\n"
    }
    result = ask(tmp_path, files, "What was Harlow Bank's net interest margin in 2024?")
    assert "184.3" not in (result.answer or "")
