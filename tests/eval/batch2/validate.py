"""Structural check of evaluation batch 2 (no planner involved).

    python tests/eval/batch2/validate.py [BATCH_FOLDER]

Checks every collection (a folder with ``questions.json`` and ``docs/``): 3-8 documents of the
supported formats, 4-6 questions, unique question ids across the batch, a valid class and
kind, the fields each kind needs, every ``cite`` naming a document of the collection, and each
``contains_any`` phrase occurring in a cited document (PDF text read with pypdf). Also checks
the batch-wide spread (formats, classes, kinds). Prints the errors and the totals; exits 1 on
any error.
"""

from __future__ import annotations

import html
import json
import sys
from collections import Counter
from pathlib import Path
from typing import Any

FORMATS = (".md", ".txt", ".html", ".pdf", ".json")
CLASSES = ("period", "numbers", "question", "binding", "document", "non-numeric", "titles")
KINDS = ("number", "text", "not_found", "ask")
MIN_PER_CLASS = 3
MIN_KIND = {"not_found": 6, "ask": 3}
MIN_COLLECTIONS_PER_FORMAT = 3


def documents(docs: Path) -> dict[str, Path]:
    """The collection's documents by doc id (relative path without the extension)."""
    found = {}
    for path in sorted(docs.rglob("*")):
        if path.is_file() and path.suffix.lower() in FORMATS:
            found[path.relative_to(docs).with_suffix("").as_posix()] = path
    return found


def text_of(path: Path) -> str | None:
    """A document's text, or None when a PDF cannot be read (pypdf missing)."""
    if path.suffix.lower() == ".pdf":
        try:
            from pypdf import PdfReader
        except ImportError:
            return None
        return "\n".join(page.extract_text() or "" for page in PdfReader(path).pages)
    raw = path.read_text(encoding="utf-8")
    if path.suffix.lower() == ".json":
        json.loads(raw)  # must parse
        return raw + "\n" + json.dumps(json.loads(raw), ensure_ascii=False)
    if path.suffix.lower() == ".html":
        return html.unescape(raw)
    return raw


def is_number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


def check_expect(qid: str, expect: Any, docs: dict[str, Path], errors: list[str]) -> None:
    if not isinstance(expect, dict):
        errors.append(f"{qid}: expect must be an object")
        return
    kind = expect.get("kind")
    if kind not in KINDS:
        errors.append(f"{qid}: invalid kind {kind!r}")
        return
    cite = expect.get("cite")
    if kind in ("number", "text"):
        if not isinstance(cite, list) or not cite or not all(isinstance(c, str) for c in cite):
            errors.append(f"{qid}: {kind} needs a non-empty list 'cite'")
            cite = []
    elif cite is not None and not isinstance(cite, list):
        errors.append(f"{qid}: cite must be a list")
        cite = []
    for doc_id in cite or []:
        if doc_id not in docs:
            errors.append(f"{qid}: cited {doc_id!r} is not a document of the collection")
    if kind == "number":
        if not is_number(expect.get("value")):
            errors.append(f"{qid}: number needs a numeric 'value'")
        if not isinstance(expect.get("unit"), str) or not expect["unit"].strip():
            errors.append(f"{qid}: number needs a 'unit'")
        tolerance = expect.get("tolerance")
        if not is_number(tolerance) or tolerance < 0:
            errors.append(f"{qid}: number needs a non-negative 'tolerance'")
    elif kind == "text":
        phrases = expect.get("contains_any")
        if not isinstance(phrases, list) or not phrases:
            errors.append(f"{qid}: text needs a non-empty list 'contains_any'")
            return
        texts = []
        for doc_id in cite or []:
            if doc_id in docs:
                text = text_of(docs[doc_id])
                if text is None:
                    print(f"warning: {qid}: pypdf not installed, {doc_id} not checked")
                    return
                texts.append(text.lower())
        for phrase in phrases:
            if not isinstance(phrase, str) or not phrase.strip():
                errors.append(f"{qid}: empty contains_any phrase")
            elif not any(phrase.lower() in t for t in texts):
                errors.append(f"{qid}: phrase {phrase!r} is not in any cited document")
    else:
        extra = {"value", "contains_any"} & set(expect)
        if extra:
            errors.append(f"{qid}: {kind} must not carry {sorted(extra)}")


