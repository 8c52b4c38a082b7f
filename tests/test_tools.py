"""Tools: `@tool` schema derivation, explicit `Tool`s, the registry, approval policies,
`ToolContext`."""

import asyncio
import functools
import math
from collections.abc import Callable
from typing import Any, Literal

import pytest
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from helpers_tools import events_of, make_runtime, only
from keel import (
    Arguments,
    Runtime,
    ScriptedDecisionMaker,
    Tool,
    ToolContext,
    ToolRegistry,
    ToolResult,
    UserError,
    tool,
)
from keel.testing import assert_trajectory, call, final


@tool
def convert(amount: float, currency: str = "EUR", exact: bool = False) -> str:
    """Convert an amount of money.

    Longer explanation that is not the summary.

    Args:
        amount: how much money,
            in the source currency.
        currency (str): target currency code.
        exact: whether to skip rounding.

    Returns:
        The converted amount.
    """
    return f"{amount} {currency}"


def test_tool_takes_name_from_function_and_description_from_docstring_summary():
    assert convert.name == "convert"
    assert convert.description == "Convert an amount of money."


def test_tool_name_and_description_can_be_overridden():
    @tool(name="fx.convert", description="Currency conversion.")
    def whatever(amount: float) -> float:
        """Ignored summary."""
        return amount

    assert whatever.name == "fx.convert"
    assert whatever.description == "Currency conversion."
    assert whatever.spec()["name"] == "fx.convert"


def test_tool_without_docstring_uses_its_name_as_description():
    @tool
    def ping() -> str:
        return "pong"

    assert ping.description == "ping"
    assert ping.schema["properties"] == {}


def test_tool_schema_maps_python_types_to_json_schema_types():
    @tool
    def typed(
        n: int,
        x: float,
        s: str,
        flag: bool,
        tags: list[str],
        mode: Literal["fast", "slow"],
        counts: dict[str, int],
        maybe: str | None = None,
    ) -> None:
        """Typed."""

    props = typed.schema["properties"]
    assert props["n"]["type"] == "integer"
    assert props["x"]["type"] == "number"
    assert props["s"]["type"] == "string"
    assert props["flag"]["type"] == "boolean"
    assert props["tags"] == {"items": {"type": "string"}, "title": "Tags", "type": "array"}
    assert props["mode"]["enum"] == ["fast", "slow"]
    assert props["counts"]["type"] == "object"
    assert props["counts"]["additionalProperties"] == {"type": "integer"}
    assert {"type": "null"} in props["maybe"]["anyOf"]
    assert {"type": "string"} in props["maybe"]["anyOf"]


def test_tool_schema_requires_parameters_without_default_and_keeps_defaults():
    schema = convert.schema
    assert schema["required"] == ["amount"]
    assert schema["properties"]["currency"]["default"] == "EUR"
    assert schema["properties"]["exact"]["default"] is False
    assert "default" not in schema["properties"]["amount"]


def test_tool_descriptions_come_from_google_docstring_args_section():
    props = convert.schema["properties"]
    assert props["amount"]["description"] == "how much money, in the source currency."
    assert props["currency"]["description"] == "target currency code."
    assert props["exact"]["description"] == "whether to skip rounding."
    assert "Returns" not in str(props)


def test_tool_schema_forbids_extra_arguments():
    assert convert.schema["additionalProperties"] is False
    with pytest.raises(ValidationError):
        convert.args_model.model_validate({"amount": 1.0, "surprise": True})


def test_tool_spec_is_name_description_and_parameters():
    assert convert.spec() == {
        "name": "convert",
        "description": "Convert an amount of money.",
        "parameters": convert.schema,
    }


def test_extra_argument_from_the_model_is_rejected_before_execution():
    ran: list[int] = []

    @tool
    def double(n: int) -> int:
        """Double a number."""
        ran.append(n)
        return 2 * n

    runtime, _ = make_runtime([call("double", n=2, extra=1), final("done")], [double])
    result = runtime.run("double two")

    assert_trajectory(result, ["tool_rejected", "run_completed"])
    assert only(result, "tool_rejected").data["reason"] == "invalid_arguments"
    assert ran == []
    observation = result.state.observations[0]
    assert (observation.ok, observation.error_type) == (False, "invalid_arguments")
    assert "extra" in (observation.error_message or "")


