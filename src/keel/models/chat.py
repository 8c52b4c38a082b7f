"""What every chat-model adapter shares: the prompt layout, the decision tools, decoding.

Prompt layout, for provider-side prompt caching: the system message (instructions, then
in JSON mode the tool list) and the tool schemas never change within a run; the user
message starts with the goal, then the observations in the order they happened, then
the notes, and ends with the one line that changes every step (step and budget left).

In native tool mode every keel tool is a function tool, and two more stand for the
other decisions: ``clarify(question)`` and ``final(answer, citations)``. A reply maps
back to exactly one decision: the first tool call; any further calls are recorded in
the trace as ignored, and a reply with no tool call is a model error.
"""

from __future__ import annotations

import json
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from keel.context import ModelRequest
from keel.decisions import ClarifyDecision, FinalDecision, ToolCall, ToolDecision
from keel.errors import ModelOutputError
from keel.narrowing import clean_arguments

AnyDecision = ToolDecision | ClarifyDecision | FinalDecision

TOOLS_RULES = (
    "\n\nAct by calling exactly one function per reply: one of the tools; `{clarify}` to "
    "ask the user a question; or `{final}` to give the final answer (with the ids of any "
    "sources it cites)."
)
JSON_RULES = (
    '\n\nReply with one JSON object and nothing else: {{"decision": D}} where D is one of\n'
    '  {{"kind": "tool", "call": {{"name": TOOL, "arguments": {{...}}}}, "rationale": "why"}}\n'
    '  {{"kind": "clarify", "question": "..."}}\n'
    '  {{"kind": "final", "answer": "...", "citations": [SOURCE_ID, ...]{output}}}\n'
    "Tools:\n{tools}"
)


@dataclass(frozen=True, slots=True)
class Prompt:
    """One request as a system and a user message."""

    system: str
    user: str

    @property
    def chars(self) -> int:
        """Characters in both messages."""
        return len(self.system) + len(self.user)


@dataclass(frozen=True, slots=True)
class DecisionNames:
    """The function names that stand for clarify and final (``keel_`` if a tool took them)."""

    clarify: str
    final: str

    @classmethod
    def for_tools(cls, tools: Sequence[Mapping[str, Any]]) -> DecisionNames:
        """Names that do not collide with any registered tool."""
        taken = {spec["name"] for spec in tools}
        return cls(
            clarify="keel_clarify" if "clarify" in taken else "clarify",
            final="keel_final" if "final" in taken else "final",
        )


def build_prompt(request: ModelRequest, *, json_mode: bool) -> Prompt:
    """The system and user messages for ``request`` (see the module docstring)."""
    if json_mode:
        listing = "\n".join(
            f"- {spec['name']}({_signature(spec['parameters'])}): {spec['description']}"
            for spec in request.tools
        )
        schema = request.output_schema
        output = "" if schema is None else ', "output": OUTPUT'
        system = request.instructions + JSON_RULES.format(tools=listing or "(none)", output=output)
        if schema is not None:
            system += f"\nOUTPUT must match this JSON schema: {json.dumps(schema)}"
    else:
        names = DecisionNames.for_tools(request.tools)
        system = request.instructions + TOOLS_RULES.format(clarify=names.clarify, final=names.final)
    return Prompt(system=system, user=f"{request.render_prompt()}\n{_status(request)}")


def function_tools(request: ModelRequest) -> list[dict[str, Any]]:
    """Every tool plus clarify and final, as ``{name, description, parameters}``."""
    names = DecisionNames.for_tools(request.tools)
    clarify = {
        "name": names.clarify,
        "description": "Ask the user one clarifying question when the answer depends on it.",
        "parameters": {
            "type": "object",
            "properties": {"question": {"type": "string", "description": "The question."}},
            "required": ["question"],
        },
    }
    final: dict[str, Any] = {
        "name": names.final,
        "description": "Give the final answer, with the ids of any sources it relies on.",
        "parameters": {
            "type": "object",
            "properties": {
                "answer": {"type": "string", "description": "The answer."},
                "citations": {
                    "type": "array",
                    "items": {"type": "string"},
                    "description": "Ids of the sources the answer relies on (may be empty).",
                },
            },
            "required": ["answer", "citations"],
        },
    }
    if request.output_schema is not None:
        final["parameters"]["properties"]["output"] = request.output_schema
        final["parameters"]["required"].append("output")
    return [dict(spec) for spec in request.tools] + [clarify, final]


