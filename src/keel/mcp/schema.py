"""An MCP tool's JSON input schema as a keel argument model.

`arguments_model` builds a Pydantic model whose validation is the schema's, exactly:

- every call's raw arguments are first checked against the server's own schema with
  ``jsonschema`` (the draft the schema names, 2020-12 by default; ``$ref`` resolved only
  inside the schema, never fetched): types, required properties, enums, patterns, bounds,
  ``anyOf`` / ``oneOf`` / ``allOf``, nested objects and arrays, everything the schema says;
- then the model's own fields take the values: each property a typed field (``str``,
  ``int``, ``int | float``, ``bool``, ``Literal[...]`` for an enum, ``list[...]``, a nested
  model for an object with properties, a union for ``anyOf`` / a list of types), required
  as the schema says, its default when it has one. A construct with no Python type
  (``not``, ``if``, a recursive ``$ref``, tuples, ...) becomes ``Any``, still held to the
  schema by the first check, so nothing unchecked gets through;
- an argument the schema does not name is refused, whatever its ``additionalProperties``
  says (keel never passes an argument through unseen); nested objects follow their schema.

The model offered to the LLM sees the server's schema itself (``model_json_schema``), with
``additionalProperties: false`` at the top. An optional argument left out is left out of
the call too (a ``null`` is sent only if the model wrote one and the schema allows it).
A schema that is not an object schema, or not valid JSON Schema, is refused (a
``ValueError`` saying why): the tool is then not offered at all.
"""

from __future__ import annotations

import copy
import keyword
import re
from collections.abc import Mapping
from typing import Any, ClassVar, Literal, Union

from pydantic import BaseModel, ConfigDict, Field, create_model, model_serializer, model_validator
from pydantic_core import PydanticCustomError

__all__ = ["MAX_DEPTH", "MCPArguments", "arguments_model"]

MAX_DEPTH = 8
"""Nesting depth beyond which a value is typed ``Any`` (the schema check still holds)."""
_ERRORS_SHOWN = 4


class MCPArguments(BaseModel):
    """Base of every argument model made from an MCP tool's input schema."""

    model_config = ConfigDict(
        extra="forbid", serialize_by_alias=True, validate_by_alias=True, protected_namespaces=()
    )

    mcp_input_schema: ClassVar[dict[str, Any] | None] = None
    """The schema as the model sees it (the server's, closed at the top)."""
    mcp_validator: ClassVar[Any] = None
    """The ``jsonschema`` validator of the server's schema (top-level models only)."""
    mcp_optional: ClassVar[tuple[tuple[str, str], ...]] = ()
    """(field, property) of each optional property without a default: left out of the call
    (and of the dump) unless the arguments gave it, so an explicit null still goes through."""

    @model_validator(mode="before")
    @classmethod
    def _check_schema(cls, data: Any) -> Any:
        validator = cls.mcp_validator
        if validator is None or not isinstance(data, Mapping):
            return data
        try:
            errors = sorted(validator.iter_errors(dict(data)), key=_relevance)
        except Exception as error:  # pragma: no cover - the schema was checked when built
            raise PydanticCustomError(
                "mcp_schema",
                "the tool's schema cannot check these arguments: {detail}",
                {"detail": str(error)[:300]},
            ) from None
        schema = cls.mcp_input_schema or {}
        known = schema.get("properties") or {}
        unknown = [key for key in data if key not in known]
        if errors or unknown:
            problems = [_describe(error) for error in errors]
            if unknown:
                takes = ", ".join(map(str, known)) or "no arguments"
                names = ", ".join(map(str, unknown))
                problems.insert(0, f"{names}: not an argument of this tool (it takes {takes})")
            detail = "; ".join(problems[:_ERRORS_SHOWN])
            if len(problems) > _ERRORS_SHOWN:
                detail += f"; and {len(problems) - _ERRORS_SHOWN} more"
            raise PydanticCustomError("mcp_schema", "{detail}", {"detail": detail})
        return data

    @model_serializer(mode="wrap")
    def _leave_out_unset(self, handler: Any) -> Any:
        data = handler(self)
        optional = type(self).mcp_optional
        if optional and isinstance(data, dict):
            given = self.model_fields_set
            for field_name, key in optional:
                if field_name not in given:
                    data.pop(key, None)
        return data

    @classmethod
    def model_json_schema(cls, *args: Any, **kwargs: Any) -> dict[str, Any]:
        """The server's input schema (closed at the top) for a top-level model."""
        if cls.mcp_input_schema is not None:
            return copy.deepcopy(cls.mcp_input_schema)
        return super().model_json_schema(*args, **kwargs)


