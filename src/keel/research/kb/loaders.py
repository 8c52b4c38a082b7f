"""Reading one file of a knowledge base folder into text, a title and front-matter fields.

Each supported extension has a loader that takes the file's bytes (already read and
hashed by the ingester) and returns a :class:`LoadedDoc`, or raises :class:`LoadError`
with a one-line reason when the file cannot be used. Text files must be UTF-8 (a BOM is
honoured, UTF-16 with a BOM too); bytes that are not valid UTF-8 are replaced with
U+FFFD and reported as a warning, unless so many are invalid that the file is clearly
not text, in which case it is skipped.
"""

from __future__ import annotations

import codecs
import io
import json
import logging
import re
import warnings
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

from keel.errors import LoadError
from keel.research.kb.tables import TableBuilder
from keel.research.kb.visibility import OpenElements

SUPPORTED_SUFFIXES = frozenset({".md", ".txt", ".html", ".pdf", ".json"})
"""File extensions the knowledge base reads; every other file is ignored."""

FIELDS = ("doc_id", "title", "version", "published")
"""Metadata a document may set for itself (front matter, HTML meta, JSON keys)."""

READER_VERSION = "10"
"""The loaders' output version: an index read by other loaders re-reads every file.

2: HTML headings and tables come out as Markdown (tables keep their headers).
3: chunks keep the line break after a sentence (a PDF table after prose stays a table).
4: a title of two or three lines between rules is read whole.
5: a sentence too long for a chunk is cut between lines first (a rendered JSON record keeps
   its lines).
6: a heading never ends a chunk; it starts the chunk of what it heads.
7: a chunk that starts inside a space-aligned table repeats the table's header lines.
8: a document's default id is its path in the folder without the extension; HTML elements
   end where browsers end them, and visually hidden text is dropped.
9: HTML visibility is inherited as browsers apply it (a child may show itself again;
   aria-hidden text is kept), more hidden styles are read, and ``<div/>`` stays open.
10: a sentence does not end at an abbreviated scale before its currency ("in Tsd. EUR"),
   and a table's header line with a blank label column is repeated like any other."""

MAX_INVALID_FRACTION = 0.1
"""Above this share of invalid UTF-8 bytes a text file is skipped as not being text."""

_FRONT_MATTER = re.compile(r"\A---[ \t]*\r?\n(.*?)^---[ \t]*\r?$\n?", re.DOTALL | re.MULTILINE)
_HEADING = re.compile(r"^#[ \t]+(.+?)[ \t#]*$", re.MULTILINE)
_TEXT_KEYS = ("text", "content", "body")
_FRAMED_TITLE = re.compile(r"\A\s*([=*~#_-])\1{2,}[ \t]*\r?\n[ \t]*([^\n]*\S)[ \t]*\r?\n")
"""A title framed by rules: a line of "=====", the title, (usually) another rule."""
_FRAMED_LINES = re.compile(
    r"\A\s*([=*~#_-])\1{2,}[ \t]*\r?\n((?:[^\S\n]*\S[^\n]*\n){2,3}?)[ \t]*\1{3,}[ \t]*(?:\r?\n|\Z)"
)
"""A title of two or three lines between two rules ("ACME LTD" / "INTERIM RESULTS 2025").
Each line matches one way only (blanks, its first non-blank, the rest): with "anything"
on both sides of "a non-blank", a missing closing rule retried every split of every line
(a rule above three lines of 240 characters took 13 s)."""
_SPACES = re.compile(r"\s+")
_HEADING_TAG = re.compile(r"h[1-6]")
_HIDDEN_TAGS = frozenset({"script", "style", "noscript", "template", "svg", "iframe", "object"})
_VOID_TAGS = frozenset(
    {
        "area",
        "base",
        "br",
        "col",
        "embed",
        "hr",
        "img",
        "input",
        "link",
        "meta",
        "source",
        "track",
        "wbr",
    }
)
_PHRASING_TAGS = frozenset(
    {
        "a",
        "b",
        "i",
        "em",
        "strong",
        "u",
        "small",
        "sup",
        "sub",
        "code",
        "mark",
        "abbr",
        "s",
        "q",
        "font",
        "var",
        "kbd",
        "samp",
        "time",
    }
)
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]")
_BLOCK_TAGS = frozenset({
    "p", "div", "section", "article", "header", "footer", "main", "aside", "nav", "h1", "h2",
    "h3", "h4", "h5", "h6", "li", "ul", "ol", "table", "tr", "blockquote", "pre", "figure",
    "figcaption", "dl", "dt", "dd", "hr", "br", "body",
})  # fmt: skip


