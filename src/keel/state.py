"""The durable record of one run: status, counters, observations, pending interaction.

`AgentState` belongs to the runtime, not to the model. It is plain data, serializes to
JSON losslessly, and carries a schema version so a run saved today loads tomorrow.
"""

from __future__ import annotations

import json
import uuid
from collections.abc import Iterable
from datetime import UTC, datetime
from typing import Annotated, Any, Literal, TypeVar

from pydantic import BaseModel, ConfigDict, Field, PrivateAttr

from keel.errors import UserError
from keel.statuses import RUN_STATUSES as RUN_STATUSES
from keel.statuses import TERMINAL_STATUSES as TERMINAL_STATUSES
from keel.statuses import RunStatus as RunStatus

M = TypeVar("M", bound=BaseModel)

SCHEMA_VERSION = 2
"""Version of the `AgentState` JSON layout written by this keel (see `migrate`).

1: the first layout. 2: pending interactions carry ``since`` and approvals a ``round``;
``inflight`` records a side-effecting action between its start and its outcome.
"""


class Observation(BaseModel):
    """One outcome the model may need to see: a tool result, a human answer, a runtime error.

    Observations are *untrusted data*: the context builder marks them as such and never
    lets their content become instructions. They are records: frozen once made.
    """

    model_config = ConfigDict(frozen=True)

    step: int = Field(description="Step (model call number) the observation belongs to.")
    source: Literal["tool", "human", "runtime"] = Field(description="Who produced it.")
    name: str = Field(description="Tool name, or what the runtime/human was asked.")
    ok: bool = Field(description="Whether the outcome was a success.")
    data: Any = Field(default=None, description="The payload, JSON-compatible.")
    error_type: str | None = Field(default=None, description="Machine-readable failure kind.")
    error_message: str | None = Field(default=None, description="What went wrong and what to do.")
    source_ids: list[str] = Field(default_factory=list, description="Documents this supports.")
    action_signature: str | None = Field(default=None, description="Fingerprint of the action.")
    truncated: bool = Field(default=False, description="The tool's output was cut to its cap.")


def trusted(cls: type[M], values: dict[str, Any], fields_set: set[str]) -> M:
    """Build a model from values the runtime made itself, without re-validating them.

    ``values`` must hold every field. This is what ``model_construct`` does, at a third
    of its cost; the runtime makes several of these per step. Tests check that the
    results equal validated models.
    """
    made = object.__new__(cls)
    _set = object.__setattr__
    _set(made, "__dict__", values)
    _set(made, "__pydantic_fields_set__", fields_set)
    _set(made, "__pydantic_extra__", None)
    _set(made, "__pydantic_private__", None)
    return made


def new_observation(step: int, source: str, name: str, ok: bool, **fields: Any) -> Observation:
    """An `Observation` from the runtime's own (already valid) values."""
    values: dict[str, Any] = {
        "step": step,
        "source": source,
        "name": name,
        "ok": ok,
        "data": None,
        "error_type": None,
        "error_message": None,
        "source_ids": [],
        "action_signature": None,
        "truncated": False,
    }
    values.update(fields)
    given = tuple(fields)
    fields_set = _OBSERVATION_FIELDS_SET.get(given)
    if fields_set is None:  # one set per combination of given fields, shared: frozen models
        fields_set = _OBSERVATION_FIELDS_SET[given] = {"step", "source", "name", "ok", *given}
    return trusted(Observation, values, fields_set)


_OBSERVATION_FIELDS_SET: dict[tuple[str, ...], set[str]] = {}


class StoredNote(BaseModel):
    """A compact conclusion a tool stored for later steps, with its sources."""

    text: str
    source_ids: list[str] = Field(default_factory=list)


def _now() -> datetime:
    return datetime.now(UTC)


class PendingQuestion(BaseModel):
    """The run waits for a person to answer the model's clarification question."""

    kind: Literal["question"] = "question"
    step: int
    question: str
    since: datetime = Field(default_factory=_now, description="When the run started waiting.")


class PendingApproval(BaseModel):
    """The run waits for a person to approve or deny one exact, validated action."""

    kind: Literal["approval"] = "approval"
    step: int
    tool: str
    arguments: dict[str, Any] = Field(description="The validated arguments, as JSON.")
    action_signature: str = Field(description="Fingerprint the approval is bound to.")
    rationale: str = ""
    reason: str = Field(default="", description="Why it is asked (the policy's reason).")
    effects: str | None = Field(default=None, description="The tool's declared effects.")
    provenance: list[dict[str, Any]] = Field(
        default_factory=list,
        description="Where each argument value came from (`keel.provenance`), as JSON.",
    )
    since: datetime = Field(default_factory=_now, description="When the run started waiting.")
    round: int = Field(
        default=1,
        description="How many times this action was put up for approval; a second round "
        "follows a crash that left the approved action's outcome unknown.",
    )


class InFlight(BaseModel):
    """A side-effecting action that was started and whose outcome is not yet recorded.

    Checkpointed together with the execution ledger's intent, so a run that crashes
    while the tool runs knows, on resume, exactly which action to reconcile.
    """

    step: int
    tool: str
    arguments: dict[str, Any]
    action_signature: str
    idempotency_key: str
    round: int = Field(default=1, description="Approval round that authorized it (if any).")


