"""Durable runs: the `RunStore` protocol and its SQLite and PostgreSQL implementations."""

from __future__ import annotations

import re
from pathlib import Path

from keel.errors import (
    ApprovalRefused,
    LeaseLost,
    RunBusy,
    RunNotFound,
    StoreError,
    UserError,
    VersionConflict,
)
from keel.runstore import (
    STORE_SCHEMA_VERSION,
    ApprovalRecord,
    Delta,
    LedgerEntry,
    RunRecord,
    RunStore,
)
from keel.store.postgres import PostgresRunStore
from keel.store.sqlite import SqliteRunStore

__all__ = [
    "STORE_SCHEMA_VERSION",
    "ApprovalRecord",
    "ApprovalRefused",
    "Delta",
    "LeaseLost",
    "LedgerEntry",
    "PostgresRunStore",
    "RunBusy",
    "RunNotFound",
    "RunRecord",
    "RunStore",
    "SqliteRunStore",
    "StoreError",
    "VersionConflict",
    "open_store",
]


_KEY_VALUE = re.compile(r"^\s*(host|hostaddr|dbname|user|port|service)\s*=")


def open_store(location: str | Path) -> RunStore:
    """Open a store from a location: a PostgreSQL URI (``postgresql://...``) or libpq
    key=value string (``host=... dbname=...``), else a SQLite file path.

    Raises:
        UserError: the location cannot be opened.
    """
    text = str(location)
    if text.startswith(("postgresql://", "postgres://")) or _KEY_VALUE.match(text):
        return PostgresRunStore(text)
    if not text:
        raise UserError("empty run store location")
    return SqliteRunStore(Path(text).expanduser())
