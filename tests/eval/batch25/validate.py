"""Structural checks for evaluation batch 25.

Run: /work/main/.venv/bin/python /work/batch25/validate.py
Exits with status 1 if any check fails; prints a summary table either way.
"""

from __future__ import annotations

import html
import json
import re
import sys
from collections import Counter, defaultdict
from pathlib import Path

from pypdf import PdfReader

ROOT = Path(__file__).resolve().parent
FORMATS = ("md", "txt", "html", "pdf", "json")
CLASSES = ("period", "numbers", "question", "binding", "document", "non-numeric", "titles")
KINDS = ("number", "text", "not_found", "ask")
MIN_COLLECTIONS = 12
MIN_QUESTIONS = 72
MIN_FORMAT_COLLECTIONS = 8
MIN_NOT_FOUND = 6
MIN_ASK = 4
MIN_PER_CLASS = 8
ALLOWED_PDF_FONTS = {"Helvetica", "Helvetica-Bold", "Courier"}
ID_RE = re.compile(r"^[a-z]{2,4}-q\d+$")

errors: list[str] = []


def fail(msg: str) -> None:
    errors.append(msg)


def front_matter(text: str) -> tuple[dict[str, str], str]:
    """Split optional YAML-style front matter (--- ... ---) from the body."""
    if not text.startswith("---\n"):
        return {}, text
    end = text.find("\n---", 4)
    if end == -1:
        return {}, text
    meta: dict[str, str] = {}
    for line in text[4:end].splitlines():
        if ":" in line:
            key, _, val = line.partition(":")
            meta[key.strip()] = val.strip().strip("\"'")
    return meta, text[end + 4 :]


def html_text(raw: str) -> str:
    raw = re.sub(r"(?is)<(script|style)\b.*?</\1>", " ", raw)
    raw = re.sub(r"(?s)<[^>]+>", " ", raw)
    return html.unescape(raw)


def json_text(raw: str) -> str:
    """Raw JSON plus every key and string value, so phrases match either way."""
    parts = [raw]

    def walk(node: object) -> None:
        if isinstance(node, dict):
            for k, v in node.items():
                parts.append(str(k))
                walk(v)
        elif isinstance(node, list):
            for v in node:
                walk(v)
        else:
            parts.append(str(node))

    walk(json.loads(raw))
    return "\n".join(parts)


def pdf_fonts(reader: PdfReader) -> set[str]:
    fonts: set[str] = set()
    for page in reader.pages:
        res = page.get("/Resources")
        if res is None:
            continue
        font_dict = res.get_object().get("/Font")
        if font_dict is None:
            continue
        for ref in font_dict.get_object().values():
            base = str(ref.get_object().get("/BaseFont", "")).lstrip("/")
            fonts.add(base)
    return fonts


def load_docs(coll: Path) -> dict[str, tuple[str, str]]:
    """Return {doc_id: (format, extracted text)} for one collection."""
    docs: dict[str, tuple[str, str]] = {}
    docs_dir = coll / "docs"
    for path in sorted(docs_dir.rglob("*")):
        if not path.is_file():
            continue
        ext = path.suffix.lower().lstrip(".")
        if ext not in FORMATS:
            fail(f"{coll.name}: unsupported file {path.relative_to(docs_dir)}")
            continue
        doc_id = path.relative_to(docs_dir).with_suffix("").as_posix()
        if ext == "pdf":
            data = path.read_bytes()
            if not data.startswith(b"%PDF"):
                fail(f"{coll.name}: {path.name} is not a real PDF")
                continue
            reader = PdfReader(str(path))
            text = "\n".join(page.extract_text() or "" for page in reader.pages)
            if reader.metadata and reader.metadata.title:
                text = reader.metadata.title + "\n" + text
            bad = pdf_fonts(reader) - ALLOWED_PDF_FONTS
            if bad:
                fail(f"{coll.name}: {path.name} uses fonts {sorted(bad)}")
            if len(text.split()) < 150:
                fail(f"{coll.name}: {path.name} has too little text")
        else:
            raw = path.read_text(encoding="utf-8")
            if ext in ("md", "txt"):
                meta, _ = front_matter(raw)
                doc_id = meta.get("doc_id", meta.get("id", doc_id))
                text = raw
            elif ext == "html":
                text = html_text(raw)
            else:
                try:
                    text = json_text(raw)
                except json.JSONDecodeError as exc:
                    fail(f"{coll.name}: {path.name} is not valid JSON: {exc}")
                    continue
        if doc_id in docs:
            fail(f"{coll.name}: duplicate doc_id {doc_id}")
        docs[doc_id] = (ext, text)
    return docs


