"""JSON documents as sentences that keep their keys.

The knowledge base renders a JSON file as indented ``key: value`` lines (``-`` for list
items). Read as prose those lines run together and a number loses its key. Here each
value with a number becomes one sentence naming its whole path, the name of the record
it sits in, and the record's period: in

    revenue_eur_m:              segments:
      2023: 61.2                  -
      2024: 64.9                    name: Retail
                                    year: 2024
                                    revenue: 12.3

the values read "revenue eur m 2024: 64.9" and "Retail year 2024 revenue: 12.3".
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from keel.research.planner.relazy import lazy
from keel.research.planner.text import concept, concepts, kind_of

_KEY_LINE = lazy(r"^(?P<indent> *)(?P<key>[^\s:][^:]{0,80}):(?: (?P<value>.*))?$")
_ITEM_LINE = lazy(r"^(?P<indent> *)-(?: (?P<value>.*))?$")
_NUMBER = lazy(r"\d")
_PERIOD_KEY = lazy(
    r"(?:^|_)(?:year|fy|fiscal|period|season|quarter|half|date|as_of|asof|ended|end"
    # the same in the languages data exports are written in: "anno", "jahr", "år", "rok"
    r"|anno|anio|año|ano|annee|année|jahr|geschaeftsjahr|geschäftsjahr|jaar|boekjaar|ejercicio"
    r"|exercicio|exercício|esercizio|exercice|periodo|período|période|periode|trimestre|semestre"
    r"|quartal|kwartal|år|aar|vuosi|aasta|gads|metai|rok|godina|leto|yil|y\u0131l|tahun)(?:_|$)",
    re.IGNORECASE,
)
_YEARISH = lazy(r"(?:19|20)\d\d")
MIN_LINES = 3
"""Fewer structured lines than this are left as prose."""


@dataclass(slots=True)
class _Node:
    """A parsed block: its scalar fields, and its nested blocks in order."""

    fields: list[tuple[str, str]] = field(default_factory=list)
    children: list[tuple[str, _Node]] = field(default_factory=list)


def is_data_export(text: str) -> bool:
    """Whether a text is (a chunk of) a rendered JSON document: every line a key or an item."""
    content = [line for line in text.splitlines() if line.strip()]
    return bool(content) and all(
        _KEY_LINE.match(line) or _ITEM_LINE.match(line) for line in content
    )


def json_sentences(lines: list[str]) -> list[str] | None:
    """The lines of a rendered JSON document as sentences, or None if they are not one."""
    content = [line for line in lines if line.strip()]
    if len(content) < MIN_LINES or not all(
        _KEY_LINE.match(line) or _ITEM_LINE.match(line) for line in content
    ):
        return None
    root, _ = _parse(content, 0, 0)
    out: list[str] = []
    _walk(root, [], [], out, given=_units_given(root))
    return out


_SCALED_BY_DIGITS = lazy(r"^['\u2019]?1?[ .,'\u2019]?000\b")
_CODE_FIRST = lazy(r"^([A-Z]{3}|[$€£¥])\s+(thousands?|millions?|billions?|mn|bn)$")


def _given(value: str, unit: str) -> str:
    """A number with the unit a block of units gives its field: "318.4 Mio. EUR"; a
    currency code before its scale goes before the number ("EUR 318.4 million")."""
    code = _CODE_FIRST.match(unit)
    return f"{code.group(1)} {value} {code.group(2)}" if code else f"{value} {unit}"


_UNITS_BLOCK = lazy(
    r"^(?:units?|units[ _]of[ _]measure|einheit(?:en)?|unit[ée]s|unidad(?:es)?|unit[àa]|eenheden"
    r"|enhet(?:er)?|enheder|yksik[öo]t|jednostki|jednotky|egys[ée]gek|vienetai|vien[īi]bas"
    r"|birimler|satuan)$",
    re.IGNORECASE,
)
"""A block that gives each field's unit ("units": {"revenue": "EUR million"}), in the
languages data exports are written in."""


def _units_given(root: _Node) -> dict[str, str]:
    """The unit a block of units gives each field by name ("einheiten": {"umsatzerloese":
    "Mio. EUR", "mitarbeiter": "Personen zum 31.12."}), up to any date in it."""
    given: dict[str, str] = {}
    for key, child in root.children:
        if _UNITS_BLOCK.match(key.strip()) and not child.children:
            for name, unit in child.fields:
                words = unit.split()
                cut = next((i for i, w in enumerate(words) if _NUMBER.search(w)), len(words))
                if _SCALED_BY_DIGITS.search(" ".join(words[cut : cut + 2])):
                    continue  # "EUR 1.000", "USD '000": a scale in digits, no unit given
                kept = " ".join(words[:cut])
                if name and kept and not _PLAIN_NUMBER.match(unit.strip()):
                    given[name.strip()] = kept
    return given


def _parse(lines: list[str], index: int, indent: int) -> tuple[_Node, int]:
    """Parse the block that starts at ``index`` with this indentation."""
    node = _Node()
    while index < len(lines):
        line = lines[index]
        here = len(line) - len(line.lstrip(" "))
        if here < indent:
            break
        item = _ITEM_LINE.match(line)
        key = None if item else _KEY_LINE.match(line)
        value = (item or key).group("value") if (item or key) else None  # type: ignore[union-attr]
        name = "" if item else key.group("key").strip() if key else ""
        index += 1
        if value:
            if item:
                node.children.append(("", _Node(fields=[("", value)])))
            else:
                node.fields.append((name, value))
        elif index < len(lines) and len(lines[index]) - len(lines[index].lstrip(" ")) > here:
            child, index = _parse(lines, index, here + 1)
            node.children.append((name, child))
    return node, index


def _walk(
    node: _Node,
    path: list[str],
    labels: list[str],
    out: list[str],
    units: str = "",
    money: str = "",
    *,
    given: dict[str, str] | None = None,
) -> None:
    """One sentence per field of ``node`` (numbers with their names), then its children
    (``units``: what the fields naming the measure say, "room occupancy rate, percent";
    ``money``: the currency and scale the document gives its amounts, "HUF million")."""
    running = _RUNNING.search(" ".join([*path, units])) is not None  # the series' own words
    periods = [_period_words(k, v, running=running) for k, v in node.fields if _is_period(k, v)]
    names = [
        _words(v)
        for k, v in node.fields
        if k and not _NUMBER.search(v) and len(v) <= 60 and not _is_period(k, v)
    ]
    units = " ".join([units, *(v for k, v in node.fields if _MEASURE_KEY.match(k))])
    money = " ".join([money, *(v for k, v in node.fields if _money_unit(k))]).strip()
    context = [*labels, *names, *periods]
    numbers = [v for k, v in node.fields if _PLAIN_NUMBER.match(v.strip()) and not _is_period(k, v)]
    shares = all(abs(float(v)) <= 100 for v in numbers)  # a measure in percent fits them all
    # a record of a breakdown (a named segment, or parts beside their total) keeps its
    # numbers bare: a part in the document's currency would pass for the whole
    whole = not names and not any(_TOTAL_KEY.search(k) for k, _ in node.fields)
    for key, value in node.fields:
        words = " ".join(w for w in [*path, *context, _words(key)] if w)
        dated = bool(periods) or bool(path and _YEARISH.fullmatch(path[-1].strip()))
        if given and key in given and whole and dated and _PLAIN_NUMBER.match(value.strip()):
            value = _given(value.strip(), given[key])  # "umsatzerloese: 318.4 Mio. EUR"
        elif not _is_period(key, value):  # "year: 2024" stays a year
            own = _words(key) if whole else ""
            value = _with_unit(
                " ".join([*path, _words(key)]), value, units if shares else "", money, own=own
            )
        out.append(f"{words}: {value}".strip(": ") if words else value)
    for key, child in node.children:
        _walk(child, [*path, _words(key)] if key else path, context, out, units, money, given=given)


_TOTAL_KEY = lazy(r"(?:^|_|\s)total(?:$|_|\s)", re.IGNORECASE)
_MEASURE_KEY = lazy(r"^(?:metric|measure|indicator|units?)$", re.IGNORECASE)
_MONEY_KEY = lazy(r"^(?:currency|ccy|units?|scale|amounts[ _]in)$", re.IGNORECASE)
_OWN_UNIT = lazy(r"^(?P<of>\w+?)[ _]units?$", re.IGNORECASE)


def _money_unit(key: str) -> bool:
    """Whether a field gives the currency or scale of a document's amounts of money:
    "currency", "unit", "scale", or the unit of a money measure ("revenue_unit"), not of
    another ("capacity_unit: thousand TEU")."""
    own = _OWN_UNIT.match(key)
    return bool(_MONEY_KEY.match(key) or (own and _names_money(_words(own.group("of")))))


_PLAIN_NUMBER = lazy(r"^-?\d+(?:\.\d+)?$")
_KEY_CURRENCY = lazy(r"\b(eur|usd|gbp|chf|sek|nok|dkk|pln|czk|huf|jpy|cad|aud)\b", re.IGNORECASE)
_KEY_SCALE = lazy(r"\b(thousands?|millions?|billions?|mn|bn)\b", re.IGNORECASE)
_PERCENT = lazy(r"\b(?:pct|percent|per cent|percentage)\b|%", re.IGNORECASE)
_SCALE_WORDS = {"k": "thousand", "m": "million", "mn": "million", "bn": "billion"}
_KEY_SHORT_SCALE = lazy(r"\b(k|m)\b", re.IGNORECASE)


def _with_unit(
    key_words: str, value: str, measure: str = "", money: str = "", *, own: str = ""
) -> str:
    """A bare number under a key that names its unit: "revenue czk thousand: 131640" is
    "CZK 131640 thousand" (a lone "m" or "k" counts only beside a currency: "length m" is
    metres), "on time pct: 92.8" is "92.8%" (as is a value of a record whose metric is
    "on-time arrival, percent", when every value of the record could be one).

    A value whose ``own`` key names money, in a record that is not part of a breakdown, takes
    the currency and scale its record or the document gives for all ("currency: HUF",
    "unit: million") when its keys name none and a scale is given: "revenue: 3410" is "HUF
    3410 million", while "employees: 121" beside it stays a count."""
    if not _PLAIN_NUMBER.match(value.strip()):
        return value
    if _PERCENT.search(key_words) or _PERCENT.search(measure):
        return f"{value.strip()}%"
    currency = _KEY_CURRENCY.search(key_words)
    scale = _KEY_SCALE.search(key_words) or (currency and _KEY_SHORT_SCALE.search(key_words))
    if not (currency or scale) and own and _names_money(own) and _KEY_SCALE.search(money):
        currency, scale = _KEY_CURRENCY.search(money), _KEY_SCALE.search(money)
    if not (currency or scale):
        return value
    prefix = f"{currency.group(1).upper()} " if currency else ""
    suffix = f" {_SCALE_WORDS.get(scale.group(1).lower(), scale.group(1).lower())}" if scale else ""
    return f"{prefix}{value.strip()}{suffix}"


