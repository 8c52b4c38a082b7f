"""Validate batch12 of the blind evaluation set.

Run: .venv/bin/python tests/eval/batch12/validate.py
"""

from __future__ import annotations

import json
import re
import sys
from collections import Counter
from html.parser import HTMLParser
from pathlib import Path

from pypdf import PdfReader

HERE = Path(__file__).resolve().parent
FORMATS = ("md", "txt", "html", "pdf", "json")
CLASSES = ("period", "numbers", "question", "binding", "document", "non-numeric", "titles")
KINDS = ("number", "text", "not_found", "ask")
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
MIN_FORMAT_COLLECTIONS = 6
MIN_COLLECTIONS = 12
MIN_QUESTIONS = 70


class _TextExtractor(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []

    def handle_data(self, data: str) -> None:
        self.parts.append(data)


def norm(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip().casefold()


def doc_text(path: Path) -> str:
    suffix = path.suffix.lower()
    if suffix == ".pdf":
        reader = PdfReader(str(path))
        return "\n".join(page.extract_text() or "" for page in reader.pages)
    raw = path.read_text(encoding="utf-8")
    if suffix == ".html":
        parser = _TextExtractor()
        parser.feed(raw)
        return raw + "\n" + " ".join(parser.parts)
    return raw


def check_collection(coll: Path, errors: list[str], stats: dict[str, Counter]) -> int:
    docs_dir = coll / "docs"
    qfile = coll / "questions.json"
    if not docs_dir.is_dir():
        errors.append(f"{coll.name}: missing docs/")
        return 0
    if not qfile.is_file():
        errors.append(f"{coll.name}: missing questions.json")
        return 0
    docs: dict[str, Path] = {}
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
        docs[doc_id] = path
    if not 3 <= len(docs) <= 4:
        errors.append(f"{coll.name}: expected 3-4 documents, found {len(docs)}")
    for ext in {p.suffix.lower().lstrip(".") for p in docs.values()}:
        stats["format_collections"][ext] += 1
    texts = {doc_id: norm(doc_text(path)) for doc_id, path in docs.items()}

    try:
        questions = json.loads(qfile.read_text(encoding="utf-8"))
    except json.JSONDecodeError as exc:
        errors.append(f"{coll.name}: invalid JSON: {exc}")
        return 0
    if not isinstance(questions, list) or not 4 <= len(questions) <= 6:
        errors.append(f"{coll.name}: expected a list of 4-6 questions")
        return 0
    for q in questions:
        qid = q.get("id", "?")
        stats["ids"][qid] += 1
        for key in ("id", "question", "class", "expect", "why"):
            if not q.get(key):
                errors.append(f"{qid}: missing {key}")
        cls = q.get("class")
        if cls not in CLASSES:
            errors.append(f"{qid}: bad class {cls!r}")
        stats["classes"][cls] += 1
        expect = q.get("expect") or {}
        kind = expect.get("kind")
        if kind not in KINDS:
            errors.append(f"{qid}: bad kind {kind!r}")
        stats["kinds"][kind] += 1
        if kind in ("number", "text"):
            cite = expect.get("cite") or []
            if not cite:
                errors.append(f"{qid}: empty cite")
            for doc_id in cite:
                if doc_id not in docs:
                    errors.append(f"{qid}: cite {doc_id!r} is not a document of {coll.name}")
        if kind == "number":
            if not isinstance(expect.get("value"), (int, float)):
                errors.append(f"{qid}: value must be a number")
            if not isinstance(expect.get("tolerance"), (int, float)):
                errors.append(f"{qid}: tolerance must be a number")
            if not expect.get("unit"):
                errors.append(f"{qid}: missing unit")
        if kind == "text":
            phrases = expect.get("contains_any") or []
            if not phrases:
                errors.append(f"{qid}: empty contains_any")
            cited = [texts[d] for d in expect.get("cite", []) if d in texts]
            for phrase in phrases:
                if not any(norm(phrase) in text for text in cited):
                    errors.append(f"{qid}: phrase {phrase!r} not found in cited documents")
    return len(questions)


def main() -> int:
    errors: list[str] = []
    stats: dict[str, Counter] = {
        "ids": Counter(),
        "classes": Counter(),
        "kinds": Counter(),
        "format_collections": Counter(),
    }
    collections = sorted(p for p in HERE.iterdir() if p.is_dir() and not p.name.startswith("_"))
    collections = [p for p in collections if p.name != "__pycache__"]
    total = sum(check_collection(coll, errors, stats) for coll in collections)

    prefixes: dict[str, str] = {}
    for coll in collections:
        qfile = coll / "questions.json"
        if not qfile.is_file():
            continue
        try:
            items = json.loads(qfile.read_text(encoding="utf-8"))
        except json.JSONDecodeError:
            continue
        for q in items:
            prefix = str(q.get("id", "")).split("-")[0]
            if prefixes.setdefault(prefix, coll.name) != coll.name:
                errors.append(f"id prefix {prefix!r} used in {coll.name} and {prefixes[prefix]}")

    for qid, count in stats["ids"].items():
        if count > 1:
            errors.append(f"duplicate question id {qid}")
    if len(collections) < MIN_COLLECTIONS:
        errors.append(f"only {len(collections)} collections (minimum {MIN_COLLECTIONS})")
    if total < MIN_QUESTIONS:
        errors.append(f"only {total} questions (minimum {MIN_QUESTIONS})")
    for cls, minimum in MIN_CLASS.items():
        if stats["classes"][cls] < minimum:
            errors.append(f"class {cls}: {stats['classes'][cls]} < {minimum}")
    for kind, minimum in MIN_KIND.items():
        if stats["kinds"][kind] < minimum:
            errors.append(f"kind {kind}: {stats['kinds'][kind]} < {minimum}")
    for ext in FORMATS:
        if stats["format_collections"][ext] < MIN_FORMAT_COLLECTIONS:
            errors.append(
                f"format {ext} used in {stats['format_collections'][ext]} collections "
                f"(minimum {MIN_FORMAT_COLLECTIONS})"
            )

    if errors:
        print("batch12 is INVALID:")
        for err in errors:
            print(" -", err)
        return 1
    print(f"collections: {len(collections)}, questions: {total}")
    print("classes:", dict(sorted(stats["classes"].items())))
    print("kinds:", dict(sorted(stats["kinds"].items())))
    print("collections per format:", dict(sorted(stats["format_collections"].items())))
    print("OK: batch12 is valid")
    return 0


if __name__ == "__main__":
    sys.exit(main())
