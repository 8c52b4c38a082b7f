# ruff: noqa: E501, RUF001 -- the documents' text, verbatim (long lines, typographic dashes)
"""Generate the PDF documents of eval batch4 (deterministic: invariant=1).

Run from anywhere:  /work/main/.venv/bin/python tests/eval/batch4/make_pdfs.py

Each PDF is a list of blocks:
  ("h", text)      heading (Helvetica-Bold)
  ("p", text)      paragraph, wrapped (Helvetica)
  ("pre", text)    preformatted lines (Courier) - tables as space-aligned text
  ("gap", points)  vertical space
"""

from pathlib import Path

from reportlab.lib.pagesizes import A4
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen import canvas

HERE = Path(__file__).resolve().parent
MARGIN = 56
WIDTH, HEIGHT = A4


def wrap(text, font, size, width):
    words = text.split()
    lines, cur = [], ""
    for w in words:
        cand = (cur + " " + w).strip()
        if stringWidth(cand, font, size) <= width:
            cur = cand
        else:
            lines.append(cur)
            cur = w
    if cur:
        lines.append(cur)
    return lines


def render(path, meta, blocks):
    c = canvas.Canvas(str(path), pagesize=A4, invariant=1)
    c.setTitle(meta["title"])
    c.setAuthor(meta.get("author", ""))
    c.setSubject(meta.get("subject", ""))
    c.setCreator("batch4/make_pdfs.py")
    y = HEIGHT - MARGIN
    usable = WIDTH - 2 * MARGIN

    def need(h):
        nonlocal y
        if y - h < MARGIN:
            c.showPage()
            y = HEIGHT - MARGIN

    for kind, content in blocks:
        if kind == "title":
            for line in wrap(content, "Helvetica-Bold", 15, usable):
                need(20)
                c.setFont("Helvetica-Bold", 15)
                c.drawString(MARGIN, y, line)
                y -= 20
            y -= 6
        elif kind == "h":
            need(30)
            y -= 6
            c.setFont("Helvetica-Bold", 11.5)
            c.drawString(MARGIN, y, content)
            y -= 17
        elif kind == "p":
            for line in wrap(content, "Helvetica", 10, usable):
                need(14)
                c.setFont("Helvetica", 10)
                c.drawString(MARGIN, y, line)
                y -= 13.5
            y -= 6
        elif kind == "pre":
            for line in content.strip("\n").split("\n"):
                need(12)
                c.setFont("Courier", 8.5)
                c.drawString(MARGIN, y, line.rstrip())
                y -= 11
            y -= 8
        elif kind == "gap":
            y -= content
        else:
            raise ValueError(kind)
    c.showPage()
    c.save()


PDFS = {}

# ---------------------------------------------------------------- ferries
PDFS["skarvoy-ferries/docs/annual-report-2024.pdf"] = (
    {
        "title": "Skarvøy Fjordlinjer AS – Annual Report 2024 (extract)",
        "author": "Skarvøy Fjordlinjer AS",
    },
    [
        ("title", "Skarvøy Fjordlinjer AS – Annual Report 2024 (extract)"),
        (
            "p",
            "Board of Directors' report. Skarvøy Fjordlinjer AS operates car and passenger ferries and one "
            "express passenger route on the west coast of Norway under contracts with the county authorities. "
            "The company is headquartered in Bergen.",
        ),
        ("h", "Key figures"),
        (
            "pre",
            """
Key figures (NOK million unless stated)        2024        2023        2022
Operating revenue                           1,846.2     1,712.9     1,530.4
EBITDA                                        402.7       361.5       298.0
Operating profit (EBIT)                       151.3       118.9        64.2
Net result for the year                        38.4       (42.6)      (71.9)
Passengers carried (thousand)                 5,912       5,604       5,018
Car equivalents carried (thousand)            1,384       1,322       1,207
Routes operated                                  17          16          16
Employees (year-end FTE)                      1,128       1,094       1,061
""",
        ),
        ("h", "Financial review"),
        (
            "p",
            "2024 was a year of recovery for Skarvøy Fjordlinjer. Operating revenue rose 7.8% to NOK 1,846.2 "
            "million, driven by higher traffic, the renewed county contracts for the Lavik–Oppedal and "
            "Halhjem–Sandvikvåg crossings and the full-year effect of tariff indexation. EBITDA increased to "
            "NOK 402.7 million and operating profit (EBIT) to NOK 151.3 million.",
        ),
        (
            "p",
            "Fuel costs amounted to NOK 326.5 million (2023: NOK 344.1 million), as the two hybrid vessels "
            "sailed a larger share of their departures on battery power and diesel prices eased. Personnel "
            "costs rose to NOK 642.0 million following the wage settlement for seafarers and the addition of "
            "one route.",
        ),
        (
            "p",
            "After net financial expenses of NOK 98.6 million and tax, the company returned to a positive net "
            "result of NOK 38.4 million, compared with a loss in 2023. Interest-bearing debt was NOK 2,410 "
            "million at year-end, of which NOK 640 million relates to the financing of MF Lyngvær.",
        ),
        ("h", "Dividend"),
        (
            "p",
            "The Board proposes that no dividend be paid for 2024, because the company is financing two new "
            "battery-electric vessels and wants to keep its equity ratio above 25%.",
        ),
        ("h", "Risks"),
        (
            "p",
            "The main risks are the renewal of county contracts, which are awarded by public tender, weather "
            "conditions in the winter months, fuel and electricity prices, and the availability of qualified "
            "seafarers. Contracts covering 71% of operating revenue run until 2030 or later.",
        ),
        ("h", "Outlook"),
        (
            "p",
            "MF Lyngvær will enter service in March 2025. The Board expects traffic to continue to grow in "
            "2025, supported by new tourist traffic on the express route.",
        ),
        ("p", "Bergen, 27 March 2025. The Board of Directors of Skarvøy Fjordlinjer AS."),
    ],
)

