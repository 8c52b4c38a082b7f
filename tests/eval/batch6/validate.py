"""Structural validator for eval batch6.

Run from the repository root:

    /work/main/.venv/bin/python tests/eval/batch6/validate.py

Checks every collection (<name>/docs/ + <name>/questions.json) and the batch-wide
minimums; exits 1 on any error and ends with "OK: batch6 is valid" otherwise.
"""

from __future__ import annotations

import html
import json
import re
import sys
from collections import Counter
from pathlib import Path
from typing import Any

from pypdf import PdfReader

HERE = Path(__file__).resolve().parent

FORMATS = ("md", "txt", "html", "json", "pdf")
CLASSES = ("period", "numbers", "question", "binding", "document", "non-numeric", "titles")
KINDS = ("number", "text", "not_found", "ask")
CLASS_MINIMUMS = {
    "question": 12,
    "period": 9,
    "document": 9,
    "binding": 7,
    "numbers": 7,
    "non-numeric": 5,
    "titles": 3,
}
KIND_MINIMUMS = {"not_found": 6, "ask": 3}
MIN_COLLECTIONS = 12
MIN_COLLECTIONS_PER_FORMAT = 4
DOCS_RANGE = (3, 8)
QUESTIONS_RANGE = (4, 6)
FRONT_MATTER_KEYS = {"title", "version", "published"}
DATE_RE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
ID_RE = re.compile(r"^[a-z0-9]+-q\d+$")
RULE_RE = re.compile(r"^={5,}\s*$")


def collapse(text: str) -> str:
    """Lower-case and collapse all whitespace runs to one space."""
    return re.sub(r"\s+", " ", text).strip().lower()


def strip_html(raw: str) -> str:
    raw = re.sub(r"(?is)<(script|style)\b.*?</\1>", " ", raw)
    raw = re.sub(r"(?s)<[^>]+>", " ", raw)
    return html.unescape(raw)


def doc_text(path: Path) -> str:
    """Plain text of a document, as used for the contains_any check."""
    ext = path.suffix.lower().lstrip(".")
    if ext == "pdf":
        reader = PdfReader(str(path))
        return "\n".join(page.extract_text() or "" for page in reader.pages)
    raw = path.read_text(encoding="utf-8")
    if ext == "html":
        return strip_html(raw)
    return raw


def check_front_matter(path: Path, raw: str, errors: list[str]) -> None:
    lines = raw.splitlines()
    if not lines or lines[0].strip() != "---":
        return
    try:
        end = lines.index("---", 1)
    except ValueError:
        errors.append(f"{path}: front matter is not closed by '---'")
        return
    for line in lines[1:end]:
        key, sep, value = line.partition(":")
        key = key.strip()
        if not sep or key not in FRONT_MATTER_KEYS:
            errors.append(f"{path}: unexpected front-matter line {line!r}")
        elif key == "published" and not DATE_RE.match(value.strip()):
            errors.append(f"{path}: published is not YYYY-MM-DD: {value.strip()!r}")
        elif key == "title" and not value.strip():
            errors.append(f"{path}: empty title in front matter")


def check_doc(path: Path, errors: list[str]) -> None:
    """Format-specific sanity checks (parsable, has a title where the contract needs one)."""
    ext = path.suffix.lower().lstrip(".")
    if ext == "pdf":
        try:
            reader = PdfReader(str(path))
            first = (reader.pages[0].extract_text() or "").strip()
        except Exception as exc:  # pragma: no cover - reported as an error
            errors.append(f"{path}: unreadable PDF ({exc})")
            return
        meta_title = reader.metadata.title if reader.metadata else None
        if not meta_title and not first:
            errors.append(f"{path}: PDF has neither a metadata title nor text")
        return
    raw = path.read_text(encoding="utf-8")
    if not raw.strip():
        errors.append(f"{path}: empty document")
        return
    if ext == "json":
        try:
            data = json.loads(raw)
        except json.JSONDecodeError as exc:
            errors.append(f"{path}: invalid JSON ({exc})")
            return
        published = data.get("published") if isinstance(data, dict) else None
        if published is not None and not DATE_RE.match(str(published)):
            errors.append(f"{path}: published is not YYYY-MM-DD")
    elif ext == "html":
        if not re.search(r"(?is)<title>\s*\S.*?</title>", raw):
            errors.append(f"{path}: HTML without a <title>")
        for match in re.finditer(r'(?i)<meta\s+name="published"\s+content="([^"]*)"', raw):
            if not DATE_RE.match(match.group(1)):
                errors.append(f"{path}: meta published is not YYYY-MM-DD")
    else:
        check_front_matter(path, raw, errors)
        lines = raw.splitlines()
        if RULE_RE.match(lines[0]) and (len(lines) < 3 or not RULE_RE.match(lines[2])):
            errors.append(f"{path}: framed title must be rule / title / rule")


