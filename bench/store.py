"""keel run store: the cost of one checkpoint per step, and the bytes stored, as a run grows.

Workload: one run per store, driven without a model or runtime. Each step adds to an
`AgentState` what a real tool step of the research agent adds:

* ``state.step += 1`` and the token and cost counters (header fields);
* one decision fingerprint in ``decision_history``;
* one action count through ``state.touch_action`` (every 10th step repeats an earlier
  query, so the count goes to 2 and the store's upsert path runs too);
* one tool observation (`keel.state.new_observation`) whose data is a search result of
  1-4 hits, about 300-1,000 bytes of JSON;
* 4 trace events through a real `keel.trace.Tracer` with the `Checkpointer` as its sink
  (model_requested, model_decision, tool_started, tool_succeeded, with the fields the
  runtime gives them), and 6 on every 7th step (a tool_retryable_failure and a second
  tool_started); then ``Tracer.sync()``.

Then ``Checkpointer.save(state)`` writes the header and the rows the step added, and only
that call is timed (``time.perf_counter_ns``). The run is created as the runtime creates
it: ``Checkpointer(store, state, worker=..., lease_seconds=3600, version=0)`` and
``insert(state, meta={})``. Between the timed calls run only, untimed: ``before_step()``
(a no-op while the lease is fresh), building the next step, byte bookkeeping, and
``store.stored_bytes()`` at the sampled steps. Python's garbage collector stays on, as in a
real run. At the end the stored run is loaded back and compared with the state (a mismatch
stops the script).

Reported per store: median and p95 of ``save()`` in a window of steps around each target
(1-20 for step 10; 50 steps around 1,000; the last 50 steps up to 5,000), the ratio of the
last window's median to the first's (flat = 1.0), and ``stored_bytes()`` against the step
count with a least-squares line (R^2 near 1 = linear). For contrast, the bytes a store
would write if it rewrote the whole state every step (the sum over steps of
``len(state.model_dump_json())``, trace events not even included), which grows with the
square of the step count.

SQLite: a file in a temporary directory (WAL, synchronous=NORMAL, as `SqliteRunStore`
opens it: no fsync per commit). PostgreSQL: a throwaway cluster started with
``tests/store/pg_server.py`` (fsync off, synchronous_commit off, as for the tests; so no
WAL flush per commit either), over TCP on 127.0.0.1, unless ``--pg-dsn`` names a server
(a fresh database is then made on it, and dropped at the end).

    .venv/bin/python bench/store.py                      # 5,000 steps, SQLite and PostgreSQL
    .venv/bin/python bench/store.py --steps 1000 --stores sqlite
    .venv/bin/python bench/store.py --pg-dsn postgresql://user@host/db --stores postgres
    .venv/bin/python bench/store.py --json /tmp/store.json   # tables, and JSON with raw samples
    .venv/bin/python bench/store.py --json > store.json     # JSON only, on stdout

Nothing here is a test and nothing is asserted about time: the script prints figures.
"""

from __future__ import annotations

import argparse
import gc
import importlib.metadata as md
import importlib.util
import json
import os
import platform
import random
import sqlite3
import statistics
import sys
import tempfile
import time
import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import keel
from keel import trace as ev
from keel.loop.durable import Checkpointer
from keel.loops import fingerprint
from keel.state import AgentState, new_observation
from keel.store import PostgresRunStore, RunStore, SqliteRunStore
from keel.trace import TraceEvent, Tracer

TARGETS = (10, 1000, 5000)
BYTE_SAMPLES = (10, 100, 500, 1000, 2000, 5000)
WINDOW = 50
FIRST_WINDOW = 20
GOAL = "What was Northwind's revenue growth from 2023 to 2024, and what drove it?"
WORD_TEXT = (
    "revenue growth margin order intake supplier audit emissions renewable share capacity "
    "plant opening headcount quarter guidance risk currency logistics contract customer "
    "segment europe tilburg northwind annual report board dividend cash flow investment"
)
WORDS = tuple(WORD_TEXT.split())


