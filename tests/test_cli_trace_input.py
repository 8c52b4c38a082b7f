"""`keel trace FILE` on damaged or hostile input: one clear line, never a hang or traceback."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from typer.testing import CliRunner

from keel.cli import app


def event(seq: int, event_type: str = "tool_started", **data: Any) -> str:
    return json.dumps({
        "seq": seq, "timestamp": "2025-01-01T00:00:00Z", "event_type": event_type,
        "run_id": "r1", "data": data,
    })  # fmt: skip


def trace(*sources: str) -> Any:
    return CliRunner().invoke(app, ["trace", *sources])


def one_error_line(result: Any, *words: str) -> str:
    assert result.exit_code == 2, result.output
    assert result.exception is None or isinstance(result.exception, SystemExit)
    (line,) = result.stderr.splitlines()
    for word in words:
        assert word in line
    return line


def test_deeply_nested_json_in_the_middle_names_its_line(tmp_path: Path):
    path = tmp_path / "deep.jsonl"
    nested = "[" * 100_000 + "]" * 100_000
    path.write_text(f"{event(0, 'run_started')}\n{nested}\n{event(2)}\n")
    one_error_line(trace(str(path)), "line 2", "nested too deeply")


def test_dev_zero_is_refused_at_once():
    one_error_line(trace("/dev/zero"), "/dev/zero", "not a regular file")


def test_a_fifo_is_refused_without_waiting_for_a_writer(tmp_path: Path):
    fifo = tmp_path / "trace.fifo"
    os.mkfifo(fifo)
    one_error_line(trace(str(fifo)), "not a regular file")


def test_an_overlong_line_is_refused(tmp_path: Path, monkeypatch):
    monkeypatch.setattr("keel.cli.trace.MAX_LINE_BYTES", 1000)
    path = tmp_path / "long.jsonl"
    path.write_text(event(0, "run_started") + "\n" + "x" * 5000 + "\n")
    one_error_line(trace(str(path)), "line 2", "longer than 1,000 bytes")


def test_an_oversized_file_is_refused(tmp_path: Path, monkeypatch):
    monkeypatch.setattr("keel.cli.trace.MAX_TRACE_BYTES", 100)
    path = tmp_path / "big.jsonl"
    path.write_text("\n".join(event(n) for n in range(5)) + "\n")
    one_error_line(trace(str(path)), "over the 100-byte limit")


def test_a_last_line_cut_off_mid_write_shows_the_complete_events_and_warns(tmp_path: Path):
    path = tmp_path / "cut.jsonl"
    whole = [event(0, "run_started"), event(1, "tool_started", tool="search_kb", arguments={})]
    path.write_text("\n".join(whole) + "\n" + event(2)[:25])

    result = trace(str(path))

    assert result.exit_code == 0, result.output
    assert len(result.stdout.splitlines()) == 2
    assert "run_started" in result.stdout
    (warning,) = result.stderr.splitlines()
    assert "line 3 is incomplete" in warning
    assert "2 complete events" in warning


def test_a_damaged_line_in_the_middle_is_an_error_naming_it(tmp_path: Path):
    path = tmp_path / "mid.jsonl"
    path.write_text(f"{event(0, 'run_started')}\n{event(1)}\n{{not json\n{event(3)}\n")
    one_error_line(trace(str(path)), "line 3")


def test_a_file_that_is_no_trace_at_all_is_an_error(tmp_path: Path):
    path = tmp_path / "notes.txt"
    path.write_text("just some notes")
    one_error_line(trace(str(path)), "line 1")


def test_a_folder_is_refused_with_one_line(tmp_path: Path):
    one_error_line(trace(str(tmp_path)), str(tmp_path), "not a regular file")


def test_a_whole_json_last_line_that_is_no_event_is_an_error_naming_it(tmp_path: Path):
    path = tmp_path / "odd.jsonl"
    path.write_text(f"{event(0, 'run_started')}\n{event(1)}\n" + '{"hello": "world"}\n')
    one_error_line(trace(str(path)), "line 3", "not an event")


def test_an_empty_file_says_it_holds_no_events(tmp_path: Path):
    path = tmp_path / "empty.jsonl"
    path.touch()
    result = trace(str(path))
    assert result.exit_code == 0
    assert result.stdout == ""
    assert "no events" in result.stderr


def test_each_event_is_printed_before_the_next_line_is_read(tmp_path: Path, monkeypatch):
    """Streamed: the order of parsing and rendering shows nothing is held back."""
    from keel.cli import render
    from keel.cli import trace as trace_cli

    steps: list[str] = []
    parse, show = trace_cli._event, render.render_event
    monkeypatch.setattr(trace_cli, "_event", lambda line: steps.append("parse") or parse(line))
    monkeypatch.setattr(render, "render_event", lambda e: steps.append("show") or show(e))
    path = tmp_path / "three.jsonl"
    path.write_text("".join(event(n) + "\n" for n in range(3)))
    assert trace(str(path)).exit_code == 0
    assert steps == ["parse", "show"] * 3


def test_control_characters_in_an_event_type_are_not_printed(tmp_path: Path):
    path = tmp_path / "escape.jsonl"
    path.write_text(event(0, "run_\x1b[2Jstarted") + "\n")
    result = trace(str(path))
    assert result.exit_code == 0
    assert "\x1b" not in result.stdout
    assert "run_?[2Jstarted" in result.stdout


def test_a_name_over_255_characters_is_one_clear_error(tmp_path: Path, monkeypatch):
    monkeypatch.setenv("KEEL_HOME", str(tmp_path / "home"))
    long = "a" * 300
    for source in (str(tmp_path / f"{long}.jsonl"), long, str(tmp_path / long / "t.jsonl")):
        one_error_line(trace(source), "cannot read", long, "File name too long")
