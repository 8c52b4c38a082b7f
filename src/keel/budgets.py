"""Budgets (steps, tokens, cost, wall time), guard limits, and reservation before a call.

Checking the token budget *after* a model call lets the last call overshoot it. keel
reserves instead: before each call it estimates the prompt, reserves that plus the
output cap, lowers ``max_output_tokens`` to what remains, and refuses a call that cannot
fit. A run therefore stops *before* the call that would have crossed a limit.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from pydantic import BaseModel, ConfigDict, Field, model_validator

from keel.limits import (
    DEFAULT_MAX_COST_USD,
    DEFAULT_MAX_STEPS,
    DEFAULT_MAX_TOKENS,
    DEFAULT_TIMEOUT_SECONDS,
)
from keel.state import AgentState

CostEstimator = Callable[[int, int], float]
"""``(input_tokens, output_tokens) -> USD``: an upper bound on what a call will cost."""


class Budgets(BaseModel):
    """Hard limits on one run's resources. ``None`` means unlimited.

    A Pydantic model: a zero, negative or NaN limit raises `pydantic.ValidationError`
    naming the field (not a `keel.UserError`).
    """

    model_config = ConfigDict(frozen=True)

    max_steps: int | None = Field(
        default=DEFAULT_MAX_STEPS, gt=0, description="Model calls per run."
    )
    max_tokens: int | None = Field(
        default=DEFAULT_MAX_TOKENS, gt=0, description="Input + output tokens."
    )
    max_cost_usd: float | None = Field(
        default=DEFAULT_MAX_COST_USD, gt=0, description="Total model cost in USD."
    )
    timeout_seconds: float | None = Field(
        default=DEFAULT_TIMEOUT_SECONDS,
        gt=0,
        description="Active wall time; paused time does not count.",
    )
    max_output_tokens: int = Field(
        default=1024, gt=0, description="Cap on output tokens for any one model call."
    )
    min_output_tokens: int = Field(
        default=16, gt=0, description="A call that cannot get this many output tokens is refused."
    )

    @model_validator(mode="after")
    def _output_bounds(self) -> Budgets:
        if self.min_output_tokens > self.max_output_tokens:
            raise ValueError(
                f"min_output_tokens ({self.min_output_tokens}) must not exceed "
                f"max_output_tokens ({self.max_output_tokens})"
            )
        return self


class Guards(BaseModel):
    """How many mistakes of each kind the runtime tolerates, and the loop-detection shape.

    A Pydantic model: an out-of-range field raises `pydantic.ValidationError`.
    """

    model_config = ConfigDict(frozen=True)

    max_duplicate_actions: int = Field(
        default=1, ge=1, description="Executions allowed for one identical tool call."
    )
    cycle_max_period: int = Field(default=3, ge=1, description="Longest decision cycle detected.")
    cycle_repetitions: int = Field(default=3, ge=2, description="Repeats that make a cycle.")
    max_tool_retries: int = Field(default=2, ge=0, description="Retries of a RetryableToolError.")
    retry_backoff_seconds: float = Field(default=0.05, ge=0, description="First retry delay.")
    retry_backoff_max_seconds: float = Field(default=2.0, ge=0, description="Longest retry delay.")
    max_model_errors: int = Field(
        default=3, ge=1, description="Consecutive unusable model outputs before the run fails."
    )
    max_model_retries: int = Field(
        default=3, ge=0, description="Retries of a retryable provider fault in one step."
    )
    model_backoff_seconds: float = Field(
        default=0.5, ge=0, description="First delay before retrying a provider fault."
    )
    model_backoff_max_seconds: float = Field(
        default=8.0, ge=0, description="Longest delay between provider retries."
    )
    max_final_rejections: int = Field(
        default=3, ge=1, description="Consecutive rejected final answers before the run fails."
    )


@dataclass(frozen=True, slots=True, kw_only=True)
class Reservation:
    """What the runtime set aside for one model call."""

    prompt_tokens: int
    max_output_tokens: int
    cost_usd: float


@dataclass(frozen=True, slots=True, kw_only=True)
class Exhausted:
    """A budget that stops the run, with a reason that carries the figures."""

    kind: str
    reason: str


def check_limits(state: AgentState, budgets: Budgets, elapsed: float) -> Exhausted | None:
    """Return the first budget already used up, or None. Called before every model call."""
    if budgets.max_steps is not None and state.step >= budgets.max_steps:
        return Exhausted(
            kind="steps",
            reason=f"step budget of {budgets.max_steps} reached ({state.step} model calls); "
            "raise Budgets.max_steps or narrow the goal",
        )
    if budgets.timeout_seconds is not None and elapsed >= budgets.timeout_seconds:
        return time_exhausted(budgets.timeout_seconds, elapsed)
    return None


def time_exhausted(limit: float, elapsed: float, during: str = "") -> Exhausted:
    """The time budget ran out (``during`` names what was running when it did)."""
    where = f" while {during}" if during else ""
    return Exhausted(
        kind="time",
        reason=f"time budget of {limit:g}s reached ({elapsed:.2f}s active){where}; "
        "raise Budgets.timeout_seconds",
    )


def reserve(
    state: AgentState,
    budgets: Budgets,
    prompt_tokens: int,
    estimate_cost: CostEstimator | None,
) -> Reservation | Exhausted:
    """Reserve tokens and cost for the next call, or explain why it cannot be made.

    Args:
        state: the run, for what has been used so far.
        budgets: the limits.
        prompt_tokens: exact or conservative count of the next prompt.
        estimate_cost: upper bound on a call's cost; without one the call's cost is only
            known afterwards, and the cost budget is checked against what was spent.
    """
    max_output = budgets.max_output_tokens
    if budgets.max_tokens is not None:
        remaining = budgets.max_tokens - state.total_tokens
        fits = remaining - prompt_tokens
        if fits < budgets.min_output_tokens:
            return Exhausted(
                kind="tokens",
                reason=f"token budget of {budgets.max_tokens} would be exceeded: the next call "
                f"needs ~{prompt_tokens} prompt + {budgets.min_output_tokens} output tokens and "
                f"{remaining} remain ({state.total_tokens} used); raise Budgets.max_tokens",
            )
        max_output = min(max_output, fits)
    if budgets.max_cost_usd is None:
        cost = estimate_cost(prompt_tokens, max_output) if estimate_cost else 0.0
        return Reservation(prompt_tokens=prompt_tokens, max_output_tokens=max_output, cost_usd=cost)
    limit, spent = budgets.max_cost_usd, state.cost_usd

    def affordable(cost: float) -> bool:
        # The same float sum the runtime will make when it charges the call, so a call
        # that fits here can never leave cost_usd above the limit by a rounding error.
        return spent + cost <= limit

    if estimate_cost is None:
        if spent >= limit:
            return _cost_exhausted(state, budgets, 0.0)
        return Reservation(prompt_tokens=prompt_tokens, max_output_tokens=max_output, cost_usd=0.0)
    max_output = _largest_affordable_output(prompt_tokens, max_output, affordable, estimate_cost)
    if max_output < budgets.min_output_tokens:
        needed = estimate_cost(prompt_tokens, budgets.min_output_tokens)
        return _cost_exhausted(state, budgets, needed)
    return Reservation(
        prompt_tokens=prompt_tokens,
        max_output_tokens=max_output,
        cost_usd=estimate_cost(prompt_tokens, max_output),
    )


def _largest_affordable_output(
    prompt_tokens: int,
    upper: int,
    affordable: Callable[[float], bool],
    estimate_cost: CostEstimator,
) -> int:
    """Largest output cap whose estimated cost is affordable (-1 if none is)."""
    if affordable(estimate_cost(prompt_tokens, upper)):
        return upper
    low, high = 0, upper
    while low < high:  # binary search; cost is monotone in output tokens
        mid = (low + high + 1) // 2
        if affordable(estimate_cost(prompt_tokens, mid)):
            low = mid
        else:
            high = mid - 1
    return low if affordable(estimate_cost(prompt_tokens, low)) else -1


def _cost_exhausted(state: AgentState, budgets: Budgets, needed: float) -> Exhausted:
    return Exhausted(
        kind="cost",
        reason=f"cost budget of ${budgets.max_cost_usd:g} would be exceeded: the next call "
        f"needs ~${needed:.6f} and ${state.cost_usd:.6f} is spent; raise Budgets.max_cost_usd",
    )


def overshoot(state: AgentState, budgets: Budgets) -> Exhausted | None:
    """Detect usage past a limit, which only a decision maker ignoring its reservation causes."""
    if budgets.max_tokens is not None and state.total_tokens > budgets.max_tokens:
        return Exhausted(
            kind="overshoot",
            reason=f"token budget of {budgets.max_tokens} exceeded by the decision maker "
            f"({state.total_tokens} used): it reported more tokens than were reserved",
        )
    if budgets.max_cost_usd is not None and state.cost_usd > budgets.max_cost_usd:
        return Exhausted(
            kind="overshoot",
            reason=f"cost budget of ${budgets.max_cost_usd:g} exceeded by the decision maker "
            f"(${state.cost_usd:.6f} spent): it reported more cost than was reserved",
        )
    return None
