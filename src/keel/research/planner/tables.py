"""Figures in Markdown tables: a cell's metric is its row label and its column header.

Both layouts are read: years as columns (``| Metric | 2022 | 2023 |``) and years as rows
(``| Year | Revenue | Employees |``). A unit written in a header, such as
``Revenue ($m)`` or ``Emissions (tonnes)``, applies to the bare numbers below it.
"""

from __future__ import annotations

import re

from keel.research.planner import captions
from keel.research.planner.amounts import Amount, find_amounts
from keel.research.planner.figures import Figure
from keel.research.planner.passages import Table
from keel.research.planner.periods import first_year, part_named, shift, two_years, years
from keel.research.planner.prior_year import EARLIER
from keel.research.planner.relazy import lazy
from keel.research.planner.text import concepts, kind_of, wordset

_YEAR_CELL = lazy(r"^\s*(?:FY\s?)?(?:19|20)\d\d\s*$", re.IGNORECASE)
_YEARS = lazy(r"\b(?:19|20)\d\d\b")


def table_figures(
    table: Table,
    doc_id: str,
    doc_year: str | None,
    first: int,
    european: bool = False,
    number: int = 0,
) -> list[Figure]:
    """Every figure in a table (``number``: its place among its document's tables), with
    the row label and column header as its context."""
    found: list[Figure] = []
    hints = [captions.hint(cell) for cell in table.header]
    places = [table.header[0] if table.header else "", table.caption, table.heading]
    stated = next((text for text in places if captions.corner_hint(text)), "")
    corner = captions.corner_hint(stated)  # "## Ertragslage (in TEUR)"
    rows = table.rows
    unit_row = _unit_row(rows[0]) if rows else ""
    if unit_row:  # "£000 | £000" under the years: the unit of every column
        rows = rows[1:]
        hints = [hint or unit_row for hint in hints] + [unit_row] * len(rows[0] if rows else [])
    owner = captions.owner(table)
    running = captions.runs_from_year_start(table)
    parts = _parts(table, rows, european) if corner else {}
    for index, row in enumerate(rows):
        if _labelless(table, row):  # a caption names the one row of figures under its years
            row = [table.caption, *row]  # "Total revenue, NZ$000" over "FY2021  FY2022 ..."
        label = row[0] if row else ""
        row_year = next((first_year(cell) for cell in row if _YEAR_CELL.match(cell)), None)
        row_year = row_year or _label_period(label)  # "January-June 2024 (H1)": 2024 H1
        row_hint = _row_hint(label, corner, part=index in parts)
        shift = len(row) - len(table.header)  # 1 for a row whose label the caption gives
        for i, cell in enumerate(row[1:], start=1):
            column = i - shift if shift == 1 else i
            header = table.header[column] if column < len(table.header) else ""
            hint = (hints[column] if column < len(hints) else "") or row_hint
            one_column = len(_YEARS.findall(header)) <= 1 and all(c.strip() for c in row[1:])
            # not "2024 2023" run together, nor a short row "Sites  112 118" of two columns
            amount = _cell_amount(cell, hint, european, grouped=one_column)
            if amount is None:
                continue
            fallback = table.heading_year or doc_year
            period = _period(header, row_year, fallback, running=running)
            if _YEAR_CELL.match(label):
                evidence = f"{_plain(header)} ({label.strip()}): {amount.display}"
            else:
                evidence = f"{_plain(label)} ({_plain(header)}): {amount.display}"
            context = concepts(_YEARS.sub(" ", f"{label} {header} {amount.unit_text}"))
            around = context | concepts(table.heading)
            position = first + len(found)
            total = _total_of(rows, parts.get(index), i, hint, european)
            found.append(
                Figure(amount, context, around, period, evidence, doc_id, doc_year, position,
                       structured=True, owner=owner, table=number, total=total)
            )  # fmt: skip
    return found


_SEVERAL = lazy(r"\s(?:and|&|und|et|y|e|og|och|en|i)\s|/", re.IGNORECASE)


def _labelless(table: Table, row: list[str]) -> bool:
    """Whether a table is one row of figures with no label, under a header of periods
    only, and a caption to name it: "Total revenue, NZ$000" over "FY2021  FY2022" over
    "104,300  112,800"."""
    return (
        len(table.rows) == 1
        and bool(table.caption)
        and not _SEVERAL.search(table.caption)  # "Revenue and EBITDA": which row is which
        and not table.caption.rstrip().endswith(".")  # a sentence above, not a caption
        and len(row) == len(table.header)
        and all(_YEAR_CELL.match(cell) or _label_period(cell) for cell in table.header)
        and all(_ONLY_NUMBER.fullmatch(cell.strip()) for cell in row)
    )


def _parts(table: Table, rows: list[list[str]], european: bool) -> dict[int, int]:
    """`_parts_of_money` of the rows, counting a header of numbers as the row the text's
    layout lifted into it."""
    lifted = [table.header] if _first_value(table.header, european) is not None else []
    return {
        i - len(lifted): total - len(lifted)
        for i, total in _parts_of_money(lifted + rows, european).items()
    }


