# ruff: noqa: E501
"""Build every PDF document of batch10 with reportlab (deterministic bytes).

Run: /work/main/.venv/bin/python tests/eval/batch10/make_pdfs.py
"""

from __future__ import annotations

from pathlib import Path

from reportlab.lib.pagesizes import A4
from reportlab.lib.utils import simpleSplit
from reportlab.pdfgen import canvas

HERE = Path(__file__).resolve().parent
MARGIN = 56
WIDTH, HEIGHT = A4

STYLES = {
    "h1": ("Helvetica-Bold", 15, 20),
    "h2": ("Helvetica-Bold", 11.5, 16),
    "p": ("Helvetica", 10, 13.5),
    "small": ("Helvetica", 8, 10.5),
    "pre": ("Courier", 8.5, 10.5),
}


def render(path: Path, blocks: list[tuple[str, str]]) -> None:
    """Render (style, text) blocks onto A4 pages."""
    path.parent.mkdir(parents=True, exist_ok=True)
    c = canvas.Canvas(str(path), pagesize=A4, invariant=1)
    c.setTitle(blocks[0][1])
    y = HEIGHT - MARGIN

    def new_page() -> float:
        c.showPage()
        return HEIGHT - MARGIN

    for style, text in blocks:
        font, size, leading = STYLES[style]
        if style == "pre":
            lines = text.strip("\n").split("\n")
        else:
            lines = simpleSplit(text, font, size, WIDTH - 2 * MARGIN)
        if style in ("h1", "h2") and y - leading * 3 < MARGIN:
            y = new_page()
        y -= 4 if style != "h1" else 0
        for line in lines:
            if y - leading < MARGIN:
                y = new_page()
            c.setFont(font, size)
            c.drawString(MARGIN, y - size, line)
            y -= leading
        y -= 6
    c.showPage()
    c.save()


VET = [
    (
        "h1",
        "Pawsworth Veterinary Group plc - Annual Report and Accounts for the year ended 30 June 2025",
    ),
    ("h2", "Chair's statement"),
    (
        "p",
        "I am pleased to report another year of progress for Pawsworth. Group revenue rose 11.2% to GBP 486.3 million (FY2024: GBP 437.3 million), driven by like-for-like growth of 6.3% and by the 19 practices we acquired during the year; three smaller sites were merged into neighbouring practices. Adjusted EBITDA was GBP 92.4 million, a margin of 19.0% (FY2024: GBP 81.6 million, 18.7%). Operating profit (EBIT) was GBP 51.7 million (FY2024: GBP 47.9 million), after higher amortisation of acquired customer relationships and GBP 6.8 million of costs related to the Competition and Markets Authority investigation.",
    ),
    (
        "p",
        "At 30 June 2025 the Group operated 214 practices (30 June 2024: 198), of which 17 are referral hospitals. We employed an average of 5,860 colleagues, including 1,940 veterinary surgeons and 2,310 registered veterinary nurses. The Board recommends a final dividend of 6.4p per share, making 9.6p for the year (FY2024: 8.8p).",
    ),
    ("h2", "Segment review"),
    (
        "pre",
        """
Revenue by segment (GBP million)       FY2025    FY2024
First Opinion                           318.5     291.2
Referral                                104.9      88.4
Online Pharmacy                          62.9      57.7
Group revenue                           486.3     437.3

Adjusted EBITDA by segment (GBP million)
First Opinion                            68.1      60.2
Referral                                 22.6      17.9
Online Pharmacy                           4.2       5.9
Central costs                            (2.5)     (2.4)
Group adjusted EBITDA                    92.4      81.6
""",
    ),
    (
        "p",
        "First Opinion revenue grew 9.4%, with price increases of around 4% and a higher number of consultations per vet. Referral revenue grew 18.7% as we opened the oncology and cardiology centre in Harrogate and added MRI capacity in Bristol and Glasgow. Online Pharmacy EBITDA fell to GBP 4.2 million as price competition from supermarket-owned pet pharmacies and higher courier rates compressed margins; revenue nevertheless grew 9.0%, helped by 41,000 new subscription customers.",
    ),
    ("h2", "Financial review"),
    (
        "p",
        "Net finance costs were GBP 12.9 million (FY2024: GBP 10.4 million). Profit before tax was GBP 38.8 million (FY2024: GBP 37.5 million) and basic earnings per share were 28.7p (FY2024: 28.1p). Capital expenditure was GBP 24.5 million, of which GBP 9.1 million was for the Harrogate referral centre.",
    ),
    (
        "p",
        "Net debt at 30 June 2025 was GBP 188.0 million, 2.0x adjusted EBITDA; our banking covenants cap leverage at 3.25x. During the year we spent GBP 41.3 million on acquisitions, including deferred consideration of GBP 3.6 million for earlier deals.",
    ),
    ("h2", "Outlook"),
    (
        "p",
        "For FY2026 the Board expects revenue between GBP 520 million and GBP 540 million, with a further 15 to 20 acquisitions. We expect the CMA to publish its final decision in the spring of 2026; we support greater price transparency and already publish the prices of our most common treatments on every practice website.",
    ),
    (
        "small",
        "Adjusted EBITDA excludes acquisition costs, share-based payments and costs related to the CMA investigation. Like-for-like growth compares practices owned for the whole of both financial years.",
    ),
]

