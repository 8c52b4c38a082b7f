"""Queries for a console over many runs (`keel.runstore.RunBrowser`), done in SQL.

Filtering, counting and paging run in the database, so a page of a store with 10,000
runs reads only the rows it shows. Goal search is a case-insensitive substring match
(``LIKE`` with its wildcards escaped), the same on SQLite and PostgreSQL.
"""

from __future__ import annotations

import json
from abc import abstractmethod
from contextlib import AbstractContextManager
from typing import Any

from keel.runstore import LedgerEntry, RunRecord, WaitingRun
from keel.store.tables import (
    HEADER_COLUMNS,
    LEDGER_COLUMNS,
    Cursor,
    listed_record,
    to_event,
    to_ledger_entry,
)
from keel.trace import TraceEvent

_ESCAPE = "!"


def goal_pattern(text: str) -> str:
    """A ``LIKE`` pattern matching goals that contain ``text`` (its wildcards escaped)."""
    escaped = text.lower().replace("!", "!!").replace("%", "!%").replace("_", "!_")
    return f"%{escaped}%"


def _where(status: str | None, text: str | None) -> tuple[str, list[Any]]:
    clauses: list[str] = []
    params: list[Any] = []
    if status:
        clauses.append("status = ?")
        params.append(status)
    if text:
        clauses.append(f"LOWER(goal) LIKE ? ESCAPE '{_ESCAPE}'")
        params.append(goal_pattern(text))
    return (f"WHERE {' AND '.join(clauses)} " if clauses else ""), params


class BrowseQueries:
    """`keel.runstore.RunBrowser` for a SQL store; needs only its read transactions."""

    @abstractmethod
    def _read(self) -> AbstractContextManager[Cursor]:
        """A cursor inside a read transaction that sees one consistent snapshot."""

    def find_runs(
        self,
        *,
        status: str | None = None,
        text: str | None = None,
        limit: int = 50,
        offset: int = 0,
    ) -> list[RunRecord]:
        """Runs, most recently updated first, filtered by status and goal text."""
        where, params = _where(status, text)
        with self._read() as cur:
            rows = cur.all(
                f"SELECT {HEADER_COLUMNS} FROM keel_runs {where}"
                "ORDER BY updated_at DESC, run_id LIMIT ? OFFSET ?",
                (*params, max(0, limit), max(0, offset)),
            )
        return [listed_record(row) for row in rows]

    def count_runs(self, *, text: str | None = None) -> dict[str, int]:
        """How many runs have each status (with ``text`` in the goal, if given)."""
        where, params = _where(None, text)
        with self._read() as cur:
            rows = cur.all(f"SELECT status, COUNT(*) FROM keel_runs {where}GROUP BY status", params)
        return {str(status): int(count) for status, count in rows}

    def waiting_runs(self, *, limit: int = 50, offset: int = 0) -> list[WaitingRun]:
        """Runs waiting for a person, most recently updated first, with what they wait for."""
        with self._read() as cur:
            rows = cur.all(
                f"SELECT {HEADER_COLUMNS}, header FROM keel_runs WHERE status = ? "
                "ORDER BY updated_at DESC, run_id LIMIT ? OFFSET ?",
                ("waiting_for_user", max(0, limit), max(0, offset)),
            )
        waiting = []
        for row in rows:
            try:
                pending = json.loads(row[-1]).get("pending")
            except (TypeError, ValueError, AttributeError, RecursionError):
                pending = None  # a damaged state: listed, its page says what is wrong
            waiting.append(
                WaitingRun(listed_record(row[:-1]), pending if isinstance(pending, dict) else None)
            )
        return waiting

    def run_ledger(self, run_id: str) -> list[LedgerEntry]:
        """The run's execution-ledger entries, in the order they were started."""
        with self._read() as cur:
            rows = cur.all(
                f"SELECT {LEDGER_COLUMNS} FROM keel_ledger WHERE run_id = ? "
                "ORDER BY started_at, key",
                (run_id,),
            )
        return [to_ledger_entry(row) for row in rows]

    def events_after(
        self, run_id: str, after: int = -1, limit: int | None = None
    ) -> list[TraceEvent]:
        """The run's checkpointed events with ``seq`` greater than ``after``, in order."""
        sql = "SELECT seq, body FROM keel_events WHERE run_id = ? AND seq > ? ORDER BY seq"
        params: tuple[Any, ...] = (run_id, after)
        if limit is not None:
            sql, params = f"{sql} LIMIT ?", (*params, max(0, limit))
        with self._read() as cur:
            rows = cur.all(sql, params)
        return [to_event(body, run_id, seq) for seq, body in rows]
