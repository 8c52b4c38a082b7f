"""Bad input never loses good input; unusable folders and indexes are clear errors."""

from __future__ import annotations

from pathlib import Path

import pytest
from kb_helpers import make_pdf

from keel.errors import UserError
from keel.research.kb import MAX_FILE_BYTES, KBError, KnowledgeBase

GOOD = {"good-a.md": "# Good A\n\nAlpha text.", "good-b.txt": "Beta text."}


def skipped(report) -> dict[str, str]:
    return {Path(s.path).name: s.reason for s in report.skipped}


def assert_good_indexed(kb: KnowledgeBase) -> None:
    ids = {d.doc_id for d in kb.documents()}
    assert {"good-a", "good-b"} <= ids
    assert kb.read("good-b").text == "Beta text."


def test_binary_file_with_text_extension_is_skipped(kb: KnowledgeBase, corpus):
    folder = corpus({**GOOD, "image.txt": b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x01"})

    report = kb.index(folder)

    assert skipped(report) == {"image.txt": "binary content (NUL bytes) in a text file"}
    assert_good_indexed(kb)
    assert kb.document("image") is None


def test_invalid_utf8_is_decoded_with_replacement_and_warned(kb: KnowledgeBase, corpus):
    latin1 = "Café revenue rose in São Paulo, a long enough sentence to be text.".encode("latin-1")
    folder = corpus({**GOOD, "latin.md": latin1})

    report = kb.index(folder)

    assert report.skipped == []
    assert "latin" in report.indexed
    [warning] = report.warnings
    assert warning.startswith(str(folder / "latin.md"))
    assert "invalid UTF-8 at byte 3: 2 byte(s) replaced with U+FFFD" in warning
    assert kb.read("latin").text.startswith("Caf\ufffd revenue")
    assert_good_indexed(kb)


def test_mostly_invalid_utf8_is_skipped_as_not_text(kb: KnowledgeBase, corpus):
    folder = corpus({**GOOD, "noise.txt": bytes(range(128, 256)) * 4})

    report = kb.index(folder)

    assert skipped(report)["noise.txt"].startswith("not UTF-8 text (")
    assert_good_indexed(kb)


def test_utf16_with_bom_is_read(kb: KnowledgeBase, corpus):
    folder = corpus({"wide.txt": "\ufeffWide text, from Notepad.".encode("utf-16-le")})

    kb.index(folder)

    assert kb.read("wide").text == "Wide text, from Notepad."


@pytest.mark.parametrize("content", [b"", b"  \n\t\n"])
def test_empty_file_is_skipped(kb: KnowledgeBase, corpus, content: bytes):
    folder = corpus({**GOOD, "empty.md": content})

    report = kb.index(folder)

    assert skipped(report) == {"empty.md": "empty file"}
    assert_good_indexed(kb)


def test_front_matter_only_is_skipped_as_textless(kb: KnowledgeBase, corpus):
    folder = corpus({**GOOD, "meta.md": "---\ntitle: Only meta\n---\n\n"})

    report = kb.index(folder)

    assert skipped(report) == {"meta.md": "no text found in the file"}


def test_corrupt_pdf_is_skipped_quietly(kb: KnowledgeBase, corpus, capsys, caplog):
    truncated = make_pdf("Some content that is cut off.")[:300]
    folder = corpus({**GOOD, "broken.pdf": truncated, "fine.pdf": make_pdf("Fine PDF text.")})

    report = kb.index(folder)

    reason = skipped(report)["broken.pdf"]
    assert reason.startswith("corrupt or unreadable PDF: ")
    assert "fine" in report.indexed
    assert_good_indexed(kb)
    assert capsys.readouterr() == ("", "")
    assert caplog.records == []


def test_garbage_with_pdf_extension_is_skipped(kb: KnowledgeBase, corpus):
    folder = corpus({**GOOD, "fake.pdf": b"this is not a pdf at all"})

    report = kb.index(folder)

    assert skipped(report)["fake.pdf"].startswith("corrupt or unreadable PDF")
    assert_good_indexed(kb)


def test_huge_file_is_skipped_naming_size_and_limit(kb: KnowledgeBase, corpus):
    folder = corpus({**GOOD, "huge.txt": "word " * 400})

    report = kb.index(folder, max_file_bytes=1000)

    reason = skipped(report)["huge.txt"]
    assert reason.startswith("file too large: ")
    assert "2,000 bytes" in reason
    assert "1,000 bytes" in reason
    assert "max_file_bytes" in reason
    assert_good_indexed(kb)


def test_default_size_limit_is_20_mb():
    assert MAX_FILE_BYTES == 20 * 1024 * 1024


def test_duplicate_doc_id_keeps_first_in_path_order(kb: KnowledgeBase, corpus):
    folder = corpus({
        **GOOD,
        "a/report.md": "---\ndoc_id: report\n---\nFirst claimant.",
        "b/report.txt": "---\ndoc_id: report\n---\nSecond claimant.",
    })  # fmt: skip

    report = kb.index(folder)

    [skip] = report.skipped
    assert skip.path == str(folder / "b" / "report.txt")
    assert str(folder / "a" / "report.md") in skip.reason
    assert skip.reason.startswith("duplicate doc_id 'report'")
    assert kb.read("report").text == "First claimant."
    assert_good_indexed(kb)


def test_invalid_json_is_skipped(kb: KnowledgeBase, corpus):
    folder = corpus({**GOOD, "bad.json": '{"text": "unterminated'})

    report = kb.index(folder)

    assert skipped(report)["bad.json"].startswith("invalid JSON: ")
    assert "line 1" in skipped(report)["bad.json"]
    assert_good_indexed(kb)


def test_every_kind_of_bad_input_at_once(kb: KnowledgeBase, corpus):
    folder = corpus({
        **GOOD,
        "bin.md": b"\x00\x01\x02",
        "empty.txt": b"",
        "broken.pdf": make_pdf("cut")[:200],
        "big.txt": "x " * 2000,
        "zz/good-a.txt": "---\ndoc_id: good-a\n---\nduplicate of good-a",
        "bad.json": "{",
    })  # fmt: skip

    report = kb.index(folder, max_file_bytes=3000)

    assert sorted(skipped(report)) == [
        "bad.json", "big.txt", "bin.md", "broken.pdf", "empty.txt", "good-a.txt",
    ]  # fmt: skip
    assert sorted(report.indexed) == ["good-a", "good-b"]
    assert_good_indexed(kb)


def test_missing_folder_is_a_kb_error(kb: KnowledgeBase, tmp_path: Path):
    with pytest.raises(KBError, match=r"knowledge base folder not found: .*nowhere"):
        kb.index(tmp_path / "nowhere")


def test_kb_error_is_a_user_error():
    assert issubclass(KBError, UserError)


def test_file_instead_of_folder_is_a_kb_error(kb: KnowledgeBase, tmp_path: Path):
    target = tmp_path / "doc.md"
    target.write_text("text")

    with pytest.raises(KBError, match="not a folder: "):
        kb.index(target)


def test_empty_folder_is_a_kb_error(kb: KnowledgeBase, tmp_path: Path):
    (tmp_path / "empty").mkdir()

    with pytest.raises(KBError, match=r"no supported documents \(.*\.md.*\) in .*empty"):
        kb.index(tmp_path / "empty")


def test_folder_with_only_unsupported_files_is_a_kb_error(kb: KnowledgeBase, corpus):
    folder = corpus({"a.csv": "x", ".hidden.md": "hidden"})

    with pytest.raises(KBError, match="no supported documents"):
        kb.index(folder)


def test_folder_with_only_bad_files_is_a_kb_error_with_reasons(kb: KnowledgeBase, corpus):
    folder = corpus({"empty.md": "", "bin.txt": b"\x00"})

    with pytest.raises(KBError, match=r"could be indexed .*empty file"):
        kb.index(folder)


def test_unreadable_index_file_is_a_kb_error(tmp_path: Path):
    garbage = tmp_path / "index.sqlite"
    garbage.write_bytes(b"not a database " * 100)

    with pytest.raises(KBError, match="delete it and index the folder again"):
        KnowledgeBase.open(garbage)


def test_index_path_that_is_a_folder_is_a_kb_error(tmp_path: Path):
    with pytest.raises(KBError, match="cannot open knowledge base index"):
        KnowledgeBase.open(tmp_path)


def test_index_from_another_schema_is_a_kb_error(tmp_path: Path):
    path = tmp_path / "index.sqlite"
    KnowledgeBase.open(path).close()
    with KnowledgeBase.open(path) as kb:
        kb._conn.execute("UPDATE kb_meta SET value = '99' WHERE key = 'schema_version'")

    with pytest.raises(KBError, match="schema 99"):
        KnowledgeBase.open(path)


def test_links_out_of_the_folder_are_not_followed(kb, corpus, tmp_path):
    secret = tmp_path / "secret.txt"
    secret.write_text("the password is swordfish\n")
    folder = corpus({"good.md": "# Good\n\nFine text.\n"})
    (folder / "notes.txt").symlink_to(secret)
    kb.index(folder)
    assert [d.doc_id for d in kb.documents()] == ["good"]
    assert kb.search("swordfish") == []
