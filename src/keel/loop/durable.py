"""Checkpointing a run into a `RunStore` while it is driven, under a lease.

A `Checkpointer` is the run's link to its store. It is a trace sink (events are buffered
and written with the next checkpoint), it writes one checkpoint per step containing only
what the step added, it renews the worker's lease before every step (and from a heartbeat
thread while a step is slow), and it raises `LeaseLost` the moment the lease is gone, so
a worker that lost its run stops before doing anything further.
"""

from __future__ import annotations

import contextlib
import json
import os
import socket
import threading
import time
import uuid
import weakref
from typing import Any

from keel.errors import LeaseLost, RunBusy, StoreError
from keel.runstore import AnswerRecord, ApprovalRecord, Delta, LedgerEntry, LedgerStatus, RunStore
from keel.state import AgentState
from keel.trace import TraceEvent

_LISTS = {"observations", "notes", "decision_history", "action_counts"}


def default_worker() -> str:
    """A worker id unique to this process: host, pid and a random suffix."""
    return f"{socket.gethostname()}:{os.getpid()}:{uuid.uuid4().hex[:8]}"


_open_here: weakref.WeakKeyDictionary[RunStore, set[tuple[str, str]]] = weakref.WeakKeyDictionary()
_open_lock = threading.Lock()


def _claim(store: RunStore, worker: str, run_id: str) -> None:
    """Refuse a second open of one run by one worker id through one store object.

    The store lets a worker id take back its own live lease, so a process restarted
    under the same id continues its runs at once. Within one process, a second open (a
    double-clicked resume) would share the first one's lease: it is refused here.
    """
    with _open_lock:
        claimed = _open_here.setdefault(store, set())
        if (worker, run_id) in claimed:
            raise RunBusy(f"run {run_id} is already being driven by worker {worker}")
        claimed.add((worker, run_id))


def _unclaim(store: RunStore, worker: str, run_id: str) -> None:
    with _open_lock:
        _open_here.get(store, set()).discard((worker, run_id))


