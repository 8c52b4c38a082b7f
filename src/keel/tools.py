"""Tools: what the runtime may execute on the model's behalf.

A `Tool` pairs a handler with a Pydantic model of its arguments, so every call is
validated before it runs. ``@tool`` derives that model from a function's signature and
docstring; build a `Tool` by hand when you already have an argument model.
"""

from __future__ import annotations

import inspect
import re
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import (
    Any,
    Generic,
    ParamSpec,
    Protocol,
    TypeVar,
    get_origin,
    overload,
)

from pydantic import BaseModel, Field, PydanticUserError, TypeAdapter

from keel.effects import EFFECTS, SIDE_EFFECTS, Effect
from keel.errors import MissingDeps, RetryableToolError, UserError
from keel.limits import count_problem, seconds_problem
from keel.signatures import (
    args_model_from_signature,
    declared_deps,
    is_async_callable,
    is_async_generator,
    keyword_handler,
    parse_docstring,
    tool_doc,
    tool_name,
)
from keel.state import AgentState
from keel.toolcontext import ToolContext

__all__ = [
    "ApprovalPolicy",
    "Arguments",
    "FunctionTool",
    "RetryableToolError",
    "Tool",
    "ToolContext",
    "ToolRegistry",
    "ToolResult",
    "tool",
]

P = ParamSpec("P")
R = TypeVar("R")


class Arguments(Mapping[str, Any]):
    """A tool call's validated arguments, read-only: ``args["amount"]`` or ``args.amount``.

    What an approval predicate receives. ``model`` is the validated argument model itself.
    An argument named like a mapping method (``keys``, ``get``, ``items``, ``values``) or
    ``model`` is reached with ``args["name"]``.
    """

    __slots__ = ("model",)

    def __init__(self, model: BaseModel) -> None:
        object.__setattr__(self, "model", model)

    def __getitem__(self, name: str) -> Any:
        if name not in type(self.model).model_fields:
            raise KeyError(name)
        return getattr(self.model, name)

    def __getattr__(self, name: str) -> Any:
        try:
            return getattr(object.__getattribute__(self, "model"), name)
        except AttributeError:
            raise AttributeError(f"the tool has no argument {name!r}") from None

    def __iter__(self) -> Iterator[str]:
        return iter(type(self.model).model_fields)

    def __len__(self) -> int:
        return len(type(self.model).model_fields)

    def __repr__(self) -> str:
        return f"Arguments({dict(self)!r})"


ApprovalPolicy = bool | Callable[[Arguments], bool]
"""``True`` (always ask), ``False`` (never), or a predicate over the validated `Arguments`."""


class ToolResult(BaseModel):
    """What a tool returns when it wants to name the sources its data came from."""

    data: Any = Field(default=None, description="The result, JSON-compatible.")
    source_ids: list[str] = Field(default_factory=list, description="Documents it supports.")


