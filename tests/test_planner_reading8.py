"""Reading fixes of the eighth round: an issuer named under an underlined title, a JSON
document's own currency and scale, every figure of a comparative bracket, a quarter named in
a bracket, ordinals and dates that are not quantities, Hungarian and Icelandic reports, and
why questions (a purpose after a decision's object, a plan after the reason, reasons
announced by a label, "what is driving", names the question gives)."""

from __future__ import annotations

import json
from pathlib import Path

from keel.research.planner.amounts import find_amounts
from keel.research.planner.documents import Source, read_source
from keel.research.planner.figures import sentence_figures
from keel.research.planner.goal import parse_goal
from keel.research.planner.passages import Passage
from keel.research.planner.periods import title_part
from keel.research.planner.reasons import _reason_after
from keel.research.planner.scoring import has_reason
from keel.research.planner.structured import json_sentences
from test_planner_runs import ask
from test_planner_runs import completed_answer as _answer


def _periods(text: str, doc_year: str | None = "2024") -> list[tuple[str, str | None]]:
    return [(f.amount.text, f.period) for f in sentence_figures(Passage(text), "d", doc_year)]


# --- whom a document is about: the issuer under an underlined title -------------------------


def test_an_issuer_under_an_underlined_title_owns_the_documents_figures(tmp_path: Path) -> None:
    note = (
        "Order book as at 30 September 2025\n"
        "----------------------------------\n\n"
        "Tarnow Solar Limited - note for analysts\n\n"
        "The order book stands at Rs. 120.0 crore, up from Rs. 101.5 crore at the end of the "
        "previous quarter.\n"
    )
    answer = _answer(
        tmp_path,
        {"order-book-note.txt": note},
        "How large was Tarnow Solar's order book at the end of September 2025?",
    )
    assert "Rs. 120.0 crore" in answer
    assert "[order-book-note]" in answer


def test_a_line_after_the_title_without_a_rule_is_not_the_issuer(tmp_path: Path) -> None:
    note = (
        "Order book as at 30 September 2025\n\n"
        "Tarnow Solar Limited - note for analysts\n\n"
        "The order book stands at Rs. 120.0 crore.\n"
    )
    reading = read_source(Source("note", "", None, note))
    assert "tarnow" not in reading.opening
    underlined = note.replace("2025\n\n", "2025\n=====\n\n", 1)
    assert "tarnow" in read_source(Source("note", "", None, underlined)).opening


# --- JSON: the document's currency and scale ---------------------------------------------


def _json_lines(data: object) -> list[str]:
    """A JSON document as the knowledge base renders it: indented key: value lines."""
    lines: list[str] = []

    def walk(value: object, indent: int) -> None:
        pad = " " * indent
        if isinstance(value, dict):
            for key, item in value.items():
                if isinstance(item, dict | list):
                    lines.append(f"{pad}{key}:")
                    walk(item, indent + 2)
                else:
                    lines.append(f"{pad}{key}: {item}")
        elif isinstance(value, list):
            for item in value:
                lines.append(f"{pad}-")
                walk(item, indent + 2)
        else:
            lines.append(f"{pad}{value}")

    walk(data, 0)
    return lines


def test_a_json_documents_currency_and_scale_apply_to_its_money_keys() -> None:
    data = {
        "company": "Balaton Bows Zrt.",
        "currency": "HUF",
        "unit": "million",
        "years": {"2021": {"revenue": 3410, "net_profit": 221, "employees": 121}},
    }
    sentences = json_sentences(_json_lines(data)) or []
    assert any(s.endswith("revenue: HUF 3410 million") for s in sentences), sentences
    assert any(s.endswith("net profit: HUF 221 million") for s in sentences), sentences
    assert any(s.endswith("employees: 121") for s in sentences), sentences


def test_a_breakdowns_records_keep_their_numbers_bare() -> None:
    data = {
        "company": "Northfield Drives",
        "currency": "EUR",
        "unit": "million",
        "segments": [{"segment": "Drives", "year": 2024, "revenue": 98.5}],
        "regions": {"Europe": 40.1, "Asia": 12.0, "total": 52.1},
    }
    sentences = json_sentences(_json_lines(data)) or []
    assert any(s.endswith("revenue: 98.5") for s in sentences), sentences
    assert any(s.endswith("Europe: 40.1") for s in sentences), sentences