class Checkpointer:
    """Writes one run's checkpoints to a store under this worker's lease.

    Create it with the constructor and `insert` (a new run), or with `open` (a run in
    the store); `finish` ends it. A worker id must belong to one live process at a time.
    """

    def __init__(
        self,
        store: RunStore,
        state: AgentState,
        *,
        worker: str,
        lease_seconds: float,
        version: int,
    ) -> None:
        self.store = store
        self.run_id = state.run_id
        self.worker = worker
        self.lease_seconds = lease_seconds
        self.version = version
        self._saved = (len(state.observations), len(state.notes), len(state.decision_history))
        self._events: list[tuple[int, str]] = []
        self._intents: list[LedgerEntry] = []
        self._approvals: list[ApprovalRecord] = []
        self._answers: list[AnswerRecord] = []
        self._confirmed = time.monotonic()
        self._lost: str | None = None
        self._heartbeat: _Heartbeat | None = None

    @classmethod
    def open(
        cls, store: RunStore, run_id: str, *, worker: str, lease_seconds: float
    ) -> tuple[AgentState, Checkpointer]:
        """Take the lease on a stored run, then load its last checkpoint.

        Raises:
            RunNotFound: no such run. RunBusy: another worker's lease is live.
        """
        _claim(store, worker, run_id)
        try:
            store.acquire(run_id, worker=worker, lease_seconds=lease_seconds)
            try:
                state, record = store.load(run_id)
            except BaseException:
                store.release(run_id, worker=worker)
                raise
        except BaseException:
            _unclaim(store, worker, run_id)
            raise
        self = cls(store, state, worker=worker, lease_seconds=lease_seconds, version=record.version)
        return state, self

    def insert(self, state: AgentState, meta: dict[str, Any]) -> None:
        """Write a new run (with the events buffered so far) leased to this worker."""
        delta = self._delta(state)
        started = time.monotonic()
        _claim(self.store, self.worker, self.run_id)
        try:
            self.version = self.store.create(
                delta,
                run_id=state.run_id,
                goal=state.goal,
                meta=meta,
                worker=self.worker,
                lease_seconds=self.lease_seconds,
            )
        except BaseException:
            _unclaim(self.store, self.worker, self.run_id)
            raise
        self._confirmed = started
        self._mark_saved(state, delta)

    # --- trace sink -------------------------------------------------------------------

    def emit(self, event: TraceEvent) -> None:
        """Buffer an event; it is stored with the next checkpoint."""
        self._events.append((event.seq, event.model_dump_json()))

    # --- lease ------------------------------------------------------------------------

    def before_step(self) -> None:
        """Make sure the lease is still ours; raises `LeaseLost` if it is not.

        A successful write extends the lease, so a round trip is needed only when the
        last confirmation is older than a third of the lease.
        """
        if self._lost is not None:
            raise LeaseLost(self._lost)
        if time.monotonic() - self._confirmed > self.lease_seconds / 3:
            started = time.monotonic()
            self._guard(
                lambda: self.store.renew(
                    self.run_id, worker=self.worker, lease_seconds=self.lease_seconds
                )
            )
            self._confirmed = started

    def start_heartbeat(self) -> None:
        """Renew the lease from a background thread while the run is driven."""
        if self._heartbeat is None:
            self._heartbeat = _Heartbeat(self)
            self._heartbeat.start()

    def finish(self) -> None:
        """Stop the heartbeat and give the lease up (unless it was lost)."""
        if self._heartbeat is not None:
            self._heartbeat.stop()
            self._heartbeat = None
        if self._lost is None:
            # If the store is unreachable now, the lease simply expires.
            with contextlib.suppress(Exception):
                self.store.release(self.run_id, worker=self.worker)
        _unclaim(self.store, self.worker, self.run_id)

    def lose(self, reason: str) -> None:
        """Mark the lease lost (the heartbeat found it gone)."""
        self._lost = reason

    # --- writes -----------------------------------------------------------------------

    def add_intent(self, entry: LedgerEntry) -> None:
        """Record a side effect's intent in the next checkpoint."""
        self._intents.append(entry)

    def add_approval(self, record: ApprovalRecord) -> None:
        """Record a person's decision in the next checkpoint (refused if already decided)."""
        self._approvals.append(record)

    def add_answer(self, record: AnswerRecord) -> None:
        """Record a person's answer in the next checkpoint (refused if already answered)."""
        self._answers.append(record)

    def save(self, state: AgentState) -> None:
        """Write a checkpoint of everything the run did since the last one."""
        if self._lost is not None:
            raise LeaseLost(self._lost)
        delta = self._delta(state)
        started = time.monotonic()
        self.version = self._guard(
            lambda: self.store.checkpoint(
                self.run_id,
                delta,
                version=self.version,
                worker=self.worker,
                lease_seconds=self.lease_seconds,
            )
        )
        self._confirmed = started
        self._mark_saved(state, delta)

    def _mark_saved(self, state: AgentState, delta: Delta) -> None:
        # Only after the write: a failed checkpoint leaves everything to be written again.
        state.forget_touched_actions(delta.actions)
        self._saved = (len(state.observations), len(state.notes), len(state.decision_history))
        self._events, self._intents, self._approvals, self._answers = [], [], [], []

    def finish_effect(self, key: str, status: LedgerStatus, outcome: dict[str, Any] | None) -> None:
        """Record a side effect's outcome in the ledger at once (no lease needed: it is a fact)."""
        self.store.finish_effect(key, status, outcome)

    def ledger(self, key: str) -> LedgerEntry | None:
        """The ledger entry for an idempotency key."""
        return self.store.ledger(key)

    def _delta(self, state: AgentState) -> Delta:
        obs, notes, decisions = self._saved
        if len(state.observations) < obs or len(state.decision_history) < decisions:
            raise StoreError(f"run {state.run_id}: observations or decisions were removed")
        return Delta(
            header=state.model_dump_json(exclude=_LISTS),
            status=state.status,
            step=state.step,
            observations=[
                (i, o.model_dump_json()) for i, o in enumerate(state.observations[obs:], start=obs)
            ],
            notes=[
                (i, n.model_dump_json()) for i, n in enumerate(state.notes[notes:], start=notes)
            ],
            decisions=[
                (i, json.dumps(d))
                for i, d in enumerate(state.decision_history[decisions:], start=decisions)
            ],
            actions=state.touched_actions(),
            events=list(self._events),
            intents=list(self._intents),
            approvals=list(self._approvals),
            answers=list(self._answers),
        )

    def _guard(self, write: Any) -> Any:
        try:
            return write()
        except LeaseLost as error:
            self._lost = str(error)
            raise


class _Heartbeat(threading.Thread):
    """Renews a lease every third of its length on its own connection."""

    def __init__(self, owner: Checkpointer) -> None:
        super().__init__(name=f"keel-lease-{owner.run_id[:8]}", daemon=True)
        self.owner = owner
        self._stop_event = threading.Event()

    def run(self) -> None:
        owner = self.owner
        store: RunStore | None = None
        renewed = time.monotonic()
        try:
            while not self._stop_event.wait(owner.lease_seconds / 3):
                started = time.monotonic()
                try:
                    if store is None:
                        store = owner.store.clone()
                    store.renew(
                        owner.run_id, worker=owner.worker, lease_seconds=owner.lease_seconds
                    )
                except LeaseLost as error:
                    owner.lose(str(error))
                    return
                except Exception as error:  # a dropped connection: reconnect on the next beat
                    if store is not None:
                        with contextlib.suppress(Exception):
                            store.close()
                        store = None
                    if time.monotonic() - max(renewed, owner._confirmed) > owner.lease_seconds:
                        owner.lose(f"the lease could not be renewed for its whole length: {error}")
                        return
                    continue
                renewed = started
                owner._confirmed = max(owner._confirmed, started)
        finally:
            if store is not None:
                store.close()

    def stop(self) -> None:
        self._stop_event.set()
        self.join(timeout=5)
