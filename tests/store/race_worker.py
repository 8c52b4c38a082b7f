"""One worker process of the store race test (`tests/store/test_race.py`).

Run as ``python race_worker.py --store LOCATION --worker ID --dir DIR ...``. The worker
waits for ``DIR/go``, then loops until no run in the store is ``running``: it picks one of
the lowest-numbered running runs (so the workers fight over the same few), takes its lease
with `Checkpointer.open`, settles an action a previous holder left in flight (as
`Runtime.aresume` does), advances it one to three steps with `Run.step`, and gives the
lease up. Now and then it drives a run to its end with `Runtime.aresume` instead (the
heartbeat path). `RunBusy` means another worker holds the run: it moves on.

Every run follows the same by-step script: ``apply(n=1)`` .. ``apply(n=TOOL_STEPS)``, then
a final answer. ``apply`` is a side-effecting tool; each call appends one line to this
worker's effect log, which is what "applied exactly once" is counted on. The worker's
store is wrapped so every successful checkpoint is logged with the version it moved the
run from and to. Effects, checkpoints, model calls and session starts share one per-worker
counter (``seq``), so their order inside a worker is known.

``--stalls`` lists lease-expiry drills. The first is armed at the worker's first session (so
it surely happens while the race is on), the others every `STALL_EVERY` sessions; a drill
stays armed until its point of a step is reached. There the worker stalls for longer than
its lease, with no heartbeat, so the store must refuse its next write with `LeaseLost`:

* ``pre``: after taking the lease, before `Run.step` (its lease renewal fails);
* ``model``: inside the model call (the action's intent checkpoint fails, so the tool never runs);
* ``effect``: after the tool ran and its outcome was recorded in the ledger (the end-of-step
  checkpoint fails; whoever takes the run next replays the outcome from the ledger);
* ``tool``: inside the tool, after its effect (the outcome is not in the ledger yet, so the
  next holder either replays it or reports it unknown; either way it does not run again).

At the end the worker writes ``DIR/report-ID.json`` with its counters and drills.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import sys
import time
from pathlib import Path
from typing import Any, cast

from keel.budgets import Budgets
from keel.context import ModelRequest
from keel.decisions import ModelTurn, RawOutput
from keel.errors import UserError
from keel.loop import recovery
from keel.loop.durable import Checkpointer
from keel.loop.run import Run
from keel.models.scripted import ScriptedDecisionMaker
from keel.runstore import LedgerStatus
from keel.runtime import Runtime
from keel.state import AgentState
from keel.store import (
    Delta,
    LeaseLost,
    RunBusy,
    RunRecord,
    RunStore,
    VersionConflict,
    open_store,
)
from keel.testing import call, final
from keel.tools import Tool, ToolContext, tool

TOOL_STEPS = 5
"""Side-effecting steps per run; the run's last step is its final answer."""

WINDOW = 6
"""A worker picks among this many lowest-numbered running runs, to force contention."""

STALL_EVERY = 10
"""A worker's first drill is armed at its first session, the next ones every this many."""

BARRIER_SECONDS = 120.0


def script() -> list[ModelTurn]:
    """The model turns of every race run (turn N is played at step N)."""
    return [call("apply", n=n) for n in range(1, TOOL_STEPS + 1)] + [final("done")]


def budgets() -> Budgets:
    """No time budget: stalls and a loaded machine must not end a run."""
    return Budgets(max_steps=TOOL_STEPS + 5, timeout_seconds=None)