def _separator(tag: str) -> str:
    """What a tag boundary adds to the text: a paragraph break, a space, or nothing."""
    if tag in _BLOCK_TAGS:
        return "\n\n"
    return "" if tag in _PHRASING_TAGS else " "


@dataclass(slots=True, kw_only=True)
class LoadedDoc:
    """What a loader extracted from one file."""

    text: str
    meta: dict[str, str] = field(default_factory=dict)
    """Front-matter style fields found in the file (a subset of ``FIELDS``)."""
    warnings: list[str] = field(default_factory=list)
    hidden_passages: int = 0
    """Passages of text a reader would not see (HTML), dropped rather than indexed."""


def load(path: Path, data: bytes) -> LoadedDoc:
    """Extract text and metadata from ``data``, the bytes of ``path``.

    Raises:
        LoadError: the file is empty, binary, corrupt, or has no text.
    """
    if not data.strip():
        raise LoadError("empty file")
    loader = _LOADERS[path.suffix.lower()]
    doc = loader(data)
    # Control characters (terminal escapes among them) never reach the index or a screen.
    doc.text = _CONTROL.sub("", doc.text)
    doc.meta = {key: _CONTROL.sub("", value) for key, value in doc.meta.items()}
    if not doc.text.strip():
        raise LoadError("no text found in the file")
    return doc


def decode_text(data: bytes) -> tuple[str, list[str]]:
    """Decode the bytes of a text file; returns the text and any warnings.

    Raises:
        LoadError: NUL bytes (a binary file) or mostly invalid UTF-8.
    """
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        try:
            return data.decode("utf-16"), []
        except UnicodeDecodeError as exc:
            raise LoadError(f"invalid UTF-16 at byte {exc.start}") from None
    if b"\x00" in data:
        raise LoadError("binary content (NUL bytes) in a text file")
    try:
        return data.decode("utf-8-sig"), []
    except UnicodeDecodeError as exc:
        first = exc.start
    text = data.decode("utf-8-sig", errors="replace")
    bad = text.count("\ufffd") - data.decode("utf-8-sig", errors="ignore").count("\ufffd")
    if bad > MAX_INVALID_FRACTION * len(data):
        raise LoadError(f"not UTF-8 text ({bad} of {len(data)} bytes invalid)")
    return text, [f"invalid UTF-8 at byte {first}: {bad} byte(s) replaced with U+FFFD"]


def split_front_matter(text: str) -> tuple[dict[str, str], str]:
    """Split ``---``-delimited ``key: value`` front matter off the top of ``text``.

    Only the keys in ``FIELDS`` are kept; quotes around values are removed. Text with no
    closed front-matter block is returned unchanged.
    """
    found = _FRONT_MATTER.match(text)
    if found is None:
        return {}, text
    meta: dict[str, str] = {}
    for line in found.group(1).splitlines():
        key, sep, value = line.partition(":")
        key = key.strip().lower()
        value = value.strip().strip("\"'").strip()
        if sep and key in FIELDS and value:
            meta[key] = value
    return meta, text[found.end() :]


def _load_text(data: bytes) -> LoadedDoc:
    text, warnings = decode_text(data)
    meta, body = split_front_matter(text)
    if "title" not in meta and (lines := _FRAMED_LINES.match(body)):
        meta["title"] = " \u2013 ".join(
            _SPACES.sub(" ", line).strip() for line in lines.group(2).splitlines()
        )
    if "title" not in meta and (framed := _FRAMED_TITLE.match(body)):
        meta["title"] = _SPACES.sub(" ", framed.group(2)).strip()
    if "title" not in meta and (heading := _HEADING.search(body)):
        meta["title"] = heading.group(1).strip()
    return LoadedDoc(text=body.strip(), meta=meta, warnings=warnings)


def _load_html(data: bytes) -> LoadedDoc:
    text, problems = decode_text(data)
    parser = _HtmlText()
    parser.feed(text)
    parser.close()
    meta = {key: value for key, value in parser.meta.items() if key in FIELDS and value}
    title = _SPACES.sub(" ", "".join(parser.title)).strip()
    if title and "title" not in meta:
        meta["title"] = title
    paragraphs = (_paragraph(part) for part in "".join(parser.parts).split("\n\n"))
    text = "\n\n".join(p for p in paragraphs if p)
    return LoadedDoc(
        text=text, meta=meta, warnings=problems, hidden_passages=parser.hidden_passages
    )


