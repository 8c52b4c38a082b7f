"""Helpers shared by the tool, execution, approval, clarification, cancellation, state,
trace, scripted and property tests: small runtimes, recording tools, event lookups.

Imported as a plain module (``from helpers_tools import ...``); it defines no fixtures.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from keel import (
    Guards,
    NonEmptyAnswer,
    RunResult,
    Runtime,
    ScriptedDecisionMaker,
    Tool,
    TraceEvent,
    tool,
)

NO_BACKOFF = Guards(retry_backoff_seconds=0, retry_backoff_max_seconds=0)
"""Default guards without retry backoff: retries cost no wall time."""


def make_runtime(
    script: Iterable[Any], tools: Iterable[Tool] = (), **options: Any
) -> tuple[Runtime, ScriptedDecisionMaker]:
    """A runtime over a scripted model; finals only need a non-empty answer.

    ``options`` go to `Runtime`; guards default to `NO_BACKOFF`.
    """
    model = ScriptedDecisionMaker(script)
    return runtime_for(model, tools, **options), model


def runtime_for(model: Any, tools: Iterable[Tool] = (), **options: Any) -> Runtime:
    """A runtime over any decision maker, with the defaults of `make_runtime`."""
    options.setdefault("validators", [NonEmptyAnswer()])
    options.setdefault("guards", NO_BACKOFF)
    return Runtime(model, list(tools), **options)


def events_of(source: RunResult | Sequence[TraceEvent], *kinds: str) -> list[TraceEvent]:
    """The events of the given types, in order."""
    events = source.trace if isinstance(source, RunResult) else source
    return [event for event in events if event.event_type in kinds]


def only(source: RunResult | Sequence[TraceEvent], kind: str) -> TraceEvent:
    """The one event of type ``kind`` (fails if there is not exactly one)."""
    found = events_of(source, kind)
    assert len(found) == 1, f"expected one {kind}, got {len(found)}"
    return found[0]


def email_tool(sent: list[str], *, policy: Any = True) -> Tool:
    """A side-effecting ``send_email`` tool that needs approval; records recipients."""

    @tool(side_effects=True, requires_approval=policy)
    def send_email(to: str, body: str = "") -> str:
        """Send an email.

        Args:
            to: recipient address.
            body: message text.
        """
        sent.append(to)
        return f"sent to {to}"

    return send_email


def lookup_tool(calls: list[str]) -> Tool:
    """A harmless ``lookup`` tool that records its queries."""

    @tool
    def lookup(query: str) -> str:
        """Look something up.

        Args:
            query: what to look up.
        """
        calls.append(query)
        return f"result for {query}"

    return lookup


# Every event name DESIGN.md fixes (a contract: new kinds may be added, none renamed).
DESIGN_EVENTS = {
    "run_started",
    "model_requested",
    "model_decision",
    "model_failed",
    "tool_started",
    "tool_succeeded",
    "tool_retryable_failure",
    "tool_failed",
    "tool_rejected",
    "duplicate_action_blocked",
    "clarification_requested",
    "clarification_received",
    "approval_requested",
    "approval_granted",
    "approval_denied",
    "final_rejected",
    "run_completed",
    "run_terminated",
}
