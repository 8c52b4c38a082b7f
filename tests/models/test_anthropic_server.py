"""The Anthropic adapter end to end against llama.cpp's own ``llama-server``.

``llama-server`` speaks the Anthropic Messages API (``POST /v1/messages``), so the real
``anthropic`` SDK, the real adapter and the research agent run against a real model
(SmolLM2-135M-Instruct) here; `anthropic_server.Exchanges` records every response the
server sent, and each test compares what keel reports with it. One server per module,
started with ``--api-key`` (the good tests send the key, one test a wrong one) and
killed at the end.

What the server does that matters here: the 135M model needs the assistant prefill
``<tool_call>\\n`` to call tools at all; it often writes several identical tool calls in
one reply (``tool_use`` blocks); ``usage.input_tokens`` excludes the prompt-cache hits
reported in ``cache_read_input_tokens``; a tool call cut off by ``max_tokens`` comes
back as a ``tool_use`` block with the unfinished arguments dropped.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from anthropic_server import (
    Exchange,
    Exchanges,
    LlamaCppServer,
    async_model,
    server_folder,
    sync_model,
)

from helpers_tools import events_of
from keel import Budgets, Guards, RunResult
from keel.errors import UserError
from keel.models.llamacpp import find_model
from keel.research import research_runtime
from keel.research.kb import KnowledgeBase
from keel.trace import TraceEvent

pytestmark = pytest.mark.integration

KEY = "keel-test-key"
EXAMPLES = Path(__file__).resolve().parents[2] / "examples" / "reports"
FAST = Guards(model_backoff_seconds=0.01, model_backoff_max_seconds=0.05)
PREFILL = "<tool_call>\n"
GOAL = "Search the knowledge base for the 2024 revenue."
"""A goal this model answers with a well-formed search_kb call (probed)."""
ENDED = {"completed", "stopped", "failed", "cancelled", "waiting_for_user"}
"""Every status but ``running``."""


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LlamaCppServer]:
    try:
        started = LlamaCppServer(
            server_folder(),
            find_model("smollm2"),
            tmp_path_factory.mktemp("llama-server"),
            api_key=KEY,
        ).start()
    except (RuntimeError, UserError) as error:
        problem = str(error)
    else:
        problem = None
    if problem is not None:
        pytest.fail(f"cannot start llama-server: {problem}", pytrace=False)
    try:
        yield started
    finally:
        started.stop()


@pytest.fixture(scope="module")
def reports(tmp_path_factory: pytest.TempPathFactory) -> Iterator[KnowledgeBase]:
    with KnowledgeBase.open(tmp_path_factory.mktemp("kb") / "kb.sqlite") as kb:
        kb.index(EXAMPLES)
        yield kb


@dataclass(frozen=True)
class Outcome:
    """A finished run and every response the server sent during it."""

    result: RunResult
    exchanges: Exchanges

    def steps(self) -> list[tuple[TraceEvent, TraceEvent, Exchange]]:
        """Per model call: ``model_requested``, its outcome event, and the server's reply.

        Only for runs in which every call got a 200 reply.
        """
        requested = events_of(self.result, "model_requested")
        outcomes = events_of(self.result, "model_decision", "model_failed")
        replies = self.exchanges.replies
        assert len(requested) == len(outcomes) == len(replies) == len(self.exchanges.all), (
            self.describe()
        )
        return list(zip(requested, outcomes, replies, strict=True))

    def describe(self) -> str:
        """What happened, for assertion messages."""
        lines = [f"status {self.result.status}: {self.result.state.termination_reason}"]
        lines += [f"server: {e.status} {json.dumps(e.body)[:400]}" for e in self.exchanges.all]
        lines += [f"{e.event_type} {json.dumps(e.data)[:300]}" for e in self.result.trace]
        return "\n".join(lines)


def run_sync(
    server: LlamaCppServer,
    kb: KnowledgeBase,
    goal: str,
    budgets: Budgets,
    *,
    api_key: str = KEY,
    guards: Guards = FAST,
    **options: Any,
) -> Outcome:
    """``research_runtime(...).run(goal)`` with a recording AnthropicModel at temperature 0."""
    exchanges = Exchanges()
    with sync_model(server, exchanges, api_key=api_key, temperature=0.0, **options) as model:
        result = research_runtime(kb, model, budgets=budgets, guards=guards).run(goal)
    return Outcome(result, exchanges)


# 1. The research agent over the real server.


@pytest.fixture(scope="module")
def research(server: LlamaCppServer, reports: KnowledgeBase) -> Outcome:
    budgets = Budgets(max_steps=4, max_tokens=12_000, max_output_tokens=150, timeout_seconds=120)
    return run_sync(server, reports, GOAL, budgets, prefill=PREFILL, timeout=90.0)


def test_research_run_ends_with_a_decision_from_a_real_tool_use(research: Outcome) -> None:
    result = research.result
    assert result.status in ENDED, research.describe()
    assert result.state.termination_reason, research.describe()
    steps = research.steps()
    assert 1 <= len(steps) <= 4
    decided = []
    for _, outcome, reply in steps:
        if outcome.event_type != "model_decision" or not reply.tool_uses:
            continue
        decision, first = outcome.data["decision"], reply.tool_uses[0]
        if decision["kind"] == "tool":
            assert decision["call"]["name"] == first["name"], research.describe()
        else:
            assert decision["kind"] == first["name"], research.describe()  # clarify / final
        if decision["kind"] == "clarify":
            assert decision["question"] == first["input"]["question"]
        decided.append(decision["kind"])
    assert decided, f"no model_decision came from a tool_use block:\n{research.describe()}"
    assert set(decided) <= {"tool", "clarify", "final"}
    for _, outcome, reply in steps:  # a step without tool_use is a model error
        if not reply.tool_uses:
            assert outcome.event_type == "model_failed", research.describe()


def test_research_usage_is_what_the_server_reported(research: Outcome) -> None:
    steps = research.steps()
    state = research.result.state
    # input_tokens on the wire excludes cache hits; keel counts every prompt token.
    assert state.input_tokens == sum(reply.prompt_tokens for *_, reply in steps)
    assert state.output_tokens == sum(reply.usage["output_tokens"] for *_, reply in steps)
    assert state.input_tokens > 0
    assert state.output_tokens > 0
    for requested, outcome, reply in steps:
        # The reservation before each call bounds what the server then counted.
        assert requested.data["prompt_tokens"] >= reply.prompt_tokens, research.describe()
        assert requested.data["max_output_tokens"] >= reply.usage["output_tokens"]
        assert reply.body["stop_reason"] == outcome.data["provider"]["finish_reason"]
        cached = reply.usage.get("cache_read_input_tokens", 0)
        assert outcome.data["provider"].get("cached_tokens", 0) == cached
        if outcome.event_type == "model_decision":
            assert outcome.data["input_tokens"] == reply.prompt_tokens
            assert outcome.data["output_tokens"] == reply.usage["output_tokens"]


def test_research_trace_usage_adds_up_to_the_state(research: Outcome) -> None:
    """Every billed reply is in the trace with its usage (see also the text-only test)."""
    result = research.result
    billed = events_of(result, "model_decision", "model_failed")
    assert sum(e.data.get("input_tokens", 0) for e in billed) == result.state.input_tokens, (
        research.describe()
    )
    assert sum(e.data.get("output_tokens", 0) for e in billed) == result.state.output_tokens


def test_research_extra_tool_uses_are_recorded_as_ignored(research: Outcome) -> None:
    for _, outcome, reply in research.steps():
        provider = outcome.data["provider"]
        rest = [{"name": b["name"], "arguments": b["input"]} for b in reply.tool_uses[1:]]
        if rest:
            assert provider["ignored_tool_calls"] == rest, research.describe()
        else:
            assert "ignored_tool_calls" not in provider


# 2. run() and arun().


@pytest.mark.parametrize("how", ["run", "arun"])
def test_run_and_arun_each_use_their_client(
    server: LlamaCppServer, reports: KnowledgeBase, how: str
) -> None:
    budgets = Budgets(max_steps=1, max_output_tokens=48, timeout_seconds=60)
    exchanges = Exchanges()
    options: dict[str, Any] = {"prefill": PREFILL, "temperature": 0.0, "timeout": 50.0}
    if how == "run":
        with sync_model(server, exchanges, api_key=KEY, **options) as model:
            result = research_runtime(reports, model, budgets=budgets, guards=FAST).run(GOAL)
    else:

        async def arun() -> RunResult:
            async with async_model(server, exchanges, api_key=KEY, **options) as model:
                runtime = research_runtime(reports, model, budgets=budgets, guards=FAST)
                return await runtime.arun(GOAL)

        result = asyncio.run(arun())
    outcome = Outcome(result, exchanges)
    # The other client is unusable: a call through it would be a model_failed, no reply.
    [(requested, event, reply)] = outcome.steps()
    assert result.status in ENDED
    assert event.data.get("error") in (None, "invalid_model_output"), outcome.describe()
    assert requested.data["prompt_tokens"] >= reply.prompt_tokens
    assert result.state.input_tokens == reply.prompt_tokens
    assert result.state.output_tokens == reply.usage["output_tokens"] <= 48


# 3. Authentication.


def test_a_wrong_api_key_fails_the_run_at_once(
    server: LlamaCppServer, reports: KnowledgeBase
) -> None:
    outcome = run_sync(
        server, reports, GOAL, Budgets(max_steps=3, max_output_tokens=16), api_key="wrong-key"
    )
    result = outcome.result

    assert [e.status for e in outcome.exchanges.all] == [401]
    assert outcome.exchanges.all[0].body["error"]["message"] == "Invalid API Key"
    assert result.status == "failed"
    assert result.state.termination_kind == "provider_error"
    assert result.state.termination_reason == (
        f"model provider failed: {server.base_url} answered 401: Invalid API Key; check the API key"
    )
    assert events_of(result, "model_retry") == []
    [failed] = events_of(result, "model_failed")
    assert (failed.data["error"], failed.data["status"], failed.data["attempts"]) == (
        "auth",
        401,
        1,
    )
    assert (result.state.input_tokens, result.state.output_tokens) == (0, 0)


# 4. Requests the server cannot serve.


def test_a_request_the_server_rejects_is_contained(
    server: LlamaCppServer, reports: KnowledgeBase
) -> None:
    """A prompt longer than the server's context (-c 4096) is refused before any work."""
    goal = "What was the revenue in 2024? " + "revenue " * 6000
    budgets = Budgets(max_steps=3, max_tokens=None, max_output_tokens=16)
    outcome = run_sync(server, reports, goal, budgets, prefill=PREFILL)
    result, guards = outcome.result, FAST

    statuses = [e.status for e in outcome.exchanges.all]
    assert statuses, outcome.describe()
    assert all(status >= 400 for status in statuses), outcome.describe()
    message = outcome.exchanges.all[-1].body["error"]["message"]
    assert "exceeds the available context size" in message
    retries = events_of(result, "model_retry")
    [failed] = events_of(result, "model_failed")
    status = statuses[-1]
    if status >= 500 or status in (408, 409, 429):  # retried, then failed
        assert [r.data["status"] for r in retries] == statuses[:-1]
        assert len(statuses) == guards.max_model_retries + 1
        assert result.state.termination_reason.startswith(
            f"model provider failed after {len(statuses)} attempts: "
        )
    else:  # a client error: failed at once (this build answers 400)
        assert retries == []
        assert len(statuses) == 1
        assert result.state.termination_reason.startswith("model provider failed: ")
    assert f"{server.base_url} answered {status}: {message}" in result.state.termination_reason
    assert (failed.data["status"], failed.data["attempts"]) == (status, len(statuses))
    assert result.status == "failed"
    assert result.state.termination_kind == "provider_error"
    assert result.state.step == 1
    assert (result.state.input_tokens, result.state.output_tokens) == (0, 0)


