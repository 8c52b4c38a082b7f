"""Figures from other documents that disagree with the best one: the planner asks which
document to use rather than pick one of them. A document that gives the best figure
itself, as precisely, agrees; one whose own sentence names the entity, the metric and the
year contradicts it even when it scores somewhat lower.
"""

from __future__ import annotations

import re

from keel.research.planner.amounts import consistent
from keel.research.planner.corrections import correcting
from keel.research.planner.figures import Figure
from keel.research.planner.guards import apart, bound, scale_unknown
from keel.research.planner.periods import years
from keel.research.planner.relazy import lazy
from keel.research.planner.scoring import Scored, compatible
from keel.research.planner.text import words

RIVAL_MARGIN = 0.5
"""A figure from another document within this score of the best one is a real rival."""


def rivals(
    best: Scored, others: list[Scored], need: frozenset[str], entity: tuple[str, ...] | None
) -> list[Scored]:
    """Figures from other documents as good as the best one that disagree with it (when
    the best is a restated or corrected figure, only other restated ones: it supersedes the
    original, not another restatement)."""
    restated = correcting(best.figure)
    agree = {  # a document that gives the best figure itself does not disagree with it
        o.figure.doc_id
        for o in others
        if o.score >= best.score - RIVAL_MARGIN
        and o.coverage == best.coverage
        and consistent(o.figure.amount, best.figure.amount)
        and _significant(o.figure.amount.digits) >= _significant(best.figure.amount.digits)
    }  # as precisely: not "EUR 0.5 billion", which rounds 512 and 548 alike
    found: dict[str, Scored] = {}
    for other in others:
        figure = other.figure
        if restated and not correcting(figure):
            continue
        margin = FIRM_MARGIN if _firm(other, best, need, entity) else RIVAL_MARGIN
        if (
            figure.doc_id != best.figure.doc_id
            and figure.doc_id not in found
            and figure.doc_id not in agree
            and other.score >= best.score - margin
            and other.coverage == best.coverage
            and compatible(figure, best.figure)
            and not _different_measures(figure, best.figure)
            and not consistent(figure.amount, best.figure.amount)
        ):
            found[figure.doc_id] = other
    return list(found.values())


FIRM_MARGIN = 1.0
"""How far below the best a figure may score and still contradict it, when its own sentence
names the entity and the metric and counts the same thing."""


def _firm(
    other: Scored, best: Scored, need: frozenset[str], entity: tuple[str, ...] | None
) -> bool:
    """Whether a figure says, in its own words, the very thing the best one says: the
    entity named in its sentence, the metric bound to it, the same unit ("Redes Sertaneja
    exported 163,000 hammocks" against "We exported 148,000 hammocks")."""
    figure = other.figure
    if entity is None or figure.structured or not bound(figure, need):
        return False
    if not years(figure.sentence) and not _YEAR_TO.search(figure.sentence):
        return False  # "in its last full financial year": a period the sentence leaves open
    named = {w.lower().removesuffix("'s") for w in words(figure.sentence)}
    return set(entity) <= named and figure.amount.unit == best.figure.amount.unit


_YEAR_TO = lazy(
    r"(?<!half-)(?<!half )\b(?:financial\s+|fiscal\s+)?year\s+(?:to|ended|ending)\s+(?:\d{1,2}\s+)?"
    r"(?:january|february|march|april|may|june|july|august|september|october|november|december)\b",
    re.IGNORECASE,
)
"""A year its end month fixes, once the document is dated ("crushed 810,000 tonnes of cane in
the year to June", in a report of October 2025)."""


def _significant(digits: str) -> int:
    """How many significant digits a number is written with ("0.5": 1, "9,421,000": 4)."""
    return len(digits.replace(",", "").replace(".", "").replace(" ", "").strip("0")) or 1


def _different_measures(a: Figure, b: Figure) -> bool:
    """Whether two figures that both state their scale are too far apart to be one measure
    (31 trains and 14.6 million passengers); a bare table number may be in any scale."""
    return apart([a, b]) and not scale_unknown([a, b], divide=False)
