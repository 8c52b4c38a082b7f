"""Exceptions raised by keel.

Model mistakes (an unknown tool, bad arguments, a rejected final answer) are *not*
exceptions: the runtime turns them into observations the model can act on. Exceptions
are for developers misusing keel, for tools signalling how they failed, and for callers
who opt in to treating an unsuccessful run as an error::

    KeelError
    ├── UserError                  keel was misused (raised when objects are built)
    │   ├── KBError                a missing/empty folder or unusable index (research app)
    │   └── MCPStartError          an MCP server could not be started or listed (keel.mcp)
    ├── RetryableToolError         a tool failed in a way that may succeed on retry
    │   └── MCPUnavailable         an MCP server unreachable, or lost during a repeatable call
    ├── MissingDeps                a tool typed ToolContext[MyDeps] was called in a run without deps
    ├── MCPCallError               an MCP tool call failed (keel.mcp); not retried
    │   ├── MCPToolError           the server ran the tool and reported an error (isError)
    │   ├── MCPProtocolError       a protocol error, or a result keel cannot read
    │   └── MCPConnectionLost      the connection broke during a side effect: outcome unknown
    ├── ModelOutputError           model output that does not parse as a decision
    ├── ProviderError              a model provider failed (retryable or not)
    ├── ScriptError                a scripted decision maker was over- or under-consumed
    ├── StoreError                 a run store refused an operation (or its database failed)
    │   ├── RunNotFound            no run with this id
    │   ├── RunBusy                another worker holds a live lease on the run
    │   ├── LeaseLost              this worker's lease expired or was taken over
    │   ├── VersionConflict        a stale write: the run changed since it was read
    │   ├── ApprovalRefused        an approval already decided, or not for the action waiting
    │   ├── AnswerRefused          a second answer to a question already answered
    │   ├── StoreUnavailable       the store did not answer (Temporal, or a run's worker)
    │   └── RunDamaged             a run's stored record holds invalid JSON or the wrong shape
    ├── DocumentNotFound           (also a KeyError) a document id the knowledge base lacks
    ├── LoadError                  one file could not be read as a document (it is skipped)
    ├── CalculationError           (also a ValueError) an expression the calculator refuses
    └── RunError                   raised by RunResult.raise_for_outcome()
        ├── BudgetExceeded         a step, token, cost or time budget stopped the run
        ├── LoopDetected           a repeating decision cycle ended the run
        ├── ApprovalRequired       the run paused waiting for a person
        ├── RunCancelled           the run was cancelled
        └── RunFailed              any other failure (model errors, rejected finals, ...)
"""

from __future__ import annotations

from pydantic import ValidationError


class KeelError(Exception):
    """Base class of every exception keel raises."""


class UserError(KeelError):
    """keel was configured or called incorrectly (a duplicate tool name, a lease of zero
    seconds, a dict where a `keel.Budgets` belongs).

    `keel.Budgets` and `keel.Guards` are Pydantic models: an out-of-range field of theirs
    (a zero budget) raises `pydantic.ValidationError`, as any model's does.
    """


class RetryableToolError(KeelError):
    """Raised by a tool when the same call may succeed if tried again (a timeout, a 503).

    The runtime retries it with bounded exponential backoff; any other exception is
    treated as final and becomes an observation at once.
    """


class MissingDeps(KeelError):
    """A tool whose context is typed ``ToolContext[MyDeps]`` was called without deps.

    Raised in place of the tool, so the call fails with this message (a ``tool_failed``
    event and an observation), not with an ``AttributeError`` on ``None`` inside the tool.
    Not retried: the same run gets the same deps on every attempt.
    """


class ModelOutputError(KeelError):
    """The model's output could not be parsed into a decision."""

    def __init__(self, message: str, *, raw: str | None = None) -> None:
        super().__init__(message)
        self.raw = raw


class ProviderError(KeelError):
    """A model provider call failed: the server, not the model's output, is at fault.

    Raised by model adapters. The runtime retries a ``retryable`` error (timeout, rate
    limit, 5xx, a garbled response) with bounded backoff, each attempt a
    ``model_retry`` trace event, all within the run's time budget; any other provider
    error (authentication, an invalid request, an unknown model) ends the run as
    ``failed`` with this message as the reason.

    Args:
        message: one line for a person, with the fix where there is one.
        retryable: whether the same call may succeed if tried again.
        kind: short machine-readable cause (``rate_limit``, ``server_error``, ``timeout``,
            ``connection``, ``bad_response``, ``auth``, ``invalid_request``, ...).
        status: the HTTP status, when there was one.
        retry_after: seconds the provider asked the caller to wait, when it said.
    """

    def __init__(
        self,
        message: str,
        *,
        retryable: bool,
        kind: str = "provider_error",
        status: int | None = None,
        retry_after: float | None = None,
    ) -> None:
        super().__init__(message)
        self.retryable = retryable
        self.kind = kind
        self.status = status
        self.retry_after = retry_after


