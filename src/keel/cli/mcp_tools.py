"""``keel mcp tools SERVER``: what an MCP server offers, as keel would treat each tool.

Starts the server (a command line, run with the caller's environment, or an http(s)
URL), lists its tools with the effects, idempotency, approval and timeout keel maps their
annotations to (`keel.mcp.hints`), and stops it. ``--json`` prints one object:
``{"server": {...}, "tools": [...], "skipped": [...]}``. A server that cannot be started
exits 2 with the reason (and the end of its stderr).
"""

from __future__ import annotations

import json

from rich.text import Text

from keel.cli.common import fail, input_errors, stderr_console, stdout_console
from keel.mcp.errors import MCPStartError
from keel.mcp.hints import HINT_DEFAULTS
from keel.mcp.spec import MCPServer

__all__ = ["hints_text", "list_tools"]

_SHORT = {
    "readOnlyHint": "ro",
    "destructiveHint": "de",
    "idempotentHint": "id",
    "openWorldHint": "ow",
}


def list_tools(text: str, *, json_output: bool) -> None:
    """Print the tools of the server ``text`` names (see the module docstring)."""
    from keel.mcp.toolset import MCPTools

    with input_errors():
        spec = MCPServer.parse(text, inherit_env=True)
    try:
        with MCPTools([spec]) as toolset:
            server, infos, skipped = toolset.servers[0], toolset.infos, toolset.skipped
    except MCPStartError as error:
        fail(str(error))
    if json_output:
        report = {
            "server": {"name": server.name, **server.to_json()},
            "tools": [info.to_json() for info in infos],
            "skipped": [
                {"name": s.remote_name, "server": s.server, "reason": s.reason} for s in skipped
            ],
        }
        print(json.dumps(report, ensure_ascii=False))
        return
    out = stdout_console()
    out.print(f"{server.name}: {server.label} ({len(infos)} tools)")
    rows = [("tool", "effects", "idempotent", "approval", "timeout", "hints", "description")]
    for info in infos:
        rows.append(
            (
                info.name + ("*" if info.overridden else ""),
                info.effects,
                "yes" if info.idempotent else "no",
                info.approval,
                f"{info.timeout_seconds:g}s",
                hints_text(info.hints),
                info.description if len(info.description) <= 100 else info.description[:99] + "…",
            )
        )
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]) - 1)]
    for row in rows:
        cells = [cell.ljust(width) for cell, width in zip(row, widths, strict=False)]
        out.print(Text("  ".join([*cells, row[-1]]).rstrip()))
    err = stderr_console()
    if any(info.overridden for info in infos):
        err.print("* set by an override, not by the server's hints", style="dim")
    for s in skipped:
        err.print(f"keel: not offered: {s.remote_name}: {s.reason}", style="yellow")
    err.print(
        "hints as declared (ro readOnly, de destructive, id idempotent, ow openWorld; "
        "- not declared: the MCP default applies, "
        + ", ".join(f"{_SHORT[k]} {'y' if v else 'n'}" for k, v in HINT_DEFAULTS.items())
        + "); a tool that declares none is a destructive, open-world side effect",
        style="dim",
    )


def hints_text(hints: dict[str, bool | None]) -> str:
    """``ro:y de:- id:y ow:n``: each hint as declared, ``-`` where it was not."""
    return " ".join(
        f"{_SHORT[name]}:{'-' if value is None else 'y' if value else 'n'}"
        for name, value in hints.items()
    )
