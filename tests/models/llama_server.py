"""A real OpenAI-compatible HTTP server for the tests: llama-cpp-python's, over SmolLM2.

``python -m llama_cpp.server`` runs in a child process on a free port of 127.0.0.1;
`LlamaServer.start` returns once ``GET /v1/models`` answers, or fails with the tail of
the server's output. Imported as a plain module (``from llama_server import ...``); it
defines no fixtures. `drive` runs a runtime with ``run`` or ``arun``.
"""

from __future__ import annotations

import asyncio
import json
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path
from typing import Any

from keel import RunResult, Runtime

READY_TIMEOUT = 60.0
"""Seconds to wait for the server to answer ``GET /v1/models``."""


def free_port() -> int:
    """A TCP port on 127.0.0.1 that nothing listens on right now."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


class LlamaServer:
    """One ``llama_cpp.server`` child process.

    Args:
        model_path: the GGUF file to serve.
        n_ctx: context window in tokens.
        seed: the server's default sampling seed (requests may set their own).
        chat_format: a llama-cpp-python chat format (default: the model's own template).
        n_threads: CPU threads (generation and prompt); 1 is fastest on a busy machine.
    """

    def __init__(
        self,
        model_path: Path,
        *,
        n_ctx: int = 8192,
        seed: int = 0,
        chat_format: str | None = None,
        n_threads: int = 1,
    ) -> None:
        self.model_path = model_path
        self.port = free_port()
        self.base_url = f"http://127.0.0.1:{self.port}/v1"
        self.args = [
            sys.executable,
            "-m",
            "llama_cpp.server",
            "--model",
            str(model_path),
            "--host",
            "127.0.0.1",
            "--port",
            str(self.port),
            "--n_ctx",
            str(n_ctx),
            "--seed",
            str(seed),
            "--n_threads",
            str(n_threads),
            "--n_threads_batch",
            str(n_threads),
            "--verbose",
            "False",
        ]
        if chat_format is not None:
            self.args += ["--chat_format", chat_format]
        self._logdir = Path(tempfile.mkdtemp(prefix="keel-llama-server-"))
        self.log_path = self._logdir / "server.log"
        self.process: subprocess.Popen[bytes] | None = None

    def start(self, timeout: float = READY_TIMEOUT) -> LlamaServer:
        """Start the server and wait until it answers; raises RuntimeError if it does not."""
        with self.log_path.open("wb") as log:
            self.process = subprocess.Popen(
                self.args, stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL
            )
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            code = self.process.poll()
            if code is not None:
                tail = self.log_tail()
                self.stop()
                raise RuntimeError(
                    f"llama_cpp.server exited with code {code} before it was ready\n"
                    f"command: {' '.join(self.args)}\n{tail}"
                )
            if self.models() is not None:
                return self
            time.sleep(0.2)
        tail = self.log_tail()
        self.stop()
        raise RuntimeError(
            f"llama_cpp.server did not answer GET {self.base_url}/models within {timeout:g}s\n"
            f"command: {' '.join(self.args)}\n{tail}"
        )

    def models(self) -> list[str] | None:
        """The model ids ``GET /v1/models`` lists, or None if the server does not answer."""
        try:
            with urllib.request.urlopen(f"{self.base_url}/models", timeout=2) as response:
                body = json.loads(response.read())
        except (OSError, ValueError):  # URLError, refused, reset, timeout, bad JSON
            return None
        return [str(item.get("id")) for item in body.get("data", [])]

    def log_tail(self, lines: int = 40) -> str:
        """The last lines the server printed (stdout and stderr)."""
        try:
            text = self.log_path.read_text(encoding="utf-8", errors="replace")
        except OSError:
            return "(no server output)"
        tail = text.splitlines()[-lines:]
        return "server output (last lines):\n" + "\n".join(tail)

    def stop(self) -> None:
        """Terminate the server (kill it if it does not exit within 10 s); drop its log."""
        process, self.process = self.process, None
        if process is not None and process.poll() is None:
            process.terminate()
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait(timeout=10)
        shutil.rmtree(self._logdir, ignore_errors=True)


def closed_port_url() -> str:
    """A base URL on 127.0.0.1 where nothing listens (connections are refused)."""
    return f"http://127.0.0.1:{free_port()}/v1"


def drive(runtime: Runtime, goal: str, how: str) -> RunResult:
    """``runtime.run(goal)`` or, for ``how == "arun"``, ``runtime.arun(goal)`` in a new loop.

    The OpenAI clients the model made for itself are closed afterwards, the async one
    inside its loop (an open connection would leak into the next test).
    """
    model: Any = runtime.model
    if how == "run":
        try:
            return runtime.run(goal)
        finally:
            if getattr(model, "_client", None) is not None:
                model._client.close()
    assert how == "arun", how

    async def arun() -> RunResult:
        try:
            return await runtime.arun(goal)
        finally:
            if getattr(model, "_async_client", None) is not None:
                await model._async_client.close()

    return asyncio.run(arun())
