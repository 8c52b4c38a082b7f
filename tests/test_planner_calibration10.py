"""Calibration of the tenth round: whole documents, not chunks; ratios that divide the
wrong things; local currency signs and scale words.

A document's later chunk (its table) belongs to the company its first chunk names, and a
document that gives the best figure does not disagree with it. A rate per raft is never a
count of rafts divided by cubic metres, nor revenue per member divided by trips; a share
whose part is the whole is refused. "RM'000", "TCHF", "tūkst. EUR", "milijuna eura" and
"in Swiss francs" are read; a restatement "de M$ 35.120.455 a M$ 34.680.455" under a
heading that announces it gives way to the new figure.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from keel.research.planner.amounts import european_notation, find_amounts
from keel.research.planner.captions import caption_hint, corner_hint
from keel.research.planner.documents import Source, acronyms, read_source
from keel.research.planner.figures import Figure
from keel.research.planner.goal import parse_goal
from keel.research.planner.guards import refusal
from keel.research.planner.text import concept, concepts, foreign_term, spellings
from test_planner_runs import ask
from test_planner_runs import completed_answer as _answer

FILLER = " ".join(
    f"In {month} the workshop voiced and tuned the pipes of a church organ in the Salzkammergut."
    for month in ("January", "February", "March", "April", "May", "June", "July", "August")
)


# --- a document is read whole ---------------------------------------------------------------


def test_a_table_in_a_later_chunk_belongs_to_the_company_the_first_names(tmp_path: Path) -> None:
    report = (
        "Orgelbau Wendl GmbH - Annual report 2025\n\n"
        f"{FILLER}\n\n{FILLER}\n\n"
        "Income statement\n"
        "All figures in EUR thousand.\n"
        "                          2025        2024\n"
        "Revenue                  8,934       7,812\n"
        "EBITDA                   1,206         944\n"
        "EBIT                       818         573\n"
    )
    assert "Wendl" not in report.split("Income statement")[1]  # the table never names it
    answer = _answer(
        tmp_path, {"annual-report-2025.txt": report}, "What was Orgelbau Wendl's EBIT in 2025?"
    )
    assert "818" in answer
    assert "do not state" not in answer


def test_a_document_that_gives_the_best_figure_does_not_disagree(tmp_path: Path) -> None:
    files = {
        "restatement.txt": "Umoya Kids Ltd - restatement notice\n\n"
        "Revenue for 2025 has been restated to ZAR 1,163.4 million.\n",
        "report-2026.txt": "Umoya Kids Ltd - Integrated report 2026\n\n"
        f"{FILLER}\n\n{FILLER}\n\n"
        "Umoya Kids summarised income statement\n"
        "Rm\n"
        "                               2026          2025\n"
        "Revenue                     1,284.6       1,163.4\n"
        "Umoya Kids segment revenue\n"
        "Rm\n"
        "                               2026          2025\n"
        "Manufacturing                 612.5         571.0\n"
        "Retail                        672.1         592.4\n",
    }
    answer = _answer(tmp_path, files, "What was Umoya Kids' revenue in 2025?")
    assert "1,163.4" in answer
    assert "571" not in answer


# --- ratios that would divide the wrong things ----------------------------------------------


def _figures(text: str) -> dict[str, Figure]:
    """The figures of a one-sentence document, by their amount as written."""
    reading = read_source(Source(doc_id="report", title="Report", published=None, text=text))
    return {figure.amount.text: figure for figure in reading.figures}


def test_a_count_of_what_a_rate_is_per_is_never_divided() -> None:
    goal = parse_goal("What was the cooperative's average mussel production per raft in 2024?")
    found = _figures(
        "In 2024 the cooperative worked 118 rafts. It replaced 96 m3 of raft timber in 2024. "
        "It marketed 14,620 tonnes of mussels in 2024."
    )
    assert refusal(goal, [found["118"], found["96"]]) == (
        "the figure to divide is itself a count of what the rate is per"
    )
    assert refusal(goal, [found["14,620"], found["96"]]) == (
        "the figure to divide by is a measured quantity, not a count of what the rate is per"
    )
    assert refusal(goal, [found["14,620"], found["118"]]) is None  # tonnes per raft


def test_a_divisor_that_counts_something_else_is_refused(tmp_path: Path) -> None:
    files = {
        "annual-report.md": "# GoRide Pty Ltd - annual report FY2025\n\n"
        "Revenue increased 24% to A$48.6m in FY2025. Members made 1.94 million trips "
        "in FY2025.\n",
    }
    answer = _answer(tmp_path, files, "What was GoRide's revenue per member in FY2025?")
    assert "counts trips" in answer
    assert "25.05" not in answer


def test_a_share_whose_part_is_the_whole_is_refused() -> None:
    goal = parse_goal(
        "What percentage of Glenbrae's 2025 revenue came from the Ingredients segment?"
    )
    reading = read_source(
        Source(
            doc_id="report",
            title="Report",
            published=None,
            text="Revenue was NZD 1,284.6 million in 2025. Total segment revenue was NZD 1,284.6 "
            "million in 2025. Ingredients revenue was NZD 735.0 million in 2025.",
        )
    )
    revenue, segments, part = reading.figures[:3]
    assert refusal(goal, [segments, revenue]) == "the part found is the whole itself"
    assert refusal(goal, [part, revenue]) is None


# --- numbers, units and words ----------------------------------------------------------------


def test_local_currency_signs_and_thousand_codes_are_read() -> None:
    def read(text: str, european: bool = False) -> list[tuple[str | None, float]]:
        return [(a.currency, a.value) for a in find_amounts(text, european=european)]

    assert read("Profit was RM16.23 million") == [("MYR", 16.23e6)]
    assert read("GH₵ 12.4 million") == [("GHS", 12.4e6)]
    assert read("₦4.2 billion") == [("NGN", 4.2e9)]
    assert read("KShs 1,240 million") == [("KES", 1.24e9)]
    assert read("das EBIT auf 757 TCHF", european=True) == [("CHF", 757e3)]
    assert read("18.450 TEUR", european=True) == [("EUR", 18.45e6)]
    assert read("611,8 tūkst. EUR", european=True) == [("EUR", 611.8e3)]
    assert read("12,5 milijuna eura", european=True) == [("EUR", 12.5e6)]
    assert read("45 tūkstančių eurų", european=True) == [("EUR", 45e3)]
    assert read("12 t of steel") == [(None, 12.0)]  # a tonne stays a tonne


def test_captions_with_local_signs_and_foreign_thousands() -> None:
    assert caption_hint("RM'000        RM'000") == "MYR {} thousand"
    assert corner_hint("(RM million)") == "MYR {} million"
    assert caption_hint("GH¢'000") == "GHS {} thousand"
    assert caption_hint("Prihodki (tisoč EUR)") == "EUR {} thousand"
    assert caption_hint("in duizend euro") == "EUR {} thousand"
    assert caption_hint("USD 1 000") == ""  # a row's label may give an amount


def test_twelve_months_earlier_is_no_unit_but_the_year_before() -> None:
    amounts = find_amounts(
        "units under contract rose to 4,812, up from 4,390 twelve months earlier"
    )
    assert [a.unit for a in amounts if a.value == 4390] == [()]


def test_a_share_of_an_associates_result_is_an_amount(tmp_path: Path) -> None:
    report = (
        "Tekun Lifts Berhad - Annual report FY2025\n\n"
        "Results were held back by our share of the loss of Kenari Lift Services, a "
        "30%-owned associate.\n\n"
        "Consolidated statement of profit or loss\n"
        "                                              2025          2024\n"
        "                                            RM'000        RM'000\n"
        "Revenue                                    184,260       167,930\n"
        "Share of results of associate               (1,230)          640\n"
    )
    answer = _answer(
        tmp_path,
        {"annual-report-fy2025.txt": report},
        "What was Tekun's share of the results of its associate in FY2025?",
    )
    assert "1,230" in answer
    assert "30%" not in answer.split("The source says", 1)[0]


def test_a_restatement_from_one_figure_to_another_in_spanish(tmp_path: Path) -> None:
    notice = (
        "# Riegos del Sur S.A. - Hechos esenciales 2024\n\n"
        "## 27 de septiembre de 2024 - Reexpresión de estados financieros 2023\n\n"
        "- Ingresos de actividades ordinarias 2023: de M$ 35.120.455 a M$ 34.680.455.\n"
    )
    answer = _answer(
        tmp_path,
        {"hechos-esenciales-2024.md": notice},
        "What were Riegos del Sur's revenues for 2023?",
    )
    assert "34,680,455" in answer
    assert "35,120,455" not in answer.split("The source says", 1)[0]


def test_a_correction_that_names_its_metric_at_length(tmp_path: Path) -> None:
    files = {
        "q2-results.md": "# Pepper Ridge reports second-quarter 2025 results\n\n"
        "Gross margin was 32.8% in the second quarter of 2025.\n",
        "update.md": "# Pepper Ridge - nine-month update 2025\n\n"
        "The second-quarter release stated the gross margin for the quarter as 32.8%. "
        "The correct gross margin for the second quarter of 2025 was 38.2%.\n",
    }
    answer = _answer(
        tmp_path, files, "What gross margin did Pepper Ridge achieve in the second quarter of 2025?"
    )
    assert "38.2%" in answer
    assert "32.8%" not in answer.split("The source says", 1)[0]


# --- the question ---------------------------------------------------------------------------


def test_an_answer_currency_and_a_peoples_adjective_are_not_names() -> None:
    goal = parse_goal(
        "How much admission revenue did Eisbahnen Ost earn per public-skating visitor in "
        "2024/25, in Swiss francs?"
    )
    assert goal.entities == (("eisbahnen", "ost"),)
    assert goal.per is not None
    assert "visitor" in goal.per[1]
    goal = parse_goal("How many student-weeks did Italian students book at the Sliema school?")
    assert goal.entities == (("sliema",),)
    assert "italy" in goal.concepts
    assert parse_goal("What was Swiss Life's revenue in 2024?").entities == (("swiss", "life"),)


def test_a_lower_case_second_word_with_the_possessive_is_part_of_the_name() -> None:
    goal = parse_goal("What was Sitnianska minerálka's EBIT in 2024?")
    assert goal.entities == (("sitnianska", "minerálka"),)
    assert goal.concepts == ("ebit",)


def test_a_pdf_tables_first_period_column_keeps_its_quarter() -> None:
    text = (
        "Condensed consolidated statement of operations (in thousands of US dollars)\n"
        "                                  Q2 2025    Q2 2024    H1 2025    H1 2024\n"
        "Voyage revenues                    48,310     52,775     91,240     99,860\n"
        "EBITDA (1)                         19,880     23,410     35,960     44,120\n"
    )
    reading = read_source(Source(doc_id="interim", title="Interim", published=None, text=text))
    found = {(f.sentence.split(" (")[0], f.period): f.amount.display for f in reading.figures}
    assert found[("Voyage revenues", "2025 Q2")] == "US$48,310 thousand"  # not a year's revenue
    assert ("Voyage revenues", "2025") not in found
    assert found[("EBITDA", "2025 H1")] == "US$35,960 thousand"  # "(1)" is a footnote, no unit


# --- other languages' words, from the lexicon -------------------------------------------------


def test_other_languages_words_for_metrics_and_their_inflections() -> None:
    assert concepts("Auftragsstand") == {"order", "backlog"}  # a compound names both
    assert concept("Beschäftigten") == concept("employees")
    assert concept("przychodów") == concept("revenue")  # a Polish genitive
    assert concept("tržby") == concept("revenue")
    assert concept("sklizeň") == concept("harvest")
    assert "net" not in concepts("wynik")  # any result, not the net result
    assert foreign_term("Auftragsstand")
    assert not foreign_term("Telekom")


def test_a_german_noun_that_opens_the_sentence_is_no_rivals_name(tmp_path: Path) -> None:
    report = (
        "# Orgelbau Wendl GmbH - Geschäftsbericht 2024/25\n\n"
        "Der Auftragsstand zum 31. März 2025 betrug 14,62 Mio. EUR (Vorjahr: 12,90 Mio. EUR).\n"
    )
    answer = _answer(
        tmp_path,
        {"geschaeftsbericht.md": report},
        "What was Orgelbau Wendl's order backlog at 31 March 2025?",
    )
    assert "14.62 million EUR" in answer


def test_a_who_question_is_answered_by_a_sentence_that_names_someone(tmp_path: Path) -> None:
    news = (
        "# Tekun wins MRT contract\n\n"
        "Tekun also said it would open a regional service hub in Penang in January. "
        "The hub will be led by Nurul Aisyah Kamaruddin, currently head of operations.\n"
    )
    answer = _answer(
        tmp_path, {"news.md": news}, "Who will lead Tekun's new regional service hub in Penang?"
    )
    assert "Nurul Aisyah Kamaruddin" in answer
    other = "# Tekun news\n\nTekun said it would open a service hub in Penang in January.\n"
    answer = _answer(
        tmp_path / "other", {"news.md": other}, "Who will lead Tekun's regional hub in Penang?"
    )
    assert "do not state" in answer
    assert "in January" not in answer


def test_after_three_weeks_is_no_reason(tmp_path: Path) -> None:
    release = (
        "# Ludwisarnia Sobota casts the Jadwiga bell\n\n"
        "The Jadwiga bell was cast in March for Płock Cathedral. After cooling for three weeks "
        "it was lifted, cleaned and tuned to the note C-sharp.\n"
    )
    answer = _answer(
        tmp_path, {"release.md": release}, "Why was the Jadwiga bell cast for Płock Cathedral?"
    )
    assert "gives the reason" in answer
    assert "C-sharp" not in answer


def test_a_bare_number_in_brackets_after_a_figure_is_the_year_before() -> None:
    reading = read_source(
        Source(
            doc_id="arsredovisning",
            title="Årsredovisning 2025",
            published=None,
            text="Orderstocken vid årets utgång uppgick till 1,11 mdkr (0,94).",
        )
    )
    found = [(f.amount.display, f.amount.value, f.period) for f in reading.figures]
    assert found == [("1.11 billion kr", 1.11e9, "2025"), ("0.94 billion kr", 0.94e9, "2024")]
    assert [a.value for a in find_amounts("Net result was (412) in 2025.")] == [-412.0]


FAS = (
    "Sliema Lingua Group p.l.c. - Financial Analysis Summary 2025\n\n"
    "Income statement                FY2023     FY2024     FY2025     FY2026\n"
    "EUR'000                         Actual     Actual   Forecast Projection\n"
    "------------------------------------------------------------------------\n"
    "Revenue                         12,845     14,630     15,900     16,850\n"
    "EBITDA                           3,210      3,875      4,150      4,420\n"
)


@pytest.mark.parametrize(
    ("question", "wanted", "unwanted"),
    [
        ("What was Sliema Lingua Group's EBITDA in FY2024?", "EUR 3,875 thousand", "4,150"),
        ("What was Sliema Lingua Group's EBITDA in FY2025?", "do not state", "4,150"),
        ("What EBITDA does Sliema Lingua Group forecast for FY2025?", "4,150 thousand", "3,875"),
    ],
)
def test_a_second_header_line_of_statuses_and_a_unit(
    tmp_path: Path, question: str, wanted: str, unwanted: str
) -> None:
    answer = _answer(tmp_path, {"fas.txt": FAS}, question)
    assert wanted in answer  # "EUR'000" under the label column is the table's unit, and a
    assert unwanted not in answer  # "Forecast" column is no actual


def test_dots_that_group_two_thousands_make_a_chunk_european() -> None:
    found = find_amounts(
        "Volume de negócios  1.248.360  1.094.720",
        european=european_notation("Volume de negócios  1.248.360  1.094.720"),
    )
    assert [a.value for a in found] == [1248360.0, 1094720.0]


def test_captions_that_name_a_currency_in_words() -> None:
    assert caption_hint("Demonstração de resultados (em milhares de meticais)") == "MZN {} thousand"
    assert caption_hint("Estado de resultados (en miles de soles)") == "PEN {} thousand"
    assert caption_hint("(in thousands of taka)") == "BDT {} thousand"
    assert caption_hint("Etat de résultat (en milliers de dinars)") == "{} thousand dinars"


def test_a_country_in_its_own_language_is_the_country_asked(tmp_path: Path) -> None:
    assert concept("Sverige") == concept("Sweden")
    assert "deutschland" in spellings(("germany",))
    report = (
        "# Lemland Snacks Ab - Årsredovisning 2025\n\n"
        "| Marknad | 2025 |\n|---|---:|\n| Sverige | 412 |\n| Finland | 380 |\n"
    )
    answer = _answer(
        tmp_path,
        {"arsredovisning.md": report},
        "How many tonnes did Lemland Snacks sell to Sweden?",
    )
    assert "do not mention" not in answer


def test_a_who_question_wants_a_name_not_the_questions_own_words(tmp_path: Path) -> None:
    report = (
        "# Bursztyn Morski - Annual Report 2024\n\n"
        "Report of the Management Board. Bursztyn Morski designs amber jewellery.\n"
    )
    answer = _answer(
        tmp_path,
        {"annual-report.md": report},
        "Who is the president of the management board of Bursztyn Morski?",
    )
    assert "names who" in answer


RAPPORT = (
    "Huileries du Sahel SA - Rapport annuel 2024\n\n"
    "Etat de résultat résumé (en milliers de dinars)\n"
    "                                              2024          2023\n"
    "Chiffre d'affaires                          84 612        71 305\n"
    "Excédent brut d'exploitation (EBE)          12 410         9 870\n"
    "Résultat financier                          (2 870)       (3 420)\n"
    "Le Conseil propose un dividende de 0,180 dinar par action.\n"
)


@pytest.mark.parametrize(
    ("question", "wanted"),
    [
        ("What was Huileries du Sahel's financial result for 2024?", "-2,870 thousand dinars"),
        ("What was Huileries du Sahel's EBITDA for 2024?", "12,410 thousand dinars"),
        ("What was Huileries du Sahel's revenue for 2024?", "84,612 thousand dinars"),
    ],
)
def test_a_french_table_with_spaces_between_thousands(
    tmp_path: Path, question: str, wanted: str
) -> None:
    assert wanted in _answer(tmp_path, {"rapport.txt": RAPPORT}, question)


def test_space_grouped_numbers_and_a_decimal_comma_are_european() -> None:
    assert european_notation("84 612  71 305 (2 870) un dividende de 0,180 dinar")
    assert not european_notation("Revenue 84 612 and 71 305 in 2024, margin 3.5%")
    assert [a.display for a in find_amounts("84 612 mille dinars", european=True)] == [
        "84,612 thousand dinars"
    ]


def test_a_metrics_short_name_in_a_row_label_is_no_unit() -> None:
    text = (
        "Summary income statement (EUR '000)\n"
        "                                          FY2025        FY2024\n"
        "Operating profit (EBIT)                    4,222         3,930\n"
    )
    reading = read_source(Source(doc_id="ar", title="Annual report", published=None, text=text))
    assert [f.amount.display for f in reading.figures] == [
        "EUR 4,222 thousand",
        "EUR 3,930 thousand",
    ]


def test_a_dutch_word_is_not_stemmed_into_a_french_one() -> None:
    assert concept("financier") == concept("financial")  # French: "résultat financier"
    assert concept("financiering") == concept("funding")  # Dutch, not "financier" + "ing"


def test_a_question_may_abbreviate_the_name_a_document_gives_in_full(tmp_path: Path) -> None:
    assert acronyms("Sociedade Macadâmia de Manica, SA - Relatório e Contas 2024") == {"smm"}
    report = (
        "Sociedade Macadâmia de Manica, SA - Relatório e Contas 2024\n\n"
        "Demonstração de resultados (em milhares de meticais)\n"
        "                                      2024        2023\n"
        "                                             reexpresso\n"
        "Resultado líquido do exercício      90.998      51.823\n"
    )
    answer = _answer(
        tmp_path, {"relatorio.txt": report}, "What net result did SMM record for 2023?"
    )
    assert "MZN 51,823 thousand" in answer


def test_a_correction_from_a_figure_as_reported_to_another(tmp_path: Path) -> None:
    files = {
        "annual-report.md": "# Ljusby Knäcke AB - Annual report 2024/25\n\n"
        "Operating profit for fiscal year 2024/25 was SEK 58.4 million.\n",
        "press-release.md": "# Ljusby Knäcke corrects its operating profit\n\n"
        "Ljusby Knäcke's operating profit for fiscal year 2024/25 is therefore corrected from SEK "
        "58.4 million, as reported in the annual report published on 18 August 2025, to SEK 54.9 "
        "million.\n",
    }
    answer = _answer(
        tmp_path, files, "What was Ljusby Knäcke's operating profit for fiscal year 2024/25?"
    )
    assert "SEK 54.9 million" in answer
    assert "58.4" not in answer.split("The source says", 1)[0]


def test_an_erratum_in_spanish_withdraws_the_figure_published_before(tmp_path: Path) -> None:
    files = {
        "perfil.md": "# Vainillera Sur - perfil de exportador 2025\n\n"
        "Vainillera Sur produced 84.5 tonnes of cured vanilla in 2024.\n",
        "fe-de-erratas.md": "# Fe de erratas\n\nVainillera Sur informa que el volumen de "
        "vainilla curada producido en 2024, publicado como **84.5 toneladas** en nuestro perfil "
        "de exportador de junio de 2025, era incorrecto.\n",
    }
    answer = _answer(
        tmp_path, files, "How many tonnes of cured vanilla did Vainillera Sur produce in 2024?"
    )
    assert "84.5 tonnes in 2024" not in answer.split("The source says", 1)[0]


def test_a_question_about_a_use_is_answered_by_a_sentence_that_says_one(tmp_path: Path) -> None:
    files = {
        "newsletter.md": "# Keration growers' newsletter\n\nMembers who want to keep their "
        "carobs can have them kibbled at the mill. The kibble is roasted and milled into carob "
        "powder, which bakers use as a caffeine-free cocoa substitute.\n",
        "exports.json": '{"company": "Keration Carob Mills Ltd", "exports": [{"product": '
        '"kibble", "destination": "Netherlands", "tonnes": 410}]}',
    }
    answer = _answer(tmp_path, files, "What is carob kibble used for?")
    assert "caffeine-free cocoa substitute" in answer
    assert "destination" not in answer


def test_a_column_that_names_two_years_answers_no_bare_year(tmp_path: Path) -> None:
    report = (
        "Kuroshima Knives Co., Ltd. - Integrated Report 2025\n\n"
        "Financial summary (consolidated)\n"
        "Millions of yen\n"
        "                                  FY2023             FY2024\n"
        "                          (year ended        (year ended\n"
        "                        March 31, 2024)    March 31, 2025)\n"
        "Net sales                          7,918              8,642\n"
    )
    answer = _answer(
        tmp_path,
        {"integrated-report-2025.txt": report},
        "What were Kuroshima Knives' net sales for the fiscal year ended March 31, 2024?",
    )
    assert "8,642" not in answer  # FY2024 is the year to March 2025, not 2024: neither
    assert "do not state" in answer  # column is stated for a year it may not mean


def test_margins_under_a_section_label_are_asked_about(tmp_path: Path) -> None:
    report = (
        "# Shaktiguard Helmets Ltd - Annual Report FY2024-25\n\n"
        "| Margins (% of revenue from operations) | FY2024-25 | FY2023-24 |\n|---|---|---|\n"
        "| Gross margin | 38.6% | 37.8% |\n| EBITDA margin | 14.6% | 13.9% |\n"
        "| PAT margin | 8.9% | 8.3% |\n"
    )
    result = ask(
        tmp_path, {"annual-report.md": report}, "What was Shaktiguard's margin in FY2024-25?"
    )
    assert result.status == "waiting_for_user"
    assert result.state.pending is not None
    assert "EBITDA margin" in result.state.pending.question


def test_two_sources_that_each_name_the_company_and_disagree_are_asked_about(
    tmp_path: Path,
) -> None:
    files = {
        "investor-letter.md": "# Redes Sertanejas - investor letter 2025\n\n"
        "**Exports.** We exported 148,000 hammocks in 2025, mostly to Portugal and France.\n",
        "news.md": "# São Bento weavers export more\n\nThe town's weavers shipped more abroad. "
        "The largest of them, Redes Sertanejas, exported 163,000 hammocks in 2025, the "
        "association said.\n",
    }
    result = ask(tmp_path, files, "How many hammocks did Redes Sertanejas export in 2025?")
    assert result.status == "waiting_for_user"
    assert result.state.pending is not None
    assert "163,000" in result.state.pending.question


def test_a_spanish_erratum_that_gives_the_correct_figure(tmp_path: Path) -> None:
    files = {
        "investor-note.md": "# Yerbatera Sur - FY2025 results\n\n"
        "- Processed yerba mate sold: 58,400 tonnes (FY2024: 52,150 tonnes).\n",
        "fe-de-erratas.txt": "YERBATERA SUR S.A.\nFE DE ERRATAS\n\nOberá, 2 de septiembre de "
        "2025\n\nEn la nota para inversores difundida el 21 de agosto de 2025 se consignó que el "
        "volumen de yerba mate elaborada vendida durante el ejercicio fue de 58.400 toneladas.\n\n"
        "La cifra correcta es 54.800 toneladas (ejercicio anterior: 52.150 toneladas).\n",
    }
    answer = _answer(
        tmp_path, files, "How many tonnes of processed yerba mate did Yerbatera Sur sell in 2025?"
    )
    assert "58,400 tonnes in 2025" not in answer.split("The source says", 1)[0]
    assert [a.display for a in find_amounts("Oberá, 2 de septiembre de 2025", european=True)] == []
