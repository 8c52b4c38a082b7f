"""Review of ``keel mcp serve``: defects found by trying to break it, each proven here
with the SDK's real client on the real server, service and SQLite store.

Every test failed before its fix; its docstring says what was wrong.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import anyio
from mcp import Client
from mcp_types import CallToolResult

from keel.budgets import Budgets
from keel.research.mcp_server import ResearchService, ServeConfig, research_server
from mcp_serve.serve_helpers import NOT_IN_DOCUMENTS, REPORTS, structured


def config(home: Path, budgets: Budgets) -> ServeConfig:
    return ServeConfig(
        folder=REPORTS, home=home, model="planner", budgets=budgets, store=str(home / "runs.db")
    )


def call(service: ResearchService, *calls: tuple[str, dict[str, Any]]) -> list[CallToolResult]:
    async def go() -> list[CallToolResult]:
        async with Client(research_server(service)) as client:
            return [await client.call_tool(name, arguments) for name, arguments in calls]

    return anyio.run(go)


def test_reply_never_runs_a_paused_run_past_this_servers_budgets(tmp_path):
    """``reply`` continued a paused run with the budgets stored with it, whatever they
    were: a run paused under a generous ceiling (``keel ask``, or another server over the
    same store, folder and model) went on past this server's ceiling, so a client could
    raise the server's budgets by replying to such a run instead of asking."""
    with ResearchService.open(config(tmp_path, Budgets(max_steps=50))) as generous:
        paused = generous.ask(NOT_IN_DOCUMENTS)
    assert paused.status == "waiting_for_user"
    used = paused.usage.steps
    with ResearchService.open(config(tmp_path, Budgets(max_steps=used + 1))) as strict:
        (replied,) = call(strict, ("reply", {"run_id": paused.run_id, "answer": "revenue 2024"}))
    usage = structured(replied)["usage"]
    assert usage["max_steps"] == used + 1
    assert usage["steps"] <= used + 1
