"""An event loop in a thread of its own, for calling an async client from sync code.

The Temporal client is async and bound to the loop it was made on; the console's store
protocol is sync and called from worker threads. `LoopThread` runs one loop for the
client's whole life and hands each call to it, waiting at most a given time.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Awaitable, Coroutine
from typing import Any, TypeVar

T = TypeVar("T")


class LoopThread:
    """A running event loop on a daemon thread; `call` waits for work done on it."""

    def __init__(self, name: str = "keel-loop") -> None:
        self.loop = asyncio.new_event_loop()
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
