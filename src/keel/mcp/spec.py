"""Which MCP servers to connect to, and what the user says about their tools.

`MCPServer` names one server: a command line started over stdio, or a streamable-HTTP URL,
with the name that prefixes its tools (``time.get_current_time``) and the user's word on
its tools (`ToolOverride`, an allow-list, the approval default). `MCPServer.parse` reads the
command line's form ``[NAME=]COMMAND ARGS`` / ``[NAME=]URL``; `MCPServer.to_json` is what a
run keeps in its meta so that a resume starts the same servers.

Nothing here imports the ``mcp`` SDK: building a spec costs nothing.
"""

from __future__ import annotations

import os
import re
import shlex
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import PurePath
from typing import TYPE_CHECKING, Any, TextIO
from urllib.parse import urlsplit

from keel.effects import EFFECTS, SIDE_EFFECTS, Effect
from keel.errors import UserError
from keel.limits import seconds_problem
from keel.tools import ApprovalPolicy

__all__ = [
    "DEFAULT_STARTUP_TIMEOUT_SECONDS",
    "DEFAULT_TIMEOUT_SECONDS",
    "MCPServer",
    "ToolOverride",
    "derive_name",
]

DEFAULT_TIMEOUT_SECONDS = 30.0
"""How long one call of an MCP tool may take unless told otherwise."""
DEFAULT_STARTUP_TIMEOUT_SECONDS = 30.0
"""How long a server may take to start, initialize and list its tools."""

SERVER_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_-]{0,31}")
"""A server's name: the prefix of its tools' names, so no dot."""
_NAMED = re.compile(r"([A-Za-z_][A-Za-z0-9_-]{0,31})=(.*)", re.DOTALL)
_LAUNCHERS = frozenset(
    {"python", "python3", "py", "uv", "uvx", "pipx", "npx", "node", "bunx", "bun", "deno"}
    | {"docker", "podman", "pnpm", "yarn", "npm", "run", "exec", "dlx", "tool", "x"}
)
_AFFIXES = ("mcp-server-", "mcp_server_", "server-", "mcp-", "mcp_")
_SUFFIXES = ("-mcp-server", "-mcp", "_mcp", "-server", "_server")


@dataclass(frozen=True, slots=True, kw_only=True)
class ToolOverride:
    """The user's word on one tool, over what the server's annotations suggest.

    MCP annotations are hints from a server keel does not trust; a field set here wins.
    ``None`` keeps the mapped value.

    Args:
        effects: what the tool does (`keel.effects.Effect`).
        idempotent: whether it honours keel's idempotency key (sent in the request's
            ``_meta``, see `keel.mcp.IDEMPOTENCY_KEY_META`): then it is re-run after a crash
            left its outcome unknown, and a lost connection is retried.
        requires_approval: ask a person before each call (`keel.tools.ApprovalPolicy`).
        timeout_seconds: per-call limit.
    """

    effects: Effect | None = None
    idempotent: bool | None = None
    requires_approval: ApprovalPolicy | None = None
    timeout_seconds: float | None = None

    def __post_init__(self) -> None:
        if self.effects is not None and self.effects not in EFFECTS:
            raise UserError(f"unknown effects {self.effects!r}; use one of {', '.join(EFFECTS)}")
        problem = None if self.timeout_seconds is None else seconds_problem(self.timeout_seconds)
        if problem:
            raise UserError(f"timeout_seconds {problem}")

    def fields_set(self) -> tuple[str, ...]:
        """The names of the fields this override sets."""
        names = ("effects", "idempotent", "requires_approval", "timeout_seconds")
        return tuple(name for name in names if getattr(self, name) is not None)


