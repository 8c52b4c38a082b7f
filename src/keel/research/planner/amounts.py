"""Numbers as reports write them: "$80 million", "EUR 1.2bn", "41%", "12,500 units", "3.4m".

An `Amount` is one number with its currency, scale and unit, normalised to a base value
(``value``) so that "$0.1 billion" and "$100 million" compare equal. Years, dates,
numbered labels ("Scope 1", "Scope 1 and 2", "Tier 1 and Tier 2", "Building 2 and 3",
"No. 4") and parts of words such as "CO2" or "Q3" are not amounts. The words after a
bare number say what it counts ("42 suppliers", "2,750 Model 7 analysers").
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from keel.research.planner.glossary import ALL_MONTHS, FOREIGN_CURRENCIES, FOREIGN_SCALES
from keel.research.planner.relazy import lazy
from keel.research.planner.spoken import NUMBER_WORDS, WORD_NUMBER, WORD_PERCENT, spoken_number
from keel.research.planner.text import MONTHS, STOPWORDS, label_length, label_spans, normalize, stem

_CODES = (
    "USD|EUR|GBP|JPY|CHF|SEK|NOK|DKK|PLN|CZK|HUF|CAD|AUD|CNY|INR|ZAR|BRL|MXN|NZD|SGD|HKD|KRW|"
    "TRY|ILS|RON|ISK|CLP|UYU|THB|IDR|MYR|AED|TWD|"
    # codes that are also words ("pen", "cop", "mad") only in capitals
    "(?-i:COP|PEN|ARS|PHP|KES|VND|NGN|EGP|SAR|QAR|BGN|RSD|UAH|KZT|MAD|PKR|BDT|LKR|GHS|TZS|UGX|MZN|TND|DZD|XOF|XAF|ZMW|ETB|RWF)"
)
_SYMBOLS = (
    r"US\$|A\$|C\$|NZ\$|S\$|HK\$|R\$|GH[₵¢]|[$€£¥₹₩₺₪₦₱₫]|\b(?-i:Rs)\.?(?=\s?\d)"
    r"|\b(?-i:RM|KShs?|Kshs?|TShs?|USh|Rp)\.?(?=\s?\d)"
    r"|\bR(?=\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?\s?(?:million|billion|bn|m)\b)"
)
"""Currency signs: "$", "R$ 86 million" (real), "R18,402 million" (rand), "₹", "₩"."""
_NUMBER = {
    False: r"\d{1,2}(?:,\d{2})+,\d{3}(?:\.\d+)?"  # Indian grouping: "3,14,200"
    r"|\d{1,3}(?:['\u2019]\d{3})+(?:\.\d+)?|\d{1,3}(?:,\d{3})+(?:\.\d+)?"
    r"|\d{1,3}(?:[ \u00a0\u202f]\d{3})+\.\d+|\d+(?:\.\d+)?",
    True: r"\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?:,\d+)?(?![\d.])"
    r"|\d{1,3}(?:['\u2019]\d{3})+(?:\.\d+)?"  # Swiss, in a German text: "CHF 48'216'000"
    r"|\d+(?:,\d+)?",
}
"""Digits as written: "12,500.5" (English, or Swiss "12'500.5") or "12.500,5" (European,
also "241 300" with spaces between the thousands)."""
_PATTERN = (
    rf"(?P<minus>(?<![\w.,])[-\u2212](?=\s?(?:{_SYMBOLS}|(?:{_CODES})\b|\d)))?"
    rf"(?P<cur>{_SYMBOLS}|\b(?:{_CODES})\b)?\s?(?P<open>\()?"
    r"(?(cur)|(?<![\w.,/]))(?<![\w.,/]-)(?P<num>NUMBER)(?![,.]?\d)(?P<close>\))?"
    r"(?:\s?(?P<word>thousands?|millions?|billions?|trillions?|mln|mn|bn|bln|mio|mrd|tsd|tn"
    r"|crores?|lakhs?|FOREIGN_SCALES|[MkT](?=€|(?:CODES)\b))"
    r"(?:\b\.?|(?<=\.)|(?<=[MkT])(?=[€A-Z]))"
    r"|(?P<letter>[kKmMbB])(?![A-Za-z]))?"
    r"(?:\s?(?P<pct>%|percent\b|per\s?cent\b|percentage\s+points?\b|pp\b))?"
    rf"(?:\s?(?P<cur2>(?:\b|(?<=[MkT]))(?:{_CODES})\b|(?<=[MkT])€|dollars?\b|euros?\b|pounds?\b"
    r"|yen\b|(?:(?:di|de|d['\u2019])\s?)?(?:euros?|eura|eurų|evrov|evra|pesos|reais|dinars|dirhams|shillings|rupees"
    r"|meticais|soles|taka|naira|cedis|ringgit)\b|zł|złotych\b"
    r"|złoty\b|Kč"
    r"|korun\b|Ft\b|forint\b|kr\.?(?!\w)|kroner\b|kronor\b|kronur\b"
    r"|(?<=milioane )(?:de\s)?lei\b|(?<=miliarde )(?:de\s)?lei\b|(?<=mii )(?:de\s)?lei\b))?"
)
_PATTERN = _PATTERN.replace(
    "FOREIGN_SCALES",
    "|".join(
        re.escape(w).replace(r"\.", r"(?=\.)")
        for w in FOREIGN_SCALES
        if w not in {"mil", "mil.", "miles"}
    )
    + r"|mil(?=\.\s?(?:Kč|CZK|EUR|€|korun|Sk|USD)\b)"
    + r"|miles(?=\s+de\s+(?:euros?|pesos|dólares|reais|soles)\b)",
).replace("CODES", _CODES)
AMOUNTS = {
    european: lazy(_PATTERN.replace("NUMBER", _NUMBER[european]), re.IGNORECASE)
    for european in (False, True)
}
AMOUNT = AMOUNTS[False]
_EUROPEAN = lazy(
    r"(?<![\d.,])\d+,\d{1,2}(?![\d,])|\d{1,3}(?:\.\d{3})+,\d|\b(?:Mio|Mrd|Tsd)\b\.?"
    r"|(?<![\d.,])\d{1,3}(?:\.\d{3}){2,}(?![\d.,])"  # "1.248.360": no English number
)
_ENGLISH = lazy(r"(?<![\d.,])\d+\.\d{1,2}(?![\d.])|\d{1,3}(?:,\d{3})+\.\d")


_GERMAN_SCALES = lazy(r"\s?\b(Mio|Mrd|Tsd)\b\.?", re.IGNORECASE)
_GERMAN_SCALES_IN_WORDS = {"mio": " million", "mrd": " billion", "tsd": " thousand"}


def european_notation(text: str) -> bool:
    """Whether ``text`` writes numbers the European way ("3,4 Mio.", "1.234,5").

    With no decimals to tell by, numbers grouped by dots ("$ 18.452 millones", "12.840
    toneladas") and none grouped by commas are European too.
    """
    european, english = len(_EUROPEAN.findall(text)), len(_ENGLISH.findall(text))
    if european != english:
        return european > english
    if _COMMA_GROUPED.search(text) or _ENGLISH_DECIMALS.search(text):
        return False  # "EUR 1.250 billion", "a coupon of 5.375%": three decimals in English
    if len(_SPACE_GROUPED.findall(text)) >= 2 and not _DOT_DECIMAL.search(text):
        return True  # "84 612  71 305", "(2 870)": spaces group thousands, as in French
    return len(_DOT_GROUPED.findall(text)) >= 2


_SPACE_GROUPED = lazy(r"(?<![\d.,])\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?![\d.,]*\d)")
_DOT_DECIMAL = lazy(r"(?<![\d.,])\d+\.\d+(?![\d.,]*\d)")
"""A number with a decimal point ("2 318.4", "3.5%"): the text writes English decimals."""


_DOT_GROUPED = lazy(r"(?<![\d.,])\d{1,3}(?:\.\d{3})+(?![\d.,]*\d)")
_ENGLISH_DECIMALS = lazy(
    r"(?<![\d.,])\d{1,3}\.\d{3}(?![\d.,]*\d)\s?(?:%|percent|billion|million|thousand|bn|mn|m\b"
    r"|times|x\b)",
    re.IGNORECASE,
)
_COMMA_GROUPED = lazy(r"(?<![\d.,])(?!0,)\d{1,3}(?:,\d{3})+(?![\d.,]*\d)")
"""Thousands grouped by commas ("12,840"), not a decimal comma ("0,180")."""


_CURRENCIES = {
    "rs": "INR",
    "rs.": "INR",
    "$": "USD",
    "us$": "USD",
    "a$": "AUD",
    "c$": "CAD",
    "€": "EUR",
    "£": "GBP",
    "¥": "JPY",
    "dollar": "USD",
    "dollars": "USD",
    "euro": "EUR",
    "euros": "EUR",
    "pound": "GBP",
    "pounds": "GBP",
    "yen": "JPY",
    "nz$": "NZD",
    "s$": "SGD",
    "hk$": "HKD",
    "r$": "BRL",
    "r": "ZAR",
    "₹": "INR",
    "₩": "KRW",
    "₺": "TRY",
    "₪": "ILS",
    "₦": "NGN",
    "₱": "PHP",
    "₫": "VND",
    "gh₵": "GHS",
    "gh¢": "GHS",
    "rm": "MYR",
    "ksh": "KES",
    "kshs": "KES",
    "tsh": "TZS",
    "tshs": "TZS",
    "ush": "UGX",
    "rp": "IDR",
    "zł": "PLN",
    "złotych": "PLN",
    "złoty": "PLN",
}
_SCALES = {
    "thousand": 1e3,
    "thousands": 1e3,
    "k": 1e3,
    "million": 1e6,
    "millions": 1e6,
    "mln": 1e6,
    "mn": 1e6,
    "mio": 1e6,
    "m": 1e6,
    "t": 1e3,  # only before a currency: "757 TCHF", "18.450 TEUR", "120 T€"
    "billion": 1e9,
    "billions": 1e9,
    "bn": 1e9,
    "bln": 1e9,
    "b": 1e9,
    "trillion": 1e12,
    "trillions": 1e12,
    "tn": 1e12,
    "mrd": 1e9,
    "tsd": 1e3,
    "crore": 1e7,
    "crores": 1e7,
    "lakh": 1e5,
    "lakhs": 1e5,
}
_SCALES.update(
    {word.rstrip("."): _SCALES[english.strip()] for word, english in FOREIGN_SCALES.items()}
)
_CURRENCIES.update(FOREIGN_CURRENCIES)
_UNIT_WORD = lazy(r"\s+([A-Za-z][A-Za-z0-9-]*[\u00b2\u00b3]?)")
_NUMBER_SIGN = lazy(r"(?:#|\bNo\.?\s)$")


@dataclass(frozen=True, slots=True)
class Amount:
    """One number as written, with what it measures in."""

    value: float
    """The number times its scale: "$1.2 billion" is 1.2e9."""
    kind: str
    """``money``, ``percent`` or ``count`` (anything else, with or without a unit word)."""
    currency: str | None
    scale: float
    prefix: str
    """What is written before the digits ("$", "EUR ")."""
    digits: str
    """The number as written ("12,500")."""
    suffix: str
    """What is written after the digits (" million", "bn", "%", " euros")."""
    unit: tuple[str, ...]
    """Stems of the words naming what is counted ("employee"), up to two."""
    unit_text: str
    start: int
    end: int
    """Span of ``text`` (without the unit words) in the sentence."""
    unit_end: int
    """Where the unit words end in the sentence (``end`` when there are none)."""
    negative: bool = False
    """Written with a minus or in brackets ("-$4 million", "$(4) million", "(3,140)")."""
    in_range: bool = False
    """One end of a range ("between $10 and $12 million", "$31-34 million"): not a figure."""
    other_end: str = ""
    """For an end of a range whose other end was read too: that end, as the answer writes
    it ("$12 million"), so the range can be given whole."""
    other_value: float = 0.0
    """The other end's value."""

    @property
    def text(self) -> str:
        """The amount as its answer writes it, without unit words: "$80 million", "-$4 million"."""
        return f"{'-' if self.negative else ''}{self.prefix}{self.digits}{self.suffix}"

    @property
    def display(self) -> str:
        """The amount as written, with its unit words: "455 employees"."""
        return f"{self.text} {self.unit_text}".strip()


def _thousands_in_words(amount: Amount) -> Amount:
    """A count in thousands as Spanish and Portuguese write it in a document that writes
    decimal commas: "52,3 mil toneladas" is 52,300 tonnes (an English "3 mil film" is a
    thickness, and an English text writes no decimal comma)."""
    if amount.kind != "count" or amount.scale != 1.0 or amount.unit[:1] != ("mil",):
        return amount
    rest = amount.unit[1:]
    if not rest or rest[0].startswith(("mill", "milh")):
        return amount  # "3 mil": of nothing named; "mil millones": a billion, left alone
    words = amount.unit_text.split(maxsplit=1)
    return replace(
        amount,
        value=amount.value * 1e3,
        scale=1e3,
        suffix=" thousand",
        unit=rest,
        unit_text=words[-1] if len(words) > 1 else "",
    )


_THOUSANDS_CAPTION = lazy(r"000")
_THOUSAND_UNIT = lazy(
    r"\(\s*(?:in|i|en|w|v|em|im)?\s*1[ .,\u00a0\u202f]000(?:[ .,\u00a0\u202f]000)?\s*"
    r"(?:€|EUR|euro|euros|eur|CHF|SEK|NOK|DKK|ISK|kr\.?|kronor|kroner|USD|\$|zł|PLN|CZK|Kč|HUF|Ft"
    r"|RON|lei)\s*\)",
    re.IGNORECASE,
)
"""A caption that gives a table's unit as thousands: "Resultaträkning (1 000 euro)"."""


def find_amounts(sentence: str, *, european: bool = False) -> list[Amount]:
    """Every amount in ``sentence``, in order (years, dates and labels left out).

    ``european``: the document writes "1.234,5" for 1234.5 (see `european_notation`).
    """
    found = []
    labels = label_spans(sentence)
    captions = [m.span() for m in _THOUSAND_UNIT.finditer(sentence)]
    for match in AMOUNTS[european].finditer(sentence):
        grouped_before = _GROUP_BEFORE.search(sentence, 0, match.start("num"))
        if (grouped_before and _THREE.fullmatch(match.group("num"))) or (
            _GROUP_AFTER.match(sentence, match.end("num")) and len(match.group("num")) <= 3
        ):
            continue  # "1 245 MNOK" in an English text: neither 1 nor 245, not surely 1,245
        if _THOUSANDS_CAPTION.fullmatch(match.group("num")) or any(
            start <= match.start("num") < end for start, end in captions
        ):
            continue  # "NZ$000", "(1 000 euro)": a caption's unit, thousands, no amount
        amount = _amount(sentence, match, labels, european)
        if amount is not None:
            found.append(_thousands_in_words(amount) if european else amount)
    taken = [(a.start, a.unit_end) for a in found]
    for match in WORD_PERCENT.finditer(sentence):
        spoken = spoken_number(match.group(1))
        if spoken is not None and spoken[1] == 1:
            found.append(_word_percent(match, spoken[0]))
            taken.append((match.start(), match.end()))
    for match in WORD_NUMBER.finditer(sentence):
        if not any(start <= match.start() < end for start, end in taken):
            worded = _word_amount(sentence, match)
            if worded is not None:
                found.append(worded)
    found.sort(key=lambda amount: amount.start)
    return _mark_ranges(sentence, _comparatives(sentence, found, european))


def _comparable(previous: Amount, bracket: Amount) -> bool:
    """Whether a bracketed number can be the same measure a year earlier: within a factor
    of five of the figure as written ("1,11 mdkr (0,94)"), not a note's number ("EUR 512
    million (1)", "3,150 employees (12)")."""
    written = abs(previous.value / previous.scale) if previous.scale else abs(previous.value)
    value = abs(bracket.value)
    return written > 0 and value > 0 and 0.2 <= value / written <= 5


def _comparatives(sentence: str, found: list[Amount], european: bool) -> list[Amount]:
    """A bare number in brackets straight after another amount is that measure a year
    earlier, as Nordic and German reports write it ("1,11 mdkr (0,94)"), not a negative; in
    a text that writes numbers the English way only with decimals like the figure's ("EUR
    4.2 million (3.9)"), since "EUR 42 million (12)" may cite note 12."""
    out: list[Amount] = []
    for amount in found:
        previous = out[-1] if out else None
        if (
            previous is not None
            and amount.negative
            and sentence[amount.start : amount.start + 1] == "("
            and not sentence[previous.unit_end : amount.start].strip()
            and amount.currency is None
            and _comparable(previous, amount)
            and (european or ("." in amount.digits and "." in previous.digits))
        ):
            amount = replace(amount, value=-amount.value, negative=False, prefix="")
            if amount.scale == 1.0 and not amount.unit:
                amount = replace(  # in the unit of the figure it compares with
                    amount,
                    value=amount.value * previous.scale,
                    kind=previous.kind,
                    currency=previous.currency,
                    scale=previous.scale,
                    prefix=previous.prefix,
                    suffix=previous.suffix,
                )
        out.append(amount)
    return out


_GROUP_BEFORE = lazy(r"(?:(?<![\w.,])|(?<=\bR)|(?<=\bRs)|(?<=\bRM))\d{1,3}[ \u00a0\u202f]$")
"""A group of digits before a space ("1 245", "R3 840"): the number may go on after it."""
_THREE = lazy(r"\d{3}")
_GROUP_AFTER = lazy(r"[ \u00a0\u202f]\d{3}(?![\d.,])")
_JOINS = frozenset(
    ["und", "bis", "oder", "et", "ou", "y", "o", "e", "en", "of", "och", "og", "eller", "i", "a"]
)
"""Words of other languages that join numbers ("zwischen 19,0 und 19,8"): no unit words."""
_NOT_UNITS = STOPWORDS | _JOINS
_RANGE_JOIN = lazy(
    r"^\s*(?:[-\u2013\u2014]|to|and|und|bis|et|à|y|e|en|och|og|a|i)\s*$", re.IGNORECASE
)
_RANGE_START = lazy(
    r"\b(?:between|range of|ranging from|zwischen|entre|tra|tussen|mellan|mellom|między)\s+$",
    re.IGNORECASE,
)
"""Words that open a range, in English and the languages reports are written in: "between",
"zwischen 19,0 und 19,8 Mio. EUR", "entre 10 et 12 M€"."""


def _mark_ranges(sentence: str, found: list[Amount]) -> list[Amount]:
    """Both ends of a range marked: "$31-34 million", "between 10 and 12 million"."""
    marked = list(found)
    for i in range(len(found) - 1):
        a, b = found[i], found[i + 1]
        join = sentence[a.unit_end : b.start]
        dash = join.strip() in {"-", "\u2013", "\u2014"}
        worded = _RANGE_JOIN.match(join) and _RANGE_START.search(sentence[: a.start])
        bare_first = a.kind == "count" and a.scale == 1.0 and not a.unit and not a.currency
        if (dash and b.kind in {a.kind, "count"}) or (worded and (a.kind == b.kind or bare_first)):
            marked[i] = replace(a, in_range=True, other_end=b.display, other_value=b.value)
            marked[i + 1] = replace(b, in_range=True, other_end=a.display, other_value=a.value)
    for i, amount in enumerate(marked):  # "130-150 mio.": the other end is not read alone
        if not amount.other_end and (
            _DASH_NUMBER.match(sentence, amount.unit_end)
            or _NUMBER_DASH.search(sentence, 0, amount.start)
        ):
            marked[i] = replace(amount, in_range=True)
    return marked


_DASH_NUMBER = lazy(r"\s?[-\u2013\u2014]\s?[$€£]?\d")
_NUMBER_DASH = lazy(r"(?<![\w/.-])\d[\d.,]*\s?[-\u2013\u2014]\s?[$€£]?$")
"""The other end of a range written "130-150" or "1.300-1.400", found or not."""


def _word_percent(match: re.Match[str], value: float) -> Amount:
    """A percentage in words ("eight per cent"), as "8%"."""
    return Amount(
        value=value, kind="percent", currency=None, scale=1.0, prefix="", digits=f"{value:g}",
        suffix="%", unit=(), unit_text="", start=match.start(1), end=match.end(),
        unit_end=match.end(),
    )  # fmt: skip


def _word_amount(sentence: str, match: re.Match[str]) -> Amount | None:
    """A number in words, with the words it counts: "nine new branches", "nine million
    passengers", "nineteen thousand five hundred subscribers"."""
    spoken = spoken_number(match.group(1))
    if spoken is None:
        return None
    value, scale, suffix = spoken
    end = match.end(1)
    unit, unit_text, taken = _unit_words(sentence[end:])
    return Amount(
        value=value * scale, kind="count", currency=None, scale=scale, prefix="",
        digits=f"{value:,.0f}" if value >= 1000 else f"{value:g}", suffix=suffix,
        unit=unit, unit_text=unit_text, start=match.start(1), end=end, unit_end=end + taken,
    )  # fmt: skip


def _amount(
    sentence: str, match: re.Match[str], labels: list[tuple[int, int]], european: bool
) -> Amount | None:
    scale_text = match.group("word") or match.group("letter")
    cur = match.group("cur") or match.group("cur2")
    if not cur and scale_text and scale_text.lower() in _KRONOR_SCALES:
        cur = "kr"  # "1,11 mdkr": billions of kronor, the currency written into the scale
    pct = match.group("pct")
    digits = match.group("num")
    if scale_text and scale_text.lower() == "b" and not cur:
        scale_text = None  # "5b" without a currency is more often a label than a billion
    year_then_code = match.group("cur2") and not (match.group("cur") or scale_text or pct)
    if year_then_code and re.fullmatch(r"(?:19|20)\d\d", match.group("num")):
        return None  # "2025 EUR": a year beside a currency code, not an amount
    if not (cur or scale_text or pct) and _is_not_a_quantity(sentence, match, labels):
        return None
    if not cur and len(digits) == 1 and _PART_CODE.match(sentence, match.end("num")):
        return None  # "9M24", "3T24": a part of a year, not nine million
    if not cur and digits == "9" and scale_text in {"M", "m"} and _beside_a_year(sentence, match):
        return None  # "9M 2024", "2025 9M": the first nine months, not nine million
    end = match.end("pct") if pct else match.end("num")
    if scale_text:
        end = max(end, match.end("word") if match.group("word") else match.end("letter"))
    if match.group("cur2"):
        end = match.end("cur2")
    bracketed = bool(match.group("open") and match.group("close"))
    start = match.start("cur") if match.group("cur") else match.start("num")
    worded = not match.group("minus") and _MINUS_WORD.search(sentence[max(0, start - 30) : start])
    negative = bracketed or bool(match.group("minus")) or bool(worded)
    if match.group("minus"):
        start = match.start("minus")
    elif bracketed and not match.group("cur"):
        start = match.start("open")
    unit, unit_text, taken = ((), "", 0) if pct or cur else _unit_words(sentence[end:])
    word = (match.group("word") or "").lower()
    if (word in _FOREIGN_LARGE or word in {"t", "tsd"}) and _DOT_GROUPED.fullmatch(digits):
        european = True  # "4.968 miles de euros", "18.450 TCHF": the dot groups thousands
    number, digits = _read_digits(digits, european)
    scale = _SCALES[scale_text.lower().rstrip(".")] if scale_text else 1.0
    suffix = sentence[match.end("close") if bracketed else match.end("num") : end]
    if european:  # "EUR 2.300 Mio." is answered "EUR 2,300 million"
        suffix = _GERMAN_SCALES.sub(lambda m: _GERMAN_SCALES_IN_WORDS[m.group(1).lower()], suffix)
    if match.group("word") and match.group("word").lower() in _SCALES_IN_OTHER_WORDS:
        kronor = "kr" if match.group("word").lower() in _KRONOR_SCALES else None
        suffix = _english_suffix(match.group("word"), _currency(match.group("cur2") or kronor))
    return Amount(
        value=-number * scale if negative else number * scale,
        kind="percent" if pct else "money" if cur else "count",
        currency=_currency(cur),
        scale=scale,
        prefix=_prefix(sentence, match)
        if negative and not worded
        else sentence[start : match.start("num")],
        digits=digits,
        suffix=suffix,
        unit=unit,
        unit_text=unit_text,
        start=start,
        end=end,
        unit_end=end + taken,
        negative=negative,
    )


_KRONOR_SCALES = frozenset({"mdkr", "mkr", "tkr"})
_MINUS_WORD = lazy(
    r"(?:\b(?:was|were|is|are|been|of|at|to|stood|totall?ed|reached|betrug|beträgt|war|lag"
    r"|bei|auf|var|ble|blev|bedroeg|bedraagt|est|était|de)\s+|[:(]\s*|^\s*)minus\s+$",
    re.IGNORECASE,
)
"""A minus written as a word before an amount, after a verb or a preposition ("free cash
flow was minus EUR 7.8 million"), not a subtraction ("gross debt of EUR 50 million minus
EUR 12 million in cash") nor a tolerance ("plus or minus 2%")."""
_FOREIGN_LARGE = frozenset(w.rstrip(".") for w in FOREIGN_SCALES) - {"mil", "mill"}
"""Scale words of languages that group thousands with a dot ("millones", "miles", "Mio")."""
_DOT_GROUPED = lazy(r"\d{1,3}(?:\.\d{3})+")
_YEAR_BEFORE = lazy(r"(?:19|20)\d\d(?:/\d{2,4})?\s*$")
_YEAR_AFTER = lazy(r"\s*(?:FY\s?)?(?:19|20)\d\d\b")


def _beside_a_year(sentence: str, match: re.Match[str]) -> bool:
    return bool(
        _YEAR_BEFORE.search(sentence, 0, match.start()) or _YEAR_AFTER.match(sentence, match.end())
    )


_INDIAN = lazy(r"\d{1,2}(?:,\d{2})+,\d{3}(?:\.\d+)?")


def _read_digits(digits: str, european: bool) -> tuple[float, str]:
    """The number digits stand for, and the digits as an answer writes them (one notation:
    "12'843" and European "12.843" are both answered "12,843")."""
    spaced = bool(re.search(r"[ \u00a0\u202f]", digits))  # "241 300", "2 318.4"
    spaced |= not european and _INDIAN.fullmatch(digits) is not None  # "3,14,200": 314,200
    digits = re.sub(r"[ \u00a0\u202f]", "", digits.replace("\u2019", "'"))
    if european and "'" in digits:  # Swiss grouping keeps its decimal point
        plain = digits.replace("'", "")
    elif european:
        plain = digits.replace(".", "").replace(",", ".")
    else:
        plain = digits.replace(",", "").replace("'", "")
    if european or spaced:
        whole, _, decimals = plain.partition(".")
        return float(plain), f"{int(whole):,}" + (f".{decimals}" if decimals else "")
    return float(plain), digits.replace("'", ",")


def _prefix(sentence: str, match: re.Match[str]) -> str:
    """What stands before the digits of a negative amount, without its sign or bracket."""
    if not match.group("cur"):
        return ""
    return sentence[match.start("cur") : match.start("num")].replace("(", "")


def _currency(written: str | None) -> str | None:
    if not written:
        return None
    key = re.sub(r"^(?:(?:di|de)\s+|d['\u2019]\s?)", "", " ".join(written.strip().lower().split()))
    if key in {"euro", "euros", "eura", "eurų", "evrov", "evra"}:
        return "EUR"  # "di euro", "de euros", "d'euros", "12,5 milijuna eura"
    return _CURRENCIES.get(key, key.upper())


_SCALES_IN_OTHER_WORDS = frozenset({*(w.rstrip(".") for w in FOREIGN_SCALES), "m", "k", "t"})
"""Scales an answer writes in English: "12,4 milioni di euro" is "12.4 million EUR"."""


def _english_suffix(word: str, currency: str | None) -> str:
    """The words after the digits in English: " million EUR" for " milioni di euro"."""
    key = word.lower()
    english = FOREIGN_SCALES.get(key) or FOREIGN_SCALES.get(f"{key}.")
    english = english or (" million" if key == "m" else " thousand")
    return english + (f" {currency}" if currency else "")


_ALL_MONTHS = MONTHS | ALL_MONTHS
_YEAR_AFTER_MONTH = lazy(r"\s+[^\W\d_]+\s+(?:19|20)\d\d\b")
_DAY_OF = lazy(r"\s+(?:de|del|di|do|da)\s+([^\W\d_]+)", re.IGNORECASE)
_ORDINAL_PART = lazy(
    r"\.\s*(?:kvartal\w*|quartal\w*|halbjahr\w*|kwarta\w*|półrocz\w*|negyedév\w*|félév\w*"
    r"|čtvrtlet\w*|pololet\w*|halvår\w*|vuosineljännes\w*)",
    re.IGNORECASE,
)
"""An ordinal before a part of the year: the "3." of "3. kvartal 2025"."""
_PART_CODE = lazy(r"(?:[TQHM](?:\d\d|(?:19|20)\d\d)|[ºo°]\s*trimestre)\b", re.IGNORECASE)
"""A part of a year written after its number: "3T24", "9M24", "1Q2025", "3º trimestre"."""


def _is_not_a_quantity(sentence: str, match: re.Match[str], labels: list[tuple[int, int]]) -> bool:
    """A bare number that is a year, part of a date, or a label ("Scope 1 and 2", "No. 4")."""
    digits = match.group("num")
    if re.fullmatch(r"(?:19|20)\d\d", digits) or re.fullmatch(r"0\d+", digits):
        return True  # a year, or a number with a leading zero ("FC Möhnetal 04")
    if any(start <= match.start("num") < end for start, end in labels):
        return True
    before = sentence[: match.start("num")]
    after = sentence[match.end("num") :]
    next_word = (after.lstrip(". ").split(None, 1)[:1] or [""])[0]  # "21. oktober"
    near = (before.rsplit(None, 1)[-1:] or [""])[0] + " " + next_word
    if any(w.strip(",.()[]").lower() in MONTHS or w.strip(",.()[]") == "May" for w in near.split()):
        return True  # "(July 1, 2024": a date, brackets or not
    previous = (before.rsplit(None, 1)[-1:] or [""])[0].strip(",.()[]").lower()
    dated = after[:1] == "." or _YEAR_AFTER_MONTH.match(after)  # "5 marca 2026"
    if dated and next_word.strip(",.").lower() in _ALL_MONTHS:
        return True  # "21. oktober 2025", "30. Juni": a date in the languages that write so
    if previous in _ALL_MONTHS and len(digits) <= 2 and after[:1] in {".", ",", ""}:
        return True  # "2025. augusztus 14."
    if _ORDINAL_PART.match(after):
        return True  # "3. kvartal 2025", "2. Halbjahr": which quarter, not a quantity
    if _PART_CODE.match(after) and len(digits) == 1:
        return True  # "3T24", "9M24", "1Q2025", "3º trimestre": a part of a year
    romance = _DAY_OF.match(after)
    if romance and len(digits) <= 2 and romance.group(1).lower() in _ALL_MONTHS:
        return True  # "30 de junio de 2025", "2 de septiembre", "21 di agosto"
    small = "." not in digits and len(digits) <= 2
    return small and bool(_NUMBER_SIGN.search(before))


def _unit_words(after: str) -> tuple[tuple[str, ...], str, int]:
    """The (up to two) words right after a bare number that say what it counts.

    Returns their stems, the words as written, and how many characters they take.
    """
    taken: list[str] = []
    rest = after
    while len(taken) < 2:
        match = _UNIT_WORD.match(rest)
        if not match:
            break
        word, end = match.group(1), match.end()
        label = label_length(rest[match.start(1) :])  # "2,750 Model 7 analysers"
        if label:
            word, end = rest[match.start(1) : match.start(1) + label], match.start(1) + label
        elif word.lower() in _NOT_UNITS or word.lower() in MONTHS or word == "May":
            break
        elif word.lower() in NUMBER_WORDS:
            break  # "up from 4,390 twelve months earlier": a count of nothing named
        if taken and word.lower().endswith(("ed", "ing")):
            break  # "tonnes emitted": the unit is "tonnes"
        taken.append(word)
        rest = rest[end:]
        if rest[:1] in {",", ".", ";", ":", ")"}:
            break
    stems = tuple(stem(normalize(w.translate(_SUPERSCRIPTS))) for w in taken)  # "m³" is m3
    return stems, " ".join(taken), len(after) - len(rest)


_SUPERSCRIPTS = str.maketrans("\u00b2\u00b3", "23")


def consistent(a: Amount, b: Amount) -> bool:
    """True when two amounts agree, allowing the less precise to be a rounding of the other.

    "1.2 billion" and "1,234 million" agree; "$100 million" and "$104 million" do not.
    """
    if a.value == b.value:
        return True
    if (a.scale == 1.0 and not a.currency) != (b.scale == 1.0 and not b.currency):
        # a bare table cell ("402.5" under "EUR million") and the same digits with a scale,
        # or the same amount in thousands ("9420" in a table of thousands, "9.42 million")
        bare, scaled = (a, b) if a.scale == 1.0 and not a.currency else (b, a)
        if bare.negative != scaled.negative:
            return False
        if bare.digits.replace(",", "") == scaled.digits.replace(",", ""):
            return True
        places = min(significant(bare), significant(scaled))
        return any(
            f"{bare.value * factor:.{places}g}" == f"{scaled.value:.{places}g}"
            for factor in (1e3, 1e6)
        )
    rough, fine = (a, b) if significant(a) <= significant(b) else (b, a)
    places = significant(rough)
    return f"{fine.value:.{places}g}" == f"{rough.value:.{places}g}"


def significant(amount: Amount) -> int:
    """Significant digits as written: "1.2" has 2, "100" has 3, "12,500" has 5."""
    return max(1, len(amount.digits.replace(",", "").replace(".", "").lstrip("0")))
