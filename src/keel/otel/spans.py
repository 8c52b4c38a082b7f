"""What a span will be (`Span`), the open spans of a run (`Segment`), and the names and
attributes of the spans that keel's events start."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import Any, Final

from opentelemetry import trace
from opentelemetry.semconv._incubating.attributes import gen_ai_attributes as gen_ai
from opentelemetry.trace import Link, SpanContext, SpanKind
from opentelemetry.util.types import AttributeValue

from keel.otel.ids import SAMPLED, run_span_id_for, trace_id_for
from keel.trace import TraceEvent

CHAT: Final = gen_ai.GenAiOperationNameValues.CHAT.value
EXECUTE_TOOL: Final = gen_ai.GenAiOperationNameValues.EXECUTE_TOOL.value
INVOKE_AGENT: Final = gen_ai.GenAiOperationNameValues.INVOKE_AGENT.value


def nanos(stamp: datetime) -> int:
    """``stamp`` in nanoseconds since the epoch, as spans take their times."""
    return int(stamp.timestamp() * 1e9)


class Span:
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


class Segment:
    """The open spans of one run in this process (one segment and its current children)."""

    __slots__ = (
        "cost",
        "input_tokens",
        "model",
        "model_attributes",
        "model_call",
        "model_calls",
        "model_span_name",
        "output_tokens",
        "provider",
        "run_id",
        "span",
        "tool_call",
        "tool_calls",
    )

    def __init__(self, run_id: str, span: Span, model: str, provider: str) -> None:
        self.run_id, self.span, self.model, self.provider = run_id, span, model, provider
        self.model_call: Span | None = None
        self.tool_call: Span | None = None
        self.model_calls = self.tool_calls = 0
        self.input_tokens = self.output_tokens = 0
        self.cost = 0.0
        attributes: dict[str, AttributeValue] = {
            gen_ai.GEN_AI_OPERATION_NAME: CHAT,
            gen_ai.GEN_AI_CONVERSATION_ID: run_id,
        }
        if model:
            attributes[gen_ai.GEN_AI_REQUEST_MODEL] = model
        if provider:
            attributes[gen_ai.GEN_AI_PROVIDER_NAME] = provider
        self.model_attributes = attributes
        """What every model call's span of this segment starts with."""
        self.model_span_name = f"{CHAT} {model}" if model else CHAT


def segment_attributes(event: TraceEvent, how: str, agent_name: str) -> dict[str, AttributeValue]:
    """The attributes a segment span opens with (``how``: started, resumed, continued)."""
    run_id, data = event.run_id or "", event.data
    attributes: dict[str, AttributeValue] = {
        gen_ai.GEN_AI_OPERATION_NAME: INVOKE_AGENT,
        gen_ai.GEN_AI_AGENT_NAME: agent_name,
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


def segment_span(event: TraceEvent, how: str, name: str, agent_name: str) -> Span:
    """A segment's span: its parent the run's remote span, linked to the current context."""
    run_id = event.run_id or ""
    parent = SpanContext(trace_id_for(run_id), run_span_id_for(run_id), True, SAMPLED)
    current = trace.get_current_span().get_span_context()
    attributes = segment_attributes(event, how, agent_name)
    return Span(
        name,
        SpanKind.INTERNAL,
        nanos(event.timestamp),
        attributes,
        parent,
        [Link(current)] if current.is_valid else (),
    )


def model_span(segment: Segment, data: Mapping[str, Any], start: int) -> Span:
    """The span of a model call (``model_requested``)."""
    attributes = segment.model_attributes.copy()
    attributes["keel.step"] = data.get("step", 0)
    attributes[_MAX_TOKENS] = data.get("max_output_tokens", 0)
    attributes["keel.model.retries"] = 0
    return Span(segment.model_span_name, SpanKind.CLIENT, start, attributes)


def tool_span(segment: Segment, data: Mapping[str, Any], start: int) -> Span:
    """The span of a tool attempt, or of a recovered action not run again."""
    step = data.get("step", 0)
    tool = data.get("tool", "")
    attributes: dict[str, AttributeValue] = {
        _OPERATION: EXECUTE_TOOL,
        _TOOL_NAME: tool,
        _TOOL_TYPE: "function",
        _TOOL_CALL_ID: f"{segment.run_id}:{step}",
        "keel.step": step,
    }
    return Span(f"{EXECUTE_TOOL} {tool}", SpanKind.INTERNAL, start, attributes)


def attempt_span(segment: Segment, data: Mapping[str, Any], start: int) -> Span:
    """The span of a tool attempt (``tool_started``): `tool_span`'s, with the action's
    fingerprint and the attempt's number."""
    span = tool_span(segment, data, start)
    span.attributes["keel.tool.fingerprint"] = data.get("action_signature", "")
    span.attributes["keel.tool.attempt"] = data.get("attempt", 1)
    return span


_OPERATION: Final = gen_ai.GEN_AI_OPERATION_NAME
_MAX_TOKENS: Final = gen_ai.GEN_AI_REQUEST_MAX_TOKENS
_TOOL_NAME: Final = gen_ai.GEN_AI_TOOL_NAME
_TOOL_TYPE: Final = gen_ai.GEN_AI_TOOL_TYPE
_TOOL_CALL_ID: Final = gen_ai.GEN_AI_TOOL_CALL_ID
