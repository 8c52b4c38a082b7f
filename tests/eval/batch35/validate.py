"""Validate evaluation batch 35.

Checks, per collection folder (any sub-folder holding ``questions.json``):

* 3 to 5 documents in ``docs/`` with supported extensions, and exactly 6 questions;
* unique question ids of the form ``<prefix>-q1`` .. ``<prefix>-q6`` with one prefix per
  collection and no prefix shared between collections;
* valid ``class`` and ``expect.kind`` values and the required fields for each kind;
* every ``cite`` names an existing document (doc_id = path under ``docs/`` without extension);
* every ``contains_any`` phrase occurs verbatim in at least one cited document (for PDFs, in
  the text extracted with pypdf, whitespace-normalised; without pypdf, in the source text kept
  in ``make_pdfs.py``).

Prints a summary (collections, formats, classes, kinds) and exits non-zero on any error.

Run:  /work/main/.venv/bin/python validate.py
"""

from __future__ import annotations

import html
import importlib.util
import json
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent

CLASSES = {"period", "numbers", "question", "binding", "document", "non-numeric", "titles"}
KINDS = {"number", "text", "not_found", "ask"}
FORMATS = {".md", ".txt", ".html", ".json", ".pdf"}
ID_RE = re.compile(r"^([a-z]{2})-q([1-6])$")


