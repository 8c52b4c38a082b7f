"""One run being driven: the step function and the transitions it makes.

One step: stop? (cancel, budgets) -> build context -> reserve budget -> decide ->
account -> cycle check -> dispatch (tool | clarify | final) -> observe. `Run.step` does
exactly one, so an outside driver (a web request, a worker, a workflow) can advance a run
one step at a time; `Run.drive` loops until the run leaves ``running``.
"""

from __future__ import annotations

import asyncio
import inspect
import logging
from collections.abc import Awaitable, Callable, Iterable, Sequence
from typing import Any, TypeVar, assert_never

from keel import trace as ev
from keel.aio import drive, in_loop, settle
from keel.approval import Human
from keel.budgets import (
    time_exhausted,
)
from keel.cancel import CancelToken
from keel.clock import SYSTEM_CLOCK, Clock
from keel.context import ContextBuilder
from keel.decisions import (
    ClarifyDecision,
    FinalDecision,
    ToolDecision,
)
from keel.errors import UserError
from keel.loop import actions, completion, interaction, modelcall, recovery
from keel.loop.base import Settings
from keel.loop.durable import Checkpointer
from keel.narrowing import Narrowing
from keel.result import RunResult
from keel.runstore import AnswerRecord, ApprovalRecord
from keel.state import (
    AgentState,
    Observation,
    PendingApproval,
    PendingQuestion,
    RunStatus,
    new_observation,
)
from keel.streaming import TextRelay
from keel.trace import MemorySink, TraceEvent, Tracer, TraceSink

_log = logging.getLogger("keel.run")
T = TypeVar("T")
AnyDecision = ToolDecision | ClarifyDecision | FinalDecision


