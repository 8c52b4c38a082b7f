"""keel as a runtime under test in the shared peer benchmark (``bench_peers.py --add``).

Same workload as every peer (see ``common.py``): a `ScriptedDecisionMaker` replays N prebuilt
``lookup`` calls (distinct keys) and the final answer ``done [k0]``; ``lookup`` returns
``payload(key)`` through ``Runner.lookup_impl`` (which records the call) and names ``key`` as
its source, so the built-in `CitationValidator` accepts the answer. Every guard is on:
argument validation, duplicate-action guard, cycle detection, budgets with reservation
(``max_steps=N+5``, token/cost/time limits finite but out of reach, as for the seed runtime),
final-answer validation, and the trace kept in memory. The script, the model and the
`Runtime` are built in ``prepare`` (untimed).

Two tool configurations, each under both drivers (``await Runtime.arun`` and ``Runtime.run``):

* default, ``@keel.tool``: the run has a time budget, so every call of the sync tool is handed
  to a daemon worker thread (rows named as before this option existed);
* ``@keel.tool(inline=True)``: the tool runs in the runtime's own thread (rows ending in
  ``inline tool``).

Each run checks which thread the tool ran on.

    cd /work/main
    /work/.peers-venv/bin/pip install -e .
    /work/.peers-venv/bin/python ../shared/bench-peers/bench_peers.py --add bench/peers_keel.py \
        --json /tmp/keel-bench-peers/latest.json
    /work/.peers-venv/bin/python bench/peers_keel.py /tmp/keel-bench-peers/latest.json

Run as a script, this module reads the raw samples bench_peers.py wrote and reports every keel
row against the fastest peer: per-round paired ratios (keel run time / peer run time, same
round), the target (keel <= 1/5 of the fastest peer at every N) and keel's growth in N, with a
verdict per tool configuration; then what the thread hand-off costs (default against inline,
same driver, same round).
"""

from __future__ import annotations

import itertools
import json
import pathlib
import statistics
import sys
import tempfile
import threading
import time
from collections.abc import Callable

if __name__ == "__main__":  # the report below; bench_peers.py puts `common` on the path itself
    sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2] / "shared" / "bench-peers"))

from common import FINAL_ANSWER, PROMPT, Runner, key, time_async

import keel
from keel import Budgets, Runtime, ToolResult
from keel.research import CitationValidator
from keel.store import SqliteRunStore
from keel.testing import ScriptedDecisionMaker, call, final

INLINE_SUFFIX = ", inline tool"
STORE_SUFFIX = ", SQLite store"


class KeelArunRunner(Runner):
    name = "keel Runtime.arun (all guards)"
    inline = False  # True: the tool is declared @keel.tool(inline=True)
    durable = False  # True: every run is recorded in a SQLite run store (a temporary file)

    def __init__(self) -> None:
        super().__init__()
        self.store: SqliteRunStore | None = None
        if self.durable:
            folder = tempfile.mkdtemp(prefix="keel-peers-")
            self.store = SqliteRunStore(pathlib.Path(folder) / "runs.db")
        self.threads: set[int] = set()  # the threads the tool ran on during this run

        @keel.tool(inline=self.inline)
        def lookup(key: str) -> ToolResult:
            """Look up the value stored under a key.

            Args:
                key: The key to look up.
            """
            self.threads.add(threading.get_ident())
            return ToolResult(data=self.lookup_impl(key), source_ids=[key])

        self.tool = lookup
        self.validators = [CitationValidator(reading_tools=["lookup"])]
        self.model: ScriptedDecisionMaker | None = None
        self.runtime: Runtime | None = None
        self.result: keel.RunResult | None = None

    def prepare(self, n: int) -> None:
        super().prepare(n)
        self.threads.clear()
        self.result = None
        self.model = self.runtime = None  # free the previous run before building the next
        turns = [call("lookup", key=key(i)) for i in range(n)]
        turns.append(final(FINAL_ANSWER, "k0"))
        self.model = ScriptedDecisionMaker(turns, keep_requests=False)  # a fake's log is not keel
        budgets = Budgets(
            max_steps=n + 5, max_tokens=10**12, max_cost_usd=1e12, timeout_seconds=1e9
        )
        self.runtime = Runtime(
            self.model, [self.tool], budgets=budgets, validators=self.validators, store=self.store
        )

    def run(self) -> float:
        assert self.runtime is not None
        runtime = self.runtime
        elapsed, self.result = time_async(lambda: runtime.arun(PROMPT))
        return elapsed

    def final_output(self) -> object:
        result, model = self.result, self.model
        assert result is not None
        assert model is not None
        if result.status != "completed":
            raise AssertionError(f"{self.name}: status={result.status} reason={result.reason}")
        model.assert_consumed()
        me = threading.get_ident()
        if self.inline and self.threads != {me}:
            raise AssertionError(f"{self.name}: the inline tool ran off the runtime's thread")
        if not self.inline and me in self.threads:
            raise AssertionError(f"{self.name}: the default tool ran on the runtime's thread")
        return result.answer


