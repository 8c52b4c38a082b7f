"""``keel trace FILE|RUN_ID``: a run's trace, one readable line per event.

A path that exists is read as a trace JSONL file; anything else is taken as a run id
and the run's trace is read from the run store (``--store``, else ``$KEEL_STORE``, else
``KEEL_HOME/runs.db``).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Annotated

import typer
from pydantic import ValidationError

from keel.cli.ask import open_store_at
from keel.cli.common import fail, input_errors, stdout_console
from keel.cli.render import print_lines
from keel.errors import RunNotFound
from keel.trace import TraceEvent, read_trace


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
        return read_trace(path)
    except OSError as error:
        fail(f"cannot read {path}: {error.strerror or error}")
    except (ValueError, ValidationError) as error:
        fail(f"{path} is not a keel trace: {error}")


def _from_store(run_id: str, store: str | None) -> list[TraceEvent]:
    with open_store_at(store, os.environ) as opened, input_errors():
        try:
            opened.get(run_id)
        except RunNotFound:
            fail(f"{run_id} is neither a trace file nor a run in the store; see keel runs")
        return opened.events(run_id)
