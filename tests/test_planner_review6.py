"""Cases a red-team review of the sixth round of planner changes found (each a confidently
wrong answer, or a lost right one, before its fix): parts of a year derived from a segment's
figure, another company's, another fiscal year's or a running total's, and balances, rates
and ratios derived at all; a money question's verb that says which way money went; a share
from another table's row; the words of a count cut off before a price; a year after two
joined figures that belongs to the second only; an adjusted row taken for the reported
figure; an auditor's name taken for a table's owner; dollars of no stated country."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from keel.research.planner.derived import _adds_up
from keel.research.planner.goal import parse_goal
from keel.research.planner.sides import Side
from test_planner_runs import completed_answer as _answer

NOT_FOUND = "do not state"


def test_a_segments_half_year_is_not_the_groups(tmp_path: Path) -> None:
    files = {
        "a.md": "# Vantor Group interim statement Q3 2025\n\n"
        "Vantor Group revenue for the first nine months of 2025 was EUR 300.0 million.\n",
        "b.md": "# Vantor Group half-year report 2025\n\n"
        "Revenue in the Industrial segment was EUR 120.0 million in H1 2025.\n",
    }
    answer = _answer(tmp_path, files, "What was Vantor Group's revenue in Q3 2025?")
    assert "180" not in answer


def test_inventories_are_a_balance(tmp_path: Path) -> None:
    files = {
        "a.md": "# Kolber GmbH report\n\nInventories were EUR 40.0 million in H1 2025. "
        "Inventories were EUR 38.0 million in Q1 2025.\n"
    }
    answer = _answer(tmp_path, files, "What were Kolber's inventories in Q2 2025?")
    assert "EUR 2 million" not in answer


KPIS = json.dumps(
    {
        "company": "Albaris Hotels SA",
        "currency": "EUR",
        "year": 2025,
        "kpis": [
            {"period": "H1", "revenue_eur_m": 210.0, "hotels_in_operation": 118,
             "revpar_eur": 96.0, "leverage_x": 3.1},
            {"period": "9M", "revenue_eur_m": 340.0, "hotels_in_operation": 124,
             "revpar_eur": 104.0, "leverage_x": 3.4},
        ],
    },
    indent=2,
)  # fmt: skip


@pytest.mark.parametrize(
    ("question", "derived"),
    [
        ("How many hotels did Albaris have in operation in Q3 2025?", "6 in Q3"),
        ("What was Albaris's RevPAR in Q3 2025?", "8 in Q3"),
        ("What was Albaris's leverage in Q3 2025?", "0.3 in Q3"),
    ],
)
def test_stocks_rates_and_ratios_are_not_derived(
    tmp_path: Path, question: str, derived: str
) -> None:
    answer = _answer(tmp_path, {"albaris-kpis.json": KPIS}, question)
    assert derived not in answer
    assert "calculated" not in answer


def test_german_january_to_september_is_nine_months(tmp_path: Path) -> None:
    files = {
        "a.md": "# Brettwerk AG Quartalsmitteilung Q3 2025\n\n"
        "Der Umsatz stieg von Januar bis September 2025 auf EUR 310,0 Mio.\n",
        "b.md": "# Brettwerk AG Halbjahresbericht 2025\n\n"
        "Der Umsatz betrug im ersten Halbjahr 2025 EUR 200,0 Mio.\n",
    }
    second_half = _answer(tmp_path, files, "What was Brettwerk's revenue in H2 2025?")
    assert "110" not in second_half
    third = _answer(tmp_path, files, "What was Brettwerk's revenue in the third quarter of 2025?")
    assert "110" in third  # nine months less the first half: this is the third quarter


def test_an_auditor_named_in_a_caption_does_not_own_the_table(tmp_path: Path) -> None:
    files = {
        "b.md": "# Brettwerk AG Annual Report 2025\n\nKey figures, audited by Ernst & Young AG\n\n"
        "| EUR million | 2025 | 2024 |\n|---|---|---|\n| Revenue | 412.5 | 398.0 |\n"
        "| EBIT | 31.2 | 28.4 |\n"
    }
    answer = _answer(tmp_path, files, "What was Brettwerk's revenue in 2025?")
    assert "EUR 412.5 million in 2025" in answer


@pytest.mark.parametrize(
    ("sentence", "question", "stated"),
    [
        (
            "Norvale gained 42,000 new subscribers in 2025.",
            "How many new subscribers did Norvale Foods gain in 2025?",
            "42,000",
        ),
        (
            "Norvale lost $12.0 million in 2025 as input costs soared.",
            "How much did Norvale Foods lose in 2025?",
            "$12.0 million",
        ),
    ],
)
def test_a_change_answers_a_question_about_the_change(
    tmp_path: Path, sentence: str, question: str, stated: str
) -> None:
    files = {"n.md": f"# Norvale Foods Inc. Annual Report 2025\n\n{sentence}\n"}
    assert stated in _answer(tmp_path, files, question)


@pytest.mark.parametrize(
    ("sentence", "question"),
    [
        (
            "Norvale paid dividends of $8.0 million to its shareholders in 2025.",
            "How much did Norvale Foods receive in dividends in 2025?",
        ),
        (
            "Norvale's cash and cash equivalents were $50.0 million at December 31, 2025.",
            "How much cash did Norvale Foods generate in 2025?",
        ),
    ],
)
def test_a_verb_that_says_which_way_money_went_is_kept(
    tmp_path: Path, sentence: str, question: str
) -> None:
    files = {"n.md": f"# Norvale Foods Inc. Annual Report 2025\n\n{sentence}\n"}
    assert NOT_FOUND in _answer(tmp_path, files, question)


def test_a_share_is_not_taken_from_another_tables_row(tmp_path: Path) -> None:
    doc = (
        "# Swissmint Holding AG Annual Report 2025\n\n## Income statement\n\n"
        "| CHF million | 2025 | 2024 |\n|---|---|---|\n| Revenue | 120.0 | 110.0 |\n"
        "| Operating result | 14.0 | 12.0 |\n\n## Capital expenditure by business\n\n"
        "| CHF million | 2025 | 2024 |\n|---|---|---|\n| Circulation coins | 6.0 | 5.0 |\n"
        "| Collector coins | 3.0 | 2.5 |\n| Total capital expenditure | 9.0 | 7.5 |\n"
    )
    answer = _answer(
        tmp_path,
        {"s.md": doc},
        "What share of Swissmint's revenue came from circulation coins in 2025?",
    )
    assert "5% of revenue" not in answer


def test_what_a_count_counts_stays_before_a_price(tmp_path: Path) -> None:
    files = {
        "n.md": "# Norvale Foods Inc. Annual Report 2025\n\nIn 2025, Norvale bought 12,000 "
        "tonnes of cocoa beans at an average price of $3,100.\n"
    }
    answer = _answer(
        tmp_path, files, "How many tonnes of cocoa beans did Norvale Foods buy in 2025?"
    )
    assert answer.startswith("The documents give 12,000 tonnes in 2025")


JOINED = {
    "n.md": "# Norvale Foods Inc. Annual Report 2025\n\nNorvale's revenue was $48.0 million "
    "and its order backlog reached $120.0 million at the end of March 2026.\n"
}


def test_a_balance_dates_only_itself(tmp_path: Path) -> None:
    assert "$48.0 million in 2025" in _answer(
        tmp_path, JOINED, "What was Norvale Foods' revenue in 2025?"
    )
    assert "$48.0 million in 2026" not in _answer(
        tmp_path, JOINED, "What was Norvale Foods' revenue in 2026?"
    )


def test_an_expectation_dates_only_itself(tmp_path: Path) -> None:
    files = {
        "n.md": "# Norvale Foods Inc. Annual Report 2025\n\nRevenue came to $48.0 million and is "
        "expected to reach $55.0 million in 2026.\n"
    }
    answer = _answer(tmp_path, files, "What revenue does Norvale Foods expect for 2026?")
    assert "$48.0 million in 2026" not in answer


def test_an_adjusted_row_is_not_the_reported_figure(tmp_path: Path) -> None:
    doc = (
        "# Harlow Instruments Inc. reports fiscal 2025 results\n\n"
        "Harlow Instruments reported net income of $1 million for fiscal 2025.\n\n"
        "Reconciliation of non-GAAP measures (in thousands of U.S. dollars)\n\n"
        "| (in thousands of U.S. dollars) | 2025 | 2024 |\n|---|---|---|\n"
        "| Adjusted net income | 1,480 | 1,210 |\n| Adjusted EBITDA | 3,950 | 3,400 |\n"
    )
    answer = _answer(
        tmp_path, {"h.md": doc}, "What was Harlow Instruments' net income in fiscal 2025?"
    )
    assert "Net income was $1 million in 2025" in answer
    assert "1,480" not in answer


YTD_TABLE = {
    "o.md": "# Ostara Oyj interim report January\u2013September 2025\n\n"
    "Revenue, cumulative (EUR million)\n\n"
    "| Revenue, year to date (EUR million) | Q1 2025 | Q2 2025 | Q3 2025 |\n"
    "|---|---|---|---|\n| Revenue | 50.0 | 105.0 | 160.0 |\n"
}


@pytest.mark.parametrize(
    ("question", "right", "wrong"),
    [
        ("What was Ostara's revenue in H1 2025?", "105.0", "155"),
        ("What was Ostara's revenue in the first nine months of 2025?", "160.0", "315"),
        ("What was Ostara's revenue in Q3 2025?", "55", "160.0 million in Q3"),
    ],
)
def test_a_year_to_date_tables_quarters_run_from_the_start_of_the_year(
    tmp_path: Path, question: str, right: str, wrong: str
) -> None:
    answer = _answer(tmp_path, YTD_TABLE, question)
    assert right in answer
    assert wrong not in answer


def test_two_companies_parts_make_no_year(tmp_path: Path) -> None:
    files = {
        "a.md": "# Corvane Inc. Q3 2025 results\n\n"
        "Corvane Inc. reported revenue of $90.0 million for the first nine months of 2025.\n",
        "b.md": "# Pellix Corp. half-year report 2025\n\n"
        "Pellix Corp. reported revenue of $40.0 million in H1 2025.\n",
    }
    assert "$50 million" not in _answer(tmp_path, files, "What was revenue in Q3 2025?")


QUARTERLY = {
    "o.json": json.dumps(
        {
            "company": "Ostara Oyj",
            "report_type": "year-to-date trading update",
            "year": 2025,
            "quarterly_revenue_eur_m": [
                {"period": "Q1", "value": 50.0},
                {"period": "Q2", "value": 55.0},
                {"period": "Q3", "value": 58.0},
            ],
        },
        indent=2,
    )
}


def test_a_report_title_does_not_make_a_quarterly_series_cumulative(tmp_path: Path) -> None:
    assert "55.0 million in H1" not in _answer(
        tmp_path, QUARTERLY, "What was Ostara's revenue in H1 2025?"
    )
    assert "EUR 55.0 million in Q2 2025" in _answer(
        tmp_path, QUARTERLY, "What was Ostara's revenue in Q2 2025?"
    )


def test_dollars_of_no_stated_country_are_not_us_dollars(tmp_path: Path) -> None:
    files = {
        "k.md": "# Laurentide Forest Products Ltd. (Québec, Canada) annual report 2025\n\n"
        "All amounts are in Canadian dollars.\n\n"
        "| (in thousands of dollars) | 2025 | 2024 |\n|---|---|---|\n"
        "| Revenue | 812,400 | 765,100 |\n",
        "p.md": "# Pedalworks Inc. annual report 2025\n\n"
        "Pedalworks Inc. reported revenue of US$790.0 million in 2025.\n",
    }
    answer = _answer(tmp_path, files, "Which had higher revenue in 2025, Laurentide or Pedalworks?")
    assert "higher by" not in answer


KAVERI = {
    "a.md": "# Kaveri Textiles Ltd. annual report 2024-25\n\nKaveri Textiles' revenue for fiscal "
    "2025 (the year ended 31 March 2025) was EUR 410.0 million.\n",
    "b.md": "# Kaveri Textiles Ltd. results for the nine months ended 31 December 2025\n\n"
    "Kaveri Textiles' revenue for the nine months ended 31 December 2025 was EUR 330.0 "
    "million.\n",
}


def test_parts_of_two_fiscal_years_make_no_quarter(tmp_path: Path) -> None:
    assert "EUR 80 million" not in _answer(
        tmp_path, KAVERI, "What was Kaveri Textiles' revenue in Q4 2025?"
    )
    nine = _answer(
        tmp_path, KAVERI, "What was Kaveri Textiles' revenue in the first nine months of 2025?"
    )
    assert "330.0" not in nine  # April to December 2025: the first nine months of fiscal 2026


@pytest.mark.parametrize(
    ("question", "adds_up"),
    [
        ("How many tonnes did Oponex ship in the third quarter of 2025?", True),
        ("How many tyres were retreaded in the third quarter of 2025?", True),
        ("How many service centres did Oponex have in the third quarter of 2025?", False),
        ("How many mills did Oponex operate in the third quarter of 2025?", False),
        ("What was Oponex's opening balance in the third quarter of 2025?", False),
        ("What was Oponex's revenue in the third quarter of 2025?", True),
    ],
)
def test_what_adds_up_over_a_period(question: str, adds_up: bool) -> None:
    goal = parse_goal(question)
    side = Side(frozenset(goal.concepts), goal.years[0])
    assert _adds_up(goal, side) is adds_up
