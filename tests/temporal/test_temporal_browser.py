"""The console over Temporal in real Chromium (Debian's /usr/bin/chromium, Playwright): a
run waiting for approval on a real dev server is approved from the inbox, and the page
follows it live to completion on the worker."""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest
from runs import ThreadWorker

from keel.temporal.browse import TemporalBrowser
from keel.web import create_app
from web.server import artifacts_dir, serving_app  # tests/web: the console's test server

CHROMIUM = Path("/usr/bin/chromium")
WAIT_MS = 60_000
"""How long an expectation may wait (a loaded machine runs the worker slowly)."""

pytestmark = [
    pytest.mark.integration,
    pytest.mark.skipif(
        not CHROMIUM.exists(), reason="needs Debian's chromium at /usr/bin/chromium"
    ),
]


@pytest.fixture
def worker(temporal_server: str, tmp_path: Path) -> Iterator[ThreadWorker]:
    before = os.environ.get("KEEL_TEMPORAL_EFFECTS")
    os.environ["KEEL_TEMPORAL_EFFECTS"] = str(tmp_path / "effects")
    started = ThreadWorker(temporal_server)
    yield started
    started.stop()
    if before is None:
        os.environ.pop("KEEL_TEMPORAL_EFFECTS", None)
    else:
        os.environ["KEEL_TEMPORAL_EFFECTS"] = before


def test_approving_from_the_inbox_in_chromium_completes_the_run(
    temporal_server: str, worker: ThreadWorker, tmp_path: Path
):
    from playwright.sync_api import expect, sync_playwright

    run_id = worker.start(f"approve#browser {uuid.uuid4().hex[:8]}")
    assert worker.paused(run_id).status == "waiting_for_user"
    browser = TemporalBrowser.connect(temporal_server)
    problems: list[str] = []
    try:
        with (
            serving_app(create_app(browser, user="ada")) as url,
            sync_playwright() as playwright,
        ):
            chromium = playwright.chromium.launch(
                executable_path=str(CHROMIUM), args=["--no-sandbox"]
            )
            page = chromium.new_page()
            page.on("pageerror", lambda error: problems.append(str(error)))
            page.on("console", lambda m: problems.append(m.text) if m.type == "error" else None)
            page.goto(f"{url}/inbox")
            card = page.locator(f"#run-{run_id}")
            expect(card.locator(".tool")).to_have_text("send_email")
            expect(card).to_contain_text("Temporal workflow")
            card.locator("button.approve").click()
            expect(page.locator("#status")).to_have_text("completed", timeout=WAIT_MS)
            expect(page.locator("p.final")).to_have_text("sent")
            shot = artifacts_dir(tmp_path) / "temporal-approved.png"
            page.screenshot(path=str(shot), full_page=True)
            print(f"screenshot: {shot}")
            chromium.close()
    finally:
        browser.shutdown()
    state, trace = worker.result(run_id)
    assert state.status == "completed"
    assert [e.data["by"] for e in trace if e.event_type == "approval_granted"] == ["ada"]
    assert problems == [], "no script error or CSP violation on any page"
