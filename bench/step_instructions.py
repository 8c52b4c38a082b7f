"""Instructions per agent step, counted by callgrind: a figure the machine's load cannot move;
and with ``--heap``, the Python heap one more step keeps (tracemalloc).

Timings on this shared 2-core machine swing by tens of percent when other work runs; the
number of instructions a run executes does not. This bench runs the step workload of
``overhead.py`` (N ``lookup`` calls with an inline sync tool, every guard on, the trace in
memory, then a validated final answer) under ``valgrind --tool=callgrind`` twice per source
tree, with N = 100 and N = 1,100, and prints the difference divided by 1,000: the
instructions of one more step, the run's fixed cost and the interpreter's start excluded.
The scripted model keeps no requests (a fake's log is not keel's cost), in old code too.

Each git ref is exported with ``git archive REF src`` into a temporary folder and put first
on ``PYTHONPATH``, so refs from before an API existed run the same workload (before
``inline`` existed every sync tool ran inline).

    .venv/bin/python bench/step_instructions.py 5a957f2 83b0633 HEAD   # about 1 min per ref
                                                                        # and round
    .venv/bin/python bench/step_instructions.py --worktree              # the files as they are
    .venv/bin/python bench/step_instructions.py --heap 5a957f2 HEAD     # heap per step too
    .venv/bin/python bench/step_instructions.py --otel HEAD    # also with keel.otel.OtelSink

``--otel`` also counts each tree's run with a `keel.otel.OtelSink` handing finished spans to
a ``BatchSpanProcessor`` (the fast path, ``+otel``) and with the sink on an SDK
``TracerProvider`` with that processor (``+otel-tp``), both exporting to an exporter that
only counts; the processor is flushed inside the counted run, so its worker thread's
instructions count too. Trees from before the fast path cannot run ``+otel``.

Needs valgrind (Debian's ``valgrind`` package).
"""

import argparse
import gc
import json
import os
import pathlib
import platform
import re
import shutil
import statistics
import subprocess
import sys
import tarfile
import tempfile
import tracemalloc
from collections.abc import Callable
from typing import Any

GOAL = "Look up every key you are told to, then answer."
SMALL, LARGE = 100, 1100
ROOT = pathlib.Path(__file__).resolve().parents[1]


def make_runtime(sinks: list[Any] | None = None) -> Callable[[int], Any]:
    """A maker of warmed-up runtimes for N lookups, on whatever keel is first on the path."""
    import keel
    from keel import Budgets, Runtime, ToolResult
    from keel.research import CitationValidator
    from keel.testing import ScriptedDecisionMaker, call, final

    def lookup(key: str) -> ToolResult:
        """Look up the value stored under a key.

        Args:
            key: The key to look up.
        """
        return ToolResult(data=(f"value-for-{key}:" + "x" * 200)[:200], source_ids=[key])

    try:
        tool = keel.tool(inline=True)(lookup)
    except TypeError:  # before `inline` existed every sync tool ran inline
        tool = keel.tool(lookup)

    class Unkept(list[object]):
        def append(self, item: object) -> None:
            """Keep nothing."""

    def runtime(steps: int) -> "Runtime[Any]":
        turns = [call("lookup", key=f"k{i}") for i in range(steps)]
        model = ScriptedDecisionMaker([*turns, final("done [k0]", "k0")])
        model.requests = Unkept()  # type: ignore[assignment]
        budgets = Budgets(
            max_steps=steps + 5, max_tokens=10**12, max_cost_usd=1e12, timeout_seconds=1e9
        )
        validators = [CitationValidator(reading_tools=["lookup"])]
        return Runtime(model, [tool], budgets=budgets, validators=validators, sinks=sinks or [])

    for _ in range(3):
        runtime(50).run(GOAL)
    return runtime


