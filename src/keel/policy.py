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

The verdicts, `ActionRequest`, `Policy` and `Policies` live in `keel.verdicts` and are
re-exported here. Rules compose with `Policies`: the strictest verdict wins (deny over
ask over allow). A tool's own ``requires_approval`` is one more rule (it asks). Under a
policy a side effect that no rule allowed is asked about: side effects need a verdict. A
rule that raises is treated as ``ask``: a broken policy fails safe.

Built-in rules: `ApproveSideEffects` (the plain gate), `ProvenanceGate` (asks only when a
side effect's argument came from a tool's output or from nowhere the user put it),
`EgressAllowList` (hosts a network tool may reach), `RateLimit` and `AmountLimit`.
`default_policy` composes the ones a cautious operator starts from.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from decimal import Decimal, InvalidOperation
from typing import Any, Literal

from keel.destinations import UNREADABLE, destinations_in, hosts_in
from keel.effects import NETWORK_EFFECTS, SIDE_EFFECTS
from keel.errors import UserError
from keel.provenance import ArgumentOrigin, trace_values
from keel.verdicts import (
    ActionRequest,
    Policies,
    Policy,
    Verdict,
    allow,
    ask,
    decide_with,
    deny,
    rule_name,
    strictest,
)

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
    "decide_with",
    "default_policy",
    "deny",
    "hosts_in",
    "rule_name",
    "strictest",
]


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
    """Allow a side effect unless it carries untrusted data or a destination the user did
    not give; then ask, saying which value and where it came from.

    Asked about: a short value (up to ``max_chars`` characters on one line) copied from a
    tool's output (a recipient, an amount, an id, a name found only in what a tool
    returned: data an attacker may control), and a destination that the user never gave
    (an email address, a link or host, an account number, a number of six digits or
    more), whether the model wrote it or it sits inside longer text it passes on. A value
    the user or the instructions gave, whole or composed of their words, is theirs. Any
    other value the model wrote itself (a date, an amount it computed, a title, a message)
    is its own work, and longer text (a document, a message body) is content: neither is
    asked about unless it carries such a destination. Bound amounts with `AmountLimit`.
    Single characters are not checked.
    ``targets`` names arguments per tool whose every value must be the user's, whoever
    wrote it (``{"invite_user": ["user"]}``: a user name the model made up is asked about);
    ``arguments`` names exactly which arguments to check per tool instead of all of them.

    With ``trust_named_records`` (the default), a value that is a whole field of a record
    a tool returned, where the user named that record (an event by its title, a file by
    its name), counts as the user's: "invite the participants of the Introductory
    meeting". A value inside a record's text (an account number in an email's body) never
    does. The trade-off: whoever controls a whole field of a record the user names (the
    sender of an email the user asks to answer) chooses that value.
    """

    max_chars: int = 100
    arguments: Mapping[str, Collection[str]] | None = None
    targets: Mapping[str, Collection[str]] = field(default_factory=dict)
    effects: Collection[str] = SIDE_EFFECTS
    trust_named_records: bool = True
    name: str = "provenance"

    def __call__(self, request: ActionRequest, /) -> Verdict | None:
        """Allow unless a value is doubtful; ask (saying which) otherwise."""
        if request.effects not in self.effects:
            return None
        doubtful = list(self.doubtful(request))
        if not doubtful:
            return allow("no value is untrusted data or a destination the user did not give")
        return ask("; ".join(p.describe() for p in doubtful))

    def doubtful(self, request: ActionRequest) -> Iterator[ArgumentOrigin]:
        """The values a person should look at: copied from a tool's output, or a
        destination the user did not give."""
        named = None if self.arguments is None else self.arguments.get(request.tool.name)
        targets = self.targets.get(request.tool.name, ())
        for origin in request.provenance:
            top = re.split(r"[.\[{]", origin.path, maxsplit=1)[0]
            if top in targets or (named is not None and top in named):
                if not self._trusts(origin):
                    yield origin
                continue
            if named is not None:
                continue
            value = origin.value.strip()
            if len(value) <= 1 or self._trusts(origin):
                continue
            text = len(value) > self.max_chars or "\n" in value  # a document, a message
            if origin.from_tools_only and not text:
                yield origin  # a short value copied from untrusted data
            else:  # the model's own work, or text: only a destination in it must be the user's
                yield from _destinations(origin, request, self._trusts)

    def _trusts(self, origin: ArgumentOrigin) -> bool:
        return origin.trusted or (self.trust_named_records and origin.from_named_record)


