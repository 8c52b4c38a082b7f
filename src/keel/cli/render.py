"""Turning library results into text for people: trace events, runs, index reports, hits.

Everything that came from a model or a document is printed as plain `Text`, never as
Rich markup: an answer citing ``[annual-2024]`` must not be read as a style tag.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from rich.console import Console, Group, RenderableType
from rich.table import Table
from rich.text import Text

from keel.research.kb.types import Document, IndexReport, SearchHit
from keel.result import RunResult
from keel.runstore import AnswerRecord, ApprovalRecord, RunRecord
from keel.state import AgentState, PendingApproval, PendingQuestion
from keel.trace import TraceEvent

_SHOWN = (
    "tool",
    "attempt",
    "error",
    "message",
    "rule",
    "reason",
    "status",
    "question",
    "count",
    "by",
)
_STATUS_STYLES = {
    "completed": "bold green",
    "stopped": "bold yellow",
    "waiting_for_user": "bold cyan",
    "cancelled": "bold magenta",
    "failed": "bold red",
}

DocumentLookup = Callable[[str], Document | None]
"""``doc_id -> Document`` (None when the knowledge base no longer has it)."""


def render_event(event: TraceEvent) -> str:
    """One line per event: seq, time, type and the details that matter."""
    data = event.data
    details = [f"{key}={data[key]!r}" for key in _SHOWN if key in data]
    decision = data.get("decision")
    if isinstance(decision, dict):
        details.insert(0, _decision_summary(decision))
    if event.event_type == "tool_started" and isinstance(data.get("arguments"), dict):
        details.append(_arguments(data["arguments"]))
    if "answer" in data:
        details.append(f"answer={_clip(str(data['answer']))!r} citations={data.get('citations')}")
    clock = event.timestamp.strftime("%H:%M:%S.%f")[:-3]
    return f"{event.seq:>5}  {clock}  {event.event_type:<26} {' '.join(details)}".rstrip()


def _decision_summary(decision: dict[str, Any]) -> str:
    """``tool read_document(doc_id='a')``, ``clarify 'Which year?'``, ``final '...'``."""
    kind = decision.get("kind")
    if kind == "tool":
        call = decision.get("call") or {}
        return f"tool {call.get('name', '')}{_arguments(call.get('arguments') or {})}"
    text = decision.get("question") if kind == "clarify" else decision.get("answer")
    return f"{kind} {_clip(str(text or ''))!r}"


def _arguments(arguments: dict[str, Any]) -> str:
    return _clip("(" + ", ".join(f"{k}={v!r}" for k, v in arguments.items()) + ")")


def _clip(text: str, limit: int = 80) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def event_style(event_type: str) -> str:
    """The colour of a trace line: failures red, refusals yellow, endings bold."""
    if event_type.endswith(("_failed", "_denied")) or event_type == "cycle_detected":
        return "red"
    if event_type.endswith(("_rejected", "_blocked", "_retryable_failure")):
        return "yellow"
    if event_type.startswith("run_"):
        return "bold"
    return ""


def usage_line(state: AgentState) -> str:
    """``3 steps · 1,234 tokens (1,000 in / 234 out) · $0.0012 · 0.41 s``."""
    return (
        f"{state.step} steps · {state.total_tokens:,} tokens ({state.input_tokens:,} in / "
        f"{state.output_tokens:,} out) · ${state.cost_usd:.4f} · {state.elapsed_seconds:.2f} s"
    )


def pending_text(state: AgentState) -> Text | None:
    """What a paused run waits for: the model's question, or the action to approve."""
    pending = state.pending
    if isinstance(pending, PendingQuestion):
        return Text.assemble(("Question: ", "bold cyan"), pending.question)
    if isinstance(pending, PendingApproval):
        args = ", ".join(f"{k}={v!r}" for k, v in pending.arguments.items())
        return Text.assemble(("Needs approval: ", "bold cyan"), f"{pending.tool}({args})")
    return None


def source_line(doc_id: str, lookup: DocumentLookup) -> Text:
    """``[doc_id] Title · version 2 · published 2024-03-01`` for one cited document."""
    line = Text.assemble((f"[{doc_id}] ", "bold"))
    document = lookup(doc_id)
    if document is None:
        return line.append("(no longer in the knowledge base)", style="yellow")
    line.append(document.title)
    if document.version:
        line.append(f" · version {document.version}", style="dim")
    if document.published:
        line.append(f" · published {document.published}", style="dim")
    return line


