"""Budgets: every kind stops the run with figures, and reservation stops it *before* a call."""

from __future__ import annotations

import asyncio
import time

import pytest
from pydantic import ValidationError

from helpers_tools import lookup_tool, make_runtime
from keel import BudgetExceeded, Budgets, Guards, ModelTurn, Runtime, UserError, tool
from keel.aio import drive
from keel.decisions import FinalDecision
from keel.loop import workers
from keel.testing import ScriptedDecisionMaker, assert_trajectory, call, final

TIME_LIMIT = 0.1
"""Real seconds for the tests that need a real clock; their tools and models take 30."""


@tool
def step(n: int) -> int:
    """A tool that does nothing; the budgets are spent by the model's turns."""
    return n


def calls(*usages: tuple[int, int, float]) -> list[ModelTurn]:
    """One distinct ``step`` call per usage, so no guard interferes."""
    return [call("step", n=i, usage=usage) for i, usage in enumerate(usages)]


def requested(result) -> list[dict]:
    return [e.data for e in result.trace if e.event_type == "model_requested"]


class PricedModel:
    """A decision maker with a per-output-token price and exact prompt counts."""

    def __init__(self, turns: list[ModelTurn], *, price: float, prompt_tokens: int = 0):
        self.turns = list(turns)
        self.price = price
        self.prompt_tokens = prompt_tokens
        self.requests = []

    def decide(self, request):
        self.requests.append(request)
        return self.turns.pop(0)

    def count_tokens(self, request) -> int:
        return self.prompt_tokens

    def estimate_cost(self, input_tokens: int, output_tokens: int) -> float:
        return output_tokens * self.price


class CapIgnoringModel:
    """A decision maker that reports whatever usage it likes, ignoring its reservation."""

    def __init__(self, turn: ModelTurn, *, estimated_cost: float | None = None):
        self.turn = turn
        self.requests = []
        if estimated_cost is not None:
            self.estimate_cost = lambda input_tokens, output_tokens: estimated_cost

    def decide(self, request):
        self.requests.append(request)
        return self.turn

    def count_tokens(self, request) -> int:
        return 10


# --- each budget kind stops the run, with figures ----------------------------------------


def test_step_budget_stops_run():
    model = ScriptedDecisionMaker(calls((0, 0, 0.0), (0, 0, 0.0), (0, 0, 0.0)))
    result = Runtime(model, [step], budgets=Budgets(max_steps=2)).run("Work")

    assert (result.status, result.state.termination_kind) == ("stopped", "steps")
    assert "step budget of 2 reached (2 model calls)" in result.reason
    assert len(model.requests) == 2
    assert result.exit_code == 3
    with pytest.raises(BudgetExceeded, match="step budget of 2"):
        result.raise_for_outcome()


def test_token_budget_stops_run_with_figures():
    model = ScriptedDecisionMaker(calls((300, 100, 0.0), (300, 100, 0.0), (300, 100, 0.0)))
    budgets = Budgets(max_tokens=1_000, max_output_tokens=200)
    result = Runtime(model, [step], budgets=budgets).run("Work")

    assert (result.status, result.state.termination_kind) == ("stopped", "tokens")
    assert result.state.total_tokens == 800
    for figure in ("token budget of 1000", "~300 prompt", "200 remain", "800 used"):
        assert figure in result.reason


def test_cost_budget_stops_run_with_figures():
    model = ScriptedDecisionMaker(calls((0, 0, 0.004), (0, 0, 0.004), (0, 0, 0.004)))
    result = Runtime(model, [step], budgets=Budgets(max_cost_usd=0.01)).run("Work")

    assert (result.status, result.state.termination_kind) == ("stopped", "cost")
    assert result.state.cost_usd == pytest.approx(0.008)
    for figure in ("cost budget of $0.01", "~$0.004000", "$0.008000 is spent"):
        assert figure in result.reason


