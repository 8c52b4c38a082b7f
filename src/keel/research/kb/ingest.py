"""One indexing pass over a folder: find files, read what changed, write what changed.

A file whose size and modification time match the index (and was last read well after
that modification time, so a same-size rewrite within the file system's timestamp
granularity cannot hide) is not opened at all. Any other file is hashed; if the hash
matches the index it is not parsed. Everything else is read, parsed and chunked. When
nothing changed, nothing is written and no write lock is taken; otherwise the changes
are written in one ``IMMEDIATE`` transaction.

Files are found by :mod:`keel.research.kb.scan`, which also gives their default ids. Only
ids set in front matter can still clash; then the first in sorted path order wins and the
other is skipped with the reason.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import sqlite3
import time
import zlib
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime
from operator import attrgetter
from pathlib import Path
from typing import NamedTuple

from keel.errors import KBError, LoadError
from keel.research.kb.chunking import chunk_text
from keel.research.kb.loaders import READER_VERSION, SUPPORTED_SUFFIXES, load
from keel.research.kb.scan import FileEntry, default_ids, fingerprint, scan_folder
from keel.research.kb.types import Document, IndexProgress, IndexReport, SkippedFile

MAX_FILE_BYTES = 20 * 1024 * 1024
"""Default size limit: larger files are skipped with a reason."""

RACY_NS = 2_000_000_000
"""A file modified less than this before it was last read is always re-hashed."""

Progress = Callable[[IndexProgress], None]


class Known(NamedTuple):
    """What the index remembers about a file it read before (a tuple: one per file is
    built on every pass, so it must be cheap)."""

    source_path: str
    doc_id: str
    content_hash: str
    size_bytes: int
    mtime_ns: int
    checked_ns: int


@dataclass(frozen=True, slots=True, kw_only=True)
class LastPass:
    """The outcome of the last pass that wrote the index, and the folder it saw.

    If the folder still looks the same (the same files, sizes and modification times, all
    older than `RACY_NS` when that pass began), that outcome stands: no file is compared
    with the index, and nothing is written.
    """

    fingerprint: str
    kept: list[str]
    """The doc_ids kept, in path order."""
    skipped: list[SkippedFile]

    def dumps(self) -> bytes:
        """As stored in ``kb_meta``: compressed JSON (the ids of 100,000 files are 2 MB)."""
        skipped = [[s.path, s.reason] for s in self.skipped]
        text = json.dumps([self.fingerprint, self.kept, skipped], ensure_ascii=False)
        return zlib.compress(text.encode(), 1)

    @classmethod
    def loads(cls, data: bytes) -> LastPass:
        """Read what :meth:`dumps` stored."""
        digest, kept, skipped = json.loads(zlib.decompress(data))
        return cls(
            fingerprint=digest,
            kept=kept,
            skipped=[SkippedFile(path=path, reason=reason) for path, reason in skipped],
        )


@dataclass(slots=True, kw_only=True)
class Plan:
    """The outcome of reading the folder: what to write, and the report so far."""

    report: IndexReport
    written: list[tuple[Document, int, int, list[str]]] = field(default_factory=list)
    """New or changed documents: (document, mtime_ns, checked_ns, chunk texts)."""
    confirmed: list[tuple[int, int, str]] = field(default_factory=list)
    """Unchanged files that were hashed again: (mtime_ns, checked_ns, source path)."""
    claims: dict[str, str] = field(default_factory=dict)
    """doc_id -> source path, for every document the index keeps."""
    fingerprint: str | None = None
    """The folder's `scan.fingerprint`, if this outcome may be remembered as a `LastPass`
    (no file modified within `RACY_NS` of this pass, no skip that reading again could
    change)."""
    current: bool = False
    """The folder looks as at the last pass that wrote the index: nothing to write."""
    remembered: str | None = None
    """The fingerprint of the last pass that wrote the index, if it was remembered."""
    writes: int = 0
    """The index's count of writing passes when what it holds was read for this plan: if
    another pass wrote since, this outcome is not remembered."""
    stored: set[str] = field(default_factory=set)
    """The files (source paths) the index held, if they were compared (not `current`)."""

    def differs(self) -> bool:
        """Whether the index holds other documents than this plan keeps."""
        if self.current:
            return False
        return bool(self.written) or self.stored != set(self.claims.values())

    def changes(self) -> bool:
        """Whether the index needs writing: other documents, files hashed again whose new
        modification time should be remembered, or an outcome to remember."""
        if self.current:
            return False
        remember = self.fingerprint is not None and self.fingerprint != self.remembered
        return remember or bool(self.confirmed) or self.differs()

    def last_pass(self) -> LastPass | None:
        """What to remember of this pass, if it may be."""
        if self.fingerprint is None:
            return None
        kept = list(self.claims)  # in path order, as a pass that compares reports them
        return LastPass(fingerprint=self.fingerprint, kept=kept, skipped=self.report.skipped)


def check_folder(folder: str | Path) -> Path:
    """The folder as an absolute path; a missing path or a file is a :class:`KBError`."""
    root = Path(folder).expanduser().resolve()
    if not root.exists():
        raise KBError(f"knowledge base folder not found: {root}")
    if not root.is_dir():
        raise KBError(f"not a folder: {root}; pass the folder that holds the documents")
    return root


def plan_index(
    root: Path,
    known: Callable[[], dict[str, Known]],
    last: LastPass | None,
    progress: Progress | None,
    max_file_bytes: int,
) -> Plan:
    """Visit every file under ``root``, reading only what changed since ``known`` (called
    only if the folder is not as ``last`` saw it)."""
    started_ns = time.time_ns()
    entries = scan_folder(root)
    if not entries:
        kinds = ", ".join(sorted(SUPPORTED_SUFFIXES))
        raise KBError(f"no supported documents ({kinds}) in {root}")
    remembered = last.fingerprint if last else None
    plan = Plan(report=IndexReport(folder=str(root)), remembered=remembered)
    if max(map(attrgetter("mtime_ns"), entries)) + RACY_NS < started_ns:
        plan.fingerprint = fingerprint(entries, READER_VERSION, max_file_bytes)
    if last is not None and plan.fingerprint == last.fingerprint:
        plan.current = True
        plan.report.unchanged, plan.report.skipped = list(last.kept), list(last.skipped)
        for _ in _progressed(entries, progress):
            pass
        return plan
    files = known()
    plan.stored = set(files)
    for entry, default_id in zip(_progressed(entries, progress), default_ids(entries), strict=True):
        known_file = files.get(entry.path)
        if known_file and _stale_id(known_file, entry, default_id):
            known_file = None
        _visit(plan, entry, default_id, known_file, max_file_bytes)
    if not plan.claims:
        reasons = "; ".join(f"{s.path}: {s.reason}" for s in plan.report.skipped[:3])
        raise KBError(f"no document in {root} could be indexed ({reasons})")
    return plan


def _progressed(entries: list[FileEntry], progress: Progress | None) -> Iterator[FileEntry]:
    """``entries``, calling ``progress`` after each one is dealt with."""
    if progress is None:
        yield from entries
        return
    total = sum(entry.size for entry in entries)
    started, done_bytes = time.perf_counter(), 0
    for done, entry in enumerate(entries, 1):
        yield entry
        done_bytes += entry.size
        progress(
            IndexProgress(
                files_done=done,
                files_total=len(entries),
                bytes_done=done_bytes,
                bytes_total=total,
                elapsed_seconds=time.perf_counter() - started,
                current=entry.path,
            )
        )


def _stale_id(known: Known, entry: FileEntry, default_id: str) -> bool:
    """Whether the file was indexed under a default id it no longer gets (another file with
    the same name and another extension came or went): read it again."""
    if known.doc_id == default_id:
        return False
    plain, suffix = entry.plain, entry.suffix
    extended = known.doc_id in {plain + suffix.lower(), plain + suffix}
    return (
        known.doc_id == plain or extended or known.doc_id.startswith(plain + suffix.lower() + "~")
    )


def _visit(
    plan: Plan, entry: FileEntry, default_id: str, known: Known | None, max_file_bytes: int
) -> None:
    """Decide what to do with one file and record it in ``plan``."""
    source = entry.path
    if not source.isascii() and _not_utf8(source):
        shown = os.fsencode(source).decode("utf-8", "backslashreplace")  # the bytes: \xff
        return _skip(plan, shown, "the file name is not valid UTF-8: rename the file")
    if not source.isprintable() and _CONTROL_IN_NAME.search(source):
        # its id would carry a terminal escape into answers, sources and search results
        shown = _CONTROL_IN_NAME.sub(lambda m: f"\\x{ord(m.group()):02x}", source)
        return _skip(plan, shown, "the file name holds control characters: rename the file")
    if entry.size > max_file_bytes:
        limit = f"{_mb(entry.size)} is over the {_mb(max_file_bytes)} limit (max_file_bytes)"
        return _skip(plan, source, f"file too large: {limit}")
    if entry.size == 0:
        return _skip(plan, source, "empty file")
    if known and _untouched(known, entry):
        _keep(plan, source, known.doc_id, plan.report.unchanged)
        return None
    checked_ns, path = time.time_ns(), Path(source)
    try:
        data = path.read_bytes()
    except OSError as exc:
        plan.fingerprint = None  # the file may be readable next time, unchanged
        return _skip(plan, source, f"cannot read the file: {exc.strerror or exc}")
    digest = hashlib.sha256(data).hexdigest()
    if known and known.content_hash == digest:
        remember = entry.mtime_ns + RACY_NS < checked_ns  # else it is hashed next time anyway
        if _keep(plan, source, known.doc_id, plan.report.unchanged) and remember:
            plan.confirmed.append((entry.mtime_ns, checked_ns, source))
        return None
    try:
        loaded = load(path, data)
    except LoadError as exc:
        return _skip(plan, source, str(exc))
    except Exception as exc:  # a loader bug must not cost the other documents
        plan.fingerprint = None  # nor be remembered: it may not happen again
        return _skip(plan, source, f"could not be read ({type(exc).__name__}: {exc})")
    meta = loaded.meta
    doc_id = meta.get("doc_id", default_id)
    if not _keep(plan, source, doc_id, plan.report.indexed):
        return None
    plan.report.warnings.extend(f"{source}: {warning}" for warning in loaded.warnings)
    if loaded.hidden_passages:
        plan.report.hidden_passages[source] = loaded.hidden_passages
    chunks = chunk_text(loaded.text)
    document = Document.model_construct(  # the values are this function's own: no validation
        doc_id=doc_id, title=meta.get("title", _stem(entry)), version=meta.get("version"),
        published=meta.get("published"), source_path=source, content_hash=digest,
        size_bytes=len(data), chunks=len(chunks), read_at=datetime.now(UTC),
    )  # fmt: skip
    plan.written.append((document, entry.mtime_ns, checked_ns, chunks))
    return None


_CONTROL_IN_NAME = re.compile(r"[\x00-\x1f\x7f-\x9f]")
"""Control characters, which no document's path (its default id) may hold."""


