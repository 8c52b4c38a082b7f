"""``keel trace FILE|RUN_ID``: a run's trace, one readable line per event.

A path that exists is read as a trace JSONL file; anything else is taken as a run id
and the run's trace is read from the run store (``--store``, else ``$KEEL_STORE``, else
``KEEL_HOME/runs.db``).

A file is read only if it is a regular file of at most `MAX_TRACE_BYTES`, with lines of
at most `MAX_LINE_BYTES`; anything else exits 2 with the reason. A damaged line exits 2
naming it, except a last line that is not whole JSON (a file cut off mid-write by a crash):
every complete event is shown, and a warning names the damaged line. Events are printed as
they are read, so a large trace is never held in memory. A file with no events says so.
The options are declared in `keel.cli.commands`.
"""

from __future__ import annotations

import json
import os
import stat
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import BinaryIO

from pydantic import ValidationError

from keel.cli.common import fail, input_errors, open_store_at, stdout_console
from keel.cli.render import print_lines
from keel.errors import RunNotFound
from keel.trace import TraceEvent

MAX_TRACE_BYTES = 1 << 30
"""Largest trace file ``keel trace`` reads (1 GiB)."""
MAX_LINE_BYTES = 64 << 20
"""Longest line (one event) it reads (64 MiB)."""


def show_trace(source: str, *, store: str | None) -> None:
    """Print the trace of ``source`` (a trace file, or a run id in ``store``), line by line."""
    path = Path(source)
    looks_like_a_file = _exists(path) or path.suffix or "/" in source or "\\" in source
    try:
        if looks_like_a_file:
            with _opened(path) as handle:
                print_lines(stdout_console(), _from_file(path, handle))
        else:
            print_lines(stdout_console(), _from_store(source, store))
    except BrokenPipeError:  # the reader (e.g. `head`) went away: not an error
        sys.stderr.close()


def _exists(path: Path) -> bool:
    """Whether ``path`` exists; exit 2 for a name the system refuses (too long, say)."""
    try:
        return path.exists()
    except OSError as error:  # a name over 255 bytes: Path.exists raises ENAMETOOLONG
        fail(f"cannot read {path}: {error.strerror or error}")


def _opened(path: Path) -> BinaryIO:
    """The trace file, opened for reading once it is known to be a regular file."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
    except OSError as error:
        fail(f"cannot read {path}: {error.strerror or error}")
    info = os.fstat(fd)  # before fdopen, which itself fails on a folder
    if not stat.S_ISREG(info.st_mode):
        os.close(fd)
        fail(f"{path} is not a regular file; pass a trace file written by keel")
    if info.st_size > MAX_TRACE_BYTES:
        os.close(fd)
        fail(f"{path} is {info.st_size:,} bytes, over the {MAX_TRACE_BYTES:,}-byte limit")
    os.set_blocking(fd, True)
    return os.fdopen(fd, "rb")


def _from_file(path: Path, handle: BinaryIO) -> Iterator[TraceEvent]:
    """Each event as it is read; exits 2 at a damaged line unless it is a cut-off end.

    Only a last line that is not whole JSON counts as cut off mid-write; one line of
    look-ahead tells. Events before a damaged line have been shown when it is reported.
    """
    shown = number = 0
    cut: tuple[int, str] | None = None  # a line that is not whole JSON: fatal if more follows
    while line := handle.readline(MAX_LINE_BYTES + 1):
        number += 1
        if len(line) > MAX_LINE_BYTES:
            fail(f"{path} line {number} is longer than {MAX_LINE_BYTES:,} bytes; not a keel trace")
        if cut is not None:
            fail(f"{path} is not a keel trace: line {cut[0]}: {cut[1]}")
        if not line.strip():
            continue
        try:
            event = _event(line)
        except _NotJson as error:
            cut = (number, str(error))
            continue
        except ValueError as error:
            fail(f"{path} is not a keel trace: line {number} is not an event: {error}")
        shown += 1
        yield event
    if cut is not None and not shown:
        fail(f"{path} is not a keel trace: line {cut[0]} is not an event")
    if cut is not None:
        print(
            f"keel: warning: {path} line {cut[0]} is incomplete (cut off mid-write?); "
            f"showing the {shown} complete events before it",
            file=sys.stderr,
        )
    elif not shown:
        print(f"keel: {path} holds no events", file=sys.stderr)


class _NotJson(ValueError):
    """A line that is not whole JSON (as a line cut off mid-write is not)."""


def _event(line: bytes) -> TraceEvent:
    """One line as an event. Raises _NotJson, or ValueError for JSON that is no event."""
    try:
        value = json.loads(line)
    except RecursionError:
        raise ValueError("JSON nested too deeply") from None
    except ValueError as error:  # also bytes that are not UTF-8 (a character cut in two)
        raise _NotJson(str(error).splitlines()[0][:200]) from None
    try:
        return TraceEvent.model_validate(value)
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
