"""The trace file of ``keel ask --trace-out`` and ``keel resume``: opened safely, never fatal.

The path is checked before the run starts, and a path that is not a regular file we may
write is refused (exit 2) with nothing touched: a symlink, a FIFO, a device node, a
folder, anything inside the knowledge-base folder, a folder that does not exist. The file
is opened once with ``O_NOFOLLOW`` (a symlink swapped in later is not followed) and
checked on the open file before it is truncated or appended to, so nothing else is ever
emptied or deleted: it must be empty or hold a keel trace (its first line is a trace event;
when a run is resumed, an event of that run), have no other hard link (a link may be a
document's contents under another name), and not be one of the files the run itself uses
(the run store and its -wal/-shm, the index, the model's script), compared by inode.

A write that fails once the run is under way (a full disk) stops the trace file, not the
run: the error is kept in `TraceFile.error` for the report, and the run's events are still
in the run store (``keel trace RUN_ID``).
"""

from __future__ import annotations

import errno
import os
import stat
from collections.abc import Mapping
from pathlib import Path

from pydantic import ValidationError

from keel.errors import UserError
from keel.trace import TraceEvent

_READ_ONLY = frozenset({errno.EACCES, errno.EPERM, errno.EROFS})
"""Why a file cannot be opened for writing when the home or the folder is read-only."""

__all__ = ["TraceFile", "check_trace_path", "sqlite_files"]

_SYSTEM_FOLDERS = (Path("/proc"), Path("/sys"), Path("/dev"))
"""Kernel and device file systems: their "regular files" are not files (a write to
``/proc/version`` fails only once the run is under way), so they are refused up front."""
_ORDINARY_FOLDERS = (Path("/dev/shm"),)
"""Ordinary (tmpfs) folders under the system ones, where a trace file may go."""
MAX_FIRST_LINE_BYTES = 64 << 20
"""The longest first line read to tell whether a file holds a keel trace (64 MiB)."""


def check_trace_path(path: Path, kb_folder: Path) -> None:
    """Refuse a trace path that is not a regular file keel may write.

    Raises:
        UserError: the path is a symlink, exists and is not a regular file, is under
            ``/proc``, ``/sys`` or ``/dev``, lies inside the knowledge-base folder, or its
            folder does not exist.
    """
    try:
        info = os.lstat(path)
    except FileNotFoundError:
        info = None
    except OSError as error:
        raise UserError(f"cannot use {path} as the trace file: {error.strerror}") from None
    if info is not None and stat.S_ISLNK(info.st_mode):
        raise UserError(f"the trace file {path} is a symlink; pass the path of a regular file")
    if info is not None and not stat.S_ISREG(info.st_mode):
        raise UserError(
            f"{path} exists and is not a regular file ({_kind(info.st_mode)}); "
            "pass a new or regular file as the trace file"
        )
    real = Path(os.path.realpath(path))
    ordinary = any(real.is_relative_to(folder) for folder in _ORDINARY_FOLDERS)
    if not ordinary and any(real.is_relative_to(system) for system in _SYSTEM_FOLDERS):
        raise UserError(f"{path} is a system file ({real}); pass a file of your own")
    if not path.parent.is_dir():
        raise UserError(f"cannot write the trace file {path}: folder {path.parent} not found")
    where = Path(os.path.realpath(path.parent)) / path.name
    if where.is_relative_to(Path(os.path.realpath(kb_folder))):
        raise UserError(
            f"the trace file {path} is inside the knowledge-base folder {kb_folder}; "
            "write it somewhere else"
        )


def _kind(mode: int) -> str:
    kinds = (
        (stat.S_ISDIR, "a folder"),
        (stat.S_ISFIFO, "a FIFO"),
        (stat.S_ISCHR, "a character device"),
        (stat.S_ISBLK, "a block device"),
        (stat.S_ISSOCK, "a socket"),
    )
    return next((name for test, name in kinds if test(mode)), "not a regular file")


