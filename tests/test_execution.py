"""Executing one authorized tool call: retries, timeouts, threads, result contracts,
output caps, JSON-compatible storage and the run's time budget."""

import asyncio
import concurrent.futures
import dataclasses
import enum
import threading
import time
import uuid
from collections.abc import AsyncIterator
from datetime import UTC, date, datetime
from decimal import Decimal
from pathlib import PurePosixPath
from typing import Any

import pytest
from pydantic import BaseModel

from helpers_tools import events_of, make_runtime, only
from keel import (
    AgentState,
    Budgets,
    Guards,
    RetryableToolError,
    Tool,
    ToolContext,
    ToolResult,
    UserError,
    tool,
)
from keel.limits import MAX_SETTING_SECONDS
from keel.loop import invoke
from keel.testing import assert_trace_consistent, assert_trajectory, call, final


def flaky_tool(failures: int, attempts: list[ToolContext]):
    """A tool that raises `RetryableToolError` on its first ``failures`` attempts."""

    @tool
    def flaky(query: str, ctx: ToolContext) -> str:
        """Sometimes fails."""
        attempts.append(ctx)
        if len(attempts) <= failures:
            raise RetryableToolError(f"503 on attempt {ctx.attempt}")
        return f"ok: {query}"

    return flaky


def test_retryable_error_is_retried_then_succeeds():
    attempts: list[ToolContext] = []
    runtime, _ = make_runtime([call("flaky", query="q"), final("done")], [flaky_tool(1, attempts)])
    result = runtime.run("go")

    assert_trajectory(
        result,
        [
            "tool_started",
            "tool_retryable_failure",
            "tool_started",
            "tool_succeeded",
            "run_completed",
        ],
    )
    assert [ctx.attempt for ctx in attempts] == [1, 2]
    assert [e.data["attempt"] for e in events_of(result, "tool_started")] == [1, 2]
    retry = only(result, "tool_retryable_failure")
    assert retry.data["error"] == "RetryableToolError"
    assert retry.data["message"] == "503 on attempt 1"
    (observation,) = result.state.observations
    assert (observation.ok, observation.data) == (True, "ok: q")
    assert result.status == "completed"
    assert_trace_consistent(result)


def test_idempotency_key_is_stable_across_retries_of_one_action():
    attempts: list[ToolContext] = []
    runtime, _ = make_runtime(
        [call("flaky", query="a"), call("flaky", query="b"), final("done")],
        [flaky_tool(1, attempts)],
    )
    runtime.run("go")

    keys = [ctx.idempotency_key for ctx in attempts]
    assert len(keys) == 3  # a (fails), a (retry), b
    assert keys[0] == keys[1]
    assert keys[2] != keys[0]


def test_exhausted_retries_end_in_tool_failed_and_the_run_continues():
    attempts: list[ToolContext] = []
    runtime, _ = make_runtime(
        [call("flaky", query="q"), final("gave up")],
        [flaky_tool(99, attempts)],
        guards=Guards(max_tool_retries=1, retry_backoff_seconds=0),
    )
    result = runtime.run("go")

    assert_trajectory(
        result,
        [
            "tool_started",
            "tool_retryable_failure",
            "tool_started",
            "tool_failed",
            "run_completed",
        ],
    )
    failed = only(result, "tool_failed")
    assert failed.data["retries_exhausted"] is True
    assert failed.data["attempt"] == 2
    assert len(attempts) == 2
    (observation,) = result.state.observations
    assert (observation.ok, observation.error_type) == (False, "RetryableToolError")
    assert observation.error_message == "503 on attempt 2"
    assert_trace_consistent(result)


def test_zero_retries_fail_on_the_first_retryable_error():
    attempts: list[ToolContext] = []
    runtime, _ = make_runtime(
        [call("flaky", query="q"), final("done")],
        [flaky_tool(99, attempts)],
        guards=Guards(max_tool_retries=0),
    )
    result = runtime.run("go")

    assert_trajectory(result, ["tool_started", "tool_failed", "run_completed"])
    assert only(result, "tool_failed").data["retries_exhausted"] is True
    assert len(attempts) == 1


