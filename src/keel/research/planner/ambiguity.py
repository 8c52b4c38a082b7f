"""Questions too vague for the documents: "what was the margin?" when there are several.

A question that names a metric by a bare generic word (margin, ratio, profit, return,
rate, cost) is ambiguous when the documents give that metric under two or more
qualifiers for the same period: "an EBITDA margin of 21.8% and an EBIT margin of 11.4%".
The planner then asks which one is meant, naming the choices, instead of guessing.
"""

from __future__ import annotations

import re

from keel.research.planner.glossary import FOREIGN_WORDS
from keel.research.planner.relazy import lazy
from keel.research.planner.scoring import Scored
from keel.research.planner.tables import cell_parts
from keel.research.planner.text import (
    QUESTION_VERBS,
    STOPWORDS,
    WORD,
    concept,
    stem,
    wordset,
)

GENERIC = frozenset(
    concept(w) for w in ("margin", "ratio", "profit", "return", "rate", "cost", "yield", "price")
)
"""Metric words that need a qualifier to name one figure."""
WHICH = "The documents give more than one"
"""How the question about an ambiguous metric begins."""
_NOT_QUALIFIERS = wordset(
    "total the a an its our their this that of in for per reported overall group consolidated "
    "annual quarterly monthly year full half first second third fourth nine six twelve month "
    "months average "
    # the same small words in the languages reports are often written in
    "com o os as de do da dos das e em no na um uma para por con el la los las del y en un una "
    "le les du des et au aux il lo gli di della per che van het een der die das und mit von "
    "zu im och av och på og af med l ser va fue foi era was"
)


def qualifier(scored: Scored, need: frozenset[str]) -> str:
    """The word that qualifies the metric where the figure is given ("EBITDA" margin,
    "physical" vacancy rate); "" when the metric is named bare or not before the figure."""
    return _qualifier(scored, need) or ""


def _qualifier(scored: Scored, need: frozenset[str]) -> str | None:
    """As `qualifier`, but None when the metric's words do not come before the figure."""
    figure = scored.figure
    before = _cell_label(figure.sentence, need) if figure.structured else None
    if before is None:
        before = figure.sentence[: figure.amount.start]
    before = _ALIAS.sub(" ", before)  # "Bedrijfsresultaat (EBIT)": another name, no qualifier
    words = [m.group(0) for m in WORD.finditer(before)]
    for index in range(len(words) - 1, -1, -1):
        if concept(words[index]) not in need:
            continue
        first = index
        while first > 0 and concept(words[first - 1]) in need:
            first -= 1  # "capital ratio": the words of the metric, then what qualifies it
        following = words[index + 1] if index + 1 < len(words) else ""
        foreign = words[index].lower() in FOREIGN_WORDS  # "margen EBITDA", not "profit (EBIT)"
        if foreign and following.lower() in _LINKS and index + 2 < len(words):
            linked = words[index + 2]  # "marge d'EBITDA", "margen de explotación"
            low = linked.lower()
            if _QUALIFIER.match(linked) and low not in STOPWORDS and low not in _NOT_QUALIFIERS:
                return linked
        if following.lower() in _AFTER_QUALIFIERS or (foreign and following.isupper()):
            return following  # "margem bruta": the qualifier comes after the metric
        if first == 0:
            return ""
        previous = words[first - 1]
        low = previous.lower()
        if low in STOPWORDS or low in _NOT_QUALIFIERS or not _QUALIFIER.match(previous):
            return ""
        if _POSSESSIVE.search(before[: before.find(words[first])]):
            return ""  # "FC Möhnetal 04's wage ratio": whose ratio, not which one
        return previous
    return None


_CELL = lazy(r"^(?P<label>.*?) \((?P<header>.*)\): [^:]*$", re.DOTALL)
"""A table cell's sentence: "Gross margin (%) (2025): 41.2%"."""
_POSSESSIVE = lazy(r"\w['\u2019]s?\s+$")


