"""`OtelSink`: keel's trace events as span starts, ends and span events."""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from opentelemetry import trace
from opentelemetry.semconv._incubating.attributes import gen_ai_attributes as gen_ai
from opentelemetry.semconv.attributes.error_attributes import ERROR_TYPE

from keel import trace as ev
from keel.otel.attributes import CODES, capture_from_env, flatten, without_content
from keel.otel.emitters import emitter_for
from keel.otel.segments import Segments
from keel.otel.spans import Segment, Span, attempt_span, model_span, nanos, tool_span
from keel.trace import TraceEvent

if TYPE_CHECKING:
    from opentelemetry.sdk.resources import Resource
    from opentelemetry.sdk.trace import SpanProcessor
    from opentelemetry.sdk.trace.export import SpanExporter

log = logging.getLogger("keel.otel")

_INPUT_TOKENS = gen_ai.GEN_AI_USAGE_INPUT_TOKENS
_OUTPUT_TOKENS = gen_ai.GEN_AI_USAGE_OUTPUT_TOKENS
_RESPONSE_MODEL = gen_ai.GEN_AI_RESPONSE_MODEL


class OtelSink:
    """A trace sink that records keel runs as OpenTelemetry spans (see `keel.otel`).

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
        emitter, self._owned = emitter_for(tracer_provider, span_processor, exporter, resource)
        self.agent_name = agent_name
        self.capture_content = capture_from_env() if capture_content is None else capture_content
        self._segments = Segments(emitter, agent_name)
        self._emitter = emitter
        self._failed = False
        self._handlers: dict[str, Callable[[TraceEvent], None]] = {
            ev.RUN_STARTED: self._segments.open,
            ev.RUN_RESUMED: self._segments.open,
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
        self._segments.close()

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
        return without_content(event.data, CODES.get(event.event_type, frozenset()))

    def _text(self, text: Any, code: str) -> str:
        """A free text (message, reason) if content is captured, else its ``code``."""
        return str(text or code) if self.capture_content else code

    # -- segments -------------------------------------------------------------------------

    def _close_segment(self, event: TraceEvent) -> None:
        segment = self._segments.get(event)
        self._segments.forget(segment)
        data, span = event.data, segment.span
        if event.event_type == ev.RUN_TERMINATED:
            at = nanos(event.timestamp)
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
        self._segments.end(segment, event.timestamp, None)

    def _span_event(self, event: TraceEvent) -> None:
        """Anything else the runtime decided: an event on the segment span."""
        segment = self._segments.get(event)
        segment.span.add_event(event.event_type, flatten(self._data(event)), nanos(event.timestamp))

    # -- model calls ----------------------------------------------------------------------

    def _model_requested(self, event: TraceEvent) -> None:
        segment = self._segments.get(event)
        start = int(event.timestamp.timestamp() * 1e9)  # `nanos`, inlined: once a step
        if segment.model_call is not None:
            self._segments.abandon(segment, segment.model_call, start, {})
        segment.model_calls += 1
        segment.model_call = model_span(segment, event.data, start)

    def _model_retry(self, event: TraceEvent) -> None:
        segment = self._segments.get(event)
        at, attributes = nanos(event.timestamp), flatten(self._data(event))
        call = segment.model_call
        target = segment.span if call is None else call
        target.add_event(ev.MODEL_RETRY, attributes, at)
        if call is not None:
            call.attributes["keel.model.retries"] = len(call.events)

    def _model_decision(self, event: TraceEvent) -> None:
        segment = self._segments.get(event)
        call = segment.model_call
        if call is None:  # a decision without a request (events after a sink was added)
            self._span_event(event)
            return
        decision = event.data.get("decision") or {}
        attributes = call.attributes
        attributes["keel.decision.kind"] = decision.get("kind", "")
        tool_call = decision.get("call")
        if tool_call:
            attributes["keel.decision.tool"] = tool_call.get("name", "")
        self._end_model_call(segment, call, event, None)

    def _model_failed(self, event: TraceEvent) -> None:
        segment = self._segments.get(event)
        call = segment.model_call
        if call is None:  # a failure before any request (an unusable reply at recovery)
            self._span_event(event)
            return
        error = str(event.data.get("error") or "model_failed")
        call.attributes[ERROR_TYPE] = error
        self._end_model_call(segment, call, event, self._text(event.data.get("message"), error))

    def _end_model_call(
        self, segment: Segment, call: Span, event: TraceEvent, error: str | None
    ) -> None:
        """End the open model call with the usage the event reports (and ``error``)."""
        data = event.data
        input_tokens = data.get("input_tokens", 0)
        output_tokens = data.get("output_tokens", 0)
        cost = data.get("cost_usd", 0.0)
        segment.input_tokens += input_tokens
        segment.output_tokens += output_tokens
        segment.cost += cost
        attributes = call.attributes
        attributes[_INPUT_TOKENS] = input_tokens
        attributes[_OUTPUT_TOKENS] = output_tokens
        attributes["keel.usage.cost_usd"] = cost
        provider = data.get("provider")
        if provider:
            response_model = provider.get("model")
            if isinstance(response_model, str):
                attributes[_RESPONSE_MODEL] = response_model
        call.error = error
        segment.model_call = None
        self._emitter.end(call, segment.span, int(event.timestamp.timestamp() * 1e9))

    # -- tool attempts --------------------------------------------------------------------

    def _tool_started(self, event: TraceEvent) -> None:
        segment = self._segments.get(event)
        start = int(event.timestamp.timestamp() * 1e9)  # `nanos`, inlined: once a step
        if segment.tool_call is not None:
            self._segments.abandon(
                segment, segment.tool_call, start, {"keel.tool.outcome": "abandoned"}
            )
        segment.tool_calls += 1
        segment.tool_call = attempt_span(segment, event.data, start)

    def _tool_outcome(self, event: TraceEvent) -> None:
        segment = self._segments.get(event)
        call = segment.tool_call
        if call is None:
            self._span_event(event)
            return
        segment.tool_call = None
        data = event.data
        end = int(event.timestamp.timestamp() * 1e9)
        kind = event.event_type
        attributes = call.attributes
        if kind == ev.TOOL_SUCCEEDED:
            attributes["keel.tool.outcome"] = "succeeded"
            attributes["keel.tool.duration_ms"] = data.get("duration_ms", 0.0)
            sources = data.get("source_ids")
            if sources:
                attributes["keel.tool.source_ids"] = tuple(sources)
            if data.get("truncated"):
                attributes["keel.tool.truncated"] = True
            self._emitter.end(call, segment.span, end)
            return
        error = str(data.get("error") or "error")
        retryable = kind == ev.TOOL_RETRYABLE_FAILURE
        if retryable:
            call.add_event(kind, flatten(self._data(event)), end)
        attributes["keel.tool.outcome"] = "retryable_failure" if retryable else "failed"
        attributes[ERROR_TYPE] = error
        call.error = self._text(data.get("message"), error)
        self._emitter.end(call, segment.span, end)

    def _tool_settled(self, event: TraceEvent) -> None:
        """A recovered action, not run again: a span of no duration with its outcome."""
        segment = self._segments.get(event)
        data = event.data
        at = nanos(event.timestamp)
        span = tool_span(segment, data, at)
        replayed = event.event_type == ev.TOOL_REPLAYED
        span.attributes["keel.tool.outcome"] = "replayed" if replayed else "unknown"
        span.attributes["keel.tool.idempotency_key"] = data.get("idempotency_key", "")
        if replayed:
            span.attributes["keel.tool.ok"] = bool(data.get("ok"))
        self._segments.emitter.end(span, segment.span, at)
