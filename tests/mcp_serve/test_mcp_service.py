"""The research MCP server in-process: the SDK's client on the real server, service and store."""

from __future__ import annotations

import shutil
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import anyio
import pytest
from mcp import Client
from mcp_types import CallToolResult
from serve_helpers import FOLDER_IDS, GROWTH, NOT_IN_DOCUMENTS, REPORTS, structured, text_of

from keel.budgets import Budgets
from keel.cancel import CancelToken
from keel.errors import UserError
from keel.models.scripted import ScriptedDecisionMaker
from keel.research.kb import KnowledgeBase
from keel.research.mcp_server import ResearchService, ServeConfig, research_server
from keel.research.mcp_server.server import ask_annotations, model_is_local
from keel.store import open_store
from keel.trace import TraceEvent


def config(home: Path, folder: Path = REPORTS, model: str = "planner") -> ServeConfig:
    return ServeConfig(
        folder=folder, home=home, model=model, budgets=Budgets(), store=str(home / "runs.db")
    )


@pytest.fixture
def service(tmp_path: Path) -> Iterator[ResearchService]:
    with ResearchService.open(config(tmp_path)) as opened:
        yield opened


def call(service: ResearchService, *calls: tuple[str, dict[str, Any]]) -> list[CallToolResult]:
    async def go() -> list[CallToolResult]:
        async with Client(research_server(service)) as client:
            return [await client.call_tool(name, arguments) for name, arguments in calls]

    return anyio.run(go)


def test_a_lower_step_budget_stops_the_run_and_is_not_an_error(service):
    (result,) = call(service, ("ask", {"question": GROWTH, "max_steps": 1}))
    content = structured(result)
    assert result.is_error is False
    assert content["status"] == "stopped"
    assert content["answer"] is None
    assert "step budget of 1 reached" in content["reason"]
    assert content["usage"]["steps"] == content["usage"]["max_steps"] == 1
    assert "No answer: the run stopped." in text_of(result)


def test_a_failed_run_is_an_error_result_that_keeps_its_outcome(tmp_path):
    search = {"kind": "tool", "call": {"name": "search_kb", "arguments": {"query": "revenue"}}}
    model = ScriptedDecisionMaker(steps=[{"decision": search}])
    store = open_store(str(tmp_path / "runs.db"))
    with KnowledgeBase.open(tmp_path / "kb.sqlite") as kb:
        service = ResearchService(config(tmp_path), kb=kb, model=model, store=store)
        (result,) = call(service, ("ask", {"question": "What was revenue in 2024?"}))
    store.close()
    assert result.is_error is True
    content = structured(result)
    assert content["status"] == "failed"
    assert "scripted model ran past its last turn" in content["reason"]
    assert "No answer: the run failed." in text_of(result)


def test_concurrent_calls_each_run_to_the_end_and_are_recorded(service):
    results: list[CallToolResult] = []

    async def go() -> None:
        async with Client(research_server(service)) as client, anyio.create_task_group() as tg:
            for _ in range(3):
                tg.start_soon(_ask_into, client, results)

    anyio.run(go)
    contents = [structured(result) for result in results]
    assert [content["status"] for content in contents] == ["completed"] * 3
    run_ids = {content["run_id"] for content in contents}
    assert len(run_ids) == 3
    stored = {record.run_id: record for record in service.store.list_runs()}
    assert set(stored) == run_ids
    assert {record.status for record in stored.values()} == {"completed"}


async def _ask_into(client: Client, results: list[CallToolResult]) -> None:
    results.append(await client.call_tool("ask", {"question": GROWTH}))


def test_search_returns_ranked_hits_of_the_folder_with_snippets(service):
    (result,) = call(service, ("search", {"query": "Tilburg plant", "limit": 3}))
    hits = structured(result)["results"]
    assert 1 <= len(hits) <= 3
    assert {hit["doc_id"] for hit in hits} <= FOLDER_IDS
    assert "Tilburg" in hits[0]["snippet"]
    assert text_of(result).startswith(f"1. [{hits[0]['doc_id']}] ")


def test_a_search_without_a_word_is_an_error_result(service):
    (result,) = call(service, ("search", {"query": "?!"}))
    assert result.is_error is True
    assert "no word to search for" in text_of(result)


