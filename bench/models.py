"""What keel's in-process llama.cpp adapter adds to a model call, per decision.

Prompts: three real `ModelRequest`s of the research agent over ``examples/reports``, taken
from one run driven by a scripted trajectory (search, read, read, search, read, read,
calculate, final), so they carry real search results and documents: step 1 (early), step 4
(mid) and step 7 (late). Each request is captured with the choices its step allowed, so its
grammar is the one that step used.

For each prompt, in pairs (after warm-ups), interleaved, alternating which side goes first:

* **keel**: ``LlamaCppModel.decide(request)`` on a fresh copy of the request, so the prompt
  is built and tokenized again as in a run (``count_tokens`` then ``decide``), then the
  grammar looked up, the completion made and the reply decoded into a decision;
* **bare**: ``llama.create_completion(tokens, grammar=..., max_tokens=..., temperature=0,
  seed=..., stop=...)`` with the same token list (``LlamaCppModel._tokens``), the same
  grammar object, the same limits and stop string: what calling llama-cpp-python directly
  costs.

Both use one ``llama_cpp.Llama`` at temperature 0 (greedy), and every pair is checked to
produce the same output. KV cache: neither side resets it. Both sides send the same prompt,
so whichever goes second finds the whole prompt cached, and so does whichever goes first
(the previous pair sent the same prompt): every timed call re-evaluates one prompt token
and generates the reply. That is the state a call is in when a run's prompt prefix is
cached, and the smallest denominator for the ratio (no prompt evaluation to hide keel's
work). ``--cold`` adds a pass in which ``llama.reset()`` (untimed) precedes every call on
both sides, so each call evaluates the whole prompt.

Target: keel's time <= 1.05x the bare call's (paired ratio, median). Separately, keel's own
CPU work per decision is timed with the model call excluded (a stand-in llama returns the
recorded completion at once), and split into its parts.

    .venv/bin/python bench/models.py               # 3 prompts, 2 warm-ups + 15 pairs each
    .venv/bin/python bench/models.py --quick       # 5 pairs
    .venv/bin/python bench/models.py --cold        # also the reset-cache pass (slow)
    .venv/bin/python bench/models.py --profile     # cProfile keel's side without the model
"""

from __future__ import annotations

import argparse
import cProfile
import dataclasses
import importlib.metadata as md
import json
import os
import platform
import pstats
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, cast

from keel import Budgets
from keel.context import ModelRequest
from keel.decisions import ModelTurn, RawOutput
from keel.models.chat import build_prompt, decision_from_json
from keel.models.llamacpp import MAX_TEXT_CHARS, LlamaCppModel, find_model
from keel.narrowing import Choices, decision_schema
from keel.research import research_runtime
from keel.research.kb.store import KnowledgeBase
from keel.testing import ScriptedDecisionMaker, call, final

REPORTS = Path(__file__).resolve().parent.parent / "examples" / "reports"
TARGET = 1.05
CAPTURE = {1: "early", 4: "mid", 7: "late"}
"""Steps whose requests are measured, by name."""
MAX_OUTPUT_TOKENS = 300
SEED = 0


class Frozen:
    """Stands in for a request's `Narrowing`: the choices its step allowed."""

    def __init__(self, choices: Choices) -> None:
        self._choices = choices

    def choices(self) -> Choices:
        return self._choices


class Capture:
    """A scripted decision maker that keeps a frozen copy of the requests it was given."""

    def __init__(self, script: ScriptedDecisionMaker) -> None:
        self.script = script
        self.requests: dict[int, ModelRequest] = {}

    def decide(self, request: ModelRequest) -> ModelTurn | RawOutput:
        frozen = Frozen(request.choices())
        self.requests[request.step] = dataclasses.replace(request, narrowing=cast(Any, frozen))
        reply = self.script.decide(request)
        assert isinstance(reply, ModelTurn | RawOutput)
        return reply