class SelfBoundedHandler(Protocol):
    """A sync handler whose work happens elsewhere (another thread's event loop, another
    process) and that can wait for it at most a given time by itself, like `keel.mcp`'s
    tools whose servers run on a background thread.

    `Runtime.run` calls ``handler.call_within(limit, *args)`` in its own thread instead of
    handing the call to a worker thread (saving the hand-off) whenever the call has a bound:
    the tool's timeout or the run's remaining time, ``limit`` seconds (at most a week, so
    any clock can wait that long). It must wait at most ``limit``, then raise `TimeoutError`
    (and should stop the work it waited for); a `TimeoutError` raised well before ``limit``
    is taken as the work's own failure, as from any tool. It is sync: an awaitable it
    returns fails the call. ``call_within`` must be defined on the handler's class (a
    method, static or class method, or property), so a mock's made-up attribute is not
    taken for it. ``__call__`` is used everywhere else: under `Runtime.arun` (on a worker
    thread), and with no bound.
    """

    def __call__(self, *args: Any) -> Any:
        """The handler as any other: ``handler(args)`` or ``handler(args, ctx)``."""

    def call_within(self, limit: float, *args: Any) -> Any:
        """The same call, waiting at most ``limit`` seconds; else `TimeoutError`."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Tool:
    """A registered tool.

    Args:
        name: what the model calls it.
        description: what it does, for the model.
        args_model: Pydantic model the arguments must validate against.
        handler: ``handler(args)`` or ``handler(args, ctx)``; sync or ``async``. Returns a
            `ToolResult` or any JSON-compatible value.
        timeout_seconds: per-attempt limit (over 0, at most a week). Every handler is also
            bounded by the run's remaining time: an async one by cancellation, a sync one by
            running on a worker thread that the run stops waiting for (see ``inline``), or
            by itself if it is a `SelfBoundedHandler`.
        inline: run a sync handler in the runtime's own thread, saving the thread hand-off
            (about 0.1 ms a call on a small machine); then neither ``timeout_seconds`` nor
            the time budget can interrupt it, only take effect after it returns. For fast,
            trusted code only.
        side_effects: the tool changes the world; a timed-out attempt is not retried, and
            with a run store each execution is recorded in the execution ledger (intent
            before, outcome after). Shorthand for ``effects="write"``.
        effects: what the tool does (`keel.effects.Effect`): ``none``, ``read``,
            ``network_read``, ``write``, ``external`` or ``destructive``. The last three are
            side effects (``side_effects`` is then True); a runtime policy sees the effects
            of every call (see `keel.policy`). Not given: ``write`` with ``side_effects``,
            else ``read`` — but under a runtime policy a tool that declares neither is
            asked about, since nothing says what it does (``effects_declared`` is False).
        idempotent: the tool honours ``ToolContext.idempotency_key``: a second call with
            the same key has no further effect. Only such a tool is re-run after a crash
            left its outcome unknown; any other gets an "outcome unknown" observation.
        requires_approval: approval policy, see `ApprovalPolicy`.
        result_model: type the returned data must satisfy; a violation is a failure.
        max_output_chars: how much of the serialized output the model sees (and the
            trace's ``tool_succeeded`` carries); the run's state keeps more, up to
            ``max_stored_chars``.
        max_stored_chars: cap on the serialized output kept in the run's state.
        revision: what the call would read, e.g. a document's content hash. An identical
            call is a duplicate only while this is unchanged, so a changed source can be
            read again.
        choices: ``choices(state) -> {argument: allowed values}``, the values an argument
            may take at this point of the run (``read_document.doc_id``: ids seen in
            search results). Backends with constrained decoding narrow the schema to
            them each step; a tool whose allowed list is empty is not offered that step.
            The runtime still validates every call as usual.
        deps_type: the type the handler's ``ToolContext.deps`` must hold (``@tool`` reads it
            from a ``ctx: ToolContext[MyDeps]`` parameter). A call in a run without deps
            then fails with `MissingDeps` before the handler runs. None: deps are optional.
    """

    name: str
    description: str
    args_model: type[BaseModel]
    handler: Callable[..., Any]
    timeout_seconds: float | None = None
    inline: bool = False
    side_effects: bool = False
    effects: Effect | None = None
    idempotent: bool = False
    requires_approval: ApprovalPolicy = False
    result_model: Any = None
    max_output_chars: int = 20_000
    max_stored_chars: int = 1_000_000
    revision: Callable[[Any], Any] | None = None
    choices: Callable[[AgentState], Mapping[str, Iterable[str]]] | None = None
    deps_type: Any = None
    effects_declared: bool = field(init=False)
    is_async: bool = field(init=False)
    wants_context: bool = field(init=False)
    result_adapter: TypeAdapter[Any] | None = field(init=False)
    schema: dict[str, Any] = field(init=False)

    def __post_init__(self) -> None:
        if not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_.-]{0,63}", self.name):
            raise UserError(f"tool name {self.name!r} must match [A-Za-z_][A-Za-z0-9_.-]{{0,63}}")
        self._check_limits()
        set_ = object.__setattr__  # frozen dataclass: derived fields are set once, here
        set_(self, "effects_declared", self.effects is not None or self.side_effects)
        set_(self, "effects", _effects(self.name, self.effects or "read", self.side_effects))
        set_(self, "side_effects", self.effects in SIDE_EFFECTS)
        _visible(self.name, self.args_model)
        set_(self, "args_model", _closed(self.args_model))
        _not_async_generator(self.name, self.handler)
        set_(self, "is_async", is_async_callable(self.handler))
        set_(self, "wants_context", _positional_arity(self.handler) >= 2)
        adapter = None if self.result_model is None else TypeAdapter(self.result_model)
        set_(self, "result_adapter", adapter)
        try:
            set_(self, "schema", self.args_model.model_json_schema())
        except PydanticUserError as error:  # e.g. a Callable argument
            raise UserError(
                f"tool {self.name!r}: its arguments have no JSON schema to show the model: "
                f"{error.message}"
            ) from None

    def _check_limits(self) -> None:
        """Refuse a timeout or an output cap keel cannot use, and keep them as plain
        numbers (a numpy number becomes a float, ``1e4`` an int)."""
        timeout = self.timeout_seconds
        problem = None if timeout is None else seconds_problem(timeout)
        if problem:
            raise UserError(
                f"tool {self.name!r}: timeout_seconds {problem}; None means no timeout of "
                "its own (the run's time budget still applies)"
            )
        if timeout is not None and type(timeout) not in (int, float):  # np.float32, ...
            object.__setattr__(self, "timeout_seconds", float(timeout))
        if self.inline and self.timeout_seconds is not None:
            raise UserError(
                f"tool {self.name!r}: an inline tool cannot be interrupted, so it cannot have "
                "a timeout_seconds; drop one of them"
            )
        for label, least in (("max_output_chars", 64), ("max_stored_chars", 64)):
            problem = count_problem(getattr(self, label), least=least)
            if problem:
                raise UserError(f"tool {self.name!r}: {label} {problem}")
            object.__setattr__(self, label, int(getattr(self, label)))
        if self.max_stored_chars < self.max_output_chars:
            raise UserError(
                f"tool {self.name!r}: max_stored_chars ({self.max_stored_chars}) must be at "
                f"least max_output_chars ({self.max_output_chars})"
            )

    def needs_approval(self, args: BaseModel) -> bool:
        """Apply the approval policy to validated arguments.

        A predicate must return ``False`` to let an action through without approval;
        ``None`` (say, a forgotten ``return``) or anything else means "ask".
        """
        policy = self.requires_approval
        if callable(policy):
            return policy(Arguments(args)) is not False  # fail safe: only False skips it
        return bool(policy)

    def spec(self) -> dict[str, Any]:
        """Name, description and JSON schema of the arguments, as sent to a model."""
        return {"name": self.name, "description": self.description, "parameters": self.schema}


@dataclass(frozen=True, slots=True, kw_only=True)
class FunctionTool(Tool, Generic[P, R]):
    """A `Tool` made by ``@tool`` that is still the function: ``refund(order_id="A1")``
    calls it directly (for unit tests), while the runtime calls it through the tool's
    validated, guarded path."""

    func: Callable[P, R]

    def __call__(self, *args: P.args, **kwargs: P.kwargs) -> R:
        """Call the undecorated function."""
        return self.func(*args, **kwargs)


def check_deps(tool: Tool, ctx: ToolContext[Any] | None) -> None:
    """Raise `MissingDeps` if ``tool`` declares a deps type and ``ctx`` carries no deps."""
    if tool.deps_type is None or (ctx is not None and ctx.deps is not None):
        return
    deps_type = tool.deps_type
    plain = isinstance(deps_type, type) and get_origin(deps_type) is None
    typename = deps_type.__name__ if plain else repr(deps_type).replace("typing.", "")
    raise MissingDeps(
        f"tool {tool.name!r} needs deps (ToolContext[{typename}]) but this run has none: "
        "pass them as run(..., deps=...), or under Temporal have the worker's app provide "
        "them (keel.temporal.TemporalApp)"
    )


def _effects(name: str, effects: str, side_effects: bool) -> Effect:
    if effects not in EFFECTS:
        raise UserError(f"tool {name!r}: unknown effects {effects!r}; use one of {EFFECTS}")
    if side_effects and effects not in SIDE_EFFECTS:
        if effects != "read":
            raise UserError(
                f"tool {name!r}: side_effects=True contradicts effects={effects!r}; "
                "use effects='write', 'external' or 'destructive'"
            )
        return "write"
    return effects  # type: ignore[return-value]  # checked against EFFECTS above


def _not_async_generator(name: str, func: Callable[..., Any]) -> None:
    """Refuse an ``async def`` that ``yield``s: awaiting nothing, its call would run none
    of its body and return an async iterator, not a result."""
    if is_async_generator(func):
        raise UserError(
            f"tool {name!r} is an async generator (an async def that yields): a tool returns "
            "one result; collect the items and return them as a list"
        )


def _visible(name: str, model: type[BaseModel]) -> None:
    """Refuse an argument model that hides a field from its own dump: the policy, the
    trace and the action's fingerprint would not see what the handler gets."""
    hidden = [f for f, info in model.model_fields.items() if info.exclude]
    if hidden:
        raise UserError(
            f"tool {name!r}: argument(s) {', '.join(hidden)} are excluded from the model's "
            "dump, so policies, approvals and the trace could not see them; remove exclude="
        )


