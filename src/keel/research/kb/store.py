"""The persistent knowledge base: documents, provenance and chunks in SQLite, BM25 search.

One SQLite file holds one indexed folder. Tables are prefixed ``kb_`` (the ranking engine
keeps its own ``bm25_`` tables in the same file). Every write is one ``IMMEDIATE``
transaction, so two :class:`KnowledgeBase` objects (or processes) indexing into the same
file serialize instead of corrupting it; readers see the last committed pass (WAL).
"""

from __future__ import annotations

import hashlib
import re
import sqlite3
import threading
import time
from datetime import datetime
from pathlib import Path
from typing import Any

from keel.errors import DocumentNotFound, KBError
from keel.research.kb import ingest
from keel.research.kb.bm25 import BM25Index, read_snapshot
from keel.research.kb.chunking import QueryMatcher, snippet
from keel.research.kb.ingest import MAX_FILE_BYTES, Known, Progress
from keel.research.kb.loaders import READER_VERSION
from keel.research.kb.types import ChunkText, Document, IndexReport, SearchHit
from keel.store.sqlite import connect_read_only, writable

SCHEMA_VERSION = "2"
"""2: the ranking keeps segments of term counts (``bm25_postings``), not finished weights."""
_BUSY_MS = 30_000  # how long a writer waits for another one to finish
_PAGE_BYTES = 16_384  # chunks of about 1 KiB fill 4 KiB pages badly (3 a page: 20% left empty)
_WAL_KEPT_BYTES = 4 * 1024 * 1024  # the write-ahead log is cut back to this after a checkpoint
_OLD_TABLES = ("kb_documents", "kb_chunks", "bm25_terms", "bm25_postings", "bm25_meta")

_SCHEMA = """
CREATE TABLE IF NOT EXISTS kb_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS kb_documents (
    doc_id TEXT PRIMARY KEY,
    title TEXT NOT NULL,
    version TEXT,
    published TEXT,
    source_path TEXT NOT NULL UNIQUE,
    content_hash TEXT NOT NULL,
    size_bytes INTEGER NOT NULL,
    mtime_ns INTEGER NOT NULL,
    checked_ns INTEGER NOT NULL,
    chunks INTEGER NOT NULL,
    read_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS kb_chunks (
    id INTEGER PRIMARY KEY,
    doc_id TEXT NOT NULL,
    chunk INTEGER NOT NULL,
    text TEXT NOT NULL,
    UNIQUE (doc_id, chunk)
);
"""
_DOCUMENT_COLUMNS = (
    "doc_id, title, version, published, source_path, content_hash, size_bytes, chunks, read_at"
)


