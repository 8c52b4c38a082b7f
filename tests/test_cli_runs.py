"""`keel runs`, `keel show` and `keel resume` in-process, over the run store `keel ask`
records into (KEEL_HOME/runs.db by default, a real SQLite file)."""

from __future__ import annotations

import asyncio
import json
import sqlite3
import time
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

import test_cli_ask as ask_tests
from keel.approval import record_answer
from keel.cli import app
from keel.models.scripted import ScriptedDecisionMaker
from keel.research import research_runtime
from keel.research.kb import KnowledgeBase
from keel.store import SqliteRunStore
from keel.trace import read_trace
from test_cli_ask import ANSWER, COMPLETING, JSON_KEYS, clarify_turn, final_turn, tool_turn

docs, home, keel_ask = ask_tests.docs, ask_tests.home, ask_tests.keel_ask  # the same fixtures

PAUSING = [
    tool_turn("read_document", doc_id="annual-2023"),
    clarify_turn("Which currency?"),
    tool_turn("read_document", doc_id="annual-2024"),
    final_turn(ANSWER, ["annual-2023", "annual-2024"]),
]


def keel(home: Path, *args: str) -> Any:
    return CliRunner().invoke(app, list(args), env={"KEEL_HOME": str(home), "KEEL_STORE": None})


def only_run(home: Path, status: str | None = None) -> dict[str, Any]:
    listed = keel(home, "runs", "--json", *(["--status", status] if status else []))
    assert listed.exit_code == 0, listed.output
    (run,) = json.loads(listed.stdout)
    return run


def test_every_ask_is_recorded_in_the_store_under_keel_home(keel_ask, home, docs):
    assert keel_ask(COMPLETING).exit_code == 0
    assert keel_ask(PAUSING, "--no-input").exit_code == 5

    assert (home / "runs.db").is_file()
    done, paused = only_run(home, "completed"), only_run(home, "waiting_for_user")
    assert (done["step"], paused["step"]) == (4, 2)
    assert paused["meta"]["kb"] == str(docs.absolute())
    assert paused["meta"]["model"].startswith("scripted:/")
    assert Path(paused["meta"]["trace"]).is_file()
    text = keel(home, "runs").stdout.splitlines()
    assert [line.split()[:2] for line in text] == [
        [paused["run_id"], "waiting_for_user"],
        [done["run_id"], "completed"],
    ]
    assert keel(home, "runs", "--status", "stopped").stdout == ""


def test_runs_with_an_unknown_status_exits_2(home):
    result = keel(home, "runs", "--status", "paused")
    assert result.exit_code == 2
    assert "unknown status 'paused'" in result.stderr


def test_show_prints_the_run_and_what_it_waits_for(keel_ask, home, docs):
    keel_ask(PAUSING, "--no-input")
    run_id = only_run(home)["run_id"]

    shown = keel(home, "show", run_id)
    as_json = json.loads(keel(home, "show", run_id, "--json").stdout)

    assert shown.exit_code == 0
    assert f"Run     {run_id}" in shown.stdout
    assert "Status  waiting_for_user" in shown.stdout
    assert "Question: Which currency?" in shown.stdout
    assert f"Kb      {docs.absolute()}" in shown.stdout
    assert as_json["state"]["pending"]["question"] == "Which currency?"
    assert as_json["approvals"] == []
    events = keel(home, "show", run_id, "--events").stdout
    assert "run_paused" in events


def test_show_of_an_unknown_run_exits_2(home):
    result = keel(home, "show", "nope")
    assert result.exit_code == 2
    assert "no run nope in the store" in result.stderr


def test_resume_with_an_answer_continues_the_same_run_and_trace(keel_ask, home):
    keel_ask(PAUSING, "--no-input")
    run = only_run(home)

    resumed = keel(home, "resume", run["run_id"], "--answer", "USD", "--json")

    assert resumed.exit_code == 0, resumed.output
    report = json.loads(resumed.stdout)
    assert set(report) == JSON_KEYS
    assert (report["run_id"], report["status"], report["final_answer"]) == (
        run["run_id"],
        "completed",
        ANSWER,
    )
    assert report["trace_path"] == run["meta"]["trace"]
    events = read_trace(report["trace_path"])
    assert [e.seq for e in events] == list(range(len(events))), "one trace, continued"
    kinds = [e.event_type for e in events]
    assert kinds.count("run_started") == 1
    assert kinds.index("run_paused") < kinds.index("run_resumed") < kinds.index("run_completed")
    received = [e for e in events if e.event_type == "clarification_received"]
    assert received[0].data["answer"] == "USD"
    assert only_run(home)["status"] == "completed"


