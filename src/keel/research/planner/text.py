"""Words for the offline planner: tokens, a light stemmer, stopwords and a small lexicon.

Nothing here knows any document collection. The lexicon is a handful of generic
near-synonyms for common business metrics (revenue/sales/turnover, headcount/employees,
emissions/CO2, ...) so that a question and a document that use different words for the
same metric still meet. Everything else is matched on stems.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from keel.research.planner.glossary import COMPOUNDS, COUNTRIES, FOREIGN, PEOPLES
from keel.research.planner.lexicon import GENERAL, TERMS
from keel.research.planner.relazy import lazy


def wordset(text: str) -> frozenset[str]:
    """The whitespace-separated words of ``text``, as a set (for word lists)."""
    return frozenset(text.split())


RSQUO = "\u2019"
"""The typographic apostrophe, as in "Northwind\u2019s"."""

WORD = lazy(rf"[^\W\d_](?:[^\W_]|&)*(?:['{RSQUO}]s\b)?")
"""A word: letters first (so `CO2` and `R&D` are words, `2023` is not)."""
MONTHS = wordset(
    "january february march april june july august september october november december "
    "jan feb mar apr jun jul aug sep sept oct nov dec"
)
SUFFIXES = wordset(
    "inc corp corporation ltd plc group ag sa asa ab as gmbh co company llc oy nv bv"
)
"""Legal-form words a name may drop ("Acme Corp" is "Acme" in its own report)."""
STOPWORDS = wordset(
    """
    a about above according across after again against all also am an and any are around
    as at be because been before being below between both but by can could did do does
    doing done during each either else end ever every few for from further get gets got
    had has have having he her here hers him his how however i if in into is it its itself
    just many may me might more most much must my near no nor not now of off on once only
    or other our ours out over own per please same shall she should so some such tell than
    that the their theirs them then there these they this those through to too under until
    up upon us very via was we were what when where which while who whom whose why will
    with within would yet you your yours give show find state stated states say said says
    document documents report reports reported year years value values figure figures
    number numbers amount level levels total overall annual yearly company company's firm
    fiscal fy latest earlier previous prior last current recent approximately roughly
    exactly whole entire compare compared comparison versus vs since ago let know
    thousand thousands million millions billion billions trillion mn mln bn mean meant alone
    """
)
"""Function words, question words and question filler ("according to the report")."""
OPERATION_WORDS = wordset(
    """
    growth grow grew grown growing change changed changes changing increase increased
    increases increasing decrease decreased decreases decreasing rise rose risen rising
    fall fell fallen falling decline declined declining drop dropped dropping difference
    differences differ gap times sum combined together altogether add added rate
    percent percentage pct point points higher lower fewer less larger smaller bigger
    improve improved compound compounded cagr annualised annualized
    """
)
"""Words that ask for a calculation rather than name a metric."""
LEXICON: dict[str, tuple[str, ...]] = {
    "revenue": ("revenue", "revenues", "sales", "sale", "turnover"),
    "employees": tuple(
        sorted(
            wordset(
                "employee employees staff headcount workforce people personnel fte ftes "
                "employ employs employed employing worker workers"
            )
        )
    ),
    "emissions": ("emission", "emissions", "co2", "co2e", "carbon", "ghg", "greenhouse"),
    "profit": (
        "profit",
        "profits",
        "earnings",
        "income",
        "loss",
        "losses",
        "result",
        "results",
        "deficit",
        "surplus",
    ),
    "shipments": ("ship", "ships", "shipped", "shipping", "shipment", "shipments"),
    "deliveries": ("deliver", "delivers", "delivered", "delivery", "deliveries"),
    "customers": ("customer", "customers", "client", "clients"),
    "spending": (
        "spend",
        "spends",
        "spending",
        "spent",
        "expenditure",
        "expenditures",
        "expense",
        "expenses",
    ),
    "rd": ("r&d", "rnd"),
    "kg": ("kg", "kilo", "kilos", "kilogram", "kilograms", "kilogramme", "kilogrammes"),
    "tonn": ("tonne", "tonnes", "ton", "tons", "t", "tn"),  # "612,400 t" counts tonnes
}
"""Concept -> words that name it (a small, generic near-synonym list)."""
KINDS: dict[str, str] = {
    "revenue": "money",
    "profit": "money",
    "spending": "money",
    "rd": "money",
    "income": "money",
    "cost": "money",
    "price": "money",
    "ebitda": "money",
    "ebit": "money",
    "capex": "money",
    "dividend": "money",
    "expense": "money",
    "expenses": "money",
    "asset": "money",
    "assets": "money",
    "liabilities": "money",
    "equity": "money",
    "cash": "money",
    "debt": "money",
    "fee": "money",
    "fees": "money",
    "turnover": "money",
    "wage": "money",
    "wages": "money",
    "tax": "money",
    "charge": "money",
    "tariff": "money",
    "rent": "money",
    "levy": "money",
    "salary": "money",
    "compensation": "money",
    "investment": "money",
    "valuation": "money",
    "value": "money",
    "margin": "percent",
    "ratio": "percent",
    "share": "percent",
    "utilization": "percent",
    "occupancy": "percent",
    "utilisation": "percent",
    "employees": "count",
    "shipments": "count",
    "deliveries": "count",
    "customers": "count",
    "emissions": "count",
}
"""Concept -> the kind of figure that usually measures it."""


IRREGULAR: dict[str, str] = {
    form: base
    for base, forms in {
        "sell": "sold",
        "grow": "grew grown",
        "run": "ran",
        "rise": "rose risen",
        "fall": "fell fallen",
        "make": "made",
        "pay": "paid",
        "buy": "bought",
        "build": "built",
        "spend": "spent",
        "win": "won",
        "hold": "held",
        "take": "took taken",
        "lose": "lost",
        "lead": "led",
        "begin": "began begun",
    }.items()
    for form in forms.split()
}
"""Irregular verb forms -> the base form (so "sold" meets "sell")."""


_AS_IS = frozenset({"france"})
"""Words no suffix is taken from: France is not the franc."""


@lru_cache(maxsize=8192)
def stem(word: str) -> str:
    """A light, deterministic stem: plurals, -ing, -ed, -ment and a final -e go."""
    w = word.lower().replace(RSQUO, "'")
    if w.endswith("'s"):
        w = w[:-2]
    w = IRREGULAR.get(w, w)
    if len(w) <= 3 or w in _AS_IS:
        return w
    for suffix, repl in (("ies", "y"), ("sses", "ss"), ("xes", "x"), ("ches", "ch")):
        if w.endswith(suffix):
            w = w[: -len(suffix)] + repl
            break
    else:
        if w.endswith("s") and not w.endswith(("ss", "us", "is")):
            w = w[:-1]
    if w.endswith("ied") and len(w) > 5:
        w = w[:-3] + "y"  # "carried" is "carry", as "carries" is
    for suffix in ("ing", "ed"):
        if w.endswith(suffix) and len(w) - len(suffix) >= 3:
            w = w[: -len(suffix)]
            if w[-1] == w[-2] and w[-1] not in "lsz" and len(w) > 3:  # "added" is "add"
                w = w[:-1]
            break
    if w.endswith("ment") and len(w) > 7:
        w = w[:-4]
    if w.endswith("e") and len(w) > 3:
        w = w[:-1]
    return w


QUESTION_VERBS = frozenset(
    stem(w)
    for w in wordset(
        "receive received handle handled carry carried achieve achieved record recorded "
        "earn earned attract attracted generate generated produce produced sell sold "
        "perform performed report reported post posted make made have had "
        "win won pay paid serve served reach reached see saw hold held register "
        "registered book booked complete completed end ended run ran come came go went take "
        "took get got invest invested describe described fly flew flown become became"
    )
)
"""Verbs a question wraps its metric in ("how many trips did it record"): not metric words.
Not "operate", "open" or "close": their forms qualify metrics (operating profit, closing
balance)."""
FILLER = frozenset(stem(w) for w in wordset("season group full whole entire year ended ending"))
"""Words around a metric that no figure's label needs to repeat."""
_CONCEPT_OF: dict[str, str] = {stem(w): key for key, words in LEXICON.items() for w in words}
for _english, _foreign in FOREIGN.items():  # "Umsatzerlöse" is revenue, "passasjerer" passengers
    _target = _CONCEPT_OF.get(stem(_english), stem(_english))
    for _word in _foreign.split():
        _CONCEPT_OF.setdefault(stem(_word), _target)
