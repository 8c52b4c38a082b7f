"""The runtime over a run store, in one process: checkpoints, the execution ledger,
recovery of an action a crash left in flight, approvals bound to one action, and leases.

A crash is simulated in-process by raising `Crash` (a BaseException nothing in keel
catches) at the exact point under test; what is stored at that instant is what a killed
process would leave. The SIGKILL version of these scenarios is ``test_crash.py``.
Every test runs against SQLite and against the real PostgreSQL server.
"""

from __future__ import annotations

import asyncio
import math
import sqlite3
import time
from collections.abc import Callable
from typing import Any

import pytest

from keel import Runtime, ToolContext, UserError, tool
from keel.models.scripted import ScriptedDecisionMaker
from keel.runstore import Delta
from keel.state import PendingApproval
from keel.store import (
    LeaseLost,
    PostgresRunStore,
    RunBusy,
    RunStore,
    SqliteRunStore,
    StoreError,
)
from keel.testing import call, final
from keel.tools import Tool


class Crash(BaseException):
    """Stands for the process dying at this instant."""


class Effects:
    """A side-effecting tool's world: every effect it made, with the key it was made under."""

    def __init__(self) -> None:
        self.made: list[tuple[str, str]] = []
        self.calls = 0
        self.crash_after_effect = False
        self.during: Callable[[], None] | None = None

    def tool(self, *, idempotent: bool = False, approval: bool = False) -> Tool:
        @tool(side_effects=True, idempotent=idempotent, requires_approval=approval, name="send")
        def send(to: str, ctx: ToolContext) -> str:
            """Send a message."""
            self.calls += 1
            if idempotent and any(key == ctx.idempotency_key for key, _ in self.made):
                return f"sent to {to}"  # honours the key: the effect happened already
            self.made.append((ctx.idempotency_key, to))
            if self.during is not None:
                self.during()
            if self.crash_after_effect:
                self.crash_after_effect = False
                raise Crash
            return f"sent to {to}"

        return send


SCRIPT = [call("send", to="cfo"), final("sent")]


def runtime(
    store: RunStore, tools: list[Tool], script: list[Any] = SCRIPT, **options: Any
) -> Runtime:
    """A fresh runtime (as in a new process) over ``store``, following the run's step."""
    model = ScriptedDecisionMaker(script, by_step=True)
    return Runtime(model, tools, store=store, validators=[], **options)


class CrashingStore:
    """Delegates to a store, and crashes on the first checkpoint ``when(delta)`` selects."""

    def __init__(self, inner: RunStore, when: Callable[[Delta], bool]) -> None:
        self.inner, self.when, self.armed = inner, when, True

    def checkpoint(self, run_id: str, delta: Delta, **options: Any) -> int:
        if self.armed and self.when(delta):
            self.armed = False
            raise Crash
        return self.inner.checkpoint(run_id, delta, **options)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)


def records_the_send(delta: Delta) -> bool:
    """The checkpoint that records send's outcome (after the ledger already has it)."""
    return any('"name":"send"' in body for _, body in delta.observations)


def tool_observation(state: Any) -> list[Any]:
    return [o for o in state.observations if o.name == "send"]


def test_every_step_is_checkpointed_and_the_store_holds_the_run_and_its_trace(run_store):
    effects = Effects()
    result = runtime(run_store, [effects.tool()]).run("notify the cfo", meta={"who": "test"})

    loaded, record = run_store.load(result.state.run_id)
    assert result.status == "completed"
    assert loaded.model_dump(exclude={"elapsed_seconds"}) == result.state.model_dump(
        exclude={"elapsed_seconds"}
    )
    assert [(e.seq, e.event_type) for e in run_store.events(record.run_id)] == [
        (e.seq, e.event_type) for e in result.trace
    ]
    # insert, the in-flight checkpoint before the side effect, and one per step
    assert record.version == 1 + 1 + result.state.step
    assert (record.status, record.meta, record.lease_owner) == ("completed", {"who": "test"}, None)
    key = effects.made[0][0]
    entry = run_store.ledger(key)
    assert entry is not None
    assert (entry.status, entry.tool, entry.attempts) == ("done", "send", 1)
    assert entry.outcome is not None
    assert entry.outcome["data"] == "sent to cfo"


