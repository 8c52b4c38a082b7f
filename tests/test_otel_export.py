"""``keel ask --otel`` / ``keel resume --otel`` end to end: spans sent over real OTLP/HTTP
(protobuf on the wire) to a receiver the tests start (`otel_receiver.Receiver`)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from keel.cli import app
from keel.otel import run_span_id_for
from keel.trace import read_trace
from otel_receiver import ReceivedSpan, Receiver

ROOT = Path(__file__).resolve().parents[1]
REPORTS = ROOT / "examples" / "reports"
SCRIPT = ROOT / "examples" / "revenue_growth.jsonl"
GOAL = "What was the revenue growth between 2023 and 2024?"
SERVER_KIND, CLIENT_KIND, INTERNAL_KIND = 2, 3, 1  # OTLP Span.SpanKind values
OTEL_VARIABLES = [name for name in os.environ if name.startswith("OTEL_")]


@pytest.fixture
def receiver() -> Iterator[Receiver]:
    started = Receiver().start()
    yield started
    started.stop()


@pytest.fixture
def keel(tmp_path: Path, receiver: Receiver):
    """Run ``keel ARGS`` in-process with the exporter pointed at the receiver."""
    runner = CliRunner()

    def invoke(*args: str, **env: str | None):
        base: dict[str, str | None] = dict.fromkeys(OTEL_VARIABLES)  # none of the caller's
        base.update(
            KEEL_HOME=str(tmp_path / "home"),
            KEEL_MODEL=None,
            KEEL_STORE=None,
            OTEL_EXPORTER_OTLP_ENDPOINT=receiver.endpoint,
        )
        base.update(env)
        return runner.invoke(app, list(args), env=base)

    return invoke


def by_name(spans: list[ReceivedSpan], prefix: str) -> list[ReceivedSpan]:
    return [span for span in spans if span.name.startswith(prefix)]


def test_keel_ask_otel_sends_the_runs_spans_over_otlp_http(keel, receiver):
    result = keel(
        "ask", GOAL, "--kb", str(REPORTS), "--model", f"scripted:{SCRIPT}", "--otel", "--json"
    )
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout)
    run_id = report["run_id"]

    spans = receiver.spans
    assert receiver.requests >= 1
    assert {span.trace_id for span in spans} == {run_id}
    (segment,) = by_name(spans, "invoke_agent")
    chats = by_name(spans, "chat ")
    tools = by_name(spans, "execute_tool ")
    assert len(chats) == report["step"] == 7
    started = [e for e in read_trace(report["trace_path"]) if e.event_type == "tool_started"]
    assert [
        (span.attributes["gen_ai.tool.name"], span.attributes["keel.tool.fingerprint"])
        for span in tools
    ] == [(e.data["tool"], e.data["action_signature"]) for e in started]
    assert [span.attributes["keel.tool.outcome"] for span in tools] == ["succeeded"] * 4
    reads = [span for span in tools if span.attributes["gen_ai.tool.name"] == "read_document"]
    read_events = [e for e in started if e.data["tool"] == "read_document"]
    assert reads
    for span, event in zip(reads, read_events, strict=True):
        assert span.attributes["keel.tool.source_ids"] == (event.data["arguments"]["doc_id"],)
    assert segment.parent_span_id == f"{run_span_id_for(run_id):016x}"
    assert {span.parent_span_id for span in chats + tools} == {segment.span_id}
    assert segment.kind == INTERNAL_KIND
    assert {span.kind for span in chats} == {CLIENT_KIND}
    attributes = segment.attributes
    assert attributes["keel.run.id"] == run_id
    assert attributes["gen_ai.operation.name"] == "invoke_agent"
    assert attributes["keel.run.status"] == "completed"
    assert attributes["keel.run.input_tokens"] == report["input_tokens"] == 12000
    assert attributes["gen_ai.usage.output_tokens"] == report["output_tokens"]
    assert attributes["gen_ai.request.model"] == "ScriptedDecisionMaker"
    assert sum(span.attributes["gen_ai.usage.input_tokens"] for span in chats) == 12000
    assert "duplicate_action_blocked" in [name for name, _ in segment.events]
    assert segment.resource["service.name"] == "keel"
    assert segment.scope == "keel"
    assert all(span.start_ns <= span.end_ns for span in spans)


def turns_file(tmp_path: Path, turns: list[dict[str, Any]]) -> Path:
    path = tmp_path / "turns.jsonl"
    path.write_text("".join(json.dumps(turn) + "\n" for turn in turns), encoding="utf-8")
    return path


def test_a_run_paused_by_ask_and_finished_by_resume_is_one_trace(keel, receiver, tmp_path):
    question = "Which baseline year: 2022 or 2023?"
    final = {
        "kind": "final",
        "answer": "Revenue grew 25% [annual-2023] [annual-2024].",
        "citations": ["annual-2023", "annual-2024"],
    }
    script = turns_file(
        tmp_path,
        [
            {"decision": {"kind": "clarify", "question": question}},
            {
                "decision": {
                    "kind": "tool",
                    "call": {"name": "read_document", "arguments": {"doc_id": "annual-2023"}},
                }
            },
            {
                "decision": {
                    "kind": "tool",
                    "call": {"name": "read_document", "arguments": {"doc_id": "annual-2024"}},
                }
            },
            {"decision": final},
        ],
    )
    asked = keel(
        "ask",
        GOAL,
        "--kb",
        str(REPORTS),
        "--model",
        f"scripted:{script}",
        "--otel",
        "--json",
        "--no-input",
        OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT="true",
    )
    assert asked.exit_code == 5, asked.output
    run_id = json.loads(asked.stdout)["run_id"]
    (paused,) = by_name(receiver.spans, "invoke_agent")

    resumed = keel(
        "resume",
        run_id,
        "--answer",
        "2023",
        "--otel",
        "--json",
        OTEL_SERVICE_NAME="research-desk",
        OTEL_EXPORTER_OTLP_HEADERS="authorization=Bearer%20s3cret",
    )
    assert resumed.exit_code == 0, resumed.output

    first, second = by_name(receiver.spans, "invoke_agent")
    assert first == paused
    assert first.trace_id == second.trace_id == run_id
    assert first.parent_span_id == second.parent_span_id
    assert first.attributes["keel.run.status"] == "waiting_for_user"
    assert first.attributes["keel.pending.question"] == question
    assert second.attributes["keel.run.segment"] == "resumed"
    assert second.attributes["keel.run.status"] == "completed"
    assert second.attributes["keel.run.first_seq"] == first.attributes["keel.run.last_seq"] + 1
    received = next(attributes for name, attributes in second.events)
    assert next(name for name, _ in second.events) == "clarification_received"
    assert "answer" not in received  # content only where the variable asked for it
    assert "question" not in received
    assert first.resource["service.name"] == "keel"
    assert second.resource["service.name"] == "research-desk"
    assert receiver.headers[-1].get("authorization") == "Bearer s3cret"
    tools = by_name(receiver.spans, "execute_tool ")
    assert {span.parent_span_id for span in tools} == {second.span_id}


def test_an_endpoint_that_refuses_the_spans_is_one_warning_not_a_failed_run(keel, receiver):
    result = keel(
        "ask",
        GOAL,
        "--kb",
        str(REPORTS),
        "--model",
        f"scripted:{SCRIPT}",
        "--otel",
        OTEL_EXPORTER_OTLP_TRACES_ENDPOINT=f"{receiver.endpoint}/not-traces",
    )
    assert result.exit_code == 0
    warnings = [line for line in result.stderr.splitlines() if "not all exported" in line]
    assert len(warnings) == 1
    assert f"{receiver.endpoint}/not-traces" in warnings[0]
    assert "404" in warnings[0]
    assert receiver.spans == []


def test_another_otlp_protocol_exits_2_before_the_run(keel, receiver, tmp_path):
    result = keel(
        "ask",
        GOAL,
        "--kb",
        str(REPORTS),
        "--model",
        f"scripted:{SCRIPT}",
        "--otel",
        OTEL_EXPORTER_OTLP_PROTOCOL="grpc",
    )
    assert result.exit_code == 2
    assert "http/protobuf only" in result.stderr
    assert not (tmp_path / "home" / "traces").exists() or not any(
        (tmp_path / "home" / "traces").iterdir()
    )


BLOCK_OPENTELEMETRY = """
import sys
class Blocker:
    def find_spec(self, name, path=None, target=None):
        if name == "opentelemetry" or name.startswith("opentelemetry."):
            raise ModuleNotFoundError(f"No module named {name!r}", name=name)
        return None
