"""A live stream of what a run is doing: its trace events, and model text as it arrives.

``runtime.stream(goal)`` returns a `RunStream`. Iterate it with ``async for`` inside an
event loop, or with a plain ``for`` without one: it yields every `keel.trace.TraceEvent`
of the run (the very objects its sinks get, in the same order) and, from adapters that
stream, `TextDelta`\\ s of the model's text between a step's ``model_requested`` and its
``model_decision``. Once the iteration is over, ``stream.result`` is the `RunResult`.

Leaving the iteration early (``break``, ``close()``/``aclose()``, an exception in the loop
body, cancelling the task that iterates) ends the run as ``cancelled``, with its state
checkpointed when the runtime has a store, as Ctrl+C does. After a ``break`` out of an
``async for``, the run stops as soon as the event loop gets control; ``await
stream.aclose()`` (or ``async with``) waits for it.

Model text reaches any sink with an ``emit_text(delta)`` method (`TextSink`), so a run
driven by `Runtime.run` can show it too (as ``keel ask`` does). Without such a sink the
model is not asked to stream and the step pays nothing for this module.
"""

from __future__ import annotations

import asyncio
import threading
import weakref
from collections import deque
from collections.abc import (
    AsyncGenerator,
    Awaitable,
    Callable,
    Generator,
    Iterable,
    Iterator,
)
from dataclasses import dataclass
from functools import partial
from queue import SimpleQueue
from types import TracebackType
from typing import Any, Generic, Protocol, TypedDict, TypeVar, runtime_checkable

from keel.aio import drive, in_loop
from keel.approval import Human
from keel.cancel import CancelToken
from keel.errors import RunCancelled, UserError
from keel.result import RunResult
from keel.trace import TraceEvent, TraceSink

T = TypeVar("T")

CLOSED_REASON = "the stream was closed"
"""Why a run ends as ``cancelled`` when its stream is left early."""


@dataclass(frozen=True, slots=True)
class TextDelta:
    """A piece of the model's text, as the provider sent it (never a trace event)."""

    run_id: str
    """The run the model call belongs to."""
    step: int
    """The step whose ``model_requested`` event this text follows."""
    text: str
    """The new text; the deltas of one call, joined, are the model's whole text."""


StreamEvent = TraceEvent | TextDelta
"""What a `RunStream` yields."""


@runtime_checkable
class TextSink(TraceSink, Protocol):
    """A trace sink that also takes the model's text as it arrives.

    ``emit_text`` may be called from a worker thread (an in-process model decoding in
    one) and should return quickly.
    """

    def emit_text(self, delta: TextDelta) -> None:
        """Take one piece of model text."""


class TextRelay:
    """Sends the model text of one run's calls to the sinks that take it."""

    __slots__ = ("_run_id", "_sinks")

    def __init__(self, run_id: str, sinks: tuple[TextSink, ...]) -> None:
        self._run_id = run_id
        self._sinks = sinks

    @classmethod
    def of(cls, run_id: str, sinks: Iterable[TraceSink]) -> TextRelay | None:
        """A relay to every sink with an ``emit_text`` method; None if there is none."""
        takers = tuple(s for s in sinks if callable(getattr(s, "emit_text", None)))
        return cls(run_id, takers) if takers else None  # type: ignore[arg-type]

    def for_step(self, step: int) -> Callable[[str], None]:
        """The listener an adapter calls with each piece of text of this step's call."""
        return partial(self.send, step)

    def send(self, step: int, text: str) -> None:
        """Hand one piece of text to every sink (empty text is dropped)."""
        if text:
            delta = TextDelta(self._run_id, step, text)
            for sink in self._sinks:
                sink.emit_text(delta)


class StartOptions(TypedDict, total=False):
    """The keyword arguments of `keel.Runtime.arun` (see there)."""

    run_id: str | None
    meta: dict[str, Any] | None
    deps: Any
    human: Human | None
    cancel: CancelToken | None
    sinks: Iterable[TraceSink]


class ResumeOptions(TypedDict, total=False):
    """The keyword arguments of `keel.Runtime.aresume` (see there)."""

    answer: str | None
    approve: bool | None
    approved_by: str
    action: str | None
    deps: Any
    human: Human | None
    cancel: CancelToken | None
    sinks: Iterable[TraceSink]


