"""Cancellation: the token is checked before model calls, before tool executions and
between retries; Ctrl+C and task cancellation end a run as ``cancelled`` with state intact."""

import asyncio
import subprocess
import sys
import threading

import pytest

from helpers_tools import email_tool, events_of, lookup_tool, make_runtime, only
from keel import (
    AgentState,
    CancelToken,
    ConsoleHuman,
    Guards,
    MemorySink,
    NonEmptyAnswer,
    RetryableToolError,
    RunCancelled,
    Runtime,
    ScriptedDecisionMaker,
    ToolContext,
    TraceEvent,
    UserError,
    tool,
)
from keel.testing import assert_trace_consistent, assert_trajectory, call, clarify, final


def assert_cancelled(result, reason: str) -> None:
    assert result.status == "cancelled"
    assert result.state.termination_kind == "cancelled"
    assert result.reason == reason
    assert result.exit_code == 130
    terminated = only(result, "run_terminated")
    assert terminated.data["status"] == "cancelled"
    assert result.trace[-1] is terminated


def test_cancel_before_the_first_model_call_makes_no_model_call():
    runtime, model = make_runtime([final("never")])
    token = CancelToken()
    token.cancel("user pressed stop")

    result = runtime.run("go", cancel=token)

    assert result.event_types() == ["run_started", "run_terminated"]
    assert model.requests == []
    assert result.state.step == 0
    assert_cancelled(result, "user pressed stop")
    with pytest.raises(RunCancelled, match="user pressed stop"):
        result.raise_for_outcome()


def test_cancel_during_retries_prevents_the_next_attempt():
    token = CancelToken()
    attempts: list[int] = []

    @tool
    def flaky(ctx: ToolContext) -> str:
        """Fails, and the operator gives up on the first failure."""
        attempts.append(ctx.attempt)
        token.cancel("operator gave up")
        raise RetryableToolError("503")

    runtime, model = make_runtime(
        [call("flaky"), final("never")],
        [flaky],
        guards=Guards(max_tool_retries=5, retry_backoff_seconds=0),
    )
    result = runtime.run("go", cancel=token)

    assert_trajectory(result, ["tool_started", "tool_retryable_failure", "run_terminated"])
    assert attempts == [1]
    assert len(events_of(result, "tool_started")) == 1
    assert_cancelled(result, "operator gave up")
    (observation,) = result.state.observations
    assert (observation.source, observation.name, observation.ok) == ("tool", "flaky", False)
    assert len(model.requests) == 1
    assert_trace_consistent(result)


class CancelOnEvent:
    """A sink that cancels the token from another thread when an event type is emitted."""

    def __init__(self, token: CancelToken, event_type: str) -> None:
        self.token, self.event_type = token, event_type
        self.threads: list[threading.Thread] = []

    def emit(self, event: TraceEvent) -> None:
        if event.event_type == self.event_type and not self.threads:
            thread = threading.Thread(target=self.token.cancel, args=("cancelled from thread",))
            self.threads.append(thread)
            thread.start()


def test_cancel_from_another_thread_during_a_slow_async_tools_backoff():
    token = CancelToken()
    attempts: list[int] = []

    @tool
    async def slow_flaky(ctx: ToolContext) -> str:
        """Slow, then fails retryably."""
        attempts.append(ctx.attempt)
        await asyncio.sleep(0.01)
        raise RetryableToolError("busy")

    canceller = CancelOnEvent(token, "tool_retryable_failure")
    runtime, _ = make_runtime(
        [call("slow_flaky"), final("never")],
        [slow_flaky],
        # A long backoff: only cancellation can end the wait early enough for a second
        # attempt never to start.
        guards=Guards(max_tool_retries=3, retry_backoff_seconds=20, retry_backoff_max_seconds=20),
    )
    result = runtime.run("go", cancel=token, sinks=[canceller])
    for thread in canceller.threads:
        thread.join()

    assert_trajectory(result, ["tool_started", "tool_retryable_failure", "run_terminated"])
    assert attempts == [1]
    assert_cancelled(result, "cancelled from thread")
    assert_trace_consistent(result)


