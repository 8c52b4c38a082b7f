"""Answers in the documents' own words, for questions that want a sentence, not a figure.

The best sentences are ranked by how much of the question they name (`score_passage`);
only prose is quoted, a question that names a period is answered only by a sentence (or a
document) that names it, and one that names someone only by a sentence or document about
them. A why question whose best sentence states the event quotes the reason after it.
"""

from __future__ import annotations

from keel.research.planner import answer as say
from keel.research.planner.documents import Reading
from keel.research.planner.goal import Goal
from keel.research.planner.guards import names_all
from keel.research.planner.periods import years
from keel.research.planner.scoring import has_reason, score_passage
from keel.research.planner.text import words


def quote(goal: Goal, readings: list[Reading], read: list[str]) -> tuple[str, tuple[str, ...]]:
    """Answer a question that wants words with the sentences that best answer it.

    Only prose is quoted (never a table row standing in for a figure); a question that
    names a period is answered only by a sentence that names it, and one that names
    someone only by a sentence, or a document, about them.
    """
    ranked = []
    wanted = set() if goal.asks_reason else {period.partition(" ")[0] for period in goal.years}
    for rank, reading in enumerate(readings):
        for index, passage in enumerate(reading.passages):
            where = (
                f"{passage.text} {passage.heading} {reading.source.title} {reading.source.doc_id}"
            )
            if wanted and not wanted & {y.partition(" ")[0] for y, _, _ in years(where)}:
                continue
            if not _names_entities(goal, passage.text, reading):
                continue
            value = score_passage(goal, passage, reading.topic)
            if value is not None:
                ranked.append((-value, rank, index, reading.source.doc_id, passage.text))
    if not ranked:
        return say.not_stated(goal, read), tuple(read)
    ranked.sort()
    best = ranked[0][0]
    chosen = [(doc, text) for score, _, _, doc, text in ranked[:2] if score <= best + 0.3]
    if goal.asks_reason and not has_reason(chosen[0][1]):
        _, rank, index, doc, text = ranked[0]
        following = _reason_after(readings[rank], index)
        if following is not None:  # "X closed its hub." then "The lease had expired and ..."
            chosen = [(doc, text), (doc, following)]
    return say.quotes(chosen), tuple(dict.fromkeys(doc for doc, _ in chosen))


def _reason_after(reading: Reading, index: int) -> str | None:
    """The sentence after an event that explains it: the first of the next two that gives
    a reason, else the very next one in the same paragraph (heading)."""
    after = reading.passages[index + 1 : index + 3]
    for passage in after:
        if has_reason(passage.text):
            return passage.text
    if after and after[0].heading == reading.passages[index].heading:
        return after[0].text
    return None


def _names_entities(goal: Goal, text: str, reading: Reading) -> bool:
    """Whether a sentence is about a name in the question (itself, or its document)."""
    named = {w.lower() for w in words(text)} | reading.names | reading.opening
    return not goal.entities or any(names_all(e, named) for e in goal.entities)
