"""One indexing pass over a folder: find files, read what changed, write it in one transaction.

A file whose size and modification time match the index (and was last read well after
that modification time, so a same-size rewrite within the file system's timestamp
granularity cannot hide) is not opened at all. Any other file is hashed; if the hash
matches the index it is not parsed. Everything else is read, parsed and chunked.

A document's id is its path in the folder without the extension (`default_ids`:
``2024/annual-report.md`` is ``2024/annual-report``). Files that differ only in their
extension are all kept: the extension decides which one gets the plain id (``.md``, then
``.txt``, ``.html``, ``.json``, ``.pdf``) and the others keep theirs (``a.txt``), made
unique if that is taken too (``a.txt`` beside ``a.md`` and ``a.txt.md`` is ``a.txt~2``). Only ids
set in front matter can still clash; then the first in sorted path order wins and the
other is skipped with the reason.
"""

from __future__ import annotations

import hashlib
import itertools
import os
import sqlite3
import time
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

from keel.errors import KBError, LoadError
from keel.research.kb.chunking import chunk_text
from keel.research.kb.loaders import READER_VERSION, SUPPORTED_SUFFIXES, load
from keel.research.kb.types import Document, IndexProgress, IndexReport, SkippedFile

MAX_FILE_BYTES = 20 * 1024 * 1024
"""Default size limit: larger files are skipped with a reason."""

RACY_NS = 2_000_000_000
"""A file modified less than this before it was last read is always re-hashed."""

Progress = Callable[[IndexProgress], None]

ID_PRECEDENCE = (".md", ".txt", ".html", ".json", ".pdf")
"""Which of several files differing only in extension gets the plain id (earliest first)."""


@dataclass(frozen=True, slots=True)
class FileEntry:
    """A supported file found in the folder, with what ``stat`` said about it."""

    path: Path
    size: int
    mtime_ns: int


@dataclass(frozen=True, slots=True, kw_only=True)
class Known:
    """What the index remembers about a file it read before."""

    doc_id: str
    content_hash: str
    size_bytes: int
    mtime_ns: int
    checked_ns: int


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


def check_folder(folder: str | Path) -> Path:
    """The folder as an absolute path; a missing path or a file is a :class:`KBError`."""
    root = Path(folder).expanduser().resolve()
    if not root.exists():
        raise KBError(f"knowledge base folder not found: {root}")
    if not root.is_dir():
        raise KBError(f"not a folder: {root}; pass the folder that holds the documents")
    return root


def _inside(path: str, root: Path) -> bool:
    """Whether ``path``, links resolved, lies under ``root``."""
    return Path(os.path.realpath(path)).is_relative_to(root.resolve())


def scan_folder(root: Path) -> list[FileEntry]:
    """Supported files under ``root`` in sorted path order, skipping hidden files and dirs."""
    found: list[tuple[tuple[str, ...], FileEntry]] = []
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = [name for name in dirnames if not name.startswith(".")]
        parts = Path(dirpath).relative_to(root).parts
        for name in filenames:
            if name.startswith(".") or os.path.splitext(name)[1].lower() not in SUPPORTED_SUFFIXES:
                continue
            path = os.path.join(dirpath, name)
            if os.path.islink(path) and not _inside(path, root):
                continue  # a link out of the folder would index a file nobody pointed at
            try:
                info = os.stat(path)
            except OSError:
                continue  # vanished, or a dangling link: not a document
            found.append(((*parts, name), FileEntry(Path(path), info.st_size, info.st_mtime_ns)))
    found.sort(key=lambda item: item[0])
    return [entry for _, entry in found]


