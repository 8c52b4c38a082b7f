"""Whether an amount is the metric a question asks for at all, whatever its words share.

A figure whose sentence names the metric can still be something else: another noun's
amount ("gains of EUR 2.0 million were included in EBITDA", "a $19.0 million warranty
provision"), a limit ("the minimum cover ratio is 1.25x"), the other side of tax ("profit
before tax" for "after tax"), an amount per share, a count in another unit of measure, or an
abbreviation's full name standing in for its bare head noun ("ARR" for "revenue").
"""

from __future__ import annotations

import re

from keel.research.planner.figures import Figure
from keel.research.planner.goal import Goal
from keel.research.planner.relazy import lazy
from keel.research.planner.spoken import is_spoken
from keel.research.planner.text import (
    WORD,
    concept,
    concepts,
    is_content,
    kind_of,
    named_as,
    wordset,
)


def not_the_metric(goal: Goal, need: frozenset[str], figure: Figure) -> bool:
    """Whether the figure, however well its words match, is not the metric ``need``."""
    if goal.count_noun and goal.operation is None and not _counts(goal.count_noun, figure):
        return True  # "how many tonnes" is not answered by "13.3 kg per discharge"
    if figure.spelled and figure.spelled[0] not in need and not figure.spelled[1] & need:
        return True  # "ARR" (annual recurring revenue) does not answer "what was revenue"
    asked_flow = need & _CASH_FLOWS if need & _OF_CASH else frozenset()
    if asked_flow and (figure.context & _CASH_FLOWS) - asked_flow:
        return True  # "cash flow from investing activities" is never the operating cash flow
    counting = goal.count_noun and goal.operation is None and not AVERAGE.search(goal.text)
    if counting and _AVERAGE_LABEL.match(own_label(figure)):
        return True  # "how many tugs" is not "Average age of tugs in service: 14.6"
    if _LIMIT.search(_clause_before(figure)):
        return True  # "above the 1.25x minimum covenant": a limit, not the figure
    if _MILESTONE.search(figure.sentence[max(0, figure.amount.start - 30) : figure.amount.start]):
        return True  # "turnover crossed INR 4,800 crore for the first time, reaching 4,862.35"
    if _opposite_tax(goal.text, figure.sentence) or _per_unit(goal, need, figure):
        return True  # profit before tax for after tax; "ILS 1.41 per share" for the net loss
    label = figure.sentence.rsplit(":", 1)[0] if figure.structured else _clause_before(figure)
    if goal.count_noun and goal.operation is None and _names_money(label, need):
        return True  # "how many rides" is not answered by "Ride revenue (2025): 7,915"
    changes = figure.structured and goal.operation is None and _CHANGE_ROW.search(label)
    if changes and not _CHANGE_ROW.search(goal.text):
        return True  # "what was revenue" is not answered by "Total sales growth: 6.8"
    if _PROFIT in need and _TOTAL_INCOME.search(label) and not _TOTAL_INCOME.search(goal.text):
        return True  # "Total income" is what came in, not the surplus or the profit
    money_metric = any(kind_of(c) == "money" for c in need)
    named = (  # "heat sales (Wärmeabsatz)": the label says what the sales are, unless the
        bool(goal.aliases)  # question says it wants money ("revenue from heat sales")
        and named_as(goal.aliases, figure.context)
        and not _MONEY_ASKED.search(goal.text)
    )
    if money_metric and figure.amount.kind == "count" and figure.amount.unit and not named:
        return True  # "three months", "120 cars": counted things are not an amount of money
    if _a_change(goal, figure):
        return True  # "Energy consumption fell by 6%" does not say what the consumption was
    if _in_passing(goal, figure):
        return True  # "water use at our two sites was 182,400 m³" is not 2
    if figure.structured:
        return False
    return _named_after(need, figure) or _owned_by_another(need, figure)


_MONEY_ASKED = lazy(
    r"\b(?:revenues?|turnover|income|earnings|profits?|value|worth|prices?|costs?|fees?)\b"
    r"|[$€£¥]|\b(?-i:[A-Z]{3})\b",
    re.IGNORECASE,
)
"""Words of a question that asks for an amount of money."""


def own_label(figure: Figure) -> str:
    """The words right before a figure, after any figure before it: its own label
    ("Previous price per tonne: " in "... KSh 5,000 New price per tonne of cane: KSh 5,350")."""
    return _A_NUMBER.split(figure.sentence[: figure.amount.start])[-1]


