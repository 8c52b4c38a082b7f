"""Checks that turn a model's claim into a runtime decision.

Final-answer validators decide whether a proposed answer completes the run; a rejected
answer becomes an observation and the loop continues. The citation validator is built
in: every citation must be a document the run actually *read*, cited inline.
"""

from __future__ import annotations

from collections.abc import Iterable
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


class CitationValidator:
    """Non-empty answer; at least one citation; each one read successfully and cited inline.

    Args:
        reading_tools: tools whose successful results count as having read their
            ``source_ids``. Search results do not count: citing a search hit without
            reading the document is citation laundering.
        require_citation: whether an answer without any citation is rejected.
    """

    def __init__(
        self, reading_tools: Iterable[str] = ("read_document",), *, require_citation: bool = True
    ) -> None:
        self.reading_tools = frozenset(reading_tools)
        self.require_citation = require_citation

    def read_sources(self, state: AgentState) -> set[str]:
        """Ids of every source a reading tool returned successfully in this run."""
        return {
            source_id
            for obs in state.observations
            if obs.ok and obs.source == "tool" and obs.name in self.reading_tools
            for source_id in obs.source_ids
        }

    def citable(self, state: AgentState) -> list[str]:
        """Ids a final answer may cite now: the sources read (for schema narrowing)."""
        return sorted(self.read_sources(state))

    def __call__(self, state: AgentState, decision: FinalDecision) -> list[str]:
        """Validate the answer's citations against what was read."""
        errors = NonEmptyAnswer()(state, decision)
        if self.require_citation and not decision.citations:
            errors.append("At least one citation is required: cite a document you read.")
        unread = sorted(set(decision.citations) - self.read_sources(state))
        if unread:
            tools = " or ".join(sorted(self.reading_tools))
            errors.append(f"Not read in this run: {unread}. Read them with {tools} first.")
        missing = [c for c in decision.citations if f"[{c}]" not in decision.answer]
        if missing:
            errors.append(f"Cited but not inline in the answer: {missing}; write [doc_id].")
        return errors


def check_result(adapter: TypeAdapter[Any], data: Any) -> str | None:
    """Check a tool's returned data against its result contract; return the violation."""
    try:
        adapter.validate_python(data)
    except ValidationError as error:
        details = describe_validation(error, "<result>", limit=5)
        return f"result does not satisfy the tool's contract: {details}"
    return None
