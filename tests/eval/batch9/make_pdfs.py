# ruff: noqa: E501
"""Build every PDF of evaluation batch 9 with reportlab (deterministic bytes).

Run: /work/main/.venv/bin/python tests/eval/batch9/make_pdfs.py

Body text is set in Helvetica, tables as space-aligned Courier lines so that
the extracted text looks like a PDF table. Only Latin-1 characters are used.
"""

from __future__ import annotations

from pathlib import Path

from reportlab.lib.pagesizes import A4
from reportlab.lib.utils import simpleSplit
from reportlab.pdfgen import canvas

HERE = Path(__file__).resolve().parent

PAGE_W, PAGE_H = A4
MARGIN = 56
TEXT_W = PAGE_W - 2 * MARGIN

# Block kinds: ("title", text), ("sub", text), ("h", text), ("p", text),
# ("table", [lines]), ("note", text), ("gap", points)
Block = tuple[str, object]


DENTAL_AR: list[Block] = [
    ("title", "Brightsmile Dental Group plc - Annual Report and Accounts FY2025/26"),
    (
        "sub",
        "For the year ended 31 March 2026. Registered in England and Wales. Head office: Leeds.",
    ),
    ("h", "Chair's statement"),
    (
        "p",
        "FY2025/26 was the year in which Brightsmile Dental Group completed the integration of the Midlands practices acquired in 2024 and pushed private dentistry to almost two thirds of revenue. Group revenue rose 11.6% to £212.4 million (FY2024/25: £190.3 million), driven by private treatment, which grew 17.2% to £140.8 million, while NHS contract income was broadly flat at £71.6 million (FY2024/25: £70.2 million). The NHS contract value per unit of dental activity was increased by 4.4% in England from April 2025, but we continued to hand back NHS activity in practices where recruitment of associate dentists remained difficult.",
    ),
    (
        "p",
        "During the year we opened three practices and acquired five, taking the estate to 84 practices at 31 March 2026 (31 March 2025: 76). Patient visits increased to 1,948 thousand, and the number of members of our Brightsmile Care dental plan reached 148,000. We employed 612 full-time equivalent dentists, 37 more than a year earlier, and 1,430 dental nurses and hygienists.",
    ),
    (
        "p",
        "The Board recommends a final dividend of 2.1p per share (FY2024/25: 1.8p), payable on 21 August 2026 to shareholders on the register on 24 July 2026.",
    ),
    ("h", "Financial review"),
    (
        "p",
        "Underlying EBITDA increased to £38.9 million (FY2024/25: £33.1 million). Underlying EBIT, after depreciation and amortisation of £14.2 million, was £24.7 million (FY2024/25: £20.5 million). Exceptional items of £6.3 million (FY2024/25: £1.2 million) relate mainly to the closure of the Hull laboratory (£4.1 million), whose crown and bridge work has been transferred to our Leeds laboratory, and to acquisition costs (£2.2 million). Net finance costs rose to £7.9 million as the revolving credit facility was drawn to fund acquisitions; net debt at 31 March 2026 was £96.5 million, 2.5 times underlying EBITDA, comfortably inside the covenant limit of 3.25 times.",
    ),
    (
        "table",
        [
            "Summary income statement (GBP million)       FY2025/26    FY2024/25",
            "--------------------------------------------------------------------",
            "Revenue                                          212.4        190.3",
            "  of which NHS                                    71.6         70.2",
            "  of which private                               140.8        120.1",
            "Underlying EBITDA                                 38.9         33.1",
            "Depreciation and amortisation                    (14.2)       (12.6)",
            "Underlying EBIT                                   24.7         20.5",
            "Exceptional items                                 (6.3)        (1.2)",
            "Operating profit                                  18.4         19.3",
            "Net finance costs                                 (7.9)        (6.8)",
            "Profit before tax                                 10.5         12.5",
            "Taxation                                          (2.8)        (3.2)",
            "Profit for the year                                7.7          9.3",
        ],
    ),
    (
        "note",
        "FY2025/26 is the year ended 31 March 2026; FY2024/25 is the year ended 31 March 2025. Underlying measures exclude exceptional items. Figures in brackets are costs or deductions.",
    ),
    (
        "table",
        [
            "Key performance indicators                   FY2025/26    FY2024/25",
            "--------------------------------------------------------------------",
            "Practices at 31 March                               84           76",
            "Dentists (full-time equivalent)                    612          575",
            "Patient visits (thousand)                        1,948        1,802",
            "Brightsmile Care plan members (thousand)           148          131",
            "Like-for-like private revenue growth (%)           9.8         11.4",
        ],
    ),
    ("h", "Outlook"),
    (
        "p",
        "For FY2026/27 the Board expects revenue of between £230 million and £240 million and an underlying EBITDA margin of around 19%, with four to six further acquisitions, mainly in the South of England. These expectations are not a profit forecast and depend on the recruitment of dentists, which remains the main constraint on growth in the sector.",
    ),
    (
        "note",
        "Brightsmile Dental Group plc has no connection with any other company using the Brightsmile name.",
    ),
]

