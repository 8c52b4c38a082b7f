"""Citation rules of the research agent: cite only what was read, and only while unchanged.

A final answer's citations must be documents a *reading* tool returned successfully in
this run (a search hit is not evidence: citing one unread is citation laundering), each
cited inline as ``[doc_id]``; `ResearchCitationValidator` also rejects a citation whose
document changed in the knowledge base since it was read (stale evidence).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from keel.decisions import FinalDecision
from keel.state import AgentState
from keel.validation import NonEmptyAnswer

if TYPE_CHECKING:
    from keel.research.kb import KnowledgeBase

READING_TOOLS = ("read_document",)


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


class ResearchCitationValidator(CitationValidator):
    """Citations must be read in this run *and* unchanged in the knowledge base since."""

    def __init__(self, kb: KnowledgeBase) -> None:
        super().__init__(READING_TOOLS)
        self.kb = kb

    def __call__(self, state: AgentState, decision: FinalDecision) -> list[str]:
        """Apply the citation rules, then reject citations whose document has changed."""
        errors = super().__call__(state, decision)
        read_hashes = _hashes_read(state)
        for doc_id in dict.fromkeys(decision.citations):
            seen = read_hashes.get(doc_id)
            if seen is None:
                continue  # unread: reported above
            current = self.kb.content_hash(doc_id)
            if current is None:
                errors.append(f"[{doc_id}] is no longer in the knowledge base; do not cite it.")
            elif current not in seen:
                errors.append(
                    f"[{doc_id}] changed since it was read (content hash {sorted(seen)[0][:12]}"
                    f" is now {current[:12]}): read it again before citing it."
                )
        return errors


def _hashes_read(state: AgentState) -> dict[str, set[str]]:
    """doc_id -> content hashes seen in successful reads of this run."""
    seen: dict[str, set[str]] = {}
    for obs in state.observations:
        if (
            obs.ok
            and obs.source == "tool"
            and obs.name in READING_TOOLS
            and isinstance(obs.data, dict)
        ):
            digest = obs.data.get("content_hash")
            for doc_id in obs.source_ids:
                if isinstance(digest, str):
                    seen.setdefault(doc_id, set()).add(digest)
    return seen
