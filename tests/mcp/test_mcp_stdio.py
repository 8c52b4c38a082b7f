"""MCP servers over stdio, started by keel: mcp-server-time, and the test server (which can
hang or crash) — under `Runtime.run` and `await Runtime.arun`, and their lifetimes.
"""

from __future__ import annotations

import asyncio
import gc
import json
import logging
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from mcp_support import (
    HERE,
    TIME_COMMAND,
    alive,
    children_running,
    stdio_test_server,
    wait_until,
)

from keel import Guards, MCPStartError, Runtime, UserError
from keel.mcp import MCPServer, MCPTools, ToolOverride
from keel.testing import ScriptedDecisionMaker, call, final

pytestmark = pytest.mark.integration

TIME = MCPServer(command=TIME_COMMAND)


def observations(result):
    return [(o.name, o.ok, o.error_type) for o in result.state.observations]


def keel_mcp_threads() -> set[threading.Thread]:
    return {t for t in threading.enumerate() if t.name == "keel-mcp" and t.is_alive()}


class Leftovers:
    """Server processes and keel-mcp threads a test started, to check they all stopped."""

    def __init__(self, marker: str) -> None:
        self.marker = marker
        self.pids = set(children_running(marker))
        self.threads = keel_mcp_threads()

    def none(self, seconds: float = 10) -> bool:
        return wait_until(
            lambda: (
                set(children_running(self.marker)) <= self.pids
                and keel_mcp_threads() <= self.threads
            ),
            seconds,
        )


@pytest.fixture(scope="module")
def time_tools():
    with MCPTools([TIME]) as toolset:
        yield toolset


def test_the_time_server_s_tools_with_their_policy(time_tools):
    assert [tool.name for tool in time_tools.tools] == [
        "time__get_current_time",
        "time__convert_time",
    ]
    info = time_tools.infos[0]
    assert (info.server, info.remote_name) == ("time", "get_current_time")
    # read-only, closed world, idempotent: a local read that never asks
    assert (info.effects, info.idempotent, info.approval) == ("read", True, "never")
    assert info.hints == {
        "readOnlyHint": True,
        "destructiveHint": False,
        "idempotentHint": True,
        "openWorldHint": False,
    }
    tool = time_tools.tools[0]
    assert (tool.effects, tool.side_effects, tool.timeout_seconds) == ("read", False, 30.0)
    assert tool.schema["required"] == ["timezone"]
    assert tool.schema["additionalProperties"] is False
    assert time_tools.servers[0].name == "time"
    assert time_tools.meta() == [
        {"name": "time", "command": list(TIME_COMMAND), "cwd": os.getcwd()},
    ]


def test_a_sync_run_calls_the_time_server(time_tools):
    model = ScriptedDecisionMaker(
        [
            call("time__get_current_time", timezone="Asia/Tokyo"),
            call("time__get_current_time", timezone="Nowhere/Atlantis"),
            call("time__get_current_time", zone="UTC"),
            call(
                "time__convert_time",
                source_timezone="UTC",
                time="12:00",
                target_timezone="Asia/Tokyo",
            ),
            final("It is late in Tokyo."),
        ]
    )
    result = Runtime(model, time_tools.tools).run("What time is it in Tokyo?")

    assert result.status == "completed"
    assert observations(result) == [
        ("time__get_current_time", True, None),
        ("time__get_current_time", False, "MCPToolError"),  # the server's isError
        ("time__get_current_time", False, "invalid_arguments"),  # refused before the call
        ("time__convert_time", True, None),
    ]
    now, error, invalid, converted = result.state.observations
    assert now.data["timezone"] == "Asia/Tokyo"  # structuredContent
    assert set(now.data) == {"timezone", "datetime", "day_of_week", "is_dst"}
    assert "Nowhere/Atlantis" in (error.error_message or "")
    assert "zone: not an argument of this tool (it takes timezone)" in (invalid.error_message or "")
    assert "'timezone' is a required property" in (invalid.error_message or "")
    assert converted.data["target"]["datetime"].startswith(converted.data["target"]["datetime"][:4])
    started = [e for e in result.trace if e.event_type == "tool_started" and e.data["step"] == 2]
    assert len(started) == 1  # an isError result is final: not retried


def test_an_async_run_uses_the_same_tools_and_the_servers_start_without_blocking():
    async def main() -> tuple[str, list[str]]:
        ticks: list[float] = []

        async def tick() -> None:
            while True:
                ticks.append(time.monotonic())
                await asyncio.sleep(0.05)

        ticker = asyncio.create_task(tick())
        async with MCPTools([TIME]) as toolset:
            started = len(ticks)
            model = ScriptedDecisionMaker(
                [call("time__get_current_time", timezone="Europe/Paris"), final("Done.")]
            )
            result = await Runtime(model, toolset.tools).arun("Time in Paris?")
        ticker.cancel()
        assert started >= 3, "the event loop went on while the server started"
        return result.status, [o.data["timezone"] for o in result.state.observations]

    left = Leftovers("mcp_server_time")
    assert asyncio.run(main()) == ("completed", ["Europe/Paris"])
    assert left.none()


