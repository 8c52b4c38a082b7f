"""MCP tool annotations as keel policy: effects, idempotency, approval, timeout.

An MCP server may annotate each tool with four hints. The MCP specification gives each a
default for when it is absent, and keel applies them as written::

    readOnlyHint     false   the tool may change its environment
    destructiveHint  true    ... and what it changes may not come back (if not read-only)
    idempotentHint   false   a repeated call may act again (if not read-only)
    openWorldHint    true    it reaches entities beyond a closed domain (the network)

so a tool that declares nothing is a **destructive, open-world side effect**. The mapping:

    read-only, closed world          -> "read"
    read-only, open world            -> "network_read"
    not read-only, destructive       -> "destructive"
    not read-only, open world        -> "external"
    not read-only, closed world      -> "write"

``idempotentHint`` becomes ``idempotent=True`` (keel then sends its idempotency key in the
request's ``_meta`` and re-runs the call after a crash). A tool whose effects are in the
server's ``approve`` set (by default every side effect) asks a person before each call.
These are hints from a server keel does not trust: a `keel.mcp.ToolOverride` wins over each.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from typing import Any

from keel.effects import SIDE_EFFECTS, Effect
from keel.mcp.spec import ToolOverride
from keel.tools import ApprovalPolicy

__all__ = ["HINT_DEFAULTS", "Hints", "Mapped", "map_tool"]

HINT_DEFAULTS: dict[str, bool] = {
    "readOnlyHint": False,
    "destructiveHint": True,
    "idempotentHint": False,
    "openWorldHint": True,
}
"""The MCP specification's value of each hint when a server does not give it."""


@dataclass(frozen=True, slots=True)
class Hints:
    """The four hints as the server declared them (None: not declared)."""

    read_only: bool | None = None
    destructive: bool | None = None
    idempotent: bool | None = None
    open_world: bool | None = None

    @classmethod
    def of(cls, annotations: Any) -> Hints:
        """The hints of an ``mcp.types.ToolAnnotations`` (or None)."""
        if annotations is None:
            return cls()

        def flag(name: str) -> bool | None:
            value = getattr(annotations, name, None)
            return value if isinstance(value, bool) else None

        return cls(
            flag("read_only_hint"),
            flag("destructive_hint"),
            flag("idempotent_hint"),
            flag("open_world_hint"),
        )

    def declared(self) -> dict[str, bool | None]:
        """The hints by their MCP names, None where the server gave none."""
        return {
            "readOnlyHint": self.read_only,
            "destructiveHint": self.destructive,
            "idempotentHint": self.idempotent,
            "openWorldHint": self.open_world,
        }

    def effective(self) -> dict[str, bool]:
        """The hints with the specification's defaults filled in."""
        return {
            name: HINT_DEFAULTS[name] if value is None else value
            for name, value in self.declared().items()
        }

    def effects(self) -> Effect:
        """The keel effect these hints describe (see the module docstring)."""
        hints = self.effective()
        if hints["readOnlyHint"]:
            return "network_read" if hints["openWorldHint"] else "read"
        if hints["destructiveHint"]:
            return "destructive"
        return "external" if hints["openWorldHint"] else "write"


@dataclass(frozen=True, slots=True, kw_only=True)
class Mapped:
    """How keel treats one MCP tool, and which of it the user decided (``overridden``)."""

    effects: Effect
    idempotent: bool
    requires_approval: ApprovalPolicy
    timeout_seconds: float
    overridden: tuple[str, ...] = ()

    @property
    def side_effects(self) -> bool:
        """Whether the tool changes the world (write, external or destructive)."""
        return self.effects in SIDE_EFFECTS


def map_tool(
    hints: Hints,
    *,
    override: ToolOverride | None,
    approve: Collection[str],
    timeout_seconds: float,
) -> Mapped:
    """The keel treatment of a tool with ``hints``, after the user's ``override``."""
    effects = hints.effects()
    idempotent = bool(hints.effective()["idempotentHint"])
    override = override or ToolOverride()
    if override.effects is not None:
        effects = override.effects
    if override.idempotent is not None:
        idempotent = override.idempotent
    approval: ApprovalPolicy = effects in approve
    if override.requires_approval is not None:
        approval = override.requires_approval
    return Mapped(
        effects=effects,
        idempotent=idempotent,
        requires_approval=approval,
        timeout_seconds=override.timeout_seconds or timeout_seconds,
        overridden=override.fields_set(),
    )
