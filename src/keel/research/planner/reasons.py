"""Why answers: the sentence that gives the reason for the event a why question asks about.

A sentence gives a reason with a connective ("because", "due to", "to cut ...": see
`scoring.has_reason`). The event's own sentence may give it, or one of the two after it; a
line that announces the reasons ("Reason for the consolidation", "Why the harvest was
smaller") makes the sentences under it the reasons; in minutes the reply answers the
question a shareholder asked. Not a reason: a sentence that explains something else ("costs
led to a loss" for "why did it impair the fleet"), a change the other way, an aim or a plan
for what already happened, or, when the question names a place besides its subject, a
sentence about the subject at large.
"""

from __future__ import annotations

import re

from keel.research.planner.documents import Reading
from keel.research.planner.forecasts import forward_looking
from keel.research.planner.goal import Goal
from keel.research.planner.passages import Passage
from keel.research.planner.relazy import lazy
from keel.research.planner.scoring import AFTER, has_reason, reason_at
from keel.research.planner.text import concepts, words

_CONSEQUENCE = lazy(
    r"^\W*(?:as a (?:result|consequence)|consequently|therefore|thus|hence)\b", re.I
)
"""A sentence that starts by giving a consequence of the one before, not its reason."""
_RATIONALE = lazy(r"\b(?:rationale|reasons?|why|motivation|background)\b", re.I)
"""A heading over the reasons for what a document reports."""


def reasoned(
    ranked: list[tuple[float, int, int, str, str]],
    readings: list[Reading],
    *,
    past: bool,
    question: str,
) -> list[tuple[str, str]] | None:
    """For a why question: the best sentence that gives a reason itself (among those close
    to the best), else the best event followed by the sentence that explains it. ``past``:
    the question asks why something happened, which an aim or a plan does not explain.
    Sentences that explain something else ("Growth came from the repair subscription" for
    "why did it launch the subscription") do not set the bar the others are measured by."""
    usable = [
        entry
        for entry in ranked[:_CANDIDATES]
        if not _opposite(question, entry[4])
        and not (has_reason(entry[4]) and _explains_another(question, entry[4]))
    ]
    if not usable:
        return None
    best = usable[0][0]
    close = [entry for entry in usable[:5] if entry[0] <= best + 0.5]
    for _, rank, index, doc, text in close:
        section = _why_section(readings[rank], index, question)  # "## Why satisfaction rose":
        if section is not None:  # its sentences answer, from the first
            return [(doc, section)]
        another = _explains_another(question, text)  # "costs of the centre led to a loss"
        if not another and (_gives_reason(text, past=past) or _explained(question, text)):
            return [(doc, text)]
        following = _reason_after(readings[rank], index, past=past, question=question)
        if following is not None:  # "X replaced its roasters." "We made the change to cut ..."
            return [(doc, text), (doc, following)]
    for _, rank, index, doc, text in usable:  # an event the document follows with a section
        section = _labelled_section(readings[rank], index, question)  # "WHY THE VOLUME WAS
        if section is not None:  # LOWER"
            return [(doc, text), (doc, section)]
    _, rank, _, doc, _ = ranked[0]
    for passage in readings[rank].passages:  # a section the document heads "Rationale"
        if _RATIONALE.search(passage.heading) and has_reason(passage.text):
            return [(doc, passage.text)]
    return None


_EFFECT_FIRST = lazy(
    r"\b(?:because|due to|owing to|as a result of|result(?:ed|ing)? from|reflect(?:s|ed|ing)?"
    r"|(?:caused|driven|hit|triggered|prompted)\s+(?:\w+\s+){0,2}?by|follow(?:s|ed|ing)(?!\s+by)|"
    + AFTER
    + r"|given|thanks to|attributable to|on account of|came from|comes from|stemmed from"
    r"|stems from)\b",
    re.IGNORECASE,
)
"""Connectives with the effect before them and the cause after ("a loss after an impairment")."""
_CAUSE_FIRST = lazy(
    r"\b(?:led to|leads? to|result(?:ed|s)? in|gave rise to|contributed to)\b", re.IGNORECASE
)
"""Connectives with the cause before them and the effect after ("costs led to a loss")."""


