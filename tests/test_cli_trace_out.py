"""`--trace-out`: only a regular file keel may write is written; nothing else is touched.

Each hostile target is real: a FIFO (os.mkfifo), a device node (os.mknod), a symlink, a
document inside the knowledge base, a hard link to one, the run store, the index, the
model's script, a file that is not a trace, a /proc file, a folder that does not exist.
"""

from __future__ import annotations

import errno
import json
import os
import shutil
import stat
import tempfile
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from keel.cli import app
from keel.research.kb import KnowledgeBase
from test_cli_ask import COMPLETING, clarify_turn, docs, final_turn, home, tool_turn

__all__ = ["docs", "home"]  # fixtures from test_cli_ask, used here by name


@pytest.fixture
def ask(home: Path, docs: Path, tmp_path: Path):
    def invoke(*extra: str) -> Any:
        script = tmp_path / "script.jsonl"
        script.write_text("".join(json.dumps(t) + "\n" for t in COMPLETING), encoding="utf-8")
        args = ["ask", "What was revenue?", "--kb", str(docs), "--model", f"scripted:{script}"]
        env = {"KEEL_HOME": str(home), "KEEL_MODEL": None}
        return CliRunner().invoke(app, [*args, *extra], env=env)

    return invoke


def refused(result: Any, *words: str) -> None:
    assert result.exit_code == 2, result.output
    assert result.exception is None or isinstance(result.exception, SystemExit)
    assert result.stdout == ""
    (line,) = result.stderr.splitlines()
    assert line.startswith("keel: ")
    for word in words:
        assert word in line


def test_a_fifo_is_refused_and_left_in_place(ask, tmp_path):
    fifo = tmp_path / "trace.fifo"
    os.mkfifo(fifo)
    refused(ask("--trace-out", str(fifo)), "FIFO")
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode)


def test_a_device_node_is_refused_and_left_in_place(ask, tmp_path):
    node = tmp_path / "null"
    try:
        os.mknod(node, stat.S_IFCHR | 0o666, os.makedev(1, 3))  # the same device as /dev/null
    except PermissionError:
        pytest.skip("creating a device node needs CAP_MKNOD")
    refused(ask("--trace-out", str(node)), "character device")
    assert stat.S_ISCHR(os.lstat(node).st_mode)


def test_a_symlink_is_refused_and_neither_it_nor_its_target_changes(ask, tmp_path):
    target = tmp_path / "precious.txt"
    target.write_text("keep me\n")
    link = tmp_path / "trace.jsonl"
    link.symlink_to(target)
    refused(ask("--trace-out", str(link)), "symlink")
    assert link.is_symlink()
    assert target.read_text() == "keep me\n"


def test_a_document_inside_the_knowledge_base_is_refused(ask, docs):
    document = docs / "annual-2023.md"
    before = document.read_bytes()
    refused(ask("--trace-out", str(document)), "inside the knowledge-base folder")
    assert document.read_bytes() == before


def test_a_new_file_inside_the_knowledge_base_is_refused(ask, docs):
    refused(ask("--trace-out", str(docs / "trace.jsonl")), "inside the knowledge-base folder")
    assert not (docs / "trace.jsonl").exists()


def test_a_folder_that_does_not_exist_is_refused(ask, tmp_path):
    missing = tmp_path / "no-such-folder" / "trace.jsonl"
    refused(ask("--trace-out", str(missing)), "not found")
    assert not missing.parent.exists()


def test_a_proc_file_is_refused(ask):
    refused(ask("--trace-out", "/proc/version"), "/proc/version")


def test_a_folder_is_refused(ask, tmp_path):
    refused(ask("--trace-out", str(tmp_path)), "folder")
    assert tmp_path.is_dir()


def test_a_full_disk_after_the_run_started_keeps_the_run_result(ask, home, tmp_path, monkeypatch):
    """A real full disk cannot be made here, so the trace file's write raises ENOSPC."""
    calls = []

    def write_fails_after_two(fd: int, data: bytes) -> None:
        calls.append(data)
        if len(calls) > 2:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        os.write(fd, data)

    monkeypatch.setattr("keel.cli.tracefile._write_all", write_fails_after_two)
    trace = tmp_path / "trace.jsonl"
    result = ask("--trace-out", str(trace), "--json")
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout)
    assert report["status"] == "completed"
    assert report["trace_error"] == os.strerror(errno.ENOSPC)
    assert "the trace was not written" in result.stderr
    assert f"keel trace {report['run_id']}" in result.stderr
    assert len(trace.read_text().splitlines()) == 2  # what was written before the failure
    stored = CliRunner().invoke(app, ["trace", report["run_id"]], env={"KEEL_HOME": str(home)})
    assert stored.exit_code == 0
    assert "run_completed" in stored.stdout


def test_an_earlier_trace_is_overwritten_with_the_new_trace(ask, tmp_path):
    trace = tmp_path / "trace.jsonl"
    first = json.loads(ask("--trace-out", str(trace), "--json").stdout)["run_id"]
    trace.write_bytes(trace.read_bytes() * 20)
    result = ask("--trace-out", str(trace), "--json")
    assert result.exit_code == 0
    events = [json.loads(line) for line in trace.read_text().splitlines()]
    assert events[0]["event_type"] == "run_started"
    second = json.loads(result.stdout)["run_id"]
    assert {event["run_id"] for event in events} == {second} != {first}
    assert json.loads(result.stdout)["trace_error"] is None


def test_an_empty_file_is_written(ask, tmp_path):
    trace = tmp_path / "trace.jsonl"
    trace.touch()
    assert ask("--trace-out", str(trace)).exit_code == 0
    assert json.loads(trace.read_text().splitlines()[0])["event_type"] == "run_started"


