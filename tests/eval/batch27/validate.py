# ruff: noqa: E501
# ruff: noqa: RUF100
"""Structural checks for evaluation batch 27.

Run: /work/main/.venv/bin/python /work/batch27/validate.py
Exits non-zero if any check fails and prints a summary table.
"""

import contextlib
import json
import re
import sys
from collections import Counter
from pathlib import Path

from pypdf import PdfReader

ROOT = Path(__file__).resolve().parent
FORMATS = ("md", "txt", "html", "pdf", "json")
CLASSES = ("period", "numbers", "question", "binding", "document", "non-numeric", "titles")
KINDS = ("number", "text", "not_found", "ask")
MIN_COLLECTIONS = 12
MIN_QUESTIONS = 72
MIN_FORMAT_COLLECTIONS = 8
MIN_NOT_FOUND = 6
MIN_ASK = 4
MIN_PER_CLASS = 8

errors = []


def fail(msg):
    errors.append(msg)


def front_matter(text):
    """Return the YAML-style front matter of an md/txt file as a dict."""
    if not text.startswith("---\n"):
        return {}
    end = text.find("\n---", 4)
    if end < 0:
        return {}
    meta = {}
    for raw in text[4:end].splitlines():
        if ":" in raw:
            key, val = raw.split(":", 1)
            meta[key.strip()] = val.strip().strip('"').strip("'")
    return meta


def read_text(path):
    ext = path.suffix.lower().lstrip(".")
    if ext == "pdf":
        reader = PdfReader(str(path))
        return "\n".join(page.extract_text() or "" for page in reader.pages)
    return path.read_text(encoding="utf-8")


def load_docs(docs_dir):
    """Map doc_id -> (path, text) for every supported file under docs/."""
    docs = {}
    for path in sorted(docs_dir.rglob("*")):
        if not path.is_file():
            continue
        ext = path.suffix.lower().lstrip(".")
        if ext not in FORMATS:
            fail(f"{path.relative_to(ROOT)}: unsupported file type")
            continue
        text = read_text(path)
        doc_id = path.relative_to(docs_dir).with_suffix("").as_posix()
        if ext in ("md", "txt"):
            meta = front_matter(text)
            doc_id = meta.get("doc_id") or meta.get("id") or doc_id
        if ext == "json":
            try:
                json.loads(text)
            except json.JSONDecodeError as exc:
                fail(f"{path.relative_to(ROOT)}: invalid JSON ({exc})")
        if ext == "pdf":
            if not path.read_bytes().startswith(b"%PDF-"):
                fail(f"{path.relative_to(ROOT)}: not a PDF")
            if not text.strip():
                fail(f"{path.relative_to(ROOT)}: no extractable text")
        if doc_id in docs:
            fail(f"{path.relative_to(ROOT)}: duplicate doc_id {doc_id!r}")
        docs[doc_id] = (path, text)
    return docs


def norm(text):
    return " ".join(text.split()).lower()


NUMBER_PATTERNS = [
    (r"(?<![\d.,])\d{1,3}(?:,\d{3})+(?:\.\d+)?(?![\d,])", lambda s: s.replace(",", "")),
    (
        r"(?<![\d.,])\d{1,3}(?:\.\d{3})+(?:,\d+)?(?![\d.])",
        lambda s: s.replace(".", "").replace(",", "."),
    ),
    (
        r"(?<![\d.,])\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?:,\d+)?(?![\d])",
        lambda s: re.sub(r"[ \u00a0\u202f]", "", s).replace(",", "."),
    ),
    (
        r"(?<![\d.,])\d{1,3}(?:['\u2019]\d{3})+(?:\.\d+)?(?![\d'])",
        lambda s: re.sub(r"['\u2019]", "", s),
    ),
    (r"(?<![\d.,])\d{1,2}(?:,\d{2})+,\d{3}(?:\.\d+)?(?![\d,])", lambda s: s.replace(",", "")),
    (r"\d+\.\d+", lambda s: s),
    (r"(?<![\d.,])\d+,(?:\d{1,2}|\d{4,})(?![\d.,])", lambda s: s.replace(",", ".")),
    (r"(?<![\d.,])\d+(?![\d]|[.,]\d)", lambda s: s),
]


def numbers_in(text):
    found = set()
    for pattern, convert in NUMBER_PATTERNS:
        for match in re.finditer(pattern, text):
            with contextlib.suppress(ValueError):
                found.add(float(convert(match.group(0))))
    return found


def is_number(x):
    return isinstance(x, (int, float)) and not isinstance(x, bool)