def _explains_another(question: str, text: str) -> bool:
    """Whether every cause-and-effect the sentence states has the question's event among
    its causes rather than its effects: "The company recorded a net loss after a $41.0m
    impairment of the fleet" explains the loss, not "why did it impair its fleet"."""
    asked = concepts(question) - _QUESTION_WORDS
    passive = _PASSIVE_WHY.match(question)
    event = concepts(passive.group(1)) if passive else frozenset()
    sides = [(m.start(), m.end(), False) for m in _EFFECT_FIRST.finditer(text)]
    sides += [(m.start(), m.end(), True) for m in _CAUSE_FIRST.finditer(text)]
    if not sides or not asked:
        return False
    for start, end, cause_first in sides:
        if not text[:start].strip():  # "Because customers buy ..., we hedge": cause first
            comma = text.find(",", end)
            if comma < 0:
                return False
            start, end, cause_first = comma, comma, True
        before, after = concepts(text[:start]) & asked, concepts(text[end:]) & asked
        cause, effect = (before, after) if cause_first else (after, before)
        if event and event & (cause | effect):  # "why was the profit restated": the
            if event & effect:  # restatement must be what is explained
                return False
        elif len(effect) >= len(cause):
            return False
    return True


_PASSIVE_WHY = lazy(
    r"^\s*why\s+(?:was|were|is|are|has\s+been|have\s+been|had\s+been)\b.*?\b(\w+(?:ed|en))\W*$",
    re.IGNORECASE,
)
"""A why question in the passive ("why was the 2024 net profit restated?"): its last word
names the event to explain."""
_QUESTION_WORDS = concepts("why did does do was were is are has have had what caused explains")


_DOWN = lazy(
    r"\b(?:declin\w*|decreas\w*|fall|fell|fallen|drop\w*|lower|smaller|less|fewer|shr[ai]nk\w*"
    r"|los[st]\w*|weak\w*)\b",
    re.IGNORECASE,
)
_UP = lazy(
    r"\b(?:grow\w*|grew|rise|rose|risen|increas\w*|higher|gain\w*|strong\w*|improv\w*)\b",
    re.IGNORECASE,
)


def _opposite(question: str, text: str) -> bool:
    """Whether a sentence tells of a change the other way than the question asks about
    ("why did sales decline" is not answered by "revenue grew, driven by ...")."""
    asked_down, asked_up = bool(_DOWN.search(question)), bool(_UP.search(question))
    if asked_down == asked_up:
        return False
    said_down, said_up = bool(_DOWN.search(text)), bool(_UP.search(text))
    return (said_up and not said_down) if asked_down else (said_down and not said_up)


def places_named(goal: Goal, passage: Passage, reading: Reading) -> int:
    """How many names of the question, other than whom the document is about, the sentence
    names: "Chihuahua" in "why did Ghost Ridge start buying peppers from growers in
    Chihuahua?" pins the event down as a word of the question would."""
    said = {w.lower() for w in words(passage.text)}
    subject = reading.names | reading.opening
    return sum(1 for name in goal.entities if set(name) <= said and not set(name) <= subject)


_PARAGRAPH = 3
"""How many sentences before a reason may name the place it is about."""


def names_places(goal: Goal, passage: Passage, reading: Reading, index: int) -> bool:
    """Whether the sentence (with its heading, or one of the three sentences before it under
    that heading) names one of the names a why question gives besides its first (whom it is
    about) that the document is not about: "why did Harbour Vets choose Kowloon East" is not
    answered by a sentence about the group's clinics across Kowloon."""
    subject = reading.names | reading.opening
    others = [name for name in goal.entities[1:] if not set(name) <= subject]
    heading = passage.heading  # "Russia was a key market ... We stopped all sales there"
    earlier = " ".join(
        p.text for p in reading.passages[max(0, index - _PARAGRAPH) : index] if p.heading == heading
    )
    said = {w.lower() for w in words(f"{passage.text} {passage.heading} {earlier}")}
    return not others or any(set(name) <= said for name in others)