class _OpenArguments(MCPArguments):
    """A nested object whose schema admits properties it does not name."""

    model_config = ConfigDict(extra="allow")


def arguments_model(tool_name: str, schema: Any) -> type[MCPArguments]:
    """The argument model of the tool ``tool_name`` (see the module docstring).

    Raises:
        ValueError: the schema is not a valid JSON Schema of an object (the message says
            why; the tool cannot be offered).
    """
    from jsonschema import SchemaError  # type: ignore[import-untyped]
    from jsonschema.validators import (  # type: ignore[import-untyped]
        Draft202012Validator,
        validator_for,
    )
    from referencing import Registry

    if not isinstance(schema, Mapping):
        raise ValueError("its input schema is not a JSON object")
    schema = copy.deepcopy(dict(schema))
    kind = schema.get("type", "object")
    if kind != "object" and not (isinstance(kind, list) and "object" in kind):
        raise ValueError(f"its input schema describes {kind!r}, not an object of arguments")
    try:
        validator_class = validator_for(schema, default=Draft202012Validator)
        validator_class.check_schema(schema)
        validator = validator_class(schema, registry=Registry())
    except SchemaError as error:
        raise ValueError(f"its input schema is not valid JSON Schema: {error.message}") from None
    except Exception as error:  # an unknown $schema, a broken reference
        raise ValueError(f"its input schema cannot be used: {error}") from None
    foreign = [ref for ref in _references(schema) if _pointer_target(schema, ref) is None]
    if foreign:
        raise ValueError(
            f"its input schema refers to {', '.join(sorted(set(foreign))[:3])}, which is not "
            "inside it (keel fetches nothing)"
        )
    builder = _Builder(schema, _model_name(tool_name))
    try:
        model = builder.model(_model_name(tool_name), schema, (), 0, top=True)
    except RecursionError:  # pragma: no cover - depth is bounded
        raise ValueError("its input schema nests too deeply") from None
    shown = copy.deepcopy(schema)
    shown["type"] = "object"
    shown["additionalProperties"] = False
    shown.setdefault("properties", {})
    model.mcp_input_schema = shown
    model.mcp_validator = validator
    return model


