"""Answers in the documents' own words, for questions that want a sentence, not a figure.

The best sentences are ranked by how much of the question they name (`score_passage`);
only prose is quoted, a question that names a period is answered only by a sentence (or a
document) that names it, one that names someone only by a sentence or document about them,
and one that names a code ("GV-204", "route 42") only by a sentence that names it too.
Calibration comes first: a why question is answered only by a sentence that gives the
event's reason (`keel.research.planner.reasons`); a question about a period that found no
figure only by a sentence that names everything it asks about and is not a forecast (unless
the question asks for one). Otherwise the answer is an honest "not stated".
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from keel.research.planner import answer as say
from keel.research.planner.documents import Reading, first_line
from keel.research.planner.forecasts import forward_looking
from keel.research.planner.glossary import FOREIGN_MONTHS
from keel.research.planner.goal import Goal
from keel.research.planner.months import asked_month
from keel.research.planner.parties import names_all
from keel.research.planner.passages import Passage
from keel.research.planner.periods import years
from keel.research.planner.reasons import event_before, names_places, places_named, reasoned
from keel.research.planner.relazy import lazy
from keel.research.planner.scoring import asks_way, score_passage
from keel.research.planner.text import (
    MONTHS,
    QUESTION_VERBS,
    STOPWORDS,
    concept,
    concepts,
    normalize,
    words,
)

_CODE = lazy(r"\b(?=[\w-]*\d)(?=[\w-]*[^\W\d_])[^\W_][\w-]*\b")
"""A name with a digit in it: "GV-204", "A320", "X4"."""
_PERIOD_CODE = lazy(r"^(?:q[1-4]|h[12]|[1-9]m|fy[\d/-]*|\d{2,4}(?:s|/\d{2,4})?)$", re.I)
_PAST = lazy(r"^\W*why\s+(?:did|was|were|had)\b", re.I)
_NO_REASON = "No sentence I read gives the reason."
_NO_WAY = "No sentence I read says how."
_METHOD = lazy(
    r"\b(?:by\s+(?:\w+ing|means|way)|using|uses?|used|through|via|(?<!compared )(?<!line )with"
    r"|from|funded|financed|paid|process|method|technique|procedure|mit|durch|avec|par|con"
    r"|mediante|met|door|med|gjennom|genom)\b",
    re.IGNORECASE,
)
"""Words that say by what means ("by feeding", "using", "funded from", "through"): a how
question that asks for a way is answered only by a sentence with one."""


def quote(
    goal: Goal, readings: list[Reading], read: list[str], *, strict: bool = False
) -> tuple[str, tuple[str, ...]]:
    """Answer a question that wants words with the sentences that best answer it.

    ``strict``: the question names a period and no figure answered it, so a sentence must
    name every concept of the question and not be a forecast the question did not ask for.
    """
    asked = _Asked.of(goal, strict=strict)
    purpose = _PURPOSE.search(goal.text) is not None  # "what is X used for?"
    action = _action(goal)  # "what does Tössthal weave in its new hall": a sentence that weaves
    ranked = []
    for rank, reading in enumerate(readings):
        for index, passage in enumerate(reading.passages):
            if _labelled_number(passage) or ((goal.asks_why or purpose) and passage.structured):
                continue  # a labelled figure ("SAIDI, previous winter: 127.5") is no prose,
            wants_figure = (goal.numeric or goal.years) and not goal.asks_reason
            if (
                wants_figure
                and passage.structured
                and not _DIGIT.search(passage.text.rpartition(":")[2])
            ):
                continue  # a record's label ("enhet: MSEK") answers no "what was" question
            if not asked.fits(goal, passage, reading):  # and a row or a key gives no reason
                continue
            said = concepts(f"{passage.text} {passage.heading}", everyday=True)
            if action and action not in said:
                continue  # "Tössthal opened a new Jacquard hall" says nothing of what it weaves
            if goal.asks_why and not names_places(goal, passage, reading, index):
                continue  # "why choose Kowloon East": not a sentence about the group at large
            topic, named = reading.topic, 0
            if goal.asks_why:  # "... the closure of the factory. The board proposed to close
                topic |= event_before(reading, index)  # Lübzin because ...": the event named before
                named = places_named(goal, passage, reading)
            value = score_passage(goal, passage, topic, named=named)
            if value is not None:
                ranked.append((-value, rank, index, reading.source.doc_id, passage.text))
    if not ranked:
        return say.not_stated(goal, read), tuple(read)
    ranked.sort()
    if purpose:  # "what is kibble used for": a sentence that says a use
        ranked = [entry for entry in ranked if _USE.search(entry[4])]
        if not ranked:
            return say.not_stated(goal, read, _NO_USE), tuple(read)
    if asks_way(goal):  # "how does Acme produce X": a sentence that says by what means
        ranked = [entry for entry in ranked if _METHOD.search(entry[4])]
        if not ranked:
            return say.not_stated(goal, read, _NO_WAY), tuple(read)
    if goal.asks_why:
        past = _PAST.match(goal.text) is not None
        found = reasoned(ranked, readings, past=past, question=goal.text)
        if found is None:
            return say.not_stated(goal, read, _NO_REASON), tuple(read)
        chosen = found
    elif _WHO.match(goal.text):  # "who will lead the hub": a sentence that names a person
        found = _naming_someone(goal, ranked, readings)
        if found is None:
            return say.not_stated(goal, read, _NO_ONE), tuple(read)
        chosen = found
    else:
        best, rank, index, doc, text = ranked[0]
        chosen = [(doc, text) for score, _, _, doc, text in ranked[:2] if score <= best + 0.3]
        following = _detail_after(goal, readings[rank], index)
        if following is not None:  # "The inspector attached strict conditions." says which?
            chosen = [(doc, text), (doc, following)]
    return say.quotes(chosen), tuple(dict.fromkeys(doc for doc, _ in chosen))


_WHAT_DOES = lazy(
    r"^\W*(?i:what\s+(?:does|do|did|will|would))\s+(?:[\w'\u2019&.-]+\s+){1,5}?([a-z]{3,})\b"
    r"(?=\s+(?:in|at|on|for|from|with|to|into|under|during|its|their|his|her|the|a|an)\b|\W*$)",
)
"""A question about what someone does ("what does Weberei Tössthal weave in its hall"):
its verb is what the answer must say."""
_GENERIC_ACTIONS = concepts(
    "do does did have has had make made use used plan planned decide decided agree agreed "
    "approve approved resolve resolved announce announced say said report reported propose "
    "proposed expect expected"
)


def _action(goal: Goal) -> str | None:
    """The concept of the verb a "what does X <verb>" question asks about, unless it is
    a verb that says nothing of its own ("do", "make", "use")."""
    match = _WHAT_DOES.match(goal.text)
    if match is None:
        return None
    word, verb = match.group(1), concept(match.group(1))
    named = any(word in entity for entity in goal.entities)  # "what did Acme Foods report"
    return None if verb in _GENERIC_ACTIONS or named or verb not in goal.concepts else verb


_PURPOSE = lazy(
    r"\b(?:used|use|designed|intended|made|needed)\s+for\b|\bpurpose\b"
    r"|^\W*what\s+(?:is|are|was|were|will)\b.*\bfor\W*$",
    re.IGNORECASE,
)
"""A question about what something is for: a sentence says it, a record ("destination:
Netherlands") does not."""
_USE = lazy(
    r"\b(?:use[sd]?|using|serves?|served|as\s+an?\s+\w+|ingredient|substitute|applications?"
    r"|sold\s+to|goes?\s+(?:in|into|to)|made\s+into|turned\s+into|purpose|aims?|designed"
    r"|intended|so\s+that|in\s+order\s+to|(?:is|are|will\s+be)\s+to\s+[a-z]+|to\s+(?:train|make"
    r"|produce|supply|serve|provide|feed|store|process|treat|house|host|test|repair|sell|replace"
    r"|reduce|cut|expand|support|develop|research|teach))\b",
    re.IGNORECASE,
)
_NO_USE = "No sentence I read says what it is used for."
_WHO = lazy(r"^\W*who\b", re.IGNORECASE)
_NO_ONE = "No sentence I read names who."
_PERSON = lazy(
    r"\b(?:appoint(?:s|ed|ment)?|named|hired|promoted|elected|succeed(?:s|ed|ing)?|successor"
    r"|replac(?:es|ed|ing)|join(?:s|ed|ing)|chair(?:s|ed|man|woman|person)?|lead(?:s)?|led|heads?"
    r"|headed|manager|managers|managing\s+director|managed\s+by|director|directors|CEO|CFO|chief"
    r"|president|founder|owner|leader|superintendent|author|architect|winner|buyer|seller"
    r"|auditor|auditors|supplier|contractor|partner|investor|acquirer|purchaser|operator)\b"
    r"|\b(?:[a-z]+ed|built|run|won|held|made|bought|sold|written|chosen|taken|driven)\s+by"
    r"\s+[A-ZÀ-Þ]"  # "audited by KPMG", "built by BAM Bouw"
    # the same in the languages reports are written in
    r"|\b(?:dirigid[oa]s?|dirigée?s?|liderad[oa]s?|gerid[oa]s?|chefiad[oa]s?|diret[oa]r[a]?"
    r"|director[a]?|directeur|directrice|gerente|responsável|responsable|geleitet|leitet|leiter"
    r"|leiterin|geschäftsführer\w*|vorsitzende\w*|johtaja\w*|ledare|leder|ledes|direktør\w*"
    r"|direktor\w*|ředitel\w*|riaditeľ\w*|vezeti|vezérigazgató|vodja|voditelj\w*|presidente"
    r"|nominat[oa]|nomead[oa]|nombrad[oa]|ernannt|benoemd|utnämnd|udnævnt)\b",
    re.IGNORECASE,
)
"""Words that name someone's role or say who does something: what a who question wants."""


def _names_someone(goal: Goal, text: str) -> bool:
    """Whether a sentence names someone: a role's words and a name of two or more
    capitalized words that are not the question's ("led by Nurul Aisyah Kamaruddin", "the
    appointment of Captain Aisling Doherty"; not "Report of the Management Board")."""
    if not _PERSON.search(text):
        return False
    asked = {w.lower() for w in words(goal.question)} | {w for e in goal.entities for w in e}
    for match in _NAME_PAIR.finditer(text):
        pair = [match.group(1).lower(), match.group(2).lower()]
        if not any(w in asked or w in STOPWORDS or w in MONTHS for w in pair):
            return True
    for match in _ONE_NAME.finditer(text):  # "audited by KPMG", "The buyer was Prologis"
        name = (match.group(1) or match.group(2)).lower()
        if name not in asked and name not in STOPWORDS:
            return True
    return False


_ONE_NAME = lazy(
    r"(?:\bby|\b(?:was|is|will\s+be|are|were))\s+([A-ZÀ-Þ][\w&'\u2019-]+)"
    r"|^\W*([A-ZÀ-Þ][\w&'\u2019-]+)\s+(?:was|is|will\s+be)\s+(?:the\s+)?(?:\w+\s+)?(?:auditor"
    r"|buyer|owner|supplier|contractor|operator|winner|chair|president|director)\b"
)
"""A one-word name said to be who did something ("audited by KPMG", "The buyer was
Prologis", "KPMG AG was Acme's auditor")."""
_NAME_PAIR = lazy(r"(?=\b([A-ZÀ-ÞĀ-Ž][\w'\u2019-]+)\s+([A-ZÀ-ÞĀ-Ž][\w'\u2019-]+))")


def _naming_someone(
    goal: Goal, ranked: list[tuple[float, int, int, str, str]], readings: list[Reading]
) -> list[tuple[str, str]] | None:
    """For a who question: the best sentence that names someone's role; else the best
    sentence with the next one of its paragraph when that one does ("... would open a
    regional hub in Penang. The hub will be led by Nurul Aisyah."); else None."""
    best = ranked[0][0]
    for score, _, _, doc, text in ranked[:3]:
        if score <= best + 0.5 and _names_someone(goal, text):
            return [(doc, text)]
    _, rank, index, doc, text = ranked[0]
    passages = readings[rank].passages
    for following in passages[index + 1 : index + 1 + _PERSON_AFTER]:
        if following.heading != passages[index].heading:
            break  # the next section is about something else
        if _names_someone(goal, following.text):
            return [(doc, text), (doc, following.text)]
    return None


_PERSON_AFTER = 3
"""How many sentences after the best one, in its section, may name the person."""


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
        if not self.codes <= _codes(where) | _codes(normalize(where)):  # "line 2", "Line2"
            return False
        if self.months and not self.months & set(words(where.lower())):
            return False  # "in July 2025" is not answered by a sentence about the year
        if not self.strict:
            return True
        if not _names_everything(goal, passage.text, passage.heading):
            return False
        return self.forecast_ok or not forward_looking(passage.text)


def _labelled_number(passage: Passage) -> bool:
    """Whether a passage is a row or a JSON value that gives a figure ("SAIDI, previous
    winter: 127.5"), not words ("Centre équin d'Avenches: referral centre for equine
    surgery")."""
    return passage.structured and bool(_DIGIT.search(passage.text.rpartition(":")[2]))


_DIGIT = lazy(r"\d")


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
    """The lines that name a document rather than say something: its title, and its first
    line when that is a title (not a sentence, which ends with a full stop)."""
    first = first_line(reading.source.text).strip()
    return {reading.source.title.strip(), *([first] if first[-1:] != "." else [])}


def _codes(text: str) -> set[str]:
    """The names with digits in ``text`` that are not periods, lower-cased."""
    found = {m.group(0).lower() for m in _CODE.finditer(text)}
    return {code for code in found if not _PERIOD_CODE.match(code)}


def _names_everything(goal: Goal, text: str, heading: str) -> bool:
    """Whether a sentence (with its heading) names every concept the question asks about
    (not the verbs it wraps them in: "who became CEO" is answered by "appointed ... CEO")."""
    asked = {c for c in goal.concepts if c not in QUESTION_VERBS} or set(goal.concepts)
    return asked <= concepts(text, everyday=True) | concepts(heading, everyday=True)


_DIGIT = lazy(r"\d")
_NAME_RUN = lazy(r"[A-ZÀ-Þ][\w&'\u2019-]*(?:\s+[A-ZÀ-Þ][\w&'\u2019.-]*)+")
"""Two or more capitalized words in a row: a name ("Eastbridge University Press")."""


def _first_named(sentence: str) -> set[str]:
    """The words of the first name of two words or more a sentence gives ("Thank you for
    your support of Kinoshita Shoyu.", "Approved by the Board of Eastbridge University
    Press", "Nordvik Energi AB competes with Solberg Kraft AS"): whom it is about."""
    found = _NAME_RUN.search(sentence)
    return {w.lower() for w in words(found.group(0))} if found else set()


def _names_entities(goal: Goal, text: str, reading: Reading) -> bool:
    """Whether a sentence is about a name in the question (itself, or its document: its
    title, first line, or first sentence, "Thank you for your support of Kinoshita Shoyu")."""
    said = {w.lower().removesuffix("'s").removesuffix("\u2019s") for w in words(text)}
    named = said | reading.names | reading.opening
    if reading.passages and not goal.entities[1:]:  # a letter that opens by naming whom
        named |= _first_named(reading.passages[0].text)  # it is from
    return not goal.entities or any(names_all(e, named) for e in goal.entities)