_ALSO: dict[str, tuple[str, ...]] = {
    stem(word): tuple(_CONCEPT_OF.get(stem(w), stem(w)) for w in added.split())
    for added, compounds in COMPOUNDS.items()
    for word in compounds.split()
}
_EXACT: dict[str, tuple[str, tuple[str, ...]]] = {}
"""The lexicon's words as written, with their concept and the further ones they add."""
_PREFIXES: dict[str, list[tuple[str, str, tuple[str, ...]]]] = {}
"""Stems of inflected foreign words by their first five letters: (stem, concept, also)."""
_EVERYDAY: dict[str, tuple[str, tuple[str, ...]]] = {}
"""Everyday words of other languages as written ("grandine": hail), with their concept."""
_EVERYDAY_PREFIXES: dict[str, list[tuple[str, str, tuple[str, ...]]]] = {}
for _lexicon, _exact, _prefixes in ((TERMS, _EXACT, _PREFIXES), (GENERAL, _EVERYDAY,
                                                                 _EVERYDAY_PREFIXES)):  # fmt: skip
    for _term, _listed in _lexicon.items():  # "harvest": "sklizeň sklizně ...", "hail": ...
        _content = [w for w in _term.split() if w not in STOPWORDS] or _term.split()
        _main = _CONCEPT_OF.get(stem(_content[-1]), stem(_content[-1]))
        _more = tuple(_CONCEPT_OF.get(stem(w), stem(w)) for w in _content[:-1])
        for _word in _listed.split():
            if _word.endswith("*"):
                _prefixes.setdefault(_word[:5], []).append((_word[:-1], _main, _more))
            else:  # as written: an English stem of it may be another word ("financiering")
                _exact.setdefault(_word, (_main, _more))
