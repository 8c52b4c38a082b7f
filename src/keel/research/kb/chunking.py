"""Splitting document text into chunks, and cutting search snippets out of a chunk.

A chunk is at most ``CHUNK_CHARS`` characters, built from whole paragraphs; a paragraph
too long for one chunk is split between sentences, a sentence too long between words.
Text is never cut inside a word, except a single "word" longer than a whole chunk (a
base64 blob, a URL of 2,000 characters), which is cut into chunk-sized pieces.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from keel.research.kb.bm25 import tokenize

CHUNK_CHARS = 1200
"""Largest chunk, in characters; a document no longer than this is one chunk."""

SNIPPET_CHARS = 200
"""Length of a search snippet, in characters (before the ellipses)."""

_PARAGRAPH_BREAK = re.compile(r"\n[ \t]*(?:\r?\n[ \t]*)+")
_SENTENCE_END = re.compile(r"(?:(?<=[.!?…])|(?<=[.!?…][\"'\u2019\u201d)\]]))\s+")
_WORD = re.compile(r"\w+(?:\.\d+)*")  # as the ranking engine tokenizes: 12.5 is one word


def chunk_text(text: str, limit: int = CHUNK_CHARS) -> list[str]:
    """Split ``text`` into chunks of at most ``limit`` characters; always at least one.

    Whitespace between sentences is kept as written: a sentence that ended a line still ends
    one, so a table that follows prose (as PDFs give it) stays a table in the chunk.
    """
    text = text.strip()
    if len(text) <= limit:
        return [text]
    paragraphs = [p.strip() for p in _PARAGRAPH_BREAK.split(text) if p.strip()]
    pieces: list[_Piece] = []
    for paragraph in paragraphs:
        fitted = list(_fit(paragraph, limit))
        pieces.extend(fitted[:-1])
        pieces.append((fitted[-1][0], "\n\n", fitted[-1][2]))
    return _pack(pieces, limit)


_Piece = tuple[str, str, str]
"""A piece of text, the whitespace after it, and the header lines of the table it is a row
of ("" for prose)."""
_PERIOD_HEADER = re.compile(
    r"(?<!\s)\s{2,}(?:(?:(?:FY|CY|H[12]|Q[1-4])\s?)?(?:19|20)\d\d(?:/\d{2,4})?|FY\s?\d\d)\b\S*\s*$"
)
"""A table's header line: a label (or the blank of the label column, as text from a PDF
leaves it), then periods after runs of spaces ("Revenue  2025  2024", "      FY25  FY24").
Used with ``search``: a line is such a header when it ends with a period after two or more
spaces (whatever comes before is the label or more periods). The first form said the same
with a lazy label and a repeated group anchored at both ends, and took seconds, doubling
with each year column, on a line of years ending in "CAGR"."""
_UNIT_LINE = re.compile(
    r"^\s*(?:\(?(?:US\$|[$€£¥R]|[A-Z]{3})\s?'?(?:000|m|mn|bn|million|thousand)\)?\s*){1,8}$"
)
"""A line of the units of a table's columns: "£000   £000", "CZK thousand", "Rm"."""


def _fit(paragraph: str, limit: int) -> Iterator[_Piece]:
    """A paragraph as pieces no longer than ``limit``, each with the whitespace after it:
    itself, or its sentences (a sentence too long, its lines; a line too long, its words).
    A table's rows carry its header lines, so a chunk that starts inside a table can
    repeat them."""
    if len(paragraph) <= limit:
        yield paragraph, " ", ""
        return
    for sentence, after in _sentences(paragraph):
        if len(sentence) <= limit:
            yield sentence, after, ""
            continue
        lines = sentence.split("\n")  # a table or a rendered JSON record: keep its lines
        header: list[str] = []
        for number, line in enumerate(lines):
            end = after if number == len(lines) - 1 else "\n"
            if _PERIOD_HEADER.search(line):
                above = lines[number - 1] if number else ""
                header = [above, line] if _UNIT_LINE.match(above) else [line]  # "CZK thousand"
            elif header and len(header) == 1 and _UNIT_LINE.match(line):
                header.append(line)
            elif "  " not in line.strip():
                header = []  # prose: the table has ended
            over = "\n".join(header) if header and line not in header else ""
            if len(line) <= limit:
                yield line, end, over if len(over) + len(line) < limit // 2 else ""
                continue
            words = [w[i : i + limit] for w in line.split() for i in range(0, len(w), limit)]
            yield from ((word, " ", "") for word in words[:-1])
            yield words[-1], end, ""