def _destinations(
    origin: ArgumentOrigin, request: ActionRequest, trusts: Callable[[ArgumentOrigin], bool]
) -> Iterator[ArgumentOrigin]:
    """Where a value sends things, if the user did not give it: the whole value, or each
    destination inside its text (see `keel.destinations.destinations_in`)."""
    found = destinations_in(origin.value)
    if not found:
        return
    if found == [origin.value.strip()]:
        yield origin
        return
    inner = [(f"{origin.path}~{i}", token) for i, token in enumerate(found)]
    for part in trace_values(inner, request.state, request.instructions):
        if not trusts(part):
            yield part


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
        """Allow listed hosts; deny or ask about the others. A ``network_read`` tool whose
        host cannot be told (none found, or a URL parsers read two ways) is asked about."""
        if request.effects not in self.effects:
            return None
        reading = request.effects == "network_read"
        found = (
            list(self.hosts_of(request))
            if self.hosts_of is not None
            else hosts_in(request.arguments, every_argument=reading)
        )
        name = request.tool.name
        if not found:
            if reading and self.hosts_of is None:
                return ask(f"cannot tell which host {name} reaches from its arguments")
            return None
        if UNREADABLE in found:
            return Verdict(self.on_unlisted, f"{name} has a URL that reads as two hosts")
        outside = [h for h in dict.fromkeys(found) if not self.allows(h)]
        if not outside:
            return allow(f"{', '.join(found)} on the allow-list")
        reason = f"{name} would reach {', '.join(outside)}, not on the allow-list"
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
    """An upper bound on one numeric argument of a tool (``send_money.amount <= 500``).

    ``argument`` may be a dotted path (``payment.amount``). Numbers given as text or
    decimals (``"9500"``, ``Decimal("9500")``) count; an argument that is missing or not
    a number is asked about, since the limit cannot be checked.
    """

    tool: str
    argument: str
    maximum: float
    on_exceeded: Literal["ask", "deny"] = "ask"
    name: str = "amount_limit"

    def __call__(self, request: ActionRequest, /) -> Verdict | None:
        """Ask (or deny) above the maximum; ask when the amount cannot be read."""
        if request.tool.name != self.tool:
            return None
        where = f"{self.tool}.{self.argument}"
        value: Any = request.arguments
        for part in self.argument.split("."):
            value = value.get(part) if isinstance(value, dict) else None
        amount = _amount(value)
        if amount is None:
            return ask(f"{where} = {value!r} is not a number; the limit cannot be checked")
        if amount <= Decimal(str(self.maximum)):
            return None
        return Verdict(
            self.on_exceeded, f"{where} = {amount} is above the limit of {self.maximum:g}"
        )


def _amount(value: Any) -> Decimal | None:
    if isinstance(value, bool) or value is None:
        return None
    try:
        amount = Decimal(str(value).strip().replace(",", "").replace("_", ""))
    except InvalidOperation:
        return None
    return amount if amount.is_finite() else None


def default_policy(
    allow_hosts: Collection[str] = (),
    *,
    limits: Iterable[Policy] = (),
) -> Policies:
    """A cautious starting point: destructive actions always go to a person; other side
    effects run when their targets came from the user (`ProvenanceGate`) and are asked
    about otherwise; network tools reach only ``allow_hosts`` (other hosts are asked
    about). ``limits`` adds rules such as `RateLimit`."""
    return Policies(
        ApproveSideEffects(effects=frozenset({"destructive"}), name="approve_destructive"),
        ProvenanceGate(),
        EgressAllowList(allow_hosts, on_unlisted="ask"),
        *limits,
    )
