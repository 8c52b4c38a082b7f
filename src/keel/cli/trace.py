"""``keel trace FILE|RUN_ID``: a run's trace, one readable line per event.

A path that exists is read as a trace JSONL file; anything else is taken as a run id
and the run's trace is read from the run store (``--store``, else ``$KEEL_STORE``, else
``KEEL_HOME/runs.db``).

A file is read only if it is a regular file of at most `MAX_TRACE_BYTES`, with lines of
at most `MAX_LINE_BYTES`; anything else exits 2 with the reason. A damaged line exits 2
naming it, except the last line of a file cut off mid-write (a crash): every complete
event is shown, and a warning names the damaged line.
"""

from __future__ import annotations

import json
import os
import stat
import sys
from pathlib import Path
from typing import Annotated, BinaryIO

import typer
from pydantic import ValidationError

from keel.cli.ask import open_store_at
from keel.cli.common import fail, input_errors, stdout_console
from keel.cli.render import print_lines
from keel.errors import RunNotFound
from keel.trace import TraceEvent

MAX_TRACE_BYTES = 1 << 30
"""Largest trace file ``keel trace`` reads (1 GiB)."""
MAX_LINE_BYTES = 64 << 20
"""Longest line (one event) it reads (64 MiB)."""


def trace_command(
    source: Annotated[
        str, typer.Argument(help="A trace file written by keel (JSONL), or a run id.")
    ],
    store: Annotated[
        str | None,
        typer.Option(
            help="Run store for a run id: a SQLite file or a postgresql:// URI "
            "(default: $KEEL_STORE, else KEEL_HOME/runs.db)"
        ),
    ] = None,
) -> None:
    """Render a run's trace: seq, time, event type and the details that matter."""
    path = Path(source)
    looks_like_a_file = path.exists() or path.suffix or "/" in source or "\\" in source
    events = _from_file(path) if looks_like_a_file else _from_store(source, store)
    try:
        print_lines(stdout_console(), events)
    except BrokenPipeError:  # the reader (e.g. `head`) went away: not an error
        sys.stderr.close()


def _from_file(path: Path) -> list[TraceEvent]:
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
    except OSError as error:
        fail(f"cannot read {path}: {error.strerror or error}")
    with os.fdopen(fd, "rb") as handle:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            fail(f"{path} is not a regular file; pass a trace file written by keel")
        if info.st_size > MAX_TRACE_BYTES:
            fail(f"{path} is {info.st_size:,} bytes, over the {MAX_TRACE_BYTES:,}-byte limit")
        os.set_blocking(fd, True)
        events, damaged = _parse(path, handle)
    if damaged is not None and not events:
        fail(f"{path} is not a keel trace: line {damaged} is not an event")
    if damaged is not None:
        print(
            f"keel: warning: {path} line {damaged} is incomplete (cut off mid-write?); "
            f"showing the {len(events)} complete events before it",
            file=sys.stderr,
        )
    return events


def _parse(path: Path, handle: BinaryIO) -> tuple[list[TraceEvent], int | None]:
    """The events, and the number of a damaged last line (None if every line is whole)."""
    events: list[TraceEvent] = []
    damaged: tuple[int, str] | None = None
    number = 0
    while line := handle.readline(MAX_LINE_BYTES + 1):
        number += 1
        if len(line) > MAX_LINE_BYTES:
            fail(f"{path} line {number} is longer than {MAX_LINE_BYTES:,} bytes; not a keel trace")
        if damaged is not None:  # a damaged line with more after it: not a cut-off end
            fail(f"{path} is not a keel trace: line {damaged[0]}: {damaged[1]}")
        if not line.strip():
            continue
        try:
            events.append(_event(line))
        except ValueError as error:
            damaged = (number, str(error).splitlines()[0][:200])
    return events, None if damaged is None else damaged[0]


def _event(line: bytes) -> TraceEvent:
    """One line as an event. Raises ValueError (also for JSON nested too deeply)."""
    try:
        return TraceEvent.model_validate(json.loads(line))
    except RecursionError:
        raise ValueError("JSON nested too deeply") from None
    except ValidationError as error:
        raise ValueError(
            f"{error.error_count()} invalid field(s): {error.errors()[0]['msg']}"
        ) from None


def _from_store(run_id: str, store: str | None) -> list[TraceEvent]:
    with open_store_at(store, os.environ) as opened, input_errors():
        try:
            opened.get(run_id)
        except RunNotFound:
            fail(f"{run_id} is neither a trace file nor a run in the store; see keel runs")
        return opened.events(run_id)
