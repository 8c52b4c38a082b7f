"""Per-step schema narrowing: what a model may propose *now*, as one strict JSON schema.

A validator catches a wrong tool name, an unseen document id or an unread citation
after the model has produced it, and the step is spent. A backend that can constrain
decoding (a llama.cpp grammar, OpenAI strict structured outputs) can make those
mistakes impossible instead, if it is given a schema that only admits what is valid at
this point of the run: tool names limited to the registered tools, each argument with
declared `Tool.choices` limited to its current values (``read_document.doc_id``: ids
seen in search results), and ``citations`` limited to what a validator says may be
cited (documents read). The runtime still validates everything: narrowing removes
mistakes, it does not replace checks.

The schema is the *strict* dialect both backends accept: every object closes
(``additionalProperties: false``) and lists all its properties as required, an optional
argument becoming nullable; `clean_arguments` drops those nulls again so the tool sees
its defaults.
"""

from __future__ import annotations

import copy
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, TypeGuard, runtime_checkable

from keel.state import AgentState
from keel.tools import ToolRegistry

_DROP = frozenset({"default", "title", "examples"})


@runtime_checkable
class Citable(Protocol):
    """A final-answer validator that can say which sources may be cited now."""

    def citable(self, state: AgentState) -> Iterable[str]:
        """Ids a final answer may cite at this point of the run."""


def _citable(validator: object) -> TypeGuard[Citable]:
    """``isinstance(validator, Citable)``, without the protocol check's cost (about 10 us on
    Python 3.11, paid by every run)."""
    return callable(getattr(validator, "citable", None))


@dataclass(frozen=True, slots=True)
class Choices:
    """What may be proposed at one step.

    Attributes:
        tools: the tools offered now, by name, each with its strict, narrowed argument
            schema. A tool with an argument whose allowed values are empty is left out.
        citations: ids a final answer may cite, or None when nothing limits them.
        output: the strict JSON schema a final answer's ``output`` must match, when
            the runtime has an ``output_type``.
    """

    tools: Mapping[str, dict[str, Any]]
    citations: tuple[str, ...] | None
    output: dict[str, Any] | None = None


@dataclass(frozen=True, slots=True)
class Allowed:
    """What may be proposed at one step, as values rather than schemas (compact: what an
    outside driver sends along with a request, e.g. to a Temporal activity).

    Attributes:
        tools: the tools offered now, in registry order: each name maps to its arguments'
            allowed values (only arguments with declared `Tool.choices`).
        citations: ids a final answer may cite, or None when nothing limits them.
    """

    tools: Mapping[str, Mapping[str, Sequence[str]]]
    citations: tuple[str, ...] | None


class Narrows(Protocol):
    """What a `ModelRequest` asks for the step's choices (a `Narrowing`, or a
    `GivenNarrowing` rebuilt from `Allowed` values)."""

    def allowed(self) -> Allowed:
        """The step's allowed values."""

    def choices(self) -> Choices:
        """The step's `Choices` (strict schemas)."""


class Narrowing:
    """Works out the `Choices` of a run's next step from its state.

    Built once per run. It keeps each tool's name, schema and `Tool.choices` function,
    never its handler, so a decision maker holding a request cannot run a tool.
    """

    __slots__ = ("_citers", "_output", "_schemas", "_state", "_tools")

    def __init__(
        self,
        state: AgentState,
        tools: ToolRegistry,
        validators: Iterable[object] = (),
        output_schema: Mapping[str, Any] | None = None,
    ) -> None:
        self._state = state
        self._tools = tuple((item.name, item.choices) for item in tools.values())
        self._schemas = {item.name: item.schema for item in tools.values()}
        self._citers = tuple(v for v in validators if _citable(v))
        self._output = None if output_schema is None else strict_schema(output_schema)

    def allowed(self) -> Allowed:
        """The `Allowed` values for the next step, from the run's state as it is now."""
        state = self._state
        offered: dict[str, dict[str, list[str]]] = {}
        for name, choose in self._tools:
            allowed = {} if choose is None else choose(state)
            values = {arg: sorted(dict.fromkeys(vals)) for arg, vals in allowed.items()}
            if any(not vals for vals in values.values()):
                continue  # e.g. nothing to read before anything was found
            offered[name] = values
        citations: tuple[str, ...] | None = None
        for validator in self._citers:
            ids = set(validator.citable(state))
            citations = tuple(sorted(ids if citations is None else ids & set(citations)))
        return Allowed(tools=offered, citations=citations)

    def choices(self) -> Choices:
        """The `Choices` for the next step, from the run's state as it is now."""
        return _choices(self.allowed(), self._schemas, self._output)


