"""The `RunStore` contract, run against both stores: SQLite and a real PostgreSQL server.

Every test here takes the parametrized ``store`` fixture, so each behaviour is checked once
per implementation: the run header and its append-only rows, versioned checkpoints, leases
decided by the store's clock, the execution ledger, approval records, the store and state
schema versions, and a paused run resumed by id from a new runtime.
"""

from __future__ import annotations

import json
import sqlite3
import threading
import time
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import psycopg
import pytest
from psycopg.conninfo import conninfo_to_dict

from helpers_tools import email_tool
from keel import Runtime, Tool, UserError, tool
from keel.loop.durable import Checkpointer
from keel.models.scripted import ScriptedDecisionMaker
from keel.result import RunResult
from keel.runstore import question_fingerprint
from keel.state import SCHEMA_VERSION, AgentState, Observation, PendingApproval, StoredNote
from keel.store import (
    STORE_SCHEMA_VERSION,
    AnswerRecord,
    AnswerRefused,
    ApprovalRecord,
    ApprovalRefused,
    Delta,
    LeaseLost,
    LedgerEntry,
    PostgresRunStore,
    RunBusy,
    RunNotFound,
    SqliteRunStore,
    VersionConflict,
    open_store,
)
from keel.store.sql import SqlRunStore
from keel.testing import call, final
from keel.trace import TraceEvent

DATA = Path(__file__).resolve().parents[1] / "data"
LISTS = {"observations", "notes", "decision_history", "action_counts"}
CLOCK_SLACK = 0.05  # seconds: the stores' clocks are read in separate statements


@pytest.fixture(params=["sqlite", "postgres"])
def store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[SqlRunStore]:
    """A fresh, empty store of each kind; PostgreSQL gets a database of its own."""
    made: SqlRunStore
    if request.param == "sqlite":
        made = SqliteRunStore(tmp_path / "runs.db")
    else:
        made = PostgresRunStore(request.getfixturevalue("pg_dsn"))
    try:
        yield made
    finally:
        made.close()


# --- helpers --------------------------------------------------------------------------


