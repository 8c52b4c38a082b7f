"""keel runtime overhead per agent step, with a zero-latency scripted model.

Workload: one run in which a scripted model makes N sequential calls to a trivial sync tool
``lookup(key: str) -> ToolResult`` (distinct keys k0..k{N-1}, so the duplicate guard never
fires; each result is a 200-character string citing its key), then answers ``done [k0]``,
which the `CitationValidator` accepts because k0 was read by ``lookup``. Every guard is on
(argument validation, duplicate guard, cycle detection, budgets with reservation, final-answer
validation) and the trace is kept in memory only.

The tool comes in two configurations, each measured with both drivers:

* default, ``@keel.tool``: the run has a time budget (finite, out of reach), so each call of
  the sync tool is handed to a daemon worker thread and the run waits for it, bounded by the
  time left (the rows without a suffix);
* ``@keel.tool(inline=True)``: the tool runs in the runtime's own thread, no hand-off (the
  rows ending in ``inline tool``).

Each run checks which thread the tool ran on, so a row cannot silently measure the other
configuration.

Only the run is timed. The scripted `ModelTurn`s, the `ScriptedDecisionMaker` and the
`Runtime` are built before the timer, then ``gc.collect()``. ``Runtime.run`` (sync: it drives
the run without an event loop) and ``await Runtime.arun`` (on one persistent event loop, timer
inside the coroutine) are measured in interleaved rounds (every N and mode once per round, in
shuffled order); the figure is the median over rounds. Each run is checked (untimed): N lookups
in order, status ``completed``, the expected answer, N ``tool_succeeded`` events, every scripted
turn consumed, and a structurally consistent trace.

The per-step cost must not grow with history: us/step at the largest N divided by us/step at
the smallest N must stay <= 1.5 (the exit code is 1 otherwise).

``--otel`` adds, for every mode, the same run with a `keel.otel.OtelSink` handing finished
spans to a ``BatchSpanProcessor`` (default settings; the sink's fast path,
``OtelSink(span_processor=...)``, rows ending in ``+ OtelSink``) and the same run with the
sink on an SDK ``TracerProvider`` with that processor (``OtelSink(provider)``, rows ending in
``+ OtelSink (provider)``), both with an exporter that only counts spans, interleaved with
the plain runs in the same rounds. After each such run (untimed) the processor is flushed
and the run's spans are counted: 1 segment + N+1 model calls + N tool calls. It prints the
median over rounds of (run time with the sink / run time without), per mode and N, and the
ratio of marginal per-step costs; the target is <= 1.3x at the largest N (reported, not in
the exit code). The exporter does no encoding or I/O: what a real exporter adds happens on the batch
processor's thread, off the run's.

    .venv/bin/python bench/overhead.py                 # N = 10, 100, 1000
    .venv/bin/python bench/overhead.py --quick         # fewer repetitions, no memory pass
    .venv/bin/python bench/overhead.py --ns 10,1000 --repeat 21
    .venv/bin/python bench/overhead.py --profile 1000  # cProfile one arun of N steps
    .venv/bin/python bench/overhead.py --profile 1000 --inline   # the same, inline tool
    .venv/bin/python bench/overhead.py --otel          # also with OtelSink, and the ratios
    .venv/bin/python bench/overhead.py --profile 1000 --otel     # cProfile with OtelSink
"""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import functools
import gc
import importlib.metadata as md
import itertools
import os
import platform
import pstats
import random
import statistics
import sys
import threading
import time
import tracemalloc
from collections.abc import Callable
from typing import Any

import keel
from keel import Budgets, Runtime, ToolResult
from keel.research import CitationValidator
from keel.testing import ScriptedDecisionMaker, assert_trace_consistent, call, final