def event_before(reading: Reading, index: int) -> frozenset[str]:
    """The concepts of the sentence before, in the same paragraph (heading): what a
    sentence that goes on about it need not repeat."""
    if index == 0 or reading.passages[index - 1].heading != reading.passages[index].heading:
        return frozenset()
    return concepts(reading.passages[index - 1].text)


_COLON = lazy(r"^(?P<event>[^:;]{12,}?):\s+(?P<cause>[^\W\d_][^:;]{30,})$")
_FINITE = lazy(r"\b(?:is|are|was|were|has|have|had|\w{3,}ed)\b", re.IGNORECASE)


def _explained(question: str, text: str) -> bool:
    """Whether a sentence states the question's event and, after a colon, what caused it:
    "The harvest is smaller than last year's: a hailstorm on 14 July damaged about 140
    hectares". The part before the colon must be a statement (a verb, not a label such as
    "Highlights"), name what the question asks about and not the opposite change; the part
    after it must be a clause of its own (six words or more, not a list of figures) that
    says what happened, not what is planned."""
    match = _COLON.match(text)
    if match is None:
        return False
    event, cause = match.group("event"), match.group("cause")
    asked = concepts(question) - _QUESTION_WORDS
    stated = _FINITE.search(event) or _DOWN.search(event) or _UP.search(event)  # "fell"
    if not stated or not concepts(event) & asked or _opposite(question, event):
        return False
    if (_DOWN.search(event) and _UP.search(event)) or _NOT_A_CAUSE.search(cause):
        return False  # "fell ... and recovered: a hailstorm"; "see note 12", "we remain ..."
    figures = sum(1 for word in cause.split() if any(ch.isdigit() for ch in word))
    return (
        len(words(cause)) >= _CLAUSE_WORDS
        and figures * 3 < len(words(cause))
        and not (forward_looking(cause))
    )


_CLAUSE_WORDS = 6
_NOT_A_CAUSE = lazy(
    r"^\W*(?:we|our|i|you|see|note|refer|please|for|this|these|it|they|he|she)\b"
    r"|\b(?:note|page|section|chapter)\s+\d|\b(?:is|are)\s+defined\b"
    r"|\b(?:reached|totall?ed|amounted|came\s+to|stood\s+at)\b",
    re.IGNORECASE,
)
"""What follows a colon without being a cause: a comment ("we remain confident"), a pointer
("see the chairman's letter", "note 12 describes"), a definition, the figure itself
("volumes reached 1,200 tonnes")."""


def _gives_reason(text: str, *, past: bool) -> bool:
    """Whether a sentence gives a reason, and (``past``: for what happened) not an aim or a
    plan; a plan after the reason does not matter ("approved the factory to cut transport
    costs, with opening planned for 2026")."""
    at = reason_at(text)
    return at is not None and not (past and forward_looking(text[:at]))


def _reason_after(
    reading: Reading, index: int, *, past: bool = False, question: str = ""
) -> str | None:
    """The sentence after an event that explains it: the first of the next two, in the same
    paragraph (heading), that gives a reason and does not start with a consequence; or,
    under a line that announces the reasons ("Reason for the consolidation"), the first of
    the next few that gives one; or, after a question the minutes report ("A shareholder
    asked why ..."), the reply ("The CEO explained that ...")."""
    heading = reading.passages[index].heading
    following = reading.passages[index + 1 : index + 1 + _ANNOUNCED_WITHIN]
    if _WHY_LABEL.match(reading.passages[index].text):  # "Why the harvest was smaller": the
        body = [p.text for p in following[:_NEXT_TWO] if p.heading == heading]  # section under
        return " ".join(body) if body else None  # it gives the reasons, connective or not
    if _ASKED_WHY.search(reading.passages[index].text):  # "A shareholder asked why ..."
        for passage in following[:_NEXT_TWO]:  # "The CEO explained that ..."
            if passage.heading == heading and _REPLIED.search(passage.text):
                return passage.text
    for step, passage in enumerate(following, start=1):
        if passage.heading != heading:
            break
        if _REASONS_LABEL.match(passage.text) or _WHY_LABEL.match(passage.text):
            section = _labelled_section(reading, index, question)  # "REASON": the lines under
            if section is not None:  # it say why; a label for something else is passed by
                return section
            continue
        within = step <= _NEXT_TWO
        if (
            within
            and _gives_reason(passage.text, past=past)
            and not _CONSEQUENCE.search(passage.text)
        ):
            return passage.text
    return None


