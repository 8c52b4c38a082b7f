"""What keel adds to an MCP tool call: a keel run against the bare ``mcp`` client.

Workload: the same MCP server program (default: ``mcp-server-time`` over stdio, as installed
in this interpreter's environment), called N times with N distinct arguments
(``get_current_time`` for N different IANA time zones, so keel's duplicate guard never
fires):

* **bare**: the SDK's ``Client`` (``mode="auto"``, response cache off, as keel opens it)
  awaits ``call_tool`` N times in a row, on one persistent event loop;
* **keel run**: one keel run whose scripted model (zero latency) calls the MCP tool N times,
  then answers, with ``Runtime.run`` (sync), the servers started with ``with MCPTools(...)``
  (they live on a background thread; each call goes runtime -> worker thread -> servers'
  thread and back);
* **keel arun**: the same with ``await Runtime.arun`` on the persistent loop, the servers
  started with ``async with MCPTools(...)`` on that loop (each call is a plain ``await``);
* two controls, not held to the target: **bare+100us**, the bare client busy for 100 us of
  CPU after each call (what client-side work between calls costs on this machine), and
  **keel alone**, the keel arun with an in-process async tool that answers at once (keel's
  own cost per step, without MCP), and **keel+client**, the keel arun with a plain async
  tool that awaits the bare client's ``call_tool`` (keel without `keel.mcp`).

Everything keel does per call is in: the model step, argument validation against the
tool's JSON schema, the duplicate guard, the policy check (no policy here), the timeout,
the hand-offs, the result conversion and the trace (kept in memory). Each mode has its own
server process, started once before any timing; only the N calls (one run) are timed, the
runtime and the script built before the timer. Rounds are interleaved (each mode once per
round, in shuffled order); the figures are medians over rounds, and the ratio is the median
of the per-round ratios keel / bare (robust to the machine's load drifting between rounds),
target <= 1.1, on wall-clock time; the CPU time this process spent (all its threads, not the
servers') is reported beside it, since on a shared VM the wall clock also counts waiting for
a CPU. Every run is checked (untimed): completed, N successful observations whose data
names the right time zone.

    .venv/bin/python bench/mcp.py                      # N = 50, 15 rounds
    .venv/bin/python bench/mcp.py --n 200 --rounds 21
    .venv/bin/python bench/mcp.py --no-gc              # the cyclic GC off while timing
    .venv/bin/python bench/mcp.py --profile run        # cProfile one keel run (sync)
"""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import gc
import importlib.metadata as md
import os
import platform
import pstats
import random
import statistics
import sys
import time
import zoneinfo
from pathlib import Path
from typing import Any

# This file is named like the SDK's package: keep its folder off the import path, or
# ``import mcp`` would find this script.
_HERE = Path(__file__).resolve().parent
sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() != _HERE]

from mcp import Client, StdioServerParameters  # noqa: E402

from keel import Budgets, Runtime, Tool, tool  # noqa: E402
from keel.mcp import MCPServer, MCPTools  # noqa: E402
from keel.testing import ScriptedDecisionMaker, call, final  # noqa: E402

COMMAND = [sys.executable, "-m", "mcp_server_time"]
TOOL = "get_current_time"
KEEL_TOOL = f"time__{TOOL}"
TARGET = 1.1
MODES = ("bare", "keel run", "keel arun", "bare+100us", "keel alone", "keel+client")
MEASURED = ("keel run", "keel arun")
"""The modes held to the target; the other two are controls (see the module docstring)."""


def zones(n: int) -> list[str]:
    """N distinct IANA zones the server knows (sorted, so every run asks the same)."""
    known = sorted(
        z for z in zoneinfo.available_timezones() if "/" in z and not z.startswith("Etc")
    )
    if n > len(known):
        raise SystemExit(f"--n must be at most {len(known)}")
    return known[:n]


