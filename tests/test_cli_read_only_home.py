"""A read-only keel home: reading commands work, writing ones fail with one clear line.

The home is made read-only with chmod. Tests here run as root, where chmod restricts
nothing, so as root `os.access` is also monkeypatched to report the home as not writable
(what it reports for a read-only mount); keel then opens SQLite with ``mode=ro``, whose
refusal to write is SQLite's own, not simulated. (A real read-only bind mount of such a
home was checked by hand: `keel runs`, `keel show`, `keel kb search` work on it.)
"""

from __future__ import annotations

import hashlib
import json
import os
import stat
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from keel.cli import app
from test_cli_ask import COMPLETING, docs, home

__all__ = ["docs", "home"]  # fixtures from test_cli_ask, used here by name


def keel(home: Path, *args: str) -> Any:
    env = {"KEEL_HOME": str(home), "KEEL_STORE": None, "KEEL_MODEL": None}
    return CliRunner().invoke(app, list(args), env=env)


def digest(folder: Path) -> dict[str, str]:
    """Every file's hash. SQLite's ``-wal``/``-shm`` companions are left out: as root the
    folder stays writable, so ``mode=ro`` may create them (on a read-only mount it cannot)."""
    return {
        str(path): hashlib.sha256(path.read_bytes()).hexdigest()
        for path in sorted(folder.rglob("*"))
        if path.is_file() and not path.name.endswith(("-wal", "-shm"))
    }


@pytest.fixture
def filled_home(home: Path, docs: Path, tmp_path: Path) -> str:
    """A home with one completed run and an up-to-date index; returns the run id."""
    script = tmp_path / "script.jsonl"
    script.write_text("".join(json.dumps(t) + "\n" for t in COMPLETING))
    asked = keel(
        home, "ask", "Growth?", "--kb", str(docs), "--model", f"scripted:{script}", "--json"
    )
    assert asked.exit_code == 0, asked.output
    return str(json.loads(asked.stdout)["run_id"])


@pytest.fixture
def read_only(home: Path, monkeypatch) -> Iterator[None]:
    modes = {path: path.stat().st_mode for path in [home, *home.rglob("*")]}
    for path, mode in modes.items():
        path.chmod(mode & ~(stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH))
    if os.geteuid() == 0:
        real = os.access

        def access(path: Any, mode: int, **kwargs: Any) -> bool:
            inside = Path(os.path.abspath(path)).is_relative_to(home)
            return False if inside and mode & os.W_OK else real(path, mode, **kwargs)

        monkeypatch.setattr(os, "access", access)
    yield
    for path, mode in modes.items():
        path.chmod(mode)


def test_runs_and_show_work_on_a_read_only_home(filled_home, home, read_only):
    before = digest(home)
    listed = keel(home, "runs", "--json")
    assert listed.exit_code == 0, listed.output
    assert [run["run_id"] for run in json.loads(listed.stdout)] == [filled_home]
    shown = keel(home, "show", filled_home, "--json")
    assert shown.exit_code == 0, shown.output
    assert json.loads(shown.stdout)["status"] == "completed"
    stored = keel(home, "trace", filled_home)
    assert stored.exit_code == 0
    assert "run_completed" in stored.stdout
    assert digest(home) == before


def test_search_uses_an_up_to_date_index_without_writing(filled_home, home, docs, read_only):
    before = digest(home)
    searched = keel(home, "kb", "search", str(docs), "revenue 2024")
    assert searched.exit_code == 0, searched.output
    assert "annual-2024" in searched.stdout
    assert digest(home) == before


def test_an_index_that_needs_writing_is_one_clear_error(filled_home, home, docs, read_only):
    (docs / "new.md").write_text("Costs were $5 million.")
    searched = keel(home, "kb", "search", str(docs), "revenue")
    assert searched.exit_code == 2
    (line,) = searched.stderr.splitlines()
    assert "is out of date and cannot be updated" in line
    assert "read-only" in line
    assert str(home / "kb") in line
    assert "delete" not in line


def test_a_run_that_needs_the_store_is_one_clear_error(
    filled_home, home, docs, read_only, tmp_path
):
    script = tmp_path / "script.jsonl"
    out = tmp_path / "trace.jsonl"
    args = ["ask", "Growth?", "--kb", str(docs), "--model", f"scripted:{script}"]
    asked = keel(home, *args, "--trace-out", str(out))
    assert asked.exit_code == 2
    (line,) = asked.stderr.splitlines()
    assert "cannot write the run store" in line
    assert "read-only" in line


def test_a_trace_file_the_home_cannot_take_is_one_line_saying_read_only(
    filled_home, home, docs, read_only, monkeypatch, tmp_path
):
    # As root chmod restricts nothing, so opening the trace file is refused here the way
    # the kernel refuses it to a user on a read-only home (EACCES); as any other user the
    # chmod above refuses it for real.
    real_open = os.open

    def refusing_open(path: Any, flags: int, *args: Any, **kwargs: Any) -> int:
        if Path(os.fspath(path)).is_relative_to(home / "traces") and flags & os.O_RDWR:
            raise PermissionError(13, "Permission denied", os.fspath(path))
        return real_open(path, flags, *args, **kwargs)

    monkeypatch.setattr(os, "open", refusing_open)
    script = tmp_path / "script.jsonl"
    script.write_text("".join(json.dumps(t) + "\n" for t in COMPLETING))
    asked = keel(home, "ask", "Growth?", "--kb", str(docs), "--model", f"scripted:{script}")
    assert asked.exit_code == 2
    (line,) = asked.stderr.splitlines()
    assert "cannot write the trace file" in line
    assert str(home / "traces") in line
    assert "read-only (Permission denied)" in line
