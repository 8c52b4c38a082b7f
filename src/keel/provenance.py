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
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
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


def leaves(arguments: Any, path: str = "") -> Iterator[tuple[str, str]]:
    """Every string and number in ``arguments`` as ``(path, text)``; booleans and None skip.

    A dict key that is not a plain field name (``{"mark@evil.test": "Bob"}``) is a value
    too, at ``path{key}``.
    """
    if isinstance(arguments, dict):
        for key, value in arguments.items():
            key = str(key)
            if key.strip() and not _FIELD_NAME.fullmatch(key):
                yield f"{path}{{{key}}}", key
            yield from leaves(value, f"{path}.{key}" if path else key)
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


_FIELD_NAME = re.compile(r"[a-z_][a-z0-9_]*")


def _number_text(value: float) -> str:
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


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
    user = [_Source(Origin("user"), _fold(state.goal))]
    for obs in state.observations:
        if obs.source == "human" and isinstance(obs.data, dict) and "answer" in obs.data:
            user.append(_Source(Origin("user", step=obs.step), _fold(str(obs.data["answer"]))))
    said = [u.text for u in user]
    quoted = {q for text in said for q in _QUOTED.findall(text)}
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
        text = "\n".join(value for _, value in leaves(obs.data))
        if obs.error_message:
            text = f"{text}\n{obs.error_message}"
        named = _naming(obs.data, said, quoted)
        index.outputs.append(_Output(Origin("tool", obs.name, obs.step), _fold(text), named))
    index.seen = len(observations)
    found = list(user)
    if instructions:
        found.append(_Source(Origin("instructions"), _fold(instructions)))
    for out in index.outputs:
        names = Counter(name for name, _ in out.named)
        fields: dict[str, str] = {}
        for name, values in out.named:
            if names[name] == 1:  # the name picks out exactly one record of this output
                fields.update(dict.fromkeys(values, name))
        found.append(_Source(out.origin, out.text, fields or None))
    return found


_FIELD_CHARS = 100
_QUOTED = re.compile(r"['\"\u2018\u201c]([^'\"\u2019\u201d\n]{4,100})['\"\u2019\u201d]")
_NAME_LIKE = re.compile(r"(?=.*[^\W\d_]).*(?:\s|[@._/-]|\d)")


def _naming(data: Any, said: list[str], quoted: set[str]) -> list[tuple[str, frozenset[str]]]:
    """The records in one output that the user's own words name, with their short fields.

    A record is a JSON object. It is named by one of its fields that the user wrote, and
    then its short fields count; in a map from names (``{"City Hub": "1-1-1 ..."}``) a key
    the user wrote names only its own value. A name is a phrase the user put in quotes,
    or a value of at least four characters with a letter and a space, a digit or one of
    ``@ . _ / -`` (a title of two words, a file name, an address); never a single plain
    word an attacker could guess ("summary"). The operator's instructions never name a
    record. `sources` then keeps only names that pick out exactly one record of an output
    (two emails with the subject the user named are no one record).
    """
    named: list[tuple[str, frozenset[str]]] = []

    def said_by_user(value: str) -> bool:
        if len(value) < 4 or not (value in quoted or _NAME_LIKE.match(value)):
            return False
        return any(value in text and _pattern(value).search(text) for text in said)

    for record in _records(data):
        values = [v for v in map(_fold, _fields(record)) if 0 < len(v) <= _FIELD_CHARS]
        naming = next((v for v in values if said_by_user(v)), None)  # in field order
        if naming is not None:
            named.append((naming, frozenset(values)))
        for key, value in record.items():  # a map from names: {"City Hub": "1-1-1 ..."}
            key = _fold(str(key))
            if not _FIELD_NAME.fullmatch(key) and said_by_user(key):
                inner = {_fold(text) for _, text in leaves(value)}
                named.append((key, frozenset(v for v in inner if 0 < len(v) <= _FIELD_CHARS)))
    return named


def _records(data: Any) -> Iterator[dict[str, Any]]:
    if isinstance(data, dict):
        yield data
        for value in data.values():
            yield from _records(value)
    elif isinstance(data, list | tuple):
        for value in data:
            yield from _records(value)


def _fields(record: dict[str, Any]) -> Iterator[str]:
    """A record's short scalar fields under plain field names (``title``, ``participants``
    items); the entries of a map from names (``{"City Hub": ...}``) are not its fields."""
    for key, value in record.items():
        if not _FIELD_NAME.fullmatch(str(key)):
            continue
        items = value if isinstance(value, list | tuple) else (value,)
        for item in items:
            if isinstance(item, bool) or item is None or isinstance(item, dict | list):
                continue
            text = _number_text(item) if isinstance(item, int | float) else str(item)
            if "\n" not in text:
                yield text


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
        origins = tuple(_origin(s, value) for s in known if _found(value, s.text))
        composed = False
        if not origins:
            origins = _composed(value, trusted)
            composed = bool(origins)
        result.append(ArgumentOrigin(path, value, origins, composed))
    return tuple(result)


def _origin(source: _Source, value: str) -> Origin:
    """The source's origin; for a whole field of a named record, saying so."""
    if source.fields is not None:
        naming = source.fields.get(_fold(value))
        if naming is not None:
            o = source.origin
            return Origin(o.kind, o.tool, o.step, naming)
    return source.origin


def _composed(value: str, trusted: list[_Source]) -> tuple[Origin, ...]:
    """The trusted sources of every word of ``value``, if each word has one (else ())."""
    words = [w for w in re.split(r"[\s,;]+", _fold(value)) if w]
    if len(words) < 2:
        return ()
    found: dict[Origin, None] = {}
    for word in words:
        where = [s.origin for s in trusted if _found(word, s.text)]
        if not where:
            return ()
        found.update(dict.fromkeys(where))
    return tuple(found)


def _found(value: str, text: str) -> bool:
    """``value`` stands in ``text`` (folded) as itself, not inside a longer word or number.

    A plain substring test first (fast on large outputs); the boundary check only where
    it hits. Numbers are found by value.
    """
    folded = _fold(value)
    if _NUMERIC.fullmatch(folded):
        lead = folded.lstrip("-").lstrip("0")[:1]
        if lead and lead not in text:
            return False
    elif folded not in text:
        return False
    return _pattern(value).search(text) is not None


def _fold(text: str) -> str:
    return " ".join(text.split()).casefold()


_NUMERIC = re.compile(r"-?\d+(?:\.\d+)?")


def _pattern(value: str) -> re.Pattern[str]:
    """The value, case and spacing aside, not inside a longer word or number."""
    folded = _fold(value)
    if _NUMERIC.fullmatch(folded):
        return re.compile(_number_pattern(folded))
    return re.compile(rf"(?<![\w.@-]){re.escape(folded)}(?![\w@-]|\.\w)")


def _number_pattern(text: str) -> str:
    """A number by value: ``10`` matches "10", "10.00"; ``1000`` matches "1,000"."""
    sign = "-" if text.startswith("-") else ""
    whole, _, fraction = text.lstrip("-").partition(".")
    whole = whole.lstrip("0") or "0"
    fraction = fraction.rstrip("0")
    head, rest = whole[: len(whole) % 3 or 3], whole[len(whole) % 3 or 3 :]
    groups = "".join(f",?{rest[i : i + 3]}" for i in range(0, len(rest), 3))
    tail = rf"\.{fraction}0*" if fraction else r"(?:\.0+)?"
    return rf"(?<![\w.,]){sign}0*{head}{groups}{tail}(?![\w]|[.,]\d)"
