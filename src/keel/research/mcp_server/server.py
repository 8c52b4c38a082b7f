"""The MCP server: the research agent's ``ask`` and ``search`` tools, with the official SDK.

Deliberately without ``from __future__ import annotations``: the tools' signatures carry
this server's own limits (``max_steps`` at most the configured steps), built when the
server is, and the SDK reads them as objects to make each tool's input schema.

Tool annotations are hints a client shows or acts on, so they are kept honest:

- both tools are read-only: they read the folder and never change it (runs, traces and
  the index are keel's own records, under its home directory and run store);
- ``search`` is closed-world (only the local index);
- ``ask`` is closed-world with a local model (the offline ``planner``, a ``scripted:``
  file, ``llamacpp:``, or ``openai-compatible:`` on localhost), and open-world with a
  hosted one (``openai:``, ``anthropic:``, ``openai-compatible:`` elsewhere): the question
  and the passages the agent reads are then sent to that provider.
"""

import logging
from collections.abc import Awaitable, Callable, Sequence
from functools import partial
from typing import Annotated
from urllib.parse import urlsplit

import anyio
import anyio.from_thread
import anyio.to_thread
from mcp.server.mcpserver import Context, MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp_types import CallToolResult, TextContent, ToolAnnotations
from pydantic import Field

from keel import __version__
from keel.budgets import Budgets
from keel.cancel import CancelToken
from keel.errors import KeelError
from keel.research.mcp_server.outputs import (
    AskOutput,
    SearchOutput,
    answer_text,
    hits_text,
)
from keel.research.mcp_server.service import MAX_QUESTION_CHARS, MAX_SEARCH_LIMIT, ResearchService
from keel.trace import TraceEvent, TraceSink

__all__ = ["ask_annotations", "model_is_local", "research_server"]

_log = logging.getLogger(__name__)

Tool = Callable[..., Awaitable[CallToolResult]]
"""A tool function as the SDK takes it (its signature is its input schema)."""

_LOCAL_KINDS = frozenset({"planner", "scripted", "llamacpp"})
_LOCAL_HOSTS = frozenset({"localhost", "127.0.0.1", "::1"})
_FAILED = frozenset({"failed", "cancelled"})

ASK_DESCRIPTION = (
    "Answer a question from the documents in the server's folder. The research agent "
    "searches and reads them and answers only with evidence it read: every citation is a "
    "document id of the folder, checked unchanged. Budgeted: each run is limited in model "
    "calls, tokens, cost and time (pass lower limits to tighten them). Structured result: "
    "status (completed, stopped by a budget, waiting_for_user when the agent needs a "
    "clarification, failed), answer, citations with titles, versions and dates, run id, usage."
)
SEARCH_DESCRIPTION = (
    "Search the folder's documents (BM25 over chunks) and return the best chunks with "
    "snippets, best first: where to look, not a verified answer."
)


def model_is_local(spec: str) -> bool:
    """True if the model string names a model that runs on this machine.

    ``planner``, ``scripted:``, ``llamacpp:`` and ``openai-compatible:MODEL@URL`` with a
    loopback host are local; hosted providers, and any model string not known here, are not.
    """
    kind, _, rest = spec.strip().partition(":")
    if kind in _LOCAL_KINDS:
        return True
    if kind == "openai-compatible":
        url = rest.partition("@")[2]
        return urlsplit(url).hostname in _LOCAL_HOSTS
    return False


def ask_annotations(model: str) -> ToolAnnotations:
    """``ask``'s hints: read-only; open-world only if ``model`` is hosted elsewhere."""
    return ToolAnnotations(
        title="Ask the documents",
        read_only_hint=True,
        destructive_hint=False,
        idempotent_hint=False,  # each call is a new recorded run
        open_world_hint=not model_is_local(model),
    )


SEARCH_ANNOTATIONS = ToolAnnotations(
    title="Search the documents",
    read_only_hint=True,
    destructive_hint=False,
    idempotent_hint=True,
    open_world_hint=False,
)
"""``search``'s hints: it reads the local index only."""


def research_server(service: ResearchService) -> MCPServer:
    """An MCP server with ``ask`` and ``search`` over ``service``'s folder."""
    config = service.config
    server: MCPServer = MCPServer(
        name="keel-research",
        title="keel research agent",
        instructions=(
            f"Answers questions from the documents in {config.folder} with verified "
            "citations. Use ask for an answer; search to see which documents mention what."
        ),
        version=__version__,
        log_level="WARNING",
    )
    server.add_tool(
        _ask_tool(service),
        name="ask",
        title="Ask the documents",
        description=ASK_DESCRIPTION,
        annotations=ask_annotations(config.model),
        structured_output=True,
    )
    server.add_tool(
        _search_tool(service),
        name="search",
        title="Search the documents",
        description=SEARCH_DESCRIPTION,
        annotations=SEARCH_ANNOTATIONS,
        structured_output=True,
    )
    return server


