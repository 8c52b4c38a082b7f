"""Model text streamed by the real adapters, against real models.

- OpenAI Chat Completions: llama-cpp-python's OpenAI-compatible server (the session's
  ``llama_server``), JSON mode, the official ``openai`` SDK;
- Anthropic Messages: llama.cpp's own ``llama-server`` (``KEEL_LLAMA_SERVER_DIR``), the
  official ``anthropic`` SDK;
- in-process llama.cpp (``llama-cpp-python``).

The HTTP clients record every response body as the server sent it (server-sent events),
so each test compares what keel streamed and charged with what the server said: the
``TextDelta``\\ s of a call, joined, are the text the server streamed, and the tokens
charged follow the rules of a non-streamed reply (the usage the server reported, or the
reservation when it reported none).
"""

from __future__ import annotations

import asyncio
import json
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx2
import llama_cpp
import openai
import pytest
from anthropic_server import Exchanges, LlamaCppServer, async_model, server_folder, sync_model
from llama_server import LlamaServer
from rich.console import Console
from typer.testing import CliRunner

from helpers_tools import events_of
from keel import (
    Budgets,
    Guards,
    MemorySink,
    RawOutput,
    RunResult,
    Runtime,
    TextDelta,
    TraceEvent,
    tool,
)
from keel.cli import app
from keel.cli import ask as ask_cli
from keel.cli import kb as kb_cli
from keel.errors import UserError
from keel.loop import modelcall
from keel.models.chat import decision_from_json
from keel.models.llamacpp import LlamaCppModel, find_model
from keel.models.openai import openai_compatible

pytestmark = pytest.mark.integration

FAST = Guards(model_backoff_seconds=0.01, model_backoff_max_seconds=0.05)
BUDGETS = Budgets(max_steps=2, max_tokens=8_000, max_output_tokens=60, timeout_seconds=240)
RUN: dict[str, Any] = {"budgets": BUDGETS, "guards": FAST}
GOAL = "Search the knowledge base for the 2024 revenue."
EXAMPLES = Path(__file__).resolve().parents[2] / "examples" / "reports"
TALK = "Explain what a knowledge base is, in one sentence."
"""A goal SmolLM2 answers with text rather than a tool call over the Messages API (probed):
text is what streams as `TextDelta`; tool inputs are assembled, not streamed."""
TALK_BUDGETS = Budgets(max_steps=1, max_output_tokens=40, timeout_seconds=240)


@tool
def search_kb(query: str) -> str:
    """Search the knowledge base for passages about ``query``."""
    return "Northwind's revenue in 2024 was 12.4 million dollars [annual-2024]."


def sse_events(body: str) -> list[dict[str, Any]]:
    """The JSON ``data:`` payloads of a server-sent-events body, in order."""
    events = []
    for line in body.splitlines():
        if line.startswith("data:"):
            payload = line[5:].strip()
            if payload and payload != "[DONE]":
                events.append(json.loads(payload))
    return events


def calls(trace: list[Any]) -> list[TraceEvent]:
    """The event that charged each model call, in order: its decision or its failure."""
    events = [t for t in trace if isinstance(t, TraceEvent)]
    charged = events_of(events, "model_decision", "model_failed")
    return [e for e in charged if "input_tokens" in e.data]


def texts_by_step(items: list[Any]) -> dict[int, str]:
    joined: dict[int, str] = {}
    for item in items:
        if isinstance(item, TextDelta):
            joined[item.step] = joined.get(item.step, "") + item.text
    return joined


# -- OpenAI Chat Completions: llama-cpp-python's server ---------------------------------------


class Bodies:
    """Keeps the body of every ``/chat/completions`` response (``httpx2`` hooks)."""

    def __init__(self) -> None:
        self.bodies: list[str] = []

    def record(self, response: httpx2.Response) -> None:
        if response.request.url.path.endswith("/chat/completions"):
            response.read()
            self.bodies.append(response.text)

    async def arecord(self, response: httpx2.Response) -> None:
        if response.request.url.path.endswith("/chat/completions"):
            await response.aread()
            self.bodies.append(response.text)


class Watcher(MemorySink):
    """A sink that takes the model's text too: events and text, in one list, in order."""

    def __init__(self) -> None:
        super().__init__()
        self.items: list[Any] = []

    def emit(self, event: TraceEvent) -> None:
        super().emit(event)
        self.items.append(event)

    def emit_text(self, delta: TextDelta) -> None:
        self.items.append(delta)


def compatible(server: LlamaServer, client: Any = None, async_client: Any = None) -> Any:
    """The adapter in JSON mode on the server, with the given (recording) clients."""
    return openai_compatible(
        "smollm2",
        server.base_url,
        schema_format="json_object",
        temperature=0.0,
        seed=0,
        client=client,
        async_client=async_client,
    )


