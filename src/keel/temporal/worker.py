"""A Temporal worker for keel runs: the workflow, both activities, and the sandbox setup.

The workflow sandbox re-imports workflow code for every run unless told otherwise; keel,
Pydantic and the app's own package are passed through, so they are imported once per
process and the app's runtime is built once (`keel.temporal.app.load_app`).
"""

from __future__ import annotations

from temporalio.client import Client
from temporalio.worker import Worker
from temporalio.worker.workflow_sandbox import SandboxedWorkflowRunner, SandboxRestrictions

from keel.temporal.activities import call_tool, decide
from keel.temporal.app import app_module, load_app
from keel.temporal.workflow import KeelRun

PASSED_THROUGH = ("keel", "pydantic", "pydantic_core", "annotated_types", "typing_extensions")
"""Modules the workflow sandbox shares with the worker instead of re-importing them."""


def sandbox_runner(app: str) -> SandboxedWorkflowRunner:
    """The workflow runner: Temporal's sandbox with keel and the app passed through."""
    restrictions = SandboxRestrictions.default.with_passthrough_modules(
        *PASSED_THROUGH, app_module(app)
    )
    return SandboxedWorkflowRunner(restrictions=restrictions)


def build_worker(client: Client, task_queue: str, app: str, **options: object) -> Worker:
    """A worker serving keel runs of ``app`` (``module:factory``) on ``task_queue``.

    The app is loaded first, so a wrong ``--app`` fails here, not in the first run.
    ``options`` go to `temporalio.worker.Worker` (e.g. ``max_concurrent_activities``).

    Raises:
        keel.errors.UserError: the app cannot be loaded.
    """
    load_app(app)
    return Worker(
        client,
        task_queue=task_queue,
        workflows=[KeelRun],
        activities=[decide, call_tool],
        workflow_runner=sandbox_runner(app),
        **options,  # type: ignore[arg-type]
    )