class _Builder:
    """Turns (sub)schemas into annotations and nested models."""

    def __init__(self, root: dict[str, Any], prefix: str) -> None:
        self.root = root
        self.prefix = prefix
        self.models = 0

    def model(
        self, name: str, node: Mapping[str, Any], refs: tuple[str, ...], depth: int, *, top: bool
    ) -> type[MCPArguments]:
        properties = node.get("properties")
        properties = properties if isinstance(properties, Mapping) else {}
        required = node.get("required")
        required = set(required) if isinstance(required, list) else set()
        fields: dict[str, Any] = {}
        optional: list[tuple[str, str]] = []
        taken: set[str] = set()
        for index, (key, sub) in enumerate(properties.items()):
            annotation, nullable = self.annotation(sub, refs, depth + 1, f"{name}_{key}")
            field_name = _field_name(str(key), index, taken)
            taken.add(field_name)
            options: dict[str, Any] = {}
            if field_name != key:
                options["alias"] = key
            if isinstance(sub, Mapping) and isinstance(sub.get("description"), str):
                options["description"] = sub["description"]
            if key in required:
                default: Any = ...
            elif isinstance(sub, Mapping) and "default" in sub:
                default = copy.deepcopy(sub["default"])
                if default is None:
                    annotation = Union[annotation, None]  # noqa: UP007
                    if not nullable:  # a default of null the schema does not admit: send none
                        optional.append((field_name, str(key)))
            else:
                default = None
                annotation = Union[annotation, None]  # noqa: UP007
                optional.append((field_name, str(key)))
            fields[field_name] = (annotation, Field(default, **options))
        closed = top or node.get("additionalProperties") is False
        self.models += 1
        base: type[MCPArguments] = MCPArguments if closed else _OpenArguments
        model: type[MCPArguments] = create_model(name, __base__=base, __module__=__name__, **fields)
        model.mcp_optional = tuple(optional)
        return model

    def annotation(
        self, node: Any, refs: tuple[str, ...], depth: int, name: str
    ) -> tuple[Any, bool]:
        """The Python type of a subschema, and whether it admits null."""
        if node is True or node == {}:
            return Any, True
        if not isinstance(node, Mapping) or depth > MAX_DEPTH:
            return Any, True
        resolved = self.resolve(node, refs)
        if resolved is None:  # a recursive or unresolvable reference
            return Any, True
        node, refs = resolved
        if "const" in node:
            return _literal([node["const"]])
        if isinstance(node.get("enum"), list) and node["enum"]:
            return _literal(node["enum"])
        for combinator in ("anyOf", "oneOf"):
            branches = node.get(combinator)
            if isinstance(branches, list) and branches and not _constrains_more(node, combinator):
                return self.union(branches, refs, depth, name)
        if _untyped(node):
            return Any, True
        kinds = node.get("type")
        if kinds is None:
            kinds = ["object"] if "properties" in node else ["array"] if "items" in node else []
        kinds = [kinds] if isinstance(kinds, str) else kinds
        if not isinstance(kinds, list) or not kinds:
            return Any, True
        nullable = "null" in kinds or node.get("nullable") is True
        types = [self.simple(kind, node, refs, depth, name) for kind in kinds if kind != "null"]
        if not types:
            return type(None), True
        annotation = types[0] if len(types) == 1 else Union[tuple(types)]  # noqa: UP007
        if nullable:
            annotation = Union[annotation, None]  # noqa: UP007
        return annotation, nullable

    def union(
        self, branches: list[Any], refs: tuple[str, ...], depth: int, name: str
    ) -> tuple[Any, bool]:
        types: list[Any] = []
        nullable = False
        for index, branch in enumerate(branches):
            annotation, admits_null = self.annotation(branch, refs, depth, f"{name}_{index}")
            nullable = nullable or admits_null
            if annotation is Any:
                return Any, True
            if annotation is not type(None):
                types.append(annotation)
        if not types:
            return type(None), True
        annotation = types[0] if len(types) == 1 else Union[tuple(types)]  # noqa: UP007
        return (Union[annotation, None] if nullable else annotation), nullable  # noqa: UP007

    def simple(
        self, kind: Any, node: Mapping[str, Any], refs: tuple[str, ...], depth: int, name: str
    ) -> Any:
        if kind == "string":
            return str
        if kind == "integer":
            return int
        if kind == "number":
            return Union[int, float]  # noqa: UP007  # keeps 3 an integer in the call
        if kind == "boolean":
            return bool
        if kind == "array":
            items = node.get("items")
            if isinstance(items, Mapping) and "prefixItems" not in node:
                item, _ = self.annotation(items, refs, depth + 1, f"{name}_item")
                return list[item]  # type: ignore[valid-type]
            return list[Any]
        if kind == "object":
            properties = node.get("properties")
            if isinstance(properties, Mapping) and properties:
                return self.model(_model_name(name), node, refs, depth, top=False)
            additional = node.get("additionalProperties")
            if isinstance(additional, Mapping) and additional:
                value, _ = self.annotation(additional, refs, depth + 1, f"{name}_value")
                return dict[str, value]  # type: ignore[valid-type]
            return dict[str, Any]
        return Any

    def resolve(
        self, node: Mapping[str, Any], refs: tuple[str, ...]
    ) -> tuple[Mapping[str, Any], tuple[str, ...]] | None:
        """Follow a local ``$ref`` (siblings kept); None for a cycle or a foreign one."""
        seen = refs
        while isinstance(node.get("$ref"), str):
            ref = node["$ref"]
            if ref in seen or not ref.startswith("#"):
                return None
            target = _pointer(self.root, ref[1:])
            if not isinstance(target, Mapping):
                return None
            siblings = {key: value for key, value in node.items() if key != "$ref"}
            node = {**target, **siblings}
            seen = (*seen, ref)
        return node, seen