@dataclass(frozen=True, slots=True, kw_only=True)
class MCPServer:
    """One MCP server to take tools from: a command line (stdio) or a URL (streamable HTTP).

    Args:
        command: the program and its arguments, as a list, or one string split like a
            shell would (`shlex`; no shell runs it: no pipes, no variables).
        url: an ``http://`` or ``https://`` streamable-HTTP endpoint, instead of a command.
        name: the prefix of its tools' names (``NAME__TOOL``). Default: from the command
            (``python -m mcp_server_time`` and ``uvx mcp-server-time`` give ``time``), or,
            for a URL, the name the server reports.
        cwd: where the command runs (default: the current folder).
        env: environment variables for the command, added to what it gets anyway.
        inherit_env: give the command this process's whole environment (default: only
            ``HOME``, ``LOGNAME``, ``PATH``, ``SHELL``, ``TERM`` and ``USER``, as the SDK
            does, so secrets in the environment do not leak to every server).
        headers: HTTP headers for a URL (e.g. ``Authorization``). Not kept in run meta.
        tools: only these of the server's tools (its own names); default: all.
        overrides: `ToolOverride` by the server's tool name (``"get_current_time"``). A
            name the server does not offer is an error, so a typo cannot hide.
        timeout_seconds: per-call limit of its tools (a `ToolOverride` may change one).
        startup_timeout_seconds: limit to start, initialize and list its tools.
        approve: effects whose tools ask a person before each call by default (under a
            runtime policy you may want ``approve=()`` and let the policy decide).
        stderr: where the command's stderr goes (a file with a file descriptor). Default:
            a temporary file, whose last lines are shown when the server fails to start.
    """

    command: tuple[str, ...] = ()
    url: str | None = None
    name: str | None = None
    cwd: str | None = None
    env: Mapping[str, str] | None = None
    inherit_env: bool = False
    headers: Mapping[str, str] | None = field(default=None, repr=False)
    tools: Collection[str] | None = None
    overrides: Mapping[str, ToolOverride] = field(default_factory=dict)
    timeout_seconds: float = DEFAULT_TIMEOUT_SECONDS
    startup_timeout_seconds: float = DEFAULT_STARTUP_TIMEOUT_SECONDS
    approve: Collection[str] = SIDE_EFFECTS
    stderr: TextIO | None = field(default=None, repr=False, compare=False)

    if TYPE_CHECKING:  # what the generated __init__ accepts: `command` as a list or a string

        def __init__(
            self,
            *,
            command: Sequence[str] | str = (),
            url: str | None = None,
            name: str | None = None,
            cwd: str | None = None,
            env: Mapping[str, str] | None = None,
            inherit_env: bool = False,
            headers: Mapping[str, str] | None = None,
            tools: Collection[str] | None = None,
            overrides: Mapping[str, ToolOverride] = ...,
            timeout_seconds: float = DEFAULT_TIMEOUT_SECONDS,
            startup_timeout_seconds: float = DEFAULT_STARTUP_TIMEOUT_SECONDS,
            approve: Collection[str] = SIDE_EFFECTS,
            stderr: TextIO | None = None,
        ) -> None: ...

    def __post_init__(self) -> None:
        command: Any = self.command
        if isinstance(command, str):
            try:
                command = shlex.split(command)
            except ValueError as error:
                raise UserError(f"cannot parse the MCP command {command!r}: {error}") from None
        object.__setattr__(self, "command", tuple(str(part) for part in command))
        if bool(self.command) == bool(self.url):
            raise UserError("an MCP server needs either a command or a url (exactly one)")
        if self.url is not None:
            parts = urlsplit(self.url)
            if parts.scheme not in {"http", "https"} or not parts.hostname:
                raise UserError(f"an MCP server URL must be http:// or https://, got {self.url!r}")
        if self.name is not None and not SERVER_NAME.fullmatch(self.name):
            raise UserError(
                f"MCP server name {self.name!r} must match [A-Za-z_][A-Za-z0-9_-]{{0,31}} "
                "(it prefixes tool names: NAME__TOOL)"
            )
        for label in ("timeout_seconds", "startup_timeout_seconds"):
            problem = seconds_problem(getattr(self, label))
            if problem:
                raise UserError(f"{label} {problem}")
        unknown = [effect for effect in self.approve if effect not in EFFECTS]
        if unknown:
            raise UserError(f"approve: unknown effects {unknown}; use some of {', '.join(EFFECTS)}")
        for key, override in self.overrides.items():
            if not isinstance(override, ToolOverride):
                raise UserError(f"overrides[{key!r}] must be a keel.mcp.ToolOverride")

    @classmethod
    def parse(cls, text: str, **options: Any) -> MCPServer:
        """A server from the command line's form: ``[NAME=]COMMAND ARGS`` or ``[NAME=]URL``.

        ``time=python -m mcp_server_time`` names it ``time``; ``https://host/mcp`` is a URL.
        ``options`` are the other fields (``cwd``, ``inherit_env``, ...).

        Raises:
            UserError: empty, unparseable, or a bad name or URL.
        """
        spec = text.strip()
        name = None
        named = _NAMED.fullmatch(spec)
        if named is not None:
            name, spec = named.group(1), named.group(2).strip()
        elif re.match(r"[^\s=/:]+=", spec):
            raise UserError(
                f"MCP server name {spec.split('=', 1)[0]!r} must match "
                "[A-Za-z_][A-Za-z0-9_-]{0,31} (it prefixes tool names)"
            )
        if not spec:
            raise UserError(f"empty MCP server {text!r}: give a command line or an http(s) URL")
        if re.match(r"https?://", spec, re.IGNORECASE):
            return cls(url=spec, name=name, **options)
        if re.match(r"[A-Za-z][A-Za-z0-9+.-]*://", spec):
            raise UserError(f"an MCP server URL must be http:// or https://, got {spec!r}")
        return cls(command=spec, name=name, **options)

    @property
    def label(self) -> str:
        """The command line or URL, for messages."""
        return self.url if self.url is not None else shlex.join(self.command)

    def default_name(self) -> str | None:
        """The name this server's tools get without an explicit one (None: ask the server)."""
        if self.name is not None:
            return self.name
        return derive_name(self.command) if self.command else None

    def with_name(self, name: str) -> MCPServer:
        """The same server under ``name``."""
        return _replace(self, name=name)

    def to_json(self) -> dict[str, Any]:
        """What a run keeps to start this server again: name, command or URL, folder.

        Neither ``env`` nor ``headers`` is kept (they may hold secrets): a resume passes
        them again. Overrides are not kept either.
        """
        data: dict[str, Any] = {"name": self.name}
        if self.url is not None:
            data["url"] = self.url
        else:
            data["command"] = list(self.command)
            data["cwd"] = os.path.abspath(self.cwd or os.getcwd())
        return data

    @classmethod
    def from_json(cls, data: Mapping[str, Any], **options: Any) -> MCPServer:
        """The server `to_json` described; ``options`` add the fields it does not keep.

        Raises:
            UserError: the data does not describe a server.
        """
        if not isinstance(data, Mapping):
            raise UserError(f"not an MCP server description: {data!r}")
        command = data.get("command") or ()
        if not isinstance(command, list | tuple) or not all(isinstance(p, str) for p in command):
            raise UserError(f"not an MCP server command: {command!r}")
        fields: dict[str, Any] = {"name": data.get("name"), "url": data.get("url")}
        if command:
            fields["command"] = tuple(command)
            fields["cwd"] = data.get("cwd")
        return cls(**fields, **options)