# ---------------------------------------------------------------- hospital group
PDFS["halden-care-group/docs/annual-report-2024-extract.pdf"] = (
    {
        "title": "Halden Care Group plc – Annual Report 2024 (extract)",
        "author": "Halden Care Group plc",
    },
    [
        ("title", "Halden Care Group plc – Annual Report 2024 (extract)"),
        ("h", "Chair's statement"),
        (
            "p",
            "2024 was another year of growth for Halden Care Group. Revenue grew 7.7% to GBP 1,297.5 million "
            "(2023: GBP 1,204.6 million) and operating profit rose to GBP 99.8 million (2023: GBP 88.3 "
            "million). We treated 806,300 patient episodes across our hospitals and diagnostic centres.",
        ),
        (
            "p",
            "In July 2024 we formed Northgate Imaging LLP, a joint venture with a group of consultant "
            "radiologists, to operate MRI and CT scanners at four of our hospitals. The joint venture "
            "helped the Diagnostics division to grow revenue by 15.5%.",
        ),
        ("h", "Revenue by division"),
        (
            "pre",
            """
Revenue by division (GBP million)            2024         2023
Acute hospitals                             842.6        790.1
Mental health                               301.2        281.4
Diagnostics                                 153.7        133.1
Group                                     1,297.5      1,204.6
""",
        ),
        ("h", "Workforce"),
        (
            "p",
            "Halden employed 21,460 people at the end of 2024, of whom 7,920 were registered nurses. Staff "
            "turnover fell to 17.2% (2023: 19.8%), helped by the international recruitment programme and "
            "the new career framework for healthcare assistants.",
        ),
        ("h", "Dividend"),
        (
            "p",
            "The Board recommends a final dividend of 6.1 pence per share, bringing the total dividend for "
            "2024 to 9.0 pence (2023: 8.2 pence).",
        ),
        ("h", "Looking ahead"),
        (
            "p",
            "We plan to open three community diagnostic centres in 2025 and to add 120 beds through "
            "extensions at existing hospitals. We remain committed to working with the NHS to reduce "
            "waiting lists.",
        ),
        ("p", "Sir Anthony Crewe, Chair. 19 March 2025."),
    ],
)

