"""Periods as questions and documents write them: years and the parts of years.

A period is a year ("2024"), or a year and a part of it ("2024 Q3", "2025 H1", "2024 9M")
when the text names one: in words ("the third quarter of 2024", "the first half"), as a
table header ("2024 Q3"), by the month a quarter ends in ("the quarter to December 2024").
A year written across two ("FY2024/25") is the year it ends in.
"""

from __future__ import annotations

import re

from keel.research.planner.relazy import lazy

YEAR = lazy(
    r"(?:(?<![\w.,$€£/-])|(?<=\bend-)|(?<=\bmid-)|(?<=\b[QH][1-4][/-])|(?<=\b9M[/-])"
    r"|(?<=\b\d\d\.\d\d\.)|(?<=\b\d\d/\d\d/))"  # "31.03.2025", "31/12/2024"
    r"(?:(?:FY|fiscal(?:\s+year)?)\s?)?((?:19|20)\d{2})(?![\w%])(?!\.\d)"
    r"|\bFY\s?'?(\d{2})\b"
    r"|\b([1-4])[TQ](\d{2})\b"
    r"|\b([12])S(\d{2})\b"  # "1S25": the first semester (half) of 2025
    r"|\b(9)M(\d{2})\b",  # "9M24": the first nine months of 2024
    re.IGNORECASE,
)
"""A year as written in reports: 2023, FY2023, FY 2023, fiscal 2023, FY23, Q2/2025, 4T25,
1S25, 9M24."""


def years(text: str) -> list[tuple[str, int, int]]:
    """Each period written in ``text``: (period, start, end of its year), in order.

    A period is a year ("2024"), or a year and a part of it when the text says which:
    "Q3 2024", "the third quarter of 2024", "2024 Q3" (a table header) are "2024 Q3";
    halves are "2024 H1", the first nine months "2024 9M". A year written across two
    ("FY2024/25", "the 2023/24 season") is the year it ends in, as "the year to
    1 February 2025" is: "2025".
    """
    found = []
    for match in YEAR.finditer(text):
        year = (
            match.group(1)
            or f"20{match.group(2) or match.group(4) or match.group(6) or match.group(8)}"
        )
        split = _SPLIT_YEAR.match(text[match.end() :])
        if split and match.group(1):  # "FY2024/25", "2023/24 season": the year it ends in
            end = split.group(1)
            year = end if len(end) == 4 else f"{year[:2]}{end}"
        before = text[max(0, match.start() - 48) : match.start()]
        if _PROGRAMME.match(text[match.end() :]) and _NAME_BEFORE.search(before):
            continue  # "a regional grant from the Norte 2030 programme": a name, no period
        part = f"Q{match.group(3)}" if match.group(3) else _part(before, text[match.end() :])
        part = f"H{match.group(5)}" if match.group(5) else part
        part = "9M" if match.group(7) else part
        fiscal = _fiscal_quarter(before, year)
        if fiscal is not None:  # "the third quarter (October to December 2025)" of FY2026
            year, part = fiscal
        if part == "9M" and _NINE_TO_YEAR_END.search(before):
            year = str(int(year) + 1)  # "nine months ended 31 December 2025": of FY2026
        found.append((f"{year} {part}" if part else year, match.start(), match.end()))
    return found


_PROGRAMME = lazy(
    r"\s+(?:programme|program|initiative|scheme|agenda|fund|framework)s?\b", re.IGNORECASE
)
_NAME_BEFORE = lazy(
    r"\b(?!(?:January|February|March|April|May|June|July|August|September|October|November"
    r"|December|Fiscal|Financial|Year|Capex|Capital|Investment|Budget|Expansion|Maintenance"
    r"|Dividend|Buyback|Savings|Efficiency|Cost|Spending|Reinvestment)\b)[A-Z][a-z]+\s+$"
)
"""A year that is part of a programme's name ("Norte 2030 programme", "Horizon 2020
programme"), after a capitalized word that is no month nor what is spent ("the Capex 2024
programme" is for 2024)."""
_NAMED_QUARTER = lazy(
    r"(?:\bQ([1-4])|\b(first|second|third|fourth)[\s-]+quarter)"
    r"(?:\s+of\s+(?:the\s+)?(?:fiscal|financial)\s+year)?[\s,:(]*$",
    re.IGNORECASE,
)
_MONTH_NUMBER = {"jan": 1, "apr": 4, "jul": 7, "oct": 10}


