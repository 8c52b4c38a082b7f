"""The two activities a keel workflow runs: one model call, one tool attempt.

Both heartbeat while they work (every third of the heartbeat timeout), so a worker that
dies is noticed within the heartbeat timeout, not the whole call's. A sync model or tool
runs on a thread (the event loop keeps heartbeating); an async one is awaited. Failures
come back as data (see `keel.temporal.payloads`), so only a lost worker makes Temporal
retry an activity.
"""

from __future__ import annotations

import asyncio
import contextlib
import inspect
from collections.abc import Awaitable, Callable
from typing import Any

from temporalio import activity

from keel.state import StoredNote
from keel.temporal.app import load_app, load_worker_app
from keel.temporal.payloads import (
    ToolCallInput,
    error_to_json,
    reply_to_json,
    request_from_json,
    tool_result_to_json,
)
from keel.tools import ToolContext, check_deps

DECIDE = "keel.decide"
CALL_TOOL = "keel.call_tool"


async def _heartbeating(work: Callable[[], Any]) -> Any:
    """Run ``work()`` (sync on a thread, or a coroutine) while heartbeating."""
    info = activity.info()
    every = (info.heartbeat_timeout.total_seconds() / 3) if info.heartbeat_timeout else 1.0

    async def beat() -> None:
        # The first beat waits: a call that ends sooner sends none, which costs a short
        # call tens of milliseconds less; the heartbeat timeout counts from the start.
        while True:
            await asyncio.sleep(every)
            activity.heartbeat()

    beating = asyncio.create_task(beat())
    try:
        result = await asyncio.to_thread(work)
        if inspect.isawaitable(result):
            result = await _awaiting(result)
        return result
    finally:
        beating.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await beating


async def _awaiting(pending: Awaitable[Any]) -> Any:
    return await pending


@activity.defn(name=DECIDE)
async def decide(app: str, request: dict[str, Any]) -> dict[str, Any]:
    """Ask the app's decision maker for one decision; its reply (or failure) as JSON."""
    model = load_app(app).model
    parsed = request_from_json(request)
    try:
        reply = await _heartbeating(lambda: model.decide(parsed))
    except Exception as error:
        return error_to_json(error)
    return reply_to_json(reply)


@activity.defn(name=CALL_TOOL)
async def call_tool(app: str, call: ToolCallInput) -> dict[str, Any]:
    """Run one attempt of one tool with keel's idempotency key; its result as JSON.

    The tool's deps come from this worker's app (`TemporalApp`); a failure to make them,
    or their absence for a tool typed ``ToolContext[MyDeps]``, is the attempt's failure.
    """
    served = load_worker_app(app)
    tool = served.runtime.tools[call.tool]
    args = tool.args_model.model_validate(call.arguments)
    handler = tool.handler
    made: list[ToolContext[Any]] = []

    def attempt() -> Any:  # on a thread, heartbeating: making deps may take a while too
        if not tool.wants_context:
            check_deps(tool, None)
            return handler(args)
        made.append(_context(call, served.deps_for(call.run_id, call.tool, call.deps)))
        check_deps(tool, made[0])
        return handler(args, made[0])

    try:
        raw = await _heartbeating(attempt)
    except Exception as error:
        return error_to_json(error)
    finally:
        notes = made[0].close() if made else []
    return tool_result_to_json(raw, notes)


def _context(call: ToolCallInput, deps: Any) -> ToolContext[Any]:
    return ToolContext(
        run_id=call.run_id,
        step=call.step,
        attempt=call.attempt,
        idempotency_key=call.idempotency_key,
        deps=deps,
        goal=call.goal,
        notes=tuple(StoredNote.model_validate(note) for note in call.notes),
    )
