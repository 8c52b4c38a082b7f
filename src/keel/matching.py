"""Finding a value in text as itself: folded case and spacing, word boundaries, numbers
by value; and every string and number of a JSON value with its path (`leaves`).

Shared by `keel.provenance` (where argument values came from), `keel.naming` (records the
user named) and `keel.destinations` (where a value sends things).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

__all__ = ["FIELD_NAME", "field_names", "fold", "found", "leaves", "number_text", "pattern"]


def leaves(arguments: Any, path: str = "") -> Iterator[tuple[str, str]]:
    """Every string and number in ``arguments`` as ``(path, text)``; booleans and None skip.

    A dict key that is not a plain field name (``{"mark@evil.test": "Bob"}``) is a value
    too, at ``path{key}``.
    """
    if isinstance(arguments, dict):
        for key, value in arguments.items():
            key = str(key)
            if key.strip() and not FIELD_NAME.fullmatch(key):
                yield f"{path}{{{key}}}", key
            yield from leaves(value, f"{path}.{key}" if path else key)
    elif isinstance(arguments, list | tuple):
        for index, value in enumerate(arguments):
            yield from leaves(value, f"{path}[{index}]")
    elif isinstance(arguments, bool) or arguments is None:
        return
    elif isinstance(arguments, int | float):
        yield path, number_text(arguments)
    elif isinstance(arguments, str):
        if arguments.strip():
            yield path, arguments
    else:
        yield path, str(arguments)


FIELD_NAME = re.compile(r"[a-z_][a-z0-9_]*")


def field_names(data: Any) -> Iterator[str]:
    """The dict keys in ``data`` that `leaves` reads as field names, not values: a model may
    still copy one (``{"evt_17": {...}}``), so provenance searches them too."""
    if isinstance(data, dict):
        for key, value in data.items():
            if FIELD_NAME.fullmatch(str(key)):
                yield str(key)
            yield from field_names(value)
    elif isinstance(data, list | tuple):
        for value in data:
            yield from field_names(value)


def number_text(value: float) -> str:
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


def found(value: str, text: str) -> bool:
    """``value`` stands in ``text`` (folded) as itself, not inside a longer word or number.

    A plain substring test first (fast on large outputs); the boundary check only where
    it hits. Numbers are found by value.
    """
    folded = fold(value)
    if _NUMERIC.fullmatch(folded):
        lead = folded.lstrip("-").lstrip("0")[:1]
        if lead and lead not in text:
            return False
    elif folded not in text:
        return False
    return pattern(value).search(text) is not None


def fold(text: str) -> str:
    return " ".join(text.split()).casefold()


_NUMERIC = re.compile(r"-?\d+(?:\.\d+)?")


def pattern(value: str) -> re.Pattern[str]:
    """The value, case and spacing aside, not inside a longer word or number."""
    folded = fold(value)
    if _NUMERIC.fullmatch(folded):
        return re.compile(_numberpattern(folded))
    return re.compile(rf"(?<![\w.@-]){re.escape(folded)}(?![\w@-]|\.\w)")


def _numberpattern(text: str) -> str:
    """A number by value: ``10`` matches "10", "10.00"; ``1000`` matches "1,000"."""
    sign = "-" if text.startswith("-") else ""
    whole, _, fraction = text.lstrip("-").partition(".")
    whole = whole.lstrip("0") or "0"
    fraction = fraction.rstrip("0")
    head, rest = whole[: len(whole) % 3 or 3], whole[len(whole) % 3 or 3 :]
    groups = "".join(f",?{rest[i : i + 3]}" for i in range(0, len(rest), 3))
    tail = rf"\.{fraction}0*" if fraction else r"(?:\.0+)?"
    return rf"(?<![\w.,]){sign}0*{head}{groups}{tail}(?![\w]|[.,]\d)"
