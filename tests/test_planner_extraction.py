"""The offline planner's reading: amounts, periods, metrics and tables, on plain strings."""

from __future__ import annotations

import pytest

from keel.research.planner.amounts import consistent, find_amounts
from keel.research.planner.documents import Source, read_source
from keel.research.planner.figures import Figure, sentence_figures
from keel.research.planner.passages import Passage, sentences, split
from keel.research.planner.periods import years
from keel.research.planner.text import concept, concepts, stem


def figures(sentence: str, doc_year: str | None = None) -> list[Figure]:
    return sentence_figures(Passage(sentence), "doc", doc_year)


def summary(sentence: str, doc_year: str | None = None) -> list[tuple[str, float, str | None]]:
    """(as written, value, period) of each figure in a sentence."""
    return [(f.amount.display, f.amount.value, f.period) for f in figures(sentence, doc_year)]


@pytest.mark.parametrize(
    ("text", "display", "value", "kind", "currency"),
    [
        ("Revenue for 2023 was $80 million.", "$80 million", 80e6, "money", "USD"),
        ("net sales reached EUR 1.2 billion", "EUR 1.2 billion", 1.2e9, "money", "EUR"),
        ("sales of €1.2bn", "€1.2bn", 1.2e9, "money", "EUR"),
        ("turnover of 1.2 billion euros", "1.2 billion euros", 1.2e9, "money", "EUR"),
        ("profit of £3.5m", "£3.5m", 3.5e6, "money", "GBP"),
        ("US$80m in sales", "US$80m", 80e6, "money", "USD"),
        ("2021 revenue: 3.4m", "3.4m", 3.4e6, "count", None),
        ("costs of 250k", "250k", 250e3, "count", None),
        ("Gross margin was 41%.", "41%", 41, "percent", None),
        ("a margin of 12.5 percent", "12.5 percent", 12.5, "percent", None),
        ("up 2 percentage points", "2 percentage points", 2, "percent", None),
        ("Headcount grew to 455 employees.", "455 employees", 455, "count", None),
        ("emissions of 3.2 million tonnes of CO2e", "3.2 million tonnes", 3.2e6, "count", None),
        ("we shipped 12,500 units", "12,500 units", 12_500, "count", None),
        (
            "revenue of 1,234.5 thousand dollars",
            "1,234.5 thousand dollars",
            1_234_500,
            "money",
            "USD",
        ),
    ],
)
def test_amounts_with_units_and_scales(text, display, value, kind, currency):
    (amount,) = find_amounts(text)
    assert (amount.display, amount.kind, amount.currency) == (display, kind, currency)
    assert amount.value == pytest.approx(value)


@pytest.mark.parametrize(
    "text",
    [
        "In 2023 we grew.",
        "Published on 14 March 2024.",
        "Published on March 14, 2024.",
        "Scope 1 matters",
        "Results for Q3 and H1",
        "CO2 and R2D2",
        "See Table 2 below",
        "Scope 1 and 2 emissions",
        "Tier 1 and Tier 2 suppliers",
        "Building 2 and 3 house the lab",
        "Plants 1, 2 and 3 run on gas",
        "Phase 2 began; Line 3 stopped; Model 7 sold well",
        "Scope 1-3 reporting, see phase 2 and stage 3 and item 4",
    ],
)
def test_years_dates_labels_and_word_parts_are_not_amounts(text):
    assert find_amounts(text) == []


@pytest.mark.parametrize(
    ("text", "displays"),
    [
        ("Nearly 40 suppliers signed.", ["40 suppliers"]),
        ("The 12 new stores opened on May 2.", ["12 new stores"]),
        ("Hired 45 people for Phase 1 and 2.", ["45 people"]),
        ("we are building 3 new plants", ["3 new plants"]),
        ("Scope 1 and 2.5% of sales", ["2.5%"]),
        ("Scope 1, 12 sites and 4% growth", ["12 sites", "4%"]),
        ("Quill shipped 2,750 Model 7 analysers", ["2,750 Model 7 analysers"]),
    ],
)
def test_quantities_next_to_labels_are_still_amounts(text, displays):
    assert [a.display for a in find_amounts(text)] == displays


