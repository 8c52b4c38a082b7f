"""The human channel: clarification answers and approvals come from here, never the model.

A `Human` is given to the runtime when a person (or an operator's policy) can respond
during the run. Without one, the runtime pauses as ``waiting_for_user`` and the caller
resumes the run later with the answer or the decision.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any, Protocol, TypeVar, runtime_checkable

from keel.effects import SIDE_EFFECTS
from keel.errors import UserError
from keel.provenance import ArgumentOrigin
from keel.runstore import AnswerRecord, ApprovalRecord, RunStore, question_fingerprint
from keel.state import AgentState, PendingApproval, PendingQuestion

MAX_ANSWER_CHARS = 20_000
"""The longest answer recorded for a worker to apply (`record_answer`)."""

_Pending = TypeVar("_Pending", PendingApproval, PendingQuestion)
_WAITS_FOR = {"question": "an answer", "approval": "an approval"}


@dataclass(frozen=True, slots=True, kw_only=True)
class ApprovalRequest:
    """One exact action awaiting a decision. An approval is bound to its signature."""

    run_id: str
    step: int
    tool: str
    arguments: dict[str, Any]
    action_signature: str
    rationale: str = ""
    side_effects: bool = False
    effects: str = "read"
    reason: str = ""
    """Why a person is asked: the policy's reason (which value came from where)."""
    provenance: tuple[ArgumentOrigin, ...] = ()
    """Where each string and number in the arguments came from."""

    def describe(self) -> str:
        """A one-line description for a prompt."""
        args = ", ".join(f"{k}={v!r}" for k, v in self.arguments.items())
        effects = ""
        if self.effects in SIDE_EFFECTS:
            effects = f" (changes the world: {self.effects})"
        elif self.side_effects:
            effects = " (changes the world)"
        return f"{self.tool}({args}){effects}"

    def explain(self) -> list[str]:
        """The evidence for a person deciding: the reason, then each value's origin."""
        lines = [f"why asked: {self.reason}"] if self.reason else []
        lines += [origin.describe() for origin in self.provenance]
        return lines


@runtime_checkable
class Human(Protocol):
    """Answers clarification questions and approves actions. Methods may be ``async``.

    Returning ``None`` means "not now": the run pauses as ``waiting_for_user``.
    """

    def ask(self, question: str) -> str | Awaitable[str | None] | None:
        """Answer the model's clarification question."""

    def approve(self, request: ApprovalRequest) -> bool | Awaitable[bool | None] | None:
        """Approve (True) or deny (False) one action."""


def human_name(human: object) -> str:
    """Who a human channel is, for the trace and the store: its ``name``, else "human"."""
    return str(getattr(human, "name", None) or "human")


class ConsoleHuman:
    """A person at a terminal: questions and approvals are asked with ``input()``."""

    def __init__(
        self,
        read: Callable[[str], str] = input,
        write: Callable[[str], None] = print,
    ) -> None:
        self._read = read
        self._write = write

    def ask(self, question: str) -> str | None:
        """Print the question and read one line; an empty line means no answer."""
        self._write(f"? {question}")
        try:
            answer = self._read("> ").strip()
        except EOFError:
            return None
        return answer or None

    def approve(self, request: ApprovalRequest) -> bool | None:
        """Ask yes/no; anything but an explicit yes is a denial, end of input is "not now"."""
        self._write(f"Approve {request.describe()}?")
        for line in request.explain():
            self._write(f"  {line}")
        try:
            reply = self._read("[y/N] ").strip().lower()
        except EOFError:
            return None
        return reply in {"y", "yes"}


