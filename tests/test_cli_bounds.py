"""Numeric options have finite, sane bounds: anything else exits 2 naming the allowed range."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from keel.cli import app


def keel(tmp_path: Path, *args: str) -> Any:
    env = {"KEEL_HOME": str(tmp_path / "home"), "KEEL_MODEL": None, "KEEL_STORE": None}
    return CliRunner().invoke(app, list(args), env=env)


@pytest.mark.parametrize(
    ("option", "value", "allowed"),
    [
        ("--max-cost", "inf", "at most 100000"),
        ("--max-cost", "nan", "greater than 0"),
        ("--max-cost", "-1", "greater than 0"),
        ("--max-cost", "1e300", "at most 100000"),
        ("--timeout", "inf", "at most 604800"),
        ("--timeout", "0", "greater than 0"),
        ("--max-steps", "12345678901234567890", "from 1 to 10000"),
        ("--max-steps", "0", "from 1 to 10000"),
        ("--max-tokens", "99999999999999999999", "from 1 to 1000000000"),
    ],
)
def test_ask_refuses_a_budget_out_of_range(tmp_path, option, value, allowed):
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "a.md").write_text("Revenue was $1.")
    result = keel(
        tmp_path, "ask", "What was revenue?", "--kb", str(tmp_path / "docs"), option, value
    )
    assert result.exit_code == 2
    (line,) = result.stderr.splitlines()
    assert option in line
    assert allowed in line
    assert not (tmp_path / "home" / "runs.db").exists()


@pytest.mark.parametrize(
    ("args", "allowed"),
    [
        (["runs", "--limit", "99999999999999999999"], "from 1 to 10000"),
        (["kb", "search", ".", "revenue", "--limit", "1000000"], "from 1 to 100"),
    ],
)
def test_other_numeric_options_are_bounded(tmp_path, args, allowed):
    result = keel(tmp_path, *args)
    assert result.exit_code == 2
    assert allowed in result.stderr
