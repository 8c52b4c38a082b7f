"""Race test: 4 worker processes compete for the same 50 runs, on SQLite and on PostgreSQL.

The test creates 50 runs (each: five side-effecting ``apply`` steps, then a final answer),
starts four `race_worker.py` processes together, and lets them fight over the runs step by
step until every run is completed. Each worker also runs lease-expiry drills (`DRILLS`): it
stalls past its lease at one of four points of a step, so the store must refuse its next
write and the run must be taken over, with an action left in flight settled from the
execution ledger, not run again (see the worker's docstring).

Afterwards it checks, from the store and from what the workers logged:

* every run completed, all six steps, with its lease released;
* every step's effect was applied exactly once (no duplicate, none missing), after its
  intent was checkpointed by the same worker in the same lease session;
* the stored trace has contiguous seqs, one model call per step, and one tool outcome per
  step (run, replayed from the ledger, or reported unknown after a takeover);
* the run's version is one (creation) plus the successful checkpoints the workers logged,
  which form a single chain ``1 -> 2 -> ... -> version`` with no version written twice;
* each lease session's checkpoints are one unbroken stretch of that chain starting at the
  version it loaded, so no two workers ever advanced a run at the same time;
* each step's observation names the worker whose effect it records;
* every drill ended in `LeaseLost` with no model call, effect or checkpoint after the stall,
  no write ever hit a `VersionConflict`, and all four workers did work against real
  contention.
"""

from __future__ import annotations

import json
import subprocess
import sys
import time
from collections import Counter, defaultdict
from itertools import groupby
from pathlib import Path
from typing import Any

import pytest

from keel.store import RunStore, open_store

from .race_worker import TOOL_STEPS, creator_runtime

RUNS = 50
WORKERS = 4
LEASE_SECONDS = 1.0
DRILLS = {"w0": "pre,effect", "w1": "model,tool", "w2": "effect", "w3": "tool"}
"""Each worker's lease-expiry drills: the first of each is required, the others happen if
the race lasts long enough (see race_worker.py)."""
WORKER_SCRIPT = Path(__file__).with_name("race_worker.py")
HANG_GUARD_SECONDS = 300  # only to turn a hang into a failure; nothing is timed
FIGURES = (
    "checkpoints",
    "lease sessions that wrote",
    "hand-overs",
    "runs advanced by 2+ workers",
    "runs advanced by 3+ workers",
    "runs advanced by 4 workers",
    "run_recovered",
    "tool_replayed",
    "tool_outcome_unknown",
)


@pytest.mark.slow
def test_race_sqlite(tmp_path: Path) -> None:
    race(str(tmp_path / "runs.db"), tmp_path / "race", "sqlite")


@pytest.mark.slow
def test_race_postgres(pg_dsn: str, tmp_path: Path) -> None:
    race(pg_dsn, tmp_path / "race", "postgres")


def race(location: str, directory: Path, label: str) -> None:
    directory.mkdir()
    store = open_store(location)
    try:
        run_ids = create_runs(store)
        started = time.monotonic()
        reports = run_workers(location, directory)
        elapsed = time.monotonic() - started
        logs = read_logs(directory)
        figures = check_runs(store, run_ids, logs)
        check_workers(reports, logs)
        print_summary(label, elapsed, reports, logs, figures)
    finally:
        store.close()


def create_runs(store: RunStore) -> list[str]:
    runtime = creator_runtime(store)
    run_ids = [f"race-{i:02d}" for i in range(RUNS)]
    for run_id in run_ids:
        run = runtime.start(f"race goal {run_id}", run_id=run_id)
        assert run.durable is not None
        run.durable.finish()  # give the lease up: the workers take it from here
        record = store.get(run_id)
        assert (record.version, record.lease_owner, record.status) == (1, None, "running")
    return run_ids


def run_workers(location: str, directory: Path) -> dict[str, dict[str, Any]]:
    names = [f"w{i}" for i in range(WORKERS)]
    procs: dict[str, subprocess.Popen[bytes]] = {}
    outputs = {}
    try:
        for i, name in enumerate(names):
            out = (directory / f"stdout-{name}.txt").open("wb")
            outputs[name] = out
            procs[name] = subprocess.Popen(
                [
                    sys.executable,
                    str(WORKER_SCRIPT),
                    "--store",
                    location,
                    "--worker",
                    name,
                    "--dir",
                    str(directory),
                    "--lease",
                    str(LEASE_SECONDS),
                    "--seed",
                    str(1000 + i),
                    "--stalls",
                    DRILLS.get(name, ""),
                ],
                stdout=out,
                stderr=subprocess.STDOUT,
            )
        deadline = time.monotonic() + HANG_GUARD_SECONDS
        while not all((directory / f"ready-{name}").exists() for name in names):
            dead = {n: p.returncode for n, p in procs.items() if p.poll() is not None}
            assert not dead, f"workers exited before the start: {dead}\n{outputs_text(directory)}"
            assert time.monotonic() < deadline, "workers never got ready"
            time.sleep(0.01)
        (directory / "go").touch()  # the barrier: all four start together
        for name, proc in procs.items():
            try:
                code = proc.wait(timeout=max(1.0, deadline - time.monotonic()))
            except subprocess.TimeoutExpired:
                pytest.fail(f"worker {name} hung\n{outputs_text(directory)}")
            assert code == 0, f"worker {name} exited with {code}\n{outputs_text(directory)}"
    finally:
        for proc in procs.values():
            if proc.poll() is None:
                proc.kill()
                proc.wait()
        for out in outputs.values():
            out.close()
    return {
        name: json.loads((directory / f"report-{name}.json").read_text(encoding="utf-8"))
        for name in names
    }


