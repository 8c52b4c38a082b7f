"""The embedded run store: one SQLite file (WAL mode), shared by processes on one host.

Writes take the database's write lock at their start (``BEGIN IMMEDIATE``), so a version
check and the write it guards are one atomic step; readers see committed snapshots. With
``synchronous=NORMAL`` in WAL mode a committed checkpoint survives the process being
killed at any instant (a power cut may lose the last few).
"""

from __future__ import annotations

import os
import sqlite3
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from keel.errors import StoreError, UserError
from keel.store.sql import SqlRunStore
from keel.store.tables import Cursor


def _same(sql: str) -> str:
    return sql


def _lower(value: str | bytes | int | float | None) -> str | bytes | int | float | None:
    """SQL ``LOWER`` for all of Unicode (SQLite's own lowers ASCII only), as PostgreSQL's."""
    return value.lower() if isinstance(value, str) else value


def writable(path: Path) -> bool:
    """Whether this process may write ``path`` and create files beside it (``-wal``)."""
    return os.access(path, os.W_OK) and os.access(path.parent, os.W_OK)


def connect_read_only(path: Path, timeout_seconds: float = 30.0) -> sqlite3.Connection:
    """Open a SQLite file that cannot be written: ``mode=ro``, else ``immutable=1``.

    A WAL database opened read-only needs its ``-shm`` file; in a folder where it cannot
    be created, the file is read as immutable (nobody can change it there either).
    """
    for option in ("mode=ro", "immutable=1"):
        conn = sqlite3.connect(
            f"{path.absolute().as_uri()}?{option}",
            uri=True,
            timeout=timeout_seconds,
            isolation_level=None,
            check_same_thread=False,
        )
        try:
            conn.execute("SELECT count(*) FROM sqlite_master").fetchone()
            return conn
        except sqlite3.OperationalError:
            conn.close()
            if option == "immutable=1":
                raise
    raise AssertionError("unreachable")


class SqliteRunStore(SqlRunStore):
    """A `keel.runstore.RunStore` in a SQLite file (created with its tables if missing).

    Args:
        path: the database file.
        timeout_seconds: how long a write waits for another process's write lock.
    """

    NOW = "((julianday('now') - 2440587.5) * 86400.0)"
    BYTES = "LENGTH(CAST({} AS BLOB))"
    TABLE_EXISTS = "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?"

    def __init__(self, path: str | Path, *, timeout_seconds: float = 30.0) -> None:
        self._lock = threading.RLock()
        """One transaction at a time on the connection: threads sharing the store (each
        with its own `Runtime`) take turns instead of nesting their transactions."""
        self.path = Path(path)
        self.timeout_seconds = timeout_seconds
        self.read_only = self.path.exists() and not writable(self.path)
        """Opened read-only (``mode=ro``) because the file or its folder is not writable:
        reading works, and any write is a `StoreError` naming the path."""
        try:
            if self.read_only:
                self._conn = connect_read_only(self.path, timeout_seconds)
            else:
                self.path.parent.mkdir(parents=True, exist_ok=True)
                self._conn = sqlite3.connect(
                    self.path,
                    timeout=timeout_seconds,
                    isolation_level=None,
                    check_same_thread=False,
                )
                self._conn.execute("PRAGMA journal_mode=WAL")
                self._conn.execute("PRAGMA synchronous=NORMAL")
        except (OSError, sqlite3.Error) as error:
            raise UserError(f"cannot open run store {self.path}: {error}") from None
        self._refuse_another_database()
        self._conn.create_function("LOWER", 1, _lower, deterministic=True)  # goal search
        self._init_schema()

    def _refuse_another_database(self) -> None:
        """A database with tables but none of keel's is not a run store: a knowledge-base
        index or another program's file would get keel's tables, and `keel prune` could
        delete it as an index of a missing folder. (A damaged file is left to the schema
        check, which says so.)"""
        try:
            rows = self._conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
            tables = {str(name) for (name,) in rows}
        except sqlite3.Error:
            return
        if tables and not any(name.startswith("keel_") for name in tables):
            self._conn.close()
            what = "a keel knowledge-base index" if "kb_meta" in tables else "another database"
            raise UserError(
                f"cannot use {self.path} as a run store: it is {what}; "
                "use another file for the run store (keel: --store)"
            )

    @contextmanager
    def _write(self) -> Iterator[Cursor]:
        with self._lock:
            yield from self._write_locked()

    def _write_locked(self) -> Iterator[Cursor]:
        cur = self._conn.cursor()
        try:
            cur.execute("BEGIN IMMEDIATE")
            try:
                yield Cursor(cur, _same)
                cur.execute("COMMIT")
            except BaseException:
                if self._conn.in_transaction:
                    cur.execute("ROLLBACK")
                raise
        except sqlite3.Error as error:
            if self.read_only:
                raise StoreError(
                    f"cannot write the run store {self.path}: the file or its folder is "
                    "read-only (permission denied); make it writable or use another file "
                    "(keel: --store)"
                ) from error
            raise StoreError(f"run store {self.path}: {error}") from error
        finally:
            cur.close()

    @contextmanager
    def _read(self) -> Iterator[Cursor]:
        with self._lock:
            yield from self._read_locked()

    def _read_locked(self) -> Iterator[Cursor]:
        cur = self._conn.cursor()
        try:
            cur.execute("BEGIN")
            try:
                yield Cursor(cur, _same)
            finally:
                if self._conn.in_transaction:
                    cur.execute("COMMIT")
        except sqlite3.Error as error:
            raise StoreError(f"run store {self.path}: {error}") from error
        finally:
            cur.close()

    def clone(self) -> SqliteRunStore:
        """A second connection to the same file."""
        return SqliteRunStore(self.path, timeout_seconds=self.timeout_seconds)

    def close(self) -> None:
        """Close the connection."""
        self._conn.close()

    def __repr__(self) -> str:
        return f"SqliteRunStore({str(self.path)!r})"