def _fiscal_quarter(before: str, year: str) -> tuple[str, str] | None:
    """A quarter named with its calendar months when they are not that calendar quarter:
    "the third quarter (October to December 2025)" is Q3 of a year that began in April
    2025, so of the fiscal year 2026 (a fiscal year is named by the year it ends in)."""
    months = _MONTH_RANGE.search(before)
    if months is None:
        return None
    first = _month_key(months.group("first"))
    if _RANGE_PARTS.get((first, _month_key(months.group("last"))), "")[:1] != "Q":
        return None
    named = _NAMED_QUARTER.search(before[: months.start()])
    if named is None:
        return None
    quarter = int(named.group(1) or _ORDINALS[named.group(2).lower()])
    if (_MONTH_NUMBER[first] - 1) // 3 + 1 == quarter:
        return None  # the calendar quarter itself
    start_month = (_MONTH_NUMBER[first] - 1 - 3 * (quarter - 1)) % 12 + 1
    begins = int(year) if start_month <= _MONTH_NUMBER[first] else int(year) - 1
    return str(begins + 1), f"Q{quarter}"


_NINE_TO_YEAR_END = lazy(
    r"\bnine[\s-]+months?\s+(?:ended|ending|to|through)\s+(?:\d{1,2}\s+)?dec[a-z]*\.?"
    r"\s*(?:\d{1,2},?\s*)?$"
    r"|\bnine[\s-]+months?\s+(?:ended|ending|to|through)\s+(?:on\s+)?\d{1,2}[./-]12[./-]$",
    re.IGNORECASE,
)
"""Nine months that end in December: the first nine months of a fiscal year that ends in
March, named by the year it ends in ("nine months ended 31 December 2025": fiscal 2026). Not
October or November: a year that ends in January is often named by the year it starts in."""
_SPLIT_YEAR = lazy(r"^[/\u2013-]((?:19|20)\d\d|\d\d)(?![\d%])(?![-/.]\d)")
_ORDINALS = {"first": "1", "second": "2", "third": "3", "fourth": "4", "final": "4", "last": "4"}
_ORDINALS |= {"első": "1", "második": "2"}  # Hungarian halves: "első félév"
_FOREIGN_ORDINALS = {
    **dict.fromkeys(("primer", "primeiro", "premier", "primo", "eerste"), "1"),
    **dict.fromkeys(("segundo", "deuxième", "secondo", "tweede"), "2"),
    **dict.fromkeys(("tercer", "terceiro", "troisième", "terzo", "derde"), "3"),
    **dict.fromkeys(("cuarto", "quarto", "quatrième", "vierde"), "4"),
}
"""Quarters in Spanish, Portuguese, French, Italian and Dutch ("cuarto trimestre")."""
_PART_BEFORE = lazy(
    r"(?:\b(?P<q>Q[1-4])|\b(?P<qw>first|second|third|fourth|final|last)[\s-]+quarter"
    r"|\b(?P<qf>primer|segundo|tercer|cuarto|primeiro|terceiro|quarto|premier|deuxième|"
    r"troisième|quatrième|primo|secondo|terzo|eerste|tweede|derde|vierde)[\s-]+"
    r"(?:trimestre|kwartaal)|\b(?P<qd>[1-4])\.\s*quartal"
    r"|\b(?P<hw>first|second)[\s-]+half(?:[- ]year)?|\b(?P<h>H[12]|(?-i:S[12]))|\b(?P<hn>[12])H\b"
    r"|(?:\b(?P<hr>(?-i:I{1,2}))\.?|\b(?P<hd>[12])\.)\s*(?:półrocz\w*|pololet\w*|halbjahr\w*|"
    r"semestr\w*|félév\w*)|\b(?P<hs>segundo|second|deuxième|secondo|tweede|andra)[\s-]+(?:semestre|"
    r"halfjaar|halvåret)"
    r"|\b(?P<half>half[- ]year(?:ly)?(?:\s+(?:report|results?|update|statement|accounts))?"
    r"|halfjaar\w*|halbjahr\w*|halvår\w*|(?:premier|primer|primeiro)\s+semestre)"
    r"|\b(?:first\s+|primele\s+)?(?P<nine>nine|neun|neuf|nueve|nove|nouă|noua|negen|nio|ni)[\s-]+(?:months?|monaten?|luni"
    r"|premiers\s+mois|mois|primeros\s+meses|meses|mesi|maanden|m\u00e5nader\w*|m\u00e5neder)\b"
    r"|\b(?P<m9>9M))"
    r"(?:\s+(?:of|in|to|ended|ending|for|de|del|du|di|van))?"
    r"(?:\s+(?:the|calendar|fiscal|financial|year|FY))*"
    r"(?:[\s,:]*|[/-])(?:\w+\s+\d{1,2},?\s+|\d{1,2}\s+\w+\s+|\d{1,2}[./-]\d{1,2}[./-]"
    r"|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+)?$",
    re.IGNORECASE,
)
_PART_AFTER = lazy(
    r"^(?:/\d{2,4})?\s?(Q[1-4]|H[12]|9M|[12]H|[1-4][TQ]|(?-i:T[1-4]))\b", re.IGNORECASE
)