def capture_requests(kb: KnowledgeBase) -> dict[str, ModelRequest]:
    """Run the research agent on a scripted trajectory; keep the early, mid and late requests."""
    turns = [
        call("search_kb", query="revenue 2023 2024"),
        call("read_document", doc_id="annual-2023"),
        call("read_document", doc_id="annual-2024"),
        call("search_kb", query="Tilburg plant capacity"),
        call("read_document", doc_id="press-release-tilburg"),
        call("read_document", doc_id="q3-2024-update"),
        call("calculate", expression="(100 - 80) / 80 * 100"),
        final("Revenue grew 25% [annual-2023] [annual-2024].", "annual-2023", "annual-2024"),
    ]
    capture = Capture(ScriptedDecisionMaker(turns))
    budgets = Budgets(max_steps=12, max_tokens=100_000, max_output_tokens=MAX_OUTPUT_TOKENS)
    result = research_runtime(kb, capture, budgets=budgets).run(
        "What was the revenue growth between 2023 and 2024, and when did Tilburg open?"
    )
    if result.status != "completed":
        raise SystemExit(f"the capture run did not complete: {result.status}: {result.reason}")
    return {name: capture.requests[step] for step, name in CAPTURE.items()}


class Canned:
    """A llama stand-in whose completion returns a recorded result at once."""

    def __init__(self, llama: Any, completion: dict[str, Any]) -> None:
        self._llama = llama
        self.completion = completion

    def __getattr__(self, name: str) -> Any:
        return getattr(self._llama, name)

    def create_completion(self, *args: Any, **kwargs: Any) -> dict[str, Any]:
        return self.completion


@dataclasses.dataclass
class Bare:
    """The same call without keel: precomputed tokens, grammar, limits and stop."""

    tokens: list[int]
    grammar: Any
    max_tokens: int
    seed: int
    stop: list[str]


def bare_call(model: LlamaCppModel, request: ModelRequest) -> Bare:
    tokens = model._tokens(request)
    room = model.n_ctx - len(tokens)
    return Bare(
        tokens=list(tokens),
        grammar=model._grammar(model.schema(request)),
        max_tokens=min(request.max_output_tokens or room, room),
        seed=model.seed + request.step,
        stop=model._format_stop(),
    )


def run_bare(llama: Any, bare: Bare) -> dict[str, Any]:
    result: dict[str, Any] = llama.create_completion(
        bare.tokens,
        grammar=bare.grammar,
        max_tokens=bare.max_tokens,
        temperature=0.0,
        seed=bare.seed,
        stop=bare.stop,
    )
    return result


def same_output(request: ModelRequest, reply: object, completion: dict[str, Any]) -> bool:
    """Whether keel's reply and the bare completion say the same thing."""
    text = completion["choices"][0]["text"]
    tokens = completion["usage"]["completion_tokens"]
    if isinstance(reply, RawOutput):
        return bool(reply.text == text and reply.output_tokens == tokens)
    if not isinstance(reply, ModelTurn):
        return False
    try:
        decision = decision_from_json(request, text)
    except Exception:
        return False
    return bool(decision == reply.decision and reply.output_tokens == tokens)


@dataclasses.dataclass
class Samples:
    keel: list[float] = dataclasses.field(default_factory=list)
    bare: list[float] = dataclasses.field(default_factory=list)
    prompt_tokens: int = 0
    output_tokens: int = 0
    mismatches: int = 0


def measure(llama: Any, request: ModelRequest, pairs: int, warmups: int, cold: bool) -> Samples:
    """Interleaved keel/bare pairs on one prompt, alternating which goes first."""
    model = LlamaCppModel(llama=llama, temperature=0.0, seed=SEED)
    bare = bare_call(model, request)
    out = Samples(prompt_tokens=len(bare.tokens))

    def keel_side() -> tuple[float, object]:
        fresh = dataclasses.replace(request)  # a new request: built and tokenized again
        if cold:
            llama.reset()
        started = time.perf_counter()
        reply = model.decide(fresh)
        return time.perf_counter() - started, reply

    def bare_side() -> tuple[float, dict[str, Any]]:
        if cold:
            llama.reset()
        started = time.perf_counter()
        completion = run_bare(llama, bare)
        return time.perf_counter() - started, completion

    for _ in range(warmups):
        keel_side()
        bare_side()
    for i in range(pairs):
        if i % 2 == 0:
            k, reply = keel_side()
            b, completion = bare_side()
        else:
            b, completion = bare_side()
            k, reply = keel_side()
        out.keel.append(k)
        out.bare.append(b)
        out.output_tokens = completion["usage"]["completion_tokens"]
        if not same_output(request, reply, completion):
            out.mismatches += 1
    return out


