"""Every code block in README.md is executed, so the README cannot drift from the code.

- ``python`` blocks run in order in one namespace (later blocks use earlier names, as a
  reader would), from the repository root;
- ``sh`` blocks run line by line: ``keel ...`` in-process with a fresh ``KEEL_HOME``;
  ``make TARGET`` as ``make -n TARGET`` (the target exists and what it runs), and each
  ``keel`` command it would run is then run in-process too;
- ``text`` blocks are usage synopses: every ``keel`` command in them exists and takes
  every ``--option`` they show.
"""

from __future__ import annotations

import re
import shlex
import subprocess
from pathlib import Path

import pytest

from keel.cli import main

ROOT = Path(__file__).resolve().parents[1]
BLOCK = re.compile(r"^```(\w+)\n(.*?)^```", re.MULTILINE | re.DOTALL)


def blocks(kind: str) -> list[str]:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    return [body for lang, body in BLOCK.findall(text) if lang == kind]


def commands(body: str) -> list[str]:
    lines = []
    for line in body.splitlines():
        command = line.split(" #", 1)[0].strip()
        if command and not command.startswith("#"):
            lines.append(command)
    return lines


def test_the_readme_has_the_blocks_this_test_runs() -> None:
    assert len(blocks("python")) >= 4
    assert len(blocks("sh")) >= 2
    assert blocks("text")


def test_python_blocks_run(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.chdir(ROOT)
    monkeypatch.setenv("KEEL_HOME", str(tmp_path / "home"))
    namespace: dict[str, object] = {"__name__": "readme"}
    for number, body in enumerate(blocks("python"), start=1):
        code = compile(body, f"README.md python block {number}", "exec")
        exec(code, namespace)


def _keel(command: str, monkeypatch: pytest.MonkeyPatch) -> None:
    args = shlex.split(command)
    assert args[0] == "keel"
    code = main(args[1:])
    assert code == 0, f"{command!r} exited {code}"


def test_sh_blocks_run(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.chdir(ROOT)
    monkeypatch.setenv("KEEL_HOME", str(tmp_path / "home"))
    monkeypatch.delenv("KEEL_STORE", raising=False)
    monkeypatch.delenv("KEEL_MODEL", raising=False)
    ran = 0
    for body in blocks("sh"):
        for command in commands(body):
            if command.startswith("make "):
                target = command.split()[1]
                dry = subprocess.run(
                    ["make", "-n", target], cwd=ROOT, capture_output=True, text=True, check=False
                )
                assert dry.returncode == 0, dry.stderr
                for planned in dry.stdout.splitlines():
                    if planned.startswith(".venv/bin/keel "):
                        _keel(planned.removeprefix(".venv/bin/"), monkeypatch)
            else:
                _keel(command, monkeypatch)
            ran += 1
    assert ran >= 7


def test_text_blocks_name_real_commands_and_options(capsys: pytest.CaptureFixture[str]) -> None:
    checked = 0
    for body in blocks("text"):
        usages: list[str] = []
        for line in body.splitlines():  # indented lines continue the usage above them
            if line.startswith(" ") and usages:
                usages[-1] += line
            elif line.startswith("keel "):
                usages.append(line)
        for line in usages:
            words = [w for w in line.split()[1:3] if re.fullmatch(r"[a-z]+", w)]
            command = words[:2] if words[:1] in (["kb"], ["mcp"]) else words[:1]
            assert main([*command, "--help"]) == 0, command
            shown = capsys.readouterr().out
            for option in re.findall(r"--[a-z][a-z-]*", line):
                assert option in shown, f"keel {' '.join(command)} has no {option}"
            checked += 1
    assert checked >= 7
