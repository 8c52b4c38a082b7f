"""A Temporal worker for keel runs: the workflow, both activities, and the sandbox setup.

The workflow sandbox re-imports workflow code for every run unless told otherwise; keel,
Pydantic and the app's own package are passed through, so they are imported once per
process and the app's runtime is built once (`keel.temporal.app.load_app`).

A sync model or tool runs on the event loop's default executor (``asyncio.to_thread``),
whose own size is ``min(32, CPUs + 4)`` threads: 6 on a 2-vCPU machine, so a worker that
accepts 100 activities at once would run only 6 sync calls at once (with a 100 ms model,
at most 60 model calls a second per worker, whatever the machine). `build_worker` gives
the running loop a pool with one thread per activity slot instead (a second worker on the
same loop grows it, never shrinks it; a pool the application set itself is kept).
"""

from __future__ import annotations

import asyncio
import weakref
from concurrent.futures import ThreadPoolExecutor

from temporalio.client import Client
from temporalio.worker import Worker
from temporalio.worker.workflow_sandbox import SandboxedWorkflowRunner, SandboxRestrictions

from keel.temporal.activities import call_tool, decide
from keel.temporal.app import app_module, load_app
from keel.temporal.workflow import KeelRun

_POOLS: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, ThreadPoolExecutor] = (
    weakref.WeakKeyDictionary()
)
"""The default executor keel gave each running loop, so a second worker in the same loop
grows it rather than replacing it."""


def _size_pool(threads: int) -> None:
    """Give the running loop a default executor of at least ``threads`` threads.

    Only a loop whose default executor is asyncio's own (not yet made) or keel's is
    changed: a pool the host application set is left as it is. Without a running loop the
    caller sizes its own.
    """
    try:
        loop = asyncio.get_running_loop()
    except RuntimeError:
        return
    ours = _POOLS.get(loop)
    current = getattr(loop, "_default_executor", None)
    if current is not None and current is not ours:
        return  # the application's own pool
    if ours is not None and ours._max_workers >= threads:
        return
    pool = ThreadPoolExecutor(max_workers=threads, thread_name_prefix="keel-activity")
    loop.set_default_executor(pool)
    _POOLS[loop] = pool
    if ours is not None:
        ours.shutdown(wait=False)  # its running calls finish; new ones go to the larger pool


ACTIVITY_SLOTS = 100
"""Activities a worker runs at once unless ``max_concurrent_activities`` says otherwise
(the Temporal SDK's own default)."""

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
    Called in a running event loop (as the worker must be run), it gives that loop a
    default executor with a thread per activity slot (see the module docstring).

    Raises:
        keel.errors.UserError: the app cannot be loaded.
    """
    load_app(app)
    slots = options.get("max_concurrent_activities")
    _size_pool(slots if isinstance(slots, int) and slots > 0 else ACTIVITY_SLOTS)
    return Worker(
        client,
        task_queue=task_queue,
        workflows=[KeelRun],
        activities=[decide, call_tool],
        workflow_runner=sandbox_runner(app),
        **options,  # type: ignore[arg-type]
    )
