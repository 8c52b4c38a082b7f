"""Durable runs: the `RunStore` protocol and its SQLite and PostgreSQL implementations."""

from __future__ import annotations

import re
from pathlib import Path

from keel.errors import (
    AnswerRefused,
    ApprovalRefused,
    LeaseLost,
    RunBusy,
    RunDamaged,
    RunNotFound,
    StoreError,
    UserError,
    VersionConflict,
)
from keel.runstore import (
    STORE_SCHEMA_VERSION,
    AnswerRecord,
    ApprovalRecord,
    Delta,
    LedgerEntry,
    RunBrowser,
    RunRecord,
    RunStore,
    WaitingRun,
)
from keel.store.postgres import PostgresRunStore
from keel.store.sqlite import SqliteRunStore

__all__ = [
    "STORE_SCHEMA_VERSION",
    "AnswerRecord",
    "AnswerRefused",
    "ApprovalRecord",
    "ApprovalRefused",
    "Delta",
    "LeaseLost",
    "LedgerEntry",
    "PostgresRunStore",
    "RunBrowser",
    "RunBusy",
    "RunDamaged",
    "RunNotFound",
    "RunRecord",
    "RunStore",
    "SqliteRunStore",
    "StoreError",
    "VersionConflict",
    "WaitingRun",
    "open_store",
]


_KEY_VALUE = re.compile(r"^\s*(host|hostaddr|dbname|user|port|service)\s*=")


def sqlite_path(location: str | Path) -> Path | None:
    """The SQLite file a store location names, or None for a PostgreSQL one."""
    text = str(location)
    if text.startswith(("postgresql://", "postgres://")) or _KEY_VALUE.match(text) or not text:
        return None
    return Path(text).expanduser()


def open_store(location: str | Path) -> RunStore:
    """Open a store from a location: a PostgreSQL URI (``postgresql://...``) or libpq
    key=value string (``host=... dbname=...``), else a SQLite file path.

    Raises:
        UserError: the location cannot be opened.
    """
    text = str(location)
    if not text:
        raise UserError("empty run store location")
    path = sqlite_path(text)
    return PostgresRunStore(text) if path is None else SqliteRunStore(path)
