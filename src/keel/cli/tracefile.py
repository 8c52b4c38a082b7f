"""The trace file of ``keel ask --trace-out`` and ``keel resume``: opened safely, never fatal.

The path is checked before the run starts, and a path that is not a regular file we may
write is refused (exit 2) with nothing touched: a symlink, a FIFO, a device node, a
folder, anything inside the knowledge-base folder, a folder that does not exist. The file
is opened once with ``O_NOFOLLOW`` (a symlink swapped in later is not followed) and
checked with ``fstat`` before it is truncated, so nothing else is ever emptied or deleted.

A write that fails once the run is under way (a full disk) stops the trace file, not the
run: the error is kept in `TraceFile.error` for the report, and the run's events are still
in the run store (``keel trace RUN_ID``).
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from keel.errors import UserError
from keel.trace import TraceEvent

__all__ = ["TraceFile", "check_trace_path"]

_SYSTEM_FOLDERS = (Path("/proc"), Path("/sys"), Path("/dev"))
"""Kernel and device file systems: their "regular files" are not files (a write to
``/proc/version`` fails only once the run is under way), so they are refused up front."""


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
    if any(real.is_relative_to(system) for system in _SYSTEM_FOLDERS):
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

    Raises:
        UserError: the file cannot be opened for writing, or is not a regular file.
    """

    def __init__(self, path: Path, *, fresh: bool) -> None:
        self.path = path
        self.error: str | None = None
        """Why the trace file stopped being written, if it did."""
        flags = os.O_WRONLY | os.O_CREAT | os.O_APPEND | os.O_NOFOLLOW | os.O_NONBLOCK
        try:
            fd = os.open(path, flags | getattr(os, "O_CLOEXEC", 0), 0o644)
        except OSError as error:
            raise UserError(f"cannot write the trace file {path}: {error.strerror}") from None
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):  # swapped in after the check: leave it as it is
            os.close(fd)
            raise UserError(f"{path} is {_kind(mode)}, not a regular file; nothing was written")
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


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        written = os.write(fd, view)
        view = view[written:]
