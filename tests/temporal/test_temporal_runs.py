"""keel runs as Temporal workflows against a real dev server: same trace, same state."""

from __future__ import annotations

import asyncio
import uuid
from typing import Any

import pytest
from runs import (
    comparable_state,
    comparable_trace,
    replay_failure,
    run_locally,
    run_on_temporal,
    wait_paused,
    with_worker,
)
from temporalio.client import Client

from keel.errors import UserError
from keel.temporal import TemporalRuns
from keel.temporal.shims import TemporalOptions

pytestmark = pytest.mark.integration

SCENARIOS = ["plain", "rejects", "duplicate", "retry", "failure", "clarify", "approve", "deny"]
SCENARIOS += ["budget", "notify", "flaky_model", "model_raises", "narrow"]


@pytest.mark.parametrize("goal", SCENARIOS)
def test_scenario_same_trace_and_state_as_local(
    temporal_server: str, goal: str, tmp_path: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("KEEL_TEMPORAL_EFFECTS", str(tmp_path / "local"))
    run_id = f"{goal}-{uuid.uuid4().hex[:8]}"
    local_state, local_trace = run_locally(goal, run_id)
    monkeypatch.setenv("KEEL_TEMPORAL_EFFECTS", str(tmp_path / "temporal"))
    remote_state, remote_trace = with_worker(
        temporal_server, lambda runs: run_on_temporal(runs, goal, run_id)
    )
    assert comparable_trace(remote_trace) == comparable_trace(local_trace)
    assert comparable_state(remote_state) == comparable_state(local_state)


def test_long_run_continues_as_new_with_its_state(
    temporal_server: str, tmp_path: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("KEEL_TEMPORAL_EFFECTS", str(tmp_path))
    run_id = f"long-{uuid.uuid4().hex[:8]}"
    local_state, local_trace = run_locally("long", run_id)

    async def body(runs: TemporalRuns) -> Any:
        options = TemporalOptions(steps_per_execution=2)
        result = await run_on_temporal(runs, "long", run_id, options)
        return result, await executions(runs.client, run_id)

    (state, trace), chain = with_worker(temporal_server, body)
    assert len(chain) == 3  # 6 steps, 2 per execution
    assert comparable_trace(trace) == comparable_trace(local_trace)
    assert comparable_state(state) == comparable_state(local_state)


async def executions(client: Client, workflow_id: str) -> list[str]:
    """The run ids of a workflow's executions, last first, following continue-as-new back."""
    chain: list[str] = []
    handle = client.get_workflow_handle(workflow_id)
    while True:
        history = await handle.fetch_history()
        started = history.events[0].workflow_execution_started_event_attributes
        chain.append(started.original_execution_run_id)
        previous = started.continued_execution_run_id
        if not previous:
            return chain
        handle = client.get_workflow_handle(workflow_id, run_id=previous)


def test_cancel_while_waiting_ends_the_run_cancelled_with_state_kept(
    temporal_server: str, tmp_path: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("KEEL_TEMPORAL_EFFECTS", str(tmp_path))

    async def body(runs: TemporalRuns) -> Any:
        run_id = await runs.start("approve")
        await wait_paused(runs, run_id, 0)
        await runs.cancel(run_id)
        return await runs.result(run_id)

    state, trace = with_worker(temporal_server, body)
    assert state.status == "cancelled"
    assert state.pending is not None
    assert state.pending.kind == "approval"
    assert trace[-1].event_type == "run_terminated"
    assert trace[-1].data["status"] == "cancelled"


def test_waiting_for_a_person_does_not_count_against_the_time_budget(
    temporal_server: str, tmp_path: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("KEEL_TEMPORAL_EFFECTS", str(tmp_path))

    async def body(runs: TemporalRuns) -> Any:
        run_id = await runs.start("approve")
        await wait_paused(runs, run_id, 0)
        await asyncio.sleep(4)  # longer than the whole 3-second time budget
        await runs.reply(run_id, approve=True)
        return await runs.result(run_id)

    state, _ = with_worker(temporal_server, body, app="keel_app:make_timed_runtime")
    assert state.status == "completed", state.termination_reason
    assert state.elapsed_seconds < 3


def test_cancel_during_a_tool_ends_the_run_cancelled_with_state_kept(
    temporal_server: str, tmp_path: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("KEEL_TEMPORAL_EFFECTS", str(tmp_path))

    async def body(runs: TemporalRuns) -> Any:
        run_id = await runs.start("slow")
        while not any(e.event_type == "tool_started" for e in await _trace(runs, run_id)):
            await asyncio.sleep(0.1)
        await runs.cancel(run_id)
        return await runs.result(run_id)

    state, trace = with_worker(temporal_server, body)
    assert state.status == "cancelled"
    assert state.step == 1
    assert [e.event_type for e in trace[-2:]] == ["tool_failed", "run_terminated"]
    assert trace[-2].data["error"] == "interrupted"
    assert trace[-1].data["reason"] == "cancelled through Temporal"


async def _trace(runs: TemporalRuns, run_id: str) -> list[Any]:
    try:
        return await runs.trace(run_id)
    except Exception:  # the workflow has not started yet
        return []


def test_approval_for_another_action_is_refused_and_changes_nothing(
    temporal_server: str, tmp_path: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("KEEL_TEMPORAL_EFFECTS", str(tmp_path))

    async def body(runs: TemporalRuns) -> Any:
        run_id = await runs.start("approve")
        paused = await wait_paused(runs, run_id, 0)
        with pytest.raises(UserError, match="cannot authorize a different action"):
            await runs.reply(run_id, approve=True, action="not-the-fingerprint")
        with pytest.raises(UserError, match="waits for approval"):
            await runs.reply(run_id, answer="yes")
        after = await runs.state(run_id)
        assert after == paused
        assert paused.pending is not None
        assert paused.pending.kind == "approval"
        await runs.reply(run_id, approve=True, action=paused.pending.action_signature)
        return await runs.result(run_id)

    state, _ = with_worker(temporal_server, body)
    assert state.status == "completed"
    assert (tmp_path / "send_email.log").read_text().count("ann") == 1


@pytest.mark.parametrize("goal", ["retry", "approve", "long", "narrow"])
def test_recorded_histories_replay_deterministically(
    temporal_server: str, goal: str, tmp_path: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Replaying a run's history (as a new worker would) makes exactly the same commands:
    the loop's time, ids and decisions depend on nothing but the history."""
    monkeypatch.setenv("KEEL_TEMPORAL_EFFECTS", str(tmp_path))
    run_id = f"replay-{goal}-{uuid.uuid4().hex[:8]}"

    async def body(runs: TemporalRuns) -> Any:
        options = TemporalOptions(steps_per_execution=4)
        await run_on_temporal(runs, goal, run_id, options)
        return await runs.handle(run_id).fetch_history()

    history = with_worker(temporal_server, body)
    assert replay_failure(history) is None
