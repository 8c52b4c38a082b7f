"""What a tool does to the world, as the tool declares it.

A tool's ``effects`` tell the policy what is at stake before it runs: ``none`` (pure
computation), ``read`` (reads local data), ``network_read`` (fetches from the network:
what it asks for leaves the machine), ``write`` (changes local state), ``external``
(acts on the world beyond the machine: sends, pays, posts) or ``destructive`` (deletes
or overwrites what cannot be brought back). The last three are side effects: recorded in
the execution ledger, never retried after a timeout, and under a policy they need a
verdict before they run.
"""

from __future__ import annotations

from typing import Literal, get_args

Effect = Literal["none", "read", "network_read", "write", "external", "destructive"]
"""What a tool does, from harmless to irreversible."""

EFFECTS: tuple[str, ...] = get_args(Effect)
"""Every effect, in the order above."""

SIDE_EFFECTS: frozenset[str] = frozenset({"write", "external", "destructive"})
"""Effects that change the world."""

NETWORK_EFFECTS: frozenset[str] = frozenset({"network_read", "external"})
"""Effects that reach beyond the machine (what egress rules look at)."""
