"""The default budgets of a run, as plain numbers (no Pydantic), and the bounds of
numeric settings.

`keel.budgets.Budgets` takes its defaults from here, and so can a face that shows them
without loading the library: ``keel ask --help`` prints them. `seconds_problem` and
`count_problem` say what is wrong with a setting (NaN, infinity, a bool, too large) for
the object that refuses it.
"""

from __future__ import annotations

import numbers

__all__ = [
    "DEFAULT_MAX_COST_USD",
    "DEFAULT_MAX_STEPS",
    "DEFAULT_MAX_TOKENS",
    "DEFAULT_TIMEOUT_SECONDS",
    "MAX_SETTING_SECONDS",
    "count_problem",
    "seconds_problem",
]

DEFAULT_MAX_STEPS = 12
"""Model calls per run."""
DEFAULT_MAX_TOKENS = 20_000
"""Input + output tokens per run."""
DEFAULT_MAX_COST_USD = 1.0
"""Total model cost per run, in USD."""
DEFAULT_TIMEOUT_SECONDS = 120.0
"""Active wall time per run, in seconds."""
MAX_SETTING_SECONDS = 604_800.0
"""The longest duration a setting (a tool's timeout, a lease) may name: a week. Threads
cannot wait longer than about 292 years, and nothing a run does needs more than this."""


def seconds_problem(value: object, *, most: float = MAX_SETTING_SECONDS) -> str | None:
    """Why ``value`` is not a number of seconds over 0 and at most ``most``; None if it is.

    Written as ``0 < value <= most``, so NaN (every comparison false) and infinity fail.
    """
    if isinstance(value, bool) or not isinstance(value, numbers.Real):  # np.int64 is one
        return f"must be a number of seconds, got {value!r}"
    if not 0 < float(value) <= most:
        return f"must be > 0 and at most {most:g} seconds, got {value!r}"
    return None


def count_problem(value: object, *, least: int) -> str | None:
    """Why ``value`` is not a whole number of at least ``least``; None if it is (a float
    with no fraction, such as ``1e4``, counts)."""
    whole = isinstance(value, int) or (isinstance(value, float) and value.is_integer())
    if isinstance(value, bool) or not whole:
        return f"must be a whole number of at least {least}, got {value!r}"
    if value < least:  # type: ignore[operator]  # an int or an integral float, checked above
        return f"must be at least {least}, got {value!r}"
    return None
