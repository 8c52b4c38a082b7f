"""The `keel` command's pieces: trace rendering, live steps, prompts, home, entry point."""

from __future__ import annotations

import io
import subprocess
import sys
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console
from typer.testing import CliRunner

from keel import Budgets
from keel.approval import ApprovalRequest
from keel.cli import app, main
from keel.cli.common import keel_home
from keel.cli.human import PromptHuman
from keel.cli.progress import StepPrinter, describe_decision, index_bar
from keel.cli.render import event_style, pending_text, render_event, run_report
from keel.research.kb import IndexProgress
from keel.result import RunResult
from keel.state import AgentState, PendingApproval
from keel.trace import TraceEvent


def event(event_type: str, seq: int = 0, **data: Any) -> TraceEvent:
    return TraceEvent(seq=seq, timestamp=datetime.now(UTC), event_type=event_type, data=data)


def console() -> tuple[Console, io.StringIO]:
    buffer = io.StringIO()
    return Console(file=buffer, width=200, color_system=None, soft_wrap=True), buffer


def test_render_event_is_one_line_with_the_details_that_matter():
    line = render_event(
        event(
            "model_decision",
            seq=7,
            decision={
                "kind": "tool",
                "call": {"name": "read_document", "arguments": {"doc_id": "a"}},
            },
        )
    )
    assert line.split()[0] == "7"
    assert line.split()[2:] == ["model_decision", "tool", "read_document(doc_id='a')"]
    final = render_event(
        event("run_completed", answer="Revenue grew 25% [a].", citations=["a"], status="completed")
    )
    assert "answer='Revenue grew 25% [a].' citations=['a']" in final
    clarify = render_event(event("model_decision", decision={"kind": "clarify", "question": "Q?"}))
    assert clarify.endswith("clarify 'Q?'")
    failed = render_event(event("tool_failed", tool="calculate", message="too big"))
    assert failed.endswith("tool_failed                tool='calculate' message='too big'")


@pytest.mark.parametrize(
    ("event_type", "style"),
    [
        ("tool_failed", "red"),
        ("approval_denied", "red"),
        ("final_rejected", "yellow"),
        ("duplicate_action_blocked", "yellow"),
        ("run_completed", "bold"),
        ("tool_succeeded", ""),
    ],
)
def test_event_style(event_type, style):
    assert event_style(event_type) == style


def test_trace_of_a_missing_or_invalid_file_is_exit_2(tmp_path):
    runner = CliRunner()
    missing = runner.invoke(app, ["trace", str(tmp_path / "none.jsonl")])
    assert missing.exit_code == 2
    assert missing.stderr.startswith("keel: cannot read ")
    bad = tmp_path / "bad.jsonl"
    bad.write_text("not json\n")
    invalid = runner.invoke(app, ["trace", str(bad)])
    assert invalid.exit_code == 2
    assert invalid.stderr.startswith(f"keel: {bad} is not a keel trace:")
    assert invalid.stderr.count("\n") == 1


def test_trace_lines_are_not_wrapped(tmp_path):
    trace = tmp_path / "t.jsonl"
    long = "x" * 300
    trace.write_text(event("tool_failed", tool="t", message=long).model_dump_json() + "\n")
    result = CliRunner().invoke(app, ["trace", str(trace)])
    assert result.exit_code == 0
    assert result.stdout.count("\n") == 1
    assert long in result.stdout


def test_step_printer_shows_decision_outcome_and_budget_used():
    out, buffer = console()
    printer = StepPrinter(out, Budgets(max_steps=5, max_tokens=1000, max_cost_usd=0.5))
    decision = {"kind": "tool", "call": {"name": "search_kb", "arguments": {"query": "revenue"}}}
    printer.emit(event("model_requested", step=1))
    printer.emit(
        event(
            "model_decision",
            step=1,
            decision=decision,
            input_tokens=90,
            output_tokens=10,
            cost_usd=0.01,
        )
    )
    printer.emit(event("tool_succeeded", tool="search_kb", duration_ms=1.5))
    printer.emit(event("tool_failed", tool="search_kb", message="index gone"))
    printer.emit(event("final_rejected", errors=["Not read in this run: ['a']."]))
    assert buffer.getvalue().splitlines() == [
        "step 1/5  search_kb(query='revenue')  · 100/1,000 tokens · $0.0100/$0.5",
        "      ✓ search_kb (1.5 ms)",
        "      ✗ search_kb: index gone",
        "      ✗ answer rejected: Not read in this run: ['a'].",
    ]


