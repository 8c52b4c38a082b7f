# ruff: noqa: E501, RUF001
"""Build every PDF of batch14 with reportlab, byte-for-byte reproducibly.

Run from anywhere:  /work/main/.venv/bin/python tests/eval/batch14/make_pdfs.py
Body text is Helvetica, tables are space-aligned Courier lines so that extracted
text looks like a PDF table. Only Latin-1 characters are used.
"""

from __future__ import annotations

from pathlib import Path

from reportlab.lib.pagesizes import A4
from reportlab.lib.utils import simpleSplit
from reportlab.pdfgen import canvas

HERE = Path(__file__).resolve().parent

PAGE_W, PAGE_H = A4
MARGIN = 56
BODY_W = PAGE_W - 2 * MARGIN

STYLES = {
    "title": ("Helvetica-Bold", 16, 22),
    "sub": ("Helvetica-Oblique", 9, 13),
    "h": ("Helvetica-Bold", 11.5, 17),
    "p": ("Helvetica", 10, 13.5),
    "note": ("Helvetica-Oblique", 8, 10.5),
    "table": ("Courier", 8, 10.5),
    "caption": ("Helvetica-Bold", 8.5, 12),
}


class Writer:
    def __init__(self, path: Path, title: str) -> None:
        self.c = canvas.Canvas(str(path), pagesize=A4, invariant=1, pageCompression=0)
        self.c.setTitle(title)
        self.c.setAuthor("batch14 evaluation set")
        self.c.setCreator("batch14 make_pdfs.py")
        self.page = 1
        self.y = PAGE_H - MARGIN

    def _footer(self) -> None:
        self.c.setFont("Helvetica", 7.5)
        self.c.drawRightString(PAGE_W - MARGIN, 30, f"Page {self.page}")

    def _need(self, height: float) -> None:
        if self.y - height < MARGIN:
            self._footer()
            self.c.showPage()
            self.page += 1
            self.y = PAGE_H - MARGIN

    def block(self, kind: str, text: str) -> None:
        font, size, leading = STYLES[kind]
        if kind == "table":
            lines = text.strip("\n").split("\n")
        else:
            lines = simpleSplit(" ".join(text.split()), font, size, BODY_W)
        if kind == "h":
            self._need(leading * 3)
            self.y -= 4
        for line in lines:
            self._need(leading)
            self.c.setFont(font, size)
            self.c.drawString(MARGIN, self.y - size, line)
            self.y -= leading
        self.y -= 6 if kind in ("p", "table", "note") else 2

    def close(self) -> None:
        self._footer()
        self.c.showPage()
        self.c.save()


# Typographic characters outside Latin-1 are mapped to plain equivalents before drawing.
LATIN1_FIXES = str.maketrans({"–": "-", "—": "-", "‘": "'", "’": "'", "“": '"', "”": '"'})


def build(rel: str, blocks: list[tuple[str, str]]) -> None:
    blocks = [(kind, text.translate(LATIN1_FIXES)) for kind, text in blocks]
    for _, text in blocks:
        text.encode("latin-1")  # the standard fonts cannot show anything else
    path = HERE / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    w = Writer(path, blocks[0][1])
    for kind, text in blocks:
        w.block(kind, text)
    w.close()


DOCS: dict[str, list[tuple[str, str]]] = {}

