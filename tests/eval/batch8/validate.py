"""Validate eval batch8: structure, citations, verbatim phrases and batch-wide minimums.

Run: /work/main/.venv/bin/python tests/eval/batch8/validate.py
Prints "OK: batch8 is valid" and exits 0, or lists the errors and exits 1.
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from html.parser import HTMLParser
from pathlib import Path

from pypdf import PdfReader

HERE = Path(__file__).resolve().parent
BATCH = HERE.name

FORMATS = ("md", "txt", "html", "pdf", "json")
CLASSES = ("period", "numbers", "question", "binding", "document", "non-numeric", "titles")
KINDS = ("number", "text", "not_found", "ask")

MIN_COLLECTIONS = 12
MIN_QUESTIONS = 70
DOCS_PER_COLLECTION = (3, 4)
QUESTIONS_PER_COLLECTION = (4, 6)
MIN_COLLECTIONS_PER_FORMAT = 6
MIN_PER_CLASS = {
    "period": 10,
    "numbers": 8,
    "question": 12,
    "binding": 8,
    "document": 10,
    "non-numeric": 6,
    "titles": 4,
}
MIN_PER_KIND = {"not_found": 6, "ask": 3, "text": 6}


class _TextExtractor(HTMLParser):
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


def normalise(text: str) -> str:
    return " ".join(text.split()).lower()


def doc_text(path: Path) -> str:
    suffix = path.suffix.lower().lstrip(".")
    if suffix == "pdf":
        reader = PdfReader(str(path))
        return "\n".join(page.extract_text() or "" for page in reader.pages)
    raw = path.read_text(encoding="utf-8")
    if suffix == "html":
        parser = _TextExtractor()
        parser.feed(raw)
        return "".join(parser.parts)
    return raw


def load_docs(coll: Path, errors: list[str]) -> dict[str, Path]:
    docs_dir = coll / "docs"
    docs: dict[str, Path] = {}
    for path in sorted(p for p in docs_dir.rglob("*") if p.is_file()):
        suffix = path.suffix.lower().lstrip(".")
        if suffix not in FORMATS:
            errors.append(f"{coll.name}: unsupported document format {path.name}")
            continue
        doc_id = path.relative_to(docs_dir).with_suffix("").as_posix()
        if doc_id in docs:
            errors.append(f"{coll.name}: duplicate doc id {doc_id}")
        docs[doc_id] = path
        if suffix == "json":
            try:
                json.loads(path.read_text(encoding="utf-8"))
            except json.JSONDecodeError as exc:
                errors.append(f"{coll.name}: {path.name} is not valid JSON ({exc})")
    return docs


def check_question(
    coll: str,
    q: object,
    docs: dict[str, Path],
    texts: dict[str, str],
    errors: list[str],
) -> tuple[str, str, str] | None:
    if not isinstance(q, dict):
        errors.append(f"{coll}: question is not an object: {q!r}")
        return None
    qid = q.get("id")
    where = f"{coll}/{qid}"
    for key in ("id", "question", "class", "expect", "why"):
        if not q.get(key):
            errors.append(f"{where}: missing or empty '{key}'")
    qclass = q.get("class")
    if qclass not in CLASSES:
        errors.append(f"{where}: unknown class {qclass!r}")
    expect = q.get("expect")
    if not isinstance(expect, dict):
        errors.append(f"{where}: expect must be an object")
        return None
    kind = expect.get("kind")
    if kind not in KINDS:
        errors.append(f"{where}: unknown expect kind {kind!r}")
        return None
    if kind in ("number", "text"):
        cite = expect.get("cite")
        if not isinstance(cite, list) or not cite:
            errors.append(f"{where}: cite must be a non-empty list")
            cite = []
        for doc_id in cite:
            if doc_id not in docs:
                errors.append(f"{where}: cite names unknown doc id {doc_id!r}")
    if kind == "number":
        value = expect.get("value")
        tol = expect.get("tolerance")
        unit = expect.get("unit")
        if not isinstance(value, int | float) or isinstance(value, bool):
            errors.append(f"{where}: value must be a number")
        if not isinstance(tol, int | float) or isinstance(tol, bool) or tol <= 0:
            errors.append(f"{where}: tolerance must be a positive number")
        if not isinstance(unit, str) or not unit:
            errors.append(f"{where}: unit must be a non-empty string")
    elif kind == "text":
        phrases = expect.get("contains_any")
        if not isinstance(phrases, list) or not phrases:
            errors.append(f"{where}: contains_any must be a non-empty list")
            phrases = []
        cited = [d for d in expect.get("cite") or [] if d in docs]
        for phrase in phrases:
            needle = normalise(str(phrase))
            if not needle:
                errors.append(f"{where}: empty contains_any phrase")
            elif not any(needle in texts[d] for d in cited):
                errors.append(f"{where}: phrase not found in cited documents: {phrase!r}")
    elif set(expect) != {"kind"}:
        errors.append(f"{where}: expect of kind {kind} must not carry other keys")
    return str(qid), str(qclass), str(kind)


def main() -> int:
    errors: list[str] = []
    collections = sorted(
        p for p in HERE.iterdir() if p.is_dir() and not p.name.startswith((".", "_"))
    )
    seen_ids: set[str] = set()
    class_counts: Counter[str] = Counter()
    kind_counts: Counter[str] = Counter()
    format_collections: Counter[str] = Counter()
    n_questions = 0
    n_docs = 0

    for coll in collections:
        if not (coll / "docs").is_dir():
            errors.append(f"{coll.name}: missing docs/ folder")
            continue
        qfile = coll / "questions.json"
        if not qfile.is_file():
            errors.append(f"{coll.name}: missing questions.json")
            continue
        docs = load_docs(coll, errors)
        n_docs += len(docs)
        lo, hi = DOCS_PER_COLLECTION
        if not lo <= len(docs) <= hi:
            errors.append(f"{coll.name}: has {len(docs)} documents, expected {lo}-{hi}")
        for fmt in {p.suffix.lower().lstrip(".") for p in docs.values()}:
            format_collections[fmt] += 1
        texts = {doc_id: normalise(doc_text(path)) for doc_id, path in docs.items()}
        for doc_id, text in texts.items():
            if len(text) < 200:
                errors.append(f"{coll.name}: document {doc_id} has almost no extractable text")
        try:
            questions = json.loads(qfile.read_text(encoding="utf-8"))
        except json.JSONDecodeError as exc:
            errors.append(f"{coll.name}: questions.json is not valid JSON ({exc})")
            continue
        if not isinstance(questions, list):
            errors.append(f"{coll.name}: questions.json must be a list")
            continue
        lo, hi = QUESTIONS_PER_COLLECTION
        if not lo <= len(questions) <= hi:
            errors.append(f"{coll.name}: has {len(questions)} questions, expected {lo}-{hi}")
        for q in questions:
            result = check_question(coll.name, q, docs, texts, errors)
            if result is None:
                continue
            qid, qclass, kind = result
            if qid in seen_ids:
                errors.append(f"{coll.name}: duplicate question id {qid}")
            seen_ids.add(qid)
            class_counts[qclass] += 1
            kind_counts[kind] += 1
            n_questions += 1

    if len(collections) < MIN_COLLECTIONS:
        errors.append(f"batch has {len(collections)} collections, need >= {MIN_COLLECTIONS}")
    if n_questions < MIN_QUESTIONS:
        errors.append(f"batch has {n_questions} questions, need >= {MIN_QUESTIONS}")
    for fmt in FORMATS:
        if format_collections[fmt] < MIN_COLLECTIONS_PER_FORMAT:
            errors.append(
                f"format {fmt} used in {format_collections[fmt]} collections, "
                f"need >= {MIN_COLLECTIONS_PER_FORMAT}"
            )
    for qclass, minimum in MIN_PER_CLASS.items():
        if class_counts[qclass] < minimum:
            errors.append(f"class {qclass}: {class_counts[qclass]} questions, need >= {minimum}")
    for kind, minimum in MIN_PER_KIND.items():
        if kind_counts[kind] < minimum:
            errors.append(f"kind {kind}: {kind_counts[kind]} questions, need >= {minimum}")

    print(f"{BATCH}: {len(collections)} collections, {n_docs} documents, {n_questions} questions")
    print("  classes: " + ", ".join(f"{c}={class_counts[c]}" for c in CLASSES))
    print("  kinds:   " + ", ".join(f"{k}={kind_counts[k]}" for k in KINDS))
    print(
        "  formats (collections using): "
        + ", ".join(f"{f}={format_collections[f]}" for f in FORMATS)
    )
    if errors:
        print(f"ERRORS ({len(errors)}):")
        for err in errors:
            print(f"  - {err}")
        return 1
    print(f"OK: {BATCH} is valid")
    return 0


if __name__ == "__main__":
    sys.exit(main())
