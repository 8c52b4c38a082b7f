"""Validate the batch 31 evaluation collections and print a summary.

Run: /work/main/.venv/bin/python tests/eval/batch31/validate.py
Exits with status 1 if any check fails.
"""

import json
import re
import sys
from collections import Counter
from pathlib import Path

from pypdf import PdfReader

HERE = Path(__file__).resolve().parent
FORMATS = {".md", ".txt", ".html", ".json", ".pdf"}
CLASSES = {"period", "numbers", "question", "binding", "document", "non-numeric", "titles"}
KINDS = {"number", "text", "not_found", "ask"}
MIN_COLLECTIONS_PER_FORMAT = 8


def doc_text(path):
    """Return the text of a document as the checks see it (PDF text is extracted)."""
    if path.suffix == ".pdf":
        return "\n".join(page.extract_text() for page in PdfReader(path).pages)
    return path.read_text(encoding="utf-8")


def squash(text):
    return re.sub(r"\s+", " ", text).strip()


def check_expect(qid, expect, docs, errors):
    kind = expect.get("kind")
    if kind not in KINDS:
        errors.append(f"{qid}: invalid kind {kind!r}")
        return
    if kind in {"not_found", "ask"}:
        return
    cite = expect.get("cite")
    if not isinstance(cite, list) or not cite:
        errors.append(f"{qid}: cite must be a non-empty list")
        return
    missing = [doc_id for doc_id in cite if doc_id not in docs]
    if missing:
        errors.append(f"{qid}: unknown cite {missing}")
        return
    if kind == "number":
        for field, types in (("value", (int, float)), ("tolerance", (int, float)), ("unit", str)):
            if not isinstance(expect.get(field), types) or isinstance(expect.get(field), bool):
                errors.append(f"{qid}: number needs {field}")
        return
    phrases = expect.get("contains_any")
    if not isinstance(phrases, list) or not 1 <= len(phrases) <= 3:
        errors.append(f"{qid}: contains_any must list 1 to 3 phrases")
        return
    cited_text = squash(" ".join(doc_text(docs[doc_id]) for doc_id in cite))
    for phrase in phrases:
        if squash(phrase) not in cited_text:
            errors.append(f"{qid}: phrase not found verbatim in cited docs: {phrase!r}")


def check_collection(folder, errors, seen_ids, class_kind, formats):
    docs = {}
    for path in sorted((folder / "docs").rglob("*")):
        if path.is_file():
            if path.suffix not in FORMATS:
                errors.append(f"{folder.name}: unsupported format {path.name}")
            docs[str(path.relative_to(folder / "docs").with_suffix(""))] = path
    if not 3 <= len(docs) <= 5:
        errors.append(f"{folder.name}: {len(docs)} documents, expected 3 to 5")
    for fmt in {path.suffix for path in docs.values()}:
        formats[fmt] += 1

    questions = json.loads((folder / "questions.json").read_text(encoding="utf-8"))
    if len(questions) != 6:
        errors.append(f"{folder.name}: {len(questions)} questions, expected 6")
    prefix = questions[0]["id"].split("-")[0] if questions else ""
    if not re.fullmatch(r"[a-z]{2}", prefix):
        errors.append(f"{folder.name}: bad id prefix {prefix!r}")
    for number, question in enumerate(questions, start=1):
        qid = question.get("id")
        if qid != f"{prefix}-q{number}":
            errors.append(f"{folder.name}: id {qid!r} should be {prefix}-q{number}")
        if qid in seen_ids:
            errors.append(f"{qid}: duplicate id")
        seen_ids.add(qid)
        for field in ("question", "why"):
            if not isinstance(question.get(field), str) or not question[field].strip():
                errors.append(f"{qid}: missing {field}")
        if question.get("class") not in CLASSES:
            errors.append(f"{qid}: invalid class {question.get('class')!r}")
        expect = question.get("expect", {})
        check_expect(qid, expect, docs, errors)
        class_kind[(question.get("class"), expect.get("kind"))] += 1
    return prefix, len(docs), len(questions)


def main():
    errors = []
    seen_ids = set()
    class_kind = Counter()
    formats = Counter()
    folders = sorted(path.parent for path in HERE.glob("*/questions.json"))
    print(f"{'collection':<24} {'prefix':<6} {'docs':>4} {'questions':>9}")
    for folder in folders:
        prefix, n_docs, n_questions = check_collection(
            folder, errors, seen_ids, class_kind, formats
        )
        print(f"{folder.name:<24} {prefix:<6} {n_docs:>4} {n_questions:>9}")

    print(f"\ncollections: {len(folders)}, questions: {sum(class_kind.values())}")
    classes = Counter()
    kinds = Counter()
    for (cls, kind), count in class_kind.items():
        classes[cls] += count
        kinds[kind] += count
    print("per class:", dict(sorted(classes.items())))
    print("per kind: ", dict(sorted(kinds.items())))
    print("collections per format:", dict(sorted(formats.items())))
    for fmt in sorted(FORMATS):
        if formats[fmt] < MIN_COLLECTIONS_PER_FORMAT:
            errors.append(f"format {fmt} used in only {formats[fmt]} collections")

    if errors:
        print(f"\n{len(errors)} problem(s):")
        for error in errors:
            print(" -", error)
        sys.exit(1)
    print("\nall checks passed")


if __name__ == "__main__":
    main()