def test_a_file_that_is_not_a_trace_is_refused_and_kept(ask, tmp_path):
    notes = tmp_path / "notes.txt"
    notes.write_text("old\n" * 100)
    refused(ask("--trace-out", str(notes)), "not a keel trace")
    assert notes.read_text() == "old\n" * 100


def test_a_hard_link_to_a_document_is_refused_and_the_document_kept(ask, docs, tmp_path):
    document = docs / "annual-2024.md"
    before = document.read_bytes()
    out = tmp_path / "out"
    out.mkdir()
    os.link(document, out / "hard.txt")
    refused(ask("--trace-out", str(out / "hard.txt")), "hard links")
    assert document.read_bytes() == before


def test_a_hard_link_to_an_earlier_trace_is_refused(ask, tmp_path):
    """Even a trace: the other name may be a copy someone keeps (nlink > 1)."""
    trace = tmp_path / "trace.jsonl"
    assert ask("--trace-out", str(trace)).exit_code == 0
    os.link(trace, tmp_path / "kept.jsonl")
    before = trace.read_bytes()
    refused(ask("--trace-out", str(trace)), "hard links")
    assert (tmp_path / "kept.jsonl").read_bytes() == before


@pytest.mark.parametrize("name", ["runs.db", "runs.db-wal"])
def test_the_run_store_is_refused_and_kept(ask, home, name):
    assert ask().exit_code == 0
    refused(ask("--trace-out", str(home / name)), "is the run store")
    runs = CliRunner().invoke(app, ["runs", "--json"], env={"KEEL_HOME": str(home)})
    assert runs.exit_code == 0, runs.output
    assert len(json.loads(runs.stdout)) == 1


def test_an_explicit_store_named_as_the_trace_file_is_refused(ask, home, tmp_path):
    store = tmp_path / "o.db"
    assert ask("--store", str(store)).exit_code == 0
    refused(ask("--store", str(store), "--trace-out", str(store)), "which this run uses")
    runs = CliRunner().invoke(app, ["runs", "--json", "--store", str(store)])
    assert len(json.loads(runs.stdout)) == 1


def test_the_index_is_refused_and_kept(ask, home, docs):
    assert ask().exit_code == 0
    index = KnowledgeBase.default_path(docs, home)
    refused(ask("--trace-out", str(index)), "is the knowledge-base index")
    with KnowledgeBase.open(index) as kb:
        assert len(kb.search("revenue")) > 0


def test_the_model_script_is_refused_before_it_is_emptied(home, docs, tmp_path):
    script = tmp_path / "s.jsonl"
    script.write_text("".join(json.dumps(t) + "\n" for t in COMPLETING), encoding="utf-8")
    before = script.read_bytes()
    args = ["ask", "q", "--kb", str(docs), "--model", f"scripted:{script}"]
    result = CliRunner().invoke(
        app, [*args, "--trace-out", str(script)], env={"KEEL_HOME": str(home)}
    )
    refused(result, "is the model's script")
    assert script.read_bytes() == before


PAUSING = [
    tool_turn("read_document", doc_id="annual-2023"),
    clarify_turn("Which currency?"),
    final_turn("Revenue was $80 million in 2023 [annual-2023].", ["annual-2023"]),
]


@pytest.fixture
def paused(home: Path, docs: Path, tmp_path: Path) -> str:
    """The id of a run waiting for an answer."""
    script = tmp_path / "pausing.jsonl"
    script.write_text("".join(json.dumps(t) + "\n" for t in PAUSING), encoding="utf-8")
    args = ["ask", "q", "--kb", str(docs), "--model", f"scripted:{script}", "--json"]
    result = CliRunner().invoke(app, [*args, "--no-input"], env={"KEEL_HOME": str(home)})
    assert result.exit_code == 5, result.output
    return str(json.loads(result.stdout)["run_id"])


def resume(home: Path, run_id: str, *extra: str) -> Any:
    args = ["resume", run_id, "--answer", "USD", "--no-input", *extra]
    return CliRunner().invoke(app, args, env={"KEEL_HOME": str(home)})


def test_resume_does_not_append_to_a_hard_link_to_a_document(home, docs, paused, tmp_path):
    document = docs / "annual-2024.md"
    before = document.read_bytes()
    os.link(document, tmp_path / "hard2.txt")
    refused(resume(home, paused, "--trace-out", str(tmp_path / "hard2.txt")), "hard links")
    assert document.read_bytes() == before


def test_resume_does_not_append_to_another_runs_trace(ask, home, paused, tmp_path):
    other = tmp_path / "other.jsonl"
    assert ask("--trace-out", str(other)).exit_code == 0
    before = other.read_bytes()
    refused(resume(home, paused, "--trace-out", str(other)), "another run")
    assert other.read_bytes() == before


def test_resume_appends_to_a_new_file(home, paused, tmp_path):
    trace = tmp_path / "resumed.jsonl"
    assert resume(home, paused, "--trace-out", str(trace)).exit_code == 0
    assert {json.loads(line)["run_id"] for line in trace.read_text().splitlines()} == {paused}


def test_a_trace_under_dev_shm_is_written(ask):
    """/dev/shm is an ordinary tmpfs, unlike the rest of /dev."""
    if not os.access("/dev/shm", os.W_OK):
        pytest.skip("no writable /dev/shm here")
    folder = Path(tempfile.mkdtemp(dir="/dev/shm"))
    try:
        result = ask("--trace-out", str(folder / "trace.jsonl"))
        assert result.exit_code == 0, result.output
        assert "run_started" in (folder / "trace.jsonl").read_text()
    finally:
        shutil.rmtree(folder)
