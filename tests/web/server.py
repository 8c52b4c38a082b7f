"""A real console server for browser tests: uvicorn in a thread, on a free loopback port."""

from __future__ import annotations

import os
import socket
import threading
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path

import uvicorn
from starlette.applications import Starlette

from keel.store import SqliteRunStore
from keel.web import RunOwner, create_app


@contextmanager
def serving(database: Path, owners: Sequence[RunOwner]) -> Iterator[str]:
    """Serve the console over ``database`` (a connection of its own); yields the base URL."""
    store = SqliteRunStore(database)
    try:
        with serving_app(create_app(store, owners, user="ada")) as url:
            yield url
    finally:
        store.close()


@contextmanager
def serving_app(app: Starlette) -> Iterator[str]:
    """Serve a console app with uvicorn in a thread, on a free loopback port; yields the
    base URL."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind(("127.0.0.1", 0))
    port = sock.getsockname()[1]
    config = uvicorn.Config(app, log_level="warning", timeout_graceful_shutdown=1, lifespan="off")
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    deadline = time.monotonic() + 30
    while not server.started and thread.is_alive() and time.monotonic() < deadline:
        time.sleep(0.02)
    assert server.started, "the console did not start"
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join(timeout=30)
        sock.close()


def artifacts_dir(tmp_path: Path) -> Path:
    """Where screenshots go: ``$KEEL_TEST_ARTIFACTS`` if set, else under ``tmp_path``."""
    explicit = os.environ.get("KEEL_TEST_ARTIFACTS")
    folder = Path(explicit) / "web" if explicit else tmp_path / "screenshots"
    folder.mkdir(parents=True, exist_ok=True)
    return folder
