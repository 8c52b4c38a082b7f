"""PostgreSQL fixtures for the run-store tests.

``pg_server`` starts one throwaway cluster per session, and only when a test asks for it (or for
``pg_dsn``); ``pg_dsn`` gives each test a fresh, empty database of its own. Set
``KEEL_TEST_PG_DSN`` to use an existing server instead. Without PostgreSQL the tests that need it
fail (see ``pg_server.py``); they are never skipped.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

from keel.store import PostgresRunStore, RunStore, SqliteRunStore

from .pg_server import PgServer


@pytest.fixture(scope="session")
def pg_server() -> Iterator[PgServer]:
    """The session's PostgreSQL server; stopped (and its files removed) when the session ends."""
    with PgServer.start() as server:
        yield server


@pytest.fixture
def pg_dsn(pg_server: PgServer) -> str:
    """A libpq connection string for a new, empty database that only this test uses."""
    return pg_server.create_database(f"keel_test_{uuid.uuid4().hex[:16]}")


@pytest.fixture(params=["sqlite", "postgres"])
def run_store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[RunStore]:
    """Each store in turn: a SQLite file in ``tmp_path``, then a fresh PostgreSQL database."""
    if request.param == "sqlite":
        opened: RunStore = SqliteRunStore(tmp_path / "runs.db")
    else:
        opened = PostgresRunStore(request.getfixturevalue("pg_dsn"))
    yield opened
    opened.close()
