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

*Content* (tool arguments, clarification questions and answers, error messages, free-text
reasons, the pending question or arguments of a paused run) is recorded only when asked for
(``capture_content=True``, or ``OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT=true``), as
the GenAI conventions have it; without it the spans keep their structure (event names, tool
names, fingerprints, kinds, counts, statuses, rule names) and a failure's status description
is its error type.

Spans go out one of two ways: finished, straight to a span processor
(``OtelSink(span_processor=...)`` or ``OtelSink(exporter=...)``, the faster path, which skips
the tracer's sampler, span limits and ``on_start``), or through a tracer provider's tracer
(``OtelSink(provider)``, or the global provider); `OtelSink` says what each does. The names,
attributes, events and times of the spans are decided once (`_Span`), whichever way.

The sink never raises into a run: a failure (of the sink or of a span processor that exports
synchronously) is logged once on the ``keel.otel`` logger and the sink goes on. State is kept
per run id, so one sink may serve concurrent runs; `OtelSink.close` ends what an abandoned
run left open.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import random
import threading
from collections.abc import Callable, Mapping, Sequence
from datetime import datetime
from time import time_ns
from typing import TYPE_CHECKING, Any, Final, Protocol

from opentelemetry import context as otel_context
from opentelemetry import trace
from opentelemetry.semconv._incubating.attributes import gen_ai_attributes as gen_ai
from opentelemetry.semconv.attributes.error_attributes import ERROR_TYPE
from opentelemetry.trace import Link, NonRecordingSpan, SpanContext, SpanKind, TraceFlags
from opentelemetry.trace.status import Status, StatusCode
from opentelemetry.util.types import AttributeValue

from keel import __version__
from keel import trace as ev
from keel.trace import TraceEvent

if TYPE_CHECKING:
    from opentelemetry.sdk.resources import Resource
    from opentelemetry.sdk.trace import SpanProcessor
    from opentelemetry.sdk.trace.export import SpanExporter

__all__ = [
    "CAPTURE_CONTENT_ENV",
    "CONTENT_KEYS",
    "OtelSink",
    "flatten",
    "run_span_id_for",
    "trace_id_for",
    "without_content",
]

log = logging.getLogger("keel.otel")

INSTRUMENTATION: Final = "keel"
"""The instrumentation scope name of the spans."""
CAPTURE_CONTENT_ENV: Final = "OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT"
"""The variable that turns content capture on (``true``) when ``capture_content`` is None."""
CHAT: Final = gen_ai.GenAiOperationNameValues.CHAT.value
EXECUTE_TOOL: Final = gen_ai.GenAiOperationNameValues.EXECUTE_TOOL.value
INVOKE_AGENT: Final = gen_ai.GenAiOperationNameValues.INVOKE_AGENT.value

_HEX = frozenset("0123456789abcdef")
_SCALAR = (str, bool, int, float)
_INT64 = 2**63
_SAMPLED = TraceFlags(TraceFlags.SAMPLED)
_UNSET = Status(StatusCode.UNSET)

CONTENT_KEYS: Final = frozenset(
    {"answer", "arguments", "errors", "message", "provenance", "question", "rationale", "reason"}
)
"""Keys of event data (at any depth) that hold content: left out unless content is captured."""
_CODES: Final = {ev.TOOL_REJECTED: frozenset({"reason", "errors"})}
"""Per event, content keys that are codes or counts there (``tool_rejected``'s reason is
``unknown_tool``/``invalid_arguments``, its errors a count): kept."""


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


def _span_id(bits: Callable[[int], int] = random.getrandbits) -> int:
    """A random span id (never 0, the invalid one)."""
    return bits(64) or 1


def flatten(data: Mapping[str, Any], prefix: str = "") -> dict[str, AttributeValue]:
    """``data`` as OpenTelemetry attributes: scalars as they are (None left out), lists of
    one scalar type as tuples, mappings as dotted keys, anything else as JSON text."""
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
            out[name] = tuple(value)
        elif value is not None:
            out[name] = json.dumps(value, ensure_ascii=False, default=str, sort_keys=True)
    return out


def _uniform(values: list[Any] | tuple[Any, ...]) -> bool:
    """Whether ``values`` is a legal attribute sequence (one of str, bool, int, float)."""
    if not values:
        return True
    first = type(values[0])
    return first in (str, bool, int, float) and all(type(v) is first for v in values)


def without_content(data: Mapping[str, Any], keep: frozenset[str] = frozenset()) -> dict[str, Any]:
    """``data`` without its `CONTENT_KEYS` (at any depth), except those in ``keep``."""
    return {
        key: without_content(value) if isinstance(value, Mapping) else value
        for key, value in data.items()
        if key not in CONTENT_KEYS or key in keep
    }


def _capture_from_env() -> bool:
    return os.environ.get(CAPTURE_CONTENT_ENV, "").strip().lower() == "true"


class _Span:
    """What a span will be: everything but its ids is known before it is emitted.

    Both emitters make spans from these, so the names, attributes, events and times of a
    run's spans are decided in one place whichever way they reach the exporter.
    """

    __slots__ = (
        "attributes",
        "context",
        "error",
        "events",
        "handle",
        "kind",
        "links",
        "name",
        "parent",
        "start",
    )

    def __init__(
        self,
        name: str,
        kind: SpanKind,
        start: int,
        attributes: dict[str, AttributeValue],
        parent: SpanContext | None = None,
        links: Sequence[Link] = (),
    ) -> None:
        self.name, self.kind, self.start, self.attributes = name, kind, start, attributes
        self.parent, self.links = parent, links
        self.events: Sequence[tuple[str, dict[str, AttributeValue], int]] = ()
        self.error: str | None = None
        self.context: SpanContext | None = None
        self.handle: Any = None

    def add_event(self, name: str, attributes: dict[str, AttributeValue], at: int) -> None:
        """Add a span event (the list is made with the first: most spans have none)."""
        events = self.events if isinstance(self.events, list) else []
        events.append((name, attributes, at))
        self.events = events


class _Emitter(Protocol):
    """Turns `_Span` descriptions into spans for one pipeline."""

    def open(self, segment: _Span) -> None:
        """A segment begins: give it its span context (children name it as parent)."""

    def end(self, span: _Span, segment: _Span | None, end: int) -> None:
        """Emit a finished span: a call (child of ``segment``) or a segment (None)."""


class _TracerEmitter:
    """Spans through a tracer provider's `Tracer` (its sampler, limits and processors)."""

    def __init__(self, tracer_provider: trace.TracerProvider | None) -> None:
        self._tracer = trace.get_tracer(
            INSTRUMENTATION, __version__, tracer_provider=tracer_provider
        )

    def open(self, segment: _Span) -> None:
        """Start the segment's span now (processors see ``on_start``)."""
        assert segment.parent is not None
        parent = trace.set_span_in_context(NonRecordingSpan(segment.parent), otel_context.Context())
        live = self._tracer.start_span(
            segment.name,
            context=parent,
            kind=segment.kind,
            attributes=segment.attributes,
            links=segment.links,
            start_time=segment.start,
        )
        segment.handle = (live, trace.set_span_in_context(live))
        segment.context = live.get_span_context()

    def end(self, span: _Span, segment: _Span | None, end: int) -> None:
        """Start (a call) or complete (a segment) the span, and end it."""
        if segment is None:
            live = span.handle[0]
            live.set_attributes(span.attributes)
        else:
            live = self._tracer.start_span(
                span.name,
                context=segment.handle[1],
                kind=span.kind,
                attributes=span.attributes,
                start_time=span.start,
            )
        for name, attributes, at in span.events:
            live.add_event(name, attributes, timestamp=at)
        if span.error is not None:
            live.set_status(Status(StatusCode.ERROR, span.error))
        live.end(end)


class _ProcessorEmitter:
    """Finished `ReadableSpan` objects straight to a `SpanProcessor`'s ``on_end``."""

    def __init__(self, processor: SpanProcessor, resource: Resource | None) -> None:
        from opentelemetry.sdk.resources import Resource
        from opentelemetry.sdk.trace import Event, ReadableSpan
        from opentelemetry.sdk.util.instrumentation import InstrumentationScope

        self.processor = processor
        self._resource = Resource.create() if resource is None else resource
        self._scope = InstrumentationScope(INSTRUMENTATION, __version__)
        self._readable, self._event = ReadableSpan, Event

    def open(self, segment: _Span) -> None:
        """Give the segment its span id; nothing reaches the processor until it ends."""
        assert segment.parent is not None
        segment.context = SpanContext(segment.parent.trace_id, _span_id(), False, _SAMPLED)

    def end(self, span: _Span, segment: _Span | None, end: int) -> None:
        """Build the finished span and hand it to the processor."""
        if segment is None:
            context, parent = span.context, span.parent
        else:
            parent = segment.context
            assert parent is not None
            context = SpanContext(parent.trace_id, _span_id(), False, _SAMPLED)
        event = self._event
        events = (
            [event(name, values, at) for name, values, at in span.events] if span.events else ()
        )
        self.processor.on_end(
            self._readable(
                name=span.name,
                context=context,
                parent=parent,
                resource=self._resource,
                attributes=span.attributes,
                events=events,
                links=span.links,
                kind=span.kind,
                instrumentation_scope=self._scope,
                status=_UNSET if span.error is None else Status(StatusCode.ERROR, span.error),
                start_time=span.start,
                end_time=end,
            )
        )


def _emitter_for(
    tracer_provider: trace.TracerProvider | None,
    span_processor: SpanProcessor | None,
    exporter: SpanExporter | None,
    resource: Resource | None,
) -> tuple[_Emitter, SpanProcessor | None]:
    """The emitter of an `OtelSink`'s arguments, and the processor it made (``exporter=``)."""
    given = [x for x in (tracer_provider, span_processor, exporter) if x is not None]
    if len(given) > 1:
        raise ValueError("give OtelSink one of tracer_provider, span_processor, exporter")
    owned: SpanProcessor | None = None
    if exporter is not None:
        from opentelemetry.sdk.trace.export import BatchSpanProcessor

        span_processor = owned = BatchSpanProcessor(exporter)
    if span_processor is not None:
        return _ProcessorEmitter(span_processor, resource), owned
    if resource is not None:
        raise ValueError(
            "resource= is for span_processor= or exporter=; a tracer provider has its own"
        )
    return _TracerEmitter(tracer_provider), None


class _Segment:
    """The open spans of one run in this process (one segment and its current children)."""

    __slots__ = (
        "cost",
        "input_tokens",
        "model",
        "model_call",
        "model_calls",
        "output_tokens",
        "provider",
        "run_id",
        "span",
        "tool_call",
        "tool_calls",
    )

    def __init__(self, run_id: str, span: _Span, model: str, provider: str) -> None:
        self.run_id, self.span, self.model, self.provider = run_id, span, model, provider
        self.model_call: _Span | None = None
        self.tool_call: _Span | None = None
        self.model_calls = self.tool_calls = 0
        self.input_tokens = self.output_tokens = 0
        self.cost = 0.0


class OtelSink:
    """A trace sink that records keel runs as OpenTelemetry spans (see the module docstring).

    Spans reach the exporter one of two ways:

    * **a span processor** (``span_processor=``, or ``exporter=``, which the sink wraps in a
      ``BatchSpanProcessor`` of its own): the faster path (about a quarter of the tracer path's
      cost a step, see bench/README.md). The sink builds each span finished, as an SDK
      ``ReadableSpan``, and hands it to the processor's ``on_end``. It skips what a ``Tracer``
      adds: no sampler (every span is sampled), no span limits (attributes are not truncated or
      counted), no ``on_start`` call, and a segment span reaches the processor only when the
      segment ends (`close` ends those of abandoned runs). Its resource is ``resource``, by
      default ``Resource.create()`` (which reads ``OTEL_SERVICE_NAME`` and
      ``OTEL_RESOURCE_ATTRIBUTES``).
    * **a tracer provider** (``tracer_provider=``, or neither argument: the global provider,
      also when set later): spans go through its ``Tracer``, with its sampler, limits and
      processors; a segment's span is started when the segment opens. A model call's or a
      tool attempt's span is started and ended at once when it ends, with its true times.

    Args:
        tracer_provider: the provider whose tracer makes the spans; None (and no processor
            or exporter) uses the global provider.
        span_processor: the processor finished spans are handed to (fast path).
        exporter: a span exporter; the sink hands spans to a ``BatchSpanProcessor`` on it,
            which `shutdown` flushes and shuts down (fast path).
        resource: the spans' resource on the fast path (default ``Resource.create()``).
        agent_name: ``gen_ai.agent.name`` of the segment spans, and their name's suffix.
        capture_content: record content (arguments, outputs, questions, answers, messages,
            reasons); None reads ``OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT``
            (``true`` turns it on). Off by default.

    Raises:
        ValueError: more than one of ``tracer_provider``, ``span_processor``, ``exporter``,
            or a ``resource`` without a processor or exporter.
    """

    def __init__(
        self,
        tracer_provider: trace.TracerProvider | None = None,
        *,
        span_processor: SpanProcessor | None = None,
        exporter: SpanExporter | None = None,
        resource: Resource | None = None,
        agent_name: str = "keel",
        capture_content: bool | None = None,
    ) -> None:
        self._emitter, self._owned = _emitter_for(
            tracer_provider, span_processor, exporter, resource
        )
        self.agent_name = agent_name
        self.capture_content = _capture_from_env() if capture_content is None else capture_content
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

    def shutdown(self, timeout_millis: int = 30_000) -> None:
        """`close`, then flush and shut down the processor the sink made (``exporter=``);
        a processor or provider given to the sink is left to its owner."""
        self.close()
        if self._owned is not None:
            self._owned.force_flush(timeout_millis)
            self._owned.shutdown()

    # -- content --------------------------------------------------------------------------

    def _data(self, event: TraceEvent) -> Mapping[str, Any]:
        """The event's data as recorded: without content unless content is captured."""
        if self.capture_content:
            return event.data
        return without_content(event.data, _CODES.get(event.event_type, frozenset()))

    def _text(self, text: Any, code: str) -> str:
        """A free text (message, reason) if content is captured, else its ``code``."""
        return str(text or code) if self.capture_content else code

    # -- segments -------------------------------------------------------------------------

    def _segment(self, event: TraceEvent) -> _Segment:
        """The run's open segment; one is opened if an event arrives without one (a run
        reopened and stepped without a reply, or events after a sink was added)."""
        segment = self._runs.get(event.run_id or "")
        if segment is None:
            segment = self._start(event, "continued")
        return segment

    def _open_segment(self, event: TraceEvent) -> None:
        self._start(event, "started" if event.event_type == ev.RUN_STARTED else "resumed")

    def _segment_attributes(self, event: TraceEvent, how: str) -> dict[str, AttributeValue]:
        run_id, data = event.run_id or "", event.data
        attributes: dict[str, AttributeValue] = {
            gen_ai.GEN_AI_OPERATION_NAME: INVOKE_AGENT,
            gen_ai.GEN_AI_AGENT_NAME: self.agent_name,
            gen_ai.GEN_AI_CONVERSATION_ID: run_id,
            "keel.run.id": run_id,
            "keel.run.segment": how,
            "keel.run.first_seq": event.seq,
        }
        if how == "continued":
            return attributes
        for key, name in (
            ("provider", gen_ai.GEN_AI_PROVIDER_NAME),
            ("model", gen_ai.GEN_AI_REQUEST_MODEL),
            ("reply", "keel.run.reply"),
        ):
            value = data.get(key)
            if value:
                attributes[name] = str(value)
        return attributes

    def _start(self, event: TraceEvent, how: str) -> _Segment:
        run_id = event.run_id or ""
        parent = SpanContext(trace_id_for(run_id), run_span_id_for(run_id), True, _SAMPLED)
        current = trace.get_current_span().get_span_context()
        attributes = self._segment_attributes(event, how)
        span = _Span(
            self._segment_name,
            SpanKind.INTERNAL,
            _nanos(event.timestamp),
            attributes,
            parent,
            [Link(current)] if current.is_valid else (),
        )
        self._emitter.open(span)
        model = str(attributes.get(gen_ai.GEN_AI_REQUEST_MODEL, ""))
        provider = str(attributes.get(gen_ai.GEN_AI_PROVIDER_NAME, ""))
        segment = _Segment(run_id, span, model, provider)
        with self._lock:
            stale = self._runs.get(run_id)
            self._runs[run_id] = segment
        if stale is not None:  # its process never said how it ended
            self._end_segment(stale, event.timestamp, "abandoned")
        return segment

    def _close_segment(self, event: TraceEvent) -> None:
        segment = self._segment(event)
        with self._lock:
            self._runs.pop(segment.run_id, None)
        data, span = event.data, segment.span
        if event.event_type == ev.RUN_TERMINATED:
            at = _nanos(event.timestamp)
            span.add_event(ev.RUN_TERMINATED, flatten(self._data(event)), at)
        elif event.event_type == ev.RUN_PAUSED:
            pending = self._data(event).get("pending") or {}
            span.attributes.update(flatten({"pending": pending}, "keel."))
        status = str(data.get("status") or "completed")
        kind = str(data.get("kind") or status)
        attributes = span.attributes
        attributes["keel.run.status"] = status
        attributes["keel.run.stop_reason"] = kind
        attributes["keel.run.steps"] = int(data.get("step") or 0)
        attributes["keel.run.last_seq"] = event.seq
        if "reason" in data and self.capture_content:
            attributes["keel.run.reason"] = str(data["reason"])
        for key in ("input_tokens", "output_tokens", "cost_usd", "elapsed_seconds"):
            if data.get(key) is not None:  # the run's totals, across every segment
                attributes[f"keel.run.{key}"] = data[key]
        if status == "failed":
            attributes[ERROR_TYPE] = str(data.get("kind") or "failed")
            span.error = self._text(data.get("reason"), kind)
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
        span.attributes.update(
            {
                gen_ai.GEN_AI_USAGE_INPUT_TOKENS: segment.input_tokens,
                gen_ai.GEN_AI_USAGE_OUTPUT_TOKENS: segment.output_tokens,
                "keel.usage.cost_usd": segment.cost,
                "keel.run.model_calls": segment.model_calls,
                "keel.run.tool_calls": segment.tool_calls,
            }
        )
        if abandoned is not None:
            span.attributes["keel.run.status"] = abandoned
            span.attributes[ERROR_TYPE] = abandoned
            span.error = "the run ended without a final event"
        self._emitter.end(span, None, end)

    def _abandon(
        self, segment: _Segment, call: _Span, end: int, attributes: dict[str, AttributeValue]
    ) -> None:
        """End a call that never got its outcome (the run went away, or a new one began)."""
        attributes[ERROR_TYPE] = "abandoned"
        self._finish(segment, call, end, attributes, "ended without an outcome event")

    def _finish(
        self,
        segment: _Segment,
        call: _Span,
        end: int,
        attributes: dict[str, AttributeValue],
        error: str | None,
    ) -> None:
        """Emit the span of a finished call, with all its attributes at once."""
        call.attributes.update(attributes)
        call.error = error
        self._emitter.end(call, segment.span, end)

    def _span_event(self, event: TraceEvent) -> None:
        """Anything else the runtime decided: an event on the segment span."""
        segment = self._segment(event)
        segment.span.add_event(
            event.event_type, flatten(self._data(event)), _nanos(event.timestamp)
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
        if segment.provider:
            attributes[gen_ai.GEN_AI_PROVIDER_NAME] = segment.provider
        segment.model_calls += 1
        segment.model_call = _Span(
            f"{CHAT} {model}" if model else CHAT, SpanKind.CLIENT, start, attributes
        )

    def _model_retry(self, event: TraceEvent) -> None:
        segment = self._segment(event)
        at, attributes = _nanos(event.timestamp), flatten(self._data(event))
        call = segment.model_call
        target = segment.span if call is None else call
        target.add_event(ev.MODEL_RETRY, attributes, at)
        if call is not None:
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
        self._end_model_call(event, attributes, self._text(event.data.get("message"), error))

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

    # -- tool attempts --------------------------------------------------------------------

    def _tool_span(self, segment: _Segment, data: Mapping[str, Any], start: int) -> _Span:
        step = data.get("step", 0)
        tool = data.get("tool", "")
        attributes: dict[str, AttributeValue] = {
            gen_ai.GEN_AI_OPERATION_NAME: EXECUTE_TOOL,
            gen_ai.GEN_AI_TOOL_NAME: tool,
            gen_ai.GEN_AI_TOOL_TYPE: "function",
            gen_ai.GEN_AI_TOOL_CALL_ID: f"{segment.run_id}:{step}",
            "keel.step": step,
        }
        return _Span(f"{EXECUTE_TOOL} {tool}", SpanKind.INTERNAL, start, attributes)

    def _tool_started(self, event: TraceEvent) -> None:
        segment = self._segment(event)
        start = _nanos(event.timestamp)
        if segment.tool_call is not None:
            self._abandon(segment, segment.tool_call, start, {"keel.tool.outcome": "abandoned"})
        data = event.data
        span = self._tool_span(segment, data, start)
        span.attributes["keel.tool.fingerprint"] = data.get("action_signature", "")
        span.attributes["keel.tool.attempt"] = data.get("attempt", 1)
        segment.tool_calls += 1
        segment.tool_call = span

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
                attributes["keel.tool.source_ids"] = tuple(sources)
            if data.get("truncated"):
                attributes["keel.tool.truncated"] = True
            self._finish(segment, call, end, attributes, None)
            return
        error = str(data.get("error") or "error")
        retryable = kind == ev.TOOL_RETRYABLE_FAILURE
        if retryable:
            call.add_event(kind, flatten(self._data(event)), end)
        attributes = {
            "keel.tool.outcome": "retryable_failure" if retryable else "failed",
            ERROR_TYPE: error,
        }
        self._finish(segment, call, end, attributes, self._text(data.get("message"), error))

    def _tool_settled(self, event: TraceEvent) -> None:
        """A recovered action, not run again: a span of no duration with its outcome."""
        segment = self._segment(event)
        data = event.data
        at = _nanos(event.timestamp)
        span = self._tool_span(segment, data, at)
        replayed = event.event_type == ev.TOOL_REPLAYED
        span.attributes["keel.tool.outcome"] = "replayed" if replayed else "unknown"
        span.attributes["keel.tool.idempotency_key"] = data.get("idempotency_key", "")
        if replayed:
            span.attributes["keel.tool.ok"] = bool(data.get("ok"))
        self._emitter.end(span, segment.span, at)
