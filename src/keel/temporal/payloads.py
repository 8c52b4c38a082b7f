"""What crosses between the workflow and its activities, as plain JSON.

Temporal records every activity's input and result in the workflow's history, so both
sides speak JSON: a `ModelRequest` without its live helpers (its narrowing goes as the
step's `keel.narrowing.Allowed` values, computed in the workflow, and is rebuilt in the
activity), a model turn, a tool call with its idempotency key and the run's JSON deps
value, and a tool's outcome. A failure inside an activity (a provider
fault, a tool's exception) is returned as data, not raised, so the workflow re-raises the
same kind of error where the local runtime would have seen it, and keel's own retry
rules, not Temporal's, decide what happens next (Temporal retries only lost workers).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from pydantic_core import to_jsonable_python
from temporalio.api.common.v1 import Payload
from temporalio.common import RawValue

from keel.context import ContextItem, ModelRequest, Remaining
from keel.decisions import ModelTurn, RawOutput
from keel.errors import ProviderError, RetryableToolError
from keel.narrowing import Allowed, GivenNarrowing
from keel.state import Observation, StoredNote
from keel.tools import ToolResult


@dataclass(kw_only=True)
class ToolCallInput:
    """One attempt of one authorized tool call, as the tool activity receives it."""

    tool: str
    arguments: dict[str, Any]
    run_id: str
    step: int
    attempt: int
    idempotency_key: str
    goal: str = ""
    notes: list[dict[str, Any]] = field(default_factory=list)
    deps: Any = None
    """The run's JSON deps value (``TemporalRuns.start(deps=...)``); the worker turns it
    into the tool's ``ToolContext.deps`` (`keel.temporal.TemporalApp`)."""


@dataclass(frozen=True, slots=True)
class WorkerDeps:
    """A run's deps as the workflow holds them: its JSON start value, if any. The live
    deps are made by the worker that runs each tool (`keel.temporal.TemporalApp`)."""

    value: Any = None


def request_to_json(request: ModelRequest) -> dict[str, Any]:
    """A model request as JSON; its narrowing as the step's allowed values (the tool
    schemas are in ``tools`` already, so a step adds only names, values and citations)."""
    narrowing = request.narrowing
    return {
        "run_id": request.run_id,
        "step": request.step,
        "goal": request.goal,
        "instructions": request.instructions,
        "tools": list(request.tools),
        "observations": [
            {
                "step": item.step,
                "source": item.source,
                "name": item.name,
                "ok": item.ok,
                "text": item.text,
                "observation": item.observation.model_dump(mode="json"),
            }
            for item in request.observations
        ],
        "notes": [note.model_dump(mode="json") for note in request.notes],
        "remaining": to_jsonable_python(request.remaining),
        "max_output_tokens": request.max_output_tokens,
        "response_schema": request.response_schema,
        "estimated_prompt_chars": request.estimated_prompt_chars,
        "output_schema": request.output_schema,
        "narrowing": None if narrowing is None else _allowed_to_json(narrowing.allowed()),
    }


def request_payload(request: ModelRequest) -> RawValue:
    """A model request as the model activity's input, its JSON's key order kept.

    Temporal's JSON converter sorts object keys; a tool's parameters would then reach the
    model in another order than locally (the prompt's tool specs, a grammar's property
    order, a strict schema's ``required``), so the request is encoded here, as is.
    """
    data = json.dumps(request_to_json(request), separators=(",", ":")).encode()
    return RawValue(Payload(metadata={"encoding": b"json/plain"}, data=data))


def _allowed_to_json(allowed: Allowed) -> dict[str, Any]:
    citations = allowed.citations
    return {
        "tools": {name: dict(values) for name, values in allowed.tools.items()},
        "citations": None if citations is None else list(citations),
    }


def _narrowing_from_json(data: dict[str, Any]) -> GivenNarrowing | None:
    """The request's narrowing; None (unconstrained) for a request recorded without one."""
    allowed = data.get("narrowing")
    if allowed is None:
        return None
    citations = allowed["citations"]
    given = Allowed(
        tools=allowed["tools"], citations=None if citations is None else tuple(citations)
    )
    return GivenNarrowing(given, data["tools"], data["output_schema"])


