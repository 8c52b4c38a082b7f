# ruff: noqa: E501  (document text written out as it stands)
#!/usr/bin/env python3
"""Generate the PDF documents of evaluation batch 34 (deterministic).

Run with the project's venv:  .venv/bin/python tests/eval/batch34/make_pdfs.py

Every PDF is drawn with reportlab's canvas and invariant=1, so the bytes are the same on
every run. Body text is Helvetica, headings Helvetica-Bold, and tables are space-aligned
Courier lines (the way text extraction from a PDF returns them). Only Latin-1 characters are
used inside the PDFs.
"""

from pathlib import Path

from reportlab.lib.pagesizes import A4
from reportlab.lib.utils import simpleSplit
from reportlab.pdfgen import canvas

HERE = Path(__file__).resolve().parent
PAGE_W, PAGE_H = A4
MARGIN = 56
BODY = ("Helvetica", 10, 13.5)
HEAD = ("Helvetica-Bold", 12, 17)
TITLE = ("Helvetica-Bold", 16, 22)
MONO = ("Courier", 8.6, 11)
SMALL = ("Helvetica", 8, 10.5)


class Writer:
    def __init__(self, path, meta_title):
        self.c = canvas.Canvas(str(path), pagesize=A4, invariant=1)
        self.c.setTitle(meta_title)
        self.c.setAuthor("batch34 eval fixtures")
        self.c.setCreator("make_pdfs.py")
        self.y = PAGE_H - MARGIN
        self.page = 1

    def _need(self, h):
        if self.y - h < MARGIN:
            self._footer()
            self.c.showPage()
            self.page += 1
            self.y = PAGE_H - MARGIN

    def _footer(self):
        self.c.setFont("Helvetica", 7.5)
        self.c.drawRightString(PAGE_W - MARGIN, MARGIN / 2, str(self.page))

    def text(self, s, style, gap_after=4):
        font, size, lead = style
        lines = simpleSplit(s, font, size, PAGE_W - 2 * MARGIN)
        for ln in lines:
            self._need(lead)
            self.c.setFont(font, size)
            self.c.drawString(MARGIN, self.y - size, ln)
            self.y -= lead
        self.y -= gap_after

    def mono(self, lines):
        font, size, lead = MONO
        for ln in lines:
            self._need(lead)
            self.c.setFont(font, size)
            self.c.drawString(MARGIN, self.y - size, ln)
            self.y -= lead
        self.y -= 6

    def close(self):
        self._footer()
        self.c.save()


def render(path, blocks):
    meta = next((b[1] for b in blocks if b[0] == "title"), path.stem)
    w = Writer(path, meta)
    for kind, content in blocks:
        if kind == "title":
            w.text(content, TITLE, 8)
        elif kind == "h":
            w.y -= 4
            w.text(content, HEAD, 3)
        elif kind == "p":
            w.text(content, BODY, 6)
        elif kind == "small":
            w.text(content, SMALL, 4)
        elif kind == "pre":
            w.mono(content)
        elif kind == "break":
            w._footer()
            w.c.showPage()
            w.page += 1
            w.y = PAGE_H - MARGIN
        else:
            raise ValueError(kind)
    w.close()


DOCS = {}  # relative path -> list of blocks


