"""Running the async core with or without an event loop.

The loop is written once, as coroutines. Under `Runtime.arun` they run in the caller's
event loop. Under `Runtime.run` they are driven directly, with no event loop at all, so
a run of sync tools and a sync model pays nothing for asyncio. Every place that really
needs a loop (an async tool or model, a timeout, a worker thread) goes through `settle`,
which awaits in the running loop or, when there is none, runs that one piece in a
private loop.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Coroutine
from typing import Any, TypeVar

T = TypeVar("T")


def in_loop() -> bool:
    """True when an asyncio event loop is running in this thread."""
    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return False
    return True


async def settle(make: Callable[[], Awaitable[T]]) -> T:
    """Await ``make()`` in the running loop, or run it in a private loop if none runs."""
    if in_loop():
        return await make()
    return asyncio.run(_wrap(make))


async def _wrap(make: Callable[[], Awaitable[T]]) -> T:
    return await make()


def drive(coro: Coroutine[Any, Any, T]) -> T:
    """Run a coroutine that suspends only through `settle`, without an event loop.

    Raises:
        RuntimeError: the coroutine suspended on something outside `settle`, which
            would be a bug in keel.
    """
    try:
        yielded = coro.send(None)
    except StopIteration as done:
        return done.value  # type: ignore[no-any-return]
    coro.close()
    raise RuntimeError(f"keel bug: the run suspended on {yielded!r} outside an event loop")
