"""Tools from MCP servers, under keel's guards (the ``mcp`` extra: ``keel-runtime[mcp]``).

`MCPTools` starts MCP servers (a command line over stdio, or a streamable-HTTP URL), lists
their tools and offers each as a keel `keel.tools.Tool`: its JSON input schema validated
exactly (`keel.mcp.schema`), its annotations mapped onto keel's effects, idempotency and
approval (`keel.mcp.hints`: an unannotated tool is a destructive, open-world side effect),
each call bounded by a timeout, its result or error turned into an observation
(`keel.mcp.results`, `keel.mcp.errors`). Side effects thus get keel's policy, approvals,
duplicate guard and execution ledger; an idempotent tool receives keel's idempotency key
in the request's ``_meta`` (`IDEMPOTENCY_KEY_META`). `MCPServer` and `ToolOverride` say
which servers and what the user decides over the servers' hints.

An integration: the core never imports it. Each name below loads its module on first use,
and the ``mcp`` SDK itself only when servers start.
"""

import typing

from keel.lazy import lazy_exports as _lazy_exports

if typing.TYPE_CHECKING:
    from keel.mcp.errors import (
        MCPCallError,
        MCPConnectionLost,
        MCPProtocolError,
        MCPStartError,
        MCPToolError,
        MCPUnavailable,
    )
    from keel.mcp.hints import HINT_DEFAULTS
    from keel.mcp.spec import MCPServer, ToolOverride
    from keel.mcp.toolset import IDEMPOTENCY_KEY_META, MCPToolInfo, MCPTools, SkippedTool
else:
    __getattr__, __dir__ = _lazy_exports(
        __name__,
        {
            "keel.mcp.errors": (
                "MCPCallError",
                "MCPConnectionLost",
                "MCPProtocolError",
                "MCPStartError",
                "MCPToolError",
                "MCPUnavailable",
            ),
            "keel.mcp.hints": ("HINT_DEFAULTS",),
            "keel.mcp.spec": ("MCPServer", "ToolOverride"),
            "keel.mcp.toolset": ("IDEMPOTENCY_KEY_META", "MCPToolInfo", "MCPTools", "SkippedTool"),
        },
    )

__all__ = [
    "HINT_DEFAULTS",
    "IDEMPOTENCY_KEY_META",
    "MCPCallError",
    "MCPConnectionLost",
    "MCPProtocolError",
    "MCPServer",
    "MCPStartError",
    "MCPToolError",
    "MCPToolInfo",
    "MCPTools",
    "MCPUnavailable",
    "SkippedTool",
    "ToolOverride",
]
