"""keel web console over Temporal: its pages against the same console over SQLite.

Workload: R runs (default 500) of one app (`build`: a scripted model that answers in two
steps, ``lookup`` then the answer, or asks a question first when the goal starts with
"ask"); one run in five waits for an answer. The same goals run twice: on Temporal (a dev
server started here, in memory, keel's search attributes registered, one ``keel worker``
process that stays up to answer queries) and with the local runtime into a SQLite store
(the baseline). Each side is served by ``keel serve`` in a subprocess (``--temporal`` or
``--store``); the client opens a new HTTP connection per request and times the full
response. Each page is fetched twice untimed, then ``--repeats`` times, alternating between
the two servers; medians are printed side by side with their ratio.

    PYTHONPATH=src .venv/bin/python bench/web_temporal.py                # 500 runs, 20 repeats
    PYTHONPATH=src .venv/bin/python bench/web_temporal.py --runs 200 --repeats 10

Nothing here is a test and nothing is asserted: the script prints figures.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from pathlib import Path
from typing import Any

from keel import Runtime, tool
from keel.context import ModelRequest
from keel.decisions import ModelTurn
from keel.store import SqliteRunStore
from keel.testing import call, clarify, final
from temporal import dev_server  # bench/temporal.py
from web import fetch, free_port, start_server  # bench/web.py

HERE = Path(__file__).resolve().parent
SRC = HERE.parent / "src"
APP = "web_temporal:build"
SERVE = "import sys; from keel.cli import main; sys.exit(main(sys.argv[1:]))"


class TwoSteps:
    """``lookup`` then the answer; a question first if the goal starts with "ask"."""

    def decide(self, request: ModelRequest) -> ModelTurn:
        """The turn for this step."""
        if request.goal.startswith("ask") and request.step == 1:
            return clarify("which year?")
        if request.step == 1:
            return call("lookup", key="a")
        return final("done")


@tool
def lookup(key: str) -> str:
    """A trivial read."""
    return f"value of {key}"


def build(store: SqliteRunStore | None = None) -> Runtime[str]:
    """The app (no store for Temporal; the baseline passes one)."""
    return Runtime(TwoSteps(), [lookup], store=store)


def goals(runs: int) -> list[str]:
    topics = ("revenue", "headcount", "supplier code", "emissions", "margin")
    return [
        f"{'ask' if i % 5 == 0 else 'tell'} about {topics[i % len(topics)]} number {i}"
        for i in range(runs)
    ]


def fill_sqlite(database: Path, all_goals: list[str]) -> tuple[str, str]:
    """The runs with the local runtime; a completed and a waiting run's ids."""
    store = SqliteRunStore(database)
    runtime = build(store)
    ids = [runtime.run(goal).state.run_id for goal in all_goals]
    store.close()
    return ids[1], ids[0]


def keel_worker(server: str) -> subprocess.Popen[bytes]:
    """``keel worker`` serving the app (it registers keel's search attributes at start)."""
    args = [sys.executable, "-c", SERVE, "worker", "--temporal", server]
    args += ["--task-queue", "console", "--app", APP]
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(SRC), str(HERE)])}
    return subprocess.Popen(args, cwd=HERE, env=env, stderr=subprocess.DEVNULL)


async def fill_temporal(server: str, all_goals: list[str]) -> tuple[str, str]:
    """The runs on Temporal, all settled (completed or waiting); two ids as above."""
    from temporalio.client import Client

    from keel.temporal import TemporalRuns
    from keel.temporal.search import register_search_attributes

    client = await Client.connect(server)
    await register_search_attributes(client)  # before the first start (the worker races)
    runs = TemporalRuns(client, "console", APP)
    ids = [uuid.uuid4().hex for _ in all_goals]
    await asyncio.gather(*(runs.start(g, run_id=i) for g, i in zip(all_goals, ids, strict=True)))
    for run_id in ids:
        while not await settled(runs, run_id):
            await asyncio.sleep(0.05)
    return ids[1], ids[0]


async def settled(runs: Any, run_id: str) -> bool:
    """Whether the run completed or waits; a query a loaded machine failed is asked again."""
    try:
        return bool((await runs.state(run_id)).status != "running")
    except Exception:  # e.g. the worker's 2-second deadlock detector on a busy machine
        return False


def serve_temporal(server: str, port: int) -> subprocess.Popen[bytes]:
    args = [sys.executable, "-c", SERVE, "serve", "--temporal", server, "--port", str(port)]
    proc = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    for _ in range(600):
        try:
            fetch(port, "/favicon.ico")
            return proc
        except OSError:
            time.sleep(0.1)
    proc.kill()
    raise SystemExit("keel serve --temporal did not start")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=500)
    parser.add_argument("--repeats", type=int, default=20)
    args = parser.parse_args()
    all_goals = goals(args.runs)
    with tempfile.TemporaryDirectory() as folder, dev_server() as server:
        began = time.perf_counter()
        local = fill_sqlite(Path(folder) / "runs.db", all_goals)
        print(f"sqlite: {args.runs} runs in {time.perf_counter() - began:.1f} s")
        worker = keel_worker(server)
        sql_port, tmp_port = free_port(), free_port()
        servers = [worker, start_server(Path(folder) / "runs.db", sql_port)]
        try:
            began = time.perf_counter()
            remote = asyncio.run(fill_temporal(server, all_goals))
            print(f"temporal: {args.runs} runs in {time.perf_counter() - began:.1f} s")
            servers.append(serve_temporal(server, tmp_port))
            report(sql_port, tmp_port, local, remote, args.repeats)
        finally:
            for proc in servers:
                proc.terminate()
                proc.wait(30)


def report(
    sql: int, tmp: int, local: tuple[str, str], remote: tuple[str, str], repeats: int
) -> None:
    pages = [
        ("runs page", "/runs", "/runs"),
        ("status filter", "/runs?status=completed", "/runs?status=completed"),
        ("goal search", "/runs?q=supplier", "/runs?q=supplier"),
        ("page 5", "/runs?page=5", "/runs?page=5"),
        ("inbox", "/inbox", "/inbox"),
        ("run page, completed", f"/runs/{local[0]}", f"/runs/{remote[0]}"),
        ("run page, waiting", f"/runs/{local[1]}", f"/runs/{remote[1]}"),
    ]
    print(f"\n{'page':<22} {'sqlite':>10} {'temporal':>10} {'ratio':>7}  (full response, median)")
    for name, sql_path, tmp_path in pages:
        for _ in range(2):
            fetch(sql, sql_path), fetch(tmp, tmp_path)
        a, b = [], []
        for _ in range(repeats):  # interleaved, so both see the same machine load
            a.append(fetch(sql, sql_path))
            b.append(fetch(tmp, tmp_path))
        assert {s[2] for s in a + b} == {200}, (name, {s[2] for s in a + b})
        left, right = statistics.median(s[1] for s in a), statistics.median(s[1] for s in b)
        print(f"{name:<22} {left:>7.1f} ms {right:>7.1f} ms {right / left:>6.1f}x")


if __name__ == "__main__":
    main()
