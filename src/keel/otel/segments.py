"""The open segments of runs, by run id: opening one, and ending it with its open children."""

from __future__ import annotations

import threading
from datetime import datetime
from time import time_ns

from opentelemetry.semconv._incubating.attributes import gen_ai_attributes as gen_ai
from opentelemetry.semconv.attributes.error_attributes import ERROR_TYPE
from opentelemetry.util.types import AttributeValue

from keel.otel.emitters import Emitter
from keel.otel.spans import INVOKE_AGENT, Segment, Span, nanos, segment_span
from keel.trace import RUN_STARTED, TraceEvent


class Segments:
    """The segment each run has open in this process; one instance may serve concurrent runs."""

    def __init__(self, emitter: Emitter, agent_name: str) -> None:
        self.emitter = emitter
        self._agent_name = agent_name
        self._name = f"{INVOKE_AGENT} {agent_name}"
        self._runs: dict[str, Segment] = {}
        self._lock = threading.Lock()

    def get(self, event: TraceEvent) -> Segment:
        """The run's open segment; one is opened if an event arrives without one (a run
        reopened and stepped without a reply, or events after a sink was added)."""
        segment = self._runs.get(event.run_id or "")
        if segment is None:
            segment = self.start(event, "continued")
        return segment

    def open(self, event: TraceEvent) -> None:
        """Open the segment a ``run_started`` or ``run_resumed`` begins."""
        self.start(event, "started" if event.event_type == RUN_STARTED else "resumed")

    def start(self, event: TraceEvent, how: str) -> Segment:
        """Open a segment of the event's run (one it still had open is abandoned)."""
        run_id = event.run_id or ""
        span = segment_span(event, how, self._name, self._agent_name)
        attributes = span.attributes
        self.emitter.open(span)
        model = str(attributes.get(gen_ai.GEN_AI_REQUEST_MODEL, ""))
        provider = str(attributes.get(gen_ai.GEN_AI_PROVIDER_NAME, ""))
        segment = Segment(run_id, span, model, provider)
        with self._lock:
            stale = self._runs.get(run_id)
            self._runs[run_id] = segment
        if stale is not None:  # its process never said how it ended
            self.end(stale, event.timestamp, "abandoned")
        return segment

    def forget(self, segment: Segment) -> None:
        """Take the segment off the open ones (its run says how the segment ended)."""
        with self._lock:
            self._runs.pop(segment.run_id, None)

    def close(self) -> None:
        """End every segment left open, as abandoned."""
        with self._lock:
            segments = list(self._runs.values())
            self._runs.clear()
        for segment in segments:
            self.end(segment, None, "abandoned")

    def end(self, segment: Segment, at: datetime | None, abandoned: str | None) -> None:
        """End the segment's open children, then the segment with its own usage figures."""
        end = time_ns() if at is None else nanos(at)
        if segment.model_call is not None:
            self.abandon(segment, segment.model_call, end, {})
            segment.model_call = None
        if segment.tool_call is not None:
            self.abandon(segment, segment.tool_call, end, {"keel.tool.outcome": "abandoned"})
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
        self.emitter.end(span, None, end)

    def abandon(
        self, segment: Segment, call: Span, end: int, attributes: dict[str, AttributeValue]
    ) -> None:
        """End a call that never got its outcome (the run went away, or a new one began)."""
        attributes[ERROR_TYPE] = "abandoned"
        self.finish(segment, call, end, attributes, "ended without an outcome event")

    def finish(
        self,
        segment: Segment,
        call: Span,
        end: int,
        attributes: dict[str, AttributeValue],
        error: str | None,
    ) -> None:
        """Emit the span of a finished call, with all its attributes at once."""
        call.attributes.update(attributes)
        call.error = error
        self.emitter.end(call, segment.span, end)