def test_a_crash_after_the_ledger_recorded_the_outcome_replays_it_without_running_again(run_store):
    effects = Effects()
    crashing = CrashingStore(run_store, records_the_send)
    with pytest.raises(Crash):
        runtime(crashing, [effects.tool()]).run("notify", run_id="r-replay")  # type: ignore[arg-type]
    assert run_store.load("r-replay")[0].inflight is not None

    result = runtime(run_store, [effects.tool()]).resume("r-replay")

    assert (result.status, result.state.final_answer) == ("completed", "sent")
    assert effects.calls == 1
    assert len(effects.made) == 1
    [observation] = tool_observation(result.state)
    assert (observation.ok, observation.data) == (True, "sent to cfo")
    assert [e.event_type for e in result.new_events][:3] == [
        "run_resumed",
        "run_recovered",
        "tool_replayed",
    ]
    assert result.state.inflight is None


def test_a_crash_between_executing_and_recording_reruns_a_tool_that_honours_the_key(run_store):
    effects = Effects()
    effects.crash_after_effect = True
    with pytest.raises(Crash):
        runtime(run_store, [effects.tool(idempotent=True)]).run("notify", run_id="r-idem")
    assert run_store.ledger(effects.made[0][0]).status == "intent"  # type: ignore[union-attr]

    result = runtime(run_store, [effects.tool(idempotent=True)]).resume("r-idem")

    assert result.status == "completed"
    assert effects.calls == 2, "re-run once, with the same key"
    assert len(effects.made) == 1, "the tool honoured the key: one effect"
    entry = run_store.ledger(effects.made[0][0])
    assert entry is not None
    assert (entry.status, entry.attempts) == ("done", 2)
    assert len(tool_observation(result.state)) == 1


def test_a_tool_that_does_not_honour_the_key_is_not_rerun_its_outcome_is_unknown(run_store):
    effects = Effects()
    effects.crash_after_effect = True
    with pytest.raises(Crash):
        runtime(run_store, [effects.tool()]).run("notify", run_id="r-unknown")

    result = runtime(run_store, [effects.tool()]).resume("r-unknown")

    assert (result.status, result.state.final_answer) == ("completed", "sent")
    assert effects.calls == 1
    assert len(effects.made) == 1
    [observation] = tool_observation(result.state)
    assert (observation.ok, observation.error_type) == (False, "outcome_unknown")
    assert "unknown" in (observation.error_message or "")
    assert "tool_outcome_unknown" in [e.event_type for e in result.trace]
    entry = run_store.ledger(effects.made[0][0])
    assert entry is not None
    assert entry.status == "unknown"


def test_an_unknown_outcome_of_an_approved_action_asks_again_in_a_new_round(run_store):
    effects = Effects()
    send = effects.tool(approval=True)
    paused = runtime(run_store, [send]).run("notify", run_id="r-again")
    assert paused.status == "waiting_for_user"
    effects.crash_after_effect = True
    with pytest.raises(Crash):
        runtime(run_store, [send]).resume("r-again", approve=True, approved_by="alice")

    again = runtime(run_store, [send]).resume("r-again")

    pending = again.state.pending
    assert again.status == "waiting_for_user"
    assert isinstance(pending, PendingApproval)
    assert (pending.round, pending.tool) == (2, "send")
    assert tool_observation(again.state)[0].error_type == "outcome_unknown"
    assert len(effects.made) == 1, "not re-run without a new approval"
    # The person, told the outcome is unknown, chooses to send again: that is round 2.
    done = runtime(run_store, [send]).resume("r-again", approve=True, approved_by="bob")
    assert done.status == "completed"
    assert len(effects.made) == 2
    approvals = [(a.by, a.round, a.approved) for a in run_store.approvals("r-again")]
    assert approvals == [("alice", 1, True), ("bob", 2, True)]
    assert all(a.signature == pending.action_signature for a in run_store.approvals("r-again"))


def test_an_approval_cannot_authorize_a_different_action(run_store):
    effects = Effects()
    send = effects.tool(approval=True)
    runtime(run_store, [send]).run("notify", run_id="r-bound")
    before = run_store.get("r-bound")

    with pytest.raises(UserError, match="different action"):
        runtime(run_store, [send]).resume("r-bound", approve=True, action="0" * 32)

    after = run_store.get("r-bound")
    assert (after.version, after.status, after.lease_owner) == (
        before.version,
        "waiting_for_user",
        None,
    )
    assert effects.made == []
    assert run_store.approvals("r-bound") == []


def test_a_replayed_or_stale_approval_is_refused(run_store):
    effects = Effects()
    send = effects.tool(approval=True)
    stale = runtime(run_store, [send]).run("notify", run_id="r-stale").state
    first = runtime(run_store, [send]).resume(stale, approve=True, approved_by="alice")
    assert first.status == "completed"

    with pytest.raises(UserError, match="completed"):  # the stale copy still says "paused"
        runtime(run_store, [send]).resume(stale, approve=True, approved_by="mallory")

    assert len(effects.made) == 1
    assert [a.by for a in run_store.approvals("r-stale")] == ["alice"]


