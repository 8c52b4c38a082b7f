"""The ``keel`` command. It only calls the library.

Commands today: ``keel trace FILE`` renders a JSONL trace readably; ``keel --version``.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from pydantic import ValidationError

from keel import __version__
from keel.trace import TraceEvent, read_trace

_SHOWN = ("tool", "attempt", "error", "message", "reason", "status", "question", "count")


def render_event(event: TraceEvent) -> str:
    """One line per event: seq, time, type and the details that matter."""
    data = event.data
    details = [f"{key}={data[key]!r}" for key in _SHOWN if key in data]
    decision = data.get("decision")
    if isinstance(decision, dict):
        call = decision.get("call") or {}
        details.insert(0, f"{decision.get('kind')} {call.get('name', '')}".rstrip())
    clock = event.timestamp.strftime("%H:%M:%S.%f")[:-3]
    return f"{event.seq:>5}  {clock}  {event.event_type:<26} {' '.join(details)}".rstrip()


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point; returns the process exit code (2 for usage or input errors)."""
    parser = argparse.ArgumentParser(prog="keel", description="A reliable runtime for agents.")
    parser.add_argument("--version", action="version", version=f"keel {__version__}")
    commands = parser.add_subparsers(dest="command", required=True)
    show = commands.add_parser("trace", help="render a trace JSONL file readably")
    show.add_argument("file", type=Path)
    options = parser.parse_args(argv)
    try:
        events = read_trace(options.file)
    except OSError as error:
        print(f"keel: cannot read {options.file}: {error.strerror or error}", file=sys.stderr)
        return 2
    except (ValueError, ValidationError) as error:
        print(f"keel: {options.file} is not a keel trace: {error}", file=sys.stderr)
        return 2
    try:
        for event in events:
            print(render_event(event))
    except BrokenPipeError:  # the reader (e.g. `head`) went away: not an error
        sys.stderr.close()
    return 0
