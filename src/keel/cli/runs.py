"""``keel runs`` and ``keel show RUN_ID``: runs in the run store.

The options are declared in `keel.cli.commands`; ``keel resume`` is `keel.cli.resume`.
"""

from __future__ import annotations

import json
import os
import sys
from datetime import UTC, datetime
from typing import Any, NoReturn

from rich.text import Text

from keel.cli.common import fail, input_errors, open_store_at, stderr_console, stdout_console
from keel.cli.render import clock_time, print_lines, run_details
from keel.state import RUN_STATUSES, AgentState
from keel.store import RunDamaged, RunNotFound, RunRecord, RunStore
from keel.store.sql import SqlRunStore

__all__ = ["list_runs", "load_run", "show_run", "skipped"]


def list_runs(status: str | None, limit: int, *, json_output: bool, store: str | None) -> None:
    """Print the runs in ``store`` (with ``status``, if given), most recently updated first."""
    if status is not None and status not in RUN_STATUSES:
        fail(f"unknown status {status!r}; use one of: {', '.join(RUN_STATUSES)}")
    with open_store_at(store, os.environ) as opened:
        records, damaged = _scan(opened, status, limit)
        now = opened.now()
    if json_output:
        print(json.dumps([_record_json(r, now) for r in records], ensure_ascii=False))
    elif not records and not damaged:
        stderr_console().print("no runs" + (f" with status {status}" if status else ""))
    else:
        _print_runs(records, now)
    if damaged:
        skipped(damaged)


def _scan(
    store: RunStore, status: str | None, limit: int
) -> tuple[list[RunRecord], list[RunDamaged]]:
    """The runs to list, and those whose stored record is damaged (skipped, not fatal)."""
    if isinstance(store, SqlRunStore):
        return store.scan_runs(status, limit)
    try:
        return store.list_runs(status, limit), []
    except RunDamaged as error:  # pragma: no cover - open_store makes SQL stores
        fail(str(error))


def _print_runs(records: list[RunRecord], now: float) -> None:
    out = stdout_console()
    for record in records:
        status_text = record.status + ("*" if record.lease_live(now) else "")
        updated = clock_time(record.updated_at)
        line = f"{record.run_id}  {status_text:<17} {record.step:>5}  {updated}  "
        out.print(Text(line).append(record.goal))
    if any(record.lease_live(now) for record in records):
        stderr_console().print("* a worker holds the run's lease now", style="dim")


def skipped(damaged: list[RunDamaged], rest: str = "listed") -> NoReturn:
    """One line per run skipped because its stored record is damaged, then exit 2."""
    for error in damaged:
        print(f"keel: skipped {error}", file=sys.stderr)
    fail(
        f"{len(damaged)} run(s) skipped because their stored records are damaged "
        f"(keel cannot read them); the other runs were {rest}"
    )


def show_run(run_id: str, *, events: bool, json_output: bool, store: str | None) -> None:
    """Print one run: status, what it waits for, answer, usage, approvals and recorded
    answers (``events``: the trace too)."""
    with open_store_at(store, os.environ) as opened:
        state, record = load_run(opened, run_id)
        approvals = opened.approvals(run_id)
        answers = opened.answers(run_id)
        with input_errors():  # a damaged event: one line naming the run and the event
            trace = opened.events(run_id) if events else []
        now = opened.now()
    if json_output:
        report: dict[str, Any] = {
            **_record_json(record, now),
            "state": state.model_dump(mode="json"),
            "approvals": [
                {
                    "step": a.step,
                    "action_signature": a.signature,
                    "round": a.round,
                    "approved": a.approved,
                    "by": a.by,
                    "at": _iso(a.at),
                }
                for a in approvals
            ],
            "answers": [
                {"step": a.step, "answer": a.answer, "by": a.by, "at": _iso(a.at)} for a in answers
            ],
        }
        if events:  # as in a trace file's lines (and keel show --temporal --events --json)
            report["events"] = [event.model_dump(mode="json") for event in trace]
        print(json.dumps(report, ensure_ascii=False))
        return
    out = stdout_console()
    out.print(run_details(state, record, approvals, now, answers))
    if trace:
        print_lines(out, trace)


def load_run(store: RunStore, run_id: str) -> tuple[AgentState, RunRecord]:
    """The run's state and record; exit 2 if the store has no such run."""
    try:
        with input_errors():
            return store.load(run_id)
    except RunNotFound:
        fail(f"no run {run_id} in the store; see keel runs")


def _record_json(record: RunRecord, now: float) -> dict[str, Any]:
    return {
        "run_id": record.run_id,
        "status": record.status,
        "goal": record.goal,
        "step": record.step,
        "version": record.version,
        "created_at": _iso(record.created_at),
        "updated_at": _iso(record.updated_at),
        "lease_owner": record.lease_owner if record.lease_live(now) else None,
        "meta": record.meta,
    }


def _iso(seconds: float) -> str:
    return datetime.fromtimestamp(seconds, UTC).isoformat().replace("+00:00", "Z")
