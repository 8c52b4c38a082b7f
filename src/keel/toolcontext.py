"""`ToolContext`: what a tool may know of the run that calls it.

A tool never sees the live `AgentState`; it gets its run id, step, attempt, idempotency
key, the run's ``deps`` and a snapshot of earlier notes, and may add notes that the
runtime keeps only if it accepts the attempt.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic

from typing_extensions import TypeVar as DefaultTypeVar

from keel.state import StoredNote

DepsT = DefaultTypeVar("DepsT", default=Any)


class _NoteBuffer:
    """Notes one attempt stored; the runtime takes them only if it accepts the attempt."""

    __slots__ = ("notes", "open")

    def __init__(self) -> None:
        self.notes: list[StoredNote] = []
        self.open = True


@dataclass(frozen=True, slots=True, kw_only=True)
class ToolContext(Generic[DepsT]):
    """What a handler may know of its run: ask for it by annotating a parameter with
    ``ToolContext`` (or ``ToolContext[MyDeps]`` for typed `deps`).

    A tool never sees the live `AgentState`: notes it adds are kept by the runtime only
    when the attempt's result is accepted, so a call abandoned at its timeout cannot
    change the run afterwards.
    """

    run_id: str
    step: int
    attempt: int
    idempotency_key: str = field(metadata={"doc": "Stable for this action in this run."})
    deps: DepsT = field(metadata={"doc": "The value passed as run(..., deps=...)."})
    goal: str = ""
    notes: Sequence[StoredNote] = ()
    """Notes stored by earlier steps (a snapshot)."""
    _added: _NoteBuffer = field(default_factory=_NoteBuffer, repr=False)

    def add_note(self, text: str, source_ids: Iterable[str] = ()) -> StoredNote:
        """Store a compact conclusion for later steps (shown to the model as a note)."""
        note = StoredNote(text=text, source_ids=list(source_ids))
        if self._added.open:
            self._added.notes.append(note)
        return note

    @property
    def added_notes(self) -> list[StoredNote]:
        """Notes this attempt stored so far."""
        return list(self._added.notes)

    def close(self) -> list[StoredNote]:
        """End the attempt: later `add_note` calls are dropped. Returns its notes."""
        self._added.open = False
        return list(self._added.notes)
