"""Tokens for BM25: the words of chunks and queries, lowercased, without stopwords."""

from __future__ import annotations

import re
from itertools import filterfalse

__all__ = ["STOPWORDS", "tokenize", "words"]

STOPWORDS = frozenset(
    """a about after again against all also am an and any are as at be because been before
    being below between both but by could did do does doing down during each few for from
    further had has have having he her here hers herself him himself his how i if in into is
    it its itself just me more most my myself no nor not of off on once only or other our ours
    ourselves out over own same she should so some such than that the their theirs them
    themselves then there these they this those through to too under until up very was we
    were what when where which while who whom why with would you your yours yourself
    yourselves s t d ll m re ve""".split()  # noqa: SIM905 - as a list literal: 20 lines
)
"""Function words dropped from chunks and queries."""

_THOUSANDS = re.compile(r",(?<=\d,)(?=\d{3}(?!\d))")  # the comma of 1,200 (dropped)
_POINT = re.compile(r"\.(?<=\d\.)(?=\d)")  # the point of 12.5 (kept); literal first: fast
_WORDS = re.compile(r"\w++(?:(?<=\d)\.(?=\d)\w++)*+").findall
# ASCII text gets the same tokens as _WORDS from one translate (lowercase, punctuation to
# spaces, the marked points back to ".") and a split: half the cost of the regex scan.
_ASCII = str.maketrans(
    {i: " " for i in range(128) if not chr(i).isalnum() and chr(i) != "_"}
    | {i: chr(i).lower() for i in range(65, 91)}
    | {0: "."}
)


def words(text: str) -> list[str]:
    """Lowercase word tokens, stopwords included."""
    text = _THOUSANDS.sub("", text)
    if text.isascii() and "\0" not in text:
        return _POINT.sub("\0", text).translate(_ASCII).split()
    return _WORDS(text.lower())


def tokenize(text: str) -> list[str]:
    """Lowercase word tokens of ``text``, without stopwords.

    A word is a run of letters, digits and ``_``; a point between two digits joins them and
    a thousands comma disappears (``12.5``, ``2024``, ``1,200`` -> ``1200``). Chunks and
    queries go through this same function.
    """
    return list(filterfalse(STOPWORDS.__contains__, words(text)))
