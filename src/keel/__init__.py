"""keel: a reliable runtime for LLM agents.

The model proposes; the runtime validates, authorizes, executes, records, and decides
whether the run continues, waits, completes or stops.
"""

from keel.approval import ApprovalRequest, ConsoleHuman, Human
from keel.budgets import Budgets, Guards
from keel.cancel import CancelToken
from keel.context import ContextItem, ModelRequest
from keel.decisions import (
    ClarifyDecision,
    Decision,
    FinalDecision,
    ModelTurn,
    RawOutput,
    ToolCall,
    ToolDecision,
    parse_decision,
)
from keel.errors import (
    ApprovalRequired,
    BudgetExceeded,
    KeelError,
    LoopDetected,
    ModelOutputError,
    ProviderError,
    RetryableToolError,
    RunCancelled,
    RunError,
    RunFailed,
    ScriptError,
    UserError,
)
from keel.loops import fingerprint
from keel.models import DecisionMaker, ScriptedDecisionMaker
from keel.result import EXIT_CODES, RunResult
from keel.run import Run
from keel.runtime import Runtime
from keel.state import AgentState, Observation, RunStatus, StoredNote
from keel.tools import Tool, ToolContext, ToolRegistry, ToolResult, tool
from keel.trace import JsonlSink, MemorySink, TraceEvent, TraceSink, read_trace
from keel.validation import CitationValidator, FinalValidator, NonEmptyAnswer

__version__ = "0.1.0"

__all__ = [
    "EXIT_CODES",
    "AgentState",
    "ApprovalRequest",
    "ApprovalRequired",
    "BudgetExceeded",
    "Budgets",
    "CancelToken",
    "CitationValidator",
    "ClarifyDecision",
    "ConsoleHuman",
    "ContextItem",
    "Decision",
    "DecisionMaker",
    "FinalDecision",
    "FinalValidator",
    "Guards",
    "Human",
    "JsonlSink",
    "KeelError",
    "LoopDetected",
    "MemorySink",
    "ModelOutputError",
    "ModelRequest",
    "ModelTurn",
    "NonEmptyAnswer",
    "Observation",
    "ProviderError",
    "RawOutput",
    "RetryableToolError",
    "Run",
    "RunCancelled",
    "RunError",
    "RunFailed",
    "RunResult",
    "RunStatus",
    "Runtime",
    "ScriptError",
    "ScriptedDecisionMaker",
    "StoredNote",
    "Tool",
    "ToolCall",
    "ToolContext",
    "ToolDecision",
    "ToolRegistry",
    "ToolResult",
    "TraceEvent",
    "TraceSink",
    "UserError",
    "__version__",
    "fingerprint",
    "parse_decision",
    "read_trace",
    "tool",
]
