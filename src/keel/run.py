"""One run being driven: the step function and the transitions it makes.

One step: stop? (cancel, budgets) -> build context -> reserve budget -> decide ->
account -> cycle check -> dispatch (tool | clarify | final) -> observe. `Run.step` does
exactly one, so an outside driver (a web request, a worker, a workflow) can advance a run
one step at a time; `Run.drive` loops until the run leaves ``running``.
"""

from __future__ import annotations

import asyncio
import inspect
import time
from collections.abc import Awaitable, Callable, Iterable
from typing import TYPE_CHECKING, Any, assert_never

from keel import actions, interaction
from keel import trace as ev
from keel.aio import settle
from keel.approval import Human
from keel.budgets import (
    Exhausted,
    check_limits,
    overshoot,
    reserve,
    time_exhausted,
)
from keel.cancel import CancelToken
from keel.context import ContextBuilder, ModelRequest, Remaining, estimate_tokens
from keel.decisions import (
    ClarifyDecision,
    FinalDecision,
    ModelTurn,
    RawOutput,
    ToolDecision,
    parse_decision,
)
from keel.errors import ModelOutputError
from keel.loops import find_cycle, fingerprint
from keel.result import RunResult
from keel.state import (
    AgentState,
    Observation,
    PendingApproval,
    PendingQuestion,
    new_observation,
)
from keel.trace import MemorySink, Tracer, TraceSink

if TYPE_CHECKING:
    from keel.runtime import Runtime

AnyDecision = ToolDecision | ClarifyDecision | FinalDecision