class TraceFile:
    """A `keel.trace.TraceSink` writing JSONL to a checked regular file.

    Args:
        path: where the trace goes (checked by `check_trace_path` first).
        fresh: empty the file first (a new run); otherwise append (a resumed run).
        run_id: the resumed run: a file that is not empty must hold this run's trace.
        protected: files the run uses, never written to, each with what it is ("the run
            store").

    Raises:
        UserError: the file cannot be opened for writing, is not a regular file, has
            another hard link, is one of ``protected``, or is neither empty nor a keel
            trace (of ``run_id``, if given). Nothing was changed.
    """

    def __init__(
        self,
        path: Path,
        *,
        fresh: bool,
        run_id: str | None = None,
        protected: Mapping[Path, str] | None = None,
    ) -> None:
        self.path = path
        self.error: str | None = None
        """Why the trace file stopped being written, if it did."""
        # Read as well as write: the first line is checked before anything is written.
        flags = os.O_RDWR | os.O_CREAT | os.O_APPEND | os.O_NOFOLLOW | os.O_NONBLOCK
        try:
            fd = os.open(path, flags | getattr(os, "O_CLOEXEC", 0), 0o644)
        except OSError as error:
            why = error.strerror
            if error.errno in _READ_ONLY:  # a read-only home, mount or folder
                why = f"it or its folder is read-only ({error.strerror})"
            raise UserError(f"cannot write the trace file {path}: {why}") from None
        try:
            _check_open(fd, path, run_id, protected or {})
        except BaseException:
            os.close(fd)
            raise
        os.set_blocking(fd, True)
        if fresh:
            os.ftruncate(fd, 0)
        self._fd: int | None = fd

    def emit(self, event: TraceEvent) -> None:
        """Append the event as one line; after a failed write, keep the error and stop."""
        if self._fd is None:
            return
        line = (event.model_dump_json() + "\n").encode("utf-8")
        try:
            _write_all(self._fd, line)
        except OSError as error:
            self.error = f"{error.strerror or error}"
            self.close()

    def close(self) -> None:
        """Close the file (events after this are not written)."""
        if self._fd is not None:
            os.close(self._fd)
            self._fd = None


def sqlite_files(path: Path) -> tuple[Path, ...]:
    """A SQLite database file and the files SQLite keeps beside it."""
    return (path, *(Path(f"{path}{suffix}") for suffix in ("-wal", "-shm", "-journal")))


def _check_open(fd: int, path: Path, run_id: str | None, protected: Mapping[Path, str]) -> None:
    """Refuse the opened file unless keel may empty or extend it (see the module doc)."""
    info = os.fstat(fd)
    if not stat.S_ISREG(info.st_mode):  # swapped in after the check: leave it as it is
        raise UserError(f"{path} is {_kind(info.st_mode)}, not a regular file; nothing was written")
    for other, what in protected.items():
        try:
            theirs = os.stat(other)
        except OSError:
            continue
        if (theirs.st_dev, theirs.st_ino) == (info.st_dev, info.st_ino):
            raise UserError(
                f"the trace file {path} is {what} ({other}), which this run uses; "
                "pass a new file as the trace file"
            )
    if info.st_nlink > 1:
        raise UserError(
            f"the trace file {path} has {info.st_nlink} hard links (it is also another "
            "file); pass a new file as the trace file"
        )
    if info.st_size == 0:
        return
    first = _first_event(fd, path)
    if run_id is not None and first.run_id != run_id:
        raise UserError(
            f"the trace file {path} holds the trace of another run ({first.run_id}); "
            f"pass a new file or the trace of run {run_id}"
        )


def _first_event(fd: int, path: Path) -> TraceEvent:
    """The event on the file's first line; UserError if it is not one."""
    chunks: list[bytes] = []  # joined once: adding each read to the rest was quadratic
    read = 0
    while read <= MAX_FIRST_LINE_BYTES:
        chunk = os.pread(fd, 1 << 16, read)
        if not chunk:
            break
        chunks.append(chunk)
        read += len(chunk)
        if b"\n" in chunk:
            break
    line = b"".join(chunks)
    try:
        return TraceEvent.model_validate_json(line.split(b"\n", 1)[0])
    except (ValidationError, ValueError, RecursionError):
        raise UserError(
            f"{path} exists and is not a keel trace (its first line is not a trace event); "
            "keel overwrites only its own trace files: pass a new file"
        ) from None


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        written = os.write(fd, view)
        view = view[written:]
