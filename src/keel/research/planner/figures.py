"""Figures in a document: each amount with the words it belongs to and the period it is for.

A figure's *context* is the clause that leads up to it (plus the words it counts and a
few words after it), so in "Gross margin improved to 43%, and operating income reached
$13.1 million" the 43% belongs to gross margin and the $13.1 million to operating
income. An amount whose own clause names nothing ("..., up from $72 million in 2022")
inherits the context of the amount before it. Its *period* is, in order: a year right
after it or after the words it counts ("$72 million in 2022", "30 suppliers in the
first half of 2023"), a year earlier in its clause, a year later in its
clause, "a year earlier" relative to the sentence's year, any earlier year in the
sentence, the year of its heading, the year of its document.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from keel.research.planner.amounts import Amount, find_amounts
from keel.research.planner.passages import Passage
from keel.research.planner.periods import part_named, shift, years
from keel.research.planner.prior_year import (
    EARLIER,
    JOINED_ON,
    LEADS_NEXT,
    LIKE_PART,
    dated_earlier,
    labelled_earlier,
)
from keel.research.planner.text import concepts, kind_of, normalize

_CLAUSE_BREAK = re.compile(r"[,;]|\s(?:and|while|but|whereas|because|although|though)\s")
_TAIL_BREAK = re.compile(
    r"[,;]|\s(?:and|while|but|whereas|because|although|though|y|e|und|sowie|et|en|och|og|ja|"
    r"oraz|ve|pero|mais|ma|maar|men|mutta|mientras)\s",
    re.IGNORECASE,
)
"""Where the words after a figure stop being its own: "gastos financieros netos de $2.960
millones y una pérdida ..." (the loss is the next figure's), in the languages of reports."""
_COUNTED_OBJECT = re.compile(
    r"\s+(?:of|de|di|do|da|von)\s+(?:[^\W\d_]+\s+){0,3}?[^\W\d_]+"
    r"(?=\s+(?:at|with|for|to|which|that|bei|zu|à|al|con|per|por|para|zum|zur)\b)",
    re.IGNORECASE,
)
"""What a unit counts, before the words that lead to the next figure ("12,000 tonnes of
cocoa beans at an average price of $3,100")."""
_LEADS_TO_NEXT = re.compile(
    r"\b(?:of|de|von|di|do|da|du|des|van|af|av|på|was|were|at|to|reached|totall?ed)\s*"
    r"(?:[A-Z]{3}|[$€£¥₹]|R\$|US\$)?\s*$",
    re.IGNORECASE,
)
"""Words before the next figure that name it: the words after a figure up to there are the
next figure's label, not this one's ("... and a foreign-exchange loss of $2.5 million")."""
_PART_OF_YEAR = (
    r"(?:(?:first|second|third|fourth|final|last)\s+(?:quarter|half)|Q[1-4]|H[12]|"
    r"(?:full|financial|fiscal|calendar)\s+year|year[- ]end|end|close|start|year)"
)
_YEAR_AFTER = re.compile(
    r"^\s*(?:[^\W\d_]+(?:ed|ado|ada|ados|adas|ato|ata|ati|ate|é|ée|és|ées)\s+)?"
    rf"(?:(?:in|for|during|of|by|em|en|im|i|w|ve|v|nel|au|dans|på|no|na)\s+(?:the\s+)?"
    rf"(?:{_PART_OF_YEAR}\s+(?:of\s+)?)?"
    rf"|at\s+(?:the\s+)?{_PART_OF_YEAR}\s+(?:of\s+)?)?(?:fiscal\s+|FY\s?)?$",
    re.IGNORECASE,
)
"""What may stand between a figure and the year it is for: "in", "in the third quarter of"."""
_COMPARED = re.compile(
    r"\b(?:compared\s+(?:with|to)|versus|vs\.?|against|than|up\s+from|down\s+from)\b",
    re.IGNORECASE,
)


@dataclass(frozen=True, slots=True)
class Figure:
    """One amount found in a document, with what it measures and when."""

    amount: Amount
    context: frozenset[str]
    """Concepts of the clause the amount belongs to and of the words it counts."""
    around: frozenset[str]
    """Concepts of the whole sentence and its heading."""
    period: str | None
    sentence: str
    doc_id: str
    doc_year: str | None
    position: int
    """Order of the figure in its document."""
    structured: bool = False
    """From a table or a JSON record: labelled by nouns, never by a question's verbs."""
    title: frozenset[str] = frozenset()
    """For a table's figure: the concepts of its document's title (a table's caption)."""
    table: int = -1
    """For a table's figure: which table of its document it is in."""
    total: float | None = None
    """For a row that adds up with the rows beside it to a total row: that total's value."""
    owner: frozenset[str] = frozenset()
    """For a table's figure: the words of the organisation its table names as its own
    ("Chiffres clés de Sprachwerk Bern AG"), when it names one."""
    spelled: tuple[str, frozenset[str]] | None = None
    """For a figure labelled by an abbreviation its document spells out ("ARR" for "annual
    recurring revenue"): the abbreviation and the qualifying words of its full name."""