def norm(s: str) -> str:
    s = s.replace("\u00a0", " ").replace("\u202f", " ").replace("\u2019", "'")
    return re.sub(r"\s+", " ", s).strip().casefold()


def group(int_part: str, sep: str, indian: bool = False) -> str:
    if len(int_part) <= 3:
        return int_part
    if indian:
        head, tail = int_part[:-3], int_part[-3:]
        pieces = []
        while len(head) > 2:
            pieces.insert(0, head[-2:])
            head = head[:-2]
        if head:
            pieces.insert(0, head)
        return sep.join([*pieces, tail])
    rev = int_part[::-1]
    return sep.join(rev[i : i + 3] for i in range(0, len(rev), 3))[::-1]


def renderings(value: float) -> set[str]:
    s = f"{abs(value):.6f}".rstrip("0").rstrip(".")
    int_part, _, frac = s.partition(".")
    fracs = {frac} if frac else {""}
    if frac and len(frac) < 2:
        fracs.add(frac + "0")
    out: set[str] = set()
    for gsep, indian in (
        ("", False),
        (",", False),
        (".", False),
        (" ", False),
        ("'", False),
        (",", True),
    ):
        ip = group(int_part, gsep, indian) if gsep else int_part
        for f in fracs:
            if not f:
                out.add(ip)
                continue
            for dsep in (".", ","):
                if dsep != gsep:
                    out.add(f"{ip}{dsep}{f}")
    return out


def is_literal(value: float, texts: list[str]) -> bool:
    for r in renderings(value):
        pat = re.compile(r"(?<![\d.,'])" + re.escape(r) + r"(?![\d]|[.,'][\d])")
        if any(pat.search(t.replace("\u00a0", " ")) for t in texts):
            return True
    return False


