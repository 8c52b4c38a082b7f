"""The calibration gates: when a figure may be stated, and which figures may be combined.

A figure answers a question only when it is *bound* to it: its own clause, table row or
column names the metric (`bound`); whether it is about the entity asked is
`parties.is_about`. Arithmetic only combines figures that can be the same measure: one unit
and scale (`same_unit`, `scale_unknown`), not a rate divided again (`is_rate`), not twenty
times apart (`apart`). Everything here is a pure function of the figures and the question.
"""

from __future__ import annotations

import re

from keel.research.planner.captions import caption_hint
from keel.research.planner.figures import Figure
from keel.research.planner.goal import Goal
from keel.research.planner.scoring import compatible
from keel.research.planner.sides import Side
from keel.research.planner.text import FILLER, QUESTION_VERBS, concept, wordset


def is_the_part(goal: Goal, side: Side, figure: Figure) -> bool:
    """For the whole of a share: a figure labelled with the part ("broadcasting revenue")
    is the part, not the whole."""
    if goal.operation != "share" or not goal.per or side.need != frozenset(goal.per[1]):
        return False
    return set(goal.per[0]) <= figure.context


def bound(figure: Figure, need: frozenset[str]) -> bool:
    """Whether the figure's own clause (or row and column) names the metric asked for.

    Verbs and filler are not required; of three or more metric words one may be missing.
    """
    core = {c for c in need if c not in QUESTION_VERBS and c not in FILLER} or set(need)
    own = len(core & figure.context)
    if own >= (len(core) if len(core) <= 3 else len(core) - 1):
        return True
    # a table row may leave one metric word to the table's or document's title
    return figure.structured and own >= len(core) - 1 >= 1 and core <= figure.context | figure.title


_RATE_AFTER = re.compile(r"^\s*(?:[^\W\d_]+\s*)?(?:per\s|/\s?[^\W\d_])", re.IGNORECASE)


def is_rate(figure: Figure) -> bool:
    """Whether a figure is already per something ("47.1 ct/kg", "EUR 148.6 per passenger")."""
    return (
        _RATE_AFTER.match(figure.sentence[figure.amount.end : figure.amount.end + 25]) is not None
    )


def same_unit(a: Figure, b: Figure) -> bool:
    """Whether a part and its whole are measured alike: both money in one currency and
    scale stated the same way, or both plain counts (the same unit words, if any)."""
    x, y = a.amount, b.amount
    if x.kind != y.kind:
        return False
    if x.kind == "money":
        return x.currency == y.currency and (x.scale == 1.0) == (y.scale == 1.0)
    if not x.unit or not y.unit:
        return not x.unit and not y.unit
    return x.unit[-1] == y.unit[-1]  # "international students" of "students"


def scale_unknown(found: list[Figure], *, divide: bool) -> bool:
    """Whether the arithmetic would mix a scaled figure ("1.42 million") with a bare one
    ("198" from a table whose unit is not stated), so its result could be off by any
    factor. Dividing by a plain count ("$100 million per 455 employees") is fine."""
    bare = [f.amount.kind == "count" and f.amount.scale == 1.0 and not f.amount.unit for f in found]
    scaled = [f.amount.scale != 1.0 for f in found]
    if divide:
        return bare[0] and scaled[-1]
    return any(bare) and any(scaled)


def _bare_money(goal: Goal, figure: Figure) -> bool:
    """Whether a figure the question wants as money ("revenue per bicycle") is written as
    a plain number ("143,712" from a table in thousands), so the rate's size is a guess."""
    amount = figure.amount
    wants_money = goal.expected_kind == "money"
    return wants_money and amount.currency is None and amount.scale == 1.0 and not amount.unit


_TOTALS = frozenset(
    concept(word)
    for word in wordset(
        "revenue profit income ebitda ebit capex assets liabilities equity debt turnover "
        "expenses spending rd"
    )
)
"""Metrics that are a whole organisation's totals for a period, never a few units of money
(unlike a price, a fee or a dividend)."""
SMALLEST_TOTAL = 1000.0
"""A total written with a currency but no scale below this ("€ 27.6") has lost its scale."""


