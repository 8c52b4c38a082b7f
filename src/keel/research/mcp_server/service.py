"""The research agent as a service: one folder, one model, one run store, one run at a time.

`ResearchService` is what the MCP tools call, and knows nothing of MCP. Every ``ask`` is
recorded like a ``keel ask`` run: in the run store (with the ``meta`` ``keel resume``
needs), as a JSONL trace under ``home/traces/`` and a state file under ``home/runs/``, so
``keel runs``, ``keel show`` and ``keel resume`` see it. ``reply`` continues a paused run
as ``keel resume --answer`` does.
"""

from __future__ import annotations

import logging
import threading
import uuid
from collections.abc import Callable, Iterable, Iterator
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass
from pathlib import Path

from keel.budgets import Budgets
from keel.cancel import CancelToken
from keel.errors import UserError
from keel.models.base import DecisionMaker
from keel.research.agent import research_runtime
from keel.research.kb import IndexReport, KnowledgeBase
from keel.research.kb.bm25 import tokenize
from keel.research.mcp_server.outputs import AskOutput, SearchOutput, ask_output, search_output
from keel.research.models import resolve_model
from keel.research.session import ResumePlan, durable_spec, run_meta, save_state
from keel.result import RunResult
from keel.runstore import RunStore
from keel.runtime import Runtime
from keel.store import open_store
from keel.trace import JsonlSink, TraceSink

__all__ = ["MAX_QUESTION_CHARS", "MAX_SEARCH_LIMIT", "ResearchService", "ServeConfig"]

_log = logging.getLogger(__name__)

MAX_QUESTION_CHARS = 4_000
"""The longest question ``ask`` takes."""
MAX_SEARCH_LIMIT = 20
"""The most hits ``search`` returns."""
CLOSING_WAIT_SECONDS = 60.0
"""How long closing the service waits for a call still running."""
BUDGET_FIELDS = ("max_steps", "max_tokens", "max_cost_usd", "timeout_seconds")
"""The limits a call may lower (never raise) for its own run."""


@dataclass(frozen=True, slots=True, kw_only=True)
class ServeConfig:
    """What a server answers from and with: set by whoever starts it, not by its clients."""

    folder: Path
    """The folder of documents (indexed at start, refreshed before every call)."""
    home: Path
    """keel's home directory: the folder's index, traces and state files."""
    model: str
    """The model string (``planner``, ``openai:gpt-4o-mini``, ...), recorded with each run."""
    budgets: Budgets
    """Each run's limits; a call may ask for lower ones, never higher."""
    store: str
    """The run store: a SQLite file or a PostgreSQL URI."""


