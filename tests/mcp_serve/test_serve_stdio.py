"""``keel mcp serve`` over stdio, driven by the mcp SDK's own client in another process."""

from __future__ import annotations

import json
import signal
import subprocess
import time
from pathlib import Path

import anyio
import pytest
from mcp import Client
from mcp_types import CallToolResult, ListToolsResult
from serve_helpers import (
    FOLDER_IDS,
    GROWTH,
    NOT_IN_DOCUMENTS,
    ROOT,
    serve_args,
    server_env,
    spawn,
    stdio_server,
    structured,
    text_of,
)

from keel.cli import main

pytestmark = pytest.mark.integration


def list_tools(home: Path, *extra: str, mode: str = "auto") -> ListToolsResult:
    async def go() -> ListToolsResult:
        async with Client(stdio_server(home, *extra), mode=mode) as client:
            return await client.list_tools()

    return anyio.run(go)


def call(home: Path, *calls: tuple[str, dict[str, object]]) -> list[CallToolResult]:
    """Make each tool call in order, in one session with one server process."""

    async def go() -> list[CallToolResult]:
        async with Client(stdio_server(home)) as client:
            return [await client.call_tool(name, arguments) for name, arguments in calls]

    return anyio.run(go)


@pytest.mark.parametrize("mode", ["auto", "legacy"])
def test_lists_its_tools_with_their_schemas_and_annotations(tmp_path, mode):
    tools = {tool.name: tool for tool in list_tools(tmp_path, "--max-steps", "8", mode=mode).tools}
    assert set(tools) == {"ask", "reply", "search"}
    ask, reply, search = tools["ask"], tools["reply"], tools["search"]
    assert reply.input_schema["required"] == ["run_id", "answer"]
    assert reply.annotations.read_only_hint is True
    assert reply.annotations.open_world_hint is False
    assert ask.input_schema["required"] == ["question"]
    steps = ask.input_schema["properties"]["max_steps"]["anyOf"][0]
    assert (steps["minimum"], steps["maximum"]) == (1, 8)  # the server's --max-steps
    assert {"status", "answer", "citations", "run_id", "usage", "waiting_for"} <= set(
        ask.output_schema["properties"]
    )
    assert ask.annotations.read_only_hint is True
    assert ask.annotations.open_world_hint is False  # the offline planner
    assert ask.annotations.destructive_hint is False
    assert search.annotations.read_only_hint is True
    assert search.annotations.open_world_hint is False
    assert search.annotations.idempotent_hint is True


def test_ask_answers_with_citations_of_the_folder_and_records_the_run(
    tmp_path, monkeypatch, capsys
):
    steps: list[float] = []

    async def progress(value: float, total: float | None, message: str | None) -> None:
        steps.append(value)

    async def go() -> CallToolResult:
        async with Client(stdio_server(tmp_path)) as client:
            return await client.call_tool("ask", {"question": GROWTH}, progress_callback=progress)

    result = anyio.run(go)
    assert result.is_error is False
    content = structured(result)
    assert content["status"] == "completed"
    assert steps == list(range(1, content["usage"]["steps"] + 1))  # progress over the wire
    assert "grew 25%" in content["answer"]
    cited = {citation["doc_id"] for citation in content["citations"]}
    assert cited == {"annual-2023", "annual-2024"} <= FOLDER_IDS
    for citation in content["citations"]:
        assert citation["title"].startswith("Northwind Components")
        assert citation["version"]
        assert citation["published"]
    assert 0 < content["usage"]["steps"] <= content["usage"]["max_steps"] == 12
    text = text_of(result)
    assert text.startswith(content["answer"])
    assert "[annual-2024] Northwind Components" in text
    monkeypatch.setenv("KEEL_HOME", str(tmp_path))
    monkeypatch.delenv("KEEL_STORE", raising=False)
    assert main(["show", content["run_id"], "--json"]) == 0
    shown = json.loads(capsys.readouterr().out)
    assert shown["status"] == "completed"
    assert shown["meta"]["face"] == "mcp"


