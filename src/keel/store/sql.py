"""The SQL both stores share; subclasses supply the connection and the dialect.

Placeholders are written ``?`` and translated once per dialect. Lease expiry is decided
by the database's clock, inside the statement that writes, so a check and the write it
guards can never be split by another worker.
"""

from __future__ import annotations

import json
from abc import ABC, abstractmethod
from collections.abc import Iterator
from contextlib import AbstractContextManager
from typing import Any

from pydantic import ValidationError

from keel.errors import (
    AnswerRefused,
    ApprovalRefused,
    LeaseLost,
    RunBusy,
    RunDamaged,
    RunNotFound,
    UserError,
    VersionConflict,
    describe_validation,
)
from keel.runstore import (
    STORE_SCHEMA_VERSION,
    AnswerRecord,
    ApprovalRecord,
    Delta,
    LedgerEntry,
    LedgerStatus,
    RunRecord,
    store_rows,
)
from keel.state import AgentState, migrate
from keel.store.browse import BrowseQueries
from keel.store.tables import (
    ANSWERS_TABLE,
    HEADER_COLUMNS,
    KIND_LIST,
    LEDGER_COLUMNS,
    STATE_LISTS,
    TABLES,
    Cursor,
    json_object,
    to_event,
    to_ledger_entry,
    to_record,
)
from keel.trace import TraceEvent

_RUN_TABLES = (
    "keel_items",
    "keel_actions",
    "keel_events",
    "keel_ledger",
    "keel_approvals",
    "keel_answers",
    "keel_runs",
)
_ANSWER_COLUMNS = "run_id, step, question, answer, answered_by, answered_at"


