"""What the offline planner reads into a question, and how it words its answers."""

from __future__ import annotations

import pytest

from keel.research.planner import answer as say
from keel.research.planner.amounts import find_amounts
from keel.research.planner.figures import Figure, sentence_figures
from keel.research.planner.goal import parse_goal
from keel.research.planner.passages import Passage
from keel.research.planner.scoring import score_figure
from keel.research.planner.text import concept


@pytest.mark.parametrize(
    ("question", "concepts", "years", "operation"),
    [
        (
            "What was the revenue growth between 2023 and 2024?",
            ("revenue",),
            ("2023", "2024"),
            "growth",
        ),
        (
            "How much did headcount increase from 2021 to 2023?",
            ("employees",),
            ("2021", "2023"),
            "difference",
        ),
        ("What was the combined revenue in 2022 and 2023?", ("revenue",), ("2022", "2023"), "sum"),
        ("What was total revenue in 2023?", ("revenue",), ("2023",), None),
        ("What were Acme's total CO2 emissions in FY2022?", ("emissions",), ("2022",), None),
        (
            "By how many percentage points did the gross margin change between 2023 and 2024?",
            ("gross", "margin"),
            ("2023", "2024"),
            "growth",
        ),
        (
            "How many units did Acme ship in 2023 compared with 2022?",
            ("unit", "shipments"),
            ("2023", "2022"),
            "growth",
        ),
        ("What was the clinker ratio in 2022?", ("clinker", "ratio"), ("2022",), None),
        ("When did the Tilburg plant open?", ("plant", "open"), (), None),
    ],
)
def test_metric_years_and_calculation(question, concepts, years, operation):
    goal = parse_goal(question)
    assert (goal.concepts, goal.years, goal.operation) == (concepts, years, operation)


def test_names_are_entities_not_metric_words():
    goal = parse_goal("How many people does the Tilburg plant employ?")
    assert goal.entities == (("tilburg",),)
    assert goal.concepts == ("employees", "plant")
    assert goal.count_noun == "employees"
    assert goal.expected_kind == "count"
    assert parse_goal("What was Northwind's R&D spending in 2023?").entities == (("northwind",),)


def test_a_capitalized_metric_is_not_taken_for_a_name():
    goal = parse_goal("What was Acme's EBIT in 2023?")
    assert goal.entities == (("acme",),)
    assert goal.concepts == ("ebit",)
    assert goal.expected_kind == "money"


def test_since_a_year_and_a_ratio_per_unit():
    assert parse_goal("Revenue growth since 2021?").since
    per = parse_goal("What was revenue per employee in 2024?")
    assert per.operation == "ratio"
    assert per.per == (("revenue",), ("employees",))


def test_two_named_companies_are_the_sides_of_a_comparison():
    goal = parse_goal("Which company shipped more units in 2023, Acme or Globex?")
    assert goal.entities == (("acme",), ("globex",))
    assert goal.operation == "difference"


def test_labels_keep_the_question_wording():
    assert parse_goal("What was the gross margin in 2024?").label == "gross margin"
    assert parse_goal("How much did Scope 2 emissions fall?").label == "Scope 2 emissions"
    assert parse_goal("How many units did Acme ship?").label is None


def figure(sentence: str, doc_year: str = "2023") -> Figure:
    return sentence_figures(Passage(sentence), "doc", doc_year)[0]


@pytest.mark.parametrize(
    ("question", "label"),
    [
        (
            "By how much did Scope 1 and 2 emissions fall from 2023 to 2024?",
            "Scope 1 and 2 emissions",
        ),
        ("What was the number of Tier 1 and Tier 2 suppliers in 2024?", "Tier 1 and 2 suppliers"),
        (
            "How did order intake in the third quarter change from 2023 to 2024?",
            "order intake in the third quarter",
        ),
        (
            "What was renewable electricity's share of consumption in 2024?",
            "renewable electricity's share of consumption",
        ),
        ("What was the growth in resin produced by Line 3 in 2023?", "resin produced by Line 3"),
        ("What were Scope 1-3 emissions in 2022?", "Scope 1 to 3 emissions"),
        ("Which company shipped more units in 2023, Acme or Globex?", None),
    ],
)
def test_labels_keep_linking_words_and_numbered_names(question, label):
    assert parse_goal(question).label == label


def test_the_figure_with_the_metric_in_its_own_clause_scores_higher():
    goal = parse_goal("How many employees did Northwind have in 2024?")
    need = frozenset(goal.concepts)
    headcount = figure("Headcount grew to 455 employees.")
    party = figure("The summer party welcomed 300 guests and their families.")
    assert score_figure(goal, need, party, frozenset()) is None
    assert score_figure(goal, need, headcount, frozenset()) is not None


def test_every_concept_of_a_two_word_metric_is_required():
    goal = parse_goal("What was the operating margin in 2023?")
    need = frozenset(goal.concepts)
    assert score_figure(goal, need, figure("Gross margin was 41%."), frozenset()) is None
    assert score_figure(goal, need, figure("Operating margin was 12%."), frozenset()) is not None


