"""The keel runs in one Temporal namespace, read as the console reads a run store.

`TemporalBrowser` implements what ``keel serve`` reads (`keel.runstore.RunStore`'s
reads and `keel.runstore.RunBrowser`) over a Temporal client, so the console's pages
serve runs that live in Temporal unchanged (``keel serve --temporal HOST:PORT``):

- lists, filters, searches and counts go to the visibility API (``KeelStatus`` and
  ``KeelGoal``, see `keel.temporal.search`); the inbox reads what each run waits for from
  its ``keel`` memo, so neither needs a worker;
- a run's state and trace come from its ``state`` and ``trace`` queries while it is open
  (a worker of its task queue must answer them), and from its result once it completed;
- a reply goes to the workflow's ``reply`` update, bound to the step, the action's
  fingerprint and round or the question's fingerprint; the update's validator refuses
  anything else, and the worker that owns the tools continues the run.

Runs are never written here any other way: the run-store writes raise `StoreError`.
The client lives on an event loop in a thread of its own (`LoopThread`); the console
calls from one thread at a time.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Mapping
from dataclasses import replace
from datetime import timedelta
from typing import Any, TypeVar

from temporalio.client import Client, WorkflowExecution, WorkflowExecutionStatus
from temporalio.exceptions import TemporalError
from temporalio.service import RPCError, RPCStatusCode

from keel.errors import RunNotFound, StoreError, StoreUnavailable, UserError
from keel.runstore import (
    AnswerRecord,
    ApprovalRecord,
    Delta,
    LedgerEntry,
    LedgerStatus,
    RunRecord,
    WaitingRun,
)
from keel.state import AgentState
from keel.statuses import RUN_STATUSES
from keel.temporal.client import TemporalRuns
from keel.temporal.loopthread import LoopThread
from keel.temporal.records import (
    answers_in,
    approvals_in,
    pending_of,
    to_record,
    visibility_query,
)
from keel.temporal.workflow import Reply
from keel.trace import TraceEvent

T = TypeVar("T")

QUERY_SECONDS = 10.0
"""How long a run's ``state``/``trace`` query may take (a worker must answer it)."""
MAX_TOKENS = 10_000
"""Page tokens kept for paging on (the oldest are dropped all at once past this)."""