def test_a_currency_without_a_scale_is_not_applied() -> None:
    data = {"company": "Brightsmile", "currency": "GBP", "total": {"revenue": 212.4}, "x": 1}
    sentences = json_sentences(_json_lines(data)) or []
    assert any(s.endswith("revenue: 212.4") for s in sentences), sentences
    scaled = {**data, "revenue_unit": "million"}
    sentences = json_sentences(_json_lines(scaled)) or []
    assert any(s.endswith("revenue: GBP 212.4 million") for s in sentences), sentences


def test_compound_growth_from_a_json_series_in_the_documents_unit(tmp_path: Path) -> None:
    data = {
        "company": "Balaton Bows Zrt.",
        "currency": "HUF",
        "unit": "million",
        "years": {"2021": {"revenue": 1000}, "2024": {"revenue": 1331}},
    }
    report = "# Balaton Bows Zrt. annual report 2024\n\nRevenue was HUF 1,331 million in 2024.\n"
    answer = _answer(
        tmp_path,
        {"financials.json": json.dumps(data), "annual-report-2024.md": report},
        "What was Balaton Bows' compound annual revenue growth rate between 2021 and 2024?",
    )
    assert "10%" in answer
    assert "[financials]" in answer


# --- periods --------------------------------------------------------------------------------


def test_every_figure_of_a_comparative_bracket_is_that_years() -> None:
    sentence = (
        "EBIT was NOK 42.9 million, giving an EBIT margin of 7.0% (2023: NOK 34.3 million, 6.0%)."
    )
    assert _periods(sentence) == [
        ("NOK 42.9 million", "2024"),
        ("7.0%", "2024"),
        ("NOK 34.3 million", "2023"),
        ("6.0%", "2023"),
    ]


def test_a_change_of_a_margin_in_percentage_points_reads_in_the_singular(
    tmp_path: Path,
) -> None:
    report = (
        "# Hallstein Cabins AS annual report 2024\n\nEBIT was NOK 42.9 million, giving an "
        "EBIT margin of 7.0% (2023: NOK 34.3 million, 6.0%).\n"
    )
    answer = _answer(
        tmp_path,
        {"annual-report-2024.md": report},
        "By how many percentage points did Hallstein Cabins' EBIT margin change from 2023 to 2024?",
    )
    assert "rose 1 percentage point," in answer


def test_a_quarter_named_in_a_bracket_is_its_figures_quarter() -> None:
    sentence = (
        "Ordrereserven var 398,5 mill. kroner ved utgangen av kvartalet (ved utgangen av "
        "2. kvartal: 371,2 mill. kroner)."
    )
    figures = sentence_figures(Passage(sentence), "d", "2025", european=True, doc_part="Q3")
    assert [(f.amount.value, f.period) for f in figures] == [
        (398.5e6, "2025 Q3"),
        (371.2e6, "2025 Q2"),
    ]


def test_ordinals_of_parts_and_dates_in_other_languages_are_not_quantities() -> None:
    assert find_amounts("ordrereserve ved utgangen av 3. kvartal 2025", european=True) == []
    assert find_amounts("Tynset, 21. oktober 2025", european=True) == []
    assert find_amounts("Kecskemét, 2025. augusztus 14.", european=True) == []
    assert [a.value for a in find_amounts("Es gab 3 Stationen.", european=True)] == [3.0]


def test_a_hungarian_report() -> None:
    assert title_part("Balaton Bows Zrt. - 2025. első félévi gyorsjelentés") == "H1"
    assert title_part("2025. második félévi jelentés") == "H2"
    assert title_part("2025. III. negyedéves jelentés") == "Q3"
    sentence = (
        "A Balaton Bows Zrt. árbevétele 2 614,3 millió Ft volt, szemben az előző év azonos "
        "időszakának 2 288,9 millió Ft-os értékével."
    )
    figures = sentence_figures(Passage(sentence), "d", "2025", european=True, doc_part="H1")
    assert [(f.amount.value, f.amount.currency, f.period) for f in figures] == [
        (2614.3e6, "HUF", "2025 H1"),
        (2288.9e6, "HUF", "2025 H1"),
    ]
    assert "revenue" in figures[0].context
    assert parse_goal("What revenue did Balaton Bows report?").concepts


def test_icelandic_scale_words() -> None:
    (amount,) = find_amounts("Tekjur námu 21,4 milljörðum króna.", european=True)
    assert amount.value == 21.4e9


