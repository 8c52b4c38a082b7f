"""The in-process llama.cpp adapter with a real model (SmolLM2-135M-Instruct), end to end.

One ``llama_cpp.Llama`` is loaded for the module (one thread: the fastest on a busy
machine) and shared by every `LlamaCppModel`. Natural runs check what the runtime
guarantees whatever the model does; *forced* runs push each completion toward a chosen
decision (a logits processor boosts the next token of the target text) so that the
grammar's narrowing is tested on decisions a model could try, not only on the ones this
small model happens to make: what is valid now must get through, and what is not must not.
"""

from __future__ import annotations

import inspect
import json
from collections.abc import Awaitable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from keel import Budgets, Runtime
from keel.context import ModelRequest
from keel.decisions import ModelTurn, RawOutput, ToolDecision, parse_decision
from keel.errors import UserError
from keel.models.llamacpp import LlamaCppModel, find_model
from keel.models.resolve import resolve_model
from keel.research import READING_TOOLS, research_runtime
from keel.research.kb import KnowledgeBase
from keel.result import RunResult
from keel.testing import ScriptedHuman, clarify, trace_problems

pytestmark = pytest.mark.integration

llama_cpp = pytest.importorskip("llama_cpp")

REPORTS = Path(__file__).resolve().parents[2] / "examples" / "reports"
STATUSES = {"completed", "stopped", "failed", "cancelled", "waiting_for_user"}
ANSWER = "Use the documents in the knowledge base."
TOOLS = {"search_kb", "read_document", "calculate", "store_observation"}


@pytest.fixture(scope="module")
def llama() -> Any:
    """SmolLM2-135M-Instruct, loaded once for the module."""
    return llama_cpp.Llama(
        model_path=str(find_model("smollm2")),
        n_ctx=4096,
        n_threads=1,
        n_threads_batch=1,
        verbose=False,
    )


@pytest.fixture(scope="module")
def kb_reports(tmp_path_factory: pytest.TempPathFactory) -> Iterator[KnowledgeBase]:
    """examples/reports indexed into a fresh SQLite file."""
    with KnowledgeBase.open(tmp_path_factory.mktemp("kb") / "kb.sqlite") as kb:
        assert len(kb.index(REPORTS).indexed) == 6
        yield kb


# --- helpers -------------------------------------------------------------------------------


@dataclass
class Reply:
    """What one decide call reported."""

    step: int
    input_tokens: int
    output_tokens: int
    error: str | None
    text: str | None
    finish_reason: str | None


class Recording:
    """A decision maker forwarding to a `LlamaCppModel`, recording every reply's usage."""

    def __init__(self, model: LlamaCppModel) -> None:
        self.model = model
        self.replies: list[Reply] = []

    def decide(self, request: ModelRequest) -> ModelTurn | RawOutput | Awaitable[Any]:
        reply = self.model.decide(request)
        assert not inspect.isawaitable(reply), "Runtime.run calls decide outside a loop"
        assert isinstance(reply, ModelTurn | RawOutput)
        raw = reply if isinstance(reply, RawOutput) else None
        self.replies.append(
            Reply(
                step=request.step,
                input_tokens=reply.input_tokens,
                output_tokens=reply.output_tokens,
                error=raw.error if raw else None,
                text=raw.text if raw else None,
                finish_reason=reply.meta.get("finish_reason"),
            )
        )
        return reply

    def count_tokens(self, request: ModelRequest) -> int:
        return int(self.model.count_tokens(request))

    def estimate_cost(self, input_tokens: int, output_tokens: int) -> float:
        return float(self.model.estimate_cost(input_tokens, output_tokens))


