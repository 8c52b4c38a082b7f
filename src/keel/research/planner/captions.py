"""What a table's header cells, corner, caption and heading say about its figures.

A header's brackets give its column a unit ("Revenue ($m)", "2024 (TEUR)"), or only a
status ("(Audited)"); a corner or caption gives the table's unit of money ("in EUR
thousand", "NZ$000", "(in thousands of U.S. dollars)", "en millones de CLP"), the company
whose figures they are ("Chiffres clés de Sprachwerk Bern AG"), and whether they run from the
start of the year ("Revenue, year to date").
"""

from __future__ import annotations

import re

from keel.research.planner.passages import Table
from keel.research.planner.relazy import lazy
from keel.research.planner.text import concept, kind_of, wordset

_YEARS = lazy(r"\b(?:19|20)\d\d\b")

_HINT = lazy(r"\(([^)]*)\)\s*$")
_HINT_CURRENCY = lazy(
    r"US\$|R\$|[$€£¥₹]|\b(?:USD|EUR|GBP|JPY|CHF|SEK|NOK|DKK|CAD|AUD|PLN|CZK|HUF|ZAR|BRL|MXN|NZD|SGD|"
    r"HKD|KRW|TRY|ILS|RON|ISK|INR|CNY|CLP|UYU|THB|IDR|MYR|AED|TWD|(?-i:COP|PEN|ARS|PHP|KES|VND"
    r"|NGN|EGP|SAR|QAR|BGN|RSD|UAH|KZT|MAD|PKR|BDT|LKR|GHS|TZS|UGX|MZN|TND|DZD|XOF|XAF|ZMW|ETB|RWF))(?:\b|(?=[kmb]n?\b))"
    r"|\bRs\b"  # "Wagering turnover (Rs. crore)"
)
_HINT_SCALE = lazy(
    r"\b(thousands?|millions?|billions?|mn|bn|mln|mio|mrd|tsd|crores?|lakhs?|millones|milhões"
    r"|milioni|milliers|milhares|migliaia)(?!\w)\.?"
    r"|(?<=[$€£¥])\s?([kmb]n?)\b"
    r"|(?<=[A-Z]{3})\s?([kmb]n?)\b",
    re.IGNORECASE,
)
"""A scale: "EUR million", "$m", "GBP m", "NOKbn"."""

_LEGAL_FORM = lazy(
    r"\s(?:AG|SA|S\.A\.|GmbH|Ltd|Inc|plc|AB|ASA|Oy|Oyj|SpA|S\.p\.A\.|BV|NV|SE|KG|LLC|Corp|"
    r"S\.L\.|SAS|SARL|sp\.\s?z\s?o\.o\.|a\.s\.|s\.r\.o\.)(?!\w)"
)
"""The legal form that ends a company's name in a table's corner or caption."""
_DIGIT = lazy(r"\d")
_BY_WHOM = lazy(r"\b(?:by|par|por|door|przez)\s+(?:\S+\s+){0,3}\S+\s*$", re.I)
"""A company named as the one who audited or prepared a table, not as its subject."""
_NAME_WORD = lazy(r"[^\W\d_][\w'\u2019&.-]*")


def owner(table: Table) -> frozenset[str]:
    """The words of the company a table's corner or caption names as its subject ("Chiffres
    clés de Sprachwerk Bern AG", "Key figures of Pivovar Černý Vrch a.s."), if any: the
    capitalized words before a legal form (not a sentence above the table that names a rival)."""
    for text in (table.header[0] if table.header else "", table.caption):
        plain = _YEARS.sub(" ", text or "")  # a title, not a sentence that gives a figure
        form = _LEGAL_FORM.search(plain) if len(plain) <= 80 and not _DIGIT.search(plain) else None
        if form is None:
            continue
        if _BY_WHOM.search(plain[: form.start()]):
            continue  # "Key figures, audited by Ernst & Young AG": the auditor's name
        before = _NAME_WORD.findall(plain[: form.start()])[-4:]
        name: list[str] = []
        for word in reversed(before):
            if not word[:1].isupper():
                break
            name.insert(0, word.lower())
        if name:
            return frozenset([*name, form.group(0).strip().lower()])
    return frozenset()


