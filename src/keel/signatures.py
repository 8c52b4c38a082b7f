"""What ``@tool`` reads from a function: its argument model, its docstring, its call shape.

Parameters become a Pydantic model that forbids extra arguments; a Google-style
docstring gives the description and the per-argument descriptions; a parameter
annotated `ToolContext` is left out of the model and receives the run context. A
`functools.partial` is described by the parameters it leaves open, with the wrapped
function's annotations and docstring; an object with ``__call__`` by that method.
"""

from __future__ import annotations

import functools
import inspect
import re
import types
import warnings
from collections.abc import Callable
from typing import Annotated, Any, Union, cast, get_args, get_origin, get_type_hints

from pydantic import BaseModel, ConfigDict, Field, PydanticUserError, create_model

from keel.errors import UserError
from keel.toolcontext import ToolContext


def described(func: Callable[..., Any]) -> Callable[..., Any]:
    """The function whose annotations and docstring describe ``func``: itself, the function
    a `functools.partial` or a wrapper object (``functools.cache``) wraps, or a callable
    object's ``__call__``.

    Raises:
        UserError: the object's ``__call__`` is a staticmethod or classmethod (its
            signature, as Python reports it, loses a parameter).
    """
    target = _described_target(func)
    if _is_callable_object(target):
        call = inspect.getattr_static(type(target), "__call__", None)
        if isinstance(call, staticmethod | classmethod):
            raise UserError(
                f"{type(target).__name__}.__call__ is a {type(call).__name__}: a callable "
                "object is a tool through a plain __call__ method; make it one"
            )
        return type(target).__call__
    return cast(Callable[..., Any], target)


def tool_name(func: Callable[..., Any]) -> str:
    """A tool's default name: the function's, the wrapped function's for a partial or a
    wrapper object, the class's for a callable object."""
    target = _described_target(func)
    if _is_callable_object(target):
        return type(target).__name__
    return str(getattr(target, "__name__", type(target).__name__))


def tool_doc(func: Callable[..., Any]) -> str:
    """The docstring that describes ``func`` as a tool (a callable object's ``__call__``,
    else its class)."""
    target = _described_target(func)
    if not _is_callable_object(target):
        return inspect.getdoc(target) or ""
    own = type(target).__call__.__doc__  # not getdoc: it would find object's "Call self..."
    return (inspect.cleandoc(own) if own else inspect.getdoc(type(target))) or ""


def is_async_callable(func: Callable[..., Any]) -> bool:
    """True for ``async def`` functions, partials of them, and objects with ``async __call__``."""
    target = _unpartial(func)
    if inspect.iscoroutinefunction(target):
        return True
    call = getattr(target, "__call__", None)  # noqa: B004 - we need the method itself
    return inspect.iscoroutinefunction(call)


def is_async_generator(func: Callable[..., Any]) -> bool:
    """True for an ``async def`` that ``yield``s (or a partial of one, or an object whose
    ``__call__`` is one): calling it runs nothing and returns an async iterator."""
    target = _unpartial(func)
    if inspect.isasyncgenfunction(target):
        return True
    return _is_callable_object(target) and inspect.isasyncgenfunction(type(target).__call__)


def _unpartial(func: Callable[..., Any]) -> Any:
    """The function a (nested) `functools.partial` wraps, or ``func`` itself."""
    target: Any = func
    while isinstance(target, functools.partial):
        target = target.func
    return target


def _described_target(func: Callable[..., Any]) -> Any:
    """`_unpartial`, then a wrapper object's wrapped function (``functools.cache`` and
    ``lru_cache`` give objects, not functions; they keep ``__wrapped__``)."""
    target = _unpartial(func)
    if _is_callable_object(target) and hasattr(target, "__wrapped__"):
        return inspect.unwrap(target)
    return target


def _is_callable_object(target: Any) -> bool:
    plain = (types.FunctionType, types.MethodType, types.BuiltinFunctionType, type)
    return callable(target) and not isinstance(target, plain)


