"""llama.cpp's own C++ ``llama-server``, serving the Anthropic Messages API, for the tests.

``scripts/llama-server.sh`` builds the binary once per llama.cpp version and prints its
folder (the binary and a ChatML chat template with tool calls); the Makefile passes that
folder as ``KEEL_LLAMA_SERVER_DIR``. `LlamaCppServer` runs it over SmolLM2-135M-Instruct
on a free port of 127.0.0.1 and `LlamaCppServer.start` returns once ``GET /health``
answers 200 (503 while the model loads), or raises RuntimeError with the tail of the
server's log. `Exchanges` records every response the server sends to ``POST
/v1/messages`` through an ``httpx2`` event hook, so tests can compare what keel reports
with what the server said. Imported as a plain module; it defines no fixtures.
"""

from __future__ import annotations

import json
import os
import socket
import subprocess
import time
import urllib.error
import urllib.request
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager, contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import anthropic
import httpx2

from keel.models.anthropic import AnthropicModel

ENV = "KEEL_LLAMA_SERVER_DIR"
READY_TIMEOUT = 120.0
"""Seconds to wait for ``GET /health`` to answer 200 (the model loads in a few)."""
TUNING = ("-t", "1", "-tb", "2", "-np", "1")
"""One thread to generate, two for prompts: on a 2-core machine under load, ``-t 2``
generated at 4-14 tokens/s against 35-50 with ``-t 1`` (threads spin at barriers when
other processes hold the cores), while prompt processing still gains from 2. One slot:
with the default four, a request arriving while the warm slot is still busy (a retry
after a client timeout) lands in a cold one and re-reads the whole ~1,200-token prompt,
which took 40 s under load; with one it queues for the slot that has the prompt cached."""


def server_folder() -> Path:
    """The folder ``scripts/llama-server.sh`` printed, checked.

    Raises:
        RuntimeError: ``KEEL_LLAMA_SERVER_DIR`` is unset or lacks the binary or template.
    """
    value = os.environ.get(ENV)
    how = f"run: {ENV}=$(scripts/llama-server.sh .venv/bin/python) pytest ... (or make test)"
    if not value:
        raise RuntimeError(f"{ENV} is not set; {how}")
    folder = Path(value)
    binary = folder / "llama-server"
    if not (binary.is_file() and os.access(binary, os.X_OK)):
        raise RuntimeError(f"no executable llama-server in {ENV}={folder}; {how}")
    if not (folder / "chatml-tools.jinja").is_file():
        raise RuntimeError(f"no chatml-tools.jinja in {ENV}={folder}; {how}")
    return folder


def free_port() -> int:
    """A TCP port on 127.0.0.1 that nothing listens on right now."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


class LlamaCppServer:
    """One ``llama-server`` child process.

    Args:
        folder: from `server_folder`.
        model_path: the GGUF file to serve (``find_model("smollm2")``).
        log_dir: where the server's output goes (``server.log``).
        api_key: if set, every request must carry it (``--api-key``).
        n_ctx: context window in tokens, shared by the server's slots.
    """

    def __init__(
        self,
        folder: Path,
        model_path: Path,
        log_dir: Path,
        *,
        api_key: str | None = None,
        n_ctx: int = 4096,
    ) -> None:
        self.folder, self.model_path, self.api_key, self.n_ctx = folder, model_path, api_key, n_ctx
        self.log_path = log_dir / "server.log"
        self.port = 0
        self.process: subprocess.Popen[bytes] | None = None

    @property
    def base_url(self) -> str:
        """``http://127.0.0.1:PORT``: the Anthropic SDK adds ``/v1/messages``."""
        return f"http://127.0.0.1:{self.port}"

    def command(self) -> list[str]:
        """The command line, for the current port."""
        args = [
            str(self.folder / "llama-server"),
            "-m",
            str(self.model_path),
            "--host",
            "127.0.0.1",
            "--port",
            str(self.port),
            "-c",
            str(self.n_ctx),
            *TUNING,
            "--alias",
            "smollm2",
            "--chat-template-file",
            str(self.folder / "chatml-tools.jinja"),
            "--no-webui",
        ]
        return args + (["--api-key", self.api_key] if self.api_key else [])

    def start(self, timeout: float = READY_TIMEOUT, attempts: int = 3) -> LlamaCppServer:
        """Start the server and wait until it is ready; a lost port race is retried.

        Raises:
            RuntimeError: it exited early or did not get ready in time (with its log tail).
        """
        for attempt in range(1, attempts + 1):
            self.port = free_port()
            with self.log_path.open("ab") as log:
                log.write(f"$ {' '.join(self.command())}\n".encode())
                log.flush()
                started_at = log.tell()
                self.process = subprocess.Popen(
                    self.command(), stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL
                )
            deadline = time.monotonic() + timeout
            while time.monotonic() < deadline:
                code = self.process.poll()
                if code is not None:
                    self.process = None
                    if attempt < attempts and "couldn't bind" in self._output(started_at):
                        break  # another process took the port: try a new one
                    raise RuntimeError(
                        f"llama-server exited with code {code} before it was ready\n"
                        f"{self.log_tail()}"
                    )
                if self.health() == 200:
                    return self
                time.sleep(0.2)
            else:
                self.stop()
                raise RuntimeError(
                    f"llama-server did not answer GET {self.base_url}/health with 200 within "
                    f"{timeout:g}s\n{self.log_tail()}"
                )
        raise AssertionError("unreachable: the last attempt returns or raises")

    def health(self) -> int | None:
        """The status of ``GET /health`` (200 ready, 503 loading), None if no answer."""
        try:
            with urllib.request.urlopen(f"{self.base_url}/health", timeout=2) as response:
                return int(response.status)
        except urllib.error.HTTPError as error:
            error.close()
            return int(error.code)
        except OSError:  # refused, reset, timed out
            return None

    def log_tail(self, lines: int = 40) -> str:
        """The last lines the server printed."""
        try:
            text = self.log_path.read_text(encoding="utf-8", errors="replace")
        except OSError:
            return "(no server output)"
        return f"server log {self.log_path} (last lines):\n" + "\n".join(text.splitlines()[-lines:])

    def _output(self, offset: int) -> str:
        with self.log_path.open("rb") as log:
            log.seek(offset)
            return log.read().decode("utf-8", errors="replace")

    def stop(self) -> None:
        """Terminate the server (kill it if it does not exit within 10 s)."""
        process, self.process = self.process, None
        if process is None:
            return
        if process.poll() is None:
            process.terminate()
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                process.kill()
        process.wait(timeout=10)


