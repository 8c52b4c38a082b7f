# ruff: noqa: E501
"""Build every PDF of batch12 with reportlab (deterministic bytes: invariant=1).

Run: .venv/bin/python tests/eval/batch12/make_pdfs.py
"""

from __future__ import annotations

from pathlib import Path

from reportlab.lib.pagesizes import A4
from reportlab.lib.utils import simpleSplit
from reportlab.pdfgen import canvas

HERE = Path(__file__).resolve().parent
MARGIN = 56
WIDTH, HEIGHT = A4


def build(path: Path, blocks: list[tuple[str, object]]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    c = canvas.Canvas(str(path), pagesize=A4, invariant=1)
    c.setTitle(str(blocks[0][1]))
    y = HEIGHT - MARGIN

    def need(height: float) -> None:
        nonlocal y
        if y - height < MARGIN:
            c.showPage()
            y = HEIGHT - MARGIN

    for kind, content in blocks:
        if kind == "title":
            need(30)
            c.setFont("Helvetica-Bold", 15)
            c.drawString(MARGIN, y, str(content))
            y -= 28
        elif kind == "h":
            need(24)
            c.setFont("Helvetica-Bold", 11.5)
            c.drawString(MARGIN, y, str(content))
            y -= 18
        elif kind in ("p", "note"):
            size = 10 if kind == "p" else 8
            lines = simpleSplit(str(content), "Helvetica", size, WIDTH - 2 * MARGIN)
            for line in lines:
                need(size + 4)
                c.setFont("Helvetica", size)
                c.drawString(MARGIN, y, line)
                y -= size + 4
            y -= 6
        elif kind == "table":
            assert isinstance(content, list)
            for line in content:
                need(13)
                c.setFont("Courier", 9)
                c.drawString(MARGIN, y, line)
                y -= 12
            y -= 8
    c.showPage()
    c.save()


DOCS: dict[str, list[tuple[str, object]]] = {}

DOCS["organic-grocer/docs/annual-report-2025.pdf"] = [
    ("title", "Grünfeld Biomarkt GmbH - Annual Report 2025"),
    (
        "p",
        "Grünfeld Biomarkt GmbH operates certified organic supermarkets in five German states. This report covers the financial year 1 January to 31 December 2025. All figures are in EUR million unless stated otherwise; prior-year figures are shown in brackets.",
    ),
    ("h", "1. Business review"),
    (
        "p",
        "Revenue rose to EUR 412.6 million (2024: EUR 371.9 million), an increase of 10.9%. Like-for-like sales in stores open for more than twelve months grew 6.2% (2024: 4.8%), driven by higher footfall and a larger average basket. The store network grew to 118 stores at year end (2024: 109). EBITDA increased to EUR 31.4 million (2024: EUR 27.8 million), while EBIT reached EUR 14.9 million (2024: EUR 12.1 million) after depreciation of right-of-use assets for store leases. Net profit was EUR 8.7 million (2024: EUR 6.9 million).",
    ),
    (
        "p",
        "The average number of full-time equivalent employees was 2,940 (2024: 2,710). Personnel expenses amounted to EUR 96.2 million (2024: EUR 86.5 million), reflecting the increase in the statutory minimum wage and the staffing of new stores. By comparison, the market leader Naturkorb AG reported revenue of EUR 1.9 billion and EBIT of EUR 61 million for 2025 in its preliminary statement.",
    ),
    ("h", "2. Revenue by category"),
    (
        "table",
        [
            "Segment revenue (EUR million)        2025      2024",
            "---------------------------------------------------",
            "Fresh produce                       148.3     131.0",
            "Dairy and chilled                    96.1      88.4",
            "Dry goods                           121.7     110.2",
            "Non-food and personal care           46.5      42.3",
            "---------------------------------------------------",
            "Total                               412.6     371.9",
        ],
    ),
    (
        "p",
        "Fresh produce remained the largest category at 35.9% of revenue. Dairy and chilled benefited from the listing of regional hay-milk products from 31 new partner farms. Non-food grew more slowly as natural cosmetics faced discount competition from drugstore chains.",
    ),
    ("h", "3. Financial position"),
    (
        "table",
        [
            "Key figures (EUR million)            2025      2024",
            "---------------------------------------------------",
            "EBITDA                               31.4      27.8",
            "Depreciation and amortisation       (16.5)    (15.7)",
            "EBIT                                 14.9      12.1",
            "Net finance cost                     (2.6)     (2.4)",
            "Income tax                           (3.6)     (2.8)",
            "Net profit                            8.7       6.9",
            "Capital expenditure                  22.8      19.5",
            "Net debt (excl. leases)              18.4      21.0",
        ],
    ),
    (
        "p",
        "Capital expenditure of EUR 22.8 million related mainly to new stores and to refrigeration upgrades using natural refrigerants. Net debt excluding lease liabilities fell to EUR 18.4 million.",
    ),
    ("h", "4. Outlook"),
    (
        "p",
        "For 2026 management expects revenue between EUR 440 million and EUR 455 million and plans to open ten new stores, most of them in Saxony and Thuringia. EBIT is expected to grow in line with revenue. These statements are forecasts and subject to uncertainty.",
    ),
    (
        "note",
        "Footnote: like-for-like sales exclude stores opened or closed during 2024 or 2025. EBITDA and EBIT are not defined under HGB and are presented as alternative performance measures.",
    ),
]

DOCS["helicopter-operator/docs/annual-report-fy2025-26.pdf"] = [
    ("title", "Nordlys Helikopter AS - Annual Report FY2025/26"),
    (
        "p",
        "Annual report for the financial year ended 31 March 2026 (FY2025/26). Comparative figures relate to the year ended 31 March 2025 (FY2024/25). Amounts are in NOK million unless otherwise stated.",
    ),
    ("h", "Highlights"),
    (
        "p",
        "Operating revenue increased to NOK 1,846 million (FY2024/25: NOK 1,702 million), supported by a new offshore contract in the Barents Sea and higher air-ambulance activity. The fleet flew 21,480 flight hours (FY2024/25: 20,150). EBITDA rose to NOK 402 million (FY2024/25: NOK 371 million) and EBIT to NOK 118 million (FY2024/25: NOK 96 million).",
    ),
    (
        "p",
        "Despite the operational improvement, the company reported a net loss of NOK 23 million for the year, compared with a net profit of NOK 11 million in FY2024/25. The loss is explained by an unrealised currency loss of NOK 74 million on USD-denominated lease liabilities following the weakening of the krone in the autumn of 2025.",
    ),
    ("h", "Revenue by segment"),
    (
        "table",
        [
            "Segment (NOK million)          FY2025/26   FY2024/25",
            "----------------------------------------------------",
            "Offshore transport                 1 012         958",
            "Air ambulance                        566         511",
            "Search and rescue support            187         163",
            "Other/charter                         81          70",
            "----------------------------------------------------",
            "Total                              1 846       1 702",
        ],
    ),
    ("h", "Operations"),
    (
        "p",
        "At 31 March 2026 the fleet comprised 27 helicopters. Technical dispatch reliability was 98.7% (FY2024/25: 98.1%). The company employed 612 people, of whom 188 were pilots and 241 technicians. Two AW169 aircraft were delivered in January 2026 for the regional air-ambulance contract, which runs until 2032 with an option for two further years.",
    ),
    (
        "table",
        [
            "Key figures                    FY2025/26   FY2024/25",
            "----------------------------------------------------",
            "Flight hours                      21 480      20 150",
            "EBITDA (NOK million)                 402         371",
            "EBIT (NOK million)                   118          96",
            "Net result (NOK million)             (23)         11",
            "Employees at year end                612         587",
        ],
    ),
    ("h", "Outlook"),
    (
        "p",
        "For FY2026/27 the board expects operating revenue of NOK 1.9-2.0 billion, assuming contract renewals on the Haltenbanken routes. No dividend is proposed for FY2025/26.",
    ),
    (
        "note",
        "Nordlys Helikopter AS is not related to Nordlys Luftfoto AS, the aerial-survey company based in Bodø.",
    ),
]

DOCS["tyre-recycler/docs/annual-report-2025.pdf"] = [
    ("title", "Rubbercycle Industries Inc. - Annual Report 2025"),
    (
        "p",
        "Rubbercycle Industries Inc. collects end-of-life tyres under provincial stewardship programmes and processes them into crumb rubber, steel and fibre. This report covers the year ended 31 December 2025.",
    ),
    ("h", "Operating review"),
    (
        "p",
        "The company processed the equivalent of 7.8 million passenger tyres in 2025. Tonnage processed rose 9.9% to 86.3 thousand tonnes. The Lévis plant, which received a second cracker mill in March 2025, accounted for most of the increase.",
    ),
    (
        "table",
        [
            "Tonnes processed (thousand)     2025    2024    2023    2022",
            "------------------------------------------------------------",
            "Hamilton, ON                    41.2    38.5    35.9    33.0",
            "Brandon, MB                     18.7    17.9    16.2    14.8",
            "Lévis, QC                       26.4    22.1    19.8    17.5",
            "------------------------------------------------------------",
            "Total                           86.3    78.5    71.9    65.3",
        ],
    ),
    ("h", "Financial results"),
    (
        "p",
        "Revenue increased to CAD 88.9 million from CAD 80.7 million. The company returned to an operating profit after the loss of the previous year, which had been caused by a fire at the Brandon shredding line and the resulting three-month outage.",
    ),
    (
        "table",
        [
            "Statement of operations (in thousands of CAD)    2025       2024",
            "-----------------------------------------------------------------",
            "Crumb rubber sales                            58,420     51,930",
            "Tipping fees                                  24,310     22,870",
            "Steel and fibre by-products                    6,140      5,880",
            "Total revenue                                 88,870     80,680",
            "Operating income (loss)                        4,215     (1,340)",
            "Net income (loss)                              2,070     (3,115)",
        ],
    ),
    (
        "p",
        "Crumb rubber prices averaged CAD 412 per tonne (2024: CAD 398). Tipping fees are set by the provincial stewardship agencies and rose by the indexation clause of 2.1%.",
    ),
    ("h", "Outlook"),
    (
        "p",
        "Management targets 95 thousand tonnes processed in 2026. The planned Hamilton expansion is not expected to contribute before 2027.",
    ),
    (
        "note",
        "Passenger tyre equivalent (PTE): one PTE is assumed to weigh 10 kg. Figures in parentheses are negative.",
    ),
]

DOCS["salmon-smokehouse/docs/annual-report-2025.pdf"] = [
    ("title", "Fjordrøk Røykeri AS - Annual Report 2025"),
    (
        "p",
        "Fjordrøk Røykeri AS smokes and cures Atlantic salmon at its plant in Ålesund and sells to retailers in Norway and to importers in Europe and North America. Figures are for the calendar year 2025 with 2024 in brackets.",
    ),
    ("h", "Board of directors' report"),
    (
        "p",
        "Revenue increased to NOK 486.2 million (NOK 441.7 million). Volume sold was 3,140 tonnes of finished product (2,980 tonnes). EBITDA came to NOK 52.3 million (NOK 47.0 million) and EBIT to NOK 38.9 million (NOK 34.2 million). Profit after tax was NOK 27.1 million (NOK 24.5 million).",
    ),
    (
        "p",
        "Raw material is the largest cost item. The average purchase price for fresh head-on gutted salmon was NOK 96.40 per kg (NOK 88.10 per kg). Raw-material cost rose because biological challenges and lower harvest volumes in Northern Norway tightened the supply of large fish in the first half of the year. Price increases to customers were implemented with a lag of about three months.",
    ),
    ("h", "Volumes by product"),
    (
        "table",
        [
            "Product (tonnes)               2025     2024",
            "--------------------------------------------",
            "Cold-smoked sliced            1,920    1,810",
            "Hot-smoked portions             640      600",
            "Gravlaks                        410      395",
            "Whole sides                     170      175",
            "--------------------------------------------",
            "Total                         3,140    2,980",
        ],
    ),
    ("h", "Employees and environment"),
    (
        "p",
        "The company had 164 employees at year end (158). Energy use per tonne of product fell 6% after the installation of a heat-recovery system on the smoking kilns. The board proposes a dividend of NOK 12 million (NOK 10 million).",
    ),
    ("h", "Outlook"),
    (
        "p",
        "The board expects volumes of about 3,300 tonnes in 2026 and a raw-material price somewhat below the 2025 average.",
    ),
]

DOCS["childrens-publisher/docs/annual-report-2025.pdf"] = [
    ("title", "Bramble Books Ltd - Annual Report 2025"),
    (
        "p",
        "Bramble Books Ltd is an independent children's publisher based in Bristol, England. This report covers the year ended 31 December 2025. Amounts are in GBP.",
    ),
    ("h", "Strategic report"),
    (
        "p",
        "Revenue rose to GBP 23.8 million (2024: GBP 21.5 million). We published 146 new titles (2024: 131) and the backlist - titles more than twelve months old - contributed 62% of revenue. Operating profit was GBP 2.1 million (2024: GBP 1.6 million) and royalties paid to authors and illustrators totalled GBP 3.9 million.",
    ),
    (
        "p",
        "Picture books remained our largest format. Activity and novelty titles grew fastest, helped by the sticker-book spin-offs of The Moonlit Hedgehog. Middle grade fiction benefited from two titles shortlisted for national prizes.",
    ),
    (
        "table",
        [
            "Revenue by format (GBP thousand)     2025      2024",
            "----------------------------------------------------",
            "Picture books                       9,840     8,910",
            "Early readers                       5,120     4,760",
            "Middle grade fiction                6,310     5,690",
            "Activity and novelty                2,530     2,140",
            "----------------------------------------------------",
            "Total                              23,800    21,500",
        ],
    ),
    ("h", "Channels"),
    (
        "p",
        "UK bookshops and chains accounted for 48% of revenue, online retail for 27%, schools and libraries for 14% and export and rights for 11%. Returns were 9.8% of gross sales (2024: 11.2%).",
    ),
    ("h", "Outlook"),
    (
        "p",
        "We plan around 150 new titles in 2026 and expect revenue growth in the mid single digits. Paper prices are expected to be stable.",
    ),
]

DOCS["car-sharing/docs/annual-report-fy2025.pdf"] = [
    ("title", "GoShare Mobility Ltd - Annual Report FY2025"),
    (
        "p",
        "Annual report for the financial year ended 30 June 2025 (FY2025). Comparatives are for FY2024 (year ended 30 June 2024). All amounts are in Australian dollars (A$).",
    ),
    ("h", "Chair and CEO review"),
    (
        "p",
        "Membership grew to 212k at 30 June 2025 (FY2024: 176k). Members made 1.94 million trips. Revenue increased 24% to A$48.6m (FY2024: A$39.2m). Underlying EBITDA was A$6.1m (FY2024: A$1.9m). After depreciation of the vehicle fleet and interest on vehicle financing, the statutory net loss after tax narrowed to A$(2.8)m (FY2024: A$(5.4)m).",
    ),
    (
        "p",
        "The fleet comprised 2,150 vehicles at year end, of which 830 were battery-electric. Average utilisation was 31% of available hours. Damage and cleaning costs fell to A$1.9m thanks to photo check-in at the start of every trip.",
    ),
    ("h", "Revenue by city"),
    (
        "table",
        [
            "Revenue by city (A$'000)       FY2025     FY2024",
            "-------------------------------------------------",
            "Sydney                         21,340     17,420",
            "Melbourne                      15,870     12,910",
            "Brisbane                        6,420      5,180",
            "Perth                           3,210      2,690",
            "Adelaide                        1,760      1,000",
            "-------------------------------------------------",
            "Total                          48,600     39,200",
        ],
    ),
    ("h", "Financial summary"),
    (
        "table",
        [
            "A$m                            FY2025     FY2024",
            "-------------------------------------------------",
            "Revenue                          48.6       39.2",
            "Underlying EBITDA                 6.1        1.9",
            "Depreciation                     (7.3)      (6.2)",
            "Net interest                     (1.6)      (1.1)",
            "Net profit (loss) after tax      (2.8)      (5.4)",
        ],
    ),
    (
        "note",
        "Underlying EBITDA excludes share-based payments and one-off restructuring costs of A$0.4m. Adelaide operations began in October 2023.",
    ),
]

DOCS["quarry/docs/annual-report-2025.pdf"] = [
    ("title", "Highmoor Aggregates plc - Annual Report 2025"),
    (
        "p",
        "Highmoor Aggregates plc operates four hard-rock and sand-and-gravel quarries in northern England and Scotland. Financial year: 1 January to 31 December 2025.",
    ),
    ("h", "Financial review"),
    (
        "p",
        "Revenue increased to GBP 187.4 million (2024: GBP 171.9 million) on sales volumes of 6.42 million tonnes (2024: 6.05 million tonnes). EBITDA was GBP 41.2 million (2024: GBP 37.5 million) and EBIT GBP 24.6 million (2024: GBP 21.8 million). Profit before tax was GBP 19.8 million.",
    ),
    (
        "p",
        "Permitted reserves at year end were 412 million tonnes. The restoration provision stood at GBP 18.3 million. Capital expenditure of GBP 15.6 million included a new primary crusher at Highmoor Edge.",
    ),
    ("h", "Sales volumes"),
    (
        "table",
        [
            "Volumes (thousand tonnes)       2025     2024",
            "---------------------------------------------",
            "Crushed rock                   3,910    3,700",
            "Sand and gravel                1,640    1,580",
            "Asphalt                          620      560",
            "Recycled aggregates              250      210",
            "---------------------------------------------",
            "Total                          6,420    6,050",
        ],
    ),
    ("h", "Safety and environment"),
    (
        "p",
        "The lost-time injury frequency rate was 0.41 per 100,000 hours worked (2024: 0.58). Restoration work was completed on 38 hectares, mainly at Glenmarr, where a former working face has been returned to heath and wetland.",
    ),
    ("h", "Outlook"),
    (
        "p",
        "We expect volumes to grow by 2-4% in 2026, supported by road resurfacing programmes, and aim for an EBITDA margin of at least 22%.",
    ),
]

DOCS["seed-bank/docs/annual-report-2025.pdf"] = [
    ("title", "Meridian Seed Conservation Trust - Annual Report 2025"),
    (
        "p",
        "The Meridian Seed Conservation Trust is a non-profit gene bank that conserves seed of food crops and their wild relatives. This report covers the year ended 31 December 2025. Financial figures are in US dollars.",
    ),
    ("h", "Collections"),
    (
        "p",
        "The collection grew to 148,300 accessions at year end (2024: 139,650), with 8,650 new accessions deposited by national programmes and collecting missions. The Trust carried out 12,400 germination tests. Average viability of tested accessions was 91.3% (prior year: 92.1%), a small decline attributed to the ageing of legume samples collected in the 1990s.",
    ),
    (
        "table",
        [
            "Accessions by crop group        2025       2024",
            "-----------------------------------------------",
            "Cereals                       52,400     49,900",
            "Legumes                       31,800     29,950",
            "Vegetables                    27,600     25,700",
            "Wild relatives                24,100     22,300",
            "Other                         12,400     11,800",
            "-----------------------------------------------",
            "Total                        148,300    139,650",
        ],
    ),
    ("h", "Finances"),
    (
        "p",
        "Income was $11.8 million, of which grants $6.9 million, donations $3.2 million and regeneration and testing services $1.7 million. Expenditure was $12.3 million, leaving a deficit of $0.5 million that was met from reserves. Staff numbered 86 (2024: 81).",
    ),
    ("h", "Looking ahead"),
    (
        "p",
        "The Trust aims to hold 160,000 accessions by the end of 2027 and to regenerate 3,000 low-viability accessions a year.",
    ),
]

DOCS["ropeway-maker/docs/annual-report-fy2024-25.pdf"] = [
    ("title", "Alpenseil Technik AG - Annual Report FY2024/25"),
    (
        "p",
        "Financial year 1 October 2024 to 30 September 2025 (FY2024/25). Comparative figures relate to FY2023/24. Amounts in CHF million unless stated otherwise.",
    ),
    ("h", "Letter to shareholders"),
    (
        "p",
        "Order intake reached CHF 612 million (prior year: CHF 548 million) and revenue CHF 574 million (prior year: CHF 531 million). The order backlog stood at CHF 1.12 billion at 30 September 2025. EBITDA rose to CHF 63.9 million (prior year: CHF 58.1 million) and EBIT to CHF 41.3 million (prior year: CHF 36.8 million).",
    ),
    (
        "p",
        "We completed 23 installations during the year: 9 gondolas, 6 chairlifts, 3 aerial tramways and 5 urban ropeways. Research and development spending amounted to CHF 22.4 million, focused on autonomous operation and the new cabin grip. The group employed 2,380 people at year end.",
    ),
    ("h", "Revenue by region"),
    (
        "table",
        [
            "Revenue by region (CHF m)     FY2024/25   FY2023/24",
            "---------------------------------------------------",
            "Switzerland                         148         139",
            "Rest of Europe                      231         214",
            "North America                        97          88",
            "Asia                                 62          63",
            "Latin America                        36          27",
            "---------------------------------------------------",
            "Total                               574         531",
        ],
    ),
    (
        "p",
        "Latin America grew strongly thanks to urban ropeway projects in Colombia and Ecuador. Asia was flat as a large project in Japan was handed over in the prior year.",
    ),
    (
        "note",
        "EBIT: earnings before interest and taxes. EBITDA: EBIT before depreciation and amortisation.",
    ),
]


def main() -> None:
    for rel, blocks in DOCS.items():
        build(HERE / rel, blocks)
        print("wrote", rel)


if __name__ == "__main__":
    main()
