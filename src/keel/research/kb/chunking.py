"""Splitting document text into chunks, and cutting search snippets out of a chunk.

A chunk is at most ``CHUNK_CHARS`` characters, built from whole paragraphs; a paragraph
too long for one chunk is split between sentences, a sentence too long between words.
Text is never cut inside a word, except a single "word" longer than a whole chunk (a
base64 blob, a URL of 2,000 characters), which is cut into chunk-sized pieces.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

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
    r"^\S.*?(?:\s{2,}(?:FY|CY|H[12]|Q[1-4])?\s?(?:19|20)\d\d(?:/\d{2,4})?\b[^\s]*)+\s*$"
)
"""A table's header line: a label, then periods after runs of spaces ("Revenue  2025  2024")."""
_UNIT_LINE = re.compile(
    r"^\s*(?:\(?(?:US\$|[$€£¥]|[A-Z]{3})\s?'?(?:000|m|mn|bn|million|thousand)\)?\s*){1,8}$"
)
"""A line of the units of a table's columns: "£000   £000"."""


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
            if _PERIOD_HEADER.match(line):
                header = [line]
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
        yield paragraph[start : end.start()], "\n" if "\n" in end.group(0) else " "
        start = end.end()
    if paragraph[start:]:
        yield paragraph[start:], " "


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
        heading = piece if after == "\n\n" and _is_heading(piece) else ""
    if current:
        chunks.append(current)
    return chunks


_HEADING = re.compile(r"^(?:#{1,6}\s+\S.*|[^\n]{1,100}(?<![.!?,;]))$")
"""One short line that does not end a sentence: "## Ertragslage (in TEUR)", "Results"."""


def _is_heading(paragraph: str) -> bool:
    return "\n" not in paragraph and _HEADING.match(paragraph) is not None


def query_matcher(query: str) -> Callable[[str], bool]:
    """Whether a word of a chunk, as written, matches a term of ``query`` (as ranked)."""
    terms = set(tokenize(query))
    seen: dict[str, bool] = {}

    def matches(word: str) -> bool:
        lowered = word.lower()
        if lowered not in seen:
            seen[lowered] = lowered in terms or not terms.isdisjoint(tokenize(lowered))
        return seen[lowered]

    return matches


def snippet(text: str, terms: Callable[[str], bool], width: int = SNIPPET_CHARS) -> str:
    """About ``width`` characters of ``text`` around its densest cluster of matching words.

    Args:
        text: the chunk to cut from.
        terms: tells whether a word (as written in the text) matches the query.
        width: snippet length before the ellipses are added.
    """
    flat = " ".join(text.split())
    if len(flat) <= width:
        return flat
    hits = [m.start() for m in _WORD.finditer(flat) if terms(m.group())]
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
