"""`--trace-out`: only a regular file keel may write is written; nothing else is touched.

Each hostile target is real: a FIFO (os.mkfifo), a device node (os.mknod), a symlink, a
document inside the knowledge base, a /proc file, a folder that does not exist.
"""

from __future__ import annotations

import errno
import json
import os
import stat
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from keel.cli import app
from test_cli_ask import COMPLETING, docs, home

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


def test_a_regular_file_is_overwritten_with_the_new_trace(ask, tmp_path):
    trace = tmp_path / "trace.jsonl"
    trace.write_text("old\n" * 100)
    result = ask("--trace-out", str(trace), "--json")
    assert result.exit_code == 0
    events = [json.loads(line) for line in trace.read_text().splitlines()]
    assert events[0]["event_type"] == "run_started"
    assert json.loads(result.stdout)["trace_error"] is None
