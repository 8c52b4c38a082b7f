"""Time one offline-planner question on a 1,000-document folder (issue 12: under 1 s).

    .venv/bin/python bench/planner_scale.py [--docs 1000]

Copies the evaluation documents (tests/eval/batch*/*/docs) under new names until the
folder holds ``--docs`` files, indexes it once, then asks a few questions through the
research runtime with the offline planner and prints the wall time of each (index time
excluded, as ``keel ask`` on an indexed folder).
"""

from __future__ import annotations

import argparse
import shutil
import tempfile
import time
from pathlib import Path

from keel.research import research_runtime
from keel.research.kb import KnowledgeBase
from keel.research.planner.offline import Planner

ROOT = Path(__file__).resolve().parent.parent
QUESTIONS = (
    "What was CityHop's revenue in the third quarter of 2024?",
    "By how many percentage points did the funded ratio change from FY2023 to FY2024?",
    "Why is Riverbend withdrawing route 42?",
    "What was the dry bulk throughput in 2023?",
)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--docs", type=int, default=1000)
    options = parser.parse_args()
    sources = sorted(ROOT.glob("tests/eval/batch[123]/*/docs/*.*"))
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp) / "docs"
        folder.mkdir()
        for n in range(options.docs):
            source = sources[n % len(sources)]
            shutil.copy(source, folder / f"{source.stem}-{n:04d}{source.suffix}")
        with KnowledgeBase.open(Path(tmp) / "kb.sqlite") as kb:
            started = time.perf_counter()
            report = kb.index(folder)
            seconds = time.perf_counter() - started
            print(f"indexed {len(report.indexed)} of {options.docs} files in {seconds:.1f} s")
            runtime = research_runtime(kb, Planner())
            for question in QUESTIONS:
                started = time.perf_counter()
                result = runtime.run(question)
                seconds = time.perf_counter() - started
                print(f"{seconds:6.3f} s  {result.status:<10} {question}")


if __name__ == "__main__":
    main()
