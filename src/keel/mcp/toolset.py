"""`MCPTools`: the tools of one or more MCP servers as keel `Tool`s, and the servers' lifetime.

::

    with MCPTools([MCPServer(command="python -m mcp_server_time")]) as mcp:
        result = Runtime(model, [*my_tools, *mcp.tools]).run(goal)

Entering starts every server (concurrently), initializes each session and lists its tools;
leaving stops them all, also on an exception or Ctrl+C (a second Ctrl+C does not cut the
shutdown short; it is bounded). Where the sessions live follows how they were started
(`keel.mcp.host`):

- ``with MCPTools(...)``: on a background thread with its own loop. The tools' handlers are
  sync and bound their own wait (`keel.tools.SelfBoundedHandler`): `Runtime.run` hands the
  call to the servers' thread and waits for it in its own thread, within the tool's timeout
  or the run's remaining time (under `Runtime.arun` a worker thread waits instead);
- ``async with MCPTools(...)``: on the caller's event loop. The handlers are async: a run
  on that loop (``await Runtime.arun``) awaits the call directly, with no thread between.

Either way the tools also work from the other kind of run (or another thread or loop): the
call is submitted to the servers' loop and waited for.

Each tool is named ``SERVER__TOOL`` (``time__get_current_time``): the name keeps to
``[A-Za-z0-9_-]``, which every model provider's function calling accepts (OpenAI and
Anthropic refuse a dot); ``separator=`` changes the ``__``.
"""

from __future__ import annotations

import asyncio
import atexit
import concurrent.futures
import hashlib
import re
import time
import weakref
from collections.abc import Iterable
from dataclasses import dataclass, field
from types import TracebackType
from typing import Any

from pydantic import BaseModel

from keel.effects import Effect
from keel.errors import UserError
from keel.mcp.errors import MCPStartError
from keel.mcp.hints import Hints, Mapped, map_tool
from keel.mcp.schema import arguments_model
from keel.mcp.spec import MCPServer, normalize_name
from keel.tools import ApprovalPolicy, Tool, ToolContext

__all__ = ["IDEMPOTENCY_KEY_META", "MCPToolInfo", "MCPTools", "SkippedTool"]

IDEMPOTENCY_KEY_META = "keel/idempotency_key"
"""The ``_meta`` key of a ``tools/call`` request that carries keel's idempotency key, sent to
tools keel treats as idempotent: a server that sees the same key again should not act again.
The key is stable for one action of one run, across retries and crash recovery."""
DESCRIPTION_CHARS = 2_000
"""A server's tool description is cut to this length before the model sees it."""
_NAME_CHARS = 64