def test_arguments_are_coerced_by_validation_before_the_handler_sees_them():
    seen: list[Any] = []

    @tool
    def double(n: int) -> int:
        """Double a number."""
        seen.append(n)
        return 2 * n

    runtime, _ = make_runtime([call("double", n="21"), final("done")], [double])
    result = runtime.run("double")

    assert seen == [21]
    assert result.state.observations[0].data == 42


def test_tool_context_parameter_is_injected_and_left_out_of_the_schema():
    seen: list[ToolContext] = []

    @tool
    def remember(fact: str, ctx: ToolContext) -> str:
        """Remember a fact."""
        seen.append(ctx)
        return fact

    assert list(remember.schema["properties"]) == ["fact"]
    assert remember.schema["required"] == ["fact"]
    runtime, _ = make_runtime([call("remember", fact="sky is blue"), final("ok")], [remember])
    result = runtime.run("remember")

    assert result.status == "completed"
    (ctx,) = seen
    assert ctx.run_id == result.state.run_id
    assert (ctx.step, ctx.attempt) == (1, 1)
    assert ctx.goal == result.state.goal
    assert not hasattr(ctx, "state")  # tools never get the live state
    assert isinstance(ctx.idempotency_key, str)
    assert ctx.idempotency_key


def test_tool_context_parameter_may_have_any_name_and_position():
    seen: list[int] = []

    @tool
    def first(run_info: ToolContext, n: int) -> int:
        """Context first."""
        seen.append(run_info.step)
        return n

    assert list(first.schema["properties"]) == ["n"]
    runtime, _ = make_runtime([call("first", n=3), final("ok")], [first])
    assert runtime.run("go").state.observations[0].data == 3
    assert seen == [1]


def test_async_function_tool_is_awaited():
    @tool
    async def fetch(url: str) -> dict[str, str]:
        """Fetch a URL."""
        await asyncio.sleep(0)
        return {"url": url, "body": "hello"}

    assert fetch.is_async
    runtime, _ = make_runtime([call("fetch", url="https://x"), final("ok")], [fetch])
    result = runtime.run("fetch")

    assert_trajectory(result, ["tool_started", "tool_succeeded", "run_completed"])
    assert result.state.observations[0].data == {"url": "https://x", "body": "hello"}


def test_async_function_tool_receives_tool_context():
    steps: list[int] = []

    @tool
    async def fetch(url: str, ctx: ToolContext) -> str:
        """Fetch a URL."""
        steps.append(ctx.step)
        return url

    assert list(fetch.schema["properties"]) == ["url"]
    runtime, _ = make_runtime([call("fetch", url="u"), final("ok")], [fetch])
    assert runtime.run("fetch").status == "completed"
    assert steps == [1]


def test_var_args_cannot_be_described_and_raise_user_error():
    def spread(*items: str) -> None:
        """Spread."""

    with pytest.raises(UserError, match=r"\*args"):
        tool(spread)


class WeatherArgs(BaseModel):
    """Hand-written argument model."""

    model_config = ConfigDict(extra="forbid")

    city: str = Field(description="City name.")
    days: int = Field(default=1, ge=1, le=7, description="Forecast length.")


def test_explicit_tool_uses_its_hand_written_args_model():
    received: list[BaseModel] = []

    def forecast(args: WeatherArgs) -> str:
        received.append(args)
        return f"{args.city}: sunny for {args.days} days"

    weather = Tool(
        name="weather", description="Weather forecast.", args_model=WeatherArgs, handler=forecast
    )
    assert weather.schema == WeatherArgs.model_json_schema()
    assert not weather.wants_context
    assert not weather.is_async

    runtime, _ = make_runtime(
        [call("weather", city="Oslo", days=3), call("weather", city="Rome", days=9), final("ok")],
        [weather],
    )
    result = runtime.run("forecast")

    assert [type(a) for a in received] == [WeatherArgs]
    assert received[0] == WeatherArgs(city="Oslo", days=3)
    assert result.state.observations[0].data == "Oslo: sunny for 3 days"
    rejected = result.state.observations[1]
    assert (rejected.ok, rejected.error_type) == (False, "invalid_arguments")
    assert "days" in (rejected.error_message or "")


