"""Review of the web console: defects found by trying to break it, each proven here.

Every test failed before its fix; its docstring says what was wrong.
"""

from __future__ import annotations

import json
import re
import socket
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
import uvicorn
from starlette.applications import Starlette
from starlette.responses import HTMLResponse
from starlette.routing import Route
from starlette.testclient import TestClient

from keel import Runtime, ToolContext, tool
from keel.models.scripted import ScriptedDecisionMaker
from keel.store import SqliteRunStore
from keel.testing import call, final
from keel.web import RunOwner, create_app
from web.conftest import Mailer


def console(store: SqliteRunStore, owners: list[RunOwner] | None = None, **options: Any):
    app = create_app(store, owners or [], allowed_hosts=["testserver"], user="ada", **options)
    return TestClient(app, follow_redirects=False)


def pending_form(client: TestClient, run_id: str) -> dict[str, str]:
    html = client.get(f"/runs/{run_id}").text
    fields = dict(re.findall(r'<input type="hidden" name="(\w+)" value="([^"]*)">', html))
    assert "csrf" in fields
    return fields


def test_a_cookie_of_another_localhost_app_does_not_break_every_reply(store, mailer: Mailer):
    """Cookies are shared by every port of a host, so the browser sends the console the
    cookies of other local apps too. The middleware read the session with
    `http.cookies.SimpleCookie`, which stops at the first cookie it cannot parse (a space
    in a value, ``[`` in a name), while the handlers read Starlette's lenient parse: the
    middleware then saw no session on every request, issued a new one each time, and
    every approval was refused as a CSRF failure (403)."""
    run_id = mailer.start(store, "ann@example.com")
    client = console(store)
    client.cookies.set("prefs[theme]", "dark")  # another app on localhost:3000
    fields = pending_form(client, run_id)
    approved = client.post(f"/runs/{run_id}/reply", data={**fields, "kind": "approve"})
    assert approved.status_code == 303, approved.text
    assert [a.approved for a in store.approvals(run_id)] == [True]


@pytest.mark.parametrize("page", ["²", "1²", "\u00b3"])
def test_a_superscript_page_number_is_not_a_server_error(store, page: str):
    """``str.isdigit`` is true for superscript digits, which ``int`` refuses: ``?page=²``
    on the runs list or the inbox was a 500 (ValueError) instead of page 1."""
    client = console(store)
    assert client.get("/runs", params={"page": page}).status_code == 200
    assert client.get("/inbox", params={"page": page}).status_code == 200


def test_a_superscript_step_in_a_reply_is_refused_not_a_server_error(store, mailer: Mailer):
    """The reply form's ``step`` was checked with ``str.isdigit`` too: ``step=²`` with a
    valid CSRF token crashed the handler (500) instead of the 400 for a foreign form."""
    run_id = mailer.start(store, "ann@example.com")
    client = console(store)
    fields = pending_form(client, run_id)
    sent = client.post(f"/runs/{run_id}/reply", data={**fields, "kind": "approve", "step": "²"})
    assert sent.status_code == 400
    assert store.approvals(run_id) == []


def test_searching_a_goal_for_its_own_non_ascii_words_finds_it(store, mailer: Mailer):
    """The search lowered the text in Python (Unicode) but the goal with SQLite's
    ``LOWER`` (ASCII only): searching "Über" could never find a goal containing "Über"
    on the SQLite store, while the module promises the same match as on PostgreSQL."""
    run_id = mailer.start(store, "Ülle@Århus.example")
    client = console(store)
    for text in ("Ülle", "ülle", "ÅRHUS", "årHus"):
        assert run_id[:12] in client.get("/runs", params={"q": text}).text, text


HOSTILE_TRACE_LINES = {
    "provenance of strings": {
        "event_type": "run_paused",
        "data": {
            "pending": {
                "kind": "approval",
                "step": 1,
                "tool": "t",
                "arguments": {},
                "action_signature": "x",
                "provenance": [{"path": "to", "origins": ["made up"]}],
            }
        },
    },
    "a question without its text": {
        "event_type": "run_paused",
        "data": {"pending": {"kind": "question"}},
    },
    "infinite tokens": {"event_type": "model_decision", "data": {"step": 1, "input_tokens": 1e400}},
    "NaN tokens": {
        "event_type": "model_decision",
        "data": {"step": 1, "output_tokens": float("nan")},
    },
    "huge budget": {"event_type": "run_started", "data": {"budgets": {"max_steps": 10**400}}},
    "elapsed as text": {
        "event_type": "run_completed",
        "data": {"answer": "done", "elapsed_seconds": "a while"},
    },
}


