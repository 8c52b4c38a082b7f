"""The `RunStore` protocol: where runs live between steps, processes and hosts.

A store keeps each run as a small header (status, counters, version, lease) plus
append-only rows: observations, notes, decision fingerprints, action counts and trace
events. A checkpoint writes the header and only the rows added since the last one, in one
transaction, so a step costs the same at step 5 and at step 5,000.

Concurrency is optimistic: every write names the version it read and the worker's lease;
a stale version raises `VersionConflict`, an expired or stolen lease `LeaseLost`. The
execution ledger (intent before a side effect, outcome after), the approval record
(who approved which action at which step, once) and the answer record (who answered
which clarification question, once) live in the same database and are written in the
same transactions as the checkpoints they belong to.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol

from keel.errors import (  # noqa: F401 - re-exported: the errors a store raises
    AnswerRefused,
    ApprovalRefused,
    LeaseLost,
    RunBusy,
    RunNotFound,
    StoreError,
    VersionConflict,
)
from keel.state import AgentState
from keel.trace import TraceEvent

STORE_SCHEMA_VERSION = 1
"""Version of the tables a store writes; a newer database is refused, never altered."""

LedgerStatus = Literal["intent", "done", "unknown"]


@dataclass(frozen=True, slots=True)
class RunRecord:
    """A run's header as stored, without its state."""

    run_id: str
    status: str
    goal: str
    step: int
    version: int
    created_at: float
    updated_at: float
    lease_owner: str | None
    lease_expires: float | None
    meta: dict[str, Any] = field(default_factory=dict)

    def lease_live(self, now: float) -> bool:
        """True while a worker holds an unexpired lease (``now`` in the store's clock)."""
        return self.lease_owner is not None and (self.lease_expires or 0.0) > now


@dataclass(frozen=True, slots=True)
class LedgerEntry:
    """One side-effecting action in the execution ledger."""

    key: str
    run_id: str
    step: int
    tool: str
    signature: str
    status: LedgerStatus
    outcome: dict[str, Any] | None = None
    attempts: int = 1


@dataclass(frozen=True, slots=True)
class ApprovalRecord:
    """A person's decision on one action: bound to run, step, fingerprint and round."""

    run_id: str
    step: int
    signature: str
    round: int
    approved: bool
    by: str
    at: float = 0.0
    """When it was recorded (store clock, seconds since the epoch); set by the store."""


@dataclass(frozen=True, slots=True)
class AnswerRecord:
    """A person's answer to one clarification question: bound to run, step and question."""

    run_id: str
    step: int
    question: str
    """The question's fingerprint (`question_fingerprint`), not its text."""
    answer: str
    """The answer as given (content: stored, shown and fed to the model unchanged)."""
    by: str
    at: float = 0.0
    """When it was recorded (store clock, seconds since the epoch); set by the store."""


def question_fingerprint(question: str) -> str:
    """The fingerprint an answer is bound to: a SHA-256 of the question's text (hex)."""
    return hashlib.sha256(question.encode("utf-8")).hexdigest()


@dataclass(slots=True)
class Delta:
    """What one checkpoint writes: the header and the rows added since the last one."""

    header: str
    status: str
    step: int
    observations: list[tuple[int, str]] = field(default_factory=list)
    notes: list[tuple[int, str]] = field(default_factory=list)
    decisions: list[tuple[int, str]] = field(default_factory=list)
    actions: dict[str, int] = field(default_factory=dict)
    events: list[tuple[int, str]] = field(default_factory=list)
    intents: list[LedgerEntry] = field(default_factory=list)
    approvals: list[ApprovalRecord] = field(default_factory=list)
    answers: list[AnswerRecord] = field(default_factory=list)


