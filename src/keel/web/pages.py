"""The console's pages: the runs list, the inbox, a run's page, its live stream, replies.

Handlers are plain functions of the request; the store is read under the console's lock
and the templates escape every value (Jinja2 autoescape, nothing from a run is ever
marked safe).
"""

from __future__ import annotations

import asyncio
import json
import math
from collections.abc import AsyncIterator
from datetime import UTC, datetime
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any
from urllib.parse import quote

from jinja2 import Environment, FileSystemLoader, StrictUndefined
from starlette.background import BackgroundTask
from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import HTMLResponse, RedirectResponse, Response, StreamingResponse

from keel.approval import MAX_ANSWER_CHARS
from keel.errors import RunNotFound, StoreError
from keel.runstore import question_fingerprint
from keel.statuses import RUN_STATUSES, TERMINAL_STATUSES
from keel.web.decide import Claims, Reply, decide
from keel.web.guard import SESSION_COOKIE
from keel.web.owners import owner_of
from keel.web.timeline import to_row
from keel.web.view import RunView, from_store

if TYPE_CHECKING:
    from keel.web.console import BrowsableStore, Console

PAGE_SIZE = 50
"""Runs per page of the runs list and the inbox."""
STREAM_POLL_SECONDS = 0.5
"""How often a live page's stream looks for new events."""
STREAM_MAX_SECONDS = 600.0
"""A stream ends after this long (the browser reconnects if the page is still open)."""


def templates() -> Environment:
    """The Jinja2 environment: autoescape on for every template, undefined is an error."""
    env = Environment(
        loader=FileSystemLoader(Path(__file__).parent / "templates"),
        autoescape=True,
        undefined=StrictUndefined,
    )
    env.filters["clock"] = clock
    env.filters["pretty"] = lambda value: json.dumps(value, indent=2, ensure_ascii=False)
    env.filters["fingerprint"] = question_fingerprint
    env.globals["max_answer_chars"] = MAX_ANSWER_CHARS
    return env


def render(env: Environment, name: str, context: dict[str, Any]) -> str:
    """Render a template with ``context``."""
    return env.get_template(name).render(**context)


def clock(seconds: float | None) -> str:
    """Seconds since the epoch as ``2026-12-03 07:30:10 UTC``."""
    if seconds is None:
        return "-"
    return datetime.fromtimestamp(seconds, UTC).strftime("%Y-%m-%d %H:%M:%S UTC")


MAX_PAGE = 1_000_000
"""Highest page number asked for (an offset SQLite can still bind)."""


def _page_number(request: Request) -> int:
    text = request.query_params.get("page", "1")
    if not (text.isascii() and text.isdigit()) or len(text) > 7:  # "²".isdigit() is true
        return 1
    return max(1, min(MAX_PAGE, int(text)))


