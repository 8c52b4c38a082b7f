"""The worker runs as many sync model calls at once as it takes activities (real dev server).

asyncio's default executor has ``min(32, CPUs + 4)`` threads; the model here blocks until
one more call than that is in progress at the same time (a `threading.Barrier`), so the
runs complete only if the worker gives sync calls a thread per activity slot. The
barrier's timeout only keeps a broken worker from hanging the test: it then fails.
"""

from __future__ import annotations

import asyncio
import os
import threading
import uuid

import pytest
from temporalio.client import Client

from keel import Runtime, tool
from keel.context import ModelRequest
from keel.decisions import ModelTurn
from keel.temporal import TemporalRuns, build_worker
from keel.testing import final

pytestmark = pytest.mark.integration

APP = "test_temporal_worker:barrier_runtime"
PARTIES = min(32, (os.cpu_count() or 1) + 4) + 1
"""One more sync call at once than asyncio's default executor could run."""
BARRIER = threading.Barrier(PARTIES, timeout=60)


class BarrierModel:
    """Answers once ``PARTIES`` calls are waiting at the same time."""

    def decide(self, request: ModelRequest) -> ModelTurn:
        """Wait for the others, then answer."""
        BARRIER.wait()
        return final("met")


@tool
def unused(key: str) -> str:
    """A tool the model never calls (a runtime has at least one)."""
    return key


def barrier_runtime() -> Runtime[str]:
    """The app the in-process worker serves."""
    return Runtime(BarrierModel(), [unused])


def test_sync_model_calls_run_beyond_asyncios_default_pool(temporal_server: str) -> None:
    async def main() -> list[str | None]:
        client = await Client.connect(temporal_server)
        queue = f"pool-{uuid.uuid4().hex[:8]}"
        async with build_worker(client, queue, APP):
            runs = TemporalRuns(client, queue, APP)
            ids = await asyncio.gather(*(runs.start(f"goal {i}") for i in range(PARTIES)))
            results = await asyncio.gather(*(runs.result(run_id) for run_id in ids))
        return [state.final_answer for state, _ in results]

    assert asyncio.run(main()) == ["met"] * PARTIES
