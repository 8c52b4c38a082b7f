"""Deps for tools and the model's narrowed schema under Temporal, against a real dev server:
the same as the local runtime with the same deps, for the same script."""

from __future__ import annotations

import json
import uuid
from pathlib import Path
from typing import Any

import pytest
from keel_app import Directory
from runs import (
    APP,
    comparable_state,
    comparable_trace,
    replay_failure,
    run_locally,
    run_on_temporal,
    with_worker,
)

from keel.errors import UserError
from keel.temporal import TemporalRuns

pytestmark = pytest.mark.integration

DEPS_APP = "keel_app:make_deps_app"
RUN_DEPS_APP = "keel_app:make_run_deps_app"


def both_ways(
    server: str,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    goal: str,
    *,
    app: str,
    local_deps: Any = None,
    start_deps: Any = None,
) -> tuple[Any, Any]:
    """The scenario locally (with ``local_deps``) and on a worker of ``app`` (started with
    ``start_deps``): ``((state, trace), (state, trace))``, local first."""
    run_id = f"{goal}-{uuid.uuid4().hex[:8]}"
    monkeypatch.setenv("KEEL_TEMPORAL_EFFECTS", str(tmp_path / "local"))
    local = run_locally(goal, run_id, deps=local_deps)
    monkeypatch.setenv("KEEL_TEMPORAL_EFFECTS", str(tmp_path / "temporal"))
    remote = with_worker(
        server, lambda runs: run_on_temporal(runs, goal, run_id, deps=start_deps), app
    )
    return local, remote


def assert_same(local: Any, remote: Any) -> None:
    assert comparable_trace(remote[1]) == comparable_trace(local[1])
    assert comparable_state(remote[0]) == comparable_state(local[0])


def test_a_workers_deps_object_reaches_tools_as_deps_do_locally(
    temporal_server: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    local, remote = both_ways(
        temporal_server, tmp_path, monkeypatch, "deps", app=DEPS_APP, local_deps=Directory("ann")
    )
    assert_same(local, remote)
    state = remote[0]
    assert state.status == "completed"
    assert state.has_deps  # as locally: the approval was taken without passing deps again
    assert state.observations[0].data == "ann at step 1"


def test_a_runs_json_deps_are_made_into_deps_by_the_worker(
    temporal_server: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    local, remote = both_ways(
        temporal_server,
        tmp_path,
        monkeypatch,
        "deps",
        app=RUN_DEPS_APP,
        local_deps=Directory("bo"),
        start_deps={"user": "bo"},
    )
    assert_same(local, remote)
    assert remote[0].observations[0].data == "bo at step 1"


def test_a_tool_that_needs_deps_fails_clearly_on_a_worker_without_them(
    temporal_server: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    local, remote = both_ways(temporal_server, tmp_path, monkeypatch, "deps", app=APP)
    assert_same(local, remote)
    failed = [e for e in remote[1] if e.event_type == "tool_failed"]
    assert [(e.data["tool"], e.data["error"]) for e in failed] == [("whoami", "MissingDeps")]
    assert "needs deps (ToolContext[Directory])" in failed[0].data["message"]
    assert remote[0].observations[0].error_type == "MissingDeps"


def test_a_run_value_on_a_worker_with_one_deps_object_fails_the_tool_clearly(
    temporal_server: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("KEEL_TEMPORAL_EFFECTS", str(tmp_path))

    async def body(runs: TemporalRuns) -> Any:
        return await run_on_temporal(runs, "deps", uuid.uuid4().hex, deps={"user": "cy"})

    _, trace = with_worker(temporal_server, body, DEPS_APP)
    failed = next(e for e in trace if e.event_type == "tool_failed")
    assert failed.data["error"] == "UserError"
    assert "give its TemporalApp a make_deps" in failed.data["message"]


def test_deps_that_are_not_json_are_refused_at_start(temporal_server: str) -> None:
    async def body(runs: TemporalRuns) -> Any:
        with pytest.raises(UserError, match="deps must be a JSON value"):
            await runs.start("deps", deps=Directory("live"))

    with_worker(temporal_server, body, APP)


def test_the_model_activity_gets_the_same_narrowed_schema_each_step_as_locally(
    temporal_server: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    local, remote = both_ways(temporal_server, tmp_path, monkeypatch, "narrow", app=APP)
    assert_same(local, remote)
    run_id = remote[0].run_id
    here = schemas(tmp_path / "local" / f"schemas-{run_id}.log")
    there = schemas(tmp_path / "temporal" / f"schemas-{run_id}.log")
    assert [step for step, _ in there] == [1, 2, 3, 4, 5]
    assert there == here
    # The schemas do narrow: fetch is offered once something was found, then only for it.
    assert "fetch" not in offered(there[0][1])
    assert offered(there[1][1])["fetch"]["properties"]["key"]["enum"] == ["a"]
    assert citations(there[4][1]) == ["a", "b"]


def schemas(path: Path) -> list[tuple[int, dict[str, Any]]]:
    """The (step, decision schema) pairs a model recorded, in order."""
    lines = [json.loads(line) for line in path.read_text().splitlines()]
    return [(line["step"], line["schema"]) for line in lines]


def offered(schema: dict[str, Any]) -> dict[str, Any]:
    """Tool name -> argument schema of a decision schema's tool branches."""
    branches = schema["properties"]["decision"]["anyOf"]
    return {
        b["properties"]["call"]["properties"]["name"]["enum"][0]: b["properties"]["call"][
            "properties"
        ]["arguments"]
        for b in branches
        if b["properties"]["kind"]["enum"] == ["tool"]
    }


def citations(schema: dict[str, Any]) -> list[str]:
    """The ids a decision schema's final branch lets an answer cite."""
    branches = schema["properties"]["decision"]["anyOf"]
    final = next(b for b in branches if b["properties"]["kind"]["enum"] == ["final"])
    return list(final["properties"]["citations"]["items"]["enum"])


@pytest.mark.parametrize(("app", "deps"), [(DEPS_APP, None), (RUN_DEPS_APP, {"user": "di"})])
def test_runs_with_deps_replay_deterministically(
    temporal_server: str,
    app: str,
    deps: Any,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("KEEL_TEMPORAL_EFFECTS", str(tmp_path))
    run_id = f"replay-deps-{uuid.uuid4().hex[:8]}"

    async def body(runs: TemporalRuns) -> Any:
        await run_on_temporal(runs, "deps", run_id, deps=deps)
        return await runs.handle(run_id).fetch_history()

    history = with_worker(temporal_server, body, app)
    assert replay_failure(history, app) is None
