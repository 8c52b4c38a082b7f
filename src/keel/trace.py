"""Structured trace events, and sinks that keep them (in memory, JSONL file).

Observations are what the model needs; trace events are what operators, developers and
tests need. Every transition of a run emits one. The event names are a public contract
(see DESIGN.md): new kinds may be added, none renamed.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
from collections.abc import Callable, Iterable, Iterator
from datetime import datetime
from pathlib import Path
from typing import IO, Any, Final, Protocol, runtime_checkable

from pydantic import BaseModel, ConfigDict, Field

from keel.clock import SYSTEM_CLOCK
from keel.state import AgentState

_log = logging.getLogger("keel.trace")

RUN_STARTED: Final = "run_started"
RUN_RESUMED: Final = "run_resumed"
MODEL_REQUESTED: Final = "model_requested"
MODEL_DECISION: Final = "model_decision"
MODEL_FAILED: Final = "model_failed"
MODEL_RETRY: Final = "model_retry"
TOOL_STARTED: Final = "tool_started"
TOOL_SUCCEEDED: Final = "tool_succeeded"
TOOL_RETRYABLE_FAILURE: Final = "tool_retryable_failure"
TOOL_FAILED: Final = "tool_failed"
TOOL_REJECTED: Final = "tool_rejected"
DUPLICATE_ACTION_BLOCKED: Final = "duplicate_action_blocked"
CYCLE_DETECTED: Final = "cycle_detected"
CLARIFICATION_REQUESTED: Final = "clarification_requested"
CLARIFICATION_RECEIVED: Final = "clarification_received"
APPROVAL_REQUESTED: Final = "approval_requested"
APPROVAL_GRANTED: Final = "approval_granted"
APPROVAL_DENIED: Final = "approval_denied"
POLICY_ALLOWED: Final = "policy_allowed"
"""The runtime policy let a side effect run without asking (``data.rule``, ``data.reason``)."""
POLICY_DENIED: Final = "policy_denied"
"""The runtime policy refused an action; the model is told why (``data.reason``)."""
FINAL_REJECTED: Final = "final_rejected"
RUN_PAUSED: Final = "run_paused"
RUN_COMPLETED: Final = "run_completed"
RUN_TERMINATED: Final = "run_terminated"
RUN_RECOVERED: Final = "run_recovered"
"""A run store reopened a run whose worker died mid-step (``data.inflight``: the action)."""
TOOL_REPLAYED: Final = "tool_replayed"
"""An action's outcome came from the execution ledger: it ran before a crash, not again."""
TOOL_OUTCOME_UNKNOWN: Final = "tool_outcome_unknown"
"""A side effect may or may not have happened before a crash; it was not re-run."""

CHECKPOINT_EVENTS: Final = frozenset({RUN_PAUSED, RUN_COMPLETED, RUN_TERMINATED})
"""Events after which the state is at rest; the state's ``trace_seq`` is exact when sent."""

TOOL_OUTCOMES: Final = frozenset({TOOL_SUCCEEDED, TOOL_RETRYABLE_FAILURE, TOOL_FAILED})
"""Events that close a ``tool_started``: exactly one follows each start."""


class TraceEvent(BaseModel):
    """One transition of a run. Serialized as one JSONL line. Immutable once emitted."""

    model_config = ConfigDict(frozen=True)

    seq: int = Field(description="Position in the run's trace, from 0; continues on resume.")
    timestamp: datetime = Field(description="When it happened (UTC).")
    event_type: str = Field(description="What happened; see the constants in keel.trace.")
    run_id: str | None = Field(
        default=None, description="The run it belongs to (None only in traces of keel < 0.2)."
    )
    data: dict[str, Any] = Field(default_factory=dict, description="Event details.")


_FIELDS_SET = {"seq", "timestamp", "event_type", "run_id", "data"}


_new = object.__new__
_setattr = object.__setattr__


@runtime_checkable
class TraceSink(Protocol):
    """Receives each trace event as it is emitted."""

    def emit(self, event: TraceEvent) -> None:
        """Record one event. Must not raise for ordinary I/O hiccups it can absorb."""