TERMINAL_AR: list[Block] = [
    ("title", "Baltic Gate Container Terminal S.A. - Annual Report 2024"),
    ("sub", "Financial year 1 January - 31 December 2024. Figures in PLN unless stated otherwise."),
    ("h", "Letter from the Management Board"),
    (
        "p",
        "2024 was another record year for Baltic Gate Container Terminal. Throughput rose 8.9% to 2,131 thousand TEU (2023: 1,956 thousand TEU) as two additional Asia-Europe loops started calling at Gdansk and feeder traffic to Finland and the Baltic states grew strongly. Vessel calls increased to 1,588 (2023: 1,502). Revenue grew to PLN 1,042.7 million and EBITDA to PLN 478.0 million, giving an EBITDA margin of 45.8%.",
    ),
    (
        "p",
        "Most of our tariffs are denominated in euro while most of our costs are in zloty. The strengthening of the zloty during the year therefore produced a negative foreign exchange result on receivables and cash held in euro, compared with a gain in 2023. Net profit nevertheless increased to PLN 224.8 million (2023: PLN 198.0 million).",
    ),
    (
        "table",
        [
            "Key figures                                    2024          2023",
            "-----------------------------------------------------------------",
            "Throughput (thousand TEU)                     2,131         1,956",
            "Vessel calls                                  1,588         1,502",
            "Revenue (PLN million)                       1,042.7         948.9",
            "EBITDA (PLN million)                          478.0         421.6",
            "EBIT (PLN million)                            311.4         270.8",
            "Net profit (PLN million)                      224.8         198.0",
            "Capital expenditure (PLN million)             176.3         142.9",
            "Employees at 31 December                      1,386         1,322",
        ],
    ),
    ("h", "Financial income and costs"),
    (
        "p",
        "The net financial result was a cost of PLN 46.2 million (2023: PLN 27.4 million). Interest expense on the bank loans that financed the Berth 3 extension remained the largest item.",
    ),
    (
        "table",
        [
            "Financial income and costs (PLN million)       2024          2023",
            "-----------------------------------------------------------------",
            "Interest income                                 9.8           7.1",
            "Interest expense                              (41.5)        (38.2)",
            "Foreign exchange result                       (12.6)          4.3",
            "Other financial items                          (1.9)         (0.6)",
            "Net financial result                          (46.2)        (27.4)",
        ],
    ),
    ("note", "Amounts in brackets are costs or losses."),
    ("h", "Investments"),
    (
        "p",
        "Capital expenditure of PLN 176.3 million was spent mainly on six new terminal tractors, the automation of the gate and the first design and dredging works for Berth 4. The Berth 4 project, which will add 600 metres of deep-water quay, was approved by the Supervisory Board in June 2024.",
    ),
    ("h", "Outlook for 2025"),
    (
        "p",
        "For 2025 the Management Board expects throughput of 2.25 to 2.35 million TEU and capital expenditure of around PLN 450 million, most of it for Berth 4.",
    ),
]

