"""OpenTelemetry traces from keel's trace events (extra ``otel``), after the GenAI conventions.

`OtelSink` is a `keel.trace.TraceSink`: ``Runtime(..., sinks=[OtelSink()])``. It turns a
run's events into spans:

======================================  ==========================================================
``invoke_agent keel`` (INTERNAL)        one per run *segment*: ``run_started``/``run_resumed`` to
                                        ``run_completed``/``run_paused``/``run_terminated``
``chat MODEL`` (CLIENT), child          one per model call: ``model_requested`` to
                                        ``model_decision``/``model_failed``; ``model_retry`` events
``execute_tool TOOL``, child            one per tool attempt: ``tool_started`` to its outcome; a
                                        ``tool_replayed``/``tool_outcome_unknown`` is a span too
======================================  ==========================================================

Every segment of a run shares one trace id, derived from the run id (`trace_id_for`), so a
run paused in one process and resumed in another is one trace. No process sees a whole run,
so no span stands for it: each segment's parent is a remote span id derived from the run id
too (`run_span_id_for`), which backends show as the trace's (absent) root. The context that
was current when a segment opened, if any, is linked from it.

Everything else the runtime decides becomes a span event with the keel event's name and
its data as attributes (nested values flattened to dotted keys, other lists as JSON): a
failed tool attempt's retry on the tool span; a model retry on the model span; guard hits
(``duplicate_action_blocked``, ``cycle_detected``), rejections (``tool_rejected``,
``final_rejected``), policy verdicts, approvals, clarifications, recoveries and the
``run_terminated`` of a budget stop on the segment span.

The sink never raises into a run: a failure (of the sink or of a span processor that exports
synchronously) is logged once on the ``keel.otel`` logger and the sink goes on. State is kept
per run id, so one sink may serve concurrent runs; `OtelSink.close` ends what an abandoned
run left open.
"""

from __future__ import annotations

import hashlib
import json
import logging
import threading
from collections.abc import Callable, Mapping
from datetime import datetime
from time import time_ns
from typing import Any, Final

from opentelemetry import context as otel_context
from opentelemetry import trace
from opentelemetry.semconv._incubating.attributes import gen_ai_attributes as gen_ai
from opentelemetry.semconv.attributes.error_attributes import ERROR_TYPE
from opentelemetry.trace import Link, NonRecordingSpan, Span, SpanContext, SpanKind, TraceFlags
from opentelemetry.trace.status import Status, StatusCode
from opentelemetry.util.types import AttributeValue

from keel import __version__
from keel import trace as ev
from keel.trace import TraceEvent

__all__ = ["OtelSink", "flatten", "run_span_id_for", "trace_id_for"]

log = logging.getLogger("keel.otel")

INSTRUMENTATION: Final = "keel"
"""The instrumentation scope name of the spans."""
CHAT: Final = gen_ai.GenAiOperationNameValues.CHAT.value
EXECUTE_TOOL: Final = gen_ai.GenAiOperationNameValues.EXECUTE_TOOL.value
INVOKE_AGENT: Final = gen_ai.GenAiOperationNameValues.INVOKE_AGENT.value

_HEX = frozenset("0123456789abcdef")
_SCALAR = (str, bool, int, float)
_INT64 = 2**63


def trace_id_for(run_id: str) -> int:
    """The trace id of every span of run ``run_id``.

    A run id of 32 hex digits (keel's own, a UUID's hex) is the trace id itself, so a
    backend finds the trace by the run id; any other id is hashed (SHA-256, first 16 bytes).
    """
    lowered = run_id.lower()
    if len(lowered) == 32 and _HEX.issuperset(lowered) and int(lowered, 16):
        return int(lowered, 16)
    return int.from_bytes(hashlib.sha256(run_id.encode()).digest()[:16], "big") or 1


def run_span_id_for(run_id: str) -> int:
    """The span id every segment of run ``run_id`` names as its (remote) parent."""
    digest = hashlib.sha256(b"keel.run:" + run_id.encode()).digest()
    return int.from_bytes(digest[:8], "big") or 1


def _nanos(stamp: datetime) -> int:
    return int(stamp.timestamp() * 1e9)