def test_numbers_and_amounts_are_written_like_their_sources():
    assert say.number(25.0) == "25"
    assert say.number(11.1111) == "11.1"
    assert say.number(162) == "162"
    assert say.number(35500) == "35,500"
    (amount,) = find_amounts("$80 million")
    assert say.like(20, amount) == "$20 million"
    (count,) = find_amounts("1,180 employees")
    assert say.like(162, count) == "162 employees"


def test_answers_cite_inline_and_join_plainly():
    assert say.cite(["a", "b", "a", "c"]) == "[a], [b] and [c]"
    goal = parse_goal("What was Acme's R&D spending in 2023?")
    text = say.not_stated(goal, ["a", "b"])
    assert (
        text
        == "The documents I read do not state Acme's R&D spending for 2023. I read [a] and [b]."
    )


def two(first: str, second: str) -> list[Figure]:
    return [figure(first, "2023"), figure(second, "2024")]


@pytest.mark.parametrize(
    ("question", "sentences", "result", "expected"),
    [
        (
            "How did the gross margin change between 2023 and 2024?",
            ("Gross margin was 43%.", "Gross margin was 41%."),
            -2,
            "Gross margin fell 2 percentage points, from 43% in 2023",
        ),
        (
            "What was the revenue growth between 2023 and 2024?",
            ("Revenue was $80 million.", "Revenue was $80 million."),
            0,
            "Revenue was unchanged, from $80 million in 2023",
        ),
        (
            "What is the ratio of 2024 revenue to 2023 revenue?",
            ("Revenue was $80 million.", "Revenue was $100 million."),
            1.25,
            "$100 million in 2024 [doc] is 1.25 times $80 million in 2023 [doc]",
        ),
        (
            "What was the difference in gross margin between 2023 and 2024?",
            ("Gross margin was 41%.", "Gross margin was 43%."),
            2,
            "Gross margin rose 2 percentage points, from 41% in 2023",
        ),
        (
            "By how much did staff costs fall between 2023 and 2024?",
            ("Staff costs were EUR 12 million.", "Staff costs were EUR 9 million."),
            -3,
            "Staff costs fell by EUR 3 million from EUR 12 million in 2023",
        ),
    ],
)
def test_calculated_answers_say_the_result_in_words(question, sentences, result, expected):
    goal = parse_goal(question)
    text = say.calculated(goal, two(*sentences), [("x", result)])
    assert expected in text
    assert text.endswith("(calculated: x = " + say.number(result, 4) + ").")


@pytest.mark.parametrize(
    ("question", "sentences", "worked", "expected"),
    [
        (
            "What was the revenue growth between 2023 and 2024?",
            ("Revenue was $80 million.", "Revenue was $100 million."),
            [("(100 - 80) / 80 * 100", 25), ("100 - 80", 20)],
            "Revenue grew 25% from $80 million in 2023 [doc] to $100 million in 2024 [doc], "
            "an increase of $20 million (calculated: (100 - 80) / 80 * 100 = 25; 100 - 80 = 20).",
        ),
        (
            "By how much did Scope 1 and 2 emissions fall from 2023 to 2024?",
            ("Emissions were 6,000 tonnes.", "Emissions were 5,400 tonnes."),
            [("5400 - 6000", -600), ("(5400 - 6000) / 6000 * 100", -10)],
            "Scope 1 and 2 emissions fell by 600 tonnes (10%) from 6,000 tonnes in 2023 [doc] "
            "to 5,400 tonnes in 2024 [doc] (calculated: 5400 - 6000 = -600; "
            "(5400 - 6000) / 6000 * 100 = -10).",
        ),
    ],
)
def test_a_change_is_said_both_as_an_amount_and_a_percentage(question, sentences, worked, expected):
    assert say.calculated(parse_goal(question), two(*sentences), worked) == expected


@pytest.mark.parametrize(
    ("question", "result", "expected"),
    [
        ("What was the combined revenue of Acme and Globex?", 180, "Revenue totalled $180 million"),
        ("What is the ratio of Globex revenue to Acme revenue?", 1.25, "is 1.25 times Acme"),
        ("How much higher in percent was Globex revenue than Acme revenue?", 25, "25% above Acme"),
        ("What was the difference in revenue between Acme and Globex?", 0, "the same"),
        ("Which had more revenue, Acme or Globex?", -20, "Acme is higher by $20 million"),
    ],
)
def test_calculated_answers_between_entities(question, result, expected):
    goal = parse_goal(question)
    figures = two("Revenue was $80 million.", "Revenue was $100 million.")
    text = say.calculated(goal, figures, [("x", result)], [("acme",), ("globex",)])
    assert expected in text


def test_a_share_of_a_whole_after_a_month_range_or_a_split_year_is_parsed() -> None:
    goal = parse_goal(
        "What share of Havfôr's January\u2013September 2025 feed volume came from the Florø plant?"
    )
    assert goal.operation == "share"
    assert goal.per is not None
    assert goal.per[1] == (concept("feed"), concept("volume"))
    goal = parse_goal(
        "What percentage of Eastbridge University Press's 2024-25 revenue came from journals?"
    )
    assert goal.per == ((concept("journals"), concept("revenue")), (concept("revenue"),))