def test_explicit_tool_handler_with_two_parameters_receives_the_context():
    contexts: list[ToolContext] = []

    def handler(args: WeatherArgs, ctx: ToolContext) -> str:
        contexts.append(ctx)
        return args.city

    weather = Tool(
        name="weather", description="Weather forecast.", args_model=WeatherArgs, handler=handler
    )
    assert weather.wants_context
    runtime, _ = make_runtime([call("weather", city="Oslo"), final("ok")], [weather])
    result = runtime.run("forecast")

    assert [ctx.run_id for ctx in contexts] == [result.state.run_id]
    assert contexts[0].attempt == 1


def test_explicit_tool_with_async_handler_is_awaited():
    async def handler(args: WeatherArgs) -> str:
        await asyncio.sleep(0)
        return args.city.upper()

    weather = Tool(
        name="weather", description="Weather forecast.", args_model=WeatherArgs, handler=handler
    )
    assert weather.is_async
    runtime, _ = make_runtime([call("weather", city="Oslo"), final("ok")], [weather])
    assert runtime.run("forecast").state.observations[0].data == "OSLO"


class _AsyncCallable:
    """A handler object whose ``__call__`` is a coroutine function."""

    def __init__(self) -> None:
        self.calls = 0

    async def __call__(self, args: WeatherArgs) -> str:
        self.calls += 1
        return args.city


def test_explicit_tool_with_async_callable_object_handler_is_awaited():
    handler = _AsyncCallable()
    weather = Tool(name="weather", description="Weather.", args_model=WeatherArgs, handler=handler)
    runtime, _ = make_runtime([call("weather", city="Oslo"), final("ok")], [weather])
    result = runtime.run("forecast")

    assert weather.is_async
    assert result.state.observations[0].data == "Oslo"
    assert handler.calls == 1


def test_explicit_tool_with_partial_of_async_function_is_awaited():
    async def handler(args: WeatherArgs, suffix: str) -> str:
        return args.city + suffix

    weather = Tool(
        name="weather",
        description="Weather.",
        args_model=WeatherArgs,
        handler=functools.partial(handler, suffix="!"),
    )
    runtime, _ = make_runtime([call("weather", city="Oslo"), final("ok")], [weather])

    assert weather.is_async
    assert runtime.run("forecast").state.observations[0].data == "Oslo!"


def test_tool_result_source_ids_are_recorded_on_the_observation():
    @tool
    def read(doc_id: str) -> ToolResult:
        """Read a document."""
        return ToolResult(data=f"text of {doc_id}", source_ids=[doc_id])

    runtime, _ = make_runtime([call("read", doc_id="d1"), final("ok")], [read])
    result = runtime.run("read")

    observation = result.state.observations[0]
    assert (observation.data, observation.source_ids) == ("text of d1", ["d1"])
    assert only(result, "tool_succeeded").data["source_ids"] == ["d1"]


def test_unknown_tool_is_rejected_and_lists_available_tools():
    runtime, _ = make_runtime([call("nope"), final("ok")], [convert])
    result = runtime.run("go")

    assert_trajectory(result, ["tool_rejected", "run_completed"])
    assert only(result, "tool_rejected").data == {
        "step": 1,
        "tool": "nope",
        "reason": "unknown_tool",
    }
    observation = result.state.observations[0]
    assert observation.error_type == "unknown_tool"
    assert "convert" in (observation.error_message or "")


def _noop_tool(name: str) -> Tool:
    return Tool(name=name, description="x", args_model=WeatherArgs, handler=lambda args: None)


def test_registry_rejects_duplicate_tool_names():
    with pytest.raises(UserError, match="duplicate tool name 'weather'"):
        ToolRegistry([_noop_tool("weather"), _noop_tool("weather")])


def test_runtime_rejects_duplicate_tool_names():
    with pytest.raises(UserError, match="duplicate"):
        make_runtime([], [_noop_tool("weather"), _noop_tool("weather")])


def test_registry_rejects_objects_that_are_not_tools():
    def plain(city: str) -> str:
        return city

    with pytest.raises(UserError, match="use @tool"):
        ToolRegistry([plain])  # type: ignore[list-item]


def test_registry_is_a_mapping_in_registration_order():
    registry = ToolRegistry([_noop_tool("b"), _noop_tool("a")])
    registry.add(_noop_tool("c"))

    assert list(registry) == ["b", "a", "c"]
    assert len(registry) == 3
    assert registry["a"].name == "a"
    assert "zzz" not in registry
    assert [spec["name"] for spec in registry.specs()] == ["b", "a", "c"]