_MONTH_QUARTER = {
    "jan": "Q1", "feb": "Q1", "mar": "Q1", "apr": "Q2", "may": "Q2", "jun": "Q2",
    "jul": "Q3", "aug": "Q3", "sep": "Q3", "oct": "Q4", "nov": "Q4", "dec": "Q4",
}  # fmt: skip
_MONTHS = r"(?P<month>jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?"
_QUARTER_TO = lazy(
    rf"\b(?:quarter|three[\s-]+months?)\s+(?:ended|ending|to|through)\s+(?:\d{{1,2}}\s+)?{_MONTHS}\s*(?:\d{{1,2}},?\s*)?$",
    re.IGNORECASE,
)
_SIX_TO = lazy(
    rf"\bsix[\s-]+months?\s+(?:ended|ending|to|through)\s+(?:\d{{1,2}}\s+)?{_MONTHS}"
    r"\s*(?:\d{1,2},?\s*)?$",
    re.IGNORECASE,
)
_QUARTER_TO_DATE = lazy(
    r"\b(?:quarter|three[\s-]+months?)\s+(?:ended|ending|to|through)\s+(?:on\s+)?"
    r"\d{1,2}[./-](\d{1,2})[./-]$",
    re.IGNORECASE,
)
"""A quarter's end written as a date of digits before its year: "Quarter ended 31.03."."""
_MONTH_BEFORE = lazy(rf"\b{_MONTHS}\s+$", re.IGNORECASE)
_MONTH_QUARTER_OF = lazy(
    rf"\b{_MONTHS}\s+quarter\s+(?:of\s+)?(?:the\s+)?(?:fiscal\s+|financial\s+)?(?:year\s+)?$",
    re.IGNORECASE,
)
_QUARTER_AFTER = lazy(r"^\s+quarter\b", re.IGNORECASE)


