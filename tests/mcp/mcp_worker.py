"""One keel worker's lifetime over the HTTP test server, for ``test_mcp_crash.py``.

``python mcp_worker.py CONFIG_JSON`` builds a `Runtime` over a ``by_step`` scripted model,
the test server's tools (`keel.mcp.MCPTools`) and a SQLite run store, starts the run (or
resumes it, when the store has it) and SIGKILLs itself at the chosen point, with no cleanup:

* ``{"event": TYPE, "tool": NAME}``: at the first trace event TYPE about tool NAME (at
  ``tool_succeeded`` the tool has acted, the execution ledger does not know yet);
* ``{"after_ledger": true}``: right after the ledger records a side effect's outcome.

A person approves every action (`ScriptedHuman`). Exit status 0 when the run came to rest,
-9 when killed; it prints the run's status.
"""

from __future__ import annotations

import json
import os
import signal
import sys
from typing import Any

from keel import Runtime
from keel.mcp import MCPServer, MCPTools
from keel.store import RunNotFound, SqliteRunStore
from keel.testing import ScriptedDecisionMaker, ScriptedHuman, call, final
from keel.trace import TraceEvent

SCRIPTS: dict[str, list[Any]] = {
    # an idempotent side effect (the server dedupes by keel's key)
    "record": [
        call("srv__lookup", key="alpha"),
        call("srv__record", item="alpha"),
        final("Recorded alpha."),
    ],
    # a side effect that does not honour the key
    "send": [call("srv__send", item="invoice"), final("Sent the invoice.")],
}
GOAL = "Do what the script says."
WORKER = "mcp-worker-1"


def die() -> None:
    os.kill(os.getpid(), signal.SIGKILL)


class KillSink:
    """Kills the process at the first event of a type about a tool."""

    def __init__(self, kill: dict[str, Any]) -> None:
        self.kill = kill

    def emit(self, event: TraceEvent) -> None:
        wanted = self.kill.get("event")
        if event.event_type == wanted and event.data.get("tool") == self.kill.get("tool"):
            die()


class KillAfterLedger:
    """A run store that dies right after it records a side effect's outcome."""

    def __init__(self, store: SqliteRunStore, armed: bool) -> None:
        self.store, self.armed = store, armed

    def __getattr__(self, name: str) -> Any:
        return getattr(self.store, name)

    def finish_effect(self, key: str, status: Any, outcome: Any) -> None:
        self.store.finish_effect(key, status, outcome)
        if self.armed:
            die()


def build_runtime(config: dict[str, Any], store: Any, tools: MCPTools) -> Runtime[str]:
    kill = config.get("kill") or {}
    return Runtime(
        ScriptedDecisionMaker(SCRIPTS[config["script"]], by_step=True),
        tools.tools,
        store=store,
        sinks=[KillSink(kill)],
        human=ScriptedHuman(approvals=[True] * 4),
        worker=WORKER,
    )


def main(config: dict[str, Any]) -> int:
    kill = config.get("kill") or {}
    raw = SqliteRunStore(config["store"])
    store = KillAfterLedger(raw, bool(kill.get("after_ledger")))
    try:
        with MCPTools([MCPServer(url=config["url"], name="srv")]) as tools:
            runtime = build_runtime(config, store, tools)
            try:
                raw.get(config["run_id"])
            except RunNotFound:
                result = runtime.run(GOAL, run_id=config["run_id"])
            else:
                result = runtime.resume(config["run_id"])
    finally:
        raw.close()
    print(json.dumps({"status": result.status}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(json.loads(sys.argv[1])))
