"""Re-indexing reads only what changed, drops what is gone, and survives concurrent writers."""

from __future__ import annotations

import os
import random
import sqlite3
import threading
import time
from pathlib import Path

import pytest

import keel.research.kb.ingest
from keel.research.kb import IndexProgress, KBError, KnowledgeBase
from keel.research.kb.store import BM25Index

FILES = {
    "a.md": "# A\n\nApples are red.",
    "b.txt": "Bananas are yellow.",
    "sub/c.html": "<title>C</title><p>Cherries are dark.</p>",
}


def age(folder: Path, seconds: float = 3600) -> None:
    """Move every file's mtime into the past, as for files not touched recently."""
    past = time.time() - seconds
    for path in folder.rglob("*"):
        if path.is_file():
            os.utime(path, (past, past))


@pytest.fixture
def loads(monkeypatch: pytest.MonkeyPatch) -> list[Path]:
    """Every path the ingester parses, in order."""
    calls: list[Path] = []
    real = keel.research.kb.ingest.load

    def counting(path: Path, data: bytes):
        calls.append(path)
        return real(path, data)

    monkeypatch.setattr(keel.research.kb.ingest, "load", counting)
    return calls


@pytest.fixture
def reads(monkeypatch: pytest.MonkeyPatch) -> list[Path]:
    """Every file whose bytes are read (for hashing or parsing)."""
    calls: list[Path] = []
    real = Path.read_bytes

    def counting(self: Path) -> bytes:
        calls.append(self)
        return real(self)

    monkeypatch.setattr(Path, "read_bytes", counting)
    return calls


def test_unchanged_files_are_not_read_at_all(kb: KnowledgeBase, corpus, loads, reads):
    folder = corpus(FILES)
    age(folder)
    kb.index(folder)
    loads.clear()
    reads.clear()

    report = kb.index(folder)

    assert sorted(report.unchanged) == ["a", "b", "sub/c"]
    assert (report.indexed, report.removed, report.skipped) == ([], [], [])
    assert (loads, reads) == ([], [])


def test_recently_modified_files_are_hashed_but_not_parsed(kb: KnowledgeBase, corpus, loads, reads):
    folder = corpus(FILES)
    kb.index(folder)
    loads.clear()
    reads.clear()

    report = kb.index(folder)

    assert sorted(report.unchanged) == ["a", "b", "sub/c"]
    assert loads == []
    assert len(reads) == 3


def test_touched_but_identical_file_is_not_parsed(kb: KnowledgeBase, corpus, loads):
    folder = corpus(FILES)
    age(folder)
    kb.index(folder)
    os.utime(folder / "a.md")
    loads.clear()

    report = kb.index(folder)

    assert "a" in report.unchanged
    assert loads == []


def test_changed_file_is_read_again(kb: KnowledgeBase, corpus, loads):
    folder = corpus(FILES)
    age(folder)
    kb.index(folder)
    old_hash = kb.content_hash("b")
    loads.clear()
    (folder / "b.txt").write_text("Bananas are now green and longer.")

    report = kb.index(folder)

    assert report.indexed == ["b"]
    assert sorted(report.unchanged) == ["a", "sub/c"]
    assert loads == [folder / "b.txt"]
    assert kb.read("b").text == "Bananas are now green and longer."
    assert kb.content_hash("b") != old_hash
    assert [hit.doc_id for hit in kb.search("green")] == ["b"]


def test_same_size_rewrite_right_after_reading_is_detected(kb: KnowledgeBase, corpus):
    folder = corpus({"a.txt": "version one"})
    kb.index(folder)
    stat = (folder / "a.txt").stat()
    (folder / "a.txt").write_text("version two")
    os.utime(folder / "a.txt", ns=(stat.st_atime_ns, stat.st_mtime_ns))

    report = kb.index(folder)

    assert report.indexed == ["a"]
    assert kb.read("a").text == "version two"


def test_removed_file_disappears(kb: KnowledgeBase, corpus):
    folder = corpus(FILES)
    kb.index(folder)
    (folder / "sub" / "c.html").unlink()

    report = kb.index(folder)

    assert report.removed == ["sub/c"]
    assert kb.document("sub/c") is None
    assert kb.search("cherries") == []
    assert sorted(d.doc_id for d in kb.documents()) == ["a", "b"]


