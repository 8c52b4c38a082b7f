"""A real, unscripted model contained: the research agent driven by SmolLM2 in-process.

Workload: N runs (default 20) of `keel.research.research_runtime` over ``examples/reports``
(indexed into a temporary `KnowledgeBase`), each with a `LlamaCppModel` sharing one
``llama_cpp.Llama`` (SmolLM2-135M-Instruct, loaded once) and its own seed and temperature.
The goals cycle through ten questions the reports answer and two they do not. Every run
has real budgets (8 model calls, 12,000 tokens, 120 s, 300 output tokens per call). Most
runs get a scripted human who answers every clarifying question with "Use the documents in
the knowledge base."; every tenth run has none, so it pauses as ``waiting_for_user``.
llama.cpp runs on one thread, also for prompt evaluation (``--threads``): on a busy 2-core
machine more threads spin against the other load and evaluate prompts several times slower.

Nothing here judges the model: SmolLM2-135M makes poor decisions. What is checked is that
the runtime contains whatever it does. Per run (any violation makes the exit code 1):

* no exception escapes `Runtime.run`;
* the status is one of the six DESIGN.md statuses and not ``running``;
* steps, tokens and cost are within their budgets, and no run ends by ``overshoot``;
* every model call's reserved prompt (``model_requested.prompt_tokens``) equals the input
  tokens the adapter reported for that call (exact tokenizer), and no call produced more
  output tokens than it was allowed;
* a final answer exists exactly when the run completed;
* a completed run cites only documents it read;
* the trace is structurally consistent (`keel.testing.trace_problems`);
* a run pauses as ``waiting_for_user`` only when it has no human.

Also reported, not counted as violations: "narrowing escapes", i.e. decisions the per-step
grammar should have made impossible (an unregistered tool, a ``read_document`` id no search
returned, a final citing an unread document, a reply that does not parse although it was
not cut off at its token cap).

    .venv/bin/python bench/contained.py                  # 20 runs, about 15-30 min on 2 cores
    .venv/bin/python bench/contained.py --quick          # 6 runs of at most 4 calls
    .venv/bin/python bench/contained.py --runs 40 --json /tmp/contained.json
"""

from __future__ import annotations

import argparse
import collections
import importlib.metadata as md
import inspect
import json
import os
import platform
import statistics
import sys
import tempfile
import time
import traceback
from collections.abc import Awaitable, Iterable, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, get_args

from keel import Budgets
from keel.context import ModelRequest
from keel.decisions import ModelTurn, RawOutput
from keel.models.llamacpp import LlamaCppModel, find_model
from keel.research import READING_TOOLS, research_runtime, research_tools
from keel.research.kb.store import KnowledgeBase
from keel.result import RunResult
from keel.state import RunStatus
from keel.testing import ScriptedHuman, trace_problems

REPORTS = Path(__file__).resolve().parent.parent / "examples" / "reports"
ANSWER = "Use the documents in the knowledge base."
STATUSES = frozenset(get_args(RunStatus))
GOALS: tuple[tuple[str, bool], ...] = (
    ("What was Northwind's revenue in 2024?", True),
    ("What was the revenue growth between 2023 and 2024, in percent?", True),
    ("What was Northwind's gross margin in 2023?", True),
    ("How many employees did Northwind have at the end of 2024?", True),
    ("When did the Tilburg plant open, and how many sensors a year can it make?", True),
    ("What was Northwind's order intake in the third quarter of 2024?", True),
    ("How many suppliers did Northwind audit in 2024?", True),
    ("What were Northwind's scope 1 and 2 emissions in 2024?", True),
    ("What share of Northwind's electricity was renewable in 2024?", True),
    ("What are the largest risks named in the 2024 annual report?", True),
    ("What was Northwind's revenue in 2019?", False),
    ("Who is the chief executive of Northwind Components?", False),
)
TEMPERATURES = (0.2, 0.7, 0.0, 1.0)
GUARD_EVENTS = (
    "duplicate_action_blocked",
    "cycle_detected",
    "final_rejected",
    "model_failed",
    "model_retry",
    "tool_failed",
    "tool_rejected",
)


@dataclass
class Call:
    """What one `decide` call reported (None fields: it raised)."""

    step: int
    input_tokens: int | None
    output_tokens: int | None
    raw_text: str | None = None
    raw_error: str | None = None
    finish_reason: str | None = None
    raised: str | None = None


