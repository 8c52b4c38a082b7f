"""keel web console: how fast its pages answer over real HTTP with a big run store.

Workload: a SQLite run store in a temporary directory holding 10,000 runs (written through
`RunStore.create`, as the runtime writes them): statuses mixed (60% completed, 15% stopped,
10% failed, 10% waiting_for_user with a pending approval or question, 5% cancelled), goals
from a few dozen phrasings; plus one run with 5,000 trace events (model requests and
decisions with usage, tool calls with ~600-byte outputs, as a research run writes them).

The console runs as ``keel serve --store PATH --port N`` in a subprocess (uvicorn, one
process); the client here opens a new HTTP connection per request (``http.client``) and
times, with ``time.perf_counter``: time to first byte (the status line and headers are in)
and the full response (body read). Each page is fetched twice untimed, then ``--repeats``
times; the median and the slowest are printed, with the body size.

    .venv/bin/python bench/web.py                  # 10,000 runs, 5,000-event run, 20 repeats
    .venv/bin/python bench/web.py --runs 2000 --events 1000 --repeats 10

Target: the runs page under 200 ms. Nothing is asserted: the script prints figures.
"""

from __future__ import annotations

import argparse
import http.client
import json
import os
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path

from keel.runstore import Delta
from keel.state import AgentState, PendingApproval, PendingQuestion
from keel.store import SqliteRunStore
from keel.trace import TraceEvent

LISTS = {"observations", "notes", "decision_history", "action_counts"}
STATUSES = (
    ["completed"] * 12 + ["stopped"] * 3 + ["failed"] * 2 + ["waiting_for_user"] * 2 + ["cancelled"]
)
TOPICS = ("revenue", "headcount", "supplier code", "emissions", "margin", "Q3 update", "Tilburg")
FORMS = (
    "What was the {t} growth between 2023 and 2024?",
    "Summarize the {t} section of the annual report",
    "Which documents mention {t}?",
    "Compare {t} across the last two years",
)
TARGET_MS = 200.0


def fill(store: SqliteRunStore, runs: int, events: int, rng: random.Random) -> str:
    """Write ``runs`` runs and one run of ``events`` events; returns the big run's id."""
    for index in range(runs):
        status = rng.choice(STATUSES)
        goal = rng.choice(FORMS).format(t=rng.choice(TOPICS)) + f" (#{index})"
        pending = _pending(rng) if status == "waiting_for_user" else None
        state = AgentState(run_id=f"run{index:05d}", goal=goal, status=status, pending=pending)  # type: ignore[arg-type]
        delta = Delta(
            header=state.model_dump_json(exclude=LISTS), status=status, step=rng.randint(1, 12)
        )
        store.create(
            delta, run_id=state.run_id, goal=goal, meta={}, worker="bench", lease_seconds=0
        )
    big = AgentState(run_id="big-run", goal="A very long research run", status="completed")
    rows = [(seq, event.model_dump_json()) for seq, event in enumerate(_events("big-run", events))]
    delta = Delta(
        header=big.model_dump_json(exclude=LISTS), status="completed", step=events // 4, events=rows
    )
    store.create(delta, run_id="big-run", goal=big.goal, meta={}, worker="bench", lease_seconds=0)
    return "big-run"


def _pending(rng: random.Random) -> PendingApproval | PendingQuestion:
    if rng.random() < 0.5:
        return PendingQuestion(step=2, question="Which currency should the answer use?")
    arguments = {"to": "finance@example.com", "body": "The figures, as requested."}
    return PendingApproval(
        step=3,
        tool="send_email",
        arguments=arguments,
        action_signature=f"{rng.getrandbits(128):032x}",
        effects="write",
        reason="send_email asks for approval",
        provenance=[{"path": "to", "value": arguments["to"], "origins": [{"kind": "user"}]}],
    )


