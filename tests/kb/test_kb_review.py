"""Review of the incremental knowledge base (no-change pass, segmented BM25, snippets).

DEFECTS (tests expected to FAIL until fixed) come first; then CHECKS: attacks that did not
break the code, kept as regression tests.
"""

from __future__ import annotations

import os
import random
import shutil
import sqlite3
import time
from pathlib import Path

import pytest
from kb_helpers import write

from keel.research.kb import KnowledgeBase, ingest
from keel.research.kb import store as kb_store
from keel.research.kb.bm25 import BM25Index

OLD = time.time() - 1000  # an mtime well outside the 2-s window: passes may be remembered


def put(folder: Path, name: str, text: str, mtime: float = OLD) -> Path:
    path = folder / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    os.utime(path, (mtime, mtime))
    return path


def fresh_results(folder: Path, where: Path, queries: list[str], limit: int = 1000):
    """Documents and (score, doc_id, chunk, snippet) per query of a new index of ``folder``."""
    with KnowledgeBase.open(where) as fresh:
        fresh.index(folder)
        return _results(fresh, queries, limit)


def _results(kb: KnowledgeBase, queries: list[str], limit: int = 1000):
    docs = [(d.doc_id, d.title, d.source_path, d.content_hash, d.chunks) for d in kb.documents()]
    hits = {
        q: sorted((h.score, h.doc_id, h.chunk, h.snippet) for h in kb.search(q, limit))
        for q in queries
    }
    return docs, hits


# ---------------------------------------------------------------------------------------
# DEFECTS
# ---------------------------------------------------------------------------------------


def test_defect_closing_up_numbers_when_no_segment_is_left_crashes(tmp_path: Path):
    """Chunks with no indexable token (title and text only stopwords/punctuation) have no
    postings. Once every chunk that had postings is removed, the index has no segment;
    the next update that leaves more than half the numbers dead closes them up with
    ``_merge(state, 0, ...)`` over an empty segment list: IndexError (not a KBError), and
    the same on every later pass: the index can no longer be updated."""
    docs = tmp_path / "docs"
    put(docs, "a.md", "the and of")  # title "a" is a stopword too: no token at all
    put(docs, "zebra.md", "zebra")
    put(docs, "yak.md", "yak")
    with KnowledgeBase.open(tmp_path / "kb.sqlite") as kb:
        kb.index(docs)
        (docs / "zebra.md").unlink()
        (docs / "yak.md").unlink()
        kb.index(docs)  # closes up numbers: no segment is left
        put(docs, "i.md", "the")
        put(docs, "of.md", "of the")
        kb.index(docs)
        (docs / "i.md").unlink()
        (docs / "of.md").unlink()
        kb.index(docs)  # IndexError: list index out of range (bm25._merge)
        put(docs, "zebra.md", "zebra")
        kb.index(docs)
        assert [hit.doc_id for hit in kb.search("zebra")] == ["zebra"]
        assert [d.doc_id for d in kb.documents()] == ["a", "zebra"]


def test_defect_engine_update_with_no_segment_left_crashes():
    """The same defect on the engine alone."""
    index = BM25Index(sqlite3.connect(":memory:"))
    index.rebuild([(1, "the"), (2, "zebra"), (3, "yak")])
    index.update([2, 3], [])
    index.update([], [(4, "of"), (5, "and")])
    index.update([4, 5], [])  # IndexError
    index.update([], [(6, "zebra")])
    assert [rowid for rowid, _ in index.search("zebra")] == [6]