def test_a_worker_that_lost_its_lease_stops_before_doing_anything_further(run_store):
    effects = Effects()
    thief = run_store.clone()

    def take_over() -> None:  # the lease expired and another worker took the run
        with thief._write() as cur:  # type: ignore[attr-defined]
            cur.run("UPDATE keel_runs SET lease_owner = 'thief' WHERE run_id = 'r-lost'")

    effects.during = take_over
    rt = runtime(run_store, [effects.tool()])
    with pytest.raises(LeaseLost, match="thief"):
        rt.run("notify", run_id="r-lost")
    thief.close()

    record = run_store.get("r-lost")
    model = rt.model
    assert isinstance(model, ScriptedDecisionMaker)
    assert len(model.requests) == 1
    assert (record.lease_owner, record.step) == ("thief", 1)
    state, _ = run_store.load("r-lost")
    assert state.observations == []
    assert state.inflight is not None, "nothing written after loss"


def test_the_heartbeat_keeps_the_lease_through_a_slow_step(run_store):
    effects = Effects()
    other = run_store.clone()
    seen: list[str] = []

    def slow() -> None:
        time.sleep(0.5)  # longer than the lease: only the heartbeat keeps it
        try:
            other.acquire("r-slow", worker="other", lease_seconds=5)
            seen.append("taken")
        except RunBusy:
            seen.append("busy")

    effects.during = slow
    result = runtime(run_store, [effects.tool()], lease_seconds=0.3).run("notify", run_id="r-slow")
    other.close()

    assert seen == ["busy"]
    assert result.status == "completed"


def test_a_dead_workers_run_resumes_elsewhere_once_its_lease_expires(run_store):
    effects = Effects()
    dead = runtime(run_store, [effects.tool()], lease_seconds=0.3, worker="dead")
    run = dead.start("notify", run_id="r-dead")
    asyncio.run(run.step())  # one step, then the worker "dies" holding its lease

    with pytest.raises(RunBusy, match="dead"):
        runtime(run_store, [effects.tool()], worker="next").resume("r-dead")
    time.sleep(0.7)
    result = runtime(run_store, [effects.tool()], worker="next").resume("r-dead")

    assert (result.status, len(effects.made)) == ("completed", 1)
    seqs = [e.seq for e in run_store.events("r-dead")]
    assert seqs == list(range(len(seqs))), "one trace, continued"
    with pytest.raises(LeaseLost):  # the dead worker, waking up, cannot write
        asyncio.run(run.step())


def test_an_outside_driver_stepping_a_reopened_run_settles_the_action_in_flight(run_store):
    from keel.loop.durable import Checkpointer
    from keel.loop.run import Run

    effects = Effects()
    crashing = CrashingStore(run_store, records_the_send)
    with pytest.raises(Crash):
        runtime(crashing, [effects.tool()]).run("notify", run_id="r-outside")  # type: ignore[arg-type]

    rt = runtime(run_store, [effects.tool()])
    state, durable = Checkpointer.open(run_store, "r-outside", worker="w2", lease_seconds=30)
    run = Run(rt, state, durable=durable)
    asyncio.run(run.step())  # the first step settles the action, from the ledger

    assert [o.data for o in tool_observation(state)] == ["sent to cfo"]
    assert state.inflight is None
    assert effects.calls == 1
    asyncio.run(run.step())
    assert state.status == "completed"
    durable.finish()


def test_a_late_unknown_never_hides_a_recorded_outcome(run_store):
    effects = Effects()
    runtime(run_store, [effects.tool()]).run("notify", run_id="r-late")
    key = effects.made[0][0]

    run_store.finish_effect(key, "unknown", None)

    entry = run_store.ledger(key)
    assert entry is not None
    assert (entry.status, entry.outcome is not None) == ("done", True)


def test_a_failed_checkpoint_leaves_its_action_counts_to_be_written_again(run_store):
    effects = Effects()
    failing = CrashingStore(run_store, lambda d: bool(d.actions))
    run = runtime(failing, [effects.tool()]).start("notify", run_id="r-retry")  # type: ignore[arg-type]
    with pytest.raises(Crash):  # the write carrying the first action count fails
        asyncio.run(run.step())
    assert run.durable is not None
    assert run.state.action_counts

    run.durable.save(run.state)  # a caller retrying the checkpoint

    assert run_store.load("r-retry")[0].action_counts == run.state.action_counts


