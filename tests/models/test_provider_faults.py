"""Provider faults on the wire: a proxy between the adapter and the real llama server.

`FaultProxy` is a small threaded HTTP server on 127.0.0.1. Each request to
``/chat/completions`` takes the next entry of its script: ``ok`` forwards it to the real
server and relays the answer; ``429``, ``500``, ``401`` and ``400`` answer with that
status and an OpenAI-style error body; ``timeout`` holds the connection without
answering; ``truncated`` forwards the request but sends only half of the server's JSON
(with a matching ``content-length``), ``truncated_nolength`` does the same without a
``content-length`` (the body ends when the connection closes), and ``cutoff`` declares
the full length and then hangs up halfway; ``empty_choices`` answers 200 with
``"choices": []`` and a usage block. When the script runs out, requests are forwarded.

The adapter and the runtime must retry what may succeed on retry (one ``model_retry``
event per failed attempt, within the time budget), fail the run at once on what will
not, and bill every usage block they receive.
"""

from __future__ import annotations

import json
import sys
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest
from llama_server import LlamaServer, drive

from helpers_tools import events_of
from keel import Budgets, Guards, NonEmptyAnswer, RunResult, Runtime, tool
from keel.models.openai import OpenAIModel, openai_compatible

ERRORS = {
    "429": "Rate limit reached for requests (fault proxy)",
    "500": "The server had an error while processing your request (fault proxy)",
    "401": "Incorrect API key provided (fault proxy)",
    "400": "max_tokens is too large: 99999999 (fault proxy)",
}
EMPTY_USAGE = {"prompt_tokens": 321, "completion_tokens": 7, "total_tokens": 328}
"""The usage block of the ``empty_choices`` answer."""
HANG_SECONDS = 10.0
"""How long ``timeout`` holds a connection: longer than `SHORT_TIMEOUT`."""
SHORT_TIMEOUT = 5.0
"""The adapter's per-request timeout where a ``timeout`` fault must trip it (a real call
with the prompt in the server's cache takes a second or two)."""
FAST = Guards(model_backoff_seconds=0.01, model_backoff_max_seconds=0.5)
GOAL = "Say hello."

Step = str | tuple[str, dict[str, str]]
"""A script entry: a fault name, or a fault name and extra response headers."""


@dataclass
class Exchange:
    """One request the proxy handled."""

    fault: str
    request: dict[str, Any]
    status: int | None = None
    usage: dict[str, int] | None = None
    """The usage block of the server's answer (forwarded faults) or of ``empty_choices``."""


class _QuietServer(ThreadingHTTPServer):
    """Ignores clients that hang up first (the adapter gave up on a held request)."""

    def handle_error(self, request: Any, client_address: Any) -> None:
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


