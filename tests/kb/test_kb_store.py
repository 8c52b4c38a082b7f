"""Reading, searching, provenance and the index's location."""

from __future__ import annotations

import hashlib
import threading
import time
from datetime import UTC, datetime
from pathlib import Path
from types import ModuleType

import pytest
from kb_helpers import paragraphs

import keel.research.kb
from keel.research.kb import DocumentNotFound, KnowledgeBase


def test_short_document_is_one_chunk_read_whole(kb: KnowledgeBase, corpus):
    folder = corpus({"short.md": "# Short\n\nOne paragraph only."})
    kb.index(folder)

    chunk = kb.read("short")

    assert (chunk.chunk, chunk.chunks) == (0, 1)
    assert chunk.text == "# Short\n\nOne paragraph only."


def test_long_document_is_chunked_and_read_by_chunk(kb: KnowledgeBase, corpus):
    folder = corpus({"long.md": paragraphs(20)})
    kb.index(folder)
    doc = kb.document("long")
    assert doc is not None

    first, third = kb.read("long"), kb.read("long", 2)

    assert doc.chunks >= 4
    assert (first.chunk, first.chunks) == (0, doc.chunks)
    assert (third.chunk, third.chunks) == (2, doc.chunks)
    assert first.text.startswith("para0 ")
    assert third.text != first.text
    assert all(len(kb.read("long", n).text) <= 1200 for n in range(doc.chunks))
    whole = "\n\n".join(kb.read("long", n).text for n in range(doc.chunks))
    assert whole == paragraphs(20)


def test_chunk_out_of_range_names_the_valid_range(kb: KnowledgeBase, corpus):
    folder = corpus({"three.md": paragraphs(12)})
    kb.index(folder)
    assert kb.read("three").chunks == 3

    with pytest.raises(IndexError) as raised:
        kb.read("three", 7)

    assert str(raised.value) == "chunk 7 out of range: doc has 3 chunks (0-2)"
    with pytest.raises(IndexError, match="chunk -1 out of range"):
        kb.read("three", -1)


def test_unknown_document(kb: KnowledgeBase, corpus):
    kb.index(corpus({"a.md": "text"}))

    with pytest.raises(DocumentNotFound) as raised:
        kb.read("x")

    assert isinstance(raised.value, KeyError)
    assert str(raised.value) == "unknown document 'x'; search the knowledge base for valid ids"
    assert kb.document("x") is None
    assert kb.content_hash("x") is None


def test_provenance_of_a_document(kb: KnowledgeBase, corpus):
    body = b"---\nversion: v3\npublished: March 2024\n---\nFacts.\n"
    folder = corpus({"facts.md": body})
    before = datetime.now(UTC)

    kb.index(folder)

    doc = kb.document("facts")
    assert doc is not None
    assert doc.content_hash == hashlib.sha256(body).hexdigest() == kb.content_hash("facts")
    assert doc.source_path == str((folder / "facts.md").resolve())
    assert Path(doc.source_path).is_absolute()
    assert (doc.size_bytes, doc.version, doc.published) == (len(body), "v3", "March 2024")
    assert doc.read_at.tzinfo is not None
    assert before <= doc.read_at <= datetime.now(UTC)
    chunk = kb.read("facts")
    assert (chunk.content_hash, chunk.source_path) == (doc.content_hash, doc.source_path)
    assert (chunk.version, chunk.published, chunk.title) == ("v3", "March 2024", "facts")


def test_documents_are_listed_by_doc_id(kb: KnowledgeBase, corpus):
    kb.index(corpus({"b.md": "bee", "a.txt": "ay", "c/c.json": '{"text": "sea"}'}))

    assert [d.doc_id for d in kb.documents()] == ["a", "b", "c/c"]