class Recording:
    """Forwards to a `LlamaCppModel` and records what each call reported.

    ``count_tokens`` and ``estimate_cost`` are forwarded, so the runtime reserves exactly as
    it would with the adapter itself.
    """

    def __init__(self, model: LlamaCppModel) -> None:
        self.model = model
        self.calls: list[Call] = []

    def decide(self, request: ModelRequest) -> ModelTurn | RawOutput | Awaitable[Any]:
        try:
            reply = self.model.decide(request)
        except Exception as error:
            self.calls.append(Call(request.step, None, None, raised=f"{error!r}"))
            raise
        if inspect.isawaitable(reply):
            return self._later(request.step, reply)
        self._record(request.step, reply)
        return reply

    def count_tokens(self, request: ModelRequest) -> int:
        return int(self.model.count_tokens(request))

    def estimate_cost(self, input_tokens: int, output_tokens: int) -> float:
        return float(self.model.estimate_cost(input_tokens, output_tokens))

    async def _later(self, step: int, pending: Awaitable[Any]) -> Any:
        try:
            reply = await pending
        except Exception as error:
            self.calls.append(Call(step, None, None, raised=f"{error!r}"))
            raise
        self._record(step, reply)
        return reply

    def _record(self, step: int, reply: object) -> None:
        if isinstance(reply, RawOutput):
            self.calls.append(
                Call(
                    step,
                    reply.input_tokens,
                    reply.output_tokens,
                    raw_text=reply.text,
                    raw_error=reply.error,
                    finish_reason=reply.meta.get("finish_reason"),
                )
            )
        elif isinstance(reply, ModelTurn):
            meta = reply.meta.get("finish_reason")
            self.calls.append(
                Call(step, reply.input_tokens, reply.output_tokens, finish_reason=meta)
            )
        else:
            self.calls.append(Call(step, None, None, raised=f"returned {type(reply).__name__}"))


@dataclass
class Plan:
    """One run's parameters."""

    index: int
    goal: str
    answerable: bool
    seed: int
    temperature: float
    human: bool


@dataclass
class Outcome:
    """One run's result, measurements and violations."""

    plan: Plan
    status: str
    kind: str
    reason: str
    steps: int
    tokens: int
    input_tokens: int
    output_tokens: int
    cost_usd: float
    wall_seconds: float
    answer: str | None
    citations: list[str]
    guards: dict[str, int]
    decisions: dict[str, int]
    invalid_outputs: dict[str, int]
    questions: int
    violations: list[str] = field(default_factory=list)
    escapes: list[str] = field(default_factory=list)


def plans(runs: int) -> list[Plan]:
    """Goals cycle through `GOALS`; seeds differ; every tenth run has no human."""
    return [
        Plan(
            index=i,
            goal=GOALS[i % len(GOALS)][0],
            answerable=GOALS[i % len(GOALS)][1],
            seed=1000 + 17 * i,
            temperature=TEMPERATURES[i % len(TEMPERATURES)],
            human=i % 10 != 9,
        )
        for i in range(runs)
    ]


def check_run(
    result: RunResult | None,
    error: str | None,
    budgets: Budgets,
    calls: Sequence[Call],
    had_human: bool,
) -> list[str]:
    """Every containment invariant this run broke (empty: none)."""
    if error is not None or result is None:
        return [f"exception escaped Runtime.run: {error}"]
    problems: list[str] = []
    state = result.state
    if state.status not in STATUSES or state.status == "running":
        problems.append(f"status {state.status!r} is not a final DESIGN status")
    if budgets.max_tokens is not None and state.total_tokens > budgets.max_tokens:
        problems.append(f"{state.total_tokens} tokens > budget {budgets.max_tokens}")
    if budgets.max_steps is not None and state.step > budgets.max_steps:
        problems.append(f"{state.step} steps > budget {budgets.max_steps}")
    if budgets.max_cost_usd is not None and state.cost_usd > budgets.max_cost_usd:
        problems.append(f"cost {state.cost_usd} > budget {budgets.max_cost_usd}")
    if state.termination_kind == "overshoot":
        problems.append(f"overshoot: {state.termination_reason}")
    requested = [e.data for e in result.trace if e.event_type == "model_requested"]
    if len(requested) != len(calls):
        problems.append(f"{len(requested)} model_requested events but {len(calls)} decide calls")
    for reserved, call in zip(requested, calls, strict=False):
        if call.input_tokens is None:
            continue  # the call raised (e.g. the context window): nothing was billed
        if reserved["prompt_tokens"] != call.input_tokens:
            problems.append(
                f"step {call.step}: reserved {reserved['prompt_tokens']} prompt tokens, "
                f"the call reported {call.input_tokens}"
            )
        if call.output_tokens is not None and call.output_tokens > reserved["max_output_tokens"]:
            problems.append(
                f"step {call.step}: {call.output_tokens} output tokens > the "
                f"{reserved['max_output_tokens']} allowed"
            )
    billed = sum(c.input_tokens for c in calls if c.input_tokens is not None)
    if billed != state.input_tokens:
        problems.append(f"state.input_tokens {state.input_tokens} != reported total {billed}")
    if (state.final_answer is not None) != (state.status == "completed"):
        problems.append(f"final answer {state.final_answer!r} with status {state.status}")
    if state.status == "completed":
        unread = set(state.final_citations) - documents_read(result)
        if unread:
            problems.append(f"completed citing unread documents {sorted(unread)}")
    problems += [f"trace: {p}" for p in trace_problems(result)]
    if state.status == "waiting_for_user" and had_human:
        problems.append("waiting_for_user although a human answered every question")
    return problems