class RunStore(Protocol):
    """Durable storage of runs. Implementations: `SqliteRunStore`, `PostgresRunStore`.

    Every method is one transaction. Times are the store's own clock (seconds since the
    epoch), so workers on hosts with skewed clocks still agree on lease expiry.
    """

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
        """Insert a new run, leased to ``worker``; returns its version (1).

        Raises:
            VersionConflict: a run with this id exists already.
        """
        ...

    def acquire(self, run_id: str, *, worker: str, lease_seconds: float) -> RunRecord:
        """Take the lease on a run whose lease is free or expired (or already ours).

        Raises:
            RunNotFound: unknown run id.
            RunBusy: another worker's lease is live.
        """
        ...

    def renew(self, run_id: str, *, worker: str, lease_seconds: float) -> None:
        """Extend our lease. Raises `LeaseLost` if it expired or another worker has it."""
        ...

    def release(self, run_id: str, *, worker: str) -> None:
        """Give the lease up (no-op if we no longer hold it)."""
        ...

    def checkpoint(
        self, run_id: str, delta: Delta, *, version: int, worker: str, lease_seconds: float
    ) -> int:
        """Write one checkpoint atomically and extend the lease; returns the new version.

        Raises:
            LeaseLost: our lease expired or another worker holds the run.
            VersionConflict: the run is not at ``version`` any more.
            ApprovalRefused: an approval in the delta was already recorded.
            AnswerRefused: an answer in the delta was already recorded.
        """
        ...

    def finish_effect(self, key: str, status: LedgerStatus, outcome: dict[str, Any] | None) -> None:
        """Record what a side-effecting action did (or that its outcome is unknown)."""
        ...

    def ledger(self, key: str) -> LedgerEntry | None:
        """The ledger entry for an idempotency key, if any."""
        ...

    def approvals(self, run_id: str) -> list[ApprovalRecord]:
        """Every approval decision recorded for a run, oldest first."""
        ...

    def record_approval(self, approval: ApprovalRecord) -> None:
        """Record a person's decision on a paused run's action, outside any checkpoint
        (``keel resume --approve`` for a run whose tools live in another process); the
        worker that owns the run applies it when it resumes the run.

        Raises:
            RunNotFound: no such run.
            ApprovalRefused: this action's approval round was already decided.
        """
        ...

    def answers(self, run_id: str) -> list[AnswerRecord]:
        """Every clarification answer recorded for a run, oldest first."""
        ...

    def record_answer(self, answer: AnswerRecord) -> None:
        """Record a person's answer to a paused run's question, outside any checkpoint
        (``keel resume --answer`` for a run whose tools live in another process); the
        worker that owns the run applies it when it resumes the run.

        Raises:
            RunNotFound: no such run.
            AnswerRefused: the question at this step was already answered.
        """
        ...

    def get(self, run_id: str) -> RunRecord:
        """The run's header. Raises `RunNotFound`."""
        ...

    def load(self, run_id: str) -> tuple[AgentState, RunRecord]:
        """The run's full state as of its last checkpoint, read in one snapshot."""
        ...

    def list_runs(self, status: str | None = None, limit: int = 100) -> list[RunRecord]:
        """Runs, most recently updated first, optionally only those with ``status``."""
        ...

    def events(self, run_id: str) -> list[TraceEvent]:
        """The run's checkpointed trace events, in order."""
        ...

    def now(self) -> float:
        """The store's clock."""
        ...

    def stored_bytes(self) -> int:
        """Bytes of run data stored (headers, rows, events, ledger), for benchmarks."""
        ...

    def clone(self) -> RunStore:
        """A second connection to the same store (for a heartbeat thread)."""
        ...

    def close(self) -> None:
        """Close the connection."""
        ...


class RunBrowser(Protocol):
    """Queries for a console over many runs, answered by the database (``keel serve``).

    Implemented by the SQL stores next to `RunStore`; filtering, counting and paging
    happen in SQL, so a page over 10,000 runs reads only the rows it shows.
    """

    def find_runs(
        self,
        *,
        status: str | None = None,
        text: str | None = None,
        limit: int = 50,
        offset: int = 0,
    ) -> list[RunRecord]:
        """Runs, most recently updated first, with ``status`` and ``text`` in the goal
        (case-insensitive), if given; ``limit`` rows from ``offset``."""
        ...

    def count_runs(self, *, text: str | None = None) -> dict[str, int]:
        """How many runs have each status (with ``text`` in the goal, if given)."""
        ...

    def waiting_runs(self, *, limit: int = 50, offset: int = 0) -> list[WaitingRun]:
        """Runs waiting for a person, most recently updated first, with what they wait for."""
        ...

    def run_ledger(self, run_id: str) -> list[LedgerEntry]:
        """The run's execution-ledger entries, in the order they were started."""
        ...

    def events_after(
        self, run_id: str, after: int = -1, limit: int | None = None
    ) -> list[TraceEvent]:
        """The run's checkpointed events with ``seq`` greater than ``after``, in order."""
        ...


@dataclass(frozen=True, slots=True)
class WaitingRun:
    """A run waiting for a person, with its pending question or action (as JSON)."""

    record: RunRecord
    pending: dict[str, Any] | None


def store_rows(delta: Delta) -> Sequence[tuple[str, list[tuple[int, str]]]]:
    """The delta's item rows by kind, as the tables store them."""
    return (
        ("observation", delta.observations),
        ("note", delta.notes),
        ("decision", delta.decisions),
    )
