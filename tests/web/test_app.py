"""The console's app with Starlette's TestClient over runs made by the real runtime: CSRF,
the token off loopback, escaping, stale and double replies, owners and recorded decisions."""

from __future__ import annotations

import json
import re
import sqlite3
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient

from keel.approval import MAX_ANSWER_CHARS, record_approval
from keel.store import SqliteRunStore
from keel.trace import read_trace
from keel.web import ResearchOwner, RunOwner, create_app, create_trace_app
from keel.web.guard import CSP

from .conftest import (
    ANSWER,
    CLARIFYING,
    COMPLETING,
    HOSTILE_RUN,
    MAILBOX_QUESTION,
    Ask,
    Mailer,
    Sweeper,
)

TOKEN = "a-long-enough-secret-token"


def console(store: SqliteRunStore, owners: list[RunOwner] | None = None, **options: Any):
    app = create_app(store, owners or [], allowed_hosts=["testserver"], user="ada", **options)
    return TestClient(app, follow_redirects=False)


def csrf_of(html: str) -> str:
    found = re.search(r'name="csrf" value="([^"]+)"', html)
    assert found, "the page has no reply form"
    return found.group(1)


def pending_form(client: TestClient, run_id: str) -> dict[str, str]:
    """The hidden fields of the run page's reply form, as a browser would send them."""
    html = client.get(f"/runs/{run_id}").text
    fields = dict(re.findall(r'<input type="hidden" name="(\w+)" value="([^"]*)">', html))
    assert "csrf" in fields
    return fields


def test_runs_page_lists_filters_searches_and_counts(ask: Ask, store, mailer: Mailer):
    done = ask(COMPLETING, goal="Revenue growth, please")
    paused = ask(CLARIFYING, goal="Which currency? revenue")
    mailed = mailer.start(store, "ann@example.com")
    client = console(store)

    page = client.get("/runs")
    assert page.status_code == 200
    assert page.headers["content-security-policy"] == CSP
    assert all(run[:12] in page.text for run in (done, paused, mailed))
    assert page.text.index(mailed[:12]) < page.text.index(paused[:12]) < page.text.index(done[:12])
    assert re.search(
        r'data-status="waiting_for_user">waiting_for_user <span class="n">2<', page.text
    )
    waiting = client.get("/runs?status=waiting_for_user").text
    assert mailed[:12] in waiting
    assert paused[:12] in waiting
    assert done[:12] not in waiting
    searched = client.get("/runs?q=REVENUE").text
    assert done[:12] in searched
    assert paused[:12] in searched
    assert mailed[:12] not in searched


def test_reply_without_the_csrf_token_is_refused_and_records_nothing(store, mailer: Mailer):
    run_id = mailer.start(store, "ann@example.com")
    client = console(store)
    fields = pending_form(client, run_id)

    for csrf in ("", "0" * 64):
        refused = client.post(
            f"/runs/{run_id}/reply", data={**fields, "csrf": csrf, "kind": "approve"}
        )
        assert refused.status_code == 403
        assert "CSRF" in refused.text
    other_browser = console(store)  # a session of its own: this page's token is not its
    other_browser.get("/runs")
    refused = other_browser.post(f"/runs/{run_id}/reply", data={**fields, "kind": "approve"})
    assert refused.status_code == 403
    assert store.approvals(run_id) == []


def test_reply_from_another_origin_is_refused(store, mailer: Mailer):
    run_id = mailer.start(store, "ann@example.com")
    client = console(store)
    fields = pending_form(client, run_id)
    refused = client.post(
        f"/runs/{run_id}/reply",
        data={**fields, "kind": "approve"},
        headers={"origin": "http://evil.example"},
    )
    assert refused.status_code == 403
    assert store.approvals(run_id) == []


