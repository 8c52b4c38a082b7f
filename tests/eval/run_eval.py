"""Run the offline planner on evaluation collections and score every answer.

    .venv/bin/python tests/eval/run_eval.py tests/eval/batch1 [--json OUT.json] [--only NAME]
        [--model SPEC]

``--model`` asks a model instead of the offline planner (any ``keel ask --model`` string,
e.g. ``llamacpp:smollm2``), through the same runtime and scoring.

A batch folder holds collections; each collection has ``docs/`` (the knowledge-base folder)
and ``questions.json`` (see ``tests/eval/batch1/README.md`` for the format). Each question
is asked through the research runtime with the offline planner, exactly as ``keel ask``
does (no person: a clarifying question pauses the run), and scored:

- ``correct``: the expected figure (within tolerance; the same amount written in another
  scale counts, so "EUR 134,307" answers "134.3 EUR thousand", and so does the amount
  rounded to the digits it is written with, within 1%: "$161.2 million" answers "161,240
  USD thousand") or passage, citing an expected document; for ``not_found`` questions an
  honest "not stated"; for ``ask`` a question back;
- ``not_found``: the planner said the documents do not give it (or the run ended without an
  answer) where an answer was expected;
- ``asked``: the planner asked a question where an answer was expected;
- ``wrong``: the planner stated an answer that is not the expected one, or stated anything
  where the documents do not answer: a confidently wrong answer, the outcome that matters
  most.

Prints one line per question and the totals; exits 0 (this is a measurement, not a test).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import tempfile
import time
from collections import Counter
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from keel.models import DecisionMaker
from keel.models.resolve import resolve_model
from keel.research import research_runtime
from keel.research.kb import KnowledgeBase
from keel.research.planner.offline import Planner
from keel.result import RunResult

OUTCOMES = ("correct", "not_found", "asked", "wrong")
REFUSALS = (
    "do not state",
    "do not mention",
    "cannot work out",
    "could not",
    "cannot tell",
    "not found",
)
NEGATIVE_WORDS = re.compile(r"\b(loss|declin|decreas|fell|fall|drop|down|negative|lower)", re.I)
MINUS = "\u2212"
SIGNED_MONEY = re.compile(r"([-\u2212])((?:[A-Z][A-Za-z]{0,2}\.?\$?|[$€£¥₹]) ?)(\d)")
"""A sign before a currency: "-$4 million", "-Rs. 3.42 crore"."""
LETTER_CURRENCY = re.compile(r"(?<![\w.])(R|RM|Rs|Rp|kr|Kč|zł|Ft)(?=\d)")
"""A currency written as letters straight before the digits: "R148.3 million", "RM8.5"."""
NUMBER = re.compile(r"(?<![\w.])[-\u2212]?\d[\d,]*(?:\.\d+)?")


@dataclass(frozen=True, slots=True)
class Scored:
    """One question's outcome."""

    collection: str
    id: str
    question_class: str
    expected: str
    outcome: str
    status: str
    answer: str
    citations: list[str]
    seconds: float


QUOTED = re.compile(r'"[^"]*"|\u201c[^\u201d]*\u201d')
"""Text the answer quotes from a source: the source's words, not the planner's."""


def refused(answer: str) -> bool:
    """The answer says, in its own words, that the documents do not give what was asked (a
    quoted sentence that says "could not" is the source speaking, not a refusal)."""
    lowered = QUOTED.sub(" ", answer).lower()
    return any(phrase in lowered for phrase in REFUSALS)


SCALES = {
    "thousand": 1e3,
    "million": 1e6,
    "billion": 1e9,
    "bn": 1e9,
    "k": 1e3,
    "m": 1e6,
    "lakh": 1e5,
    "crore": 1e7,
}
SCALE_AFTER = re.compile(
    r"\s?(thousands?|millions?|billions?|bn|k|m|lakhs?|crores?)\b", re.IGNORECASE
)


def numbers_stated(answer: str) -> list[float]:
    """The numbers an answer states, before any shown working (``(calculated: ...)``)."""
    return [value for value, _, _ in numbers_with_scale(answer)]


def numbers_with_scale(answer: str) -> list[tuple[float, float, float]]:
    """Each number an answer states with its value in base units ("2.3 million" is 2.3e6)
    and half a unit of its last digit in base units (0.05e6: the precision it is written
    to), before any working shown and any source quoted after the figure ("The source says:
    ..."): a figure in the quoted sentence is not the one stated."""
    claim = answer.split("(calculated", 1)[0].split(" The source says:", 1)[0]
    claim = SIGNED_MONEY.sub(r"\2 -\3", claim)  # "-$4 million" states -4
    claim = LETTER_CURRENCY.sub(r"\1 ", claim)  # "R148.3 million" (rand) states 148.3
    found = []
    for match in NUMBER.finditer(claim):
        text = match.group().replace(MINUS, "-").replace(",", "")
        try:
            value = float(text)
        except ValueError:
            continue
        scale = SCALE_AFTER.match(claim[match.end() :])
        factor = SCALES[scale.group(1).lower().rstrip("s")] if scale else 1.0
        decimals = len(text.partition(".")[2])
        found.append((value, value * factor, 0.5 * 10.0**-decimals * factor))
    return found


ROUNDING = 0.01
"""A figure written to fewer digits is the expected one rounded only within 1% of it."""


