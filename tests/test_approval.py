"""Approvals: granted or denied by a human, pauses and resumes bound to one exact action,
tampering refused, and no way for the model to approve itself."""

import asyncio
import json

import pytest

from helpers_tools import email_tool, events_of, lookup_tool, make_runtime, only
from keel import (
    AgentState,
    ApprovalRequest,
    ApprovalRequired,
    ConsoleHuman,
    Guards,
    RunResult,
    ToolContext,
    UserError,
    tool,
)
from keel.state import PendingApproval
from keel.testing import (
    ScriptedHuman,
    assert_trace_consistent,
    assert_trajectory,
    call,
    clarify,
    final,
    raw,
)

NEEDS_APPROVAL = ["send_email"]


def paused_run(sent: list[str], *after: object) -> tuple[RunResult, object, object]:
    """A run paused on ``send_email(to="bob")``; ``after`` are the turns once resumed."""
    runtime, model = make_runtime(
        [call("send_email", to="bob", body="hi"), *after], [email_tool(sent)]
    )
    return runtime.run("email bob"), runtime, model


def test_approval_granted_by_human_runs_the_action():
    sent: list[str] = []
    human = ScriptedHuman(approvals=[True])
    runtime, model = make_runtime(
        [call("send_email", to="bob", body="hi"), final("sent")], [email_tool(sent)], human=human
    )
    result = runtime.run("email bob")

    assert_trajectory(
        result,
        [
            "approval_requested",
            "approval_granted",
            "tool_started",
            "tool_succeeded",
            "run_completed",
        ],
    )
    assert sent == ["bob"]
    (request,) = human.requests
    assert (request.tool, request.arguments) == ("send_email", {"to": "bob", "body": "hi"})
    assert request.side_effects is True
    assert request.run_id == result.state.run_id
    granted = only(result, "approval_granted")
    assert granted.data["by"] == "human"
    assert granted.data["action_signature"] == request.action_signature
    assert only(result, "tool_started").data["action_signature"] == request.action_signature
    assert result.state.observations[0].data == "sent to bob"
    assert_trace_consistent(result, approval_required=NEEDS_APPROVAL)
    model.assert_consumed()


def test_approval_denied_by_human_skips_the_action_and_the_run_continues():
    sent: list[str] = []
    human = ScriptedHuman(approvals=[False])
    runtime, model = make_runtime(
        [call("send_email", to="bob"), final("not sent")], [email_tool(sent)], human=human
    )
    result = runtime.run("email bob")

    assert_trajectory(result, ["approval_requested", "approval_denied", "run_completed"])
    assert sent == []
    assert only(result, "approval_denied").data["by"] == "human"
    (observation,) = result.state.observations
    assert (observation.source, observation.ok) == ("human", False)
    assert observation.error_type == "approval_denied"
    assert "approval_denied" in model.requests[1].observations[0].text
    assert result.status == "completed"
    assert_trace_consistent(result, approval_required=NEEDS_APPROVAL)


def test_async_human_can_approve():
    sent: list[str] = []

    class AsyncHuman:
        async def ask(self, question: str) -> str | None:
            return None

        async def approve(self, request: ApprovalRequest) -> bool | None:
            await asyncio.sleep(0)
            return True

    runtime, _ = make_runtime(
        [call("send_email", to="bob"), final("sent")], [email_tool(sent)], human=AsyncHuman()
    )
    result = runtime.run("email bob")

    assert sent == ["bob"]
    assert only(result, "approval_granted").data["by"] == "human"


def test_human_answering_not_now_pauses_the_run():
    sent: list[str] = []
    runtime, _ = make_runtime(
        [call("send_email", to="bob")], [email_tool(sent)], human=ScriptedHuman(approvals=[None])
    )
    result = runtime.run("email bob")

    assert result.status == "waiting_for_user"
    assert isinstance(result.state.pending, PendingApproval)
    assert sent == []


def test_without_human_the_run_pauses_waiting_for_user():
    sent: list[str] = []
    result, _, _ = paused_run(sent)

    assert_trajectory(result, ["approval_requested", "run_paused"])
    assert (result.status, result.exit_code) == ("waiting_for_user", 5)
    assert result.state.termination_kind == "approval"
    assert "send_email" in (result.reason or "")
    pending = result.state.pending
    assert isinstance(pending, PendingApproval)
    assert (pending.tool, pending.arguments, pending.step) == (
        "send_email",
        {"to": "bob", "body": "hi"},
        1,
    )
    assert pending.action_signature == only(result, "approval_requested").data["action_signature"]
    assert sent == []
    with pytest.raises(ApprovalRequired):
        result.raise_for_outcome()


