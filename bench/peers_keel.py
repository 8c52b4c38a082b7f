"""keel as a runtime under test in the shared peer benchmark (``bench_peers.py --add``).

Same workload as every peer (see ``common.py``): a `ScriptedDecisionMaker` replays N prebuilt
``lookup`` calls (distinct keys) and the final answer ``done [k0]``; ``lookup`` returns
``payload(key)`` through ``Runner.lookup_impl`` (which records the call) and names ``key`` as
its source, so the built-in `CitationValidator` accepts the answer. Every guard is on:
argument validation, duplicate-action guard, cycle detection, budgets with reservation
(``max_steps=N+5``, token/cost/time limits finite but out of reach, as for the seed runtime),
final-answer validation, and the trace kept in memory. The script, the model and the
`Runtime` are built in ``prepare`` (untimed).

    cd /work/main
    /work/.peers-venv/bin/pip install -e .
    /work/.peers-venv/bin/python ../shared/bench-peers/bench_peers.py --add bench/peers_keel.py
"""

from __future__ import annotations

import time

from common import FINAL_ANSWER, PROMPT, Runner, key, time_async

import keel
from keel import Budgets, CitationValidator, Runtime, ToolResult
from keel.testing import ScriptedDecisionMaker, call, final


class KeelArunRunner(Runner):
    name = "keel Runtime.arun (all guards)"

    def __init__(self) -> None:
        super().__init__()

        @keel.tool
        def lookup(key: str) -> ToolResult:
            """Look up the value stored under a key.

            Args:
                key: The key to look up.
            """
            return ToolResult(data=self.lookup_impl(key), source_ids=[key])

        self.tool = lookup
        self.validators = [CitationValidator(reading_tools=["lookup"])]
        self.model: ScriptedDecisionMaker | None = None
        self.runtime: Runtime | None = None
        self.result: keel.RunResult | None = None

    def prepare(self, n: int) -> None:
        super().prepare(n)
        self.result = None
        self.model = self.runtime = None  # free the previous run before building the next
        turns = [call("lookup", key=key(i)) for i in range(n)]
        turns.append(final(FINAL_ANSWER, "k0"))
        self.model = ScriptedDecisionMaker(turns)
        budgets = Budgets(
            max_steps=n + 5, max_tokens=10**12, max_cost_usd=1e12, timeout_seconds=1e9
        )
        self.runtime = Runtime(self.model, [self.tool], budgets=budgets, validators=self.validators)

    def run(self) -> float:
        assert self.runtime is not None
        runtime = self.runtime
        elapsed, self.result = time_async(lambda: runtime.arun(PROMPT))
        return elapsed

    def final_output(self) -> object:
        result, model = self.result, self.model
        assert result is not None
        assert model is not None
        if result.status != "completed":
            raise AssertionError(f"{self.name}: status={result.status} reason={result.reason}")
        model.assert_consumed()
        return result.answer


class KeelRunRunner(KeelArunRunner):
    name = "keel Runtime.run (sync)"

    def run(self) -> float:
        assert self.runtime is not None
        t0 = time.perf_counter()
        self.result = self.runtime.run(PROMPT)
        return time.perf_counter() - t0


VARIANTS = {r.name: r for r in (KeelArunRunner, KeelRunRunner)}
PACKAGES = ["keel", "pydantic"]