@pytest.mark.parametrize("name", list(HOSTILE_TRACE_LINES))
def test_keel_view_of_a_hostile_trace_file_shows_a_page(tmp_path, name: str):
    """``keel view`` reads the trace file with ``keel trace``'s checks, which check the
    events' envelope, not their data. A run page rebuilt from a trace whose data held an
    odd pending action (a question without text, provenance of strings), an infinite, NaN
    or 400-digit figure, or elapsed seconds as text crashed: at startup (OverflowError,
    ValueError from ``keel view``) or on every request (Jinja2 UndefinedError, 500)."""
    from keel.cli.trace import _from_file, _opened
    from keel.web import create_trace_app

    start = {"event_type": "run_started", "data": {"goal": "Hostile <b>trace</b>"}}
    lines = [start, HOSTILE_TRACE_LINES[name]]
    path = tmp_path / "run.jsonl"
    stamp = "2026-01-01T00:00:00Z"
    path.write_text(
        "".join(
            json.dumps({"seq": seq, "timestamp": stamp, "run_id": "r1", **line}) + "\n"
            for seq, line in enumerate(lines)
        ),
        encoding="utf-8",
    )
    with _opened(path) as handle:
        events = list(_from_file(path, handle))
    app = create_trace_app(events, str(path), allowed_hosts=["testserver"])
    page = TestClient(app).get("/")
    assert page.status_code == 200
    assert "Hostile &lt;b&gt;trace&lt;/b&gt;" in page.text


def test_a_huge_after_on_the_stream_is_not_a_server_error(store, mailer: Mailer):
    """The stream's ``after`` was any integer Python parses, bound as is to SQLite:
    ``?after=99999999999999999999`` on an existing run raised OverflowError (Python int
    too large to convert to SQLite INTEGER) inside the event stream."""
    run_id = mailer.start(store, "ann@example.com")
    client = console(store)
    for after in ("99999999999999999999", "-99999999999999999999"):
        body = client.get(f"/runs/{run_id}/stream", params={"after": after})
        assert body.status_code == 200
        assert '"status": "waiting_for_user"' in body.text


def test_a_run_whose_id_has_a_slash_can_be_opened_and_approved(store, mailer: Mailer):
    """Run ids are the caller's choice (``runtime.run(goal, run_id=...)``) and may hold a
    ``/`` ("tenant-7/ticket-3"); the templates' ``urlencode`` keeps it, and the routes
    took a run id up to the next ``/`` only: its link, its page and its reply form were
    all 404, so such a run could never be approved from the console."""
    run_id = "tenant-7/ticket-3"
    script = mailer.script("ann@example.com")
    mailer.scripts[run_id] = script
    result = mailer.runtime(store, script).run("Email ann", run_id=run_id, meta={"agent": "x"})
    assert result.state.status == "waiting_for_user"
    client = console(store)
    inbox = client.get("/inbox").text
    (link,) = re.findall(r'<h2><a href="([^"]+)">', inbox)
    assert client.get(link).status_code == 200
    fields = pending_form(client, run_id)
    approved = client.post(f"/runs/{run_id}/reply", data={**fields, "kind": "approve"})
    assert approved.status_code == 303, approved.text
    assert client.get(approved.headers["location"]).status_code == 200
    assert [a.approved for a in store.approvals(run_id)] == [True]
    stream = client.get(f"/runs/{run_id}/stream")
    assert '"status": "waiting_for_user"' in stream.text


class _Crash(BaseException):
    """Stands for the worker's process dying right after the tool's effect."""