def p90(values: Sequence[float]) -> float:
    return statistics.quantiles(values, n=10)[-1] if len(values) >= 2 else values[0]


def best_of(fn: Callable[[], object], number: int, repeat: int = 5) -> float:
    """Best mean seconds per call over ``repeat`` rounds of ``number`` calls."""
    best = float("inf")
    for _ in range(repeat):
        started = time.perf_counter()
        for _ in range(number):
            fn()
        best = min(best, (time.perf_counter() - started) / number)
    return best


def keel_work(llama: Any, request: ModelRequest) -> dict[str, float]:
    """keel's own CPU time per decision (seconds), the model call excluded, by part."""
    model = LlamaCppModel(llama=llama, temperature=0.0, seed=SEED)
    completion = run_bare(llama, bare_call(model, request))
    text = completion["choices"][0]["text"]
    canned = LlamaCppModel(llama=Canned(llama, completion), temperature=0.0, seed=SEED)
    canned.decide(dataclasses.replace(request))  # grammar cached, as in a run after step 1
    prompt = build_prompt(request, json_mode=True)
    messages = [
        {"role": "system", "content": prompt.system},
        {"role": "user", "content": prompt.user},
    ]
    formatted = model._format(messages=messages)
    encoded = formatted.prompt.encode("utf-8")
    schema = model.schema(request)
    from llama_cpp.llama_grammar import LlamaGrammar

    parts = {
        "decide() in all (fresh request)": lambda: canned.decide(dataclasses.replace(request)),
        "  build_prompt": lambda: build_prompt(request, json_mode=True),
        "  chat template (Jinja2)": lambda: model._format(messages=messages),
        "  tokenize": lambda: llama.tokenize(encoded, add_bos=False, special=True),
        "  request.choices() + decision_schema": lambda: decision_schema(
            request.choices(), max_text_chars=MAX_TEXT_CHARS
        ),
        "  grammar cache key + lookup": lambda: canned._grammar(schema),
        "  decode the reply (decision_from_json)": lambda: decision_from_json(request, text),
    }
    timings = {name: best_of(fn, 50) for name, fn in parts.items()}
    key = json.dumps(schema, sort_keys=True)
    timings["grammar conversion, new schema (not per call)"] = best_of(
        lambda: LlamaGrammar.from_json_schema(key, verbose=False), 3, 3
    )
    return timings


def grammar_cost(llama: Any, request: ModelRequest) -> list[tuple[str, float, float]]:
    """llama.cpp's own cost of a grammar (both sides pay it), on a cached prompt.

    Per grammar: the best time of a 1-token completion (sets the grammar up), and the
    median time per output token of a full reply (30 tokens at most).
    """
    from llama_cpp.llama_grammar import LlamaGrammar

    model = LlamaCppModel(llama=llama, temperature=0.0, seed=SEED)
    bare = bare_call(model, request)
    run_bare(llama, bare)  # prompt cached
    uncapped = decision_schema(request.choices(), max_text_chars=None)
    grammars = {
        f"the step's grammar (text capped at {MAX_TEXT_CHARS} chars)": bare.grammar,
        "the same without the length cap": LlamaGrammar.from_json_schema(
            json.dumps(uncapped), verbose=False
        ),
        "no grammar": None,
    }
    rows = []
    for label, grammar in grammars.items():

        def one(grammar: Any = grammar, n: int = 1) -> dict[str, Any]:
            result: dict[str, Any] = llama.create_completion(
                bare.tokens, grammar=grammar, max_tokens=n, temperature=0.0, stop=bare.stop
            )
            return result

        setup = best_of(one, 3, 3)
        per_token = []
        for _ in range(3):
            started = time.perf_counter()
            completion = one(n=30)
            elapsed = time.perf_counter() - started
            per_token.append(elapsed / max(1, completion["usage"]["completion_tokens"]))
        rows.append((label, setup, statistics.median(per_token)))
    return rows