def flatten(data: Mapping[str, Any], prefix: str = "") -> dict[str, AttributeValue]:
    """``data`` as OpenTelemetry attributes: scalars as they are (None left out), lists of
    one scalar type as sequences, mappings as dotted keys, anything else as JSON text."""
    out: dict[str, AttributeValue] = {}
    for key, value in data.items():
        name = f"{prefix}{key}"
        if isinstance(value, _SCALAR):
            out[name] = (
                value if not isinstance(value, int) or -_INT64 <= value < _INT64 else str(value)
            )
        elif isinstance(value, Mapping):
            out.update(flatten(value, f"{name}."))
        elif isinstance(value, list | tuple) and _uniform(value):
            out[name] = list(value)
        elif value is not None:
            out[name] = json.dumps(value, ensure_ascii=False, default=str, sort_keys=True)
    return out


def _uniform(values: list[Any] | tuple[Any, ...]) -> bool:
    """Whether ``values`` is a legal attribute sequence (one of str, bool, int, float)."""
    if not values:
        return True
    first = type(values[0])
    return first in (str, bool, int, float) and all(type(v) is first for v in values)


class _Call:
    """A model call or tool attempt under way: its span is made, whole, when it ends.

    Building a span once, with every attribute, costs the SDK about half of starting it
    and adding attributes later; the span's times come from the events either way.
    """

    __slots__ = ("attributes", "events", "kind", "name", "start")

    def __init__(
        self, name: str, kind: SpanKind, start: int, attributes: dict[str, AttributeValue]
    ) -> None:
        self.name = name
        self.kind = kind
        self.start = start
        self.attributes = attributes
        self.events: list[tuple[str, dict[str, AttributeValue], int]] = []


class _Segment:
    """The open spans of one run in this process (one segment and its current children)."""

    __slots__ = (
        "context",
        "cost",
        "input_tokens",
        "model",
        "model_call",
        "model_calls",
        "output_tokens",
        "run_id",
        "span",
        "tool_call",
        "tool_calls",
    )

    def __init__(self, run_id: str, span: Span, model: str) -> None:
        self.run_id = run_id
        self.span = span
        self.context = trace.set_span_in_context(span)
        self.model = model
        self.model_call: _Call | None = None
        self.tool_call: _Call | None = None
        self.model_calls = self.tool_calls = 0
        self.input_tokens = self.output_tokens = 0
        self.cost = 0.0


