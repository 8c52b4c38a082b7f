"""``keel ask GOAL --kb DIR``: index the folder, run the research agent, show the outcome.

The exit code is the run's (`RunResult.exit_code`): 0 completed, 3 stopped by a budget,
4 failed, 5 waiting for a user, 130 cancelled; 2 for bad input before the run starts.
Every run is recorded in the run store (``--store``, else ``$KEEL_STORE``, else
``KEEL_HOME/runs.db``) from its first step, checkpointed after every step, with what
``keel resume`` needs to continue it (knowledge base, model, budgets, trace file, MCP
servers). The final state is also exported to ``home/runs/<run_id>.json``.

``--mcp SERVER`` (repeatable) gives the agent the tools of an MCP server (`keel.mcp`): a
command line, run with the caller's environment, or an http(s) URL. The servers start
before the run and stop after it; one that cannot start exits 2 before the run begins.
"""

from __future__ import annotations

import json
import os
import sys
import uuid
from collections.abc import Callable, Mapping, Sequence
from contextlib import ExitStack
from dataclasses import dataclass, field, replace
from pathlib import Path

from keel.budgets import Budgets
from keel.cli.common import (
    fail,
    input_errors,
    keel_home,
    open_store_at,
    stderr_console,
    stdin_is_terminal,
    stdout_console,
    user_name,
)
from keel.cli.human import PromptHuman
from keel.cli.kb import open_indexed
from keel.cli.progress import StepPrinter, TextStepPrinter
from keel.cli.render import index_json, index_summary, json_report, pending_text, run_report
from keel.cli.tracefile import TraceFile, check_trace_path, sqlite_files
from keel.errors import LeaseLost, StoreError, UserError
from keel.mcp.spec import MCPServer
from keel.models.base import DecisionMaker
from keel.research.kb import IndexReport, KnowledgeBase
from keel.research.models import model_spec, resolve_model
from keel.research.session import Session, run_meta, save_state
from keel.result import RunResult
from keel.runstore import RunStore
from keel.trace import TraceSink

FAILED = 4
"""Exit code of a run that failed, also used when this process lost the run's lease."""


@dataclass(frozen=True, slots=True, kw_only=True)
class AskOptions:
    """Everything ``keel ask`` was told, as values (the environment is read separately)."""

    goal: str
    folder: Path
    model: str | None
    budgets: Budgets
    trace_out: Path | None
    json_output: bool
    interactive: bool
    store: str | None = None
    otel: bool = False
    """Also send the run's spans over OTLP/HTTP (`keel.cli.telemetry`)."""
    mcp: tuple[str, ...] = ()
    """``--mcp`` values as given: ``[NAME=]COMMAND ARGS`` or ``[NAME=]URL``."""


def ask(
    goal: str,
    folder: Path,
    *,
    model: str | None,
    max_steps: int | None,
    max_tokens: int | None,
    max_cost: float | None,
    timeout: float | None,
    trace_out: Path | None,
    json_output: bool,
    no_input: bool,
    store: str | None,
    otel: bool = False,
    mcp: Sequence[str] = (),
) -> int:
    """``keel ask`` (options in `keel.cli.commands`): check, run; returns the exit code."""
    if not goal.strip():
        fail('the goal is empty; ask a question, e.g. keel ask "What was revenue in 2024?"')
    with input_errors():
        budgets = Budgets(
            max_steps=max_steps,
            max_tokens=max_tokens,
            max_cost_usd=max_cost,
            timeout_seconds=timeout,
        )
    options = AskOptions(
        goal=goal,
        folder=folder,
        model=model,
        budgets=budgets,
        trace_out=trace_out,
        json_output=json_output,
        interactive=not no_input and stdin_is_terminal(),
        store=store,
        otel=otel,
        mcp=tuple(mcp),
    )
    return run_ask(options, os.environ)


def run_ask(options: AskOptions, env: Mapping[str, str]) -> int:
    """Index, run, save the state, report; returns the exit code."""
    home = keel_home(env)
    spec = model_spec(options.model, env)
    with input_errors():
        model = resolve_model(spec)
        servers = mcp_servers(options.mcp)
    _price_note(model, options.json_output)
    with open_store_at(options.store, env) as store:
        kb, report = open_indexed(options.folder, home, show_progress=stderr_console().is_terminal)
        with kb:
            _index_notes(report)
            run_id = uuid.uuid4().hex
            trace_path = (options.trace_out or home / "traces" / f"{run_id}.jsonl").absolute()
            meta = run_meta(options.folder, spec, options.budgets, trace_path)
            if options.trace_out is None:
                with input_errors():
                    trace_path.parent.mkdir(parents=True, exist_ok=True)
            named = replace(options, model=spec)  # the model in use, also from $KEEL_MODEL
            face = Face(kb, model, store, options.budgets, named, trace_path, fresh_trace=True)
            face.index = report
            face.mcp = servers
            result = face.drive(lambda s: s.ask(options.goal, run_id=run_id, meta=meta))
            return face.finish(result, home)


def mcp_servers(given: Sequence[str | Mapping[str, object]]) -> list[MCPServer]:
    """The MCP servers of ``--mcp`` values (or of a run's meta), each run with the caller's
    environment, as a command typed in a shell would be.

    Raises:
        UserError: a value is empty or cannot be parsed.
    """
    return [
        MCPServer.parse(item, inherit_env=True)
        if isinstance(item, str)
        else MCPServer.from_json(item, inherit_env=True)
        for item in given
    ]