def check_question(coll, q, docs, seen_ids, literal_report):
    qid = q.get("id", "?")
    where = f"{coll}/{qid}"
    if not isinstance(q.get("id"), str) or not qid.startswith(f"{coll}-q"):
        fail(f"{where}: id must start with '{coll}-q'")
    if qid in seen_ids:
        fail(f"{where}: duplicate id")
    seen_ids.add(qid)
    if not isinstance(q.get("question"), str) or not q["question"].strip():
        fail(f"{where}: missing question")
    if q.get("class") not in CLASSES:
        fail(f"{where}: bad class {q.get('class')!r}")
    if not isinstance(q.get("why"), str) or not q["why"].strip():
        fail(f"{where}: missing why")
    exp = q.get("expect")
    if not isinstance(exp, dict):
        fail(f"{where}: missing expect")
        return
    kind = exp.get("kind")
    if kind not in KINDS:
        fail(f"{where}: bad kind {kind!r}")
        return
    if kind in ("number", "text"):
        cite = exp.get("cite")
        if not isinstance(cite, list) or not cite:
            fail(f"{where}: cite must be a non-empty list")
            cite = []
        for doc_id in cite:
            if doc_id not in docs:
                fail(f"{where}: cited doc {doc_id!r} does not exist")
        cited_text = [docs[d][1] for d in cite if d in docs]
        if kind == "number":
            if not is_number(exp.get("value")):
                fail(f"{where}: number needs a numeric value")
                return
            if not isinstance(exp.get("unit"), str) or not exp["unit"].strip():
                fail(f"{where}: number needs a unit")
            if not is_number(exp.get("tolerance")) or exp["tolerance"] < 0:
                fail(f"{where}: number needs a non-negative tolerance")
            value = abs(float(exp["value"]))
            literal = any(
                abs(n - value) <= 1e-9 * max(1.0, value) for t in cited_text for n in numbers_in(t)
            )
            literal_report.append(
                (qid, exp["value"], exp.get("unit", ""), "literal" if literal else "computed")
            )
        else:
            phrases = exp.get("contains_any")
            if not isinstance(phrases, list) or not 2 <= len(phrases) <= 4:
                fail(f"{where}: text needs 2-4 contains_any phrases")
                phrases = phrases if isinstance(phrases, list) else []
            for phrase in phrases:
                if not any(norm(phrase) in norm(t) for t in cited_text):
                    fail(f"{where}: phrase not found verbatim in cited docs: {phrase!r}")
    else:
        for key in ("value", "cite", "contains_any"):
            if key in exp:
                fail(f"{where}: {kind} should not carry {key!r}")


def main():
    collections = sorted(
        p for p in ROOT.iterdir() if p.is_dir() and not p.name.startswith((".", "_"))
    )
    seen_ids = set()
    literal_report = []
    class_count, kind_count, format_colls = Counter(), Counter(), Counter()
    rows = []
    total_q = 0
    for coll_dir in collections:
        coll = coll_dir.name
        docs_dir, qfile = coll_dir / "docs", coll_dir / "questions.json"
        if not docs_dir.is_dir() or not qfile.is_file():
            fail(f"{coll}: needs docs/ and questions.json")
            continue
        docs = load_docs(docs_dir)
        if not 3 <= len(docs) <= 4:
            fail(f"{coll}: has {len(docs)} documents (need 3-4)")
        formats = sorted({p.suffix.lower().lstrip(".") for p, _ in docs.values()})
        for fmt in formats:
            format_colls[fmt] += 1
        try:
            questions = json.loads(qfile.read_text(encoding="utf-8"))
        except json.JSONDecodeError as exc:
            fail(f"{coll}: questions.json invalid ({exc})")
            continue
        if not isinstance(questions, list) or len(questions) != 6:
            fail(f"{coll}: needs exactly 6 questions")
        for q in questions:
            check_question(coll, q, docs, seen_ids, literal_report)
            class_count[q.get("class")] += 1
            kind_count[q.get("expect", {}).get("kind")] += 1
        total_q += len(questions)
        kinds = Counter(q.get("expect", {}).get("kind") for q in questions)
        rows.append(
            (
                coll,
                len(docs),
                ",".join(formats),
                len(questions),
                " ".join(f"{k}:{v}" for k, v in sorted(kinds.items())),
            )
        )

    if len(rows) < MIN_COLLECTIONS:
        fail(f"batch: {len(rows)} collections (need >= {MIN_COLLECTIONS})")
    if total_q < MIN_QUESTIONS:
        fail(f"batch: {total_q} questions (need >= {MIN_QUESTIONS})")
    for fmt in FORMATS:
        if format_colls[fmt] < MIN_FORMAT_COLLECTIONS:
            fail(
                f"batch: format {fmt} in {format_colls[fmt]} collections (need >= {MIN_FORMAT_COLLECTIONS})"
            )
    for cls in CLASSES:
        if class_count[cls] < MIN_PER_CLASS:
            fail(f"batch: class {cls} has {class_count[cls]} questions (need >= {MIN_PER_CLASS})")
    if kind_count["not_found"] < MIN_NOT_FOUND:
        fail(f"batch: {kind_count['not_found']} not_found (need >= {MIN_NOT_FOUND})")
    if kind_count["ask"] < MIN_ASK:
        fail(f"batch: {kind_count['ask']} ask (need >= {MIN_ASK})")

    print(f"{'collection':<11}{'docs':>5}  {'formats':<22}{'qs':>3}  kinds")
    for coll, ndocs, formats, nq, kinds in rows:
        print(f"{coll:<11}{ndocs:>5}  {formats:<22}{nq:>3}  {kinds}")
    print()
    print("questions per class: " + ", ".join(f"{c}={class_count[c]}" for c in CLASSES))
    print("questions per kind:  " + ", ".join(f"{k}={kind_count[k]}" for k in KINDS))
    print("collections per format: " + ", ".join(f"{f}={format_colls[f]}" for f in FORMATS))
    print(f"collections={len(rows)} questions={total_q}")
    print()
    print(
        "expected numbers (literal = appears as a number in a cited document; computed = derived):"
    )
    for qid, value, unit, how in literal_report:
        print(f"  {qid:<8} {how:<9} {value} {unit}")
    n_lit = sum(1 for r in literal_report if r[3] == "literal")
    print(f"  literal={n_lit} computed={len(literal_report) - n_lit}")
    print()
    if errors:
        print(f"FAILED: {len(errors)} problem(s)")
        for err in errors:
            print("  - " + err)
        return 1
    print("OK: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