class CountingExporter:
    """A span exporter that only counts (no encoding, no I/O)."""

    def __init__(self) -> None:
        self.spans = 0

    def export(self, spans: Any) -> Any:
        from opentelemetry.sdk.trace.export import SpanExportResult

        self.spans += len(spans)
        return SpanExportResult.SUCCESS

    def shutdown(self) -> None:
        """Nothing to release."""

    def force_flush(self, timeout_millis: int = 30_000) -> bool:
        return True


def otel_sink(path: str) -> tuple[list[Any], Callable[[], object]]:
    """The sinks of a run for ``--otel`` path ``path`` ("", "otel", "otel-tp"), and a flush."""
    if not path:
        return [], lambda: None
    from opentelemetry.sdk.trace import TracerProvider
    from opentelemetry.sdk.trace.export import BatchSpanProcessor

    from keel.otel import OtelSink

    processor = BatchSpanProcessor(CountingExporter())  # type: ignore[arg-type]
    if path == "otel":
        return [OtelSink(span_processor=processor)], processor.force_flush
    provider = TracerProvider()
    provider.add_span_processor(processor)
    return [OtelSink(provider)], processor.force_flush


def workload(n: int, otel: str = "") -> None:
    """One run of N lookups after warm-up runs (the part callgrind counts)."""
    sinks, flush = otel_sink(otel)
    measured = make_runtime(sinks)(n)
    flush()
    gc.collect()
    gc.disable()
    result = measured.run(GOAL)
    flush()
    if result.status != "completed":
        raise SystemExit(f"run did not complete: {result.reason}")


def heap(small: int, large: int) -> None:
    """Print, as JSON, the heap one more step keeps and adds to the peak (tracemalloc)."""
    runtime = make_runtime()
    kept, peak = {}, {}
    for n in (small, large):
        measured = runtime(n)
        gc.collect()
        tracemalloc.start()
        before = tracemalloc.get_traced_memory()[0]
        result = measured.run(GOAL)
        gc.collect()
        now, top = tracemalloc.get_traced_memory()
        tracemalloc.stop()
        if result.status != "completed":
            raise SystemExit(f"run did not complete: {result.reason}")
        kept[n], peak[n] = now - before, top - before
        del result, measured
    steps = large - small
    print(json.dumps({"kept": (kept[large] - kept[small]) / steps,
                      "peak": (peak[large] - peak[small]) / steps}))  # fmt: skip