def test_consistent_allows_rounding_but_not_different_figures():
    (a,) = find_amounts("$1.2 billion")
    (b,) = find_amounts("$1,234 million")
    (c,) = find_amounts("$100 million")
    (d,) = find_amounts("$104 million")
    (e,) = find_amounts("$0.1 billion")
    assert consistent(a, b)
    assert not consistent(c, d)
    assert consistent(c, e)


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        (
            "Revenue for 2023 was $80 million, up from $72 million in 2022.",
            [("$80 million", 80e6, "2023"), ("$72 million", 72e6, "2022")],
        ),
        (
            "In fiscal 2022, net sales reached EUR 1.2 billion.",
            [("EUR 1.2 billion", 1.2e9, "2022")],
        ),
        (
            "Revenue rose from $80 million in 2023 to $100 million in 2024.",
            [("$80 million", 80e6, "2023"), ("$100 million", 100e6, "2024")],
        ),
        (
            "Shipments reached 12,500 units, up from 10,000 units a year earlier.",
            [("12,500 units", 12_500, "2023"), ("10,000 units", 10_000, "2022")],
        ),
        (
            "Revenue was $80 million in 2023, compared with $72 million a year earlier.",
            [("$80 million", 80e6, "2023"), ("$72 million", 72e6, "2022")],
        ),
        ("2021 revenue: 3.4m", [("3.4m", 3.4e6, "2021")]),
        (
            "We emitted 2.1 million tonnes, 4% less than the 2.19 million tonnes emitted in 2022.",
            [
                ("2.1 million tonnes", 2.1e6, "2023"),
                ("4%", 4, "2023"),
                ("2.19 million tonnes", 2.19e6, "2022"),
            ],
        ),
        (
            "Net sales rose to €1.5bn in FY2023 (FY22: €1.2bn).",
            [("€1.5bn", 1.5e9, "2023"), ("€1.2bn", 1.2e9, "2022")],
        ),
        ("Headcount grew to 455 employees.", [("455 employees", 455, "2023")]),
        (
            "Scope 1 and 2 emissions in 2024 were 5,400 tonnes of CO2 equivalent, down from "
            "6,000 tonnes in 2023.",
            [("5,400 tonnes", 5_400, "2024"), ("6,000 tonnes", 6_000, "2023")],
        ),
        (
            "Northwind audited 42 suppliers in 2024, up from 30 suppliers in 2023.",
            [("42 suppliers", 42, "2024"), ("30 suppliers", 30, "2023")],
        ),
        (
            "Order intake in the third quarter of 2024 was $27 million, compared with $21 "
            "million in the third quarter of 2023.",
            [("$27 million", 27e6, "2024 Q3"), ("$21 million", 21e6, "2023 Q3")],
        ),
        (
            "Line 3 made 8,200 pallets in the first half of 2022 versus 7,400 pallets in "
            "the first half of 2021.",
            [("8,200 pallets", 8_200, "2022 H1"), ("7,400 pallets", 7_400, "2021 H1")],
        ),
        (
            "Saltmarsh served 5,300 members at year-end 2022, against 4,600 members a year "
            "earlier.",
            [("5,300 members", 5_300, "2022"), ("4,600 members", 4_600, "2021")],
        ),
        (
            "Deliveries totalled 1,250 vehicles in 2022 (2021: 1,100 vehicles).",
            [("1,250 vehicles", 1_250, "2022"), ("1,100 vehicles", 1_100, "2021")],
        ),
    ],
)
def test_periods_from_the_sentence_else_the_document(sentence, expected):
    assert summary(sentence, doc_year="2023") == expected


def test_each_amount_belongs_to_its_own_clause():
    first, second = figures(
        "Gross margin improved to 43%, and operating income reached $13.1 million."
    )
    assert concepts("gross margin") <= first.context
    assert not concepts("operating income") & first.context
    assert concepts("operating income") <= second.context
    assert not concepts("gross margin") & second.context


def test_an_amount_with_nothing_before_it_inherits_the_metric():
    _, previous = figures("Revenue for 2023 was $80 million, up from $72 million in 2022.")
    assert "revenue" in previous.context


def test_unit_words_and_following_words_are_context():
    (figure,) = figures("Last year the plant employs 38 people.")
    assert "employees" in figure.context
    (tonnes,) = figures("We emitted 3.2 million tonnes of CO2 in 2023.")
    assert "emissions" in tonnes.context


