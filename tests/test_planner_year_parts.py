"""A part of a year the documents give only through other parts: a third quarter is the
first nine months less the first half, a fourth quarter the year less nine months, a half
the sum of its quarters. Balances, rates and averages are never worked out that way, nor a
negative count; and the reading fixes that made the parts findable ("9M 2024" is a period,
"nine months" no count, a year that closes two joined figures, a cumulative series)."""

from __future__ import annotations

from pathlib import Path

import pytest

from keel.research.planner.figures import sentence_figures
from keel.research.planner.goal import parse_goal
from keel.research.planner.passages import Passage
from keel.research.planner.periods import years
from test_planner_runs import ask
from test_planner_runs import completed_answer as _answer

NINE_MONTHS = (
    "# Halvorsen Rope AS: results for the nine months to 30 September 2025\n\n"
    "Revenue for the nine months ended 30 September 2025 was EUR 24.9 million "
    "(9M 2024: EUR 23.1 million). In the first half of 2025 revenue was EUR 16.3 million.\n"
)


def test_third_quarter_is_nine_months_less_the_first_half(tmp_path: Path) -> None:
    answer = _answer(
        tmp_path,
        {"nine-months.md": NINE_MONTHS},
        "What revenue did Halvorsen Rope generate in the third quarter of 2025 alone?",
    )
    assert "EUR 8.6 million" in answer
    assert "EUR 24.9 million in the first nine months of 2025 [nine-months]" in answer
    assert "less EUR 16.3 million in H1 2025 [nine-months]" in answer
    assert "24.9 - 16.3 = 8.6" in answer


def test_fourth_quarter_from_two_documents(tmp_path: Path) -> None:
    files = {
        "annual.md": "# Pilewright Ltd annual report 2025\n\nRevenue for 2025 was USD 47.2 "
        "million.\n",
        "q3.md": "# Pilewright Ltd: third-quarter update 2025\n\nRevenue for the first nine "
        "months of 2025 was USD 34.8 million.\n",
    }
    answer = _answer(
        tmp_path, files, "What was Pilewright's revenue in the fourth quarter of 2025?"
    )
    assert "USD 12.4 million" in answer
    assert "[annual]" in answer
    assert "[q3]" in answer


def test_second_half_is_the_sum_of_its_quarters(tmp_path: Path) -> None:
    files = {
        "volumes.md": "# Kapselwerk GmbH quarterly volumes 2024\n\n"
        "| Capsules shipped (million) | Q1 2024 | Q2 2024 | Q3 2024 | Q4 2024 |\n"
        "|---|---|---|---|---|\n"
        "| Capsules shipped | 452 | 438 | 471 | 499 |\n"
    }
    answer = _answer(
        tmp_path, files, "How many capsules did Kapselwerk ship in the second half of 2024?"
    )
    assert "970" in answer
    assert "471 + 499" in answer


def test_a_balance_is_not_worked_out_from_other_dates(tmp_path: Path) -> None:
    files = {
        "staff.md": "# Norrvik AB report 2025\n\n"
        "Employees at the end of the first nine months of 2025 numbered 640 "
        "(9M 2024: 600). Employees in the first half of 2025 numbered 610.\n"
    }
    answer = _answer(
        tmp_path, files, "How many employees did Norrvik have in the third quarter of 2025?"
    )
    assert "calculated" not in answer
    assert "30" not in answer


def test_an_average_is_not_worked_out_from_other_parts(tmp_path: Path) -> None:
    files = {
        "users.md": "# Redgum Games results 2025\n\n"
        "Revenue in the first nine months of 2025 was AUD 30.0 million. Revenue in the "
        "first half of 2025 was AUD 20.0 million.\n"
    }
    answer = _answer(
        tmp_path,
        files,
        "What was Redgum Games' average monthly revenue in the third quarter of 2025?",
    )
    assert "calculated: 30 - 20" not in answer


def test_a_count_that_would_be_negative_is_refused(tmp_path: Path) -> None:
    files = {
        "tyres.md": "# Oponex S.A. volumes 2025\n\n"
        "Tyres retreaded in the first nine months of 2025: 20,100. "
        "Tyres retreaded in the first half of 2025: 22,150.\n"
    }
    answer = _answer(
        tmp_path, files, "How many tyres did Oponex retread in the third quarter of 2025?"
    )
    assert "-2,050" not in answer
    assert "larger than the whole" in answer