class ResearchService:
    """The research agent over one folder, serving one call at a time.

    Calls are serialized (a lock): indexing writes the folder's index, and one run at a
    time keeps the budgets of a shared model and machine meaningful. A second call waits.
    """

    def __init__(
        self, config: ServeConfig, *, kb: KnowledgeBase, model: DecisionMaker, store: RunStore
    ) -> None:
        self.config = config
        self.kb = kb
        self.model = model
        self.store = store
        self._lock = threading.Lock()
        self.index_report: IndexReport | None = None
        """The last indexing pass (`refresh`)."""

    @classmethod
    @contextmanager
    def open(cls, config: ServeConfig) -> Iterator[ResearchService]:
        """Resolve the model, open the run store and index the folder; close them after.

        Raises:
            UserError: a bad model string or run store location.
            KBError: the folder is missing, empty or cannot be indexed.
        """
        model = resolve_model(config.model)
        path = KnowledgeBase.default_path(config.folder, config.home)
        fresh = not path.exists()
        with ExitStack() as stack:
            store = open_store(config.store)
            stack.callback(store.close)
            kb = stack.enter_context(KnowledgeBase.open(path))
            service = cls(config, kb=kb, model=model, store=store)
            try:
                service.refresh()
            except BaseException:  # a missing or empty folder leaves no index file behind
                kb.close()
                if fresh:
                    for leftover in (path, Path(f"{path}-wal"), Path(f"{path}-shm")):
                        leftover.unlink(missing_ok=True)
                raise
            try:
                yield service
            finally:
                service._wait_for_calls()

    def _wait_for_calls(self, timeout: float = CLOSING_WAIT_SECONDS) -> None:
        """Let a call still running end before the store and index close under it.

        A call cut off by the client or by Ctrl+C has cancelled its run, which stops at its
        next safe point (before the next model call or tool) and is recorded as cancelled.
        """
        if self._lock.acquire(timeout=timeout):
            self._lock.release()
        else:
            _log.warning("a run was still going after %g s; closing anyway", timeout)

    def refresh(self) -> IndexReport:
        """Bring the index up to date with the folder (cheap when nothing changed).

        Raises:
            KBError: the folder is gone, empty, or its index cannot be written.
        """
        report = self.kb.index(self.config.folder)
        for skip in report.skipped:
            _log.warning("skipped %s: %s", skip.path, skip.reason)
        for warning in report.warnings:
            _log.warning("%s", warning)
        self.index_report = report
        return report

    def budgets(self, **lower: float | None) -> Budgets:
        """The server's budgets with some limits lowered (``max_steps=3``); None keeps one.

        Raises:
            UserError: an unknown limit, or one that is not positive or above the server's.
        """
        ceiling = self.config.budgets
        update: dict[str, float] = {}
        for name, value in lower.items():
            if name not in BUDGET_FIELDS:
                raise UserError(f"unknown limit {name!r}; use one of {', '.join(BUDGET_FIELDS)}")
            if value is None:
                continue
            highest = getattr(ceiling, name)
            if not value > 0 or (highest is not None and value > highest):
                bound = "" if highest is None else f" and at most {highest:g}"
                raise UserError(
                    f"{name} must be greater than 0{bound} (the server's limit); got {value:g}"
                )
            update[name] = value
        return ceiling.model_copy(update=update)

    def ask(
        self,
        question: str,
        budgets: Budgets | None = None,
        *,
        cancel: CancelToken | None = None,
        sinks: Iterable[TraceSink] = (),
    ) -> AskOutput:
        """Refresh the index, run the agent on ``question``, record the run; its outcome.

        ``sinks`` receive the run's trace events as they happen (e.g. to report progress).

        Raises:
            UserError: an empty or too long question.
            KBError: the folder can no longer be indexed.
            keel.errors.StoreError: the run store refused the run (e.g. a lost lease).
        """
        question = _checked_question(question)
        budgets = budgets or self.config.budgets
        with self._lock:
            self.refresh()
            run_id = uuid.uuid4().hex
            trace_path = self.config.home / "traces" / f"{run_id}.jsonl"
            meta = run_meta(self.config.folder, self.config.model, budgets, trace_path)
            meta["face"] = "mcp"
            return self._drive(
                lambda runtime: runtime.run(question, run_id=run_id, meta=meta, cancel=cancel),
                budgets,
                trace_path,
                sinks,
            )

    def reply(
        self,
        run_id: str,
        answer: str,
        *,
        cancel: CancelToken | None = None,
        sinks: Iterable[TraceSink] = (),
    ) -> AskOutput:
        """Answer the question a run of this folder paused on, and continue it.

        The run goes on with its own budgets (lowered to this server's where they are
        higher: a run ``keel ask`` started may have had more) and trace file, as ``keel
        resume`` does it.

        Raises:
            UserError: an empty answer; a run of another folder or model, or not started
                by keel; a run not waiting for an answer.
            keel.errors.RunNotFound, keel.errors.RunBusy: before the run changes.
        """
        answer = _checked_text(answer, "answer")
        with self._lock:
            plan = self._plan(run_id)
            self.refresh()
            return self._drive(
                lambda runtime: runtime.resume(run_id, answer=answer, cancel=cancel),
                _within(plan.budgets, self.config.budgets),
                plan.trace_path,
                sinks,
            )

    def _plan(self, run_id: str) -> ResumePlan:
        """How to continue ``run_id``, if this server may: its folder and model are ours."""
        plan = ResumePlan.from_record(self.store.get(run_id), self.config.home)
        if plan.folder.resolve() != self.config.folder.resolve():
            raise UserError(f"run {run_id} researches another folder ({plan.folder})")
        if plan.model != durable_spec(self.config.model):
            raise UserError(
                f"run {run_id} was started with the model {plan.model}; this server "
                f"runs {self.config.model}: continue it with keel resume {run_id}"
            )
        return plan

    def _drive(
        self,
        go: Callable[[Runtime[str]], RunResult[str]],
        budgets: Budgets,
        trace_path: Path,
        sinks: Iterable[TraceSink],
    ) -> AskOutput:
        """Drive a run with its JSONL trace, save its state file; its outcome."""
        sink = JsonlSink(trace_path)
        runtime = research_runtime(
            self.kb, self.model, budgets=budgets, sinks=[sink, *sinks], store=self.store
        )
        try:
            result = go(runtime)
        finally:
            sink.close()
        try:
            save_state(result.state, self.config.home)
        except OSError as error:  # the run is in the store; the file is a convenience
            _log.warning("could not save the state of run %s: %s", result.state.run_id, error)
        return ask_output(result, budgets, self.kb.document)

    def search(self, query: str, limit: int = 5) -> SearchOutput:
        """Refresh the index and search it as the agent's ``search_kb`` does.

        Raises:
            UserError: a query with no word to search for, or a limit out of range.
            KBError: the folder can no longer be indexed.
        """
        if not tokenize(query):
            raise UserError(
                "the query has no word to search for: give letters or digits, "
                "not only punctuation or common words like 'the'"
            )
        if not 1 <= limit <= MAX_SEARCH_LIMIT:
            raise UserError(f"limit must be from 1 to {MAX_SEARCH_LIMIT} (got {limit})")
        with self._lock:
            self.refresh()
            return search_output(query, self.kb.search(query, limit=limit))


def _within(budgets: Budgets, ceiling: Budgets) -> Budgets:
    """``budgets`` with each limit lowered to ``ceiling``'s where that one is lower."""
    update: dict[str, float] = {}
    for name in BUDGET_FIELDS:
        own, top = getattr(budgets, name), getattr(ceiling, name)
        if top is not None and (own is None or own > top):
            update[name] = top
    return budgets.model_copy(update=update)


def _checked_question(question: str) -> str:
    if not question.strip():
        raise UserError("the question is empty; ask one, e.g. 'What was revenue in 2024?'")
    return _checked_text(question, "question")


def _checked_text(text: str, what: str) -> str:
    text = text.strip()
    if not text:
        raise UserError(f"the {what} is empty")
    if len(text) > MAX_QUESTION_CHARS:
        raise UserError(
            f"the {what} is {len(text):,} characters long; the limit is {MAX_QUESTION_CHARS:,}"
        )
    return text