# ---------------------------------------------------------------- Ekran Plus
DOCS["ekran-cinemas/docs/annual-report-2025.pdf"] = [
    ("title", "Ekran Plus S.A. - Annual Report 2025"),
    (
        "sub",
        "Warsaw, 26 March 2026 | Consolidated figures prepared under IFRS as adopted by the EU",
    ),
    ("h", "Letter from the Management Board"),
    (
        "p",
        "Dear Shareholders, 2025 was the best year in the history of Ekran Plus. Admissions rose 8.0% to 5.84 million, revenue increased 11.1% to PLN 397.6 million and net profit doubled to PLN 18.2 million (2024: PLN 9.0 million). EBITDA reached PLN 86.4 million and operating profit (EBIT) PLN 31.8 million, an EBIT margin of 8.0% (2024: 5.5%).",
    ),
    (
        "p",
        "We opened two cinemas during the year, in Torun (April) and Opole (September), adding 15 screens. At the end of 2025 the network comprised 34 cinemas with 251 screens in 14 cities. Concessions were again the fastest-growing large revenue stream: spending at the bar per visitor rose 5.6% to PLN 20.36, helped by the self-service kiosks installed in 22 cinemas.",
    ),
    (
        "p",
        "The market as a whole grew by about 7.6% according to industry estimates, so we gained a little share. Our average ticket price rose only 1.8% to PLN 41.32 because we extended discounted weekday and family tickets to all cinemas.",
    ),
    ("h", "Key figures"),
    ("caption", "in PLN thousand unless stated otherwise"),
    (
        "table",
        """
                                        2025         2024     Change
Ticket revenue                       241,380      219,640      +9.9%
Concessions (food and beverage)      118,920      104,310     +14.0%
Screen advertising                    27,450       25,980      +5.7%
Other revenue (events, rentals)        9,870        8,120     +21.6%
Total revenue                        397,620      358,050     +11.1%
EBITDA                                86,410       71,230     +21.3%
Operating profit (EBIT)               31,760       19,840     +60.1%
Net profit                            18,240        9,010    +102.4%
Admissions (thousand)                  5,842        5,411      +8.0%
Average ticket price (PLN)             41.32        40.59      +1.8%
Concession spend per head (PLN)        20.36        19.28      +5.6%
Cinemas at year end                       34           32
Screens at year end                      251          236
""",
    ),
    (
        "note",
        "Admissions are paid admissions, including discounted school and senior tickets; free festival screenings are excluded. EBITDA = operating profit before depreciation, amortisation and impairment. Under IFRS 16 cinema lease payments are not included in operating costs; EBITDA after lease payments was PLN 41.9 million (2024: PLN 31.4 million).",
    ),
    ("h", "Admissions by quarter"),
    ("caption", "thousand admissions"),
    (
        "table",
        """
                Q1        Q2        Q3        Q4      Year
2025         1,431     1,318     1,405     1,688     5,842
2024         1,297     1,236     1,342     1,536     5,411
""",
    ),
    ("h", "Costs and investments"),
    (
        "p",
        "Film rental costs, which are paid to distributors as a share of ticket revenue, were PLN 118.9 million, or 49.3% of ticket revenue (2024: 48.8%). Staff costs rose 9.4% to PLN 61.2 million after the minimum wage increase in January. Capital expenditure was PLN 47.3 million, of which PLN 29.8 million went to the two new cinemas and PLN 8.6 million to laser projection. Net debt excluding lease liabilities was PLN 151.2 million at 31 December 2025 (2024: PLN 138.5 million), or 1.75 times EBITDA.",
    ),
    ("h", "Outlook 2026"),
    (
        "p",
        "For 2026 the Management Board targets admissions of 6.2 million and revenue of at least PLN 430 million, supported by four openings (Rzeszow, Olsztyn, Gliwice and Plock). These targets are not forecasts. The first quarter is seasonally the weakest of the year and we usually report a net loss for it.",
    ),
    ("h", "Employees and dividend"),
    (
        "p",
        "At year end the Group employed 1,920 people (1,140 full-time equivalents), about 60% of them students working part-time. The Management Board proposes a dividend of PLN 0.60 per share for 2025 (2024: no dividend).",
    ),
    (
        "p",
        "Agnieszka Wroblewska, President of the Management Board; Piotr Zielinski, Vice-President and CFO",
    ),
]