class Pages:
    """The handlers, over one `Console`."""

    def __init__(self, console: Console) -> None:
        self.console = console
        self.env = templates()
        self.claims = Claims()

    def _csrf(self, request: Request) -> str:
        return self.console.guard.csrf_for(request.cookies.get(SESSION_COOKIE, ""))

    def _html(self, name: str, context: dict[str, Any], status: int = 200) -> HTMLResponse:
        return HTMLResponse(render(self.env, name, context), status_code=status)

    def runs(self, request: Request) -> Response:
        """Runs, newest first: filter by status, search the goals, counts per status."""
        status = request.query_params.get("status") or None
        if status is not None and status not in RUN_STATUSES:
            status = None
        text = (request.query_params.get("q") or "").strip()[:200] or None
        page = _page_number(request)

        def query(store: BrowsableStore) -> tuple[Any, dict[str, int], float]:
            found = store.find_runs(
                status=status, text=text, limit=PAGE_SIZE, offset=(page - 1) * PAGE_SIZE
            )
            return found, store.count_runs(text=text), store.now()

        records, counts, now = self.console.read(query)
        total = counts.get(status, 0) if status else sum(counts.values())
        context = {
            "records": records,
            "counts": counts,
            "statuses": RUN_STATUSES,
            "status": status,
            "q": text or "",
            "page": page,
            "pages": max(1, math.ceil(total / PAGE_SIZE)),
            "total": total,
            "now": now,
        }
        return self._html("runs.html", context)

    def inbox(self, request: Request) -> Response:
        """Every run waiting for a person, with the question or the pending action."""
        page = _page_number(request)

        def query(store: BrowsableStore) -> tuple[Any, int]:
            waiting = store.waiting_runs(limit=PAGE_SIZE, offset=(page - 1) * PAGE_SIZE)
            return waiting, store.count_runs().get("waiting_for_user", 0)

        waiting, total = self.console.read(query)
        owners = {w.record.run_id: owner_of(self.console.owners, w.record) for w in waiting}
        context = {
            "waiting": waiting,
            "owners": owners,
            "remote": self.console.continued_by,
            "csrf": self._csrf(request),
            "page": page,
            "pages": max(1, math.ceil(total / PAGE_SIZE)),
            "total": total,
        }
        return self._html("inbox.html", context)

    def run(self, request: Request) -> Response:
        """One run: its timeline, usage, budgets, ledger, approvals, answers and result."""
        run_id = request.path_params["run_id"]
        try:
            view, record = self.console.read(lambda store: _load(store, run_id))
        except RunNotFound:
            return self._html("missing.html", {"run_id": run_id}, 404)
        context = {
            "view": view,
            "csrf": self._csrf(request),
            "owner": owner_of(self.console.owners, record),
            "remote": self.console.continued_by,
            "note": self.console.notes.get(run_id),
            "live": view.live or (view.status == "waiting_for_user" and self.claims.held(run_id)),
        }
        return self._html("run.html", context)

    async def stream(self, request: Request) -> Response:
        """Server-sent events: new timeline rows (as escaped HTML) and the run's status."""
        run_id = request.path_params["run_id"]
        try:
            after = int(request.query_params.get("after", "-1"))
        except ValueError:
            after = -1
        after = max(-1, min(after, 2**63 - 1))  # what SQL can bind
        return StreamingResponse(
            self._events(request, run_id, after),
            media_type="text/event-stream",
            headers={"x-accel-buffering": "no"},
        )

    async def _events(self, request: Request, run_id: str, after: int) -> AsyncIterator[str]:
        row = getattr(self.env.get_template("rows.html").module, "row")  # noqa: B009 - a macro
        waited = 0.0
        while waited < STREAM_MAX_SECONDS and not await request.is_disconnected():
            try:
                events, status = await run_in_threadpool(
                    self.console.read, partial(_new_events, run_id=run_id, after=after)
                )
            except StoreError:  # gone, or its store stopped answering: the page reloads
                return
            done = status in TERMINAL_STATUSES or (
                status == "waiting_for_user" and not self.claims.held(run_id)
            )
            if events or done:
                after = events[-1].seq if events else after
                html = "".join(str(row(to_row(event))) for event in events)
                yield _sse({"seq": after, "status": status, "html": html, "done": done})
            if done:
                return
            await asyncio.sleep(STREAM_POLL_SECONDS)
            waited += STREAM_POLL_SECONDS

    async def reply(self, request: Request) -> Response:
        """Answer, approve or deny from a page: CSRF-checked, bound to what the page showed."""
        run_id = request.path_params["run_id"]
        form = await request.form()
        field = {key: str(value) for key, value in form.items() if isinstance(value, str)}
        if not self.console.guard.csrf_ok(request, field.get("csrf")):
            message = "refused: the form's CSRF token or origin is wrong; reload the page"
            return self._refused(run_id, message, 403)
        reply = parse_reply(run_id, field, self.console.user)
        if reply is None:
            return self._refused(run_id, "refused: not a reply this console sends", 400)
        outcome = await run_in_threadpool(
            self.console.read,
            lambda store: decide(
                store,
                self.console.owners,
                self.claims,
                reply,
                continued_by=self.console.continued_by,
            ),
        )
        if outcome.http_status != 200:
            return self._refused(run_id, outcome.message, outcome.http_status)
        self.console.notes[run_id] = outcome.message
        task = None
        if outcome.kind == "resuming" and outcome.owner is not None:
            answer = reply.answer if reply.kind == "answer" else None
            task = BackgroundTask(self._continue, outcome.owner, run_id, answer)
        return RedirectResponse(f"/runs/{quote(run_id, safe='')}", 303, background=task)

    def _refused(self, run_id: str, message: str, status: int) -> HTMLResponse:
        return self._html("refused.html", {"message": message, "run_id": run_id}, status)

    def _continue(self, owner: Any, run_id: str, answer: str | None) -> None:
        """Continue a run with its owner, on a connection of its own (in the background)."""
        store = self.console.read(lambda s: s.clone())
        try:
            status = owner.resume(store, run_id, answer=answer, by=self.console.user)
            self.console.notes[run_id] = f"{owner.name} continued the run: it is {status}"
        except Exception as error:  # a background task: report it on the run's page
            self.console.notes[run_id] = f"{owner.name} could not continue the run: {error}"
        finally:
            store.close()
            self.claims.drop(run_id)


def _count(text: str) -> bool:
    """A whole number of at most 9 ASCII digits ("²".isdigit() is true, int("²") fails)."""
    return text.isascii() and text.isdigit() and len(text) <= 9


def parse_reply(run_id: str, field: dict[str, str], by: str) -> Reply | None:
    """The reply a console form sent, or None if the form is not one of ours."""
    kind = field.get("kind", "")
    step, round_ = field.get("step", ""), field.get("round", "1")
    if kind not in ("answer", "approve", "deny") or not (_count(step) and _count(round_)):
        return None
    return Reply(
        run_id=run_id,
        kind=kind,  # type: ignore[arg-type]  # one of the three, checked above
        step=int(step),
        action=field.get("action", ""),
        round=int(round_),
        question=field.get("question", ""),
        answer=field.get("answer", ""),
        by=by,
    )


def _load(store: BrowsableStore, run_id: str) -> tuple[RunView, Any]:
    state, record = store.load(run_id)
    events = store.events_after(run_id)
    view = from_store(
        state,
        record,
        events,
        store.approvals(run_id),
        store.run_ledger(run_id),
        store.answers(run_id),
    )
    return view, record


def _new_events(store: BrowsableStore, *, run_id: str, after: int) -> tuple[list[Any], str]:
    record = store.get(run_id)
    return store.events_after(run_id, after, 500), record.status


def _sse(data: dict[str, Any]) -> str:
    return f"data: {json.dumps(data)}\n\n"
