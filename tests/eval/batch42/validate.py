#!/usr/bin/env python3
"""Validate the batch-42 blind evaluation set.

Checks, per collection folder next to this script:
  * docs/ holds 3 to 5 documents of the supported formats (.md .txt .html .json .pdf);
  * questions.json is a list of exactly 6 questions with ids <prefix>-q1 .. <prefix>-q6, one
    2-letter prefix per collection, ids unique across the batch;
  * class and expect.kind are valid, and the fields each kind needs are present and well typed;
  * every cite names an existing doc_id (path relative to docs/ without extension);
  * every contains_any phrase occurs verbatim (whitespace-normalised) in at least one cited
    document (PDF text via pypdf; HTML both as source and as tag-stripped text);
  * JSON documents parse; PDF source text is Latin-1 (checked by make_pdfs.py when building).
Across the batch it checks that md, txt, pdf, html and json each occur in at least 8 collections,
then prints a collections table and the counts per class and per kind.

Run with a Python that has pypdf (e.g. /work/main/.venv/bin/python). Without pypdf, PDF text is
taken from the block definitions in make_pdfs.py.
"""

import html
import json
import os
import re
import sys
from collections import Counter, OrderedDict

HERE = os.path.dirname(os.path.abspath(__file__))
FORMATS = {".md", ".txt", ".html", ".json", ".pdf"}
CLASSES = ["period", "numbers", "question", "binding", "document", "non-numeric", "titles"]
KINDS = ["number", "text", "not_found", "ask"]

errors = []


def err(msg):
    errors.append(msg)


def norm(s):
    return re.sub(r"\s+", " ", s).strip()


_pdf_source = None


def pdf_text(path):
    global _pdf_source
    try:
        from pypdf import PdfReader

        reader = PdfReader(path)
        return "\n".join(page.extract_text() or "" for page in reader.pages)
    except ImportError:
        if _pdf_source is None:
            sys.path.insert(0, HERE)
            import make_pdfs

            _pdf_source = make_pdfs.PDFS
        rel = os.path.relpath(path, HERE)
        blocks = _pdf_source.get(rel, [])
        out = []
        for _kind, content in blocks:
            out.extend(content if isinstance(content, list) else [content])
        return "\n".join(out)


def doc_texts(path):
    """Return the texts in which a phrase may be found for this document."""
    ext = os.path.splitext(path)[1].lower()
    if ext == ".pdf":
        return [pdf_text(path)]
    with open(path, encoding="utf-8") as fh:
        raw = fh.read()
    if ext == ".html":
        stripped = re.sub(r"<[^>]+>", "", raw)
        return [raw, html.unescape(raw), html.unescape(stripped)]
    if ext == ".json":
        try:
            json.loads(raw)
        except json.JSONDecodeError as exc:
            err(f"{path}: invalid JSON ({exc})")
    return [raw]


def is_number(x):
    return isinstance(x, (int, float)) and not isinstance(x, bool)