# ---------------------------------------------------------------- Havfor
DOCS["havfor-feed/docs/havfor-q3-2025-report.pdf"] = [
    ("title", "Havfôr ASA - Third quarter 2025 report"),
    ("sub", "Bergen, 6 November 2025 | Unaudited interim report"),
    ("h", "Highlights"),
    (
        "p",
        "Havfôr sold 412,300 tonnes of fish feed in the third quarter, up 5.8% from 389,700 tonnes in the same quarter last year, as high sea temperatures along the coast lifted feeding. Revenue was NOK 6,184.2 million (Q3 2024: NOK 5,702.6 million). EBITDA rose to NOK 612.5 million and EBIT to NOK 464.2 million, giving an EBITDA margin of 9.9% and an EBIT margin of 7.5%.",
    ),
    (
        "p",
        "Raw material costs fell during the quarter as fish oil prices came down from their peak, but part of the benefit was passed on to customers through the price-adjustment clauses in our feed contracts. EBITDA per kg of feed sold was NOK 1.49 (Q3 2024: NOK 1.41).",
    ),
    ("h", "Key figures"),
    ("caption", "NOK million unless stated otherwise"),
    (
        "table",
        """
                               Q3 2025   Q3 2024    9M 2025    9M 2024    FY 2024
Revenue                        6,184.2   5,702.6   15,218.7   14,390.1   20,611.4
EBITDA                           612.5     548.1    1,402.6    1,318.9    1,927.3
Depreciation and amortisation   (148.3)   (139.0)    (438.2)    (409.6)    (551.8)
EBIT                             464.2     409.1      964.4      909.3    1,375.5
Net financial items              (41.7)    (38.2)    (118.9)    (102.4)    (140.2)
Profit before tax                422.5     370.9      845.5      806.9    1,235.3
EBITDA margin (%)                  9.9       9.6        9.2        9.2        9.4
EBIT margin (%)                    7.5       7.2        6.3        6.3        6.7
Feed volume (tonnes)           412,300   389,700  1,021,800    986,400  1,352,100
""",
    ),
    ("h", "Volumes by plant"),
    ("caption", "tonnes of feed sold"),
    (
        "table",
        """
Plant               Q3 2025     Q3 2024     9M 2025
Florø               157,516     146,300     395,076
Averøy              143,682     139,800     352,138
Sandnessjøen        111,102     103,600     274,586
Total               412,300     389,700   1,021,800
""",
    ),
    ("h", "Raw materials"),
    (
        "p",
        "Marine ingredients made up 21.9% of our recipes in the quarter, below the 25% cap set by the board. Fish oil prices fell about 12% from the second quarter, while vegetable protein prices were stable in euro terms but higher in kroner. Inventories of raw materials were NOK 2,410 million at quarter end (30 September 2024: NOK 2,655 million).",
    ),
    ("h", "Outlook"),
    (
        "p",
        "For the full year 2025 we expect sales volumes of 1.36-1.39 million tonnes. Fourth-quarter volumes are usually lower than third-quarter volumes because feeding slows as sea temperatures fall. The board has not changed the dividend policy of paying out 60-80% of net profit.",
    ),
    ("h", "Definitions"),
    (
        "note",
        "EBIT is EBITDA less depreciation and amortisation. Feed volume is tonnes invoiced to customers; volumes produced under tolling agreements for third parties are excluded. 9M = January-September.",
    ),
]

# ---------------------------------------------------------------- Piz Valaer
DOCS["piz-valaer-ski/docs/investment-programme-2025-2030.pdf"] = [
    ("title", "Bergbahnen Piz Valär AG - Investment programme 2025-2030"),
    (
        "sub",
        "Report to shareholders and lenders | St. Moritz-Bad, September 2025 | All amounts in CHF million unless stated",
    ),
    ("h", "Purpose of this report"),
    (
        "p",
        "This report sets out the investment programme approved by the Board of Directors in June 2025 for the financial years 2025/26 to 2029/30. The company's financial year runs from 1 May to 30 April.",
    ),
    ("h", "Programme overview"),
    (
        "table",
        """
Financial year        Capex plan   of which gondola    Actual    Budget
2024/25                        -                  -       9.8      11.2
2025/26                     14.5                6.0         -         -
2026/27                     22.0               18.5         -         -
2027/28                     13.0                7.0         -         -
2028/29                      8.5                  -         -         -
2029/30                      8.0                  -         -         -
Total 2025/26-2029/30       66.0               31.5
""",
    ),
    (
        "p",
        "The largest single project is the new 10-seat gondola Sura-Valär, budgeted at CHF 31.5 million, which will replace the 1978 chairlift and two T-bar lifts. Other items are snowmaking (CHF 9.2 million), piste machines (CHF 4.8 million), a new mountain restaurant at Alp Sura (CHF 7.5 million) and IT and ticketing (CHF 3.0 million); the remaining CHF 10.0 million is maintenance capex.",
    ),
    ("h", "Financing and covenants"),
    (
        "p",
        "The programme will be financed from operating cash flow, a CHF 20 million bank loan and a CHF 8 million interest-free loan under the cantonal mountain-railway support scheme. Our lending banks' covenant caps net debt at 4.0 times EBITDA. At 30 April 2025 net debt was CHF 40.1 million, or 3.1 times EBITDA of CHF 12.9 million for the financial year 2024/25 (30 April 2024: 3.4 times). The Board's own target is to bring the ratio below 2.5 times by 2028/29. During construction of the gondola the ratio is expected to peak at about 3.8 times in 2026/27, still below the covenant.",
    ),
    (
        "table",
        """
Net debt / EBITDA (times)   30.04.2024   30.04.2025   2026/27 peak (plan)   Target 2028/29
Ratio                              3.4          3.1                   3.8        below 2.5
Bank covenant (maximum)            4.0          4.0                   4.0              4.0
""",
    ),
    ("h", "Planning assumptions"),
    (
        "p",
        "The plan assumes EBITDA of CHF 13.0-14.0 million in 2025/26, rising to about CHF 16 million once the gondola opens, and an average of 600,000 first entries per winter. Sensitivity: a winter with 20% fewer first entries would reduce EBITDA by about CHF 4 million and push the net debt ratio above 4.0 times in the peak year; the Board has therefore agreed a standby credit line of CHF 5 million with the cantonal bank.",
    ),
    (
        "note",
        "Figures for 2025/26 onwards are plans, not forecasts of results. Net debt = interest-bearing liabilities less cash; the interest-free cantonal loan is included in net debt.",
    ),
]

