"""A person's reply from the console, checked against what the run waits for now.

The page that offered the reply names what it showed (the step, and the action's or
the question's fingerprint); a reply for anything else is refused as stale, so a page
loaded before the run moved on can never approve a different action or answer a
different question. Submitting the same reply twice is harmless: the second finds it
recorded (or being applied) and says so. For a run no owner in this console continues,
the reply is only recorded (`keel.approval.record_answer` / `record_approval`); the
worker that owns the run's tools applies it when it resumes the run.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from typing import Literal

from keel.approval import record_answer, record_approval
from keel.errors import AnswerRefused, ApprovalRefused, RunNotFound, UserError
from keel.runstore import RunStore, question_fingerprint
from keel.state import AgentState, PendingApproval, PendingQuestion
from keel.web.owners import RunOwner, owner_of

ReplyKind = Literal["answer", "approve", "deny"]
OutcomeKind = Literal["resuming", "recorded", "already", "stale", "refused", "missing"]


@dataclass(frozen=True, slots=True, kw_only=True)
class Reply:
    """What a person sent from a page: the kind, what the page showed, who."""

    run_id: str
    kind: ReplyKind
    step: int
    action: str = ""
    """The fingerprint of the action the page showed (approvals)."""
    round: int = 1
    """The approval round the page showed: an action whose outcome a crash left unknown is
    asked about again, same step and fingerprint, in the next round."""
    question: str = ""
    """The fingerprint of the question the page showed (answers; empty: the step only)."""
    answer: str = ""
    by: str = "web"


@dataclass(frozen=True, slots=True, kw_only=True)
class Outcome:
    """What became of a reply, and who (if anyone) continues the run now."""

    kind: OutcomeKind
    message: str
    owner: RunOwner | None = None

    @property
    def http_status(self) -> int:
        """200 for accepted or already done, 404 for no run, 409 for stale or refused."""
        return {"missing": 404, "stale": 409, "refused": 409}.get(self.kind, 200)


class Claims:
    """Runs this console is continuing now: a second reply while one is applied waits."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._held: set[str] = set()

    def take(self, run_id: str) -> bool:
        """Claim the run; False if it is claimed already."""
        with self._lock:
            if run_id in self._held:
                return False
            self._held.add(run_id)
            return True

    def held(self, run_id: str) -> bool:
        """Whether the run is being continued now."""
        with self._lock:
            return run_id in self._held

    def drop(self, run_id: str) -> None:
        """Release the claim."""
        with self._lock:
            self._held.discard(run_id)


def decide(
    store: RunStore,
    owners: list[RunOwner],
    claims: Claims,
    reply: Reply,
    *,
    continued_by: str | None = None,
) -> Outcome:
    """Check the reply against the stored run and record or apply it.

    ``continued_by`` is set for a store whose runs go on elsewhere as soon as a reply is
    recorded (Temporal): what the person is told happens next.
    """
    try:
        state, record = store.load(reply.run_id)
    except RunNotFound:
        return Outcome(kind="missing", message=f"no run {reply.run_id} in the store")
    owner = owner_of(owners, record)
    applied = _applied(state.run_id, continued_by)
    if reply.kind == "answer":
        return _answer(store, state, owner, claims, reply, applied)
    return _decide_action(store, state, owner, claims, reply, applied)


def _answer(
    store: RunStore,
    state: AgentState,
    owner: RunOwner | None,
    claims: Claims,
    reply: Reply,
    applied: str,
) -> Outcome:
    earlier = _earlier_answer(store, state, reply)
    if earlier is not None:
        return earlier
    pending = state.pending
    waiting = state.status == "waiting_for_user" and isinstance(pending, PendingQuestion)
    if not waiting or not isinstance(pending, PendingQuestion) or not _shown(pending, reply):
        if _answered(state, reply):
            return Outcome(kind="already", message="this answer was given already")
        return Outcome(kind="stale", message=_moved_on(state, reply))
    if not reply.answer.strip():
        return Outcome(kind="refused", message="the answer is empty")
    if owner is None:
        return _record_answer(store, state, reply, applied)
    if not claims.take(state.run_id):
        return Outcome(kind="already", message="a reply to this run is being applied already")
    return Outcome(
        kind="resuming",
        message=f"answered by {reply.by}; {owner.name} continues the run",
        owner=owner,
    )


def _shown(pending: PendingQuestion, reply: Reply) -> bool:
    """Whether the page showed the question the run waits for now."""
    if pending.step != reply.step:
        return False
    return not reply.question or reply.question == question_fingerprint(pending.question)