class SqlRunStore(BrowseQueries, ABC):
    """A `keel.runstore.RunStore` over a DB-API connection; see the module docstring."""

    NOW: str = ""
    """SQL expression for the database clock, in seconds since the epoch."""

    BYTES: str = ""
    """SQL template (``{}`` for the column) giving a text value's size in bytes."""

    @abstractmethod
    def _write(self) -> AbstractContextManager[Cursor]:
        """A cursor inside a write transaction (committed on exit, rolled back on error)."""

    @abstractmethod
    def _read(self) -> AbstractContextManager[Cursor]:
        """A cursor inside a read transaction that sees one consistent snapshot."""

    @abstractmethod
    def clone(self) -> SqlRunStore:
        """A second connection to the same database."""

    @abstractmethod
    def close(self) -> None:
        """Close the connection."""

    TABLE_EXISTS: str = ""
    """SQL that returns a row when the table named by the one parameter exists."""

    INIT_LOCK: str | None = None
    """SQL run first in the transaction that creates the tables, to serialize creators."""

    has_answers: bool = True
    """Whether the database has ``keel_answers`` (False only for a read-only database an
    earlier keel wrote: it holds no recorded answers)."""

    def _init_schema(self) -> None:
        """Create the tables if this database has none; refuse one a newer keel wrote.

        A database that has them is only read, never altered (not even by ``IF NOT
        EXISTS``, which would take locks that queue behind running checkpoints), except
        that a table added to this schema version since (``keel_answers``) is created
        once, when it is missing and the store is writable.
        """
        try:
            found = self._schema_version()
            if found is None and getattr(self, "read_only", False):
                raise UserError(f"{self} holds no runs and is read-only; nothing to show")
            if found is None:
                with self._write() as cur:
                    if self.INIT_LOCK:
                        cur.run(self.INIT_LOCK)
                    for statement in (*TABLES, ANSWERS_TABLE):
                        cur.run(statement)
                    cur.run(
                        "INSERT INTO keel_meta (key, value) VALUES ('schema', ?) "
                        "ON CONFLICT (key) DO NOTHING",
                        (str(STORE_SCHEMA_VERSION),),
                    )
                found = self._schema_version() or STORE_SCHEMA_VERSION
            if found > STORE_SCHEMA_VERSION:
                raise UserError(
                    f"run store schema version {found} is newer than this keel's "
                    f"({STORE_SCHEMA_VERSION}); upgrade keel to use it"
                )
            self.has_answers = self._add_answers_table()
        except BaseException:
            self.close()
            raise

    def _add_answers_table(self) -> bool:
        """Create ``keel_answers`` in a database an earlier keel made; whether it exists."""
        with self._read() as cur:
            if cur.one(self.TABLE_EXISTS, ("keel_answers",)) is not None:
                return True
        if getattr(self, "read_only", False):
            return False  # read as it is: no answers were recorded in it
        with self._write() as cur:
            if self.INIT_LOCK:
                cur.run(self.INIT_LOCK)
            cur.run(ANSWERS_TABLE)
        return True

    def _schema_version(self) -> int | None:
        with self._read() as cur:
            if cur.one(self.TABLE_EXISTS, ("keel_meta",)) is None:
                return None
            row = cur.one("SELECT value FROM keel_meta WHERE key = 'schema'")
        return None if row is None else int(row[0])

    # --- writes -----------------------------------------------------------------------

    def create(
        self,
        delta: Delta,
        *,
        run_id: str,
        goal: str,
        meta: dict[str, Any],
        worker: str,
        lease_seconds: float,
    ) -> int:
        """Insert a new run, leased to ``worker``; returns its version (1)."""
        now = self.NOW
        with self._write() as cur:
            inserted = cur.run(
                "INSERT INTO keel_runs (run_id, status, goal, step, version, header, meta, "
                f"created_at, updated_at, lease_owner, lease_expires) VALUES "
                f"(?, ?, ?, ?, 1, ?, ?, {now}, {now}, ?, {now} + ?) "
                "ON CONFLICT (run_id) DO NOTHING",
                (
                    run_id,
                    delta.status,
                    goal,
                    delta.step,
                    delta.header,
                    json.dumps(meta),
                    worker,
                    lease_seconds,
                ),
            )
            if inserted != 1:
                raise VersionConflict(f"run {run_id} already exists in the store")
            self._append(cur, run_id, delta)
        return 1

    def acquire(self, run_id: str, *, worker: str, lease_seconds: float) -> RunRecord:
        """Take the lease on a run whose lease is free, expired or already ours."""
        now = self.NOW
        with self._write() as cur:
            taken = cur.run(
                f"UPDATE keel_runs SET lease_owner = ?, lease_expires = {now} + ? "
                "WHERE run_id = ? AND (lease_owner IS NULL OR lease_owner = ? "
                f"OR lease_expires <= {now})",
                (worker, lease_seconds, run_id, worker),
            )
            record = self._record(cur, run_id)
        if not taken:
            raise RunBusy(
                f"run {run_id} is held by worker {record.lease_owner} "
                f"for {max(0.0, (record.lease_expires or 0.0) - self.now()):.0f}s more"
            )
        return record

    def renew(self, run_id: str, *, worker: str, lease_seconds: float) -> None:
        """Extend our lease, or raise `LeaseLost`."""
        now = self.NOW
        with self._write() as cur:
            if not cur.run(
                f"UPDATE keel_runs SET lease_expires = {now} + ? "
                f"WHERE run_id = ? AND lease_owner = ? AND lease_expires > {now}",
                (lease_seconds, run_id, worker),
            ):
                raise self._why_not(cur, run_id, worker, None)

    def release(self, run_id: str, *, worker: str) -> None:
        """Give up the lease if we still hold it."""
        with self._write() as cur:
            cur.run(
                "UPDATE keel_runs SET lease_owner = NULL, lease_expires = NULL "
                "WHERE run_id = ? AND lease_owner = ?",
                (run_id, worker),
            )

    def checkpoint(
        self, run_id: str, delta: Delta, *, version: int, worker: str, lease_seconds: float
    ) -> int:
        """Write one checkpoint atomically, guarded by version and lease."""
        now = self.NOW
        with self._write() as cur:
            if not cur.run(
                f"UPDATE keel_runs SET status = ?, step = ?, header = ?, "
                f"version = version + 1, updated_at = {now}, lease_expires = {now} + ? "
                "WHERE run_id = ? AND version = ? AND lease_owner = ? "
                f"AND lease_expires > {now}",
                (delta.status, delta.step, delta.header, lease_seconds, run_id, version, worker),
            ):
                raise self._why_not(cur, run_id, worker, version)
            for approval in delta.approvals:
                if cur.one(
                    "SELECT decided_by FROM keel_approvals WHERE run_id = ? AND step = ? "
                    "AND signature = ? AND round = ?",
                    (run_id, approval.step, approval.signature, approval.round),
                ):
                    raise ApprovalRefused(
                        f"run {run_id}: the approval of this action at step {approval.step} "
                        "was already decided; a replayed or stale approval is refused"
                    )
            for answer in delta.answers:
                _refuse_second_answer(cur, answer)
            self._append(cur, run_id, delta)
        return version + 1

    def _append(self, cur: Cursor, run_id: str, delta: Delta) -> None:
        cur.many(
            "INSERT INTO keel_items (run_id, kind, idx, body) VALUES (?, ?, ?, ?)",
            [(run_id, kind, idx, body) for kind, rows in store_rows(delta) for idx, body in rows],
        )
        cur.many(
            "INSERT INTO keel_actions (run_id, signature, count) VALUES (?, ?, ?) "
            "ON CONFLICT (run_id, signature) DO UPDATE SET count = excluded.count",
            [(run_id, sig, count) for sig, count in delta.actions.items()],
        )
        cur.many(
            "INSERT INTO keel_events (run_id, seq, body) VALUES (?, ?, ?)",
            [(run_id, seq, body) for seq, body in delta.events],
        )
        cur.many(
            "INSERT INTO keel_ledger (key, run_id, step, tool, signature, status, attempts, "
            f"started_at) VALUES (?, ?, ?, ?, ?, 'intent', 1, {self.NOW}) "
            "ON CONFLICT (key) DO UPDATE SET attempts = keel_ledger.attempts + 1, "
            "status = 'intent', outcome = NULL, finished_at = NULL",
            [(e.key, e.run_id, e.step, e.tool, e.signature) for e in delta.intents],
        )
        cur.many(
            "INSERT INTO keel_approvals (run_id, step, signature, round, approved, "
            f"decided_by, decided_at) VALUES (?, ?, ?, ?, ?, ?, {self.NOW})",
            [
                (a.run_id, a.step, a.signature, a.round, int(a.approved), a.by)
                for a in delta.approvals
            ],
        )
        cur.many(
            f"INSERT INTO keel_answers ({_ANSWER_COLUMNS}) VALUES (?, ?, ?, ?, ?, {self.NOW})",
            [(a.run_id, a.step, a.question, a.answer, a.by) for a in delta.answers],
        )

    def record_approval(self, approval: ApprovalRecord) -> None:
        """Record a decision on a paused action, once; see `RunStore.record_approval`."""
        a = approval
        with self._write() as cur:
            if not cur.one("SELECT 1 FROM keel_runs WHERE run_id = ?", (a.run_id,)):
                raise RunNotFound(f"no run {a.run_id} in the store")
            if cur.one(
                "SELECT decided_by FROM keel_approvals WHERE run_id = ? AND step = ? "
                "AND signature = ? AND round = ?",
                (a.run_id, a.step, a.signature, a.round),
            ):
                raise ApprovalRefused(
                    f"run {a.run_id}: the action waiting at step {a.step} was already "
                    "decided; a second decision is refused"
                )
            cur.run(
                "INSERT INTO keel_approvals (run_id, step, signature, round, approved, "
                f"decided_by, decided_at) VALUES (?, ?, ?, ?, ?, ?, {self.NOW})",
                (a.run_id, a.step, a.signature, a.round, int(a.approved), a.by),
            )

    def record_answer(self, answer: AnswerRecord) -> None:
        """Record an answer to a paused run's question, once; see `RunStore.record_answer`."""
        a = answer
        with self._write() as cur:
            # Locks the run's row (PostgreSQL), as a checkpoint does first: a concurrent
            # checkpoint or second answer waits, then finds this one and is refused.
            if not cur.run("UPDATE keel_runs SET run_id = run_id WHERE run_id = ?", (a.run_id,)):
                raise RunNotFound(f"no run {a.run_id} in the store")
            _refuse_second_answer(cur, a)
            cur.run(
                f"INSERT INTO keel_answers ({_ANSWER_COLUMNS}) VALUES (?, ?, ?, ?, ?, {self.NOW})",
                (a.run_id, a.step, a.question, a.answer, a.by),
            )

    def finish_effect(self, key: str, status: LedgerStatus, outcome: dict[str, Any] | None) -> None:
        """Record a side effect's outcome (``done``) or that it is ``unknown``."""
        with self._write() as cur:  # a recorded outcome is a fact: "unknown" never hides it
            cur.run(
                f"UPDATE keel_ledger SET status = ?, outcome = ?, finished_at = {self.NOW} "
                "WHERE key = ? AND NOT (status = 'done' AND ? = 'unknown')",
                (status, None if outcome is None else json.dumps(outcome), key, status),
            )

    def _why_not(self, cur: Cursor, run_id: str, worker: str, version: int | None) -> Exception:
        row = cur.one(
            f"SELECT version, lease_owner, lease_expires > {self.NOW} FROM keel_runs "
            "WHERE run_id = ?",
            (run_id,),
        )
        if row is None:
            return RunNotFound(f"no run {run_id} in the store")
        current, owner, live = row
        if owner != worker or not live:
            holder = (
                "it expired"
                if owner == worker
                else f"taken over by {owner}"
                if owner
                else "it expired and was released by another worker"
            )
            return LeaseLost(f"worker {worker} lost its lease on run {run_id} ({holder})")
        return VersionConflict(
            f"run {run_id} is at version {current}, not {version}: another write came first"
        )

    # --- reads ------------------------------------------------------------------------

    def ledger(self, key: str) -> LedgerEntry | None:
        """The ledger entry for an idempotency key, if any."""
        with self._read() as cur:
            row = cur.one(f"SELECT {LEDGER_COLUMNS} FROM keel_ledger WHERE key = ?", (key,))
        return None if row is None else to_ledger_entry(row)

    def approvals(self, run_id: str) -> list[ApprovalRecord]:
        """Every approval decision recorded for a run, oldest first."""
        with self._read() as cur:
            rows = cur.all(
                "SELECT run_id, step, signature, round, approved, decided_by, decided_at "
                "FROM keel_approvals WHERE run_id = ? ORDER BY decided_at, step, round",
                (run_id,),
            )
        return [ApprovalRecord(r[0], r[1], r[2], r[3], bool(r[4]), r[5], float(r[6])) for r in rows]

    def answers(self, run_id: str) -> list[AnswerRecord]:
        """Every clarification answer recorded for a run, oldest first."""
        if not self.has_answers:  # a read-only database an earlier keel wrote
            return []
        with self._read() as cur:
            rows = cur.all(
                f"SELECT {_ANSWER_COLUMNS} FROM keel_answers WHERE run_id = ? "
                "ORDER BY answered_at, step",
                (run_id,),
            )
        return [AnswerRecord(r[0], int(r[1]), r[2], r[3], r[4], float(r[5])) for r in rows]

    def get(self, run_id: str) -> RunRecord:
        """The run's header."""
        with self._read() as cur:
            return self._record(cur, run_id)

    def _record(self, cur: Cursor, run_id: str) -> RunRecord:
        row = cur.one(f"SELECT {HEADER_COLUMNS} FROM keel_runs WHERE run_id = ?", (run_id,))
        if row is None:
            raise RunNotFound(f"no run {run_id} in the store")
        return to_record(row)

    def load(self, run_id: str) -> tuple[AgentState, RunRecord]:
        """The run's state as of its last checkpoint, read in one snapshot."""
        with self._read() as cur:
            record = self._record(cur, run_id)
            header_row = cur.one("SELECT header FROM keel_runs WHERE run_id = ?", (run_id,))
            items = cur.all(
                "SELECT kind, body FROM keel_items WHERE run_id = ? ORDER BY kind, idx",
                (run_id,),
            )
            actions = cur.all(
                "SELECT signature, count FROM keel_actions WHERE run_id = ?", (run_id,)
            )
        assert header_row is not None
        return _state(run_id, header_row[0], items, actions), record

    def list_runs(self, status: str | None = None, limit: int = 100) -> list[RunRecord]:
        """Runs, most recently updated first, optionally only those with ``status``.

        Raises:
            RunDamaged: a listed run's header row cannot be read (`scan_runs` lists the
                others).
        """
        records, damaged = self.scan_runs(status, limit)
        if damaged:
            raise damaged[0]
        return records

    def scan_runs(
        self, status: str | None = None, limit: int = 100
    ) -> tuple[list[RunRecord], list[RunDamaged]]:
        """`list_runs`, with the runs whose header row cannot be read set apart (each
        error names its run) instead of ending the listing."""
        where, params = ("WHERE status = ? ", [status]) if status else ("", [])
        with self._read() as cur:
            rows = cur.all(
                f"SELECT {HEADER_COLUMNS} FROM keel_runs {where}"
                "ORDER BY updated_at DESC, run_id LIMIT ?",
                (*params, limit),
            )
        records: list[RunRecord] = []
        damaged: list[RunDamaged] = []
        for row in rows:
            try:
                records.append(to_record(row))
            except RunDamaged as error:
                damaged.append(error)
        return records, damaged

    def events(self, run_id: str) -> list[TraceEvent]:
        """The run's checkpointed trace events, in order."""
        return list(self.iter_events(run_id))

    def iter_events(self, run_id: str) -> Iterator[TraceEvent]:
        """Yield the run's checkpointed trace events, in order."""
        with self._read() as cur:
            rows = cur.all(
                "SELECT seq, body FROM keel_events WHERE run_id = ? ORDER BY seq", (run_id,)
            )
        for seq, body in rows:
            yield to_event(body, run_id, seq)

    def now(self) -> float:
        """The store's clock, in seconds since the epoch."""
        with self._read() as cur:
            row = cur.one(f"SELECT {self.NOW}")
        assert row is not None
        return float(row[0])

    def delete_run(self, run_id: str) -> None:
        """Remove a run and everything stored with it (rows, events, ledger, approvals,
        answers)."""
        with self._write() as cur:
            for table in _RUN_TABLES:
                if table == "keel_answers" and not self.has_answers:
                    continue
                cur.run(f"DELETE FROM {table} WHERE run_id = ?", (run_id,))

    def run_bytes(self, run_id: str) -> int:
        """Bytes of one run's data in the store (as `stored_bytes` counts them)."""
        return self._bytes(" WHERE run_id = ?", (run_id,))

    def stored_bytes(self) -> int:
        """Bytes of run data stored: headers, rows, events, ledger, approvals and answers."""
        return self._bytes("", ())

    def _bytes(self, where: str, params: tuple[Any, ...]) -> int:
        b = self.BYTES.format
        outcome = b("COALESCE(outcome, '')")
        parts: tuple[str, ...] = (
            f"SELECT COALESCE(SUM({b('header')} + {b('meta')} + 64), 0) FROM keel_runs",
            f"SELECT COALESCE(SUM({b('body')} + {b('run_id')} + 16), 0) FROM keel_items",
            f"SELECT COALESCE(SUM({b('signature')} + {b('run_id')} + 8), 0) FROM keel_actions",
            f"SELECT COALESCE(SUM({b('body')} + {b('run_id')} + 8), 0) FROM keel_events",
            f"SELECT COALESCE(SUM({b('key')} + {outcome} + 64), 0) FROM keel_ledger",
            f"SELECT COALESCE(SUM({b('signature')} + {b('decided_by')} + {b('run_id')} + 32), 0) "
            "FROM keel_approvals",
        )
        if self.has_answers:
            parts += (
                f"SELECT COALESCE(SUM({b('question')} + {b('answer')} + {b('answered_by')} "
                f"+ {b('run_id')} + 16), 0) FROM keel_answers",
            )
        total = 0
        with self._read() as cur:
            for sql in parts:
                row = cur.one(sql + where, params)
                total += int(row[0]) if row else 0
        return total


