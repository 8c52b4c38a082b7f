"""The console in real Chromium (Debian's /usr/bin/chromium, driven by Playwright) against a
real server over a real SQLite store, with runs made by keel's runtime.

Screenshots are saved under ``$KEEL_TEST_ARTIFACTS/web`` (else the test's ``tmp_path``);
each test prints where.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from keel.approval import record_approval
from keel.store import SqliteRunStore
from keel.tools import tool
from keel.web import ResearchOwner

from .conftest import (
    ANSWER,
    CLARIFYING,
    COMPLETING,
    HOSTILE_RUN,
    MAILBOX_QUESTION,
    Ask,
    Mailer,
    Sweeper,
    off_loop,
)
from .server import artifacts_dir, serving

CHROMIUM = Path("/usr/bin/chromium")

pytestmark = [
    pytest.mark.integration,
    pytest.mark.skipif(
        not CHROMIUM.exists(), reason="needs Debian's chromium at /usr/bin/chromium"
    ),
]

WAIT_MS = 60_000
"""How long an expectation may wait (a loaded machine resumes runs slowly)."""


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=str(CHROMIUM), args=["--no-sandbox"])
        yield launched
        launched.close()


@pytest.fixture
def page(browser: Any, tmp_path: Path, request: pytest.FixtureRequest) -> Iterator[Any]:
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    opened = context.new_page()
    problems: list[str] = []
    opened.on("dialog", lambda dialog: (problems.append(dialog.message), dialog.dismiss()))
    opened.on("pageerror", lambda error: problems.append(str(error)))
    opened.on("console", lambda m: problems.append(m.text) if _unexpected(m) else None)
    yield opened
    context.close()
    assert problems == [], "no dialog, script error or CSP violation on any page"


REFUSED = "Failed to load resource: the server responded with a status of 409"
"""What Chromium logs for a refused reply's page (409 Conflict): expected, not a problem."""


def _unexpected(message: Any) -> bool:
    return bool(message.type == "error" and not message.text.startswith(REFUSED))


def shoot(page: Any, tmp_path: Path, name: str) -> None:
    folder = artifacts_dir(tmp_path)
    path = folder / f"{name}.png"
    page.wait_for_load_state()
    page.screenshot(path=str(path), full_page=True)
    print(f"screenshot: {path}")


@pytest.fixture
def console_url(home: Path, store: SqliteRunStore, mailer: Mailer) -> Iterator[str]:
    with serving(home / "runs.db", [ResearchOwner(home), mailer.owner()]) as url:
        yield url


def test_runs_list_opens_a_run_with_its_timeline_chart_and_sources(
    ask: Ask, store, mailer: Mailer, console_url: str, page: Any, tmp_path: Path
):
    from playwright.sync_api import expect

    done = off_loop(ask, COMPLETING, goal="What was the revenue growth?")
    off_loop(ask, CLARIFYING, goal="Revenue in which currency?")
    off_loop(mailer.start, store, "ann@example.com")
    page.goto(f"{console_url}/runs")
    expect(page.locator("table.runs tbody tr")).to_have_count(3)
    expect(page.locator('.counts a[data-status="waiting_for_user"] .n')).to_have_text("2")
    page.fill('input[name="q"]', "currency")
    page.click(".search button")
    expect(page.locator("table.runs tbody tr")).to_have_count(1)
    shoot(page, tmp_path, "runs-search")
    page.goto(f"{console_url}/runs?status=completed")
    page.click(f'a.run-link:has-text("{done[:12]}")')
    expect(page.locator("#status")).to_have_text("completed")
    expect(page.locator("p.final")).to_have_text(ANSWER)
    source = page.locator("ul.citations li").last
    expect(source).to_contain_text("Acme Annual Report 2024")
    expect(source).to_contain_text("version 1.4")
    expect(source).to_contain_text("published 2025-03-12")
    source.locator("a").click()
    assert page.url.endswith(
        "#e" + page.locator("ul.citations li a").last.get_attribute("href")[2:]
    )
    expect(page.locator("svg.chart g.step")).to_have_count(3)
    expect(page.locator("table.budgets tr")).to_have_count(4)
    expect(page.locator("tr.event")).to_have_count(len(store.events(done)))
    shoot(page, tmp_path, "run-page")