def plan_index(
    root: Path, known: dict[str, Known], progress: Progress | None, max_file_bytes: int
) -> Plan:
    """Visit every file under ``root``, reading only what changed since ``known``."""
    entries = scan_folder(root)
    if not entries:
        kinds = ", ".join(sorted(SUPPORTED_SUFFIXES))
        raise KBError(f"no supported documents ({kinds}) in {root}")
    plan = Plan(report=IndexReport(folder=str(root)))
    ids = default_ids(root, entries)
    total = sum(entry.size for entry in entries)
    started, done_bytes = time.perf_counter(), 0
    for done, entry in enumerate(entries, 1):
        known_file = known.get(str(entry.path))
        if known_file and _stale_id(
            known_file, _plain(root, entry.path), entry.path.suffix, ids[entry.path]
        ):
            known_file = None
        _visit(plan, entry, ids[entry.path], known_file, max_file_bytes)
        done_bytes += entry.size
        if progress is not None:
            elapsed = time.perf_counter() - started
            progress(
                IndexProgress(
                    files_done=done,
                    files_total=len(entries),
                    bytes_done=done_bytes,
                    bytes_total=total,
                    elapsed_seconds=elapsed,
                    current=str(entry.path),
                )
            )
    if not plan.claims:
        reasons = "; ".join(f"{s.path}: {s.reason}" for s in plan.report.skipped[:3])
        raise KBError(f"no document in {root} could be indexed ({reasons})")
    return plan


def default_ids(root: Path, entries: Iterable[FileEntry]) -> dict[Path, str]:
    """Each file's id unless front matter sets one: its path under ``root`` without the
    extension, ``/``-separated; a file whose plain id another file's extension takes first
    (`ID_PRECEDENCE`) keeps its extension.

    Every plain id is known before any extended one is given, and an extended id that is
    taken too (``a.txt`` beside ``a.txt.md``) gets more of the name (the extension as
    written, then ``~2``, ``~3``): every file gets an id of its own.
    """
    by_plain: dict[str, list[Path]] = {}
    for entry in entries:
        by_plain.setdefault(_plain(root, entry.path), []).append(entry.path)
    ids: dict[Path, str] = {}
    later: list[tuple[str, Path]] = []
    for plain, paths in by_plain.items():
        paths.sort(key=_precedence)
        ids[paths[0]] = plain
        later += ((plain, path) for path in paths[1:])
    taken = set(ids.values())
    for plain, path in sorted(later, key=lambda pair: pair[1].as_posix()):
        doc_id = next(c for c in _extended_ids(plain, path.suffix) if c not in taken)
        ids[path] = doc_id
        taken.add(doc_id)
    return ids


def _plain(root: Path, path: Path) -> str:
    return path.relative_to(root).with_suffix("").as_posix()


def _extended_ids(plain: str, suffix: str) -> Iterator[str]:
    """The ids a file whose plain id is taken may get, in order of preference."""
    yield plain + suffix.lower()
    yield plain + suffix
    yield from (f"{plain}{suffix.lower()}~{n}" for n in itertools.count(2))


def _precedence(path: Path) -> tuple[int, str]:
    suffix = path.suffix.lower()
    rank = ID_PRECEDENCE.index(suffix) if suffix in ID_PRECEDENCE else len(ID_PRECEDENCE)
    return rank, path.name


def _stale_id(known: Known, plain: str, suffix: str, default_id: str) -> bool:
    """Whether the file was indexed under a default id it no longer gets (another file with
    the same name and another extension came or went): read it again."""
    if known.doc_id == default_id:
        return False
    extended = known.doc_id in {plain + suffix.lower(), plain + suffix}
    return (
        known.doc_id == plain or extended or known.doc_id.startswith(plain + suffix.lower() + "~")
    )


