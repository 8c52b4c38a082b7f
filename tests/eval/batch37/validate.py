# ruff: noqa: UP031
#!/usr/bin/env python3
"""Validate blind evaluation batch 37.

Checks, for every collection folder next to this script:
  * docs/ holds 3-5 documents in supported formats (.md .txt .html .json .pdf);
  * questions.json is a list of exactly 6 questions with ids <prefix>-q1..<prefix>-q6,
    one 2-letter prefix per collection, ids unique across the batch;
  * class and expect.kind are valid, and each kind has its required fields
    (number: value/unit/tolerance/cite; text: contains_any (1-3 phrases)/cite;
    not_found and ask: cite), plus a non-empty 'why';
  * every cited doc_id exists in that collection's docs/;
  * every contains_any phrase occurs verbatim in at least one cited document
    (PDF text is taken from pypdf when available, else from make_pdfs.py sources);
  * JSON documents parse.
Prints a per-collection table and the counts per class, kind and format.
Exit code 0 when everything passes, 1 otherwise.
"""

import collections
import html
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
FORMATS = {".md", ".txt", ".html", ".json", ".pdf"}
CLASSES = ["period", "numbers", "question", "binding", "document", "non-numeric", "titles"]
KINDS = ["number", "text", "not_found", "ask"]

errors = []
warnings = []


def err(msg):
    errors.append(msg)


def pdf_sources():
    """Map 'collection/docs/name.pdf' -> source text, read from make_pdfs.py."""
    path = os.path.join(HERE, "make_pdfs.py")
    if not os.path.exists(path):
        return {}
    ns = {"__name__": "make_pdfs_loaded_by_validate", "__file__": path}
    with open(path, encoding="utf-8") as fh:
        code = fh.read()
    exec(compile(code, path, "exec"), ns)
    return ns.get("PDFS", {})


PDF_SRC = None


def doc_text(coll, fname):
    """Return a list of text renderings of a document to search phrases in."""
    global PDF_SRC
    full = os.path.join(HERE, coll, "docs", fname)
    ext = os.path.splitext(fname)[1].lower()
    if ext == ".pdf":
        texts = []
        try:
            from pypdf import PdfReader  # optional

            reader = PdfReader(full)
            texts.append("\n".join((p.extract_text() or "") for p in reader.pages))
        except Exception as exc:  # pypdf missing or unreadable PDF
            warnings.append("%s/%s: pypdf text extraction unavailable (%s)" % (coll, fname, exc))
        if PDF_SRC is None:
            PDF_SRC = pdf_sources()
        src = PDF_SRC.get("%s/docs/%s" % (coll, fname))
        if src is not None:
            texts.append(src)
        return texts
    with open(full, encoding="utf-8") as fh:
        raw = fh.read()
    texts = [raw]
    if ext == ".html":
        stripped = re.sub(r"<[^>]+>", " ", raw)
        texts.append(html.unescape(stripped))
    return texts


def norm_ws(s):
    return re.sub(r"\s+", " ", s).strip()


