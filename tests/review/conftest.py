"""The review's tests reuse the console's fixtures: runs made by the real runtime over a
real SQLite store (`tests/web/conftest.py`)."""

from web.conftest import ask, docs, home, mailer, store

__all__ = ["ask", "docs", "home", "mailer", "store"]
