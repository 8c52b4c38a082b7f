"""The application a worker serves: ``module:factory``, a function returning a `Runtime`,
or a `TemporalApp` (the runtime and the deps its tools get on this worker).

The factory builds the runtime's pieces once per worker process: the decision maker
(called in the model activity), the tools (called in the tool activity), and the budgets,
guards, policy, validators and instructions the workflow drives the run under. It must
not give the runtime a store or a human: Temporal is the store, and people reply through
the workflow's ``reply`` update.

Deps never cross the workflow boundary as live objects: a run may be started with a
JSON ``deps`` value (`TemporalRuns.start`), which the workflow records and sends with
each tool call, and the worker that runs the tool turns it into what the tool's
``ToolContext.deps`` holds (see `TemporalApp`).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Generic

from keel.errors import UserError
from keel.runtime import Runtime
from keel.toolcontext import DepsT


@dataclass(frozen=True, slots=True, kw_only=True)
class RunDeps:
    """What `TemporalApp.make_deps` is given to build one tool call's deps."""

    run_id: str
    """The run (workflow) id."""
    tool: str
    """The tool about to run."""
    value: Any
    """The JSON value the run was started with (``TemporalRuns.start(deps=...)``), or None."""


@dataclass(frozen=True, slots=True, kw_only=True)
class TemporalApp(Generic[DepsT]):
    """What a worker serves: a runtime, and where its tools' ``ToolContext.deps`` come from.

    Give at most one of ``deps`` and ``make_deps``. With neither, a tool gets the run's
    JSON start value as it is (None if the run was started without one), and a tool typed
    ``ToolContext[MyDeps]`` fails with `keel.errors.MissingDeps` when there is none.

    Raises:
        UserError: both ``deps`` and ``make_deps`` are given, or the runtime has a store.
    """

    runtime: Runtime[Any]
    """The runtime whose model, tools and settings the worker serves."""
    deps: DepsT | None = None
    """One object for every tool call on this worker (a connection pool, an HTTP client).
    A run started with a JSON deps value cannot use it: such a run needs ``make_deps``."""
    make_deps: Callable[[RunDeps], DepsT] | None = None
    """Builds the deps of each tool call (that takes a ``ToolContext``) from the run's id
    and its JSON start value, in the worker that runs the tool; keep it cheap, or cache."""

    def __post_init__(self) -> None:
        if self.deps is not None and self.make_deps is not None:
            raise UserError("TemporalApp takes deps or make_deps, not both")
        if self.runtime.store is not None:
            raise UserError("under Temporal a runtime has no store (Temporal keeps the run)")

    @property
    def provides_deps(self) -> bool:
        """Whether this worker gives tools deps of its own (``deps`` or ``make_deps``)."""
        return self.deps is not None or self.make_deps is not None

    def deps_for(self, run_id: str, tool: str, value: Any) -> Any:
        """The deps one tool call gets, given the run's JSON start ``value``.

        Raises:
            UserError: the run was started with a value that this app cannot use (it has
                one ``deps`` object for every run).
        """
        if self.make_deps is not None:
            return self.make_deps(RunDeps(run_id=run_id, tool=tool, value=value))
        if self.deps is None:
            return value
        if value is not None:
            raise UserError(
                f"run {run_id} was started with deps={value!r}, but this worker's app gives "
                "every run the same deps object; give its TemporalApp a make_deps to use "
                "the run's value"
            )
        return self.deps


_LOADED: dict[str, TemporalApp[Any]] = {}


def load_worker_app(spec: str) -> TemporalApp[Any]:
    """The `TemporalApp` ``module:factory`` builds (built once per process, then reused);
    a factory that returns a bare `Runtime` serves it without deps of its own.

    Raises:
        UserError: the spec is malformed, or the factory returns neither a `Runtime`
            without a store nor a `TemporalApp`.
    """
    app = _LOADED.get(spec)
    if app is not None:
        return app
    module_name, _, attr = spec.partition(":")
    if not module_name or not attr:
        raise UserError(f"--app must be module:factory, got {spec!r}")
    try:
        factory = getattr(importlib.import_module(module_name), attr)
    except (ImportError, AttributeError) as error:
        raise UserError(f"cannot load the app {spec!r}: {error}") from None
    built = factory()
    if isinstance(built, Runtime):
        try:
            built = TemporalApp(runtime=built)
        except UserError as error:
            raise UserError(f"{spec}: {error}") from None
    if not isinstance(built, TemporalApp):
        raise UserError(
            f"{spec} must return a keel.Runtime or a keel.temporal.TemporalApp, "
            f"got {type(built).__name__}"
        )
    _LOADED[spec] = built
    return built


def load_app(spec: str) -> Runtime[Any]:
    """The runtime of the app ``module:factory`` builds (see `load_worker_app`)."""
    return load_worker_app(spec).runtime


def app_module(spec: str) -> str:
    """The top-level package of the app's module (passed through the workflow sandbox)."""
    return spec.partition(":")[0].split(".")[0]
