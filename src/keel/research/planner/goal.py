"""What a question asks: the metric, the entities, the periods, and any calculation.

"What was the revenue growth between 2023 and 2024?" asks for the *growth* of the metric
*revenue* between the periods *2023* and *2024*; "How many people does the Tilburg
plant employ?" asks for a *count* of *people* (employees) at the *plant*, and names an
entity, *Tilburg*. The parse is word-level and generic: it knows question words,
function words, calculation words and a small metric lexicon, nothing about any
document collection.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from keel.research.planner.glossary import COUNTRIES
from keel.research.planner.operations import (
    CHANGE,
    HOW_MANY,
    count_noun,
    expected_kind,
    joint_share,
    operation,
    per_asked,
    share_asked,
)
from keel.research.planner.periods import part_named, years
from keel.research.planner.relazy import lazy
from keel.research.planner.text import (
    DEMONYMS,
    FILLER,
    LABEL_WORD,
    LEXICON,
    OPERATION_WORDS,
    RSQUO,
    SUFFIXES,
    WORD,
    concept,
    is_content,
    kind_of,
    normalize,
    stem,
    wordset,
)

_SINCE = lazy(
    r"\b(?:since|from|after|compared (?:to|with)|relative to|versus|vs\.?|over)\s+"
    r"(?:the\s+)?(?:end of\s+)?(?:fiscal\s+|FY\s?)?(?:19|20)\d\d",
    re.IGNORECASE,
)
_RELATIVE = lazy(
    r"\b(?:by\s+how\s+many\s+percent|by\s+what\s+percent(?:age)?|how\s+many\s+percent"
    r"|percent(?:age)?\s+(?:change|increase|decrease|growth|rise|fall|decline)|relative)\b",
    re.IGNORECASE,
)
_POINTS = lazy(r"\bpercentage[- ]points?\b|\bpp\b|\bbasis points\b", re.IGNORECASE)
_REASON = lazy(
    r"^\s*(?:why\b|what\s+(?:caused|explains|drove|led\s+to|is\s+the\s+reason"
    r"|was\s+the\s+reason|were\s+the\s+reasons?|reasons?"
    r"|(?:is|are|was|were|has\s+been|have\s+been)\s+(?:driving|behind|causing))\b"
    r"|for\s+what\s+reason)",
    re.IGNORECASE,
)
"""Questions that ask for a reason, not a figure."""
_HOW = lazy(r"^\s*how\s+(?:did|does|do|will|was|were|is|are|has|have|can|could)\b", re.IGNORECASE)
"""Questions that ask for a way ("how does Acme fund ..."), unless they ask for a change."""
_HOW_ACHIEVED = lazy(
    r"^\s*how\s+(?:did|does|do|will|has|have|can|could)\s+(?:[\w'\u2019-]+\s+){1,4}?"
    r"(?:reduce|cut|lower|improve|increase|raise|boost|halve|double|keep|bring)\b",
    re.IGNORECASE,
)
"""A how question about the way a rate was changed, which no ratio answers."""
_POSSESSIVE = lazy(rf"['{RSQUO}]s$")
_JOINED = lazy(rf"\b({LABEL_WORD})(\d{{1,2}})((?:&\d{{1,2}})*)(?:to(\d{{1,2}}))?\b")
"""A numbered label as `normalize` joins it: "Scope1", "Scope1&2", "Scope1to3"."""
_CURRENCY_WORD = (
    r"(?:(?-i:USD|EUR|GBP|CHF|SEK|NOK|DKK|CAD|AUD|NZD|PLN|CZK|HUF|ZAR|BRL|MXN|SGD|HKD|JPY|INR|"
    r"CNY|KRW|TRY|ILS|RON|ISK|CLP|THB|IDR|MYR|AED|TWD|COP|PEN|ARS|PHP|KES|VND|NGN|GHS|UYU|MAD|"
    r"TND|LKR|BDT|TZS|MZN)|(?:(?:US|U\.S\.|Swiss|Canadian|Australian|New\s+Zealand|Hong\s+Kong|"
    r"Singapore|Danish|Swedish|Norwegian|Icelandic|Czech|Polish|Hungarian|Brazilian|Mexican|"
    r"Chilean|Argentine|Colombian|Philippine|Indian|Sri\s+Lankan|South\s+African|Japanese)\s+)?"
    r"(?:euros?|dollars?|pounds?|francs?|kronor|kroner|krónur|yen|rupees?|złoty|zlotys?|rand|"
    r"pesos?|reais|ringgit|naira|cedis?|shillings?|forints?|koruna|korunas|rupiah|baht|won|"
    r"dirhams?|dinars?|soles?|taka|meticais|lei))"
)
_SCALE_WORD = r"(?:thousands?|millions?|billions?|mn|bn|m|k|'000)"
_ANSWER_UNIT = lazy(
    rf",?\s*(?:\(\s*(?:in|expressed in)\s+(?:{_SCALE_WORD}\s+of\s+)?{_CURRENCY_WORD}"
    rf"(?:\s*{_SCALE_WORD})?\b\s*\)"
    rf"|\b(?:in|expressed in)\s+(?:{_SCALE_WORD}\s+of\s+{_CURRENCY_WORD}"
    rf"|{_CURRENCY_WORD}\s*{_SCALE_WORD})\b"
    rf"|(?:(?<=,)|(?<=\d))\s*(?:in|expressed in)\s+{_CURRENCY_WORD}\b)"  # ", in Swiss francs?"
    r"(?=\s*(?:[?.,;:)]|$|(?:in|for|during)\s))",
    re.IGNORECASE,
)
"""The unit the answer is wanted in, with its scale or in brackets ("in thousands of
euros", "in EUR million", "(in USD)"): not part of the metric, nor a name ("sales in yen"
asks for the sales made in yen)."""
_BOTTOM_LINE = lazy(r"\bbottom[\s-]line\b(?![\s-]*(?:savings?|costs?|growth|impact))", re.I)
"""An analyst's word for net profit, in a question ("Kingpin's bottom line for 2025")."""
_DEVELOP = lazy(r"\bdevelop(?:ed)?\b(?=[^?]*(?:\bpercent|\bper\s+cent|%))", re.I)
"""How a figure "developed, in percent" is how it changed (not "research and development")."""
_EARNINGS = frozenset({"ebitda", "ebit", "ebt", "ebita", "ebitdar", "nopat"})
"""Measures of earnings by their acronyms: "earn" beside one of them adds no metric."""
_EARNED_REVENUE = lazy(
    r"\b(?:revenues?|sales|turnover)\s+(?:\w+\s+){0,4}?(?:did|does|do|will|would)\s+"
    r"(?:\w+\s+){1,4}?earn\b",
    re.IGNORECASE,
)
"""Revenue as the object of "earn" ("What revenue did Turismo Estelar earn in Q3?"), not
what it was earned on ("What did Acme earn on its revenue?")."""
_EARN_VERBS = frozenset({"earn", "earns", "earned", "earning"})
"""The verb, not the noun: "what EBITDA did it earn", not "EBITDA and earnings"."""


