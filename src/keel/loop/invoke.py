"""Calling a tool's handler within its bounds: the tool's timeout and the run's remaining
time, whichever is shorter, and telling which one passed from a `TimeoutError` the handler
raised itself.

`keel.loop.execution` calls `invoke` once per attempt and turns what it raises into the
attempt's outcome: `TimeoutError` (the tool's timeout passed), `_RunOutOfTime` (the run's
time did), `_RaisedTimeout` (the handler's own timeout, an HTTP client's, say). Private
names: keel's exceptions that reach users are all in `keel.errors`.
"""

from __future__ import annotations

import asyncio
import inspect
import time
from collections.abc import Awaitable, Callable
from typing import Any

from pydantic import BaseModel

from keel.aio import in_loop, settle
from keel.limits import MAX_SETTING_SECONDS
from keel.loop.workers import _WaitExpired, call_in_thread
from keel.tools import Tool, ToolContext, ToolResult

_PLAIN = (str, int, float, bool, type(None), dict, list, ToolResult)
"""What a handler returns that is surely not an awaitable (no ``__await__`` check)."""


class _RunOutOfTime(Exception):
    """The run's time budget, not the tool's own timeout, cut the attempt short."""


class _RaisedTimeout(Exception):
    """The handler raised a `TimeoutError` of its own (an HTTP client's, say) before any
    bound keel set passed: a failed attempt, not the run's time running out."""


async def invoke(tool: Tool, args: BaseModel, ctx: ToolContext | None, left: float | None) -> Any:
    """Call the handler within the tool's timeout and the run's remaining time.

    A sync handler with a bound runs on a worker thread (`keel.loop.workers`), so the
    bound holds whatever it does; so does one with no bound under `Runtime.arun` (the
    event loop goes on meanwhile); with no bound under `Runtime.run`, or declared
    ``inline``, it runs in this thread. Under `Runtime.run`, a handler that bounds its own
    wait (`keel.tools.SelfBoundedHandler`, as `keel.mcp`'s tools on a background thread
    are) is called in this thread with the bound: no hand-off to a worker.

    Raises `TimeoutError` when the tool's timeout passed, `_RunOutOfTime` when the run's
    time did, and `_RaisedTimeout` for a `TimeoutError` the handler raised itself.
    """
    handler = tool.handler
    call_args = (args, ctx) if tool.wants_context else (args,)
    limit = tool.timeout_seconds
    run_bound = left is not None and (limit is None or left < limit)
    if run_bound:
        limit = left
    started = time.monotonic()
    try:
        if tool.is_async:
            if limit is None:
                return await settle(lambda: handler(*call_args))
            return await settle(lambda: _bounded(lambda: handler(*call_args), limit))
        if tool.inline or (limit is None and not in_loop()):  # no bound: `run`'s own thread
            raw = handler(*call_args)
        elif limit is not None and _bounds_itself(handler) and not in_loop():  # self-bounded
            raw = _call_within(handler, limit, call_args, started)
        else:  # with no bound under `arun` too: the event loop must not wait for the handler
            raw = await call_in_thread(lambda: handler(*call_args), limit)
        if not isinstance(raw, _PLAIN) and hasattr(raw, "__await__"):
            # A handler that hid its coroutine from inspection: awaited within what is left.
            if limit is None:
                return await settle(_returning(raw))
            rest = max(limit - (time.monotonic() - started), 0.0)
            return await settle(lambda: _bounded(_returning(raw), rest))
        return raw
    except (_WaitExpired, _BoundPassed):
        if run_bound:
            raise _RunOutOfTime from None
        raise TimeoutError from None
    except TimeoutError as error:  # the handler's own
        if in_loop() and _being_cancelled():  # a handler that turned CancelledError into it
            raise asyncio.CancelledError from error
        raise _RaisedTimeout(str(error) or type(error).__name__) from error


def _being_cancelled() -> bool:
    task = asyncio.current_task()
    return task is not None and task.cancelling() > 0


class _BoundPassed(Exception):
    """The bound keel gave an awaited handler (or a self-bounded one) passed."""


def _bounds_itself(handler: Any) -> bool:
    """Whether the handler's class defines ``call_within`` (a `SelfBoundedHandler`); looked
    up on the class, so that a mock's made-up attribute is not taken for one."""
    return getattr(type(handler), "call_within", None) is not None


def _call_within(handler: Any, limit: float, call_args: tuple[Any, ...], started: float) -> Any:
    """``handler.call_within(limit, *call_args)``; the `TimeoutError` it raises once
    ``limit`` has passed is the bound's (`_BoundPassed`), an earlier one its own."""
    wait = min(limit, MAX_SETTING_SECONDS)  # a budget of 1e10 s or inf: no clock waits that
    try:
        raw = handler.call_within(wait, *call_args)
    except TimeoutError:
        # Only the bound itself: past a week's cap, the wait is the handler's own timeout.
        if wait == limit and time.monotonic() - started >= wait * _ON_TIME:
            raise _BoundPassed from None
        raise
    if inspect.isawaitable(raw):  # the protocol is sync: an async one is not bounded by it
        if inspect.iscoroutine(raw):
            raw.close()
        raise TypeError(
            f"{type(handler).__name__}.call_within returned an awaitable; it must wait "
            "for the result itself (make __call__ async instead)"
        )
    return raw


_ON_TIME = 0.99
"""A self-bounded wait that raised `TimeoutError` after this share of its limit is taken
to have run out (clocks differ by a little); before that, the error is the handler's own."""


async def _bounded(make: Callable[[], Awaitable[Any]], limit: float) -> Any:
    try:
        async with asyncio.timeout(limit) as bound:
            return await make()
    except TimeoutError:
        if bound.expired():
            raise _BoundPassed from None
        raise


def _returning(awaitable: Awaitable[Any]) -> Callable[[], Awaitable[Any]]:
    return lambda: awaitable