def _not_utf8(name: str) -> bool:
    """Whether ``name`` holds bytes that are not UTF-8 (kept by Python as surrogates, which
    SQLite cannot store)."""
    try:
        name.encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False


def _stem(entry: FileEntry) -> str:
    """The file name without its extension (the title when front matter gives none)."""
    return entry.plain.rpartition("/")[2]


def _untouched(known: Known, entry: FileEntry) -> bool:
    """Same size and mtime as when read, and read long enough after that mtime."""
    same = (known.size_bytes, known.mtime_ns) == (entry.size, entry.mtime_ns)
    return same and entry.mtime_ns + RACY_NS < known.checked_ns


def _keep(plan: Plan, source: str, doc_id: str, bucket: list[str]) -> bool:
    """Claim ``doc_id`` for ``source``; a second claimant is skipped, naming the first."""
    first = plan.claims.setdefault(doc_id, source)
    if first != source:
        reason = f"duplicate doc_id '{doc_id}': already used by {first} (first in path order)"
        _skip(plan, source, reason)
        return False
    bucket.append(doc_id)
    return True


def _skip(plan: Plan, source: str, reason: str) -> None:
    plan.report.skipped.append(SkippedFile(path=source, reason=reason))


def _mb(size: int) -> str:
    return f"{size / 1024 / 1024:.1f} MB ({size:,} bytes)"