def main():
    collections_ = sorted(
        d
        for d in os.listdir(HERE)
        if os.path.isdir(os.path.join(HERE, d))
        and os.path.exists(os.path.join(HERE, d, "questions.json"))
    )
    seen_ids = set()
    seen_prefixes = {}
    class_count = collections.Counter()
    kind_count = collections.Counter()
    class_kind = collections.Counter()
    format_colls = collections.defaultdict(set)
    rows = []

    for coll in collections_:
        docs_dir = os.path.join(HERE, coll, "docs")
        if not os.path.isdir(docs_dir):
            err("%s: missing docs/" % coll)
            continue
        docs = {}
        for root, _dirs, files in os.walk(docs_dir):
            for f in files:
                rel = os.path.relpath(os.path.join(root, f), docs_dir)
                stem, ext = os.path.splitext(rel)
                if ext.lower() not in FORMATS:
                    err("%s: unsupported document format %s" % (coll, rel))
                    continue
                if stem in docs:
                    err("%s: two documents share doc_id %s" % (coll, stem))
                docs[stem.replace(os.sep, "/")] = rel
                format_colls[ext.lower()[1:]].add(coll)
                if ext.lower() == ".json":
                    try:
                        with open(os.path.join(docs_dir, rel), encoding="utf-8") as fh:
                            json.load(fh)
                    except Exception as exc:
                        err("%s: %s does not parse as JSON (%s)" % (coll, rel, exc))
        if not 3 <= len(docs) <= 5:
            err("%s: %d documents (need 3-5)" % (coll, len(docs)))

        try:
            with open(os.path.join(HERE, coll, "questions.json"), encoding="utf-8") as fh:
                qs = json.load(fh)
        except Exception as exc:
            err("%s: questions.json does not parse (%s)" % (coll, exc))
            continue
        if not isinstance(qs, list) or len(qs) != 6:
            err("%s: need a list of exactly 6 questions" % coll)
            qs = qs if isinstance(qs, list) else []

        prefix = None
        coll_classes = collections.Counter()
        coll_kinds = collections.Counter()
        for n, q in enumerate(qs, 1):
            qid = q.get("id", "")
            m = re.fullmatch(r"([a-z]{2})-q(\d)", qid)
            if not m:
                err("%s: bad id %r" % (coll, qid))
            else:
                if prefix is None:
                    prefix = m.group(1)
                if m.group(1) != prefix:
                    err("%s: id %s does not use prefix %s" % (coll, qid, prefix))
                if int(m.group(2)) != n:
                    err("%s: id %s out of order (expected q%d)" % (coll, qid, n))
            if qid in seen_ids:
                err("duplicate id %s" % qid)
            seen_ids.add(qid)
            if not str(q.get("question", "")).strip():
                err("%s: empty question" % qid)
            if not str(q.get("why", "")).strip():
                err("%s: empty why" % qid)
            cls = q.get("class")
            if cls not in CLASSES:
                err("%s: invalid class %r" % (qid, cls))
            exp = q.get("expect", {})
            kind = exp.get("kind")
            if kind not in KINDS:
                err("%s: invalid kind %r" % (qid, kind))
            cite = exp.get("cite")
            if not isinstance(cite, list) or not cite:
                err("%s: cite must be a non-empty list" % qid)
                cite = []
            for c in cite:
                if c not in docs:
                    err("%s: cited doc %r not found in %s/docs" % (qid, c, coll))
            if kind == "number":
                for field in ("value", "unit", "tolerance"):
                    if field not in exp:
                        err("%s: number without %s" % (qid, field))
                if not isinstance(exp.get("value"), (int, float)) or isinstance(
                    exp.get("value"), bool
                ):
                    err("%s: value must be a number" % qid)
                if (
                    not isinstance(exp.get("tolerance"), (int, float))
                    or exp.get("tolerance", -1) < 0
                ):
                    err("%s: tolerance must be a non-negative number" % qid)
                if not str(exp.get("unit", "")).strip():
                    err("%s: empty unit" % qid)
            elif kind == "text":
                phrases = exp.get("contains_any")
                if not isinstance(phrases, list) or not 1 <= len(phrases) <= 3:
                    err("%s: contains_any must list 1-3 phrases" % qid)
                    phrases = []
                texts = []
                for c in cite:
                    if c in docs:
                        texts.extend(doc_text(coll, docs[c]))
                for ph in phrases:
                    if any(ph in t for t in texts):
                        continue
                    if any(norm_ws(ph) in norm_ws(t) for t in texts):
                        warnings.append(
                            "%s: phrase %r found only after whitespace normalisation" % (qid, ph)
                        )
                        continue
                    err("%s: phrase %r not found verbatim in cited documents" % (qid, ph))
            class_count[cls] += 1
            kind_count[kind] += 1
            class_kind[(cls, kind)] += 1
            coll_classes[cls] += 1
            coll_kinds[kind] += 1
        if prefix:
            if prefix in seen_prefixes:
                err("%s: prefix %s already used by %s" % (coll, prefix, seen_prefixes[prefix]))
            seen_prefixes[prefix] = coll
        fmts = sorted({os.path.splitext(r)[1][1:] for r in docs.values()})
        rows.append(
            (
                coll,
                prefix or "??",
                len(docs),
                ",".join(fmts),
                len(qs),
                " ".join("%s:%d" % (k, v) for k, v in sorted(coll_kinds.items())),
            )
        )

    # summary
    print("Collections")
    print(
        "%-28s %-6s %-5s %-24s %-3s %s" % ("collection", "prefix", "docs", "formats", "qs", "kinds")
    )
    for r in rows:
        print("%-28s %-6s %-5d %-24s %-3d %s" % r)
    print()
    print("Questions: %d in %d collections" % (sum(kind_count.values()), len(rows)))
    print("Per class: " + ", ".join("%s %d" % (c, class_count[c]) for c in CLASSES))
    print("Per kind:  " + ", ".join("%s %d" % (k, kind_count[k]) for k in KINDS))
    print()
    print("%-12s" % "class/kind" + "".join("%10s" % k for k in KINDS) + "%8s" % "total")
    for c in CLASSES:
        print(
            "%-12s" % c
            + "".join("%10d" % class_kind[(c, k)] for k in KINDS)
            + "%8d" % class_count[c]
        )
    print()
    print(
        "Collections per format: "
        + ", ".join(
            "%s %d" % (f, len(format_colls[f])) for f in ["md", "txt", "pdf", "html", "json"]
        )
    )
    for f in ["md", "txt", "pdf", "html", "json"]:
        if len(format_colls[f]) < 8:
            err("format %s used in only %d collections (need >= 8)" % (f, len(format_colls[f])))
    print()
    for w in warnings:
        print("WARN  " + w)
    for e in errors:
        print("ERROR " + e)
    print("OK - all checks passed" if not errors else "FAILED - %d error(s)" % len(errors))
    return 0 if not errors else 1


if __name__ == "__main__":
    sys.exit(main())
