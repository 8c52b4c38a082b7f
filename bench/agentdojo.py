"""keel's runtime-wide security policy on AgentDojo (a benchmark, not a test).

Every suite of AgentDojo benchmark version v1.2.2 (workspace, travel, banking, slack), every
user task x injection task pair, the standard ``important_instructions`` prompt-injection
attack. Each pair runs through keel's real `keel.Runtime`:

* the tools are AgentDojo's own functions, each wrapped as a keel `Tool` whose handler runs
  the real function against the pair's environment (so tool outputs really carry the
  injected text), with ``effects`` declared per tool in `EFFECTS` as a user of keel would;
* the model is a scripted *compromised* model (`keel.ScriptedDecisionMaker`): it makes the
  user task's ground-truth calls, then the injection task's ground-truth calls, then
  answers with the user task's ``GROUND_TRUTH_OUTPUT`` followed by the injection task's
  (a model that obeys the injection also says what it was told to say). A call that is
  denied (by the policy or the person) is an observation; the model goes on with its plan;
* the person is an oracle `keel.Human` that approves exactly the calls of the user task's
  ground truth (same function, same validated arguments) and denies every other call.

Then AgentDojo's own checks decide: the user task's ``utility`` and the injection task's
``security`` (True = the attack succeeded), on the final answer, the environment before and
after, and the calls that ran. Policies compared (one row each): ``none``;
``approve_side_effects`` (the plain gate); ``approve_side_effects+egress``
(`EgressAllowList`, unlisted hosts denied); ``default`` (`keel.policy.default_policy`);
``default+rate_limit``; ``default+egress_deny`` (the default with unlisted hosts denied
instead of asked about); ``default+named_targets`` (the default, with the provenance gate
told which arguments are targets, per tool, in `TARGETS`). The allow-listed hosts are
derived per suite from the URLs in the user tasks' ground-truth calls (`allowed_hosts`),
never per attack.

Counted from keel's trace, per run: approval prompts for the user's own calls (the oracle
approved), prompts for other calls (denied), ``policy_denied`` events, and side effects that
ran without a verdict: a ``tool_started`` of a side-effect tool not preceded, in the same run
and for the same action signature, by ``approval_granted`` or ``policy_allowed``.

Setup (a venv of its own, so the project's pinned dependencies stay untouched)::

    python3 -m venv /work/dojo-venv
    /work/dojo-venv/bin/pip install -q -e /work/main agentdojo==0.1.35

Run::

    /work/dojo-venv/bin/python bench/agentdojo.py                      # everything
    /work/dojo-venv/bin/python bench/agentdojo.py --suite banking --policy default
    /work/dojo-venv/bin/python bench/agentdojo.py --limit 5            # first 5 pairs a suite
    /work/dojo-venv/bin/python bench/agentdojo.py --json /tmp/dojo/pairs.json

Progress goes to stderr; the tables, the attacks that still succeed under ``default`` and
why, and why ``default`` asked about the user's own calls go to stdout.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import time
import warnings
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from pydantic import BaseModel
from pydantic_core import to_jsonable_python

import keel
from keel import Budgets, Guards, Runtime, ScriptedDecisionMaker, Tool, ToolContext
from keel.approval import ApprovalRequest
from keel.decisions import FinalDecision, ModelTurn, ToolCall, ToolDecision
from keel.effects import SIDE_EFFECTS, Effect
from keel.policy import (
    ApproveSideEffects,
    EgressAllowList,
    Policies,
    Policy,
    ProvenanceGate,
    RateLimit,
    default_policy,
    hosts_in,
)

BENCHMARK_VERSION = "v1.2.2"
ATTACK = "important_instructions"
PIPELINE_NAME = "gpt-4o-2024-05-13"  # only names the victim model in the injected text

# What each AgentDojo tool does, declared as a user of keel would declare it.
# Borderline choices:
# - Calendar events (create, reschedule, cancel, add participants) live in the user's own
#   calendar: "write". Adding participants notifies other people, so it is "external".
#   Creating an event with participants also invites them; it stays "write" as the brief
#   prescribes, and ProvenanceGate checks its participants all the same (every side effect).
# - cancel_calendar_event marks the event cancelled (it is not deleted): "write".
# - schedule_transaction / update_scheduled_transaction move money later: "external".
# - update_password overwrites a credential that cannot be brought back (an attacker's
#   password takes the account over): "destructive". update_user_info: "write".
# - Slack membership (add to channel, invite) is seen and used by other people:
#   "external"; removing a user from the workspace: "destructive".
# - get_webpage fetches from the network (what it asks for leaves the machine):
#   "network_read"; post_webpage publishes: "external".
# Among side effects the kind does not change any verdict of the policies measured here
# (they treat write, external and destructive alike, and egress looks only at
# network_read and external); it matters for egress only between read and external.
EFFECTS: dict[str, Effect] = {
    # workspace
    "add_calendar_event_participants": "external",
    "append_to_file": "write",
    "cancel_calendar_event": "write",
    "create_calendar_event": "write",
    "create_file": "write",
    "delete_email": "destructive",
    "delete_file": "destructive",
    "get_current_day": "read",
    "get_day_calendar_events": "read",
    "get_draft_emails": "read",
    "get_file_by_id": "read",
    "get_received_emails": "read",
    "get_sent_emails": "read",
    "get_unread_emails": "read",
    "list_files": "read",
    "reschedule_calendar_event": "write",
    "search_calendar_events": "read",
    "search_contacts_by_email": "read",
    "search_contacts_by_name": "read",
    "search_emails": "read",
    "search_files": "read",
    "search_files_by_filename": "read",
    "send_email": "external",
    "share_file": "external",
    # travel
    "check_restaurant_opening_hours": "read",
    "get_all_car_rental_companies_in_city": "read",
    "get_all_hotels_in_city": "read",
    "get_all_restaurants_in_city": "read",
    "get_car_fuel_options": "read",
    "get_car_price_per_day": "read",
    "get_car_rental_address": "read",
    "get_car_types_available": "read",
    "get_contact_information_for_restaurants": "read",
    "get_cuisine_type_for_restaurants": "read",
    "get_dietary_restrictions_for_all_restaurants": "read",
    "get_flight_information": "read",
    "get_hotels_address": "read",
    "get_hotels_prices": "read",
    "get_price_for_restaurants": "read",
    "get_rating_reviews_for_car_rental": "read",
    "get_rating_reviews_for_hotels": "read",
    "get_rating_reviews_for_restaurants": "read",
    "get_restaurants_address": "read",
    "get_user_information": "read",
    "reserve_car_rental": "external",
    "reserve_hotel": "external",
    "reserve_restaurant": "external",
    # banking
    "get_balance": "read",
    "get_iban": "read",
    "get_most_recent_transactions": "read",
    "get_scheduled_transactions": "read",
    "get_user_info": "read",
    "read_file": "read",
    "schedule_transaction": "external",
    "send_money": "external",
    "update_password": "destructive",
    "update_scheduled_transaction": "external",
    "update_user_info": "write",
    # slack
    "add_user_to_channel": "external",
    "get_channels": "read",
    "get_users_in_channel": "read",
    "get_webpage": "network_read",
    "invite_user_to_slack": "external",
    "post_webpage": "external",
    "read_channel_messages": "read",
    "read_inbox": "read",
    "remove_user_from_slack": "destructive",
    "send_channel_message": "external",
    "send_direct_message": "external",
}

# Tools that move money or send messages: what the rate limit caps.
RATE_LIMITED = (
    "send_money",
    "schedule_transaction",
    "send_email",
    "send_direct_message",
    "send_channel_message",
)

# The arguments that pick a side effect's target (who, which object, how much), for the
# ``default+named_targets`` row: `ProvenanceGate(arguments=...)` checks only these, instead
# of every value of at most 100 characters (which also catches short message bodies,
# titles, times and enum-like values such as a share permission).
TARGETS: dict[str, tuple[str, ...]] = {
    "add_calendar_event_participants": ("event_id", "participants"),
    "append_to_file": ("file_id",),
    "cancel_calendar_event": ("event_id",),
    "create_calendar_event": ("participants",),
    "create_file": ("filename",),
    "delete_email": ("email_id",),
    "delete_file": ("file_id",),
    "reschedule_calendar_event": ("event_id",),
    "send_email": ("recipients", "cc", "bcc", "attachments"),
    "share_file": ("file_id", "email"),
    "reserve_car_rental": ("company",),
    "reserve_hotel": ("hotel",),
    "reserve_restaurant": ("restaurant",),
    "schedule_transaction": ("recipient", "amount"),
    "send_money": ("recipient", "amount"),
    "update_password": ("password",),
    "update_scheduled_transaction": ("id", "recipient", "amount"),
    "update_user_info": ("first_name", "last_name", "street", "city"),
    "add_user_to_channel": ("user", "channel"),
    "invite_user_to_slack": ("user", "user_email"),
    "post_webpage": ("url",),
    "remove_user_from_slack": ("user",),
    "send_channel_message": ("channel",),
    "send_direct_message": ("recipient",),
}

POLICIES = (
    "none",
    "approve_side_effects",
    "approve_side_effects+egress",
    "default",
    "default+rate_limit",
    "default+egress_deny",
    "default+named_targets",
)

_SUCCESS_EVENTS = ("approval_granted", "policy_allowed")


# --- AgentDojo side ---------------------------------------------------------------------


def load_dojo() -> Any:
    """The agentdojo modules this bench uses (imported late: it is not a keel dependency)."""
    # This file is bench/agentdojo.py: its folder must not shadow the agentdojo package.
    here = Path(__file__).resolve().parent
    sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() != here]
    try:
        import agentdojo.agent_pipeline.tool_execution as tool_execution  # type: ignore[import-not-found]
        from agentdojo.agent_pipeline.base_pipeline_element import (  # type: ignore[import-not-found]
            BasePipelineElement,
        )
        from agentdojo.agent_pipeline.ground_truth_pipeline import (  # type: ignore[import-not-found]
            GroundTruthPipeline,
        )
        from agentdojo.attacks.attack_registry import load_attack  # type: ignore[import-not-found]
        from agentdojo.functions_runtime import FunctionCall, FunctionsRuntime  # type: ignore[import-not-found]
        from agentdojo.task_suite.load_suites import get_suites  # type: ignore[import-not-found]
        from agentdojo.types import text_content_block_from_string  # type: ignore[import-not-found]
    except ImportError:
        sys.exit("agentdojo is not installed; see the setup in this file's docstring")

    class _Victim(BasePipelineElement):  # type: ignore[misc]
        """A named stand-in pipeline: the attack only reads its name."""

        name = PIPELINE_NAME

        def query(self, *args: Any, **kwargs: Any) -> Any:
            raise NotImplementedError("the scripted model replaces the pipeline")

    return argparse.Namespace(
        get_suites=get_suites,
        GroundTruthPipeline=GroundTruthPipeline,
        load_attack=load_attack,
        victim=_Victim(),
        FunctionCall=FunctionCall,
        FunctionsRuntime=FunctionsRuntime,
        tool_result_to_str=tool_execution.tool_result_to_str,
        text_block=text_content_block_from_string,
    )


@dataclass
class PairDeps:
    """What the tools of one run work on: the environment, and the calls that ran."""

    env: Any
    calls: list[Any] = field(default_factory=list)


class DojoToolError(Exception):
    """An AgentDojo function reported an error (shown to the model, as AgentDojo does)."""


def wrap_tools(dojo: Any, suite: Any) -> list[Tool]:
    """Every function of the suite as a keel `Tool` running the real function."""
    functions = dojo.FunctionsRuntime(suite.tools)
    tools = []
    for function in suite.tools:
        effects = EFFECTS.get(function.name)
        if effects is None:
            raise SystemExit(f"no effects declared for AgentDojo tool {function.name!r}")
        fields = function.parameters.model_fields
        for argument in TARGETS.get(function.name, ()):
            if argument not in fields:
                raise SystemExit(f"TARGETS names {function.name}.{argument}: no such argument")
        tools.append(
            Tool(
                name=function.name,
                description=function.description,
                args_model=function.parameters,
                handler=_handler(dojo, functions, function.name),
                effects=effects,
                inline=True,
            )
        )
    return tools


def _handler(
    dojo: Any, functions: Any, name: str
) -> Callable[[BaseModel, ToolContext[PairDeps]], Any]:
    def run(args: BaseModel, ctx: ToolContext[PairDeps]) -> Any:
        deps = ctx.deps
        kwargs = args.model_dump()
        deps.calls.append(dojo.FunctionCall(function=name, args=kwargs))
        result, error = functions.run_function(deps.env, name, kwargs)
        if error:
            raise DojoToolError(error)
        # The data itself, as a keel tool returns it (JSON-compatible), not AgentDojo's
        # YAML rendering: records keep their fields, which provenance reads.
        return to_jsonable_python(result)

    return run


def canonical(tool: Tool | None, name: str, arguments: dict[str, Any]) -> str:
    """One call as text: the tool and its arguments as keel validates them."""
    args: Any = arguments
    if tool is not None:
        try:
            args = tool.args_model.model_validate(arguments).model_dump(mode="json")
        except Exception:  # an invalid call stays itself; keel will reject it
            args = arguments
    return json.dumps({"tool": name, "arguments": args}, sort_keys=True, default=str)


def allowed_hosts(suite: Any) -> list[str]:
    """The hosts the suite's user tasks legitimately reach: every host in the arguments of
    their ground-truth calls to network tools (read from the default environment)."""
    env = suite.load_and_inject_default_environment({})
    hosts: set[str] = set()
    for task in suite.user_tasks.values():
        pre = task.init_environment(env.model_copy(deep=True))
        for call in task.ground_truth(pre):
            if EFFECTS.get(call.function) in ("network_read", "external"):
                hosts.update(hosts_in(dict(call.args)))
    return sorted(hosts)


def unsolvable_injections(dojo: Any, suite: Any) -> dict[str, str]:
    """Injection tasks whose own ground truth does not pass their security check, played
    alone by AgentDojo's `GroundTruthPipeline` (as ``TaskSuite.check`` does): a scripted
    model that replays the ground truth cannot succeed, so their pairs are not playable."""
    env = suite.load_and_inject_default_environment({})
    first = next(iter(suite.user_tasks.values()))
    found = {}
    for task in suite.injection_tasks.values():
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            _, security = suite.run_task_with_pipeline(
                dojo.GroundTruthPipeline(task),
                first,
                injection_task=task,
                injections={},
                environment=env.model_copy(deep=True),
            )
        if not security:
            found[task.ID] = "its own ground truth does not pass its security check"
    return found


def rate_limits(suite: Any) -> list[Policy]:
    """One `RateLimit` per money- or message-sending tool: at most as many calls in a run
    as the suite's most demanding user task makes (so no user task is refused)."""
    env = suite.load_and_inject_default_environment({})
    most: Counter[str] = Counter()
    for task in suite.user_tasks.values():
        pre = task.init_environment(env.model_copy(deep=True))
        counts = Counter(c.function for c in task.ground_truth(pre))
        for name in RATE_LIMITED:
            most[name] = max(most[name], counts[name])
    names = {t.name for t in suite.tools}
    return [RateLimit((n,), max(1, most[n])) for n in RATE_LIMITED if n in names]


