"""Document ids per the folder contract: the path in the folder without the extension."""

from __future__ import annotations

import json
import os
from pathlib import Path

from kb_helpers import write
from typer.testing import CliRunner

from keel.cli import app
from keel.research.kb import KnowledgeBase


def ids(kb: KnowledgeBase) -> list[str]:
    return [document.doc_id for document in kb.documents()]


def test_same_name_in_two_subfolders_gives_two_documents(kb: KnowledgeBase, corpus):
    folder = corpus({
        "2023/annual-report.md": "Revenue for 2023 was $80 million.",
        "2024/annual-report.md": "Revenue for 2024 was $100 million.",
        "summary.md": "Summary.",
    })  # fmt: skip

    report = kb.index(folder)

    assert report.skipped == []
    assert ids(kb) == ["2023/annual-report", "2024/annual-report", "summary"]
    assert "$100 million" in kb.read("2024/annual-report").text


def test_files_differing_only_in_extension_are_both_kept(kb: KnowledgeBase, corpus):
    folder = corpus({"a.txt": "Text version.", "a.md": "Markdown version.", "b/a.html": "<p>x"})

    report = kb.index(folder)

    assert report.skipped == []
    assert ids(kb) == ["a", "a.txt", "b/a"]
    assert kb.read("a").text == "Markdown version."
    assert kb.read("a.txt").text == "Text version."


def test_a_new_file_taking_the_plain_id_moves_the_other_to_its_extension(kb: KnowledgeBase, corpus):
    folder = corpus({"a.txt": "Text version."})
    kb.index(folder)
    assert ids(kb) == ["a"]

    write(folder, {"a.md": "Markdown version."})
    kb.index(folder)
    assert ids(kb) == ["a", "a.txt"]
    assert kb.read("a").text == "Markdown version."

    (folder / "a.md").unlink()
    kb.index(folder)
    assert ids(kb) == ["a"]
    assert kb.read("a").text == "Text version."


def test_an_extended_id_another_file_has_as_its_plain_id_is_made_unique(kb, corpus):
    folder = corpus({"a.md": "Markdown.", "a.txt": "Text.", "a.txt.md": "Markdown of a.txt."})

    report = kb.index(folder)

    assert report.skipped == []
    assert ids(kb) == ["a", "a.txt", "a.txt~2"]
    assert kb.read("a.txt").text == "Markdown of a.txt."
    assert kb.read("a.txt~2").text == "Text."


def test_names_differing_in_the_extension_case_are_all_kept(kb, corpus):
    folder = corpus({"b.MD": "Upper.", "b.md": "Lower.", "b.md.txt": "Text of b.md."})

    report = kb.index(folder)

    assert report.skipped == []
    assert len(ids(kb)) == 3
    assert sorted(kb.read(doc_id).text for doc_id in ids(kb)) == [
        "Lower.",
        "Text of b.md.",
        "Upper.",
    ]


def test_a_file_moved_off_its_made_unique_id_is_read_again(kb, corpus):
    folder = corpus({"a.md": "Markdown.", "a.txt": "Text.", "a.txt.md": "Markdown of a.txt."})
    kb.index(folder)
    (folder / "a.txt.md").unlink()
    kb.index(folder)
    assert ids(kb) == ["a", "a.txt"]
    assert kb.read("a.txt").text == "Text."


def test_front_matter_ids_that_clash_are_skipped_with_the_reason(kb: KnowledgeBase, corpus):
    folder = corpus({
        "x/one.md": "---\ndoc_id: report\n---\nFirst claimant.",
        "y/two.md": "---\ndoc_id: report\n---\nSecond claimant.",
    })  # fmt: skip

    report = kb.index(folder)

    [skip] = report.skipped
    assert skip.path == str(folder / "y" / "two.md")
    assert skip.reason.startswith("duplicate doc_id 'report'")
    assert kb.read("report").text == "First claimant."


def test_keel_ask_reports_a_skip_in_json_and_on_stderr(tmp_path: Path):
    folder = write(tmp_path / "docs", {
        "x/one.md": "---\ndoc_id: report\n---\nRevenue was $1 million.",
        "y/two.md": "---\ndoc_id: report\n---\nRevenue was $2 million.",
    })  # fmt: skip
    script = tmp_path / "script.jsonl"
    final = {"kind": "final", "answer": "No answer.", "citations": []}
    script.write_text(json.dumps({"decision": final}) + "\n")
    args = ["ask", "What was revenue?", "--kb", str(folder), "--model", f"scripted:{script}"]
    env = {"KEEL_HOME": str(tmp_path / "home"), "KEEL_MODEL": None}

    result = CliRunner().invoke(app, [*args, "--json", "--no-input"], env=env)

    report = json.loads(result.stdout)
    [skip] = report["index"]["skipped"]
    assert skip["path"] == os.path.join(folder, "y", "two.md")
    assert skip["reason"].startswith("duplicate doc_id 'report'")
    assert f"keel: skipped {skip['path']}: duplicate doc_id 'report'" in result.stderr