def test_lexicon_and_stemming_make_near_synonyms_meet():
    assert concept("sales") == concept("revenue") == concept("Turnover") == "revenue"
    assert concept("headcount") == concept("employees") == concept("people") == "employees"
    assert concept("CO2") == concept("emissions")
    assert stem("shipped") == stem("shipping") == stem("ships") == "ship"
    assert concepts("Research and development spending") == {"rd", "spending"}
    assert "scope1" in concepts("Scope 1 emissions")
    assert "scope2" in concepts("Scope 2 emissions")


def test_a_list_of_numbered_labels_is_one_metric_of_its_own():
    both = concepts("Scope 1 and 2 emissions")
    assert both == concepts("Scopes 1 and 2 emissions") == concepts("Scope 1 & Scope 2 emissions")
    assert "scope1" not in both
    assert "scope2" not in concepts("Scope 1, 2 and 3 emissions")
    assert concepts("Tier 1 and Tier 2 suppliers") == concepts("Tier 1 and 2 suppliers")
    assert concepts("Lines 1 to 3") == concepts("Line 1-3")
    assert concepts("Class 1 and 2") != concepts("Clas 1 and 2")
    assert concepts("In May 2 and 3 the 12 and 15 stores") == concepts("In May the stores")


def test_a_labels_clause_is_not_split_at_its_and():
    (figure,) = figures("Scope 1 and 2 emissions in 2024 were 5,400 tonnes.")
    assert concepts("Scope 1 and 2 emissions") <= figure.context


def test_years_in_their_written_forms():
    assert [y for y, _, _ in years("FY2023, FY 2022, fiscal 2021, FY20 and 2019")] == [
        "2023",
        "2022",
        "2021",
        "2020",
        "2019",
    ]


def test_sentences_split_but_not_after_abbreviations_or_decimals():
    text = "Acme Inc. grew 4.5% in 2023. Revenue was $1.2 billion. Margins rose."
    assert sentences(text) == [
        "Acme Inc. grew 4.5% in 2023.",
        "Revenue was $1.2 billion.",
        "Margins rose.",
    ]


def test_wrapped_paragraphs_are_joined_and_headings_give_years():
    passages, _ = split(
        "## Results 2022\n\nRevenue was $5 million,\nup from $4 million.\n\n- Staff: 40\n"
    )
    assert [p.text for p in passages] == [
        "Revenue was $5 million, up from $4 million.",
        "Staff: 40",
    ]
    assert {p.heading_year for p in passages} == {"2022"}


def test_table_with_years_as_columns_and_a_unit_in_the_label():
    text = (
        "# Helios Cement sustainability\n\n"
        "| Metric | 2021 | 2022 |\n|---|---|---|\n"
        "| Scope 1 emissions (tonnes) | 3,600,000 | 3,400,000 |\n"
        "| Clinker ratio (%) | 74 | 73 |\n"
    )
    reading = read_source(Source("helios", "Helios", None, text))
    found = {(f.period, f.amount.value, "emissions" in f.context) for f in reading.figures}
    assert ("2021", 3_600_000, True) in found
    assert ("2022", 73, False) in found


def test_table_with_years_as_rows_and_units_in_the_header():
    text = (
        "| Year | Revenue ($m) | Margin (%) | Staff |\n|---|---|---|---|\n"
        "| 2022 | 3.4 | 12 | 40 |\n"
    )
    reading = read_source(Source("t", "T", None, text))
    by_metric = {
        next(iter(f.context & {"revenue", "margin", "staff", "employees"})): (
            f.amount.display,
            f.period,
        )
        for f in reading.figures
    }
    assert by_metric == {
        "revenue": ("$3.4m", "2022"),
        "margin": ("12%", "2022"),
        "employees": ("40", "2022"),
    }


def test_document_year_comes_from_the_title_before_the_publication_date():
    source = Source("annual", "Annual Report 2023", "2024-03-14", "Revenue was $80 million.")
    (figure,) = read_source(source).figures
    assert figure.period == "2023"
    undated = Source("memo", "Memo", "2024-03-14", "Revenue was $80 million.")
    assert read_source(undated).figures[0].period == "2024"