def test_timeouts_are_retried_then_fail_the_run(
    server: LlamaCppServer, reports: KnowledgeBase
) -> None:
    """A per-request timeout no reply can meet: retryable, so retried, then the run fails."""
    guards = Guards(max_model_retries=2, model_backoff_seconds=0.01, model_backoff_max_seconds=0.05)
    budgets = Budgets(max_steps=1, max_output_tokens=16)
    outcome = run_sync(server, reports, GOAL, budgets, guards=guards, prefill=PREFILL, timeout=0.01)
    result = outcome.result

    assert outcome.exchanges.all == []
    retries = events_of(result, "model_retry")
    assert [(r.data["attempt"], r.data["error"]) for r in retries] == [
        (1, "timeout"),
        (2, "timeout"),
    ]
    assert result.status == "failed"
    assert result.state.termination_kind == "provider_error"
    assert result.state.termination_reason == (
        f"model provider failed after 3 attempts: {server.base_url} timed out"
    )


# 5. Replies keel cannot use.


@pytest.fixture(scope="module")
def text_only(server: LlamaCppServer, reports: KnowledgeBase) -> Outcome:
    """No prefill and 4 output tokens: the model starts a tool call as text, cut off."""
    budgets = Budgets(max_steps=1, max_output_tokens=4, min_output_tokens=4)
    return run_sync(server, reports, GOAL, budgets)


