"""What the step functions need from the run they advance, as two small protocols.

`keel.loop.run.Run` implements `ActiveRun`; `keel.runtime.Runtime` implements
`Settings`. The step functions (`modelcall`, `actions`, `authorization`, `interaction`,
`recovery`) depend on these protocols, not on `Run`, so the loop's modules import one
another in one direction only (``run`` -> ``interaction``/``recovery`` -> ``actions`` ->
``completion``/``modelcall``/``authorization`` -> ``execution`` -> ``workers``; all of
them may import this module and ``durable``).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from typing import Any, Protocol, TypeVar

from keel.approval import Human
from keel.budgets import Budgets, Guards
from keel.cancel import CancelToken
from keel.context import ContextBuilder, ModelRequest
from keel.loop.durable import Checkpointer
from keel.models.base import DecisionMaker
from keel.output import OutputSpec
from keel.runstore import AnswerRecord, ApprovalRecord
from keel.state import AgentState, Observation, PendingApproval, PendingQuestion, RunStatus
from keel.streaming import TextRelay
from keel.tools import ToolRegistry
from keel.trace import Tracer, TraceSink
from keel.validation import FinalValidator
from keel.verdicts import Policy

T = TypeVar("T")


class Settings(Protocol):
    """The configuration a run is driven under (a `keel.Runtime`)."""

    @property
    def model(self) -> DecisionMaker:
        """Proposes each decision."""
        ...

    @property
    def tools(self) -> ToolRegistry:
        """The tools the model may call."""
        ...

    @property
    def budgets(self) -> Budgets:
        """Step, token, cost and time limits."""
        ...

    @property
    def guards(self) -> Guards:
        """Duplicate, cycle, retry and error tolerances."""
        ...

    @property
    def validators(self) -> Sequence[FinalValidator]:
        """Checks a final answer must pass."""
        ...

    @property
    def output(self) -> OutputSpec[Any] | None:
        """The type a final output must satisfy (None: plain text)."""
        ...

    @property
    def instructions(self) -> str:
        """Trusted instructions sent first on every call (preamble included)."""
        ...

    @property
    def tool_specs(self) -> list[dict[str, Any]]:
        """Name, description and argument schema of every tool."""
        ...

    @property
    def tool_specs_chars(self) -> int:
        """Length of the tool specs as JSON (for prompt estimates)."""
        ...

    @property
    def observation_chars(self) -> int:
        """How much of each observation the model sees."""
        ...

    @property
    def sinks(self) -> Sequence[TraceSink]:
        """Where every run's trace events go."""
        ...

    @property
    def human(self) -> Human | None:
        """Who answers questions and approvals by default."""
        ...

    @property
    def policy(self) -> Policy | None:
        """Allow / ask / deny for every validated action (None: tool flags only)."""
        ...


class ActiveRun(Protocol):
    """One run being driven: its state, trace, context, controls and transitions."""

    runtime: Settings
    state: AgentState
    tracer: Tracer
    context: ContextBuilder
    human: Human | None
    cancel: CancelToken
    durable: Checkpointer | None
    deps: Any
    decided: ApprovalRecord | AnswerRecord | None
    """A decision or answer recorded in the store for what the run waits on (applied on
    resume)."""
    count_tokens: Callable[[ModelRequest], int | None] | None
    estimate_cost: Callable[[int, int], float] | None
    listen_text: TextRelay | None
    """Where the model's text goes as it arrives (None: no sink takes it; do not stream)."""

    def elapsed(self) -> float:
        """Active seconds of this run, across every resume."""
        ...

    def seconds_left(self) -> float | None:
        """Seconds left in the time budget (None if unlimited)."""
        ...

    def observe(self, source: Any, name: str, ok: bool, **fields: Any) -> Observation:
        """Record an observation in the state and in the model's context."""
        ...

    def pause(self, pending: PendingQuestion | PendingApproval, reason: str) -> None:
        """Stop as ``waiting_for_user`` with what the run waits for recorded."""
        ...

    def end(self, status: RunStatus, kind: str, reason: str) -> None:
        """End the run as stopped, failed or cancelled."""
        ...

    def end_by_time(self, during: str) -> None:
        """Stop the run because the time budget ran out while ``during`` happened."""
        ...

    def checkpoint(self) -> None:
        """Save the state to the run store, if there is one."""
        ...

    def usage(self) -> dict[str, Any]:
        """Tokens, cost and active seconds so far, for terminal events."""
        ...

    async def ask_person(self, ask: Callable[[], T | Awaitable[T]]) -> T | None:
        """Call the human channel with the run's clock stopped while the person thinks;
        None if it fails (the run then waits for a reply)."""
        ...