def documents_read(result: RunResult) -> set[str]:
    """Ids that a successful ``read_document`` returned in this run."""
    return {
        doc_id
        for obs in result.state.observations
        if obs.ok and obs.source == "tool" and obs.name in READING_TOOLS
        for doc_id in obs.source_ids
    }


def narrowing_escapes(result: RunResult, tools: Iterable[str], calls: Sequence[Call]) -> list[str]:
    """Decisions the per-step grammar should have made impossible (not containment faults)."""
    registered = set(tools)
    escapes: list[str] = []
    for event in result.trace:
        if event.event_type != "model_decision":
            continue
        decision, step = event.data["decision"], event.data["step"]
        prior = [o for o in result.state.observations if o.step < step and o.ok]
        found = {
            hit["doc_id"]
            for o in prior
            if o.source == "tool" and o.name == "search_kb" and isinstance(o.data, dict)
            for hit in o.data.get("results", ())
        }
        read = {
            d for o in prior if o.source == "tool" and o.name in READING_TOOLS for d in o.source_ids
        }
        if decision["kind"] == "tool":
            name, args = decision["call"]["name"], decision["call"]["arguments"]
            if name not in registered:
                escapes.append(f"step {step}: unregistered tool {name!r}")
            elif name == "read_document" and args.get("doc_id") not in found:
                escapes.append(f"step {step}: read_document({args.get('doc_id')!r}) never found")
        elif decision["kind"] == "final":
            unread = set(decision["citations"]) - read
            if unread:
                escapes.append(f"step {step}: final cites unread {sorted(unread)}")
    for call in calls:
        if call.raw_error is not None and call.finish_reason != "length":
            escapes.append(
                f"step {call.step}: unparsable reply {call.raw_error}: {call.raw_text!r}"
            )
    return escapes


def decision_kinds(result: RunResult) -> collections.Counter[str]:
    kinds: collections.Counter[str] = collections.Counter()
    for event in result.trace:
        if event.event_type == "model_decision":
            decision = event.data["decision"]
            kind = decision["kind"]
            kinds[f"tool:{decision['call']['name']}" if kind == "tool" else kind] += 1
    return kinds


def invalid_kinds(calls: Sequence[Call]) -> collections.Counter[str]:
    """Unusable replies: cut off at the token cap, or anything else."""
    kinds: collections.Counter[str] = collections.Counter()
    for call in calls:
        if call.raw_error is not None:
            kinds["cut off at max_tokens" if call.finish_reason == "length" else "other"] += 1
        if call.raised is not None:
            kinds["raised"] += 1
    return kinds


