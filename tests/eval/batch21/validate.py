"""Structural checks for evaluation batch 21.

Run:  /work/main/.venv/bin/python /work/batch21/validate.py
Exits non-zero if any check fails. Prints a per-collection summary table,
batch-wide counts, and whether each expected number is literal or computed.
"""

import contextlib
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
    """Return (dict, body) for YAML-style front matter delimited by --- lines."""
    if not text.startswith("---\n"):
        return {}, text
    end = text.find("\n---", 4)
    if end < 0:
        return {}, text
    meta = {}
    for line in text[4:end].splitlines():
        if ":" in line:
            k, v = line.split(":", 1)
            meta[k.strip()] = v.strip()
    return meta, text[end + 4 :]


def doc_text(path, ext):
    if ext == "pdf":
        reader = PdfReader(path)
        return "\n".join(page.extract_text() or "" for page in reader.pages)
    with open(path, encoding="utf-8") as fh:
        return fh.read()


def pdf_fonts(path):
    fonts = set()
    for page in PdfReader(path).pages:
        res = page.get("/Resources") or {}
        for f in (res.get("/Font") or {}).values():
            fonts.add(str(f.get_object().get("/BaseFont")))
    return fonts


def norm(s):
    s = s.replace("\u00a0", " ").replace("\u2019", "'")
    return re.sub(r"\s+", " ", s).strip().lower()


NUM_RE = re.compile(r"\d+(?:(?:[.,'\u2019]|[ \u00a0](?=\d{3}(?!\d)))\d+)*")


def numbers_in(text):
    """Every plausible reading of every number token (decimal comma or point, any grouping)."""
    vals = set()
    for tok in NUM_RE.findall(text):
        t = tok.replace("\u00a0", " ").replace("\u2019", "'")
        bare = re.sub(r"[ ']", "", t)
        for dec in (",", "."):
            other = "." if dec == "," else ","
            cand = bare.replace(other, "").replace(dec, ".")
            if cand.count(".") <= 1:
                with contextlib.suppress(ValueError):
                    vals.add(float(cand))
        vals.add(float(re.sub(r"[^\d]", "", t)))
    return vals


def is_literal(value, nums):
    v = abs(float(value))
    return any(abs(v - n) <= 1e-9 * max(1.0, v) for n in nums)


