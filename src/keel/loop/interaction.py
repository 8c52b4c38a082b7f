"""Talking to people: clarification questions, pauses, and replies that resume a run.

Without a human channel the run pauses as ``waiting_for_user`` with what it waits for
recorded in the state; a reply later resumes it exactly there.
"""

from __future__ import annotations

import logging
from datetime import UTC, datetime

from keel import trace as ev
from keel.approval import human_name
from keel.decisions import ClarifyDecision
from keel.errors import UserError
from keel.loop import actions
from keel.loop.base import ActiveRun
from keel.loop.modelcall import model_name, provider_name
from keel.runstore import AnswerRecord, question_fingerprint
from keel.state import AgentState, PendingApproval, PendingQuestion

_log = logging.getLogger("keel.run")


async def clarify(run: ActiveRun, decision: ClarifyDecision) -> None:
    """Ask the human channel, or pause the run with the question recorded."""
    state, question = run.state, decision.question
    run.tracer.emit(ev.CLARIFICATION_REQUESTED, step=state.step, question=question)
    answer = None
    human = run.human
    if human is not None:
        answer = await run.ask_person(lambda: human.ask(question))
    if answer is not None and not isinstance(answer, str):  # a channel's bug: no answer
        _log.warning("keel: the human channel answered %r, not text; the run waits", answer)
        answer = None
    if answer is None or not answer.strip():
        run.pause(
            PendingQuestion(step=state.step, question=question),
            f"waiting for an answer: {question}",
        )
        return
    record_answer(run, state.step, question, answer, human_name(human))


def record_answer(
    run: ActiveRun,
    step: int,
    question: str,
    answer: str,
    by: str,
    recorded: AnswerRecord | None = None,
) -> None:
    """Record a person's answer to a clarification as an observation and an event (who,
    and when if it was recorded in the store first). With a store, an answer given here
    is written to its answer record with the next checkpoint (refused if answered already).
    """
    state = run.state
    if recorded is None and run.durable is not None:
        fingerprint = question_fingerprint(question)
        run.durable.add_answer(AnswerRecord(state.run_id, step, fingerprint, answer, by))
    run.observe("human", "clarification", True, data={"question": question, "answer": answer})
    when = {} if recorded is None else {"recorded_at": _iso(recorded.at)}
    run.tracer.emit(
        ev.CLARIFICATION_RECEIVED, step=state.step, question=question, answer=answer, by=by, **when
    )


def _resumed(run: ActiveRun, reply: str | None) -> None:
    """Emit ``run_resumed``: the reply's kind, and the model that goes on with the run."""
    model = run.runtime.model
    run.tracer.emit(
        ev.RUN_RESUMED,
        step=run.state.step,
        reply=reply,
        model=model_name(model),
        provider=provider_name(model),
    )


def _iso(seconds: float) -> str:
    return datetime.fromtimestamp(seconds, UTC).isoformat().replace("+00:00", "Z")


async def apply_reply(run: ActiveRun, answer: str | None, approve: bool | None, by: str) -> None:
    """Feed a person's reply into a paused run and set it running again."""
    state, pending = run.state, run.state.pending
    if state.status != "waiting_for_user" or pending is None:
        _resumed(run, None)
        return
    state.status, state.pending = "running", None
    state.termination_reason = state.termination_kind = None
    _resumed(run, pending.kind)
    if isinstance(pending, PendingQuestion):
        recorded = run.decided if isinstance(run.decided, AnswerRecord) else None
        if recorded is not None:  # recorded in the store by a person (keel resume --answer)
            answer, by = recorded.answer, recorded.by
        assert answer is not None
        record_answer(run, pending.step, pending.question, answer, by, recorded)
    else:
        decided = run.decided if approve is None else None
        assert not isinstance(decided, AnswerRecord)
        if decided is not None:  # recorded in the store by a person (keel resume --approve)
            approve, by = decided.approved, decided.by
        assert approve is not None
        await actions.resume_approval(run, pending, approve, by, recorded=decided is not None)


def check_reply(state: AgentState, answer: str | None, approve: bool | None) -> None:
    """Raise `UserError` unless ``state`` is waiting for exactly this kind of reply."""
    if state.is_terminal:
        raise UserError(
            f"run {state.run_id} is {state.status}; only paused or interrupted runs can be resumed"
        )
    pending = state.pending
    if isinstance(pending, PendingQuestion):
        if approve is not None or answer is None or not answer.strip():
            raise UserError(
                f"run {state.run_id} waits for an answer to: {pending.question} (pass answer=...)"
            )
    elif isinstance(pending, PendingApproval):
        if answer is not None or not isinstance(approve, bool):
            raise UserError(
                f"run {state.run_id} waits for approval of {pending.tool} "
                "(pass approve=True or approve=False)"
            )
    elif answer is not None or approve is not None:
        raise UserError(f"run {state.run_id} is not waiting for a reply")


def check_resumable(
    state: AgentState,
    given: AgentState | None,
    answer: str | None,
    approve: bool | None,
    action: str | None,
    deps: object,
) -> None:
    """Raise `UserError` unless ``state`` can be resumed with this reply now.

    ``given`` is the caller's copy when the run was loaded from a store; ``action`` the
    fingerprint an approval must be for; ``deps`` what the tools will get.
    """
    if given is not None and given is not state:
        check_same_pending(given, state)
    check_reply(state, answer, approve)
    if state.has_deps and deps is None:
        raise UserError(
            f"run {state.run_id} was started with deps, which are not stored; "
            "pass them again: resume(..., deps=...)"
        )
    pending = state.pending
    if action is not None and (
        not isinstance(pending, PendingApproval) or pending.action_signature != action
    ):
        raise UserError(
            f"run {state.run_id} does not wait for approval of action {action}; "
            "an approval cannot authorize a different action"
        )


def check_same_pending(copy: AgentState, stored: AgentState) -> None:
    """Raise `UserError` if a caller's copy of a paused run waits on something other than
    the stored run does: a reply meant for the copy must not apply to what came after."""
    if copy.pending is not None and _waiting_on(copy) != _waiting_on(stored):
        now = _waiting_on(stored)
        raise UserError(
            f"run {stored.run_id} has moved on since this copy was taken "
            f"(it is {stored.status}{'' if now is None else f', waiting on step {now[1]}'}); "
            "load it again before replying"
        )


def _waiting_on(state: AgentState) -> tuple[str, int, str, int] | None:
    pending = state.pending
    if isinstance(pending, PendingApproval):
        return ("approval", pending.step, pending.action_signature, pending.round)
    if isinstance(pending, PendingQuestion):
        return ("question", pending.step, pending.question, 0)
    return None
