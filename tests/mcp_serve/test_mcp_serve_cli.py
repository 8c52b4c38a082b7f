"""``keel mcp serve`` refuses what it cannot serve with exit 2 and one line, before serving."""

from __future__ import annotations

import json
import socket
import subprocess
import sys

import pytest
from serve_helpers import REPORTS

from keel.budgets import Budgets
from keel.cli import main
from keel.cli.mcp_serve import _announce as announce
from keel.research.mcp_server import ResearchService, ServeConfig


def serve(*extra: str) -> int:
    return main(["mcp", "serve", *extra])


def test_a_missing_folder_is_exit_2(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("KEEL_HOME", str(tmp_path))
    assert serve("--kb", str(tmp_path / "nope")) == 2
    assert "knowledge base folder not found" in capsys.readouterr().err
    assert list((tmp_path / "kb").iterdir()) == []  # no index left behind


def test_an_empty_folder_is_exit_2(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("KEEL_HOME", str(tmp_path / "home"))
    (tmp_path / "empty").mkdir()
    assert serve("--kb", str(tmp_path / "empty")) == 2
    assert "keel: no supported documents" in capsys.readouterr().err


@pytest.mark.parametrize("address", ["8000", "127.0.0.1:0", "127.0.0.1:65536", "host:port"])
def test_a_bad_http_address_is_exit_2(address, tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("KEEL_HOME", str(tmp_path))
    assert serve("--kb", str(REPORTS), "--http", address) == 2
    assert "give HOST:PORT" in capsys.readouterr().err


def test_an_address_in_use_is_exit_2(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("KEEL_HOME", str(tmp_path))
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        assert serve("--kb", str(REPORTS), "--http", f"127.0.0.1:{port}") == 2
    assert f"cannot serve HTTP on 127.0.0.1:{port}" in capsys.readouterr().err


def test_without_the_mcp_extra_it_is_exit_2_naming_the_fix(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("KEEL_HOME", str(tmp_path))
    for name in [n for n in sys.modules if n.partition(".")[0] in {"mcp", "mcp_types"}]:
        monkeypatch.setitem(sys.modules, name, None)  # as if the packages were not installed
    monkeypatch.setitem(sys.modules, "mcp", None)
    monkeypatch.delitem(sys.modules, "keel.research.mcp_server.server", raising=False)
    assert serve("--kb", str(REPORTS)) == 2
    err = capsys.readouterr().err
    assert "keel mcp serve needs the mcp extra" in err
    assert "pip install 'keel-runtime[mcp]'" in err


def test_keel_help_and_serve_help_do_not_load_the_mcp_sdk():
    code = (
        "import json, sys\n"
        "from keel.cli import main\n"
        "assert main(['--help']) == 0\n"
        "assert main(['mcp', 'serve', '--help']) == 0\n"
        "print(json.dumps(sorted(sys.modules)))"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True
    )
    loaded = set(json.loads(done.stdout.splitlines()[-1]))
    assert "keel.cli.commands" in loaded
    assert loaded.isdisjoint({"mcp", "mcp_types", "keel.research", "keel.cli.mcp_serve"})


@pytest.mark.parametrize(
    ("address", "url", "warned"),
    [
        ("127.0.0.1:8000", "http://127.0.0.1:8000/mcp", False),
        ("::1:8000", "http://[::1]:8000/mcp", False),
        ("localhost:8000", "http://localhost:8000/mcp", False),
        ("0.0.0.0:8000", "http://0.0.0.0:8000/mcp", True),
    ],
)
def test_the_start_line_names_the_url_and_warns_off_loopback(
    address, url, warned, tmp_path, capsys
):
    config = ServeConfig(
        folder=REPORTS,
        home=tmp_path,
        model="planner",
        budgets=Budgets(),
        store=str(tmp_path / "runs.db"),
    )
    with ResearchService.open(config) as service:
        announce(service, address)
    err = capsys.readouterr().err
    assert f"over {REPORTS} (6 documents, model planner) on {url};" in err
    assert ("no authentication" in err) is warned