_A_NUMBER = lazy(r"\d[\d,.]*")
AVERAGE = lazy(
    r"\b(?:average|mean)\b|durchschnitt|\bmoyen|\bpromedio|\bmédi[oa]|\bmedi[oa]\b|gemiddeld|"
    r"genomsnitt|gennemsnit|gjennomsnitt|keskimää|\bśredni|\bprůměr|\bortalama",
    re.IGNORECASE,
)
"""An average, in English and the languages reports are written in (also inside compounds)."""
_AVERAGE_LABEL = lazy(r"^\W*(?:the\s+)?(?:average|mean|median)\b", re.IGNORECASE)
_CASH_FLOWS = concepts("operating investing financing")
_OF_CASH = concepts("cash activities")
"""The three kinds of cash flow: one never answers a question about another."""
_ASKS_CHANGE = lazy(
    r"\b(?:add|added|adds|increase[ds]?|rise|rose|grow|grew|fall|fell|decline[ds]?|drop|dropped|"
    r"gain|gained|lose|lost|improve[ds]?|change[ds]?|net\s+additions?|by\s+how\s+much|new|"
    r"win|won|acquire[ds]?|sign(?:ed)?|open(?:ed)?|hire[ds]?|recruit(?:ed)?)\b",
    re.IGNORECASE,
)
"""A question about a change itself ("how many members did it add"): a change answers it."""
_CHANGE_BY = lazy(
    r"\b(?:rose|fell|increased|decreased|grew|declined|dropped|climbed|jumped|slipped|gained"
    r"|lost|improved|added|(?:was|were)\s+(?:up|down))\s+(?:by\s+)?(?:about\s+|around\s+|some\s+)?$"
    # "reduces EBIT for 2024 by 2.6": a reduction or an increase by an amount, in English and
    # the languages of the north and of Germany ("reducerer ... med", "erhöht ... um")
    r"|\b(?:reduc\w*|lower\w*|raise[sd]?|increase[sd]?|reducer\w*|forhøj\w*|øger|øgede|"
    r"minsk\w*|ökar|ökade|sänk\w*|senk\w*|erhöh\w*|verringer\w*|vermindert?)\b[^.;:]{0,60}?"
    r"\b(?:by|med|um|with)\s+$",
    re.IGNORECASE,
)


def _a_change(goal: Goal, figure: Figure) -> bool:
    """Whether a percentage is the change of a metric that is not itself a percentage,
    for a question that asks for the metric's level; or an amount is the size of a change
    ("R&D expenses increased $13.9 million"), which no question's arithmetic takes as a level."""
    if figure.structured:
        return False
    if figure.amount.kind != "percent":  # unless the change is what the question asks for
        before = figure.sentence[max(0, figure.amount.start - 90) : figure.amount.start]
        return _CHANGE_BY.search(before) is not None and not _ASKS_CHANGE.search(goal.text)
    if goal.operation is not None:
        return False
    if goal.expected_kind == "percent":
        return False  # "the margin rose by 0.4 points to 8.1%": the question is a rate's
    before = figure.sentence[max(0, figure.amount.start - 40) : figure.amount.start]
    return _CHANGE_BY.search(before) is not None


_OTHER_FIGURE = lazy(r"\d")
_YEAR = lazy(r"\b(?:19|20)\d\d\b")


def _in_passing(goal: Goal, figure: Figure) -> bool:
    """Whether a number written as a word counts something the question does not name
    ("our two sites", "three months"): it is said in passing, not the metric."""
    amount = figure.amount
    if (
        figure.structured
        or not amount.unit
        or not is_spoken(figure.sentence[amount.start : amount.end])
    ):
        return False
    counted = {concept(word) for word in amount.unit_text.split()}  # "staff" are employees
    if counted & set(goal.concepts) or goal.count_noun in amount.unit:
        return False
    rest = figure.sentence[: amount.start] + figure.sentence[amount.unit_end :]
    return _OTHER_FIGURE.search(_YEAR.sub(" ", rest)) is not None  # another figure is the one


_OF_PHRASE = lazy(r"([^,;:()\u2013\u2014]{1,80}?)\bof\s*$")
"""The noun phrase an amount belongs to when written "X of AMOUNT" (back to punctuation)."""
_HEADS = frozenset(
    concept(w) for w in ("total", "sum", "amount", "figure", "level", "value", "record", "high")
)


_PROFIT = concept("profit")
_TOTAL_INCOME = lazy(
    r"\b(?:total|gross|investment|interest|other|fee|fees|rental|dividend|grant|commission"
    r"|tuition|royalty|licen[cs]e|sundry|finance)\s+(?:income|incomes|earnings)\b"
    r"|^\s*income\s*:",  # a row of a table's "Income" section: "Income: Donations"
    re.IGNORECASE,
)
"""Income that came in ("Total income", "Investment income", "Other income"), not a profit."""
_LIMIT = lazy(
    r"\b(?:minimum|maximum|covenant|threshold|lock-?up|cap(?:ped)?|ceiling|limit)\b",
    re.IGNORECASE,
)
"""A limit in the amount's own clause: "the minimum cover ratio ... is", "capped at"."""