PAPERMILL_AR: list[Block] = [
    ("title", "Kuusijärvi Paper Oyj - Annual Report 2024"),
    (
        "sub",
        "Published 28 February 2025. Kuusijärvi Paper operates two integrated mills in Finland.",
    ),
    ("h", "CEO review"),
    (
        "p",
        "2024 was a difficult year for Kuusijärvi Paper. Revenue decreased 6.4% to EUR 534.8 million as fine paper volumes and prices fell further, while containerboard grew on higher deliveries to packaging customers in the Nordic countries and Germany. Comparable EBITDA fell to EUR 61.9 million and comparable EBIT to EUR 22.6 million. After items affecting comparability and financial costs, the net result was negative.",
    ),
    (
        "p",
        "Fine paper demand in Europe continued its structural decline. We closed paper machine PM3 at the Kuusijärvi mill in September, which led to items affecting comparability of EUR 18.3 million, mainly write-downs and redundancy costs. Energy costs amounted to EUR 96.4 million, or 18.0% of revenue. At the end of the year we had 1,140 employees (2023: 1,228).",
    ),
    (
        "table",
        [
            "Key figures (EUR million)                       2024          2023",
            "------------------------------------------------------------------",
            "Revenue                                        534.8         571.2",
            "  Containerboard                               318.6         301.0",
            "  Fine paper                                   216.2         270.2",
            "Comparable EBITDA                               61.9          83.4",
            "Comparable EBIT                                 22.6          45.0",
            "Items affecting comparability                  (18.3)         (2.1)",
            "Operating result                                 4.3          42.9",
            "Net financial items                             (9.8)         (7.6)",
            "Result before taxes                             (5.5)         35.3",
            "Income taxes                                     0.4          (7.4)",
            "Net result                                      (5.1)         27.9",
        ],
    ),
    (
        "note",
        "Comparable figures exclude items affecting comparability. Negative figures are shown in brackets.",
    ),
    ("h", "Production"),
    (
        "table",
        [
            "Production (thousand tonnes)                    2024          2023",
            "------------------------------------------------------------------",
            "Containerboard                                   402           389",
            "Fine paper                                       210           209",
            "Total                                            612           598",
        ],
    ),
    (
        "p",
        "The Vaarala mill produced containerboard at close to full capacity. At the Kuusijärvi mill, fine paper production was curtailed for eleven weeks before the closure of PM3 because of weak order intake.",
    ),
    ("h", "Outlook for 2025"),
    (
        "p",
        "Comparable EBITDA in 2025 is expected to increase from 2024, supported by containerboard price increases and lower fixed costs after the closure of PM3.",
    ),
]

