"""Opening runs: a new one (`open_new`), or a paused or interrupted one (`reopen`).

With a run store, a new run is recorded before its first step, and a stored run is
loaded under this worker's lease; the checks that a reply fits what the run waits for
happen before anything changes (see `keel.loop.interaction.check_resumable`).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from keel import trace as ev
from keel.approval import Human, recorded_reply
from keel.cancel import CancelToken
from keel.clock import Clock
from keel.errors import UserError
from keel.loop import actions, interaction
from keel.loop.base import Settings
from keel.loop.durable import Checkpointer
from keel.loop.modelcall import model_name, provider_name
from keel.loop.run import Run
from keel.result import RunResult
from keel.runstore import AnswerRecord, ApprovalRecord, RunStore
from keel.state import AgentState, PendingApproval
from keel.trace import TraceEvent, TraceSink


@dataclass(frozen=True, slots=True)
class Durability:
    """Where runs are checkpointed (None: nowhere) and under which worker's lease."""

    store: RunStore | None
    worker: str
    lease_seconds: float


def open_new(
    settings: Settings,
    durability: Durability,
    goal: str,
    *,
    run_id: str | None,
    meta: dict[str, Any] | None,
    deps: Any,
    human: Human | None,
    cancel: CancelToken | None,
    sinks: Iterable[TraceSink],
    clock: Clock | None = None,
) -> Run:
    """A new run, not yet advanced; recorded in the store (with ``meta``) if there is one.

    ``clock`` is where the run reads the time (default: the system's; an outside
    driver's, e.g. a workflow's).

    Raises:
        UserError: the goal is empty.
    """
    if not goal.strip():
        raise UserError("goal must not be empty")
    state = AgentState(goal=goal) if run_id is None else AgentState(goal=goal, run_id=run_id)
    state.has_deps = deps is not None
    durable = None
    if durability.store is not None:
        durable = Checkpointer(
            durability.store,
            state,
            worker=durability.worker,
            lease_seconds=durability.lease_seconds,
            version=0,
        )
    run = Run(
        settings,
        state,
        durable=durable,
        deps=deps,
        human=human,
        cancel=cancel,
        sinks=sinks,
        clock=clock,
    )
    run.tracer.emit(
        ev.RUN_STARTED,
        run_id=state.run_id,
        goal=goal,
        budgets=settings.budgets.model_dump(),
        guards=settings.guards.model_dump(),
        tools=list(settings.tools),
        model=model_name(settings.model),
        provider=provider_name(settings.model),
    )
    run.tracer.sync()
    if durable is not None:
        durable.insert(state, meta or {})
    return run


def reopen(
    settings: Settings,
    durability: Durability,
    state: AgentState | RunResult[Any] | str,
    *,
    answer: str | None,
    approve: bool | None,
    action: str | None,
    deps: Any,
    human: Human | None,
    cancel: CancelToken | None,
    sinks: Iterable[TraceSink],
) -> Run:
    """Open a `Run` on a paused or interrupted run that can take this reply.

    ``state`` is the run's state, its last `RunResult` (whose trace the new one
    continues), or with a store its id. With a store the run is loaded from its last
    checkpoint under the lease, and its stored trace precedes the new events.

    Raises:
        UserError: the run cannot take this reply now (nothing changed).
        keel.errors.StoreError: unknown run, or another worker holds it.
    """
    earlier: list[TraceEvent] = []
    if isinstance(state, RunResult):
        earlier, state = list(state.trace), state.state
    durable = None
    given = None if isinstance(state, str) else state
    store = durability.store
    if store is not None:
        run_id = state if isinstance(state, str) else state.run_id
        state, durable = Checkpointer.open(
            store, run_id, worker=durability.worker, lease_seconds=durability.lease_seconds
        )
    elif isinstance(state, str):
        raise UserError("resuming a run by id needs a Runtime with a store")
    try:
        if store is not None:
            earlier = store.events(state.run_id)
        decided, answer, approve = _recorded(store, state, answer, approve)
        interaction.check_resumable(state, given, answer, approve, action, deps)
        run = Run(
            settings,
            state,
            durable=durable,
            deps=deps,
            human=human,
            cancel=cancel,
            sinks=sinks,
            earlier=earlier,
        )
        run.decided = decided
        if isinstance(state.pending, PendingApproval):
            actions.check_pending_approval(run, state.pending)
    except BaseException:
        if durable is not None:
            durable.finish()
        raise
    return run


def reopen_replying(
    settings: Settings,
    durability: Durability,
    state: AgentState | RunResult[Any] | str,
    options: Mapping[str, Any],
) -> tuple[Run, Callable[[], Awaitable[None]]]:
    """`reopen` with ``options`` (the keyword arguments of `keel.Runtime.aresume`), and
    the reply to apply before the run's first step."""
    answer, approve = options.get("answer"), options.get("approve")
    run = reopen(
        settings,
        durability,
        state,
        answer=answer,
        approve=approve,
        action=options.get("action"),
        deps=options.get("deps"),
        human=options.get("human"),
        cancel=options.get("cancel"),
        sinks=options.get("sinks", ()),
    )
    by = options.get("approved_by", "user")
    return run, lambda: interaction.apply_reply(run, answer, approve, by)


def _recorded(
    store: RunStore | None, state: AgentState, answer: str | None, approve: bool | None
) -> tuple[ApprovalRecord | AnswerRecord | None, str | None, bool | None]:
    """The reply a person recorded in the store (`keel.approval.record_answer` or
    `record_approval`) for exactly what the run waits for, and the reply to resume with.

    Raises:
        UserError: an ``answer`` was given here while one is recorded (nothing changed).
    """
    recorded = None if store is None else recorded_reply(store, state)
    if isinstance(recorded, AnswerRecord):
        if answer is not None:
            raise UserError(
                f"run {state.run_id}: this question was already answered by {recorded.by}; "
                "resume without an answer to apply the recorded one"
            )
        return recorded, recorded.answer, approve
    if recorded is None or answer is not None or approve is not None:
        return None, answer, approve
    return recorded, None, recorded.approved