WIND = [
    ("h1", "Nordvind Service ASA - Interim report third quarter 2025"),
    (
        "p",
        "Stavanger, 23 October 2025. Nordvind Service ASA is an independent provider of service and maintenance for onshore and offshore wind turbines in Northern Europe.",
    ),
    ("h2", "Highlights"),
    (
        "p",
        "Revenue for the third quarter was NOK 842.6 million, up 9.2% from NOK 771.3 million in the third quarter of 2024. EBITDA was NOK 96.2 million (NOK 88.7 million), an EBITDA margin of 11.4%. EBIT was negative at NOK 12.4 million, reflecting a NOK 61.0 million impairment of the jack-up vessel charter contract, which has become onerous after the postponement of two offshore blade-repair campaigns to 2026. Excluding the impairment, EBIT would have been NOK 48.6 million.",
    ),
    (
        "p",
        "At quarter end the company serviced 3,418 turbines in five countries, up from 3,164 a year earlier, and employed about 1,120 service technicians. Order intake in the quarter was NOK 655.0 million, including the new five-year agreement with Havbris Energi for the Havbris Sør wind farm.",
    ),
    ("h2", "Key figures"),
    (
        "pre",
        """
NOK million              Q3 2025   Q3 2024   9M 2025   9M 2024   FY 2024
Revenue                    842.6     771.3   2 318.4   2 104.9   2 903.7
EBITDA                      96.2      88.7     241.5     230.1     318.2
EBIT                       (12.4)     15.3      (8.9)     41.6      63.0
Net profit (loss)          (17.8)      8.1     (22.6)     24.7      38.9
Order intake               655.0     590.2   2 044.7   1 870.4   2 611.5
Order backlog (end)      4 512.8   4 190.6   4 512.8   4 190.6   4 786.5
Technicians (end)          1 120     1 034     1 120     1 034     1 061
""",
    ),
    (
        "small",
        "Figures for the quarters and the nine-month periods are unaudited. FY 2024 figures are audited. Order backlog is the remaining contract value of firm service agreements.",
    ),
    ("h2", "Segments"),
    (
        "p",
        "The Onshore segment delivered revenue of NOK 611.9 million in the quarter (NOK 566.0 million) with EBITDA of NOK 83.5 million. The Offshore segment had revenue of NOK 230.7 million (NOK 205.3 million) and EBITDA of NOK 12.7 million; the impairment of the vessel charter was recognised in the Offshore segment. Germany was again the fastest-growing market, where the number of turbines under contract rose by 87 over twelve months.",
    ),
    ("h2", "Outlook"),
    (
        "p",
        "Nordvind expects full-year 2025 revenue of NOK 3.15-3.25 billion and an EBITDA margin of 10-11%. The market for independent service continues to grow as turbines installed in 2012-2016 come out of their original warranty and manufacturer service periods. The board has decided not to renew the jack-up vessel charter when it expires in 2027.",
    ),
]

