"""The tool pipeline: resolve -> validate -> duplicate guard -> policy -> approval ->
execute -> observe.

Every branch ends in an observation, so a rejected, denied or failed action is something
the model can replan from, never a crash. The verdict comes from the runtime's policy
(`keel.loop.authorization`) and the tool's own approval flag; approval comes only from the human
channel or from `Runtime.resume`; nothing the model emits can grant it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pydantic import BaseModel, ValidationError

from keel import trace as ev
from keel.decisions import ToolCall, ToolDecision
from keel.errors import UserError, describe_validation
from keel.loop.authorization import (
    authorize,
    deny,
    deny_by_policy,
    policy_verdict,
    record_decision,
    refuse,
)
from keel.loop.base import ActiveRun
from keel.loop.execution import Attempt, Outcome, execute
from keel.loops import (
    action_fingerprint,
    count_action,
    fingerprint,
    json_arguments,
    same_apart_from_set_order,
    same_json,
)
from keel.runstore import LedgerEntry
from keel.state import InFlight, PendingApproval
from keel.tools import Tool, ToolContext


async def handle_tool_decision(run: ActiveRun, decision: ToolDecision) -> None:
    """Take one proposed tool call through every check, and execute it if it passes."""
    validated = _resolve(run, decision.call)
    if validated is None:
        return
    tool, args = validated
    arguments = json_arguments(args)
    history = run.state.decision_history
    last = history[-1] if history else None
    signature = action_signature(tool, args, arguments, decision.call.arguments, last)
    if _blocked_as_duplicate(run, tool, signature):
        return
    approval_round = 0
    verdict = policy_verdict(run, tool, args, arguments, signature)
    if verdict is not None and verdict.decision == "deny":
        deny_by_policy(run, tool, signature, verdict)
        return
    if verdict is not None and verdict.decision == "ask":
        if not await authorize(run, tool, arguments, signature, decision.rationale, verdict):
            return
        approval_round = 1
    elif verdict is not None and tool.side_effects:
        run.tracer.emit(
            ev.POLICY_ALLOWED,
            step=run.state.step,
            tool=tool.name,
            action_signature=signature,
            rule=verdict.rule,
            reason=verdict.reason,
        )
    await execute_action(run, tool, args, arguments, signature, approval_round=approval_round)


def _resolve(run: ActiveRun, call: ToolCall) -> tuple[Tool, BaseModel] | None:
    """The registered tool and validated arguments, or None after recording the rejection."""
    tool = run.runtime.tools.get(call.name)
    if tool is None:
        known = ", ".join(run.runtime.tools) or "none"
        message = f"Unknown tool {call.name!r}; available tools: {known}."
        run.observe("runtime", call.name, False, error_type="unknown_tool", error_message=message)
        run.tracer.emit(
            ev.TOOL_REJECTED, step=run.state.step, tool=call.name, reason="unknown_tool"
        )
        return None
    try:
        return tool, tool.args_model.model_validate(call.arguments)
    except ValidationError as error:
        message = _validation_summary(error)
        run.observe(
            "runtime", call.name, False, error_type="invalid_arguments", error_message=message
        )
        run.tracer.emit(
            ev.TOOL_REJECTED,
            step=run.state.step,
            tool=call.name,
            reason="invalid_arguments",
            errors=error.error_count(),
        )
        return None


def _blocked_as_duplicate(run: ActiveRun, tool: Tool, signature: str) -> bool:
    """Count the action; if it ran too often already, record the block and say so."""
    count = count_action(run.state, signature, run.runtime.guards.max_duplicate_actions)
    if count is None:
        return False
    refuse(
        run,
        "runtime",
        tool.name,
        signature,
        "duplicate_action",
        "Identical action blocked: it already ran with these arguments. "
        "Change the plan or the arguments.",
        ev.DUPLICATE_ACTION_BLOCKED,
        count=count,
    )
    return True


async def execute_action(
    run: ActiveRun,
    tool: Tool,
    args: BaseModel,
    arguments: dict[str, Any],
    signature: str,
    *,
    approval_round: int = 0,
) -> None:
    """Execute an authorized action and record its outcome as an observation.

    With a run store, an action that has side effects or was approved is first recorded
    as in flight (and a side effect's intent in the ledger) in one checkpoint, so a crash
    while it runs is reconciled on resume (see `keel.loop.recovery`) instead of forgotten.
    """
    state = run.state
    step = state.step
    durable = run.durable
    # The idempotency key: made only for what uses it (the store, a tool that takes a context).
    key = "" if durable is None else idempotency_key(state.run_id, signature, step)
    ledgered = durable is not None and tool.side_effects
    if ledgered and replay_if_recorded(run, tool, signature, key):
        return  # this exact action already ran (e.g. approved again after a crash)
    if durable is not None and (tool.side_effects or approval_round):
        _mark_in_flight(run, tool, arguments, signature, key, approval_round)
    attempt = Attempt(
        tool=tool,
        args=args,
        arguments=arguments,
        signature=signature,
        make_context=_context_maker(run, signature, step, key),
        seconds_left=run.seconds_left,
    )
    outcome = await execute(
        attempt, guards=run.runtime.guards, cancel=run.cancel, tracer=run.tracer, step=step
    )
    if ledgered:
        assert durable is not None
        durable.finish_effect(key, "done", outcome.to_record())
    state.inflight = None
    record_outcome(run, tool, signature, outcome)


def _context_maker(
    run: ActiveRun, signature: str, step: int, key: str
) -> Callable[[int], ToolContext]:
    """What an attempt of the action gets as its `ToolContext` (``key`` made if empty)."""
    state = run.state

    def make_context(attempt: int) -> ToolContext:
        return ToolContext(
            run_id=state.run_id,
            step=step,
            attempt=attempt,
            idempotency_key=key or idempotency_key(state.run_id, signature, step),
            deps=run.deps,
            goal=state.goal,
            notes=tuple(state.notes),
        )

    return make_context


def idempotency_key(run_id: str, signature: str, step: int) -> str:
    """The key a tool gets to make its side effect once: the same for the same action at the
    same step of the same run, whichever worker (re)runs it."""
    return fingerprint([run_id, signature, step])


def _mark_in_flight(
    run: ActiveRun,
    tool: Tool,
    arguments: dict[str, Any],
    signature: str,
    key: str,
    approval_round: int,
) -> None:
    """Checkpoint the action as in flight (with a side effect's ledger intent) before it runs."""
    state, durable = run.state, run.durable
    assert durable is not None
    state.inflight = InFlight(
        step=state.step,
        tool=tool.name,
        arguments=arguments,
        action_signature=signature,
        idempotency_key=key,
        round=approval_round,
    )
    if tool.side_effects:
        durable.add_intent(
            LedgerEntry(key, state.run_id, state.step, tool.name, signature, "intent")
        )
    run.checkpoint()


def replay_if_recorded(run: ActiveRun, tool: Tool, signature: str, key: str) -> bool:
    """If the ledger holds this action's outcome, record it again instead of running the
    tool (``tool_replayed``), and return True."""
    assert run.durable is not None
    entry = run.durable.ledger(key)
    if entry is None or entry.status != "done" or entry.outcome is None:
        return False
    outcome = Outcome.from_record(entry.outcome)
    run.tracer.emit(
        ev.TOOL_REPLAYED, step=run.state.step, tool=tool.name, ok=outcome.ok, idempotency_key=key
    )
    record_outcome(run, tool, signature, outcome)
    return True


def record_outcome(run: ActiveRun, tool: Tool, signature: str, outcome: Outcome) -> None:
    """Record an action's outcome (and the notes it stored); end the run if it must stop."""
    run.state.notes.extend(outcome.notes)
    run.observe(
        "tool",
        tool.name,
        outcome.ok,
        data=outcome.data,
        error_type=outcome.error_type,
        error_message=outcome.error_message,
        source_ids=outcome.source_ids,
        action_signature=signature,
        truncated=outcome.truncated,
    )
    if outcome.stop == "cancelled":
        run.end("cancelled", "cancelled", run.cancel.reason)
    elif outcome.stop == "time":
        run.end_by_time(f"{tool.name} was running")


def check_pending_approval(run: ActiveRun, pending: PendingApproval) -> tuple[Tool, BaseModel]:
    """Rebuild a paused action and prove it is the one that was put up for approval.

    Raises:
        UserError: the tool is gone, or the arguments no longer validate or fingerprint
            to the signature the approval is bound to.
    """
    tool = run.runtime.tools.get(pending.tool)
    if tool is None:
        raise UserError(
            f"run {run.state.run_id} waits on tool {pending.tool!r}, "
            "which this runtime does not have"
        )
    try:
        args = tool.args_model.model_validate(pending.arguments)
    except ValidationError as error:
        raise UserError(
            f"the pending {pending.tool} arguments no longer validate: {_validation_summary(error)}"
        ) from None
    signature = pending.action_signature
    if action_signature(tool, args, json_arguments(args)) != signature and not (
        # Paused before sets were put in one order: its stored arguments were fingerprinted
        # in that process's set order. They bind the approval if they are this very action
        # but for that order (not, say, a value a validator changes on the way in).
        action_signature(tool, args, pending.arguments) == signature
        and same_apart_from_set_order(args, pending.arguments)
    ):
        raise UserError(
            "the pending action does not match the signature its approval is "
            "bound to; refusing to execute it"
        )
    return tool, args


async def resume_approval(
    run: ActiveRun, pending: PendingApproval, approve: bool, by: str, *, recorded: bool = False
) -> None:
    """Apply a person's decision on a paused action, then let the loop continue.

    ``recorded``: the decision is already in the run store (`keel.approval.record_approval`).
    """
    tool, args = check_pending_approval(run, pending)
    if not recorded:
        record_decision(run, pending.step, pending.action_signature, pending.round, approve, by)
    if not approve:
        deny(run, tool.name, pending.action_signature, by=by)
        return
    run.tracer.emit(
        ev.APPROVAL_GRANTED,
        step=run.state.step,
        tool=tool.name,
        action_signature=pending.action_signature,
        by=by,
    )
    await execute_action(
        run, tool, args, pending.arguments, pending.action_signature, approval_round=pending.round
    )


def action_signature(
    tool: Tool,
    args: BaseModel,
    arguments: dict[str, Any],
    raw: dict[str, Any] | None = None,
    decision_fingerprint: str | None = None,
) -> str:
    """The fingerprint the duplicate guard and approvals use for one action.

    When validation left the model's arguments unchanged, the decision's own fingerprint
    (same input) is reused. A tool with a ``revision`` adds it, so the same call on a
    changed source is a new action.
    """
    revision = tool.revision(args) if tool.revision is not None else None
    if revision is not None:
        return action_fingerprint(tool.name, {"arguments": arguments, "revision": revision})
    if decision_fingerprint is not None and raw is not None and same_json(arguments, raw):
        return decision_fingerprint
    return action_fingerprint(tool.name, arguments)


def _validation_summary(error: ValidationError) -> str:
    details = describe_validation(error, "<arguments>")
    return f"Invalid arguments: {details}. Fix them and call again."