def test_off_loopback_every_request_needs_the_token(store):
    client = console(store, token=TOKEN)
    assert client.get("/runs").status_code == 401
    assert client.get("/runs", headers={"authorization": "Bearer wrong"}).status_code == 401
    assert client.get("/runs", headers={"authorization": f"Bearer {TOKEN}"}).status_code == 200

    entered = client.get(f"/runs?token={TOKEN}&status=completed")
    assert entered.status_code == 303
    assert entered.headers["location"] == "/runs?status=completed"
    assert "keel_token=" in entered.headers["set-cookie"]
    assert "HttpOnly" in entered.headers["set-cookie"]
    assert client.get("/runs").status_code == 200  # the cookie carries it from now on
    assert client.get("/static/style.css").status_code == 200


def test_an_unknown_host_name_is_refused(store):
    client = console(store)
    assert client.get("/runs", headers={"host": "attacker.example"}).status_code == 400


def test_run_data_is_escaped_and_no_script_from_a_run_reaches_the_page(ask: Ask, store):
    run_id = ask(HOSTILE_RUN, goal="Summarize <script>alert(1)</script> the page")
    client = console(store)
    page = client.get(f"/runs/{run_id}")
    assert page.status_code == 200
    assert "window.__pwned" in page.text  # the document's text is shown ...
    assert "<script>window" not in page.text
    assert "<img src=x" not in page.text
    assert "&lt;script&gt;window.__pwned" in page.text
    assert "Summarize &lt;script&gt;alert(1)&lt;/script&gt; the page" in page.text
    assert re.findall(r"<script[^>]*>", page.text) == []  # a finished run needs no script
    assert "script-src 'self'" in page.headers["content-security-policy"]
    listed = client.get("/runs").text
    assert "&lt;script&gt;alert(1)" in listed
    assert "<script>alert" not in listed


def test_a_stale_page_cannot_approve_a_different_action(store, mailer: Mailer):
    run_id = mailer.start(store, "ann@example.com", "bob@example.com")
    client = console(store, [mailer.owner()])
    stale = pending_form(client, run_id)  # shows the email to ann
    record_approval(store, run_id, approve=True, by="cli", action=stale["action"])
    assert mailer.resume(store, run_id) == "waiting_for_user"  # now waits on bob's email

    refused = client.post(f"/runs/{run_id}/reply", data={**stale, "kind": "deny"})
    assert refused.status_code == 409
    assert "this action was approved already by cli" in refused.text
    bob = pending_form(client, run_id)
    forged = client.post(
        f"/runs/{run_id}/reply", data={**bob, "action": stale["action"], "kind": "approve"}
    )
    assert forged.status_code == 409
    assert "out of date" in forged.text
    assert mailer.sent == ["ann@example.com"]
    assert [a.signature for a in store.approvals(run_id)] == [stale["action"]]


def test_double_submission_records_one_decision_and_says_so(store, mailer: Mailer):
    run_id = mailer.start(store, "ann@example.com")
    client = console(store)  # the mailer's tools are not here: decisions are only recorded
    fields = {**pending_form(client, run_id), "kind": "approve"}

    first = client.post(f"/runs/{run_id}/reply", data=fields)
    assert first.status_code == 303
    page = client.get(first.headers["location"]).text
    assert "approved by ada and recorded; the worker that owns this run" in page
    again = client.post(f"/runs/{run_id}/reply", data=fields)
    assert again.status_code == 303
    assert "this action was approved already" in client.get(f"/runs/{run_id}").text
    (approval,) = store.approvals(run_id)
    assert (approval.approved, approval.by) == (True, "ada")
    assert mailer.sent == []  # the console ran nothing

    assert mailer.resume(store, run_id) == "completed"  # the owner's worker applies it
    assert mailer.sent == ["ann@example.com"]


