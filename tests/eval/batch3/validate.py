"""Standalone validator for eval batch 3 (exit status 1 on any error).

Usage: ``python tests/eval/batch3/validate.py``. Checks the structure of every
``<collection>/questions.json`` against its ``docs/`` folder and batch-wide coverage.
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
CLASSES = {"period", "numbers", "question", "binding", "document", "non-numeric", "titles"}
KINDS = {"number", "text", "not_found", "ask"}
FORMATS = {".md", ".txt", ".html", ".pdf", ".json"}
MIN_PER_CLASS = 3
MIN_NOT_FOUND = 5
MIN_ASK = 3
MIN_COLLECTIONS_PER_FORMAT = 3


def normalise(text: str) -> str:
    """Collapse whitespace so phrases broken across lines still match."""
    return re.sub(r"\s+", " ", text).strip()


def doc_text(path: Path) -> str:
    """Plain text of one document: PDF via pypdf, HTML with tags stripped, others as-is."""
    if path.suffix == ".pdf":
        return normalise(" ".join(page.extract_text() or "" for page in PdfReader(path).pages))
    raw = path.read_text(encoding="utf-8")
    if path.suffix == ".html":
        raw = html.unescape(re.sub(r"<[^>]+>", " ", raw))
    return normalise(raw)


def load_docs(folder: Path, errors: list[str]) -> dict[str, Path]:
    """Map doc_id (relative path without extension) to file path."""
    docs: dict[str, Path] = {}
    for path in sorted(p for p in folder.rglob("*") if p.is_file()):
        if path.suffix not in FORMATS:
            errors.append(f"{path}: unsupported format {path.suffix}")
            continue
        doc_id = path.relative_to(folder).with_suffix("").as_posix()
        if doc_id in docs:
            errors.append(f"{path}: doc_id {doc_id!r} is not unique")
        docs[doc_id] = path
    return docs


def check_expect(qid: str, expect: object, docs: dict[str, Path], errors: list[str]) -> str:
    """Validate one question's ``expect`` block; return its kind ('' when invalid)."""
    if not isinstance(expect, dict):
        errors.append(f"{qid}: expect must be an object")
        return ""
    kind = expect.get("kind")
    if kind not in KINDS:
        errors.append(f"{qid}: invalid kind {kind!r}")
        return ""
    if kind in {"not_found", "ask"}:
        return kind
    cite = expect.get("cite")
    if not isinstance(cite, list) or not cite:
        errors.append(f"{qid}: cite must be a non-empty list")
        cite = []
    for doc_id in cite:
        if doc_id not in docs:
            errors.append(f"{qid}: cite {doc_id!r} is not a document of the collection")
    if kind == "number":
        for key in ("value", "tolerance"):
            value = expect.get(key)
            if isinstance(value, bool) or not isinstance(value, (int, float)):
                errors.append(f"{qid}: {key} must be a number")
        if isinstance(expect.get("tolerance"), (int, float)) and expect["tolerance"] < 0:
            errors.append(f"{qid}: tolerance must be >= 0")
        if not isinstance(expect.get("unit"), str) or not expect["unit"]:
            errors.append(f"{qid}: unit must be a non-empty string")
    else:
        phrases = expect.get("contains_any")
        if not isinstance(phrases, list) or not phrases:
            errors.append(f"{qid}: contains_any must be a non-empty list")
            return kind
        texts = [doc_text(docs[d]) for d in cite if d in docs]
        for phrase in phrases:
            if not isinstance(phrase, str) or not phrase.strip():
                errors.append(f"{qid}: empty contains_any phrase")
            elif not any(normalise(phrase) in text for text in texts):
                errors.append(f"{qid}: phrase {phrase!r} not found in any cited document")
    return kind


def check_collection(folder: Path, seen: set[str], errors: list[str]) -> list[tuple[str, str]]:
    """Validate one collection; return (class, kind) pairs of its questions."""
    docs = load_docs(folder / "docs", errors)
    if not 3 <= len(docs) <= 8:
        errors.append(f"{folder.name}: {len(docs)} documents (need 3-8)")
    try:
        questions = json.loads((folder / "questions.json").read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        errors.append(f"{folder.name}: cannot read questions.json: {exc}")
        return []
    if not isinstance(questions, list) or not 4 <= len(questions) <= 6:
        errors.append(f"{folder.name}: need a list of 4-6 questions")
        return []
    pairs = []
    for q in questions:
        qid = q.get("id") if isinstance(q, dict) else None
        if not isinstance(qid, str) or not qid:
            errors.append(f"{folder.name}: question without id")
            continue
        if qid in seen:
            errors.append(f"{qid}: duplicate id")
        seen.add(qid)
        for key in ("question", "why"):
            if not isinstance(q.get(key), str) or not q[key].strip():
                errors.append(f"{qid}: missing {key}")
        if q.get("class") not in CLASSES:
            errors.append(f"{qid}: invalid class {q.get('class')!r}")
        kind = check_expect(qid, q.get("expect"), docs, errors)
        pairs.append((str(q.get("class")), kind))
    return pairs


def main() -> int:
    errors: list[str] = []
    seen: set[str] = set()
    pairs: list[tuple[str, str]] = []
    formats: Counter[str] = Counter()
    collections = sorted(p for p in HERE.iterdir() if (p / "questions.json").exists())
    if len(collections) < 10:
        errors.append(f"only {len(collections)} collections (need 10)")
    for folder in collections:
        pairs += check_collection(folder, seen, errors)
        formats.update({p.suffix for p in (folder / "docs").rglob("*") if p.is_file()})
    classes = Counter(c for c, _ in pairs)
    kinds = Counter(k for _, k in pairs)
    for cls in sorted(CLASSES):
        if classes[cls] < MIN_PER_CLASS:
            errors.append(f"class {cls}: {classes[cls]} questions (need {MIN_PER_CLASS})")
    for fmt in sorted(FORMATS):
        if formats[fmt] < MIN_COLLECTIONS_PER_FORMAT:
            errors.append(f"format {fmt}: used in {formats[fmt]} collections (need 3)")
    if kinds["not_found"] < MIN_NOT_FOUND:
        errors.append(f"only {kinds['not_found']} not_found questions")
    if kinds["ask"] < MIN_ASK:
        errors.append(f"only {kinds['ask']} ask questions")
    print(f"{len(collections)} collections, {len(pairs)} questions")
    print("classes:", dict(sorted(classes.items())))
    print("kinds:", dict(sorted(kinds.items())))
    print("formats (collections):", dict(sorted(formats.items())))
    for error in errors:
        print("ERROR:", error)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
