# ruff: noqa: E501, RUF001
"""Build every PDF document of eval batch8 with reportlab.

The canvas is created with invariant=1, so running the script twice gives
byte-identical files. Body text is Helvetica; tables are space-aligned Courier
lines, so the extracted text reads like a PDF table. Only Latin-1 letters are
used because the standard PDF fonts cannot show anything else.

Run: /work/main/.venv/bin/python tests/eval/batch8/make_pdfs.py
"""

from __future__ import annotations

from pathlib import Path

from reportlab.lib.pagesizes import A4
from reportlab.lib.utils import simpleSplit
from reportlab.pdfgen import canvas

HERE = Path(__file__).resolve().parent
PAGE_W, PAGE_H = A4
MARGIN = 56
WIDTH = PAGE_W - 2 * MARGIN

# block kind -> (font, size, leading, space after)
STYLES = {
    "title": ("Helvetica-Bold", 15.0, 19.0, 6.0),
    "sub": ("Helvetica", 9.0, 12.0, 12.0),
    "h": ("Helvetica-Bold", 11.5, 15.0, 4.0),
    "p": ("Helvetica", 10.0, 13.5, 8.0),
    "note": ("Helvetica-Oblique", 8.0, 10.5, 8.0),
    "table": ("Courier", 8.2, 10.4, 10.0),
}

DOCS: dict[str, list[tuple[str, str]]] = {}


class Writer:
    def __init__(self, path: Path, title: str) -> None:
        self.c = canvas.Canvas(str(path), pagesize=A4, invariant=1)
        self.c.setTitle(title)
        self.y = PAGE_H - MARGIN

    def _newline(self, leading: float) -> None:
        if self.y - leading < MARGIN:
            self.c.showPage()
            self.y = PAGE_H - MARGIN
        self.y -= leading

    def block(self, kind: str, text: str) -> None:
        font, size, leading, after = STYLES[kind]
        if kind == "table":
            lines = text.strip("\n").split("\n")
            if self.y - leading * min(len(lines), 12) < MARGIN:
                self.c.showPage()
                self.y = PAGE_H - MARGIN
        elif kind == "h" and self.y - 4 * leading < MARGIN:
            self.c.showPage()
            self.y = PAGE_H - MARGIN
            lines = simpleSplit(text, font, size, WIDTH)
        else:
            lines = simpleSplit(text, font, size, WIDTH)
        for line in lines:
            self._newline(leading)
            self.c.setFont(font, size)
            self.c.drawString(MARGIN, self.y, line.rstrip())
        self.y -= after

    def save(self) -> None:
        self.c.showPage()
        self.c.save()


def build(relpath: str, blocks: list[tuple[str, str]]) -> Path:
    path = HERE / relpath
    path.parent.mkdir(parents=True, exist_ok=True)
    title = next(text for kind, text in blocks if kind == "title")
    writer = Writer(path, title)
    for kind, text in blocks:
        writer.block(kind, text)
    writer.save()
    return path


# ---------------------------------------------------------------- biotech-carmel
DOCS["biotech-carmel/docs/annual-report-2025.pdf"] = [
    ("title", "Carmel Biologics Ltd. - Annual Report 2025"),
    (
        "sub",
        "Tel Aviv Stock Exchange: CRBL | Rehovot, Israel | Amounts in New Israeli Shekels (ILS) unless stated otherwise",
    ),
    ("h", "Letter from the Chief Executive Officer"),
    (
        "p",
        "Dear shareholders, 2025 was the year in which Carmel Biologics moved from a single-asset company to a platform company. Our lead antibody CB-214 completed enrolment in its Phase 2 study in moderate-to-severe ulcerative colitis, our second program CB-307 entered the clinic in atopic dermatitis, and our collaboration with Galil Pharma Ltd. generated the highest collaboration revenues in our history.",
    ),
    (
        "p",
        "Revenues from collaboration rose to ILS 18.4 million, mainly reflecting the reimbursement of development costs by Galil Pharma and a development milestone of ILS 4.5 million recognised in the fourth quarter. Research and development expenses increased to ILS 61.4 million as the CB-214 study reached full enrolment and the manufacturing of CB-307 clinical material was scaled up. We ended the year with cash, cash equivalents and short-term deposits of ILS 212.4 million (2024: ILS 248.9 million), which we expect to fund our operations into the third quarter of 2028.",
    ),
    (
        "p",
        "I would like to thank our employees, the investigators at our 31 clinical sites and, above all, the patients who take part in our studies. - Dr. Noa Ben-Ami, Chief Executive Officer",
    ),
    ("h", "Selected financial data"),
    (
        "p",
        "The table below is derived from the audited consolidated financial statements for the years ended 31 December. Amounts are in thousands of ILS; amounts in parentheses are losses.",
    ),
    (
        "table",
        """
Consolidated statement of operations (ILS thousands)
                                          2025        2024        2023
Revenues from collaboration             18,420      12,960       8,105
Research and development expenses       61,380      54,220      47,900
General and administrative expenses     14,760      13,310      12,040
Total operating expenses                76,140      67,530      59,940
Operating loss                         (57,720)    (54,570)    (51,835)
Finance income, net                      3,115       2,480       1,920
Net loss                               (54,605)    (52,090)    (49,915)
Basic and diluted loss per share (ILS)   (1.38)      (1.41)      (1.52)
""",
    ),
    (
        "note",
        "Finance income consists mainly of interest on shekel and US-dollar deposits, net of exchange-rate differences. Share-based compensation of ILS 6,210 thousand (2024: ILS 5,480 thousand) is included in operating expenses.",
    ),
    ("h", "Liquidity and capital resources"),
    (
        "p",
        "Net cash used in operating activities amounted to ILS 49.7 million in 2025 (2024: ILS 46.2 million). In June 2025 we completed a registered direct offering with net proceeds of ILS 13.0 million. Capital expenditure was ILS 1.1 million, mainly for the laboratory expansion, and exchange-rate differences on cash balances added ILS 1.3 million. We have no bank debt.",
    ),
    ("h", "Collaboration with Galil Pharma"),
    (
        "p",
        "Under the licence agreement signed in 2022, Galil Pharma holds the commercial rights to CB-214 in Israel and in selected markets in Eastern Europe. Galil Pharma bears 40% of the global development costs of CB-214, up to a cap of ILS 30 million per year, and Carmel is eligible for development and regulatory milestones of up to ILS 95 million in aggregate as well as tiered royalties on net sales in the licensed territory.",
    ),
    ("h", "People"),
    (
        "p",
        "At 31 December 2025 the company employed 96 people (2024: 84), of whom 71 work in research and development. Our laboratory in Rehovot was expanded by 1,200 square metres during the year, and we opened a small clinical operations office in Warsaw.",
    ),
    ("h", "Outlook for 2026"),
    (
        "p",
        "For 2026 we expect research and development expenses of between ILS 68 million and ILS 74 million and general and administrative expenses of approximately ILS 16 million. Topline data from the CB-214 Phase 2 study are expected in the second half of 2026, and single-ascending-dose data for CB-307 in the third quarter of 2026.",
    ),
    (
        "note",
        "This report contains forward-looking statements. Actual results may differ materially from those expressed or implied, including as a result of the risks described in our periodic reports filed with the Israel Securities Authority.",
    ),
]