def test_a_document_added_while_serving_is_found_by_the_next_call(tmp_path):
    folder = tmp_path / "docs"
    shutil.copytree(REPORTS, folder)
    with ResearchService.open(config(tmp_path / "home", folder)) as service:
        (before,) = call(service, ("search", {"query": "zanzibar"}))
        (folder / "memo.md").write_text("# Memo\n\nThe Zanzibar office opens in 2026.\n")
        (after,) = call(service, ("search", {"query": "zanzibar"}))
    assert structured(before)["results"] == []
    assert [hit["doc_id"] for hit in structured(after)["results"]] == ["memo"]


def test_a_client_may_lower_the_budgets_but_never_raise_them(service):
    assert service.budgets(max_steps=3, max_cost_usd=0.5).max_steps == 3
    assert service.budgets(max_steps=None) == service.config.budgets
    with pytest.raises(UserError, match=r"max_steps must be greater than 0 and at most 12"):
        service.budgets(max_steps=13)
    with pytest.raises(UserError, match="unknown limit 'max_output_tokens'"):
        service.budgets(max_output_tokens=10)


def test_a_cancelled_run_ends_cancelled_and_is_recorded(service):
    token = CancelToken()
    token.cancel("the client went away")
    output = service.ask(GROWTH, cancel=token)
    assert output.status == "cancelled"
    assert service.store.get(output.run_id).status == "cancelled"


def test_the_run_keeps_a_trace_and_a_state_file_like_keel_ask(service):
    output = service.ask(GROWTH)
    home = service.config.home
    assert (home / "traces" / f"{output.run_id}.jsonl").read_text().count("\n") > 5
    assert (home / "runs" / f"{output.run_id}.json").is_file()
    meta = service.store.get(output.run_id).meta
    assert meta["kb"] == str(REPORTS)
    assert meta["model"] == "planner"


@pytest.mark.parametrize(
    ("spec", "local"),
    [
        ("planner", True),
        ("scripted:run.jsonl", True),
        ("llamacpp:smollm2", True),
        ("openai-compatible:qwen@http://127.0.0.1:8080/v1", True),
        ("openai-compatible:qwen@https://api.example.com/v1", False),
        ("openai:gpt-4o-mini", False),
        ("anthropic:claude-3-5-haiku-latest", False),
    ],
)
def test_ask_is_open_world_only_with_a_hosted_model(spec, local):
    assert model_is_local(spec) is local
    hints = ask_annotations(spec)
    assert hints.open_world_hint is not local
    assert hints.read_only_hint is True


def test_each_step_is_reported_as_progress_to_a_client_that_asks(service):
    reported: list[tuple[float, float | None, str | None]] = []

    async def progress(value: float, total: float | None, message: str | None) -> None:
        reported.append((value, total, message))

    async def go() -> CallToolResult:
        async with Client(research_server(service)) as client:
            tools = {tool.name: tool for tool in (await client.list_tools()).tools}
            assert "ctx" not in tools["ask"].input_schema["properties"]
            arguments = {"question": GROWTH, "max_steps": 11}
            return await client.call_tool("ask", arguments, progress_callback=progress)

    content = structured(anyio.run(go))
    steps = content["usage"]["steps"]
    assert [value for value, _, _ in reported] == list(range(1, steps + 1))
    assert {total for _, total, _ in reported} == {11}
    assert reported[0][2] == "tool search_kb"
    assert reported[-1][2] == "final answer"


def test_reply_answers_a_paused_run_which_goes_on_to_a_cited_answer(service):
    (paused,) = call(service, ("ask", {"question": NOT_IN_DOCUMENTS}))
    run_id = structured(paused)["run_id"]
    (replied,) = call(service, ("reply", {"run_id": run_id, "answer": "revenue in 2024"}))
    content = structured(replied)
    assert replied.is_error is False
    assert (content["run_id"], content["status"]) == (run_id, "completed")
    assert [citation["doc_id"] for citation in content["citations"]] == ["annual-2024"]
    assert service.store.get(run_id).status == "completed"
    trace = (service.config.home / "traces" / f"{run_id}.jsonl").read_text()
    assert '"run_resumed"' in trace  # the same trace file goes on