_MONTH_RANGE = lazy(
    r"\b(?P<first>jan|apr|jul|oct|enero|gennaio|avril|abril|aprile|oktober|ottobre|outubro)"
    r"[^\W\d_]*\.?\s*(?:[-\u2013\u2014]|to|through|until|bis|à|a|al|hasta|tot|till|til)\s*"
    r"(?P<last>mar|märz|jun|juin|giugno|sep|setembro|settembre|dec|dez|décembre|diciembre|"
    r"dicembre)[^\W\d_]*\.?\s*(?:\d{1,2},?\s*)?"
    r"(?:de\s+|del\s+)?$",
    re.IGNORECASE,
)
"""Months from one to another before a year: "January to September 2024", "Jan-Jun 2025"."""
_FOREIGN_MONTH = {
    "ene": "jan", "gen": "jan", "avr": "apr", "abr": "apr", "okt": "oct", "ott": "oct",
    "out": "oct", "mär": "mar", "jui": "jun", "giu": "jun", "set": "sep", "dez": "dec",
    "déc": "dec", "dic": "dec",
}  # fmt: skip
"""The first three letters of the months the range above spells out in full ("juin", not
"juillet"; "outubro", not "output")."""
"""Months in German, French, Spanish, Italian and Portuguese, as the English three letters
("von Januar bis September", "de enero a septiembre")."""


def _month_key(written: str) -> str:
    short = written.lower()[:3]
    return _FOREIGN_MONTH.get(short, short)


_RANGE_PARTS = {
    ("jan", "mar"): "Q1", ("apr", "jun"): "Q2", ("jul", "sep"): "Q3", ("oct", "dec"): "Q4",
    ("jan", "jun"): "H1", ("jul", "dec"): "H2", ("jan", "sep"): "9M",
}  # fmt: skip


_QUARTER_RANGE = lazy(
    r"\bQ1\s*(?:[-\u2013\u2014/]|to|through|bis|a|à|al|t/m|till)\s*Q([2-4])[\s,:(]*(?:of\s+)?$",
    re.IGNORECASE,
)
"""Quarters from the first to a later one: "Q1-Q3 2025" is the first nine months."""
_QUARTERS_TO = {"2": "H1", "3": "9M", "4": ""}


def _part(before: str, after: str) -> str | None:
    """The part of a year that the words around it name (None: the whole year).

    A quarter named by the month it ends in ("the quarter to December 2024", "the
    December 2024 quarter", "three months ended 30 September") is the calendar quarter of
    that month; "six months ended 30 June" is the first half.
    """
    following = _PART_AFTER.match(after)
    if following:
        part = following.group(1).upper()
        if part[1] in "TQ":  # "3T" (trimestre), "3Q": the third quarter
            return f"Q{part[0]}"
        if part[0] == "T":  # "2024 T2": the second trimestre
            return f"Q{part[1]}"
        return f"H{part[0]}" if part in {"1H", "2H"} else part
    quarters = _QUARTER_RANGE.search(before)  # "Q1-Q3 2025": the first nine months
    if quarters is not None:
        return _QUARTERS_TO[quarters.group(1)]
    months = _MONTH_RANGE.search(before)  # "January to September 2024": nine months
    if months is not None:
        key = (_month_key(months.group("first")), _month_key(months.group("last")))
        if key in _RANGE_PARTS:
            return _RANGE_PARTS[key]
    six = _SIX_TO.search(before)  # "six months ended 30 June 2025": the first half
    if six is not None:
        return "H1" if _MONTH_QUARTER[six.group("month").lower()[:3]] in {"Q1", "Q2"} else "H2"
    ending = _QUARTER_TO.search(before) or _MONTH_QUARTER_OF.search(before)
    if ending is None and _QUARTER_AFTER.match(after):
        ending = _MONTH_BEFORE.search(before)
    if ending is not None:
        return _MONTH_QUARTER[ending.group("month").lower()[:3]]
    dated = _QUARTER_TO_DATE.search(before)  # "Quarter ended 31.03.2025": the first quarter
    if dated is not None and 1 <= int(dated.group(1)) <= 12:
        return f"Q{(int(dated.group(1)) + 2) // 3}"
    match = _PART_BEFORE.search(before)
    if match is None:
        return None
    if match.group("hn"):  # "2H FY2025"
        return f"H{match.group('hn')}"
    if match.group("q") or match.group("h") or match.group("m9"):
        part = (match.group("q") or match.group("h") or match.group("m9")).upper()
        return part.replace("S", "H")  # "S1 2025": the first semester (semestre) is H1
    if match.group("qw"):
        return f"Q{_ORDINALS[match.group('qw').lower()]}"
    if match.group("qf"):  # "cuarto trimestre", "derde kwartaal"
        return f"Q{_FOREIGN_ORDINALS[match.group('qf').lower()]}"
    if match.group("qd"):  # "3. Quartal"
        return f"Q{match.group('qd')}"
    if match.group("hw"):
        return f"H{_ORDINALS[match.group('hw').lower()]}"
    if match.group("hr") or match.group("hd"):  # "I półrocze 2024", "2. Halbjahr 2024"
        return "H2" if (match.group("hr") or match.group("hd")) in {"II", "2"} else "H1"
    if match.group("hs"):  # "segundo semestre", "second semestre"
        return "H2"
    return "H1" if match.group("half") else "9M"