def _profit_words(metric: list[tuple[str, int]]) -> list[str]:
    """The metric's words that name profit ("earn" does: "earnings" is profit)."""
    return [word.lower() for word, _ in metric if concept(word) == "profit"]


_PART_WORDS = frozenset(
    concept(w)
    for w in wordset(
        "first second third fourth final last quarter quarters half halves nine six three "
        "month months"
        "q1 q2 q3 q4 h1 h2 9m"
    )
)
"""Words of a part of a year, which a period carries rather than the metric."""
_LINKS = wordset("of in the for on at by")
"""Words that may link the metric words of a label."""


@dataclass(frozen=True, slots=True)
class Goal:
    """The parsed question."""

    text: str
    concepts: tuple[str, ...]
    """What is measured, as concepts ("revenue", "plant"), in order of mention."""
    metric_words: tuple[str, ...]
    """The words naming it, as written."""
    label: str | None
    """A short name for the metric ("gross margin") when the question has one."""
    entities: tuple[tuple[str, ...], ...]
    """Names the answer must be about, lower-cased ("tilburg",), from capitalized words."""
    years: tuple[str, ...]
    since: bool
    """A single year is a baseline ("since 2021"), not the period asked about."""
    operation: str | None
    """``growth``, ``difference``, ``ratio``, ``sum`` or None (look a figure up)."""
    per: tuple[tuple[str, ...], tuple[str, ...]] | None
    """For "A per B": the concepts of A and of B."""
    count_noun: str | None
    """The concept of X in "how many X"."""
    expected_kind: str | None
    """``money``, ``percent`` or ``count``: what kind of figure answers it."""
    aliases: tuple[str, ...] = ()
    """Another name the question gives the metric in brackets, as concepts: "operating
    profit (EBIT)", "heat sales (Wärmeabsatz)"."""
    joint: bool = False
    """A share of two parts together ("from lighting and architectural glass together")."""
    question: str = ""
    """The question as the person wrote it (for saying what the documents do not state)."""

    @property
    def numeric(self) -> bool:
        """Whether the answer is a figure (else it is a sentence to quote)."""
        if self.asks_reason:
            return False
        return bool(self.operation or self.count_noun or self.expected_kind)

    @property
    def relative(self) -> bool:
        """A change asked for in percent of the old value, even of a percentage ("by how
        many percent did the margin rise"), not in percentage points."""
        return bool(_RELATIVE.search(self.text)) and not _POINTS.search(self.text)

    @property
    def asks_reason(self) -> bool:
        """A why / what-caused question (or a how question with nothing to calculate): its
        answer is a sentence, never a figure."""
        if self.asks_why:
            return True
        if not _HOW.match(self.text):
            return False
        return self.operation is None or (
            self.operation == "ratio" and _HOW_ACHIEVED.match(self.text) is not None
        )  # "how did it reduce the energy it uses per kilogram": a way, not a ratio

    @property
    def asks_why(self) -> bool:
        """A why / what-caused question: only a sentence giving a reason answers it."""
        return _REASON.match(self.text) is not None

    def search_terms(self) -> list[str]:
        """Entities, metric words and years: the words to search for."""
        names = [" ".join(entity) for entity in self.entities]
        said = [  # "(volume de negócios)" as the question writes it, not as its concept
            word
            for match in _BRACKETED.finditer(self.question)
            if not _NOT_ALIAS.search(match.group(1))
            for word in WORD.findall(match.group(1))
            if is_content(word)
        ]
        return _unique([*names, *self.metric_words, *self.aliases, *said, *self.years])