_MONTHS_OR_PART = lazy(
    r"\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|^\W*(?:Q[1-4]|H[12]|9M)\W*$",
    re.IGNORECASE,
)


_NOT_THE_PERIODS = lazy(
    r"\b(?:plan\w*|target\w*|budget\w*|forecast\w*|guidance|outlook|expect\w*|estimate\w*|"
    r"projected|cumulative|since|until|through|to\s+date|vs\.?|versus|compared|change|from)\b",
    re.IGNORECASE,
)


def _label_period(label: str) -> str | None:
    """The one period a row's label names, with the part of the year it names ("Q1 2025
    (January-March)", "January-June 2024 (H1)"), for a table whose periods are its rows."""
    named = {period for period, _, _ in years(label)}
    if len(named) != 1 or _NOT_THE_PERIODS.search(label):
        return None  # "Capex plan 2026", "Cumulative since 2019" are not those years' actuals
    period = named.pop()
    part = part_named(label) if " " not in period else None
    return f"{period} {part}" if part else period


def _period(
    header: str, row_year: str | None, fallback: str | None, *, running: bool
) -> str | None:
    """A cell's period: its column's year, else its row's, else the table's or document's
    (the year before for a "Prior year" column); a quarter of a year-to-date table is the
    months since the start of the year."""
    if two_years(header):
        return None  # "FY2023 (year ended March 31, 2024)": 2023 or 2024, as the asker means
    if not first_year(header) and _PRIOR_YEAR.search(header) and fallback:
        fallback = shift(fallback, -1)  # "Prior year", "Vorjahr": the year before
    period = first_year(header) or row_year or fallback
    if running and period and " " in period:  # "Q3" of a year-to-date table: nine months
        year, _, part = period.partition(" ")
        period = f"{year} {_TO_DATE[part]}".strip() if part in _TO_DATE else period
    return period


_PRIOR_YEAR = lazy(rf"\b(?:{EARLIER})\b|\bfjor|\bPY\b", re.IGNORECASE)
"""A column for the year before the document's own."""
_UNIT_CELL = lazy(
    r"^\(?\s*(?P<cur>US\$|[$€£¥₹]|[A-Z]{3})\s?(?:'?(?P<thousands>000)|(?P<scale>m|mn|bn|k|"
    r"million|thousand|billion|millions|thousands|billions))\s*\)?$"
)
""""£000", "€'000", "EUR m", "(USD million)": a cell that only gives its column's unit."""


def _unit_row(row: list[str]) -> str:
    """The unit a row of unit cells gives every column ("£000 | £000"), as a hint; ""
    when the row holds anything else."""
    cells = [_plain(cell) for cell in row if _plain(cell)]
    found = [_UNIT_CELL.match(cell) for cell in cells]
    if not cells or not all(found) or len({cell.replace("'", "") for cell in cells}) != 1:
        return ""
    match = found[0]
    assert match is not None
    currency = {"$": "USD", "€": "EUR", "£": "GBP", "¥": "JPY", "₹": "INR", "US$": "USD"}.get(
        match.group("cur"), match.group("cur")
    )
    scale = "thousand" if match.group("thousands") else match.group("scale")
    scale = {"m": "million", "mn": "million", "bn": "billion", "k": "thousand"}.get(scale, scale)
    return captions.hint(f"({currency} {scale})")


def _row_hint(label: str, corner: str, *, part: bool) -> str:
    """The unit a row's own label gives its cells when their column gives none: a unit in
    its brackets ("Revenue ($m)", "Sales, GBPm"), else the table's corner unit for an
    amount of money, or (``part``) for a row that names no measure but adds up with the
    rows beside it to a total of money ("Jibia" above "Ventas totales"), else the words in
    its brackets ("Staff (FTE)")."""
    worded = captions.hint(label)  # "Stakes (ticket sales)" names no unit, "Revenue ($m)" does
    if _label_period(label) and (years(worded) or _MONTHS_OR_PART.search(worded)):
        worded = ""  # "Q1 2025 (January-March)": the months of the row's period, no unit
    unit = worded if captions.names_unit(label, worded) else ""
    measured = unit or captions.caption_hint(label)
    if measured:
        return measured
    kinds = {kind_of(c) for c in concepts(label)} - {None}
    if corner and (kinds == {"money"} or (part and not kinds)):
        return corner  # "EUR million" over the table: its amounts of money, and rows of
    return worded  # segments or products ("Jibia") that measure nothing else