def test_a_cumulative_series_names_the_months_it_covers(tmp_path: Path) -> None:
    files = {
        "volumes.json": '{"company": "Oponex S.A.", "metric": "tyres retreaded, year to date",'
        ' "year": 2025, "cumulative": ['
        '{"period": "Q1", "tyres": 10420}, {"period": "Q2", "tyres": 22150},'
        '{"period": "Q3", "tyres": 33980}, {"period": "Q4", "tyres": 45010}]}'
    }
    third = _answer(
        tmp_path, files, "How many tyres did Oponex retread in the third quarter of 2025?"
    )
    assert "11,830" in third  # "Q3" of a year-to-date series is nine months: 33,980 - 22,150
    assert "33980 in the first nine months of 2025" in third


def test_a_period_field_gives_the_records_period(tmp_path: Path) -> None:
    files = {
        "volumes.json": '{"company": "Oponex S.A.", "year": 2025, "quarters": ['
        '{"period": "Q1", "tyres retreaded": 10420}, {"period": "Q2", "tyres retreaded": 11730},'
        '{"period": "Q3", "tyres retreaded": 11830}]}'
    }
    answer = _answer(
        tmp_path, files, "How many tyres did Oponex retread in the second quarter of 2025?"
    )
    assert "11730" in answer
    assert "calculated" not in answer


@pytest.mark.parametrize(
    ("sentence", "figures"),
    [
        (
            "Revenue rose (9M 2024: EUR 23.1 million).",
            [("EUR 23.1 million", 23.1e6, "2024 9M")],
        ),
        ("Revenue 2025 9M: EUR 24.9 million.", [("EUR 24.9 million", 24.9e6, "2025 9M")]),
        (
            "Revenue for the nine months ended 30 September 2025 was EUR 24.9 million.",
            [("EUR 24.9 million", 24.9e6, "2025 9M")],
        ),
        ("Visitors reached 9M.", [("9M", 9e6, "2025")]),  # no year beside it: nine million
    ],
)
def test_nine_months_is_no_figure(
    sentence: str, figures: list[tuple[str, float, str | None]]
) -> None:
    found = sentence_figures(Passage(sentence), "doc", "2025")
    assert [(f.amount.display, f.amount.value, f.period) for f in found] == figures


def test_nine_months_labels_the_figure(tmp_path: Path) -> None:
    files = {
        "r.md": "# Halvorsen Rope AS update 2025\n\nRevenue for the nine months ended 30 "
        "September 2025 was EUR 24.9 million.\n"
    }
    answer = _answer(
        tmp_path, files, "What was Halvorsen Rope's revenue in the first nine months of 2025?"
    )
    assert answer.startswith("Revenue was EUR 24.9 million in the first nine months of 2025")


def test_a_year_after_two_joined_figures_closes_both(tmp_path: Path) -> None:
    files = {
        "update.md": "# Smilecraft Dental: trading update and FY2026/27 outlook\n\n"
        "Harbour generated revenue of £9.5 million and EBITDA of £2.1 million in its last "
        "financial year to 31 December 2025.\n"
    }
    later = _answer(tmp_path, files, "What revenue did Harbour achieve in the year 2027?")
    assert "9.5" not in later
    answer = _answer(tmp_path, files, "What revenue did Harbour achieve in 2025?")
    assert "£9.5 million in 2025" in answer


def test_a_german_aim_is_no_actual(tmp_path: Path) -> None:
    files = {
        "pm.md": "# Kessler Saatzucht Pressemitteilung 2024/25\n\n"
        "Mittelfristig strebt Kessler Saatzucht einen Umsatz von 400 Mio. EUR im "
        "Geschäftsjahr 2027/28 an.\n"
    }
    answer = _answer(tmp_path, files, "What was Kessler Saatzucht's revenue in 2027/28?")
    assert "400" not in answer


def test_the_verb_of_a_money_question_is_not_required(tmp_path: Path) -> None:
    files = {"r.md": "# Cordoaria Atlântica annual report 2024\n\nRevenue was EUR 31.5 million.\n"}
    answer = _answer(tmp_path, files, "How much revenue did Cordoaria Atlântica generate in 2024?")
    assert "EUR 31.5 million in 2024" in answer


MINT = (
    "# Monnaie Jurassienne SA annual report 2024\n\n"
    "Income statement (in CHF thousands)\n\n"
    "```\n"
    "CHF thousands                          2024        2023\n"
    "Revenue                              86'412      81'905\n"
    "  Circulation coins                  31'250      30'118\n"
    "  Collector coins                    38'706      35'940\n"
    "  Medals and industrial blanks       16'456      15'847\n"
    "Cost of sales                       (62'389)    (59'628)\n"
    "```\n"
)