_CAPTION_CODES = (
    r"US\$|R\$|A\$|C\$|NZ\$|HK\$|S\$|[$€£¥₹]|USD|EUR|GBP|CHF|SEK|NOK|DKK|CAD|AUD|PLN|CZK|HUF|ZAR|BRL|MXN|NZD|SGD|HKD|KRW|"
    r"TRY|ILS|RON|ISK|INR|JPY|CLP|UYU|THB|IDR|MYR|AED|TWD|(?-i:COP|PEN|ARS|PHP|KES|VND|NGN|EGP|"
    r"SAR|QAR|BGN|RSD|UAH|KZT|MAD|PKR|BDT|LKR|GHS|TZS|UGX|MZN|TND|DZD|XOF|XAF|ZMW|ETB|RWF)|(?-i:Rs)\.?|euros?|zł|Kč|"
    r"(?:U\.?S\.?|Canadian|Australian|New\s+Zealand)\s+dollars|dollars|Swiss\s+francs|"
    r"pounds\s+sterling|yen|rupiah|pesos|meticais|soles|taka|naira|cedis|ringgit|baht|forints?"
    r"|hryvnias?|tenge|dinars?|dirhams?|shillings?|rupees|kwacha|lei|kr\.?|kronor|kroner|kronur"
)
_CAPTION_SCALES = (
    r"Mio|Mrd|Tsd|thousands?|millions?|billions?|millones|milhões|milioni|miles|milliers"
    r"|migliaia|milhares|tys|tis|mln|mld|tūkst|tisoč|tisuća|duizend|tusind|tusen|milj|milijonov"
    r"|milijuna|mlrd"
)
_UNIT_CAPTION = lazy(
    rf"(?:^|\(|\s)(?:in\s+)?(?P<cur>{_CAPTION_CODES})\s*"
    r"(?P<scale>thousands?|millions?|billions?|mn|bn|m|k|mio|mrd|tsd|crores?|lakhs?|millones"
    r"|milhões|milioni|milliers|milhares|migliaia|tūkst|tisoč|duizend|milj)(?!\w)"
    r"(?!\.?\s+(?:TEU|tonnes?|tons?|t|kg|litres?|liters?|hl|m3|MWh|GWh|kWh|MW|units|pieces"
    r"|passengers|visitors|hectares?|ha)\b)"  # "USD ... thousand TEU": the scale of a volume
    rf"|(?:^|\(|\s)(?:(?:in|en|em|w|v)\s+)?(?P<scale2>{_CAPTION_SCALES})\.?\s*"
    rf"(?:(?:of|de|di|des|d')\s*)?(?P<cur2>{_CAPTION_CODES})(?!\w)",
    re.IGNORECASE,
)


_CODE_THOUSANDS = lazy(
    r"(?:^|[\s(])(?:x\s*)?(NZ\$|A\$|C\$|US\$|HK\$|S\$|[$€£¥₹]|[A-Z]{3})\s?"
    r"(?:1[\s.'\u2019]?|['\u2019])?000s?(?![\d,.]|[\s.'\u2019]\d)"
)
"""A caption in thousands written as the currency and "000": "NZ$000", "£'000", "NOK 1 000",
"in CHF 1'000", "(x € 1.000)"."""
_DOLLARS = {"NZ$": "NZD", "A$": "AUD", "C$": "CAD", "US$": "USD", "HK$": "HKD", "S$": "SGD"}
_LOCAL_SIGNS = {"GH₵": "GHS", "GH¢": "GHS", "KShs": "KES", "KSh": "KES", "Kshs": "KES",
                "TShs": "TZS", "TSh": "TZS", "RM": "MYR", "₦": "NGN", "₱": "PHP"}  # fmt: skip
_LOCAL_SIGN = lazy(r"(?<![A-Za-z])(?:" + "|".join(_LOCAL_SIGNS) + r")(?![A-Za-z])")
"""Currency signs that captions write for their codes: "RM'000" (ringgit), "GH₵ million"."""


def _local_signs(corner: str) -> str:
    """A caption with its local currency signs written as codes ("RM'000": "MYR'000")."""
    return _LOCAL_SIGN.sub(lambda m: _LOCAL_SIGNS[m.group(0)], corner)