class OtelSink:
    """A trace sink that records keel runs as OpenTelemetry spans (see the module docstring).

    Args:
        tracer_provider: where spans go; None uses the global provider (as set by
            ``opentelemetry.trace.set_tracer_provider``, also when set later).
        agent_name: ``gen_ai.agent.name`` of the segment spans, and their name's suffix.
    """

    def __init__(
        self, tracer_provider: trace.TracerProvider | None = None, *, agent_name: str = "keel"
    ) -> None:
        self.agent_name = agent_name
        self._tracer = trace.get_tracer(
            INSTRUMENTATION, __version__, tracer_provider=tracer_provider
        )
        self._runs: dict[str, _Segment] = {}
        self._lock = threading.Lock()
        self._failed = False
        self._segment_name = f"{INVOKE_AGENT} {agent_name}"
        self._handlers: dict[str, Callable[[TraceEvent], None]] = {
            ev.RUN_STARTED: self._open_segment,
            ev.RUN_RESUMED: self._open_segment,
            ev.MODEL_REQUESTED: self._model_requested,
            ev.MODEL_DECISION: self._model_decision,
            ev.MODEL_FAILED: self._model_failed,
            ev.MODEL_RETRY: self._model_retry,
            ev.TOOL_STARTED: self._tool_started,
            ev.TOOL_SUCCEEDED: self._tool_outcome,
            ev.TOOL_RETRYABLE_FAILURE: self._tool_outcome,
            ev.TOOL_FAILED: self._tool_outcome,
            ev.TOOL_REPLAYED: self._tool_settled,
            ev.TOOL_OUTCOME_UNKNOWN: self._tool_settled,
            ev.RUN_COMPLETED: self._close_segment,
            ev.RUN_PAUSED: self._close_segment,
            ev.RUN_TERMINATED: self._close_segment,
        }

    def emit(self, event: TraceEvent) -> None:
        """Turn one event into span starts, ends or span events; never raises."""
        try:
            handler = self._handlers.get(event.event_type)
            if handler is None:
                self._span_event(event)
            else:
                handler(event)
        except Exception:
            if not self._failed:  # once: a broken exporter must not flood the log either
                self._failed = True
                log.warning(
                    "keel.otel: could not record %s of run %s as OpenTelemetry spans; "
                    "later failures are not reported",
                    event.event_type,
                    event.run_id,
                    exc_info=True,
                )

    def close(self) -> None:
        """End every span a run left open (abandoned, or its process is exiting)."""
        with self._lock:
            segments = list(self._runs.values())
            self._runs.clear()
        for segment in segments:
            self._end_segment(segment, None, "abandoned")

    # -- segments -------------------------------------------------------------------------

    def _segment(self, event: TraceEvent) -> _Segment:
        """The run's open segment; one is opened if an event arrives without one (a run
        reopened and stepped without a reply, or events after a sink was added)."""
        segment = self._runs.get(event.run_id or "")
        if segment is None:
            segment = self._start(event, "continued", "")
        return segment

    def _open_segment(self, event: TraceEvent) -> None:
        how = "started" if event.event_type == ev.RUN_STARTED else "resumed"
        self._start(event, how, str(event.data.get("model") or ""))

    def _start(self, event: TraceEvent, how: str, model: str) -> _Segment:
        run_id = event.run_id or ""
        parent = SpanContext(
            trace_id_for(run_id),
            run_span_id_for(run_id),
            is_remote=True,
            trace_flags=TraceFlags(TraceFlags.SAMPLED),
        )
        current = trace.get_current_span().get_span_context()
        attributes: dict[str, AttributeValue] = {
            gen_ai.GEN_AI_OPERATION_NAME: INVOKE_AGENT,
            gen_ai.GEN_AI_AGENT_NAME: self.agent_name,
            gen_ai.GEN_AI_CONVERSATION_ID: run_id,
            "keel.run.id": run_id,
            "keel.run.segment": how,
            "keel.run.first_seq": event.seq,
        }
        if model:
            attributes[gen_ai.GEN_AI_REQUEST_MODEL] = model
        span = self._tracer.start_span(
            self._segment_name,
            context=trace.set_span_in_context(NonRecordingSpan(parent), otel_context.Context()),
            kind=SpanKind.INTERNAL,
            attributes=attributes,
            links=[Link(current)] if current.is_valid else (),
            start_time=_nanos(event.timestamp),
        )
        segment = _Segment(run_id, span, model)
        with self._lock:
            stale = self._runs.get(run_id)
            self._runs[run_id] = segment
        if stale is not None:  # its process never said how it ended
            self._end_segment(stale, event.timestamp, "abandoned")
        if how != "started":
            reply = event.data.get("reply")
            if reply is not None:
                span.set_attribute("keel.run.reply", str(reply))
        return segment

    def _close_segment(self, event: TraceEvent) -> None:
        segment = self._segment(event)
        with self._lock:
            self._runs.pop(segment.run_id, None)
        data = event.data
        if event.event_type == ev.RUN_TERMINATED:
            segment.span.add_event(
                ev.RUN_TERMINATED, flatten(data), timestamp=_nanos(event.timestamp)
            )
        elif event.event_type == ev.RUN_PAUSED:
            segment.span.set_attributes(flatten({"pending": data.get("pending") or {}}, "keel."))
        status = str(data.get("status") or "completed")
        attributes: dict[str, AttributeValue] = {
            "keel.run.status": status,
            "keel.run.stop_reason": str(data.get("kind") or status),
            "keel.run.steps": int(data.get("step") or 0),
            "keel.run.last_seq": event.seq,
        }
        if "reason" in data:
            attributes["keel.run.reason"] = str(data["reason"])
        for key in ("input_tokens", "output_tokens", "cost_usd", "elapsed_seconds"):
            if key in data:  # the run's totals, across every segment
                attributes[f"keel.run.{key}"] = data[key]
        segment.span.set_attributes(attributes)
        if status == "failed":
            segment.span.set_attribute(ERROR_TYPE, str(data.get("kind") or "failed"))
            segment.span.set_status(Status(StatusCode.ERROR, str(data.get("reason") or "")))
        self._end_segment(segment, event.timestamp, None)

    def _end_segment(self, segment: _Segment, at: datetime | None, abandoned: str | None) -> None:
        """End the segment's open children, then the segment with its own usage figures."""
        end = time_ns() if at is None else _nanos(at)
        if segment.model_call is not None:
            self._abandon(segment, segment.model_call, end, {})
            segment.model_call = None
        if segment.tool_call is not None:
            self._abandon(segment, segment.tool_call, end, {"keel.tool.outcome": "abandoned"})
            segment.tool_call = None
        span = segment.span
        span.set_attributes(
            {
                gen_ai.GEN_AI_USAGE_INPUT_TOKENS: segment.input_tokens,
                gen_ai.GEN_AI_USAGE_OUTPUT_TOKENS: segment.output_tokens,
                "keel.usage.cost_usd": segment.cost,
                "keel.run.model_calls": segment.model_calls,
                "keel.run.tool_calls": segment.tool_calls,
            }
        )
        if abandoned is not None:
            span.set_attribute("keel.run.status", abandoned)
            span.set_attribute(ERROR_TYPE, abandoned)
            span.set_status(Status(StatusCode.ERROR, "the run ended without a final event"))
        span.end(end)

    def _abandon(
        self, segment: _Segment, call: _Call, end: int, attributes: dict[str, AttributeValue]
    ) -> None:
        """End a call that never got its outcome (the run went away, or a new one began)."""
        attributes[ERROR_TYPE] = "abandoned"
        self._finish(segment, call, end, attributes, "ended without an outcome event")

    def _finish(
        self,
        segment: _Segment,
        call: _Call,
        end: int,
        attributes: dict[str, AttributeValue],
        error: str | None,
    ) -> None:
        """Make and end the span of a finished call, with all its attributes at once."""
        call.attributes.update(attributes)
        span = self._tracer.start_span(
            call.name,
            context=segment.context,
            kind=call.kind,
            attributes=call.attributes,
            start_time=call.start,
        )
        for name, event_attributes, at in call.events:
            span.add_event(name, event_attributes, timestamp=at)
        if error is not None:
            span.set_status(Status(StatusCode.ERROR, error))
        span.end(end)

    def _span_event(self, event: TraceEvent) -> None:
        """Anything else the runtime decided: an event on the segment span."""
        segment = self._segment(event)
        segment.span.add_event(
            event.event_type, flatten(event.data), timestamp=_nanos(event.timestamp)
        )

    # -- model calls ----------------------------------------------------------------------

    def _model_requested(self, event: TraceEvent) -> None:
        segment = self._segment(event)
        start = _nanos(event.timestamp)
        if segment.model_call is not None:
            self._abandon(segment, segment.model_call, start, {})
        data = event.data
        model = segment.model
        attributes: dict[str, AttributeValue] = {
            gen_ai.GEN_AI_OPERATION_NAME: CHAT,
            gen_ai.GEN_AI_CONVERSATION_ID: segment.run_id,
            "keel.step": data.get("step", 0),
            gen_ai.GEN_AI_REQUEST_MAX_TOKENS: data.get("max_output_tokens", 0),
            "keel.model.retries": 0,
        }
        if model:
            attributes[gen_ai.GEN_AI_REQUEST_MODEL] = model
        segment.model_calls += 1
        segment.model_call = _Call(
            f"{CHAT} {model}" if model else CHAT, SpanKind.CLIENT, start, attributes
        )

    def _model_retry(self, event: TraceEvent) -> None:
        segment = self._segment(event)
        at, attributes = _nanos(event.timestamp), flatten(event.data)
        call = segment.model_call
        if call is None:
            segment.span.add_event(ev.MODEL_RETRY, attributes, timestamp=at)
            return
        call.events.append((ev.MODEL_RETRY, attributes, at))
        call.attributes["keel.model.retries"] = len(call.events)

    def _model_decision(self, event: TraceEvent) -> None:
        data = event.data
        decision = data.get("decision") or {}
        attributes: dict[str, AttributeValue] = {"keel.decision.kind": decision.get("kind", "")}
        call = decision.get("call")
        if call:
            attributes["keel.decision.tool"] = call.get("name", "")
        self._end_model_call(event, attributes, None)

    def _model_failed(self, event: TraceEvent) -> None:
        error = str(event.data.get("error") or "model_failed")
        attributes: dict[str, AttributeValue] = {ERROR_TYPE: error}
        self._end_model_call(event, attributes, str(event.data.get("message") or error))

    def _end_model_call(
        self, event: TraceEvent, attributes: dict[str, AttributeValue], error: str | None
    ) -> None:
        segment = self._segment(event)
        call = segment.model_call
        if call is None:  # a failure before any request (an unusable reply at recovery)
            self._span_event(event)
            return
        data = event.data
        input_tokens = data.get("input_tokens", 0)
        output_tokens = data.get("output_tokens", 0)
        cost = data.get("cost_usd", 0.0)
        segment.input_tokens += input_tokens
        segment.output_tokens += output_tokens
        segment.cost += cost
        attributes[gen_ai.GEN_AI_USAGE_INPUT_TOKENS] = input_tokens
        attributes[gen_ai.GEN_AI_USAGE_OUTPUT_TOKENS] = output_tokens
        attributes["keel.usage.cost_usd"] = cost
        provider = data.get("provider")
        if provider:
            response_model = provider.get("model")
            if isinstance(response_model, str):
                attributes[gen_ai.GEN_AI_RESPONSE_MODEL] = response_model
        self._finish(segment, call, _nanos(event.timestamp), attributes, error)
        segment.model_call = None

    def _tool_attributes(self, segment: _Segment, data: Mapping[str, Any]) -> dict[str, Any]:
        step = data.get("step", 0)
        return {
            gen_ai.GEN_AI_OPERATION_NAME: EXECUTE_TOOL,
            gen_ai.GEN_AI_TOOL_NAME: data.get("tool", ""),
            gen_ai.GEN_AI_TOOL_TYPE: "function",
            gen_ai.GEN_AI_TOOL_CALL_ID: f"{segment.run_id}:{step}",
            "keel.step": step,
        }

    def _tool_started(self, event: TraceEvent) -> None:
        segment = self._segment(event)
        start = _nanos(event.timestamp)
        if segment.tool_call is not None:
            self._abandon(segment, segment.tool_call, start, {"keel.tool.outcome": "abandoned"})
        data = event.data
        attributes = self._tool_attributes(segment, data)
        attributes["keel.tool.fingerprint"] = data.get("action_signature", "")
        attributes["keel.tool.attempt"] = data.get("attempt", 1)
        segment.tool_calls += 1
        segment.tool_call = _Call(
            f"{EXECUTE_TOOL} {data.get('tool', '')}", SpanKind.INTERNAL, start, attributes
        )

    def _tool_outcome(self, event: TraceEvent) -> None:
        segment = self._segment(event)
        call = segment.tool_call
        if call is None:
            self._span_event(event)
            return
        segment.tool_call = None
        data = event.data
        end = _nanos(event.timestamp)
        kind = event.event_type
        if kind == ev.TOOL_SUCCEEDED:
            attributes: dict[str, AttributeValue] = {
                "keel.tool.outcome": "succeeded",
                "keel.tool.duration_ms": data.get("duration_ms", 0.0),
            }
            sources = data.get("source_ids")
            if sources:
                attributes["keel.tool.source_ids"] = sources
            if data.get("truncated"):
                attributes["keel.tool.truncated"] = True
            self._finish(segment, call, end, attributes, None)
            return
        error = str(data.get("error") or "error")
        retryable = kind == ev.TOOL_RETRYABLE_FAILURE
        outcome = "retryable_failure" if retryable else "failed"
        if retryable:
            call.events.append((kind, flatten(data), end))
        attributes = {"keel.tool.outcome": outcome, ERROR_TYPE: error}
        self._finish(segment, call, end, attributes, str(data.get("message") or error))

    def _tool_settled(self, event: TraceEvent) -> None:
        """A recovered action, not run again: a span of no duration with its outcome."""
        segment = self._segment(event)
        data = event.data
        attributes = self._tool_attributes(segment, data)
        replayed = event.event_type == ev.TOOL_REPLAYED
        attributes["keel.tool.outcome"] = "replayed" if replayed else "unknown"
        attributes["keel.tool.idempotency_key"] = data.get("idempotency_key", "")
        if replayed:
            attributes["keel.tool.ok"] = bool(data.get("ok"))
        at = _nanos(event.timestamp)
        span = self._tracer.start_span(
            f"{EXECUTE_TOOL} {data.get('tool', '')}",
            context=segment.context,
            kind=SpanKind.INTERNAL,
            attributes=attributes,
            start_time=at,
        )
        span.end(at)
