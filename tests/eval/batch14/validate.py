"""Validate the batch14 evaluation set.

Usage:  /work/main/.venv/bin/python tests/eval/batch14/validate.py
Prints "OK: batch14 is valid" and exits 0, or lists the errors and exits 1.
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
FORMATS = (".md", ".txt", ".html", ".pdf", ".json")
CLASSES = {"period", "numbers", "question", "binding", "document", "non-numeric", "titles"}
KINDS = {"number", "text", "not_found", "ask"}

MIN_COLLECTIONS = 12
MIN_QUESTIONS = 70
DOCS_PER_COLLECTION = (3, 4)
QUESTIONS_PER_COLLECTION = (4, 6)
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


class _TextOnly(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self._skip = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in ("script", "style"):
            self._skip += 1
        self.parts.append(" ")

    def handle_endtag(self, tag: str) -> None:
        if tag in ("script", "style") and self._skip:
            self._skip -= 1
        self.parts.append(" ")

    def handle_data(self, data: str) -> None:
        if not self._skip:
            self.parts.append(data)


def doc_text(path: Path) -> str:
    suffix = path.suffix.lower()
    if suffix == ".pdf":
        return "\n".join(page.extract_text() or "" for page in PdfReader(path).pages)
    raw = path.read_text(encoding="utf-8")
    if suffix == ".html":
        parser = _TextOnly()
        parser.feed(raw)
        parser.close()
        return "".join(parser.parts)
    if suffix == ".json":
        json.loads(raw)  # must parse
    return raw


def norm(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip().casefold()


def check_expect(qid: str, expect: object, docs: dict[str, Path], errors: list[str]) -> str:
    if not isinstance(expect, dict):
        errors.append(f"{qid}: expect must be an object")
        return "?"
    kind = expect.get("kind")
    if kind not in KINDS:
        errors.append(f"{qid}: unknown expect kind {kind!r}")
        return "?"
    if kind in ("number", "text"):
        cite = expect.get("cite")
        if not isinstance(cite, list) or not cite:
            errors.append(f"{qid}: {kind} answer needs a non-empty cite list")
            cite = []
        for doc_id in cite:
            if doc_id not in docs:
                errors.append(f"{qid}: cite names unknown doc id {doc_id!r}")
    if kind == "number":
        value, tol, unit = expect.get("value"), expect.get("tolerance"), expect.get("unit")
        if not isinstance(value, int | float) or isinstance(value, bool):
            errors.append(f"{qid}: number answer needs a numeric value")
        if not isinstance(tol, int | float) or tol < 0:
            errors.append(f"{qid}: number answer needs a non-negative tolerance")
        if not isinstance(unit, str) or not unit.strip():
            errors.append(f"{qid}: number answer needs a unit")
    if kind == "text":
        phrases = expect.get("contains_any")
        if not isinstance(phrases, list) or not phrases:
            errors.append(f"{qid}: text answer needs a non-empty contains_any list")
            phrases = []
        cited = [norm(doc_text(docs[d])) for d in expect.get("cite", []) if d in docs]
        for phrase in phrases:
            if not isinstance(phrase, str) or not phrase.strip():
                errors.append(f"{qid}: empty contains_any phrase")
            elif not any(norm(phrase) in text for text in cited):
                errors.append(f"{qid}: phrase {phrase!r} not found in any cited document")
    if kind in ("not_found", "ask") and expect.get("cite"):
        errors.append(f"{qid}: {kind} answers must not list citations")
    return kind


def main() -> int:
    errors: list[str] = []
    collections = sorted(
        p for p in HERE.iterdir() if p.is_dir() and not p.name.startswith((".", "__"))
    )
    seen_ids: set[str] = set()
    classes: Counter[str] = Counter()
    kinds: Counter[str] = Counter()
    format_collections: Counter[str] = Counter()
    total_questions = 0

    for coll in collections:
        name = coll.name
        docs_dir, qfile = coll / "docs", coll / "questions.json"
        if not docs_dir.is_dir():
            errors.append(f"{name}: missing docs/")
            continue
        if not qfile.is_file():
            errors.append(f"{name}: missing questions.json")
            continue
        docs: dict[str, Path] = {}
        for path in sorted(p for p in docs_dir.rglob("*") if p.is_file()):
            if path.suffix.lower() not in FORMATS:
                errors.append(f"{name}: unsupported document {path.name}")
                continue
            doc_id = path.relative_to(docs_dir).with_suffix("").as_posix()
            if doc_id in docs:
                errors.append(f"{name}: duplicate doc id {doc_id!r}")
            docs[doc_id] = path
            try:
                if not doc_text(path).strip():
                    errors.append(f"{name}: {path.name} has no extractable text")
            except Exception as exc:  # report any unreadable document
                errors.append(f"{name}: cannot read {path.name}: {exc}")
        lo, hi = DOCS_PER_COLLECTION
        if not lo <= len(docs) <= hi:
            errors.append(f"{name}: has {len(docs)} documents, expected {lo}-{hi}")
        for suffix in {p.suffix.lower() for p in docs.values()}:
            format_collections[suffix] += 1

        try:
            questions = json.loads(qfile.read_text(encoding="utf-8"))
        except json.JSONDecodeError as exc:
            errors.append(f"{name}: questions.json is not valid JSON: {exc}")
            continue
        if not isinstance(questions, list):
            errors.append(f"{name}: questions.json must be a list")
            continue
        lo, hi = QUESTIONS_PER_COLLECTION
        if not lo <= len(questions) <= hi:
            errors.append(f"{name}: has {len(questions)} questions, expected {lo}-{hi}")
        for q in questions:
            if not isinstance(q, dict):
                errors.append(f"{name}: every question must be an object")
                continue
            total_questions += 1
            qid = q.get("id")
            if not isinstance(qid, str) or not qid:
                errors.append(f"{name}: question without id")
                qid = "?"
            elif qid in seen_ids:
                errors.append(f"{qid}: duplicate question id")
            seen_ids.add(qid)
            for field in ("question", "why"):
                if not isinstance(q.get(field), str) or not q[field].strip():
                    errors.append(f"{qid}: missing {field}")
            cls = q.get("class")
            if cls not in CLASSES:
                errors.append(f"{qid}: unknown class {cls!r}")
            else:
                classes[cls] += 1
            kinds[check_expect(qid, q.get("expect"), docs, errors)] += 1

    if len(collections) < MIN_COLLECTIONS:
        errors.append(f"batch: {len(collections)} collections, need at least {MIN_COLLECTIONS}")
    if total_questions < MIN_QUESTIONS:
        errors.append(f"batch: {total_questions} questions, need at least {MIN_QUESTIONS}")
    for suffix in FORMATS:
        if format_collections[suffix] < MIN_COLLECTIONS_PER_FORMAT:
            errors.append(
                f"batch: {suffix} used in {format_collections[suffix]} collections, "
                f"need at least {MIN_COLLECTIONS_PER_FORMAT}"
            )
    for cls, minimum in MIN_CLASS.items():
        if classes[cls] < minimum:
            errors.append(f"batch: {classes[cls]} {cls} questions, need at least {minimum}")
    for kind, minimum in MIN_KIND.items():
        if kinds[kind] < minimum:
            errors.append(f"batch: {kinds[kind]} {kind} answers, need at least {minimum}")

    if errors:
        print(f"batch14 has {len(errors)} error(s):")
        for err in errors:
            print(f"  - {err}")
        return 1
    print(
        f"collections={len(collections)} questions={total_questions} "
        f"classes={dict(sorted(classes.items()))} kinds={dict(sorted(kinds.items()))} "
        f"formats={dict(sorted(format_collections.items()))}"
    )
    print("OK: batch14 is valid")
    return 0


if __name__ == "__main__":
    sys.exit(main())
