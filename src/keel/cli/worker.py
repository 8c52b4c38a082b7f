"""``keel worker``, and ``keel show`` / ``keel resume`` on runs that live in Temporal.

``keel worker --temporal HOST:PORT --task-queue Q --app module:factory`` serves keel runs
(the workflow and its model and tool activities) until Ctrl+C or SIGTERM, then shuts
down gracefully and exits 130; at start it registers keel's search attributes
(`keel.temporal.search`) on the namespace if they are missing. ``--temporal`` on ``show``
and ``resume`` reads a run's state and trace from its workflow's queries and sends a reply
through its update.
Temporal is imported only here, when one of these commands runs.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import signal
import sys
from typing import Any

from keel.cli.common import CANCELLED, fail, input_errors, stderr_console, stdout_console
from keel.errors import UserError
from keel.result import EXIT_CODES
from keel.state import AgentState
from keel.trace import TraceEvent


def serve_worker(target: str, task_queue: str, app: str, max_concurrent: int | None) -> int:
    """Serve keel runs of ``app`` on ``task_queue`` until Ctrl+C or SIGTERM; exit code."""
    with contextlib.suppress(KeyboardInterrupt):
        asyncio.run(_serve(target, task_queue, app, max_concurrent))
    stderr_console().print("keel worker: stopped")
    return CANCELLED


async def _serve(target: str, task_queue: str, app: str, max_concurrent: int | None) -> None:
    from temporalio.client import Client

    from keel.temporal import build_worker

    with input_errors():
        client = await _connect(Client, target)
        await _register(client)
        options: dict[str, Any] = {}
        if max_concurrent is not None:
            options["max_concurrent_activities"] = max_concurrent
        worker = build_worker(client, task_queue, app, **options)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(signum, stop.set)
    async with worker:
        stderr_console().print(f"keel worker: serving {app} on {task_queue} at {target}")
        await stop.wait()


async def _register(client: Any) -> None:
    """Register keel's search attributes (``keel serve --temporal`` lists runs by them)."""
    from keel.temporal.search import register_search_attributes

    try:
        if await register_search_attributes(client):
            stderr_console().print(
                "keel worker: registered the KeelStatus and KeelGoal search attributes"
            )
    except Exception as error:  # e.g. no permission: runs still work, listing them does not
        stderr_console().print(
            f"keel worker: could not register keel's search attributes ({error}); "
            "register KeelStatus (Keyword) and KeelGoal (Text) to list runs in keel serve"
        )


async def _connect(client_type: Any, target: str) -> Any:
    try:
        return await client_type.connect(target)
    except RuntimeError as error:  # the bridge's connection failure
        raise UserError(f"cannot reach Temporal at {target}: {error}") from None


def show_temporal(run_id: str, target: str, *, events: bool, json_output: bool) -> None:
    """Print a Temporal-held run's state (and trace) from its workflow's queries."""
    state, trace = asyncio.run(_fetch(run_id, target))
    if json_output:
        report: dict[str, Any] = {"state": state.model_dump(mode="json")}
        if events:
            report["events"] = [event.model_dump(mode="json") for event in trace]
        print(json.dumps(report, ensure_ascii=False))
        return
    out = stdout_console()
    out.print(f"run {state.run_id}: {state.status} after {state.step} steps")
    if state.termination_reason:
        out.print(f"  {state.termination_reason}")
    if state.pending is not None:
        out.print(f"  waits for: {state.pending.model_dump_json(exclude={'since'})}")
    if state.final_answer is not None:
        out.print(f"answer: {state.final_answer}")
    if events:
        for event in trace:
            out.print(f"{event.seq:>4} {event.event_type} {json.dumps(event.data, default=str)}")


async def _fetch(run_id: str, target: str) -> tuple[AgentState, list[TraceEvent]]:
    from temporalio.client import Client

    from keel.temporal import TemporalRuns

    with input_errors():
        runs = TemporalRuns(await _connect(Client, target), task_queue="")
        try:
            return await runs.state(run_id), await runs.trace(run_id)
        except Exception as error:
            if isinstance(error, UserError):
                raise
            raise UserError(f"no run {run_id} in Temporal at {target}: {error}") from None


def resume_temporal(
    run_id: str,
    target: str,
    *,
    answer: str | None,
    approve: bool | None,
    action: str | None,
    by: str,
) -> int:
    """Send a reply to a Temporal-held run, wait until it settles; the exit code."""
    state = asyncio.run(_reply(run_id, target, answer, approve, action, by))
    print(f"run {run_id}: {state.status}", file=sys.stderr)
    return EXIT_CODES.get(state.status, 4)


async def _reply(
    run_id: str, target: str, answer: str | None, approve: bool | None, action: str | None, by: str
) -> AgentState:
    from temporalio.client import Client

    from keel.temporal import TemporalRuns

    with input_errors():
        runs = TemporalRuns(await _connect(Client, target), task_queue="")
        if answer is None and approve is None:
            fail("a run in Temporal resumes with a reply: pass --answer, --approve or --deny")
        await runs.reply(run_id, answer=answer, approve=approve, action=action, by=by)
    while True:  # until the run ends or waits for a person again
        state = await runs.state(run_id)
        if state.status != "running":
            return state
        await asyncio.sleep(0.2)
