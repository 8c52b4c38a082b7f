"""Per-step schema narrowing, the shared chat mapping, prices and model strings."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from pydantic import BaseModel

from keel import ProviderError, UserError, tool
from keel.decisions import ClarifyDecision, FinalDecision, ToolDecision
from keel.errors import ModelOutputError
from keel.models.chat import (
    DecisionNames,
    PromptSizer,
    decision_from_call,
    decision_from_json,
)
from keel.models.faults import provider_error
from keel.models.pricing import FREE, UNKNOWN, Price, TablePrice, price_for
from keel.models.resolve import resolve_model
from keel.narrowing import (
    GivenNarrowing,
    Narrowing,
    clean_arguments,
    decision_schema,
    strict_schema,
)
from keel.research import CitationValidator
from keel.state import AgentState, new_observation
from keel.tools import ToolRegistry


class Filters(BaseModel):
    year: int | None = None


@tool(choices=lambda state: {"doc_id": [o.data for o in state.observations if o.name == "find"]})
def read(doc_id: str, page: int = 1, filters: Filters | None = None) -> str:
    """Read a document."""
    return doc_id


@tool
def find(query: str) -> str:
    """Find a document."""
    return query


def state_with(*observations: tuple[str, Any, list[str]]) -> AgentState:
    state = AgentState(run_id="r", goal="g")
    for name, data, sources in observations:
        state.observations.append(
            new_observation(1, "tool", name, True, data=data, source_ids=sources)
        )
    return state


def test_strict_schema_closes_objects_and_makes_optional_arguments_nullable() -> None:
    schema = strict_schema(read.schema)

    assert schema["additionalProperties"] is False
    assert schema["required"] == ["doc_id", "page", "filters"]
    assert schema["properties"]["doc_id"] == {"type": "string"}
    assert schema["properties"]["page"] == {"anyOf": [{"type": "integer"}, {"type": "null"}]}
    nested = schema["$defs"]["Filters"]
    assert nested["additionalProperties"] is False
    assert nested["required"] == ["year"]
    assert "default" not in json.dumps(schema)
    assert "title" not in json.dumps(schema)
    assert read.schema["required"] == ["doc_id"]  # the tool's own schema is untouched


def test_narrowing_offers_a_tool_only_once_its_choices_exist() -> None:
    registry = ToolRegistry([find, read])
    state = state_with()
    narrowing = Narrowing(state, registry, [CitationValidator(["read"])])

    before = narrowing.choices()
    assert list(before.tools) == ["find"]
    assert before.citations == ()

    state.observations.append(new_observation(1, "tool", "find", True, data="b-doc"))
    state.observations.append(new_observation(2, "tool", "find", True, data="a-doc"))
    state.observations.append(
        new_observation(3, "tool", "read", True, data="x", source_ids=["a-doc"])
    )
    after = narrowing.choices()
    assert list(after.tools) == ["find", "read"]
    assert after.tools["read"]["properties"]["doc_id"] == {
        "type": "string",
        "enum": ["a-doc", "b-doc"],
    }
    assert after.citations == ("a-doc",)


def test_choices_rebuilt_from_their_allowed_values_are_the_same_choices() -> None:
    """What an outside driver sends instead of schemas (`Allowed`) gives back the step's
    `Choices` exactly, with the output schema too."""
    registry = ToolRegistry([find, read])
    state = state_with(("find", "b-doc", []), ("read", "x", ["b-doc"]))
    output = {"type": "object", "properties": {"n": {"type": "integer"}}, "required": ["n"]}
    narrowing = Narrowing(state, registry, [CitationValidator(["read"])], output)

    allowed = narrowing.allowed()
    assert allowed.tools == {"find": {}, "read": {"doc_id": ["b-doc"]}}
    assert allowed.citations == ("b-doc",)
    given = GivenNarrowing(allowed, registry.specs(), output)
    assert given.choices() == narrowing.choices()
    assert given.allowed() is allowed


def test_decision_schema_has_one_branch_per_offered_tool_plus_clarify_and_final() -> None:
    registry = ToolRegistry([find])
    choices = Narrowing(state_with(), registry, []).choices()
    schema = decision_schema(choices, max_text_chars=50)

    branches = schema["properties"]["decision"]["anyOf"]
    assert [b["properties"]["kind"]["enum"] for b in branches] == [["tool"], ["clarify"], ["final"]]
    assert branches[0]["properties"]["call"]["properties"]["name"] == {
        "type": "string",
        "enum": ["find"],
    }
    assert branches[1]["properties"]["question"] == {"type": "string", "maxLength": 50}
    assert branches[2]["properties"]["citations"] == {"type": "array", "items": {"type": "string"}}
    assert all(b["additionalProperties"] is False for b in branches)


def test_clean_arguments_drops_nulls_only_for_optional_arguments() -> None:
    assert clean_arguments({"doc_id": None, "page": None, "filters": {}}, read.schema) == {
        "doc_id": None,
        "filters": {},
    }


REQUEST_TOOLS = [find.spec(), read.spec()]


class FakeRequest:
    tools = REQUEST_TOOLS


def test_function_calls_map_back_to_exactly_one_decision() -> None:
    request: Any = FakeRequest()
    assert decision_from_call(request, "clarify", '{"question": "Which?"}') == ClarifyDecision(
        question="Which?"
    )
    assert decision_from_call(request, "final", {"answer": "A [x]", "citations": ["x"]}) == (
        FinalDecision(answer="A [x]", citations=["x"])
    )
    decision = decision_from_call(request, "read", '{"doc_id": "x", "page": null}')
    assert isinstance(decision, ToolDecision)
    assert decision.call.arguments == {"doc_id": "x"}
    unknown = decision_from_call(request, "delete_everything", None)
    assert isinstance(unknown, ToolDecision)
    assert unknown.call.name == "delete_everything"
    for name, args, message in [
        ("read", "[1]", "must be a JSON object"),
        ("clarify", "{}", "non-empty 'question'"),
        ("final", '{"answer": 3}', "'answer' string"),
        ("final", '{"answer": "a", "citations": "x"}', "list of source ids"),
    ]:
        with pytest.raises(ModelOutputError, match=message):
            decision_from_call(request, name, args)


def test_decision_names_step_aside_for_tools_that_take_them() -> None:
    assert DecisionNames.for_tools([{"name": "final"}]) == DecisionNames("clarify", "keel_final")
    assert DecisionNames.for_tools([]) == DecisionNames("clarify", "final")


def test_json_replies_decode_with_nulls_dropped_and_errors_explained() -> None:
    request: Any = FakeRequest()
    call = {"name": "read", "arguments": {"doc_id": "x", "page": None}}
    text = json.dumps({"decision": {"kind": "tool", "call": call, "rationale": ""}})
    decision = decision_from_json(request, text)
    assert isinstance(decision, ToolDecision)
    assert decision.call.arguments == {"doc_id": "x"}
    with pytest.raises(ModelOutputError, match="not JSON"):
        decision_from_json(request, '{"decision": ')


def test_prompt_sizer_starts_conservative_and_learns_the_worst_ratio() -> None:
    sizer = PromptSizer()
    assert sizer.estimate(3000) == 2000 + 32
    sizer.learn(4000, 1000)  # prose at 4 chars per token never makes it less careful
    assert sizer.estimate(3000) == 2000 + 32
    sizer.learn(1500, 1000)  # 1.5: denser than assumed, so the estimate grows
    sizer.learn(0, 10)
    assert sizer.estimate(3000) == pytest.approx(3000 / (1.5 / 1.15) + 32, abs=1)


def test_prices_from_the_table_an_override_or_unknown() -> None:
    table = price_for("openai", "gpt-4o-mini")
    assert isinstance(table, TablePrice)
    assert table.known
    assert table.cost(1_000_000, 0) == pytest.approx(0.15)
    assert price_for("openai", "gpt-4o-mini", Price(1, 2)).cost(1_000_000, 1_000_000) == 3
    assert price_for("openai", "no-such-model-here") is UNKNOWN
    assert not UNKNOWN.known
    assert FREE.upper_bound(10**6, 10**6) == 0
    caching = Price(3, 15, cache_write_factor=1.25)
    assert caching.upper_bound(1_000_000, 0) == pytest.approx(3.75)
    with pytest.raises(UserError):
        Price(-1, 0)


class StatusError(Exception):
    """Shaped like the SDKs' APIStatusError (they build theirs from an HTTP response)."""


