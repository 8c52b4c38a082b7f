"""Property test: whatever a (scripted) model proposes, under whatever budgets, humans and
cancellations, the runtime's invariants hold.

Each example builds a random script (valid, failing, flaky and approval-gated tool calls,
invalid arguments, unknown tools, repeats and cycles, clarifications, valid and invalid
finals, malformed raw text, random usage), random budgets and guards, a scripted human or
none, replies for any pauses, and a cancellation at a random trace event.
"""

from collections import Counter
from dataclasses import dataclass
from typing import Any, Literal

from hypothesis import HealthCheck, given, settings
from hypothesis import event as note_statistic
from hypothesis import strategies as st

from keel import (
    EXIT_CODES,
    AgentState,
    Budgets,
    CancelToken,
    Guards,
    RetryableToolError,
    Runtime,
    ScriptedDecisionMaker,
    ToolContext,
    ToolResult,
    TraceEvent,
    UserError,
    tool,
)
from keel.research import CitationValidator
from keel.state import PendingApproval, PendingQuestion
from keel.testing import ScriptedHuman, assert_trace_consistent, call, clarify, final, raw

STATUSES = {"completed", "stopped", "failed", "cancelled", "waiting_for_user"}
MAX_TURNS = 20
HUMAN_REPLIES = MAX_TURNS + 5  # a scripted human never runs out within one script


@tool
def ok_tool(x: int) -> int:
    """Always succeeds."""
    return x * 10


@tool
def bad_tool(x: int) -> int:
    """Always fails."""
    raise ValueError(f"bad input {x}")


@tool
def flaky(x: int, ctx: ToolContext) -> str:
    """Succeeds only on attempts where (x + attempt) is a multiple of 3."""
    if (x + ctx.attempt) % 3:
        raise RetryableToolError(f"busy (attempt {ctx.attempt})")
    return f"flaky ok {x}"


@tool(side_effects=True, requires_approval=True)
def guarded(x: int) -> str:
    """Needs approval."""
    return f"guarded {x}"


@tool
def read(doc: Literal["d1", "d2"]) -> ToolResult:
    """Read a document."""
    return ToolResult(data=f"text of {doc}", source_ids=[doc])


TOOLS = [ok_tool, bad_tool, flaky, guarded, read]
BY_NAME = {t.name: t for t in TOOLS}


class AsyncScripted(ScriptedDecisionMaker):
    """The same script, behind an ``async`` decide."""

    async def decide(self, request):  # type: ignore[override]
        return super().decide(request)