# --- why questions --------------------------------------------------------------------------


def test_a_decisions_object_then_a_purpose_gives_the_reason() -> None:
    assert has_reason(
        "The board approved the construction of a second factory in Mo i Rana to cut "
        "transport costs to Nordland and Troms."
    )
    assert not has_reason("The board decided to cut prices.")
    assert not has_reason("The board approved a plan to cut costs.")
    assert not has_reason("The board approved the proposal to reduce the dividend.")
    assert not has_reason("The board agreed at its meeting on Monday to close the plant.")


def test_given_is_a_reason_only_before_what_is_given() -> None:
    assert has_reason("We kept the dividend given the strong cash flow.")
    assert not has_reason("It reported sales of €13.0 million, according to figures given to us.")
    assert not has_reason(
        "A shareholder asked whether the Board had considered a special dividend given the "
        "reduction in net debt."
    )


def test_a_reason_after_a_decision_with_a_plan_after_it(tmp_path: Path) -> None:
    minutes = (
        "# Hallstein Cabins AS - board minutes, March 2025\n\n## 2. Second factory in Alta\n\n"
        "The CEO presented the business case for a second factory.\n\n"
        "**Decision:** The board approved the construction of a second factory in Alta to "
        "cut transport costs to Finnmark, with opening planned for spring 2026.\n"
    )
    answer = _answer(
        tmp_path,
        {"board-minutes.md": minutes},
        "Why did Hallstein Cabins' board approve a factory in Alta?",
    )
    assert "to cut transport costs to Finnmark" in answer


def test_an_aim_does_not_explain_what_was_done(tmp_path: Path) -> None:
    report = (
        "# Paahtimo Koivisto Oy - Sustainability Report 2025\n\n"
        "In April 2025 we replaced our two gas-fired drum roasters with an electric roaster.\n\n"
        "Next steps\n\nWe aim to reach net-zero emissions in 2027 by replacing the last "
        "gas-fired afterburner.\n"
    )
    answer = _answer(
        tmp_path,
        {"sustainability-report-2025.md": report},
        "Why did Paahtimo Koivisto replace its gas-fired roasters?",
    )
    assert "net-zero" not in answer


NOTICE = (
    "Kusakabe Mats Co., Ltd.\n"
    "Notice regarding the consolidation of production at the Kikuchi factory\n"
    "=======================================================================\n\n"
    "Kusakabe Mats Co., Ltd. announces that its Board resolved today to end mat production at "
    "the Kikuchi factory on 30 September 2025.\n\n"
    "1. Reason for the consolidation\n\n"
    "The Kikuchi factory was built in 1979, when the Group sold twice as many mats.\n"
    "The consolidation is being made because the volume of mats no longer fills two "
    "factories.\n\n"
    "2. Employees\n\n"
    "All 41 employees have been offered positions at the main factory.\n"
)


def test_reasons_announced_by_a_label_a_few_sentences_on(tmp_path: Path) -> None:
    answer = _answer(
        tmp_path,
        {"kikuchi-notice.txt": NOTICE},
        "Why is Kusakabe Mats ending mat production at its Kikuchi factory?",
    )
    assert "no longer fills two factories" in answer


def test_without_a_label_a_reason_three_sentences_on_is_not_the_events() -> None:
    text = NOTICE.replace("1. Reason for the consolidation", "1. Outline")
    reading = read_source(Source("notice", "", None, text))
    event = next(i for i, p in enumerate(reading.passages) if "resolved today" in p.text)
    assert _reason_after(reading, event) is None
    labelled = read_source(Source("notice", "", None, NOTICE))
    event = next(i for i, p in enumerate(labelled.passages) if "resolved today" in p.text)
    assert "no longer fills" in (_reason_after(labelled, event) or "")


def test_what_is_driving_asks_why(tmp_path: Path) -> None:
    assert parse_goal("What is driving growth in Lockstep's corporate events business?").asks_why
    remarks = (
        "# Puzzleworks Inc. - investor day remarks\n\n"
        "Corporate events are the fastest-growing part of our business. Corporate events "
        "revenue grew because HR teams now book team-building sessions as a cheaper "
        "alternative to off-site retreats.\n"
    )
    answer = _answer(
        tmp_path,
        {"remarks.md": remarks},
        "What is driving growth in Puzzleworks' corporate events business?",
    )
    assert "cheaper alternative to off-site retreats" in answer


