"""How well a figure or a sentence answers the question, and which figures can be combined.

A figure answers a metric when the metric's concepts appear in its own clause (best), in
its sentence or heading, or in its document's title. Every concept must be found when
the metric has one or two; all but one when it has more. Among the figures that pass,
the right kind (money for revenue, a count for "how many people") and the right unit
word win, and so does the document whose own year the figure is for.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from keel.research.planner.corrections import Withdrawn, correcting
from keel.research.planner.documents import Reading
from keel.research.planner.figures import Figure
from keel.research.planner.forecasts import expected_need, forward_looking
from keel.research.planner.goal import Goal
from keel.research.planner.lexicon import REASONS
from keel.research.planner.months import (
    SO_FAR,
    another_month,
    asked_month,
    asks_year_end,
    dated_month,
    names_month,
    own_month,
)
from keel.research.planner.ownership import AVERAGE, not_the_metric, own_label
from keel.research.planner.passages import Passage
from keel.research.planner.periods import years
from keel.research.planner.places import not_the_place
from keel.research.planner.relazy import lazy
from keel.research.planner.text import (
    MONTHS,
    QUESTION_VERBS,
    concept,
    concepts,
    foreign_term,
    named_as,
    stem,
    words,
    wordset,
)


@dataclass(frozen=True, slots=True)
class Scored:
    """A figure that answers the metric, with how well it does."""

    figure: Figure
    score: float
    coverage: int
    """How many of the metric's concepts its own clause names."""
    rank: int
    """Reading order of its document (lower: read earlier)."""


def required(need: frozenset[str]) -> int:
    """How many of a metric's concepts a passage must name."""
    return len(need) if len(need) <= 2 else len(need) - 1


def score_figure(
    goal: Goal, need: frozenset[str], figure: Figure, topic: frozenset[str]
) -> float | None:
    """The figure's score for the metric ``need``, or None when it does not answer it."""
    need = expected_need(goal, need)
    kinds = {goal.expected_kind, figure.amount.kind}
    if goal.operation is None and kinds == {"percent", "money"}:
        return None  # a margin is never a currency amount, nor revenue a percentage
    if goal.operation is None and figure.amount.kind != "percent" and _ASKS_SHARE.match(goal.text):
        return None  # "what share of the port's throughput ..." is never a tonnage
    if goal.count_noun and goal.operation is None and figure.amount.kind != "count":
        return None  # "how many passengers" is never answered by a price or a percentage
    if not_the_metric(goal, need, figure):
        return None
    if not_the_place(need, figure, goal.text):
        return None  # "exports to Germany" are not the exports its clause or row gives
    if figure.structured:  # a table row says "Passengers", not "passengers carried"
        need = frozenset(c for c in need if c not in QUESTION_VERBS) or need
    elif need & _EARNED:  # revenue a company "generated" or "booked" is its revenue
        need = frozenset(c for c in need if c not in _NEUTRAL_VERBS) or need
    in_context = need & figure.context
    in_sentence = need & figure.around
    anywhere = in_context | in_sentence | (need & topic)
    if not (in_context | in_sentence) or len(anywhere) < required(need):
        return None
    size = len(need) or 1
    score = 2.0 * len(in_context) / size + len(in_sentence) / size
    score += _kind_bonus(goal, figure)
    if goal.count_noun and goal.count_noun in concepts(figure.amount.unit_text):
        score += 1.0
    if figure.period is not None and figure.period == figure.doc_year:
        score += 0.25
    own = figure.sentence if figure.structured else figure.sentence[: figure.amount.start]
    label = {w.lower() for w in words(own)}
    asked = {w.lower() for w in words(goal.text)}
    phrase = _metric_phrase(goal)
    if phrase and phrase in figure.sentence.lower():
        score += 0.5  # "Profit after tax" as the question writes it, not "Income tax"
    if label & _TOTALS and (figure.structured or asked & _TOTALS):
        score += 0.5  # the "Total" row, not a segment's, answers a question naming none
    if "other" in label and "other" not in asked:
        score -= 0.5  # "Other revenue" is what is left over, not the revenue
    if _SUPERSEDED.match(own_label(figure)) and not _SUPERSEDED_WORD.search(goal.text):
        score -= 1.0  # "Previous price per tonne: KSh 5,000" is what applied before
    if goal.per and AVERAGE.search(goal.text) and AVERAGE.search(figure.sentence):
        score += 0.5  # "per average employee": "Im Jahresdurchschnitt beschäftigte Brettwerk"
    key = own.rsplit(":", 1)[0]
    json_key = figure.structured and not key.rstrip().endswith(")")
    if json_key and goal.operation is None and need & concepts(_last_word(key)):
        score += 0.25  # a JSON value's own key names the metric ("... departures: 18400")
    extras = figure.around - set(goal.concepts)
    return score - 0.05 * min(len(extras), 20)