class MemorySink:
    """Keeps events in a list (``.events``)."""

    def __init__(self) -> None:
        self.events: list[TraceEvent] = []

    def emit(self, event: TraceEvent) -> None:
        """Append the event."""
        self.events.append(event)


class JsonlSink:
    """Appends each event as one JSON line to a file, written through per event.

    The file is opened in append mode, so a resumed run continues the same trace file.
    A write that fails (a full disk, a file gone read-only) does not stop the run: the
    sink cuts the file back to its last whole line (a torn line would glue onto the next
    line anyone appends), keeps the reason in `error`, logs it once (logger
    ``keel.trace``) and writes no more.
    """

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._file: IO[bytes] | None = None
        self.error: str | None = None
        """Why the file stopped being written, if it did: its trace ends early."""

    def emit(self, event: TraceEvent) -> None:
        """Write the event as one line (nothing once a write has failed)."""
        if self.error is not None:
            return
        line = (event.model_dump_json() + "\n").encode("utf-8")
        start: int | None = None
        try:
            if self._file is None:
                self._file = self.path.open("ab", buffering=0)
            if self._file.seekable():  # a pipe or a terminal has nothing to cut back
                start = self._file.seek(0, os.SEEK_END)  # where this line begins
            view = memoryview(line)
            while view:
                view = view[self._file.write(view) or 0 :]
        except OSError as error:
            self.error = f"{error.strerror or error}"
            _log.warning(
                "keel: the trace file %s could not be written (%s); it ends before event %d "
                "(%s) of run %s",
                self.path,
                self.error,
                event.seq,
                event.event_type,
                event.run_id,
            )
            self._drop_file(start)

    def close(self) -> None:
        """Close the file (it reopens on the next event, unless a write failed)."""
        if self._file is not None:
            self._file.close()
            self._file = None

    def _drop_file(self, start: int | None) -> None:
        file, self._file = self._file, None
        if file is None:
            return
        with contextlib.suppress(OSError):  # a device cannot be cut; the close still runs
            if start is not None:
                file.truncate(start)
        with contextlib.suppress(OSError):
            file.close()


class Tracer:
    """Numbers events for one run and fans them out to sinks.

    The next sequence number lives here while a run is driven (``seq``) and is written
    back to ``AgentState.trace_seq`` by `sync`, so a saved state continues the numbering.
    """

    __slots__ = ("_now", "_run_id", "_sinks", "_state", "seq")

    def __init__(
        self,
        state: AgentState,
        sinks: Iterable[TraceSink],
        now: Callable[[], datetime] = SYSTEM_CLOCK.now,
    ) -> None:
        self._now = now
        self._state = state
        self._run_id = state.run_id
        self._sinks = tuple(sinks)
        self.seq = state.trace_seq

    def emit(self, event_type: str, **data: Any) -> None:
        """Emit one event with the next sequence number."""
        # Inlined `keel.state.trusted`: this runs several times per step.
        event = _new(TraceEvent)
        _setattr(
            event,
            "__dict__",
            {
                "seq": self.seq,
                "timestamp": self._now(),
                "event_type": event_type,
                "run_id": self._run_id,
                "data": data,
            },
        )
        _setattr(event, "__pydantic_fields_set__", _FIELDS_SET)  # shared: events are frozen
        _setattr(event, "__pydantic_extra__", None)
        _setattr(event, "__pydantic_private__", None)
        self.seq += 1
        if event_type in CHECKPOINT_EVENTS:  # a sink may save the state on these: keep it exact
            self.sync()
        for sink in self._sinks:
            sink.emit(event)

    def sync(self) -> None:
        """Record the next sequence number in the state."""
        self._state.trace_seq = self.seq


def read_trace(path: str | Path) -> list[TraceEvent]:
    """Load a JSONL trace file written by `JsonlSink`."""
    return list(iter_trace(path))


def iter_trace(path: str | Path) -> Iterator[TraceEvent]:
    """Yield the events of a JSONL trace file, skipping blank lines."""
    with Path(path).open(encoding="utf-8") as handle:
        for line in handle:
            if line.strip():
                yield TraceEvent.model_validate(json.loads(line))