class TemporalBrowser:
    """keel runs in a Temporal namespace, as a browsable run store (reads and replies)."""

    def __init__(
        self,
        client: Client,
        loop: LoopThread,
        target: str,
        *,
        query_seconds: float = QUERY_SECONDS,
    ) -> None:
        self._runs = TemporalRuns(client, task_queue="")
        self._loop = loop
        self.target = target
        self.query_seconds = query_seconds
        """How long a run's query may take before the page says no worker answered."""
        self._cached: tuple[str, AgentState, RunRecord, list[TraceEvent]] | None = None
        self._tokens: dict[tuple[str, int, int], bytes] = {}
        """Visibility page tokens by (query, page size, offset they start at)."""

    @classmethod
    def connect(
        cls, target: str, namespace: str = "default", *, query_seconds: float = QUERY_SECONDS
    ) -> TemporalBrowser:
        """Connect to Temporal at ``HOST:PORT``, on ``namespace``.

        Raises:
            StoreUnavailable: the server cannot be reached.
        """
        loop = LoopThread("keel-temporal")
        try:
            client = loop.call(Client.connect(target, namespace=namespace), 30.0)
        except Exception as error:
            loop.stop()
            raise StoreUnavailable(f"cannot reach Temporal at {target}: {error}") from None
        return cls(client, loop, target, query_seconds=query_seconds)

    @property
    def continued_by(self) -> str:
        """Who continues a run once a person's reply is accepted (said on the pages)."""
        return (
            "the reply goes to the run's Temporal workflow (its reply update), and the "
            "keel worker that owns its tools continues the run there"
        )

    def _call(self, work: Awaitable[T]) -> T:
        try:
            return self._loop.call(work, self.query_seconds + 5)
        except RPCError as error:
            if error.status == RPCStatusCode.NOT_FOUND:
                raise RunNotFound(f"no such run in Temporal at {self.target}") from None
            raise StoreUnavailable(self._unavailable(error)) from None
        except (TimeoutError, RuntimeError, TemporalError) as error:  # e.g. a failed query
            raise StoreUnavailable(self._unavailable(error)) from None

    def _unavailable(self, error: BaseException) -> str:
        return (
            f"Temporal at {self.target}, or the keel worker that answers a run's queries, "
            f"did not answer ({type(error).__name__}: {error}); is the server up, and a "
            "`keel worker` serving the run's task queue?"
        )

    # -- the console's queries (RunBrowser) --------------------------------------

    def find_runs(
        self,
        *,
        status: str | None = None,
        text: str | None = None,
        limit: int = 50,
        offset: int = 0,
    ) -> list[RunRecord]:
        """keel runs, open ones first, then closed ones newest first (the visibility
        store's order), with ``status`` and every word of ``text`` in the goal."""
        return [record for record, _ in self._list(status, text, limit, offset)]

    def count_runs(self, *, text: str | None = None) -> dict[str, int]:
        """How many keel runs have each status: one count request per status."""
        queries = {status: visibility_query(status, text) for status in RUN_STATUSES}

        async def count() -> dict[str, int]:
            client = self._runs.client
            asked = [client.count_workflows(q) for q in queries.values() if q is not None]
            counted = iter(await asyncio.gather(*asked))
            return {s: next(counted).count if q else 0 for s, q in queries.items()}

        found = self._call(count())
        return {status: n for status, n in found.items() if n}

    def waiting_runs(self, *, limit: int = 50, offset: int = 0) -> list[WaitingRun]:
        """Runs waiting for a person, with what they wait for (from their memo)."""
        listed = self._list("waiting_for_user", None, limit, offset)
        return [WaitingRun(record, pending_of(memo)) for record, memo in listed]

    def _list(
        self, status: str | None, text: str | None, limit: int, offset: int
    ) -> list[tuple[RunRecord, Mapping[str, Any]]]:
        query = visibility_query(status, text)
        if query is None or limit <= 0:
            return []

        async def page() -> list[tuple[RunRecord, Mapping[str, Any]]]:
            # Start from the nearest page boundary whose token we kept (paging 1, 2, 3
            # reads one page each); else walk from the first page, O(offset) rows.
            at = max(
                (o for (q, n, o) in self._tokens if (q, n) == (query, limit) and o <= offset),
                default=0,
            )
            token = self._tokens.get((query, limit, at))
            listing = self._runs.client.list_workflows(
                query, page_size=limit, next_page_token=token
            )
            executions: list[WorkflowExecution] = []
            while True:
                await listing.fetch_next_page()
                rows = list(listing.current_page or [])
                executions += rows[max(0, offset - at) :]
                at += len(rows)
                token = listing.next_page_token
                if len(executions) >= limit or token is None:
                    break
                self._keep_token(query, limit, at, token)
            return [
                (to_record(e, memo), memo) for e in executions[:limit] for memo in [await e.memo()]
            ]

        return self._call(page())

    def _keep_token(self, query: str, limit: int, offset: int, token: bytes) -> None:
        if len(self._tokens) >= MAX_TOKENS:
            self._tokens.clear()
        self._tokens[query, limit, offset] = token

    def run_ledger(self, run_id: str) -> list[LedgerEntry]:
        """Nothing: under Temporal the idempotency keys live with the tool activities."""
        return []

    def events_after(
        self, run_id: str, after: int = -1, limit: int | None = None
    ) -> list[TraceEvent]:
        """The run's events with ``seq`` greater than ``after``, in order."""
        events = [event for event in self._snapshot(run_id)[3] if event.seq > after]
        return events if limit is None else events[:limit]

    # -- the reads of RunStore the console uses -----------------------------------

    def load(self, run_id: str) -> tuple[AgentState, RunRecord]:
        """The run's state now, and its header."""
        _, state, record, _ = self._fresh(run_id)
        return state, record

    def get(self, run_id: str) -> RunRecord:
        """The run's header, its status as the run's state says now."""
        return self._fresh(run_id)[2]

    def events(self, run_id: str) -> list[TraceEvent]:
        """The run's whole trace."""
        return list(self._snapshot(run_id)[3])

    def approvals(self, run_id: str) -> list[ApprovalRecord]:
        """The decisions people made on the run's actions, from its trace."""
        return approvals_in(run_id, self._snapshot(run_id)[3])

    def answers(self, run_id: str) -> list[AnswerRecord]:
        """The answers people gave to the run's questions, from its trace."""
        return answers_in(run_id, self._snapshot(run_id)[3])

    def list_runs(self, status: str | None = None, limit: int = 100) -> list[RunRecord]:
        """keel runs, optionally only those with ``status``."""
        return self.find_runs(status=status, limit=limit)

    def now(self) -> float:
        """This host's clock (Temporal runs hold no leases to compare it with)."""
        return time.time()

    def _snapshot(self, run_id: str) -> tuple[str, AgentState, RunRecord, list[TraceEvent]]:
        """The run as last read by `load`/`get` (a console request reads it first)."""
        cached = self._cached
        return cached if cached is not None and cached[0] == run_id else self._fresh(run_id)

    def _fresh(self, run_id: str) -> tuple[str, AgentState, RunRecord, list[TraceEvent]]:
        state, record, events = self._call(self._read(run_id))
        self._cached = (run_id, state, record, events)
        return self._cached

    async def _read(self, run_id: str) -> tuple[AgentState, RunRecord, list[TraceEvent]]:
        handle = self._runs.handle(run_id)
        described = await handle.describe()
        record = to_record(described, await described.memo())
        if described.status == WorkflowExecutionStatus.COMPLETED:
            data = await handle.result()  # no worker needed for a completed run
            state = AgentState.model_validate(data["state"])
            events = [TraceEvent.model_validate(event) for event in data["trace"]]
        else:
            timeout = timedelta(seconds=self.query_seconds)
            state_data, trace_data = await asyncio.gather(
                handle.query("state", rpc_timeout=timeout),
                handle.query("trace", rpc_timeout=timeout),
            )
            if state_data is None:
                raise RunNotFound(f"run {run_id} has not opened yet")
            state = AgentState.model_validate(state_data)
            events = [TraceEvent.model_validate(event) for event in trace_data]
        return state, _with_status(record, state), events

    # -- replies ------------------------------------------------------------------

    def record_approval(self, approval: ApprovalRecord) -> None:
        """Send the decision to the run's ``reply`` update, bound to its step, action and
        round; returns once the workflow accepted it.

        Raises:
            UserError: the workflow refused it (the run moved on, or a reply is being
                applied already); nothing changed.
        """
        reply = Reply(
            approve=approval.approved,
            action=approval.signature,
            by=approval.by,
            step=approval.step,
            round=approval.round,
        )
        self._reply(approval.run_id, reply)

    def record_answer(self, answer: AnswerRecord) -> None:
        """Send the answer to the run's ``reply`` update, bound to its step and question.

        Raises:
            UserError: the workflow refused it; nothing changed.
        """
        reply = Reply(
            answer=answer.answer, by=answer.by, step=answer.step, question=answer.question
        )
        self._reply(answer.run_id, reply)

    def _reply(self, run_id: str, reply: Reply) -> None:
        self._cached = None
        try:
            self._call(self._runs.send_reply(run_id, reply))
        except UserError as error:
            raise UserError(f"refused by the run's workflow: {error}") from None

    # -- the rest of RunStore: runs in Temporal are written by their workflow only --

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
        """Not here: start runs with `TemporalRuns.start`."""
        raise _written_by_workflow()

    def acquire(self, run_id: str, *, worker: str, lease_seconds: float) -> RunRecord:
        """Not here: a Temporal worker drives the run."""
        raise _written_by_workflow()

    def renew(self, run_id: str, *, worker: str, lease_seconds: float) -> None:
        """Not here: a Temporal worker drives the run."""
        raise _written_by_workflow()

    def release(self, run_id: str, *, worker: str) -> None:
        """Not here: a Temporal worker drives the run."""
        raise _written_by_workflow()

    def checkpoint(
        self, run_id: str, delta: Delta, *, version: int, worker: str, lease_seconds: float
    ) -> int:
        """Not here: the workflow's history is the run's checkpoint."""
        raise _written_by_workflow()

    def finish_effect(self, key: str, status: LedgerStatus, outcome: dict[str, Any] | None) -> None:
        """Not here: the tool activity records its effect."""
        raise _written_by_workflow()

    def ledger(self, key: str) -> LedgerEntry | None:
        """None: under Temporal the idempotency keys live with the tool activities."""
        return None

    def stored_bytes(self) -> int:
        """0: Temporal, not keel, stores these runs."""
        return 0

    def clone(self) -> TemporalBrowser:
        """This browser (its client is safe to share; the console uses it under a lock)."""
        return self

    def close(self) -> None:
        """Nothing to close per use; `shutdown` stops the client's loop."""

    def shutdown(self) -> None:
        """Stop and close the event loop the client lives on."""
        self._loop.stop()


def _with_status(record: RunRecord, state: AgentState) -> RunRecord:
    """The header with the status and step the run's state has now (the search
    attribute and memo change only when the status does)."""
    return replace(record, status=state.status, goal=state.goal, step=state.step)


def _written_by_workflow() -> StoreError:
    return StoreError("runs in Temporal are written by their workflow, not through this store")
