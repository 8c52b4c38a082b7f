# ruff: noqa: E501
# ruff: noqa: RUF100
"""Structural checks for evaluation batch 28.

Run: /work/main/.venv/bin/python validate.py
Exits with status 1 if any check fails.
"""

import contextlib
import html
import json
import re
import sys
from collections import Counter
from pathlib import Path

from pypdf import PdfReader

HERE = Path(__file__).resolve().parent
FORMATS = ("md", "txt", "html", "pdf", "json")
CLASSES = (
    "period",
    "numbers",
    "question",
    "binding",
    "document",
    "non-numeric",
    "titles",
)
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
    """Return (fields, body) for YAML-style front matter at the top of md/txt files."""
    if not text.startswith("---"):
        return {}, text
    lines = text.splitlines()
    fields = {}
    for i in range(1, len(lines)):
        if lines[i].strip() == "---":
            return fields, "\n".join(lines[i + 1 :])
        if ":" in lines[i]:
            key, value = lines[i].split(":", 1)
            fields[key.strip()] = value.strip().strip("\"'")
    return {}, text


def doc_text(path):
    ext = path.suffix.lstrip(".").lower()
    if ext == "pdf":
        pages = PdfReader(str(path)).pages
        return "\n".join(page.extract_text() or "" for page in pages)
    raw = path.read_text(encoding="utf-8")
    if ext == "html":
        raw = re.sub(r"<[^>]+>", " ", raw)
        return html.unescape(raw)
    if ext == "json":
        json.loads(raw)  # must parse
    return raw


def load_docs(docs_dir):
    docs = {}
    for path in sorted(docs_dir.rglob("*")):
        if not path.is_file():
            continue
        ext = path.suffix.lstrip(".").lower()
        if ext not in FORMATS:
            fail(f"{path}: unsupported file type")
            continue
        doc_id = str(path.relative_to(docs_dir).with_suffix(""))
        text = doc_text(path)
        if ext in ("md", "txt"):
            fields, _ = front_matter(text)
            doc_id = fields.get("doc_id", fields.get("id", doc_id))
        if doc_id in docs:
            fail(f"{docs_dir}: duplicate doc_id {doc_id}")
        docs[doc_id] = {"ext": ext, "text": text, "path": path}
    return docs


def norm(s):
    s = s.replace("\u2019", "'").replace("\u2018", "'")
    return re.sub(r"\s+", " ", s).strip().casefold()


GROUPED = r"\d{1,3}(?:[ \u00a0\u202f'\u2019]\d{3})+(?:[.,]\d+)?"
PLAIN = r"\d+(?:[.,]\d+)*"
NUM_RE = re.compile(GROUPED + "|" + PLAIN)


def number_readings(token):
    t = re.sub(r"[ \u00a0\u202f'\u2019]", "", token)
    out = set()
    if "," in t and "." in t:
        if t.rfind(",") > t.rfind("."):
            out.add(t.replace(".", "").replace(",", "."))
        else:
            out.add(t.replace(",", ""))
    elif "," in t:
        out.add(t.replace(",", ""))
        if t.count(",") == 1:
            out.add(t.replace(",", "."))
    elif "." in t:
        out.add(t.replace(".", ""))
        if t.count(".") == 1:
            out.add(t)
    else:
        out.add(t)
    values = set()
    for s in out:
        with contextlib.suppress(ValueError):
            values.add(float(s))
    return values


def numbers_in(text):
    values = set()
    for token in NUM_RE.findall(text):
        values |= number_readings(token)
    return values