class KnowledgeBase:
    """A folder of documents indexed into one SQLite file, searchable with BM25.

    Use :meth:`open`; the object is a context manager and is safe to share between
    threads (calls are serialized).
    """

    def __init__(self, conn: sqlite3.Connection, path: Path, *, read_only: bool = False) -> None:
        self._conn = conn
        self._lock = threading.RLock()
        self._ranking = BM25Index(conn)
        self.path = path
        """Where the index file lives."""
        self._upgraded_from: str | None = None  # the older schema the index was emptied from
        self.read_only = read_only
        """Opened read-only (the file or its folder is not writable): an up-to-date index
        is searched as it is; one that needs updating is a `KBError` naming the path."""

    @classmethod
    def open(cls, path: str | Path) -> KnowledgeBase:
        """Open the index at ``path``, creating it (and its parent folders) if missing.

        Raises:
            KBError: the file cannot be created, is not a keel index, or is from another
                schema version.
        """
        target = Path(path).expanduser().absolute()
        if target.exists() and not writable(target):
            return cls._open_read_only(target)
        try:
            target.parent.mkdir(parents=True, exist_ok=True)
            conn = sqlite3.connect(target, isolation_level=None, check_same_thread=False)
        except (OSError, sqlite3.Error) as exc:
            raise KBError(f"cannot open knowledge base index {target}: {exc}") from None
        try:
            upgraded_from = _prepare(conn, target)
            kb = cls(conn, target)
            kb._upgraded_from = upgraded_from
            return kb
        except sqlite3.Error as exc:
            conn.close()
            raise KBError(
                f"cannot use {target} as a knowledge base index ({exc}); "
                "delete it and index the folder again"
            ) from None
        except KBError:
            conn.close()
            raise

    @classmethod
    def _open_read_only(cls, target: Path) -> KnowledgeBase:
        try:
            conn = connect_read_only(target)
        except sqlite3.Error as exc:
            raise KBError(f"cannot read the knowledge base index {target}: {exc}") from None
        try:
            row = conn.execute("SELECT value FROM kb_meta WHERE key = 'schema_version'").fetchone()
        except sqlite3.Error as exc:
            conn.close()
            raise KBError(f"{target} is not a readable knowledge base index ({exc})") from None
        if row is None or row[0] != SCHEMA_VERSION:
            conn.close()
            raise KBError(f"{target} is from another keel and read-only; it cannot be used")
        return cls(conn, target, read_only=True)

    @staticmethod
    def default_path(folder: str | Path, home: str | Path) -> Path:
        """Where the index of ``folder`` lives under keel's ``home`` directory.

        ``home/kb/<folder name as a slug>-<first 12 hex of sha256(absolute folder)>.sqlite``:
        the same folder, however it is spelled, always maps to the same file.
        """
        absolute = Path(folder).expanduser().resolve()
        slug = re.sub(r"[^a-z0-9]+", "-", absolute.name.lower()).strip("-")[:40] or "kb"
        digest = hashlib.sha256(str(absolute).encode("utf-8")).hexdigest()[:12]
        return Path(home).expanduser() / "kb" / f"{slug}-{digest}.sqlite"

    def index(
        self,
        folder: str | Path,
        progress: Progress | None = None,
        *,
        max_file_bytes: int = MAX_FILE_BYTES,
    ) -> IndexReport:
        """Bring the index up to date with ``folder``; returns what was done.

        Only new or changed files are parsed; removed files leave the index. Bad files are
        skipped with a reason in the report, and never stop the good ones.

        Args:
            folder: the folder of documents, searched recursively.
            progress: called after each file, e.g. to draw a progress bar.
            max_file_bytes: larger files are skipped.

        Raises:
            KBError: the folder is missing, not a folder, or has no usable document; or the
                index file cannot be written (read-only, disk full).
        """
        started = time.perf_counter()
        root = ingest.check_folder(folder)
        with self._lock:
            try:
                writes = ingest.count_writes(self._conn)  # before reading what the index holds
                last = self._last_pass()
                plan = ingest.plan_index(root, self._known, last, progress, max_file_bytes)
                plan.writes = writes
                if self.read_only:
                    self._check_current(plan)
                elif plan.changes():
                    ingest.apply_plan(self._conn, plan, self._ranking.update)
                    _checkpoint(self._conn)
            except sqlite3.Error as exc:
                raise KBError(f"cannot write the knowledge base index {self.path}: {exc}") from None
        if self._upgraded_from is not None:
            plan.report.warnings.insert(0, (
                f"the index {self.path} was made by an older keel (schema "
                f"{self._upgraded_from}); it was emptied and every file was read again"
            ))  # fmt: skip
            self._upgraded_from = None
        plan.report.elapsed_seconds = time.perf_counter() - started
        return plan.report

    def _check_current(self, plan: ingest.Plan) -> None:
        """A read-only index must already hold exactly what ``plan`` would write (files
        hashed again only because they were touched need not be written)."""
        if plan.differs():
            raise KBError(
                f"the knowledge base index {self.path} is out of date and cannot be updated: "
                "the file or its folder is read-only (permission denied); make it writable "
                "or set KEEL_HOME to a writable folder"
            )
        plan.report.removed = []

    def search(self, query: str, limit: int = 5) -> list[SearchHit]:
        """The ``limit`` chunks that best match ``query``, best first, with snippets."""
        if limit < 1 or not query.strip():
            return []
        # Rowids are reused after deletions: rank and read the chunks in one version.
        with self._lock, read_snapshot(self._conn):
            ranked = self._ranking.search(query, limit)
            rows = self._chunk_rows([rowid for rowid, _ in ranked])
        matcher = QueryMatcher(query)
        hits: list[SearchHit] = []
        for rowid, score in ranked:
            if (row := rows.get(rowid)) is None:
                continue  # ranking and documents disagree only if written outside keel
            doc_id, chunk, text, title, chunks, version, published = row
            hits.append(SearchHit(
                doc_id=doc_id, chunk=chunk, chunks=chunks, title=title, score=score,
                snippet=snippet(text, matcher), version=version, published=published,
            ))  # fmt: skip
        return hits

    def read(self, doc_id: str, chunk: int | None = None) -> ChunkText:
        """A whole one-chunk document, or one chunk (chunk 0 when ``chunk`` is None).

        Raises:
            DocumentNotFound: no document has this doc_id.
            IndexError: ``chunk`` is out of range; the message gives the valid range.
        """
        document = self.document(doc_id)
        if document is None:
            raise DocumentNotFound(doc_id)
        number = 0 if chunk is None else chunk
        if not 0 <= number < document.chunks:
            raise IndexError(
                f"chunk {number} out of range: doc has {document.chunks} chunks "
                f"(0-{document.chunks - 1})"
            )
        with self._lock:
            found = self._conn.execute(
                "SELECT text FROM kb_chunks WHERE doc_id = ? AND chunk = ?", (doc_id, number)
            ).fetchone()
        if found is None:  # removed by another writer since document() looked
            raise DocumentNotFound(doc_id)
        return ChunkText(
            doc_id=doc_id, chunk=number, chunks=document.chunks, title=document.title,
            version=document.version, published=document.published,
            content_hash=document.content_hash, source_path=document.source_path, text=found[0],
        )  # fmt: skip

    def document(self, doc_id: str) -> Document | None:
        """The document with this doc_id and its provenance, or None."""
        with self._lock:
            row = self._conn.execute(
                f"SELECT {_DOCUMENT_COLUMNS} FROM kb_documents WHERE doc_id = ?", (doc_id,)
            ).fetchone()
        return None if row is None else _document(row)

    def content_hash(self, doc_id: str) -> str | None:
        """SHA-256 of the document's file as last indexed, or None if unknown."""
        with self._lock:
            row = self._conn.execute(
                "SELECT content_hash FROM kb_documents WHERE doc_id = ?", (doc_id,)
            ).fetchone()
        return None if row is None else str(row[0])

    def documents(self) -> list[Document]:
        """Every indexed document, sorted by doc_id."""
        with self._lock:
            rows = self._conn.execute(
                f"SELECT {_DOCUMENT_COLUMNS} FROM kb_documents ORDER BY doc_id"
            ).fetchall()
        return [_document(row) for row in rows]

    def close(self) -> None:
        """Close the SQLite connection; the object cannot be used afterwards."""
        with self._lock:
            self._conn.close()

    def __enter__(self) -> KnowledgeBase:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def _known(self) -> dict[str, Known]:
        """What the index holds per file; nothing when other loaders read it (read all again)."""
        row = self._conn.execute(
            "SELECT value FROM kb_meta WHERE key = 'reader_version'"
        ).fetchone()
        if row is None or row[0] != READER_VERSION:
            return {}
        rows = self._conn.execute(
            "SELECT source_path, doc_id, content_hash, size_bytes, mtime_ns, checked_ns "
            "FROM kb_documents"
        )
        new = tuple.__new__  # not Known._make: one per file, on every pass that compares
        return {row[0]: new(Known, row) for row in rows}

    def _last_pass(self) -> ingest.LastPass | None:
        """What the last pass that wrote the index saw and kept, if it could be kept."""
        row = self._conn.execute("SELECT value FROM kb_meta WHERE key = 'last_pass'").fetchone()
        return ingest.LastPass.loads(row[0]) if row and row[0] else None

    def _chunk_rows(self, rowids: list[int]) -> dict[int, tuple[Any, ...]]:
        """Chunk rowid -> (doc_id, chunk, text, title, chunks, version, published), one SELECT."""
        if not rowids:
            return {}
        marks = ",".join("?" * len(rowids))
        rows = self._conn.execute(
            "SELECT c.id, c.doc_id, c.chunk, c.text, d.title, d.chunks, d.version, d.published "
            f"FROM kb_chunks c JOIN kb_documents d USING (doc_id) WHERE c.id IN ({marks})",
            rowids,
        )
        return {row[0]: row[1:] for row in rows}