class Worker:
    """One worker's logs, counters and drill plan."""

    def __init__(self, name: str, directory: Path, stalls: list[str], lease: float) -> None:
        self.name = name
        self.lease = lease
        self.stall_seconds = lease * 1.5 + 0.2
        self.plan = list(stalls)
        self.armed: str | None = None
        self.drill: dict[str, Any] | None = None
        self.drills: list[dict[str, Any]] = []
        self.seq = 0
        self.session = ""
        self.sessions = 0
        self.run_id = ""
        self.counts = {
            "sessions": 0,
            "steps": 0,
            "busy": 0,
            "lease_lost": 0,
            "lease_lost_unplanned": 0,
            "version_conflict": 0,
            "recovered": 0,
            "aresume": 0,
            "finished_seen": 0,
            "effects": 0,
            "checkpoints": 0,
        }
        self._files = {
            kind: (directory / f"{kind}-{name}.jsonl").open("a", encoding="utf-8")
            for kind in ("effects", "saves", "sessions")
        }

    def log(self, kind: str, **fields: Any) -> int:
        """Append one line to a log; returns its place in this worker's order."""
        self.seq += 1
        record = {
            "seq": self.seq,
            "worker": self.name,
            "session": self.session,
            "t": round(time.time(), 4),  # for reading a failure; the test never compares times
            **fields,
        }
        handle = self._files[kind]
        handle.write(json.dumps(record) + "\n")
        handle.flush()
        return self.seq

    def maybe_stall(self, mode: str, where: str) -> None:
        """Stall past the lease if drill ``mode`` is armed (it is then used up)."""
        if self.armed != mode:
            return
        self.armed = None
        self.drill = {
            "mode": mode,
            "run": self.run_id,
            "session": self.session,
            "where": where,
            "seq": self.log("sessions", run=self.run_id, event="stall", mode=mode),
            "lease_lost": False,
        }
        self.drills.append(self.drill)
        time.sleep(self.stall_seconds)

    def close(self) -> None:
        for handle in self._files.values():
            handle.close()


class RecordingStore:
    """The worker's store, logging every successful checkpoint (and hooking the ledger)."""

    def __init__(self, store: RunStore, worker: Worker) -> None:
        self._store = store
        self._worker = worker

    def __getattr__(self, name: str) -> Any:
        return getattr(self._store, name)

    def checkpoint(
        self, run_id: str, delta: Delta, *, version: int, worker: str, lease_seconds: float
    ) -> int:
        new = self._store.checkpoint(
            run_id, delta, version=version, worker=worker, lease_seconds=lease_seconds
        )
        self._worker.counts["checkpoints"] += 1
        self._worker.log(
            "saves",
            run=run_id,
            version_from=version,
            version_to=new,
            step=delta.step,
            status=delta.status,
            intents=[entry.key for entry in delta.intents],
            events=[seq for seq, _ in delta.events],
        )
        return new

    def load(self, run_id: str) -> tuple[AgentState, RunRecord]:
        state, record = self._store.load(run_id)
        self._worker.log("sessions", run=run_id, event="load", version=record.version)
        return state, record

    def finish_effect(self, key: str, status: LedgerStatus, outcome: dict[str, Any] | None) -> None:
        self._store.finish_effect(key, status, outcome)
        if status == "done":
            self._worker.maybe_stall("effect", "after the ledger outcome")


class StallingModel(ScriptedDecisionMaker):
    """The by-step race script, stalling inside `decide` when the ``model`` drill is armed."""

    def __init__(self, worker: Worker) -> None:
        super().__init__(script(), by_step=True)
        self._worker = worker

    def decide(self, request: ModelRequest) -> ModelTurn | RawOutput:
        worker = self._worker
        worker.log("sessions", run=worker.run_id, event="decide", step=request.step)
        worker.maybe_stall("model", "inside the model call")
        self.requests.clear()  # a long-lived worker must not keep every request
        return super().decide(request)


def apply_tool(worker: Worker) -> Tool:
    """The side effect under test: one line in the effect log per call."""

    @tool(side_effects=True)
    def apply(n: int, ctx: ToolContext) -> dict[str, Any]:
        """Apply step ``n`` of the run to the outside world."""
        worker.counts["effects"] += 1
        worker.log(
            "effects",
            run=ctx.run_id,
            step=ctx.step,
            n=n,
            key=ctx.idempotency_key,
            attempt=ctx.attempt,
        )
        worker.maybe_stall("tool", "inside the tool, after its effect")
        return {"worker": worker.name, "session": worker.session, "n": n}

    return apply


def make_runtime(
    store: RunStore, worker: str, model: ScriptedDecisionMaker, tools: list[Tool], lease: float
) -> Runtime:
    return Runtime(
        model,
        tools,
        budgets=budgets(),
        validators=(),
        store=store,
        lease_seconds=lease,
        worker=worker,
    )


def creator_runtime(store: RunStore) -> Runtime:
    """The runtime the test uses to create the runs (its tool is never called)."""

    @tool(side_effects=True)
    def apply(n: int, ctx: ToolContext) -> dict[str, Any]:
        """Apply step ``n`` of the run to the outside world."""
        raise AssertionError("the creator never steps a run")

    return make_runtime(
        store, "creator", ScriptedDecisionMaker(script(), by_step=True), [apply], 30.0
    )


