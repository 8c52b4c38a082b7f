"""Real MCP servers for the tests of `keel.mcp` (the fixtures are in ``conftest.py``).

- ``mcp-server-time`` over stdio (installed with the dev extras), started by keel itself as
  ``[sys.executable, "-m", "mcp_server_time"]``;
- ``mcp_test_server.py`` (the SDK's server API) over streamable HTTP: `start_http_server`
  runs it with uvicorn in a subprocess on a free port, waits until it answers, and the
  fixtures kill it at teardown; the same file over stdio (``--stdio``) for a server that
  keel starts, crashes or hangs.

This folder has no ``__init__.py`` (it would be a package named like the SDK's ``mcp``), so
its modules are named ``mcp_*`` / ``test_mcp_*`` to stay unique across the test suite.
"""

from __future__ import annotations

import contextlib
import json
import os
import shlex
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
TEST_SERVER = HERE / "mcp_test_server.py"
TIME_COMMAND = (sys.executable, "-m", "mcp_server_time")
"""mcp-server-time, as installed in this interpreter's environment."""


def stdio_test_server(*extra: str) -> tuple[str, ...]:
    """The command line of the test server over stdio."""
    return (sys.executable, str(TEST_SERVER), "--stdio", *extra)


def command_line(command: tuple[str, ...] | list[str]) -> str:
    """One string a shell (and ``--mcp``) would split back into ``command``."""
    return shlex.join(command)


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@dataclass
class HttpServer:
    """The test server running over streamable HTTP in a subprocess."""

    process: subprocess.Popen[bytes]
    port: int
    log: Path

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/mcp"

    def state(self) -> dict[str, Any]:
        with urllib.request.urlopen(f"http://127.0.0.1:{self.port}/state", timeout=10) as reply:
            return json.loads(reply.read())  # type: ignore[no-any-return]

    def reset(self) -> None:
        request = urllib.request.Request(f"http://127.0.0.1:{self.port}/reset", method="POST")
        with urllib.request.urlopen(request, timeout=10):
            pass

    def effects(self) -> list[dict[str, Any]]:
        return list(self.state()["effects"])

    def calls(self, tool: str | None = None) -> list[dict[str, Any]]:
        return [c for c in self.state()["calls"] if tool is None or c["tool"] == tool]

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(5)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(5)


def start_http_server(folder: Path) -> HttpServer:
    """Start the test server over HTTP on a free port; return once it answers."""
    port = free_port()
    log = folder / f"mcp-http-{port}.log"
    with log.open("wb") as sink:
        process = subprocess.Popen(
            [sys.executable, str(TEST_SERVER), "--port", str(port)],
            stdout=sink,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
    server = HttpServer(process, port, log)
    deadline = time.monotonic() + 30
    while True:
        if process.poll() is not None:
            raise RuntimeError(f"the test MCP server exited: {log.read_text()[-2000:]}")
        try:
            server.state()
            return server
        except OSError as error:
            if time.monotonic() > deadline:
                server.stop()
                raise RuntimeError(
                    f"the test MCP server did not answer: {log.read_text()}"
                ) from error
            time.sleep(0.1)


def alive(pid: int) -> bool:
    """Whether process ``pid`` runs (a zombie counts as gone)."""
    try:
        status = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return status.rsplit(")", 1)[-1].split()[0] != "Z"


def children_running(marker: str) -> list[int]:
    """Pids of this process's children whose command line contains ``marker``."""
    me = os.getpid()
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
            cmdline = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode()
        except OSError:
            continue
        fields = stat.rsplit(")", 1)[-1].split()
        if int(fields[1]) == me and fields[0] != "Z" and marker in cmdline:
            found.append(int(entry.name))
    return found


def wait_until(condition: Any, seconds: float = 15.0) -> bool:
    deadline = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > deadline:
            return False
        time.sleep(0.05)
    return True


@contextlib.contextmanager
def killed_at_exit(pid: int) -> Iterator[None]:
    """Make sure a process a test started is gone when the test ends."""
    try:
        yield
    finally:
        with contextlib.suppress(OSError):
            os.kill(pid, signal.SIGKILL)