BAKERY = [
    ("h1", "Golden Crust Bakeries Ltd - Annual Review 2024"),
    (
        "p",
        "Golden Crust Bakeries Ltd is a British bakery chain selling freshly baked savouries, sandwiches, cakes and coffee from high-street, travel and retail-park shops, and supplying baked goods to wholesale and franchise partners. This review covers the 52 weeks ended 29 December 2024.",
    ),
    ("h2", "Chief Executive's review"),
    (
        "p",
        "2024 was a year of record sales. Revenue rose 8.6% to GBP 142.8 million (2023: GBP 131.5 million), with like-for-like sales in company-managed shops up 4.6%. We opened 31 new shops, 19 of them in railway stations, airports and motorway service areas, and closed 12 shops whose leases expired, ending the year with 386 shops (2023: 367).",
    ),
    (
        "p",
        "Wholesale and franchise revenue grew 17.5% to GBP 24.2 million. Wholesale growth was driven by a new supply contract with a motorway service-area operator, under which we now bake for 46 forecourt food counters. Our franchise partners operate a further 58 shops, which are not included in the shop count above.",
    ),
    (
        "pre",
        """
GBP million                        2024      2023
Revenue                           142.8     131.5
  Company-managed shops           118.6     110.9
  Wholesale and franchise          24.2      20.6
Gross profit                       88.1      79.8
Underlying EBITDA                  19.7      17.2
Operating profit (EBIT)             8.3       6.9
Profit before tax                   6.1       4.8
Net debt (excluding leases)        23.4      28.9
Shops at year end                   386       367
""",
    ),
    ("h2", "Costs"),
    (
        "p",
        "Gross margin improved to 61.7% (2023: 60.7%) as price increases taken in the spring more than offset higher butter, cocoa and flour prices. Staff costs rose 10.3%, reflecting the 9.8% increase in the national living wage in April 2024. Energy costs fell by GBP 1.1 million after our fixed-price contract was renewed at lower rates.",
    ),
    ("h2", "Outlook"),
    (
        "p",
        "We plan to open around 35 shops in 2025 and expect underlying EBITDA of GBP 21 million to GBP 23 million. The further rise in employer national insurance contributions from April 2025 will add about GBP 1.6 million to annual costs.",
    ),
    (
        "small",
        "Golden Crust Bakeries Ltd is registered in England and Wales and has no connection with Golden Crust Bäckerei GmbH of Germany.",
    ),
]

