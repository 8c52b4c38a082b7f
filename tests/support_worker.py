"""Helpers for ``test_support_agent.py``: load ``examples/support_agent.py``, and the first
half of its demo run as a separate process.

``python tests/support_worker.py STORE RUN_ID`` starts the demo run with id RUN_ID against the
SQLite run store file STORE, drives it until it stops (it pauses for the refund's approval),
prints a JSON summary of what this process saw and exits 0 (1 if the run did not pause).
"""

from __future__ import annotations

import importlib.util
import json
import os
import sys
from pathlib import Path
from types import ModuleType

EXAMPLE = Path(__file__).resolve().parents[1] / "examples" / "support_agent.py"


def load_example() -> ModuleType:
    """The example module (imported once per process, as ``support_agent``)."""
    name = "support_agent"
    loaded = sys.modules.get(name)
    if loaded is not None:
        return loaded
    spec = importlib.util.spec_from_file_location(name, EXAMPLE)
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # dataclasses and pydantic look their module up here
    spec.loader.exec_module(module)
    return module


def start_until_paused(store_path: str, run_id: str) -> dict[str, object]:
    """Start the demo run in the store; return what this process saw of it."""
    from keel.store import SqliteRunStore
    from keel.testing import ScriptedDecisionMaker

    agent = load_example()
    shop = agent.sample_shop()
    store = SqliteRunStore(store_path)
    try:
        model = ScriptedDecisionMaker(agent.demo_script(), by_step=True)
        runtime = agent.build_runtime(model, store=store)
        result = runtime.run(agent.GOAL, run_id=run_id, deps=shop)
    finally:
        store.close()
    pending = result.state.pending
    return {
        "pid": os.getpid(),
        "status": result.status,
        "pending": None if pending is None else pending.model_dump(mode="json"),
        "event_types": result.event_types(),
        "warehouse_calls": shop.warehouse_calls,
        "refunds": len(shop.refunds),
        "emails": len(shop.emails),
    }


def main(argv: list[str]) -> int:
    store_path, run_id = argv
    summary = start_until_paused(store_path, run_id)
    print(json.dumps(summary))
    return 0 if summary["status"] == "waiting_for_user" else 1


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
