"""A throwaway PostgreSQL cluster for the run-store tests.

``PgServer.start()`` runs ``initdb`` into a fresh temporary directory, starts the server with
``pg_ctl`` (listening on a unix socket in that directory and on 127.0.0.1 at a free port, with
fsync off), and ``stop()`` shuts it down and deletes the directory. ``create_database(name)``
makes an empty database and returns its DSN, so each test can have its own.

The server binaries come from ``/usr/lib/postgresql/<newest version>/bin`` (Debian's layout) or
from ``PATH``; when neither has them, starting raises a ``RuntimeError`` naming the package to
install, so a machine without PostgreSQL fails loudly instead of skipping the tests.

PostgreSQL refuses to run as root. When this process is root (as in CI), ``initdb`` and ``pg_ctl``
run as the ``postgres`` user (created by the Debian package) through ``runuser``, and the cluster
directory is given to that user. It lives outside pytest's temporary directories, which are
private to root.

Setting ``KEEL_TEST_PG_DSN`` to a libpq connection string uses that server instead of starting
one; the databases made through it are dropped again by ``stop()``.
"""

from __future__ import annotations

import atexit
import glob
import os
import pwd
import re
import shlex
import shutil
import socket
import subprocess
import tempfile
from pathlib import Path
from types import TracebackType
from typing import Self

import psycopg
from psycopg import sql
from psycopg.conninfo import make_conninfo

DSN_ENV = "KEEL_TEST_PG_DSN"
DEBIAN_PACKAGE = "postgresql"
SUPERUSER = "keel"
RUN_AS = "postgres"  # the account PostgreSQL runs under when this process is root
START_TIMEOUT_S = 60


def find_bin_dir() -> Path:
    """The directory holding ``initdb`` and ``pg_ctl``: the newest Debian install, else PATH."""
    candidates = [Path(p).parent for p in glob.glob("/usr/lib/postgresql/*/bin/initdb")]
    candidates = [d for d in candidates if (d / "pg_ctl").exists()]
    if candidates:
        return max(candidates, key=lambda d: _version_key(d.parent.name))
    initdb = shutil.which("initdb")
    if initdb is not None and (Path(initdb).parent / "pg_ctl").exists():
        return Path(initdb).parent
    raise RuntimeError(
        "PostgreSQL server binaries (initdb, pg_ctl) were not found under "
        "/usr/lib/postgresql/*/bin or on PATH. Install the Debian package "
        f"`{DEBIAN_PACKAGE}` (apt-get install {DEBIAN_PACKAGE}), or set {DSN_ENV} to the "
        "connection string of a server to use."
    )


def _version_key(version: str) -> tuple[int, ...]:
    return tuple(int(part) for part in re.findall(r"\d+", version))


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


class PgServer:
    """A PostgreSQL server for tests: one started here, or the one ``KEEL_TEST_PG_DSN`` names."""

    def __init__(self, dsn: str, *, root: Path | None = None, bin_dir: Path | None = None) -> None:
        self.dsn = dsn  # conninfo of the maintenance database, as the superuser
        self.root = root  # the cluster's directory when this object started the server
        self._bin_dir = bin_dir
        self._created: list[str] = []
        self._stopped = False
        atexit.register(self.stop)

    @classmethod
    def start(cls, base_dir: str | os.PathLike[str] | None = None) -> Self:
        """Use ``KEEL_TEST_PG_DSN`` if set; otherwise start a fresh cluster under ``base_dir``.

        ``base_dir`` defaults to the system's temporary directory; when running as root it must be
        traversable by the ``postgres`` user.
        """
        external = os.environ.get(DSN_ENV)
        if external:
            return cls(external)
        bin_dir = find_bin_dir()
        run_as = _run_as_user()
        root = Path(tempfile.mkdtemp(prefix="keel-pg-", dir=base_dir))
        try:
            dsn = _init_and_start(bin_dir, root, run_as)
        except BaseException:
            shutil.rmtree(root, ignore_errors=True)
            raise
        return cls(dsn, root=root, bin_dir=bin_dir)

    @property
    def socket_dir(self) -> Path | None:
        """The directory of the server's unix socket (None for an external server)."""
        return None if self.root is None else self.root / "sock"

    def create_database(self, name: str) -> str:
        """Create an empty database called ``name`` and return its DSN."""
        with psycopg.connect(self.dsn, autocommit=True) as conn:
            conn.execute(sql.SQL("CREATE DATABASE {}").format(sql.Identifier(name)))
        self._created.append(name)
        return make_conninfo(self.dsn, dbname=name)

    def stop(self) -> None:
        """Stop the server and delete its directory (or drop the databases made on an external one).

        Safe to call more than once.
        """
        if self._stopped:
            return
        self._stopped = True
        atexit.unregister(self.stop)
        if self.root is None:
            self._drop_created()
            return
        assert self._bin_dir is not None
        try:
            _run(
                _command(
                    _run_as_user(),
                    self._bin_dir / "pg_ctl",
                    *("stop", "-D", self.root / "data", "-m", "immediate", "-w"),
                    *("-t", START_TIMEOUT_S),
                ),
                cwd=self.root,
            )
        finally:
            shutil.rmtree(self.root, ignore_errors=True)

    def _drop_created(self) -> None:
        if not self._created:
            return
        with psycopg.connect(self.dsn, autocommit=True) as conn:
            for name in self._created:
                conn.execute(
                    sql.SQL("DROP DATABASE IF EXISTS {} WITH (FORCE)").format(sql.Identifier(name))
                )

    def __enter__(self) -> Self:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.stop()

    def __repr__(self) -> str:
        return f"PgServer(dsn={self.dsn!r})"