SKI_AR: list[Block] = [
    ("title", "Alpenrose Bergbahnen AG - Annual Report 2024/25"),
    (
        "sub",
        "Financial year 1 May 2024 to 30 April 2025. All amounts in CHF thousand unless stated otherwise.",
    ),
    ("h", "Report of the Board of Directors"),
    (
        "p",
        "The 2024/25 winter began with an early opening on 29 November 2024 thanks to heavy snowfall in December and ended on 21 April 2025, giving 144 operating days (2023/24: 131). Skier days rose to 412,300 (2023/24: 389,700). Transport revenue increased to CHF 38.4 million and total operating revenue to CHF 61.7 million. Summer business (hiking, the Alpenrose bike park and the mountain restaurants) contributed about a fifth of revenue.",
    ),
    (
        "p",
        "Personnel expenses grew with the longer season to CHF 21.5 million. We employed 142 full-time staff and up to 310 seasonal staff. Investments of CHF 9.8 million included the expansion of snowmaking on the Plaun Grond runs (CHF 6.2 million) and a new piste-basher.",
    ),
    (
        "table",
        [
            "Income statement (CHF thousand)             2024/25       2023/24",
            "-----------------------------------------------------------------",
            "Transport revenue                            38,412        35,870",
            "Food and beverage                            14,905        13,622",
            "Accommodation                                 6,218         5,904",
            "Other revenue                                 2,115         2,034",
            "Total operating revenue                      61,650        57,430",
            "Personnel expenses                          (21,480)      (20,115)",
            "Other operating expenses                    (17,325)      (16,840)",
            "EBITDA                                       22,845        20,475",
            "Depreciation                                (13,960)      (13,210)",
            "EBIT                                          8,885         7,265",
            "Financial result                             (1,120)       (1,305)",
            "Taxes                                        (1,190)         (890)",
            "Net profit                                    6,575         5,070",
        ],
    ),
    (
        "note",
        "2024/25 = financial year ended 30 April 2025; 2023/24 = financial year ended 30 April 2024.",
    ),
    (
        "table",
        [
            "Operating statistics                        2024/25       2023/24",
            "-----------------------------------------------------------------",
            "Skier days                                  412,300       389,700",
            "Operating days (winter)                         144           131",
            "Lifts in operation                               14            14",
            "Runs with snowmaking (km)                        46            41",
        ],
    ),
    ("h", "Outlook"),
    (
        "p",
        "The Board has approved the planning of the new ten-seat Furggli gondola, which is expected to cost around CHF 28 million and to open in December 2027, subject to permits. For 2025/26 we expect skier days in line with a normal winter.",
    ),
]

HOSPITAL_AR: list[Block] = [
    ("title", "Corrib Healthcare DAC - St Brigid's Private Hospital, Galway - Annual Report 2024"),
    ("sub", "Year ended 31 December 2024. Published February 2025."),
    ("h", "Chief Executive's review"),
    (
        "p",
        "St Brigid's had its busiest year since opening in 2009. Revenue increased 8.1% to EUR 142.6 million (2023: EUR 131.9 million), with growth in all three service lines. Twelve new medical beds opened in the west wing in May and four day-ward beds in October, taking the hospital to 214 beds at the year end (2023: 198). EBITDA rose to EUR 19.8 million and EBIT to EUR 11.2 million.",
    ),
    (
        "p",
        "Around 88% of our revenue is funded by private health insurers, and the three largest insurers accounted for 79%. Income from National Treatment Purchase Fund contracts was EUR 6.4 million. We employed 1,260 people (1,104 whole-time equivalents) and 186 consultants held admitting privileges. - Siobhán Ní Fhlatharta, Chief Executive",
    ),
    (
        "table",
        [
            "Financial summary (EUR million)                 2024          2023",
            "------------------------------------------------------------------",
            "Revenue                                        142.6         131.9",
            "  Inpatient                                     81.3          76.0",
            "  Day case                                      39.7          36.4",
            "  Outpatient and diagnostics                    21.6          19.5",
            "EBITDA                                          19.8          17.1",
            "Depreciation and amortisation                   (8.6)         (7.7)",
            "EBIT                                            11.2           9.4",
            "Net finance costs                               (3.1)         (2.6)",
            "Profit before tax                                8.1           6.8",
            "Tax                                             (1.2)         (1.2)",
            "Profit after tax                                 6.9           5.6",
        ],
    ),
    (
        "table",
        [
            "Activity                                        2024          2023",
            "------------------------------------------------------------------",
            "Inpatient admissions                          18,420        17,650",
            "Day cases                                     41,760        38,905",
            "Outpatient attendances                       126,300       118,200",
            "Average length of stay (days)                    3.6           3.8",
            "Bed occupancy (%)                               84.5          81.2",
            "Beds at 31 December                              214           198",
        ],
    ),
    ("note", "Day cases include procedures performed at the Oranmore satellite clinic."),
    ("h", "Outlook"),
    (
        "p",
        "For 2025 we plan revenue growth of 6-8%. The cardiac catheterisation laboratory is due to open in April 2025, and a further 16 beds are planned for 2026.",
    ),
]