def test_retry_backoff_is_exponential_and_capped():
    attempts: list[ToolContext] = []
    runtime, _ = make_runtime(
        [call("flaky", query="q"), final("done")],
        [flaky_tool(99, attempts)],
        guards=Guards(
            max_tool_retries=3, retry_backoff_seconds=0.001, retry_backoff_max_seconds=0.003
        ),
    )
    result = runtime.run("go")

    delays = [e.data["retry_in"] for e in events_of(result, "tool_retryable_failure")]
    assert delays == [0.001, 0.002, 0.003]
    assert len(attempts) == 4


def test_non_retryable_exception_fails_at_once_and_becomes_an_observation():
    calls: list[str] = []

    @tool
    def divide(a: int, b: int) -> float:
        """Divide."""
        calls.append("divide")
        return a / b

    runtime, model = make_runtime([call("divide", a=1, b=0), final("done")], [divide])
    result = runtime.run("go")

    assert_trajectory(result, ["tool_started", "tool_failed", "run_completed"])
    failed = only(result, "tool_failed")
    assert failed.data["error"] == "ZeroDivisionError"
    assert "retries_exhausted" not in failed.data
    assert calls == ["divide"]
    (observation,) = result.state.observations
    assert (observation.source, observation.ok) == ("tool", False)
    assert observation.error_type == "ZeroDivisionError"
    assert observation.error_message == "division by zero"
    assert "ZeroDivisionError" in model.requests[1].observations[0].text


def test_exception_without_message_is_described_by_its_type():
    @tool
    def broken() -> None:
        """Broken."""
        raise RuntimeError

    runtime, _ = make_runtime([call("broken"), final("done")], [broken])
    observation = runtime.run("go").state.observations[0]
    assert (observation.error_type, observation.error_message) == ("RuntimeError", "RuntimeError")


def test_async_tool_timeout_is_retried():
    attempts: list[int] = []

    @tool(timeout_seconds=0.05)
    async def fetch(ctx: ToolContext) -> str:
        """Fetch; the first attempt hangs."""
        attempts.append(ctx.attempt)
        if ctx.attempt == 1:
            await asyncio.sleep(60)
        return "page"

    runtime, _ = make_runtime([call("fetch"), final("done")], [fetch])
    result = runtime.run("go")

    assert_trajectory(
        result,
        [
            "tool_started",
            "tool_retryable_failure",
            "tool_started",
            "tool_succeeded",
            "run_completed",
        ],
    )
    assert only(result, "tool_retryable_failure").data["error"] == "timeout"
    assert attempts == [1, 2]
    assert result.state.observations[0].data == "page"


def test_side_effect_tool_timeout_is_not_retried():
    attempts: list[int] = []

    @tool(timeout_seconds=0.05, side_effects=True)
    async def charge_card(ctx: ToolContext) -> str:
        """Charge a card; hangs."""
        attempts.append(ctx.attempt)
        await asyncio.sleep(60)
        return "charged"

    runtime, _ = make_runtime([call("charge_card"), final("done")], [charge_card])
    result = runtime.run("go")

    assert_trajectory(result, ["tool_started", "tool_failed", "run_completed"])
    assert only(result, "tool_failed").data["error"] == "timeout"
    assert attempts == [1]
    observation = result.state.observations[0]
    assert (observation.ok, observation.error_type) == (False, "timeout")
    assert "charge_card did not finish within 0.05s" in (observation.error_message or "")


def test_sync_tool_with_timeout_runs_in_a_worker_thread_and_is_bounded():
    release = threading.Event()
    threads: list[int] = []

    @tool(timeout_seconds=0.05, side_effects=True)
    def blocking() -> str:
        """Blocks until released."""
        threads.append(threading.get_ident())
        release.wait(30)
        return "finally"

    runtime, _ = make_runtime([call("blocking"), final("done")], [blocking])
    try:
        result = runtime.run("go")
    finally:
        release.set()

    assert_trajectory(result, ["tool_started", "tool_failed", "run_completed"])
    assert only(result, "tool_failed").data["error"] == "timeout"
    assert threads
    assert threads[0] != threading.get_ident()
    assert result.status == "completed"


def test_sync_tool_with_no_time_bound_runs_inline_in_the_callers_thread():
    threads: list[int] = []

    @tool
    def quick() -> str:
        """Quick."""
        threads.append(threading.get_ident())
        return "ok"

    unbounded = Budgets(timeout_seconds=None)
    runtime, _ = make_runtime([call("quick"), final("done")], [quick], budgets=unbounded)
    runtime.run("go")
    assert threads == [threading.get_ident()]


