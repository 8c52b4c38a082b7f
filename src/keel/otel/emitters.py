"""The two ways spans leave the sink: through a tracer provider, or finished to a processor.

Both take the same `Span` descriptions, so the names, attributes, events and times of a
run's spans do not depend on the way they reach the exporter.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable
from random import getrandbits
from typing import TYPE_CHECKING, Final, Protocol

from opentelemetry import context as otel_context
from opentelemetry import trace
from opentelemetry.trace import NonRecordingSpan, SpanContext
from opentelemetry.trace.span import DEFAULT_TRACE_STATE
from opentelemetry.trace.status import Status, StatusCode

from keel import __version__
from keel.otel.ids import SAMPLED, new_span_id
from keel.otel.spans import Span

if TYPE_CHECKING:
    from opentelemetry.sdk.resources import Resource
    from opentelemetry.sdk.trace import SpanProcessor
    from opentelemetry.sdk.trace.export import SpanExporter

INSTRUMENTATION: Final = "keel"
"""The instrumentation scope name of the spans."""

_UNSET = Status(StatusCode.UNSET)


class Emitter(Protocol):
    """Turns `Span` descriptions into spans for one pipeline."""

    def open(self, segment: Span) -> None:
        """A segment begins: give it its span context (children name it as parent)."""

    def end(self, span: Span, segment: Span | None, end: int) -> None:
        """Emit a finished span: a call (child of ``segment``) or a segment (None)."""


class TracerEmitter:
    """Spans through a tracer provider's `Tracer` (its sampler, limits and processors)."""

    def __init__(self, tracer_provider: trace.TracerProvider | None) -> None:
        self._tracer = trace.get_tracer(
            INSTRUMENTATION, __version__, tracer_provider=tracer_provider
        )

    def open(self, segment: Span) -> None:
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

    def end(self, span: Span, segment: Span | None, end: int) -> None:
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


class ProcessorEmitter:
    """Finished `ReadableSpan` objects straight to a `SpanProcessor`'s ``on_end``."""

    def __init__(self, processor: SpanProcessor, resource: Resource | None) -> None:
        from opentelemetry.sdk.resources import Resource
        from opentelemetry.sdk.trace import Event, ReadableSpan
        from opentelemetry.sdk.util.instrumentation import InstrumentationScope

        self.processor = processor
        self._resource = Resource.create() if resource is None else resource
        self._scope = InstrumentationScope(INSTRUMENTATION, __version__)
        self._readable, self._event = ReadableSpan, Event
        self._positional = positional_readable(ReadableSpan)
        self._fast_context = fast_context_works()

    def open(self, segment: Span) -> None:
        """Give the segment its span id; nothing reaches the processor until it ends."""
        assert segment.parent is not None
        segment.context = SpanContext(segment.parent.trace_id, new_span_id(), False, SAMPLED)

    def end(self, span: Span, segment: Span | None, end: int) -> None:
        """Build the finished span and hand it to the processor."""
        if segment is None:
            context, parent = span.context, span.parent
        else:
            parent = segment.context
            assert parent is not None
            span_id = getrandbits(64) or 1
            if self._fast_context:
                context = _tuple_new(
                    SpanContext, (parent[0], span_id, False, SAMPLED, _STATE, True)
                )
            else:
                context = SpanContext(parent.trace_id, span_id, False, SAMPLED)
        event = self._event
        events = (
            [event(name, values, at) for name, values, at in span.events] if span.events else ()
        )
        status = _UNSET if span.error is None else Status(StatusCode.ERROR, span.error)
        if self._positional:  # under half the keywords' cost, in the SDK's own order
            finished = self._readable(
                span.name, context, parent, self._resource, span.attributes, events,
                span.links, span.kind, None, status, span.start, end, self._scope,
            )  # fmt: skip
        else:
            finished = self._readable(
                name=span.name,
                context=context,
                parent=parent,
                resource=self._resource,
                attributes=span.attributes,
                events=events,
                links=span.links,
                kind=span.kind,
                instrumentation_scope=self._scope,
                status=status,
                start_time=span.start,
                end_time=end,
            )
        self.processor.on_end(finished)


_READABLE_PARAMETERS: Final = (
    "name",
    "context",
    "parent",
    "resource",
    "attributes",
    "events",
    "links",
    "kind",
    "instrumentation_info",
    "status",
    "start_time",
    "end_time",
    "instrumentation_scope",
)
"""``ReadableSpan``'s parameters in the order the fast path passes them positionally."""
_STATE: Final = DEFAULT_TRACE_STATE
_tuple_new = tuple.__new__


def positional_readable(readable: Callable[..., object]) -> bool:
    """Whether ``readable`` takes `_READABLE_PARAMETERS` in that order, each by position
    (else: keywords)."""
    try:
        parameters = inspect.signature(readable).parameters.values()
    except (TypeError, ValueError):
        return False
    by_position = (inspect.Parameter.POSITIONAL_ONLY, inspect.Parameter.POSITIONAL_OR_KEYWORD)
    return tuple(p.name for p in parameters) == _READABLE_PARAMETERS and all(
        p.kind in by_position for p in parameters
    )


def fast_context_works() -> bool:
    """Whether a `SpanContext` made as the tuple it is equals one made by its constructor
    (the layout the fast path relies on); checked once, against this SDK."""
    made = SpanContext(1, 2, False, SAMPLED)
    fast = _tuple_new(SpanContext, (1, 2, False, SAMPLED, _STATE, True))
    return (
        type(made) is SpanContext
        and tuple(made) == tuple(fast)
        and fast.trace_id == 1
        and fast.span_id == 2
        and fast.is_valid
        and fast.trace_flags.sampled
    )


def emitter_for(
    tracer_provider: trace.TracerProvider | None,
    span_processor: SpanProcessor | None,
    exporter: SpanExporter | None,
    resource: Resource | None,
) -> tuple[Emitter, SpanProcessor | None]:
    """The emitter of an `OtelSink`'s arguments, and the processor it made (``exporter=``)."""
    given = [x for x in (tracer_provider, span_processor, exporter) if x is not None]
    if len(given) > 1:
        raise ValueError("give OtelSink one of tracer_provider, span_processor, exporter")
    owned: SpanProcessor | None = None
    if exporter is not None:
        from opentelemetry.sdk.trace.export import BatchSpanProcessor

        span_processor = owned = BatchSpanProcessor(exporter)
    if span_processor is not None:
        return ProcessorEmitter(span_processor, resource), owned
    if resource is not None:
        raise ValueError(
            "resource= is for span_processor= or exporter=; a tracer provider has its own"
        )
    return TracerEmitter(tracer_provider), None