def rounded(stated: float, half: float, expected: float) -> bool:
    """Whether a stated figure is the expected one rounded to the digits it is written with
    ("$161.2 million" for 161,240 USD thousand, "C$9.9 million" for 9,870 CAD thousand), and
    within 1% of it ("EUR 2 million" is not 2.4 million)."""
    close = abs(stated - expected) <= half
    return close and abs(stated - expected) <= ROUNDING * abs(expected)


def unit_scale(unit: str) -> float:
    """The scale an expected unit is written in: "EUR thousand" is 1e3, "percent" is 1."""
    words = unit.lower().replace("'000", " thousand").split()
    return next((SCALES[w.rstrip("s")] for w in words if w.rstrip("s") in SCALES), 1.0)


def score(expect: dict[str, Any], result: RunResult[Any]) -> str:
    """The outcome of one run against what was expected (see the module docstring)."""
    kind = expect["kind"]
    if result.status == "waiting_for_user":
        return "correct" if kind == "ask" else "asked"
    answer = result.answer or ""
    if result.status != "completed" or refused(answer):
        return "correct" if kind == "not_found" else "not_found"
    if kind in ("not_found", "ask"):
        return "wrong"
    cited = set(result.citations)
    if not cited & set(expect.get("cite", [])):
        return "wrong"
    if kind == "number":
        value, tolerance = float(expect["value"]), float(expect.get("tolerance", 0.0))
        stated = numbers_with_scale(answer)
        if value < 0 and NEGATIVE_WORDS.search(answer.split("(calculated", 1)[0]):
            stated += [(-n, -b, h) for n, b, h in stated]  # "a net loss of 4 million" is -4
        factor = unit_scale(str(expect.get("unit", "")))
        hit = any(
            (abs(n - value) <= tolerance and (factor == 1.0 or b in (n, n * factor)))
            or abs(b - value * factor) <= tolerance * factor
            or rounded(b, half, value * factor)
            for n, b, half in stated
        )  # the same amount in another scale counts: "EUR 134,307" for "134.3 EUR thousand"
        return "correct" if hit else "wrong"
    phrases = [p.lower() for p in expect.get("contains_any", [])]
    return "correct" if any(p in answer.lower() for p in phrases) else "wrong"


def describe(expect: dict[str, Any]) -> str:
    kind = expect["kind"]
    if kind == "number":
        return f"{expect['value']} {expect.get('unit', '')}".strip()
    if kind == "text":
        return " | ".join(expect.get("contains_any", []))[:60]
    return kind


def run_collection(folder: Path, home: Path, model: DecisionMaker | None = None) -> list[Scored]:
    """Index ``folder/docs`` and ask each question of ``folder/questions.json`` (of a fresh
    offline planner each, or of ``model``)."""
    questions = json.loads((folder / "questions.json").read_text(encoding="utf-8"))
    scored = []
    with KnowledgeBase.open(home / f"{folder.name}.sqlite") as kb:
        kb.index(folder / "docs")
        for question in questions:
            started = time.perf_counter()
            result = research_runtime(kb, model or Planner()).run(question["question"])
            seconds = time.perf_counter() - started
            pending = result.state.pending
            answer = result.answer or (
                pending.question if pending and pending.kind == "question" else ""
            )
            scored.append(
                Scored(
                    collection=folder.name,
                    id=question["id"],
                    question_class=question.get("class", "?"),
                    expected=describe(question["expect"]),
                    outcome=score(question["expect"], result),
                    status=result.status,
                    answer=answer or result.reason or "",
                    citations=list(result.citations),
                    seconds=round(seconds, 3),
                )
            )
    return scored


def report(results: list[Scored]) -> str:
    """The per-question lines and the totals, overall and per class."""
    lines = []
    for r in results:
        lines.append(f"{r.outcome:<9} {r.id:<22} [{r.question_class}] expected {r.expected}")
        lines.append(f"          {r.status}: {r.answer[:160]}")
    totals = Counter(r.outcome for r in results)
    n = len(results)
    lines.append("")
    lines.append(
        f"TOTAL {n} questions: "
        + ", ".join(f"{o} {totals[o]} ({100 * totals[o] / max(n, 1):.0f}%)" for o in OUTCOMES)
    )
    for cls in sorted({r.question_class for r in results}):
        mine = [r for r in results if r.question_class == cls]
        counts = Counter(r.outcome for r in mine)
        lines.append(
            f"  {cls:<12} {len(mine):>3}: " + ", ".join(f"{o} {counts[o]}" for o in OUTCOMES)
        )
    slowest = max((r.seconds for r in results), default=0.0)
    lines.append(f"slowest question: {slowest:.2f} s")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("batch", type=Path, help="a folder of collections")
    parser.add_argument("--json", type=Path, help="also write every result here")
    parser.add_argument("--only", action="append", default=[], help="collection name (repeat)")
    parser.add_argument("--model", help="a model string instead of the offline planner")
    options = parser.parse_args(argv)
    collections = sorted(p for p in options.batch.iterdir() if (p / "questions.json").is_file())
    if options.only:
        collections = [c for c in collections if c.name in options.only]
    model = resolve_model(options.model) if options.model else None
    results: list[Scored] = []
    with tempfile.TemporaryDirectory() as home:
        for folder in collections:
            results += run_collection(folder, Path(home), model)
    print(report(results))
    if options.json:
        options.json.write_text(json.dumps([asdict(r) for r in results], indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