def corner_hint(corner: str) -> str:
    """The currency and scale the table's corner cell gives its amounts of money:
    "EUR million", "(in EUR thousand)", "Key figures (NOK million unless stated)"."""
    corner = _local_signs(corner)
    thousands = _CODE_THOUSANDS.search(corner)
    if thousands is not None:  # "NZ$000", "(£'000)", "EUR 000"
        code = thousands.group(1)
        return hint(f"({_DOLLARS.get(code, code)} thousand)")
    return caption_hint(corner)


_CODE_IN = lazy(rf"(?:^|\(|\s)({_CAPTION_CODES})\s+in\s+(?={_CAPTION_SCALES})", re.I)
"""A currency before "in" and a scale: "($ in thousands)"."""
_NAMED_CODE = lazy(
    r"\b(?:pesos|reais|rupiah|rand|kronor|kroner|koruna|korun|złotych|francs?|lei|won)\s*"
    r"\(([A-Z]{3})\)"
)
"""A currency's name followed by its code: "pesos (MXN)"."""
_RAND = lazy(r"^\s*\(?R\s?(m|mn|million|'000|000)\)?\s*$")
_MILLIONS_CODE = lazy(r"\bM(SEK|NOK|DKK|EUR|USD|CHF|GBP|PLN|CZK)\b")
"""Millions written into the currency code: "MSEK", "MNOK"."""


_QUOTED_SCALE = lazy(
    r"(?<![A-Za-z])([A-Z]{3}|NZ\$|A\$|C\$|US\$|HK\$|S\$|R\$|[$€£¥₹])['\u2019]\s?"
    r"(millions?|billions?|thousands?|mn|bn|m)\b"
)
"""A scale written after the currency with an apostrophe: "₦'million", "£'m"."""
_CZECH_MILLIONS = lazy(r"\bmil\.\s*(?:Kč|CZK)(?!\w)")
"""Millions as Czech captions write them: "mil. Kč" (not the "mil" of Spanish thousands)."""
_MIL_THOUSANDS = lazy(r"(R\$|\bBRL)\s*mil\b(?!\.)")
"""Thousands as Brazilian captions write them: "R$ mil" (an English "US$ mil" may be
millions)."""
_KRONOR_THOUSANDS = lazy(r"(?<!\w)(?:t\.\s?kr\.?|tkr\.?)(?!\w)", re.IGNORECASE)
"""Thousands of kronor as Nordic captions write them: "Beløb i t.kr.", "(tkr)"."""
_QUOTED_THOUSANDS = lazy(
    r"(?:^|[\s(])(NZ\$|A\$|C\$|US\$|HK\$|S\$|[$€£¥₹]|[A-Z]{3})\s?['\u2019]000(?![\d,.])"
)
"""Thousands written with an apostrophe ("£'000", "MYR'000"): never an amount itself."""


def caption_hint(corner: str) -> str:
    """The currency and scale a caption or a row's label names in words: "(EUR million)",
    "en millones de CLP", "($ in thousands)", "MSEK" (not "USD 1 000", which a row's label
    may give as an amount)."""
    corner = _MILLIONS_CODE.sub(r"\1 million", _CODE_IN.sub(r" \1 ", _local_signs(corner)))
    corner = _QUOTED_SCALE.sub(r"\1 \2", corner)  # "(₦'million)": NGN million
    corner = _CZECH_MILLIONS.sub(r"CZK million", corner)  # "(mil. Kč)": Czech millions
    corner = _MIL_THOUSANDS.sub(r"\1 thousand", corner)  # "Em R$ mil": thousands
    corner = _KRONOR_THOUSANDS.sub("thousand kr", corner)  # "Beløb i t.kr."
    corner = _NAMED_CODE.sub(r"\1", corner)  # "miles de pesos (MXN)": "miles de MXN"
    rand = _RAND.match(corner)
    if rand is not None:  # "Rm", "R'000": rand, as South African reports write it
        return hint(f"(ZAR {'thousand' if '000' in rand.group(1) else 'million'})")
    match = _UNIT_CAPTION.search(corner)
    quoted = _QUOTED_THOUSANDS.search(corner)
    if match is None and quoted is not None:  # "RM'000 RM'000" over a table's columns
        code = quoted.group(1)
        return hint(f"({_DOLLARS.get(code, code)} thousand)")
    if match is None:
        code = _THOUSANDS_CODE.search(corner)
        return hint(f"({code.group(1) or 'EUR'} thousand)") if code else ""
    currency = match.group("cur") or match.group("cur2")
    currency = "INR" if currency.startswith("Rs") else currency  # "(Rs. crore)"
    currency = {**_DOLLARS, "R$": "BRL"}.get(currency, currency)  # "R$ milhões"
    currency = "EUR" if currency.lower().startswith("euro") else currency  # "milhares de euros"
    currency = {"zł": "PLN", "kč": "CZK"}.get(currency.lower(), currency)  # "w tys. zł"
    currency = _WORDED.get(" ".join(currency.lower().replace(".", "").split()), currency)
    if not currency:  # "(in thousands of dollars)": which dollars, the caption does not say
        return ""
    scale = match.group("scale") or match.group("scale2")
    scale = _FOREIGN_SCALE.get(scale.lower(), scale.lower())
    scale = scale.removesuffix("s") if scale in {"thousands", "millions", "billions"} else scale
    if currency.lower() in _AS_WRITTEN:  # "en millones de pesos": which pesos, the caption
        return f"{{}} {scale} {currency.lower()}"  # does not say, so the answer writes them so
    return hint(f"({currency} {scale})")