def _closed(model: type[BaseModel]) -> type[BaseModel]:
    """The argument model, refusing arguments it does not declare.

    Pydantic ignores unknown fields by default; a tool call with an argument the tool does
    not have is a mistake (or an attempt to smuggle one in), so it fails validation. A
    model that sets ``extra="allow"`` (or already ``"forbid"``) is kept as it is.
    """
    if model.model_config.get("extra") in {"allow", "forbid"}:
        return model
    config = {**model.model_config, "extra": "forbid"}
    return type(model.__name__, (model,), {"model_config": config, "__module__": model.__module__})


def _positional_arity(handler: Callable[..., Any]) -> int:
    params = inspect.signature(handler).parameters.values()
    kinds = (inspect.Parameter.POSITIONAL_ONLY, inspect.Parameter.POSITIONAL_OR_KEYWORD)
    return sum(1 for p in params if p.kind in kinds)


class ToolRegistry(Mapping[str, Tool]):
    """Tools by name. Names are unique."""

    def __init__(self, tools: Iterable[Tool] = ()) -> None:
        self._tools: dict[str, Tool] = {}
        for item in tools:
            self.add(item)

    def add(self, item: Tool) -> None:
        """Register a tool.

        Raises:
            UserError: a tool with that name is already registered.
        """
        if not isinstance(item, Tool):
            raise UserError(f"expected a keel Tool (use @tool), got {type(item).__name__}")
        if item.name in self._tools:
            raise UserError(f"duplicate tool name {item.name!r}")
        self._tools[item.name] = item

    def __getitem__(self, name: str) -> Tool:
        return self._tools[name]

    def __iter__(self) -> Iterator[str]:
        return iter(self._tools)

    def __len__(self) -> int:
        return len(self._tools)

    def specs(self) -> list[dict[str, Any]]:
        """Specs of every tool, in registration order."""
        return [t.spec() for t in self._tools.values()]