def test_sync_tool_under_a_time_budget_runs_on_a_worker_thread():
    threads: list[int] = []

    @tool
    def quick() -> str:
        """Quick."""
        threads.append(threading.get_ident())
        return "ok"

    runtime, _ = make_runtime([call("quick"), final("done")], [quick])
    runtime.run("go")
    assert threads
    assert threads[0] != threading.get_ident()


def test_result_contract_violation_is_a_failure():
    @tool(result_model=int)
    def count() -> str:
        """Count things, but returns the wrong type."""
        return "many"

    runtime, _ = make_runtime([call("count"), final("done")], [count])
    result = runtime.run("go")

    assert_trajectory(result, ["tool_started", "tool_failed", "run_completed"])
    assert only(result, "tool_failed").data["error"] == "result_contract_violation"
    observation = result.state.observations[0]
    assert (observation.ok, observation.error_type) == (False, "result_contract_violation")
    assert observation.data is None
    assert "contract" in (observation.error_message or "")


class Price(BaseModel):
    amount: float
    currency: str


def test_result_satisfying_its_contract_succeeds():
    @tool(result_model=Price)
    def quote() -> ToolResult:
        """Quote a price."""
        return ToolResult(data={"amount": 9.5, "currency": "EUR"}, source_ids=["list"])

    runtime, _ = make_runtime([call("quote"), final("done")], [quote])
    result = runtime.run("go")

    assert_trajectory(result, ["tool_started", "tool_succeeded", "run_completed"])
    observation = result.state.observations[0]
    assert (observation.data, observation.source_ids) == (
        {"amount": 9.5, "currency": "EUR"},
        ["list"],
    )


def test_contract_checks_the_data_inside_a_tool_result():
    @tool(result_model=list[str])
    def names() -> ToolResult:
        """Names."""
        return ToolResult(data=[1, 2], source_ids=["x"])

    runtime, _ = make_runtime([call("names"), final("done")], [names])
    observation = runtime.run("go").state.observations[0]
    assert observation.error_type == "result_contract_violation"


def test_text_output_over_the_storage_cap_is_truncated():
    @tool(max_output_chars=100, max_stored_chars=100)
    def dump() -> str:
        """Dump a lot of text."""
        return "x" * 500

    runtime, _ = make_runtime([call("dump"), final("done")], [dump])
    result = runtime.run("go")

    observation = result.state.observations[0]
    assert observation.ok
    assert observation.truncated is True
    assert observation.data.startswith("x" * 100)
    assert not observation.data.startswith("x" * 101)
    assert "cut at 100 of 500 chars" in observation.data
    assert only(result, "tool_succeeded").data["truncated"] is True


def test_output_over_the_view_cap_is_kept_whole_in_the_state():
    @tool(max_output_chars=100)
    def dump() -> str:
        """Dump a lot of text."""
        return "x" * 500

    runtime, _ = make_runtime([call("dump"), final("done")], [dump])
    result = runtime.run("go")

    observation = result.state.observations[0]
    assert (observation.data, observation.truncated) == ("x" * 500, False)
    assert only(result, "tool_succeeded").data["output"].startswith("x" * 100 + "…")


def test_output_exactly_at_the_cap_is_kept_whole():
    @tool(max_output_chars=100)
    def dump() -> str:
        """Dump exactly 100 chars."""
        return "y" * 100

    runtime, _ = make_runtime([call("dump"), final("done")], [dump])
    result = runtime.run("go")

    observation = result.state.observations[0]
    assert (observation.data, observation.truncated) == ("y" * 100, False)
    assert only(result, "tool_succeeded").data["truncated"] is False


def test_structured_output_over_the_storage_cap_is_cut_as_json_text():
    @tool(max_output_chars=64, max_stored_chars=64)
    def rows() -> list[dict[str, int]]:
        """Many rows."""
        return [{"row": i} for i in range(100)]

    runtime, _ = make_runtime([call("rows"), final("done")], [rows])
    observation = runtime.run("go").state.observations[0]

    assert observation.truncated
    assert isinstance(observation.data, str)
    assert observation.data.startswith('[{"row": 0}, {"row": 1}')


class Forecast(BaseModel):
    city: str
    temps: list[float]
    issued: datetime


@dataclasses.dataclass
class Reading:
    sensor: str
    value: float
    tags: tuple[str, ...]