def test_cancel_while_a_tool_runs_stops_before_the_next_model_call():
    token = CancelToken()

    @tool
    async def long_job() -> str:
        """Finishes even though cancellation was requested meanwhile."""
        thread = threading.Thread(target=token.cancel, args=("stop after this",))
        thread.start()
        await asyncio.to_thread(thread.join)
        return "finished"

    runtime, model = make_runtime([call("long_job"), final("never")], [long_job])
    result = runtime.run("go", cancel=token)

    assert_trajectory(result, ["tool_started", "tool_succeeded", "run_terminated"])
    assert result.state.observations[0].data == "finished"
    assert len(model.requests) == 1
    assert model.remaining == 1
    assert_cancelled(result, "stop after this")


def test_cancelled_token_given_to_resume_keeps_the_approved_action_from_running():
    sent: list[str] = []
    runtime, _ = make_runtime([call("send_email", to="bob"), final("sent")], [email_tool(sent)])
    paused = runtime.run("email bob")
    token = CancelToken()
    token.cancel("changed my mind")

    resumed = runtime.resume(paused.state, approve=True, cancel=token)

    assert_trajectory(resumed, ["run_resumed", "approval_granted", "run_terminated"])
    assert sent == []
    assert_cancelled(resumed, "changed my mind")
    assert_trace_consistent([*paused.trace, *resumed.trace], approval_required=["send_email"])


def _interrupting_tool(kind: str):
    if kind == "async":

        @tool
        async def interrupt() -> str:
            """Ctrl+C arrives while this runs."""
            raise KeyboardInterrupt

    elif kind == "thread":

        @tool(timeout_seconds=30)
        def interrupt() -> str:
            """Ctrl+C arrives while this runs in a worker thread."""
            raise KeyboardInterrupt

    else:

        @tool
        def interrupt() -> str:
            """Ctrl+C arrives while this runs inline."""
            raise KeyboardInterrupt

    return interrupt


@pytest.mark.parametrize("kind", ["inline", "thread", "async"])
def test_keyboard_interrupt_in_a_tool_cancels_the_run_with_state_intact(kind: str):
    calls: list[str] = []
    runtime, model = make_runtime(
        [call("lookup", query="a"), call("interrupt"), final("never")],
        [lookup_tool(calls), _interrupting_tool(kind)],
    )
    result = runtime.run("go")

    assert_trajectory(
        result,
        ["tool_started", "tool_succeeded", "tool_started", "tool_failed", "run_terminated"],
    )
    failed = only(result, "tool_failed")
    assert (failed.data["tool"], failed.data["error"]) == ("interrupt", "interrupted")
    assert_cancelled(result, "keyboard interrupt")
    state = result.state
    assert state.step == 2
    assert [o.name for o in state.observations] == ["lookup"]
    assert calls == ["a"]
    assert AgentState.from_json(state.to_json()) == state
    assert model.remaining == 1
    assert_trace_consistent(result)


class InterruptingModel:
    """Decides from a script, then gets a Ctrl+C on the given call."""

    def __init__(self, script, interrupt_on: int) -> None:
        self.inner = ScriptedDecisionMaker(script)
        self.interrupt_on = interrupt_on
        self.calls = 0

    def decide(self, request):
        self.calls += 1
        if self.calls == self.interrupt_on:
            raise KeyboardInterrupt
        return self.inner.decide(request)


def test_keyboard_interrupt_in_the_decision_maker_cancels_the_run():
    calls: list[str] = []
    model = InterruptingModel([call("lookup", query="a"), final("never")], interrupt_on=2)
    runtime = Runtime(model, [lookup_tool(calls)], validators=[NonEmptyAnswer()])

    result = runtime.run("go")

    assert result.event_types()[-2:] == ["model_requested", "run_terminated"]
    assert not events_of(result, "model_failed")
    assert_cancelled(result, "keyboard interrupt")
    assert result.state.step == 2
    assert calls == ["a"]
    assert AgentState.from_json(result.state.to_json()) == result.state
    assert_trace_consistent(result)