@pytest.mark.parametrize(
    "name", ["", "1st", "has space", "semi;colon", "a" * 65, "dash-first?", "ünïcode"]
)
def test_bad_tool_names_raise_user_error(name: str):
    with pytest.raises(UserError, match="tool name"):
        _noop_tool(name)


@pytest.mark.parametrize("name", ["a", "_private", "kb.search", "read-doc", "A1" + "x" * 62])
def test_good_tool_names_are_accepted(name: str):
    assert _noop_tool(name).name == name


@pytest.mark.parametrize("timeout", [0, -1, -0.5])
def test_non_positive_timeouts_raise_user_error(timeout: float):
    with pytest.raises(UserError, match="timeout_seconds must be > 0"):
        Tool(
            name="t",
            description="x",
            args_model=WeatherArgs,
            handler=lambda args: None,
            timeout_seconds=timeout,
        )


def test_decorator_rejects_non_positive_timeout():
    with pytest.raises(UserError, match="timeout_seconds"):

        @tool(timeout_seconds=0)
        def slow() -> None:
            """Slow."""


def test_tiny_output_cap_raises_user_error():
    with pytest.raises(UserError, match="max_output_chars"):

        @tool(max_output_chars=10)
        def chatty() -> str:
            """Chatty."""
            return "x"


def test_approval_policy_true_and_false():
    args = WeatherArgs(city="Oslo")
    always = Tool(
        name="a", description="x", args_model=WeatherArgs, handler=print, requires_approval=True
    )
    never = Tool(name="n", description="x", args_model=WeatherArgs, handler=print)

    assert always.needs_approval(args) is True
    assert never.needs_approval(args) is False


def test_approval_predicate_is_applied_to_validated_arguments():
    seen: list[Any] = []

    def over_100(args: Arguments) -> bool:
        seen.append(args.model)
        return bool(args.amount > 100)

    @tool(requires_approval=over_100)
    def pay(amount: int, to: str) -> str:
        """Pay someone."""
        return f"paid {amount} to {to}"

    # "50" and "500" are strings the model sent; the predicate must see validated ints.
    runtime, _ = make_runtime(
        [call("pay", amount="50", to="bob"), call("pay", amount="500", to="eve")], [pay]
    )
    result = runtime.run("pay people")

    assert [type(a) for a in seen] == [pay.args_model, pay.args_model]
    assert [a.amount for a in seen] == [50, 500]  # type: ignore[attr-defined]
    assert_trajectory(
        result, ["tool_started", "tool_succeeded", "approval_requested", "run_paused"]
    )
    assert result.state.pending is not None
    assert result.state.pending.arguments == {"amount": 500, "to": "eve"}  # type: ignore[union-attr]


def test_add_note_stores_a_note_in_the_state_and_the_model_sees_it():
    @tool
    def conclude(text: str, ctx: ToolContext) -> str:
        """Store a conclusion."""
        note = ctx.add_note(text, source_ids=["d1", "d2"])
        assert note in ctx.added_notes
        return "noted"

    runtime, model = make_runtime(
        [call("conclude", text="revenue grew 25%"), final("ok")], [conclude]
    )
    result = runtime.run("conclude")

    assert [(n.text, n.source_ids) for n in result.state.notes] == [
        ("revenue grew 25%", ["d1", "d2"])
    ]
    assert [n.text for n in model.requests[1].notes] == ["revenue grew 25%"]
    assert "revenue grew 25%" in model.requests[1].render_prompt()
    assert events_of(result, "tool_succeeded")


def halve(n: int, /) -> float:
    """Halve a number (positional-only parameter)."""
    return n / 2


def test_positional_only_parameters_work_or_are_rejected_when_decorating():
    try:
        halve_tool = tool(halve)
    except UserError:
        return
    runtime, _ = make_runtime([call("halve", n=8), final("ok")], [halve_tool])
    observation = runtime.run("halve").state.observations[0]

    assert (observation.ok, observation.data) == (True, 4.0), observation.error_message


def underscored(_secret: int = 1) -> int:
    """Takes a parameter whose name starts with an underscore."""
    return _secret


def test_parameter_names_pydantic_cannot_use_raise_user_error():
    with pytest.raises(UserError):
        tool(underscored)


