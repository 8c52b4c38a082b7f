"""Ctrl+C during `keel kb index`: exit 130 with a line saying what state the index is in.

KeyboardInterrupt is raised from a monkeypatched point: while files are read (before the
save), inside the write transaction, and while the summary is printed (after the save).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, NoReturn

from typer.testing import CliRunner

from keel.cli import app
from keel.research.kb import KnowledgeBase, ingest


def interrupt(*_: Any, **__: Any) -> NoReturn:
    raise KeyboardInterrupt


def index(tmp_path: Path) -> Any:
    env = {"KEEL_HOME": str(tmp_path / "home")}
    return CliRunner().invoke(app, ["kb", "index", str(tmp_path / "docs")], env=env)


def setup(tmp_path: Path) -> Path:
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "a.md").write_text("Revenue was $1 million.")
    return KnowledgeBase.default_path(tmp_path / "docs", tmp_path / "home")


def test_interrupt_before_the_first_save_leaves_no_index(tmp_path, monkeypatch):
    path = setup(tmp_path)
    monkeypatch.setattr(ingest, "load", interrupt)
    result = index(tmp_path)
    assert result.exit_code == 130
    (line,) = result.stderr.splitlines()
    assert "nothing was saved (no index was created)" in line
    assert "safe to run the command again" in line
    assert not path.exists()


def test_interrupt_while_writing_leaves_the_previous_index(tmp_path, monkeypatch):
    path = setup(tmp_path)
    assert index(tmp_path).exit_code == 0
    (tmp_path / "docs" / "b.md").write_text("Costs were $2 million.")
    monkeypatch.setattr(ingest, "_write", interrupt)
    result = index(tmp_path)
    assert result.exit_code == 130
    (line,) = result.stderr.splitlines()
    assert f"nothing was saved (the index {path} is unchanged)" in line
    with KnowledgeBase.open(path) as kb:
        assert [d.doc_id for d in kb.documents()] == ["a"]


def test_interrupt_after_the_save_says_it_was_saved(tmp_path, monkeypatch):
    path = setup(tmp_path)
    monkeypatch.setattr("keel.cli.kb.index_details", interrupt)
    result = index(tmp_path)
    assert result.exit_code == 130
    (line,) = result.stderr.splitlines()
    assert f"was saved ({path})" in line
    with KnowledgeBase.open(path) as kb:
        assert [d.doc_id for d in kb.documents()] == ["a"]