def test_tool_returning_a_pydantic_model_is_stored_as_json_data():
    issued = datetime(2024, 5, 1, 12, 0, tzinfo=UTC)

    @tool
    def forecast() -> Forecast:
        """Forecast."""
        return Forecast(city="Oslo", temps=[1.5, 2.25], issued=issued)

    runtime, _ = make_runtime([call("forecast"), final("done")], [forecast])
    state = runtime.run("go").state

    data = state.observations[0].data
    assert data == {"city": "Oslo", "temps": [1.5, 2.25], "issued": "2024-05-01T12:00:00Z"}
    assert AgentState.from_json(state.to_json()) == state


def test_tool_returning_a_dataclass_is_stored_as_json_data():
    @tool
    def read_sensor() -> Reading:
        """Read a sensor."""
        return Reading(sensor="t1", value=21.5, tags=("indoor", "lab"))

    runtime, _ = make_runtime([call("read_sensor"), final("done")], [read_sensor])
    state = runtime.run("go").state

    assert state.observations[0].data == {
        "sensor": "t1",
        "value": 21.5,
        "tags": ["indoor", "lab"],
    }
    assert AgentState.from_json(state.to_json()) == state


def test_run_time_budget_cuts_an_async_tool_short():
    attempts: list[int] = []

    @tool
    async def crawl(ctx: ToolContext) -> str:
        """Crawl forever."""
        attempts.append(ctx.attempt)
        await asyncio.sleep(60)
        return "never"

    runtime, _ = make_runtime(
        [call("crawl"), final("never reached")],
        [crawl],
        budgets=Budgets(timeout_seconds=0.5),
    )
    result = runtime.run("go")

    assert_trajectory(result, ["tool_started", "tool_failed", "run_terminated"])
    assert only(result, "tool_failed").data["error"] == "time_budget"
    assert (result.status, result.state.termination_kind) == ("stopped", "time")
    assert "crawl" in (result.reason or "")
    assert attempts == [1]
    observation = result.state.observations[0]
    assert (observation.ok, observation.error_type) == (False, "time_budget")
    assert result.exit_code == 3
    assert_trace_consistent(result)


def test_tool_retries_are_not_needed_when_the_first_attempt_succeeds():
    attempts: list[ToolContext] = []
    runtime, _ = make_runtime([call("flaky", query="q"), final("done")], [flaky_tool(0, attempts)])
    result = runtime.run("go")

    assert_trajectory(result, ["tool_started", "tool_succeeded", "run_completed"])
    assert [ctx.attempt for ctx in attempts] == [1]


def test_tool_returning_an_object_with_no_json_form_fails_instead_of_storing_its_repr():
    @tool
    def handle() -> object:
        """Return a handle."""
        return object()

    @tool
    def wrapped() -> ToolResult:
        """Return a handle inside a ToolResult."""
        return ToolResult(data={"handle": object()}, source_ids=["d1"])

    runtime, _ = make_runtime([call("handle"), call("wrapped"), final("done")], [handle, wrapped])
    result = runtime.run("go")

    for observation in result.state.observations:
        assert (observation.ok, observation.data) == (False, None)
        assert observation.error_type == "result_contract_violation"
        assert "cannot be stored as JSON" in (observation.error_message or "")
    assert [e.event_type for e in events_of(result, "tool_succeeded", "tool_failed")] == [
        "tool_failed",
        "tool_failed",
    ]


class Colour(enum.Enum):
    RED = "red"


def test_values_pydantic_serializes_are_still_stored_as_json_data():
    @tool
    def mixed() -> dict[str, object]:
        """Many kinds of values."""
        return {
            "when": date(2024, 5, 1),
            "amount": Decimal("1.50"),
            "id": uuid.UUID(int=1),
            "path": PurePosixPath("/tmp/x"),
            "colour": Colour.RED,
            "tags": {"a"},
            "raw": b"text",
        }

    runtime, _ = make_runtime([call("mixed"), final("done")], [mixed])
    observation = runtime.run("go").state.observations[0]

    assert observation.ok, observation.error_message
    assert observation.data == {
        "when": "2024-05-01",
        "amount": "1.50",
        "id": "00000000-0000-0000-0000-000000000001",
        "path": "/tmp/x",
        "colour": "red",
        "tags": ["a"],
        "raw": "text",
    }


def test_async_generator_tool_is_a_user_error_when_decorated():
    async def fetch_pages(url: str) -> AsyncIterator[str]:
        """Fetch every page."""
        yield url

    with pytest.raises(UserError, match="tool 'fetch_pages' is an async generator"):
        tool(fetch_pages)