def _prepare(conn: sqlite3.Connection, path: Path) -> str | None:
    """Set pragmas, create the tables, and check the schema version; an index of an older
    schema is emptied (the next pass reads every file again). Returns that older version."""
    conn.execute(f"PRAGMA busy_timeout = {_BUSY_MS}")
    conn.execute(f"PRAGMA page_size = {_PAGE_BYTES}")  # only a new file takes it
    _use_wal(conn)
    conn.execute("PRAGMA synchronous = NORMAL")
    conn.execute(f"PRAGMA journal_size_limit = {_WAL_KEPT_BYTES}")
    _create_tables(conn)
    conn.execute(
        "INSERT OR IGNORE INTO kb_meta (key, value) VALUES ('schema_version', ?)",
        (SCHEMA_VERSION,),
    )
    version = _schema_version(conn)
    if version == SCHEMA_VERSION:
        return None
    if not (version.isdigit() and int(version) < int(SCHEMA_VERSION)):
        raise KBError(
            f"{path} is a knowledge base index of schema {version}, this keel reads "
            f"{SCHEMA_VERSION}; delete it and index the folder again"
        )
    conn.execute("BEGIN IMMEDIATE")
    try:
        if _schema_version(conn) == version:  # not upgraded meanwhile by another writer
            for table in _OLD_TABLES:
                conn.execute(f"DROP TABLE IF EXISTS {table}")
            conn.execute("DELETE FROM kb_meta")
            _create_tables(conn)
            conn.execute("INSERT INTO kb_meta VALUES ('schema_version', ?)", (SCHEMA_VERSION,))
        conn.execute("COMMIT")
    except BaseException:
        conn.execute("ROLLBACK")
        raise
    return version


