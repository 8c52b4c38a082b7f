"""Cut a document's text into passages: sentences and tables, under their headings.

Hard-wrapped paragraphs are joined before splitting into sentences; headings, list items
and table rows stand alone. Tables are Markdown tables and space-aligned tables as text
comes out of a PDF ("Dry bulk      8,412      8,905" under "Thousand tonnes   2024   2023"):
both keep their column headers. Each passage remembers its nearest heading (and a year
in it), which is where a figure's period comes from when its sentence names none.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from keel.research.planner.glossary import ALL_MONTHS
from keel.research.planner.periods import first_year
from keel.research.planner.relazy import lazy
from keel.research.planner.structured import json_sentences
from keel.research.planner.text import wordset

_HEADING = lazy(r"^(#{1,6})\s+(.*?)\s*#*\s*$")
_RULE = lazy(r"^([=*~#_-])\1{2,}$")
_LIST_ITEM = lazy(r"^\s*(?:[-*+•]|\d{1,2}[.)])\s+")
_LEADER = lazy(r"(?<=\S)\s*(?:\.{4,}|…{2,}|_{4,}|(?:\.\s){4,})\s*(?=\S)")
"""Dots that lead from a label to its value ("Export sales ...... EUR 8.64 million"): a
line of its own, read as "Export sales: EUR 8.64 million"."""
_TABLE_RULE = lazy(r"^\|?\s*:?-{2,}:?\s*(?:\|\s*:?-{2,}:?\s*)*\|?\s*$")
_ALIGNED_GAP = lazy(r"\S(?:\s{2,}|\t)\S")
_CELL_GAP = lazy(r"\s{2,}|\t")
_RULED = lazy(r"^\s*(?:-{3,}|={3,}|_{3,})\s*$")
"""A rule between a table's header and its rows, or above its total: not a row."""
_NUMERIC_CELL = lazy(r"^[-\u2212+(]?[$€£¥]?\s?\(?\d[\d.,'\u2019]*\)?%?\)?$")
"""A number in a table's cell: "1,234", "(4.2)", "12%", Swiss "1'122"."""
_PERIOD_CELL = lazy(
    r"^(?:(?:FY|CY|H[12]|Q[1-4]|9M|\d{1,2}M)\s?)?(?:19|20)\d\d(?:/\d{2,4})?(?:\s?(?:H[12]|Q[1-4]))?"
    r"(?:\s*\([^)]*\))?$",
    re.IGNORECASE,
)
_TRAILING_PERIOD = lazy(
    r"^(.*\S)\s+((?:(?:FY|CY|H[12]|Q[1-4])\s?)?(?:19|20)\d\d(?:/\d{2,4})?)$", re.IGNORECASE
)
_SENTENCE_END = lazy(r"(?<=[.!?])[\"”')]?\s+(?=[A-Z0-9$€£\"“(])")
_ABBREVIATIONS = wordset(
    "inc ltd co corp no nr vs approx e.g i.e etc mr mrs ms dr st jr sr fig u.s rs"
)
_SCALES = wordset("tsd mio mrd md mds bio mln mld tys")
"""Abbreviated scale words: a period after one ends no sentence when a currency follows."""
_CURRENCY_NEXT = lazy(r"(?:EUR|CHF|USD|GBP|PLN|CZK|SEK|NOK|DKK|HUF|Euro|Franken|€|\$|£)")


@dataclass(frozen=True, slots=True)
class Passage:
    """One sentence (or list item, or title line) with the heading it sits under."""

    text: str
    heading: str = ""
    heading_year: str | None = None
    structured: bool = False
    """A value of a JSON record rather than a sentence."""


@dataclass(slots=True)
class Table:
    """A Markdown table: header cells and data rows, under its heading."""

    header: list[str]
    rows: list[list[str]] = field(default_factory=list)
    heading: str = ""
    heading_year: str | None = None
    caption: str = ""
    """The short line just above the table ("Key figures (EUR million)"), if any."""


