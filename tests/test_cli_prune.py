"""`keel prune`: runs by age and status, orphaned indexes, dry run; live and waiting runs kept."""

from __future__ import annotations

import json
import shutil
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from keel.cli import app
from keel.research.housekeeping import PruneSelection, index_folder, plan_prune
from keel.research.kb import KnowledgeBase
from keel.store import SqliteRunStore
from test_cli_ask import COMPLETING, clarify_turn, docs, home

__all__ = ["docs", "home"]  # fixtures from test_cli_ask, used here by name

DAY = 86400.0


def keel(home: Path, *args: str) -> Any:
    env = {"KEEL_HOME": str(home), "KEEL_STORE": None, "KEEL_MODEL": None}
    return CliRunner().invoke(app, list(args), env=env)


@pytest.fixture
def ask(home: Path, docs: Path, tmp_path: Path):
    def run(turns: list[dict[str, Any]], *extra: str) -> str:
        script = tmp_path / "script.jsonl"
        script.write_text("".join(json.dumps(t) + "\n" for t in turns))
        args = ["ask", "Growth?", "--kb", str(docs), "--model", f"scripted:{script}", "--json"]
        result = keel(home, *args, "--no-input", *extra)
        assert result.exit_code in {0, 4, 5}, result.output
        return str(json.loads(result.stdout)["run_id"])

    return run


def set_run(home: Path, run_id: str, **columns: Any) -> None:
    with sqlite3.connect(home / "runs.db") as conn:
        for column, value in columns.items():
            conn.execute(f"UPDATE keel_runs SET {column} = ? WHERE run_id = ?", (value, run_id))


def age_days(home: Path, run_id: str, days: float) -> None:
    with sqlite3.connect(home / "runs.db") as conn:
        conn.execute(
            "UPDATE keel_runs SET updated_at = updated_at - ? WHERE run_id = ?",
            (days * DAY, run_id),
        )


def run_ids(home: Path) -> set[str]:
    listed = keel(home, "runs", "--json")
    return {run["run_id"] for run in json.loads(listed.stdout)}


def prune(home: Path, *args: str) -> dict[str, Any]:
    result = keel(home, "prune", *args, "--json")
    assert result.exit_code == 0, result.output
    return dict(json.loads(result.stdout))


def test_old_finished_runs_go_with_their_trace_and_state_files(ask, home):
    old, new = ask(COMPLETING), ask(COMPLETING)
    age_days(home, old, 40)

    report = prune(home, "--older-than", "30d")

    assert [item["name"] for item in report["removed"]] == [old]
    assert report["freed_bytes"] > 0
    assert run_ids(home) == {new}
    assert not (home / "traces" / f"{old}.jsonl").exists()
    assert not (home / "runs" / f"{old}.json").exists()
    assert (home / "traces" / f"{new}.jsonl").exists()
    assert keel(home, "show", old).exit_code == 2


def test_status_selects_runs_of_any_age(ask, home):
    done = ask(COMPLETING)
    failed = ask([{"raw": "no json"}] * 3)
    assert [item["name"] for item in prune(home, "--status", "failed")["removed"]] == [failed]
    assert run_ids(home) == {done}


def test_a_waiting_run_is_kept_unless_its_status_is_named(ask, home):
    waiting = ask([clarify_turn("Which year?")])
    age_days(home, waiting, 400)
    assert prune(home, "--older-than", "1d")["removed"] == []
    assert run_ids(home) == {waiting}
    removed = prune(home, "--older-than", "1d", "--status", "waiting_for_user")["removed"]
    assert [item["name"] for item in removed] == [waiting]


def test_a_running_run_with_a_live_lease_is_kept_unless_asked(ask, home):
    run = ask(COMPLETING)
    store = SqliteRunStore(home / "runs.db")
    now = store.now()
    store.close()
    set_run(home, run, status="running", lease_owner="worker-1", lease_expires=now + 3600)
    assert prune(home, "--status", "running")["removed"] == []
    removed = prune(home, "--status", "running", "--include-live")["removed"]
    assert [item["name"] for item in removed] == [run]


def test_dry_run_lists_with_sizes_and_changes_nothing(ask, home):
    run = ask(COMPLETING)
    before = sorted(p.name for p in home.rglob("*"))
    db = (home / "runs.db").read_bytes()

    report = prune(home, "--status", "completed", "--dry-run")

    assert report["dry_run"] is True
    [item] = report["removed"]
    assert item["name"] == run
    assert item["size_bytes"] > (home / "traces" / f"{run}.jsonl").stat().st_size
    assert sorted(p.name for p in home.rglob("*")) == before
    assert (home / "runs.db").read_bytes() == db
    text = keel(home, "prune", "--status", "completed", "--dry-run")
    assert run in text.stdout
    assert "would remove 1 run(s) and 0 index(es)" in text.stderr


def test_indexes_of_missing_folders_go_and_others_stay(ask, home, docs, tmp_path):
    ask(COMPLETING)
    gone = tmp_path / "gone"
    shutil.copytree(docs, gone / "sub")
    assert keel(home, "kb", "index", str(gone)).exit_code == 0
    gone_index = KnowledgeBase.default_path(gone, home)
    kept_index = KnowledgeBase.default_path(docs, home)
    assert index_folder(gone_index, home) == gone
    shutil.rmtree(gone)

    report = prune(home, "--missing-folders")

    assert [item["name"] for item in report["removed"]] == [str(gone_index)]
    assert not gone_index.exists()
    assert kept_index.exists()
    assert len(run_ids(home)) == 1


def test_nothing_selected_is_a_usage_error(home):
    result = keel(home, "prune")
    assert result.exit_code == 2
    assert "say what to remove" in result.stderr


@pytest.mark.parametrize("age", ["30", "x", "-1d", "99999999d"])
def test_a_bad_age_is_a_usage_error(home, age):
    assert keel(home, "prune", "--older-than", age).exit_code == 2


def test_the_library_plans_without_the_cli(ask, home):
    run = ask(COMPLETING)
    store = SqliteRunStore(home / "runs.db")
    try:
        report = plan_prune(store, home, PruneSelection(statuses=frozenset({"completed"})))
    finally:
        store.close()
    assert [item.name for item in report.items] == [run]