def test_changed_doc_id_replaces_the_old_one(kb: KnowledgeBase, corpus):
    folder = corpus(FILES)
    kb.index(folder)
    (folder / "a.md").write_text("---\ndoc_id: apples\n---\nApples are red.")

    report = kb.index(folder)

    assert (report.indexed, report.removed) == (["apples"], ["a"])
    assert kb.document("a") is None
    assert kb.read("apples").text == "Apples are red."


def test_file_turned_bad_is_skipped_and_removed(kb: KnowledgeBase, corpus):
    folder = corpus(FILES)
    kb.index(folder)
    (folder / "b.txt").write_bytes(b"\x00\x00")

    report = kb.index(folder)

    assert report.removed == ["b"]
    assert [s.reason for s in report.skipped] == ["binary content (NUL bytes) in a text file"]
    assert kb.document("b") is None


def test_earlier_file_taking_over_a_doc_id(kb: KnowledgeBase, corpus):
    folder = corpus({"b/report.md": "---\ndoc_id: report\n---\nOld owner."})
    kb.index(folder)
    (folder / "a").mkdir()
    (folder / "a" / "report.md").write_text("---\ndoc_id: report\n---\nNew owner.")

    report = kb.index(folder)

    assert report.indexed == ["report"]
    assert report.skipped[0].path == str(folder / "b" / "report.md")
    assert kb.read("report").text == "New owner."


def test_ranking_is_updated_only_when_something_changed(kb, corpus, monkeypatch):
    calls: list[tuple[list[int], list[tuple[int, str]]]] = []
    real = BM25Index.update

    def spy(self, removed, added):
        calls.append((list(removed), list(added)))
        real(self, calls[-1][0], calls[-1][1])

    monkeypatch.setattr(BM25Index, "update", spy)
    folder = corpus(FILES)
    age(folder)

    kb.index(folder)
    kb.index(folder)
    (folder / "b.txt").write_text("Bananas are brown.")
    kb.index(folder)

    assert len(calls) == 2
    removed, added = calls[0]
    texts = sorted(text for _, text in added)
    assert removed == []
    assert texts == ["A\n# A\n\nApples are red.", "C\nCherries are dark.", "b\nBananas are yellow."]
    b_rowid = next(rowid for rowid, text in added if text.startswith("b\n"))
    assert calls[1][0] == [b_rowid]
    assert [text for _, text in calls[1][1]] == ["b\nBananas are brown."]
    assert calls[1][1][0][0] > max(rowid for rowid, _ in added)


def test_progress_is_reported_after_each_file(kb: KnowledgeBase, corpus):
    folder = corpus(FILES)
    seen: list[IndexProgress] = []

    kb.index(folder, progress=seen.append)

    assert [p.files_done for p in seen] == [1, 2, 3]
    assert {p.files_total for p in seen} == {3}
    total = sum(len(content.encode()) for content in FILES.values())
    assert seen[-1].bytes_done == seen[-1].bytes_total == total
    assert [Path(p.current).name for p in seen] == ["a.md", "b.txt", "c.html"]
    assert all(p.elapsed_seconds >= 0 for p in seen)


def test_index_survives_reopening(tmp_path: Path, corpus):
    folder = corpus(FILES)
    with KnowledgeBase.open(tmp_path / "kb.sqlite") as first:
        first.index(folder)

    with KnowledgeBase.open(tmp_path / "kb.sqlite") as again:
        assert [hit.doc_id for hit in again.search("bananas")] == ["b"]
        assert again.index(folder).indexed == []


