"""Structural checks for evaluation batch 26."""

import contextlib
import json
import re
import sys
from collections import Counter
from pathlib import Path

from pypdf import PdfReader

ROOT = Path(__file__).resolve().parent
CLASSES = {"period", "numbers", "question", "binding", "document", "non-numeric", "titles"}
KINDS = {"number", "text", "not_found", "ask"}
FORMATS = {".md", ".txt", ".html", ".pdf", ".json"}


def doc_text(path):
    if path.suffix == ".pdf":
        return "\n".join(page.extract_text() or "" for page in PdfReader(str(path)).pages)
    return path.read_text(encoding="utf-8")


def doc_id(path, docs):
    if path.suffix in {".md", ".txt"}:
        text = path.read_text(encoding="utf-8")
        if text.startswith("---\n"):
            end = text.find("\n---", 4)
            for line in text[4:end].splitlines():
                if line.startswith("doc_id:"):
                    return line.split(":", 1)[1].strip()
    return str(path.relative_to(docs).with_suffix(""))


def norm(text):
    return re.sub(r"\s+", " ", text).strip().lower()


def number_candidates(text):
    """All plausible float readings of number tokens in a text."""
    out = set()
    for tok in re.findall(r"\d+(?:[.,'\u00a0 ]\d+)*", text):
        tok = tok.replace("\u00a0", " ").replace("'", "")
        for t in [tok.replace(" ", ""), *tok.split(" ")]:
            for cand in (t.replace(",", ""), t.replace(".", "").replace(",", ".")):
                with contextlib.suppress(ValueError):
                    out.add(round(float(cand), 6))
    return out


def main():
    errors = []
    rows = []
    all_ids = set()
    class_count = Counter()
    kind_count = Counter()
    format_colls = Counter()
    literal = computed = 0
    collections = sorted(
        p for p in ROOT.iterdir() if p.is_dir() and not p.name.startswith(("_", "."))
    )
    for coll in collections:
        docs = coll / "docs"
        qfile = coll / "questions.json"
        if not docs.is_dir() or not qfile.is_file():
            errors.append(f"{coll.name}: missing docs/ or questions.json")
            continue
        files = sorted(p for p in docs.rglob("*") if p.is_file())
        bad = [p.name for p in files if p.suffix not in FORMATS]
        if bad:
            errors.append(f"{coll.name}: unsupported files {bad}")
        files = [p for p in files if p.suffix in FORMATS]
        if not 3 <= len(files) <= 4:
            errors.append(f"{coll.name}: {len(files)} documents (need 3-4)")
        texts = {}
        for p in files:
            did = doc_id(p, docs)
            if did in texts:
                errors.append(f"{coll.name}: duplicate doc_id {did}")
            texts[did] = doc_text(p)
            if p.suffix == ".pdf" and not texts[did].strip():
                errors.append(f"{coll.name}: empty PDF text {p.name}")
        for fmt in {p.suffix for p in files}:
            format_colls[fmt] += 1
        questions = json.loads(qfile.read_text(encoding="utf-8"))
        if len(questions) != 6:
            errors.append(f"{coll.name}: {len(questions)} questions (need 6)")
        ckinds = Counter()
        for q in questions:
            qid = q.get("id", "?")
            if qid in all_ids:
                errors.append(f"duplicate id {qid}")
            all_ids.add(qid)
            for field in ("question", "class", "expect", "why"):
                if not q.get(field):
                    errors.append(f"{qid}: missing {field}")
            if q.get("class") not in CLASSES:
                errors.append(f"{qid}: bad class {q.get('class')}")
            exp = q.get("expect", {})
            kind = exp.get("kind")
            if kind not in KINDS:
                errors.append(f"{qid}: bad kind {kind}")
            class_count[q.get("class")] += 1
            kind_count[kind] += 1
            ckinds[kind] += 1
            if kind in {"number", "text"}:
                cites = exp.get("cite") or []
                if not cites:
                    errors.append(f"{qid}: no cite")
                for c in cites:
                    if c not in texts:
                        errors.append(f"{qid}: cite {c} not a doc id")
            if kind == "number":
                for field in ("value", "unit", "tolerance"):
                    if field not in exp:
                        errors.append(f"{qid}: missing {field}")
                value = exp.get("value")
                if not isinstance(value, (int, float)):
                    errors.append(f"{qid}: value not numeric")
                    continue
                cands = set()
                for c in exp.get("cite", []):
                    cands |= number_candidates(texts.get(c, ""))
                if any(abs(abs(value) - c) < 1e-6 for c in cands):
                    literal += 1
                    print(f"  {qid}: {value} literal")
                else:
                    computed += 1
                    print(f"  {qid}: {value} computed")
            if kind == "text":
                phrases = exp.get("contains_any") or []
                if not 2 <= len(phrases) <= 4:
                    errors.append(f"{qid}: need 2-4 contains_any phrases")
                body = norm(" ".join(texts.get(c, "") for c in exp.get("cite", [])))
                for ph in phrases:
                    if norm(ph) not in body:
                        errors.append(f"{qid}: phrase not found verbatim: {ph!r}")
        fmts = ",".join(sorted(p.suffix[1:] for p in files))
        rows.append((coll.name, len(files), fmts, len(questions), dict(ckinds)))

    print()
    print(f"{'collection':<22}{'docs':>5}  {'formats':<24}{'qs':>3}  kinds")
    for name, nd, fmts, nq, kinds in rows:
        print(f"{name:<22}{nd:>5}  {fmts:<24}{nq:>3}  {kinds}")
    print()
    print("classes:", dict(sorted(class_count.items())))
    print("kinds:  ", dict(sorted(kind_count.items())))
    print("formats (collections):", dict(sorted(format_colls.items())))
    print(f"number answers: {literal} literal, {computed} computed")

    nq = sum(r[3] for r in rows)
    if len(rows) < 12:
        errors.append(f"only {len(rows)} collections")
    if nq < 72:
        errors.append(f"only {nq} questions")
    for fmt in FORMATS:
        if format_colls[fmt] < 8:
            errors.append(f"format {fmt} in only {format_colls[fmt]} collections")
    if kind_count["not_found"] < 6:
        errors.append("fewer than 6 not_found")
    if kind_count["ask"] < 4:
        errors.append("fewer than 4 ask")
    for c in CLASSES:
        if class_count[c] < 8:
            errors.append(f"class {c} has only {class_count[c]} questions")
    print()
    if errors:
        print("ERRORS:")
        for e in errors:
            print(" -", e)
        sys.exit(1)
    print(f"OK: {len(rows)} collections, {nq} questions")


if __name__ == "__main__":
    main()