# --- workload ------------------------------------------------------------------------------


class ByteCounter:
    """A trace sink that only adds up the JSON size of the events (untimed bookkeeping)."""

    def __init__(self) -> None:
        self.total = 0

    def emit(self, event: TraceEvent) -> None:
        self.total += len(event.model_dump_json())


class Workload:
    """Deterministic steps of a search-heavy research run (same seed, same content)."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.queries: list[str] = []
        self.signature = ""  # the action the last step counted

    def words(self, lo: int, hi: int) -> str:
        return " ".join(self.rng.choice(WORDS) for _ in range(self.rng.randint(lo, hi)))

    def hits(self, query: str) -> list[dict[str, Any]]:
        rng = self.rng
        return [
            {
                "doc_id": f"report-{rng.randint(2019, 2024)}-p{rng.randint(1, 240):03d}",
                "title": self.words(3, 8).title(),
                "snippet": self.words(12, 30),
                "score": round(rng.uniform(0.2, 0.99), 4),
            }
            for _ in range(rng.randint(1, 4))
        ]

    def step(self, state: AgentState, tracer: Tracer) -> None:
        """Add one tool step to ``state`` and emit its events, as the runtime would."""
        rng = self.rng
        state.step += 1
        step = state.step
        prompt_tokens = 900 + 180 * min(step, 40) + rng.randint(0, 200)
        tracer.emit(
            ev.MODEL_REQUESTED,
            step=step,
            prompt_tokens=prompt_tokens,
            max_output_tokens=512,
            reserved_cost_usd=round(prompt_tokens * 3e-7 + 512 * 1.2e-6, 6),
        )
        if step % 10 == 0 and self.queries:  # an earlier query again: count goes to 2
            query = self.queries[rng.randrange(len(self.queries))]
        else:
            query = f"{self.words(2, 6)} {step}"
            self.queries.append(query)
        arguments = {"query": query, "limit": 5}
        decision = {
            "kind": "tool",
            "call": {"name": "search_kb", "arguments": arguments},
            "rationale": self.words(8, 20),
        }
        state.decision_history.append(fingerprint(decision))
        output_tokens = rng.randint(40, 160)
        cost = round(prompt_tokens * 3e-7 + output_tokens * 1.2e-6, 6)
        state.input_tokens += prompt_tokens
        state.output_tokens += output_tokens
        state.cost_usd += cost
        tracer.emit(
            ev.MODEL_DECISION,
            step=step,
            decision=decision,
            input_tokens=prompt_tokens,
            output_tokens=output_tokens,
            cost_usd=cost,
        )
        signature = fingerprint({"tool": "search_kb", "arguments": arguments})
        state.touch_action(signature, state.action_counts.get(signature, 0) + 1)
        self.signature = signature
        attempt = 1
        tracer.emit(
            ev.TOOL_STARTED,
            step=step,
            tool="search_kb",
            attempt=attempt,
            arguments=arguments,
            action_signature=signature,
        )
        if step % 7 == 0:  # a transient tool failure and a retry: 6 events this step
            tracer.emit(
                ev.TOOL_RETRYABLE_FAILURE,
                step=step,
                tool="search_kb",
                attempt=attempt,
                error="timeout",
                message="search backend did not answer within 5s",
                retry_in=0.5,
            )
            attempt = 2
            tracer.emit(
                ev.TOOL_STARTED,
                step=step,
                tool="search_kb",
                attempt=attempt,
                arguments=arguments,
                action_signature=signature,
            )
        hits = self.hits(query)
        source_ids = sorted({h["doc_id"] for h in hits})
        tracer.emit(
            ev.TOOL_SUCCEEDED,
            step=step,
            tool="search_kb",
            attempt=attempt,
            duration_ms=round(rng.uniform(2, 40), 3),
            source_ids=source_ids,
            truncated=False,
        )
        state.observations.append(
            new_observation(
                step,
                "tool",
                "search_kb",
                True,
                data={"query": query, "hits": hits},
                source_ids=source_ids,
                action_signature=signature,
            )
        )
        state.elapsed_seconds += rng.uniform(0.8, 3.0)
        tracer.sync()


# --- one measured run -----------------------------------------------------------------------


def window(target: int, steps: int) -> tuple[int, int]:
    """The steps (first, last, inclusive) whose save() times stand for ``target``."""
    if target <= FIRST_WINDOW:
        return 1, min(FIRST_WINDOW, steps)
    half = WINDOW // 2
    if target + half <= steps:
        return target - half + 1, target + half
    return max(1, target - WINDOW + 1), target


def measure(
    name: str, backend: Backend, steps: int, byte_steps: list[int], seed: int
) -> dict[str, Any]:
    """One run of ``steps`` checkpoints; returns the save() times (ns) and the byte samples."""
    store, disk = backend.store, backend.disk
    work = Workload(seed)
    state = AgentState(goal=GOAL)
    checkpointer = Checkpointer(
        store, state, worker=f"bench-{os.getpid()}", lease_seconds=3600, version=0
    )
    events = ByteCounter()
    tracer = Tracer(state, [checkpointer, events])
    tracer.emit(ev.RUN_STARTED, goal=GOAL, run_id=state.run_id)
    tracer.sync()
    checkpointer.insert(state, meta={})
    times: list[int] = []
    byte_rows: list[dict[str, int]] = []
    sizes = Sizes()
    written = 0  # what the append-only checkpoints wrote: header + new rows + events
    rewrite = 0  # what rewriting the whole state at every step would have written
    seen_events = events.total
    started = time.perf_counter()
    perf = time.perf_counter_ns
    gc.collect()
    for i in range(1, steps + 1):
        checkpointer.before_step()  # as the runtime does (a no-op while the lease is fresh)
        work.step(state, tracer)
        t0 = perf()
        checkpointer.save(state)
        times.append(perf() - t0)
        # Untimed bookkeeping.
        header, rows = sizes.step(state, [work.signature])
        written += header + rows + events.total - seen_events
        seen_events = events.total
        rewrite += sizes.full
        if i in byte_steps:
            exact = len(state.model_dump_json())
            if exact != sizes.full:
                raise SystemExit(
                    f"state size bookkeeping is off at step {i}: {sizes.full} != {exact}"
                )
            byte_rows.append(
                {
                    "step": i,
                    "stored_bytes": store.stored_bytes(),
                    "disk_bytes": disk(),
                    "written_bytes": written,
                    "rewrite_bytes": rewrite,
                    "state_json_bytes": exact,
                }
            )
        if i % 250 == 0 or i == steps:
            recent = statistics.median(times[-250:]) / 1000
            print(
                f"  {name}: step {i}/{steps}, median save() of the last 250 {recent:.0f} us "
                f"({time.perf_counter() - started:.0f}s)",
                file=sys.stderr,
                flush=True,
            )
    checkpointer.finish()
    check(store, state, checkpointer)
    return {"times_ns": times, "bytes": byte_rows}


LISTS = {"observations", "notes", "decision_history", "action_counts"}
"""The fields `Checkpointer` stores as rows; the rest is the header it rewrites each step."""


class Sizes:
    """``len(state.model_dump_json())`` kept up to date per step without dumping the state.

    The whole state's JSON is the header's plus the lists' items and separators; dumping it
    every step costs O(steps) per step (40 s over 5,000 steps). The running figure is
    checked against a real dump at every sampled step.
    """

    def __init__(self) -> None:
        self.obs = self.decisions = 0
        self.items = 0  # JSON bytes of list items, with separators
        self.counts: dict[str, int] = {}
        self.offset: int | None = None
        self.full = 0

    def step(self, state: AgentState, touched: list[str]) -> tuple[int, int]:
        """Account for the step's new items and ``touched`` action counts.

        Returns the header's bytes and the new rows' bytes (what the checkpoint writes).
        """
        added = rows = 0
        for o in state.observations[self.obs :]:
            size = len(o.model_dump_json())
            added, rows = added + size + 1, rows + size
        for d in state.decision_history[self.decisions :]:
            size = len(json.dumps(d))
            added, rows = added + size + 1, rows + size
        self.obs, self.decisions = len(state.observations), len(state.decision_history)
        for sig in touched:
            n, old = state.action_counts[sig], self.counts.get(sig)
            rows += len(sig) + len(str(n))
            if old is None:
                added += len(json.dumps(sig)) + 1 + len(str(n)) + 1  # "sig":n,
            else:
                added += len(str(n)) - len(str(old))
            self.counts[sig] = n
        self.items += added
        header = len(state.model_dump_json(exclude=LISTS))
        if self.offset is None:  # keys and brackets of the lists: fixed, measured once
            self.offset = len(state.model_dump_json()) - header - self.items
        self.full = header + self.items + self.offset
        return header, rows


def check(store: RunStore, state: AgentState, checkpointer: Checkpointer) -> None:
    """Untimed: the stored run loads back equal to the state that was checkpointed."""
    loaded, record = store.load(state.run_id)
    problems = []
    if record.step != state.step or record.version != checkpointer.version:
        problems.append(f"header step/version {record.step}/{record.version}")
    if loaded.model_dump() != state.model_dump():
        problems.append("loaded state differs from the saved one")
    stored_events = store.events(state.run_id)
    if len(stored_events) != state.trace_seq or [e.seq for e in stored_events] != list(
        range(state.trace_seq)
    ):
        problems.append(f"{len(stored_events)} events stored, trace_seq {state.trace_seq}")
    if problems:
        raise SystemExit(f"stored run does not match the state: {'; '.join(problems)}")


# --- stores ---------------------------------------------------------------------------------


@dataclass
class Backend:
    """A store under test and the untimed size queries made on its own connection."""

    store: RunStore
    note: str
    disk: Callable[[], int]
    """Bytes the database takes for the keel tables, as far as it can tell."""
    tables: Callable[[], list[str]]
    """Per-table notes printed after the run."""


@contextmanager
def sqlite_store(tmp: Path) -> Iterator[Backend]:
    store = SqliteRunStore(tmp / "runs.db")
    conn = store._conn  # for size queries only, outside any timed call

    def disk() -> int:  # the database's pages as this connection sees them (file + WAL)
        (pages,) = conn.execute("PRAGMA page_count").fetchone()
        (size,) = conn.execute("PRAGMA page_size").fetchone()
        return int(pages) * int(size)

    def tables() -> list[str]:
        try:
            rows = conn.execute(
                "SELECT name, SUM(pgsize) FROM dbstat GROUP BY name ORDER BY name"
            ).fetchall()
        except sqlite3.Error:  # SQLite built without the dbstat table
            return []
        (page,) = conn.execute("PRAGMA page_size").fetchone()
        return [f"{name}: {size:,} B" for name, size in rows if "keel" in name and size > page]

    try:
        yield Backend(store, f"file in {tmp} (WAL, synchronous=NORMAL)", disk, tables)
    finally:
        store.close()


def load_pg_server() -> Any:
    """``tests/store/pg_server.py``, loaded by path: on ``sys.path`` its package ``store``
    would clash with this script's own name."""
    path = Path(__file__).resolve().parent.parent / "tests" / "store" / "pg_server.py"
    spec = importlib.util.spec_from_file_location("keel_bench_pg_server", path)
    if spec is None or spec.loader is None:
        raise SystemExit(f"cannot load {path}")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


