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
from keel.research.planner.clauses import clause_context
from keel.research.planner.passages import Passage
from keel.research.planner.periods import part_named, shift, title_part, years
from keel.research.planner.prior_year import (
    EARLIER,
    LEADS_NEXT,
    LIKE_PART,
    YEAR_EARLIER,
    dated_earlier,
    labelled_earlier,
)
from keel.research.planner.relazy import lazy
from keel.research.planner.text import concepts

_PART_OF_YEAR = (
    r"(?:(?:first|second|third|fourth|final|last)\s+(?:quarter|half)|Q[1-4]|H[12]|"
    r"(?:full|financial|fiscal|calendar)\s+year|year[- ]end|end|close|start|year)"
)
_YEAR_AFTER = lazy(
    r"^\s*(?:[^\W\d_]+(?:ed|ado|ada|ados|adas|ato|ata|ati|ate|é|ée|és|ées)\s+)?"
    rf"(?:(?:in|for|during|of|by|em|en|im|i|w|ve|v|nel|au|dans|på|no|na)\s+(?:the\s+)?"
    rf"(?:{_PART_OF_YEAR}\s+(?:of\s+)?)?"
    rf"|at\s+(?:the\s+)?{_PART_OF_YEAR}\s+(?:of\s+)?)?(?:fiscal\s+|FY\s?)?$",
    re.IGNORECASE,
)
"""What may stand between a figure and the year it is for: "in", "in the third quarter of"."""
_PLANS_HEADING = lazy(
    r"^\W*(?:our\s+|the\s+|key\s+|strategic\s+)?(?:priorities|goals?|objectives?|targets?|plans?"
    r"|outlook|ambitions?|guidance|ausblick|prognose|perspectives|perspectivas|prospettive"
    r"|utsikter|udsigter|vooruitzichten)\b(?!\s+(?:achieved|met|reached|delivered|and\s+results))",
    re.IGNORECASE,
)
"""A heading over plans, goals or an outlook (not "Targets achieved")."""
_COMPARED = lazy(
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
    """The concepts of its document's title and first line: what the whole text is about
    (for a table, its caption)."""
    table: int = -1
    """For a table's figure: which table of its document it is in."""
    total: float | None = None
    """For a row that adds up with the rows beside it to a total row: that total's value."""
    owner: frozenset[str] = frozenset()
    """For a table's figure: the words of the organisation its table names as its own
    ("Chiffres clés de Sprachwerk Bern AG"), when it names one."""
    planned: bool = False
    """Given under a heading that announces plans, goals or an outlook ("Priorities for the
    coming year"): a target, not an actual, whatever its own words."""
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
    if passage.structured:  # "model: Tembo 125", "site: Plant 2": a name, not a count
        amounts = [a for a in amounts if not _IN_A_NAME.search(text, 0, a.start) or not _bare(a)]
    around = concepts(text) | concepts(passage.heading)
    planned = _PLANS_HEADING.match(passage.heading) is not None
    year_spans = [span for span in years(text) if not _PUBLISHED.search(text[: span[1]])]
    figures: list[Figure] = []
    previous: frozenset[str] = frozenset()
    for i, amount in enumerate(amounts):
        lower = amounts[i - 1].unit_end if i else 0
        upper = amounts[i + 1].start if i + 1 < len(amounts) else len(text)
        context = clause_context(text, amount, lower, upper, previous)
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
            period is None
            and figures
            and (
                _BARE_BRACKET.fullmatch(text[lower : amount.start])
                or (
                    not text[lower : amount.start].strip()
                    and text[amount.start] == "("
                    and not amount.negative  # a comparative, not a note's "(1)"
                )
            )  # "1,11 mdkr (0,94)"
        )
        period = _with_part(period or fallback, text[lower : amount.start], own=period is not None)
        so_far = not passage.structured and _YEAR_SO_FAR.search(text[lower : amount.start])
        if period and so_far:  # "Hittil i år er
            year, _, part = period.partition(" ")  # driftsinntektene 131,7": from January
            period = f"{year} {_RUNNING_PART[part]}".strip() if part in _RUNNING_PART else period
        trailing = _TRAILING_PART.match(text, amount.unit_end, upper)
        if trailing and period and " " not in period:  # "$105.7 million in the fourth quarter"
            period = f"{period} {part_named(trailing.group(0))}"
        period = _bracket_part(text, amount, period)
        translated = bare_bracket and _another_unit(figures[-1].amount, amount)
        if translated:  # "EUR 512 million (USD 554 million)": the same figure in dollars
            period = figures[-1].period
        elif bare_bracket and figures[-1].period and text[amount.unit_end :].lstrip()[:1] == ")":
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
                planned=planned,
            )
        )
    return _parts_from_comparatives(text, figures)


_IN_A_NAME = lazy(r":\s+[^\W\d_][^\W\d_]+(?:\s+[^\W\d_]+)*\s+$")
"""A data export's text value that starts with words and ends in the number: a name."""