def _index_notes(report: IndexReport) -> None:
    """The index summary on a terminal; each skipped file on stderr in any case."""
    err = stderr_console()
    if err.is_terminal:
        err.print(index_summary(report), style="dim")
    for skip in report.skipped:
        print(f"keel: skipped {skip.path}: {skip.reason}", file=sys.stderr)


def _price_note(model: DecisionMaker, json_output: bool) -> None:
    pricing = getattr(model, "pricing", None)
    if pricing is not None and not pricing.known and not json_output:
        stderr_console().print(
            "keel: note: no price is known for this model, so its calls count as free and "
            "--max-cost cannot limit them; add ?price=IN/OUT (USD per million tokens)",
            style="yellow",
        )


@dataclass(slots=True)
class Face:
    """The terminal around one ``ask`` or ``resume``: trace file, live steps, prompts,
    the report, and the exit code."""

    kb: KnowledgeBase
    model: DecisionMaker
    store: RunStore
    budgets: Budgets
    options: AskOptions
    trace_path: Path
    fresh_trace: bool = False
    """Empty the trace file first (a new run) instead of appending (a resumed run)."""
    index: IndexReport | None = None
    """The indexing pass before the run, for ``--json`` (skipped files, warnings)."""
    trace_error: str | None = None
    """Why the trace file was not (fully) written, once the run is over."""
    run_id: str | None = None
    """The resumed run: a trace file that is not empty must hold this run's events."""
    mcp: Sequence[MCPServer] = field(default_factory=list)
    """MCP servers whose tools the agent has (started by the session, stopped after it)."""

    def drive(self, go: Callable[[Session], RunResult[str]]) -> RunResult[str]:
        """Open the session (JSONL trace, live steps on a terminal) and run ``go`` on it.

        A lost lease (another worker took the run over) exits 4 with the reason. A trace
        path that is not a regular file keel may write, or an MCP server that cannot start,
        exits 2 before the run starts. With ``--otel`` the run's spans are exported too, and
        flushed before this returns.
        """
        with ExitStack() as stack:
            sinks: list[TraceSink] = []
            if self.options.otel:  # imported only here: it loads OpenTelemetry
                from keel.cli.telemetry import otlp_export

                sinks.append(stack.enter_context(otlp_export(os.environ)))
            return self._drive(go, sinks)

    def _drive(
        self, go: Callable[[Session], RunResult[str]], sinks: list[TraceSink]
    ) -> RunResult[str]:
        """`drive` with ``sinks`` (OpenTelemetry's, if any) besides the trace file's."""
        err = stderr_console()
        with input_errors():
            check_trace_path(self.trace_path, self.options.folder)
            trace = TraceFile(
                self.trace_path,
                fresh=self.fresh_trace,
                run_id=None if self.fresh_trace else self.run_id,
                protected=self._files_in_use(),
            )
        sinks.insert(0, trace)
        if err.is_terminal:  # the model's text too, unless stdout carries JSON
            printer = StepPrinter if self.options.json_output else TextStepPrinter
            sinks.append(printer(err, self.budgets))
        human = PromptHuman(err, user_name()) if self.options.interactive else None
        try:
            session = Session(
                kb=self.kb,
                model=self.model,
                store=self.store,
                budgets=self.budgets,
                human=human,
                sinks=sinks,
                mcp=self.mcp,
            )
            try:
                return go(session)
            except LeaseLost as error:
                fail(f"{error}; this process stopped without further changes", FAILED)
            except StoreError as error:
                fail(str(error))
            except UserError as error:  # an MCP server that cannot start: before the run
                fail(str(error))
        finally:
            trace.close()
            self.trace_error = trace.error

    def _files_in_use(self) -> dict[Path, str]:
        """The files this run reads or writes besides its trace: index, store, script."""
        files = dict.fromkeys(sqlite_files(self.kb.path), "the knowledge-base index")
        store_path = getattr(self.store, "path", None)  # a SQLite store; PostgreSQL has none
        if isinstance(store_path, Path):
            files.update(dict.fromkeys(sqlite_files(store_path), "the run store"))
        kind, _, rest = (self.options.model or "").strip().partition(":")
        if kind == "scripted" and rest:
            files[Path(rest)] = "the model's script"
        return files

    def finish(self, result: RunResult[str], home: Path) -> int:
        """Export the state, print the report; returns the run's exit code.

        A trace file that could not be written does not change the exit code: the run
        happened, and its events are in the run store (``keel trace RUN_ID``).
        """
        err = stderr_console()
        if err.is_terminal:
            err.print()
        try:
            state_path: Path | None = save_state(result.state, home)
        except OSError as error:  # the run happened: still show its result
            state_path = None
            err.print(f"keel: warning: could not save the run state: {error}", style="yellow")
        if self.trace_error is not None:
            print(
                f"keel: warning: the trace was not written to {self.trace_path} "
                f"({self.trace_error}); the run's events are in the run store: "
                f"keel trace {result.state.run_id}",
                file=sys.stderr,
            )
        _report(result, self, state_path)
        return result.exit_code


def _report(result: RunResult[str], face: Face, state_path: Path | None) -> None:
    """The JSON object on stdout, or the readable report (answer, sources, status, usage)."""
    if not face.options.json_output:
        document = face.kb.document
        stdout_console().print(run_report(result, document, face.trace_path, state_path))
        return
    report = json_report(result, face.trace_path)
    report["trace_error"] = face.trace_error
    report["index"] = None if face.index is None else index_json(face.index)
    print(json.dumps(report, ensure_ascii=False))
    waiting = pending_text(result.state)
    if waiting is not None:  # stdout holds only the JSON object; say what is awaited here
        stderr_console().print(waiting)
