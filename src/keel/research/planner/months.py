"""Questions about one month, and figures that cover only part of a period.

"How many passengers in December 2025?" is answered only by a figure whose sentence, row or
document names December (in English or the document's language, also "Des 2025"), and a
figure for the month beats the year to date. "Skier days to 28 February" is the season so
far, not the season.
"""

from __future__ import annotations

import re

from keel.research.planner.documents import Reading
from keel.research.planner.figures import Figure
from keel.research.planner.glossary import FOREIGN_MONTHS
from keel.research.planner.relazy import lazy
from keel.research.planner.text import words

_MONTH_YEAR = lazy(
    r"\b(january|february|march|april|may|june|july|august|september|october|november|"
    r"december)\s+(?:of\s+)?(?:19|20)\d\d\b",
    re.IGNORECASE,
)
"""A question about one month of a year ("in July 2025"; not "the year ended 30 June")."""


_END = r"\b(?:ended|ending|ends|end\s+of|to|through|until|since)\s+(?:on\s+)?"
"""Words that close a period: "the year ended", "to", "until"."""
_DAY_BEFORE = r"\b\d{1,2}(?:st|nd|rd|th)?\s+$"
"""A day of the month straight before the month: "31 March"."""
_PERIOD_END = lazy(rf"{_END}(?:\d{{1,2}}\s+)?$|{_DAY_BEFORE}", re.I)
"""Before a month: the end of a period ("the year ended 30 June"), or a day that makes it a
date ("members at 31 March 2025": a count on that day, not a figure for March)."""
_DAY = lazy(_DAY_BEFORE)
_ENDED = lazy(rf"{_END}\d", re.I)


def dated_month(question: str) -> str | None:
    """The month of a date the question gives ("at 30 June 2025"): figures that name it are
    preferred, but a figure for the year is not ruled out (a year-end balance)."""
    for match in _MONTH_YEAR.finditer(question):
        before = question[: match.start()]
        if _DAY.search(before) and not _ENDED.search(before):
            return match.group(1)
    return None


def asks_year_end(question: str) -> bool:
    """Whether the question asks for a balance at a calendar year's end ("at the end of
    2025"): a figure dated another month of that year (30 June) does not answer it."""
    return _YEAR_END.search(question) is not None


def another_month(month: str, figure: Figure) -> bool:
    """Whether the figure's own sentence (or cell) is dated a day of a month other than
    ``month`` ("30 Jun 2025", "June 30, 2025"); a month named otherwise ("after hiring 60
    people since June") dates nothing."""
    dated = {(m.group(1) or m.group(2)).lower()[:3] for m in _DATE.finditer(figure.sentence)}
    return bool(dated) and month[:3].lower() not in dated


_DATE = lazy(
    r"\b\d{1,2}\.?\s+(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?,?\s+(?:19|20)\d\d\b"
    r"|\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2},?\s+(?:19|20)\d\d\b",
    re.IGNORECASE,
)
"""A day of a month: "30 Jun 2025", "31 December 2024", "June 30, 2025"."""


_YEAR_END = lazy(
    r"\b(?:at\s+the\s+end\s+of|end[- ]of[- ]year|year[- ]end|end-)\s*(?:calendar\s+)?"
    r"(?:19|20)\d\d\b"
    r"|\b(?:19|20)\d\d\s+year[- ]end\b",
    re.IGNORECASE,
)
"""A calendar year's end named in the question ("at the end of 2025", "year-end 2024")."""


def asked_month(question: str) -> str | None:
    """The month a question asks about ("in July 2025"); not the end of a fiscal year."""
    for match in _MONTH_YEAR.finditer(question):
        if not _PERIOD_END.search(question[: match.start()]):
            return match.group(1)
    return None


def _month_words(month: str) -> set[str]:
    """A month's name in English and in the languages of the glossary."""
    return {month.lower(), *FOREIGN_MONTHS.get(month.lower(), "").split()}


_MONTH_ABBREVIATION = lazy(r"\b([^\W\d_]{3,4})\.?\s+(?:19|20)\d\d\b")
"""A month written short before its year: "Des 2025", "Dec. 2025"."""


def _abbreviates(month: str, text: str) -> bool:
    """Whether ``text`` writes the month short before a year ("Des 2025" for December)."""
    short = {w[:3] for w in _month_words(month)}
    return any(m.group(1).lower()[:3] in short for m in _MONTH_ABBREVIATION.finditer(text))


SO_FAR = lazy(
    r"(?<!year )(?<!months )(?<!period )(?<!quarter )(?<!half )(?<!season )"
    r"\b(?:to|through|until|up to)\s+(?:\d{1,2}\s+)?"
    r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov)[a-z]*\.?(?:\s+\d{1,2})?,?\s+(?:19|20)\d\d\b"
    r"(?![^.]*\b(?:year|months)\b)",
    re.IGNORECASE,
)
"""A figure up to a date inside the period ("to 28 February 2026"): the period so far, not
the whole (a year or months "to 31 March" is a whole fiscal year; December ends one)."""


def own_month(month: str, figure: Figure) -> bool:
    """Whether the figure's own sentence (or table cell) names the month."""
    text = figure.sentence
    return bool(_month_words(month) & set(words(text.lower()))) or _abbreviates(month, text)


def names_month(month: str, figure: Figure, reading: Reading) -> bool:
    """Whether a figure's sentence, or its document's title or opening, names the month
    (in English or in the document's language: "desember", "Dezember")."""
    where = f"{figure.sentence} {reading.source.title} {reading.source.doc_id}".lower()
    said = set(re.findall(r"\w+", where)) | reading.opening
    return bool(_month_words(month) & said) or _abbreviates(month, figure.sentence)