def test_a_share_from_a_row_under_its_total(tmp_path: Path) -> None:
    answer = _answer(
        tmp_path,
        {"annual-report-2024.md": MINT},
        "What share of Monnaie Jurassienne's fiscal 2024 revenue came from circulation coins?",
    )
    assert answer.startswith("Circulation coins were 36.2% of revenue")
    assert "31250000 / 86412000" in answer


def test_the_size_of_a_change_is_no_level(tmp_path: Path) -> None:
    files = {
        "10k.md": "# Lumora Software annual report 2025\n\nTotal revenue was $401.5 million in "
        "fiscal 2025. Research and development expenses increased $13.9 million, or 13%, "
        "in fiscal 2025.\n"
    }
    answer = _answer(
        tmp_path,
        files,
        "What percentage of its fiscal 2025 revenue did Lumora spend on research and development?",
    )
    assert "13.9" not in answer
    level = _answer(
        tmp_path, files, "What were Lumora's research and development expenses in fiscal 2025?"
    )
    assert "13.9" not in level


def test_a_part_of_the_year_after_the_figure(tmp_path: Path) -> None:
    files = {
        "release.md": "# Lumora Software fiscal 2025 results\n\nTotal revenue of $105.7 million "
        "in the fourth quarter, up 18% year over year; fiscal 2025 revenue of $401.5 million.\n"
    }
    year = _answer(tmp_path, files, "What was Lumora's total revenue in fiscal 2025?")
    assert "$401.5 million in 2025" in year
    assert "105.7" not in year
    quarter = _answer(tmp_path, files, "What was Lumora's revenue in the fourth quarter of 2025?")
    assert "$105.7 million in Q4 2025" in quarter


def test_a_bare_number_in_thousands_agrees_with_its_scaled_self(tmp_path: Path) -> None:
    files = {
        "summary.md": "# Storebælt Ferries annual summary 2024\n\nRevenue was DKK 1,284.6 million "
        "in 2024. The ferries made 9.42 million crossings in 2024.\n",
        "traffic.md": "# Storebælt Ferries traffic 2024\n\n| Crossings | 2024 |\n|---|---|\n"
        "| Crossings | 9420 |\n",
    }
    answer = _answer(tmp_path, files, "What was Storebælt Ferries' revenue per crossing in 2024?")
    assert "DKK 136.37 per crossing" in answer  # not 136,369: 9420 is in thousands
    assert "9.42 million" in answer


def test_two_figures_of_one_document_in_different_chunks_are_two(tmp_path: Path) -> None:
    filler = "".join(
        f"Paragraph {i} of the management report describes the toy market in detail, with "
        "its trends, its customers and its competitors, but gives no figures of note.\n\n"
        for i in range(40)
    )
    files = {
        "lagebericht-2024.md": "# Brettwerk Spielwaren GmbH Lagebericht 2024\n\n"
        "Revenue rose to EUR 212.4 million in 2024.\n\n"
        + filler
        + "On average over 2024 Brettwerk employed 1,146 employees.\n"
    }
    answer = _answer(tmp_path, files, "What was Brettwerk's revenue per employee in 2024?")
    assert "EUR 185,340.31 per employee" in answer


def test_per_average_employee_prefers_the_average(tmp_path: Path) -> None:
    files = {
        "lagebericht.md": "# Brettwerk Spielwaren GmbH Lagebericht 2024\n\nDie Umsatzerlöse "
        "stiegen im Geschäftsjahr 2024 auf 212,4 Mio. EUR. Im Jahresdurchschnitt beschäftigte "
        "Brettwerk 1.146 Mitarbeiterinnen und Mitarbeiter (Vorjahr: 1.098), davon 412 am Standort "
        "Cheb. Zum 31. Dezember 2024 waren es 1.171 Beschäftigte.\n"
    }
    answer = _answer(
        tmp_path,
        files,
        "What was Brettwerk's revenue per employee in 2024, based on the average number of "
        "employees?",
    )
    assert "1,146" in answer
    assert "1,171" not in answer


