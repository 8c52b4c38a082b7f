"""`Runtime.stream`: a run's trace events and model text, live, with ``for`` and ``async for``.

The models are the scripted one and `TypingModel`, a decision maker written here that
sends its reply to ``request.on_text`` in pieces before returning it (what a streaming
adapter does; the real adapters are tested against real servers in
tests/models/test_streaming.py).
"""

from __future__ import annotations

import asyncio
import io
import json
import threading
import time
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import Any

import anthropic
import httpx2
import openai
import pytest
from rich.console import Console

from helpers_tools import lookup_tool, make_runtime, runtime_for
from keel import (
    Budgets,
    CancelToken,
    Guards,
    MemorySink,
    ModelRequest,
    RawOutput,
    RunStream,
    Runtime,
    TextDelta,
    TraceEvent,
    UserError,
    tool,
)
from keel.cli.progress import StepPrinter, TextStepPrinter
from keel.models.anthropic import AnthropicModel
from keel.models.openai import openai_compatible
from keel.store import open_store
from keel.streaming import CLOSED_REASON
from keel.testing import assert_trace_consistent, call, clarify, final

ANSWER = {"decision": {"kind": "final", "answer": "forty-two", "citations": []}}


class TypingModel:
    """Replies with ``turns`` (JSON decisions), each sent to ``on_text`` in 5-character
    pieces first; from a worker thread with ``threaded`` (as the in-process llama.cpp
    adapter does), else from the caller's thread."""

    def __init__(self, turns: Iterable[dict[str, Any]], *, threaded: bool = False) -> None:
        self.texts = [json.dumps(turn) for turn in turns]
        self.threaded = threaded
        self.listened: list[bool] = []
        self.threads: set[int] = set()

    def decide(self, request: ModelRequest) -> Any:
        text = self.texts.pop(0)
        self.listened.append(request.on_text is not None)
        if self.threaded:
            return asyncio.to_thread(self._type, request, text)
        return self._type(request, text)

    def _type(self, request: ModelRequest, text: str) -> RawOutput:
        self.threads.add(threading.get_ident())
        if request.on_text is not None:
            for start in range(0, len(text), 5):
                request.on_text(text[start : start + 5])
        return RawOutput(text=text, input_tokens=10, output_tokens=len(text) // 4)


def lookup_then_answer() -> list[dict[str, Any]]:
    lookup = {"kind": "tool", "call": {"name": "lookup", "arguments": {"query": "q"}}}
    return [{"decision": lookup}, ANSWER]


def typing_runtime(**options: Any) -> tuple[Runtime, TypingModel]:
    model = TypingModel(lookup_then_answer(), threaded=options.pop("threaded", False))
    return runtime_for(model, [lookup_tool([])], **options), model


def trace_of(items: list[Any]) -> list[TraceEvent]:
    return [item for item in items if isinstance(item, TraceEvent)]


def texts_of(items: list[Any], step: int | None = None) -> str:
    return "".join(
        item.text
        for item in items
        if isinstance(item, TextDelta) and (step is None or item.step == step)
    )


# -- what a stream yields ------------------------------------------------------------------


def test_sync_stream_yields_the_same_events_as_a_memory_sink_in_order():
    runtime, _ = make_runtime([call("lookup", query="q"), final("done")], [lookup_tool([])])
    sink = MemorySink()
    stream = runtime.stream("go", sinks=[sink])

    items = list(stream)

    assert items == sink.events  # the very objects, in order; no text from a scripted model
    assert all(a is b for a, b in zip(items, sink.events, strict=True))
    assert stream.result.status == "completed"
    assert stream.result.trace == sink.events
    assert_trace_consistent(stream.result.trace)


def test_async_stream_yields_the_same_events_as_a_memory_sink_in_order():
    runtime, _ = make_runtime([call("lookup", query="q"), final("done")], [lookup_tool([])])
    sink = MemorySink()

    async def consume() -> tuple[list[Any], RunStream[str]]:
        stream = runtime.stream("go", sinks=[sink])
        return [item async for item in stream], stream

    items, stream = asyncio.run(consume())

    assert items == sink.events
    assert [e.event_type for e in items][-1] == "run_completed"
    assert stream.result.output == "done"


@pytest.mark.parametrize("threaded", [False, True], ids=["caller-thread", "worker-thread"])
def test_model_text_arrives_between_the_request_and_the_decision(threaded: bool):
    runtime, model = typing_runtime(threaded=threaded)
    sink = MemorySink()

    async def consume() -> list[Any]:
        return [item async for item in runtime.stream("go", sinks=[sink])]

    items = asyncio.run(consume())

    assert model.listened == [True, True]
    assert trace_of(items) == sink.events
    kinds = ["text" if isinstance(i, TextDelta) else i.event_type for i in items]
    first_text, last_text = kinds.index("text"), len(kinds) - 1 - kinds[::-1].index("text")
    assert kinds[first_text - 1] == "model_requested"
    assert kinds[kinds.index("model_decision")] == "model_decision"
    for step in (1, 2):  # every piece of one call sits between its request and its decision
        pieces = [i for i, item in enumerate(items) if getattr(item, "step", None) == step]
        requested = next(
            i
            for i, item in enumerate(items)
            if isinstance(item, TraceEvent)
            and item.event_type == "model_requested"
            and item.data["step"] == step
        )
        decided = next(
            i
            for i, item in enumerate(items)
            if isinstance(item, TraceEvent)
            and item.event_type == "model_decision"
            and item.data["step"] == step
        )
        assert requested < min(pieces)
        assert max(pieces) < decided
    assert last_text < kinds.index("run_completed")
    assert texts_of(items, 2) == json.dumps(ANSWER)
    assert {d.run_id for d in items if isinstance(d, TextDelta)} == {sink.events[0].run_id}
    if threaded:
        assert threading.get_ident() not in model.threads


def test_sync_stream_carries_model_text_too():
    runtime, _ = typing_runtime()

    items = list(runtime.stream("go"))

    assert texts_of(items, 1) == json.dumps(lookup_then_answer()[0])
    assert texts_of(items, 2) == json.dumps(ANSWER)


def test_without_a_stream_the_model_is_not_asked_to_stream():
    runtime, model = typing_runtime()

    result = runtime.run("go")

    assert result.status == "completed"
    assert model.listened == [False, False]


def test_a_sink_with_emit_text_gets_the_text_of_a_plain_run():
    class Printer(MemorySink):
        def __init__(self) -> None:
            super().__init__()
            self.texts: list[TextDelta] = []

        def emit_text(self, delta: TextDelta) -> None:
            self.texts.append(delta)

    runtime, model = typing_runtime()
    printer = Printer()

    result = runtime.run("go", sinks=[printer])

    assert model.listened == [True, True]
    assert "".join(d.text for d in printer.texts if d.step == 2) == json.dumps(ANSWER)
    assert result.trace == printer.events


def test_a_stream_of_a_resumed_run_continues_its_trace():
    runtime, _ = make_runtime([clarify("Which year?"), final("2024 it is")])
    paused = runtime.run("go")
    assert paused.status == "waiting_for_user"

    stream = runtime.stream_resume(paused, answer="2024")
    items = list(stream)

    assert items[0].event_type == "run_resumed"
    assert items[0].seq == paused.trace[-1].seq + 1
    assert stream.result.status == "completed"
    assert stream.result.trace == [*paused.trace, *items]


def test_a_stream_can_be_iterated_once():
    runtime, _ = make_runtime([final("done")])
    stream = runtime.stream("go")
    list(stream)

    with pytest.raises(UserError, match="once"):
        list(stream)


def test_the_result_before_the_run_has_ended_is_a_clear_error():
    runtime, _ = make_runtime([final("done")])
    stream = runtime.stream("go")

    with pytest.raises(UserError, match="has not ended"):
        _ = stream.result
    list(stream)
    assert stream.result.status == "completed"


def test_iterating_with_for_inside_an_event_loop_is_refused():
    runtime, _ = make_runtime([final("done")])

    async def misuse() -> None:
        list(runtime.stream("go"))

    with pytest.raises(UserError, match="async for"):
        asyncio.run(misuse())
    runtime.model.turns.clear()  # type: ignore[attr-defined]  # the run never opened


def test_a_reply_the_run_cannot_take_fails_when_the_iteration_starts():
    runtime, _ = make_runtime([final("done")])
    done = runtime.run("go")

    stream = runtime.stream_resume(done, answer="late")
    with pytest.raises(UserError, match="completed"):
        next(iter(stream))


def test_an_exception_in_the_run_reaches_the_consumer():
    class Broken(Exception):
        pass

    class Sink:
        def emit(self, event: TraceEvent) -> None:
            if event.event_type == "tool_started":
                raise Broken("the sink broke")

    runtime, _ = make_runtime([call("lookup", query="q"), final("done")], [lookup_tool([])])
    seen: list[str] = []

    def consume() -> None:
        for event in runtime.stream("go", sinks=[Sink()]):
            seen.append(event.event_type)

    with pytest.raises(Broken):
        consume()
    assert seen[:3] == ["run_started", "model_requested", "model_decision"]


# -- leaving early cancels the run -------------------------------------------------------------


@tool
async def wait_long() -> str:
    """Waits until cancelled."""
    await asyncio.sleep(60)
    return "never"


@tool(inline=True)
def pause_briefly() -> str:
    """Returns at once: a ``for`` loop stops the run right after the event it left at."""
    return "done"


def waiting_runtime(**options: Any) -> Runtime:
    runtime, _ = make_runtime([call("wait_long"), final("never")], [wait_long], **options)
    return runtime


def brief_runtime(**options: Any) -> Runtime:
    runtime, _ = make_runtime([call("pause_briefly"), final("never")], [pause_briefly], **options)
    return runtime


def assert_cancelled_after_the_tool(stream: RunStream[str]) -> None:
    """A run driven by ``for`` stops at its next safe point: the tool in flight finishes
    (as with a `CancelToken`), and the model is not called again."""
    result = stream.result
    assert (result.status, result.state.termination_reason) == ("cancelled", CLOSED_REASON)
    kinds = [e.event_type for e in result.trace]
    assert kinds[-3:] == ["tool_started", "tool_succeeded", "run_terminated"]
    assert kinds.count("model_requested") == 1
    assert_trace_consistent(result.trace)


def assert_cancelled_during_the_tool(stream: RunStream[str]) -> None:
    result = stream.result
    assert (result.status, result.state.termination_reason) == ("cancelled", CLOSED_REASON)
    kinds = [e.event_type for e in result.trace]
    assert kinds[-3:] == ["tool_started", "tool_failed", "run_terminated"]
    assert result.trace[-2].data["error"] == "interrupted"
    assert_trace_consistent(result.trace)


def test_break_out_of_a_sync_stream_cancels_the_run():
    stream = brief_runtime().stream("go")

    for event in stream:
        if event.event_type == "tool_started":
            break

    assert_cancelled_after_the_tool(stream)


def test_close_on_a_sync_stream_cancels_the_run():
    stream = brief_runtime().stream("go")
    events = iter(stream)
    while next(events).event_type != "tool_started":
        pass

    stream.close()

    assert_cancelled_after_the_tool(stream)
    with pytest.raises(StopIteration):
        next(events)


def test_an_exception_in_the_loop_body_cancels_the_run():
    stream = brief_runtime().stream("go")

    def consume() -> None:
        with stream:
            for event in stream:
                if event.event_type == "tool_started":
                    raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        consume()

    assert_cancelled_after_the_tool(stream)


def test_break_out_of_an_async_stream_cancels_the_run():
    async def consume() -> RunStream[str]:
        stream = waiting_runtime().stream("go")
        async for event in stream:
            if event.event_type == "tool_started":
                break
        await stream.aclose()  # waits for the run to end
        return stream

    assert_cancelled_during_the_tool(asyncio.run(consume()))


def test_break_alone_cancels_the_run_once_the_loop_runs_again():
    async def consume() -> RunStream[str]:
        stream = waiting_runtime().stream("go")
        async for event in stream:
            if event.event_type == "tool_started":
                break
        for _ in range(20):  # no aclose: the dropped iteration closes itself
            await asyncio.sleep(0)
        return stream

    assert_cancelled_during_the_tool(asyncio.run(consume()))


def test_async_with_closes_the_stream():
    async def consume() -> RunStream[str]:
        async with waiting_runtime().stream("go") as stream:
            async for event in stream:
                if event.event_type == "tool_started":
                    break
        return stream

    assert_cancelled_during_the_tool(asyncio.run(consume()))


def test_cancelling_the_consuming_task_cancels_the_run():
    async def scenario() -> RunStream[str]:
        stream = waiting_runtime().stream("go")
        reached = asyncio.Event()

        async def consume() -> None:
            async for event in stream:
                if event.event_type == "tool_started":
                    reached.set()

        task = asyncio.create_task(consume())
        await reached.wait()
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task
        return stream

    assert_cancelled_during_the_tool(asyncio.run(scenario()))


def test_closing_before_the_first_step_cancels_without_a_model_call():
    runtime, model = make_runtime([final("never")])

    async def consume() -> RunStream[str]:
        stream = runtime.stream("go")
        async for _ in stream:  # run_started comes before the run's task has stepped
            break
        await stream.aclose()
        return stream

    stream = asyncio.run(consume())

    assert stream.result.status == "cancelled"
    assert [e.event_type for e in stream.result.trace] == ["run_started", "run_terminated"]
    assert model.remaining == 1
    model.turns.clear()


def test_no_task_or_thread_outlives_a_closed_sync_stream():
    before = set(threading.enumerate())
    runtime, _ = typing_runtime(threaded=True)
    stream = runtime.stream("go")

    for item in stream:
        if isinstance(item, TextDelta):
            break

    assert stream.result.status == "cancelled"
    assert "model_failed" not in [e.event_type for e in stream.result.trace]
    assert set(threading.enumerate()) <= before


# -- with a run store --------------------------------------------------------------------------


def test_a_cancelled_stream_is_checkpointed_in_the_store(tmp_path: Path):
    store = open_store(tmp_path / "runs.db")
    try:
        stream = brief_runtime(store=store).stream("go")
        for event in stream:
            if event.event_type == "tool_started":
                break

        run_id = stream.result.state.run_id
        state, record = store.load(run_id)
        assert state.status == "cancelled"
        assert state.termination_reason == CLOSED_REASON
        assert state.inflight is None
        timeless = {"elapsed_seconds"}
        assert state.model_dump(exclude=timeless) == stream.result.state.model_dump(
            exclude=timeless
        )
        assert store.events(run_id) == stream.result.trace
        assert record.lease_owner is None  # the lease was given up
        with pytest.raises(UserError, match="is cancelled"):  # cancelled is final (DESIGN)
            waiting_runtime(store=store).resume(run_id)
    finally:
        store.close()


def test_a_stream_resumes_a_stored_paused_run_to_its_end(tmp_path: Path):
    store = open_store(tmp_path / "runs.db")
    try:
        runtime, _ = make_runtime([clarify("Which year?"), final("2024 it is")], store=store)
        run_id = runtime.run("go").state.run_id

        stream = runtime.stream_resume(run_id, answer="2024")
        kinds = [e.event_type for e in stream]

        assert kinds[:2] == ["run_resumed", "clarification_received"]
        assert kinds[-1] == "run_completed"
        state, _ = store.load(run_id)
        assert (state.status, stream.result.output) == ("completed", "2024 it is")
        assert store.events(run_id) == stream.result.trace
    finally:
        store.close()


# -- keel ask's live view ------------------------------------------------------------------------


def test_the_step_printer_shows_the_model_text_on_its_own_indented_lines():
    buffer = io.StringIO()
    printer = TextStepPrinter(Console(file=buffer, width=200, color_system=None), Budgets())
    runtime, _ = typing_runtime()

    result = runtime.run("go", sinks=[printer])

    lines = buffer.getvalue().splitlines()
    assert result.status == "completed"
    assert lines[0] == "      " + json.dumps(lookup_then_answer()[0])  # step 1's text
    assert lines[1].startswith("step 1/12  lookup(query='q')")
    assert lines[2] == "      ✓ lookup (" + lines[2].split("(", 1)[1]
    assert lines[3] == "      " + json.dumps(ANSWER)
    assert lines[4].startswith("step 2/12  answers citing nothing")
    assert len(lines) == 5


def test_the_plain_step_printer_does_not_make_the_model_stream():
    buffer = io.StringIO()
    printer = StepPrinter(Console(file=buffer, width=200, color_system=None), Budgets())
    runtime, model = typing_runtime()

    runtime.run("go", sinks=[printer])

    assert model.listened == [False, False]
    assert "forty-two" not in buffer.getvalue()


# -- adapters: a streamed reply that breaks off -----------------------------------------------
# The servers here are `httpx2.MockTransport`s: a real server cannot be made to break off a
# streamed reply on cue. The SDKs, the adapters and the runtime are the real ones.

CHUNK = {
    "id": "c",
    "object": "chat.completion.chunk",
    "created": 0,
    "model": "m",
    "choices": [{"index": 0, "delta": {"content": '{"decision": '}, "finish_reason": None}],
}


class BrokenOff(httpx2.SyncByteStream):
    """A response body that sends ``first`` and then loses the connection."""

    def __init__(self, first: bytes) -> None:
        self.first = first

    def __iter__(self) -> Iterator[bytes]:
        yield self.first
        raise httpx2.RemoteProtocolError("peer closed connection without sending complete body")


def sse(*payloads: dict[str, Any], event: str | None = None) -> bytes:
    head = f"event: {event}\n" if event else ""
    return b"".join(f"{head}data: {json.dumps(p)}\n\n".encode() for p in payloads)


def openai_over(body: Callable[[], httpx2.Response]) -> Runtime:
    client = openai.OpenAI(
        api_key="none",
        base_url="http://127.0.0.1:9/v1",
        max_retries=0,
        http_client=httpx2.Client(transport=httpx2.MockTransport(lambda _: body())),
    )
    model = openai_compatible("m", "http://127.0.0.1:9/v1", client=client)
    return runtime_for(model, guards=Guards(max_model_retries=0))


def failure_of(runtime: Runtime) -> tuple[dict[str, Any], str]:
    stream = runtime.stream("go")
    items = list(stream)
    (failed,) = [e for e in trace_of(items) if e.event_type == "model_failed"]
    return failed.data, texts_of(items)


def test_openai_stream_broken_off_is_a_retryable_bad_response():
    runtime = openai_over(lambda: httpx2.Response(200, stream=BrokenOff(sse(CHUNK))))

    data, text = failure_of(runtime)

    assert (data["error"], data["attempts"]) == ("bad_response", 1)
    assert "broke off the response" in data["message"]
    assert text == '{"decision": '  # what arrived before the break was streamed


def test_openai_error_event_mid_stream_is_a_retryable_server_error():
    error = {"error": {"message": "the model is overloaded", "type": "server_error"}}
    body = sse(CHUNK) + sse(error)
    runtime = openai_over(lambda: httpx2.Response(200, content=body))

    data, _ = failure_of(runtime)

    assert data["error"] == "server_error"
    assert "the model is overloaded" in data["message"]


def test_anthropic_error_event_mid_stream_keeps_the_kind_of_the_error():
    start = {
        "type": "message_start",
        "message": {
            "id": "m",
            "type": "message",
            "role": "assistant",
            "model": "m",
            "content": [],
            "stop_reason": None,
            "stop_sequence": None,
            "usage": {"input_tokens": 10, "output_tokens": 1},
        },
    }
    error = {"type": "error", "error": {"type": "rate_limit_error", "message": "slow down"}}
    body = sse(start, event="message_start") + sse(error, event="error")
    client = anthropic.Anthropic(
        api_key="k",
        base_url="http://127.0.0.1:9",
        max_retries=0,
        http_client=httpx2.Client(
            transport=httpx2.MockTransport(lambda _: httpx2.Response(200, content=body))
        ),
    )
    model = AnthropicModel("m", api_key="k", base_url="http://127.0.0.1:9", client=client)

    data, _ = failure_of(runtime_for(model, guards=Guards(max_model_retries=0)))

    assert data["error"] == "rate_limit"
    assert "slow down" in data["message"]


def test_cancelling_an_async_stream_checkpoints_the_run_in_the_store(tmp_path: Path):
    store = open_store(tmp_path / "runs.db")
    try:

        async def consume() -> RunStream[str]:
            async with waiting_runtime(store=store).stream("go") as stream:
                async for event in stream:
                    if event.event_type == "tool_started":
                        break
            return stream

        stream = asyncio.run(consume())

        assert_cancelled_during_the_tool(stream)
        state, record = store.load(stream.result.state.run_id)
        assert (state.status, state.termination_reason) == ("cancelled", CLOSED_REASON)
        assert store.events(state.run_id) == stream.result.trace
        assert record.lease_owner is None
    finally:
        store.close()


class StallingModel:
    """Sends the first piece of its reply, then waits (up to 30 s) until ``token`` is
    cancelled before sending the next: it is mid-reply when the stream closes."""

    def __init__(self, token: CancelToken) -> None:
        self.token = token
        self.sent: list[str] = []

    def decide(self, request: ModelRequest) -> RawOutput:
        assert request.on_text is not None
        for piece in ('{"decision": ', '{"kind": "final", "answer": "x"}}'):
            request.on_text(piece)  # raises once the stream is closed
            self.sent.append(piece)
            deadline = time.monotonic() + 30
            while not self.token.cancelled and time.monotonic() < deadline:
                time.sleep(0.001)
        raise AssertionError("the closed stream did not stop the model")


def test_closing_a_sync_stream_stops_a_model_mid_reply_and_ends_the_run_cancelled():
    token = CancelToken()
    model = StallingModel(token)
    stream = runtime_for(model).stream("go", cancel=token)

    for item in stream:
        if isinstance(item, TextDelta):
            break

    assert model.sent == ['{"decision": ']
    result = stream.result
    assert (result.status, result.state.termination_reason) == ("cancelled", CLOSED_REASON)
    kinds = [e.event_type for e in result.trace]
    assert kinds == ["run_started", "model_requested", "run_terminated"]  # no model_failed