# ---------------------------------------------------------------- eb: Metsamari Foods (Estonia)
DOCS["estonia-berries/docs/annual-report-2025.pdf"] = [
    ("title", "Metsamari Foods AS - Annual Report 2025"),
    (
        "small",
        "Registry code 10938475 | Vabriku 12, 65608 Võru, Estonia | Financial year 1 January - 31 December 2025",
    ),
    ("h", "1. Management report"),
    (
        "p",
        "Metsamari Foods AS buys wild and cultivated berries from pickers and farms in southern "
        "Estonia and northern Latvia and processes them at three plants: Võru, Põlva and Valga. The "
        "company sells individually quick-frozen (IQF) berries, purees and juice concentrates, and "
        "dried berries and berry powders to food manufacturers in the Nordic countries, Germany and Japan.",
    ),
    (
        "p",
        "Net revenue for 2025 grew to EUR 48,620 thousand from EUR 44,310 thousand in 2024. "
        "Bilberry and lingonberry volumes recovered after the poor 2024 season, while the dried "
        "products and powders segment remained loss-making during the ramp-up of the new drying capacity. "
        "The average number of employees was 214 (2024: 201).",
    ),
    ("h", "2. Key figures"),
    ("small", "Consolidated income statement, EUR thousand"),
    (
        "pre",
        [
            "                                          2025        2024",
            "                                                 (restated)",
            "Net revenue                             48,620      44,310",
            "Cost of sales                          (36,940)    (33,905)",
            "Gross profit                            11,680      10,405",
            "Selling and administrative expenses",
            "  (excluding depreciation)              (4,865)     (4,445)",
            "EBITDA                                   6,815       5,960",
            "Depreciation and amortisation           (2,390)     (2,210)",
            "Operating profit (EBIT)                  4,425       3,750",
            "Net finance costs                         (610)       (540)",
            "Profit before income tax                 3,815       3,210",
            "Income tax on dividends                   (635)       (570)",
            "Net profit for the year                  3,180       2,640",
        ],
    ),
    ("h", "3. Segment information"),
    (
        "p",
        "The company reports three operating segments. Segment operating result is measured after "
        "allocated depreciation and before finance costs and tax.",
    ),
    ("small", "Segment revenue and operating result, EUR thousand"),
    (
        "pre",
        [
            "                              Revenue             Operating result",
            "                           2025      2024          2025      2024",
            "Frozen berries (IQF)     27,450    25,180         3,190     2,980",
            "Purees and concentrates  14,930    13,560         1,647     1,425",
            "Dried products/powders    6,240     5,570          (412)     (655)",
            "Total                    48,620    44,310         4,425     3,750",
        ],
    ),
    (
        "p",
        "The largest customer group was Nordic smoothie and yoghurt producers, which accounted for "
        "about one third of frozen berry sales. The Japanese market, served through a trading house in "
        "Osaka, took mainly dried bilberries and lingonberry powder.",
    ),
    ("h", "4. Note 14 - Correction of a prior-period error"),
    (
        "p",
        "In the autumn of 2025 the company found that finished-goods inventories of lingonberry "
        "concentrate at 31 December 2024 had been valued at a standard cost that did not reflect the "
        "actual yield of the 2024 season. Inventories were overstated by EUR 230 thousand. The 2024 "
        "comparatives have been restated: cost of sales increased by EUR 230 thousand, and EBITDA, "
        "operating profit and net profit decreased by the same amount. Net profit for 2024 as "
        "previously reported was EUR 2,870 thousand; as restated it is EUR 2,640 thousand. The "
        "correction has no effect on income tax, which in Estonia is charged only on distributed profits.",
    ),
    ("h", "5. Outlook"),
    (
        "p",
        "For 2026 the management board targets net revenue of about EUR 52 million, provided the "
        "wild berry harvest is average. Investments of EUR 3.1 million are planned, mainly for the "
        "second freeze-drying chamber in Võru.",
    ),
    ("small", "Kadri Lõhmus, Chair of the Management Board | Võru, 16 March 2026"),
]


