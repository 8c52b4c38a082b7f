# ruff: noqa: E501
"""Generate the PDF documents of batch 38 (deterministic: reportlab invariant=1).

Run with any Python that has reportlab:  python make_pdfs.py
Paths are relative to this script's folder. Body text Helvetica, headings
Helvetica-Bold, tables as space-aligned Courier lines. Latin-1 text only.
"""

import os
from xml.sax.saxutils import escape

from reportlab.lib.pagesizes import A4
from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import Paragraph, Preformatted, SimpleDocTemplate, Spacer

HERE = os.path.dirname(os.path.abspath(__file__))
H1 = ParagraphStyle("h1", fontName="Helvetica-Bold", fontSize=15, leading=19, spaceAfter=8)
H2 = ParagraphStyle(
    "h2", fontName="Helvetica-Bold", fontSize=11.5, leading=15, spaceBefore=8, spaceAfter=4
)
P = ParagraphStyle("p", fontName="Helvetica", fontSize=10, leading=13.5, spaceAfter=6)
T = ParagraphStyle("t", fontName="Courier", fontSize=8.6, leading=11, spaceAfter=8)


def build(rel, blocks, title):
    path = os.path.join(HERE, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    doc = SimpleDocTemplate(
        path,
        pagesize=A4,
        invariant=1,
        title=title,
        leftMargin=56,
        rightMargin=56,
        topMargin=56,
        bottomMargin=56,
    )
    flow = []
    for kind, text in blocks:
        text.encode("latin-1")  # Latin-1 only inside PDFs
        if kind == "h1":
            flow.append(Paragraph(escape(text), H1))
        elif kind == "h":
            flow.append(Paragraph(escape(text), H2))
        elif kind == "p":
            flow.append(Paragraph(escape(text), P))
        elif kind == "t":
            flow.append(Preformatted(text.strip("\n"), T))
        flow.append(Spacer(1, 2))
    doc.build(flow)
    print("wrote", rel)


PDFS = {}

# ---------------------------------------------------------------- ih
PDFS["icelandic-horse-trekking/docs/annual-report-2024.pdf"] = (
    "Hestabú Glófaxi ehf. Annual Report 2024",
    [
        ("h1", "Hestabú Glófaxi ehf. - Annual Report 2024"),
        (
            "p",
            "Hestabú Glófaxi ehf. breeds Icelandic horses at Glófaxastaðir in Skagafjörður and runs multi-day "
            "highland trekking tours, a riding school and the sale of trained horses to buyers in Germany, "
            "Denmark and Iceland. All amounts are in ISK million unless stated otherwise; the financial year "
            "is the calendar year.",
        ),
        ("h", "Letter from the managing director"),
        (
            "p",
            "2024 was our busiest season so far. Revenue rose to ISK 612 million (2023: ISK 548 million) on the "
            "back of longer highland tours and stronger foreign demand for trained horses. EBIT was ISK 72 million "
            "and EBITDA ISK 118 million, the gap reflecting the first full year of depreciation on the new stable block.",
        ),
        ("p", "Sigríður Þórhallsdóttir, managing director"),
        ("h", "Revenue by segment"),
        (
            "t",
            """
ISK million                 2024      2023
Trekking tours               371       330
Horse sales                  184       165
Riding school                 57        53
Total revenue                612       548
""",
        ),
        ("h", "Operating result (EBIT) by segment"),
        (
            "t",
            """
ISK million                 2024      2023
Trekking tours              61.3      52.0
Horse sales                 19.1      14.8
Riding school               (8.4)      1.2
EBIT                        72.0      68.0
Depreciation                46.0      29.0
EBITDA                     118.0      97.0
""",
        ),
        (
            "p",
            "The riding school made an operating loss in 2024 because the indoor arena was closed for five months "
            "for roof repairs after the February storm, and lessons had to be moved to the outdoor track.",
        ),
        ("h", "Horse sales"),
        (
            "p",
            "We sold 64 trained horses in 2024 (2023: 58), most of them five-gaited riding horses for export. "
            "The average price rose because a larger share of the horses sold were competition-level.",
        ),
        ("h", "Outlook"),
        (
            "p",
            "For 2025 we expect revenue of ISK 650-680 million, with two new Sprengisandur departures.",
        ),
    ],
)

# ---------------------------------------------------------------- lw
PDFS["lithuanian-linen/docs/annual-report-2024.pdf"] = (
    "AB Nemuno Linas Annual Report 2024",
    [
        ("h1", "AB Nemuno Linas - Annual Report 2024"),
        (
            "p",
            "AB Nemuno Linas weaves flax linen fabric at its mill in Kaunas and sells bed linen, table linen and "
            "technical fabrics, mostly to customers in Germany, Scandinavia and France.",
        ),
        ("h", "Key figures"),
        (
            "t",
            """
EUR thousand                     2024        2023
Revenue                        18,600      17,200
  Bed linen                    10,450       9,830
  Table linen                   5,320       4,910
  Technical fabrics             2,830       2,460
EBITDA                          2,914       2,585
Net profit                    1,284.6     1,102.3
""",
        ),
        ("h", "Correction of the interim report"),
        (
            "p",
            "Revenue for the first half of 2024 was published in our interim report as EUR 9.1 million. During "
            "the year-end audit we found that shipments invoiced before they left the warehouse had been "
            "recognised as June revenue. The corrected revenue for the six months ended 30 June 2024 is "
            "EUR 8.9 million. The correction concerned bed linen only; table linen and technical fabrics were "
            "not affected.",
        ),
        ("h", "Markets"),
        (
            "p",
            "Exports grew faster than domestic sales, led by hotel table linen for Scandinavian customers. "
            "Technical fabrics for bookbinding and acoustic panels grew by 15%.",
        ),
    ],
)

# ---------------------------------------------------------------- sm
PDFS["slovak-sawmill/docs/annual-report-2024.pdf"] = (
    "Drevopíla Hron a.s. Annual Report 2024",
    [
        ("h1", "Drevopíla Hron a.s. - Annual Report 2024"),
        (
            "p",
            "Drevopíla Hron a.s. operates two sawmills in central Slovakia, at Hronec and at Brezno, producing "
            "sawn spruce, fir and beech timber for construction, pallets and joinery.",
        ),
        ("h", "Financial review"),
        (
            "p",
            "Revenue rose to EUR 46.8 million (2023: EUR 44.1 million). We achieved EBITDA of EUR 6.2 million and "
            "EBIT of EUR 3.3 million. The EBITDA margin was 13.2% (2023: 13.4%) and the EBIT margin 7.1% "
            "(2023: 7.3%). A loss on the interest-rate swap linked to the Brezno investment loan pushed the "
            "net financial result to EUR -4.2 million, so the year closed with a net loss.",
        ),
        (
            "t",
            """
EUR million                          2024      2023
Revenue                              46.8      44.1
EBITDA                                6.2       5.9
Depreciation and amortisation        (2.9)     (2.7)
EBIT                                  3.3       3.2
Net financial result                 (4.2)     (1.3)
Profit/(loss) before tax             (0.9)      1.9
Income tax                            0.2      (0.4)
Net result                           (0.7)      1.5
""",
        ),
        ("h", "Investments"),
        (
            "p",
            "The new continuous drying kiln at Brezno, commissioned in September 2024, is used for "
            "kiln-drying spruce to 18% moisture for construction-grade timber. It replaces three chamber kilns "
            "built in 1987.",
        ),
        ("h", "Outlook"),
        (
            "p",
            "For 2025 the board targets sawn output of 195,000 m3 and an EBITDA margin of about 14%.",
        ),
    ],
)

# ---------------------------------------------------------------- gd
PDFS["hungarian-goose-down/docs/annual-report-2024.pdf"] = (
    "Pehelyálom Kft. Annual Report 2024",
    [
        ("h1", "Pehelyálom Kft. - Annual Report 2024"),
        (
            "p",
            "Pehelyálom Kft. washes, sorts and processes goose and duck down in Kiskunfélegyháza and makes "
            "duvets and pillows for European bedding brands. It also trades raw down. Amounts in HUF million.",
        ),
        ("h", "Revenue by product line"),
        (
            "t",
            """
HUF million                     2024      2023
Duvets                         5,180     4,820
Pillows                        2,470     2,280
Raw down trading                 990       810
Total revenue                  8,640     7,910
Operating profit (EBIT)        1,124     1,013
""",
        ),
        (
            "p",
            "Duvet revenue rose to HUF 5,180 million, at an operating margin of 14.2%. The group operating "
            "margin was 13.0% (2023: 12.8%).",
        ),
        ("h", "Five-year summary"),
        (
            "t",
            """
HUF million      2020     2021     2022     2023     2024
Revenue         5,710    6,020    6,880    7,910    8,640
""",
        ),
        ("h", "Investment"),
        (
            "p",
            "The new washing and sterilising line, an investment of HUF 1.35 billion, started trial runs in "
            "November 2024.",
        ),
        ("h", "Outlook"),
        ("p", "For 2025, management expects revenue of HUF 9.2-9.5 billion."),
    ],
)

# ---------------------------------------------------------------- bc
PDFS["romanian-coachbuilder/docs/annual-report-2024.pdf"] = (
    "Carpatbus S.A. Annual Report 2024",
    [
        ("h1", "Carpatbus S.A. - Annual Report 2024"),
        (
            "p",
            "Carpatbus S.A. builds city buses and intercity coaches at its plants in Sibiu and Medias and "
            "provides after-sales service to municipal operators in Romania and the Republic of Moldova.",
        ),
        ("h", "Revenue"),
        (
            "t",
            """
RON million                     2024      2023
City buses                     488.7     431.2
Intercity coaches              196.3     172.5
After-sales                     57.5      51.3
Total revenue                  742.5     655.0
""",
        ),
        (
            "p",
            "City-bus revenue reached RON 488.7 million, with a gross margin of 16.4%. EBITDA was RON 71.8 "
            "million and EBIT RON 47.2 million. We delivered 312 buses and coaches in 2024 (2023: 281).",
        ),
        ("h", "Subsidiaries"),
        ("p", "Figures in RON thousand."),
        (
            "t",
            """
Subsidiary                     Revenue    Net result
Carpatbus Service SRL           41,260      (3,812)
Carpatbus Moldova SRL           12,905          644
Carpat Seats SRL                18,330        1,207
""",
        ),
        ("h", "Sibiu hall 2"),
        (
            "p",
            "The second assembly hall in Sibiu was opened in May 2024 because battery-electric buses need a "
            "separate, fire-segregated area for battery pack installation.",
        ),
    ],
)

# ---------------------------------------------------------------- hz
PDFS["turkish-hazelnuts/docs/annual-report-fy2024.pdf"] = (
    "Görele Kernel Annual Report FY2024",
    [
        ("h1", "Görele Kernel Sanayi ve Ticaret A.S. - Annual Report, fiscal year 2024"),
        (
            "p",
            "Görele Kernel buys in-shell hazelnuts from growers along the eastern Black Sea coast, cracks, sorts "
            "and roasts them, and exports kernels to confectioners in Europe. Our fiscal year follows the crop "
            "year: fiscal 2024 ran from 1 September 2023 to 31 August 2024.",
        ),
        ("h", "Income statement summary"),
        (
            "t",
            """
TRY million                       FY2024      FY2023
Revenue                          4,286.4     2,911.7
Gross profit                       612.9       455.0
Operating profit                   301.5       244.8
Net result for the year           (126.3)       88.4
""",
        ),
        (
            "p",
            "The net loss for fiscal 2024 reflects the monetary loss on our net monetary position and higher "
            "interest on lira-denominated working-capital loans.",
        ),
        ("h", "Operations"),
        (
            "p",
            "We processed 21,600 tonnes of in-shell hazelnuts in fiscal 2024 (fiscal 2023: 19,850 tonnes). "
            "The new optical sorting line, installed in June 2024, is used to remove aflatoxin-suspect kernels "
            "before roasting.",
        ),
    ],
)

# ---------------------------------------------------------------- mb
PDFS["swiss-music-boxes/docs/annual-report-2024.pdf"] = (
    "Melodia Spielwerke AG Annual Report 2024",
    [
        ("h1", "Melodia Spielwerke AG - Annual Report 2024"),
        (
            "p",
            "Melodia Spielwerke AG of Kriens makes cylinder music movements and finished music boxes, and "
            "restores antique musical automata in its restoration workshop. Amounts in CHF thousand.",
        ),
        ("h", "Key figures"),
        (
            "t",
            """
CHF thousand                          2024       2023
Net revenue                          9,870      9,410
  of which export                    6,120      5,740
Operating result (EBIT)
  Movements and music boxes        1,154.5    1,021.0
  Restoration workshop              (312.5)    (240.5)
  Total                              842.0      780.5
Employees at year end                   47         44
""",
        ),
        ("h", "Comb tuning"),
        (
            "p",
            "In 2024 we brought comb tuning in-house because the last external tuner in the Jura retired in "
            "2023. We have applied to the cantonal innovation programme, which covers up to CHF 250,000 of the "
            "cost of the new comb-tuning station; the decision is expected in the second half of 2025.",
        ),
    ],
)

# ---------------------------------------------------------------- wt
PDFS["swedish-wooden-toys/docs/annual-report-2024.pdf"] = (
    "Trästeg Leksaker AB Annual Report 2024",
    [
        ("h1", "Trästeg Leksaker AB - Annual Report 2024"),
        (
            "p",
            "Trästeg Leksaker AB designs and makes wooden toys in Nässjö, Sweden, and sells them to toy shops "
            "and online retailers in the Nordic countries, Germany and the UK.",
        ),
        ("h", "Net sales"),
        (
            "t",
            """
SEK million                 2024     2023 restated
Sweden                     114.6         122.8
Export                     171.8         174.0
Net sales                  286.4         296.8
Operating profit (EBIT)     21.7          27.9
""",
        ),
        ("h", "Restatement of 2023"),
        (
            "p",
            "Freight charged to customers, previously reported as part of net sales, is from 2024 reported as "
            "a reduction of distribution costs. 2023 net sales have been restated from SEK 301.2 million to "
            "SEK 296.8 million; operating profit is unchanged.",
        ),
        ("h", "Materials"),
        (
            "p",
            "During 2024 we switched our stacking and rolling toys from beech to Swedish birch because the "
            "Danish beech supplier could no longer provide FSC-certified timber.",
        ),
        ("h", "Dividend and targets"),
        (
            "p",
            "The board proposes a dividend of SEK 4.50 per share (2023: SEK 5.25). Our long-term target is an "
            "EBIT margin of at least 10%.",
        ),
    ],
)

# ---------------------------------------------------------------- jp
PDFS["philippine-jeepneys/docs/annual-report-2024.pdf"] = (
    "Bayanihan Motor Works Annual Report 2024",
    [
        ("h1", "Bayanihan Motor Works, Inc. - Annual Report 2024"),
        (
            "p",
            "Bayanihan Motor Works builds Class 2 and Class 3 modern jeepneys in Santa Rosa, Laguna, for "
            "transport cooperatives under the public utility vehicle modernization programme, and sells parts "
            "and service.",
        ),
        ("h", "Revenue"),
        (
            "t",
            """
PHP million                       2024        2023
Modern jeepney units           3,126.4     2,538.1
Parts and service                715.6       567.4
Total revenue                  3,842.0     3,105.5
""",
        ),
        (
            "p",
            "We sold 1,214 modern jeepneys in 2024 (2023: 986): 842 units of the Kalesa 22 and 372 units of "
            "the larger Bagwis 30.",
        ),
        ("h", "Subsidiary"),
        (
            "p",
            "Bayanihan E-Mobility Corp., our 60%-owned subsidiary, sells the Kalesa electric tricycle to local "
            "government units; it sold 2,360 Kalesa e-trikes in 2024.",
        ),
    ],
)

# ---------------------------------------------------------------- os
PDFS["south-african-ostrich/docs/annual-report-fy2025.pdf"] = (
    "Swartberg Ostrich Holdings Annual Report FY2025",
    [
        ("h1", "Swartberg Ostrich Holdings Ltd - Integrated Annual Report FY2025"),
        (
            "p",
            "Swartberg farms ostriches in the Klein Karoo and sells leather, meat and feathers, and runs farm "
            "tours near Oudtshoorn. Our financial year ends on the last day of February: FY2025 is the year "
            "ended 28 February 2025 and FY2024 the year ended 29 February 2024. Amounts in ZAR million.",
        ),
        ("h", "Revenue by segment"),
        (
            "t",
            """
ZAR million                 FY2025     FY2024
Leather                      312.6      284.0
Meat                         248.1      221.7
Feathers                      71.3       64.9
Tourism                       52.2       42.3
Total revenue                684.2      612.9
EBITDA                        96.4       79.8
""",
        ),
        ("p", "Our medium-term target is an EBIT margin of 10%."),
        ("h", "Operations"),
        (
            "p",
            "We slaughtered 41,800 birds in FY2025. The FY2024 figure has been corrected to 38,900 birds "
            "(previously reported as 39,800) after a batch at the Oudtshoorn abattoir was found to have been "
            "counted twice.",
        ),
    ],
)


if __name__ == "__main__":
    for rel, (title, blocks) in sorted(PDFS.items()):
        build(rel, blocks, title)
