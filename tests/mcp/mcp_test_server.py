"""A real MCP server for keel's MCP tests, built with the official SDK's server API.

``python server.py --port PORT`` serves it over streamable HTTP at
``http://127.0.0.1:PORT/mcp`` (uvicorn); ``python server.py --stdio`` over stdio. Its tools:

* ``record(item)``: a side effect that honours keel's idempotency key (``idempotentHint``):
  a second call with the same ``_meta["keel/idempotency_key"]`` has no further effect;
* ``send(item)``: an open-world side effect that does not (a new effect on every call);
* ``wipe()``: no annotations at all, so by the MCP defaults a destructive, open-world one;
* ``lookup(key)``: read-only, closed world;
* ``slow(seconds)``: read-only, sleeps (for timeouts);
* ``crash()``: the server process dies in the middle of the call;
* ``fail(reason)``: a result with ``isError``;
* ``shapes(...)``: arguments of many JSON-schema shapes, echoed back;
* ``broken``: advertises an input schema that is not valid JSON Schema;
* ``mismatch``: returns structured content its advertised output schema does not allow.

What happened is kept in memory: ``GET /state`` returns it (the server's pid, effects,
every call with the idempotency key it carried, the ``Authorization`` header ``lookup`` last
saw), ``POST /reset`` clears it. With ``--state
FILE`` it starts from FILE when FILE exists, and every change is written to it (so a test
can read it after the server died, and a server started again keeps what happened: stdio
servers have no HTTP routes).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import signal
from enum import StrEnum
from pathlib import Path
from typing import Any, Literal

from mcp.server.mcpserver import Context, MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp.types import ToolAnnotations
from pydantic import BaseModel, Field
from starlette.requests import Request
from starlette.responses import JSONResponse

KEY = "keel/idempotency_key"

server = MCPServer("keel-test")
STATE: dict[str, Any] = {"pid": os.getpid(), "effects": [], "calls": []}
STATE_FILE: list[Path] = []


def _save() -> None:
    for path in STATE_FILE:
        partial = path.with_suffix(".tmp")
        partial.write_text(json.dumps(STATE), encoding="utf-8")
        partial.replace(path)


def _key(ctx: Context) -> str | None:
    meta = ctx.request_context.meta or {}
    value = meta.get(KEY)  # type: ignore[call-overload]
    return value if isinstance(value, str) else None


def _called(tool: str, ctx: Context, **arguments: Any) -> str | None:
    key = _key(ctx)
    STATE["calls"].append({"tool": tool, "key": key, "arguments": arguments})
    _save()
    return key


@server.tool(
    annotations=ToolAnnotations(
        read_only_hint=False, destructive_hint=False, idempotent_hint=True, open_world_hint=False
    )
)
def record(item: str, ctx: Context) -> str:
    """Record an item (once per idempotency key)."""
    key = _called("record", ctx, item=item)
    if key is not None and any(effect["key"] == key for effect in STATE["effects"]):
        return f"already recorded {item}"
    STATE["effects"].append({"tool": "record", "item": item, "key": key})
    _save()
    return f"recorded {item}"


@server.tool(
    annotations=ToolAnnotations(
        read_only_hint=False, destructive_hint=False, idempotent_hint=False, open_world_hint=True
    )
)
def send(item: str, ctx: Context) -> str:
    """Send an item to the outside world (every call sends again)."""
    key = _called("send", ctx, item=item)
    STATE["effects"].append({"tool": "send", "item": item, "key": key})
    _save()
    return f"sent {item}"


@server.tool()
def wipe(ctx: Context) -> str:
    """Delete every recorded item (declares no annotations)."""
    _called("wipe", ctx)
    STATE["effects"].append({"tool": "wipe", "item": None, "key": _key(ctx)})
    _save()
    return "wiped"


@server.tool(annotations=ToolAnnotations(read_only_hint=True, open_world_hint=False))
def lookup(key: str, ctx: Context) -> dict[str, Any]:
    """Look a key up in a small closed table."""
    headers = ctx.headers or {}
    STATE["authorization"] = headers.get("authorization")  # over HTTP: what the client sent
    table = {"alpha": 1, "beta": 2}
    return {"key": key, "value": table.get(key)}


@server.tool(annotations=ToolAnnotations(read_only_hint=True, open_world_hint=False))
async def slow(seconds: float, ctx: Context) -> str:
    """Sleep, then answer."""
    _called("slow", ctx, seconds=seconds)
    await asyncio.sleep(seconds)
    return f"slept {seconds}"


@server.tool(annotations=ToolAnnotations(read_only_hint=True, open_world_hint=False))
def crash(ctx: Context) -> str:
    """Die in the middle of the call."""
    _called("crash", ctx)
    os.kill(os.getpid(), signal.SIGKILL)
    return "unreachable"


@server.tool(annotations=ToolAnnotations(read_only_hint=True, open_world_hint=False))
def fail(reason: str) -> str:
    """Fail with the reason given (a result with isError)."""
    raise ToolError(reason)


class Colour(StrEnum):
    red = "red"
    green = "green"


class Address(BaseModel):
    street: str
    number: int = Field(ge=1)


@server.tool(annotations=ToolAnnotations(read_only_hint=True, open_world_hint=False))
def shapes(
    name: str,
    count: int,
    colour: Colour,
    address: Address,
    tags: list[str] | None = None,
    mode: Literal["fast", "slow"] = "fast",
    ratio: float = 0.5,
    note: str | None = None,
) -> dict[str, Any]:
    """Echo arguments of many shapes back."""
    return {
        "name": name,
        "count": count,
        "colour": colour.value,
        "address": address.model_dump(),
        "tags": tags,
        "mode": mode,
        "ratio": ratio,
        "note": note,
    }


@server.tool(annotations=ToolAnnotations(read_only_hint=True, open_world_hint=False))
def broken(value: str) -> str:
    """Advertised with an input schema that is not valid JSON Schema."""
    return value


@server.tool(annotations=ToolAnnotations(read_only_hint=True, open_world_hint=False))
def mismatch() -> dict[str, str]:
    """Returns a text value where its advertised output schema says integer."""
    return {"value": "text"}


def _advertise_wrong_schemas() -> None:
    manager = server._tool_manager
    broken_tool = manager.get_tool("broken")
    assert broken_tool is not None
    broken_tool.parameters = {"type": "object", "properties": {"value": {"type": "text"}}}
    mismatched = manager.get_tool("mismatch")
    assert mismatched is not None
    mismatched.fn_metadata.output_schema = {
        "type": "object",
        "properties": {"value": {"type": "integer"}},
        "required": ["value"],
    }


_advertise_wrong_schemas()


@server.custom_route("/state", methods=["GET"])
async def state(request: Request) -> JSONResponse:
    return JSONResponse(STATE)


@server.custom_route("/reset", methods=["POST"])
async def reset(request: Request) -> JSONResponse:
    STATE["effects"].clear()
    STATE["calls"].clear()
    STATE.pop("authorization", None)
    _save()
    return JSONResponse({"ok": True})


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--stdio", action="store_true")
    parser.add_argument("--state")
    options = parser.parse_args()
    if options.state:
        path = Path(options.state)
        if path.exists():
            STATE.update(json.loads(path.read_text(encoding="utf-8")))
        STATE["pid"] = os.getpid()
        STATE_FILE.append(path)
        _save()
    if options.stdio:
        server.run("stdio")
        return
    import uvicorn

    app = server.streamable_http_app()
    uvicorn.run(app, host="127.0.0.1", port=options.port, log_level="warning")


if __name__ == "__main__":
    main()
