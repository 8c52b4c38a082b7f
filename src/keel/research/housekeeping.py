"""Cleaning up what runs and indexes leave behind: `plan_prune`, then `apply_prune`.

A run leaves rows in the run store, a trace file (``home/traces/<run_id>.jsonl``) and an
exported state (``home/runs/<run_id>.json``); an index is one SQLite file per folder under
``home/kb``. Nothing is removed unless selected: runs by age and by status (by default
only finished ones: completed, stopped, failed, cancelled), indexes whose folder no longer
exists. A run ``waiting_for_user`` or ``running`` is selected only when its status is named,
and a run whose worker holds a live lease only with ``include_live``. A trace file written
outside ``home/traces`` (``--trace-out``) is the user's and is never removed.
"""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

from keel.research.kb import KnowledgeBase
from keel.store.sql import SqlRunStore
from keel.store.sqlite import connect_read_only

FINISHED = frozenset({"completed", "stopped", "failed", "cancelled"})
"""Statuses pruned when no status is named."""


@dataclass(frozen=True, slots=True, kw_only=True)
class PruneItem:
    """One thing `apply_prune` would remove, with the bytes it takes."""

    kind: Literal["run", "index"]
    name: str
    """The run id, or the index file's path."""
    detail: str
    """The run's status and goal, or the folder the index was made from."""
    size_bytes: int
    files: tuple[Path, ...] = ()
    """Files removed with it (trace, exported state; the index and its -wal/-shm)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class PruneSelection:
    """What to remove."""

    older_than_seconds: float | None = None
    """Runs last updated at least this long ago (None: any age, if statuses are named)."""
    statuses: frozenset[str] | None = None
    """Runs with these statuses (None: `FINISHED`, if an age is given)."""
    missing_folders: bool = False
    """Indexes whose knowledge-base folder no longer exists."""
    include_live: bool = False
    """Also runs whose worker holds a live lease (only if ``running`` is named)."""

    @property
    def selects_runs(self) -> bool:
        """Whether any run is selected at all."""
        return self.older_than_seconds is not None or self.statuses is not None


@dataclass(slots=True)
class PruneReport:
    """What was (or, in a dry run, would be) removed."""

    items: list[PruneItem] = field(default_factory=list)

    @property
    def size_bytes(self) -> int:
        """Bytes freed, in total."""
        return sum(item.size_bytes for item in self.items)


def plan_prune(store: SqlRunStore, home: Path, selection: PruneSelection) -> PruneReport:
    """What ``selection`` removes from ``store`` and ``home``; changes nothing."""
    report = PruneReport()
    if selection.selects_runs:
        report.items += _runs(store, home, selection)
    if selection.missing_folders:
        report.items += _orphan_indexes(home)
    return report


def apply_prune(store: SqlRunStore, report: PruneReport) -> None:
    """Remove everything in ``report``: store rows first, then the files."""
    for item in report.items:
        if item.kind == "run":
            store.delete_run(item.name)
        for path in item.files:
            path.unlink(missing_ok=True)


def _runs(store: SqlRunStore, home: Path, selection: PruneSelection) -> Iterable[PruneItem]:
    now = store.now()
    statuses = selection.statuses or FINISHED
    for record in store.list_runs(None, 10**9):
        if record.status not in statuses:
            continue
        age = now - record.updated_at
        if selection.older_than_seconds is not None and age < selection.older_than_seconds:
            continue
        if record.lease_live(now) and not selection.include_live:
            continue
        files = [home / "runs" / f"{record.run_id}.json"]
        trace = Path(str(record.meta.get("trace") or home / "traces" / f"{record.run_id}.jsonl"))
        if trace.parent.resolve() == (home / "traces").resolve():
            files.append(trace)
        present = tuple(path for path in files if path.is_file())
        yield PruneItem(
            kind="run",
            name=record.run_id,
            detail=f"{record.status}: {record.goal[:60]}",
            size_bytes=store.run_bytes(record.run_id) + sum(p.stat().st_size for p in present),
            files=present,
        )


def _orphan_indexes(home: Path) -> Iterable[PruneItem]:
    for index in sorted((home / "kb").glob("*.sqlite")):
        folder = index_folder(index, home)
        if folder is None or folder.exists():
            continue
        files = tuple(p for p in (index, Path(f"{index}-wal"), Path(f"{index}-shm")) if p.exists())
        yield PruneItem(
            kind="index",
            name=str(index),
            detail=f"{folder} (missing)",
            size_bytes=sum(path.stat().st_size for path in files),
            files=files,
        )


def index_folder(index: Path, home: Path) -> Path | None:
    """The folder an index under ``home/kb`` was made from, or None if it cannot be told.

    The index's file name holds a hash of the folder's path (`KnowledgeBase.default_path`);
    the folder is the deepest common parent of its documents' paths whose hash matches.
    """
    try:
        conn = connect_read_only(index)
        try:
            sources = [row[0] for row in conn.execute("SELECT source_path FROM kb_documents")]
        finally:
            conn.close()
    except sqlite3.Error:
        return None
    if not sources:
        return None
    candidate = Path(os.path.commonpath(sources))
    for folder in (candidate, *candidate.parents):
        if KnowledgeBase.default_path(folder, home).name == index.name:
            return folder
    return None
