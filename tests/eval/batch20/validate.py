# ruff: noqa: E501
"""Structural checks for evaluation batch 20.

Run:  /work/main/.venv/bin/python validate.py
Exits with status 1 if any check fails.
"""

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
MIN_COLLECTIONS, MIN_QUESTIONS, MIN_FORMAT_COLLECTIONS = 12, 72, 8
MIN_NOT_FOUND, MIN_ASK, MIN_PER_CLASS = 6, 4, 8

errors = []


def err(msg):
    errors.append(msg)


def front_matter(text):
    """Return (dict, body) for YAML-style front matter at the top of md/txt files."""
    m = re.match(r"^---\s*\n(.*?)\n---\s*\n", text, re.S)
    if not m:
        return {}, text
    meta = {}
    for line in m.group(1).splitlines():
        if ":" in line:
            k, v = line.split(":", 1)
            meta[k.strip()] = v.strip().strip('"').strip("'")
    return meta, text[m.end() :]


def doc_text(path, ext):
    if ext == "pdf":
        reader = PdfReader(path)
        return "\n".join((p.extract_text() or "") for p in reader.pages)
    with open(path, encoding="utf-8") as fh:
        raw = fh.read()
    if ext == "html":
        raw = re.sub(r"<(script|style)\b.*?</\1>", " ", raw, flags=re.S | re.I)
        raw = re.sub(r"<[^>]+>", " ", raw)
        return html.unescape(raw)
    if ext == "json":
        json.loads(raw)  # must parse
    return raw


def norm(s):
    s = s.replace("\u2019", "'").replace("\u00a0", " ").replace("\u202f", " ")
    return re.sub(r"\s+", " ", s).strip().lower()


NUM_TOKEN = re.compile(r"\d[\d.,'\u00a0\u202f ]*\d|\d")


def numbers_in(text):
    """All plausible numeric readings of number tokens (US, European, Swiss, Indian, space grouping)."""
    vals = set()
    text = text.replace("\u2019", "'")
    for tok in NUM_TOKEN.findall(text):
        parts = [tok, *re.split(r"[ \u00a0\u202f]+", tok)]
        for p in parts:
            p = p.strip(" .,'")
            if not p:
                continue
            cands = {
                re.sub(r"[,' \u00a0\u202f]", "", p),  # 1,234.5 / 1'234.5 / 12,46,380
                re.sub(r"[.' \u00a0\u202f]", "", p).replace(",", "."),  # 1.234,5 / 1 234,5
            }
            for c in cands:
                with contextlib.suppress(ValueError):
                    vals.add(float(c))
    return vals