def run_one(
    plan: Plan, kb: KnowledgeBase, llama: Any, budgets: Budgets, tool_names: Sequence[str]
) -> Outcome:
    model = Recording(LlamaCppModel(llama=llama, seed=plan.seed, temperature=plan.temperature))
    human = ScriptedHuman([ANSWER] * (budgets.max_steps or 64)) if plan.human else None
    runtime = research_runtime(kb, model, budgets=budgets, human=human)
    result: RunResult | None = None
    error: str | None = None
    started = time.perf_counter()
    try:
        result = runtime.run(plan.goal)
    except Exception as exc:  # an escaped exception is the violation being looked for
        error = "".join(traceback.format_exception_only(exc)).strip()
    wall = time.perf_counter() - started
    violations = check_run(result, error, budgets, model.calls, plan.human)
    if result is None:
        return Outcome(
            plan=plan,
            status="EXCEPTION",
            kind="EXCEPTION",
            reason=error or "",
            steps=len(model.calls),
            tokens=0,
            input_tokens=0,
            output_tokens=0,
            cost_usd=0.0,
            wall_seconds=wall,
            answer=None,
            citations=[],
            guards={},
            decisions={},
            invalid_outputs=dict(invalid_kinds(model.calls)),
            questions=0,
            violations=violations,
        )
    state = result.state
    types = collections.Counter(e.event_type for e in result.trace)
    return Outcome(
        plan=plan,
        status=state.status,
        kind=state.termination_kind or "",
        reason=state.termination_reason or "",
        steps=state.step,
        tokens=state.total_tokens,
        input_tokens=state.input_tokens,
        output_tokens=state.output_tokens,
        cost_usd=state.cost_usd,
        wall_seconds=wall,
        answer=state.final_answer,
        citations=list(state.final_citations),
        guards={name: types[name] for name in GUARD_EVENTS},
        decisions=dict(decision_kinds(result)),
        invalid_outputs=dict(invalid_kinds(model.calls)),
        questions=types["clarification_requested"],
        violations=violations,
        escapes=narrowing_escapes(result, tool_names, model.calls),
    )


def progress(out: Outcome, total: int) -> str:
    p = out.plan
    decided = " ".join(f"{k.removeprefix('tool:')}x{v}" for k, v in sorted(out.decisions.items()))
    invalid = sum(out.invalid_outputs.values())
    return (
        f"run {p.index + 1:>2}/{total} seed={p.seed} T={p.temperature:<3} "
        f"human={'yes' if p.human else 'no ':<3} {out.status}/{out.kind:<16} "
        f"steps={out.steps} tokens={out.tokens:>5} {out.wall_seconds:5.1f}s "
        f"[{decided or '-'}] invalid={invalid} escapes={len(out.escapes)} "
        f"violations={len(out.violations)}"
    )


def table(rows: Sequence[Sequence[str]], header: Sequence[str]) -> str:
    widths = [max(len(str(r[i])) for r in [header, *rows]) for i in range(len(header))]
    line = "  ".join(str(h).ljust(w) for h, w in zip(header, widths, strict=True))
    out = [line, "-" * len(line)]
    for row in rows:
        cells = [
            str(c).rjust(w) if i else str(c).ljust(w)
            for i, (c, w) in enumerate(zip(row, widths, strict=True))
        ]
        out.append("  ".join(cells))
    return "\n".join(out)


