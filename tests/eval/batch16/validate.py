#!/usr/bin/env python
"""Structural checks for evaluation batch 16.

Run: /work/main/.venv/bin/python validate.py   (exit code 0 = all checks pass)
"""

import html
import json
import os
import re
import sys
from collections import Counter, defaultdict

from pypdf import PdfReader

HERE = os.path.dirname(os.path.abspath(__file__))
FORMATS = ("md", "txt", "html", "pdf", "json")
CLASSES = ("period", "numbers", "question", "binding", "document", "non-numeric", "titles")
KINDS = ("number", "text", "not_found", "ask")
MIN = {
    "collections": 12,
    "questions": 72,
    "format_collections": 8,
    "not_found": 6,
    "ask": 4,
    "per_class": 8,
}

errors = []


def err(msg):
    errors.append(msg)


def front_matter(text):
    """Return (fields, body) for optional YAML-style front matter."""
    m = re.match(r"\A---\s*\n(.*?)\n---\s*\n", text, re.S)
    if not m:
        return {}, text
    fields = {}
    for line in m.group(1).splitlines():
        if ":" in line:
            k, v = line.split(":", 1)
            fields[k.strip()] = v.strip().strip('"').strip("'")
    return fields, text


def read_doc(path, ext):
    if ext == "pdf":
        return "\n".join(p.extract_text() or "" for p in PdfReader(path).pages)
    with open(path, encoding="utf-8") as f:
        raw = f.read()
    if ext == "html":
        no_tags = re.sub(r"<[^>]+>", " ", raw)
        return html.unescape(no_tags)
    if ext == "json":
        json.loads(raw)  # must parse
    return raw


def norm(s):
    return re.sub(r"\s+", " ", s.replace("\u00a0", " ")).strip().lower()


def renderings(value):
    """Ways a number may be written in the documents (abs value, common grouping/decimal styles)."""
    v = abs(float(value))
    r = repr(float(value)).split(".")
    decimals = (
        0
        if float(value).is_integer() and isinstance(value, int)
        else len(r[1])
        if len(r) > 1
        else 0
    )
    out = set()
    for d in {decimals, decimals + 1} if decimals else {0}:
        s = f"{v:.{d}f}"
        ip, _, fp = s.partition(".")
        groups = []
        while len(ip) > 3:
            groups.insert(0, ip[-3:])
            ip = ip[:-3]
        groups.insert(0, ip)
        for gsep in (",", ".", " ", "'", ""):
            for dsep in (".", ","):
                if gsep == dsep:
                    continue
                body = gsep.join(groups)
                out.add(body + (dsep + fp if fp else ""))
    return out


def literal_in(value, texts):
    pats = [
        re.compile(r"(?<![\d.,'])" + re.escape(r) + r"(?![\d]|[.,'][\d])")
        for r in renderings(value)
    ]
    for t in texts:
        t = t.replace("\u00a0", " ")
        for p in pats:
            if p.search(t):
                return True
    return False