@dataclass(frozen=True, slots=True, kw_only=True)
class MCPToolInfo:
    """One MCP tool as keel offers it: its name, what the server said, what keel does.

    ``hints`` are the annotations as declared (None: absent, so the MCP default applies);
    ``overridden`` names the fields a `keel.mcp.ToolOverride` set.
    """

    name: str
    server: str
    remote_name: str
    description: str
    effects: Effect
    idempotent: bool
    requires_approval: ApprovalPolicy
    timeout_seconds: float
    hints: dict[str, bool | None]
    overridden: tuple[str, ...] = ()

    @property
    def approval(self) -> str:
        """``always``, ``never`` or ``predicate``."""
        policy = self.requires_approval
        if callable(policy):
            return "predicate"
        return "always" if policy else "never"

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready description (what ``keel mcp tools --json`` prints)."""
        return {
            "name": self.name,
            "server": self.server,
            "remote_name": self.remote_name,
            "description": self.description,
            "effects": self.effects,
            "idempotent": self.idempotent,
            "approval": self.approval,
            "timeout_seconds": self.timeout_seconds,
            "hints": self.hints,
            "overridden": list(self.overridden),
        }


@dataclass(frozen=True, slots=True)
class SkippedTool:
    """A tool a server offers that keel does not: which, and why."""

    server: str
    remote_name: str
    reason: str


@dataclass(slots=True)
class _Opened:
    """A started server and what it offers."""

    connection: Any  # keel.mcp.host.Connection
    listing: list[Any] = field(default_factory=list)


class MCPTools:
    """The tools of MCP servers, for as long as the servers run (a context manager).

    Args:
        servers: `MCPServer` specs, or strings in the command line's form
            (``"time=python -m mcp_server_time"``, ``"https://host/mcp"``).
        separator: between the server's name and the tool's (default ``__``).

    After `start` (or entering): ``tools`` (keel `Tool`s, in the servers' order),
    ``infos`` (`MCPToolInfo`, how each is treated), ``skipped`` (tools not offered, with
    the reason) and ``servers`` (the specs, each with its resolved name: what
    `meta` records for a resume).

    Raises (from `start`):
        MCPStartError: a server could not be started or listed, two servers have the same
            name, or an override or ``tools=`` entry names a tool the server does not have.
            Every server started is stopped again first.
    """

    def __init__(
        self, servers: MCPServer | str | Iterable[MCPServer | str], *, separator: str = "__"
    ) -> None:
        if isinstance(servers, MCPServer | str):
            servers = [servers]
        specs = [s if isinstance(s, MCPServer) else MCPServer.parse(s) for s in servers]
        if not specs:
            raise UserError("MCPTools needs at least one server")
        if not re.fullmatch(r"[A-Za-z0-9_.-]{1,4}", separator):
            raise UserError(f"separator must be 1-4 of [A-Za-z0-9_.-], got {separator!r}")
        self.separator = separator
        self.servers: list[MCPServer] = specs
        self.tools: list[Tool] = []
        self.infos: list[MCPToolInfo] = []
        self.skipped: list[SkippedTool] = []
        self._home: Any = None  # keel.mcp.host.Host or LoopHome while started
        self._connections: list[Any] = []

    # --- lifetime -------------------------------------------------------------------------

    @property
    def started(self) -> bool:
        """Whether the servers run (between `start` and `close`)."""
        return self._home is not None

    def start(self) -> MCPTools:
        """Start every server, list its tools, build the keel tools; returns self.

        Blocks until all are ready (each within its ``startup_timeout_seconds``). The
        servers live on a background thread; the tools' handlers are sync: `Runtime.run`
        hands each call to them and waits for it (within the timeout) in its own thread.
        """
        if self._home is not None:
            return self
        from keel.mcp.host import Host

        self._home = Host()
        _OPEN.add(self)
        opening = self._home.submit(self._open_all())
        try:
            self._build(opening.result(), sync=True)
        except BaseException:  # Ctrl+C included: no server may outlive a failed start
            opening.cancel()
            self.close()
            raise
        return self

    async def astart(self) -> MCPTools:
        """`start` for async code: the servers live on this event loop, and a call from a
        run on it (``await Runtime.arun``) goes to them directly, with no thread between."""
        if self._home is not None:
            return self
        from keel.mcp.host import LoopHome

        self._home = LoopHome(asyncio.get_running_loop())
        try:
            self._build(await self._open_all(), sync=False)
        except BaseException:
            await self.aclose()
            raise
        return self

    def close(self) -> None:
        """Stop every server; bounded, and not cut short by a second Ctrl+C.

        Raises:
            UserError: the servers were started with ``async with`` and this is their
                loop's thread (use `aclose`).
        """
        from keel.mcp.host import CLOSE_SECONDS, LoopHome

        home = self._home
        if isinstance(home, LoopHome) and home.alive and _in_loop(home.loop):
            raise UserError("these MCP servers run on this event loop: await aclose()")
        self._home = None
        _OPEN.discard(self)
        if home is None:
            return
        interrupted: BaseException | None = None
        deadline = time.monotonic() + CLOSE_SECONDS + 2
        try:
            future = home.submit(self._close_all())
        except Exception:  # the home is gone already (a forked child, a closed loop)
            future = None
        while future is not None:
            try:
                future.result(timeout=max(0.0, deadline - time.monotonic()))
                break
            except KeyboardInterrupt as error:  # finish stopping the servers first
                interrupted = error
                if time.monotonic() >= deadline:
                    break
            except Exception:  # timed out, or a server failed to stop cleanly
                break
        home.stop()
        if interrupted is not None:
            raise interrupted

    async def aclose(self) -> None:
        """`close` for async code."""
        from keel.mcp.host import LoopHome

        home, self._home = self._home, None
        _OPEN.discard(self)
        if home is None:
            return
        if isinstance(home, LoopHome) and home.loop is asyncio.get_running_loop():
            await asyncio.shield(self._close_all())
            return
        try:
            await asyncio.wrap_future(home.submit(self._close_all()))
        except Exception:  # stopping is best effort; the thread stops below
            pass
        finally:
            await asyncio.to_thread(home.stop)

    def __enter__(self) -> MCPTools:
        return self.start()

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()

    async def __aenter__(self) -> MCPTools:
        return await self.astart()

    async def __aexit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.aclose()

    def meta(self) -> list[dict[str, Any]]:
        """What a run's meta keeps to start the same servers again (`MCPServer.to_json`)."""
        return [server.to_json() for server in self.servers]

    # --- on the servers' home loop ----------------------------------------------------------

    async def _open_all(self) -> list[_Opened]:
        from keel.mcp.host import Connection

        self._connections = [Connection(server) for server in self.servers]
        results = await asyncio.gather(
            *(connection.open() for connection in self._connections), return_exceptions=True
        )
        failures = [r for r in results if isinstance(r, BaseException)]
        if failures:
            for failure in failures:
                if not isinstance(failure, Exception):
                    raise failure
            messages = [str(f) if isinstance(f, MCPStartError) else repr(f) for f in failures]
            raise MCPStartError("; ".join(messages))
        return [
            _Opened(connection, list(listing))  # type: ignore[arg-type]  # no failure left
            for connection, listing in zip(self._connections, results, strict=True)
        ]

    async def _close_all(self) -> None:
        await asyncio.gather(
            *(connection.close() for connection in self._connections), return_exceptions=True
        )

    # --- the keel tools -------------------------------------------------------------------

    def _build(self, opened: list[_Opened], *, sync: bool) -> None:
        self.tools, self.infos, self.skipped = [], [], []
        names: dict[str, str] = {}
        for item in opened:
            connection = item.connection
            name = connection.name or normalize_name(connection.reported_name)
            connection.name = name
            if name in names:
                raise MCPStartError(
                    f"two MCP servers are named {name!r} ({names[name]} and "
                    f"{connection.server.label}); name them: NAME=COMMAND or MCPServer(name=...)"
                )
            names[name] = connection.server.label
        self.servers = [item.connection.server.with_name(item.connection.name) for item in opened]
        taken: set[str] = set()
        for item, server in zip(opened, self.servers, strict=True):
            self._check_names(server, [tool.name for tool in item.listing])
            for listed in item.listing:
                if server.tools is not None and listed.name not in server.tools:
                    continue
                self._add(item.connection, server, listed, taken, sync)

    def _check_names(self, server: MCPServer, offered: list[str]) -> None:
        named = set(server.overrides) | set(server.tools or ())
        unknown = sorted(named - set(offered))
        if unknown:
            raise MCPStartError(
                f"MCP server {server.name!r} has no tool {', '.join(map(repr, unknown))} "
                f"(named in overrides or tools=); it offers: {', '.join(offered) or 'none'}"
            )

    def _add(
        self, connection: Any, server: MCPServer, listed: Any, taken: set[str], sync: bool
    ) -> None:
        assert server.name is not None
        name = self._tool_name(server.name, listed.name, taken)
        try:
            model = arguments_model(name, listed.input_schema)
        except ValueError as problem:
            self.skipped.append(SkippedTool(server.name, listed.name, str(problem)))
            return
        hints = Hints.of(listed.annotations)
        mapped = map_tool(
            hints,
            override=server.overrides.get(listed.name),
            approve=server.approve,
            timeout_seconds=server.timeout_seconds,
        )
        description = _description(listed)
        handler = (_SyncHandler if sync else _Handler)(self, connection, listed.name, mapped)
        tool = Tool(
            name=name,
            description=description,
            args_model=model,
            handler=handler,
            timeout_seconds=mapped.timeout_seconds,
            effects=mapped.effects,
            idempotent=mapped.idempotent,
            requires_approval=mapped.requires_approval,
        )
        taken.add(name)
        self.tools.append(tool)
        self.infos.append(
            MCPToolInfo(
                name=name,
                server=server.name,
                remote_name=listed.name,
                description=description,
                effects=mapped.effects,
                idempotent=mapped.idempotent,
                requires_approval=mapped.requires_approval,
                timeout_seconds=mapped.timeout_seconds,
                hints=hints.declared(),
                overridden=mapped.overridden,
            )
        )

    def _tool_name(self, server: str, remote: str, taken: set[str]) -> str:
        """``SERVER__TOOL`` within keel's name rules, unique among the tools built."""
        cleaned = re.sub(r"[^A-Za-z0-9_-]", "_", remote) or "tool"
        name = f"{server}{self.separator}{cleaned}"
        if len(name) <= _NAME_CHARS and name not in taken:
            return name
        digest = hashlib.sha256(remote.encode("utf-8")).hexdigest()[:8]
        return f"{name[: _NAME_CHARS - 9]}_{digest}"

    def _home_or_closed(self) -> Any:
        home = self._home
        if home is None:
            from keel.mcp.errors import MCPCallError

            raise MCPCallError("the MCP servers were stopped (their tools are closed)")
        return home


class _Handler:
    """The handler of one MCP tool whose servers live on the caller's loop (``async with``):
    a call from that loop is awaited there; from any other, it is submitted to it."""

    __slots__ = ("connection", "idempotent", "remote", "repeatable", "timeout", "toolset")

    def __init__(self, toolset: MCPTools, connection: Any, remote: str, mapped: Mapped) -> None:
        self.toolset = toolset
        self.connection = connection
        self.remote = remote
        self.idempotent = mapped.idempotent
        self.repeatable = mapped.idempotent or not mapped.side_effects
        self.timeout = mapped.timeout_seconds

    def _call(self, args: BaseModel, ctx: ToolContext, *, own_task: bool) -> Any:
        meta = {IDEMPOTENCY_KEY_META: ctx.idempotency_key} if self.idempotent else None
        return self.connection.call(
            self.remote,
            args.model_dump(mode="json"),
            meta,
            timeout=self.timeout,
            repeatable=self.repeatable,
            own_task=own_task,
        )

    async def __call__(self, args: BaseModel, ctx: ToolContext) -> Any:
        home = self.toolset._home_or_closed()
        if asyncio.get_running_loop() is home.loop:
            return await self._call(args, ctx, own_task=False)
        return await asyncio.wrap_future(home.submit(self._call(args, ctx, own_task=True)))


class _SyncHandler(_Handler):
    """The handler of one MCP tool whose servers live on a background thread (``with``):
    it submits the call to their loop and waits for it, at most the tool's timeout (then
    the call is cancelled; the runtime reports the timeout). `Runtime.run` calls it in its
    own thread with the call's bound (`call_within`: a `keel.tools.SelfBoundedHandler`);
    elsewhere the runtime runs it on a worker thread."""

    __slots__ = ()

    def __call__(self, args: BaseModel, ctx: ToolContext) -> Any:
        return self.call_within(self.timeout, args, ctx)

    def call_within(self, limit: float, args: BaseModel, ctx: ToolContext) -> Any:
        """The call, waiting at most ``limit`` seconds (the tool's timeout or less)."""
        wait = min(limit, self.timeout)
        future = self.toolset._home_or_closed().submit(self._call(args, ctx, own_task=True))
        try:
            return future.result(wait)
        except concurrent.futures.TimeoutError:
            future.cancel()
            raise TimeoutError(f"{self.remote} did not answer within {wait:g}s") from None
        except concurrent.futures.CancelledError:
            from keel.mcp.errors import MCPCallError

            raise MCPCallError("the MCP servers were stopped during the call") from None
        except BaseException:  # Ctrl+C while waiting: the call must not go on unwatched
            future.cancel()
            raise


def _in_loop(loop: asyncio.AbstractEventLoop) -> bool:
    try:
        return asyncio.get_running_loop() is loop
    except RuntimeError:
        return False


def _description(listed: Any) -> str:
    annotations = getattr(listed, "annotations", None)
    text = (
        listed.description
        or getattr(listed, "title", None)
        or getattr(annotations, "title", None)
        or listed.name
    )
    text = " ".join(str(text).split())
    return text if len(text) <= DESCRIPTION_CHARS else text[: DESCRIPTION_CHARS - 1] + "…"


_OPEN: weakref.WeakSet[MCPTools] = weakref.WeakSet()


@atexit.register
def _close_open() -> None:
    """Stop servers a program left running (no `close`, no ``with``) before it exits."""
    for toolset in list(_OPEN):
        try:
            toolset.close()
        except BaseException:  # exiting anyway
            continue
