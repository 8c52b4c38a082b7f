"""Asking and resuming, as the research app does it: what ``keel ask`` and ``keel resume``
call once the command line is parsed.

A run of the research agent is recorded in the run store with the ``meta`` that lets
any process continue it (`run_meta`: the knowledge-base folder, the model string made
durable, the budgets, the trace file; and the MCP servers whose tools it has, see
`Session.mcp`); `ResumePlan.from_record` reads that back. The faces (CLI, web) only add
parsing, prompts, progress, rendering and exit codes.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from keel.approval import Human
from keel.budgets import Budgets
from keel.errors import UserError
from keel.mcp.spec import MCPServer
from keel.models.base import DecisionMaker
from keel.research.agent import research_runtime
from keel.research.kb import KnowledgeBase
from keel.result import RunResult
from keel.runstore import RunRecord, RunStore
from keel.runtime import Runtime
from keel.state import AgentState
from keel.tools import Tool
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
    """How to continue a stored research run: its folder, model, budgets, trace file and
    MCP servers (as `MCPServer.to_json` described them; the face adds its own options)."""

    folder: Path
    model: str
    budgets: Budgets
    trace_path: Path
    mcp: tuple[Mapping[str, Any], ...] = ()

    @staticmethod
    def is_research(record: RunRecord) -> bool:
        """True if ``keel ask`` started the run (its meta names a folder and a model)."""
        return "kb" in record.meta and "model" in record.meta

    @classmethod
    def from_record(cls, record: RunRecord, home: Path) -> ResumePlan:
        """Read the plan from a run's stored ``meta``.

        Raises:
            UserError: the run was not started by the research app (no folder or model),
                or its MCP servers are not described as a list.
            pydantic.ValidationError: the stored budgets do not validate.
        """
        meta = record.meta
        if not cls.is_research(record):
            raise UserError(
                f"run {record.run_id} was not started by keel ask; resume it from your own code"
            )
        trace = meta.get("trace") or home / "traces" / f"{record.run_id}.jsonl"
        servers = meta.get("mcp") or []
        if not isinstance(servers, list) or not all(isinstance(s, dict) for s in servers):
            raise UserError(f"run {record.run_id}: its MCP servers are not recorded as a list")
        return cls(
            folder=Path(str(meta["kb"])),
            model=str(meta["model"]),
            budgets=Budgets.model_validate(meta.get("budgets") or {}),
            trace_path=Path(trace).absolute(),
            mcp=tuple(servers),
        )


@dataclass(slots=True, kw_only=True)
class Session:
    """The research agent over one knowledge base and run store, for one ask or resume.

    ``mcp``: MCP servers whose tools the agent has besides its own (`keel.mcp`). They run
    for one `ask` or `resume` and are stopped after it, whatever happens; `ask` records them
    (with their resolved names) in the run's meta under ``"mcp"``, so a resume of the run
    starts the same servers and finds the same tools.
    """

    kb: KnowledgeBase
    model: DecisionMaker
    store: RunStore
    budgets: Budgets
    human: Human | None = None
    sinks: Iterable[TraceSink] = ()
    mcp: Sequence[MCPServer] = ()

    def ask(self, goal: str, *, run_id: str, meta: dict[str, Any]) -> RunResult[str]:
        """Start a run on ``goal`` and drive it until it ends or pauses.

        Raises:
            keel.mcp.MCPStartError: an MCP server could not be started (nothing was run).
        """
        with self._mcp_tools() as (tools, servers):
            if servers:
                meta = {**meta, "mcp": servers}
            return self._runtime(tools).run(goal, run_id=run_id, meta=meta)

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
            UserError, keel.errors.RunBusy, keel.errors.RunNotFound: before the run changes
                (`keel.mcp.MCPStartError`, a UserError, when an MCP server cannot start).
        """
        with self._mcp_tools() as (tools, _):
            return self._runtime(tools).resume(
                run_id, answer=answer, approve=approve, approved_by=by, action=action
            )

    def _runtime(self, tools: Sequence[Tool] = ()) -> Runtime[str]:
        return research_runtime(
            self.kb,
            self.model,
            budgets=self.budgets,
            human=self.human,
            sinks=self.sinks,
            store=self.store,
            extra_tools=tools,
        )

    @contextmanager
    def _mcp_tools(self) -> Iterator[tuple[list[Tool], list[dict[str, Any]]]]:
        """The MCP servers' tools and their meta while they run (nothing without servers)."""
        if not self.mcp:
            yield [], []
            return
        from keel.mcp.toolset import MCPTools  # loads the MCP SDK only when it is used

        with MCPTools(self.mcp) as toolset:
            yield toolset.tools, toolset.meta()


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
