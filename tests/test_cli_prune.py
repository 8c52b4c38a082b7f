"""`keel prune`: runs by age and status, orphaned indexes, dry run; live and waiting runs kept."""

from __future__ import annotations

import json
import os
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


def test_a_read_only_store_is_one_clear_error_and_nothing_goes(ask, home, monkeypatch):
    """As root chmod restricts nothing, so `os.access` reports the home as read-only (as
    on a read-only mount); the store is then opened with SQLite's own ``mode=ro``."""
    run = ask(COMPLETING)
    real = os.access

    def access(path: Any, mode: int, **kwargs: Any) -> bool:
        inside = Path(os.path.abspath(path)).is_relative_to(home)
        return False if inside and mode & os.W_OK else real(path, mode, **kwargs)

    monkeypatch.setattr(os, "access", access)
    result = keel(home, "prune", "--status", "completed")
    assert result.exit_code == 2, result.output
    (line,) = result.stderr.splitlines()
    assert "read-only" in line
    monkeypatch.undo()
    assert run_ids(home) == {run}
    assert (home / "traces" / f"{run}.jsonl").exists()


def test_a_removal_failing_midway_reports_what_was_removed(ask, home, monkeypatch):
    """A real unlink failure cannot be made as root, so unlink fails for one file."""
    first, second = ask(COMPLETING), ask(COMPLETING)
    planned = [
        item["name"] for item in prune(home, "--status", "completed", "--dry-run")["removed"]
    ]
    stuck = home / "runs" / f"{planned[1]}.json"
    real = Path.unlink

    def unlink(path: Path, missing_ok: bool = False) -> None:
        if path == stuck:
            raise PermissionError(13, "Permission denied", str(path))
        real(path, missing_ok=missing_ok)

    monkeypatch.setattr(Path, "unlink", unlink)
    result = keel(home, "prune", "--status", "completed")
    assert result.exit_code == 2, result.output
    assert planned[0] in result.stdout
    assert planned[1] not in result.stdout
    assert "removed 1 run(s)" in result.stderr
    assert f"run {planned[1]}" in result.stderr.splitlines()[-1]
    assert run_ids(home) == {planned[1]}, "the stuck run stays listed, to be pruned again"
    assert {first, second} == set(planned)


def test_a_folder_that_cannot_be_looked_at_keeps_its_index(ask, home, docs, monkeypatch):
    """As root no folder can be made unreadable, so stat raises EACCES for this one."""
    ask(COMPLETING)
    index = KnowledgeBase.default_path(docs, home)
    real = Path.exists

    def exists(path: Path, **kwargs: Any) -> bool:
        if path == docs.absolute():
            raise PermissionError(13, "Permission denied", str(path))
        return real(path, **kwargs)

    monkeypatch.setattr(Path, "exists", exists)
    result = keel(home, "prune", "--missing-folders", "--json")
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout)
    assert report["removed"] == []
    assert report["kept"][0]["name"] == str(index)
    assert "Permission denied" in result.stderr
    assert index.exists()


def test_an_index_whose_folder_and_its_parent_are_gone_is_kept(ask, home, tmp_path):
    """The parent missing too looks like a drive that is not mounted."""
    drive = tmp_path / "drive"
    shutil.copytree(tmp_path / "docs", drive / "docs")
    assert keel(home, "kb", "index", str(drive / "docs")).exit_code == 0
    index = KnowledgeBase.default_path(drive / "docs", home)
    shutil.rmtree(drive)
    report = prune(home, "--missing-folders")
    assert report["removed"] == []
    assert "not mounted" in report["kept"][0]["detail"]
    assert index.exists()


def test_a_dry_run_creates_no_wal_or_shm_beside_an_index(ask, home, docs, tmp_path):
    ask(COMPLETING)
    shutil.copytree(docs, tmp_path / "gone" / "sub")
    assert keel(home, "kb", "index", str(tmp_path / "gone")).exit_code == 0
    shutil.rmtree(tmp_path / "gone")
    before = sorted(p.name for p in (home / "kb").iterdir())
    report = prune(home, "--missing-folders", "--dry-run")
    assert len(report["removed"]) == 1
    assert sorted(p.name for p in (home / "kb").iterdir()) == before


@pytest.mark.parametrize("dry_run", [True, False])
def test_without_a_run_store_nothing_is_created_and_orphaned_indexes_still_go(
    home, docs, tmp_path, dry_run
):
    gone = tmp_path / "gone"
    shutil.copytree(docs, gone)
    assert keel(home, "kb", "index", str(gone)).exit_code == 0
    gone_index = KnowledgeBase.default_path(gone, home)
    shutil.rmtree(gone)
    assert not (home / "runs.db").exists()

    extra = ("--dry-run",) if dry_run else ()
    result = keel(home, "prune", "--older-than", "1d", "--missing-folders", "--json", *extra)

    assert result.exit_code == 0, result.output
    assert [item["name"] for item in json.loads(result.stdout)["removed"]] == [str(gone_index)]
    assert gone_index.exists() is dry_run
    assert not (home / "runs.db").exists()  # no store made just to find it empty


@pytest.mark.parametrize("dry_run", [True, False])
def test_a_run_whose_record_is_damaged_is_skipped_and_the_rest_are_pruned(ask, home, dry_run):
    damaged, wrong_shape, intact = ask(COMPLETING), ask(COMPLETING), ask(COMPLETING)
    set_run(home, damaged, meta="{not json")
    set_run(home, wrong_shape, meta='"a string"')
    files = [home / "traces" / f"{damaged}.jsonl", home / "runs" / f"{wrong_shape}.json"]

    result = keel(home, "prune", "--status", "completed", "--json", *(["--dry-run"] * dry_run))

    assert result.exit_code == 2, result.output
    assert result.exception is None or isinstance(result.exception, SystemExit)
    report = json.loads(result.stdout)
    assert [item["name"] for item in report["removed"]] == [intact]
    assert sorted(s["run_id"] for s in report["skipped"]) == sorted([damaged, wrong_shape])
    lines = result.stderr.splitlines()
    assert f"keel: skipped run {damaged}: its stored record is damaged (meta is not valid JSON" in (
        result.stderr
    )
    assert lines[-1].startswith("keel: 2 run(s) skipped because their stored records are damaged")
    with sqlite3.connect(home / "runs.db") as conn:
        left = {row[0] for row in conn.execute("SELECT run_id FROM keel_runs")}
    assert left == ({damaged, wrong_shape, intact} if dry_run else {damaged, wrong_shape})
    assert all(path.is_file() for path in files), "a skipped run keeps its files"


def test_a_store_name_over_255_characters_is_one_clear_error(home, tmp_path):
    store = tmp_path / ("s" * 300 + ".db")
    for args in (["--store", str(store)], ["--store", str(store), "--dry-run"]):
        result = keel(home, "prune", "--status", "completed", *args)
        assert result.exit_code == 2, result.output
        assert result.exception is None or isinstance(result.exception, SystemExit)
        assert result.stderr == f"keel: cannot open the run store {store}: File name too long\n"