def _sentences(paragraph: str) -> Iterator[tuple[str, str]]:
    """The sentences of a paragraph, each with the whitespace after it (a newline or a
    space)."""
    start = 0
    for end in _SENTENCE_END.finditer(paragraph):
        if _UNIT_AFTER.match(paragraph, end.end()) and _SCALE_BEFORE_UNIT.search(
            paragraph, max(0, end.start() - _SCALE_SPAN), end.start()
        ):
            continue  # "(in Tsd. EUR)", "4,2 Mio. EUR": one sentence, one table line
        if paragraph[end.end() : end.end() + 1].islower() and "\n" not in end.group(0):
            continue  # "(Rs. crore)", "approx. 40": an abbreviation, not a sentence's end
        yield paragraph[start : end.start()], "\n" if "\n" in end.group(0) else " "
        start = end.end()
    if paragraph[start:]:
        yield paragraph[start:], " "


_SCALE_BEFORE_UNIT = re.compile(r"\b(?:Tsd|Mio|Mrd|Md|Mds|Bio|mln|mld|tys|mio|mrd|tsd)\.$")
"""An abbreviated scale word whose period could pass for a sentence's end ("Tsd.", "Mio.")."""
_SCALE_SPAN = 8
"""Characters before a sentence end that can hold a match of `_SCALE_BEFORE_UNIT` (at most
a three-letter word, its period and a newline): searching only those keeps the split linear
in the paragraph's length (``\b`` still sees the character before them)."""
_UNIT_AFTER = re.compile(r"(?:EUR|CHF|USD|GBP|PLN|CZK|SEK|NOK|DKK|HUF|Euro|Franken|zł|€|\$|£)")
"""The currency such a scale word is followed by: then the period is the abbreviation's."""


def _pack(pieces: list[_Piece], limit: int) -> list[str]:
    """Greedily join consecutive pieces, each followed by its own whitespace, while they fit
    in ``limit``. A heading never ends a chunk: it goes with what it heads ("## Results (in
    EUR thousand)" stays above its table), when the two fit together; a chunk that starts
    inside a table repeats the table's header lines."""
    chunks: list[str] = []
    current = joiner = ""
    heading = ""  # the paragraph that ends ``current``, when it is a heading
    for piece, after, header in pieces:
        if not current:
            current = piece
        elif len(current) + len(joiner) + len(piece) <= limit:
            current = f"{current}{joiner}{piece}"
        elif heading and current != heading and len(heading) + 2 + len(piece) <= limit:
            chunks.append(current[: -len(heading)].rstrip())
            current = f"{heading}\n\n{piece}"
        else:
            chunks.append(current)
            current = f"{header}\n{piece}" if header else piece
        joiner = after
        if after == "\n\n" and _is_heading(piece):  # headings stacked go on together
            stacked = f"{heading}\n\n{piece}"
            heading = stacked if heading and current.endswith(stacked) else piece
        else:
            heading = ""
    if current:
        chunks.append(current)
    return chunks


_HEADING = re.compile(r"^(?:#{1,6}\s+\S.*|[^\n]{1,100}(?<![.!?,;]))$")
"""One short line that does not end a sentence: "## Ertragslage (in TEUR)", "Results"."""


def _is_heading(paragraph: str) -> bool:
    """A heading, or a table's unit caption ("Valores em milhares de euros, salvo ...")."""
    if "\n" in paragraph:
        return False
    caption = (
        len(paragraph) <= _CAPTION_CHARS
        and _UNIT_CAPTION.search(paragraph) is not None
        and _FIGURE.search(paragraph) is None  # "Der Umsatz stieg auf 48,6 Mio. EUR." says one
    )
    return caption or _HEADING.match(paragraph) is not None


_CAPTION_CHARS = 120
_UNIT_CAPTION = re.compile(
    r"\b(?:in\s+(?:[A-Z]{3}\s+)?(?:thousands?|millions?|billions?)|(?:em|en)\s+milhares|"
    r"miles\s+de|milliers|migliaia|tausend|tsd|teur|mio|mrd|crores?|lakhs?)\b|'000|\b000s\b"
    r"|[£€$]000|\b[A-Z]{3}\s?1[ .']000\b",
    re.IGNORECASE,
)
_FIGURE = re.compile(r"\d[\d.,]*\s*(?:%|mio|mrd|million|billion|bn|mn|m\b)|\d{2,}[.,]\d", re.I)
"""A figure in a paragraph, which makes it a sentence that says something, not a caption."""
"""A table's unit caption: "in EUR thousand", "Valores em milhares de euros"."""