GOAL = "Look up every key you are told to, then answer."
FINAL_ANSWER = "done [k0]"
PAYLOAD_LEN = 200
MAX_GROWTH = 1.5
OTEL_TARGET = 1.3
PLAIN_MODES = ("run", "arun", "run_inline", "arun_inline")
MODES: tuple[str, ...] = PLAIN_MODES
LABELS = {
    "run": "Runtime.run (sync)",
    "arun": "await Runtime.arun",
    "run_inline": "Runtime.run (sync), inline tool",
    "arun_inline": "await Runtime.arun, inline tool",
}
OTEL_BATCH: int | None = None
"""``--otel-batch``: the batch processor's export batch size (None: the SDK's, 512)."""
OTEL_PATHS = {"_otel": " + OtelSink", "_otelsdk": " + OtelSink (provider)"}
"""Mode suffix -> label suffix: the sink's fast path (a span processor), a tracer provider."""
LABELS.update(
    {
        f"{m}{suffix}": f"{label}{tail}"
        for m, label in list(LABELS.items())
        for suffix, tail in OTEL_PATHS.items()
    }
)


def otel_path(mode: str) -> str:
    """The mode's `OtelSink` path (a key of `OTEL_PATHS`), or "" for a run without one."""
    return next((suffix for suffix in OTEL_PATHS if mode.endswith(suffix)), "")


def driver(mode: str) -> str:
    """``run`` or ``arun``: how the mode drives the run."""
    return mode.removesuffix(otel_path(mode)).removesuffix("_inline")


def is_inline(mode: str) -> bool:
    """Whether the mode's tool is declared ``@keel.tool(inline=True)``."""
    return mode.removesuffix(otel_path(mode)).endswith("_inline")


class CountingExporter:
    """A span exporter that only counts what it is given (no encoding, no I/O)."""

    def __init__(self) -> None:
        self.spans = 0

    def export(self, spans: Any) -> Any:
        from opentelemetry.sdk.trace.export import SpanExportResult

        self.spans += len(spans)
        return SpanExportResult.SUCCESS

    def shutdown(self) -> None:
        pass

    def force_flush(self, timeout_millis: int = 30_000) -> bool:
        return True


class Otel:
    """One `OtelSink` with a batch processor, as an application has: handed the processor
    (``path`` "_otel", the fast path) or on an SDK provider with it ("_otelsdk")."""

    def __init__(self, path: str) -> None:
        from opentelemetry.sdk.trace import TracerProvider
        from opentelemetry.sdk.trace.export import BatchSpanProcessor

        from keel.otel import OtelSink

        self.exporter = CountingExporter()
        if OTEL_BATCH is None:  # the SDK's defaults: exports batches of 512 on its thread
            self.processor = BatchSpanProcessor(self.exporter)  # type: ignore[arg-type]
        else:
            self.processor = BatchSpanProcessor(
                self.exporter,  # type: ignore[arg-type]
                max_queue_size=max(2048, OTEL_BATCH),
                max_export_batch_size=OTEL_BATCH,
            )
        self.provider = TracerProvider()
        if path == "_otel":
            self.sink = OtelSink(span_processor=self.processor)
        else:
            self.provider.add_span_processor(self.processor)
            self.sink = OtelSink(self.provider)

    def shutdown(self) -> None:
        self.processor.shutdown()
        self.provider.shutdown()

    def check(self, n: int) -> None:
        """Flush (untimed) and check one run's spans all arrived: segment, calls, tools."""
        self.processor.force_flush()
        if self.exporter.spans != 1 + (n + 1) + n:
            raise AssertionError(f"N={n}: {self.exporter.spans} spans exported, not {2 * n + 2}")
        self.exporter.spans = 0


def payload(key: str) -> str:
    """The 200-character result of ``lookup(key)`` (same as the peer benchmark's)."""
    return (f"value-for-{key}:" + "x" * PAYLOAD_LEN)[:PAYLOAD_LEN]


def key(i: int) -> str:
    return f"k{i}"