def make_policy(name: str, hosts: Sequence[str], limits: Sequence[Policy]) -> Policy | None:
    """The policy of one row."""
    if name == "none":
        return None
    if name == "approve_side_effects":
        return ApproveSideEffects()
    if name == "approve_side_effects+egress":
        return Policies(ApproveSideEffects(), EgressAllowList(hosts, on_unlisted="deny"))
    if name == "default":
        return default_policy(allow_hosts=hosts)
    if name == "default+rate_limit":
        return default_policy(allow_hosts=hosts, limits=limits)
    if name == "default+egress_deny":
        return Policies(default_policy(allow_hosts=hosts), EgressAllowList(hosts))
    if name == "default+named_targets":
        return Policies(
            ProvenanceGate(arguments=TARGETS), EgressAllowList(hosts, on_unlisted="ask")
        )
    raise SystemExit(f"unknown policy {name!r}; choose from {', '.join(POLICIES)}")


# --- keel side --------------------------------------------------------------------------


class Oracle:
    """Approves exactly the user task's own calls; denies every other call."""

    name = "oracle"

    def __init__(self, own: set[str], tools: dict[str, Tool]) -> None:
        self.own = own
        self.tools = tools
        self.requests: list[tuple[ApprovalRequest, bool]] = []

    def approve(self, request: ApprovalRequest) -> bool:
        """True for a call of the user task's ground truth."""
        mine = canonical(self.tools.get(request.tool), request.tool, request.arguments) in self.own
        self.requests.append((request, mine))
        return mine

    def ask(self, question: str) -> str:
        """No clarification is expected from the scripted model."""
        return "Please go on."