def test_a_why_question_about_a_place_wants_a_sentence_about_that_place(tmp_path: Path) -> None:
    files = {
        "roundup.md": "# Asian vet groups roundup\n\nHarbour Pets Holdings now runs 38 "
        "clinics, two of them 24-hour animal hospitals, across Kowloon, after opening three "
        "clinics in 2024.\n",
        "chairman.md": "# Harbour Pets Holdings - chairman's statement\n\nWe decided to "
        "build our second 24-hour animal hospital in Kowloon East. We chose Kowloon East "
        "because pet owners there travel more than 40 minutes to an emergency clinic.\n",
    }
    answer = _answer(
        tmp_path,
        files,
        "Why did Harbour Pets Holdings choose Kowloon East for its second 24-hour animal hospital?",
    )
    assert "more than 40 minutes" in answer
    assert "[roundup]" not in answer


# --- dotted leaders -------------------------------------------------------------------------


def test_a_dotted_leader_line_is_a_labelled_value() -> None:
    text = (
        "The restated figures for 2024 are:\n\n"
        "    Export sales ................ EUR 8.64 million (58.1% of revenue)\n"
        "    Domestic sales .............. EUR 6.22 million (41.9% of revenue)\n"
        "    Total revenue ............... EUR 14.86 million (unchanged)\n"
    )
    reading = read_source(Source("correction-2024", "Correction", None, text))
    rows = [(f.amount.value, f.context) for f in reading.figures if f.amount.value > 100]
    assert [value for value, _ in rows] == [8.64e6, 6.22e6, 14.86e6]
    assert {"export", "revenue"} <= rows[0][1]
    assert {"domestic", "revenue"} <= rows[1][1]
    assert "export" not in rows[2][1]
    assert "revenue" in rows[2][1]
    assert all(f.structured for f in reading.figures)


def test_a_restated_leader_row_answers_and_not_the_original(tmp_path: Path) -> None:
    notice = (
        "Correction to the 2024 export figures\n-------------------------------------\n\n"
        "Cerâmica Lousã S.A.\n\n"
        "In the annual report 2024 the company reported export sales of EUR 5.10 million.\n"
        "Sales of EUR 0.20 million to a domestic trader had been recorded as export sales.\n\n"
        "The restated figures for 2024 are:\n\n"
        "    Export sales ................ EUR 4.90 million\n"
        "    Domestic sales .............. EUR 3.00 million\n"
    )
    answer = _answer(
        tmp_path,
        {"correction-exports-2024.txt": notice},
        "How large were Cerâmica Lousã's export sales in 2024?",
    )
    assert "EUR 4.90 million" in answer


def test_what_caused_still_wants_a_sentence_about_the_cause(tmp_path: Path) -> None:
    files = {
        "statements.md": "# Northmoor University financial statements 2025\n\nTuition fee income "
        "rose because of higher undergraduate numbers.\n",
        "minutes.md": "# Northmoor University council minutes\n\nThe deficit was caused mainly "
        "by the fall in postgraduate recruitment.\n",
    }
    answer = _answer(tmp_path, files, "What caused Northmoor University's deficit in 2025?")
    assert "fall in postgraduate recruitment" in answer
    assert "Tuition" not in answer


# --- tables whose rows are periods; Swiss, Portuguese and Spanish ways of writing -----------

FACTSHEET = (
    "Bergflug Rettung AG\nOperational factsheet - first half of 2025\n\n"
    "Missions flown\n"
    "Period                         Missions   Flight hours\n"
    "Q1 2025 (January-March)           1'122          1'608\n"
    "January-June 2025 (H1)            1'905          2'791\n"
    "January-June 2024 (H1)            1'736          2'544\n"
    "The second quarter was quieter, as usual once the ski season has ended.\n"
)


def test_a_table_whose_rows_are_periods_with_swiss_numbers() -> None:
    reading = read_source(Source("factsheet-h1-2025", "", None, FACTSHEET))
    rows = [(f.amount.value, f.period, f.amount.unit) for f in reading.figures if f.structured]
    assert rows == [
        (1122.0, "2025 Q1", ()),
        (1608.0, "2025 Q1", ()),
        (1905.0, "2025 H1", ()),
        (2791.0, "2025 H1", ()),
        (1736.0, "2024 H1", ()),
        (2544.0, "2024 H1", ()),
    ]


