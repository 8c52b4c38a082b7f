"""Review of `Runtime.stream`: defects found by trying to break it, each proven here with
keel's real runtime, scripted model and a real SQLite store.

Every test failed before its fix; its docstring says what was wrong.
"""

from __future__ import annotations

from pathlib import Path

from helpers_tools import lookup_tool, make_runtime
from keel import CancelToken
from keel.store import open_store
from keel.testing import call, final


def test_a_sync_stream_read_to_its_end_leaves_the_callers_token_alone(tmp_path: Path):
    """A stream iterated with ``for`` cancelled the run's token when the iteration ended,
    "a no-op once the run has ended" for the run, but the token is the caller's
    (``cancel=``): reading a stream to its end cancelled it ("the stream was closed"), so
    the next run given the same token (one token for a session, a shutdown token) was
    cancelled before its first step. The async iteration did not do this."""
    store = open_store(tmp_path / "runs.db")
    try:
        runtime, _ = make_runtime([final("first"), final("second")], store=store)
        token = CancelToken()

        stream = runtime.stream("one", cancel=token)
        kinds = [event.event_type for event in stream]

        assert kinds[-1] == "run_completed"
        assert stream.result.status == "completed"
        assert not token.cancelled
        second = runtime.run("two", cancel=token)
        assert (second.status, second.output) == ("completed", "second")
    finally:
        store.close()


def test_leaving_a_stream_early_cancels_that_run_only():
    """Leaving a stream early ends *its* run as cancelled (the module docstring), by
    cancelling ``run.cancel``; with ``cancel=`` that is the caller's token, so a token
    shared by several runs (a session's, a shutdown token) is cancelled too, with the
    reason "the stream was closed", and every other run holding it stops."""
    script = [call("lookup", query="q"), final("never"), final("second")]
    runtime, _ = make_runtime(script, [lookup_tool([])])
    token = CancelToken()

    stream = runtime.stream("one", cancel=token)
    for event in stream:
        if event.event_type == "tool_started":
            break

    assert stream.result.status == "cancelled"
    assert runtime.run("two", cancel=token).status == "completed"
