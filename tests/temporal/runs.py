"""Driving one scripted scenario locally and on Temporal, and comparing the two."""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import Awaitable, Callable
from typing import Any

from keel_app import make_runtime, replies
from temporalio.client import Client, WorkflowHistory
from temporalio.worker import Replayer

from keel.state import AgentState
from keel.temporal import KeelRun, TemporalRuns, build_worker, sandbox_runner
from keel.temporal.loopthread import LoopThread
from keel.temporal.shims import TemporalOptions
from keel.trace import TraceEvent

APP = "keel_app:make_runtime"
VOLATILE_DATA = frozenset({"duration_ms", "elapsed_seconds"})
"""Event data that measures this process's time: legitimately different."""


def with_worker(server: str, body: Callable[[TemporalRuns], Awaitable[Any]], app: str = APP) -> Any:
    """Run ``body`` with an in-process worker of ``app`` on a fresh task queue."""

    async def main() -> Any:
        client = await Client.connect(server)
        queue = f"q-{uuid.uuid4().hex[:8]}"
        async with build_worker(client, queue, app):
            return await body(TemporalRuns(client, queue, app))

    return asyncio.run(main())


def run_locally(goal: str, run_id: str, deps: Any = None) -> tuple[AgentState, list[TraceEvent]]:
    """The scenario on the local runtime with ``deps``, replies applied with `Runtime.resume`."""
    runtime = make_runtime()
    result = runtime.run(goal, run_id=run_id, deps=deps)
    for reply in replies(goal):
        result = runtime.resume(result, deps=deps, **reply)
    return result.state, result.trace


async def wait_paused(runs: TemporalRuns, run_id: str, seen: int) -> AgentState:
    """Poll until the run waits for a person with more than ``seen`` events, or ends."""
    while True:
        try:
            state = await runs.state(run_id)
        except Exception:  # not opened yet (the query finds no run)
            state = None
        if state is not None and state.status != "running" and state.trace_seq > seen:
            return state
        await asyncio.sleep(0.1)


async def run_on_temporal(
    runs: TemporalRuns,
    goal: str,
    run_id: str,
    options: TemporalOptions | None = None,
    deps: Any = None,
) -> tuple[AgentState, list[TraceEvent]]:
    """The scenario as a workflow (started with the JSON ``deps``), replies sent as
    updates when the run waits."""
    await runs.start(goal, run_id=run_id, options=options, deps=deps)
    seen = 0
    for reply in replies(goal):
        state = await wait_paused(runs, run_id, seen)
        assert state.status == "waiting_for_user", state.termination_reason
        seen = state.trace_seq
        await runs.reply(run_id, **reply)
    return await runs.result(run_id)


def replay_failure(history: WorkflowHistory, app: str = APP) -> Exception | None:
    """Replay a run's history as a new worker of ``app`` would: the failure, if any."""
    replayer = Replayer(workflows=[KeelRun], workflow_runner=sandbox_runner(app))
    result = asyncio.run(replayer.replay_workflow(history, raise_on_replay_failure=False))
    return result.replay_failure


def comparable_trace(events: list[TraceEvent]) -> list[dict[str, Any]]:
    """Events without timestamps (the event's, a pause's ``since``) and durations."""
    return [
        {
            "seq": e.seq,
            "event_type": e.event_type,
            "run_id": e.run_id,
            "data": {k: _timeless(v) for k, v in e.data.items() if k not in VOLATILE_DATA},
        }
        for e in events
    ]


def _timeless(value: Any) -> Any:
    if isinstance(value, dict) and "since" in value:
        return {k: v for k, v in value.items() if k != "since"}
    return value


def comparable_state(state: AgentState) -> dict[str, Any]:
    """The state without its clock readings (creation time, elapsed, waiting since)."""
    data = state.model_dump(mode="json", exclude={"created_at", "elapsed_seconds"})
    if data.get("pending"):
        data["pending"].pop("since", None)
    return data


class ThreadWorker:
    """An in-process worker on a fresh task queue, on an event loop in its own thread,
    plus a client to start runs and wait for them."""

    def __init__(self, server: str) -> None:
        self.loop = LoopThread("test-worker")
        self.queue = f"console-{uuid.uuid4().hex[:8]}"
        self.runs: TemporalRuns = self.call(self._start(server))

    async def _start(self, server: str) -> TemporalRuns:
        client = await Client.connect(server)
        self.worker = build_worker(client, self.queue, APP)
        self.task = asyncio.ensure_future(self.worker.run())
        return TemporalRuns(client, self.queue, APP)

    def call(self, work: Any) -> Any:
        return self.loop.call(work, 120)

    def start(self, goal: str, **options: Any) -> str:
        return self.call(self.runs.start(goal, **options))

    def paused(self, run_id: str) -> AgentState:
        return self.call(wait_paused(self.runs, run_id, 0))

    def result(self, run_id: str) -> tuple[AgentState, list[TraceEvent]]:
        return self.call(self.runs.result(run_id))

    def stop(self) -> None:
        self.call(self.worker.shutdown())
        self.loop.stop()