_FOREIGN_STEMS = frozenset(
    stem(word)
    for listed in [*FOREIGN.values(), *COMPOUNDS.values()]
    for word in listed.split()
    if not word.endswith("*")
)
"""Stems of every word another language's report uses for a metric or an action."""
for _candidates in [*_PREFIXES.values(), *_EVERYDAY_PREFIXES.values()]:
    _candidates.sort(key=lambda entry: -len(entry[0]))  # the longest stem first
DEMONYMS: dict[str, str] = {
    demonym: country for country, demonyms in PEOPLES.items() for demonym in demonyms.split()
}
"""A people's adjective and its country: "Italian students" are students from Italy."""
for _country, _names in COUNTRIES.items():  # "Sverige" is Sweden
    for _name in _names.split():
        _CONCEPT_OF.setdefault(stem(_name), _CONCEPT_OF.get(stem(_country), stem(_country)))
for _demonym, _country in DEMONYMS.items():
    _CONCEPT_OF.setdefault(stem(_demonym), _CONCEPT_OF.get(stem(_country), stem(_country)))
COUNTRY_NAMES: dict[str, frozenset[str]] = {
    _CONCEPT_OF.get(stem(c), stem(c)): frozenset({c, *names.split()})
    for c, names in COUNTRIES.items()
}
"""A country's names (English and other languages) by the concept of its name."""
COUNTRY_CONCEPTS = frozenset(COUNTRY_NAMES)
"""The concepts of countries' names: a question's place ("exports to Germany")."""
_KIND_OF: dict[str, str] = {_CONCEPT_OF.get(stem(k), stem(k)): v for k, v in KINDS.items()}
_KIND_OF.update({k: v for k, v in KINDS.items() if k in LEXICON})


