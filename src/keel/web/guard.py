"""The console's defences: who may connect, which requests may change anything, and
what the browser may do with a page.

- Host: requests must name one of the allowed host names (against DNS rebinding).
- Token: when the server listens beyond loopback, every request needs the access token
  (``Authorization: Bearer``, the ``keel_token`` cookie, or ``?token=`` once, which sets
  the cookie and redirects to the same page without it).
- CSRF: a POST must carry the form field ``csrf`` derived from the browser's session
  cookie, and an ``Origin`` (if sent) naming this server.
- Headers: a strict Content-Security-Policy (scripts and styles only from this server,
  nothing inline), no framing, no sniffing, no referrer to other sites, no caching.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from dataclasses import dataclass, field
from urllib.parse import parse_qsl, urlencode, urlsplit

from starlette.datastructures import Headers
from starlette.requests import Request, cookie_parser
from starlette.responses import PlainTextResponse, RedirectResponse, Response
from starlette.types import ASGIApp, Message, Receive, Scope, Send

CSP = (
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; "
    "connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"
)
"""The Content-Security-Policy of every response."""
SECURITY_HEADERS = (
    (b"content-security-policy", CSP.encode()),
    (b"x-content-type-options", b"nosniff"),
    (b"x-frame-options", b"DENY"),
    (b"referrer-policy", b"same-origin"),  # no-referrer makes Chromium send Origin: null
    (b"cache-control", b"no-store"),
)
SESSION_COOKIE = "keel_session"
TOKEN_COOKIE = "keel_token"
LOOPBACK = frozenset({"127.0.0.1", "localhost", "::1"})


@dataclass(frozen=True, slots=True, kw_only=True)
class Guard:
    """The server's secrets and rules.

    Args:
        token: the access token every request needs, or None on loopback only.
        allowed_hosts: host names (no port) requests may name in ``Host`` (``*``: any,
            for a server bound to all interfaces, where the token is required).
        secret: signs the CSRF tokens (random per server start).
    """

    token: str | None = None
    allowed_hosts: frozenset[str] = LOOPBACK
    secret: bytes = field(default_factory=lambda: secrets.token_bytes(32))

    def csrf_for(self, session: str) -> str:
        """The CSRF token of a browser session."""
        return hmac.new(self.secret, session.encode(), hashlib.sha256).hexdigest()

    def csrf_ok(self, request: Request, given: str | None) -> bool:
        """Whether a POST carries its session's CSRF token and comes from this origin."""
        session = request.cookies.get(SESSION_COOKIE)
        if not session or not given or not hmac.compare_digest(self.csrf_for(session), given):
            return False
        origin = request.headers.get("origin")
        if origin is None or origin == "null":
            return origin is None  # "null" is a sandboxed or privacy-stripped origin
        host = request.headers.get("host", "")
        return urlsplit(origin).netloc == host


def host_name(host: str) -> str:
    """The name in a ``Host`` header, without the port (``[::1]:8000`` -> ``::1``), in
    lower case (host names are case-insensitive)."""
    host = host.lower()
    if host.startswith("["):
        return host[1 : host.find("]")] if "]" in host else host
    return host.rsplit(":", 1)[0] if host.count(":") == 1 else host


class GuardMiddleware:
    """Applies a `Guard` to every HTTP request (pure ASGI: streaming stays streaming)."""

    def __init__(self, app: ASGIApp, guard: Guard) -> None:
        self.app = app
        self.guard = guard

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        """Refuse, redirect or pass the request on, adding the security headers."""
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        headers = Headers(scope=scope)
        refusal = self._refusal(scope, headers)
        session = _cookie(headers, SESSION_COOKIE)
        new_session = None if session else secrets.token_urlsafe(24)
        if new_session:  # the handlers read the session from the cookie header
            scope["headers"] = _with_session(scope["headers"], new_session)

        async def send_secured(message: Message) -> None:
            if message["type"] == "http.response.start":
                extra = list(SECURITY_HEADERS)
                if new_session:
                    cookie = f"{SESSION_COOKIE}={new_session}; HttpOnly; SameSite=Strict; Path=/"
                    extra.append((b"set-cookie", cookie.encode()))
                message = {**message, "headers": [*message.get("headers", []), *extra]}
            await send(message)

        app = refusal or self.app
        await app(scope, receive, send_secured)

    def _refusal(self, scope: Scope, headers: Headers) -> Response | None:
        allowed = self.guard.allowed_hosts
        if "*" not in allowed and host_name(headers.get("host", "")) not in allowed:
            return PlainTextResponse("unknown host name; use the address keel serve printed", 400)
        token = self.guard.token
        if token is None:
            return None
        query = dict(parse_qsl(scope.get("query_string", b"").decode("latin-1")))
        if "token" in query and hmac.compare_digest(query["token"].encode(), token.encode()):
            rest = urlencode({k: v for k, v in query.items() if k != "token"})
            path = "/" + str(scope["path"]).lstrip("/")  # never "//host": no open redirect
            response = RedirectResponse(path + (f"?{rest}" if rest else ""), 303)
            # Lax, not Strict: sent when the printed link is opened from another site
            # (a top-level GET); POSTs are guarded by the Strict session's CSRF token.
            response.set_cookie(TOKEN_COOKIE, token, httponly=True, samesite="lax")
            return response
        bearer = headers.get("authorization", "").removeprefix("Bearer ")
        cookie = _cookie(headers, TOKEN_COOKIE) or ""
        if any(hmac.compare_digest(given.encode(), token.encode()) for given in (bearer, cookie)):
            return None
        return PlainTextResponse(
            "this keel console needs its access token: open the address keel serve printed "
            "(with ?token=...)",
            401,
        )


def _cookie(headers: Headers, name: str) -> str | None:
    """A cookie's value, parsed as the handlers' ``request.cookies`` parse it (leniently:
    another local app's cookie that `http.cookies` cannot parse must not hide ours)."""
    return cookie_parser(headers.get("cookie", "")).get(name)


def _with_session(raw: list[tuple[bytes, bytes]], session: str) -> list[tuple[bytes, bytes]]:
    """The request's headers with the new session added to its (one) cookie header."""
    others = [(k, v) for k, v in raw if k != b"cookie"]
    cookies = [v for k, v in raw if k == b"cookie"]
    cookies.append(f"{SESSION_COOKIE}={session}".encode())
    return [*others, (b"cookie", b"; ".join(cookies))]