_ALIAS = lazy(r"\s\((?-i:[A-Z]{2,6})\)")
"""A short name in brackets after a metric ("Operating result (EBIT)")."""


def _cell_label(sentence: str, need: frozenset[str]) -> str | None:
    """The part of a table cell's sentence that names the metric: its row label, or its
    column header when the row label names something else (a company, a segment).

    The amount's offsets are within the cell, not the sentence, so the words before the
    figure are found here; None when the sentence is not a cell's.
    """
    parts = cell_parts(sentence) if _CELL.match(sentence) else None
    if parts is None:
        return None
    label, header = parts
    label = label.rsplit(": ", 1)[-1]  # "Margins (% of revenue): Gross margin": the row's own
    if any(concept(w) in need for w in WORD.findall(label)):
        return label
    return header


_AFTER_QUALIFIERS = wordset(
    "bruto bruta brutto brut brute neto neta netto net nette líquido líquida operacional operativo "
    "operativa opérationnelle opérationnel operativo operativi lordo lorda"
)
"""Qualifiers that follow the metric in Romance languages ("margen neto", "marge brute")."""


_LINKS = wordset("d de del di da do des du dell della")
"""Words between a metric and its qualifier in Romance languages ("marge d'EBITDA")."""
_QUALIFIER = lazy(r"^[^\W\d_][\w-]*$")
"""A qualifier is a word (not a number, not a possessive name)."""


def choices(need: frozenset[str], scored: list[Scored]) -> list[tuple[str, Scored]] | None:
    """The distinct qualified figures a metric could mean (None: not ambiguous).

    A bare generic metric ("margin") is ambiguous when the documents give it under two or
    more qualifiers for the period; a longer one with a generic word ("vacancy rate",
    "capital ratio") only when the documents never name it bare for that period
    ("financial" and "physical vacancy rate", no plain "vacancy rate").
    """
    if not need & GENERIC:
        return None
    generic = len(need - QUESTION_VERBS) == 1  # "what margin did it achieve"
    best = scored[0].figure
    options: dict[str, Scored] = {}
    bare = named = False
    for item in scored:
        figure = item.figure
        if figure.amount.kind != best.amount.kind or figure.period != best.period:
            continue
        word = _qualifier(item, need)
        if word:
            options.setdefault(stem(word), item)
        elif word == "":
            bare = True
            named |= figure.structured
    if len(options) < 2 or (bare and (not generic or named)):
        return None  # a table row names the metric as asked ("Profit for the year"): it is meant
    values = {item.figure.amount.value for item in options.values()}
    if len(values) < 2:
        return None
    return [(_as_written(qualifier(item, need)), item) for item in options.values()][:4]


def _as_written(word: str) -> str:
    """A qualifier as it reads mid-sentence: "Gross" becomes "gross", "EBITDA" stays."""
    return word if word.isupper() or not word[1:].islower() else word.lower()


SUBSTITUTES = frozenset(
    concept(w)
    for w in (
        "operating",
        "gross",
        "pretax",
        "pre-tax",
        "underlying",
        "adjusted",
        "ebitda",
        "ebit",
        "ebita",
        "core",
        "organic",
        "comparable",
        "recurring",
        "cash",
        "segment",
        "divisional",
        "contribution",
        "trading",
        "unlevered",
        "levered",
        "attributable",
    )
)
"""Qualifiers that make a different metric of a generic one: an operating profit is not
the profit for the year, an EBIT margin is not an EBITDA margin."""


def substitute(item: Scored, need: frozenset[str], asked: frozenset[str]) -> bool:
    """Whether the figure is a differently qualified metric than the one asked for."""
    if not need & GENERIC:
        return False
    word = qualifier(item, need & GENERIC)
    return bool(word) and concept(word) in SUBSTITUTES and concept(word) not in asked


def chosen(reply: str, options: list[tuple[str, Scored]]) -> Scored | None:
    """The option a person's reply names by its qualifier ("the EBIT one")."""
    said = {stem(w) for w in WORD.findall(reply)}
    for word, item in options:
        if stem(word) in said:
            return item
    return None