def test_openai_compatible_sync_stream_charges_what_the_server_reported(
    llama_server: LlamaServer,
):
    bodies = Bodies()
    http = httpx2.Client(event_hooks={"response": [bodies.record]})
    client = openai.OpenAI(
        api_key="none", base_url=llama_server.base_url, max_retries=0, http_client=http
    )
    try:  # `for` drives the run as Runtime.run does: the sync client
        runtime = Runtime(compatible(llama_server, client=client), [search_kb], **RUN)
        stream = runtime.stream(GOAL)
        items = list(stream)
    finally:
        client.close()

    check_chat_stream(items, bodies, stream.result)


def test_openai_compatible_async_stream_charges_what_the_server_reported(
    llama_server: LlamaServer,
):
    bodies = Bodies()

    async def consume() -> tuple[list[Any], RunResult]:
        http = httpx2.AsyncClient(event_hooks={"response": [bodies.arecord]})
        client = openai.AsyncOpenAI(
            api_key="none", base_url=llama_server.base_url, max_retries=0, http_client=http
        )
        try:
            model = compatible(llama_server, async_client=client)
            stream = Runtime(model, [search_kb], **RUN).stream(GOAL)
            return [item async for item in stream], stream.result
        finally:
            await client.close()

    items, result = asyncio.run(consume())

    check_chat_stream(items, bodies, result)


def check_chat_stream(items: list[Any], bodies: Bodies, result: RunResult) -> None:
    """Text joined per call equals the content the server streamed; tokens charged are
    its usage, or the reservation without one (the rule of a whole reply)."""
    assert result.status != "running"
    texts = texts_by_step(items)
    assert texts, "no text arrived"
    charged = calls(items)
    assert len(bodies.bodies) == len(charged) == len(texts)
    for body, event in zip(bodies.bodies, charged, strict=True):
        chunks = sse_events(body)
        assert chunks, body[:300]
        sent = "".join(
            choice["delta"].get("content") or ""
            for chunk in chunks
            for choice in chunk.get("choices") or []
        )
        assert texts[event.data["step"]] == sent
        usage = next((c["usage"] for c in chunks if c.get("usage")), None)
        if usage is not None:  # billed as reported
            expected = (usage["prompt_tokens"], usage["completion_tokens"])
        else:  # no usage: the reservation, as for a whole reply without one
            requested = next(
                e
                for e in events_of(result, "model_requested")
                if e.data["step"] == event.data["step"]
            )
            expected = (requested.data["prompt_tokens"], requested.data["max_output_tokens"])
        assert (event.data["input_tokens"], event.data["output_tokens"]) == expected
    state = result.state
    assert state.input_tokens == sum(e.data["input_tokens"] for e in charged)
    assert state.output_tokens == sum(e.data["output_tokens"] for e in charged)
    decided = events_of(result, "model_decision")
    for event in decided:  # the streamed JSON is the decision the run acted on
        assert json.loads(texts[event.data["step"]])["decision"] == event.data["decision"]


# -- Anthropic Messages: llama.cpp's llama-server -------------------------------------------


@pytest.fixture(scope="module")
def messages_server() -> Iterator[LlamaCppServer]:
    try:
        started = LlamaCppServer(
            server_folder(), find_model("smollm2"), Path(tempfile.mkdtemp()), api_key="key"
        ).start()
    except (RuntimeError, UserError) as error:
        pytest.fail(f"cannot start llama-server: {error}", pytrace=False)
    try:
        yield started
    finally:
        started.stop()


def check_messages_stream(items: list[Any], exchanges: Exchanges, status: str) -> None:
    """Text joined per call equals the server's text deltas; tokens charged are its usage."""
    assert status != "running"
    texts = texts_by_step(items)
    assert texts, "no text arrived"
    charged = calls(items)
    assert len(exchanges.replies) == len(charged)
    for exchange, event in zip(exchanges.replies, charged, strict=True):
        events = sse_events(exchange.body)
        sent = "".join(
            e["delta"]["text"]
            for e in events
            if e["type"] == "content_block_delta" and e["delta"]["type"] == "text_delta"
        )
        assert texts.get(event.data["step"], "") == sent
        usage = dict(next(e for e in events if e["type"] == "message_start")["message"]["usage"])
        for e in events:
            if e["type"] == "message_delta":
                usage.update({k: v for k, v in e["usage"].items() if v is not None})
        prompt = (
            usage["input_tokens"]
            + (usage.get("cache_read_input_tokens") or 0)
            + (usage.get("cache_creation_input_tokens") or 0)
        )
        assert (event.data["input_tokens"], event.data["output_tokens"]) == (
            prompt,
            usage["output_tokens"],
        )


def test_anthropic_messages_stream_sync(messages_server: LlamaCppServer):
    exchanges = Exchanges()
    watcher = Watcher()
    with sync_model(messages_server, exchanges, api_key="key", temperature=0.0) as model:
        result = Runtime(model, [search_kb], budgets=TALK_BUDGETS, guards=FAST).run(
            TALK, sinks=[watcher]
        )

    check_messages_stream(watcher.items, exchanges, result.status)


