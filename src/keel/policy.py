"""The runtime-wide policy: allow, ask or deny every validated action.

``Runtime(policy=...)`` calls the policy for every tool call that passed validation and
the duplicate guard, with an `ActionRequest`: the tool (and its declared
`keel.effects.Effect`), the validated arguments, the run's state, and the provenance of
every value in the arguments (`keel.provenance`). The policy returns a `Verdict`:

- ``allow``: the action runs;
- ``ask``: a person decides (the reason is shown to them with the provenance); without
  a person at hand the run pauses as ``waiting_for_user``;
- ``deny``: the action does not run; the trace records ``policy_denied`` and the model is
  told why, as an observation it can replan from;
- ``None``: no opinion.

Rules compose with `Policies`: the strictest verdict wins (deny over ask over allow). A
tool's own ``requires_approval`` is one more rule (it asks). Under a policy a side effect
that no rule allowed is asked about: side effects need a verdict. A rule that raises is
treated as ``ask``: a broken policy fails safe.

Built-in rules: `ApproveSideEffects` (the plain gate), `ProvenanceGate` (asks only when a
side effect's argument came from a tool's output or from nowhere the user put it),
`EgressAllowList` (hosts a network tool may reach), `RateLimit` and `AmountLimit`.
`default_policy` composes the ones a cautious operator starts from.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Iterable, Iterator, Mapping
from dataclasses import dataclass
from functools import cached_property
from typing import TYPE_CHECKING, Any, Literal, Protocol
from urllib.parse import urlsplit

from keel.effects import NETWORK_EFFECTS, SIDE_EFFECTS, Effect
from keel.errors import UserError
from keel.provenance import ArgumentOrigin, leaves, trace_arguments
from keel.state import AgentState

if TYPE_CHECKING:
    from keel.tools import Tool

__all__ = [
    "ActionRequest",
    "AmountLimit",
    "ApproveSideEffects",
    "EgressAllowList",
    "Policies",
    "Policy",
    "ProvenanceGate",
    "RateLimit",
    "Verdict",
    "allow",
    "ask",
    "default_policy",
    "deny",
    "hosts_in",
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
        """What the tool declares it does."""
        return self.tool.effects

    @property
    def side_effects(self) -> bool:
        """The tool changes the world (``write``, ``external`` or ``destructive``)."""
        return self.tool.effects in SIDE_EFFECTS

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
    if not isinstance(verdict, Verdict):
        return ask(f"the policy rule returned {verdict!r}, not a Verdict", rule_name(rule))
    if not verdict.rule:
        return Verdict(verdict.decision, verdict.reason, rule_name(rule))
    return verdict


@dataclass(frozen=True, slots=True)
class ApproveSideEffects:
    """Ask a person before every action with one of ``effects`` (the plain gate)."""

    effects: Collection[str] = SIDE_EFFECTS
    name: str = "approve_side_effects"

    def __call__(self, request: ActionRequest, /) -> Verdict | None:
        """Ask for every side effect; no opinion otherwise."""
        if request.effects in self.effects:
            return ask(f"{request.tool.name} has {request.effects} effects")
        return None


@dataclass(frozen=True, slots=True)
class ProvenanceGate:
    """Allow a side effect whose every target came from the user; ask about the rest.

    The values checked are the call's strings of at most ``max_chars`` characters and its
    numbers: recipients, account numbers, amounts, ids, URLs, names, subjects. Longer
    text (an email's body) is content, not a target. ``arguments`` names exactly which
    arguments to check per tool instead (``{"send_money": ["recipient", "amount"]}``).
    A value that only a tool's output holds came from untrusted data; one found nowhere
    was composed by the model. Either way a person is asked, with the reason.
    """

    max_chars: int = 100
    arguments: Mapping[str, Collection[str]] | None = None
    effects: Collection[str] = SIDE_EFFECTS
    name: str = "provenance"

    def __call__(self, request: ActionRequest, /) -> Verdict | None:
        """Allow when every checked value is the user's; ask (saying which) otherwise."""
        if request.effects not in self.effects:
            return None
        doubtful = [p for p in self.checked(request) if not p.trusted]
        if not doubtful:
            return allow("every target of the action came from the user")
        return ask("; ".join(p.describe() for p in doubtful))

    def checked(self, request: ActionRequest) -> Iterator[ArgumentOrigin]:
        """The argument values this gate looks at."""
        named = None if self.arguments is None else self.arguments.get(request.tool.name)
        for origin in request.provenance:
            top = re.split(r"[.\[]", origin.path, maxsplit=1)[0]
            if named is not None:
                if top in named:
                    yield origin
            elif len(origin.value) <= self.max_chars and "\n" not in origin.value:
                yield origin


@dataclass(frozen=True, slots=True)
class EgressAllowList:
    """Hosts a network tool may reach; any other host is denied (or asked about).

    ``hosts`` holds host names (``api.example.com``), domains whose subdomains are all
    allowed (``*.example.com``), or both (``example.com`` allows only itself). The hosts
    a call reaches are read from its arguments (`hosts_in`), or from ``hosts_of(request)``
    when given. Applies to tools with ``network_read`` or ``external`` effects.
    """

    hosts: Collection[str]
    on_unlisted: Literal["ask", "deny"] = "deny"
    hosts_of: Callable[[ActionRequest], Iterable[str]] | None = None
    effects: Collection[str] = NETWORK_EFFECTS
    name: str = "egress"

    def __call__(self, request: ActionRequest, /) -> Verdict | None:
        """Allow listed hosts; deny or ask about the others; no opinion without a host."""
        if request.effects not in self.effects:
            return None
        found = (
            list(self.hosts_of(request))
            if self.hosts_of is not None
            else hosts_in(request.arguments)
        )
        if not found:
            return None
        outside = [h for h in dict.fromkeys(found) if not self.allows(h)]
        if not outside:
            return allow(f"{', '.join(found)} on the allow-list")
        reason = f"{request.tool.name} would reach {', '.join(outside)}, not on the allow-list"
        return Verdict(self.on_unlisted, reason)

    def allows(self, host: str) -> bool:
        """True if ``host`` is listed (exactly, or under a ``*.`` entry)."""
        host = host.lower().rstrip(".")
        for entry in self.hosts:
            entry = entry.lower().rstrip(".")
            if entry.startswith("*."):
                if host.endswith(entry[1:]):
                    return True
            elif host == entry:
                return True
        return False


_URL = re.compile(r"\b[a-z][a-z0-9+.-]*://[^\s<>\"']+", re.IGNORECASE)
_BARE = re.compile(
    r"(?<![@\w.-])((?:www\.)(?:[a-z0-9-]+\.)+[a-z]{2,}|(?:[a-z0-9-]+\.)+[a-z]{2,}(?=/))",
    re.IGNORECASE,
)
_HOST_VALUE = re.compile(r"(?:[a-z0-9-]+\.)+[a-z]{2,}\.?", re.IGNORECASE)
_HOST_ARGUMENT = re.compile(r"url|uri|host|domain|site|link|endpoint|address", re.IGNORECASE)


def hosts_in(arguments: Any) -> list[str]:
    """Host names an action would reach, read from its arguments.

    Found: URLs with a scheme (``https://a.example/x``), ``www.`` names, ``name.tld/path``,
    and a whole value that is a host name in an argument named like a URL or host
    (``url``, ``host``, ``domain``, ``site``, ``link``...). Email addresses are not hosts.
    """
    found: list[str] = []
    for path, value in leaves(arguments):
        for match in _URL.finditer(value):
            host = urlsplit(match.group()).hostname
            if host:
                found.append(host)
        without_urls = _URL.sub(" ", value)
        found += [m.group(1).lower() for m in _BARE.finditer(without_urls)]
        name = re.split(r"[.\[]", path)[-1] if path else ""
        if _HOST_VALUE.fullmatch(value.strip()) and _HOST_ARGUMENT.search(name):
            found.append(value.strip().lower().rstrip("."))
    return list(dict.fromkeys(found))


@dataclass(frozen=True, slots=True)
class RateLimit:
    """At most ``max_calls`` executions of each of ``tools`` in one run.

    The duplicate guard stops the same call repeated; this stops a tool called again
    with other arguments (a second transfer with a different amount).
    """

    tools: Collection[str]
    max_calls: int
    on_exceeded: Literal["ask", "deny"] = "deny"
    name: str = "rate_limit"

    def __post_init__(self) -> None:
        if isinstance(self.tools, str):
            object.__setattr__(self, "tools", (self.tools,))
        if self.max_calls < 0:
            raise UserError("RateLimit.max_calls must be >= 0")

    def __call__(self, request: ActionRequest, /) -> Verdict | None:
        """Deny (or ask) once the tool ran ``max_calls`` times; no opinion before."""
        if request.tool.name not in self.tools:
            return None
        done = request.calls_so_far()
        if done < self.max_calls:
            return None
        name, limit = request.tool.name, self.max_calls
        reason = f"{name} already ran {done} time(s) in this run (limit {limit})"
        return Verdict(self.on_exceeded, reason)


@dataclass(frozen=True, slots=True)
class AmountLimit:
    """An upper bound on one numeric argument of a tool (``send_money.amount <= 500``)."""

    tool: str
    argument: str
    maximum: float
    on_exceeded: Literal["ask", "deny"] = "ask"
    name: str = "amount_limit"

    def __call__(self, request: ActionRequest, /) -> Verdict | None:
        """Ask (or deny) above the maximum; no opinion otherwise."""
        if request.tool.name != self.tool:
            return None
        value = request.arguments.get(self.argument)
        if isinstance(value, bool) or not isinstance(value, int | float):
            return None
        if value <= self.maximum:
            return None
        reason = f"{self.tool}.{self.argument} = {value:g} is above the limit of {self.maximum:g}"
        return Verdict(self.on_exceeded, reason)


def default_policy(
    allow_hosts: Collection[str] = (),
    *,
    limits: Iterable[Policy] = (),
) -> Policies:
    """A cautious starting point: side effects run only with the user's own targets,
    other side effects are asked about, and network tools reach only ``allow_hosts``
    (other hosts are asked about). ``limits`` adds rules such as `RateLimit`."""
    return Policies(
        ProvenanceGate(),
        EgressAllowList(allow_hosts, on_unlisted="ask"),
        *limits,
    )