def _labelled(goal: Goal) -> bool:
    """Whether a question about one metric gives, in brackets, the label the documents use
    for it in another language ("heat sales (Wärmeabsatz)"), not a description of it in
    English ("concessions (food and beverage)", "other income (expense)")."""
    if not goal.aliases or goal.operation not in {None, "growth"}:
        return False
    return any(not word.isascii() or foreign_term(word) for word in goal.aliases)


_SUPERSEDED = lazy(r"^\W*(?:previous|former|old|superseded|outgoing)\b", re.IGNORECASE)
_SUPERSEDED_WORD = lazy(
    r"\b(?:previous|former|old|superseded|outgoing|before|until|prior)\b", re.IGNORECASE
)
"""A label that says its figure applied before ("Previous price", "Old tariff"), and the
words of a question that asks for that."""
_EARNED = frozenset(concept(w) for w in wordset("revenue profit ebitda ebit ebita turnover"))
"""What a company earns over a period, whatever verb a question wraps it in."""
_NEUTRAL_VERBS = frozenset(
    stem(w)
    for w in wordset(
        "generate generated book booked achieve achieved record recorded post posted report "
        "reported make made earn earned"
    )
)
"""Verbs that say nothing about the metric ("receive" and "pay" say which way it went)."""
_ASKS_SHARE = lazy(
    r"^\s*(?:what|which)\s+(?:percentage|percent|share|proportion|fraction)\s+of\b", re.I
)
"""A question that asks for a share of something: a percentage answers it."""
_TOTALS = wordset(
    "total totale totales totali gesamt insgesamt summe totaal totalt samlet samlede yhteensä "
    "razem łącznie celkem toplam"
)
"""Words that label a total."""


_PLAN_DOCUMENT = lazy(
    r"(?:^|[-_/ ])(?:budget|forecast|outlook|plan|guidance|projections?|prognose|begroting)"
    r"(?:$|[-_/ ])",
    re.IGNORECASE,
)
"""A document that is a budget or a forecast by its name ("budget-2026")."""


def _last_word(text: str) -> str:
    """The last word of a structured figure's label: a JSON value's own key."""
    found = words(text)
    return found[-1] if found else ""


def _metric_phrase(goal: Goal) -> str | None:
    """The metric as the question writes it, from its first word to its last ("profit
    after tax"), lower-cased; None for a one-word metric."""
    if len(goal.metric_words) < 2:
        return None
    first, last = (re.escape(w) for w in (goal.metric_words[0], goal.metric_words[-1]))
    match = re.search(rf"\b{first}\b(?:\W+\w+){{0,3}}?\W+{last}\b", goal.text, re.IGNORECASE)
    return " ".join(match.group(0).lower().split()) if match else None


_ORDINAL_PERIOD = lazy(
    r"\b(\d{1,3})(?:st|nd|rd|th)\s+(?:fiscal\s+|financial\s+|business\s+)?(?:period|term)\b",
    re.IGNORECASE,
)
"""A period counted from the company's founding: "the 19th fiscal period" (Japanese REITs)."""


def _names_ordinal(number: str, figure: Figure, reading: Reading) -> bool:
    """Whether a figure's sentence (or, failing any other, its document's title) names the
    numbered period: "19th FP", "19th fiscal period"."""
    own = re.compile(rf"\b{number}(?:st|nd|rd|th)\b", re.IGNORECASE)
    if re.search(r"\b\d{1,3}(?:st|nd|rd|th)\b", figure.sentence, re.IGNORECASE):
        return own.search(figure.sentence) is not None
    return own.search(reading.source.title) is not None


def _kind_bonus(goal: Goal, figure: Figure) -> float:
    expected, kind = goal.expected_kind, figure.amount.kind
    if not expected:
        return 0.0
    if expected == kind:
        return 1.0
    bare = kind == "count" and not figure.amount.unit
    return 0.0 if bare and expected == "money" else -1.0