def test_task_cancellation_of_arun_marks_the_run_cancelled():
    sink = MemorySink()
    states: list[AgentState] = []

    async def scenario() -> None:
        started = asyncio.Event()

        @tool
        async def wait_forever() -> str:
            """Waits until cancelled."""
            started.set()
            await asyncio.sleep(60)
            return "never"

        runtime, _ = make_runtime([call("wait_forever"), final("never")], [wait_forever])
        run = runtime.start("go", sinks=[sink])  # what arun does, keeping the live state
        states.append(run.state)
        task = asyncio.create_task(run.drive())
        await started.wait()
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task

    asyncio.run(scenario())

    (state,) = states
    assert (state.status, state.termination_kind) == ("cancelled", "cancelled")
    assert state.termination_reason == "task cancelled"
    types = [e.event_type for e in sink.events]
    assert types[-3:] == ["tool_started", "tool_failed", "run_terminated"]
    assert sink.events[-2].data["error"] == "interrupted"
    assert sink.events[-1].data["status"] == "cancelled"
    assert_trace_consistent(sink.events)


def test_a_cancelled_run_cannot_be_resumed():
    runtime, _ = make_runtime([final("never")])
    token = CancelToken()
    token.cancel()
    result = runtime.run("go", cancel=token)
    before = result.state.to_json()

    with pytest.raises(UserError, match="cancelled"):
        runtime.resume(result.state)
    assert result.state.to_json() == before


def test_cancel_between_steps_of_an_externally_driven_run():
    calls: list[str] = []
    token = CancelToken()
    runtime, model = make_runtime(
        [call("lookup", query="a"), call("lookup", query="b"), final("never")],
        [lookup_tool(calls)],
    )
    run = runtime.start("go", cancel=token)

    asyncio.run(run.step())
    assert (run.state.status, run.state.step, calls) == ("running", 1, ["a"])
    token.cancel("driver stopped")
    asyncio.run(run.step())

    result = run.result()
    assert_cancelled(result, "driver stopped")
    assert calls == ["a"]
    assert len(model.requests) == 1


def test_cancel_token_is_one_way_and_the_first_reason_wins():
    token = CancelToken()
    assert not token.cancelled
    assert token.reason == "cancellation requested"

    token.cancel("first")
    token.cancel("second")

    assert token.cancelled
    assert token.reason == "first"


def test_cancel_token_sleep_wakes_early_when_cancelled_from_another_thread():
    token = CancelToken()

    async def scenario() -> bool:
        timer = threading.Timer(0.01, token.cancel)
        timer.start()
        try:
            return await token.sleep(30)
        finally:
            timer.join()

    assert asyncio.run(scenario()) is True


def test_cancel_token_sleep_returns_false_when_not_cancelled():
    assert asyncio.run(CancelToken().sleep(0)) is False


def test_cancel_while_the_human_decides_keeps_the_approved_action_from_running():
    sent: list[str] = []
    token = CancelToken()

    class SlowHuman:
        def ask(self, question: str) -> str | None:
            return None

        def approve(self, request: object) -> bool:
            token.cancel("operator stopped the run during the approval")
            return True

    runtime, _ = make_runtime(
        [call("send_email", to="bob"), final("never")], [email_tool(sent)], human=SlowHuman()
    )
    result = runtime.run("email bob", cancel=token)

    assert_trajectory(result, ["approval_requested", "approval_granted", "run_terminated"])
    assert sent == []
    assert_cancelled(result, "operator stopped the run during the approval")


def test_ctrl_c_at_the_console_prompt_cancels_the_run():
    def interrupted(prompt: str) -> str:
        raise KeyboardInterrupt

    human = ConsoleHuman(read=interrupted, write=lambda text: None)
    runtime, _ = make_runtime([clarify("Which year?"), final("never")], human=human)
    result = runtime.run("report")

    assert_trajectory(result, ["clarification_requested", "run_terminated"])
    assert_cancelled(result, "keyboard interrupt")
    assert result.state.pending is None


