"""Loop guards: canonical fingerprints, the duplicate-action guard, and cycle detection.

Duplicate detection protects tools (the same call executed again and again); cycle
detection protects the trajectory (A B A B A B, where no single call repeats at once).
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

from pydantic import BaseModel

from keel.state import AgentState

_CANONICAL = json.JSONEncoder(sort_keys=True, separators=(",", ":"), default=str)


def fingerprint(value: Any) -> str:
    """Stable hex digest of a value; key order does not matter. Never raises."""
    try:
        encoded = _CANONICAL.encode(value)
    except (TypeError, ValueError):  # mixed-type keys, cycles: fall back to a stable form
        encoded = _CANONICAL.encode(_stable(value))
    return hashlib.blake2b(encoded.encode(), digest_size=16).hexdigest()


def _stable(value: Any, depth: int = 0) -> Any:
    """A JSON-encodable stand-in: dict keys as strings, containers walked, cycles cut."""
    if depth > 50:
        return repr(value)
    if isinstance(value, dict):
        return {str(k): _stable(v, depth + 1) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_stable(v, depth + 1) for v in value]
    return value if isinstance(value, str | int | float | bool | None) else str(value)


def same_json(a: Any, b: Any) -> bool:
    """True when ``a`` and ``b`` encode to the same canonical JSON (1 and 1.0 differ)."""
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return a.keys() == b.keys() and all(same_json(v, b[k]) for k, v in a.items())
    if isinstance(a, list):
        return len(a) == len(b) and all(map(same_json, a, b))
    return bool(a == b)


def json_arguments(args: BaseModel) -> dict[str, Any]:
    """Validated arguments as JSON values, every set in one order (numbers by value, NaN
    last, then strings, then anything else by its canonical JSON): a set's own order
    follows its elements' hashes, which differ between processes, and the fingerprint of
    the same action must not (approvals made in another process, the duplicate guard).

    The values are the JSON dump's own (its serializers applied, secrets masked); where
    the sets are comes from the Python dump, walked beside it. A model whose
    serialization schema shows neither a set, nor an untyped value, nor a serializer
    function skips that walk.
    """
    dumped = args.model_dump(mode="json")
    model = type(args)
    may = _MAY_HOLD_SETS.get(model)
    if may is None:
        may = _MAY_HOLD_SETS[model] = _may_hold_sets(model)
    if not may:
        return dumped
    ordered: dict[str, Any] = sorted_sets(_python_dump(args), dumped)
    return ordered


def same_apart_from_set_order(args: BaseModel, stored: dict[str, Any]) -> bool:
    """Whether ``stored`` (arguments as JSON data) are `json_arguments` of ``args`` but for
    the order inside sets: an action stored before sets were put in one order."""
    return bool(sorted_sets(_python_dump(args), stored) == json_arguments(args))


def _python_dump(args: BaseModel) -> Any:
    """The Python dump, which keeps sets as sets; a set of models cannot be one (their
    dicts are not hashable): then the model itself, walked by its field names."""
    try:
        return args.model_dump()
    except TypeError:
        return _fields(args)


def _fields(value: Any) -> Any:
    if isinstance(value, BaseModel):
        return {name: _fields(item) for name, item in value.__dict__.items()}
    if isinstance(value, dict):
        return {key: _fields(item) for key, item in value.items()}
    if isinstance(value, list | tuple):
        return [_fields(item) for item in value]
    return value


_MAY_HOLD_SETS: dict[type[BaseModel], bool] = {}
_TYPED = frozenset({"type", "$ref", "anyOf", "allOf", "oneOf", "enum", "const", "not"})


def _may_hold_sets(model: type[BaseModel]) -> bool:
    """Whether an instance's dump may hold a set: its serialization schema has an array
    of unique items or a value of no declared type (``Any``), it has a serializer function,
    or there is no schema to tell."""
    try:
        schema = model.model_json_schema(mode="serialization")
        core = repr(model.__pydantic_core_schema__)
    except Exception:  # arbitrary types have no schema: walk every time
        return True
    # A serializer function may return a set whatever its field's type says.
    return _open_or_unique(schema) or "'function-plain'" in core or "'function-wrap'" in core


def _open_or_unique(node: Any) -> bool:
    if isinstance(node, list):
        return any(_open_or_unique(item) for item in node)
    if not isinstance(node, dict):
        return False
    if node.get("uniqueItems") or node.get("additionalProperties") is True:
        return True
    for key in ("properties", "$defs", "patternProperties"):
        if any(not _TYPED & set(sub) or _open_or_unique(sub) for sub in node.get(key, {}).values()):
            return True
    nested = ("items", "prefixItems", "additionalProperties", "anyOf", "allOf", "oneOf")
    return any(_open_or_unique(node[key]) for key in nested if key in node)


def sorted_sets(python: Any, dumped: Any) -> Any:
    """``dumped`` (JSON data) with every list that is a set in ``python`` (a Python dump
    of the same value, walked beside it; dict entries paired in order) sorted by
    `_set_order` of its own elements. Elements that are themselves sets keep their order
    inside (their Python partners cannot be told apart)."""
    if isinstance(python, set | frozenset):
        return sorted(dumped, key=_set_order) if isinstance(dumped, list) else dumped
    if isinstance(python, dict) and isinstance(dumped, dict) and len(python) == len(dumped):
        pairs = zip(python.values(), dumped.items(), strict=True)
        return {key: sorted_sets(value, item) for value, (key, item) in pairs}
    if isinstance(python, list | tuple) and isinstance(dumped, list) and len(python) == len(dumped):
        return [sorted_sets(value, item) for value, item in zip(python, dumped, strict=True)]
    return dumped


def _set_order(item: Any) -> tuple[int, Any, str]:
    """Numbers by value (NaN last), then strings, then anything else by its canonical JSON."""
    if isinstance(item, bool):
        return 0, int(item), ""
    if isinstance(item, int | float):
        return (1, item, "") if item == item else (2, 0, "")  # NaN equals nothing
    if isinstance(item, str):
        return 3, 0, item
    return 4, 0, _CANONICAL.encode(item)


def action_fingerprint(tool: str, arguments: dict[str, Any]) -> str:
    """Fingerprint of one action: the tool's name and its *validated* arguments."""
    return fingerprint({"tool": tool, "arguments": arguments})


def count_action(state: AgentState, signature: str, allowed: int) -> int | None:
    """Count one more execution of an action; return the count if it must be blocked."""
    count = state.action_counts.get(signature, 0) + 1
    state.touch_action(signature, count)
    return count if count > allowed else None


def find_cycle(history: list[str], max_period: int = 3, repetitions: int = 3) -> int | None:
    """Return the period of a cycle that ends the history, or None.

    A cycle of period p is the last p entries repeated ``repetitions`` times in a row:
    A A A (p=1), A B A B A B (p=2), A B C A B C A B C (p=3). Cost is O(max_period *
    repetitions), independent of the history's length.
    """
    size = len(history)
    for period in range(1, min(max_period, size // repetitions) + 1):
        if history[-1] != history[-1 - period]:
            continue  # cheap rejection: the common case costs one comparison per period
        start = size - period * repetitions
        if all(history[i] == history[i + period] for i in range(start, size - period)):
            return period
    return None