@pytest.mark.parametrize(
    ("question", "per"),
    [
        ("How much revenue did Kingpin generate per bowling lane in fiscal 2025?", ("bowl", "lan")),
        ("What was revenue per employee in 2024?", ("employees",)),
        ("What was revenue per square metre in 2024?", ("squar", "metr")),
        ("What was revenue per tonne sold in 2024?", ("tonn", "sell")),
        ("How much revenue did Hverabor earn per completed well in 2025?", ("complet",)),
    ],
)
def test_the_head_noun_of_a_denominator(question: str, per: tuple[str, ...]) -> None:
    goal = parse_goal(question)
    assert goal.per is not None
    assert goal.per[1] == per


QUARTER = (
    "<html><head><title>Northbore Pipeline Robotics reports third quarter 2025 results</title>"
    "</head><body><h1>Northbore Pipeline Robotics reports third quarter 2025 results</h1>"
    "<p>The company recorded a net loss of $0.3 million in the quarter, compared with net "
    "income of $1.2 million a year earlier.</p>"
    "<table><thead><tr><th rowspan='2'>(CAD thousands)</th><th colspan='2'>Three months ended "
    "September 30</th></tr><tr><th>2025</th><th>2024</th></tr></thead><tbody>"
    "<tr><td>Revenue</td><td>24,310</td><td>21,870</td></tr>"
    "<tr><td>Net income (loss)</td><td>(310)</td><td>1,240</td></tr>"
    "</tbody></table></body></html>"
)


def test_a_rounded_figure_gives_way_to_its_row(tmp_path: Path) -> None:
    answer = _answer(
        tmp_path,
        {"q3-2025-results.html": QUARTER},
        "What was Northbore Pipeline Robotics' net result in the third quarter of 2025?",
    )
    assert answer.startswith("Net result was -CAD 310 thousand in Q3 2025")


def test_a_caption_in_words_gives_the_currency_and_scale(tmp_path: Path) -> None:
    files = {
        "annual-summary.html": "<html><head><title>Bullseye Axe Lounges annual summary fiscal "
        "2025</title></head><body><table><caption>(in thousands of U.S. dollars)</caption>"
        "<thead><tr><th></th><th>2025</th><th>2024</th></tr></thead><tbody>"
        "<tr><td>Net loss</td><td>(412)</td><td>(2,870)</td></tr></tbody></table></body></html>"
    }
    answer = _answer(tmp_path, files, "What was Bullseye Axe Lounges' net result for 2025?")
    assert "-US$412 thousand in 2025" in answer


def test_a_divisor_is_not_one_record_of_a_breakdown(tmp_path: Path) -> None:
    files = {
        "annual.md": "# Tallgrass Railcar Leasing annual report fiscal 2025\n\n"
        "Lease revenue was $318.5 million in fiscal 2025. At June 30, 2025 we owned 13,100 "
        "railcars.\n",
        "fleet.json": '{"company": "Tallgrass Railcar Leasing Corp.", "dataset": "Owned fleet by '
        'car type", "records": ['
        '{"type": "Covered hopper", "as_of": "2025-06-30", "units owned": 6240},'
        '{"type": "Tank car", "as_of": "2025-06-30", "units owned": 3115},'
        '{"type": "Boxcar", "as_of": "2025-06-30", "units owned": 1480},'
        '{"type": "Gondola", "as_of": "2025-06-30", "units owned": 1905}]}',
    }
    answer = _answer(
        tmp_path,
        files,
        "What was Tallgrass's fiscal 2025 lease revenue per railcar owned, in dollars?",
    )
    assert "/ 1480" not in answer
    assert "/ 6240" not in answer


@pytest.mark.parametrize(
    ("sentence", "question", "answer"),
    [
        (
            "El resultado operacional fue de $3.870 millones; sin embargo, los gastos "
            "financieros netos de $2.960 millones y una pérdida por diferencia de cambio de "
            "$2.480 millones llevaron a una pérdida neta de $1.215 millones.",
            "What was Palta Austral's net result for 2025?",
            "-$1,215 million",
        ),
        (
            "Operating profit was $3.9 million, but net finance costs of $3.0 million and a "
            "currency loss of $2.5 million led to a net loss of $1.2 million.",
            "What was Palta Austral's net result for 2025?",
            "-$1.2 million",
        ),
    ],
)
def test_the_words_before_the_next_figure_are_its_label(
    tmp_path: Path, sentence: str, question: str, answer: str
) -> None:
    files = {"memoria.md": f"# Palta Austral S.A. memoria anual 2025\n\n{sentence}\n"}
    said = _answer(tmp_path, files, question)
    assert said.startswith(f"Net result was {answer} in 2025"), said