def _run_as_user() -> pwd.struct_passwd | None:
    """The account to run PostgreSQL under: ``postgres`` when we are root, else ourselves."""
    if os.geteuid() != 0:
        return None
    try:
        return pwd.getpwnam(RUN_AS)
    except KeyError:
        raise RuntimeError(
            f"running as root, and PostgreSQL refuses to run as root, but there is no "
            f"`{RUN_AS}` user to run it as. Install the Debian package `{DEBIAN_PACKAGE}` "
            "(it creates that user), run the tests as another user, or set "
            f"{DSN_ENV}."
        ) from None


def _command(run_as: pwd.struct_passwd | None, *argv: str | int | Path) -> list[str]:
    """``argv`` as strings, run through ``runuser`` as ``run_as`` when that is given."""
    prefix = [] if run_as is None else ["runuser", "-u", run_as.pw_name, "--"]
    return [*prefix, *map(str, argv)]


def _run(cmd: list[str], *, cwd: Path) -> subprocess.CompletedProcess[str]:
    result = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, check=False)
    if result.returncode != 0:
        raise RuntimeError(
            f"{shlex.join(cmd)} failed with exit status {result.returncode}:\n"
            f"{result.stdout}{result.stderr}"
        )
    return result


def _init_and_start(bin_dir: Path, root: Path, run_as: pwd.struct_passwd | None) -> str:
    """Create a cluster in ``root/data`` and start it; return the DSN of its ``postgres`` db."""
    data, sock, log = root / "data", root / "sock", root / "postgres.log"
    data.mkdir(mode=0o700)
    sock.mkdir(mode=0o755)
    log.touch(mode=0o644)
    if run_as is not None:
        root.chmod(0o755)  # mkdtemp makes it private to us; the server's user must get in
        for path in (data, sock, log):
            os.chown(path, run_as.pw_uid, run_as.pw_gid)
    _run(
        _command(
            run_as,
            bin_dir / "initdb",
            *("-D", data, "-A", "trust", "-U", SUPERUSER),
            *("-E", "UTF8", "--locale=C", "--no-sync"),
        ),
        cwd=root,
    )
    attempts = 3  # the free port may be taken between choosing it and the server binding it
    for attempt in range(attempts):
        port = _free_port()
        settings = {
            "listen_addresses": "127.0.0.1",
            "port": str(port),
            "unix_socket_directories": str(sock),
            "fsync": "off",
            "synchronous_commit": "off",
            "full_page_writes": "off",
        }
        # pg_ctl hands -o to the server through the shell, hence the quoting.
        options = " ".join(f"-c {shlex.quote(f'{k}={v}')}" for k, v in settings.items())
        log_start = log.stat().st_size
        try:
            _run(
                _command(
                    run_as,
                    bin_dir / "pg_ctl",
                    *("start", "-D", data, "-l", log, "-w", "-t", START_TIMEOUT_S, "-o", options),
                ),
                cwd=root,
            )
        except RuntimeError as e:
            with log.open(errors="replace") as f:
                f.seek(log_start)
                server_log = f.read()
            # A server that is up but was slow to accept connections must not outlive us.
            subprocess.run(
                _command(run_as, bin_dir / "pg_ctl", "stop", "-D", data, "-m", "immediate", "-w"),
                cwd=root,
                capture_output=True,
                check=False,
            )
            if attempt + 1 < attempts and "could not bind" in server_log:
                continue
            raise RuntimeError(f"{e}\nserver log ({log}):\n{server_log}") from None
        return make_conninfo(host="127.0.0.1", port=port, user=SUPERUSER, dbname="postgres")
    raise AssertionError("unreachable")


__all__ = ["DSN_ENV", "PgServer", "find_bin_dir"]