EGGS_AR: list[Block] = [
    ("title", "Prairie Hen Farms, Inc. - 2025 Annual Report to Shareholders (excerpt)"),
    ("sub", "Fiscal year ended December 31, 2025. Ames, Iowa."),
    ("h", "Management's discussion"),
    (
        "p",
        "2025 was shaped by the highest egg prices in our history. Total net sales rose to USD 1,284.6 million from USD 1,016.3 million, as the net average selling price for shell eggs climbed to USD 2.30 per dozen (2024: USD 1.87). Dozens sold increased to 512.4 million, with specialty eggs (cage-free, free-range and pasture-raised) growing much faster than conventional eggs.",
    ),
    (
        "p",
        "In March 2025 an outbreak of highly pathogenic avian influenza (HPAI) at our Sioux Center facility required the depopulation of approximately 1.6 million laying hens. The facility was restocked from July. We recognised insurance recoveries and federal indemnity payments of USD 11.8m. Layers in production at year end were 21.4 million. Feed costs per dozen fell as corn and soybean meal prices eased.",
    ),
    (
        "table",
        [
            "Net sales and operating income                    2025           2024",
            "(in thousands of USD)",
            "----------------------------------------------------------------------",
            "Shell eggs - conventional                      568,460        512,330",
            "Shell eggs - specialty                         609,740        420,270",
            "Egg products                                   106,400         83,700",
            "Total net sales                              1,284,600      1,016,300",
            "Cost of sales                                 (965,700)      (814,800)",
            "Gross profit                                   318,900        201,500",
            "Selling, general and administrative           (115,980)       (97,640)",
            "Insurance recoveries and other                  11,780          8,540",
            "Operating income                               214,700        112,400",
        ],
    ),
    (
        "p",
        "Net income was USD 163.2 million, or USD 3.41 per diluted share (2024: USD 84.9 million, or USD 1.77 per diluted share).",
    ),
    (
        "table",
        [
            "Operating data                                    2025           2024",
            "----------------------------------------------------------------------",
            "Dozens sold (million)                            512.4          498.7",
            "  Conventional                                   297.8          309.5",
            "  Specialty                                      214.6          189.2",
            "Net average selling price (USD per dozen)         2.30           1.87",
            "Feed cost per dozen produced (USD)                0.61           0.68",
            "Layers at year end (million)                      21.4           22.1",
        ],
    ),
    (
        "note",
        "Net average selling price relates to shell eggs only. Egg products are liquid, frozen and dried eggs sold to food manufacturers.",
    ),
]

DATACENTRE_AR: list[Block] = [
    ("title", "Kallvik Datacenter AB (publ) - Annual Report 2025"),
    ("sub", "Financial year 1 January - 31 December 2025. Lulea, Sweden."),
    ("h", "The year in brief"),
    (
        "p",
        "Revenue grew 29.2% to SEK 2,418 million, driven by two new hyperscale contracts at Kallvik North. Adjusted EBITDA increased to SEK 1,136 million, an adjusted EBITDA margin of 47.0% (45.0%). EBIT was SEK 498 million, an EBIT margin of 20.6% (19.3%), and net profit SEK 287 million, a net margin of 11.9%. Contracted IT capacity rose to 148 MW of 176 MW built. The annual average power usage effectiveness (PUE) improved to 1.14 (1.16).",
    ),
    (
        "p",
        "Our three largest hyperscale customers accounted for 71% of revenue. All electricity is purchased under guarantees of origin for hydropower. At year end we had 286 employees.",
    ),
    (
        "table",
        [
            "Five-year summary (SEK million)   2025     2024     2023     2022     2021",
            "--------------------------------------------------------------------------",
            "Revenue                          2,418    1,872    1,437    1,095      812",
            "Adjusted EBITDA                  1,136      842      618      449      317",
            "EBIT                               498      361      244      163      102",
            "Net profit                         287      203      131       84       41",
            "Contracted capacity (MW)           148      112       86       64       45",
            "Built capacity (MW)                176      136      104       80       56",
            "PUE (annual average)              1.14     1.16     1.18     1.21     1.24",
        ],
    ),
    (
        "table",
        [
            "Revenue by segment (SEK million)                  2025           2024",
            "----------------------------------------------------------------------",
            "Hyperscale colocation                            1,712          1,301",
            "Enterprise colocation                              468            401",
            "Interconnection and services                       238            170",
            "Total                                            2,418          1,872",
        ],
    ),
    (
        "note",
        "Adjusted EBITDA excludes transaction costs and the revaluation of electricity hedges. EBIT is reported without adjustments.",
    ),
    ("h", "Outlook"),
    (
        "p",
        "Phase 5 at Kallvik North will add 40 MW of built capacity in the third quarter of 2026, of which 32 MW is already contracted. The Board's target is an adjusted EBITDA margin of at least 48% over the medium term.",
    ),
]


