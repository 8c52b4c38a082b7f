"""Which of the figures found for one side is the one meant.

A sentence's rounded figure gives way to the same figure written more precisely in a table
of its document (`most_precise`); a bare table number gives way to the same amount stated
with its scale when a ratio needs it (`with_scale`); and no one row of a breakdown stands for
the whole a ratio divides by (`without_breakdown`).
"""

from __future__ import annotations

from keel.research.planner.amounts import consistent, significant
from keel.research.planner.figures import Figure
from keel.research.planner.guards import bound
from keel.research.planner.scoring import Scored
from keel.research.planner.text import concept, wordset

BREAKDOWN_MARGIN = 0.15
"""Table rows or records this close in score to the best one are its siblings."""


def without_breakdown(scored: list[Scored], need: frozenset[str]) -> list[Scored]:
    """Without the best figure when it is one row of a breakdown the question names no part
    of: records "Boxcar ... units owned: 1480", "Covered hopper ... units owned: 6240" of
    one document and period fit "railcars owned" alike, and none of them is the fleet to
    divide by."""
    if not scored or not scored[0].figure.structured:
        return scored
    best = scored[0].figure
    siblings = [
        s
        for s in scored
        if s.figure.structured
        and s.figure.doc_id == best.doc_id
        and s.figure.period == best.period
        and s.figure.amount.kind == best.amount.kind
        and s.coverage == scored[0].coverage
        and s.score >= scored[0].score - BREAKDOWN_MARGIN
        and s.figure.sentence.rsplit(":", 1)[0] != best.sentence.rsplit(":", 1)[0]
        and _key(s.figure) == _key(best)  # "Boxcar ... units owned", "Gondola ... units owned"
        and s.figure.context & need == best.context & need
        and not consistent(s.figure.amount, best.amount)
    ]
    if len(siblings) < 2:  # a breakdown has three parts or more
        return scored
    parts = {id(s) for s in siblings} | {id(scored[0])}
    rest = [s for s in scored if id(s) not in parts]
    return without_breakdown(rest, need)  # the next best may be another breakdown's row


def _key(figure: Figure) -> tuple[str, ...]:
    """The last word before a structured figure's value: the key of a record's field (not the
    word before it, which may be the record's own value: "Albay employees", "Sorsogon
    employees" of plants in two provinces)."""
    return tuple(figure.sentence.rsplit(":", 1)[0].lower().split()[-1:])


_QUALIFYING = frozenset(
    concept(w)
    for w in wordset(
        "adjusted underlying normalised normalized comparable recurring organic core pro "
        "forma proforma constant reported restated segment continuing"
    )
)
"""Words that make a table row another measure than a sentence's bare one ("Adjusted net
income" is not "net income")."""


def most_precise(scored: list[Scored]) -> Scored:
    """The best figure, or the same figure written more precisely in a table of the same
    document: "PLN 5,412 thousand" in the table over "5,4 mln zł" in the sentence under it
    (the same period, about the same score, a rounding of it, and within 1% of it or in a
    row that names the metric as fully as the sentence: not a part)."""
    best = scored[0]
    if best.figure.structured:
        return best
    finer = [
        s
        for s in scored[1:]
        if s.score >= best.score - 0.25
        and s.figure.structured
        and s.figure.doc_id == best.figure.doc_id
        and s.figure.period == best.figure.period
        and s.figure.amount.kind == best.figure.amount.kind
        and consistent(s.figure.amount, best.figure.amount)
        and (
            abs(s.figure.amount.value - best.figure.amount.value)
            <= 0.01 * abs(s.figure.amount.value)
            or s.coverage >= best.coverage  # "-$0.3 million" rounds the row "Net income": -310
        )
        and significant(s.figure.amount) > significant(best.figure.amount)
        and not (s.figure.context - best.figure.context) & _QUALIFYING
    ]
    return max(finer, key=lambda s: significant(s.figure.amount), default=best)


def with_scale(best: Scored, scored: list[Scored], need: frozenset[str]) -> Scored:
    """A bare table number ("9420") given elsewhere with its scale ("9.42 million"): the
    figure that states its scale, so that no calculation is off by a thousand."""
    if best.figure.amount.scale != 1.0 or best.figure.amount.currency:
        return best
    stated = [
        s
        for s in scored
        if (s.figure.amount.scale != 1.0 or s.figure.amount.currency)
        and s.figure.period == best.figure.period
        and s.coverage >= best.coverage
        and bound(s.figure, need)
        and consistent(s.figure.amount, best.figure.amount)
    ]
    return stated[0] if stated else best