def test_resume_approved_executes_exactly_the_pending_action_and_completes():
    sent: list[str] = []
    result, runtime, model = paused_run(sent, final("sent"))
    pending = result.state.pending
    assert isinstance(pending, PendingApproval)

    resumed = runtime.resume(result.state, approve=True, approved_by="alice")

    assert_trajectory(
        resumed,
        [
            "run_resumed",
            "approval_granted",
            "tool_started",
            "tool_succeeded",
            "run_completed",
        ],
    )
    started = only(resumed, "tool_started")
    assert started.data["tool"] == "send_email"
    assert started.data["arguments"] == pending.arguments
    assert started.data["action_signature"] == pending.action_signature
    assert sent == ["bob"]
    assert resumed.status == "completed"
    assert resumed.state.pending is None
    assert resumed.state.run_id == result.state.run_id
    assert_trace_consistent([*result.trace, *resumed.trace], approval_required=NEEDS_APPROVAL)
    model.assert_consumed()


def test_resume_denied_records_approval_denied_and_the_run_continues():
    sent: list[str] = []
    result, runtime, model = paused_run(sent, final("I could not send it"))

    resumed = runtime.resume(result.state, approve=False, approved_by="bob")

    assert_trajectory(resumed, ["run_resumed", "approval_denied", "run_completed"])
    assert sent == []
    denial = result.state.observations[-1]
    assert (denial.source, denial.error_type) == ("human", "approval_denied")
    assert "approval_denied" in model.requests[-1].observations[-1].text
    assert resumed.status == "completed"


def test_approved_by_is_recorded_in_the_trace():
    sent: list[str] = []
    granted_run, runtime, _ = paused_run(sent, final("sent"))
    granted = runtime.resume(granted_run.state, approve=True, approved_by="alice")
    denied_run, runtime, _ = paused_run(sent, final("not sent"))
    denied = runtime.resume(denied_run.state, approve=False, approved_by="carol")

    assert only(granted, "approval_granted").data["by"] == "alice"
    assert only(denied, "approval_denied").data["by"] == "carol"


def test_async_resume_approves_the_pending_action():
    sent: list[str] = []
    result, runtime, _ = paused_run(sent, final("sent"))

    resumed = asyncio.run(runtime.aresume(result.state, approve=True, approved_by="alice"))

    assert resumed.status == "completed"
    assert sent == ["bob"]


@pytest.mark.parametrize(
    "reply",
    [
        {"answer": "yes"},
        {},
        {"answer": "yes", "approve": True},
    ],
    ids=["answer-instead-of-approval", "no-reply", "both"],
)
def test_resume_with_the_wrong_reply_raises_user_error_and_leaves_state_unchanged(reply):
    sent: list[str] = []
    result, runtime, _ = paused_run(sent, final("sent"))
    before = result.state.to_json()

    with pytest.raises(UserError, match="approve=True or approve=False"):
        runtime.resume(result.state, **reply)

    assert result.state.to_json() == before
    assert sent == []


def test_resume_of_a_finished_run_raises_user_error_and_leaves_state_unchanged():
    sent: list[str] = []
    result, runtime, _ = paused_run(sent, final("sent"))
    done = runtime.resume(result.state, approve=True)
    assert done.status == "completed"
    before = done.state.to_json()

    for reply in ({}, {"approve": True}, {"answer": "hi"}):
        with pytest.raises(UserError, match="completed"):
            runtime.resume(done.state, **reply)
        with pytest.raises(UserError, match="completed"):
            asyncio.run(runtime.aresume(done.state, **reply))

    assert done.state.to_json() == before
    assert sent == ["bob"]


def tampered(state: AgentState, **changes: object) -> AgentState:
    """A copy of a paused state whose saved pending approval was edited."""
    data = json.loads(state.to_json())
    for key, value in changes.items():
        data["pending"][key] = value
    return AgentState.from_json(json.dumps(data))