# ---------------------------------------------------------------- Nilgiri Crest
DOCS["nilgiri-crest-hospitals/docs/annual-report-fy2025-26.pdf"] = [
    ("title", "Nilgiri Crest Healthcare Limited - Annual Report 2025-26"),
    (
        "sub",
        "Financial year ended 31 March 2026 | Chennai | All amounts in INR crore unless stated otherwise (1 crore = 10 million)",
    ),
    ("h", "Chairman's overview"),
    (
        "p",
        "FY2025-26 was the first full year in which our Coimbatore cluster reported as part of the Company after the merger of Kovai Crest Hospitals Private Limited. Revenue from operations rose to INR 2,143.6 crore and profit after tax to INR 245.7 crore. Comparative figures for FY2024-25 have been restated for the merger (Note 41).",
    ),
    (
        "p",
        "Group occupancy rose to 68.4% (FY2024-25: 65.9%), with Chennai at 71.2%, Bengaluru at 66.8% and Coimbatore at 63.5%. Average revenue per occupied bed (ARPOB) increased to INR 42,300 per day (FY2024-25: INR 39,800), and the average length of stay fell to 3.8 days (FY2024-25: 4.0 days).",
    ),
    ("h", "Financial highlights"),
    ("caption", "INR crore"),
    (
        "table",
        """
                                     FY2025-26     FY2024-25
                                                  (restated)
Revenue from operations                2,143.6       1,869.0
EBITDA                                   492.8         418.5
EBITDA margin (%)                         23.0          22.4
Depreciation and amortisation           (118.4)       (104.2)
Finance costs                            (46.1)        (51.3)
Profit before tax                        328.3         263.0
Tax expense                              (82.6)        (66.9)
Profit after tax                         245.7         196.1
""",
    ),
    ("h", "Revenue by cluster"),
    (
        "table",
        """
                    Revenue       Revenue     Occupancy    Operational beds
                  FY2025-26     FY2024-25     FY2025-26       31 March 2026
                               (restated)
Chennai             1,102.4         985.1         71.2%                 760
Bengaluru             689.7         577.4         66.8%                 520
Coimbatore            351.5         306.5         63.5%                 260
Total               2,143.6       1,869.0         68.4%               1,540
""",
    ),
    ("h", "Operational indicators"),
    (
        "table",
        """
                                      FY2025-26     FY2024-25
Operational beds (31 March)               1,540         1,460
Occupancy (%)                              68.4          65.9
ARPOB (INR per day)                      42,300        39,800
Average length of stay (days)               3.8           4.0
Inpatient admissions                    101,600        90,500
Outpatient visits (thousand)              1,184         1,052
""",
    ),
    ("h", "Note 41 - Restatement of comparatives"),
    (
        "p",
        "Kovai Crest Hospitals Private Limited was merged into the Company under a scheme approved by the National Company Law Tribunal on 14 November 2025, with an appointed date of 1 April 2024. As a business combination under common control, comparatives have been restated: FY2024-25 revenue from operations from INR 1,842.0 crore to INR 1,869.0 crore and profit after tax from INR 192.8 crore to INR 196.1 crore.",
    ),
    ("h", "Dividend and outlook"),
    (
        "p",
        "The Board has recommended a final dividend of INR 3.50 per share (FY2024-25: INR 3.00). For FY2026-27 we plan to add about 280 beds, including a 160-bed oncology block in Chennai, and we target an EBITDA margin of 24-25%.",
    ),
]

