"""Cases a second red-team review of this round found in the first review's fixes (each a
confidently wrong answer, or a lost right one, before its fix): quarterly tables read as year
to date because a heading or caption mentions it; balances, capacities and ratios still
derived as parts of a year; a place or a named unit of a company taken for all of it, and two
companies' parts in one document; month names read from their first letters ("juillet" as
June, "output" as "outubro"); nine months ended in November moved to the next year; "of" in
other languages read as "by"; "added" customers not answering how many were won."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from test_planner_runs import ask
from test_planner_runs import completed_answer as _answer

NOT_FOUND = "do not state"


def _quarterly(caption: str) -> dict[str, str]:
    return {
        "r.md": "# Kolber AG Q3 2025 interim report\n\n" + caption + "\n\n"
        "| EUR million | Q1 2025 | Q2 2025 | Q3 2025 |\n|---|---|---|---|\n"
        "| Revenue | 50.0 | 55.0 | 58.0 |\n"
    }


@pytest.mark.parametrize(
    ("caption", "question", "right"),
    [
        (
            "## Quarterly revenue and year-to-date development",
            "What was Kolber's revenue in Q2 2025?",
            "EUR 55.0 million in Q2 2025",
        ),
        (
            "## Quarterly revenue and year-to-date development",
            "What was Kolber's revenue in the first half of 2025?",
            "EUR 105 million",
        ),
        (
            "Revenue by quarter (unaudited; cumulative figures are shown in note 5)",
            "What was Kolber's revenue in Q3 2025?",
            "EUR 58.0 million in Q3 2025",
        ),
        ("## Q3 and YTD 2025 highlights", "What was Kolber's revenue in Q2 2025?", "55.0"),
    ],
)
def test_a_quarterly_table_stays_quarterly(
    tmp_path: Path, caption: str, question: str, right: str
) -> None:
    assert right in _answer(tmp_path, _quarterly(caption), question)


def test_a_table_that_says_it_is_not_cumulative(tmp_path: Path) -> None:
    files = {
        "r.md": "# Kolber AG 2025 annual report\n\n## Quarterly figures (not cumulative)\n\n"
        "| EUR million | Q1 2025 | Q2 2025 | Q3 2025 | Q4 2025 |\n|---|---|---|---|---|\n"
        "| Revenue | 50.0 | 55.0 | 58.0 | 61.0 |\n"
    }
    assert "EUR 224 million" in _answer(tmp_path, files, "What was Kolber's revenue in 2025?")


QUARTER_AND_YTD = {
    "r.md": "# Kolber AG Q3 2025 interim report\n\nRevenue, third quarter and year to date\n\n"
    "| EUR million | Q3 2025 | Q3 2024 | 9M 2025 | 9M 2024 |\n|---|---|---|---|---|\n"
    "| Revenue | 58.0 | 52.0 | 163.0 | 150.0 |\n"
}


@pytest.mark.parametrize(
    ("question", "right"),
    [
        ("What was Kolber's revenue in the first nine months of 2025?", "EUR 163.0 million"),
        ("What was Kolber's revenue in Q3 2025?", "EUR 58.0 million in Q3 2025"),
    ],
)
def test_a_quarter_beside_its_year_to_date(tmp_path: Path, question: str, right: str) -> None:
    assert right in _answer(tmp_path, QUARTER_AND_YTD, question)


KPIS = json.dumps(
    {
        "company": "Windra SA",
        "currency": "EUR",
        "year": 2025,
        "kpis": [
            {"period": "H1", "revenue_eur_m": 210.0, "installed_capacity_mw": 1200,
             "order_backlog_eur_m": 400.0, "deferred_revenue_eur_m": 40.0,
             "investment_property_eur_m": 500.0},
            {"period": "9M", "revenue_eur_m": 340.0, "installed_capacity_mw": 1260,
             "order_backlog_eur_m": 420.0, "deferred_revenue_eur_m": 43.0,
             "investment_property_eur_m": 520.0},
        ],
    },
    indent=2,
)  # fmt: skip
KPIS_GBP = json.dumps(
    {
        "company": "Kolber plc",
        "currency": "GBP",
        "year": 2025,
        "kpis": [
            {"period": "H1", "shares_in_issue_m": 46.0, "net_debt_to_ebitda_x": 3.1,
             "revenue_backlog_gbp_m": 400.0, "accrued_expenses_gbp_m": 31.0},
            {"period": "9M", "shares_in_issue_m": 46.5, "net_debt_to_ebitda_x": 3.4,
             "revenue_backlog_gbp_m": 430.0, "accrued_expenses_gbp_m": 35.0},
        ],
    },
    indent=2,
)  # fmt: skip
CRUISES = json.dumps(
    {
        "company": "Kolber Cruises",
        "year": 2025,
        "kpis": [
            {"period": "H1", "sales_outlets": 440, "passenger_capacity": 21000},
            {"period": "9M", "sales_outlets": 460, "passenger_capacity": 23500},
        ],
    },
    indent=2,
)
CUSTOMERS = json.dumps(
    {
        "company": "Norvale Energy",
        "year": 2025,
        "kpis": [{"period": "H1", "customers": 1200000}, {"period": "9M", "customers": 1260000}],
    },
    indent=2,
)


@pytest.mark.parametrize(
    ("files", "question"),
    [
        ({"w.json": KPIS}, "What was Windra's installed capacity in Q3 2025?"),
        ({"w.json": KPIS}, "What was Windra's order backlog in Q3 2025?"),
        ({"w.json": KPIS}, "What was Windra's deferred revenue in Q3 2025?"),
        ({"w.json": KPIS}, "What was the value of Windra's investment property in Q3 2025?"),
        ({"k.json": KPIS_GBP}, "How many shares did Kolber have in issue in Q3 2025?"),
        ({"k.json": KPIS_GBP}, "What was Kolber's net debt to EBITDA in Q3 2025?"),
        ({"k.json": KPIS_GBP}, "What was Kolber's revenue backlog in Q3 2025?"),
        ({"k.json": KPIS_GBP}, "What were Kolber's accrued expenses in Q3 2025?"),
        ({"n.json": CUSTOMERS}, "How many customers did Norvale Energy serve in Q3 2025?"),
        ({"c.json": CRUISES}, "How many sales outlets did Kolber Cruises have in Q3 2025?"),
        ({"c.json": CRUISES}, "What was Kolber Cruises' passenger capacity in Q3 2025?"),
        (
            {
                "a.md": "# Windra SA report\n\nInstalled capacity was 1,260 MW in the first "
                "nine months of 2025. Installed capacity was 1,200 MW in H1 2025.\n"
            },
            "What was Windra's installed capacity in Q3 2025?",
        ),
        (
            {
                "a.md": "# Norvale Inc. report\n\nDeferred revenue was $40.0 million in H1 2025. "
                "Deferred revenue was $38.0 million in Q1 2025.\n"
            },
            "What was Norvale's deferred revenue in Q2 2025?",
        ),
    ],
)
def test_a_stock_ratio_or_balance_is_not_derived(
    tmp_path: Path, files: dict[str, str], question: str
) -> None:
    assert "calculated" not in _answer(tmp_path, files, question)


NINE_MONTHS = (
    "# Vantor Group interim statement Q3 2025\n\n"
    "Vantor Group revenue for the first nine months of 2025 was EUR 300.0 million.\n"
)


@pytest.mark.parametrize(
    "segment",
    [
        "In Germany, revenue was EUR 120.0 million in H1 2025.",
        "The Industrial Solutions unit generated revenue of EUR 120.0 million in H1 2025.",
    ],
)
def test_a_place_or_unit_of_the_group_is_not_the_group(tmp_path: Path, segment: str) -> None:
    files = {"a.md": NINE_MONTHS, "b.md": f"# Vantor Group half-year report 2025\n\n{segment}\n"}
    answer = _answer(tmp_path, files, "What was Vantor Group's revenue in Q3 2025?")
    assert "180" not in answer


def test_two_companies_in_one_document_make_no_quarter(tmp_path: Path) -> None:
    files = {
        "m.md": "# Packaging market review Q3 2025\n\nCorvane's revenue for the first nine "
        "months of 2025 was $90.0 million. Pellix's revenue in H1 2025 was $40.0 million.\n"
    }
    assert "$50 million" not in _answer(tmp_path, files, "What was revenue in Q3 2025?")


def test_juillet_is_july(tmp_path: Path) -> None:
    files = {
        "a.md": "# Brévanne SA - chiffre d'affaires juillet 2025\n\nDe janvier à juillet 2025, "
        "le chiffre d'affaires de Brévanne s'est élevé à 310,0 millions d'euros.\n"
    }
    answer = _answer(tmp_path, files, "What was Brévanne's revenue in the first half of 2025?")
    assert "310.0" not in answer


OUTPUT = {
    "a.md": "# Kolber Steel annual report 2025\n\nCrude steel output through December 2025 "
    "reached 48,000 tonnes, in line with the plan.\n"
}


def test_output_is_no_month(tmp_path: Path) -> None:
    quarter = "How many tonnes of crude steel did Kolber produce in Q4 2025?"
    assert "48,000" not in _answer(tmp_path, OUTPUT, quarter)
    year = "How many tonnes of crude steel did Kolber produce in 2025?"
    assert "48,000 tonnes in 2025" in _answer(tmp_path, OUTPUT, year)


RETAIL = {
    "a.md": "# Halden Stores Inc. third quarter fiscal 2025 results\n\nNet sales for the nine "
    "months ended November 1, 2025 were $30.2 billion, compared with $28.9 billion for the "
    "nine months ended November 2, 2024.\n"
}


def test_nine_months_ended_november_stay_in_their_year(tmp_path: Path) -> None:
    question = "What were Halden Stores' net sales in the first nine months of 2025?"
    answer = _answer(tmp_path, RETAIL, question)
    assert "$30.2 billion in the first nine months of 2025" in answer
    assert "28.9" not in answer.split(" The source says")[0]


@pytest.mark.parametrize(
    "corner",
    [
        "Kennzahlen von Sprachwerk Bern AG",
        "Principais indicadores da Sprachwerk Bern AG",
        "Nyckeltal av Sprachwerk Bern AG",
    ],
)
def test_of_in_other_languages_names_the_tables_company(tmp_path: Path, corner: str) -> None:
    files = {
        "rapport-annuel-2024.md": "# Lexis Traductions SA rapport annuel 2024\n\nLe chiffre "
        "d'affaires a progressé de 8,3 % pour atteindre CHF 18'742 milliers.\n",
        "communique-acquisition.md": "# Lexis Traductions SA acquiert Sprachwerk Bern AG\n\n"
        "Lexis Traductions SA annonce l'acquisition de Sprachwerk Bern AG.\n\n"
        f"| {corner} | 2024 |\n|---|---|\n"
        "| Chiffre d'affaires | CHF 3,1 millions |\n| Collaborateurs | 22 |\n",
    }
    answer = _answer(tmp_path, files, "What turnover did Lexis Traductions report for 2024?")
    assert answer.startswith("Turnover was CHF 18,742 thousand in 2024")


def test_customers_added_answer_how_many_were_won(tmp_path: Path) -> None:
    files = {
        "a.md": "# Norvale Inc. Annual Report 2025\n\nIn 2025 Norvale added 42,000 new "
        "customers, mostly in Spain.\n"
    }
    answer = _answer(tmp_path, files, "How many new customers did Norvale win in 2025?")
    assert "42,000 new customers in 2025" in answer


def test_a_namesake_with_an_accented_name(tmp_path: Path) -> None:
    files = {
        "annual.md": "# Plumier Écritures SA annual report 2024\n\nPlumier Écritures SA, the Swiss "
        "pen maker, reported net sales of CHF 38.64 million in 2024.\n",
        "lyon.md": "# Plumier SAS résultats 2024\n\nPlumier SAS, qui n'a aucun lien avec le "
        "fabricant suisse, a réalisé un chiffre d'affaires de 212,4 millions d'euros en 2024.\n",
    }
    result = ask(tmp_path, files, "What were Plumier's 2024 sales?")
    assert result.status == "waiting_for_user"
    pending = result.state.pending
    assert pending is not None
    assert "Plumier Écritures SA" in pending.question


def test_what_was_produced_does_not_add_up_to_what_was_sold(tmp_path: Path) -> None:
    files = {
        "production.json": json.dumps(
            {
                "company": "Siodlex",
                "year": 2024,
                "saddles_produced": [
                    {"period": "Q1", "saddles": 352000},
                    {"period": "Q2", "saddles": 401000},
                    {"period": "Q3", "saddles": 368000},
                    {"period": "Q4", "saddles": 319000},
                ],
            },
            indent=2,
        )
    }
    answer = _answer(tmp_path, files, "How many saddles did Siodlex sell in 2024?")
    assert "1,440,000" not in answer
    produced = _answer(tmp_path, files, "How many saddles did Siodlex produce in 2024?")
    assert "1,440,000" in produced
