# ruff: noqa: E501, E402
#!/usr/bin/env python3
"""Validate blind batch 36.

Checks: unique question ids, valid classes and kinds, required fields per kind,
every cite names an existing doc_id, every contains_any phrase occurs verbatim
(whitespace-normalised) in at least one cited document, 3-5 docs and exactly 6
questions per collection, supported formats only. Prints a summary.

Run with any Python 3 that has pypdf (e.g. /work/main/.venv/bin/python); without
pypdf, PDF text is taken from the block definitions in make_pdfs.py.
"""

import html
import sys as _sys

_sys.dont_write_bytecode = True
import json
import re
import sys
from collections import Counter, defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
CLASSES = ["period", "numbers", "question", "binding", "document", "non-numeric", "titles"]
KINDS = ["number", "text", "not_found", "ask"]
FORMATS = [".md", ".txt", ".html", ".json", ".pdf"]
ID_RE = re.compile(r"^([a-z]{2})-q([1-6])$")

errors = []
warnings = []


def err(msg):
    errors.append(msg)


def norm(s):
    return re.sub(r"\s+", " ", s).strip()


def _json_strings(obj, out):
    if isinstance(obj, dict):
        for k, v in obj.items():
            out.append(str(k))
            _json_strings(v, out)
    elif isinstance(obj, list):
        for v in obj:
            _json_strings(v, out)
    else:
        out.append(str(obj))


_pdf_blocks = None


def _pdf_text_from_source(rel):
    global _pdf_blocks
    if _pdf_blocks is None:
        sys.path.insert(0, str(HERE))
        import make_pdfs

        _pdf_blocks = make_pdfs.DOCS
    spec = _pdf_blocks.get(rel)
    if spec is None:
        return ""
    parts = []
    for _, content in spec["blocks"]:
        parts.extend(content if isinstance(content, list) else [content])
    return "\n".join(parts)


def doc_texts(path):
    """Return a list of text views of a document (any one may match)."""
    suffix = path.suffix.lower()
    if suffix == ".pdf":
        views = []
        try:
            from pypdf import PdfReader

            views.append("\n".join(p.extract_text() or "" for p in PdfReader(str(path)).pages))
        except ImportError:
            pass
        views.append(_pdf_text_from_source(str(path.relative_to(HERE))))
        return views
    raw = path.read_text(encoding="utf-8")
    views = [raw]
    if suffix == ".html":
        stripped = re.sub(r"<[^>]+>", " ", raw)
        views.append(html.unescape(stripped))
    elif suffix == ".json":
        try:
            data = json.loads(raw)
        except json.JSONDecodeError as exc:
            err(f"{path}: invalid JSON: {exc}")
            return views
        out = []
        _json_strings(data, out)
        views.append("\n".join(out))
    return views