def test_answering_a_question_from_the_inbox_resumes_the_run_to_completion(
    ask: Ask, store, console_url: str, page: Any, tmp_path: Path
):
    from playwright.sync_api import expect

    run_id = off_loop(ask, CLARIFYING)
    page.goto(f"{console_url}/inbox")
    card = page.locator(f"#run-{run_id}")
    expect(card.locator(".question")).to_have_text("Which currency should the answer use?")
    shoot(page, tmp_path, "inbox-question")
    card.locator('textarea[name="answer"]').fill("USD")
    card.locator('button[value="answer"]').click()
    expect(page.locator("#status")).to_have_text("completed", timeout=WAIT_MS)
    expect(page.locator("p.final")).to_have_text(ANSWER)
    expect(page.locator("tr.event", has_text="clarification_received")).to_contain_text("USD")
    shoot(page, tmp_path, "answered-and-completed")
    assert store.load(run_id)[0].status == "completed"


def test_an_answer_for_a_run_the_console_does_not_own_is_recorded_then_applied_by_its_worker(
    store, sweeper: Sweeper, console_url: str, page: Any, tmp_path: Path
):
    from playwright.sync_api import expect

    run_id = off_loop(sweeper.start, store)
    page.goto(f"{console_url}/inbox")
    card = page.locator(f"#run-{run_id}")
    expect(card.locator(".question")).to_have_text(MAILBOX_QUESTION)  # as text, not HTML
    expect(card.locator("p.hint")).to_contain_text("the worker that owns this run's tools")
    card.locator('textarea[name="answer"]').fill("The <b>shared</b> one")
    card.locator('button[value="answer"]').click()
    expect(page.locator("#note")).to_contain_text("answered by ada and recorded")
    expect(page.locator("#status")).to_have_text("waiting_for_user")
    expect(page.locator("section.answers")).to_contain_text(
        "answered by ada at", use_inner_text=True
    )
    expect(page.locator("section.answers q.given")).to_have_text("The <b>shared</b> one")
    expect(page.locator("p.answered")).to_contain_text("Answered by ada at")
    expect(page.locator('textarea[name="answer"]')).to_have_count(0)  # answered: no second form
    shoot(page, tmp_path, "answer-recorded")
    assert [(a.answer, a.by) for a in store.answers(run_id)] == [("The <b>shared</b> one", "ada")]

    result = off_loop(sweeper.resume, store, run_id)  # the sweeper's own worker

    assert result.state.status == "completed"
    page.reload()
    expect(page.locator("#status")).to_have_text("completed")
    received = page.locator("tr.event", has_text="clarification_received")
    expect(received).to_contain_text("The <b>shared</b> one")
    expect(received).to_contain_text("ada")
    shoot(page, tmp_path, "answer-applied")


def test_approving_an_action_from_the_inbox_resumes_the_run_to_completion(
    store, mailer: Mailer, console_url: str, page: Any, tmp_path: Path
):
    from playwright.sync_api import expect

    run_id = off_loop(mailer.start, store, "ann@example.com")
    fingerprint = store.load(run_id)[0].pending.action_signature  # type: ignore[union-attr]
    page.goto(f"{console_url}/inbox")
    card = page.locator(f"#run-{run_id}")
    expect(card.locator(".tool")).to_have_text("send_email")
    expect(card.locator(".fingerprint")).to_have_text(fingerprint)
    expect(card.locator("pre.arguments")).to_contain_text("ann@example.com")
    expect(card.locator("table.provenance")).to_contain_text("user")
    shoot(page, tmp_path, "inbox-approval")
    card.locator("button.approve").click()
    expect(page.locator("#status")).to_have_text("completed", timeout=WAIT_MS)
    expect(page.locator("section.approvals")).to_contain_text("approved by ada")
    expect(page.locator("section.ledger")).to_contain_text("send_email")
    shoot(page, tmp_path, "approved-and-completed")
    assert mailer.sent == ["ann@example.com"]
    (approval,) = store.approvals(run_id)
    assert (approval.approved, approval.signature, approval.by) == (True, fingerprint, "ada")


