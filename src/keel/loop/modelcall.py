"""One model call: check the stops, reserve budget, ask, charge, parse and record.

The runtime never lets a call it cannot afford happen, charges what a call cost even
when its output is unusable, and turns every model failure into an observation.
"""

from __future__ import annotations

import asyncio
import inspect
from collections.abc import Awaitable
from typing import Any, Final

from keel import trace as ev
from keel.aio import settle
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
from keel.errors import ModelOutputError, ProviderError
from keel.loop.base import ActiveRun
from keel.loops import find_cycle, fingerprint

AnyDecision = ToolDecision | ClarifyDecision | FinalDecision


def model_name(model: object) -> str:
    """What traces call a decision maker's model (``run_started``/``run_resumed`` data).

    Its ``model`` attribute if that is a non-empty string (the adapters keep the
    provider's model name there), else its ``name``, else its class name.
    """
    for attribute in ("model", "name"):
        value = getattr(model, attribute, None)
        if isinstance(value, str) and value:
            return value
    return type(model).__name__


def provider_name(model: object) -> str:
    """What traces call a decision maker's provider (``run_started``/``run_resumed`` data).

    Its ``provider`` attribute if that is a non-empty string (the adapters name theirs
    after the GenAI semantic conventions: ``openai``, ``anthropic``, ``llama_cpp``,
    ``keel.scripted``), else the module its class is defined in.
    """
    value = getattr(model, "provider", None)
    if isinstance(value, str) and value:
        return value
    return type(model).__module__


def open_call(run: ActiveRun) -> ModelRequest | None:
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
    relay = run.listen_text
    if relay is not None:
        request.on_text = relay.for_step(state.step)
    run.tracer.emit(
        ev.MODEL_REQUESTED,
        step=state.step,
        prompt_tokens=reservation.prompt_tokens,
        max_output_tokens=reservation.max_output_tokens,
        reserved_cost_usd=reservation.cost_usd,
    )
    return request


NO_REPLY: Final = object()
"""What `call_with_retries` returns when there is no reply to accept (the run ended)."""


async def call_with_retries(run: ActiveRun, request: ModelRequest) -> object:
    """Ask the model, retrying retryable provider faults; `NO_REPLY` if there is none.

    Each failed attempt is a ``model_retry`` event. Backoff doubles from
    ``Guards.model_backoff_seconds`` (or follows the provider's ``retry_after``), is
    capped by ``model_backoff_max_seconds``, wakes on cancellation and never sleeps past
    the time budget. A non-retryable provider error, or retries exhausted, fails the run.
    """
    guards = run.runtime.guards
    for attempt in range(1, guards.max_model_retries + 2):
        try:
            return await _ask(run, request)
        except _ModelOutOfTime:
            run.end_by_time("waiting for the model")
            return NO_REPLY
        except ProviderError as error:
            if not error.retryable or attempt > guards.max_model_retries:
                _provider_failed(run, error, attempt)
                return NO_REPLY
            delay = min(
                error.retry_after
                if error.retry_after is not None
                else guards.model_backoff_seconds * 2 ** (attempt - 1),
                guards.model_backoff_max_seconds,
            )
            left = run.seconds_left()
            run.tracer.emit(
                ev.MODEL_RETRY,
                step=run.state.step,
                attempt=attempt,
                error=error.kind,
                status=error.status,
                message=str(error),
                retry_in=delay,
            )
            if left is not None and delay >= left:
                run.end_by_time(f"waiting {delay:g}s to retry the model ({error.kind})")
                return NO_REPLY
            if await run.cancel.sleep(delay):
                run.end("cancelled", "cancelled", run.cancel.reason)
                return NO_REPLY
        except Exception as error:
            if run.cancel.cancelled:  # e.g. a closed stream stopped the model mid-reply
                run.end("cancelled", "cancelled", run.cancel.reason)
            else:
                model_failed(run, type(error).__name__, str(error))
            return NO_REPLY
    raise AssertionError("unreachable: the last attempt always returns")  # pragma: no cover