def asked_currency(question: str) -> str | None:
    """The currency a question wants its answer in ("..., in US dollars?"), as a code."""
    match = _IN_CURRENCY.search(question)
    if match is None:
        return None
    named = " ".join(match.group(1).lower().split())
    return _CODES_OF.get(named, named.upper() if len(named) == 3 else None)


_IN_CURRENCY = lazy(
    r"\bin\s+(?:(?:thousands?|millions?|billions?)\s+of\s+)?(us\s+dollars|u\.s\.\s+dollars"
    r"|euros?|pounds(?:\s+sterling)?|swiss\s+francs|yen|(?-i:[A-Z]{3}))\b",
    re.IGNORECASE,
)
_CODES_OF = {
    "us dollars": "USD", "u.s. dollars": "USD", "euro": "EUR", "euros": "EUR", "pounds": "GBP",
    "pounds sterling": "GBP", "swiss francs": "CHF", "yen": "JPY",
}  # fmt: skip


def parse_goal(text: str, *, extra_years: tuple[str, ...] = ()) -> Goal:
    """Parse a question (plus years a person gave in a clarification)."""
    original, text = text, _BOTTOM_LINE.sub("net profit", _ANSWER_UNIT.sub(" ", text))
    text = normalize(_DEVELOP.sub("change", text))
    bracketed = [m.group(1) for m in _BRACKETED.finditer(text)]
    aliases = tuple(c for b in bracketed if not _NOT_ALIAS.search(b) for c in _alias(b))
    text = " ".join(_BRACKETED.sub(" ", text).split())  # "operating profit (EBIT)"
    tokens = [(m.group(0), m.start()) for m in WORD.finditer(text)]
    names, metric, calculation = _split_words(text, tokens, places=not _WORDS_ASKED.match(text))
    while names and metric and _POSSESSIVE.sub("", metric[0][0]).lower() in SUFFIXES:
        names[-1] = [*names[-1], metric.pop(0)]  # "Greenfield Foods plc's margin"
    metric = _without_how(text, metric)
    goal_years = _unique([year for year, _, _ in years(text)] + list(extra_years))
    part = part_named(text)  # "order intake in the third quarter ... from 2023 to 2024"
    if part:
        goal_years = _unique([y if " " in y else f"{y} {part}" for y in goal_years])
    share = share_asked(text)
    per = share or per_asked(text)
    asked = operation(text, len(goal_years), len(names), share=bool(share), per=bool(per))
    if asked not in {"ratio", "share"}:
        per = None  # "the TCE rate per day": part of the metric's name
    if asked is None:  # "clinker ratio", "growth rate": part of the metric's name
        metric = sorted(metric + calculation, key=lambda token: token[1])
    if not metric and names and not _POSSESSIVE.search(names[-1][-1][0]):
        metric = names.pop()  # "What was Acme's EBIT?": EBIT is the metric
    metric = _metric_only(text, metric)
    concepts_ = _unique([concept(word) for word, _ in metric])
    concepts_ = [c for c in concepts_ if c not in FILLER] or concepts_  # "for the full year"
    if part or any(" " in year for year in goal_years):  # "third quarter" is the period's
        concepts_ = [c for c in concepts_ if c not in _PART_WORDS] or concepts_
    earned = bool(_EARNINGS & set(concepts_)) or _EARNED_REVENUE.search(text) is not None
    if earned and all(w in _EARN_VERBS for w in _profit_words(metric)):
        concepts_ = [c for c in concepts_ if c != "profit"]  # "what EBITDA did it earn"
    return Goal(
        text=text,
        concepts=tuple(concepts_),
        metric_words=tuple(_POSSESSIVE.sub("", word) for word, _ in metric),
        label=_label(text, metric),
        entities=tuple(tuple(_POSSESSIVE.sub("", w).lower() for w, _ in n) for n in names),
        years=tuple(goal_years),
        since=len(goal_years) == 1 and bool(_SINCE.search(text)),
        operation=asked,
        per=per,
        count_noun=count_noun(text),
        expected_kind=expected_kind(text, concepts_),
        aliases=aliases,
        joint=asked == "share" and joint_share(text),
        question=" ".join(original.split()),
    )


