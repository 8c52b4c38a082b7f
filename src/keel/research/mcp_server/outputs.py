"""What the MCP tools return: a run's outcome and search hits, as JSON-ready models.

The structured content of a tool result is one of these models (its JSON schema is the
tool's ``outputSchema``); the text content is `answer_text` or `hits_text`, for clients
that show only text.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, Literal

from pydantic import BaseModel, Field

from keel.budgets import Budgets
from keel.research.kb.types import Document, SearchHit
from keel.result import RunResult
from keel.state import AgentState, PendingApproval, PendingQuestion

__all__ = [
    "AskOutput",
    "Citation",
    "SearchOutput",
    "SearchResult",
    "Usage",
    "Waiting",
    "answer_text",
    "ask_output",
    "hits_text",
    "search_output",
]


class Citation(BaseModel):
    """One document the answer cites, with its provenance as the knowledge base has it."""

    doc_id: str = Field(description="The document's id in the knowledge base.")
    title: str | None = Field(default=None, description="None if the document is gone.")
    version: str | None = Field(default=None, description="The version its front matter gives.")
    published: str | None = Field(default=None, description="Publication date as written.")


class Usage(BaseModel):
    """What the run used, and the limits it ran under (None: unlimited)."""

    steps: int = Field(description="Model calls made.")
    input_tokens: int = Field(description="Tokens sent to the model.")
    output_tokens: int = Field(description="Tokens the model wrote.")
    cost_usd: float = Field(description="Model cost in USD (0 for a local model).")
    elapsed_seconds: float = Field(description="Active wall time of the run.")
    max_steps: int | None = Field(description="The run's limit on model calls.")
    max_tokens: int | None = Field(description="The run's limit on tokens.")
    max_cost_usd: float | None = Field(description="The run's limit on cost (USD).")
    timeout_seconds: float | None = Field(description="The run's limit on active time (s).")


class Waiting(BaseModel):
    """What a paused run waits for: an answer to the agent's question, or an approval."""

    kind: Literal["question", "approval"]
    question: str | None = Field(default=None, description="The agent's question.")
    tool: str | None = Field(default=None, description="The action waiting for approval.")
    arguments: dict[str, Any] | None = Field(default=None, description="Its arguments.")
    resume: str = Field(description="The command that continues the run.")


class AskOutput(BaseModel):
    """The outcome of one research run."""

    run_id: str = Field(description="The run's id in the run store (keel show RUN_ID).")
    status: Literal["completed", "stopped", "failed", "cancelled", "waiting_for_user"] = Field(
        description="completed: a validated, cited answer; stopped: a budget ended the run; "
        "waiting_for_user: paused (see waiting_for); failed or cancelled: no answer."
    )
    answer: str | None = Field(description="The validated answer, if the run completed.")
    citations: list[Citation] = Field(description="Documents read in this run and cited.")
    reason: str | None = Field(description="Why the run ended or paused.")
    waiting_for: Waiting | None = Field(description="What a paused run waits for.")
    usage: Usage


class SearchResult(BaseModel):
    """One ranked chunk: where to look, not evidence in itself."""

    doc_id: str = Field(description="The document's id in the knowledge base.")
    chunk: int = Field(description="Chunk number, from 0.")
    chunks: int = Field(description="Chunks in the document.")
    title: str = Field(description="The document's title.")
    version: str | None = Field(default=None, description="The version its front matter gives.")
    published: str | None = Field(default=None, description="Publication date as written.")
    score: float = Field(description="BM25 score: higher is a better match.")
    snippet: str = Field(description="A short excerpt around the best-matching words.")


class SearchOutput(BaseModel):
    """The hits of one search, best first."""

    query: str = Field(description="The query searched for.")
    results: list[SearchResult] = Field(description="The hits, best first.")


DocumentLookup = Callable[[str], Document | None]
"""``doc_id -> Document`` (None when the knowledge base no longer has it)."""


