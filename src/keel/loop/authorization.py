"""Who may let an action run: the runtime's policy, the tool's own flag, and a person.

`policy_verdict` asks the policy (`keel.policy`) and the tool's ``requires_approval``;
`authorize` puts an action to the human channel with the policy's reason and each
argument's provenance, or pauses the run for a person; `refuse` records an action that
does not run (a duplicate, a policy's or a person's denial) as an observation and an
event. Nothing the model emits reaches any of this.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel

from keel import trace as ev
from keel.approval import ApprovalRequest, human_name
from keel.loop.base import ActiveRun
from keel.provenance import trace_arguments
from keel.runstore import ApprovalRecord
from keel.state import PendingApproval
from keel.tools import Tool
from keel.verdicts import ActionRequest, Verdict, ask, decide_with, strictest


def policy_verdict(
    run: ActiveRun, tool: Tool, args: BaseModel, arguments: dict[str, Any], signature: str
) -> Verdict | None:
    """The verdict on one validated action: the runtime's policy and the tool's own flag.

    Without a policy only the tool's ``requires_approval`` counts (None: the action runs).
    Under a policy the strictest verdict wins; a tool that does not declare its effects,
    and a side effect no rule allowed, are asked about.
    """
    flagged = ask(f"{tool.name} asks for approval", "tool") if needs_approval(tool, args) else None
    policy = run.runtime.policy
    if policy is None:
        return flagged
    request = ActionRequest(tool, arguments, run.state, signature, run.runtime.instructions)
    verdict = strictest((decide_with(policy, request), flagged))
    if verdict is not None and verdict.decision != "allow":
        return verdict
    if not tool.effects_declared:  # nothing says what it does: a person decides
        return ask(f"{tool.name} does not declare its effects", "policy")
    if verdict is None and tool.side_effects:
        return ask(f"no policy rule allowed this {tool.effects} action", "policy")
    return verdict


def deny_by_policy(run: ActiveRun, tool: Tool, signature: str, verdict: Verdict) -> None:
    """Record a policy's refusal: the action does not run, and the model learns why."""
    refuse(
        run,
        "runtime",
        tool.name,
        signature,
        "policy_denied",
        f"The policy denied this action: {verdict.reason}. Do not retry it; change the plan.",
        ev.POLICY_DENIED,
        rule=verdict.rule,
        reason=verdict.reason,
        effects=tool.effects,
    )


def refuse(
    run: ActiveRun,
    source: str,
    tool: str,
    signature: str,
    error_type: str,
    message: str,
    event: str,
    **details: Any,
) -> None:
    """An action that does not run: an observation the model replans from, and its event."""
    run.observe(
        source,
        tool,
        False,
        error_type=error_type,
        error_message=message,
        action_signature=signature,
    )
    run.tracer.emit(event, step=run.state.step, tool=tool, action_signature=signature, **details)


async def authorize(
    run: ActiveRun,
    tool: Tool,
    arguments: dict[str, Any],
    signature: str,
    rationale: str,
    verdict: Verdict,
) -> bool:
    """Ask for approval; True if granted. A denial is recorded; no answer pauses the run."""
    state = run.state
    provenance = trace_arguments(arguments, state, run.runtime.instructions)
    request = ApprovalRequest(
        run_id=state.run_id,
        step=state.step,
        tool=tool.name,
        arguments=arguments,
        action_signature=signature,
        rationale=rationale,
        side_effects=tool.side_effects,
        effects=tool.effects or "read",
        reason=verdict.reason,
        provenance=provenance,
    )
    origins = [origin.to_json() for origin in provenance]
    run.tracer.emit(
        ev.APPROVAL_REQUESTED,
        step=state.step,
        tool=tool.name,
        arguments=arguments,
        action_signature=signature,
        reason=verdict.reason,
        rule=verdict.rule,
        effects=tool.effects,
        provenance=origins,
    )
    answer = await _ask_approval(run, request)
    if answer is None:
        run.pause(_pending(request, origins), f"waiting for approval of {request.describe()}")
        return False
    by = human_name(run.human)  # who, if the channel knows
    record_decision(run, state.step, signature, 1, answer, by)
    if not answer:
        deny(run, tool.name, signature, by=by)
        return False
    run.tracer.emit(
        ev.APPROVAL_GRANTED, step=state.step, tool=tool.name, action_signature=signature, by=by
    )
    return True


def _pending(request: ApprovalRequest, origins: list[dict[str, Any]]) -> PendingApproval:
    """What a paused run waits for: the request as the state stores it."""
    return PendingApproval(
        step=request.step,
        tool=request.tool,
        arguments=request.arguments,
        action_signature=request.action_signature,
        rationale=request.rationale,
        reason=request.reason,
        effects=request.effects,
        provenance=origins,
    )


def record_decision(
    run: ActiveRun, step: int, signature: str, round_: int, approved: bool, by: str
) -> None:
    """Queue a person's approval decision for the run store (refused there if replayed)."""
    if run.durable is not None:
        run.durable.add_approval(
            ApprovalRecord(run.state.run_id, step, signature, round_, approved, by)
        )


def deny(run: ActiveRun, tool: str, signature: str, *, by: str) -> None:
    """Record a denied action: it does not run, and the model learns it was refused."""
    refuse(
        run,
        "human",
        tool,
        signature,
        "approval_denied",
        "A person denied this action. Do not retry it; change the plan.",
        ev.APPROVAL_DENIED,
        by=by,
    )


def needs_approval(tool: Tool, args: BaseModel) -> bool:
    try:
        return tool.needs_approval(args)
    except Exception:  # a broken policy must fail safe: ask
        return True


async def _ask_approval(run: ActiveRun, request: ApprovalRequest) -> bool | None:
    human = run.human
    if human is None:
        return None
    verdict = await run.ask_person(lambda: human.approve(request))
    if verdict is None or verdict is True:
        return verdict
    return False  # only an explicit True approves: "no", "false", 0 all deny
