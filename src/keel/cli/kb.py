"""``keel kb index DIR`` and ``keel kb search DIR QUERY``: what the agent will see.

The options are declared in `keel.cli.commands`.
"""

from __future__ import annotations

import os
from pathlib import Path

from rich.text import Text

from keel.cli.common import (
    CANCELLED,
    fail,
    input_errors,
    keel_home,
    stderr_console,
    stdout_console,
)
from keel.cli.progress import index_bar
from keel.cli.render import hits_table, index_details, index_summary
from keel.research.kb import IndexReport, KnowledgeBase


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


def index(folder: Path) -> None:
    """Index ``folder`` incrementally (unchanged files are not re-read) and summarize."""
    err = stderr_console()
    kb, report = open_indexed(folder, keel_home(os.environ), show_progress=err.is_terminal)
    kb.close()
    try:
        out = stdout_console()
        out.print(index_details(report))
        out.print(Text(f"index: {kb.path}", style="dim"))
    except KeyboardInterrupt:
        fail(f"interrupted: the index of {folder} was saved ({kb.path}) before", CANCELLED)


def search(folder: Path, query: str, limit: int) -> None:
    """Search ``folder``'s index (updating it first); show the hits the agent would get."""
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
