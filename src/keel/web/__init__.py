"""The web console (``keel serve``, ``keel view``): runs, traces and an approval inbox.

A face, like the CLI: it reads the run store, renders server-side (Starlette, Jinja2
with autoescape) and records people's replies; it runs tools only through the owners it
is given (`RunOwner`), never itself. Needs the ``web`` extra.
"""

from __future__ import annotations

from keel.web.app import create_app, create_trace_app
from keel.web.console import BrowsableStore
from keel.web.owners import RunOwner, RuntimeOwner
from keel.web.research import ResearchOwner

__all__ = [
    "BrowsableStore",
    "ResearchOwner",
    "RunOwner",
    "RuntimeOwner",
    "create_app",
    "create_trace_app",
]