def test_denying_an_action_shows_the_denial_in_the_timeline(
    store, mailer: Mailer, console_url: str, page: Any, tmp_path: Path
):
    from playwright.sync_api import expect

    run_id = off_loop(mailer.start, store, "ann@example.com")
    page.goto(f"{console_url}/runs/{run_id}")
    page.locator("button.deny").click()
    expect(page.locator("#status")).to_have_text("completed", timeout=WAIT_MS)
    expect(page.locator("tr.event", has_text="approval_denied")).to_have_count(1)
    expect(page.locator("section.approvals")).to_contain_text("denied by ada")
    shoot(page, tmp_path, "denied")
    assert mailer.sent == []


def test_a_stale_page_cannot_approve_after_the_run_moved_on(
    store, mailer: Mailer, console_url: str, page: Any, tmp_path: Path
):
    from playwright.sync_api import expect

    run_id = off_loop(mailer.start, store, "ann@example.com", "bob@example.com")
    page.goto(f"{console_url}/inbox")
    card = page.locator(f"#run-{run_id}")
    expect(card.locator("pre.arguments")).to_contain_text("ann@example.com")
    shown = card.locator(".fingerprint").inner_text()
    record_approval(store, run_id, approve=False, by="cli", action=shown)  # decided elsewhere
    assert (
        off_loop(mailer.resume, store, run_id) == "waiting_for_user"
    )  # and waiting on a new action
    card.locator("button.approve").click()  # from the page loaded before all that
    expect(page.locator("p.refused")).to_contain_text("denied already by cli")
    shoot(page, tmp_path, "stale-refused")
    assert mailer.sent == []
    assert [(a.signature, a.approved) for a in store.approvals(run_id)] == [(shown, False)]
    page.goto(f"{console_url}/inbox")
    expect(page.locator(f"#run-{run_id} pre.arguments")).to_contain_text("bob@example.com")


def test_html_and_scripts_in_a_tool_output_show_as_text_and_never_run(
    ask: Ask, console_url: str, page: Any, tmp_path: Path
):
    from playwright.sync_api import expect

    goal = "What does <b>evil</b> say? <script>window.__pwned=2</script>"
    run_id = off_loop(ask, HOSTILE_RUN, goal=goal)
    page.goto(f"{console_url}/runs/{run_id}")
    expect(page.locator("h1.goal")).to_have_text(goal)
    output = page.locator("tr.event", has_text="tool_succeeded").locator(
        "details", has_text="output"
    )
    output.locator("summary").click()
    expect(output.locator("pre")).to_contain_text("<script>window.__pwned = ")
    expect(page.locator("p.final")).to_contain_text("<img src=x onerror=")
    assert page.evaluate("typeof window.__pwned") == "undefined"
    assert page.locator("main img, main b, main script").count() == 0
    shoot(page, tmp_path, "hostile-as-text")


@tool
def wait_for_gate(name: str) -> str:
    """Wait until the test opens the gate (a tool that is slow on purpose).

    Args:
        name: anything.
    """
    GATE.wait(timeout=120)
    return f"gate {name} opened"


GATE = threading.Event()


def test_a_running_run_updates_live(store, console_url: str, page: Any, tmp_path: Path):
    from playwright.sync_api import expect

    from helpers_tools import runtime_for
    from keel.models.scripted import ScriptedDecisionMaker
    from keel.testing import call, final

    GATE.clear()
    script = [
        call("wait_for_gate", name="a", usage=(50, 5, 0.001)),
        final("opened", usage=(60, 6, 0.001)),
    ]
    runtime = runtime_for(
        ScriptedDecisionMaker(script), [wait_for_gate], store=SqliteRunStore(store.path)
    )
    worker = threading.Thread(
        target=runtime.run, args=("Open the gate",), kwargs={"run_id": "live-run"}
    )
    worker.start()
    try:
        deadline = time.monotonic() + 60
        while not store.find_runs(text="Open the gate") and time.monotonic() < deadline:
            time.sleep(0.05)
        page.goto(f"{console_url}/runs/live-run")
        expect(page.locator("#status")).to_have_text("running")
        expect(page.locator("#live")).to_be_visible()
        shoot(page, tmp_path, "live-running")
    finally:
        GATE.set()
        worker.join(timeout=60)
    expect(page.locator("#status")).to_have_text("completed", timeout=WAIT_MS)
    expect(page.locator("tr.event", has_text="run_completed")).to_have_count(1)
    shoot(page, tmp_path, "live-completed")
