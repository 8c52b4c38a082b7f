"""Helpers for testing agents built on keel: scripts, a scripted human, trajectory checks.

Assert on the path a run took, not only on its answer::

    model = ScriptedDecisionMaker([call("read_document", doc_id="a"), final("A [a]", "a")])
    result = Runtime(model, tools).run("What is A?")
    assert_trajectory(result, ["tool_started", "tool_succeeded", "run_completed"])
    model.assert_consumed()
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any, TypeVar

from pydantic import BaseModel

from keel import trace as ev
from keel.approval import ApprovalRequest
from keel.decisions import (
    ClarifyDecision,
    FinalDecision,
    ModelTurn,
    RawOutput,
    ToolCall,
    ToolDecision,
)
from keel.errors import ScriptError
from keel.models.scripted import ScriptedDecisionMaker
from keel.result import RunResult
from keel.tools import ToolContext
from keel.trace import TraceEvent

D = TypeVar("D")

__all__ = [
    "ScriptedDecisionMaker",
    "ScriptedHuman",
    "assert_trace_consistent",
    "assert_trajectory",
    "call",
    "clarify",
    "final",
    "raw",
    "tool_context",
    "trace_problems",
]

DEFAULT_IGNORED = frozenset({ev.RUN_STARTED, ev.MODEL_REQUESTED, ev.MODEL_DECISION})


def call(
    name: str, /, *, usage: tuple[int, int, float] = (0, 0, 0.0), **arguments: Any
) -> ModelTurn:
    """A scripted tool call; ``usage`` is (input_tokens, output_tokens, cost_usd)."""
    decision = ToolDecision(call=ToolCall(name=name, arguments=arguments))
    return _turn(decision, usage)


def clarify(question: str, *, usage: tuple[int, int, float] = (0, 0, 0.0)) -> ModelTurn:
    """A scripted clarification request."""
    return _turn(ClarifyDecision(question=question), usage)


def final(
    answer: str = "",
    *citations: str,
    output: Any = None,
    usage: tuple[int, int, float] = (0, 0, 0.0),
) -> ModelTurn:
    """A scripted final answer with its citations and, for an ``output_type``, its
    structured ``output`` (a model instance or JSON-compatible data)."""
    if isinstance(output, BaseModel):
        output = output.model_dump(mode="json")
    decision = FinalDecision(answer=answer, citations=list(citations), output=output)
    return _turn(decision, usage)


def tool_context(
    deps: D,
    *,
    run_id: str = "test-run",
    step: int = 1,
    attempt: int = 1,
    idempotency_key: str = "test-key",
    goal: str = "",
) -> ToolContext[D]:
    """A `ToolContext` for calling a tool function directly in a unit test."""
    return ToolContext(
        run_id=run_id,
        step=step,
        attempt=attempt,
        idempotency_key=idempotency_key,
        deps=deps,
        goal=goal,
    )


def raw(text: str, *, usage: tuple[int, int, float] = (0, 0, 0.0)) -> RawOutput:
    """Scripted raw model text, parsed (or rejected) by the runtime."""
    return RawOutput(text=text, input_tokens=usage[0], output_tokens=usage[1], cost_usd=usage[2])


def _turn(
    decision: ToolDecision | ClarifyDecision | FinalDecision, usage: tuple[int, int, float]
) -> ModelTurn:
    return ModelTurn(
        decision=decision, input_tokens=usage[0], output_tokens=usage[1], cost_usd=usage[2]
    )


class ScriptedHuman:
    """A human channel with scripted replies; records what it was asked.

    ``None`` in a list means "not now" (the run pauses). Running out of replies raises
    `ScriptError`, which surfaces as a test failure.
    """

    def __init__(
        self, answers: Iterable[str | None] = (), approvals: Iterable[bool | None] = ()
    ) -> None:
        self.answers = list(answers)
        self.approvals = list(approvals)
        self.questions: list[str] = []
        self.requests: list[ApprovalRequest] = []

    def ask(self, question: str) -> str | None:
        """Return the next scripted answer."""
        self.questions.append(question)
        if not self.answers:
            raise ScriptError(f"ScriptedHuman has no answer left for: {question}")
        return self.answers.pop(0)

    def approve(self, request: ApprovalRequest) -> bool | None:
        """Return the next scripted approval decision."""
        self.requests.append(request)
        if not self.approvals:
            raise ScriptError(f"ScriptedHuman has no approval left for {request.describe()}")
        return self.approvals.pop(0)


def _events(source: RunResult[Any] | Sequence[TraceEvent]) -> Sequence[TraceEvent]:
    return source.trace if isinstance(source, RunResult) else source


def assert_trajectory(
    source: RunResult[Any] | Sequence[TraceEvent],
    expected: Sequence[str],
    *,
    ignore: Iterable[str] = DEFAULT_IGNORED,
) -> None:
    """Assert the run's event types, minus ``ignore``d ones, are exactly ``expected``."""
    skipped = frozenset(ignore)
    actual = [e.event_type for e in _events(source) if e.event_type not in skipped]
    if actual != list(expected):
        raise AssertionError(
            f"trajectory differs:\n  expected {list(expected)}\n  actual   {actual}"
        )


def trace_problems(
    source: RunResult[Any] | Sequence[TraceEvent], *, approval_required: Iterable[str] = ()
) -> list[str]:
    """Check a trace's structural invariants; return every violation found.

    * ``seq`` numbers are consecutive;
    * each ``tool_started`` is followed by exactly one outcome event for that tool before
      anything else starts;
    * no tool starts after the run was cancelled or ended;
    * a tool in ``approval_required`` starts only after ``approval_granted`` for the same
      action signature.
    """
    problems: list[str] = []
    events = _events(source)
    needs_approval = frozenset(approval_required)
    open_tool: TraceEvent | None = None
    granted: set[str] = set()
    ended = False
    for previous, event in zip([None, *events], events, strict=False):
        if previous is not None and event.seq != previous.seq + 1:
            problems.append(f"seq jumps from {previous.seq} to {event.seq}")
        kind, data = event.event_type, event.data
        if kind in ev.TOOL_OUTCOMES:
            if open_tool is None or open_tool.data.get("tool") != data.get("tool"):
                problems.append(f"seq {event.seq}: {kind} without a matching tool_started")
            open_tool = None
            continue
        if open_tool is not None:
            problems.append(f"seq {open_tool.seq}: tool_started has no outcome before {kind}")
            open_tool = None
        if kind == ev.APPROVAL_GRANTED:
            granted.add(str(data.get("action_signature")))
        elif kind == ev.TOOL_STARTED:
            if ended:
                problems.append(
                    f"seq {event.seq}: tool {data.get('tool')} started after the run ended"
                )
            if data.get("tool") in needs_approval and data.get("action_signature") not in granted:
                problems.append(f"seq {event.seq}: {data.get('tool')} ran without approval")
            open_tool = event
        elif kind in (ev.RUN_TERMINATED, ev.RUN_COMPLETED):
            ended = True
    if open_tool is not None:
        problems.append(f"seq {open_tool.seq}: tool_started has no outcome")
    return problems


def assert_trace_consistent(
    source: RunResult[Any] | Sequence[TraceEvent], *, approval_required: Iterable[str] = ()
) -> None:
    """Raise AssertionError listing every `trace_problems` violation."""
    problems = trace_problems(source, approval_required=approval_required)
    if problems:
        raise AssertionError("inconsistent trace:\n  " + "\n  ".join(problems))
