"""``keel mcp tools`` and ``keel ask --mcp`` (with ``keel resume``), in-process, against real
servers over stdio; and what ``keel --help`` and ``import keel.mcp`` do not load.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from mcp_support import TIME_COMMAND, alive, command_line, stdio_test_server, wait_until
from typer.testing import CliRunner

from keel.cli import app
from keel.store import SqliteRunStore

pytestmark = pytest.mark.integration

TIME = command_line(TIME_COMMAND)


def keel(home: Path, *args: str) -> Any:
    env = {"KEEL_HOME": str(home), "KEEL_MODEL": None, "KEEL_STORE": None}
    return CliRunner().invoke(app, list(args), env=env)


def tool_turn(name: str, **arguments: Any) -> dict[str, Any]:
    return {"decision": {"kind": "tool", "call": {"name": name, "arguments": arguments}}}


def final_turn(answer: str, citations: list[str]) -> dict[str, Any]:
    return {"decision": {"kind": "final", "answer": answer, "citations": citations}}


@pytest.fixture
def home(tmp_path: Path) -> Path:
    return tmp_path / "home"


@pytest.fixture
def docs(tmp_path: Path) -> Path:
    folder = tmp_path / "docs"
    folder.mkdir()
    (folder / "office.md").write_text(
        "# Office\n\nThe Tokyo office opens at 09:00 local time.\n", encoding="utf-8"
    )
    return folder


def script(tmp_path: Path, turns: list[dict[str, Any]]) -> str:
    path = tmp_path / "script.jsonl"
    path.write_text("".join(json.dumps(turn) + "\n" for turn in turns), encoding="utf-8")
    return f"scripted:{path}"


def stored_meta(home: Path) -> dict[str, Any]:
    store = SqliteRunStore(home / "runs.db")
    try:
        (record,) = store.list_runs()
        return dict(record.meta)
    finally:
        store.close()


# --- keel mcp tools -------------------------------------------------------------------------


def test_mcp_tools_lists_the_tools_with_their_policy(home):
    result = keel(home, "mcp", "tools", TIME)
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert lines[0] == f"time: {TIME} (2 tools)"
    assert lines[1].split() == [
        "tool",
        "effects",
        "idempotent",
        "approval",
        "timeout",
        "hints",
        "description",
    ]
    row = lines[2].split(maxsplit=9)
    assert row[:9] == [
        "time__get_current_time",
        "read",
        "yes",
        "never",
        "30s",
        "ro:y",
        "de:n",
        "id:y",
        "ow:n",
    ]
    assert row[9] == "Get current time in a specific timezone"
    assert "a tool that declares none is a destructive, open-world side effect" in result.stderr


def test_mcp_tools_says_which_tools_are_not_offered_and_why(home):
    result = keel(home, "mcp", "tools", command_line(stdio_test_server()))
    assert result.exit_code == 0, result.output
    assert "test__mismatch" in result.stdout
    assert "test__broken" not in result.stdout
    assert "keel: not offered: broken: its input schema is not valid JSON Schema" in result.stderr


def test_mcp_tools_json_and_a_named_server(home):
    result = keel(home, "mcp", "tools", "--json", f"t={command_line(stdio_test_server())}")
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout)
    assert report["server"]["name"] == "t"
    tools = {tool["remote_name"]: tool for tool in report["tools"]}
    assert tools["wipe"]["name"] == "t__wipe"
    assert (tools["wipe"]["effects"], tools["wipe"]["approval"]) == ("destructive", "always")
    assert tools["wipe"]["hints"]["readOnlyHint"] is None
    assert (tools["record"]["effects"], tools["record"]["idempotent"]) == ("write", True)
    assert report["skipped"] == [
        {
            "name": "broken",
            "server": "t",
            "reason": "its input schema is not valid JSON Schema: 'text' is not valid under "
            "any of the given schemas",
        }
    ]


def test_mcp_tools_on_a_server_that_cannot_start_exits_2(home):
    result = keel(home, "mcp", "tools", "no-such-mcp-server")
    assert result.exit_code == 2
    assert "command not found: no-such-mcp-server" in result.stderr
    empty = keel(home, "mcp", "tools", "  ")
    assert empty.exit_code == 2
    assert "empty MCP server" in empty.stderr


# --- keel ask --mcp ----------------------------------------------------------------------------


def test_ask_gives_the_agent_the_server_s_tools_and_records_the_server(home, docs, tmp_path):
    model = script(
        tmp_path,
        [
            tool_turn("time__get_current_time", timezone="Asia/Tokyo"),
            tool_turn("search_kb", query="Tokyo office opens"),
            tool_turn("read_document", doc_id="office"),
            final_turn("The Tokyo office opens at 09:00 local time [office].", ["office"]),
        ],
    )
    result = keel(home, "ask", "When does the Tokyo office open?", "--kb", str(docs),
                  "--model", model, "--mcp", TIME, "--json")  # fmt: skip
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout)
    assert report["status"] == "completed"
    trace = [json.loads(line) for line in Path(report["trace_path"]).read_text().splitlines()]
    succeeded = [e for e in trace if e["event_type"] == "tool_succeeded"]
    assert succeeded[0]["data"]["tool"] == "time__get_current_time"
    assert succeeded[0]["data"]["output"]["timezone"] == "Asia/Tokyo"
    meta = stored_meta(home)
    assert meta["mcp"] == [{"name": "time", "command": list(TIME_COMMAND), "cwd": str(Path.cwd())}]


def test_ask_with_a_server_that_cannot_start_exits_2_before_the_run(home, docs, tmp_path):
    model = script(tmp_path, [final_turn("x [office]", ["office"])])
    result = keel(home, "ask", "Q?", "--kb", str(docs), "--model", model,
                  "--mcp", "no-such-mcp-server")  # fmt: skip
    assert result.exit_code == 2
    assert "command not found: no-such-mcp-server" in result.stderr
    bad = keel(home, "ask", "Q?", "--kb", str(docs), "--model", model, "--mcp", "ftp://x/mcp")
    assert bad.exit_code == 2
    assert "must be http:// or https://" in bad.stderr


def test_ask_with_a_server_over_http(home, docs, tmp_path, served):
    model = script(
        tmp_path,
        [
            tool_turn("srv__lookup", key="beta"),
            tool_turn("read_document", doc_id="office"),
            final_turn("Beta is 2; the office opens at 09:00 [office].", ["office"]),
        ],
    )
    result = keel(home, "ask", "Beta?", "--kb", str(docs), "--model", model,
                  "--mcp", f"srv={served.url}", "--json")  # fmt: skip
    assert result.exit_code == 0, result.output
    assert stored_meta(home)["mcp"] == [{"name": "srv", "url": served.url}]


@pytest.mark.slow
def test_resume_starts_the_servers_again_and_the_run_continues(home, docs, tmp_path):
    state = tmp_path / "server-state.json"
    server = command_line(stdio_test_server("--state", str(state)))
    model = script(
        tmp_path,
        [
            tool_turn("t__record", item="booked"),
            tool_turn("search_kb", query="Tokyo office"),
            tool_turn("read_document", doc_id="office"),
            final_turn("Booked; the office opens at 09:00 [office].", ["office"]),
        ],
    )
    asked = keel(home, "ask", "Book it", "--kb", str(docs), "--model", model,
                 "--mcp", f"t={server}", "--no-input", "--json")  # fmt: skip
    assert asked.exit_code == 5, asked.output  # the side effect waits for a person
    first = json.loads(state.read_text())
    assert first["calls"] == []
    assert wait_until(lambda: not alive(first["pid"]), 10)  # stopped with the command
    run_id = json.loads(asked.stdout)["run_id"]
    assert stored_meta(home)["mcp"][0]["name"] == "t"

    resumed = keel(home, "resume", run_id, "--approve", "--json")

    assert resumed.exit_code == 0, resumed.output
    assert json.loads(resumed.stdout)["status"] == "completed"
    second = json.loads(state.read_text())
    assert second["pid"] != first["pid"]  # a new server process, started by the resume
    assert [(e["tool"], e["item"]) for e in second["effects"]] == [("record", "booked")]
    assert second["effects"][0]["key"]  # with keel's idempotency key


# --- start-up stays light -----------------------------------------------------------------------


def loaded(code: str) -> set[str]:
    report = "import json, sys; print(json.dumps(sorted(sys.modules)))"
    done = subprocess.run(
        [sys.executable, "-c", f"{code}\n{report}"],
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    return set(json.loads(done.stdout.splitlines()[-1]))


@pytest.mark.parametrize(
    "code",
    [
        "from keel.cli import main\nassert main(['--help']) == 0",
        "from keel.cli import main\nassert main(['mcp', '--help']) == 0",
        "from keel.cli import main\nassert main(['ask', '--help']) == 0",
        "from keel.mcp import MCPServer, ToolOverride\nMCPServer.parse('python -m x')",
    ],
    ids=["keel --help", "keel mcp --help", "keel ask --help", "keel.mcp specs"],
)
def test_the_mcp_sdk_loads_only_when_servers_start(code: str):
    modules = loaded(code)
    assert "mcp" not in modules
    assert "keel.mcp.host" not in modules
