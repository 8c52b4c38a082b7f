"""What `keel.runtime.Runtime` checks in the arguments it is given, with errors that say
what to pass instead: tools as a list, `Budgets`/`Guards` objects, JSON ``meta``."""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any, TypeVar

from keel.budgets import Budgets, Guards
from keel.errors import UserError
from keel.tools import Tool, ToolRegistry

__all__ = ["check_meta", "setting", "tools_of"]


def tools_of(tools: Iterable[Tool]) -> ToolRegistry:
    """The tools as a registry; one tool passed without a list is a `UserError` saying so."""
    if isinstance(tools, ToolRegistry):
        return tools
    if isinstance(tools, Tool):
        raise UserError(
            f"tools must be a list of tools, got the single tool {tools.name!r}: "
            f"pass [{tools.name}]"
        )
    if not isinstance(tools, Iterable) or isinstance(tools, str | bytes):
        raise UserError(f"tools must be a list of tools (made with @tool), got {tools!r}")
    return ToolRegistry(tools)


S = TypeVar("S", Budgets, Guards)


def setting(label: str, value: object, kind: type[S]) -> S:
    """``value``, or the default ``kind()``; anything else (a dict) is a `UserError`."""
    if value is None:
        return kind()
    if not isinstance(value, kind):
        given = value.items() if isinstance(value, dict) else ()
        example = ", ".join(f"{key}={item!r}" for key, item in given)
        raise UserError(
            f"{label} must be a keel.{kind.__name__}, got {type(value).__name__}: "
            f"pass {kind.__name__}({example})"
        )
    return value


def check_meta(meta: dict[str, Any] | None) -> None:
    """Refuse a ``meta`` the store could not keep as JSON, naming the argument."""
    try:
        json.dumps(meta)
    except (TypeError, ValueError) as error:
        raise UserError(
            f"meta must be JSON (it is stored with the run): {error}; convert the value "
            "first (a date to date.isoformat(), for instance)"
        ) from None