def scored_figures(goal: Goal, need: frozenset[str], readings: list[Reading]) -> list[Scored]:
    """Every figure that answers the metric ``need``, best first.

    A forecast, target or guidance figure never answers a question about actuals (one
    that does not itself ask what is expected, targeted or planned). A correction or
    denial anywhere in what was read withdraws the value it corrects or denies in every
    document (a correction notice supersedes the original release; see `superseded`),
    and the corrected figure is preferred.
    """
    asks_forecast = forward_looking(goal.text)
    month = asked_month(goal.text)
    dated = dated_month(goal.text)
    ordinal = _ORDINAL_PERIOD.search(goal.text)
    withdrawn = Withdrawn.of(readings)
    found = []
    for rank, reading in enumerate(readings):
        for figure in reading.figures:
            if withdrawn.covers(figure):
                continue
            if figure.amount.in_range and not (asks_forecast and figure.amount.other_end):
                continue  # a range answers only what is expected ("guidance of $6.8-7.2m")
            figure = signed(goal, figure)
            if not asks_forecast and (forward_looking(figure.sentence) or figure.planned):
                continue  # "Priorities for the coming year: 2. Reach 500 dealers"
            if not asks_forecast and _PLAN_DOCUMENT.search(reading.source.doc_id):
                continue  # a figure in "budget-2026" is budgeted, not actual
            if month and not names_month(month, figure, reading):
                continue  # "in July 2025" is not answered by a figure for the year
            if ordinal and not _names_ordinal(ordinal.group(1), figure, reading):
                continue  # "the 19th fiscal period" is not answered by the 17th
            if not month and SO_FAR.search(figure.sentence[: figure.amount.start]):
                continue  # "skier days to 28 February reached 286,400": the season so far
            value = score_figure(goal, need, figure, reading.topic)
            if value is not None:
                if correcting(figure):
                    value += 1.0
                found.append(Scored(figure, value, len(need & figure.context), rank))
    if _labelled(goal) and any(named_as(goal.aliases, s.figure.context) for s in found):
        found = [s for s in found if named_as(goal.aliases, s.figure.context)]  # "(Wärmeabsatz)"
    if month and any(own_month(month, s.figure) for s in found):
        found = [s for s in found if own_month(month, s.figure)]  # not the year to date
    if dated and any(own_month(dated, s.figure) for s in found):
        found = [s for s in found if own_month(dated, s.figure)]  # "as at 30 June 2025"
    if asks_year_end(goal.text):  # "at the end of 2025" is not "at 30 June 2025"
        found = [s for s in found if not another_month("december", s.figure)] or found
    found.sort(key=lambda s: (-s.score, s.rank, s.figure.position))
    return found


_LOSS = lazy(
    r"\b(?:loss|losses|deficit|negative|verlust|jahresfehlbetrag|perte|p[ée]rdida|perdita|"
    r"preju[íi]zo|verlies|f[öo]rlust|underskud|underskudd|underskott|tappio|strat[aęy]|"
    r"ztr[áa]ta|zarar)\b",
    re.IGNORECASE,
)
"""A loss, in English or the languages of the glossary ("Strata netto wyniosła 3,2 mln zł")."""
_NEGATIVE_BY = lazy(
    r"\bnegati[fv]\w*\s+(?:med|by|with|of|at|på|de|di|um|mit|con|com|om)\s+(?:\S+\s+)?$",
    re.IGNORECASE,
)
"""A result said to be negative by the amount ("Driftsresultatet ble negativt med 7,8
millioner", "négatif de 2,1 M€"), not a negative effect named before it."""
_GAIN = lazy(r"\b(?:profit|surplus|income|result|earnings|gain)\b", re.IGNORECASE)


def signed(goal: Goal, figure: Figure) -> Figure:
    """A loss given as a positive amount, as the (negative) result it is.

    "A net loss of $4 million" answers "what was the net income?" with -$4 million;
    a question about the loss itself keeps the amount as written.
    """
    amount = figure.amount
    money = amount.kind == "money" or (amount.kind == "count" and not amount.unit)
    asks_loss = _LOSS.search(goal.text) and not _GAIN.search(goal.text)  # "surplus or deficit"
    if amount.negative or not money or asks_loss:
        return figure  # "a loss of 200 customers" is not -200 customers
    clause = figure.sentence[max(0, amount.start - 60) : amount.start]
    last_clause = re.split(r"[,;]|\b(?:and|while|but|whereas)\b", clause)[-1]
    if not _LOSS.search(last_clause) and not _NEGATIVE_BY.search(clause):
        return figure
    negated = replace(amount, value=-amount.value, negative=True)
    return replace(figure, amount=negated)


