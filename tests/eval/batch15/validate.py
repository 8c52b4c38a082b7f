#!/usr/bin/env python
"""Structural checks for evaluation batch 15.

Run: /work/main/.venv/bin/python validate.py      (exit code 0 = all checks passed)
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


# ---------------------------------------------------------------- documents
def front_matter(text):
    """Return (dict, body) for optional YAML-style front matter."""
    meta = {}
    if text.startswith("---"):
        lines = text.splitlines()
        for i in range(1, len(lines)):
            if lines[i].strip() == "---":
                for ln in lines[1:i]:
                    if ":" in ln:
                        k, v = ln.split(":", 1)
                        meta[k.strip()] = v.strip().strip('"').strip("'")
                return meta, "\n".join(lines[i + 1 :])
    return meta, text


def html_text(raw):
    raw = re.sub(r"(?is)<(script|style)[^>]*>.*?</\1>", " ", raw)
    raw = re.sub(r"(?s)<[^>]+>", " ", raw)
    return html.unescape(raw)


def load_doc(path):
    ext = path.rsplit(".", 1)[-1].lower()
    if ext == "pdf":
        reader = PdfReader(path)
        return "\n".join((p.extract_text() or "") for p in reader.pages), {}
    with open(path, encoding="utf-8") as fh:
        raw = fh.read()
    if ext == "html":
        return html_text(raw), {}
    if ext == "json":
        json.loads(raw)  # must parse
        return raw, {}
    meta, _ = front_matter(raw)
    return raw, meta


def norm(s):
    return re.sub(r"\s+", " ", s).strip().lower()


# ---------------------------------------------------------------- numbers
NUM_RE = re.compile(r"\d+(?:(?:[.,'\u2019]|[ \u00a0\u202f](?=\d{3}(?!\d)))\d+)*")
WORDS = {
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "eleven": 11,
    "twelve": 12,
    "forty": 40,
    "uno": 1,
    "dos": 2,
    "tres": 3,
    "cuatro": 4,
    "cinco": 5,
    "seis": 6,
    "siete": 7,
    "ocho": 8,
    "nueve": 9,
    "diez": 10,
    "quarante": 40,
    "zwölf": 12,
}


def interpretations(tok):
    vals = set()
    t = tok.replace("\u00a0", " ").replace("\u202f", " ").replace("\u2019", "'")
    t = t.replace(" ", "").replace("'", "")
    for dec, grp in ((".", ","), (",", ".")):
        s = t.replace(grp, "")
        if s.count(dec) <= 1:
            with contextlib.suppress(ValueError):
                vals.add(float(s.replace(dec, ".")))
    return vals


def doc_numbers(text):
    vals = set()
    for m in NUM_RE.finditer(text):
        vals |= interpretations(m.group(0))
    for w in re.findall(r"[a-zäöüéèñ]+", text.lower()):
        if w in WORDS:
            vals.add(float(WORDS[w]))
    return vals


def is_literal(value, numbers):
    v = abs(float(value))
    return any(abs(v - n) <= max(1e-9, 1e-9 * v) for n in numbers)


# ---------------------------------------------------------------- main
def main():
    collections = sorted(
        d
        for d in os.listdir(HERE)
        if os.path.isdir(os.path.join(HERE, d)) and not d.startswith((".", "_"))
    )
    all_ids = set()
    class_count, kind_count = Counter(), Counter()
    class_kind = defaultdict(Counter)
    format_collections = Counter()
    rows, literal_rows = [], []
    total_q = 0

    for col in collections:
        cdir = os.path.join(HERE, col)
        ddir, qpath = os.path.join(cdir, "docs"), os.path.join(cdir, "questions.json")
        if not os.path.isdir(ddir):
            err(f"{col}: missing docs/")
            continue
        if not os.path.isfile(qpath):
            err(f"{col}: missing questions.json")
            continue
        docs, fmts = {}, set()
        for root, _, files in os.walk(ddir):
            for fn in sorted(files):
                ext = fn.rsplit(".", 1)[-1].lower() if "." in fn else ""
                if ext not in FORMATS:
                    err(f"{col}: unsupported file {fn}")
                    continue
                full = os.path.join(root, fn)
                rel = os.path.relpath(full, ddir)
                try:
                    text, meta = load_doc(full)
                except Exception as e:
                    err(f"{col}: cannot read {rel}: {e}")
                    continue
                doc_id = (
                    meta.get("doc_id")
                    or meta.get("id")
                    or rel.rsplit(".", 1)[0].replace(os.sep, "/")
                )
                if doc_id in docs:
                    err(f"{col}: duplicate doc_id {doc_id}")
                docs[doc_id] = (text, ext)
                fmts.add(ext)
        if not 3 <= len(docs) <= 4:
            err(f"{col}: {len(docs)} documents (need 3-4)")
        for f in fmts:
            format_collections[f] += 1

        try:
            with open(qpath, encoding="utf-8") as fh:
                qs = json.load(fh)
        except Exception as e:
            err(f"{col}: questions.json does not parse: {e}")
            continue
        if not isinstance(qs, list):
            err(f"{col}: questions.json is not a list")
            continue
        if len(qs) != 6:
            err(f"{col}: {len(qs)} questions (need 6)")
        total_q += len(qs)
        ccls, ckind = Counter(), Counter()
        for q in qs:
            qid = q.get("id")
            if not qid or qid in all_ids:
                err(f"{col}: missing or duplicate id {qid!r}")
            all_ids.add(qid)
            for field in ("question", "class", "expect", "why"):
                if not q.get(field):
                    err(f"{qid}: missing {field}")
            cls, exp = q.get("class"), q.get("expect") or {}
            kind = exp.get("kind")
            if cls not in CLASSES:
                err(f"{qid}: invalid class {cls!r}")
            if kind not in KINDS:
                err(f"{qid}: invalid kind {kind!r}")
            class_count[cls] += 1
            kind_count[kind] += 1
            class_kind[cls][kind] += 1
            ccls[cls] += 1
            ckind[kind] += 1
            cites = exp.get("cite", [])
            if kind in ("number", "text"):
                if not isinstance(cites, list) or not cites:
                    err(f"{qid}: {kind} needs a non-empty cite list")
                    cites = []
                for c in cites:
                    if c not in docs:
                        err(f"{qid}: cite {c!r} is not a doc_id in {col}/docs")
            if kind == "number":
                if not isinstance(exp.get("value"), (int, float)) or isinstance(
                    exp.get("value"), bool
                ):
                    err(f"{qid}: number needs numeric value")
                if not isinstance(exp.get("unit"), str) or not exp.get("unit"):
                    err(f"{qid}: number needs unit")
                tol = exp.get("tolerance")
                if not isinstance(tol, (int, float)) or tol < 0:
                    err(f"{qid}: number needs non-negative tolerance")
                if isinstance(exp.get("value"), (int, float)):
                    where = [
                        c
                        for c in cites
                        if c in docs and is_literal(exp["value"], doc_numbers(docs[c][0]))
                    ]
                    literal_rows.append(
                        (
                            qid,
                            exp["value"],
                            exp.get("unit", ""),
                            "literal" if where else "computed",
                            ", ".join(where),
                        )
                    )
            elif kind == "text":
                phrases = exp.get("contains_any")
                if not isinstance(phrases, list) or not 2 <= len(phrases) <= 4:
                    err(f"{qid}: text needs 2-4 contains_any phrases")
                    phrases = phrases if isinstance(phrases, list) else []
                for ph in phrases:
                    if not any(norm(ph) in norm(docs[c][0]) for c in cites if c in docs):
                        err(f"{qid}: phrase {ph!r} not found verbatim in cited docs {cites}")
            elif kind in ("not_found", "ask") and "value" in exp:
                err(f"{qid}: {kind} must not carry a value")
        rows.append(
            (
                col,
                len(docs),
                ",".join(sorted(fmts)),
                len(qs),
                " ".join(f"{k}:{v}" for k, v in sorted(ccls.items())),
                " ".join(f"{k}:{v}" for k, v in sorted(ckind.items())),
            )
        )

    # batch-wide minimums
    if len(rows) < MIN_COLLECTIONS:
        err(f"batch: {len(rows)} collections (need >= {MIN_COLLECTIONS})")
    if total_q < MIN_QUESTIONS:
        err(f"batch: {total_q} questions (need >= {MIN_QUESTIONS})")
    for f in FORMATS:
        if format_collections[f] < MIN_FORMAT_COLLECTIONS:
            err(
                f"batch: format .{f} in {format_collections[f]} collections "
                f"(need >= {MIN_FORMAT_COLLECTIONS})"
            )
    if kind_count["not_found"] < MIN_NOT_FOUND:
        err(f"batch: {kind_count['not_found']} not_found (need >= {MIN_NOT_FOUND})")
    if kind_count["ask"] < MIN_ASK:
        err(f"batch: {kind_count['ask']} ask (need >= {MIN_ASK})")
    for c in CLASSES:
        if class_count[c] < MIN_PER_CLASS:
            err(f"batch: class {c} has {class_count[c]} questions (need >= {MIN_PER_CLASS})")

    # report
    print("== Collections ==")
    print(f"{'collection':<14}{'docs':>5}  {'formats':<22}{'qs':>3}  classes / kinds")
    for col, nd, fm, nq, cc, kc in rows:
        print(f"{col:<14}{nd:>5}  {fm:<22}{nq:>3}  {cc}")
        print(f"{'':<47}{kc}")
    print("\n== Class x kind ==")
    print(f"{'class':<13}" + "".join(f"{k:>10}" for k in KINDS) + f"{'total':>8}")
    for c in CLASSES:
        print(
            f"{c:<13}" + "".join(f"{class_kind[c][k]:>10}" for k in KINDS) + f"{class_count[c]:>8}"
        )
    print(f"{'total':<13}" + "".join(f"{kind_count[k]:>10}" for k in KINDS) + f"{total_q:>8}")
    print("\n== Formats (collections containing) ==")
    print("  ".join(f".{f}: {format_collections[f]}" for f in FORMATS))
    print("\n== Expected numbers: literal vs computed ==")
    for qid, v, unit, how, where in literal_rows:
        print(f"{qid:<8}{v:>14g}  {unit:<26}{how:<9} {where}")
    n_lit = sum(1 for r in literal_rows if r[3] == "literal")
    print(f"literal: {n_lit}   computed: {len(literal_rows) - n_lit}")
    print()
    if errors:
        print(f"FAILED: {len(errors)} problem(s)")
        for e in errors:
            print("  -", e)
        return 1
    print(f"OK: {len(rows)} collections, {total_q} questions, all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
