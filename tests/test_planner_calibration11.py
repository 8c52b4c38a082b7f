# ruff: noqa: RUF001  (the dotless i of Turkish words)
"""Calibration of the eleventh round: answers in words.

A why question is answered by a sentence that states the event and, after a colon, what
caused it; a how question about a way needs the question's things, not its verb ("how are
the knives made" is answered by "forged by laminating"); a document that names a company in
a genitive written without an apostrophe ("Tarnows Kvarn AB") is read for it; a numbered
label the question writes as "line 2" is found however a sentence spaces it. Each has its
calibrated side: the colon's second half must be a clause, not a label, a pointer or a list
of figures; a how question that names one thing besides its verb still needs the verb; the
everyday words of other languages find sentences but never tie a figure to a metric.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from keel.research.planner.amounts import find_amounts
from keel.research.planner.captions import caption_hint, corner_hint
from keel.research.planner.corrections import _CORRECTION
from keel.research.planner.documents import Source
from keel.research.planner.goal import parse_goal
from keel.research.planner.parties import names_all
from keel.research.planner.passages import split
from keel.research.planner.periods import years
from keel.research.planner.reasons import _explained
from keel.research.planner.structured import json_sentences
from keel.research.planner.text import concept, concepts, foreign_term, spellings
from test_planner_runs import ask
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


def test_a_genitive_without_an_apostrophe_finds_the_document_but_binds_nothing() -> None:
    assert "tarnows" in spellings(("tarnow",))  # "Tarnows Kvarn AB" is read for Tarnow
    assert "eks" not in spellings(("ek",))  # too short to be sure
    assert not names_all(("william", "foods"), {"williams", "foods", "plc"})  # another firm


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


def test_revenue_said_plainly_is_not_taken_for_the_net_revenue(tmp_path: Path) -> None:
    letter = (
        "Acme Brewing - letter to investors 2023\n\n"
        "Revenue was EUR 80.0 million in 2023 and EUR 70.0 million in 2022. "
        "Net revenue was EUR 60.0 million in 2022.\n"
    )
    answer = _answer(
        tmp_path,
        {"letter.md": letter},
        "By how much did Acme Brewing's net revenue grow from 2022 to 2023?",
    )
    assert "80.0" not in answer or "do not" in answer, answer  # 80.0 is not net revenue


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


# --- signs, labels and periods ------------------------------------------------------------


def test_a_minus_written_as_a_word_is_a_sign() -> None:
    (cash, prior) = find_amounts(
        "Free cash flow was minus EUR 7.8 million (2024: EUR 12.3 million)"
    )
    assert cash.value == -7_800_000
    assert prior.value == 12_300_000
    assert find_amounts("a tolerance of plus or minus 2%")[0].value == 2
    assert [a.value for a in find_amounts("12 minus 3 cases")][-1] == 3  # a subtraction


def test_income_tax_is_a_tax_not_the_income() -> None:
    assert concepts("Income tax expense") == concepts("tax expense")
    assert "profit" in concepts("profit after tax")
    assert "profit" not in concepts("Income tax")


def test_a_period_line_under_a_header_keeps_the_table_together(tmp_path: Path) -> None:
    report = (
        "Mto Kuja Sugar Ltd - Annual Report FY2025\n"
        "Statement of profit or loss\n"
        "KSh million                                2025          2024\n"
        "Year ended 30 June\n"
        "Revenue                                 9,828.0       8,621.1\n"
        "Profit/(loss) before tax                  136.3        (821.8)\n"
        "Income tax expense                        (40.9)        (324.2)\n"
        "Profit/(loss) for the year                 95.4      (1,146.0)\n"
    )
    answer = _answer(
        tmp_path, {"annual-report-fy2025.txt": report}, "What was Mto Kuja Sugar's revenue in 2024?"
    )
    assert "8,621.1" in answer, answer


def test_the_previous_price_is_not_the_price(tmp_path: Path) -> None:
    notice = (
        "=====\nCANE PRICE EFFECTIVE 1 MARCH 2025\n=====\n\n"
        "Issued by Nzoia Valley Sugar Ltd to all contracted outgrowers.\n"
        "Previous price per tonne: KSh 5,000\n"
        "New price per tonne of cane: KSh 5,350\n"
    )
    answer = _answer(
        tmp_path,
        {"cane-price-notice.txt": notice},
        "What price per tonne of cane did Nzoia Valley Sugar pay from 1 March 2025?",
    )
    assert "give KSh 5,350 in 2025" in answer, answer  # the quote may show both lines


def test_a_byline_dates_a_news_item_but_a_sentence_does_not() -> None:
    news = "# Miller says supply recovered\n\nBy our correspondent, Migori - 14 October 2025\n\nX."
    assert Source(doc_id="news", title="Miller", published=None, text=news).year == "2025"
    opening = "Tokyo, 12 September 2025 \u2014 Sakura REIT announces that its manager has decided."
    assert Source(doc_id="notice", title="Notice", published=None, text=opening).year == "2025"
    body = (
        "# Acme Lottery correction notice\n\n"
        "In our annual report published on 3 March 2026 gross gaming revenue was stated as "
        "DKK 1,245 million, which is wrong."
    )
    assert Source(doc_id="notice", title="Notice", published=None, text=body).year is None


def test_a_programme_named_after_a_year_gives_no_period() -> None:
    assert years("funded by a regional grant from the Norte 2030 programme") == []
    assert years("the 2025 programme of works") == [("2025", 4, 8)]


def test_a_scale_after_a_quoted_currency_sign() -> None:
    assert corner_hint("Condensed statement of profit or loss (\u20a6'million)") == "NGN {} million"


# --- words of other languages, and the labels a question gives ------------------------------


def test_everyday_words_of_other_languages_find_the_sentence(tmp_path: Path) -> None:
    release = (
        "# Club de Pádel Marjal abre en Gandia\n\n"
        "El grupo ha inaugurado en Gandia un club con ocho pistas, todas ellas cubiertas. "
        "«Hemos cubierto todas las pistas para que se pueda jugar los días de lluvia», explicó "
        "la directora general. El club tiene 900 socios.\n"
    )
    answer = _answer(
        tmp_path,
        {"nota-de-prensa-gandia.md": release},
        "Why are all the courts at Club de Pádel Marjal's Gandia club covered?",
    )
    assert "los días de lluvia" in answer, answer
    assert concepts("grandine", everyday=True) == {"hail"}
    assert concepts("grandine") != {"hail"}  # never to tie a figure to a metric


def test_an_everyday_word_of_another_language_does_not_unmake_a_name() -> None:
    assert concepts("pistas cubiertas", everyday=True) == {"court", "cover"}
    assert concepts("Corte", everyday=True) != {"court"}  # capitalized: maybe a name
    assert concepts("the Vandenberg site", everyday=True) == concepts("the Vandenberg site")
    assert not foreign_term("corte")  # and "El Corte Inglés" stays a name


def test_a_label_of_another_language_in_brackets_picks_its_figure(tmp_path: Path) -> None:
    report = (
        "# Fernwärme Glatttal AG - Geschäftsbericht 2025\n\n"
        "| Kennzahlen | 2025 | 2024 |\n|---|--:|--:|\n"
        "| Nettoerlös Wärme (CHF Mio.) | 78.9 | 73.8 |\n"
        "| Wärmeabsatz (GWh) | 612 | 655 |\n"
    )
    answer = _answer(
        tmp_path,
        {"geschaeftsbericht-2025.md": report},
        "By what percentage did Fernwärme Glatttal's heat sales (Wärmeabsatz) change in 2025 "
        "compared with 2024?",
    )
    assert "655 GWh" in answer, answer
    assert "-6.56" in answer  # (612 - 655) / 655


def test_per_tonne_of_output_is_not_per_tonne_sold(tmp_path: Path) -> None:
    report = (
        "# Brzozowa Sp. z o.o. - annual results 2025\n\n"
        "Natural gas cost was PLN 39.4 million in 2025. "
        "The company sold 398.6 thousand tonnes of lime in 2025.\n"
    )
    answer = _answer(
        tmp_path,
        {"annual-results-2025.md": report},
        "What was Brzozowa's natural gas cost per tonne of output in 2025?",
    )
    assert "398.6" not in answer or "cannot" in answer, answer  # sold is not output
    assert parse_goal("What was X's gas cost per tonne of output in 2025?").per == (
        ("gas", "cost"),
        (concept("tonne"), concept("output")),
    )


def test_what_someone_does_needs_a_sentence_that_says_it(tmp_path: Path) -> None:
    release = (
        "# Weberei Sihltal AG\n\n"
        "Die Weberei Sihltal AG hat in Bauma eine neue Jacquard-Halle in Betrieb genommen.\n"
    )
    answer = _answer(
        tmp_path,
        {"jacquard-hall.md": release},
        "What does Weberei Sihltal weave in its new Jacquard hall?",
    )
    assert "do not state" in answer, answer  # opening a hall says nothing of what it weaves


def test_the_lexicon_module_is_what_its_word_lists_build(tmp_path: Path, monkeypatch) -> None:
    words = Path("/usr/share/dict/words")
    if not words.exists():
        pytest.skip("the English word list the build checks words against is not installed")
    root = Path(__file__).resolve().parents[1]
    spec = importlib.util.spec_from_file_location(
        "build_lexicon", root / "scripts" / "build_lexicon.py"
    )
    assert spec is not None
    assert spec.loader is not None
    build = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(build)
    monkeypatch.setattr(build, "TARGET", tmp_path / "lexicon.py")
    monkeypatch.setattr(build, "ROOT", tmp_path)
    monkeypatch.setattr("sys.argv", ["build_lexicon.py", "--words", str(words)])
    build.main()
    committed = root / "src" / "keel" / "research" / "planner" / "lexicon.py"
    assert (tmp_path / "lexicon.py").read_text(encoding="utf-8") == committed.read_text(
        encoding="utf-8"
    ), "run scripts/build_lexicon.py after changing data/lexicon/"


# --- who, which margin, thousands in words -------------------------------------------------


def test_a_role_in_capitals_is_not_a_name(tmp_path: Path) -> None:
    goal = parse_goal("Who became Chief Executive Officer of Pelkių durpės from 1 January 2026?")
    assert goal.entities == (("pelkių",),)
    release = (
        "# Pelkių durpės appoints a new CEO\n\n"
        "The Board of UAB Pelkių durpės has appointed Aušra Vaitkutė as Chief Executive Officer "
        "with effect from 1 January 2026. She was the company's Commercial Director.\n"
    )
    answer = _answer(
        tmp_path,
        {"press-release-new-ceo.md": release},
        "Who became Chief Executive Officer of Pelkių durpės from 1 January 2026?",
    )
    assert "Aušra Vaitkutė" in answer, answer
    assert parse_goal("What was General Mills' revenue in 2024?").entities == (
        ("general", "mills"),
    )


def test_three_margins_in_a_romance_sentence_are_a_choice(tmp_path: Path) -> None:
    report = (
        "# Fil Vell SCCL - memòria 2025\n\n"
        "El marge d'EBITDA va ser de l'11,8 %, el marge d'explotació del 6,3 % i el marge net "
        "del 4,1 %.\n"
    )
    result = ask(tmp_path, {"memoria-2025.md": report}, "What was Fil Vell's margin in 2025?")
    assert result.status == "waiting_for_user", result.answer
    pending = result.state.pending
    assert pending is not None
    assert "explotació" in pending.question
    assert "EBITDA" in pending.question


def test_thousands_written_as_mil_in_a_document_with_decimal_commas() -> None:
    (fruit,) = find_amounts("Processamos 52,3 mil toneladas de fruto em 2025", european=True)
    assert fruit.value == 52_300
    assert [a.value for a in find_amounts("the 3 mil film")] == [3.0]  # English: a thickness


# --- the review of this round: each of these was a confidently wrong answer ----------------


def test_a_segments_revenue_is_not_the_net_revenue(tmp_path: Path) -> None:
    report = (
        "# Acme Hotels annual report 2023\n\n## Spa division\n\n"
        "Revenue was EUR 12.4 million in 2023.\n\n## Hotels division\n\n"
        "Revenue was EUR 80.1 million in 2023.\n"
    )
    answer = ask(tmp_path, {"report.md": report}, "What was Acme Hotels' net revenue in 2023?")
    assert "12.4" not in (answer.answer or "") or answer.status == "waiting_for_user"


def test_a_quantity_is_not_the_revenue_its_bracketed_label_names(tmp_path: Path) -> None:
    report = (
        "# Stadtwerke Nord - Geschäftsbericht 2023\n\n"
        "| Kennzahlen | 2023 |\n|---|--:|\n"
        "| Wärmeabsatz (GWh) | 1.240 |\n| Umsatz Wärme (Mio. EUR) | 98,4 |\n"
    )
    answer = _answer(
        tmp_path,
        {"gb-2023.md": report},
        "What was Stadtwerke Nord's revenue from heat sales (Wärmeabsatz) in 2023?",
    )
    assert "GWh" not in answer, answer


def test_a_place_name_is_not_a_word_of_another_language(tmp_path: Path) -> None:
    report = (
        "# Orion Chemicals sustainability report 2024\n\n"
        "Consumption at the Vandenberg site was 48,000 MWh in 2024.\n"
    )
    answer = _answer(
        tmp_path, {"report.md": report}, "What was Orion Chemicals' water consumption in 2024?"
    )
    assert "48,000" not in answer or "do not" in answer, answer


def test_minus_between_two_amounts_is_a_subtraction(tmp_path: Path) -> None:
    (gross, cash) = find_amounts("gross debt of EUR 50 million minus EUR 12 million in cash")
    assert gross.value == 50_000_000
    assert cash.value == 12_000_000


def test_a_caption_that_names_two_metrics_labels_no_row(tmp_path: Path) -> None:
    report = (
        "Kauri Dairy Ltd - Annual Report FY2023\n"
        "Revenue and EBITDA, NZ$000\n"
        "      FY2022      FY2023\n"
        "      12,400      13,100\n"
    )
    answer = _answer(
        tmp_path, {"annual-report.txt": report}, "What was Kauri Dairy's revenue in FY2023?"
    )
    assert "13,100" not in answer or "do not" in answer, answer


def test_a_dated_line_that_is_no_byline_dates_nothing() -> None:
    notice = "# Acme share offer\n\nSubscription closes 14 March 2026\n\nAcme employs 420 people."
    assert (
        Source(doc_id="offer", title="Acme share offer", published=None, text=notice).year is None
    )
    updated = "# Acme factsheet\n\nLast updated: 3 January 2025\n\nRevenue was EUR 4 million."
    assert Source(doc_id="facts", title="Acme factsheet", published=None, text=updated).year is None


def test_what_follows_a_colon_is_not_always_a_cause() -> None:
    question = "Why did Acme's operating profit fall in 2024?"
    assert not _explained(
        question, "Operating profit fell in 2024: note 12 describes the segments."
    )
    assert not _explained(question, "Operating profit fell in 2024: we remain confident in 2025.")
    assert not _explained(
        question, "Operating profit fell in 2024: volumes reached 1,200 tonnes in the year."
    )
    assert not _explained(
        "Why did Acme's profit rise in 2024?",
        "Profit fell in the first half and recovered strongly in the second: a hailstorm hit.",
    )


def test_a_capex_programme_keeps_its_year() -> None:
    assert years("Under the Capex 2024 programme, Acme will invest EUR 45 million.") == [
        ("2024", 16, 20)
    ]


# --- plain text that writes one labelled figure per line -----------------------------------


def test_labelled_lines_are_rows_not_one_run_on_sentence(tmp_path: Path) -> None:
    review = (
        "Hickory Lacrosse - Women's Program Review, Fiscal 2025\n"
        "-------------------------------------------------------\n\n"
        "Summary\n\n"
        "Women's sticks shipped: 48,300 units\n"
        "Women's program net sales: $14.2 million\n"
        "Dealers carrying the full women's range: 412\n\n"
        "Priorities for the coming year\n\n"
        "1. Reach 500 dealers carrying the full range.\n"
    )
    answer = _answer(
        tmp_path,
        {"womens-program.txt": review},
        "How many dealers carried Hickory Lacrosse's full women's range in fiscal 2025?",
    )
    assert "412" in answer, answer
    assert "500" not in answer


def test_an_average_is_not_how_many(tmp_path: Path) -> None:
    status = (
        "=====\nFLEET STATUS 31 JANUARY 2026\n=====\n\nKattegat Bugsering A/S\n\n"
        "Tugs in service: 23\nAverage age of tugs in service: 14.6 years\n"
    )
    answer = _answer(
        tmp_path,
        {"fleet-status.txt": status},
        "How many tugs did Kattegat Bugsering have in service at the end of January 2026?",
    )
    assert "23" in answer, answer
    assert "14.6" not in answer


def test_a_sentence_broken_over_lines_is_no_labelled_line() -> None:
    paragraph = (
        "Przychody ze sprzedaży wyniosły 1 284,7 mln zł (2023: 1 102,3 mln zł). Spółka "
        "odnotowała stratę\nnetto w wysokości 14,2 mln zł (2023: zysk netto 6,8 mln zł).\n"
    )
    passages, _ = split(paragraph)
    assert not any(p.structured for p in passages)


# --- found on the blind batches 36 and 37, after they were scored --------------------------


def test_one_kind_of_cash_flow_never_answers_another(tmp_path: Path) -> None:
    report = (
        "# Sarawak Nest Bhd annual report FY2025\n\n"
        "| RM'000 | FY2025 | FY2024 |\n|---|--:|--:|\n"
        "| Net cash from operating activities | 13,884 | 11,207 |\n"
        "| Net cash used in investing activities | (12,406) | (4,318) |\n"
    )
    answer = _answer(
        tmp_path,
        {"annual-report-fy2025.md": report},
        "What was Sarawak Nest's net cash flow from investing activities in FY2025?",
    )
    assert "12,406" in answer, answer
    assert "13,884" not in answer


def test_the_year_so_far_is_not_the_quarter_of_the_title(tmp_path: Path) -> None:
    report = (
        "=====\nFJORDSTRIKK AS - 3. KVARTAL 2025\n=====\n\n"
        "Driftsinntektene i kvartalet ble 48,3 millioner kroner, mot 44,1 millioner kroner i "
        "samme kvartal i fjor. Hittil i år er driftsinntektene 131,7 millioner kroner.\n"
    )
    answer = _answer(
        tmp_path,
        {"kvartalsrapport-3k-2025.txt": report},
        "What was Fjordstrikk's revenue in the third quarter of 2025?",
    )
    assert "48.3" in answer, answer
    assert "131.7" not in answer


def test_a_correction_table_withdraws_the_published_row(tmp_path: Path) -> None:
    notice = (
        "<html><head><title>Korrektur: Pressemitteilung vom 12. Juni 2025 - Traunseer Tracht"
        "</title></head><body><h1>Korrektur zur Pressemitteilung vom 12. Juni 2025</h1>\n"
        "<p>Der Umsatz des Onlinehandels wurde irrtümlich mit 3,84 Mio. EUR angegeben.</p>\n"
        "<table><tr><th>Onlinehandel, Umsatz</th><th>2024/25</th></tr>\n"
        "<tr><td>bisher veröffentlicht</td><td>3,84 Mio. EUR</td></tr>\n"
        "<tr><td>richtig</td><td>3,48 Mio. EUR</td></tr></table></body></html>\n"
    )
    release = (
        "# Traunseer Tracht grows 6%\n\nRevenue from the company's own online shop reached "
        "EUR 3.84 million in 2024/25, up from EUR 2.95 million a year earlier.\n"
    )
    answer = _answer(
        tmp_path,
        {"korrektur.html": notice, "press-release.md": release},
        "How much revenue did Traunseer Tracht's online shop generate in 2024/25?",
    )
    assert "3.84" not in answer or "do not" in answer, answer


def test_a_turkish_correction_withdraws_the_figure_it_corrects() -> None:
    notice = (
        "10 Ekim 2024 tarihli basın bülteninde 2024 mali yılı iç fındık ihracatı sehven 9.850 "
        "ton olarak yazılmıştır; doğru rakam 9.580 tondur."
    )
    (wrong, right) = find_amounts(notice, european=True)
    assert (wrong.value, right.value) == (9850, 9580)
    assert _CORRECTION.search(notice) is not None


def test_rand_written_with_a_space_between_thousands_is_not_read_in_part() -> None:
    assert find_amounts("Average price achieved: R3 840 per kilogram") == []