def _norm(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


def _load_make_pdfs():
    spec = importlib.util.spec_from_file_location("make_pdfs", HERE / "make_pdfs.py")
    module = importlib.util.module_from_spec(spec)
    assert spec.loader is not None
    spec.loader.exec_module(module)
    return module


def _pdf_text(path: Path) -> str:
    try:
        import pypdf
    except ImportError:
        module = _load_make_pdfs()
        doc = module.PDFS[str(path.relative_to(HERE))]
        return "\n".join([doc["title"]] + [b[1] for b in doc["blocks"]])
    reader = pypdf.PdfReader(str(path))
    return "\n".join(page.extract_text() or "" for page in reader.pages)


def doc_texts(docs_dir: Path) -> dict[str, tuple[str, str]]:
    """doc_id -> (extension, text)."""
    out: dict[str, tuple[str, str]] = {}
    for path in sorted(p for p in docs_dir.rglob("*") if p.is_file()):
        doc_id = str(path.relative_to(docs_dir).with_suffix(""))
        ext = path.suffix.lower()
        if ext == ".pdf":
            text = _pdf_text(path)
        else:
            text = path.read_text(encoding="utf-8")
            if ext == ".html":
                text = html.unescape(text)
        out[doc_id] = (ext, text)
    return out


def phrase_in(phrase: str, ext: str, text: str) -> bool:
    if phrase in text:
        return True
    # PDF text extraction wraps lines; compare whitespace-normalised text for PDFs only.
    return ext == ".pdf" and _norm(phrase) in _norm(text)


def check_expect(
    qid: str, expect: dict, texts: dict[str, tuple[str, str]], errors: list[str]
) -> None:
    kind = expect.get("kind")
    if kind not in KINDS:
        errors.append(f"{qid}: invalid kind {kind!r}")
        return
    cites = expect.get("cite", [])
    if kind in {"number", "text"} and (not isinstance(cites, list) or not cites):
        errors.append(f"{qid}: kind {kind} needs a non-empty cite list")
        cites = []
    for cite in cites:
        if cite not in texts:
            errors.append(f"{qid}: cite {cite!r} is not a document of the collection")
    if kind == "number":
        for field in ("value", "unit", "tolerance"):
            if field not in expect:
                errors.append(f"{qid}: number expectation lacks {field!r}")
        value = expect.get("value")
        if not isinstance(value, (int, float)) or isinstance(value, bool):
            errors.append(f"{qid}: value must be a number")
        if not isinstance(expect.get("tolerance"), (int, float)) or expect.get("tolerance", -1) < 0:
            errors.append(f"{qid}: tolerance must be a non-negative number")
        if not isinstance(expect.get("unit"), str) or not expect.get("unit"):
            errors.append(f"{qid}: unit must be a non-empty string")
    elif kind == "text":
        phrases = expect.get("contains_any")
        if not isinstance(phrases, list) or not 1 <= len(phrases) <= 3:
            errors.append(f"{qid}: contains_any must list 1 to 3 phrases")
            phrases = []
        for phrase in phrases:
            found = [c for c in cites if c in texts and phrase_in(phrase, *texts[c])]
            if not found:
                errors.append(f"{qid}: phrase {phrase!r} not found verbatim in any cited document")
    else:
        extra = set(expect) - {"kind", "cite"}
        if extra:
            errors.append(f"{qid}: unexpected fields for kind {kind}: {sorted(extra)}")


def main() -> int:
    errors: list[str] = []
    classes: Counter[str] = Counter()
    kinds: Counter[str] = Counter()
    class_kind: Counter[tuple[str, str]] = Counter()
    formats: Counter[str] = Counter()
    all_ids: set[str] = set()
    prefixes: dict[str, str] = {}
    rows = []

    collections = sorted(p.parent for p in HERE.glob("*/questions.json"))
    if not collections:
        errors.append("no collections found")
    for coll in collections:
        name = coll.name
        docs_dir = coll / "docs"
        if not docs_dir.is_dir():
            errors.append(f"{name}: missing docs/")
            continue
        texts = doc_texts(docs_dir)
        exts = sorted({ext for ext, _ in texts.values()})
        for ext in exts:
            formats[ext] += 1
        bad = [d for d, (ext, _) in texts.items() if ext not in FORMATS]
        if bad:
            errors.append(f"{name}: unsupported document formats: {bad}")
        if not 3 <= len(texts) <= 5:
            errors.append(f"{name}: {len(texts)} documents (need 3 to 5)")
        try:
            questions = json.loads((coll / "questions.json").read_text(encoding="utf-8"))
        except json.JSONDecodeError as exc:
            errors.append(f"{name}: questions.json is not valid JSON: {exc}")
            continue
        if not isinstance(questions, list) or len(questions) != 6:
            errors.append(f"{name}: need a list of exactly 6 questions")
            continue
        coll_prefixes = set()
        numbers = []
        for q in questions:
            qid = q.get("id", "?")
            m = ID_RE.match(qid)
            if not m:
                errors.append(f"{name}: bad id {qid!r}")
            else:
                coll_prefixes.add(m.group(1))
                numbers.append(int(m.group(2)))
            if qid in all_ids:
                errors.append(f"{name}: duplicate id {qid}")
            all_ids.add(qid)
            for field in ("question", "class", "expect", "why"):
                if not q.get(field):
                    errors.append(f"{qid}: missing {field!r}")
            if q.get("class") not in CLASSES:
                errors.append(f"{qid}: invalid class {q.get('class')!r}")
            expect = q.get("expect", {})
            check_expect(qid, expect, texts, errors)
            classes[q.get("class")] += 1
            kinds[expect.get("kind")] += 1
            class_kind[(q.get("class"), expect.get("kind"))] += 1
        prefix = "?"
        if len(coll_prefixes) != 1:
            errors.append(f"{name}: ids must share one prefix, got {sorted(coll_prefixes)}")
        else:
            prefix = coll_prefixes.pop()
            if prefix in prefixes:
                errors.append(f"{name}: prefix {prefix!r} already used by {prefixes[prefix]}")
            prefixes[prefix] = name
        if sorted(numbers) != [1, 2, 3, 4, 5, 6]:
            errors.append(f"{name}: ids must be q1..q6")
        rows.append((name, prefix, len(texts), " ".join(e.lstrip(".") for e in exts)))

    print(f"{'collection':<24} {'prefix':<6} {'docs':>4}  formats")
    for name, prefix, ndocs, exts in rows:
        print(f"{name:<24} {prefix:<6} {ndocs:>4}  {exts}")
    total = sum(classes.values())
    print(f"\n{len(rows)} collections, {total} questions")
    fmt = ", ".join(f"{k.lstrip('.')} {v}" for k, v in sorted(formats.items()))
    print("formats (collections using each): " + fmt)
    print("classes: " + ", ".join(f"{k} {v}" for k, v in sorted(classes.items())))
    print("kinds:   " + ", ".join(f"{k} {v}" for k, v in sorted(kinds.items())))
    print("class x kind:")
    for cls in sorted(CLASSES):
        cells = ", ".join(
            f"{k} {class_kind[(cls, k)]}" for k in sorted(KINDS) if class_kind[(cls, k)]
        )
        print(f"  {cls:<12} {cells}")

    if errors:
        print(f"\n{len(errors)} error(s):")
        for err in errors:
            print("  - " + err)
        return 1
    print("\nOK: no errors")
    return 0


if __name__ == "__main__":
    sys.exit(main())