@overload
def tool(fn: Callable[P, R], /) -> FunctionTool[P, R]: ...
@overload
def tool(
    *,
    name: str | None = None,
    description: str | None = None,
    timeout_seconds: float | None = None,
    inline: bool = False,
    side_effects: bool = False,
    effects: Effect | None = None,
    idempotent: bool = False,
    requires_approval: ApprovalPolicy = False,
    result_model: Any = None,
    max_output_chars: int = 20_000,
    max_stored_chars: int = 1_000_000,
    revision: Callable[[Any], Any] | None = None,
    choices: Callable[[AgentState], Mapping[str, Iterable[str]]] | None = None,
) -> Callable[[Callable[P, R]], FunctionTool[P, R]]: ...
def tool(
    fn: Callable[P, R] | None = None,
    /,
    *,
    name: str | None = None,
    description: str | None = None,
    timeout_seconds: float | None = None,
    inline: bool = False,
    side_effects: bool = False,
    effects: Effect | None = None,
    idempotent: bool = False,
    requires_approval: ApprovalPolicy = False,
    result_model: Any = None,
    max_output_chars: int = 20_000,
    max_stored_chars: int = 1_000_000,
    revision: Callable[[Any], Any] | None = None,
    choices: Callable[[AgentState], Mapping[str, Iterable[str]]] | None = None,
) -> FunctionTool[P, R] | Callable[[Callable[P, R]], FunctionTool[P, R]]:
    """Make a `Tool` from a typed function; ``@tool`` or ``@tool(side_effects=True, ...)``.

    Parameters become the argument model (extra arguments are rejected); the docstring's
    first paragraph becomes the description and its ``Args:`` entries the field
    descriptions. A parameter annotated `ToolContext` receives the run context. The
    result is still callable as the function itself. A `functools.partial` is described by
    the parameters it leaves open (its bound ones cannot be passed), with the wrapped
    function's annotations and docstring; an object with a ``__call__`` method by that
    method (its docstring, else the class's; the default name is the class's).

    Raises:
        UserError: a parameter cannot be an argument (``*args``, a name Pydantic reserves
            such as ``model_config``, a second `ToolContext`, an annotation naming a type
            that is not defined at module level, a type with no JSON schema), or the
            function is an async generator (an ``async def`` that yields).
    """

    def build(func: Callable[P, R]) -> FunctionTool[P, R]:
        _not_async_generator(name or tool_name(func), func)
        summary, arg_docs = parse_docstring(tool_doc(func))
        args_model, context_param = args_model_from_signature(func, arg_docs, name)
        handler = keyword_handler(func, context_param)
        deps_type = declared_deps(func, context_param)
        return FunctionTool(
            func=func,
            name=name or tool_name(func),
            description=description or summary or tool_name(func),
            args_model=args_model,
            handler=handler,
            timeout_seconds=timeout_seconds,
            inline=inline,
            side_effects=side_effects,
            effects=effects,
            idempotent=idempotent,
            requires_approval=requires_approval,
            result_model=result_model,
            max_output_chars=max_output_chars,
            max_stored_chars=max_stored_chars,
            revision=revision,
            choices=choices,
            deps_type=deps_type,
        )

    return build(fn) if fn is not None else build