def main() -> int:
    collections = sorted(
        p for p in ROOT.iterdir() if p.is_dir() and not p.name.startswith((".", "_"))
    )
    seen_ids: set[str] = set()
    class_count: Counter[str] = Counter()
    kind_count: Counter[str] = Counter()
    format_colls: dict[str, set[str]] = defaultdict(set)
    format_files: Counter[str] = Counter()
    rows: list[tuple[str, ...]] = []
    qrows: list[tuple[str, ...]] = []
    literal_count = computed_count = 0

    for coll in collections:
        if not (coll / "docs").is_dir():
            fail(f"{coll.name}: missing docs/")
            continue
        if not (coll / "questions.json").is_file():
            fail(f"{coll.name}: missing questions.json")
            continue
        docs = load_docs(coll)
        if not 3 <= len(docs) <= 4:
            fail(f"{coll.name}: {len(docs)} documents (need 3-4)")
        for ext, _ in docs.values():
            format_colls[ext].add(coll.name)
            format_files[ext] += 1
        try:
            questions = json.loads((coll / "questions.json").read_text(encoding="utf-8"))
        except json.JSONDecodeError as exc:
            fail(f"{coll.name}: questions.json invalid: {exc}")
            continue
        if not isinstance(questions, list) or len(questions) != 6:
            fail(f"{coll.name}: need a list of 6 questions")
            continue
        prefixes = set()
        for q in questions:
            qid = q.get("id", "?")
            where = f"{coll.name}/{qid}"
            if not ID_RE.match(str(qid)):
                fail(f"{where}: malformed id")
            prefixes.add(str(qid).split("-")[0])
            if qid in seen_ids:
                fail(f"{where}: duplicate id")
            seen_ids.add(qid)
            for key in ("question", "class", "expect", "why"):
                if not q.get(key):
                    fail(f"{where}: missing {key}")
            cls = q.get("class")
            if cls not in CLASSES:
                fail(f"{where}: invalid class {cls!r}")
            class_count[cls] += 1
            exp = q.get("expect") or {}
            kind = exp.get("kind")
            if kind not in KINDS:
                fail(f"{where}: invalid kind {kind!r}")
            kind_count[kind] += 1
            cite = exp.get("cite", [])
            if kind in ("number", "text"):
                if not isinstance(cite, list) or not cite:
                    fail(f"{where}: {kind} answer needs a non-empty cite list")
                    cite = []
                for c in cite:
                    if c not in docs:
                        fail(f"{where}: cited doc {c!r} not found")
            elif "value" in exp:
                fail(f"{where}: {kind} must not carry a value")
            status = ""
            if kind == "number":
                val = exp.get("value")
                if isinstance(val, bool) or not isinstance(val, int | float):
                    fail(f"{where}: number needs numeric value")
                    val = None
                if not isinstance(exp.get("unit"), str) or not exp.get("unit"):
                    fail(f"{where}: number needs unit")
                tol = exp.get("tolerance")
                if isinstance(tol, bool) or not isinstance(tol, int | float) or tol < 0:
                    fail(f"{where}: number needs a non-negative tolerance")
                if val is not None:
                    texts = [docs[c][1] for c in cite if c in docs]
                    if is_literal(val, texts):
                        status = "literal"
                        literal_count += 1
                    else:
                        status = "computed"
                        computed_count += 1
            elif kind == "text":
                phrases = exp.get("contains_any")
                if not isinstance(phrases, list) or not 2 <= len(phrases) <= 4:
                    fail(f"{where}: text needs 2-4 contains_any phrases")
                    phrases = []
                cited = [norm(docs[c][1]) for c in cite if c in docs]
                for ph in phrases:
                    if not any(norm(ph) in t for t in cited):
                        fail(f"{where}: phrase not found verbatim in cited docs: {ph!r}")
                status = f"{len(phrases)} phrases ok"
            qrows.append((str(qid), str(cls), str(kind), status, str(exp.get("value", ""))))
        if len(prefixes) != 1:
            fail(f"{coll.name}: question ids use several prefixes {sorted(prefixes)}")
        fmts = Counter(ext for ext, _ in docs.values())
        rows.append(
            (
                coll.name,
                str(len(docs)),
                " ".join(f"{k}:{fmts[k]}" for k in FORMATS if fmts[k]),
                str(len(questions)),
                " ".join(sorted(q.get("class", "?")[:4] for q in questions)),
            )
        )

    # batch-wide minimums
    if len(rows) < MIN_COLLECTIONS:
        fail(f"only {len(rows)} collections (need {MIN_COLLECTIONS})")
    total_q = sum(class_count.values())
    if total_q < MIN_QUESTIONS:
        fail(f"only {total_q} questions (need {MIN_QUESTIONS})")
    for fmt in FORMATS:
        if len(format_colls[fmt]) < MIN_FORMAT_COLLECTIONS:
            fail(f"format {fmt} in {len(format_colls[fmt])} collections (need 8)")
    if kind_count["not_found"] < MIN_NOT_FOUND:
        fail(f"only {kind_count['not_found']} not_found questions")
    if kind_count["ask"] < MIN_ASK:
        fail(f"only {kind_count['ask']} ask questions")
    for cls in CLASSES:
        if class_count[cls] < MIN_PER_CLASS:
            fail(f"class {cls}: {class_count[cls]} questions (need {MIN_PER_CLASS})")

    # summary
    print(f"{'collection':<10} {'docs':>4}  {'formats':<30} {'qs':>3}  classes")
    for r in rows:
        print(f"{r[0]:<10} {r[1]:>4}  {r[2]:<30} {r[3]:>3}  {r[4]}")
    print()
    print(f"{'question':<8} {'class':<12} {'kind':<10} {'value':>12}  check")
    for qid, cls, kind, status, val in qrows:
        print(f"{qid:<8} {cls:<12} {kind:<10} {val:>12}  {status}")
    print()
    print("questions per class: " + ", ".join(f"{c}={class_count[c]}" for c in CLASSES))
    print("questions per kind:  " + ", ".join(f"{k}={kind_count[k]}" for k in KINDS))
    print(
        "formats (collections / files): "
        + ", ".join(f"{f}={len(format_colls[f])}/{format_files[f]}" for f in FORMATS)
    )
    print(f"number answers: {literal_count} literal in a cited doc, {computed_count} computed")
    print(f"collections={len(rows)} documents={sum(format_files.values())} questions={total_q}")
    if errors:
        print(f"\nFAILED: {len(errors)} problem(s)")
        for e in errors:
            print("  -", e)
        return 1
    print("\nOK: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
