"""``keel kb index DIR`` and ``keel kb search DIR QUERY``: what the agent will see."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Annotated

import typer
from rich.text import Text

from keel.cli.common import (
    CANCELLED,
    count_within,
    fail,
    input_errors,
    keel_home,
    stderr_console,
    stdout_console,
)
from keel.cli.progress import index_bar
from keel.cli.render import hits_table, index_details, index_summary
from keel.research.kb import IndexReport, KnowledgeBase

kb_app = typer.Typer(
    name="kb",
    help="Index a folder of documents, and search it the way the agent does.",
)

Folder = Annotated[Path, typer.Argument(help="The folder of documents (searched recursively).")]


def open_indexed(
    folder: Path, home: Path, *, show_progress: bool
) -> tuple[KnowledgeBase, IndexReport]:
    """Open ``folder``'s index under ``home`` and bring it up to date.

    A missing or empty folder exits 2 with the knowledge base's message, and leaves no
    index file behind if there was none before. Ctrl+C exits 130 saying that nothing was
    saved: a pass is written in one transaction, so the index is as it was before.
    """
    path = KnowledgeBase.default_path(folder, home)
    fresh = not path.exists()
    with input_errors():
        kb = KnowledgeBase.open(path)
        try:
            with index_bar(stderr_console(), show_progress) as progress:
                report = kb.index(folder, progress)
        except BaseException as error:
            kb.close()
            if fresh:
                for leftover in (path, Path(f"{path}-wal"), Path(f"{path}-shm")):
                    leftover.unlink(missing_ok=True)
            if isinstance(error, KeyboardInterrupt):
                state = "no index was created" if fresh else f"the index {path} is unchanged"
                fail(
                    f"interrupted while indexing {folder}: nothing was saved ({state}); "
                    "it is safe to run the command again",
                    CANCELLED,
                )
            raise
    return kb, report


@kb_app.command("index")
def index_command(folder: Folder) -> None:
    """Index FOLDER incrementally (unchanged files are not re-read) and summarize."""
    err = stderr_console()
    kb, report = open_indexed(folder, keel_home(os.environ), show_progress=err.is_terminal)
    kb.close()
    try:
        out = stdout_console()
        out.print(index_details(report))
        out.print(Text(f"index: {kb.path}", style="dim"))
    except KeyboardInterrupt:
        fail(f"interrupted: the index of {folder} was saved ({kb.path}) before", CANCELLED)


@kb_app.command("search")
def search_command(
    folder: Folder,
    query: Annotated[str, typer.Argument(help="Words to look for, as the agent would.")],
    limit: Annotated[
        int, typer.Option(callback=count_within(100), help="How many hits to show.")
    ] = 5,
) -> None:
    """Search FOLDER's index (updating it first) and show the hits the agent would get."""
    err = stderr_console()
    kb, report = open_indexed(folder, keel_home(os.environ), show_progress=err.is_terminal)
    with kb:
        hits = kb.search(query, limit=limit)
    err.print(index_summary(report), style="dim")
    out = stdout_console()
    if not hits:
        out.print(Text(f"no hits for {query!r}"))
        return
    out.print(hits_table(query, hits))
