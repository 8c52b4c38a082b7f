"""Structural checks for evaluation batch 19. Run: /work/main/.venv/bin/python validate.py"""

import contextlib
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
errors = []


def err(msg):
    errors.append(msg)


def front_matter(text):
    m = re.match(r"^---\s*\n(.*?)\n---\s*\n", text, re.S)
    fm = {}
    if m:
        for line in m.group(1).splitlines():
            if ":" in line:
                k, v = line.split(":", 1)
                fm[k.strip()] = v.strip()
    return fm


def doc_text(path, ext):
    if ext == "pdf":
        return "\n".join(p.extract_text() or "" for p in PdfReader(path).pages)
    with open(path, encoding="utf-8") as handle:
        raw = handle.read()
    if ext == "html":
        raw = re.sub(r"<[^>]+>", " ", raw)
        raw = html.unescape(raw)
    if ext == "json":
        json.loads(raw)  # must parse
    return raw


def norm(s):
    return re.sub(r"\s+", " ", s).strip().lower()


def load_docs(coll):
    docs = {}
    base = os.path.join(HERE, coll, "docs")
    for root, _, files in os.walk(base):
        for f in sorted(files):
            ext = f.rsplit(".", 1)[-1].lower() if "." in f else ""
            if ext not in FORMATS:
                err(f"{coll}: unsupported file {f}")
                continue
            path = os.path.join(root, f)
            rel = os.path.relpath(path, base)
            doc_id = rel[: -(len(ext) + 1)].replace(os.sep, "/")
            text = doc_text(path, ext)
            if ext in ("md", "txt"):
                fm = front_matter(text)
                doc_id = fm.get("doc_id", fm.get("id", doc_id))
            if doc_id in docs:
                err(f"{coll}: duplicate doc_id {doc_id}")
            docs[doc_id] = {"ext": ext, "text": text, "words": len(text.split())}
    return docs


NUM_RE = re.compile(r"\d+(?:[.,'\u2019 \u00a0]\d+)*")


def numbers_in(text):
    """All plausible readings of every number token (US, European, Swiss, Indian grouping)."""
    out = set()
    for tok in NUM_RE.findall(text):
        pieces = [tok, *re.split(r"[ \u00a0]", tok)]
        for t in pieces:
            if not t:
                continue
            us = re.sub(r"[,'\u2019 \u00a0]", "", t)
            eu = re.sub(r"[.'\u2019 \u00a0]", "", t).replace(",", ".")
            for cand in (us, eu):
                with contextlib.suppress(ValueError):
                    out.add(float(cand))
    return out


WORDS = {
    w: i
    for i, w in enumerate(
        [
            "zero",
            "one",
            "two",
            "three",
            "four",
            "five",
            "six",
            "seven",
            "eight",
            "nine",
            "ten",
            "eleven",
            "twelve",
            "thirteen",
            "fourteen",
            "fifteen",
            "sixteen",
            "seventeen",
            "eighteen",
            "nineteen",
            "twenty",
        ]
    )
}


def is_literal(value, tol, texts):
    """'literal' if the expected value (sign ignored) is written in a cited doc, in any number
    format or scale (x1000, x1e6, crore) or as a word; a tight tolerance is used on purpose so
    that computed values (ratios, sums, midpoints) are reported as 'computed'."""
    v = abs(value)
    close = max(abs(v) * 1e-3, 1e-9)
    scales = (1, 1000, 0.001, 1e6, 1e-6, 1e7, 1e-7)
    for text in texts:
        if v in WORDS.values() and any(
            re.search(rf"\b{w}\b", text, re.I) for w, n in WORDS.items() if n == v and n > 0
        ):
            return True
        for n in numbers_in(text):
            for s in scales:
                if abs(n * s - v) <= close:
                    return True
    return False


