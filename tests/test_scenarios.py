"""The three trajectory scenarios of the design reference (section 22), end to end.

Each one asserts on the path the run took, not only on its answer.
"""

from __future__ import annotations

from keel import Runtime
from keel.testing import (
    ScriptedDecisionMaker,
    assert_trace_consistent,
    assert_trajectory,
    call,
    final,
)

REVENUE_2023 = "Revenue was $80 million in 2023 [annual-2023]."
REVENUE_2024 = "Revenue was $100 million in 2024 [annual-2024]."
WITH_DECISIONS = {"run_started", "model_requested"}


def test_duplicate_read_is_blocked_and_does_not_execute(kb):
    model = ScriptedDecisionMaker(
        [
            call("read_document", doc_id="annual-2023"),
            call("read_document", doc_id="annual-2023"),
            final(REVENUE_2023, "annual-2023"),
        ]
    )
    result = Runtime(model, kb.tools, validators=kb.validators).run("What was revenue in 2023?")

    assert_trajectory(
        result, ["tool_started", "tool_succeeded", "duplicate_action_blocked", "run_completed"]
    )
    assert kb.calls_to("read_document") == [{"doc_id": "annual-2023"}]
    blocked = result.state.observations[1]
    assert (blocked.ok, blocked.error_type) == (False, "duplicate_action")
    assert "Identical action blocked" in model.requests[2].observations[1].text
    assert result.answer == REVENUE_2023
    model.assert_consumed()
    assert_trace_consistent(result)


def test_final_citing_unread_document_is_rejected_and_run_continues(kb):
    model = ScriptedDecisionMaker(
        [
            call("read_document", doc_id="annual-2023"),
            final(f"{REVENUE_2023} {REVENUE_2024}", "annual-2023", "annual-2024"),
            call("read_document", doc_id="annual-2024"),
            final(f"{REVENUE_2023} {REVENUE_2024}", "annual-2023", "annual-2024"),
        ]
    )
    result = Runtime(model, kb.tools, validators=kb.validators).run("Revenue in 2023 and 2024?")

    assert_trajectory(
        result,
        [
            "tool_started",
            "tool_succeeded",
            "final_rejected",
            "tool_started",
            "tool_succeeded",
            "run_completed",
        ],
    )
    rejected = result.trace[result.event_types().index("final_rejected")]
    assert any("annual-2024" in error for error in rejected.data["errors"])
    feedback = model.requests[2].observations[-1]
    assert (feedback.source, feedback.name, feedback.ok) == ("runtime", "final_validation", False)
    assert "Not read in this run" in feedback.text
    assert result.status == "completed"
    assert result.citations == ["annual-2023", "annual-2024"]
    model.assert_consumed()


def test_recovery_after_failed_read_replans_and_succeeds(kb):
    model = ScriptedDecisionMaker(
        [
            call("read_document", doc_id="annual-report-2024"),
            call("search_kb", query="2024"),
            call("read_document", doc_id="annual-2024"),
            final(REVENUE_2024, "annual-2024"),
        ]
    )
    result = Runtime(model, kb.tools, validators=kb.validators).run("What was revenue in 2024?")

    assert_trajectory(
        result,
        [
            "model_decision",
            "tool_started",
            "tool_failed",
            "model_decision",
            "tool_started",
            "tool_succeeded",
            "model_decision",
            "tool_started",
            "tool_succeeded",
            "model_decision",
            "run_completed",
        ],
        ignore=WITH_DECISIONS,
    )
    failure = result.state.observations[0]
    assert (failure.ok, failure.error_type) == (False, "LookupError")
    assert "annual-report-2024" in failure.error_message
    assert "LookupError" in model.requests[1].observations[0].text
    assert result.state.observations[1].source_ids == ["annual-2024"]
    assert result.answer == REVENUE_2024
    model.assert_consumed()


def test_recovery_trace_shows_failure_then_decision_then_success(kb):
    model = ScriptedDecisionMaker(
        [
            call("read_document", doc_id="annual-2025"),
            call("search_kb", query="revenue"),
            final("No 2025 report; see [annual-2024].", "annual-2024"),
        ]
    )
    result = Runtime(model, kb.tools, validators=kb.validators).run("Revenue in 2025?")

    types = result.event_types()
    failed = types.index("tool_failed")
    assert types[failed + 1 : failed + 5] == [
        "model_requested",
        "model_decision",
        "tool_started",
        "tool_succeeded",
    ]


def test_search_hit_alone_is_not_enough_to_cite(kb):
    model = ScriptedDecisionMaker(
        [
            call("search_kb", query="2024"),
            final(REVENUE_2024, "annual-2024"),
            call("read_document", doc_id="annual-2024"),
            final(REVENUE_2024, "annual-2024"),
        ]
    )
    result = Runtime(model, kb.tools, validators=kb.validators).run("What was revenue in 2024?")

    assert_trajectory(
        result,
        [
            "tool_started",
            "tool_succeeded",
            "final_rejected",
            "tool_started",
            "tool_succeeded",
            "run_completed",
        ],
    )
    assert result.answer == REVENUE_2024