sys.meta_path.insert(0, Blocker())
from keel.cli import main
sys.exit(main())
"""


def test_without_the_extra_otel_exits_2_with_the_install_hint(tmp_path):
    """OpenTelemetry is installed here, so an import hook hides it from a fresh process."""
    env = {k: v for k, v in os.environ.items() if k not in ("KEEL_STORE", "KEEL_MODEL")}
    env["KEEL_HOME"] = str(tmp_path / "home")
    done = subprocess.run(
        [
            sys.executable,
            "-c",
            BLOCK_OPENTELEMETRY,
            "ask",
            GOAL,
            "--kb",
            str(REPORTS),
            "--model",
            f"scripted:{SCRIPT}",
            "--otel",
        ],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
        env=env,
    )
    assert done.returncode == 2, done.stderr
    assert "pip install 'keel-runtime[otel]'" in done.stderr
    assert done.stderr.count("\n") == 1


@pytest.mark.slow
def test_keel_ask_otel_in_its_own_process_exports_before_it_exits(receiver, tmp_path):
    env = {k: v for k, v in os.environ.items() if not k.startswith(("OTEL_", "KEEL_"))}
    env.update(KEEL_HOME=str(tmp_path / "home"), OTEL_EXPORTER_OTLP_ENDPOINT=receiver.endpoint)
    done = subprocess.run(
        [
            sys.executable,
            "-c",
            "import sys; from keel.cli import main; sys.exit(main())",
            "ask",
            GOAL,
            "--kb",
            str(REPORTS),
            "--model",
            f"scripted:{SCRIPT}",
            "--otel",
            "--json",
        ],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
        env=env,
    )
    assert done.returncode == 0, done.stderr
    run_id = json.loads(done.stdout)["run_id"]
    # the process has exited: everything it sent is here
    assert {span.trace_id for span in receiver.spans} == {run_id}
    assert len(by_name(receiver.spans, "invoke_agent")) == 1
    assert len(by_name(receiver.spans, "chat ")) == 7


def test_keel_help_and_ask_help_load_no_opentelemetry():
    code = (
        "import sys\nfrom keel.cli import main\n"
        "assert main(['--help']) == 0\nassert main(['ask', '--help']) == 0\n"
        "assert main(['resume', '--help']) == 0\n"
        "print(sorted(m for m in sys.modules if m.startswith(('opentelemetry', 'keel.otel',"
        " 'keel.cli.telemetry'))))"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True
    )
    assert "--otel" in done.stdout
    assert done.stdout.splitlines()[-1] == "[]"
