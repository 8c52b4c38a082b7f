"""An MCP ``CallToolResult`` as a keel tool result.

- ``structuredContent``, when the server sends it, is the result (JSON, as the server
  shaped it);
- otherwise the content blocks are: text as text (one block: the string itself, several:
  joined by blank lines), an embedded text resource as its text, and a short note in
  brackets for what a text model cannot read (an image, audio, a binary resource, a link);
- ``isError`` raises `MCPToolError` with the text of the result as its message: the run
  records a failed observation the model can read, and the call is not retried.
"""

from __future__ import annotations

from typing import Any

from keel.mcp.errors import MCPToolError

__all__ = ["content_text", "result_data"]

_ERROR_CHARS = 4_000


def result_data(result: Any) -> Any:
    """The data of a successful result; `MCPToolError` for one with ``isError``."""
    if getattr(result, "is_error", False):
        text = content_text(result.content)
        if not text and result.structured_content is not None:
            text = str(result.structured_content)
        message = text.strip() or "the tool reported an error without a message"
        if len(message) > _ERROR_CHARS:
            message = message[:_ERROR_CHARS] + "…"
        raise MCPToolError(message)
    if result.structured_content is not None:
        return result.structured_content
    return content_text(result.content)


def content_text(blocks: list[Any]) -> str:
    """The text of content blocks, with a note for each block that is not text."""
    parts = [_block_text(block) for block in blocks]
    return "\n\n".join(part for part in parts if part)


def _block_text(block: Any) -> str:
    kind = getattr(block, "type", None)
    if kind == "text":
        return str(block.text)
    if kind in {"image", "audio"}:
        size = len(getattr(block, "data", "") or "") * 3 // 4
        return f"[{kind}: {getattr(block, 'mime_type', '?')}, about {size:,} bytes, not shown]"
    if kind == "resource":
        resource = block.resource
        text = getattr(resource, "text", None)
        if isinstance(text, str):
            return text
        mime = getattr(resource, "mime_type", None) or "binary"
        return f"[resource {resource.uri}: {mime}, not shown]"
    if kind == "resource_link":
        return f"[resource link: {block.uri}" + (f" ({block.name})" if block.name else "") + "]"
    return f"[{kind or 'unknown'} content, not shown]"
