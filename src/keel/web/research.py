"""The research app as a run owner: ``keel serve`` continues research runs itself.

A research run's stored ``meta`` names its knowledge-base folder, model, budgets and
trace file (`keel.research.session.ResumePlan`); that is all it takes to continue it in
this process, as ``keel resume`` would.
"""

from __future__ import annotations

import os
from pathlib import Path

from keel.research.kb import KnowledgeBase
from keel.research.models import resolve_model
from keel.research.session import ResumePlan, Session
from keel.runstore import RunRecord, RunStore
from keel.trace import TraceEvent


class ResearchOwner:
    """Owns the runs ``keel ask`` started; continues them with their own folder and model.

    Args:
        home: keel's home directory (where the indexes live).
    """

    def __init__(self, home: Path) -> None:
        self.home = home

    @property
    def name(self) -> str:
        """The owner's name."""
        return "the research app"

    def owns(self, record: RunRecord) -> bool:
        """Whether ``keel ask`` started the run."""
        return ResumePlan.is_research(record)

    def resume(self, store: RunStore, run_id: str, *, answer: str | None, by: str) -> str:
        """Continue the run as ``keel resume`` would; returns its new status.

        Raises:
            keel.errors.UserError, keel.errors.RunBusy: the run cannot be continued now.
        """
        plan = ResumePlan.from_record(store.get(run_id), self.home)
        model = resolve_model(plan.model)
        sink = AppendSink(plan.trace_path)
        with KnowledgeBase.open(KnowledgeBase.default_path(plan.folder, self.home)) as kb:
            kb.index(plan.folder)
            session = Session(kb=kb, model=model, store=store, budgets=plan.budgets, sinks=[sink])
            try:
                result = session.resume(run_id, answer=answer, by=by)
            finally:
                sink.close()
        return result.state.status


class AppendSink:
    """Appends events to the run's existing trace file; never follows a symlink there.

    A file that cannot be opened is skipped: the events are in the run store anyway.
    """

    def __init__(self, path: Path) -> None:
        flags = os.O_WRONLY | os.O_APPEND | os.O_NOFOLLOW | getattr(os, "O_CLOEXEC", 0)
        try:
            self._fd: int | None = os.open(path, flags)
        except OSError:
            self._fd = None

    def emit(self, event: TraceEvent) -> None:
        """Write the event as one line (dropping the file after a failed write)."""
        if self._fd is None:
            return
        try:
            os.write(self._fd, (event.model_dump_json() + "\n").encode("utf-8"))
        except OSError:
            self.close()

    def close(self) -> None:
        """Close the file."""
        if self._fd is not None:
            os.close(self._fd)
            self._fd = None