class Run:
    """One run being driven: its state, trace, context and controls."""

    def __init__(
        self,
        runtime: Settings,
        state: AgentState,
        *,
        human: Human | None = None,
        cancel: CancelToken | None = None,
        sinks: Iterable[TraceSink] = (),
        durable: Checkpointer | None = None,
        deps: Any = None,
        earlier: Sequence[TraceEvent] = (),
        clock: Clock | None = None,
    ) -> None:
        clock = SYSTEM_CLOCK if clock is None else clock
        self.runtime = runtime
        self.state = state
        self.memory = MemorySink()
        self.earlier = list(earlier)
        self.durable = durable
        self.deps = deps
        self.decided: ApprovalRecord | AnswerRecord | None = None
        extra = () if durable is None else (durable,)
        every = (self.memory, *runtime.sinks, *sinks, *extra)
        self.tracer = Tracer(state, every, clock.now)
        self.listen_text = TextRelay.of(state.run_id, every)
        output = runtime.output
        self.context = ContextBuilder(
            state,
            runtime.tool_specs,
            instructions=runtime.instructions,
            observation_chars=runtime.observation_chars,
            tools_chars=runtime.tool_specs_chars,
            narrowing=Narrowing(
                state,
                runtime.tools,
                runtime.validators,
                None if output is None else output.schema,
            ),
            view_caps={name: t.max_output_chars for name, t in runtime.tools.items()},
            output_schema=None if output is None else output.schema,
        )
        self.human = human if human is not None else runtime.human
        self.cancel = cancel or CancelToken()
        self.count_tokens = getattr(runtime.model, "count_tokens", None)
        self.estimate_cost = getattr(runtime.model, "estimate_cost", None)
        self._monotonic, self._now = clock.monotonic, clock.now
        self._resumed_at = clock.monotonic()
        self._elapsed_before = state.elapsed_seconds
        self._waited = 0.0

    def elapsed(self) -> float:
        """Active seconds of this run, across every resume (time waiting for a person
        does not count)."""
        return self._elapsed_before + (self._monotonic() - self._resumed_at) - self._waited

    async def ask_person(self, ask: Callable[[], T | Awaitable[T]]) -> T | None:
        """Call the human channel with the run's clock stopped while the person thinks.

        A channel that fails (its service is down, a bug in it) gives no reply: the run
        pauses for one, as it does without a channel, and the error is logged.
        """
        started = self._monotonic()
        try:
            reply = ask()
            if inspect.isawaitable(reply):
                pending = reply
                return await settle(lambda: pending)
            return reply
        except Exception:
            _log.warning(
                "keel: the human channel failed; run %s waits for a reply instead",
                self.state.run_id,
                exc_info=True,
            )
            return None
        finally:
            self._waited += self._monotonic() - started

    def seconds_left(self) -> float | None:
        """Seconds left in the time budget (None if unlimited)."""
        limit = self.runtime.budgets.timeout_seconds
        return None if limit is None else limit - self.elapsed()

    def result(self) -> RunResult[Any]:
        """The run's state, whole trace and typed output, as of now."""
        return RunResult(
            state=self.state,
            trace=self.trace(),
            new_events=list(self.memory.events),
            output_spec=self.runtime.output,
        )

    def trace(self) -> list[TraceEvent]:
        """The run's whole trace as far as this object knows it: the events of earlier
        drives it was given, then its own."""
        self.state.elapsed_seconds = self.elapsed()
        self.tracer.sync()
        return [*self.earlier, *self.memory.events]

    async def drive(self, first: Callable[[], Awaitable[None]] | None = None) -> None:
        """Step until the run is no longer ``running``.

        ``first`` runs before the first step under the same Ctrl+C and cancellation
        handling (resuming applies a person's reply this way). With a run store, the
        state is checkpointed after ``first`` and after every step, and the lease is
        given up at the end; a lost lease (`keel.store.LeaseLost`) propagates at once.
        """
        durable = self.durable
        if durable is not None:
            durable.start_heartbeat()
        try:
            if first is not None:
                await first()
                self.checkpoint()
            while self.state.status == "running":
                await self.step()
        except KeyboardInterrupt:
            self.interrupted()
            self.checkpoint()
        except asyncio.CancelledError:
            self.interrupted(self.cancel.reason if self.cancel.cancelled else "task cancelled")
            self.checkpoint()
            raise
        finally:
            if durable is not None:
                durable.finish()

    def checkpoint(self) -> None:
        """Save the state to the run store, if there is one (a no-op otherwise)."""
        self.state.elapsed_seconds = self.elapsed()
        self.tracer.sync()
        if self.durable is not None:
            self.durable.save(self.state)

    def interrupted(self, reason: str = "keyboard interrupt") -> None:
        """End a still-running run as cancelled (Ctrl+C, task cancellation)."""
        if self.state.status == "running":
            self.end("cancelled", "cancelled", reason)

    async def step(self) -> None:
        """Advance the run by one model decision and its consequences.

        Does nothing unless the run is ``running``: a finished run stays finished, and a
        paused one waits for `Runtime.resume`. With a run store, an action a dead worker
        left in flight is settled first, as a step of its own (see `keel.loop.recovery`).
        """
        if self.state.status != "running":
            return
        if self.durable is not None:
            self.durable.before_step()
            if self.state.inflight is not None:  # left by a worker that died mid-action
                await recovery.reconcile(self, self.state.inflight)
                self.checkpoint()
                return
        await self._advance()
        self.checkpoint()

    async def _advance(self) -> None:
        try:
            request = modelcall.open_call(self)
            if request is None:
                return
            reply = await modelcall.call_with_retries(self, request)
            if reply is modelcall.NO_REPLY:
                return
            decision = modelcall.accept(self, reply)
            match decision:
                case None:
                    return
                case ToolDecision():
                    if self.state.consecutive_final_rejections:
                        self.state.consecutive_final_rejections = 0
                    await actions.handle_tool_decision(self, decision)
                case ClarifyDecision():
                    await interaction.clarify(self, decision)
                case FinalDecision():
                    completion.finalize(self, decision)
                case _:
                    assert_never(decision)
        finally:
            self.tracer.sync()

    def observe(self, source: Any, name: str, ok: bool, **fields: Any) -> Observation:
        """Record an observation in the state and in the model's context."""
        observation = new_observation(self.state.step, source, name, ok, **fields)
        self.state.observations.append(observation)
        self.context.add(observation)
        return observation

    def pause(self, pending: PendingQuestion | PendingApproval, reason: str) -> None:
        """Stop as ``waiting_for_user`` with what the run waits for recorded in the state."""
        state = self.state
        pending.since = self._now()  # the driver's clock (a workflow's is replayable)
        state.status, state.pending = "waiting_for_user", pending
        state.termination_reason, state.termination_kind = reason, pending.kind
        self.tracer.emit(
            ev.RUN_PAUSED,
            step=state.step,
            status=state.status,
            reason=reason,
            pending=pending.model_dump(mode="json"),
        )

    def end(self, status: RunStatus, kind: str, reason: str) -> None:
        """End the run as stopped, failed or cancelled, with a reason carrying figures."""
        state = self.state
        state.status, state.termination_kind, state.termination_reason = status, kind, reason
        self.tracer.emit(
            ev.RUN_TERMINATED,
            step=state.step,
            status=status,
            kind=kind,
            reason=reason,
            **self.usage(),
        )

    def end_by_time(self, during: str) -> None:
        """Stop the run because the time budget ran out while ``during`` was happening."""
        limit = self.runtime.budgets.timeout_seconds or 0.0
        exhausted = time_exhausted(limit, self.elapsed(), during)
        self.end("stopped", exhausted.kind, exhausted.reason)

    def usage(self) -> dict[str, Any]:
        """Tokens, cost and active seconds so far, for terminal events."""
        s = self.state
        return {
            "input_tokens": s.input_tokens,
            "output_tokens": s.output_tokens,
            "cost_usd": s.cost_usd,
            "elapsed_seconds": round(self.elapsed(), 6),
        }


def drive_sync(
    open_run: Callable[[], Run], prepare: Callable[[Run], Awaitable[None]] | None = None
) -> Run:
    """Open a run and drive it to its end without an event loop (see `keel.aio`).

    A Ctrl+C lands inside the run's own frames, which end it as ``cancelled``.

    Raises:
        UserError: called inside a running event loop (use ``arun``/``aresume`` there).
    """
    if in_loop():
        raise UserError(
            "run()/resume() called inside a running event loop; "
            "use `await runtime.arun(...)` / `aresume(...)`"
        )
    run = open_run()
    first = None if prepare is None else (lambda: prepare(run))
    try:
        drive(run.drive(first))
    except KeyboardInterrupt:  # landed between the run's frames: same outcome
        run.interrupted()
    return run
