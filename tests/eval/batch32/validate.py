# ruff: noqa: E501  (document text written out as it stands)
#!/usr/bin/env python3
"""Validate evaluation batch 32 (structure, cites, verbatim phrases, coverage).

Run:  /work/main/.venv/bin/python tests/eval/batch32/validate.py
Exit status 0 when every check passes, 1 otherwise.
"""

import html
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
FORMATS = (".md", ".txt", ".html", ".json", ".pdf")
CLASSES = {"period", "numbers", "question", "binding", "document", "non-numeric", "titles"}
KINDS = {"number", "text", "not_found", "ask"}

errors = []


def err(msg):
    errors.append(msg)


def norm(text):
    return re.sub(r"\s+", " ", text).strip()


def doc_text(path):
    ext = os.path.splitext(path)[1].lower()
    if ext == ".pdf":
        try:
            from pypdf import PdfReader
        except ImportError:  # pragma: no cover
            return None
        return "\n".join(page.extract_text() or "" for page in PdfReader(path).pages)
    with open(path, encoding="utf-8") as fh:
        raw = fh.read()
    if ext == ".html":
        raw = re.sub(r"<[^>]+>", " ", raw)
        raw = html.unescape(raw)
    if ext == ".json":
        json.loads(raw)  # must parse
    return raw


def main():
    collections = sorted(
        d
        for d in os.listdir(HERE)
        if os.path.isdir(os.path.join(HERE, d)) and os.path.isdir(os.path.join(HERE, d, "docs"))
    )
    all_ids = set()
    prefixes = {}
    class_count, kind_count = Counter(), Counter()
    class_kind = Counter()
    format_collections = Counter()
    rows = []
    for coll in collections:
        cdir = os.path.join(HERE, coll)
        docs_dir = os.path.join(cdir, "docs")
        docs = {}
        for root, _dirs, files in os.walk(docs_dir):
            for name in files:
                ext = os.path.splitext(name)[1].lower()
                rel = os.path.relpath(os.path.join(root, name), docs_dir)
                if ext not in FORMATS:
                    err(f"{coll}: unsupported file {rel}")
                    continue
                doc_id = os.path.splitext(rel)[0].replace(os.sep, "/")
                if doc_id in docs:
                    err(f"{coll}: duplicate doc_id {doc_id}")
                docs[doc_id] = os.path.join(root, name)
        if not 3 <= len(docs) <= 5:
            err(f"{coll}: {len(docs)} documents (need 3-5)")
        exts = {os.path.splitext(p)[1].lower() for p in docs.values()}
        for ext in exts:
            format_collections[ext] += 1
        texts = {}
        for doc_id, path in docs.items():
            try:
                texts[doc_id] = doc_text(path)
            except Exception as exc:
                err(f"{coll}: cannot read {doc_id}: {exc}")
                texts[doc_id] = ""
        qpath = os.path.join(cdir, "questions.json")
        try:
            with open(qpath, encoding="utf-8") as fh:
                questions = json.load(fh)
        except Exception as exc:
            err(f"{coll}: questions.json unreadable: {exc}")
            continue
        if not isinstance(questions, list) or len(questions) != 6:
            err(
                f"{coll}: need a list of 6 questions, got {len(questions) if isinstance(questions, list) else type(questions)}"
            )
            continue
        coll_prefix = None
        for n, q in enumerate(questions, 1):
            qid = q.get("id", "")
            m = re.fullmatch(r"([a-z]{2})-q([1-6])", qid)
            if not m:
                err(f"{coll}: bad id {qid!r}")
            else:
                if coll_prefix is None:
                    coll_prefix = m.group(1)
                elif m.group(1) != coll_prefix:
                    err(f"{coll}: mixed prefixes ({coll_prefix}, {m.group(1)})")
                if int(m.group(2)) != n:
                    err(f"{coll}: {qid} out of order (position {n})")
            if qid in all_ids:
                err(f"duplicate id {qid}")
            all_ids.add(qid)
            for field in ("question", "class", "expect", "why"):
                if not q.get(field):
                    err(f"{qid}: missing {field}")
            cls = q.get("class")
            if cls not in CLASSES:
                err(f"{qid}: invalid class {cls!r}")
            exp = q.get("expect", {})
            kind = exp.get("kind")
            if kind not in KINDS:
                err(f"{qid}: invalid kind {kind!r}")
            cites = exp.get("cite")
            if not isinstance(cites, list):
                err(f"{qid}: cite must be a list")
                cites = []
            for c in cites:
                if c not in docs:
                    err(f"{qid}: cite {c!r} is not a document of {coll}")
            if kind == "number":
                for field in ("value", "unit", "tolerance"):
                    if field not in exp:
                        err(f"{qid}: number needs {field}")
                if not isinstance(exp.get("value"), (int, float)) or isinstance(
                    exp.get("value"), bool
                ):
                    err(f"{qid}: value must be numeric")
                if (
                    not isinstance(exp.get("tolerance"), (int, float))
                    or exp.get("tolerance", -1) < 0
                ):
                    err(f"{qid}: tolerance must be a non-negative number")
                if not cites:
                    err(f"{qid}: number needs at least one cite")
            elif kind == "text":
                phrases = exp.get("contains_any")
                if not isinstance(phrases, list) or not 1 <= len(phrases) <= 3:
                    err(f"{qid}: contains_any must list 1-3 phrases")
                    phrases = []
                if not cites:
                    err(f"{qid}: text needs at least one cite")
                for ph in phrases:
                    hits = [
                        c
                        for c in cites
                        if c in texts and texts[c] is not None and norm(ph) in norm(texts[c])
                    ]
                    if not hits:
                        err(f"{qid}: phrase {ph!r} not found verbatim in cited documents {cites}")
            rows.append((qid, cls, kind))
            class_count[cls] += 1
            kind_count[kind] += 1
            class_kind[(cls, kind)] += 1
        if coll_prefix in prefixes:
            err(f"prefix {coll_prefix} used by {prefixes[coll_prefix]} and {coll}")
        prefixes[coll_prefix] = coll
        print(
            f"{coll:28s} prefix={coll_prefix} docs={len(docs)} formats={','.join(sorted(e[1:] for e in exts))}"
        )

    for ext in FORMATS:
        if format_collections[ext] < 8:
            err(f"format {ext} used in only {format_collections[ext]} collections (need >= 8)")

    print()
    print(f"collections: {len(collections)}   questions: {len(rows)}")
    print(
        "formats (collections using each):",
        ", ".join(f"{e[1:]}={format_collections[e]}" for e in FORMATS),
    )
    print("classes:", ", ".join(f"{c}={class_count[c]}" for c in sorted(CLASSES)))
    print(
        "kinds:  ",
        ", ".join(f"{k}={kind_count[k]}" for k in ("number", "text", "not_found", "ask")),
    )
    print("class x kind:")
    for cls in sorted(CLASSES):
        print(
            f"  {cls:12s}",
            "  ".join(
                f"{k}={class_kind[(cls, k)]}" for k in ("number", "text", "not_found", "ask")
            ),
        )
    if errors:
        print(f"\n{len(errors)} ERROR(S):")
        for e in errors:
            print("  -", e)
        return 1
    print("\nOK: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