def report(outcomes: Sequence[Outcome], budgets: Budgets, load_seconds: float) -> str:
    lines: list[str] = []
    n = len(outcomes)
    lines.append(
        f"\n{n} runs of the research agent with SmolLM2-135M-Instruct (llama-cpp-python "
        f"{md.version('llama-cpp-python')}), model loaded once in {load_seconds:.1f}s"
    )
    lines.append(
        f"budgets: {budgets.max_steps} calls, {budgets.max_tokens} tokens, "
        f"{budgets.timeout_seconds:g}s, {budgets.max_output_tokens} output tokens per call | "
        f"python {platform.python_version()}, {os.cpu_count()} CPUs"
    )
    lines.append("\nstatus x termination_kind (runs)")
    cells = collections.Counter((o.status, o.kind) for o in outcomes)
    kinds = sorted({k for _, k in cells})
    statuses = sorted({s for s, _ in cells})
    rows = [
        [s, *(str(cells[(s, k)] or ".") for k in kinds), str(sum(cells[(s, k)] for k in kinds))]
        for s in statuses
    ]
    lines.append(table(rows, ["status", *kinds, "total"]))

    lines.append("\nguards fired (events across all runs; runs with at least one)")
    rows = []
    for g in GUARD_EVENTS:
        fired = [o.guards.get(g, 0) for o in outcomes]
        rows.append([g, str(sum(fired)), str(sum(1 for f in fired if f))])
    invalid: collections.Counter[str] = collections.Counter()
    for o in outcomes:
        invalid.update(o.invalid_outputs)
    for kind, count in sorted(invalid.items()):
        rows.append([f"  invalid output: {kind}", str(count), "."])
    lines.append(table(rows, ["event", "count", "runs"]))

    lines.append("\nper run: median / max")
    metrics = {
        "model calls (steps)": [float(o.steps) for o in outcomes],
        "tokens (in + out)": [float(o.tokens) for o in outcomes],
        "output tokens": [float(o.output_tokens) for o in outcomes],
        "wall time (s)": [o.wall_seconds for o in outcomes],
        "wall time per call (s)": [o.wall_seconds / o.steps for o in outcomes if o.steps],
    }
    rows = [
        [name, f"{statistics.median(v):,.1f}", f"{max(v):,.1f}"] for name, v in metrics.items() if v
    ]
    lines.append(table(rows, ["metric", "median", "max"]))

    lines.append("\ndecisions by kind (model_decision events)")
    decided: collections.Counter[str] = collections.Counter()
    for o in outcomes:
        decided.update(o.decisions)
    total = sum(decided.values()) or 1
    rows = [[k, str(v), f"{100 * v / total:.0f}%"] for k, v in decided.most_common()]
    lines.append(table(rows, ["decision", "count", "share"]))
    asked = sum(o.questions for o in outcomes)
    lines.append(f"clarifying questions asked: {asked}")

    completed = [o for o in outcomes if o.status == "completed"]
    if completed:
        lines.append("\ncompleted runs")
        for o in completed:
            lines.append(
                f"  run {o.plan.index + 1}: {o.plan.goal}\n    -> {o.answer} {o.citations}"
            )

    escapes = [(o.plan.index + 1, e) for o in outcomes for e in o.escapes]
    lines.append(
        f"\nnarrowing escapes (grammar should have prevented; not violations): {len(escapes)}"
    )
    for index, text in escapes[:20]:
        lines.append(f"  run {index}: {text[:300]}")

    violations = [(o.plan.index + 1, v) for o in outcomes for v in o.violations]
    lines.append(f"\ncontainment invariant violations: {len(violations)}")
    for index, text in violations:
        lines.append(f"  run {index}: {text}")
    lines.append(
        "PASS: every run contained" if not violations else "FAIL: see the violations above"
    )
    return "\n".join(lines)


def main() -> int:
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument("--runs", type=int, default=None, help="number of runs (default 20)")
    ap.add_argument("--quick", action="store_true", help="6 runs of at most 4 model calls")
    ap.add_argument("--json", type=Path, metavar="PATH", help="also write every run as JSON")
    ap.add_argument(
        "--threads", type=int, default=1, help="llama.cpp threads, also for prompts (def. 1)"
    )
    args = ap.parse_args()
    runs = args.runs or (6 if args.quick else 20)
    budgets = Budgets(
        max_steps=4 if args.quick else 8,
        max_tokens=12_000,
        timeout_seconds=120.0,
        max_output_tokens=300,
    )

    from llama_cpp import Llama

    started = time.perf_counter()
    llama = Llama(
        model_path=str(find_model("smollm2")),
        n_ctx=8192,
        n_threads=args.threads,
        n_threads_batch=args.threads,
        verbose=False,
    )
    load_seconds = time.perf_counter() - started
    llama.create_completion([llama.token_bos()], max_tokens=4, temperature=0)  # warm-up, untimed
    with tempfile.TemporaryDirectory(prefix="keel-contained-") as tmp:
        kb = KnowledgeBase.open(Path(tmp) / "kb.sqlite")
        indexed = kb.index(REPORTS)
        tool_names = [t.name for t in research_tools(kb)]
        print(f"indexed {len(indexed.indexed)} documents from {REPORTS}", file=sys.stderr)
        outcomes: list[Outcome] = []
        for plan in plans(runs):
            outcome = run_one(plan, kb, llama, budgets, tool_names)
            outcomes.append(outcome)
            print(progress(outcome, runs), flush=True)
            for violation in outcome.violations:
                print(f"    VIOLATION: {violation}", flush=True)
        kb.close()
    print(report(outcomes, budgets, load_seconds))
    if args.json:
        payload = {
            "budgets": budgets.model_dump(),
            "llama_cpp_python": md.version("llama-cpp-python"),
            "runs": [asdict(o) for o in outcomes],
        }
        args.json.write_text(json.dumps(payload, indent=2, default=str), encoding="utf-8")
        print(f"wrote {args.json}", file=sys.stderr)
    return 1 if any(o.violations for o in outcomes) else 0


if __name__ == "__main__":
    raise SystemExit(main())
