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
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any, Literal

from keel.matching import field_names, fold, found, leaves
from keel.naming import QUOTED, named_records
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
    record: str | None = None
    """For a tool's output: the value is a whole field of a record (a JSON object) that
    the user named, and this is the user's word that names it (an event's title, a
    file's name). A value inside a record's text is never that."""

    def to_json(self) -> dict[str, Any]:
        """``{"kind": "tool", "tool": "read_inbox", "step": 2}`` (absent parts left out)."""
        out: dict[str, Any] = {"kind": self.kind}
        if self.tool is not None:
            out["tool"] = self.tool
        if self.step is not None:
            out["step"] = self.step
        if self.record is not None:
            out["record"] = self.record
        return out

    def __str__(self) -> str:
        if self.kind == "tool" and self.record is not None:
            return (
                f"tool {self.tool} (step {self.step}), a field of the record named {self.record!r}"
            )
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
    composed: bool = False
    """Not found whole, but every word of it is (the model joined the user's words:
    "2024-05-19" and "16:00" into "2024-05-19 16:00")."""

    @property
    def trusted(self) -> bool:
        """The user or the instructions gave this value (a tool may have too)."""
        return any(o.kind in TRUSTED_KINDS for o in self.origins)

    @property
    def from_named_record(self) -> bool:
        """A tool gave this value as a whole field of a record the user named."""
        return any(o.record is not None for o in self.origins)

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
        if self.composed:
            where = "composed of words " + where
        return f"{self.path}={self.value!r} {where}"

    def to_json(self) -> dict[str, Any]:
        """A JSON-compatible record (trace events, stored pending approvals)."""
        return {
            "path": self.path,
            "value": self.value,
            "origins": [o.to_json() for o in self.origins],
            **({"composed": True} if self.composed else {}),
        }


@dataclass(frozen=True, slots=True)
class _Source:
    origin: Origin
    text: str
    fields: dict[str, str] | None = None
    """Whole short fields of the record the user named: folded value -> the naming words."""


@dataclass(slots=True)
class _Output:
    """One tool output, folded once, with the records the user's words may name in it."""

    origin: Origin
    text: str
    named: list[tuple[str, frozenset[str]]]
    """(naming value, the record's short fields) for each record the user's words match."""


@dataclass(slots=True)
class _Index:
    """What `sources` worked out for a run so far; extended as observations arrive."""

    key: tuple[str, ...]
    seen: int = 0
    outputs: list[_Output] = field(default_factory=list)


def sources(state: AgentState, instructions: str) -> list[_Source]:
    """The texts a value can come from, trusted ones first.

    Tool outputs are folded once per run and kept with the state (not saved with it), so
    a decision late in a long run costs what the outputs since the last one cost.
    """
    user = [_Source(Origin("user"), fold(state.goal))]
    for obs in state.observations:
        if obs.source == "human" and isinstance(obs.data, dict) and "answer" in obs.data:
            user.append(_Source(Origin("user", step=obs.step), fold(str(obs.data["answer"]))))
    said = [u.text for u in user]
    quoted = {q for text in said for q in QUOTED.findall(text)}
    private = state.__pydantic_private__
    index = private.get("_provenance") if private is not None else None
    key = (instructions, *said)
    if not isinstance(index, _Index) or index.key != key or index.seen > len(state.observations):
        index = _Index(key)
        if private is not None:
            private["_provenance"] = index
    observations = state.observations
    for obs in observations[index.seen :]:
        if obs.source != "tool":
            continue
        text = "\n".join([*(value for _, value in leaves(obs.data)), *field_names(obs.data)])
        if obs.error_message:
            text = f"{text}\n{obs.error_message}"
        named = named_records(obs.data, said, quoted)
        index.outputs.append(_Output(Origin("tool", obs.name, obs.step), fold(text), named))
    index.seen = len(observations)
    found = list(user)
    if instructions:
        found.append(_Source(Origin("instructions"), fold(instructions)))
    for out in index.outputs:
        names = Counter(name for name, _ in out.named)
        fields: dict[str, str] = {}
        for name, values in out.named:
            if names[name] == 1:  # the name picks out exactly one record of this output
                fields.update(dict.fromkeys(values, name))
        found.append(_Source(out.origin, out.text, fields or None))
    return found


def trace_arguments(
    arguments: dict[str, Any], state: AgentState, instructions: str
) -> tuple[ArgumentOrigin, ...]:
    """The origin of every string and number in ``arguments``, in argument order.

    A value is looked for whole (numbers by value: ``10`` is found in "10.00" and
    "1,000" is ``1000``); a value found nowhere whole whose every word (split at spaces,
    commas and semicolons) the user or the instructions gave is ``composed`` of them.
    """
    return trace_values(leaves(arguments), state, instructions)


def trace_values(
    values: Iterable[tuple[str, str]], state: AgentState, instructions: str
) -> tuple[ArgumentOrigin, ...]:
    """The origin of each ``(path, value)``, as `trace_arguments` finds it."""
    known = sources(state, instructions)
    trusted = [s for s in known if s.origin.kind in TRUSTED_KINDS]
    result = []
    for path, value in values:
        origins = tuple(_origin(s, value) for s in known if found(value, s.text))
        composed = False
        if not origins:
            origins = _composed(value, trusted)
            composed = bool(origins)
        result.append(ArgumentOrigin(path, value, origins, composed))
    return tuple(result)


def _origin(source: _Source, value: str) -> Origin:
    """The source's origin; for a whole field of a named record, saying so."""
    if source.fields is not None:
        naming = source.fields.get(fold(value))
        if naming is not None:
            o = source.origin
            return Origin(o.kind, o.tool, o.step, naming)
    return source.origin


def _composed(value: str, trusted: list[_Source]) -> tuple[Origin, ...]:
    """The trusted sources of every word of ``value``, if each word has one (else ())."""
    words = [w for w in re.split(r"[\s,;]+", fold(value)) if w]
    if len(words) < 2:
        return ()
    origins: dict[Origin, None] = {}
    for word in words:
        where = [s.origin for s in trusted if found(word, s.text)]
        if not where:
            return ()
        origins.update(dict.fromkeys(where))
    return tuple(origins)
