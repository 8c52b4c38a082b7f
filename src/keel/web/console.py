"""The console's shared state: the store it reads, the owners of runs, who replies."""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from typing import Protocol, TypeVar, runtime_checkable

from keel.runstore import RunBrowser, RunStore
from keel.web.guard import Guard
from keel.web.owners import RunOwner

T = TypeVar("T")


class BrowsableStore(RunStore, RunBrowser, Protocol):
    """A run store that answers the console's queries (both SQL stores do)."""


@runtime_checkable
class RemoteRuns(Protocol):
    """A store whose runs a worker elsewhere continues as soon as it accepts a reply
    (`keel.temporal.browse.TemporalBrowser`): the console only sends the reply."""

    @property
    def continued_by(self) -> str:
        """What happens to a reply, said to the person who sent it."""
        ...


class Console:
    """The console's state: the store (one connection, one request at a time on it),
    its owners, who replies, and the runs being continued now."""

    def __init__(
        self, store: BrowsableStore, owners: Sequence[RunOwner], user: str, guard: Guard
    ) -> None:
        self.store = store
        self.owners = list(owners)
        self.user = user
        self.guard = guard
        self.lock = threading.Lock()
        self.notes: dict[str, str] = {}
        """Per run: what happened when the console last continued it (errors included)."""
        self.continued_by = store.continued_by if isinstance(store, RemoteRuns) else None
        """For runs continued elsewhere once a reply is accepted (Temporal): by whom."""

    def read(self, work: Callable[[BrowsableStore], T]) -> T:
        """Run ``work`` on the store, alone (a DB-API connection is not for two threads)."""
        with self.lock:
            return work(self.store)