@pytest.mark.parametrize("name", ["model_config", "model_dump", "model_validate_json"])
def test_parameter_names_pydantic_reserves_raise_user_error_naming_them(name: str):
    namespace: dict[str, Any] = {}
    source = f"def configure({name}: str) -> str:\n    '''Configure.'''\n    return {name}\n"
    exec(source, namespace)

    with pytest.raises(UserError, match=f"tool 'configure': parameter '{name}' is a name"):
        tool(namespace["configure"])
    with pytest.raises(UserError, match=f"tool 'setup': parameter '{name}'"):  # as named
        tool(name="setup")(namespace["configure"])


def test_a_model_prefixed_name_pydantic_keeps_still_works():
    @tool
    def configure(model_name: str) -> str:
        """Configure."""
        return model_name

    runtime, _ = make_runtime([call("configure", model_name="fast"), final("ok")], [configure])

    assert runtime.run("go").state.observations[0].data == "fast"


def test_two_tool_context_parameters_raise_user_error_naming_both():
    def audit(run: ToolContext, log: ToolContext) -> str:
        """Two context parameters."""
        return "ok"

    with pytest.raises(UserError, match="parameters 'run' and 'log' are both ToolContext"):
        tool(audit)


class _Search:
    """A search tool that keeps its client."""

    def __init__(self, client: str) -> None:
        self.client = client

    def __call__(self, query: str, ctx: ToolContext) -> str:
        """Search the index.

        Args:
            query: the words to look for.
        """
        return f"{self.client}: {query} (step {ctx.step})"


def test_callable_object_is_a_tool_described_by_its_call_method():
    search = tool(name="search")(_Search("es"))
    runtime, _ = make_runtime([call("search", query="q"), final("ok")], [search])

    assert search.description == "Search the index."
    assert search.schema["properties"]["query"]["description"] == "the words to look for."
    assert search.schema["required"] == ["query"]
    assert runtime.run("go").state.observations[0].data == "es: q (step 1)"


def test_callable_object_with_async_call_is_an_async_tool_named_after_its_class():
    class Lookup:
        async def __call__(self, key: str) -> str:
            await asyncio.sleep(0)
            return key.upper()

    lookup = tool(Lookup())
    runtime, _ = make_runtime([call("Lookup", key="k"), final("ok")], [lookup])

    assert (lookup.name, lookup.description, lookup.is_async) == ("Lookup", "Lookup", True)
    assert runtime.run("go").state.observations[0].data == "K"


def _search_index(index: str, query: str, limit: int = 3) -> str:
    """Search an index.

    Args:
        index: which index.
        query: the words to look for.
        limit: how many hits.
    """
    return f"{index}: {query} ({limit})"


def test_partial_is_a_tool_of_its_open_parameters_with_the_wrapped_docstring():
    positional = tool(name="search_docs")(functools.partial(_search_index, "docs"))
    keyword = tool(functools.partial(_search_index, index="mail", limit=9))
    runtime, _ = make_runtime(
        [
            call("search_docs", query="q"),
            call("_search_index", query="q"),
            call("_search_index", query="r", index="secrets"),  # bound: not an argument
            final("ok"),
        ],
        [positional, keyword],
    )
    first, second, third = runtime.run("go").state.observations

    assert positional.description == "Search an index."
    assert list(positional.schema["properties"]) == ["query", "limit"]
    assert list(keyword.schema["properties"]) == ["query"]
    assert (first.data, second.data) == ("docs: q (3)", "mail: q (9)")
    assert (third.ok, third.error_type) == (False, "invalid_arguments")


def test_partial_of_an_async_function_is_an_async_tool():
    async def fetch(host: str, path: str) -> str:
        """Fetch a page."""
        return host + path

    fetch_example = tool(name="fetch")(functools.partial(fetch, "example.org"))
    runtime, _ = make_runtime([call("fetch", path="/a"), final("ok")], [fetch_example])

    assert fetch_example.is_async
    assert runtime.run("go").state.observations[0].data == "example.org/a"


def test_annotation_naming_an_undefined_local_class_is_a_user_error_naming_both():
    class Query(BaseModel):
        text: str

    def search(query: "Query") -> str:  # a string, as under `from __future__ import annotations`
        """Search."""
        return "x"

    with pytest.raises(UserError, match=r"parameter 'query' .* names 'Query'.* module level"):
        tool(search)