def test_step_printer_without_limits_shows_usage_only():
    out, buffer = console()
    printer = StepPrinter(out, Budgets(max_steps=None, max_tokens=None, max_cost_usd=None))
    printer.emit(event("model_decision", step=3, decision={"kind": "clarify", "question": "Q?"}))
    assert buffer.getvalue() == "step 3  asks: Q?  · 0 tokens · $0.0000\n"


def test_describe_decision_shortens_long_arguments_and_names_citations():
    call = {"kind": "tool", "call": {"name": "calculate", "arguments": {"expression": "1+" * 80}}}
    assert str(describe_decision(call)).endswith("…)")
    final = {"kind": "final", "answer": "x", "citations": ["a", "b"]}
    assert str(describe_decision(final)) == "answers citing [a], [b]"
    assert str(describe_decision(None)) == "?"


def test_prompt_human_reads_answers_and_treats_empty_or_eof_as_not_now(monkeypatch):
    out, buffer = console()
    human = PromptHuman(out)
    monkeypatch.setattr("sys.stdin", io.StringIO("2023 [base]\n\n"))
    assert human.ask("Which [baseline] year?") == "2023 [base]"
    assert "? Which [baseline] year?" in buffer.getvalue()  # brackets are not markup
    assert human.ask("Again?") is None
    assert human.ask("And at end of input?") is None


def test_prompt_human_approves_only_an_explicit_yes(monkeypatch):
    out, _ = console()
    human = PromptHuman(out)
    request = ApprovalRequest(
        run_id="r", step=1, tool="send", arguments={"to": "x"}, action_signature="s"
    )
    monkeypatch.setattr("sys.stdin", io.StringIO("y\n\nn\n"))
    assert human.approve(request) is True
    assert human.approve(request) is False  # empty: the default, no
    assert human.approve(request) is False
    assert human.approve(request) is None  # end of input: not now


def test_keel_home_prefers_keel_home_then_xdg_then_local_share(tmp_path):
    assert keel_home({"KEEL_HOME": str(tmp_path), "XDG_DATA_HOME": "/x"}) == tmp_path
    assert keel_home({"XDG_DATA_HOME": str(tmp_path)}) == tmp_path / "keel"
    assert keel_home({}) == Path.home() / ".local" / "share" / "keel"


def test_version_and_errors_through_main(capsys):
    assert main(["--version"]) == 0
    assert capsys.readouterr().out.startswith("keel ")
    assert main([]) == 2
    assert capsys.readouterr().err == "keel: Missing command. (see keel --help)\n"
    assert main(["frobnicate"]) == 2
    assert "No such command 'frobnicate'" in capsys.readouterr().err


def test_help_lists_every_command():
    result = CliRunner().invoke(app, ["--help"])
    assert result.exit_code == 0
    for name in ("ask", "kb", "trace"):
        assert name in result.stdout


def test_console_script_exits_with_the_code(tmp_path):
    code = "import sys; from keel.cli import main; sys.exit(main())"
    done = subprocess.run(
        [sys.executable, "-c", code, "trace", str(tmp_path / "none")],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 2
    assert done.stderr.startswith("keel: cannot read")


def test_a_paused_approval_says_which_action_waits():
    state = AgentState(goal="g", status="waiting_for_user")
    state.pending = PendingApproval(
        step=2, tool="send_email", arguments={"to": "cfo"}, action_signature="sig"
    )
    assert str(pending_text(state)) == "Needs approval: send_email(to='cfo')"
    assert pending_text(AgentState(goal="g")) is None


def test_run_report_marks_a_cited_document_that_is_gone(tmp_path):
    state = AgentState(goal="g", status="completed", final_answer="It is [gone].")
    state.final_citations = ["gone"]
    out, buffer = console()
    result = RunResult(state=state, trace=[])
    out.print(run_report(result, lambda doc_id: None, tmp_path / "t", tmp_path / "s"))
    assert "  [gone] (no longer in the knowledge base)" in buffer.getvalue().splitlines()


def test_index_bar_draws_files_bytes_and_rate_on_a_terminal():
    buffer = io.StringIO()
    terminal = Console(file=buffer, force_terminal=True, color_system=None, width=200)
    with index_bar(terminal, enabled=True) as update:
        assert update is not None
        update(
            IndexProgress(
                files_done=5,
                files_total=10,
                bytes_done=2_000_000,
                bytes_total=4_000_000,
                elapsed_seconds=2.0,
            )
        )
        terminal.file.flush()
    drawn = buffer.getvalue()
    assert "5/10 files · 2.0 MB/4.0 MB · 2 files/s · 1.0 MB/s" in drawn
    with index_bar(terminal, enabled=False) as nothing:
        assert nothing is None