# ---------------------------------------------------------------- dk: Nordgran A/S (Denmark)
DOCS["denmark-christmas-trees/docs/aarsrapport-2025.pdf"] = [
    ("title", "Nordgran A/S - Årsrapport 2025"),
    (
        "small",
        "CVR-nr. 38 41 27 90 | Plantagevej 4, 7323 Give | Regnskabsår 1. januar - 31. december 2025",
    ),
    ("h", "Ledelsesberetning"),
    (
        "p",
        "Nordgran A/S dyrker og sælger nordmannsgran og nobilis som juletræer samt pyntegrønt. "
        "Selskabet driver tre plantager i Midtjylland: Give, Brande og Silkeborg. Hovedparten af "
        "træerne eksporteres til Tyskland, Holland og Polen; resten sælges til danske havecentre "
        "og juletræssælgere.",
    ),
    (
        "p",
        "Nettoomsætningen steg til 186.420 t.kr. Stigningen skyldes højere priser på træer i "
        "kvalitet 1A, mens antallet af solgte træer var næsten uændret. Ledelsen anser årets "
        "resultat for tilfredsstillende.",
    ),
    ("h", "Hoved- og nøgletal"),
    ("small", "Beløb i t.kr."),
    (
        "pre",
        [
            "                                        2025         2024",
            "Nettoomsætning                       186.420      171.305",
            "  heraf juletræer                    171.530      158.240",
            "  heraf pyntegrønt                    14.890       13.065",
            "Bruttofortjeneste                     62.310       55.980",
            "Resultat af primær drift              24.870       21.140",
            "Finansielle poster, netto             (1.460)      (1.720)",
            "Årets resultat                        18.260       15.940",
            "",
            "Solgte juletræer (stk.)              772.000      775.000",
            "Gennemsnitligt antal ansatte              38           36",
        ],
    ),
    (
        "p",
        "Nøgletallene er opgjort efter Finansforeningens anbefalinger. Antallet af ansatte omfatter "
        "ikke sæsonarbejdere i fældningsperioden (ca. 140 personer).",
    ),
    ("h", "Forventninger til 2026"),
    (
        "p",
        "Ledelsen forventer for 2026 en nettoomsætning på 190-200 mio. kr. og et resultat af primær "
        "drift på 25-28 mio. kr. Der planlægges ikke nyplantning i Silkeborg.",
    ),
    ("small", "Give, den 3. marts 2026 | Direktion: Mette Kjærgaard, administrerende direktør"),
]


# ---------------------------------------------------------------- ns: Lofotfisk Tørrfisk (Norway)
DOCS["norway-stockfish/docs/results-presentation-2025.pdf"] = [
    ("title", "Lofotfisk Tørrfisk AS - Full-year 2025 results presentation"),
    ("small", "Ballstad, 19 February 2026 | All amounts in NOK million unless stated otherwise"),
    ("h", "Highlights"),
    (
        "p",
        "Record export volumes to Italy; Nigerian demand stable in volume but lower in value per "
        "kilo after the naira devaluation. Group EBITDA of NOK 71.8 million (2024: NOK 64.0 million). "
        "The drying racks at Vaeroy were fully rebuilt after the 2024 storm damage.",
    ),
    ("h", "Income statement summary"),
    ("small", "NOK million"),
    (
        "pre",
        [
            "                          9M 2025   9M 2024   FY 2025   FY 2024",
            "Operating revenue           398.7     372.3     612.4     571.9",
            "EBITDA                       41.6      37.9      71.8      64.0",
            "Operating profit (EBIT)      33.1      30.2      60.4      53.7",
            "Profit before tax            29.8      27.5      50.9      45.6",
        ],
    ),
    (
        "p",
        "Stockfish is dried on racks from February to May and sorted in June; most shipments to "
        "Italy leave in the autumn, so the fourth quarter carries a large share of annual revenue.",
    ),
    ("h", "Export volumes by market"),
    ("small", "Tonnes of stockfish shipped"),
    (
        "pre",
        [
            "Market          2025     2024",
            "Italy          1,840    1,790",
            "Nigeria        1,215    1,260",
            "Croatia          310      280",
            "USA              145      120",
            "Other             90      100",
            "Total          3,600    3,550",
        ],
    ),
    ("h", "Outlook"),
    (
        "p",
        "The 2026 cod quota is 20% lower than in 2025. Management expects lower volumes but higher "
        "prices, and does not give a revenue forecast.",
    ),
]


