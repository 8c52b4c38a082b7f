"""Figures the documents state themselves where the question asks for a calculation.

"What was the dividend per share?" is answered by "a dividend of EUR 0.18 per share"
(`stated_rate`), not by dividing two figures; "By how much did sales change?" by "Sales
declined 9.9%" (`stated_change`) when the two levels are not both found or cannot be
combined. A stated change must be the entity's own, of the metric itself (not "gas
consumption per cremation"), and not a level reached ("rose to 43%").
"""

from __future__ import annotations

import re

from keel.research.planner.documents import Reading
from keel.research.planner.figures import Figure
from keel.research.planner.goal import Goal
from keel.research.planner.guards import bound
from keel.research.planner.parties import is_about
from keel.research.planner.relazy import lazy
from keel.research.planner.scoring import scored_figures
from keel.research.planner.sides import Side
from keel.research.planner.text import concept, words, wordset

_CHANGE_WORDS = wordset(
    "grew grow grows rose rise rises increased increase up fell fall falls declined decline "
    "decreased decrease down dropped drop"
)
_PER_WORD = lazy(
    r"\b(?:per|a|each)\s+(?:cubic\s+)?([^\W\d_][\w\u00b3-]*)|/\s*([^\W\d_][\w\u00b3]*)"
)
"""The unit of a stated rate, after or before the amount: "per share", "a litre", "/m³"."""
_PER = lazy(r"\bper\s+([^\W\d_]+)", re.IGNORECASE)
"""A measure per something named before a stated change: "gas consumption per cremation"
(only "per": "a" and "each" there do not make a rate of the change)."""


_LEVEL_AFTER = lazy(
    r"^\s*,?\s*(?:(?:up|down)\s+from|compared\s+(?:with|to)|against|versus|vs\.?)\s+"
    r"(?:the\s+|a\s+)?[-\u2212]?\d[\d.,]*\s?(?:%|per\s?cent)"
    r"(?!\s*(?:growth|increase|rise|decline|decrease|drop|fall|gain)\b)",
    re.I,
)
"""A percentage compared with an earlier percentage is a level, not a change: "the loss rate
was 31%, down from 38%" (not "grew 12%, up from 8% growth", nor "7% compared with the
previous year")."""


def stated_rate(goal: Goal, readings: list[Reading]) -> Figure | None:
    """A figure the documents give per unit themselves ("EUR 0.18 per share", "SEK 44.90
    per cubic metre"), for a question that asks for that rate."""
    if not goal.per:
        return None
    unit = set(goal.per[1])
    wanted = {period for period in goal.years}
    for scored in scored_figures(goal, frozenset(goal.per[0]), readings):
        figure = scored.figure
        if wanted and figure.period not in wanted:
            continue
        start, end = figure.amount.start, figure.amount.unit_end
        window = figure.sentence[end : end + 30] + " " + figure.sentence[max(0, start - 30) : start]
        for match in _PER_WORD.finditer(window):
            word = match.group(1) or match.group(2) or ""
            if concept(word) in unit and bound(figure, frozenset(goal.per[0])):
                return figure
    return None


def stated_change(goal: Goal, side: Side, readings: list[Reading]) -> Figure | None:
    """A percentage change the documents state outright ("Sales grew 12% in 2023").

    Not a level reached ("rose to 43%"), and not for a metric that is itself a percentage.
    """
    if goal.expected_kind == "percent":
        return None
    for scored in scored_figures(goal, side.need, readings):
        figure = scored.figure
        before = figure.sentence[: figure.amount.start].split()[-1:]
        after = figure.sentence[figure.amount.unit_end :]
        if (
            figure.amount.kind == "percent"
            and before not in (["to"], ["at"], ["of"])
            and not _LEVEL_AFTER.match(after)
            and figure.period == side.period
            and bound(figure, side.need)
            and is_about(figure, side, goal, readings)
            and not _of_another_measure(figure, side.need)
            and _CHANGE_WORDS & {w.lower() for w in words(figure.sentence)}
        ):
            return figure
    return None


def _of_another_measure(figure: Figure, need: frozenset[str]) -> bool:
    """Whether a stated change is of something measured per the metric asked ("Gas
    consumption per cremation fell 7%" is not the change in cremations)."""
    before = figure.sentence[: figure.amount.start]
    return any(concept(m.group(1)) in need for m in _PER.finditer(before))