def _paragraph(part: str) -> str:
    """A paragraph of HTML text on one line; a rendered table keeps its lines."""
    if part.lstrip().startswith("|"):
        return "\n".join(_SPACES.sub(" ", line).strip() for line in part.strip().splitlines())
    return _SPACES.sub(" ", part).strip()


class _HtmlText(HTMLParser):
    """Collects visible text (block elements become paragraphs), ``<title>`` and meta.

    Text a reader would not see is dropped: scripts, styles, SVG and iframe content, and
    elements hidden by attribute or inline style (`keel.research.kb.visibility`: hidden
    text is a prompt-injection route); each hidden element that held text counts as one
    dropped passage (``hidden_passages``). Elements end where a browser ends them, closed
    or not. Other tags separate words, so table cells and inline elements never run
    together. Headings become Markdown headings and tables Markdown tables (see
    `keel.research.kb.tables`), so a figure keeps its headers.
    """

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self.title: list[str] = []
        self.meta: dict[str, str] = {}
        self.hidden_passages = 0
        self._open = OpenElements()
        self._root_counted = False  # the outermost hidden element's text is counted
        self._in_title = False
        self._tables: list[TableBuilder] = []  # open tables, innermost last

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        inside = self._open.hidden
        element = self._open.start(tag, found, gone=tag in _HIDDEN_TAGS, void=tag in _VOID_TAGS)
        if element.hidden:
            if not inside and tag not in _VOID_TAGS:
                self._root_counted = tag in _HIDDEN_TAGS  # scripts and styles: not text
            return
        if tag == "title":
            self._in_title = True
        elif tag == "meta":
            name, content = found.get("name"), found.get("content")
            if name and content:
                self.meta.setdefault(name.strip().lower(), content.strip())
        elif tag == "table":
            self._tables.append(TableBuilder())
        elif self._tables:
            self._table_tag(tag, found, start=True)
        else:
            self.parts.append(_separator(tag))
            if _HEADING_TAG.fullmatch(tag):
                self.parts.append("#" * int(tag[1]) + " ")

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        """``<div/>`` opens a div, as in a browser: ``/>`` closes only void elements, so a
        hidden ``<div style="display:none"/>`` hides what follows it."""
        self.handle_starttag(tag, attrs)

    def _table_tag(self, tag: str, attrs: dict[str, str | None], *, start: bool) -> None:
        table = self._tables[-1]
        if tag == "thead":
            table.in_head = start
        elif tag == "tr" and start:
            table.start_row()
        elif tag in {"td", "th"} and start:
            table.start_cell(tag == "th", attrs.get("colspan"), attrs.get("rowspan"))
        elif tag in {"td", "th", "tr"}:
            table.cell = None
        else:
            table.data(" ")

    def handle_endtag(self, tag: str) -> None:
        inside = self._open.hidden
        closed = self._open.end(tag)
        if (closed and closed[-1].hidden) or (not closed and inside):
            return
        if tag == "title":
            self._in_title = False
        elif tag == "table" and self._tables:
            rendered = self._tables.pop().render()
            if self._tables:  # a table inside a cell: its text, flattened
                self._tables[-1].data(" " + " ".join(rendered.split()) + " ")
            else:
                self.parts.append(f"\n\n{rendered}\n\n")
        elif self._tables:
            self._table_tag(tag, {}, start=False)
        else:
            self.parts.append(_separator(tag))

    def handle_data(self, data: str) -> None:
        if self._open.hidden:
            if not self._root_counted and data.strip():
                self.hidden_passages += 1
                self._root_counted = True
        elif self._in_title:
            self.title.append(data)
        elif self._tables:
            self._tables[-1].data(data)
        else:
            self.parts.append(data)

    def close(self) -> None:
        super().close()
        while self._tables:  # an unclosed table still counts
            self.parts.append(f"\n\n{self._tables.pop().render()}\n\n")