def test_defect_remembered_pass_keeps_a_document_another_writer_removed(tmp_path: Path):
    """A pass plans outside the write transaction; if another writer (a second process)
    commits in between, ``apply_plan`` writes this pass's fingerprint and kept-list
    although the index no longer holds what the plan kept. When the folder is back as
    this pass saw it (``mv`` out and back keeps size and mtime), every later pass is a
    no-change pass: the document stays missing from the index, while the report calls it
    unchanged. (At 370a601 the next pass compared and read the file again.)"""
    docs = tmp_path / "docs"
    for name in "abc":
        put(docs, f"{name}.md", f"apple {name}zebra")
    first = KnowledgeBase.open(tmp_path / "kb.sqlite")
    second = KnowledgeBase.open(tmp_path / "kb.sqlite")
    first.index(docs)
    put(docs, "new.md", "apple newthing")  # the first object's next pass has work to do

    original = ingest.apply_plan

    def interleaved(conn, plan, update):
        if conn is first._conn:  # planned; before it writes, the other process commits
            shutil.move(docs / "c.md", tmp_path / "c.md")
            second.index(docs)  # c.md is gone: removed from the index
            shutil.move(tmp_path / "c.md", docs / "c.md")  # and back, same size and mtime
        return original(conn, plan, update)

    kb_store.ingest.apply_plan = interleaved
    try:
        first.index(docs)
    finally:
        kb_store.ingest.apply_plan = original
    report = first.index(docs)
    try:
        assert "c" in report.unchanged + report.indexed
        assert [d.doc_id for d in first.documents()] == ["a", "b", "c", "new"]
        assert [hit.doc_id for hit in first.search("czebra")] == ["c"]
    finally:
        first.close()
        second.close()


def test_defect_search_racing_another_writers_commit(tmp_path: Path, monkeypatch):
    """``BM25Index.search`` reads the state (segments, chunk numbers, N, avgdl) and then
    the postings in separate statements outside a read transaction. If another process
    commits an update in between, postings of a segment the state does not know are read:
    ``KeyError`` from ``self._starts[seg]`` (or, after a close-up, scores computed from a
    mix of two versions). Simulated deterministically by committing in the gap."""
    docs = tmp_path / "docs"
    for n in range(20):
        put(docs, f"d{n}.md", f"alpha beta{n} gamma common " * (n + 1))
    writer = KnowledgeBase.open(tmp_path / "kb.sqlite")
    reader = KnowledgeBase.open(tmp_path / "kb.sqlite")
    writer.index(docs)
    reader.search("alpha")
    original = BM25Index._refresh
    fired: list[bool] = []

    def refresh_then_other_commit(self: BM25Index) -> None:
        original(self)
        if self is reader._ranking and not fired:
            fired.append(True)
            put(docs, "new.md", "delta")
            writer.index(docs)

    monkeypatch.setattr(BM25Index, "_refresh", refresh_then_other_commit)
    try:
        hits = reader.search("delta", 5)  # KeyError: 1
        assert [hit.doc_id for hit in hits] in ([], ["new"])
    finally:
        writer.close()
        reader.close()


# ---------------------------------------------------------------------------------------
# CHECKS (attacks that did not break the code)
# ---------------------------------------------------------------------------------------


def test_defect_a_transient_loader_failure_is_remembered(tmp_path: Path, monkeypatch):
    """A loader that fails with an unexpected exception (here MemoryError, which reading
    again can change) is skipped "could not be read (...)", but the pass still remembers
    the folder's fingerprint: while the folder is unchanged, the file is never tried again.
    ``Plan.fingerprint`` promises "no skip that reading again could change"; at 370a601 a
    skipped file was read again on the next pass."""
    docs = tmp_path / "docs"
    put(docs, "a.md", "apples")
    put(docs, "b.md", "bananas")
    original = ingest.load
    failures: list[str] = []

    def flaky(path, data):
        if path.name == "b.md" and not failures:
            failures.append(path.name)
            raise MemoryError("transient")
        return original(path, data)

    monkeypatch.setattr(ingest, "load", flaky)
    with KnowledgeBase.open(tmp_path / "kb.sqlite") as kb:
        first = kb.index(docs)
        assert [s.path for s in first.skipped] == [str(docs / "b.md")]
        second = kb.index(docs)  # the folder is unchanged; b.md would now load
        assert second.indexed == ["b"]
        assert [hit.doc_id for hit in kb.search("bananas")] == ["b"]
