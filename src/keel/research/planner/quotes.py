"""Answers in the documents' own words, for questions that want a sentence, not a figure.

The best sentences are ranked by how much of the question they name (`score_passage`);
only prose is quoted, a question that names a period is answered only by a sentence (or a
document) that names it, one that names someone only by a sentence or document about them,
and one that names a code ("GV-204", "route 42") only by a sentence that names it too.
Calibration comes first: a why question is answered only by a sentence that gives a reason
(the event's own; one of the two after it; one a few sentences on under a line that
announces the reasons; the reply to a question the minutes report), never by an aim or a
plan for what already happened, and one that names a place besides its subject only by a
sentence about that place; a question about a period that found no
figure only by a sentence that names everything it asks about and is not a forecast (unless
the question asks for one). Otherwise the answer is an honest "not stated".
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from keel.research.planner import answer as say
from keel.research.planner.documents import Reading, first_line
from keel.research.planner.glossary import FOREIGN_MONTHS
from keel.research.planner.goal import Goal
from keel.research.planner.months import asked_month
from keel.research.planner.parties import names_all
from keel.research.planner.passages import Passage
from keel.research.planner.periods import years
from keel.research.planner.scoring import forward_looking, has_reason, reason_at, score_passage
from keel.research.planner.text import concept, concepts, words

_CODE = re.compile(r"\b(?=[\w-]*\d)(?=[\w-]*[^\W\d_])[^\W_][\w-]*\b")
"""A name with a digit in it: "GV-204", "A320", "X4"."""
_PERIOD_CODE = re.compile(r"^(?:q[1-4]|h[12]|[1-9]m|fy[\d/-]*|\d{2,4}(?:s|/\d{2,4})?)$", re.I)
_CONSEQUENCE = re.compile(
    r"^\W*(?:as a (?:result|consequence)|consequently|therefore|thus|hence)\b", re.I
)
"""A sentence that starts by giving a consequence of the one before, not its reason."""
_RATIONALE = re.compile(r"\b(?:rationale|reasons?|why|motivation|background)\b", re.I)
"""A heading over the reasons for what a document reports."""
_PAST = re.compile(r"^\W*why\s+(?:did|was|were|had)\b", re.I)
_NO_REASON = "No sentence I read gives the reason."
_NO_WAY = "No sentence I read says how."
_WAY = re.compile(r"^\s*how\s+(?:does|do|did|is|are|was|were|will|can|could)\b", re.IGNORECASE)
_CHANGE_WORDS = re.compile(
    r"\b(?:chang|increas|decreas|ris|fall|grow|develop|perform|mov)\w*", re.I
)
_METHOD = re.compile(
    r"\b(?:by\s+(?:\w+ing|means|way)|using|uses?|used|through|via|(?<!compared )(?<!line )with"
    r"|from|funded|financed|paid|process|method|technique|procedure|mit|durch|avec|par|con"
    r"|mediante|met|door|med|gjennom|genom)\b",
    re.IGNORECASE,
)
"""Words that say by what means ("by feeding", "using", "funded from", "through"): a how
question that asks for a way is answered only by a sentence with one."""


def _asks_way(goal: Goal) -> bool:
    """A how question that asks for a way or a means, not for how something changed."""
    return bool(_WAY.match(goal.text)) and not _CHANGE_WORDS.search(goal.text)


def quote(
    goal: Goal, readings: list[Reading], read: list[str], *, strict: bool = False
) -> tuple[str, tuple[str, ...]]:
    """Answer a question that wants words with the sentences that best answer it.

    ``strict``: the question names a period and no figure answered it, so a sentence must
    name every concept of the question and not be a forecast the question did not ask for.
    """
    asked = _Asked.of(goal, strict=strict)
    ranked = []
    for rank, reading in enumerate(readings):
        for index, passage in enumerate(reading.passages):
            if _labelled_number(passage) or (goal.asks_why and passage.structured):
                continue  # a labelled figure ("SAIDI, previous winter: 127.5") is no prose,
            if not asked.fits(goal, passage, reading):  # and a row or a key gives no reason
                continue
            if goal.asks_why and not _names_places(goal, passage, reading, index):
                continue  # "why choose Kowloon East": not a sentence about the group at large
            topic, named = reading.topic, 0
            if goal.asks_why:  # "... the closure of the factory. The board proposed to close
                topic |= _before(reading, index)  # Lübzin because ...": the event named before
                named = _places_named(goal, passage, reading)
            value = score_passage(goal, passage, topic, named=named)
            if value is not None:
                ranked.append((-value, rank, index, reading.source.doc_id, passage.text))
    if not ranked:
        return say.not_stated(goal, read), tuple(read)
    ranked.sort()
    if _asks_way(goal):  # "how does Acme produce X": a sentence that says by what means
        ranked = [entry for entry in ranked if _METHOD.search(entry[4])]
        if not ranked:
            return say.not_stated(goal, read, _NO_WAY), tuple(read)
    if goal.asks_why:
        past = _PAST.match(goal.text) is not None
        reasoned = _reasoned(ranked, readings, past=past, question=goal.text)
        if reasoned is None:
            return say.not_stated(goal, read, _NO_REASON), tuple(read)
        chosen = reasoned
    else:
        best, rank, index, doc, text = ranked[0]
        chosen = [(doc, text) for score, _, _, doc, text in ranked[:2] if score <= best + 0.3]
        following = _detail_after(goal, readings[rank], index)
        if following is not None:  # "The inspector attached strict conditions." says which?
            chosen = [(doc, text), (doc, following)]
    return say.quotes(chosen), tuple(dict.fromkeys(doc for doc, _ in chosen))


@dataclass(frozen=True, slots=True)
class _Asked:
    """What a quoted sentence must name: the question's years, codes and month, and (when
    ``strict``) every concept and no forecast the question did not ask for."""

    years: frozenset[str]
    codes: frozenset[str]
    months: frozenset[str]
    strict: bool
    forecast_ok: bool

    @classmethod
    def of(cls, goal: Goal, *, strict: bool) -> _Asked:
        month = (asked_month(goal.text) or "").lower()
        wanted = () if goal.asks_reason else (period.partition(" ")[0] for period in goal.years)
        return cls(
            years=frozenset(wanted),
            codes=frozenset(_codes(goal.text)),
            months=frozenset({month, *FOREIGN_MONTHS.get(month, "").split()} if month else ()),
            strict=strict,
            forecast_ok=forward_looking(goal.text),
        )

    def fits(self, goal: Goal, passage: Passage, reading: Reading) -> bool:
        """Whether the sentence may answer: it names what the question names, is not the
        document's title, and (strict) names every concept and is no unasked forecast."""
        where = f"{passage.text} {passage.heading} {reading.source.title} {reading.source.doc_id}"
        if self.years and not self.years & {y.partition(" ")[0] for y, _, _ in years(where)}:
            return False
        about = f"{passage.text} {passage.heading}"  # "## Millbrook Minor Injuries Unit"
        if not _names_entities(goal, about, reading) or passage.text.strip() in _titles(reading):
            return False  # about someone else, or a document's title
        if not self.codes <= _codes(where):
            return False
        if self.months and not self.months & set(words(where.lower())):
            return False  # "in July 2025" is not answered by a sentence about the year
        if not self.strict:
            return True
        if not _names_everything(goal, passage.text, passage.heading):
            return False
        return self.forecast_ok or not forward_looking(passage.text)


