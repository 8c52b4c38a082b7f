"""The console's Starlette application: pages over a run store, and replies to runs.

`create_app(store, owners=...)` serves the runs list, the inbox, each run's page (live
while it runs) and the reply forms; `create_trace_app(events, path)` serves one run's
page from a trace file, read-only. Every request goes through `keel.web.guard`.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from pathlib import Path
from typing import Any

from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import HTMLResponse, RedirectResponse, Response
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles

from keel.errors import StoreError
from keel.trace import TraceEvent
from keel.web.console import BrowsableStore, Console
from keel.web.guard import Guard, GuardMiddleware
from keel.web.owners import RunOwner
from keel.web.pages import Pages, render, templates
from keel.web.view import from_trace

STATIC = Path(__file__).parent / "static"


def no_icon(request: Request) -> Response:
    """No favicon (a browser asks for one on every page)."""
    return Response(status_code=204)


def create_app(
    store: BrowsableStore,
    owners: Sequence[RunOwner] = (),
    *,
    token: str | None = None,
    allowed_hosts: Sequence[str] = ("127.0.0.1", "localhost", "::1"),
    user: str = "web",
) -> Starlette:
    """The console over ``store``.

    Args:
        store: the run store (SQLite or PostgreSQL); used from one thread at a time.
        owners: apps that own some runs' tools; after a reply from the page, a run one of
            them owns is continued by it in the background, any other only recorded.
        token: the access token every request must carry (required off loopback).
        allowed_hosts: host names requests may address (``Host`` header, no port).
        user: who replies from this console, as recorded with each decision.
    """
    guard = Guard(token=token, allowed_hosts=frozenset(h.lower() for h in allowed_hosts))
    pages = Pages(Console(store, owners, user, guard))
    routes = [
        Route("/", lambda request: RedirectResponse("/runs", 303)),
        Route("/favicon.ico", no_icon),
        Route("/runs", pages.runs),
        Route("/inbox", pages.inbox),
        # run ids are the caller's and may hold "/": match them whole, the run page last
        Route("/runs/{run_id:path}/stream", pages.stream),
        Route("/runs/{run_id:path}/reply", pages.reply, methods=["POST"]),
        Route("/runs/{run_id:path}", pages.run),
        Mount("/static", StaticFiles(directory=STATIC), name="static"),
    ]
    unavailable = partial(_unavailable, pages)
    return Starlette(
        routes=routes,
        middleware=[Middleware(GuardMiddleware, guard=guard)],
        exception_handlers={StoreError: unavailable},
    )


def _unavailable(pages: Pages, request: Request, error: Exception) -> Response:
    """A store that cannot answer (Temporal down, no worker for a run's query): a page
    saying so, never a traceback."""
    context = {"message": str(error)}
    return HTMLResponse(render(pages.env, "unavailable.html", context), status_code=503)


def create_trace_app(
    events: Sequence[TraceEvent],
    source: str,
    *,
    token: str | None = None,
    allowed_hosts: Sequence[str] = ("127.0.0.1", "localhost", "::1"),
) -> Starlette:
    """One run's page from its trace file (read once), with no store and no replies."""
    view = from_trace(events, source)
    guard = Guard(token=token, allowed_hosts=frozenset(h.lower() for h in allowed_hosts))
    env = templates()

    def page(request: Request) -> Response:
        context: dict[str, Any] = {
            "view": view,
            "csrf": "",
            "owner": None,
            "note": None,
            "live": False,
        }
        return HTMLResponse(render(env, "run.html", context))

    routes = [
        Route("/", page),
        Route("/runs/{run_id}", page),
        Route("/favicon.ico", no_icon),
        Mount("/static", StaticFiles(directory=STATIC), name="static"),
    ]
    return Starlette(routes=routes, middleware=[Middleware(GuardMiddleware, guard=guard)])
