"""What every ``keel`` command shares: home directory, run store, consoles, input errors.

Environment variables are read here, at the edge, and passed into the library as values.
"""

from __future__ import annotations

import getpass
import sys
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from typing import NoReturn

import typer
from pydantic import ValidationError
from rich.console import Console

from keel.errors import KeelError, describe_validation
from keel.research.home import keel_home, store_location
from keel.runstore import RunStore
from keel.store import open_store

__all__ = [
    "CANCELLED",
    "INPUT_ERROR",
    "fail",
    "input_errors",
    "keel_home",
    "open_store_at",
    "stderr_console",
    "stdin_is_terminal",
    "stdout_console",
    "user_name",
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


def stdin_is_terminal() -> bool:
    """Whether a person can answer prompts on stdin."""
    return sys.stdin is not None and sys.stdin.isatty()


def user_name() -> str:
    """This user's login name, for approval records ("cli" when there is none)."""
    try:
        return getpass.getuser()
    except (KeyError, OSError):
        return "cli"


@contextmanager
def open_store_at(explicit: str | None, env: Mapping[str, str]) -> Iterator[RunStore]:
    """Open the run store (exit 2 if it cannot be opened) and close it afterwards."""
    with input_errors():
        store = open_store(store_location(explicit, env))
    try:
        yield store
    finally:
        store.close()