class Run:
    """One run being driven: its state, trace, context and controls."""

    def __init__(
        self,
        runtime: Runtime,
        state: AgentState,
        *,
        human: Human | None = None,
        cancel: CancelToken | None = None,
        sinks: Iterable[TraceSink] = (),
    ) -> None:
        self.runtime = runtime
        self.state = state
        self.memory = MemorySink()
        self.tracer = Tracer(state, (self.memory, *runtime.sinks, *sinks))
        self.context = ContextBuilder(
            state,
            runtime.tool_specs,
            instructions=runtime.instructions,
            observation_chars=runtime.observation_chars,
            tools_chars=runtime.tool_specs_chars,
        )
        self.human = human if human is not None else runtime.human
        self.cancel = cancel or CancelToken()
        self._count_tokens = getattr(runtime.model, "count_tokens", None)
        self._estimate_cost = getattr(runtime.model, "estimate_cost", None)
        self._resumed_at = time.monotonic()
        self._elapsed_before = state.elapsed_seconds

    def elapsed(self) -> float:
        """Active seconds of this run, across every resume."""
        return self._elapsed_before + (time.monotonic() - self._resumed_at)

    def seconds_left(self) -> float | None:
        """Seconds left in the time budget (None if unlimited)."""
        limit = self.runtime.budgets.timeout_seconds
        return None if limit is None else limit - self.elapsed()

    def result(self) -> RunResult:
        """The run's state and the events emitted while this object drove it."""
        self.state.elapsed_seconds = self.elapsed()
        self.tracer.sync()
        return RunResult(state=self.state, trace=self.memory.events)

    async def drive(self, first: Callable[[], Awaitable[None]] | None = None) -> RunResult:
        """Step until the run is no longer ``running``.

        ``first`` runs before the first step under the same Ctrl+C and cancellation
        handling (resuming applies a person's reply this way).
        """
        try:
            if first is not None:
                await first()
            while self.state.status == "running":
                await self.step()
        except KeyboardInterrupt:
            self.interrupted()
        except asyncio.CancelledError:
            self.interrupted("task cancelled")
            self.tracer.sync()
            raise
        return self.result()

    def interrupted(self, reason: str = "keyboard interrupt") -> None:
        """End a still-running run as cancelled (Ctrl+C, task cancellation)."""
        if self.state.status == "running":
            self.end("cancelled", "cancelled", reason)

    async def step(self) -> None:
        """Advance the run by one model decision and its consequences.

        Does nothing unless the run is ``running``: a finished run stays finished, and a
        paused one waits for `Runtime.resume`.
        """
        if self.state.status != "running":
            return
        try:
            request = self._open_call()
            if request is None:
                return
            try:
                reply = self.runtime.model.decide(request)
                if not isinstance(reply, ModelTurn | RawOutput) and inspect.isawaitable(reply):
                    pending, left = reply, self.seconds_left()  # an async call is bounded
                    reply = await settle(lambda: _bounded_model_call(pending, left))
            except _ModelOutOfTime:
                return self.end_by_time("waiting for the model")
            except Exception as error:
                return self._model_failed(type(error).__name__, str(error))
            decision = self._accept(reply)
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
                    self._finalize(decision)
                case _:
                    assert_never(decision)
        finally:
            self.tracer.sync()

    def _open_call(self) -> ModelRequest | None:
        """Check the stops, build the request and reserve its budget; None if the run ends."""
        state, budgets = self.state, self.runtime.budgets
        if self.cancel.cancelled:
            self.end("cancelled", "cancelled", self.cancel.reason)
            return None
        exhausted = check_limits(state, budgets, self.elapsed())
        if exhausted is not None:
            self.end("stopped", exhausted.kind, exhausted.reason)
            return None
        request = self.context.build(self._remaining())
        reservation = reserve(state, budgets, self._prompt_tokens(request), self._estimate_cost)
        if isinstance(reservation, Exhausted):
            self.end("stopped", reservation.kind, reservation.reason)
            return None
        request.max_output_tokens = reservation.max_output_tokens
        state.step += 1
        self.tracer.emit(
            ev.MODEL_REQUESTED,
            step=state.step,
            prompt_tokens=reservation.prompt_tokens,
            max_output_tokens=reservation.max_output_tokens,
            reserved_cost_usd=reservation.cost_usd,
        )
        return request

    def _accept(self, reply: object) -> AnyDecision | None:
        """Charge the reply's usage, parse it, record it and check for a cycle."""
        state = self.state
        if not isinstance(reply, ModelTurn | RawOutput):
            self._model_failed("invalid_reply", f"decide() returned {type(reply).__name__}")
            return None
        if reply.input_tokens or reply.output_tokens or reply.cost_usd:
            state.input_tokens += reply.input_tokens  # billed whether or not the reply parses
            state.output_tokens += reply.output_tokens
            state.cost_usd += reply.cost_usd
        over = overshoot(state, self.runtime.budgets)
        if over is not None:
            self.end("stopped", over.kind, over.reason)
            return None
        if isinstance(reply, RawOutput):
            try:
                decision: AnyDecision = parse_decision(reply.text)
            except ModelOutputError as error:
                self._model_failed("invalid_model_output", str(error))
                return None
        else:
            decision = reply.decision
        if state.consecutive_model_errors:
            state.consecutive_model_errors = 0
        state.decision_history.append(fingerprint(decision.signature()))
        self.tracer.emit(
            ev.MODEL_DECISION,
            step=state.step,
            decision=decision.model_dump(mode="json"),
            input_tokens=reply.input_tokens,
            output_tokens=reply.output_tokens,
            cost_usd=reply.cost_usd,
        )
        guards = self.runtime.guards
        period = find_cycle(
            state.decision_history, guards.cycle_max_period, guards.cycle_repetitions
        )
        if period is not None:
            self.tracer.emit(ev.CYCLE_DETECTED, step=state.step, period=period)
            self.end(
                "failed",
                "cycle",
                f"repeating decision cycle detected (period {period}, "
                f"{guards.cycle_repetitions} repetitions); the model is not making progress",
            )
            return None
        return decision

    def _model_failed(self, error_type: str, message: str) -> None:
        state, limit = self.state, self.runtime.guards.max_model_errors
        state.consecutive_model_errors += 1
        self.observe(
            "runtime",
            "model_output",
            False,
            error_type=error_type,
            error_message=f"{message}. Reply with one valid decision as JSON.",
        )
        self.tracer.emit(ev.MODEL_FAILED, step=state.step, error=error_type, message=message)
        if state.consecutive_model_errors >= limit:
            self.end(
                "failed",
                "model_errors",
                f"{state.consecutive_model_errors} unusable "
                f"model outputs in a row (limit {limit}); last: {message}",
            )

    def _finalize(self, decision: FinalDecision) -> None:
        state, limit = self.state, self.runtime.guards.max_final_rejections
        errors = [error for check in self.runtime.validators for error in check(state, decision)]
        if not errors:
            state.final_answer, state.final_citations = decision.answer, list(decision.citations)
            state.status, state.termination_kind = "completed", "completed"
            state.termination_reason = "final answer validated"
            self.tracer.emit(
                ev.RUN_COMPLETED,
                step=state.step,
                answer=decision.answer,
                citations=decision.citations,
                **self._usage(),
            )
            return
        state.consecutive_final_rejections += 1
        self.observe(
            "runtime",
            "final_validation",
            False,
            error_type="invalid_final_answer",
            error_message=" ".join(errors),
        )
        self.tracer.emit(ev.FINAL_REJECTED, step=state.step, errors=errors)
        if state.consecutive_final_rejections >= limit:
            self.end(
                "failed",
                "final_rejections",
                f"{state.consecutive_final_rejections} final "
                f"answers rejected in a row (limit {limit}); last: {' '.join(errors)}",
            )

    def observe(self, source: Any, name: str, ok: bool, **fields: Any) -> Observation:
        """Record an observation in the state and in the model's context."""
        observation = new_observation(self.state.step, source, name, ok, **fields)
        self.state.observations.append(observation)
        self.context.add(observation)
        return observation

    def pause(self, pending: PendingQuestion | PendingApproval, reason: str) -> None:
        """Stop as ``waiting_for_user`` with what the run waits for recorded in the state."""
        state = self.state
        state.status, state.pending = "waiting_for_user", pending
        state.termination_reason, state.termination_kind = reason, pending.kind
        self.tracer.emit(
            ev.RUN_PAUSED,
            step=state.step,
            status=state.status,
            reason=reason,
            pending=pending.model_dump(mode="json"),
        )

    def end(self, status: Any, kind: str, reason: str) -> None:
        """End the run as stopped, failed or cancelled, with a reason carrying figures."""
        state = self.state
        state.status, state.termination_kind, state.termination_reason = status, kind, reason
        self.tracer.emit(
            ev.RUN_TERMINATED,
            step=state.step,
            status=status,
            kind=kind,
            reason=reason,
            **self._usage(),
        )

    def end_by_time(self, during: str) -> None:
        """Stop the run because the time budget ran out while ``during`` was happening."""
        limit = self.runtime.budgets.timeout_seconds or 0.0
        exhausted = time_exhausted(limit, self.elapsed(), during)
        self.end("stopped", exhausted.kind, exhausted.reason)

    def _usage(self) -> dict[str, Any]:
        s = self.state
        return {
            "input_tokens": s.input_tokens,
            "output_tokens": s.output_tokens,
            "cost_usd": s.cost_usd,
            "elapsed_seconds": round(self.elapsed(), 6),
        }

    def _remaining(self) -> Remaining:
        s, b = self.state, self.runtime.budgets
        return Remaining(
            steps=None if b.max_steps is None else b.max_steps - s.step,
            tokens=None if b.max_tokens is None else b.max_tokens - s.total_tokens,
            cost_usd=None if b.max_cost_usd is None else b.max_cost_usd - s.cost_usd,
            seconds=self.seconds_left(),
        )

    def _prompt_tokens(self, request: ModelRequest) -> int:
        if self._count_tokens is not None:
            try:
                counted = self._count_tokens(request)
            except Exception:  # a failing counter falls back to the estimate
                counted = None
            if counted is not None:
                return int(counted)
        return estimate_tokens(request.estimated_prompt_chars)


class _ModelOutOfTime(Exception):
    """The run's time budget ran out while an async model call was in flight."""


async def _bounded_model_call(reply: Awaitable[Any], seconds: float | None) -> Any:
    bound = asyncio.timeout(seconds)
    try:
        async with bound:
            return await reply
    except TimeoutError:
        if bound.expired():
            raise _ModelOutOfTime from None
        raise