def test_search_finds_planted_term_with_snippet(kb: KnowledgeBase, corpus):
    planted = "In 2024 the zephyrium output reached 42 tonnes."
    long_doc = paragraphs(8) + "\n\n" + planted + "\n\n" + paragraphs(8, "tail")
    folder = corpus({"mine.md": long_doc, "other.md": "Nothing relevant here."})
    kb.index(folder)

    hits = kb.search("zephyrium output")

    assert hits
    top = hits[0]
    assert top.doc_id == "mine"
    assert kb.read("mine", top.chunk).text.count("zephyrium") == 1
    assert top.chunks == kb.read("mine").chunks > 1
    assert "zephyrium output reached 42 tonnes" in top.snippet
    assert len(top.snippet) <= 202
    assert top.score > 0
    assert top.title == "mine"


def test_search_hit_carries_version_and_date(kb: KnowledgeBase, corpus):
    kb.index(corpus({"r.md": "---\nversion: 2\npublished: 2024-05-01\n---\nquokka census"}))

    [hit] = kb.search("quokka")

    assert (hit.doc_id, hit.chunk, hit.chunks) == ("r", 0, 1)
    assert (hit.version, hit.published) == ("2", "2024-05-01")
    assert hit.snippet == "quokka census"


def test_search_respects_limit_and_blank_queries(kb: KnowledgeBase, corpus):
    kb.index(corpus({f"d{n}.md": f"shared term number {n}" for n in range(8)}))

    assert len(kb.search("shared term", limit=3)) == 3
    assert len(kb.search("shared term")) == 5
    assert kb.search("   ") == []
    assert kb.search("shared", limit=0) == []


def test_search_before_indexing_is_empty(kb: KnowledgeBase):
    assert kb.search("anything") == []
    assert kb.documents() == []


def test_kb_can_be_used_from_another_thread(kb: KnowledgeBase, corpus):
    kb.index(corpus({"a.md": "threaded access works"}))
    found: list[str] = []

    worker = threading.Thread(target=lambda: found.extend(h.doc_id for h in kb.search("threaded")))
    worker.start()
    worker.join()

    assert found == ["a"]


def test_default_path_is_stable_and_under_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    folder = tmp_path / "My Reports!"
    folder.mkdir()
    home = tmp_path / "home"
    monkeypatch.chdir(tmp_path)

    path = KnowledgeBase.default_path(folder, home)

    assert path.parent == home / "kb"
    assert path.name.startswith("my-reports-")
    assert path.suffix == ".sqlite"
    assert len(path.stem) == len("my-reports-") + 12
    assert KnowledgeBase.default_path("My Reports!", home) == path
    assert KnowledgeBase.default_path(str(folder / ".." / "My Reports!"), str(home)) == path
    assert KnowledgeBase.default_path(tmp_path / "other", home) != path


def test_default_path_of_root_folder_has_a_slug():
    assert KnowledgeBase.default_path("/", "/h").name.startswith("kb-")


def test_open_creates_parent_folders(tmp_path: Path):
    path = tmp_path / "deep" / "er" / "index.sqlite"

    with KnowledgeBase.open(path) as kb:
        assert kb.path == path

    assert path.exists()


def test_close_ends_use(tmp_path: Path):
    kb = KnowledgeBase.open(tmp_path / "i.sqlite")
    kb.close()

    with pytest.raises(Exception, match="closed"):
        kb.documents()


def test_thousands_of_small_documents_index_in_seconds(kb: KnowledgeBase, tmp_path: Path):
    folder = tmp_path / "many"
    folder.mkdir()
    for n in range(1500):
        (folder / f"doc{n:05}.txt").write_text(f"Small document {n} about item{n} and trade.")

    started = time.perf_counter()
    report = kb.index(folder)
    elapsed = time.perf_counter() - started

    assert len(report.indexed) == 1500
    assert elapsed < 3.0  # about 0.3 s here; the bound only catches a quadratic slowdown
    assert [hit.doc_id for hit in kb.search("item1234")] == ["doc01234"]


def test_kb_all_lists_exactly_the_public_names():
    kb = keel.research.kb
    public = {  # dir() includes the names the package has not loaded yet
        name
        for name in dir(kb)
        if not name.startswith("_") and not isinstance(getattr(kb, name), ModuleType)
    }
    assert set(keel.research.kb.__all__) == public
    assert len(keel.research.kb.__all__) == len(public)
