"""keel's run-store records, read from what Temporal holds of a run.

A workflow execution (from the visibility API) becomes a `RunRecord`; the approvals and
answers a run received are read back from its trace (``approval_granted`` /
``approval_denied`` and ``clarification_received`` carry who and when), since under
Temporal there is no separate approval or answer table. Pure functions, no I/O.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from temporalio.client import WorkflowExecution, WorkflowExecutionStatus

from keel import trace as ev
from keel.runstore import AnswerRecord, ApprovalRecord, RunRecord, question_fingerprint
from keel.statuses import RUN_STATUSES
from keel.temporal.search import KEEL_GOAL, KEEL_STATUS, MEMO_KEY
from keel.temporal.workflow import WORKFLOW_NAME
from keel.trace import TraceEvent

_EXECUTION_STATUS = {
    WorkflowExecutionStatus.RUNNING: "running",
    WorkflowExecutionStatus.CONTINUED_AS_NEW: "running",
    WorkflowExecutionStatus.COMPLETED: "completed",
    WorkflowExecutionStatus.CANCELED: "cancelled",
    WorkflowExecutionStatus.TERMINATED: "cancelled",
}
"""A run's status when the workflow never published ``KeelStatus`` (started without it),
or when the execution closed without publishing its end (terminated, timed out)."""
_OPEN = frozenset({"running", "waiting_for_user"})


def visibility_query(status: str | None = None, text: str | None = None) -> str | None:
    """The visibility query for keel runs with ``status`` and every word of ``text`` in
    the goal; None when ``text`` has no word at all (nothing can match).

    Only a known status and word characters reach the query, so nothing a person types
    can change its meaning.
    """
    # an execution that continued as new is the same run as its successor: list it once
    parts = [f"WorkflowType = '{WORKFLOW_NAME}'", "ExecutionStatus != 'ContinuedAsNew'"]
    if status is not None:
        if status not in RUN_STATUSES:
            return None
        parts.append(f"{KEEL_STATUS.name} = '{status}'")
    if text is not None:
        words = re.findall(r"\w+", text)
        if not words:
            return None
        parts += [f"{KEEL_GOAL.name} = '{word}'" for word in words]
    return " AND ".join(parts)


def to_record(execution: WorkflowExecution, memo: Mapping[str, Any]) -> RunRecord:
    """A workflow execution as a run's header (the step as of its last status change)."""
    attributes = execution.typed_search_attributes
    keel = _keel(memo)
    derived = _EXECUTION_STATUS.get(execution.status) if execution.status else None
    status = attributes.get(KEEL_STATUS) or derived or "failed"
    if execution.close_time is not None and status in _OPEN:
        status = derived or "failed"  # terminated or timed out while running or waiting
    started = execution.start_time.timestamp()
    closed = execution.close_time.timestamp() if execution.close_time else None
    step = keel.get("step")
    temporal = {
        "namespace": execution.namespace,
        "task_queue": execution.task_queue,
        "workflow_run_id": execution.run_id,
        "execution_status": execution.status.name if execution.status else None,
    }
    return RunRecord(
        run_id=execution.id,
        status=status,
        goal=attributes.get(KEEL_GOAL) or "",
        step=step if isinstance(step, int) else 0,
        version=0,
        created_at=started,
        updated_at=closed or started,
        lease_owner=None,
        lease_expires=None,
        meta={"temporal": temporal},
    )


def pending_of(memo: Mapping[str, Any]) -> dict[str, Any] | None:
    """What the run waits for, as the workflow last wrote it in the ``keel`` memo."""
    pending = _keel(memo).get("pending")
    return pending if isinstance(pending, dict) else None


def _keel(memo: Mapping[str, Any]) -> dict[str, Any]:
    keel = memo.get(MEMO_KEY)
    return keel if isinstance(keel, dict) else {}


def approvals_in(run_id: str, events: Sequence[TraceEvent]) -> list[ApprovalRecord]:
    """The decisions people made on the run's actions, oldest first, each with its round
    (the n-th decision on one step's action is round n)."""
    rounds: Counter[tuple[int, str]] = Counter()
    found = []
    for event in events:
        if event.event_type not in (ev.APPROVAL_GRANTED, ev.APPROVAL_DENIED):
            continue
        data = event.data
        step, signature = int(data.get("step") or 0), str(data.get("action_signature") or "")
        rounds[step, signature] += 1
        found.append(
            ApprovalRecord(
                run_id,
                step,
                signature,
                rounds[step, signature],
                event.event_type == ev.APPROVAL_GRANTED,
                str(data.get("by") or "unknown"),
                event.timestamp.timestamp(),
            )
        )
    return found


def answers_in(run_id: str, events: Sequence[TraceEvent]) -> list[AnswerRecord]:
    """The answers people gave to the run's questions, oldest first."""
    return [
        AnswerRecord(
            run_id,
            int(event.data.get("step") or 0),
            question_fingerprint(str(event.data.get("question") or "")),
            str(event.data.get("answer") or ""),
            str(event.data.get("by") or "unknown"),
            event.timestamp.timestamp(),
        )
        for event in events
        if event.event_type == ev.CLARIFICATION_RECEIVED
    ]
