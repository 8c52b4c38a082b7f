# ruff: noqa: SIM115
"""Validate batch 38: structure of questions.json and consistency with docs/.

Run:  python validate.py   (uses pypdf for PDF text if available; otherwise
falls back to the text blocks in make_pdfs.py for phrase checks)
"""

import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
CLASSES = {"period", "numbers", "question", "binding", "document", "non-numeric", "titles"}
KINDS = {"number", "text", "not_found", "ask"}
FORMATS = {".md", ".txt", ".html", ".json", ".pdf"}


def norm(s):
    return re.sub(r"\s+", " ", s).strip().lower()


def pdf_text(path):
    try:
        import pypdf

        return "\n".join(p.extract_text() or "" for p in pypdf.PdfReader(path).pages)
    except ImportError:
        sys.path.insert(0, HERE)
        import make_pdfs

        rel = os.path.relpath(path, HERE).replace(os.sep, "/")
        return "\n".join(t for _, t in make_pdfs.PDFS[rel][1])


def doc_text(path):
    if path.endswith(".pdf"):
        return pdf_text(path)
    return open(path, encoding="utf-8").read()


def main():
    errors, ids, prefixes = [], set(), {}
    cls_count, kind_count, fmt_colls = Counter(), Counter(), Counter()
    rows = []
    colls = sorted(d for d in os.listdir(HERE) if os.path.isdir(os.path.join(HERE, d, "docs")))
    for coll in colls:
        ddir = os.path.join(HERE, coll, "docs")
        docs = {}
        for root, _, files in os.walk(ddir):
            for f in files:
                ext = os.path.splitext(f)[1]
                if ext not in FORMATS:
                    errors.append(f"{coll}: unsupported file {f}")
                    continue
                rel = os.path.relpath(os.path.join(root, f), ddir)
                docs[os.path.splitext(rel)[0].replace(os.sep, "/")] = os.path.join(root, f)
        if not 3 <= len(docs) <= 5:
            errors.append(f"{coll}: {len(docs)} docs (need 3-5)")
        fmts = sorted({os.path.splitext(p)[1][1:] for p in docs.values()})
        for x in fmts:
            fmt_colls[x] += 1
        texts = {}
        for d, p in docs.items():
            try:
                texts[d] = norm(doc_text(p))
            except Exception as e:
                errors.append(f"{coll}: cannot read {d}: {e}")
                texts[d] = ""
            if p.endswith(".json"):
                try:
                    json.load(open(p, encoding="utf-8"))
                except Exception as e:
                    errors.append(f"{coll}: invalid JSON {d}: {e}")
        qs = json.load(open(os.path.join(HERE, coll, "questions.json"), encoding="utf-8"))
        if len(qs) != 6:
            errors.append(f"{coll}: {len(qs)} questions (need 6)")
        qpref = set()
        for i, q in enumerate(qs, 1):
            qid = q.get("id", "?")
            m = re.fullmatch(r"([a-z]{2})-q(\d+)", qid)
            if not m or int(m.group(2)) != i:
                errors.append(f"{coll}: bad id {qid}")
            else:
                qpref.add(m.group(1))
            if qid in ids:
                errors.append(f"duplicate id {qid}")
            ids.add(qid)
            for k in ("question", "class", "expect", "why"):
                if not q.get(k):
                    errors.append(f"{qid}: missing {k}")
            if q.get("class") not in CLASSES:
                errors.append(f"{qid}: bad class {q.get('class')}")
            e = q.get("expect", {})
            kind = e.get("kind")
            if kind not in KINDS:
                errors.append(f"{qid}: bad kind {kind}")
            cls_count[q.get("class")] += 1
            kind_count[kind] += 1
            for c in e.get("cite", []):
                if c not in docs:
                    errors.append(f"{qid}: cite {c} does not exist")
            if kind == "number":
                for k in ("value", "unit", "tolerance", "cite"):
                    if k not in e:
                        errors.append(f"{qid}: number needs {k}")
                if not isinstance(e.get("value"), (int, float)) or not isinstance(
                    e.get("tolerance"), (int, float)
                ):
                    errors.append(f"{qid}: value/tolerance must be numeric")
                if not e.get("cite"):
                    errors.append(f"{qid}: empty cite")
            elif kind == "text":
                phr = e.get("contains_any")
                if not isinstance(phr, list) or not 1 <= len(phr) <= 3:
                    errors.append(f"{qid}: contains_any must list 1-3 phrases")
                    phr = []
                if not e.get("cite"):
                    errors.append(f"{qid}: text needs cite")
                for ph in phr:
                    if not any(norm(ph) in texts.get(c, "") for c in e.get("cite", [])):
                        errors.append(f"{qid}: phrase not found verbatim in cited docs: {ph!r}")
        if len(qpref) != 1:
            errors.append(f"{coll}: prefixes {qpref}")
        else:
            p = qpref.pop()
            if p in prefixes:
                errors.append(f"prefix {p} reused in {coll} and {prefixes[p]}")
            prefixes[p] = coll
        rows.append(
            (
                coll,
                ",".join(sorted(prefixes and [k for k, v in prefixes.items() if v == coll])),
                len(docs),
                " ".join(fmts),
                len(qs),
            )
        )

    print(f"{'collection':28} prefix docs formats                 questions")
    for r in rows:
        print(f"{r[0]:28} {r[1]:6} {r[2]:4} {r[3]:24} {r[4]}")
    print("\ncollections:", len(colls), " questions:", sum(cls_count.values()))
    print("classes:", dict(sorted(cls_count.items())))
    print("kinds:  ", dict(sorted(kind_count.items())))
    print("formats (collections using each):", dict(sorted(fmt_colls.items())))
    for x in ("md", "txt", "pdf", "html", "json"):
        if fmt_colls[x] < 8:
            errors.append(f"format {x} used in only {fmt_colls[x]} collections (need 8)")
    if errors:
        print("\nERRORS:")
        for e in errors:
            print(" -", e)
        sys.exit(1)
    print("\nOK: no errors")


if __name__ == "__main__":
    main()
