"""Validate eval batch5: structure of the collections, questions.json and batch-wide minimums.

Run from the repository root:

    .venv/bin/python tests/eval/batch5/validate.py

Exits with status 1 on any error; the last line is "OK: batch5 is valid" on success.
"""

from __future__ import annotations

import html
import json
import re
import sys
from collections import Counter
from pathlib import Path

from pypdf import PdfReader

BATCH = Path(__file__).resolve().parent

FORMATS = {"md", "txt", "html", "json", "pdf"}
CLASSES = {"period", "numbers", "question", "binding", "document", "non-numeric", "titles"}
KINDS = {"number", "text", "not_found", "ask"}
CLASS_MINIMUMS = {
    "question": 12,
    "period": 9,
    "document": 9,
    "binding": 7,
    "numbers": 7,
    "non-numeric": 5,
    "titles": 3,
}
MIN_COLLECTIONS = 12
MIN_NOT_FOUND = 6
MIN_ASK = 3
MIN_COLLECTIONS_PER_FORMAT = 4
DOCS_RANGE = (3, 8)
QUESTIONS_RANGE = (4, 6)
QUESTION_KEYS = {"id", "question", "class", "expect", "why"}
DATE_RE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
RULE_RE = re.compile(r"^={5,}\s*$")


def normalise(text: str) -> str:
    """Collapse whitespace and case-fold, so phrases match across line breaks."""
    return re.sub(r"\s+", " ", text).strip().casefold()


def html_text(raw: str) -> str:
    raw = re.sub(r"(?is)<(script|style)\b.*?</\1>", " ", raw)
    raw = re.sub(r"(?s)<[^>]+>", " ", raw)
    return html.unescape(raw)


def pdf_text(path: Path) -> str:
    reader = PdfReader(str(path))
    return "\n".join(page.extract_text() or "" for page in reader.pages)


def doc_text(path: Path) -> str:
    suffix = path.suffix.lower().lstrip(".")
    if suffix == "pdf":
        return pdf_text(path)
    raw = path.read_text(encoding="utf-8")
    if suffix == "html":
        return html_text(raw)
    return raw


def check_doc(path: Path, errors: list[str]) -> None:
    """Format-specific sanity checks of one knowledge-base document."""
    suffix = path.suffix.lower().lstrip(".")
    rel = path.relative_to(BATCH)
    if suffix == "json":
        try:
            json.loads(path.read_text(encoding="utf-8"))
        except json.JSONDecodeError as exc:
            errors.append(f"{rel}: invalid JSON: {exc}")
    elif suffix == "html":
        raw = path.read_text(encoding="utf-8")
        if not re.search(r"(?is)<title>\s*\S.*?</title>", raw):
            errors.append(f"{rel}: HTML without a <title>")
        for match in re.finditer(r'<meta name="published" content="([^"]*)"', raw):
            if not DATE_RE.match(match.group(1)):
                errors.append(f"{rel}: published meta is not YYYY-MM-DD")
    elif suffix in {"md", "txt"}:
        lines = path.read_text(encoding="utf-8").splitlines()
        if lines and lines[0].strip() == "---":
            try:
                end = lines.index("---", 1)
            except ValueError:
                errors.append(f"{rel}: front matter is not closed")
                return
            for line in lines[1:end]:
                key, _, value = line.partition(":")
                if key.strip() not in {"title", "version", "published"}:
                    errors.append(f"{rel}: unexpected front-matter key {key.strip()!r}")
                if key.strip() == "published" and not DATE_RE.match(value.strip()):
                    errors.append(f"{rel}: published is not YYYY-MM-DD")
    elif suffix == "pdf":
        reader = PdfReader(str(path))
        title = reader.metadata.title if reader.metadata else None
        if not title:
            errors.append(f"{rel}: PDF without a title in its metadata")