async def _ask(run: ActiveRun, request: ModelRequest) -> object:
    reply = run.runtime.model.decide(request)
    if not isinstance(reply, ModelTurn | RawOutput) and inspect.isawaitable(reply):
        pending, left = reply, run.seconds_left()  # an async call is bounded by the budget
        reply = await settle(lambda: bounded_model_call(pending, left))
    else:  # a sync model cannot be interrupted: a reply after the budget is not acted on
        left = run.seconds_left()
        if left is not None and left <= 0:
            raise _ModelOutOfTime
    return reply


def _provider_failed(run: ActiveRun, error: ProviderError, attempts: int) -> None:
    """End the run as failed because the provider could not be used."""
    run.tracer.emit(
        ev.MODEL_FAILED,
        step=run.state.step,
        error=error.kind,
        status=error.status,
        message=str(error),
        attempts=attempts,
    )
    tried = f" after {attempts} attempts" if attempts > 1 else ""
    run.end("failed", "provider_error", f"model provider failed{tried}: {error}")


def accept(run: ActiveRun, reply: object) -> AnyDecision | None:
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
        if reply.error is not None:
            model_failed(run, "invalid_model_output", reply.error, reply)
            return None
        try:
            decision: AnyDecision = parse_decision(reply.text)
        except ModelOutputError as error:
            model_failed(run, "invalid_model_output", str(error), reply)
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
        **({"provider": reply.meta} if reply.meta else {}),
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


def model_failed(
    run: ActiveRun, error_type: str, message: str, reply: RawOutput | None = None
) -> None:
    """Record an unusable model output; fail the run after too many in a row.

    A billed ``reply`` puts its usage (and the provider's metadata) in the event, so the
    trace accounts for every token the state was charged.
    """
    state, limit = run.state, run.runtime.guards.max_model_errors
    state.consecutive_model_errors += 1
    run.observe(
        "runtime",
        "model_output",
        False,
        error_type=error_type,
        error_message=f"{message}. Reply with one valid decision as JSON.",
    )
    extra: dict[str, Any] = {}
    if reply is not None:
        extra = {
            "input_tokens": reply.input_tokens,
            "output_tokens": reply.output_tokens,
            "cost_usd": reply.cost_usd,
        }
        if reply.meta:
            extra["provider"] = reply.meta
    run.tracer.emit(ev.MODEL_FAILED, step=state.step, error=error_type, message=message, **extra)
    if state.consecutive_model_errors >= limit:
        run.end(
            "failed",
            "model_errors",
            f"{state.consecutive_model_errors} unusable "
            f"model outputs in a row (limit {limit}); last: {message}",
        )


def _remaining(run: ActiveRun) -> Remaining:
    s, b = run.state, run.runtime.budgets
    return Remaining(
        steps=None if b.max_steps is None else b.max_steps - s.step,
        tokens=None if b.max_tokens is None else b.max_tokens - s.total_tokens,
        cost_usd=None if b.max_cost_usd is None else b.max_cost_usd - s.cost_usd,
        seconds=run.seconds_left(),
    )


def _prompt_tokens(run: ActiveRun, request: ModelRequest) -> int:
    if run.count_tokens is not None:
        try:
            counted = run.count_tokens(request)
        except Exception:  # a failing counter falls back to the estimate
            counted = None
        if counted is not None:
            return int(counted)
    return estimate_tokens(request.estimated_prompt_chars)


class _ModelOutOfTime(Exception):
    """The run's time budget ran out while an async model call was in flight."""


async def bounded_model_call(reply: Awaitable[Any], seconds: float | None) -> Any:
    bound = asyncio.timeout(seconds)
    try:
        async with bound:
            return await reply
    except TimeoutError:
        if bound.expired():
            raise _ModelOutOfTime from None
        raise
