"""Fixtures for the tests against a real OpenAI-compatible server (llama-cpp-python's).

One server per test session, started on first use and killed at the end; a second one
with the ``chatml-function-calling`` chat format only for the test that needs it.
Tests that use either are marked ``integration``.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from llama_server import LlamaServer

from keel.models.llamacpp import find_model
from keel.research.kb import KnowledgeBase

EXAMPLES = Path(__file__).resolve().parents[2] / "examples" / "reports"


def _serve(**options: object) -> Iterator[LlamaServer]:
    server = LlamaServer(find_model("smollm2"), **options)  # type: ignore[arg-type]
    try:
        server.start()
    except RuntimeError as error:
        pytest.fail(str(error), pytrace=False)
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture(scope="session")
def llama_server() -> Iterator[LlamaServer]:
    """``python -m llama_cpp.server`` over SmolLM2-135M-Instruct, n_ctx 8192, seed 0."""
    yield from _serve(n_ctx=8192, seed=0)


@pytest.fixture(scope="session")
def function_calling_server() -> Iterator[LlamaServer]:
    """The same model served with ``--chat_format chatml-function-calling``."""
    yield from _serve(n_ctx=2048, seed=0, chat_format="chatml-function-calling")


@pytest.fixture(scope="module")
def reports_kb(tmp_path_factory: pytest.TempPathFactory) -> Iterator[KnowledgeBase]:
    """examples/reports indexed into a fresh SQLite file."""
    with KnowledgeBase.open(tmp_path_factory.mktemp("kb") / "kb.sqlite") as kb:
        report = kb.index(EXAMPLES)
        assert len(report.indexed) == 6, report
        yield kb
