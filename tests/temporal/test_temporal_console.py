"""`keel serve --temporal`: the web console over keel runs that live in a real Temporal dev
server, driven over HTTP with Starlette's TestClient; a real in-process worker owns the
tools and continues the runs. Nothing is mocked."""

from __future__ import annotations

import asyncio
import os
import re
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from runs import APP, ThreadWorker
from starlette.testclient import TestClient

from keel.cli import main
from keel.errors import StoreUnavailable, UserError
from keel.runstore import ApprovalRecord
from keel.temporal import TemporalRuns
from keel.temporal.browse import TemporalBrowser
from keel.temporal.records import visibility_query
from keel.temporal.search import searchable_goal
from keel.web import create_app

pytestmark = pytest.mark.integration


@pytest.fixture(scope="module")
def runs(temporal_server: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    """A worker and four runs whose goals share a fresh word: waiting for an approval (two),
    waiting for an answer, completed."""
    before = os.environ.get("KEEL_TEMPORAL_EFFECTS")
    os.environ["KEEL_TEMPORAL_EFFECTS"] = str(tmp_path_factory.mktemp("effects"))
    worker = ThreadWorker(temporal_server)
    word = f"w{uuid.uuid4().hex[:10]}"
    ids = {
        "approve": worker.start(f"approve#mail ann {word}"),
        "deny": worker.start(f"deny#mail bob {word}"),
        "clarify": worker.start(f"clarify#which year {word}"),
        "plain": worker.start(f"plain#look up {word}"),
    }
    for name in ("approve", "deny", "clarify"):
        assert worker.paused(ids[name]).status == "waiting_for_user"
    assert worker.result(ids["plain"])[0].status == "completed"
    yield worker, word, ids
    worker.stop()
    if before is None:
        os.environ.pop("KEEL_TEMPORAL_EFFECTS", None)
    else:
        os.environ["KEEL_TEMPORAL_EFFECTS"] = before


@pytest.fixture(scope="module")
def browser(temporal_server: str) -> Iterator[TemporalBrowser]:
    opened = TemporalBrowser.connect(temporal_server)
    yield opened
    opened.shutdown()


def console(browser: TemporalBrowser, user: str = "ada") -> TestClient:
    app = create_app(browser, allowed_hosts=["testserver"], user=user)
    return TestClient(app, follow_redirects=False)


def form_of(html: str, kind: str) -> dict[str, str]:
    """The hidden fields of the page's reply form for ``kind`` (answer, or a decision)."""
    forms = re.findall(r'<form method="post"[^>]*>(.*?)</form>', html, re.S)
    for form in forms:
        fields = dict(re.findall(r'<input type="hidden" name="(\w+)" value="([^"]*)">', form))
        if (kind == "answer") == (fields.get("kind") == "answer"):
            return fields
    raise AssertionError(f"no {kind} form on the page")


def reply(client: TestClient, run_id: str, fields: dict[str, str]) -> Any:
    return client.post(f"/runs/{run_id}/reply", data=fields)


def status_counts(html: str) -> dict[str, int]:
    found = re.findall(r'data-status="(\w+)">\w+ <span class="n">(\d+)<', html)
    return {status: int(n) for status, n in found}


def test_runs_page_lists_the_runs_with_statuses_and_counts(runs, browser):
    _, word, ids = runs
    page = console(browser).get(f"/runs?q={word}")
    assert page.status_code == 200
    assert all(run_id[:12] in page.text for run_id in ids.values())
    assert status_counts(page.text) == {
        "running": 0,
        "completed": 1,
        "stopped": 0,
        "failed": 0,
        "cancelled": 0,
        "waiting_for_user": 3,
    }
    assert "Page 1 of 1 · 4 runs" in page.text


def test_status_filter_and_search_are_answered_by_the_server(runs, browser):
    _, word, ids = runs
    client = console(browser)
    completed = client.get(f"/runs?status=completed&q={word}").text
    assert ids["plain"][:12] in completed
    assert all(ids[name][:12] not in completed for name in ("approve", "deny", "clarify"))
    searched = client.get(f"/runs?q=YEAR+{word}").text  # every word, any case
    assert ids["clarify"][:12] in searched
    assert all(ids[name][:12] not in searched for name in ("approve", "deny", "plain"))
    assert "No runs" in client.get("/runs?q=%21%21").text  # no word: nothing matches
    quoted = client.get(f"/runs?q={word}%27%20OR%20%27x")  # a quote cannot end the literal
    assert quoted.status_code == 200
    assert "No runs" in quoted.text


def test_paging_walks_every_run_once(runs, browser, temporal_server):
    _, word, ids = runs
    pages = [browser.find_runs(text=word, limit=2, offset=o) for o in (0, 2, 4)]
    listed = [r.run_id for page in pages for r in page]
    assert sorted(listed) == sorted(ids.values())  # the 4 runs of the fixture, once each
    assert [len(page) for page in pages] == [2, 2, 0]
    fresh = TemporalBrowser.connect(temporal_server)  # no page tokens kept: walks from 0
    try:
        assert [r.run_id for r in fresh.find_runs(text=word, limit=2, offset=2)] == listed[2:]
        assert [r.run_id for r in fresh.find_runs(text=word, limit=3, offset=1)] == listed[1:]
    finally:
        fresh.shutdown()


def test_only_known_statuses_and_words_reach_the_visibility_query():
    assert visibility_query("completed", "it's 2024!") == (
        "WorkflowType = 'keel.run' AND ExecutionStatus != 'ContinuedAsNew' "
        "AND KeelStatus = 'completed' AND KeelGoal = 'it' "
        "AND KeelGoal = 's' AND KeelGoal = '2024'"
    )
    assert visibility_query("done' OR 'x") is None
    assert visibility_query(None, "'") is None


def test_run_page_shows_the_trace_of_a_completed_run(runs, browser):
    _, _, ids = runs
    page = console(browser).get(f"/runs/{ids['plain']}")
    assert page.status_code == 200
    for kind in ("run_started", "tool_succeeded", "run_completed"):
        assert kind in page.text
    assert "a and b" in page.text  # the answer


def test_inbox_shows_each_question_and_action_with_its_form(runs, browser):
    _, _, ids = runs
    page = console(browser).get("/inbox").text
    for name in ("approve", "deny", "clarify"):
        assert ids[name] in page
    assert "which year?" in page
    assert "send_email" in page
    state = runs[0].paused(ids["approve"])
    assert state.pending is not None
    assert state.pending.action_signature in page  # type: ignore[union-attr]
    assert "reply goes to the run&#39;s Temporal workflow" in page


def test_approving_in_the_console_continues_the_run_on_the_worker(runs, browser):
    worker, _, ids = runs
    client = console(browser)
    fields = form_of(client.get(f"/runs/{ids['approve']}").text, "approve")
    sent = reply(client, ids["approve"], {**fields, "kind": "approve"})
    assert sent.status_code == 303
    state, trace = worker.result(ids["approve"])
    assert state.status == "completed"
    assert state.final_answer == "sent"
    granted = [e for e in trace if e.event_type == "approval_granted"]
    assert [e.data["by"] for e in granted] == ["ada"]
    assert [e.data["tool"] for e in trace if e.event_type == "tool_succeeded"] == ["send_email"]
    again = reply(client, ids["approve"], {**fields, "kind": "approve"})  # a second click
    assert again.status_code == 303  # harmless: nothing sent, the page says so
    page = client.get(f"/runs/{ids['approve']}").text
    assert "this action was approved already" in page
    assert "approval_granted" in page
    assert 'class="status status-completed"' in page or "status-completed" in page


def test_a_stale_page_and_a_second_decision_are_refused_naming_who(runs, browser):
    worker, _, ids = runs
    ada, bob = console(browser, "ada"), console(browser, "bob")
    fields = form_of(ada.get(f"/runs/{ids['deny']}").text, "deny")
    bobs = form_of(bob.get(f"/runs/{ids['deny']}").text, "deny")  # both pages are open
    stale = reply(ada, ids["deny"], {**fields, "kind": "approve", "round": "2"})
    assert stale.status_code == 409
    assert "out of date" in stale.text
    assert reply(ada, ids["deny"], {**fields, "kind": "deny"}).status_code == 303
    second = reply(bob, ids["deny"], {**bobs, "kind": "approve"})
    assert second.status_code == 409
    assert "denied already by ada" in second.text
    state, trace = worker.result(ids["deny"])
    assert state.final_answer == "not sent"
    assert [e.data["by"] for e in trace if e.event_type == "approval_denied"] == ["ada"]
    assert not [e for e in trace if e.event_type == "tool_succeeded"]


def test_answering_in_the_console_continues_the_run(runs, browser):
    worker, _, ids = runs
    ada, bob = console(browser, "ada"), console(browser, "bob")
    fields = form_of(ada.get(f"/runs/{ids['clarify']}").text, "answer")
    bobs = form_of(bob.get(f"/runs/{ids['clarify']}").text, "answer")  # both pages are open
    sent = reply(ada, ids["clarify"], {**fields, "answer": "2024"})
    assert sent.status_code == 303
    state, trace = worker.result(ids["clarify"])
    assert state.final_answer == "2024 it is"
    received = [e.data for e in trace if e.event_type == "clarification_received"]
    assert [(d["answer"], d["by"]) for d in received] == [("2024", "ada")]
    late = reply(bob, ids["clarify"], {**bobs, "answer": "2023"})
    assert late.status_code == 409
    assert "answered already by ada" in late.text


def test_the_workflow_refuses_a_reply_for_another_round(runs, browser):
    worker, word, _ = runs
    run_id = worker.start(f"approve#round {word}")
    pending = worker.paused(run_id).pending
    assert pending is not None
    wrong = ApprovalRecord(run_id, pending.step, pending.action_signature, 2, True, "eve")  # type: ignore[union-attr]
    with pytest.raises(UserError, match=r"refused by the run's workflow: .* has moved on"):
        browser.record_approval(wrong)
    assert worker.paused(run_id).status == "waiting_for_user"  # nothing changed
    worker.call(worker.runs.cancel(run_id))
    assert worker.result(run_id)[0].status == "cancelled"


def test_a_run_no_worker_answers_gets_an_error_page(temporal_server, runs):
    worker, word, _ = runs
    lonely = TemporalRuns(worker.runs.client, f"nobody-{uuid.uuid4().hex[:6]}", APP)
    run_id = worker.call(lonely.start(f"plain#lonely {word}"))
    quick = TemporalBrowser.connect(temporal_server, query_seconds=1.0)
    try:
        page = console(quick).get(f"/runs/{run_id}")
    finally:
        quick.shutdown()
        worker.call(lonely.handle(run_id).terminate())
    assert page.status_code == 503
    assert "is the server up, and a `keel worker` serving" in page.text.replace("&#96;", "`")
    assert "Traceback" not in page.text


def test_an_unreachable_server_is_a_clear_message(capsys: pytest.CaptureFixture[str]):
    with pytest.raises(StoreUnavailable, match=re.escape("cannot reach Temporal at 127.0.0.1:1")):
        TemporalBrowser.connect("127.0.0.1:1")
    assert main(["serve", "--temporal", "127.0.0.1:1"]) == 2
    err = capsys.readouterr().err
    assert "keel: cannot reach Temporal at 127.0.0.1:1" in err
    assert "Traceback" not in err


def test_store_and_temporal_together_are_refused(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
):
    assert main(["serve", "--store", str(tmp_path / "r.db"), "--temporal", "127.0.0.1:1"]) == 2
    assert "not both" in capsys.readouterr().err


def test_starting_without_the_search_attributes_says_how_to_register_them(temporal_server, runs):
    from google.protobuf.duration_pb2 import Duration
    from temporalio.api.workflowservice.v1 import RegisterNamespaceRequest
    from temporalio.client import Client
    from temporalio.service import RPCError

    worker = runs[0]
    namespace = f"bare-{uuid.uuid4().hex[:8]}"  # a namespace nobody registered them on
    retention = Duration(seconds=86_400)
    request = RegisterNamespaceRequest(
        namespace=namespace, workflow_execution_retention_period=retention
    )
    worker.call(worker.runs.client.workflow_service.register_namespace(request))

    async def start() -> str:
        bare = TemporalRuns(await Client.connect(temporal_server, namespace=namespace), "q", APP)
        for _ in range(120):  # until the server knows the new namespace
            try:
                return await bare.start("plain#bare")
            except RPCError as error:
                if "not found" not in error.message.lower():
                    raise
                await asyncio.sleep(0.5)
        raise AssertionError("the namespace never appeared")

    with pytest.raises(UserError, match="register keel's search attributes on the namespace"):
        worker.call(start())


def test_a_long_goal_is_cut_for_its_search_attribute_at_a_character_boundary():
    goal = "é" * 3000  # two bytes each
    cut = searchable_goal(goal)
    assert len(cut.encode()) <= 2000
    assert cut == "é" * 1000
    assert searchable_goal("short goal") == "short goal"


def test_a_callback_from_another_thread_after_the_loop_closed_is_dropped():
    # The Temporal client completes futures from its own threads; one can arrive after a
    # failed connect closed the loop. It must not raise in that thread.
    from keel.temporal.loopthread import LoopThread

    thread = LoopThread("test-loop")
    thread.stop()
    assert thread.loop.is_closed()
    assert thread.loop.call_soon_threadsafe(print, "late").cancelled()