def _visit(
    plan: Plan, entry: FileEntry, default_id: str, known: Known | None, max_file_bytes: int
) -> None:
    """Decide what to do with one file and record it in ``plan``."""
    source = str(entry.path)
    if entry.size > max_file_bytes:
        limit = f"{_mb(entry.size)} is over the {_mb(max_file_bytes)} limit (max_file_bytes)"
        return _skip(plan, source, f"file too large: {limit}")
    if entry.size == 0:
        return _skip(plan, source, "empty file")
    if known and _untouched(known, entry):
        _keep(plan, source, known.doc_id, plan.report.unchanged)
        return None
    checked_ns = time.time_ns()
    try:
        data = entry.path.read_bytes()
    except OSError as exc:
        return _skip(plan, source, f"cannot read the file: {exc.strerror or exc}")
    digest = hashlib.sha256(data).hexdigest()
    if known and known.content_hash == digest:
        if _keep(plan, source, known.doc_id, plan.report.unchanged):
            plan.confirmed.append((entry.mtime_ns, checked_ns, source))
        return None
    try:
        loaded = load(entry.path, data)
    except LoadError as exc:
        return _skip(plan, source, str(exc))
    except Exception as exc:  # a loader bug must not cost the other documents
        return _skip(plan, source, f"could not be read ({type(exc).__name__}: {exc})")
    meta = loaded.meta
    doc_id = meta.get("doc_id", default_id)
    if not _keep(plan, source, doc_id, plan.report.indexed):
        return None
    plan.report.warnings.extend(f"{source}: {warning}" for warning in loaded.warnings)
    if loaded.hidden_passages:
        plan.report.hidden_passages[source] = loaded.hidden_passages
    chunks = chunk_text(loaded.text)
    document = Document(
        doc_id=doc_id, title=meta.get("title", entry.path.stem), version=meta.get("version"),
        published=meta.get("published"), source_path=source, content_hash=digest,
        size_bytes=len(data), chunks=len(chunks), read_at=datetime.now(UTC),
    )  # fmt: skip
    plan.written.append((document, entry.mtime_ns, checked_ns, chunks))
    return None


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


def apply_plan(
    conn: sqlite3.Connection, plan: Plan, rebuild: Callable[[Iterable[tuple[int, str]]], None]
) -> None:
    """Write ``plan`` in one ``IMMEDIATE`` transaction and rebuild the ranking if it changed.

    Fills ``plan.report.removed`` from the index as it is inside the transaction, so a
    concurrent pass that wrote first is accounted for.
    """
    conn.execute("BEGIN IMMEDIATE")
    try:
        before = dict(conn.execute("SELECT source_path, doc_id FROM kb_documents").fetchall())
        kept = {source for source in plan.claims.values()}
        rewritten = {document.source_path for document, *_ in plan.written}
        gone = [(source,) for source in before if source not in kept or source in rewritten]
        doc_ids = set(plan.claims)
        plan.report.removed = sorted({d for d in before.values() if d not in doc_ids})
        _write(conn, plan, gone)
        conn.execute(
            "INSERT OR REPLACE INTO kb_meta (key, value) VALUES ('reader_version', ?)",
            (READER_VERSION,),
        )
        if gone or plan.written:
            rows = conn.execute(
                "SELECT c.id, d.title || char(10) || c.text FROM kb_chunks c "
                "JOIN kb_documents d USING (doc_id) ORDER BY c.id"
            ).fetchall()
            rebuild(rows)
        if conn.in_transaction:  # the ranking engine may have committed already
            conn.execute("COMMIT")
    except BaseException:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        raise


def _write(conn: sqlite3.Connection, plan: Plan, gone: list[tuple[str]]) -> None:
    """Delete stale rows, insert new documents and chunks, refresh re-hashed files."""
    conn.executemany("DELETE FROM kb_documents WHERE source_path = ?", gone)
    conn.executemany(
        "DELETE FROM kb_documents WHERE doc_id = ?", [(d.doc_id,) for d, *_ in plan.written]
    )
    if gone or plan.written:
        conn.execute("DELETE FROM kb_chunks WHERE doc_id NOT IN (SELECT doc_id FROM kb_documents)")
    conn.executemany(
        "INSERT INTO kb_documents (doc_id, title, version, published, source_path, content_hash,"
        " size_bytes, mtime_ns, checked_ns, chunks, read_at) VALUES (?,?,?,?,?,?,?,?,?,?,?)",
        [
            (d.doc_id, d.title, d.version, d.published, d.source_path, d.content_hash,
             d.size_bytes, mtime_ns, checked_ns, d.chunks, d.read_at.isoformat())
            for d, mtime_ns, checked_ns, _ in plan.written
        ],
    )  # fmt: skip
    conn.executemany(
        "INSERT INTO kb_chunks (doc_id, chunk, text) VALUES (?, ?, ?)",
        [(d.doc_id, n, text) for d, _, _, chunks in plan.written for n, text in enumerate(chunks)],
    )
    conn.executemany(
        "UPDATE kb_documents SET mtime_ns = ?, checked_ns = ? WHERE source_path = ?",
        plan.confirmed,
    )
