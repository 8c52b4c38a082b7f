"""What calculation a question asks for, and what kind of figure answers it.

"What was the revenue growth between 2023 and 2024?" asks for a *growth*; "what
percentage of revenue went to R&D" for a *share* of a whole; "revenue per employee" for a
*ratio*; "how many stores" for a *count* of stores. Word-level and generic, like the rest
of the question's parse (`goal.py`).
"""

from __future__ import annotations

import re

from keel.research.planner.relazy import lazy
from keel.research.planner.text import (
    OPERATION_WORDS,
    RSQUO,
    WORD,
    concept,
    is_content,
    kind_of,
    stem,
    wordset,
)

_DIFFERENCE = lazy(
    r"\b(?:difference|differ|gap|how (?:much|many) (?:more|less|fewer|higher|lower|bigger)|"
    r"by how (?:much|many)|how much did .* (?:increase|decrease|rise|fall|grow|drop|change)|"
    r"which .*\b(?:more|less|fewer|higher|lower|larger|smaller|bigger|most|least))\b",
    re.IGNORECASE,
)
_PERCENT = lazy(r"%|\b(?:growth|percent|percentage|pct|rate)\b", re.IGNORECASE)
_PER = lazy(
    r"(?<![A-Za-z])([A-Za-z][\w&]*(?:\s+[A-Za-z][\w&]*)?)\s+per\s+([A-Za-z][\w&]*(?:-[A-Za-z]\w*)*)"
)
"""Its first word starts after no letter: a match cannot start inside a word (the word's
first letter starts the same match), and trying every letter of a long word was quadratic."""
_HOW_MUCH_PER = lazy(
    r"\bhow\s+much\s+((?:[\w&-]+\s+){0,3}?[\w&-]+)\s+(?:did|does|do|was|were|is|are|has|have|will)"
    r"\s[^?]*?\bper\s+([A-Za-z][\w&]*(?:-[A-Za-z]\w*)*)"
    r"|^\W*what\s+((?:[\w&-]+\s+){0,3}?[\w&-]+)\s+(?:did|does|do|will)\s[^?]*?\bper\s+"
    r"([A-Za-z][\w&]*(?:-[A-Za-z]\w*)*)",
    re.IGNORECASE,
)
""""How much transport revenue did Alpenrose earn per skier day", "What clinical services
revenue did Harbour Vets earn per consultation": the metric is before the verb."""
_EARNING_VERBS = wordset(
    "earn earned earns make made makes generate generated generates spend spent spends "
    "pay paid pays receive received receives cost costs"
)
_DENOMINATOR_QUALIFIER = lazy(r"\s+([a-z][a-z-]*(?:ed|ld|wn|en)|day|night|hour)\b")
"""The word after the unit that says which units: "per tonne sold", "per skier day"."""
_OF_WHAT = lazy(
    r"\s+of\s+(output|production|throughput|capacity|sales|shipments|deliveries|exports)\b"
)
"""What measure a unit counts: "per tonne of output" divides by the output, not by the
tonnes sold (a product, "per tonne of cocoa ground", is what the company makes anyway)."""
_AVERAGE = wordset("average mean total")
_DENOMINATOR_MODIFIERS = wordset("average mean each every active full-time full part paying")
"""Words before the unit a ratio divides by: "per average employee" is per employee, "per
full-time veterinarian" per veterinarian."""
_NEXT_WORD = lazy(r"(?:-time)?\s+([A-Za-z][\w&-]*)")
_RATIO_OF = lazy(
    r"\bratio of\s+([A-Za-z][\w&]*(?:\s+[A-Za-z][\w&]*)?)\s+to\s+([A-Za-z][\w&]*)", re.IGNORECASE
)
_SHARE_OF = lazy(
    r"\b(?:what|which)\s+(?:percentage|percent|share|proportion|fraction|part)\s+of\s+"
    r"(?:(?:the|its|their|our)\s+|(?:[\w&-]+\s+){0,3}?[\w&-]+['\u2019]s?\s+)*"
    r"(?:(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*[\u2013-]"
    r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*|Q[1-4]|H[12]|9M)\s+)?"
    r"(?:(?:FY\s?|fiscal\s+(?:year\s+)?)?(?:19|20)\d\d(?:[/\u2013-]\d{2,4})?\s+)?"
    r"(?P<whole>[A-Za-z][\w&-]*(?:\s+[A-Za-z][\w&-]*){0,2})\s+"
    r"(?:\S+\s+){0,8}?(?:went\s+(?:to|on)|was\s+spent\s+on|(?:spend|spent|invest|invested)\s+"
    r"(?:on|in)|was|were|came\s+from|is|are|made\s+up|accounted\s+for|represented)\s+"
    r"(?:by\s+|from\s+|at\s+)?(?:the\s+|its\s+)?"
    r"(?P<part>[A-Za-z][\w&-]*(?:\s+(?!and\b)[A-Za-z][\w&-]*)?"
    r"(?:\s+(?:and|&)\s+[A-Za-z][\w&-]*(?:\s+[A-Za-z][\w&-]*)?)?)",  # two parts: both named
    re.IGNORECASE,
)
_AS_SHARE = lazy(  # starts after no letter, as `_PER` does
    r"(?<![A-Za-z])(?P<part>[A-Za-z][\w&-]*(?:\s+[A-Za-z][\w&-]*)?)\s+"
    r"(?:(?:in|for)\s+(?:(?:FY|fiscal)\s?)?(?:19|20)\d\d\S*\s+)?(?:as\s+a|as\s+the)\s+"
    r"(?:percentage|percent|share|proportion)\s+of\s+(?:the\s+|its\s+)?"
    r"(?P<whole>[A-Za-z][\w&-]*(?:\s+[A-Za-z][\w&-]*)?)",
    re.IGNORECASE,
)
_CAGR = lazy(
    r"\b(?:compound(?:ed)?\s+annual|CAGR|average\s+annual\s+(?:growth|rate)|annuali[sz]ed\s+growth)",
    re.IGNORECASE,
)
_SUM = lazy(r"\b(?:sum|combined(?!\s+ratio)|together|altogether|in total|add up)\b", re.IGNORECASE)
_RATIO = lazy(r"\b(?:ratio\s+(?:of|between)|how\s+many\s+times|times|per)\b", re.IGNORECASE)
"""A ratio to work out ("the ratio of A to B", "how many times"); a metric named "... ratio"
(the combined ratio, the cost-income ratio) is looked up, not calculated."""
CHANGE = frozenset(
    stem(w)
    for w in wordset(
        "growth grow grew grown increase decrease rise rose risen fall fell fallen "
        "decline drop change improve compare compared versus vs move moved develop developed"
    )
)
HOW_MANY = lazy(r"\bhow many\b(.*)", re.IGNORECASE)
_ADJECTIVES = wordset("new additional full part time permanent temporary active")


