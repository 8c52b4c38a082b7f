"""Structural checks for evaluation batch 23.  Run: python validate.py  (exit code 1 on failure)."""

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
    """Return (dict, body) for optional YAML-style front matter delimited by '---' lines."""
    lines = text.splitlines()
    if lines and lines[0].strip() == "---":
        for i in range(1, len(lines)):
            if lines[i].strip() == "---":
                meta = {}
                for ln in lines[1:i]:
                    if ":" in ln:
                        k, v = ln.split(":", 1)
                        meta[k.strip()] = v.strip()
                return meta, "\n".join(lines[i + 1 :])
    return {}, text


def doc_text(path):
    ext = path.rsplit(".", 1)[-1].lower()
    if ext == "pdf":
        return "\n".join(p.extract_text() or "" for p in PdfReader(path).pages)
    with open(path, encoding="utf-8") as f:
        raw = f.read()
    if ext == "html":
        raw = re.sub(r"<[^>]+>", " ", raw)
        raw = html.unescape(raw)
    if ext == "json":
        json.loads(raw)  # must parse
    return raw


def load_docs(docs_dir):
    docs = {}
    for root, _, files in os.walk(docs_dir):
        for name in sorted(files):
            if "." not in name:
                continue
            ext = name.rsplit(".", 1)[-1].lower()
            if ext not in FORMATS:
                continue
            path = os.path.join(root, name)
            rel = os.path.relpath(path, docs_dir)
            doc_id = rel.rsplit(".", 1)[0].replace(os.sep, "/")
            text = doc_text(path)
            if ext in ("md", "txt"):
                meta, _ = front_matter(text)
                doc_id = meta.get("doc_id", meta.get("id", doc_id))
            if doc_id in docs:
                err(f"{docs_dir}: duplicate doc_id {doc_id}")
            docs[doc_id] = {"ext": ext, "text": text, "path": path}
    return docs


def norm(s):
    return re.sub(r"\s+", " ", s.replace("\u00a0", " ").replace("\u202f", " ")).strip().lower()


def numbers_in(text):
    """All numbers literally written in the text, read under several national conventions."""
    t = text.replace("\u00a0", " ").replace("\u202f", " ").replace("\u2019", "'")
    out = set()
    for m in re.finditer(r"\d+(?:[.,]\d+)?", t):
        s = m.group(0)
        out.add(float(s.replace(",", ".")))
        out.add(float(s.replace(",", "")) if "," in s else float(s))
    # grouped thousands with one consistent separator, optional decimals with the other one
    for sep, dec in ((",", "."), (".", ","), (" ", ","), (" ", "."), ("'", ".")):
        pat = r"\d{1,3}(?:" + re.escape(sep) + r"\d{3})+(?:" + re.escape(dec) + r"\d+)?"
        for m in re.finditer(pat, t):
            s = m.group(0).replace(sep, "").replace(dec, ".")
            out.add(float(s))
    # Indian grouping: 42,50,00,000
    for m in re.finditer(r"\d{1,2}(?:,\d{2})+,\d{3}", t):
        out.add(float(m.group(0).replace(",", "")))
    return out


