"""Validate the batch10 evaluation set.

Run: /work/main/.venv/bin/python tests/eval/batch10/validate.py
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
CLASSES = {
    "period": 10,
    "numbers": 8,
    "question": 12,
    "binding": 8,
    "document": 10,
    "non-numeric": 6,
    "titles": 4,
}
KINDS = {"not_found": 6, "ask": 3, "text": 6}
MIN_COLLECTIONS = 12
MIN_QUESTIONS = 70
MIN_COLLECTIONS_PER_FORMAT = 6


def normalise(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip().casefold()


def doc_text(path: Path) -> str:
    suffix = path.suffix.lower()
    if suffix == ".pdf":
        return "\n".join(page.extract_text() or "" for page in PdfReader(path).pages)
    raw = path.read_text(encoding="utf-8")
    if suffix == ".html":
        raw = re.sub(r"<[^>]+>", " ", raw)
        return html.unescape(raw)
    if suffix == ".json":
        json.loads(raw)
    return raw


def check_collection(coll: Path, errors: list[str]) -> tuple[list[dict], set[str]]:
    docs_dir = coll / "docs"
    qfile = coll / "questions.json"
    if not docs_dir.is_dir():
        errors.append(f"{coll.name}: missing docs/")
        return [], set()
    if not qfile.is_file():
        errors.append(f"{coll.name}: missing questions.json")
        return [], set()
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
        try:
            docs[doc_id] = normalise(doc_text(path))
        except (ValueError, OSError) as exc:
            errors.append(f"{coll.name}: cannot read {path.name}: {exc}")
            continue
        formats.add(ext)
    if not 3 <= len(docs) <= 4:
        errors.append(f"{coll.name}: {len(docs)} documents (want 3-4)")
    questions = json.loads(qfile.read_text(encoding="utf-8"))
    if not isinstance(questions, list) or not 4 <= len(questions) <= 6:
        errors.append(f"{coll.name}: questions.json must be a list of 4-6 questions")
        return [], formats
    for q in questions:
        check_question(coll.name, q, docs, errors)
    return questions, formats


def check_question(coll: str, q: dict, docs: dict[str, str], errors: list[str]) -> None:
    qid = q.get("id", "?")
    for key in ("id", "question", "class", "expect", "why"):
        if not q.get(key):
            errors.append(f"{coll}/{qid}: missing {key}")
    if q.get("class") not in CLASSES:
        errors.append(f"{coll}/{qid}: unknown class {q.get('class')!r}")
    expect = q.get("expect") or {}
    kind = expect.get("kind")
    if kind == "number":
        for key in ("value", "unit", "tolerance"):
            if key not in expect:
                errors.append(f"{coll}/{qid}: number expectation lacks {key}")
        if not isinstance(expect.get("value"), (int, float)):
            errors.append(f"{coll}/{qid}: value is not a number")
    elif kind == "text":
        phrases = expect.get("contains_any") or []
        if not phrases:
            errors.append(f"{coll}/{qid}: text expectation lacks contains_any")
        cited = [docs[c] for c in expect.get("cite", []) if c in docs]
        for phrase in phrases:
            if not any(normalise(phrase) in text for text in cited):
                errors.append(f"{coll}/{qid}: phrase not in a cited doc: {phrase!r}")
    elif kind not in ("not_found", "ask"):
        errors.append(f"{coll}/{qid}: unknown kind {kind!r}")
    if kind in ("number", "text"):
        cites = expect.get("cite") or []
        if not cites:
            errors.append(f"{coll}/{qid}: no cite")
        for cite in cites:
            if cite not in docs:
                errors.append(f"{coll}/{qid}: cite {cite!r} is not a doc id")


def main() -> int:
    errors: list[str] = []
    collections = sorted(
        p for p in HERE.iterdir() if p.is_dir() and not p.name.startswith((".", "_"))
    )
    all_questions: list[dict] = []
    format_use: Counter[str] = Counter()
    prefixes: dict[str, str] = {}
    for coll in collections:
        questions, formats = check_collection(coll, errors)
        format_use.update(formats)
        all_questions.extend(questions)
        for q in questions:
            prefix = str(q.get("id", "")).split("-")[0]
            owner = prefixes.setdefault(prefix, coll.name)
            if owner != coll.name:
                errors.append(f"{coll.name}: id prefix {prefix!r} also used by {owner}")
    ids = [q.get("id") for q in all_questions]
    for qid, n in Counter(ids).items():
        if n > 1:
            errors.append(f"duplicate question id {qid}")
    if len(collections) < MIN_COLLECTIONS:
        errors.append(f"{len(collections)} collections (want >= {MIN_COLLECTIONS})")
    if len(all_questions) < MIN_QUESTIONS:
        errors.append(f"{len(all_questions)} questions (want >= {MIN_QUESTIONS})")
    for fmt in FORMATS:
        if format_use[fmt] < MIN_COLLECTIONS_PER_FORMAT:
            errors.append(f"format {fmt} used in {format_use[fmt]} collections (want >= 6)")
    classes = Counter(q.get("class") for q in all_questions)
    for name, minimum in CLASSES.items():
        if classes[name] < minimum:
            errors.append(f"class {name}: {classes[name]} questions (want >= {minimum})")
    kinds = Counter((q.get("expect") or {}).get("kind") for q in all_questions)
    for name, minimum in KINDS.items():
        if kinds[name] < minimum:
            errors.append(f"kind {name}: {kinds[name]} questions (want >= {minimum})")
    if errors:
        print("\n".join(errors))
        print(f"FAILED: {len(errors)} error(s)")
        return 1
    print(f"collections={len(collections)} questions={len(all_questions)}")
    print("classes: " + ", ".join(f"{k}={v}" for k, v in sorted(classes.items())))
    print("kinds: " + ", ".join(f"{k}={v}" for k, v in sorted(kinds.items())))
    print("formats (collections): " + ", ".join(f"{k}={v}" for k, v in sorted(format_use.items())))
    print("OK: batch10 is valid")
    return 0


if __name__ == "__main__":
    sys.exit(main())