# --------------------------------------------------------------- shipping-aegean
DOCS["shipping-aegean/docs/q2-2025-interim-report.pdf"] = [
    (
        "title",
        "Aegean Meridian Shipping Inc. - Interim Report for the Second Quarter and First Half of 2025",
    ),
    ("sub", "Piraeus, 6 August 2025 | NYSE: AEMS | Unaudited | Amounts in US dollars"),
    ("h", "Highlights"),
    (
        "p",
        "- Voyage revenues of $48.3 million in Q2 2025 (Q2 2024: $52.8 million) and $91.2 million in H1 2025 (H1 2024: $99.9 million).",
    ),
    ("p", "- EBITDA of $19.9 million in Q2 2025 and $36.0 million in the first half of the year."),
    (
        "p",
        "- Net loss of $0.7 million in Q2 2025, compared with net income of $8.6 million in Q2 2024, after a loss of $4.95 million on the sale of the Kalliopi M.",
    ),
    (
        "p",
        "- Fleet-wide time-charter equivalent (TCE) rate of $15,100 per day in Q2 2025 (Q2 2024: $16,820 per day).",
    ),
    (
        "p",
        "- Delivery of two newbuild Ultramax vessels, the Ionian Star and the Despina Anastasía; fleet of 28 vessels at 30 June 2025.",
    ),
    ("h", "Management commentary"),
    (
        "p",
        "Charter rates for Supramax and Ultramax vessels softened during the second quarter as grain exports from the Black Sea region slowed and Chinese steel production fell. Our fleet utilisation was 97.8% in the quarter (Q2 2024: 98.4%), with 55 off-hire days, of which 38 related to the scheduled dry-dockings of the Theodora K and the Ágios Nikólaos.",
    ),
    (
        "p",
        "On 22 May 2025 we delivered the Kalliopi M, a 2006-built Supramax, to her new owners for $11.2 million. Because the vessel's book value at the date of sale was $16.15 million, we recorded a loss on sale of $4.95 million in the second quarter. The sale removes our oldest vessel from the fleet and avoids a special survey that would have cost an estimated $2.8 million. Excluding the loss on sale, net income for the quarter would have been $4.3 million.",
    ),
    (
        "p",
        "Vessel operating expenses averaged $5,402 per ownership day in Q2 2025 against $5,625 a year earlier, helped by lower crew travel costs and the first full quarter of our new lubricant supply agreement.",
    ),
    ("h", "Financial statements"),
    (
        "table",
        """
Condensed consolidated statement of operations (in thousands of US dollars)
                                  Q2 2025    Q2 2024    H1 2025    H1 2024
Voyage revenues                    48,310     52,775     91,240     99,860
Voyage expenses                   (11,240)   (12,105)   (21,860)   (22,950)
Vessel operating expenses         (13,560)   (13,820)   (26,310)   (26,020)
General and administrative         (3,630)    (3,440)    (7,110)    (6,770)
EBITDA (1)                         19,880     23,410     35,960     44,120
Depreciation and amortisation      (9,420)    (8,950)   (18,710)   (17,830)
Loss on sale of vessel             (4,950)          -     (4,950)          -
Operating income (EBIT)             5,510     14,460     12,300     26,290
Interest and finance costs, net    (6,180)    (5,870)   (12,540)   (11,420)
Net income / (loss)                  (670)     8,590       (240)    14,870
Earnings / (loss) per share ($)     (0.02)      0.21      (0.01)      0.36
""",
    ),
    (
        "note",
        "(1) EBITDA is a non-GAAP measure. The company defines EBITDA as operating income before depreciation and amortisation and before gains or losses on the sale of vessels.",
    ),
    (
        "table",
        """
Fleet data                        Q2 2025    Q2 2024    H1 2025    H1 2024
Vessels at period end                  28         27         28         27
Ownership days                      2,510      2,457      4,940      4,914
Available days                      2,455      2,418      4,837      4,826
Fleet utilisation (%)                97.8       98.4       97.9       98.2
TCE rate ($ per day)               15,100     16,820     14,344     15,937
Daily vessel opex ($)               5,402      5,625      5,326      5,295
""",
    ),
    ("h", "Balance sheet and capital allocation"),
    (
        "p",
        "At 30 June 2025 cash and cash equivalents were $64.3 million and total debt was $412.7 million, including $58.0 million drawn to finance the two newbuild deliveries. Our loan agreements limit dividend payments to 50% of net income for the preceding quarter. Given the net loss in the second quarter, the Board has decided not to declare a dividend for Q2 2025 (Q2 2024: $0.10 per share).",
    ),
    ("h", "Outlook"),
    (
        "p",
        "As of 31 July 2025 we had fixed 62% of our available days for the third quarter of 2025 at an average TCE rate of $15,400 per day. The Ionian Star and the Despina Anastasía are expected to contribute fully from the third quarter. These statements are forward-looking and actual results may differ.",
    ),
]
# --------------------------------------------------------- hotels-marina-lantern
DOCS["hotels-marina-lantern/docs/annual-report-fy2025.pdf"] = [
    (
        "title",
        "Marina Lantern Hospitality Trust - Annual Report for the financial year ended 30 June 2025",
    ),
    (
        "sub",
        "Managed by Marina Lantern Hospitality Management Pte. Ltd. | Listed on the Singapore Exchange | Amounts in Singapore dollars (S$)",
    ),
    ("h", "Chairman's message"),
    (
        "p",
        "Dear unitholders, the year under review was the first full year in which all five of our hotels traded without renovation works. Average occupancy across the portfolio was 86.4% for the year (previous year: 83.9%), and revenue per available room (RevPAR) rose to S$231 from S$219. Average daily rates held up well in Singapore, where a busy calendar of concerts, conventions and the return of long-haul leisure travellers supported demand throughout the year.",
    ),
    (
        "p",
        "Our two Singapore hotels, which account for 45% of our rooms, delivered the strongest growth. Kuala Lumpur and Bangkok continued their steady recovery, while the Osaka hotel faced new competition in the Namba district and a weaker yen, which reduced its contribution in Singapore-dollar terms and led to a lower valuation at the end of the year.",
    ),
    (
        "p",
        "The Manager continued its disciplined approach to capital management. We refinanced S$120 million of borrowings ahead of maturity, extended the weighted average debt maturity to 3.3 years and kept aggregate leverage below 40%, leaving headroom for selective acquisitions.",
    ),
    (
        "p",
        "On behalf of the Board, I thank our unitholders, hotel operators, lenders and the 1,460 hotel employees across our portfolio for their support. - Tan Wei Ming, Chairman",
    ),
    ("h", "Portfolio overview"),
    (
        "table",
        """
Hotel                            Location       Rooms  Tenure              Operator
Marina Lantern Hotel Singapore   Singapore        612  Leasehold to 2089   Lantern Hotels
Lantern Quay Suites              Singapore        348  Leasehold to 2094   Lantern Hotels
Lantern Bukit Bintang            Kuala Lumpur     486  Freehold            Lantern Hotels
Lantern Riverside Bangkok        Bangkok          402  Leasehold to 2071   Siam Riverside
Lantern Namba Osaka              Osaka            300  Freehold            Kansai Hotel Ptnrs
Total                                           2,148
""",
    ),
    (
        "p",
        "All hotels are operated under management agreements with fees based on gross operating revenue and gross operating profit. The master lease for the Bangkok hotel includes a fixed rent component that provides downside protection of about S$6 million a year.",
    ),
    ("h", "Operating performance by market"),
    (
        "table",
        """
Market           Rooms   Occupancy (%)        Average daily rate (S$)
                         Year   Prior year    Year   Prior year
Singapore          960   89.7       87.2       296         290
Kuala Lumpur       486   84.1       81.0       214         210
Bangkok            402   81.9       79.4       193         189
Osaka              300   85.3       83.8       352         335
""",
    ),
    (
        "note",
        "Market figures are for the year under review and the prior year. Portfolio averages are weighted by available room nights.",
    ),
    ("h", "Sustainability"),
    (
        "p",
        "Energy intensity across the portfolio fell to 238 kWh per square metre (previous year: 251 kWh), helped by chiller replacements in Singapore and rooftop solar panels in Bangkok. Two of our hotels achieved Green Mark Platinum certification, and we aim to reduce scope 1 and 2 emissions by 40% by 2030 against the 2019 baseline.",
    ),
    ("h", "Outlook"),
    (
        "p",
        "The Manager expects portfolio RevPAR to grow by 3% to 5% in the financial year ending 30 June 2026. Hotel supply in Kuala Lumpur and Osaka will increase, and interest costs are expected to remain elevated. The Manager will consider recycling capital from mature assets into hotels in Tokyo and Seoul.",
    ),
]

