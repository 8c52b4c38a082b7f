"""Validate the batch7 evaluation set.

Checks every collection (docs/ folder and questions.json), the question
schema, citations, verbatim text phrases and the batch-wide minimums.

Usage: .venv/bin/python tests/eval/batch7/validate.py
Prints "OK: batch7 is valid" and exits 0, or lists the errors and exits 1.
"""

from __future__ import annotations

import json
import re
import sys
import unicodedata
from collections import Counter
from html.parser import HTMLParser
from pathlib import Path

from pypdf import PdfReader

HERE = Path(__file__).resolve().parent
FORMATS = ("md", "txt", "html", "pdf", "json")
CLASSES = ("period", "numbers", "question", "binding", "document", "non-numeric", "titles")
KINDS = ("number", "text", "not_found", "ask")

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


class _TextExtractor(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []

    def handle_data(self, data: str) -> None:
        self.parts.append(data)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.parts.append(" ")

    def handle_endtag(self, tag: str) -> None:
        self.parts.append(" ")


def doc_text(path: Path) -> str:
    """Plain text of a document, the way an analyst would read it."""
    suffix = path.suffix.lower().lstrip(".")
    if suffix == "pdf":
        reader = PdfReader(str(path))
        return "\n".join(page.extract_text() or "" for page in reader.pages)
    raw = path.read_text(encoding="utf-8")
    if suffix == "html":
        parser = _TextExtractor()
        parser.feed(raw)
        parser.close()
        return "".join(parser.parts)
    return raw


def normalise(text: str) -> str:
    text = unicodedata.normalize("NFC", text)
    return re.sub(r"\s+", " ", text).strip().casefold()


def check_collection(coll: Path, errors: list[str]) -> tuple[list[dict], set[str]]:
    """Check one collection; return its questions and the formats it uses."""
    name = coll.name
    docs_dir = coll / "docs"
    qfile = coll / "questions.json"
    if not docs_dir.is_dir():
        errors.append(f"{name}: missing docs/ folder")
        return [], set()
    if not qfile.is_file():
        errors.append(f"{name}: missing questions.json")
        return [], set()

    docs: dict[str, Path] = {}
    formats: set[str] = set()
    for path in sorted(p for p in docs_dir.rglob("*") if p.is_file()):
        suffix = path.suffix.lower().lstrip(".")
        if suffix not in FORMATS:
            errors.append(f"{name}: unsupported document format {path.name}")
            continue
        doc_id = path.relative_to(docs_dir).with_suffix("").as_posix()
        if doc_id in docs:
            errors.append(f"{name}: duplicate doc id {doc_id!r}")
        docs[doc_id] = path
        formats.add(suffix)
    lo, hi = DOCS_PER_COLLECTION
    if not lo <= len(docs) <= hi:
        errors.append(f"{name}: {len(docs)} documents, expected {lo}-{hi}")

    texts: dict[str, str] = {}
    for doc_id, path in docs.items():
        try:
            texts[doc_id] = normalise(doc_text(path))
        except Exception as exc:  # report unreadable documents instead of crashing
            errors.append(f"{name}: cannot read {path.name}: {exc}")
            texts[doc_id] = ""
        else:
            if len(texts[doc_id]) < 400:
                errors.append(f"{name}: {path.name} has almost no text")

    try:
        questions = json.loads(qfile.read_text(encoding="utf-8"))
    except json.JSONDecodeError as exc:
        errors.append(f"{name}: questions.json is not valid JSON: {exc}")
        return [], formats
    if not isinstance(questions, list):
        errors.append(f"{name}: questions.json must be a JSON list")
        return [], formats
    lo, hi = QUESTIONS_PER_COLLECTION
    if not lo <= len(questions) <= hi:
        errors.append(f"{name}: {len(questions)} questions, expected {lo}-{hi}")

    for i, q in enumerate(questions):
        where = f"{name}[{i}]"
        if not isinstance(q, dict):
            errors.append(f"{where}: question is not an object")
            continue
        qid = q.get("id")
        where = f"{name}:{qid}"
        for key in ("id", "question", "class", "expect", "why"):
            if key not in q:
                errors.append(f"{where}: missing key {key!r}")
        if not str(q.get("question", "")).strip() or not str(q.get("why", "")).strip():
            errors.append(f"{where}: empty question or why")
        if q.get("class") not in CLASSES:
            errors.append(f"{where}: unknown class {q.get('class')!r}")
        expect = q.get("expect")
        if not isinstance(expect, dict):
            errors.append(f"{where}: expect must be an object")
            continue
        kind = expect.get("kind")
        if kind not in KINDS:
            errors.append(f"{where}: unknown expect kind {kind!r}")
            continue
        if kind in ("number", "text"):
            cite = expect.get("cite")
            if not isinstance(cite, list) or not cite:
                errors.append(f"{where}: cite must be a non-empty list")
                cite = []
            for doc_id in cite:
                if doc_id not in docs:
                    errors.append(f"{where}: cite names unknown doc id {doc_id!r}")
        if kind == "number":
            value, tol = expect.get("value"), expect.get("tolerance")
            if not isinstance(value, int | float) or isinstance(value, bool):
                errors.append(f"{where}: number value missing or not numeric")
            if not isinstance(tol, int | float) or isinstance(tol, bool) or tol < 0:
                errors.append(f"{where}: tolerance missing or negative")
            if not str(expect.get("unit", "")).strip():
                errors.append(f"{where}: unit missing")
        elif kind == "text":
            phrases = expect.get("contains_any")
            if not isinstance(phrases, list) or not phrases:
                errors.append(f"{where}: contains_any must be a non-empty list")
                phrases = []
            cited = [texts[d] for d in expect.get("cite", []) if d in texts]
            for phrase in phrases:
                needle = normalise(str(phrase))
                if not needle or not any(needle in text for text in cited):
                    errors.append(f"{where}: phrase {phrase!r} not found in any cited document")
        elif set(expect) - {"kind"}:
            errors.append(f"{where}: {kind} expectation must not carry other fields")
    return questions, formats


def main() -> int:
    errors: list[str] = []
    collections = sorted(p for p in HERE.iterdir() if p.is_dir() and (p / "docs").exists())
    stray = sorted(
        p.name
        for p in HERE.iterdir()
        if p.is_dir() and not (p / "docs").exists() and p.name != "__pycache__"
    )
    for name in stray:
        errors.append(f"{name}: folder without docs/")

    all_questions: list[dict] = []
    format_collections: Counter[str] = Counter()
    for coll in collections:
        questions, formats = check_collection(coll, errors)
        all_questions.extend(q for q in questions if isinstance(q, dict))
        format_collections.update(formats)

    ids = Counter(q.get("id") for q in all_questions)
    for qid, n in sorted(ids.items(), key=lambda item: str(item[0])):
        if n > 1:
            errors.append(f"duplicate question id {qid!r} ({n} times)")

    if len(collections) < MIN_COLLECTIONS:
        errors.append(f"{len(collections)} collections, expected at least {MIN_COLLECTIONS}")
    if len(all_questions) < MIN_QUESTIONS:
        errors.append(f"{len(all_questions)} questions, expected at least {MIN_QUESTIONS}")
    for fmt in FORMATS:
        if format_collections[fmt] < MIN_COLLECTIONS_PER_FORMAT:
            errors.append(
                f"format {fmt} used in {format_collections[fmt]} collections, "
                f"expected at least {MIN_COLLECTIONS_PER_FORMAT}"
            )
    classes = Counter(q.get("class") for q in all_questions)
    for cls, minimum in MIN_CLASS.items():
        if classes[cls] < minimum:
            errors.append(f"class {cls}: {classes[cls]} questions, expected at least {minimum}")
    kinds = Counter(
        q["expect"].get("kind") for q in all_questions if isinstance(q.get("expect"), dict)
    )
    for kind, minimum in MIN_KIND.items():
        if kinds[kind] < minimum:
            errors.append(f"kind {kind}: {kinds[kind]} questions, expected at least {minimum}")

    if errors:
        print(f"batch7 has {len(errors)} error(s):")
        for err in errors:
            print(f"  - {err}")
        return 1
    print(
        f"{len(collections)} collections, {len(all_questions)} questions; "
        f"classes {dict(sorted(classes.items()))}; kinds {dict(sorted(kinds.items()))}; "
        f"collections per format {dict(sorted(format_collections.items()))}"
    )
    print("OK: batch7 is valid")
    return 0


if __name__ == "__main__":
    sys.exit(main())