def operation(
    text: str, n_years: int, n_entities: int, *, share: bool = False, per: bool = False
) -> str | None:
    """Which calculation the question asks for, if any."""
    if share:
        return "share"
    changed = {stem(w) for w in WORD.findall(text.lower())} & CHANGE
    change_asked = bool(changed and _PERCENT.search(text.lower()))
    if per and not change_asked:
        return "ratio"  # "by what percentage did the rate per day change" is a change
    if _CAGR.search(text) and n_years >= 2:
        return "cagr"
    lowered = text.lower()
    sides = max(n_years, n_entities)
    if _SUM.search(lowered) or (re.search(r"\btotal\b", lowered) and sides >= 2):
        return "sum"
    if _RATIO.search(lowered) and sides >= 2 and not change_asked:
        return "ratio"
    if _DIFFERENCE.search(lowered) and not _PERCENT.search(lowered):
        return "difference"
    stems = {stem(w) for w in WORD.findall(lowered)}
    if stems & CHANGE or (_PERCENT.search(lowered) and sides >= 2):
        return "growth"
    return None


def joint_share(text: str) -> bool:
    """Whether a share is asked of two parts together ("from lighting and architectural
    glass together"): their sum, not either part alone. Without "together" (or "combined",
    "both") "research grants and contracts" is one line's name."""
    match = _SHARE_OF.search(text)
    if match is None or re.search(r"\s(?:and|&)\s", match.group("part")) is None:
        return False
    return re.search(r"\b(?:together|combined|jointly|both)\b", text, re.IGNORECASE) is not None


def share_asked(text: str) -> tuple[tuple[str, ...], tuple[str, ...]] | None:
    """For "what percentage of revenue went to R&D": the part's and the whole's concepts."""
    match = _SHARE_OF.search(text) or _AS_SHARE.search(text)
    if not match:
        return None
    part = metric_concepts(match.group("part"))
    whole = metric_concepts(match.group("whole"))
    if part and whole and not any(kind_of(c) for c in part):
        part = (*part, *(c for c in whole if c not in part))  # the segment's revenue
    return (part, whole) if part and whole and part != whole else None


def metric_concepts(words: str) -> tuple[str, ...]:
    """The concepts of a few question words, leaving out names ("did Northwind spend") and
    periods ("Kōwhai's FY25 revenue" is revenue)."""
    content = [w for w in words.split() if is_content(w) and not _PERIOD_WORD.match(w)]
    return tuple(
        concept(w) for w in content if not (w[:1].isupper() and w[1:].islower() and len(w) > 3)
    ) or tuple(concept(w) for w in content)


_PERIOD_WORD = lazy(r"^(?:FY|CY|H[12]|Q[1-4]|[1-4]Q)?'?\d{2,4}(?:[/-]\d{2,4})?$", re.I)


