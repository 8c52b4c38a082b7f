# ruff: noqa: E501  (document text written out as it stands)
#!/usr/bin/env python3
"""Validate evaluation batch 34.

Checks, per collection folder (any sub-folder holding questions.json):
  * docs/ holds 3 to 5 supported documents (.md .txt .html .json .pdf); doc ids are unique;
  * questions.json is a list of exactly 6 questions with ids <prefix>-q1..q6, one 2-letter
    prefix per collection, ids unique across the batch;
  * class and expect.kind are valid, and each kind has its required fields;
  * every cite names an existing doc id of the collection;
  * every contains_any phrase occurs verbatim in at least one cited document
    (PDF text is extracted with pypdf when it is installed, else taken from make_pdfs.py);
  * JSON documents parse.
Prints a summary: collections table, counts per class and kind, formats per collection.
Exit status 1 on any error.
"""

import html
import json
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
CLASSES = {"period", "numbers", "question", "binding", "document", "non-numeric", "titles"}
KINDS = {"number", "text", "not_found", "ask"}
FORMATS = {".md", ".txt", ".html", ".json", ".pdf"}

errors = []


def err(msg):
    errors.append(msg)


def pdf_text(path):
    try:
        from pypdf import PdfReader
    except ImportError:
        return None
    return "\n".join(page.extract_text() or "" for page in PdfReader(str(path)).pages)


def pdf_source_text(path):
    """Fallback: the text blocks that make_pdfs.py draws into this PDF."""
    sys.path.insert(0, str(HERE))
    import make_pdfs

    rel = str(path.relative_to(HERE))
    blocks = make_pdfs.DOCS.get(rel, [])
    out = []
    for _, content in blocks:
        out.extend(content if isinstance(content, list) else [content or ""])
    return "\n".join(out)


def doc_text(path):
    if path.suffix == ".pdf":
        txt = pdf_text(path)
        if txt is None:
            txt = pdf_source_text(path)
        return txt
    raw = path.read_text(encoding="utf-8")
    if path.suffix == ".html":
        stripped = html.unescape(re.sub(r"<[^>]+>", " ", raw))
        return raw + "\n" + stripped
    return raw


def norm(s):
    return re.sub(r"\s+", " ", s).strip().lower()


def main():
    collections = sorted(p.parent for p in HERE.glob("*/questions.json"))
    all_ids = set()
    prefixes = {}
    class_count, kind_count = Counter(), Counter()
    format_collections = Counter()
    rows = []
    for coll in collections:
        name = coll.name
        docs_dir = coll / "docs"
        docs = {}
        if not docs_dir.is_dir():
            err(f"{name}: no docs/ folder")
        else:
            for f in sorted(docs_dir.rglob("*")):
                if not f.is_file():
                    continue
                if f.suffix not in FORMATS:
                    err(f"{name}: unsupported file {f.name}")
                    continue
                doc_id = str(f.relative_to(docs_dir).with_suffix(""))
                if doc_id in docs:
                    err(f"{name}: duplicate doc id {doc_id}")
                docs[doc_id] = f
                if f.suffix == ".json":
                    try:
                        json.loads(f.read_text(encoding="utf-8"))
                    except ValueError as exc:
                        err(f"{name}: {f.name} is not valid JSON: {exc}")
        if not 3 <= len(docs) <= 5:
            err(f"{name}: {len(docs)} documents (need 3-5)")
        fmts = sorted({f.suffix.lstrip(".") for f in docs.values()})
        for fm in fmts:
            format_collections[fm] += 1
        texts = {d: norm(doc_text(p)) for d, p in docs.items()}

        try:
            questions = json.loads((coll / "questions.json").read_text(encoding="utf-8"))
        except ValueError as exc:
            err(f"{name}: questions.json invalid: {exc}")
            continue
        if not isinstance(questions, list) or len(questions) != 6:
            err(
                f"{name}: need a list of 6 questions, got {len(questions) if isinstance(questions, list) else type(questions)}"
            )
            continue
        prefix = None
        coll_classes = []
        for i, q in enumerate(questions, 1):
            qid = q.get("id", "")
            m = re.fullmatch(r"([a-z]{2})-q(\d+)", qid)
            if not m:
                err(f"{name}: bad id {qid!r}")
            else:
                if prefix is None:
                    prefix = m.group(1)
                if m.group(1) != prefix:
                    err(f"{name}: {qid} does not use prefix {prefix}")
                if int(m.group(2)) != i:
                    err(f"{name}: {qid} out of order (expected q{i})")
            if qid in all_ids:
                err(f"duplicate id {qid}")
            all_ids.add(qid)
            for field in ("question", "class", "expect", "why"):
                if not q.get(field):
                    err(f"{qid}: missing {field}")
            cls = q.get("class")
            if cls not in CLASSES:
                err(f"{qid}: invalid class {cls!r}")
            class_count[cls] += 1
            coll_classes.append(cls)
            exp = q.get("expect", {})
            kind = exp.get("kind")
            if kind not in KINDS:
                err(f"{qid}: invalid kind {kind!r}")
            kind_count[kind] += 1
            cites = exp.get("cite")
            if not isinstance(cites, list):
                err(f"{qid}: cite must be a list")
                cites = []
            for c in cites:
                if c not in docs:
                    err(f"{qid}: cite {c!r} is not a doc id of {name}")
            if kind == "number":
                for field, typ in (
                    ("value", (int, float)),
                    ("unit", str),
                    ("tolerance", (int, float)),
                ):
                    if not isinstance(exp.get(field), typ) or isinstance(exp.get(field), bool):
                        err(f"{qid}: number needs {field} of type {typ}")
                if not cites:
                    err(f"{qid}: number needs at least one cite")
            elif kind == "text":
                phrases = exp.get("contains_any")
                if not isinstance(phrases, list) or not 1 <= len(phrases) <= 3:
                    err(f"{qid}: text needs contains_any with 1-3 phrases")
                    phrases = []
                if not cites:
                    err(f"{qid}: text needs at least one cite")
                for ph in phrases:
                    if not any(norm(ph) in texts.get(c, "") for c in cites if c in texts):
                        err(f"{qid}: phrase {ph!r} not found verbatim in cited docs {cites}")
        if prefix in prefixes:
            err(f"prefix {prefix} used by {prefixes[prefix]} and {name}")
        prefixes[prefix] = name
        rows.append(
            (name, prefix, len(docs), ", ".join(fmts), ", ".join(c or "?" for c in coll_classes))
        )

    # summary
    print(f"{'collection':26} {'prefix':6} {'docs':4}  formats                 classes")
    for r in rows:
        print(f"{r[0]:26} {r[1] or '?':6} {r[2]:4}  {r[3]:23} {r[4]}")
    print()
    print("questions:", sum(class_count.values()), "in", len(rows), "collections")
    print(
        "classes:",
        ", ".join(f"{k}={v}" for k, v in sorted(class_count.items(), key=lambda kv: str(kv[0]))),
    )
    print(
        "kinds:  ",
        ", ".join(f"{k}={v}" for k, v in sorted(kind_count.items(), key=lambda kv: str(kv[0]))),
    )
    print(
        "collections per format:",
        ", ".join(f"{k}={v}" for k, v in sorted(format_collections.items())),
    )
    for fm in sorted(f.lstrip(".") for f in FORMATS):
        if format_collections[fm] < 8:
            err(f"format {fm} used in only {format_collections[fm]} collections (need >= 8)")
    if errors:
        print("\nERRORS:")
        for e in errors:
            print(" -", e)
        sys.exit(1)
    print("\nOK: no errors")


if __name__ == "__main__":
    main()