def concept(word: str) -> str:
    """The concept a word names: its lexicon group, else its stem."""
    return _meaning(word)[0]


def foreign_term(word: str) -> bool:
    """Whether a word is another language's word for a metric or an action ("Auftragsstand",
    "pardavimų"): a noun German capitalizes, not a name."""
    lowered = word.lower()
    for form in {lowered, _with_umlauts(lowered)}:
        if stem(form) in _FOREIGN_STEMS or form in _EXACT:
            return True
        if any(form.startswith(prefix) for prefix, _, _ in _PREFIXES.get(form[:5], ())):
            return True
    return False


@lru_cache(maxsize=65536)
def _meaning(word: str) -> tuple[str, tuple[str, ...]]:
    """A word's concept and the further concepts a compound of another language adds
    ("Nettoerlös" is revenue, and net); an inflected word of another language takes the
    concept of the stem it starts with ("pardavimų" of "pardavim*", sales)."""
    lowered = word.lower().replace(RSQUO, "'")
    exact = _EXACT.get(lowered) or _EXACT.get(lowered.removesuffix("'s"))
    if exact is not None:  # a word of another language as written (no English word is one)
        return exact
    stemmed = stem(word)
    known = _CONCEPT_OF.get(stemmed)
    if known is not None:
        return known, _ALSO.get(stemmed, ())
    for prefix, main, more in _PREFIXES.get(lowered[:5], ()):
        if lowered.startswith(prefix):
            return main, more
    spelled = _with_umlauts(lowered)  # "umsatzerloese" in a data export: "umsatzerlöse"
    if spelled != lowered:
        written = _meaning(spelled)
        if written[0] != stem(spelled):
            return written
    return stemmed, _ALSO.get(stemmed, ())


@lru_cache(maxsize=65536)
def _everyday(word: str) -> tuple[str, tuple[str, ...]]:
    """A word's concept for finding a sentence: its metric or English concept, else the
    everyday word of another language it is ("grandine": hail), written in lower case and
    five letters long or more (a capitalized word may be a name: "Vandenberg", "Kone")."""
    meaning = _meaning(word)
    if meaning[0] != stem(word) or not word.islower() or len(word) < _EVERYDAY_LETTERS:
        return meaning
    everyday = _EVERYDAY.get(word)
    if everyday is not None:
        return everyday
    for prefix, main, more in _EVERYDAY_PREFIXES.get(word[:5], ()):
        if word.startswith(prefix):
            return main, more
    return meaning


_EVERYDAY_LETTERS = 5


WITHOUT_UMLAUTS = str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue", "ß": "ss"})
"""German as a data export's keys write it: "Wärmeabsatz" is "waermeabsatz"."""
_TRANSLITERATED = lazy(r"(?<=[^\W\d_])(ae|oe|ue)")
_UMLAUTS = {"ae": "\u00e4", "oe": "\u00f6", "ue": "\u00fc"}


def _with_umlauts(lowered: str) -> str:
    """A German word as a keyboard without umlauts writes it ("erloese", "aufwaende"),
    spelled with them; other words as they are."""
    return _TRANSLITERATED.sub(lambda m: _UMLAUTS[m.group(1)], lowered)


def kind_of(concept_: str) -> str | None:
    """The kind of figure that measures a concept (``money``, ``percent``, ``count``)."""
    return _KIND_OF.get(concept_)


def words(text: str) -> list[str]:
    """The words of ``text`` as written (numbers excluded)."""
    return WORD.findall(normalize(text))


def normalize(text: str) -> str:
    """Spell multi-word names as one word, so they match as one concept.

    "research and development" is "R&D"; a numbered label such as "Scope 1" or "Phase 2"
    is "Scope1", and a list of them ("Scope 1 and 2", "Tier 1 and Tier 2") is "Scope1&2"
    (so Scope 1, Scope 2 and Scope 1 and 2 emissions are three different metrics).
    """
    text = _BUSINESS_VOLUME.sub("turnover", _RESEARCH_AND_DEV.sub("R&D", text))
    text = _INCOME_TAX.sub("", text)  # the tax on profit, not the profit ("income")
    text = _TRAFFIC.sub(lambda m: "RPK" if m.group(1).lower().startswith("p") else "RTK", text)
    text = _CURRENCY_NAME.sub(lambda m: _CURRENCY_CODES[m.group(1).lower()], text)
    return _LABEL.sub(_join_label, text)


