"""Rows of one table (or values of one JSON document) that answer a question alike.

"What is the dealer price of the Kipinä?" fits the rows "Kipinä 6" and "Kipinä 9" equally
well, for the same period, with different values: the question does not say which row it
means, so the planner asks (`alike_rows`, `which_row`), unless the question names one row in
full, and takes the row a reply names, by its label or its number ("the 9").
"""

from __future__ import annotations

import re

from keel.research.planner import answer as say
from keel.research.planner.evidence import Evidence
from keel.research.planner.figures import Figure
from keel.research.planner.goal import Goal
from keel.research.planner.periods import period_text
from keel.research.planner.relazy import lazy
from keel.research.planner.scoring import Scored
from keel.research.planner.sides import Ask, Side

WHICH_ROW = "The documents give more than one"
"""How the question about several table rows that answer alike begins."""


def alike_rows(best: Scored, scored: list[Scored]) -> list[Scored]:
    """Other rows of the best figure's table (or JSON document) that answer exactly as well
    for the same period with another value: "Kipinä 6" and "Kipinä 9" for "the Kipinä stove",
    two stations in one city. The question does not say which row it means."""
    figure = best.figure
    if not figure.structured:
        return []
    return [
        s
        for s in scored
        if s is not best
        and s.figure.structured
        and s.figure.doc_id == figure.doc_id
        and s.figure.table == figure.table
        and s.figure.period == figure.period
        and s.score == best.score
        and s.coverage == best.coverage
        and s.figure.amount.kind == figure.amount.kind
        and s.figure.amount.value != figure.amount.value
        and _row(s.figure) != _row(figure)
        and not _EARLIER_ROW.search(_row(s.figure))  # "Visitors last season": not the period
        and not _EARLIER_ROW.search(_row(figure))
    ][:3]


_TOKEN = lazy(r"\w+")
_EARLIER_ROW = lazy(r"\b(?:last|previous|prior|preceding|earlier)\b", re.IGNORECASE)


def _row(figure: Figure) -> str:
    """The label a table row or JSON value is given, before its column in brackets."""
    return figure.sentence.rpartition(":")[0].split(" (", 1)[0].strip()


def which_row(goal: Goal, side: Side, options: list[Scored], evidence: Evidence) -> Scored | Ask:
    """Ask which of several rows that answer alike is meant (or take the reply's): none
    when the question names one of them in full ("the Kipinä 9")."""
    named = [o for o in options if re.search(rf"\b{re.escape(_row(o.figure))}\b", goal.text, re.I)]
    if len(named) == 1:
        return named[0]
    subject = goal.label or "figure"
    prefix = f"{WHICH_ROW} {subject} for {period_text(side.period) or 'the period asked'}"
    reply = evidence.asked(prefix)
    if reply is None:
        listed = " or ".join(f'"{_row(o.figure)}" ({say.reference(o.figure)})' for o in options)
        return Ask(f"{prefix}: {listed}. Which one do you mean?")
    lowered = reply.lower()
    named = [o for o in options if _row(o.figure).lower() in lowered]
    if named:  # "Kipinä 9": the longest label the reply names ("Kipinä 9 Plus" over it)
        return max(named, key=lambda o: len(_row(o.figure)))
    said = set(_TOKEN.findall(lowered))  # "the 9": numbers tell rows apart too
    return max(options, key=lambda o: len(said & set(_TOKEN.findall(_row(o.figure).lower()))))
