"""What ``@tool`` reads from a function: its argument model, its docstring, its call shape.

Parameters become a Pydantic model that forbids extra arguments; a Google-style
docstring gives the description and the per-argument descriptions; a parameter
annotated `ToolContext` is left out of the model and receives the run context.
"""

from __future__ import annotations

import inspect
import re
import types
import warnings
from collections.abc import Callable
from typing import Any, Union, cast, get_args, get_origin, get_type_hints

from pydantic import BaseModel, ConfigDict, Field, PydanticUserError, create_model

from keel.errors import UserError
from keel.toolcontext import ToolContext


def args_model_from_signature(
    func: Callable[..., Any], arg_docs: dict[str, str]
) -> tuple[type[BaseModel], str | None]:
    hints = get_type_hints(func, include_extras=True)  # keep Annotated constraints
    fields: dict[str, Any] = {}
    context_param: str | None = None
    for param in inspect.signature(func).parameters.values():
        annotation = hints.get(param.name, Any)
        if annotation is ToolContext or get_origin(annotation) is ToolContext:
            if context_param is not None:
                raise UserError(
                    f"tool {func.__name__!r}: parameters {context_param!r} and {param.name!r} "
                    "are both ToolContext; a tool gets one context, so keep one of them"
                )
            context_param = param.name
            continue
        if param.kind in (inspect.Parameter.VAR_POSITIONAL, inspect.Parameter.VAR_KEYWORD):
            raise UserError(f"tool {func.__name__!r}: *args/**kwargs cannot be described")
        if param.kind is inspect.Parameter.POSITIONAL_ONLY:
            raise UserError(
                f"tool {func.__name__!r}: positional-only parameter {param.name!r} cannot be "
                "passed by name; drop the '/'"
            )
        default = ... if param.default is inspect.Parameter.empty else param.default
        fields[param.name] = (annotation, Field(default, description=arg_docs.get(param.name)))
    model_name = "".join(part.title() for part in func.__name__.split("_")) + "Args"
    return _args_model(func.__name__, model_name, fields), context_param


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
    annotation = get_type_hints(func).get(context_param)
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
        if inspect.iscoroutinefunction(func):

            async def call_async(args: BaseModel) -> Any:
                return await func(**args.__dict__)

            return call_async

        def call(args: BaseModel) -> Any:
            return func(**args.__dict__)

        return call
    name = context_param
    if inspect.iscoroutinefunction(func):

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