# ---------------------------------------------------------------- cement-kuzeytas
DOCS["cement-kuzeytas/docs/annual-results-2024.pdf"] = [
    ("title", "Kuzeytas Cimento Sanayi A.S. - 2024 Annual Results"),
    (
        "sub",
        "Borsa Istanbul: KZYCM | Samsun, 4 March 2025 | Amounts in TRY million, expressed in the purchasing power of the Turkish lira at 31 December 2024 in accordance with IAS 29",
    ),
    ("h", "Overview"),
    (
        "p",
        "Kuzeytas Cimento operates three integrated cement plants in Samsun, Sinop and Kastamonu and eleven ready-mixed concrete facilities along the Black Sea coast of Turkey. In 2024 the company sold 5.3 million tonnes of cement, of which 1.4 million tonnes were exported, mainly to Georgia, Romania and West Africa.",
    ),
    (
        "p",
        "Revenue increased to TRY 18,640 million (2023: TRY 17,905 million). Domestic prices rose broadly in line with inflation, but energy and logistics costs rose faster, so EBITDA declined to TRY 4,215 million and the EBITDA margin fell to 22.6% from 24.6%. Net profit was TRY 2,380 million (2023: TRY 2,514 million), including a loss on the net monetary position of TRY 312 million.",
    ),
    ("h", "Key figures"),
    (
        "table",
        """
Key figures (TRY million)                      2024        2023
Revenue                                      18,640      17,905
Gross profit                                  5,218       5,377
EBITDA                                        4,215       4,402
EBITDA margin (%)                              22.6        24.6
Operating profit                              3,391       3,610
Net monetary position gain / (loss)            (312)       (448)
Net profit                                    2,380       2,514
Capital expenditure                             946         812
Net debt / (net cash)                          (420)        385
""",
    ),
    (
        "table",
        """
Operational data                               2024        2023
Clinker production (million tonnes)             4.1         4.3
Cement sales (million tonnes)                   5.3         5.1
  of which domestic                             3.9         3.8
  of which export                               1.4         1.3
Ready-mixed concrete sales (million m3)         2.2         2.4
Thermal substitution rate (%)                  14.8        11.2
Employees at year-end                         1,684       1,702
""",
    ),
    (
        "note",
        "Comparative figures for 2023 have been re-expressed in the purchasing power of the Turkish lira at 31 December 2024. Operational data are not affected by inflation accounting.",
    ),
    ("h", "Energy and sustainability"),
    (
        "p",
        "The share of alternative fuels in kiln fuel consumption, measured as the thermal substitution rate, rose to 14.8% after the commissioning of a shredder for refuse-derived fuel at the Samsun plant. Specific net CO2 emissions fell to 612 kg per tonne of cementitious product. A 9 MW waste-heat recovery unit at the Sinop plant is under construction.",
    ),
    ("h", "Dividend"),
    (
        "p",
        "The Board of Directors will propose to the General Assembly a gross cash dividend of TRY 3.10 per share, corresponding to a payout ratio of 35% of distributable net profit.",
    ),
    ("h", "Outlook for 2025"),
    (
        "p",
        "Management expects domestic cement demand to grow by 3% to 5% in 2025, supported by reconstruction in the earthquake region and housing projects, and plans capital expenditure of about TRY 1,150 million, mainly for the waste-heat recovery unit and a new clinker cooler in Kastamonu. Export volumes are expected to remain stable.",
    ),
]