@dataclass(slots=True)
class _Cursor:
    """Where the scan is: the current heading stack and the paragraph being gathered."""

    headings: dict[int, str] = field(default_factory=dict)
    lines: list[str] = field(default_factory=list)
    table: list[str] = field(default_factory=list)
    caption: str = ""
    above: str = ""
    """The last line of prose read (a caption, when a table follows)."""

    def heading(self) -> tuple[str, str | None]:
        """The nearest heading, and the nearest heading year above it."""
        if not self.headings:
            return "", None
        levels = sorted(self.headings)
        year = next(
            (y for y in (first_year(self.headings[lv]) for lv in reversed(levels)) if y), None
        )
        return self.headings[levels[-1]], year


_CAPTION_CHARS = 120


def split(text: str) -> tuple[list[Passage], list[Table]]:
    """The sentences and tables of ``text``, in order."""
    structured = json_sentences(text.splitlines())
    if structured is not None:
        return [Passage(sentence, structured=True) for sentence in structured], []
    passages: list[Passage] = []
    tables: list[Table] = []
    cursor = _Cursor()
    lines = _aligned_as_markdown(text.splitlines())
    for number, line in enumerate(lines):
        stripped = line.strip()
        if stripped.startswith("|"):
            if not cursor.table:  # the line just above a table may be its caption
                cursor.caption = cursor.above if len(cursor.above) <= _CAPTION_CHARS else ""
            _flush_paragraph(cursor, passages)
            cursor.table.append(stripped)
            continue
        _flush_table(cursor, tables)
        if _RULE.match(stripped):  # "=====" framing a title: a break, not words
            _flush_paragraph(cursor, passages)
            continue
        heading = _HEADING.match(stripped)
        leader = _LEADER.search(stripped) or _labelled_line(lines, number)
        marker = _LIST_ITEM.match(line)  # "30. Juni 2026 betrug ..." goes on a sentence
        item = marker is not None and not _month_next(line, marker.end())
        if heading or not stripped or item or leader:
            _flush_paragraph(cursor, passages)
        if leader and not heading:  # "Location ....... Uto City": one labelled value, a row
            passages.append(_leader_row(cursor, stripped))
            continue
        if heading:
            level = len(heading.group(1))
            cursor.headings = {k: v for k, v in cursor.headings.items() if k < level}
            cursor.headings[level] = heading.group(2)
        elif stripped:
            cursor.lines.append(_LIST_ITEM.sub("", stripped, count=1) if item else stripped)
        if stripped:
            cursor.above = "" if heading else stripped
    _flush_paragraph(cursor, passages)
    _flush_table(cursor, tables)
    return passages, tables


def _leader_row(cursor: _Cursor, line: str) -> Passage:
    """A dotted leader line as a labelled value: "Export sales: EUR 8.64 million"."""
    heading, year = cursor.heading()
    cursor.above = line
    row = _LEADER.sub(": ", _LIST_ITEM.sub("", line, count=1))
    return Passage(row, heading, year, structured=True)


_LABEL_LINE = lazy(r"^[A-ZÀ-Þ][^\d:.!?()]{1,60}:\s+(?:[^:.!?]|\.(?=\d))*\d(?:[^:.!?]|\.(?=\d))*$")
_LABEL_COLON = lazy(r":\s+")


def _labelled_line(lines: list[str], number: int) -> re.Match[str] | None:
    """A line that gives one labelled figure ("Dealers carrying the full range: 412") in a
    block of such lines, which plain text writes one per line: each its own row, not one
    run-on sentence."""
    if not _LABEL_LINE.match(lines[number].strip()):
        return None
    near = [lines[i].strip() for i in (number - 1, number + 1) if 0 <= i < len(lines)]
    if not any(_LABEL_LINE.match(line) for line in near):
        return None
    return _LABEL_COLON.search(lines[number])


def _flush_paragraph(cursor: _Cursor, passages: list[Passage]) -> None:
    if not cursor.lines:
        return
    heading, year = cursor.heading()
    paragraph = " ".join(cursor.lines)
    cursor.lines = []
    passages.extend(Passage(s, heading, year) for s in sentences(paragraph))


def _flush_table(cursor: _Cursor, tables: list[Table]) -> None:
    lines, cursor.table = cursor.table, []
    rows = [_cells(line) for line in lines if not _TABLE_RULE.match(line)]
    if len(rows) < 2:
        return
    heading, year = cursor.heading()
    tables.append(
        Table(rows[0], rows[1:], heading=heading, heading_year=year, caption=cursor.caption)
    )
    cursor.caption = ""


