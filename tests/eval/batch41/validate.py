# ruff: noqa: E501, E741, SIM102
#!/usr/bin/env python3
"""Validate the batch-41 blind evaluation set.

Checks, per collection folder (any sub-folder of this script's folder with docs/ and
questions.json):
  - 3 to 5 documents in docs/, supported formats only, unique doc_ids
  - exactly 6 questions, ids <prefix>-q1..q6 with one 2-letter prefix per collection,
    ids unique across the batch
  - class and expect.kind valid; required fields per kind
  - every cite names an existing doc_id
  - every contains_any phrase occurs verbatim (whitespace-normalised; HTML tags removed)
    in at least one cited document (PDF text via pypdf, else the make_pdfs.py source)
Prints a summary (collections table, counts per class, kind and format).
Exit status 1 if any check fails.
"""

import collections
import html
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
FORMATS = ("md", "txt", "html", "json", "pdf")
CLASSES = ("period", "numbers", "question", "binding", "document", "non-numeric", "titles")
KINDS = ("number", "text", "not_found", "ask")

errors = []


def err(msg):
    errors.append(msg)


def norm(s):
    return re.sub(r"\s+", " ", s).strip()


def pdf_text(path, coll, doc_id):
    try:
        import pypdf  # noqa: F401
        from pypdf import PdfReader

        return "\n".join(p.extract_text() or "" for p in PdfReader(path).pages)
    except Exception:
        sys.path.insert(0, HERE)
        import make_pdfs

        src = make_pdfs.DOCS.get((coll, doc_id), "")
        return "\n".join(
            l[2:] if l.startswith(("# ", "| ")) else l[3:] if l.startswith("## ") else l
            for l in src.splitlines()
        )


def doc_text(path, coll, doc_id):
    ext = path.rsplit(".", 1)[1]
    if ext == "pdf":
        return pdf_text(path, coll, doc_id)
    with open(path, encoding="utf-8") as f:
        raw = f.read()
    if ext == "html":
        raw = re.sub(r"(?is)<(script|style)\b.*?</\1>", " ", raw)
        raw = re.sub(r"<[^>]+>", " ", raw)
        raw = html.unescape(raw)
    if ext == "json":
        json.loads(raw)  # must parse
    return raw