def profile(llama: Any, request: ModelRequest, top: int) -> None:
    model = LlamaCppModel(llama=llama, temperature=0.0, seed=SEED)
    completion = run_bare(llama, bare_call(model, request))
    canned = LlamaCppModel(llama=Canned(llama, completion), temperature=0.0, seed=SEED)
    canned.decide(dataclasses.replace(request))
    n = 200
    profiler = cProfile.Profile()
    profiler.enable()
    for _ in range(n):
        canned.decide(dataclasses.replace(request))
    profiler.disable()
    stats: dict[Any, Any] = vars(pstats.Stats(profiler))["stats"]
    rows = sorted(
        ((ct, tt, nc, func) for func, (_cc, nc, tt, ct, _callers) in stats.items()),
        reverse=True,
    )
    print(f"\ncProfile of {n} decide() calls without the model (profiler inflates the figures)")
    print(f"{'cum us/call':>12}{'own us/call':>12}{'calls/call':>11}  function")
    for ct, tt, nc, (path, line, name) in rows[:top]:
        where = path.split("site-packages/")[-1].split("/src/")[-1]
        print(f"{ct / n * 1e6:12.1f}{tt / n * 1e6:12.1f}{nc / n:11.2f}  {where}:{line}({name})")


def bootstrap(values: Sequence[float], rounds: int = 2000) -> tuple[float, float]:
    """90% bootstrap interval of the median."""
    rng = random.Random(0)
    medians = sorted(statistics.median(rng.choices(values, k=len(values))) for _ in range(rounds))
    return medians[int(0.05 * rounds)], medians[int(0.95 * rounds) - 1]


def report(name: str, samples: Samples) -> tuple[str, float]:
    k, b = samples.keel, samples.bare
    ratios = [x / y for x, y in zip(k, b, strict=True)]
    diffs = [(x - y) * 1e3 for x, y in zip(k, b, strict=True)]
    ratio = statistics.median(ratios)
    low, high = bootstrap(ratios)
    row = (
        f"{name:<6}{samples.prompt_tokens:>8}{samples.output_tokens:>6}"
        f"{statistics.median(k) * 1e3:>10.1f}{p90(k) * 1e3:>9.1f}"
        f"{statistics.median(b) * 1e3:>10.1f}{p90(b) * 1e3:>9.1f}"
        f"{ratio:>9.3f}{f'{low:.3f}-{high:.3f}':>14}{statistics.median(diffs):>10.1f}"
        f"{min(ratios):>8.3f}{max(ratios):>8.3f}{samples.mismatches:>6}"
    )
    return row, ratio


HEADER = (
    f"{'prompt':<6}{'tokens':>8}{'out':>6}{'keel med':>10}{'p90':>9}{'bare med':>10}{'p90':>9}"
    f"{'ratio':>9}{'90% CI':>14}{'over ms':>10}{'min':>8}{'max':>8}{'diff':>6}"
)