# ------------------------------------------------------------------- saas-lumora
DOCS["saas-lumora/docs/form-10k-excerpt-fy2025.pdf"] = [
    (
        "title",
        "Lumora Software, Inc. - Form 10-K (excerpt) for the fiscal year ended September 30, 2025",
    ),
    (
        "sub",
        "Commission file number 001-40xxx | Incorporated in Delaware | Headquarters: Austin, Texas",
    ),
    ("h", "Item 1. Business"),
    (
        "p",
        "Lumora provides a cloud platform that field-service companies use to schedule technicians, manage work orders, quote and invoice jobs and track assets at customer sites. Our customers range from small plumbing and HVAC contractors to utilities and telecommunications providers with tens of thousands of technicians. We sell subscriptions, typically with annual or multi-year terms, and provide implementation and training services.",
    ),
    (
        "p",
        "Our fiscal year ends on September 30. References to fiscal 2025, fiscal 2024 and fiscal 2023 refer to the fiscal years ended September 30, 2025, 2024 and 2023, respectively. As of September 30, 2025, we had 1,870 full-time employees, compared with 1,725 a year earlier, of whom 38% work in research and development.",
    ),
    ("h", "Item 7. Management's Discussion and Analysis - Results of operations"),
    (
        "table",
        """
(in thousands of US dollars)             Fiscal 2025   Fiscal 2024   Fiscal 2023
Revenue
  Subscription                               371,640       305,220       239,770
  Professional services                       29,870        31,460        29,170
Total revenue                                401,510       336,680       268,940
Cost of revenue                               99,980        90,570        76,760
Gross profit                                 301,530       246,110       192,180
Operating expenses
  Research and development                   118,240       104,310        96,880
  Sales and marketing                        149,670       138,550       129,410
  General and administrative                  55,080        51,640        47,330
Total operating expenses                     322,990       294,500       273,620
Loss from operations                         (21,460)      (48,390)      (81,440)
Other income, net                             10,150         9,040         6,210
Provision for income taxes                    (1,530)       (1,670)       (1,180)
Net loss                                     (12,840)      (41,020)      (76,410)
""",
    ),
    (
        "p",
        "Total revenue increased $64.8 million, or 19%, in fiscal 2025, driven by new customers in the utilities vertical and by expansion within existing customers. Professional services revenue declined as more customers used our partner network for implementations.",
    ),
    (
        "p",
        "Research and development expenses increased $13.9 million, or 13%, primarily due to higher headcount for our AI scheduling assistant and the move of our data platform to a new cloud region. Sales and marketing expenses increased $11.1 million, or 8%, while sales and marketing as a percentage of revenue fell to 37% from 41%.",
    ),
    ("h", "Revenue by geography"),
    (
        "table",
        """
(in thousands of US dollars)             Fiscal 2025   Fiscal 2024
Americas                                     268,610       231,940
Europe, Middle East and Africa                98,760        78,310
Asia Pacific                                  34,140        26,430
Total                                        401,510       336,680
""",
    ),
    ("h", "Liquidity and capital resources"),
    (
        "p",
        "As of September 30, 2025, we had cash, cash equivalents and marketable securities of $512.4 million. Our revolving credit facility permits borrowings of up to $150 million; no amounts were outstanding at the end of fiscal 2025. Our convertible senior notes of $345 million mature in 2027.",
    ),
    ("h", "Item 1A. Risk factors (summary)"),
    (
        "p",
        "Our revenue growth may slow as the market for field-service software matures; we have a history of losses and may not achieve GAAP profitability; a significant portion of our revenue comes from customers in cyclical industries; our use of artificial intelligence in scheduling features exposes us to new regulatory requirements; and interruptions at our third-party cloud providers could harm our business.",
    ),
]

