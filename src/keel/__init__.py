"""keel: a reliable runtime for LLM agents.

The model proposes; the runtime validates, authorizes, executes, records, and decides
whether the run continues, waits, completes or stops.

Each name below loads its module on first use (`keel.lazy`), so ``import keel`` is cheap.
"""

import typing

from keel.lazy import lazy_exports as _lazy_exports

if typing.TYPE_CHECKING:
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
        AnswerRefused,
        ApprovalRefused,
        ApprovalRequired,
        BudgetExceeded,
        CalculationError,
        DocumentNotFound,
        KBError,
        KeelError,
        LeaseLost,
        LoadError,
        LoopDetected,
        ModelOutputError,
        ProviderError,
        RetryableToolError,
        RunBusy,
        RunCancelled,
        RunError,
        RunFailed,
        RunNotFound,
        ScriptError,
        StoreError,
        UserError,
        VersionConflict,
    )
    from keel.loop.run import Run
    from keel.loops import fingerprint
    from keel.models import DecisionMaker, ScriptedDecisionMaker
    from keel.policy import ActionRequest, Policies, Policy, Verdict
    from keel.result import EXIT_CODES, RunResult
    from keel.runstore import RunStore
    from keel.runtime import Runtime
    from keel.state import (
        AgentState,
        Observation,
        PendingApproval,
        PendingQuestion,
        RunStatus,
        StoredNote,
    )
    from keel.streaming import RunStream, StreamEvent, TextDelta, TextSink
    from keel.tools import (
        ApprovalPolicy,
        Arguments,
        FunctionTool,
        Tool,
        ToolContext,
        ToolRegistry,
        ToolResult,
        tool,
    )
    from keel.trace import JsonlSink, MemorySink, TraceEvent, TraceSink, read_trace
    from keel.validation import FinalValidator, NonEmptyAnswer
else:  # hidden from type checkers, which would take any name as exported
    __getattr__, __dir__ = _lazy_exports(
        __name__,
        {
            "keel.approval": ("ApprovalRequest", "ConsoleHuman", "Human"),
            "keel.budgets": ("Budgets", "Guards"),
            "keel.cancel": ("CancelToken",),
            "keel.context": ("ContextItem", "ModelRequest"),
            "keel.decisions": (
                "ClarifyDecision",
                "Decision",
                "FinalDecision",
                "ModelTurn",
                "RawOutput",
                "ToolCall",
                "ToolDecision",
                "parse_decision",
            ),
            "keel.errors": (
                "AnswerRefused",
                "ApprovalRefused",
                "ApprovalRequired",
                "BudgetExceeded",
                "CalculationError",
                "DocumentNotFound",
                "KBError",
                "KeelError",
                "LeaseLost",
                "LoadError",
                "LoopDetected",
                "ModelOutputError",
                "ProviderError",
                "RetryableToolError",
                "RunBusy",
                "RunCancelled",
                "RunError",
                "RunFailed",
                "RunNotFound",
                "ScriptError",
                "StoreError",
                "UserError",
                "VersionConflict",
            ),
            "keel.loop.run": ("Run",),
            "keel.loops": ("fingerprint",),
            "keel.models": ("DecisionMaker", "ScriptedDecisionMaker"),
            "keel.policy": ("ActionRequest", "Policies", "Policy", "Verdict"),
            "keel.result": ("EXIT_CODES", "RunResult"),
            "keel.runstore": ("RunStore",),
            "keel.runtime": ("Runtime",),
            "keel.state": (
                "AgentState",
                "Observation",
                "PendingApproval",
                "PendingQuestion",
                "RunStatus",
                "StoredNote",
                "StreamEvent",
            ),
            "keel.streaming": ("RunStream", "StreamEvent", "TextDelta", "TextSink"),
            "keel.tools": (
                "ApprovalPolicy",
                "Arguments",
                "FunctionTool",
                "Tool",
                "ToolContext",
                "ToolRegistry",
                "ToolResult",
                "tool",
            ),
            "keel.trace": ("JsonlSink", "MemorySink", "TraceEvent", "TraceSink", "read_trace"),
            "keel.validation": ("FinalValidator", "NonEmptyAnswer"),
        },
    )

__version__ = "0.2.0"

__all__ = [
    "EXIT_CODES",
    "ActionRequest",
    "AgentState",
    "AnswerRefused",
    "ApprovalPolicy",
    "ApprovalRefused",
    "ApprovalRequest",
    "ApprovalRequired",
    "Arguments",
    "BudgetExceeded",
    "Budgets",
    "CalculationError",
    "CancelToken",
    "ClarifyDecision",
    "ConsoleHuman",
    "ContextItem",
    "Decision",
    "DecisionMaker",
    "DocumentNotFound",
    "FinalDecision",
    "FinalValidator",
    "FunctionTool",
    "Guards",
    "Human",
    "JsonlSink",
    "KBError",
    "KeelError",
    "LeaseLost",
    "LoadError",
    "LoopDetected",
    "MemorySink",
    "ModelOutputError",
    "ModelRequest",
    "ModelTurn",
    "NonEmptyAnswer",
    "Observation",
    "PendingApproval",
    "PendingQuestion",
    "Policies",
    "Policy",
    "ProviderError",
    "RawOutput",
    "RetryableToolError",
    "Run",
    "RunBusy",
    "RunCancelled",
    "RunError",
    "RunFailed",
    "RunNotFound",
    "RunResult",
    "RunStatus",
    "RunStore",
    "RunStream",
    "Runtime",
    "ScriptError",
    "ScriptedDecisionMaker",
    "StoreError",
    "StoredNote",
    "StreamEvent",
    "TextDelta",
    "TextSink",
    "Tool",
    "ToolCall",
    "ToolContext",
    "ToolDecision",
    "ToolRegistry",
    "ToolResult",
    "TraceEvent",
    "TraceSink",
    "UserError",
    "Verdict",
    "VersionConflict",
    "__version__",
    "fingerprint",
    "parse_decision",
    "read_trace",
    "tool",
]