def test_a_reply_without_tool_use_is_a_billed_model_error(text_only: Outcome) -> None:
    [(_, failed, reply)] = text_only.steps()
    assert reply.tool_uses == [], text_only.describe()  # the premise
    assert reply.body["stop_reason"] == "max_tokens"
    result = text_only.result

    assert failed.event_type == "model_failed"
    assert failed.data["error"] == "invalid_model_output"
    assert failed.data["message"] == (
        "the reply had no tool call; call exactly one tool (cut off at max_tokens=4)"
    )
    assert failed.data["provider"]["finish_reason"] == "max_tokens"
    assert result.state.input_tokens == reply.prompt_tokens > 0  # billed
    assert result.state.output_tokens == reply.usage["output_tokens"] == 4
    assert events_of(result, "tool_started") == []
    assert (result.status, result.state.termination_kind) == ("stopped", "steps")
    last = result.state.observations[-1]
    assert (last.source, last.ok) == ("runtime", False)


def test_a_billed_model_error_carries_its_usage_in_the_trace(text_only: Outcome) -> None:
    """BUG: model_failed for a billed reply has no usage, so the trace under-counts."""
    [(_, failed, reply)] = text_only.steps()
    assert failed.event_type == "model_failed"
    usage = {k: failed.data.get(k) for k in ("input_tokens", "output_tokens")}
    assert usage == {
        "input_tokens": reply.prompt_tokens,
        "output_tokens": reply.usage["output_tokens"],
    }, failed.data


def test_a_tool_call_cut_off_at_max_tokens_is_not_acted_on(
    server: LlamaCppServer, reports: KnowledgeBase
) -> None:
    """BUG: a tool_use the server cut off (arguments dropped) is taken as a decision.

    Anthropic's docs: a reply that stops at ``max_tokens`` may end in an incomplete
    ``tool_use`` block; it is to be retried with more tokens, not run.
    """
    budgets = Budgets(max_steps=1, max_output_tokens=8, min_output_tokens=8)
    outcome = run_sync(server, reports, GOAL, budgets, prefill=PREFILL)
    [(_, event, reply)] = outcome.steps()
    # The premise: the reply stopped at max_tokens inside its only (so last) tool call.
    assert reply.body["stop_reason"] == "max_tokens", outcome.describe()
    assert reply.body["content"][-1]["type"] == "tool_use", outcome.describe()
    assert len(reply.tool_uses) == 1, outcome.describe()

    assert events_of(outcome.result, "tool_started", "tool_rejected") == [], outcome.describe()
    assert event.event_type == "model_failed", outcome.describe()
    assert "max_tokens=8" in event.data["message"]