# ---------------------------------------------------------------- Harwood Lyle
DOCS["harwood-lyle-architects/docs/half-year-update-h1-fy2026.pdf"] = [
    ("title", "Harwood Lyle Architects - Half-year update H1 FY2026"),
    (
        "sub",
        "Six months to 31 December 2025 | Melbourne, 18 February 2026 | Unaudited management accounts",
    ),
    ("h", "Summary"),
    (
        "p",
        "Fee revenue for the first half of FY2026 was AUD 26.2 million, 12.1% more than in the same half of FY2025 (AUD 23.4 million). Profit before tax rose to AUD 3.7 million. Growth came mainly from Health and Education, where the Derwent Health Precinct and the first of the Perth secondary schools moved into documentation. Residential fees recovered slightly after one of the Brisbane build-to-rent towers was restarted.",
    ),
    ("h", "Results"),
    ("caption", "AUD thousand unless stated"),
    (
        "table",
        """
                            H1 FY2026     H1 FY2025        FY2025
                          (6m to Dec)   (6m to Dec)  (12m to June)
Fee revenue                    26,240        23,410        48,600
  Education                     7,480         6,910        14,230
  Health                        6,920         5,540        11,870
  Residential                   4,610         4,380         8,940
  Workplace                     3,980         3,720         7,615
  Civic and cultural            3,250         2,860         5,945
Profit before tax               3,710         3,020         6,900
Average FTE (number)              224           208           212
Utilisation (%)                  74.6          72.2          73.1
""",
    ),
    (
        "p",
        "Work in hand at 31 December 2025 was AUD 61.3 million (30 June 2025: AUD 58.4 million). Headcount at 31 December 2025 was 243 people. The Perth studio has grown to twelve staff and Hobart to fourteen; we are looking for larger premises in Sydney.",
    ),
    ("h", "Guidance for FY2026"),
    (
        "p",
        "We expect FY2026 fee revenue of between AUD 52 million and AUD 55 million and profit before tax of AUD 7.4-8.0 million. The guidance assumes no further delay to the second Brisbane build-to-rent tower and no change to the timing of the Perth school projects.",
    ),
    (
        "note",
        "FY2026 is the year ending 30 June 2026. Half-year figures are not audited or reviewed.",
    ),
]

# ---------------------------------------------------------------- Valbruna
DOCS["valbruna-chocolate/docs/annual-report-2025-extract.pdf"] = [
    ("title", "Cioccolato Valbruna S.p.A. - Annual Report 2025 (extract)"),
    (
        "sub",
        "Audited consolidated financial statements for the year ended 31 December 2025 | Approved by the Board on 9 April 2026",
    ),
    ("h", "Consolidated income statement"),
    ("caption", "EUR thousand"),
    (
        "table",
        """
                                              2025           2024
Revenue                                    186,412        171,884
Cost of sales                             (109,614)       (95,218)
Gross profit                                76,798         76,666
Selling, general and administrative
  expenses (excluding depreciation)        (52,108)       (51,566)
EBITDA                                      24,690         25,100
Depreciation and amortisation               (9,586)        (9,080)
Operating profit (EBIT)                     15,104         16,020
Net financial expense                       (2,012)        (1,844)
Profit before tax                           13,092         14,176
Income taxes                                (3,690)        (3,858)
Net profit                                   9,402         10,318
""",
    ),
    ("h", "Key ratios"),
    (
        "table",
        """
                                  2025      2024
Gross margin (%)                  41.2      44.6
EBITDA margin (%)                 13.2      14.6
EBIT margin (%)                    8.1       9.3
Net margin (%)                     5.0       6.0
""",
    ),
    ("h", "Note 34 - Correction of preliminary results"),
    (
        "p",
        "The preliminary results announced on 18 March 2026 reported net profit of EUR 9.8 million and income taxes of EUR 3.3 million. During the completion of the audit the Company recognised an additional tax charge of EUR 0.4 million relating to the partial disallowance of the patent box benefit claimed for 2023. As a result, audited income taxes are EUR 3,690 thousand and audited net profit is EUR 9,402 thousand (EUR 9.4 million). Revenue, EBITDA and EBIT are unchanged from the preliminary announcement. The proposed dividend of EUR 0.32 per share is unchanged.",
    ),
    ("h", "Other information"),
    (
        "p",
        "Net financial debt was EUR 38.5 million at 31 December 2025 (2024: EUR 29.7 million). The Group employed 612 people at year end (2024: 588) at its two plants in Borgo San Dalmazzo and Mondovì (province of Cuneo). Volumes sold were 14,820 tonnes of finished products.",
    ),
]

