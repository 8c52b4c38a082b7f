"""``keel serve`` and ``keel view TRACE.jsonl``: the web console (options in
`keel.cli.commands`; needs the ``web`` extra).

``serve`` opens the run store and serves runs, the inbox and run pages; research runs are
continued here after a reply (the research app owns their tools), any other run only
gets the decision recorded for its own worker. ``serve --temporal HOST:PORT`` serves the
keel runs in a Temporal namespace instead (`keel.temporal.browse`): a reply goes to the
run's workflow, and the worker that owns its tools continues it. ``view`` serves one
trace file's run page, read with ``keel trace``'s checks. Off loopback, a token is
required (``--token`` or ``$KEEL_WEB_TOKEN``). The address is bound before the console
says it serves: a port in use exits 2 naming it.
"""

from __future__ import annotations

import errno
import ipaddress
import secrets
import socket
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from keel.cli.common import fail, keel_home, open_store_at, user_name

__all__ = ["check_binding", "serve", "serve_temporal", "view"]

TOKEN_ENV = "KEEL_WEB_TOKEN"
"""The environment variable holding the console's access token."""


def check_binding(host: str, token: str | None) -> str | None:
    """The token to require: None on loopback without one; exit 2 off loopback without."""
    if token is not None and len(token) < 16:
        fail("the access token must be at least 16 characters long")
    if _loopback(host) or token:
        return token
    fail(
        f"binding to {host} exposes the console beyond this machine: pass --token "
        f"(or set ${TOKEN_ENV}), e.g. --token {secrets.token_urlsafe(24)}"
    )


def _loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def _hosts(host: str) -> list[str]:
    """Host names the browser may use: loopback names, plus the one we are bound to."""
    names = ["127.0.0.1", "localhost", "::1"]
    if host not in ("0.0.0.0", "::") and host not in names:
        names.append(host)
    elif host in ("0.0.0.0", "::"):
        names.append("*")
    return names


def serve(
    store: str | None, host: str, port: int, token: str | None, env: Mapping[str, str]
) -> None:
    """Serve the console over the run store until Ctrl+C."""
    required = check_binding(host, token or env.get(TOKEN_ENV) or None)
    _need_web()
    from keel.store.sql import SqlRunStore
    from keel.web import ResearchOwner, create_app

    with open_store_at(store, env) as opened:
        if not isinstance(opened, SqlRunStore):  # pragma: no cover - open_store makes SQL ones
            fail(f"{opened!r} cannot be browsed: the console needs a SQLite or PostgreSQL store")
        app = create_app(
            opened,
            [ResearchOwner(keel_home(env))],
            token=required,
            allowed_hosts=_hosts(host),
            user=f"{user_name()} (web)",
        )
        _run(app, host, port, required, "/runs")


def serve_temporal(
    target: str, namespace: str, host: str, port: int, token: str | None, env: Mapping[str, str]
) -> None:
    """Serve the console over the keel runs in a Temporal namespace until Ctrl+C: replies
    go to each run's workflow, whose worker continues it (Temporal imported only here)."""
    required = check_binding(host, token or env.get(TOKEN_ENV) or None)
    _need_web()
    try:
        from keel.temporal.browse import TemporalBrowser
    except ImportError:
        fail("--temporal needs the temporal extra: pip install 'keel-runtime[temporal]'")
    from keel.errors import StoreError
    from keel.web import create_app

    try:
        browser = TemporalBrowser.connect(target, namespace)
    except StoreError as error:
        fail(str(error))
    try:
        app = create_app(
            browser, token=required, allowed_hosts=_hosts(host), user=f"{user_name()} (web)"
        )
        _run(app, host, port, required, "/runs")
    finally:
        browser.shutdown()


def view(trace: Path, host: str, port: int, token: str | None, env: Mapping[str, str]) -> None:
    """Serve the run page of one trace file (read once, with ``keel trace``'s checks)."""
    required = check_binding(host, token or env.get(TOKEN_ENV) or None)
    _need_web()
    from keel.cli.trace import _from_file, _opened
    from keel.web import create_trace_app

    with _opened(trace) as handle:
        events = list(_from_file(trace, handle))
    if not events:
        fail(f"{trace} holds no events; nothing to show")
    app = create_trace_app(events, str(trace), token=required, allowed_hosts=_hosts(host))
    _run(app, host, port, required, "/")


def _need_web() -> None:
    try:
        import jinja2  # noqa: F401
        import starlette  # noqa: F401
        import uvicorn  # noqa: F401
    except ImportError:
        fail("the web console needs the web extra: pip install 'keel-runtime[web]'")


def _run(app: Any, host: str, port: int, token: str | None, path: str) -> None:
    import uvicorn
    from uvicorn.config import STARTUP_FAILURE

    sockets = _listen(host, port)
    shown = f"[{host}]" if ":" in host else host
    address = f"http://{shown}:{port}{path}" + (f"?token={token}" if token else "")
    print(f"keel console on {address} (Ctrl+C to stop)", flush=True)
    config = uvicorn.Config(
        app, host=host, port=port, log_level="warning", timeout_graceful_shutdown=2
    )
    try:
        uvicorn.Server(config).run(sockets=sockets)
    except SystemExit as stop:
        # uvicorn's own startup failure is exit 3, which is keel's code for a budget stop.
        if stop.code == STARTUP_FAILURE:
            fail("the web console could not start (uvicorn's error is above)")
        raise
    finally:
        for sock in sockets:
            sock.close()


def _listen(host: str, port: int) -> list[socket.socket]:
    """Sockets bound to every address of ``host`` at ``port`` (exit 2 naming the port if
    one is in use), bound here so that nothing claims to serve before it can."""
    try:
        addresses = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE)
    except OSError as error:
        fail(f"cannot serve on {host}: {error.strerror or error}")
    sockets: list[socket.socket] = []
    try:
        for family, kind, proto, _, where in dict.fromkeys(addresses):
            sock = socket.socket(family, kind, proto)
            sockets.append(sock)
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            if family == socket.AF_INET6:  # as asyncio does: the IPv4 address gets its own
                sock.setsockopt(socket.IPPROTO_IPV6, socket.IPV6_V6ONLY, 1)
            sock.bind(where)
    except OSError as error:
        for sock in sockets:
            sock.close()
        if error.errno == errno.EADDRINUSE:
            fail(
                f"port {port} on {host} is in use (another program is listening there): "
                "stop it, or pass --port with a free port"
            )
        fail(f"cannot serve on {host} port {port}: {error.strerror or error}")
    return sockets