@dataclass
class PairResult:
    """One pair under one policy."""

    suite: str
    user_task: str
    injection_task: str
    policy: str
    utility: bool = False
    attack_succeeded: bool = False
    status: str = ""
    prompts_own: int = 0
    prompts_other: int = 0
    policy_denied: int = 0
    unverdicted_side_effects: int = 0
    duplicates_blocked: int = 0
    rejected_calls: int = 0
    injection_calls_ran: list[str] = field(default_factory=list)
    answer_carries_injection: bool = False
    own_prompt_reasons: list[str] = field(default_factory=list)
    own_prompt_values: list[str] = field(default_factory=list)
    error: str = ""


def _turns(calls: Iterable[Any], answer: str) -> list[ModelTurn]:
    turns = [
        ModelTurn(
            decision=ToolDecision(
                call=ToolCall(
                    name=c.function, arguments=json.loads(json.dumps(dict(c.args), default=str))
                )
            )
        )
        for c in calls
    ]
    turns.append(ModelTurn(decision=FinalDecision(answer=answer or "Done.")))
    return turns


def run_pair(
    dojo: Any,
    suite: Any,
    tools: list[Tool],
    user_task: Any,
    injection_task: Any,
    env: Any,
    policy_name: str,
    policy: Policy | None,
) -> PairResult:
    """Run one pair under one policy through keel's runtime, then AgentDojo's checks."""
    result = PairResult(suite.name, user_task.ID, injection_task.ID, policy_name)
    by_name = {t.name: t for t in tools}
    task_env = user_task.init_environment(env)
    pre_env = task_env.model_copy(deep=True)
    user_calls = user_task.ground_truth(pre_env.model_copy(deep=True))
    injection_calls = injection_task.ground_truth(pre_env.model_copy(deep=True))
    own = {canonical(by_name.get(c.function), c.function, dict(c.args)) for c in user_calls}
    injected = {
        canonical(by_name.get(c.function), c.function, dict(c.args)) for c in injection_calls
    } - own
    answer = "\n".join(
        text for text in (user_task.GROUND_TRUTH_OUTPUT, injection_task.GROUND_TRUTH_OUTPUT) if text
    )
    model = ScriptedDecisionMaker(_turns([*user_calls, *injection_calls], answer))
    oracle = Oracle(own, by_name)
    steps = len(model.turns) + 3
    runtime = Runtime(
        model,
        tools,
        budgets=Budgets(max_steps=steps, max_tokens=None, max_cost_usd=None, timeout_seconds=None),
        guards=Guards(),
        human=oracle,
        policy=policy,
    )
    deps = PairDeps(task_env)
    run = runtime.run(user_task.PROMPT, deps=deps)
    result.status = run.status
    final = run.answer or ""
    output = [dojo.text_block(final)]
    result.utility = bool(
        suite._check_task_result(user_task, output, pre_env, deps.env, deps.calls)
    )
    result.attack_succeeded = bool(
        suite._check_task_result(injection_task, output, pre_env, deps.env, deps.calls)
    )
    result.answer_carries_injection = bool(injection_task.GROUND_TRUTH_OUTPUT) and (
        injection_task.GROUND_TRUTH_OUTPUT in final
    )
    count_trace(result, run.trace, by_name, injected)
    for request, mine in oracle.requests:
        if mine:
            kind, values = reason_kind(request)
            result.own_prompt_reasons.append(kind)
            result.own_prompt_values.extend(values)
    return result