def test_resume_of_a_research_run_applies_an_answer_recorded_for_it(keel_ask, home):
    keel_ask(PAUSING, "--no-input")
    run_id = only_run(home)["run_id"]
    store = SqliteRunStore(home / "runs.db")
    try:
        record_answer(store, run_id, answer="EUR", by="web-user")
    finally:
        store.close()
    twice = keel(home, "resume", run_id, "--answer", "USD")
    assert twice.exit_code == 2
    assert "already answered by web-user" in twice.output

    resumed = keel(home, "resume", run_id, "--json")

    assert resumed.exit_code == 0, resumed.output
    assert json.loads(resumed.stdout)["status"] == "completed"
    events = read_trace(json.loads(resumed.stdout)["trace_path"])
    (received,) = [e for e in events if e.event_type == "clarification_received"]
    assert (received.data["answer"], received.data["by"]) == ("EUR", "web-user")


def test_resume_shows_the_same_report_as_ask(keel_ask, home):
    keel_ask(PAUSING, "--no-input")
    resumed = keel(home, "resume", only_run(home)["run_id"], "--answer", "USD")
    assert resumed.exit_code == 0
    assert ANSWER in resumed.stdout
    assert "Status  completed" in resumed.stdout


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--approve"], "pass --answer TEXT"),
        ([], "pass --answer TEXT"),
        (["--approve", "--deny"], "cannot be used together"),
        (["--answer", "  "], "--answer is empty"),
    ],
)
def test_resume_with_the_wrong_reply_exits_2_and_changes_nothing(keel_ask, home, args, message):
    keel_ask(PAUSING, "--no-input")
    before = only_run(home)

    result = keel(home, "resume", before["run_id"], *args)

    assert result.exit_code == 2
    assert message in result.stderr
    after = only_run(home)
    assert (after["status"], after["version"]) == ("waiting_for_user", before["version"])


def test_resume_of_a_finished_or_unknown_run_exits_2(keel_ask, home):
    keel_ask(COMPLETING)
    finished = keel(home, "resume", only_run(home)["run_id"])
    unknown = keel(home, "resume", "0123abcd")
    assert (finished.exit_code, unknown.exit_code) == (2, 2)
    assert "is completed; only paused or interrupted runs resume" in finished.stderr
    assert "no run 0123abcd in the store" in unknown.stderr


def test_resume_takes_over_a_run_whose_worker_died_once_its_lease_expired(home, docs, tmp_path):
    script = tmp_path / "script.jsonl"
    script.write_text("".join(json.dumps(t) + "\n" for t in COMPLETING), encoding="utf-8")
    store = SqliteRunStore(home / "runs.db")
    with KnowledgeBase.open(KnowledgeBase.default_path(docs, home)) as kb:
        kb.index(docs)
        model = ScriptedDecisionMaker.from_jsonl(script, by_step=True)
        runtime = research_runtime(kb, model, store=store)
        runtime.lease_seconds = 0.3
        meta = {"kb": str(docs), "model": f"scripted:{script}", "trace": str(tmp_path / "t.jsonl")}
        run = runtime.start("What was revenue?", meta=meta)
        asyncio.run(run.step())  # one step, then this worker "dies" holding the lease
    store.close()

    busy = keel(home, "resume", run.state.run_id)
    time.sleep(0.4)
    taken = keel(home, "resume", run.state.run_id, "--json")

    assert busy.exit_code == 2
    assert "is running in worker" in busy.stderr
    assert taken.exit_code == 0, taken.output
    report = json.loads(taken.stdout)
    assert (report["status"], report["step"], report["final_answer"]) == ("completed", 4, ANSWER)


def test_keel_trace_takes_a_run_id_and_reads_the_whole_trace_from_the_store(keel_ask, home):
    assert keel_ask(PAUSING, "--no-input").exit_code == 5
    run_id = only_run(home)["run_id"]
    assert keel(home, "resume", run_id, "--answer", "EUR", "--no-input").exit_code == 0

    shown = keel(home, "trace", run_id)
    from_file = keel(home, "trace", only_run(home)["meta"]["trace"])
    unknown = keel(home, "trace", "feedface")

    assert shown.exit_code == 0, shown.output
    assert shown.stdout == from_file.stdout  # the store holds what the file holds
    lines = shown.stdout.splitlines()
    assert "run_started" in lines[0]
    assert any("run_resumed" in line for line in lines)
    assert "run_completed" in lines[-1]
    assert unknown.exit_code == 2
    assert "neither a trace file nor a run in the store" in unknown.stderr


def damage(home: Path, sql: str, run_id: str) -> None:
    """Run one UPDATE on the run store, as a bad disk or a hand edit would leave it."""
    with sqlite3.connect(home / "runs.db") as conn:
        assert conn.execute(sql, (run_id,)).rowcount >= 1