def sentence_figures(
    passage: Passage,
    doc_id: str,
    doc_year: str | None,
    first: int = 0,
    european: bool = False,
    doc_part: str | None = None,
) -> list[Figure]:
    """The figures of one sentence, each with its context and period (``doc_part``: the
    part of the year the document's title says it covers, for figures with no period of
    their own: "Przychody w kwartale ..." in "wyniki za I kwartał 2026")."""
    text = passage.text
    amounts = find_amounts(text, european=european)
    around = concepts(text) | concepts(passage.heading)
    year_spans = [span for span in years(text) if not _PUBLISHED.search(text[: span[1]])]
    figures: list[Figure] = []
    previous: frozenset[str] = frozenset()
    for i, amount in enumerate(amounts):
        lower = amounts[i - 1].unit_end if i else 0
        upper = amounts[i + 1].start if i + 1 < len(amounts) else len(text)
        context = _context(text, amount, lower, upper, previous)
        previous = context
        period = _period(text, amount, (lower, upper, i > 0), year_spans)
        if period is None and figures and _FROM_TO.match(text[lower : amount.start]):
            period = figures[-1].period  # "restated from INR 1,842 crore to INR 1,869 crore"
        fallback = passage.heading_year or doc_year
        if fallback and doc_part and " " not in fallback and not passage.heading_year:
            fallback = f"{fallback} {doc_part}"
        if period == "earlier":
            period = shift(fallback, -1) if fallback else None
        if period is None and fallback:
            fallback = _year_said(fallback, text, upper)
        bare_bracket = (
            period is None and figures and _BARE_BRACKET.fullmatch(text[lower : amount.start])
        )
        period = _with_part(period or fallback, text[lower : amount.start], own=period is not None)
        trailing = _TRAILING_PART.match(text, amount.unit_end, upper)
        if trailing and period and " " not in period:  # "$105.7 million in the fourth quarter"
            period = f"{period} {part_named(trailing.group(0))}"
        if bare_bracket and figures[-1].period and text[amount.unit_end :].lstrip()[:1] == ")":
            period = shift(figures[-1].period, -1)  # "412,6 MSEK (388,1 MSEK)": the year before
        position = first + len(figures)
        figures.append(
            Figure(
                amount,
                context,
                around,
                period,
                text,
                doc_id,
                doc_year,
                position,
                structured=passage.structured,
            )
        )
    return _parts_from_comparatives(text, figures)


_TRAILING_PART = re.compile(
    r"\s*(?:in|for|during|over)\s+(?:the\s+)?(?:(?:first|second|third|fourth)[\s-]+quarter|"
    r"(?:first|second)[\s-]+half|(?:first\s+)?nine[\s-]+months|Q[1-4]|H[12])\b(?!\s+of\b)",
    re.IGNORECASE,
)
"""A part of the year right after a figure: "revenue of $105.7 million in the fourth quarter"
(not "in the fourth quarter of 2024", whose year the period already has or another figure's)."""
_BARE_BRACKET = re.compile(r"\s*\(\s*")
"""A figure in brackets right after another, with no year of its own: in Nordic and German
reports the same measure a year earlier ("412,6 MSEK (388,1 MSEK)")."""
_FROM_TO = re.compile(r"^\s*to\s*(?:[^\W\d]{1,4}\s?)?[$€£¥₹]?$", re.IGNORECASE)
"""What joins the two figures of "from X to Y" (the second's currency included)."""
_PUBLISHED = re.compile(
    r"\b(?:published|dated|issued|released|announced|filed|signed)\s+(?:on\s+)?"
    r"(?:\d{1,2}(?:st|nd|rd|th)?\s+)?(?:[A-Z][a-z]+\.?\s+)?(?:\d{1,2},?\s+)?$"
)
""""published on 3 March 2026": the year of a publication date, not of the figures."""
_PART_COMPARATIVE = re.compile(r"^[^()]{0,20}\(\s*(Q[1-4]|H[12]|9M)\b", re.IGNORECASE)


