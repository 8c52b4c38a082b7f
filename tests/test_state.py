"""AgentState: a lossless JSON round trip and a versioned layout."""

import asyncio
import json
from datetime import UTC, date, datetime
from pathlib import Path

import pytest
from pydantic import ValidationError

from helpers_tools import email_tool, lookup_tool, make_runtime, only
from keel import (
    AgentState,
    Observation,
    Runtime,
    ScriptedDecisionMaker,
    StoredNote,
    ToolContext,
    ToolResult,
    UserError,
    tool,
)
from keel.state import SCHEMA_VERSION, PendingApproval, PendingQuestion
from keel.store import SqliteRunStore
from keel.testing import call, clarify, final


def rich_state() -> AgentState:
    """A state with every kind of content: observations, notes, floats, pending action."""
    sent: list[str] = []

    @tool
    def measure(sensor: str, ctx: ToolContext) -> ToolResult:
        """Measure."""
        ctx.add_note(f"{sensor} looks fine", source_ids=[sensor])
        return ToolResult(
            data={"value": 0.1 + 0.2, "series": [1e-12, 2.5e300, -0.0], "nested": {"k": [None]}},
            source_ids=[sensor],
        )

    runtime, _ = make_runtime(
        [
            call("measure", sensor="s1", usage=(120, 30, 0.000123)),
            call("nope", usage=(7, 3, 1 / 3)),
            call("send_email", to="bob", usage=(1, 1, 0.1)),
        ],
        [measure, email_tool(sent)],
    )
    state = runtime.run("measure then email").state
    assert state.status == "waiting_for_user"
    return state


def test_state_json_round_trip_is_lossless():
    state = rich_state()
    text = state.to_json()

    loaded = AgentState.from_json(text)

    assert loaded == state
    assert loaded.to_json() == text
    assert isinstance(loaded.pending, PendingApproval)
    assert [o.name for o in loaded.observations] == ["measure", "nope"]
    assert loaded.notes == [StoredNote(text="s1 looks fine", source_ids=["s1"])]


def test_state_round_trip_via_model_validate_json():
    state = rich_state()
    assert AgentState.model_validate_json(state.to_json()) == state


def test_state_round_trip_accepts_bytes():
    state = rich_state()
    assert AgentState.from_json(state.to_json().encode()) == state


def test_float_figures_survive_the_round_trip_exactly():
    state = rich_state()
    loaded = AgentState.from_json(state.to_json())

    assert loaded.cost_usd == state.cost_usd == 0.000123 + 1 / 3 + 0.1
    assert loaded.observations[0].data["value"] == 0.1 + 0.2
    assert loaded.observations[0].data["series"] == [1e-12, 2.5e300, -0.0]
    assert loaded.elapsed_seconds == state.elapsed_seconds
    assert (loaded.input_tokens, loaded.output_tokens) == (128, 34)


def test_state_with_pending_question_round_trips():
    runtime, _ = make_runtime([clarify("Which year?")])
    state = runtime.run("ask").state

    loaded = AgentState.from_json(state.to_json())

    assert loaded == state
    assert loaded.pending == PendingQuestion(
        step=1, question="Which year?", since=loaded.pending.since if loaded.pending else None
    )


def test_created_at_is_timezone_aware_utc_and_survives_the_round_trip():
    state = AgentState(goal="g")
    assert state.created_at.utcoffset() is not None
    assert state.created_at.utcoffset().total_seconds() == 0
    assert AgentState.from_json(state.to_json()).created_at == state.created_at


def test_completed_state_round_trips():
    runtime, _ = make_runtime([final("42", usage=(10, 5, 0.25))])
    state = runtime.run("answer").state
    loaded = AgentState.from_json(state.to_json())

    assert loaded == state
    assert (loaded.status, loaded.final_answer, loaded.is_terminal) == ("completed", "42", True)