_SECTION = 4
"""How many sentences of a section headed by a why are quoted after the event it explains."""
_QUOTE_CHARS = 600


def _why_section(reading: Reading, index: int, question: str) -> str | None:
    """For a sentence under a heading that asks why ("## Why we are adding wooden barrels")
    and is about what the question asks: the first sentences of that section, which answer
    it, connective or not."""
    heading = reading.passages[index].heading
    if not heading or not _WHY_LABEL.match(heading) or not _fits(heading, question):
        return None
    body = [p.text for p in reading.passages if p.heading == heading][:_SECTION]
    return _within(body)


def _labelled_section(reading: Reading, index: int, question: str) -> str | None:
    """The first sentences of a section that a line of its own announces as the reasons
    ("REASON", "WHY THE VOLUME WAS LOWER"), when that line comes within three sentences after
    the event at ``index`` under the same heading and is about what the question asks: they
    say why, connective or not."""
    heading = reading.passages[index].heading
    for step, passage in enumerate(reading.passages[index + 1 : index + 1 + _ANNOUNCED_WITHIN]):
        if passage.heading != heading:
            return None
        label = _REASONS_LABEL.match(passage.text) or _WHY_LABEL.match(passage.text)
        about = f"{question} {reading.passages[index].text}"  # the question, or the event
        if label and (not question or _fits(passage.text, about)):
            start = index + 2 + step
            body = [p.text for p in reading.passages[start : start + _NEXT_TWO]]
            return _within([t for t in body if not _LABEL_LINE.match(t)][:_NEXT_TWO])
    return None


_LABEL_LINE = lazy(r"^[^a-z.!?,;:]{1,40}$")
"""A short line in capitals of its own: the next section's label ("IMPACT ON PRODUCTION")."""
_LABEL_WORDS = concepts("why reason reasons rationale motivation behind for the was were is")


def _fits(label: str, question: str) -> bool:
    """Whether a label or heading that announces reasons is about what the question asks:
    it names nothing but the reasons ("REASON"), or shares a word with the question ("Why
    satisfaction rose"), or says the same direction ("WHY THE VOLUME WAS LOWER" for "why was
    the harvest smaller"), and never the opposite one ("WHY PRICES ROSE" for a fall)."""
    own = concepts(label) - _LABEL_WORDS
    if _opposite(question, label):
        return False
    if not own or own & concepts(question):
        return True
    down, up = bool(_DOWN.search(question)), bool(_UP.search(question))
    return (down and bool(_DOWN.search(label))) or (up and bool(_UP.search(label)))


def _within(body: list[str]) -> str | None:
    """The first sentences of a section, as many as fit in a quote of ``_QUOTE_CHARS``."""
    kept: list[str] = []
    for text in body:
        if kept and len(" ".join([*kept, text])) > _QUOTE_CHARS:
            break
        kept.append(text)
    return " ".join(kept) or None


_CANDIDATES = 8
"""How many of the best sentences a why question's reason is looked for in."""
_NEXT_TWO = 2
_ASKED_WHY = lazy(r"\basked\s+(?:why|whether|if)\b", re.IGNORECASE)
_REPLIED = lazy(
    r"\b(?:explained|replied|answered|responded|said|stated)\s+(?:that\s+)?", re.IGNORECASE
)
"""A reply to a question the minutes report: the reason the question asked for."""
_ANNOUNCED_WITHIN = 4
_REASONS_LABEL = lazy(
    r"^\W*(?:the\s+)?(?:reasons?|rationale|motivation)\b[^.!?;:]{0,60}:?\s*$",
    re.IGNORECASE,
)
"""A line of its own that announces the reasons: "Reason for the consolidation"."""
_WHY_LABEL = lazy(r"^\W*(?:why|reasons?\s+(?:for|why|behind))\b[^.!?;:]{0,80}$", re.IGNORECASE)
"""A heading of its own that asks why: "Why the harvest was smaller", "Reasons for the
closure"; the sentences under it answer it."""