class ScriptError(KeelError):
    """A scripted decision maker was called more often than scripted, or not enough."""


class StoreError(KeelError):
    """A run store refused an operation (or its database failed); subclasses say why."""


class RunNotFound(StoreError):
    """No run with this id is in the store."""


class RunBusy(StoreError):
    """Another worker holds a live lease on the run."""


class LeaseLost(StoreError):
    """This worker's lease on the run expired or was taken over; it must stop."""


class VersionConflict(StoreError):
    """The run changed since this worker read it (a stale write)."""


class ApprovalRefused(StoreError):
    """An approval that was already decided, or not for the action waiting, was refused."""


class AnswerRefused(StoreError):
    """An answer to a clarification question that was already answered was refused."""


class StoreUnavailable(StoreError):
    """The store did not answer: Temporal unreachable, or no worker answered a run's
    query (`keel.temporal.browse.TemporalBrowser`)."""


class RunDamaged(StoreError):
    """A run's stored record cannot be read: a column holds invalid JSON, or JSON (or a
    value) of the wrong shape. The message names the run and what is damaged."""

    def __init__(self, run_id: str, what: str) -> None:
        super().__init__(f"run {run_id}: its stored record is damaged ({what})")
        self.run_id = run_id
        self.what = what


class KBError(UserError):
    """The knowledge base cannot be used: a missing or empty folder, an unreadable index."""


class MCPStartError(UserError):
    """An MCP server could not be started, initialized or listed (or two share a name, or an
    override names a tool it does not have); every server started with it was stopped."""


class MCPCallError(KeelError):
    """A call of an MCP tool failed (`keel.mcp`); the runtime does not retry it."""


class MCPToolError(MCPCallError):
    """The MCP server ran the tool and reported an error (``isError`` in its result)."""


class MCPProtocolError(MCPCallError):
    """The MCP server answered with a protocol error, or a result keel cannot read."""


class MCPConnectionLost(MCPCallError):
    """The connection to an MCP server broke while a side effect was in flight: whether it
    acted is unknown, so it is not repeated."""


class MCPUnavailable(RetryableToolError):
    """An MCP server could not be reached (the call never left), or died during a call that
    is safe to repeat (no side effect, or one that honours the idempotency key)."""


class DocumentNotFound(KeelError, KeyError):
    """A document id the knowledge base does not hold (also a `KeyError`)."""

    def __init__(self, doc_id: str) -> None:
        super().__init__(doc_id)
        self.doc_id = doc_id

    def __str__(self) -> str:
        return f"unknown document '{self.doc_id}'; search the knowledge base for valid ids"


class LoadError(KeelError):
    """A file in a knowledge-base folder is empty, binary, corrupt or has no text; the
    indexer skips it and reports why."""


class CalculationError(KeelError, ValueError):
    """The calculator refused an expression; the message says what to change."""


class RunError(KeelError):
    """A run ended without completing. Carries the run's status and reason."""

    def __init__(self, status: str, reason: str) -> None:
        super().__init__(f"run {status}: {reason}")
        self.status = status
        self.reason = reason


class BudgetExceeded(RunError):
    """A step, token, cost or wall-time budget stopped the run."""


class LoopDetected(RunError):
    """The model repeated a cycle of decisions and the runtime ended the run."""


class ApprovalRequired(RunError):
    """The run is paused, waiting for a person to answer or approve."""


class RunCancelled(RunError):
    """The run was cancelled (cancel token or Ctrl+C)."""


class RunFailed(RunError):
    """The run failed: too many model errors, rejected final answers, or similar."""


def describe_validation(error: ValidationError, root: str, limit: int = 8) -> str:
    """``"path: message; ..."`` for the first ``limit`` problems of a validation error.

    Used wherever a model's output fails validation, so the model reads the same shape
    of feedback for bad arguments, bad decisions and bad tool results.
    """
    return "; ".join(
        f"{'.'.join(str(part) for part in e['loc']) or root}: {e['msg']}"
        for e in error.errors()[:limit]
    )