def per_asked(text: str) -> tuple[tuple[str, ...], tuple[str, ...]] | None:
    """For "revenue per employee" or "the ratio of revenue to employees": each side's concepts.

    The numerator is the metric's own words: "fine paper revenue" in "Kuusijärvi Paper's
    fine paper revenue per tonne", and "transport revenue" in "how much transport revenue
    did Alpenrose earn per skier day", never the company's name or the verb."""
    match = _RATIO_OF.search(text)
    if match:
        left = match.group(1).split()
    elif (how := _HOW_MUCH_PER.search(text)) is not None:
        left, right_words = (how.group(1) or how.group(3)).split(), how.group(2) or how.group(4)
        return _sides(left, right_words, text, how.end())
    elif (match := _PER.search(text)) is not None:
        left = _noun_phrase(WORD.findall(text[: match.start(2)].rsplit(" per ", 1)[0]))
    else:
        return None
    return _sides(left, match.group(2), text, match.end(2))


def _sides(
    left: list[str], right_words: str, text: str, end: int
) -> tuple[tuple[str, ...], tuple[str, ...]] | None:
    """The concepts of the numerator's words and the denominator's (with the qualifier
    after it that ends at ``end``: "per tonne sold", "per skier day")."""
    numerator = tuple(concept(w) for w in left if is_content(w))
    modifier = right_words.lower() in _DENOMINATOR_MODIFIERS  # "full-time": before the noun
    spaced = right_words.split("-")[0] if modifier else right_words.replace("-", " ")
    right = tuple(concept(w) for w in spaced.split() if is_content(w))  # "public-skating"
    if modifier and (noun := _NEXT_WORD.match(text, end)):
        right, end = (*right, concept(noun.group(1))), noun.end()  # "per average employee"
    material = _OF_WHAT.match(text, end)  # "per tonne of output", "per litre of milk"
    if right and material and is_content(material.group(1)):
        right, end = (*right, concept(material.group(1))), material.end()
    qualifier = _DENOMINATOR_QUALIFIER.match(text, end) or (
        None if right_words.lower().endswith("ed") else _HEAD_NOUN.match(text, end)
    )  # "per completed well" stays what it was: the wells completed
    if right and qualifier and is_content(qualifier.group(1)):
        right = (*right, concept(qualifier.group(1)))  # "per tonne sold", "per bowling lane"
    return (numerator, right) if numerator and right else None


_HEAD_NOUN = lazy(
    r"\s+([a-z][a-z-]+)(?=\s*(?:$|[?,.;]|\s(?:in|for|during|over|at|across|from|on|last|this)\b))"
)
"""The noun a denominator's first word modifies, at the end of its phrase: "per bowling lane
in fiscal 2025" divides by lanes (of bowling), not by "bowling"."""


def _noun_phrase(before: list[str]) -> list[str]:
    """The last words before "per" that name the metric: up to four, back to a function
    word, a possessive ("Paper's"), a verb of earning or a capitalized name."""
    phrase: list[str] = []
    for bare in reversed(before[-4:]):
        low = bare.lower().replace(RSQUO, "'")
        if low in _AVERAGE:
            continue  # "average ticket revenue per visitor" is ticket revenue per visitor
        if low in _EARNING_VERBS and not phrase:
            phrase.insert(0, bare)  # "how much did visitors spend per visit": the spending
            continue
        if not is_content(bare) or low.endswith("'s") or low in _EARNING_VERBS:
            break
        if bare[:1].isupper() and bare[1:].islower() and phrase:
            break  # "Alpenrose revenue per ...": the name is not the metric
        phrase.insert(0, bare)
    return phrase


def count_noun(text: str) -> str | None:
    match = HOW_MANY.search(text)
    if not match:
        return None
    for word in WORD.findall(match.group(1))[:4]:
        if word.lower() in OPERATION_WORDS:
            return None
        if is_content(word) and word.lower() not in _ADJECTIVES:
            return concept(word)
    return None


def expected_kind(text: str, concepts_: list[str]) -> str | None:
    """The kind of figure that answers: a margin or ratio is a percentage whatever
    qualifies it ("EBITDA margin"), else the first metric word with a kind, else the
    question's words."""
    if any(kind_of(name) == "percent" and name != _SHARE_CONCEPT for name in concepts_):
        return "percent"
    if _SHARE_OF_EARNINGS.search(text):  # "its share of the results of its associate"
        concepts_ = [name for name in concepts_ if name != _SHARE_CONCEPT]
    for name in concepts_:
        if kind_of(name):
            return kind_of(name)
    lowered = text.lower()
    if "how many" in lowered:
        return "count"
    if re.search(r"\b(?:what|which) (?:percentage|percent|share|proportion)\b", lowered):
        return "percent"
    if "how much" in lowered or _VALUE_OF.search(lowered):
        return "money"
    return None


_VALUE_OF = lazy(r"\b(?:what|how)\s+(?:is|was|were|are)\s+the\s+(?:\w+\s+)?(?:value|worth)\b")
""""What is the (total) value of the contract": an amount, not a sentence to quote."""


_SHARE_CONCEPT = concept("share")
_SHARE_OF_EARNINGS = lazy(
    r"\bshare\s+of\s+(?:the\s+)?(?:net\s+)?(?:results?|profits?|loss(?:es)?|earnings|income)"
    r"\s+(?:of|from)\b",
    re.IGNORECASE,
)
"""An investor's share of an associate's or joint venture's result: an amount of money."""
"""Not always a percentage: "net income group share" is an amount."""