def compatible(a: Figure, b: Figure) -> bool:
    """Whether two figures measure in the same unit, so arithmetic on them makes sense."""
    x, y = a.amount, b.amount
    if x.kind != y.kind:
        if "percent" in {x.kind, y.kind}:
            return False
        return any(amount.kind == "count" and not amount.unit for amount in (x, y))
    if x.currency and y.currency and x.currency != y.currency:
        return False
    return not (x.unit and y.unit and not set(x.unit) & set(y.unit))


AFTER = (
    r"after(?!\s+\w+ing\s+for\s|\s+(?:\d+|a|one|two|three|four|five|six|seven|eight|nine|ten"
    r"|twelve|several|some|many|few)\s+(?:\w+\s+)?(?:days?|weeks?|months?|years?|hours?|minutes?)"
    r"\b(?!\s+of\s+(?!production|operations?|service|trading|business|activity|existence)))"
)
""""After" as a cause ("after losing its largest customer", "after three years of losses"),
not as a time ("after three weeks", "after cooling for three weeks", "after 31 years of
production")."""
_CAUSAL = lazy(
    r"\b(?:because|due to|owing to|as a result|result(?:ed|ing)? (?:of|from)|reflect(?:s|ed|ing)?|"
    r"(?:caused|explained|driven|hit|triggered|prompted|weighed\s+down|held\s+back)\s+"
    r"(?:\w+\s+){0,2}?by|follow(?:s|ed|ing)(?!\s+by)|" + AFTER + r"|so that|in order to|so as to|"
    r"given(?!\s+(?:to|by|in|at|on|for|out|up|away|back|as)\b)|"
    r"thanks to|"
    r"to\s+(?:cut|reduce|lower|shorten|improve|increase|raise|expand|enter|meet|comply|avoid|"
    r"save|free|strengthen|secure|bring|gain|protect|support|address|serve|cope|keep|end|stop|"
    r"prevent|fund|finance|replace|moderni[sz]e)|"
    r"led to|attributable to|on account of|offsets?|reasons?(?=\s*:)|"
    r"(?:the\s+)?(?:main\s+|two\s+|three\s+|key\s+)?reasons?\s+(?:was|were|is|are)\b|"
    r"(?:increase|decrease|rise|fall|decline|growth|drop|change|loss|gain)\s+(?:came|comes|"
    r"stemmed|stems|arose|arises|was|is)\s+(?:\w+ly\s+)?(?:from|down\s+to)|"
    r"(?:needed|necessary|required|intended|designed|meant|used|aims?|aimed|want(?:s|ed)?|"
    r"allows?|allowed|enables?|enabled|help(?:s|ed)?|will\s+(?:allow|enable|help))\s+"
    r"(?:\w+\s+){0,5}?to\s+\w+|"
    # the same in the languages documents are often written in
    r"weil|da\s+(?:die|der|das)|aufgrund|wegen|um\s+\w+(?:\s+\w+){0,5}\s+zu|"
    r"parce\s+que|en\s+raison|gr\u00e2ce\s+\u00e0|afin\s+de|porque|debido\s+a|"
    r"para\s+\w+(?:ar|er|ir)\b|para\s+que|lo\s+scopo\s+di|omdat|doordat|vanwege|eftersom|fordi|koska|ponieważ|protože|mert|miatt|"
    r"köszönhető\w*|vegna|sökum|"
    r"(?:originad|causad|provocad|motivad|impulsad|explicad|ocasionad)[oa]s?\s+por|"
    r"(?:derivad|decorrent|resultant)[oea]s?\s+d[eao]|(?:causat|provocat|determinat)[oaie]\s+da|"
    r"(?:causé|provoqué|expliqué|entraîné)e?s?\s+par|"
    + "|".join(r"\s+".join(re.escape(word) for word in phrase.split()) for phrase in REASONS)
    + r")\b",
    re.IGNORECASE,
)
"""Words that give a reason or a purpose ("because", "due to", "is needed to shorten"): a
why question is answered only by a sentence with one."""


