"""keel on Temporal: runs per second with 1 and 4 worker processes, and per-step overhead.

Workload: R runs (default 500) of S steps (default 10): the scripted model (`StepModel`,
a pure function of the step) calls ``lookup(key=k{i})`` S-1 times, then answers; each
model call sleeps ``--model-seconds`` (default 0.1), as a remote model would. Every run is
started at once on one task queue, served by W ``keel worker`` processes (default W = 1
then 4); the figure is R / (wall time from the first start to the last result). Each run
is checked (untimed): completed, with the scripted answer, S ``model_decision`` events.

CPU: for each phase (from the first start to the last result) the bench reads the CPU
seconds of each process it runs (the dev server, each worker, this client; `cpu.py`, from
``/proc``) and the machine's busy time, and prints CPU milliseconds per run per process, the
cores busy (its own processes against other work on the machine) and the rate the machine
could reach if CPU were the only limit: cores / CPU per run. When the machine is busy
throughout, more worker processes cannot make the runs faster, and the figures show it.
Both phases use the same worker settings (the defaults of ``keel worker``).

Overhead: one run of the same script with a zero-latency model, sequentially, each way:
``Runtime.run`` in this process (local), and the workflow on one worker (Temporal), in
microseconds per step; the difference is what Temporal's round trips and keel's workflow
side (history, activities, serialization) add to a step.

A dev server is started for the benchmark (``temporal server start-dev``, a temp db) unless
``--server HOST:PORT`` names one (its CPU is then not counted: it may be elsewhere).

    PYTHONPATH=src .venv/bin/python bench/temporal.py                     # 500 x 10, W = 1, 4
    PYTHONPATH=src .venv/bin/python bench/temporal.py --runs 100 --workers 1 2

Nothing here is a test and nothing is asserted about time: the script prints figures.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import uuid
from collections.abc import Iterator
from pathlib import Path

from cpu import CpuMeter, CpuUse

from keel import Runtime, tool
from keel.context import ModelRequest
from keel.decisions import ModelTurn
from keel.testing import call, final

HERE = Path(__file__).resolve().parent
SRC = HERE.parent / "src"
APP = "temporal:build"
WORKER = "import sys; from keel.cli import main; sys.exit(main(sys.argv[1:]))"
ANSWER = "all looked up"


class StepModel:
    """``lookup(k{step})`` until the last step, then the answer; sleeps per call."""

    def __init__(self, steps: int, seconds: float) -> None:
        self.steps, self.seconds = steps, seconds

    def decide(self, request: ModelRequest) -> ModelTurn:
        """The turn for this step."""
        if self.seconds:
            time.sleep(self.seconds)
        if request.step >= self.steps:
            return final(ANSWER)
        return call("lookup", key=f"k{request.step}")


@tool
def lookup(key: str) -> str:
    """A trivial read."""
    return f"value of {key}"


def build() -> Runtime[str]:
    """The app the workers serve (sizes from the environment the benchmark sets)."""
    steps = int(os.environ.get("KEEL_BENCH_STEPS", "10"))
    seconds = float(os.environ.get("KEEL_BENCH_MODEL_SECONDS", "0.1"))
    return Runtime(StepModel(steps, seconds), [lookup])


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@contextlib.contextmanager
def dev_server() -> Iterator[tuple[str, int]]:
    """A throwaway ``temporal server start-dev``; its ``HOST:PORT`` and process id."""
    binary = shutil.which("temporal") or str(Path(sys.executable).parent / "temporal")
    port, folder = _free_port(), tempfile.mkdtemp()
    command = [binary, "server", "start-dev", "--headless", "--port", str(port)]
    command += ["--ui-port", str(_free_port())]  # in memory: no fsync per history write
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        for _ in range(300):
            with contextlib.suppress(OSError), socket.create_connection(("127.0.0.1", port), 1):
                break
            time.sleep(0.2)
        yield f"127.0.0.1:{port}", process.pid
    finally:
        process.kill()
        process.wait()
        shutil.rmtree(folder, ignore_errors=True)


@contextlib.contextmanager
def workers(server: str, queue: str, count: int, env: dict[str, str]) -> Iterator[list[int]]:
    """``count`` ``keel worker`` processes on ``queue``, stopped at the end; their ids."""
    command = [sys.executable, "-c", WORKER, "worker", "--temporal", server]
    command += ["--task-queue", queue, "--app", APP]
    procs = [
        subprocess.Popen(command, env=env, cwd=HERE, stderr=subprocess.DEVNULL)
        for _ in range(count)
    ]
    try:
        yield [proc.pid for proc in procs]
    finally:
        for proc in procs:
            proc.terminate()
        for proc in procs:
            proc.wait()


async def throughput(
    server: str, queue: str, runs: int, steps: int, meter: CpuMeter
) -> tuple[float, CpuUse]:
    """Start ``runs`` runs at once, wait for all; runs per second (each run checked) and
    the CPU the phase used, per process and machine-wide."""
    from temporalio.client import Client

    from keel.temporal import TemporalRuns

    client = TemporalRuns(await Client.connect(server), queue, APP)
    await _one(client, steps)  # warm-up: the workers are up and the app is loaded
    meter.start()
    started = time.perf_counter()
    ids = await asyncio.gather(*(client.start(f"bench {i}") for i in range(runs)))
    results = await asyncio.gather(*(client.result(run_id) for run_id in ids))
    elapsed = time.perf_counter() - started
    use = meter.stop()
    for state, trace in results:
        decisions = [e for e in trace if e.event_type == "model_decision"]
        if state.final_answer != ANSWER or len(decisions) != steps:
            raise SystemExit(f"a run went wrong: {state.status} {state.termination_reason}")
    return runs / elapsed, use


def report_cpu(use: CpuUse, runs: int) -> None:
    """Print CPU milliseconds per run per process, and how busy the machine was."""
    per_run = {name: seconds / runs * 1000 for name, seconds in use.seconds.items()}
    workers = [ms for name, ms in per_run.items() if name.startswith("worker")]
    parts = [f"{name} {ms:.1f}" for name, ms in per_run.items() if not name.startswith("worker")]
    parts.append(f"workers {sum(workers):.1f} ({' + '.join(f'{ms:.1f}' for ms in workers)})")
    total = sum(per_run.values())
    print(f"      CPU ms per run: {', '.join(parts)}; total {total:.1f}")
    print(
        f"      machine: {use.cores_busy:.2f} of {use.cores} cores busy"
        f" ({use.ours / use.wall:.2f} this benchmark's processes, {use.elsewhere:.2f} other"
        f" work), steal {use.steal:.2f}; {use.cores} cores / {total:.1f} ms per run ="
        f" {use.cores / total * 1000:.1f} runs/s if CPU were the only limit"
    )


async def _one(client: object, steps: int) -> float:
    """One run, start to result; seconds."""
    started = time.perf_counter()
    run_id = await client.start(f"one {uuid.uuid4().hex}")  # type: ignore[attr-defined]
    state, _ = await client.result(run_id)  # type: ignore[attr-defined]
    assert state.final_answer == ANSWER
    return time.perf_counter() - started


def local_per_step(steps: int, repeats: int) -> float:
    """Microseconds per step of the script on the local runtime (median of repeats)."""
    os.environ["KEEL_BENCH_MODEL_SECONDS"] = "0"
    times = []
    for _ in range(repeats):
        runtime = build()
        started = time.perf_counter()
        result = runtime.run("local")
        times.append(time.perf_counter() - started)
        assert result.answer == ANSWER
    return sorted(times)[len(times) // 2] / steps * 1e6


async def temporal_per_step(server: str, queue: str, steps: int, repeats: int) -> float:
    """Microseconds per step of one run at a time under Temporal (median of repeats)."""
    from temporalio.client import Client

    from keel.temporal import TemporalRuns

    client = TemporalRuns(await Client.connect(server), queue, APP)
    await _one(client, steps)
    times = [await _one(client, steps) for _ in range(repeats)]
    return sorted(times)[len(times) // 2] / steps * 1e6


def main() -> None:
    """Parse the sizes, run both measurements, print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=500)
    parser.add_argument("--steps", type=int, default=10)
    parser.add_argument("--model-seconds", type=float, default=0.1)
    parser.add_argument("--workers", type=int, nargs="+", default=[1, 4])
    parser.add_argument("--overhead-repeats", type=int, default=10)
    parser.add_argument("--server", help="HOST:PORT of a running Temporal server")
    args = parser.parse_args()
    env = dict(os.environ, KEEL_BENCH_STEPS=str(args.steps))
    env["PYTHONPATH"] = os.pathsep.join([str(SRC), str(HERE)])
    os.environ["KEEL_BENCH_STEPS"] = str(args.steps)
    with contextlib.ExitStack() as stack:
        pids = {"client": os.getpid()}
        if args.server:
            server = args.server  # its CPU is not measured: it may be on another machine
        else:
            server, pids["server"] = stack.enter_context(dev_server())
        print(f"{args.runs} runs x {args.steps} steps, model {args.model_seconds * 1000:g} ms/call")
        rates = {}
        for count in args.workers:
            queue = f"bench-{uuid.uuid4().hex[:8]}"
            slow = dict(env, KEEL_BENCH_MODEL_SECONDS=str(args.model_seconds))
            with workers(server, queue, count, slow) as worker_pids:
                named = {f"worker{i}": pid for i, pid in enumerate(worker_pids, 1)}
                meter = CpuMeter(pids | named)
                rates[count], use = asyncio.run(
                    throughput(server, queue, args.runs, args.steps, meter)
                )
            print(f"  {count} worker process(es): {rates[count]:8.2f} runs/s")
            report_cpu(use, args.runs)
        if len(rates) > 1:
            low, high = min(rates), max(rates)
            print(f"  speed-up {high} vs {low} workers: {rates[high] / rates[low]:.2f}x")
        queue = f"bench-{uuid.uuid4().hex[:8]}"
        with workers(server, queue, 1, dict(env, KEEL_BENCH_MODEL_SECONDS="0")):
            remote = asyncio.run(
                temporal_per_step(server, queue, args.steps, args.overhead_repeats)
            )
        local = local_per_step(args.steps, args.overhead_repeats)
        print(f"per step, zero-latency model: local {local:9.1f} us, Temporal {remote:9.1f} us")


if __name__ == "__main__":
    sys.path.insert(0, str(HERE))
    main()
