#!/usr/bin/env python3
# ruff: noqa: SIM115
"""Structural checks for evaluation batch 22. Exit code 0 = all checks pass."""

import json
import os
import re
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
FORMATS = ["md", "txt", "html", "pdf", "json"]
CLASSES = ["period", "numbers", "question", "binding", "document", "non-numeric", "titles"]
KINDS = ["number", "text", "not_found", "ask"]
errors = []


def err(msg):
    errors.append(msg)


def front_matter(text):
    meta = {}
    if text.startswith("---"):
        end = text.find("\n---", 3)
        if end != -1:
            for line in text[3:end].splitlines():
                if ":" in line:
                    k, v = line.split(":", 1)
                    meta[k.strip()] = v.strip()
    return meta


def read_doc(path):
    ext = path.rsplit(".", 1)[-1].lower()
    if ext == "pdf":
        from pypdf import PdfReader

        return "\n".join((p.extract_text() or "") for p in PdfReader(path).pages)
    with open(path, encoding="utf-8") as f:
        text = f.read()
    if ext == "json":
        json.loads(text)  # must parse
    if ext == "html":
        import html as htmlmod

        text = htmlmod.unescape(re.sub(r"<[^>]+>", " ", text))
    return text


def norm(s):
    return re.sub(r"\s+", " ", s).strip().lower()


def number_forms(v):
    """Textual forms in which a literal value could be written in the documents."""
    v = abs(v)
    forms = set()
    if float(v).is_integer():
        n = int(v)
        s = str(n)
        forms.add(s)
        groups = []
        t = s
        while len(t) > 3:
            groups.insert(0, t[-3:])
            t = t[:-3]
        groups.insert(0, t)
        for sep in [",", ".", "'", " "]:
            forms.add(sep.join(groups))
        if len(s) > 3:  # Indian grouping
            head, tail = s[:-3], s[-3:]
            parts = []
            while len(head) > 2:
                parts.insert(0, head[-2:])
                head = head[:-2]
            if head:
                parts.insert(0, head)
            forms.add(",".join([*parts, tail]))
    else:
        for d in (1, 2, 3):
            s = f"{v:.{d}f}"
            if float(s) == v:
                forms.add(s)
                forms.add(s.replace(".", ","))
    return forms


def literal_in(value, text):
    t = norm(text)
    for f in number_forms(value):
        if re.search(r"(?<![\d.,'])" + re.escape(f.lower()) + r"(?![\d]|[.,'][\d])", t):
            return True
    return False