_WORDED = {
    "us dollars": "US$",
    "canadian dollars": "C$",
    "australian dollars": "A$",
    "new zealand dollars": "NZ$",
    "dollars": "",
    "swiss francs": "CHF",
    "pounds sterling": "£",
    "yen": "JPY",
    "rupiah": "IDR",
    "meticais": "MZN",
    "soles": "PEN",
    "taka": "BDT",
    "naira": "NGN",
    "cedis": "GHS",
    "ringgit": "MYR",
    "baht": "THB",
    "forint": "HUF",
    "forints": "HUF",
    "hryvnia": "UAH",
    "hryvnias": "UAH",
    "tenge": "KZT",
    "lei": "RON",
}
_AS_WRITTEN = frozenset({"pesos", "dinar", "dinars", "dirham", "dirhams", "shilling", "shillings",
                         "rupees", "kwacha", "kr", "kronor", "kroner", "kronur"})  # fmt: skip
"""Currencies several countries share: the answer names them as the caption does."""
"""Currencies a caption names in words: "(in thousands of U.S. dollars)"."""
_FOREIGN_SCALE = {
    "millones": "million",
    "milhões": "million",
    "milioni": "million",
    "miles": "thousand",
    "milliers": "thousand",
    "migliaia": "thousand",
    "milhares": "thousand",
    "tys": "thousand",
    "tis": "thousand",
    "mln": "million",
    "mld": "billion",
    "tūkst": "thousand",
    "tisoč": "thousand",
    "tisuća": "thousand",
    "duizend": "thousand",
    "tusind": "thousand",
    "tusen": "thousand",
    "milj": "million",
    "milijonov": "million",
    "milijuna": "million",
    "mlrd": "billion",
}
"""Scale words of other languages in a table's caption ("en millones de CLP", "tūkst. EUR",
"in duizend euro")."""

RUNNING = lazy(
    r"\b(?:cumulative|cumulated|year[\s-]to[\s-]date|ytd|kumuliert\w*|cumul\w*|acumulad\w*)",
    re.IGNORECASE,
)
"""Words that say figures run from the start of the year ("year to date", "kumuliert")."""
_NOT_RUNNING = lazy(
    r"\b(?:not|non|nicht|pas|no|quarterly|quarter|quartal\w*|trimestr\w*|note|notes|shown)\b|"
    r"\bnon-",
    re.IGNORECASE,
)
_QUARTER_ONLY = lazy(r"^\s*(?:Q[1-4]\s*(?:FY\s?)?(?:19|20)\d\d|(?:19|20)\d\d\s*Q[1-4])\s*$", re.I)


def runs_from_year_start(table: Table) -> bool:
    """Whether a table's quarter columns hold figures that run from the start of the year:
    its corner or short caption says so ("Revenue, year to date (EUR million)",
    "cumulative"), says nothing else of quarters or of not being cumulative, and every
    column is a quarter (no "9M 2025" column beside "Q3 2025")."""
    said = [table.header[0] if table.header else "", table.caption]
    labels = [text for text in said if text and len(text) <= 60 and RUNNING.search(text)]
    columns = [cell for cell in table.header[1:] if cell.strip()]
    return (
        bool(labels)
        and not any(_NOT_RUNNING.search(text) for text in labels)
        and bool(columns)
        and all(_QUARTER_ONLY.match(cell) for cell in columns)
    )