class Streamable(Protocol):
    """What a stream needs of a run (a `keel.loop.run.Run`)."""

    cancel: CancelToken

    async def drive(self, first: Callable[[], Awaitable[None]] | None = None) -> None:
        """Step until the run is no longer ``running``."""

    def result(self) -> RunResult[Any]:
        """The run as of now."""


Begin = Callable[[TextSink], tuple[Streamable, Callable[[], Awaitable[None]] | None]]
"""Opens the run with one more sink; returns it and what to do before its first step."""


class _Channel:
    """The stream's sink: a queue the run fills and the iteration drains."""

    def __init__(self, loop: asyncio.AbstractEventLoop) -> None:
        self.items: deque[StreamEvent] = deque()
        self.wake = asyncio.Event()
        self.closed = False
        self._loop = loop
        self._thread = threading.get_ident()

    def emit(self, event: TraceEvent) -> None:
        self.items.append(event)
        self.wake.set()  # trace events come from the run's own task, in the loop's thread

    def emit_text(self, delta: TextDelta) -> None:
        if self.closed:  # stops a model still decoding for a stream nobody reads
            raise RunCancelled("cancelled", CLOSED_REASON)
        self.items.append(delta)
        if threading.get_ident() == self._thread:
            self.wake.set()
        else:
            self._loop.call_soon_threadsafe(self.wake.set)


class RunStream(Generic[T]):
    """The events of one run as it happens; see the module docstring.

    Made by `keel.Runtime.stream` and `keel.Runtime.stream_resume`. The run opens when
    the iteration starts (errors opening it, such as a reply a paused run cannot take,
    are raised there), and a stream can be iterated once.
    """

    def __init__(self, begin: Begin) -> None:
        self._begin = begin
        self._used = False
        self._driving = False
        self._channel: _Channel | None = None
        self._run: Streamable | None = None
        self._task: asyncio.Task[None] | None = None
        self._result: RunResult[T] | None = None
        self._pump_ref: weakref.ref[Generator[StreamEvent, None, None]] | None = None

    @property
    def result(self) -> RunResult[T]:
        """The run's result, once the run has ended.

        Raises:
            UserError: the run has not ended (iterate to the end, or close the stream).
        """
        if self._result is None:
            raise UserError(
                "the run has not ended yet: iterate the stream to its end, "
                "or close it (`await stream.aclose()` / `stream.close()`)"
            )
        return self._result

    # -- async ---------------------------------------------------------------------------

    def __aiter__(self) -> AsyncGenerator[StreamEvent, None]:
        self._claim()
        return self._events()

    async def __aenter__(self) -> RunStream[T]:
        return self

    async def __aexit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.aclose()

    async def aclose(self) -> None:
        """End the run as ``cancelled`` if it is still going, and wait until it has ended."""
        self._used = True
        task, run, channel = self._task, self._run, self._channel
        if task is None or run is None or channel is None:
            return
        channel.closed = True
        if not task.done():
            run.cancel.cancel(CLOSED_REASON)  # a run not yet stepping stops at its first check
            if self._driving:
                task.cancel()  # one that is waiting (on the model, a tool) stops there
        await asyncio.wait({task})
        if not task.cancelled():
            task.exception()  # retrieved here, raised by the iteration if it reaches the end

    async def _events(self) -> AsyncGenerator[StreamEvent, None]:
        channel, task = self._open()
        try:
            while True:
                while channel.items:
                    yield channel.items.popleft()
                if task.done():
                    break
                channel.wake.clear()
                await channel.wake.wait()
        finally:
            await self.aclose()
        if not task.cancelled() and task.exception() is not None:
            raise task.exception()  # type: ignore[misc]

    def _open(self) -> tuple[_Channel, asyncio.Task[None]]:
        loop = asyncio.get_running_loop()
        channel = _Channel(loop)
        run, first = self._begin(channel)
        task = loop.create_task(self._drive(run, first))
        task.add_done_callback(lambda _: channel.wake.set())
        self._channel, self._run, self._task = channel, run, task
        return channel, task

    async def _drive(self, run: Streamable, first: Callable[[], Awaitable[None]] | None) -> None:
        self._driving = True  # from here on, the run handles its task's cancellation
        try:
            await run.drive(first)
        finally:
            self._result = run.result()  # as the run ended (a later one would age it)

    def _claim(self) -> None:
        if self._used:
            raise UserError("a run stream can be iterated only once")
        self._used = True

    # -- sync ----------------------------------------------------------------------------

    def __iter__(self) -> Iterator[StreamEvent]:
        if in_loop():
            raise UserError(
                "iterating a run stream with `for` inside a running event loop; "
                "use `async for event in runtime.stream(...)` there"
            )
        self._claim()
        pump = self._pump()
        self._pump_ref = weakref.ref(pump)
        return pump

    def __enter__(self) -> RunStream[T]:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()

    def close(self) -> None:
        """Synchronous `aclose`, for a stream iterated with ``for``."""
        self._used = True
        pump = None if self._pump_ref is None else self._pump_ref()
        if pump is not None:
            pump.close()

    def _pump(self) -> Generator[StreamEvent, None, None]:
        """Drive the run as `keel.Runtime.run` does (no event loop, sync clients), in a
        worker thread, and hand its events over one by one; closing the generator ends
        the run and joins the thread."""
        items: SimpleQueue[object] = SimpleQueue()
        channel = _Handover(items)
        run, first = self._begin(channel)
        failed: list[BaseException] = []
        work = (channel, run, first, items, failed)
        worker = threading.Thread(target=self._work, args=work, name="keel-stream", daemon=True)
        worker.start()
        ended = False
        try:
            while (item := items.get()) is not _DONE:
                yield item  # type: ignore[misc]
                if item is channel.held:
                    channel.turn.release()  # the consumer wants the next one: go on
            ended = True
        finally:
            channel.closed = True
            if not ended:  # the run's own token (`with_sink`): only if left early
                run.cancel.cancel(CLOSED_REASON)
            channel.turn.release()  # the run may wait on the event the consumer left at
            worker.join()
        if failed:
            raise failed[0]

    def _work(
        self,
        channel: _Handover,
        run: Streamable,
        first: Callable[[], Awaitable[None]] | None,
        items: SimpleQueue[object],
        failed: list[BaseException],
    ) -> None:
        channel.driver = threading.get_ident()
        try:
            drive(run.drive(first))
        except BaseException as error:  # raised in the consumer's thread
            failed.append(error)
        finally:
            self._result = run.result()
            items.put(_DONE)


