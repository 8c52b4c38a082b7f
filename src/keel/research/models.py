"""The research agent's model strings: ``planner`` (the offline planner) plus every
string `keel.models.resolve_model` knows; the default is ``planner``.

Resolution order: an explicit spec, then ``KEEL_MODEL``, then ``planner``.
"""

from __future__ import annotations

from collections.abc import Mapping

from keel.models.base import DecisionMaker
from keel.models.resolve import KNOWN
from keel.models.resolve import resolve_model as resolve_library_model

DEFAULT_MODEL = "planner"
"""The model ``keel ask`` uses when none is configured: offline, deterministic, free."""


def model_spec(explicit: str | None, env: Mapping[str, str]) -> str:
    """The spec to use: ``explicit``, else ``env["KEEL_MODEL"]``, else ``planner``."""
    return explicit or env.get("KEEL_MODEL") or DEFAULT_MODEL


def resolve_model(spec: str) -> DecisionMaker:
    """The decision maker for ``spec``: the offline planner, or a library model.

    Raises:
        UserError: as `keel.models.resolve_model`.
    """
    if spec.strip() == "planner":
        from keel.research.planner.offline import Planner

        return Planner()
    return resolve_library_model(spec, known=f"planner, {KNOWN}")