def test_provider_errors_are_classified_by_sdk_shape() -> None:
    import httpx2
    import openai

    request = httpx2.Request("POST", "http://localhost:1/v1/chat/completions")

    def status(code: int, body: Any, headers: dict[str, str] | None = None) -> ProviderError:
        response = httpx2.Response(code, headers=headers or {}, request=request)
        error = openai.APIStatusError("status", response=response, body=body)
        mapped = provider_error(error, where="srv")
        assert mapped is not None
        return mapped

    limited = status(429, {"error": {"message": "slow down"}}, {"retry-after-ms": "250"})
    assert (limited.kind, limited.retryable, limited.retry_after) == ("rate_limit", True, 0.25)
    assert str(limited) == "srv answered 429: slow down"
    assert status(503, None).kind == "server_error"
    assert status(409, {"detail": "busy"}).retryable
    missing = status(404, {"error": {"message": "model x not found"}})
    assert (missing.kind, missing.retryable) == ("not_found", False)
    assert str(missing).endswith("check the model name and the base URL")
    assert status(401, "bad key").kind == "auth"
    assert status(422, {"detail": [{"loc": ["x"]}]}).kind == "invalid_request"
    assert status(429, {}, {"retry-after": "Wed, 21 Oct 2015 07:28:00 GMT"}).retry_after is None

    timeout = provider_error(openai.APITimeoutError(request=request), where="srv")
    assert timeout is not None
    assert timeout.kind == "timeout"
    assert timeout.retryable
    refused = openai.APIConnectionError(request=request)
    refused.__cause__ = ConnectionRefusedError("[Errno 111] Connection refused")
    mapped = provider_error(refused, where="http://localhost:1/v1")
    assert mapped is not None
    assert mapped.kind == "connection"
    assert "cannot reach http://localhost:1/v1 ([Errno 111] Connection refused)" in str(mapped)
    garbled = provider_error(json.JSONDecodeError("Expecting value", '{"id', 4), where="srv")
    assert garbled is not None
    assert garbled.kind == "bad_response"
    assert garbled.retryable
    assert provider_error(ValueError("mine"), where="srv") is None


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ("gemini:pro", "unknown model"),
        ("openai:", "needs a model name"),
        ("openai-compatible:llama3", "needs MODEL@BASE_URL"),
        ("openai-compatible:llama3@localhost:8000", "must start with http"),
        ("openai-compatible:m@http://h/v1?mode=xml", "mode must be tools or json"),
        ("openai-compatible:m@http://h/v1?colour=red", "bad option"),
        ("openai-compatible:m@http://h/v1?seed=abc", "bad value for seed"),
        ("anthropic:claude?mode=json", "only temperature and price"),
        ("llamacpp:/nonexistent/model.gguf", "no GGUF model file at /nonexistent/model.gguf"),
        ("llamacpp:smollm2?price=1/2", "only the temperature and seed"),
    ],
)
def test_bad_model_strings_are_one_line_user_errors(spec: str, message: str) -> None:
    with pytest.raises(UserError, match=message) as caught:
        resolve_model(spec)
    assert "\n" not in str(caught.value)