# ---------------------------------------------------------------- Andino
DOCS["andino-rail-freight/docs/investor-presentation-jan-2026.pdf"] = [
    ("title", "Ferrocarril Andino de Carga S.A. - Investor presentation, January 2026"),
    (
        "sub",
        "Santiago, 22 January 2026 | Preliminary, unaudited figures for 2025 | CLP million unless stated",
    ),
    ("h", "2025 at a glance (preliminary)"),
    (
        "p",
        "FAC returned to profit in 2025 after the Sierra Gorda branch reopened in March. Preliminary volumes were 11.52 million tonnes (2024: 10.38 million), and traffic was 2,191 million net tonne-kilometres (2024: 2,051 million). December volumes are based on incomplete weighbridge data and may be revised in the annual report (Memoria Anual), which will be published in March 2026.",
    ),
    ("h", "Financial summary"),
    (
        "table",
        """
CLP million                          2025 (prelim.)          2024
Revenue                                     148,392       136,017
EBITDA                                       41,266        33,905
EBITDA margin (%)                              27.8          24.9
Net result                                    9,874        (2,134)
Capex                                        23,710        18,460
""",
    ),
    (
        "p",
        "Revenue in US dollars was USD 157.9 million at an average exchange rate of CLP 940 per USD (2024: USD 144.1 million). Net financial debt was CLP 61,480 million at 31 December 2025, or 1.5 times EBITDA.",
    ),
    ("h", "Volumes by cargo (preliminary)"),
    (
        "table",
        """
Million tonnes                        2025 (prelim.)          2024
Copper (cathodes and concentrate)              5.21          4.41
Sulphuric acid                                 2.30          2.28
Nitrates and iodine                            1.64          1.59
Coal and limestone                             1.20          1.07
Containers and general cargo                   1.17          1.03
Total                                         11.52         10.38
Net tonne-km (million)                        2,191         2,051
""",
    ),
    ("h", "2026 outlook"),
    (
        "p",
        "We expect volumes of 12.0-12.4 million tonnes in 2026, EBITDA above CLP 45,000 million and capex of about CLP 27,000 million, including track renewal on the Baquedano - Puerto Angamos section. The new cathode plant of Minera Quillagua is expected to add about 0.4 million tonnes a year from the second half.",
    ),
    (
        "note",
        "All 2025 figures in this presentation are preliminary and unaudited. Figures in the annual report prevail.",
    ),
]

# ---------------------------------------------------------------- De Lindehof
DOCS["lindehof-housing/docs/treasury-and-loans-2025.pdf"] = [
    ("title", "Woonstichting De Lindehof - Treasury and loan portfolio 2025"),
    (
        "sub",
        "Report of the Executive Board to the Supervisory Board | Deventer, April 2026 | EUR million unless stated",
    ),
    ("h", "Loan portfolio"),
    (
        "p",
        "At 31 December 2025 De Lindehof had loans outstanding of EUR 612.4 million (31 December 2024: EUR 589.0 million). New borrowing of EUR 48.0 million, mainly to finance new construction and sustainability works, was partly offset by scheduled repayments of EUR 24.6 million. EUR 574.9 million of the portfolio is guaranteed by the sector guarantee fund; the remaining EUR 37.5 million consists of unguaranteed bank loans secured on part of the property portfolio.",
    ),
    (
        "table",
        """
                                      31.12.2025    31.12.2024
Guaranteed loans                           574.9         556.3
Unguaranteed loans                          37.5          32.7
Total loans                                612.4         589.0
Average interest rate (%)                   2.41          2.36
Average remaining term (years)              17.2          17.9
Rental units (number)                     12,418        12,290
""",
    ),
    (
        "p",
        "Debt per rental unit was EUR 47,925 at the end of 2024. The Supervisory Board has set an internal ceiling of EUR 55,000 of debt per rental unit, which we expect to approach by 2029 as the new-build programme continues.",
    ),
    ("h", "Financial ratios"),
    (
        "table",
        """
                                   2025     2024   Requirement     Forecast 2026
Interest cover ratio (ICR)          1.9      1.8   minimum 1.4               1.6
Loan-to-value (policy value, %)      41       40   maximum 85                 43
Solvency (policy value, %)           56       57   minimum 15                 55
Debt service coverage ratio         1.5      1.4   minimum 1.0               1.3
""",
    ),
    (
        "p",
        "The interest cover ratio improved to 1.9 in 2025 (2024: 1.8), comfortably above the minimum of 1.4 required by the guarantee fund. We expect it to fall to about 1.6 in 2026 as loans taken out at low rates in 2015 and 2016 are refinanced at higher rates and maintenance spending rises.",
    ),
    ("h", "Repayment schedule"),
    (
        "table",
        """
EUR million         2026     2027     2028     2029     2030   after 2030
Repayments          31.2     44.8     28.5     39.0     36.3        432.6
""",
    ),
    ("h", "Interest rate risk"),
    (
        "p",
        "Interest expense was EUR 14.5 million in 2025 (2024: EUR 13.6 million). The treasury statute limits the share of loans whose rate is reset within any one year to 15% of the portfolio; in 2026 the share is 9.4%. De Lindehof does not use interest rate derivatives.",
    ),
]

