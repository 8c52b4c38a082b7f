"""Starting, watching, answering and cancelling keel runs that live in Temporal.

A run's id is its workflow id. `TemporalRuns` is what `keel resume` and `keel show` use
with ``--temporal HOST:PORT``: the run's state and trace come from the workflow's
queries, and a reply goes to its ``reply`` update (refused, with nothing changed, when
the run does not wait for it, or when an approval names another action).
"""

from __future__ import annotations

import json
import uuid
from typing import Any

from temporalio.client import Client, WorkflowHandle, WorkflowUpdateFailedError

from keel.errors import UserError
from keel.state import AgentState
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
    async def connect(cls, target: str, task_queue: str, app: str = "") -> TemporalRuns:
        """Connect to ``HOST:PORT`` (namespace ``default``)."""
        return cls(await Client.connect(target), task_queue, app)

    async def start(
        self,
        goal: str,
        *,
        run_id: str | None = None,
        options: TemporalOptions | None = None,
        deps: Any = None,
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
            start_options: go to `temporalio.client.Client.start_workflow` (e.g.
                ``task_timeout``).

        Raises:
            UserError: no app was given, or ``deps`` is not JSON.
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
        await self.client.start_workflow(
            WORKFLOW_NAME, spec, id=run_id, task_queue=self.task_queue, **start_options
        )
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
            cause = error.cause
            raise UserError(str(getattr(cause, "message", cause))) from None
        return status

    async def result(self, run_id: str) -> tuple[AgentState, list[TraceEvent]]:
        """Wait for the run's end; its final state and whole trace."""
        data = await self.handle(run_id).result()
        state = AgentState.model_validate(data["state"])
        return state, [TraceEvent.model_validate(event) for event in data["trace"]]

    async def cancel(self, run_id: str) -> None:
        """Cancel the run: it ends as ``cancelled``, its state kept."""
        await self.handle(run_id).cancel()