def main():
    colls = sorted(
        d
        for d in os.listdir(HERE)
        if os.path.isdir(os.path.join(HERE, d)) and not d.startswith((".", "_"))
    )
    rows = []
    all_ids = Counter()
    class_count = Counter()
    kind_count = Counter()
    format_colls = defaultdict(set)
    literal_report = []
    total_q = 0

    for c in colls:
        base = os.path.join(HERE, c)
        docs_dir = os.path.join(base, "docs")
        qpath = os.path.join(base, "questions.json")
        if not os.path.isdir(docs_dir):
            err(f"{c}: missing docs/")
            continue
        if not os.path.isfile(qpath):
            err(f"{c}: missing questions.json")
            continue
        docs = {}
        for root, _, files in os.walk(docs_dir):
            for fn in files:
                full = os.path.join(root, fn)
                rel = os.path.relpath(full, docs_dir)
                stem, ext = os.path.splitext(rel)
                ext = ext.lstrip(".").lower()
                if ext not in FORMATS:
                    err(f"{c}: unsupported file {rel}")
                    continue
                text = doc_text(full, ext)
                doc_id = stem.replace(os.sep, "/")
                if ext in ("md", "txt"):
                    meta, _ = front_matter(text)
                    doc_id = meta.get("doc_id") or meta.get("id") or doc_id
                if ext == "json":
                    try:
                        json.loads(text)
                    except ValueError as e:
                        err(f"{c}: {rel} is not valid JSON: {e}")
                if ext == "pdf":
                    bad = {
                        f
                        for f in pdf_fonts(full)
                        if f not in ("/Helvetica", "/Helvetica-Bold", "/Courier")
                    }
                    if bad:
                        err(f"{c}: {rel} uses fonts {bad}")
                if doc_id in docs:
                    err(f"{c}: duplicate doc_id {doc_id}")
                docs[doc_id] = (ext, text)
                format_colls[ext].add(c)
        if not 3 <= len(docs) <= 4:
            err(f"{c}: {len(docs)} documents (need 3-4)")

        try:
            with open(qpath, encoding="utf-8") as handle:
                qs = json.load(handle)
        except ValueError as e:
            err(f"{c}: questions.json invalid: {e}")
            continue
        if not isinstance(qs, list) or len(qs) != 6:
            err(f"{c}: {len(qs) if isinstance(qs, list) else '?'} questions (need 6)")
        ccls, ckind = Counter(), Counter()
        for q in qs:
            qid = q.get("id", "?")
            all_ids[qid] += 1
            for field in ("id", "question", "class", "expect", "why"):
                if not q.get(field):
                    err(f"{qid}: missing {field}")
            cls = q.get("class")
            if cls not in CLASSES:
                err(f"{qid}: bad class {cls}")
            exp = q.get("expect") or {}
            kind = exp.get("kind")
            if kind not in KINDS:
                err(f"{qid}: bad kind {kind}")
            class_count[cls] += 1
            kind_count[kind] += 1
            ccls[cls] += 1
            ckind[kind] += 1
            total_q += 1
            cites = exp.get("cite") or []
            if kind in ("number", "text"):
                if not cites:
                    err(f"{qid}: no cite")
                for d in cites:
                    if d not in docs:
                        err(f"{qid}: cite {d!r} is not a doc_id in {c}/docs")
            if kind == "number":
                for field in ("value", "unit", "tolerance"):
                    if field not in exp:
                        err(f"{qid}: number without {field}")
                if not isinstance(exp.get("value"), (int, float)) or not isinstance(
                    exp.get("tolerance"), (int, float)
                ):
                    err(f"{qid}: value/tolerance must be numeric")
                else:
                    nums = set()
                    for d in cites:
                        if d in docs:
                            nums |= numbers_in(docs[d][1])
                    literal_report.append(
                        (
                            qid,
                            exp["value"],
                            exp.get("unit"),
                            "literal" if is_literal(exp["value"], nums) else "computed",
                        )
                    )
            if kind == "text":
                phrases = exp.get("contains_any") or []
                if not 2 <= len(phrases) <= 4:
                    err(f"{qid}: contains_any needs 2-4 phrases, has {len(phrases)}")
                cited_text = [norm(docs[d][1]) for d in cites if d in docs]
                for ph in phrases:
                    if not any(norm(ph) in t for t in cited_text):
                        err(f"{qid}: phrase not found verbatim in cited docs: {ph!r}")
            if kind in ("not_found", "ask") and ("value" in exp):
                err(f"{qid}: {kind} should carry no value")
        rows.append(
            (
                c,
                len(docs),
                "/".join(sorted({e for e, _ in docs.values()})),
                len(qs),
                " ".join(f"{k}:{v}" for k, v in sorted(ckind.items())),
            )
        )

    for qid, n in all_ids.items():
        if n > 1:
            err(f"duplicate question id {qid}")

    # ---- batch-wide minimums
    if len(rows) < MIN["collections"]:
        err(f"only {len(rows)} collections (need {MIN['collections']})")
    if total_q < MIN["questions"]:
        err(f"only {total_q} questions (need {MIN['questions']})")
    for f in FORMATS:
        if len(format_colls[f]) < MIN["format_collections"]:
            err(f"format {f} in only {len(format_colls[f])} collections")
    if kind_count["not_found"] < MIN["not_found"]:
        err(f"only {kind_count['not_found']} not_found questions")
    if kind_count["ask"] < MIN["ask"]:
        err(f"only {kind_count['ask']} ask questions")
    for cl in CLASSES:
        if class_count[cl] < MIN["per_class"]:
            err(f"class {cl}: only {class_count[cl]} questions")

    # ---- report
    print(f"{'collection':16} {'docs':>4}  {'formats':24} {'qs':>3}  kinds")
    for r in rows:
        print(f"{r[0]:16} {r[1]:>4}  {r[2]:24} {r[3]:>3}  {r[4]}")
    print(f"\ncollections: {len(rows)}   questions: {total_q}")
    print("per class:  " + ", ".join(f"{cl} {class_count[cl]}" for cl in CLASSES))
    print("per kind:   " + ", ".join(f"{k} {kind_count[k]}" for k in KINDS))
    print("per format (collections): " + ", ".join(f"{f} {len(format_colls[f])}" for f in FORMATS))
    lit = [r for r in literal_report if r[3] == "literal"]
    comp = [r for r in literal_report if r[3] == "computed"]
    print(f"\nexpected numbers: {len(lit)} literal, {len(comp)} computed")
    for qid, v, u, how in literal_report:
        print(f"  {qid:8} {how:9} {v} {u}")
    if errors:
        print(f"\nFAILED: {len(errors)} problem(s)")
        for e in errors:
            print("  - " + e)
        sys.exit(1)
    print("\nOK: all checks passed")


if __name__ == "__main__":
    main()
