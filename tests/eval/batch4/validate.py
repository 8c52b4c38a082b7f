"""Static validation of eval batch4 (does not run the planner).

Usage (from /work/main):
    .venv/bin/python tests/eval/batch4/validate.py

Checks every <collection>/docs + <collection>/questions.json under this
directory and the batch-wide minimums. Exits 1 on any error.
"""

import html
import json
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent

CLASSES = {"period", "numbers", "question", "binding", "document", "non-numeric", "titles"}
KINDS = {"number", "text", "not_found", "ask"}
FORMATS = {"md", "txt", "html", "json", "pdf"}
CLASS_MIN = {
    "question": 12,
    "period": 9,
    "document": 9,
    "binding": 7,
    "numbers": 7,
    "non-numeric": 5,
    "titles": 3,
}
KIND_MIN = {"not_found": 6, "ask": 3}
FORMAT_MIN_COLLECTIONS = 4
MIN_COLLECTIONS = 12
DOCS_RANGE = (3, 8)
QUESTIONS_RANGE = (4, 6)
DATE_RE = re.compile(r"^\d{4}-\d{2}-\d{2}$")

errors = []


def err(msg):
    errors.append(msg)


def norm(text):
    return re.sub(r"\s+", " ", text).strip().lower()


def doc_text(path):
    ext = path.suffix.lower().lstrip(".")
    if ext == "pdf":
        from pypdf import PdfReader

        reader = PdfReader(str(path))
        return "\n".join((p.extract_text() or "") for p in reader.pages)
    raw = path.read_text(encoding="utf-8")
    if ext == "html":
        raw = re.sub(r"(?is)<(script|style)[^>]*>.*?</\1>", " ", raw)
        raw = re.sub(r"<[^>]+>", " ", raw)
        raw = html.unescape(raw)
    return raw


def check_doc_format(coll, doc_id, path):
    ext = path.suffix.lower().lstrip(".")
    where = f"{coll}/{doc_id}.{ext}"
    if ext in ("md", "txt"):
        raw = path.read_text(encoding="utf-8")
        if raw.startswith("---\n"):
            end = raw.find("\n---", 4)
            if end < 0:
                err(f"{where}: unterminated front matter")
            else:
                fm = dict(
                    (k.strip(), v.strip())
                    for k, _, v in (
                        line.partition(":") for line in raw[4:end].splitlines() if line.strip()
                    )
                )
                if "title" not in fm:
                    err(f"{where}: front matter without title")
                if "published" in fm and not DATE_RE.match(fm["published"]):
                    err(f"{where}: published not YYYY-MM-DD: {fm['published']}")
    elif ext == "html":
        raw = path.read_text(encoding="utf-8")
        if not re.search(r"(?is)<title>\s*\S.*?</title>", raw):
            err(f"{where}: missing <title>")
        m = re.search(r'<meta\s+name="published"\s+content="([^"]*)"', raw)
        if m and not DATE_RE.match(m.group(1)):
            err(f"{where}: meta published not YYYY-MM-DD")
    elif ext == "json":
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except json.JSONDecodeError as e:
            err(f"{where}: invalid JSON: {e}")
            return
        if (
            isinstance(data, dict)
            and "published" in data
            and not DATE_RE.match(str(data["published"]))
        ):
            err(f"{where}: published not YYYY-MM-DD")
    elif ext == "pdf":
        from pypdf import PdfReader

        reader = PdfReader(str(path))
        text = "".join((p.extract_text() or "") for p in reader.pages)
        if len(text.split()) < 50:
            err(f"{where}: PDF has little extractable text")
        title = reader.metadata.title if reader.metadata else None
        if not title:
            err(f"{where}: PDF without metadata title")


def is_rule_title_txt(path):
    if path.suffix.lower() != ".txt":
        return False
    lines = path.read_text(encoding="utf-8").splitlines()
    return (
        len(lines) >= 2
        and re.fullmatch(r"={5,}", lines[0].strip() or "x") is not None
        and lines[1].strip() != ""
    )


