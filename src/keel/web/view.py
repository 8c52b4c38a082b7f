"""What the run page shows, gathered from a run store or from a trace file alone.

A stored run has its state (status, usage, pending action, answer), approvals, recorded
answers and ledger; a trace file has only its events, from which the same page is rebuilt
as far as they go (the status and answer from the last events, the budgets from ``run_started``).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from pydantic import TypeAdapter, ValidationError

from keel.runstore import AnswerRecord, ApprovalRecord, LedgerEntry, RunRecord
from keel.state import AgentState, Pending
from keel.trace import TraceEvent
from keel.web.charts import BudgetBar, UsageChart, budget_bars, usage_chart
from keel.web.timeline import Row, StepUsage, number, step_usage, to_row

_ENDINGS = {"run_completed": "completed", "run_paused": "waiting_for_user"}
_PENDING: TypeAdapter[Pending] = TypeAdapter(Pending)


@dataclass(frozen=True, slots=True, kw_only=True)
class Citation:
    """A cited document, with what the run read about it (title, version, date)."""

    doc_id: str
    title: str | None = None
    version: str | None = None
    published: str | None = None
    seq: int | None = None
    """The event where the run read it (the link target), if it did."""
    malformed: bool = False
    """The trace's ``citations`` was not a list of ids; ``doc_id`` is the value as written."""


@dataclass(frozen=True, slots=True, kw_only=True)
class RunView:
    """Everything on a run page."""

    run_id: str
    goal: str
    status: str
    reason: str | None
    rows: list[Row]
    steps: list[StepUsage]
    chart: UsageChart
    budgets: list[BudgetBar]
    answer: str | None = None
    citations: list[Citation] = field(default_factory=list)
    pending: dict[str, Any] | None = None
    approvals: list[ApprovalRecord] = field(default_factory=list)
    answers: list[AnswerRecord] = field(default_factory=list)
    """The answers people gave to the run's questions (who, when), oldest first."""
    ledger: list[LedgerEntry] = field(default_factory=list)
    meta: dict[str, Any] = field(default_factory=dict)
    last_seq: int = -1
    source: str = "store"
    """``store``, or the trace file's path."""

    @property
    def pending_answer(self) -> AnswerRecord | None:
        """The answer recorded for the question the run waits on, not yet applied."""
        pending = self.pending
        if self.status != "waiting_for_user" or not pending or pending.get("kind") != "question":
            return None
        return next((a for a in self.answers if a.step == pending.get("step")), None)

    @property
    def live(self) -> bool:
        """Whether the page should follow new events (the run is running)."""
        return self.status == "running" and self.source == "store"


def from_store(
    state: AgentState,
    record: RunRecord,
    events: Sequence[TraceEvent],
    approvals: list[ApprovalRecord],
    ledger: list[LedgerEntry],
    answers: list[AnswerRecord] | None = None,
) -> RunView:
    """The page of a stored run."""
    steps = step_usage(events)
    used = {
        "steps": state.step,
        "tokens": state.total_tokens,
        "cost": state.cost_usd,
        "time": state.elapsed_seconds,
    }
    return RunView(
        run_id=state.run_id,
        goal=state.goal,
        status=state.status,
        reason=state.termination_reason,
        rows=[to_row(event) for event in events],
        steps=steps,
        chart=usage_chart(steps),
        budgets=budget_bars(used, _limits(events, record.meta)),
        answer=state.final_answer,
        citations=citations(events, state.final_citations),
        pending=None if state.pending is None else state.pending.model_dump(mode="json"),
        approvals=approvals,
        answers=answers or [],
        ledger=ledger,
        meta=record.meta,
        last_seq=events[-1].seq if events else -1,
    )


def from_trace(events: Sequence[TraceEvent], source: str) -> RunView:
    """The page of a run known only from its trace file."""
    first = events[0] if events else None
    status, reason, answer, totals = "running", None, None, {}
    cited: Any = None
    pending: dict[str, Any] | None = None
    for event in events:
        data = event.data
        if event.event_type in _ENDINGS or event.event_type == "run_terminated":
            status = _ENDINGS.get(event.event_type) or str(data.get("status") or "stopped")
            reason = data.get("reason") if isinstance(data.get("reason"), str) else reason
            totals = data
        if event.event_type == "run_completed":
            answer, cited = data.get("answer"), data.get("citations")
        elif event.event_type == "run_paused":
            pending = _pending(data.get("pending"))
        elif event.event_type == "run_resumed":
            status, pending = "running", None
    steps = step_usage(events)
    used = {
        "steps": max((s.step for s in steps), default=0),
        "tokens": sum(s.tokens for s in steps),
        "cost": sum(s.cost_usd for s in steps),
        "time": number(totals.get("elapsed_seconds")),
    }
    return RunView(
        run_id=str(first.run_id if first and first.run_id else "unknown"),
        goal=str(first.data.get("goal", "")) if first else "",
        status=status,
        reason=reason,
        rows=[to_row(event) for event in events],
        steps=steps,
        chart=usage_chart(steps),
        budgets=budget_bars(used, _limits(events, {})),
        answer=None if answer is None else str(answer),
        citations=_trace_citations(events, cited),
        pending=pending,
        last_seq=events[-1].seq if events else -1,
        source=source,
    )


def _trace_citations(events: Sequence[TraceEvent], cited: Any) -> list[Citation]:
    """The citations a trace file's ``run_completed`` gives: a list of ids as a run writes
    it, else (a hand-edited or hostile file) the value as written, marked malformed."""
    if cited is None:
        return []
    if isinstance(cited, list) and all(isinstance(c, str) for c in cited):
        return citations(events, cited)
    return [Citation(doc_id=json.dumps(cited, ensure_ascii=False)[:200], malformed=True)]


def _pending(value: Any) -> dict[str, Any] | None:
    """What a trace file says the run waits for, if it has the shape a run writes (a
    hostile file's pending, missing fields or with odd ones, shows as nothing)."""
    try:
        pending = _PENDING.validate_python(value).model_dump(mode="json")
    except ValidationError:
        return None
    for item in pending.get("provenance") or []:
        origins = item.get("origins") or []
        if not isinstance(origins, list) or not all(isinstance(o, dict) for o in origins):
            pending["provenance"] = []
    return pending


def _limits(events: Sequence[TraceEvent], meta: dict[str, Any]) -> dict[str, Any]:
    for event in events[:5]:
        if event.event_type == "run_started" and isinstance(event.data.get("budgets"), dict):
            budgets: dict[str, Any] = event.data["budgets"]
            return budgets
    stored = meta.get("budgets")
    return stored if isinstance(stored, dict) else {}


def citations(events: Sequence[TraceEvent], cited: Sequence[str]) -> list[Citation]:
    """Each cited document with the title, version and date the run read for it."""
    read: dict[str, Citation] = {}
    for event in events:
        output = event.data.get("output") if event.event_type == "tool_succeeded" else None
        if isinstance(output, dict) and isinstance(output.get("doc_id"), str):
            doc_id = output["doc_id"]
            read.setdefault(
                doc_id,
                Citation(
                    doc_id=doc_id,
                    title=_text(output.get("title")),
                    version=_text(output.get("version")),
                    published=_text(output.get("published")),
                    seq=event.seq,
                ),
            )
    return [read.get(doc_id) or Citation(doc_id=doc_id) for doc_id in cited]


def _text(value: Any) -> str | None:
    return None if value in (None, "") else str(value)