_DECIDED = lazy(
    r"\b(?:decid|agree|vot|plan|approv|resolv|propos|want|intend)\w*\b"
    r"(?!\s+(?:the|a|an|its|our|their|his|her|this|these|that|those)\s)[^,;]*$"
    r"|\b(?:plan|proposal|decision|intention|agreement|resolution|motion|mandate|permission"
    r"|approval|authori[sz]ation)s?\s+$"
    r"|\b(?:chose|choos\w*|select\w*)\s+$",
    re.I,
)
"""A decision just before "to raise ...": what was decided, not why ("decided to raise",
"agreed at its meeting to close", "approved a plan to expand"). A decision or a choice with
its object between ("approved the construction of a second factory to cut transport costs",
"chose Monterrey to shorten turnaround times") gives the purpose."""


def has_reason(text: str) -> bool:
    """Whether a sentence gives a reason ("because", "due to", "driven by", "is needed to
    finance"), not counting what a decision was ("decided to raise the charge")."""
    return reason_at(text) is not None


def reason_at(text: str) -> int | None:
    """Where the words that give a sentence's first reason end (see `has_reason`): "to
    cut" in "approved the factory to cut costs", "aim to reach"; None if it gives none."""
    for match in _CAUSAL.finditer(text):
        before = text[max(0, match.start() - 60) : match.start()]
        if match.group(0).lower().startswith("to") and _DECIDED.search(before):
            continue
        if _NOT_CAUSAL.search(before + match.group(0).lower()):
            continue
        return match.end()
    return None


_NOT_CAUSAL = lazy(
    r"(?:\b(?:is|are|was|were|be|been|not)\s+due to|\b(?:the|a)\s+following|\bthe\s+day\s+after"
    r"|\b(?:asked|asking|asks|queried|wondered|wanted\s+to\s+know)\s+(?:whether|if|why)\b"
    r"(?!.*\b(?:said|says|explained|replied|answered|responded|noted)\b).*)$",
    re.IGNORECASE,
)
"""Words of a schedule, not a cause: "is due to open", "the following 31 March"."""


_WAY = lazy(r"^\s*how\s+(?:does|do|did|is|are|was|were|will|can|could)\b", re.IGNORECASE)
_CHANGE_WORDS = lazy(r"\b(?:chang|increas|decreas|ris|fall|grow|develop|perform|mov)\w*", re.I)


def asks_way(goal: Goal) -> bool:
    """A how question that asks for a way or a means ("how are the knives made?"), not for
    how something changed."""
    return bool(_WAY.match(goal.text)) and not _CHANGE_WORDS.search(goal.text)


_ASKING_WHY = concepts("driving drove driven behind")
"""The words that ask why ("what is driving growth"), not what the answer is about."""


def score_passage(
    goal: Goal, passage: Passage, topic: frozenset[str], *, named: int = 0
) -> float | None:
    """How well a sentence answers a question that wants words, not a figure (a why
    question's verbs aside: "why did fuel costs go up" is about fuel costs); ``named``:
    how many of the question's names the sentence gives besides its concepts."""
    need = frozenset(goal.concepts)
    if goal.asks_why:
        need = frozenset(c for c in need if c not in QUESTION_VERBS | _ASKING_WHY) or need
    elif asks_way(goal):  # "how are the knives of the Kasumi line made": forged, laminated;
        nouns = frozenset(c for c in need if c not in QUESTION_VERBS)  # but "how does it
        need = nouns if len(nouns) >= 2 else need  # produce resin" needs more than "resin"
    own = concepts(passage.text, everyday=True) | concepts(passage.heading, everyday=True)
    if not need & own or len(need & (own | topic)) + named < required(need):
        return None
    score = len(need & own) / (len(need) or 1)
    lowered = {w.lower() for w in words(passage.text)}
    score += 0.3 * sum(1 for entity in goal.entities if set(entity) & lowered)
    if goal.asks_reason and _CAUSAL.search(passage.text):
        score += 0.6
    if goal.text.lower().startswith("when") and (
        years(passage.text) or lowered & MONTHS or "May" in passage.text
    ):
        score += 0.5
    return score - 0.02 * min(len(own - need), 30)
