"""Validate evaluation batch 29: structure, expected answers and citations.

Usage:  python validate.py
Exits with status 1 and lists the problems if any check fails; prints a summary otherwise.
"""

import html
import json
import re
import sys
from collections import Counter
from html.parser import HTMLParser
from pathlib import Path

HERE = Path(__file__).resolve().parent

CLASSES = {"period", "numbers", "question", "binding", "document", "non-numeric", "titles"}
KINDS = {"number", "text", "not_found", "ask"}
FORMATS = {".md", ".txt", ".html", ".json", ".pdf"}
MIN_COLLECTIONS_PER_FORMAT = 8


class TextExtractor(HTMLParser):
    """Visible text of an HTML page, including its <title>."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.parts = []
        self.skip = 0

    def handle_starttag(self, tag, attrs):
        if tag in ("script", "style"):
            self.skip += 1

    def handle_endtag(self, tag):
        if tag in ("script", "style") and self.skip:
            self.skip -= 1
        self.parts.append("\n")

    def handle_data(self, data):
        if not self.skip:
            self.parts.append(data)


def html_text(raw):
    parser = TextExtractor()
    parser.feed(raw)
    return html.unescape("".join(parser.parts))


def pdf_text(path):
    """Text of a PDF: pypdf extraction when available, else the source blocks of make_pdfs."""
    try:
        from pypdf import PdfReader
    except ImportError:
        sys.path.insert(0, str(HERE))
        import make_pdfs

        rel = path.relative_to(HERE).as_posix()
        return make_pdfs.block_text(make_pdfs.PDFS[rel])
    return "\n".join(page.extract_text() or "" for page in PdfReader(str(path)).pages)


def doc_text(path):
    if path.suffix == ".pdf":
        return pdf_text(path)
    raw = path.read_text(encoding="utf-8")
    if path.suffix == ".html":
        return html_text(raw)
    return raw


def squash(text):
    return re.sub(r"\s+", " ", text).strip()


def check_txt_title(path, errors):
    """A .txt title must sit between ===== rules or be underlined with ----- of its length."""
    lines = path.read_text(encoding="utf-8").splitlines()
    if lines and set(lines[0]) == {"="}:
        if not any(set(line) == {"="} for line in lines[1:8]):
            errors.append(f"{path}: opening ===== rule is not closed")
    elif len(lines) > 1 and set(lines[1]) == {"-"} and len(lines[1]) != len(lines[0]):
        errors.append(f"{path}: ----- underline length differs from the title")


def check_expect(qid, expect, docs, texts, errors, notes):
    kind = expect.get("kind")
    if kind not in KINDS:
        errors.append(f"{qid}: invalid kind {kind!r}")
        return
    cite = expect.get("cite", [])
    if not isinstance(cite, list):
        errors.append(f"{qid}: cite must be a list")
        return
    for doc_id in cite:
        if doc_id not in docs:
            errors.append(f"{qid}: cited document {doc_id!r} does not exist")
    if kind == "number":
        for field in ("value", "unit", "tolerance", "cite"):
            if field not in expect:
                errors.append(f"{qid}: number answer lacks {field!r}")
        if not isinstance(expect.get("value"), (int, float)):
            errors.append(f"{qid}: value must be a number")
        if expect.get("tolerance") not in (0.05, 0.1, 0.5):
            notes.append(f"{qid}: unusual tolerance {expect.get('tolerance')}")
        if not cite:
            errors.append(f"{qid}: number answer cites no document")
    elif kind == "text":
        phrases = expect.get("contains_any")
        if not isinstance(phrases, list) or not 1 <= len(phrases) <= 3:
            errors.append(f"{qid}: contains_any must be a list of 1 to 3 phrases")
            return
        if not cite:
            errors.append(f"{qid}: text answer cites no document")
        for phrase in phrases:
            cited = [texts[d] for d in cite if d in texts]
            if any(phrase in text for text in cited):
                continue
            if any(squash(phrase) in squash(text) for text in cited):
                notes.append(f"{qid}: phrase found only after whitespace folding: {phrase!r}")
                continue
            errors.append(f"{qid}: phrase not found verbatim in cited documents: {phrase!r}")


def check_collection(folder, errors, notes, seen_ids, tallies):
    docs_dir = folder / "docs"
    files = sorted(p for p in docs_dir.rglob("*") if p.is_file())
    docs = {}
    for path in files:
        if path.suffix not in FORMATS:
            errors.append(f"{path}: unsupported format")
            continue
        doc_id = path.relative_to(docs_dir).with_suffix("").as_posix()
        if doc_id in docs:
            errors.append(f"{folder.name}: duplicate doc_id {doc_id!r}")
        docs[doc_id] = path
        if path.suffix == ".json":
            json.loads(path.read_text(encoding="utf-8"))
        if path.suffix == ".txt":
            check_txt_title(path, errors)
    if not 3 <= len(docs) <= 5:
        errors.append(f"{folder.name}: {len(docs)} documents (expected 3 to 5)")
    texts = {doc_id: doc_text(path) for doc_id, path in docs.items()}

    questions = json.loads((folder / "questions.json").read_text(encoding="utf-8"))
    if len(questions) != 6:
        errors.append(f"{folder.name}: {len(questions)} questions (expected 6)")
    prefixes = {q.get("id", "").split("-q")[0] for q in questions}
    if len(prefixes) != 1 or len(next(iter(prefixes))) != 2:
        errors.append(f"{folder.name}: ids must share one 2-letter prefix, got {sorted(prefixes)}")
    prefix = next(iter(prefixes))
    for number, q in enumerate(questions, start=1):
        qid = q.get("id")
        if qid != f"{prefix}-q{number}":
            expected = f"{prefix}-q{number}"
            errors.append(f"{folder.name}: id {qid!r} out of sequence (expected {expected})")
        if qid in seen_ids:
            errors.append(f"{qid}: duplicate id")
        seen_ids.add(qid)
        for field in ("question", "class", "expect", "why"):
            if not q.get(field):
                errors.append(f"{qid}: missing {field!r}")
        if q.get("class") not in CLASSES:
            errors.append(f"{qid}: invalid class {q.get('class')!r}")
        check_expect(qid, q.get("expect", {}), docs, texts, errors, notes)
        tallies["class"][q.get("class")] += 1
        tallies["kind"][q.get("expect", {}).get("kind")] += 1
    formats = sorted({p.suffix.lstrip(".") for p in docs.values()})
    for fmt in formats:
        tallies["format"][fmt] += 1
    return prefix, len(docs), formats


def main():
    errors, notes = [], []
    seen_ids = set()
    tallies = {"class": Counter(), "kind": Counter(), "format": Counter()}
    rows = []
    for folder in sorted(p for p in HERE.iterdir() if (p / "questions.json").is_file()):
        prefix, n_docs, formats = check_collection(folder, errors, notes, seen_ids, tallies)
        rows.append((folder.name, prefix, n_docs, ", ".join(formats)))
    for fmt in sorted(FORMATS):
        count = tallies["format"][fmt.lstrip(".")]
        if count < MIN_COLLECTIONS_PER_FORMAT:
            errors.append(f"format {fmt} used in only {count} collections")

    print(f"{'collection':<24}{'prefix':<8}{'docs':<6}formats")
    for name, prefix, n_docs, formats in rows:
        print(f"{name:<24}{prefix:<8}{n_docs:<6}{formats}")
    print(f"\n{len(rows)} collections, {len(seen_ids)} questions")
    print("classes:", dict(sorted(tallies["class"].items())))
    print("kinds:  ", dict(sorted(tallies["kind"].items())))
    print("formats (collections using each):", dict(sorted(tallies["format"].items())))
    for note in notes:
        print("note:", note)
    if errors:
        print(f"\n{len(errors)} problem(s):")
        for error in errors:
            print(" -", error)
        sys.exit(1)
    print("\nOK: all checks passed")


if __name__ == "__main__":
    main()
