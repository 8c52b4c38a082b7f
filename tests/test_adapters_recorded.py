"""The OpenAI and Anthropic adapters over recorded HTTP exchanges.

OpenAI's and Anthropic's own APIs cannot be reached from here, so these tests put
recorded response bodies (in each API's documented shape) behind the official SDKs'
HTTP layer with ``httpx2.MockTransport``: the SDKs really serialize the requests and
parse the responses. The same adapters run end to end against a real OpenAI-compatible
server in tests/models/.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import anthropic
import httpx2
import openai
import pytest
from genai_prices import Usage, calc_price

from helpers_tools import events_of
from keel import Budgets, Guards
from keel.models.anthropic import AnthropicModel
from keel.models.openai import OpenAIModel
from keel.models.pricing import Price
from keel.research import research_runtime
from keel.research.kb import KnowledgeBase

EXAMPLES = Path(__file__).resolve().parents[1] / "examples" / "reports"
FAST = Guards(model_backoff_seconds=0.01, model_backoff_max_seconds=0.02)


class Recorded:
    """Replays recorded responses in order and keeps every request body it received."""

    def __init__(self, responses: list[httpx2.Response | Callable[[], httpx2.Response]]) -> None:
        self.responses = list(responses)
        self.bodies: list[dict[str, Any]] = []

    def __call__(self, request: httpx2.Request) -> httpx2.Response:
        self.bodies.append(json.loads(request.content))
        item = self.responses.pop(0)
        return item() if callable(item) else item


def chat(
    *calls: tuple[str, dict[str, Any]],
    content: str | None = None,
    usage: tuple[int, int] = (120, 20),
    finish: str = "tool_calls",
) -> httpx2.Response:
    """A Chat Completions response with these tool calls."""
    message: dict[str, Any] = {"role": "assistant", "content": content}
    if calls:
        message["tool_calls"] = [
            {
                "id": f"call_{i}",
                "type": "function",
                "function": {"name": name, "arguments": json.dumps(args)},
            }
            for i, (name, args) in enumerate(calls)
        ]
    body = {
        "id": "chatcmpl-1",
        "object": "chat.completion",
        "created": 0,
        "model": "gpt-4o-mini-2024-07-18",
        "choices": [{"index": 0, "finish_reason": finish, "message": message}],
        "usage": {
            "prompt_tokens": usage[0],
            "completion_tokens": usage[1],
            "total_tokens": sum(usage),
            "prompt_tokens_details": {"cached_tokens": 64},
        },
    }
    return httpx2.Response(200, json=body)


@pytest.fixture(scope="module")
def reports(tmp_path_factory: pytest.TempPathFactory) -> KnowledgeBase:
    kb = KnowledgeBase.open(tmp_path_factory.mktemp("kb") / "kb.sqlite")
    kb.index(EXAMPLES)
    return kb


def openai_model(recorded: Recorded, **options: Any) -> OpenAIModel:
    client = openai.OpenAI(
        api_key="sk-test",
        max_retries=0,
        http_client=httpx2.Client(transport=httpx2.MockTransport(recorded)),
    )
    return OpenAIModel("gpt-4o-mini", api_key="sk-test", client=client, **options)


def test_openai_tools_mode_maps_calls_usage_and_cost(reports: KnowledgeBase) -> None:
    recorded = Recorded(
        [
            chat(("search_kb", {"query": "revenue 2024"})),
            chat(("read_document", {"doc_id": "annual-2024"})),
            chat(
                (
                    "final",
                    {"answer": "Revenue was $100M [annual-2024].", "citations": ["annual-2024"]},
                )
            ),
        ]
    )
    model = openai_model(recorded)
    result = research_runtime(reports, model, guards=FAST).run("Revenue in 2024?")

    assert result.status == "completed", result.state.termination_reason
    assert result.state.final_citations == ["annual-2024"]
    first = recorded.bodies[0]
    names = [t["function"]["name"] for t in first["tools"]]
    assert names == [
        "search_kb",
        "read_document",
        "calculate",
        "store_observation",
        "clarify",
        "final",
    ]
    assert first["tool_choice"] == "required"
    requested = events_of(result, "model_requested")
    assert [b["max_completion_tokens"] for b in recorded.bodies] == [
        e.data["max_output_tokens"] for e in requested
    ]
    # A stable prefix: the system message and tools never change; the user message grows.
    assert len({json.dumps(b["messages"][0]) for b in recorded.bodies}) == 1
    assert len({json.dumps(b["tools"]) for b in recorded.bodies}) == 1
    users = [b["messages"][1]["content"] for b in recorded.bodies]
    assert all(u.startswith("<goal>Revenue in 2024?</goal>") for u in users)
    assert users[2].split("<status>")[0].startswith(users[1].split("<status>")[0])
    # Usage as reported, cost from the price table, reservations above both.
    assert (result.state.input_tokens, result.state.output_tokens) == (360, 60)
    price = calc_price(
        Usage(input_tokens=120, output_tokens=20, cache_read_tokens=64),
        "gpt-4o-mini",
        provider_id="openai",
    )
    full = calc_price(
        Usage(input_tokens=120, output_tokens=20), "gpt-4o-mini", provider_id="openai"
    )
    assert price.total_price < full.total_price  # cached prompt tokens are cheaper
    assert result.state.cost_usd == pytest.approx(3 * float(price.total_price))
    assert all(e.data["reserved_cost_usd"] >= float(full.total_price) for e in requested)
    decision = events_of(result, "model_decision")[0].data
    assert decision["provider"]["cached_tokens"] == 64
    assert decision["provider"]["model"] == "gpt-4o-mini-2024-07-18"


def test_openai_extra_tool_calls_are_ignored_and_recorded(reports: KnowledgeBase) -> None:
    recorded = Recorded(
        [
            chat(("search_kb", {"query": "revenue"}), ("calculate", {"expression": "1+1"})),
            chat(("clarify", {"question": "Which year?"})),
        ]
    )
    result = research_runtime(reports, openai_model(recorded)).run("Revenue?")

    assert result.status == "waiting_for_user"
    assert [e.data["tool"] for e in events_of(result, "tool_started")] == ["search_kb"]
    ignored = events_of(result, "model_decision")[0].data["provider"]["ignored_tool_calls"]
    assert ignored == [{"name": "calculate", "arguments": '{"expression": "1+1"}'}]


def test_openai_text_reply_empty_choices_and_refusal_are_model_errors(
    reports: KnowledgeBase,
) -> None:
    empty = httpx2.Response(
        200,
        json={
            "id": "x",
            "object": "chat.completion",
            "created": 0,
            "model": "gpt-4o-mini",
            "choices": [],
            "usage": {"prompt_tokens": 50, "completion_tokens": 0, "total_tokens": 50},
        },
    )
    refusal = chat(finish="stop")
    body = json.loads(refusal.content)
    body["choices"][0]["message"]["refusal"] = "I can't help with that."
    recorded = Recorded(
        [
            chat(content="The revenue grew by 25%.", finish="stop"),
            empty,
            httpx2.Response(200, json=body),
        ]
    )
    result = research_runtime(reports, openai_model(recorded), guards=FAST).run("Revenue?")

    assert result.status == "failed"
    assert result.state.termination_kind == "model_errors"
    messages = [e.data["message"] for e in events_of(result, "model_failed")]
    assert messages == [
        "the reply had no tool call; call exactly one function",
        "the provider returned no choices",
        "the model refused: I can't help with that.",
    ]
    assert result.state.input_tokens == 120 + 50 + 120  # every reply was billed


def test_openai_bad_arguments_json_is_a_model_error(reports: KnowledgeBase) -> None:
    bad = chat(("search_kb", {}))
    body = json.loads(bad.content)
    body["choices"][0]["message"]["tool_calls"][0]["function"]["arguments"] = '{"query": '
    recorded = Recorded([httpx2.Response(200, json=body), chat(("clarify", {"question": "?"}))])
    result = research_runtime(reports, openai_model(recorded)).run("Revenue?")

    failed = events_of(result, "model_failed")[0].data["message"]
    assert failed.startswith("arguments of search_kb are not JSON")
    assert result.status == "waiting_for_user"


def test_openai_json_mode_narrows_the_schema_each_step(reports: KnowledgeBase) -> None:
    def reply(decision: dict[str, Any]) -> httpx2.Response:
        return chat(content=json.dumps({"decision": decision}), finish="stop")

    recorded = Recorded(
        [
            reply(
                {
                    "kind": "tool",
                    "call": {"name": "search_kb", "arguments": {"query": "revenue", "limit": None}},
                    "rationale": "find",
                }
            ),
            reply(
                {
                    "kind": "tool",
                    "call": {
                        "name": "read_document",
                        "arguments": {"doc_id": "annual-2024", "chunk": None},
                    },
                    "rationale": "read",
                }
            ),
            reply({"kind": "final", "answer": "$100M [annual-2024]", "citations": ["annual-2024"]}),
        ]
    )
    model = openai_model(recorded, mode="json")
    result = research_runtime(reports, model, guards=FAST).run("Revenue in 2024?")

    assert result.status == "completed", result.state.termination_reason
    assert "tools" not in recorded.bodies[0]
    formats = [b["response_format"] for b in recorded.bodies]
    assert all(f["type"] == "json_schema" and f["json_schema"]["strict"] for f in formats)
    branches = [f["json_schema"]["schema"]["properties"]["decision"]["anyOf"] for f in formats]

    def tools_offered(step: int) -> list[str]:
        return [
            b["properties"]["call"]["properties"]["name"]["enum"][0]
            for b in branches[step]
            if b["properties"]["kind"]["enum"] == ["tool"]
        ]

    def citable(step: int) -> Any:
        last = branches[step][-1]["properties"]["citations"]
        return last.get("maxItems", last["items"].get("enum"))

    assert "read_document" not in tools_offered(0)  # nothing found yet: nothing to read
    assert citable(0) == 0  # nothing read: nothing may be cited
    found = {hit["doc_id"] for hit in result.state.observations[0].data["results"]}
    read_branch = next(
        b
        for b in branches[1]
        if b["properties"]["call"]["properties"]["name"]["enum"] == ["read_document"]
    )
    doc_ids = read_branch["properties"]["call"]["properties"]["arguments"]["properties"]["doc_id"]
    assert set(doc_ids["enum"]) == found
    assert citable(2) == ["annual-2024"]
    # The nulls a strict schema makes the model write for optional arguments are dropped.
    started = events_of(result, "tool_started")
    assert started[0].data["arguments"] == {"query": "revenue", "limit": 5}
    assert started[1].data["arguments"] == {"doc_id": "annual-2024", "chunk": None}


def test_openai_json_object_format_for_llama_cpp_python_servers(reports: KnowledgeBase) -> None:
    recorded = Recorded([chat(content='{"decision": {"kind": "clarify", "question": "Which?"}}')])
    model = openai_model(recorded, mode="json", schema_format="json_object")
    research_runtime(reports, model).run("Revenue?")

    fmt = recorded.bodies[0]["response_format"]
    assert fmt["type"] == "json_object"
    assert fmt["schema"]["required"] == ["decision"]


def test_openai_async_client_is_used_inside_an_event_loop(reports: KnowledgeBase) -> None:
    recorded = Recorded([chat(("clarify", {"question": "Which year?"}))])
    client = openai.AsyncOpenAI(
        api_key="k",
        max_retries=0,
        http_client=httpx2.AsyncClient(transport=httpx2.MockTransport(recorded)),
    )
    sync_unused = openai.OpenAI(
        api_key="k",
        http_client=httpx2.Client(transport=httpx2.MockTransport(lambda r: pytest.fail("sync"))),
    )
    model = OpenAIModel("gpt-4o-mini", client=sync_unused, async_client=client)
    result = asyncio.run(research_runtime(reports, model).arun("Revenue?"))

    assert result.status == "waiting_for_user"
    assert len(recorded.bodies) == 1


def test_openai_http_faults_are_retried_or_fail_the_run(reports: KnowledgeBase) -> None:
    limited = httpx2.Response(
        429, headers={"retry-after": "0.01"}, json={"error": {"message": "Rate limit reached"}}
    )
    recorded = Recorded([limited, chat(("clarify", {"question": "Which year?"}))])
    result = research_runtime(reports, openai_model(recorded), guards=FAST).run("Revenue?")
    retry = events_of(result, "model_retry")[0].data
    assert (retry["error"], retry["status"], retry["retry_in"]) == ("rate_limit", 429, 0.01)
    assert result.status == "waiting_for_user"

    denied = httpx2.Response(401, json={"error": {"message": "Incorrect API key provided"}})
    result = research_runtime(reports, openai_model(Recorded([denied])), guards=FAST).run(
        "Revenue?"
    )
    assert result.status == "failed"
    assert result.state.termination_reason == (
        "model provider failed: OpenAI answered 401: Incorrect API key provided; check the API key"
    )


def anthropic_message(
    *blocks: dict[str, Any], usage: dict[str, int] | None = None, stop: str = "tool_use"
) -> httpx2.Response:
    body = {
        "id": "msg_1",
        "type": "message",
        "role": "assistant",
        "model": "claude-sonnet-4-5-20250929",
        "content": list(blocks),
        "stop_reason": stop,
        "stop_sequence": None,
        "usage": usage or {"input_tokens": 100, "output_tokens": 30},
    }
    return httpx2.Response(200, json=body)


def tool_use(name: str, args: dict[str, Any], n: int = 0) -> dict[str, Any]:
    return {"type": "tool_use", "id": f"toolu_{n}", "name": name, "input": args}


def anthropic_model(recorded: Recorded, **options: Any) -> AnthropicModel:
    client = anthropic.Anthropic(
        api_key="k",
        max_retries=0,
        http_client=httpx2.Client(transport=httpx2.MockTransport(recorded)),
    )
    return AnthropicModel("claude-sonnet-4-5", client=client, **options)


def test_anthropic_tool_use_maps_to_decisions_with_cached_usage(reports: KnowledgeBase) -> None:
    cached = {
        "input_tokens": 40,
        "output_tokens": 30,
        "cache_read_input_tokens": 900,
        "cache_creation_input_tokens": 0,
    }
    recorded = Recorded(
        [
            anthropic_message(
                {"type": "text", "text": "Let me search."},
                tool_use("search_kb", {"query": "revenue 2024"}),
                tool_use("calculate", {"expression": "2+2"}, 1),
                usage={**cached, "cache_read_input_tokens": 0, "cache_creation_input_tokens": 900},
            ),
            anthropic_message(tool_use("read_document", {"doc_id": "annual-2024"}), usage=cached),
            anthropic_message(
                tool_use("final", {"answer": "$100M [annual-2024]", "citations": ["annual-2024"]}),
                usage=cached,
            ),
        ]
    )
    result = research_runtime(reports, anthropic_model(recorded), guards=FAST).run("Revenue 2024?")

    assert result.status == "completed", result.state.termination_reason
    body = recorded.bodies[0]
    assert body["tool_choice"] == {"type": "any"}
    assert body["system"][0]["cache_control"] == {"type": "ephemeral"}
    assert [t["name"] for t in body["tools"]][-2:] == ["clarify", "final"]
    assert "input_schema" in body["tools"][0]
    assert [e.data["tool"] for e in events_of(result, "tool_started")] == [
        "search_kb",
        "read_document",
    ]
    first = events_of(result, "model_decision")[0].data
    assert first["provider"]["ignored_tool_calls"] == [
        {"name": "calculate", "arguments": {"expression": "2+2"}}
    ]
    assert result.state.input_tokens == 3 * 940  # cache reads and writes are input tokens
    write = calc_price(
        Usage(input_tokens=940, output_tokens=30, cache_write_tokens=900),
        "claude-sonnet-4-5",
        provider_id="anthropic",
    ).total_price
    read = calc_price(
        Usage(input_tokens=940, output_tokens=30, cache_read_tokens=900),
        "claude-sonnet-4-5",
        provider_id="anthropic",
    ).total_price
    assert result.state.cost_usd == pytest.approx(float(write + 2 * read))
    reserved = [e.data["reserved_cost_usd"] for e in events_of(result, "model_requested")]
    assert all(r >= float(write) for r in reserved)  # priced as if every input were a write


def test_anthropic_reply_without_tool_use_is_a_model_error(reports: KnowledgeBase) -> None:
    recorded = Recorded(
        [
            anthropic_message({"type": "text", "text": "Revenue grew."}, stop="end_turn"),
            anthropic_message({"type": "text", "text": "Revenue"}, stop="max_tokens"),
            anthropic_message(tool_use("clarify", {"question": "Which year?"})),
        ]
    )
    result = research_runtime(reports, anthropic_model(recorded, price=Price(3, 15))).run("Rev?")

    messages = [e.data["message"] for e in events_of(result, "model_failed")]
    assert messages[0] == "the reply had no tool call; call exactly one tool"
    assert messages[1].endswith("(cut off at max_tokens=1024)")
    assert result.status == "waiting_for_user"
    assert result.state.cost_usd == pytest.approx(3 * (100 * 3 + 30 * 15) / 1e6)


def test_anthropic_overloaded_is_retried_and_bad_request_fails(reports: KnowledgeBase) -> None:
    overloaded = httpx2.Response(
        529, json={"type": "error", "error": {"type": "overloaded_error", "message": "Overloaded"}}
    )
    recorded = Recorded([overloaded, anthropic_message(tool_use("clarify", {"question": "?"}))])
    result = research_runtime(reports, anthropic_model(recorded), guards=FAST).run("Revenue?")
    assert [e.data["status"] for e in events_of(result, "model_retry")] == [529]
    assert result.status == "waiting_for_user"

    bad = httpx2.Response(
        400,
        json={
            "type": "error",
            "error": {"type": "invalid_request_error", "message": "max_tokens: too big"},
        },
    )
    result = research_runtime(reports, anthropic_model(Recorded([bad])), guards=FAST).run("Rev?")
    assert result.status == "failed"
    assert "Anthropic answered 400: max_tokens: too big" in result.state.termination_reason


def test_budgets_hold_with_a_hosted_model(reports: KnowledgeBase) -> None:
    recorded = Recorded(
        [chat(("search_kb", {"query": f"q{i}"}), usage=(3000, 200)) for i in range(9)]
    )
    budgets = Budgets(max_tokens=10_000, max_cost_usd=0.002, max_steps=9)
    result = research_runtime(reports, openai_model(recorded), budgets=budgets).run("Revenue?")

    assert result.status == "stopped"
    assert result.state.total_tokens <= 10_000
    assert result.state.cost_usd <= 0.002
    assert result.state.termination_kind in {"tokens", "cost"}


def test_a_complete_first_call_is_acted_on_when_only_a_later_ignored_one_was_cut_off(
    reports: KnowledgeBase,
) -> None:
    final_args = {"answer": "Revenue?", "citations": []}
    openai_cut = Recorded(
        [chat(("clarify", {"question": "Which year?"}), ("final", final_args), finish="length")]
    )
    anthropic_cut = Recorded(
        [
            anthropic_message(
                tool_use("clarify", {"question": "Which year?"}),
                tool_use("final", {"answer": "Rev"}, n=1),
                stop="max_tokens",
            )
        ]
    )
    for model in (openai_model(openai_cut), anthropic_model(anthropic_cut)):
        result = research_runtime(reports, model).run("Revenue?")
        decision = events_of(result, "model_decision")[0].data
        assert result.status == "waiting_for_user"
        assert result.state.pending is not None
        assert result.state.pending.kind == "question"
        assert decision["provider"]["ignored_tool_calls"][0]["name"] == "final"


def test_a_tool_call_cut_off_at_max_tokens_is_never_acted_on(reports: KnowledgeBase) -> None:
    openai_cut = Recorded(
        [
            chat(("store_observation", {"text": "Revenue was"}), finish="length"),
            chat(("clarify", {"question": "Which year?"})),
        ]
    )
    result = research_runtime(reports, openai_model(openai_cut)).run("Revenue?")
    failed = events_of(result, "model_failed")[0].data
    assert failed["message"].startswith("the tool call was cut off")
    assert events_of(result, "tool_started") == []
    assert result.state.notes == []

    anthropic_cut = Recorded(
        [
            anthropic_message(tool_use("store_observation", {"text": "Rev"}), stop="max_tokens"),
            anthropic_message(tool_use("clarify", {"question": "Which year?"})),
        ]
    )
    result = research_runtime(reports, anthropic_model(anthropic_cut)).run("Revenue?")
    failed = events_of(result, "model_failed")[0].data
    assert failed["message"].startswith("the tool call was cut off at max_tokens=")
    assert (failed["input_tokens"], failed["output_tokens"]) == (100, 30)  # billed, in the trace
    assert events_of(result, "tool_started") == []