def test_time_budget_stops_run_with_figures(clock):
    @tool
    def slow(n: int) -> int:
        """Takes ten (fake) seconds."""
        clock.advance(10)
        return n

    model = ScriptedDecisionMaker([call("slow", n=i) for i in range(5)])
    result = Runtime(model, [slow], budgets=Budgets(timeout_seconds=25)).run("Work")

    assert (result.status, result.state.termination_kind) == ("stopped", "time")
    assert "time budget of 25s reached (30.00s active)" in result.reason
    assert [r.remaining.seconds for r in model.requests] == [25, 15, 5]
    assert result.state.elapsed_seconds == pytest.approx(30)


@tool
async def sleepy() -> str:
    """Sleeps far longer than any test's time budget."""
    await asyncio.sleep(30)
    return "never"


def _sleepy_runtime():
    model = ScriptedDecisionMaker([call("sleepy"), final("unreachable")])
    return model, Runtime(model, [sleepy], budgets=Budgets(timeout_seconds=TIME_LIMIT))


def test_time_budget_cuts_a_running_async_tool_short():
    model, runtime = _sleepy_runtime()
    result = runtime.run("Sleep")

    assert_trajectory(result, ["tool_started", "tool_failed", "run_terminated"])
    assert (result.status, result.state.termination_kind) == ("stopped", "time")
    assert result.trace[-2].data["error"] == "time_budget"
    assert result.state.observations[-1].error_type == "time_budget"
    assert len(model.requests) == 1


class SlowModel:
    """An async decision maker that takes far longer than any test's time budget."""

    async def decide(self, request):
        await asyncio.sleep(30)
        return final("too late")


def test_time_budget_bounds_an_async_model_call():
    result = Runtime(SlowModel(), [step], budgets=Budgets(timeout_seconds=TIME_LIMIT)).run("Wait")

    assert (result.status, result.state.termination_kind) == ("stopped", "time")
    assert result.event_types()[-2:] == ["model_requested", "run_terminated"]
    assert "model_failed" not in result.event_types()


def test_a_sync_model_that_answers_after_the_budget_is_not_acted_on(clock):
    ran = []

    @tool
    def work(n: int) -> int:
        """Records that it ran."""
        ran.append(n)
        return n

    class SlowSyncModel:
        """Decides in the runtime's own thread (as the offline planner does), too slowly."""

        def decide(self, request):
            clock.advance(30)  # the budget runs out while it decides; nothing can interrupt it
            return call("work", n=1)

    result = Runtime(SlowSyncModel(), [work], budgets=Budgets(timeout_seconds=25)).run("Go")

    assert (result.status, result.state.termination_kind) == ("stopped", "time")
    assert "while waiting for the model" in result.reason  # was: "while work was running"
    assert ran == []
    assert "tool_started" not in result.event_types()


@pytest.mark.parametrize("where", ["tool", "model"])
def test_time_budget_cut_mid_call_reports_the_limit(where):
    if where == "tool":
        _, runtime = _sleepy_runtime()
    else:
        runtime = Runtime(SlowModel(), [step], budgets=Budgets(timeout_seconds=TIME_LIMIT))
    result = runtime.run("Sleep")

    assert result.state.termination_kind == "time"
    assert f"{TIME_LIMIT:g}" in result.reason


# --- reservation ------------------------------------------------------------------------


def test_reservation_stops_before_a_call_that_cannot_fit():
    model = ScriptedDecisionMaker(calls((300, 100, 0.0), (300, 100, 0.0), (300, 100, 0.0)))
    budgets = Budgets(max_tokens=1_000, max_output_tokens=200)
    result = Runtime(model, [step], budgets=budgets).run("Work")

    assert len(model.requests) == 2  # the third turn was never asked for
    assert model.remaining == 1
    assert result.event_types().count("model_requested") == 2
    assert result.event_types()[-3:] == ["tool_started", "tool_succeeded", "run_terminated"]
    assert result.state.total_tokens <= budgets.max_tokens


def test_max_output_tokens_shrinks_as_the_budget_is_used():
    model = ScriptedDecisionMaker(
        [*calls(*[(100, 100, 0.0)] * 4), final("done", usage=(100, 100, 0.0))]
    )
    budgets = Budgets(max_tokens=1_000, max_output_tokens=500)
    result = Runtime(model, [step], budgets=budgets, validators=[]).run("Work")

    assert result.status == "completed"
    assert [r.max_output_tokens for r in model.requests] == [500, 500, 500, 300, 100]
    assert [e["max_output_tokens"] for e in requested(result)] == [500, 500, 500, 300, 100]
    assert [r.remaining.tokens for r in model.requests] == [1_000, 800, 600, 400, 200]
    assert result.state.total_tokens == 1_000


