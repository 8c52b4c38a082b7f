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

from keel.research.planner.parties import names_all
from keel.research.planner.reasons import _explained
from keel.research.planner.text import spellings
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
