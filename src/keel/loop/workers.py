"""Daemon worker threads for sync tools, so a time limit is a limit whatever the tool does.

A sync handler that has a time bound (its own timeout, or the run's time budget) runs
on one of these threads while the run waits at most that long. When the bound passes,
the run goes on and the call is *abandoned*: its thread finishes (or never does) on its
own, and nothing waits for it — not the run, not the event loop's shutdown, not the
interpreter's exit (the threads are daemons). Idle threads are reused, so the hand-off
costs a queue put, not a thread start. A call sees its caller's context variables (as with
`asyncio.to_thread`), not its thread-locals: a tool that needs the caller's own thread is
declared ``inline``.
"""

from __future__ import annotations

import asyncio
import contextlib
import contextvars
import functools
import os
import queue
import threading
from collections.abc import Callable
from typing import Any

from keel.aio import in_loop

_Job = tuple[Callable[[], Any], Callable[[bool, Any], None]]


class _Pool:
    """Reusable daemon threads; a new one starts when none is idle."""

    def __init__(self) -> None:
        self._jobs: queue.SimpleQueue[_Job] = queue.SimpleQueue()
        self._lock = threading.Lock()
        self._idle = 0

    def reset(self) -> None:
        """Forget every thread: a forked child has none of its parent's threads."""
        self.__init__()  # type: ignore[misc]

    def submit(self, work: Callable[[], Any], done: Callable[[bool, Any], None]) -> None:
        """Run ``work`` on an idle thread (or a new one) in a copy of the caller's context
        (its context variables: a tenant, a request id), as `asyncio.to_thread` does."""
        work = functools.partial(contextvars.copy_context().run, work)
        with self._lock:
            if self._idle:
                self._idle -= 1
            else:
                threading.Thread(target=self._serve, name="keel-tool", daemon=True).start()
        self._jobs.put((work, done))

    def _serve(self) -> None:
        while True:
            work, done = self._jobs.get()
            try:
                value: Any = work()
                ok = True
            except BaseException as error:  # handed to the waiting run, if it still waits
                value, ok = error, False
            done(ok, value)
            with self._lock:
                self._idle += 1


def _wait(finished: threading.Event, limit: float | None) -> bool:
    """Whether ``finished`` was set within ``limit`` seconds (None: no limit). A wait longer
    than the platform allows (a time budget of 1e10 s, or inf) raises OverflowError: a
    longer one is taken in steps of `_WAIT_STEP`."""
    left = limit
    while not finished.wait(None if left is None else min(left, _WAIT_STEP)):
        if left is None or left <= _WAIT_STEP:
            return False
        left -= _WAIT_STEP
    return True


_POOL = _Pool()
_WAIT_STEP = 1_000_000.0
"""The longest single wait for a worker (about 11 days): far inside what every platform's
clock can add to now."""
if hasattr(os, "register_at_fork"):
    os.register_at_fork(after_in_child=_POOL.reset)


class _WaitExpired(TimeoutError):
    """The limit of a wait for a worker passed (not a `TimeoutError` the work raised):
    `keel.loop.invoke` tells the two apart. Private, as keel's own exceptions that
    reach users are all in `keel.errors`."""


async def call_in_thread(work: Callable[[], Any], limit: float | None) -> Any:
    """Run ``work()`` on a worker thread; its result, or `_WaitExpired` (a `TimeoutError`)
    after ``limit`` (None: no limit).

    Exceptions raised by ``work`` are re-raised here, a `TimeoutError` of its own too. After
    the limit the call is abandoned (see the module docstring).
    """
    if in_loop():
        loop = asyncio.get_running_loop()
        future: asyncio.Future[Any] = loop.create_future()

        def settle(ok: bool, value: Any) -> None:
            def apply() -> None:
                if future.done():
                    return
                if ok:
                    future.set_result(value)
                else:
                    future.set_exception(value)

            with contextlib.suppress(RuntimeError):  # the loop closed: nobody waits any more
                loop.call_soon_threadsafe(apply)

        _POOL.submit(work, settle)
        try:
            async with asyncio.timeout(limit) as bound:
                return await future
        except TimeoutError:
            if bound.expired():
                raise _WaitExpired from None
            raise
    # No event loop (Runtime.run): block this thread, interruptibly, for at most `limit`.
    finished = threading.Event()
    box: list[tuple[bool, Any]] = []

    def record(ok: bool, value: Any) -> None:
        box.append((ok, value))
        finished.set()

    _POOL.submit(work, record)
    if not _wait(finished, limit):
        raise _WaitExpired
    ok, value = box[0]
    if not ok:
        raise value
    return value
