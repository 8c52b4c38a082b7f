"""Loop guards: canonical fingerprints, the duplicate-action guard, and cycle detection.

Duplicate detection protects tools (the same call executed again and again); cycle
detection protects the trajectory (A B A B A B, where no single call repeats at once).
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import is_dataclass
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
    """Validated arguments as JSON values, every set in one order (numbers by value,
    strings, then anything else by its canonical JSON): a set's own order follows its
    elements' hashes, which differ between processes, and the fingerprint of the same
    action must not (approvals made in another process, the duplicate guard)."""
    dumped = args.model_dump(mode="json")
    model = type(args)
    has_sets = _HAS_SETS.get(model)
    if has_sets is None:
        has_sets = _HAS_SETS[model] = _may_hold_sets(model)
    return _sorted_sets(args, dumped) if has_sets else dumped


_HAS_SETS: dict[type[BaseModel], bool] = {}


def _may_hold_sets(model: type[BaseModel]) -> bool:
    """Whether an instance may hold a set (its JSON schema has ``uniqueItems``, or has no
    JSON schema to tell)."""
    try:
        return "uniqueItems" in json.dumps(model.model_json_schema())
    except Exception:  # arbitrary types have no schema: walk every time
        return True


def _sorted_sets(value: Any, dumped: Any) -> Any:
    """``dumped`` (the JSON form of ``value``) with the lists that were sets sorted."""
    if isinstance(value, set | frozenset) and isinstance(dumped, list):
        items = [_sorted_sets(v, d) for v, d in zip(value, dumped, strict=False)]
        return sorted(items, key=_set_order)  # the dump iterates the set in its order
    if isinstance(value, BaseModel) and isinstance(dumped, dict):
        fields = value.__dict__
        return {k: _sorted_sets(fields[k], d) if k in fields else d for k, d in dumped.items()}
    if isinstance(value, dict) and isinstance(dumped, dict) and len(value) == len(dumped):
        return {
            k: _sorted_sets(v, d) for (k, d), v in zip(dumped.items(), value.values(), strict=True)
        }
    if isinstance(value, list | tuple) and isinstance(dumped, list) and len(value) == len(dumped):
        return [_sorted_sets(v, d) for v, d in zip(value, dumped, strict=True)]
    if is_dataclass(value) and not isinstance(value, type) and isinstance(dumped, dict):
        return {k: _sorted_sets(getattr(value, k), d) if hasattr(value, k) else d
                for k, d in dumped.items()}  # fmt: skip
    return dumped


def _set_order(item: Any) -> tuple[int, Any, str]:
    """Numbers by value, then strings, then anything else by its canonical JSON."""
    if isinstance(item, bool):
        return 0, int(item), ""
    if isinstance(item, int | float):
        return 1, item, ""
    if isinstance(item, str):
        return 2, 0, item
    return 3, 0, _CANONICAL.encode(item)


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
