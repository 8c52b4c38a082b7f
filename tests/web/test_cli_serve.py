"""`keel serve` and `keel view` on the command line: refusals before anything is served,
and a light `keel --help` (the web extra is loaded only by these commands)."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from markupsafe import escape

from keel.cli import main
from keel.cli.serve import check_binding
from test_startup import loaded_after


def test_binding_beyond_loopback_without_a_token_exits_2(capsys: pytest.CaptureFixture[str]):
    assert main(["serve", "--host", "0.0.0.0"]) == 2
    err = capsys.readouterr().err
    assert "pass --token" in err
    assert "KEEL_WEB_TOKEN" in err


def test_a_short_token_is_refused(capsys: pytest.CaptureFixture[str]):
    assert main(["serve", "--host", "0.0.0.0", "--token", "short"]) == 2
    assert "at least 16 characters" in capsys.readouterr().err


@pytest.mark.parametrize("host", ["127.0.0.1", "localhost", "::1", "127.0.0.2"])
def test_loopback_needs_no_token(host: str):
    assert check_binding(host, None) is None


def test_a_port_out_of_range_exits_2(capsys: pytest.CaptureFixture[str]):
    assert main(["serve", "--port", "70000"]) == 2
    assert "must be from 1 to 65535" in capsys.readouterr().err


def test_view_of_a_missing_or_non_trace_file_exits_2(tmp_path: Path, capsys):
    assert main(["view", str(tmp_path / "nope.jsonl")]) == 2
    assert "cannot read" in capsys.readouterr().err
    junk = tmp_path / "junk.jsonl"
    junk.write_text("not json\nnor this\n", encoding="utf-8")
    assert main(["view", str(junk)]) == 2
    assert "is not a keel trace" in capsys.readouterr().err
    empty = tmp_path / "empty.jsonl"
    empty.write_text("", encoding="utf-8")
    assert main(["view", str(empty)]) == 2
    assert "holds no events" in capsys.readouterr().err


def test_keel_help_loads_no_web_framework():
    loaded = loaded_after("from keel.cli import main\nassert main(['--help']) == 0")
    assert loaded.isdisjoint({"starlette", "jinja2", "uvicorn", "keel.web"})
    assert "keel.cli.commands" in loaded


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@contextmanager
def keel_process(*args: str, env: dict[str, str] | None = None) -> Iterator[str]:
    """``keel ARGS`` in a subprocess until it prints its address; yields the address."""
    code = "import sys; from keel.cli import main; sys.exit(main(sys.argv[1:]))"
    process = subprocess.Popen(
        [sys.executable, "-c", code, *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        env={**os.environ, **(env or {})},
    )
    try:
        assert process.stdout is not None
        line = process.stdout.readline()
        assert line.startswith("keel console on "), line + process.stdout.read()
        address = line.split()[3]
        for _ in range(200):  # the line is printed just before uvicorn binds
            try:
                icon = address.split("?")[0].rsplit("/", 1)[0] + "/favicon.ico"
                with urllib.request.urlopen(icon):
                    break
            except OSError:
                time.sleep(0.05)
        yield address
    finally:
        process.terminate()
        process.wait(timeout=30)
        if process.stdout is not None:
            process.stdout.close()


@pytest.mark.parametrize("command", ["serve", "view"])
def test_a_port_in_use_exits_2_naming_it_before_serving(tmp_path: Path, command: str):
    trace = tmp_path / "trace.jsonl"
    trace.write_text(
        '{"seq": 1, "timestamp": "2024-01-01T00:00:00+00:00", "event_type": "run_started",'
        ' "run_id": "r1", "data": {"goal": "g"}}\n',
        encoding="utf-8",
    )
    code = "import sys; from keel.cli import main; sys.exit(main(sys.argv[1:]))"
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = str(taken.getsockname()[1])
        args = [command, str(trace)] if command == "view" else [command]
        done = subprocess.run(
            [sys.executable, "-c", code, *args, "--port", port],
            capture_output=True,
            text=True,
            timeout=60,
            env={**os.environ, "KEEL_HOME": str(tmp_path / "home")},
        )
    assert done.returncode == 2, done.stdout + done.stderr
    assert "keel console on" not in done.stdout
    assert done.stderr == (
        f"keel: port {port} on 127.0.0.1 is in use (another program is listening there): "
        "stop it, or pass --port with a free port\n"
    )


def test_keel_view_serves_a_trace_file_page(tmp_path: Path):
    trace = tmp_path / "trace.jsonl"
    trace.write_text(_example_trace(tmp_path), encoding="utf-8")
    port = str(_free_port())
    with keel_process("view", str(trace), "--port", port) as address:
        assert address == f"http://127.0.0.1:{port}/"
        with urllib.request.urlopen(address) as response:
            page = response.read().decode()
    assert "run_completed" in page
    assert f"trace file {trace}" in page


@pytest.mark.parametrize("cited", [5, "annual-2023", {"doc": 1}, [1, 2]])
def test_keel_view_shows_a_trace_whose_citations_are_malformed(tmp_path: Path, cited: object):
    trace = tmp_path / "trace.jsonl"
    started = {"goal": "Growth?"}
    completed = {"step": 1, "answer": "It grew.", "citations": cited}
    lines = [
        {"seq": seq, "timestamp": "2025-01-01T00:00:00Z", "event_type": kind, "run_id": "r1",
         "data": data}
        for seq, (kind, data) in enumerate([("run_started", started), ("run_completed", completed)])
    ]  # fmt: skip
    trace.write_text("".join(json.dumps(line) + "\n" for line in lines), encoding="utf-8")
    with (
        keel_process("view", str(trace), "--port", str(_free_port())) as address,
        urllib.request.urlopen(address) as response,
    ):
        page = response.read().decode()
    assert "It grew." in page
    shown = escape(json.dumps(cited))  # as Jinja escapes it
    assert f"malformed citations in the trace:</span> <code>{shown}</code>" in page


def test_keel_serve_with_a_token_needs_it_on_every_request(tmp_path: Path):
    port = str(_free_port())
    env = {"KEEL_HOME": str(tmp_path / "home"), "KEEL_WEB_TOKEN": "t" * 24}
    with keel_process("serve", "--port", port, env=env) as address:
        assert address == f"http://127.0.0.1:{port}/runs?token={'t' * 24}"
        with pytest.raises(urllib.error.HTTPError) as refused:
            urllib.request.urlopen(address.split("?")[0])
        assert refused.value.code == 401
        refused.value.close()
        request = urllib.request.Request(
            address.split("?")[0], headers={"Authorization": f"Bearer {'t' * 24}"}
        )
        with urllib.request.urlopen(request) as response:
            assert "No runs" in response.read().decode()


def _example_trace(tmp_path: Path) -> str:
    done = subprocess.run(
        [sys.executable, str(EXAMPLES / "research_demo.py"), "--trace-out", str(tmp_path / "t")],
        capture_output=True,
        text=True,
        check=True,
    )
    assert "completed" in done.stdout
    return (tmp_path / "t").read_text(encoding="utf-8")


EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