def decision_from_call(
    request: ModelRequest, name: str, arguments: str | Mapping[str, Any] | None
) -> AnyDecision:
    """Map one function call back to a decision.

    Raises:
        ModelOutputError: the arguments are not a JSON object, or a clarify/final call
            lacks its fields.
    """
    args = _arguments(name, arguments)
    names = DecisionNames.for_tools(request.tools)
    if name == names.clarify:
        question = args.get("question")
        if not isinstance(question, str) or not question.strip():
            raise ModelOutputError(f"{name} needs a non-empty 'question' string")
        return ClarifyDecision(question=question)
    if name == names.final:
        answer, citations = args.get("answer"), args.get("citations", [])
        if not isinstance(answer, str):
            raise ModelOutputError(f"{name} needs an 'answer' string")
        if not isinstance(citations, list) or not all(isinstance(c, str) for c in citations):
            raise ModelOutputError(f"{name}: 'citations' must be a list of source ids")
        return FinalDecision(answer=answer, citations=citations, output=args.get("output"))
    spec = next((s for s in request.tools if s["name"] == name), None)
    if spec is not None:
        args = clean_arguments(args, spec["parameters"])
    return ToolDecision(call=ToolCall(name=name, arguments=args))


def decision_from_json(request: ModelRequest, text: str) -> AnyDecision:
    """Decode a JSON-mode reply (``{"decision": ...}`` or a bare decision).

    Nulls that a strict schema made the model write for optional tool arguments are
    dropped, so the tool sees its defaults.

    Raises:
        ModelOutputError: not JSON, or not a decision.
    """
    from keel.decisions import parse_decision

    try:
        value = json.loads(text, strict=False)  # grammars admit raw newlines in strings
    except json.JSONDecodeError:
        return parse_decision(text)  # fenced JSON, or a precise error message
    if isinstance(value, dict) and "decision" in value and "kind" not in value:
        value = value["decision"]
    if isinstance(value, dict) and value.get("kind") == "tool":
        call = value.get("call")
        if isinstance(call, dict) and isinstance(call.get("arguments"), dict):
            spec = next((s for s in request.tools if s["name"] == call.get("name")), None)
            if spec is not None:
                call["arguments"] = clean_arguments(call["arguments"], spec["parameters"])
    return parse_decision(json.dumps(value))


class PromptSizer:
    """Conservative prompt token counts for a backend that cannot tokenize locally.

    Assumes 1.5 characters per token (real tokenizers give 3-4 on prose, nearer 2 on
    digests, ids and numbers) and only ever learns *downwards* from each reply's reported
    prompt tokens (the lowest ratio seen, less a 15% margin), so the runtime's
    reservation stays an upper bound however dense the next observation is.
    """

    def __init__(self, chars_per_token: float = 1.5, margin: float = 1.15) -> None:
        self._ratio = chars_per_token
        self._learned: float | None = None
        self._margin = margin

    def estimate(self, chars: int, messages: int = 2) -> int:
        """Tokens a prompt of ``chars`` characters in ``messages`` messages may take."""
        ratio = self._ratio
        if self._learned is not None:
            ratio = min(ratio, self._learned / self._margin)
        return math.ceil(chars / ratio) + 8 * messages + 16

    def learn(self, chars: int, reported_tokens: int) -> None:
        """Record what the provider counted for a prompt of ``chars`` characters."""
        if reported_tokens <= 0 or chars <= 0:
            return
        ratio = chars / reported_tokens
        if self._learned is None or ratio < self._learned:
            self._learned = ratio


def tool_calls_meta(calls: Sequence[tuple[str, Any]]) -> list[dict[str, Any]]:
    """Tool calls beyond the first, for the trace (``name`` and raw ``arguments``)."""
    return [{"name": name, "arguments": arguments} for name, arguments in calls]


def _arguments(name: str, arguments: str | Mapping[str, Any] | None) -> dict[str, Any]:
    if arguments is None or arguments == "":
        return {}
    if isinstance(arguments, Mapping):
        return dict(arguments)
    try:
        value = json.loads(arguments)
    except json.JSONDecodeError as error:
        raise ModelOutputError(
            f"arguments of {name} are not JSON: {error}", raw=arguments
        ) from None
    if not isinstance(value, dict):
        raise ModelOutputError(f"arguments of {name} must be a JSON object", raw=arguments)
    return value


def _signature(schema: Mapping[str, Any]) -> str:
    required = set(schema.get("required", ()))
    return ", ".join(
        f"{name}{'' if name in required else '?'}: {_type_name(prop)}"
        for name, prop in schema.get("properties", {}).items()
    )


def _type_name(prop: Mapping[str, Any]) -> str:
    if "type" in prop:
        return str(prop["type"])
    options = [o.get("type", "any") for o in prop.get("anyOf", ()) if o.get("type") != "null"]
    return "|".join(str(o) for o in options) or "any"


def _status(request: ModelRequest) -> str:
    left = request.remaining
    parts = [f"step {request.step}"]
    if left.steps is not None:
        parts.append(f"{left.steps} model calls left")
    if left.tokens is not None:
        parts.append(f"{left.tokens:,} tokens left")
    if left.seconds is not None:
        parts.append(f"{max(left.seconds, 0):.0f}s left")
    return f"<status>{'; '.join(parts)}</status>"