def _references(node: Any) -> list[str]:
    """Every ``$ref`` in a schema."""
    found: list[str] = []
    stack = [node]
    while stack:
        item = stack.pop()
        if isinstance(item, Mapping):
            ref = item.get("$ref")
            if isinstance(ref, str):
                found.append(ref)
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return found


def _pointer_target(root: Any, ref: str) -> Any:
    """What a local reference points at (None: not local, or nothing there)."""
    if not ref.startswith("#"):
        return None
    return _pointer(root, ref[1:])


def _pointer(root: Any, pointer: str) -> Any:
    node = root
    for part in pointer.split("/")[1:] if pointer else []:
        part = part.replace("~1", "/").replace("~0", "~")
        if isinstance(node, Mapping) and part in node:
            node = node[part]
        elif isinstance(node, list) and part.isdigit() and int(part) < len(node):
            node = node[int(part)]
        else:
            return None
    return node


_LITERAL_TYPES = (str, int, bool, type(None))
_UNTYPED = ("not", "if", "allOf", "prefixItems", "patternProperties", "dependentSchemas")


def _literal(values: list[Any]) -> tuple[Any, bool]:
    if all(type(value) in _LITERAL_TYPES for value in values):
        unique = tuple(dict.fromkeys(values))
        return Literal[unique], None in unique
    return Any, True


def _constrains_more(node: Mapping[str, Any], combinator: str) -> bool:
    """True when the node says more than its ``anyOf``/``oneOf`` (then typed ``Any``)."""
    plain = {combinator, "description", "title", "default", "examples", "$comment"}
    return any(key not in plain for key in node)


def _untyped(node: Mapping[str, Any]) -> bool:
    return any(key in node for key in _UNTYPED) or any(key in node for key in ("anyOf", "oneOf"))


_RESERVED = frozenset(dir(BaseModel)) | {"mcp_input_schema", "mcp_validator", "mcp_optional"}


def _field_name(key: str, index: int, taken: set[str]) -> str:
    """``key`` if it can be a field's name, else ``arg_N`` (the key is then its alias)."""
    plain = (
        key.isidentifier()
        and not keyword.iskeyword(key)
        and not key.startswith("_")
        and not key.startswith("model_")
        and key not in _RESERVED
        and key not in taken
    )
    if plain:
        return key
    name = f"arg_{index}"
    while name in taken:
        name += "_"
    return name


def _model_name(text: str) -> str:
    cleaned = re.sub(r"[^0-9A-Za-z_]", "_", text) or "Arguments"
    return cleaned if not cleaned[0].isdigit() else f"_{cleaned}"


def _relevance(error: Any) -> tuple[int, int]:
    return (len(list(error.absolute_path)), 0 if error.validator == "required" else 1)


def _describe(error: Any) -> str:
    path = ".".join(str(part) for part in error.absolute_path)
    message = str(error.message)
    if len(message) > 300:
        message = message[:300] + "…"
    return f"{path}: {message}" if path else message
