"""The evaluation runner (tests/eval/run_eval.py) scores answers the way its docstring says.

A confidently wrong answer must never be scored as correct or as "not found"; the runner
itself is a measurement (it prints, it does not assert), so its scoring is tested here.
"""

from __future__ import annotations

import importlib.util
import json
import shutil
import sys
from pathlib import Path
from typing import Any

import pytest

from keel import AgentState, RunResult

ROOT = Path(__file__).resolve().parents[1]
_spec = importlib.util.spec_from_file_location("run_eval", ROOT / "tests" / "eval" / "run_eval.py")
assert _spec is not None
assert _spec.loader is not None
run_eval = importlib.util.module_from_spec(_spec)
sys.modules["run_eval"] = run_eval  # dataclasses look their module up while it loads
_spec.loader.exec_module(run_eval)


def result(status: str, answer: str | None = None, cites: tuple[str, ...] = ()) -> RunResult[Any]:
    state = AgentState(goal="q", status=status)  # type: ignore[arg-type]
    state.final_answer, state.final_citations = answer, list(cites)
    return RunResult(state=state, trace=[])


NUMBER = {"kind": "number", "value": 25.0, "tolerance": 0.05, "cite": ["a"]}
THOUSANDS = {
    "kind": "number",
    "value": 161240,
    "unit": "USD thousand",
    "tolerance": 0.5,
    "cite": ["a"],
}
SCALED = {
    "kind": "number",
    "value": 134.3077,
    "unit": "EUR thousand",
    "tolerance": 0.1,
    "cite": ["a"],
}