def run_report(
    result: RunResult[Any], lookup: DocumentLookup, trace_path: Path, state_path: Path | None
) -> RenderableType:
    """The end of ``keel ask``: answer, sources, status, reason, usage, where things went."""
    state = result.state
    parts: list[RenderableType] = []
    if state.final_answer is not None:
        parts += [Text("Answer", style="bold"), Text(state.final_answer), Text()]
        if state.final_citations:
            parts.append(Text("Sources", style="bold"))
            parts += [Text("  ").append_text(source_line(d, lookup)) for d in state.final_citations]
            parts.append(Text())
    waiting = pending_text(state)
    if waiting is not None:
        parts += [waiting, Text()]
    parts.append(_field("Status", Text(state.status, style=_STATUS_STYLES.get(state.status, ""))))
    parts.append(_field("Reason", Text(state.termination_reason or "-")))
    parts.append(_field("Usage", Text(usage_line(state))))
    parts.append(_field("Trace", Text(str(trace_path))))
    if state_path is not None:
        parts.append(_field("State", Text(str(state_path))))
    return Group(*parts)


def json_report(result: RunResult[Any], trace_path: Path) -> dict[str, Any]:
    """The one object ``keel ask --json`` prints."""
    state = result.state
    return {
        "run_id": state.run_id,
        "status": state.status,
        "termination_reason": state.termination_reason,
        "final_answer": state.final_answer,
        "final_citations": state.final_citations,
        "step": state.step,
        "input_tokens": state.input_tokens,
        "output_tokens": state.output_tokens,
        "cost_usd": state.cost_usd,
        "trace_path": str(trace_path),
    }


def run_details(
    state: AgentState,
    record: RunRecord,
    approvals: Iterable[ApprovalRecord],
    now: float,
    answers: Iterable[AnswerRecord] = (),
) -> RenderableType:
    """``keel show``: a stored run's header, what it waits for, answer, approvals and the
    answers people gave to its questions (who, when)."""
    lease = f" · leased by {record.lease_owner}" if record.lease_live(now) else ""
    parts: list[RenderableType] = [
        _field("Run", Text(state.run_id)),
        _field("Goal", Text(state.goal)),
        _field(
            "Status", Text(f"{state.status}{lease}", style=_STATUS_STYLES.get(state.status, ""))
        ),
        _field("Reason", Text(state.termination_reason or "-")),
        _field("Usage", Text(usage_line(state))),
        _field("Updated", Text(clock_time(record.updated_at))),
    ]
    for key in ("kb", "model", "trace"):
        if key in record.meta:
            parts.append(_field(key.capitalize(), Text(str(record.meta[key]))))
    waiting = pending_text(state)
    if waiting is not None:
        parts.append(waiting)
    if isinstance(state.pending, PendingApproval):
        parts += approval_evidence(state.run_id, state.pending)
    if state.final_answer is not None:
        parts += [Text("Answer", style="bold"), Text(state.final_answer)]
        if state.final_citations:
            parts.append(_field("Sources", Text(", ".join(state.final_citations))))
    for a in approvals:
        verdict = "approved" if a.approved else "denied"
        when = clock_time(a.at)
        parts.append(Text(f"step {a.step}: {verdict} by {a.by} at {when} (round {a.round})"))
    for reply in answers:
        when = clock_time(reply.at)
        parts.append(Text(f"step {reply.step}: answered by {reply.by} at {when}: {reply.answer}"))
    return Group(*parts)


def approval_evidence(run_id: str, pending: PendingApproval) -> list[Text]:
    """What a person needs to decide on a pending action: its fingerprint, effects, why
    it was asked, where each argument value came from, and the commands to decide."""
    lines = [_field("Action", Text(pending.action_signature))]
    if pending.effects:
        lines.append(_field("Effects", Text(pending.effects)))
    if pending.reason:
        lines.append(_field("Why", Text(pending.reason)))
    if pending.provenance:
        lines.append(Text("Arguments", style="bold"))
        for item in pending.provenance:
            origins = item.get("origins") or []
            where = ", ".join(_origin_text(o) for o in origins) or "nowhere: the model made it up"
            value = repr(item.get("value"))
            if len(value) > 120:
                value = value[:117] + "..."
            trusted = any(o.get("kind") in {"user", "instructions"} for o in origins)
            style = "" if trusted else "yellow"
            lines.append(Text(f"  {item.get('path')} = {value}  ").append(f"from {where}", style))
    fingerprint = pending.action_signature
    lines += [
        Text("Decide with", style="bold"),
        Text(f"  keel resume {run_id} --approve --action {fingerprint}"),
        Text(f"  keel resume {run_id} --deny --action {fingerprint}"),
    ]
    return lines


