"""`keel ask` in-process: exit codes, --json, non-interactive clarification, saved state."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console
from typer.testing import CliRunner

from keel.cli import app, main
from keel.cli import ask as ask_cli
from keel.cli import kb as kb_cli
from keel.models.scripted import ScriptedDecisionMaker
from keel.state import AgentState

GOAL = "What was the revenue growth between 2023 and 2024?"
ANSWER = "Revenue grew 25%, from $80 million [annual-2023] to $100 million [annual-2024]."
JSON_KEYS = {
    "run_id",
    "status",
    "termination_reason",
    "final_answer",
    "final_citations",
    "step",
    "input_tokens",
    "output_tokens",
    "cost_usd",
    "trace_path",
    "trace_error",
    "index",
}


def tool_turn(name: str, **arguments: Any) -> dict[str, Any]:
    return {
        "decision": {"kind": "tool", "call": {"name": name, "arguments": arguments}},
        "input_tokens": 100,
        "output_tokens": 10,
        "cost_usd": 0.001,
    }


def final_turn(answer: str, citations: list[str]) -> dict[str, Any]:
    decision = {"kind": "final", "answer": answer, "citations": citations}
    return {"decision": decision, "input_tokens": 100, "output_tokens": 20, "cost_usd": 0.001}


def clarify_turn(question: str) -> dict[str, Any]:
    return {"decision": {"kind": "clarify", "question": question}}


COMPLETING = [
    tool_turn("search_kb", query="revenue 2023 2024"),
    tool_turn("read_document", doc_id="annual-2023"),
    tool_turn("read_document", doc_id="annual-2024"),
    final_turn(ANSWER, ["annual-2023", "annual-2024"]),
]


@pytest.fixture
def docs(tmp_path: Path) -> Path:
    folder = tmp_path / "docs"
    folder.mkdir()
    for year, revenue, published in (("2023", 80, "2024-03-14"), ("2024", 100, "2025-03-12")):
        (folder / f"annual-{year}.md").write_text(
            f"---\ntitle: Acme Annual Report {year}\nversion: 1.{year[-1]}\n"
            f"published: {published}\n---\n# Acme {year}\n\nRevenue for {year} was "
            f"${revenue} million.\n",
            encoding="utf-8",
        )
    return folder


@pytest.fixture
def home(tmp_path: Path) -> Path:
    return tmp_path / "home"


@pytest.fixture
def keel_ask(home: Path, docs: Path, tmp_path: Path):
    """Run ``keel ask GOAL --kb docs --model scripted:<turns>`` plus extra arguments."""
    runner = CliRunner()

    def invoke(turns: list[dict[str, Any]], *extra: str, goal: str = GOAL, **kwargs: Any):
        script = tmp_path / "script.jsonl"
        script.write_text("".join(json.dumps(t) + "\n" for t in turns), encoding="utf-8")
        args = ["ask", goal, "--kb", str(docs), "--model", f"scripted:{script}", *extra]
        env = {"KEEL_HOME": str(home), "KEEL_MODEL": None}
        return runner.invoke(app, args, env=env, **kwargs)

    return invoke


def saved_state(home: Path) -> AgentState:
    (path,) = (home / "runs").glob("*.json")
    return AgentState.from_json(path.read_text(encoding="utf-8"))


def test_completed_run_exits_0_with_answer_sources_usage_and_trace(keel_ask, home):
    result = keel_ask(COMPLETING)
    assert result.exit_code == 0, result.output
    out = result.stdout
    assert ANSWER in out
    assert "[annual-2023] Acme Annual Report 2023 · version 1.3 · published 2024-03-14" in out
    assert "[annual-2024] Acme Annual Report 2024 · version 1.4 · published 2025-03-12" in out
    assert "Status  completed" in out
    assert "4 steps · 450 tokens (400 in / 50 out) · $0.0040" in out
    (trace,) = (home / "traces").glob("*.jsonl")
    assert f"Trace   {trace}" in out
    assert saved_state(home).status == "completed"


def test_trace_file_is_written_and_renders(keel_ask, home):
    assert keel_ask(COMPLETING).exit_code == 0
    (trace,) = (home / "traces").glob("*.jsonl")
    rendered = CliRunner().invoke(app, ["trace", str(trace)])
    assert rendered.exit_code == 0
    lines = rendered.stdout.splitlines()
    assert len(lines) == len(trace.read_text(encoding="utf-8").splitlines())
    assert "run_started" in lines[0]
    assert "tool search_kb" in lines[2]
    assert "run_completed" in lines[-1]


def test_trace_out_writes_a_fresh_trace_where_asked(keel_ask, tmp_path):
    trace = tmp_path / "out" / "trace.jsonl"
    trace.parent.mkdir()
    stale = {"seq": 0, "timestamp": "2024-01-01T00:00:00Z", "event_type": "run_started"}
    trace.write_text(json.dumps({**stale, "run_id": "another-run"}) + "\n")
    result = keel_ask(COMPLETING, "--trace-out", str(trace), "--json")
    assert json.loads(result.stdout)["trace_path"] == str(trace)
    events = [json.loads(line) for line in trace.read_text().splitlines()]
    assert events[0]["event_type"] == "run_started"
    assert {event["run_id"] for event in events} == {json.loads(result.stdout)["run_id"]}
    assert events[-1]["event_type"] == "run_completed"


def test_json_prints_exactly_one_object_with_the_contract_keys(keel_ask, home):
    result = keel_ask(COMPLETING, "--json")
    assert result.exit_code == 0
    report = json.loads(result.stdout)  # the whole of stdout is one JSON document
    assert set(report) == JSON_KEYS
    state = saved_state(home)
    assert report == {
        "run_id": state.run_id,
        "status": "completed",
        "termination_reason": state.termination_reason,
        "final_answer": ANSWER,
        "final_citations": ["annual-2023", "annual-2024"],
        "step": 4,
        "input_tokens": 400,
        "output_tokens": 50,
        "cost_usd": pytest.approx(0.004),
        "trace_path": str(home / "traces" / f"{state.run_id}.jsonl"),
        "trace_error": None,
        "index": report["index"],
    }
    assert report["index"]["skipped"] == []
    assert report["index"]["indexed"] + report["index"]["unchanged"] == 2


def test_step_budget_exceeded_exits_3(keel_ask, home):
    result = keel_ask(COMPLETING, "--max-steps", "2")
    assert result.exit_code == 3
    assert "Status  stopped" in result.stdout
    assert "step budget of 2 reached" in result.stdout
    assert saved_state(home).status == "stopped"


def test_three_malformed_outputs_fail_the_run_with_exit_4(keel_ask, home):
    result = keel_ask([{"raw": "I think the answer is 25%"}] * 3, "--json")
    assert result.exit_code == 4
    report = json.loads(result.stdout)
    assert report["status"] == "failed"
    assert "3 unusable model outputs in a row" in report["termination_reason"]
    assert report["final_answer"] is None


def test_clarification_without_input_pauses_with_exit_5_and_prints_the_question(keel_ask, home):
    question = "Which baseline year: 2022 or 2023?"
    result = keel_ask([clarify_turn(question)], "--no-input")
    assert result.exit_code == 5
    assert f"Question: {question}" in result.stdout
    assert "Status  waiting_for_user" in result.stdout
    state = saved_state(home)
    assert state.status == "waiting_for_user"
    assert state.pending is not None
    assert state.pending.kind == "question"


def test_clarification_in_json_mode_keeps_stdout_to_the_object(keel_ask):
    question = "Which baseline year: 2022 or 2023?"
    result = keel_ask([clarify_turn(question)], "--json", "--no-input")
    assert result.exit_code == 5
    report = json.loads(result.stdout)
    assert report["status"] == "waiting_for_user"
    assert question in report["termination_reason"]
    assert question in result.stderr


def test_clarification_is_asked_interactively_on_a_terminal(keel_ask, monkeypatch):
    monkeypatch.setattr(ask_cli, "stdin_is_terminal", lambda: True)
    turns = [clarify_turn("Which baseline year?"), *COMPLETING]
    result = keel_ask(turns, "--json", input="2023\n")
    assert result.exit_code == 0, result.output
    assert "Which baseline year?" in result.stderr
    assert json.loads(result.stdout)["status"] == "completed"


def test_no_input_wins_over_a_terminal(keel_ask, monkeypatch):
    monkeypatch.setattr(ask_cli, "stdin_is_terminal", lambda: True)
    result = keel_ask([clarify_turn("Which baseline year?")], "--no-input", input="2023\n")
    assert result.exit_code == 5


def test_ctrl_c_cancels_with_exit_130_and_keeps_the_state(keel_ask, home, monkeypatch):
    def interrupt(self, request):
        raise KeyboardInterrupt

    monkeypatch.setattr(ScriptedDecisionMaker, "decide", interrupt)
    result = keel_ask(COMPLETING, "--json")
    assert result.exit_code == 130
    assert json.loads(result.stdout)["status"] == "cancelled"
    assert saved_state(home).status == "cancelled"


def test_keel_model_environment_value_is_used_without_model_option(docs, home, tmp_path):
    script = tmp_path / "env-script.jsonl"
    script.write_text("".join(json.dumps(t) + "\n" for t in COMPLETING), encoding="utf-8")
    env = {"KEEL_HOME": str(home), "KEEL_MODEL": f"scripted:{script}"}
    result = CliRunner().invoke(app, ["ask", GOAL, "--kb", str(docs), "--json"], env=env)
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["status"] == "completed"


@pytest.mark.parametrize(
    ("turns_args", "message"),
    [
        (("--model", "gpt-9000"), "keel: unknown model 'gpt-9000'; use one of:"),
        (("--max-steps", "0"), "keel: Invalid value for '--max-steps'"),
        (("--max-cost", "0"), "keel: Invalid value for '--max-cost': must be greater than 0"),
        (("--timeout", "-1"), "keel: Invalid value for '--timeout': must be greater than 0"),
        (("--max-tokens", "many"), "keel: Invalid value for '--max-tokens'"),
    ],
)
def test_bad_options_exit_2_with_one_line(keel_ask, turns_args, message):
    result = keel_ask(COMPLETING, *turns_args)
    assert result.exit_code == 2
    assert result.stdout == ""
    assert result.stderr.startswith(message)
    assert result.stderr.count("\n") == 1
    assert "Traceback" not in result.output


def test_unreadable_script_exits_2(docs, home, tmp_path):
    args = ["ask", GOAL, "--kb", str(docs), "--model", f"scripted:{tmp_path / 'none.jsonl'}"]
    result = CliRunner().invoke(app, args, env={"KEEL_HOME": str(home)})
    assert result.exit_code == 2
    assert result.stderr.startswith("keel: cannot read script")


def test_missing_folder_exits_2_and_leaves_no_index(keel_ask, home, docs, tmp_path):
    missing = tmp_path / "nope"
    script = tmp_path / "s.jsonl"
    script.write_text("")
    args = ["ask", GOAL, "--kb", str(missing), "--model", f"scripted:{script}"]
    result = CliRunner().invoke(app, args, env={"KEEL_HOME": str(home)})
    assert result.exit_code == 2
    assert result.stderr == f"keel: knowledge base folder not found: {missing}\n"
    assert not list((home / "kb").glob("*"))


def test_empty_goal_exits_2(keel_ask):
    result = keel_ask(COMPLETING, goal="  ")
    assert result.exit_code == 2
    assert result.stderr.startswith("keel: the goal is empty")


def test_main_returns_the_exit_code(docs, home, tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("KEEL_HOME", str(home))
    script = tmp_path / "s.jsonl"
    script.write_text(json.dumps(clarify_turn("Which year?")) + "\n")
    args = ["ask", GOAL, "--kb", str(docs), "--model", f"scripted:{script}", "--no-input"]
    assert main(args) == 5
    assert "Question: Which year?" in capsys.readouterr().out


def test_on_a_terminal_each_step_is_shown_live_on_stderr(keel_ask, monkeypatch):
    def terminal() -> Console:
        return Console(file=sys.stderr, force_terminal=True, color_system=None, width=200)

    monkeypatch.setattr(ask_cli, "stderr_console", terminal)
    monkeypatch.setattr(kb_cli, "stderr_console", terminal)
    result = keel_ask(COMPLETING, "--json")
    assert result.exit_code == 0, result.output
    err = result.stderr
    assert "2 indexed, 0 unchanged, 0 removed, 0 skipped, 0 warnings" in err
    assert "step 1/12  search_kb(query='revenue 2023 2024')  · 110/20,000 tokens" in err
    assert "✓ read_document" in err
    assert "step 4/12  answers citing [annual-2023], [annual-2024]" in err
    assert json.loads(result.stdout)["status"] == "completed"


def test_without_a_model_the_offline_planner_answers_with_citations(docs, home):
    env = {"KEEL_HOME": str(home), "KEEL_MODEL": None}
    result = CliRunner().invoke(app, ["ask", GOAL, "--kb", str(docs), "--json"], env=env)
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout)
    assert report["status"] == "completed"
    assert sorted(report["final_citations"]) == ["annual-2023", "annual-2024"]
    assert "25" in report["final_answer"]


def test_a_state_that_cannot_be_saved_still_reports_the_run(keel_ask, home):
    home.mkdir(parents=True)
    (home / "runs").write_text("not a folder")
    turns = [
        tool_turn("read_document", doc_id="annual-2024"),
        final_turn("Revenue was $100 million [annual-2024].", ["annual-2024"]),
    ]
    result = keel_ask(turns, "--json")
    assert result.exit_code == 0
    out = json.loads(result.stdout)
    assert out["status"] == "completed"
    assert "could not save the run state" in result.stderr