# ---------------------------------------------------------------- brewery-kowhai
DOCS["brewery-kowhai/docs/annual-report-fy2025.pdf"] = [
    ("title", "Kowhai Brewing Company Limited - Annual Report for the year ended 30 June 2025"),
    (
        "sub",
        "NZX: KBC | Tauranga, New Zealand | All amounts in New Zealand dollars ($) unless stated otherwise",
    ),
    ("h", "Chair and Chief Executive's report"),
    (
        "p",
        "Kowhai sold 412,000 hectolitres of beer, cider and ready-to-drink beverages in the 2025 financial year, 5.8% more than the 389,500 hectolitres sold in the 2024 financial year. Revenue grew 8.4% to $186.4 million, helped by price increases of around 3% and by strong growth in cider, where our Orchard Road range became the second-largest craft cider brand in New Zealand supermarkets.",
    ),
    (
        "p",
        "EBITDA rose to $31.2 million, but our EBITDA margin slipped because excise duty, aluminium cans and freight all cost more, and because we chose not to pass on the full increase to our customers. Net profit after tax fell to $11.4 million from $11.9 million, as interest costs increased following the drawdown of our new bank facility for the Tauranga canning hall.",
    ),
    (
        "p",
        "The Board has declared a final dividend of 4.0 cents per share, bringing total dividends for the year to 7.0 cents per share (2024: 7.0 cents). - Hemi Walker, Chair, and Mere Tuhoe, Chief Executive",
    ),
    ("h", "Financial summary"),
    (
        "table",
        """
Income statement summary ($000)              FY2025       FY2024
Revenue (excluding excise)                  186,420      171,930
Cost of sales                              (108,120)     (98,680)
Gross profit                                 78,300       73,250
Selling, distribution and administration    (47,060)     (43,380)
EBITDA                                       31,240       29,870
Depreciation and amortisation               (11,625)     (10,850)
EBIT                                         19,615       19,020
Net interest expense                         (3,810)      (2,480)
Income tax expense                           (4,425)      (4,630)
Net profit after tax                         11,380       11,910
Earnings per share (cents)                     11.2         11.7
""",
    ),
    (
        "table",
        """
Segment revenue ($000)                       FY2025       FY2024
Beer                                        121,840      116,310
Cider and RTD                                44,970       36,820
Hospitality (brewpubs)                       19,610       18,800
Total                                       186,420      171,930
""",
    ),
    (
        "note",
        "Revenue is shown net of excise duty. Excise duty paid to the New Zealand Customs Service of $52.7 million (FY2024: $48.1 million) is excluded from revenue. FY2025 is the year from 1 July 2024 to 30 June 2025.",
    ),
    ("h", "Balance sheet and funding"),
    (
        "p",
        "Net debt was $58.3 million at 30 June 2025 (30 June 2024: $41.6 million). Our banking covenants require net debt to be no more than 3.0 times EBITDA; at year-end the ratio was 1.9 times. The new canning hall in Tauranga was completed in April 2025, on budget, and has capacity for 120 million cans a year.",
    ),
    ("h", "People and community"),
    (
        "p",
        "We employed 342 full-time equivalent staff at 30 June 2025 (2024: 331), including 96 in our brewpubs. Through the Kowhai Fund we donated $410,000 to community sports clubs and to the restoration of native bush around the Kaimai Range.",
    ),
    ("h", "Brewpubs"),
    (
        "p",
        "Our hospitality segment operates five brewpubs. Revenue rose 4.3% despite the sale of the Te Aro Taphouse in Wellington in May 2025; the remaining venues in Tauranga, Hamilton, Rotorua, Napier and Auckland all traded ahead of the prior year.",
    ),
    ("h", "Outlook"),
    (
        "p",
        "For the year ending 30 June 2026 we expect volume growth of 3% to 5% and EBITDA of $33–35 million, assuming no further increase in excise duty beyond the annual inflation adjustment. Our strategy to FY2028 will be presented at an investor day in September 2025.",
    ),
]