def check_collection(folder: Path, seen: set[str], errors: list[str]) -> list[dict[str, Any]]:
    name = folder.name
    docs_dir = folder / "docs"
    if not docs_dir.is_dir():
        errors.append(f"{name}: no docs/ folder")
        return []
    docs = documents(docs_dir)
    if not 3 <= len(docs) <= 8:
        errors.append(f"{name}: {len(docs)} documents (want 3-8)")
    stray = [p.name for p in docs_dir.rglob("*") if p.is_file() and p.suffix.lower() not in FORMATS]
    if stray:
        errors.append(f"{name}: unsupported files in docs/: {stray}")
    for path in docs.values():
        try:
            text_of(path)
        except (ValueError, UnicodeDecodeError) as exc:
            errors.append(f"{name}: cannot read {path.name}: {exc}")
    try:
        questions = json.loads((folder / "questions.json").read_text(encoding="utf-8"))
    except ValueError as exc:
        errors.append(f"{name}: questions.json is not valid JSON: {exc}")
        return []
    if not isinstance(questions, list):
        errors.append(f"{name}: questions.json must be a list")
        return []
    if not 4 <= len(questions) <= 6:
        errors.append(f"{name}: {len(questions)} questions (want 4-6)")
    for i, question in enumerate(questions):
        if not isinstance(question, dict):
            errors.append(f"{name}: question {i} is not an object")
            continue
        qid = question.get("id")
        if not isinstance(qid, str) or not qid:
            errors.append(f"{name}: question {i} has no id")
            qid = f"{name}[{i}]"
        elif qid in seen:
            errors.append(f"{qid}: duplicate id")
        seen.add(qid)
        for field in ("question", "why"):
            if not isinstance(question.get(field), str) or not question[field].strip():
                errors.append(f"{qid}: missing '{field}'")
        if question.get("class") not in CLASSES:
            errors.append(f"{qid}: invalid class {question.get('class')!r}")
        check_expect(qid, question.get("expect"), docs, errors)
    return [q for q in questions if isinstance(q, dict)]


def main(argv: list[str]) -> int:
    batch = Path(argv[1]) if len(argv) > 1 else Path(__file__).resolve().parent
    folders = sorted(p for p in batch.iterdir() if (p / "questions.json").is_file())
    errors: list[str] = []
    seen: set[str] = set()
    classes: Counter[str] = Counter()
    kinds: Counter[str] = Counter()
    formats: Counter[str] = Counter()
    total = 0
    for folder in folders:
        questions = check_collection(folder, seen, errors)
        total += len(questions)
        classes.update(str(q.get("class")) for q in questions)
        kinds.update(str((q.get("expect") or {}).get("kind")) for q in questions)
        if (folder / "docs").is_dir():
            formats.update({p.suffix.lower() for p in documents(folder / "docs").values()})
    if len(folders) < 12:
        errors.append(f"batch: {len(folders)} collections (want at least 12)")
    for cls in CLASSES:
        if classes[cls] < MIN_PER_CLASS:
            errors.append(f"batch: class {cls} has {classes[cls]} questions (want {MIN_PER_CLASS})")
    for kind, least in MIN_KIND.items():
        if kinds[kind] < least:
            errors.append(f"batch: kind {kind} has {kinds[kind]} questions (want {least})")
    for fmt in FORMATS:
        if formats[fmt] < MIN_COLLECTIONS_PER_FORMAT:
            errors.append(f"batch: format {fmt} in {formats[fmt]} collections (want 3)")
    for error in errors:
        print(f"ERROR {error}")
    print(f"{len(folders)} collections, {total} questions")
    print("classes: " + ", ".join(f"{c} {classes[c]}" for c in CLASSES))
    print("kinds:   " + ", ".join(f"{k} {kinds[k]}" for k in KINDS))
    print("formats (collections): " + ", ".join(f"{f} {formats[f]}" for f in FORMATS))
    print("OK" if not errors else f"{len(errors)} error(s)")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
