"""The arithmetic an answer needs, as expressions for the ``calculate`` tool.

A change between two periods is worked out both ways: the one the question asks for
first ("revenue growth": a percentage; "by how much did emissions fall": an amount),
then the other, so the answer can say "fell by 600 tonnes (10%)". Figures are put in one
scale first, so "$80 million" and "$100 million" give ``(100 - 80) / 80 * 100``.
"""

from __future__ import annotations

from keel.research.planner.figures import Figure
from keel.research.planner.goal import Goal

CHANGES = frozenset({"growth", "difference"})
"""Operations that measure a change from one period to another."""


def expression_for(goal: Goal, found: list[Figure]) -> str | None:
    """The arithmetic for the question's operation on the figures found, in one scale."""
    if goal.per:
        ratio = f"{_num(found[0].amount.value)} / {_num(found[1].amount.value)}"
        return f"{ratio} * 100" if goal.operation == "share" else ratio
    old, new = _values(found)
    if goal.operation == "cagr":
        years = span_years(found)
        if not years or found[0].amount.value <= 0 or found[-1].amount.value <= 0:
            return None
        return f"(({new} / {old}) ** (1 / {years}) - 1) * 100"
    if goal.operation == "growth" and (found[0].amount.kind != "percent" or goal.relative):
        return _percent_change(found)
    if goal.operation in CHANGES:
        return f"{new} - {old}"
    if goal.operation == "ratio":
        return None if found[0].amount.value == 0 else f"{new} / {old}"
    return " + ".join(_values(found, every=True))


def span_years(found: list[Figure]) -> int | None:
    """Whole years between the first and the last figure's periods (None if unknown)."""
    first, last = found[0].period, found[-1].period
    if not first or not last:
        return None
    years = int(last.partition(" ")[0]) - int(first.partition(" ")[0])
    return years if years > 0 else None


def companion_for(goal: Goal, found: list[Figure], by_period: bool) -> str | None:
    """The other measure of a change between two periods (None when there is none).

    A percentage change comes with the amount it is, an amount with the percentage;
    a change in a percentage (a margin, a share) is only in percentage points.
    """
    if not by_period or goal.per or goal.operation not in CHANGES or len(found) != 2:
        return None
    if found[0].amount.kind == "percent":
        old, new = _values(found)  # a relative change of a percentage: and in points
        return f"{new} - {old}" if goal.relative and goal.operation == "growth" else None
    if goal.operation == "growth":
        old, new = _values(found)
        return f"{new} - {old}"
    return _percent_change(found)


def _percent_change(found: list[Figure]) -> str | None:
    if found[0].amount.value == 0:
        return None
    old, new = _values(found)
    return f"({new} - {old}) / {old} * 100"


def in_first_scale(found: list[Figure]) -> list[str]:
    """Every figure's value in the first figure's scale, for an expression."""
    return _values(found, every=True)


def _values(found: list[Figure], *, every: bool = False) -> list[str]:
    """The figures' values in the first figure's scale (the first and last, or ``every``)."""
    scale = found[0].amount.scale
    values = [_num(f.amount.value / scale) for f in found]
    return values if every else [values[0], values[-1]]


def _num(value: float) -> str:
    """A number for an expression: no float noise, no trailing ".0"."""
    return f"{value:.10g}"