@dataclass(frozen=True, slots=True)
class Exchange:
    """One response to ``POST /v1/messages``: HTTP status and decoded body."""

    status: int
    body: Any

    @property
    def usage(self) -> dict[str, int]:
        """The body's ``usage`` (a 200 reply)."""
        return dict(self.body["usage"])

    @property
    def prompt_tokens(self) -> int:
        """Every input token the server counted: ``input_tokens`` excludes cache reads."""
        usage = self.usage
        return (
            usage["input_tokens"]
            + usage.get("cache_read_input_tokens", 0)
            + usage.get("cache_creation_input_tokens", 0)
        )

    @property
    def tool_uses(self) -> list[dict[str, Any]]:
        """The ``tool_use`` content blocks, in order."""
        return [block for block in self.body["content"] if block.get("type") == "tool_use"]


class Exchanges:
    """Records every ``/v1/messages`` response an ``httpx2`` client with its hooks receives."""

    def __init__(self) -> None:
        self.all: list[Exchange] = []

    @property
    def replies(self) -> list[Exchange]:
        """The 200 responses."""
        return [exchange for exchange in self.all if exchange.status == 200]

    def record(self, response: httpx2.Response) -> None:
        """Sync ``response`` hook."""
        if response.request.url.path.endswith("/v1/messages"):
            response.read()
            self._add(response)

    async def arecord(self, response: httpx2.Response) -> None:
        """Async ``response`` hook."""
        if response.request.url.path.endswith("/v1/messages"):
            await response.aread()
            self._add(response)

    def _add(self, response: httpx2.Response) -> None:
        try:
            body: Any = json.loads(response.content)
        except ValueError:
            body = response.text
        self.all.append(Exchange(response.status_code, body))


@contextmanager
def sync_model(
    server: LlamaCppServer, exchanges: Exchanges, *, api_key: str, **options: Any
) -> Iterator[AnthropicModel]:
    """An `AnthropicModel` on ``server`` whose sync client records into ``exchanges``;
    its async client is `Unusable` (outside an event loop keel must use the sync one)."""
    client = anthropic.Anthropic(
        base_url=server.base_url,
        api_key=api_key,
        max_retries=0,
        http_client=httpx2.Client(event_hooks={"response": [exchanges.record]}),
    )
    try:
        yield AnthropicModel(
            "smollm2",
            base_url=server.base_url,
            api_key=api_key,
            client=client,
            async_client=Unusable("async"),
            **options,
        )
    finally:
        client.close()


@asynccontextmanager
async def async_model(
    server: LlamaCppServer, exchanges: Exchanges, *, api_key: str, **options: Any
) -> AsyncIterator[AnthropicModel]:
    """An `AnthropicModel` whose async client records into ``exchanges``; its sync client
    is `Unusable` (inside an event loop keel must use the async one)."""
    client = anthropic.AsyncAnthropic(
        base_url=server.base_url,
        api_key=api_key,
        max_retries=0,
        http_client=httpx2.AsyncClient(event_hooks={"response": [exchanges.arecord]}),
    )
    try:
        yield AnthropicModel(
            "smollm2",
            base_url=server.base_url,
            api_key=api_key,
            client=Unusable("sync"),
            async_client=client,
            **options,
        )
    finally:
        await client.close()


class Unusable:
    """Stands for the client keel must not use; any use fails the run loudly."""

    def __init__(self, which: str) -> None:
        self.which = which

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__"):
            raise AttributeError(name)
        raise AssertionError(f"keel used the {self.which} Anthropic client ({name})")
