"""A read document as the planner sees it: its year, its sentences and its figures."""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from keel.research.planner.amounts import european_notation
from keel.research.planner.figures import Figure, sentence_figures
from keel.research.planner.passages import Passage, split
from keel.research.planner.periods import first_year, title_part
from keel.research.planner.relazy import lazy
from keel.research.planner.tables import table_figures
from keel.research.planner.text import (
    RSQUO,
    WITHOUT_UMLAUTS,
    concept,
    concepts,
    plain,
    words,
    wordset,
)


@dataclass(frozen=True, slots=True)
class Source:
    """One document (or chunk) read with ``read_document``."""

    doc_id: str
    title: str
    published: str | None
    text: str
    chunk: int = 0

    @property
    def year(self) -> str | None:
        """The document's own year: from its title, else its first line, else its
        publication date, else its file name ("informe-anual-2025"), else the date of its
        dateline ("By our correspondent, Migori - 14 October 2025")."""
        return (
            first_year(self.title)
            or first_year(first_line(self.text))
            or first_year(self.published)
            or first_year(re.sub(r"(?<!\d)[-_]|[-_](?!\d)", " ", self.doc_id))
            or _dateline_year(self.text)
        )


_FULL_DATE = lazy(
    r"\b(?:[0-3]?\d\.?\s+(?:January|February|March|April|May|June|July|August|September"
    r"|October|November|December)|(?:January|February|March|April|May|June|July|August"
    r"|September|October|November|December)\s+[0-3]?\d,?)\s+((?:19|20)\d\d)\b"
)
_DATELINE_LINES = 4


def _dateline_year(text: str) -> str | None:
    """The year of the full date a news item gives among its first lines on a short line of
    its own (its byline: "By our correspondent, Migori - 14 October 2025") or at the start
    of its first sentence, before a dash ("Tokyo, 12 September 2025 — Sakura Logistics
    announces ..."); not a date a sentence mentions."""
    lines = [line for line in text.splitlines() if line.strip()][:_DATELINE_LINES]
    for line in lines:
        found = _FULL_DATE.search(line)
        if found is None or not _PLACE_BEFORE.search(line[: found.start()]):
            continue  # "Subscription closes 14 March 2026", "Last updated: 3 January 2025"
        opens = found.start() <= _DATELINE_OPENING and _DASH.match(line, found.end())
        if len(line.strip()) <= _DATELINE_CHARS or opens:  # "Tokyo, 12 September 2025 — ..."
            return found.group(1)
    return None


_PLACE_BEFORE = lazy(
    r"(?:^\W*by\s.{0,80}|^\W*[A-Z][\w .'\u2019-]{1,40})\s*[,\u2013\u2014-]\s*$"
    r"|^\W*(?:published|posted|issued)\s+(?:on\s+)?$",
    re.IGNORECASE,
)
"""What stands before a byline's or a dateline's date: a place (or the byline) and a comma
or a dash ("Migori - ", "Tokyo, "), or "Published"."""


_DASH = lazy(r"\s*[\u2014\u2013-]\s")
_DATELINE_OPENING = 40


_DATELINE_CHARS = 90


@dataclass(frozen=True, slots=True)
class Reading:
    """What one source says: its sentences and its figures."""

    source: Source
    passages: list[Passage]
    figures: list[Figure]
    topic: frozenset[str]
    """Concepts of the title, the doc_id and the first line: what the whole text is about."""
    vocabulary: frozenset[str]
    """Every word of the title, doc_id and text, lower-cased (to check names)."""
    names: frozenset[str]
    """The words of the title and doc_id, lower-cased: whom the document is about."""
    opening: frozenset[str]
    """The words of the first line, lower-cased (a release's dateline names its issuer)."""
    quotable: list[Passage]
    """Sentences and table rows, for answers that quote."""