def containment_problems(
    result: RunResult, budgets: Budgets, replies: Sequence[Reply], had_human: bool
) -> list[str]:
    """Every runtime guarantee this run broke (the same checks as bench/contained.py)."""
    problems: list[str] = []
    state = result.state
    if state.status not in STATUSES:
        problems.append(f"status {state.status!r}")
    assert budgets.max_tokens is not None
    assert budgets.max_steps is not None
    assert budgets.max_cost_usd is not None
    if state.total_tokens > budgets.max_tokens:
        problems.append(f"{state.total_tokens} tokens > {budgets.max_tokens}")
    if state.step > budgets.max_steps:
        problems.append(f"{state.step} steps > {budgets.max_steps}")
    if state.cost_usd > budgets.max_cost_usd:
        problems.append(f"cost {state.cost_usd}")
    if state.termination_kind == "overshoot":
        problems.append("overshoot")
    requested = [e.data for e in result.trace if e.event_type == "model_requested"]
    if len(requested) != len(replies):
        problems.append(f"{len(requested)} model_requested, {len(replies)} replies")
    for reserved, reply in zip(requested, replies, strict=False):
        if reserved["prompt_tokens"] != reply.input_tokens:
            problems.append(
                f"step {reply.step}: reserved {reserved['prompt_tokens']} prompt tokens, "
                f"billed {reply.input_tokens}"
            )
        if reply.output_tokens > reserved["max_output_tokens"]:
            problems.append(f"step {reply.step}: {reply.output_tokens} output tokens")
    if sum(r.input_tokens for r in replies) != state.input_tokens:
        problems.append("state.input_tokens differs from the billed total")
    if (state.final_answer is not None) != (state.status == "completed"):
        problems.append(f"final answer {state.final_answer!r} with status {state.status}")
    if state.status == "completed" and not set(state.final_citations) <= read_documents(result):
        problems.append(f"cites unread documents: {state.final_citations}")
    if state.status == "waiting_for_user" and had_human:
        problems.append("paused although a human answers")
    return problems + [str(p) for p in trace_problems(result)]


def read_documents(result: RunResult, before_step: int | None = None) -> set[str]:
    """Documents a successful read_document returned (before ``before_step``, if given)."""
    return {
        doc_id
        for obs in result.state.observations
        if obs.ok and obs.source == "tool" and obs.name in READING_TOOLS
        if before_step is None or obs.step < before_step
        for doc_id in obs.source_ids
    }


def found_documents(result: RunResult, before_step: int) -> set[str]:
    """Documents search_kb returned before ``before_step``."""
    return {
        hit["doc_id"]
        for obs in result.state.observations
        if obs.ok and obs.source == "tool" and obs.name == "search_kb" and obs.step < before_step
        for hit in obs.data["results"]
    }


def narrowing_problems(result: RunResult) -> list[str]:
    """Decisions the per-step grammar should have made impossible."""
    problems: list[str] = []
    for event in result.trace:
        if event.event_type != "model_decision":
            continue
        step, data = event.data["step"], event.data["decision"]
        decision = parse_decision(json.dumps(data))  # every recorded decision re-parses
        if isinstance(decision, ToolDecision):
            name, args = decision.call.name, decision.call.arguments
            if name not in TOOLS:
                problems.append(f"step {step}: unregistered tool {name!r}")
            if name == "read_document" and args.get("doc_id") not in found_documents(result, step):
                problems.append(f"step {step}: read_document({args.get('doc_id')!r}) unseen")
        elif data["kind"] == "final":
            unread = set(data["citations"]) - read_documents(result, step)
            if unread:
                problems.append(f"step {step}: final cites unread {sorted(unread)}")
    return problems


def budgets(steps: int = 3, output: int = 96) -> Budgets:
    return Budgets(
        max_steps=steps, max_tokens=8_000, timeout_seconds=90.0, max_output_tokens=output
    )