Pending = Annotated[PendingQuestion | PendingApproval, Field(discriminator="kind")]


class AgentState(BaseModel):
    """Everything the runtime needs to continue a run, and nothing the model owns."""

    schema_version: int = Field(default=SCHEMA_VERSION, description="Layout version.")
    run_id: str = Field(default_factory=lambda: uuid.uuid4().hex)
    goal: str
    status: RunStatus = "running"
    termination_reason: str | None = Field(
        default=None, description="Why the run ended or paused, with figures."
    )
    termination_kind: str | None = Field(
        default=None,
        description="Machine-readable cause: steps, tokens, cost, time, cycle, model_errors, "
        "final_rejections, overshoot, cancelled, completed, question, approval.",
    )
    created_at: datetime = Field(default_factory=lambda: datetime.now(UTC))

    step: int = Field(default=0, description="Model calls made so far.")
    input_tokens: int = 0
    output_tokens: int = 0
    cost_usd: float = 0.0
    elapsed_seconds: float = Field(
        default=0.0, description="Active wall time; time spent paused does not count."
    )

    observations: list[Observation] = Field(default_factory=list)
    notes: list[StoredNote] = Field(default_factory=list)
    action_counts: dict[str, int] = Field(default_factory=dict)
    decision_history: list[str] = Field(default_factory=list)
    consecutive_model_errors: int = 0
    consecutive_final_rejections: int = 0

    pending: Pending | None = None
    inflight: InFlight | None = Field(
        default=None, description="A side-effecting action started but not yet recorded."
    )
    final_answer: str | None = None
    final_citations: list[str] = Field(default_factory=list)
    final_output: Any = Field(
        default=None, description="The validated structured output (output_type), as JSON."
    )
    trace_seq: int = Field(default=0, description="Trace events emitted so far (next seq).")
    has_deps: bool = Field(
        default=False,
        description="The run was started with deps (they are not stored: a resume must "
        "pass them again).",
    )
    _touched_actions: set[str] = PrivateAttr(default_factory=set)
    _provenance: Any = PrivateAttr(default=None)  # keel.provenance's index of tool outputs

    @property
    def total_tokens(self) -> int:
        """Input plus output tokens used so far."""
        return self.input_tokens + self.output_tokens

    @property
    def is_terminal(self) -> bool:
        """True once the run has completed, stopped, failed or been cancelled."""
        return self.status in TERMINAL_STATUSES

    def __eq__(self, other: object) -> bool:
        # The checkpoint bookkeeping in private attributes is not part of the state.
        if not isinstance(other, AgentState):
            return NotImplemented
        return type(self) is type(other) and self.__dict__ == other.__dict__

    __hash__ = None  # type: ignore[assignment]

    def touch_action(self, signature: str, count: int) -> None:
        """Set an action's execution count and remember it changed (for checkpoints)."""
        self.action_counts[signature] = count
        self._touched().add(signature)

    def touched_actions(self) -> dict[str, int]:
        """The action counts changed since `forget_touched_actions` last cleared them."""
        return {signature: self.action_counts[signature] for signature in self._touched()}

    def forget_touched_actions(self, signatures: Iterable[str]) -> None:
        """Mark these action counts as saved (after a checkpoint that wrote them)."""
        self._touched().difference_update(signatures)

    def _touched(self) -> set[str]:
        # Straight from pydantic's store of private attributes: `self._touched_actions`
        # goes through BaseModel.__getattr__, about 2 us, once per step.
        private = self.__pydantic_private__
        assert private is not None
        touched: set[str] = private["_touched_actions"]
        return touched

    def to_json(self) -> str:
        """Serialize the whole state to JSON."""
        return self.model_dump_json()

    @classmethod
    def from_json(cls, text: str | bytes) -> AgentState:
        """Load a state saved by this or an older keel.

        Raises:
            UserError: the state was written by a newer keel than this one.
        """
        return cls.model_validate(migrate(json.loads(text)))


def migrate(data: Any) -> Any:
    """Upgrade a state's JSON (as parsed) to `SCHEMA_VERSION`, one version at a time.

    Raises:
        UserError: the state was written by a newer keel than this one.
    """
    if not isinstance(data, dict):
        return data  # validation reports what is wrong with it
    version = data.get("schema_version", 1)
    if not isinstance(version, int) or version < 1:
        raise UserError(f"unknown state schema version {version!r} in run {data.get('run_id')}")
    if version > SCHEMA_VERSION:
        raise UserError(
            f"state schema version {version!r} is newer than this keel's "
            f"({SCHEMA_VERSION}); upgrade keel to load run {data.get('run_id')}"
        )
    while version < SCHEMA_VERSION:
        data = _MIGRATIONS[version](data)
        version += 1
        data["schema_version"] = version
    return data


def _v1_to_v2(data: dict[str, Any]) -> dict[str, Any]:
    """v1 had no ``since`` on pending interactions: the run has waited since its checkpoint."""
    pending = data.get("pending")
    if isinstance(pending, dict) and "since" not in pending:
        pending = {**pending, "since": data.get("created_at") or _now().isoformat()}
        if pending.get("kind") == "approval":
            pending.setdefault("round", 1)
        data = {**data, "pending": pending}
    return data


_MIGRATIONS = {1: _v1_to_v2}
