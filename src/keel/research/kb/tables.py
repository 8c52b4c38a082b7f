"""HTML tables as Markdown tables, so a cell keeps its row label and its column header.

A flattened table ("Metric 2024 2025 / Q1 Q2 Q3 Q4 Q1 Q2 / Revenue 5,410 ...") loses
which period a number belongs to. `TableBuilder` collects the cells of one ``<table>``
(with their ``colspan`` and ``rowspan``) and `render` lays them out on a grid: header
rows (those in ``<thead>``, or leading rows of ``<th>`` cells only) are merged column by
column, so a year spanning four quarters gives the headers "2024 Q1" ... "2024 Q4".
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

_SPACES = re.compile(r"\s+")
MAX_SPAN = 50
"""A larger ``colspan``/``rowspan`` is treated as this (a hostile page cannot blow up)."""


@dataclass(slots=True)
class Cell:
    """One ``<td>`` or ``<th>`` being read."""

    header: bool
    colspan: int = 1
    rowspan: int = 1
    parts: list[str] = field(default_factory=list)

    @property
    def text(self) -> str:
        return _SPACES.sub(" ", "".join(self.parts)).strip().replace("|", "/")


@dataclass(slots=True)
class Row:
    """One ``<tr>``: its cells, and whether it sits in ``<thead>``."""

    in_head: bool
    cells: list[Cell] = field(default_factory=list)


@dataclass(slots=True)
class TableBuilder:
    """The rows of one table, filled by the HTML parser as it goes."""

    rows: list[Row] = field(default_factory=list)
    caption: list[str] = field(default_factory=list)
    in_head: bool = False
    cell: Cell | None = None

    def start_row(self) -> None:
        self.cell = None
        self.rows.append(Row(self.in_head))

    def start_cell(self, header: bool, colspan: str | None, rowspan: str | None) -> None:
        if not self.rows:
            self.start_row()
        self.cell = Cell(header, _span(colspan), _span(rowspan))
        self.rows[-1].cells.append(self.cell)

    def data(self, text: str) -> None:
        if self.cell is not None:
            self.cell.parts.append(text)
        else:
            self.caption.append(text)

    def render(self) -> str:
        """The table as Markdown lines (and its caption first, as a paragraph)."""
        caption = _SPACES.sub(" ", "".join(self.caption)).strip()
        grid = _grid([row for row in self.rows if row.cells])
        if not grid:
            return caption
        heads = _header_rows(self.rows, grid)
        width = max(len(line) for line in grid)
        lines = [line + [""] * (width - len(line)) for line in grid]
        header = [_merge([lines[r][c] for r in range(heads)]) for c in range(width)]
        body = lines[heads:]
        out = [_line(header), _line(["---"] * width), *(_line(line) for line in body)]
        return "\n".join([caption, "", *out] if caption else out)


def _span(value: str | None) -> int:
    try:
        return max(1, min(MAX_SPAN, int(value or 1)))
    except ValueError:
        return 1


def _grid(rows: list[Row]) -> list[list[str]]:
    """The cells placed on a grid, each spanning cell copied into every slot it covers."""
    grid: list[list[str]] = []
    taken: dict[tuple[int, int], str] = {}
    for r, row in enumerate(rows):
        line: list[str] = []
        c = 0
        for cell in row.cells:
            while (r, c) in taken:
                line.append(taken.pop((r, c)))
                c += 1
            for _ in range(cell.colspan):
                line.append(cell.text)
                for below in range(1, cell.rowspan):
                    taken[(r + below, c)] = cell.text
                c += 1
        while (r, c) in taken:
            line.append(taken.pop((r, c)))
            c += 1
        grid.append(line)
    return grid


def _header_rows(rows: list[Row], grid: list[list[str]]) -> int:
    """How many leading rows are headers: ``<thead>`` rows, else rows of ``<th>`` only (>= 1)."""
    filled = [row for row in rows if row.cells]
    count = 0
    for row in filled:
        if row.in_head or all(cell.header for cell in row.cells):
            count += 1
        else:
            break
    return max(1, min(count, len(grid) - 1)) if len(grid) > 1 else 1


def _merge(texts: list[str]) -> str:
    """Header texts of one column, top to bottom, each once: "2024", "Q1" -> "2024 Q1"."""
    return " ".join(dict.fromkeys(text for text in texts if text))


def _line(cells: list[str]) -> str:
    return "| " + " | ".join(cells) + " |"
