"""The runtime: a decision maker, its tools, and the limits they run under.

`Runtime.run` / `arun` start a run and drive it until it completes, stops, fails,
pauses or is cancelled; `resume` / `aresume` continue a paused or interrupted one. The
loop itself lives in `keel.run`.
"""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable, Iterable
from typing import Any

from keel import actions, aio, interaction
from keel import trace as ev
from keel.approval import Human
from keel.budgets import Budgets, Guards
from keel.cancel import CancelToken
from keel.context import DEFAULT_INSTRUCTIONS
from keel.durable import Checkpointer, default_worker
from keel.errors import UserError
from keel.models.base import DecisionMaker
from keel.result import RunResult
from keel.run import Run
from keel.state import AgentState, PendingApproval
from keel.store.base import RunStore
from keel.tools import Tool, ToolRegistry
from keel.trace import TraceSink
from keel.validation import CitationValidator, FinalValidator


class Runtime:
    """Runs agents: one decision maker, its tools, and the limits they run under.

    Args:
        model: the `DecisionMaker` that proposes decisions.
        tools: the tools the model may call.
        budgets: step, token, cost and time limits (default `Budgets()`).
        guards: duplicate, cycle, retry and error tolerances (default `Guards()`).
        validators: final-answer checks; default: the built-in `CitationValidator`.
        instructions: trusted instructions sent first on every call.
        observation_chars: how much of each observation the model sees.
        sinks: where trace events go, besides the result's in-memory trace.
        human: who answers questions and approvals; without one, runs pause.
        store: a `keel.store.RunStore`: every run is recorded in it from its first step
            and checkpointed after every step, and `resume` accepts a run id.
        lease_seconds: how long this worker's lease on a run lasts without renewal
            (renewed before each step and by a heartbeat every third of it).
        worker: this worker's id in leases (default: host, pid and a random suffix). It
            must belong to one live process at a time: a process restarted under the same
            id takes its runs' leases back at once; within one process a run is driven by
            one open at a time (a second gets `keel.store.RunBusy`).
    """

    def __init__(
        self,
        model: DecisionMaker,
        tools: Iterable[Tool] = (),
        *,
        budgets: Budgets | None = None,
        guards: Guards | None = None,
        validators: Iterable[FinalValidator] | None = None,
        instructions: str = DEFAULT_INSTRUCTIONS,
        observation_chars: int = 2_000,
        sinks: Iterable[TraceSink] = (),
        human: Human | None = None,
        store: RunStore | None = None,
        lease_seconds: float = 30.0,
        worker: str | None = None,
    ) -> None:
        if not callable(getattr(model, "decide", None)):
            raise UserError(f"model must have a decide(request) method, got {model!r}")
        if observation_chars < 64:
            raise UserError("observation_chars must be at least 64")
        self.model = model
        self.tools = tools if isinstance(tools, ToolRegistry) else ToolRegistry(tools)
        self.budgets = budgets or Budgets()
        self.guards = guards or Guards()
        self.validators: tuple[FinalValidator, ...] = (
            (CitationValidator(),) if validators is None else tuple(validators)
        )
        self.instructions = instructions
        self.observation_chars = observation_chars
        self.sinks = tuple(sinks)
        self.human = human
        if lease_seconds <= 0:
            raise UserError("lease_seconds must be > 0")
        self.store = store
        self.lease_seconds = lease_seconds
        self.worker = worker or default_worker()
        self.tool_specs = self.tools.specs()
        self.tool_specs_chars = len(json.dumps(self.tool_specs))

    def start(
        self,
        goal: str,
        *,
        run_id: str | None = None,
        meta: dict[str, Any] | None = None,
        **options: Any,
    ) -> Run:
        """Create a new run without advancing it (``options`` as for `arun`).

        With a store, the run is recorded in it (with ``meta``, any JSON the caller wants
        kept alongside, e.g. how to rebuild its tools) before this returns.
        """
        if not goal.strip():
            raise UserError("goal must not be empty")
        state = AgentState(goal=goal) if run_id is None else AgentState(goal=goal, run_id=run_id)
        durable = None
        if self.store is not None:
            durable = Checkpointer(
                self.store,
                state,
                worker=self.worker,
                lease_seconds=self.lease_seconds,
                version=0,
            )
        run = Run(self, state, durable=durable, **options)
        run.tracer.emit(
            ev.RUN_STARTED,
            run_id=state.run_id,
            goal=goal,
            budgets=self.budgets.model_dump(),
            guards=self.guards.model_dump(),
            tools=list(self.tools),
        )
        run.tracer.sync()
        if durable is not None:
            durable.insert(state, meta or {})
        return run

    async def arun(
        self,
        goal: str,
        *,
        run_id: str | None = None,
        meta: dict[str, Any] | None = None,
        human: Human | None = None,
        cancel: CancelToken | None = None,
        sinks: Iterable[TraceSink] = (),
    ) -> RunResult:
        """Run a new agent on ``goal`` until it completes, stops, fails, pauses or is cancelled."""
        run = self.start(goal, run_id=run_id, meta=meta, human=human, cancel=cancel, sinks=sinks)
        return await run.drive()

    def run(self, goal: str, **options: Any) -> RunResult:
        """Synchronous `arun`. Ctrl+C ends the run as ``cancelled`` with its state intact."""
        return _drive_sync(lambda: self.start(goal, **options))

    async def aresume(
        self,
        state: AgentState | str,
        *,
        answer: str | None = None,
        approve: bool | None = None,
        approved_by: str = "user",
        action: str | None = None,
        human: Human | None = None,
        cancel: CancelToken | None = None,
        sinks: Iterable[TraceSink] = (),
    ) -> RunResult:
        """Continue a paused (or interrupted) run exactly where it stopped.

        A run waiting on a question needs ``answer``; one waiting on an approval needs
        ``approve``. Approval is bound to the exact pending action (pass its fingerprint
        as ``action`` to refuse anything else). With a store, ``state`` may be a run id;
        either way the run is loaded from its last checkpoint under this worker's lease,
        and an action left in flight by a dead worker is reconciled first (see
        `keel.recovery`).

        Raises:
            UserError: the run is finished, or the reply does not match what it waits for.
                Nothing in the state is changed in that case.
            keel.store.StoreError: unknown run, or another worker holds it.
        """
        run = self.reopen(
            state,
            answer=answer,
            approve=approve,
            action=action,
            human=human,
            cancel=cancel,
            sinks=sinks,
        )
        return await run.drive(lambda: interaction.apply_reply(run, answer, approve, approved_by))

    def resume(self, state: AgentState | str, **options: Any) -> RunResult:
        """Synchronous `aresume`."""
        answer, approve = options.pop("answer", None), options.pop("approve", None)
        by = options.pop("approved_by", "user")

        def prepare() -> Run:
            return self.reopen(state, answer=answer, approve=approve, **options)

        return _drive_sync(prepare, lambda run: interaction.apply_reply(run, answer, approve, by))

    def reopen(
        self,
        state: AgentState | str,
        *,
        answer: str | None,
        approve: bool | None,
        action: str | None = None,
        **options: Any,
    ) -> Run:
        """Check that the run can take this reply, and open a `Run` on it."""
        durable = None
        given = None if isinstance(state, str) else state
        if self.store is not None:
            run_id = state if isinstance(state, str) else state.run_id
            state, durable = Checkpointer.open(
                self.store, run_id, worker=self.worker, lease_seconds=self.lease_seconds
            )
        elif isinstance(state, str):
            raise UserError("resuming a run by id needs a Runtime with a store")
        try:
            if given is not None and given is not state:
                interaction.check_same_pending(given, state)
            interaction.check_reply(state, answer, approve)
            pending = state.pending
            if action is not None and (
                not isinstance(pending, PendingApproval) or pending.action_signature != action
            ):
                raise UserError(
                    f"run {state.run_id} does not wait for approval of action {action}; "
                    "an approval cannot authorize a different action"
                )
            run = Run(self, state, durable=durable, **options)
            if isinstance(pending, PendingApproval):
                actions.check_pending_approval(run, pending)
        except BaseException:
            if durable is not None:
                durable.finish()
            raise
        return run


def _drive_sync(
    open_run: Callable[[], Run], prepare: Callable[[Run], Awaitable[None]] | None = None
) -> RunResult:
    """Drive a run to its end without an event loop (see `keel.aio`).

    A Ctrl+C lands inside the run's own frames, which end it as ``cancelled``.
    """
    if aio.in_loop():
        raise UserError(
            "run()/resume() called inside a running event loop; "
            "use `await runtime.arun(...)` / `aresume(...)`"
        )
    run: Run = open_run()
    first = None if prepare is None else (lambda: prepare(run))
    try:
        return aio.drive(run.drive(first))
    except KeyboardInterrupt:  # landed between the run's frames: same outcome
        run.interrupted()
        return run.result()
