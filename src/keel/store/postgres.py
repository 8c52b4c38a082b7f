"""The shared run store: PostgreSQL via psycopg 3, for many processes on many hosts.

Writes run in READ COMMITTED transactions whose guarded ``UPDATE`` (version, lease owner,
unexpired lease by the server's clock) locks the run's row, so two workers can never
both advance one run. Reads of a whole run use a REPEATABLE READ snapshot.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager
from functools import lru_cache
from typing import Any

from keel.errors import StoreError, UserError
from keel.store.sql import SqlRunStore
from keel.store.tables import Cursor


@lru_cache(maxsize=256)
def _to_pyformat(sql: str) -> str:
    return sql.replace("%", "%%").replace("?", "%s")


class PostgresRunStore(SqlRunStore):
    """A `keel.runstore.RunStore` in PostgreSQL (tables created if missing).

    Args:
        dsn: a libpq connection string or URI, e.g. ``postgresql://user@host/db``.
        connect_timeout: seconds to wait for the server.
    """

    NOW = "EXTRACT(EPOCH FROM clock_timestamp())::double precision"
    BYTES = "OCTET_LENGTH({})"
    TABLE_EXISTS = "SELECT 1 FROM pg_tables WHERE schemaname = current_schema() AND tablename = ?"
    INIT_LOCK = "SELECT pg_advisory_xact_lock(4242170501)"  # one creator at a time

    def __init__(self, dsn: str, *, connect_timeout: float = 10.0) -> None:
        try:
            import psycopg
        except ImportError:  # pragma: no cover - depends on the installed extras
            raise UserError(
                "the PostgreSQL store needs psycopg: pip install 'keel-runtime[postgres]'"
            ) from None
        self._lock = threading.RLock()
        """One transaction at a time on the connection: threads sharing the store (each
        with its own `Runtime`) take turns instead of mixing their statements."""
        self.dsn = dsn
        self.connect_timeout = connect_timeout
        self._psycopg = psycopg
        try:
            self._conn: Any = psycopg.connect(
                dsn, autocommit=True, connect_timeout=max(1, int(connect_timeout))
            )
        except psycopg.Error as error:
            raise UserError(f"cannot connect to the PostgreSQL run store: {error}") from None
        self._init_schema()

    @contextmanager
    def _write(self) -> Iterator[Cursor]:
        try:
            with self._lock, self._conn.transaction(), self._conn.cursor() as cur:
                yield Cursor(cur, _to_pyformat)
        except self._psycopg.Error as error:
            raise StoreError(f"PostgreSQL run store: {error}") from error

    @contextmanager
    def _read(self) -> Iterator[Cursor]:
        try:
            with self._lock, self._conn.transaction(), self._conn.cursor() as cur:
                cur.execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ")
                yield Cursor(cur, _to_pyformat)
        except self._psycopg.Error as error:
            raise StoreError(f"PostgreSQL run store: {error}") from error

    def clone(self) -> PostgresRunStore:
        """A second connection to the same database."""
        return PostgresRunStore(self.dsn, connect_timeout=self.connect_timeout)

    def close(self) -> None:
        """Close the connection."""
        self._conn.close()

    def __repr__(self) -> str:
        return "PostgresRunStore(...)"
