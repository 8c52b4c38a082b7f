"""Workers SIGKILLed at seeded points; every run still ends as an uninterrupted one would.

Eleven runs of the ``crash`` scenario (lookup, notify, charge, an approved send_email,
charge, final) share two ``keel worker`` processes; each run has three kill points drawn with a
fixed seed from: inside a model call, inside an idempotent tool before and after its
effect, inside the at-most-once ``notify`` before and after its effect, between
activities (a trace sink in the workflow), and while the run waits for its approval.
A supervisor restarts every killed worker. Then:

* every run completes with the uninterrupted answer, after at least 30 SIGKILLs (a kill
  point another kill made unreachable, see `_check_run`, is the only one that may not fire);
* the idempotent tools made each effect exactly once (one line per key);
* a run whose ``notify`` was killed (by its own kill point, or by another run's killing
  the worker it ran on) says ``tool_outcome_unknown`` and never re-ran it; every other
  run's trace equals the uninterrupted local run's, event for event.
"""

from __future__ import annotations

import asyncio
import random
import uuid
from collections import Counter
from datetime import timedelta
from pathlib import Path

import pytest
from runs import APP, comparable_trace, run_locally, wait_paused
from temporalio.client import Client
from workers import start_worker, worker_env

from keel.temporal import TemporalRuns
from keel.temporal.shims import TemporalOptions

pytestmark = [pytest.mark.integration, pytest.mark.slow]

RUNS = 11
KILLS_PER_RUN = 3
WORKERS = 2
POINTS = [
    "model/1",
    "model/3",
    "model/6",
    "charge/before/3",
    "charge/after/3",
    "charge/after/5",
    "send_email/before/4",
    "send_email/after/4",
    "event/tool_succeeded/1",
    "event/model_decision/3",
    "event/run_paused/4",
]
NOTIFY_POINTS = ["notify/before/2", "notify/after/2"]


def plan(seed: int) -> dict[str, list[str]]:
    """Three kill points per run; every other run also kills notify (at most once)."""
    rng = random.Random(seed)
    plans = {}
    for i in range(RUNS):
        run_id = f"crash#{i}-{uuid.uuid4().hex[:6]}"
        points = rng.sample(POINTS, KILLS_PER_RUN - (i % 2))
        if i % 2:
            points.append(rng.choice(NOTIFY_POINTS))
        plans[run_id] = [f"{run_id}/{point}" for point in points]
    return plans


class Supervisor:
    """Keeps WORKERS workers alive, restarting each one that dies; counts SIGKILLs."""

    def __init__(self, server: str, queue: str, env: dict[str, str], log: Path) -> None:
        self.server, self.queue, self.env, self.log = server, queue, env, log
        self.procs = [start_worker(server, queue, env, log) for _ in range(WORKERS)]
        self.killed = 0
        self.died_otherwise = 0

    async def watch(self) -> None:
        while True:
            for i, proc in enumerate(self.procs):
                if proc.poll() is not None:
                    if proc.returncode == -9:
                        self.killed += 1
                    else:
                        self.died_otherwise += 1
                    self.procs[i] = start_worker(self.server, self.queue, self.env, self.log)
            await asyncio.sleep(0.1)

    def stop(self) -> None:
        for proc in self.procs:
            proc.kill()
            proc.wait()


async def drive(runs: TemporalRuns, run_id: str) -> tuple[object, list[object]]:
    """Start the run, approve its send_email when it asks, wait for its end."""
    options = TemporalOptions(heartbeat_seconds=2)
    await runs.start(run_id, run_id=run_id, options=options, task_timeout=timedelta(seconds=2))
    approved = False
    while not approved:
        await asyncio.sleep(0.3)
        try:
            state = await runs.state(run_id)
            if state.status == "waiting_for_user":
                await runs.reply(run_id, approve=True)
                approved = True
        except Exception:  # no worker right now (killed): ask again
            continue
    return await runs.result(run_id)


