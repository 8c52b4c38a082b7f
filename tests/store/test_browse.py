"""The console's queries (`keel.runstore.RunBrowser`), on SQLite and a real PostgreSQL:
filtering, goal search, counts per status, paging, waiting runs, ledger, events after a seq."""

from __future__ import annotations

import time
from datetime import UTC, datetime

import pytest

from keel.runstore import Delta, LedgerEntry, RunStore
from keel.state import AgentState, PendingApproval, PendingQuestion
from keel.trace import TraceEvent

LISTS = {"observations", "notes", "decision_history", "action_counts"}


def add_run(
    store: RunStore,
    run_id: str,
    goal: str,
    status: str = "completed",
    *,
    pending: PendingQuestion | PendingApproval | None = None,
    events: int = 0,
) -> None:
    state = AgentState(run_id=run_id, goal=goal, status=status, pending=pending)  # type: ignore[arg-type]
    rows = [
        (
            seq,
            TraceEvent(
                seq=seq,
                timestamp=datetime.now(UTC),
                event_type="model_requested",
                run_id=run_id,
                data={"step": seq},
            ).model_dump_json(),
        )
        for seq in range(events)
    ]
    delta = Delta(header=state.model_dump_json(exclude=LISTS), status=status, step=0, events=rows)
    store.create(delta, run_id=run_id, goal=goal, meta={}, worker="w", lease_seconds=0.0)
    time.sleep(0.005)  # distinct updated_at values: the order under test is by update time


def test_find_runs_filters_by_status_and_goal_text_newest_first(run_store):
    add_run(run_store, "a", "Revenue growth 2023", "completed")
    add_run(run_store, "b", "Headcount in 2024", "failed")
    add_run(run_store, "c", "revenue by region", "completed")
    add_run(run_store, "d", "Which supplier?", "waiting_for_user")
    assert [r.run_id for r in run_store.find_runs()] == ["d", "c", "b", "a"]
    assert [r.run_id for r in run_store.find_runs(status="completed")] == ["c", "a"]
    assert [r.run_id for r in run_store.find_runs(text="REVENUE")] == ["c", "a"]
    assert [r.run_id for r in run_store.find_runs(status="failed", text="revenue")] == []
    assert [r.run_id for r in run_store.find_runs(limit=2, offset=1)] == ["c", "b"]


def test_goal_search_takes_like_wildcards_literally(run_store):
    add_run(run_store, "pct", "growth of 25% in 2024")
    add_run(run_store, "plain", "growth of 25 units")
    add_run(run_store, "under", "rate_of_growth")
    add_run(run_store, "bang", "wow! growth")
    assert [r.run_id for r in run_store.find_runs(text="25%")] == ["pct"]
    assert [r.run_id for r in run_store.find_runs(text="_of_")] == ["under"]
    assert [r.run_id for r in run_store.find_runs(text="wow!")] == ["bang"]
    assert len(run_store.find_runs(text="%")) == 1


def test_count_runs_counts_each_status_with_and_without_a_search(run_store):
    add_run(run_store, "a", "revenue", "completed")
    add_run(run_store, "b", "revenue", "failed")
    add_run(run_store, "c", "costs", "completed")
    assert run_store.count_runs() == {"completed": 2, "failed": 1}
    assert run_store.count_runs(text="revenue") == {"completed": 1, "failed": 1}
    assert run_store.count_runs(text="nothing like it") == {}


def test_waiting_runs_come_with_what_they_wait_for(run_store):
    question = PendingQuestion(step=2, question="Which year?")
    action = PendingApproval(
        step=3, tool="send_email", arguments={"to": "a@b.c"}, action_signature="f" * 32
    )
    add_run(run_store, "q", "ask", "waiting_for_user", pending=question)
    add_run(run_store, "done", "done", "completed")
    add_run(run_store, "p", "approve", "waiting_for_user", pending=action)
    waiting = run_store.waiting_runs()
    assert [w.record.run_id for w in waiting] == ["p", "q"]
    assert waiting[0].pending is not None
    assert waiting[0].pending["action_signature"] == "f" * 32
    assert waiting[1].pending is not None
    assert waiting[1].pending["question"] == "Which year?"
    assert [w.record.run_id for w in run_store.waiting_runs(limit=1, offset=1)] == ["q"]


def test_events_after_pages_through_a_run_trace(run_store):
    add_run(run_store, "r", "goal", events=10)
    assert [e.seq for e in run_store.events_after("r")] == list(range(10))
    assert [e.seq for e in run_store.events_after("r", 6)] == [7, 8, 9]
    assert [e.seq for e in run_store.events_after("r", 2, limit=3)] == [3, 4, 5]
    assert run_store.events_after("nope") == []


def test_run_ledger_lists_the_run_entries_only(run_store):
    add_run(run_store, "r", "goal", "running")
    add_run(run_store, "other", "goal", "running")
    for run_id, key in (("r", "k1"), ("other", "k2"), ("r", "k3")):
        record = run_store.acquire(run_id, worker="w", lease_seconds=30)
        entry = LedgerEntry(key, run_id, 1, "send_email", "sig", "intent")
        delta = Delta(
            header=run_store.load(run_id)[0].model_dump_json(exclude=LISTS),
            status="running",
            step=1,
            intents=[entry],
        )
        run_store.checkpoint(run_id, delta, version=record.version, worker="w", lease_seconds=30)
        time.sleep(0.005)
    run_store.finish_effect("k1", "done", {"sent": True})
    ledger = run_store.run_ledger("r")
    assert [(e.key, e.status, e.outcome) for e in ledger] == [
        ("k1", "done", {"sent": True}),
        ("k3", "intent", None),
    ]


@pytest.mark.parametrize("limit", [0, 1])
def test_find_runs_limit_is_respected(run_store, limit):
    for index in range(3):
        add_run(run_store, f"r{index}", "goal")
    assert len(run_store.find_runs(limit=limit)) == limit


def test_the_web_console_browses_and_records_on_both_stores(run_store):
    import re

    from starlette.testclient import TestClient

    from keel.web import create_app

    action = PendingApproval(
        step=3, tool="send_email", arguments={"to": "a@b.c"}, action_signature="f" * 32
    )
    add_run(run_store, "p", "Email the <b>board</b>", "waiting_for_user", pending=action)
    add_run(run_store, "d", "Revenue 2024", "completed")
    client = TestClient(create_app(run_store, allowed_hosts=["testserver"], user="ada"))
    runs = client.get("/runs?q=board").text
    assert "Email the &lt;b&gt;board&lt;/b&gt;" in runs
    assert "Revenue 2024" not in runs
    inbox = client.get("/inbox").text
    assert "f" * 32 in inbox
    csrf = re.search(r'name="csrf" value="([^"]+)"', inbox)
    assert csrf is not None
    form = {"csrf": csrf.group(1), "kind": "deny", "step": "3", "action": "f" * 32}
    denied = client.post("/runs/p/reply", data=form, follow_redirects=False)
    assert denied.status_code == 303
    (approval,) = run_store.approvals("p")
    assert (approval.approved, approval.by, approval.signature) == (False, "ada", "f" * 32)