def _parts_of_money(rows: list[list[str]], european: bool) -> dict[int, int]:
    """The rows that add up to a total of money below them ("Merluza 7.210, Jibia 6.118,
    Reineta 3.044, Otros 2.080" above "Ventas totales 18.452"): parts of an amount of money,
    whatever their labels name. A table of key figures (revenue, routes, crew) adds up to
    nothing, so its counts stay counts."""
    values = [_first_value(row, european) for row in rows]
    parts: dict[int, int] = {}  # each part's row: its total's
    start = 0
    for index, row in enumerate(rows):
        total = values[index]
        label = row[0] if row else ""
        named = {w.lower() for w in label.split()}
        if total is None or not (
            any(kind_of(c) == "money" for c in concepts(label)) or named & _TOTAL_WORDS
        ):  # "Revenue 1,184.6", or "Total 24,815" under the channels of a table in PLN thousand
            continue
        block = [v for v in values[start:index] if v is not None]
        if len(block) >= 2 and _adds_up(block, total):
            parts.update((i, index) for i in range(start, index) if values[i] is not None)
            start = index + 1
            continue
        after = index + 1  # "Revenue 1,184.6" over "of which sugar 902.4", "of which ..."
        while after < len(rows) and values[after] is not None and not _measures(rows[after]):
            after += 1
        if after - index > 2 and _adds_up([v for v in values[index + 1 : after] if v], total):
            parts.update((i, index) for i in range(index + 1, after))
            start = after
    return parts


_TO_DATE = {"Q2": "H1", "Q3": "9M", "Q4": ""}
"""What a quarter's column of a year-to-date table covers: the first half, nine months, the
year ("" for the whole year)."""


def _total_of(
    rows: list[list[str]], total: int | None, column: int, hint: str, european: bool
) -> float | None:
    """For a row that adds up with others to a total row: the total's value in ``column``."""
    if total is None or not 0 <= total < len(rows) or column >= len(rows[total]):
        return None
    amount = _cell_amount(rows[total][column], hint, european)
    return amount.value if amount is not None else None


_TOTAL_WORDS = wordset(
    "total totale totales totali gesamt insgesamt summe totaal totalt samlet yhteensä razem "
    "łącznie celkem toplam"
)
"""Words that label a total row."""


def _adds_up(block: list[float], total: float) -> bool:
    return abs(sum(block) - total) <= max(0.001 * abs(total), 0.5)


def _measures(row: list[str]) -> bool:
    """Whether a row's label names a kind of measure (money, a count, a percentage)."""
    return any(kind_of(c) for c in concepts(row[0] if row else ""))


def _first_value(row: list[str], european: bool) -> float | None:
    """The first number in a row's cells, as written (no unit applied)."""
    for cell in row[1:]:
        text = _plain(cell)
        if text and _ONLY_NUMBER.fullmatch(text) and not _YEAR_CELL.match(text):
            amounts = find_amounts(text, european=european)
            if amounts:
                return amounts[0].value
    return None


def _plain(cell: str) -> str:
    """A cell without Markdown emphasis."""
    return cell.replace("**", "").replace("__", "").strip()


_RANGE_CELL = lazy(r"\s*(\d[\d.,'\u2019]*)\s*[-\u2013\u2014]\s*(\d[\d.,'\u2019]*)\s*")
"""A cell that holds a range and nothing else: "58,000-62,000"."""
_ONLY_NUMBER = lazy(r"[(\-\u2212]?\s?\d[\d.,'\u2019 \u00a0]*\)?")
"""A cell that holds a number and nothing else (its sign and brackets aside)."""


_SPACE_GROUPED = lazy(r"[-\u2212]?\s?\d{1,3}(?:[ \u00a0\u202f]\d{3})+")


def _cell_amount(cell: str, hint: str, european: bool, *, grouped: bool = True) -> Amount | None:
    """The amount in a cell, reading a bare number with its column's unit (``grouped``: a
    number with spaces in it is one number, "7 352", not two columns run together)."""
    text = _plain(cell)
    if not text or _YEAR_CELL.match(text):
        return None
    european = european or (grouped and _SPACE_GROUPED.fullmatch(text) is not None)
    amounts = find_amounts(text, european=european)
    if not amounts:
        return None
    amount = amounts[0]
    bare = amount.kind == "count" and amount.scale == 1.0 and not amount.unit
    ends = _RANGE_CELL.fullmatch(text)
    if bare and hint and ends:  # "58,000-62,000" in a row in tonnes: both ends in tonnes
        low, high = hint.format(ends[1]), hint.format(ends[2])
        ranged = find_amounts(f"between {low} and {high}", european=european)
        return ranged[0] if ranged else amount
    if bare and hint and _ONLY_NUMBER.fullmatch(text):  # "88,6" under "(Mio. EUR)" too
        sign, digits = ("-", text[1:].lstrip()) if text[0] in "-\u2212" else ("", text)
        hinted = find_amounts(sign + hint.format(digits), european=european)  # "-EUR 3,140"
        return hinted[0] if hinted else amount
    return amount


def cell_parts(sentence: str) -> tuple[str, str] | None:
    """A table cell's sentence, as `table_figures` writes it, split into its row label and
    its column header ("Net sales (FY2023 (year ended March 31, 2024)): 7,918"); None for a
    sentence that is no cell's."""
    head, colon, _ = sentence.rpartition("): ")
    if not colon:
        return None
    head += ")"
    depth = 0
    for index in range(len(head) - 1, -1, -1):
        depth += {")": 1, "(": -1}.get(head[index], 0)
        if depth == 0:
            return head[:index].rstrip(), head[index + 1 : -1]
    return None
