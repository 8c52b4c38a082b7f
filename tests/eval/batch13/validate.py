"""Validate the batch13 evaluation set.

Run:  /work/main/.venv/bin/python tests/eval/batch13/validate.py

Checks every collection (docs/ and questions.json, 3-4 documents, 4-6 questions), the
question schema, unique ids, that every cited document exists, that every `contains_any`
phrase occurs verbatim (case-insensitive, whitespace-normalised) in at least one cited
document, and the batch-wide minimums for collections, formats, classes and kinds.
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
MIN_COLLECTIONS_PER_FORMAT = 6
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
    return re.sub(r"\s+", " ", text).strip().casefold()


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


def check_collection(coll: Path, errors: list[str], seen_ids: set[str]) -> dict[str, object]:
    """Check one collection and return its statistics."""
    docs_dir = coll / "docs"
    qfile = coll / "questions.json"
    stats: dict[str, object] = {"formats": set(), "questions": []}
    if not docs_dir.is_dir():
        errors.append(f"{coll.name}: missing docs/")
        return stats
    if not qfile.is_file():
        errors.append(f"{coll.name}: missing questions.json")
        return stats

    docs: dict[str, Path] = {}
    for path in sorted(docs_dir.rglob("*")):
        if not path.is_file():
            continue
        ext = path.suffix.lower().lstrip(".")
        if ext not in FORMATS:
            errors.append(f"{coll.name}: unsupported document format {path.name}")
            continue
        doc_id = path.relative_to(docs_dir).with_suffix("").as_posix()
        if doc_id in docs:
            errors.append(f"{coll.name}: duplicate doc id {doc_id}")
        docs[doc_id] = path
        stats["formats"].add(ext)  # type: ignore[union-attr]
    if not 3 <= len(docs) <= 4:
        errors.append(f"{coll.name}: has {len(docs)} documents, expected 3-4")

    texts: dict[str, str] = {}
    for doc_id, path in docs.items():
        try:
            texts[doc_id] = normalise(doc_text(path))
        except Exception as exc:  # report any unreadable document
            errors.append(f"{coll.name}: cannot read {path.name}: {exc}")
            texts[doc_id] = ""
        if path.suffix == ".json":
            try:
                json.loads(path.read_text(encoding="utf-8"))
            except json.JSONDecodeError as exc:
                errors.append(f"{coll.name}: invalid JSON document {path.name}: {exc}")

    try:
        questions = json.loads(qfile.read_text(encoding="utf-8"))
    except json.JSONDecodeError as exc:
        errors.append(f"{coll.name}: questions.json is not valid JSON: {exc}")
        return stats
    if not isinstance(questions, list):
        errors.append(f"{coll.name}: questions.json must be a list")
        return stats
    if not 4 <= len(questions) <= 6:
        errors.append(f"{coll.name}: has {len(questions)} questions, expected 4-6")

    for q in questions:
        qid = q.get("id", "?")
        where = f"{coll.name}/{qid}"
        for key in ("id", "question", "class", "expect", "why"):
            if not q.get(key):
                errors.append(f"{where}: missing '{key}'")
        if qid in seen_ids:
            errors.append(f"{where}: duplicate id")
        seen_ids.add(qid)
        if q.get("class") not in CLASSES:
            errors.append(f"{where}: unknown class {q.get('class')!r}")
        expect = q.get("expect") or {}
        kind = expect.get("kind")
        if kind not in KINDS:
            errors.append(f"{where}: unknown kind {kind!r}")
        if kind in ("number", "text"):
            cite = expect.get("cite") or []
            if not cite:
                errors.append(f"{where}: empty cite")
            for doc_id in cite:
                if doc_id not in docs:
                    errors.append(f"{where}: cites unknown document {doc_id!r}")
        if kind == "number":
            for key in ("value", "unit", "tolerance"):
                if key not in expect:
                    errors.append(f"{where}: number expectation lacks '{key}'")
            if not isinstance(expect.get("value"), int | float):
                errors.append(f"{where}: value must be numeric")
            if not isinstance(expect.get("tolerance"), int | float) or expect["tolerance"] < 0:
                errors.append(f"{where}: tolerance must be a non-negative number")
        if kind == "text":
            phrases = expect.get("contains_any") or []
            if not phrases:
                errors.append(f"{where}: text expectation lacks contains_any")
            cited = [texts.get(d, "") for d in expect.get("cite") or []]
            for phrase in phrases:
                needle = normalise(phrase)
                if not any(needle in t for t in cited):
                    errors.append(f"{where}: phrase not found in cited docs: {phrase!r}")
        stats["questions"].append(q)  # type: ignore[union-attr]
    return stats


def main() -> int:
    errors: list[str] = []
    seen_ids: set[str] = set()
    collections = sorted(p for p in HERE.iterdir() if p.is_dir() and not p.name.startswith("_"))
    collections = [p for p in collections if p.name != "__pycache__"]
    format_collections: Counter[str] = Counter()
    classes: Counter[str] = Counter()
    kinds: Counter[str] = Counter()
    total = 0
    for coll in collections:
        stats = check_collection(coll, errors, seen_ids)
        for ext in stats["formats"]:  # type: ignore[attr-defined]
            format_collections[ext] += 1
        for q in stats["questions"]:  # type: ignore[attr-defined]
            total += 1
            classes[q.get("class", "?")] += 1
            kinds[(q.get("expect") or {}).get("kind", "?")] += 1

    if len(collections) < MIN_COLLECTIONS:
        errors.append(f"only {len(collections)} collections, need {MIN_COLLECTIONS}")
    if total < MIN_QUESTIONS:
        errors.append(f"only {total} questions, need {MIN_QUESTIONS}")
    for ext in FORMATS:
        if format_collections[ext] < MIN_COLLECTIONS_PER_FORMAT:
            errors.append(
                f"format {ext} used in {format_collections[ext]} collections, "
                f"need {MIN_COLLECTIONS_PER_FORMAT}"
            )
    for cls, need in MIN_CLASS.items():
        if classes[cls] < need:
            errors.append(f"class {cls}: {classes[cls]} questions, need {need}")
    for kind, need in MIN_KIND.items():
        if kinds[kind] < need:
            errors.append(f"kind {kind}: {kinds[kind]} questions, need {need}")

    print(f"collections: {len(collections)}, questions: {total}")
    print("classes: " + ", ".join(f"{c}={classes[c]}" for c in CLASSES))
    print("kinds: " + ", ".join(f"{k}={kinds[k]}" for k in KINDS))
    print("collections per format: " + ", ".join(f"{f}={format_collections[f]}" for f in FORMATS))
    if errors:
        print(f"ERRORS ({len(errors)}):")
        for err in errors:
            print(f"  - {err}")
        return 1
    print("OK: batch13 is valid")
    return 0


if __name__ == "__main__":
    sys.exit(main())
