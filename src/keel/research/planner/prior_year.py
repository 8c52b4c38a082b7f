"""Words that put a figure in the year before: "a year earlier", "im Vorjahr", "(prior
year: 7.9%)", "prior year total visits: 641900".

Such words date a figure only where they are its own: right after it ("$72 million a year
earlier"), in a bracket that leads to the next figure ("8.4% (prior year: 7.9%)"), or as
its label. Where they compare ("up 5.2% on the previous year", "über dem
Vorjahresniveau"), tell when something happened ("after last year's flood") or lead to the
year before's own figure ("nachdem er im Vorjahr 10,1 Mio. EUR …"), they do not.
`keel.research.planner.figures` asks `dated_earlier`, `labelled_earlier` and `LEADS_NEXT`.
"""

from __future__ import annotations

import re

from keel.research.planner.relazy import lazy
from keel.research.planner.text import concepts

EARLIER = (
    r"(?:prior|previous|last)[\s-]+(?:(?:reporting|financial|fiscal|calendar)[\s-]+)?year|(?:prior|previous)[\s-]+(?:season|winter|summer)|"
    r"a year earlier|a year ago|(?:twelve|12) months (?:earlier|before|ago)|"
    r"year before|"
    r"the (?:previous|prior|preceding) year|vorjahr|vorjahres\w*|année précédente|"
    r"exercice précédent|l'an dernier|año anterior|ano anterior|anno precedente|vorig jaar|"
    r"föregående år|fjoråret|foregående år|året før|edellinen vuosi|poprzedni(?:m)? roku?|"
    r"roku poprzednim|rok wcześniej|előző év\w*|árið áður|fyrra ár\w*|loňského roku|"
    r"loňském roce|minulého roka|minulom roku|anul(?:ui)? (?:precedent|trecut)|prethodne godine|"
    r"preteklega leta|"
    "ge\u00e7en y\u0131l\\w*|\u00f6nceki y\u0131l\\w*|"  # Turkish, with its dotless i
    r"praėjusiais metais|iepriekšējā gadā|"
    r"eelmisel aastal|edellisvuonna|vuotta aiemmin|año pasado|ano passado|anno scorso"
)
"""The words of other years' figures: "a year earlier", "im Vorjahr", "(rok wcześniej: ...)"."""
LEADS_NEXT = lazy(
    rf"\(\s*(?:[^\W\d_]+\s+){{0,4}}?(?:{EARLIER}|"
    r"same (?:quarter|period|half) (?:of )?(?:last|the previous|the prior) year)\s*:?\s*"
    r"(?:[^\W\d_][^\s\d():;]*:?\s+){0,4}$",
    re.IGNORECASE,
)
"""A comparative that introduces the next figure: "8.4% (prior year: 7.9%)", "a net loss of
$2.4 million (prior year: net income of $0.3 million)", "(mismo trimestre del año anterior:
$ 4.102 millones)"."""
YEAR_EARLIER = lazy(rf"\b(?:{EARLIER})\b", re.IGNORECASE)
"""A figure's period is the year before ("..., up from $72 million a year earlier", "nach
einem Jahresüberschuss von 1,8 Mio. EUR im Vorjahr")."""
_AGAINST = lazy(
    r"\b(?:compared (?:with|to)|than|on|over|versus|vs\.?|against|face a[oa]?|frente a[l]?|"
    r"gegenüber|vergleich zum|rispetto a(?:ll['\u2019])?|par rapport à|ten opzichte van|"
    r"jämfört med|sammenlignet med|porównaniu z|szemben)"
    r"\s+(?:the\s+|l['\u2019]|el\s+|dem\s+|o\s+|az?\s+)?$",
    re.IGNORECASE,
)
"""A change measured against the year before ("up 5.2% on the previous year", "face ao ano
anterior"): the figure is the current year's change, not the earlier year's level."""