_CURRENCY_CODES = {
    "swiss": "CHF", "danish": "DKK", "norwegian": "NOK", "swedish": "SEK", "icelandic": "ISK",
    "czech": "CZK", "polish": "PLN", "hungarian": "HUF", "japanese": "JPY", "chinese": "CNY",
    "indian": "INR", "brazilian": "BRL", "mexican": "MXN", "turkish": "TRY", "canadian": "CAD",
    "australian": "AUD", "singapore": "SGD", "chilean": "CLP", "colombian": "COP",
}  # fmt: skip
_CURRENCY_NAME = lazy(
    r"\b(swiss|danish|norwegian|swedish|icelandic|czech|polish|hungarian|japanese|chinese|indian"
    r"|brazilian|mexican|turkish|canadian|australian|singapore|chilean|colombian)\s+(?:francs?"
    r"|kron[eaoru]r?|krónur|korunas?|crowns?|zlotys?|złoty|forints?|yen|yuan|renminbi|rupees?"
    r"|reais|real|pesos?|lir[ae]|dollars?)\b",
    re.IGNORECASE,
)
"""A currency named by its country's adjective ("Swiss francs" is CHF): no people's
adjective, so no market named."""
_TRAFFIC = lazy(
    r"\brevenue[\s-]+(passengers?|tonnes?|tons?)[\s-]+(?:kilomet\w*|km|miles?)\b", re.IGNORECASE
)
"""An airline's or railway's traffic ("revenue passenger km" is RPK), not its revenue."""
_INCOME_TAX = lazy(r"\bincome\s+(?=tax)", re.IGNORECASE)
"""The "income" of "income tax": a tax, not the income (profit) it is levied on."""
_RESEARCH_AND_DEV = lazy(r"research\s+(?:and|&)\s+development", re.IGNORECASE)
_BUSINESS_VOLUME = lazy(
    r"\bvolume\s+d(?:e\s+negócios|['\u2019]\s?affari)\b"
    r"|\bcifr[aăe]\s+(?:de\s+)?(?:afaceri|negocios)\b",
    re.IGNORECASE,
)
"""Turnover in Portuguese, Italian, Romanian and Spanish ("volume de negócios", "volume
d'affari", "cifra de afaceri", "cifra de negocios"); not the Spanish "volumen de negocio", a
bank's loans and deposits, nor a bare "cifra" (a figure of anything)."""
LABEL_NOUNS = wordset(
    """
    scope tier phase stage level grade class type version step wave round lot line zone
    hall gate terminal platform berth pier runway section chapter appendix annex table
    figure page note item article clause category series generation
    """
)
"""Nouns that, even in lower case, make the small number after them a label ("phase 2")."""
NOT_LABELS = wordset("nearly almost another additional extra circa ca some")
"""Capitalized words that lead a quantity, not a label ("Nearly 40 suppliers")."""
_ING_NOUNS = wordset("building wing ring landing")
"""Nouns ending in -ing or -ed that are labels when capitalized ("Building 2")."""
LABEL_WORD = rf"[A-Z][a-z]+|(?i:{'|'.join(sorted(LABEL_NOUNS))})"
"""A word that may name a numbered label: capitalized, or a label noun."""
_LABEL = lazy(
    rf"\b(?P<word>{LABEL_WORD}) (?P<first>\d{{1,2}})\b"
    r"(?P<rest>(?:,\s?\d{1,2}\b)*,?\s?(?P<sep>and|or|&|to|through|-|\u2013|/)\s?"
    r"(?:(?P=word)\s)?(?P<last>\d{1,2})\b)?"
    r"(?![.,]\d|\s*(?:%|percent|thousand|million|billion|[kmb]n?\b))"
)