def main():
    collections = sorted(
        d
        for d in os.listdir(HERE)
        if os.path.isdir(os.path.join(HERE, d)) and not d.startswith((".", "_"))
    )
    rows = []
    all_ids = Counter()
    class_count, kind_count = Counter(), Counter()
    format_collections = defaultdict(set)
    literal_report = []
    total_q = 0

    for coll in collections:
        cdir = os.path.join(HERE, coll)
        ddir = os.path.join(cdir, "docs")
        qpath = os.path.join(cdir, "questions.json")
        if not os.path.isdir(ddir):
            err(f"{coll}: missing docs/")
            continue
        if not os.path.isfile(qpath):
            err(f"{coll}: missing questions.json")
            continue

        docs = {}
        for root, _, files in os.walk(ddir):
            for f in sorted(files):
                ext = f.rsplit(".", 1)[-1].lower() if "." in f else ""
                path = os.path.join(root, f)
                if ext not in FORMATS:
                    err(f"{coll}: unsupported file {os.path.relpath(path, ddir)}")
                    continue
                rel = os.path.relpath(path, ddir)
                doc_id = rel[: -(len(ext) + 1)].replace(os.sep, "/")
                try:
                    text = doc_text(path, ext)
                except Exception as exc:
                    err(f"{coll}: cannot read {rel}: {exc}")
                    continue
                if ext in ("md", "txt"):
                    meta, _ = front_matter(text)
                    doc_id = meta.get("doc_id") or meta.get("id") or doc_id
                if ext == "pdf":
                    with open(path, "rb") as fh:
                        if not fh.read(5).startswith(b"%PDF-"):
                            err(f"{coll}: {rel} is not a real PDF")
                if doc_id in docs:
                    err(f"{coll}: duplicate doc_id {doc_id}")
                docs[doc_id] = {
                    "ext": ext,
                    "text": text,
                    "norm": norm(text),
                    "nums": numbers_in(text),
                }
                format_collections[ext].add(coll)

        if not 3 <= len(docs) <= 4:
            err(f"{coll}: {len(docs)} documents (need 3-4)")

        try:
            with open(qpath, encoding="utf-8") as fh:
                questions = json.load(fh)
        except Exception as exc:
            err(f"{coll}: questions.json does not parse: {exc}")
            continue
        if not isinstance(questions, list):
            err(f"{coll}: questions.json is not a list")
            continue
        if len(questions) != 6:
            err(f"{coll}: {len(questions)} questions (need 6)")
        total_q += len(questions)

        ccls = Counter()
        for q in questions:
            qid = q.get("id", "?")
            all_ids[qid] += 1
            for field in ("id", "question", "class", "expect", "why"):
                if not q.get(field):
                    err(f"{qid}: missing field {field}")
            cls = q.get("class")
            if cls not in CLASSES:
                err(f"{qid}: invalid class {cls!r}")
            class_count[cls] += 1
            ccls[cls] += 1
            exp = q.get("expect") or {}
            kind = exp.get("kind")
            if kind not in KINDS:
                err(f"{qid}: invalid kind {kind!r}")
            kind_count[kind] += 1
            if kind in ("number", "text"):
                cites = exp.get("cite")
                if not cites or not isinstance(cites, list):
                    err(f"{qid}: {kind} answer needs a non-empty cite list")
                    cites = []
                for c in cites:
                    if c not in docs:
                        err(f"{qid}: cited doc {c!r} does not exist in {coll}/docs")
            if kind == "number":
                for field in ("value", "unit", "tolerance"):
                    if field not in exp:
                        err(f"{qid}: number answer missing {field}")
                v, tol = exp.get("value"), exp.get("tolerance")
                if not isinstance(v, (int, float)) or not isinstance(tol, (int, float)) or tol < 0:
                    err(f"{qid}: value/tolerance must be numbers (tolerance >= 0)")
                else:
                    nums = set()
                    for c in exp.get("cite", []):
                        if c in docs:
                            nums |= docs[c]["nums"]

                    def hit(x, nums=nums):
                        return any(abs(x - n) <= 1e-9 * max(1.0, x) for n in nums)

                    if hit(abs(v)):
                        how = "literal"
                    elif any(hit(abs(v) * f) for f in (1e3, 1e-3, 1e6, 1e-6)):
                        how = "scaled"  # same figure in another scale (thousand/million)
                    else:
                        how = "computed"
                    literal_report.append((qid, v, exp.get("unit"), how))
            elif kind == "text":
                phrases = exp.get("contains_any")
                if not phrases or not isinstance(phrases, list) or not 2 <= len(phrases) <= 4:
                    err(f"{qid}: text answer needs 2-4 contains_any phrases")
                    phrases = phrases or []
                for ph in phrases:
                    if not any(
                        norm(ph) in docs[c]["norm"] for c in exp.get("cite", []) if c in docs
                    ):
                        err(f"{qid}: phrase not found verbatim in cited docs: {ph!r}")
            else:
                for field in ("value", "cite", "contains_any"):
                    if field in exp:
                        err(f"{qid}: {kind} answer should not carry {field}")

        fmts = Counter(d["ext"] for d in docs.values())
        rows.append(
            (
                coll,
                len(docs),
                ",".join(f for f in FORMATS if fmts[f]),
                len(questions),
                " ".join(f"{k}:{ccls[k]}" for k in CLASSES if ccls[k]),
            )
        )

    for qid, n in all_ids.items():
        if n > 1:
            err(f"duplicate question id {qid}")

    # batch-wide minimums
    if len(rows) < MIN_COLLECTIONS:
        err(f"only {len(rows)} collections (need {MIN_COLLECTIONS})")
    if total_q < MIN_QUESTIONS:
        err(f"only {total_q} questions (need {MIN_QUESTIONS})")
    for f in FORMATS:
        if len(format_collections[f]) < MIN_FORMAT_COLLECTIONS:
            err(
                f"format {f} in only {len(format_collections[f])} collections (need {MIN_FORMAT_COLLECTIONS})"
            )
    if kind_count["not_found"] < MIN_NOT_FOUND:
        err(f"only {kind_count['not_found']} not_found questions (need {MIN_NOT_FOUND})")
    if kind_count["ask"] < MIN_ASK:
        err(f"only {kind_count['ask']} ask questions (need {MIN_ASK})")
    for c in CLASSES:
        if class_count[c] < MIN_PER_CLASS:
            err(f"class {c} has {class_count[c]} questions (need {MIN_PER_CLASS})")

    # summary
    print(f"{'collection':<18} {'docs':>4}  {'formats':<22} {'qs':>3}  classes")
    print("-" * 110)
    for coll, nd, fm, nq, cl in rows:
        print(f"{coll:<18} {nd:>4}  {fm:<22} {nq:>3}  {cl}")
    print("-" * 110)
    print(f"collections: {len(rows)}   questions: {total_q}")
    print("per class:  " + "  ".join(f"{c}={class_count[c]}" for c in CLASSES))
    print("per kind:   " + "  ".join(f"{k}={kind_count[k]}" for k in KINDS))
    print(
        "per format (collections containing it): "
        + "  ".join(f"{f}={len(format_collections[f])}" for f in FORMATS)
    )
    how_count = Counter(r[3] for r in literal_report)
    print(
        f"\nexpected numbers: {len(literal_report)} (literal in a cited doc: {how_count['literal']}, "
        f"same figure in another scale: {how_count['scaled']}, computed: {how_count['computed']})"
    )
    print(
        "  (literal = the value, ignoring sign, appears as a number in a cited document under some "
        "grouping/decimal convention; heuristic)"
    )
    for qid, v, unit, how in literal_report:
        print(f"  {qid:<8} {how:<9} {v} {unit}")

    print()
    if errors:
        print(f"FAILED: {len(errors)} problem(s)")
        for e in errors:
            print("  -", e)
        sys.exit(1)
    print("OK: all checks passed")


if __name__ == "__main__":
    main()