def record_approval(
    store: RunStore, run_id: str, *, approve: bool, by: str, action: str | None = None
) -> ApprovalRecord:
    """Decide on the action a stored run waits for, without running anything here.

    For runs of any agent: the decision is recorded in the store, bound to the pending
    action's step, fingerprint and round, and the worker that owns the run's tools applies
    it when it resumes the run (``runtime.resume(run_id)`` with no reply). ``action`` must
    be the pending action's fingerprint (as ``keel show`` prints it); it is required to
    approve, since the run may have moved on to another action since the person looked.

    Raises:
        UserError: an approval without ``action``; the run is not waiting for an
            approval, or for a different action.
        keel.errors.RunNotFound: no such run.
        keel.errors.ApprovalRefused: the action was already decided.
    """
    if approve and action is None:
        raise UserError(
            "an approval recorded for a worker to apply must name the action it approves "
            "(action=FINGERPRINT, as keel show prints it): the run may have moved on to "
            "another action since you looked"
        )
    pending = _waiting_for(store, run_id, PendingApproval)
    if action is not None and action != pending.action_signature:
        raise UserError(
            f"run {run_id} waits for approval of action {pending.action_signature}, "
            f"not {action}; an approval cannot authorize a different action"
        )
    record = ApprovalRecord(
        run_id, pending.step, pending.action_signature, pending.round, approve, by
    )
    store.record_approval(record)
    return record


def record_answer(
    store: RunStore, run_id: str, *, answer: str, by: str, question: str | None = None
) -> AnswerRecord:
    """Answer the question a stored run waits for, without running anything here.

    Like `record_approval`: the answer is recorded in the store, bound to the pending
    question's step and fingerprint, and the worker that owns the run's tools applies it
    when it resumes the run (``runtime.resume(run_id)`` with no reply). ``question``, if
    given, must be the question the person saw (its text, or its fingerprint as the web
    console sends it): an answer to a question that changed since is refused. The answer
    is stored as given (at most `MAX_ANSWER_CHARS` characters).

    Raises:
        UserError: an empty or too long answer; the run is not waiting for an answer, or
            for a different question.
        keel.errors.RunNotFound: no such run.
        keel.errors.AnswerRefused: the question was already answered.
    """
    if not answer.strip():
        raise UserError("the answer is empty")
    if len(answer) > MAX_ANSWER_CHARS:
        raise UserError(
            f"the answer is {len(answer):,} characters long; at most {MAX_ANSWER_CHARS:,} "
            "are recorded"
        )
    pending = _waiting_for(store, run_id, PendingQuestion)
    fingerprint = question_fingerprint(pending.question)
    if question is not None and question not in (pending.question, fingerprint):
        raise UserError(
            f"run {run_id} now waits for an answer to a different question (step "
            f"{pending.step}: {pending.question}); an answer is bound to its question"
        )
    record = AnswerRecord(run_id, pending.step, fingerprint, answer, by)
    store.record_answer(record)
    return record


def recorded_reply(store: RunStore, state: AgentState) -> AnswerRecord | ApprovalRecord | None:
    """The answer or decision a person recorded in the store for exactly what the run
    waits for now (the question at its step, or the action at its step and round), if any.
    """
    pending, run_id = state.pending, state.run_id
    if isinstance(pending, PendingQuestion):
        asked = (pending.step, question_fingerprint(pending.question))
        return next((a for a in store.answers(run_id) if (a.step, a.question) == asked), None)
    if isinstance(pending, PendingApproval):
        action = (pending.step, pending.action_signature, pending.round)
        return next(
            (a for a in store.approvals(run_id) if (a.step, a.signature, a.round) == action), None
        )
    return None


def _waiting_for(store: RunStore, run_id: str, kind: type[_Pending]) -> _Pending:
    """What the stored run waits for, if it waits for ``kind``; else `UserError`."""
    state, _ = store.load(run_id)
    pending = state.pending
    if state.status != "waiting_for_user" or not isinstance(pending, kind):
        waits = "" if pending is None else f" (it waits for {_WAITS_FOR[pending.kind]})"
        what = _WAITS_FOR[kind.model_fields["kind"].default]
        raise UserError(f"run {run_id} is {state.status} and not waiting for {what}{waits}")
    return pending