def test_a_second_quarter_of_missions_from_a_table_of_periods(tmp_path: Path) -> None:
    answer = _answer(
        tmp_path,
        {"factsheet-h1-2025.txt": FACTSHEET},
        "How many missions did Bergflug fly in the second quarter of 2025?",
    )
    assert "783 in Q2 2025" in answer
    assert "1905 - 1122 = 783" in answer


def test_semester_headers_and_a_brazilian_corner() -> None:
    html_table = (
        "| R$ milhões | 1S25 | 1S24 | 2024 |\n|---|---|---|---|\n"
        "| Receita líquida | 187,3 | 146,2 | 312,7 |\n"
    )
    reading = read_source(Source("resultados-1s25", "", None, html_table))
    assert [(f.amount.value, f.amount.currency, f.period) for f in reading.figures] == [
        (187.3e6, "BRL", "2025 H1"),
        (146.2e6, "BRL", "2024 H1"),
        (312.7e6, "BRL", "2024"),
    ]


def test_thousands_of_euros_in_spanish_and_the_year_befores_bracket() -> None:
    sentence = (
        "Las ventas del semestre alcanzaron 4.968 miles de euros, un 10,1 % más que en el "
        "mismo periodo del año anterior (4.512 miles de euros)."
    )
    figures = sentence_figures(Passage(sentence), "d", "2025", european=True, doc_part="H1")
    assert [(f.amount.value, f.amount.currency, f.period) for f in figures] == [
        (4968e3, "EUR", "2025 H1"),
        (10.1, None, "2025 H1"),
        (4512e3, "EUR", "2024"),
    ]
    assert [a.value for a in find_amounts("We walked 12 miles and then 3 miles.")] == [12, 3]


def test_a_german_article_and_noun_open_a_sentence_not_a_name(tmp_path: Path) -> None:
    report = (
        "# Sesselbahn Alp Grüm AG - Geschäftsbericht 2024/25\n\n"
        "Der Jahresgewinn beträgt CHF 1'204'000 (Vorjahr: CHF 987'000).\n"
    )
    answer = _answer(
        tmp_path,
        {"geschaeftsbericht-2024-25.md": report},
        "What net profit did Sesselbahn Alp Grüm report for the 2024/25 financial year?",
    )
    assert "CHF 1,204,000" in answer


def test_a_percentage_in_words() -> None:
    found = find_amounts("Wholesale sales fell by eight per cent as two groups cut space.")
    assert [(a.value, a.kind) for a in found] == [(8.0, "percent"), (2.0, "count")]
    assert found[0].display == "8%"
    assert [a.value for a in find_amounts("Sales rose twenty-five percent.")] == [25.0]
    assert find_amounts("Sales rose by one percent.") == []  # "one" alone is no number


def test_a_rule_under_the_header_of_a_text_table() -> None:
    text = (
        "All amounts are in thousands of euros.\n"
        "(EUR thousand)                        2024      2023      2022\n"
        "------------------------------------------------------------\n"
        "Lace sales (shop and online)         2,114     1,987     1,802\n"
        "Workshops and courses                  874       792       655\n"
        "------------------------------------------------------------\n"
        "Total revenue                        2,988     2,779     2,457\n"
    )
    reading = read_source(Source("annual-report-2024", "", None, text))
    workshops = [
        (f.amount.value, f.amount.currency, f.period)
        for f in reading.figures
        if "workshop" in f.context
    ]
    assert workshops == [(874e3, "EUR", "2024"), (792e3, "EUR", "2023"), (655e3, "EUR", "2022")]
    total = [f.period for f in reading.figures if "total" in f.sentence.lower()]
    assert total == ["2024", "2023", "2022"]


def test_two_lines_taken_together_in_one_year_are_not_that_year_and_the_last(
    tmp_path: Path,
) -> None:
    report = (
        "# Wagenbau Kessler GmbH - Geschäftsbericht 2023/24\n\n"
        "| EUR thousand | GJ 2023/24 | GJ 2022/23 |\n|---|---|---|\n"
        "| Kombikinderwagen | 41,260 | 39,870 |\n| Buggys | 19,840 | 17,920 |\n"
    )
    result = ask(
        tmp_path,
        {"geschaeftsbericht-2023-24.md": report},
        "Taken together, how much did Kessler's prams (Kombikinderwagen) and buggies bring in "
        "during 2023/24?",
    )
    assert "81,130" not in (result.answer or "")
    assert "39,870" not in (result.answer or "")


