"""Where a value sends things: hosts, email addresses, account and phone numbers.

`keel.policy` asks about destinations the user never gave and checks the hosts a network
tool reaches against an allow-list; this module finds them in text. Text is read token by
token (split at whitespace) with bounded patterns, so a long value costs linear time.
A URL that parsers could read two ways (quotes, backslashes or spaces in it) has no one
host: it is reported as `UNREADABLE`, and the policy asks.
"""

from __future__ import annotations

import re
from typing import Any
from urllib.parse import urlsplit

from keel.matching import leaves

__all__ = ["UNREADABLE", "destinations_in", "host_of", "hosts_in", "hosts_in_text"]

UNREADABLE = "?"
"""A host that cannot be told for sure (``http://a.example'@evil.test/``)."""

_TLDS = frozenset(
    [
        "com",
        "net",
        "org",
        "io",
        "co",
        "ai",
        "dev",
        "app",
        "info",
        "biz",
        "me",
        "xyz",
        "us",
        "uk",
        "de",
        "fr",
        "nl",
        "eu",
        "ch",
        "at",
        "es",
        "it",
        "ca",
        "au",
        "jp",
        "cn",
        "ru",
        "in",
        "br",
        "gov",
        "edu",
        "mil",
        "int",
        "site",
        "online",
        "store",
        "tech",
        "cloud",
        "page",
        "link",
        "live",
        "blog",
        "shop",
        "news",
        "email",
        "mail",
        "top",
        "club",
        "pro",
        "name",
        "mobi",
        "tv",
        "cc",
        "ly",
        "gg",
        "be",
        "se",
        "no",
        "dk",
        "fi",
        "pl",
        "cz",
        "pt",
        "ie",
        "nz",
        "za",
        "mx",
        "ar",
        "kr",
        "tw",
        "hk",
        "sg",
    ]
)
"""Top-level domains that make a bare ``name.tld`` a host (``report.pdf`` is a file)."""

_EDGE = "()[]{}<>'\"`.,;:!?*"
_UNSAFE = re.compile(r"[\s'\"\\<>^`{|}\x00-\x1f\x7f]")
_SCHEME = re.compile(r"[a-z][a-z0-9+.-]{0,15}://", re.IGNORECASE)
_LABELS = re.compile(r"(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+([a-z]{2,63})\.?", re.I)
_IPV4 = re.compile(r"\d{1,3}(?:\.\d{1,3}){3}")
_PORT = re.compile(r":\d{1,5}$")
_EMAIL = re.compile(
    r"(?:\"[^\"\n]{1,64}\"|[^\s@<>()\[\],;:\"']{1,64})@(?:[a-z0-9-]{1,63}\.){1,8}[a-z]{2,63}",
    re.IGNORECASE,
)
_IBAN = re.compile(
    r"\b[a-z]{2}\d{2}(?:[ -]?[a-z0-9]{4}){2,7}(?:[ -]?[a-z0-9]{1,4})?\b", re.IGNORECASE
)
_NUMBER = re.compile(r"(?<![\w.,:])\+?\(?\d[\d ().-]{4,24}\d(?![\w:]|[.,]\d)")
_NOT_A_NUMBER_TARGET = re.compile(
    r"\d{4}-\d{2}-\d{2}(?:[ t]\d{2}(?::\d{2}){1,2})?|\d{1,2}[./-]\d{1,2}[./-]\d{2,4}"
    r"|\d{1,2}:\d{2}(?::\d{2})?|\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+\.\d{1,2}"
    r"|(?:19|20)\d{2} ?- ?(?:19|20)?\d{2}",
    re.IGNORECASE,
)
_TOKEN_CHARS = 2048


