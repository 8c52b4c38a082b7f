"""How an MCP tool call fails, as keel sees it (the classes live in `keel.errors`).

The class name is the ``error_type`` the model reads in its observation. Only
`MCPUnavailable` is retried by the runtime (it is a `keel.errors.RetryableToolError`):
the call never reached the server, or it cannot have acted twice (a read, or a tool that
honours the idempotency key). A timeout is keel's own (``timeout``): retried for a tool
without side effects, never for one with. An ``isError`` result is `MCPToolError`; a
side effect whose connection broke mid-call is `MCPConnectionLost` (outcome unknown).
"""

from __future__ import annotations

from keel.errors import (
    MCPCallError,
    MCPConnectionLost,
    MCPProtocolError,
    MCPStartError,
    MCPToolError,
    MCPUnavailable,
)

__all__ = [
    "MCPCallError",
    "MCPConnectionLost",
    "MCPProtocolError",
    "MCPStartError",
    "MCPToolError",
    "MCPUnavailable",
]