def _bare(amount: Amount) -> bool:
    """A number with no currency, scale, percent sign or unit."""
    return (
        amount.currency is None
        and amount.scale == 1.0
        and amount.kind == "count"
        and not amount.unit
    )


_TRAILING_PART = lazy(
    r"\s*(?:in|for|during|over)\s+(?:the\s+)?(?:(?:first|second|third|fourth)[\s-]+quarter|"
    r"(?:first|second)[\s-]+half|(?:first\s+)?nine[\s-]+months|Q[1-4]|H[12])\b(?!\s+of\b)",
    re.IGNORECASE,
)
"""A part of the year right after a figure: "revenue of $105.7 million in the fourth quarter"
(not "in the fourth quarter of 2024", whose year the period already has or another figure's)."""


def _another_unit(previous: Amount, bracketed: Amount) -> bool:
    """Whether a bracketed amount gives the one before it in another currency or unit
    ("EUR 512 million (USD 554 million)", "12,500 tonnes (27.6 million lbs)")."""
    if previous.currency and bracketed.currency:
        return previous.currency != bracketed.currency
    if previous.unit and bracketed.unit:
        return previous.unit[-1] != bracketed.unit[-1]
    return False


_BARE_BRACKET = lazy(r"\s*\(\s*")
"""A figure in brackets right after another, with no year of its own: in Nordic and German
reports the same measure a year earlier ("412,6 MSEK (388,1 MSEK)")."""
_FROM_TO = lazy(r"^\s*to\s*(?:[^\W\d]{1,4}\s?)?[$€£¥₹]?$", re.IGNORECASE)
"""What joins the two figures of "from X to Y" (the second's currency included)."""
_PUBLISHED = lazy(
    r"\b(?:published|dated|issued|released|announced|filed|signed)\s+(?:on\s+)?"
    r"(?:\d{1,2}(?:st|nd|rd|th)?\s+)?(?:[A-Z][a-z]+\.?\s+)?(?:\d{1,2},?\s+)?$"
)
""""published on 3 March 2026": the year of a publication date, not of the figures."""
_PART_COMPARATIVE = lazy(r"^[^()]{0,20}\(\s*(Q[1-4]|H[12]|9M)\b", re.IGNORECASE)


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


_WHOLE_YEAR = lazy(
    r"\b(?:full[- ]year|annual|whole year|(?:fiscal|financial) year|(?:do|no|del|en el) a[ñn]o"
    r"|(?:during|throughout|over)\s+the\s+year(?!\s+to\b)"
    r"|(?:im\s+)?gesamtjahr|de l'ann[ée]e|dell'anno|over (?:het )?(?:boek)?jaar)\b",
    re.I,
)


_YEAR_SO_FAR = lazy(
    r"\b(?:year[\s-]to[\s-]date|ytd|so\s+far\s+this\s+year|since\s+the\s+start\s+of\s+the"
    r"\s+year|hittil\s+i\s+år|hittills\s+i\s+år|indtil\s+videre\s+i\s+år|bisher\s+im\s+jahr"
    r"|seit\s+jahresbeginn|depuis\s+le\s+d[ée]but\s+de\s+l'ann[ée]e|acumulad[oa]s?"
    r"|en\s+lo\s+que\s+va\s+del\s+año|no\s+acumulado|cumul[ée]e?s?|kumuliert\w*|cumulat[ăa]?"
    r"|desde\s+(?:el\s+|o\s+)?in[íi]cio\s+d[eo]l?\s+año|dall'inizio\s+dell'anno|od\s+začátku\s+roku"
    r"|od\s+začiatku\s+roka|od\s+początku\s+roku|od\s+početka\s+godine|od\s+začetka\s+leta"
    r"|de\s+la\s+începutul\s+anului|az\s+év\s+eleje\s+óta|vuoden\s+alusta|sedan\s+årets\s+början"
    "|y\u0131l\\s*ba\u015f\u0131ndan\\s+(?:bu\\s+yana|itibaren)"
    r"|sinds\s+(?:het\s+)?begin\s+van\s+het\s+jaar)\b",
    re.IGNORECASE,
)
"""Words that say a figure runs from the start of the year ("Hittil i år er
driftsinntektene 131,7 millioner", "las ventas netas acumuladas del año")."""
_RUNNING_PART = {"Q2": "H1", "Q3": "9M", "Q4": ""}
"""The period from the start of the year to the end of a quarter (Q4: the whole year)."""
_SO_FAR_OR_PART = lazy(
    r"\b(?:trimestre|quarter|quartal|kwarta\w*|acumulado|lo\s+que\s+va|inizio|d[ée]but|"
    r"year[- ]to[- ]date|ytd|bisher|so\s+far|nine\s+months|semestre|half)\b",
    re.IGNORECASE,
)
"""Words that make "the year" a part of it ("en lo que va del año", "no trimestre do ano")."""