class Workload:
    """The two tools (built once) and, per run, a fresh script and runtime (built untimed)."""

    def __init__(self) -> None:
        self.calls: list[str] = []
        self.threads: set[int] = set()  # the threads the tool ran on during this run
        calls, threads = self.calls, self.threads

        def lookup(key: str) -> ToolResult:
            """Look up the value stored under a key.

            Args:
                key: The key to look up.
            """
            calls.append(key)
            threads.add(threading.get_ident())
            return ToolResult(data=payload(key), source_ids=[key])

        # The same function twice: the default (a worker thread under a time bound) and the
        # opt-out that runs it in the runtime's own thread.
        self.tools = {False: keel.tool(lookup), True: keel.tool(inline=True)(lookup)}
        self.validators = [CitationValidator(reading_tools=["lookup"])]
        self.inline = False
        self.otel: dict[str, Otel] = {}
        self.traced = ""
        self.n = 0
        self.model: ScriptedDecisionMaker | None = None
        self.runtime: Runtime | None = None
        self.result: keel.RunResult | None = None

    def prepare(self, n: int, inline: bool, otel: str = "") -> Runtime:
        self.n = n
        self.inline = inline
        self.traced = otel
        if otel and otel not in self.otel:
            self.otel[otel] = Otel(otel)
        self.calls.clear()
        self.threads.clear()
        self.result = None
        self.model = self.runtime = None  # free the previous run before building the next
        turns = [call("lookup", key=key(i)) for i in range(n)]
        turns.append(final(FINAL_ANSWER, "k0"))
        self.model = ScriptedDecisionMaker(turns, keep_requests=False)  # a fake's log is not keel
        budgets = Budgets(
            max_steps=n + 5, max_tokens=10**12, max_cost_usd=1e12, timeout_seconds=1e9
        )
        tool = self.tools[inline]
        sinks = [self.otel[otel].sink] if otel else []
        self.runtime = Runtime(
            self.model, [tool], budgets=budgets, validators=self.validators, sinks=sinks
        )
        return self.runtime

    def check(self) -> None:
        result, n = self.result, self.n
        assert result is not None
        assert self.model is not None
        if result.status != "completed":
            raise AssertionError(f"N={n}: status {result.status}: {result.reason}")
        if self.calls != [key(i) for i in range(n)]:
            raise AssertionError(f"N={n}: expected {n} lookups in order, got {len(self.calls)}")
        if result.answer != FINAL_ANSWER or result.citations != ["k0"]:
            raise AssertionError(f"N={n}: unexpected answer {result.answer!r}")
        succeeded = sum(1 for e in result.trace if e.event_type == "tool_succeeded")
        if succeeded != n or result.state.step != n + 1:
            raise AssertionError(f"N={n}: {succeeded} tool_succeeded, {result.state.step} steps")
        self.model.assert_consumed()
        assert_trace_consistent(result)
        me = threading.get_ident()
        if self.inline and self.threads != {me}:
            raise AssertionError(f"N={n}: the inline tool ran off the runtime's thread")
        if not self.inline and me in self.threads:
            raise AssertionError(f"N={n}: the default tool ran on the runtime's thread")
        if self.traced:
            self.otel[self.traced].check(n)


_LOOP: asyncio.AbstractEventLoop | None = None


def loop() -> asyncio.AbstractEventLoop:
    """One persistent event loop for every `arun` (no per-run loop start-up cost)."""
    global _LOOP
    if _LOOP is None:
        _LOOP = asyncio.new_event_loop()
    return _LOOP


def timed_run(work: Workload, n: int, mode: str) -> float:
    """Prepare (untimed), collect garbage, time one run, check it (untimed)."""
    runtime = work.prepare(n, is_inline(mode), otel_path(mode))
    gc.collect()
    if driver(mode) == "run":
        t0 = time.perf_counter()
        work.result = runtime.run(GOAL)
        elapsed = time.perf_counter() - t0
    else:

        async def timed() -> tuple[float, keel.RunResult]:
            t0 = time.perf_counter()
            result = await runtime.arun(GOAL)
            return time.perf_counter() - t0, result

        elapsed, work.result = loop().run_until_complete(timed())
    work.check()
    return elapsed


