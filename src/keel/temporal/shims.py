"""The workflow side of a keel run: its model and tools are activities, its time is the
workflow's.

`workflow_settings` turns the app's `Runtime` into the settings a workflow drives keel's
own loop under: the same budgets, guards, policy, validators, instructions and tool
specs, with a decision maker and tool handlers that are thin shims around
``workflow.execute_activity``. Timeouts and retry policies come from keel's limits:

* model calls are safe to repeat, so a lost worker's call is retried
  (``Guards.max_model_retries`` + 1 attempts, backoff from ``Guards.model_backoff_*``);
* tool attempts of read-only or ``idempotent`` tools likewise (``Guards.max_tool_retries``
  + 1, backoff from ``Guards.retry_backoff_*``), always with the same idempotency key;
* a side-effecting tool that does not honour the key runs at most once: if its worker is
  lost, the outcome is unknown, the trace says ``tool_outcome_unknown`` and the model gets
  an ``outcome_unknown`` observation; it is never re-run silently, and one that needs
  approval is put up for approval again (`ask_again_after_unknown`, a new round).

Each activity heartbeats; ``TemporalOptions.heartbeat_seconds`` is how soon a lost worker
is noticed. A tool's ``timeout_seconds`` stays keel's (a workflow timer, as locally); the
activity's own start-to-close limit is set beyond it, as a backstop.
"""

from __future__ import annotations

import asyncio
import copy
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import timedelta
from typing import Any

from temporalio import workflow
from temporalio.common import RetryPolicy
from temporalio.exceptions import ActivityError, CancelledError

from keel import trace as ev
from keel.approval import Human
from keel.budgets import Budgets, Guards
from keel.cancel import CancelToken
from keel.clock import Clock
from keel.context import ModelRequest
from keel.loop.authorization import needs_approval
from keel.loop.modelcall import model_name, provider_name
from keel.loop.recovery import UNKNOWN_MESSAGE
from keel.loop.run import Run
from keel.output import OutputSpec
from keel.runtime import Runtime
from keel.state import PendingApproval
from keel.temporal.activities import CALL_TOOL, DECIDE
from keel.temporal.payloads import (
    ToolCallInput,
    WorkerDeps,
    named_error,
    reply_from_json,
    request_payload,
    tool_result_from_json,
)
from keel.tools import Tool, ToolContext, ToolRegistry
from keel.trace import Tracer, TraceSink
from keel.validation import FinalValidator
from keel.verdicts import Policy

DEFAULT_CALL_SECONDS = 3_600.0
"""Start-to-close limit of a call when neither the tool nor the time budget sets one."""

WORKFLOW_CLOCK = Clock(now=workflow.now, monotonic=workflow.time)
"""The workflow's deterministic time: the same on every replay."""


@dataclass(kw_only=True)
class TemporalOptions:
    """How a keel run uses Temporal (part of the workflow's input)."""

    heartbeat_seconds: float = 30.0
    """A worker lost during a call is noticed after this long."""
    steps_per_execution: int = 500
    """Continue-as-new after this many steps, so the history stays bounded (Temporal
    may ask for it sooner)."""


class WorkflowCancel(CancelToken):
    """The run's cancel token in a workflow: a retry's backoff is one durable timer.

    Cancellation itself arrives as Temporal's cancellation of the workflow task.
    """

    __slots__ = ()

    async def sleep(self, seconds: float, poll: float = 0.02) -> bool:
        """Sleep ``seconds`` on a workflow timer; never cancelled through the token."""
        await asyncio.sleep(seconds)
        return self.cancelled


class TracerBox:
    """Where the shims find the run's tracer (set once the run exists), and leave the
    call a lost worker left unknown (taken by `ask_again_after_unknown`)."""

    tracer: Tracer | None = None
    unknown: ToolCallInput | None = None


@dataclass(frozen=True, kw_only=True)
class WorkflowSettings:
    """A `keel.loop.base.Settings` whose model and tools are activities."""

    model: Any
    tools: ToolRegistry
    budgets: Budgets
    guards: Guards
    validators: Sequence[FinalValidator]
    output: OutputSpec[Any] | None
    instructions: str
    tool_specs: list[dict[str, Any]]
    tool_specs_chars: int
    observation_chars: int
    sinks: Sequence[TraceSink]
    human: Human | None
    policy: Policy | None


def workflow_settings(
    app: str, runtime: Runtime[Any], options: TemporalOptions, box: TracerBox
) -> WorkflowSettings:
    """The settings a workflow drives the app's runs under (see the module docstring)."""
    heartbeat = timedelta(seconds=options.heartbeat_seconds)
    model = ActivityModel(app, runtime, heartbeat)
    tools = ToolRegistry(
        _shim(app, tool, runtime, heartbeat, box) for tool in runtime.tools.values()
    )
    return WorkflowSettings(
        model=model,
        tools=tools,
        budgets=runtime.budgets,
        guards=runtime.guards,
        validators=runtime.validators,
        output=runtime.output,
        instructions=runtime.instructions,
        tool_specs=runtime.tool_specs,
        tool_specs_chars=runtime.tool_specs_chars,
        observation_chars=runtime.observation_chars,
        sinks=runtime.sinks,
        human=None,
        policy=runtime.policy,
    )


