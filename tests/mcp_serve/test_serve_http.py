"""``keel mcp serve --http HOST:PORT``: streamable HTTP, driven by the mcp SDK's client."""

from __future__ import annotations

import json
import signal
import socket
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path

import anyio
import pytest
from mcp import Client
from serve_helpers import FOLDER_IDS, GROWTH, ROOT, serve_args, server_env, structured

from keel.cli import main

pytestmark = pytest.mark.integration


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def wait_until_listening(server: subprocess.Popen[str], port: int) -> None:
    """Poll until the port accepts connections (or the server exits: fail with its stderr)."""
    for _ in range(600):
        if server.poll() is not None:
            pytest.fail(f"the server exited {server.returncode}: {server.communicate()[1]}")
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            return
        except OSError:
            time.sleep(0.1)
    pytest.fail("the server never listened")


@pytest.fixture
def http_server(tmp_path: Path) -> Iterator[tuple[subprocess.Popen[str], str]]:
    port = free_port()
    server = subprocess.Popen(
        serve_args("--http", f"127.0.0.1:{port}"),
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=server_env(tmp_path) | {"PATH": "/usr/bin:/bin"},
        cwd=ROOT,
    )
    try:
        wait_until_listening(server, port)
        yield server, f"http://127.0.0.1:{port}/mcp"
    finally:
        if server.poll() is None:
            server.kill()
            server.communicate()


def test_ask_over_streamable_http_then_ctrl_c_stops_the_server(
    http_server, tmp_path, monkeypatch, capsys
):
    server, url = http_server

    async def go() -> tuple[set[str], dict[str, object]]:
        async with Client(url, mode="legacy") as client:
            tools = {tool.name for tool in (await client.list_tools()).tools}
            result = await client.call_tool("ask", {"question": GROWTH, "max_steps": 11})
            assert result.is_error is False
            return tools, structured(result)

    tools, content = anyio.run(go)
    assert tools == {"ask", "reply", "search"}
    assert content["status"] == "completed"
    assert "25%" in str(content["answer"])
    cited = {c["doc_id"] for c in content["citations"]}  # type: ignore[attr-defined]
    assert cited == {"annual-2023", "annual-2024"} <= FOLDER_IDS
    assert content["usage"]["max_steps"] == 11  # type: ignore[index]

    server.send_signal(signal.SIGINT)
    out, err = server.communicate(timeout=60)
    assert server.returncode == 130, err
    assert out == ""
    assert "interrupted; the MCP server stopped" in err

    monkeypatch.setenv("KEEL_HOME", str(tmp_path))
    monkeypatch.delenv("KEEL_STORE", raising=False)
    assert main(["runs", "--json"]) == 0
    runs = json.loads(capsys.readouterr().out)
    assert [(run["run_id"], run["status"]) for run in runs] == [(content["run_id"], "completed")]