def peak_alloc(work: Workload, n: int, mode: str) -> int:
    """Peak traced Python allocation during one (untimed) run, above the level before it."""
    gc.collect()
    tracemalloc.start()
    try:
        runtime = work.prepare(n, is_inline(mode), otel_path(mode))
        if driver(mode) == "arun":
            loop().run_until_complete(asyncio.sleep(0))  # loop internals allocated before
        gc.collect()
        tracemalloc.reset_peak()
        base, _ = tracemalloc.get_traced_memory()
        if driver(mode) == "run":
            work.result = runtime.run(GOAL)
        else:
            work.result = loop().run_until_complete(runtime.arun(GOAL))
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    work.check()
    return peak - base


def profile(work: Workload, n: int, top: int, inline: bool, otel: str = "") -> None:
    """cProfile one `arun` of N steps; print the top functions by cumulative us/step.

    cProfile sees only the runtime's thread: with the default tool, the tool's own work on
    the worker thread is not in the table, the wait for it is.
    """
    mode = ("arun_inline" if inline else "arun") + otel
    for _ in range(2):
        timed_run(work, n, mode)
    runtime = work.prepare(n, inline, otel)
    gc.collect()
    profiler = cProfile.Profile()

    async def profiled() -> keel.RunResult:
        profiler.enable()
        try:
            return await runtime.arun(GOAL)
        finally:
            profiler.disable()

    work.result = loop().run_until_complete(profiled())
    work.check()
    stats: Any = pstats.Stats(profiler).stats
    rows = sorted(
        ((ct, tt, nc, func) for func, (_cc, nc, tt, ct, _callers) in stats.items()),
        reverse=True,
    )
    print(f"cProfile of one `{LABELS[mode]}` with N={n} (profiler overhead inflates all")
    print("figures roughly 2-3x; read them as shares, not as absolute costs)")
    print(f"{'cum us/step':>12}{'own us/step':>12}{'calls/step':>11}  function")
    for ct, tt, nc, (path, line, name) in rows[:top]:
        where = path.split("site-packages/")[-1].split("/src/")[-1]
        print(f"{ct / n * 1e6:12.1f}{tt / n * 1e6:12.1f}{nc / n:11.2f}  {where}:{line}({name})")


def otel_floor(rounds: int = 15, steps: int = 500) -> None:
    """Each sink path alone on one recorded step's events against the SDK's own floor (two
    bare spans under the same parent), interleaved, median us per step over rounds. A round
    makes fewer spans than the batch queue holds (2,048) and the queue is flushed after it
    (untimed): a full queue drops spans, which would flatter every figure."""
    from opentelemetry import trace

    from keel.trace import MemorySink

    work = Workload()
    memory = MemorySink()
    work.prepare(20, inline=True).run(GOAL, sinks=[memory])
    step = [e for e in memory.events if e.data.get("step") == 5 and e.event_type != "run_started"]
    sinks = {suffix: Otel(suffix) for suffix in OTEL_PATHS}
    floor_otel = sinks["_otelsdk"]
    tracer = floor_otel.provider.get_tracer("floor")
    parent = trace.set_span_in_context(tracer.start_span("segment"))
    bodies: dict[str, Callable[[], None]] = {"floor": functools.partial(floor, tracer, parent)}
    for suffix, otel in sinks.items():
        otel.sink.emit(memory.events[0])  # open the run's segment
        bodies[suffix] = functools.partial(emit_all, otel.sink.emit, step)
    times: dict[str, list[float]] = {name: [] for name in bodies}
    for _ in range(rounds):
        for name, body in bodies.items():
            gc.collect()
            t0 = time.perf_counter()
            for _ in range(steps):
                body()
            times[name].append((time.perf_counter() - t0) / steps * 1e6)
            for otel in sinks.values():
                otel.processor.force_flush()
    for otel in sinks.values():
        otel.shutdown()
    kinds = " + ".join(e.event_type for e in step)
    print()
    print(f"OtelSink alone on one step ({kinds}), {steps} steps x {rounds} rounds, median:")
    for suffix, tail in OTEL_PATHS.items():
        print(f"  {tail.removeprefix(' + ')}: {statistics.median(times[suffix]):.1f} us/step")
    print("  two bare SDK spans (start_span + end, no attributes): ", end="")
    print(f"{statistics.median(times['floor']):.1f} us/step")


