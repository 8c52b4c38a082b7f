"""Generate the PDF documents of evaluation batch 2 (deterministic output).

    .venv/bin/python tests/eval/batch2/make_pdfs.py

Each PDF has a title, prose paragraphs and at least one table whose columns are aligned with
spaces (drawn in a monospaced font), the way table text comes out of a real PDF.
"""

from __future__ import annotations

import textwrap
from pathlib import Path

from reportlab.lib.pagesizes import A4
from reportlab.pdfgen import canvas

HERE = Path(__file__).resolve().parent
MARGIN = 56
WRAP = 88

# A document is a title and a list of blocks: ("h", heading), ("p", paragraph) or
# ("t", table lines, already aligned with spaces).
Block = tuple[str, str | list[str]]

UNIVERSITY: list[Block] = [
    ("h", "Thornbury Institute of Technology"),
    ("h", "Financial Statements for the year ended 31 July 2024"),
    (
        "p",
        "The Institute's financial year runs from 1 August to 31 July. The consolidated "
        "results below cover the Institute and its trading subsidiary, Thornbury Enterprises "
        "Ltd. Total income grew by 7.2% to GBP 403.0 million, driven by tuition fees and "
        "research contracts.",
    ),
    (
        "p",
        "The Institute recorded a surplus of GBP 12.4 million for the year (2023: deficit of "
        "GBP 3.9 million), after a pension provision credit of GBP 5.1 million.",
    ),
    ("h", "Consolidated statement of comprehensive income (extract)"),
    (
        "t",
        [
            "In thousands of pounds (GBP 000)            2024         2023",
            "Tuition fees and education contracts     214,380      198,920",
            "Funding body grants                       61,240       63,870",
            "Research grants and contracts             88,710       79,450",
            "Other income                              32,190       30,560",
            "Investment income                          6,480        3,210",
            "Total income                             403,000      376,010",
            "Staff costs                             (241,870)    (232,400)",
            "Other operating expenses                (127,420)    (128,760)",
            "Depreciation and amortisation            (22,310)     (21,950)",
            "Interest and other finance costs          (4,100)      (3,900)",
            "Pension provision movement                 5,100        7,100",
            "Surplus/(deficit) for the year            12,400       (3,900)",
        ],
    ),
    (
        "p",
        "Research income of GBP 88.7 million is the highest in the Institute's history. The "
        "Thornbury 2030 strategy aims to increase it to GBP 120 million a year by 2030.",
    ),
    ("h", "Student numbers (full-time equivalent)"),
    (
        "t",
        [
            "                         2024      2023",
            "Home undergraduate      8,940     8,710",
            "International           3,910     3,630",
            "Postgraduate research     850       900",
        ],
    ),
]

FOOTBALL: list[Block] = [
    ("h", "SV Grünwald 1908 e.V. — Geschäftsbericht / Annual Report 2023/24"),
    ("p", "Season 2023/24: 1 July 2023 to 30 June 2024. Amounts in EUR thousand unless stated."),
    (
        "p",
        "Total revenue reached EUR 148,6 Mio. in the 2023/24 season (2022/23: EUR 131,2 Mio.), "
        "the highest in the club's history. Media revenue benefited from the new national TV "
        "contract, and match-day revenue from an average attendance of 27.850 spectators in "
        "the Waldstadion.",
    ),
    (
        "p",
        "EBITDA improved to EUR 21,7 Mio. (2022/23: EUR 15,0 Mio.). The club returned to a net "
        "profit of EUR 3,1 Mio. after a net loss of EUR 6,5 Mio. in the previous season.",
    ),
    ("h", "Income statement (EUR thousand)"),
    (
        "t",
        [
            "EUR thousand                      2023/24      2022/23",
            "Match-day revenue                  31.420       28.910",
            "Media rights                       62.870       55.340",
            "Sponsorship and advertising        38.150       34.020",
            "Transfer income                    16.160       12.930",
            "Total revenue                     148.600      131.200",
            "Personnel expenses                (84.310)     (79.650)",
            "Other operating expenses          (42.550)     (36.570)",
            "EBITDA                             21.740       14.980",
            "Depreciation and amortisation     (17.380)     (20.110)",
            "Financial result and taxes         (1.240)      (1.350)",
            "Net result for the year             3.120       (6.480)",
        ],
    ),
    (
        "p",
        "For the 2024/25 season the board plans revenue of around EUR 160 Mio. and a balanced "
        "net result. The licence for 2024/25 was granted without conditions.",
    ),
]