# ---------------------------------------------------------------- brewery
PDFS["olstad-bryggeri/docs/annual-report-2024-extract.pdf"] = (
    {
        "title": "Ølstad Bryggeri A/S – Annual Report 2024 (extract)",
        "author": "Ølstad Bryggeri A/S",
    },
    [
        ("title", "Ølstad Bryggeri A/S – Annual Report 2024 (extract)"),
        (
            "p",
            "Ølstad Bryggeri A/S is an independent Danish brewery group with breweries in Fredericia and "
            "Skive. The group brews lager, speciality beers, alcohol-free beers and soft drinks and sells "
            "them in Denmark, Germany and Sweden.",
        ),
        ("h", "Five-year summary"),
        (
            "pre",
            """
Five-year summary (DKK million)       2024      2023      2022      2021      2020
Net revenue                          2,184     2,051     1,902     1,744     1,688
EBITDA                                 341       309       276       251       238
EBIT                                   198       171       149       122       117
Profit for the year                    141       119       104        83        79
Volume sold (million hectolitres)     1.42      1.38      1.35      1.29      1.31
Employees at year-end                  712       734       729       718       706
""",
        ),
        ("h", "Management review"),
        (
            "p",
            "Net revenue increased by 6.5% to DKK 2,184 million. Price increases contributed about four "
            "percentage points of the growth and a better product mix, with more speciality and "
            "alcohol-free beer, the remainder. Volumes rose 2.9% to 1.42 million hectolitres while the "
            "Danish beer market declined.",
        ),
        (
            "p",
            "EBITDA grew to DKK 341 million, an EBITDA margin of 15.6%. EBIT was DKK 198 million (2023: DKK "
            "171 million). The closure of the Tønder bottling line in May 2024 led to one-off costs of DKK "
            "12 million, which are included in EBIT.",
        ),
        ("h", "Dividend"),
        ("p", "The Board proposes a dividend of DKK 9.50 per share (2023: DKK 8.00)."),
        ("h", "Expectations for 2025"),
        (
            "p",
            "For 2025 management expects net revenue of DKK 2,250-2,320 million and EBIT of DKK 205-225 "
            "million. The expectations assume a normal summer and stable prices for malt and aluminium.",
        ),
        (
            "p",
            "Fredericia, 14 March 2025. Board of Directors and Executive Board of Ølstad Bryggeri A/S.",
        ),
    ],
)

# ---------------------------------------------------------------- municipal utility
PDFS["brackwater-utilities/docs/annual-financial-report-fy2025.pdf"] = (
    {
        "title": "Brackwater Municipal Utilities – Annual Financial Report Fiscal Year 2025",
        "author": "Brackwater Municipal Utilities",
    },
    [
        ("title", "Brackwater Municipal Utilities – Annual Financial Report Fiscal Year 2025"),
        (
            "p",
            "Management's discussion and analysis for the fiscal year ended June 30, 2025 (FY2025). "
            "Brackwater Municipal Utilities is a department of the City of Brackwater and operates three "
            "enterprise funds: Electric, Water and Wastewater.",
        ),
        ("h", "Operating revenues"),
        (
            "p",
            "Operating revenues totaled $364.8 million in FY2025, up 5.3% from $346.5 million in FY2024. "
            "Electric revenues rose because of higher summer demand and the 2024 rate adjustment; water "
            "revenues rose because of the 5.5% water rate increase of July 1, 2024.",
        ),
        (
            "pre",
            """
Operating revenues by fund (USD million)        FY2025      FY2024
Electric                                         214.6       203.1
Water                                             88.3        84.0
Wastewater                                        61.9        59.4
Total                                            364.8       346.5
""",
        ),
        ("h", "Changes in net position"),
        (
            "pre",
            """
Statement of revenues, expenses and changes in net position, FY2025
(in thousands of dollars)
                                  Electric       Water   Wastewater        Total
Operating revenues                 214,600      88,300       61,900      364,800
Operating expenses                (189,950)    (87,210)     (56,480)    (333,640)
Operating income                    24,650       1,090        5,420       31,160
Non-operating items, net            (6,238)     (4,230)      (2,514)     (12,982)
Change in net position              18,412      (3,140)       2,906       18,178
""",
        ),
        (
            "p",
            "The Water fund's net position decreased in FY2025 because of interest on the revenue bonds "
            "issued in 2023 for the lead service line programme and because chemical and energy costs at "
            "the Riverside treatment plant rose faster than revenues.",
        ),
        ("h", "Rates"),
        (
            "p",
            "State law caps annual increases in residential electric rates at 4.5%. In June 2025 the Board "
            "of Utility Commissioners approved an increase in residential electric rates of 3.8% effective "
            "July 1, 2025, and a water rate increase of 6.0% on the same date.",
        ),
        ("h", "Debt and capital assets"),
        (
            "p",
            "Outstanding revenue bonds were $612.4 million at June 30, 2025. Capital spending in FY2025 "
            "was $78.6 million, including $24.9 million for the replacement of lead service lines. The "
            "utility's bonds are rated AA- with a stable outlook.",
        ),
    ],
)