def _names_money(key_words: str) -> bool:
    """Whether a key names an amount of money by its last word ("net profit", "berth rental
    revenue"): not a count or a ratio ("employees", "margin"), a price or an average
    ("average price per tonne"), nor what "sales" of a thing count ("vehicle sales")."""
    words = key_words.split()
    if not words or _PER.search(key_words) or kind_of(concept(words[-1])) != "money":
        return False
    if words[-1].lower() in {"sales", "sale"}:  # "net sales" is money, "vehicle sales" a count
        return not concepts(" ".join(words[:-1])) - _QUALIFIERS
    return not any(kind_of(c) in {"count", "percent"} for c in concepts(key_words))


_QUALIFIERS = concepts("net total gross operating group consolidated adjusted reported annual")
_PER = lazy(r"\b(?:per|price|average|avg|rate)\b", re.IGNORECASE)


def _is_period(key: str, value: str) -> bool:
    """A field that gives its record's period ("year: 2024", "as_of: 2025-06-30", "period:
    H1"), not a note about periods ("season_definition: September to March; ...")."""
    plain = value.strip().replace(",", "").replace(".", "")
    if plain.isdigit() and not _YEARISH.fullmatch(plain):
        return False  # "ev_deliveries: 120150" is a count, not the year 2015
    dated = _YEARISH.search(value) or _PART.match(value.strip())
    return bool(_PERIOD_KEY.search(key)) and bool(dated) and not _NOTE_KEY.search(key)