def main():
    collections = sorted(
        d
        for d in os.listdir(HERE)
        if os.path.isdir(os.path.join(HERE, d)) and not d.startswith((".", "_"))
    )
    all_ids = set()
    class_c, kind_c, format_cols = Counter(), Counter(), defaultdict(set)
    literal_rows = []
    table = []
    for col in collections:
        cdir = os.path.join(HERE, col)
        ddir, qpath = os.path.join(cdir, "docs"), os.path.join(cdir, "questions.json")
        if not os.path.isdir(ddir):
            err(f"{col}: missing docs/")
            continue
        if not os.path.isfile(qpath):
            err(f"{col}: missing questions.json")
            continue
        docs = load_docs(ddir)
        if not 3 <= len(docs) <= 4:
            err(f"{col}: {len(docs)} documents (need 3-4)")
        for d in docs.values():
            format_cols[d["ext"]].add(col)
            if d["ext"] == "pdf":
                try:
                    d["text"].encode("latin-1")
                except UnicodeEncodeError:
                    err(f"{col}: non-Latin-1 text in {d['path']}")
        with open(qpath, encoding="utf-8") as f:
            qs = json.load(f)
        if not isinstance(qs, list) or len(qs) != 6:
            count = len(qs) if isinstance(qs, list) else "non-list"
            err(f"{col}: needs exactly 6 questions, has {count}")
        col_classes = Counter()
        for q in qs:
            qid = q.get("id", "?")
            if qid in all_ids:
                err(f"{col}: duplicate id {qid}")
            all_ids.add(qid)
            if not re.fullmatch(re.escape(col) + r"-q\d+", qid):
                err(f"{qid}: id must be '{col}-q<n>'")
            for key in ("question", "class", "expect", "why"):
                if not q.get(key):
                    err(f"{qid}: missing {key}")
            cls, exp = q.get("class"), q.get("expect", {})
            kind = exp.get("kind")
            if cls not in CLASSES:
                err(f"{qid}: bad class {cls}")
            if kind not in KINDS:
                err(f"{qid}: bad kind {kind}")
            class_c[cls] += 1
            kind_c[kind] += 1
            col_classes[cls] += 1
            cites = exp.get("cite", [])
            if kind in ("number", "text"):
                if not cites:
                    err(f"{qid}: cite required")
                for c in cites:
                    if c not in docs:
                        err(f"{qid}: cite '{c}' is not a doc_id in {col}/docs ({sorted(docs)})")
            if kind == "number":
                for key in ("value", "unit", "tolerance"):
                    if key not in exp:
                        err(f"{qid}: number needs {key}")
                v = exp.get("value")
                if not isinstance(v, (int, float)) or not isinstance(
                    exp.get("tolerance"), (int, float)
                ):
                    err(f"{qid}: value/tolerance must be numbers")
                    continue
                found = [
                    c
                    for c in cites
                    if c in docs
                    and any(abs(abs(v) - n) < 1e-9 for n in numbers_in(docs[c]["text"]))
                ]
                literal_rows.append(
                    (qid, v, exp.get("unit"), "literal" if found else "computed", ",".join(found))
                )
            elif kind == "text":
                phrases = exp.get("contains_any", [])
                if not 2 <= len(phrases) <= 4:
                    err(f"{qid}: contains_any needs 2-4 phrases")
                for p in phrases:
                    if not any(norm(p) in norm(docs[c]["text"]) for c in cites if c in docs):
                        err(f"{qid}: phrase not found verbatim in cited docs: {p!r}")
            elif kind in ("not_found", "ask") and "value" in exp:
                err(f"{qid}: {kind} should not carry a value")
        table.append(
            (
                col,
                len(docs),
                ",".join(sorted({d["ext"] for d in docs.values()})),
                len(qs),
                " ".join(f"{k}:{v}" for k, v in sorted(col_classes.items())),
            )
        )

    # batch-wide minimums
    if len(collections) < MIN["collections"]:
        err(f"only {len(collections)} collections")
    if sum(class_c.values()) < MIN["questions"]:
        err(f"only {sum(class_c.values())} questions")
    for fmt in FORMATS:
        if len(format_cols[fmt]) < MIN["format_collections"]:
            err(f"format {fmt} appears in only {len(format_cols[fmt])} collections")
    if kind_c["not_found"] < MIN["not_found"]:
        err(f"only {kind_c['not_found']} not_found")
    if kind_c["ask"] < MIN["ask"]:
        err(f"only {kind_c['ask']} ask")
    for cls in CLASSES:
        if class_c[cls] < MIN["per_class"]:
            err(f"class {cls} has only {class_c[cls]} questions")

    print(f"{'collection':<11}{'docs':>5}  {'formats':<22}{'qs':>3}  classes")
    for row in table:
        print(f"{row[0]:<11}{row[1]:>5}  {row[2]:<22}{row[3]:>3}  {row[4]}")
    print()
    print(
        "questions per class :",
        ", ".join(f"{c}={class_c[c]}" for c in CLASSES),
        f"(total {sum(class_c.values())})",
    )
    print("questions per kind  :", ", ".join(f"{k}={kind_c[k]}" for k in KINDS))
    print("collections/format  :", ", ".join(f"{f}={len(format_cols[f])}" for f in FORMATS))
    print()
    print("expected numbers (literal = value written in a cited doc; computed = derived):")
    for qid, v, unit, how, where in literal_rows:
        print(f"  {qid:<8} {v!s:>10} {unit:<28} {how:<9} {where}")
    n_lit = sum(1 for r in literal_rows if r[3] == "literal")
    print(f"  -> {n_lit} literal, {len(literal_rows) - n_lit} computed")
    print()
    if errors:
        print(f"FAILED: {len(errors)} problem(s)")
        for e in errors:
            print("  -", e)
        sys.exit(1)
    print("OK: all checks passed")


if __name__ == "__main__":
    main()
