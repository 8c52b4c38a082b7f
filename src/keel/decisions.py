"""The decisions a model may propose, and one model turn with its usage.

A decision is a closed union tagged by ``kind``: call a tool, ask for clarification, or
answer. The runtime matches on it; it never infers intent from prose.
"""

from __future__ import annotations

import json
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

from keel.errors import ModelOutputError, describe_validation


class ToolCall(BaseModel):
    """A request to run one registered tool with JSON arguments."""

    model_config = ConfigDict(frozen=True)

    name: str = Field(description="Name of a registered tool.")
    arguments: dict[str, Any] = Field(
        default_factory=dict, description="Arguments, validated by the runtime before execution."
    )


class ToolDecision(BaseModel):
    """The model wants the runtime to run a tool."""

    model_config = ConfigDict(frozen=True)

    kind: Literal["tool"] = "tool"
    call: ToolCall = Field(description="The tool and its arguments.")
    rationale: str = Field(default="", description="A one-line reason, shown in traces.")

    def signature(self) -> dict[str, Any]:
        """What identifies this decision for cycle detection (the rationale does not).

        Same shape as an action fingerprint's input, so when validation leaves the
        arguments unchanged the duplicate guard reuses this fingerprint.
        """
        return {"tool": self.call.name, "arguments": self.call.arguments}


class ClarifyDecision(BaseModel):
    """The model needs a person to resolve an ambiguity before it can go on."""

    model_config = ConfigDict(frozen=True)

    kind: Literal["clarify"] = "clarify"
    question: str = Field(description="The question to ask the user.")

    def signature(self) -> dict[str, Any]:
        """What identifies this decision for cycle detection."""
        return {"kind": "clarify", "question": self.question}


class FinalDecision(BaseModel):
    """The model claims it is done. The runtime validates the claim before completing."""

    model_config = ConfigDict(frozen=True)

    kind: Literal["final"] = "final"
    answer: str = Field(description="The answer, as text.")
    citations: list[str] = Field(
        default_factory=list, description="Ids of the sources the answer relies on, if any."
    )
    output: Any = Field(
        default=None,
        exclude_if=lambda value: value is None,
        description="The structured answer, when the runtime has an output_type (JSON); "
        "left out of the JSON when absent.",
    )

    def signature(self) -> dict[str, Any]:
        """What identifies this decision for cycle detection."""
        made = {"kind": "final", "answer": self.answer, "citations": self.citations}
        if self.output is not None:
            made["output"] = self.output
        return made


Decision = Annotated[ToolDecision | ClarifyDecision | FinalDecision, Field(discriminator="kind")]
"""One decision: a tool call, a clarification request or a final answer."""


class ModelTurn(BaseModel):
    """One decision from the model, with what producing it cost."""

    model_config = ConfigDict(frozen=True)

    decision: Decision = Field(description="The proposed next decision.")
    input_tokens: int = Field(default=0, ge=0, description="Prompt tokens billed for this turn.")
    output_tokens: int = Field(default=0, ge=0, description="Output tokens billed for this turn.")
    cost_usd: float = Field(default=0.0, ge=0, description="Cost billed for this turn, in USD.")
    meta: dict[str, Any] = Field(
        default_factory=dict,
        exclude=True,
        description="What the provider said about the call (model, finish reason, tool calls "
        "ignored beyond the first); recorded in the trace, not part of the turn's JSON.",
    )


class RawOutput(BaseModel):
    """Model text that the runtime must parse into a decision, with its (billed) usage.

    A decision maker returns this when it has text rather than a structured decision;
    the tokens are charged even when the text turns out not to parse.
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    text: str = Field(description="The model's raw output.")
    input_tokens: int = Field(default=0, ge=0)
    output_tokens: int = Field(default=0, ge=0)
    cost_usd: float = Field(default=0.0, ge=0)
    error: str | None = Field(
        default=None,
        exclude=True,
        description="Set by an adapter when the reply is unusable whatever the text says "
        "(no tool call, no choices); the runtime records it as a model error.",
    )
    meta: dict[str, Any] = Field(default_factory=dict, exclude=True)


_DECISION: TypeAdapter[ToolDecision | ClarifyDecision | FinalDecision] = TypeAdapter(Decision)
MODEL_TURN_SCHEMA: dict[str, Any] = ModelTurn.model_json_schema()
"""JSON schema of a model turn (computed once, at import)."""
DECISION_SCHEMA: dict[str, Any] = _DECISION.json_schema()
"""JSON schema of one decision: what a model must emit."""


def parse_decision(text: str) -> ToolDecision | ClarifyDecision | FinalDecision:
    """Parse model text into a decision.

    Accepts a decision object (``{"kind": "tool", ...}``) or a whole model turn
    (``{"decision": {...}}``), optionally wrapped in a Markdown code fence.

    Raises:
        ModelOutputError: the text is not JSON or does not match the decision schema.
    """
    body = _strip_fence(text)
    try:
        value = json.loads(body, strict=False)
    except json.JSONDecodeError as error:
        raise ModelOutputError(f"model output is not JSON: {error}", raw=text) from None
    if isinstance(value, dict) and "decision" in value and "kind" not in value:
        value = value["decision"]
    try:
        return _DECISION.validate_python(value)
    except ValidationError as error:
        summary = describe_validation(error, "<root>")
        raise ModelOutputError(
            f"model output is not a valid decision: {summary}", raw=text
        ) from None


def _strip_fence(text: str) -> str:
    body = text.strip()
    if body.startswith("```"):
        body = body.split("\n", 1)[1] if "\n" in body else ""
        if body.rstrip().endswith("```"):
            body = body.rstrip()[:-3]
    return body.strip()
