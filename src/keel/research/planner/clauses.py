"""Which words of a sentence are a figure's own: the clause before it, its unit and what
that counts, and the words after it until another clause or the next figure's label.

"Revenue was EUR 5 million and EBITDA EUR 2 million": 2 million is EBITDA's, not revenue's;
"8,400 tonnes of resin in 2023 (2022: 7,000 tonnes)": the comparative is resin too; "net
finance costs of $3.0 million and a currency loss of $2.5 million led to a net loss of
$1.2 million": the words before each figure name it, in English and the languages reports
are written in.
"""

from __future__ import annotations

import re

from keel.research.planner.amounts import Amount
from keel.research.planner.prior_year import EARLIER, JOINED_ON
from keel.research.planner.relazy import lazy
from keel.research.planner.text import concept, concepts, kind_of, normalize

_CLAUSE_BREAK = lazy(r"[,;]|\s(?:and|while|but|whereas|because|although|though)\s")
_TAIL_BREAK = lazy(
    r"[,;]|\s(?:and|while|but|whereas|because|although|though|y|e|und|sowie|et|en|och|og|ja|"
    r"oraz|ve|pero|mais|ma|maar|men|mutta|mientras)\s",
    re.IGNORECASE,
)
"""Where the words after a figure stop being its own: "gastos financieros netos de $2.960
millones y una pérdida ..." (the loss is the next figure's), in the languages of reports."""
_COUNTED_OBJECT = lazy(
    r"\s+(?:of|de|di|do|da|von)\s+(?:[^\W\d_]+\s+){0,3}?[^\W\d_]+"
    r"(?=\s+(?:at|with|for|to|which|that|bei|zu|à|al|con|per|por|para|zum|zur)\b)",
    re.IGNORECASE,
)
"""What a unit counts, before the words that lead to the next figure ("12,000 tonnes of
cocoa beans at an average price of $3,100")."""
_LEADS_TO_NEXT = lazy(
    r"\b(?:of|de|von|di|do|da|du|des|van|af|av|på|was|were|at|to|reached|totall?ed)\s*"
    r"(?:[A-Z]{3}|[$€£¥₹]|R\$|US\$)?\s*$",
    re.IGNORECASE,
)
"""Words before the next figure that name it: the words after a figure up to there are the
next figure's label, not this one's ("... and a foreign-exchange loss of $2.5 million")."""

_COMPARATIVE = lazy(
    rf"\(\s*(?:{EARLIER}|same (?:quarter|period) last year|"
    r"(?:(?:FY|CY|Q[1-4]\s|H[12]\s)?\s*(?:19|20)\d\d|FY\s?\d\d)(?:/\d{2})?"
    r"(?:,?\s+(?:as\s+)?(?:restated|revised|adjusted|reported))?)?\s*[:=]?\s*$"
    r"|\b(?:compared (?:with|to)|against|versus|vs\.?|up from|down from|from)\s+$"
    r"|^\s*[(,]?\s*(?:as\s+)?(?:originally|previously|initially)\s+(?:reported|stated|published)"
    r"\)?,?\s+to\s+$"
    r"|\b(?:corrected|correct|restated|revised|amended)(?:\s+(?:figure|number|amount|value))?"
    r"\s+(?:is|was|to|at|of)\s+$|\bshould\s+(?:have\s+been|read)\s+$",
    re.IGNORECASE,
)
"""What comes between a figure and the one it is compared with: the same metric."""


TONNES = concept("tonnes")


