"""Figures the documents do not state, worked out from those they do.

A margin is its profit measure divided by revenue ("EBITDA margin"). A year, or a part of
it, follows from its other parts: a year is the sum of its quarters or of its halves, a
third quarter is the first nine months less the first half, a fourth quarter the year less
the first nine months. Only figures that add up are combined that way: what was earned,
spent or done over a period (revenue, a profit, tonnes shipped), not a rate, an average or a
balance at a date (employees, inventories, cash, assets under management); and only parts of
one whole (one company's, one fiscal year's, not a segment's beside the group's).
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Sequence

from keel.research.planner import answer as say
from keel.research.planner.arithmetic import in_first_scale
from keel.research.planner.captions import RUNNING
from keel.research.planner.documents import Reading
from keel.research.planner.evidence import Evidence
from keel.research.planner.figures import Figure
from keel.research.planner.goal import Goal
from keel.research.planner.guards import bound, is_rate, refusal
from keel.research.planner.outcomes import Answer, Calculate, Outcome
from keel.research.planner.periods import period_text
from keel.research.planner.relazy import lazy
from keel.research.planner.scoring import Scored
from keel.research.planner.sides import Ask, Side
from keel.research.planner.text import QUESTION_VERBS, concept, wordset

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

_EARNED = frozenset(
    concept(w)
    for w in wordset(
        "revenue profit ebitda ebit ebita turnover cost costs expenses expenditure capex "
        "investment spending"
    )
)
"""Amounts of money earned or spent over a period: what its parts add up to."""
_DONE_VERBS = (
    "ship|sell|produce|deliver|transport|carry|retread|process|handle|serve|install|build|"
    "manufacture|harvest|export|import|collect|treat|admit|fly|sail|welcome|attract|string|"
    "mill|pack|print|brew|bottle|roast|clean|inspect|recycle|book|issue|pour|grow|pick|catch|"
    "slaughter|mine|drill|dredge|survey|repair|recruit|make|complete"
)
_DONE_PARTICIPLES = (
    "shipped|sold|produced|delivered|transported|carried|retreaded|processed|handled|served|"
    "installed|built|manufactured|harvested|exported|imported|collected|treated|admitted|"
    "flown|sailed|welcomed|attracted|strung|milled|packed|printed|brewed|bottled|roasted|"
    "cleaned|inspected|recycled|booked|issued|poured|grown|picked|caught|slaughtered|mined|"
    "drilled|dredged|surveyed|repaired|recruited|made|completed"
)
_DONE = lazy(
    rf"\b(?:did|does|do|will|has|have|had)\s+(?:[\w'\u2019&.-]+\s+){{0,6}}?(?:{_DONE_VERBS})\b"
    rf"|\b(?:{_DONE_PARTICIPLES})\b",
    re.IGNORECASE,
)
"""Verbs of what was done over a period ("how many tonnes did it ship"): counts that add up."""
_DONE_NOUNS = frozenset(
    concept(w)
    for w in wordset(
        "passengers visitors deliveries trips admissions shipments bookings orders journeys "
        "flights crossings sales missions"
    )
)
"""Counts of events over a period, which add up whatever verb asks for them."""
_AT_A_DATE = lazy(
    r"\b(?:at\s+(?:the\s+)?(?:end|close)|as\s+(?:of|at)|year[\s-]end|period[\s-]end|"
    r"on\s+average|average|per\b|each\b|in\s+operation|outstanding|on\s+hand)",
    re.IGNORECASE,
)
_STOCK = lazy(
    r"\b(?:backlog|order\s*book|deferred|accrued|accruals?|property|properties|capacity|"
    r"outlets?|debt|leverage|ratio|multiple|shares?|customers?|members?|subscribers?|users?|"
    r"employees?|headcount|staff|stores?|shops?|branches|fleet|assets?|liabilit\w+|equity|"
    r"cash|inventor\w+|receivables?|payables?|provisions?|reserves?|deposits?|loans?|"
    r"balance|in\s+issue|outstanding|installed|portfolio|pipeline|order\s+intake\s+backlog)\b",
    re.IGNORECASE,
)
"""Words of a balance at a date, a capacity or a ratio in the question ("order backlog",
"deferred revenue", "installed capacity", "net debt to EBITDA", "shares in issue",
"customers served"): what it asks for does not add up over a period."""
_PLACE_OPENING = lazy(
    r"^\W*(?:in|at|for|within)\s+(?:the\s+)?(?P<place>(?-i:[A-Z])[\w'\u2019&-]*"
    r"(?:\s+(?-i:[A-Z])[\w'\u2019&-]*)*)\s*,",
    re.IGNORECASE,
)
"""A sentence about one place or unit of a company: "In Germany, revenue was ..."."""
_WITHIN = frozenset(
    concept(w)
    for w in wordset(
        "segment segments division divisions business region regions channel channels "
        "market markets brand brands subsidiary subsidiaries"
    )
)
"""Words that make a figure a part of a company's (a segment's, a region's), not all of it."""
_NOT_RUNNING = lazy(r"\b(?:not|non)[\s-]+cumul", re.IGNORECASE)
_ENDED = lazy(
    r"\b(?:ended|ending|to|through|until)\s+(?:\d{1,2}(?:st|nd|rd|th)?\s+)?"
    r"(?P<month>jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s*(?:\d{1,2},?\s*)?"
    r"(?P<year>(?:19|20)\d\d)"
    r"|\b(?:ended|ending|to|through|until)\s+(?:on\s+)?\d{1,2}[./-](?P<number>\d{1,2})[./-]"
    r"(?P<numbered>(?:19|20)\d\d)",  # "Year ended 31.03.2025"
    re.IGNORECASE,
)
_MONTH = {
    month: index
    for index, month in enumerate(
        ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"), 1
    )
}
_TO_YEAR_END = {WHOLE_YEAR: 0, "Q4": 0, "H2": 0, "9M": 3, "Q3": 3, "H1": 6, "Q2": 6, "Q1": 9}
"""Months from the end of a part of a year to the end of the year."""
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
        if not _combinable(goal, side, [*added, *subtracted], [p.figure for p in found]):
            continue
        if not subtracted:
            periods = tuple(s.period or "" for s in sides)
            summed = dataclasses.replace(goal, operation="sum", years=periods)
            return conclude(summed, sides, list(found), evidence)
        figures = [p.figure for p in found]
        return _difference(goal, side, figures, len(added), evidence)
    return None


