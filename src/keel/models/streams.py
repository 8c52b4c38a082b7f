"""Streamed replies of chat APIs, put back together into the shape of a whole reply.

The adapters stream only when someone listens (`keel.context.ModelRequest.on_text`).
Each piece of text goes to the listener as it arrives; the pieces, tool-call deltas and
the final usage are then assembled into an object with the attributes the adapter reads
from a non-streamed response, so parsing and billing run the same code either way.
"""

from __future__ import annotations

from collections.abc import AsyncIterable, Callable, Iterable
from types import SimpleNamespace
from typing import Any

OPENAI_STREAM: dict[str, Any] = {"stream": True, "stream_options": {"include_usage": True}}
"""Chat Completions options for a streamed reply that still reports its usage."""


class ChatCompletionChunks:
    """Collects the chunks of one streamed Chat Completion (choice 0)."""

    def __init__(self, on_text: Callable[[str], None]) -> None:
        self.on_text = on_text
        self.arrived = False
        self.model: str | None = None
        self.usage: Any = None
        self.finish_reason: str | None = None
        self.seen_choice = False
        self.text: list[str] = []
        self.refusal: list[str] = []
        self.calls: dict[int, tuple[list[str], list[str]]] = {}

    def add(self, chunk: Any) -> None:
        """Take one chunk: text goes to the listener, the rest is kept."""
        self.arrived = True
        self.model = getattr(chunk, "model", None) or self.model
        if getattr(chunk, "usage", None) is not None:
            self.usage = chunk.usage  # the last chunk, with include_usage
        for choice in getattr(chunk, "choices", None) or ():
            if getattr(choice, "index", 0) != 0:
                continue
            self.seen_choice = True
            self.finish_reason = getattr(choice, "finish_reason", None) or self.finish_reason
            delta = getattr(choice, "delta", None)
            if delta is not None:
                self._delta(delta)

    def _delta(self, delta: Any) -> None:
        text = getattr(delta, "content", None)
        if text:
            self.text.append(text)
            self.on_text(text)
        refusal = getattr(delta, "refusal", None)
        if refusal:
            self.refusal.append(refusal)
        for call in getattr(delta, "tool_calls", None) or ():
            name, arguments = self.calls.setdefault(getattr(call, "index", 0) or 0, ([], []))
            function = getattr(call, "function", None)
            if function is None:
                continue
            if getattr(function, "name", None) and not name:  # sent once, with the first delta
                name.append(function.name)
            if getattr(function, "arguments", None):
                arguments.append(function.arguments)

    def response(self) -> SimpleNamespace:
        """The reply as a non-streamed response would carry it."""
        calls = [
            SimpleNamespace(function=SimpleNamespace(name="".join(n), arguments="".join(a)))
            for _, (n, a) in sorted(self.calls.items())
        ]
        message = SimpleNamespace(
            content="".join(self.text) or None,
            refusal="".join(self.refusal) or None,
            tool_calls=calls or None,
        )
        choices = (
            [SimpleNamespace(finish_reason=self.finish_reason, message=message)]
            if self.seen_choice
            else []
        )
        return SimpleNamespace(model=self.model, usage=self.usage, choices=choices)


def collect_chat(stream: Any, on_text: Callable[[str], None]) -> SimpleNamespace | None:
    """Read a streamed Chat Completion to its end (closing it in any case); None if the
    server sent no chunk at all (it could not stream this request)."""
    chunks = ChatCompletionChunks(on_text)
    with stream:
        for chunk in stream:
            chunks.add(chunk)
    return chunks.response() if chunks.arrived else None


async def acollect_chat(stream: Any, on_text: Callable[[str], None]) -> SimpleNamespace | None:
    """`collect_chat` for the async client's stream."""
    chunks = ChatCompletionChunks(on_text)
    async with stream:
        async for chunk in stream:
            chunks.add(chunk)
    return chunks.response() if chunks.arrived else None


def relay_messages(events: Iterable[Any], on_text: Callable[[str], None]) -> None:
    """Send the text deltas of an Anthropic ``MessageStream`` to the listener."""
    for event in events:
        if event.type == "text":
            on_text(event.text)


async def arelay_messages(events: AsyncIterable[Any], on_text: Callable[[str], None]) -> None:
    """`relay_messages` for the async client's stream."""
    async for event in events:
        if event.type == "text":
            on_text(event.text)
