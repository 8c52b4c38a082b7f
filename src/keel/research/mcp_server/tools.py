"""The MCP tools' functions: ``ask``, ``reply`` and ``search`` over a `ResearchService`.

Deliberately without ``from __future__ import annotations``: the tools' signatures carry
this server's own limits (``max_steps`` at most the configured steps), built when the
server is, and the SDK reads them as objects to make each tool's input schema.

A run is driven in a worker thread (the runtime is synchronous); if the call is cancelled
(by the client, or the server stopping) the run is cancelled at its next safe point and
recorded as ``cancelled``.
"""

import logging
from collections.abc import Awaitable, Callable
from functools import partial
from typing import Annotated

import anyio
import anyio.from_thread
import anyio.to_thread
from mcp.server.mcpserver import Context
from mcp.server.mcpserver.exceptions import ToolError
from mcp_types import CallToolResult, TextContent
from pydantic import Field

from keel.cancel import CancelToken
from keel.errors import KeelError
from keel.research.mcp_server.outputs import AskOutput, SearchOutput, answer_text, hits_text
from keel.research.mcp_server.service import MAX_QUESTION_CHARS, MAX_SEARCH_LIMIT, ResearchService
from keel.trace import TraceEvent, TraceSink

__all__ = ["CallWatch", "ProgressSink", "ask_tool", "reply_tool", "search_tool"]

_log = logging.getLogger(__name__)

Tool = Callable[..., Awaitable[CallToolResult]]
"""A tool function as the SDK takes it (its signature is its input schema)."""
Drive = Callable[[CancelToken, list[TraceSink]], AskOutput]
"""One run of the service, given its cancel token and extra trace sinks."""

_FAILED = frozenset({"failed", "cancelled"})
CANCELLED = "the MCP call was cancelled (by the client, or the server stopping)"
"""Why a run whose call was cancelled stopped."""

Question = Annotated[
    str,
    Field(
        min_length=1,
        max_length=MAX_QUESTION_CHARS,
        description="The question, e.g. 'What was the revenue growth between 2023 and 2024?'",
    ),
]


def ask_tool(service: ResearchService) -> Tool:
    """The ``ask`` tool: the limits a call may pass are bounded by the server's own."""
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

        def drive(cancel: CancelToken, sinks: list[TraceSink]) -> AskOutput:
            return service.ask(question, budgets, cancel=cancel, sinks=sinks)

        return await _run(drive, ctx, budgets.max_steps)

    return ask


def reply_tool(service: ResearchService) -> Tool:
    """The ``reply`` tool: answer a paused run's question and continue the run."""

    async def reply(
        run_id: Annotated[
            str, Field(min_length=1, max_length=64, description="The paused run's run_id.")
        ],
        answer: Annotated[
            str,
            Field(
                min_length=1,
                max_length=MAX_QUESTION_CHARS,
                description="The answer to the question in the run's waiting_for.",
            ),
        ],
        ctx: Context | None = None,
    ) -> Annotated[CallToolResult, AskOutput]:
        def drive(cancel: CancelToken, sinks: list[TraceSink]) -> AskOutput:
            return service.reply(run_id, answer, cancel=cancel, sinks=sinks)

        return await _run(drive, ctx, None)

    return reply


async def _run(drive: Drive, ctx: Context | None, max_steps: int | None) -> CallToolResult:
    """Drive a run in a worker thread, reporting progress; its outcome as a tool result.

    A failed or cancelled run is an error result that still carries its outcome.
    """
    token = CancelToken()
    sinks: list[TraceSink] = [CallWatch(token)]
    if ctx is not None:
        sinks.append(ProgressSink(ctx, max_steps))
    try:
        output = await anyio.to_thread.run_sync(
            partial(drive, token, sinks), abandon_on_cancel=True
        )
    except anyio.get_cancelled_exc_class():
        token.cancel(CANCELLED)
        raise
    except (KeelError, OSError) as error:  # a folder gone, a lost lease, a full disk
        raise ToolError(str(error)) from None
    return CallToolResult(
        content=[TextContent(type="text", text=answer_text(output))],
        structured_content=output.model_dump(mode="json"),
        is_error=output.status in _FAILED,
    )


class CallWatch:
    """Cancels a run as soon as the MCP call driving it is cancelled: checked on each of
    the run's trace events, in its worker thread, so the run stops at its next safe point
    even before the event loop gets round to the call's cancellation."""

    def __init__(self, token: CancelToken) -> None:
        self._token = token

    def emit(self, event: TraceEvent) -> None:
        """Look at the call's cancel scope; cancel the run's token if it was cancelled."""
        if self._token.cancelled:
            return
        try:
            anyio.from_thread.check_cancelled()
        except Exception:  # not the call's worker thread (a tool's own): nothing to look at
            return
        except BaseException:  # the event loop's cancellation exception: the call is over
            self._token.cancel(CANCELLED)


class ProgressSink:
    """Reports each step of a run to the client as MCP progress: ``3 of 12``, and what the
    agent decided (``tool search_kb``, ``final answer``). Only clients that asked get it."""

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
        except (KeyboardInterrupt, SystemExit):
            raise
        except BaseException:  # cancelled with its call: `CallWatch` stops the run
            _log.debug("progress cut off by the call's cancellation")


def _decided(decision: object) -> str:
    """``tool search_kb``, ``final answer``, ``clarify``: what one step decided."""
    if not isinstance(decision, dict):
        return "step"
    kind = str(decision.get("kind", "step"))
    call = decision.get("call")
    if kind == "tool" and isinstance(call, dict):
        return f"tool {call.get('name', '?')}"
    return "final answer" if kind == "final" else kind


def search_tool(service: ResearchService) -> Tool:
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