_BRACKETED = lazy(r"\(([^()]{1,60})\)")
_NOT_ALIAS = lazy(r"\d|\b(?:in|per|excluding|including|incl|excl)\b", re.IGNORECASE)
"""A bracket that gives a period, a unit or a scope, not another name of the metric."""


def _alias(text: str) -> list[str]:
    """The concepts of a bracketed other name; none for a unit ("(FTE)", "(TEU)")."""
    found = [concept(word) for word in WORD.findall(text) if is_content(word)]
    if any(kind_of(c) == "count" or c in _UNIT_WORDS for c in found):
        return []
    return found


_UNIT_WORDS = frozenset(
    concept(w) for w in wordset("teu tonnes tonne kg mwh gwh kwh twh litres kl ml m3 km hectares")
)


Tokens = list[tuple[str, int]]


def _metric_only(text: str, metric: Tokens) -> Tokens:
    """The metric words without the question's verbs ("how many stores did it operate")
    and the kind of year ("the full financial year 2023/24")."""
    if HOW_MANY.search(text) and _AUXILIARY.search(text):
        metric = [
            (w, at)
            for w, at in metric
            if w.lower() not in _BARE_VERBS
            and not (w.lower() in _STATES and _HAVE_BEFORE.search(text, 0, at))
        ] or metric
    return [
        (w, at)
        for w, at in metric
        if not (w.lower() in _YEAR_KINDS and _before_year(text, at))
        and not _PERIOD_END.match(text, at)
    ] or metric


_PERIOD_END = lazy(
    r"(?:ended|ending|to)\s+(?:on\s+)?(?:\d|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w*)",
    re.IGNORECASE,
)
"""The end of a period ("the year ended 31 March", "ending June 2025"), not the metric."""


_HOW_ADJECTIVE = lazy(r"\bhow\s+$", re.IGNORECASE)


def _without_how(text: str, metric: Tokens) -> Tokens:
    """The metric words without the adjective of "how large was the backlog"."""
    return [(w, at) for w, at in metric if not _HOW_ADJECTIVE.search(text[:at])] or metric


def _split_words(
    text: str, tokens: Tokens, *, places: bool = True
) -> tuple[list[Tokens], Tokens, Tokens]:
    """Capitalized names (runs of them), metric words, and calculation words (``places``: a
    country after "to" or "in" is where, a metric word, not who)."""
    names: list[Tokens] = []
    metric: Tokens = []
    calculation: Tokens = []
    previous_name = -2
    for index, (word, start) in enumerate(tokens):
        low = word.lower()
        if low in _PARTICLES and previous_name == index - 1 and _capitalized_next(tokens, index):
            names[-1].append((word, start))  # "Caisse Coopérative du Léman", "Quinta do Vale"
            previous_name = index
            continue
        if re.match(r"fy\d", low) or not is_content(word):
            continue
        if (
            low == "combined"
            and tokens[index + 1 : index + 2]
            and tokens[index + 1][0].lower() == "ratio"
        ):
            metric.append((word, start))  # the insurer's "combined ratio" is a metric
        elif low in OPERATION_WORDS or stem(low) in CHANGE:
            calculation.append((word, start))
        elif previous_name == index - 1 and names and _POSSESSIVE.search(names[-1][-1][0]):
            metric.append((word, start))  # "Acme's EBIT", "Lumenfold's GAAP net income"
        elif (
            previous_name == index - 1
            and names
            and _POSSESSIVE.search(word)
            and (word[0].isupper() or not low.isascii())
        ):  # "Aegean Meridian Shipping's"
            names[-1].append((word, start))  # "Sitnianska minerálka's EBIT": a lower-case word
            previous_name = index  # of another language is part of the name ("Nordea bank's"
            # is Nordea's: an English noun)
        elif low in DEMONYMS and not _capitalized_next(tokens, index):
            metric.append((word, start))  # "Italian students": students from Italy
        elif (
            places
            and low in COUNTRIES
            and _PLACE_BEFORE.search(text[:start])
            and not _capitalized_next(tokens, index)
        ):
            metric.append((word, start))  # "export sales to Germany": where, not who
        elif _is_name(word, _starts_sentence(text, start)):
            if previous_name == index - 1 and names:
                names[-1].append((word, start))
            else:
                names.append([(word, start)])
            previous_name = index
        else:
            metric.append((word, start))
    return names, metric, calculation


