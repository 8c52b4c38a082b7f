"""Stopping ``keel mcp serve`` over stdio while a client keeps stdin open: a second signal
during the stop does not lose the run in progress, and a caller running the command
in-process with threads of its own gets 130 back instead of the process ending."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
import textwrap
import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest
from serve_helpers import GROWTH, REPORTS, keel_command, serve_args, server_env, spawn

pytestmark = pytest.mark.integration


class _SlowModel(BaseHTTPRequestHandler):
    """An OpenAI-compatible chat endpoint that takes 3 s and asks for ``search_kb``."""

    def log_message(self, *args: object) -> None:
        """Quiet."""

    def do_POST(self) -> None:
        self.rfile.read(int(self.headers.get("content-length", 0)))
        time.sleep(3)
        call = {"name": "search_kb", "arguments": json.dumps({"query": "revenue 2024"})}
        message = {"role": "assistant", "content": None, "tool_calls": []}
        message["tool_calls"] = [{"id": "c1", "type": "function", "function": call}]
        body = json.dumps(
            {
                "id": "x",
                "object": "chat.completion",
                "created": 0,
                "model": "m",
                "choices": [{"index": 0, "finish_reason": "tool_calls", "message": message}],
                "usage": {"prompt_tokens": 10, "completion_tokens": 5, "total_tokens": 15},
            }
        ).encode()
        self.send_response(200)
        self.send_header("content-type", "application/json")
        self.send_header("content-length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


@pytest.fixture
def slow_model() -> Iterator[str]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), _SlowModel)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"openai-compatible:m@http://127.0.0.1:{server.server_address[1]}/v1?mode=tools"
    server.shutdown()
    server.server_close()


def _send(server: subprocess.Popen[str], *messages: dict[str, object]) -> None:
    assert server.stdin is not None
    for message in messages:
        server.stdin.write(json.dumps({"jsonrpc": "2.0", **message}) + "\n")
    server.stdin.flush()


def test_a_second_ctrl_c_while_stopping_still_records_the_run_cancelled(tmp_path, slow_model):
    env = server_env(tmp_path) | {"PATH": "/usr/bin:/bin", "OPENAI_API_KEY": "x"}
    server = spawn(serve_args("--model", slow_model), env)  # stdin kept open throughout
    try:
        assert server.stderr is not None
        assert server.stdout is not None
        assert "serving the research agent" in server.stderr.readline()
        hello = {"protocolVersion": "2025-06-18", "capabilities": {}}
        hello["clientInfo"] = {"name": "raw", "version": "0"}
        _send(server, {"id": 1, "method": "initialize", "params": hello})
        assert json.loads(server.stdout.readline())["id"] == 1
        ask = {"name": "ask", "arguments": {"question": GROWTH}}
        _send(
            server,
            {"method": "notifications/initialized"},
            {"id": 2, "method": "tools/call", "params": ask},
        )
        time.sleep(1.5)  # the run waits on the slow model
        server.send_signal(signal.SIGINT)
        time.sleep(0.5)  # the stop waits for the run to record itself
        server.send_signal(signal.SIGINT)
        code = server.wait(timeout=60)
        err = server.communicate(timeout=10)[1]
    finally:
        if server.poll() is None:
            server.kill()
            server.communicate()
    assert code == 130
    assert "Traceback" not in err
    listed = subprocess.run(
        [*keel_command(), "runs", "--json"], env=env, capture_output=True, text=True, check=True
    )
    assert [run["status"] for run in json.loads(listed.stdout)] == ["cancelled"]


CALLER = textwrap.dedent(
    """
    import os, signal, sys, threading
    from keel.cli import main

    stop = threading.Event()
    threading.Thread(target=stop.wait, name="the caller's own").start()  # not a daemon
    threading.Timer(2.0, lambda: os.kill(os.getpid(), signal.SIGINT)).start()
    try:
        print("main returned", main(["mcp", "serve", "--kb", sys.argv[1]]), flush=True)
    finally:
        stop.set()
    """
)


def test_an_in_process_caller_with_threads_of_its_own_gets_130_back(tmp_path):
    script = tmp_path / "caller.py"
    script.write_text(CALLER)
    env = server_env(tmp_path) | {"PATH": "/usr/bin:/bin"}
    # stdin open while it serves: the SDK's reader waits on it
    caller = spawn([sys.executable, str(script), str(REPORTS)], env)
    try:
        assert caller.stdout is not None
        # Not ended by the command: the caller's own code runs on with the exit code.
        assert caller.stdout.readline().strip() == "main returned 130"
    finally:
        # Its exit may still wait on the SDK's idle worker threads (anyio does not stop
        # them when its loop is interrupted); that is the caller's to handle.
        caller.kill()
        err = caller.communicate()[1]
    assert "the MCP server stopped" in err
