"""Asking and resuming, as the research app does it: what ``keel ask`` and ``keel resume``
call once the command line is parsed.

A run of the research agent is recorded in the run store with the ``meta`` that lets
any process continue it (`run_meta`: the knowledge-base folder, the model string made
durable, the budgets, the trace file); `ResumePlan.from_record` reads that back. The
faces (CLI, web) only add parsing, prompts, progress, rendering and exit codes.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from keel.approval import Human
from keel.budgets import Budgets
from keel.errors import UserError
from keel.models.base import DecisionMaker
from keel.research.agent import research_runtime
from keel.research.kb import KnowledgeBase
from keel.result import RunResult
from keel.runstore import RunRecord, RunStore
from keel.runtime import Runtime
from keel.state import AgentState
from keel.trace import TraceSink


def durable_spec(spec: str) -> str:
    """The model spec with a file in it made absolute, so a resume finds it anywhere."""
    kind, _, rest = spec.partition(":")
    if kind == "scripted" and rest:
        return f"scripted:{Path(rest).expanduser().absolute()}"
    name, query, options = rest.partition("?")
    if kind == "llamacpp" and name.endswith(".gguf"):
        return f"llamacpp:{Path(name).expanduser().absolute()}{query}{options}"
    return spec


def run_meta(folder: Path, spec: str, budgets: Budgets, trace_path: Path) -> dict[str, Any]:
    """What the store keeps with a research run so that any process can resume it."""
    return {
        "kb": str(folder.absolute()),
        "model": durable_spec(spec),
        "budgets": budgets.model_dump(mode="json"),
        "trace": str(trace_path.absolute()),
    }


@dataclass(frozen=True, slots=True, kw_only=True)
class ResumePlan:
    """How to continue a stored research run: its folder, model, budgets and trace file."""

    folder: Path
    model: str
    budgets: Budgets
    trace_path: Path

    @staticmethod
    def is_research(record: RunRecord) -> bool:
        """True if ``keel ask`` started the run (its meta names a folder and a model)."""
        return "kb" in record.meta and "model" in record.meta

    @classmethod
    def from_record(cls, record: RunRecord, home: Path) -> ResumePlan:
        """Read the plan from a run's stored ``meta``.

        Raises:
            UserError: the run was not started by the research app (no folder or model).
            pydantic.ValidationError: the stored budgets do not validate.
        """
        meta = record.meta
        if not cls.is_research(record):
            raise UserError(
                f"run {record.run_id} was not started by keel ask; resume it from your own code"
            )
        trace = meta.get("trace") or home / "traces" / f"{record.run_id}.jsonl"
        return cls(
            folder=Path(str(meta["kb"])),
            model=str(meta["model"]),
            budgets=Budgets.model_validate(meta.get("budgets") or {}),
            trace_path=Path(trace).absolute(),
        )


@dataclass(slots=True, kw_only=True)
class Session:
    """The research agent over one knowledge base and run store, for one ask or resume."""

    kb: KnowledgeBase
    model: DecisionMaker
    store: RunStore
    budgets: Budgets
    human: Human | None = None
    sinks: Iterable[TraceSink] = ()

    def ask(self, goal: str, *, run_id: str, meta: dict[str, Any]) -> RunResult[str]:
        """Start a run on ``goal`` and drive it until it ends or pauses."""
        return self._runtime().run(goal, run_id=run_id, meta=meta)

    def resume(
        self,
        run_id: str,
        *,
        answer: str | None = None,
        approve: bool | None = None,
        by: str = "user",
        action: str | None = None,
    ) -> RunResult[str]:
        """Continue a stored run with a person's reply (or none, after a dead worker).

        Raises:
            UserError, keel.errors.RunBusy, keel.errors.RunNotFound: before the run changes.
        """
        return self._runtime().resume(
            run_id, answer=answer, approve=approve, approved_by=by, action=action
        )

    def _runtime(self) -> Runtime[str]:
        return research_runtime(
            self.kb,
            self.model,
            budgets=self.budgets,
            human=self.human,
            sinks=self.sinks,
            store=self.store,
        )


def save_state(state: AgentState, home: Path) -> Path:
    """Write the state to ``home/runs/<run_id>.json`` atomically; returns the path.

    Raises:
        OSError: the file cannot be written.
    """
    path = home / "runs" / f"{state.run_id}.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    partial = path.with_suffix(".json.tmp")
    partial.write_text(state.to_json(), encoding="utf-8")
    partial.replace(path)
    return path
