"""The README's example, the offline demo and the `keel` command do what the docs say."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from keel.cli import main

ROOT = Path(__file__).resolve().parents[1]


def test_offline_demo_completes_with_cited_sources(tmp_path):
    trace = tmp_path / "trace.jsonl"
    done = subprocess.run(
        [sys.executable, str(ROOT / "examples" / "research_demo.py"), "--trace-out", str(trace)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert "Status: completed" in done.stdout
    assert "duplicate_action_blocked read_document" in done.stdout
    assert "final_rejected" in done.stdout
    assert "[annual-2023] Northwind Components" in done.stdout
    assert trace.read_text().count("\n") > 20


def test_keel_trace_renders_each_event(tmp_path, capsys):
    trace = tmp_path / "trace.jsonl"
    subprocess.run(
        [sys.executable, str(ROOT / "examples" / "research_demo.py"), "--trace-out", str(trace)],
        capture_output=True,
        check=True,
    )
    assert main(["trace", str(trace)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == trace.read_text().count("\n")
    assert "run_started" in lines[0]
    assert "tool search_kb" in lines[2]
    assert "run_completed" in lines[-1]


def test_keel_trace_missing_file_is_exit_2(tmp_path, capsys):
    assert main(["trace", str(tmp_path / "nope.jsonl")]) == 2
    assert "cannot read" in capsys.readouterr().err


def test_keel_trace_of_a_non_trace_file_is_exit_2(tmp_path, capsys):
    bogus = tmp_path / "bogus.jsonl"
    bogus.write_text('{"hello": 1}\n')
    assert main(["trace", str(bogus)]) == 2
    assert "not a keel trace" in capsys.readouterr().err


def test_keel_version(capsys):
    assert main(["--version"]) == 0
    assert capsys.readouterr().out.startswith("keel ")


def test_python_dash_m_keel_is_the_keel_command(tmp_path):
    missing = tmp_path / "missing.jsonl"
    helped = subprocess.run(
        [sys.executable, "-m", "keel", "--help"], capture_output=True, text=True, check=False
    )
    failed = subprocess.run(
        [sys.executable, "-m", "keel", "trace", str(missing)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert helped.returncode == 0, helped.stderr
    assert helped.stdout.startswith("Usage: keel ")
    assert failed.returncode == 2  # the command's own exit codes come through
    assert str(missing) in failed.stderr
