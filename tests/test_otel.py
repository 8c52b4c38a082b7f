"""`keel.otel.OtelSink`: keel runs as OpenTelemetry spans, checked on the SDK's in-memory
exporter (every attribute of every span kind, parents, trace ids, span events).

Runs use keel's scripted models and real tools; spans go through a real SDK
`TracerProvider` with a `SimpleSpanProcessor`.
"""

from __future__ import annotations

import hashlib
import logging
import threading
from collections.abc import Callable, Iterator
from datetime import UTC, datetime
from typing import Any

import pytest
from opentelemetry import trace
from opentelemetry.sdk.resources import Resource
from opentelemetry.sdk.trace import ReadableSpan, TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor, SpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
from opentelemetry.semconv._incubating.attributes.gen_ai_attributes import GenAiProviderNameValues
from opentelemetry.trace import SpanContext, SpanKind, StatusCode
from opentelemetry.trace.span import DEFAULT_TRACE_STATE

from helpers_tools import email_tool, lookup_tool, make_runtime, only, runtime_for
from keel import (
    Budgets,
    Guards,
    ProviderError,
    RetryableToolError,
    RunResult,
    Runtime,
    ScriptedDecisionMaker,
    Tool,
    TraceEvent,
    tool,
)
from keel.context import ModelRequest
from keel.decisions import ModelTurn
from keel.loop.modelcall import provider_name
from keel.models.anthropic import AnthropicModel
from keel.models.llamacpp import LlamaCppModel
from keel.models.openai import OpenAIModel
from keel.otel import OtelSink, emitters, flatten, run_span_id_for, trace_id_for, without_content
from keel.otel.ids import SAMPLED
from keel.store import SqliteRunStore
from keel.testing import ScriptedHuman, call, clarify, final, raw
from keel.verdicts import ActionRequest, Verdict, allow, deny


@pytest.fixture
def exporter() -> Iterator[InMemorySpanExporter]:
    spans = InMemorySpanExporter()
    yield spans
    spans.clear()


@pytest.fixture
def provider(exporter: InMemorySpanExporter) -> Iterator[TracerProvider]:
    tracer_provider = TracerProvider()
    tracer_provider.add_span_processor(SimpleSpanProcessor(exporter))
    yield tracer_provider
    tracer_provider.shutdown()


@pytest.fixture(params=["processor", "processor-keywords", "tracer"])
def sink_on(
    request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch
) -> Iterator[Callable[..., OtelSink]]:
    """Makes sinks whose spans reach an exporter (or a processor) by one of the two paths:
    handed finished to the processor (``span_processor=``), or through a tracer provider.
    Every test using it runs on both, with the same checks; the processor path also as it
    is on an SDK whose ``ReadableSpan`` and ``SpanContext`` it cannot make the fast way
    ("processor-keywords": keyword arguments and the constructor)."""
    providers: list[TracerProvider] = []
    if request.param == "processor-keywords":
        monkeypatch.setattr(emitters, "positional_readable", lambda readable: False)
        monkeypatch.setattr(emitters, "fast_context_works", lambda: False)

    def make(spans: InMemorySpanExporter | SpanProcessor, **options: Any) -> OtelSink:
        processor = spans if isinstance(spans, SpanProcessor) else SimpleSpanProcessor(spans)
        if request.param.startswith("processor"):
            sink = OtelSink(span_processor=processor, **options)
            fast = request.param == "processor"
            assert isinstance(sink._emitter, emitters.ProcessorEmitter)
            assert (sink._emitter._positional, sink._emitter._fast_context) == (fast, fast)
            return sink
        tracer_provider = TracerProvider()
        tracer_provider.add_span_processor(processor)
        providers.append(tracer_provider)
        return OtelSink(tracer_provider, **options)

    yield make
    for tracer_provider in providers:
        tracer_provider.shutdown()


@pytest.fixture
def sink(sink_on: Callable[..., OtelSink], exporter: InMemorySpanExporter) -> OtelSink:
    return sink_on(exporter, capture_content=True)


def spans_named(exporter: InMemorySpanExporter, prefix: str) -> list[ReadableSpan]:
    return [s for s in exporter.get_finished_spans() if s.name.startswith(prefix)]


def segment_of(exporter: InMemorySpanExporter) -> ReadableSpan:
    (segment,) = spans_named(exporter, "invoke_agent")
    return segment


def events(span: ReadableSpan) -> dict[str, dict[str, Any]]:
    """The attributes of the span's events by name (the last one of each name)."""
    return {event.name: dict(event.attributes or {}) for event in span.events}


def each(span: ReadableSpan, name: str) -> list[dict[str, Any]]:
    """The attributes of every event ``name`` of ``span``, in order."""
    return [dict(event.attributes or {}) for event in span.events if event.name == name]


def nanos(result: RunResult[Any], kind: str, index: int = 0) -> int:
    event = [e for e in result.trace if e.event_type == kind][index]
    return int(event.timestamp.timestamp() * 1e9)


def lookup_run(sink: OtelSink) -> RunResult[Any]:
    calls: list[str] = []
    runtime, _ = make_runtime(
        [call("lookup", query="q", usage=(100, 20, 0.5)), final("done", usage=(50, 5, 0.25))],
        [lookup_tool(calls)],
    )
    return runtime.run("look it up", sinks=[sink])


