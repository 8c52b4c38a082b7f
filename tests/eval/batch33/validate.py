#!/usr/bin/env python3
"""Validate evaluation batch 33.

Checks, for every collection folder (one that has a questions.json):
  * docs/ holds 3-5 documents in supported formats (.md .txt .html .json .pdf);
  * questions.json is a list of exactly 6 questions with ids <prefix>-q1..q6,
    one 2-letter prefix per collection, ids unique across the batch;
  * class and expect.kind are valid, the fields each kind needs are present
    and well typed, and `why` is filled in;
  * every cite names an existing doc_id (path relative to docs/ without
    extension) of the same collection;
  * every contains_any phrase occurs verbatim (whitespace-normalised) in at
    least one cited document; PDF text comes from the specs in make_pdfs.py
    (and from pypdf too, when that is installed), HTML is tag-stripped and
    unescaped, JSON is checked both raw and as its decoded string values;
  * every PDF described in make_pdfs.py exists;
  * batch-level coverage: each format used in >= 8 collections.
Prints a summary (collections table, counts per class and kind).
Exit status 1 when an error was found.

Run:  /work/main/.venv/bin/python tests/eval/batch33/validate.py
"""

import collections
import html
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import make_pdfs  # noqa: E402

CLASSES = {"period", "numbers", "question", "binding", "document", "non-numeric", "titles"}
KINDS = {"number", "text", "not_found", "ask"}
FORMATS = {".md", ".txt", ".html", ".json", ".pdf"}
TOLERANCES = {0.05, 0.1, 0.5}

errors = []
warnings = []


def err(msg):
    errors.append(msg)


def norm(s):
    return re.sub(r"\s+", " ", s).strip()


def json_strings(obj):
    if isinstance(obj, str):
        yield obj
    elif isinstance(obj, dict):
        for k, v in obj.items():
            yield str(k)
            yield from json_strings(v)
    elif isinstance(obj, list):
        for v in obj:
            yield from json_strings(v)
    else:
        yield str(obj)


def html_text(raw):
    raw = re.sub(r"(?is)<(script|style)\b.*?</\1>", " ", raw)
    raw = re.sub(r"(?s)<[^>]+>", " ", raw)
    return html.unescape(raw)


def pdf_texts(collection, rel_path):
    texts = []
    key = f"{collection}/docs/{rel_path}"
    spec = make_pdfs.PDFS.get(key)
    if spec is not None:
        texts.append(make_pdfs.pdf_plain_text(spec))
    try:  # optional cross-check with a real extractor
        import pypdf  # type: ignore

        reader = pypdf.PdfReader(os.path.join(HERE, key))
        texts.append("\n".join(page.extract_text() or "" for page in reader.pages))
    except Exception:
        pass
    return texts


def doc_texts(collection, docs_dir, rel_path):
    """All text renderings of one document (any may match a phrase)."""
    path = os.path.join(docs_dir, rel_path)
    ext = os.path.splitext(rel_path)[1].lower()
    if ext == ".pdf":
        return pdf_texts(collection, rel_path)
    with open(path, encoding="utf-8") as fh:
        raw = fh.read()
    if ext == ".html":
        return [raw, html_text(raw)]
    if ext == ".json":
        try:
            data = json.loads(raw)
        except ValueError as exc:
            err(f"{collection}: {rel_path} is not valid JSON: {exc}")
            return [raw]
        return [raw, "\n".join(json_strings(data))]
    return [raw]


def list_docs(docs_dir):
    out = []
    for root, _dirs, files in os.walk(docs_dir):
        for name in files:
            rel = os.path.relpath(os.path.join(root, name), docs_dir)
            out.append(rel.replace(os.sep, "/"))
    return sorted(out)