# --- dates, quarter ranges and Indian fiscal periods ------------------------------------------


def test_a_day_and_month_neither_end_a_sentence_nor_open_a_list_item(tmp_path: Path) -> None:
    release = (
        "# Knopfwerk Aigner steigert Halbjahresumsatz\n\n"
        "Der Anteil der Exporte lag bei 73,0 %. Der Auftragsbestand zum\n"
        "30. Juni 2026 betrug 3,4 Mio. EUR.\n"
    )
    from keel.research.planner.passages import sentences, split

    passages, _ = split(release)
    assert [p.text for p in passages][-1] == (
        "Der Auftragsbestand zum 30. Juni 2026 betrug 3,4 Mio. EUR."
    )
    assert sentences("Tynset, 21. oktober 2025. Ordrene økte.") == [
        "Tynset, 21. oktober 2025.",
        "Ordrene økte.",
    ]
    answer = _answer(
        tmp_path,
        {"pressemitteilung-h1-2026.md": release},
        "How large was Knopfwerk Aigner's order backlog at the end of June 2026?",
    )
    assert "3.4 million EUR" in answer


def test_quarters_from_the_first_name_a_part_of_the_year() -> None:
    from keel.research.planner.periods import years

    found = years("Revenue (Q1\u2013Q3 2025): 36,884; Q1-Q2 2024: 21,102; Q1 to Q4 2023; Q3 2025")
    assert [period for period, _, _ in found] == ["2025 9M", "2024 H1", "2023", "2025 Q3"]


def test_nine_months_to_a_december_date_in_digits_are_the_next_fiscal_years() -> None:
    from keel.research.planner.periods import years

    header = "Revenue (Nine months ended 31.12.2024): 451.82; (Year ended 31.03.2025): 612.48"
    assert [period for period, _, _ in years(header)] == ["2025 9M", "2025"]


def test_no_part_of_a_year_from_parts_of_two_fiscal_years_in_digits(tmp_path: Path) -> None:
    table = (
        "# Konkan Cashew Ltd: results for the quarter ended 31 December 2025\n\n"
        "| ₹ crore | Quarter ended 31.12.2025 | Year ended 31.03.2025 |\n|---|---|---|\n"
        "| Revenue from operations | 182.64 | 612.48 |\n"
    )
    result = ask(
        tmp_path,
        {"results.md": table},
        "What was Konkan Cashew's revenue from operations for the nine months ended "
        "30 September 2025?",
    )
    assert "429.84" not in (result.answer or "")


def test_reasons_announced_after_a_colon(tmp_path: Path) -> None:
    call = (
        "# Konkan Cashew Ltd - Q3 FY2025-26 investor call\n\n"
        "The CFO explained that EBITDA margin improved to 10.9% in Q3 from 9.9% a year ago. "
        "Two reasons: a higher share of flavoured kernels and lower raw nut prices. Employee "
        "costs rose because of the third shift at Kudal.\n"
    )
    answer = _answer(
        tmp_path,
        {"investor-call.md": call},
        "What explains the improvement in Konkan Cashew's EBITDA margin in Q3?",
    )
    assert "higher share of flavoured kernels" in answer
    assert "third shift" not in answer


def test_a_reply_in_minutes_answers_the_question_asked_there(tmp_path: Path) -> None:
    files = {
        "h1-update.md": "# Schuhwerk Frei AG - half-year update\n\nGrowth came from clothing "
        "alterations and from the repair subscription launched in February.\n",
        "agm-minutes.md": "# Schuhwerk Frei AG - minutes of the AGM\n\nA shareholder asked why "
        "the company had launched a repair subscription. The CEO explained that the "
        "subscription makes revenue more predictable in the quiet summer months.\n",
    }
    answer = _answer(tmp_path, files, "Why did Schuhwerk Frei launch a repair subscription?")
    assert "more predictable in the quiet summer months" in answer
    assert "Growth came from" not in answer


