"""What the analysis of the evidence decides: ask, calculate, search for more, or answer."""

from __future__ import annotations

from dataclasses import dataclass

from keel.research.planner.sides import Ask, Side


@dataclass(frozen=True, slots=True)
class Calculate:
    """Call ``calculate`` with this expression."""

    expression: str


@dataclass(frozen=True, slots=True)
class Missing:
    """Sides no document read so far answers (a targeted search may find them)."""

    sides: tuple[Side, ...]


@dataclass(frozen=True, slots=True)
class Answer:
    """The final answer and the documents it cites."""

    text: str
    citations: tuple[str, ...]


Outcome = Ask | Calculate | Missing | Answer
