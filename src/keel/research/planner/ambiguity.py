"""Questions too vague for the documents: "what was the margin?" when there are several.

A question that names a metric by a bare generic word (margin, ratio, profit, return,
rate, cost) is ambiguous when the documents give that metric under two or more
qualifiers for the same period: "an EBITDA margin of 21.8% and an EBIT margin of 11.4%".
The planner then asks which one is meant, naming the choices, instead of guessing.
"""

from __future__ import annotations

import re

from keel.research.planner.documents import Reading, first_line
from keel.research.planner.glossary import FOREIGN
from keel.research.planner.goal import Goal
from keel.research.planner.parties import OTHER_COMPANY
from keel.research.planner.scoring import Scored, score_figure
from keel.research.planner.text import (
    QUESTION_VERBS,
    STOPWORDS,
    WORD,
    concept,
    stem,
    words,
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
    "zu im och av och på og af med"
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
    words = [m.group(0) for m in WORD.finditer(before)]
    for index in range(len(words) - 1, -1, -1):
        if concept(words[index]) not in need:
            continue
        first = index
        while first > 0 and concept(words[first - 1]) in need:
            first -= 1  # "capital ratio": the words of the metric, then what qualifies it
        following = words[index + 1] if index + 1 < len(words) else ""
        foreign = words[index].lower() in _FOREIGN_WORDS  # "margen EBITDA", not "profit (EBIT)"
        if foreign and following.lower() in _LINKS and index + 2 < len(words):
            following = words[index + 2]  # "marge d'EBITDA", "margen de EBITDA"
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


_CELL = re.compile(r"^(?P<label>.*?) \((?P<header>.*)\): [^:]*$", re.DOTALL)
"""A table cell's sentence: "Gross margin (%) (2025): 41.2%"."""
_POSSESSIVE = re.compile(r"\w['\u2019]s?\s+$")


def _cell_label(sentence: str, need: frozenset[str]) -> str | None:
    """The part of a table cell's sentence that names the metric: its row label, or its
    column header when the row label names something else (a company, a segment).

    The amount's offsets are within the cell, not the sentence, so the words before the
    figure are found here; None when the sentence is not a cell's.
    """
    match = _CELL.match(sentence)
    if match is None:
        return None
    label, header = match.group("label"), match.group("header")
    if any(concept(w) in need for w in WORD.findall(label)):
        return label
    return header


_FOREIGN_WORDS = frozenset(w for words in FOREIGN.values() for w in words.split())
_AFTER_QUALIFIERS = wordset(
    "bruto bruta brutto brut brute neto neta netto nette líquido líquida operacional operativo "
    "operativa opérationnelle opérationnel operativo operativi lordo lorda"
)
"""Qualifiers that follow the metric in Romance languages ("margen neto", "marge brute")."""


_LINKS = wordset("d de del di da do des du dell della")
"""Words between a metric and its qualifier in Romance languages ("marge d'EBITDA")."""
_QUALIFIER = re.compile(r"^[^\W\d_][\w-]*$")
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


def company_namesakes(goal: Goal, readings: list[Reading]) -> list[str]:
    """Companies the question's one name could mean: legal entities of that name, or
    names the documents are about ("Ukhozi Platinum", "Ukhozi Resources") when each has
    a figure for the metric asked."""
    entity = goal.entities[0]
    names = namesakes(entity, goal.text, readings)
    if names:
        return names
    asked = {w.lower().strip("'\u2019s?,.") for w in goal.text.split()}
    titled = titled_namesakes(entity, readings)
    if any(set(name.lower().split()) <= asked for name in titled):
        return []
    reporting = [name for name in titled if _reports(goal, name, titled, readings)]
    return reporting if len(reporting) >= 2 else []


def _reports(goal: Goal, name: str, names: list[str], readings: list[Reading]) -> bool:
    """Whether the documents give the question's metric for the named company: in a
    sentence naming it, or in its own document in a sentence naming no other company."""
    wanted = {w.lower() for w in name.split()}
    others = {w.lower() for n in names if n != name for w in n.split()} - wanted
    need = frozenset(goal.concepts)
    for reading in readings:
        about = wanted <= reading.names | reading.opening
        for figure in reading.figures:
            said = {w.lower() for w in words(figure.sentence)}
            alone = not said & others and not OTHER_COMPANY.search(figure.sentence)
            if (wanted <= said or (about and alone)) and (
                score_figure(goal, need, figure, reading.topic) is not None
            ):
                return True
    return False


WHICH_NAME = "The documents name more than one"
"""How the question about an ambiguous company name begins."""
_LEGAL_FORMS = (
    r"(?:(?:plc|PLC|Inc|Ltd|AG|GmbH|SA|ASA|AB|Oy|NV|BV|LLC|Corp|SE)(?:\.|\b)"
    # written only as companies write them (case matters: "AS" is a form, "as" a word)
    r"|(?-i:A/S|AS|ApS|Oyj|SpA|S\.p\.A\.|S\.A\.|KGaA|KG|Ltda|Pty\.?\s+Ltd|s\.r\.o\.|a\.s\.|Kft|Zrt)"
    r"(?![\w/]))"
)


_ENDS_NAME = r"(?=\S+(?:(?-i:\s+[a-z(])|\s*[.,;:)]|\s*$))"
"""After a comma, a legal form only when it ends the name ("Acme Holdings, Inc. reported"),
not when another name follows ("Nordic Steel, AB Volvo's main supplier")."""


def namesakes(entity: tuple[str, ...], question: str, readings: list[Reading]) -> list[str]:
    """Companies the question's name could mean: "Greenfield Foods plc" and "Greenfield
    Foods Inc." for "Greenfield Foods" (none when the question names one in full)."""
    pattern = re.compile(
        r"\b" + r"\s+".join(re.escape(w) for w in entity)
        + r"((?:\s+(?-i:[A-Z])[\w&'\u2019-]*){0,3}?)(?:\s+|,\s+" + _ENDS_NAME + ")("
        + _LEGAL_FORMS
        + ")",
        re.IGNORECASE,
    )  # fmt: skip
    asked = {w.lower().removesuffix("'s").removesuffix("\u2019s") for w in question.split()}
    found: dict[str, str] = {}
    for reading in readings:
        for match in pattern.finditer(reading.source.text):
            if {w.lower() for w in match.group(1).split()} & set(entity):
                continue  # "Nordhavn Vindkraft\nNordhavn Vindkraft A/S": a title, then the name
            name = " ".join(match.group(0).replace(",", " ").split()).rstrip(".")
            found.setdefault(name.lower().replace(".", ""), name)  # "S.p.A." is "SpA"
    if len(found) < 2 or any(set(key.split()) <= asked for key in found):
        return []
    return sorted(found.values())[:4]


_GENERIC_NAMES = wordset(
    "annual report results group holdings limited ltd plc inc board council city county "
    "interim quarterly half year full statement press release update news the and of "
    # a headline's verb: "PileRight Reports Third Quarter Results", "Acme Appoints ..."
    "reports reported announces announced posts posted delivers appoints opens wins signs "
    "completes launches acquires sells expands raises cuts names confirms publishes issues "
    "enters agrees to "
    # a publication's name after the company's: "Kehrwerk Member Bulletin"
    "member members bulletin newsletter magazine journal review letter factsheet fact sheet"
)
"""Capitalized words that follow a name without making it another one ("Acme Annual Report",
"Acme Reports Record Sales")."""


def titled_namesakes(entity: tuple[str, ...], readings: list[Reading]) -> list[str]:
    """Two-word names a one-word name starts in documents' titles or first lines:
    "Ukhozi Platinum" and "Ukhozi Resources" for "Ukhozi" (candidates only: they are
    namesakes to ask about when the documents give the metric asked for each)."""
    if len(entity) != 1:
        return []
    pattern = re.compile(
        rf"\b{re.escape(entity[0])}\s+([A-Z][\w\u00c0-\u024f-]+)(?!['\u2019]s?\b)",
        re.IGNORECASE,
    )
    found: dict[str, str] = {}
    for reading in readings:  # the names documents are about: their titles and first lines
        head = f"{reading.source.title}\n{first_line(reading.source.text)}"
        for match in pattern.finditer(head):
            word = match.group(1)
            if word[:1].isupper() and word.lower() not in _GENERIC_NAMES:
                found.setdefault(word.lower(), " ".join(match.group(0).split()))
    return sorted(found.values())


def named_choice(reply: str, names: list[str]) -> str | None:
    """The name a person's reply points at (by the words that tell the names apart)."""
    said = {w.lower().strip(".,") for w in reply.split()}
    shared = set.intersection(*(set(n.lower().split()) for n in names))
    for name in names:
        if {w.lower() for w in name.split()} - shared & said:
            return name
    return None
