"""An event loop in a thread of its own, for calling an async client from sync code.

The Temporal client is async and bound to the loop it was made on; the console's store
protocol is sync and called from worker threads. `LoopThread` runs one loop for the
client's whole life and hands each call to it, waiting at most a given time.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Awaitable, Callable, Coroutine
from contextvars import Context
from typing import Any, TypeVar

T = TypeVar("T")


class _ClosingLoop(asyncio.SelectorEventLoop):
    """An event loop that drops callbacks scheduled from other threads once it is closed.

    The Temporal client completes its futures from its own (Rust) threads; after a failed
    connect one can arrive after `LoopThread.stop` closed the loop, and asyncio would raise
    "Event loop is closed" in that thread (a traceback on stderr, nothing a caller can catch).
    """

    def call_soon_threadsafe(  # type: ignore[override]
        self, callback: Callable[..., object], *args: Any, context: Context | None = None
    ) -> asyncio.Handle:
        try:
            return super().call_soon_threadsafe(callback, *args, context=context)
        except RuntimeError:
            if not self.is_closed():
                raise
            dropped = asyncio.Handle(callback, args, self, context)
            dropped.cancel()
            return dropped


class LoopThread:
    """A running event loop on a daemon thread; `call` waits for work done on it."""

    def __init__(self, name: str = "keel-loop") -> None:
        self.loop: asyncio.AbstractEventLoop = _ClosingLoop()
        self._thread = threading.Thread(target=self.loop.run_forever, name=name, daemon=True)
        self._thread.start()

    def call(self, work: Awaitable[T], seconds: float) -> T:
        """Run ``work`` on the loop and wait at most ``seconds`` for its result.

        Raises:
            TimeoutError: it took longer (the work is cancelled).
        """

        async def wrapped() -> T:
            return await work

        coroutine: Coroutine[Any, Any, T] = wrapped()
        future = asyncio.run_coroutine_threadsafe(coroutine, self.loop)
        try:
            return future.result(seconds)
        except TimeoutError:
            future.cancel()  # or its RPC goes on retrying after the caller gave up
            raise

    def stop(self) -> None:
        """Stop the loop and close it once its thread is done (idempotent)."""
        if self.loop.is_closed():
            return
        self.loop.call_soon_threadsafe(self.loop.stop)
        self._thread.join(30)
        self.loop.close()