_SAME_PERIOD = lazy(rf"^\s*{LIKE_PART}\b", re.IGNORECASE)
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


def _bracket_part(text: str, amount: Amount, period: str | None) -> str | None:
    """The part of the year an open bracket names for the figures in it: "398,5 mill.
    kroner ved utgangen av kvartalet (ved utgangen av 2. kvartal: 371,2 mill. kroner)"
    gives 371,2 the second quarter of the same year."""
    if period is None:
        return None
    bracket = _OPEN_COMPARATIVE.search(text, 0, amount.start)
    if bracket is None or years(bracket.group(1)) or YEAR_EARLIER.search(bracket.group(1)):
        return period  # "(Q2 2024: ...)", "(Q4 last year: ...)": another year's
    named = title_part(bracket.group(1))
    year, _, part = period.partition(" ")
    return f"{year} {named}" if named and named != part else period


_OPEN_COMPARATIVE = lazy(r"\(([^()]{0,60}):[^()]*$")
"""An open bracket whose label ends in a colon: "(ved utgangen av 2. kvartal: "."""


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
    bracketed = _bracket_year(text, amount)
    if bracketed is not None:
        return bracketed
    earlier = [year for year, _, end in spans if end <= amount.start]
    following = text[amount.end : upper]
    leads_next = upper < len(text) and LEADS_NEXT.search(following)
    if (
        (dated_earlier(following) and not leads_next)
        or (has_previous and LEADS_NEXT.search(text[lower : amount.start]))
        or (has_previous and _EARLIER_BRACKET.search(text, lower, amount.start))
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
        return _shared_year(text, amount, upper, spans)
    return own[-1] if own else None


def _bracket_year(text: str, amount: Amount) -> str | None:
    """The year of the comparative bracket a figure stands in: "(2023: NOK 34.3 million,
    6.0%)" gives both figures 2023; in "(2023: X; 2022: Y)" Y is 2022's."""
    bracket = _COMPARATIVE_BRACKET.search(text, 0, amount.start)
    if bracket is None or ")" in text[bracket.end() : amount.start]:
        return None
    labels = _YEAR_LABEL.findall(text, bracket.start(), amount.start)
    return labels[-1] if labels else bracket.group(1)


def _shared_year(
    text: str, amount: Amount, upper: int, spans: list[tuple[str, int, int]]
) -> str | None:
    """The year after the next of two joined figures, when it closes both ("revenue of X
    and EBITDA of Y in 2025"): not a comparative's, nor the next figure's own date or
    expectation ("backlog reached Y at the end of March 2026")."""
    for year, start, _ in spans:
        between = text[amount.end : start]
        if start >= upper and "(" not in between:
            ok = not _COMPARED.search(between) and not _OWN_DATE.search(between)
            return year if ok else None
    return None


_OWN_DATE = lazy(
    r"\b(?:end|close|start|expect\w*|forecast\w*|target\w*|reach\w*|plan\w*|will|would|by|as\s+"
    r"(?:of|at)|at)\b",
    re.IGNORECASE,
)
"""Words that make the year after the second of two joined figures its own: a balance at a
date ("backlog reached $120 million at the end of March 2026") or an expectation ("is
expected to reach $55 million in 2026"), not a period the first figure shares."""
_JOINED = lazy(r"\s*,?\s*(?:and|as well as|plus)\s[^()\d]*$", re.IGNORECASE)
"""Between two figures that share what follows them: " and EBITDA of "."""


_AFTER_EVENT = lazy(
    r"^\W*(?:after|following|após|depois|tras|después|nach|après|dopo|efter|etter|na)\b", re.I
)
"""A sentence that opens with an earlier event, whose year is not the rest's."""


_EARLIER_BRACKET = lazy(rf"\b(?:{EARLIER})\s*\(\s*$", re.IGNORECASE)
"""A bracket right after the year before's words holds its figure: "un 10,1 % más que en el
mismo periodo del año anterior (4.512 miles de euros)"."""
_YEAR_LABEL = lazy(r"(?:FY|CY)?\s*((?:19|20)\d\d)\s*[:=]", re.IGNORECASE)
_COMPARATIVE_BRACKET = lazy(r"\(\s*(?:FY|CY)?\s*((?:19|20)\d\d)\s*[:=][^()]*$", re.IGNORECASE)
"""An open bracket that gives another year's figures: "(2023: NOK 34.3 million, "."""
_OPEN_BRACKET = lazy(r"\(\s*(?:FY|CY)?\s*$", re.IGNORECASE)
_COLON = lazy(r"^(?:[/-]\d\d)?\s*[:=]")


def _compares(text: str, start: int, end: int) -> bool:
    """Whether the year at ``start:end`` opens a comparative: "(2024: SEK 4,845 million)"."""
    return bool(_OPEN_BRACKET.search(text[max(0, start - 8) : start])) and bool(
        _COLON.match(text[end : end + 4])
    )
