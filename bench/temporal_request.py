"""The model activity's input under Temporal: its size and encoding time per step.

Workload: the research runtime over examples/reports (indexed into a temp knowledge base)
on a scripted trajectory of two searches, two reads and a cited answer. At each step the
request the model gets is encoded three ways, side by side:

* ``before``: the request as commit 0894b96 sent it (no narrowing; Temporal's JSON
  converter, which sorts keys);
* ``now``: `keel.temporal.payloads.request_payload` (the step's narrowing as
  `keel.narrowing.Allowed` values, computed here as the workflow does, key order kept);
* ``schemas``: what sending the narrowed `Choices` schemas instead would have added to
  ``before`` (the alternative not taken).

Sizes are bytes of the payload's data. Times are the median of ``--repeats`` encodings,
in microseconds; nothing is asserted, the script prints figures.

    PYTHONPATH=src .venv/bin/python bench/temporal_request.py
"""

from __future__ import annotations

import argparse
import json
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from temporalio.converter import DataConverter

from keel.context import ModelRequest
from keel.decisions import ModelTurn
from keel.research import research_runtime
from keel.research.kb import KnowledgeBase
from keel.temporal.payloads import request_payload, request_to_json
from keel.testing import call, final

REPORTS = Path(__file__).resolve().parent.parent / "examples" / "reports"
SCRIPT = [
    call("search_kb", query="revenue 2024"),
    call("search_kb", query="revenue 2023 growth"),
    call("read_document", doc_id="annual-2024"),
    call("read_document", doc_id="annual-2023"),
    final("Revenue grew [annual-2023] [annual-2024].", "annual-2023", "annual-2024"),
]


def _median_us(work: Callable[[], Any], repeats: int) -> float:
    samples = []
    for _ in range(repeats):
        started = time.perf_counter()
        work()
        samples.append((time.perf_counter() - started) * 1e6)
    return statistics.median(samples)


class Measuring:
    """Returns the scripted turns; measures each step's request on the way."""

    def __init__(self, repeats: int) -> None:
        self.repeats = repeats
        self.rows: list[dict[str, Any]] = []
        self.converter = DataConverter.default.payload_converter

    def decide(self, request: ModelRequest) -> ModelTurn:
        """Measure the request, then take the script's turn."""

        def before() -> bytes:
            data = request_to_json(request)
            data.pop("narrowing")
            return self.converter.to_payloads([data])[0].data

        def now() -> bytes:
            return request_payload(request).payload.data

        choices = request.choices()
        extra = {"tools": dict(choices.tools), "citations": choices.citations}
        self.rows.append(
            {
                "step": request.step,
                "before": len(before()),
                "now": len(now()),
                "schemas": len(before()) + len(json.dumps(extra, separators=(",", ":"))),
                "before_us": _median_us(before, self.repeats),
                "now_us": _median_us(now, self.repeats),
            }
        )
        return SCRIPT[request.step - 1]


def main() -> None:
    """Run the trajectory and print one row per step."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=200)
    args = parser.parse_args()
    model = Measuring(args.repeats)
    with tempfile.TemporaryDirectory() as tmp, KnowledgeBase.open(Path(tmp) / "kb.sqlite") as kb:
        kb.index(REPORTS)
        result = research_runtime(kb, model).run("What was the revenue growth?")
    assert result.status == "completed", result.state.termination_reason
    print("step  before B  now B  schemas B   before us  now us  now/before")
    for row in model.rows:
        ratio = row["now_us"] / row["before_us"]
        print(
            f"{row['step']:>4}  {row['before']:>8}  {row['now']:>5}  {row['schemas']:>9}"
            f"  {row['before_us']:>10.1f}  {row['now_us']:>6.1f}  {ratio:>10.2f}"
        )


if __name__ == "__main__":
    main()
