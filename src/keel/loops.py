"""Loop guards: canonical fingerprints, the duplicate-action guard, and cycle detection.

Duplicate detection protects tools (the same call executed again and again); cycle
detection protects the trajectory (A B A B A B, where no single call repeats at once).
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

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