def test_a_run_is_a_segment_span_with_a_chat_span_per_call_and_a_tool_span(sink, exporter):
    lookup_run(sink)
    segment = segment_of(exporter)
    chats = spans_named(exporter, "chat ")
    (tool_span,) = spans_named(exporter, "execute_tool ")

    assert [s.name for s in chats] == ["chat ScriptedDecisionMaker"] * 2
    assert tool_span.name == "execute_tool lookup"
    assert segment.kind is SpanKind.INTERNAL
    assert {s.kind for s in chats} == {SpanKind.CLIENT}
    assert tool_span.kind is SpanKind.INTERNAL
    assert len(exporter.get_finished_spans()) == 4
    assert segment.instrumentation_scope is not None
    assert segment.instrumentation_scope.name == "keel"


def test_the_segment_span_carries_run_id_status_stop_reason_and_totals(sink, exporter):
    result = lookup_run(sink)
    run_id = result.state.run_id
    segment = segment_of(exporter)
    completed = only(result, "run_completed")

    assert dict(segment.attributes or {}) == {
        "gen_ai.operation.name": "invoke_agent",
        "gen_ai.agent.name": "keel",
        "gen_ai.conversation.id": run_id,
        "gen_ai.request.model": "ScriptedDecisionMaker",
        "gen_ai.provider.name": "keel.scripted",
        "keel.run.id": run_id,
        "keel.run.segment": "started",
        "keel.run.first_seq": 0,
        "keel.run.status": "completed",
        "keel.run.stop_reason": "completed",
        "keel.run.steps": 2,
        "keel.run.last_seq": completed.seq,
        "keel.run.input_tokens": 150,
        "keel.run.output_tokens": 25,
        "keel.run.cost_usd": 0.75,
        "keel.run.elapsed_seconds": completed.data["elapsed_seconds"],
        "gen_ai.usage.input_tokens": 150,
        "gen_ai.usage.output_tokens": 25,
        "keel.usage.cost_usd": 0.75,
        "keel.run.model_calls": 2,
        "keel.run.tool_calls": 1,
    }
    assert segment.status.status_code is StatusCode.UNSET
    assert segment.start_time == nanos(result, "run_started")
    assert segment.end_time == nanos(result, "run_completed")


def test_a_chat_span_carries_model_tokens_cost_retries_and_the_decision(sink, exporter):
    result = lookup_run(sink)
    run_id = result.state.run_id
    first, second = spans_named(exporter, "chat ")
    requested = result.trace[1].data

    assert dict(first.attributes or {}) == {
        "gen_ai.operation.name": "chat",
        "gen_ai.conversation.id": run_id,
        "gen_ai.request.model": "ScriptedDecisionMaker",
        "gen_ai.provider.name": "keel.scripted",
        "gen_ai.request.max_tokens": requested["max_output_tokens"],
        "keel.step": 1,
        "keel.decision.kind": "tool",
        "keel.decision.tool": "lookup",
        "gen_ai.usage.input_tokens": 100,
        "gen_ai.usage.output_tokens": 20,
        "keel.usage.cost_usd": 0.5,
        "keel.model.retries": 0,
    }
    assert second.attributes is not None
    assert second.attributes["keel.decision.kind"] == "final"
    assert "keel.decision.tool" not in second.attributes
    assert second.attributes["gen_ai.usage.input_tokens"] == 50
    assert first.start_time == nanos(result, "model_requested")
    assert first.end_time == nanos(result, "model_decision")


def test_a_tool_span_carries_name_fingerprint_outcome_attempt_and_duration(sink, exporter):
    result = lookup_run(sink)
    run_id = result.state.run_id
    (span,) = spans_named(exporter, "execute_tool ")
    started, succeeded = only(result, "tool_started"), only(result, "tool_succeeded")

    assert dict(span.attributes or {}) == {
        "gen_ai.operation.name": "execute_tool",
        "gen_ai.tool.name": "lookup",
        "gen_ai.tool.type": "function",
        "gen_ai.tool.call.id": f"{run_id}:1",
        "keel.step": 1,
        "keel.tool.fingerprint": started.data["action_signature"],
        "keel.tool.attempt": 1,
        "keel.tool.outcome": "succeeded",
        "keel.tool.duration_ms": succeeded.data["duration_ms"],
    }
    assert span.status.status_code is StatusCode.UNSET
    assert span.start_time == nanos(result, "tool_started")
    assert span.end_time == nanos(result, "tool_succeeded")


def test_model_and_tool_spans_are_children_of_the_segment_whose_parent_is_the_run(sink, exporter):
    result = lookup_run(sink)
    run_id = result.state.run_id
    segment = segment_of(exporter)
    spans = exporter.get_finished_spans()

    assert {s.context.trace_id for s in spans} == {int(run_id, 16)}
    assert segment.parent is not None
    assert segment.parent.span_id == run_span_id_for(run_id)
    assert segment.parent.is_remote
    for child in spans:
        if child is not segment:
            assert child.parent is not None
            assert child.parent.span_id == segment.context.span_id