_PART = lazy(r"^(?:Q[1-4]|H[12]|9M|FY)$", re.IGNORECASE)
"""A part of a year given alone ("period: H1"): the year comes from around the record."""
_RUNNING = lazy(r"\b(?:cumulative|year[\s_-]to[\s_-]date|ytd)\b", re.IGNORECASE)
"""Figures that run from the start of the year: their "Q3" is the first nine months."""
_TO_DATE = {"Q1": "Q1", "Q2": "H1", "Q3": "9M", "Q4": "FY"}


def _period_words(key: str, value: str, *, running: bool) -> str:
    """A period field as words: "year 2024"; a part of a year alone as itself ("H1"), a
    quarter of figures that run from the start of the year as the months it covers."""
    part = value.strip().upper()
    if not _PART.match(part):
        return f"{_words(key)} {value}"
    return _TO_DATE.get(part, part) if running else part


_NOTE_KEY = lazy(r"(?:^|_)(?:definition|note|notes|description|comment|explanation)", re.I)


def _words(key: str) -> str:
    """A key as words: "revenue_eur_m" is "revenue eur m"; a year's plan is a planned
    figure ("FY2025_plan" is "FY2025 planned"), not the year's actual."""
    text = " ".join(key.replace("_", " ").replace(",", " ").split())
    return _YEAR_PLAN.sub("planned", text)


_YEAR_PLAN = lazy(r"(?<=\d )plan\b|\bplan(?= (?:FY)?(?:19|20)\d\d)", re.IGNORECASE)