def _checkpoint(conn: sqlite3.Connection) -> None:
    """Copy the write-ahead log into the index and cut it to nothing, unless a reader still
    needs it (no waiting): a first pass would otherwise leave a log as large as the index
    beside it until the next write."""
    conn.execute("PRAGMA busy_timeout = 0")
    try:
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchall()
    except sqlite3.OperationalError:
        pass  # busy: the log is cut back at a later checkpoint (journal_size_limit)
    finally:
        conn.execute(f"PRAGMA busy_timeout = {_BUSY_MS}")


def _create_tables(conn: sqlite3.Connection) -> None:
    """Create the ``kb_`` tables that are missing (inside any open transaction)."""
    for statement in _SCHEMA.split(";"):
        if statement.strip():
            conn.execute(statement)


def _schema_version(conn: sqlite3.Connection) -> str:
    (version,) = conn.execute("SELECT value FROM kb_meta WHERE key = 'schema_version'").fetchone()
    return str(version)


def _use_wal(conn: sqlite3.Connection) -> None:
    """Switch to WAL; SQLite answers busy at once here (no busy timeout), so retry."""
    deadline = time.monotonic() + _BUSY_MS / 1000
    while True:
        try:
            conn.execute("PRAGMA journal_mode = WAL")
            return
        except sqlite3.OperationalError as exc:
            if exc.sqlite_errorname != "SQLITE_BUSY" or time.monotonic() > deadline:
                raise
            time.sleep(0.005)


def _document(row: tuple[Any, ...]) -> Document:
    doc_id, title, version, published, source, digest, size, chunks, read_at = row
    return Document(
        doc_id=doc_id, title=title, version=version, published=published, source_path=source,
        content_hash=digest, size_bytes=size, chunks=chunks,
        read_at=datetime.fromisoformat(read_at),
    )  # fmt: skip