def test_missing_api_keys_say_how_to_fix_them(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    monkeypatch.delenv("ANTHROPIC_API_KEY", raising=False)
    with pytest.raises(UserError, match="OPENAI_API_KEY is not set: export OPENAI_API_KEY="):
        resolve_model("openai:gpt-4o-mini")
    with pytest.raises(UserError, match="ANTHROPIC_API_KEY is not set"):
        resolve_model("anthropic:claude-sonnet-4-5")


def test_model_strings_build_configured_adapters(monkeypatch: pytest.MonkeyPatch) -> None:
    from keel.models.anthropic import AnthropicModel
    from keel.models.openai import OpenAIModel

    monkeypatch.setenv("OPENAI_API_KEY", "sk-x")
    monkeypatch.setenv("ANTHROPIC_API_KEY", "sk-ant-x")
    hosted = resolve_model("openai:gpt-4o-mini?mode=json&seed=3&temperature=0.5")
    assert isinstance(hosted, OpenAIModel)
    assert (hosted.mode, hosted.options, hosted.max_tokens_field) == (
        "json",
        {"temperature": 0.5, "seed": 3},
        "max_completion_tokens",
    )
    local = resolve_model("openai-compatible:qwen@http://127.0.0.1:8000/v1/?format=json_object")
    assert isinstance(local, OpenAIModel)
    assert (local.model, local.base_url, local.mode, local.schema_format) == (
        "qwen",
        "http://127.0.0.1:8000/v1",
        "json",
        "json_object",
    )
    assert local.max_tokens_field == "max_tokens"
    assert local.pricing is FREE
    priced = resolve_model("anthropic:claude-x?price=3/15")
    assert isinstance(priced, AnthropicModel)
    assert priced.pricing == Price(3, 15)


def test_model_name_with_an_at_sign_keeps_everything_before_the_last_one() -> None:
    model = resolve_model("openai-compatible:org@model@http://h:1/v1")
    assert getattr(model, "model", None) == "org@model"


def test_smollm2_alias_finds_the_packaged_file() -> None:
    from keel.models.llamacpp import find_model

    path = find_model("smollm2")
    assert path.suffix == ".gguf"
    assert path.stat().st_size > 50_000_000
    assert Path(find_model(str(path))) == path
