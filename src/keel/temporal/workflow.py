"""A keel run as a Temporal workflow: keel's own loop, driven one step at a time.

The workflow holds the deterministic part of the run (budgets and reservation, the
duplicate and cycle guards, validation, the policy, state transitions, the trace) by
driving a `keel.loop.run.Run` with `Run.step`; the model and the tools are activities
(see `keel.temporal.shims`). A run that waits for a person waits on a ``reply`` update,
holding no worker; ``state`` and ``trace`` queries show it at any time. Cancelling the
workflow ends the run as ``cancelled`` with its state kept, and a long run continues as
new every ``TemporalOptions.steps_per_execution`` steps, carrying its state and trace.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field, replace
from typing import Any, cast

from temporalio import workflow
from temporalio.exceptions import ApplicationError

with workflow.unsafe.imports_passed_through():
    from keel.errors import UserError
    from keel.loop import interaction, opening
    from keel.loop.run import Run
    from keel.runstore import question_fingerprint
    from keel.state import AgentState, PendingApproval, PendingQuestion
    from keel.temporal.app import load_worker_app
    from keel.temporal.payloads import WorkerDeps
    from keel.temporal.search import KEEL_STATUS, MEMO_KEY, memo
    from keel.temporal.shims import (
        WORKFLOW_CLOCK,
        TemporalOptions,
        TracerBox,
        WorkflowCancel,
        ask_again_after_unknown,
        workflow_settings,
    )
    from keel.trace import TraceEvent

WORKFLOW_NAME = "keel.run"
CANCELLED_REASON = "cancelled through Temporal"
PUBLISH_PATCH = "keel-publish-status"
"""The patch marker of `KeelRun._publish`: histories written before it replay unchanged."""


@dataclass(kw_only=True)
class RunSpec:
    """The workflow's input: which app, which goal, and (after continue-as-new) the run."""

    app: str
    """``module:factory`` of the runtime the workers serve."""
    goal: str
    options: TemporalOptions = field(default_factory=TemporalOptions)
    state: dict[str, Any] | None = None
    """The run's state, when this execution continues an earlier one."""
    trace: list[dict[str, Any]] = field(default_factory=list)
    """The run's trace so far, when this execution continues an earlier one."""
    deps: Any = None
    """The run's JSON deps value, sent with each tool call; the worker that runs the tool
    turns it into the tool's deps (`keel.temporal.TemporalApp`)."""


@dataclass(kw_only=True)
class Reply:
    """A person's reply to a paused run: an ``answer``, or ``approve`` for an action."""

    answer: str | None = None
    approve: bool | None = None
    action: str | None = None
    """The fingerprint the approval is for; any other pending action refuses it."""
    by: str = "user"
    step: int | None = None
    """The step the reply is for, if the sender names it (a console page does)."""
    round: int | None = None
    """The approval round the reply is for, if the sender names it."""
    question: str | None = None
    """The fingerprint (`question_fingerprint`) of the question an answer is for, if named."""


