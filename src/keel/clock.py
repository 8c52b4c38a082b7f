"""Where a run reads the time: wall-clock timestamps and a monotonic counter.

The local runtime uses the system clock (`SYSTEM_CLOCK`). An outside driver that must
replay a run deterministically (a Temporal workflow) passes its own `Clock`, so every
timestamp in the trace and every time-budget check comes from the driver's time.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from functools import partial


@dataclass(frozen=True, slots=True, kw_only=True)
class Clock:
    """The two clocks a run reads."""

    now: Callable[[], datetime]
    """The current time, timezone-aware UTC (trace timestamps)."""
    monotonic: Callable[[], float]
    """Seconds from an arbitrary origin that never go backwards (the time budget)."""


SYSTEM_CLOCK = Clock(now=partial(datetime.now, UTC), monotonic=time.monotonic)
"""The process's own clocks: what every run uses unless its driver says otherwise."""
