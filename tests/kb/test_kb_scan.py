"""The no-change pass: one walk of the folder, nothing compared file by file, nothing written."""

from __future__ import annotations

import os
import sqlite3
import time
from pathlib import Path

import pytest

from keel.research.kb import KnowledgeBase
from keel.research.kb.scan import default_ids, scan_folder

FILES: dict[str, str | bytes] = {
    "a.md": "# A\n\nApples are red.",
    "b.txt": "Bananas are yellow.",
    "sub/c.html": "<title>C</title><p>Cherries are dark.</p>",
    "empty.md": "",
    "bad.txt": b"\x00\x00",
    "x/one.md": "---\ndoc_id: same\n---\nFirst.",
    "y/two.md": "---\ndoc_id: same\n---\nSecond.",
}
WRITES = ("BEGIN", "INSERT", "UPDATE", "DELETE", "REPLACE", "CREATE", "DROP")


def age(folder: Path, seconds: float = 3600) -> None:
    past = time.time() - seconds
    for path in folder.rglob("*"):
        if path.is_file():
            os.utime(path, (past, past))


def statements(kb: KnowledgeBase) -> list[str]:
    """Every SQL statement ``kb`` runs from now on."""
    seen: list[str] = []
    kb._conn.set_trace_callback(seen.append)
    return seen


def forget_last_pass(path: Path) -> None:
    with sqlite3.connect(path) as conn:
        conn.execute("DELETE FROM kb_meta WHERE key = 'last_pass'")
    conn.close()


def test_unchanged_folder_is_neither_compared_nor_written(tmp_path: Path, corpus, monkeypatch):
    folder = corpus(FILES)
    age(folder)
    with KnowledgeBase.open(tmp_path / "kb.sqlite") as kb:
        first = kb.index(folder)
        monkeypatch.setattr(kb, "_known", lambda: pytest.fail("compared file by file"))
        seen = statements(kb)

        again = kb.index(folder)

    assert not [sql for sql in seen if sql.lstrip().upper().startswith(WRITES)]
    assert again.unchanged == [*first.unchanged, *first.indexed]
    assert (again.indexed, again.removed) == ([], [])
    assert again.skipped == first.skipped
    assert {s.reason.split(":")[0] for s in again.skipped} == {
        "empty file", "binary content (NUL bytes) in a text file", "duplicate doc_id 'same'"
    }  # fmt: skip


def test_remembered_outcome_is_what_comparing_every_file_gives(tmp_path: Path, corpus):
    folder = corpus(FILES)
    age(folder)
    path = tmp_path / "kb.sqlite"
    with KnowledgeBase.open(path) as kb:
        kb.index(folder)
        (folder / "b.txt").write_text("Bananas are green.")  # read again, among unchanged ones
        age(folder)
        assert kb.index(folder).indexed == ["b"]
        remembered = kb.index(folder)
    forget_last_pass(path)
    with KnowledgeBase.open(path) as kb:
        compared = kb.index(folder)
        assert kb.index(folder).model_dump(exclude={"elapsed_seconds"}) == compared.model_dump(
            exclude={"elapsed_seconds"}
        )

    assert remembered.model_dump(exclude={"elapsed_seconds"}) == compared.model_dump(
        exclude={"elapsed_seconds"}
    )


def test_recently_touched_file_is_hashed_but_nothing_is_written(kb: KnowledgeBase, corpus):
    folder = corpus({"a.md": "Apples.", "b.md": "Bananas."})
    age(folder)
    kb.index(folder)
    os.utime(folder / "a.md")  # now: within the racy window, so hashed on every pass
    seen = statements(kb)

    report = kb.index(folder)

    assert sorted(report.unchanged) == ["a", "b"]
    assert "SELECT source_path, doc_id, content_hash" in " ".join(seen)
    assert not [sql for sql in seen if sql.lstrip().upper().startswith(WRITES)]


@pytest.mark.parametrize(
    "change",
    [
        lambda folder: (folder / "b.txt").write_text("Bananas are green now."),
        lambda folder: (folder / "b.txt").unlink(),
        lambda folder: (folder / "new.md").write_text("A new file."),
        lambda folder: os.utime(folder / "b.txt", (1, 1)),
    ],
    ids=["edited", "deleted", "added", "touched"],
)
def test_any_change_after_a_remembered_pass_is_seen(kb: KnowledgeBase, corpus, change):
    folder = corpus({"a.md": "Apples.", "b.txt": "Bananas are yellow."})
    age(folder)
    kb.index(folder)
    change(folder)

    report = kb.index(folder)

    assert report.indexed or report.removed or "b" in report.unchanged
    kb_ids = sorted(d.doc_id for d in kb.documents())
    expected = sorted(p.relative_to(folder).with_suffix("").as_posix() for p in folder.rglob("*.*"))
    assert kb_ids == expected


def test_walk_order_and_ids_match_sorting_paths_by_parts(tmp_path: Path):
    names = ["a-b/x.md", "a/b.md", "a.md", "a.txt", "a.b/c.md", "B.md", "a/.hidden.md",
             ".dir/d.md", "z.MD", "skip.csv"]  # fmt: skip
    for name in names:
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text("text")

    entries = scan_folder(tmp_path)

    expected = sorted(
        (n for n in names if ".hidden" not in n and ".dir" not in n and "csv" not in n),
        key=lambda n: tuple(n.split("/")),
    )
    assert [e.rel for e in entries] == expected
    assert [e.path for e in entries] == [str(tmp_path / n) for n in expected]
    assert default_ids(entries) == ["B", "a/b", "a-b/x", "a.b/c", "a", "a.txt", "z"]