def keel_runtime(tools: MCPTools | Tool | None, names: list[str]) -> Runtime[str]:
    """The keel run of N calls, over the MCP tools (a Tool, or None: a control tool)."""
    turns = [call(KEEL_TOOL, timezone=zone) for zone in names] + [final("done")]
    model = ScriptedDecisionMaker(turns, keep_requests=False)
    if tools is None:
        offered = [_alone]
    elif isinstance(tools, Tool):
        offered = [tools]
    else:
        offered = tools.tools
    return Runtime(model, offered, budgets=Budgets(max_steps=len(turns) + 1))


def through_client(client: Client) -> Tool:
    """The control tool that calls the bare client itself (keel without keel.mcp)."""

    @tool(name=KEEL_TOOL, timeout_seconds=30)
    async def plain(timezone: str) -> Any:
        """The time in a zone, from the bare client.

        Args:
            timezone: an IANA zone.
        """
        result = await client.call_tool(TOOL, {"timezone": timezone})
        return result.structured_content

    return plain


@tool(name=KEEL_TOOL, timeout_seconds=30)
async def _alone(timezone: str) -> dict[str, str]:
    """The control: answers at once, in process.

    Args:
        timezone: echoed.
    """
    return {"timezone": timezone}


def busy(seconds: float) -> None:
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        pass


def check(result: Any, names: list[str]) -> None:
    assert result.status == "completed", result.state.termination_reason
    observed = [(o.ok, o.data["timezone"]) for o in result.state.observations]
    assert observed == [(True, zone) for zone in names], observed[:3]


async def open_bare() -> tuple[Client, asyncio.Event, asyncio.Task[None]]:
    """The bare client, held open by a task of its own (anyio's scopes stay in one task)."""
    ready: asyncio.Future[Client] = asyncio.get_running_loop().create_future()
    stop = asyncio.Event()
    params = StdioServerParameters(command=COMMAND[0], args=list(COMMAND[1:]))

    async def own() -> None:
        async with Client(params, mode="auto", cache=None) as client:
            ready.set_result(client)
            await stop.wait()

    owner = asyncio.create_task(own())
    return await ready, stop, owner


Took = tuple[float, float]
"""Wall-clock seconds, and CPU seconds of this process (every thread; not the servers')."""


def clock() -> Took:
    return time.perf_counter(), time.process_time()


def since(start: Took) -> Took:
    wall, cpu = clock()
    return wall - start[0], cpu - start[1]


async def bare_calls(client: Client, names: list[str], between: float = 0.0) -> Took:
    started = clock()
    for zone in names:
        result = await client.call_tool(TOOL, {"timezone": zone})
        assert not result.is_error
        if between:
            busy(between)
    took = since(started)
    assert result.structured_content["timezone"] == names[-1]  # type: ignore[index]
    return took


async def arun_timed(runtime: Runtime[str], names: list[str]) -> Took:
    started = clock()
    result = await runtime.arun("Tell the time everywhere.")
    took = since(started)
    check(result, names)
    return took