def is_number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


def check_expect(
    where: str, expect: Any, docs: dict[str, Path], texts: dict[str, str], errors: list[str]
) -> str | None:
    """Validate one expect object; return its kind (or None if unusable)."""
    if not isinstance(expect, dict):
        errors.append(f"{where}: expect is not an object")
        return None
    kind = expect.get("kind")
    if kind not in KINDS:
        errors.append(f"{where}: invalid kind {kind!r}")
        return None
    allowed = {
        "number": {"kind", "value", "unit", "tolerance", "cite"},
        "text": {"kind", "contains_any", "cite"},
        "not_found": {"kind"},
        "ask": {"kind"},
    }[kind]
    extra = set(expect) - allowed
    if extra:
        errors.append(f"{where}: unexpected expect keys {sorted(extra)}")
    if kind in ("not_found", "ask"):
        return kind
    cite = expect.get("cite")
    if not isinstance(cite, list) or not cite or not all(isinstance(c, str) for c in cite):
        errors.append(f"{where}: cite must be a non-empty list of doc ids")
        cite = []
    for doc_id in cite:
        if doc_id not in docs:
            errors.append(f"{where}: cited doc {doc_id!r} does not exist")
    if kind == "number":
        if not is_number(expect.get("value")):
            errors.append(f"{where}: value must be a number")
        if not isinstance(expect.get("unit"), str) or not expect["unit"].strip():
            errors.append(f"{where}: unit must be a non-empty string")
        tol = expect.get("tolerance")
        if not is_number(tol) or tol < 0:
            errors.append(f"{where}: tolerance must be a non-negative number")
    else:
        phrases = expect.get("contains_any")
        if not isinstance(phrases, list) or not phrases:
            errors.append(f"{where}: contains_any must be a non-empty list")
            phrases = []
        cited_texts = [texts[c] for c in cite if c in texts]
        for phrase in phrases:
            if not isinstance(phrase, str) or not phrase.strip():
                errors.append(f"{where}: empty contains_any phrase")
                continue
            if not any(collapse(phrase) in t for t in cited_texts):
                errors.append(f"{where}: phrase {phrase!r} not found in any cited doc")
    return kind