def outputs_text(directory: Path) -> str:
    return "\n".join(
        f"--- {path.name}\n{path.read_text(encoding='utf-8', errors='replace')[-4000:]}"
        for path in sorted(directory.glob("stdout-*.txt"))
    )


def read_logs(directory: Path) -> dict[str, list[dict[str, Any]]]:
    logs: dict[str, list[dict[str, Any]]] = {}
    for kind in ("effects", "saves", "sessions"):
        logs[kind] = [
            json.loads(line)
            for path in sorted(directory.glob(f"{kind}-*.jsonl"))
            for line in path.read_text(encoding="utf-8").splitlines()
        ]
    return logs


def check_runs(
    store: RunStore, run_ids: list[str], logs: dict[str, list[dict[str, Any]]]
) -> Counter[str]:
    """Check every run; returns figures for the summary."""
    by_run: dict[str, dict[str, list[dict[str, Any]]]] = defaultdict(lambda: defaultdict(list))
    for kind, records in logs.items():
        for record in records:
            by_run[record["run"]][kind].append(record)
    assert set(by_run) <= set(run_ids)
    drills = {
        (r["run"], r["session"]): r["mode"] for r in logs["sessions"] if r["event"] == "stall"
    }
    figures: Counter[str] = Counter()
    for run_id in run_ids:
        figures += check_run(store, run_id, by_run[run_id], drills)
    assert figures["runs advanced by 2+ workers"] > 0, "no run changed hands"
    return figures


