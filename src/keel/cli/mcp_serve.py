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
    with _terminate_as_interrupt(stdio=address is None):
        try:
            with ExitStack() as stack:
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
            if address is None:
                _leave_the_stdin_reader()
            return CANCELLED
    return 0


_STDIN_READER = "AnyIO worker thread"
"""The name of the threads the SDK's stdio transport reads the client's stdin on."""


def _leave_the_stdin_reader() -> None:
    """Exit with 130 now if only the SDK's threads are left, one of them waiting on the
    client's stdin.

    Over stdio the SDK reads the client's stdin on a worker thread that only a line or
    the end of the input can free, and Python waits for such threads before it exits:
    the server stayed up after Ctrl+C or SIGTERM for as long as the client kept its
    stdin open. Everything is closed by now (the run recorded, the store and index
    shut), so the process leaves at once. A caller running the command in-process with
    threads of its own (or with none left waiting) gets 130 returned as usual.
    """
    me = threading.current_thread()
    waiting = [t for t in threading.enumerate() if t is not me and not t.daemon]
    only_readers = all(t.name.startswith(_STDIN_READER) for t in waiting)
    if me is threading.main_thread() and waiting and only_readers:
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(CANCELLED)


@contextmanager
def _terminate_as_interrupt(*, stdio: bool) -> Iterator[None]:
    """SIGTERM (a client or supervisor stopping the server) stops it as Ctrl+C does: the
    run in progress is cancelled and recorded, the store and index are closed.

    Over stdio Ctrl+C is handled the same way, raised where the main thread is. Left to
    asyncio, it would cancel the server's tasks and wait for them, and the task that
    reads the client's stdin cannot end before the client sends a line or closes it.
    Only the first signal stops the server; later ones, while the run in progress is
    being recorded, are noted and change nothing (SIGKILL still ends the process).
    """
    stopping = False

    def interrupt(signum: int, frame: FrameType | None) -> None:
        nonlocal stopping
        if stopping:
            os.write(2, b"keel: still stopping: the run in progress is being recorded\n")
            return
        stopping = True
        raise KeyboardInterrupt

    if threading.current_thread() is not threading.main_thread():
        yield  # signal handlers belong to the main thread (e.g. the CLI called from a test)
        return
    signals = (signal.SIGTERM, signal.SIGINT) if stdio else (signal.SIGTERM,)
    previous = {number: signal.signal(number, interrupt) for number in signals}
    try:
        yield
    finally:
        for number, handler in previous.items():
            signal.signal(number, handler)


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