def test_reply_refuses_a_run_that_does_not_wait_for_an_answer(service):
    done = service.ask(GROWTH)
    unknown, finished = call(
        service,
        ("reply", {"run_id": "nope", "answer": "2024"}),
        ("reply", {"run_id": done.run_id, "answer": "2024"}),
    )
    assert unknown.is_error is True
    assert "nope" in text_of(unknown)
    assert finished.is_error is True
    assert done.run_id in text_of(finished)
    assert service.store.get(done.run_id).status == "completed"


def test_reply_refuses_a_run_of_another_folder(tmp_path):
    other = tmp_path / "other"
    shutil.copytree(REPORTS, other)
    with ResearchService.open(config(tmp_path, other)) as first:
        paused = first.ask(NOT_IN_DOCUMENTS)
    with ResearchService.open(config(tmp_path)) as second:
        (result,) = call(second, ("reply", {"run_id": paused.run_id, "answer": "revenue"}))
    assert result.is_error is True
    assert "researches another folder" in text_of(result)


def test_a_folder_gone_while_serving_is_an_error_result_until_it_is_back(tmp_path):
    folder = tmp_path / "docs"
    shutil.copytree(REPORTS, folder)
    with ResearchService.open(config(tmp_path / "home", folder)) as service:
        folder.rename(tmp_path / "away")
        gone, searched = call(
            service, ("ask", {"question": GROWTH}), ("search", {"query": "revenue"})
        )
        (tmp_path / "away").rename(folder)
        (back,) = call(service, ("ask", {"question": GROWTH}))
    assert gone.is_error is True
    assert "knowledge base folder not found" in text_of(gone)
    assert searched.is_error is True
    assert structured(back)["status"] == "completed"


class Gate:
    """A trace sink that holds the run at its first decision until released."""

    def __init__(self) -> None:
        self.reached = threading.Event()
        self.release = threading.Event()

    def emit(self, event: TraceEvent) -> None:
        if event.event_type == "model_decision" and not self.reached.is_set():
            self.reached.set()
            assert self.release.wait(timeout=120)


def test_closing_lets_a_cancelled_call_end_and_record_its_run(tmp_path):
    gate, token, outputs = Gate(), CancelToken(), []
    with ResearchService.open(config(tmp_path)) as service:
        worker = threading.Thread(
            target=lambda: outputs.append(service.ask(GROWTH, cancel=token, sinks=[gate]))
        )
        worker.start()
        assert gate.reached.wait(timeout=120)
        token.cancel("the client went away")  # what a cut-off call does
        # Released only once closing has begun (if closing did not wait, it would be over
        # long before): the run ends while the service is closing, not before.
        threading.Timer(0.5, gate.release.set).start()
    store = open_store(str(tmp_path / "runs.db"))  # closed: the run has already ended
    (record,) = store.list_runs()
    store.close()
    assert record.status == "cancelled"
    worker.join(timeout=120)
    assert [output.status for output in outputs] == ["cancelled"]


def test_a_call_the_client_cancels_cancels_its_run_at_once(service):
    async def go() -> bool:
        async with Client(research_server(service)) as client:
            with anyio.CancelScope() as scope:

                async def cancel_at_first_step(value: float, total: float | None, note: str | None):
                    scope.cancel()

                arguments = {"question": GROWTH}
                await client.call_tool("ask", arguments, progress_callback=cancel_at_first_step)
            return scope.cancelled_caught

    assert anyio.run(go) is True
    service._wait_for_calls()  # as closing the service does
    (record,) = service.store.list_runs()
    state, _ = service.store.load(record.run_id)
    assert (state.status, state.step) == ("cancelled", 1)
    assert "the MCP call was cancelled" in state.termination_reason


def test_reply_refuses_a_run_started_with_another_model(service, tmp_path):
    paused = service.ask(NOT_IN_DOCUMENTS)
    other = ResearchService(
        config(tmp_path, model="llamacpp:smollm2"),
        kb=service.kb,
        model=service.model,
        store=service.store,
    )
    (result,) = call(other, ("reply", {"run_id": paused.run_id, "answer": "revenue"}))
    assert result.is_error is True
    assert "was started with the model planner; this server runs llamacpp:smollm2" in text_of(
        result
    )
    assert service.store.get(paused.run_id).status == "waiting_for_user"


def test_a_question_over_the_length_limit_is_an_error_result(service):
    (result,) = call(service, ("ask", {"question": "revenue " * 600}))
    assert result.is_error is True
    assert "4000" in text_of(result)
    assert service.store.list_runs() == []
