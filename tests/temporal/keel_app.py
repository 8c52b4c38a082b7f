"""The app the Temporal tests serve: a step-indexed scripted model and a few tools.

The model is a pure function of the request (``SCRIPTS[goal][step]``), so any worker, on
any retry, gives the same turn, and the local runtime gives the same as Temporal. Effects
are files under ``$KEEL_TEMPORAL_EFFECTS``, so a test (or a crashed worker's successor)
can count them. ``$KEEL_TEMPORAL_KILL`` names a file of kill points (see `maybe_kill`).
"""

from __future__ import annotations

import asyncio
import json
import os
import signal
import time
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from keel import AgentState, Budgets, Guards, Runtime, ToolContext, ToolResult, tool
from keel.context import ModelRequest
from keel.decisions import FinalDecision, ModelTurn, RawOutput
from keel.errors import ProviderError, RetryableToolError
from keel.narrowing import decision_schema
from keel.temporal import RunDeps, TemporalApp
from keel.testing import call, clarify, final, raw
from keel.trace import TraceEvent
from keel.validation import NonEmptyAnswer

SCRIPTS: dict[str, list[ModelTurn | RawOutput]] = {
    "plain": [call("lookup", key="a"), call("lookup", key="b"), final("a and b")],
    "rejects": [
        call("nope", key="a"),
        call("lookup"),
        raw("not json"),
        call("lookup", key="a"),
        final("a"),
    ],
    "duplicate": [call("lookup", key="a"), call("lookup", key="a"), final("a once")],
    "retry": [call("flaky", key="k"), final("flaky worked")],
    "failure": [call("boom", key="x"), final("boom failed")],
    "clarify": [clarify("which year?"), final("2024 it is")],
    "approve": [call("send_email", to="ann"), final("sent")],
    "deny": [call("send_email", to="bob"), final("not sent")],
    "budget": [call("lookup", key=f"k{i}") for i in range(10)],
    "notify": [call("notify", msg="hi"), final("notified")],
    "slow": [call("snooze", seconds=60), final("woke up")],
    "wire": [call("wire", amount=7), final("wire settled")],
    "flaky_model": [call("lookup", key="a"), final("after a rate limit")],
    "model_raises": [call("lookup", key="a"), final("after a model bug")],
    "long": [*(call("lookup", key=f"k{i}") for i in range(5)), final("long done")],
    "deps": [call("whoami"), call("send_email", to="dan"), final("deps done")],
    "narrow": [
        call("find", key="a"),
        call("fetch", key="a"),
        call("find", key="b"),
        call("fetch", key="b"),
        final("a and b", "a", "b"),
    ],
    "crash": [
        call("lookup", key="a"),
        call("notify", msg="hello"),
        call("charge", amount=3),
        call("send_email", to="cat"),
        call("charge", amount=5),
        final("crash done"),
    ],
}


def _effects() -> Path:
    path = Path(os.environ.get("KEEL_TEMPORAL_EFFECTS", "/tmp/keel-temporal-effects"))
    path.mkdir(parents=True, exist_ok=True)
    return path


def maybe_kill(point: str) -> None:
    """SIGKILL this process the first time ``point`` is reached, if it is a kill point.

    ``$KEEL_TEMPORAL_KILL`` is a file with one point per line; a marker file made with
    O_EXCL makes each point fire once across every worker process.
    """
    plan = os.environ.get("KEEL_TEMPORAL_KILL")
    if not plan or point not in Path(plan).read_text().split():
        return
    marker = Path(f"{plan}.fired") / point.replace("/", "_")
    marker.parent.mkdir(exist_ok=True)
    try:
        os.close(os.open(marker, os.O_CREAT | os.O_EXCL | os.O_WRONLY))
    except FileExistsError:
        return
    os.kill(os.getpid(), signal.SIGKILL)


class StepModel:
    """Turn ``SCRIPTS[goal][step]``; sleeps ``delay`` seconds per call (benchmarks)."""

    def __init__(self, delay: float = 0.0) -> None:
        self.delay = delay

    def decide(self, request: ModelRequest) -> ModelTurn | RawOutput:
        """The scripted turn for this step (in ``narrow`` runs, the narrowed decision schema
        it was given is written to ``schemas-RUN.jsonl``)."""
        maybe_kill(f"{request.run_id}/model/{request.step}")
        _fail_once(request)
        if request.goal.startswith("narrow"):
            schema = decision_schema(request.choices())
            line = json.dumps({"step": request.step, "schema": schema}, sort_keys=True)
            _log(f"schemas-{request.run_id}", line)
        if self.delay:
            time.sleep(self.delay)
        return SCRIPTS[request.goal.split("#")[0]][request.step - 1]


def _fail_once(request: ModelRequest) -> None:
    """The first call of step 1 fails in the ``flaky_model`` and ``model_raises`` scripts."""
    goal = request.goal.split("#")[0]
    if goal not in ("flaky_model", "model_raises") or request.step != 1:
        return
    marker = _effects() / f"model-failed-{request.run_id}"
    if marker.exists():
        return
    marker.touch()
    if goal == "flaky_model":
        raise ProviderError("rate limited", retryable=True, kind="rate_limit", retry_after=0.1)
    raise KeyError("a bug in the model adapter")


def _log(name: str, line: str) -> None:
    with (_effects() / f"{name}.log").open("a") as handle:
        handle.write(line + "\n")


@tool
def lookup(key: str) -> str:
    """Look a key up."""
    return f"value of {key}"


@tool
def flaky(key: str, ctx: ToolContext) -> str:
    """Fails on its first attempt."""
    if ctx.attempt == 1:
        raise RetryableToolError("try again")
    return f"flaky {key}"