def test_the_trace_id_is_the_run_id_if_hex_else_a_hash_of_it():
    assert trace_id_for("5d308b7c7f1d456288bef635d5d23075") == 0x5D308B7C7F1D456288BEF635D5D23075
    assert trace_id_for("5D308B7C7F1D456288BEF635D5D23075") == 0x5D308B7C7F1D456288BEF635D5D23075
    digest = hashlib.sha256(b"order-42").digest()
    assert trace_id_for("order-42") == int.from_bytes(digest[:16], "big")
    assert trace_id_for("0" * 32) == int.from_bytes(hashlib.sha256(b"0" * 32).digest()[:16])
    assert run_span_id_for("order-42") != run_span_id_for("order-43")


def test_a_run_id_of_ones_own_names_the_trace_by_its_hash(sink, exporter):
    runtime, _ = make_runtime([final("done")])
    runtime.run("go", run_id="order-42", sinks=[sink])
    segment = segment_of(exporter)
    assert segment.context.trace_id == trace_id_for("order-42")
    assert segment.attributes is not None
    assert segment.attributes["keel.run.id"] == "order-42"


def test_a_paused_and_resumed_run_is_one_trace_of_two_segments(sink_on, exporter):
    calls: list[str] = []
    script = [call("lookup", query="q"), clarify("Which year?"), final("done")]
    runtime, _ = make_runtime(script, [lookup_tool(calls)])
    paused = runtime.run("go", sinks=[sink_on(exporter, capture_content=True)])
    # a new sink on a new exporter: what another process resuming the run would have
    other = InMemorySpanExporter()
    resumed = runtime.resume(paused, answer="2024", sinks=[sink_on(other, capture_content=True)])

    assert resumed.status == "completed"
    run_id = paused.state.run_id
    first, second = segment_of(exporter), segment_of(other)
    assert first.context.trace_id == second.context.trace_id == int(run_id, 16)
    assert first.parent is not None
    assert second.parent is not None
    assert first.parent.span_id == second.parent.span_id == run_span_id_for(run_id)
    assert first.attributes is not None
    assert second.attributes is not None
    assert first.attributes["keel.run.status"] == "waiting_for_user"
    assert first.attributes["keel.run.stop_reason"] == "waiting_for_user"
    assert first.attributes["keel.run.reason"] == "waiting for an answer: Which year?"
    assert first.attributes["keel.pending.kind"] == "question"
    assert first.attributes["keel.pending.question"] == "Which year?"
    assert "clarification_requested" in events(first)
    assert second.attributes["keel.run.segment"] == "resumed"
    assert second.attributes["keel.run.reply"] == "question"
    assert second.attributes["keel.run.first_seq"] == first.attributes["keel.run.last_seq"] + 1
    assert second.attributes["keel.run.status"] == "completed"
    assert events(second)["clarification_received"]["answer"] == "2024"
    assert second.attributes["gen_ai.request.model"] == "ScriptedDecisionMaker"
    (chat,) = spans_named(other, "chat ")
    assert chat.parent is not None
    assert chat.parent.span_id == second.context.span_id


def test_an_approval_pause_and_grant_are_events_of_each_segment(sink, exporter):
    sent: list[str] = []
    runtime, _ = make_runtime(
        [call("send_email", to="a@example.com"), final("sent")], [email_tool(sent)]
    )
    paused = runtime.run("mail a", sinks=[sink])
    resumed = runtime.resume(paused, approve=True, sinks=[sink])

    assert resumed.status == "completed"
    assert sent == ["a@example.com"]
    first, second = spans_named(exporter, "invoke_agent")
    requested = events(first)["approval_requested"]
    assert requested["tool"] == "send_email"
    assert requested["arguments.to"] == "a@example.com"
    assert (
        requested["action_signature"] == only(paused, "approval_requested").data["action_signature"]
    )
    assert first.attributes is not None
    assert first.attributes["keel.pending.kind"] == "approval"
    assert events(second)["approval_granted"]["by"] == "user"
    (tool_span,) = spans_named(exporter, "execute_tool ")
    assert tool_span.parent is not None
    assert tool_span.parent.span_id == second.context.span_id


def test_guard_hits_rejections_and_denials_are_events_of_the_segment(sink, exporter):
    calls: list[str] = []
    sent: list[str] = []
    script = [
        call("nope", x=1),
        call("lookup", query=5),
        call("lookup", query="q"),
        call("lookup", query="q"),
        call("send_email", to="b@example.com"),
        call("send_email", to="c@example.com"),
        call("send_email", to="d@example.com"),
        final(""),
        final("done"),
    ]
    human = ScriptedHuman(approvals=[True, False])  # lookup declares no effects: asked

    def refuse_b(request: ActionRequest) -> Verdict | None:
        to = request.arguments.get("to")
        if to == "b@example.com":
            return deny("not to b", "no-b")
        return allow("d is ours", "ok-d") if to == "d@example.com" else None

    runtime, _ = make_runtime(
        script,
        [lookup_tool(calls), email_tool(sent, policy=False)],
        guards=Guards(max_duplicate_actions=1, retry_backoff_seconds=0),
        policy=refuse_b,
    )
    result = runtime.run("go", human=human, sinks=[sink])

    assert result.status == "completed"
    got = events(segment_of(exporter))
    assert each(segment_of(exporter), "tool_rejected") == [
        {"step": 1, "tool": "nope", "reason": "unknown_tool"},
        {"step": 2, "tool": "lookup", "reason": "invalid_arguments", "errors": 1},
    ]
    assert got["duplicate_action_blocked"]["tool"] == "lookup"
    assert got["duplicate_action_blocked"]["count"] == 2
    assert got["policy_denied"] == {
        "step": 5,
        "tool": "send_email",
        "action_signature": only(result, "policy_denied").data["action_signature"],
        "rule": "no-b",
        "reason": "not to b",
        "effects": "write",
    }
    asked = each(segment_of(exporter), "approval_requested")
    assert [a["tool"] for a in asked] == ["lookup", "send_email"]
    assert got["approval_granted"]["tool"] == "lookup"
    assert got["approval_denied"]["tool"] == "send_email"
    assert got["approval_denied"]["by"] == "human"
    assert got["policy_allowed"]["rule"] == "ok-d"
    assert got["policy_allowed"]["reason"] == "d is ours"
    assert got["final_rejected"]["errors"] == tuple(only(result, "final_rejected").data["errors"])
    assert got["final_rejected"]["reason"]
    assert sent == ["d@example.com"]


