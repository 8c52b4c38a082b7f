"""Provider faults at the runtime level: retried with bounded backoff, or the run fails.

The decision makers here raise `ProviderError` the way the adapters do; the faults as
they arrive over real HTTP are in tests/models/test_provider_faults.py.
"""

from __future__ import annotations

import asyncio
import threading
import time
from collections.abc import Iterable
from typing import Any

import pytest

from helpers_tools import events_of, runtime_for
from keel import Budgets, Guards, ProviderError
from keel.cancel import CancelToken
from keel.context import ModelRequest
from keel.decisions import ModelTurn, RawOutput
from keel.testing import final

FAST = Guards(model_backoff_seconds=0.01, model_backoff_max_seconds=0.05, max_model_retries=3)


class Flaky:
    """Raises the scripted errors in order, then answers with ``reply`` every time."""

    def __init__(self, errors: Iterable[BaseException], reply: Any = None) -> None:
        self.errors = list(errors)
        self.reply = reply if reply is not None else final("done", usage=(10, 5, 0.001))
        self.calls = 0

    def decide(self, request: ModelRequest) -> ModelTurn | RawOutput:
        self.calls += 1
        if self.errors:
            raise self.errors.pop(0)
        return self.reply


class AsyncFlaky(Flaky):
    async def decide(self, request: ModelRequest) -> ModelTurn | RawOutput:  # type: ignore[override]
        await asyncio.sleep(0)
        return super().decide(request)


def retryable(kind: str = "server_error", status: int | None = 500, **extra: Any) -> ProviderError:
    return ProviderError(
        f"server answered {status}", retryable=True, kind=kind, status=status, **extra
    )


@pytest.mark.parametrize("flaky", [Flaky, AsyncFlaky])
def test_retryable_faults_are_retried_and_each_attempt_is_an_event(flaky: type[Flaky]) -> None:
    model = flaky([retryable("rate_limit", 429), retryable(), retryable("timeout", None)])
    result = runtime_for(model, guards=FAST).run("goal")

    assert result.status == "completed"
    assert model.calls == 4
    retries = events_of(result, "model_retry")
    assert [e.data["attempt"] for e in retries] == [1, 2, 3]
    assert [e.data["error"] for e in retries] == ["rate_limit", "server_error", "timeout"]
    assert [e.data["status"] for e in retries] == [429, 500, None]
    assert [e.data["retry_in"] for e in retries] == [0.01, 0.02, 0.04]  # doubling
    assert result.state.step == 1  # retries are one step, one reservation
    assert result.state.input_tokens == 10  # failed attempts bill nothing


def test_backoff_is_capped_and_follows_retry_after() -> None:
    guards = Guards(model_backoff_seconds=0.04, model_backoff_max_seconds=0.05, max_model_retries=3)
    model = Flaky([retryable(), retryable(), retryable("rate_limit", 429, retry_after=0.001)])
    result = runtime_for(model, guards=guards).run("goal")

    assert [e.data["retry_in"] for e in events_of(result, "model_retry")] == [0.04, 0.05, 0.001]


def test_retries_exhausted_fail_the_run_with_the_providers_message() -> None:
    model = Flaky([retryable() for _ in range(4)])
    result = runtime_for(model, guards=FAST).run("goal")

    assert result.status == "failed"
    assert result.state.termination_kind == "provider_error"
    assert "after 4 attempts" in result.state.termination_reason
    assert "server answered 500" in result.state.termination_reason
    assert len(events_of(result, "model_retry")) == 3
    failed = events_of(result, "model_failed")
    assert [(e.data["error"], e.data["attempts"]) for e in failed] == [("server_error", 4)]


@pytest.mark.parametrize(("kind", "status"), [("auth", 401), ("invalid_request", 400)])
def test_non_retryable_faults_fail_at_once(kind: str, status: int) -> None:
    error = ProviderError(f"OpenAI answered {status}: bad key", retryable=False, kind=kind)
    model = Flaky([error])
    result = runtime_for(model, guards=FAST).run("goal")

    assert model.calls == 1
    assert result.status == "failed"
    assert result.state.termination_kind == "provider_error"
    assert (
        result.state.termination_reason
        == f"model provider failed: OpenAI answered {status}: bad key"
    )
    assert events_of(result, "model_retry") == []
    assert result.exit_code == 4


def test_a_retry_that_would_outlast_the_time_budget_stops_the_run_instead() -> None:
    model = Flaky([retryable("rate_limit", 429, retry_after=30.0)])
    guards = Guards(model_backoff_max_seconds=60.0)
    started = time.monotonic()
    result = runtime_for(model, guards=guards, budgets=Budgets(timeout_seconds=2.0)).run("goal")

    assert time.monotonic() - started < 2.0  # it did not sleep 30 s, nor up to the budget
    assert result.status == "stopped"
    assert result.state.termination_kind == "time"
    assert "to retry the model (rate_limit)" in result.state.termination_reason
    assert model.calls == 1


def test_cancelling_during_backoff_ends_the_run_as_cancelled() -> None:
    model = Flaky([retryable()] * 3)
    guards = Guards(model_backoff_seconds=5.0, model_backoff_max_seconds=5.0)
    cancel = CancelToken()
    threading.Timer(0.1, cancel.cancel, args=("operator stop",)).start()
    started = time.monotonic()
    result = runtime_for(model, guards=guards).run("goal", cancel=cancel)

    assert time.monotonic() - started < 4.0
    assert result.status == "cancelled"
    assert result.state.termination_reason == "operator stop"
    assert model.calls == 1


def test_async_run_retries_too() -> None:
    model = AsyncFlaky([retryable(), retryable("bad_response", None)])
    result = asyncio.run(runtime_for(model, guards=FAST).arun("goal"))

    assert result.status == "completed"
    assert [e.data["error"] for e in events_of(result, "model_retry")] == [
        "server_error",
        "bad_response",
    ]


def test_other_exceptions_from_a_model_stay_model_errors_not_provider_failures() -> None:
    model = Flaky([ValueError("boom")])
    result = runtime_for(model, guards=FAST).run("goal")

    assert result.status == "completed"  # one model error observation, then the answer
    assert [e.data["error"] for e in events_of(result, "model_failed")] == ["ValueError"]
    assert events_of(result, "model_retry") == []


def test_reply_errors_and_metadata_from_an_adapter_reach_the_trace() -> None:
    unusable = RawOutput(
        text="I think the answer is 42",
        input_tokens=7,
        output_tokens=3,
        error="the reply had no tool call; call exactly one function",
        meta={"finish_reason": "stop"},
    )
    answer = final("done")
    ignored = [{"name": "search_kb", "arguments": "{}"}]
    answer = answer.model_copy(update={"meta": {"ignored_tool_calls": ignored}})
    model = Flaky([], reply=None)
    replies = [unusable, answer]
    model.decide = lambda request: replies.pop(0)  # type: ignore[method-assign]
    result = runtime_for(model, guards=FAST).run("goal")

    assert result.status == "completed"
    failed = events_of(result, "model_failed")[0].data
    assert failed["message"] == "the reply had no tool call; call exactly one function"
    assert failed["provider"] == {"finish_reason": "stop"}
    assert result.state.input_tokens == 7  # an unusable reply is still billed
    decision = events_of(result, "model_decision")[0].data
    assert decision["provider"]["ignored_tool_calls"] == ignored
    assert "meta" not in answer.model_dump()  # not part of the model-turn JSON contract
