"""The calibration gates: when a figure may be stated, and which figures may be combined.

A figure answers a question only when it is *bound* to it: its own clause, table row or
column names the metric (`bound`); whether it is about the entity asked is
`parties.is_about`. Arithmetic only combines figures that can be the same measure: one unit
and scale (`same_unit`, `scale_unknown`), not a rate divided again (`is_rate`), not twenty
times apart (`apart`), not one figure read for two periods, not rates of growth taken for
amounts, not bare volumes for money (`refusal`). A company total is stated only with its unit
and scale, and a percentage only as a percentage (`unit_unknown`). Everything here is a pure
function of the figures and the question.
"""

from __future__ import annotations

import re
from dataclasses import replace

from keel.research.planner.amounts import find_amounts
from keel.research.planner.captions import caption_hint
from keel.research.planner.figures import Figure
from keel.research.planner.goal import Goal
from keel.research.planner.relazy import lazy
from keel.research.planner.scoring import compatible
from keel.research.planner.sides import Side
from keel.research.planner.text import (
    FILLER,
    QUESTION_VERBS,
    concept,
    concepts,
    wordset,
)


def is_the_part(goal: Goal, side: Side, figure: Figure) -> bool:
    """For the whole of a share: a figure labelled with the part ("broadcasting revenue")
    is the part, not the whole."""
    if goal.operation != "share" or not goal.per or side.need != frozenset(goal.per[1]):
        return False
    return set(goal.per[0]) <= figure.context


def bound(figure: Figure, need: frozenset[str]) -> bool:
    """Whether the figure's own clause (or row and column) names the metric asked for.

    Verbs and filler are not required; of four or more metric words one may be missing, and
    one of three when the document's title gives it.
    """
    core = {c for c in need if c not in QUESTION_VERBS and c not in FILLER} or set(need)
    own = len(core & figure.context)
    if own >= (len(core) if len(core) <= 3 else len(core) - 1):
        return True
    # a table row, or a sentence that names two metric words or more, may leave one to the
    # document's title ("The plant generated 6.8 GWh of electricity" in the biogas review)
    if not figure.structured and not (amount := figure.amount).unit and amount.kind == "count":
        return False  # a bare number in a sentence ("3", "15.2") is tied by its words alone
    least = 1 if figure.structured else 2
    return own >= len(core) - 1 >= least and core <= figure.context | figure.title


_RATE_AFTER = lazy(r"^\s*(?:[^\W\d_]+\s*)?(?:per\s|/\s?[^\W\d_])", re.IGNORECASE)


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
_LARGE_TOTALS = frozenset(
    concept(word) for word in wordset("revenue turnover ebitda ebit assets liabilities equity debt")
)
"""Totals a company never reports in a few units of money (a small club's income may be)."""
SMALLEST_TOTAL = 1000.0
"""A total written with a currency but no scale below this ("€ 27.6") has lost its scale."""


_QUANTITY_LABEL = lazy(
    r"\b(?:tonnes?|tons|kg|litres?|liters?|MWh|GWh|MW|m2|m³|hectares?|units|thousand|million)\b",
    re.IGNORECASE,
)
_RATIO_LABEL = lazy(r"%|\b(?:percent|per\s?cent|pct|ratio|margin|rate|share)\b", re.I)


def _a_quantity(figure: Figure) -> bool:
    """Whether a figure is an amount of something (money, tonnes, a scaled count) rather
    than a ratio or a bare number that may be a percentage ("Operating margin, %: 12.4",
    "2.3x", "215 basis points")."""
    amount = figure.amount
    if amount.kind == "percent":
        return False
    if amount.kind == "money" or amount.scale != 1.0:
        return True
    label = figure.sentence.rpartition(":")[0] if figure.structured else ""
    if _RATIO_LABEL.search(label):
        return False
    return bool(_QUANTITY_LABEL.search(label))  # "thousand tonnes per year ... capacity: 30"


def with_label_unit(figure: Figure) -> Figure:
    """A bare figure of a row or record whose label names its unit ("... EUR thousand
    artistic glass: 39480"), written in that unit ("EUR 39,480 thousand") for the answer."""
    amount = figure.amount
    bare = amount.currency is None and amount.scale == 1.0 and not amount.unit
    hint = caption_hint(figure.sentence.rpartition(":")[0]) if figure.structured else ""
    if not bare or not hint:
        return figure
    sign = "-" if amount.value < 0 else ""
    hinted = find_amounts(sign + hint.format(amount.digits.lstrip("-\u2212")))
    if not hinted or hinted[0].currency is None:
        return figure
    return replace(figure, amount=replace(hinted[0], start=amount.start, end=amount.end,
                                           unit_end=amount.unit_end))  # fmt: skip