def main():
    collections = sorted(
        p for p in HERE.iterdir() if p.is_dir() and not p.name.startswith((".", "_"))
    )
    all_ids = Counter()
    class_count, kind_count, format_colls = Counter(), Counter(), Counter()
    rows = []
    literal_rows = []
    total_q = 0
    for coll in collections:
        docs_dir, qfile = coll / "docs", coll / "questions.json"
        if not docs_dir.is_dir():
            fail(f"{coll.name}: missing docs/")
            continue
        if not qfile.is_file():
            fail(f"{coll.name}: missing questions.json")
            continue
        docs = load_docs(docs_dir)
        if not 3 <= len(docs) <= 4:
            fail(f"{coll.name}: {len(docs)} documents (need 3-4)")
        formats = sorted({d["ext"] for d in docs.values()})
        for f in formats:
            format_colls[f] += 1
        questions = json.loads(qfile.read_text(encoding="utf-8"))
        if not isinstance(questions, list) or len(questions) != 6:
            fail(f"{coll.name}: needs exactly 6 questions")
        total_q += len(questions)
        ckinds = Counter()
        for q in questions:
            qid = q.get("id", "?")
            all_ids[qid] += 1
            for key in ("id", "question", "class", "expect", "why"):
                if not q.get(key):
                    fail(f"{qid}: missing {key}")
            cls, exp = q.get("class"), q.get("expect", {})
            kind = exp.get("kind")
            if cls not in CLASSES:
                fail(f"{qid}: invalid class {cls}")
            if kind not in KINDS:
                fail(f"{qid}: invalid kind {kind}")
            class_count[cls] += 1
            kind_count[kind] += 1
            ckinds[kind] += 1
            if kind in ("number", "text"):
                cites = exp.get("cite") or []
                if not cites:
                    fail(f"{qid}: cite required")
                for c in cites:
                    if c not in docs:
                        fail(f"{qid}: cite {c!r} is not a doc_id in {coll.name}")
            if kind == "number":
                value, tol = exp.get("value"), exp.get("tolerance")
                if not isinstance(value, (int, float)) or isinstance(value, bool):
                    fail(f"{qid}: numeric value required")
                    continue
                if not isinstance(tol, (int, float)) or tol < 0:
                    fail(f"{qid}: tolerance required")
                if not exp.get("unit"):
                    fail(f"{qid}: unit required")
                cited = [docs[c]["text"] for c in exp.get("cite", []) if c in docs]
                found = set()
                for t in cited:
                    found |= numbers_in(t)
                literal = any(abs(abs(value) - v) < 1e-9 for v in found)
                literal_rows.append(
                    (
                        qid,
                        cls,
                        value,
                        exp.get("unit"),
                        "literal" if literal else "computed",
                    )
                )
            elif kind == "text":
                phrases = exp.get("contains_any") or []
                if not 2 <= len(phrases) <= 4:
                    fail(f"{qid}: contains_any needs 2-4 phrases")
                cites = [c for c in exp.get("cite", []) if c in docs]
                cited = [norm(docs[c]["text"]) for c in cites]
                for ph in phrases:
                    if not any(norm(ph) in t for t in cited):
                        fail(f"{qid}: phrase not found verbatim in cited docs: {ph!r}")
            elif kind in ("not_found", "ask") and "value" in exp:
                fail(f"{qid}: {kind} must not carry a value")
        fmt = ",".join(formats)
        rows.append((coll.name, len(docs), fmt, len(questions), dict(ckinds)))

    for qid, n in all_ids.items():
        if n > 1:
            fail(f"duplicate question id {qid}")

    print(f"{'collection':<14}{'docs':>5}  {'formats':<24}{'qs':>3}  kinds")
    for name, nd, fm, nq, ck in rows:
        print(f"{name:<14}{nd:>5}  {fm:<24}{nq:>3}  {ck}")
    print()
    print("expected numbers (literal = in a cited document; computed = derived):")
    for qid, cls, value, unit, how in literal_rows:
        print(f"  {qid:<8} {cls:<12} {value:>14} {unit:<28} {how}")
    print()
    print("classes:", dict(sorted(class_count.items())))
    print("kinds:  ", dict(sorted(kind_count.items())))
    print("formats (collections containing each):", dict(sorted(format_colls.items())))
    print(f"collections: {len(rows)}, questions: {total_q}")

    if len(rows) < MIN_COLLECTIONS:
        fail(f"only {len(rows)} collections (need {MIN_COLLECTIONS})")
    if total_q < MIN_QUESTIONS:
        fail(f"only {total_q} questions (need {MIN_QUESTIONS})")
    for f in FORMATS:
        if format_colls[f] < MIN_FORMAT_COLLECTIONS:
            fail(f"format {f} in only {format_colls[f]} collections")
    if kind_count["not_found"] < MIN_NOT_FOUND:
        fail(f"only {kind_count['not_found']} not_found questions")
    if kind_count["ask"] < MIN_ASK:
        fail(f"only {kind_count['ask']} ask questions")
    for c in CLASSES:
        if class_count[c] < MIN_PER_CLASS:
            fail(f"class {c} has only {class_count[c]} questions")

    print()
    if errors:
        print(f"FAILED: {len(errors)} problem(s)")
        for e in errors:
            print("  -", e)
        return 1
    print("OK: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
