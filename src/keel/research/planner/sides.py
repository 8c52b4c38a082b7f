"""Which figures an answer needs: one *side* per period, entity or metric.

"Revenue growth between 2023 and 2024" needs revenue for 2023 and for 2024; "revenue
per employee in 2024" needs revenue and headcount for 2024; "the combined revenue of
Acme and Globex" needs revenue for each company. A change with one named year runs
from it to the latest period ("since 2021") or into it from the one before; a change
with no named year between exactly two periods found is unambiguous, between more it
is not, and the person is asked which baseline to use.
"""

from __future__ import annotations

from dataclasses import dataclass

from keel.research.planner import answer as say
from keel.research.planner.documents import Reading
from keel.research.planner.forecasts import expected_need
from keel.research.planner.goal import Goal
from keel.research.planner.periods import period_text, shift
from keel.research.planner.prior_year import YEAR_EARLIER
from keel.research.planner.scoring import scored_figures

BASELINE = "The documents give"
WHICH_PERIOD = "The documents give several periods for"
"""How the question about which period a look-up means begins."""
"""How the question about which period to compare with begins."""


@dataclass(frozen=True, slots=True)
class Side:
    """One figure the answer needs: a metric (as concepts), for a period, of an entity."""

    need: frozenset[str]
    period: str | None
    entity: tuple[str, ...] | None = None


@dataclass(frozen=True, slots=True)
class Ask:
    """Ask a person."""

    question: str


def by_entity(goal: Goal) -> bool:
    """Whether the calculation compares entities ("Acme and Globex") rather than periods."""
    return len(goal.entities) >= 2 and goal.operation is not None and not goal.per


def plan_sides(goal: Goal, readings: list[Reading], asked: dict[str, str]) -> list[Side] | Ask:
    """The figures the answer needs (``asked``: questions already put to the person)."""
    need = expected_need(goal, frozenset(goal.concepts))
    years = sorted(goal.years)
    if goal.per:
        period = years[-1] if years else None
        return [Side(frozenset(goal.per[0]), period), Side(frozenset(goal.per[1]), period)]
    if by_entity(goal):
        return [Side(need, years[-1] if years else None, e) for e in goal.entities]
    if goal.operation is None:
        periods = years or periods_of(goal, need, readings)[-4:]
        if not years and len(periods) > 1:
            question = f"{WHICH_PERIOD} {goal.label or 'this figure'}"
            reply = next((a for q, a in asked.items() if q.startswith(question)), None)
            if reply is None:
                listed = say.join([period_text(p) for p in periods], "or")
                return Ask(f"{question}: {listed}. Which period do you mean?")
            named = [p for p in periods if period_text(p).lower() in reply.lower() or p in reply]
            periods = named[-1:] or periods[-1:]
        return [Side(need, p) for p in periods] or [Side(need, None)]
    if len(years) >= 2:
        ends = years if goal.operation == "sum" else [years[0], years[-1]]
        return [Side(need, p) for p in ends]
    if goal.operation == "sum" and len(years) == 1 and not YEAR_EARLIER.search(goal.text):
        return [Side(need, years[0])]  # "prams and buggies taken together in 2023/24": parts
    # of one year, not that year and the last ("in 2023 and the year before combined" is)
    periods = periods_of(goal, need, readings)
    if len(years) == 1:
        return [Side(need, p) for p in _around(years[0], periods, since=goal.since)]
    if len(periods) > 2:
        question = baseline_question(goal, periods)
        if not any(q.startswith(question.split(":", 1)[0]) for q in asked):
            return Ask(question)
        periods = [periods[0], periods[-1]]  # the reply named no period: the widest span
    return [Side(need, p) for p in periods] or [Side(need, None)]


def _around(year: str, periods: list[str], *, since: bool) -> list[str]:
    """A change around one named year: since it (to the latest), or into it (from before).

    Into it with no earlier period found, the baseline is the year before (still to find).
    """
    like = [p for p in periods if _part(p) == _part(year)]  # a quarter with a quarter
    if since:
        later = [p for p in like if p > year]
        return [year, later[-1]] if later else [year]
    earlier = [p for p in like if p < year]
    return [earlier[-1] if earlier else shift(year, -1), year]


def _part(period: str) -> str:
    return period.partition(" ")[2]


def periods_of(goal: Goal, need: frozenset[str], readings: list[Reading]) -> list[str]:
    """The periods the documents give the metric for (in the best figure's kind), sorted."""
    scored = scored_figures(goal, need, readings)
    if not scored:
        return []
    best = scored[0].figure
    part = _part(best.period) if best.period else ""
    periods = {
        s.figure.period
        for s in scored
        if s.figure.amount.kind == best.amount.kind
        and s.figure.period
        and _part(s.figure.period) == part
    }  # like with like: years with years, quarters with quarters
    return sorted(p for p in periods if p)


def baseline_question(goal: Goal, periods: list[str]) -> str:
    """Which of several earlier periods should a change be measured from?"""
    label = goal.label or "this figure"
    latest, earlier = periods[-1], periods[:-1]
    return (
        f"{BASELINE} {label} for {say.join(periods)}: which period should I compare "
        f"{latest} with, {' or '.join(earlier)}?"
    )