def test_a_cycle_fails_the_segment_with_the_cycle_as_an_event(sink, exporter):
    calls: list[str] = []
    script = [call("lookup", query=f"q{i % 2}") for i in range(6)]
    runtime, _ = make_runtime(
        script,
        [lookup_tool(calls)],
        guards=Guards(max_duplicate_actions=10, cycle_repetitions=3, retry_backoff_seconds=0),
    )
    result = runtime.run("go", sinks=[sink])

    assert result.status == "failed"
    segment = segment_of(exporter)
    assert events(segment)["cycle_detected"]["period"] == 2
    assert segment.attributes is not None
    assert segment.attributes["keel.run.status"] == "failed"
    assert segment.attributes["keel.run.stop_reason"] == "cycle"
    assert segment.attributes["error.type"] == "cycle"
    assert segment.status.status_code is StatusCode.ERROR


def test_a_budget_stop_is_a_run_terminated_event_with_its_kind(sink, exporter):
    calls: list[str] = []
    runtime, _ = make_runtime(
        [call("lookup", query=f"q{i}") for i in range(3)],
        [lookup_tool(calls)],
        budgets=Budgets(max_steps=2),
    )
    result = runtime.run("go", sinks=[sink])

    assert result.status == "stopped"
    segment = segment_of(exporter)
    stop = events(segment)["run_terminated"]
    assert stop["status"] == "stopped"
    assert stop["kind"] == "steps"
    assert "step budget of 2 reached" in stop["reason"]
    assert segment.attributes is not None
    assert segment.attributes["keel.run.stop_reason"] == "steps"
    assert segment.status.status_code is StatusCode.UNSET  # an expected stop, not an error


class Flaky:
    """A decision maker whose first call fails retryably, then answers."""

    def __init__(self) -> None:
        self.model = "flaky-1"
        self.calls = 0

    def decide(self, request: ModelRequest) -> ModelTurn:
        self.calls += 1
        if self.calls == 1:
            raise ProviderError("server answered 503", retryable=True, kind="overloaded")
        return final("done", usage=(7, 3, 0.0))


def test_model_retries_are_counted_and_recorded_on_the_chat_span(sink, exporter):
    guards = Guards(model_backoff_seconds=0, model_backoff_max_seconds=0)
    result = runtime_for(Flaky(), guards=guards).run("go", sinks=[sink])

    assert result.status == "completed"
    (chat,) = spans_named(exporter, "chat ")
    assert chat.name == "chat flaky-1"
    assert chat.attributes is not None
    assert chat.attributes["keel.model.retries"] == 1
    assert chat.attributes["gen_ai.request.model"] == "flaky-1"
    retry = events(chat)["model_retry"]
    assert (retry["attempt"], retry["error"], retry["message"]) == (
        1,
        "overloaded",
        "server answered 503",
    )
    assert "status" not in retry  # None is left out


def test_a_failed_model_call_ends_its_span_with_the_error(sink, exporter):
    runtime, _ = make_runtime(
        [raw("no json here", usage=(3, 4, 0.01))], guards=Guards(max_model_errors=1)
    )
    result = runtime.run("go", sinks=[sink])

    assert result.status == "failed"
    (chat,) = spans_named(exporter, "chat ")
    assert chat.attributes is not None
    assert chat.attributes["error.type"] == "invalid_model_output"
    assert chat.attributes["gen_ai.usage.input_tokens"] == 3
    assert chat.attributes["gen_ai.usage.output_tokens"] == 4
    assert chat.status.status_code is StatusCode.ERROR
    assert "keel.decision.kind" not in chat.attributes


