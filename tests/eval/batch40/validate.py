# ruff: noqa: E501, SIM102
#!/usr/bin/env python3
"""Check the structure of evaluation batch 40 and print a summary.

Run from anywhere:  python validate.py
Checks:
  - each collection folder has docs/ with 3-5 documents in supported formats
    (.md .txt .html .json .pdf), unique doc ids, JSON documents parse
  - questions.json is a list of exactly 6 questions with ids <prefix>-q1..q6,
    one 2-letter prefix per collection, ids unique across the batch
  - class and expect.kind are valid; required fields per kind are present and typed
  - every cite names an existing doc id of the collection
  - every contains_any phrase occurs verbatim in at least one cited document
    (PDF text via pypdf when available, else from the sources in make_pdfs.py;
    whitespace is normalised for PDFs only, since extraction re-wraps lines)
  - each format is used in at least 8 collections
Exit status 1 if any check fails.
"""

import html
import importlib.util
import json
import os
import re
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
FORMATS = {".md", ".txt", ".html", ".json", ".pdf"}
CLASSES = ["period", "numbers", "question", "binding", "document", "non-numeric", "titles"]
KINDS = ["number", "text", "not_found", "ask"]

errors = []


def err(msg):
    errors.append(msg)


def load_pdf_sources():
    spec = importlib.util.spec_from_file_location("make_pdfs", os.path.join(HERE, "make_pdfs.py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


try:
    from pypdf import PdfReader  # type: ignore
except Exception:  # pragma: no cover - optional dependency
    PdfReader = None

MAKE_PDFS = load_pdf_sources()


def norm_ws(s):
    return re.sub(r"\s+", " ", s).strip()


def doc_texts(path):
    """Return a list of candidate texts for a document (raw and derived)."""
    ext = os.path.splitext(path)[1].lower()
    rel = os.path.relpath(path, HERE).replace(os.sep, "/")
    if ext == ".pdf":
        texts = []
        if PdfReader is not None and os.path.exists(path):
            reader = PdfReader(path)
            texts.append(norm_ws("\n".join(p.extract_text() or "" for p in reader.pages)))
        src = MAKE_PDFS.SOURCES.get(rel)
        if src is not None:
            texts.append(norm_ws(MAKE_PDFS.plain_text(src)))
        return texts, True
    with open(path, encoding="utf-8") as fh:
        raw = fh.read()
    texts = [raw]
    if ext == ".html":
        stripped = re.sub(r"<[^>]+>", " ", raw)
        texts.append(html.unescape(stripped))
        texts.append(html.unescape(raw))
    return texts, False


def phrase_in(phrase, path):
    texts, is_pdf = doc_texts(path)
    if is_pdf:
        return any(norm_ws(phrase) in t for t in texts)
    return any(phrase in t for t in texts)


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
    class_kind = defaultdict(Counter)
    format_collections = Counter()
    rows = []
    pdf_sources_used = set()

    for coll in collections:
        cdir = os.path.join(HERE, coll)
        ddir = os.path.join(cdir, "docs")
        if not os.path.isdir(ddir):
            err(f"{coll}: no docs/ folder")
            continue
        docs = {}
        for root, _dirs, files in os.walk(ddir):
            for f in files:
                p = os.path.join(root, f)
                ext = os.path.splitext(f)[1].lower()
                if ext not in FORMATS:
                    err(f"{coll}: unsupported document {f}")
                    continue
                doc_id = os.path.splitext(os.path.relpath(p, ddir))[0].replace(os.sep, "/")
                if doc_id in docs:
                    err(f"{coll}: duplicate doc id {doc_id}")
                docs[doc_id] = p
                if ext == ".json":
                    try:
                        with open(p, encoding="utf-8") as fh:
                            json.load(fh)
                    except Exception as exc:
                        err(f"{coll}: {f} is not valid JSON: {exc}")
                if ext == ".pdf":
                    rel = os.path.relpath(p, HERE).replace(os.sep, "/")
                    pdf_sources_used.add(rel)
                    if rel not in MAKE_PDFS.SOURCES:
                        err(f"{coll}: {f} has no source in make_pdfs.py")
        if not 3 <= len(docs) <= 5:
            err(f"{coll}: {len(docs)} documents (need 3-5)")
        exts = sorted({os.path.splitext(p)[1].lower() for p in docs.values()})
        for e in exts:
            format_collections[e] += 1

        with open(os.path.join(cdir, "questions.json"), encoding="utf-8") as fh:
            try:
                qs = json.load(fh)
            except Exception as exc:
                err(f"{coll}: questions.json invalid: {exc}")
                continue
        if not isinstance(qs, list) or len(qs) != 6:
            err(
                f"{coll}: need a list of 6 questions, got {len(qs) if isinstance(qs, list) else type(qs)}"
            )
            continue

        coll_prefix = None
        coll_classes = []
        coll_kinds = []
        for i, q in enumerate(qs, 1):
            qid = q.get("id", "")
            m = re.fullmatch(r"([a-z]{2})-q(\d)", qid)
            if not m:
                err(f"{coll}: bad id {qid!r}")
                continue
            pref, num = m.group(1), int(m.group(2))
            if num != i:
                err(f"{coll}: id {qid} out of order (expected q{i})")
            if coll_prefix is None:
                coll_prefix = pref
            elif pref != coll_prefix:
                err(f"{coll}: mixed prefixes {coll_prefix} / {pref}")
            if qid in all_ids:
                err(f"duplicate id {qid}")
            all_ids.add(qid)
            for key in ("question", "class", "expect", "why"):
                if key not in q:
                    err(f"{qid}: missing {key}")
            if not isinstance(q.get("question"), str) or not q.get("question", "").strip():
                err(f"{qid}: empty question")
            if not isinstance(q.get("why"), str) or len(q.get("why", "")) < 20:
                err(f"{qid}: 'why' missing or too short")
            cls = q.get("class")
            if cls not in CLASSES:
                err(f"{qid}: invalid class {cls!r}")
            exp = q.get("expect", {})
            kind = exp.get("kind")
            if kind not in KINDS:
                err(f"{qid}: invalid kind {kind!r}")
            coll_classes.append(cls)
            coll_kinds.append(kind)
            class_count[cls] += 1
            kind_count[kind] += 1
            class_kind[cls][kind] += 1

            cites = exp.get("cite")
            if kind in ("number", "text"):
                if not isinstance(cites, list) or not cites:
                    err(f"{qid}: {kind} needs a non-empty cite list")
                    cites = []
            if cites:
                for c in cites:
                    if c not in docs:
                        err(f"{qid}: cite {c!r} is not a doc id of {coll} ({sorted(docs)})")
            if kind == "number":
                for key in ("value", "unit", "tolerance"):
                    if key not in exp:
                        err(f"{qid}: number needs {key}")
                if not isinstance(exp.get("value"), (int, float)) or isinstance(
                    exp.get("value"), bool
                ):
                    err(f"{qid}: value must be a number")
                if not isinstance(exp.get("unit"), str) or not exp.get("unit"):
                    err(f"{qid}: unit must be a non-empty string")
                tol = exp.get("tolerance")
                if not isinstance(tol, (int, float)) or tol <= 0:
                    err(f"{qid}: tolerance must be a positive number")
            elif kind == "text":
                ca = exp.get("contains_any")
                if (
                    not isinstance(ca, list)
                    or not 1 <= len(ca) <= 3
                    or not all(isinstance(x, str) and x for x in ca)
                ):
                    err(f"{qid}: contains_any must be a list of 1-3 non-empty strings")
                    ca = []
                for phrase in ca:
                    ok = any(phrase_in(phrase, docs[c]) for c in cites if c in docs)
                    if not ok:
                        err(f"{qid}: phrase {phrase!r} not found verbatim in cited docs {cites}")
            elif kind == "ask":
                opts = exp.get("options")
                if opts is not None and (not isinstance(opts, list) or len(opts) < 2):
                    err(f"{qid}: options, if given, must list at least 2 readings")
            extra = set(exp) - {
                "kind",
                "value",
                "unit",
                "tolerance",
                "cite",
                "contains_any",
                "options",
            }
            if extra:
                err(f"{qid}: unexpected expect fields {sorted(extra)}")

        if coll_prefix in prefixes.values():
            err(f"{coll}: prefix {coll_prefix} already used")
        prefixes[coll] = coll_prefix
        rows.append(
            (coll, coll_prefix, len(docs), ",".join(e[1:] for e in exts), coll_classes, coll_kinds)
        )

    for rel in MAKE_PDFS.SOURCES:
        if rel not in pdf_sources_used:
            err(
                f"make_pdfs.py source {rel} has no matching PDF in a docs/ folder (run make_pdfs.py?)"
            )

    for e in sorted(FORMATS):
        if format_collections[e] < 8:
            err(f"format {e} used in only {format_collections[e]} collections (need >= 8)")

    # ---- summary ----
    print(
        f"Batch 40: {len(collections)} collections, {sum(r[2] for r in rows)} documents, {len(all_ids)} questions"
    )
    print()
    print(f"{'collection':24} {'pfx':4} {'docs':4}  {'formats':22} kinds")
    for coll, pref, nd, fm, _cl, kn in rows:
        kc = Counter(kn)
        ks = ", ".join(f"{k} {kc[k]}" for k in KINDS if kc[k])
        print(f"{coll:24} {pref or '?':4} {nd:4}  {fm:22} {ks}")
    print()
    print("Per class:   " + ", ".join(f"{c} {class_count[c]}" for c in CLASSES))
    print("Per kind:    " + ", ".join(f"{k} {kind_count[k]}" for k in KINDS))
    print(
        "Formats (collections using each): "
        + ", ".join(f"{e[1:]} {format_collections[e]}" for e in sorted(FORMATS))
    )
    print()
    print(f"{'class':12} " + " ".join(f"{k:>9}" for k in KINDS))
    for c in CLASSES:
        print(f"{c:12} " + " ".join(f"{class_kind[c][k]:>9}" for k in KINDS))
    print()
    print(f"PDF text checked with: {'pypdf' if PdfReader else 'make_pdfs.py sources only'}")
    if errors:
        print(f"\n{len(errors)} problem(s):")
        for e in errors:
            print("  -", e)
        return 1
    print("\nOK: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