def unit_unknown(goal: Goal, figure: Figure) -> str | None:
    """Why a figure that answers a question about money (or a percentage) cannot be stated
    (None: it can). A count found for a rate or a share is not it; a bare number ("17,900" from a table whose unit the planner did not
    find) may be in thousands or millions of any currency; a company's revenue written as
    "€ 27.6" has lost its scale. Stating either as the answer would be a guess."""
    if goal.per or goal.operation:
        return None
    amount = figure.amount
    if goal.expected_kind == "percent" and amount.kind != "percent":
        return "it is not a percentage, and the question asks for one"  # "capacity: 30"
    if goal.expected_kind != "money":
        return None
    if not _TOTALS & set(goal.concepts) or amount.kind == "percent" or amount.in_range:
        return None  # a price or a fee is written in units of money; a range's end may not be
    if amount.currency is None and amount.scale == 1.0 and not amount.unit:
        if figure.structured and caption_hint(figure.sentence.rpartition(":")[0]):
            return None  # its record or row names the unit: "... JPY million total: 17150"
        return "they do not say in what currency and scale it is written"
    if amount.kind == "money" and amount.scale == 1.0 and abs(amount.value) < SMALLEST_TOTAL:
        return "they give no scale (thousand, million) for it"
    return None


FACTOR = 20.0
"""Figures further apart than this are not combined (a unit or scale is probably missing)."""


def apart(found: list[Figure]) -> bool:
    """Whether the figures to combine are implausibly far apart (units or scale differ)."""
    values = [abs(f.amount.value) for f in found if f.amount.value]
    return len(values) >= 2 and max(values) > FACTOR * min(values)


def _one_figure_twice(found: list[Figure]) -> bool:
    """Whether a change would compare one figure with itself: the same value, written with
    four or more digits, for two periods from two documents ("2,415" for 2024 in one and
    for 2025 in the other): a period was read wrongly, not a figure that stayed the same."""
    if len(found) != 2:
        return False
    a, b = found
    digits = sum(c.isdigit() for c in a.amount.digits)
    return (
        a.amount.value == b.amount.value
        and digits >= 4
        and a.doc_id != b.doc_id
        and a.period != b.period
    )


def refusal(goal: Goal, found: list[Figure]) -> str | None:
    """Why the question's arithmetic cannot be done on these figures (None: it can)."""
    if not goal.per and not all(compatible(found[0], f) for f in found[1:]):
        return "their units differ"
    if len({(f.doc_id, f.position, f.sentence, f.amount.start) for f in found}) < len(found):
        return "one figure would stand for two different things"
    if goal.operation == "share" and goal.joint:
        return "the question asks for two parts together, and I only divide one part by its whole"
    if goal.operation == "share" and not same_unit(found[0], found[-1]):
        return "the part and the whole are not given in the same unit"
    if scale_unknown(found, divide=bool(goal.per)):
        return "one figure is in a stated scale (thousand, million) and the other is not"
    if goal.per and goal.operation == "ratio" and _bare_money(goal, found[0]):
        return "the amount to divide is a bare number: its currency and scale are not stated"
    if goal.per and goal.operation == "ratio" and is_rate(found[0]):
        return "the figure to divide is itself a rate (an amount per unit)"
    if goal.per and found[-1].amount.kind == "percent":
        return "the figure to divide by is a percentage"
    if goal.per and goal.operation == "ratio" and found[-1].amount.kind == "money":
        return "the figure to divide by is an amount of money, not a count"
    if goal.operation in {"growth", "difference", "cagr"} and _one_figure_twice(found):
        return (
            "the two figures are the same number in different documents, so one of them is "
            "probably for another period"
        )
    if not goal.per and goal.operation in {"growth", "difference", "sum", "cagr"} and apart(found):
        return "they differ by a factor of more than 20, so they are unlikely to measure the same"
    return None
