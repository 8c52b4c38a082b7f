"""Calibration of the eleventh round: answers in words.

A why question is answered by a sentence that states the event and, after a colon, what
caused it; a how question about a way needs the question's things, not its verb ("how are
the knives made" is answered by "forged by laminating"); a name in a genitive written
without an apostrophe ("Tarnows Kvarn AB") names the company; a numbered label the question
writes as "line 2" is found however a sentence spaces it. Each has its calibrated side: the
colon's second half must be a clause, not a label or a list of figures; a how question that
names one thing besides its verb still needs the verb.
"""

from __future__ import annotations

from pathlib import Path

from keel.research.planner.amounts import find_amounts
from keel.research.planner.captions import caption_hint
from keel.research.planner.parties import names_all
from keel.research.planner.reasons import _explained
from keel.research.planner.structured import json_sentences
from keel.research.planner.text import concept, foreign_term, net_implied, spellings
from test_planner_runs import completed_answer as _answer

# --- why: an event, a colon, and its cause ------------------------------------------------


def test_a_cause_after_a_colon_answers_why(tmp_path: Path) -> None:
    release = (
        "Vinhas do Corgo - harvest 2025\n\n"
        "Pickers finished the last parcels of the Corgo valley in early October. "
        "The harvest is smaller than last year's: a late frost on 9 April killed the first "
        "shoots on about 60 hectares of the lower terraces. "
        "The must is of very good quality.\n"
    )
    answer = _answer(
        tmp_path,
        {"harvest-2025.txt": release},
        "Why was the 2025 harvest of Vinhas do Corgo smaller than in 2024?",
    )
    assert "late frost on 9 April" in answer


def test_a_colon_that_opens_a_list_of_figures_gives_no_reason() -> None:
    question = "Why did the harvest of Vinhas do Corgo fall?"
    assert not _explained(question, "The harvest fell in 2025: 412 t, 380 t, 290 t and 12 t.")
    assert not _explained(question, "Harvest highlights: the new press, the new cellar door.")
    assert _explained(
        question, "The harvest fell sharply: hail on 2 July destroyed the grapes of two parcels."
    )


def test_a_colon_before_a_plan_does_not_explain_what_happened() -> None:
    question = "Why did the harvest of Vinhas do Corgo fall?"
    assert not _explained(
        question, "The harvest fell this year: we will plant frost-resistant vines next spring."
    )


def test_a_colon_after_the_opposite_change_does_not_explain() -> None:
    question = "Why did the harvest of Vinhas do Corgo fall?"
    assert not _explained(
        question, "The harvest rose this year: warm weather in June helped the grapes ripen early."
    )


# --- how: the question's things, not its verb ---------------------------------------------

PROFILE = (
    "Fukuda Hamono - workshop profile\n\n"
    "The workshop stands beside the river in Sakai and employs nine smiths. "
    "The Kasumi line is forged by laminating a core of white steel between layers of soft iron. "
    "The Honyaki line is hardened in clay, like a sword.\n"
)


def test_how_something_is_made_is_answered_by_the_way_it_is_forged(tmp_path: Path) -> None:
    answer = _answer(
        tmp_path,
        {"workshop-profile.txt": PROFILE},
        "How are the knives of Fukuda Hamono's Kasumi line made?",
    )
    assert "laminating a core of white steel" in answer


def test_how_it_produces_one_thing_still_needs_the_verb(tmp_path: Path) -> None:
    deck = (
        "Larchfield Polymers - investor presentation 2025\n\n"
        "Larchfield Polymers sells compostable resin to packaging converters in Ohio. "
        "Revenue rose to $4.1 million, mostly from sales of resin to converters.\n"
    )
    answer = _answer(tmp_path, {"pitch-deck.txt": deck}, "How does Larchfield produce its resin?")
    assert "do not state" in answer  # no sentence says how it is produced


# --- names --------------------------------------------------------------------------------


def test_a_genitive_without_an_apostrophe_names_the_company() -> None:
    assert names_all(("tarnow",), {"tarnows", "kvarn", "ab"})
    assert "tarnows" in spellings(("tarnow",))
    assert not names_all(("ek",), {"eks", "kvarn"})  # too short to be sure


def test_a_report_that_names_the_company_in_the_genitive_answers(tmp_path: Path) -> None:
    report = (
        "TARNOWS KVARN AB - PRODUCTION REPORT 2025\n\n"
        "Prepared by the mill's management for the board.\n"
        "Mill line 2 was rebuilt to grind spelt because demand from organic bakeries doubled "
        "and the old rollers could not handle the harder grain.\n"
        "Rye output rose by 4%.\n"
    )
    answer = _answer(
        tmp_path,
        {"production-report-2025.txt": report},
        "Why was mill line 2 at the Tarnow mill rebuilt to grind spelt?",
    )
    assert "demand from organic bakeries doubled" in answer


def test_a_numbered_label_is_found_however_it_is_spaced(tmp_path: Path) -> None:
    report = (
        "Brauerei Oberholz - Betriebsbericht 2025\n\n"
        "Filling line 3 was replaced in March because spare parts for the old filler were "
        "no longer made.\n"
        "Filling line 4 ran on two shifts.\n"
    )
    answer = _answer(
        tmp_path,
        {"betriebsbericht.txt": report},
        "Why was Brauerei Oberholz's filling line 3 replaced?",
    )
    assert "spare parts" in answer
    assert "line 4" not in answer