def _events(run_id: str, count: int) -> list[TraceEvent]:
    now = datetime.now(UTC)
    kinds = ("model_requested", "model_decision", "tool_started", "tool_succeeded")
    output = {
        "query": "revenue",
        "results": [{"doc_id": f"doc-{i}", "snippet": "x" * 100} for i in range(4)],
    }
    made = []
    for seq in range(count):
        step, kind = seq // 4 + 1, kinds[seq % 4]
        data: dict[str, object] = {"step": step}
        if kind == "model_decision":
            call = {"name": "search_kb", "arguments": {"query": f"revenue {step}"}}
            data.update(
                decision={"kind": "tool", "call": call},
                input_tokens=900 + step,
                output_tokens=40,
                cost_usd=0.0002,
            )
        elif kind == "tool_started":
            data.update(
                tool="search_kb", attempt=1, arguments={"query": f"revenue {step}", "limit": 5}
            )
        elif kind == "tool_succeeded":
            data.update(tool="search_kb", attempt=1, duration_ms=1.2, output=output)
        made.append(TraceEvent(seq=seq, timestamp=now, event_type=kind, run_id=run_id, data=data))
    return made


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def fetch(port: int, path: str) -> tuple[float, float, int, int]:
    """One request on a new connection: (ms to first byte, ms in all, status, bytes)."""
    began = time.perf_counter()
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    conn.request("GET", path)
    response = conn.getresponse()
    first = time.perf_counter()
    body = response.read()
    done = time.perf_counter()
    conn.close()
    return (first - began) * 1000, (done - began) * 1000, response.status, len(body)


def start_server(database: Path, port: int) -> subprocess.Popen[bytes]:
    code = "import sys; from keel.cli import main; sys.exit(main(sys.argv[1:]))"
    args = [sys.executable, "-c", code, "serve", "--store", str(database), "--port", str(port)]
    server = subprocess.Popen(
        args, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, env=os.environ.copy()
    )
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        try:
            fetch(port, "/favicon.ico")
            return server
        except OSError:
            time.sleep(0.1)
    server.kill()
    raise SystemExit(f"keel serve did not start: {server.stdout.read() if server.stdout else ''!r}")


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--runs", type=int, default=10_000)
    parser.add_argument("--events", type=int, default=5_000)
    parser.add_argument("--repeats", type=int, default=20)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        database = Path(folder) / "runs.db"
        store = SqliteRunStore(database)
        began = time.perf_counter()
        big = fill(store, args.runs, args.events, random.Random(7))
        counts = store.count_runs()
        store.close()
        print(
            f"store: {args.runs:,} runs + 1 run of {args.events:,} events, written in "
            f"{time.perf_counter() - began:.1f} s; {json.dumps(counts)}"
        )
        port = free_port()
        server = start_server(database, port)
        try:
            report(port, big, args.repeats)
        finally:
            server.terminate()
            server.wait(timeout=30)


def report(port: int, big: str, repeats: int) -> None:
    pages = [
        ("runs page", "/runs"),
        ("runs, status filter", "/runs?status=completed"),
        ("runs, goal search", "/runs?q=supplier"),
        ("runs, page 100", "/runs?page=100"),
        ("inbox", "/inbox"),
        ("run page, 5,000 events" if big else "run page", f"/runs/{big}"),
    ]
    header = ("page", "status", "bytes", "TTFB median", "full median", "full max")
    print("\n{:<26} {:>6} {:>10} {:>12} {:>12} {:>9}".format(*header))
    results = {}
    for name, path in pages:
        for _ in range(2):
            fetch(port, path)
        samples = [fetch(port, path) for _ in range(repeats)]
        ttfb = statistics.median(s[0] for s in samples)
        full = statistics.median(s[1] for s in samples)
        slowest = max(s[1] for s in samples)
        status, size = samples[-1][2], samples[-1][3]
        results[name] = full
        print(
            f"{name:<26} {status:>6} {size:>10,} {ttfb:>9.1f} ms {full:>9.1f} ms {slowest:>6.1f} ms"
        )
    verdict = "within" if results["runs page"] < TARGET_MS else "OVER"
    runs_ms = results["runs page"]
    print(f"\nruns page: {runs_ms:.1f} ms median, {verdict} the {TARGET_MS:.0f} ms target")


if __name__ == "__main__":
    main()
