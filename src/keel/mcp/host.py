"""Where MCP client sessions live: an event loop (the *home*), one owner task per server.

Servers started with ``with`` (sync code, `Runtime.run`) live on `Host`: a private loop on a
daemon thread. Servers started with ``async with`` live on the caller's own loop
(`LoopHome`), so a call from a run on that loop is a plain ``await``, with no thread in
between. A `Connection` holds one server: an *owner* task enters the SDK's ``Client``
(which starts the stdio process or opens the HTTP session), lists the tools and then waits
until it is told to stop, so the session's task groups are entered and left in one task,
as anyio requires. A call from another thread or loop is submitted to the home
(``submit``); a call the runtime gives up on (its timeout, the run's time budget, Ctrl+C)
is cancelled there too, and the SDK tells the server.

A server that dies breaks its connection: the call in flight fails at once (the SDK wakes
it with "connection closed"), and the next call starts the server again (at most
`MAX_RESTARTS` times). Stopping a connection closes the server's stdin, waits, then
terminates and kills its process group (the SDK's shutdown, bounded to a few seconds), or
ends the HTTP session.

This module imports the ``mcp`` SDK; nothing else in keel does until servers start.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import os
import tempfile
import threading
from collections.abc import AsyncIterator, Coroutine
from typing import IO, Any, TypeVar

import anyio
from mcp import Client, StdioServerParameters
from mcp.client.stdio import get_default_environment, stdio_client
from mcp.client.streamable_http import streamable_http_client
from mcp.shared.exceptions import MCPError
from mcp_types import CONNECTION_CLOSED, REQUEST_TIMEOUT, CallToolResult, Implementation, Tool
from pydantic import ValidationError

from keel.mcp.errors import (
    MCPCallError,
    MCPConnectionLost,
    MCPProtocolError,
    MCPStartError,
    MCPUnavailable,
)
from keel.mcp.results import result_data
from keel.mcp.spec import MCPServer

__all__ = ["CLOSE_SECONDS", "MAX_RESTARTS", "Connection", "Host", "LoopHome"]

T = TypeVar("T")

MAX_RESTARTS = 3
"""How many times a server that died is started again (successfully) before its tools give
up; an attempt that fails to start it does not count (each is bounded by the call's time)."""
CLOSE_SECONDS = 10.0
"""How long stopping one server may take (the SDK's own shutdown takes at most ~7 s)."""
_GRACE_SECONDS = 1.0
"""The SDK's own read timeout is the tool's plus this: keel's timeout always fires first."""
_MAX_PAGES = 100
_STDERR_TAIL = 2_000


class Host:
    """A private event loop on a daemon thread, where every MCP session runs."""

    def __init__(self) -> None:
        self.loop = asyncio.new_event_loop()
        self.pid = os.getpid()
        self._thread = threading.Thread(target=self._serve, name="keel-mcp", daemon=True)
        self._thread.start()

    def _serve(self) -> None:
        asyncio.set_event_loop(self.loop)
        try:
            self.loop.run_forever()
        finally:
            pending = [task for task in asyncio.all_tasks(self.loop) if not task.done()]
            for task in pending:
                task.cancel()
            if pending:
                self.loop.run_until_complete(asyncio.wait(pending, timeout=CLOSE_SECONDS))
            self.loop.run_until_complete(self.loop.shutdown_asyncgens())
            self.loop.close()

    @property
    def alive(self) -> bool:
        """Whether the loop still runs, in this process."""
        return self._thread.is_alive() and os.getpid() == self.pid and not self.loop.is_closed()

    def submit(self, coro: Coroutine[Any, Any, T]) -> concurrent.futures.Future[T]:
        """Run ``coro`` on the host's loop; cancelling the future cancels it there.

        Raises:
            MCPCallError: the host has stopped (or this is a forked child of its process).
        """
        if not self.alive:
            coro.close()
            raise MCPCallError("the MCP servers were stopped (their tools are closed)")
        return asyncio.run_coroutine_threadsafe(coro, self.loop)

    def stop(self, timeout: float = CLOSE_SECONDS) -> None:
        """Stop the loop (cancelling what still runs on it) and wait for the thread."""
        if self._thread.is_alive():
            with contextlib.suppress(RuntimeError):  # already closed
                self.loop.call_soon_threadsafe(self.loop.stop)
            if threading.current_thread() is not self._thread:
                self._thread.join(timeout)


class LoopHome:
    """The caller's own running loop, home of servers started with ``async with``."""

    def __init__(self, loop: asyncio.AbstractEventLoop) -> None:
        self.loop = loop
        self.pid = os.getpid()

    @property
    def alive(self) -> bool:
        """Whether the loop is still open, in this process."""
        return os.getpid() == self.pid and not self.loop.is_closed()

    def submit(self, coro: Coroutine[Any, Any, T]) -> concurrent.futures.Future[T]:
        """Run ``coro`` on the loop from another thread (never from the loop's own).

        Raises:
            MCPCallError: the loop is closed.
        """
        if not self.alive:
            coro.close()
            raise MCPCallError("the MCP servers were stopped (their tools are closed)")
        return asyncio.run_coroutine_threadsafe(coro, self.loop)

    def stop(self, timeout: float = CLOSE_SECONDS) -> None:
        """Nothing to stop: the loop is the caller's."""


class Connection:
    """One MCP server, started on its home loop (every method runs there)."""

    def __init__(self, server: MCPServer) -> None:
        self.server = server
        self.name = server.default_name()
        self.reported_name: str | None = None
        self.restarts = 0
        self.failure: str | None = None
        self._client: Client | None = None
        self._owner: asyncio.Task[None] | None = None
        self._opening: asyncio.Task[None] | None = None
        self._stop: asyncio.Event | None = None
        self._lock: asyncio.Lock | None = None
        self._closing = False
        self._calls: set[asyncio.Task[Any]] = set()
        self._stderr: IO[bytes] | None = None

    # --- starting and stopping ----------------------------------------------------------

    async def open(self) -> list[Tool]:
        """Start the server, initialize the session and list its tools.

        Raises:
            MCPStartError: it could not be started, did not answer within
                ``startup_timeout_seconds``, or failed the handshake or the listing.
        """
        self._lock = asyncio.Lock()
        return await self._connect()

    async def _connect(self) -> list[Tool]:
        loop = asyncio.get_running_loop()
        ready: asyncio.Future[tuple[Client, list[Tool]]] = loop.create_future()
        stop = asyncio.Event()
        owner = loop.create_task(self._own(ready, stop), name=f"keel-mcp-{self.name}")
        self._opening = owner
        limit = self.server.startup_timeout_seconds
        try:
            done, _ = await asyncio.wait({ready}, timeout=limit)
        except BaseException:  # the caller was cancelled: the server must not outlive it
            ready.cancel()  # nobody will read it: no "exception was never retrieved" later
            owner.cancel()
            raise
        finally:
            self._opening = None
        if self._closing:  # stopped while it started: stop it too
            stop.set()
            await asyncio.wait({owner}, timeout=CLOSE_SECONDS)
            raise MCPCallError(f"MCP server {self.name or self.server.label!r} was stopped")
        if not done:
            ready.cancel()  # nobody will read it: no "exception was never retrieved" later
            owner.cancel()
            await asyncio.wait({owner}, timeout=CLOSE_SECONDS)
            raise MCPStartError(self._start_failure(f"it did not answer within {limit:g}s"))
        error = ready.exception()
        if error is not None:
            await asyncio.wait({owner}, timeout=CLOSE_SECONDS)
            raise MCPStartError(self._start_failure(_describe(error))) from None
        client, tools = ready.result()
        self._client, self._owner, self._stop, self.failure = client, owner, stop, None
        info = client.server_info
        self.reported_name = info.name if info is not None else None
        return tools

    async def _own(
        self, ready: asyncio.Future[tuple[Client, list[Tool]]], stop: asyncio.Event
    ) -> None:
        """Hold the session: enter it, list the tools, wait for ``stop``, leave it."""
        try:
            client = Client(
                self._transport(),
                mode="auto",
                cache=None,
                client_info=Implementation(name="keel", version=_keel_version()),
            )
            async with client:
                tools = await _list_tools(client)
                if not ready.done():
                    ready.set_result((client, tools))
                await stop.wait()
        except BaseException as error:
            if not ready.done():
                ready.set_exception(
                    error if isinstance(error, Exception) else ConnectionError("cancelled")
                )
            elif not isinstance(error, asyncio.CancelledError):
                self.failure = _describe(error)
            if not isinstance(error, Exception):
                raise
        finally:
            if self._owner is asyncio.current_task():
                self._client = None

    def _transport(self) -> Any:
        server = self.server
        if server.url is not None:
            return _http_transport(server.url, dict(server.headers or {}))
        env = dict(os.environ) if server.inherit_env else get_default_environment()
        env.update(server.env or {})
        params = StdioServerParameters(
            command=server.command[0], args=list(server.command[1:]), env=env, cwd=server.cwd
        )
        errlog: Any = server.stderr
        if errlog is None:
            if self._stderr is None:
                self._stderr = tempfile.TemporaryFile(prefix="keel-mcp-")  # noqa: SIM115
            errlog = self._stderr
        return stdio_client(params, errlog=errlog)

    async def close(self) -> None:
        """Stop the server (bounded by `CLOSE_SECONDS`); calls in flight are cancelled."""
        self._closing = True
        for task in list(self._calls):
            task.cancel()
        opening = self._opening
        if opening is not None:  # a start (or restart) in progress
            opening.cancel()
            await asyncio.wait({opening}, timeout=CLOSE_SECONDS)
        await self._stop_owner()
        if self._stderr is not None:
            self._stderr.close()
            self._stderr = None

    async def _stop_owner(self) -> None:
        owner, stop = self._owner, self._stop
        self._owner = self._stop = self._client = None
        if owner is None or stop is None:
            return
        stop.set()
        done, _ = await asyncio.wait({owner}, timeout=CLOSE_SECONDS)
        if not done:
            owner.cancel()
            await asyncio.wait({owner}, timeout=CLOSE_SECONDS)

    def _start_failure(self, reason: str) -> str:
        message = f"MCP server {self.name or self.server.label!r} ({self.server.label}): {reason}"
        tail = self.stderr_tail()
        if tail:
            message += f"; its stderr ends with: {tail}"
        return message

    def stderr_tail(self) -> str:
        """The last lines the server wrote to stderr (when keel keeps them)."""
        if self._stderr is None:
            return ""
        try:
            fd = self._stderr.fileno()
            size = os.fstat(fd).st_size
            data = os.pread(fd, _STDERR_TAIL, max(0, size - _STDERR_TAIL))
        except (OSError, ValueError):
            return ""
        lines = data.decode("utf-8", "replace").strip().splitlines()
        return " | ".join(line.strip() for line in lines[-5:] if line.strip())

    # --- calls ----------------------------------------------------------------------------

    async def call(
        self,
        tool: str,
        arguments: dict[str, Any],
        meta: dict[str, Any] | None,
        *,
        timeout: float,
        repeatable: bool,
        own_task: bool = False,
    ) -> Any:
        """Call ``tool``; its data (see `keel.mcp.results`) or the failure as a keel error.

        ``repeatable``: the call may be repeated without harm (no side effect, or it honours
        the idempotency key), so a lost connection is worth a retry. ``own_task``: the call
        runs in a task of its own (submitted from elsewhere), which `close` cancels.
        """
        task = asyncio.current_task() if own_task else None
        if task is not None:
            self._calls.add(task)
        try:
            client = await self._usable_client()
            result = await self._send(client, tool, arguments, meta, timeout, repeatable)
        finally:
            if task is not None:
                self._calls.discard(task)
        return result_data(result)

    async def _send(
        self,
        client: Client,
        tool: str,
        arguments: dict[str, Any],
        meta: dict[str, Any] | None,
        timeout: float,
        repeatable: bool,
    ) -> CallToolResult:
        try:
            return await client.call_tool(
                tool,
                arguments,
                read_timeout_seconds=timeout + _GRACE_SECONDS,
                meta=meta,  # type: ignore[arg-type]
            )
        except MCPError as error:
            if error.code == CONNECTION_CLOSED:
                raise self._lost(tool, "closed the connection", repeatable) from None
            if error.code == REQUEST_TIMEOUT:
                raise TimeoutError(f"{tool} did not answer within {timeout:g}s") from None
            raise MCPProtocolError(f"the server refused the call: {error.message}") from None
        except ValidationError as error:
            raise MCPProtocolError(
                f"the server's result does not follow the MCP protocol: {error.error_count()} "
                f"problem(s), e.g. {error.errors()[0]['msg']}"
            ) from None
        except (anyio.ClosedResourceError, anyio.BrokenResourceError, anyio.EndOfStream) as error:
            what = f"broke the connection ({type(error).__name__})"
            raise self._lost(tool, what, repeatable) from None
        except (OSError, EOFError) as error:
            raise self._lost(tool, f"broke the connection ({error})", repeatable) from None
        except RuntimeError as error:  # e.g. structured content against the output schema
            first = (str(error).strip().splitlines() or [type(error).__name__])[0]
            raise MCPProtocolError(f"the server's result cannot be used: {first}") from None

    def _lost(self, tool: str, what: str, repeatable: bool) -> Exception:
        self.failure = self.failure or f"the server {what}"
        name = self.name or self.server.label
        if repeatable:
            return MCPUnavailable(
                f"MCP server {name!r} {what} during {tool}; it is started again on the next call"
            )
        return MCPConnectionLost(
            f"MCP server {name!r} {what} during {tool}, which has side effects: whether it "
            "took effect is unknown. Check before repeating it."
        )

    def _healthy(self) -> bool:
        client, owner = self._client, self._owner
        if client is None or owner is None or owner.done() or self.failure is not None:
            return False
        dispatcher = getattr(client.session, "_dispatcher", None)
        return not getattr(dispatcher, "_closed", False)

    async def _usable_client(self) -> Client:
        """The live session, after starting the server again if it died."""
        if self._healthy():
            assert self._client is not None
            return self._client
        assert self._lock is not None
        async with self._lock:
            if self._healthy():
                assert self._client is not None
                return self._client
            name = self.name or self.server.label
            if self._closing:
                raise MCPCallError(f"MCP server {name!r} was stopped")
            reason = self.failure or "its connection ended"
            if self.restarts >= MAX_RESTARTS:
                raise MCPCallError(
                    f"MCP server {name!r} stopped working {self.restarts + 1} times and is not "
                    f"started again ({reason})"
                )
            await self._stop_owner()
            try:
                await self._connect()
            except MCPStartError as error:
                self.failure = reason  # still down: the next call tries again
                raise MCPUnavailable(
                    f"MCP server {name!r} is down ({reason}) and did not start again: {error}"
                ) from None
            self.restarts += 1
            assert self._client is not None
            return self._client


async def _list_tools(client: Client) -> list[Tool]:
    tools: list[Tool] = []
    cursor: str | None = None
    for _ in range(_MAX_PAGES):
        page = await client.list_tools(cursor=cursor)
        tools.extend(page.tools)
        cursor = page.next_cursor
        if not cursor:
            break
    return tools


@contextlib.asynccontextmanager
async def _http_transport(url: str, headers: dict[str, str]) -> AsyncIterator[Any]:
    if not headers:
        async with streamable_http_client(url) as streams:
            yield streams
        return
    from mcp.shared._httpx_utils import create_mcp_http_client

    async with (
        create_mcp_http_client(headers=headers) as http,
        streamable_http_client(url, http_client=http) as streams,
    ):
        yield streams


def _describe(error: BaseException) -> str:
    """One line for an exception, looking inside exception groups."""
    while isinstance(error, BaseExceptionGroup) and error.exceptions:
        error = error.exceptions[0]
    if isinstance(error, FileNotFoundError):
        return f"command not found: {error.filename or error}"
    if isinstance(error, MCPError) and error.code == CONNECTION_CLOSED:
        return "the server closed the connection before it was ready (did it exit?)"
    text = str(error).strip() or type(error).__name__
    return f"{type(error).__name__}: {text}" if type(error).__name__ not in text else text


def _keel_version() -> str:
    from keel import __version__

    return __version__
