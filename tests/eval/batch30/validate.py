"""Check the structure of evaluation batch 30 and print a summary.

Checks: unique ids of the form <prefix>-q1..q6 with one 2-letter prefix per collection,
valid classes and kinds, the fields each kind needs, that every cited doc_id exists, that
every contains_any phrase occurs verbatim (whitespace-normalised) in a cited document,
3-5 documents of supported formats and 6 questions per collection.
Run: /work/main/.venv/bin/python tests/eval/batch30/validate.py
"""

import html
import json
import re
import sys
from collections import Counter
from pathlib import Path

from pypdf import PdfReader

HERE = Path(__file__).resolve().parent
CLASSES = {"period", "numbers", "question", "binding", "document", "non-numeric", "titles"}
KINDS = {"number", "text", "not_found", "ask"}
FORMATS = {".md", ".txt", ".html", ".json", ".pdf"}


def doc_text(path):
    """Plain text of a document, as a reader would see it."""
    if path.suffix == ".pdf":
        return "\n".join(page.extract_text() for page in PdfReader(path).pages)
    raw = path.read_text(encoding="utf-8")
    if path.suffix == ".html":
        return html.unescape(re.sub(r"<[^>]+>", " ", raw))
    return raw


def squash(text):
    return " ".join(text.split())


def is_number(value):
    return isinstance(value, int | float) and not isinstance(value, bool)


def check_expect(qid, expect, docs, errors):
    kind = expect.get("kind")
    if kind not in KINDS:
        errors.append(f"{qid}: bad kind {kind!r}")
        return
    cites = expect.get("cite", [])
    if kind in ("number", "text") and not cites:
        errors.append(f"{qid}: {kind} needs a non-empty cite list")
    for cite in cites:
        if cite not in docs:
            errors.append(f"{qid}: cited doc {cite!r} does not exist")
    if kind == "number":
        if not is_number(expect.get("value")):
            errors.append(f"{qid}: number needs a numeric value")
        if not isinstance(expect.get("unit"), str) or not expect.get("unit"):
            errors.append(f"{qid}: number needs a unit")
        tolerance = expect.get("tolerance")
        if not is_number(tolerance) or tolerance < 0:
            errors.append(f"{qid}: number needs a tolerance >= 0")
    if kind == "text":
        phrases = expect.get("contains_any")
        if not isinstance(phrases, list) or not 1 <= len(phrases) <= 3:
            errors.append(f"{qid}: text needs 1 to 3 contains_any phrases")
            return
        cited = [docs[c] for c in cites if c in docs]
        for phrase in phrases:
            if not any(squash(phrase) in text for text in cited):
                errors.append(f"{qid}: phrase {phrase!r} not found in a cited document")


def check_collection(folder, errors, prefixes):
    doc_dir = folder / "docs"
    files = sorted(p for p in doc_dir.rglob("*") if p.is_file())
    docs = {}
    formats = set()
    for path in files:
        if path.suffix not in FORMATS:
            errors.append(f"{folder.name}: unsupported format {path.name}")
            continue
        doc_id = path.relative_to(doc_dir).with_suffix("").as_posix()
        docs[doc_id] = squash(doc_text(path))
        formats.add(path.suffix[1:])
    if not 3 <= len(docs) <= 5:
        errors.append(f"{folder.name}: {len(docs)} documents, expected 3 to 5")
    questions = json.loads((folder / "questions.json").read_text(encoding="utf-8"))
    if len(questions) != 6:
        errors.append(f"{folder.name}: {len(questions)} questions, expected 6")
    prefix = questions[0]["id"].split("-")[0] if questions else ""
    if not re.fullmatch(r"[a-z]{2}", prefix) or prefix in prefixes:
        errors.append(f"{folder.name}: bad or repeated prefix {prefix!r}")
    prefixes.add(prefix)
    for number, question in enumerate(questions, start=1):
        qid = question.get("id")
        if qid != f"{prefix}-q{number}":
            errors.append(f"{folder.name}: id {qid!r}, expected {prefix}-q{number}")
        for field in ("question", "why"):
            if not isinstance(question.get(field), str) or not question.get(field):
                errors.append(f"{qid}: missing {field}")
        if question.get("class") not in CLASSES:
            errors.append(f"{qid}: bad class {question.get('class')!r}")
        check_expect(qid, question.get("expect", {}), docs, errors)
    return questions, formats, len(docs)


def main():
    errors = []
    prefixes = set()
    ids = Counter()
    classes = Counter()
    kinds = Counter()
    format_use = Counter()
    folders = sorted(p for p in HERE.iterdir() if (p / "questions.json").is_file())
    print(f"{'collection':32} {'docs':>4}  formats")
    for folder in folders:
        questions, formats, n_docs = check_collection(folder, errors, prefixes)
        format_use.update(formats)
        for question in questions:
            ids[question.get("id")] += 1
            classes[question.get("class")] += 1
            kinds[question.get("expect", {}).get("kind")] += 1
        print(f"{folder.name:32} {n_docs:>4}  {', '.join(sorted(formats))}")
    errors += [f"duplicate id {qid}" for qid, count in ids.items() if count > 1]
    print(f"\ncollections: {len(folders)}, questions: {sum(ids.values())}")
    print("classes:", dict(sorted(classes.items())))
    print("kinds:", dict(sorted(kinds.items())))
    print("collections using each format:", dict(sorted(format_use.items())))
    for error in errors:
        print("ERROR:", error)
    print("OK" if not errors else f"{len(errors)} error(s)")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
