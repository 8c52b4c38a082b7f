"""Cleaning up what runs and indexes leave behind: `plan_prune`, then `apply_prune`.

A run leaves rows in the run store, a trace file (``home/traces/<run_id>.jsonl``) and an
exported state (``home/runs/<run_id>.json``); an index is one SQLite file per folder under
``home/kb``. Nothing is removed unless selected: runs by age and by status (by default
only finished ones: completed, stopped, failed, cancelled), indexes whose folder no longer
exists. A run ``waiting_for_user`` or ``running`` is selected only when its status is named,
and a run whose worker holds a live lease only with ``include_live``. A trace file written
outside ``home/traces`` (``--trace-out``) is the user's and is never removed.

An index counts as orphaned only when its folder is gone but the folder's parent is still
there: a folder whose parent is missing too may sit on a drive that is not mounted, and a
folder that cannot be looked at (permission denied) cannot be told missing; both indexes
are kept, and `PruneReport.kept` says why. Planning changes nothing (indexes are read
without creating their ``-wal``/``-shm`` files); `apply_prune` checks that it may write
before it removes anything, and if it still stops midway, its report says what was
removed and why it stopped. A run whose stored record cannot be read is left alone and
listed in `PruneReport.damaged`; the others are pruned as usual.
"""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

from keel.errors import RunDamaged, StoreError
from keel.research.kb import KnowledgeBase
from keel.runstore import RunRecord
from keel.store.sql import SqlRunStore
from keel.store.sqlite import connect_read_only, writable

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
    kept: list[PruneItem] = field(default_factory=list)
    """Indexes kept because their folder cannot be told missing (``detail`` says why)."""
    stopped: str | None = None
    """Why `apply_prune` stopped before removing everything (None: it did not)."""
    damaged: list[RunDamaged] = field(default_factory=list)
    """Runs left alone because their stored record cannot be read (each names its run):
    whether they are selected, and which files are theirs, cannot be told."""

    @property
    def size_bytes(self) -> int:
        """Bytes freed, in total."""
        return sum(item.size_bytes for item in self.items)


def plan_prune(store: SqlRunStore | None, home: Path, selection: PruneSelection) -> PruneReport:
    """What ``selection`` removes from ``store`` and ``home``; changes nothing.

    ``store`` None: there is no run store yet, so no runs to remove.
    """
    report = PruneReport()
    if selection.selects_runs and store is not None:
        records, report.damaged = store.scan_runs(None, 10**9)
        report.items += _runs(store, records, home, selection)
    if selection.missing_folders:
        _orphan_indexes(home, report)
    return report


def apply_prune(store: SqlRunStore | None, report: PruneReport) -> PruneReport:
    """Remove everything in ``report``, item by item: a run's files, then its rows.

    A run whose files are gone but whose rows are not is still listed, so pruning again
    finishes it; its events stay readable from the store (``keel trace RUN_ID``).

    Returns:
        What was removed; its ``stopped`` says why not everything was: the store or a
        folder is read-only (checked for every item first: nothing was removed), or a
        removal failed midway.
    """
    for item in report.items:  # everything first: a read-only store or folder changes nothing
        try:
            _check_writable(store, item)
        except (OSError, StoreError) as error:
            return PruneReport(stopped=_reason(item, error))
    done = PruneReport()
    for item in report.items:
        try:
            for path in item.files:
                path.unlink(missing_ok=True)
            if item.kind == "run":
                assert store is not None, "a run to remove comes from a store"
                store.delete_run(item.name)
        except (OSError, StoreError) as error:
            done.stopped = _reason(item, error)
            return done
        done.items.append(item)
    return done


def _reason(item: PruneItem, error: OSError | StoreError) -> str:
    if isinstance(error, OSError):
        where = f"{error.filename}: " if error.filename else ""
        return f"{item.kind} {item.name}: {where}{error.strerror or error}"
    return f"{item.kind} {item.name}: {error}"


def _check_writable(store: SqlRunStore | None, item: PruneItem) -> None:
    """Raise before removing anything of ``item`` that could not all be removed."""
    if item.kind == "run" and getattr(store, "read_only", False):
        raise StoreError(
            f"cannot write the run store {getattr(store, 'path', '')}: it is read-only; "
            "make it writable or pass another --store"
        )
    for path in item.files:
        if path.exists() and not writable(path):
            raise PermissionError(13, "read-only; nothing of it was removed", str(path))


def _runs(
    store: SqlRunStore, records: list[RunRecord], home: Path, selection: PruneSelection
) -> Iterable[PruneItem]:
    now = store.now()
    statuses = selection.statuses or FINISHED
    for record in records:
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


def _orphan_indexes(home: Path, report: PruneReport) -> None:
    for index in sorted((home / "kb").glob("*.sqlite")):
        folder = index_folder(index, home)
        if folder is None:
            continue
        verdict = _missing(folder)
        if verdict is False:
            continue
        files = tuple(p for p in (index, Path(f"{index}-wal"), Path(f"{index}-shm")) if p.exists())
        item = PruneItem(
            kind="index",
            name=str(index),
            detail=f"{folder} (missing)" if verdict is True else f"{folder}: {verdict}",
            size_bytes=sum(path.stat().st_size for path in files),
            files=files,
        )
        (report.items if verdict is True else report.kept).append(item)


def _missing(folder: Path) -> bool | str:
    """True if ``folder`` is gone, False if it is there, else why it cannot be told."""
    try:
        if folder.exists():
            return False
        if not folder.parent.exists():
            return (
                f"cannot tell whether it is gone: {folder.parent} is missing too "
                "(a drive that is not mounted?); kept"
            )
    except OSError as error:
        return f"cannot tell whether it is gone ({error.strerror or error}); kept"
    return True


def index_folder(index: Path, home: Path) -> Path | None:
    """The folder an index under ``home/kb`` was made from, or None if it cannot be told.

    The index's file name holds a hash of the folder's path (`KnowledgeBase.default_path`);
    the folder is the deepest common parent of its documents' paths whose hash matches.
    """
    try:
        conn = _open_without_writing(index)
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


def _open_without_writing(index: Path) -> sqlite3.Connection:
    """Open an index to read it, creating no ``-wal``/``-shm`` file beside it.

    Without a ``-wal`` file every committed change is in the file itself, so it is read as
    immutable (no locks, no files); with one, ``mode=ro`` reads the WAL too (its ``-shm``
    is already there).
    """
    if Path(f"{index}-wal").exists():
        return connect_read_only(index)
    conn = sqlite3.connect(f"{index.absolute().as_uri()}?immutable=1", uri=True)
    try:
        conn.execute("SELECT count(*) FROM sqlite_master").fetchone()
    except sqlite3.Error:
        conn.close()
        raise
    return conn