Ranking = Callable[[list[int], list[tuple[int, str]]], None]
"""Updates the ranking: chunk rowids removed, ``(rowid, title + newline + text)`` added."""


def apply_plan(conn: sqlite3.Connection, plan: Plan, update_ranking: Ranking) -> None:
    """Write ``plan`` in one ``IMMEDIATE`` transaction and update the ranking with the
    chunks removed and added.

    Fills ``plan.report.removed`` from the index as it is inside the transaction, so a
    concurrent pass that wrote first is accounted for.
    """
    conn.execute("BEGIN IMMEDIATE")
    try:
        before = dict(conn.execute("SELECT source_path, doc_id FROM kb_documents").fetchall())
        kept = {source for source in plan.claims.values()}
        rewritten = {document.source_path for document, *_ in plan.written}
        gone = [source for source in before if source not in kept or source in rewritten]
        doc_ids = set(plan.claims)
        plan.report.removed = sorted({d for d in before.values() if d not in doc_ids})
        stale = {before[source] for source in gone} | {d.doc_id for d, *_ in plan.written}
        removed, added = _write(conn, plan, gone, sorted(stale))
        writes = count_writes(conn)
        # Another pass wrote after this one read the index: what this one compared against
        # is not what the index holds, so its outcome must not stand for the next pass.
        last = plan.last_pass() if writes == plan.writes else None
        conn.executemany(
            "INSERT OR REPLACE INTO kb_meta (key, value) VALUES (?, ?)",
            [
                ("reader_version", READER_VERSION),
                ("last_pass", last.dumps() if last else b""),
                ("writes", writes + 1),
            ],
        )
        if removed or added:
            update_ranking(removed, added)
        if conn.in_transaction:  # the ranking engine may have committed already
            conn.execute("COMMIT")
    except BaseException:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        raise