def test_a_denial_recorded_here_is_applied_by_the_owner_and_shown(store, mailer: Mailer):
    run_id = mailer.start(store, "ann@example.com")
    client = console(store, [mailer.owner()])
    denied = client.post(
        f"/runs/{run_id}/reply", data={**pending_form(client, run_id), "kind": "deny"}
    )
    assert denied.status_code == 303
    state, _ = store.load(run_id)
    assert state.status == "completed"
    assert mailer.sent == []
    page = client.get(f"/runs/{run_id}").text
    assert "approval_denied" in page
    assert "denied by ada" in page


def test_an_answer_resumes_a_research_run_with_its_own_app(ask: Ask, store, home: Path):
    run_id = ask(CLARIFYING)
    client = console(store, [ResearchOwner(home)])
    inbox = client.get("/inbox").text
    assert "Which currency should the answer use?" in inbox
    fields = {**pending_form(client, run_id), "kind": "answer", "answer": "USD"}

    answered = client.post(f"/runs/{run_id}/reply", data=fields)
    assert answered.status_code == 303
    page = client.get(f"/runs/{run_id}").text
    assert "the research app continued the run: it is completed" in page
    assert "Acme Annual Report 2024" in page
    assert "version 1.4" in page
    assert "2025-03-12" in page
    state, record = store.load(run_id)
    assert (state.status, state.final_answer) == ("completed", ANSWER)
    kinds = [e.event_type for e in read_trace(record.meta["trace"])]
    assert kinds.count("run_started") == 1
    assert kinds[-1] == "run_completed"
    again = client.post(f"/runs/{run_id}/reply", data=fields)  # a second click: harmless
    assert again.status_code == 303
    assert "this answer was given already" in client.get(f"/runs/{run_id}").text


def test_an_answer_for_a_run_nobody_here_owns_is_recorded_and_its_worker_applies_it(
    store, sweeper: Sweeper
):
    run_id = sweeper.start(store)
    client = console(store)
    page = client.get(f"/runs/{run_id}").text
    assert "the worker that owns this run's tools applies it" in page
    assert 'name="answer"' in page
    answer = "The <b>shared</b> one,\n  not 'personal'"
    fields = {**pending_form(client, run_id), "kind": "answer", "answer": answer}

    recorded = client.post(f"/runs/{run_id}/reply", data=fields)

    assert recorded.status_code == 303
    page = client.get(f"/runs/{run_id}").text
    assert "answered by ada and recorded" in page
    assert "Answered by ada at" in page
    assert 'name="answer"' not in page  # the recorded answer waits for the worker
    assert "<h2>Answers</h2>" in page
    assert "answered by ada at" in page
    assert "The &lt;b&gt;shared&lt;/b&gt; one" in page
    (record,) = store.answers(run_id)
    assert (record.step, record.answer, record.by) == (1, answer, "ada")
    state = store.load(run_id)[0]
    assert state.status == "waiting_for_user"  # the console ran nothing
    again = client.post(f"/runs/{run_id}/reply", data=fields)  # a second click: harmless
    assert again.status_code == 303
    assert "this answer was given already" in client.get(f"/runs/{run_id}").text
    other = client.post(f"/runs/{run_id}/reply", data={**fields, "answer": "personal"})
    assert other.status_code == 409
    assert "answered already by ada" in other.text
    assert [a.answer for a in store.answers(run_id)] == [answer]

    result = sweeper.resume(store, run_id)  # the sweeper's own worker, no reply

    assert result.state.status == "completed"
    (received,) = [e for e in result.trace if e.event_type == "clarification_received"]
    assert (received.data["answer"], received.data["by"]) == (answer, "ada")
    recorded_at = datetime.fromtimestamp(record.at, UTC).isoformat().replace("+00:00", "Z")
    assert received.data["recorded_at"] == recorded_at
    assert [o.data for o in result.state.observations if o.source == "human"] == [
        {"question": MAILBOX_QUESTION, "answer": answer}
    ]