def _reasoned(
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
        another = _explains_another(question, text)  # "costs of the centre led to a loss"
        if not another and _gives_reason(text, past=past):
            return [(doc, text)]
        following = _reason_after(readings[rank], index, past=past)
        if following is not None:  # "X replaced its roasters." "We made the change to cut ..."
            return [(doc, text), (doc, following)]
    _, rank, _, doc, _ = ranked[0]
    for passage in readings[rank].passages:  # a section the document heads "Rationale"
        if _RATIONALE.search(passage.heading) and has_reason(passage.text):
            return [(doc, passage.text)]
    return None


_EFFECT_FIRST = re.compile(
    r"\b(?:because|due to|owing to|as a result of|result(?:ed|ing)? from|reflect(?:s|ed|ing)?"
    r"|(?:caused|driven|hit|triggered|prompted)\s+(?:\w+\s+){0,2}?by|follow(?:s|ed|ing)(?!\s+by)|after"
    r"|given|thanks to|attributable to|on account of|came from|comes from|stemmed from"
    r"|stems from)\b",
    re.IGNORECASE,
)
"""Connectives with the effect before them and the cause after ("a loss after an impairment")."""
_CAUSE_FIRST = re.compile(
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


_PASSIVE_WHY = re.compile(
    r"^\s*why\s+(?:was|were|is|are|has\s+been|have\s+been|had\s+been)\b.*?\b(\w+(?:ed|en))\W*$",
    re.IGNORECASE,
)
"""A why question in the passive ("why was the 2024 net profit restated?"): its last word
names the event to explain."""
_QUESTION_WORDS = concepts("why did does do was were is are has have had what caused explains")


_DOWN = re.compile(
    r"\b(?:declin\w*|decreas\w*|fall|fell|fallen|drop\w*|lower|shr[ai]nk\w*|los[st]\w*|weak\w*)\b",
    re.IGNORECASE,
)
_UP = re.compile(
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


def _labelled_number(passage: Passage) -> bool:
    """Whether a passage is a row or a JSON value that gives a figure ("SAIDI, previous
    winter: 127.5"), not words ("Centre équin d'Avenches: referral centre for equine
    surgery")."""
    return passage.structured and bool(_DIGIT.search(passage.text.rpartition(":")[2]))


_DIGIT = re.compile(r"\d")


def _places_named(goal: Goal, passage: Passage, reading: Reading) -> int:
    """How many names of the question, other than whom the document is about, the sentence
    names: "Chihuahua" in "why did Ghost Ridge start buying peppers from growers in
    Chihuahua?" pins the event down as a word of the question would."""
    said = {w.lower() for w in words(passage.text)}
    subject = reading.names | reading.opening
    return sum(1 for name in goal.entities if set(name) <= said and not set(name) <= subject)


_PARAGRAPH = 3
"""How many sentences before a reason may name the place it is about."""


def _names_places(goal: Goal, passage: Passage, reading: Reading, index: int) -> bool:
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


def _before(reading: Reading, index: int) -> frozenset[str]:
    """The concepts of the sentence before, in the same paragraph (heading): what a
    sentence that goes on about it need not repeat."""
    if index == 0 or reading.passages[index - 1].heading != reading.passages[index].heading:
        return frozenset()
    return concepts(reading.passages[index - 1].text)


def _gives_reason(text: str, *, past: bool) -> bool:
    """Whether a sentence gives a reason, and (``past``: for what happened) not an aim or a
    plan; a plan after the reason does not matter ("approved the factory to cut transport
    costs, with opening planned for 2026")."""
    at = reason_at(text)
    return at is not None and not (past and forward_looking(text[:at]))


def _reason_after(reading: Reading, index: int, *, past: bool = False) -> str | None:
    """The sentence after an event that explains it: the first of the next two, in the same
    paragraph (heading), that gives a reason and does not start with a consequence; or,
    under a line that announces the reasons ("Reason for the consolidation"), the first of
    the next few that gives one; or, after a question the minutes report ("A shareholder
    asked why ..."), the reply ("The CEO explained that ...")."""
    heading = reading.passages[index].heading
    announced = False
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
        if _REASONS_LABEL.match(passage.text):
            announced = True
            continue
        within = step <= _NEXT_TWO or announced
        if (
            within
            and _gives_reason(passage.text, past=past)
            and not _CONSEQUENCE.search(passage.text)
        ):
            return passage.text
    return None


_CANDIDATES = 8
"""How many of the best sentences a why question's reason is looked for in."""
_NEXT_TWO = 2
_ASKED_WHY = re.compile(r"\basked\s+(?:why|whether|if)\b", re.IGNORECASE)
_REPLIED = re.compile(
    r"\b(?:explained|replied|answered|responded|said|stated)\s+(?:that\s+)?", re.IGNORECASE
)
"""A reply to a question the minutes report: the reason the question asked for."""
_ANNOUNCED_WITHIN = 4
_REASONS_LABEL = re.compile(
    r"^\W*(?:the\s+)?(?:reasons?|rationale|motivation)\b[^.!?;:]{0,60}:?\s*$",
    re.IGNORECASE,
)
"""A line of its own that announces the reasons: "Reason for the consolidation"."""
_WHY_LABEL = re.compile(
    r"^\W*(?:why|reasons?\s+(?:for|why|behind))\b[^.!?;:]{0,80}$", re.IGNORECASE
)
"""A heading of its own that asks why: "Why the harvest was smaller", "Reasons for the
closure"; the sentences under it answer it."""


def _detail_after(goal: Goal, reading: Reading, index: int) -> str | None:
    """The next sentence of the paragraph, when the best one only restates the question
    ("What conditions were attached?" "The inspector attached strict conditions.")."""
    passage = reading.passages[index]
    named = set(goal.concepts) | {concept(w) for entity in goal.entities for w in entity}
    if len(concepts(passage.text) - named) > _RESTATES:
        return None
    following = reading.passages[index + 1 : index + 2]
    if following and following[0].heading == passage.heading:
        return following[0].text
    return None


_RESTATES = 1
"""At most this many concepts beyond the question's: the sentence adds nothing to it."""


def _titles(reading: Reading) -> set[str]:
    """The lines that name a document rather than say something: its title, first line."""
    return {reading.source.title.strip(), first_line(reading.source.text).strip()}


def _codes(text: str) -> set[str]:
    """The names with digits in ``text`` that are not periods, lower-cased."""
    found = {m.group(0).lower() for m in _CODE.finditer(text)}
    return {code for code in found if not _PERIOD_CODE.match(code)}


def _names_everything(goal: Goal, text: str, heading: str) -> bool:
    """Whether a sentence (with its heading) names every concept the question asks about."""
    return set(goal.concepts) <= concepts(text) | concepts(heading)


def _names_entities(goal: Goal, text: str, reading: Reading) -> bool:
    """Whether a sentence is about a name in the question (itself, or its document)."""
    said = {w.lower().removesuffix("'s").removesuffix("\u2019s") for w in words(text)}
    named = said | reading.names | reading.opening
    return not goal.entities or any(names_all(e, named) for e in goal.entities)
