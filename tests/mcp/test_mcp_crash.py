"""A keel worker SIGKILLed while it drives MCP tools, then the run resumed from the SQLite run
store: the execution ledger and the idempotency key keep each side effect to once.

The worker (``mcp_worker.py``, a child process) runs against the HTTP test server, which
outlives it and records every call it receives with the ``_meta`` idempotency key. The
resume happens here, under the same worker id (so the lease is taken back at once).
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from mcp_support import HERE, HttpServer
from mcp_worker import SCRIPTS, WORKER

from keel import Runtime
from keel.mcp import MCPServer, MCPTools
from keel.store import SqliteRunStore
from keel.testing import ScriptedDecisionMaker, ScriptedHuman, trace_problems

pytestmark = [pytest.mark.integration, pytest.mark.slow]

RUN_ID = "mcp-crash-run"


def run_worker(config: dict[str, Any]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(HERE / "mcp_worker.py"), json.dumps(config)],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def resume_here(server: HttpServer, store_path: Path, script: str, approvals: list[bool]):
    store = SqliteRunStore(store_path)
    try:
        with MCPTools([MCPServer(url=server.url, name="srv")]) as tools:
            runtime = Runtime(
                ScriptedDecisionMaker(SCRIPTS[script], by_step=True),
                tools.tools,
                store=store,
                human=ScriptedHuman(approvals=approvals),
                worker=WORKER,
            )
            return runtime.resume(RUN_ID)
    finally:
        store.close()


def ledger_status(store_path: Path, key: str) -> str | None:
    store = SqliteRunStore(store_path)
    try:
        entry = store.ledger(key)
        return None if entry is None else entry.status
    finally:
        store.close()


def crash(server: HttpServer, tmp_path: Path, script: str, kill: dict[str, Any]) -> Path:
    store_path = tmp_path / "runs.db"
    config = {
        "url": server.url,
        "store": str(store_path),
        "run_id": RUN_ID,
        "script": script,
        "kill": kill,
    }
    died = run_worker(config)
    assert died.returncode == -9, died.stderr
    return store_path


def test_an_idempotent_side_effect_is_run_again_with_its_key_and_acts_once(served, tmp_path):
    store_path = crash(
        served, tmp_path, "record", {"event": "tool_succeeded", "tool": "srv__record"}
    )
    (effect,) = served.effects()  # the worker died after the tool acted, before the ledger knew
    assert effect["item"] == "alpha"
    key = effect["key"]
    assert key  # keel's idempotency key reached the server in _meta

    result = resume_here(served, store_path, "record", approvals=[])

    assert result.status == "completed", result.state.termination_reason
    assert result.answer == "Recorded alpha."
    assert [call["key"] for call in served.calls("record")] == [
        key,
        key,
    ]  # re-run with the same key ...
    assert served.effects() == [effect]  # ... and the server did not act twice
    events = result.event_types()
    assert "run_recovered" in events
    assert "tool_replayed" not in events
    assert trace_problems(result) == []
    assert ledger_status(store_path, key) == "done"


def test_a_recorded_outcome_is_replayed_from_the_ledger_without_a_call(served, tmp_path):
    store_path = crash(served, tmp_path, "record", {"after_ledger": True})
    assert len(served.calls("record")) == 1

    result = resume_here(served, store_path, "record", approvals=[])

    assert result.status == "completed"
    assert "tool_replayed" in result.event_types()
    assert len(served.calls("record")) == 1  # the ledger answered; the server saw one call
    assert len(served.effects()) == 1
    (replayed,) = [o for o in result.state.observations if o.name == "srv__record"]
    assert replayed.ok
    assert replayed.data == {"result": "recorded alpha"}


def test_a_side_effect_without_the_key_is_not_repeated_blindly(served, tmp_path):
    store_path = crash(served, tmp_path, "send", {"event": "tool_succeeded", "tool": "srv__send"})
    assert len(served.effects()) == 1

    paused = resume_here(served, store_path, "send", approvals=[])

    # Outcome unknown: the model is told, and the tool, which needs approval, waits for a
    # person again (round 2) instead of sending a second time.
    assert paused.status == "waiting_for_user"
    assert "tool_outcome_unknown" in paused.event_types()
    assert paused.state.pending is not None
    assert paused.state.pending.round == 2
    assert len(served.calls("send")) == 1
    assert len(served.effects()) == 1
    (unknown,) = [e for e in paused.trace if e.event_type == "tool_outcome_unknown"]
    assert ledger_status(store_path, unknown.data["idempotency_key"]) == "unknown"