_FLOATING_PART = lazy(
    r"\b(?:(Q[1-4]|H[12]|9M)\b|(first|second|third|fourth|final|last)[\s-]+quarter"
    r"|(first|second)[\s-]+half|(?:(első|második)[\s-]+félév\w*)|(?:first\s+)?(nine)[\s-]+months?\b"
    # after three quarters: "po trzech kwartałach", "nach drei Quartalen", "after three quarters"
    r"|(?:first\s+|ersten\s+)?(three|trzech|drei|trois|tres|três|tre|drie)\s+(?:quarters|"
    r"kwarta\w+|quartal\w+|trimestres|trimestri|kwartalen|kvartal\w*)\b)",
    re.IGNORECASE,
)


def part_named(text: str) -> str | None:
    """The one part of a year that ``text`` names anywhere ("in the third quarter"), if any."""
    parts = set()
    for match in _FLOATING_PART.finditer(text):
        short, quarter, half, hungarian, nine, three = match.groups()
        half = half or hungarian  # "2025. első félévi gyorsjelentés": the first half
        nine = nine or three
        if short:
            parts.add(short.upper())
        elif quarter:
            parts.add(f"Q{_ORDINALS[quarter.lower()]}")
        elif half:
            parts.add(f"H{_ORDINALS[half.lower()]}")
        elif nine:
            parts.add("9M")
    return parts.pop() if len(parts) == 1 else None


_PART_PHRASE = lazy(
    r"\s+(?:in|for|during|of|over)\s+(?:the\s+)?(?=(?:Q[1-4]|H[12]|9M|first|second|third|"
    r"fourth|final|last|nine)\b)",
    re.IGNORECASE,
)


def without_part(label: str) -> str:
    """A metric's name without the part of a year it is asked for: "revenue in the third
    quarter" is "revenue" (the answer gives the period beside the figure)."""
    match = _PART_PHRASE.search(label)
    if match is None or match.start() == 0 or part_named(label[match.end() :]) is None:
        return label
    return label[: match.start()]


