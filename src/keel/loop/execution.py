"""Executes one validated, authorized tool call: timeouts, bounded retries, result contract.

Each attempt emits ``tool_started`` and exactly one outcome event: ``tool_succeeded``,
``tool_retryable_failure`` (another attempt follows) or ``tool_failed``. Exceptions never
escape as crashes; they become a failed `Outcome` the runtime records as an observation.
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import Callable, ItemsView, KeysView, ValuesView
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel
from pydantic_core import to_jsonable_python

from keel import trace as ev
from keel.budgets import Guards
from keel.cancel import CancelToken
from keel.errors import RetryableToolError
from keel.loop.invoke import _RaisedTimeout, _RunOutOfTime, invoke
from keel.state import StoredNote
from keel.tools import Tool, ToolContext, ToolResult, check_deps
from keel.trace import Tracer
from keel.validation import check_result

TRACE_OUTPUT_CHARS = 4_000
"""``tool_succeeded`` carries at most this much of an output (and no more than the tool's
``max_output_chars``); the run's state keeps the rest."""
_SCALARS = (str, int, float, bool, type(None))


@dataclass(slots=True, kw_only=True)
class Outcome:
    """The result of executing one action, after retries."""

    ok: bool
    data: Any = None
    source_ids: list[str] = field(default_factory=list)
    error_type: str | None = None
    error_message: str | None = None
    truncated: bool = False
    stop: str | None = None
    """Set when the run must end instead of continuing: ``"cancelled"`` or ``"time"``."""
    notes: list[StoredNote] = field(default_factory=list)
    """Notes the accepted attempt stored (`ToolContext.add_note`)."""
    preview: Any = None
    """The output as ``tool_succeeded`` carries it: whole when short, else a cut text."""

    def to_record(self) -> dict[str, Any]:
        """The outcome as the execution ledger keeps it, with the notes the tool stored.

        ``stop`` is left out on purpose: a cancellation or time-out belonged to the
        process that died; a replay in a new one continues under its own limits.
        """
        return {
            "ok": self.ok,
            "data": self.data,
            "error_type": self.error_type,
            "error_message": self.error_message,
            "source_ids": self.source_ids,
            "truncated": self.truncated,
            "notes": [note.model_dump(mode="json") for note in self.notes],
        }

    @classmethod
    def from_record(cls, record: dict[str, Any]) -> Outcome:
        """The outcome (with its notes) a `to_record` dict holds."""
        notes = [StoredNote.model_validate(note) for note in record.get("notes") or ()]
        fields = {name: record[name] for name in _RECORDED if name in record}
        return cls(ok=bool(record.get("ok")), notes=notes, **fields)


_RECORDED = ("data", "error_type", "error_message", "source_ids", "truncated")


@dataclass(slots=True, kw_only=True)
class Attempt:
    """Everything needed to run attempts of one action."""

    tool: Tool
    args: BaseModel
    arguments: dict[str, Any]
    signature: str
    make_context: Callable[[int], ToolContext]
    seconds_left: Callable[[], float | None]


async def execute(
    attempt: Attempt, *, guards: Guards, cancel: CancelToken, tracer: Tracer, step: int
) -> Outcome:
    """Run the tool, retrying `RetryableToolError` (and timeouts) with bounded backoff."""
    tool = attempt.tool
    events = _Events(tracer, step, tool.name)
    for number in range(1, guards.max_tool_retries + 2):
        left = attempt.seconds_left()
        stop = _stop_before(cancel, left)
        if stop is not None:
            return stop
        result = await _attempt(attempt, number, left, events)
        if isinstance(result, Outcome):
            return result
        kind, message = result  # a retryable failure
        if number > guards.max_tool_retries or (kind == "timeout" and tool.side_effects):
            return events.failed(number, kind, message, retries_exhausted=True)
        delay = min(
            guards.retry_backoff_seconds * 2 ** (number - 1), guards.retry_backoff_max_seconds
        )
        events.emit(ev.TOOL_RETRYABLE_FAILURE, number, error=kind, message=message, retry_in=delay)
        if await cancel.sleep(delay):
            return Outcome(ok=False, error_type=kind, error_message=message, stop="cancelled")
    raise AssertionError("unreachable: the last attempt always returns")  # pragma: no cover


class _Events:
    """Emits one tool's events for one step."""

    __slots__ = ("step", "tool", "tracer")

    def __init__(self, tracer: Tracer, step: int, tool: str) -> None:
        self.tracer, self.step, self.tool = tracer, step, tool

    def emit(self, event_type: str, number: int, **data: Any) -> None:
        self.tracer.emit(event_type, step=self.step, tool=self.tool, attempt=number, **data)

    def failed(self, number: int, kind: str, message: str, **data: Any) -> Outcome:
        """Emit ``tool_failed`` and return the matching failed outcome."""
        self.emit(ev.TOOL_FAILED, number, error=kind, message=message, **data)
        stop = "time" if kind == "time_budget" else None
        return Outcome(ok=False, error_type=kind, error_message=message, stop=stop)