_PG_TABLES = (
    "FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace "
    "WHERE c.relkind = 'r' AND n.nspname = current_schema() AND c.relname LIKE 'keel%'"
)


@contextmanager
def postgres_store(dsn: str | None) -> Iterator[Backend]:
    pg_server = load_pg_server()
    server = pg_server.PgServer(dsn) if dsn else pg_server.PgServer.start()
    try:
        store = PostgresRunStore(server.create_database(f"keel_bench_{uuid.uuid4().hex[:12]}"))
        conn: Any = store._conn  # for size queries only, outside any timed call
        version = conn.execute("SHOW server_version").fetchone()[0]
        settings = {
            k: conn.execute(f"SHOW {k}").fetchone()[0]
            for k in ("fsync", "synchronous_commit", "shared_buffers")
        }
        where = "given by --pg-dsn" if dsn else "throwaway cluster from tests/store/pg_server.py"
        note = f"PostgreSQL {version}, {where}, " + ", ".join(
            f"{k}={v}" for k, v in settings.items()
        )

        def disk() -> int:
            row = conn.execute(
                f"SELECT COALESCE(SUM(pg_total_relation_size(c.oid)), 0) {_PG_TABLES}"
            ).fetchone()
            return int(row[0])

        def tables() -> list[str]:
            if conn.info.server_version >= 150000:  # make this session's counters visible
                conn.execute("SELECT pg_stat_force_next_flush()")
            conn.execute("SELECT 1")
            rows = conn.execute(
                "SELECT c.relname, c.reltuples::bigint, pg_relation_size(c.oid), "
                "pg_indexes_size(c.oid), pg_total_relation_size(c.oid), s.n_tup_upd, "
                "s.n_tup_hot_upd, s.n_dead_tup, s.autovacuum_count "
                "FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid "
                "JOIN pg_namespace n ON n.oid = c.relnamespace "
                "WHERE n.nspname = current_schema() AND c.relname LIKE 'keel%' ORDER BY 1"
            ).fetchall()
            return [
                f"{name}: heap {heap:,} B + indexes {idx:,} B = {total:,} B; "
                f"{upd:,} updates ({hot:,} HOT), {dead:,} dead tuples, {vac} autovacuums"
                for name, _, heap, idx, total, upd, hot, dead, vac in rows
                if total > 16384 or upd
            ]

        try:
            yield Backend(store, note, disk, tables)
        finally:
            store.close()
    finally:
        server.stop()  # drops the database on a --pg-dsn server, stops a throwaway one


