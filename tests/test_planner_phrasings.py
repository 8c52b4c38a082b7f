"""The offline planner on phrasings of a change it was not built around, end to end.

Each mini collection states a figure and the one it is compared with in its own way
("(2022: ...)", "versus", "against ... a year earlier", "compared to", "up from"), in
its own format, next to numbered labels ("Line 3", "Phase 2", "Model 7", "Branch 2 and
3") that are names, not amounts.
"""

from __future__ import annotations

import json

import pytest

from test_planner_runs import ask, assert_sound, calls

MERIDIAN = {
    "meridian-2023.md": (
        "---\ntitle: Meridian Plastics annual review 2023\n---\n"
        "# Meridian Plastics\n\n## Operations\n\n"
        "Line 3 produced 8,400 tonnes of resin in 2023 (2022: 7,000 tonnes). Line 4 was idle\n"
        "for most of the year. Phase 2 of the Antwerp site added 15 jobs.\n"
    ),
}
KITE = {
    "kite-half-year-2024.txt": (
        "Kite Mobility - half-year update 2024\n\n"
        "Ridership in the first half of 2024 was 1.8 million trips versus 1.5 million trips\n"
        "in the first half of 2023. Tier 1 and Tier 2 cities now number 14.\n"
    ),
}
SALTMARSH = {
    "saltmarsh-2024.json": json.dumps(
        {
            "title": "Saltmarsh Credit Union annual statement 2024",
            "published": "2025-02-10",
            "text": "Saltmarsh served 5,300 members at year-end 2024, against 4,600 members "
            "a year earlier. Branch 2 and 3 were merged in June.",
        }
    ),
}
QUILL = {
    "quill-2023.html": (
        "<html><head><title>Quill Instruments results 2023</title></head><body>"
        "<h1>Quill Instruments</h1><p>Quill shipped 2,750 Model 7 analysers in 2023, up from "
        "2,200 analysers in 2022.</p><p>Building 2 and 3 now house the service team.</p>"
        "</body></html>"
    ),
}
FENWICK = {
    "fenwick-2024.md": (
        "# Fenwick Water report 2024\n\n"
        "Recycled water made up 38% of supply in 2024, compared to 31% in 2023.\n"
        "Stage 2 of the treatment upgrade cost £4.5 million.\n"
    ),
}
EMBER = {
    "ember-climate-2024.md": (
        "# Ember Foundry climate report 2024\n\n"
        "Scope 1 emissions were 2,100 tonnes in 2024 (2023: 2,300 tonnes).\n\n"
        "Scope 1 and 2 emissions were 3,900 tonnes in 2024, compared with 4,500 tonnes "
        "in 2023.\n"
    ),
}


@pytest.mark.parametrize(
    ("files", "goal", "doc", "expressions", "says"),
    [
        (
            MERIDIAN,
            "What was the growth in resin produced by Line 3 between 2022 and 2023?",
            "meridian-2023",
            ["(8400 - 7000) / 7000 * 100", "8400 - 7000"],
            "Resin produced by Line 3 grew 20% from 7,000 tonnes in 2022 [meridian-2023] to "
            "8,400 tonnes in 2023 [meridian-2023], an increase of 1,400 tonnes",
        ),
        (
            KITE,
            "How did ridership in the first half change from 2023 to 2024?",
            "kite-half-year-2024",
            ["(1.8 - 1.5) / 1.5 * 100", "1.8 - 1.5"],
            "grew 20% from 1.5 million trips in H1 2023 [kite-half-year-2024] to 1.8 million "
            "trips in H1 2024 [kite-half-year-2024], an increase of 0.3 million trips",
        ),
        (
            SALTMARSH,
            "By how many did Saltmarsh's members increase between 2023 and 2024?",
            "saltmarsh-2024",
            ["5300 - 4600", "(5300 - 4600) / 4600 * 100"],
            "rose by 700 members (15.2%) from 4,600 members in 2023 [saltmarsh-2024] to "
            "5,300 members in 2024",
        ),
        (
            QUILL,
            "What was the growth in Model 7 analysers shipped from 2022 to 2023?",
            "quill-2023",
            ["(2750 - 2200) / 2200 * 100", "2750 - 2200"],
            "grew 25% from 2,200 analysers in 2022 [quill-2023] to 2,750 Model 7 analysers in "
            "2023 [quill-2023], an increase of 550 analysers",
        ),
        (
            FENWICK,
            "How did recycled water's share of supply change between 2023 and 2024?",
            "fenwick-2024",
            ["38 - 31"],
            "Recycled water's share of supply rose 7 percentage points, from 31% in 2023",
        ),
        (
            EMBER,
            "By how much did Scope 1 emissions fall between 2023 and 2024?",
            "ember-climate-2024",
            ["2100 - 2300", "(2100 - 2300) / 2300 * 100"],
            "Scope 1 emissions fell by 200 tonnes (8.7%) from 2,300 tonnes in 2023",
        ),
        (
            EMBER,
            "By how much did Scope 1 and 2 emissions fall between 2023 and 2024?",
            "ember-climate-2024",
            ["3900 - 4500", "(3900 - 4500) / 4500 * 100"],
            "Scope 1 and 2 emissions fell by 600 tonnes (13.3%) from 4,500 tonnes in 2023",
        ),
    ],
)
def test_a_figure_and_the_one_it_is_compared_with(tmp_path, files, goal, doc, expressions, says):
    result = ask(tmp_path, files, goal)
    assert_sound(result, doc)
    assert says in result.answer
    assert calls(result, "calculate") == [{"expression": e} for e in expressions]


@pytest.mark.parametrize(
    ("files", "goal", "doc", "says", "not_said"),
    [
        (
            MERIDIAN,
            "How many jobs did Phase 2 of the Antwerp site add?",
            "meridian-2023",
            "15 jobs",
            "give 2",
        ),
        (
            KITE,
            "How many Tier 1 and Tier 2 cities does Kite have?",
            "kite-half-year-2024",
            "cities were 14 in H1 2024",
            "were 2",
        ),
        (
            SALTMARSH,
            "How many members did Saltmarsh have in 2023?",
            "saltmarsh-2024",
            "4,600 members in 2023",
            "5,300",
        ),
        (
            QUILL,
            "How many Model 7 analysers did Quill ship in 2022?",
            "quill-2023",
            "2,200 analysers in 2022",
            "2,750",
        ),
        (
            FENWICK,
            "What did Stage 2 of the treatment upgrade cost?",
            "fenwick-2024",
            "£4.5 million",
            "2 in",
        ),
        (
            EMBER,
            "What were Scope 1 and 2 emissions in 2023?",
            "ember-climate-2024",
            "4,500 tonnes in 2023",
            "2,300",
        ),
        (
            EMBER,
            "What were Scope 1 emissions in 2023?",
            "ember-climate-2024",
            "2,300 tonnes in 2023",
            "4,500",
        ),
    ],
)
def test_numbered_labels_are_names_not_figures(tmp_path, files, goal, doc, says, not_said):
    result = ask(tmp_path, files, goal)
    assert_sound(result, doc)
    assert says in result.answer
    assert not_said not in result.answer.split("The source says")[0]
    assert calls(result, "calculate") == []