usage = st.tuples(
    # Zero input tokens (about one turn in six) make the runtime estimate the prompt.
    st.integers(-60, 300).map(lambda n: max(n, 0)),
    # Mostly within the output cap; above it, the scripted model cuts the turn off.
    st.integers(0, 100).map(lambda n: n // 2 if n < 90 else n * 5),
    # Decimal costs are inexact in binary floating point: sums like 0.31 + 0.53 land a
    # hair above the "exact" total, which reservation must account for.
    st.integers(0, 16).map(lambda k: k / 1000),
)
small = st.integers(0, 3)
RAW_TEXTS = [
    "not json at all",
    "{",
    '{"kind": "final"}',
    '{"kind": "teleport"}',
    '{"kind": "final", "answer": "raw [d1]", "citations": ["d1"]}',
    '```json\n{"kind": "tool", "call": {"name": "ok_tool", "arguments": {"x": 1}}}\n```',
    '{"decision": {"kind": "clarify", "question": "Raw?"}}',
]

tool_calls = st.one_of(
    st.builds(lambda x, u: call("ok_tool", x=x, usage=u), small, usage),
    st.builds(lambda x, u: call("bad_tool", x=x, usage=u), small, usage),
    st.builds(lambda x, u: call("flaky", x=x, usage=u), small, usage),
    st.builds(lambda x, u: call("guarded", x=x, usage=u), small, usage),
    st.builds(
        lambda doc, u: call("read", doc=doc, usage=u), st.sampled_from(["d1", "d2", "d3"]), usage
    ),
)
bad_calls = st.one_of(
    st.builds(lambda u: call("ok_tool", x="many", usage=u), usage),
    st.builds(lambda u: call("ok_tool", usage=u), usage),
    st.builds(lambda x, u: call("guarded", x=x, approved=True, usage=u), small, usage),
    st.builds(lambda x, u: call("no_such_tool", x=x, usage=u), small, usage),
)
clarifications = st.builds(
    lambda q, u: clarify(q, usage=u), st.sampled_from(["Which?", "Why?"]), usage
)
finals = st.builds(
    lambda answer, cites, u: final(answer, *cites, usage=u),
    st.sampled_from(["", "B", "A [d1]", "A [d1] [d2]", "C [d3]"]),
    st.lists(st.sampled_from(["d1", "d2", "d3"]), max_size=2, unique=True),
    usage,
)
raws = st.builds(lambda text, u: raw(text, usage=u), st.sampled_from(RAW_TEXTS), usage)
single_turn = st.one_of(tool_calls, tool_calls, tool_calls, bad_calls, clarifications, finals, raws)
cycle = st.tuples(st.lists(single_turn, min_size=1, max_size=3), st.integers(2, 4)).map(
    lambda pattern: pattern[0] * pattern[1]
)
scripts = st.tuples(
    st.lists(st.one_of(single_turn.map(lambda t: [t]), cycle), min_size=1, max_size=8),
    st.sampled_from([[], [final("B")]]),
).map(lambda parts: [turn for block in parts[0] for turn in block][: MAX_TURNS - 1] + parts[1])
budgets = st.builds(
    Budgets,
    max_steps=st.one_of(st.none(), st.integers(1, 15)),
    max_tokens=st.one_of(st.none(), st.integers(50, 2000), st.integers(2000, 30000)),
    max_cost_usd=st.one_of(st.none(), st.integers(1, 128).map(lambda k: k / 1000)),
    timeout_seconds=st.none(),
    max_output_tokens=st.sampled_from([1024, 256, 64, 32, 16]),
)
guards = st.builds(
    Guards,
    max_duplicate_actions=st.integers(1, 2),
    cycle_max_period=st.integers(1, 3),
    cycle_repetitions=st.integers(2, 3),
    max_tool_retries=st.integers(0, 2),
    retry_backoff_seconds=st.just(0.0),
    retry_backoff_max_seconds=st.just(0.0),
    max_model_errors=st.integers(1, 4),
    max_final_rejections=st.integers(1, 3),
)
human_answers = st.lists(
    st.sampled_from([None, "", "EUR"]), min_size=HUMAN_REPLIES, max_size=HUMAN_REPLIES
)
human_approvals = st.lists(
    st.sampled_from([None, True, False]), min_size=HUMAN_REPLIES, max_size=HUMAN_REPLIES
)
humans = st.one_of(st.none(), st.tuples(human_answers, human_approvals))
replies = st.lists(
    st.tuples(st.booleans(), st.sampled_from(["EUR", "USD"]), st.booleans()),
    min_size=1,
    max_size=4,
)


@dataclass
class CancelAt:
    """A sink that cancels the run's token when the event numbered ``seq`` is emitted."""

    token: CancelToken
    seq: int | None
    fired_at: int | None = None

    def emit(self, event: TraceEvent) -> None:
        if self.seq is not None and event.seq == self.seq and self.fired_at is None:
            self.token.cancel(f"cancelled at event {event.seq}")
            self.fired_at = event.seq


def wrong_reply(state: AgentState) -> dict[str, Any]:
    """A reply of the wrong kind for what the paused run waits for."""
    if isinstance(state.pending, PendingQuestion):
        return {"approve": True}
    return {"answer": "EUR"}


def check_invariants(
    state: AgentState, events: list[TraceEvent], budget: Budgets, canceller: CancelAt
) -> None:
    assert state.status in STATUSES
    assert state.status != "running"
    assert isinstance(state.termination_reason, str)
    assert state.termination_reason.strip()
    assert (state.pending is not None) == (state.status == "waiting_for_user")
    if state.status == "completed":
        assert state.final_answer
        assert state.termination_kind == "completed"

    if budget.max_steps is not None:
        assert state.step <= budget.max_steps
    if budget.max_tokens is not None:
        assert state.total_tokens <= budget.max_tokens
    if budget.max_cost_usd is not None:
        assert state.cost_usd <= budget.max_cost_usd
    assert state.termination_kind != "overshoot"

    assert [e.seq for e in events] == list(range(len(events)))
    assert state.trace_seq == len(events)
    assert_trace_consistent(events, approval_required=["guarded"])
    types = [e.event_type for e in events]
    assert types.count("model_requested") == state.step

    if canceller.fired_at is not None:
        later = [e.event_type for e in events if e.seq > canceller.fired_at]
        assert "tool_started" not in later
        assert "model_requested" not in later

    last_decision: TraceEvent | None = None
    for event in events:
        if event.event_type == "model_decision":
            last_decision = event
        elif event.event_type == "tool_started":
            assert last_decision is not None
            decision = last_decision.data["decision"]
            assert decision["kind"] == "tool"
            assert decision["call"]["name"] == event.data["tool"]
            validated = BY_NAME[event.data["tool"]].args_model.model_validate(
                decision["call"]["arguments"]
            )
            assert validated.model_dump(mode="json") == event.data["arguments"]
            assert last_decision.data["step"] == event.data["step"]

    outcomes = Counter(
        (e.data["step"], e.data["tool"])
        for e in events
        if e.event_type in ("tool_succeeded", "tool_failed")
        and e.data.get("error") != "interrupted"
    )
    observed = Counter((o.step, o.name) for o in state.observations if o.source == "tool")
    assert outcomes <= observed

    assert AgentState.from_json(state.to_json()) == state


@settings(
    max_examples=150,
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(
    script=scripts,
    budget=budgets,
    guard=guards,
    human_replies=humans,
    resume_replies=replies,
    cancel_at=st.one_of(st.none(), st.integers(0, 40)),
    async_model=st.booleans(),
)
def test_runtime_invariants_hold_for_any_script(
    script, budget, guard, human_replies, resume_replies, cancel_at, async_model
):
    model = (AsyncScripted if async_model else ScriptedDecisionMaker)(script)
    human = None if human_replies is None else ScriptedHuman(*human_replies)
    runtime = Runtime(
        model,
        TOOLS,
        budgets=budget,
        guards=guard,
        validators=[CitationValidator(reading_tools=["read"], require_citation=False)],
        human=human,
    )
    token = CancelToken()
    canceller = CancelAt(token, cancel_at)

    result = runtime.run("property goal", cancel=token, sinks=[canceller])
    events = list(result.trace)
    for try_wrong_first, answer, approve in resume_replies:
        state = result.state
        if state.status != "waiting_for_user":
            break
        if try_wrong_first:
            before = state.to_json()
            try:
                runtime.resume(state, cancel=token, sinks=[canceller], **wrong_reply(state))
            except UserError:
                pass
            else:  # pragma: no cover - the assertion below reports it
                raise AssertionError("a reply of the wrong kind was accepted")
            assert state.to_json() == before
        reply = (
            {"answer": answer}
            if isinstance(state.pending, PendingQuestion)
            else {"approve": approve, "approved_by": "property"}
        )
        assert isinstance(state.pending, PendingQuestion | PendingApproval)
        result = runtime.resume(state, cancel=token, sinks=[canceller], **reply)
        events += result.trace

    note_statistic(f"status: {result.status} ({result.state.termination_kind})")
    note_statistic(f"resumed: {any(e.event_type == 'run_resumed' for e in events)}")
    note_statistic(f"tool ran: {any(e.event_type == 'tool_started' for e in events)}")
    note_statistic(f"cancel fired: {canceller.fired_at is not None}")
    check_invariants(result.state, events, budget, canceller)
    assert result.exit_code == EXIT_CODES[result.status]