def count_writes(conn: sqlite3.Connection) -> int:
    """How many passes have written the index (0 for an index older than this count)."""
    row = conn.execute("SELECT value FROM kb_meta WHERE key = 'writes'").fetchone()
    return int(row[0]) if row is not None else 0


def _write(
    conn: sqlite3.Connection, plan: Plan, gone: list[str], stale: list[str]
) -> tuple[list[int], list[tuple[int, str]]]:
    """Delete the rows of files ``gone`` and the chunks of documents ``stale``, insert new
    documents and chunks, refresh re-hashed files. Returns the chunk rowids removed and the
    ``(rowid, title + newline + text)`` of the chunks added, in rowid order."""
    conn.executemany("DELETE FROM kb_documents WHERE source_path = ?", [(s,) for s in gone])
    conn.executemany(
        "DELETE FROM kb_documents WHERE doc_id = ?", [(d.doc_id,) for d, *_ in plan.written]
    )
    removed = [
        rowid
        for doc_id in stale
        for (rowid,) in conn.execute("SELECT id FROM kb_chunks WHERE doc_id = ?", (doc_id,))
    ]
    conn.executemany("DELETE FROM kb_chunks WHERE doc_id = ?", [(d,) for d in stale])
    conn.executemany(
        "INSERT INTO kb_documents (doc_id, title, version, published, source_path, content_hash,"
        " size_bytes, mtime_ns, checked_ns, chunks, read_at) VALUES (?,?,?,?,?,?,?,?,?,?,?)",
        [
            (d.doc_id, d.title, d.version, d.published, d.source_path, d.content_hash,
             d.size_bytes, mtime_ns, checked_ns, d.chunks, d.read_at.isoformat())
            for d, mtime_ns, checked_ns, _ in plan.written
        ],
    )  # fmt: skip
    (first,) = conn.execute("SELECT coalesce(max(id), 0) + 1 FROM kb_chunks").fetchone()
    rows = [(d, n, text) for d, _, _, chunks in plan.written for n, text in enumerate(chunks)]
    conn.executemany(
        "INSERT INTO kb_chunks (id, doc_id, chunk, text) VALUES (?, ?, ?, ?)",
        [(rowid, d.doc_id, n, text) for rowid, (d, n, text) in enumerate(rows, first)],
    )
    conn.executemany(
        "UPDATE kb_documents SET mtime_ns = ?, checked_ns = ? WHERE source_path = ?",
        plan.confirmed,
    )
    added = [(rowid, f"{d.title}\n{text}") for rowid, (d, _, text) in enumerate(rows, first)]
    return removed, added
