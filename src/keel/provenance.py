"""Where each value in a proposed tool call came from.

For every string and number in a call's arguments, the runtime looks for it in what the
user said (the goal and their answers to clarifications), in the operator's
instructions, and in every tool output and error the run has recorded — the full stored
observations, not the capped view the model saw. A value found nowhere was made up by the
model (or composed by it). Policies read this to tell "the IBAN the user typed" from "the
IBAN a web page asked for"; approval requests show it to the person deciding.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any, Literal

from keel.state import AgentState

OriginKind = Literal["user", "instructions", "tool"]
"""``user``: the goal or a person's answer; ``instructions``: the operator's
instructions; ``tool``: a tool's output or error (untrusted data)."""

TRUSTED_KINDS: frozenset[str] = frozenset({"user", "instructions"})


@dataclass(frozen=True, slots=True)
class Origin:
    """One place a value was found."""

    kind: OriginKind
    tool: str | None = None
    step: int | None = None

    def to_json(self) -> dict[str, Any]:
        """``{"kind": "tool", "tool": "read_inbox", "step": 2}`` (absent parts left out)."""
        out: dict[str, Any] = {"kind": self.kind}
        if self.tool is not None:
            out["tool"] = self.tool
        if self.step is not None:
            out["step"] = self.step
        return out

    def __str__(self) -> str:
        if self.kind == "tool":
            return f"tool {self.tool} (step {self.step})"
        if self.kind == "user" and self.step is not None:
            return f"user (answer at step {self.step})"
        return self.kind


@dataclass(frozen=True, slots=True)
class ArgumentOrigin:
    """Where one value of a call's arguments came from.

    ``path`` names the value inside the arguments (``recipients[0]``, ``payee.iban``);
    ``origins`` lists every place it appears, trusted ones first; empty means nowhere.
    """

    path: str
    value: str
    origins: tuple[Origin, ...]

    @property
    def trusted(self) -> bool:
        """The user or the instructions gave this value (a tool may have too)."""
        return any(o.kind in TRUSTED_KINDS for o in self.origins)

    @property
    def from_tools_only(self) -> bool:
        """Only tool output holds this value: untrusted data put it in the call."""
        return bool(self.origins) and not self.trusted

    @property
    def nowhere(self) -> bool:
        """No source holds this value: the model composed it."""
        return not self.origins

    def describe(self) -> str:
        """``recipients[0]='x@y.z' from tool read_inbox (step 2)``."""
        where = "nowhere the user, instructions or tools put it"
        if self.origins:
            where = "from " + ", ".join(str(o) for o in self.origins)
        return f"{self.path}={self.value!r} {where}"

    def to_json(self) -> dict[str, Any]:
        """A JSON-compatible record (trace events, stored pending approvals)."""
        return {
            "path": self.path,
            "value": self.value,
            "origins": [o.to_json() for o in self.origins],
        }


def leaves(arguments: Any, path: str = "") -> Iterator[tuple[str, str]]:
    """Every string and number in ``arguments`` as ``(path, text)``; booleans and None skip."""
    if isinstance(arguments, dict):
        for key, value in arguments.items():
            yield from leaves(value, f"{path}.{key}" if path else str(key))
    elif isinstance(arguments, list | tuple):
        for index, value in enumerate(arguments):
            yield from leaves(value, f"{path}[{index}]")
    elif isinstance(arguments, bool) or arguments is None:
        return
    elif isinstance(arguments, int | float):
        yield path, _number_text(arguments)
    elif isinstance(arguments, str):
        if arguments.strip():
            yield path, arguments
    else:
        yield path, str(arguments)


def _number_text(value: float) -> str:
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


@dataclass(frozen=True, slots=True)
class _Source:
    origin: Origin
    text: str


def sources(state: AgentState, instructions: str) -> list[_Source]:
    """The texts a value can come from, trusted ones first."""
    found = [_Source(Origin("user"), _fold(state.goal))]
    if instructions:
        found.append(_Source(Origin("instructions"), _fold(instructions)))
    tools: list[_Source] = []
    for obs in state.observations:
        if obs.source == "human" and isinstance(obs.data, dict) and "answer" in obs.data:
            found.append(_Source(Origin("user", step=obs.step), _fold(str(obs.data["answer"]))))
        elif obs.source == "tool":
            text = "\n".join(value for _, value in leaves(obs.data))
            if obs.error_message:
                text = f"{text}\n{obs.error_message}"
            tools.append(_Source(Origin("tool", obs.name, obs.step), _fold(text)))
    return found + tools


def trace_arguments(
    arguments: dict[str, Any], state: AgentState, instructions: str
) -> tuple[ArgumentOrigin, ...]:
    """The origin of every string and number in ``arguments``, in argument order."""
    known = sources(state, instructions)
    result = []
    for path, value in leaves(arguments):
        pattern = _pattern(value)
        origins = tuple(s.origin for s in known if pattern.search(s.text))
        result.append(ArgumentOrigin(path, value, origins))
    return tuple(result)


def _fold(text: str) -> str:
    return " ".join(text.split()).casefold()


def _pattern(value: str) -> re.Pattern[str]:
    """The value, case and spacing aside, not inside a longer word or number."""
    folded = re.escape(_fold(value))
    return re.compile(rf"(?<![\w.@-]){folded}(?![\w@-]|\.\w)")