def emit_all(emit: Callable[[Any], None], events: list[Any]) -> None:
    """Hand every event to a sink."""
    for event in events:
        emit(event)


def floor(tracer: Any, parent: Any) -> None:
    """The SDK's floor for one step: two spans started and ended, nothing on them."""
    tracer.start_span("chat", context=parent).end()
    tracer.start_span("execute_tool", context=parent).end()


def otel_table(
    samples: dict[str, dict[int, list[float]]],
    med: dict[str, dict[int, float]],
    ns: list[int],
    w: int,
) -> None:
    """Run time with the `OtelSink` against without it, same mode, same round."""
    lo, hi = ns[0], ns[-1]
    print()
    print("OpenTelemetry: with OtelSink (BatchSpanProcessor; + OtelSink: handed the processor,")
    print("the fast path; (provider): on an SDK TracerProvider) against without")
    head = "mode".ljust(w) + "".join(f"ratio N={n}".rjust(13) for n in ns)
    head += "".join(f"+us/step N={n}".rjust(15) for n in ns) + f"{'marg ratio':>12}"
    print(head)
    print("-" * len(head))
    for m, o in ((m, f"{m}{suffix}") for suffix in OTEL_PATHS for m in PLAIN_MODES):
        pairs = {n: list(zip(samples[o][n], samples[m][n], strict=True)) for n in ns}
        row = LABELS[o].ljust(w)
        row += "".join(fmt(statistics.median(a / b for a, b in pairs[n]), 12, 2) + "x" for n in ns)
        row += "".join(fmt(statistics.median(a - b for a, b in pairs[n]) / n * 1e6, 15) for n in ns)
        marg = (med[o][hi] - med[o][lo]) / (med[m][hi] - med[m][lo]) if hi > lo else float("nan")
        print(row + fmt(marg, 11, 2) + "x")
    print("  ratio = median over rounds of (run time with the sink / without), i.e. per-step time")
    print("  with / without; +us/step = median extra time per step; marg ratio = marginal cost")
    print(f"  {lo}->{hi} with the sink / without. Target: ratio <= {OTEL_TARGET}x at N={hi}.")
    for m, o in ((m, f"{m}{suffix}") for suffix in OTEL_PATHS for m in PLAIN_MODES):
        pairs_hi = list(zip(samples[o][hi], samples[m][hi], strict=True))
        ratio = statistics.median(a / b for a, b in pairs_hi)
        verdict = "meets" if ratio <= OTEL_TARGET else "MISSES"
        print(f"  {verdict} the target: {LABELS[o]}: {ratio:.2f}x at N={hi}")


def fmt(x: float, width: int, digits: int = 1) -> str:
    return f"{x:,.{digits}f}".rjust(width)