def main():
    colls = sorted(
        d
        for d in os.listdir(HERE)
        if os.path.isdir(os.path.join(HERE, d, "docs"))
        and os.path.isfile(os.path.join(HERE, d, "questions.json"))
    )
    all_ids = set()
    prefixes = {}
    class_count = collections.Counter()
    kind_count = collections.Counter()
    class_kind = collections.Counter()
    fmt_colls = collections.Counter()
    rows = []
    for coll in colls:
        ddir = os.path.join(HERE, coll, "docs")
        docs = {}
        for root, _, files in os.walk(ddir):
            for fn in sorted(files):
                p = os.path.join(root, fn)
                rel = os.path.relpath(p, ddir)
                if "." not in fn or fn.rsplit(".", 1)[1] not in FORMATS:
                    err(f"{coll}: unsupported file {rel}")
                    continue
                doc_id = rel.rsplit(".", 1)[0].replace(os.sep, "/")
                if doc_id in docs:
                    err(f"{coll}: duplicate doc_id {doc_id}")
                docs[doc_id] = p
        if not 3 <= len(docs) <= 5:
            err(f"{coll}: {len(docs)} documents (need 3-5)")
        fmts = sorted({p.rsplit(".", 1)[1] for p in docs.values()})
        for f in fmts:
            fmt_colls[f] += 1
        texts = {d: norm(doc_text(p, coll, d)) for d, p in docs.items()}

        with open(os.path.join(HERE, coll, "questions.json"), encoding="utf-8") as f:
            qs = json.load(f)
        if not isinstance(qs, list) or len(qs) != 6:
            err(
                f"{coll}: need a list of 6 questions, got {len(qs) if isinstance(qs, list) else type(qs)}"
            )
            qs = qs if isinstance(qs, list) else []
        coll_prefixes = set()
        kinds_here = collections.Counter()
        for i, q in enumerate(qs, 1):
            qid = q.get("id", "")
            m = re.fullmatch(r"([a-z]{2})-q(\d+)", qid)
            if not m:
                err(f"{coll}: bad id {qid!r}")
            else:
                coll_prefixes.add(m.group(1))
                if int(m.group(2)) != i:
                    err(f"{coll}: id {qid} out of order (expected q{i})")
            if qid in all_ids:
                err(f"{coll}: duplicate id {qid}")
            all_ids.add(qid)
            for k in ("question", "class", "expect", "why"):
                if not q.get(k):
                    err(f"{qid}: missing {k}")
            cls = q.get("class")
            if cls not in CLASSES:
                err(f"{qid}: invalid class {cls!r}")
            e = q.get("expect", {})
            kind = e.get("kind")
            if kind not in KINDS:
                err(f"{qid}: invalid kind {kind!r}")
            class_count[cls] += 1
            kind_count[kind] += 1
            kinds_here[kind] += 1
            class_kind[(cls, kind)] += 1
            cites = e.get("cite", [])
            if kind in ("number", "text"):
                if not isinstance(cites, list) or not cites:
                    err(f"{qid}: {kind} needs a non-empty cite list")
            for c in cites:
                if c not in docs:
                    err(f"{qid}: cite {c!r} is not a doc_id of {coll}")
            if kind == "number":
                if not isinstance(e.get("value"), (int, float)) or isinstance(e.get("value"), bool):
                    err(f"{qid}: number needs numeric value")
                if not isinstance(e.get("unit"), str) or not e.get("unit"):
                    err(f"{qid}: number needs unit")
                if not isinstance(e.get("tolerance"), (int, float)) or e.get("tolerance") < 0:
                    err(f"{qid}: number needs tolerance >= 0")
            elif kind == "text":
                ca = e.get("contains_any")
                if (
                    not isinstance(ca, list)
                    or not 1 <= len(ca) <= 3
                    or not all(isinstance(x, str) and x for x in ca)
                ):
                    err(f"{qid}: text needs contains_any with 1-3 phrases")
                    ca = []
                for ph in ca:
                    if not any(norm(ph) in texts.get(c, "") for c in cites):
                        err(f"{qid}: phrase not found verbatim in cited docs: {ph!r}")
            elif kind in ("not_found", "ask"):
                extra = set(e) - {"kind", "cite", "note"}
                if extra:
                    err(f"{qid}: unexpected fields for {kind}: {sorted(extra)}")
        if len(coll_prefixes) != 1:
            err(f"{coll}: expected one id prefix, got {sorted(coll_prefixes)}")
        else:
            pfx = coll_prefixes.pop()
            if pfx in prefixes:
                err(f"{coll}: prefix {pfx} also used by {prefixes[pfx]}")
            prefixes[pfx] = coll
            rows.append(
                (
                    coll,
                    pfx,
                    len(docs),
                    ",".join(fmts),
                    len(qs),
                    " ".join(f"{k}:{kinds_here[k]}" for k in KINDS if kinds_here[k]),
                )
            )

    print(f"{'collection':24} {'pfx':3} {'docs':4} {'formats':22} {'qs':2}  kinds")
    for r in rows:
        print(f"{r[0]:24} {r[1]:3} {r[2]:4} {r[3]:22} {r[4]:2}  {r[5]}")
    print()
    print("questions:", sum(class_count.values()))
    print("per class:", ", ".join(f"{c} {class_count[c]}" for c in CLASSES))
    print("per kind: ", ", ".join(f"{k} {kind_count[k]}" for k in KINDS))
    print("class x kind:", ", ".join(f"{c}/{k} {n}" for (c, k), n in sorted(class_kind.items())))
    print("collections per format:", ", ".join(f"{f} {fmt_colls[f]}" for f in FORMATS))
    for f in FORMATS:
        if fmt_colls[f] < 8:
            err(f"format {f} used in only {fmt_colls[f]} collections (need >= 8)")
    print()
    if errors:
        print(f"FAILED: {len(errors)} problem(s)")
        for m in errors:
            print("  -", m)
        sys.exit(1)
    print("OK: all checks passed")


if __name__ == "__main__":
    main()
