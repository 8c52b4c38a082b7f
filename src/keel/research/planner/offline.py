"""The offline planner: a deterministic decision maker with no LLM (``--model planner``).

It drives the same runtime through the same decisions a model would make, one per call:

1. search the knowledge base with the question's terms (retrying once with other terms;
   asking the person to rephrase when nothing is found);
2. read the hits, best first, the chunk each one names, up to ``max_reads``;
3. find the figures that answer the question (metric, period, unit) and, when a side
   is missing, search for it specifically;
   before answering, search once for a notice that corrects or restates the figure
   (reading only hits that read as a correction);
4. ask when the documents leave a real ambiguity (two documents disagree; a change
   with several possible baselines);
5. ``calculate`` any change, difference, ratio or sum;
6. answer in plain words, citing every document used as ``[doc_id]`` — or say plainly
   that the documents read do not state it.

It keeps nothing between calls: every decision is derived from the goal and the
observations in the request, so a run resumed in a new process continues correctly.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

from keel.context import ModelRequest
from keel.decisions import ClarifyDecision, FinalDecision, ModelTurn, ToolCall, ToolDecision
from keel.research.planner.analysis import analyse
from keel.research.planner.answer import what
from keel.research.planner.evidence import CORRECTION_QUERY, Evidence, gather
from keel.research.planner.glossary import FOREIGN, FOREIGN_WORDS
from keel.research.planner.goal import Goal, parse_goal
from keel.research.planner.outcomes import Answer, Calculate, Missing
from keel.research.planner.periods import PART_WORD, years
from keel.research.planner.sides import BASELINE, Ask, Side
from keel.research.planner.text import LEXICON, WORD, concept, foreign_term

Decision = ToolDecision | ClarifyDecision | FinalDecision
NOTHING_FOUND = "The knowledge base has nothing on"
"""How the question asked when no search finds anything begins."""
TOO_LONG = "Your question has"
"""How the planner begins asking for a shorter question."""
MAX_QUESTION_WORDS = 120
"""The longest question the planner reads (its reading grows faster than the question: a
question of 2,000 words took over a minute, and a decision cannot be interrupted)."""
MAX_QUESTION_CHARS = 1_000
"""The longest question in characters: some of the planner's patterns take time that grows
with the square of a long word (40,000 characters of an id or a pasted blob took 36 s)."""
FOLLOW_UP_READS = 2
"""Extra reads allowed after each search beyond the first."""
CHECK_STEPS = 4
"""Steps the search for a correction needs left: search, read, calculate, answer."""
LAST_STEPS = 2
"""With this few steps left the planner reads no more: it calculates (if it can) and
answers with what it has, rather than run out of steps mid-search."""


class Planner:
    """Answers questions over a knowledge base without a language model.

    Args:
        max_reads: how many search hits to read (distinct chunks, best first).
        search_limit: how many results to ask ``search_kb`` for.
    """

    def __init__(self, *, max_reads: int = 4, search_limit: int = 5) -> None:
        self.max_reads = max_reads
        self.search_limit = search_limit

    def decide(self, request: ModelRequest) -> ModelTurn:
        """The next decision for this request (no tokens, no cost)."""
        return ModelTurn(decision=self.next_decision(request))

    def count_tokens(self, request: ModelRequest) -> int:
        """No model, no prompt tokens: the token budget is never charged."""
        return 0

    def estimate_cost(self, input_tokens: int, output_tokens: int) -> float:
        """No model, no cost."""
        return 0.0

    def next_decision(self, request: ModelRequest) -> Decision:
        """Derive the next decision from the goal and everything observed so far."""
        evidence = gather(request.observations, request.notes, request.remaining.steps)
        text = effective_text(request.goal, evidence)
        words = len(text.split())
        if words > MAX_QUESTION_WORDS:
            return ClarifyDecision(
                question=f"{TOO_LONG} {words:,} words; the offline planner reads questions of "
                f"at most {MAX_QUESTION_WORDS}. What do you want to know, in fewer words?"
            )
        if len(text) > MAX_QUESTION_CHARS:
            return ClarifyDecision(
                question=f"{TOO_LONG} {len(text):,} characters; the offline planner reads "
                f"questions of at most {MAX_QUESTION_CHARS:,}. What do you want to know, in "
                "fewer words?"
            )
        goal = effective_goal(text, evidence)
        last = evidence.steps_left is not None and evidence.steps_left <= LAST_STEPS
        if last and self._read_enough(goal, evidence):
            return self._fix_rejection(evidence) or self._conclude(goal, evidence, search=False)
        return (
            self._fix_rejection(evidence)
            or self._search(goal, evidence)
            or self._read(evidence)
            or self._check_corrections(goal, evidence)
            or self._conclude(goal, evidence)
        )

    def _read_enough(self, goal: Goal, evidence: Evidence) -> bool:
        """Whether an answer may be given now, before the steps run out: the search for a
        correction was made (if the question needs one) and every document found has been
        read (a notice left unread could replace the figure)."""
        needs_check = not goal.asks_reason and bool(goal.numeric or goal.years)
        if needs_check and not self._searched(evidence, correction_query(goal)):
            return False
        read = {doc_id for doc_id, _ in evidence.readings}
        return all(hit.doc_id in read for hit in evidence.hits)

    def _fix_rejection(self, evidence: Evidence) -> Decision | None:
        """After a rejected final, read again the documents it named (if that is new)."""
        if not evidence.rejected:
            return None
        for doc_id in sorted(evidence.stale):
            arguments = {"doc_id": doc_id, "chunk": None}
            if not evidence.tried("read_document", arguments):
                return _tool("read_document", arguments, f"Read {doc_id} again before citing it.")
        return None  # the answer is rebuilt without what cannot be cited

    def _search(self, goal: Goal, evidence: Evidence) -> Decision | None:
        """Search until something is found; ask the person when nothing is."""
        if evidence.hits:
            return None
        queries = [q for q in initial_queries(goal) if q]
        for query in queries:
            if not self._searched(evidence, query):
                return self._search_call(
                    query, "Search the knowledge base for the question's terms."
                )
        tried = " and ".join(f'"{q}"' for q in queries)
        searched = f"I searched for {tried}" if tried else "the question has no words to search for"
        return ClarifyDecision(
            question=f"{NOTHING_FOUND} {what(goal)} ({searched}). "
            "Can you rephrase the question or name the document?"
        )

    def _read(self, evidence: Evidence) -> Decision | None:
        """Read the next unread hit, best first, within the reading allowance."""
        allowed = self.max_reads + FOLLOW_UP_READS * max(0, len(evidence.queries) - 1)
        if evidence.reads_tried >= allowed:
            return None
        for hit in evidence.hits:
            arguments = {"doc_id": hit.doc_id, "chunk": hit.chunk}
            if (hit.doc_id, hit.chunk) in evidence.readings:
                continue
            if evidence.tried("read_document", arguments):
                continue
            where = f" (chunk {hit.chunk} of {hit.chunks})" if hit.chunks > 1 else ""
            return _tool("read_document", arguments, f"Read {hit.doc_id}{where}: {hit.title}")
        return None

    def _check_corrections(self, goal: Goal, evidence: Evidence) -> Decision | None:
        """Before stating a figure, search once for a correction or restatement of it (a
        notice that was not among the first hits still replaces what they say)."""
        if goal.asks_reason or not (goal.numeric or goal.years) or not evidence.readings:
            return None
        if evidence.steps_left is not None and evidence.steps_left < CHECK_STEPS:
            return None  # too few steps left to search, read and still answer
        query = correction_query(goal)
        if self._searched(evidence, query):
            return None
        return self._search_call(query, "Check whether a correction replaces the figures found.")

    def _conclude(self, goal: Goal, evidence: Evidence, *, search: bool = True) -> Decision:
        """Search for a missing side (``search``: steps are left for it), calculate, ask,
        or answer."""
        outcome = analyse(goal, evidence, last_round=not search)
        if isinstance(outcome, Missing) and search:
            other_languages = _multilingual(evidence)
            for side in outcome.sides:
                own = own_words(side, evidence) if other_languages else ()
                query = follow_up_query(goal, side, other_languages=other_languages, own=own)
                if not self._searched(evidence, query):
                    return self._search_call(query, "Search for the figure still missing.")
            outcome = analyse(goal, evidence, last_round=True)
        if isinstance(outcome, Calculate):
            arguments = {"expression": outcome.expression}
            return _tool("calculate", arguments, "Work out the result from the figures found.")
        if isinstance(outcome, Ask):
            return ClarifyDecision(question=outcome.question)
        if isinstance(outcome, Answer):
            return FinalDecision(answer=outcome.text, citations=list(outcome.citations))
        raise AssertionError(f"unexpected outcome {outcome!r}")  # pragma: no cover

    def _searched(self, evidence: Evidence, query: str) -> bool:
        return query in evidence.queries or evidence.tried("search_kb", self._search_args(query))

    def _search_args(self, query: str) -> dict[str, Any]:
        return {"query": query, "limit": self.search_limit}

    def _search_call(self, query: str, why: str) -> ToolDecision:
        return _tool("search_kb", self._search_args(query), why)


def _tool(name: str, arguments: dict[str, Any], rationale: str) -> ToolDecision:
    return ToolDecision(call=ToolCall(name=name, arguments=arguments), rationale=rationale)


def effective_text(text: str, evidence: Evidence) -> str:
    """The question, with what a person said when asked to shorten or rephrase it."""
    for question, reply in evidence.answers:
        if question.startswith(TOO_LONG):
            text = reply  # the shorter question
        elif question.startswith(NOTHING_FOUND):
            # a reply that asks a question of its own replaces the goal; a hint adds to it
            # (one too long to read is not parsed: added, it makes the goal too long too)
            own = len(reply) <= MAX_QUESTION_CHARS and parse_goal(reply).concepts
            text = reply if own else f"{text} {reply}"
    return text


def effective_goal(text: str, evidence: Evidence) -> Goal:
    """The question as `effective_text` gives it, parsed, with the period a person picked
    when asked for a baseline."""
    picked = tuple(
        year for q, a in evidence.answers if q.startswith(BASELINE) for year, _, _ in years(a)
    )
    goal = parse_goal(text, extra_years=picked)
    if picked and len(goal.years) == 1:
        goal = dataclasses.replace(goal, since=True)  # "compare with 2022": a baseline
    return goal


def initial_queries(goal: Goal) -> list[str]:
    """The first search (all the question's terms) and a broader retry (metric words)."""
    primary = " ".join(goal.search_terms())
    synonyms = [w for c in goal.concepts for w in LEXICON.get(c, ())[:3]]
    broader = " ".join(dict.fromkeys([*goal.metric_words, *synonyms]))
    longest = max(goal.metric_words, key=len, default="")
    for fallback in (broader, longest):
        if fallback and fallback != primary:
            return [primary, fallback]
    return [primary]


def correction_query(goal: Goal) -> str:
    """A search for a notice that corrects or restates the question's figure."""
    names = [" ".join(entity) for entity in goal.entities]
    return " ".join([*names, *goal.metric_words, CORRECTION_QUERY])


def follow_up_query(
    goal: Goal, side: Side, *, other_languages: bool = False, own: Sequence[str] = ()
) -> str:
    """A search aimed at one missing figure: its metric words and its period (and the
    words other languages use for the metric, when ``other_languages``, with ``own``: those
    the documents found so far use for it and its part of the year)."""
    names = [" ".join(e) for e in ([side.entity] if side.entity else goal.entities)]
    words = list(goal.metric_words) if side.need == frozenset(goal.concepts) else sorted(side.need)
    foreign = [w for c in sorted(side.need) for w in FOREIGN.get(c, "").split()]
    period = [side.period] if side.period else []
    added = [*foreign, *own] if other_languages else []
    return " ".join(dict.fromkeys([*names, *words, *period, *added]))


OWN_WORDS = 12
"""At most this many of the documents' own words join a follow-up search."""


def own_words(side: Side, evidence: Evidence) -> tuple[str, ...]:
    """Words of other languages that the documents found so far use for a missing figure's
    metric ("tun", "sladu", "prodala") and, for part of a year, for that part
    ("čtvrtletí"): a report in the same language that the first search missed uses them
    too ("Objem prodeje sladu za čtvrtletí činil 15 800 tun")."""
    seen: set[str] = set()
    for reading in evidence.readings.values():
        seen |= reading.vocabulary
    for hit in evidence.hits:
        seen.update(WORD.findall(f"{hit.title} {hit.snippet}".lower()))
    metric = sorted(w for w in seen if foreign_term(w) and concept(w) in side.need)
    part = (
        sorted(w for w in seen if PART_WORD.match(w)) if side.period and " " in side.period else []
    )
    return tuple([*metric[:OWN_WORDS], *part[:2]])


def _multilingual(evidence: Evidence) -> bool:
    """Whether a document found so far is written in another language (its text, title or
    snippet uses the glossary's words): a missing figure may sit in its own words."""
    if any(r.vocabulary & FOREIGN_WORDS for r in evidence.readings.values()):
        return True
    return any(
        not FOREIGN_WORDS.isdisjoint(WORD.findall(f"{hit.title} {hit.snippet}".lower()))
        for hit in evidence.hits
    )