@pytest.mark.parametrize(
    ("expect", "outcome", "scored"),
    [
        (NUMBER, result("completed", "Revenue grew 25% [a].", ("a",)), "correct"),
        (THOUSANDS, result("completed", "Net sales were $161.2 million [a].", ("a",)), "correct"),
        (THOUSANDS, result("completed", "Net sales were $161.3 million [a].", ("a",)), "wrong"),
        (THOUSANDS, result("completed", "Net sales were $0.2 billion [a].", ("a",)), "wrong"),
        (NUMBER, result("completed", "Revenue grew 24% [a].", ("a",)), "wrong"),
        (NUMBER, result("completed", "Revenue grew 25% [b].", ("b",)), "wrong"),
        (
            NUMBER,
            result("completed", "It grew 20% [a] (calculated: 25 - 5 = 20).", ("a",)),
            "wrong",
        ),
        (
            NUMBER,
            result("completed", "The documents I read do not state it. I read [a]."),
            "not_found",
        ),
        (NUMBER, result("waiting_for_user"), "asked"),
        (NUMBER, result("stopped"), "not_found"),
        ({"kind": "not_found"}, result("completed", "Revenue was 3 [a].", ("a",)), "wrong"),
        ({"kind": "not_found"}, result("completed", "I could not find it [a]."), "correct"),
        (
            {
                "kind": "text",
                "contains_any": ["could not guarantee cell deliveries"],
                "cite": ["a"],
            },
            result(
                "completed",
                'According to [a]: "The plant was postponed because the supplier could not '
                'guarantee cell deliveries."',
                ("a",),
            ),
            "correct",
        ),
        (
            {"kind": "number", "value": 3.0, "tolerance": 0.05, "cite": ["a"]},
            result(
                "completed",
                'The documents I read do not state it; the source says "revenue was 3" [a].',
                ("a",),
            ),
            "not_found",
        ),
        ({"kind": "ask"}, result("waiting_for_user"), "correct"),
        ({"kind": "ask"}, result("completed", "It was 4 [a].", ("a",)), "wrong"),
        (
            {"kind": "text", "contains_any": ["night shifts"], "cite": ["a"]},
            result("completed", 'According to [a]: "Night shifts end in May."', ("a",)),
            "correct",
        ),
        (
            {"kind": "number", "value": -4.0, "tolerance": 0.01, "cite": ["a"]},
            result("completed", "A net loss of 4 million [a].", ("a",)),
            "correct",
        ),
        (
            {"kind": "number", "value": -4.0, "tolerance": 0.01, "cite": ["a"]},
            result("completed", "A net profit of 4 million [a].", ("a",)),
            "wrong",
        ),
        (
            {"kind": "number", "value": -4.0, "tolerance": 0.01, "cite": ["a"]},
            result("completed", "Net income was -$4 million [a].", ("a",)),
            "correct",
        ),
        (
            {"kind": "number", "value": -6.8, "tolerance": 0.05, "cite": ["a"]},
            result("completed", "Net result was -PLN 6.8 million [a].", ("a",)),
            "correct",
        ),
        (
            {"kind": "number", "value": -4.6, "tolerance": 0.05, "cite": ["a"]},
            result("completed", "Net result was -R4.6 million [a].", ("a",)),
            "correct",
        ),
        (
            {"kind": "number", "value": -4.6, "tolerance": 0.05, "cite": ["a"]},
            result("completed", "Net result was R4.6 million [a].", ("a",)),
            "wrong",
        ),
        (
            {"kind": "number", "value": 148.315, "tolerance": 0.05, "cite": ["a"]},
            result("completed", "Revenue was R148.3 million [a].", ("a",)),
            "correct",
        ),
        (
            {"kind": "number", "value": 3.0, "tolerance": 0.05, "cite": ["a"]},
            result("completed", "Revenue in Q3 was 5 [a].", ("a",)),
            "wrong",
        ),
        (
            {"kind": "number", "value": 39.25, "tolerance": 0.01, "cite": ["a"]},
            result(
                "completed",
                'The documents give INR 41.80 in 2025 [a]. The source says: "The price was '
                'INR 41.80 per litre (2024-25: INR 39.25 per litre)."',
                ("a",),
            ),
            "wrong",
        ),
        (
            {
                "kind": "number",
                "value": 8523,
                "unit": "MYR thousand",
                "tolerance": 0.5,
                "cite": ["a"],
            },
            result("completed", "The documents give RM8.523 million in 2025 [a].", ("a",)),
            "correct",
        ),
        (
            {
                "kind": "number",
                "value": -3.42,
                "unit": "INR crore",
                "tolerance": 0.05,
                "cite": ["a"],
            },
            result("completed", "The documents give -Rs. 3.42 crore in 2025 [a].", ("a",)),
            "correct",
        ),
        (
            {
                "kind": "number",
                "value": -3.42,
                "unit": "INR crore",
                "tolerance": 0.05,
                "cite": ["a"],
            },
            result("completed", "The documents give Rs. 3.42 crore in 2025 [a].", ("a",)),
            "wrong",
        ),
        (SCALED, result("completed", "EUR 134,307.69 per employee [a].", ("a",)), "correct"),
        (SCALED, result("completed", "EUR 134.31 thousand per employee [a].", ("a",)), "correct"),
        (SCALED, result("completed", "EUR 134.31 million per employee [a].", ("a",)), "wrong"),
    ],
)
def test_scoring(expect: dict[str, Any], outcome: RunResult[Any], scored: str) -> None:
    assert run_eval.score(expect, outcome) == scored


def test_a_collection_runs_end_to_end_through_the_research_runtime(tmp_path: Path) -> None:
    collection = tmp_path / "batch" / "northwind"
    shutil.copytree(ROOT / "examples" / "reports", collection / "docs")
    questions = [
        {
            "id": "nw-1",
            "question": "What was the revenue growth between 2023 and 2024?",
            "class": "question",
            "expect": {"kind": "number", "value": 25.0, "tolerance": 0.05, "cite": ["annual-2024"]},
        }
    ]
    (collection / "questions.json").write_text(json.dumps(questions), encoding="utf-8")
    out = tmp_path / "out.json"
    assert run_eval.main([str(tmp_path / "batch"), "--json", str(out)]) == 0
    [row] = json.loads(out.read_text())
    assert (row["id"], row["outcome"], row["status"]) == ("nw-1", "correct", "completed")


def test_every_evaluation_batch_is_well_formed() -> None:
    import subprocess

    batches = sorted(p.parent for p in (ROOT / "tests" / "eval").glob("*/validate.py"))
    assert batches
    for batch in batches:
        checked = subprocess.run(
            [sys.executable, str(batch / "validate.py")],
            capture_output=True,
            text=True,
            check=False,
        )
        assert checked.returncode == 0, checked.stdout + checked.stderr