def main():
    collections = sorted(
        d
        for d in os.listdir(HERE)
        if os.path.isdir(os.path.join(HERE, d))
        and os.path.exists(os.path.join(HERE, d, "questions.json"))
    )
    if len(collections) != 12:
        err(f"expected 12 collections, found {len(collections)}")

    all_ids = set()
    prefixes = {}
    class_count = Counter()
    kind_count = Counter()
    class_kind = Counter()
    format_collections = Counter()
    rows = []

    for coll in collections:
        cdir = os.path.join(HERE, coll)
        ddir = os.path.join(cdir, "docs")
        docs = OrderedDict()
        if not os.path.isdir(ddir):
            err(f"{coll}: no docs/ folder")
        else:
            for root, _dirs, files in os.walk(ddir):
                for f in sorted(files):
                    ext = os.path.splitext(f)[1].lower()
                    full = os.path.join(root, f)
                    rel = os.path.relpath(full, ddir)
                    if ext not in FORMATS:
                        err(f"{coll}: unsupported document format {rel}")
                        continue
                    doc_id = os.path.splitext(rel)[0].replace(os.sep, "/")
                    if doc_id in docs:
                        err(f"{coll}: duplicate doc_id {doc_id}")
                    docs[doc_id] = full
        if not 3 <= len(docs) <= 5:
            err(f"{coll}: {len(docs)} documents (need 3 to 5)")
        fmts = sorted({os.path.splitext(p)[1][1:] for p in docs.values()})
        for f in fmts:
            format_collections[f] += 1
        texts = {d: [norm(t) for t in doc_texts(p)] for d, p in docs.items()}

        try:
            with open(os.path.join(cdir, "questions.json"), encoding="utf-8") as fh:
                qs = json.load(fh)
        except (OSError, json.JSONDecodeError) as exc:
            err(f"{coll}: cannot read questions.json ({exc})")
            continue
        if not isinstance(qs, list) or len(qs) != 6:
            err(f"{coll}: questions.json must be a list of 6 questions")
            qs = qs if isinstance(qs, list) else []

        coll_prefix = None
        coll_classes = Counter()
        coll_kinds = Counter()
        for i, q in enumerate(qs, 1):
            qid = q.get("id", "")
            m = re.fullmatch(r"([a-z]{2})-q([1-6])", qid or "")
            if not m:
                err(f"{coll}: bad id {qid!r}")
            else:
                if coll_prefix is None:
                    coll_prefix = m.group(1)
                elif m.group(1) != coll_prefix:
                    err(f"{coll}: mixed prefixes ({coll_prefix}, {m.group(1)})")
                if int(m.group(2)) != i:
                    err(f"{coll}: {qid} out of order (position {i})")
            if qid in all_ids:
                err(f"duplicate id {qid}")
            all_ids.add(qid)
            for field in ("question", "class", "expect", "why"):
                if field not in q:
                    err(f"{qid}: missing field {field}")
            if not str(q.get("question", "")).strip():
                err(f"{qid}: empty question")
            if not str(q.get("why", "")).strip():
                err(f"{qid}: empty why")
            cls = q.get("class")
            if cls not in CLASSES:
                err(f"{qid}: invalid class {cls!r}")
            exp = q.get("expect", {})
            kind = exp.get("kind")
            if kind not in KINDS:
                err(f"{qid}: invalid kind {kind!r}")
            class_count[cls] += 1
            kind_count[kind] += 1
            class_kind[(cls, kind)] += 1
            coll_classes[cls] += 1
            coll_kinds[kind] += 1

            if kind in ("number", "text"):
                cite = exp.get("cite")
                if not isinstance(cite, list) or not cite:
                    err(f"{qid}: {kind} needs a non-empty cite list")
                    cite = []
                for c in cite:
                    if c not in docs:
                        err(f"{qid}: cite {c!r} is not a doc_id of {coll} ({', '.join(docs)})")
            if kind == "number":
                if not is_number(exp.get("value")):
                    err(f"{qid}: number needs a numeric value")
                if not isinstance(exp.get("unit"), str) or not exp.get("unit"):
                    err(f"{qid}: number needs a unit")
                tol = exp.get("tolerance")
                if not is_number(tol) or tol <= 0:
                    err(f"{qid}: number needs a positive tolerance")
            elif kind == "text":
                phrases = exp.get("contains_any")
                if not isinstance(phrases, list) or not 1 <= len(phrases) <= 3:
                    err(f"{qid}: text needs contains_any with 1 to 3 phrases")
                    phrases = []
                for ph in phrases:
                    n = norm(ph)
                    found = any(n in t for c in exp.get("cite", []) if c in texts for t in texts[c])
                    if not found:
                        err(f"{qid}: phrase not found verbatim in cited docs: {ph!r}")
            elif kind in ("not_found", "ask"):
                extra = set(exp) - {"kind", "note"}
                if extra:
                    err(f"{qid}: unexpected fields for {kind}: {sorted(extra)}")

        if coll_prefix:
            if coll_prefix in prefixes:
                err(f"prefix {coll_prefix} used by {prefixes[coll_prefix]} and {coll}")
            prefixes[coll_prefix] = coll
        rows.append(
            (
                coll,
                coll_prefix or "??",
                len(docs),
                ",".join(fmts),
                " ".join(f"{c}" for c in sorted(coll_classes, key=CLASSES.index) if c in CLASSES),
                " ".join(
                    f"{k}:{n}" for k, n in sorted(coll_kinds.items(), key=lambda kv: str(kv[0]))
                ),
            )
        )

    for f in ("md", "txt", "pdf", "html", "json"):
        if format_collections[f] < 8:
            err(f"format {f} appears in only {format_collections[f]} collections (need >= 8)")

    # ---- summary -------------------------------------------------------------------------
    print("Collections")
    print(f"  {'collection':<18} {'pfx':<4} {'docs':>4}  {'formats':<22} kinds")
    for coll, pfx, nd, fmts, _classes, kinds in rows:
        print(f"  {coll:<18} {pfx:<4} {nd:>4}  {fmts:<22} {kinds}")
    print()
    print(
        "Formats (collections containing each):",
        ", ".join(f"{f} {format_collections[f]}" for f in ("md", "txt", "pdf", "html", "json")),
    )
    print()
    print("Questions per class x kind")
    print(f"  {'class':<12}" + "".join(f"{k:>11}" for k in KINDS) + f"{'total':>8}")
    for c in CLASSES:
        print(
            f"  {c:<12}"
            + "".join(f"{class_kind[(c, k)]:>11}" for k in KINDS)
            + f"{class_count[c]:>8}"
        )
    print(
        f"  {'total':<12}"
        + "".join(f"{kind_count[k]:>11}" for k in KINDS)
        + f"{sum(kind_count.values()):>8}"
    )
    print()
    if errors:
        print(f"FAILED: {len(errors)} problem(s)")
        for e in errors:
            print("  -", e)
        sys.exit(1)
    print(f"OK: {len(collections)} collections, {len(all_ids)} questions, no problems found")


if __name__ == "__main__":
    main()