def test_output_beyond_the_cap_is_cut_and_billed_at_the_cap():
    model = ScriptedDecisionMaker([call("step", n=1, usage=(100, 400, 0.0)), final("x")])
    budgets = Budgets(max_tokens=300)
    result = Runtime(model, [step], budgets=budgets, validators=[]).run("Work")

    assert model.requests[0].max_output_tokens == 200
    assert result.state.output_tokens == 200
    assert result.state.total_tokens == 300
    assert "model_failed" in result.event_types()
    assert result.state.termination_kind == "tokens"


def test_cost_reservation_uses_the_scripted_cost():
    model = ScriptedDecisionMaker(calls((0, 0, 0.004), (0, 0, 0.004), (0, 0, 0.004)))
    result = Runtime(model, [step], budgets=Budgets(max_cost_usd=0.01)).run("Work")

    assert [e["reserved_cost_usd"] for e in requested(result)] == [0.004, 0.004]
    assert len(model.requests) == 2
    assert result.state.cost_usd <= 0.01


def test_cost_reservation_lowers_the_output_cap_to_what_is_affordable():
    turn = ModelTurn(decision=FinalDecision(answer="done"), output_tokens=250, cost_usd=0.25)
    model = PricedModel([turn], price=0.001)
    budgets = Budgets(max_cost_usd=0.2505, max_tokens=None, max_output_tokens=1_000)
    result = Runtime(model, [step], budgets=budgets, validators=[]).run("Work")

    assert model.requests[0].max_output_tokens == 250
    assert requested(result)[0]["reserved_cost_usd"] == pytest.approx(0.25)
    assert result.status == "completed"


def test_cost_reservation_refuses_a_call_that_cannot_afford_min_output():
    model = PricedModel([], price=0.001)
    budgets = Budgets(max_cost_usd=0.01, min_output_tokens=16)
    result = Runtime(model, [step], budgets=budgets).run("Work")

    assert (result.status, result.state.termination_kind) == ("stopped", "cost")
    assert model.requests == []
    assert "model_requested" not in result.event_types()


# --- overshoot by a decision maker that ignores its reservation ---------------------------


def test_token_overshoot_by_decision_maker_is_reported():
    turn = ModelTurn(decision=FinalDecision(answer="done"), input_tokens=10, output_tokens=5_000)
    result = Runtime(
        CapIgnoringModel(turn), [step], budgets=Budgets(max_tokens=1_000), validators=[]
    ).run("Work")

    assert (result.status, result.state.termination_kind) == ("stopped", "overshoot")
    assert "token budget of 1000 exceeded" in result.reason
    assert "5010 used" in result.reason
    assert "run_completed" not in result.event_types()
    assert result.answer is None


def test_cost_overshoot_by_decision_maker_is_reported():
    turn = ModelTurn(decision=FinalDecision(answer="done"), cost_usd=2.0)
    model = CapIgnoringModel(turn, estimated_cost=0.001)
    result = Runtime(model, [step], budgets=Budgets(max_cost_usd=1.0), validators=[]).run("Work")

    assert (result.status, result.state.termination_kind) == ("stopped", "overshoot")
    assert "cost budget of $1 exceeded" in result.reason
    assert "$2.000000 spent" in result.reason


def test_without_cost_estimator_the_crossing_call_is_reported_as_overshoot():
    class Unpriced:
        def __init__(self):
            self.n = 0

        def decide(self, request):
            self.n += 1
            return call("step", n=self.n, usage=(0, 0, 0.6))

    model = Unpriced()
    result = Runtime(model, [step], budgets=Budgets(max_cost_usd=1.0)).run("Work")

    assert model.n == 2
    assert (result.status, result.state.termination_kind) == ("stopped", "overshoot")
    assert result.event_types()[-2:] == ["model_requested", "run_terminated"]


# --- unlimited budgets and validation ---------------------------------------------------------


