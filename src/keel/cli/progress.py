"""Live progress on a terminal: each step of a run as it happens, and an indexing bar."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from rich.console import Console
from rich.filesize import decimal
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    TextColumn,
    TimeElapsedColumn,
)
from rich.text import Text

from keel.budgets import Budgets
from keel.research.kb.types import IndexProgress
from keel.streaming import TextDelta
from keel.trace import TraceEvent

ProgressCallback = Callable[[IndexProgress], None]
_INDENT = "      "
_ARGS_SHOWN = 70


class StepPrinter:
    """A `TraceSink` that prints each step: the decision, its outcome, and budget used so far."""

    def __init__(self, console: Console, budgets: Budgets) -> None:
        self._console = console
        self._budgets = budgets
        self._tokens = 0
        self._cost = 0.0
        self._text_step: int | None = None
        """The step whose model text is being printed (its line is still open)."""

    def emit(self, event: TraceEvent) -> None:
        """Print a line for the events a person watching the run cares about."""
        if self._text_step is not None:  # end the model's text before the next line
            self._text_step = None
            self._console.print()
        data = event.data
        if event.event_type == "model_decision":
            self._tokens += int(data.get("input_tokens", 0)) + int(data.get("output_tokens", 0))
            self._cost += float(data.get("cost_usd", 0.0))
            self._console.print(self._decision_line(data))
            return
        line = outcome_line(event.event_type, data)
        if line is not None:
            self._console.print(Text(_INDENT).append_text(line))

    def _decision_line(self, data: dict[str, Any]) -> Text:
        limits = self._budgets
        steps = f"/{limits.max_steps}" if limits.max_steps is not None else ""
        line = Text.assemble((f"step {data.get('step', '?')}{steps}", "bold"), "  ")
        line.append_text(describe_decision(data.get("decision")))
        tokens = f"{self._tokens:,}" + (f"/{limits.max_tokens:,}" if limits.max_tokens else "")
        cost = f"${self._cost:.4f}" + (f"/${limits.max_cost_usd:g}" if limits.max_cost_usd else "")
        return line.append(f"  · {tokens} tokens · {cost}", style="dim")


class TextStepPrinter(StepPrinter):
    """A `StepPrinter` that also shows the model's text as it arrives (dim, indented).

    Being a `keel.streaming.TextSink`, it makes adapters that can stream do so; the
    offline planner and scripted models have no text, so nothing more is shown for them.
    """

    def emit_text(self, delta: TextDelta) -> None:
        """Print a piece of the model's text, on the line of its step."""
        text = delta.text.replace("\n", "\n" + _INDENT)
        if self._text_step != delta.step:
            if self._text_step is not None:
                self._console.print()
            self._text_step = delta.step
            text = _INDENT + text
        self._console.print(Text(text, style="dim"), end="", soft_wrap=True)


def describe_decision(decision: Any) -> Text:
    """``search_kb(query='revenue 2024')``, ``asks: ...`` or ``answers citing [a], [b]``."""
    if not isinstance(decision, dict):
        return Text("?")
    kind = decision.get("kind")
    if kind == "tool":
        call = decision.get("call") or {}
        args = ", ".join(f"{k}={v!r}" for k, v in (call.get("arguments") or {}).items())
        if len(args) > _ARGS_SHOWN:
            args = args[: _ARGS_SHOWN - 1] + "…"
        return Text.assemble((str(call.get("name")), "cyan"), f"({args})")
    if kind == "clarify":
        return Text.assemble(("asks: ", "cyan"), str(decision.get("question", "")))
    cited = ", ".join(f"[{c}]" for c in decision.get("citations") or []) or "nothing"
    return Text.assemble(("answers", "cyan"), f" citing {cited}")


def outcome_line(event_type: str, data: dict[str, Any]) -> Text | None:
    """What happened to a decision, or None for events that are not outcomes."""
    tool = str(data.get("tool", ""))
    message = str(data.get("message", ""))
    took = data.get("duration_ms")
    took = f"{took:.1f}" if isinstance(took, int | float) else "?"
    lines: dict[str, tuple[str, str]] = {
        "tool_succeeded": ("green", f"✓ {tool} ({took} ms)"),
        "tool_failed": ("red", f"✗ {tool}: {message}"),
        "tool_retryable_failure": ("yellow", f"↻ {tool}: {message} (retrying)"),
        "tool_rejected": ("yellow", f"✗ {tool} rejected: {data.get('reason', '')}"),
        "duplicate_action_blocked": ("yellow", f"⊘ {tool}: identical call blocked"),
        "model_failed": ("red", f"✗ unusable model output: {message}"),
        "model_retry": (
            "yellow",
            f"↻ model provider: {message} (retrying in {data.get('retry_in', '?')}s)",
        ),
        "final_rejected": ("yellow", "✗ answer rejected: " + " ".join(data.get("errors", []))),
        "approval_granted": ("green", f"✓ {tool} approved by {data.get('by', '?')}"),
        "approval_denied": ("red", f"✗ {tool} denied by {data.get('by', '?')}"),
        "policy_denied": ("red", f"✗ {tool} denied by the policy: {data.get('reason', '')}"),
        "cycle_detected": ("red", f"✗ repeating cycle (period {data.get('period', '?')})"),
    }
    if event_type not in lines:
        return None
    style, text = lines[event_type]
    return Text(text, style=style)


def _rate(update: IndexProgress) -> str:
    seconds = max(update.elapsed_seconds, 1e-6)
    files = update.files_done / seconds
    return f"{files:,.0f} files/s · {decimal(int(update.bytes_done / seconds))}/s"


@contextmanager
def index_bar(console: Console, enabled: bool) -> Iterator[ProgressCallback | None]:
    """A transient progress bar (files done/total, bytes, rate) fed by the KB's callback."""
    if not enabled:
        yield None
        return
    progress = Progress(
        TextColumn("indexing"),
        BarColumn(),
        MofNCompleteColumn(),
        TextColumn("files{task.fields[detail]}"),
        TimeElapsedColumn(),
        console=console,
        transient=True,
    )
    with progress:
        task = progress.add_task("indexing", total=None, detail="")

        def update(step: IndexProgress) -> None:
            size = f"{decimal(step.bytes_done)}/{decimal(step.bytes_total)}"
            detail = f" · {size} · {_rate(step)}"
            progress.update(task, completed=step.files_done, total=step.files_total, detail=detail)

        yield update
