#!/usr/bin/env python3
"""Structural checks for evaluation batch 17.  Run: /work/main/.venv/bin/python validate.py

Checks: every collection has docs/ and questions.json; 3-4 documents; 6 questions; ids unique;
class and kind valid; required fields per kind; every cite id exists; every contains_any phrase
occurs verbatim (case/whitespace-insensitive) in a cited document (PDF text via pypdf, HTML with
tags stripped); expected numbers reported as literal (found in a cited document) or computed;
batch-wide minimums. Exits non-zero on any error.
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
MIN_COLLECTIONS, MIN_QUESTIONS, MIN_FORMAT_COLLECTIONS = 12, 72, 8
MIN_NOT_FOUND, MIN_ASK, MIN_PER_CLASS = 6, 4, 8

errors = []


def err(msg):
    errors.append(msg)


def front_matter(text):
    """Return (meta dict, body) for optional YAML-style front matter."""
    meta = {}
    if text.startswith("---"):
        end = text.find("\n---", 3)
        if end != -1:
            for line in text[3:end].strip().splitlines():
                if ":" in line:
                    k, v = line.split(":", 1)
                    meta[k.strip()] = v.strip().strip('"').strip("'")
            return meta, text[end + 4 :]
    return meta, text


def read_doc(path):
    ext = path.rsplit(".", 1)[-1].lower()
    if ext == "pdf":
        reader = PdfReader(path)
        title = (reader.metadata or {}).get("/Title", "") if reader.metadata else ""
        return {}, (title or "") + "\n" + "\n".join(p.extract_text() or "" for p in reader.pages)
    with open(path, encoding="utf-8") as fh:
        raw = fh.read()
    if ext == "json":
        json.loads(raw)  # must parse
        return {}, raw
    if ext == "html":
        txt = re.sub(r"(?is)<(script|style)\b.*?</\1>", " ", raw)
        txt = re.sub(r"(?s)<[^>]+>", " ", txt)
        return {}, html.unescape(txt)
    return front_matter(raw)


def norm(s):
    s = s.replace("\u00a0", " ").replace("\u2019", "'")
    return re.sub(r"\s+", " ", s).strip().lower()


NUM_RE = re.compile(r"\(?[-\u2013\u2212]?\d[\d.,'\u2019]*(?:[ \u00a0]\d{3})*\)?")


def numbers_in(text):
    """All plausible numeric readings of every number-like token (several conventions)."""
    out = set()
    for tok in NUM_RE.findall(text):
        neg = (tok.startswith("(") and tok.endswith(")")) or tok.lstrip("(")[:1] in "-\u2013\u2212"
        core = tok.strip("()").lstrip("-\u2013\u2212").replace("\u00a0", " ").replace(" ", "")
        core = core.replace("'", "").replace("\u2019", "").rstrip(".,")
        cands = []
        if core:
            cands.append(core.replace(",", ""))  # 1,234.5 / 1,86,400
            cands.append(core.replace(".", "").replace(",", "."))  # 1.234,5
        for c in cands:
            try:
                v = float(c)
            except ValueError:
                continue
            out.add(v)
            out.add(-v if neg else v)
            out.add(-v)
    return out


def main():
    collections = sorted(
        d
        for d in os.listdir(HERE)
        if os.path.isdir(os.path.join(HERE, d)) and not d.startswith((".", "_"))
    )
    ids = Counter()
    rows = []
    class_count, kind_count = Counter(), Counter()
    format_colls = defaultdict(set)
    literal_report = []
    for coll in collections:
        cdir = os.path.join(HERE, coll)
        ddir, qpath = os.path.join(cdir, "docs"), os.path.join(cdir, "questions.json")
        if not os.path.isdir(ddir) or not os.path.isfile(qpath):
            err(f"{coll}: missing docs/ or questions.json")
            continue
        docs = {}
        for root, _, files in os.walk(ddir):
            for f in sorted(files):
                ext = f.rsplit(".", 1)[-1].lower() if "." in f else ""
                if ext not in FORMATS:
                    err(f"{coll}: unsupported file {f}")
                    continue
                p = os.path.join(root, f)
                try:
                    meta, text = read_doc(p)
                except Exception as e:
                    err(f"{coll}: cannot read {f}: {e}")
                    continue
                doc_id = meta.get("doc_id") or os.path.splitext(os.path.relpath(p, ddir))[
                    0
                ].replace(os.sep, "/")
                if doc_id in docs:
                    err(f"{coll}: duplicate doc_id {doc_id}")
                docs[doc_id] = {"text": text + "\n" + meta.get("title", ""), "ext": ext}
                format_colls[ext].add(coll)
        if not 3 <= len(docs) <= 4:
            err(f"{coll}: {len(docs)} documents (need 3-4)")
        try:
            with open(qpath, encoding="utf-8") as fh:
                qs = json.load(fh)
        except Exception as e:
            err(f"{coll}: questions.json invalid: {e}")
            continue
        if len(qs) != 6:
            err(f"{coll}: {len(qs)} questions (need 6)")
        for q in qs:
            qid = q.get("id", "?")
            ids[qid] += 1
            for k in ("id", "question", "class", "expect", "why"):
                if not q.get(k):
                    err(f"{qid}: missing {k}")
            cls, exp = q.get("class"), q.get("expect", {})
            kind = exp.get("kind")
            if cls not in CLASSES:
                err(f"{qid}: bad class {cls}")
            if kind not in KINDS:
                err(f"{qid}: bad kind {kind}")
            class_count[cls] += 1
            kind_count[kind] += 1
            cites = exp.get("cite", [])
            if kind in ("number", "text"):
                if not cites:
                    err(f"{qid}: {kind} needs cite")
                for c in cites:
                    if c not in docs:
                        err(f"{qid}: cite {c!r} not a doc id in {coll} ({sorted(docs)})")
            if kind == "number":
                for k in ("value", "unit", "tolerance"):
                    if k not in exp:
                        err(f"{qid}: number needs {k}")
                if not isinstance(exp.get("value"), (int, float)) or not isinstance(
                    exp.get("tolerance"), (int, float)
                ):
                    err(f"{qid}: value/tolerance must be numbers")
                else:
                    val, tol = exp["value"], exp["tolerance"]
                    found = any(
                        abs(n - val) <= 1e-9 + min(tol, 1e-6 + abs(val) * 1e-9)
                        for c in cites
                        if c in docs
                        for n in numbers_in(docs[c]["text"])
                    )
                    literal_report.append(
                        (qid, val, exp.get("unit"), "literal" if found else "computed")
                    )  # computed = not written as a numeral (arithmetic, midpoint, words)
            elif kind == "text":
                phrases = exp.get("contains_any", [])
                if not 2 <= len(phrases) <= 4:
                    err(f"{qid}: contains_any needs 2-4 phrases, has {len(phrases)}")
                for ph in phrases:
                    if not any(norm(ph) in norm(docs[c]["text"]) for c in cites if c in docs):
                        err(f"{qid}: phrase not found verbatim in cited docs: {ph!r}")
            else:
                if "value" in exp or cites:
                    err(f"{qid}: {kind} should carry no value/cite")
            rows.append((coll, qid, cls, kind))
    for qid, n in ids.items():
        if n > 1:
            err(f"duplicate id {qid}")

    # ---- summary ----
    print(f"{'collection':<14} {'docs':>4} {'questions':>9}  formats")
    per_coll = Counter(r[0] for r in rows)
    for coll in collections:
        fm = sorted(f for f, cs in format_colls.items() if coll in cs)
        ndocs = len([1 for r, _, fs in os.walk(os.path.join(HERE, coll, "docs")) for f in fs])
        print(f"{coll:<14} {ndocs:>4} {per_coll[coll]:>9}  {', '.join(fm)}")
    print()
    print("class        count   " + "  ".join(f"{k:>9}" for k in KINDS))
    for cls in CLASSES:
        kc = Counter(r[3] for r in rows if r[2] == cls)
        print(f"{cls:<12} {class_count[cls]:>5}   " + "  ".join(f"{kc[k]:>9}" for k in KINDS))
    print(
        f"{'TOTAL':<12} {sum(class_count.values()):>5}   "
        + "  ".join(f"{kind_count[k]:>9}" for k in KINDS)
    )
    print()
    print("format  collections")
    for f in FORMATS:
        print(f"{f:<7} {len(format_colls[f]):>11}")
    print()
    lit = Counter(r[3] for r in literal_report)
    print(f"expected numbers: {lit['literal']} literal, {lit['computed']} computed")
    for qid, val, unit, how in literal_report:
        if how == "computed":
            print(f"  computed: {qid:<8} {val} {unit}")
    print()

    # ---- batch-wide minimums ----
    if len(collections) < MIN_COLLECTIONS:
        err(f"only {len(collections)} collections (need {MIN_COLLECTIONS})")
    if len(rows) < MIN_QUESTIONS:
        err(f"only {len(rows)} questions (need {MIN_QUESTIONS})")
    for f in FORMATS:
        if len(format_colls[f]) < MIN_FORMAT_COLLECTIONS:
            err(
                f"format {f} in only {len(format_colls[f])} collections "
                f"(need {MIN_FORMAT_COLLECTIONS})"
            )
    if kind_count["not_found"] < MIN_NOT_FOUND:
        err(f"only {kind_count['not_found']} not_found (need {MIN_NOT_FOUND})")
    if kind_count["ask"] < MIN_ASK:
        err(f"only {kind_count['ask']} ask (need {MIN_ASK})")
    for cls in CLASSES:
        if class_count[cls] < MIN_PER_CLASS:
            err(f"class {cls} has {class_count[cls]} questions (need {MIN_PER_CLASS})")

    if errors:
        print(f"FAIL: {len(errors)} error(s)")
        for e in errors:
            print("  -", e)
        sys.exit(1)
    print("OK: all checks passed")


if __name__ == "__main__":
    main()