def request_from_json(data: dict[str, Any]) -> ModelRequest:
    """The `ModelRequest` a `request_to_json` dict holds."""
    items = [
        ContextItem(
            step=item["step"],
            source=item["source"],
            name=item["name"],
            ok=item["ok"],
            text=item["text"],
            observation=Observation.model_validate(item["observation"]),
        )
        for item in data["observations"]
    ]
    return ModelRequest(
        run_id=data["run_id"],
        step=data["step"],
        goal=data["goal"],
        instructions=data["instructions"],
        tools=data["tools"],
        observations=items,
        notes=[StoredNote.model_validate(note) for note in data["notes"]],
        remaining=Remaining(**data["remaining"]),
        max_output_tokens=data["max_output_tokens"],
        response_schema=data["response_schema"],
        estimated_prompt_chars=data["estimated_prompt_chars"],
        output_schema=data["output_schema"],
        narrowing=_narrowing_from_json(data),
    )


def reply_to_json(reply: object) -> dict[str, Any]:
    """A decision maker's reply (a turn, raw text, or anything else) as JSON."""
    if isinstance(reply, ModelTurn):
        return {"turn": reply.model_dump(mode="json")}
    if isinstance(reply, RawOutput):
        return {"raw": {**reply.model_dump(mode="json"), "meta": reply.meta}}
    return {"invalid": type(reply).__name__}


def reply_from_json(data: dict[str, Any]) -> object:
    """The reply a `reply_to_json` dict holds; a recorded failure is raised again."""
    if "turn" in data:
        return ModelTurn.model_validate(data["turn"])
    if "raw" in data:
        return RawOutput.model_validate(data["raw"])
    if "invalid" in data:
        return InvalidReply(data["invalid"])
    raise_recorded(data)
    raise AssertionError("unreachable")  # pragma: no cover


class InvalidReply:
    """Stands for a reply of a type keel does not accept (named like the original)."""

    def __init__(self, type_name: str) -> None:
        self.type_name = type_name


def error_to_json(error: BaseException) -> dict[str, Any]:
    """An exception raised by a model or a tool, as JSON the workflow raises again."""
    data: dict[str, Any] = {"error": type(error).__name__, "message": str(error)}
    if isinstance(error, ProviderError):
        data["provider"] = {
            "retryable": error.retryable,
            "kind": error.kind,
            "status": error.status,
            "retry_after": error.retry_after,
        }
    elif isinstance(error, RetryableToolError):
        data["retryable_tool"] = True
    elif isinstance(error, TimeoutError):
        data["timeout"] = True
    return data


def raise_recorded(data: dict[str, Any]) -> None:
    """Raise the error an `error_to_json` dict records, as the same kind of exception."""
    message = data.get("message", "")
    if "provider" in data:
        raise ProviderError(message, **data["provider"])
    if data.get("retryable_tool"):
        raise RetryableToolError(message)
    if data.get("timeout"):
        raise TimeoutError(message)
    raise named_error(data.get("error") or "Exception")(message)


_NAMED: dict[str, type[Exception]] = {}


def named_error(name: str) -> type[Exception]:
    """An exception class with this name: keel names a failure by its type's name."""
    if name not in _NAMED:
        _NAMED[name] = type(name, (Exception,), {"__module__": __name__})
    return _NAMED[name]


def tool_result_to_json(raw: Any, notes: list[StoredNote]) -> dict[str, Any]:
    """A tool's return value (and the notes it added) as JSON."""
    if isinstance(raw, ToolResult):
        data, sources = raw.data, list(raw.source_ids)
    else:
        data, sources = raw, None
    return {
        "data": to_jsonable_python(data, fallback=str),
        "source_ids": sources,
        "notes": [note.model_dump(mode="json") for note in notes],
    }


def tool_result_from_json(data: dict[str, Any]) -> Any:
    """The value a tool returned (a `ToolResult` if it returned one); errors re-raised."""
    if "error" in data:
        raise_recorded(data)
    if data["source_ids"] is None:
        return data["data"]
    return ToolResult(data=data["data"], source_ids=data["source_ids"])
