"""``keel worker`` as a real process, ``keel show`` and ``keel resume`` with ``--temporal``."""

from __future__ import annotations

import asyncio
import json
import signal
import uuid
from pathlib import Path

import pytest
from runs import APP, wait_paused
from temporalio.client import Client
from workers import start_worker, worker_env

from keel.cli import main
from keel.state import AgentState
from keel.temporal import TemporalRuns

pytestmark = pytest.mark.integration


def _start_paused(server: str, queue: str) -> tuple[str, AgentState]:
    async def body() -> tuple[str, AgentState]:
        runs = TemporalRuns(await Client.connect(server), queue, APP)
        run_id = await runs.start("approve")
        return run_id, await wait_paused(runs, run_id, 0)

    return asyncio.run(body())


def test_worker_serves_runs_that_show_and_resume_reach_through_temporal(
    temporal_server: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    queue = f"cli-{uuid.uuid4().hex[:8]}"
    log = tmp_path / "worker.log"
    worker = start_worker(temporal_server, queue, worker_env(tmp_path / "effects"), log)
    try:
        run_id, paused = _start_paused(temporal_server, queue)
        assert main(["show", run_id, "--temporal", temporal_server, "--json", "--events"]) == 0
        shown = json.loads(capsys.readouterr().out)
        assert shown["state"]["status"] == "waiting_for_user"
        assert shown["events"][-1]["event_type"] == "run_paused"
        assert paused.pending is not None
        wrong = ["resume", run_id, "--temporal", temporal_server, "--approve", "--action", "x"]
        assert main(wrong) == 2  # another action's fingerprint: refused, nothing changed
        assert "cannot authorize a different action" in capsys.readouterr().err
        fingerprint = paused.pending.action_signature  # type: ignore[union-attr]
        right = ["resume", run_id, "--temporal", temporal_server, "--approve"]
        assert main([*right, "--action", fingerprint]) == 0
        assert main(["show", run_id, "--temporal", temporal_server]) == 0
        assert "answer: sent" in capsys.readouterr().out
    finally:
        worker.send_signal(signal.SIGTERM)
        code = worker.wait(timeout=60)
    assert code == 130, log.read_text()
    assert "keel worker: stopped" in log.read_text()


def test_show_of_an_unknown_run_exits_2(
    temporal_server: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["show", "no-such-run", "--temporal", temporal_server]) == 2
    assert "no run no-such-run" in capsys.readouterr().err


def test_worker_serving_a_temporal_app_gives_tools_deps_and_resume_needs_none(
    temporal_server: str, tmp_path: Path
) -> None:
    """``keel worker --app`` with a factory returning a `TemporalApp`: a run started with a
    JSON deps value gets its `Directory` from the worker, and ``keel resume`` approves it
    without deps (the workers provide them)."""
    queue = f"cli-deps-{uuid.uuid4().hex[:8]}"
    app = "keel_app:make_run_deps_app"
    log = tmp_path / "worker.log"
    worker = start_worker(temporal_server, queue, worker_env(tmp_path / "effects"), log, app)

    async def started() -> str:
        runs = TemporalRuns(await Client.connect(temporal_server), queue, app)
        run_id = await runs.start("deps", deps={"user": "eve"})
        await wait_paused(runs, run_id, 0)
        return run_id

    try:
        run_id = asyncio.run(started())
        assert main(["resume", run_id, "--temporal", temporal_server, "--approve"]) == 0
        state, _ = asyncio.run(_result(temporal_server, queue, app, run_id))
    finally:
        worker.send_signal(signal.SIGTERM)
        worker.wait(timeout=60)
    assert state.status == "completed", state.termination_reason
    assert state.has_deps
    assert state.observations[0].data == "eve at step 1"


async def _result(server: str, queue: str, app: str, run_id: str) -> tuple[AgentState, object]:
    runs = TemporalRuns(await Client.connect(server), queue, app)
    return await runs.result(run_id)