UNIVERSITY = [
    (
        "h1",
        "Hollins Crane University College - Financial Statements for the year ended 31 March 2025",
    ),
    ("h2", "Statement of operations"),
    (
        "pre",
        """
Year ended 31 March
(in thousands of Canadian dollars)         2025        2024
Revenue
  Tuition and fees                       61,482      58,910
  Research grants                         7,315       6,842
  Residence and ancillary                11,208      10,544
  Donations and other                     3,120       2,736
Total revenue                            83,125      79,032
Expenses
  Salaries and benefits                  52,604      49,877
  Facilities and utilities               12,930      12,115
  Academic and student services           9,874       9,302
  Amortization of capital assets          5,218       4,960
Total expenses                           80,626      76,254
Excess of revenue over expenses           2,499       2,778
""",
    ),
    ("h2", "Notes to the financial statements (extract)"),
    (
        "p",
        "1. Nature of operations. Hollins Crane University College (the College) is a private, not-for-profit post-secondary institution incorporated under the provincial Societies Act. The College is a registered charity and is exempt from income tax. The fiscal year ends on 31 March; the column headed 2025 covers the year from 1 April 2024 to 31 March 2025.",
    ),
    (
        "p",
        "4. Tuition and fees. Tuition revenue is recognized over the academic term to which it relates. Tuition and fees received in advance for the summer and fall terms, CAD 9.6 million (2024: CAD 11.2 million), are included in deferred revenue. International students accounted for 31% of tuition and fee revenue in 2025 (2024: 39%).",
    ),
    (
        "p",
        "7. Research grants. Research grants include CAD 2.1 million from the federal applied research program for colleges (2024: CAD 1.8 million). Grants received for capital purposes are deferred and amortized on the same basis as the related assets.",
    ),
    (
        "p",
        "9. Long-term debt. The College has a CAD 15.0 million term loan with a Canadian chartered bank, repayable in equal instalments until 2034, of which CAD 10.8 million was outstanding at 31 March 2025. The loan agreement requires a debt service coverage ratio of at least 1.25.",
    ),
    (
        "p",
        "12. Employee future benefits. The College participates in a multi-employer defined benefit pension plan for academic staff. Contributions of CAD 4.4 million (2024: CAD 4.1 million) are included in salaries and benefits.",
    ),
    (
        "p",
        "15. Subsequent event. On 9 June 2025 the College announced the construction of the Riverside campus, with a budgeted cost of CAD 48 million. Commitments under the construction contract will be recognized when incurred.",
    ),
]

PHARMA = [
    ("h1", "MediLink Distribution AG - Annual Report 2024"),
    ("h2", "Letter to shareholders"),
    (
        "p",
        "MediLink Distribution AG increased revenue by 6.5% to CHF 2,184.6 million in 2024 (2023: CHF 2,051.3 million). EBITDA rose to CHF 71.5 million (2023: CHF 66.0 million) and EBIT to CHF 48.2 million (2023: CHF 44.9 million). Net profit was CHF 33.7 million (2023: CHF 31.2 million). The Board proposes a dividend of CHF 2.40 per share (2023: CHF 2.20).",
    ),
    (
        "p",
        "The opening of the automated distribution centre in Niederbipp in March 2024 was the most important milestone of the year. Together with the centres in Lausanne, Lugano and Chur it enables us to deliver to every pharmacy in Switzerland up to twice a day. We employed 1,284 people at the end of the year (2023: 1,236).",
    ),
    ("h2", "Revenue by customer channel"),
    (
        "pre",
        """
CHF million                    2024       2023
Pharmacies                  1,402.3    1,331.0
Hospitals                     512.8      476.5
Doctors' practices            213.1      196.4
Other                          56.4       47.4
Total revenue               2,184.6    2,051.3
""",
    ),
    (
        "p",
        "Hospital revenue grew 7.6%, supported by new tenders for oncology and specialty medicines. Pharmacy revenue grew 5.4%, while sales to self-dispensing doctors rose 8.5%, mainly in central and eastern Switzerland.",
    ),
    ("h2", "Consolidated income statement (summary)"),
    (
        "pre",
        """
CHF million                         2024       2023
Revenue                          2,184.6    2,051.3
Gross profit                       238.1      224.0
EBITDA                              71.5       66.0
Depreciation and amortisation      (23.3)     (21.1)
EBIT                                48.2       44.9
Net financial result                (3.1)      (2.7)
Profit before tax                   45.1       42.2
Income taxes                       (11.4)     (11.0)
Net profit                          33.7       31.2
""",
    ),
    ("h2", "Outlook 2025"),
    (
        "p",
        "For 2025 MediLink expects revenue growth of 4-6% and a further improvement in EBIT as the Niederbipp centre reaches full productivity. A new ERP system will go live in July 2025.",
    ),
    (
        "small",
        "The consolidated financial statements are prepared in accordance with Swiss GAAP FER. Figures are rounded; totals may not add up exactly.",
    ),
]

