"""Crash tests: workers SIGKILLed mid-run, then resumed from the run store.

Each worker is a child process (``crash_worker.py``) driving one run over a ``by_step``
scripted model with a real run store. Side effects are lines ``KEY item`` appended to a
file; a tool that honours its idempotency key appends only when the key is not there yet.
The worker kills itself with SIGKILL at a chosen point (a trace event, inside a tool before
or after its effect, right after the ledger records an outcome, right after a checkpoint
commits) or the test kills it from outside; then fresh workers resume the run by id until
it is at rest, and the result is compared with one uninterrupted run of the same script:

* same status, final answer, citations and step count;
* the effects file holds exactly the uninterrupted run's lines: no effect of an honouring
  tool is duplicated, none is lost;
* the stored observations are the uninterrupted run's: none lost, none duplicated;
* the stored notes are the same, every effect's ledger entry is ``done``;
* the stored trace numbers its events 0, 1, 2, ... with no gap, and is consistent.

A tool that does not honour the key is never re-run after a crash left its outcome
unknown: the model is told so (``outcome_unknown``) and, when it needed approval, a person
is asked again (round 2).
"""

from __future__ import annotations

import collections
import json
import multiprocessing
import os
import random
import signal
import tempfile
import threading
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from multiprocessing.connection import wait
from pathlib import Path
from typing import Any

import pytest

from keel.state import PendingApproval
from keel.store import RunNotFound, RunStore, SqliteRunStore
from keel.testing import trace_problems

from . import crash_worker
from .pg_server import PgServer

RUN_ID = "crash-run"
SEEDS = range(120)
"""Seeds of the random crash matrix; each gives one run killed one to three times."""

SQLITE_MIN_KILLED_SEEDS = 100
"""Runs that must die at least once (the claim needs >= 50 kill points)."""


# --- driving workers --------------------------------------------------------------------


@dataclass
class Place:
    """Where one run lives: its store, its effects file and its kill log."""

    root: Path
    backend: str = "sqlite"
    dsn: str | None = None

    def __post_init__(self) -> None:
        self.root.mkdir(parents=True, exist_ok=True)

    @property
    def store_location(self) -> str:
        return self.dsn if self.dsn is not None else str(self.root / "runs.db")

    @property
    def effects(self) -> Path:
        return self.root / "effects.txt"

    @property
    def log(self) -> Path:
        return self.root / "kills.jsonl"

    def config(self, script: str, **extra: Any) -> dict[str, Any]:
        return {
            "backend": self.backend,
            "store": self.store_location,
            "run_id": RUN_ID,
            "effects": str(self.effects),
            "log": str(self.log),
            "script": script,
            "worker": "worker-1",
            **extra,
        }

    def open(self) -> RunStore:
        if self.backend == "postgres":
            from keel.store import PostgresRunStore

            assert self.dsn is not None
            return PostgresRunStore(self.dsn)
        return SqliteRunStore(self.root / "runs.db")

    def effect_lines(self) -> list[str]:
        if not self.effects.exists():
            return []
        return self.effects.read_text(encoding="utf-8").splitlines()

    def kills(self) -> list[dict[str, Any]]:
        if not self.log.exists():
            return []
        return [json.loads(line) for line in self.log.read_text().splitlines()]


@dataclass
class Launch:
    """How one worker process ended."""

    returncode: int
    stats: dict[str, Any]
    errors: str

    @property
    def killed(self) -> bool:
        return self.returncode == -signal.SIGKILL


FORKSERVER = multiprocessing.get_context("forkserver")
FORKSERVER.set_forkserver_preload(
    # What the workers import, so each is a fresh process without Python's start-up and
    # keel's imports (~0.3 s) every time. Python 3.11's forkserver ignores the test's
    # sys.path, so only installed modules can be preloaded: keel and its dependencies,
    # psycopg, and pytest (which every child re-runs as its __main__ script).
    ["pytest", "psycopg", "keel.runtime", "keel.store", "keel.testing", "keel.tools"]
)