def main() -> int:
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument("--pairs", type=int, default=None, help="timed pairs per prompt (def. 15)")
    ap.add_argument("--warmup", type=int, default=2, help="untimed pairs per prompt (def. 2)")
    ap.add_argument("--quick", action="store_true", help="5 pairs, 1 warm-up")
    ap.add_argument("--cold", action="store_true", help="also a pass with llama.reset()")
    ap.add_argument("--cold-pairs", type=int, default=5, help="pairs per prompt when --cold")
    ap.add_argument("--threads", type=int, default=1, help="llama.cpp threads (def. 1)")
    ap.add_argument("--profile", action="store_true", help="only cProfile keel's side")
    ap.add_argument("--top", type=int, default=30, help="rows of the --profile table")
    ap.add_argument("--json", type=Path, metavar="PATH", help="also write the raw samples")
    args = ap.parse_args()
    pairs = args.pairs or (5 if args.quick else 15)
    warmups = 1 if args.quick else args.warmup

    from llama_cpp import Llama

    llama = Llama(
        model_path=str(find_model("smollm2")),
        n_ctx=8192,
        n_threads=args.threads,
        n_threads_batch=args.threads,
        verbose=False,
    )
    with tempfile.TemporaryDirectory(prefix="keel-bench-models-") as tmp:
        kb = KnowledgeBase.open(Path(tmp) / "kb.sqlite")
        kb.index(REPORTS)
        requests = capture_requests(kb)
        if args.profile:
            profile(llama, requests["late"], args.top)
            kb.close()
            return 0
        print(
            f"keel in-process adapter vs bare llama-cpp-python {md.version('llama-cpp-python')}"
            f" | SmolLM2-135M-Instruct Q4_1, n_ctx 8192, {args.threads} thread(s) | python "
            f"{platform.python_version()}, {os.cpu_count()} CPUs | temperature 0, "
            f"max_tokens {MAX_OUTPUT_TOKENS}"
        )
        passes = [("warm (prompt cached)", False, pairs)]
        if args.cold:
            passes.append(("cold (llama.reset() before every call)", True, args.cold_pairs))
        results: dict[str, dict[str, Samples]] = {}
        verdicts: list[bool] = []
        for label, cold, n in passes:
            results[label] = {}
            for name, request in requests.items():
                started = time.perf_counter()
                samples = measure(llama, request, n, warmups, cold)
                results[label][name] = samples
                print(
                    f"  {label}: {name} prompt done in {time.perf_counter() - started:.0f}s",
                    file=sys.stderr,
                    flush=True,
                )
            print(f"\n{label}: {n} pairs per prompt after {warmups} warm-up pairs; ms per call")
            print(HEADER)
            print("-" * len(HEADER))
            for name, samples in results[label].items():
                row, ratio = report(name, samples)
                print(row)
                verdicts.append(ratio <= TARGET and samples.mismatches == 0)
        print(
            "\n  ratio = median over pairs of keel time / bare time (same pair); over ms = median"
            "\n  of keel - bare in the same pair; min/max = extreme pair ratios; diff = pairs"
            "\n  whose outputs differed (must be 0)."
        )

        print("\nkeel's own work per decision, model call excluded (best of 5x50, microseconds)")
        work = {name: keel_work(llama, request) for name, request in requests.items()}
        parts = list(next(iter(work.values())))
        print(f"{'part':<48}" + "".join(f"{name:>10}" for name in work))
        for part in parts:
            print(f"{part:<48}" + "".join(f"{work[n][part] * 1e6:>10.0f}" for n in work))
        for name in requests:
            bare_median = statistics.median(results[passes[0][0]][name].bare)
            share = work[name]["decide() in all (fresh request)"] / bare_median
            print(f"  {name}: keel's work is {share * 100:.2f}% of the bare call's median")
        print("\nllama.cpp's grammar cost on the cached late prompt (both sides pay it)")
        print(f"{'grammar':<48}{'1-token call ms':>16}{'ms per token':>14}")
        for label, setup, per_token in grammar_cost(llama, requests["late"]):
            print(f"{label:<48}{setup * 1e3:>16.1f}{per_token * 1e3:>14.1f}")
        kb.close()
    if args.json:
        raw = {
            label: {name: dataclasses.asdict(s) for name, s in by_prompt.items()}
            for label, by_prompt in results.items()
        }
        args.json.write_text(json.dumps({"samples": raw, "work": work}, indent=2))
    ok = all(verdicts)
    print(
        f"\n{'PASS' if ok else 'FAIL'}: keel's paired time ratio <= {TARGET} on every prompt "
        "with identical outputs"
    )
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