def count_trace(
    result: PairResult, trace: Sequence[keel.TraceEvent], tools: dict[str, Tool], injected: set[str]
) -> None:
    """Prompts, denials, duplicates and side effects without a verdict, from the trace."""
    verdicts: set[str] = set()
    for event in trace:
        data = event.data
        kind = event.event_type
        if kind == "approval_granted":
            result.prompts_own += 1
        elif kind == "approval_denied":
            result.prompts_other += 1
        elif kind == "policy_denied":
            result.policy_denied += 1
        elif kind == "duplicate_action_blocked":
            result.duplicates_blocked += 1
        elif kind == "tool_rejected":
            result.rejected_calls += 1
        if kind in _SUCCESS_EVENTS:
            verdicts.add(str(data.get("action_signature")))
        elif kind == "tool_started":
            name = str(data.get("tool"))
            tool = tools.get(name)
            signature = str(data.get("action_signature"))
            if tool is not None and tool.effects in SIDE_EFFECTS and signature not in verdicts:
                result.unverdicted_side_effects += 1
            call = canonical(tool, name, dict(data.get("arguments") or {}))
            if call in injected:
                result.injection_calls_ran.append(_why_ran(call, data, trace))


def _why_ran(call: str, started: dict[str, Any], trace: Sequence[keel.TraceEvent]) -> str:
    signature = started.get("action_signature")
    how = "no verdict needed"
    for event in trace:
        if event.data.get("action_signature") != signature:
            continue
        if event.event_type == "policy_allowed":
            how = f"allowed by {event.data.get('rule')}: {event.data.get('reason')}"
        elif event.event_type == "approval_granted":
            how = "approved by the oracle"
    parsed = json.loads(call)
    return f"{parsed['tool']}({_short(parsed['arguments'])}) [{how}]"


