"""Validate the batch11 evaluation set.

Run: /work/main/.venv/bin/python tests/eval/batch11/validate.py
"""

from __future__ import annotations

import html
import json
import re
import sys
from collections import Counter
from pathlib import Path

from pypdf import PdfReader

HERE = Path(__file__).resolve().parent
FORMATS = ("md", "txt", "html", "pdf", "json")
CLASSES = ("period", "numbers", "question", "binding", "document", "non-numeric", "titles")
KINDS = ("number", "text", "not_found", "ask")

MIN_COLLECTIONS = 12
MIN_QUESTIONS = 70
MIN_FORMAT_COLLECTIONS = 6
MIN_CLASS = {
    "period": 10,
    "numbers": 8,
    "question": 12,
    "binding": 8,
    "document": 10,
    "non-numeric": 6,
    "titles": 4,
}
MIN_KIND = {"not_found": 6, "ask": 3, "text": 6}


def normalise(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip().lower()


def doc_text(path: Path) -> str:
    suffix = path.suffix.lower()
    if suffix == ".pdf":
        reader = PdfReader(str(path))
        return "\n".join(page.extract_text() or "" for page in reader.pages)
    raw = path.read_text(encoding="utf-8")
    if suffix == ".html":
        raw = re.sub(r"<[^>]+>", " ", raw)
        return html.unescape(raw)
    return raw


def main() -> int:
    errors: list[str] = []
    collections = sorted(p for p in HERE.iterdir() if p.is_dir() and not p.name.startswith("_"))
    collections = [p for p in collections if p.name != "__pycache__"]
    class_counts: Counter[str] = Counter()
    kind_counts: Counter[str] = Counter()
    format_collections: Counter[str] = Counter()
    seen_ids: set[str] = set()
    prefixes: dict[str, str] = {}
    total_questions = 0

    for coll in collections:
        docs_dir = coll / "docs"
        qfile = coll / "questions.json"
        if not docs_dir.is_dir():
            errors.append(f"{coll.name}: missing docs/")
            continue
        if not qfile.is_file():
            errors.append(f"{coll.name}: missing questions.json")
            continue
        docs: dict[str, str] = {}
        formats: set[str] = set()
        for path in sorted(docs_dir.rglob("*")):
            if not path.is_file():
                continue
            ext = path.suffix.lower().lstrip(".")
            if ext not in FORMATS:
                errors.append(f"{coll.name}: unsupported document {path.name}")
                continue
            doc_id = path.relative_to(docs_dir).with_suffix("").as_posix()
            if doc_id in docs:
                errors.append(f"{coll.name}: duplicate doc id {doc_id}")
            docs[doc_id] = normalise(doc_text(path))
            formats.add(ext)
        for ext in formats:
            format_collections[ext] += 1
        if not 3 <= len(docs) <= 4:
            errors.append(f"{coll.name}: has {len(docs)} documents (expected 3-4)")

        questions = json.loads(qfile.read_text(encoding="utf-8"))
        if not isinstance(questions, list) or not 4 <= len(questions) <= 6:
            errors.append(f"{coll.name}: questions.json must be a list of 4-6 questions")
            continue
        total_questions += len(questions)
        for q in questions:
            qid = q.get("id", "")
            where = f"{coll.name}/{qid}"
            if not qid or qid in seen_ids:
                errors.append(f"{where}: missing or duplicate id")
            seen_ids.add(qid)
            prefix = qid.split("-")[0]
            if prefixes.setdefault(prefix, coll.name) != coll.name:
                errors.append(f"{where}: id prefix {prefix} also used by {prefixes[prefix]}")
            for key in ("question", "class", "expect", "why"):
                if not q.get(key):
                    errors.append(f"{where}: missing {key}")
            cls = q.get("class")
            if cls not in CLASSES:
                errors.append(f"{where}: bad class {cls!r}")
            class_counts[cls] += 1
            expect = q.get("expect", {})
            kind = expect.get("kind")
            if kind not in KINDS:
                errors.append(f"{where}: bad kind {kind!r}")
                continue
            kind_counts[kind] += 1
            if kind in ("number", "text"):
                cite = expect.get("cite") or []
                if not cite:
                    errors.append(f"{where}: empty cite")
                for doc_id in cite:
                    if doc_id not in docs:
                        errors.append(f"{where}: cites unknown doc {doc_id!r}")
            if kind == "number":
                for key in ("value", "unit", "tolerance"):
                    if key not in expect:
                        errors.append(f"{where}: number expect lacks {key}")
                if not isinstance(expect.get("value"), (int, float)):
                    errors.append(f"{where}: value is not a number")
            if kind == "text":
                phrases = expect.get("contains_any") or []
                if not phrases:
                    errors.append(f"{where}: empty contains_any")
                cited = [docs[d] for d in expect.get("cite", []) if d in docs]
                for phrase in phrases:
                    needle = normalise(phrase)
                    if not any(needle in text for text in cited):
                        errors.append(f"{where}: phrase not in cited docs: {phrase!r}")

    if len(collections) < MIN_COLLECTIONS:
        errors.append(f"only {len(collections)} collections (need {MIN_COLLECTIONS})")
    if total_questions < MIN_QUESTIONS:
        errors.append(f"only {total_questions} questions (need {MIN_QUESTIONS})")
    for ext in FORMATS:
        if format_collections[ext] < MIN_FORMAT_COLLECTIONS:
            errors.append(
                f"format {ext} used in {format_collections[ext]} collections "
                f"(need {MIN_FORMAT_COLLECTIONS})"
            )
    for cls, minimum in MIN_CLASS.items():
        if class_counts[cls] < minimum:
            errors.append(f"class {cls}: {class_counts[cls]} questions (need {minimum})")
    for kind, minimum in MIN_KIND.items():
        if kind_counts[kind] < minimum:
            errors.append(f"kind {kind}: {kind_counts[kind]} questions (need {minimum})")

    print(f"collections: {len(collections)}, questions: {total_questions}")
    print("classes:", dict(sorted(class_counts.items())))
    print("kinds:", dict(sorted(kind_counts.items())))
    print("formats (collections):", dict(sorted(format_collections.items())))
    if errors:
        for err in errors:
            print("ERROR:", err)
        return 1
    print("OK: batch11 is valid")
    return 0


if __name__ == "__main__":
    sys.exit(main())
