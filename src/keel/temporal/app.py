"""The application a worker serves: ``module:factory``, a function returning a `Runtime`.

The factory builds the runtime's pieces once per worker process: the decision maker
(called in the model activity), the tools (called in the tool activity), and the budgets,
guards, policy, validators and instructions the workflow drives the run under. It must
not give the runtime a store or a human: Temporal is the store, and people reply through
the workflow's ``reply`` update.
"""

from __future__ import annotations

import importlib
from typing import Any

from keel.errors import UserError
from keel.runtime import Runtime

_LOADED: dict[str, Runtime[Any]] = {}


def load_app(spec: str) -> Runtime[Any]:
    """The runtime ``module:factory`` builds (built once per process, then reused).

    Raises:
        UserError: the spec is malformed, or the factory does not return a `Runtime`
            without a store.
    """
    runtime = _LOADED.get(spec)
    if runtime is not None:
        return runtime
    module_name, _, attr = spec.partition(":")
    if not module_name or not attr:
        raise UserError(f"--app must be module:factory, got {spec!r}")
    try:
        factory = getattr(importlib.import_module(module_name), attr)
    except (ImportError, AttributeError) as error:
        raise UserError(f"cannot load the app {spec!r}: {error}") from None
    built = factory()
    if not isinstance(built, Runtime):
        raise UserError(f"{spec} must return a keel.Runtime, got {type(built).__name__}")
    if built.store is not None:
        raise UserError(f"{spec}: under Temporal a runtime has no store (Temporal keeps the run)")
    _LOADED[spec] = built
    return built


def app_module(spec: str) -> str:
    """The top-level package of the app's module (passed through the workflow sandbox)."""
    return spec.partition(":")[0].split(".")[0]
