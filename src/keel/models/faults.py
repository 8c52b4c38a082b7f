"""Provider faults: which failures of a model API are worth retrying, in one line each.

The official ``openai`` and ``anthropic`` SDKs share one exception shape
(``APITimeoutError`` < ``APIConnectionError``, ``APIStatusError`` with ``status_code``,
``APIResponseValidationError``), so one mapping serves both. SDK-level retries are
switched off in the adapters: the runtime retries, so every attempt is a trace event
and all of them fit the run's time budget.

Retryable: timeouts, connection failures, 408, 409, 429 (honouring ``retry-after``),
5xx, responses that arrive garbled (truncated or invalid JSON), and streamed replies the
server breaks off with an error event (as ``rate_limit`` or ``server_error``). Not retryable:
authentication (401, 403), an unknown model (404) and any other invalid request (400,
413, 422): the run ends as ``failed`` with the provider's message.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from keel.errors import ProviderError

RETRYABLE_STATUS = frozenset({408, 409, 429})
_FIXES = {
    401: "check the API key",
    403: "check the API key's permissions",
    404: "check the model name and the base URL",
}


@contextmanager
def provider_errors(where: str) -> Iterator[None]:
    """Re-raise an SDK or transport failure inside the block as its `ProviderError`."""
    try:
        yield
    except Exception as error:
        mapped = provider_error(error, where=where)
        if mapped is None:
            raise
        raise mapped from error


def provider_error(error: BaseException, *, where: str) -> ProviderError | None:
    """The `ProviderError` for an SDK or transport exception, or None if it is not one.

    Args:
        error: what the SDK raised.
        where: the provider or server, for the message (``"OpenAI"``, a base URL).
    """
    name = type(error).__name__
    names = {cls.__name__ for cls in type(error).__mro__}
    if "APITimeoutError" in names or name in {"TimeoutException", "ReadTimeout"}:
        return ProviderError(f"{where} timed out", retryable=True, kind="timeout")
    if "APIConnectionError" in names and _broken_response(error):
        return ProviderError(
            f"{where} broke off the response ({_root_cause(error)})",
            retryable=True,
            kind="bad_response",
        )
    if "APIConnectionError" in names:
        cause = _root_cause(error)
        return ProviderError(
            f"cannot reach {where} ({cause}); start the server or fix the base URL",
            retryable=True,
            kind="connection",
        )
    status = getattr(error, "status_code", None)
    if "APIStatusError" in names and isinstance(status, int) and status < 400:
        return _stream_error(error, where)  # an error event inside a streamed 200 reply
    if "APIStatusError" in names and isinstance(status, int):
        return _status_error(error, status, where)
    if "APIResponseValidationError" in names or isinstance(error, json.JSONDecodeError):
        return ProviderError(
            f"{where} sent a response that is not valid JSON ({_one_line(error)})",
            retryable=True,
            kind="bad_response",
        )
    if name == "APIError":  # the openai SDK's error event inside a streamed reply
        return _stream_error(error, where)
    if name in {"RemoteProtocolError", "ReadError", "DecodingError", "IncompleteRead"}:
        return ProviderError(
            f"{where} broke off the response ({_one_line(error)})",
            retryable=True,
            kind="bad_response",
        )
    return None


def _status_error(error: BaseException, status: int, where: str) -> ProviderError:
    message = _body_message(getattr(error, "body", None)) or _one_line(error)
    retryable = status in RETRYABLE_STATUS or status >= 500
    if status == 429:
        kind = "rate_limit"
    elif status >= 500:
        kind = "server_error"
    elif status in (401, 403):
        kind = "auth"
    elif status == 404:
        kind = "not_found"
    else:
        kind = "invalid_request" if not retryable else "conflict"
    fix = _FIXES.get(status)
    text = f"{where} answered {status}: {message}" + (f"; {fix}" if fix else "")
    return ProviderError(
        text, retryable=retryable, kind=kind, status=status, retry_after=_retry_after(error)
    )


def _stream_error(error: BaseException, where: str) -> ProviderError:
    """A streamed reply the server broke off with an error event (after a 200 status):
    rate limits and overload retry as their status would; anything else is a server
    error, retried as a 5xx is."""
    body = getattr(error, "body", None)
    inner = body.get("error", body) if isinstance(body, dict) else None
    kind_name = str(inner.get("type") or "") if isinstance(inner, dict) else ""
    message = _body_message(body) or _one_line(error)
    kind = "rate_limit" if "rate_limit" in kind_name else "server_error"
    return ProviderError(
        f"{where} broke off the streamed reply with an error: {message}",
        retryable=True,
        kind=kind,
        retry_after=_retry_after(error),
    )


def _body_message(body: Any) -> str | None:
    if isinstance(body, dict):
        inner = body.get("error", body)
        if isinstance(inner, dict):
            message = inner.get("message") or inner.get("detail")
            if isinstance(message, str):
                return _one_line(message)
        if isinstance(inner, str):
            return _one_line(inner)
        detail = body.get("detail")
        if detail is not None:
            return _one_line(json.dumps(detail)[:300])
    if isinstance(body, str) and body.strip():
        return _one_line(body)
    return None


def _retry_after(error: BaseException) -> float | None:
    response = getattr(error, "response", None)
    headers = getattr(response, "headers", None)
    if headers is None:
        return None
    for key in ("retry-after-ms", "retry-after"):
        value = headers.get(key)
        if value is None:
            continue
        try:
            seconds = float(value) / (1000 if key.endswith("ms") else 1)
        except ValueError:
            continue  # an HTTP date: fall back to our own backoff
        if 0 <= seconds <= 600:
            return seconds
    return None


def _broken_response(error: BaseException) -> bool:
    """True when the server answered but the body broke off (not an unreachable server)."""
    seen: BaseException | None = error
    while seen is not None:
        if type(seen).__name__ in {"RemoteProtocolError", "ReadError", "IncompleteRead"}:
            return True
        seen = seen.__cause__ or seen.__context__
    return False


def _root_cause(error: BaseException) -> str:
    seen = error
    while seen.__cause__ is not None:
        seen = seen.__cause__
    text = _one_line(seen) if seen is not error else ""
    return text or "connection failed"


def _one_line(value: object) -> str:
    text = " ".join(str(value).split())
    return text[:300] + ("…" if len(text) > 300 else "")