class FaultProxy:
    """A threaded HTTP proxy to ``upstream`` that misbehaves as its ``script`` says."""

    def __init__(self, upstream: str) -> None:
        self.upstream = upstream.rstrip("/")
        self.script: list[Step] = []
        self.exchanges: list[Exchange] = []
        self._lock = threading.Lock()
        self._closing = threading.Event()
        proxy = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                proxy._handle(self)

            def log_message(self, format: str, *args: Any) -> None:
                pass

        self._server = _QuietServer(("127.0.0.1", 0), Handler)
        self.base_url = f"http://127.0.0.1:{self._server.server_address[1]}/v1"
        self._thread = threading.Thread(
            target=self._server.serve_forever, args=(0.05,), daemon=True
        )
        self._thread.start()

    def close(self) -> None:
        self._closing.set()  # wakes a held ``timeout`` connection
        self._server.shutdown()
        self._server.server_close()
        self._thread.join(timeout=5)

    @property
    def forwarded(self) -> list[Exchange]:
        """The exchanges answered with the real server's complete answer."""
        return [e for e in self.exchanges if e.fault == "ok"]

    def _next(self) -> tuple[str, dict[str, str]]:
        with self._lock:
            step = self.script.pop(0) if self.script else "ok"
        return step if isinstance(step, tuple) else (step, {})

    def _handle(self, handler: BaseHTTPRequestHandler) -> None:
        body = handler.rfile.read(int(handler.headers.get("content-length", 0)))
        fault, headers = self._next()
        exchange = Exchange(fault, json.loads(body))
        with self._lock:
            self.exchanges.append(exchange)
        if fault in ERRORS:
            exchange.status = int(fault)
            error = {"error": {"message": ERRORS[fault], "type": "fault_proxy", "code": None}}
            self._send(handler, int(fault), json.dumps(error).encode(), headers)
        elif fault == "timeout":
            self._closing.wait(HANG_SECONDS)
            handler.close_connection = True
        elif fault == "empty_choices":
            exchange.status, exchange.usage = 200, dict(EMPTY_USAGE)
            answer = {
                "id": "chatcmpl-empty",
                "object": "chat.completion",
                "created": 0,
                "model": "smollm2",
                "choices": [],
                "usage": EMPTY_USAGE,
            }
            self._send(handler, 200, json.dumps(answer).encode(), headers)
        else:
            self._forward(handler, exchange, fault, body, headers)

    def _forward(
        self,
        handler: BaseHTTPRequestHandler,
        exchange: Exchange,
        fault: str,
        body: bytes,
        headers: dict[str, str],
    ) -> None:
        request = urllib.request.Request(
            f"{self.upstream}/chat/completions",
            data=body,
            headers={"content-type": "application/json"},
        )
        try:
            with urllib.request.urlopen(request, timeout=300) as response:
                status, data = response.status, response.read()
        except urllib.error.HTTPError as error:
            status, data = error.code, error.read()
        exchange.status = status
        try:
            exchange.usage = json.loads(data).get("usage")
        except ValueError:
            exchange.usage = None
        half = data[: len(data) // 2]
        if fault == "ok":
            self._send(handler, status, data, headers)
        elif fault == "truncated":
            self._send(handler, status, half, headers)
        elif fault == "truncated_nolength":
            self._send(handler, status, half, headers, length=False)
        elif fault == "cutoff":
            handler.send_response(status)
            handler.send_header("content-type", "application/json")
            handler.send_header("content-length", str(len(data)))
            handler.end_headers()
            handler.wfile.write(half)
            handler.close_connection = True
        else:
            raise AssertionError(f"unknown fault {fault!r}")

    @staticmethod
    def _send(
        handler: BaseHTTPRequestHandler,
        status: int,
        data: bytes,
        headers: dict[str, str],
        *,
        length: bool = True,
    ) -> None:
        handler.send_response(status)
        handler.send_header("content-type", "application/json")
        for name, value in headers.items():
            handler.send_header(name, value)
        if length:
            handler.send_header("content-length", str(len(data)))
        handler.end_headers()
        handler.wfile.write(data)


@pytest.fixture(scope="module")
def warm_server(llama_server: LlamaServer) -> LlamaServer:
    """The llama server with this module's prompt in its cache: one real call up front, so
    a forwarded answer takes a second or two and fits `SHORT_TIMEOUT` in any test order."""
    warming = FaultProxy(llama_server.base_url)
    try:
        drive(runtime_via(warming), GOAL, "run")
    finally:
        warming.close()
    assert [e.status for e in warming.exchanges] == [200]
    return llama_server


@pytest.fixture
def proxy(warm_server: LlamaServer) -> Iterator[FaultProxy]:
    """A fresh fault proxy in front of the session's llama server."""
    opened = FaultProxy(warm_server.base_url)
    yield opened
    opened.close()


def model_via(proxy: FaultProxy, **options: Any) -> OpenAIModel:
    options.setdefault("timeout", 60.0)
    return openai_compatible(
        "smollm2",
        proxy.base_url,
        schema_format="json_object",
        seed=0,
        temperature=0.2,
        **options,
    )


def runtime_via(
    proxy: FaultProxy,
    *,
    guards: Guards = FAST,
    budgets: Budgets | None = None,
    **options: Any,
) -> Runtime:
    """A small agent (one ``echo`` tool) on the real model, through the proxy."""

    @tool
    def echo(text: str) -> str:
        """Repeat the text back.

        Args:
            text: what to repeat.
        """
        return text

    budgets = budgets or Budgets(max_steps=1, max_output_tokens=80, timeout_seconds=60)
    return Runtime(
        model_via(proxy, **options),
        [echo],
        validators=[NonEmptyAnswer()],
        budgets=budgets,
        guards=guards,
    )


def replies(result: RunResult) -> list[Any]:
    """The events of model replies the runtime accepted: decisions and unusable outputs.

    (A ``model_failed`` event that ends the run for a provider fault has ``attempts``.)
    """
    events = events_of(result, "model_decision", "model_failed")
    return [e for e in events if "attempts" not in e.data]


def check_billed_exactly(result: RunResult, exchanges: list[Exchange]) -> None:
    """The state holds the usage of exactly these answers, each billed once."""
    usages = [e.usage for e in exchanges]
    assert all(u is not None for u in usages), usages
    assert result.state.input_tokens == sum(u["prompt_tokens"] for u in usages if u)
    assert result.state.output_tokens == sum(u["completion_tokens"] for u in usages if u)
    accepted = replies(result)  # and the trace says so, reply by reply
    assert [e.data["input_tokens"] for e in accepted] == [u["prompt_tokens"] for u in usages if u]
    assert [e.data["output_tokens"] for e in accepted] == [
        u["completion_tokens"] for u in usages if u
    ]


HOWS = ("run", "arun")
HOW = pytest.mark.parametrize("how", HOWS)


# -- retried, then the run goes on -------------------------------------------------------

RETRYABLE = {
    "429": ("rate_limit", 429),
    "500": ("server_error", 500),
    "timeout": ("timeout", None),
    "truncated": ("bad_response", None),
    "truncated_nolength": ("bad_response", None),
}


@pytest.mark.integration
@pytest.mark.parametrize(
    ("fault", "how"),
    [
        *[(fault, how) for fault in ("429", "500", "timeout", "truncated") for how in HOWS],
        ("truncated_nolength", "run"),  # the same path as "truncated" once the body is read
    ],
)
def test_a_retryable_fault_is_retried_once_then_the_run_proceeds(proxy, fault, how):
    proxy.script = [fault, "ok"]
    timeout = SHORT_TIMEOUT if fault == "timeout" else 60.0
    result = drive(runtime_via(proxy, timeout=timeout), GOAL, how)

    (retry,) = events_of(result, "model_retry")
    kind, status = RETRYABLE[fault]
    assert retry.data["error"] == kind
    assert retry.data["status"] == status
    assert retry.data["attempt"] == 1
    assert retry.data["retry_in"] == 0.01
    assert retry.data["step"] == 1
    assert proxy.base_url in retry.data["message"]
    assert [e.fault for e in proxy.exchanges] == [fault, "ok"]
    assert proxy.exchanges[0].request == proxy.exchanges[1].request  # the same call again
    assert len(events_of(result, "model_requested")) == 1  # one step, two attempts
    assert len(replies(result)) == 1  # the forwarded answer was accepted
    assert result.state.termination_kind != "provider_error"
    check_billed_exactly(result, proxy.forwarded)  # a broken answer bills nothing
    assert result.state.input_tokens > 0


@pytest.mark.integration
@HOW
def test_backoff_doubles_and_a_retry_after_header_is_honoured(proxy, how):
    proxy.script = ["500", "500", ("429", {"retry-after": "0.2"}), "ok"]
    result = drive(runtime_via(proxy), GOAL, how)

    retries = [
        (e.data["attempt"], e.data["error"], e.data["status"], e.data["retry_in"])
        for e in events_of(result, "model_retry")
    ]
    assert retries == [
        (1, "server_error", 500, 0.01),
        (2, "server_error", 500, 0.02),
        (3, "rate_limit", 429, 0.2),
    ]
    assert len(proxy.exchanges) == 4
    assert len(replies(result)) == 1
    check_billed_exactly(result, proxy.forwarded)


@pytest.mark.integration
def test_a_response_cut_off_mid_body_is_a_bad_response_not_an_unreachable_server(proxy):
    """The server answered and the body broke off (``content-length`` not reached): that is
    a garbled response (``bad_response``), not "cannot reach ... start the server"."""
    proxy.script = ["cutoff", "ok"]
    result = drive(runtime_via(proxy), GOAL, "run")

    (retry,) = events_of(result, "model_retry")
    assert len(replies(result)) == 1  # retried, then the run went on: that part holds
    check_billed_exactly(result, proxy.forwarded)
    assert "start the server" not in retry.data["message"], retry.data["message"]
    assert retry.data["error"] == "bad_response", retry.data


# -- retries exhausted, or not worth it ----------------------------------------------------


@pytest.mark.integration
@HOW
def test_retries_exhausted_fail_the_run_with_the_status(proxy, how):
    guards = Guards(max_model_retries=2, model_backoff_seconds=0.01)
    proxy.script = ["500", "500", "500", "ok"]
    result = drive(runtime_via(proxy, guards=guards), GOAL, how)

    assert result.status == "failed"
    assert result.state.termination_kind == "provider_error"
    reason = result.state.termination_reason
    assert "after 3 attempts" in reason
    assert "answered 500" in reason
    assert ERRORS["500"] in reason
    assert [e.data["attempt"] for e in events_of(result, "model_retry")] == [1, 2]
    (failed,) = events_of(result, "model_failed")
    assert (failed.data["error"], failed.data["status"], failed.data["attempts"]) == (
        "server_error",
        500,
        3,
    )
    assert len(proxy.exchanges) == 3  # the 'ok' was never asked for
    assert result.state.total_tokens == 0


@pytest.mark.integration
@HOW
@pytest.mark.parametrize(
    ("fault", "kind", "extra"),
    [("401", "auth", "check the API key"), ("400", "invalid_request", None)],
)
def test_an_auth_error_or_bad_request_fails_the_run_at_once(proxy, how, fault, kind, extra):
    proxy.script = [fault, "ok"]
    result = drive(runtime_via(proxy), GOAL, how)

    assert result.status == "failed"
    assert result.state.termination_kind == "provider_error"
    reason = result.state.termination_reason
    assert f"{proxy.base_url} answered {fault}: {ERRORS[fault]}" in reason
    if extra:
        assert extra in reason
    assert "attempts" not in reason
    assert not events_of(result, "model_retry")
    (failed,) = events_of(result, "model_failed")
    assert (failed.data["error"], failed.data["status"], failed.data["attempts"]) == (
        kind,
        int(fault),
        1,
    )
    assert len(proxy.exchanges) == 1
    assert result.state.total_tokens == 0


# -- the time budget bounds every wait ------------------------------------------------------


@pytest.mark.integration
@HOW
def test_a_long_retry_after_ends_the_run_by_time_without_sleeping(proxy, how):
    guards = Guards(model_backoff_seconds=0.01, model_backoff_max_seconds=60)
    budgets = Budgets(max_steps=3, timeout_seconds=2.0)
    proxy.script = [("429", {"retry-after": "30"})]
    started = time.monotonic()
    result = drive(runtime_via(proxy, guards=guards, budgets=budgets), GOAL, how)
    elapsed = time.monotonic() - started

    assert result.status == "stopped"
    assert result.state.termination_kind == "time"
    assert "waiting 30s to retry the model (rate_limit)" in result.state.termination_reason
    (retry,) = events_of(result, "model_retry")
    assert retry.data["retry_in"] == 30
    assert len(proxy.exchanges) == 1
    assert elapsed < 2.0 + 2.0


@pytest.mark.integration
@HOW
def test_a_hanging_server_ends_the_run_by_time(proxy, how):
    """The adapter's own timeout (60 s) is longer than the run's: the run's wins."""
    budgets = Budgets(max_steps=3, timeout_seconds=2.0)
    proxy.script = ["timeout", "timeout"]
    started = time.monotonic()
    result = drive(runtime_via(proxy, budgets=budgets, timeout=60.0), GOAL, how)
    elapsed = time.monotonic() - started

    assert result.status == "stopped"
    assert result.state.termination_kind == "time"
    assert "time budget of 2s reached" in result.state.termination_reason
    assert not events_of(result, "model_decision")
    assert result.state.total_tokens == 0
    assert elapsed < 2.0 + 2.0


@pytest.mark.integration
def test_backoff_never_sleeps_past_the_time_budget(proxy):
    guards = Guards(max_model_retries=10, model_backoff_seconds=0.4, model_backoff_max_seconds=10)
    budgets = Budgets(max_steps=3, timeout_seconds=2.5)
    proxy.script = ["500"] * 11
    started = time.monotonic()
    result = drive(runtime_via(proxy, guards=guards, budgets=budgets), GOAL, "run")
    elapsed = time.monotonic() - started

    assert result.status == "stopped"
    assert result.state.termination_kind == "time"
    delays = [e.data["retry_in"] for e in events_of(result, "model_retry")]
    assert delays[:2] == [0.4, 0.8]  # then the next wait would not fit
    assert sum(delays[:-1]) < 2.5
    assert len(proxy.exchanges) == len(delays)
    assert elapsed < 2.5 + 2.0


# -- an answer without choices ------------------------------------------------------------


@pytest.mark.integration
@HOW
def test_an_answer_without_choices_is_billed_and_the_run_continues(proxy, how):
    budgets = Budgets(max_steps=2, max_output_tokens=80, timeout_seconds=60)
    proxy.script = ["empty_choices", "ok"]
    result = drive(runtime_via(proxy, budgets=budgets), GOAL, how)

    assert not events_of(result, "model_retry")
    first = [e for e in replies(result) if e.data["step"] == 1]
    assert [e.event_type for e in first] == ["model_failed"]
    assert "no choices" in first[0].data["message"]
    assert result.state.termination_kind != "provider_error"
    assert [e.fault for e in proxy.exchanges] == ["empty_choices", "ok"]
    assert result.state.step == 2  # the run asked again
    check_billed_exactly(result, proxy.exchanges)  # 321 + 7 tokens, then the real answer
    observation = next(o for o in result.state.observations if o.name == "model_output")
    assert not observation.ok
    assert "no choices" in (observation.error_message or "")


@pytest.mark.integration
def test_a_billed_reply_that_fails_records_its_usage_in_the_trace(proxy):
    """The state bills an unusable reply; its ``model_failed`` event must say how much, as a
    ``model_decision`` event does, so the trace accounts for every token billed."""
    budgets = Budgets(max_steps=1, max_output_tokens=80, timeout_seconds=60)
    proxy.script = ["empty_choices"]
    result = drive(runtime_via(proxy, budgets=budgets), GOAL, "run")

    assert result.state.input_tokens == EMPTY_USAGE["prompt_tokens"]
    (failed,) = events_of(result, "model_failed")
    assert failed.data.get("input_tokens") == EMPTY_USAGE["prompt_tokens"], failed.data
    assert failed.data.get("output_tokens") == EMPTY_USAGE["completion_tokens"]
