"""The ids of a run's spans: its trace id and its segments' parent, derived from the run id."""

from __future__ import annotations

import hashlib
import random
from collections.abc import Callable

from opentelemetry.trace import TraceFlags

_HEX = frozenset("0123456789abcdef")
SAMPLED = TraceFlags(TraceFlags.SAMPLED)
"""The flags of every span the sink makes: all are sampled."""


def trace_id_for(run_id: str) -> int:
    """The trace id of every span of run ``run_id``.

    A run id of 32 hex digits (keel's own, a UUID's hex) is the trace id itself, so a
    backend finds the trace by the run id; any other id is hashed (SHA-256, first 16 bytes).
    """
    lowered = run_id.lower()
    if len(lowered) == 32 and _HEX.issuperset(lowered) and int(lowered, 16):
        return int(lowered, 16)
    return int.from_bytes(hashlib.sha256(run_id.encode()).digest()[:16], "big") or 1


def run_span_id_for(run_id: str) -> int:
    """The span id every segment of run ``run_id`` names as its (remote) parent."""
    digest = hashlib.sha256(b"keel.run:" + run_id.encode()).digest()
    return int.from_bytes(digest[:8], "big") or 1


def new_span_id(bits: Callable[[int], int] = random.getrandbits) -> int:
    """A random span id (never 0, the invalid one)."""
    return bits(64) or 1