def main():
    colls = sorted(
        d
        for d in os.listdir(HERE)
        if os.path.isdir(os.path.join(HERE, d)) and not d.startswith((".", "_"))
    )
    all_ids = set()
    class_count, kind_count = Counter(), Counter()
    format_colls = defaultdict(set)
    rows, literal_rows = [], []
    for c in colls:
        cdir = os.path.join(HERE, c)
        ddir, qpath = os.path.join(cdir, "docs"), os.path.join(cdir, "questions.json")
        if not os.path.isdir(ddir):
            err(f"{c}: missing docs/")
            continue
        if not os.path.isfile(qpath):
            err(f"{c}: missing questions.json")
            continue
        docs = {}
        for root, _, files in os.walk(ddir):
            for fn in sorted(files):
                ext = fn.rsplit(".", 1)[-1].lower() if "." in fn else ""
                if ext not in FORMATS:
                    err(f"{c}: unsupported file {fn}")
                    continue
                path = os.path.join(root, fn)
                rel = os.path.relpath(path, ddir).replace(os.sep, "/")
                doc_id = rel.rsplit(".", 1)[0]
                text = read_doc(path, ext)
                if ext in ("md", "txt"):
                    fm, _ = front_matter(text)
                    doc_id = fm.get("doc_id", doc_id)
                if ext == "pdf":
                    with open(path, "rb") as f:
                        if f.read(5) != b"%PDF-":
                            err(f"{c}: {fn} is not a PDF")
                if doc_id in docs:
                    err(f"{c}: duplicate doc_id {doc_id}")
                docs[doc_id] = (ext, text)
                format_colls[ext].add(c)
        if not 3 <= len(docs) <= 4:
            err(f"{c}: {len(docs)} documents (need 3-4)")
        with open(qpath, encoding="utf-8") as f:
            qs = json.load(f)
        if not isinstance(qs, list) or len(qs) != 6:
            err(f"{c}: {len(qs)} questions (need 6)")
        ccls = Counter()
        for q in qs:
            qid = q.get("id")
            if not qid or not str(qid).startswith(c + "-q"):
                err(f"{c}: bad id {qid}")
            if qid in all_ids:
                err(f"duplicate id {qid}")
            all_ids.add(qid)
            for k in ("question", "class", "expect", "why"):
                if not q.get(k):
                    err(f"{qid}: missing {k}")
            cls = q.get("class")
            if cls not in CLASSES:
                err(f"{qid}: invalid class {cls}")
            ex = q.get("expect", {})
            kind = ex.get("kind")
            if kind not in KINDS:
                err(f"{qid}: invalid kind {kind}")
            class_count[cls] += 1
            kind_count[kind] += 1
            ccls[cls] += 1
            if kind in ("number", "text"):
                cites = ex.get("cite") or []
                if not cites:
                    err(f"{qid}: no cite")
                for d in cites:
                    if d not in docs:
                        err(f"{qid}: cite {d!r} is not a doc_id in {c}/docs")
                cited_texts = [docs[d][1] for d in cites if d in docs]
            if kind == "number":
                for k in ("value", "unit", "tolerance"):
                    if k not in ex:
                        err(f"{qid}: number needs {k}")
                if not isinstance(ex.get("value"), (int, float)) or not isinstance(
                    ex.get("tolerance"), (int, float)
                ):
                    err(f"{qid}: value/tolerance must be numbers")
                else:
                    lit = literal_in(ex["value"], cited_texts)
                    literal_rows.append(
                        (qid, ex["value"], ex.get("unit", ""), "literal" if lit else "computed")
                    )
            elif kind == "text":
                phrases = ex.get("contains_any") or []
                if not 2 <= len(phrases) <= 4:
                    err(f"{qid}: contains_any needs 2-4 phrases, has {len(phrases)}")
                ntexts = [norm(t) for t in cited_texts]
                for ph in phrases:
                    if not any(norm(ph) in t for t in ntexts):
                        err(f"{qid}: phrase not found verbatim in cited docs: {ph!r}")
            elif kind in ("not_found", "ask") and ("value" in ex or "cite" in ex):
                pass  # allowed but unused
        rows.append(
            (
                c,
                len(docs),
                ",".join(sorted({e for e, _ in docs.values()})),
                len(qs),
                " ".join(f"{k}:{v}" for k, v in sorted(ccls.items())),
            )
        )

    # batch-wide minimums
    if len(rows) < MIN["collections"]:
        err(f"only {len(rows)} collections (need {MIN['collections']})")
    total_q = sum(r[3] for r in rows)
    if total_q < MIN["questions"]:
        err(f"only {total_q} questions (need {MIN['questions']})")
    for fmt in FORMATS:
        if len(format_colls[fmt]) < MIN["format_collections"]:
            err(
                f"format {fmt} in only {len(format_colls[fmt])} collections "
                f"(need {MIN['format_collections']})"
            )
    if kind_count["not_found"] < MIN["not_found"]:
        err(f"only {kind_count['not_found']} not_found (need {MIN['not_found']})")
    if kind_count["ask"] < MIN["ask"]:
        err(f"only {kind_count['ask']} ask (need {MIN['ask']})")
    for cls in CLASSES:
        if class_count[cls] < MIN["per_class"]:
            err(f"class {cls} has {class_count[cls]} questions (need {MIN['per_class']})")

    # summary
    print(f"{'collection':<11}{'docs':>5}  {'formats':<22}{'qs':>3}  classes")
    for r in rows:
        print(f"{r[0]:<11}{r[1]:>5}  {r[2]:<22}{r[3]:>3}  {r[4]}")
    print(f"\ncollections: {len(rows)}   questions: {total_q}")
    print("classes: " + ", ".join(f"{c}={class_count[c]}" for c in CLASSES))
    print("kinds:   " + ", ".join(f"{k}={kind_count[k]}" for k in KINDS))
    print("formats (collections): " + ", ".join(f"{f}={len(format_colls[f])}" for f in FORMATS))
    n_lit = sum(1 for r in literal_rows if r[3] == "literal")
    print(
        f"\nexpected numbers: {len(literal_rows)} "
        f"({n_lit} literal, {len(literal_rows) - n_lit} computed)"
    )
    for qid, v, unit, how in literal_rows:
        print(f"  {qid:<8} {how:<9} {v} {unit}")
    if errors:
        print(f"\nFAIL: {len(errors)} problem(s)")
        for e in errors:
            print("  - " + e)
        return 1
    print("\nOK: all checks pass")
    return 0


if __name__ == "__main__":
    sys.exit(main())