def ask_output(result: RunResult[Any], budgets: Budgets, lookup: DocumentLookup) -> AskOutput:
    """The tool's structured content for a finished or paused run under ``budgets``."""
    state = result.state
    status = state.status
    if status == "running":  # the runtime never returns a running state; be explicit if so
        status = "failed"
    return AskOutput(
        run_id=state.run_id,
        status=status,
        answer=state.final_answer,
        citations=[_citation(doc_id, lookup) for doc_id in state.final_citations],
        reason=state.termination_reason,
        waiting_for=_waiting(state),
        usage=Usage(
            steps=state.step,
            input_tokens=state.input_tokens,
            output_tokens=state.output_tokens,
            cost_usd=state.cost_usd,
            elapsed_seconds=state.elapsed_seconds,
            max_steps=budgets.max_steps,
            max_tokens=budgets.max_tokens,
            max_cost_usd=budgets.max_cost_usd,
            timeout_seconds=budgets.timeout_seconds,
        ),
    )


def _citation(doc_id: str, lookup: DocumentLookup) -> Citation:
    document = lookup(doc_id)
    if document is None:
        return Citation(doc_id=doc_id)
    return Citation(
        doc_id=doc_id,
        title=document.title,
        version=document.version,
        published=document.published,
    )


def _waiting(state: AgentState) -> Waiting | None:
    pending = state.pending
    if isinstance(pending, PendingQuestion):
        return Waiting(
            kind="question",
            question=pending.question,
            resume=f"keel resume {state.run_id} --answer TEXT",
        )
    if isinstance(pending, PendingApproval):
        return Waiting(
            kind="approval",
            tool=pending.tool,
            arguments=pending.arguments,
            resume=f"keel resume {state.run_id} --approve --action {pending.action_signature}",
        )
    return None


def answer_text(output: AskOutput) -> str:
    """The outcome as text: the answer and its sources, or why there is none."""
    lines: list[str] = []
    if output.answer is not None:
        lines.append(output.answer)
        if output.citations:
            lines += ["", "Sources:"]
            lines += [f"- {_source_line(citation)}" for citation in output.citations]
    waiting = output.waiting_for
    if waiting is not None and waiting.question is not None:
        lines.append(f"The run paused with a question: {waiting.question}")
        lines.append(
            f"Answer it with the reply tool (run_id {output.run_id}), or ask again more precisely."
        )
    elif waiting is not None:
        lines.append(f"The run paused: {waiting.tool} needs approval; {waiting.resume}")
    if output.answer is None and waiting is None:
        lines.append(f"No answer: the run {output.status.replace('_', ' ')}.")
    reason = "" if waiting is not None else f" ({output.reason or '-'})"  # the question again
    lines += ["", f"Status: {output.status}{reason}; run {output.run_id}"]
    return "\n".join(lines)


def _source_line(citation: Citation) -> str:
    """``[doc_id] Title · version 2 · published 2024-03-01``."""
    line = f"[{citation.doc_id}] {citation.title or '(no longer in the knowledge base)'}"
    if citation.version:
        line += f" · version {citation.version}"
    if citation.published:
        line += f" · published {citation.published}"
    return line


def search_output(query: str, hits: Iterable[SearchHit]) -> SearchOutput:
    """The tool's structured content for a search."""
    results = [SearchResult.model_validate(hit.model_dump()) for hit in hits]
    return SearchOutput(query=query, results=results)


def hits_text(output: SearchOutput) -> str:
    """One line per hit: ``1. [doc_id] Title (chunk 2 of 0-3): snippet``."""
    if not output.results:
        return f"No hits for {output.query!r}."
    lines = []
    for rank, hit in enumerate(output.results, start=1):
        where = "" if hit.chunks == 1 else f" (chunk {hit.chunk} of 0-{hit.chunks - 1})"
        lines.append(f"{rank}. [{hit.doc_id}] {hit.title}{where}: {hit.snippet}")
    return "\n".join(lines)