LIKE_PART = (
    r"(?:in|for|during)\s+the\s+(?:same|corresponding|comparable|equivalent)\s+(?:period|"
    r"quarter|half|months?|season)"
)
"""Words for the same part of another year ("in the same quarter")."""


JOINED_ON = lazy(r"^\W*(?:and|or|but|plus|while|as well as)\b", re.IGNORECASE)
"""A figure joined on after another ("…, and from two home cup ties"): when it counts
something else, it is not about what the one before measures."""


def dated_earlier(following: str) -> bool:
    """Whether the words right after a figure date it a year earlier ("$72 million a year
    earlier", "1,8 Mio. EUR im Vorjahr", "$72.4 million in the same quarter a year
    earlier"): within three words of it, and not after a word that compares ("über dem
    Vorjahresniveau", "than the year before") or leads to the year before's own figure
    ("…, nachdem er im Vorjahr 10,1 Mio. EUR …")."""
    match = YEAR_EARLIER.search(following)
    if match is None:
        return False
    between = _LIKE_PERIOD.sub(" ", following[: match.start()])
    return not (len(between.split()) > 3 or _AGAINST.search(between) or _COMPARING.search(between))


_LIKE_PERIOD = lazy(rf"\b{LIKE_PART}(?:\s+of)?\b", re.IGNORECASE)
"""Words that name the part of the year, not how far back ("in the same quarter a year
earlier")."""


def labelled_earlier(clause: str) -> bool:
    """Whether the figure's own label says it is the year before's ("prior year total
    visits: 641900", "Vorjahr Umsatz 10,1"): a label of a few words follows the phrase,
    with no verb ("last year revenue rose to ...", "after last year's flood, revenue
    reached ..." tell when something happened), and nothing before it compares or makes it
    the object of a word ("thanks to the investments made last year", "excluding last
    year's one-off gain")."""
    found = list(YEAR_EARLIER.finditer(clause))
    if not found:
        return False
    match = found[-1]
    before, after = clause[: match.start()], clause[match.end() :]
    after = after.rstrip().removesuffix(":")  # the colon of a label: "... total visits: "
    if len(after.split()) > 4 or _YEARS_IN.search(after) or _CLAUSE_END.search(after):
        return False
    if _VERB.search(after) or JOINED_ON.match(after) or not concepts(after):
        return False  # "$9.6 million last year and $10.8 million": no label follows
    tail = before[-30:]
    return not (_AGAINST.search(before) or _COMPARING.search(tail) or _GOVERNED.search(tail))


_YEARS_IN = lazy(r"\b(?:19|20)\d\d\b")
_CLAUSE_END = lazy(r"[,;:.]\s|[,;:]$")
_GOVERNED = lazy(
    r"\b(?:in|during|for|of|since|to|and|but|on|after|before|thanks|excluding|including|"
    r"despite|made|until|with|without|our|its|their|his|her)\s+(?:the\s+)?$",
    re.IGNORECASE,
)
"""A phrase governed by the word before it ("in the prior year", "after last year's
flood", "our prior-year investments") tells when something happened, not that the figure
after it is that year's."""
_VERB = lazy(
    r"\b(?:is|was|were|are|been|rose|rises|grew|grows|fell|falls|reached|reaches|increased|"
    r"decreased|declined|dropped|totall?ed|amounted|came|stood|paid|hit|climbed|improved|"
    r"generated|made|had|has|have|war|var|était|fue|foi|był|była|wyniósł|betrug|lag)\b",
    re.IGNORECASE,
)
"""A verb after the phrase: it opens a sentence about that year, not a figure's label."""


_COMPARING = lazy(
    r"\b(?:than|compared|versus|vs|against|over|above|below|from|fra|från|enn|än|als|über|"
    r"unter|niż|mens|medan|nachdem|while|whereas|mientras|tandis|mentre|terwijl|szemben)\b",
    re.IGNORECASE,
)
"""Words that compare a figure with the year before, or lead to the year before's own
figure, rather than date it."""
