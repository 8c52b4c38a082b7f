"""Child process for the crash tests (``tests/store/test_crash.py``): one worker lifetime.

`run_child` (the target of a process forked from a forkserver, so keel is imported once,
not per worker; ``python crash_worker.py CONFIG_JSON`` does the same by hand) opens the run
store, builds a `Runtime` over a ``by_step`` scripted model and either starts the run (when
the store does not have it yet) or resumes it by id, and may SIGKILL itself at a chosen
point:

* ``{"kind": "event", "n": N}``: when this process emits its N-th trace event (counting from
  0), i.e. after whatever that event follows (``tool_succeeded``: the tool ran, the ledger
  does not know yet); ``{"kind": "event", "type": T, "tool": NAME}``: at the first event of
  type T (about tool NAME, if given);
* ``{"kind": "tool_before"|"tool_after", "call": C}``: inside the C-th call (from 0) of a
  side-effecting tool in this process, just before / just after appending its effect;
* ``{"kind": "after_ledger", "call": C}``: right after the C-th ledger outcome this process
  writes is committed (the effect is recorded as done, the step is not checkpointed yet);
* ``{"kind": "after_checkpoint", "n": N}``: right after its N-th checkpoint is committed;
* ``{"kind": "external"}``: the parent kills the process; it creates the ``ready`` file
  when the run begins, and every trace event then takes a few milliseconds so there is
  time to hit it.

Each side effect is one line ``KEY item`` appended to the effects file. A tool that honours
the idempotency key (``idempotent=True``) appends only when its key is not in the file yet;
``send`` (``idempotent=False``) appends every time it runs. Before killing itself the worker
writes where it dies to the kill log (one JSON line), so the test can report the spread.

Exit status: 0 when the run was driven to rest (completed, stopped, failed or paused), 3
when another worker's lease was live (``RunBusy``), 1 on an error (its traceback goes to
the ``errors`` file), -9 (SIGKILL) when killed. Counts of what this life did go to the
``stats`` file as JSON.
"""

from __future__ import annotations

import json
import os
import signal
import sys
import time
import traceback
from pathlib import Path
from typing import Any

from keel.runtime import Runtime
from keel.store import PostgresRunStore, RunBusy, RunNotFound, RunStore, SqliteRunStore
from keel.testing import ScriptedDecisionMaker, ScriptedHuman, call, final
from keel.tools import Tool, ToolContext, ToolResult, tool
from keel.trace import TraceEvent

GOAL = "Record alpha, beta and gamma, reading doc-a and doc-b."

SCRIPTS: dict[str, list[Any]] = {
    # The crash matrix: reads, honouring side effects, a note, a blocked duplicate, an answer.
    "main": [
        call("read_document", doc_id="doc-a"),
        call("record", item="alpha"),
        call("take_note", text="alpha is recorded"),
        call("record", item="beta"),
        call("read_document", doc_id="doc-b"),
        call("record", item="alpha"),  # identical action: the duplicate guard blocks it
        call("record", item="gamma"),
        final("Recorded alpha, beta and gamma [doc-a] [doc-b].", "doc-a", "doc-b"),
    ],
    # A side effect that does not honour the key.
    "send": [
        call("read_document", doc_id="doc-a"),
        call("send", item="invoice"),
        final("Sent the invoice [doc-a].", "doc-a"),
    ],
    # The same, behind an approval.
    "send_approval": [
        call("read_document", doc_id="doc-a"),
        call("send_approved", item="invoice"),
        final("Sent the invoice [doc-a].", "doc-a"),
    ],
    # An honouring side effect that also stores a note for later steps.
    "remember": [
        call("read_document", doc_id="doc-a"),
        call("remember", item="alpha"),
        final("Remembered alpha [doc-a].", "doc-a"),
    ],
}


def kill_self(log: Path, point: dict[str, Any]) -> None:
    """Log where this process dies, then SIGKILL it (no cleanup, no flush, no finally)."""
    with log.open("a", encoding="utf-8") as handle:
        handle.write(json.dumps(point) + "\n")
    os.kill(os.getpid(), signal.SIGKILL)


class KillSink:
    """A trace sink that kills the process at its N-th event (or slows events down)."""

    def __init__(self, log: Path, kill: dict[str, Any], delay: float) -> None:
        self.log, self.delay, self.count = log, delay, 0
        self.n = kill.get("n") if kill.get("kind") == "event" else None
        self.type = kill.get("type") if kill.get("kind") == "event" else None
        self.tool = kill.get("tool")

    def emit(self, event: TraceEvent) -> None:
        if self.count == self.n or (
            self.type == event.event_type and self.tool in (None, event.data.get("tool"))
        ):
            data = event.data
            kill_self(
                self.log,
                {
                    "kind": "event",
                    "event": event.event_type,
                    "seq": event.seq,
                    "tool": data.get("tool"),
                },
            )
        self.count += 1
        if self.delay:
            time.sleep(self.delay)