@workflow.defn(name=WORKFLOW_NAME, sandboxed=True)
class KeelRun:
    """One keel run (the workflow id is the run id)."""

    def __init__(self) -> None:
        self._run: Run | None = None
        self._reply: Reply | None = None
        self._box = TracerBox()
        self._published: str | None = None

    @workflow.run
    async def run(self, spec: RunSpec) -> dict[str, Any]:
        """Drive the run until it ends; its final state and whole trace."""
        run = self._run = self._open(spec)
        self._box.tracer = run.tracer
        self._published = workflow.info().typed_search_attributes.get(KEEL_STATUS)
        steps = 0
        try:
            while run.state.status in ("running", "waiting_for_user"):
                self._publish(run)
                if run.state.status == "waiting_for_user":
                    await self._take_reply(run)
                    ask_again_after_unknown(run, self._box)
                    continue
                await run.step()
                ask_again_after_unknown(run, self._box)
                steps += 1
                if run.state.status == "running" and (
                    steps >= spec.options.steps_per_execution
                    or workflow.info().is_continue_as_new_suggested()
                ):
                    await self._continue_as_new(run, spec)
        except asyncio.CancelledError:
            if not run.state.is_terminal:
                run.end("cancelled", "cancelled", CANCELLED_REASON)
        run.checkpoint()
        self._publish(run)
        return self._summary()

    def _publish(self, run: Run) -> None:
        """Upsert ``KeelStatus`` and the ``keel`` memo when the status changed, if the run
        was started with them (`keel.temporal.search`)."""
        state = run.state
        if self._published is None or self._published == state.status:
            return
        if not workflow.patched(PUBLISH_PATCH):  # a history from before: replay it as it was
            return
        self._published = state.status
        pending = None if state.pending is None else state.pending.model_dump(mode="json")
        workflow.upsert_search_attributes([KEEL_STATUS.value_set(state.status)])
        workflow.upsert_memo(
            {MEMO_KEY: memo(state.status, state.step, state.termination_reason, pending)}
        )

    def _open(self, spec: RunSpec) -> Run:
        served = load_worker_app(spec.app)
        settings = workflow_settings(spec.app, served.runtime, spec.options, self._box)
        # Non-None when the run has deps, as locally (``has_deps``, and a reply is not
        # refused for want of them: the workers provide them).
        deps = None
        if spec.deps is not None or served.provides_deps:
            deps = WorkerDeps(spec.deps)
        if spec.state is None:
            return opening.open_new(
                settings,
                opening.Durability(None, "temporal", 1.0),
                spec.goal,
                run_id=workflow.info().workflow_id,
                meta=None,
                deps=deps,
                human=None,
                cancel=WorkflowCancel(),
                sinks=(),
                clock=WORKFLOW_CLOCK,
            )
        return Run(
            settings,
            AgentState.model_validate(spec.state),
            deps=deps,
            cancel=WorkflowCancel(),
            earlier=[TraceEvent.model_validate(event) for event in spec.trace],
            clock=WORKFLOW_CLOCK,
        )

    async def _take_reply(self, run: Run) -> None:
        async def replied() -> bool:
            await workflow.wait_condition(lambda: self._reply is not None)
            return True

        ask = cast(Callable[[], bool | Awaitable[bool]], replied)
        await run.ask_person(ask)  # as locally: the run's clock stops while it waits
        reply = self._reply
        assert reply is not None
        try:
            await interaction.apply_reply(run, reply.answer, reply.approve, reply.by)
        finally:
            self._reply = None

    async def _continue_as_new(self, run: Run, spec: RunSpec) -> None:
        await workflow.wait_condition(workflow.all_handlers_finished)
        run.checkpoint()
        trace = [event.model_dump(mode="json") for event in self._events()]
        state = run.state.model_dump(mode="json")
        workflow.continue_as_new(replace(spec, state=state, trace=trace))

    def _events(self) -> list[TraceEvent]:
        run = self._run
        return [] if run is None else [*run.earlier, *run.memory.events]

    def _summary(self) -> dict[str, Any]:
        assert self._run is not None
        return {
            "state": self._run.state.model_dump(mode="json"),
            "trace": [event.model_dump(mode="json") for event in self._events()],
        }

    @workflow.query(name="state")
    def state(self) -> dict[str, Any] | None:
        """The run's state as of now (None before it opened)."""
        return None if self._run is None else self._run.state.model_dump(mode="json")

    @workflow.query(name="trace")
    def trace(self) -> list[dict[str, Any]]:
        """The run's whole trace so far, across continue-as-new."""
        return [event.model_dump(mode="json") for event in self._events()]

    @workflow.update(name="reply")
    async def reply(self, reply: Reply) -> str:
        """Apply a person's reply to the paused run; the run's status once applied."""
        self._reply = reply
        await workflow.wait_condition(lambda: self._reply is None)
        assert self._run is not None
        return self._run.state.status

    @reply.validator
    def check_reply(self, reply: Reply) -> None:
        """Refuse a reply the run does not wait for (nothing changes then)."""
        run = self._run
        if run is None or self._reply is not None:
            raise ApplicationError("the run is not waiting for a reply now", non_retryable=True)
        try:
            interaction.check_resumable(
                run.state, None, reply.answer, reply.approve, reply.action, run.deps
            )
            check_bound(run.state, reply)
        except UserError as error:
            raise ApplicationError(str(error), type="UserError", non_retryable=True) from None


def check_bound(state: AgentState, reply: Reply) -> None:
    """Raise `UserError` unless the reply is for the step, round and question the run waits
    on now (each only if the reply names it): a page loaded before the run moved on must
    not answer what came after."""
    pending = state.pending
    moved = reply.step is not None and (pending is None or pending.step != reply.step)
    if isinstance(pending, PendingApproval):
        moved = moved or reply.round not in (None, pending.round)
    if isinstance(pending, PendingQuestion) and reply.question:
        moved = moved or reply.question != question_fingerprint(pending.question)
    if moved:
        now = "nothing" if pending is None else f"step {pending.step}"
        raise UserError(
            f"run {state.run_id} has moved on: it waits on {now}, not on step {reply.step}"
            f"{'' if reply.round is None else f' (round {reply.round})'}; nothing was changed"
        )
