"""Structural checks for evaluation batch 24.

Run: /work/main/.venv/bin/python /work/batch24/validate.py

Checks every collection (a folder with docs/ and questions.json): 3-4 supported documents,
6 questions, unique ids, valid class and kind, the required fields per kind, that every cited
doc_id exists, that every contains_any phrase occurs verbatim (case- and whitespace-insensitive)
in at least one cited document (PDF text via pypdf), and reports whether each expected number
occurs literally in a cited document or has to be computed. Then checks the batch-wide
minimums and prints a summary table. Exits with status 1 on any error.
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
MIN_QUESTIONS = 72
MIN_FORMAT_COLLECTIONS = 8
MIN_NOT_FOUND = 6
MIN_ASK = 4
MIN_PER_CLASS = 8
DOCS_RANGE = (3, 4)
QUESTIONS_PER_COLLECTION = 6

FRONT_MATTER = re.compile(r"\A---\s*\n(.*?)\n---\s*\n", re.DOTALL)


def front_matter(text: str) -> dict[str, str]:
    match = FRONT_MATTER.match(text)
    if not match:
        return {}
    fields: dict[str, str] = {}
    for line in match.group(1).splitlines():
        if ":" in line:
            key, value = line.split(":", 1)
            fields[key.strip()] = value.strip().strip("\"'")
    return fields


def read_text(path: Path) -> str:
    suffix = path.suffix.lower().lstrip(".")
    if suffix == "pdf":
        reader = PdfReader(str(path))
        return "\n".join(page.extract_text() or "" for page in reader.pages)
    raw = path.read_text(encoding="utf-8")
    if suffix == "html":
        raw = re.sub(r"<[^>]+>", " ", raw)
        raw = html.unescape(raw)
    return raw


def normalise(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip().casefold()


def load_docs(docs_dir: Path, errors: list[str]) -> dict[str, tuple[Path, str]]:
    docs: dict[str, tuple[Path, str]] = {}
    for path in sorted(p for p in docs_dir.rglob("*") if p.is_file()):
        suffix = path.suffix.lower().lstrip(".")
        if suffix not in FORMATS:
            errors.append(f"{path}: unsupported file type")
            continue
        text = read_text(path)
        doc_id = path.relative_to(docs_dir).with_suffix("").as_posix()
        if suffix in ("md", "txt"):
            fm = front_matter(text)
            doc_id = fm.get("doc_id", doc_id)
        if suffix == "pdf":
            head = path.read_bytes()[:5]
            if head != b"%PDF-":
                errors.append(f"{path}: not a real PDF")
        if suffix == "json":
            try:
                json.loads(text)
            except json.JSONDecodeError as exc:
                errors.append(f"{path}: invalid JSON ({exc})")
        if doc_id in docs:
            errors.append(f"{path}: duplicate doc_id {doc_id!r}")
        docs[doc_id] = (path, text)
    return docs


def group(digits: str, sep: str, indian: bool = False) -> str:
    if indian and len(digits) > 3:
        head, tail = digits[:-3], digits[-3:]
        parts = []
        while len(head) > 2:
            parts.insert(0, head[-2:])
            head = head[:-2]
        if head:
            parts.insert(0, head)
        return sep.join([*parts, tail])
    parts = []
    while len(digits) > 3:
        parts.insert(0, digits[-3:])
        digits = digits[:-3]
    parts.insert(0, digits)
    return sep.join(parts)


def renderings(value: float) -> set[str]:
    """Ways a document may print abs(value) (and the same amount one scale up or down)."""
    out: set[str] = set()
    for scaled in (abs(value), abs(value) * 1000, abs(value) / 1000):
        for decimals in range(4):
            text = f"{scaled:.{decimals}f}"
            if float(text) != round(scaled, 6) and abs(float(text) - scaled) > 1e-9:
                continue
            int_part, _, frac = text.partition(".")
            for sep, dec in ((",", "."), (".", ","), ("'", "."), (" ", ","), ("", "."), ("", ",")):
                body = group(int_part, sep)
                out.add(f"{body}{dec}{frac}" if frac else body)
            out.add(group(int_part, ",", indian=True) + (f".{frac}" if frac else ""))
    return {r for r in out if r}


def is_literal(value: float, texts: list[str]) -> bool:
    for text in texts:
        flat = re.sub(r"\s+", " ", text)
        for form in renderings(value):
            pattern = r"(?<![\d.,'])" + re.escape(form) + r"(?![\d]|[.,']\d)"
            if re.search(pattern, flat):
                return True
    return False


def main() -> int:
    errors: list[str] = []
    collections = sorted(
        p for p in HERE.iterdir() if p.is_dir() and not p.name.startswith((".", "_"))
    )
    ids: Counter[str] = Counter()
    class_count: Counter[str] = Counter()
    kind_count: Counter[str] = Counter()
    format_collections: Counter[str] = Counter()
    format_files: Counter[str] = Counter()
    literal_report: list[tuple[str, float, str]] = []
    rows: list[tuple[str, int, str, int, str]] = []
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
        docs = load_docs(docs_dir, errors)
        if not DOCS_RANGE[0] <= len(docs) <= DOCS_RANGE[1]:
            errors.append(f"{coll.name}: {len(docs)} documents (want 3-4)")
        formats = sorted({p.suffix.lower().lstrip(".") for p, _ in docs.values()})
        for fmt in formats:
            format_collections[fmt] += 1
        for path, _ in docs.values():
            format_files[path.suffix.lower().lstrip(".")] += 1
        norm_docs = {doc_id: normalise(text) for doc_id, (_, text) in docs.items()}

        try:
            questions = json.loads(qfile.read_text(encoding="utf-8"))
        except json.JSONDecodeError as exc:
            errors.append(f"{qfile}: invalid JSON ({exc})")
            continue
        if not isinstance(questions, list):
            errors.append(f"{qfile}: not a JSON list")
            continue
        if len(questions) != QUESTIONS_PER_COLLECTION:
            errors.append(f"{coll.name}: {len(questions)} questions (want 6)")
        total_questions += len(questions)
        coll_classes: Counter[str] = Counter()

        for q in questions:
            qid = q.get("id", "?")
            ids[qid] += 1
            if not str(qid).startswith(f"{coll.name}-q"):
                errors.append(f"{qid}: id should start with '{coll.name}-q'")
            for field in ("question", "class", "expect", "why"):
                if not q.get(field):
                    errors.append(f"{qid}: missing {field}")
            cls = q.get("class")
            if cls not in CLASSES:
                errors.append(f"{qid}: invalid class {cls!r}")
            else:
                class_count[cls] += 1
                coll_classes[cls] += 1
            expect = q.get("expect") or {}
            kind = expect.get("kind")
            if kind not in KINDS:
                errors.append(f"{qid}: invalid kind {kind!r}")
                continue
            kind_count[kind] += 1
            if kind in ("number", "text"):
                cite = expect.get("cite")
                if not cite or not isinstance(cite, list):
                    errors.append(f"{qid}: {kind} needs a non-empty cite list")
                    cite = []
                for doc_id in cite:
                    if doc_id not in docs:
                        errors.append(f"{qid}: cited doc {doc_id!r} does not exist")
            if kind == "number":
                value = expect.get("value")
                if not isinstance(value, (int, float)) or isinstance(value, bool):
                    errors.append(f"{qid}: number needs a numeric value")
                    continue
                if not expect.get("unit"):
                    errors.append(f"{qid}: number needs a unit")
                tol = expect.get("tolerance")
                if not isinstance(tol, (int, float)) or tol < 0:
                    errors.append(f"{qid}: number needs a non-negative tolerance")
                texts = [docs[d][1] for d in expect.get("cite", []) if d in docs]
                how = "literal" if is_literal(float(value), texts) else "computed"
                literal_report.append((qid, float(value), how))
            elif kind == "text":
                phrases = expect.get("contains_any")
                if not isinstance(phrases, list) or not 2 <= len(phrases) <= 4:
                    errors.append(f"{qid}: text needs 2-4 contains_any phrases")
                    phrases = phrases if isinstance(phrases, list) else []
                cited = [norm_docs[d] for d in expect.get("cite", []) if d in norm_docs]
                for phrase in phrases:
                    needle = normalise(phrase)
                    if not any(needle in text for text in cited):
                        errors.append(f"{qid}: phrase not found in cited docs: {phrase!r}")
            else:
                for field in ("value", "cite", "contains_any"):
                    if field in expect:
                        errors.append(f"{qid}: {kind} should not carry {field}")

        rows.append(
            (
                coll.name,
                len(docs),
                ",".join(formats),
                len(questions),
                " ".join(f"{c}:{n}" for c, n in sorted(coll_classes.items())),
            )
        )

    for qid, n in ids.items():
        if n > 1:
            errors.append(f"duplicate question id {qid!r}")

    # Batch-wide minimums.
    if len(rows) < MIN_COLLECTIONS:
        errors.append(f"only {len(rows)} collections (want >= {MIN_COLLECTIONS})")
    if total_questions < MIN_QUESTIONS:
        errors.append(f"only {total_questions} questions (want >= {MIN_QUESTIONS})")
    for fmt in FORMATS:
        if format_collections[fmt] < MIN_FORMAT_COLLECTIONS:
            errors.append(
                f"format {fmt} in {format_collections[fmt]} collections "
                f"(want >= {MIN_FORMAT_COLLECTIONS})"
            )
    if kind_count["not_found"] < MIN_NOT_FOUND:
        errors.append(f"only {kind_count['not_found']} not_found (want >= {MIN_NOT_FOUND})")
    if kind_count["ask"] < MIN_ASK:
        errors.append(f"only {kind_count['ask']} ask (want >= {MIN_ASK})")
    for cls in CLASSES:
        if class_count[cls] < MIN_PER_CLASS:
            errors.append(f"class {cls} has {class_count[cls]} questions (want >= {MIN_PER_CLASS})")

    # Summary.
    print("Collections")
    print(f"{'coll':<6}{'docs':>5}  {'formats':<24}{'qs':>3}  classes")
    for name, ndocs, fmts, nq, classes in rows:
        print(f"{name:<6}{ndocs:>5}  {fmts:<24}{nq:>3}  {classes}")
    print()
    print(
        f"Totals: {len(rows)} collections, {sum(r[1] for r in rows)} documents, "
        f"{total_questions} questions"
    )
    print("Class counts:  " + ", ".join(f"{c}={class_count[c]}" for c in CLASSES))
    print("Kind counts:   " + ", ".join(f"{k}={kind_count[k]}" for k in KINDS))
    print(
        "Formats (collections/files): "
        + ", ".join(f"{f}={format_collections[f]}/{format_files[f]}" for f in FORMATS)
    )
    print()
    literal = [r for r in literal_report if r[2] == "literal"]
    computed = [r for r in literal_report if r[2] == "computed"]
    print(f"Expected numbers: {len(literal)} literal, {len(computed)} computed")
    print("  literal:  " + ", ".join(f"{q}={v:g}" for q, v, _ in literal))
    print("  computed: " + ", ".join(f"{q}={v:g}" for q, v, _ in computed))
    print()
    if errors:
        print(f"FAILED with {len(errors)} error(s):")
        for err in errors:
            print(f"  - {err}")
        return 1
    print("OK: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
