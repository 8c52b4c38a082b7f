"""Reconciling an action that was in flight when its worker died.

`keel.loop.actions.execute_action` checkpoints an authorized action as in flight (with a side
effect's intent in the execution ledger) before running it. When a run is reopened from
its store with such an action, exactly one of these happens:

1. the ledger holds its outcome: the observation is rebuilt from it (``tool_replayed``),
   and the tool does not run again;
2. the tool has no side effects, or declares ``idempotent=True`` (it honours the
   idempotency key): it runs again with the same key;
3. otherwise the outcome is unknown: the model gets an ``outcome_unknown`` observation
   (``tool_outcome_unknown``), the ledger says ``unknown``, and if the tool needs approval
   the run pauses to ask a person again (a new approval round) before anything re-runs.
"""

from __future__ import annotations

from pydantic import BaseModel

from keel import trace as ev
from keel.errors import UserError
from keel.loop import actions, authorization
from keel.loop.base import ActiveRun
from keel.state import InFlight, PendingApproval
from keel.tools import Tool

UNKNOWN_MESSAGE = (
    "The runtime stopped while {tool} was running, so whether it took effect is unknown. "
    "It was not run again. Check its effect before repeating it."
)


async def reconcile(run: ActiveRun, inflight: InFlight) -> None:
    """Settle ``inflight`` (see the module docstring); the run then continues or pauses."""
    state = run.state
    run.tracer.emit(ev.RUN_RECOVERED, step=state.step, inflight=inflight.model_dump(mode="json"))
    tool = run.runtime.tools.get(inflight.tool)
    if tool is None:
        raise UserError(
            f"run {state.run_id} was running {inflight.tool!r}, which this runtime does not have"
        )
    state.inflight = None  # settled below; execute_action marks a re-run in flight again
    args = tool.args_model.model_validate(inflight.arguments)
    if not tool.side_effects or tool.idempotent:  # replayed if the ledger has the outcome
        await actions.execute_action(
            run,
            tool,
            args,
            inflight.arguments,
            inflight.action_signature,
            approval_round=inflight.round,
        )
    elif not actions.replay_if_recorded(
        run, tool, inflight.action_signature, inflight.idempotency_key
    ):
        _outcome_unknown(run, tool, args, inflight)


def _outcome_unknown(run: ActiveRun, tool: Tool, args: BaseModel, inflight: InFlight) -> None:
    """Tell the model (and the ledger) the outcome is unknown; ask a person again if needed."""
    assert run.durable is not None
    step = run.state.step
    run.durable.finish_effect(inflight.idempotency_key, "unknown", None)
    run.tracer.emit(
        ev.TOOL_OUTCOME_UNKNOWN, step=step, tool=tool.name, idempotency_key=inflight.idempotency_key
    )
    run.observe(
        "runtime",
        tool.name,
        False,
        error_type="outcome_unknown",
        error_message=UNKNOWN_MESSAGE.format(tool=tool.name),
        action_signature=inflight.action_signature,
    )
    if authorization.needs_approval(tool, args):
        pending = PendingApproval(
            step=step,
            tool=tool.name,
            arguments=inflight.arguments,
            action_signature=inflight.action_signature,
            rationale=f"outcome unknown after a crash: approve running {tool.name} again?",
            round=inflight.round + 1,
        )
        run.pause(pending, f"outcome of {tool.name} unknown after a crash; approve it again?")