class KeelRunRunner(KeelArunRunner):
    name = "keel Runtime.run (sync)"

    def run(self) -> float:
        assert self.runtime is not None
        t0 = time.perf_counter()
        self.result = self.runtime.run(PROMPT)
        return time.perf_counter() - t0


class KeelArunInlineRunner(KeelArunRunner):
    name = "keel Runtime.arun" + INLINE_SUFFIX
    inline = True


class KeelRunInlineRunner(KeelRunRunner):
    name = "keel Runtime.run (sync)" + INLINE_SUFFIX
    inline = True


class KeelRunInlineStoreRunner(KeelRunInlineRunner):
    name = "keel Runtime.run (sync)" + INLINE_SUFFIX + STORE_SUFFIX
    durable = True


RUNNERS = (
    KeelArunRunner,
    KeelRunRunner,
    KeelArunInlineRunner,
    KeelRunInlineRunner,
    KeelRunInlineStoreRunner,
)
VARIANTS = {r.name: r for r in RUNNERS}
# each inline row and the default row with the same driver, for the hand-off table
DEFAULT_OF = {
    KeelArunInlineRunner.name: KeelArunRunner.name,
    KeelRunInlineRunner.name: KeelRunRunner.name,
}
PACKAGES = ["keel-runtime", "pydantic"]  # distribution names (import keel)


TARGET_RATIO = 0.15  # keel run time <= 0.15x the fastest peer's, at every N, store off
MAX_GROWTH = 1.25  # bench_peers.py's SUPER-LINEAR threshold (last slope / first slope)


def _is_peer(name: str) -> bool:
    """Peers: every framework row except keel's own and the seed's diagnostic variant."""
    return not name.startswith("keel") and "(diag)" not in name


_REPORTED = " (reported; the target is for runs without a store)"


def _config(name: str) -> str:
    """The configuration a keel row measures (the target applies with the store off)."""
    if name.endswith(STORE_SUFFIX):
        return "@keel.tool(inline=True), SQLite store" + _REPORTED
    return "@keel.tool(inline=True)" if name.endswith(INLINE_SUFFIX) else "default @keel.tool"


def _paired(a: list[float], b: list[float], op: Callable[[float, float], float]) -> float:
    """Median over rounds of ``op(a, b)`` on same-round samples."""
    return statistics.median(op(x, y) for x, y in zip(a, b, strict=True))


