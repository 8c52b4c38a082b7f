#!/usr/bin/env python3
"""Structural checks for evaluation batch 18. Exit code 0 = all checks passed.

Run: /work/main/.venv/bin/python /work/batch18/validate.py
"""

import html
import json
import os
import re
import sys
from collections import Counter

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


def norm(s):
    return re.sub(r"\s+", " ", s).strip().lower()


def front_matter(text):
    m = re.match(r"^---\s*\n(.*?)\n---\s*\n", text, re.S)
    meta = {}
    if m:
        for line in m.group(1).splitlines():
            if ":" in line:
                k, v = line.split(":", 1)
                meta[k.strip()] = v.strip().strip('"').strip("'")
    return meta


def doc_text(path, ext):
    if ext == "pdf":
        with open(path, "rb") as fh:
            if fh.read(5) != b"%PDF-":
                err(f"{path}: not a real PDF")
        reader = PdfReader(path)
        return "\n".join(p.extract_text() or "" for p in reader.pages)
    with open(path, encoding="utf-8") as fh:
        raw = fh.read()
    if ext == "html":
        raw = re.sub(r"<[^>]+>", " ", raw)
        return html.unescape(raw)
    if ext == "json":
        json.loads(raw)  # must parse
    return raw


def load_docs(docs_dir):
    docs = {}
    for root, _, files in os.walk(docs_dir):
        for f in sorted(files):
            ext = f.rsplit(".", 1)[-1].lower() if "." in f else ""
            if ext not in FORMATS:
                continue
            path = os.path.join(root, f)
            rel = os.path.relpath(path, docs_dir)
            doc_id = rel[: -(len(ext) + 1)].replace(os.sep, "/")
            text = doc_text(path, ext)
            if ext in ("md", "txt"):
                meta = front_matter(text)
                doc_id = meta.get("doc_id", meta.get("id", doc_id))
            if doc_id in docs:
                err(f"{docs_dir}: duplicate doc_id {doc_id}")
            docs[doc_id] = {
                "ext": ext,
                "text": text,
                "norm": norm(text),
                "words": len(re.findall(r"\w+", text)),
            }
    return docs


def renderings(value):
    """Ways a document might print the literal value (sign dropped)."""
    v = abs(value)
    out = set()
    if float(v).is_integer() and isinstance(value, int):
        decs = [0]
    else:
        s = repr(float(v))
        d = len(s.split(".")[1]) if "." in s else 0
        decs = sorted({max(d, 1), d})
    for d in decs:
        base = f"{v:,.{d}f}"  # 1,234.5
        intpart, _, frac = base.partition(".")
        digits = intpart.replace(",", "")
        groups = intpart.split(",")
        for sep in (",", ".", " ", "'", "\u202f", ""):
            for dec in (".", ","):
                if sep == dec:
                    continue
                s = sep.join(groups) + ((dec + frac) if frac else "")
                out.add(s)
        # Indian grouping: last three digits, then pairs
        if len(digits) > 3:
            head, tail = digits[:-3], digits[-3:]
            pairs = []
            while len(head) > 2:
                pairs.insert(0, head[-2:])
                head = head[:-2]
            if head:
                pairs.insert(0, head)
            out.add(",".join([*pairs, tail]) + (("." + frac) if frac else ""))
    return out


def is_literal(value, texts):
    for r in renderings(value):
        pat = r"(?<![\d.,'])" + re.escape(r) + r"(?![\d]|[.,'][\d])"
        for t in texts:
            if re.search(pat, t):
                return True
    return False