@tool
async def snooze(seconds: float) -> str:
    """Sleep (a tool still running when the run is cancelled)."""
    await asyncio.sleep(seconds)
    return "slept"


@tool
def boom(key: str) -> str:
    """Always fails."""
    raise ValueError(f"boom on {key}")


@tool(side_effects=True, idempotent=True, requires_approval=True)
def send_email(to: str, ctx: ToolContext) -> str:
    """Send an email (once per idempotency key)."""
    return _once("send_email", f"{ctx.run_id} {ctx.idempotency_key} {to}", ctx)


@tool(side_effects=True, idempotent=True)
def charge(amount: int, ctx: ToolContext) -> str:
    """Charge an amount (once per idempotency key)."""
    return _once("charge", f"{ctx.run_id} {ctx.idempotency_key} {amount}", ctx)


def _once(name: str, line: str, ctx: ToolContext) -> str:
    maybe_kill(f"{ctx.run_id}/{name}/before/{ctx.step}")
    marker = _effects() / f"{name}-{ctx.idempotency_key}"
    if not marker.exists():
        _log(name, line)
        marker.touch()
    maybe_kill(f"{ctx.run_id}/{name}/after/{ctx.step}")
    return f"{name} done"


@tool(side_effects=True)
def notify(msg: str, ctx: ToolContext) -> str:
    """Send a notification (does not honour the key: an at-most-once tool)."""
    maybe_kill(f"{ctx.run_id}/notify/before/{ctx.step}")
    _log("notify", f"{ctx.run_id} {ctx.step} {msg}")
    maybe_kill(f"{ctx.run_id}/notify/after/{ctx.step}")
    return "notified"


@tool(side_effects=True, requires_approval=True)
def wire(amount: int, ctx: ToolContext) -> str:
    """Wire money (needs approval; does not honour the key)."""
    maybe_kill(f"{ctx.run_id}/wire/before/{ctx.step}")
    _log("wire", f"{ctx.run_id} {ctx.step} {amount}")
    maybe_kill(f"{ctx.run_id}/wire/after/{ctx.step}")
    return "wired"


@tool
def find(key: str) -> ToolResult:
    """Find a key (a source ``fetch`` may then read)."""
    return ToolResult(data=f"found {key}", source_ids=[key])


def _found(state: AgentState) -> dict[str, list[str]]:
    return {"key": _sources(state, "find")}


def _sources(state: AgentState, tool_name: str) -> list[str]:
    return [
        source
        for seen in state.observations
        if seen.ok and seen.name == tool_name
        for source in seen.source_ids
    ]


@tool(choices=_found)
def fetch(key: str, as_text: bool = True) -> ToolResult:
    """Read a key that ``find`` found (narrowed to those keys).

    Args:
        key: the key (its arguments come after it in every schema, as declared, though
            Temporal's JSON sorts object keys).
        as_text: read it as text.
    """
    return ToolResult(data=f"contents of {key}", source_ids=[key])


class CitesFetched:
    """Accepts every final answer; a final may cite what was fetched (narrowing)."""

    def __call__(self, state: AgentState, decision: FinalDecision) -> list[str]:
        """Accept."""
        return []

    def citable(self, state: AgentState) -> Iterable[str]:
        """The keys fetched so far."""
        return _sources(state, "fetch")


@dataclass
class Directory:
    """A live dependency of the ``whoami`` tool (never crosses the workflow boundary)."""

    user: str

    def describe(self, step: int) -> str:
        """Who the run's user is, at a step."""
        return f"{self.user} at step {step}"


@tool
def whoami(ctx: ToolContext[Directory]) -> str:
    """Say who the run's user is (needs deps)."""
    return ctx.deps.describe(ctx.step)


class KillSink:
    """A trace sink (so it runs inside the workflow) that kills on chosen events."""

    def emit(self, event: TraceEvent) -> None:
        """Kill point ``RUN/event/EVENT_TYPE/STEP``."""
        maybe_kill(f"{event.run_id}/event/{event.event_type}/{event.data.get('step')}")


def make_runtime(delay: float = 0.0) -> Runtime[str]:
    """The runtime the tests and workers serve."""
    return Runtime(
        StepModel(delay),
        [lookup, flaky, boom, snooze, send_email, charge, notify, wire, find, fetch, whoami],
        budgets=Budgets(max_steps=6),
        guards=Guards(retry_backoff_seconds=0.1, retry_backoff_max_seconds=0.2),
        validators=[NonEmptyAnswer(), CitesFetched()],
        sinks=[KillSink()],
    )


def make_deps_app() -> TemporalApp[Directory]:
    """The runtime, with one `Directory` for every run this worker serves."""
    return TemporalApp(runtime=make_runtime(), deps=Directory("ann"))


def make_run_deps_app() -> TemporalApp[Directory]:
    """The runtime, with a `Directory` made for each tool call from the run's start value."""
    return TemporalApp(runtime=make_runtime(), make_deps=_directory)


def _directory(run: RunDeps) -> Directory:
    return Directory(run.value["user"])


def make_timed_runtime() -> Runtime[str]:
    """The runtime with a 3-second time budget (waiting for a person does not count)."""
    runtime = make_runtime()
    return Runtime(
        runtime.model,
        runtime.tools,
        budgets=Budgets(max_steps=6, timeout_seconds=3),
        guards=runtime.guards,
    )


def replies(goal: str) -> list[dict[str, Any]]:
    """The replies a person gives, in order, in each scenario."""
    return {
        "clarify": [{"answer": "2024"}],
        "approve": [{"approve": True}],
        "deny": [{"approve": False}],
        "crash": [{"approve": True}],
        "deps": [{"approve": True}],
    }.get(goal.split("#")[0], [])