def report(path: pathlib.Path) -> int:
    """Print keel against the fastest peer from raw samples; return 1 if a target is missed."""
    raw = json.loads(path.read_text())
    samples = {name: {int(n): xs for n, xs in d.items()} for name, d in raw["samples_s"].items()}
    ns = sorted(int(n) for n in raw["ns"])
    us = {name: {n: statistics.median(d[n]) / n * 1e6 for n in ns} for name, d in samples.items()}
    keels = [name for name in samples if name.startswith("keel")]
    peers = [name for name in samples if _is_peer(name)]
    if not keels or not peers:
        print("need keel and at least one peer in the samples", file=sys.stderr)
        return 2
    fastest = {n: min(peers, key=lambda p, n=n: us[p][n]) for n in ns}
    print(f"{path} ({raw.get('when', '?')}), python {raw.get('python')}, {raw.get('cpus')} CPUs")
    print()
    w = max(len(x) for x in [*keels, "fastest peer"]) + 2
    head = "".ljust(w) + "".join(f"N={n}".rjust(12) for n in ns)
    print("us/step (median run time / N)")
    print(head)
    print("-" * len(head))
    for name in keels:
        print(name.ljust(w) + "".join(f"{us[name][n]:12,.1f}" for n in ns))
    print("fastest peer".ljust(w) + "".join(f"{us[fastest[n]][n]:12,.1f}" for n in ns))
    print("  which is".ljust(w) + "".join(f"{fastest[n].split()[0]:>12}" for n in ns))
    print()
    print("paired ratio keel / fastest peer (median over rounds of same-round run time ratios)")
    print(head)
    print("-" * len(head))
    failed = dict.fromkeys(map(_config, keels), False)
    for name in keels:
        row = name.ljust(w)
        for n in ns:
            ratio = _paired(samples[name][n], samples[fastest[n]][n], lambda k, p: k / p)
            failed[_config(name)] |= ratio > TARGET_RATIO
            row += f"{ratio:11.3f}x"
        print(row)
    print()
    for name in keels:
        med = [statistics.median(samples[name][n]) for n in ns]
        pairs = itertools.pairwise(zip(ns, med, strict=True))
        slopes = [(tb - ta) / (nb - na) for (na, ta), (nb, tb) in pairs]
        growth = slopes[-1] / slopes[0] if len(slopes) >= 2 and slopes[0] > 0 else None
        flat = growth is None or growth < MAX_GROWTH
        failed[_config(name)] |= not flat
        shown = "-" if growth is None else f"x{growth:.2f}"
        print(f"{name}: growth (last slope / first slope) {shown}: {'flat' if flat else 'GROWS'}")
    handoff = [(i, d) for i, d in DEFAULT_OF.items() if i in samples and d in samples]
    if handoff:
        print()
        print("thread hand-off: default tool against inline tool, same driver, same round")
        hw = max(len(d) for _, d in handoff) + 2
        head = "".ljust(hw) + "".join(f"diff N={n}".rjust(12) for n in ns)
        head += "".join(f"ratio N={n}".rjust(13) for n in ns)
        print(head)
        print("-" * len(head))
        for inline, default in handoff:
            a, b = samples[default], samples[inline]
            row = default.ljust(hw)
            row += "".join(f"{_paired(a[n], b[n], lambda d, i: d - i) / n * 1e6:12.1f}" for n in ns)
            row += "".join(f"{_paired(a[n], b[n], lambda d, i: d / i):12.2f}x" for n in ns)
            print(row)
        print("  diff = median over rounds of (default - inline run time) / N, us per step;")
        print("  ratio = median over rounds of default / inline run time")
    print()
    target = f"<= {TARGET_RATIO:g}x the fastest peer at every N, flat in N"
    for config, missed in failed.items():
        if config.endswith(_REPORTED):
            print(f"{config}: {'above' if missed else 'within'} the target ({target})")
        else:
            print(f"target ({target}), {config}: {'NOT MET' if missed else 'MET'}")
    return 1 if any(m for c, m in failed.items() if not c.endswith(_REPORTED)) else 0


if __name__ == "__main__":
    if len(sys.argv) != 2:
        print("usage: peers_keel.py RAW_SAMPLES.json (as written by bench_peers.py --json)")
        raise SystemExit(2)
    raise SystemExit(report(pathlib.Path(sys.argv[1])))