def test_two_knowledge_bases_on_one_file_index_concurrently(tmp_path: Path, corpus):
    folder = corpus({f"doc{n:03}.md": f"Document {n} mentions topic{n}." for n in range(150)})
    path = tmp_path / "shared.sqlite"
    errors: list[BaseException] = []

    def run() -> None:
        try:
            with KnowledgeBase.open(path) as kb:
                kb.index(folder)
        except BaseException as exc:  # pragma: no cover - reported below
            errors.append(exc)

    threads = [threading.Thread(target=run) for _ in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()

    assert errors == []
    with KnowledgeBase.open(path) as kb:
        assert len(kb.documents()) == 150
        assert [hit.doc_id for hit in kb.search("topic77")] == ["doc077"]
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA integrity_check").fetchone() == ("ok",)
    assert conn.execute("SELECT count(*) FROM kb_chunks").fetchone() == (150,)
    conn.close()


def test_one_knowledge_base_sees_what_another_indexed(tmp_path: Path, corpus):
    folder = corpus(FILES)
    path = tmp_path / "shared.sqlite"
    with KnowledgeBase.open(path) as reader, KnowledgeBase.open(path) as writer:
        writer.index(folder)
        assert reader.document("a") is not None
        assert reader.index(folder).indexed == []


def test_many_connections_can_create_one_index_file_at_once(tmp_path: Path):
    errors: list[BaseException] = []

    def open_and_close(path: Path) -> None:
        try:
            KnowledgeBase.open(path).close()
        except BaseException as exc:  # pragma: no cover - reported below
            errors.append(exc)

    for attempt in range(15):
        path = tmp_path / f"race{attempt}.sqlite"
        threads = [threading.Thread(target=open_and_close, args=(path,)) for _ in range(4)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()

    assert errors == []


def test_failed_write_is_a_kb_error_and_keeps_the_old_index(kb, corpus, monkeypatch):
    folder = corpus(FILES)
    kb.index(folder)
    (folder / "b.txt").write_text("Changed bananas.")

    def failing(self, removed, added):
        raise sqlite3.OperationalError("database or disk is full")

    monkeypatch.setattr(BM25Index, "update", failing)
    with pytest.raises(KBError, match=r"cannot write the knowledge base index .*disk is full"):
        kb.index(folder)

    assert kb.read("b").text == "Bananas are yellow."
    assert [hit.doc_id for hit in kb.search("bananas")] == ["b"]


def test_edits_rank_exactly_as_a_rebuild_of_the_ranking(kb: KnowledgeBase, corpus):
    """Random adds, edits and deletes of files, one pass each: the updated ranking gives the
    same chunks, scores and order as one rebuilt from the chunks the index holds."""
    rng = random.Random(3)
    words = [f"word{i}" for i in range(60)]
    weights = [1 / (i + 1) for i in range(60)]

    def text() -> str:
        return " ".join(rng.choices(words, weights, k=rng.randint(3, 30)))

    folder = corpus({f"doc{n}.md": text() for n in range(30)})
    queries = [" ".join(rng.choices(words, weights, k=rng.randint(1, 4))) for _ in range(25)]
    for step in range(12):
        names = sorted(p.name for p in folder.iterdir())
        for name in rng.sample(names, 3):
            (folder / name).write_text(text())
        (folder / rng.choice(names)).unlink()
        (folder / f"new{step}.md").write_text(text())
        kb.index(folder)

        rebuilt = BM25Index(sqlite3.connect(":memory:"))
        rebuilt.rebuild(
            kb._conn.execute(
                "SELECT c.id, d.title || char(10) || c.text FROM kb_chunks c "
                "JOIN kb_documents d USING (doc_id) ORDER BY c.id"
            ).fetchall()
        )
        for query in queries:
            assert kb._ranking.search(query, 10) == rebuilt.search(query, 10)


def test_index_of_an_older_schema_is_read_again_with_a_warning(tmp_path: Path, corpus):
    folder = corpus(FILES)
    path = tmp_path / "kb.sqlite"
    with KnowledgeBase.open(path) as kb:
        kb.index(folder)
        kb._conn.execute("UPDATE kb_meta SET value = '1' WHERE key = 'schema_version'")
        kb._conn.execute("CREATE TABLE bm25_terms (term TEXT)")  # as schema 1 kept it

    with KnowledgeBase.open(path) as kb:
        assert kb.documents() == []
        report = kb.index(folder)
        assert sorted(report.indexed) == ["a", "b", "sub/c"]
        assert "made by an older keel (schema 1)" in report.warnings[0]
        assert [hit.doc_id for hit in kb.search("bananas")] == ["b"]
        assert not kb.index(folder).warnings
    conn = sqlite3.connect(path)
    tables = {name for (name,) in conn.execute("SELECT name FROM sqlite_master")}
    assert "bm25_terms" not in tables
    conn.close()