class Forcing:
    """A ``llama_cpp.Llama`` that pushes each completion toward a scripted text.

    Each completion takes the next entry of ``script``: candidate texts, tried in order
    until the model produced one exactly. While what was generated is a prefix of the
    candidate, the candidate's next token gets +100 on its logit; the grammar sampler runs
    after that, so a token the grammar forbids is still impossible, and once the text has
    left the candidate the model goes on by itself. ``tried`` keeps every output.
    """

    def __init__(self, llama: Any, script: Sequence[Sequence[str]]) -> None:
        self._llama = llama
        self.script = [list(entry) for entry in script]
        self.tried: list[list[str]] = []

    def __getattr__(self, name: str) -> Any:
        return getattr(self._llama, name)

    def create_completion(self, prompt: list[int], **options: Any) -> Any:
        candidates: list[str | None] = list(self.script.pop(0)) if self.script else [None]
        outputs: list[str] = []
        completion: Any = None
        for target in candidates:
            push = None if target is None else self._push(len(prompt), target)
            completion = self._llama.create_completion(prompt, logits_processor=push, **options)
            outputs.append(completion["choices"][0]["text"])
            if outputs[-1].strip() == target:
                break
        self.tried.append(outputs)
        return completion

    def _push(self, start: int, target: str) -> Any:
        llama = self._llama

        def push(ids: Any, scores: Any) -> Any:
            done = llama.detokenize(list(ids[start:])).decode("utf-8", errors="replace")
            if done == target or not target.startswith(done):
                return scores
            rest = target[len(done) :].encode("utf-8")
            boosted = scores.copy()
            boosted[llama.tokenize(rest, add_bos=False, special=False)[0]] += 100.0
            return boosted

        return llama_cpp.LogitsProcessorList([push])


def texts(decision: dict[str, Any], *, orders: Sequence[str] = ("sorted", "prompt")) -> list[str]:
    """``{"decision": ...}`` with sorted keys and as the prompt shows it (kind first).

    Both, because which key order the grammar admits is the adapter's business (see the
    xfail test on key order below); a forced decision counts as admitted in either.
    """
    value = {"decision": decision}
    return list(dict.fromkeys(json.dumps(value, sort_keys=order == "sorted") for order in orders))


def forced_run(
    llama: Any,
    kb: KnowledgeBase,
    script: Sequence[Sequence[str]],
    goal: str = "When did the Tilburg plant open?",
) -> tuple[RunResult, Forcing, Recording]:
    forcing = Forcing(llama, script)
    model = Recording(LlamaCppModel(llama=forcing, temperature=0.0, seed=0))
    runtime = research_runtime(
        kb, model, budgets=budgets(len(script), 64), human=ScriptedHuman([ANSWER] * 8)
    )
    return runtime.run(goal), forcing, model


def decisions(result: RunResult) -> list[dict[str, Any]]:
    return [e.data["decision"] for e in result.trace if e.event_type == "model_decision"]


# --- natural runs ---------------------------------------------------------------------------

PLANS = (  # goal, seed, temperature, human, model calls
    ("What was Northwind's revenue in 2024?", 0, 0.2, True, 2),
    ("How many suppliers did Northwind audit in 2024?", 1, 1.0, True, 2),
    ("Who is the chief executive of Northwind Components?", 2, 0.7, False, 1),
)


@dataclass
class NaturalRun:
    result: RunResult
    budgets: Budgets
    replies: list[Reply]
    had_human: bool


@pytest.fixture(scope="module")
def natural_runs(llama: Any, kb_reports: KnowledgeBase) -> list[NaturalRun]:
    """Three short, unscripted research runs (different goals, seeds, temperatures)."""
    runs = []
    for goal, seed, temperature, with_human, steps in PLANS:
        model = Recording(LlamaCppModel(llama=llama, seed=seed, temperature=temperature))
        limits = budgets(steps=steps)
        human = ScriptedHuman([ANSWER] * 8) if with_human else None
        result = research_runtime(kb_reports, model, budgets=limits, human=human).run(goal)
        runs.append(NaturalRun(result, limits, model.replies, with_human))
    return runs