def test_a_table_of_another_company_is_that_companys(tmp_path: Path) -> None:
    files = {
        "rapport-annuel-2024.md": "# Lexis Traductions SA rapport annuel 2024\n\nLe chiffre "
        "d'affaires a progressé de 8,3 % pour atteindre CHF 18'742 milliers.\n",
        "communique-acquisition.md": "# Lexis Traductions SA acquiert Sprachwerk Bern AG\n\n"
        "Lexis Traductions SA annonce l'acquisition de Sprachwerk Bern AG.\n\n"
        "| Chiffres clés de Sprachwerk Bern AG | 2024 |\n|---|---|\n"
        "| Chiffre d'affaires | CHF 3,1 millions |\n| Collaborateurs | 22 |\n",
    }
    answer = _answer(tmp_path, files, "What turnover did Lexis Traductions report for 2024?")
    assert answer.startswith("Turnover was CHF 18,742 thousand in 2024 [rapport-annuel-2024]")
    assert "3.1" not in answer


def test_namesakes_with_italian_and_polish_legal_forms(tmp_path: Path) -> None:
    files = {
        "comunicato.md": "# Comunicato stampa\n\nBattiloro Ferrante S.p.A. ha firmato il "
        "contratto. I lavori sono affidati a Ferrante Costruzioni S.r.l., che non ha alcun "
        "legame con Battiloro Ferrante. Ferrante Costruzioni ha chiuso il 2024 con ricavi di "
        "27,4 milioni di euro. Battiloro Ferrante ha chiuso il 2024 con ricavi di 14,9 milioni "
        "di euro.\n"
    }
    result = ask(tmp_path, files, "What were Ferrante's revenues in 2024?")
    assert result.status == "waiting_for_user"
    pending = result.state.pending
    assert pending is not None
    assert "Ferrante Costruzioni S.r.l" in pending.question
    named = ask(tmp_path, files, "What were Ferrante Costruzioni S.r.l.'s revenues in 2024?")
    assert named.status == "completed", named.state.pending


def test_members_added_are_a_change_not_a_level(tmp_path: Path) -> None:
    files = {
        "annual.md": "# GoShare annual report FY2025\n\nRevenue was A$48.6 million in 2025. Over "
        "the year we added 36,000 members.\n"
    }
    ratio = _answer(tmp_path, files, "What was GoShare's revenue per member in 2025?")
    assert "/ 36000" not in ratio
    added = _answer(tmp_path, files, "How many members did GoShare add in 2025?")
    assert "36,000" in added


def test_a_french_trimestre_key_is_a_quarter(tmp_path: Path) -> None:
    found = sentence_figures(
        Passage("trimestres 2024 T2 Lexis Traductions SA chiffre affaires: 4702", structured=True),
        "kpi",
        None,
    )
    assert [(f.amount.value, f.period) for f in found] == [(4702.0, "2024 Q2")]


def test_rows_that_add_up_to_a_total_row_are_parts_of_its_money(tmp_path: Path) -> None:
    files = {
        "annual-report-2024.txt": "Bursztyn Morski annual report 2024\n\n"
        "Revenue was PLN 24.8 million in 2024.\nKey financial data\n"
        "PLN thousand                         2024        2023\n"
        "Revenue                            24,815      22,470\n"
        "EBITDA                              4,102       3,655\n\n"
        "Revenue by sales channel\n"
        "PLN thousand                         2024        2023\n"
        "Own boutiques                       9,840       9,120\n"
        "Wholesale                           8,215       7,640\n"
        "Online                              6,760       5,710\n"
        "Total                              24,815      22,470\n"
    }
    answer = _answer(
        tmp_path,
        files,
        "What proportion of Bursztyn Morski's 2024 revenue came from its own boutiques?",
    )
    assert "39.7% of revenue" in answer
    assert "PLN 9,840 thousand in 2024" in answer


@pytest.mark.parametrize(
    ("text", "period"),
    [
        ("EBITDA (I półrocze 2024)", "2024 H1"),
        ("II półrocze 2024", "2024 H2"),
        ("2. Halbjahr 2024", "2024 H2"),
        ("segundo semestre de 2024", "2024 H2"),
        ("I pololetí 2024", "2024 H1"),
        ("Phase II 2024", "2024"),
    ],
)
def test_half_years_in_other_languages(text: str, period: str) -> None:
    assert [p for p, _, _ in years(text)] == [period]