def check_collection(
    coll: Path,
    errors: list[str],
    seen_ids: set[str],
    class_counts: Counter[str],
    kind_counts: Counter[str],
    format_collections: Counter[str],
) -> tuple[int, int, list[str]]:
    docs_dir = coll / "docs"
    docs: dict[str, Path] = {}
    if not docs_dir.is_dir():
        errors.append(f"{coll.name}: missing docs/ folder")
    else:
        for path in sorted(p for p in docs_dir.rglob("*") if p.is_file()):
            ext = path.suffix.lower().lstrip(".")
            if ext not in FORMATS:
                errors.append(f"{path}: unsupported format {ext!r}")
                continue
            doc_id = path.relative_to(docs_dir).with_suffix("").as_posix()
            if doc_id in docs:
                errors.append(f"{coll.name}: duplicate doc id {doc_id!r}")
            docs[doc_id] = path
            check_doc(path, errors)
    if not DOCS_RANGE[0] <= len(docs) <= DOCS_RANGE[1]:
        errors.append(f"{coll.name}: {len(docs)} docs, expected {DOCS_RANGE[0]}-{DOCS_RANGE[1]}")
    formats = sorted({p.suffix.lower().lstrip(".") for p in docs.values()})
    for fmt in formats:
        format_collections[fmt] += 1
    texts = {doc_id: collapse(doc_text(path)) for doc_id, path in docs.items()}

    qfile = coll / "questions.json"
    try:
        questions = json.loads(qfile.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        errors.append(f"{coll.name}: cannot read questions.json ({exc})")
        return len(docs), 0, formats
    if not isinstance(questions, list):
        errors.append(f"{coll.name}: questions.json is not a list")
        return len(docs), 0, formats
    if not QUESTIONS_RANGE[0] <= len(questions) <= QUESTIONS_RANGE[1]:
        errors.append(
            f"{coll.name}: {len(questions)} questions, expected "
            f"{QUESTIONS_RANGE[0]}-{QUESTIONS_RANGE[1]}"
        )
    required = {"id", "question", "class", "expect", "why"}
    for n, q in enumerate(questions, 1):
        where = f"{coll.name}#{n}"
        if not isinstance(q, dict):
            errors.append(f"{where}: question is not an object")
            continue
        missing = required - set(q)
        if missing:
            errors.append(f"{where}: missing fields {sorted(missing)}")
        extra = set(q) - required
        if extra:
            errors.append(f"{where}: unexpected fields {sorted(extra)}")
        qid = q.get("id")
        if not isinstance(qid, str) or not ID_RE.match(qid):
            errors.append(f"{where}: id {qid!r} is not of the form '<short>-q<n>'")
        elif qid in seen_ids:
            errors.append(f"{where}: duplicate id {qid!r}")
        else:
            seen_ids.add(qid)
            where = f"{coll.name}/{qid}"
        for field in ("question", "why"):
            if not isinstance(q.get(field), str) or not q[field].strip():
                errors.append(f"{where}: {field} must be a non-empty string")
        cls = q.get("class")
        if cls not in CLASSES:
            errors.append(f"{where}: invalid class {cls!r}")
        else:
            class_counts[cls] += 1
        kind = check_expect(where, q.get("expect"), docs, texts, errors)
        if kind:
            kind_counts[kind] += 1
    return len(docs), len(questions), formats


def main() -> int:
    errors: list[str] = []
    seen_ids: set[str] = set()
    class_counts: Counter[str] = Counter()
    kind_counts: Counter[str] = Counter()
    format_collections: Counter[str] = Counter()
    collections = sorted(p for p in HERE.iterdir() if p.is_dir() and (p / "docs").is_dir())
    rows = []
    for coll in collections:
        n_docs, n_q, formats = check_collection(
            coll, errors, seen_ids, class_counts, kind_counts, format_collections
        )
        rows.append((coll.name, n_docs, n_q, ",".join(formats)))

    if len(collections) < MIN_COLLECTIONS:
        errors.append(f"batch: {len(collections)} collections, expected >= {MIN_COLLECTIONS}")
    for cls, minimum in CLASS_MINIMUMS.items():
        if class_counts[cls] < minimum:
            errors.append(f"batch: class {cls!r} has {class_counts[cls]}, expected >= {minimum}")
    for kind, minimum in KIND_MINIMUMS.items():
        if kind_counts[kind] < minimum:
            errors.append(f"batch: kind {kind!r} has {kind_counts[kind]}, expected >= {minimum}")
    for fmt in FORMATS:
        if format_collections[fmt] < MIN_COLLECTIONS_PER_FORMAT:
            errors.append(
                f"batch: format {fmt!r} in {format_collections[fmt]} collections, "
                f"expected >= {MIN_COLLECTIONS_PER_FORMAT}"
            )

    print(f"{'collection':32} docs  qs  formats")
    for name, n_docs, n_q, formats in rows:
        print(f"{name:32} {n_docs:4} {n_q:3}  {formats}")
    total_q = sum(r[2] for r in rows)
    total_docs = sum(r[1] for r in rows)
    print(f"collections: {len(rows)}, docs: {total_docs}, questions: {total_q}")
    print("classes: " + ", ".join(f"{c}={class_counts[c]}" for c in CLASSES))
    print("kinds: " + ", ".join(f"{k}={kind_counts[k]}" for k in KINDS))
    print("formats (collections): " + ", ".join(f"{f}={format_collections[f]}" for f in FORMATS))
    if errors:
        print(f"\n{len(errors)} error(s):")
        for err in errors:
            print(f"  ERROR {err}")
        return 1
    print("OK: batch6 is valid")
    return 0


if __name__ == "__main__":
    sys.exit(main())
