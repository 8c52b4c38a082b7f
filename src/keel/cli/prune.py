"""``keel prune``: remove old runs (store rows, trace, exported state) and orphaned indexes.

    keel prune --older-than 30d                      finished runs not updated for 30 days
    keel prune --status failed,cancelled             runs with these statuses, any age
    keel prune --missing-folders                     indexes of folders that are gone
    keel prune ... --dry-run                         list what would go, change nothing

A run waiting for a person or running is pruned only when its status is named, and one
whose worker holds a live lease only with ``--include-live``. An index is kept when its
folder's parent is missing too (a drive that is not mounted?) or the folder cannot be
looked at; a note says so. Nothing is removed from a read-only store or folder; a removal
that fails midway lists what was removed and exits 2. A run whose stored record is damaged
is skipped (named on stderr and under ``skipped`` in ``--json``), the rest are pruned, and
the command exits 2. Library: `keel.research.housekeeping`;
the options are declared in `keel.cli.commands`.
"""

from __future__ import annotations

import json
import os
import re
import sys
from pathlib import Path

from rich.text import Text

from keel.cli.common import (
    fail,
    input_errors,
    keel_home,
    open_store_at,
    stderr_console,
    stdout_console,
)
from keel.cli.runs import skipped
from keel.research.home import store_location
from keel.research.housekeeping import (
    PruneReport,
    PruneSelection,
    apply_prune,
    plan_prune,
)
from keel.state import RUN_STATUSES
from keel.store import sqlite_path
from keel.store.sql import SqlRunStore

_AGE = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*([smhdw])\s*$")
_UNIT_SECONDS = {"s": 1, "m": 60, "h": 3600, "d": 86400, "w": 7 * 86400}
MAX_AGE_DAYS = 36_500
"""The longest ``--older-than`` (a hundred years)."""


def parse_age(text: str) -> float:
    """``30d``, ``12h``, ``90m``, ``3600s``, ``2w`` as seconds; exit 2 on anything else."""
    found = _AGE.match(text.lower())
    if found is None:
        fail(f"--older-than {text!r}: give a number and a unit, e.g. 30d, 12h, 90m, 2w")
    seconds = float(found.group(1)) * _UNIT_SECONDS[found.group(2)]
    if seconds > MAX_AGE_DAYS * 86400:
        fail(f"--older-than {text!r}: at most {MAX_AGE_DAYS} days")
    return seconds


def _statuses(text: str | None) -> frozenset[str] | None:
    if text is None:
        return None
    named = frozenset(part.strip() for part in text.split(",") if part.strip())
    unknown = sorted(named - set(RUN_STATUSES))
    if not named or unknown:
        fail(f"unknown status {', '.join(unknown) or text!r}; use: {', '.join(RUN_STATUSES)}")
    return named


def prune(
    *,
    older_than: str | None,
    status: str | None,
    missing_folders: bool,
    include_live: bool,
    dry_run: bool,
    json_output: bool,
    store: str | None,
) -> None:
    """Remove (or with ``dry_run`` list) what the options select; exit 2 if nothing is."""
    selection = PruneSelection(
        older_than_seconds=None if older_than is None else parse_age(older_than),
        statuses=_statuses(status),
        missing_folders=missing_folders,
        include_live=include_live,
    )
    if not selection.selects_runs and not missing_folders:
        fail("say what to remove: --older-than AGE, --status S,... and/or --missing-folders")
    home = keel_home(os.environ)
    path = sqlite_path(store_location(store, os.environ))
    if path is not None and not _exists(path):  # no runs yet: nothing to open, or to create
        _prune(None, home, selection, dry_run, json_output)
        return
    with open_store_at(store, os.environ) as opened:
        if not isinstance(opened, SqlRunStore):
            fail("this run store cannot be pruned")
        _prune(opened, home, selection, dry_run, json_output)


def _exists(path: Path) -> bool:
    """Whether the store's file exists; exit 2 for a name the system refuses (too long)."""
    try:
        return path.exists()
    except OSError as error:  # a name over 255 bytes: Path.exists raises ENAMETOOLONG
        fail(f"cannot open the run store {path}: {error.strerror or error}")


def _prune(
    store: SqlRunStore | None,
    home: Path,
    selection: PruneSelection,
    dry_run: bool,
    json_output: bool,
) -> None:
    with input_errors():
        report = plan_prune(store, home, selection)
    if not dry_run:
        done = apply_prune(store, report)
        done.damaged = report.damaged
        if done.stopped is not None:
            _stopped(done, report, json_output)
    _show(report, dry_run, json_output)
    if report.damaged:
        skipped(report.damaged, "listed" if dry_run else "pruned as asked")


def _stopped(done: PruneReport, planned: PruneReport, json_output: bool) -> None:
    """Show what was removed before the failure, then exit 2 with the reason."""
    if done.items or done.damaged:
        _show(done, False, json_output)
    for error in done.damaged:
        print(f"keel: skipped {error}", file=sys.stderr)
    left = len(planned.items) - len(done.items)
    fail(f"stopped with {left} of {len(planned.items)} item(s) not removed: {done.stopped}")


def _show(report: PruneReport, dry_run: bool, json_output: bool) -> None:
    for index in report.kept:
        print(f"keel: kept index {index.name}: {index.detail}", file=sys.stderr)
    if json_output:
        items = [
            {"kind": i.kind, "name": i.name, "detail": i.detail, "size_bytes": i.size_bytes}
            for i in report.items
        ]
        kept = [{"name": i.name, "detail": i.detail} for i in report.kept]
        payload = {
            "dry_run": dry_run,
            "removed": items,
            "kept": kept,
            "freed_bytes": report.size_bytes,
            "skipped": [{"run_id": e.run_id, "detail": str(e)} for e in report.damaged],
        }
        print(json.dumps(payload, ensure_ascii=False))
        return
    out = stdout_console()
    for item in report.items:
        out.print(Text(f"{item.kind:<5}  {item.name}  {_size(item.size_bytes):>9}  {item.detail}"))
    runs = sum(item.kind == "run" for item in report.items)
    indexes = len(report.items) - runs
    verb = "would remove" if dry_run else "removed"
    freed = "would free" if dry_run else "freed"
    stderr_console().print(
        f"{verb} {runs} run(s) and {indexes} index(es); {freed} {_size(report.size_bytes)}"
    )


def _size(count: int) -> str:
    """``512 B``, ``40.2 KB``, ``3.1 MB``."""
    if count < 1024:
        return f"{count} B"
    value = count / 1024
    for unit in ("KB", "MB"):
        if value < 1024:
            return f"{value:.1f} {unit}"
        value /= 1024
    return f"{value:.1f} GB"