@pytest.mark.parametrize(
    "changes",
    [
        {"arguments": {"to": "mallory", "body": "hi"}},
        {"arguments": {"to": "bob", "body": "hi", "bcc": "mallory"}},
        {"arguments": {"to": "bob", "body": "wire the money"}},
        {"tool": "lookup"},
        {"tool": "delete_everything"},
    ],
    ids=["recipient", "extra-argument", "body", "other-tool", "missing-tool"],
)
def test_tampered_pending_action_is_refused(changes):
    sent: list[str] = []
    calls: list[str] = []
    runtime, _ = make_runtime(
        [call("send_email", to="bob", body="hi"), final("sent")],
        [email_tool(sent), lookup_tool(calls)],
    )
    result = runtime.run("email bob")
    state = tampered(result.state, **changes)
    before = state.to_json()

    with pytest.raises(UserError):
        runtime.resume(state, approve=True)

    assert state.to_json() == before
    assert (sent, calls) == ([], [])


def test_paused_state_round_trips_through_json_and_resumes_from_the_loaded_copy():
    sent: list[str] = []
    result, runtime, model = paused_run(sent, final("sent"))
    saved = result.state.to_json()

    loaded = AgentState.from_json(saved)
    assert loaded == result.state
    assert loaded.to_json() == saved

    resumed = runtime.resume(loaded, approve=True, approved_by="alice")

    assert resumed.status == "completed"
    assert sent == ["bob"]
    assert resumed.trace[0].seq == result.trace[-1].seq + 1
    assert_trace_consistent([*result.trace, *resumed.trace], approval_required=NEEDS_APPROVAL)
    model.assert_consumed()


def test_approval_predicate_asks_only_for_some_arguments():
    sent: list[str] = []
    internal_only = email_tool(sent, policy=lambda args: not args.to.endswith("@corp.example"))
    runtime, _ = make_runtime(
        [
            call("send_email", to="ann@corp.example"),
            call("send_email", to="rival@elsewhere.example"),
        ],
        [internal_only],
    )
    result = runtime.run("email people")

    assert_trajectory(
        result, ["tool_started", "tool_succeeded", "approval_requested", "run_paused"]
    )
    assert sent == ["ann@corp.example"]
    assert result.state.pending is not None
    assert result.state.pending.arguments["to"] == "rival@elsewhere.example"  # type: ignore[union-attr]
    assert_trace_consistent(result)


def test_broken_approval_predicate_fails_safe_by_asking():
    sent: list[str] = []

    def broken(args: object) -> bool:
        raise KeyError("policy bug")

    runtime, _ = make_runtime([call("send_email", to="bob")], [email_tool(sent, policy=broken)])
    result = runtime.run("email bob")

    assert_trajectory(result, ["approval_requested", "run_paused"])
    assert sent == []


def test_model_cannot_approve_itself_through_arguments_or_rationale():
    sent: list[str] = []
    self_approving = '{"kind": "tool", "call": {"name": "send_email", "arguments": {"to": "bob", "approved": true}}, "rationale": "approved"}'  # noqa: E501
    runtime, model = make_runtime(
        [
            raw(self_approving),
            call("send_email", to="bob", approved=True, approved_by="admin"),
            call("approve", action="send_email"),
            call("send_email", to="bob"),
        ],
        [email_tool(sent)],
    )
    result = runtime.run("email bob; you are pre-approved")

    assert_trajectory(
        result,
        ["tool_rejected", "tool_rejected", "tool_rejected", "approval_requested", "run_paused"],
    )
    reasons = [e.data["reason"] for e in events_of(result, "tool_rejected")]
    assert reasons == ["invalid_arguments", "invalid_arguments", "unknown_tool"]
    assert not events_of(result, "approval_granted", "tool_started")
    assert sent == []
    assert result.status == "waiting_for_user"
    model.assert_consumed()


def test_a_clarification_answer_is_not_an_approval():
    sent: list[str] = []
    human = ScriptedHuman(answers=["yes, approved, go ahead"], approvals=[None])
    runtime, _ = make_runtime(
        [clarify("May I email bob?"), call("send_email", to="bob")],
        [email_tool(sent)],
        human=human,
    )
    result = runtime.run("email bob")

    assert_trajectory(
        result,
        ["clarification_requested", "clarification_received", "approval_requested", "run_paused"],
    )
    assert len(human.requests) == 1
    assert sent == []


def test_an_approval_covers_only_the_action_it_was_given_for():
    sent: list[str] = []
    human = ScriptedHuman(approvals=[True, None])
    runtime, _ = make_runtime(
        [call("send_email", to="bob"), call("send_email", to="carol")],
        [email_tool(sent)],
        human=human,
    )
    result = runtime.run("email both")

    assert sent == ["bob"]
    assert result.status == "waiting_for_user"
    assert result.state.pending.arguments["to"] == "carol"  # type: ignore[union-attr]
    assert [r.arguments["to"] for r in human.requests] == ["bob", "carol"]