@tool(side_effects=True, requires_approval=True)
def deploy_interrupted() -> str:
    """Deploy; Ctrl+C arrives while it runs."""
    raise KeyboardInterrupt


def test_keyboard_interrupt_in_the_approved_action_during_aresume_cancels_the_run():
    runtime, _ = make_runtime([call("deploy_interrupted"), final("never")], [deploy_interrupted])
    paused = runtime.run("deploy")

    try:
        resumed = asyncio.run(runtime.aresume(paused.state, approve=True))
    except KeyboardInterrupt:  # pytest would end the whole session on it
        pytest.fail(f"KeyboardInterrupt escaped aresume; the run is {paused.state.status}")

    assert_trajectory(
        resumed,
        ["run_resumed", "approval_granted", "tool_started", "tool_failed", "run_terminated"],
    )
    assert_cancelled(resumed, "keyboard interrupt")
    assert resumed.state.trace_seq == paused.trace[-1].seq + 1 + len(resumed.trace)


def test_task_cancellation_of_aresume_during_the_approved_action_marks_the_run_cancelled():
    sink = MemorySink()
    states: list[AgentState] = []

    async def scenario() -> None:
        started = asyncio.Event()

        @tool(side_effects=True, requires_approval=True)
        async def deploy() -> str:
            """Deploys until cancelled."""
            started.set()
            await asyncio.sleep(60)
            return "never"

        runtime, _ = make_runtime([call("deploy"), final("never")], [deploy])
        paused = await runtime.arun("deploy")
        states.append(paused.state)  # without a store, resume drives this very state
        task = asyncio.create_task(runtime.aresume(paused.state, approve=True, sinks=[sink]))
        await started.wait()
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task

    asyncio.run(scenario())

    (state,) = states
    assert (state.status, state.termination_reason) == ("cancelled", "task cancelled")
    assert sink.events[-1].event_type == "run_terminated"


HANG_SCRIPT = """
from keel import NonEmptyAnswer, Runtime, ScriptedDecisionMaker, tool
from keel.testing import call, final

@tool(side_effects=True, requires_approval=True)
def deploy() -> str:
    '''Deploy; Ctrl+C arrives while it runs.'''
    raise KeyboardInterrupt

model = ScriptedDecisionMaker([call("deploy"), final("never")])
runtime = Runtime(model, [deploy], validators=[NonEmptyAnswer()])
paused = runtime.run("deploy")
print(runtime.resume(paused.state, approve=True).status)
"""


def test_keyboard_interrupt_in_the_approved_action_during_resume_does_not_hang():
    done = subprocess.run(
        [sys.executable, "-c", HANG_SCRIPT],
        capture_output=True,
        text=True,
        timeout=5,  # a fixed keel finishes this in well under a second
        check=False,
    )

    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "cancelled"


def test_a_child_token_is_cancelled_with_its_parent_and_alone_without_it():
    parent = CancelToken()
    first, second = parent.child(), parent.child()
    first.cancel("left early")
    assert first.cancelled
    assert first.reason == "left early"
    assert not parent.cancelled
    assert not second.cancelled
    parent.cancel("shutdown")
    assert second.cancelled
    assert second.reason == "shutdown"
    assert first.reason == "left early"  # the first reason wins
    late = parent.child()  # made after the parent was cancelled: cancelled at once
    assert late.cancelled
    assert late.reason == "shutdown"


def test_a_child_token_wakes_a_sleeper_when_its_parent_is_cancelled():
    parent = CancelToken()
    child = parent.child()
    threading.Timer(0.05, parent.cancel, args=("stop",)).start()
    assert asyncio.run(child.sleep(30)) is True  # woken by the parent, not the 30 s
    assert child.reason == "stop"