def test_a_short_research_run_ends_validly_and_bills_exactly_what_was_reserved(
    natural_runs: list[NaturalRun],
) -> None:
    run = natural_runs[0]
    state = run.result.state
    assert state.status in STATUSES - {"running"}
    assert state.step >= 1
    requested = [e.data for e in run.result.trace if e.event_type == "model_requested"]
    assert [r["prompt_tokens"] for r in requested] == [r.input_tokens for r in run.replies]
    assert all(r.input_tokens > 300 for r in run.replies)  # instructions + tools + goal
    assert state.input_tokens == sum(r.input_tokens for r in run.replies)
    assert state.output_tokens == sum(r.output_tokens for r in run.replies)
    assert run.budgets.max_tokens is not None
    assert state.total_tokens <= run.budgets.max_tokens


def test_natural_runs_are_contained(natural_runs: list[NaturalRun]) -> None:
    problems = {
        i: containment_problems(run.result, run.budgets, run.replies, run.had_human)
        for i, run in enumerate(natural_runs)
    }
    assert problems == {i: [] for i in range(len(natural_runs))}
    assert natural_runs[2].result.status in {"waiting_for_user", "stopped", "failed"}


def test_natural_decisions_stay_within_the_grammar(natural_runs: list[NaturalRun]) -> None:
    for run in natural_runs:
        assert narrowing_problems(run.result) == []
        for reply in run.replies:
            if reply.error is None:
                continue
            # A reply the grammar admitted fails to decode only when cut off at its cap, or
            # for the raw-control-character bug (see the xfail test below).
            assert reply.finish_reason == "length" or _raw_control(reply.text), reply


def _raw_control(text: str | None) -> bool:
    return text is not None and any(ord(c) < 0x20 for c in text)


# --- forced runs: the grammar lets through what is valid now, and nothing else --------------


def test_the_grammar_admits_each_valid_decision(llama: Any, kb_reports: KnowledgeBase) -> None:
    found = {hit.doc_id for hit in kb_reports.search("Tilburg plant", limit=5)}
    assert "press-release-tilburg" in found
    search = {"name": "search_kb", "arguments": {"query": "Tilburg plant", "limit": None}}
    read = {
        "name": "read_document",
        "arguments": {"doc_id": "press-release-tilburg", "chunk": None},
    }
    answer = "It opened in May 2024 [press-release-tilburg]."
    script = [
        texts({"kind": "tool", "call": search, "rationale": "find it"}),
        texts({"kind": "tool", "call": read, "rationale": "read it"}),
        texts({"kind": "final", "answer": answer, "citations": ["press-release-tilburg"]}),
    ]
    result, forcing, model = forced_run(llama, kb_reports, script)
    assert result.status == "completed", (result.reason, forcing.tried)
    assert (result.answer, result.citations) == (answer, ["press-release-tilburg"])
    assert [d["kind"] for d in decisions(result)] == ["tool", "tool", "final"]
    assert containment_problems(result, budgets(3, 64), model.replies, True) == []


def test_the_grammar_refuses_what_is_not_valid_now(llama: Any, kb_reports: KnowledgeBase) -> None:
    def tool(name: str, **arguments: Any) -> list[str]:
        return texts(
            {"kind": "tool", "call": {"name": name, "arguments": arguments}, "rationale": ""}
        )

    forbidden = [
        tool("read_document", doc_id="annual-2023", chunk=None),  # nothing searched yet
        tool("delete_files", path="/"),  # not a registered tool
        tool("search_kb", query="Tilburg plant", limit=None),  # valid: shows the push works
        tool("read_document", doc_id="secret-memo", chunk=None),  # never found
        texts({"kind": "final", "answer": "May 2024 [annual-2023].", "citations": ["annual-2023"]}),
    ]
    result, forcing, model = forced_run(llama, kb_reports, forbidden)
    made = decisions(result)
    searched = {"name": "search_kb", "arguments": {"query": "Tilburg plant"}}
    assert {"kind": "tool", "call": searched, "rationale": ""} in made, forcing.tried
    for index in (0, 1, 3, 4):
        for candidate in forbidden[index]:
            assert all(out.strip() != candidate for out in forcing.tried[index]), candidate
    assert narrowing_problems(result) == []
    for decision in made:
        if decision["kind"] == "tool":
            assert decision["call"]["name"] in TOOLS
            assert decision["call"]["arguments"].get("doc_id") not in {"secret-memo"}
    assert result.status in STATUSES
    assert containment_problems(result, budgets(5, 64), model.replies, True) == []