def test_hand_built_tool_with_an_async_generator_handler_is_a_user_error():
    class NoArgs(BaseModel):
        pass

    async def pages(args: NoArgs) -> AsyncIterator[str]:
        yield "page 1"

    with pytest.raises(UserError, match="tool 'pages' is an async generator"):
        Tool(name="pages", description="Pages.", args_model=NoArgs, handler=pages)


def test_numpy_values_and_dict_views_are_stored_as_their_json_form():
    # A review: numpy's own scalars and arrays (keel depends on numpy) failed as "no JSON
    # form" once the str fallback went; they have one.
    import numpy as np

    @tool
    def stats() -> dict[str, object]:
        """Some statistics."""
        values = np.array([1, 2, 3])
        counts = {"a": 1, "b": 2}
        return {
            "mean": values.mean(),
            "count": np.int64(3),
            "values": values,
            "keys": counts.keys(),
            "ok": np.bool_(True),
        }

    runtime, _ = make_runtime([call("stats"), final("done")], [stats])
    [observation] = runtime.run("go").state.observations

    assert observation.ok
    assert observation.data == {
        "mean": 2.0,
        "count": 3,
        "values": [1, 2, 3],
        "keys": ["a", "b"],
        "ok": True,
    }


class _Elsewhere:
    """A self-bounded handler (`keel.tools.SelfBoundedHandler`): records how it was called."""

    def __init__(self, answer_after: float) -> None:
        self.answer_after = answer_after
        self.calls: list[tuple[str, float | None, int]] = []

    def __call__(self, args: BaseModel) -> str:
        self.calls.append(("call", None, threading.get_ident()))
        return "answered"

    def call_within(self, limit: float, args: BaseModel) -> str:
        self.calls.append(("within", limit, threading.get_ident()))
        if self.answer_after > limit:  # as the protocol asks: waits out the limit, then raises
            time.sleep(limit)
            raise TimeoutError
        return "answered"


class _NoArgs(BaseModel):
    pass


@pytest.mark.parametrize(
    ("budget", "expected_limit"), [(None, 2.0), (60.0, 2.0), (1.5, 1.5)], ids=str
)
def test_runtime_run_calls_a_self_bounded_handler_in_its_own_thread_with_the_bound(
    budget, expected_limit
):
    """`Runtime.run` hands a `SelfBoundedHandler` the call's bound (the tool's timeout, or
    the run's remaining time if shorter) in its own thread; no worker thread."""
    handler = _Elsewhere(answer_after=0)
    ask = Tool(name="ask", description="Ask.", args_model=_NoArgs, handler=handler,
               timeout_seconds=2.0)  # fmt: skip
    runtime, _ = make_runtime(
        [call("ask"), final("done")], [ask], budgets=Budgets(timeout_seconds=budget)
    )
    result = runtime.run("go")
    assert result.state.observations[0].data == "answered"
    ((how, limit, thread),) = handler.calls
    assert (how, thread) == ("within", threading.get_ident())
    assert limit is not None
    assert expected_limit - 0.5 < limit <= expected_limit


def test_a_self_bounded_handler_s_timeout_is_the_tool_s_or_the_run_s():
    slow = _Elsewhere(answer_after=10)
    ask = Tool(name="ask", description="Ask.", args_model=_NoArgs, handler=slow,
               timeout_seconds=0.4, side_effects=True)  # fmt: skip
    result = make_runtime([call("ask"), final("done")], [ask])[0].run("go")
    assert result.state.observations[0].error_type == "timeout"
    assert result.status == "completed"
    short = make_runtime(
        [call("ask"), final("never")], [ask], budgets=Budgets(timeout_seconds=0.3)
    )[0].run("go")
    assert short.state.observations[0].error_type == "time_budget"
    assert (short.status, short.state.termination_kind) == ("stopped", "time")


def test_under_arun_a_self_bounded_handler_is_called_plainly_off_the_loop():
    handler = _Elsewhere(answer_after=0)
    ask = Tool(name="ask", description="Ask.", args_model=_NoArgs, handler=handler,
               timeout_seconds=2.0)  # fmt: skip
    runtime, _ = make_runtime([call("ask"), final("done")], [ask])
    result = asyncio.run(runtime.arun("go"))
    assert result.state.observations[0].data == "answered"
    ((how, limit, thread),) = handler.calls
    assert (how, limit) == ("call", None)
    assert thread != threading.get_ident()