def main():
    collections_found = sorted(
        d for d in os.listdir(HERE) if os.path.isfile(os.path.join(HERE, d, "questions.json"))
    )
    if len(collections_found) != 12:
        warnings.append(f"expected 12 collections, found {len(collections_found)}")

    all_ids = set()
    prefixes = {}
    class_count = collections.Counter()
    kind_count = collections.Counter()
    class_kind = collections.Counter()
    format_collections = collections.Counter()
    rows = []

    for coll in collections_found:
        docs_dir = os.path.join(HERE, coll, "docs")
        if not os.path.isdir(docs_dir):
            err(f"{coll}: missing docs/")
            continue
        docs = list_docs(docs_dir)
        doc_ids = {}
        for rel in docs:
            stem, ext = os.path.splitext(rel)
            if ext.lower() not in FORMATS:
                err(f"{coll}: unsupported document format {rel}")
                continue
            if stem in doc_ids:
                err(f"{coll}: two documents share doc_id {stem}")
            doc_ids[stem] = rel
        if not 3 <= len(doc_ids) <= 5:
            err(f"{coll}: {len(doc_ids)} documents (need 3-5)")
        formats = sorted({os.path.splitext(r)[1].lower() for r in doc_ids.values()})
        for f in formats:
            format_collections[f] += 1

        with open(os.path.join(HERE, coll, "questions.json"), encoding="utf-8") as fh:
            try:
                questions = json.load(fh)
            except ValueError as exc:
                err(f"{coll}: questions.json invalid: {exc}")
                continue
        if not isinstance(questions, list) or len(questions) != 6:
            err(
                f"{coll}: need a list of 6 questions, got "
                f"{len(questions) if isinstance(questions, list) else type(questions).__name__}"
            )
            continue

        coll_prefix = None
        kinds_here = collections.Counter()
        for n, q in enumerate(questions, 1):
            qid = q.get("id", "")
            m = re.fullmatch(r"([a-z]{2})-q([1-6])", qid)
            if not m:
                err(f"{coll}: bad id {qid!r}")
            else:
                if coll_prefix is None:
                    coll_prefix = m.group(1)
                elif m.group(1) != coll_prefix:
                    err(f"{coll}: id {qid} does not use prefix {coll_prefix}")
                if int(m.group(2)) != n:
                    err(f"{coll}: id {qid} out of order (position {n})")
            if qid in all_ids:
                err(f"duplicate id {qid}")
            all_ids.add(qid)
            for field in ("question", "why"):
                if not isinstance(q.get(field), str) or not q[field].strip():
                    err(f"{qid}: missing {field}")
            cls = q.get("class")
            if cls not in CLASSES:
                err(f"{qid}: invalid class {cls!r}")
            exp = q.get("expect") or {}
            kind = exp.get("kind")
            if kind not in KINDS:
                err(f"{qid}: invalid kind {kind!r}")
                continue
            class_count[cls] += 1
            kind_count[kind] += 1
            kinds_here[kind] += 1
            class_kind[(cls, kind)] += 1

            cite = exp.get("cite")
            if kind in ("number", "text"):
                if not isinstance(cite, list) or not cite:
                    err(f"{qid}: {kind} needs a non-empty cite list")
                    cite = []
            else:
                cite = cite or []
            for c in cite:
                if c not in doc_ids:
                    err(f"{qid}: cite {c!r} is not a doc_id of {coll} ({sorted(doc_ids)})")

            if kind == "number":
                for field, typ in (
                    ("value", (int, float)),
                    ("tolerance", (int, float)),
                    ("unit", str),
                ):
                    if not isinstance(exp.get(field), typ) or isinstance(exp.get(field), bool):
                        err(f"{qid}: number needs {field}")
                if (
                    isinstance(exp.get("tolerance"), (int, float))
                    and exp["tolerance"] not in TOLERANCES
                ):
                    warnings.append(f"{qid}: unusual tolerance {exp['tolerance']}")
            elif kind == "text":
                phrases = exp.get("contains_any")
                if (
                    not isinstance(phrases, list)
                    or not 1 <= len(phrases) <= 3
                    or not all(isinstance(p, str) and p.strip() for p in phrases)
                ):
                    err(f"{qid}: text needs contains_any with 1-3 phrases")
                    phrases = []
                texts = []
                for c in cite:
                    if c in doc_ids:
                        texts.extend(norm(t) for t in doc_texts(coll, docs_dir, doc_ids[c]))
                for p in phrases:
                    if not any(norm(p) in t for t in texts):
                        err(f"{qid}: phrase {p!r} not found verbatim in cited documents")
            extra = set(exp) - {"kind", "value", "unit", "tolerance", "cite", "contains_any"}
            if extra:
                warnings.append(f"{qid}: unexpected expect fields {sorted(extra)}")

        if coll_prefix in prefixes:
            err(f"prefix {coll_prefix} used by {prefixes[coll_prefix]} and {coll}")
        prefixes[coll_prefix] = coll
        rows.append(
            (
                coll,
                coll_prefix,
                len(doc_ids),
                " ".join(f.lstrip(".") for f in formats),
                dict(kinds_here),
            )
        )

    # PDFs described in make_pdfs.py must exist
    for rel in make_pdfs.PDFS:
        if not os.path.isfile(os.path.join(HERE, rel)):
            err(f"missing PDF {rel} (run make_pdfs.py)")

    for f in sorted(FORMATS):
        if format_collections[f] < 8:
            err(f"format {f} used in only {format_collections[f]} collections (need >= 8)")

    # ---- summary
    print("Batch 33 validation summary")
    print()
    print(f"{'collection':30} {'pfx':3} {'docs':>4}  {'formats':22} kinds")
    for coll, pfx, ndocs, fmts, kinds in rows:
        ks = ", ".join(f"{k}={v}" for k, v in sorted(kinds.items()))
        print(f"{coll:30} {pfx or '??':3} {ndocs:>4}  {fmts:22} {ks}")
    print()
    print("questions:", sum(kind_count.values()))
    print("per class:", ", ".join(f"{c}={class_count[c]}" for c in sorted(CLASSES)))
    print("per kind: ", ", ".join(f"{k}={kind_count[k]}" for k in sorted(KINDS)))
    print(
        "formats (collections using each):",
        ", ".join(f"{f.lstrip('.')}={format_collections[f]}" for f in sorted(FORMATS)),
    )
    print()
    print("class x kind:")
    for c in sorted(CLASSES):
        print(f"  {c:12}", "  ".join(f"{k}={class_kind[(c, k)]}" for k in sorted(KINDS)))
    for w in warnings:
        print("WARNING:", w)
    for e in errors:
        print("ERROR:", e)
    print()
    print("OK" if not errors else f"{len(errors)} error(s)")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