def _state(
    run_id: str,
    header: Any,
    items: list[tuple[Any, ...]],
    actions: list[tuple[Any, ...]],
) -> AgentState:
    """The run's state from its header JSON and its rows, or `RunDamaged` saying which
    part cannot be read."""
    data = json_object(header, "state", run_id)
    lists: dict[str, list[Any]] = {name: [] for name in STATE_LISTS}
    for kind, body in items:
        if kind not in KIND_LIST:
            raise RunDamaged(run_id, f"a state row has the unknown kind {kind!r}")
        try:
            lists[KIND_LIST[kind]].append(json.loads(body))
        except (TypeError, ValueError, RecursionError) as error:
            raise RunDamaged(run_id, f"a stored {kind} is not valid JSON: {error}") from error
    data.update(lists, action_counts=dict(actions))
    try:
        return AgentState.model_validate(migrate(data))
    except ValidationError as error:
        what = describe_validation(error, "state", limit=2)
        raise RunDamaged(run_id, f"the state does not read as a run's state: {what}") from error


def _refuse_second_answer(cur: Cursor, answer: AnswerRecord) -> None:
    """Raise `AnswerRefused` if the run's question at this step was answered already."""
    row = cur.one(
        "SELECT answered_by FROM keel_answers WHERE run_id = ? AND step = ?",
        (answer.run_id, answer.step),
    )
    if row:
        raise AnswerRefused(
            f"run {answer.run_id}: the question at step {answer.step} was already answered "
            f"by {row[0]}; a second answer is refused"
        )
