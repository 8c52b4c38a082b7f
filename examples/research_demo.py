"""Offline demo: keel's runtime driving a scripted research trajectory over examples/reports.

No API key and no LLM: the decisions come from `revenue_growth.jsonl` (the scripted-model
file format), including two mistakes a real model makes — re-reading a document and
answering before reading a cited source — so you can watch the runtime block and reject
them. The tools below are deliberately small; the full research agent (indexed knowledge
base, offline planner, `keel ask`) builds on the same runtime.

Run: python examples/research_demo.py [--trace-out FILE]
"""

from __future__ import annotations

import argparse
import ast
import operator
import re
import tempfile
from pathlib import Path

from keel import Budgets, JsonlSink, Runtime, ToolResult, tool
from keel.research import CitationValidator
from keel.testing import ScriptedDecisionMaker

HERE = Path(__file__).parent
FRONT_MATTER = re.compile(r"\A---\n(.*?)\n---\n", re.S)


def load_documents(folder: Path) -> dict[str, dict[str, str]]:
    """doc_id -> {title, version, published, text}, from .md and .txt files."""
    docs: dict[str, dict[str, str]] = {}
    for path in sorted(folder.glob("*")):
        if path.suffix not in {".md", ".txt"}:
            continue
        text = path.read_text(encoding="utf-8")
        meta: dict[str, str] = {"title": path.stem, "version": "", "published": ""}
        match = FRONT_MATTER.match(text)
        if match:
            for line in match.group(1).splitlines():
                key, _, value = line.partition(":")
                meta[key.strip()] = value.strip()
            text = text[match.end() :]
        docs[path.stem] = {**meta, "text": text.strip()}
    return docs


def make_tools(docs: dict[str, dict[str, str]]) -> list:
    @tool
    def search_kb(query: str, limit: int = 3) -> ToolResult:
        """Search the documents; returns ids, titles and snippets (reading comes separately).

        Args:
            query: words to look for.
            limit: how many results to return.
        """
        terms = set(re.findall(r"\w+", query.lower()))
        scored = []
        for doc_id, doc in docs.items():
            words = re.findall(r"\w+", doc["text"].lower())
            score = sum(words.count(term) for term in terms)
            if score:
                scored.append((score, doc_id))
        hits = [
            {"doc_id": doc_id, "title": docs[doc_id]["title"], "score": score}
            for score, doc_id in sorted(scored, reverse=True)[:limit]
        ]
        return ToolResult(data={"results": hits})

    @tool
    def read_document(doc_id: str) -> ToolResult:
        """Read one document in full.

        Args:
            doc_id: id from search results.
        """
        if doc_id not in docs:
            raise KeyError(f"unknown document {doc_id!r}; search first")
        doc = docs[doc_id]
        return ToolResult(data={"doc_id": doc_id, **doc}, source_ids=[doc_id])

    @tool
    def calculate(expression: str) -> float:
        """Evaluate + - * / on numbers, e.g. (100 - 80) / 80 * 100.

        Args:
            expression: the arithmetic to evaluate.
        """
        ops = {
            ast.Add: operator.add,
            ast.Sub: operator.sub,
            ast.Mult: operator.mul,
            ast.Div: operator.truediv,
        }

        def value(node: ast.AST) -> float:
            if isinstance(node, ast.Constant) and isinstance(node.value, int | float):
                return float(node.value)
            if isinstance(node, ast.BinOp) and type(node.op) in ops:
                return ops[type(node.op)](value(node.left), value(node.right))
            if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
                return -value(node.operand)
            raise ValueError("only numbers and + - * / are allowed")

        if len(expression) > 200:
            raise ValueError("expression too long")
        return round(value(ast.parse(expression, mode="eval").body), 6)

    return [search_kb, read_document, calculate]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--trace-out", type=Path, default=None)
    options = parser.parse_args()
    trace_path = options.trace_out or Path(tempfile.gettempdir()) / "keel-demo-trace.jsonl"
    if trace_path.is_symlink() or (trace_path.exists() and not trace_path.is_file()):
        parser.error(f"{trace_path} is not a regular file; pass a new or regular file")
    trace_path.unlink(missing_ok=True)  # a regular file: the demo starts a fresh trace

    docs = load_documents(HERE / "reports")
    model = ScriptedDecisionMaker.from_jsonl(HERE / "revenue_growth.jsonl")
    runtime = Runtime(
        model,
        make_tools(docs),
        budgets=Budgets(max_steps=12, max_tokens=20_000),
        validators=[CitationValidator()],  # the research rule: cite only documents read
    )
    goal = "What was the revenue growth between 2023 and 2024?"
    result = runtime.run(goal, sinks=[JsonlSink(trace_path)])

    print(f"Goal: {goal}\n")
    for event in result.trace:
        data = event.data
        if event.event_type == "model_decision":
            decision = data["decision"]
            what = decision.get("call", {}).get("name") or decision["kind"]
            print(f"  step {data['step']:>2}  model proposes {what}")
        elif event.event_type in {
            "tool_succeeded",
            "tool_failed",
            "duplicate_action_blocked",
            "final_rejected",
            "tool_rejected",
        }:
            print(f"           runtime: {event.event_type} {data.get('tool', '')}".rstrip())
    print(f"\nStatus: {result.status} ({result.reason})")
    print(f"Answer: {result.answer}")
    for doc_id in result.citations:
        doc = docs[doc_id]
        print(f"  [{doc_id}] {doc['title']} (version {doc['version']}, {doc['published']})")
    state = result.state
    print(f"Usage: {state.step} steps, {state.total_tokens} tokens, ${state.cost_usd:.4f}")
    print(f"Trace: {trace_path}")
    return result.exit_code


if __name__ == "__main__":
    raise SystemExit(main())
