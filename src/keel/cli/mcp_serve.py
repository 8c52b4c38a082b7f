"""``keel mcp serve --kb DIR``: the research agent as an MCP server, until stopped.

Over stdio (the default) stdout carries the protocol and nothing else: every message,
warning and log line goes to stderr. With ``--http HOST:PORT`` it serves streamable HTTP
at ``http://HOST:PORT/mcp``. A client closing stdin ends the server with exit 0; Ctrl+C
or SIGTERM with 130. A missing folder, a bad option or model string, an address in use, or no
``mcp`` extra exit 2 before anything is served.
"""

from __future__ import annotations

import ipaddress
import os
import signal
import socket
import sys
import threading
from collections.abc import Callable, Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path
from types import FrameType
from typing import TYPE_CHECKING

from keel.budgets import Budgets
from keel.cli.common import CANCELLED, fail, input_errors, keel_home
from keel.research.home import store_location
from keel.research.mcp_server.service import ResearchService, ServeConfig
from keel.research.models import model_spec

if TYPE_CHECKING:
    from mcp.server.mcpserver import MCPServer

MCP_PACKAGES = frozenset({"mcp", "mcp_types", "uvicorn", "starlette", "sse_starlette", "httpx"})
"""What the ``mcp`` extra installs: one of these missing means the extra is not installed."""


def serve(
    folder: Path,
    *,
    model: str | None,
    max_steps: int | None,
    max_tokens: int | None,
    max_cost: float | None,
    timeout: float | None,
    store: str | None,
    http: str | None,
) -> int:
    """``keel mcp serve`` (options in `keel.cli.commands`): serve until stopped; exit code."""
    with input_errors():
        budgets = Budgets(
            max_steps=max_steps,
            max_tokens=max_tokens,
            max_cost_usd=max_cost,
            timeout_seconds=timeout,
        )
    env = os.environ
    config = ServeConfig(
        folder=folder,
        home=keel_home(env),
        model=model_spec(model, env),
        budgets=budgets,
        store=store_location(store, env),
    )
    return _serve(config, http)


def _serve(config: ServeConfig, http: str | None) -> int:
    """Check the extra and the address, open the service, serve until stopped."""
    build = _server_builder()
    address = None if http is None else _address(http)
    try:
        with ExitStack() as stack:
            stack.enter_context(_terminate_as_interrupt())
            with input_errors():
                service = stack.enter_context(ResearchService.open(config))
            _announce(service, http)
            server = build(service)
            if address is None:
                server.run("stdio")
            else:
                server.run("streamable-http", host=address[0], port=address[1])
    except KeyboardInterrupt:  # while indexing (one transaction: nothing saved) or serving
        print("keel: interrupted; the MCP server stopped", file=sys.stderr)
        return CANCELLED
    return 0


@contextmanager
def _terminate_as_interrupt() -> Iterator[None]:
    """SIGTERM (a client or supervisor stopping the server) stops it as Ctrl+C does: the
    run in progress is cancelled and recorded, the store and index are closed."""

    def interrupt(signum: int, frame: FrameType | None) -> None:
        raise KeyboardInterrupt

    if threading.current_thread() is not threading.main_thread():
        yield  # signal handlers belong to the main thread (e.g. the CLI called from a test)
        return
    previous = signal.signal(signal.SIGTERM, interrupt)
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, previous)


def _server_builder() -> Callable[[ResearchService], MCPServer]:
    """`research_server`, or exit 2 naming the fix if the ``mcp`` extra is not installed."""
    try:
        from keel.research.mcp_server.server import research_server
    except ModuleNotFoundError as error:
        if (error.name or "").partition(".")[0] not in MCP_PACKAGES:
            raise
        fail(
            f"keel mcp serve needs the mcp extra ({error.name} is not installed): "
            "pip install 'keel-runtime[mcp]'"
        )
    return research_server


def _address(http: str) -> tuple[str, int]:
    """``(host, port)`` from ``HOST:PORT``, once a socket could bind there (else exit 2)."""
    host, _, port = http.rpartition(":")
    try:
        family, kind, _, _, where = socket.getaddrinfo(host, int(port), type=socket.SOCK_STREAM)[0]
        with socket.socket(family, kind) as probe:
            probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            probe.bind(where)
    except OSError as error:
        fail(f"cannot serve HTTP on {http}: {error.strerror or error}")
    return host, int(port)


def _announce(service: ResearchService, http: str | None) -> None:
    """One line on stderr: what is served, where, with which model."""
    config = service.config
    where = "stdio"
    if http is not None:
        host, _, port = http.rpartition(":")
        where = f"http://{f'[{host}]' if ':' in host else host}:{port}/mcp"
    documents = len(service.kb.documents())
    print(
        f"keel: serving the research agent over {config.folder} ({documents} documents, "
        f"model {config.model}) on {where}; Ctrl+C stops it",
        file=sys.stderr,
    )
    if http is not None and not _loopback(http.rpartition(":")[0]):
        print(
            "keel: warning: this address is reachable from other machines, and the server "
            "has no authentication: anyone who reaches it can ask about these documents",
            file=sys.stderr,
        )


def _loopback(host: str) -> bool:
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return host == "localhost"