def test_killed_workers_never_change_the_outcome(temporal_server: str, tmp_path: Path) -> None:
    plans = plan(seed=17)
    kill_plan = tmp_path / "kills"
    kill_plan.write_text("\n".join(p for points in plans.values() for p in points))
    effects = tmp_path / "effects"
    queue = f"crash-{uuid.uuid4().hex[:8]}"
    log = tmp_path / "workers.log"
    supervisor = Supervisor(temporal_server, queue, worker_env(effects, kill_plan), log)

    async def main() -> list[tuple[object, list[object]]]:
        watching = asyncio.create_task(supervisor.watch())
        try:
            runs = TemporalRuns(await Client.connect(temporal_server), queue, APP)
            return await asyncio.gather(*(drive(runs, run_id) for run_id in plans))
        finally:
            watching.cancel()

    try:
        results = asyncio.run(main())
    finally:
        supervisor.stop()
    assert supervisor.died_otherwise == 0, log.read_text()
    outcomes = [(state.status, state.termination_reason) for state, _ in results]  # type: ignore[attr-defined]
    assert all(status == "completed" for status, _ in outcomes), outcomes
    fired = {p.name for p in (tmp_path / "kills.fired").iterdir()}
    assert len(fired) == supervisor.killed >= 30
    _check_effects(effects)
    for (run_id, points), (state, trace) in zip(plans.items(), results, strict=True):
        assert state.final_answer == "crash done"  # type: ignore[attr-defined]
        mine = [p for p in points if p.replace("/", "_") in fired]
        _check_run(run_id, points, mine, trace, effects)


def _check_effects(effects: Path) -> None:
    for name, per_run in (("charge", 2), ("send_email", 1)):
        lines = (effects / f"{name}.log").read_text().splitlines()
        keys = Counter(line.split()[1] for line in lines)
        assert max(keys.values()) == 1  # no key took effect twice
        assert len(lines) == RUNS * per_run


def _check_run(
    run_id: str, points: list[str], fired: list[str], trace: list[object], effects: Path
) -> None:
    """A planned point a run never reached is in a notify that another run's kill lost
    (a worker runs activities of several runs): its outcome is unknown all the same."""
    notified = [
        line
        for line in (effects / "notify.log").read_text().splitlines()
        if line.startswith(f"{run_id} ")
    ]
    types = [event.event_type for event in trace]  # type: ignore[attr-defined]
    missed = set(points) - set(fired)
    assert all("/notify/" in point for point in missed), missed
    if "tool_outcome_unknown" in types:
        assert len(notified) <= 1
        assert types.count("tool_started") == 5  # notify started once, never re-run
        return
    assert not any("/notify/" in point for point in fired)
    assert len(notified) == 1
    _local_state, local_trace = run_locally(run_id, run_id)
    assert comparable_trace(trace) == comparable_trace(local_trace)  # type: ignore[arg-type]


def test_a_lost_approved_action_is_put_up_for_approval_again(
    temporal_server: str, tmp_path: Path
) -> None:
    """``wire`` (needs approval, does not honour the key) loses its worker after its effect:
    the outcome is unknown, and the run asks a person again (round 2) instead of re-running
    it; a denial then leaves exactly the one effect."""
    run_id = f"wire#{uuid.uuid4().hex[:6]}"
    kill_plan = tmp_path / "kills"
    kill_plan.write_text(f"{run_id}/wire/after/1")
    effects, log = tmp_path / "effects", tmp_path / "workers.log"
    queue = f"wire-{uuid.uuid4().hex[:8]}"
    supervisor = Supervisor(temporal_server, queue, worker_env(effects, kill_plan), log)

    async def main() -> tuple[object, object, list[object]]:
        watching = asyncio.create_task(supervisor.watch())
        try:
            runs = TemporalRuns(await Client.connect(temporal_server), queue, APP)
            options = TemporalOptions(heartbeat_seconds=2)
            await runs.start(run_id, run_id=run_id, options=options)
            first = await wait_paused(runs, run_id, 0)
            await runs.reply(run_id, approve=True)
            again = await wait_paused(runs, run_id, first.trace_seq)
            await runs.reply(run_id, approve=False)
            state, trace = await runs.result(run_id)
            return again, state, trace
        finally:
            watching.cancel()

    try:
        again, state, trace = asyncio.run(main())
    finally:
        supervisor.stop()
    assert supervisor.killed == 1
    assert again.pending is not None  # type: ignore[attr-defined]
    assert again.pending.round == 2  # type: ignore[attr-defined]
    assert state.status == "completed"  # type: ignore[attr-defined]
    types = [event.event_type for event in trace]  # type: ignore[attr-defined]
    assert types.count("tool_outcome_unknown") == 1
    assert types.count("tool_started") == 1  # never re-run
    assert types.count("approval_denied") == 1
    assert (effects / "wire.log").read_text().count(run_id) == 1