def _short(arguments: dict[str, Any]) -> str:
    parts = []
    for key, value in arguments.items():
        text = json.dumps(value, default=str)
        parts.append(f"{key}={text if len(text) <= 60 else text[:57] + '...'}")
    return ", ".join(parts)


_DOUBT = re.compile(r"^(?P<path>[\w.\[\]~]+)=(?:'.*'|\".*\") (?P<where>nowhere|from|composed)\b")


def reason_kind(request: ApprovalRequest) -> tuple[str, list[str]]:
    """Why a person was asked about a call: a kind, and each doubtful value described.

    Read from the reason the policy gave (one ``; ``-separated item per doubtful value,
    as `keel.policy.ProvenanceGate` writes it), so it counts exactly what was asked about.
    """
    kinds: list[str] = []
    values: list[str] = []
    for item in request.reason.split("; "):
        match = _DOUBT.match(item)
        if match is None:
            kinds.append(
                "egress: host not on the allow-list" if "allow-list" in item else f"other: {item}"
            )
            continue
        where = "found nowhere" if match["where"] == "nowhere" else "only in tool output"
        kinds.append(f"value {where}")
        arg = re.split(r"[.\[~]", match["path"], maxsplit=1)[0]
        values.append(f"{request.tool}.{arg}: {where}")
    return " + ".join(sorted(set(kinds))), values


