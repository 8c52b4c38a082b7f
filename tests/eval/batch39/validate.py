#!/usr/bin/env python3
"""Validate blind batch 39: structure, ids, classes, kinds, cites, verbatim phrases.

Run: /work/main/.venv/bin/python validate.py   (exit code 1 on any error)
"""

import collections
import importlib.util
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
CLASSES = {"period", "numbers", "question", "binding", "document", "non-numeric", "titles"}
KINDS = {"number", "text", "not_found", "ask"}
FORMATS = {".md", ".txt", ".html", ".json", ".pdf"}


def norm(s):
    return re.sub(r"\s+", " ", s).strip()


def pdf_source_text():
    """Text of every PDF as written by make_pdfs.py (avoids needing a PDF parser)."""
    spec = importlib.util.spec_from_file_location("make_pdfs", os.path.join(HERE, "make_pdfs.py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    out = {}
    for path, (title, blocks) in mod.DOCS.items():
        parts = [title]
        for _, content in blocks:
            parts.extend([content] if isinstance(content, str) else content)
        out[os.path.normpath(path)] = "\n".join(parts)
    return out


def main():
    errors = []
    pdf_text = pdf_source_text()
    ids = set()
    prefixes = {}
    by_class = collections.Counter()
    by_kind = collections.Counter()
    fmt_collections = collections.Counter()
    rows = []
    colls = sorted(d for d in os.listdir(HERE) if os.path.isdir(os.path.join(HERE, d, "docs")))
    for coll in colls:
        docdir = os.path.join(HERE, coll, "docs")
        docs = {}
        for f in sorted(os.listdir(docdir)):
            stem, ext = os.path.splitext(f)
            if ext not in FORMATS:
                errors.append(f"{coll}: unsupported format {f}")
                continue
            if stem in docs:
                errors.append(f"{coll}: duplicate doc_id {stem}")
            if ext == ".pdf":
                key = os.path.normpath(os.path.join(coll, "docs", f))
                if key not in pdf_text:
                    errors.append(f"{coll}: {f} not produced by make_pdfs.py")
                text = pdf_text.get(key, "")
            else:
                with open(os.path.join(docdir, f), encoding="utf-8") as fh:
                    text = fh.read()
                if ext == ".json":
                    try:
                        json.loads(text)
                    except ValueError as e:
                        errors.append(f"{coll}: invalid JSON {f}: {e}")
            docs[stem] = (ext, text)
        if not 3 <= len(docs) <= 5:
            errors.append(f"{coll}: {len(docs)} docs (need 3-5)")
        for ext in {e for e, _ in docs.values()}:
            fmt_collections[ext] += 1
        with open(os.path.join(HERE, coll, "questions.json"), encoding="utf-8") as fh:
            qs = json.load(fh)
        if len(qs) != 6:
            errors.append(f"{coll}: {len(qs)} questions (need 6)")
        pre = None
        for n, q in enumerate(qs, 1):
            qid = q.get("id", "")
            m = re.fullmatch(r"([a-z]{2})-q(\d)", qid)
            if not m or int(m.group(2)) != n:
                errors.append(f"{coll}: bad id {qid!r} at position {n}")
            else:
                pre = pre or m.group(1)
                if m.group(1) != pre:
                    errors.append(f"{coll}: mixed prefixes in {qid}")
            if qid in ids:
                errors.append(f"duplicate id {qid}")
            ids.add(qid)
            for field in ("question", "class", "expect", "why"):
                if not q.get(field):
                    errors.append(f"{qid}: missing {field}")
            if q.get("class") not in CLASSES:
                errors.append(f"{qid}: bad class {q.get('class')}")
            e = q.get("expect", {})
            kind = e.get("kind")
            if kind not in KINDS:
                errors.append(f"{qid}: bad kind {kind}")
            by_class[q.get("class")] += 1
            by_kind[kind] += 1
            cites = e.get("cite", [])
            if not isinstance(cites, list):
                errors.append(f"{qid}: cite must be a list")
                cites = []
            for c in cites:
                if c not in docs:
                    errors.append(f"{qid}: cite {c!r} not a doc_id of {coll}")
            if kind == "number":
                for field in ("value", "unit", "tolerance"):
                    if field not in e:
                        errors.append(f"{qid}: number needs {field}")
                if not isinstance(e.get("value"), (int, float)):
                    errors.append(f"{qid}: value must be numeric")
                if not cites:
                    errors.append(f"{qid}: number needs cite")
            elif kind == "text":
                phrases = e.get("contains_any", [])
                if not (isinstance(phrases, list) and 1 <= len(phrases) <= 3):
                    errors.append(f"{qid}: contains_any needs 1-3 phrases")
                if not cites:
                    errors.append(f"{qid}: text needs cite")
                for p in phrases:
                    if not any(norm(p) in norm(docs[c][1]) for c in cites if c in docs):
                        errors.append(f"{qid}: phrase not verbatim in cited docs: {p!r}")
        if pre in prefixes:
            errors.append(f"{coll}: prefix {pre} also used by {prefixes[pre]}")
        prefixes[pre] = coll
        rows.append(
            (
                coll,
                pre,
                len(docs),
                " ".join(sorted(e.lstrip(".") for e, _ in docs.values())),
                len(qs),
            )
        )

    print(f"{'collection':30} {'prefix':6} {'docs':4}  formats                    questions")
    for r in rows:
        print(f"{r[0]:30} {r[1]:6} {r[2]:4}  {r[3]:26} {r[4]}")
    print("\nquestions:", sum(by_class.values()))
    print("by class:", dict(sorted(by_class.items())))
    print("by kind: ", dict(sorted(by_kind.items())))
    print("collections per format:", dict(sorted(fmt_collections.items())))
    for ext in FORMATS:
        if fmt_collections[ext] < 8:
            errors.append(f"format {ext} in only {fmt_collections[ext]} collections (need 8)")
    if errors:
        print("\nERRORS:")
        for e in errors:
            print(" -", e)
        sys.exit(1)
    print("\nOK: no errors")


if __name__ == "__main__":
    main()