PDFS: dict[str, list[Block]] = {
    "dental/docs/annual-report-fy2025-26.pdf": DENTAL_AR,
    "terminal/docs/annual-report-2024.pdf": TERMINAL_AR,
    "papermill/docs/annual-report-2024.pdf": PAPERMILL_AR,
    "ski/docs/annual-report-2024-25.pdf": SKI_AR,
    "hospital/docs/annual-report-2024.pdf": HOSPITAL_AR,
    "eggs/docs/annual-report-2025-excerpt.pdf": EGGS_AR,
    "datacentre/docs/annual-report-2025.pdf": DATACENTRE_AR,
}


class Writer:
    """Minimal flowing layout on a reportlab canvas."""

    def __init__(self, path: Path, title: str) -> None:
        self.c = canvas.Canvas(str(path), pagesize=A4, invariant=1)
        self.c.setTitle(title)
        self.c.setAuthor("batch9 synthetic evaluation document")
        self.title = title
        self.page = 1
        self.y = PAGE_H - MARGIN

    def _footer(self) -> None:
        self.c.setFont("Helvetica", 7.5)
        self.c.drawString(MARGIN, 30, f"{self.title} - page {self.page}")

    def _need(self, height: float) -> None:
        if self.y - height < MARGIN:
            self._footer()
            self.c.showPage()
            self.page += 1
            self.y = PAGE_H - MARGIN

    def lines(self, text: str, font: str, size: float, leading: float, after: float) -> None:
        for line in simpleSplit(text, font, size, TEXT_W):
            self._need(leading)
            self.c.setFont(font, size)
            self.c.drawString(MARGIN, self.y - size, line)
            self.y -= leading
        self.y -= after

    def table(self, rows: list[str]) -> None:
        self.y -= 2
        for row in rows:
            self._need(11)
            self.c.setFont("Courier", 8.5)
            self.c.drawString(MARGIN, self.y - 8.5, row)
            self.y -= 11
        self.y -= 8

    def finish(self) -> None:
        self._footer()
        self.c.showPage()
        self.c.save()


def build(path: Path, blocks: list[Block]) -> None:
    title = str(blocks[0][1])
    w = Writer(path, title)
    for kind, content in blocks:
        if kind == "title":
            w.lines(str(content), "Helvetica-Bold", 15, 19, 4)
        elif kind == "sub":
            w.lines(str(content), "Helvetica-Oblique", 9.5, 12.5, 10)
        elif kind == "h":
            w.y -= 4
            w.lines(str(content), "Helvetica-Bold", 11.5, 15, 3)
        elif kind == "p":
            w.lines(str(content), "Helvetica", 10, 13.5, 7)
        elif kind == "note":
            w.lines(str(content), "Helvetica", 8, 10, 8)
        elif kind == "table":
            assert isinstance(content, list)
            w.table([str(row) for row in content])
        else:
            raise ValueError(f"unknown block kind {kind!r}")
    w.finish()


def main() -> None:
    for rel, blocks in PDFS.items():
        out = HERE / rel
        out.parent.mkdir(parents=True, exist_ok=True)
        build(out, blocks)
        print(f"wrote {out.relative_to(HERE)}")


if __name__ == "__main__":
    main()
