"""`keel serve` and `keel view` on the command line: refusals before anything is served,
and a light `keel --help` (the web extra is loaded only by these commands)."""

from __future__ import annotations

from pathlib import Path

import pytest

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