def test_a_dateline_under_an_underlined_title_names_where_the_issuer_is(tmp_path: Path) -> None:
    statement = (
        "Ashlar Masons Ltd - Half-year trading statement, six months to 31 March 2025\n"
        "--------------------------------------------------------------------------\n\n"
        "York, 2 May 2025\n\n"
        "Revenue for the period was £7.9 million, against £6.8 million a year earlier.\n"
    )
    reading = read_source(Source("uk-half-year-statement", "", None, statement))
    assert "york" in reading.opening
    answer = _answer(
        tmp_path,
        {"uk-half-year-statement.txt": statement},
        "What revenue did Ashlar Masons Ltd of York report for the six months to 31 March 2025?",
    )
    assert "£7.9 million" in answer


def test_a_preliminary_column_in_czech_keeps_the_corners_unit() -> None:
    table = (
        "| v tis. Kč | Skutečnost 2024 | 2025 (předběžně) |\n|---|---|---|\n"
        "| Tržby ze vstupného | 8 705 | 9 412 |\n"
    )
    reading = read_source(Source("rozpocet-2026", "", None, table))
    assert [(f.amount.value, f.amount.currency, f.period) for f in reading.figures] == [
        (8705e3, "CZK", "2024"),
        (9412e3, "CZK", "2025"),
    ]


def test_dates_with_polish_and_czech_month_names_are_no_quantities() -> None:
    assert find_amounts("schválila dne 10. prosince 2025 rozpočet", european=True) == []
    assert find_amounts("Warszawa, 5 marca 2026", european=True) == []


def test_a_french_current_operating_profit(tmp_path: Path) -> None:
    release = (
        "# Ocres Vidal SA - résultats semestriels 2026\n\n"
        "| en k€ | S1 2026 | S1 2025 |\n|---|---|---|\n"
        "| Résultat opérationnel courant | 1 610 | 1 402 |\n"
    )
    answer = _answer(
        tmp_path,
        {"communique-s1-2026.md": release},
        "What current operating profit did Ocres Vidal post in the first half of 2025?",
    )
    assert "EUR 1,402 thousand" in answer


def test_how_a_price_moved_asks_for_its_change(tmp_path: Path) -> None:
    memo = (
        "# Pigments Roux - supplier prices, Q1 2026\n\n"
        "In the first quarter of 2026 the price of cobalt blue fell 6% as battery demand eased, "
        "while ultramarine rose 14%.\n"
    )
    answer = _answer(
        tmp_path,
        {"supplier-prices-memo.md": memo},
        "How did the purchase price of cobalt blue move for Pigments Roux in the first quarter "
        "of 2026?",
    )
    assert "-6%" in answer


def test_a_json_value_in_words_answers_which_but_a_labelled_figure_is_not_quoted(
    tmp_path: Path,
) -> None:
    clinics = json.dumps(
        {
            "company": "Vetmont SA",
            "clinics": [
                {"name": "Centre équin de Bulle", "services": "referral centre for equine surgery"},
                {"name": "Clinique de Nyon", "services": "small animals"},
            ],
        }
    )
    answer = _answer(
        tmp_path,
        {"clinics.json": clinics},
        "Which Vetmont SA site is the referral centre for equine surgery?",
    )
    assert "Centre équin de Bulle" in answer


def test_per_full_time_veterinarian_divides_by_veterinarians(tmp_path: Path) -> None:
    assert parse_goal(
        "How many consultations per full-time veterinarian did Vetmont handle in 2025?"
    ).per == (("consultation",), ("full", "veterinarian"))
    files = {
        "annual-2025.md": "# Vetmont SA annual report 2025\n\nConsultations rose to 41,260 in "
        "2025, carried out by 24 veterinarians (full-time equivalents).\n",
        "clinics.json": json.dumps({"company": "Vetmont SA", "note": "the network had 9 clinics"}),
    }
    result = ask(
        tmp_path,
        files,
        "How many consultations per full-time veterinarian did Vetmont handle in 2025?",
    )
    assert "41,260 / 9" not in (result.answer or "")
    assert "4,584" not in (result.answer or "")


def test_the_sentences_under_a_why_heading_answer_it(tmp_path: Path) -> None:
    report = (
        "Bodegas Navalta - Harvest report 2025\n=====================================\n\n"
        "Why the harvest was smaller\n\n"
        "A hailstorm on 14 June damaged about 90 hectares of vineyards, and the dry weeks in "
        "August reduced berry size. We chose not to buy extra grapes, because prices were high.\n"
    )
    answer = _answer(
        tmp_path,
        {"harvest-report-2025.txt": report},
        "Why was Bodegas Navalta's 2025 harvest smaller?",
    )
    assert "A hailstorm on 14 June" in answer
