"""The tables a SQL run store keeps, the cursor it writes them through, and how a
header row becomes a `RunRecord`. Shared by the SQLite and PostgreSQL stores."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from pydantic import ValidationError

from keel.errors import RunDamaged
from keel.runstore import LedgerEntry, RunRecord
from keel.trace import TraceEvent

TABLES = (
    "CREATE TABLE IF NOT EXISTS keel_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)",
    """CREATE TABLE IF NOT EXISTS keel_runs (
        run_id TEXT PRIMARY KEY, status TEXT NOT NULL, goal TEXT NOT NULL,
        step INTEGER NOT NULL, version BIGINT NOT NULL, header TEXT NOT NULL,
        meta TEXT NOT NULL, created_at DOUBLE PRECISION NOT NULL,
        updated_at DOUBLE PRECISION NOT NULL, lease_owner TEXT,
        lease_expires DOUBLE PRECISION)""",
    # Only status is indexed: a column every checkpoint changes (updated_at) in an index
    # would stop PostgreSQL from updating the header row in place.
    "CREATE INDEX IF NOT EXISTS keel_runs_status ON keel_runs (status)",
    """CREATE TABLE IF NOT EXISTS keel_items (
        run_id TEXT NOT NULL, kind TEXT NOT NULL, idx INTEGER NOT NULL, body TEXT NOT NULL,
        PRIMARY KEY (run_id, kind, idx))""",
    """CREATE TABLE IF NOT EXISTS keel_actions (
        run_id TEXT NOT NULL, signature TEXT NOT NULL, count INTEGER NOT NULL,
        PRIMARY KEY (run_id, signature))""",
    """CREATE TABLE IF NOT EXISTS keel_events (
        run_id TEXT NOT NULL, seq INTEGER NOT NULL, body TEXT NOT NULL,
        PRIMARY KEY (run_id, seq))""",
    """CREATE TABLE IF NOT EXISTS keel_ledger (
        key TEXT PRIMARY KEY, run_id TEXT NOT NULL, step INTEGER NOT NULL,
        tool TEXT NOT NULL, signature TEXT NOT NULL, status TEXT NOT NULL, outcome TEXT,
        attempts INTEGER NOT NULL, started_at DOUBLE PRECISION NOT NULL,
        finished_at DOUBLE PRECISION)""",
    "CREATE INDEX IF NOT EXISTS keel_ledger_run ON keel_ledger (run_id)",
    """CREATE TABLE IF NOT EXISTS keel_approvals (
        run_id TEXT NOT NULL, step INTEGER NOT NULL, signature TEXT NOT NULL,
        round INTEGER NOT NULL, approved INTEGER NOT NULL, decided_by TEXT NOT NULL,
        decided_at DOUBLE PRECISION NOT NULL, PRIMARY KEY (run_id, step, signature, round))""",
)

ANSWERS_TABLE = """CREATE TABLE IF NOT EXISTS keel_answers (
    run_id TEXT NOT NULL, step INTEGER NOT NULL, question TEXT NOT NULL, answer TEXT NOT NULL,
    answered_by TEXT NOT NULL, answered_at DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (run_id, step))"""
"""Recorded clarification answers. Added to schema 1 without a new version (an older keel
ignores the table), so it is created in a database an older keel made when a newer one
first opens it for writing (see `keel.store.sql.SqlRunStore`)."""

HEADER_COLUMNS = (
    "run_id, status, goal, step, version, created_at, updated_at, lease_owner, lease_expires, meta"
)
STATE_LISTS = ("observations", "notes", "decision_history")
KIND_LIST = {"observation": "observations", "note": "notes", "decision": "decision_history"}


class Cursor:
    """The little of a DB-API cursor the stores use, with ``?`` placeholders."""

    def __init__(self, raw: Any, translate: Any) -> None:
        self.raw, self.translate = raw, translate

    def run(self, sql: str, params: Sequence[Any] = ()) -> int:
        """Execute one statement; returns the rows it changed."""
        self.raw.execute(self.translate(sql), params)
        return int(self.raw.rowcount)

    def many(self, sql: str, rows: Sequence[Sequence[Any]]) -> None:
        """Execute one statement per row."""
        if rows:
            self.raw.executemany(self.translate(sql), rows)

    def all(self, sql: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        """Execute a query and return every row."""
        self.raw.execute(self.translate(sql), params)
        return list(self.raw.fetchall())

    def one(self, sql: str, params: Sequence[Any] = ()) -> tuple[Any, ...] | None:
        """Execute a query and return its first row, if any."""
        self.raw.execute(self.translate(sql), params)
        row = self.raw.fetchone()
        return None if row is None else tuple(row)


def to_record(row: Sequence[Any]) -> RunRecord:
    """A header row (`HEADER_COLUMNS`) as a `RunRecord`.

    Raises:
        RunDamaged: a column holds invalid JSON, or a value of the wrong type.
    """
    run_id, status, goal, step, version, created, updated, owner, expires, meta = row
    try:
        return RunRecord(
            run_id=run_id,
            status=status,
            goal=goal,
            step=int(step),
            version=int(version),
            created_at=float(created),
            updated_at=float(updated),
            lease_owner=owner,
            lease_expires=None if expires is None else float(expires),
            meta=json_object(meta, "meta", run_id),
        )
    except (TypeError, ValueError) as error:  # a number column holding text
        raise RunDamaged(str(run_id), f"a column of its header row: {error}") from error


DAMAGED = "keel.damaged"
"""The ``meta`` key of a listed run whose stored record is damaged: what is wrong."""


def listed_record(row: Sequence[Any]) -> RunRecord:
    """A header row as a `RunRecord` for a list of runs: a damaged one is still listed,
    its unreadable columns blank and ``meta`` ``{DAMAGED: what}`` (its own page says
    what is wrong), so one damaged row cannot hide every other run."""
    try:
        return to_record(row)
    except RunDamaged as damage:
        run_id, status, goal, step, version, created, updated, owner, expires, _ = row
        return RunRecord(
            run_id=str(run_id),
            status=str(status),
            goal=str(goal),
            step=_number(step, int, 0),
            version=_number(version, int, 0),
            created_at=_number(created, float, 0.0),
            updated_at=_number(updated, float, 0.0),
            lease_owner=None if owner is None else str(owner),
            lease_expires=None if expires is None else _number(expires, float, 0.0),
            meta={DAMAGED: damage.what},
        )


def _number(value: Any, kind: Any, blank: Any) -> Any:
    try:
        return kind(value)
    except (TypeError, ValueError, OverflowError):
        return blank


def json_object(text: Any, what: str, run_id: str) -> dict[str, Any]:
    """``text`` parsed as a JSON object, or `RunDamaged` naming ``what`` is not one."""
    try:
        value = json.loads(text)
    except (TypeError, ValueError, RecursionError) as error:
        raise RunDamaged(str(run_id), f"{what} is not valid JSON: {error}") from error
    if not isinstance(value, dict):
        raise RunDamaged(str(run_id), f"{what} is not a JSON object (got {type(value).__name__})")
    return value


def to_event(body: Any, run_id: str, seq: Any) -> TraceEvent:
    """A stored event body as a `TraceEvent`, or `RunDamaged` naming its ``seq``."""
    try:
        return TraceEvent.model_validate_json(body)
    except ValidationError as error:
        first = error.errors()[0]
        where = ".".join(str(part) for part in first["loc"])
        what = f"{where}: {first['msg']}" if where else first["msg"]
        raise RunDamaged(str(run_id), f"trace event {seq} is not a valid event: {what}") from error


LEDGER_COLUMNS = "key, run_id, step, tool, signature, status, outcome, attempts"
"""The columns of keel_ledger that `to_ledger_entry` reads, in its order."""


def to_ledger_entry(row: Sequence[Any]) -> LedgerEntry:
    """An execution-ledger row (`LEDGER_COLUMNS`) as a `LedgerEntry`."""
    key, run_id, step, tool, signature, status, outcome, attempts = row
    return LedgerEntry(
        key=key,
        run_id=run_id,
        step=int(step),
        tool=tool,
        signature=signature,
        status=status,
        outcome=None if outcome is None else json.loads(outcome),
        attempts=int(attempts),
    )