AQUARIUM = [
    ("h1", "Aquário Atlântico de Leixões, S.A. - Annual Report 2024"),
    ("h2", "Report of the Board of Directors"),
    (
        "p",
        "Aquário Atlântico de Leixões, S.A. operates the public aquarium at the Leixões cruise terminal in Matosinhos, near Porto. In 2024 visitor numbers rose 6.9% to 1,124,300 (2023: 1,051,800), the highest since the aquarium opened in 2011. Growth came mainly from foreign tourists and from the new evening openings on Fridays and Saturdays during the summer.",
    ),
    (
        "p",
        "Revenue rose to EUR 24.9 million (2023: EUR 22.5 million). Ticket revenue grew to EUR 17.6 million as the adult ticket price was raised from EUR 23.00 to EUR 24.50 in April. Food and retail revenue was EUR 4.8 million and events and education revenue EUR 2.5 million, including 412 school workshops and 96 corporate events.",
    ),
    (
        "pre",
        """
EUR million                       2024      2023
Tickets                           17.6      15.9
Food and retail                    4.8       4.4
Events and education               2.5       2.2
Revenue                           24.9      22.5
Staff costs                       (7.9)     (7.4)
Animal care and life support      (3.6)     (3.3)
Other operating costs             (7.3)     (6.6)
EBITDA                             6.1       5.2
Depreciation                      (2.7)     (2.5)
EBIT                               3.4       2.7
Net profit                         2.2       1.7
""",
    ),
    ("h2", "Investments"),
    (
        "p",
        "Investments in 2024 amounted to EUR 5.6 million, of which EUR 4.9 million for the Shark Gallery, which opened in March 2025. The company employed 212 people at the end of the year, including 34 aquarists and veterinarians.",
    ),
    ("h2", "Conservation and research"),
    (
        "p",
        "The aquarium cared for 14,800 animals of 452 species. In partnership with the University of Porto it continued the breeding programme for the angelshark and released 37 rehabilitated sea turtles.",
    ),
    ("h2", "Outlook"),
    (
        "p",
        "For 2025 the Board expects visitor numbers of 1.20 to 1.25 million, helped by the Shark Gallery, and revenue of around EUR 27 million.",
    ),
]

REIT = [
    (
        "h1",
        "Sakura Logistics REIT, Inc. - Financial Results for the 18th Fiscal Period (ended 31 July 2025)",
    ),
    (
        "p",
        "Sakura Logistics REIT, Inc. (SLR) invests in modern logistics facilities in Japan. The 18th fiscal period covers the six months from 1 February 2025 to 31 July 2025; the 17th fiscal period covered 1 August 2024 to 31 January 2025.",
    ),
    ("h2", "Summary of results"),
    (
        "pre",
        """
JPY million (DPU in JPY)        17th FP        18th FP
                           (ended Jan     (ended Jul
                                 2025)          2025)
Operating revenue                9,842         10,316
NOI                              7,215          7,604
Operating income                 5,388          5,702
Net income                       4,706          4,951
Distribution per unit (DPU)      2,412          2,468
Occupancy at period end (%)       98.6           99.1
Number of properties                45             46
""",
    ),
    (
        "p",
        "Operating revenue increased to JPY 10,316 million, mainly because of the acquisition of SLC Ichikawa for JPY 12.4 billion on 3 March 2025 and rent increases on lease renewals averaging 4.1% for 14 leases. NOI rose to JPY 7,604 million and the NOI yield on acquisition price was 3.7%.",
    ),
    ("h2", "Financial position"),
    (
        "p",
        "Interest-bearing debt was JPY 182.4 billion at the end of the period and the LTV ratio (total assets basis) was 41.8%, compared with an upper limit of 50% set in SLR's financial policy. The average remaining term of borrowings was 4.6 years and the fixed-rate ratio 88.5%. SLR holds a credit rating of AA- from Japan Credit Rating Agency.",
    ),
    ("h2", "Distributions"),
    (
        "p",
        "The distribution for the 18th fiscal period will be paid on 15 October 2025. It includes a distribution in excess of earnings of JPY 96 per unit from the allowance for temporary differences adjustment. Forecasts for the 19th and 20th fiscal periods are published separately.",
    ),
    (
        "small",
        "NOI = property-related operating revenue - property-related operating expenses + depreciation. Figures are rounded down to the nearest million yen.",
    ),
]

