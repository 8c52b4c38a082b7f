"""Figures the documents do not state, worked out from those they do.

A margin is its profit measure divided by revenue ("EBITDA margin"). A year, or a part of
it, follows from its other parts: a year is the sum of its quarters or of its halves, a
third quarter is the first nine months less the first half, a fourth quarter the year less
the first nine months. Only figures that add up are combined that way: what was done over
a period (revenue, tonnes shipped, a profit), not a rate, an average or a balance at a date
(employees, shops, cash, assets under management).
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Sequence

from keel.research.planner import answer as say
from keel.research.planner.arithmetic import in_first_scale
from keel.research.planner.documents import Reading
from keel.research.planner.evidence import Evidence
from keel.research.planner.figures import Figure
from keel.research.planner.goal import Goal
from keel.research.planner.guards import bound, is_rate, refusal
from keel.research.planner.outcomes import Answer, Calculate, Outcome
from keel.research.planner.periods import period_text
from keel.research.planner.scoring import Scored
from keel.research.planner.sides import Ask, Side
from keel.research.planner.text import concept, wordset

Pick = Callable[[Goal, Side, list[Reading], Evidence], Scored | Ask | None]
"""The best figure for one side (the analysis's own choice, with its questions)."""
Conclude = Callable[[Goal, list[Side], list[Scored | None], Evidence], Outcome]
"""Calculate with, or answer from, the figures picked for the sides."""

_MARGIN = concept("margin")
_PROFIT_LEVELS = frozenset(concept(w) for w in ("operating", "gross", "net"))


def derived_margin(
    goal: Goal,
    side: Side,
    readings: list[Reading],
    evidence: Evidence,
    pick: Pick,
    conclude: Conclude,
) -> Outcome | None:
    """A margin the documents do not state, worked out from the profit measure and revenue
    they do state ("EBITDA margin" is EBITDA divided by revenue)."""
    if _MARGIN not in side.need:
        return None
    part = set(side.need) - {_MARGIN}
    if not part or not part <= (_PROFIT_LEVELS | {concept(w) for w in ("ebitda", "ebit", "ebita")}):
        return None
    if part <= _PROFIT_LEVELS:
        part.add(concept("profit"))
    derived = dataclasses.replace(
        goal, operation="share", per=(tuple(sorted(part)), (concept("revenue"),))
    )
    part_side = Side(frozenset(part), side.period, side.entity)
    whole_side = Side(frozenset({concept("revenue")}), side.period, side.entity)
    picks = [pick(derived, s, readings, evidence) for s in (part_side, whole_side)]
    found = [p for p in picks if isinstance(p, Scored)]
    if len(found) != 2 or not all(
        bound(p.figure, s.need) for p, s in zip(found, (part_side, whole_side), strict=True)
    ):
        return None
    return conclude(derived, [part_side, whole_side], list(found), evidence)


WHOLE_YEAR = ""
"""The part that is the whole year, in the table below."""
PARTS: dict[str, tuple[tuple[tuple[str, ...], tuple[str, ...]], ...]] = {
    WHOLE_YEAR: ((("Q1", "Q2", "Q3", "Q4"), ()), (("H1", "H2"), ())),
    "H1": ((("Q1", "Q2"), ()), ((WHOLE_YEAR,), ("H2",))),
    "H2": ((("Q3", "Q4"), ()), ((WHOLE_YEAR,), ("H1",))),
    "9M": ((("H1", "Q3"), ()), (("Q1", "Q2", "Q3"), ()), ((WHOLE_YEAR,), ("Q4",))),
    "Q1": ((("H1",), ("Q2",)),),
    "Q2": ((("H1",), ("Q1",)),),
    "Q3": ((("9M",), ("H1",)), (("H2",), ("Q4",))),
    "Q4": ((("H2",), ("Q3",)), ((WHOLE_YEAR,), ("9M",))),
}
"""For each part of a year: the parts it is made of, as (added, subtracted), best first."""

_BALANCES = frozenset(
    concept(w)
    for w in wordset(
        "employees headcount staff workforce people stores shops branches outlets restaurants "
        "sites locations fleet vessels aircraft assets aum cash debt borrowings liabilities "
        "equity backlog capacity members customers subscribers users accounts beds rooms "
        "price prices rate rates average balance occupancy utilisation utilization share "
        "margin ratio"
    )
)
"""Metrics measured at a date, or as a rate or an average: their parts do not add up."""
_AT_A_DATE = re.compile(
    r"\b(?:at\s+(?:the\s+)?(?:end|close)|as\s+(?:of|at)|year[\s-]end|period[\s-]end|"
    r"on\s+average|average|per\b|each\b)",
    re.IGNORECASE,
)
_MAY_BE_NEGATIVE = frozenset(
    concept(w)
    for w in wordset("profit income result earnings ebit ebitda ebita loss flow change net")
)
"""Metrics whose part may be negative when its whole and the other parts are not."""


def from_parts(
    goal: Goal,
    side: Side,
    readings: list[Reading],
    evidence: Evidence,
    pick: Pick,
    conclude: Conclude,
) -> Outcome | None:
    """A year, or a part of one, that the documents give only through its other parts."""
    if side.period is None or not _adds_up(goal, side):
        return None
    year, _, part = side.period.partition(" ")
    for added, subtracted in PARTS.get(part, ()):
        sides = [Side(side.need, f"{year} {p}".strip(), side.entity) for p in (*added, *subtracted)]
        picks = [pick(goal, s, readings, evidence) for s in sides]
        found = [p for p in picks if isinstance(p, Scored)]
        if len(found) < len(sides) or not all(
            bound(p.figure, side.need) and p.figure.amount.kind != "percent"
            and not is_rate(p.figure)
            for p in found
        ):  # fmt: skip
            continue
        if not subtracted:
            periods = tuple(s.period or "" for s in sides)
            summed = dataclasses.replace(goal, operation="sum", years=periods)
            return conclude(summed, sides, list(found), evidence)
        figures = [p.figure for p in found]
        return _difference(goal, side, figures, len(added), evidence)
    return None


def _adds_up(goal: Goal, side: Side) -> bool:
    """Whether the metric is done over a period, so that its parts add up to it."""
    return not (side.need & _BALANCES) and _AT_A_DATE.search(goal.text) is None


def _difference(
    goal: Goal, side: Side, figures: list[Figure], added: int, evidence: Evidence
) -> Outcome:
    """A part worked out by subtraction: the third quarter is nine months less the half."""
    citations = tuple(dict.fromkeys(f.doc_id for f in figures))
    summed = dataclasses.replace(goal, operation="sum")
    reason = refusal(summed, figures)
    if reason is not None:
        return Answer(say.cannot_calculate(goal, figures, reason), citations)
    values = in_first_scale(figures)
    expression = " + ".join(values[:added]) + "".join(f" - {v}" for v in values[added:])
    if expression not in evidence.calculations:
        if evidence.tried("calculate", {"expression": expression}):
            reason = f"the calculation {expression} failed"
            return Answer(say.cannot_calculate(goal, figures, reason), citations)
        return Calculate(expression)
    result = evidence.calculations[expression]
    if result < 0 <= min(f.amount.value for f in figures) and not side.need & _MAY_BE_NEGATIVE:
        reason = "the part subtracted is larger than the whole"
        return Answer(say.cannot_calculate(goal, figures, reason), citations)
    return Answer(_worked(goal, side, figures, added, expression, result), citations)


def _worked(
    goal: Goal, side: Side, figures: Sequence[Figure], added: int, expression: str, result: float
) -> str:
    """ "Revenue was EUR 8.6 million in Q3 2025: EUR 24.9 million in the first nine months of
    2025 [update] less EUR 16.3 million in H1 2025 [update] (calculated: ...)"."""
    plus = " + ".join(say.reference(f) for f in figures[:added])
    minus = "".join(f" less {say.reference(f)}" for f in figures[added:])
    value = say.like(result, figures[0].amount)
    return (
        f"{say.name(goal)} {say.be(goal)} {value} in {period_text(side.period)}: {plus}{minus} "
        f"(calculated: {expression} = {say.number(result, 4)})."
    )