_TITLE_QUARTER = lazy(
    r"\b(?:(?P<roman>IV|I{1,3})|(?P<digit>[1-4]))\.?\s*(?:kwarta\w*|quartal\w*|kvartal\w*|"
    r"trimestre|kwartaal|neljännes\w*|čtvrtlet\w*|negyedév\w*)"
    r"|\b(?P<short>[1-4])[TQ](?:\s?(?:19|20)?\d\d)?\b"
    r"|\b(?P<ordinal>primer|segundo|tercer|cuarto|primeiro|terceiro|quarto|premier|deuxième|"
    r"troisième|quatrième|primo|secondo|terzo|eerste|tweede|derde|vierde)\s+(?:trimestre|kwartaal)"
    r"|\btrimestrul\s+(?P<after>IV|I{1,3})\b|\b(?P<sign>[1-4])[ºo°]\s*trimestre",
    re.IGNORECASE,
)
"""A quarter as titles in other languages name it: "I kwartał", "1. Quartal", "4T25",
"Trimestrul I 2025", "3º trimestre"."""
_TITLE_WHOLE_YEAR = lazy(
    r"\b(?:full[- ]year|annual|year[- ]end|fiscal year|financial year|FY|jahres\w*|"
    r"geschäftsjahr|gesamtjahr\w*|ganzjahr\w*|année|anual|annuel\w*|roczn\w*|jaar\w*|"
    r"års\w*|helår\w*|vuosi\w*|esercizio|twelve\s+months|12\s+months|"
    r"and\s+(?:FY\s?)?(?:19|20)\d\d)\b"
    # a title about what comes next names a quarter that is not its own
    r"|\b(?:outlook|guidance|forecast|dividend|payable|ausblick|prognose|perspectivas)\b",
    re.IGNORECASE,
)
PART_WORD = lazy(
    r"^(?:quartal\w*|kwarta\w+|kwartaal\w*|trimestr\w*|čtvrtlet\w*|štvrťro\w*|negyedév\w*|"
    r"neljännes\w*|kvartal\w*|ceturksn\w*|ketvirt\w*|četrtlet\w*|tromjeseč\w*|çeyrek\w*|"
    r"halbjahr\w*|semestr\w*|halvår\w*|félév\w*|półrocz\w*|pololet\w*|puolivuo\w*|halfjaar\w*)$"
)
"""A word of another language for a quarter or a half-year ("čtvrtletí", "półroczu")."""
_ROMAN = {"I": "1", "II": "2", "III": "3", "IV": "4"}


def title_part(title: str) -> str | None:
    """The one part of a year a document's title says it covers ("Q1 2026 trading update",
    "wyniki za I kwartał 2026"), or None: a title that also names the whole year ("Q4 and
    full-year results") covers more than the part."""
    if not title or _TITLE_WHOLE_YEAR.search(title):
        return None
    found_years = {y for y, _, _ in years(title)}
    if len({y.split()[0] for y in found_years}) > 1:
        return None  # "2025 results with Q1 2026 ...": which year the quarter is of is unclear
    parts = {y.partition(" ")[2] for y in found_years} - {""}
    if len(parts) > 1:
        return None  # "Resultados 9M 2025 (3T25)": the nine months and their third quarter
    named = part_named(title)
    if named:
        return named
    if len(parts) == 1 and len(found_years) == 1:  # "Results for the quarter ended 31 March
        return parts.pop()  # 2025": a quarter its end date names
    found = {
        "Q"
        + (
            _ROMAN.get((m.group("roman") or m.group("after") or "").upper())
            or m.group("digit")
            or m.group("short")
            or m.group("sign")
        )
        if not m.group("ordinal")
        else f"Q{_FOREIGN_ORDINALS[m.group('ordinal').lower()]}"
        for m in _TITLE_QUARTER.finditer(title)
    }
    return found.pop() if len(found) == 1 else None


def period_text(period: str | None) -> str:
    """A period as an answer writes it: "2024 Q3" is "Q3 2024"."""
    if not period:
        return ""
    year, _, part = period.partition(" ")
    if part == "9M":
        return f"the first nine months of {year}"
    return f"{part} {year}" if part else year


def shift(period: str, years_: int) -> str:
    """The same part of another year: shift("2024 Q3", -1) is "2023 Q3"."""
    year, _, part = period.partition(" ")
    moved = str(int(year) + years_)
    return f"{moved} {part}" if part else moved


def first_year(text: str | None) -> str | None:
    """The first year written in ``text``, if any."""
    if not text:
        return None
    found = years(text)
    return found[0][0] if found else None


def two_years(text: str) -> bool:
    """Whether a column's header names its year twice, differently: a fiscal year labelled
    by the year it starts in and the year it ends in ("FY2023 (year ended March 31, 2024)",
    as Japanese reports write it), so a question's bare year could mean either."""
    found = [year for year, _, _ in years(text) if year.isdigit()]
    ended = _YEAR_ENDED.search(text)
    return ended is not None and len(found) >= 2 and int(found[1]) == int(found[0]) + 1


_YEAR_ENDED = lazy(r"\b(?:fiscal\s+|financial\s+)?year\s+(?:ended|ending)\b", re.IGNORECASE)