STATUS_LOCK = threading.Lock()
"""Serializes reads of worker exit statuses. `Process.start` polls every other live child
(multiprocessing's ``_cleanup``); a forkserver child's status is read from a pipe, and two
threads reading it at once leave one of them with EOF, reported as exit code 255."""


def launch(config: dict[str, Any], *, external_delay: float | None = None) -> Launch:
    """Run one worker to its end; with ``external_delay`` kill it that long after it is ready."""
    with tempfile.TemporaryDirectory(prefix="keel-crash-") as scratch:
        files = {name: Path(scratch, name) for name in ("stats", "errors", "ready")}
        config = {**config, **{name: str(path) for name, path in files.items()}}
        proc = FORKSERVER.Process(target=crash_worker.run_child, args=(config,))
        with STATUS_LOCK:
            proc.start()
        if external_delay is not None:
            while not files["ready"].exists() and not wait([proc.sentinel], 0.001):
                pass
            time.sleep(external_delay)
            proc.kill()  # SIGKILL; nothing happens if it finished already
        assert wait([proc.sentinel], 120), f"worker {config} hung"  # a safety net only
        with STATUS_LOCK:
            proc.join()
        assert proc.exitcode is not None
        stats = files["stats"].read_text() if files["stats"].exists() else "{}"
        errors = files["errors"].read_text() if files["errors"].exists() else ""
        return Launch(proc.exitcode, json.loads(stats), errors)


def expect(result: Launch, *codes: int) -> Launch:
    assert result.returncode in codes, f"worker exited {result.returncode}\n{result.errors}"
    return result


# --- what a run left behind -------------------------------------------------------------


@dataclass
class Snapshot:
    """Everything the comparison looks at, read from the store and the effects file."""

    status: str
    answer: str | None
    citations: list[str]
    step: int
    observations: list[tuple[Any, ...]]
    notes: list[str]
    effects: list[str]
    event_types: list[str]
    seqs: list[int]
    trace_seq: int
    trace_problems: list[str]
    ledger: dict[str, str]
    lease_owner: str | None
    inflight: bool
    pending: Any = None
    approvals: list[tuple[int, int, bool, str]] = field(default_factory=list)


def snapshot(place: Place) -> Snapshot:
    store = place.open()
    try:
        state, record = store.load(RUN_ID)
        events = store.events(RUN_ID)
        effects = place.effect_lines()
        ledger: dict[str, str] = {}
        for line in effects:
            entry = store.ledger(line.split(" ", 1)[0])
            ledger[line] = "missing" if entry is None else entry.status
        approvals = [(a.step, a.round, a.approved, a.by) for a in store.approvals(RUN_ID)]
    finally:
        store.close()
    return Snapshot(
        status=state.status,
        answer=state.final_answer,
        citations=list(state.final_citations),
        step=state.step,
        observations=[
            (o.step, o.source, o.name, o.ok, o.data, o.error_type, o.source_ids)
            for o in state.observations
        ],
        notes=[n.text for n in state.notes],
        effects=effects,
        event_types=[e.event_type for e in events],
        seqs=[e.seq for e in events],
        trace_seq=state.trace_seq,
        trace_problems=trace_problems(events),
        ledger=ledger,
        lease_owner=record.lease_owner,
        inflight=state.inflight is not None,
        pending=state.pending,
        approvals=approvals,
    )


def stored_status(place: Place) -> str | None:
    store = place.open()
    try:
        return store.get(RUN_ID).status
    except RunNotFound:
        return None
    finally:
        store.close()


def differences(got: Snapshot, want: Snapshot) -> list[str]:
    """How a crashed-and-resumed run differs from the uninterrupted one (empty: it does not)."""
    problems: list[str] = []
    for name in ("status", "answer", "citations", "step", "observations", "notes", "effects"):
        if getattr(got, name) != getattr(want, name):
            problems.append(f"{name}: {getattr(got, name)!r} != {getattr(want, name)!r}")
    keys = [line.split(" ", 1)[0] for line in got.effects]
    duplicated = [k for k, n in collections.Counter(keys).items() if n > 1]
    if duplicated:
        problems.append(f"duplicate effects for keys {duplicated}")
    if got.seqs != list(range(len(got.seqs))) or got.trace_seq != len(got.seqs):
        problems.append(f"stored trace seqs {got.seqs} (state.trace_seq {got.trace_seq})")
    problems += [f"trace: {p}" for p in got.trace_problems]
    not_done = {line: status for line, status in got.ledger.items() if status != "done"}
    if not_done:
        problems.append(f"ledger entries not done: {not_done}")
    if got.inflight:
        problems.append("left with an action in flight")
    return problems