# ---------------------------------------------------------------- Kuusijarvi
DOCS["kuusijarvi-paper/docs/half-year-report-2025.pdf"] = [
    ("title", "Kuusijärvi Paper Oyj - Half-year report January-June 2025"),
    ("sub", "Helsinki, 24 July 2025 | Unaudited | EUR million unless stated"),
    ("h", "Second quarter in brief"),
    (
        "p",
        "Sales in April-June 2025 were EUR 284.6 million (Q2/2024: EUR 301.2 million). Paper deliveries fell 8% to 318 thousand tonnes as magazine paper demand stayed weak. Comparable EBITDA was EUR 21.0 million and the comparable operating result EUR 7.6 million. The reported operating result was a loss of EUR 4.9 million, including EUR 12.5 million of items affecting comparability related to the closure of PM3 at Vääräkoski (annual capacity 165,000 tonnes). The result for the period was a loss of EUR 6.8 million.",
    ),
    ("h", "January-June in brief"),
    (
        "p",
        "Sales were EUR 583.9 million (H1/2024: EUR 606.8 million) and deliveries 652 thousand tonnes (689 thousand tonnes). The comparable operating result was EUR 15.2 million (EUR 15.1 million): higher selling prices for speciality papers and lower energy costs offset weaker magazine paper volumes and higher wood costs.",
    ),
    ("h", "Key figures"),
    (
        "table",
        """
EUR million                       Q2/2025   Q2/2024   H1/2025   H1/2024      2024
Sales                               284.6     301.2     583.9     606.8   1,187.3
EBITDA                               18.4      26.7      44.2      55.9     102.6
Comparable EBITDA                    21.0      26.7      46.8      55.9     104.1
Operating result                     (4.9)      6.2       2.7      15.1      21.4
Comparable operating result           7.6       6.2      15.2      15.1      34.0
Result for the period                (6.8)      3.1      (1.5)      9.2      12.7
Deliveries (1,000 tonnes)             318       344       652       689     1,342
Comparable operating margin (%)       2.7       2.1       2.6       2.5       2.9
""",
    ),
    ("h", "Items affecting comparability"),
    (
        "table",
        """
EUR million                                   Q2/2025   H1/2025
Impairment of PM3 machinery                       9.9       9.9
Provision for contract termination costs          2.6       2.6
Total items affecting comparability              12.5      12.5
""",
    ),
    (
        "p",
        "Further closure costs, mainly personnel costs, decommissioning and site clean-up, will be recognised in the second half of 2025 and in 2026.",
    ),
    ("h", "Outlook"),
    (
        "p",
        "Kuusijärvi Paper expects its comparable operating result for 2025 to be lower than in 2024 (EUR 34.0 million). Demand for speciality papers is expected to remain stable, while demand for magazine papers continues to decline.",
    ),
    (
        "note",
        "The company had 2,310 employees at the end of June 2025. Comparable figures exclude items affecting comparability such as impairments, restructuring costs and gains or losses on disposals.",
    ),
]


def main() -> None:
    for rel, blocks in DOCS.items():
        build(rel, blocks)
        print(f"wrote {rel}")


if __name__ == "__main__":
    main()