def parameter_hints(func: Callable[..., Any], label: str) -> dict[str, Any]:
    """Each open parameter's annotation, evaluated one by one, so a `UserError` can name
    the parameter whose annotation names something undefined (a class defined inside a
    function, under ``from __future__ import annotations``). The return annotation is
    not read: a tool's arguments do not depend on it."""
    target = inspect.unwrap(described(func))
    annotations = dict(getattr(target, "__annotations__", None) or {})
    globalns: dict[str, Any] = getattr(target, "__globals__", {})
    localns = {**globalns, **_closure(target)}
    hints: dict[str, Any] = {}
    for name in _open_parameters(func):
        if name not in annotations:
            continue
        holder = types.SimpleNamespace(__annotations__={name: annotations[name]})
        try:
            hints[name] = get_type_hints(holder, globalns, localns, include_extras=True)[name]
        except NameError as error:
            missing = getattr(error, "name", None) or str(error)
            raise UserError(
                f"tool {label!r}: the annotation of parameter {name!r} "
                f"({annotations[name]!r}) names {missing!r}, which is not defined where the "
                "function is (a class defined inside a function is not visible to an "
                "annotation kept as a string, as under `from __future__ import "
                f"annotations`); define {missing} at module level, or pass the arguments' "
                "model yourself with keel.Tool(args_model=...)"
            ) from None
        except (SyntaxError, TypeError) as error:
            raise UserError(
                f"tool {label!r}: the annotation of parameter {name!r} "
                f"({annotations[name]!r}) cannot be evaluated: {error}"
            ) from None
    return hints


def _closure(target: Any) -> dict[str, Any]:
    """The variables a function closes over, by name (empty cells left out)."""
    code, cells = getattr(target, "__code__", None), getattr(target, "__closure__", None)
    found: dict[str, Any] = {}
    for name, cell in zip(getattr(code, "co_freevars", ()), cells or (), strict=False):
        try:
            found[name] = cell.cell_contents
        except ValueError:  # not assigned yet
            continue
    return found


def _open_parameters(func: Callable[..., Any]) -> dict[str, inspect.Parameter]:
    """The parameters a call still has to pass: a partial's keyword-bound ones are fixed
    (``inspect.signature`` keeps them, as defaults the model could override)."""
    bound: set[str] = set()
    target: Any = func
    while isinstance(target, functools.partial):
        bound.update(target.keywords)
        target = target.func
    parameters = inspect.signature(func).parameters
    return {name: param for name, param in parameters.items() if name not in bound}


def args_model_from_signature(
    func: Callable[..., Any], arg_docs: dict[str, str], name: str | None = None
) -> tuple[type[BaseModel], str | None]:
    label = name or tool_name(func)  # the tool's name in errors: name= if it was given
    hints = parameter_hints(func, label)  # Annotated constraints kept
    fields: dict[str, Any] = {}
    context_param: str | None = None
    for param in _open_parameters(func).values():
        annotation = hints.get(param.name, Any)
        if annotation is ToolContext or get_origin(annotation) is ToolContext:
            if context_param is not None:
                raise UserError(
                    f"tool {label!r}: parameters {context_param!r} and {param.name!r} "
                    "are both ToolContext; a tool gets one context, so keep one of them"
                )
            context_param = param.name
            continue
        if param.kind in (inspect.Parameter.VAR_POSITIONAL, inspect.Parameter.VAR_KEYWORD):
            raise UserError(f"tool {label!r}: *args/**kwargs cannot be described")
        if param.kind is inspect.Parameter.POSITIONAL_ONLY:
            raise UserError(
                f"tool {label!r}: positional-only parameter {param.name!r} cannot be "
                "passed by name; drop the '/'"
            )
        default = ... if param.default is inspect.Parameter.empty else param.default
        fields[param.name] = (annotation, Field(default, description=arg_docs.get(param.name)))
    model_name = "".join(part.title() for part in label.split("_")) + "Args"
    return _args_model(label, model_name, fields), context_param