Question = Annotated[
    str,
    Field(
        min_length=1,
        max_length=MAX_QUESTION_CHARS,
        description="The question, e.g. 'What was the revenue growth between 2023 and 2024?'",
    ),
]


def _ask_tool(service: ResearchService) -> Tool:
    """The ``ask`` tool: its limits are bounded by the server's own budgets."""
    top = service.config.budgets

    async def ask(
        question: Question,
        max_steps: Annotated[
            int | None, Field(ge=1, le=top.max_steps, description="Fewer model calls.")
        ] = None,
        max_tokens: Annotated[
            int | None, Field(ge=1, le=top.max_tokens, description="Fewer tokens.")
        ] = None,
        max_cost_usd: Annotated[
            float | None, Field(gt=0, le=top.max_cost_usd, description="Less cost (USD).")
        ] = None,
        timeout_seconds: Annotated[
            float | None, Field(gt=0, le=top.timeout_seconds, description="Less time (s).")
        ] = None,
        ctx: Context | None = None,
    ) -> Annotated[CallToolResult, AskOutput]:
        try:
            budgets = service.budgets(
                max_steps=max_steps,
                max_tokens=max_tokens,
                max_cost_usd=max_cost_usd,
                timeout_seconds=timeout_seconds,
            )
        except KeelError as error:
            raise ToolError(str(error)) from None
        progress = [] if ctx is None else [ProgressSink(ctx, budgets.max_steps)]
        output = await _in_thread(service, question, budgets, progress)
        return CallToolResult(
            content=[TextContent(type="text", text=answer_text(output))],
            structured_content=output.model_dump(mode="json"),
            is_error=output.status in _FAILED,
        )

    return ask


async def _in_thread(
    service: ResearchService, question: str, budgets: Budgets, sinks: Sequence[TraceSink]
) -> AskOutput:
    """Run the agent in a worker thread; a cancelled call cancels the run at its next step.

    The run is recorded as ``cancelled`` in the run store; the thread ends on its own.
    """
    token = CancelToken()
    try:
        return await anyio.to_thread.run_sync(
            partial(service.ask, question, budgets, cancel=token, sinks=sinks),
            abandon_on_cancel=True,
        )
    except anyio.get_cancelled_exc_class():
        token.cancel("the MCP call was cancelled (by the client, or the server stopping)")
        raise
    except KeelError as error:  # a bad question, a folder gone, a lost lease: one line
        raise ToolError(str(error)) from None


class ProgressSink:
    """Reports each step of a run to the client as MCP progress: ``3 of 12``, and what the
    agent decided (``search_kb``, ``final answer``). Only clients that asked get it."""

    def __init__(self, ctx: Context, max_steps: int | None) -> None:
        self._ctx = ctx
        self._total = None if max_steps is None else float(max_steps)
        self._steps = 0

    def emit(self, event: TraceEvent) -> None:
        """On each model decision, send a progress notification from the run's thread."""
        if event.event_type != "model_decision":
            return
        self._steps += 1
        note = _decided(event.data.get("decision"))
        try:
            anyio.from_thread.run(self._ctx.report_progress, self._steps, self._total, note)
        except Exception:  # progress is a courtesy: a client gone must not fail the run
            _log.debug("could not report progress", exc_info=True)


def _decided(decision: object) -> str:
    """``tool search_kb``, ``final answer``, ``clarify``: what one step decided."""
    if not isinstance(decision, dict):
        return "step"
    kind = str(decision.get("kind", "step"))
    call = decision.get("call")
    if kind == "tool" and isinstance(call, dict):
        return f"tool {call.get('name', '?')}"
    return "final answer" if kind == "final" else kind


def _search_tool(service: ResearchService) -> Tool:
    """The ``search`` tool."""

    async def search(
        query: Annotated[
            str, Field(min_length=1, max_length=1_000, description="Words to look for.")
        ],
        limit: Annotated[
            int, Field(ge=1, le=MAX_SEARCH_LIMIT, description="How many hits, best first.")
        ] = 5,
    ) -> Annotated[CallToolResult, SearchOutput]:
        try:
            output = await anyio.to_thread.run_sync(partial(service.search, query, limit))
        except KeelError as error:
            raise ToolError(str(error)) from None
        return CallToolResult(
            content=[TextContent(type="text", text=hits_text(output))],
            structured_content=output.model_dump(mode="json"),
        )

    return search