# ---------------------------------------------------------------- bank
PDFS["banque-sevrier/docs/annual-results-2024.pdf"] = (
    {"title": "Banque Sévrier & Cie – 2024 Annual Results", "author": "Banque Sévrier & Cie"},
    [
        ("title", "Banque Sévrier & Cie – 2024 Annual Results"),
        (
            "p",
            "Press release, Lyon, 13 February 2025. The Board of Directors of Banque Sévrier & Cie approved "
            "the financial statements for the year ended 31 December 2024 on 12 February 2025.",
        ),
        ("h", "Highlights"),
        (
            "p",
            "Net banking income rose 3.1% to EUR 1,482 million (2023: EUR 1,437 million), driven by higher "
            "net interest income and growth in insurance commissions. Operating expenses were almost stable "
            "at EUR 916 million, and the cost/income ratio improved to 61.8% (prior year: 63.4%).",
        ),
        (
            "p",
            "Cost of risk rose to EUR 96 million (2023: EUR 71 million), reflecting higher provisions on "
            "commercial real estate exposures. Net income group share increased to EUR 287 million (2023: "
            "EUR 262 million).",
        ),
        (
            "pre",
            """
EUR million                               2024         2023
Net banking income                       1,482        1,437
Operating expenses                        (916)        (911)
Gross operating income                     566          526
Cost of risk                               (96)         (71)
Net income, group share                    287          262
""",
        ),
        ("h", "Capital and liquidity"),
        (
            "p",
            "The bank's capital position strengthened further. At 31 December 2024 the CET1 ratio was 14.2% "
            "(prior year: 13.6%), the Tier 1 ratio 15.4% (prior year: 14.8%) and the total capital ratio "
            "18.1% (prior year: 17.5%). The leverage ratio was 5.3% (prior year: 5.1%). The liquidity "
            "coverage ratio stood at 158%.",
        ),
        (
            "pre",
            """
Balance sheet (EUR billion)       31 Dec 2024    31 Dec 2023
Customer loans                           41.6           40.3
Customer deposits                        38.9           37.2
Total assets                             58.7           56.9
""",
        ),
        ("h", "Dividend"),
        (
            "p",
            "The Board will propose a dividend of EUR 2.40 per share to the General Meeting on 22 May 2025.",
        ),
        ("h", "Outlook"),
        (
            "p",
            "For 2025 the bank expects net banking income to grow by 2% to 4% and the cost of risk to "
            "remain at a level similar to 2024.",
        ),
    ],
)

# ---------------------------------------------------------------- mining
PDFS["kestrel-copper/docs/production-report-fy2025.pdf"] = (
    {
        "title": "Kestrel Copper Mines Ltd – Quarterly Activities Report June Quarter 2025",
        "author": "Kestrel Copper Mines Ltd",
    },
    [
        ("title", "Kestrel Copper Mines Ltd – Quarterly Activities Report June Quarter 2025"),
        (
            "p",
            "Mount Harlow operation, Western Australia. Kestrel's financial year runs from 1 July to 30 June; "
            "the June quarter 2025 is the fourth quarter of FY2025.",
        ),
        ("h", "Production summary"),
        (
            "pre",
            """
                            Sep Qtr   Dec Qtr   Mar Qtr   Jun Qtr
                               2024      2024      2025      2025    FY2025    FY2024
Ore mined (kt)                2,104     2,187     1,962     2,245     8,498     8,102
Ore milled (kt)               2,051     2,130     1,998     2,201     8,380     8,015
Head grade (% Cu)              0.74      0.75      0.72      0.76      0.74      0.72
Recovery (%)                   91.2      90.8      90.5      91.6      91.0      90.4
Copper in concentrate (t)    13,820    14,410    13,050    15,120    56,400    52,900
Gold (oz)                     4,120     4,380     3,905     4,610    17,015    15,870
C1 cash cost (US$/lb)          2.18      2.05      2.31      1.97      2.12      2.26
""",
        ),
        ("h", "Operations"),
        (
            "p",
            "Copper production in the June quarter was a record 15,120 tonnes. The Corella Deep underground "
            "mine reached its design rate of 1.2 million tonnes of ore per year in May. The March quarter "
            "was affected by heavy rain from a tropical low, which flooded the bottom benches of the open "
            "pit for eleven days and reduced ore mined.",
        ),
        (
            "p",
            "C1 cash costs in the June quarter fell to US$1.97/lb because of the higher copper output and "
            "stronger gold by-product credits.",
        ),
        ("h", "Safety"),
        (
            "p",
            "The total recordable injury frequency rate was 3.1 per million hours worked at 30 June 2025 "
            "(30 June 2024: 3.8).",
        ),
        ("h", "Corporate"),
        (
            "p",
            "Cash and equivalents at 30 June 2025 were A$214 million. Kestrel has no drawn debt. Copper "
            "sales in the quarter were 14,860 tonnes at an average realised price of US$9,410 per tonne.",
        ),
    ],
)

