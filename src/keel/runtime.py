"""The runtime: a decision maker, its tools, and the limits they run under.

`Runtime.run` / `arun` start a run and drive it until it completes, stops, fails,
pauses or is cancelled; `resume` / `aresume` continue a paused or interrupted one;
`stream` / `stream_resume` do the same while yielding its events (`keel.streaming`). The
loop itself lives in `keel.loop`.
"""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable, Iterable, Sequence
from typing import Any, Generic, TypeVar, Unpack, overload

from keel.approval import Human
from keel.budgets import Budgets, Guards
from keel.cancel import CancelToken
from keel.context import compose_instructions
from keel.errors import UserError
from keel.limits import count_problem, seconds_problem
from keel.loop import interaction, opening
from keel.loop.durable import default_worker
from keel.loop.run import Run, drive_sync
from keel.models.base import DecisionMaker
from keel.output import OutputSpec
from keel.result import RunResult
from keel.runstore import RunStore
from keel.runtime_args import check_meta, setting, tools_of
from keel.state import AgentState
from keel.streaming import ResumeOptions, RunStream, StartOptions, with_sink
from keel.tools import Tool
from keel.trace import TraceSink
from keel.validation import FinalValidator, NonEmptyAnswer
from keel.verdicts import Policy

T = TypeVar("T")