def clause_context(
    text: str, amount: Amount, lower: int, upper: int, previous: frozenset[str]
) -> frozenset[str]:
    """Concepts of the clause before the amount, its unit words and the words after it."""
    before = normalize(text[lower : amount.start])  # "Scope 1 and 2" is not two clauses
    pieces = [piece for piece in _CLAUSE_BREAK.split(before) if piece and piece.strip()]
    clause = pieces[-1] if pieces else ""  # "the impairment of the store, EUR 6.2 million,"
    between = normalize(text[amount.end : upper])
    tails = _TAIL_BREAK.split(between)
    after = tails[0]
    if len(tails) == 1 and upper < len(text) and _LEADS_TO_NEXT.search(between):
        # the unit's words and what they count ("12,000 tonnes of cocoa beans"): the rest names
        # the next figure ("... de $2.480 millones llevaron a una pérdida neta de $1.215 ...")
        object_ = _COUNTED_OBJECT.match(text, amount.unit_end, upper)
        after = text[amount.end : object_.end() if object_ else amount.unit_end]
    own = concepts(without_years(clause)) - _LINKS
    unit = len(text[amount.end : max(amount.end, amount.unit_end)].split())
    after_words = without_years(after).split()
    tail = concepts(" ".join(after_words[:5]))  # the five words after the unit's words,
    beyond = concepts(" ".join(after_words[5 : 5 + unit]))  # but no other measure
    tail |= {c for c in beyond if kind_of(c) is None}
    if amount.kind == "count" and amount.unit[:1] in {("t",), ("tn",)}:
        tail |= {TONNES}  # "612,400 t": a letter is no content word, but counts tonnes
    if _WHERE.match(clause) and len(pieces) > 1:  # "..., and in Ontario, where we now have 31"
        place = {c for c in concepts(without_years(pieces[-2])) if kind_of(c) is None}
        return frozenset(place) | own | tail  # the place, not the metric before ("hvor 312 MNOK")
    counted = concepts(amount.unit_text) if amount.kind == "count" else frozenset()
    joined = JOINED_ON.match(text[lower : amount.start]) is not None
    separate = joined and bool(counted - previous)  # "… of 24,318 and from two home cup ties"
    if previous and lower and _COMPARATIVE.search(text[lower : amount.start]) and not separate:
        return previous | own | tail  # "8,400 tonnes of resin in 2023 (2022: 7,000 tonnes)"
    if previous and lower and _REACHING.match(text[lower : amount.start]):
        return previous | own | tail  # "a progressé de 8,3 % pour atteindre CHF 18'742 milliers"
    attendant = _ATTENDANT.match(text[lower : amount.start])
    if attendant and amount.kind == "percent" and not _SCOPE.search(clause) and previous and lower:
        # "Collector coins generated revenue of CHF 38.7 million at a gross margin of 34.5%"
        return own | tail | {c for c in previous if kind_of(c) is None}
    if own:
        return own | tail
    if previous and not separate:
        return previous | tail
    return concepts(without_years(before)) | tail


_REACHING = lazy(
    r"^\W*(?:to|reaching|pour\s+atteindre|atteignant|à|auf|hasta|alcanzando|até|atingindo|"
    r"raggiungendo|fino\s+a|tot|naar|till|til|do|na)\W*$",
    re.IGNORECASE,
)
"""What leads from a change to the level it reached: the level is the same metric's ("rose
8.3% to", "a progressé de 8,3 % pour atteindre", "stieg um 8,3 % auf")."""
_ATTENDANT = lazy(r"^\W*(?:at|with)\s+(?:an?|the|its)\s+[^\W\d]", re.IGNORECASE)
"""A figure that goes with the one before it, and so with its subject ("... revenue of X
at a gross margin of Y", "... X, with an occupancy of Y")."""


_WHERE = lazy(r"^\s*(?:where|wo|où|donde|onde|dove|waar|hvor|där|gdzie)\s", re.IGNORECASE)
"""A clause about the place just named, not about the sentence's subject."""


_SCOPE = lazy(r"\b(?:group|total|overall|consolidated|company|companywide)\b", re.I)
"""A figure's own scope ("at a group EBITDA margin"): not the subject of the one before."""


_LINKS = concepts("naar tot auf bis till til op na do para até fino")
"""Words of other languages that lead to a level ("steeg met 23,2% naar € 31,8 miljoen"), as
"to" does: the figure after them is the metric just named."""


def without_years(text: str) -> str:
    return re.sub(r"\b(?:19|20)\d\d\b", " ", text)