def test_a_mock_handler_is_called_as_itself_not_as_a_self_bounded_one():
    """A `MagicMock` answers every attribute, ``call_within`` too; only a class that defines
    the method is self-bounded, so a mocked handler is called plainly (on a worker)."""
    from unittest.mock import MagicMock

    handler = MagicMock(return_value="from the mock")
    ask = Tool(name="ask", description="Ask.", args_model=_NoArgs, handler=handler,
               timeout_seconds=2.0)  # fmt: skip
    result = make_runtime([call("ask"), final("done")], [ask])[0].run("go")
    assert result.state.observations[0].data == "from the mock"
    assert handler.call_count == 1
    handler.call_within.assert_not_called()


class _StaticWithin:
    def __call__(self, args: BaseModel) -> str:
        return "plain call"

    @staticmethod
    def call_within(limit: float, args: BaseModel) -> str:
        return f"within {limit:g}"


class _ClassWithin(_StaticWithin):
    @classmethod
    def call_within(cls, limit: float, args: BaseModel) -> str:  # type: ignore[override]
        return f"within {limit:g}"


class _PropertyWithin(_StaticWithin):
    @property
    def call_within(self) -> Any:  # type: ignore[override]
        return lambda limit, args: f"within {limit:g}"


@pytest.mark.parametrize("kind", [_StaticWithin, _ClassWithin, _PropertyWithin], ids=str)
def test_call_within_is_called_as_the_handler_s_attribute_whatever_kind_it_is(kind):
    ask = Tool(name="ask", description="Ask.", args_model=_NoArgs, handler=kind(),
               timeout_seconds=2.0)  # fmt: skip
    result = make_runtime([call("ask"), final("done")], [ask])[0].run("go")
    assert result.state.observations[0].data == "within 2"


class _FutureWaiter:
    """Waits with ``Future.result(limit)``, which fails for waits a clock cannot take."""

    def __init__(self) -> None:
        self.limits: list[float] = []

    def _answer(self) -> concurrent.futures.Future[str]:
        future: concurrent.futures.Future[str] = concurrent.futures.Future()
        threading.Timer(0.05, future.set_result, ["answered"]).start()
        return future

    def __call__(self, args: BaseModel) -> str:
        return self._answer().result(30)

    def call_within(self, limit: float, args: BaseModel) -> str:
        self.limits.append(limit)
        return self._answer().result(limit)


@pytest.mark.parametrize("budget", [1e10, float("inf")], ids=str)
def test_a_self_bounded_handler_is_never_asked_to_wait_longer_than_a_clock_can(budget):
    """A tool with no timeout under a huge time budget: the bound handed over is at most a
    week (`MAX_SETTING_SECONDS`), so ``Future.result(limit)`` works."""
    waiter = _FutureWaiter()
    ask = Tool(name="ask", description="Ask.", args_model=_NoArgs, handler=waiter)
    runtime, _ = make_runtime(
        [call("ask"), final("done")], [ask], budgets=Budgets(timeout_seconds=budget)
    )
    result = runtime.run("go")
    assert result.state.observations[0].data == "answered"
    assert waiter.limits == [MAX_SETTING_SECONDS]


class _AsyncWithin:
    def __call__(self, args: BaseModel) -> str:
        return "plain call"

    async def call_within(self, limit: float, args: BaseModel) -> str:
        await asyncio.sleep(3)
        return "late"


def test_an_async_call_within_is_refused_not_awaited_without_a_bound():
    ask = Tool(name="ask", description="Ask.", args_model=_NoArgs, handler=_AsyncWithin(),
               timeout_seconds=1.0)  # fmt: skip
    started = time.monotonic()
    result = make_runtime([call("ask"), final("done")], [ask])[0].run("go")
    assert time.monotonic() - started < 2
    (observation,) = result.state.observations
    assert (observation.ok, observation.error_type) == (False, "TypeError")
    assert "returned an awaitable" in (observation.error_message or "")


def _raises_its_own_timeout(args: BaseModel) -> str:
    raise TimeoutError("upstream read timed out")  # what socket.timeout is


async def _raises_its_own_timeout_async(args: BaseModel) -> str:
    raise TimeoutError("upstream read timed out")