# --- figures --------------------------------------------------------------------------------


def p95(values: list[int]) -> float:
    """95th percentile, linear interpolation between order statistics."""
    ordered = sorted(values)
    pos = 0.95 * (len(ordered) - 1)
    lo = int(pos)
    hi = min(lo + 1, len(ordered) - 1)
    return ordered[lo] + (ordered[hi] - ordered[lo]) * (pos - lo)


def fit(xs: list[int], ys: list[int]) -> tuple[float, float, float]:
    """Least-squares line y = slope * x + intercept, and R^2."""
    n = len(xs)
    mx, my = sum(xs) / n, sum(ys) / n
    sxx = sum((x - mx) ** 2 for x in xs)
    sxy = sum((x - mx) * (y - my) for x, y in zip(xs, ys, strict=True))
    slope = sxy / sxx if sxx else 0.0
    intercept = my - slope * mx
    ss_tot = sum((y - my) ** 2 for y in ys)
    ss_res = sum((y - (slope * x + intercept)) ** 2 for x, y in zip(xs, ys, strict=True))
    r2 = 1 - ss_res / ss_tot if ss_tot else 1.0
    return slope, intercept, r2


def summarize(result: dict[str, Any], targets: list[int], steps: int) -> dict[str, Any]:
    times = result["times_ns"]
    cells = []
    for target in targets:
        first, last = window(target, steps)
        sample = times[first - 1 : last]
        cells.append(
            {
                "target": target,
                "first": first,
                "last": last,
                "n": len(sample),
                "median_us": statistics.median(sample) / 1000,
                "p95_us": p95(sample) / 1000,
                "min_us": min(sample) / 1000,
            }
        )
    rows = result["bytes"]
    slope, intercept, r2 = fit([r["step"] for r in rows], [r["stored_bytes"] for r in rows])
    dslope, dintercept, dr2 = fit([r["step"] for r in rows], [r["disk_bytes"] for r in rows])
    return {
        "windows": cells,
        "ratio_last_first": cells[-1]["median_us"] / cells[0]["median_us"],
        "ratio_p95_last_first": cells[-1]["p95_us"] / cells[0]["p95_us"],
        "all_median_us": statistics.median(times) / 1000,
        "bytes_fit": {"slope": slope, "intercept": intercept, "r2": r2},
        "disk_fit": {"slope": dslope, "intercept": dintercept, "r2": dr2},
    }