def unit_unknown(goal: Goal, figure: Figure) -> str | None:
    """Why a figure that answers a question about money (or a percentage) cannot be stated
    (None: it can). A count found for a rate or a share is not it; a bare number ("17,900"
    from a table whose unit the planner did not find) may be in thousands or millions of any
    currency; a company's revenue written as "€ 27.6" has lost its scale. Stating any of them
    as the answer would be a guess."""
    if goal.per or goal.operation:
        return None
    amount = figure.amount
    if goal.expected_kind == "percent" and _a_quantity(figure):
        return "it is a quantity, not a percentage, and the question asks for one"
    if goal.expected_kind != "money":
        return None
    if not _TOTALS & set(goal.concepts) or amount.kind == "percent" or amount.in_range:
        return None  # a price or a fee is written in units of money; a range's end may not be
    if is_rate(figure) or _PER_BEFORE.search(
        figure.sentence[max(0, amount.start - 50) : amount.start]
    ):
        return "it is an amount per unit (per student, per tonne), not the total asked for"
    if _bare(figure):  # not "... JPY million total: 17150", whose record names the unit
        return "they do not say in what currency and scale it is written"
    small = amount.kind == "money" and amount.scale == 1.0 and abs(amount.value) < SMALLEST_TOTAL
    if small and _LARGE_TOTALS & set(goal.concepts):
        return "they give no scale (thousand, million) for it"
    return None


_PER_BEFORE = lazy(
    r"\bper\s+[^\W\d_]+(?:[\s-][^\W\d_]+)?\s*(?:\)\s*)?(?:was|were|is|are|of|stood\s+at|amounted\s+to"
    r"|reached|rose\s+to|fell\s+to|came\s+to|:)?\s*(?:[^\W\d_]{1,4}\s?)?[$€£¥₹]?\s*$",
    re.IGNORECASE,
)
"""A figure said of a unit, just before it: "Revenue per student was CHF 20,000"."""

FACTOR = 20.0
"""Figures further apart than this are not combined (a unit or scale is probably missing)."""


def apart(found: list[Figure]) -> bool:
    """Whether the figures to combine are implausibly far apart (units or scale differ)."""
    values = [abs(f.amount.value) for f in found if f.amount.value]
    return len(values) >= 2 and max(values) > FACTOR * min(values)


_CHANGE_NEAR = lazy(
    r"\b(?:rose|rise|grew|grow\w*|increas\w*|up|fell|fall|declin\w*|decreas\w*|down|"
    r"dropped|gain\w*)\b",
    re.IGNORECASE,
)


def _a_change(figure: Figure) -> bool:
    """Whether a percentage is a rate of change ("rose 12%", "8% growth"), not a level."""
    text, amount = figure.sentence, figure.amount
    near = (
        text[max(0, amount.start - 25) : amount.start]
        + text[amount.unit_end : amount.unit_end + 12]
    )
    return _CHANGE_NEAR.search(near) is not None


def _bare(figure: Figure) -> bool:
    """A number with no currency, scale or unit that its row or record does not give either."""
    amount = figure.amount
    if amount.currency is not None or amount.scale != 1.0 or amount.unit:
        return False
    if amount.kind == "percent":
        return False
    return not (figure.structured and caption_hint(figure.sentence.rpartition(":")[0]))


_VOLUME = lazy(
    r"\b(?:volumes?|litres?|liters?|hectolitres?|hl|tonnes?|tons|kg|m3|m³|units|pieces|bottles)\b",
    re.IGNORECASE,
)


def _counts(figure: Figure, per: tuple[str, ...]) -> bool:
    """Whether a figure counts the very thing a rate is per ("118 rafts" for the
    production per raft): that is the divisor, never the amount divided."""
    unit = figure.amount.unit
    return figure.amount.kind == "count" and bool(unit) and concept(unit[-1]) in per


def _measured_otherwise(figure: Figure, per: tuple[str, ...]) -> bool:
    """Whether a divisor is measured in a unit of its own that is not what the rate is
    per ("96 m3" of raft timber for a rate per raft; "4,500 tonnes" stays a fine divisor
    of a rate per tonne)."""
    unit = figure.amount.unit
    if not unit or concept(unit[-1]) in per:
        return False
    return _MEASURE_UNIT.fullmatch(unit[-1]) is not None


