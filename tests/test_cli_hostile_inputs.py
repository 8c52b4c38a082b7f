"""Inputs a QA pass found crashing or hanging the command: each now exits 2 with one line
(or, for a folder nested too deep, indexes what it can reach)."""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from pathlib import Path

import pytest

from keel.cli import main
from test_cli_ask import docs, home

__all__ = ["docs", "home"]  # fixtures from test_cli_ask, used here by name

KEEL = [sys.executable, "-c", "import sys; from keel.cli import main; sys.exit(main())"]


@pytest.fixture(autouse=True)
def _home(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("KEEL_HOME", str(home))
    for name in ("KEEL_MODEL", "KEEL_STORE"):
        monkeypatch.delenv(name, raising=False)


def one_line(capsys: pytest.CaptureFixture[str]) -> str:
    (line,) = capsys.readouterr().err.splitlines()
    return line


@pytest.mark.parametrize("kind", ["device", "fifo"])
def test_a_script_that_is_not_a_regular_file_is_refused(docs, tmp_path, capsys, kind):
    if kind == "device":
        script = Path("/dev/zero")  # read whole, it used memory until the process was killed
    else:
        script = tmp_path / "turns.jsonl"
        os.mkfifo(script)  # opening it waited for a writer forever
    code = main(["ask", "Growth?", "--kb", str(docs), "--model", f"scripted:{script}"])
    assert code == 2
    assert one_line(capsys) == f"keel: cannot read script {script}: not a regular file"


def test_an_argument_that_is_not_utf8_is_refused_before_anything_runs(docs, home, capsys):
    question = os.fsdecode(b"caf\xe9 revenue")  # as Python passes undecodable argv bytes
    assert main(["ask", question, "--kb", str(docs)]) == 2
    assert one_line(capsys) == r"keel: argument 2 is not valid UTF-8 text: caf\xe9 revenue"
    assert not (home / "traces").exists()  # no empty trace file left behind


def test_a_folder_nested_too_deep_is_indexed_as_far_as_the_walk_goes(tmp_path, capsys):
    folder = tmp_path / "deep"
    levels = [str(folder)]
    for _ in range(1000):  # one level at a time: makedirs itself recurses too deep here
        levels.append(levels[-1] + "/d")
    try:
        for level in levels:
            os.mkdir(level)
        Path(levels[-1], "lost.md").write_text("Revenue was 5 million.")  # was RecursionError
        (folder / "top.md").write_text("Revenue was 7 million in 2024.")
        assert main(["kb", "index", str(folder)]) == 0
        assert "1 indexed" in capsys.readouterr().out
    finally:  # bottom up: pytest's own clean-up of old temporary folders recurses too
        Path(levels[-1], "lost.md").unlink(missing_ok=True)
        for level in reversed(levels[1:]):
            if os.path.isdir(level):
                os.rmdir(level)


def test_a_knowledge_base_index_is_not_taken_as_the_run_store(docs, home, capsys):
    assert main(["kb", "index", str(docs)]) == 0
    (index,) = (home / "kb").glob("*.sqlite")
    before = index.read_bytes()
    capsys.readouterr()
    # prune --missing-folders with the index as --store used to delete it
    code = main(["prune", "--missing-folders", "--store", str(index)])
    assert code == 2
    assert one_line(capsys) == (
        f"keel: cannot use {index} as a run store: it is a keel knowledge-base index; "
        "use another file for the run store (keel: --store)"
    )
    assert index.read_bytes() == before


@pytest.mark.skipif(importlib.util.find_spec("llama_cpp") is None, reason="no llama_cpp")
def test_a_file_that_is_not_a_gguf_model_is_one_line(docs, capsys):
    not_a_model = docs / "annual-2023.md"
    # In a child process: llama.cpp writes its own complaint to the C-level stderr.
    done = subprocess.run(
        [*KEEL, "ask", "Growth?", "--kb", str(docs), "--model", f"llamacpp:{not_a_model}"],
        capture_output=True,
        text=True,
        env={**os.environ},
    )
    assert done.returncode == 2
    assert f"keel: cannot load the model {not_a_model}: " in done.stderr
    assert "Traceback" not in done.stderr


def test_a_file_name_with_a_terminal_escape_is_skipped_not_shown(tmp_path, capsys):
    folder = tmp_path / "escapes"
    folder.mkdir()
    hostile = folder / "x\x1b]0;PWNED\x07q.md"  # would retitle the terminal as its id
    hostile.write_text("Eta revenue was 77 million.")
    (folder / "plain.md").write_text("Beta revenue was 5 million.")
    assert main(["kb", "index", str(folder)]) == 0
    shown = capsys.readouterr()
    assert "\x1b" not in shown.out + shown.err
    assert "1 indexed" in shown.out
    assert r"x\x1b]0;PWNED\x07q.md: the file name holds control characters" in shown.out
    assert main(["kb", "search", str(folder), "revenue"]) == 0
    searched = capsys.readouterr()
    assert "\x1b" not in searched.out + searched.err
    assert "plain" in searched.out