# --- the random crash matrix ------------------------------------------------------------


@dataclass
class Plan:
    """One seed's kill points (one per worker life that is meant to die) and lease mode."""

    seed: int
    kills: list[dict[str, Any]]
    takeover: bool
    """Resumers are different workers (short lease, waited out) instead of a restart."""


def make_plan(seed: int, shape: dict[str, int]) -> Plan:
    """Draw a seed's kill points from the uninterrupted run's shape (events, writes, calls)."""
    rng = random.Random(seed)
    crashes = rng.choices([1, 2, 3], weights=[5, 3, 2])[0]
    kills: list[dict[str, Any]] = []
    for life in range(crashes):
        span = 1.0 if life == 0 else 0.6  # a resumed worker has less of the run left to do
        kind = rng.choices(
            ["event", "tool_before", "tool_after", "after_ledger", "after_checkpoint", "external"],
            weights=[45, 10, 15, 12, 12, 6],
        )[0]
        if kind == "event":
            kills.append({"kind": kind, "n": rng.randrange(max(1, int(shape["events"] * span)))})
        elif kind in ("tool_before", "tool_after", "after_ledger"):
            kills.append({"kind": kind, "call": rng.randrange(shape["effect_calls"])})
        elif kind == "after_checkpoint":
            kills.append({"kind": kind, "n": rng.randrange(shape["checkpoints"])})
        else:
            kills.append({"kind": kind, "delay": rng.uniform(0.0, 0.08)})
    return Plan(seed, kills, takeover=rng.random() < 0.08)


@dataclass
class Outcome:
    """What happened to one seed's run, and how it differs from the uninterrupted run."""

    seed: int
    plan: Plan
    launches: list[int]
    kills: list[dict[str, Any]]
    problems: list[str]
    recovered: list[str]
    takeover: bool


def crash_and_resume(place: Place, plan: Plan, want: Snapshot) -> Outcome:
    """Kill the run as planned, resume it until it is at rest, compare with ``want``."""
    launches: list[int] = []
    lease = {"lease_seconds": 1.0} if plan.takeover else {}

    def worker(life: int) -> str:
        return f"worker-{plan.seed}-{life}" if plan.takeover else "worker-1"

    def go(kill: dict[str, Any] | None) -> Launch:
        delay = kill.get("delay") if kill and kill["kind"] == "external" else None
        config = place.config("main", kill=kill, worker=worker(len(launches)), **lease)
        for _ in range(200):  # a taken-over run waits out the dead worker's lease
            result = launch(config, external_delay=delay)
            assert result.returncode in (0, 3, -signal.SIGKILL), (
                f"seed {plan.seed}, life {len(launches)} ({kill}) exited {result.returncode}"
                f"\n{result.errors}"
            )
            if result.returncode != 3:
                break
            assert plan.takeover, "RunBusy although every life is the same worker"
            time.sleep(0.1)
        launches.append(result.returncode)
        return result

    for kill in plan.kills:
        if launches and stored_status(place) not in (None, "running"):
            break  # killed after the run's last checkpoint: nothing left to resume
        result = go(kill)
        if not result.killed:
            break  # this life ran the run to its end before reaching the point
        if kill["kind"] == "external":
            with place.log.open("a", encoding="utf-8") as log:
                log.write(json.dumps(kill) + "\n")
    for _ in range(5):
        if stored_status(place) not in (None, "running"):
            break
        go(None)
    got = snapshot(place)
    recovered = [t for t in got.event_types if t in ("tool_replayed", "run_recovered")]
    problems = differences(got, want)
    if launches[-1] == 0 and got.lease_owner is not None:
        problems.append(f"a worker that finished left its lease held by {got.lease_owner}")
    return Outcome(plan.seed, plan, launches, place.kills(), problems, recovered, plan.takeover)


