"""Places a question asks about: "exports to Germany" are the exports its figure's own
clause or row gives for Germany, not a total, not "revenue outside Germany" and not
Northern Ireland's for Ireland.
"""

from __future__ import annotations

import re

from keel.research.planner.figures import Figure
from keel.research.planner.relazy import lazy
from keel.research.planner.text import COUNTRY_CONCEPTS, COUNTRY_NAMES


def not_the_place(need: frozenset[str], figure: Figure, question: str) -> bool:
    """Whether a figure fails the country the metric ``need`` names: its own clause or row
    does not name it, or every mention of it in the sentence is of somewhere else."""
    place = need & COUNTRY_CONCEPTS
    return bool(place) and (
        not place <= figure.context or _other_place(figure.sentence, place, question)
    )


_EXCEPT_BEFORE = lazy(
    r"\b(?:outside|excluding|excl\.?|except|other\s+than|beyond|ex|besides)\s+(?:of\s+)?"
    r"(?:the\s+)?$",
    re.IGNORECASE,
)
_REGION_BEFORE = lazy(
    r"\b(northern|southern|eastern|western|north|south|east|west|new|upper|lower)\s+$",
    re.IGNORECASE,
)


def _other_place(sentence: str, place: frozenset[str], question: str) -> bool:
    """Whether every mention of the asked country in a figure's sentence is of somewhere
    else: "Revenue outside Germany", "excluding Germany", "Northern Ireland" for Ireland."""
    asked = question.lower()
    for country in place:
        mentions = list(_NAMED[country].finditer(sentence))
        if not mentions:
            continue
        for mention in mentions:
            before = sentence[max(0, mention.start() - 30) : mention.start()]
            region = _REGION_BEFORE.search(before)
            if _EXCEPT_BEFORE.search(before):
                continue
            if region and region.group(1).lower() not in asked:
                continue
            break
        else:
            return True
    return False


_NAMED = {
    country: lazy(rf"\b(?:{'|'.join(re.escape(n) for n in sorted(names))})\b", re.I)
    for country, names in COUNTRY_NAMES.items()
}
"""Each country's names, English and other languages, as one pattern."""