def test_a_second_approval_round_can_be_approved_from_the_console(store):
    """After a crash left an approved action's outcome unknown, the run asks again: the
    same step and fingerprint, round 2. The console's check for a double submission
    compares the step and fingerprint of earlier approvals but not their round, so the
    round-2 approval from the page is answered "this action was approved already"
    (200, redirect) and nothing is recorded: the run waits forever while the page says
    it was approved. `keel.approval.record_approval` binds the round; decide does not."""
    crash = [True]

    @tool(side_effects=True, requires_approval=True, name="send")
    def send(to: str, ctx: ToolContext) -> str:
        """Send a message."""
        if crash and crash.pop():
            raise _Crash
        return f"sent to {to}"

    def worker() -> Runtime:
        model = ScriptedDecisionMaker([call("send", to="cfo"), final("sent")], by_step=True)
        return Runtime(model, [send], store=store, validators=[])

    assert worker().run("notify", run_id="r-round").status == "waiting_for_user"
    client = console(store)
    fields = pending_form(client, "r-round")
    assert client.post("/runs/r-round/reply", data={**fields, "kind": "approve"}).status_code == 303
    with pytest.raises(_Crash):
        worker().resume("r-round")
    asked = worker().resume("r-round")
    assert asked.status == "waiting_for_user"
    assert asked.state.pending is not None
    assert asked.state.pending.round == 2

    fields = pending_form(client, "r-round")
    client.post("/runs/r-round/reply", data={**fields, "kind": "approve"})

    assert [(a.round, a.approved) for a in store.approvals("r-round")] == [(1, True), (2, True)]


CHROMIUM = Path("/usr/bin/chromium")


@contextmanager
def _serve(app: Any) -> Iterator[int]:
    """``app`` under a real uvicorn server on a free loopback port; yields the port."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.bind(("127.0.0.1", 0))
    config = uvicorn.Config(app, log_level="warning", timeout_graceful_shutdown=1, lifespan="off")
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    while not server.started and thread.is_alive():
        time.sleep(0.02)
    try:
        yield sock.getsockname()[1]
    finally:
        server.should_exit = True
        thread.join(timeout=30)
        sock.close()


@pytest.mark.integration
@pytest.mark.skipif(not CHROMIUM.exists(), reason="needs Debian's chromium at /usr/bin/chromium")
def test_the_printed_address_opened_from_a_link_on_another_site_lets_you_in(store):
    """The address ``keel serve`` prints carries ``?token=``; the console answers it with
    the token cookie and a redirect. The cookie was ``SameSite=Strict``, which Chromium
    does not send on a navigation another site started (a link in a chat, a mail, a
    dashboard), redirect included: the person following the printed link got 401 "needs
    its access token", and a reload did not help. ``Lax`` is sent on such top-level GETs
    (never on a cross-site POST; replies are guarded by the CSRF token besides)."""
    from playwright.sync_api import sync_playwright

    token = "a-long-enough-secret-token"
    console_app = create_app(store, [], token=token, allowed_hosts=["127.0.0.1", "localhost"])
    with _serve(console_app) as port:
        link = f'<a id="go" href="http://127.0.0.1:{port}/runs?token={token}">console</a>'

        def elsewhere(request: Any) -> HTMLResponse:
            return HTMLResponse(link)

        with _serve(Starlette(routes=[Route("/", elsewhere)])) as other, sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=str(CHROMIUM), args=["--no-sandbox"])
            try:
                page = browser.new_page()
                page.goto(f"http://localhost:{other}/")  # another site than 127.0.0.1
                with page.expect_navigation():
                    page.click("#go")
                page.wait_for_load_state()
                assert page.url == f"http://127.0.0.1:{port}/runs"
                assert "needs its access token" not in page.content()
                assert page.locator("h1").inner_text() == "Runs"
            finally:
                browser.close()


def test_a_host_name_in_capitals_is_the_same_host(store):
    """Host names are case-insensitive, but the host check compared them as typed:
    ``curl http://LocalHost:8765/runs`` (curl sends the name as typed) was refused with
    400 "unknown host name" by a console allowed to answer to ``localhost``."""
    client = TestClient(create_app(store, []), follow_redirects=False)
    assert client.get("/runs", headers={"host": "LocalHost:8765"}).status_code == 200
    assert client.get("/runs", headers={"host": "evil.example"}).status_code == 400
