"""Recorded answers: a person answers a stored run's question from outside the process
that owns its tools (`keel.approval.record_answer`, ``keel resume --answer``), and the
owning worker applies the answer, once, when it resumes the run with no reply."""

from __future__ import annotations

import json
import sqlite3
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from helpers_tools import make_runtime, only, runtime_for
from keel import AnswerRefused, ScriptedDecisionMaker, UserError
from keel.approval import MAX_ANSWER_CHARS, record_answer
from keel.cli import app
from keel.runstore import question_fingerprint
from keel.store import RunNotFound, SqliteRunStore, StoreError
from keel.testing import ScriptedHuman, call, clarify, final
from keel.tools import tool

QUESTION = "Which currency should totals use?"
ANSWER = "EUR, not 'USD' — «always»\n  (see the policy)"


def _runtime(store: SqliteRunStore, **options: Any) -> Any:
    """The worker that owns the runs: asks, then finishes with the answer it was given."""
    model = ScriptedDecisionMaker([clarify(QUESTION), final("totals in EUR")], by_step=True)
    return runtime_for(model, store=store, **options)


def _paused(tmp_path: Path) -> tuple[SqliteRunStore, str]:
    store = SqliteRunStore(tmp_path / "runs.db")
    result = _runtime(store).run("sum the invoices", meta={"agent": "accounts"})
    assert result.state.status == "waiting_for_user"
    return store, result.state.run_id


def _iso(seconds: float) -> str:
    return datetime.fromtimestamp(seconds, UTC).isoformat().replace("+00:00", "Z")


def test_a_recorded_answer_is_applied_by_the_worker_on_resume_with_who_and_when(tmp_path):
    store, run_id = _paused(tmp_path)
    returned = record_answer(store, run_id, answer=ANSWER, by="alice", question=QUESTION)
    assert (returned.step, returned.question) == (1, question_fingerprint(QUESTION))

    result = _runtime(store).resume(run_id)

    assert result.state.status == "completed"
    (recorded,) = store.answers(run_id)
    received = only(result, "clarification_received")
    assert received.data == {
        "step": 1,
        "question": QUESTION,
        "answer": ANSWER,
        "by": "alice",
        "recorded_at": _iso(recorded.at),
    }
    (observation,) = result.state.observations
    assert observation.data == {"question": QUESTION, "answer": ANSWER}
    stored = [e for e in store.events(run_id) if e.event_type == "clarification_received"]
    assert [e.data["by"] for e in stored] == ["alice"]
    with pytest.raises(UserError, match="completed"):
        _runtime(store).resume(run_id)  # applied once: nothing is left to apply it to
    assert len(store.answers(run_id)) == 1
    store.close()


def test_a_recorded_answer_never_answers_the_same_question_asked_again_later(tmp_path):
    store = SqliteRunStore(tmp_path / "runs.db")
    script = [clarify(QUESTION), clarify(QUESTION), final("totals in EUR")]

    def worker() -> Any:
        return runtime_for(ScriptedDecisionMaker(script, by_step=True), store=store)

    run_id = worker().run("sum the invoices").state.run_id
    record_answer(store, run_id, answer="EUR", by="alice")

    again = worker().resume(run_id)

    assert again.state.status == "waiting_for_user"
    assert again.state.pending is not None
    assert (again.state.pending.kind, again.state.pending.step) == ("question", 2)
    assert [o.data["answer"] for o in again.state.observations] == ["EUR"]
    with pytest.raises(UserError, match="waits for an answer"):
        worker().resume(run_id)  # the step-1 answer is not applied to step 2
    record_answer(store, run_id, answer="still EUR", by="bob")
    done = worker().resume(run_id)
    assert done.state.status == "completed"
    assert [o.data["answer"] for o in done.state.observations] == ["EUR", "still EUR"]
    store.close()


class _CrashOnce:
    """The worker's store, failing the checkpoint that follows applying the reply, as if
    the worker died between applying the answer and saving that it did."""

    def __init__(self, store: SqliteRunStore) -> None:
        self.store = store
        self.crashed = False

    def __getattr__(self, name: str) -> Any:
        return getattr(self.store, name)

    def checkpoint(self, *args: Any, **kwargs: Any) -> int:
        if not self.crashed:
            self.crashed = True
            raise StoreError("the worker died here")
        return self.store.checkpoint(*args, **kwargs)


def test_a_crash_between_applying_and_checkpointing_neither_loses_nor_doubles_the_answer(
    tmp_path,
):
    store, run_id = _paused(tmp_path)
    record_answer(store, run_id, answer=ANSWER, by="alice")
    dying = _CrashOnce(store)
    with pytest.raises(StoreError, match="died"):
        _runtime(dying).resume(run_id)  # type: ignore[arg-type]
    assert dying.crashed
    state, record = store.load(run_id)
    assert state.status == "waiting_for_user"  # nothing of the applied answer was saved
    assert state.observations == []
    assert "clarification_received" not in [e.event_type for e in store.events(run_id)]

    result = SqliteRunStore(tmp_path / "runs.db")  # the worker, restarted
    try:
        resumed = _runtime(result, worker=record.lease_owner or "w").resume(run_id)
    finally:
        result.close()

    assert resumed.state.status == "completed"
    assert [o.data for o in resumed.state.observations] == [
        {"question": QUESTION, "answer": ANSWER}
    ]
    kinds = [e.event_type for e in store.events(run_id)]
    assert kinds.count("clarification_received") == 1
    assert [a.by for a in store.answers(run_id)] == ["alice"]
    store.close()


