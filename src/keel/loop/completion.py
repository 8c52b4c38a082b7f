"""Completion: a final answer is a claim, and only validated claims complete a run.

With an ``output_type`` the structured output must validate against it first; then
every validator must accept the answer. A rejection is an observation with the reasons
(and a ``final_rejected`` event carrying them); too many in a row fail the run.
"""

from __future__ import annotations

import logging

from keel import trace as ev
from keel.decisions import FinalDecision
from keel.loop.base import ActiveRun
from keel.validation import FinalValidator

log = logging.getLogger("keel.validation")


def finalize(run: ActiveRun, decision: FinalDecision) -> None:
    """Complete the run with ``decision`` if it passes every check, else record why not."""
    state, output = run.state, run.runtime.output
    errors: list[str] = []
    value = None
    if output is not None:
        value, errors = output.check(decision)
    if not errors:
        errors = [error for check in run.runtime.validators for error in _run(check, run, decision)]
    if not errors:
        state.final_answer, state.final_citations = decision.answer, list(decision.citations)
        state.final_output = value
        state.status, state.termination_kind = "completed", "completed"
        state.termination_reason = "final answer validated"
        extra = {} if value is None else {"output": value}
        run.tracer.emit(
            ev.RUN_COMPLETED,
            step=state.step,
            answer=decision.answer,
            citations=decision.citations,
            **extra,
            **run.usage(),
        )
        return
    _reject(run, errors)


def _run(check: FinalValidator, run: ActiveRun, decision: FinalDecision) -> list[str]:
    """The validator's reasons to reject. One that raises, or returns anything but a list
    of reasons (a forgotten ``return []`` gives None), rejects the answer saying so (and
    the error is logged), so the run is kept and ends with the reason, never lost."""
    name = getattr(check, "__name__", type(check).__name__)
    try:
        found = check(run.state, decision)
        if not isinstance(found, list | tuple):
            log.warning("keel: validator %s returned %r, not a list of reasons", name, found)
            return [f"The answer could not be checked: validator {name} returned {found!r}."]
        return [str(reason) for reason in found]  # a reason's own str() may raise too
    except Exception as error:
        log.warning("keel: validator %s raised while checking a final answer", name, exc_info=True)
        return [f"The answer could not be checked: validator {name} raised {_shown(error)}."]


def _shown(error: Exception) -> str:
    try:
        return repr(error)
    except Exception:  # an exception whose repr raises: its type is enough
        return type(error).__name__


def _reject(run: ActiveRun, errors: list[str]) -> None:
    state, limit = run.state, run.runtime.guards.max_final_rejections
    reason = " ".join(errors)
    state.consecutive_final_rejections += 1
    run.observe(
        "runtime",
        "final_validation",
        False,
        error_type="invalid_final_answer",
        error_message=reason,
    )
    run.tracer.emit(ev.FINAL_REJECTED, step=state.step, errors=errors, reason=reason)
    if state.consecutive_final_rejections >= limit:
        run.end(
            "failed",
            "final_rejections",
            f"{state.consecutive_final_rejections} final "
            f"answers rejected in a row (limit {limit}); last: {reason}",
        )
