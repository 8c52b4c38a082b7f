"""A run's trace events as rows of a timeline, and the figures per step.

Everything here is plain text for the templates to escape: tool arguments and outputs,
model text and document text are never marked safe.
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from keel.trace import TraceEvent

MAX_BLOCK_CHARS = 20_000
"""Longest tool output or argument block shown in full on a row (the rest is cut)."""

_GUARDS = frozenset({"duplicate_action_blocked", "cycle_detected", "policy_denied"})
_REJECTIONS = frozenset({"tool_rejected", "final_rejected", "model_failed", "approval_denied"})
_REASON_KEYS = ("reason", "error", "message", "errors", "rule")


@dataclass(frozen=True, slots=True, kw_only=True)
class Row:
    """One event on the timeline."""

    seq: int
    time: str
    kind: str
    step: int | None
    css: str
    summary: str
    blocks: list[tuple[str, str]] = field(default_factory=list)
    """Labelled details (arguments, output, reason), each shown as preformatted text."""


@dataclass(frozen=True, slots=True, kw_only=True)
class StepUsage:
    """What one step (one model call) used."""

    step: int
    input_tokens: int = 0
    output_tokens: int = 0
    cost_usd: float = 0.0
    seconds: float = 0.0

    @property
    def tokens(self) -> int:
        """Input plus output tokens."""
        return self.input_tokens + self.output_tokens


def pretty(value: Any) -> str:
    """JSON for people on one wrapped line, non-ASCII kept, cut at `MAX_BLOCK_CHARS`.

    Not indented: ``indent`` takes json's pure-Python encoder, whose set-up alone costs
    about 50 us a value; a 5,000-event page would spend most of its time there.
    """
    text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False, default=str)
    if len(text) > MAX_BLOCK_CHARS:
        return text[:MAX_BLOCK_CHARS] + f"\n… ({len(text) - MAX_BLOCK_CHARS:,} more characters)"
    return text


def css_class(kind: str) -> str:
    """The row's class: guard hits, rejections, failures, successes, run ends."""
    if kind in _GUARDS:
        return "guard"
    if kind in _REJECTIONS or kind.endswith("_failed"):
        return "bad"
    if kind in {"tool_succeeded", "approval_granted", "run_completed"}:
        return "good"
    if kind.startswith(("run_", "clarification_", "approval_")):
        return "note"
    return ""


def to_row(event: TraceEvent) -> Row:
    """The timeline row of one event."""
    data = event.data
    step = data.get("step")
    return Row(
        seq=event.seq,
        time=event.timestamp.strftime("%H:%M:%S.%f")[:-3],
        kind=event.event_type,
        step=step if isinstance(step, int) else None,
        css=css_class(event.event_type),
        summary=_summary(event.event_type, data),
        blocks=_blocks(event.event_type, data),
    )


def _summary(kind: str, data: dict[str, Any]) -> str:
    decision = data.get("decision")
    if isinstance(decision, dict):
        return _decision(decision)
    parts = [str(data["tool"])] if "tool" in data else []
    if "attempt" in data and kind.startswith("tool_"):
        parts.append(f"attempt {data['attempt']}")
    if "duration_ms" in data:
        parts.append(f"{data['duration_ms']} ms")
    for key in ("question", "answer", "by", "status", "reply"):
        if data.get(key) is not None:
            parts.append(f"{key}: {data[key]}")
    return " · ".join(parts)


def _decision(decision: dict[str, Any]) -> str:
    kind = decision.get("kind")
    if kind == "tool":
        call = decision.get("call") or {}
        return f"tool {call.get('name', '')}"
    if kind == "clarify":
        return f"clarify: {decision.get('question', '')}"
    return f"{kind}: {decision.get('answer', '')}"


def _blocks(kind: str, data: dict[str, Any]) -> list[tuple[str, str]]:
    blocks: list[tuple[str, str]] = []
    decision = data.get("decision")
    if isinstance(decision, dict) and decision.get("kind") == "tool":
        call = decision.get("call") or {}
        blocks.append(("arguments", pretty(call.get("arguments") or {})))
        if decision.get("rationale"):
            blocks.append(("rationale", str(decision["rationale"])))
    if "arguments" in data:
        blocks.append(("arguments", pretty(data["arguments"])))
    if "output" in data:
        blocks.append(("output", pretty(data["output"])))
    for key in _REASON_KEYS:
        if data.get(key):
            blocks.append((key, pretty(data[key])))
    if "action_signature" in data and kind.startswith(("approval_", "tool_started")):
        blocks.append(("fingerprint", str(data["action_signature"])))
    return blocks


def step_usage(events: Iterable[TraceEvent]) -> list[StepUsage]:
    """Tokens, cost and time of each step, from its model decision (or failure) events.

    A step's time runs from its ``model_requested`` to the next step's (or the last event).
    """
    usage: dict[int, dict[str, float]] = {}
    starts: list[tuple[int, float]] = []
    last = 0.0
    for event in events:
        last = event.timestamp.timestamp()
        data = event.data
        step = data.get("step")
        if not isinstance(step, int):
            continue
        if event.event_type == "model_requested":
            starts.append((step, last))
        if event.event_type in {"model_decision", "model_failed"}:
            figures = usage.setdefault(step, {"in": 0, "out": 0, "cost": 0.0})
            figures["in"] += number(data.get("input_tokens"))
            figures["out"] += number(data.get("output_tokens"))
            figures["cost"] += number(data.get("cost_usd"))
    seconds = _durations(starts, last)
    return [
        StepUsage(
            step=step,
            input_tokens=int(figures["in"]),
            output_tokens=int(figures["out"]),
            cost_usd=figures["cost"],
            seconds=seconds.get(step, 0.0),
        )
        for step, figures in sorted(usage.items())
    ]


def _durations(starts: Sequence[tuple[int, float]], last: float) -> dict[int, float]:
    durations: dict[int, float] = {}
    for index, (step, began) in enumerate(starts):
        ended = starts[index + 1][1] if index + 1 < len(starts) else last
        durations[step] = durations.get(step, 0.0) + max(0.0, ended - began)
    return durations


def number(value: Any) -> float:
    """A figure from an event as a finite float; 0 for anything else (text, a bool,
    infinity, NaN, an integer too large for a float: a hostile trace file holds them)."""
    if not isinstance(value, int | float) or isinstance(value, bool):
        return 0.0
    try:
        figure = float(value)
    except OverflowError:
        return 0.0
    return figure if math.isfinite(figure) else 0.0