def test_the_grammar_admits_decisions_in_the_key_order_the_prompt_teaches(
    llama: Any, kb_reports: KnowledgeBase
) -> None:
    search = {"name": "search_kb", "arguments": {"query": "Tilburg plant", "limit": None}}
    script = [texts({"kind": "tool", "call": search, "rationale": "find it"}, orders=["prompt"])]
    result, forcing, _ = forced_run(llama, kb_reports, script)
    made = decisions(result)
    assert made, forcing.tried
    assert made[0]["kind"] == "tool", forcing.tried


def test_every_reply_the_grammar_admits_decodes(llama: Any, kb_reports: KnowledgeBase) -> None:
    question = texts({"kind": "clarify", "question": "Which plant?\nAnd which year?"})
    script = [[t.replace("\\n", "\n") for t in question]]
    _, forcing, model = forced_run(llama, kb_reports, script)
    assert model.replies[0].finish_reason == "stop", forcing.tried
    assert model.replies[0].error is None, (model.replies[0].error, forcing.tried)


# --- the context window, and the model string ----------------------------------------------


def test_a_prompt_too_big_for_the_context_window_fails_the_run_with_a_reason(
    kb_reports: KnowledgeBase,
) -> None:
    from keel.models.scripted import ScriptedDecisionMaker

    paused = research_runtime(kb_reports, ScriptedDecisionMaker([clarify("Which plant?")])).run(
        "When did the plant open?"
    )
    assert paused.status == "waiting_for_user"
    small = llama_cpp.Llama(
        model_path=str(find_model("smollm2")), n_ctx=512, n_threads=1, verbose=False
    )
    model = LlamaCppModel(llama=small)
    big_answer = "The Tilburg plant, in the Netherlands. " * 120  # ~1,000 tokens
    result = research_runtime(kb_reports, model, budgets=budgets()).resume(
        paused.state, answer=big_answer
    )
    assert result.status == "failed"
    assert result.state.termination_kind == "provider_error"
    assert "context window is 512" in (result.reason or "")
    assert "raise n_ctx" in (result.reason or "")
    failed = [e.data for e in result.trace if e.event_type == "model_failed"]
    assert [f["error"] for f in failed] == ["context_window"]
    assert result.state.input_tokens == 0  # nothing was evaluated, nothing billed


def test_resolve_model_builds_a_working_in_process_model() -> None:
    model = resolve_model("llamacpp:smollm2?temperature=0&seed=7")
    assert isinstance(model, LlamaCppModel)
    assert (model.temperature, model.seed, model.n_ctx) == (0.0, 7, 8192)
    recorder = Recording(model)
    runtime = Runtime(
        recorder,
        [],
        instructions="",
        budgets=Budgets(max_steps=1, max_tokens=2_000, max_output_tokens=32),
    )
    result = runtime.run("Revenue?")
    assert result.status in {"waiting_for_user", "stopped", "failed"}
    assert len(recorder.replies) == 1
    reply = recorder.replies[0]
    reserved = next(e.data for e in result.trace if e.event_type == "model_requested")
    assert reserved["prompt_tokens"] == reply.input_tokens > 0
    assert reply.output_tokens <= 32
    kinds = [e.event_type for e in result.trace]
    assert "model_decision" in kinds or reply.finish_reason == "length", kinds


def test_a_missing_model_file_is_a_one_line_user_error() -> None:
    with pytest.raises(UserError, match=r"no GGUF model file at /nonexistent\.gguf") as caught:
        resolve_model("llamacpp:/nonexistent.gguf")
    assert "\n" not in str(caught.value)