def test_newer_schema_version_raises_user_error():
    data = json.loads(AgentState(goal="g", run_id="r1").to_json())
    data["schema_version"] = SCHEMA_VERSION + 1

    with pytest.raises(UserError, match=f"schema version {SCHEMA_VERSION + 1}.*upgrade keel.*r1"):
        AgentState.from_json(json.dumps(data))


@pytest.mark.parametrize("version", ["1", 1.5, None])
def test_non_integer_schema_version_raises_user_error(version):
    data = json.loads(AgentState(goal="g").to_json())
    data["schema_version"] = version

    with pytest.raises(UserError, match="schema version"):
        AgentState.from_json(json.dumps(data))


@pytest.mark.parametrize("version", [1, SCHEMA_VERSION])
def test_older_and_equal_schema_versions_load_migrated_to_the_current_one(version: int):
    data = json.loads(AgentState(goal="g", run_id="r1", step=3).to_json())
    data["schema_version"] = version

    loaded = AgentState.from_json(json.dumps(data))

    assert (loaded.goal, loaded.run_id, loaded.step) == ("g", "r1", 3)
    assert loaded.schema_version == SCHEMA_VERSION


def test_schema_versions_below_one_are_refused():
    data = json.loads(AgentState(goal="g").to_json())
    data["schema_version"] = 0

    with pytest.raises(UserError, match="schema version 0"):
        AgentState.from_json(json.dumps(data))


def test_state_without_schema_version_is_read_as_version_1_and_migrated():
    data = json.loads(AgentState(goal="g").to_json())
    del data["schema_version"]

    assert AgentState.from_json(json.dumps(data)).schema_version == SCHEMA_VERSION


def test_invalid_state_content_is_rejected():
    data = json.loads(AgentState(goal="g").to_json())
    data["status"] = "exploded"

    with pytest.raises(ValidationError):
        AgentState.from_json(json.dumps(data))


def test_new_state_defaults():
    first, second = AgentState(goal="g"), AgentState(goal="g")

    assert first.schema_version == SCHEMA_VERSION
    assert (first.status, first.step, first.total_tokens, first.cost_usd) == ("running", 0, 0, 0.0)
    assert first.pending is None
    assert not first.is_terminal
    assert first.run_id != second.run_id
    assert first.created_at <= datetime.now(UTC)


@pytest.mark.parametrize(
    ("status", "terminal"),
    [
        ("running", False),
        ("waiting_for_user", False),
        ("completed", True),
        ("stopped", True),
        ("failed", True),
        ("cancelled", True),
    ],
)
def test_is_terminal_by_status(status: str, terminal: bool):
    assert AgentState(goal="g", status=status).is_terminal is terminal


def test_total_tokens_adds_input_and_output():
    assert AgentState(goal="g", input_tokens=7, output_tokens=5).total_tokens == 12


def test_observation_defaults():
    observation = Observation(step=1, source="tool", name="t", ok=True)
    assert (observation.data, observation.source_ids, observation.truncated) == (None, [], False)


def test_a_running_state_saved_between_steps_resumes_from_the_loaded_copy():
    calls: list[str] = []
    runtime, model = make_runtime(
        [call("lookup", query="a"), call("lookup", query="b"), final("done")],
        [lookup_tool(calls)],
    )
    run = runtime.start("look things up")
    asyncio.run(run.step())
    saved = run.result().state.to_json()

    loaded = AgentState.from_json(saved)
    assert loaded.status == "running"
    resumed = runtime.resume(loaded)

    assert resumed.event_types()[0] == "run_resumed"
    assert only(resumed, "run_resumed").data["reply"] is None
    assert resumed.status == "completed"
    assert calls == ["a", "b"]
    assert resumed.state.step == 3
    model.assert_consumed()


def test_a_running_state_takes_no_reply():
    runtime, _ = make_runtime([final("done")])
    state = AgentState(goal="g")
    before = state.to_json()

    with pytest.raises(UserError, match="not waiting for a reply"):
        runtime.resume(state, answer="hello")
    assert state.to_json() == before