def test_servers_started_in_async_code_serve_other_threads_too():
    async def main() -> tuple[bool, bool, str, str]:
        async with MCPTools([TIME]) as toolset:
            tool = toolset.tools[0]
            model = ScriptedDecisionMaker(
                [call("time__get_current_time", timezone="America/Lima"), final("Done.")]
            )
            # a sync run on another thread: its calls are handed to this loop
            result = await asyncio.to_thread(Runtime(model, toolset.tools).run, "Lima?")
            with pytest.raises(UserError, match="await aclose"):
                toolset.close()  # would block the loop the servers need
            return tool.is_async, toolset.started, result.status, result.answer

    assert asyncio.run(main()) == (True, True, "completed", "Done.")  # close() refused: still up


def test_servers_started_in_sync_code_give_sync_handlers(time_tools):
    assert [tool.is_async for tool in time_tools.tools] == [False, False]


def test_leaving_the_block_stops_the_server_also_on_an_exception():
    left = Leftovers("mcp_server_time")
    toolset = MCPTools([TIME])
    seen: list[int] = []

    def use_and_fail() -> None:
        with toolset:
            seen.extend(set(children_running("mcp_server_time")) - left.pids)
            raise RuntimeError("boom")

    with pytest.raises(RuntimeError, match="boom"):
        use_and_fail()
    (pid,) = seen
    assert not toolset.started
    assert wait_until(lambda: not alive(pid), 10)
    assert left.none()
    tool = toolset.tools[0]  # the tool objects outlive the servers, and say so when called
    result = Runtime(
        ScriptedDecisionMaker([call(tool.name, timezone="UTC"), final("x")]), [tool]
    ).run("time?")
    (observation,) = result.state.observations
    assert observation.error_type == "MCPCallError"
    assert "were stopped" in (observation.error_message or "")


def test_several_servers_each_under_its_own_name():
    servers = [
        MCPServer(command=TIME_COMMAND, name="clock"),
        MCPServer(command=stdio_test_server(), name="test"),
    ]
    with MCPTools(servers) as toolset:
        names = [tool.name for tool in toolset.tools]
        model = ScriptedDecisionMaker(
            [
                call("clock__get_current_time", timezone="UTC"),
                call("test__lookup", key="alpha"),
                final("Both answered."),
            ]
        )
        result = Runtime(model, toolset.tools).run("Use both servers")
    assert names[:2] == ["clock__get_current_time", "clock__convert_time"]
    assert "test__record" in names
    assert result.status == "completed"
    assert result.state.observations[1].data == {"key": "alpha", "value": 1}


def test_two_servers_with_one_name_are_refused_and_both_stopped():
    left = Leftovers("mcp_server_time")
    with pytest.raises(MCPStartError, match="two MCP servers are named 'time'"):
        MCPTools([TIME, TIME]).start()
    assert left.none()


def test_overrides_and_an_allow_list(tmp_path):
    server = MCPServer(
        command=TIME_COMMAND,
        tools=["get_current_time"],
        overrides={
            "get_current_time": ToolOverride(
                effects="external", idempotent=False, requires_approval=True, timeout_seconds=5
            )
        },
    )
    with MCPTools([server]) as toolset:
        (info,) = toolset.infos
        (tool,) = toolset.tools
        paused = Runtime(
            ScriptedDecisionMaker([call("time__get_current_time", timezone="UTC")]),
            toolset.tools,
        ).run("time?")
    assert (info.effects, info.idempotent, info.approval, info.timeout_seconds) == (
        "external",
        False,
        "always",
        5,
    )
    assert info.overridden == ("effects", "idempotent", "requires_approval", "timeout_seconds")
    assert (tool.side_effects, tool.timeout_seconds) == (True, 5)
    assert paused.status == "waiting_for_user"  # asked before the call, as overridden


def test_an_override_of_a_tool_the_server_lacks_is_an_error():
    server = MCPServer(command=TIME_COMMAND, overrides={"get_time": ToolOverride(effects="read")})
    left = Leftovers("mcp_server_time")
    with pytest.raises(MCPStartError, match=r"has no tool 'get_time'.*get_current_time"):
        MCPTools([server]).start()
    assert left.none()


def test_a_server_that_cannot_start_says_why():
    left = Leftovers("no config file")
    with pytest.raises(MCPStartError, match="command not found: no-such-mcp-server"):
        MCPTools("no-such-mcp-server --stdio").start()
    failing = MCPServer(command=[sys.executable, "-c", "import sys; sys.exit('no config file')"])
    with pytest.raises(MCPStartError, match=r"before it was ready.*no config file"):
        MCPTools([failing]).start()
    assert isinstance(MCPStartError("x"), UserError)
    assert left.none()