BUS = [
    ("h1", "Prairie Motor Coach Ltd. - Annual Report 2024"),
    ("h2", "Management's discussion and analysis (extract)"),
    (
        "p",
        "Prairie Motor Coach Ltd. designs and manufactures heavy-duty transit buses and intercity motor coaches in Winnipeg, Manitoba and St. Cloud, Minnesota, and sells replacement parts and services to fleet operators across North America. All amounts are in Canadian dollars unless stated otherwise.",
    ),
    (
        "p",
        "Revenue for 2024 was CAD 1,460.4 million, up from CAD 1,342.3 million in 2023. We delivered 2,262 buses and coaches (2023: 2,148), of which 402 battery-electric. Adjusted EBITDA was CAD 99.9 million and EBIT CAD 62.2 million. Net income was CAD 28.7 million (2023: CAD 17.4 million).",
    ),
    ("h2", "Segment information"),
    (
        "pre",
        """
CAD million                 Transit   Motor    After-   Corporate    Total
                             buses   coaches   market
Revenue 2024                 812.4    421.7    226.3         -     1,460.4
Revenue 2023                 734.0    398.5    209.8         -     1,342.3
Adjusted EBITDA 2024          52.4     27.3     45.1     (24.9)       99.9
EBIT 2024                     31.2     18.9     40.6     (28.5)       62.2
EBIT 2023                     19.8     15.1     36.0     (26.4)       44.5
""",
    ),
    (
        "p",
        "The Aftermarket segment remains our most profitable business, with an EBIT margin of 17.9%. Transit bus profitability improved as older fixed-price contracts signed before the 2022 cost inflation were completed. Motor coach demand was supported by the recovery of charter and tour travel.",
    ),
    ("h2", "Liquidity and capital resources"),
    (
        "p",
        "Net debt was CAD 341.6 million at December 31, 2024. Our credit agreement limits net debt to 3.5 times trailing adjusted EBITDA. Capital expenditures were CAD 38.2 million, including the first phase of the second battery-pack line in Winnipeg.",
    ),
    ("h2", "Outlook"),
    (
        "p",
        "For 2025 we expect 2,350 to 2,450 deliveries and adjusted EBITDA of CAD 145 million to CAD 155 million, reflecting our strong backlog and an increasing share of zero-emission buses, which carry higher prices and margins.",
    ),
]

PDFS = {
    "vet-practices/docs/annual-report-fy2025.pdf": VET,
    "wind-service/docs/q3-2025-interim-report.pdf": WIND,
    "bakery-chains/docs/golden-crust-bakeries-annual-review-2024.pdf": BAKERY,
    "university-college/docs/financial-statements-2024-25.pdf": UNIVERSITY,
    "pharma-wholesale/docs/annual-report-2024.pdf": PHARMA,
    "aquarium/docs/annual-report-2024.pdf": AQUARIUM,
    "logistics-reit/docs/18th-fiscal-period-results.pdf": REIT,
    "bus-manufacturer/docs/annual-report-2024.pdf": BUS,
}


def main() -> None:
    for rel, blocks in PDFS.items():
        render(HERE / rel, blocks)
        print(f"wrote {rel}")


if __name__ == "__main__":
    main()