def host_of(token: str, *, bare: bool = True, any_tld: bool = False) -> str | None:
    """The host one token reaches, `UNREADABLE`, or None when it names no host.

    Read: URLs with a scheme (``https://a.example:8443/x``), scheme-relative ``//a.example``,
    and, when ``bare``, ``www.`` names, ``name.tld`` with a known top-level domain (with a
    port, path or query), IPv4 addresses and ``localhost``; with ``any_tld`` (an argument
    named like a host) any ``name.tld``. An email address is not a host.
    """
    token = token.strip(_EDGE)[:_TOKEN_CHARS]
    if _SCHEME.match(token) or token.startswith("//"):
        url = token if not token.startswith("//") else f"http:{token}"
        if _UNSAFE.search(url):
            return UNREADABLE
        try:
            host = urlsplit(url).hostname
        except ValueError:
            return UNREADABLE
        return host.rstrip(".").lower() if host else UNREADABLE
    if not bare:
        return None
    head = re.split(r"[/?#]", token, maxsplit=1)[0]
    if "@" in head:
        return None  # an email address (or credentials without a scheme): not a host
    head = _PORT.sub("", head).rstrip(".").lower()
    if head == "localhost" or _IPV4.fullmatch(head):
        return head
    match = _LABELS.fullmatch(head)
    if match and (any_tld or head.startswith("www.") or match.group(1).lower() in _TLDS):
        return head
    return None


def hosts_in_text(text: str, *, any_tld: bool = False) -> list[str]:
    """Every host ``text`` names (see `host_of`), in order, once each; `UNREADABLE` when
    the whole text is a URL with a space, quote or backslash in it."""
    stripped = text.strip()
    if (_SCHEME.match(stripped) or stripped.startswith("//")) and _UNSAFE.search(stripped):
        return [UNREADABLE]
    found = [host_of(token, any_tld=any_tld) for token in text.split()]
    return list(dict.fromkeys(h for h in found if h is not None))


def destinations_in(text: str) -> list[str]:
    """Where ``text`` could send something: hosts and links, email addresses (also with a
    quoted local part), account numbers (IBAN-like, with spaces or dashes), and numbers of
    seven digits or more written with separators, or six or more without (phone, card,
    account) — not dates, times or amounts."""
    found: list[str] = [m.group() for m in _EMAIL.finditer(text)]
    without = _EMAIL.sub(" ", text)
    found += [token.strip(_EDGE) for token in without.split() if host_of(token) is not None]
    found += [m.group() for m in _IBAN.finditer(without)]
    for match in _NUMBER.finditer(without):
        number = match.group()
        if _NOT_A_NUMBER_TARGET.fullmatch(number.strip("()+")):
            continue
        digits = sum(c.isdigit() for c in number)
        if digits >= 7 or (digits >= 6 and number.isdigit()):
            found.append(number)
    return list(dict.fromkeys(found))


_SCHEME_START = re.compile(r"(?:[a-z][a-z0-9+.-]{0,15}:)?//", re.IGNORECASE)
_HOST_ARGUMENT = re.compile(r"url|uri|host|domain|site|link|endpoint|server|proxy", re.I)


def hosts_in(arguments: Any, *, every_argument: bool = False) -> list[str]:
    """Host names an action would reach, read from its arguments (`UNREADABLE` for a URL
    parsers could read two ways).

    With ``every_argument`` (a tool that fetches: ``network_read``) every value and
    dict key is read for URLs, ``www.`` names, ``name.tld`` with a known top-level domain,
    IP addresses and ``localhost``, with a port, path or query. Otherwise (a tool that
    sends or writes) only arguments named like an address to reach (``url``, ``uri``,
    ``host``, ``domain``, ``site``, ``link``, ``endpoint``, ``server``, ``proxy``) are read
    that way, and any other argument only when its whole value is a URL with a scheme: a
    link inside a message is not a host the tool reaches (`ProvenanceGate` looks at it).
    Email addresses are not hosts.
    """
    found: list[str] = []
    for path, value in leaves(arguments):
        names = re.findall(r"[A-Za-z_][A-Za-z0-9_-]*", path)
        named = bool(names) and _HOST_ARGUMENT.search(names[-1]) is not None
        if every_argument or named:
            found += hosts_in_text(value, any_tld=named)
        elif _SCHEME_START.match(value.strip()):  # a whole value that is a URL
            found += hosts_in_text(value) if " " in value.strip() else []
            host = host_of(value.strip(), bare=False) if " " not in value.strip() else None
            if host is not None:
                found.append(host)
    return list(dict.fromkeys(found))