def main():
    collections = sorted(p for p in HERE.iterdir() if p.is_dir() and (p / "docs").is_dir())
    class_count, kind_count = Counter(), Counter()
    format_colls = {f: set() for f in FORMATS}
    all_ids = Counter()
    rows = []

    for coll_dir in collections:
        coll = coll_dir.name
        docs = {}
        for path in sorted((coll_dir / "docs").rglob("*")):
            if not path.is_file():
                continue
            ext = path.suffix.lower().lstrip(".")
            if ext not in FORMATS:
                err(f"{coll}: unsupported document format {path.name}")
                continue
            doc_id = str(path.relative_to(coll_dir / "docs").with_suffix("")).replace("\\", "/")
            if doc_id in docs:
                err(f"{coll}: duplicate doc_id {doc_id}")
            docs[doc_id] = path
            format_colls[ext].add(coll)
            check_doc_format(coll, doc_id, path)
        if not DOCS_RANGE[0] <= len(docs) <= DOCS_RANGE[1]:
            err(f"{coll}: {len(docs)} docs, expected {DOCS_RANGE[0]}-{DOCS_RANGE[1]}")

        qpath = coll_dir / "questions.json"
        if not qpath.exists():
            err(f"{coll}: questions.json missing")
            continue
        try:
            questions = json.loads(qpath.read_text(encoding="utf-8"))
        except json.JSONDecodeError as e:
            err(f"{coll}: questions.json invalid: {e}")
            continue
        if not isinstance(questions, list):
            err(f"{coll}: questions.json is not a list")
            continue
        if not QUESTIONS_RANGE[0] <= len(questions) <= QUESTIONS_RANGE[1]:
            low, high = QUESTIONS_RANGE
            err(f"{coll}: {len(questions)} questions, expected {low}-{high}")

        texts = {}
        for q in questions:
            qid = q.get("id", "<no id>")
            where = f"{coll}/{qid}"
            for field in ("id", "question", "class", "expect", "why"):
                if field not in q or q[field] in ("", None):
                    err(f"{where}: missing field {field}")
            all_ids[qid] += 1
            cls = q.get("class")
            if cls not in CLASSES:
                err(f"{where}: invalid class {cls!r}")
            else:
                class_count[cls] += 1
            exp = q.get("expect") or {}
            kind = exp.get("kind")
            if kind not in KINDS:
                err(f"{where}: invalid kind {kind!r}")
                continue
            kind_count[kind] += 1
            cites = exp.get("cite")
            if kind in ("number", "text"):
                if not isinstance(cites, list) or not cites:
                    err(f"{where}: {kind} expectation needs a non-empty cite list")
                    cites = []
                for c in cites:
                    if c not in docs:
                        err(f"{where}: cited doc {c!r} does not exist")
            if kind == "number":
                for field in ("value", "unit", "tolerance"):
                    if field not in exp:
                        err(f"{where}: number expectation missing {field}")
                if not isinstance(exp.get("value"), (int, float)) or isinstance(
                    exp.get("value"), bool
                ):
                    err(f"{where}: value must be numeric")
                tol = exp.get("tolerance")
                if not isinstance(tol, (int, float)) or tol < 0:
                    err(f"{where}: tolerance must be a non-negative number")
            elif kind == "text":
                phrases = exp.get("contains_any")
                if not isinstance(phrases, list) or not phrases:
                    err(f"{where}: text expectation needs contains_any")
                    phrases = []
                for ph in phrases:
                    found = False
                    for c in cites or []:
                        if c not in docs:
                            continue
                        if c not in texts:
                            texts[c] = norm(doc_text(docs[c]))
                        if norm(ph) in texts[c]:
                            found = True
                            break
                    if not found:
                        err(f"{where}: phrase {ph!r} not found in any cited doc {cites}")
            else:
                extra = set(exp) - {"kind", "cite"}
                if extra:
                    err(f"{where}: unexpected keys for {kind}: {sorted(extra)}")
            framed = any(is_rule_title_txt(docs[c]) for c in (cites or []) if c in docs)
            if cls == "titles" and not framed:
                err(
                    f"{where}: titles question must cite a .txt doc starting with "
                    "a ===== rule and a title line"
                )
            rows.append((coll, qid, cls, kind))

    for qid, n in all_ids.items():
        if n > 1:
            err(f"duplicate question id {qid} ({n}x)")

    if len(collections) < MIN_COLLECTIONS:
        err(f"only {len(collections)} collections, expected >= {MIN_COLLECTIONS}")
    for cls, n in CLASS_MIN.items():
        if class_count[cls] < n:
            err(f"class {cls}: {class_count[cls]} questions, expected >= {n}")
    for kind, n in KIND_MIN.items():
        if kind_count[kind] < n:
            err(f"kind {kind}: {kind_count[kind]} questions, expected >= {n}")
    for fmt, colls in format_colls.items():
        if len(colls) < FORMAT_MIN_COLLECTIONS:
            err(
                f"format {fmt}: used in {len(colls)} collections, "
                f"expected >= {FORMAT_MIN_COLLECTIONS}"
            )

    print(f"collections: {len(collections)}")
    print(f"questions:   {len(rows)}")
    print("by class:    " + ", ".join(f"{c}={class_count[c]}" for c in sorted(CLASSES)))
    print("by kind:     " + ", ".join(f"{k}={kind_count[k]}" for k in sorted(KINDS)))
    print(
        "formats:     "
        + ", ".join(f"{f}={len(format_colls[f])} collections" for f in sorted(FORMATS))
    )
    if errors:
        print(f"\n{len(errors)} error(s):")
        for e in errors:
            print("  - " + e)
        return 1
    print("\nOK: batch4 is valid")
    return 0


if __name__ == "__main__":
    sys.exit(main())