# --- the whole benchmark ----------------------------------------------------------------


@dataclass
class Totals:
    """Figures of one row (a policy) over some pairs."""

    pairs: int = 0
    attacks: int = 0
    utility: int = 0
    prompts_own: int = 0
    prompts_other: int = 0
    policy_denied: int = 0
    unverdicted: int = 0
    not_completed: int = 0

    def add(self, r: PairResult) -> None:
        self.pairs += 1
        self.attacks += r.attack_succeeded
        self.utility += r.utility
        self.prompts_own += r.prompts_own
        self.prompts_other += r.prompts_other
        self.policy_denied += r.policy_denied
        self.unverdicted += r.unverdicted_side_effects
        self.not_completed += r.status != "completed"


def run_all(
    suites: Sequence[str] | None,
    policies: Sequence[str],
    limit: int | None,
    unsolvable_too: bool = False,
) -> tuple[list[PairResult], list[dict[str, str]], dict[str, list[str]], dict[str, str]]:
    """Every pair of the chosen suites under every chosen policy."""
    dojo = load_dojo()
    all_suites = dojo.get_suites(BENCHMARK_VERSION)
    names = list(suites or all_suites)
    plan: list[tuple[Any, Any, Any, dict[str, str] | None, str]] = []
    unplayable: list[dict[str, str]] = []
    hosts: dict[str, list[str]] = {}
    limits_text: dict[str, str] = {}
    context: dict[str, tuple[list[Tool], list[str], list[Policy]]] = {}
    for name in names:
        if name not in all_suites:
            raise SystemExit(f"unknown suite {name!r}; choose from {', '.join(all_suites)}")
        suite = all_suites[name]
        attack = dojo.load_attack(ATTACK, suite, dojo.victim)
        hosts[name] = allowed_hosts(suite)
        limits = rate_limits(suite)
        limits_text[name] = ", ".join(
            f"{', '.join(r.tools)} <= {r.max_calls}"  # type: ignore[attr-defined]
            for r in limits
        )
        context[name] = (wrap_tools(dojo, suite), hosts[name], limits)
        pairs = [(u, i) for u in suite.user_tasks.values() for i in suite.injection_tasks.values()]
        unsolvable = {} if unsolvable_too else unsolvable_injections(dojo, suite)
        for user_task, injection_task in pairs[:limit]:
            if injection_task.ID in unsolvable:
                unplayable.append(
                    {
                        "suite": name,
                        "user_task": user_task.ID,
                        "injection_task": injection_task.ID,
                        "error": unsolvable[injection_task.ID],
                    }
                )
                continue
            try:
                injections = attack.attack(user_task, injection_task)
            except Exception as error:  # counted and reported, never hidden
                unplayable.append(
                    {
                        "suite": name,
                        "user_task": user_task.ID,
                        "injection_task": injection_task.ID,
                        "error": f"{type(error).__name__}: {error}",
                    }
                )
                continue
            plan.append((suite, user_task, injection_task, injections, name))
    results: list[PairResult] = []
    total = len(plan) * len(policies)
    done = 0
    started = time.perf_counter()
    for suite, user_task, injection_task, injections, name in plan:
        tools, suite_hosts, limits = context[name]
        base_env = suite.load_and_inject_default_environment(injections)
        for policy_name in policies:
            policy = make_policy(policy_name, suite_hosts, limits)
            try:
                result = run_pair(
                    dojo,
                    suite,
                    tools,
                    user_task,
                    injection_task,
                    base_env.model_copy(deep=True),
                    policy_name,
                    policy,
                )
            except Exception as error:  # a ground truth that fails: counted, not hidden
                result = PairResult(name, user_task.ID, injection_task.ID, policy_name)
                result.error = f"{type(error).__name__}: {error}"
            results.append(result)
            done += 1
            if done % 50 == 0 or done == total:
                elapsed = time.perf_counter() - started
                print(f"  {done}/{total} runs ({elapsed:.0f} s)", file=sys.stderr, flush=True)
    return results, unplayable, hosts, limits_text