class KillingStore:
    """Wraps a run store to kill the process right after a chosen write commits."""

    def __init__(self, store: RunStore, log: Path, kill: dict[str, Any]) -> None:
        self.store, self.log, self.kill = store, log, kill
        self.finished = self.checkpoints = 0

    def __getattr__(self, name: str) -> Any:
        return getattr(self.store, name)

    def create(self, *args: Any, **kwargs: Any) -> int:
        version = self.store.create(*args, **kwargs)
        self._after_checkpoint("create")
        return version

    def checkpoint(self, *args: Any, **kwargs: Any) -> int:
        version = self.store.checkpoint(*args, **kwargs)
        self._after_checkpoint("checkpoint")
        return version

    def finish_effect(self, key: str, status: Any, outcome: Any) -> None:
        self.store.finish_effect(key, status, outcome)
        number, self.finished = self.finished, self.finished + 1
        if self.kill.get("kind") == "after_ledger" and self.kill.get("call") == number:
            kill_self(self.log, {"kind": "after_ledger", "call": number, "status": status})

    def _after_checkpoint(self, write: str) -> None:
        number, self.checkpoints = self.checkpoints, self.checkpoints + 1
        if self.kill.get("kind") == "after_checkpoint" and self.kill.get("n") == number:
            kill_self(self.log, {"kind": "after_checkpoint", "n": number, "write": write})


def build_tools(config: dict[str, Any], calls: dict[str, int]) -> list[Tool]:
    """The tools, writing effects to ``config["effects"]`` and killing as configured.

    ``calls["n"]`` counts the side-effecting calls made in this process.
    """
    effects = Path(config["effects"])
    log = Path(config["log"])
    kill = config.get("kill") or {}

    def effect(name: str, item: str, ctx: ToolContext, *, honour: bool) -> None:
        number = calls["n"]
        calls["n"] += 1
        here = {"tool": name, "call": number, "seq": None}
        if kill.get("kind") == "tool_before" and kill.get("call") == number:
            kill_self(log, {"kind": "tool_before", **here})
        key = ctx.idempotency_key
        done = effects.exists() and any(
            line.split(" ", 1)[0] == key for line in effects.read_text().splitlines()
        )
        if not (honour and done):
            with effects.open("a", encoding="utf-8") as handle:
                handle.write(f"{key} {item}\n")
        if kill.get("kind") == "tool_after" and kill.get("call") == number:
            kill_self(log, {"kind": "tool_after", **here})

    @tool
    def read_document(doc_id: str) -> ToolResult:
        """Read a document.

        Args:
            doc_id: the document.
        """
        return ToolResult(data=f"text of {doc_id}", source_ids=[doc_id])

    @tool
    def take_note(text: str, ctx: ToolContext) -> str:
        """Store a note (no side effect outside the run)."""
        ctx.add_note(text)
        return "noted"

    @tool(side_effects=True, idempotent=True)
    def record(item: str, ctx: ToolContext) -> dict[str, str]:
        """Record an item once per idempotency key."""
        effect("record", item, ctx, honour=True)
        return {"recorded": item}

    @tool(side_effects=True, idempotent=True)
    def remember(item: str, ctx: ToolContext) -> dict[str, str]:
        """Record an item once per idempotency key and keep a note of it."""
        effect("remember", item, ctx, honour=True)
        ctx.add_note(f"remembered {item}")
        return {"remembered": item}

    @tool(side_effects=True)
    def send(item: str, ctx: ToolContext) -> dict[str, str]:
        """Send an item: every call sends again (the key is not honoured)."""
        effect("send", item, ctx, honour=False)
        return {"sent": item}

    @tool(name="send_approved", side_effects=True, requires_approval=True)
    def send_approved(item: str, ctx: ToolContext) -> dict[str, str]:
        """Send an item after a person approved it (the key is not honoured)."""
        effect("send_approved", item, ctx, honour=False)
        return {"sent": item}

    return [read_document, take_note, record, remember, send, send_approved]


def main(config: dict[str, Any]) -> int:
    kill = config.get("kill") or {}
    external = kill.get("kind") == "external"
    sink = KillSink(Path(config["log"]), kill, 0.003 if external else 0.0)
    raw: RunStore = (
        PostgresRunStore(config["store"])
        if config.get("backend") == "postgres"
        else SqliteRunStore(config["store"])
    )
    store = KillingStore(raw, Path(config["log"]), kill)
    calls = {"n": 0}
    human = None
    if config.get("human_approvals") is not None:
        human = ScriptedHuman(approvals=config["human_approvals"])
    runtime = Runtime(
        ScriptedDecisionMaker(SCRIPTS[config["script"]], by_step=True),
        build_tools(config, calls),
        sinks=[sink],
        human=human,
        store=store,  # type: ignore[arg-type]  # a RunStore by delegation
        worker=config.get("worker"),
        lease_seconds=config.get("lease_seconds", 30.0),
    )
    run_id = config["run_id"]
    if external:
        Path(config["ready"]).touch()
    try:
        try:
            store.get(run_id)
        except RunNotFound:
            result = runtime.run(GOAL, run_id=run_id)
        else:
            options = {} if config.get("approve") is None else {"approve": config["approve"]}
            result = runtime.resume(run_id, **options)
    except RunBusy:
        return 3
    finally:
        store.close()
    stats = {
        "status": result.state.status,
        "events": sink.count,
        "checkpoints": store.checkpoints,
        "effect_calls": calls["n"],
    }
    if config.get("stats"):
        Path(config["stats"]).write_text(json.dumps(stats))
    else:
        print(json.dumps(stats))
    return 0


def run_child(config: dict[str, Any]) -> None:
    """Process entry point: exit with `main`'s status, or 1 with the traceback saved."""
    try:
        code = main(config)
    except BaseException:
        if config.get("errors"):
            Path(config["errors"]).write_text(traceback.format_exc())
        raise
    sys.exit(code)


if __name__ == "__main__":
    run_child(json.loads(sys.argv[1]))