def test_an_answer_from_a_page_showing_another_question_is_refused(store, sweeper: Sweeper):
    run_id = sweeper.start(store)
    client = console(store)
    fields = {**pending_form(client, run_id), "kind": "answer", "answer": "shared"}
    for stale in ({"question": "0" * 64}, {"step": "2"}):
        refused = client.post(f"/runs/{run_id}/reply", data={**fields, **stale})
        assert refused.status_code == 409
        assert "this page is out of date" in refused.text
    too_long = {**fields, "answer": "x" * (MAX_ANSWER_CHARS + 1)}
    refused = client.post(f"/runs/{run_id}/reply", data=too_long)
    assert refused.status_code == 409
    assert "at most" in refused.text
    assert store.answers(run_id) == []
    assert store.load(run_id)[0].status == "waiting_for_user"


def test_a_reply_the_console_never_sends_is_refused(store, mailer: Mailer):
    run_id = mailer.start(store, "ann@example.com")
    client = console(store, [mailer.owner()])
    fields = pending_form(client, run_id)
    assert (
        client.post(f"/runs/{run_id}/reply", data={**fields, "kind": "run-it"}).status_code == 400
    )
    assert client.post("/runs/nope/reply", data={**fields, "kind": "deny"}).status_code == 404
    assert store.approvals(run_id) == []
    assert mailer.sent == []


def test_the_run_page_shows_usage_budgets_ledger_and_the_pending_action(store, mailer: Mailer):
    run_id = mailer.start(store, "ann@example.com")
    client = console(store, [mailer.owner()])
    page = client.get(f"/runs/{run_id}").text
    state, _ = store.load(run_id)
    assert state.pending is not None
    assert state.pending.action_signature in page  # type: ignore[union-attr]
    assert "send_email" in page
    assert "ann@example.com" in page
    assert "the console continues the run here (the mailer owns its tools)" in page
    for budget in ("steps", "tokens", "cost", "time"):
        assert f"<th>{budget}</th>" in page
    client.post(f"/runs/{run_id}/reply", data={**pending_form(client, run_id), "kind": "approve"})
    done = client.get(f"/runs/{run_id}").text
    assert "Execution ledger" in done
    assert ">done<" in done
    assert "approved by ada" in done


def test_a_trace_file_gets_the_same_page_without_a_store(ask: Ask, store):
    run_id = ask(COMPLETING)
    trace = read_trace(store.get(run_id).meta["trace"])
    client = TestClient(create_trace_app(trace, "run.jsonl", allowed_hosts=["testserver"]))
    page = client.get("/")
    assert page.status_code == 200
    assert "completed" in page.text
    assert ANSWER.split(" [")[0] in page.text
    assert "trace file run.jsonl" in page.text
    assert 'action="/runs' not in page.text  # nothing to reply to


@pytest.mark.parametrize("path", ["/runs/nope", "/runs/nope/stream"])
def test_an_unknown_run_is_404_or_an_empty_stream(store, path: str):
    response = console(store).get(path)
    assert response.status_code == (404 if path == "/runs/nope" else 200)


EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def test_the_run_page_shows_rejections_guard_hits_and_usage_per_step(
    home: Path, store, ask_example: str
):
    page = console(store).get(f"/runs/{ask_example}").text
    guard = re.search(r'<tr id="e\d+" class="event guard">.*?</tr>', page, re.DOTALL)
    assert guard is not None
    assert "duplicate_action_blocked" in guard.group(0)
    rejected = re.search(r'<tr id="e\d+" class="event bad">.*?</tr>', page, re.DOTALL)
    assert rejected is not None
    assert "final_rejected" in rejected.group(0)
    assert "Not read in this run: [&#39;annual-2024&#39;]" in rejected.group(0)
    assert page.count('<g class="step">') == 7
    assert "<td>7 of 12</td>" in page
    assert "<td>12,275 of 20,000</td>" in page
    assert "Northwind Components — Annual Report 2024" in page