class QueryMatcher:
    """Which words of a chunk match a query's terms, as the ranking engine tokenizes them.

    A word is what ``_WORD`` finds in the text (``12.5`` is one word, ``1,200`` two); it
    matches when its lowercase form, tokenized by `tokenize`, holds a term of the query.
    Calling the object tests one word; `starts` finds every matching word of a text.
    """

    def __init__(self, query: str) -> None:
        self.terms = frozenset(tokenize(query))
        """The query's terms, as ranked."""
        self._seen: dict[str, bool] = {}  # lowercase word -> matches
        self._needles = [  # what `starts` looks for: the term (sigma folded), ends with a digit
            (term.replace(_FINAL_SIGMA, _SIGMA), _DIGIT(term, len(term) - 1) is not None)
            for term in sorted(self.terms)
        ]

    def __call__(self, word: str) -> bool:
        """Whether ``word``, as written in a chunk, matches a term of the query."""
        lowered = word.lower()
        if (known := self._seen.get(lowered)) is None:
            known = lowered in self.terms or not self.terms.isdisjoint(tokenize(lowered))
            self._seen[lowered] = known
        return known

    def starts(self, flat: str) -> list[int]:
        """Where the matching words of ``flat`` start, ascending: what testing every word
        gives, without testing every word.

        ``flat`` is text whose whitespace is single spaces (as `snippet` makes it). Each term
        is looked for in the lowercased text (``str.find``), and where it is found with the
        boundaries a token has, the words of that space-separated part of ``flat`` are
        tested. A token of a word never starts after a letter or ``_`` (any ``\\w`` but a
        digit: a word may start right after one, as ``12.5x`` is ``12.5`` then ``x``), and
        one that does not end with a digit is never followed by ``\\w``. Lowercasing changes
        no character's class and, but for "İ", no text's length (the tests check all of
        Unicode), so these boundaries hold at the same places in the lowercased text. Only
        the sigma's lowercase depends on its neighbours ("ς" at the end of a word): both the
        text and the terms have the final sigma folded into the plain one.
        """
        if not self._needles:
            return []
        fold = flat.lower()
        if len(fold) != len(flat):  # "İ" lowercases to two characters: test every word
            return self._words(flat, 0, len(flat))
        fold = fold.replace(_FINAL_SIGMA, _SIGMA)  # which sigma depends on the neighbours
        parts: set[int] = set()  # where the space-separated parts to test begin
        for term, digit_end in self._needles:
            at = fold.find(term)
            while at >= 0:
                if (at == 0 or _INNER(fold, at - 1) is None) and (
                    digit_end or _WORD_CHAR(fold, at + len(term)) is None
                ):
                    parts.add(flat.rfind(" ", 0, at) + 1)
                at = fold.find(term, at + 1)
        found: list[int] = []
        for begin in sorted(parts):
            end = flat.find(" ", begin)
            found += self._words(flat, begin, len(flat) if end < 0 else end)
        return found

    def _words(self, flat: str, begin: int, end: int) -> list[int]:
        """Starts of the matching words of ``flat[begin:end]``."""
        return [m.start() for m in _WORD.finditer(flat, begin, end) if self(m.group())]


_FINAL_SIGMA, _SIGMA = "\u03c2", "\u03c3"  # Greek small final sigma, small sigma
_DIGIT = re.compile(r"\d").match
_INNER = re.compile(r"[^\W\d]").match  # no token starts after this (\w but a digit)
_WORD_CHAR = re.compile(r"\w").match


def snippet(text: str, matcher: QueryMatcher, width: int = SNIPPET_CHARS) -> str:
    """About ``width`` characters of ``text`` around its densest cluster of matching words.

    Args:
        text: the chunk to cut from.
        matcher: the query, telling which words of the text match it.
        width: snippet length before the ellipses are added.
    """
    flat = " ".join(text.split())
    if len(flat) <= width:
        return flat
    hits = matcher.starts(flat)
    anchor = _densest_window(hits, width) if hits else 0
    start = max(0, min(anchor - width // 4, len(flat) - width))
    end = start + width
    if start > 0 and flat[start - 1] != " " and (space := flat.find(" ", start, end)) != -1:
        start = space + 1
    if end < len(flat) and flat[end] != " " and (space := flat.rfind(" ", start, end)) > start:
        end = space
    prefix = "…" if start > 0 else ""
    suffix = "…" if end < len(flat) else ""
    return f"{prefix}{flat[start:end].strip()}{suffix}"


def _densest_window(hits: list[int], width: int) -> int:
    """Start of the match that begins the window of ``width`` holding the most matches."""
    best, best_count, right = hits[0], 0, 0
    for left, position in enumerate(hits):
        while right < len(hits) and hits[right] < position + width * 3 // 4:
            right += 1
        if right - left > best_count:
            best, best_count = position, right - left
    return best