def _cells(line: str) -> list[str]:
    body = line.strip().strip("|")
    return [cell.strip() for cell in body.split("|")]


_DAY = lazy(r"(?:[1-9]|[12]\d|3[01])")
_NEXT_WORD = lazy(r"[^\W\d_]+")


def _month_next(paragraph: str, at: int) -> bool:
    """Whether the word at ``at`` is a month's name, in English or another language."""
    word = _NEXT_WORD.match(paragraph, at)
    return word is not None and word.group(0).lower() in ALL_MONTHS


def sentences(paragraph: str) -> list[str]:
    """Split a paragraph into sentences, not after abbreviations such as "Inc."."""
    parts: list[str] = []
    start = 0
    for match in _SENTENCE_END.finditer(paragraph):
        before = paragraph[start : match.start()].rstrip("\"”')").rsplit(None, 1)
        last = before[-1].rstrip(".").lower() if before else ""
        if last in _ABBREVIATIONS or (len(last) == 1 and last.isalpha()):
            continue
        if last in _SCALES and _CURRENCY_NEXT.match(paragraph, match.end()):
            continue  # "4,2 Mio. EUR"
        if _DAY.fullmatch(last) and _month_next(paragraph, match.end()):
            continue  # "zum 30. Juni 2026", "Tynset, 21. oktober 2025": a date
        parts.append(paragraph[start : match.start()].strip())
        start = match.end()
    parts.append(paragraph[start:].strip())
    return [part for part in parts if part]


def _aligned_as_markdown(lines: list[str]) -> list[str]:
    """Space-aligned tables rewritten as Markdown tables; every other line as it is.

    A table is two or more lines of cells separated by runs of spaces, at least one
    of them with numbers, under a header line: the line of periods ("2024   2023") or,
    failing that, the first aligned line. The header is aligned to the right, since a
    header often leaves the label column blank; a caption that shares the header's line
    ("Key figures (USD million) FY2024   FY2023") is split off its last period.
    """
    out: list[str] = []
    index = 0
    while index < len(lines):
        end = index
        while end < len(lines) and (
            _is_aligned(lines[end])
            or (end > index and end + 1 < len(lines) and _is_section(lines[end], lines[end + 1]))
            or (end > index and end + 1 < len(lines) and _RULED.match(lines[end])
                and _is_aligned(lines[end + 1]))
            or (end > index and end + 1 < len(lines) and _PERIOD_LINE.match(lines[end])
                and _is_header_line(_CELL_GAP.split(lines[end - 1].strip()))
                and _is_aligned(lines[end + 1]))
        ):  # fmt: skip
            end += 1
        kept = [line for line in lines[index:end] if not _RULED.match(line)]
        block = [_CELL_GAP.split(line.strip()) for line in kept]
        numeric = sum(1 for cells in block if any(_NUMERIC_CELL.match(c) for c in cells[1:]))
        if end - index >= 2 and numeric >= 1:
            for table in _at_headers(block):
                out.extend([*_markdown(table), ""] if len(table) >= 2 else [" ".join(table[0])])
            index = end
        else:
            out.append(lines[index])
            index += 1
    return out


def _is_section(line: str, following: str) -> bool:
    """A label line inside a table that heads the rows below it ("Expenses" between
    "Total support and revenue  13,112  12,332" and "Science operations  7,460  6,930"):
    the table goes on under it, with the same column headers."""
    stripped = line.strip()
    return (
        0 < len(stripped) <= _SECTION_CHARS
        and not any(ch.isdigit() for ch in stripped)
        and stripped[-1] not in ".:;!?"
        and _is_aligned(following)
    )


_SECTION_CHARS = 40
_PERIOD_LINE = lazy(
    r"^\s*(?:for\s+the\s+)?(?:year|six\s+months|three\s+months|nine\s+months|twelve\s+months"
    r"|half[- ]year|quarter|period|(?:52|53)\s+weeks)\s+(?:ended|ending|to)\s+[\w ,.]{3,30}$"
    r"|^\s*as\s+(?:at|of)\s+[\w ,.]{3,30}$",
    re.IGNORECASE,
)
"""A line under a table's header of periods that says what they are ("Year ended 30
June"): the table goes on under it."""