def baseline(place: Place) -> tuple[Snapshot, dict[str, int]]:
    """An uninterrupted run of the main script, and its shape."""
    result = expect(launch(place.config("main")), 0)
    want = snapshot(place)
    assert want.status == "completed", want
    assert not differences(want, want)
    return want, result.stats


def run_matrix(
    seeds: range, make_place: Callable[[int], Place], want: Snapshot, shape: dict[str, int]
) -> list[Outcome]:
    plans = [make_plan(seed, shape) for seed in seeds]
    with ThreadPoolExecutor(max_workers=2) as pool:
        futures = [pool.submit(crash_and_resume, make_place(p.seed), p, want) for p in plans]
        return [f.result() for f in futures]


def describe(outcomes: list[Outcome]) -> str:
    points = collections.Counter(kill_label(k) for o in outcomes for k in o.kills)
    lines = [f"{count:4d}  {label}" for label, count in sorted(points.items())]
    lives = collections.Counter(len(o.launches) for o in outcomes)
    recovered = collections.Counter(t for o in outcomes for t in o.recovered)
    takeovers = sum(o.takeover for o in outcomes)
    return (
        f"{sum(points.values())} kills in {len(outcomes)} runs; worker lives per run "
        f"{dict(sorted(lives.items()))}; {takeovers} runs resumed by other workers; "
        f"stored recoveries {dict(recovered)}\n" + "\n".join(lines)
    )


def kill_label(kill: dict[str, Any]) -> str:
    if kill["kind"] == "event":
        return f"event {kill['event']}" + (f" ({kill['tool']})" if kill.get("tool") else "")
    if kill["kind"] in ("tool_before", "tool_after"):
        return f"{kill['kind']} ({kill['tool']})"
    if kill["kind"] == "after_checkpoint":
        return f"after_checkpoint ({kill['write']})"
    return kill["kind"]


def check_matrix(outcomes: list[Outcome], *, min_killed: int) -> None:
    report = describe(outcomes)
    print(report)
    failures = [
        f"seed {o.seed} (lives {o.launches}, kills {o.kills}): {o.problems}"
        for o in outcomes
        if o.problems
    ]
    assert not failures, "\n".join(failures) + "\n" + report
    killed = [o for o in outcomes if -signal.SIGKILL in o.launches]
    assert len(killed) >= min_killed, report
    # Every point but an outside kill's is reached by the first worker (it has the whole run
    # ahead of it), so those runs all died at least once.
    missed = [o.seed for o in outcomes if o.plan.kills[0]["kind"] != "external" and o not in killed]
    assert not missed, f"seeds {missed} were never killed\n{report}"
    labels = collections.Counter(kill_label(k) for o in outcomes for k in o.kills)
    # The points the claim names must be among those hit (the seeds are fixed, so this is
    # a property of the matrix, not luck): a tool ran but the ledger does not know yet...
    assert labels["tool_after (record)"], report
    assert labels["event tool_succeeded (record)"], report
    # ...the ledger knows but the step is not checkpointed (its outcome is replayed)...
    assert labels["after_ledger"]
    assert any("tool_replayed" in o.recovered for o in outcomes)
    # ...and a crash while resuming a crashed run.
    assert any(o.launches.count(-signal.SIGKILL) >= 2 for o in outcomes)


@pytest.mark.slow
def test_crash_matrix_sqlite(tmp_path: Path) -> None:
    """120 seeds, each killing a SQLite-backed run 1-3 times at random points, then resuming."""
    want, shape = baseline(Place(tmp_path / "baseline"))
    outcomes = run_matrix(SEEDS, lambda seed: Place(tmp_path / f"seed-{seed}"), want, shape)
    check_matrix(outcomes, min_killed=SQLITE_MIN_KILLED_SEEDS)


