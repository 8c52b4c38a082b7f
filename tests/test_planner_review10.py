"""Defects a red-team review found in the tenth round's planner, each now a test.

Footnote numbers taken for last year's figures, "18.450 TCHF" read as 18.45 thousand, profits
turned into losses by a "negative" effect, English words and other languages' everyday words
taken for metrics, a customer named in a report's first chunk given the report's tables,
a rounded figure hiding a disagreement, ordinary words taken for restatements, "for at
least" taken for a reason and "after losing" refused as one, who questions answered by
sentences that name nobody, and a rounded part taken for the whole.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from test_planner_runs import ask


def _doc(name: str, title: str, body: str) -> dict[str, str]:
    return {name: f"---\ntitle: {title}\n---\n{body}\n"}


def _hubs(body: str) -> dict[str, str]:
    return {"update.md": "# Acme network update 2024\n\n## Hubs\n\n" + body + "\n"}


FILLER = "\n\n".join(
    f"Operations note {i}. Our bakeries ran at full capacity and staff training continued "
    "across the regions, as planned in the multi-year programme."
    for i in range(9)
)
ACME = "Acme Robotics Annual Report 2024"
BETAFOOD = (
    "Our largest customer, Alphamart, accounted for 18% of our sales in 2024.\n\n"
    f"{FILLER}\n\n## Betafood Group key figures\n\n| EUR million | 2024 | 2023 |\n"
    "|---|---|---|\n| Revenue | 512 | 480 |\n| EBIT | 41 | 37 |\n"
)

CASES: dict[str, tuple[dict[str, str], str, str, str]] = {
    # name: (files, question, a phrase the answer must hold, one it must not)
    "footnote_not_last_year": (
        _doc("acme.md", ACME, "Acme Robotics' revenue was EUR 512 million (1).\n\n(1) Excl."),
        "What was Acme Robotics' revenue in 2023?",
        "do not state",
        "EUR 1 million",
    ),
    "note_number_not_last_year": (
        _doc("acme.md", ACME, "Acme Robotics recorded goodwill impairment of EUR 42 million (12)."),
        "What was Acme Robotics' goodwill impairment in 2023?",
        "do not state",
        "12 million",
    ),
    "tchf_groups_thousands": (
        _doc(
            "sprach.md",
            "Sprachwerk Bern AG Geschäftsbericht 2024",
            "Der Umsatz der Sprachwerk Bern AG betrug 2024 18.450 TCHF. Sprachwerk Bern "
            "beschäftigte 2024 120 Mitarbeitende.",
        ),
        "What was Sprachwerk Bern's revenue per employee in 2024?",
        "153,750",
        "153.75",
    ),
    "negative_effect_is_no_loss": (
        _doc(
            "lumiere.md",
            "Lumière SA Rapport annuel 2024",
            "Malgré un effet de change négatif le résultat net de Lumière a atteint 48 M€ en 2024.",
        ),
        "What was Lumière's net income in 2024?",
        "48 million EUR",
        "-48",
    ),
    "credit_lines_are_no_loans": (
        _doc(
            "bank.md",
            "Kestrel Bank Annual Report 2024",
            "Kestrel Bank had undrawn credit facilities of EUR 900 million at the end of 2024.",
        ),
        "What were Kestrel Bank's total loans at the end of 2024?",
        "do not state",
        "900",
    ),
    "personal_customers_are_no_employees": (
        _doc(
            "bank.md",
            "Fjord Sparebank Annual Report 2024",
            "Fjord Sparebank served 210,000 personal customers in 2024.",
        ),
        "How many employees did Fjord Sparebank have in 2024?",
        "do not state",
        "210,000",
    ),
    "french_dans_is_not_denmark": (
        _doc(
            "lumiere.md",
            "Lumière SA Rapport annuel 2024",
            "Lumière comptait 2,1 millions de clients dans 14 pays à la fin de 2024.",
        ),
        "How many Danish customers did Lumière have at the end of 2024?",
        "do not state",
        "2.1",
    ),
    "indonesian_tapi_is_no_loss": (
        _doc(
            "tokoku.md",
            "PT Tokoku Laporan Tahunan 2024",
            "Pendapatan PT Tokoku naik, tapi biaya operasional mencapai Rp 1,2 triliun pada 2024.",
        ),
        "What was PT Tokoku's profit in 2024?",
        "do not state",
        "1.2",
    ),
    "a_customer_gets_no_table_of_the_report": (
        _doc("annual-report-2024.md", "Annual Report 2024", BETAFOOD),
        "What was Alphamart's revenue in 2024?",
        "do not state",
        "512",
    ),
    "a_customers_own_report_answers": (
        {
            **_doc("annual-report-2024.md", "Annual Report 2024", BETAFOOD),
            **_doc(
                "alphamart.md",
                "Alphamart Annual Report 2024",
                "Alphamart's revenue was EUR 2,310 million in 2024.",
            ),
        },
        "What was Alphamart's revenue in 2024?",
        "EUR 2,310 million",
        "disagree",
    ),
    "a_price_correction_is_no_restatement": (
        {
            **_doc(
                "steel-2023.md",
                "Stahlwerk Nord Annual Report 2023",
                "Stahlwerk Nord's average selling price was EUR 2,150 per tonne in 2023.",
            ),
            **_doc(
                "steel-2024.md",
                "Stahlwerk Nord Annual Report 2024",
                "After the steel price correction, Stahlwerk Nord's average selling price fell "
                "from EUR 2,150 to EUR 1,980 per tonne in 2024.",
            ),
        },
        "What was Stahlwerk Nord's average selling price in 2023?",
        "EUR 2,150",
        "do not state",
    ),
    "a_headcount_correction_withdraws_no_revenue": (
        _doc(
            "acme.md",
            ACME,
            "The income statement showed revenue as EUR 512 million for 2024.\n\n"
            f"{FILLER}\n\nThe headcount of 3,100 stated in the Q3 report has been corrected to "
            "3,150.",
        ),
        "What was Acme Robotics' revenue in 2024?",
        "EUR 512 million",
        "do not state",
    ),
    "for_at_least_is_no_reason": (
        _hubs(
            "In September 2024 Acme closed its Rotterdam hub. The site had been open for at "
            "least 20 years."
        ),
        "Why did Acme close its Rotterdam hub?",
        "gives the reason",
        "20 years",
    ),
    "after_losing_a_customer_is_a_reason": (
        _hubs("In September 2024 Acme closed its Rotterdam hub after losing its largest customer."),
        "Why did Acme close its Rotterdam hub?",
        "after losing its largest customer",
        "do not state",
    ),
    "audited_by_names_who": (
        _hubs("Acme's 2024 accounts were audited by KPMG. The site had 40 staff."),
        "Who audited Acme's 2024 accounts?",
        "audited by KPMG",
        "do not state",
    ),
    "the_buyer_was_names_who": (
        _hubs("In September 2024 Acme sold its Rotterdam hub. The buyer was Prologis."),
        "Who bought Acme's Rotterdam hub?",
        "The buyer was Prologis",
        "do not state",
    ),
    "a_joint_canteen_names_nobody": (
        _doc(
            "acme.md",
            ACME,
            "Acme Robotics' regional hub in Penang will be built by Gamuda Berhad.\n\n"
            "Acme Robotics' regional hub in Penang will have a joint canteen with Intel.",
        ),
        "Who will build Acme Robotics' regional hub in Penang?",
        "Gamuda Berhad",
        "canteen",
    ),
    "commissioned_turbines_are_counted": (
        _doc(
            "nordvind.md",
            "Nordvind Energi Annual Report 2024",
            "Nordvind commissioned 14 wind turbines in 2024. Fee income from grid services was "
            "EUR 3.1 million in 2024.",
        ),
        "How many wind turbines did Nordvind commission in 2024?",
        "14 wind turbines",
        "do not state",
    ),
    "a_rounded_part_is_not_the_whole": (
        _doc(
            "acme.md",
            ACME,
            "Acme Robotics' revenue was EUR 1,234 million in 2024. Sales in Europe were EUR 1.2 "
            "billion in 2024.",
        ),
        "What share of Acme Robotics' revenue came from Europe in 2024?",
        "97.2%",
        "the whole itself",
    ),
    "a_banks_common_noun_is_no_name": (
        _doc(
            "nordea.md",
            "Nordea Annual Report 2024",
            "Nordea's net interest income was EUR 7.4 billion in 2024.",
        ),
        "What was Nordea bank's net interest income in 2024?",
        "EUR 7.4 billion",
        "do not state",
    ),
    "swiss_francs_name_no_swiss_customers": (
        _doc(
            "alpmode.md",
            "Alpmode Annual Report 2024",
            "Alpmode's customers (310,000 in 2024) paid in Swiss francs or euros.",
        ),
        "How many Swiss customers did Alpmode have in 2024?",
        "do not state",
        "Swiss customers were",
    ),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_review_defect_is_fixed(tmp_path: Path, case: str) -> None:
    files, question, wanted, unwanted = CASES[case]
    result = ask(tmp_path, files, question)
    answer = result.answer or (result.state.pending.question if result.state.pending else "")
    assert wanted in answer
    assert unwanted not in answer


def test_a_rounded_figure_does_not_silence_a_disagreement(tmp_path: Path) -> None:
    files = {
        **_doc(
            "nordkraft.md",
            "Nordkraft Annual Report 2024",
            "Nordkraft's revenue was EUR 512 million in 2024.",
        ),
        **_doc(
            "news.md",
            "Energy news, February 2025",
            "Nordkraft's revenue was EUR 0.5 billion in 2024.\n\nIn detail, Nordkraft's revenue "
            "was EUR 548 million in 2024.",
        ),
    }
    result = ask(tmp_path, files, "What was Nordkraft's revenue in 2024?")
    assert result.status == "waiting_for_user"
    assert result.state.pending is not None
    assert "EUR 548 million" in result.state.pending.question


def test_an_answer_in_another_currency_says_it_is_not_converted(tmp_path: Path) -> None:
    files = _doc(
        "nestle.md", "Nestlé Annual Report 2024", "Nestlé's sales were CHF 91.4 billion in 2024."
    )
    result = ask(tmp_path, files, "What were Nestlé's sales for 2024 in US dollars?")
    assert "CHF 91.4 billion" in (result.answer or "")
    assert "not in USD; I do not convert" in (result.answer or "")


@pytest.mark.parametrize(
    ("body", "question", "unwanted"),
    [
        (  # the same figure in another currency, not last year's
            "Acme Robotics' revenue was EUR 512 million (USD 554 million).",
            "What was Acme Robotics' revenue in 2023?",
            "554",
        ),
        (  # an amount per student is no total
            "Lakeside Business School had 1,200 students in 2024. Revenue per student was CHF "
            "20,000.",
            "What was Lakeside Business School's revenue in 2024?",
            "Revenue was CHF 20,000",
        ),
    ],
)
def test_wrong_answers_the_review_found_before_this_round(
    tmp_path: Path, body: str, question: str, unwanted: str
) -> None:
    result = ask(tmp_path, _doc("ar.md", "Annual Report 2024", body), question)
    assert result.status == "completed"
    assert unwanted not in (result.answer or "")
    assert "do not state" in (result.answer or "")