def _parts_from_comparatives(text: str, figures: list[Figure]) -> list[Figure]:
    """A figure compared with "(Q4 2023: ...)" is itself a fourth-quarter figure; one "in
    the same period of 2024" is for the part of the year of the figure before it ("PLN 9.4
    million for the nine months, compared with PLN 4.1 million in the same period of 2024")."""
    out = list(figures)
    for i in range(len(out) - 1):
        mine, theirs = out[i], out[i + 1]
        between = text[mine.amount.unit_end : theirs.amount.start]
        match = _PART_COMPARATIVE.match(between)
        if match and mine.period and " " not in mine.period:
            out[i] = replace(mine, period=f"{mine.period} {match.group(1).upper()}")
    for i in range(1, len(out)):
        before, mine = out[i - 1], out[i]
        part = before.period.partition(" ")[2] if before.period else ""
        after = text[mine.amount.end : mine.amount.end + 40]
        if part and mine.period and " " not in mine.period and _SAME_PERIOD.match(after):
            out[i] = replace(mine, period=f"{mine.period} {part}")
    return out


_WHOLE_YEAR = re.compile(
    r"\b(?:full[- ]year|annual|whole year|(?:fiscal|financial) year|(?:do|no|del|en el) a[ñn]o"
    r"|(?:during|throughout|over)\s+the\s+year(?!\s+to\b)"
    r"|(?:im\s+)?gesamtjahr|de l'ann[ée]e|dell'anno|over (?:het )?(?:boek)?jaar)\b",
    re.I,
)


_SO_FAR_OR_PART = re.compile(
    r"\b(?:trimestre|quarter|quartal|kwarta\w*|acumulado|lo\s+que\s+va|inizio|d[ée]but|"
    r"year[- ]to[- ]date|ytd|bisher|so\s+far|nine\s+months|semestre|half)\b",
    re.IGNORECASE,
)
"""Words that make "the year" a part of it ("en lo que va del año", "no trimestre do ano")."""


_SAME_PERIOD = re.compile(rf"^\s*{LIKE_PART}\b", re.IGNORECASE)
"""A comparative for the same part of another year: "in the same period of 2024"."""


def _year_said(fallback: str, text: str, end: int) -> str:
    """The document's period for a figure that names none, without the title's part of the
    year when the sentence says it is the year's ("A receita líquida do ano somou ..., e o
    lucro líquido atingiu R$ 96,4 milhões" in a Q4 release; "We serviced 12,46,380 fire
    extinguishers during the year" in a Q4 call's notes), unless it says year to date; ``end``:
    where the figure's clause ends (the next figure starts)."""
    if _WHOLE_YEAR.search(text[:end]) and not _SO_FAR_OR_PART.search(text):
        return fallback.partition(" ")[0]
    return fallback


def _with_part(period: str | None, clause: str, *, own: bool = True) -> str | None:
    """A year made a part of it when the figure's own words say so ("in the quarter"),
    also over the part a title gives (``own`` False): "Po trzech kwartałach przychody
    sięgnęły 331,7 mln zł" in "Wyniki za III kwartał 2025" is nine months' revenue."""
    if period is None:
        return None
    year, _, part = period.partition(" ")
    if _WHOLE_YEAR.search(clause) and not _SO_FAR_OR_PART.search(clause):
        return year
    named = part_named(clause)
    if named and (not part or (not own and named == "9M")):
        return f"{year} {named}"
    return period