_DONE = object()
"""Put after a run's last event by the thread that drives it."""


class _Handover:
    """The sink of a stream iterated with ``for``: a thread-safe queue to the consumer.

    The run waits after each trace event until the consumer asks for the next one, as a
    generator would: leaving the loop at an event stops the run right after it (at its
    next safe point), wherever the two threads are.
    """

    def __init__(self, items: SimpleQueue[object]) -> None:
        self.items = items
        self.closed = False
        self.turn = threading.Semaphore(0)
        self.driver: int | None = None
        """The thread that drives the run (events from opening it never wait)."""
        self.held: TraceEvent | None = None
        """The event the run waits on the consumer to be done with."""

    def emit(self, event: TraceEvent) -> None:
        if self.closed or threading.get_ident() != self.driver:
            self.items.put(event)
            return
        self.held = event
        self.items.put(event)
        self.turn.acquire()

    def emit_text(self, delta: TextDelta) -> None:
        if self.closed:  # stops a model still decoding for a stream nobody reads
            raise RunCancelled("cancelled", CLOSED_REASON)
        self.items.put(delta)


def with_sink(options: Any, sink: TraceSink) -> Any:
    """``options`` (`StartOptions` or `ResumeOptions`) with ``sink`` added to its sinks and
    a cancel token of the run's own (a child of the caller's ``cancel``, if given)."""
    merged = dict(options)
    merged["sinks"] = (*options.get("sinks", ()), sink)
    given = options.get("cancel")  # the run's own token: leaving early cancels it, not the caller's
    merged["cancel"] = CancelToken() if given is None else given.child()
    return merged