def _earlier_answer(store: RunStore, state: AgentState, reply: Reply) -> Outcome | None:
    """If the question the page showed was answered in the store already, what to say."""
    for earlier in store.answers(state.run_id):
        if earlier.step == reply.step and reply.question in ("", earlier.question):
            if earlier.answer == reply.answer and earlier.by == reply.by:  # a second click
                return Outcome(kind="already", message="this answer was given already")
            return Outcome(
                kind="refused",
                message=f"refused: this question was answered already by {earlier.by}; "
                "nothing was changed",
            )
    return None


def _record_answer(store: RunStore, state: AgentState, reply: Reply, applied: str) -> Outcome:
    """Record the answer for the worker that owns the run's tools."""
    try:
        record_answer(
            store, state.run_id, answer=reply.answer, by=reply.by, question=reply.question or None
        )
    except AnswerRefused:
        return Outcome(kind="already", message="this question was answered already")
    except UserError as error:  # another console's answer may have come first: name who
        earlier = _earlier_answer(store, state, reply)
        return earlier or Outcome(kind="refused", message=f"refused: {error}")
    return Outcome(kind="recorded", message=f"answered by {reply.by}{applied}")


def _applied(run_id: str, continued_by: str | None) -> str:
    """What happens to a recorded reply, after "approved by X"."""
    if continued_by is not None:
        return f"; {continued_by}"
    return (
        " and recorded; the worker that owns this run's tools applies it when it resumes "
        f"the run (runtime.resume({run_id!r}))"
    )


def _answered(state: AgentState, reply: Reply) -> bool:
    return any(
        o.source == "human"
        and o.step == reply.step
        and isinstance(o.data, dict)
        and o.data.get("answer") == reply.answer
        for o in state.observations
    )


def _earlier_decision(store: RunStore, run_id: str, reply: Reply) -> Outcome | None:
    """If the action the page showed was decided already, what to say (naming who)."""
    approve = reply.kind == "approve"
    for earlier in store.approvals(run_id):
        if (earlier.step, earlier.signature, earlier.round) == (
            reply.step,
            reply.action,
            reply.round,
        ):
            verdict = "approved" if earlier.approved else "denied"
            if earlier.approved == approve and earlier.by == reply.by:  # a second click
                return Outcome(kind="already", message=f"this action was {verdict} already")
            return Outcome(
                kind="refused",
                message=f"refused: this action was {verdict} already by {earlier.by}; "
                "nothing was changed",
            )
    return None


def _decide_action(
    store: RunStore,
    state: AgentState,
    owner: RunOwner | None,
    claims: Claims,
    reply: Reply,
    applied: str,
) -> Outcome:
    approve = reply.kind == "approve"
    earlier = _earlier_decision(store, state.run_id, reply)
    if earlier is not None:
        return earlier
    pending = state.pending
    if (
        state.status != "waiting_for_user"
        or not isinstance(pending, PendingApproval)
        or (pending.step, pending.action_signature, pending.round)
        != (reply.step, reply.action, reply.round)
    ):
        return Outcome(kind="stale", message=_moved_on(state, reply))
    try:
        record_approval(store, state.run_id, approve=approve, by=reply.by, action=reply.action)
    except ApprovalRefused:
        return Outcome(kind="already", message="this action was decided already")
    except UserError as error:  # another console's decision may have come first: name who
        return _earlier_decision(store, state.run_id, reply) or Outcome(
            kind="stale", message=str(error)
        )
    verdict = f"{'approved' if approve else 'denied'} by {reply.by}"
    if owner is None:
        return Outcome(kind="recorded", message=f"{verdict}{applied}")
    if not claims.take(state.run_id):
        return Outcome(kind="already", message=f"{verdict}; the run is being continued already")
    return Outcome(
        kind="resuming", message=f"{verdict}; {owner.name} continues the run", owner=owner
    )


def _moved_on(state: AgentState, reply: Reply) -> str:
    pending = state.pending
    if isinstance(pending, PendingApproval) and state.status == "waiting_for_user":
        fingerprint = pending.action_signature
        now = f"waits for approval of {pending.tool} at step {pending.step} ({fingerprint})"
    elif isinstance(pending, PendingQuestion) and state.status == "waiting_for_user":
        now = f"waits for an answer at step {pending.step}"
    else:
        now = f"is {state.status}"
    return (
        f"refused: this page is out of date. Run {state.run_id} {now}, not what the page "
        f"showed (step {reply.step}{', action ' + reply.action if reply.action else ''}); "
        "reload the page and decide again"
    )
