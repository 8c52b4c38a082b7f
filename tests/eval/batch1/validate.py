"""Structural check of evaluation batch 1.

    .venv/bin/python tests/eval/batch1/validate.py

Checks every ``<collection>/questions.json``: unique ids, valid class and kind, required
fields per kind, every ``cite`` id is a document of the collection (doc id = path relative
to ``docs/`` without the extension), 3-8 documents and 4-6 questions per collection. As a
derivability aid it also reports whether each expected number (or one of the
``contains_any`` phrases) literally occurs in a cited document; computed answers are
listed as "computed" for manual review. Prints totals per class and per kind.
"""

from __future__ import annotations

import json
import re
import sys
from collections import Counter
from pathlib import Path

from pypdf import PdfReader

HERE = Path(__file__).resolve().parent
CLASSES = {"period", "numbers", "question", "binding", "document", "non-numeric", "titles"}
KINDS = {"number", "text", "not_found", "ask"}
FORMATS = {".md", ".txt", ".html", ".pdf", ".json"}


def doc_text(path: Path) -> str:
    if path.suffix == ".pdf":
        return "\n".join(page.extract_text() or "" for page in PdfReader(path).pages)
    return path.read_text(encoding="utf-8")


def number_spellings(value: float) -> set[str]:
    """Spellings of ``value`` with at least as many decimals as it needs."""
    need = len(repr(value).split(".")[1].rstrip("0")) if "." in repr(value) else 0
    out = set()
    for decimals in range(need, 3):
        s = f"{value:.{decimals}f}"
        out.add(s)
        out.add(s.replace(".", ","))
        whole, _, frac = f"{value:,.{decimals}f}".partition(".")
        out.add(whole + ("." + frac if frac else ""))
        out.add(whole.replace(",", ".") + ("," + frac if frac else ""))
    return out


def occurs(value: float, text: str) -> bool:
    return any(
        re.search(rf"(?<![\d.,]){re.escape(s)}(?![\d]|[.,]\d)", text)
        for s in number_spellings(value)
    )


def main() -> int:
    errors: list[str] = []
    by_class: Counter[str] = Counter()
    by_kind: Counter[str] = Counter()
    formats: dict[str, set[str]] = {}
    seen_ids: set[str] = set()
    for qfile in sorted(HERE.glob("*/questions.json")):
        coll = qfile.parent.name
        docs_dir = qfile.parent / "docs"
        docs = {
            p.relative_to(docs_dir).with_suffix("").as_posix(): p
            for p in docs_dir.rglob("*")
            if p.is_file()
        }
        for p in docs.values():
            if p.suffix not in FORMATS:
                errors.append(f"{coll}: unsupported document {p.name}")
            formats.setdefault(p.suffix, set()).add(coll)
        if not 3 <= len(docs) <= 8:
            errors.append(f"{coll}: {len(docs)} documents (want 3-8)")
        texts = {doc_id: doc_text(p) for doc_id, p in docs.items()}
        questions = json.loads(qfile.read_text(encoding="utf-8"))
        if not 4 <= len(questions) <= 6:
            errors.append(f"{coll}: {len(questions)} questions (want 4-6)")
        for q in questions:
            qid = q.get("id", "?")
            if qid in seen_ids:
                errors.append(f"{qid}: duplicate id")
            seen_ids.add(qid)
            for key in ("question", "class", "expect", "why"):
                if not q.get(key):
                    errors.append(f"{qid}: missing {key}")
            if q.get("class") not in CLASSES:
                errors.append(f"{qid}: bad class {q.get('class')!r}")
            exp = q.get("expect", {})
            kind = exp.get("kind")
            if kind not in KINDS:
                errors.append(f"{qid}: bad kind {kind!r}")
            by_class[q.get("class")] += 1
            by_kind[kind] += 1
            if kind in ("number", "text"):
                cite = exp.get("cite") or []
                if not cite:
                    errors.append(f"{qid}: empty cite")
                for doc_id in cite:
                    if doc_id not in docs:
                        errors.append(f"{qid}: cite {doc_id!r} is not a document of {coll}")
                cited = "\n".join(texts.get(d, "") for d in cite)
            if kind == "number":
                for key in ("value", "unit", "tolerance"):
                    if key not in exp:
                        errors.append(f"{qid}: missing expect.{key}")
                if not isinstance(exp.get("value"), float):
                    errors.append(f"{qid}: value should be a float")
                found = occurs(abs(exp["value"]), cited)
                status = "literal" if found else "computed/words"
                print(f"  {qid:16} {exp['value']:>10} {exp['unit']:<28} {status}")
            elif kind == "text":
                phrases = exp.get("contains_any") or []
                if not phrases:
                    errors.append(f"{qid}: empty contains_any")
                low = re.sub(r"\s+", " ", cited.lower())
                if not any(p.lower() in low for p in phrases):
                    errors.append(f"{qid}: no contains_any phrase occurs in the cited documents")
                print(f"  {qid:16} text: {phrases[0]!r}")
            else:
                print(f"  {qid:16} {kind}")
    print("\nper class:", dict(sorted(by_class.items())))
    print("per kind:", dict(sorted(by_kind.items())))
    print("total questions:", sum(by_class.values()))
    for ext, colls in sorted(formats.items()):
        print(f"format {ext}: {len(colls)} collections")
    for err in errors:
        print("ERROR", err)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