def test_stepping_a_finished_run_changes_nothing():
    calls: list[str] = []
    runtime, model = make_runtime(
        [final("done"), call("lookup", query="after the end")], [lookup_tool(calls)]
    )
    run = runtime.start("go")
    asyncio.run(run.step())
    assert run.state.status == "completed"
    before = run.state.to_json()

    asyncio.run(run.step())

    assert calls == []
    assert len(model.requests) == 1
    assert run.state.to_json() == before


def test_runtime_built_observations_and_events_equal_validated_models():
    """The runtime builds observations and trace events without re-validating them."""
    from keel import Observation, TraceEvent
    from keel.state import new_observation

    calls: list[str] = []
    runtime, _ = make_runtime(
        [call("lookup", query="q"), call("nope"), call("lookup", query="q"), final("done")],
        [lookup_tool(calls)],
    )
    result = runtime.run("go")
    assert len(result.state.observations) == 3
    for observation in result.state.observations:
        assert Observation.model_validate(observation.model_dump()) == observation
        Observation.model_validate_json(observation.model_dump_json())  # serializes cleanly
    for event in result.trace:
        assert TraceEvent.model_validate(event.model_dump()) == event
    made = new_observation(3, "tool", "t", True, data={"a": 1}, source_ids=["d"])
    assert made == Observation(
        step=3, source="tool", name="t", ok=True, data={"a": 1}, source_ids=["d"]
    )
    assert made.model_fields_set == {"step", "source", "name", "ok", "data", "source_ids"}


def test_a_run_saved_by_keel_with_schema_1_loads_migrated_and_resumes():
    """The fixture was written by keel's schema-1 code (before ``since`` and ``round``)."""
    text = (Path(__file__).parent / "data" / "state_v1_waiting_for_approval.json").read_text()
    assert json.loads(text)["schema_version"] == 1

    state = AgentState.from_json(text)

    assert state.schema_version == SCHEMA_VERSION
    pending = state.pending
    assert isinstance(pending, PendingApproval)
    assert (pending.tool, pending.round, pending.since) == ("send_email", 1, state.created_at)
    assert pending.action_signature == "3814f2834d47157ffa880432c9a2f8e7"
    assert AgentState.from_json(state.to_json()) == state


def test_runtime_made_observations_equal_validated_ones_and_are_frozen():
    from pydantic import ValidationError

    from keel.state import Observation, new_observation

    made = new_observation(3, "tool", "lookup", True, data={"a": 1}, source_ids=["d"])
    again = new_observation(4, "tool", "lookup", True, data="x", source_ids=["e"])
    validated = Observation(step=3, source="tool", name="lookup", ok=True, data={"a": 1},
                            source_ids=["d"])  # fmt: skip
    assert made == validated
    assert made.model_fields_set == validated.model_fields_set
    assert made.model_dump(exclude_unset=True) == validated.model_dump(exclude_unset=True)
    with pytest.raises(ValidationError, match="frozen"):
        made.ok = False  # type: ignore[misc]
    with pytest.raises(ValidationError, match="frozen"):
        validated.data = None  # type: ignore[misc]
    assert made.model_fields_set == again.model_fields_set  # one set shared, never changed


def test_meta_that_is_not_json_is_a_user_error_naming_meta(tmp_path):
    # With a store, which keeps it as JSON; without one it is kept nowhere, and not checked.
    stored = Runtime(ScriptedDecisionMaker([final("x")]), store=SqliteRunStore(tmp_path / "r.db"))

    with pytest.raises(UserError, match=r"meta must be JSON .*date is not JSON serializable"):
        stored.run("go", meta={"since": date(2024, 5, 1)})
    plain = Runtime(ScriptedDecisionMaker([final("x")]))
    assert plain.run("go", meta={"since": date(2024, 5, 1)}).status == "completed"
