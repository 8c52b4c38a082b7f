"""Decision makers: the `DecisionMaker` protocol and its implementations."""

from keel.models.base import DecisionMaker
from keel.models.scripted import ScriptedDecisionMaker

__all__ = ["DecisionMaker", "ScriptedDecisionMaker"]