def run_timed(runtime: Runtime[str], names: list[str]) -> Took:
    started = clock()
    result = runtime.run("Tell the time everywhere.")
    took = since(started)
    check(result, names)
    return took


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--n", type=int, default=50, help="MCP calls per run (default 50)")
    parser.add_argument("--rounds", type=int, default=15, help="interleaved rounds (default 15)")
    parser.add_argument("--profile", choices=("run", "arun"), help="cProfile one keel run")
    parser.add_argument(
        "--no-gc", action="store_true", help="cyclic GC off during each timed run (all modes)"
    )
    options = parser.parse_args()
    names = zones(options.n)

    print(f"python {platform.python_version()}, {platform.machine()}, {os.cpu_count()} CPUs")
    print(f"keel {md.version('keel-runtime')}, mcp {md.version('mcp')}")
    print(f"server: {' '.join(COMMAND)} (stdio); N = {options.n} calls of {TOOL}")
    print(f"cyclic GC during the timed runs: {'off' if options.no_gc else 'on'}")
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"load average before: {load:.2f}")

    loop = asyncio.Runner()
    client, stop, owner = loop.run(open_bare())
    server = MCPServer(command=tuple(COMMAND), name="time")
    on_loop = MCPTools([server])
    loop.run(on_loop.astart())  # the arun mode's servers, on the persistent loop
    try:
        with MCPTools([server]) as threaded:  # the run mode's, on a background thread
            # warm up every side (imports, first-call caches, the servers' own start)
            loop.run(bare_calls(client, names[:5]))
            run_timed(keel_runtime(threaded, names[:5]), names[:5])
            loop.run(arun_timed(keel_runtime(on_loop, names[:5]), names[:5]))
            if options.profile:
                tools = threaded if options.profile == "run" else on_loop
                return profile(options.profile, tools, names, loop)
            times: dict[str, list[Took]] = {mode: [] for mode in MODES}
            for _ in range(options.rounds):
                order = list(MODES)
                random.shuffle(order)
                for mode in order:
                    gc.collect()
                    if options.no_gc:
                        gc.disable()
                    if mode == "bare":
                        took = loop.run(bare_calls(client, names))
                    elif mode == "bare+100us":
                        took = loop.run(bare_calls(client, names, between=100e-6))
                    elif mode == "keel run":
                        took = run_timed(keel_runtime(threaded, names), names)
                    elif mode == "keel arun":
                        took = loop.run(arun_timed(keel_runtime(on_loop, names), names))
                    elif mode == "keel alone":
                        took = loop.run(arun_timed(keel_runtime(None, names), names))
                    else:
                        plain = through_client(client)
                        took = loop.run(arun_timed(keel_runtime(plain, names), names))
                    gc.enable()
                    times[mode].append(took)
    finally:
        loop.run(on_loop.aclose())
        stop.set()
        loop.run(asyncio.wait_for(owner, 30))
        loop.close()
    report(times, options.n, options.rounds)
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"load average after: {load:.2f}")
    return 0


def report(times: dict[str, list[Took]], n: int, rounds: int) -> None:
    for index, what in ((0, "wall-clock"), (1, "CPU of this process (all its threads)")):
        table = {mode: [took[index] for took in times[mode]] for mode in MODES}
        bare = statistics.median(table["bare"])
        print(f"\n{what}, median of {rounds} interleaved rounds:")
        print(f"{'mode':<12}{'run (ms)':>10}{'per call (us)':>15}{'adds/call':>16}   IQR (ms)")
        for mode in MODES:
            spread = sorted(table[mode])
            median = statistics.median(spread)
            added = "" if mode == "bare" else f"{(median - bare) / n * 1e6:>13.0f} us"
            q1, q3 = spread[len(spread) // 4], spread[(3 * len(spread)) // 4]
            print(
                f"{mode:<12}{median * 1e3:>10.1f}{median / n * 1e6:>15.0f}{added:>16}"
                f"   {q1 * 1e3:.1f}-{q3 * 1e3:.1f}"
            )
        print("keel / bare, median of the per-round ratios (a round's modes ran back to back):")
        for mode in MEASURED:
            pairs = zip(table[mode], table["bare"], strict=True)
            ratios = sorted(k / b for k, b in pairs)
            ratio = statistics.median(ratios)
            q1, q3 = ratios[len(ratios) // 4], ratios[(3 * len(ratios)) // 4]
            verdict = "meets" if ratio <= TARGET else "misses"
            print(
                f"  {mode}: {ratio:.2f}x (IQR {q1:.2f}-{q3:.2f}), {verdict} the target of {TARGET}x"
            )


def profile(mode: str, tools: MCPTools, names: list[str], loop: asyncio.Runner) -> int:
    runtime = keel_runtime(tools, names)
    profiler = cProfile.Profile()
    profiler.enable()
    if mode == "run":
        run_timed(runtime, names)
    else:
        loop.run(arun_timed(runtime, names))
    profiler.disable()
    stats = pstats.Stats(profiler)
    stats.sort_stats("tottime").print_stats(25)
    stats.sort_stats("cumulative").print_stats(25)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
