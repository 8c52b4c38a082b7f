"""Cancellation: a token any thread can set, checked by the runtime at safe points.

The runtime checks it before each model call, before each tool execution and between
retries (also while waiting out a retry's backoff). The model has no say in it.
"""

from __future__ import annotations

import asyncio
import threading
import time
import weakref

from keel.aio import in_loop


class CancelToken:
    """A thread-safe, one-way cancellation flag with a reason."""

    __slots__ = ("__weakref__", "_children", "_event", "_lock", "_reason")

    def __init__(self) -> None:
        self._event = threading.Event()
        self._reason = "cancellation requested"
        self._children: weakref.WeakSet[CancelToken] | None = None
        self._lock = threading.Lock()

    def cancel(self, reason: str = "cancellation requested") -> None:
        """Request cancellation. Idempotent; the first reason wins. Tokens made by `child`
        are cancelled too, with the same reason."""
        with self._lock:
            if self._event.is_set():
                return
            self._reason = reason
            self._event.set()
            children = () if self._children is None else tuple(self._children)
        for child in children:
            child.cancel(reason)

    def child(self) -> CancelToken:
        """A token cancelled with this one (now, if this one already is), which can also be
        cancelled alone: cancelling it leaves this one, and its other children, as they are.
        (A stream gives its run a child of the caller's token, so leaving the stream early
        cancels that run only.)"""
        child = CancelToken()
        with self._lock:
            if not self._event.is_set():
                if self._children is None:
                    self._children = weakref.WeakSet()
                self._children.add(child)
                return child
        child.cancel(self._reason)
        return child

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