def test_anthropic_messages_stream_async(messages_server: LlamaCppServer):
    exchanges = Exchanges()

    async def consume() -> tuple[list[Any], str]:
        async with async_model(messages_server, exchanges, api_key="key", temperature=0.0) as model:
            runtime = Runtime(model, [search_kb], budgets=TALK_BUDGETS, guards=FAST)
            stream = runtime.stream(TALK)
            return [item async for item in stream], stream.result.status

    items, status = asyncio.run(consume())

    check_messages_stream(items, exchanges, status)


# -- in-process llama.cpp ---------------------------------------------------------------------


@pytest.fixture(scope="module")
def llama() -> Any:
    return llama_cpp.Llama(
        model_path=str(find_model("smollm2")),
        n_ctx=4096,
        n_threads=1,
        n_threads_batch=1,
        verbose=False,
    )


@pytest.mark.parametrize("grammar", [True, False], ids=["grammar", "free"])
@pytest.mark.parametrize("cap", [60, 16], ids=["room", "cut-off"])
def test_llamacpp_streamed_reply_equals_the_whole_one(llama: Any, grammar: bool, cap: int):
    model = LlamaCppModel(llama=llama, temperature=0.0, seed=0, grammar=grammar)
    budgets = Budgets(max_steps=2, max_output_tokens=cap)
    run = Runtime(model, [search_kb], budgets=budgets).start(GOAL)
    request = modelcall.open_call(run)
    assert request is not None

    whole = model.decide(request)
    pieces: list[str] = []
    request.on_text = pieces.append
    streamed = model.decide(request)

    assert len(pieces) > 1
    assert streamed == whole  # same decision or error, same tokens charged, same metadata
    if isinstance(whole, RawOutput):
        assert "".join(pieces) == whole.text
    else:
        assert decision_from_json(request, "".join(pieces)) == whole.decision


def test_llamacpp_stream_of_a_run(llama: Any):
    model = LlamaCppModel(llama=llama, temperature=0.0, seed=0)
    stream = Runtime(model, [search_kb], budgets=BUDGETS).stream(GOAL)

    items = list(stream)

    texts = texts_by_step(items)
    assert set(texts) == {e.data["step"] for e in calls(items)}
    for event in events_of(stream.result, "model_decision"):
        text = texts[event.data["step"]]
        decision = json.loads(text)
        assert decision.get("decision", decision)["kind"] == event.data["decision"]["kind"]


# -- keel ask -----------------------------------------------------------------------------------


@pytest.mark.parametrize("json_output", [False, True], ids=["report", "json"])
def test_keel_ask_shows_the_model_text_live_on_a_terminal_only_without_json(
    llama_server: LlamaServer, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, json_output: bool
):
    def terminal() -> Console:
        return Console(file=sys.stderr, force_terminal=True, color_system=None, width=200)

    monkeypatch.setattr(ask_cli, "stderr_console", terminal)
    monkeypatch.setattr(kb_cli, "stderr_console", terminal)
    spec = f"openai-compatible:smollm2@{llama_server.base_url}?format=json_object&seed=1"
    args = ["ask", GOAL, "--kb", str(EXAMPLES), "--model", spec, "--no-input"]
    args += ["--max-steps", "1", "--max-tokens", "8000"] + (["--json"] if json_output else [])
    env = {"KEEL_HOME": str(tmp_path / "home"), "KEEL_MODEL": None}

    outcome = CliRunner().invoke(app, args, env=env)

    assert outcome.exit_code in {0, 3, 4, 5}, outcome.output
    assert "step 1/1" in outcome.stderr or "unusable model output" in outcome.stderr
    streamed = '{"decision":' in "".join(outcome.stderr.split())  # JSON mode: the reply
    assert streamed is not json_output, outcome.stderr
    assert '{"decision":' not in "".join(outcome.stdout.split())  # stdout: the report only
    if json_output:
        assert json.loads(outcome.stdout)["step"] == 1


def test_a_server_that_streams_nothing_is_asked_without_streaming(
    function_calling_server: LlamaServer,
):
    """llama-cpp-python's ``chatml-function-calling`` format answers a streamed request
    with tools by an empty 200: the adapter asks again without streaming, and stops
    streaming to that server; the run goes as it goes without a listener (this server
    then answers 500, see test_openai_compatible.py)."""
    base = function_calling_server.base_url
    ended = []
    for watched in (True, False):
        bodies = Bodies()
        http = httpx2.Client(event_hooks={"response": [bodies.record]})
        client = openai.OpenAI(api_key="none", base_url=base, max_retries=0, http_client=http)
        model = openai_compatible("smollm2", base, mode="tools", seed=0, client=client)
        try:
            result = Runtime(model, [search_kb], **RUN).run(
                GOAL, sinks=[Watcher()] if watched else []
            )
        finally:
            client.close()
        assert result.status != "running"
        ended.append((result.status, result.state.termination_kind, bodies.bodies[-1]))
        if watched:
            assert model.streams is False
            assert bodies.bodies[0] == ""  # the streamed request: nothing came back
            assert "" not in bodies.bodies[1:]  # the rest were sent whole
    assert ended[0] == ended[1]