# ---------------------------------------------------------------- retailer
PDFS["fennick-doyle-retail/docs/annual-report-extract-fy2024-25.pdf"] = (
    {
        "title": "Fennick & Doyle Retail Group plc – Annual Report FY2024/25 (extract)",
        "author": "Fennick & Doyle Retail Group plc",
    },
    [
        ("title", "Fennick & Doyle Retail Group plc – Annual Report FY2024/25 (extract)"),
        (
            "p",
            "Strategic report for the 52 weeks ended 1 February 2025 (FY2024/25). Comparatives are for the "
            "53 weeks ended 3 February 2024 (FY2023/24).",
        ),
        ("h", "Performance"),
        (
            "p",
            "Revenue fell 2.3% to EUR 842.3 million. Like-for-like sales for the year fell 2.9%, with growth "
            "in homewares and beauty offset by weak fashion sales, particularly during the Christmas "
            "period. Online sales accounted for 17.8% of revenue (FY2023/24: 16.1%).",
        ),
        (
            "p",
            "Operating profit halved to EUR 12.5 million. The income tax charge exceeds the profit before "
            "tax because the impairment of the Sligo department store, EUR 6.2 million, is not deductible "
            "for tax purposes. As a result the Group reported a loss for the year.",
        ),
        ("h", "Consolidated income statement"),
        (
            "pre",
            """
Consolidated income statement                     52 weeks to    53 weeks to
(in EUR thousand)                                  1 Feb 2025     3 Feb 2024
Revenue                                              842,316        861,904
Cost of sales                                       (497,964)      (495,595)
Gross profit                                         344,352        366,309
Operating expenses                                  (331,872)      (341,394)
Operating profit                                      12,480         24,915
Finance costs                                         (9,870)        (8,652)
Profit/(loss) before tax                               2,610         16,263
Income tax                                            (5,750)        (4,010)
Profit/(loss) for the year                            (3,140)        12,253
""",
        ),
        ("h", "Dividend"),
        (
            "p",
            "Given the loss for the year, the Board is not recommending a final dividend. An interim "
            "dividend of 4.0 cent per share was paid in October 2024.",
        ),
        ("h", "Priorities for FY2025/26"),
        (
            "p",
            "We will reduce fashion space in our department stores by around 15% and use it for homewares, "
            "beauty and concessions, open two further homewares stores and complete the move of our "
            "distribution centre to Naas.",
        ),
    ],
)

# ---------------------------------------------------------------- university
PDFS["westmarch-university/docs/financial-statements-2024-25.pdf"] = (
    {
        "title": "University of Westmarch – Financial Statements for the Year Ended 31 July 2025 (extract)",
        "author": "University of Westmarch",
    },
    [
        (
            "title",
            "University of Westmarch – Financial Statements for the Year Ended 31 July 2025 (extract)",
        ),
        ("h", "Consolidated statement of comprehensive income"),
        (
            "pre",
            """
GBP million                                  Year ended       Year ended
                                           31 July 2025     31 July 2024
Income
Tuition fees and education contracts              286.7            271.3
Funding body grants                                64.2             62.9
Research grants and contracts                     118.5            109.8
Other income                                       41.9             38.6
Investment income                                   9.3              8.1
Donations and endowments                            6.4              5.2
Total income                                      527.0            495.9
Expenditure
Staff costs                                       318.4            289.6
Other operating expenses                          171.9            158.7
Depreciation and amortisation                      38.2             35.4
Interest and other finance costs                   11.1              7.4
Total expenditure                                 539.6            491.1
Surplus/(deficit) for the year                    (12.6)             4.8
""",
        ),
        ("h", "Financial review"),
        (
            "p",
            "Total income grew by 6.3% to GBP 527.0 million. Tuition fee income rose because of higher "
            "undergraduate numbers and fee increases for international undergraduates, partly offset by "
            "lower international postgraduate taught recruitment. Research income grew by 7.9%.",
        ),
        (
            "p",
            "Staff costs include GBP 9.8 million of one-off costs for the voluntary severance scheme. "
            "Excluding these costs, the University would have reported a deficit of GBP 2.8 million.",
        ),
        (
            "p",
            "Net cash inflow from operating activities was GBP 31.4 million (2024: GBP 44.0 million). "
            "Cash and short-term investments at 31 July 2025 were GBP 148.2 million, equal to 100 days of "
            "expenditure.",
        ),
    ],
)


def main():
    for rel, (meta, blocks) in PDFS.items():
        out = HERE / rel
        out.parent.mkdir(parents=True, exist_ok=True)
        render(out, meta, blocks)
        print("wrote", out.relative_to(HERE))


if __name__ == "__main__":
    main()
