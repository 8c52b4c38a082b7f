"""Generate the PDF documents of evaluation batch 1.

Run from anywhere:

    .venv/bin/python tests/eval/batch1/make_pdfs.py

Each PDF is written into ``<collection>/docs/`` next to this script. Body text is set in
Helvetica; tables are set in Courier with space-aligned columns, so that the extracted
text keeps the column layout that text extraction from a real PDF produces.
"""

from __future__ import annotations

import textwrap
from pathlib import Path

from reportlab.lib.pagesizes import A4
from reportlab.pdfgen import canvas

HERE = Path(__file__).resolve().parent

LEFT = 56
TOP = A4[1] - 60
BOTTOM = 60

# A document is a title plus a list of blocks: ("h", heading), ("p", paragraph) or
# ("t", table lines, already space-aligned).
Block = tuple[str, str | list[str]]


def render(path: Path, title: str, blocks: list[Block]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    c = canvas.Canvas(str(path), pagesize=A4, invariant=1)
    c.setTitle(title)
    c.setAuthor("keel eval batch1 (fictional)")
    y = TOP

    def need(height: float) -> None:
        nonlocal y
        if y - height < BOTTOM:
            c.showPage()
            y = TOP

    need(20)
    c.setFont("Helvetica-Bold", 15)
    c.drawString(LEFT, y, title)
    y -= 28
    for kind, content in blocks:
        if kind == "h":
            need(30)
            y -= 6
            c.setFont("Helvetica-Bold", 11.5)
            c.drawString(LEFT, y, str(content))
            y -= 18
        elif kind == "p":
            lines = textwrap.wrap(str(content), width=92)
            c.setFont("Helvetica", 10)
            for line in lines:
                need(14)
                c.drawString(LEFT, y, line)
                y -= 14
            y -= 8
        elif kind == "t":
            rows = list(content)
            need(12 * len(rows) + 10)
            c.setFont("Courier", 9.5)
            for row in rows:
                c.drawString(LEFT, y, row)
                y -= 12
            y -= 10
        else:
            raise ValueError(f"unknown block kind {kind!r}")
    c.showPage()
    c.save()


NORTHWIND_Q1: list[Block] = [
    ("p", "Tampere, 8 May 2025"),
    (
        "p",
        "Northwind Components had a good start to 2025. Revenue rose 13.1% year on year to "
        "EUR 56.3 million and order intake reached EUR 61.7 million, the highest quarterly "
        "figure in the company's history. EBIT improved to EUR 6.1 million.",
    ),
    ("h", "Key figures (unaudited)"),
    (
        "t",
        [
            "EUR million                  Q1 2025    Q1 2024    FY 2024",
            "Revenue                         56.3       49.8      212.0",
            "EBITDA                           9.9        8.4       38.6",
            "EBIT                             6.1        5.0       24.2",
            "Order intake                    61.7       52.9      224.8",
            "Employees (end of period)      1,502      1,411      1,480",
        ],
    ),
    ("h", "Market"),
    (
        "p",
        "Demand from warehouse-automation customers remained strong. Eastgate Motion AG, our "
        "largest listed competitor, reported first-quarter revenue of EUR 70.2 million.",
    ),
    ("h", "Outlook confirmed"),
    (
        "p",
        "For the full year 2025 Northwind Components continues to expect revenue of EUR 225 "
        "to 235 million and an EBIT margin of between 11.5% and 12.0%.",
    ),
]

MERIDIAN_FY: list[Block] = [
    ("p", "Columbus, Ohio, March 13, 2025"),
    (
        "p",
        "Fiscal 2024 comprised the 52 weeks ended February 1, 2025. Net sales declined 12% "
        "to $1,318 million, as comparable store sales fell 9.5% and the company closed 31 "
        "stores. The Group recorded a net loss of $4 million, compared with net income of "
        "$11 million in fiscal 2023. The operating loss was $(7) million, including "
        "$18 million of store impairment charges.",
    ),
    ("h", "Consolidated results (continuing operations)"),
    (
        "t",
        [
            "($ millions)                  Fiscal 2024   Fiscal 2023",
            "Net sales                           1,318         1,497",
            "Gross profit                          421           509",
            "Operating income (loss)               (7)            26",
            "Net income (loss)                     (4)            11",
            "Capital expenditure                    38            52",
            "Free cash flow                        (22)           31",
        ],
    ),
    ("h", "Outlook"),
    (
        "p",
        "For fiscal 2025 Meridian expects net sales of $1.25 billion to $1.29 billion and a "
        "return to a small operating profit. The board has approved a plan to open four "
        "stores and close twelve in fiscal 2025.",
    ),
]

CALDERA_AR: list[Block] = [
    ("p", "Basel, published 20 March 2025"),
    ("h", "Financial review"),
    (
        "p",
        "In December 2024 Caldera Pharma agreed to sell its Veterinary division. The "
        "division is presented as a discontinued operation, and the prior-year figures in "
        "this report have been restated accordingly. Revenue from continuing operations "
        "reached EUR 438.7 million in 2024, driven by the respiratory franchise.",
    ),
    ("h", "Key figures"),
    (
        "t",
        [
            "EUR million                     2024    2023 restated",
            "Revenue                        438.7            402.5",
            "R&D expense                     91.2             84.0",
            "Operating profit                66.0             60.1",
            "Net profit                      47.3             44.9",
            "Employees (year-end)           2,160            2,095",
        ],
    ),
    (
        "p",
        "Note: 2023 figures as originally reported were revenue EUR 410.2 million and "
        "operating profit EUR 61.5 million; they included the Veterinary division.",
    ),
    ("h", "Outlook"),
    (
        "p",
        "For 2025 Caldera targets revenue of around EUR 470 million and an operating margin "
        "of at least 15%.",
    ),
]

ORBIS_INVESTOR_DAY: list[Block] = [
    ("p", "New York, 9 October 2024"),
    (
        "p",
        "Orbis Software has grown revenue every year since its IPO. Fiscal years end on "
        "30 April; FY2024 ended on 30 April 2024.",
    ),
    ("h", "Financial track record"),
    (
        "t",
        [
            "$ millions                    FY2022    FY2023    FY2024",
            "Revenue                        201.4     238.9     276.3",
            "ARR (year-end)                 222.0     264.5     305.8",
            "Non-GAAP operating margin       4.2%      7.5%     10.9%",
        ],
    ),
    ("h", "Medium-term targets"),
    (
        "p",
        "By FY2027 Orbis targets revenue of $450 million, ARR of $500 million and a non-GAAP "
        "operating margin of 20%.",
    ),
]

GREENFIELD_INC: list[Block] = [
    (
        "p",
        "Greenfield Foods Inc. (NYSE: GFI) is a Minneapolis-based producer of frozen meals "
        "sold under the Northstar Kitchen and Prairie Table brands. Fiscal 2024 ended on "
        "September 28, 2024. The company is not affiliated with Greenfield Foods plc of the "
        "United Kingdom.",
    ),
    ("h", "Financial summary"),
    (
        "t",
        [
            "$ millions, fiscal years      FY2024    FY2023    FY2022",
            "Net sales                      2,340     2,415     2,298",
            "Operating income                 143       171       166",
            "Operating margin                6.1%      7.1%      7.2%",
            "Adjusted EBITDA                  248       276       262",
        ],
    ),
    ("h", "Company facts"),
    (
        "p",
        "Employees: 9,800. Plants: 7 in the United States. Largest customer: 14% of net "
        "sales. Dividend: $0.22 per quarter.",
    ),
]

KESTREL_TRAFFIC: list[Block] = [
    ("p", "Oslo, 4 July 2025"),
    (
        "p",
        "Kestrel Air carried 6.84 million passengers in the first half of 2025, 10.1% more "
        "than in the same period last year, helped by new routes to southern Europe.",
    ),
    ("h", "Traffic statistics"),
    (
        "t",
        [
            "                                  H1 2025     H1 2024     FY 2024",
            "Passengers (thousands)              6,842       6,215      13,380",
            "Available seat km (millions)       11,930      11,020      23,410",
            "Revenue passenger km (millions)     9,960       8,990      19,250",
            "Load factor (%)                      83.5        81.6        82.2",
            "Punctuality (%)                      86.1        83.4        84.0",
        ],
    ),
    (
        "p",
        "Punctuality is the share of flights departing within 15 minutes of schedule.",
    ),
]

RIVERSIDE_REVIEW: list[Block] = [
    ("p", "Financial year 1 April 2024 to 31 March 2025"),
    ("h", "The year in brief"),
    (
        "p",
        "This year we opened three new community clinics - Ashby Lane in June 2024, Weir "
        "Street in September 2024 and Hollins Green in February 2025 - and recruited "
        "forty-two nurses, including twelve district nurses. We carried out 412,000 patient "
        "contacts (2023/24: 389,000).",
    ),
    ("h", "Where our money comes from"),
    (
        "t",
        [
            "Income (GBP thousands)            2024/25     2023/24",
            "NHS contracts                      18,420      17,150",
            "Local authority grants              3,260       3,410",
            "Charitable donations                1,115         980",
            "Other income                          405         390",
            "Total income                       23,200      21,930",
        ],
    ),
    (
        "p",
        "Expenditure in 2024/25 was GBP 23.05 million, leaving a surplus of GBP 150,000. "
        "The Trust employed 512 whole-time-equivalent staff at 31 March 2025.",
    ),
]

PDFS: list[tuple[str, str, list[Block]]] = [
    (
        "northwind-components/docs/q1-2025-update.pdf",
        "Northwind Components \u2014 Q1 2025 Trading Update",
        NORTHWIND_Q1,
    ),
    (
        "meridian-retail/docs/fy2024-results.pdf",
        "Meridian Retail Group \u2014 Fiscal 2024 Results",
        MERIDIAN_FY,
    ),
    (
        "caldera-pharma/docs/annual-report-2024.pdf",
        "Caldera Pharma \u2014 Annual Report 2024",
        CALDERA_AR,
    ),
    (
        "orbis-software/docs/investor-day-2024.pdf",
        "Orbis Software \u2014 Investor Day 2024",
        ORBIS_INVESTOR_DAY,
    ),
    (
        "greenfield-foods/docs/greenfield-inc-factsheet.pdf",
        "Greenfield Foods Inc. \u2014 Fact Sheet Fiscal 2024",
        GREENFIELD_INC,
    ),
    (
        "kestrel-air/docs/traffic-report-h1-2025.pdf",
        "Kestrel Air Group \u2014 Traffic and Operating Statistics, First Half 2025",
        KESTREL_TRAFFIC,
    ),
    (
        "riverside-health-trust/docs/annual-review-2024-25.pdf",
        "Riverside Community Health Trust \u2014 Annual Review 2024/25",
        RIVERSIDE_REVIEW,
    ),
]


def main() -> None:
    for rel, title, blocks in PDFS:
        render(HERE / rel, title, blocks)
        print(f"wrote {rel}")


if __name__ == "__main__":
    main()