class Runtime(Generic[T]):
    """Runs agents: one decision maker, its tools, and the limits they run under.

    Args:
        model: the `DecisionMaker` that proposes decisions.
        tools: the tools the model may call.
        budgets: step, token, cost and time limits (default `Budgets()`).
        guards: duplicate, cycle, retry and error tolerances (default `Guards()`).
        validators: final-answer checks; default: the answer must not be empty (with an
            ``output_type``: none besides the type).
        instructions: trusted instructions for the model, sent after the runtime's own
            preamble (`keel.context.RUNTIME_PREAMBLE`), which they never replace.
        output_type: a type (usually a Pydantic model) the final output must validate
            against; the result's ``output`` is then that type. Default: plain text.
        observation_chars: how much of each observation the model sees.
        sinks: where trace events go, besides the result's in-memory trace.
        human: who answers questions and approvals; without one, runs pause.
        policy: decides allow / ask / deny for every validated tool call, seeing the
            tool's effects, the run's state and each argument's provenance (see
            `keel.policy`; e.g. `keel.policy.default_policy()`). Under a policy a side
            effect no rule allowed is asked about. Without one, only each tool's
            ``requires_approval`` asks.
        store: a `keel.store.RunStore`: every run is recorded in it from its first step
            and checkpointed after every step, and `resume` accepts a run id.
        lease_seconds: how long this worker's lease on a run lasts without renewal
            (renewed before each step and by a heartbeat every third of it); over 0 and
            at most a week (`keel.limits.MAX_SETTING_SECONDS`).
        worker: this worker's id in leases (default: host, pid and a random suffix). It
            must belong to one live process at a time: a process restarted under the same
            id takes its runs' leases back at once; within one process a run is driven by
            one open at a time (a second gets `keel.store.RunBusy`).

    Raises:
        UserError: an argument keel cannot use: a model without ``decide``, one tool
            instead of a list, two tools of one name, a dict for ``budgets`` or
            ``guards``, a setting out of range.
    """

    @overload
    def __init__(
        self: Runtime[str],
        model: DecisionMaker,
        tools: Iterable[Tool] = (),
        *,
        budgets: Budgets | None = None,
        guards: Guards | None = None,
        validators: Iterable[FinalValidator] | None = None,
        instructions: str = "",
        output_type: None = None,
        observation_chars: int = 2_000,
        sinks: Iterable[TraceSink] = (),
        human: Human | None = None,
        policy: Policy | None = None,
        store: RunStore | None = None,
        lease_seconds: float = 30.0,
        worker: str | None = None,
    ) -> None: ...
    @overload
    def __init__(
        self: Runtime[T],
        model: DecisionMaker,
        tools: Iterable[Tool] = (),
        *,
        budgets: Budgets | None = None,
        guards: Guards | None = None,
        validators: Iterable[FinalValidator] | None = None,
        instructions: str = "",
        output_type: type[T],
        observation_chars: int = 2_000,
        sinks: Iterable[TraceSink] = (),
        human: Human | None = None,
        policy: Policy | None = None,
        store: RunStore | None = None,
        lease_seconds: float = 30.0,
        worker: str | None = None,
    ) -> None: ...
    def __init__(
        self,
        model: DecisionMaker,
        tools: Iterable[Tool] = (),
        *,
        budgets: Budgets | None = None,
        guards: Guards | None = None,
        validators: Iterable[FinalValidator] | None = None,
        instructions: str = "",
        output_type: type[Any] | None = None,
        observation_chars: int = 2_000,
        sinks: Iterable[TraceSink] = (),
        human: Human | None = None,
        policy: Policy | None = None,
        store: RunStore | None = None,
        lease_seconds: float = 30.0,
        worker: str | None = None,
    ) -> None:
        if not callable(getattr(model, "decide", None)):
            raise UserError(f"model must have a decide(request) method, got {model!r}")
        problem = count_problem(observation_chars, least=64)
        if problem:
            raise UserError(f"observation_chars {problem}")
        self.model = model
        self.tools = tools_of(tools)
        self.budgets = setting("budgets", budgets, Budgets)
        self.guards = setting("guards", guards, Guards)
        self.output: OutputSpec[Any] | None = (
            None if output_type is None else OutputSpec.of(output_type)
        )
        default: tuple[FinalValidator, ...] = () if output_type else (NonEmptyAnswer(),)
        self.validators: Sequence[FinalValidator] = (
            default if validators is None else tuple(validators)
        )
        self.instructions = compose_instructions(instructions)
        self.observation_chars = int(observation_chars)
        self.sinks: Sequence[TraceSink] = tuple(sinks)
        self.human = human
        if policy is not None and not callable(policy):
            raise UserError(f"policy must be callable (a keel.policy rule), got {policy!r}")
        self.policy = policy
        problem = seconds_problem(lease_seconds)
        if problem:
            raise UserError(f"lease_seconds {problem}")
        self.store = store
        self.lease_seconds = lease_seconds
        self.worker = worker or default_worker()
        self.tool_specs: list[dict[str, Any]] = self.tools.specs()
        self.tool_specs_chars = len(json.dumps(self.tool_specs))

    def start(
        self,
        goal: str,
        *,
        run_id: str | None = None,
        meta: dict[str, Any] | None = None,
        deps: Any = None,
        human: Human | None = None,
        cancel: CancelToken | None = None,
        sinks: Iterable[TraceSink] = (),
    ) -> Run:
        """Create a new run without advancing it (arguments as for `arun`).

        With a store, the run is recorded in it (with ``meta``, any JSON the caller wants
        kept alongside, e.g. how to rebuild its tools) before this returns.

        Raises:
            UserError: an empty goal, or, with a store, a ``meta`` that is not JSON.
        """
        if self.store is not None:  # without one, meta is kept nowhere
            check_meta(meta)
        return opening.open_new(
            self,
            self.durability,
            goal,
            run_id=run_id,
            meta=meta,
            deps=deps,
            human=human,
            cancel=cancel,
            sinks=sinks,
        )

    async def arun(
        self,
        goal: str,
        *,
        run_id: str | None = None,
        meta: dict[str, Any] | None = None,
        deps: Any = None,
        human: Human | None = None,
        cancel: CancelToken | None = None,
        sinks: Iterable[TraceSink] = (),
    ) -> RunResult[T]:
        """Run a new agent on ``goal`` until it completes, stops, fails, pauses or is cancelled.

        Args:
            goal: what the agent should achieve.
            run_id: the run's id (default: a random one).
            meta: JSON kept with the run in the store.
            deps: any value the tools of this run receive as ``ToolContext.deps`` (a
                database handle, the user's account): one runtime can drive concurrent
                runs with different deps. Not stored; pass it again on resume.
            human: who answers questions and approvals (default: the runtime's).
            cancel: a token that cancels the run from outside.
            sinks: more trace sinks for this run.
        """
        run = self.start(
            goal, run_id=run_id, meta=meta, deps=deps, human=human, cancel=cancel, sinks=sinks
        )
        await run.drive()
        return self._result(run)

    def run(
        self,
        goal: str,
        *,
        run_id: str | None = None,
        meta: dict[str, Any] | None = None,
        deps: Any = None,
        human: Human | None = None,
        cancel: CancelToken | None = None,
        sinks: Iterable[TraceSink] = (),
    ) -> RunResult[T]:
        """Synchronous `arun`. Ctrl+C ends the run as ``cancelled`` with its state intact."""
        return self._drive_sync(
            lambda: self.start(
                goal, run_id=run_id, meta=meta, deps=deps, human=human, cancel=cancel, sinks=sinks
            )
        )

    async def aresume(
        self,
        state: AgentState | RunResult[Any] | str,
        *,
        answer: str | None = None,
        approve: bool | None = None,
        approved_by: str = "user",
        action: str | None = None,
        deps: Any = None,
        human: Human | None = None,
        cancel: CancelToken | None = None,
        sinks: Iterable[TraceSink] = (),
    ) -> RunResult[T]:
        """Continue a paused (or interrupted) run exactly where it stopped.

        A run waiting on a question needs ``answer``; one waiting on an approval needs
        ``approve``. Approval is bound to the exact pending action (pass its fingerprint
        as ``action`` to refuse anything else). ``state`` is the run's state, its last
        `RunResult` (whose trace the new result's ``trace`` continues) or, with a store,
        its id; with a store the run is loaded from its last checkpoint under this
        worker's lease, and an action left in flight by a dead worker is reconciled first
        (see `keel.loop.recovery`).

        Raises:
            UserError: the run is finished, or the reply does not match what it waits for.
                Nothing in the state is changed in that case.
            keel.errors.StoreError: unknown run, or another worker holds it.
        """
        run = self.reopen(
            state,
            answer=answer,
            approve=approve,
            action=action,
            deps=deps,
            human=human,
            cancel=cancel,
            sinks=sinks,
        )
        await run.drive(lambda: interaction.apply_reply(run, answer, approve, approved_by))
        return self._result(run)

    def resume(
        self,
        state: AgentState | RunResult[Any] | str,
        *,
        answer: str | None = None,
        approve: bool | None = None,
        approved_by: str = "user",
        action: str | None = None,
        deps: Any = None,
        human: Human | None = None,
        cancel: CancelToken | None = None,
        sinks: Iterable[TraceSink] = (),
    ) -> RunResult[T]:
        """Synchronous `aresume`."""

        def prepare() -> Run:
            return self.reopen(
                state,
                answer=answer,
                approve=approve,
                action=action,
                deps=deps,
                human=human,
                cancel=cancel,
                sinks=sinks,
            )

        return self._drive_sync(
            prepare, lambda run: interaction.apply_reply(run, answer, approve, approved_by)
        )

    def stream(self, goal: str, **options: Unpack[StartOptions]) -> RunStream[T]:
        """Run ``goal`` as `arun` does (same keyword arguments), as a stream of its events.

        ``async for`` (or ``for``, outside an event loop) over the returned `RunStream`
        yields every trace event and the model's text as it arrives; leaving the
        iteration early cancels the run. See `keel.streaming`.
        """
        return RunStream(lambda sink: (self.start(goal, **with_sink(options, sink)), None))

    def stream_resume(
        self, state: AgentState | RunResult[Any] | str, **options: Unpack[ResumeOptions]
    ) -> RunStream[T]:
        """Continue a run as `aresume` does (same keyword arguments), as a stream."""
        return RunStream(
            lambda sink: opening.reopen_replying(
                self, self.durability, state, with_sink(options, sink)
            )
        )

    def reopen(
        self,
        state: AgentState | RunResult[Any] | str,
        *,
        answer: str | None,
        approve: bool | None,
        action: str | None = None,
        deps: Any = None,
        human: Human | None = None,
        cancel: CancelToken | None = None,
        sinks: Iterable[TraceSink] = (),
    ) -> Run:
        """Check that the run can take this reply, and open a `Run` on it.

        Raises:
            UserError: the run cannot take this reply now (nothing changed).
            keel.errors.StoreError: unknown run, or another worker holds it.
        """
        return opening.reopen(
            self,
            self.durability,
            state,
            answer=answer,
            approve=approve,
            action=action,
            deps=deps,
            human=human,
            cancel=cancel,
            sinks=sinks,
        )

    @property
    def durability(self) -> opening.Durability:
        """Where runs are checkpointed, and under which worker's lease."""
        return opening.Durability(self.store, self.worker, self.lease_seconds)

    def _result(self, run: Run) -> RunResult[T]:
        result: RunResult[T] = run.result()
        return result

    def _drive_sync(
        self, open_run: Callable[[], Run], prepare: Callable[[Run], Awaitable[None]] | None = None
    ) -> RunResult[T]:
        result: RunResult[T] = drive_sync(open_run, prepare).result()
        return result