def main():
    colls = sorted(
        d
        for d in os.listdir(HERE)
        if os.path.isdir(os.path.join(HERE, d)) and not d.startswith((".", "_"))
    )
    all_ids = Counter()
    class_count, kind_count = Counter(), Counter()
    fmt_colls = defaultdict(set)
    rows = []
    literal_rows = []
    for c in colls:
        cdir = os.path.join(HERE, c)
        ddir = os.path.join(cdir, "docs")
        qpath = os.path.join(cdir, "questions.json")
        if not os.path.isdir(ddir):
            err(f"{c}: missing docs/")
            continue
        if not os.path.isfile(qpath):
            err(f"{c}: missing questions.json")
            continue
        docs = {}
        for root, _, files in os.walk(ddir):
            for fn in files:
                ext = fn.rsplit(".", 1)[-1].lower() if "." in fn else ""
                if ext not in FORMATS:
                    err(f"{c}: unsupported file {fn}")
                    continue
                full = os.path.join(root, fn)
                rel = os.path.relpath(full, ddir)
                doc_id = rel[: -(len(ext) + 1)].replace(os.sep, "/")
                try:
                    text = read_doc(full)
                except Exception as e:
                    err(f"{c}: cannot read {rel}: {e}")
                    continue
                if ext in ("md", "txt"):
                    meta = front_matter(text)
                    doc_id = meta.get("id") or meta.get("doc_id") or doc_id
                if ext == "pdf":
                    if "%PDF" not in open(full, "rb").read(8).decode("latin-1"):
                        err(f"{c}: {rel} is not a PDF")
                    if len(text.strip()) < 200:
                        err(f"{c}: {rel} has too little extractable text")
                    try:
                        text.encode("latin-1")
                    except UnicodeEncodeError:
                        err(f"{c}: {rel} contains non-Latin-1 text")
                if doc_id in docs:
                    err(f"{c}: duplicate doc_id {doc_id}")
                docs[doc_id] = text
                fmt_colls[ext].add(c)
        if not 3 <= len(docs) <= 4:
            err(f"{c}: {len(docs)} documents (need 3-4)")
        try:
            qs = json.load(open(qpath, encoding="utf-8"))
        except Exception as e:
            err(f"{c}: questions.json invalid: {e}")
            continue
        if not isinstance(qs, list) or len(qs) != 6:
            err(f"{c}: {len(qs) if isinstance(qs, list) else '?'} questions (need 6)")
        for q in qs:
            qid = q.get("id", "?")
            all_ids[qid] += 1
            if not str(qid).startswith(c + "-q"):
                err(f"{qid}: id should start with '{c}-q'")
            for f in ("question", "class", "expect", "why"):
                if not q.get(f):
                    err(f"{qid}: missing {f}")
            cls = q.get("class")
            class_count[cls] += 1
            if cls not in CLASSES:
                err(f"{qid}: invalid class {cls}")
            e = q.get("expect", {})
            kind = e.get("kind")
            kind_count[kind] += 1
            if kind not in KINDS:
                err(f"{qid}: invalid kind {kind}")
            if kind == "number":
                for f in ("value", "unit", "tolerance", "cite"):
                    if f not in e:
                        err(f"{qid}: number needs {f}")
                if not isinstance(e.get("value"), (int, float)) or not isinstance(
                    e.get("tolerance"), (int, float)
                ):
                    err(f"{qid}: value/tolerance must be numbers")
            if kind == "text":
                ca = e.get("contains_any")
                if not isinstance(ca, list) or not 2 <= len(ca) <= 4:
                    err(f"{qid}: text needs 2-4 contains_any phrases")
                if not e.get("cite"):
                    err(f"{qid}: text needs cite")
            if kind in ("number", "text"):
                for d in e.get("cite", []):
                    if d not in docs:
                        err(f"{qid}: cite '{d}' is not a doc_id in {c}/docs")
            if kind == "text":
                cited = " ".join(norm(docs[d]) for d in e.get("cite", []) if d in docs)
                for p in e.get("contains_any", []):
                    if norm(p) not in cited:
                        err(f"{qid}: phrase not found verbatim in cited docs: {p!r}")
            if kind == "number" and isinstance(e.get("value"), (int, float)):
                lit = any(literal_in(e["value"], docs[d]) for d in e.get("cite", []) if d in docs)
                literal_rows.append(
                    (qid, cls, e["value"], e.get("unit"), "literal" if lit else "computed/derived")
                )
            rows.append((qid, cls, kind))
    dup = [i for i, n in all_ids.items() if n > 1]
    if dup:
        err(f"duplicate ids: {dup}")
    nq = sum(all_ids.values())
    if len(colls) < 12:
        err(f"only {len(colls)} collections (need >= 12)")
    if nq < 72:
        err(f"only {nq} questions (need >= 72)")
    for f in FORMATS:
        if len(fmt_colls[f]) < 8:
            err(f"format {f} in only {len(fmt_colls[f])} collections (need >= 8)")
    if kind_count["not_found"] < 6:
        err("need >= 6 not_found")
    if kind_count["ask"] < 4:
        err("need >= 4 ask")
    for cl in CLASSES:
        if class_count[cl] < 8:
            err(f"class {cl} has {class_count[cl]} questions (need >= 8)")

    print(f"Collections: {len(colls)}   Questions: {nq}\n")
    print("Per collection (class counts):")
    print("coll  " + " ".join(f"{x[:8]:>8}" for x in CLASSES) + "   formats")
    for c in colls:
        cc = Counter(cls for qid, cls, _ in rows if qid.startswith(c + "-"))
        fm = ",".join(f for f in FORMATS if c in fmt_colls[f])
        print(f"{c:<5} " + " ".join(f"{cc[x]:>8}" for x in CLASSES) + f"   {fm}")
    print("\nClass totals: " + ", ".join(f"{x}={class_count[x]}" for x in CLASSES))
    print("Kind totals:  " + ", ".join(f"{x}={kind_count[x]}" for x in KINDS))
    print("Formats (collections): " + ", ".join(f"{f}={len(fmt_colls[f])}" for f in FORMATS))
    print("\nExpected numbers, literal in a cited doc vs computed/derived:")
    for qid, cls, v, u, how in literal_rows:
        print(f"  {qid:<7} {cls:<11} {v:>12} {u:<28} {how}")
    lit = sum(1 for r in literal_rows if r[4] == "literal")
    print(f"  -> {lit} literal, {len(literal_rows) - lit} computed/derived")
    if errors:
        print(f"\nFAILED: {len(errors)} problem(s)")
        for e in errors:
            print("  - " + e)
        return 1
    print("\nALL CHECKS PASSED")
    return 0


if __name__ == "__main__":
    sys.exit(main())