_WORDS_ASKED = lazy(r"\s*(?:why|how\b(?!\s+(?:many|much)))", re.IGNORECASE)
"""A question answered in words ("Why did Acme stop selling in Russia?"): the country is
what the sentences that answer it name, as a name."""
_PLACE_BEFORE = lazy(r"\b(?:to|in|into|from|within)\s+(?:the\s+)?$", re.IGNORECASE)
"""Before a country that says where something went or happened, not who did it."""
_AUXILIARY = lazy(r"\b(?:did|does|do|will|can|could)\b", re.IGNORECASE)
_BARE_VERBS = wordset("operate run")
"""Verbs whose other forms name metrics (operating profit), dropped only in their bare form
("how many stores did it operate"; but the stores it opened or closed are not its stores)."""
_STATES = wordset("open close closed")
_HAVE_BEFORE = lazy(r"\b(?:have|has|had|keep|kept|be|remain|remained|stay|stayed)\s+$", re.I)
"""'How many stores did it have open': a state, not the stores it opened."""
_YEAR_KINDS = wordset("financial fiscal calendar reporting accounting full whole entire")


def _before_year(text: str, at: int) -> bool:
    """Whether the word at ``at`` is followed by "year" ("financial year")."""
    return re.match(r"\w+[\s-]+years?\b", text[at:], re.IGNORECASE) is not None


_PARTICLES = wordset("de du des la le las los les von van der den del da di do dos das af av")


def _capitalized_next(tokens: Tokens, index: int) -> bool:
    """Whether a capitalized word follows, after any more particles ("de la Sabana")."""
    after = index + 1
    while after < len(tokens) and tokens[after][0].lower() in _PARTICLES:
        after += 1
    return after < len(tokens) and tokens[after][0][:1].isupper()


def _starts_sentence(text: str, start: int) -> bool:
    before = text[:start].rstrip()
    return not before or before[-1] in ".?!:;"


def _is_name(word: str, first: bool) -> bool:
    """A capitalized word that is not a known metric word (nor a sentence's first word)."""
    if any(ch.isdigit() for ch in word) or not word[0].isupper():
        return False
    if concept(word) in LEXICON or kind_of(concept(word)):
        return False
    if word.lower() in _ROLE_WORDS:
        return False  # "Chief Executive Officer", "Managing Director": a role, not a name
    return not first or bool(_POSSESSIVE.search(word))


_ROLE_WORDS = wordset(
    "chief executive officer officers managing director directors chairman chairwoman "
    "chairperson ceo cfo coo cto"
)
"""The capitalized words of a role's title, which name no one."""


def _label(text: str, metric: list[tuple[str, int]]) -> str | None:
    """The metric words as one phrase, when they stand together in the question.

    Linking words may stand between them: "order intake in the third quarter", "share
    of consumption".
    """
    if not metric or len(metric) > 4:
        return None
    first, last = metric[0][1], metric[-1][1] + len(metric[-1][0])
    between = text[first:last]
    inside = {word for word, _ in metric}
    if any(w not in inside and w.lower() not in _LINKS for w in WORD.findall(between)):
        return None
    return _JOINED.sub(_as_written, between)  # "Scope1&2" as written: "Scope 1 and 2"


def _as_written(match: re.Match[str]) -> str:
    """A label joined by `normalize` spelled out again: "Scope1&2" is "Scope 1 and 2"."""
    word, first, more, last = match.groups()
    if last:
        return f"{word} {first} to {last}"
    numbers = [first, *more.split("&")[1:]]
    if len(numbers) == 1:
        return f"{word} {first}"
    return f"{word} {', '.join(numbers[:-1])} and {numbers[-1]}"


def _unique(items: list[str]) -> list[str]:
    return list(dict.fromkeys(items))