def test_a_question_the_documents_do_not_answer_pauses_without_citations(tmp_path):
    async def go() -> tuple[CallToolResult, CallToolResult]:
        async with Client(stdio_server(tmp_path)) as client:
            paused = await client.call_tool("ask", {"question": NOT_IN_DOCUMENTS})
            answer = {"run_id": structured(paused)["run_id"], "answer": "revenue in 2024"}
            return paused, await client.call_tool("reply", answer)

    result, replied = anyio.run(go)
    content = structured(result)
    assert result.is_error is False  # a pause is an outcome, not an error
    assert content["status"] == "waiting_for_user"
    assert content["answer"] is None
    assert content["citations"] == []
    assert content["waiting_for"]["kind"] == "question"
    assert "nothing on" in content["waiting_for"]["question"]
    assert content["waiting_for"]["resume"] == f"keel resume {content['run_id']} --answer TEXT"
    assert "[" not in text_of(result)  # no source is named
    assert "Answer it with the reply tool" in text_of(result)
    continued = structured(replied)  # the same run, answered, goes on to a cited answer
    assert (continued["run_id"], continued["status"]) == (content["run_id"], "completed")
    assert "$100 million" in continued["answer"]
    assert [c["doc_id"] for c in continued["citations"]] == ["annual-2024"]


def test_bad_arguments_are_error_results_and_the_server_keeps_serving(tmp_path):
    missing, too_many, blank, after = call(
        tmp_path,
        ("ask", {}),
        ("ask", {"question": GROWTH, "max_steps": 13}),
        ("ask", {"question": "   "}),
        ("search", {"query": "revenue 2024", "limit": 2}),
    )
    assert missing.is_error
    assert "question" in text_of(missing)
    assert too_many.is_error
    assert "max_steps" in text_of(too_many)
    assert blank.is_error
    assert "the question is empty" in text_of(blank)
    assert after.is_error is False
    hits = structured(after)["results"]
    assert len(hits) == 2
    assert {hit["doc_id"] for hit in hits} <= FOLDER_IDS
    assert hits[0]["doc_id"] == "annual-2024"


def test_stdout_stays_empty_and_a_closed_stdin_ends_the_server(tmp_path):
    done = subprocess.run(
        serve_args(),
        input="",
        capture_output=True,
        text=True,
        env=server_env(tmp_path) | {"PATH": "/usr/bin:/bin"},
        cwd=ROOT,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout == ""
    assert "serving the research agent over" in done.stderr
    assert "on stdio" in done.stderr


def test_stdout_carries_nothing_but_json_rpc_during_a_run(tmp_path):
    server = subprocess.Popen(
        serve_args(),
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=server_env(tmp_path) | {"PATH": "/usr/bin:/bin"},
        cwd=ROOT,
    )
    assert server.stdin is not None
    assert server.stdout is not None
    hello = {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "raw"}}
    ask = {"name": "ask", "arguments": {"question": GROWTH}}
    messages = [
        {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": hello},
        {"jsonrpc": "2.0", "method": "notifications/initialized"},
        {"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": ask},
    ]
    lines = []
    try:
        for message in messages:
            server.stdin.write(json.dumps(message) + "\n")
            server.stdin.flush()
            if "id" in message:  # read up to its response: every line must be JSON-RPC
                while not lines or lines[-1].get("id") != message["id"]:
                    lines.append(json.loads(server.stdout.readline()))
        server.stdin.close()
        rest = server.stdout.read()
        assert server.wait(timeout=120) == 0
    finally:
        if server.poll() is None:
            server.kill()
            server.wait()
        server.stdout.close()
        err = server.stderr.read() if server.stderr else ""
        if server.stderr:
            server.stderr.close()
    assert rest == ""
    assert "serving the research agent" in err
    assert all(line["jsonrpc"] == "2.0" for line in lines)
    assert lines[-1]["result"]["structuredContent"]["status"] == "completed"


@pytest.mark.parametrize("number", [signal.SIGTERM, signal.SIGINT], ids=["SIGTERM", "SIGINT"])
def test_a_signal_stops_the_server_while_the_client_keeps_stdin_open(tmp_path, number):
    # stdin kept open: only the signal stops it
    server = spawn(serve_args(), server_env(tmp_path) | {"PATH": "/usr/bin:/bin"})
    try:
        assert server.stderr is not None
        assert "serving the research agent" in server.stderr.readline()  # ready
        time.sleep(1)  # the SDK's reader is now waiting on the open stdin
        server.send_signal(number)
        code = server.wait(timeout=60)  # stdin still open: this waits on the signal alone
        out, err = server.communicate(timeout=10)
    finally:
        if server.poll() is None:
            server.kill()
            server.communicate()
    assert code == 130
    assert out == ""
    assert "the MCP server stopped" in err