def test_record_answer_refuses_and_changes_nothing(tmp_path):
    store, run_id = _paused(tmp_path)
    before = store.get(run_id).version
    with pytest.raises(UserError, match="different question"):
        record_answer(store, run_id, answer="EUR", by="bob", question="Which bank?")
    with pytest.raises(UserError, match="different question"):
        record_answer(store, run_id, answer="EUR", by="bob", question="0" * 64)
    with pytest.raises(UserError, match="empty"):
        record_answer(store, run_id, answer="  \n", by="bob")
    with pytest.raises(UserError, match="at most"):
        record_answer(store, run_id, answer="x" * (MAX_ANSWER_CHARS + 1), by="bob")
    with pytest.raises(RunNotFound):
        record_answer(store, "no-such-run", answer="EUR", by="bob")
    assert store.answers(run_id) == []

    record_answer(store, run_id, answer="EUR", by="alice", question=question_fingerprint(QUESTION))
    with pytest.raises(AnswerRefused, match="already answered by alice"):
        record_answer(store, run_id, answer="USD", by="mallory")
    with pytest.raises(UserError, match="already answered by alice"):
        _runtime(store).resume(run_id, answer="USD")  # a reply here cannot override it
    assert [(a.answer, a.by) for a in store.answers(run_id)] == [("EUR", "alice")]
    assert store.get(run_id).version == before

    _runtime(store).resume(run_id)
    with pytest.raises(UserError, match="is completed and not waiting for an answer"):
        record_answer(store, run_id, answer="EUR", by="bob")
    store.close()


@tool(requires_approval=True)
def wire(amount: int) -> str:
    """Wire money.

    Args:
        amount: how much.
    """
    return f"wired {amount}"


def test_an_answer_is_refused_for_a_run_waiting_for_an_approval(tmp_path):
    store = SqliteRunStore(tmp_path / "runs.db")
    runtime, _ = make_runtime([call("wire", amount=5), final("done")], [wire], store=store)
    run_id = runtime.run("pay").state.run_id
    with pytest.raises(UserError, match="not waiting for an answer \\(it waits for an approval"):
        record_answer(store, run_id, answer="yes", by="bob")
    assert store.answers(run_id) == []
    store.close()


def test_answers_given_in_process_are_recorded_with_who_gave_them(tmp_path):
    store, run_id = _paused(tmp_path)
    result = _runtime(store).resume(run_id, answer="EUR", approved_by="carol")
    assert only(result, "clarification_received").data["by"] == "carol"
    assert "recorded_at" not in only(result, "clarification_received").data
    assert [(a.step, a.answer, a.by) for a in store.answers(run_id)] == [(1, "EUR", "carol")]

    human = ScriptedHuman(answers=["GBP"])
    human.name = "dana"  # type: ignore[attr-defined]
    asked = _runtime(store, human=human).run("sum again")
    assert only(asked, "clarification_received").data["by"] == "dana"
    assert [(a.answer, a.by) for a in store.answers(asked.state.run_id)] == [("GBP", "dana")]
    store.close()


def test_keel_resume_answer_records_for_another_agents_run_and_keel_show_shows_it(tmp_path):
    store, run_id = _paused(tmp_path)
    store.close()
    env = {"KEEL_HOME": str(tmp_path / "home"), "KEEL_STORE": str(tmp_path / "runs.db")}
    runner = CliRunner()
    done = runner.invoke(app, ["resume", run_id, "--answer", ANSWER, "--by", "erin"], env=env)
    assert done.exit_code == 0, done.output
    text = " ".join(done.output.split())
    assert f"Recorded: the answer to the question at step 1 of run {run_id} for erin" in text
    assert f"applies the answer when it resumes the run (runtime.resume('{run_id}'))" in text
    again = runner.invoke(app, ["resume", run_id, "--answer", "USD", "--json"], env=env)
    assert again.exit_code == 2
    assert "already answered by erin" in again.output

    shown = runner.invoke(app, ["show", run_id, "--json"], env=env)
    assert shown.exit_code == 0, shown.output
    (listed,) = json.loads(shown.output)["answers"]
    assert (listed["step"], listed["answer"], listed["by"]) == (1, ANSWER, "erin")
    assert "step 1: answered by erin at " in runner.invoke(app, ["show", run_id], env=env).output

    reopened = SqliteRunStore(tmp_path / "runs.db")
    result = _runtime(reopened).resume(run_id)
    assert result.state.status == "completed"
    assert only(result, "clarification_received").data["by"] == "erin"
    reopened.close()


def test_a_read_only_store_an_earlier_keel_made_is_read_as_it_is(tmp_path, monkeypatch):
    store, run_id = _paused(tmp_path)
    store.close()
    conn = sqlite3.connect(tmp_path / "runs.db")
    with conn:
        conn.execute("DROP TABLE keel_answers")  # as the previous keel left it
    conn.close()
    monkeypatch.setattr("keel.store.sqlite.writable", lambda path: False)

    reader = SqliteRunStore(tmp_path / "runs.db")
    try:
        assert reader.read_only
        assert reader.answers(run_id) == []
        assert reader.load(run_id)[0].status == "waiting_for_user"
        assert reader.stored_bytes() > 0
        with pytest.raises(StoreError, match="read-only"):
            record_answer(reader, run_id, answer="EUR", by="bob")
    finally:
        reader.close()
    conn = sqlite3.connect(tmp_path / "runs.db")
    tables = {row[0] for row in conn.execute("SELECT name FROM sqlite_master")}
    conn.close()
    assert "keel_answers" not in tables