_CHANGE_ROW = lazy(
    r"\b(?:growth|change|increase|decrease|decline|variation|ver[äa]nderung|wachstum|"
    r"variaci[óo]n|crescita|varia[çc][ãa]o|groei|tillv[äa]xt|vekst|v[æa]kst)\b",
    re.IGNORECASE,
)
"""A table row of changes ("Total sales growth", "Veränderung"), not of levels."""


def _names_money(label: str, need: frozenset[str]) -> bool:
    """Whether a label's last word names an amount of money the question does not ask
    about: "Ride revenue", not "Revenue passengers" (an airline's count)."""
    named = [concept(w) for w in WORD.findall(label) if is_content(w)]
    return bool(named) and named[-1] not in need and kind_of(named[-1]) == "money"


_MILESTONE = lazy(
    r"\b(?:crossed|surpassed|exceeded|topped|passed|broke(?:\s+through)?)\s+(?:the\s+)?$",
    re.IGNORECASE,
)
"""A mark passed ("crossed INR 4,800 crore"): a round threshold, not the figure itself."""


def _clause_before(figure: Figure) -> str:
    """The words of the figure's own clause before it (back to a comma or semicolon)."""
    before = figure.sentence[: figure.amount.start]
    return re.split(r"[,;:(]", before)[-1]


_TAX = lazy(r"\b(before|after|pre|post)[\s-]+(?:income\s+)?tax", re.IGNORECASE)


def _opposite_tax(question: str, sentence: str) -> bool:
    """Whether the question asks for a result after tax and the figure's sentence gives it
    only before tax, or the reverse."""
    asked = _TAX.search(question)
    if asked is None:
        return False
    want = asked.group(1).lower() in {"after", "post"}
    said = {m.group(1).lower() in {"after", "post"} for m in _TAX.finditer(sentence)}
    return bool(said) and want not in said


_ARTICLE = lazy(r"\b(?:a|an)\s*$", re.IGNORECASE)
_NOUN_AFTER = lazy(r"^\s+((?:[a-z][\w-]*\s+){0,2}[a-z][\w-]*)")


def _named_after(need: frozenset[str], figure: Figure) -> bool:
    """Whether the amount is written "a $19.0 million warranty provision": the words after
    it name what it is, and they are not the metric asked for."""
    if not _ARTICLE.search(figure.sentence[: figure.amount.start]):
        return False
    after = _NOUN_AFTER.match(figure.sentence[figure.amount.unit_end :])
    if after is None:
        return False
    named = concepts(after.group(1))
    return bool(named) and not named & need


def _owned_by_another(need: frozenset[str], figure: Figure) -> bool:
    """Whether the amount is written as "X of AMOUNT" and X names none of the metric."""
    match = _OF_PHRASE.search(figure.sentence[: figure.amount.start])
    if match is None:
        return False
    phrase = _PHRASE_START.split(match.group(1))[-1]  # "stated after | depreciation of"
    own = concepts(" ".join(phrase.split()[-8:]))
    return bool(own - _HEADS) and not own & need


_PHRASE_START = lazy(
    r"\b(?:after|before|including|excluding|less|plus|with|from|by|net\s+of)\b", re.IGNORECASE
)
"""Words after which a new noun phrase starts: "profit is stated after | depreciation of"."""


_PER_UNIT = lazy(
    r"^\s*(?:per|a|/)\s*(?:ordinary\s+|basic\s+|diluted\s+)?(?:share|ads|unit|head|capita)\b",
    re.IGNORECASE,
)
"""An amount per share (or per unit): a rate, not the total the metric names."""


def _per_unit(goal: Goal, need: frozenset[str], figure: Figure) -> bool:
    """Whether the figure is an amount per share (or unit) that the question does not ask
    for: not a price, fee or dividend, and not a question that says "per"."""
    if goal.per or need & _UNIT_PRICES or "per" in goal.text.lower().split():
        return False
    return _PER_UNIT.match(figure.sentence[figure.amount.unit_end :]) is not None


_UNIT_PRICES = frozenset(
    concept(w) for w in ("dividend", "price", "fee", "charge", "tariff", "rent", "wage", "eps")
)


def _counts(noun: str, figure: Figure) -> bool:
    """Whether a counted figure can count the thing asked: not when its unit is a measure
    other than the one asked ("how many tonnes" is not "13.3 kg per discharge")."""
    unit = {_SAME_MEASURE.get(c, c) for c in concepts(figure.amount.unit_text)}
    measures = unit & _MEASURES
    return not measures or _SAME_MEASURE.get(noun, noun) in measures


_MEASURES = frozenset(
    concept(w)
    for w in wordset("kg g tonnes tonne mwh gwh kwh twh litres litre kl ml m3 km hectares ha")
)
"""Units of measure: a figure in one of them counts that measure, nothing else."""
_SAME_MEASURE = {concept("t"): concept("tonnes"), "mt": concept("tonnes"), "kt": concept("tonnes")}