def _load_pdf(data: bytes) -> LoadedDoc:
    # Imported with the first PDF: pypdf was the costliest import of `keel` start-up.
    from pypdf import PdfReader

    with _pdf_diagnostics() as problems:
        try:
            reader = PdfReader(io.BytesIO(data))
            if reader.is_encrypted and not reader.decrypt(""):
                raise LoadError("encrypted PDF (needs a password)")
            pages = [page.extract_text() or "" for page in reader.pages]
            info: Mapping[str, Any] = reader.metadata or {}
        except LoadError:
            raise
        except Exception as exc:  # pypdf raises many types for damaged files
            raise LoadError(f"corrupt or unreadable PDF: {_first_line(exc)}") from None
    text = "\n\n".join(page.strip() for page in pages if page.strip())
    if not text:
        raise LoadError("no extractable text in the PDF (a scanned image?)")
    meta = {key: _scalar(info.get(f"/{key}")) for key in FIELDS if _scalar(info.get(f"/{key}"))}
    lines = (line.strip() for line in text.splitlines())
    first_line = next((line for line in lines if line), "")
    title = _scalar(info.get("/Title"))
    if "title" not in meta:  # generators such as reportlab write "untitled" by default
        meta["title"] = title if title.lower() not in {"", "untitled"} else first_line[:200]
    return LoadedDoc(text=text, meta=meta, warnings=problems)


@contextmanager
def _pdf_diagnostics() -> Iterator[list[str]]:
    """Collect pypdf's warnings and log records instead of letting them reach the user.

    pypdf reports recoverable damage through ``warnings`` and the ``pypdf`` logger; the
    knowledge base prints and logs nothing itself, so both become report warnings.
    """
    problems: list[str] = []
    handler = _ListHandler(problems)
    logger = logging.getLogger("pypdf")
    propagate = logger.propagate
    logger.addHandler(handler)
    logger.propagate = False
    try:
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            yield problems
        problems.extend(_first_line(w.message) for w in caught)
    finally:
        logger.removeHandler(handler)
        logger.propagate = propagate


class _ListHandler(logging.Handler):
    def __init__(self, sink: list[str]) -> None:
        super().__init__(logging.WARNING)
        self.sink = sink

    def emit(self, record: logging.LogRecord) -> None:
        self.sink.append(_first_line(record.getMessage()))


def _first_line(message: object) -> str:
    return (str(message).strip().splitlines() or [type(message).__name__])[0][:200]


def _load_json(data: bytes) -> LoadedDoc:
    raw, warnings = decode_text(data)
    try:
        value: Any = json.loads(raw)
    except json.JSONDecodeError as exc:
        raise LoadError(
            f"invalid JSON: {exc.msg} at line {exc.lineno} column {exc.colno}"
        ) from None
    except RecursionError:
        raise LoadError("JSON nested too deeply to read") from None
    meta: dict[str, str] = {}
    if isinstance(value, dict):
        meta = {key: _scalar(value[key]) for key in FIELDS if _scalar(value.get(key))}
        body = next((value[key] for key in _TEXT_KEYS if isinstance(value.get(key), str)), None)
        if body is not None:
            return LoadedDoc(text=body.strip(), meta=meta, warnings=warnings)
    return LoadedDoc(text="\n".join(render_json(value)), meta=meta, warnings=warnings)


def _scalar(value: object) -> str:
    """A metadata value as text; containers and null give ``""`` (ignored)."""
    if isinstance(value, str):
        return value.strip()
    if isinstance(value, bool) or value is None or isinstance(value, dict | list):
        return ""
    return str(value)


def render_json(value: object, indent: str = "") -> list[str]:
    """Any JSON value as readable lines: ``key: value``, nested blocks indented."""
    if isinstance(value, dict):
        items: list[tuple[str, object]] = [(f"{key}:", item) for key, item in value.items()]
    elif isinstance(value, list):
        items = [("-", item) for item in value]
    else:
        return [f"{indent}{_leaf(value)}"]
    lines: list[str] = []
    for label, item in items:
        if isinstance(item, dict | list) and item:
            lines.append(f"{indent}{label}")
            lines.extend(render_json(item, indent + "  "))
        else:
            lines.append(f"{indent}{label} {_leaf(item)}")
    return lines


def _leaf(value: object) -> str:
    return value if isinstance(value, str) else json.dumps(value)


_LOADERS: dict[str, Callable[[bytes], LoadedDoc]] = {
    ".md": _load_text,
    ".txt": _load_text,
    ".html": _load_html,
    ".pdf": _load_pdf,
    ".json": _load_json,
}