def test_a_server_that_never_answers_fails_within_its_startup_timeout(
    caplog: pytest.LogCaptureFixture,
):
    mute = MCPServer(
        command=[sys.executable, "-c", "import time; time.sleep(60)"], startup_timeout_seconds=1
    )
    started = time.monotonic()
    with caplog.at_level(logging.ERROR, logger="asyncio"):
        with pytest.raises(MCPStartError, match="did not answer within 1s"):
            MCPTools([mute]).start()
        gc.collect()  # an unread failure is reported when its future is collected
    assert time.monotonic() - started < 10  # 1 s, then the SDK's bounded shutdown
    assert wait_until(lambda: children_running("time.sleep(60)") == [], 10)
    assert "never retrieved" not in caplog.text  # it was printed under the error, once


def test_a_hung_call_is_a_timeout_and_the_run_goes_on():
    server = MCPServer(
        command=stdio_test_server(), name="t", overrides={"slow": ToolOverride(timeout_seconds=0.5)}
    )
    with MCPTools([server]) as toolset:
        model = ScriptedDecisionMaker(
            [call("t__slow", seconds=30), call("t__lookup", key="beta"), final("Done.")]
        )
        started = time.monotonic()
        result = Runtime(model, toolset.tools, guards=Guards(max_tool_retries=1)).run("go")
        took = time.monotonic() - started
    assert result.status == "completed"
    assert observations(result) == [("t__slow", False, "timeout"), ("t__lookup", True, None)]
    assert result.state.observations[0].error_message == "t__slow did not finish within 0.5s"
    assert took < 5  # two attempts of 0.5 s and a backoff: never the 30 s the server wanted
    assert result.event_types().count("tool_retryable_failure") == 1  # a read is retried


def test_a_server_that_crashes_mid_call_is_a_tool_error_and_is_started_again(tmp_path):
    state = tmp_path / "state.json"
    server = MCPServer(command=stdio_test_server("--state", str(state)), name="t")
    with MCPTools([server]) as toolset:
        first_pid = json.loads(state.read_text())["pid"]
        model = ScriptedDecisionMaker(
            [call("t__crash"), call("t__lookup", key="alpha"), final("Done.")]
        )
        started = time.monotonic()
        result = Runtime(model, toolset.tools, guards=Guards(max_tool_retries=0)).run("go")
        took = time.monotonic() - started
        second_pid = json.loads(state.read_text())["pid"]
    assert result.status == "completed"
    assert observations(result) == [
        ("t__crash", False, "MCPUnavailable"),
        ("t__lookup", True, None),
    ]
    message = result.state.observations[0].error_message or ""
    assert "closed the connection during crash" in message
    assert took < 10  # the crash is seen at once, not at the 30 s timeout
    assert first_pid != second_pid  # the lookup ran on a new server process
    assert not alive(first_pid)
    assert wait_until(lambda: not alive(second_pid), 10)


def test_ctrl_c_during_a_call_cancels_the_run_and_leaves_no_server_behind(tmp_path):
    state = tmp_path / "state.json"
    script = tmp_path / "interrupted.py"
    script.write_text(
        "import sys\n"
        f"sys.path.insert(0, {str(HERE)!r})\n"
        "from keel import Runtime\n"
        "from keel.mcp import MCPServer, MCPTools\n"
        "from keel.testing import ScriptedDecisionMaker, call, final\n"
        "from mcp_support import stdio_test_server\n"
        f"server = MCPServer(command=stdio_test_server('--state', {str(state)!r}), name='t')\n"
        "with MCPTools([server]) as toolset:\n"
        "    model = ScriptedDecisionMaker([call('t__slow', seconds=60), final('x')])\n"
        "    print('ready', flush=True)\n"
        "    result = Runtime(model, toolset.tools).run('wait')\n"
        "    print(result.status, flush=True)\n"
        "print('stopped', flush=True)\n",
        encoding="utf-8",
    )
    child = subprocess.Popen(
        [sys.executable, str(script)], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    try:
        assert child.stdout is not None
        assert child.stdout.readline().strip() == "ready"
        assert wait_until(
            lambda: (
                state.exists()
                and any(c["tool"] == "slow" for c in json.loads(state.read_text())["calls"])
            ),
            20,
        )
        server_pid = json.loads(state.read_text())["pid"]
        child.send_signal(signal.SIGINT)
        out, err = child.communicate(timeout=30)
    finally:
        if child.poll() is None:
            child.kill()
    assert out.split() == ["cancelled", "stopped"], err
    assert child.returncode == 0, err
    assert wait_until(lambda: not alive(server_pid), 10)


def test_forgotten_servers_are_stopped_when_the_program_exits(tmp_path):
    state = tmp_path / "state.json"
    code = (
        "import sys\n"
        f"sys.path.insert(0, {str(HERE)!r})\n"
        "from keel.mcp import MCPServer, MCPTools\n"
        "from mcp_support import stdio_test_server\n"
        f"MCPTools([MCPServer(command=stdio_test_server('--state', {str(state)!r}))]).start()\n"
        "print('started')\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=False
    )
    assert done.returncode == 0, done.stderr
    assert wait_until(lambda: not alive(json.loads(Path(state).read_text())["pid"]), 10)