def check_run(
    store: RunStore,
    run_id: str,
    logs: dict[str, list[dict[str, Any]]],
    drills: dict[tuple[str, str], str],
) -> Counter[str]:
    record = store.get(run_id)
    state, _ = store.load(run_id)
    last_step = TOOL_STEPS + 1
    where = f"run {run_id}"
    assert (record.status, record.step, record.lease_owner) == ("completed", last_step, None), where
    assert state.inflight is None, where
    assert state.final_answer == "done", where

    # Every step's effect applied exactly once.
    effects = logs["effects"]
    assert Counter(e["step"] for e in effects) == dict.fromkeys(range(1, last_step), 1), (
        f"{where}: effects per step {sorted((e['step'], e['worker']) for e in effects)}"
    )
    assert all(e["n"] == e["step"] for e in effects), where
    effect_at = {e["step"]: e for e in effects}

    # The checkpoints form one chain of versions, 1 (creation) -> record.version.
    saves = sorted(logs["saves"], key=lambda s: s["version_to"])
    assert [s["version_to"] for s in saves] == list(range(2, record.version + 1)), where
    assert all(s["version_from"] == s["version_to"] - 1 for s in saves), where

    # Each lease session advanced the run in one unbroken stretch, from the version it loaded.
    stretches = [session for session, _ in groupby(s["session"] for s in saves)]
    assert len(stretches) == len(set(stretches)), f"{where}: sessions interleave: {stretches}"
    loaded = {r["session"]: r["version"] for r in logs["sessions"] if r["event"] == "load"}
    for session, group in groupby(saves, key=lambda s: s["session"]):
        assert next(group)["version_from"] == loaded[session], f"{where}: {session}"

    # Each effect came after its intent was checkpointed, by the same worker and session.
    intents = [(s, key) for s in saves for key in s["intents"]]
    assert sorted(key for _, key in intents) == sorted(e["key"] for e in effects), where
    for save, key in intents:
        effect = next(e for e in effects if e["key"] == key)
        assert (save["session"], save["step"]) == (effect["session"], effect["step"]), where
        assert save["seq"] < effect["seq"], where
        entry = store.ledger(key)
        assert entry is not None, where
        assert (entry.attempts, entry.step) == (1, effect["step"]), where
        # A "tool" drill's late outcome and the next holder's "unknown" may land either way.
        tool_drill = drills.get((run_id, effect["session"])) == "tool"
        assert entry.status in (("done", "unknown") if tool_drill else ("done",)), where

    # A worker that stalled past its lease stopped there: no model call, effect or write.
    calls = [r for r in logs["sessions"] if r["event"] == "decide"]
    stalls = [r for r in logs["sessions"] if r["event"] == "stall"]
    for stall in stalls:
        later = [
            r
            for r in (*calls, *effects, *saves)
            if r["session"] == stall["session"] and r["seq"] > stall["seq"]
        ]
        assert later == [], f"{where}: {stall['mode']} drill went on after its stall: {later}"

    # The trace: contiguous, and each step decided once with one tool outcome.
    events = store.events(run_id)
    assert [e.seq for e in events] == list(range(len(events))), where
    written = sorted(seq for s in saves for seq in s["events"])
    assert written == list(range(1, len(events))), f"{where}: events not from one checkpoint each"
    kinds: dict[int, Counter[str]] = defaultdict(Counter)
    for event in events:
        kinds[event.data.get("step", 0)][event.event_type] += 1
    assert set(kinds) == set(range(last_step + 1)), f"{where}: steps {sorted(kinds)}"
    assert kinds[0]["run_started"] == 1, where
    assert set(kinds[0]) <= {"run_started", "run_resumed"}, where
    assert kinds[last_step]["run_completed"] == 1, where
    for step in range(1, last_step + 1):
        assert kinds[step]["model_requested"] == 1, f"{where} step {step}: {kinds[step]}"
        assert kinds[step]["model_decision"] == 1, f"{where} step {step}: {kinds[step]}"
    for step in range(1, last_step):
        got = kinds[step]
        outcomes = got["tool_succeeded"] + got["tool_replayed"] + got["tool_outcome_unknown"]
        assert outcomes == 1, f"{where} step {step}: {got}"
        assert got["tool_started"] == got["tool_succeeded"], f"{where} step {step}: {got}"
        taken_over = got["tool_replayed"] + got["tool_outcome_unknown"]
        assert got["run_recovered"] == taken_over, f"{where} step {step}: {got}"
        mode = drills.get((run_id, effect_at[step]["session"]))
        if mode in ("effect", "tool"):
            assert taken_over == 1, f"{where} step {step}: {mode} drill not taken over: {got}"
        if mode == "effect" or got["tool_replayed"]:
            assert got["tool_replayed"] == 1, f"{where} step {step}: {got}"
        if got["tool_outcome_unknown"]:  # only when the outcome was not in the ledger yet
            assert mode == "tool", f"{where} step {step}: unexpected unknown outcome"

    # One observation per step, naming the worker whose effect it records.
    assert [o.step for o in state.observations] == list(range(1, last_step)), where
    for observation in state.observations:
        effect = effect_at[observation.step]
        if observation.ok:
            assert observation.data == {
                "worker": effect["worker"],
                "session": effect["session"],
                "n": observation.step,
            }, where
        else:
            assert observation.error_type == "outcome_unknown", where
            assert drills.get((run_id, effect["session"])) == "tool", where

    workers = {s["worker"] for s in saves}
    every = Counter(e.event_type for e in events)
    values = (
        len(saves),
        len(stretches),
        len(stretches) - 1,
        len(workers) >= 2,
        len(workers) >= 3,
        len(workers) == 4,
        every["run_recovered"],
        every["tool_replayed"],
        every["tool_outcome_unknown"],
    )
    return Counter(dict(zip(FIGURES, map(int, values), strict=True)))


def check_workers(
    reports: dict[str, dict[str, Any]], logs: dict[str, list[dict[str, Any]]]
) -> None:
    effects = Counter(e["worker"] for e in logs["effects"])
    for name, report in reports.items():
        assert report["version_conflict"] == 0, f"{name}: a write raced past the lease: {report}"
        assert effects[name] > 0, f"{name} applied no step: {report}"
        planned = DRILLS[name].split(",")
        done = [d["mode"] for d in report["drills"]]
        assert done == planned[: len(done)], f"{name}: {report}"
        assert done, f"{name} did not get to its first drill: {report}"
        assert all(d["lease_lost"] for d in report["drills"]), f"{name}: {report['drills']}"
    assert sum(r["busy"] for r in reports.values()) > 0, "no worker ever found a run busy"
    planned_lost = sum(len(r["drills"]) for r in reports.values())
    assert sum(r["lease_lost"] for r in reports.values()) >= planned_lost >= 1


def print_summary(
    label: str,
    elapsed: float,
    reports: dict[str, dict[str, Any]],
    logs: dict[str, list[dict[str, Any]]],
    figures: Counter[str],
) -> None:
    effects = Counter(e["worker"] for e in logs["effects"])
    saves = Counter(s["worker"] for s in logs["saves"])
    print(f"\n[{label}] {RUNS} runs x {TOOL_STEPS + 1} steps, {WORKERS} workers, {elapsed:.1f}s")
    for name, r in sorted(reports.items()):
        print(
            f"  {name}: sessions={r['sessions']} effects={effects[name]} "
            f"checkpoints={saves[name]} busy={r['busy']} lease_lost={r['lease_lost']} "
            f"(unplanned {r['lease_lost_unplanned']}) recovered={r['recovered']} "
            f"aresume={r['aresume']} drills={[d['mode'] for d in r['drills']]}"
        )
    print("  " + ", ".join(f"{name}={figures[name]}" for name in FIGURES))