def is_framed_txt(path: Path) -> bool:
    lines = [line for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    return (
        path.suffix == ".txt"
        and len(lines) >= 3
        and bool(RULE_RE.match(lines[0]))
        and bool(RULE_RE.match(lines[2]))
    )


def check_expect(qid: str, expect: object, docs: dict[str, Path], errors: list[str]) -> str:
    if not isinstance(expect, dict):
        errors.append(f"{qid}: expect is not an object")
        return "?"
    kind = expect.get("kind")
    if kind not in KINDS:
        errors.append(f"{qid}: invalid expect kind {kind!r}")
        return "?"
    if kind in {"number", "text"}:
        cite = expect.get("cite")
        if not isinstance(cite, list) or not cite:
            errors.append(f"{qid}: cite must be a non-empty list")
            cite = []
        for doc_id in cite:
            if doc_id not in docs:
                errors.append(f"{qid}: cited doc {doc_id!r} does not exist")
    if kind == "number":
        value, tolerance, unit = expect.get("value"), expect.get("tolerance"), expect.get("unit")
        if isinstance(value, bool) or not isinstance(value, int | float):
            errors.append(f"{qid}: value must be a number")
        if isinstance(tolerance, bool) or not isinstance(tolerance, int | float) or tolerance < 0:
            errors.append(f"{qid}: tolerance must be a non-negative number")
        if not isinstance(unit, str) or not unit.strip():
            errors.append(f"{qid}: unit must be a non-empty string")
    elif kind == "text":
        phrases = expect.get("contains_any")
        if not isinstance(phrases, list) or not phrases:
            errors.append(f"{qid}: contains_any must be a non-empty list")
            phrases = []
        cited = [docs[d] for d in expect.get("cite", []) if d in docs]
        texts = [normalise(doc_text(p)) for p in cited]
        for phrase in phrases:
            if not isinstance(phrase, str) or not phrase.strip():
                errors.append(f"{qid}: empty contains_any phrase")
            elif not any(normalise(phrase) in text for text in texts):
                errors.append(f"{qid}: phrase {phrase!r} not found in any cited document")
    else:
        extra = set(expect) - {"kind"}
        if extra:
            errors.append(f"{qid}: {kind} expectation has unexpected keys {sorted(extra)}")
    return str(kind)


def main() -> int:
    errors: list[str] = []
    collections = sorted(p for p in BATCH.iterdir() if p.is_dir() and (p / "docs").is_dir())
    class_counts: Counter[str] = Counter()
    kind_counts: Counter[str] = Counter()
    format_collections: Counter[str] = Counter()
    seen_ids: set[str] = set()
    total_docs = 0
    rows: list[str] = []

    for coll in collections:
        name = coll.name
        docs: dict[str, Path] = {}
        formats: set[str] = set()
        for path in sorted((coll / "docs").rglob("*")):
            if not path.is_file():
                continue
            suffix = path.suffix.lower().lstrip(".")
            if suffix not in FORMATS:
                errors.append(f"{name}: unsupported document format {path.name}")
                continue
            doc_id = path.relative_to(coll / "docs").with_suffix("").as_posix()
            if doc_id in docs:
                errors.append(f"{name}: duplicate doc_id {doc_id!r}")
            docs[doc_id] = path
            formats.add(suffix)
            check_doc(path, errors)
        for fmt in formats:
            format_collections[fmt] += 1
        total_docs += len(docs)
        if not DOCS_RANGE[0] <= len(docs) <= DOCS_RANGE[1]:
            errors.append(f"{name}: {len(docs)} documents, expected {DOCS_RANGE}")

        qpath = coll / "questions.json"
        if not qpath.is_file():
            errors.append(f"{name}: questions.json missing")
            continue
        try:
            questions = json.loads(qpath.read_text(encoding="utf-8"))
        except json.JSONDecodeError as exc:
            errors.append(f"{name}: questions.json is not valid JSON: {exc}")
            continue
        if not isinstance(questions, list):
            errors.append(f"{name}: questions.json must be a list")
            continue
        if not QUESTIONS_RANGE[0] <= len(questions) <= QUESTIONS_RANGE[1]:
            errors.append(f"{name}: {len(questions)} questions, expected {QUESTIONS_RANGE}")

        summary: list[str] = []
        for index, item in enumerate(questions):
            if not isinstance(item, dict):
                errors.append(f"{name}[{index}]: question is not an object")
                continue
            qid = str(item.get("id", f"{name}[{index}]"))
            missing = QUESTION_KEYS - set(item)
            if missing:
                errors.append(f"{qid}: missing fields {sorted(missing)}")
            if qid in seen_ids:
                errors.append(f"{qid}: duplicate id")
            seen_ids.add(qid)
            for key in ("question", "why"):
                if not isinstance(item.get(key), str) or not str(item.get(key)).strip():
                    errors.append(f"{qid}: {key} must be a non-empty string")
            cls = item.get("class")
            if cls not in CLASSES:
                errors.append(f"{qid}: invalid class {cls!r}")
            else:
                class_counts[cls] += 1
            kind = check_expect(qid, item.get("expect"), docs, errors)
            kind_counts[kind] += 1
            if cls == "titles" and kind in {"number", "text"}:
                cited = [docs[d] for d in item["expect"].get("cite", []) if d in docs]
                if not any(is_framed_txt(p) for p in cited):
                    errors.append(f"{qid}: titles question does not cite a =====-framed .txt")
            summary.append(f"{cls}/{kind}")
        rows.append(
            f"  {name:30} docs={len(docs)} formats={','.join(sorted(formats)):22} "
            f"questions={len(questions)}"
        )
        rows.append("    " + " ".join(summary))

    if len(collections) < MIN_COLLECTIONS:
        errors.append(f"only {len(collections)} collections, expected >= {MIN_COLLECTIONS}")
    for cls, minimum in CLASS_MINIMUMS.items():
        if class_counts[cls] < minimum:
            errors.append(f"class {cls}: {class_counts[cls]} questions, expected >= {minimum}")
    if kind_counts["not_found"] < MIN_NOT_FOUND:
        errors.append(f"not_found: {kind_counts['not_found']}, expected >= {MIN_NOT_FOUND}")
    if kind_counts["ask"] < MIN_ASK:
        errors.append(f"ask: {kind_counts['ask']}, expected >= {MIN_ASK}")
    for fmt in sorted(FORMATS):
        if format_collections[fmt] < MIN_COLLECTIONS_PER_FORMAT:
            errors.append(
                f"format {fmt}: in {format_collections[fmt]} collections, "
                f"expected >= {MIN_COLLECTIONS_PER_FORMAT}"
            )

    print(
        f"batch5: {len(collections)} collections, {total_docs} documents, {len(seen_ids)} questions"
    )
    print("\n".join(rows))
    print("classes: " + ", ".join(f"{k}={class_counts[k]}" for k in sorted(CLASSES)))
    print("kinds:   " + ", ".join(f"{k}={kind_counts[k]}" for k in sorted(KINDS)))
    per_format = ", ".join(f"{k}={format_collections[k]}" for k in sorted(FORMATS))
    print(f"formats (collections): {per_format}")
    if errors:
        print(f"\n{len(errors)} error(s):")
        for error in errors:
            print(f"  ERROR {error}")
        return 1
    print("OK: batch5 is valid")
    return 0


if __name__ == "__main__":
    sys.exit(main())