def main():
    collections = sorted(
        d
        for d in os.listdir(HERE)
        if os.path.isdir(os.path.join(HERE, d)) and not d.startswith((".", "_"))
    )
    all_ids = set()
    cls_count, kind_count, fmt_coll = Counter(), Counter(), Counter()
    rows, literal_rows = [], []
    total_q = 0
    for coll in collections:
        cdir = os.path.join(HERE, coll)
        ddir, qpath = os.path.join(cdir, "docs"), os.path.join(cdir, "questions.json")
        if not os.path.isdir(ddir):
            err(f"{coll}: missing docs/")
            continue
        if not os.path.isfile(qpath):
            err(f"{coll}: missing questions.json")
            continue
        docs = load_docs(ddir)
        if not 3 <= len(docs) <= 4:
            err(f"{coll}: {len(docs)} documents (need 3-4)")
        fmts = sorted({d["ext"] for d in docs.values()})
        for f in fmts:
            fmt_coll[f] += 1
        for did, d in docs.items():
            if d["ext"] == "pdf":
                try:
                    d["text"].encode("latin-1")
                except UnicodeEncodeError:
                    err(f"{coll}/{did}: PDF text not Latin-1")
        with open(qpath, encoding="utf-8") as fh:
            qs = json.load(fh)
        if not isinstance(qs, list) or len(qs) != 6:
            err(f"{coll}: {len(qs) if isinstance(qs, list) else '?'} questions (need 6)")
        total_q += len(qs)
        ccls, ckind = Counter(), Counter()
        for q in qs:
            qid = q.get("id", "?")
            if qid in all_ids:
                err(f"{qid}: duplicate id")
            all_ids.add(qid)
            if not re.fullmatch(re.escape(coll) + r"-q\d+", qid):
                err(f"{qid}: id must be '{coll}-q<n>'")
            for k in ("question", "class", "expect", "why"):
                if not q.get(k):
                    err(f"{qid}: missing {k}")
            c = q.get("class")
            if c not in CLASSES:
                err(f"{qid}: bad class {c}")
            e = q.get("expect", {})
            kind = e.get("kind")
            if kind not in KINDS:
                err(f"{qid}: bad kind {kind}")
            cls_count[c] += 1
            kind_count[kind] += 1
            ccls[c] += 1
            ckind[kind] += 1
            if kind in ("number", "text"):
                cite = e.get("cite")
                if not isinstance(cite, list) or not cite:
                    err(f"{qid}: cite must be a non-empty list")
                    cite = []
                for cid in cite:
                    if cid not in docs:
                        err(f"{qid}: cite '{cid}' is not a doc_id in {coll}/docs")
                cited = [docs[c_]["norm"] for c_ in cite if c_ in docs]
            if kind == "number":
                v, tol, unit = e.get("value"), e.get("tolerance"), e.get("unit")
                if not isinstance(v, (int, float)) or isinstance(v, bool):
                    err(f"{qid}: value must be a number")
                    continue
                if not isinstance(tol, (int, float)) or tol < 0:
                    err(f"{qid}: tolerance must be a non-negative number")
                if not isinstance(unit, str) or not unit:
                    err(f"{qid}: unit missing")
                lit = is_literal(v, [docs[c_]["text"] for c_ in cite if c_ in docs])
                literal_rows.append((qid, v, unit, "literal" if lit else "computed"))
            elif kind == "text":
                phrases = e.get("contains_any")
                if not isinstance(phrases, list) or not 2 <= len(phrases) <= 4:
                    err(f"{qid}: contains_any must list 2-4 phrases")
                    phrases = phrases or []
                for p in phrases:
                    if not any(norm(p) in t for t in cited):
                        err(f"{qid}: phrase not found verbatim in cited docs: {p!r}")
            elif kind in ("not_found", "ask") and "value" in e:
                err(f"{qid}: {kind} must not carry a value")
        words = sum(d["words"] for d in docs.values())
        rows.append(
            (
                coll,
                len(docs),
                ",".join(fmts),
                len(qs),
                words,
                " ".join(f"{k}:{v}" for k, v in sorted(ccls.items())),
                " ".join(f"{k}:{v}" for k, v in sorted(ckind.items())),
            )
        )

    # batch-wide minimums
    if len(rows) < MIN["collections"]:
        err(f"only {len(rows)} collections (need {MIN['collections']})")
    if total_q < MIN["questions"]:
        err(f"only {total_q} questions (need {MIN['questions']})")
    for f in FORMATS:
        if fmt_coll[f] < MIN["format_collections"]:
            err(
                f"format {f} appears in {fmt_coll[f]} collections "
                f"(need {MIN['format_collections']})"
            )
    if kind_count["not_found"] < MIN["not_found"]:
        err(f"only {kind_count['not_found']} not_found questions")
    if kind_count["ask"] < MIN["ask"]:
        err(f"only {kind_count['ask']} ask questions")
    for c in CLASSES:
        if cls_count[c] < MIN["per_class"]:
            err(f"class {c} has {cls_count[c]} questions (need {MIN['per_class']})")

    # summary
    print(f"{'collection':<11}{'docs':>5}  {'formats':<22}{'qs':>3}{'words':>7}  classes | kinds")
    for r in rows:
        print(f"{r[0]:<11}{r[1]:>5}  {r[2]:<22}{r[3]:>3}{r[4]:>7}  {r[5]} | {r[6]}")
    print()
    print("questions per class: " + ", ".join(f"{c}={cls_count[c]}" for c in CLASSES))
    print("questions per kind:  " + ", ".join(f"{k}={kind_count[k]}" for k in KINDS))
    print("collections per format: " + ", ".join(f"{f}={fmt_coll[f]}" for f in FORMATS))
    print(f"total: {len(rows)} collections, {total_q} questions")
    print()
    print("expected numbers (literal = printed in a cited doc; computed = derived):")
    for qid, v, unit, how in literal_rows:
        print(f"  {qid:<8} {how:<9} {v} {unit}")
    n_lit = sum(1 for r in literal_rows if r[3] == "literal")
    print(f"  -> {n_lit} literal, {len(literal_rows) - n_lit} computed")
    print()
    if errors:
        print(f"FAILED: {len(errors)} problem(s)")
        for e in errors:
            print("  - " + e)
        sys.exit(1)
    print("OK: all checks passed")


if __name__ == "__main__":
    main()