@pytest.mark.slow
def test_crash_matrix_postgres(tmp_path: Path, pg_server: PgServer) -> None:
    """Twelve seeds of the same matrix against PostgreSQL (a database per run)."""
    prefix = f"keel_crash_{os.getpid()}"

    def place(name: str) -> Place:
        dsn = pg_server.create_database(f"{prefix}_{name}")
        return Place(tmp_path / name, backend="postgres", dsn=dsn)

    want, shape = baseline(place("baseline"))
    outcomes = run_matrix(range(1000, 1012), lambda seed: place(f"seed_{seed}"), want, shape)
    report = describe(outcomes)
    print(report)
    failures = [f"seed {o.seed} ({o.kills}): {o.problems}" for o in outcomes if o.problems]
    assert not failures, "\n".join(failures) + "\n" + report
    assert sum(-signal.SIGKILL in o.launches for o in outcomes) >= 10


# --- deterministic kill points ----------------------------------------------------------


@pytest.fixture(scope="module")
def main_baseline(tmp_path_factory: pytest.TempPathFactory) -> tuple[Snapshot, dict[str, int]]:
    return baseline(Place(tmp_path_factory.mktemp("baseline")))


@pytest.mark.parametrize(
    "kills",
    [
        [{"kind": "event", "type": "tool_succeeded", "tool": "record"}],
        [{"kind": "tool_after", "call": 1}],
        [{"kind": "tool_before", "call": 2}],
        [{"kind": "after_ledger", "call": 0}],
        [{"kind": "tool_after", "call": 0}, {"kind": "event", "type": "run_recovered"}],
        [
            {"kind": "after_ledger", "call": 1},
            {"kind": "event", "type": "tool_replayed"},
            {"kind": "event", "type": "tool_started", "tool": "record"},
        ],
        [{"kind": "after_checkpoint", "n": 0}],
        [{"kind": "event", "type": "run_started"}],
        [{"kind": "event", "type": "run_completed"}],
    ],
    ids=[
        "tool_succeeded",
        "after_effect",
        "before_effect",
        "after_ledger",
        "while_recovering",
        "while_replaying_then_rerunning",
        "after_insert",
        "before_insert",
        "at_completion",
    ],
)
def test_honouring_tool_killed_at_a_named_point(
    tmp_path: Path, main_baseline: tuple[Snapshot, dict[str, int]], kills: list[dict[str, Any]]
) -> None:
    """Each named kill point once, on SQLite: the resumed run equals the uninterrupted one."""
    want, _ = main_baseline
    outcome = crash_and_resume(Place(tmp_path / "run"), Plan(0, kills, takeover=False), want)
    assert outcome.problems == []
    assert outcome.launches == [-signal.SIGKILL] * len(kills) + [0], "every point was reached"


@pytest.mark.parametrize(
    "kill",
    [
        {"kind": "tool_after", "call": 0},
        {"kind": "event", "type": "tool_succeeded", "tool": "send"},
    ],
    ids=["inside_tool", "tool_succeeded"],
)
def test_unhonouring_tool_is_not_rerun_after_a_crash(tmp_path: Path, kill: dict[str, Any]) -> None:
    """A tool that ignores the key, killed after its effect and before the ledger knows it.

    On resume it does not run again (one effect), the model is told the outcome is unknown,
    the ledger says ``unknown``, and the run goes on to the same answer.
    """
    place = Place(tmp_path)
    assert expect(launch(place.config("send", kill=kill)), -signal.SIGKILL).killed
    assert len(place.effect_lines()) == 1
    crashed = snapshot(place)
    assert crashed.inflight
    assert crashed.ledger == {place.effect_lines()[0]: "intent"}

    expect(launch(place.config("send")), 0)
    got = snapshot(place)
    assert got.status == "completed"
    assert got.answer == "Sent the invoice [doc-a]."
    assert len(got.effects) == 1, "a tool that does not honour the key ran again"
    assert got.ledger == {got.effects[0]: "unknown"}
    unknown = [o for o in got.observations if o[2] == "send" and not o[3]]
    assert [(o[0], o[1], o[5]) for o in unknown] == [(2, "runtime", "outcome_unknown")]
    assert not [o for o in got.observations if o[2] == "send" and o[3]]
    assert "run_recovered" in got.event_types
    assert "tool_outcome_unknown" in got.event_types
    assert "tool_replayed" not in got.event_types
    assert got.seqs == list(range(len(got.seqs)))
    assert got.trace_problems == []