# ------------------------------------------------------------------- ferry-eyjar
DOCS["ferry-eyjar/docs/annual-report-2024.pdf"] = [
    ("title", "Eyjaferjur hf. - Annual Report 2024"),
    (
        "sub",
        "Ferry services to the Westman Islands and across Breiðafjörður | Reykjavík | Amounts in ISK million unless stated otherwise",
    ),
    ("h", "Chief Executive's review"),
    (
        "p",
        "Eyjaferjur carried 612,400 passengers in 2024, 4.2% more than the 587,900 carried in 2023, and 148,300 vehicles (2023: 141,700). Growth came mainly from the Westman Islands route, where our new hybrid ferry Þórunn entered service on 15 March 2024 and allowed us to add two daily summer departures between Landeyjahöfn and Vestmannaeyjar.",
    ),
    (
        "p",
        "Operating revenue amounted to ISK 4,912 million (2023: ISK 4,586 million), of which ISK 1,480 million was the public service payment from the state under the 2021-2025 service contract. EBITDA was ISK 1,036 million and operating profit (EBIT) ISK 412 million. After net finance costs of ISK 498 million, mainly interest and indexation on the krona-denominated loans that financed the Þórunn, the company reported a net loss of ISK 86 million (2023: net profit of ISK 57 million).",
    ),
    (
        "p",
        "Depreciation rose to ISK 624 million because 2024 was the first full year of depreciation on the new ferry, which cost ISK 5,350 million. The ageing Ægisborg is now used mainly as a reserve vessel and on the winter route from Þorlákshöfn when Landeyjahöfn harbour is closed by sand. - Sigríður Þórðardóttir, Chief Executive",
    ),
    ("h", "Income statement"),
    (
        "table",
        """
Income statement (ISK million)               2024        2023
Ticket and vehicle fares                    3,041       2,862
Public service payment                      1,480       1,420
Catering and other revenue                    391         304
Operating revenue                           4,912       4,586
Fuel and electricity                         (986)       (948)
Wages and salaries                         (1,874)     (1,712)
Maintenance and port fees                    (612)       (598)
Other operating expenses                     (404)       (376)
EBITDA                                      1,036         952
Depreciation                                 (624)       (431)
EBIT                                          412         521
Net finance costs                            (498)       (464)
Net result                                    (86)         57
""",
    ),
    (
        "note",
        "The company is exempt from income tax on its public service activities; no tax expense arose in either year.",
    ),
    ("h", "Traffic by route"),
    (
        "table",
        """
Route                                  Passengers   Passengers   Sailings
                                             2024         2023       2024
Landeyjahöfn - Vestmannaeyjar             478,600      459,200      3,412
Þorlákshöfn - Vestmannaeyjar               41,300       44,800        298
Stykkishólmur - Brjánslækur                92,500       83,900        726
Total                                     612,400      587,900      4,436
""",
    ),
    (
        "p",
        "Landeyjahöfn harbour was closed by sand for 37 days during the winter (2023: 52 days), during which the Westman Islands service sailed from Þorlákshöfn, a crossing of almost three hours instead of 35 minutes. The Breiðafjörður route via Flatey recorded its best year ever, helped by cruise passengers and cyclists.",
    ),
    ("h", "Fuel and emissions"),
    (
        "p",
        "The Þórunn charges from shore power in Vestmannaeyjar and sails about 70% of its crossings on battery power. Fuel consumption across the fleet fell by 9% to 4,120 tonnes, and carbon dioxide emissions fell to 13,100 tonnes. Electricity costs are included in fuel and electricity.",
    ),
    ("h", "Outlook"),
    (
        "p",
        "The current service contract with the state expires at the end of 2025. Negotiations on a new five-year contract, which is expected to require a zero-emission vessel on the Breiðafjörður route, are under way. For 2025 we expect passenger numbers to grow by 2% to 4%.",
    ),
]

# --------------------------------------------------------------- museum-pornivec
DOCS["museum-pornivec/docs/rapport-activite-2024.pdf"] = [
    ("title", "Musée des Phares de Pornivec - Rapport d'activité 2024"),
    (
        "sub",
        "Association de gestion du Musée des Phares | Pornivec (Loire-Atlantique) | Montants en euros",
    ),
    ("h", "Le mot de la présidente"),
    (
        "p",
        "Cette année, le musée a accueilli 148 620 visiteurs, contre 139 410 l'an dernier, soit une progression de 6,6 %. Ce résultat est le meilleur depuis la réouverture du musée après travaux. L'exposition temporaire « Fresnel, l'oeil du phare » a attiré à elle seule 51 800 visiteurs entre avril et novembre, et les visites nocturnes de la tour du phare ont affiché complet tout l'été.",
    ),
    (
        "p",
        "Les recettes de fonctionnement ont atteint 3 420 k€, et l'exercice se termine par un léger excédent de 35 k€. Je remercie la commune de Pornivec, le département, nos mécènes et les 64 bénévoles qui accompagnent l'équipe salariée. - Hélène Le Goff, présidente",
    ),
    ("h", "Fréquentation"),
    (
        "table",
        """
Fréquentation (entrées)                       Exercice   Exercice précédent
Entrées plein tarif                             71 240          68 930
Entrées tarif réduit                            29 870          27 450
Gratuités (moins de 12 ans, scolaires)          47 510          43 030
Total des entrées                              148 620         139 410
""",
    ),
    (
        "p",
        "Le plein tarif était de 9,50 € (exercice précédent : 9,00 €) et le tarif réduit de 6,50 € (exercice précédent : 6,00 €). Les groupes scolaires représentent 18 400 des entrées gratuites. La part des visiteurs venant de l'étranger est estimée à 14 %, principalement du Royaume-Uni, d'Allemagne et de Belgique.",
    ),
    ("h", "Comptes de l'exercice"),
    (
        "table",
        """
Recettes de fonctionnement (k€)               Exercice   Exercice précédent
Billetterie                                        871             785
Boutique et librairie                              312             284
Subvention de la commune de Pornivec             1 650           1 580
Subvention du département                          340             340
Mécénat et partenariats                            128             115
Locations d'espaces et recettes diverses           119             106
Total des recettes                               3 420           3 210

Dépenses de fonctionnement (k€)
Personnel                                        1 860           1 772
Expositions et médiation                           520             498
Entretien du bâtiment et du phare                  610             571
Autres charges                                     395             382
Total des dépenses                               3 385           3 223
Résultat de l'exercice                              35             (13)
""",
    ),
    (
        "note",
        "Les subventions d'investissement ne figurent pas dans ce tableau. L'association emploie 22 salariés (18,4 équivalents temps plein).",
    ),
    ("h", "Collections et recherche"),
    (
        "p",
        "Le musée a acquis une lentille de Fresnel de troisième ordre provenant du phare de l'île de Groix, restaurée grâce au mécénat d'une fondation régionale. L'inventaire numérique des collections atteint désormais 8 240 objets, dont 1 150 sont consultables en ligne.",
    ),
    ("h", "Perspectives"),
    (
        "p",
        "Pour l'an prochain, le musée prépare l'exposition « Gardiens de lumière », consacrée aux derniers gardiens de phare de la côte atlantique. L'état de la lanterne du phare-musée sera examiné par un bureau d'études spécialisé au printemps.",
    ),
]