class GivenNarrowing:
    """A step's narrowing rebuilt from its `Allowed` values and the tool specs, where the
    run's state is not at hand (a model called in a Temporal activity). Its `choices` are
    the ones `Narrowing.choices` gave for the same step."""

    __slots__ = ("_allowed", "_output", "_schemas")

    def __init__(
        self,
        allowed: Allowed,
        specs: Sequence[Mapping[str, Any]],
        output_schema: Mapping[str, Any] | None = None,
    ) -> None:
        self._allowed = allowed
        self._schemas = {spec["name"]: spec["parameters"] for spec in specs}
        self._output = None if output_schema is None else strict_schema(output_schema)

    def allowed(self) -> Allowed:
        """The `Allowed` values it was given."""
        return self._allowed

    def choices(self) -> Choices:
        """The `Choices` those values admit."""
        return _choices(self._allowed, self._schemas, self._output)


def _choices(
    allowed: Allowed, schemas: Mapping[str, Mapping[str, Any]], output: dict[str, Any] | None
) -> Choices:
    tools = {
        name: strict_schema(schemas[name], enums=values) for name, values in allowed.tools.items()
    }
    return Choices(tools=tools, citations=allowed.citations, output=output)


def unconstrained(
    specs: Sequence[Mapping[str, Any]], output_schema: Mapping[str, Any] | None = None
) -> Choices:
    """`Choices` that admit every tool in ``specs`` with any argument values."""
    return Choices(
        tools={spec["name"]: strict_schema(spec["parameters"]) for spec in specs},
        citations=None,
        output=None if output_schema is None else strict_schema(output_schema),
    )


def decision_schema(choices: Choices, *, max_text_chars: int | None = None) -> dict[str, Any]:
    """The strict JSON schema of ``{"decision": ...}`` that admits only ``choices``.

    Args:
        choices: what may be proposed now.
        max_text_chars: a length cap on free text (answer, question, rationale), which
            keeps a small model under a grammar from rambling until its token cap.
    """
    text: dict[str, Any] = {"type": "string"}
    if max_text_chars is not None:
        text = {"type": "string", "maxLength": max_text_chars}
    branches = [
        _closed(
            kind="tool",
            call=_closed(name={"type": "string", "enum": [name]}, arguments=arguments),
            rationale=text,
        )
        for name, arguments in choices.tools.items()
    ]
    branches.append(_closed(kind="clarify", question=text))
    cited: dict[str, Any] = {"type": "string"}
    if choices.citations is not None:
        cited = {"type": "string", "enum": list(choices.citations)}
    citations: dict[str, Any] = {"type": "array", "items": cited}
    if choices.citations == ():
        citations = {"type": "array", "items": {"type": "string"}, "maxItems": 0}
    if choices.output is not None:
        branches.append(
            _closed(kind="final", answer=text, citations=citations, output=choices.output)
        )
    else:
        branches.append(_closed(kind="final", answer=text, citations=citations))
    return _closed(decision={"anyOf": branches})


def strict_schema(
    schema: Mapping[str, Any], *, enums: Mapping[str, Sequence[str]] | None = None
) -> dict[str, Any]:
    """A copy of an object schema in the strict dialect, with some properties enumerated.

    Every object gets ``additionalProperties: false`` and all its properties required;
    a property that was optional becomes nullable. ``enums`` replaces the named
    top-level properties by string enums.
    """
    result: dict[str, Any] = _strict(copy.deepcopy(dict(schema)))
    for name, values in (enums or {}).items():
        if name in result.get("properties", {}):
            result["properties"][name] = {"type": "string", "enum": list(values)}
    return result


def clean_arguments(arguments: Mapping[str, Any], schema: Mapping[str, Any]) -> dict[str, Any]:
    """Drop the nulls a strict schema made a model write for optional arguments."""
    required = set(schema.get("required", ()))
    return {k: v for k, v in arguments.items() if v is not None or k in required}


def _closed(**properties: Any) -> dict[str, Any]:
    props = {
        name: {"type": "string", "enum": [value]} if isinstance(value, str) else value
        for name, value in properties.items()
    }
    return {
        "type": "object",
        "properties": props,
        "required": list(props),
        "additionalProperties": False,
    }


def _strict(node: Any) -> Any:
    if isinstance(node, list):
        return [_strict(item) for item in node]
    if not isinstance(node, dict):
        return node
    out = {key: _strict(value) for key, value in node.items() if key not in _DROP}
    properties = out.get("properties")
    if isinstance(properties, dict):
        required = set(node.get("required", ()))
        out["properties"] = {
            name: prop if name in required else _nullable(prop) for name, prop in properties.items()
        }
        out["required"] = list(properties)
        out["additionalProperties"] = False
    return out


def _nullable(prop: dict[str, Any]) -> dict[str, Any]:
    options = prop.get("anyOf")
    if isinstance(options, list) and {"type": "null"} in options:
        return prop
    if prop.get("type") == "null":
        return prop
    return {"anyOf": [prop, {"type": "null"}]}