@pytest.mark.parametrize("approved_by", ["human", "resume"])
def test_unhonouring_approved_tool_asks_again_after_a_crash(
    tmp_path: Path, approved_by: str
) -> None:
    """An approved tool that ignores the key, killed after its effect: a person decides again.

    Resuming does not re-run it; the run pauses with the same action up for approval in
    round 2. Approving that round runs the tool a second time: two effects under one key,
    which is the person's informed choice (they were told the first outcome is unknown),
    not the runtime repeating an effect on its own.
    """
    place = Place(tmp_path)
    kill = {"kind": "tool_after", "call": 0}
    if approved_by == "human":  # approved inline by the human channel, then killed
        config = place.config("send_approval", kill=kill, human_approvals=[True])
        expect(launch(config), -signal.SIGKILL)
    else:  # paused for approval, approved by resume(approve=True), then killed
        expect(launch(place.config("send_approval")), 0)
        paused = snapshot(place)
        assert paused.status == "waiting_for_user"
        assert paused.pending.round == 1
        expect(launch(place.config("send_approval", kill=kill, approve=True)), -signal.SIGKILL)
    assert len(place.effect_lines()) == 1

    expect(launch(place.config("send_approval")), 0)
    asked = snapshot(place)
    assert asked.status == "waiting_for_user"
    assert isinstance(asked.pending, PendingApproval)
    assert (asked.pending.tool, asked.pending.round) == ("send_approved", 2)
    assert len(asked.effects) == 1, "the approved tool ran again without a new approval"
    assert [(o[1], o[5]) for o in asked.observations if o[2] == "send_approved"] == [
        ("runtime", "outcome_unknown")
    ]
    assert "tool_outcome_unknown" in asked.event_types
    assert [(r, ok) for _, r, ok, _ in asked.approvals] == [(1, True)]

    expect(launch(place.config("send_approval", approve=True)), 0)
    done = snapshot(place)
    assert done.status == "completed"
    assert done.answer == "Sent the invoice [doc-a]."
    # The second run is the person's informed choice in round 2, hence two effects.
    assert len(done.effects) == 2
    assert len({line.split(" ", 1)[0] for line in done.effects}) == 1
    assert [(r, ok) for _, r, ok, _ in done.approvals] == [(1, True), (2, True)]
    assert [(o[1], o[3], o[5]) for o in done.observations if o[2] == "send_approved"] == [
        ("runtime", False, "outcome_unknown"),
        ("tool", True, None),
    ]
    assert done.seqs == list(range(len(done.seqs)))
    assert done.trace_problems == []


@pytest.mark.parametrize(
    "kill",
    [
        {"kind": "tool_after", "call": 0},
        {"kind": "after_ledger", "call": 0},
    ],
    ids=["rerun", "replayed"],
)
def test_note_stored_by_a_side_effecting_tool_survives_a_crash(
    tmp_path: Path, kill: dict[str, Any]
) -> None:
    """A side-effecting tool that also stores a note (``ToolContext.add_note``).

    Killed before the ledger knows its outcome, the honouring tool runs again and stores
    the note again. Killed after the ledger recorded it but before the step's checkpoint,
    its outcome is replayed from the ledger, which must bring the note back as well.
    """
    want = Place(tmp_path / "baseline")
    expect(launch(want.config("remember")), 0)
    place = Place(tmp_path / "run")
    expect(launch(place.config("remember", kill=kill)), -signal.SIGKILL)
    expect(launch(place.config("remember")), 0)
    got, expected = snapshot(place), snapshot(want)
    assert expected.notes == ["remembered alpha"]
    assert (got.status, got.effects, got.observations) == (
        expected.status,
        expected.effects,
        expected.observations,
    )
    assert got.notes == expected.notes