def test_string_annotation_naming_a_class_the_function_closes_over_resolves():
    class Query(BaseModel):
        text: str

    def search(query: "Query") -> str:
        """Search."""
        return Query.model_validate(query).text

    runtime, _ = make_runtime([call("search", query={"text": "hi"}), final("ok")], [tool(search)])

    assert runtime.run("go").state.observations[0].data == "hi"


def test_argument_type_without_a_json_schema_is_a_user_error():
    def apply(fn: Callable[[int], int]) -> int:
        """Apply a function."""
        return fn(1)

    with pytest.raises(UserError, match="tool 'apply': its arguments have no JSON schema"):
        tool(apply)


@pytest.mark.parametrize("timeout", [math.nan, math.inf, 1e300, True])
def test_timeouts_that_are_not_finite_positive_durations_raise_user_error(timeout: Any):
    with pytest.raises(UserError, match="tool 'slow': timeout_seconds must be"):

        @tool(timeout_seconds=timeout)
        def slow() -> None:
            """Slow."""


@pytest.mark.parametrize("option", ["max_output_chars", "max_stored_chars"])
@pytest.mark.parametrize("value", [math.nan, math.inf, 100.5, True])
def test_output_caps_that_are_not_whole_numbers_raise_user_error(option: str, value: Any):
    with pytest.raises(UserError, match=f"tool 'report': {option} must be a whole number"):
        tool(name="report", **{option: value})(convert.func)


def test_output_caps_given_as_whole_floats_are_kept_as_ints():
    report = tool(name="report", max_output_chars=1e3, max_stored_chars=1e4)(convert.func)

    assert (report.max_output_chars, report.max_stored_chars) == (1000, 10000)
    assert isinstance(report.max_output_chars, int)


def test_one_tool_passed_without_a_list_is_a_user_error_saying_to_pass_a_list():
    with pytest.raises(UserError, match=r"tools must be a list of tools, .* pass \[convert\]"):
        Runtime(ScriptedDecisionMaker([final("ok")]), convert)  # type: ignore[arg-type]


def test_tools_that_are_not_a_list_at_all_are_a_user_error():
    with pytest.raises(UserError, match="tools must be a list of tools"):
        Runtime(ScriptedDecisionMaker([final("ok")]), 42)  # type: ignore[arg-type]


@functools.lru_cache(maxsize=64)
def _exchange_rate(currency: str, year: int = 2024) -> float:
    """Exchange rate of a currency to EUR.

    Args:
        currency: ISO code.
        year: the year.
    """
    return {"USD": 0.9}.get(currency, 1.0)


@functools.cache
def _population(city: str) -> int:
    """Population of a city."""
    return 1000


def test_a_function_behind_functools_cache_keeps_its_name_description_and_types() -> None:
    # A review: such wrappers are objects, and were described as one ("Call self as a
    # function.", no argument types, the name _lru_cache_wrapper for every one of them).
    rate, population = tool(_exchange_rate), tool(_population)

    assert (rate.name, rate.description) == (
        "_exchange_rate",
        "Exchange rate of a currency to EUR.",
    )
    assert rate.schema["properties"]["currency"]["type"] == "string"
    assert rate.schema["properties"]["year"]["type"] == "integer"
    assert population.name == "_population"
    runtime, _ = make_runtime(
        [call("_exchange_rate", currency="USD"), final("ok")], [rate, population]
    )
    assert runtime.run("rate?").state.observations[0].data == 0.9


class _StaticCall:
    @staticmethod
    def __call__(query: str) -> str:
        """Search."""
        return query


def test_a_static_call_method_is_refused_with_a_reason() -> None:
    # Its signature, as Python reports it, loses the first parameter: the tool could
    # never be called (every call: "Extra inputs are not permitted").
    with pytest.raises(UserError, match=r"__call__ is a staticmethod"):
        tool(name="search")(_StaticCall())


def test_a_timeout_given_as_a_numpy_number_is_a_number_of_seconds() -> None:
    import numpy as np

    @tool(timeout_seconds=np.float32(0.5))
    def quick() -> str:
        """Answers at once."""
        return "ok"

    assert type(quick.timeout_seconds) is float
    runtime, _ = make_runtime([call("quick"), final("done")], [quick])
    assert runtime.run("go").state.observations[0].ok
