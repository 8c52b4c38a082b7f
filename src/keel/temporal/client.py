"""Starting, watching, answering and cancelling keel runs that live in Temporal.

A run's id is its workflow id. `TemporalRuns` is what `keel resume` and `keel show` use
with ``--temporal HOST:PORT``: the run's state and trace come from the workflow's
queries, and a reply goes to its ``reply`` update (refused, with nothing changed, when
the run does not wait for it, or when an approval names another action).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import uuid
from typing import Any

from temporalio.client import (
    Client,
    WorkflowHandle,
    WorkflowUpdateFailedError,
    WorkflowUpdateStage,
)
from temporalio.service import RPCError

from keel.errors import UserError
from keel.state import AgentState
from keel.temporal.search import MEMO_KEY, memo, start_attributes
from keel.temporal.shims import TemporalOptions
from keel.temporal.workflow import WORKFLOW_NAME, Reply, RunSpec
from keel.trace import TraceEvent


class TemporalRuns:
    """keel runs on one Temporal namespace and task queue."""

    def __init__(self, client: Client, task_queue: str, app: str = "") -> None:
        self.client = client
        self.task_queue = task_queue
        self.app = app

    @classmethod
    async def connect(
        cls, target: str, task_queue: str, app: str = "", namespace: str = "default"
    ) -> TemporalRuns:
        """Connect to ``HOST:PORT``, on ``namespace``."""
        return cls(await Client.connect(target, namespace=namespace), task_queue, app)

    async def start(
        self,
        goal: str,
        *,
        run_id: str | None = None,
        options: TemporalOptions | None = None,
        deps: Any = None,
        searchable: bool = True,
        **start_options: Any,
    ) -> str:
        """Start a run of the app on ``goal``; its run id (the workflow id).

        Args:
            goal: what the agent should achieve.
            run_id: the run's id (default: a random one).
            options: how the run uses Temporal.
            deps: a JSON value for this run's tools (a tenant, a user id: kept in the
                workflow's history and sent with every tool call, so keep it small). A
                worker's `keel.temporal.TemporalApp.make_deps` turns it into the tools'
                ``ToolContext.deps``; without one, tools get the value as it is.
            searchable: set the ``KeelStatus``/``KeelGoal`` search attributes and the
                ``keel`` memo (the namespace must have them: `register_search_attributes`),
                which the console lists runs by.
            start_options: go to `temporalio.client.Client.start_workflow` (e.g.
                ``task_timeout``).

        Raises:
            UserError: no app was given, ``deps`` is not JSON, or the namespace lacks
                keel's search attributes.
        """
        if not self.app:
            raise UserError("starting a run needs the app (module:factory) the workers serve")
        if deps is not None:
            try:
                json.dumps(deps)
            except (TypeError, ValueError) as error:
                raise UserError(
                    f"deps must be a JSON value under Temporal (live objects come from the "
                    f"workers' TemporalApp): {error}"
                ) from None
        run_id = run_id or uuid.uuid4().hex
        spec = RunSpec(app=self.app, goal=goal, options=options or TemporalOptions(), deps=deps)
        if searchable:
            start_options.setdefault("search_attributes", start_attributes(goal))
            start_options.setdefault("memo", {MEMO_KEY: memo("running", 0, None, None)})
        try:
            await self.client.start_workflow(
                WORKFLOW_NAME, spec, id=run_id, task_queue=self.task_queue, **start_options
            )
        except RPCError as error:
            if searchable and "no mapping defined for search attribute" in error.message.lower():
                raise UserError(
                    f"{error.message}: register keel's search attributes on the namespace "
                    "(keel worker does at start, or keel.temporal.search."
                    "register_search_attributes), or start with searchable=False"
                ) from None
            raise
        return run_id

    def handle(self, run_id: str) -> WorkflowHandle[Any, Any]:
        """The workflow handle of a run."""
        return self.client.get_workflow_handle(run_id)

    async def state(self, run_id: str) -> AgentState:
        """The run's state as of now."""
        data = await self.handle(run_id).query("state")
        if data is None:
            raise UserError(f"run {run_id} has not opened yet")
        return AgentState.model_validate(data)

    async def trace(self, run_id: str) -> list[TraceEvent]:
        """The run's whole trace so far."""
        events = await self.handle(run_id).query("trace")
        return [TraceEvent.model_validate(event) for event in events]

    async def reply(
        self,
        run_id: str,
        *,
        answer: str | None = None,
        approve: bool | None = None,
        action: str | None = None,
        by: str = "user",
    ) -> str:
        """Send a person's reply; the run's status once it is applied.

        Raises:
            UserError: the run does not wait for this reply (nothing changed).
        """
        reply = Reply(answer=answer, approve=approve, action=action, by=by)
        try:
            status: str = await self.handle(run_id).execute_update("reply", reply)
        except WorkflowUpdateFailedError as error:
            raise _refused(error) from None
        return status

    async def send_reply(self, run_id: str, reply: Reply, settle_seconds: float = 2.0) -> None:
        """Send a reply and return once the workflow accepted it (its validator passed),
        waiting at most ``settle_seconds`` more for it to be applied: an approved tool may
        run for long, and the worker goes on with the run either way.

        Raises:
            UserError: the run does not wait for this reply (nothing changed).
        """
        try:
            update = await self.handle(run_id).start_update(
                "reply", reply, wait_for_stage=WorkflowUpdateStage.ACCEPTED
            )
            # A refused update comes back with its outcome known: result() raises at once.
            outcome = asyncio.ensure_future(update.result())
            await asyncio.wait({outcome}, timeout=settle_seconds)
            if outcome.done():
                outcome.result()
                return
            outcome.cancel()
            with contextlib.suppress(BaseException):  # the poll for the outcome, cancelled
                await outcome
        except WorkflowUpdateFailedError as error:
            raise _refused(error) from None

    async def result(self, run_id: str) -> tuple[AgentState, list[TraceEvent]]:
        """Wait for the run's end; its final state and whole trace."""
        data = await self.handle(run_id).result()
        state = AgentState.model_validate(data["state"])
        return state, [TraceEvent.model_validate(event) for event in data["trace"]]

    async def cancel(self, run_id: str) -> None:
        """Cancel the run: it ends as ``cancelled``, its state kept."""
        await self.handle(run_id).cancel()


def _refused(error: WorkflowUpdateFailedError) -> UserError:
    """The workflow's refusal of a reply (its validator's message) as a `UserError`."""
    cause = error.cause
    return UserError(str(getattr(cause, "message", cause)))