def test_a_second_open_of_a_run_in_the_same_process_is_refused_and_leaves_the_lease(run_store):
    effects = Effects()
    send = effects.tool(approval=True)
    rt = runtime(run_store, [send])
    rt.run("notify", run_id="r-twice")  # paused for approval
    seen: list[str] = []

    def double_click() -> None:  # a second resume while the first is inside the tool
        try:
            rt.resume("r-twice", approve=True, approved_by="bob")
            seen.append("resumed")
        except RunBusy:
            seen.append("busy")
        seen.append(str(run_store.get("r-twice").lease_owner))

    effects.during = double_click
    result = rt.resume("r-twice", approve=True, approved_by="alice")

    assert seen == ["busy", rt.worker], "the lease stays with the first resume"
    assert (result.status, len(effects.made)) == ("completed", 1)
    assert [a.by for a in run_store.approvals("r-twice")] == ["alice"]


def test_a_stale_copy_cannot_approve_the_action_that_came_after(run_store):
    effects = Effects()
    send = effects.tool(approval=True)
    script = [call("send", to="alice"), call("send", to="mallory"), final("sent")]
    stale = runtime(run_store, [send], script).run("pay", run_id="r-moved").state
    moved = runtime(run_store, [send], script).resume(stale, approve=True, approved_by="ann")
    assert moved.status == "waiting_for_user"  # now waiting on send(to='mallory')

    with pytest.raises(UserError, match="moved on"):
        runtime(run_store, [send], script).resume(stale, approve=True, approved_by="ann")

    assert [to for _, to in effects.made] == ["alice"]
    assert run_store.get("r-moved").status == "waiting_for_user"


class FlakyClones:
    """A store whose clones (the heartbeat's connections) fail their first renewals."""

    def __init__(self, inner: RunStore, failures: int) -> None:
        self.inner, self.failures, self.clones = inner, failures, 0

    def clone(self) -> Any:
        self.clones += 1
        owner, clone = self, self.inner.clone()

        class Flaky:
            def renew(self, *args: Any, **kwargs: Any) -> None:
                if owner.failures:
                    owner.failures -= 1
                    raise StoreError("connection reset")
                clone.renew(*args, **kwargs)

            def close(self) -> None:
                clone.close()

        return Flaky()

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)


def test_the_heartbeat_reconnects_after_a_dropped_connection(run_store):
    effects = Effects()
    flaky = FlakyClones(run_store, failures=1)
    effects.during = lambda: time.sleep(0.7)  # several beats of a 0.3 s lease
    result = runtime(flaky, [effects.tool()], lease_seconds=0.3).run("notify")  # type: ignore[arg-type]

    assert result.status == "completed"
    assert flaky.clones >= 2, "the failed connection was replaced"
    assert flaky.failures == 0


def test_a_store_a_newer_keel_wrote_is_refused_without_being_altered(run_store, tmp_path):
    index_exists = (
        "SELECT 1 FROM sqlite_master WHERE type = 'index' AND name = 'keel_runs_status'"
        if isinstance(run_store, SqliteRunStore)
        else "SELECT 1 FROM pg_indexes WHERE indexname = 'keel_runs_status'"
    )
    with run_store._write() as cur:  # type: ignore[attr-defined]
        cur.run("UPDATE keel_meta SET value = '99' WHERE key = 'schema'")
        cur.run("DROP INDEX keel_runs_status")

    with pytest.raises(UserError, match="schema version 99 is newer"):
        run_store.clone()

    with run_store._read() as cur:  # type: ignore[attr-defined]
        assert cur.one(index_exists) is None, "nothing was created in the newer database"


def test_many_processes_opening_a_new_postgres_store_at_once_all_succeed(pg_dsn):
    from concurrent.futures import ThreadPoolExecutor

    def open_and_close(_: int) -> str:
        opened = PostgresRunStore(pg_dsn)
        opened.close()
        return "ok"

    with ThreadPoolExecutor(8) as pool:
        assert list(pool.map(open_and_close, range(16))) == ["ok"] * 16


def test_a_database_error_is_a_store_error_not_a_driver_traceback(tmp_path):
    path = tmp_path / "runs.db"
    SqliteRunStore(path).close()
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")  # another process holds the write lock
    store = SqliteRunStore(path, timeout_seconds=0.05)
    try:
        with pytest.raises(StoreError, match="locked"):
            store.release("any", worker="w")
    finally:
        holder.execute("ROLLBACK")
        holder.close()
        store.close()


@pytest.mark.parametrize("lease", [0, -1.0, math.nan, math.inf, 1e300, True, "30"])
def test_a_lease_that_is_not_a_finite_positive_duration_is_refused_when_built(lease: Any):
    with pytest.raises(UserError, match="lease_seconds must be"):
        Runtime(ScriptedDecisionMaker([final("x")]), lease_seconds=lease)