def test_the_stream_of_a_finished_run_sends_its_rows_once_and_ends(store, ask_example: str):
    events = store.events(ask_example)
    body = console(store).get(f"/runs/{ask_example}/stream?after=20").text
    (message,) = [line for line in body.splitlines() if line.startswith("data: ")]
    update = json.loads(message.removeprefix("data: "))
    assert (update["status"], update["done"], update["seq"]) == ("completed", True, events[-1].seq)
    assert update["html"].count("<tr id=") == len(events) - 21
    assert 'id="e25"' in update["html"]


@pytest.fixture
def ask_example(home: Path) -> str:
    """The README's tour run: a repeated read blocked, a final answer rejected, 7 steps."""
    from typer.testing import CliRunner

    from keel.cli import app

    args = [
        "ask",
        "What was the revenue growth between 2023 and 2024?",
        "--kb",
        str(EXAMPLES / "reports"),
        "--model",
        f"scripted:{EXAMPLES / 'revenue_growth.jsonl'}",
        "--json",
    ]
    result = CliRunner().invoke(app, args, env={"KEEL_HOME": str(home), "KEEL_STORE": None})
    assert result.exit_code == 0, result.output
    run_id: str = json.loads(result.stdout)["run_id"]
    return run_id


def test_the_token_redirect_never_leaves_the_console(store):
    client = console(store, token=TOKEN)
    entered = client.get(f"http://testserver//evil.example/runs?token={TOKEN}")
    assert entered.status_code == 303
    assert entered.headers["location"].startswith("/evil.example/runs")


@pytest.mark.parametrize("page", ["0", "-3", "x", "99999999999999999999"])
def test_odd_page_numbers_show_a_page(store, page: str):
    assert console(store).get(f"/runs?page={page}").status_code == 200
    assert console(store).get(f"/inbox?page={page}").status_code == 200


def test_answers_for_another_step_empty_or_while_one_is_applied_change_nothing(
    ask: Ask, store, home: Path
):
    from keel.web.decide import Claims, Reply, decide

    run_id = ask(CLARIFYING)
    owners: list[RunOwner] = [ResearchOwner(home)]
    claims = Claims()
    stale = decide(store, owners, claims, Reply(run_id=run_id, kind="answer", step=1, answer="x"))
    assert (stale.kind, stale.http_status) == ("stale", 409)
    assert "waits for an answer at step 2" in stale.message
    empty = decide(store, owners, claims, Reply(run_id=run_id, kind="answer", step=2, answer=" "))
    assert (empty.kind, empty.http_status) == ("refused", 409)
    assert claims.take(run_id)  # another reply is being applied
    busy = decide(store, owners, claims, Reply(run_id=run_id, kind="answer", step=2, answer="x"))
    assert (busy.kind, busy.http_status) == ("already", 200)
    assert busy.owner is None  # nothing is started a second time
    assert store.load(run_id)[0].status == "waiting_for_user"


def test_a_damaged_run_record_is_listed_as_damaged_and_the_others_still_show(
    ask: Ask, store, mailer: Mailer
):
    # One row with invalid JSON made the whole runs page (and the inbox) a 503.
    done = ask(COMPLETING, goal="Revenue growth, please")
    broken = mailer.start(store, "ann@example.com")
    waiting = mailer.start(store, "bob@example.com")
    with sqlite3.connect(store.path) as raw:  # damaged as a disk or a hand might do it
        raw.execute(
            "UPDATE keel_runs SET meta = '{not json', header = '[1,' WHERE run_id = ?", (broken,)
        )
    client = console(store)

    runs = client.get("/runs")
    inbox = client.get("/inbox")

    assert runs.status_code == 200
    assert all(run[:12] in runs.text for run in (done, broken, waiting))
    assert runs.text.count("damaged record") == 1
    assert inbox.status_code == 200
    assert waiting in inbox.text
    assert "Its stored record is damaged: meta is not valid JSON" in inbox.text
    assert client.get(f"/runs/{broken}").status_code == 503  # its own page says what is wrong
