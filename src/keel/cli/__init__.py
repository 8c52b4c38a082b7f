"""The ``keel`` command (Typer + Rich). It only calls the library.

    keel ask GOAL --kb DIR       answer a question from a folder of documents
    keel kb index DIR            index a folder incrementally, with a summary
    keel kb search DIR QUERY     the hits the agent's search_kb would get
    keel trace FILE|RUN_ID       a trace (JSONL file, or a run from the store), one line per event
    keel runs [--status S]       runs in the run store, newest first
    keel show RUN_ID             one run: status, what it waits for, answer, approvals, answers
    keel resume RUN_ID           continue a paused or interrupted run
    keel prune [--older-than AGE] [--status S,...] [--missing-folders] [--dry-run]
    keel mcp serve --kb DIR      the research agent as an MCP server (stdio, or --http)
    keel serve [--store URI | --temporal HOST:PORT]
                                 the web console: runs, run pages, an inbox to reply from
    keel view TRACE.jsonl        one trace file's run page in the web console
    keel mcp tools SERVER        the tools an MCP server offers, as keel treats them
    keel worker --temporal HOST:PORT --task-queue Q --app MODULE:FACTORY
                                 serve keel runs as Temporal workflows
    keel --version

Exit codes (DESIGN.md): 0 completed, 2 usage or input error, 3 stopped by a budget,
4 failed, 5 waiting for a user, 130 cancelled. Modules: ``commands`` (what each command
takes, light enough for ``keel --help``); ``ask``, ``kb``, ``trace``, ``runs`` (runs,
show), ``resume``, ``prune`` (the commands, each imported when it runs); ``render`` (text
for people), ``progress`` (live steps, indexing bar), ``human`` (terminal prompts),
``mcp_serve`` (``keel mcp serve``), ``mcp_tools`` (``keel mcp tools``), ``worker`` (``keel
worker``, and ``show``/``resume --temporal``), ``common`` (home directory, run store,
consoles, input errors).
"""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING, Annotated, Any

import typer
from typer.core import TyperGroup

from keel import __version__
from keel.cli.commands import (
    ask_command,
    kb_app,
    mcp_app,
    prune_command,
    resume_command,
    runs_command,
    serve_command,
    show_command,
    trace_command,
    view_command,
    worker_command,
)
from keel.lazy import lazy_exports

if TYPE_CHECKING:
    from keel.cli.render import render_event
else:  # Rich and the library load when a command renders something, not for --help
    __getattr__, __dir__ = lazy_exports(__name__, {"keel.cli.render": ("render_event",)})

__all__ = ["app", "main", "render_event"]


class _KeelGroup(TyperGroup):
    """Click's entry point, with every error as one line and the exit code returned."""

    def main(  # type: ignore[override]
        self,
        args: Sequence[str] | None = None,
        prog_name: str | None = None,
        complete_var: str | None = None,
        standalone_mode: bool = True,
        **extra: Any,
    ) -> Any:
        """Run the command; exit (``standalone_mode``) or return its exit code."""
        code = self._exit_code(args, prog_name, complete_var, **extra)
        if standalone_mode:
            sys.exit(code)
        return code

    def _exit_code(
        self,
        args: Sequence[str] | None,
        prog_name: str | None,
        complete_var: str | None,
        **extra: Any,
    ) -> int:
        try:
            value = super().main(args, prog_name, complete_var, standalone_mode=False, **extra)
        except typer.Abort:
            print("keel: aborted", file=sys.stderr)
            return 130
        except Exception as error:
            # Click's usage errors. Typer vendors Click, so they are matched by shape.
            code = getattr(error, "exit_code", None)
            describe = getattr(error, "format_message", None)
            if not isinstance(code, int) or describe is None:
                raise
            ctx = getattr(error, "ctx", None)
            where = ctx.command_path if ctx is not None else "keel"
            print(f"keel: {describe()} (see {where} --help)", file=sys.stderr)
            return code
        return value if isinstance(value, int) else 0


def _show_version(value: bool) -> None:
    if value:
        print(f"keel {__version__}")
        raise typer.Exit()


app = typer.Typer(
    name="keel",
    cls=_KeelGroup,
    help="A reliable runtime for agents, and a research agent over your documents.",
    add_completion=False,
    pretty_exceptions_enable=False,
    # Plain Click help: Typer's Rich help would cost `keel --help` as much again (bench/README.md).
    rich_markup_mode=None,
)


@app.callback()
def _root(
    version: Annotated[
        bool,
        typer.Option(
            "--version", callback=_show_version, is_eager=True, help="Show keel's version."
        ),
    ] = False,
) -> None:
    """A reliable runtime for agents, and a research agent over your documents."""


app.command("ask", short_help="Answer GOAL from the documents in --kb, with verified citations.")(
    ask_command
)
app.add_typer(kb_app)
app.add_typer(mcp_app)
app.command("trace", short_help="Render a run's trace, one line per event.")(trace_command)
app.command("runs")(runs_command)
app.command("show")(show_command)
app.command("resume")(resume_command)
app.command("serve", short_help="Serve the web console: runs, run pages and an inbox.")(
    serve_command
)
app.command("view", short_help="Show a trace file's run page in the web console.")(view_command)
app.command("prune", short_help="Remove old runs and the indexes of missing folders.")(
    prune_command
)
app.command("worker", short_help="Serve keel runs as Temporal workflows (--temporal).")(
    worker_command
)


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point (``[project.scripts] keel``); returns the exit code instead of exiting."""
    for number, argument in enumerate(sys.argv[1:] if argv is None else argv, start=1):
        try:
            argument.encode("utf-8")
        except UnicodeEncodeError:  # bytes the locale could not decode (surrogate escapes)
            shown = os.fsencode(argument).decode("ascii", "backslashreplace")
            print(f"keel: argument {number} is not valid UTF-8 text: {shown}", file=sys.stderr)
            return 2
    command = typer.main.get_command(app)
    code: int = command.main(args=argv, prog_name="keel", standalone_mode=False)
    return code