async def session(
    worker: Worker, store: RunStore, runtime: Runtime, run_id: str, rng: random.Random
) -> None:
    """Take one run for a few steps (or, sometimes, to its end); see the module docstring."""
    worker.sessions += 1
    worker.session = f"{worker.name}#{worker.sessions}"
    worker.run_id = run_id
    due = worker.sessions == 1 or worker.sessions % STALL_EVERY == 0
    if worker.armed is None and worker.plan and due:
        worker.armed = worker.plan.pop(0)
    if worker.armed is None and rng.random() < 0.06:
        try:
            await runtime.aresume(run_id)
            worker.counts["aresume"] += 1
        except UserError:  # it finished since the listing: nothing to resume
            if store.get(run_id).status == "running":
                raise
            worker.counts["finished_seen"] += 1
        except LeaseLost as error:  # only if this machine stalls the heartbeat past the lease
            worker.counts["lease_lost"] += 1
            worker.counts["lease_lost_unplanned"] += 1
            worker.log("sessions", run=run_id, event="lease_lost", error=str(error))
        worker.counts["sessions"] += 1
        worker.log("sessions", run=run_id, event="end")
        return
    state, durable = Checkpointer.open(
        store, run_id, worker=worker.name, lease_seconds=worker.lease
    )
    worker.counts["sessions"] += 1
    worker.drill = None
    try:
        if state.status != "running":
            worker.counts["finished_seen"] += 1
            return
        run = Run(runtime, state, durable=durable)
        if state.inflight is not None:
            worker.counts["recovered"] += 1
            await recovery.reconcile(run, state.inflight)
            run.checkpoint()
        worker.maybe_stall("pre", "before Run.step")
        for _ in range(rng.randint(1, 3)):
            if state.status != "running":
                break
            await run.step()
            worker.counts["steps"] += 1
            await asyncio.sleep(rng.uniform(0, 0.005))  # holding the lease: others find it busy
    except LeaseLost as error:
        worker.counts["lease_lost"] += 1
        if worker.drill is not None:
            worker.drill["lease_lost"] = True
        else:
            worker.counts["lease_lost_unplanned"] += 1
        worker.log("sessions", run=run_id, event="lease_lost", error=str(error))
    except VersionConflict as error:  # must never happen: the lease guards every write
        worker.counts["version_conflict"] += 1
        worker.log("sessions", run=run_id, event="version_conflict", error=str(error))
    finally:
        durable.finish()
    worker.log("sessions", run=run_id, event="end")


async def main_loop(worker: Worker, store: RunStore, runtime: Runtime, rng: random.Random) -> None:
    while True:
        running = sorted(r.run_id for r in store.list_runs(status="running", limit=10_000))
        if not running:
            return
        run_id = rng.choice(running[:WINDOW])
        try:
            await session(worker, store, runtime, run_id, rng)
        except RunBusy:
            worker.counts["busy"] += 1
        await asyncio.sleep(rng.uniform(0, 0.002))


def wait_for_go(directory: Path, name: str) -> None:
    (directory / f"ready-{name}").touch()
    deadline = time.monotonic() + BARRIER_SECONDS
    while not (directory / "go").exists():
        if time.monotonic() > deadline:
            raise SystemExit(f"{name}: no go signal within {BARRIER_SECONDS}s")
        time.sleep(0.005)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--store", required=True)
    parser.add_argument("--worker", required=True)
    parser.add_argument("--dir", required=True, type=Path)
    parser.add_argument("--lease", type=float, default=1.0)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--stalls", default="")
    args = parser.parse_args(argv)
    worker = Worker(args.worker, args.dir, [s for s in args.stalls.split(",") if s], args.lease)
    raw = open_store(args.store)
    store = cast(RunStore, RecordingStore(raw, worker))
    runtime = make_runtime(
        store, worker.name, StallingModel(worker), [apply_tool(worker)], args.lease
    )
    rng = random.Random(args.seed)
    wait_for_go(args.dir, worker.name)
    try:
        asyncio.run(main_loop(worker, store, runtime, rng))
    finally:
        worker.close()
        raw.close()
    report = {
        "worker": worker.name,
        **worker.counts,
        "drills": worker.drills,
        "unused": [worker.armed, *worker.plan] if worker.armed else worker.plan,
    }
    (args.dir / f"report-{worker.name}.json").write_text(json.dumps(report), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
