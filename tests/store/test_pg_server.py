"""The PostgreSQL test fixtures give each test a working database of its own."""

from __future__ import annotations

import uuid

import psycopg
import pytest
from psycopg.conninfo import conninfo_to_dict

from .pg_server import PgServer


def _unique_name() -> str:
    return f"keel_test_{uuid.uuid4().hex[:16]}"


def test_pg_dsn_is_a_usable_database(pg_dsn: str) -> None:
    with psycopg.connect(pg_dsn) as conn:
        conn.execute("CREATE TABLE runs (id text PRIMARY KEY, steps integer NOT NULL)")
        conn.execute("INSERT INTO runs VALUES (%s, %s)", ("run-1", 3))
        conn.commit()
        rows = conn.execute("SELECT id, steps FROM runs").fetchall()
    assert rows == [("run-1", 3)]


def test_each_pg_dsn_is_a_separate_database(pg_server: PgServer, pg_dsn: str) -> None:
    other = pg_server.create_database(_unique_name())
    assert conninfo_to_dict(other)["dbname"] != conninfo_to_dict(pg_dsn)["dbname"]
    with psycopg.connect(pg_dsn, autocommit=True) as conn:
        conn.execute("CREATE TABLE runs (id text PRIMARY KEY)")
        conn.execute("INSERT INTO runs VALUES ('only-here')")
    with psycopg.connect(other, autocommit=True) as conn:
        exists = conn.execute("SELECT to_regclass('runs') IS NOT NULL").fetchone()
        assert exists == (False,)
        conn.execute("CREATE TABLE runs (id text PRIMARY KEY)")
        assert conn.execute("SELECT count(*) FROM runs").fetchone() == (0,)
    with psycopg.connect(pg_dsn) as conn:
        assert conn.execute("SELECT id FROM runs").fetchall() == [("only-here",)]


def test_create_database_rejects_a_duplicate_name(pg_server: PgServer) -> None:
    name = _unique_name()
    pg_server.create_database(name)
    with pytest.raises(psycopg.errors.DuplicateDatabase):
        pg_server.create_database(name)