# ---------------------------------------------------------------- sc: Ljusdals Knäcke (Sweden)
DOCS["sweden-crispbread/docs/arsredovisning-2024-25.pdf"] = [
    ("title", "Ljusdals Knäcke AB - Årsredovisning 2024/25"),
    (
        "small",
        "Org.nr 556712-3490 | Räkenskapsår 1 maj 2024 - 30 april 2025 | Belopp i Mkr om inte annat anges",
    ),
    ("h", "Förvaltningsberättelse"),
    (
        "p",
        "Ljusdals Knäcke AB bakar knäckebröd av råg från Hälsingland och Dalarna i bageriet i "
        "Ljusdal. Produkterna säljs till svensk dagligvaruhandel, till storkök och restauranger samt "
        "på export, främst till Finland, Tyskland och USA. Det helägda dotterbolaget Ljusdal "
        "Näkkileipä Oy säljer koncernens produkter i Finland.",
    ),
    (
        "p",
        "Nettoomsättningen ökade med 6,9 procent till 642,8 Mkr (601,5). Rörelseresultatet "
        "uppgick till 58,4 Mkr (49,7), vilket motsvarar en rörelsemarginal på 9,1 procent (8,3).",
    ),
    ("h", "Flerårsöversikt"),
    ("small", "Mkr"),
    (
        "pre",
        [
            "                              2024/25    2023/24    2022/23",
            "Nettoomsättning                 642,8      601,5      566,0",
            "Rörelseresultat                  58,4       49,7       41,2",
            "Resultat efter finansiella",
            "  poster                         55,9       47,1       39,0",
            "Rörelsemarginal, %                9,1        8,3        7,3",
            "Medelantal anställda              186        179        174",
        ],
    ),
    ("h", "Väsentliga händelser under räkenskapsåret"),
    (
        "p",
        "Ugnslinje 2 byggdes om under sommaren 2024 och togs i drift i september. Koncernen "
        "tecknade ett nytt avtal om leverans av knäckebröd till flygkök i Stockholm.",
    ),
    ("h", "Förslag till vinstdisposition"),
    ("p", "Styrelsen föreslår en utdelning om 12,00 kronor per aktie."),
    ("small", "Ljusdal den 18 augusti 2025 | Styrelsen"),
]


# ---------------------------------------------------------------- bh: Redes Sertaneja (Brazil)
DOCS["brazil-hammocks/docs/relatorio-anual-2025.pdf"] = [
    ("title", "Redes Sertaneja S.A. - Relatório Anual 2025"),
    (
        "small",
        "São Bento - Paraíba - Brasil | Exercício social encerrado em 31 de dezembro de 2025",
    ),
    ("h", "Mensagem da administração"),
    (
        "p",
        "A Redes Sertaneja S.A. fabrica redes de dormir e redes de varanda em teares próprios em "
        "São Bento (PB) e compra redes bordadas de cerca de 300 artesãs da região. Em 2025 a "
        "companhia concluiu a tinturaria própria e ampliou as vendas para a Europa e os Estados Unidos.",
    ),
    (
        "p",
        "A controlada Varandas Decor Ltda., que vende cadeiras de balanço e redes em lojas "
        "próprias em João Pessoa e Recife, continuou com prejuízo em 2025 por causa dos custos de "
        "abertura da segunda loja.",
    ),
    ("h", "Demonstração do resultado consolidado"),
    ("small", "Em R$ mil"),
    (
        "pre",
        [
            "                                              2025         2024",
            "Receita operacional líquida                 84.600       77.330",
            "Custo dos produtos vendidos                (58.205)     (53.899)",
            "Lucro bruto                                 26.395       23.431",
            "Despesas com vendas, gerais e adm.         (15.566)     (14.384)",
            "EBITDA                                      10.829        9.047",
            "Depreciação e amortização                   (2.911)      (2.705)",
            "Resultado operacional (EBIT)                 7.918        6.342",
            "Resultado financeiro                          (986)      (1.112)",
            "Lucro antes do IR e CSLL                     6.932        5.230",
            "IR e CSLL                                   (1.520)        (550)",
            "Lucro líquido                                5.412        4.680",
            "",
            "Margem bruta                                 31,2%        30,3%",
            "Margem EBITDA                                12,8%        11,7%",
        ],
    ),
    ("h", "Resultado líquido por empresa"),
    ("small", "Em R$ mil"),
    (
        "pre",
        [
            "                                              2025         2024",
            "Redes Sertaneja S.A. (controladora)          6.596        5.416",
            "Varandas Decor Ltda. (controlada)           (1.184)        (736)",
            "Consolidado                                  5.412        4.680",
        ],
    ),
    ("h", "Pessoas"),
    (
        "p",
        "A companhia encerrou o ano com 412 empregados diretos e contratos de fornecimento com "
        "298 artesãs bordadeiras.",
    ),
    ("small", "São Bento, 20 de março de 2026 | Helena Dantas, diretora-presidente"),
]