def names_unit(label: str, hint: str) -> bool:
    """Whether a row label's brackets give a unit ("($m)", "(%)", "(tonnes)"), not a
    description ("Stakes (ticket sales)")."""
    if _HINT_CURRENCY.search(label) or _HINT_SCALE.search(label) or "%" in hint:
        return True
    words = hint.replace("{}", "").split()
    if len(words) != 1 or words[0].lower() in _SIGN_WORDS:  # "Net income (loss)"
        return False
    return kind_of(concept(words[0])) not in {"money", "percent"}  # "Operating profit (EBIT)"


_SIGN_WORDS = wordset("loss losses deficit decrease expense expenses charge charges negative")
"""Bracketed words that say a row may be negative ("Net income (loss)"), not its unit."""

_GERMAN_SCALE = {"mio": "million", "mrd": "billion", "tsd": "thousand"}


_THOUSANDS_CODE = lazy(r"\b(?:T|k|K)(EUR|CHF|USD|SEK|NOK|DKK|GBP|PLN)\b|\b[TkK]€")
"""Thousands written into the currency code: "TEUR", "kEUR", "TCHF", "T€", "k€"."""


_PERIOD_WORDS = lazy(
    r"\b(?:ended|ending|year|years|months|quarter|half|period|(?:19|20)\d\d)\b", re.IGNORECASE
)
_FOOTNOTE = lazy(r"\d{1,2}|\*+")
"""What a footnote mark in brackets looks like: "(1)", "(*)" (not "(m)", a unit)."""
_STATUS = lazy(
    r"(?:un)?audited|(?:un)?reviewed|restated|revised|provisional|preliminary|estimated?"
    r"|as\s+reported|reported|actual|unaudited\s+pro\s+forma|pro\s+forma|ungeprüft|geprüft"
    r"|non\s+audité|audité|no\s+auditado|auditado|vorläufig|provisoire|provisorio|preliminar"
    r"|předběžně|předběžné|předběžný|wstępne|wstępny|foreløpig|preliminär|alustava|előzetes",
    re.IGNORECASE,
)
"""What a column's brackets say of its figures rather than their unit."""


def hint(header: str) -> str:
    """The unit a header gives its column, as a prefix/suffix template ("{}" = number)."""
    code = _THOUSANDS_CODE.search(header)
    if code is not None:  # "2024 (TEUR)"
        return hint(f"({code.group(1) or 'EUR'} thousand)")
    match = _HINT.search(header)
    if not match or _STATUS.fullmatch(match.group(1).strip()):
        return ""  # "Quarter ended 31.03.2025 (Audited)": a status, not a unit
    if _FOOTNOTE.fullmatch(match.group(1).strip()):
        return ""  # "EBITDA (1)": a footnote's number, not a unit
    if _PERIOD_WORDS.search(match.group(1)) and not re.search(r"\bper\b|/", match.group(1)):
        return ""  # "FY2023 (year ended March 31, 2024)": the column's period, not its unit
    inside = match.group(1)
    currency = _HINT_CURRENCY.search(inside)
    scale = _HINT_SCALE.search(inside)
    prefix_ = prefix(currency.group(0)) if currency else ""
    suffix = ""
    if scale:
        word = scale.group(1) or scale.group(2) or scale.group(3)
        word = _GERMAN_SCALE.get(word.lower(), word)  # "(Mio. EUR)"
        word = _FOREIGN_SCALE.get(word.lower(), word)  # "(R$ milhões)"
        if scale.group(3):  # "(GBP m)": answered "GBP 120.0 million"
            word = {"k": "thousand", "m": "million", "b": "billion"}.get(word.lower()[0], word)
        suffix = word.strip() if scale.group(2) else f" {word}"
    if "%" in inside:
        suffix += "%"
    elif not currency and not scale:
        suffix = f" {inside.strip()}"
    return f"{prefix_}{{}}{suffix}"


def prefix(currency: str) -> str:
    """A currency as written before a number: symbols attach, codes take a space."""
    if currency == "Rs":
        return "Rs. "
    return currency if currency in {"$", "€", "£", "¥", "US$"} else f"{currency} "
