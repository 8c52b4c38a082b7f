"""One model string for the command line and the API.

``planner`` (the offline planner, no LLM), ``scripted:PATH`` (a JSONL script). Resolution
order: an explicit spec, then the ``KEEL_MODEL`` environment value the caller passes in,
then ``planner``. Hosted and local model adapters add their prefixes here.
"""

from __future__ import annotations

from collections.abc import Mapping

from keel.errors import UserError
from keel.models.base import DecisionMaker

DEFAULT_MODEL = "planner"
KNOWN = "planner, scripted:PATH"


def model_spec(explicit: str | None, env: Mapping[str, str]) -> str:
    """The spec to use: ``explicit``, else ``env["KEEL_MODEL"]``, else ``planner``."""
    return explicit or env.get("KEEL_MODEL") or DEFAULT_MODEL


def resolve_model(spec: str) -> DecisionMaker:
    """Build the decision maker a model string names.

    Raises:
        UserError: unknown prefix, or a script that cannot be read (one line, with the fix).
    """
    kind, _, rest = spec.partition(":")
    if spec == "planner":
        from keel.models.planner import Planner

        return Planner()
    if kind == "scripted":
        if not rest:
            raise UserError("scripted model needs a file: --model scripted:PATH")
        from keel.models.scripted import ScriptedDecisionMaker

        return ScriptedDecisionMaker.from_jsonl(rest)
    raise UserError(f"unknown model {spec!r}; use one of: {KNOWN}")
