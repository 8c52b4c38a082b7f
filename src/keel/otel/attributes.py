"""Event data as span attributes: flattening, and leaving content out unless it is captured."""

from __future__ import annotations

import json
import os
from collections.abc import Mapping
from typing import Any, Final

from opentelemetry.util.types import AttributeValue

from keel import trace as ev

_SCALAR = (str, bool, int, float)
_INT64 = 2**63

CAPTURE_CONTENT_ENV: Final = "OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT"
"""The variable that turns content capture on (``true``) when ``capture_content`` is None."""
CONTENT_KEYS: Final = frozenset(
    {"answer", "arguments", "errors", "message", "provenance", "question", "rationale", "reason"}
)
"""Keys of event data (at any depth) that hold content: left out unless content is captured."""
CODES: Final = {ev.TOOL_REJECTED: frozenset({"reason", "errors"})}
"""Per event, content keys that are codes or counts there (``tool_rejected``'s reason is
``unknown_tool``/``invalid_arguments``, its errors a count): kept."""


def flatten(data: Mapping[str, Any], prefix: str = "") -> dict[str, AttributeValue]:
    """``data`` as OpenTelemetry attributes: scalars as they are (None left out), lists of
    one scalar type as tuples, mappings as dotted keys, anything else as JSON text."""
    out: dict[str, AttributeValue] = {}
    for key, value in data.items():
        name = f"{prefix}{key}"
        if isinstance(value, _SCALAR):
            out[name] = (
                value if not isinstance(value, int) or -_INT64 <= value < _INT64 else str(value)
            )
        elif isinstance(value, Mapping):
            out.update(flatten(value, f"{name}."))
        elif isinstance(value, list | tuple) and _uniform(value):
            out[name] = tuple(value)
        elif value is not None:
            out[name] = json.dumps(value, ensure_ascii=False, default=str, sort_keys=True)
    return out


def _uniform(values: list[Any] | tuple[Any, ...]) -> bool:
    """Whether ``values`` is a legal attribute sequence (one of str, bool, int, float)."""
    if not values:
        return True
    first = type(values[0])
    return first in (str, bool, int, float) and all(type(v) is first for v in values)


def without_content(data: Mapping[str, Any], keep: frozenset[str] = frozenset()) -> dict[str, Any]:
    """``data`` without its `CONTENT_KEYS` (at any depth), except those in ``keep``."""
    return {
        key: without_content(value) if isinstance(value, Mapping) else value
        for key, value in data.items()
        if key not in CONTENT_KEYS or key in keep
    }


def capture_from_env() -> bool:
    """Whether `CAPTURE_CONTENT_ENV` asks for content (``true``, any case)."""
    return os.environ.get(CAPTURE_CONTENT_ENV, "").strip().lower() == "true"