# ---------------------------------------------------------------- mv: Vainillera Totonaca (Mexico)
DOCS["mexico-vanilla/docs/exporter-profile-2025.pdf"] = [
    ("title", "Vainillera Totonaca, S.A. de C.V. - Exporter profile"),
    (
        "small",
        "Papantla, Veracruz, Mexico | Edition: June 2025 | Prepared for buyers and trade fairs",
    ),
    ("h", "Who we are"),
    (
        "p",
        "Vainillera Totonaca is a family-owned vanilla curing house founded in 1987 in Papantla, the "
        "historic home of Mexican vanilla. We buy green vanilla pods from Totonac growers and cure "
        "them by the traditional method: the beans are killed in the sun, sweated overnight in cedar "
        "boxes wrapped in wool blankets, and dried slowly on racks for up to five months.",
    ),
    ("h", "Products"),
    (
        "p",
        "Grade A (gourmet): whole beans of 16 cm and longer, moisture 30-35%, for pastry chefs and "
        "retail packs. Grade B (extract): beans with lower moisture and splits, sold to extract "
        "makers. We also sell vanilla powder and seeds (caviar) in small quantities.",
    ),
    ("h", "Key figures"),
    (
        "pre",
        [
            "                                       2024       2023",
            "Cured vanilla produced (tonnes)        84.5       77.3",
            "Growers supplying us                  1,065        988",
            "Export share of sales (%)                71         68",
            "Average export price, Grade A",
            "  (USD per kg)                          335        362",
            "Average export price, Grade B",
            "  (USD per kg)                          205        231",
        ],
    ),
    (
        "p",
        "Revenues in 2024 were MXN 287.9 million. Our main markets are the United States "
        "(extract makers in Illinois and California) and France (pastry wholesalers).",
    ),
    ("h", "Certifications"),
    (
        "p",
        "Organic (USDA NOP and EU), Fairtrade for part of our growers, and the Denominación de "
        "Origen 'Vainilla de Papantla'.",
    ),
    ("small", "Contact: exportaciones@vainillera-totonaca.example | +52 784 000 0000"),
]


# ---------------------------------------------------------------- ih: Shaktiguard Helmets (India)
DOCS["india-helmets/docs/annual-report-fy2024-25.pdf"] = [
    ("title", "Shaktiguard Helmets Limited - Annual Report 2024-25"),
    (
        "small",
        "CIN L25209HR2004PLC061234 | Plot 18, Sector 24, Faridabad, Haryana | Financial year 1 April 2024 - 31 March 2025",
    ),
    ("h", "Directors' Report (extract)"),
    (
        "p",
        "Your Directors present the 21st Annual Report of the Company. Shaktiguard designs and "
        "manufactures ISI-marked two-wheeler helmets at its plants in Faridabad (Haryana) and Hosur "
        "(Tamil Nadu) and sells them through 3,100 dealers, e-commerce platforms and OEM supply "
        "contracts with motorcycle makers.",
    ),
    (
        "p",
        "During the year the Company sold 48,65,200 helmets (previous year: 44,10,900 helmets). "
        "Full-face helmets were 46% of volumes, up from 41%, helped by stricter enforcement of "
        "helmet rules in several States.",
    ),
    ("h", "Financial highlights"),
    ("small", "(Rs. in crore)"),
    (
        "pre",
        [
            "                                      FY2024-25    FY2023-24",
            "Revenue from operations                 1,036.8        918.4",
            "Cost of materials consumed               (636.6)      (571.4)",
            "Gross profit                              400.2        347.0",
            "Employee benefits and other expenses     (248.8)      (219.6)",
            "EBITDA                                    151.4        127.4",
            "Depreciation and amortisation             (24.9)       (21.8)",
            "Finance costs                              (6.1)        (7.3)",
            "Other income                                4.2          3.6",
            "Profit before tax                         124.6        101.9",
            "Tax expense                               (31.9)       (26.1)",
            "Profit after tax                           92.7         75.8",
        ],
    ),
    ("small", "Margins (% of revenue from operations)"),
    (
        "pre",
        [
            "                                      FY2024-25    FY2023-24",
            "Gross margin                               38.6%        37.8%",
            "EBITDA margin                              14.6%        13.9%",
            "PAT margin                                  8.9%         8.3%",
        ],
    ),
    ("h", "Dividend"),
    (
        "p",
        "The Board has recommended a final dividend of Rs. 3.50 per equity share of Rs. 10 each.",
    ),
    ("h", "Exports"),
    (
        "p",
        "Exports to Africa, the Middle East and Latin America grew 22% and contributed 11% of "
        "revenue from operations.",
    ),
    (
        "small",
        "For and on behalf of the Board | Vikram Sehgal, Chairman & Managing Director | Faridabad, 22 May 2025",
    ),
]