def main():
    colls = sorted(
        d
        for d in os.listdir(HERE)
        if os.path.isdir(os.path.join(HERE, d)) and d not in ("pdf_src", "__pycache__")
    )
    seen_ids = set()
    class_c, kind_c, fmt_colls = Counter(), Counter(), defaultdict(set)
    literal_rows, rows = [], []
    for coll in colls:
        cdir = os.path.join(HERE, coll)
        if not os.path.isdir(os.path.join(cdir, "docs")):
            err(f"{coll}: missing docs/")
            continue
        if not os.path.isfile(os.path.join(cdir, "questions.json")):
            err(f"{coll}: missing questions.json")
            continue
        docs = load_docs(coll)
        if not 3 <= len(docs) <= 4:
            err(f"{coll}: {len(docs)} documents (need 3-4)")
        for d in docs.values():
            fmt_colls[d["ext"]].add(coll)
        with open(os.path.join(cdir, "questions.json"), encoding="utf-8") as handle:
            qs = json.load(handle)
        if not isinstance(qs, list) or len(qs) != 6:
            err(f"{coll}: {len(qs)} questions (need 6)")
        ccls = []
        for q in qs:
            qid = q.get("id", "?")
            if qid in seen_ids:
                err(f"{qid}: duplicate id")
            seen_ids.add(qid)
            if not qid.startswith(coll + "-q"):
                err(f"{qid}: id must start with '{coll}-q'")
            for f in ("question", "class", "expect", "why"):
                if not q.get(f):
                    err(f"{qid}: missing {f}")
            cls, e = q.get("class"), q.get("expect", {})
            kind = e.get("kind")
            if cls not in CLASSES:
                err(f"{qid}: bad class {cls}")
            if kind not in KINDS:
                err(f"{qid}: bad kind {kind}")
            class_c[cls] += 1
            kind_c[kind] += 1
            ccls.append(cls)
            if kind in ("number", "text"):
                cites = e.get("cite") or []
                if not cites:
                    err(f"{qid}: cite required")
                for c in cites:
                    if c not in docs:
                        err(f"{qid}: cite '{c}' is not a doc_id of {coll}")
                texts = [docs[c]["text"] for c in cites if c in docs]
            if kind == "number":
                for f in ("value", "unit", "tolerance"):
                    if f not in e:
                        err(f"{qid}: number needs {f}")
                if not isinstance(e.get("value"), (int, float)):
                    err(f"{qid}: value must be numeric")
                else:
                    lit = is_literal(e["value"], e.get("tolerance", 0), texts)
                    literal_rows.append(
                        (qid, e["value"], e.get("unit"), "literal" if lit else "computed")
                    )
            elif kind == "text":
                phrases = e.get("contains_any") or []
                if not 1 <= len(phrases) <= 4:
                    err(f"{qid}: contains_any needs 1-4 phrases")
                for p in phrases:
                    if not any(norm(p) in norm(t) for t in texts):
                        err(f"{qid}: phrase not found verbatim in cited docs: {p!r}")
            else:
                if "value" in e or "cite" in e:
                    pass  # allowed but unused
        fmts = Counter(d["ext"] for d in docs.values())
        words = sum(d["words"] for d in docs.values())
        rows.append(
            (
                coll,
                len(docs),
                ",".join(f"{k}" for k in sorted(fmts)),
                words,
                len(qs),
                " ".join(f"{c[:4]}" for c in ccls),
            )
        )
    # batch-wide minimums
    nq = sum(class_c.values())
    if len(rows) < 12:
        err(f"only {len(rows)} collections (need 12)")
    if nq < 72:
        err(f"only {nq} questions (need 72)")
    for f in FORMATS:
        if len(fmt_colls[f]) < 8:
            err(f"format {f} in only {len(fmt_colls[f])} collections (need 8)")
    if kind_c["not_found"] < 6:
        err("fewer than 6 not_found")
    if kind_c["ask"] < 4:
        err("fewer than 4 ask")
    for c in CLASSES:
        if class_c[c] < 8:
            err(f"class {c}: only {class_c[c]} questions (need 8)")

    print(f"{'collection':<11}{'docs':>5}  {'formats':<22}{'words':>6}{'qs':>4}  classes")
    for r in rows:
        print(f"{r[0]:<11}{r[1]:>5}  {r[2]:<22}{r[3]:>6}{r[4]:>4}  {r[5]}")
    print(f"\ncollections: {len(rows)}   questions: {nq}")
    print("classes: " + ", ".join(f"{c}={class_c[c]}" for c in CLASSES))
    print("kinds:   " + ", ".join(f"{k}={kind_c[k]}" for k in KINDS))
    print(
        "formats (collections containing): "
        + ", ".join(f"{f}={len(fmt_colls[f])}" for f in FORMATS)
    )
    print("\nnumber answers, literal (appears in a cited doc, any scale/format) vs computed:")
    for qid, v, u, how in literal_rows:
        print(f"  {qid:<8} {how:<9} {v} {u}")
    lit = sum(1 for r in literal_rows if r[3] == "literal")
    print(f"  -> {lit} literal, {len(literal_rows) - lit} computed")
    if errors:
        print(f"\nFAILED: {len(errors)} problem(s)")
        for e in errors:
            print("  - " + e)
        sys.exit(1)
    print("\nOK: all checks passed")


if __name__ == "__main__":
    main()