def _adds_up(goal: Goal, side: Side) -> bool:
    """Whether the metric is done over a period, so that its parts add up to it: an amount
    earned or spent, or a count of what was done ("tonnes shipped", "passengers"), not a
    balance at a date, a rate or an average ("inventories", "hotels in operation", RevPAR)."""
    if _AT_A_DATE.search(goal.text) or _STOCK.search(goal.text):
        return False
    if side.need & _EARNED:
        return True
    return bool(side.need & _DONE_NOUNS) or (
        goal.expected_kind != "money" and _DONE.search(goal.text) is not None
    )


def _combinable(goal: Goal, side: Side, parts: list[str], figures: list[Figure]) -> bool:
    """Whether the parts found are parts of one whole: not a segment's figure beside the
    group's, nor two companies' when the question names none, nor a "Q2" of figures that run
    from the start of the year, nor periods of different fiscal years."""
    asked = set(goal.concepts)
    if any(f.context & _WITHIN - asked for f in figures):
        return False  # "Revenue in the Industrial segment was EUR 120 million in H1 2025"
    verbs = side.need & QUESTION_VERBS if not side.need & _DONE_NOUNS else frozenset()
    if goal.expected_kind != "money" and verbs and any(not verbs & f.around for f in figures):
        return False  # saddles produced each quarter do not add up to the saddles sold
    if any(_elsewhere(goal, f) for f in figures):
        return False  # "In Germany, revenue was ...", "The Industrial Solutions unit ..."
    if not goal.entities and len({(f.doc_id, f.table if f.structured else f.sentence)
                                  for f in figures}) > 1:  # fmt: skip
        return False  # Corvane's nine months less Pellix's first half, in one file or two
    running = [RUNNING.search(f.sentence) and not _NOT_RUNNING.search(f.sentence) for f in figures]
    if any(r and p.startswith("Q") for r, p in zip(running, parts, strict=True)):
        return False  # "Q2 (year to date)": the first half, not the second quarter
    ends = set()
    for figure, part in zip(figures, parts, strict=True):
        ended = _ENDED.search(figure.sentence)
        if ended is not None:  # "nine months ended 31 December 2025": a year ending March 2026
            named = ended.group("month")
            month = _MONTH[named.lower()[:3]] if named else int(ended.group("number"))
            year = int(ended.group("year") or ended.group("numbered"))
            month += _TO_YEAR_END.get(part, 0)
            ends.add((year + (month - 1) // 12, (month - 1) % 12 + 1))
    return len(ends) <= 1


def _elsewhere(goal: Goal, figure: Figure) -> bool:
    """Whether a sentence is about one place or unit of a company the question does not name:
    "In Germany, revenue was ...", "The Industrial Solutions unit's revenue was ..."."""
    if figure.structured:
        return False
    asked = {w.lower() for w in goal.text.split()}
    place = _PLACE_OPENING.match(figure.sentence)
    if place is not None and not {w.lower() for w in place.group("place").split()} <= asked:
        return True
    unit = _UNIT_OF.search(figure.sentence)
    return unit is not None and not {w.lower() for w in unit.group("name").split()} <= asked


_UNIT_OF = lazy(
    r"\b(?P<name>(?-i:[A-Z])[\w'\u2019&-]*(?:\s+(?-i:[A-Z])[\w'\u2019&-]*)*)\s+"
    r"(?:unit|units|arm|operations)\b(?!\s*\))",
    re.IGNORECASE,
)
"""A named part of a company in a sentence ("The Industrial Solutions unit")."""


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