def test_none_budgets_mean_unlimited():
    budgets = Budgets(max_steps=None, max_tokens=None, max_cost_usd=None, timeout_seconds=None)
    turns = [*calls(*[(50_000, 1_000, 5.0)] * 30), final("done", usage=(50_000, 1_000, 5.0))]
    model = ScriptedDecisionMaker(turns)
    result = Runtime(model, [step], budgets=budgets, validators=[]).run("Work")

    assert result.status == "completed"
    assert result.state.step == 31
    assert result.state.total_tokens == 31 * 51_000
    assert result.state.cost_usd == pytest.approx(155.0)
    assert {r.max_output_tokens for r in model.requests} == {budgets.max_output_tokens}
    remaining = model.requests[-1].remaining
    assert (remaining.steps, remaining.tokens, remaining.cost_usd, remaining.seconds) == (
        None,
        None,
        None,
        None,
    )


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("max_steps", 0),
        ("max_steps", -1),
        ("max_tokens", 0),
        ("max_cost_usd", 0),
        ("max_cost_usd", -0.5),
        ("timeout_seconds", 0),
        ("timeout_seconds", -1.0),
        ("max_output_tokens", 0),
        ("min_output_tokens", 0),
    ],
)
def test_budgets_reject_zero_and_negative_limits(field, value):
    with pytest.raises(ValidationError, match=field):
        Budgets(**{field: value})


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("max_duplicate_actions", 0),
        ("cycle_max_period", 0),
        ("cycle_repetitions", 1),
        ("max_tool_retries", -1),
        ("retry_backoff_seconds", -0.1),
        ("max_model_errors", 0),
        ("max_final_rejections", 0),
    ],
)
def test_guards_reject_out_of_range_values(field, value):
    with pytest.raises(ValidationError, match=field):
        Guards(**{field: value})


def test_budgets_are_frozen():
    budgets = Budgets()
    with pytest.raises(ValidationError, match="frozen"):
        budgets.max_steps = 99


def test_output_cap_below_minimum_is_rejected_when_built():
    with pytest.raises(ValidationError, match="min_output_tokens"):
        Budgets(max_output_tokens=8)


def test_user_error_docstring_names_only_examples_that_raise_it():
    doc = UserError.__doc__ or ""
    model = ScriptedDecisionMaker([final("x")])

    examples = doc.split("\n\n")[0]  # the summary: what raises a UserError
    assert "zero budget" not in examples  # Budgets(max_steps=0) raises ValidationError
    assert "ValidationError" in doc
    with pytest.raises(UserError):
        Runtime(model, lease_seconds=0)
    with pytest.raises(UserError):
        Runtime(model, budgets={"max_steps": 3})  # type: ignore[arg-type]
    with pytest.raises(ValidationError):
        Budgets(max_steps=0)


@pytest.mark.parametrize(("option", "kind"), [("budgets", "Budgets"), ("guards", "Guards")])
def test_a_dict_for_budgets_or_guards_is_a_user_error_naming_the_option(option, kind):
    expected = rf"{option} must be a keel.{kind}, got dict: pass {kind}\(max_steps=3\)"
    with pytest.raises(UserError, match=expected):
        Runtime(ScriptedDecisionMaker([final("x")]), **{option: {"max_steps": 3}})


def test_a_time_budget_beyond_what_a_wait_can_take_still_runs_sync_tools() -> None:
    # A budget of 1e10 s (or inf) made the worker-thread wait raise OverflowError
    # ("timestamp out of range for platform time_t"): every sync tool call failed.
    for limit in (1e10, float("inf")):
        runtime, _ = make_runtime(
            [call("lookup", query="q"), final("done")],
            [lookup_tool([])],
            budgets=Budgets(timeout_seconds=limit),
        )
        observation = runtime.run("go").state.observations[0]
        assert observation.ok, observation.error_message


def test_a_long_wait_for_a_worker_is_taken_in_steps(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(workers, "_WAIT_STEP", 0.05)

    def slow() -> str:
        time.sleep(0.5)
        return "late"

    with pytest.raises(TimeoutError):  # no event loop, as under Runtime.run
        drive(workers.call_in_thread(slow, 0.2))
    assert drive(workers.call_in_thread(lambda: "soon", 5.0)) == "soon"
