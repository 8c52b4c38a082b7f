"""Validate evaluation batch 9 (structure, citations, phrases and batch-wide minimums).

Run: /work/main/.venv/bin/python tests/eval/batch9/validate.py
Prints "OK: batch9 is valid" and exits 0, or lists the errors and exits 1.
"""

from __future__ import annotations

import html
import json
import re
import sys
from collections import Counter
from html.parser import HTMLParser
from pathlib import Path

from pypdf import PdfReader

BATCH = Path(__file__).resolve().parent
FORMATS = ("md", "txt", "html", "pdf", "json")
CLASSES = ("period", "numbers", "question", "binding", "document", "non-numeric", "titles")
KINDS = ("number", "text", "not_found", "ask")

MIN_COLLECTIONS = 12
MIN_QUESTIONS = 70
MIN_COLLECTIONS_PER_FORMAT = {"pdf": 6, "md": 6, "txt": 6, "html": 6, "json": 6}
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
    """Collect the visible text of an HTML document (title included)."""

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
        reader = PdfReader(str(path))
        return "\n".join(page.extract_text() or "" for page in reader.pages)
    raw = path.read_text(encoding="utf-8")
    if suffix == ".html":
        parser = _TextExtractor()
        parser.feed(raw)
        return html.unescape("".join(parser.parts))
    return raw


def normalise(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip().casefold()


def doc_id(docs_dir: Path, path: Path) -> str:
    return path.relative_to(docs_dir).with_suffix("").as_posix()


def check_expect(qid: str, expect: object, ids: dict[str, Path], errors: list[str]) -> str:
    if not isinstance(expect, dict):
        errors.append(f"{qid}: expect must be an object")
        return ""
    kind = expect.get("kind")
    if kind not in KINDS:
        errors.append(f"{qid}: unknown expect.kind {kind!r}")
        return ""
    if kind in ("number", "text"):
        cite = expect.get("cite")
        if not isinstance(cite, list) or not cite:
            errors.append(f"{qid}: cite must be a non-empty list")
            cite = []
        for c in cite:
            if c not in ids:
                errors.append(f"{qid}: cite {c!r} is not a document id in this collection")
    if kind == "number":
        if not isinstance(expect.get("value"), int | float):
            errors.append(f"{qid}: number value missing or not numeric")
        if not isinstance(expect.get("unit"), str) or not expect.get("unit"):
            errors.append(f"{qid}: unit missing")
        tol = expect.get("tolerance")
        if not isinstance(tol, int | float) or tol < 0:
            errors.append(f"{qid}: tolerance missing or negative")
    if kind == "text":
        phrases = expect.get("contains_any")
        if not isinstance(phrases, list) or not phrases:
            errors.append(f"{qid}: contains_any must be a non-empty list")
            phrases = []
        cited = [normalise(doc_text(ids[c])) for c in expect.get("cite", []) if c in ids]
        for phrase in phrases:
            needle = normalise(str(phrase))
            if not any(needle in text for text in cited):
                errors.append(f"{qid}: phrase {phrase!r} not found in any cited document")
    return str(kind)


def main() -> int:
    errors: list[str] = []
    collections = sorted(
        p for p in BATCH.iterdir() if p.is_dir() and not p.name.startswith((".", "__"))
    )
    if len(collections) < MIN_COLLECTIONS:
        errors.append(f"only {len(collections)} collections (minimum {MIN_COLLECTIONS})")

    all_ids: set[str] = set()
    class_count: Counter[str] = Counter()
    kind_count: Counter[str] = Counter()
    format_collections: Counter[str] = Counter()
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
        docs = sorted(p for p in docs_dir.rglob("*") if p.is_file())
        ids: dict[str, Path] = {}
        for p in docs:
            ext = p.suffix.lower().lstrip(".")
            if ext not in FORMATS:
                errors.append(f"{coll.name}: unsupported document format {p.name}")
                continue
            did = doc_id(docs_dir, p)
            if did in ids:
                errors.append(f"{coll.name}: duplicate doc id {did}")
            ids[did] = p
        if not 3 <= len(ids) <= 4:
            errors.append(f"{coll.name}: {len(ids)} documents (expected 3-4)")
        for ext in {p.suffix.lower().lstrip(".") for p in ids.values()}:
            format_collections[ext] += 1

        try:
            questions = json.loads(qfile.read_text(encoding="utf-8"))
        except json.JSONDecodeError as exc:
            errors.append(f"{coll.name}: questions.json is not valid JSON ({exc})")
            continue
        if not isinstance(questions, list):
            errors.append(f"{coll.name}: questions.json must be a list")
            continue
        if not 4 <= len(questions) <= 6:
            errors.append(f"{coll.name}: {len(questions)} questions (expected 4-6)")
        for q in questions:
            qid = str(q.get("id", "?"))
            if qid in all_ids:
                errors.append(f"{coll.name}: duplicate question id {qid}")
            all_ids.add(qid)
            total_questions += 1
            for key in ("question", "why"):
                if not isinstance(q.get(key), str) or not q[key].strip():
                    errors.append(f"{qid}: missing {key}")
            cls = q.get("class")
            if cls not in CLASSES:
                errors.append(f"{qid}: unknown class {cls!r}")
            else:
                class_count[cls] += 1
            kind = check_expect(qid, q.get("expect"), ids, errors)
            if kind:
                kind_count[kind] += 1

    if total_questions < MIN_QUESTIONS:
        errors.append(f"only {total_questions} questions (minimum {MIN_QUESTIONS})")
    for ext, minimum in MIN_COLLECTIONS_PER_FORMAT.items():
        if format_collections[ext] < minimum:
            used = format_collections[ext]
            errors.append(f"format {ext} used in {used} collections (minimum {minimum})")
    for cls, minimum in MIN_CLASS.items():
        if class_count[cls] < minimum:
            errors.append(f"class {cls}: {class_count[cls]} questions (minimum {minimum})")
    for kind, minimum in MIN_KIND.items():
        if kind_count[kind] < minimum:
            errors.append(f"kind {kind}: {kind_count[kind]} questions (minimum {minimum})")

    if errors:
        print(f"batch9 has {len(errors)} error(s):")
        for err in errors:
            print(f"  - {err}")
        return 1
    print(
        f"collections={len(collections)} questions={total_questions} "
        f"classes={dict(sorted(class_count.items()))} kinds={dict(sorted(kind_count.items()))} "
        f"formats={dict(sorted(format_collections.items()))}"
    )
    print("OK: batch9 is valid")
    return 0


if __name__ == "__main__":
    sys.exit(main())