def main():
    collections = sorted(
        p for p in HERE.iterdir() if p.is_dir() and (p / "questions.json").exists()
    )
    all_ids = set()
    prefixes = {}
    rows = []
    class_count = Counter()
    kind_count = Counter()
    class_kind = defaultdict(Counter)
    fmt_collections = Counter()
    n_docs_total = 0

    for coll in collections:
        name = coll.name
        docs_dir = coll / "docs"
        if not docs_dir.is_dir():
            err(f"{name}: missing docs/")
            continue
        docs = {}
        for f in sorted(docs_dir.rglob("*")):
            if f.is_file():
                if f.suffix.lower() not in FORMATS:
                    err(f"{name}: unsupported format {f.name}")
                    continue
                doc_id = str(f.relative_to(docs_dir).with_suffix(""))
                if doc_id in docs:
                    err(f"{name}: duplicate doc_id {doc_id}")
                docs[doc_id] = f
        n_docs_total += len(docs)
        if not 3 <= len(docs) <= 5:
            err(f"{name}: {len(docs)} docs (need 3-5)")
        fmts = sorted({f.suffix.lower().lstrip(".") for f in docs.values()})
        for fm in fmts:
            fmt_collections[fm] += 1
        texts = {d: [norm(t) for t in doc_texts(p)] for d, p in docs.items()}

        try:
            qs = json.loads((coll / "questions.json").read_text(encoding="utf-8"))
        except json.JSONDecodeError as exc:
            err(f"{name}: questions.json invalid: {exc}")
            continue
        if not isinstance(qs, list) or len(qs) != 6:
            err(
                f"{name}: need a list of 6 questions, got {len(qs) if isinstance(qs, list) else type(qs)}"
            )
            continue
        coll_prefix = None
        coll_classes = Counter()
        coll_kinds = Counter()
        for i, q in enumerate(qs, 1):
            qid = q.get("id", "")
            m = ID_RE.match(qid)
            if not m:
                err(f"{name}: bad id {qid!r}")
                continue
            if int(m.group(2)) != i:
                err(f"{name}: id {qid} out of order (position {i})")
            if coll_prefix is None:
                coll_prefix = m.group(1)
            elif m.group(1) != coll_prefix:
                err(f"{name}: mixed prefixes {coll_prefix} / {m.group(1)}")
            if qid in all_ids:
                err(f"duplicate id {qid}")
            all_ids.add(qid)
            for fld in ("question", "class", "expect", "why"):
                if not q.get(fld):
                    err(f"{qid}: missing {fld}")
            cls = q.get("class")
            if cls not in CLASSES:
                err(f"{qid}: invalid class {cls!r}")
            exp = q.get("expect") or {}
            kind = exp.get("kind")
            if kind not in KINDS:
                err(f"{qid}: invalid kind {kind!r}")
            cites = exp.get("cite", [])
            if not isinstance(cites, list):
                err(f"{qid}: cite must be a list")
                cites = []
            for c in cites:
                if c not in docs:
                    err(f"{qid}: cite {c!r} not a doc_id of {name}")
            if kind == "number":
                v, u, t = exp.get("value"), exp.get("unit"), exp.get("tolerance")
                if not isinstance(v, (int, float)) or isinstance(v, bool):
                    err(f"{qid}: number needs numeric value")
                if not isinstance(u, str) or not u:
                    err(f"{qid}: number needs unit")
                if not isinstance(t, (int, float)) or t < 0:
                    err(f"{qid}: number needs tolerance >= 0")
                elif t not in (0.05, 0.1, 0.5):
                    warnings.append(f"{qid}: unusual tolerance {t}")
                if not cites:
                    err(f"{qid}: number needs cite")
            elif kind == "text":
                phrases = exp.get("contains_any")
                if (
                    not isinstance(phrases, list)
                    or not 1 <= len(phrases) <= 3
                    or not all(isinstance(p, str) and p for p in phrases)
                ):
                    err(f"{qid}: text needs contains_any with 1-3 phrases")
                    phrases = []
                if not cites:
                    err(f"{qid}: text needs cite")
                for ph in phrases:
                    nph = norm(ph)
                    if not any(nph in t for c in cites if c in texts for t in texts[c]):
                        err(f"{qid}: phrase not found verbatim in cited docs: {ph!r}")
            elif kind in ("not_found", "ask"):
                for k in ("value", "contains_any"):
                    if k in exp:
                        err(f"{qid}: {kind} must not carry {k}")
            class_count[cls] += 1
            kind_count[kind] += 1
            class_kind[cls][kind] += 1
            coll_classes[cls] += 1
            coll_kinds[kind] += 1
        if coll_prefix in prefixes:
            err(f"prefix {coll_prefix} used by {prefixes[coll_prefix]} and {name}")
        prefixes[coll_prefix] = name
        rows.append((name, coll_prefix, len(docs), ",".join(fmts), coll_classes, coll_kinds))

    # ---- summary ----------------------------------------------------------
    print(
        f"Collections: {len(rows)}   documents: {n_docs_total}   questions: {sum(kind_count.values())}\n"
    )
    print(f"{'collection':22} {'pfx':3} {'docs':>4}  {'formats':24} kinds (N/T/NF/A)  classes")
    for name, pfx, nd, fm, cc, kc in rows:
        kinds = f"{kc['number']}/{kc['text']}/{kc['not_found']}/{kc['ask']}"
        classes = " ".join(
            f"{c[:4]}{'x' + str(cc[c]) if cc[c] > 1 else ''}" for c in CLASSES if cc[c]
        )
        print(f"{name:22} {pfx:3} {nd:>4}  {fm:24} {kinds:16}  {classes}")
    print("\nPer class:", ", ".join(f"{c} {class_count[c]}" for c in CLASSES))
    print("Per kind: ", ", ".join(f"{k} {kind_count[k]}" for k in KINDS))
    print("\nClass x kind:")
    print(f"  {'':12}" + "".join(f"{k:>11}" for k in KINDS))
    for c in CLASSES:
        print(f"  {c:12}" + "".join(f"{class_kind[c][k]:>11}" for k in KINDS))
    print(
        "\nCollections per format:",
        ", ".join(f"{f.lstrip('.')} {fmt_collections[f.lstrip('.')]}" for f in FORMATS),
    )
    for f in FORMATS:
        if fmt_collections[f.lstrip(".")] < 8:
            err(f"format {f} used in only {fmt_collections[f.lstrip('.')]} collections (need >= 8)")
    if len(rows) != 12:
        err(f"expected 12 collections, found {len(rows)}")

    for w in warnings:
        print("WARNING:", w)
    if errors:
        print(f"\n{len(errors)} ERROR(S):")
        for e in errors:
            print("  -", e)
        return 1
    print("\nOK: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