# ---------------------------------------------------------------- jk: Kuroshima Hamono (Japan)
DOCS["japan-knives/docs/integrated-report-2025.pdf"] = [
    ("title", "Kuroshima Hamono Co., Ltd. - Integrated Report 2025"),
    (
        "small",
        "Seki, Gifu Prefecture, Japan | Tokyo Stock Exchange, Standard Market | Covering FY2024, the fiscal year ended March 31, 2025",
    ),
    ("h", "Our business"),
    (
        "p",
        "Kuroshima Hamono forges and finishes Japanese kitchen knives - gyuto, santoku, nakiri and "
        "yanagiba - in Seki, a city with more than 700 years of blade-making history. About 40% of "
        "sales are hand-forged knives made by our own blacksmiths; the rest are stamped stainless "
        "knives made on our automated line and sold under the Kuroshima and private brands.",
    ),
    ("h", "Financial summary (consolidated)"),
    ("small", "Millions of yen"),
    (
        "pre",
        [
            "                                  FY2023             FY2024",
            "                          (year ended        (year ended",
            "                        March 31, 2024)    March 31, 2025)",
            "Net sales                          7,918              8,642",
            "Operating income                     862              1,037",
            "Ordinary income                      905              1,102",
            "Profit attributable to",
            "  owners of parent                   611                748",
            "Employees at year end (persons)      203                214",
        ],
    ),
    (
        "p",
        "Ordinary income includes foreign exchange gains on US dollar and euro receivables. "
        "Overseas sales are mainly to the United States, Germany, France and Australia.",
    ),
    ("h", "Human capital"),
    (
        "p",
        "We employ 18 certified blacksmiths, of whom five are under 35. In FY2024 we accepted four "
        "apprentices under the Seki cutlery association's ten-year training scheme.",
    ),
    ("h", "Medium-term plan"),
    (
        "p",
        "Under the medium-term plan 'Hagane 2027' we aim for net sales of JPY 11.0 billion and an "
        "operating margin of 13% in the fiscal year ending March 31, 2028.",
    ),
    ("small", "Yoshiro Kuroshima, President and Representative Director"),
]