def raw(store: SqlRunStore, sql: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
    """Run one statement (``?`` placeholders) on a second connection, committed."""
    if isinstance(store, SqliteRunStore):
        conn = sqlite3.connect(store.path)
        try:
            with conn:
                return conn.execute(sql, params).fetchall()
        finally:
            conn.close()
    assert isinstance(store, PostgresRunStore)
    with psycopg.connect(store.dsn, autocommit=True) as pg:
        cur = pg.execute(sql.replace("?", "%s"), params)  # type: ignore[arg-type]
        return cur.fetchall() if cur.description else []


def location(store: SqlRunStore) -> str:
    """Where ``open_store`` finds this store: a file path or a ``postgresql://`` URI."""
    if isinstance(store, SqliteRunStore):
        return str(store.path)
    assert isinstance(store, PostgresRunStore)
    parts = conninfo_to_dict(store.dsn)
    return f"postgresql://{parts['user']}@{parts['host']}:{parts['port']}/{parts['dbname']}"


def delta_of(state: AgentState, **rows: Any) -> Delta:
    """A checkpoint of ``state``'s header plus the given rows."""
    return Delta(
        header=state.model_dump_json(exclude=LISTS), status=state.status, step=state.step, **rows
    )


def observation(index: int) -> Observation:
    return Observation(step=index + 1, source="tool", name="lookup", ok=True, data=f"r{index}")


def obs_row(index: int) -> tuple[int, str]:
    return (index, observation(index).model_dump_json())


def event_row(seq: int, kind: str = "tool_succeeded") -> tuple[int, str]:
    event = TraceEvent(seq=seq, timestamp="2026-01-02T03:04:05Z", event_type=kind, data={"n": seq})
    return (seq, event.model_dump_json())


def new_run(
    store: SqlRunStore,
    run_id: str = "run-1",
    *,
    worker: str = "w1",
    lease_seconds: float = 30.0,
    delta: Delta | None = None,
    meta: dict[str, Any] | None = None,
) -> AgentState:
    """Create a run directly through the store; returns the state its header holds."""
    state = AgentState(goal=f"goal of {run_id}", run_id=run_id)
    version = store.create(
        delta or delta_of(state),
        run_id=run_id,
        goal=state.goal,
        meta=meta or {},
        worker=worker,
        lease_seconds=lease_seconds,
    )
    assert version == 1
    return state


def count(store: SqlRunStore, table: str, run_id: str) -> int:
    rows = raw(store, f"SELECT COUNT(*) FROM {table} WHERE run_id = ?", (run_id,))
    return int(rows[0][0])


def make_tools(sent: list[str], looked_up: list[str]) -> list[Tool]:
    @tool
    def lookup(query: str) -> str:
        """Look something up.

        Args:
            query: what to look up.
        """
        looked_up.append(query)
        return f"result for {query}"

    return [lookup, email_tool(sent)]


def runtime(store: SqlRunStore, script: list[Any], tools: list[Tool], **options: Any) -> Runtime:
    model = ScriptedDecisionMaker(script, by_step=True)
    return Runtime(model, tools, store=store, validators=[], **options)


def dump(state: AgentState) -> dict[str, Any]:
    return state.model_dump(exclude={"elapsed_seconds"})


# --- create, get, load ----------------------------------------------------------------


COMPLETED = [call("lookup", query="a"), call("lookup", query="b"), final("A and B")]
PAUSED = [call("lookup", query="a"), call("send_email", to="cfo@example.com", body="hi")]


@pytest.mark.parametrize(
    ("script", "status"), [(COMPLETED, "completed"), (PAUSED, "waiting_for_user")]
)
def test_a_real_run_loads_back_exactly(store: SqlRunStore, script: list[Any], status: str) -> None:
    sent: list[str] = []
    result = runtime(store, script, make_tools(sent, [])).run("Find A and B")
    assert result.state.status == status
    assert result.state.observations, "the run should have something to store"

    loaded, record = store.load(result.state.run_id)

    assert dump(loaded) == dump(result.state)
    assert loaded.schema_version == SCHEMA_VERSION
    assert (record.run_id, record.status, record.goal, record.step) == (
        result.state.run_id,
        status,
        "Find A and B",
        result.state.step,
    )
    assert record.version > 1  # created, then checkpointed at least once per step
    assert record.lease_owner is None, "a run that stopped driving gives its lease up"
    assert store.get(result.state.run_id) == record
    if status == "waiting_for_user":
        assert isinstance(loaded.pending, PendingApproval)
        assert loaded.pending.since == result.state.pending.since  # type: ignore[union-attr]
        assert sent == []


def test_events_are_the_run_trace_in_seq_order(store: SqlRunStore) -> None:
    result = runtime(store, COMPLETED, make_tools([], [])).run("Find A and B")

    events = store.events(result.state.run_id)

    assert all(isinstance(event, TraceEvent) for event in events)
    assert [e.seq for e in events] == list(range(len(events)))
    assert events == list(result.trace)
    assert events[0].event_type == "run_started"
    assert events[-1].event_type == "run_completed"


def test_create_with_an_existing_id_is_a_version_conflict(store: SqlRunStore) -> None:
    first = new_run(store, "run-1", meta={"owner": "first"})
    other = AgentState(goal="a different goal", run_id="run-1")

    with pytest.raises(VersionConflict, match="run-1"):
        store.create(
            delta_of(other, observations=[obs_row(0)]),
            run_id="run-1",
            goal=other.goal,
            meta={"owner": "second"},
            worker="w2",
            lease_seconds=30,
        )

    record = store.get("run-1")
    assert (record.goal, record.version, record.lease_owner) == (first.goal, 1, "w1")
    assert record.meta == {"owner": "first"}
    assert count(store, "keel_items", "run-1") == 0, "the refused create wrote nothing"


def test_meta_is_stored_with_the_run(store: SqlRunStore) -> None:
    meta = {"tools": "myapp.agents:build_tools", "tags": ["nightly", "é"], "n": 3}
    run = runtime(store, COMPLETED, make_tools([], [])).start("Find A and B", meta=meta)
    run.durable.finish()  # type: ignore[union-attr]

    assert store.get(run.state.run_id).meta == meta
    assert store.load(run.state.run_id)[1].meta == meta
    assert [r.meta for r in store.list_runs()] == [meta]


def test_unknown_run_ids_raise_run_not_found(store: SqlRunStore) -> None:
    new_run(store, "known")
    state = AgentState(goal="g", run_id="nope")
    with pytest.raises(RunNotFound):
        store.get("nope")
    with pytest.raises(RunNotFound):
        store.load("nope")
    with pytest.raises(RunNotFound):
        store.acquire("nope", worker="w1", lease_seconds=30)
    with pytest.raises(RunNotFound):
        store.renew("nope", worker="w1", lease_seconds=30)
    with pytest.raises(RunNotFound):
        store.checkpoint("nope", delta_of(state), version=1, worker="w1", lease_seconds=30)
    assert store.events("nope") == []
    assert store.approvals("nope") == []


# --- checkpoints ----------------------------------------------------------------------


def test_each_checkpoint_adds_one_to_the_version(store: SqlRunStore) -> None:
    state = new_run(store)
    for expected in (2, 3, 4):
        state.step += 1
        version = store.checkpoint(
            "run-1", delta_of(state), version=expected - 1, worker="w1", lease_seconds=30
        )
        assert version == expected
        record = store.get("run-1")
        assert (record.version, record.step) == (expected, state.step)


@pytest.mark.parametrize("stale", [1, 2, 4])
def test_a_checkpoint_at_the_wrong_version_is_refused(store: SqlRunStore, stale: int) -> None:
    state = new_run(store)
    store.checkpoint("run-1", delta_of(state), version=1, worker="w1", lease_seconds=30)
    store.checkpoint("run-1", delta_of(state), version=2, worker="w1", lease_seconds=30)
    state.status = "completed"

    with pytest.raises(VersionConflict, match="version 3"):
        store.checkpoint(
            "run-1",
            delta_of(state, observations=[obs_row(0)], events=[event_row(0)]),
            version=stale,
            worker="w1",
            lease_seconds=30,
        )

    record = store.get("run-1")
    assert (record.version, record.status) == (3, "running")
    assert store.load("run-1")[0].observations == []
    assert store.events("run-1") == []


def test_checkpoints_append_rows_and_load_them_all_in_order(store: SqlRunStore) -> None:
    state = new_run(
        store,
        delta=delta_of(
            AgentState(goal="goal of run-1", run_id="run-1"),
            observations=[obs_row(0)],
            decisions=[(0, json.dumps("sig-a"))],
            actions={"sig-a": 1},
            events=[event_row(0, "run_started"), event_row(1)],
        ),
    )
    state.step = 2
    note = StoredNote(text="B is 2", source_ids=["doc-b"])
    store.checkpoint(
        "run-1",
        delta_of(
            state,
            observations=[obs_row(1), obs_row(2)],
            notes=[(0, note.model_dump_json())],
            decisions=[(1, json.dumps("sig-b"))],
            actions={"sig-a": 2, "sig-b": 1},
            events=[event_row(3), event_row(2)],
        ),
        version=1,
        worker="w1",
        lease_seconds=30,
    )

    loaded, record = store.load("run-1")
    assert loaded.observations == [observation(0), observation(1), observation(2)]
    assert loaded.notes == [note]
    assert loaded.decision_history == ["sig-a", "sig-b"]
    assert loaded.action_counts == {"sig-a": 2, "sig-b": 1}
    assert (loaded.step, record.step) == (2, 2)
    assert [e.seq for e in store.events("run-1")] == [0, 1, 2, 3]
    assert count(store, "keel_items", "run-1") == 3 + 1 + 2, "each row is stored once"
    assert count(store, "keel_events", "run-1") == 4


def test_the_checkpointer_writes_only_what_each_step_added(store: SqlRunStore) -> None:
    state = AgentState(goal="g", run_id="run-1")
    durable = Checkpointer(store, state, worker="w1", lease_seconds=30, version=0)
    durable.emit(TraceEvent.model_validate_json(event_row(0, "run_started")[1]))
    durable.insert(state, {"k": "v"})
    assert durable.version == 1

    for index in range(3):
        state.step += 1
        state.observations.append(observation(index))
        state.decision_history.append(f"sig-{index}")
        state.touch_action(f"sig-{index}", 1)
        durable.emit(TraceEvent.model_validate_json(event_row(index + 1)[1]))
        durable.save(state)
        assert durable.version == index + 2
        assert count(store, "keel_items", "run-1") == 2 * (index + 1)
        assert count(store, "keel_events", "run-1") == index + 2

    loaded, record = store.load("run-1")
    assert loaded == state
    assert record.version == 4
    assert [e.seq for e in store.events("run-1")] == [0, 1, 2, 3]


# --- leases ---------------------------------------------------------------------------


def test_acquire_takes_a_free_run(store: SqlRunStore) -> None:
    new_run(store)
    store.release("run-1", worker="w1")
    assert store.get("run-1").lease_owner is None

    record = store.acquire("run-1", worker="w2", lease_seconds=30)

    assert record.lease_owner == "w2"
    assert record.lease_live(store.now())
    assert store.get("run-1").lease_owner == "w2"
    state = store.load("run-1")[0]
    assert store.checkpoint("run-1", delta_of(state), version=1, worker="w2", lease_seconds=30) == 2


def test_acquire_while_another_worker_holds_the_lease_is_refused(store: SqlRunStore) -> None:
    new_run(store, worker="w1")

    with pytest.raises(RunBusy, match="w1"):
        store.acquire("run-1", worker="w2", lease_seconds=30)

    assert store.get("run-1").lease_owner == "w1"
    assert store.acquire("run-1", worker="w1", lease_seconds=30).lease_owner == "w1"


def test_an_expired_lease_passes_to_another_worker(store: SqlRunStore) -> None:
    state = new_run(store, worker="w1", lease_seconds=0.2)
    with pytest.raises(RunBusy):
        store.acquire("run-1", worker="w2", lease_seconds=30)
    time.sleep(0.3)

    record = store.acquire("run-1", worker="w2", lease_seconds=30)
    assert record.lease_owner == "w2"

    with pytest.raises(LeaseLost, match="taken over by w2"):
        store.checkpoint("run-1", delta_of(state), version=1, worker="w1", lease_seconds=30)
    with pytest.raises(LeaseLost):
        store.renew("run-1", worker="w1", lease_seconds=30)
    store.release("run-1", worker="w1")  # no longer ours: a no-op
    assert store.get("run-1").lease_owner == "w2"
    assert store.get("run-1").version == 1
    assert store.checkpoint("run-1", delta_of(state), version=1, worker="w2", lease_seconds=30) == 2


def test_an_expired_lease_cannot_be_written_or_renewed(store: SqlRunStore) -> None:
    state = new_run(store, worker="w1", lease_seconds=0.2)
    store.renew("run-1", worker="w1", lease_seconds=0.2)
    time.sleep(0.3)

    with pytest.raises(LeaseLost, match="expired"):
        store.checkpoint("run-1", delta_of(state), version=1, worker="w1", lease_seconds=30)
    with pytest.raises(LeaseLost, match="expired"):
        store.renew("run-1", worker="w1", lease_seconds=30)
    assert store.get("run-1").version == 1
    # the holder may take its own run back once nobody else has
    assert store.acquire("run-1", worker="w1", lease_seconds=30).lease_owner == "w1"


def test_release_frees_the_run(store: SqlRunStore) -> None:
    new_run(store, worker="w1")
    store.release("run-1", worker="w2")  # not the holder: nothing happens
    assert store.get("run-1").lease_owner == "w1"

    store.release("run-1", worker="w1")

    record = store.get("run-1")
    assert (record.lease_owner, record.lease_expires) == (None, None)
    assert not record.lease_live(store.now())
    assert store.acquire("run-1", worker="w2", lease_seconds=30).lease_owner == "w2"


def test_lease_and_run_times_come_from_the_store_clock(store: SqlRunStore) -> None:
    before = store.now()
    new_run(store, lease_seconds=30)
    after = store.now()
    record = store.get("run-1")
    assert before - CLOCK_SLACK <= record.created_at <= after + CLOCK_SLACK
    assert record.updated_at == pytest.approx(record.created_at, abs=CLOCK_SLACK)
    assert before + 30 - CLOCK_SLACK <= record.lease_expires <= after + 30 + CLOCK_SLACK  # type: ignore[operator]

    time.sleep(0.05)
    before = store.now()
    store.renew("run-1", worker="w1", lease_seconds=100)
    after = store.now()
    expires = store.get("run-1").lease_expires
    assert before + 100 - CLOCK_SLACK <= expires <= after + 100 + CLOCK_SLACK  # type: ignore[operator]
    assert store.now() > record.created_at


# --- list_runs ------------------------------------------------------------------------


def test_list_runs_filters_by_status_newest_first_with_a_limit(store: SqlRunStore) -> None:
    states = {}
    for run_id in ("a", "b", "c"):
        states[run_id] = new_run(store, run_id)
        time.sleep(0.02)
    done = states["a"]
    done.status = "completed"
    store.checkpoint("a", delta_of(done), version=1, worker="w1", lease_seconds=30)

    assert [r.run_id for r in store.list_runs()] == ["a", "c", "b"]
    assert [r.run_id for r in store.list_runs(limit=2)] == ["a", "c"]
    assert [r.run_id for r in store.list_runs(status="running")] == ["c", "b"]
    assert [r.run_id for r in store.list_runs(status="running", limit=1)] == ["c"]
    completed = store.list_runs(status="completed")
    assert [(r.run_id, r.status, r.version) for r in completed] == [("a", "completed", 2)]
    assert store.list_runs(status="waiting_for_user") == []


# --- execution ledger -----------------------------------------------------------------


def intent(key: str = "key-1", step: int = 1) -> LedgerEntry:
    return LedgerEntry(key, "run-1", step, "send_email", "sig-1", "intent")


def test_the_ledger_records_intent_then_outcome(store: SqlRunStore) -> None:
    state = new_run(store)
    assert store.ledger("key-1") is None
    store.checkpoint(
        "run-1", delta_of(state, intents=[intent()]), version=1, worker="w1", lease_seconds=30
    )

    assert store.ledger("key-1") == LedgerEntry(
        "key-1", "run-1", 1, "send_email", "sig-1", "intent", None, 1
    )

    outcome = {"ok": True, "data": {"id": 7, "to": ["cfo@example.com", "ünï"]}, "error": None}
    store.finish_effect("key-1", "done", outcome)
    entry = store.ledger("key-1")
    assert entry is not None
    assert (entry.status, entry.outcome, entry.attempts) == ("done", outcome, 1)
    store.finish_effect("key-1", "unknown", None)  # a recorded outcome is never hidden
    assert store.ledger("key-1") == entry
    assert store.ledger("key-2") is None


def test_a_second_intent_for_the_same_key_counts_an_attempt(store: SqlRunStore) -> None:
    state = new_run(store)
    store.checkpoint(
        "run-1", delta_of(state, intents=[intent()]), version=1, worker="w1", lease_seconds=30
    )
    store.finish_effect("key-1", "unknown", None)
    entry = store.ledger("key-1")
    assert entry is not None
    assert (entry.status, entry.outcome) == ("unknown", None)

    store.checkpoint(
        "run-1", delta_of(state, intents=[intent()]), version=2, worker="w1", lease_seconds=30
    )
    entry = store.ledger("key-1")
    assert entry is not None
    assert (entry.status, entry.attempts) == ("intent", 2)

    store.finish_effect("key-1", "done", {"ok": True, "data": "sent"})
    store.checkpoint(
        "run-1", delta_of(state, intents=[intent()]), version=3, worker="w1", lease_seconds=30
    )
    entry = store.ledger("key-1")
    assert entry is not None
    assert (entry.status, entry.attempts) == ("intent", 3)
    assert entry.outcome is None, "an intent must not carry the previous attempt's outcome"


def test_intents_in_the_first_checkpoint_are_recorded(store: SqlRunStore) -> None:
    state = AgentState(goal="g", run_id="run-1")
    new_run(store, delta=delta_of(state, intents=[intent("k0", step=0)]))
    entry = store.ledger("k0")
    assert entry is not None
    assert (entry.status, entry.step, entry.run_id) == ("intent", 0, "run-1")


# --- approvals ------------------------------------------------------------------------


def approval(round_: int = 1, *, approved: bool = True, by: str = "alice") -> ApprovalRecord:
    return ApprovalRecord("run-1", 3, "sig-1", round_, approved, by)


def test_an_approval_is_recorded_with_who_and_when(store: SqlRunStore) -> None:
    state = new_run(store)
    before = store.now()
    store.checkpoint(
        "run-1", delta_of(state, approvals=[approval()]), version=1, worker="w1", lease_seconds=30
    )
    after = store.now()

    (record,) = store.approvals("run-1")
    assert (record.run_id, record.step, record.signature, record.round) == ("run-1", 3, "sig-1", 1)
    assert (record.approved, record.by) == (True, "alice")
    assert before - CLOCK_SLACK <= record.at <= after + CLOCK_SLACK

    time.sleep(0.01)
    store.checkpoint(
        "run-1",
        delta_of(state, approvals=[approval(2, approved=False, by="bob")]),
        version=2,
        worker="w1",
        lease_seconds=30,
    )
    records = store.approvals("run-1")
    assert [(r.round, r.approved, r.by) for r in records] == [(1, True, "alice"), (2, False, "bob")]
    assert records[0].at <= records[1].at


def test_an_approval_recorded_outside_a_checkpoint_is_kept_once(store: SqlRunStore) -> None:
    """`record_approval` (``keel resume --approve`` for another agent's run): no lease
    needed, a second decision on the same round refused, an unknown run refused."""
    state = new_run(store)
    store.record_approval(approval(by="carol"))
    with pytest.raises(ApprovalRefused, match="already decided"):
        store.record_approval(approval(approved=False, by="mallory"))
    with pytest.raises(RunNotFound):
        store.record_approval(ApprovalRecord("nope", 3, "sig-1", 1, True, "carol"))
    assert [(r.by, r.approved) for r in store.approvals("run-1")] == [("carol", True)]
    # the worker's own checkpoint of the same decision is then refused as a replay
    with pytest.raises(ApprovalRefused):
        store.checkpoint(
            "run-1",
            delta_of(state, approvals=[approval()]),
            version=1,
            worker="w1",
            lease_seconds=30,
        )


ANSWER_TEXT = "Use EUR — «not» USD;\n  DROP TABLE keel_runs; -- 'quoted' \"twice\" \u2603"
"""An answer is content: stored and returned exactly as given."""


def answer(step: int = 3, *, text: str = ANSWER_TEXT, by: str = "alice") -> AnswerRecord:
    return AnswerRecord("run-1", step, question_fingerprint("Which currency?"), text, by)


def test_an_answer_recorded_outside_a_checkpoint_is_kept_once(store: SqlRunStore) -> None:
    """`record_answer` (``keel resume --answer`` for another agent's run): no lease
    needed, kept exactly as given with who and when, a second answer to the same step
    refused (also when the worker's checkpoint brings one), an unknown run refused."""
    state = new_run(store)
    before = store.now()
    store.record_answer(answer(by="carol"))
    after = store.now()
    with pytest.raises(AnswerRefused, match="already answered by carol"):
        store.record_answer(answer(text="USD", by="mallory"))
    with pytest.raises(RunNotFound):
        store.record_answer(AnswerRecord("nope", 3, "q", "EUR", "carol"))

    (record,) = store.answers("run-1")
    assert record == AnswerRecord(
        "run-1", 3, question_fingerprint("Which currency?"), ANSWER_TEXT, "carol", record.at
    )
    assert before - CLOCK_SLACK <= record.at <= after + CLOCK_SLACK
    assert store.answers("nope") == []
    bytes_before = store.stored_bytes()
    with pytest.raises(AnswerRefused):
        store.checkpoint(
            "run-1",
            delta_of(state, observations=[obs_row(0)], answers=[answer(by="worker")]),
            version=1,
            worker="w1",
            lease_seconds=30,
        )
    assert store.get("run-1").version == 1
    assert store.load("run-1")[0].observations == []
    assert store.stored_bytes() == bytes_before
    assert [a.by for a in store.answers("run-1")] == ["carol"]


def wait_until_blocked(store: SqlRunStore, thread: threading.Thread) -> None:
    """On PostgreSQL, return once another session waits for a lock (the racing thread's
    write); SQLite's single write lock serializes the two writes whatever the order."""
    if isinstance(store, SqliteRunStore):
        return
    for _ in range(3000):
        waiting = raw(store, "SELECT COUNT(*) FROM pg_stat_activity WHERE wait_event_type = 'Lock'")
        if waiting[0][0] or not thread.is_alive():
            return
        time.sleep(0.01)
    raise AssertionError("the racing write never reached the run's lock")


def test_an_answer_racing_another_is_refused_as_answered(store: SqlRunStore) -> None:
    """While another transaction holds the run and records an answer, `record_answer`
    waits for it and is then refused with `AnswerRefused` (not a database error)."""
    new_run(store)
    other = store.clone()
    outcome: list[BaseException | None] = []

    def answer_now() -> None:
        try:
            other.record_answer(answer(text="second", by="bob"))
            outcome.append(None)
        except BaseException as error:  # reported to the test below
            outcome.append(error)

    racer = threading.Thread(target=answer_now)
    with store._write() as cur:  # the first answer's transaction, holding the run's row
        cur.run("UPDATE keel_runs SET run_id = run_id WHERE run_id = ?", ("run-1",))
        racer.start()
        wait_until_blocked(store, racer)
        cur.run(
            "INSERT INTO keel_answers (run_id, step, question, answer, answered_by, answered_at) "
            "VALUES (?, ?, ?, ?, ?, 0)",
            ("run-1", 3, "q", "first", "alice"),
        )
    racer.join(timeout=60)
    other.close()

    (error,) = outcome
    assert isinstance(error, AnswerRefused), error
    assert [(a.answer, a.by) for a in store.answers("run-1")] == [("first", "alice")]


def test_answers_given_in_a_checkpoint_are_recorded_and_deleted_with_the_run(
    store: SqlRunStore,
) -> None:
    state = new_run(store)
    empty = store.run_bytes("run-1")
    store.checkpoint(
        "run-1", delta_of(state, answers=[answer(2)]), version=1, worker="w1", lease_seconds=30
    )
    store.record_answer(answer(5, text="second", by="bob"))

    assert [(a.step, a.answer, a.by) for a in store.answers("run-1")] == [
        (2, ANSWER_TEXT, "alice"),
        (5, "second", "bob"),
    ]
    assert store.run_bytes("run-1") > empty + len(ANSWER_TEXT)
    store.delete_run("run-1")
    assert store.answers("run-1") == []
    assert raw(store, "SELECT COUNT(*) FROM keel_answers") == [(0,)]


def test_a_store_made_before_answers_existed_gets_their_table_on_opening(
    store: SqlRunStore,
) -> None:
    """A database the previous keel made (the same schema version, without keel_answers)
    is upgraded once by the first keel that opens it for writing; its runs are kept."""
    new_run(store)
    raw(store, "DROP TABLE keel_answers")
    clone = store.clone()  # a writable store recreates the table
    try:
        assert clone.answers("run-1") == []
        assert raw(store, "SELECT COUNT(*) FROM keel_answers") == [(0,)]
    finally:
        clone.close()

    raw(store, "DROP TABLE keel_answers")
    reopened = open_store(location(store))
    try:
        reopened.record_answer(answer())
        assert [a.answer for a in reopened.answers("run-1")] == [ANSWER_TEXT]
    finally:
        reopened.close()
    assert store.get("run-1").status == "running"
    assert raw(store, "SELECT value FROM keel_meta WHERE key = 'schema'") == [
        (str(STORE_SCHEMA_VERSION),)
    ]


def test_a_replayed_approval_rolls_the_whole_checkpoint_back(store: SqlRunStore) -> None:
    state = new_run(
        store, delta=delta_of(AgentState(goal="g", run_id="run-1"), events=[event_row(0)])
    )
    store.checkpoint(
        "run-1", delta_of(state, approvals=[approval()]), version=1, worker="w1", lease_seconds=30
    )
    bytes_before = store.stored_bytes()
    state.status = "completed"
    state.step = 4

    with pytest.raises(ApprovalRefused, match="already decided"):
        store.checkpoint(
            "run-1",
            delta_of(
                state,
                observations=[obs_row(0)],
                decisions=[(0, json.dumps("sig-1"))],
                actions={"sig-1": 1},
                events=[event_row(1)],
                intents=[intent()],
                approvals=[approval(by="mallory")],
            ),
            version=2,
            worker="w1",
            lease_seconds=30,
        )

    record = store.get("run-1")
    assert (record.version, record.status, record.step) == (2, "running", 0)
    assert [(r.by, r.round) for r in store.approvals("run-1")] == [("alice", 1)]
    loaded = store.load("run-1")[0]
    assert (loaded.observations, loaded.decision_history, loaded.action_counts) == ([], [], {})
    assert [e.seq for e in store.events("run-1")] == [0]
    assert store.ledger("key-1") is None
    assert store.stored_bytes() == bytes_before
    # the worker still holds the run and can write at the version it had
    assert store.checkpoint("run-1", delta_of(state), version=2, worker="w1", lease_seconds=30) == 3


# --- schema versions ------------------------------------------------------------------


def test_a_newer_store_schema_is_refused_and_left_alone(store: SqlRunStore) -> None:
    new_run(store)
    assert raw(store, "SELECT value FROM keel_meta WHERE key = 'schema'") == [
        (str(STORE_SCHEMA_VERSION),)
    ]
    store.clone().close()  # the current version opens

    newer = str(STORE_SCHEMA_VERSION + 1)
    raw(store, "UPDATE keel_meta SET value = ? WHERE key = 'schema'", (newer,))

    with pytest.raises(UserError, match=f"schema version {newer} is newer"):
        store.clone()
    with pytest.raises(UserError, match="upgrade keel"):
        open_store(location(store))
    assert raw(store, "SELECT value FROM keel_meta WHERE key = 'schema'") == [(newer,)]
    assert raw(store, "SELECT COUNT(*) FROM keel_runs") == [(1,)]


def test_a_schema_1_state_in_the_store_loads_migrated(store: SqlRunStore) -> None:
    v1 = json.loads((DATA / "state_v1_waiting_for_approval.json").read_text(encoding="utf-8"))
    assert v1["schema_version"] == 1
    assert "since" not in v1["pending"]
    run_id, signature = v1["run_id"], v1["decision_history"][0]
    current = AgentState(goal=v1["goal"], run_id=run_id)
    new_run(
        store,
        run_id,
        delta=delta_of(current, decisions=[(0, json.dumps(signature))], actions={signature: 1}),
    )
    header = {k: v for k, v in v1.items() if k not in LISTS}
    raw(store, "UPDATE keel_runs SET header = ? WHERE run_id = ?", (json.dumps(header), run_id))

    loaded, _ = store.load(run_id)

    assert loaded.schema_version == SCHEMA_VERSION
    assert loaded.status == "waiting_for_user"
    assert isinstance(loaded.pending, PendingApproval)
    assert loaded.pending.since == loaded.created_at
    assert loaded.pending.since.isoformat().startswith("2026-12-03T03:20:37.724279")
    assert loaded.pending.round == 1
    assert (loaded.pending.tool, loaded.pending.action_signature) == ("send_email", signature)
    assert loaded.decision_history == [signature]
    assert loaded.action_counts == {signature: 1}
    assert (loaded.trace_seq, loaded.input_tokens) == (5, 120)

    # and the migrated run is resumable: the approval binds to its stored signature
    store.release(run_id, worker="w1")
    sent: list[str] = []
    script = [call("send_email", to="cfo@example.com", body="Revenue grew 25%."), final("Told.")]
    resumed = runtime(store, script, make_tools(sent, [])).resume(
        run_id, approve=True, approved_by="cfo-office"
    )
    assert resumed.state.status == "completed"
    assert sent == ["cfo@example.com"]
    assert [(r.signature, r.by) for r in store.approvals(run_id)] == [(signature, "cfo-office")]
    assert store.events(run_id)[0].seq == 5, "the trace continues where the v1 run stopped"
    assert store.load(run_id)[0].schema_version == SCHEMA_VERSION


# --- size and opening -----------------------------------------------------------------


def test_stored_bytes_grows_with_each_checkpoint(store: SqlRunStore) -> None:
    empty = store.stored_bytes()
    state = new_run(store)
    sizes = [empty, store.stored_bytes()]
    deltas = [
        {"observations": [obs_row(0)]},
        {"events": [event_row(0)]},
        {"notes": [(0, StoredNote(text="n").model_dump_json())]},
        {"intents": [intent()]},
        {"approvals": [approval()]},
    ]
    for version, rows in enumerate(deltas, start=1):
        store.checkpoint(
            "run-1", delta_of(state, **rows), version=version, worker="w1", lease_seconds=30
        )
        sizes.append(store.stored_bytes())
    assert sizes == sorted(set(sizes)), f"every checkpoint should add bytes: {sizes}"


def test_open_store_picks_the_store_from_the_location(store: SqlRunStore) -> None:
    new_run(store, meta={"x": 1})
    opened = open_store(location(store))
    try:
        assert type(opened) is type(store)
        assert opened.get("run-1").meta == {"x": 1}
    finally:
        opened.close()
    if isinstance(store, SqliteRunStore):
        by_path = open_store(store.path)
        try:
            assert isinstance(by_path, SqliteRunStore)
            assert by_path.get("run-1").version == 1
        finally:
            by_path.close()
    with pytest.raises(UserError):
        open_store("")


# --- durability through the runtime ---------------------------------------------------


APPROVAL_SCRIPT = [call("send_email", to="cfo@example.com", body="Revenue grew."), final("Sent.")]


def pause_for_approval(store: SqlRunStore, sent: list[str]) -> RunResult:
    paused = runtime(store, APPROVAL_SCRIPT, make_tools(sent, []), worker="first").run(
        "Tell the CFO"
    )
    assert paused.state.status == "waiting_for_user"
    assert isinstance(paused.state.pending, PendingApproval)
    assert sent == []
    return paused


def test_a_paused_run_resumes_by_id_in_a_new_runtime(store: SqlRunStore) -> None:
    sent: list[str] = []
    paused = pause_for_approval(store, sent)
    run_id = paused.state.run_id
    pending = paused.state.pending
    assert isinstance(pending, PendingApproval)

    other = store.clone()  # as another process would open it
    try:
        resumed = runtime(other, APPROVAL_SCRIPT, make_tools(sent, []), worker="second").resume(
            run_id, approve=True, approved_by="alice"
        )
    finally:
        other.close()

    assert resumed.state.status == "completed"
    assert resumed.state.final_answer == "Sent."
    assert sent == ["cfo@example.com"], "the approved tool ran exactly once"
    (record,) = store.approvals(run_id)
    assert (record.step, record.signature, record.round) == (
        pending.step,
        pending.action_signature,
        1,
    )
    assert (record.approved, record.by) == (True, "alice")
    (key,) = [
        row[0] for row in raw(store, "SELECT key FROM keel_ledger WHERE run_id = ?", (run_id,))
    ]
    entry = store.ledger(key)
    assert entry is not None
    assert (entry.status, entry.attempts, entry.tool) == ("done", 1, "send_email")
    assert entry.outcome is not None
    assert entry.outcome["ok"] is True

    loaded, header = store.load(run_id)
    assert dump(loaded) == dump(resumed.state)
    assert (header.status, header.lease_owner) == ("completed", None)
    events = store.events(run_id)
    assert [e.seq for e in events] == list(range(len(events)))
    kinds = [e.event_type for e in events]
    assert kinds.count("tool_started") == 1
    assert kinds.index("approval_granted") < kinds.index("tool_started")
    assert kinds[-1] == "run_completed"


def test_resuming_a_completed_run_is_refused(store: SqlRunStore) -> None:
    sent: list[str] = []
    run_id = pause_for_approval(store, sent).state.run_id
    again = runtime(store, APPROVAL_SCRIPT, make_tools(sent, []), worker="second")
    assert again.resume(run_id, approve=True).state.status == "completed"
    version = store.get(run_id).version

    with pytest.raises(UserError):
        again.resume(run_id, approve=True, approved_by="mallory")

    record = store.get(run_id)
    assert (record.version, record.lease_owner) == (version, None)
    assert sent == ["cfo@example.com"]
    assert [r.by for r in store.approvals(run_id)] == ["user"]


def test_resuming_an_unknown_or_busy_run_is_refused(store: SqlRunStore) -> None:
    sent: list[str] = []
    run_id = pause_for_approval(store, sent).state.run_id
    second = runtime(store, APPROVAL_SCRIPT, make_tools(sent, []), worker="second")

    with pytest.raises(RunNotFound):
        second.resume("no-such-run", approve=True)

    store.acquire(run_id, worker="someone-else", lease_seconds=30)
    with pytest.raises(RunBusy, match="someone-else"):
        second.resume(run_id, approve=True)
    assert sent == []
    assert store.approvals(run_id) == []
    assert store.get(run_id).status == "waiting_for_user"


def test_threads_sharing_one_store_object_each_complete_their_runs(store: SqlRunStore) -> None:
    # One store object, four threads, each with its own Runtime (a web app's thread pool).
    # Before, their transactions nested on the one connection: on SQLite 13 of 20 runs
    # failed with "cannot start a transaction within a transaction" and one stayed running.
    failures: list[BaseException] = []

    def work(worker: int) -> None:
        for number in range(5):
            script = [call("lookup", query=f"{worker}-{number}-{i}") for i in range(4)]
            try:
                done = runtime(store, [*script, final("done")], make_tools([], [])).run(
                    "look things up", run_id=f"run-{worker}-{number}"
                )
                assert done.status == "completed"
            except BaseException as error:  # reported below, with the others
                failures.append(error)

    threads = [threading.Thread(target=work, args=(worker,)) for worker in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()

    assert failures == []
    assert sorted(r.status for r in store.list_runs(limit=100)) == ["completed"] * 20
