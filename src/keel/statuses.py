"""The statuses of a run, as plain values (no Pydantic), re-exported by `keel.state`.

A face can name them without loading the library: ``keel runs --help`` lists them.
"""

from __future__ import annotations

from typing import Literal, get_args

__all__ = ["RUN_STATUSES", "TERMINAL_STATUSES", "RunStatus"]

RunStatus = Literal["running", "completed", "stopped", "failed", "cancelled", "waiting_for_user"]
"""Lifecycle of a run. Only the runtime changes it."""

RUN_STATUSES: tuple[str, ...] = get_args(RunStatus)
"""Every run status, in the order above."""

TERMINAL_STATUSES: frozenset[str] = frozenset({"completed", "stopped", "failed", "cancelled"})
"""Statuses a run never leaves."""
