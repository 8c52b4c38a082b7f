"""Verdicts on actions, and the protocol every runtime policy rule follows.

The mechanism behind `keel.policy`: a `Policy` is any callable that takes an
`ActionRequest` (one validated tool call with its tool, arguments, the run's state and the
provenance of each argument) and returns a `Verdict` (``allow``, ``ask`` or ``deny``, with
a reason) or None for no opinion. `Policies` composes rules, the strictest verdict winning;
`decide_with` applies one rule so that a broken one asks instead of letting an action
through. The built-in rules live in `keel.policy`, which re-exports all of this.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import cached_property
from typing import TYPE_CHECKING, Any, Literal, Protocol

from keel.effects import SIDE_EFFECTS, Effect
from keel.errors import UserError
from keel.provenance import ArgumentOrigin, trace_arguments
from keel.state import AgentState

if TYPE_CHECKING:
    from keel.tools import Tool

__all__ = [
    "ActionRequest",
    "Policies",
    "Policy",
    "Verdict",
    "allow",
    "ask",
    "decide_with",
    "deny",
    "rule_name",
    "strictest",
]

Decision = Literal["allow", "ask", "deny"]
_RANK: dict[str, int] = {"allow": 0, "ask": 1, "deny": 2}


@dataclass(frozen=True, slots=True)
class Verdict:
    """What a policy decided about one action, and why.

    ``rule`` names the rule that decided (filled in by the runtime when empty).
    """

    decision: Decision
    reason: str = ""
    rule: str = ""

    def __post_init__(self) -> None:
        if self.decision not in _RANK:
            raise UserError(f"a verdict is 'allow', 'ask' or 'deny', not {self.decision!r}")


def allow(reason: str = "", rule: str = "") -> Verdict:
    """Let the action run."""
    return Verdict("allow", reason, rule)


def ask(reason: str, rule: str = "") -> Verdict:
    """Let a person decide; ``reason`` is shown to them."""
    return Verdict("ask", reason, rule)


def deny(reason: str, rule: str = "") -> Verdict:
    """Refuse the action; ``reason`` is recorded and told to the model."""
    return Verdict("deny", reason, rule)


@dataclass(eq=False)
class ActionRequest:
    """One validated action put to the policy.

    Attributes:
        tool: the registered tool (``tool.effects``, ``tool.name``, ...).
        arguments: the validated arguments, as JSON.
        state: the run's state as it is now (read it, do not change it).
        signature: the action's fingerprint (what an approval is bound to).
        instructions: the operator's instructions the run was given.
    """

    tool: Tool
    arguments: dict[str, Any]
    state: AgentState
    signature: str
    instructions: str = ""

    @property
    def effects(self) -> Effect:
        """What the tool declares it does (``read`` for a tool that declares nothing)."""
        return self.tool.effects or "read"

    @property
    def side_effects(self) -> bool:
        """The tool changes the world (``write``, ``external`` or ``destructive``)."""
        return self.effects in SIDE_EFFECTS

    @cached_property
    def provenance(self) -> tuple[ArgumentOrigin, ...]:
        """Where every string and number in the arguments came from (computed once)."""
        return trace_arguments(self.arguments, self.state, self.instructions)

    def origin(self, path: str) -> ArgumentOrigin | None:
        """The provenance of one value, by its path (``"iban"``, ``"recipients[0]"``)."""
        return next((p for p in self.provenance if p.path == path), None)

    def calls_so_far(self, tool: str | None = None) -> int:
        """How many times ``tool`` (default: this one) has been executed in this run."""
        name = tool or self.tool.name
        return sum(1 for o in self.state.observations if o.source == "tool" and o.name == name)


class Policy(Protocol):
    """Decides about one action: a `Verdict`, or None for no opinion. Must not block."""

    def __call__(self, request: ActionRequest, /) -> Verdict | None:
        """The verdict on ``request``."""
        ...


def strictest(verdicts: Iterable[Verdict | None]) -> Verdict | None:
    """Deny over ask over allow; the reasons of the winning level are joined."""
    given = [v for v in verdicts if v is not None]
    if not given:
        return None
    top = max(_RANK[v.decision] for v in given)
    winners = [v for v in given if _RANK[v.decision] == top]
    if len(winners) == 1:
        return winners[0]
    reason = "; ".join(dict.fromkeys(v.reason for v in winners if v.reason))
    rule = " + ".join(dict.fromkeys(v.rule for v in winners if v.rule))
    return Verdict(winners[0].decision, reason, rule)


class Policies:
    """Several rules as one policy: each is asked, the strictest verdict wins."""

    def __init__(self, *rules: Policy) -> None:
        for rule in rules:
            if not callable(rule):
                raise UserError(f"a policy rule must be callable, got {rule!r}")
        self.rules: tuple[Policy, ...] = rules

    def __call__(self, request: ActionRequest, /) -> Verdict | None:
        """The strictest of the rules' verdicts (a rule that raises asks)."""
        return strictest(decide_with(rule, request) for rule in self.rules)

    def __repr__(self) -> str:
        return f"Policies({', '.join(rule_name(r) for r in self.rules)})"


def rule_name(rule: object) -> str:
    """A rule's name for traces: its ``name`` attribute, else its class or function name."""
    name = getattr(rule, "name", None)
    if isinstance(name, str) and name:
        return name
    return getattr(rule, "__name__", None) or type(rule).__name__


def decide_with(rule: Policy, request: ActionRequest) -> Verdict | None:
    """Apply one rule, failing safe: an exception or a non-verdict asks a person."""
    try:
        verdict = rule(request)
    except Exception as error:  # a broken rule must never let an action through
        return ask(f"the policy rule failed ({type(error).__name__}: {error})", rule_name(rule))
    if verdict is None:
        return None
    if not isinstance(verdict, Verdict) or verdict.decision not in _RANK:
        return ask(f"the policy rule returned {verdict!r}, not a Verdict", rule_name(rule))
    if not verdict.rule:
        return Verdict(verdict.decision, verdict.reason, rule_name(rule))
    return verdict