def read_source(source: Source) -> Reading:
    """Cut a source into sentences and tables and find every figure in them."""
    doc_year = source.year
    doc_part = title_part(source.title or first_line(source.text))
    passages, tables = split(source.text)
    european = european_notation(source.text)
    found: list[Figure] = []
    before, stated = "", None
    for passage in passages:
        figures = sentence_figures(
            passage, source.doc_id, doc_year, len(found), european, doc_part=doc_part
        )
        if _CORRECT_FIGURE.search(passage.text):  # "... PUE as 1.14. The correct figure is 1.17."
            named = concepts(before)
            figures = [
                replace(f, context=f.context | named, period=f.period or stated) for f in figures
            ]
        found.extend(figures)
        before, stated = passage.text, figures[-1].period if figures else None
    in_text = len(found)
    label = f"{source.title} {source.doc_id.replace('-', ' ').replace('_', ' ')}"
    first = first_line(source.text)
    topic = concepts(f"{label} {first}")
    found = [replace(figure, title=topic) for figure in found]  # what the whole text is about
    for number, table in enumerate(tables):
        for figure in table_figures(
            table, source.doc_id, doc_year, len(found), european, number=number
        ):
            # a table's title is part of its label: "Cargo throughput" over "Dry bulk"
            found.append(replace(figure, title=topic))
    found = _spelled_out(found, source.text)
    rows = [Passage(f.sentence) for f in found[in_text:]]
    vocabulary = frozenset(w.lower() for w in words(f"{label} {source.text}"))
    vocabulary |= frozenset(w[:-2] for w in vocabulary if w.endswith(("'s", f"{RSQUO}s")))
    vocabulary |= frozenset(plain(w) for w in vocabulary)  # "Kōwhai" is also "Kowhai"
    initials = acronyms(f"{source.title}\n{opening_text(source.text)}")
    return Reading(
        source=source,
        passages=passages,
        figures=found,
        topic=topic,
        vocabulary=vocabulary | initials,
        names=frozenset(w.lower() for w in words(label)) | initials,
        opening=frozenset(
            w.lower() for w in words(" ".join(opening_text(source.text).split()[:25]))
        ),
        quotable=passages + rows,
    )


def acronyms(text: str) -> frozenset[str]:
    """The initials of the names of three or more capitalized words ``text`` gives, as a
    question may abbreviate them ("smm" for "Sociedade Macadâmia de Manica"); particles
    ("de", "of") are skipped."""
    found = set()
    for match in _NAME_RUN.finditer(text):
        capitals = [w[0] for w in match.group(0).split() if w[0].isupper()]
        if len(capitals) >= _ACRONYM_WORDS:
            found.add("".join(capitals).lower())
    return frozenset(found)


_CAPITALIZED = r"[A-ZÀ-ÞĀ-Ž][\w'\u2019&-]*"
_NAME_RUN = lazy(
    rf"{_CAPITALIZED}(?:\s+(?:(?:de|da|do|dos|das|del|di|du|des|of|van|von|la|le)\s+)?"
    rf"{_CAPITALIZED})+"
)
_ACRONYM_WORDS = 3


_RULE = lazy(r"^\s*([=*~#_-])\1{2,}\s*$")


def opening_text(text: str) -> str:
    """The first line, and when a rule underlines it as a title, the line after the rule
    too: the issuer a title block names ("Order book as at 30 September 2025" / "-----" /
    "Suryakiran Rooftop Energy Limited - note for analysts")."""
    lines = [line for line in text.splitlines() if line.strip()][:4]
    start = 1 if lines and _RULE.match(lines[0]) else 0  # "=====" above the title too
    opening = lines[start : start + 1]
    under = lines[start + 2] if len(lines) > start + 2 and _RULE.match(lines[start + 1]) else ""
    if under and (_issuer(under) or _DATELINE.match(under)):  # not "Partner Globex contributed
        opening.append(under)  # ..." nor "Prepared by Acme Robotics AG ..."
    return " ".join(opening)


_LEGAL_FORM = lazy(
    r"(?:AG|SA|S\.A\.|GmbH|Ltd\.?|Limited|Inc\.?|plc|AB|ASA|AS|A/S|Oy|Oyj|SpA|S\.p\.A\.|BV|"
    r"B\.V\.|NV|N\.V\.|SE|KG|LLC|Corp\.?|SAS|SARL|Zrt\.?|Kft\.?|Nyrt\.?|Ltda\.?|Lda\.?|S\.L\.|"
    r"a\.s\.|s\.r\.o\.|sp\.\s?z\s?o\.o\.|hf\.?)(?=[\s,;:()-]|$)"
)
_PARTICLES = wordset("de da das do dos del della di du la le les van von der den y e & und")
_DOING = lazy(r"^\s*(?:[a-z]\w*\s+){0,2}?(?:contribut|report|said|says|announc|post|gener)")


def _issuer(line: str) -> bool:
    """Whether a line opens with a company's name and its legal form: the issuer a title
    block names ("Suryakiran Rooftop Energy Limited - note for analysts"), not a sentence
    that names a partner or an author ("Prepared by Acme Robotics AG strategy team")."""
    form = _LEGAL_FORM.search(line)
    if form is None or _DOING.match(line[form.end() :]):
        return False
    name = line[: form.start()].split()
    return 0 < len(name) <= _NAME_WORDS and all(
        word[:1].isupper() or word.lower() in _PARTICLES for word in name
    )