def fmt(value: float, width: int, digits: int = 0) -> str:
    return f"{value:,.{digits}f}".rjust(width)


def report(
    names: list[str], notes: dict[str, str], results: dict[str, Any], summaries: dict[str, Any]
) -> None:
    print()
    print("keel run store: cost of Checkpointer.save() per step, one run per store")
    print(
        f"keel {keel.__version__}, pydantic {md.version('pydantic')}, psycopg "
        f"{md.version('psycopg')}, SQLite {sqlite3.sqlite_version} | python "
        f"{platform.python_version()} | {os.cpu_count()} CPUs"
    )
    for name in names:
        print(f"  {name}: {notes[name]}")
    print()
    head = f"{'store':<10}{'steps':>13}{'n':>5}{'median us':>11}{'p95 us':>10}{'min us':>10}"
    print(head)
    print("-" * len(head))
    for name in names:
        for cell in summaries[name]["windows"]:
            span = f"{cell['first']:,}-{cell['last']:,}"
            print(
                f"{name:<10}{span:>13}{cell['n']:>5}{fmt(cell['median_us'], 11)}"
                f"{fmt(cell['p95_us'], 10)}{fmt(cell['min_us'], 10)}"
            )
    print()
    for name in names:
        s = summaries[name]
        first, last = s["windows"][0], s["windows"][-1]
        print(
            f"  {name}: median at step ~{last['target']:,} / median at step ~{first['target']:,}"
            f" = {s['ratio_last_first']:.2f} (p95: {s['ratio_p95_last_first']:.2f}); "
            f"median over all {len(results[name]['times_ns']):,} steps "
            f"{s['all_median_us']:,.0f} us"
        )
    print("  (flat = 1.0; the first window includes the first statements on a new connection)")
    print()
    block = max(1, len(results[names[0]]["times_ns"]) // 10)
    print(f"median save() in us per block of {block:,} steps, over the whole run (trend vs bursts)")
    for name in names:
        times = results[name]["times_ns"]
        medians = [
            statistics.median(times[a : a + block]) / 1000 for a in range(0, len(times), block)
        ]
        lows = [min(times[a : a + block]) / 1000 for a in range(0, len(times), block)]
        print(f"  {name:<9}median " + " ".join(f"{m:,.0f}" for m in medians))
        print(f"  {name:<9}min    " + " ".join(f"{m:,.0f}" for m in lows))
    print()
    print("bytes stored against steps: stored = store.stored_bytes() (logical: rows + keys);")
    print("disk = SQLite file + WAL, or pg_total_relation_size of the keel tables")
    head = (
        f"{'store':<10}{'step':>7}{'stored':>14}{'stored/step':>13}{'disk':>14}"
        f"{'written':>14}{'rewrite-all':>16}{'state JSON':>13}"
    )
    print(head)
    print("-" * len(head))
    for name in names:
        for r in results[name]["bytes"]:
            print(
                f"{name:<10}{r['step']:>7,}{r['stored_bytes']:>14,}"
                f"{r['stored_bytes'] / r['step']:>13,.0f}{r['disk_bytes']:>14,}"
                f"{r['written_bytes']:>14,}{r['rewrite_bytes']:>16,}{r['state_json_bytes']:>13,}"
            )
    print()
    print("  written = cumulative bytes the append-only checkpoints sent (header + new rows +")
    print("  events); rewrite-all = cumulative sum of len(state.model_dump_json()) had every")
    print("  step saved the whole state (trace events not even counted); state JSON = the")
    print("  whole state's size at that step.")
    print()
    print("least-squares line through the samples, bytes = slope * steps + intercept")
    for name in names:
        for label, key in (("stored", "bytes_fit"), ("disk", "disk_fit")):
            f = summaries[name][key]
            print(
                f"  {name:<9}{label:<7} slope {f['slope']:>9,.0f} B/step   intercept "
                f"{f['intercept']:>11,.0f} B   R^2 {f['r2']:.6f}"
            )
    last = results[names[0]]["bytes"][-1]
    print()
    print(
        f"  at step {last['step']:,} the append-only checkpoints had written "
        f"{last['written_bytes']:,} B in all;"
    )
    print(
        f"  rewriting the whole state every step would have written {last['rewrite_bytes']:,} B "
        f"({last['rewrite_bytes'] / last['written_bytes']:,.0f}x),"
    )
    print(f"  {last['state_json_bytes']:,} B in the last step alone")
    print()
    print("tables after the run (untimed)")
    for name in names:
        load = results[name]["load"]
        print(f"  {name}: load average {load[0]:.2f} before the run, {load[1]:.2f} after")
        for line in results[name]["tables"]:
            print(f"    {line}")


def main() -> int:
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument("--steps", type=int, default=5000, help="checkpoints per run (default 5000)")
    ap.add_argument(
        "--stores", default="sqlite,postgres", help="comma-separated (default sqlite,postgres)"
    )
    ap.add_argument("--pg-dsn", help="use this PostgreSQL server instead of starting one")
    ap.add_argument(
        "--json",
        nargs="?",
        const="-",
        metavar="PATH",
        help="figures and raw samples as JSON: on stdout instead of the tables, or to PATH",
    )
    ap.add_argument("--seed", type=int, default=20261202, help="workload seed")
    args = ap.parse_args()

    names = [s.strip() for s in args.stores.split(",") if s.strip()]
    unknown = set(names) - {"sqlite", "postgres"}
    if unknown or not names:
        ap.error(f"unknown store(s): {', '.join(sorted(unknown)) or '(none)'}")
    steps = args.steps
    if steps < 1:
        ap.error("--steps must be at least 1")
    targets = [t for t in TARGETS if t <= steps]
    if not targets or steps - targets[-1] >= WINDOW:  # the last steps, unless already covered
        targets.append(steps)
    byte_steps = sorted({s for s in BYTE_SAMPLES if s <= steps} | {steps})

    results: dict[str, Any] = {}
    notes: dict[str, str] = {}
    for name in names:
        with tempfile.TemporaryDirectory(prefix="keel-bench-store-") as tmp:
            opener = sqlite_store(Path(tmp)) if name == "sqlite" else postgres_store(args.pg_dsn)
            with opener as backend:
                notes[name] = backend.note
                print(f"{name}: {backend.note}", file=sys.stderr, flush=True)
                load_before = os.getloadavg()[0]
                results[name] = measure(name, backend, steps, byte_steps, args.seed)
                results[name]["load"] = [load_before, os.getloadavg()[0]]
                results[name]["tables"] = backend.tables()
    summaries = {name: summarize(results[name], targets, steps) for name in names}
    document = {
        "steps": steps,
        "seed": args.seed,
        "python": platform.python_version(),
        "keel": keel.__version__,
        "cpus": os.cpu_count(),
        "stores": {
            name: {"note": notes[name], **summaries[name], **results[name]} for name in names
        },
    }
    if args.json == "-":
        json.dump(document, sys.stdout, indent=1)
        print()
        return 0
    report(names, notes, results, summaries)
    if args.json:
        Path(args.json).write_text(json.dumps(document, indent=1))
        print(f"\nwrote {args.json}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
