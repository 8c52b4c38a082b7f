"""Shared fixtures: a small in-memory knowledge base, recording tools, fast guards, a fake clock.

Nothing here is autouse: each test asks for what it needs.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from typing import Any

import pytest
from pydantic import BaseModel, ConfigDict

from keel import Guards, Run, Tool, ToolResult, tool
from keel.clock import Clock
from keel.research import CitationValidator

DOCS: dict[str, str] = {
    "annual-2023": "Annual report 2023. Revenue was $80 million.",
    "annual-2024": "Annual report 2024. Revenue was $100 million.",
    "memo-q3": "Q3 memo: a hiring freeze until further notice.",
}


class KB:
    """An in-memory knowledge base with ``search_kb`` and ``read_document`` tools.

    Every handler call is recorded in ``calls`` as ``(tool name, arguments)``.
    """

    def __init__(self, docs: dict[str, str]) -> None:
        self.docs = dict(docs)
        self.calls: list[tuple[str, dict[str, Any]]] = []
        self.tools: list[Tool] = [self._search_tool(), self._read_tool()]
        self.validators = [CitationValidator()]  # the research app's rules, opted into

    def calls_to(self, name: str) -> list[dict[str, Any]]:
        """Arguments of every call the handler of ``name`` received."""
        return [args for called, args in self.calls if called == name]

    def _search_tool(self) -> Tool:
        kb = self

        @tool
        def search_kb(query: str) -> ToolResult:
            """Search the knowledge base; returns snippets, not whole documents.

            Args:
                query: words to look for.
            """
            kb.calls.append(("search_kb", {"query": query}))
            words = query.lower().split()
            hits = [
                doc_id
                for doc_id, text in kb.docs.items()
                if any(word in text.lower() or word in doc_id for word in words)
            ]
            snippets = [{"doc_id": doc_id, "snippet": kb.docs[doc_id][:30]} for doc_id in hits]
            return ToolResult(data=snippets, source_ids=hits)

        return search_kb

    def _read_tool(self) -> Tool:
        kb = self

        @tool
        def read_document(doc_id: str) -> ToolResult:
            """Read one document in full.

            Args:
                doc_id: the document's id.
            """
            kb.calls.append(("read_document", {"doc_id": doc_id}))
            if doc_id not in kb.docs:
                raise LookupError(f"no document {doc_id!r}")
            return ToolResult(data=kb.docs[doc_id], source_ids=[doc_id])

        return read_document


class TextArgs(BaseModel):
    """Arguments of the recorder's tools by default: one optional text."""

    model_config = ConfigDict(extra="forbid")

    text: str = "x"


class Recorder:
    """Builds tools whose handlers record each call, then do what the test says."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, dict[str, Any]]] = []

    def tool(
        self,
        name: str = "echo",
        behaviour: Callable[[Any], Any] | None = None,
        *,
        args_model: type[BaseModel] = TextArgs,
        **options: Any,
    ) -> Tool:
        """A tool that records its validated arguments, then returns ``behaviour(args)``.

        Without a behaviour it returns its arguments.
        """

        def handler(args: BaseModel) -> Any:
            self.calls.append((name, args.model_dump()))
            return behaviour(args) if behaviour is not None else args.model_dump()

        return Tool(
            name=name,
            description=f"The {name} tool (test double).",
            args_model=args_model,
            handler=handler,
            **options,
        )

    def count(self, name: str | None = None) -> int:
        """How many times a handler (or the handler of ``name``) ran."""
        return sum(1 for called, _ in self.calls if name is None or called == name)


class FakeClock:
    """Stands in for the ``time`` module where the run reads its clock.

    Only ``monotonic`` is faked; everything else is the real ``time`` module.
    """

    def __init__(self, start: float = 1_000.0) -> None:
        self.now = start

    def monotonic(self) -> float:
        """The fake time."""
        return self.now

    def advance(self, seconds: float) -> None:
        """Move the fake time forward."""
        self.now += seconds

    def __getattr__(self, name: str) -> Any:
        return getattr(time, name)


@pytest.fixture
def kb() -> KB:
    """A fresh knowledge base over `DOCS`."""
    return KB(DOCS)


@pytest.fixture
def recorder() -> Recorder:
    """A fresh recorder for building tools that count their calls."""
    return Recorder()


@pytest.fixture
def fast_guards() -> Guards:
    """Default guards without retry backoff, so retries cost no wall time."""
    return Guards(retry_backoff_seconds=0)


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> FakeClock:
    """A fake monotonic clock for the run's time budget (asyncio keeps the real one)."""
    fake = FakeClock()
    module = sys.modules[Run.__module__]
    real = getattr(module, "SYSTEM_CLOCK", None)
    assert isinstance(real, Clock), "could not find where the run reads its clock"
    monkeypatch.setattr(module, "SYSTEM_CLOCK", Clock(now=real.now, monotonic=fake.monotonic))
    return fake