HOSPITAL: list[Block] = [
    ("h", "Saint-Aubin Hospital Group — Annual Review 2024"),
    ("p", "Published 17 April 2025."),
    (
        "p",
        "The Saint-Aubin Hospital Group runs three sites in the Loire valley: Hôpital "
        "Saint-Aubin Nord, the Clinique des Tilleuls (day surgery and rehabilitation) and Hôpital "
        "de Montclair. In 2024 the group treated more patients than ever before.",
    ),
    ("h", "Activity by site"),
    (
        "t",
        [
            "Site                       Beds  Admissions 2024  Admissions 2023  Avg stay (days)",
            "Hôpital Saint-Aubin Nord    612           48,310           46,920              5.1",
            "Clinique des Tilleuls       204           15,880           16,410              4.2",
            "Hôpital de Montclair        388           29,740           28,150              5.6",
            "Group total               1,204           93,930           91,480              5.2",
        ],
    ),
    ("h", "Finances"),
    (
        "p",
        "Operating revenue was EUR 1,058 million (2023: EUR 1,004 million). Personnel costs rose "
        "6.1% after the national pay agreement. The group recorded a net deficit of EUR 7.8 "
        "million (2023: deficit of EUR 12.5 million).",
    ),
    (
        "t",
        [
            "EUR million                  2024       2023",
            "Operating revenue         1,058.4    1,004.1",
            "Personnel costs           (680.9)    (642.3)",
            "Other operating costs     (385.3)    (374.3)",
            "Net result                  (7.8)     (12.5)",
        ],
    ),
]

MINING: list[Block] = [
    ("h", "Kestrel Ridge Minerals Ltd (ASX: KRM)"),
    ("h", "Quarterly Activities Report — quarter ended 31 December 2024"),
    (
        "p",
        "Highlights: diamond drilling at the Kestrel Ridge Gold Project returned the best "
        "intercepts to date, and the updated Mineral Resource Estimate lifted contained gold to "
        "1.27 Moz. The company held cash of A$4.31m at 31 December 2024 (30 September 2024: "
        "A$6.12m).",
    ),
    ("h", "Significant drill intercepts"),
    (
        "t",
        [
            "Hole ID      From (m)   To (m)   Width (m)   Au (g/t)",
            "KR-24-031       112.0    126.0        14.0       3.85",
            "KR-24-032        88.5     92.0         3.5      11.20",
            "KR-24-035       201.0    219.0        18.0       2.41",
            "KR-24-038        64.0     71.5         7.5       1.96",
        ],
    ),
    ("h", "Cash flow for the quarter (A$000)"),
    (
        "t",
        [
            "                                          Dec quarter   Sep quarter",
            "Exploration and evaluation                    (1,402)       (1,655)",
            "Staff and administration                        (388)         (391)",
            "Interest received                                  36            48",
            "Purchase of plant and equipment                   (56)          (22)",
            "Net operating and investing cash flows        (1,810)       (2,020)",
            "Net financing cash flows                            0             0",
            "Cash at end of quarter                          4,310         6,120",
        ],
    ),
    (
        "p",
        "The net outflow of A$(1.81)m in the quarter was mainly spent on exploration drilling. "
        "Payments to related parties of A$96k comprised directors' fees. After the quarter, the "
        "company raised A$12.5m in a placement to fund the definitive feasibility study.",
    ),
]

DOCUMENTS: dict[str, tuple[str, list[Block]]] = {
    "university/docs/financial-statements-2024.pdf": (
        "Thornbury Institute of Technology — Financial Statements 2024",
        UNIVERSITY,
    ),
    "football/docs/annual-2023-24.pdf": ("SV Grünwald 1908 — Annual Report 2023/24", FOOTBALL),
    "hospital/docs/annual-review-2024.pdf": (
        "Saint-Aubin Hospital Group — Annual Review 2024",
        HOSPITAL,
    ),
    "mining/docs/quarterly-report-dec-2024.pdf": (
        "Kestrel Ridge Minerals — Quarterly Activities Report, December 2024",
        MINING,
    ),
}


def render(path: Path, title: str, blocks: list[Block]) -> None:
    """Write one PDF: headings in bold, paragraphs wrapped, tables in Courier."""
    pdf = canvas.Canvas(str(path), pagesize=A4, invariant=1)
    pdf.setTitle(title)
    pdf.setAuthor("keel evaluation batch 2")
    _, height = A4
    y = height - MARGIN

    def line(text: str, font: str, size: float, gap: float) -> None:
        nonlocal y
        if y < MARGIN:
            pdf.showPage()
            y = height - MARGIN
        pdf.setFont(font, size)
        pdf.drawString(MARGIN, y, text)
        y -= gap

    for kind, content in blocks:
        if kind == "h":
            assert isinstance(content, str)
            y -= 4
            line(content, "Helvetica-Bold", 12, 18)
        elif kind == "p":
            assert isinstance(content, str)
            for text in textwrap.wrap(content, WRAP):
                line(text, "Helvetica", 10, 14)
            y -= 6
        else:
            assert isinstance(content, list)
            for text in content:
                line(text, "Courier", 8.5, 12)
            y -= 8
    pdf.showPage()
    pdf.save()


def main() -> None:
    for relative, (title, blocks) in DOCUMENTS.items():
        target = HERE / relative
        target.parent.mkdir(parents=True, exist_ok=True)
        render(target, title, blocks)
        print(f"wrote {target.relative_to(HERE)}")


if __name__ == "__main__":
    main()
