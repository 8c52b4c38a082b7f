"""What every ``keel`` command shares: the home directory, consoles, and input errors.

Environment variables are read here, at the edge, and passed into the library as values.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import NoReturn

import typer
from pydantic import ValidationError
from rich.console import Console

from keel.errors import KeelError, describe_validation
from keel.research.session import keel_home

__all__ = [
    "CANCELLED",
    "INPUT_ERROR",
    "count_within",
    "fail",
    "input_errors",
    "keel_home",
    "stderr_console",
    "stdout_console",
]

INPUT_ERROR = 2
"""Exit code for a usage or input error (DESIGN.md)."""
CANCELLED = 130
"""Exit code for a command cancelled with Ctrl+C (DESIGN.md)."""


def stdout_console() -> Console:
    """A console on the current stdout that never hard-wraps (output stays greppable)."""
    return Console(file=sys.stdout, soft_wrap=True, highlight=False)


def stderr_console() -> Console:
    """A console on the current stderr, for progress, prompts and messages."""
    return Console(file=sys.stderr, soft_wrap=True, highlight=False)


def fail(message: str, code: int = INPUT_ERROR) -> NoReturn:
    """Print ``keel: message`` as one line on stderr and exit with ``code``."""
    one_line = " ".join(message.split())
    print(f"keel: {one_line}", file=sys.stderr)
    raise typer.Exit(code)


@contextmanager
def input_errors() -> Iterator[None]:
    """Turn keel's input errors (bad folder, bad script, bad option) into exit 2, no traceback."""
    try:
        yield
    except KeelError as error:  # UserError, KBError: one line with the fix, by contract
        fail(str(error))
    except ValidationError as error:
        fail(describe_validation(error, "options"))
    except OSError as error:
        where = f"{error.filename}: " if error.filename else ""
        fail(f"{where}{error.strerror or error}")


def count_within(high: int) -> Callable[[int | None], int | None]:
    """A Typer callback: a whole number from 1 to ``high`` (exit 2 naming the range)."""

    def check(value: int | None) -> int | None:
        if value is not None and not 1 <= value <= high:
            raise typer.BadParameter(f"must be from 1 to {high} (got {value})")
        return value

    return check