# --------------------------------------------------------- bicycles-van-rijswijk
DOCS["bicycles-van-rijswijk/docs/trading-update-q1-2025.pdf"] = [
    ("title", "Van Rijswijk Rijwielen B.V. - Trading update first quarter 2025"),
    ("sub", "Zwolle, the Netherlands, 24 April 2025 | Unaudited | Amounts in EUR"),
    ("h", "Summary"),
    (
        "p",
        "Revenue for the first quarter of 2025 amounted to EUR 31.9 million, 10.4% below the EUR 35.6 million recorded in the first quarter of 2024. Unit sales fell to 13,240 bicycles (Q1 2024: 15,010). E-bikes accounted for 71% of units sold, against 66% a year earlier, which supported the average selling price.",
    ),
    (
        "p",
        "The order book from dealers for the spring season stood at 9,870 bicycles at 31 March 2025, 6% higher than a year earlier - the first year-on-year increase in eight quarters. Dealer inventories of our brands are now back at normal levels in the Netherlands, although discounting by competitors in Germany continues.",
    ),
    ("h", "Closure of the Roeselare assembly plant"),
    (
        "p",
        "In February 2025 we announced the closure of our assembly plant in Roeselare, Belgium, by the end of September 2025. Production will be concentrated in Zwolle, which has sufficient capacity after the efficiency programme of 2024. Around 85 positions are affected. We recorded restructuring costs of EUR 3.1 million in the first quarter; further costs of EUR 0.5 million to EUR 0.8 million are expected in the second and third quarters. The closure is expected to save EUR 2.4 million a year from 2026.",
    ),
    ("h", "Key figures"),
    (
        "table",
        """
(EUR million unless stated)                 Q1 2025     Q1 2024
Revenue                                        31.9        35.6
Gross margin (%)                               28.4        27.1
EBITDA before restructuring                     0.8         1.3
Restructuring costs                            (3.1)          -
EBITDA                                         (2.3)        1.3
Bicycles sold (units)                        13,240      15,010
Order book at 31 March (units)                9,870       9,310
Net debt at end of period                      41.7        33.9
Employees at end of period (FTE)                598         655
""",
    ),
    ("h", "Financing"),
    (
        "p",
        "Our banks have agreed to waive the leverage covenant for the test dates of 30 June and 31 December 2025. In return, the interest margin on the revolving credit facility of EUR 55 million increases by 0.75 percentage points and the company will not pay a dividend for 2025.",
    ),
    ("h", "Outlook"),
    (
        "p",
        "We reiterate our guidance of full-year 2025 revenue of between EUR 140 million and EUR 150 million. We expect EBITDA before restructuring to be positive for the full year, and we are aiming for a positive operating result (EBIT) in 2026.",
    ),
]