class _SelfBoundedOwnTimeout:
    def __call__(self, args: BaseModel) -> str:
        return _raises_its_own_timeout(args)

    def call_within(self, limit: float, args: BaseModel) -> str:
        return _raises_its_own_timeout(args)


@pytest.mark.parametrize(
    ("handler", "options"),
    [
        (_raises_its_own_timeout, {"timeout_seconds": 60}),
        (_raises_its_own_timeout, {"inline": True}),
        (_raises_its_own_timeout_async, {"timeout_seconds": 60}),
        (_SelfBoundedOwnTimeout(), {"timeout_seconds": 60}),
    ],
    ids=["worker", "inline", "async", "self-bounded"],
)
@pytest.mark.parametrize("driver", ["run", "arun"])
def test_a_timeout_the_tool_raises_itself_is_its_failure_not_the_run_s_time(
    handler, options, driver
):
    """An HTTP client's read timeout inside a tool, with 30 s of the run's budget left:
    before, the run stopped at once as out of time ("time_budget")."""
    fetch = Tool(name="fetch", description="Fetch.", args_model=_NoArgs, handler=handler,
                 **options)  # fmt: skip
    runtime, _ = make_runtime(
        [call("fetch"), final("done")], [fetch], budgets=Budgets(timeout_seconds=30)
    )
    result = runtime.run("go") if driver == "run" else asyncio.run(runtime.arun("go"))
    assert result.status == "completed"
    (observation,) = result.state.observations
    assert (observation.ok, observation.error_type) == (False, "timeout")
    assert observation.error_message == "fetch timed out: upstream read timed out"
    assert len(events_of(result, "tool_started")) == 3  # a read: retried, like any timeout


class _HidesItsCoroutine:
    """A sync ``__call__`` that returns a coroutine (keel awaits it)."""

    def __call__(self, args: BaseModel) -> Any:
        return asyncio.sleep(3, result="late")


@pytest.mark.parametrize("driver", ["run", "arun"])
def test_a_coroutine_a_sync_handler_returns_is_awaited_within_the_bound(driver):
    ask = Tool(name="ask", description="Ask.", args_model=_NoArgs, handler=_HidesItsCoroutine(),
               timeout_seconds=0.3, side_effects=True)  # fmt: skip
    runtime, _ = make_runtime([call("ask"), final("done")], [ask])
    started = time.monotonic()
    result = runtime.run("go") if driver == "run" else asyncio.run(runtime.arun("go"))
    assert time.monotonic() - started < 2
    assert result.state.observations[0].error_type == "timeout"


class _WaitsOutItsLimit:
    def __call__(self, args: BaseModel) -> str:
        return "unused"

    def call_within(self, limit: float, args: BaseModel) -> str:
        time.sleep(limit)
        raise TimeoutError(f"no answer within {limit:g}s")


def test_a_self_bounded_wait_cut_to_the_week_cap_is_not_the_run_running_out(monkeypatch):
    """With a budget over a week the wait handed over is a week (here 0.3 s): its passing is
    the tool's own timeout, not the run's time, which has hardly begun."""
    monkeypatch.setattr(invoke, "MAX_SETTING_SECONDS", 0.3)
    ask = Tool(name="ask", description="Ask.", args_model=_NoArgs, handler=_WaitsOutItsLimit())
    runtime, _ = make_runtime(
        [call("ask"), final("done")], [ask], budgets=Budgets(timeout_seconds=1e10)
    )
    result = runtime.run("go")
    assert result.status == "completed"
    (observation,) = result.state.observations
    assert (observation.error_type, observation.error_message) == (
        "timeout",
        "ask timed out: no answer within 0.3s",
    )


def test_a_handler_that_turns_its_cancellation_into_a_timeout_is_still_cancelled():
    """``except CancelledError: raise TimeoutError`` in a tool must not swallow the caller's
    cancellation of `arun` (it was taken for the tool's own timeout and retried)."""
    started = asyncio.Event()

    async def stubborn(args: BaseModel) -> str:
        started.set()
        try:
            await asyncio.sleep(30)
        except asyncio.CancelledError:
            raise TimeoutError("gave up") from None
        return "never"

    slow = Tool(name="slow", description="Slow.", args_model=_NoArgs, handler=stubborn,
                timeout_seconds=60)  # fmt: skip
    runtime, _ = make_runtime([call("slow"), final("done")], [slow])

    async def main() -> None:
        task = asyncio.create_task(runtime.arun("go"))
        await started.wait()
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task

    asyncio.run(main())
