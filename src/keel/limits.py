"""The default budgets of a run, as plain numbers (no Pydantic).

`keel.budgets.Budgets` takes its defaults from here, and so can a face that shows them
without loading the library: ``keel ask --help`` prints them.
"""

from __future__ import annotations

__all__ = [
    "DEFAULT_MAX_COST_USD",
    "DEFAULT_MAX_STEPS",
    "DEFAULT_MAX_TOKENS",
    "DEFAULT_TIMEOUT_SECONDS",
]

DEFAULT_MAX_STEPS = 12
"""Model calls per run."""
DEFAULT_MAX_TOKENS = 20_000
"""Input + output tokens per run."""
DEFAULT_MAX_COST_USD = 1.0
"""Total model cost per run, in USD."""
DEFAULT_TIMEOUT_SECONDS = 120.0
"""Active wall time per run, in seconds."""