# ---------------------------------------------------------------- qs: Déneigement Boréal (Québec)
DOCS["quebec-snow-removal/docs/lender-presentation-2025.pdf"] = [
    ("title", "Déneigement Boréal inc. - Presentation to lenders"),
    (
        "small",
        "Laval, Québec | September 2025 | Fiscal year ends April 30 | CAD thousand unless stated otherwise",
    ),
    ("h", "Company overview"),
    (
        "p",
        "Déneigement Boréal clears snow from municipal streets, sidewalks, hospital and shopping-centre "
        "parking lots in Laval, Montréal, the North Shore and the Québec City region. Contracts are "
        "typically five winters long, with a fixed price per kilometre and a snowfall adjustment above "
        "an agreed threshold. A small landscaping division keeps part of the crews busy in summer.",
    ),
    ("h", "Financial summary"),
    ("small", "CAD thousand"),
    (
        "pre",
        [
            "                              FY2025          FY2024",
            "                        (May 2024 -     (May 2023 -",
            "                          Apr 2025)       Apr 2024)",
            "Revenue                     68,412.5        61,870.2",
            "EBITDA                      11,289.0         8,785.6",
            "EBITDA margin                  16.5%           14.2%",
            "Net income                   3,912.4         1,638.7",
            "Net debt                    21,540.0        24,115.0",
        ],
    ),
    (
        "p",
        "The margin gain in FY2025 came from snowfall-adjustment payments in a snowy winter and from "
        "lower subcontracting, after the company bought 22 used loaders at auction.",
    ),
    ("h", "Fleet at April 30, 2025"),
    (
        "pre",
        [
            "Sidewalk tractors                 96",
            "Plow trucks (10-wheel)            58",
            "Wheel loaders and snowblowers     61",
            "Salt and brine spreaders          34",
        ],
    ),
    ("h", "Request"),
    (
        "p",
        "Boréal asks its lenders to renew the CAD 15 million revolving credit facility for three years "
        "and to add a CAD 6 million equipment line for sidewalk tractors.",
    ),
]


# ---------------------------------------------------------------- cc: Keration Carob Mills (Cyprus)
DOCS["cyprus-carob/docs/annual-report-2025.pdf"] = [
    ("title", "Keration Carob Mills Ltd - Annual Report and Financial Statements 2025"),
    (
        "small",
        "Registered office: 14 Anexartisias Street, 3036 Limassol, Cyprus | Year ended 31 December 2025",
    ),
    ("h", "Board of Directors' report"),
    (
        "p",
        "The principal activities of the Company are the purchase of carob pods from growers in the "
        "Limassol and Larnaca districts, the kibbling of the pods, the separation and sale of carob "
        "seeds to locust bean gum manufacturers, the production of carob powder, and since 2023 the "
        "production of carob syrup (teratsomelo) for the local and Greek markets.",
    ),
    (
        "p",
        "Revenue increased to EUR 14,320 thousand (2024: EUR 12,870 thousand), mainly due to higher "
        "seed prices. The syrup unit remained loss-making because the new evaporator was only "
        "commissioned in October.",
    ),
    ("h", "Statement of profit or loss"),
    ("small", "EUR thousand"),
    (
        "pre",
        [
            "                                          2025        2024",
            "Revenue                                 14,320      12,870",
            "Cost of sales                           (9,874)     (8,911)",
            "Gross profit                             4,446       3,959",
            "Distribution and administrative",
            "  expenses                              (2,286)     (1,978)",
            "Operating profit                         2,160       1,981",
            "Finance costs                             (184)       (203)",
            "Profit before tax                        1,976       1,778",
            "Income tax                                (247)       (222)",
            "Profit for the year                      1,729       1,556",
        ],
    ),
    ("h", "Note 5 - Segment operating result"),
    ("small", "EUR thousand"),
    (
        "pre",
        [
            "                                          2025        2024",
            "Kibble and powder                        1,486       1,302",
            "Seeds                                      912         774",
            "Syrup                                     (238)        (95)",
            "Operating profit                         2,160       1,981",
        ],
    ),
    ("h", "Future developments"),
    (
        "p",
        "The Board aims to receive 8,000 tonnes of pods from growers in the 2026 harvest, supported by "
        "new supply agreements with two village cooperatives, and to bring the syrup unit to break-even.",
    ),
    ("small", "By order of the Board | Andreas Christodoulou, Secretary | Limassol, 9 April 2026"),
]


def _check_latin1(rel, blocks):
    for _kind, content in blocks:
        parts = content if isinstance(content, list) else [content]
        for part in parts:
            if part is None:
                continue
            try:
                part.encode("latin-1")
            except UnicodeEncodeError as exc:
                raise SystemExit(f"{rel}: non-Latin-1 text: {part!r} ({exc})") from exc


def main():
    for rel, blocks in DOCS.items():
        _check_latin1(rel, blocks)
        out = HERE / rel
        out.parent.mkdir(parents=True, exist_ok=True)
        render(out, blocks)
        print("wrote", out.relative_to(HERE))


if __name__ == "__main__":
    main()