def test_a_retried_tool_attempt_is_a_span_of_its_own(sink, exporter):
    attempts: list[int] = []

    @tool
    def fetch(url: str) -> str:
        """Fetch a page.

        Args:
            url: the page.
        """
        attempts.append(1)
        if len(attempts) == 1:
            raise RetryableToolError("connection reset")
        return "page"

    runtime, _ = make_runtime([call("fetch", url="u"), final("done")], [fetch])
    result = runtime.run("go", sinks=[sink])

    assert result.status == "completed"
    failed, succeeded = spans_named(exporter, "execute_tool ")
    assert failed.attributes is not None
    assert succeeded.attributes is not None
    assert failed.attributes["keel.tool.outcome"] == "retryable_failure"
    assert failed.attributes["keel.tool.attempt"] == 1
    assert failed.attributes["error.type"] == "RetryableToolError"
    assert failed.status.status_code is StatusCode.ERROR
    assert failed.status.description == "connection reset"
    assert events(failed)["tool_retryable_failure"]["retry_in"] == 0
    assert succeeded.attributes["keel.tool.outcome"] == "succeeded"
    assert succeeded.attributes["keel.tool.attempt"] == 2
    assert failed.attributes["gen_ai.tool.call.id"] == succeeded.attributes["gen_ai.tool.call.id"]


def test_close_ends_the_spans_of_an_abandoned_run(sink, exporter):
    calls: list[str] = []
    runtime, _ = make_runtime([call("lookup", query="q"), final("done")], [lookup_tool(calls)])
    run = runtime.start("go", sinks=[sink])
    import asyncio

    asyncio.run(run.step())  # one step, then the driver goes away
    assert spans_named(exporter, "invoke_agent") == []
    sink.close()

    segment = segment_of(exporter)
    assert segment.attributes is not None
    assert segment.attributes["keel.run.status"] == "abandoned"
    assert segment.status.status_code is StatusCode.ERROR
    assert len(spans_named(exporter, "chat ")) == 1
    sink.close()  # nothing left: ends nothing twice
    assert len(exporter.get_finished_spans()) == 3