# ------------------------------------------------------------------ solar-haenam
DOCS["solar-haenam/docs/annual-report-2024.pdf"] = [
    ("title", "Haenam Sunfield Energy Co., Ltd. - Annual Report 2024"),
    (
        "sub",
        "KOSDAQ-listed | Haenam-gun, South Jeolla Province, Republic of Korea | Published 28 March 2025 | Amounts in Korean won (KRW)",
    ),
    ("h", "Message from the Chief Executive Officer"),
    (
        "p",
        "In 2024 our nine solar parks in South Jeolla Province generated 548.2 GWh of electricity, 8.8% more than the 503.9 GWh generated in 2023, thanks to higher solar irradiation and the first full year of operation of the Jindo park. Our installed capacity was unchanged at 412.0 MWp.",
    ),
    (
        "p",
        "Revenue rose to KRW 84.6 billion (2023: KRW 79.3 billion). EBITDA was KRW 61.2 billion and operating profit KRW 38.7 billion, while net income attributable to shareholders reached KRW 19.4 billion (2023: KRW 17.8 billion). The average system marginal price (SMP) fell to KRW 128 per kWh from KRW 167, but higher prices for renewable energy certificates (RECs) more than offset the decline. - Park Ji-won, Chief Executive Officer",
    ),
    ("h", "Generation by park"),
    (
        "table",
        """
Park             Capacity   Generation 2024   Generation 2023   Commissioned
                  (MWp)          (GWh)             (GWh)
Haenam-1           62.0           84.0              83.1             2016
Haenam-2           48.5           64.6              63.6             2018
Yeongam            55.0           73.9              72.7             2017
Sinan-Docho        44.0           58.0              57.2             2019
Jindo              74.0           96.4              58.0             2023
Goheung            40.5           54.5              53.8             2020
Wando              33.0           43.9              43.3             2020
Muan               30.0           39.7              39.2             2021
Boseong            25.0           33.2              33.0             2021
Total             412.0          548.2             503.9
""",
    ),
    (
        "note",
        "Jindo was commissioned in April 2023; 2023 generation therefore covers about nine months. Generation is measured at the grid connection point.",
    ),
    ("h", "Financial summary"),
    (
        "table",
        """
(KRW billion)                              2024        2023
Revenue                                    84.6        79.3
  Electricity sales at SMP                 51.8        52.4
  Sales of RECs                            32.8        26.9
EBITDA                                     61.2        57.0
Operating profit                           38.7        35.9
Finance costs                             (14.2)      (14.9)
Net income attributable to shareholders    19.4        17.8
Net debt at year-end                      402.5       431.0
""",
    ),
    (
        "p",
        "Operating profit is stated after depreciation of KRW 22.5 billion (2023: KRW 21.1 billion). Net debt fell as we repaid KRW 31 billion of project loans. Our project finance agreements require a debt service coverage ratio of at least 1.20 times; the lowest ratio across our project companies in 2024 was 1.34 times.",
    ),
    ("h", "Growth project: Sinan-2"),
    (
        "p",
        "The board has approved the Sinan-2 project, a 60 MWp park on reclaimed land in Sinan County with a 20-year fixed-price contract for electricity and RECs. Construction is scheduled to begin in the first quarter of 2025, with an estimated investment of KRW 72 billion to KRW 78 billion, and commercial operation is targeted for the fourth quarter of 2025.",
    ),
    ("h", "Outlook"),
    (
        "p",
        "For 2025 we expect generation from our existing parks of 520 GWh to 540 GWh, depending on irradiation and grid curtailment, which has been increasing in South Jeolla Province as solar capacity outgrows the transmission network.",
    ),
]

# -------------------------------------------------------- transit-port-kessling
DOCS["transit-port-kessling/docs/annual-report-2024.pdf"] = [
    ("title", "Port Kessling Regional Transit Commission - 2024 Annual Report"),
    (
        "sub",
        "Port Kessling, British Columbia | Published 28 May 2025 | Amounts in Canadian dollars",
    ),
    ("h", "Message from the Chair"),
    (
        "p",
        "Ridership recovered strongly in 2024. The system recorded 48.6 million boardings, up 8.2% from 44.9 million in 2023 and close to the pre-pandemic record. The Kessling Line light rail carried more passengers than ever, and the new frequent bus routes 7 and 12 along the waterfront exceeded their first-year targets.",
    ),
    (
        "p",
        "I want to thank our 1,640 employees, the City of Port Kessling and the Province for their continued support. - Amélie Tremblay-Okafor, Chair of the Board",
    ),
    ("h", "Ridership"),
    (
        "table",
        """
Boardings (thousands)                    2024        2023     Change
Bus                                    30,872      28,900      +6.8%
Kessling Line (light rail)             17,200      15,400     +11.7%
AccessRide (paratransit)                  528         600     -12.0%
Total                                  48,600      44,900      +8.2%
""",
    ),
    (
        "p",
        "AccessRide boardings declined 12% after the eligibility reassessment introduced in March 2024 and the shift of many ambulatory clients to the fully accessible conventional bus fleet, which now offers low floors and ramps on every route. Average trip length on AccessRide increased to 11.4 km.",
    ),
    ("h", "Financial results"),
    (
        "table",
        """
Statement of operations (CAD thousands)        2024         2023
Fare revenue                                 92,410       84,960
Advertising and other revenue                 6,240        5,870
Municipal operating subsidy                 168,200      161,500
Provincial operating grant                   41,600       40,100
Total revenue                               308,450      292,430
Operating expenses                         (311,720)    (296,880)
Amortization of tangible capital assets     (48,930)     (46,210)
Capital grants recognized                    44,870       43,150
Annual deficit                               (7,330)      (7,510)
""",
    ),
    (
        "p",
        "The municipal operating subsidy of $168.2 million and the provincial operating grant of $41.6 million together funded 67.3% of operating expenses. The provincial grant is capped at $45 million a year under the current funding agreement, which expires in 2027. Operating expenses rose 5.0%, mainly because of wage increases and the full-year cost of the waterfront routes.",
    ),
    (
        "p",
        "The annual deficit is funded from the Commission's accumulated surplus and does not require additional municipal contributions. Capital spending was $96.4 million, of which $29.7 million was for battery-electric buses and charging infrastructure.",
    ),
    ("h", "Service quality"),
    (
        "p",
        "On-time performance was 88.1% for buses and 96.4% for the Kessling Line. Customer satisfaction, measured by the annual survey of 2,400 riders, was 7.6 out of 10 (2023: 7.3).",
    ),
    ("h", "Looking ahead"),
    (
        "p",
        "The Board has adopted an operating budget for the coming year that includes a fare increase and additional service hours on the busiest bus routes. Construction of the Kessling Line extension to Harbourview is scheduled to start in 2026, subject to federal funding.",
    ),
]


def main() -> None:
    for relpath, blocks in DOCS.items():
        path = build(relpath, blocks)
        print(f"wrote {path.relative_to(HERE)}")


if __name__ == "__main__":
    main()
