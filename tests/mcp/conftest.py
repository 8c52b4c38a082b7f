"""Fixtures of real MCP servers for the tests of `keel.mcp` (see ``mcp_support.py``).

Nothing is mocked: mcp-server-time over stdio, and ``mcp_test_server.py`` over streamable
HTTP (uvicorn in a subprocess on a free port, killed at teardown) or over stdio.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from mcp_support import HttpServer, start_http_server


@pytest.fixture(scope="module")
def http_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[HttpServer]:
    """One HTTP test server for a module's tests (state cleared by ``served``)."""
    server = start_http_server(tmp_path_factory.mktemp("mcp-http"))
    yield server
    server.stop()


@pytest.fixture
def served(http_server: HttpServer) -> HttpServer:
    """The module's HTTP test server, with nothing recorded yet."""
    if http_server.process.poll() is not None:  # a test killed it: start another
        restarted = start_http_server(http_server.log.parent)
        http_server.process, http_server.port = restarted.process, restarted.port
    http_server.reset()
    return http_server


@pytest.fixture
def fresh_http_server(tmp_path: Path) -> Iterator[HttpServer]:
    """An HTTP test server of this test's own (for tests that crash it)."""
    server = start_http_server(tmp_path)
    yield server
    server.stop()