class ActivityModel:
    """A decision maker whose every call is the ``keel.decide`` activity."""

    def __init__(self, app: str, runtime: Runtime[Any], heartbeat: timedelta) -> None:
        self.app = app
        guards, limit = runtime.guards, runtime.budgets.timeout_seconds
        self.heartbeat = heartbeat
        self.timeout = timedelta(seconds=limit or DEFAULT_CALL_SECONDS)
        self.retry = RetryPolicy(
            maximum_attempts=guards.max_model_retries + 2,
            initial_interval=timedelta(seconds=max(guards.model_backoff_seconds, 0.1)),
            maximum_interval=timedelta(seconds=max(guards.model_backoff_max_seconds, 0.1)),
        )
        # Traces name the model behind the activity, as the local runtime does (run_started).
        self.model, self.provider = model_name(runtime.model), provider_name(runtime.model)
        for name in ("count_tokens", "estimate_cost"):  # pure helpers: called in the workflow
            helper = getattr(runtime.model, name, None)
            if helper is not None:
                setattr(self, name, helper)

    async def decide(self, request: ModelRequest) -> object:
        """Run the model activity; its reply, or its recorded failure raised again."""
        result = await workflow.execute_activity(
            DECIDE,
            args=[self.app, request_payload(request)],
            start_to_close_timeout=self.timeout,
            heartbeat_timeout=self.heartbeat,
            retry_policy=self.retry,
            result_type=dict,
        )
        return reply_from_json(result)


def _shim(
    app: str, tool: Tool, runtime: Runtime[Any], heartbeat: timedelta, box: TracerBox
) -> Tool:
    """A copy of ``tool`` whose handler runs the ``keel.call_tool`` activity."""
    guards = runtime.guards
    once = tool.side_effects and not tool.idempotent
    retry = RetryPolicy(
        maximum_attempts=1 if once else guards.max_tool_retries + 2,
        initial_interval=timedelta(seconds=max(guards.retry_backoff_seconds, 0.1)),
        maximum_interval=timedelta(seconds=max(guards.retry_backoff_max_seconds, 0.1)),
    )
    bound = tool.timeout_seconds or runtime.budgets.timeout_seconds or DEFAULT_CALL_SECONDS
    timeout = timedelta(seconds=bound * 1.5 + 5)  # keel's own timer fires first

    async def handler(args: Any, ctx: ToolContext[Any]) -> Any:
        call = _call_input(tool.name, args, ctx)
        try:
            result = await workflow.execute_activity(
                CALL_TOOL,
                args=[app, call],
                start_to_close_timeout=timeout,
                heartbeat_timeout=heartbeat,
                retry_policy=retry,
                result_type=dict,
            )
        except ActivityError as error:
            if isinstance(error.cause, CancelledError):
                raise asyncio.CancelledError from error
            if not once:
                raise
            _outcome_unknown(box, call)
            raise named_error("outcome_unknown")(UNKNOWN_MESSAGE.format(tool=tool.name)) from None
        for note in result.get("notes") or ():
            ctx.add_note(note["text"], note.get("source_ids") or ())
        return tool_result_from_json(result)

    shim = copy.copy(tool)
    # The worker that runs the tool makes its deps and checks them (`keel.temporal.activities`).
    replaced = {"handler": handler, "is_async": True, "wants_context": True, "deps_type": None}
    for name, value in replaced.items():
        object.__setattr__(shim, name, value)
    return shim


def _call_input(name: str, args: Any, ctx: ToolContext[Any]) -> ToolCallInput:
    """The tool activity's input for one attempt, with keel's idempotency key."""
    return ToolCallInput(
        tool=name,
        arguments=args.model_dump(mode="json"),
        run_id=ctx.run_id,
        step=ctx.step,
        attempt=ctx.attempt,
        idempotency_key=ctx.idempotency_key,
        goal=ctx.goal,
        notes=[note.model_dump(mode="json") for note in ctx.notes],
        deps=ctx.deps.value if isinstance(ctx.deps, WorkerDeps) else None,
    )


def _outcome_unknown(box: TracerBox, call: ToolCallInput) -> None:
    """Say in the trace that a lost worker left this side effect's outcome unknown."""
    box.unknown = call
    if box.tracer is not None:
        box.tracer.emit(
            ev.TOOL_OUTCOME_UNKNOWN,
            step=call.step,
            tool=call.tool,
            idempotency_key=call.idempotency_key,
        )


def ask_again_after_unknown(run: Run, box: TracerBox) -> None:
    """Pause for a new approval round if a lost worker left an action that needs approval
    with an unknown outcome (as `keel.loop.recovery` does after a crash locally)."""
    call, box.unknown = box.unknown, None
    state = run.state
    last = state.observations[-1] if state.observations else None
    if call is None or state.status != "running" or last is None:
        return
    tool = run.runtime.tools.get(call.tool)
    if tool is None or last.error_type != "outcome_unknown" or last.action_signature is None:
        return
    args = tool.args_model.model_validate(call.arguments)
    if not needs_approval(tool, args):
        return
    signature = last.action_signature
    rounds = sum(
        1
        for event in [*run.earlier, *run.memory.events]
        if event.event_type == ev.APPROVAL_GRANTED
        and event.data.get("action_signature") == signature
    )
    pending = PendingApproval(
        step=state.step,
        tool=tool.name,
        arguments=call.arguments,
        action_signature=signature,
        rationale=f"outcome unknown after a lost worker: approve running {tool.name} again?",
        round=rounds + 1,
    )
    run.pause(pending, f"outcome of {tool.name} unknown after a lost worker; approve it again?")
