"""A tool whose arguments hold a set: the same action has the same fingerprint in every
process, whatever order the set's elements come in (approvals, the duplicate guard).

A set iterates in an order that follows its elements' hashes, and string hashes differ
between processes (``PYTHONHASHSEED``): so the checks run in subprocesses with fixed,
different seeds, as a paused run approved by another process would.
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

from pydantic import BaseModel

from keel.loops import json_arguments

SCRIPT = textwrap.dedent(
    """
    import itertools, sys
    from keel import Runtime, tool
    from keel.store import SqliteRunStore
    from keel.testing import ScriptedDecisionMaker, call, final

    sent = []

    @tool(side_effects=True, requires_approval=sys.argv[1] != "repeat")
    def notify(recipients: set[str]) -> str:
        \"\"\"Notify people.\"\"\"
        sent.append(sorted(recipients))
        return "notified"

    names = ["ana", "bob", "cem", "dan", "eve", "fay"]
    orders = [list(p) for p in itertools.islice(itertools.permutations(names), 0, 720, 97)]
    turns = [call("notify", recipients=order) for order in orders[:6]] + [final("done")]
    runtime = Runtime(ScriptedDecisionMaker(turns), [notify], store=SqliteRunStore(sys.argv[2]))
    if sys.argv[1] == "pause":
        print(runtime.run("notify the team", run_id="r1").status)
    elif sys.argv[1] == "approve":
        print(runtime.resume("r1", approve=True, approved_by="ana").status, len(sent))
    else:
        result = runtime.run("notify the team once")
        blocked = [o for o in result.state.observations if o.error_type == "duplicate_action"]
        print(len(sent), len(blocked))
    """
)


def _run(tmp_path: Path, seed: int, *args: str) -> str:
    script = tmp_path / "notify.py"
    script.write_text(SCRIPT)
    done = subprocess.run(
        [sys.executable, str(script), *args],
        capture_output=True,
        text=True,
        check=False,
        env={**os.environ, "PYTHONHASHSEED": str(seed)},
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


def test_a_paused_action_with_a_set_is_approved_in_another_process(tmp_path: Path) -> None:
    store = str(tmp_path / "runs.db")

    assert _run(tmp_path, 1, "pause", store) == "waiting_for_user"
    # Before: "the pending action does not match the signature its approval is bound to".
    # It runs once; the same set in the five other orders is blocked as a duplicate.
    assert _run(tmp_path, 2, "approve", store) == "completed 1"


def test_the_same_set_in_another_order_is_a_duplicate(tmp_path: Path) -> None:
    sent, blocked = _run(tmp_path, 1, "repeat", str(tmp_path / "runs.db")).split()

    assert (sent, blocked) == ("1", "5")  # before: sent 3 times with this seed


class _Nested(BaseModel):
    tags: frozenset[str]
    groups: list[set[int]]


class _Args(BaseModel):
    names: set[str]
    nested: _Nested
    plain: list[str]


def test_json_arguments_sort_every_set_and_keep_lists_as_given() -> None:
    args = _Args(
        names={"b", "c", "a"},
        nested=_Nested(tags=frozenset({"y", "x"}), groups=[{3, 1, 2}, {10, 9}]),
        plain=["z", "a"],
    )

    assert json_arguments(args) == {
        "names": ["a", "b", "c"],
        "nested": {"tags": ["x", "y"], "groups": [[1, 2, 3], [9, 10]]},
        "plain": ["z", "a"],
    }