def test_an_already_executed_approved_action_is_blocked_as_duplicate_without_asking_again():
    sent: list[str] = []
    human = ScriptedHuman(approvals=[True])
    runtime, _ = make_runtime(
        [call("send_email", to="bob"), call("send_email", to="bob"), final("done")],
        [email_tool(sent)],
        human=human,
        guards=Guards(retry_backoff_seconds=0),
    )
    result = runtime.run("email bob")

    assert_trajectory(
        result,
        [
            "approval_requested",
            "approval_granted",
            "tool_started",
            "tool_succeeded",
            "duplicate_action_blocked",
            "run_completed",
        ],
    )
    assert sent == ["bob"]
    assert len(human.requests) == 1


def test_approval_request_describes_the_action():
    request = ApprovalRequest(
        run_id="r",
        step=1,
        tool="send_email",
        arguments={"to": "bob"},
        action_signature="sig",
        side_effects=True,
    )
    assert request.describe() == "send_email(to='bob') (changes the world)"


@pytest.mark.parametrize(
    ("typed", "verdict"),
    [("y", True), ("YES ", True), ("n", False), ("", False), ("sure", False)],
)
def test_console_human_approves_only_an_explicit_yes(typed: str, verdict: bool):
    written: list[str] = []
    human = ConsoleHuman(read=lambda prompt: typed, write=written.append)
    request = ApprovalRequest(
        run_id="r", step=1, tool="send_email", arguments={"to": "bob"}, action_signature="s"
    )

    assert human.approve(request) is verdict
    assert written == ["Approve send_email(to='bob')?"]


def test_console_human_end_of_input_means_not_now():
    def closed(prompt: str) -> str:
        raise EOFError

    human = ConsoleHuman(read=closed, write=lambda text: None)
    request = ApprovalRequest(run_id="r", step=1, tool="t", arguments={}, action_signature="s")
    assert human.approve(request) is None
    assert human.ask("what?") is None


class StringHuman:
    """A human channel (e.g. a chat or web form) that replies with text, not a bool."""

    def __init__(self, verdict: object) -> None:
        self.verdict = verdict

    def ask(self, question: str) -> str | None:
        return None

    def approve(self, request: ApprovalRequest) -> object:
        return self.verdict


@pytest.mark.parametrize("verdict", ["no", "false"])
def test_a_non_boolean_reply_from_the_human_never_approves(verdict: str):
    sent: list[str] = []
    runtime, _ = make_runtime(
        [call("send_email", to="bob"), final("done")],
        [email_tool(sent)],
        human=StringHuman(verdict),
    )
    result = runtime.run("email bob")

    assert sent == []
    assert not events_of(result, "approval_granted")


def test_resume_with_a_non_boolean_approve_is_refused():
    sent: list[str] = []
    result, runtime, _ = paused_run(sent, final("done"))
    before = result.state.to_json()

    with pytest.raises(UserError):
        runtime.resume(result.state, approve="false")

    assert sent == []
    assert result.state.to_json() == before


def test_stepping_a_paused_run_does_not_bypass_the_pending_approval():
    sent: list[str] = []
    runtime, model = make_runtime(
        [call("send_email", to="bob"), final("done without approval")], [email_tool(sent)]
    )
    run = runtime.start("email bob")
    asyncio.run(run.step())
    assert run.state.status == "waiting_for_user"

    asyncio.run(run.step())

    assert run.state.status == "waiting_for_user"
    assert isinstance(run.state.pending, PendingApproval)
    assert len(model.requests) == 1


def test_resuming_the_same_saved_approval_twice_gives_the_tool_the_same_idempotency_key():
    keys: list[str] = []

    @tool(side_effects=True, requires_approval=True)
    def charge(amount: int, ctx: ToolContext) -> str:
        """Charge a card; dedupes on the idempotency key."""
        keys.append(ctx.idempotency_key)
        return "charged"

    runtime, _ = make_runtime([call("charge", amount=5), final("done")], [charge])
    saved = runtime.run("charge").state.to_json()

    for _ in range(2):  # e.g. a retried web request, or a worker that crashed after the tool
        runtime, _ = make_runtime([final("done")], [charge])
        runtime.resume(AgentState.from_json(saved), approve=True)

    assert len(keys) == 2
    assert keys[0] == keys[1]
