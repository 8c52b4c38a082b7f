"""What a run returns: its state and trace. Expected stops are outcomes, not exceptions."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from keel.errors import (
    ApprovalRequired,
    BudgetExceeded,
    LoopDetected,
    RunCancelled,
    RunError,
    RunFailed,
)
from keel.output import OutputSpec
from keel.state import AgentState, RunStatus
from keel.trace import TraceEvent

T = TypeVar("T")

EXIT_CODES: dict[str, int] = {
    "completed": 0,
    "stopped": 3,
    "failed": 4,
    "waiting_for_user": 5,
    "cancelled": 130,
}
"""Process exit code for each final status (the CLI contract in DESIGN.md)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class RunResult(Generic[T]):
    """The outcome of `Runtime.run` / `resume`: the state, the trace, the typed output.

    ``trace`` is the run's whole trace: after a resume it holds the earlier drives'
    events too when they are known (the run store keeps them; without a store, pass the
    previous `RunResult` to `Runtime.resume`). ``new_events`` is the last drive's part.
    """

    state: AgentState
    trace: list[TraceEvent]
    new_events: list[TraceEvent] = field(default_factory=list)
    output_spec: OutputSpec[Any] | None = None

    @property
    def output(self) -> T | None:
        """The validated final output: the `output_type` value, or the answer text when
        the runtime has no output type; None unless the run completed."""
        state = self.state
        if state.status != "completed":
            return None
        if self.output_spec is None:
            return state.final_answer  # type: ignore[return-value]  # T is str here
        loaded: T = self.output_spec.load(state.final_output)
        return loaded

    @property
    def status(self) -> RunStatus:
        """The run's status."""
        return self.state.status

    @property
    def answer(self) -> str | None:
        """The validated final answer, if the run completed."""
        return self.state.final_answer

    @property
    def citations(self) -> list[str]:
        """The validated final answer's citations."""
        return self.state.final_citations

    @property
    def reason(self) -> str | None:
        """Why the run ended or paused."""
        return self.state.termination_reason

    @property
    def exit_code(self) -> int:
        """The CLI exit code for this outcome."""
        return EXIT_CODES.get(self.state.status, 4)

    def event_types(self) -> list[str]:
        """The ``event_type`` of each trace event, in order."""
        return [event.event_type for event in self.trace]

    def raise_for_outcome(self) -> RunResult[T]:
        """Return self if the run completed; otherwise raise the matching `RunError`."""
        state = self.state
        if state.status == "completed":
            return self
        reason = state.termination_reason or ""
        error: type[RunError] = {
            "stopped": BudgetExceeded,
            "waiting_for_user": ApprovalRequired,
            "cancelled": RunCancelled,
        }.get(state.status, RunFailed)
        if state.termination_kind == "cycle":
            error = LoopDetected
        raise error(state.status, reason)