_COMPARATIVE = re.compile(
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


def _context(
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
    own = concepts(_without_years(clause)) - _LINKS
    unit = len(text[amount.end : max(amount.end, amount.unit_end)].split())
    after_words = _without_years(after).split()
    tail = concepts(" ".join(after_words[:5]))  # the five words after the unit's words,
    beyond = concepts(" ".join(after_words[5 : 5 + unit]))  # but no other measure
    tail |= {c for c in beyond if kind_of(c) is None}
    if _WHERE.match(clause) and len(pieces) > 1:  # "..., and in Ontario, where we now have 31"
        place = {c for c in concepts(_without_years(pieces[-2])) if kind_of(c) is None}
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
    return concepts(_without_years(before)) | tail


_REACHING = re.compile(
    r"^\W*(?:to|reaching|pour\s+atteindre|atteignant|à|auf|hasta|alcanzando|até|atingindo|"
    r"raggiungendo|fino\s+a|tot|naar|till|til|do|na)\W*$",
    re.IGNORECASE,
)
"""What leads from a change to the level it reached: the level is the same metric's ("rose
8.3% to", "a progressé de 8,3 % pour atteindre", "stieg um 8,3 % auf")."""
_ATTENDANT = re.compile(r"^\W*(?:at|with)\s+(?:an?|the|its)\s+[^\W\d]", re.IGNORECASE)
"""A figure that goes with the one before it, and so with its subject ("... revenue of X
at a gross margin of Y", "... X, with an occupancy of Y")."""


_WHERE = re.compile(r"^\s*(?:where|wo|où|donde|onde|dove|waar|hvor|där|gdzie)\s", re.IGNORECASE)
"""A clause about the place just named, not about the sentence's subject."""


_SCOPE = re.compile(r"\b(?:group|total|overall|consolidated|company|companywide)\b", re.I)
"""A figure's own scope ("at a group EBITDA margin"): not the subject of the one before."""


_LINKS = concepts("naar tot auf bis till til op na do para até fino")
"""Words of other languages that lead to a level ("steeg met 23,2% naar € 31,8 miljoen"), as
"to" does: the figure after them is the metric just named."""


def _without_years(text: str) -> str:
    return re.sub(r"\b(?:19|20)\d\d\b", " ", text)


def _period(
    text: str, amount: Amount, bounds: tuple[int, int, bool], spans: list[tuple[str, int, int]]
) -> str | None:
    """The year a figure is for, from its own sentence (None if it names none).

    ``bounds`` is (where the previous amount ends, where the next begins, whether there
    is a previous amount); a year written right after the previous amount is its own.
    """
    lower, upper, has_previous = bounds
    for year, start, _ in spans:
        if amount.unit_end <= start <= upper and _YEAR_AFTER.match(text[amount.unit_end : start]):
            return year
    earlier = [year for year, _, end in spans if end <= amount.start]
    following = text[amount.end : upper]
    leads_next = upper < len(text) and LEADS_NEXT.search(following)
    if (
        (dated_earlier(following) and not leads_next)
        or (has_previous and LEADS_NEXT.search(text[lower : amount.start]))
        or labelled_earlier(text[lower : amount.start])
    ):
        return shift(earlier[-1], -1) if earlier else "earlier"
    before = [
        year
        for year, start, end in spans
        if lower <= start
        and end <= amount.start
        and not (has_previous and _YEAR_AFTER.match(text[lower:start]))
    ]
    if before:
        return before[-1]
    after = [
        year
        for year, start, _ in spans
        if amount.end <= start < upper
        and "(" not in text[amount.end : start]
        and not _COMPARED.search(text[amount.end : start])
    ]  # a year in "(2023: ...)" or "compared with a loss in 2023" is another figure's
    if after:
        return after[0]
    # a year that opens a comparative, "(2024: SEK 4,845 million)", is that figure's only
    own = [y for y, start, end in spans if end <= amount.start and not _compares(text, start, end)]
    if own and has_previous and _AFTER_EVENT.match(text):
        return None  # "After a loss of X in 2024, the company earned Y": Y is not 2024's
    if not own and _JOINED.match(text, amount.unit_end, upper):
        shared = [
            year
            for year, start, _ in spans
            if start >= upper
            and "(" not in text[amount.end : start]
            and not _COMPARED.search(text[amount.end : start])
            and not _OWN_DATE.search(text[amount.end : start])
        ]  # "revenue of X and EBITDA of Y in 2025": the year closes both
        return shared[0] if shared else None
    return own[-1] if own else None


_OWN_DATE = re.compile(
    r"\b(?:end|close|start|expect\w*|forecast\w*|target\w*|reach\w*|plan\w*|will|would|by|as\s+"
    r"(?:of|at)|at)\b",
    re.IGNORECASE,
)
"""Words that make the year after the second of two joined figures its own: a balance at a
date ("backlog reached $120 million at the end of March 2026") or an expectation ("is
expected to reach $55 million in 2026"), not a period the first figure shares."""
_JOINED = re.compile(r"\s*,?\s*(?:and|as well as|plus)\s[^()\d]*$", re.IGNORECASE)
"""Between two figures that share what follows them: " and EBITDA of "."""


_AFTER_EVENT = re.compile(
    r"^\W*(?:after|following|após|depois|tras|después|nach|après|dopo|efter|etter|na)\b", re.I
)
"""A sentence that opens with an earlier event, whose year is not the rest's."""


_OPEN_BRACKET = re.compile(r"\(\s*(?:FY|CY)?\s*$", re.IGNORECASE)
_COLON = re.compile(r"^(?:[/-]\d\d)?\s*[:=]")


def _compares(text: str, start: int, end: int) -> bool:
    """Whether the year at ``start:end`` opens a comparative: "(2024: SEK 4,845 million)"."""
    return bool(_OPEN_BRACKET.search(text[max(0, start - 8) : start])) and bool(
        _COLON.match(text[end : end + 4])
    )
