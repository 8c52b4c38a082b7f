"""``keel trace FILE``: a trace JSONL, one readable line per event."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated

import typer
from pydantic import ValidationError

from keel.cli.common import fail, stdout_console
from keel.cli.render import print_lines
from keel.trace import read_trace


def trace_command(
    file: Annotated[Path, typer.Argument(help="A trace written by keel (JSONL).")],
) -> None:
    """Render a trace file: seq, time, event type and the details that matter."""
    try:
        events = read_trace(file)
    except OSError as error:
        fail(f"cannot read {file}: {error.strerror or error}")
    except (ValueError, ValidationError) as error:
        fail(f"{file} is not a keel trace: {error}")
    try:
        print_lines(stdout_console(), events)
    except BrokenPipeError:  # the reader (e.g. `head`) went away: not an error
        sys.stderr.close()
