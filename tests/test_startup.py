"""Start-up stays light: what ``import keel`` and ``keel --help`` load, in a fresh process.

Nothing here is timed (``bench/startup.py`` times them); the modules loaded are what the
time follows.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

HEAVY = ("pypdf", "numpy")
"""Dependencies a command loads only when it reads a PDF or searches."""


def loaded_after(code: str, home: Path | None = None) -> set[str]:
    """The top-level packages and keel modules a fresh interpreter holds after ``code``.

    ``home``: the ``KEEL_HOME`` of a command that opens the run store.
    """
    report = "import json, sys; print(json.dumps(sorted(sys.modules)))"
    env = None
    if home is not None:
        env = {key: value for key, value in os.environ.items() if key != "KEEL_STORE"}
        env["KEEL_HOME"] = str(home)
    done = subprocess.run(
        [sys.executable, "-c", f"{code}\n{report}"],
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
        env=env,
    )
    modules = json.loads(done.stdout.splitlines()[-1])
    return {name for name in modules if "." not in name or name.startswith("keel.")}


HELP = "from keel.cli import main\nassert main(['--help']) == 0"


@pytest.mark.parametrize("code", ["import keel", HELP], ids=["import keel", "keel --help"])
def test_start_up_loads_neither_pypdf_nor_numpy(code: str):
    loaded = loaded_after(code)
    assert "keel" in loaded
    assert loaded.isdisjoint(HEAVY)


@pytest.mark.parametrize("argv", [["runs"], ["show", "nope"], ["trace", "nope"]])
def test_commands_on_stored_runs_load_neither_the_agent_nor_numpy(argv: list[str], tmp_path):
    code = f"from keel.cli import main\nmain({argv!r})"
    loaded = loaded_after(code, home=tmp_path)
    assert "keel.store" in loaded
    assert loaded.isdisjoint({*HEAVY, "keel.runtime", "keel.research.agent"})


def test_keel_help_loads_no_pydantic_rich_or_library():
    loaded = loaded_after(HELP)
    assert loaded.isdisjoint({"pydantic", "rich"})
    assert {m for m in loaded if m.startswith("keel.")} == {
        "keel.cli",
        "keel.cli.commands",
        "keel.lazy",
        "keel.limits",
        "keel.statuses",
    }


def test_importing_keel_loads_only_its_package_file():
    assert {m for m in loaded_after("import keel") if m.startswith("keel")} == {
        "keel",
        "keel.lazy",
    }


def test_the_ranking_engine_loads_without_the_runtime():
    loaded = loaded_after("import keel.research.kb.bm25")
    assert {m for m in loaded if m.startswith("keel")} == {
        "keel",
        "keel.lazy",
        "keel.research",
        "keel.research.kb",
        "keel.research.kb.bm25",
        "keel.research.kb.postings",
        "keel.research.kb.tokens",
        "keel.research.kb.topk",
    }
    assert "pydantic" not in loaded


def test_a_name_loads_its_module_when_first_used():
    loaded = loaded_after("import keel\nkeel.Budgets")
    assert {"keel.budgets", "pydantic"} <= loaded
    assert "keel.runtime" not in loaded
