"""Which chunks read are about whom: a document's later chunk (its table) belongs to the
company its title, doc id or title line names, though it does not repeat the name; a
customer or buyer named in passing in the first chunk is not whom the document is about.
"""

from __future__ import annotations

from collections.abc import Set

from keel.research.planner.documents import Reading, first_line
from keel.research.planner.goal import Goal
from keel.research.planner.relazy import lazy
from keel.research.planner.text import spellings


def about(goal: Goal, readings: list[Reading]) -> list[Reading]:
    """The readings that mention every name in the question (else any of them)."""
    if not goal.entities:
        return readings
    named = {
        key: [bool(spellings(e) & known) for e in goal.entities]
        for key, known in _vocabularies(readings).items()
    }
    every = [r for r in readings if all(named[_key(r)])]
    return every or [r for r in readings if any(named[_key(r)])]


def naming(readings: list[Reading], said: Set[str], *, every: bool) -> list[Reading]:
    """The readings whose known words include ``said`` (all of it, or any of it when not
    ``every``), else all of them: a person's reply that picks one of two namesakes."""
    known = _vocabularies(readings)
    kept = [
        r for r in readings if (said <= known[_key(r)] if every else bool(said & known[_key(r)]))
    ]
    return kept or readings


_ENDS_IN_FORM = lazy(
    r"\b(?:Ltd|Inc|Co|Corp|plc|S\.A|S\.p\.A|N\.V|B\.V|a\.s|s\.r\.o|S\.L|S\.à\s?r\.l|Bhd|Pty)\.$"
)
"""A first line that ends with a legal form's full stop names a company, not a sentence."""
_TITLE_WORDS = 12
"""How many words a first line may have and still be a title line, not a sentence."""


def _key(reading: Reading) -> tuple[str, int]:
    return reading.source.doc_id, reading.source.chunk


def _vocabularies(readings: list[Reading]) -> dict[tuple[str, int], frozenset[str]]:
    """The words each chunk read is known to be about: its own, and its document's title,
    doc id and title line."""
    issuers: dict[str, frozenset[str]] = {}
    for reading in readings:
        doc_id = reading.source.doc_id
        line = first_line(reading.source.text).strip()
        named = line[-1:] != "." or _ENDS_IN_FORM.search(line) is not None  # "Co., Ltd."
        title_line = reading.source.chunk == 0 and len(line.split()) <= _TITLE_WORDS and named
        issuer = reading.names | (reading.opening if title_line else frozenset())
        issuers[doc_id] = issuers.get(doc_id, frozenset()) | issuer
    return {_key(r): r.vocabulary | issuers[r.source.doc_id] for r in readings}