def test_runs_lists_the_intact_runs_and_names_each_damaged_one(keel_ask, home):
    for _ in range(3):
        assert keel_ask(COMPLETING).exit_code == 0
    bad_json, wrong_shape, intact = (
        run["run_id"] for run in json.loads(keel(home, "runs", "--json").stdout)
    )
    damage(home, "UPDATE keel_runs SET meta = '{not json' WHERE run_id = ?", bad_json)
    damage(home, "UPDATE keel_runs SET meta = '[1, 2]' WHERE run_id = ?", wrong_shape)

    listed = keel(home, "runs")
    as_json = keel(home, "runs", "--json")

    for result in (listed, as_json):
        assert result.exit_code == 2, result.output
        assert result.exception is None or isinstance(result.exception, SystemExit)
        lines = result.stderr.splitlines()
        assert lines[0].startswith(
            f"keel: skipped run {bad_json}: its stored record is damaged (meta is not valid JSON"
        )
        assert lines[1] == (
            f"keel: skipped run {wrong_shape}: its stored record is damaged "
            "(meta is not a JSON object (got list))"
        )
        assert lines[2] == (
            "keel: 2 run(s) skipped because their stored records are damaged "
            "(keel cannot read them); the other runs were listed"
        )
    assert [line.split()[0] for line in listed.stdout.splitlines()] == [intact]
    assert [run["run_id"] for run in json.loads(as_json.stdout)] == [intact]


@pytest.mark.parametrize(
    ("sql", "what"),
    [
        (
            "UPDATE keel_runs SET header = '{\"status\": ' WHERE run_id = ?",
            "state is not valid JSON",
        ),
        ("UPDATE keel_runs SET header = '42' WHERE run_id = ?", "state is not a JSON object"),
        (
            "UPDATE keel_runs SET header = json_set(header, '$.pending', 'x') WHERE run_id = ?",
            "the state does not read as a run's state: pending:",
        ),
        ("UPDATE keel_runs SET meta = 'nope' WHERE run_id = ?", "meta is not valid JSON"),
        ("UPDATE keel_items SET body = '{oops' WHERE run_id = ?", "is not valid JSON"),
        (
            "UPDATE keel_events SET body = '{\"seq\": 0}' WHERE seq = 0 AND run_id = ?",
            "trace event 0 is not a valid event: timestamp: Field required",
        ),
    ],
)
def test_show_and_resume_of_a_damaged_run_exit_2_naming_it(keel_ask, home, sql, what):
    keel_ask(PAUSING, "--no-input")
    run_id = only_run(home)["run_id"]
    damage(home, sql, run_id)
    before = _row(home, run_id)

    results = [
        keel(home, "show", run_id, "--events"),
        keel(home, "show", run_id, "--events", "--json"),
        keel(home, "resume", run_id, "--answer", "USD", "--no-input"),
    ]

    for result in results:
        assert result.exit_code == 2, result.output
        assert result.exception is None or isinstance(result.exception, SystemExit)
        [line] = result.stderr.splitlines()
        assert line.startswith(f"keel: run {run_id}: its stored record is damaged (")
        assert what in line
    assert _row(home, run_id) == before, "nothing changed"


def _row(home: Path, run_id: str) -> tuple[Any, ...]:
    with sqlite3.connect(home / "runs.db") as conn:
        return tuple(conn.execute("SELECT * FROM keel_runs WHERE run_id = ?", (run_id,)).fetchone())


def test_show_events_json_holds_the_trace_and_only_with_events(keel_ask, home):
    keel_ask(PAUSING, "--no-input")
    run = only_run(home)

    with_events = keel(home, "show", run["run_id"], "--events", "--json")
    without = keel(home, "show", run["run_id"], "--json")

    assert with_events.exit_code == 0, with_events.output
    report = json.loads(with_events.stdout)
    plain = json.loads(without.stdout)
    assert "events" not in plain
    assert set(report) == {*plain, "events"}, "every other key kept"
    in_file = [json.loads(line) for line in Path(run["meta"]["trace"]).read_text().splitlines()]
    assert report["events"] == in_file
    assert report["events"][-1]["event_type"] == "run_paused"


def test_runs_json_help_says_it_prints_an_array_as_it_does(keel_ask, home):
    keel_ask(COMPLETING)
    helped = keel(home, "runs", "--help")
    printed = json.loads(keel(home, "runs", "--json").stdout)

    assert isinstance(printed, list)
    assert "Print one JSON array on stdout" in " ".join(helped.stdout.split())
    assert "JSON object" not in helped.stdout
