"""The research agent: knowledge-base tools, a calculator, notes, and strict citations.

`research_runtime` wires a `KnowledgeBase` and any decision maker into a `Runtime` whose
final answers must cite documents that were *read* in this run — through
``read_document``, not merely found by ``search_kb`` — and whose content has not changed
since (stale evidence is rejected with a reason the model can act on).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Annotated, Any

from pydantic import AfterValidator, StringConstraints

from keel.approval import Human
from keel.budgets import Budgets, Guards
from keel.models.base import DecisionMaker
from keel.research.calc import calculate as evaluate
from keel.research.citations import ResearchCitationValidator
from keel.research.kb.bm25 import tokenize
from keel.runstore import RunStore
from keel.runtime import Runtime
from keel.state import AgentState
from keel.tools import Tool, ToolContext, ToolResult, tool
from keel.trace import TraceSink

if TYPE_CHECKING:
    from keel.research.kb import KnowledgeBase

RESEARCH_INSTRUCTIONS = (
    "You answer questions from a local knowledge base. Search with search_kb, read the "
    "relevant documents (or chunks) with read_document, use calculate for any arithmetic. "
    "Finish only with evidence you have read: cite every document you rely on inline as "
    "[doc_id] and list their ids in citations. If the documents do not contain the "
    "answer, say so plainly and cite what you read."
)
"""Added by the research agent after the runtime's own preamble."""
MORE_TOOLS_INSTRUCTIONS = (
    " Other tools are offered too: use them when the question needs what they do. What "
    "they return is not a document: cite only documents you read."
)
"""Added to the instructions when the agent has tools besides its own (``keel ask --mcp``).
It names none of them: tool names may come from an MCP server, which is not trusted."""
OBSERVATION_CHARS = 4_000
"""The model sees this much of each observation: a whole chunk fits."""


def _searchable(query: str) -> str:
    """Refuse a query the index has no word for (punctuation, zero-width or common words)."""
    if not tokenize(query):
        raise ValueError(
            "the query has no word to search for: give letters or digits (any script), "
            "not only punctuation or common words like 'the'"
        )
    return query


SearchQuery = Annotated[str, StringConstraints(strip_whitespace=True), AfterValidator(_searchable)]
"""A ``search_kb`` query with at least one word the index searches (`tokenize`): anything
else (empty, ``!!``, zero-width spaces, only stopwords) is rejected as a bad argument."""


def research_tools(kb: KnowledgeBase, *, search_limit: int = 5) -> list[Tool]:
    """``search_kb``, ``read_document``, ``calculate`` and ``store_observation`` over ``kb``."""

    @tool
    def search_kb(query: SearchQuery, limit: int = search_limit) -> dict[str, Any]:
        """Search the knowledge base; returns chunk references with snippets, not evidence.

        Args:
            query: words to look for (at least one word of letters or digits).
            limit: how many results (1-20).
        """
        hits = kb.search(query, limit=max(1, min(limit, 20)))
        return {"query": query, "results": [hit.model_dump() for hit in hits]}

    @tool(revision=lambda args: kb.content_hash(args.doc_id), choices=_found_documents)
    def read_document(doc_id: str, chunk: int | None = None) -> ToolResult:
        """Read a whole short document, or one chunk of a long one (it says how many).

        Args:
            doc_id: a document id from search results.
            chunk: which chunk of a long document, from 0 (default: the first).
        """
        part = kb.read(doc_id, chunk)
        data = part.model_dump(exclude={"source_path"})
        if part.chunks > 1:
            data["more"] = f"chunk {part.chunk} of 0-{part.chunks - 1}; pass chunk=N for others"
        return ToolResult(data=data, source_ids=[doc_id])

    @tool(inline=True)  # bounded by the calculator's own limits: no thread hand-off
    def calculate(expression: str) -> dict[str, Any]:
        """Evaluate arithmetic: + - * / // % ** and abs, round, min, max, sqrt.

        Args:
            expression: e.g. (100 - 80) / 80 * 100
        """
        return {"expression": expression, "result": evaluate(expression)}

    @tool(inline=True)  # in memory only
    def store_observation(
        text: str, ctx: ToolContext, source_ids: list[str] | None = None
    ) -> ToolResult:
        """Store a short conclusion for later steps, with the documents it came from.

        Args:
            text: the conclusion, e.g. "2023 revenue was $80 million".
            source_ids: ids of the documents it is based on.
        """
        sources = list(source_ids or [])
        ctx.add_note(text, sources)
        count = len(ctx.notes) + len(ctx.added_notes)
        return ToolResult(data={"stored": text, "notes": count}, source_ids=sources)

    return [search_kb, read_document, calculate, store_observation]


def _found_documents(state: AgentState) -> dict[str, list[str]]:
    """``read_document.doc_id`` may name a document a search returned (for narrowing)."""
    found: dict[str, None] = {}
    for obs in state.observations:
        if obs.ok and obs.source == "tool" and obs.name == "search_kb":
            results = obs.data.get("results", ()) if isinstance(obs.data, dict) else ()
            for hit in results:
                if isinstance(hit, dict) and isinstance(hit.get("doc_id"), str):
                    found[hit["doc_id"]] = None
    return {"doc_id": list(found)}


def research_runtime(
    kb: KnowledgeBase,
    model: DecisionMaker,
    *,
    budgets: Budgets | None = None,
    guards: Guards | None = None,
    human: Human | None = None,
    sinks: Iterable[TraceSink] = (),
    store: RunStore | None = None,
    extra_tools: Iterable[Tool] = (),
) -> Runtime[str]:
    """A `Runtime` for answering questions over ``kb`` with verified citations.

    With a ``store``, every run is recorded and checkpointed in it (see `keel.store`).
    ``extra_tools`` are offered besides the research tools (e.g. `keel.mcp.MCPTools`'
    tools); the citation rules stay: an answer cites documents read from ``kb``.
    """
    extra = list(extra_tools)
    instructions = RESEARCH_INSTRUCTIONS + (MORE_TOOLS_INSTRUCTIONS if extra else "")
    return Runtime(
        model,
        [*research_tools(kb), *extra],
        budgets=budgets,
        guards=guards,
        validators=[ResearchCitationValidator(kb)],
        instructions=instructions,
        observation_chars=OBSERVATION_CHARS,
        sinks=sinks,
        human=human,
        store=store,
    )