def _origin_text(origin: dict[str, object]) -> str:
    kind = origin.get("kind")
    if kind == "tool" and origin.get("record"):
        named = f"a field of the record the user named {origin.get('record')!r}"
        return f"tool {origin.get('tool')} output (step {origin.get('step')}), {named}"
    if kind == "tool":
        return f"tool {origin.get('tool')} output (step {origin.get('step')})"
    if kind == "user" and origin.get("step") is not None:
        return f"the user's answer (step {origin.get('step')})"
    return "the user's request" if kind == "user" else str(kind)


def clock_time(seconds: float) -> str:
    """Seconds since the epoch as ``2026-12-03 07:30:10 UTC``."""
    return datetime.fromtimestamp(seconds, UTC).strftime("%Y-%m-%d %H:%M:%S UTC")


def _field(name: str, value: Text) -> Text:
    return Text.assemble((f"{name:<8}", "bold"), value)


def index_summary(report: IndexReport) -> Text:
    """``12 indexed, 3 unchanged, 1 removed, 2 skipped, 1 warning in 0.42 s``."""
    counts = [
        (len(report.indexed), "indexed"),
        (len(report.unchanged), "unchanged"),
        (len(report.removed), "removed"),
        (len(report.skipped), "skipped"),
        (len(report.warnings), "warning" if len(report.warnings) == 1 else "warnings"),
    ]
    summary = ", ".join(f"{n} {label}" for n, label in counts)
    if hidden := sum(report.hidden_passages.values()):
        summary += f", {_passages(hidden)} of hidden text dropped"
    return Text(f"{report.folder}: {summary} in {report.elapsed_seconds:.2f} s")


def _passages(count: int) -> str:
    return f"{count} passage" if count == 1 else f"{count} passages"


def index_json(report: IndexReport) -> dict[str, Any]:
    """What an indexing pass did, for ``--json``: counts, and every skip and warning."""
    return {
        "folder": report.folder,
        "indexed": len(report.indexed),
        "unchanged": len(report.unchanged),
        "removed": len(report.removed),
        "skipped": [skip.model_dump() for skip in report.skipped],
        "warnings": list(report.warnings),
        "hidden_dropped": [
            {"path": path, "passages": count} for path, count in report.hidden_passages.items()
        ],
    }


def index_details(report: IndexReport) -> RenderableType:
    """The summary line, then each skipped file with its reason, then each warning."""
    parts: list[RenderableType] = [index_summary(report)]
    if report.skipped:
        parts.append(Text("Skipped", style="bold yellow"))
        parts += [Text(f"  {s.path}: {s.reason}") for s in report.skipped]
    if report.warnings:
        parts.append(Text("Warnings", style="bold yellow"))
        parts += [Text(f"  {warning}") for warning in report.warnings]
    if report.hidden_passages:
        parts.append(Text("Hidden text (not indexed)", style="bold yellow"))
        parts += [
            Text(f"  {_passages(count).replace('passage', 'hidden passage')} dropped from {path}")
            for path, count in report.hidden_passages.items()
        ]
    return Group(*parts)


def hits_table(query: str, hits: Iterable[SearchHit]) -> Table:
    """Search results as the agent's ``search_kb`` returns them, one row per chunk."""
    table = Table(title=Text(f"search: {query}"), title_justify="left", expand=False)
    for name, justify in (("#", "right"), ("doc_id", "left"), ("chunk", "right")):
        table.add_column(name, justify=justify, no_wrap=True)  # type: ignore[arg-type]
    table.add_column("title", overflow="fold")
    table.add_column("score", justify="right", no_wrap=True)
    table.add_column("snippet", overflow="fold", ratio=1)
    for rank, hit in enumerate(hits, start=1):
        table.add_row(
            str(rank),
            Text(hit.doc_id),
            str(hit.chunk) if hit.chunks == 1 else f"{hit.chunk} of {hit.chunks}",
            Text(hit.title),
            f"{hit.score:.3f}",
            Text(hit.snippet),
        )
    return table


_CONTROLS = dict.fromkeys((*range(32), *range(127, 160)), "?")
"""Control characters (a terminal escape in a hostile trace's event type) print as ``?``."""


def print_lines(console: Console, events: Iterable[TraceEvent]) -> None:
    """Print each event as one line as it comes: coloured on a terminal, else plain.

    Plain writes keep a million-event trace piped to a file or ``grep`` fast (Rich per
    line costs about 50 µs).
    """
    if console.is_terminal:
        for event in events:
            console.print(Text(render_event(event), style=event_style(event.event_type)))
        return
    for event in events:
        console.file.write(render_event(event).translate(_CONTROLS) + "\n")
    console.file.flush()