def derive_name(command: tuple[str, ...] | list[str]) -> str:
    """A short tool prefix from a command line: the package or script it starts.

    ``python -m mcp_server_time`` -> ``time``, ``uvx mcp-server-fetch`` -> ``fetch``,
    ``npx -y @modelcontextprotocol/server-filesystem /tmp`` -> ``filesystem``,
    ``node build/index.js`` -> ``index``; ``mcp`` when nothing usable is left.
    """
    words = list(command)
    chosen = ""
    index = 0
    while index < len(words):
        word = words[index]
        base = PurePath(word).name
        stem = re.sub(r"(\.exe|\.py|\.js|\.mjs|\.cjs|\.ts)$", "", base.lower())
        if word == "-m" and index + 1 < len(words):
            chosen = words[index + 1].split(".")[0]
            break
        if word.startswith("-") or "=" in word:
            index += 1
            continue
        if re.fullmatch(r"(python|pypy)[0-9.]*|node[0-9]*", stem) or stem in _LAUNCHERS:
            index += 1
            continue
        chosen = word.split("/")[-1] if word.startswith("@") else stem
        break
    name = re.sub(r"@[^@]*$", "", chosen) if not chosen.startswith("@") else chosen
    name = name.lower()
    for affix in _AFFIXES:
        if name.startswith(affix) and len(name) > len(affix):
            name = name[len(affix) :]
            break
    for suffix in _SUFFIXES:
        if name.endswith(suffix) and len(name) > len(suffix):
            name = name[: -len(suffix)]
            break
    name = re.sub(r"[^A-Za-z0-9_-]", "_", name).strip("_-")[:32]
    if not name or not SERVER_NAME.fullmatch(name):
        name = f"_{name}"[:32] if name else "mcp"
    return name if SERVER_NAME.fullmatch(name) else "mcp"


def normalize_name(reported: str | None) -> str:
    """A tool prefix from the name a server reports for itself (``mcp-time`` -> ``time``)."""
    if not reported:
        return "mcp"
    return derive_name([reported.replace(" ", "-")])


def _replace(server: MCPServer, **changes: Any) -> MCPServer:
    fields = {name: getattr(server, name) for name in server.__dataclass_fields__}
    fields.update(changes)
    return MCPServer(**fields)