def heap_per_step(src: pathlib.Path) -> dict[str, float]:
    """Bytes per step kept after the run and added to its peak, for the keel in ``src``."""
    env = {**os.environ, "PYTHONPATH": str(src), "PYTHONHASHSEED": "0"}
    command = [sys.executable, __file__, "--heap-child"]
    done = subprocess.run(command, env=env, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise SystemExit(f"heap run failed ({src}):\n{done.stderr[-2000:]}")
    figures: dict[str, float] = json.loads(done.stdout)
    return figures


def instructions(src: pathlib.Path, n: int, otel: str = "") -> int:
    """Instructions of a whole process running `workload` (n) on the keel in ``src``."""
    env = {**os.environ, "PYTHONPATH": str(src), "PYTHONHASHSEED": "0"}  # repeatable
    command = [
        *(["setarch", platform.machine(), "-R"] if shutil.which("setarch") else []),  # no ASLR
        "valgrind",
        "--tool=callgrind",
        "--callgrind-out-file=/dev/null",
        sys.executable,
        __file__,
        "--child",
        str(n),
        *(["--child-otel", otel] if otel else []),
    ]
    done = subprocess.run(command, env=env, capture_output=True, text=True, check=False)
    found = re.search(r"Collected : (\d+)", done.stderr)
    if done.returncode != 0 or found is None:
        raise SystemExit(f"callgrind run failed ({src}):\n{done.stderr[-2000:]}")
    return int(found[1])


def per_step(src: pathlib.Path, otel: str = "") -> int:
    """Instructions of one more step: the difference of two runs over their steps."""
    return (instructions(src, LARGE, otel) - instructions(src, SMALL, otel)) // (LARGE - SMALL)


def measure(trees: list[tuple[str, pathlib.Path, str]], repeat: int) -> dict[str, list[int]]:
    """Each tree's per-step counts, the trees interleaved in every round."""
    counts: dict[str, list[int]] = {name: [] for name, _, _ in trees}
    for round_ in range(repeat):
        for name, src, otel in trees:
            counts[name].append(per_step(src, otel))
        print(f"  round {round_ + 1}/{repeat} done", file=sys.stderr, flush=True)
    return counts


def export(ref: str, into: pathlib.Path) -> pathlib.Path:
    """``src/`` of ``ref`` in a folder of its own; returns that ``src``."""
    archive = into / "src.tar"
    with archive.open("wb") as out:
        subprocess.run(["git", "-C", str(ROOT), "archive", ref, "src"], stdout=out, check=True)
    with tarfile.open(archive) as tar:
        tar.extractall(into, filter="data")
    return into / "src"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else "")
    parser.add_argument("refs", nargs="*", help="git refs to measure (default: HEAD)")
    parser.add_argument("--worktree", action="store_true", help="also the files as they are")
    parser.add_argument("--repeat", type=int, default=3, help="rounds (default 3)")
    parser.add_argument(
        "--heap", action="store_true", help="also the heap per step (tracemalloc, N=1000 to 5000)"
    )
    parser.add_argument(
        "--otel", action="store_true", help="also each tree with OtelSink (both paths)"
    )
    parser.add_argument("--child", type=int, help=argparse.SUPPRESS)
    parser.add_argument("--child-otel", default="", help=argparse.SUPPRESS)
    parser.add_argument("--heap-child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child is not None:
        workload(args.child, args.child_otel)
        return 0
    if args.heap_child:
        heap(1000, 5000)
        return 0
    if shutil.which("valgrind") is None:
        print("valgrind is not installed (apt-get install valgrind)", file=sys.stderr)
        return 2
    trees: list[tuple[str, pathlib.Path, str]] = []
    paths = ["", "otel", "otel-tp"] if args.otel else [""]
    with tempfile.TemporaryDirectory(prefix="keel-steps-") as tmp:
        for i, ref in enumerate(args.refs or ([] if args.worktree else ["HEAD"])):
            short = subprocess.run(
                ["git", "-C", str(ROOT), "rev-parse", "--short", ref],
                capture_output=True, text=True, check=True,
            ).stdout.strip()  # fmt: skip
            folder = pathlib.Path(tmp) / str(i)
            folder.mkdir()
            src = export(ref, folder)
            trees += [(f"{short}+{path}" if path else short, src, path) for path in paths]
        if args.worktree:
            trees += [(f"worktree+{p}" if p else "worktree", ROOT / "src", p) for p in paths]
        counts = measure(trees, args.repeat)
        heaps = [(name, heap_per_step(src)) for name, src, p in trees if not p] if args.heap else []
    print(f"instructions per step (N={LARGE} minus N={SMALL}, / {LARGE - SMALL}), callgrind,")
    print(f"median of {args.repeat} (timestamps and ids make single counts vary by about 2%)")
    first = statistics.median(counts[trees[0][0]])
    for name, _, _ in trees:
        mid = statistics.median(counts[name])
        spread = f"{min(counts[name]):,}-{max(counts[name]):,}"
        print(f"  {name:16} {mid:11,.0f}  ({spread})  {mid / first:.3f}x the first")
    if args.heap:
        print("heap per step (tracemalloc; N=5000 minus N=1000, / 4000; the 200-character")
        print("payload string, 249 B, is part of each figure)")
        for name, figures in heaps:
            kept, peak = figures["kept"], figures["peak"]
            print(f"  {name:10} kept after the run {kept:7,.0f} B   peak {peak:7,.0f} B")
    return 0


if __name__ == "__main__":
    sys.exit(main())
