"""Cancellation: a token any thread can set, checked by the runtime at safe points.

The runtime checks it before each model call, before each tool execution and between
retries (also while waiting out a retry's backoff). The model has no say in it.
"""

from __future__ import annotations

import asyncio
import threading
import time

from keel.aio import in_loop


class CancelToken:
    """A thread-safe, one-way cancellation flag with a reason."""

    __slots__ = ("_event", "_reason")

    def __init__(self) -> None:
        self._event = threading.Event()
        self._reason = "cancellation requested"

    def cancel(self, reason: str = "cancellation requested") -> None:
        """Request cancellation. Idempotent; the first reason wins."""
        if not self._event.is_set():
            self._reason = reason
            self._event.set()

    @property
    def cancelled(self) -> bool:
        """True once `cancel` has been called."""
        return self._event.is_set()

    @property
    def reason(self) -> str:
        """Why the run was cancelled."""
        return self._reason

    async def sleep(self, seconds: float, poll: float = 0.02) -> bool:
        """Sleep up to ``seconds``, waking early on cancellation. Returns True if cancelled.

        In an event loop it polls without blocking the loop; driven without one (the
        sync API) it simply waits on the token.
        """
        if not in_loop():
            return self._event.wait(seconds)
        deadline = time.monotonic() + seconds
        while not self._event.is_set():
            left = deadline - time.monotonic()
            if left <= 0:
                return False
            await asyncio.sleep(min(poll, left))
        return True