def _at_headers(block: list[list[str]]) -> list[list[list[str]]]:
    """A block cut where a new table starts: a labelled line of periods after rows of
    figures ("Summary income statement   FY2025/26   FY2024/25" under a segment table)."""
    tables = [[block[0]]]
    for cells in block[1:]:
        starts = len(cells) > 1 and _is_header_line(cells) and not _DATE_CELL.match(cells[0])
        if starts and any(_NUMERIC_CELL.match(c) for row in tables[-1] for c in row[1:]):
            tables.append([cells])
        else:
            tables[-1].append(cells)
    return tables


_DATE_CELL = lazy(
    r"^(?:\d{1,2}\s+[A-Za-z]{3,9}\.?\s+(?:19|20)\d\d|[A-Za-z]{3,9}\.?\s+\d{1,2},?\s+(?:19|20)\d\d"
    r"|(?:FY|CY|H[12]|Q[1-4])?\s?(?:19|20)\d\d(?:/\d{2,4})?)$",
    re.IGNORECASE,
)


def _is_header_line(cells: list[str]) -> bool:
    """A line of periods or dates under a header ("1 Feb 2025   3 Feb 2024"), not of figures."""
    values = cells[1:] if len(cells) > 1 else cells
    return bool(values) and all(_DATE_CELL.match(cell) for cell in values)


_STATUS_CELL = lazy(
    r"^(?:actual|forecast|budget|projection|projected|plan|estimate[ds]?|restated|audited"
    r"|unaudited|reported|adjusted|prognose|ist|soll|réel|prévision|real|previsto|presupuesto"
    r"|utfall|prognos|toteutunut|ennuste)\*?$",
    re.IGNORECASE,
)


def _continues_header(header: list[str], cells: list[str]) -> bool:
    """A line that goes on with the column headers above it, as a PDF wraps them ("(year
    ended" / "March 31, 2024)"): one cell under each header cell, words, dates and
    brackets, no figures."""
    return (
        len(cells) >= 2
        and len(cells) == len(header)
        and all(c.strip() and not _FIGURE.search(c) for c in cells)
        and all(c.strip().startswith("(") or c.strip().endswith(")") for c in cells)
    )


_FIGURE = lazy(r"\b\d{1,3}(?:[,.]\d{3})+\b|\b(?!(?:19|20)\d\d\b)\d{3,}\b")


def _is_status_line(cells: list[str]) -> bool:
    """A second header line that says what each column is ("EUR'000  Actual  Actual
    Forecast  Projection"), its first cell blank or a unit."""
    values = [word for cell in cells[1:] for word in cell.split()]
    return len(values) >= 2 and all(_STATUS_CELL.match(word) for word in values)


def _is_aligned(line: str) -> bool:
    stripped = line.strip()
    return bool(stripped) and not stripped.startswith("|") and bool(_ALIGNED_GAP.search(stripped))


def _markdown(block: list[list[str]]) -> list[str]:
    header, rows = block[0], block[1:]
    while len(rows) >= 2 and (
        _is_header_line(rows[0]) or _is_status_line(rows[0]) or _continues_header(header, rows[0])
    ):  # a further header line: "1 Feb 2025", "EUR'000  Actual  Forecast", "(year ended"
        second = rows.pop(0)
        if _is_status_line(second):  # "Forecast Projection" run together by the layout
            second = [second[0], *(word for cell in second[1:] for word in cell.split())]
        width = max(len(header), len(second))
        top = [""] * (width - len(header)) + header
        bottom = [""] * (width - len(second)) + second
        header = [f"{a} {b}".strip() for a, b in zip(top, bottom, strict=True)]
    caption = None if _DATE_CELL.match(header[0]) else _TRAILING_PERIOD.match(header[0])
    if caption and len(header) < max(len(row) for row in rows):  # not "Q2 2025" itself
        header = [caption.group(1), caption.group(2), *header[1:]]
    width = max(len(row) for row in block)
    header = [""] * (width - len(header)) + header
    lines = ["| " + " | ".join(header) + " |", "|" + " --- |" * width]
    section = ""
    for row in rows:
        if len(row) == 1:  # "Expenses": a section's label heads the rows below it
            section = row[0]
            continue
        if section:
            row = [f"{section}: {row[0]}", *row[1:]]
        row = [row[0], *[""] * (width - len(row)), *row[1:]] if len(row) < width else row
        lines.append("| " + " | ".join(row) + " |")
    return lines