def test_one_sink_serves_concurrent_runs_each_in_its_own_trace(sink, exporter):
    results: list[RunResult[Any]] = []

    def one(index: int) -> None:
        calls: list[str] = []
        script = [call("lookup", query=f"q{step}") for step in range(5)] + [final("done")]
        runtime, _ = make_runtime(script, [lookup_tool(calls)])
        results.append(runtime.run(f"go {index}", sinks=[sink]))

    threads = [threading.Thread(target=one, args=(i,)) for i in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()

    spans = exporter.get_finished_spans()
    assert len(spans) == 4 * (1 + 6 + 5)
    for result in results:
        trace_id = int(result.state.run_id, 16)
        mine = [s for s in spans if s.context.trace_id == trace_id]
        (segment,) = [s for s in mine if s.name.startswith("invoke_agent")]
        assert len(mine) == 12
        assert all(
            s.parent is not None and s.parent.span_id == segment.context.span_id
            for s in mine
            if s is not segment
        )


class Exploding(SpanProcessor):
    """A span processor that fails on every ended span (an exporter that breaks)."""

    def on_end(self, span: ReadableSpan) -> None:
        raise ConnectionError("collector gone")


def test_a_failing_span_pipeline_never_reaches_the_run_and_is_logged_once(caplog, sink_on):
    calls: list[str] = []
    runtime, _ = make_runtime([call("lookup", query="q"), final("done")], [lookup_tool(calls)])
    with caplog.at_level(logging.WARNING, logger="keel.otel"):
        result = runtime.run("go", sinks=[sink_on(Exploding())])

    assert result.status == "completed"
    assert calls == ["q"]
    records = [r for r in caplog.records if r.name == "keel.otel"]
    assert len(records) == 1
    assert "could not record" in records[0].getMessage()


def test_the_global_tracer_provider_is_used_by_default(exporter):
    provider = TracerProvider()
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    sink = OtelSink()  # before the global provider is set: resolved when spans start
    previous = trace._TRACER_PROVIDER
    trace._TRACER_PROVIDER = provider  # set_tracer_provider may only be called once
    try:
        runtime, _ = make_runtime([final("done")])
        runtime.run("go", sinks=[sink])
    finally:
        trace._TRACER_PROVIDER = previous
    assert len(spans_named(exporter, "invoke_agent")) == 1


def test_flatten_makes_any_event_data_legal_attributes():
    data = {
        "tool": "x",
        "n": 3,
        "ok": True,
        "none": None,
        "big": 2**70,
        "arguments": {"to": "a", "deep": {"k": 1.5}},
        "ids": ["a", "b"],
        "mixed": [1, "a"],
        "records": [{"a": 1}],
    }
    assert flatten(data) == {
        "tool": "x",
        "n": 3,
        "ok": True,
        "big": str(2**70),
        "arguments.to": "a",
        "arguments.deep.k": 1.5,
        "ids": ("a", "b"),
        "mixed": '[1, "a"]',
        "records": '[{"a": 1}]',
    }


def test_a_failed_tool_attempt_ends_its_span_with_the_error(sink, exporter):
    @tool
    def broken(x: int) -> str:
        """Always fails.

        Args:
            x: anything.
        """
        raise ValueError("no such record")

    runtime, _ = make_runtime([call("broken", x=1), final("gave up")], [broken])
    runtime.run("go", sinks=[sink])

    (span,) = spans_named(exporter, "execute_tool ")
    assert span.attributes is not None
    assert span.attributes["keel.tool.outcome"] == "failed"
    assert span.attributes["error.type"] == "ValueError"
    assert "keel.tool.duration_ms" not in span.attributes
    assert span.status.status_code is StatusCode.ERROR
    assert span.status.description == "no such record"
    assert span.events == ()


def test_the_providers_response_model_is_recorded(sink, exporter):
    turn = final("done", usage=(1, 1, 0.0)).model_copy(
        update={"meta": {"model": "gpt-4o-mini-2024-07-18", "id": "resp-1"}}
    )
    runtime, _ = make_runtime([turn])
    runtime.run("go", sinks=[sink])

    (chat,) = spans_named(exporter, "chat ")
    assert chat.attributes is not None
    assert chat.attributes["gen_ai.response.model"] == "gpt-4o-mini-2024-07-18"


def event(seq: int, kind: str, run_id: str = "r-1", **data: Any) -> TraceEvent:
    return TraceEvent(
        seq=seq,
        timestamp=datetime(2026, 1, 1, 12, 0, seq, tzinfo=UTC),
        event_type=kind,
        run_id=run_id,
        data=data,
    )


def test_close_ends_a_tool_attempt_in_flight_as_abandoned(sink, exporter):
    for item in (
        event(0, "run_started", model="m"),
        event(1, "model_requested", step=1, max_output_tokens=10),
        event(2, "model_decision", step=1, decision={"kind": "tool"}, input_tokens=3),
        event(3, "tool_started", step=1, tool="send", attempt=1, action_signature="sig"),
    ):
        sink.emit(item)
    assert [s.name for s in exporter.get_finished_spans()] == ["chat m"]

    sink.close()

    (span,) = spans_named(exporter, "execute_tool ")
    assert span.attributes is not None
    assert span.attributes["keel.tool.outcome"] == "abandoned"
    assert span.attributes["error.type"] == "abandoned"
    assert span.status.status_code is StatusCode.ERROR
    assert span.start_time == int(datetime(2026, 1, 1, 12, 0, 3, tzinfo=UTC).timestamp() * 1e9)
    segment = segment_of(exporter)
    assert segment.attributes is not None
    assert segment.attributes["keel.run.status"] == "abandoned"
    assert segment.attributes["keel.run.model_calls"] == 1
    assert segment.attributes["keel.run.tool_calls"] == 1
    assert segment.attributes["gen_ai.usage.input_tokens"] == 3


def test_a_new_segment_for_a_run_ends_the_one_its_process_never_closed(sink, exporter):
    sink.emit(event(0, "run_started"))
    sink.emit(event(1, "model_requested", step=1))
    sink.emit(event(5, "run_resumed", reply=None))  # another driver took the run over
    sink.emit(event(6, "run_completed", step=1))

    first, second = spans_named(exporter, "invoke_agent")
    assert first.attributes is not None
    assert second.attributes is not None
    assert first.attributes["keel.run.status"] == "abandoned"
    assert second.attributes["keel.run.segment"] == "resumed"
    assert second.attributes["keel.run.status"] == "completed"
    (chat,) = spans_named(exporter, "chat")
    assert chat.attributes is not None
    assert chat.attributes["error.type"] == "abandoned"
    assert first.context.trace_id == second.context.trace_id == trace_id_for("r-1")


class Crash(BaseException):
    """Stands for the process dying at this instant (nothing in keel catches it)."""


def sender(made: list[str], *, crash: bool) -> Tool:
    @tool(side_effects=True, name="send")
    def send(to: str) -> str:
        """Send a message.

        Args:
            to: recipient.
        """
        made.append(to)
        if crash and len(made) == 1:
            raise Crash
        return f"sent to {to}"

    return send


def test_a_crashed_run_recovered_in_another_process_is_one_trace(tmp_path, sink_on, exporter):
    """The crash is in-process (a BaseException out of the tool), as in the store tests."""
    made: list[str] = []
    store = SqliteRunStore(tmp_path / "runs.db")
    first_sink = sink_on(exporter)
    model = ScriptedDecisionMaker([call("send", to="cfo"), final("sent")], by_step=True)
    with pytest.raises(Crash):
        Runtime(model, [sender(made, crash=True)], store=store, validators=[]).run(
            "notify", run_id="r-crash", sinks=[first_sink]
        )
    first_sink.close()  # the process exits: what it had open is ended as abandoned

    other = InMemorySpanExporter()
    model = ScriptedDecisionMaker([call("send", to="cfo"), final("sent")], by_step=True)
    runtime = Runtime(model, [sender(made, crash=False)], store=store, validators=[])
    result = runtime.resume("r-crash", sinks=[sink_on(other)])
    store.close()

    assert result.status == "completed"
    assert made == ["cfo"]  # not run again: its outcome is unknown
    crashed, recovered = segment_of(exporter), segment_of(other)
    assert crashed.context.trace_id == recovered.context.trace_id == trace_id_for("r-crash")
    assert crashed.attributes is not None
    assert recovered.attributes is not None
    assert crashed.attributes["keel.run.status"] == "abandoned"
    (interrupted,) = spans_named(exporter, "execute_tool ")
    assert interrupted.attributes is not None
    assert interrupted.attributes["error.type"] == "interrupted"
    assert interrupted.attributes["keel.tool.outcome"] == "failed"
    assert "run_recovered" in events(recovered)
    assert events(recovered)["run_recovered"]["inflight.tool"] == "send"
    (unknown,) = spans_named(other, "execute_tool ")
    assert unknown.attributes is not None
    assert unknown.attributes["keel.tool.outcome"] == "unknown"
    assert unknown.attributes["gen_ai.tool.name"] == "send"
    assert unknown.attributes["keel.tool.idempotency_key"]
    assert unknown.start_time == unknown.end_time
    assert unknown.parent is not None
    assert unknown.parent.span_id == recovered.context.span_id


def test_the_span_current_when_a_run_starts_is_linked_not_its_parent(sink, exporter, provider):
    runtime, _ = make_runtime([final("done")])
    with provider.get_tracer("app").start_as_current_span("POST /ask") as request:
        result = runtime.run("go", sinks=[sink])

    segment = segment_of(exporter)
    assert segment.context.trace_id == int(result.state.run_id, 16)
    assert segment.context.trace_id != request.get_span_context().trace_id
    assert [link.context for link in segment.links] == [request.get_span_context()]


# -- content: recorded only when asked for ---------------------------------------------

SECRET = "s3cr3t-4711"


def everything(exporter: InMemorySpanExporter) -> str:
    """All text of every exported span: names, attributes, status, events."""
    parts: list[str] = []
    for span in exporter.get_finished_spans():
        parts += [span.name, repr(dict(span.attributes or {})), span.status.description or ""]
        parts += [f"{e.name} {dict(e.attributes or {})!r}" for e in span.events]
    return "\n".join(parts)


def content_run(sink: OtelSink) -> RunResult[Any]:
    """A run whose arguments, question, answer, tool error and final answer hold SECRET:
    paused for approval, then resumed."""
    sent: list[str] = []

    @tool()
    def leak(token: str) -> str:
        """Refuse a token.

        Args:
            token: the token.
        """
        raise ValueError(f"refused {token}")

    script = [
        call("send_email", to=f"{SECRET}@example.com"),
        call("leak", token=SECRET),
        clarify(f"Is {SECRET} right?"),
        final(f"done: {SECRET}"),
    ]
    runtime, _ = make_runtime(script, [email_tool(sent), leak])
    paused = runtime.run("go", sinks=[sink])
    human = ScriptedHuman(answers=[f"yes, {SECRET}"])
    return runtime.resume(paused, approve=True, human=human, sinks=[sink])


def test_by_default_no_content_reaches_the_exporter_but_the_structure_does(
    sink_on, exporter, monkeypatch
):
    monkeypatch.delenv("OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT", raising=False)
    sink = sink_on(exporter)
    result = content_run(sink)

    assert result.status == "completed"
    assert SECRET in str([e.data for e in result.trace])  # the events carry it ...
    assert SECRET not in everything(exporter)  # ... the spans do not
    assert not sink.capture_content
    first, second = spans_named(exporter, "invoke_agent")
    requested = events(first)["approval_requested"]
    assert requested["tool"] == "send_email"
    assert requested["action_signature"]
    assert "rule" in requested
    assert not any(key.startswith("arguments") for key in requested)
    assert first.attributes is not None
    assert first.attributes["keel.pending.kind"] == "approval"
    assert first.attributes["keel.pending.tool"] == "send_email"
    assert "keel.run.reason" not in first.attributes
    assert events(second)["clarification_requested"] == {"step": 3}
    assert events(second)["clarification_received"] == {"step": 3, "by": "human"}  # who, not what
    (failed,) = spans_named(exporter, "execute_tool leak")
    assert failed.attributes is not None
    assert failed.attributes["error.type"] == failed.status.description == "ValueError"
    assert failed.attributes["keel.tool.fingerprint"]


def test_with_capture_content_the_content_is_recorded(sink_on, exporter, monkeypatch):
    monkeypatch.setenv("OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT", "true")
    sink = sink_on(exporter)  # None: the variable decides
    content_run(sink)

    assert sink.capture_content
    first, second = spans_named(exporter, "invoke_agent")
    assert events(first)["approval_requested"]["arguments.to"] == f"{SECRET}@example.com"
    assert first.attributes is not None
    assert first.attributes["keel.pending.arguments.to"] == f"{SECRET}@example.com"
    assert events(second)["clarification_received"]["answer"] == f"yes, {SECRET}"
    (failed,) = spans_named(exporter, "execute_tool leak")
    assert failed.status.description is not None
    assert SECRET in failed.status.description


def test_capture_content_false_wins_over_the_variable(sink_on, exporter, monkeypatch):
    monkeypatch.setenv("OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT", "true")
    content_run(sink_on(exporter, capture_content=False))
    assert SECRET not in everything(exporter)


def test_a_tool_rejections_reason_is_a_code_and_kept_without_content():
    data = {"tool": "x", "reason": "invalid_arguments", "errors": 2, "arguments": {"a": 1}}
    assert without_content(data, frozenset({"reason", "errors"})) == {
        "tool": "x",
        "reason": "invalid_arguments",
        "errors": 2,
    }
    nested = {"pending": {"kind": "question", "question": "q?"}, "message": "m"}
    assert without_content(nested) == {"pending": {"kind": "question"}}


# -- the fast path: finished spans straight to a processor -------------------------------


class Recording(SpanProcessor):
    """A processor that keeps what it is told, in order."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, str]] = []

    def on_start(self, span: Any, parent_context: Any = None) -> None:
        self.calls.append(("start", span.name))

    def on_end(self, span: ReadableSpan) -> None:
        self.calls.append(("end", span.name))


def test_a_processor_sees_a_segment_only_when_it_ends_and_no_on_start():
    processor = Recording()
    sink = OtelSink(span_processor=processor)
    runtime, _ = make_runtime([call("lookup", query="q"), final("done")], [lookup_tool([])])
    runtime.run("go", sinks=[sink])

    assert processor.calls == [
        ("end", "chat ScriptedDecisionMaker"),
        ("end", "execute_tool lookup"),
        ("end", "chat ScriptedDecisionMaker"),
        ("end", "invoke_agent keel"),
    ]


def test_an_exporter_is_batched_and_shutdown_exports_what_was_left_open(monkeypatch):
    monkeypatch.setenv("OTEL_SERVICE_NAME", "desk")
    exporter = InMemorySpanExporter()
    sink = OtelSink(exporter=exporter)
    runtime, _ = make_runtime([call("lookup", query="q"), final("done")], [lookup_tool([])])
    started = TraceEvent(seq=0, timestamp=datetime.now(UTC), event_type="run_started")
    sink.emit(started.model_copy(update={"run_id": "open-run"}))
    runtime.run("go", sinks=[sink])
    sink.shutdown()

    spans = exporter.get_finished_spans()
    assert len(spans) == 5  # the batch was flushed: nothing is sent before shutdown otherwise
    abandoned = [s for s in spans if (s.attributes or {}).get("keel.run.id") == "open-run"]
    assert len(abandoned) == 1
    assert abandoned[0].status.status_code is StatusCode.ERROR
    assert {s.resource.attributes["service.name"] for s in spans} == {"desk"}
    ids = [s.context.span_id for s in spans]
    assert len(set(ids)) == len(ids)
    assert all(0 < i < 2**64 for i in ids)
    assert all(s.context.trace_flags.sampled for s in spans)


def test_a_given_resource_is_the_spans_resource(exporter):
    resource = Resource({"service.name": "mine"})
    sink = OtelSink(span_processor=SimpleSpanProcessor(exporter), resource=resource)
    lookup_run(sink)
    assert {s.resource for s in exporter.get_finished_spans()} == {resource}


def test_the_fast_path_checks_the_sdk_it_relies_on():
    """The processor path passes ``ReadableSpan``'s arguments by position and makes span
    contexts as the tuples they are only where the installed SDK has that shape; on this
    one it does (else the fast path would never be measured or tested)."""
    assert emitters.positional_readable(ReadableSpan)
    assert emitters.fast_context_works()

    def reordered(name: str, parent: Any, context: Any, *rest: Any) -> None:
        raise AssertionError("never called")

    assert not emitters.positional_readable(reordered)

    def keyword_only(*, name, context, parent, resource, attributes, events, links, kind,
                     instrumentation_info, status, start_time, end_time,
                     instrumentation_scope):  # type: ignore[no-untyped-def]  # fmt: skip
        raise AssertionError("never called")

    assert not emitters.positional_readable(keyword_only)  # the same names, not by position
    assert not emitters.positional_readable(print)  # no signature to read: keywords
    fast = emitters._tuple_new(SpanContext, (7, 9, False, SAMPLED, DEFAULT_TRACE_STATE, True))
    assert fast == SpanContext(7, 9, False, SAMPLED)
    assert (fast.trace_id, fast.span_id, fast.is_valid, fast.is_remote) == (7, 9, True, False)


def test_one_path_at_a_time():
    exporter = InMemorySpanExporter()
    with pytest.raises(ValueError, match="one of tracer_provider, span_processor, exporter"):
        OtelSink(TracerProvider(), exporter=exporter)
    with pytest.raises(ValueError, match="one of tracer_provider, span_processor, exporter"):
        OtelSink(span_processor=SimpleSpanProcessor(exporter), exporter=exporter)
    with pytest.raises(ValueError, match="resource= is for span_processor= or exporter="):
        OtelSink(resource=Resource({}))


# -- gen_ai.provider.name ---------------------------------------------------------------


def test_the_adapters_name_their_provider_after_the_conventions():
    assert OpenAIModel.provider == GenAiProviderNameValues.OPENAI.value
    assert AnthropicModel.provider == GenAiProviderNameValues.ANTHROPIC.value
    assert LlamaCppModel.provider == "llama_cpp"
    assert ScriptedDecisionMaker.provider == "keel.scripted"


def test_a_model_without_a_provider_is_named_by_its_module():
    class Bare:
        provider = ""

    assert provider_name(Bare()) == __name__
    assert provider_name(ScriptedDecisionMaker([])) == "keel.scripted"


def test_run_started_and_resumed_name_the_provider_on_every_chat_span(sink, exporter):
    script = [clarify("Which year?"), final("done")]
    runtime, _ = make_runtime(script)
    paused = runtime.run("go", sinks=[sink])
    resumed = runtime.resume(paused, answer="2024", sinks=[sink])

    assert only(paused, "run_started").data["provider"] == "keel.scripted"
    assert only(resumed, "run_resumed").data["provider"] == "keel.scripted"
    chats = spans_named(exporter, "chat ")
    assert len(chats) == 2
    assert {(s.attributes or {}).get("gen_ai.provider.name") for s in chats} == {"keel.scripted"}