def _counts_another(figure: Figure, goal: Goal) -> bool:
    """Whether a divisor says it counts something the question never names ("1.94 million
    trips" for a rate per member; "23 wells" answers "per completed well", and "812
    full-time equivalents" a rate per employee)."""
    unit = figure.amount.unit
    if figure.amount.kind != "count" or not unit or _MEASURE_UNIT.fullmatch(unit[-1]):
        return False
    if _FULL_TIME.search(figure.amount.unit_text):
        return False  # full-time equivalents are employees
    named = set(concepts(goal.question)) | set(goal.per[1] if goal.per else ())
    return not {concept(word) for word in unit} & named


_FULL_TIME = lazy(r"\bfull[- ]time\b|\bFTEs?\b", re.IGNORECASE)


_MEASURE_UNIT = lazy(
    r"m3|m³|m2|m²|km|kg|t|tonnes?|tons?|kt|litres?|liters?|l|hl|hectolitres?|kwh|mwh|gwh|twh"
    r"|kw|mw|gw|ha|hectares?|acres?|months?|weeks?|days?|years?",
    re.IGNORECASE,
)
"""Units of measure (volume, mass, energy, area, time): a figure in one is not a count."""


def _of_quantity(figure: Figure) -> bool:
    """Whether a figure's row, record or document names a quantity rather than money:
    "sales-volumes", "million litres"."""
    label = figure.sentence.rpartition(":")[0] if figure.structured else figure.sentence
    return _VOLUME.search(f"{label} {figure.doc_id}") is not None


def _one_figure_twice(found: list[Figure]) -> bool:
    """Whether a change would compare one figure with itself: the same value, written with
    four or more digits, for two periods from two documents ("2,415" for 2024 in one and
    for 2025 in the other): a period was read wrongly, not a figure that stayed the same."""
    if len(found) != 2:
        return False
    a, b = found
    digits = sum(c.isdigit() for c in a.amount.digits.partition(".")[0])
    return (
        a.amount.value == b.amount.value
        and (a.amount.kind == "money" or a.amount.scale != 1.0)  # a headcount may stay
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
    if goal.per and found[-1].amount.value <= 0:
        return "the figure to divide by is not a positive count"  # "(402,150)": a cost
    if goal.per and goal.operation == "ratio" and found[-1].amount.value < 2:
        return "the figure to divide by is 1, not a count of what the rate is per"
    if goal.per and found[-1].amount.kind == "percent":
        return "the figure to divide by is a percentage"
    if goal.per and goal.operation == "ratio" and found[-1].amount.kind == "money":
        return "the figure to divide by is an amount of money, not a count"
    if goal.per and goal.operation == "ratio" and _counts(found[0], goal.per[1]):
        return "the figure to divide is itself a count of what the rate is per"
    if goal.per and goal.operation == "ratio" and _measured_otherwise(found[-1], goal.per[1]):
        return "the figure to divide by is a measured quantity, not a count of what the rate is per"
    if goal.per and goal.operation == "ratio" and _counts_another(found[-1], goal):
        return (
            f"the figure to divide by counts {found[-1].amount.unit_text}, not what the rate is per"
        )
    if goal.operation == "share" and found[0].amount.value == found[-1].amount.value:
        return "the part found is the whole itself"
    if (
        goal.operation in {"growth", "difference"}
        and goal.expected_kind == "money"
        and all(f.amount.kind == "percent" and _a_change(f) for f in found)
    ):  # "Revenue rose 12% in 2025, up from 8% growth in 2024": two rates of growth
        return "the figures found are rates of growth, not amounts"
    totals = goal.operation in {"growth", "difference", "cagr", "sum"} and _TOTALS & set(
        goal.concepts
    )
    if totals and any(_bare(f) and _of_quantity(f) for f in found):  # "146.9" in "sales-volumes"
        return "one figure is a bare number of a quantity (a volume, a weight), not of money"
    if goal.operation in {"growth", "difference", "cagr"} and _one_figure_twice(found):
        return (
            "the two figures are the same number in different documents, so one of them is "
            "probably for another period"
        )
    if not goal.per and goal.operation in {"growth", "difference", "sum", "cagr"} and apart(found):
        return "they differ by a factor of more than 20, so they are unlikely to measure the same"
    return None