def _stop_before(cancel: CancelToken, left: float | None) -> Outcome | None:
    """An outcome that ends the run before an attempt starts, or None to go ahead."""
    if cancel.cancelled:
        return Outcome(
            ok=False, error_type="cancelled", error_message=cancel.reason, stop="cancelled"
        )
    if left is not None and left <= 0:
        message = "no time left to run the tool"
        return Outcome(ok=False, error_type="time_budget", error_message=message, stop="time")
    return None


async def _attempt(
    attempt: Attempt, number: int, left: float | None, events: _Events
) -> Outcome | tuple[str, str]:
    """One attempt: its outcome, or (kind, message) of a failure worth retrying."""
    tool = attempt.tool
    events.emit(
        ev.TOOL_STARTED, number, arguments=attempt.arguments, action_signature=attempt.signature
    )
    started = time.perf_counter()
    ctx = attempt.make_context(number) if tool.wants_context else None
    try:
        check_deps(tool, ctx)
        raw = await invoke(tool, attempt.args, ctx, left)
    except (RetryableToolError, TimeoutError) as error:
        return _describe(error, tool)
    except _RaisedTimeout as error:
        return "timeout", f"{tool.name} timed out: {error}"
    except _RunOutOfTime:
        message = "the run's time budget ran out while the tool was running"
        return events.failed(number, "time_budget", message)
    except Exception as error:
        return events.failed(number, type(error).__name__, str(error) or type(error).__name__)
    except BaseException:  # Ctrl+C or task cancellation mid-tool: close the event, go on
        events.emit(
            ev.TOOL_FAILED, number, error="interrupted", message="interrupted while running"
        )
        raise
    finally:
        notes = [] if ctx is None else ctx.close()  # an abandoned call adds nothing later
    outcome = _accept(tool, raw)
    if not outcome.ok:
        return events.failed(number, outcome.error_type or "error", outcome.error_message or "")
    outcome.notes = notes
    duration = round((time.perf_counter() - started) * 1000, 3)
    events.emit(
        ev.TOOL_SUCCEEDED,
        number,
        duration_ms=duration,
        source_ids=outcome.source_ids,
        truncated=outcome.truncated,
        output=outcome.preview,
    )
    return outcome


def _describe(error: Exception, tool: Tool) -> tuple[str, str]:
    if isinstance(error, TimeoutError):  # the tool's own timeout passed (see `invoke`)
        return "timeout", f"{tool.name} did not finish within {tool.timeout_seconds or 0:g}s"
    return type(error).__name__, str(error) or type(error).__name__


def _path_text(value: Any) -> Any:
    """What Pydantic does not serialize itself but has a JSON form: a path (``PurePath``)
    as its text, a numpy value or array as its Python value (``tolist``), a dict view as a
    list. Anything else has no JSON form."""
    if isinstance(value, os.PathLike):
        return os.fsdecode(value)
    if type(value).__module__ == "numpy" and callable(getattr(value, "tolist", None)):
        return value.tolist()
    if isinstance(value, KeysView | ValuesView | ItemsView):
        return [list(item) if isinstance(item, tuple) else item for item in value]
    raise TypeError(f"Unable to serialize unknown type: {type(value)}")


def _accept(tool: Tool, raw: Any) -> Outcome:
    """Apply the result contract, JSON conversion and the storage cap to a return value.

    A value that cannot become JSON (bytes that are not UTF-8, a list that contains
    itself, an object Pydantic cannot serialize) breaks the contract every tool has: it is
    a failed outcome, never a crash, and never its ``repr`` stored as if it were data.
    What Pydantic serializes is accepted: dates, decimals, UUIDs, paths, enums, sets,
    dataclasses, models, UTF-8 bytes.
    """
    if isinstance(raw, ToolResult):
        data, sources = raw.data, list(raw.source_ids)
    else:
        data, sources = raw, []
    if tool.result_adapter is not None:
        violation = check_result(tool.result_adapter, data)
        if violation:
            return Outcome(
                ok=False, error_type="result_contract_violation", error_message=violation
            )
    try:
        if not isinstance(data, _SCALARS):
            data = to_jsonable_python(data, fallback=_path_text)
        text = data if isinstance(data, str) else json.dumps(data, ensure_ascii=False)
        text.encode("utf-8")
    except (ValueError, TypeError, RecursionError) as error:
        message = (
            f"the tool returned a value that cannot be stored as JSON: {error}; return "
            "JSON-compatible data (text, numbers, lists, dicts, Pydantic models, dataclasses)"
        )
        return Outcome(ok=False, error_type="result_contract_violation", error_message=message)
    size, cut = len(text), tool.max_stored_chars
    shown = min(tool.max_output_chars, TRACE_OUTPUT_CHARS)
    preview = data if size <= shown else f"{text[:shown]}… [{size:,} chars]"
    if size <= cut:
        return Outcome(ok=True, data=data, source_ids=sources, preview=preview)
    capped = f"{text[:cut]}… [output cut at {cut:,} of {size:,} chars by the tool's storage cap]"
    return Outcome(ok=True, data=capped, source_ids=sources, truncated=True, preview=preview)
