"""Fixtures for knowledge base tests: corpora written into ``tmp_path``, an open KB."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from kb_helpers import write

from keel.research.kb import KnowledgeBase


@pytest.fixture
def corpus(tmp_path: Path) -> Callable[[dict[str, str | bytes]], Path]:
    """Writes a corpus into ``tmp_path/docs`` and returns the folder."""
    return lambda files: write(tmp_path / "docs", files)


@pytest.fixture
def kb(tmp_path: Path) -> Iterator[KnowledgeBase]:
    """An empty knowledge base in ``tmp_path/index.sqlite``."""
    with KnowledgeBase.open(tmp_path / "index.sqlite") as opened:
        yield opened