_NAME_WORDS = 6
_DATELINE = lazy(
    r"^\W*[^\W\d_][\w .'\u2019-]{0,40},\s+(?:\d{1,2}\.?\s+[^\W\d_]+\.?|[^\W\d_]+\.?\s+\d{1,2},?)"
    r"\s+(?:19|20)\d\d\W*$"
)
"""A release's dateline, the place it was issued in and the date: "York, 2 May 2025"."""


def first_line(text: str) -> str:
    """The first line of ``text`` that says something (not a rule of "=====")."""
    return next((line for line in text.splitlines() if line.strip() and not _RULE.match(line)), "")


def relabelled(
    readings: list[Reading], alias: frozenset[str], main: frozenset[str]
) -> list[Reading]:
    """The readings with every figure labelled by ``alias`` (the name a question gives in
    brackets: "operating profit (EBIT)") labelled by the ``main`` name too."""
    if not alias:
        return readings
    spelled = frozenset(word.translate(WITHOUT_UMLAUTS) for word in alias)  # "waermeabsatz"

    def relabel(figure: Figure) -> Figure:
        if not (alias <= figure.context or spelled <= figure.context):
            return figure
        return replace(figure, context=figure.context | main, around=figure.around | main)

    return [replace(r, figures=[relabel(f) for f in r.figures]) for r in readings]


def with_known_units(readings: list[Reading]) -> list[Reading]:
    """Bare figures ("350,250" in a table whose unit is not in the lines read) given the
    unit the same document states for the same digits and period elsewhere ("Stakes:
    HUF 350,250 million"): the same figure, so the same unit."""
    known: dict[tuple[str, str, str | None], Figure] = {}
    for reading in readings:
        for figure in reading.figures:
            amount = figure.amount
            if amount.currency or amount.scale != 1.0:
                known.setdefault((figure.doc_id, amount.digits, figure.period), figure)

    def resolved(figure: Figure) -> Figure:
        amount = figure.amount
        if amount.kind != "count" or amount.scale != 1.0 or amount.unit or amount.currency:
            return figure
        other = known.get((figure.doc_id, amount.digits, figure.period))
        if other is None or not _distinctive(amount.digits):
            return figure
        value = -abs(other.amount.value) if amount.negative else abs(other.amount.value)
        unit = replace(other.amount, value=value, negative=amount.negative)
        return replace(figure, amount=replace(unit, start=amount.start, end=amount.end,
                                              unit_end=amount.unit_end))  # fmt: skip

    if not known:
        return readings
    return [replace(r, figures=[resolved(f) for f in r.figures]) for r in readings]


def _distinctive(digits: str) -> bool:
    """Digits unlikely to match another figure by chance: "350,250", "12.6", not "12"."""
    count = sum(c.isdigit() for c in digits)
    return count >= 4 or (count >= 3 and "." in digits)


_CORRECT_FIGURE = lazy(
    r"\bcorrect(?:ed)?\s+(?:figure|number|amount|value)\b"
    r"|\b(?:la\s+cifra|el\s+dato|el\s+valor|le\s+chiffre|il\s+dato|o\s+valor|a\s+cifra)\s+"
    r"(?:correct[oae]|corrett[oa]|corrigée?|correcto)\b|\bder\s+(?:korrekte|richtige)\s+(?:wert|betrag)"
    r"|\bhet\s+juiste\s+(?:cijfer|bedrag)|\b(?:rätt|riktig|rigtig)[ea]?\s+(?:siffra|tal|tall)",
    re.I,
)
"""A correction that names no metric: it corrects the one the sentence before names."""
_DEFINED = lazy(r"((?:[A-Za-z][\w-]*\s+){1,6}?)\(([A-Z][A-Za-z]{1,7})\)")
"""A name and its abbreviation: "annual recurring revenue (ARR)"."""


def _spelled_out(figures: list[Figure], text: str) -> list[Figure]:
    """Figures labelled by an abbreviation the document spells out ("ARR" after "annual
    recurring revenue (ARR)") labelled by the words it stands for too."""
    meaning: dict[str, tuple[str, ...]] = {}
    for match in _DEFINED.finditer(text):
        abbreviation = match.group(2)
        words_before = match.group(1).split()[-len(abbreviation) :]
        initials = "".join(w[0] for w in words_before).lower()
        if initials == abbreviation.lower():
            meaning.setdefault(concept(abbreviation), tuple(concept(w) for w in words_before))
    if not meaning:
        return figures
    out = []
    for figure in figures:
        named = next((c for c in figure.context if c in meaning), None)
        if named is None:
            out.append(figure)
            continue
        full = meaning[named]  # the head word last: "annual recurring | revenue"
        spelled = (named, frozenset(full[:-1]))
        out.append(replace(figure, context=figure.context | set(full), spelled=spelled))
    return out
