"""Structured final output: ``Runtime(..., output_type=SomeModel)``.

With an output type, a final answer is accepted only if its ``output`` (or, failing
that, its ``answer`` text parsed as JSON) validates against the type; otherwise it is
rejected with the validation errors as an observation, like any bad decision. Backends
that constrain decoding are given the type's JSON schema for ``output``.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from pydantic import TypeAdapter, ValidationError

from keel.decisions import FinalDecision
from keel.errors import UserError, describe_validation

T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class OutputSpec(Generic[T]):
    """The type a run's final output must satisfy, with its adapter and JSON schema."""

    output_type: type[T]
    adapter: TypeAdapter[T]
    schema: dict[str, Any]

    @classmethod
    def of(cls, output_type: type[T]) -> OutputSpec[T]:
        """Build the spec; raises `UserError` if the type has no JSON schema."""
        try:
            adapter: TypeAdapter[T] = TypeAdapter(output_type)
            schema = inline_refs(adapter.json_schema())
        except Exception as error:
            raise UserError(f"output_type {output_type!r} cannot be validated: {error}") from None
        return cls(output_type, adapter, schema)

    @property
    def name(self) -> str:
        """The type's name, for messages."""
        return getattr(self.output_type, "__name__", repr(self.output_type))

    def check(self, decision: FinalDecision) -> tuple[Any, list[str]]:
        """The output as JSON-compatible data and the reasons it is rejected (if any)."""
        value = decision.output
        if value is None:
            try:
                value = json.loads(decision.answer)
            except ValueError:
                return None, [
                    f"The final answer needs a structured output of type {self.name}: "
                    "give it as `output`, matching the schema."
                ]
        try:
            parsed = self.adapter.validate_python(value)
        except ValidationError as error:
            details = describe_validation(error, "<output>")
            return None, [f"The output does not match {self.name}: {details}. Fix it."]
        return self._stored(parsed), []

    def _stored(self, parsed: T) -> Any:
        """``parsed`` as JSON data that `load` reads back as the same value: by alias (the
        names the schema usually gives the model), else by name (a model that validates
        by name only); computed fields left out (``round_trip``), so a model that forbids
        extra fields validates its own output. Secrets (``SecretStr``) are stored masked,
        as JSON shows them: the run's state and trace never hold them. A model whose
        validation and serialization aliases differ may read back neither way."""
        dumps = [
            self.adapter.dump_python(parsed, mode="json", by_alias=by_alias, round_trip=True)
            for by_alias in (True, False)
        ]
        loaded: list[Any] = []
        for dumped in dumps:
            try:
                value = self.adapter.validate_python(dumped)
            except ValidationError:
                continue
            if value == parsed:  # reads back as itself, not a default in a field's place
                return dumped
            loaded.append(dumped)
        # None reads back as itself (a validator that changes what it is given): one that
        # validates at least, else the dump by alias.
        return loaded[0] if loaded else dumps[0]

    def load(self, data: Any) -> T:
        """The typed value of stored output data."""
        return self.adapter.validate_python(data)


def inline_refs(schema: dict[str, Any]) -> dict[str, Any]:
    """The schema with every ``$ref`` to its ``$defs`` replaced by the definition, so it
    can be nested inside another schema (a final decision's ``output``).

    Raises:
        ValueError: the type refers to itself (a recursive model cannot be inlined).
    """
    defs = schema.get("$defs", {})

    def resolve(node: Any, seen: tuple[str, ...]) -> Any:
        if isinstance(node, list):
            return [resolve(item, seen) for item in node]
        if not isinstance(node, dict):
            return node
        ref = node.get("$ref")
        if isinstance(ref, str) and ref.startswith("#/$defs/"):
            name = ref.removeprefix("#/$defs/")
            if name in seen:
                raise ValueError(
                    f"{name} refers to itself; recursive output types are not supported"
                )
            return resolve(defs[name], (*seen, name))
        return {key: resolve(value, seen) for key, value in node.items() if key != "$defs"}

    resolved: dict[str, Any] = resolve(schema, ())
    return resolved
