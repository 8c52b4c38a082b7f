"""One model call: check the stops, reserve budget, ask, charge, parse and record.

The runtime never lets a call it cannot afford happen, charges what a call cost even
when its output is unusable, and turns every model failure into an observation.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable
from typing import TYPE_CHECKING, Any

from keel import trace as ev
from keel.budgets import Exhausted, check_limits, overshoot, reserve
from keel.context import ModelRequest, Remaining, estimate_tokens
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

if TYPE_CHECKING:
    from keel.run import Run

AnyDecision = ToolDecision | ClarifyDecision | FinalDecision


def open_call(run: Run) -> ModelRequest | None:
    """Check the stops, build the request and reserve its budget; None if the run ends."""
    state, budgets = run.state, run.runtime.budgets
    if run.cancel.cancelled:
        run.end("cancelled", "cancelled", run.cancel.reason)
        return None
    exhausted = check_limits(state, budgets, run.elapsed())
    if exhausted is not None:
        run.end("stopped", exhausted.kind, exhausted.reason)
        return None
    request = run.context.build(_remaining(run))
    reservation = reserve(state, budgets, _prompt_tokens(run, request), run.estimate_cost)
    if isinstance(reservation, Exhausted):
        run.end("stopped", reservation.kind, reservation.reason)
        return None
    request.max_output_tokens = reservation.max_output_tokens
    state.step += 1
    run.tracer.emit(
        ev.MODEL_REQUESTED,
        step=state.step,
        prompt_tokens=reservation.prompt_tokens,
        max_output_tokens=reservation.max_output_tokens,
        reserved_cost_usd=reservation.cost_usd,
    )
    return request


def accept(run: Run, reply: object) -> AnyDecision | None:
    """Charge the reply's usage, parse it, record it and check for a cycle."""
    state = run.state
    if not isinstance(reply, ModelTurn | RawOutput):
        model_failed(run, "invalid_reply", f"decide() returned {type(reply).__name__}")
        return None
    if reply.input_tokens or reply.output_tokens or reply.cost_usd:
        state.input_tokens += reply.input_tokens  # billed whether or not the reply parses
        state.output_tokens += reply.output_tokens
        state.cost_usd += reply.cost_usd
    over = overshoot(state, run.runtime.budgets)
    if over is not None:
        run.end("stopped", over.kind, over.reason)
        return None
    if isinstance(reply, RawOutput):
        try:
            decision: AnyDecision = parse_decision(reply.text)
        except ModelOutputError as error:
            model_failed(run, "invalid_model_output", str(error))
            return None
    else:
        decision = reply.decision
    if state.consecutive_model_errors:
        state.consecutive_model_errors = 0
    state.decision_history.append(fingerprint(decision.signature()))
    run.tracer.emit(
        ev.MODEL_DECISION,
        step=state.step,
        decision=decision.model_dump(mode="json"),
        input_tokens=reply.input_tokens,
        output_tokens=reply.output_tokens,
        cost_usd=reply.cost_usd,
    )
    guards = run.runtime.guards
    period = find_cycle(state.decision_history, guards.cycle_max_period, guards.cycle_repetitions)
    if period is not None:
        run.tracer.emit(ev.CYCLE_DETECTED, step=state.step, period=period)
        run.end(
            "failed",
            "cycle",
            f"repeating decision cycle detected (period {period}, "
            f"{guards.cycle_repetitions} repetitions); the model is not making progress",
        )
        return None
    return decision


def model_failed(run: Run, error_type: str, message: str) -> None:
    """Record an unusable model output; fail the run after too many in a row."""
    state, limit = run.state, run.runtime.guards.max_model_errors
    state.consecutive_model_errors += 1
    run.observe(
        "runtime",
        "model_output",
        False,
        error_type=error_type,
        error_message=f"{message}. Reply with one valid decision as JSON.",
    )
    run.tracer.emit(ev.MODEL_FAILED, step=state.step, error=error_type, message=message)
    if state.consecutive_model_errors >= limit:
        run.end(
            "failed",
            "model_errors",
            f"{state.consecutive_model_errors} unusable "
            f"model outputs in a row (limit {limit}); last: {message}",
        )


def _remaining(run: Run) -> Remaining:
    s, b = run.state, run.runtime.budgets
    return Remaining(
        steps=None if b.max_steps is None else b.max_steps - s.step,
        tokens=None if b.max_tokens is None else b.max_tokens - s.total_tokens,
        cost_usd=None if b.max_cost_usd is None else b.max_cost_usd - s.cost_usd,
        seconds=run.seconds_left(),
    )


def _prompt_tokens(run: Run, request: ModelRequest) -> int:
    if run.count_tokens is not None:
        try:
            counted = run.count_tokens(request)
        except Exception:  # a failing counter falls back to the estimate
            counted = None
        if counted is not None:
            return int(counted)
    return estimate_tokens(request.estimated_prompt_chars)


class ModelOutOfTime(Exception):
    """The run's time budget ran out while an async model call was in flight."""


async def bounded_model_call(reply: Awaitable[Any], seconds: float | None) -> Any:
    bound = asyncio.timeout(seconds)
    try:
        async with bound:
            return await reply
    except TimeoutError:
        if bound.expired():
            raise ModelOutOfTime from None
        raise