def main() -> int:
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument("--ns", default="10,100,1000", help="comma-separated N (default 10,100,1000)")
    ap.add_argument("--repeat", type=int, default=None, help="timed runs per N and mode (def. 25)")
    ap.add_argument("--warmup", type=int, default=2, help="untimed runs per N and mode (def. 2)")
    ap.add_argument("--quick", action="store_true", help="5 timed runs, 1 warm-up, no memory pass")
    ap.add_argument("--no-mem", action="store_true", help="skip the tracemalloc pass")
    ap.add_argument("--profile", type=int, metavar="N", help="only cProfile one arun of N steps")
    ap.add_argument("--top", type=int, default=40, help="rows of the --profile table (def. 40)")
    ap.add_argument("--inline", action="store_true", help="with --profile: the inline tool")
    ap.add_argument("--otel", action="store_true", help="also every mode with an OtelSink")
    ap.add_argument(
        "--otel-provider",
        action="store_true",
        help="with --profile --otel: the sink on a tracer provider, not the fast path",
    )
    ap.add_argument(
        "--otel-batch",
        type=int,
        metavar="SIZE",
        help="with --otel: the batch processor exports batches of SIZE spans (queue at least "
        "as large), not the SDK's 512; larger than a run's spans (2N+2), no export runs on the "
        "processor's thread during the run: a control, not the default configuration",
    )
    args = ap.parse_args()

    work = Workload()
    global OTEL_BATCH
    OTEL_BATCH = args.otel_batch
    if args.profile:
        path = ("_otelsdk" if args.otel_provider else "_otel") if args.otel else ""
        profile(work, args.profile, args.top, args.inline, path)
        return 0
    global MODES
    if args.otel:
        MODES = (*PLAIN_MODES, *(f"{m}{suffix}" for suffix in OTEL_PATHS for m in PLAIN_MODES))

    ns = sorted({int(x) for x in args.ns.split(",")})
    repeat = args.repeat or (5 if args.quick else 25)
    warmup = 1 if args.quick else args.warmup
    no_mem = args.no_mem or args.quick

    samples: dict[str, dict[int, list[float]]] = {m: {n: [] for n in ns} for m in MODES}
    cells = [(n, m) for n in ns for m in MODES]
    for _ in range(warmup):
        for n, mode in cells:
            timed_run(work, n, mode)
    # Interleaved rounds: each round runs every (N, mode) once in a freshly shuffled order, so a
    # burst of load from elsewhere on the machine hits all cells alike instead of one N.
    rng = random.Random(12345)
    started = time.perf_counter()
    for rnd in range(repeat):
        rng.shuffle(cells)
        for n, mode in cells:
            samples[mode][n].append(timed_run(work, n, mode))
        elapsed = time.perf_counter() - started
        print(f"  round {rnd + 1}/{repeat} done ({elapsed:.0f}s)", file=sys.stderr, flush=True)
    mem = {} if no_mem else {m: {n: peak_alloc(work, n, m) for n in ns} for m in MODES}

    med = {m: {n: statistics.median(samples[m][n]) for n in ns} for m in MODES}
    per_step = {m: {n: med[m][n] / n * 1e6 for n in ns} for m in MODES}
    lo, hi = ns[0], ns[-1]

    print()
    print("keel runtime overhead per agent step (scripted zero-latency model, sync lookup tool,")
    print("all guards on, trace in memory; N lookups + validated final answer). Default tool: on a")
    print("worker thread (the run has a time budget); inline tool: @keel.tool(inline=True)")
    print(
        f"keel {keel.__version__}, pydantic {md.version('pydantic')} | python "
        f"{platform.python_version()} | {os.cpu_count()} CPUs | {repeat} timed runs per N "
        f"and mode, median"
    )
    print()
    w = max(len(x) for x in LABELS.values()) + 2
    head = "mode".ljust(w) + "".join(f"us/step N={n}".rjust(16) for n in ns)
    head += "".join(f"marg {a}->{b}".rjust(16) for a, b in itertools.pairwise(ns))
    head += f"{f'N={hi}/N={lo}':>14}{'marg growth':>14}"
    print(head)
    print("-" * len(head))
    growth: dict[str, float] = {}
    for m in MODES:
        row = LABELS[m].ljust(w) + "".join(fmt(per_step[m][n], 16) for n in ns)
        slopes = [(med[m][b] - med[m][a]) / (b - a) * 1e6 for a, b in itertools.pairwise(ns)]
        row += "".join(fmt(s, 16) for s in slopes)
        growth[m] = per_step[m][hi] / per_step[m][lo]
        row += fmt(growth[m], 13, 2) + "x"
        row += fmt(slopes[-1] / slopes[0], 13, 2) + "x" if len(slopes) >= 2 else "-".rjust(14)
        print(row)
    print()
    print("  us/step = median run time / N, incl. the per-run fixed cost (dominant at small N);")
    print("  marg A->B = (T(B) - T(A)) / (B - A), the cost of one more step; marg growth = last")
    print("  marginal / first marginal (>= 1.25 would mean steps get dearer as history grows).")
    print()
    print("best run (least disturbed), us/step")
    head = "mode".ljust(w) + "".join(f"N={n}".rjust(12) for n in ns)
    print(head)
    print("-" * len(head))
    for m in MODES:
        print(LABELS[m].ljust(w) + "".join(fmt(min(samples[m][n]) / n * 1e6, 12) for n in ns))
    print()
    print("median wall time per run (ms); spread = interquartile range / median")
    head = "mode".ljust(w) + "".join(f"N={n}".rjust(12) for n in ns)
    head += "".join(f"IQR/med N={n}".rjust(16) for n in ns)
    print(head)
    print("-" * len(head))
    for m in MODES:
        row = LABELS[m].ljust(w) + "".join(fmt(med[m][n] * 1e3, 12, 3) for n in ns)
        for n in ns:
            q = statistics.quantiles(samples[m][n], n=4) if repeat >= 4 else None
            row += fmt((q[2] - q[0]) / med[m][n] * 100, 15) + "%" if q else "-".rjust(16)
        print(row)
    print()
    print("thread hand-off: default tool against inline tool, same driver, same round")
    head = "driver".ljust(w) + "".join(f"diff N={n}".rjust(13) for n in ns)
    head += f"{f'marg {lo}->{hi}':>16}" + "".join(f"ratio N={n}".rjust(14) for n in ns)
    print(head)
    print("-" * len(head))
    for m in ("run", "arun"):
        pairs = {n: list(zip(samples[m][n], samples[f"{m}_inline"][n], strict=True)) for n in ns}
        row = LABELS[m].ljust(w)
        row += "".join(fmt(statistics.median(d - i for d, i in pairs[n]) / n * 1e6, 13) for n in ns)
        marg = (med[m][hi] - med[m][lo]) - (med[f"{m}_inline"][hi] - med[f"{m}_inline"][lo])
        row += fmt(marg / (hi - lo) * 1e6, 16)
        row += "".join(fmt(statistics.median(d / i for d, i in pairs[n]), 13, 2) + "x" for n in ns)
        print(row)
    print("  diff = median over rounds of (default run time - inline run time) / N, us per step;")
    print(f"  marg = default marginal cost {lo}->{hi} minus inline marginal cost, us per step;")
    print("  ratio = median over rounds of default run time / inline run time.")
    if mem:
        print()
        print("peak traced Python allocation during one run (KiB; tracemalloc, untimed run)")
        head = "mode".ljust(w) + "".join(f"N={n}".rjust(12) for n in ns)
        head += f"{f'B/step N={hi}':>16}"
        print(head)
        print("-" * len(head))
        for m in MODES:
            row = LABELS[m].ljust(w) + "".join(fmt(mem[m][n] / 1024, 12) for n in ns)
            print(row + fmt(mem[m][hi] / hi, 16, 0))
    if args.otel:
        otel_table(samples, med, ns, w)
        otel_floor()
    print()
    verdicts = []
    for m in MODES:
        ok = growth[m] <= MAX_GROWTH
        verdicts.append(ok)
        print(
            f"{'PASS' if ok else 'FAIL'}: {LABELS[m]}: us/step at N={hi} is {growth[m]:.2f}x "
            f"the N={lo} figure (limit {MAX_GROWTH}x)"
        )
    return 0 if all(verdicts) else 1


if __name__ == "__main__":
    raise SystemExit(main())