# --- reading figures ----------------------------------------------------------------------


def test_german_written_without_umlauts_is_german() -> None:
    assert concept("umsatzerloese") == concept("Umsatzerlöse") == "revenue"
    assert foreign_term("Umsatzerloese")
    assert concept("queue") != "revenue"  # an English word keeps its own meaning


def test_a_block_of_units_gives_each_field_its_unit() -> None:
    sentences = json_sentences(
        [
            "einheiten:",
            "  umsatzerloese: Mio. EUR",
            "  mitarbeiter: Personen zum 31.12.",
            "geschaeftsjahre:",
            "  2021:",
            "    umsatzerloese: 318.4",
            "    mitarbeiter: 1102",
        ]
    )
    assert sentences is not None
    assert any(s.endswith("umsatzerloese: 318.4 Mio. EUR") for s in sentences), sentences
    assert any(s.endswith("mitarbeiter: 1102 Personen zum") for s in sentences), sentences


def test_a_cagr_from_a_data_export_with_a_units_block(tmp_path: Path) -> None:
    export = (
        '{"unternehmen": "Feldmark Karosseriebau AG",\n'
        ' "einheiten": {"umsatzerloese": "Mio. EUR", "auslieferungen": "Fahrzeuge"},\n'
        ' "geschaeftsjahre": {\n'
        '   "2021": {"umsatzerloese": 200.0, "auslieferungen": 610},\n'
        '   "2025": {"umsatzerloese": 292.8, "auslieferungen": 702}}}\n'
    )
    answer = _answer(
        tmp_path,
        {"kennzahlen.json": export},
        "What was the compound annual growth rate of Feldmark Karosseriebau's revenue from "
        "2021 to 2025?",
    )
    assert "10%" in answer or "10.0%" in answer, answer  # (292.8 / 200) ** (1 / 4) - 1 = 10.0%


def test_a_row_with_no_label_takes_its_caption(tmp_path: Path) -> None:
    report = (
        "Kahurangi Wool Co-operative Ltd - Annual Report FY2025\n"
        "For the year ended 30 June 2025.\n"
        "Five-year summary\n"
        "Total revenue, NZ$000\n"
        "   FY2021     FY2022     FY2023     FY2024     FY2025\n"
        "   50,000     53,100     55,900     58,200     60,775\n"
        "Outlook\n"
        "The board expects FY2026 revenue of NZ$62 million.\n"
    )
    answer = _answer(
        tmp_path,
        {"annual-report.txt": report},
        "What was the compound annual growth rate of Kahurangi Wool's total revenue from FY2021 "
        "to FY2025?",
    )
    assert "5%" in answer, answer  # (60,775 / 50,000) ** (1 / 4) - 1 = 5.0%
    assert "50,000" in answer


def test_a_currency_over_000_is_a_caption_not_an_amount() -> None:
    assert find_amounts("Total revenue, NZ$000") == []
    assert find_amounts("in £000") == []
    assert [a.value for a in find_amounts("a fee of EUR 1,000")] == [1000.0]


def test_revenue_said_plainly_is_the_net_revenue_asked_for(tmp_path: Path) -> None:
    letter = (
        "Tecelagem Serra Azul - letter to investors 2025\n\n"
        "Net revenue grew 9% to R$ 50.0 million. "
        "Three years ago, in 2022, our revenue was R$ 40.0 million.\n"
    )
    answer = _answer(
        tmp_path,
        {"investor-letter-2025.md": letter},
        "What was the compound annual growth rate of Tecelagem Serra Azul's net revenue from "
        "2022 to 2025?",
    )
    assert "7.7%" in answer, answer  # (50 / 40) ** (1 / 3) - 1 = 7.72%
    assert net_implied(frozenset({"net", "revenue"}), frozenset({"revenue"}))
    assert not net_implied(frozenset({"net", "revenue"}), frozenset({"revenue", "gross"}))
    assert not net_implied(frozenset({"net", "profit"}), frozenset({"profit"}))
    assert not net_implied(frozenset({"net", "revenue"}), frozenset({"export", "revenue"}))


def test_a_caption_of_thousands_in_brackets_is_no_amount() -> None:
    for european in (False, True):
        assert find_amounts("Resultaträkning (1 000 euro)", european=european) == []
        assert find_amounts("Income statement (in 1.000 EUR)", european=european) == []


def test_captions_in_the_words_of_other_languages() -> None:
    assert caption_hint("Beløb i t.kr.") == "{} thousand kr"  # which kroner: as written
    assert caption_hint("Em R$ mil") == "BRL {} thousand"  # Portuguese "mil": thousands
    assert caption_hint("ukazatel (mil. Kč)") == "CZK {} million"  # Czech "mil.": millions
    assert caption_hint("Belopp i tkr") == "{} thousand kr"


def test_a_czech_table_in_millions_answers(tmp_path: Path) -> None:
    report = (
        "# Vlakárna a.s. - výroční zpráva 2025\n\n"
        "Vlakárna a.s. vyrábí modely tramvají.\n\n"
        "| ukazatel (mil. Kč) | 2025 | 2024 |\n"
        "|---|--:|--:|\n"
        "| Tržby | 212,4 | 198,6 |\n"
        "| EBITDA | 31,0 | 27,9 |\n"
    )
    answer = _answer(
        tmp_path, {"vyrocni-zprava-2025.md": report}, "What was Vlakárna's revenue in 2024?"
    )
    assert "CZK 198.6 million" in answer, answer