def label_spans(text: str) -> list[tuple[int, int]]:
    """Where numbered labels stand in ``text`` ("Line 3", "Scope 1 and 2"): (start, end)."""
    return [match.span() for match in _LABEL.finditer(text) if _is_label(match)]


def label_length(text: str) -> int:
    """How long the numbered label that ``text`` starts with is (0 if it starts with none)."""
    match = _LABEL.match(text)
    return match.end() if match and _is_label(match) else 0


def _is_label(match: re.Match[str]) -> bool:
    """Whether the word before the number names a label (not "May 2", "The 12", "Hired 40")."""
    low = match.group("word").lower()
    if low in LABEL_NOUNS or low in _ING_NOUNS:
        return True
    if low.endswith(("ed", "ing")):
        return False  # a verb: "Hired 40 people", "Serving 12 countries"
    return not (low in MONTHS or low in STOPWORDS or low in NOT_LABELS or low == "may")


def _join_label(match: re.Match[str]) -> str:
    if not _is_label(match):
        return match.group(0)
    word, first, last = match.group("word"), match.group("first"), match.group("last")
    if not last:
        return f"{word}{first}"
    if word.endswith("s") and not word.endswith(("ss", "us", "is")):
        word = word[:-1]  # "Scopes 1 and 2" is "Scope1&2"
    if match.group("sep") in {"to", "through", "-", "\u2013"}:
        return f"{word}{first}to{last}"
    middle = re.findall(r"\d{1,2}", match.group("rest"))[:-1]
    return "&".join([f"{word}{first}", *middle, last])


def is_content(word: str) -> bool:
    """True for a word that can carry meaning (not a stopword or a month)."""
    low = word.lower().replace(RSQUO, "'")
    base = low[:-2] if low.endswith("'s") else low
    if base in STOPWORDS or base in MONTHS:
        return False
    return len(base) > 1


def concepts(text: str, *, everyday: bool = False) -> frozenset[str]:
    """The concepts named by the content words of ``text`` (two for a compound of another
    language that names two: "Nettoerlös" is net and revenue); ``everyday``: also the
    everyday words of other languages, to find a sentence that answers in words (never to
    tie a figure to a metric)."""
    found: set[str] = set()
    meaning = _everyday if everyday else _meaning
    for word in words(text):
        if is_content(word):
            main, more = meaning(word)
            found.add(main)
            found.update(more)
    return frozenset(found)


def plain(word: str) -> str:
    """A word without its accents: "kōwhai" is "kowhai" (a PDF may write names so)."""
    decomposed = unicodedata.normalize("NFKD", word.translate(_STROKED))
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


_STROKED = str.maketrans("łŁøØđĐħĦ", "lLoOdDhH")
"""Letters with a stroke, which do not decompose: "Łęczyca" is "Leczyca" in a Latin-1 PDF."""


def spellings(name: tuple[str, ...]) -> set[str]:
    """A name's words as written and without accents, to find it in a reading's words (and
    a country's names in other languages: "Sverige" for Sweden; a genitive written without
    an apostrophe: "Ljusdals Knäcke AB" for Ljusdal)."""
    abroad = COUNTRIES.get(name[0], "").split() if len(name) == 1 else []
    genitive = {f"{word}s" for word in name if len(word) >= GENITIVE_STEM}
    return {*name, *(plain(word) for word in name), *abroad, *genitive}


GENITIVE_STEM = 5
"""How long a name's word must be for its form with a final "s" to name it ("Ljusdals")."""


def named_as(aliases: tuple[str, ...], said: frozenset[str]) -> bool:
    """Whether a figure's own words give the name a question gives its metric in brackets
    ("heat sales (Wärmeabsatz)"), as written or as a data export spells German
    ("waermeabsatz")."""
    return set(aliases) <= said or {a.translate(WITHOUT_UMLAUTS) for a in aliases} <= said