def _args_model(label: str, model_name: str, fields: dict[str, Any]) -> type[BaseModel]:
    """The argument model of ``fields``, or a `UserError` naming the parameter Pydantic
    refuses (a leading underscore, ``model_dump``, a type it cannot describe) or would
    drop (``model_config``, which Pydantic reads as the model's configuration)."""
    try:
        model = create_model(model_name, __config__=ConfigDict(extra="forbid"), **fields)
    except (PydanticUserError, NameError, TypeError, ValueError) as error:
        raise UserError(f"tool {label!r}: {_refused_field(fields, error)}") from None
    dropped = [name for name in fields if name not in model.model_fields]
    if dropped:
        raise UserError(f"tool {label!r}: {_reserved(dropped[0])}")
    return cast(type[BaseModel], model)


def _reserved(name: str) -> str:
    return (
        f"parameter {name!r} is a name Pydantic reserves for its models, so the argument "
        "would never reach the tool; rename the parameter"
    )


def _refused_field(fields: dict[str, Any], error: Exception) -> str:
    """What Pydantic refused, naming the first parameter it refuses on its own."""
    for name, field in fields.items():
        try:
            with warnings.catch_warnings():  # a shadowing warning was given once already
                warnings.simplefilter("ignore")
                create_model("Probe", **{name: field})
        except (PydanticUserError, NameError, TypeError, ValueError) as probe:
            if hasattr(BaseModel, name):  # model_dump, model_validate...
                return _reserved(name)
            return f"parameter {name!r} cannot be an argument: {_message(probe)}"
    return _message(error)


def _message(error: Exception) -> str:
    return error.message if isinstance(error, PydanticUserError) else str(error)


def declared_deps(func: Callable[..., Any], context_param: str | None) -> Any:
    """The deps type a ``ctx: ToolContext[MyDeps]`` parameter names, when the tool cannot
    do without deps; None for a bare ``ToolContext``, ``ToolContext[Any]`` or a type that
    admits None (``ToolContext[MyDeps | None]``)."""
    if context_param is None:
        return None
    annotation = parameter_hints(func, tool_name(func)).get(context_param)
    if get_origin(annotation) is Annotated:
        annotation = get_args(annotation)[0]
    arguments = get_args(annotation) if get_origin(annotation) is ToolContext else ()
    if not arguments or arguments[0] is Any or arguments[0] is None:
        return None
    deps = arguments[0]
    if get_origin(deps) in (Union, types.UnionType) and type(None) in get_args(deps):
        return None
    return deps


def keyword_handler(func: Callable[..., Any], context_param: str | None) -> Callable[..., Any]:
    """Adapt ``func(**fields)`` to the ``handler(args[, ctx])`` convention, keeping sync/async.

    The adapter takes a context only when ``func`` asks for one, so the runtime builds a
    `ToolContext` only for tools that use it.
    """
    if context_param is None:
        if is_async_callable(func):

            async def call_async(args: BaseModel) -> Any:
                return await func(**args.__dict__)

            return call_async

        def call(args: BaseModel) -> Any:
            return func(**args.__dict__)

        return call
    name = context_param
    if is_async_callable(func):

        async def call_async_ctx(args: BaseModel, ctx: ToolContext) -> Any:
            return await func(**args.__dict__, **{name: ctx})

        return call_async_ctx

    def call_ctx(args: BaseModel, ctx: ToolContext) -> Any:
        return func(**args.__dict__, **{name: ctx})

    return call_ctx


_ARGS_HEADER = re.compile(r"^\s*(Args|Arguments|Parameters):\s*$")
_ARG_LINE = re.compile(r"^\s{2,}(\*{0,2}\w+)(?:\s*\([^)]*\))?:\s*(.*)$")


def parse_docstring(doc: str) -> tuple[str, dict[str, str]]:
    """Split a Google-style docstring into its summary and per-argument descriptions."""
    summary = doc.split("\n\n", 1)[0].strip().replace("\n", " ")
    arg_docs: dict[str, str] = {}
    in_args = False
    current: str | None = None
    for line in doc.splitlines():
        if _ARGS_HEADER.match(line):
            in_args, current = True, None
            continue
        if not in_args:
            continue
        if line.strip() and not line.startswith(" "):
            break  # next section
        match = _ARG_LINE.match(line)
        if match:
            current = match.group(1).lstrip("*")
            arg_docs[current] = match.group(2).strip()
        elif current and line.strip():
            arg_docs[current] = f"{arg_docs[current]} {line.strip()}"
    return summary, arg_docs
