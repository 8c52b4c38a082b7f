"""``keel resume RUN_ID``: continue a run in the run store (options in `keel.cli.commands`).

``resume`` continues a run paused for a person (``--answer`` / ``--approve`` /
``--deny``) or one whose worker died (no reply needed once its lease has expired), with
the run's own knowledge base, model, budgets and MCP servers as recorded by ``keel ask``,
the same live progress, output options and exit codes as ``keel ask``, appending to the
same trace file. For a run ``keel ask`` did not start, a reply is only recorded in the store
(`keel.approval.record_answer` / `record_approval`): the worker that owns the run's tools
applies it when it resumes the run. An unknown run, a finished one, or one another
worker holds exits 2.
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping
from pathlib import Path

from keel.approval import record_answer, record_approval, recorded_reply
from keel.cli.ask import AskOptions, Face, mcp_servers
from keel.cli.common import (
    fail,
    input_errors,
    keel_home,
    open_store_at,
    stderr_console,
    stdin_is_terminal,
    stdout_console,
    user_name,
)
from keel.cli.kb import open_indexed
from keel.cli.render import pending_text
from keel.cli.runs import load_run
from keel.errors import UserError
from keel.research.models import resolve_model
from keel.research.session import ResumePlan, Session
from keel.result import RunResult
from keel.state import AgentState
from keel.store import AnswerRefused, ApprovalRefused, RunBusy, RunNotFound, RunRecord, RunStore

__all__ = ["resume", "run_resume"]


def resume(
    run_id: str,
    *,
    answer: str | None,
    approve: bool,
    deny: bool,
    by: str | None,
    action: str | None,
    trace_out: Path | None,
    json_output: bool,
    no_input: bool,
    store: str | None,
    otel: bool = False,
) -> int:
    """Check the reply given (at most one of ``answer``, ``approve``, ``deny``), resume."""
    if approve and deny:
        fail("--approve and --deny cannot be used together")
    if answer is not None and (approve or deny):
        fail("pass either --answer or --approve/--deny, not both")
    if answer is not None and not answer.strip():
        fail("--answer is empty")
    verdict = True if approve else False if deny else None
    return run_resume(
        run_id,
        answer=answer,
        approve=verdict,
        by=by or user_name(),
        action=action,
        trace_out=trace_out,
        json_output=json_output,
        interactive=not no_input and stdin_is_terminal(),
        store=store,
        env=os.environ,
        otel=otel,
    )


def run_resume(
    run_id: str,
    *,
    answer: str | None,
    approve: bool | None,
    by: str,
    action: str | None,
    trace_out: Path | None,
    json_output: bool,
    interactive: bool,
    store: str | None,
    env: Mapping[str, str],
    otel: bool = False,
) -> int:
    """Resume a stored run with its own knowledge base and model; returns the exit code."""
    home = keel_home(env)
    with open_store_at(store, env) as opened:
        state, record = load_run(opened, run_id)
        recorded = answer is None and approve is None and recorded_reply(opened, state)
        _check_resumable(state, record, opened.now(), answer, approve, recorded=bool(recorded))
        if answer is not None and not ResumePlan.is_research(record):
            return _record_answer(opened, run_id, answer, by, json_output)
        if approve is not None and not ResumePlan.is_research(record):
            return _record_only(opened, run_id, approve, by, action, json_output)
        with input_errors():
            plan = ResumePlan.from_record(record, home)
            model = resolve_model(plan.model)
            servers = mcp_servers(plan.mcp)
        trace_path = (trace_out or plan.trace_path).absolute()
        options = AskOptions(
            goal=state.goal,
            folder=plan.folder,
            model=plan.model,
            budgets=plan.budgets,
            trace_out=trace_path,
            json_output=json_output,
            interactive=interactive,
            otel=otel,
        )
        kb, _ = open_indexed(options.folder, home, show_progress=stderr_console().is_terminal)
        with kb:
            face = Face(kb, model, opened, plan.budgets, options, trace_path, run_id=run_id)
            face.mcp = servers
            result = face.drive(lambda s: _resume(s, run_id, answer, approve, by, action))
            return face.finish(result, home)


def _resume(
    session: Session,
    run_id: str,
    answer: str | None,
    approve: bool | None,
    by: str,
    action: str | None,
) -> RunResult[str]:
    try:
        return session.resume(run_id, answer=answer, approve=approve, by=by, action=action)
    except (UserError, RunBusy, RunNotFound) as error:  # checked before the run changes
        fail(str(error))


def _record_only(
    store: RunStore, run_id: str, approve: bool, by: str, action: str | None, json_output: bool
) -> int:
    """Record a decision on another agent's run; its own worker applies it on resume."""
    if approve and action is None:
        fail(
            f"run {run_id} belongs to another agent: to approve, name the action you saw "
            f"(keel show {run_id} prints it): keel resume {run_id} --approve --action FINGERPRINT"
        )
    try:
        record = record_approval(store, run_id, approve=approve, by=by, action=action)
    except (UserError, ApprovalRefused) as error:
        fail(str(error))
    verdict = "approved" if approve else "denied"
    if json_output:
        report = {
            "run_id": run_id,
            "recorded": verdict,
            "step": record.step,
            "action_signature": record.signature,
            "by": by,
        }
        print(json.dumps(report, ensure_ascii=False))
    else:
        stdout_console().print(
            f"Recorded: {verdict} the action at step {record.step} of run {run_id} "
            f"({record.signature}) for {by}. "
            f"{_APPLIED_BY_WORKER.format(what='decision', run_id=run_id)}"
        )
    return 0


def _record_answer(store: RunStore, run_id: str, answer: str, by: str, json_output: bool) -> int:
    """Record an answer for another agent's run; its own worker applies it on resume."""
    try:
        record = record_answer(store, run_id, answer=answer, by=by)
    except (UserError, AnswerRefused) as error:
        fail(str(error))
    if json_output:
        report = {"run_id": run_id, "recorded": "answer", "step": record.step, "by": by}
        print(json.dumps(report, ensure_ascii=False))
    else:
        stdout_console().print(
            f"Recorded: the answer to the question at step {record.step} of run {run_id} "
            f"for {by}. {_APPLIED_BY_WORKER.format(what='answer', run_id=run_id)}"
        )
    return 0


_APPLIED_BY_WORKER = (
    "The run belongs to another agent: the worker that owns its tools applies the {what} "
    "when it resumes the run (runtime.resume({run_id!r}))."
)


def _check_resumable(
    state: AgentState,
    record: RunRecord,
    now: float,
    answer: str | None,
    approve: bool | None,
    *,
    recorded: bool,
) -> None:
    """Exit 2 with the reason unless this reply (or, with ``recorded``, the one recorded
    in the store) can resume the run now."""
    if state.is_terminal:
        fail(f"run {state.run_id} is {state.status}; only paused or interrupted runs resume")
    if state.status == "running" and record.lease_live(now):
        fail(
            f"run {state.run_id} is running in worker {record.lease_owner}; "
            f"its lease expires in {(record.lease_expires or now) - now:.0f}s"
        )
    if state.status == "running":
        if answer is not None or approve is not None:
            fail(f"run {state.run_id} is not waiting for a reply; resume it without one")
        return
    if recorded:
        return
    waiting = pending_text(state)
    question = state.pending is not None and state.pending.kind == "question"
    given = answer if question else approve
    if given is None or (question and approve is not None) or (not question and answer):
        hint = "--answer TEXT" if question else "--approve or --deny"
        fail(f"run {state.run_id} is waiting. {waiting.plain if waiting else ''} (pass {hint})")