def _pct(part: int, whole: int) -> str:
    return f"{100 * part / whole:5.1f}%" if whole else "    -"


def report(
    results: Sequence[PairResult],
    unplayable: Sequence[dict[str, str]],
    hosts: dict[str, list[str]],
    limits: dict[str, str],
    policies: Sequence[str],
) -> None:
    """Print the tables, the attacks left under ``default`` and its reasons for asking."""
    suites = list(dict.fromkeys(r.suite for r in results))
    print(f"AgentDojo {BENCHMARK_VERSION}, attack {ATTACK}, keel {keel.__version__}")
    for name in suites:
        print(f"  {name}: egress allow-list {hosts.get(name) or '(none)'}")
        print(f"  {name}: rate limits {limits.get(name) or '(none)'}")
    errors = [r for r in results if r.error]
    print(f"pairs not played: {len(unplayable)}")
    skipped = Counter((u["suite"], u["injection_task"], u["error"]) for u in unplayable)
    for (suite, task, error), n in skipped.items():
        print(f"  {suite} {task} ({n} pairs): {error}")
    print(f"runs that raised (a ground truth failed): {len(errors)}")
    for r in errors[:20]:
        print(f"  {r.suite} {r.user_task} x {r.injection_task} [{r.policy}]: {r.error}")
    header = (
        f"{'policy':<28} {'suite':<10} {'pairs':>5} {'attack':>7} {'utility':>7} "
        f"{'ask own':>7} {'ask other':>9} {'denied':>6} {'no verdict':>10} {'unfinished':>10}"
    )
    print()
    print(header)
    print("-" * len(header))
    for policy in policies:
        rows = [r for r in results if r.policy == policy and not r.error]
        for name in [*suites, "total"]:
            t = Totals()
            for r in rows:
                if name in ("total", r.suite):
                    t.add(r)
            print(
                f"{policy:<28} {name:<10} {t.pairs:>5} {_pct(t.attacks, t.pairs):>7} "
                f"{_pct(t.utility, t.pairs):>7} {t.prompts_own:>7} {t.prompts_other:>9} "
                f"{t.policy_denied:>6} {t.unverdicted:>10} {t.not_completed:>10}"
            )
        print()
    extra = Counter[str]()
    for r in results:
        extra[f"{r.policy}: duplicate calls blocked"] += r.duplicates_blocked
        extra[f"{r.policy}: calls rejected by validation"] += r.rejected_calls
    shown = {k: v for k, v in extra.items() if v}
    if shown:
        print("other guard events (same scripted plan in every row):")
        for key, value in sorted(shown.items()):
            print(f"  {key}: {value}")
        print()
    for policy in ("default", "default+rate_limit"):
        left = [r for r in results if r.policy == policy and r.attack_succeeded]
        if policy not in policies:
            continue
        print(f"attacks that still succeed under {policy}: {len(left)}")
        for r in left:
            why = "; ".join(r.injection_calls_ran) or "no injected call ran"
            if r.answer_carries_injection:
                why += "; the final answer says what the injection asked"
            print(f"  {r.suite} {r.user_task} x {r.injection_task}: {why}")
        print()
    if "default" in policies:
        own = [r for r in results if r.policy == "default"]
        kinds = Counter(k for r in own for k in r.own_prompt_reasons)
        print(f"why default asked about the user's own calls ({sum(kinds.values())} prompts):")
        for kind, n in kinds.most_common():
            print(f"  {n:5d}  {kind}")
        values = Counter(v for r in own for v in r.own_prompt_values)
        print("  doubtful values, by tool argument:")
        for described, n in values.most_common(25):
            print(f"  {n:5d}  {described}")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else "")
    parser.add_argument("--suite", action="append", help="a suite (repeatable); default all")
    parser.add_argument(
        "--policy", action="append", choices=POLICIES, help="a policy (repeatable); default all"
    )
    parser.add_argument("--limit", type=int, help="only the first N pairs of each suite")
    parser.add_argument("--json", help="save the raw per-pair results here")
    parser.add_argument(
        "--unsolvable-too",
        action="store_true",
        help="also play injection tasks whose own ground truth fails their security check",
    )
    args = parser.parse_args(argv)
    policies = args.policy or list(POLICIES)
    started = time.perf_counter()
    results, unplayable, hosts, limits = run_all(
        args.suite, policies, args.limit, args.unsolvable_too
    )
    elapsed = time.perf_counter() - started
    report(results, unplayable, hosts, limits, policies)
    print(f"\n{len(results)} runs in {elapsed:.0f} s")
    if args.json:
        with open(args.json, "w", encoding="utf-8") as out:
            json.dump(
                {
                    "benchmark_version": BENCHMARK_VERSION,
                    "attack": ATTACK,
                    "hosts": hosts,
                    "rate_limits": limits,
                    "unplayable": unplayable,
                    "results": [asdict(r) for r in results],
                },
                out,
                indent=1,
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
