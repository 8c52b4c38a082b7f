"""Who may continue a run from the console: the app that owns its tools.

The console never runs tools itself. It is given owners (`keel.web.create_app(store,
owners=...)`); after a person's reply, a run one of them owns is continued by that owner
in the background. Any other run only gets the decision recorded in the store, and the
worker that owns its tools applies it when it calls ``runtime.resume(run_id)``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol

from keel.result import RunResult
from keel.runstore import RunRecord, RunStore


class RunOwner(Protocol):
    """An app that owns some runs' tools and can continue them (e.g. the research app)."""

    @property
    def name(self) -> str:
        """What the console calls it ("the research app")."""
        ...

    def owns(self, record: RunRecord) -> bool:
        """Whether this owner can continue the run."""
        ...

    def resume(self, store: RunStore, run_id: str, *, answer: str | None, by: str) -> str:
        """Continue the run (a recorded approval applies itself); returns its new status."""
        ...


class RuntimeOwner:
    """Owns the runs a `keel.runtime.Runtime` started, picked by a predicate on the record.

    For a worker that embeds the console: ``RuntimeOwner("mailer", make_runtime,
    lambda r: r.meta.get("agent") == "mailer")``. ``make_runtime(store)`` builds the
    runtime over the store the console hands it (its own connection); ``deps`` are
    passed to every resume.
    """

    def __init__(
        self,
        name: str,
        make_runtime: Callable[[RunStore], _Resumable],
        owns: Callable[[RunRecord], bool],
        *,
        deps: Any = None,
    ) -> None:
        self._name, self._make, self._owns = name, make_runtime, owns
        self.deps = deps
        """What the runs' tools get (``deps`` are not stored with a run)."""

    @property
    def name(self) -> str:
        """The owner's name."""
        return self._name

    def owns(self, record: RunRecord) -> bool:
        """Whether the predicate picks this run."""
        return self._owns(record)

    def resume(self, store: RunStore, run_id: str, *, answer: str | None, by: str) -> str:
        """Continue the run with the runtime built over ``store``."""
        runtime = self._make(store)
        result = runtime.resume(run_id, answer=answer, approved_by=by, deps=self.deps)
        return result.state.status


class _Resumable(Protocol):
    def resume(
        self, state: str, *, answer: str | None = ..., approved_by: str = ..., deps: Any = ...
    ) -> RunResult[Any]: ...


def owner_of(owners: Sequence[RunOwner], record: RunRecord) -> RunOwner | None:
    """The first owner that owns the run, if any."""
    return next((owner for owner in owners if owner.owns(record)), None)
