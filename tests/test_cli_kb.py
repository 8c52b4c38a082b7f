"""`keel kb index` and `keel kb search` in-process: summaries, hits, folder errors."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from keel.cli import app


@pytest.fixture
def docs(tmp_path: Path) -> Path:
    folder = tmp_path / "docs"
    folder.mkdir()
    (folder / "alpha.md").write_text(
        "---\ntitle: Alpha Report\n---\nAlpha revenue grew to $12 million in 2024.\n"
    )
    (folder / "beta.txt").write_text("Beta memo about travel costs and office moves.\n")
    (folder / "empty.md").write_text("")
    return folder


@pytest.fixture
def kb(tmp_path: Path):
    """Run ``keel kb ...`` with KEEL_HOME in tmp_path."""
    env = {"KEEL_HOME": str(tmp_path / "home")}

    def invoke(*args: str):
        return CliRunner().invoke(app, ["kb", *args], env=env)

    return invoke


def test_index_summarizes_what_it_did_and_why_files_were_skipped(kb, docs, tmp_path):
    result = kb("index", str(docs))
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert lines[0].startswith(
        f"{docs}: 2 indexed, 0 unchanged, 0 removed, 1 skipped, 0 warnings in "
    )
    assert lines[1:3] == ["Skipped", f"  {docs / 'empty.md'}: empty file"]
    (index,) = (tmp_path / "home" / "kb").glob("*.sqlite")
    assert lines[-1] == f"index: {index}"


def test_index_again_is_incremental(kb, docs):
    assert kb("index", str(docs)).exit_code == 0
    (docs / "beta.txt").unlink()
    result = kb("index", str(docs))
    assert result.exit_code == 0
    assert "0 indexed, 1 unchanged, 1 removed, 1 skipped" in result.stdout


def test_search_shows_ranked_hits_as_the_agent_sees_them(kb, docs):
    result = kb("search", str(docs), "alpha revenue")
    assert result.exit_code == 0, result.output
    out = result.stdout
    assert "search: alpha revenue" in out
    for column in ("#", "doc_id", "chunk", "title", "score", "snippet"):
        assert column in out
    row = next(line for line in out.splitlines() if line.startswith("│ 1 "))
    assert "alpha" in row
    assert "Alpha Report" in row
    assert "beta" not in out
    assert "2 indexed" in result.stderr  # the index was brought up to date first


def test_search_limit_bounds_the_hits(kb, docs):
    result = kb("search", str(docs), "alpha beta revenue costs", "--limit", "1")
    assert result.exit_code == 0
    rows = [line for line in result.stdout.splitlines() if line.startswith("│ ")]
    assert sum(1 for row in rows if row.split("│")[1].strip().isdigit()) == 1


def test_search_without_hits_says_so(kb, docs):
    result = kb("search", str(docs), "zebra")
    assert result.exit_code == 0
    assert result.stdout == "no hits for 'zebra'\n"


@pytest.mark.parametrize("command", [("index",), ("search",)])
def test_missing_folder_is_exit_2_with_the_kb_message(kb, tmp_path, command):
    missing = tmp_path / "missing"
    args = [*command, str(missing)] + (["revenue"] if command == ("search",) else [])
    result = kb(*args)
    assert result.exit_code == 2
    assert result.stderr == f"keel: knowledge base folder not found: {missing}\n"
    assert not (tmp_path / "home" / "kb").exists() or not any((tmp_path / "home" / "kb").iterdir())


def test_empty_folder_is_exit_2(kb, tmp_path):
    empty = tmp_path / "empty"
    empty.mkdir()
    result = kb("index", str(empty))
    assert result.exit_code == 2
    assert result.stderr.startswith("keel: no supported documents")
    assert "Traceback" not in result.output


def test_search_needs_a_query(kb, docs):
    result = kb("search", str(docs))
    assert result.exit_code == 2
    assert result.stderr == "keel: Missing argument 'query'. (see keel kb search --help)\n"
