"""Checks that turn a model's claim into a runtime decision.

Final-answer validators decide whether a proposed answer completes the run; a rejected
answer becomes an observation and the loop continues. The core's only default is
`NonEmptyAnswer`; rules such as "cite only what you read" belong to the app that needs
them (the research agent's are in `keel.research.citations`).
"""

from __future__ import annotations

from typing import Any, Protocol, runtime_checkable

from pydantic import TypeAdapter, ValidationError

from keel.decisions import FinalDecision
from keel.errors import describe_validation
from keel.state import AgentState


@runtime_checkable
class FinalValidator(Protocol):
    """Returns the reasons a final answer is not acceptable (empty list: accept)."""

    def __call__(self, state: AgentState, decision: FinalDecision) -> list[str]:
        """Validate one proposed final answer against the run's state."""


class NonEmptyAnswer:
    """The answer must contain text."""

    def __call__(self, state: AgentState, decision: FinalDecision) -> list[str]:
        """Reject a blank answer."""
        return [] if decision.answer.strip() else ["The answer is empty."]


def check_result(adapter: TypeAdapter[Any], data: Any) -> str | None:
    """Check a tool's returned data against its result contract; return the violation."""
    try:
        adapter.validate_python(data)
    except ValidationError as error:
        details = describe_validation(error, "<result>", limit=5)
        return f"result does not satisfy the tool's contract: {details}"
    return None
