"""Generate the PDF documents of batch 31 deterministically with reportlab.

Run: /work/main/.venv/bin/python tests/eval/batch31/make_pdfs.py
Body text is Helvetica, headings Helvetica-Bold, tables are space-aligned Courier lines.
Only Latin-1 characters are used inside the PDFs.
"""

from pathlib import Path

from reportlab.lib.pagesizes import A4
from reportlab.lib.utils import simpleSplit
from reportlab.pdfgen.canvas import Canvas

HERE = Path(__file__).resolve().parent
MARGIN = 56
WIDTH, HEIGHT = A4

# Each document is a list of blocks: ("h1"|"h2"|"p", text) or ("t", [table lines]).
PDFS = {}

PDFS["sk-mineral-water/docs/vyrocna-sprava-2025.pdf"] = [
    ("h1", "Sitnianska mineralka a.s. - Annual Report 2025"),
    (
        "p",
        "Sitnianska mineralka a.s. bottles natural mineral water from two springs (HS-1 and "
        "HS-2) near Banska Stiavnica, Slovakia, and sells flavoured waters and glass bottles and "
        "kegs for restaurants (HoReCa). The financial year is the calendar year.",
    ),
    ("h2", "Financial highlights"),
    (
        "p",
        "Revenue grew to EUR 41.9 million. EBITDA rose to EUR 7.1 million and net profit to "
        "EUR 2.8 million. The board proposes no change to the dividend policy.",
    ),
    ("h2", "Income statement"),
    ("p", "All figures in EUR thousand."),
    (
        "t",
        [
            "                                     2025        2024",
            "Revenue                            41,862      38,410",
            "  Natural mineral water            27,540      25,310",
            "  Flavoured waters                  9,870       9,010",
            "  Kegs and HoReCa glass             4,452       4,090",
            "EBITDA                              7,118       6,250",
            "Depreciation and amortisation      (3,064)     (2,930)",
            "EBIT                                4,054       3,320",
            "Net financial result                 (412)       (388)",
            "Profit before tax                   3,642       2,932",
            "Income tax                           (801)       (645)",
            "Net profit                          2,841       2,287",
        ],
    ),
    ("h2", "Springs and investment"),
    (
        "p",
        "The yield of spring HS-2 has fallen since 2021. In September 2025 the board approved "
        "a new borehole, HS-3, to be completed in 2026. Capital expenditure in 2025 was EUR 3.9 "
        "million, mainly for a new labelling machine and the glass bottle line.",
    ),
    ("h2", "Employees"),
    ("p", "The company employed 214 people on average in 2025 (2024: 206)."),
]

PDFS["lt-amber-jewellery/docs/annual-report-2025.pdf"] = [
    ("h1", "Gintaro Banga UAB - Annual Report 2025"),
    (
        "p",
        "Gintaro Banga UAB designs and makes Baltic amber jewellery in its own workshop in "
        "Kaunas and sells it through five boutiques in Lithuania, an online shop and export "
        "wholesale to museum shops in Germany and Scandinavia.",
    ),
    ("h2", "Revenue by channel"),
    ("p", "EUR thousand"),
    (
        "t",
        [
            "                          2025        2024",
            "Boutiques              9,980.0     8,912.4",
            "Online shop            1,517.6     1,301.9",
            "Export wholesale         962.7       865.7",
            "Total revenue         12,460.3    11,080.0",
        ],
    ),
    ("h2", "Five-year summary"),
    ("p", "Revenue, EUR thousand"),
    (
        "t",
        [
            "     2021       2022       2023       2024       2025",
            "  8,214.0    9,032.5   10,115.8   11,080.0   12,460.3",
        ],
    ),
    ("h2", "Results"),
    (
        "p",
        "Net profit for the year was EUR 1,370.2 thousand. Gross margin narrowed because raw "
        "amber prices at the Gdansk auctions rose faster than our retail prices. The average "
        "number of employees was 86.",
    ),
    ("h2", "Outlook"),
    (
        "p",
        "In 2026 we plan to open a boutique in Riga and to expand the online shop to Latvian "
        "and Estonian customers.",
    ),
]

PDFS["hr-sea-salt/docs/annual-report-2025.pdf"] = [
    ("h1", "Solana Kornat d.o.o. - Annual Report 2025"),
    (
        "p",
        "Solana Kornat harvests sea salt and fleur de sel by hand in the salt pans of Murter, "
        "Croatia. The company reports in euro since Croatia adopted the euro on 1 January 2023.",
    ),
    ("h2", "Results"),
    (
        "p",
        "A long dry summer allowed 61 harvest days. EBITDA rose to EUR 912 thousand and EBIT to "
        "EUR 341 thousand. No income tax was payable because of tax losses carried forward.",
    ),
    ("h2", "Income statement"),
    ("p", "EUR thousand"),
    (
        "t",
        [
            "                                  2025    2024 restated",
            "Revenue                          4,652           4,218",
            "EBITDA                             912             688",
            "Depreciation and amortisation     (571)           (552)",
            "EBIT                               341             136",
            "Net finance costs                 (214)           (285)",
            "Net result                         127            (149)",
        ],
    ),
    ("h2", "Restatement of 2024"),
    (
        "p",
        "Revenue for 2024 has been restated to EUR 4,218 thousand (previously reported: EUR "
        "4,386 thousand). Tourist tax and parking fees collected at the visitor centre on behalf "
        "of the municipality had been recorded as revenue; they are now shown net. The correction "
        "reduced revenue and operating expenses by the same amount and has no effect on EBITDA or "
        "on the net result.",
    ),
    ("h2", "Outlook"),
    ("p", "For 2026 the company targets revenue of EUR 5.0 million and a new packing hall."),
]

PDFS["ca-textile-recycling/docs/memoria-2025.pdf"] = [
    ("h1", "Fil Nou SCCL - Memòria anual 2025"),
    (
        "p",
        "Fil Nou és una cooperativa d'iniciativa social que recull, classifica i recicla roba "
        "usada a les plantes de Sabadell i Manresa. Ven fibra reciclada a filatures, gestiona "
        "botigues de roba de segona mà i presta serveis de recollida a ajuntaments.",
    ),
    ("h2", "Activitat"),
    ("p", "La cooperativa va recollir 18.640 tones de tèxtil post-consum (2024: 17.430 tones)."),
    ("h2", "Compte de resultats"),
    ("p", "Imports en milers d'euros"),
    (
        "t",
        [
            "                                        2025        2024",
            "Venda de fibra reciclada             6.812,4     6.190,8",
            "Roba de segona mà (botigues)         3.205,6     2.931,0",
            "Serveis de recollida municipal       1.918,0     1.752,4",
            "Ingressos totals                    11.936,0    10.874,2",
            "EBITDA                               1.402,7     1.198,5",
            "Amortitzacions                        (655,3)     (610,2)",
            "Resultat d'explotació (EBIT)           747,4       588,3",
            "Resultat financer                     (112,6)     (120,9)",
            "Impost sobre beneficis                (145,4)     (116,8)",
            "Resultat de l'exercici                 489,4       350,6",
        ],
    ),
    (
        "p",
        "El marge d'EBITDA va ser de l'11,8 %, el marge d'explotació del 6,3 % i el marge net "
        "del 4,1 %.",
    ),
    ("h2", "Distribució de l'excedent"),
    (
        "p",
        "Els estatuts limiten el retorn cooperatiu a un màxim del 30 % dels excedents "
        "disponibles. L'assemblea general de juny de 2026 decidirà l'import del retorn i la "
        "dotació al fons d'educació i promoció.",
    ),
]

PDFS["at-organ-builder/docs/geschaeftsbericht-2024-25.pdf"] = [
    ("h1", "Orgelbau Traunstein GmbH - Geschäftsbericht 2024/25"),
    (
        "p",
        "Geschäftsjahr 2024/25 (1. April 2024 bis 31. März 2025). Die Orgelbau Traunstein "
        "GmbH baut und restauriert Pfeifenorgeln für Kirchen, Konzertsäle und Musikschulen in "
        "Österreich, Deutschland und Italien.",
    ),
    ("h2", "Wirtschaftliche Entwicklung"),
    (
        "p",
        "Mit der Auslieferung der großen Orgel für die Basilika Sankt Lambrecht am See im "
        "Jänner war das Geschäftsjahr das umsatzstärkste der Firmengeschichte. Der Auftragsstand "
        "zum 31. März 2025 betrug 14,62 Mio. EUR (Vorjahr: 12,90 Mio. EUR).",
    ),
    (
        "p",
        "Im Geschäftsjahr 2024/25 beschäftigte das Unternehmen durchschnittlich 64 "
        "Mitarbeiterinnen und Mitarbeiter.",
    ),
    ("h2", "Gewinn- und Verlustrechnung"),
    ("p", "in Tsd. EUR"),
    (
        "t",
        [
            "                                2024/25    2023/24 angepasst",
            "Umsatzerlöse                      8.934                7.812",
            "EBITDA                            1.206                  944",
            "Abschreibungen                     (388)                (371)",
            "EBIT                                818                  573",
            "Finanzergebnis                      (46)                 (52)",
            "Ergebnis vor Steuern                772                  521",
            "Ertragsteuern                      (178)                (120)",
            "Jahresergebnis                      594                  401",
        ],
    ),
    ("h2", "Anpassung der Vorjahreszahlen"),
    (
        "p",
        "Die Vorjahreszahlen wurden angepasst: Die Umsatzerlöse 2023/24 betragen 7.812 Tsd. "
        "EUR (ursprünglich berichtet: 8.046 Tsd. EUR), weil der Leistungsfortschritt beim Auftrag "
        "Basilika Sankt Lambrecht am See zu hoch angesetzt worden war. Das EBITDA 2023/24 "
        "verringerte sich entsprechend von 1.178 Tsd. EUR auf 944 Tsd. EUR.",
    ),
    ("h2", "Ausblick"),
    ("p", "Für 2025/26 erwartet die Geschäftsführung einen Umsatz zwischen 9,0 und 9,5 Mio. EUR."),
]

PDFS["ch-cheese-affinage/docs/rapport-annuel-2025.pdf"] = [
    ("h1", "Caves d'Affinage du Jorat SA - Rapport annuel 2025"),
    (
        "p",
        "Les Caves d'Affinage du Jorat affinent du Gruyère AOP et du Vacherin Fribourgeois AOP "
        "pour des fromageries du canton de Vaud et de Fribourg, et vendent leurs fromages dans la "
        "boutique de Mézières.",
    ),
    ("h2", "Commentaire de la direction"),
    (
        "p",
        "Le chiffre d'affaires a progressé de 6,9 %. L'EBITDA a atteint CHF 3.19 millions et "
        "l'EBIT CHF 2.12 millions. La marge EBITDA s'est établie à 13,6 % (2024 : 13,2 %).",
    ),
    ("h2", "Compte de résultat"),
    ("p", "en milliers de CHF"),
    (
        "t",
        [
            "                                          2025        2024",
            "Affinage Gruyère AOP                  14'212.0    13'404.1",
            "Vacherin Fribourgeois AOP et autres    5'106.4     4'812.7",
            "Vente directe (boutique)               4'100.2     3'688.5",
            "Chiffre d'affaires                    23'418.6    21'905.3",
            "EBITDA                                 3'187.4     2'890.1",
            "Amortissements                        (1'062.9)   (1'011.6)",
            "EBIT                                   2'124.5     1'878.5",
            "Bénéfice net                           1'611.0     1'402.3",
        ],
    ),
    ("h2", "Perspectives"),
    (
        "p",
        "La nouvelle cave des Cullayes sera mise en service à l'automne 2026. Elle permettra "
        "d'affiner du Vacherin Mont-d'Or AOP, un fromage de saison vendu en boîte d'épicéa.",
    ),
]

PDFS["ph-coir-products/docs/annual-report-fy2025.pdf"] = [
    ("h1", "Bicol Coirworks Corporation - Annual Report FY2025"),
    (
        "p",
        "Fiscal year 2025 covers the twelve months from July 1, 2024 to June 30, 2025. Bicol "
        "Coirworks turns coconut husks from Bicol farmers into coir fibre, woven coir geonets and "
        "coco peat growing media.",
    ),
    ("h2", "Message from the President"),
    (
        "p",
        "Demand for geonets from road and flood-control projects lifted revenue to a record. "
        "We opened a second geonet weaving hall in Daet and trained 64 new weavers, most of them "
        "women from coconut-farming households.",
    ),
    ("h2", "Statement of income"),
    ("p", "(in thousand pesos)"),
    (
        "t",
        [
            "                           FY2025       FY2024",
            "Coir fibre                244,992      226,405",
            "Coir geonets              251,116      214,870",
            "Coco peat                 116,372      107,635",
            "Total revenue             612,480      548,910",
            "Gross profit              158,020      139,212",
            "Operating income           62,115       58,470",
            "Net income                 41,208       38,660",
        ],
    ),
    ("h2", "Employees"),
    ("p", "The company had 888 employees at its four plants at fiscal year-end."),
]

PDFS["ke-dairy-coop/docs/annual-report-2025.pdf"] = [
    ("h1", "Kinangop Highlands Dairy Co-operative Society Ltd - Annual Report 2025"),
    (
        "p",
        "The society collects raw milk from smallholder members in the Kinangop highlands of "
        "Nyandarua County, Kenya, and processes it at its Engineer plant into fresh and UHT milk, "
        "yoghurt, mala (fermented milk), butter and ghee. Cheese is made at a separate unit in "
        "Ol Kalou.",
    ),
    ("h2", "Operations"),
    (
        "p",
        "Milk intake rose to 68.4 million litres (2024: 62.1 million litres). The new UHT line "
        "commissioned in March allows the society to sell milk to schools in Nakuru and Nairobi.",
    ),
    ("h2", "Financial statements"),
    ("p", "KES '000"),
    (
        "t",
        [
            "                                        2025          2024",
            "Revenue                            3,482,600     3,105,200",
            "  Fresh and UHT milk               2,290,100     2,065,400",
            "  Yoghurt and mala                   918,300       812,600",
            "  Butter and ghee                    216,400       183,500",
            "  Cheese                              57,800        43,700",
            "Payments to farmers for milk      (2,462,400)   (2,142,900)",
            "",
            "Operating result by unit",
            "  Engineer plant (milk and mala)     268,910       232,405",
            "  Ol Kalou cheese unit               (18,640)       (9,215)",
        ],
    ),
    ("h2", "Members"),
    (
        "p",
        "Members receive a monthly payment for milk delivered and a year-end bonus decided by "
        "the AGM.",
    ),
]

PDFS["vn-pepper-exporter/docs/annual-report-2025.pdf"] = [
    ("h1", "Phuoc Son Spice Joint Stock Company - Annual Report 2025"),
    (
        "p",
        "Phuoc Son Spice JSC (PSJ) buys pepper from about 4,200 farming households in Binh "
        "Phuoc and Dak Nong, cleans, grades, sterilises and exports it. The financial year is the "
        "calendar year. Figures are in millions of Vietnamese dong (VND million) unless stated.",
    ),
    ("h2", "Highlights"),
    (
        "p",
        "Net revenue rose 17.4% to VND 3,184.6 billion and profit after tax reached VND 142.8 "
        "billion. Export volume was 21,450 tonnes. The dong weakened against the US dollar late in "
        "the year, and the company recorded a net foreign exchange loss on its USD loans.",
    ),
    ("h2", "Income statement"),
    ("p", "VND million"),
    (
        "t",
        [
            "                                        2025          2024",
            "Net revenue                        3,184,612     2,712,905",
            "Cost of goods sold                (2,871,350)   (2,470,118)",
            "Gross profit                         313,262       242,787",
            "Financial income                      12,904         9,877",
            "Net foreign exchange result          (28,415)        6,231",
            "Interest expense                     (41,730)      (44,902)",
            "Selling and administrative expenses  (77,520)      (71,470)",
            "Profit before tax                    178,501       142,523",
            "Corporate income tax                 (35,700)      (28,505)",
            "Profit after tax                     142,801       114,018",
        ],
    ),
    ("h2", "Dividend"),
    ("p", "The Board will propose the 2025 dividend to the Annual General Meeting in April 2026."),
]

PDFS["nz-deer-farming/docs/annual-report-fy2025.pdf"] = [
    ("h1", "Tarawera Venison Co-operative Ltd - Annual Report FY2025"),
    (
        "p",
        "For the year ended 30 September 2025. Tarawera Venison is a farmer-owned co-operative "
        "that processes farmed deer and markets venison, velvet antler and co-products.",
    ),
    ("h2", "Year in review"),
    (
        "p",
        "Venison revenue rose 8.2% to NZ$118.6 million, while velvet revenue fell 3.1% to "
        "NZ$14.2 million. Net profit was NZ$6.18 million.",
    ),
    ("h2", "Revenue by product"),
    ("p", "NZ$000"),
    (
        "t",
        [
            "                          FY2025      FY2024",
            "Venison                  118,602     109,614",
            "Velvet                    14,204      14,658",
            "Co-products                9,694       9,685",
            "Total revenue            142,500     133,957",
        ],
    ),
    ("h2", "Five-year summary"),
    ("p", "Total revenue, NZ$000"),
    (
        "t",
        [
            "   FY2021     FY2022     FY2023     FY2024     FY2025",
            "  104,300    112,800    121,050    133,957    142,500",
        ],
    ),
    ("h2", "Restatement of FY2024"),
    (
        "p",
        "FY2024 net profit has been restated to NZ$4.62 million (previously reported NZ$5.31 "
        "million) following correction of the valuation of frozen velvet inventory. Revenue was "
        "not affected.",
    ),
    ("h2", "Outlook"),
    ("p", "The board expects FY2026 revenue of NZ$145 million to NZ$150 million."),
]

STYLES = {
    "h1": ("Helvetica-Bold", 14, 22),
    "h2": ("Helvetica-Bold", 11, 18),
    "p": ("Helvetica", 10, 13),
    "t": ("Courier", 9, 11),
}


def render(path, blocks):
    """Write one PDF with simple top-to-bottom layout and page breaks."""
    canvas = Canvas(str(path), pagesize=A4, invariant=1)
    canvas.setTitle(path.stem)
    y = HEIGHT - MARGIN

    def line(text, font, size, leading):
        nonlocal y
        if y < MARGIN + leading:
            canvas.showPage()
            y = HEIGHT - MARGIN
        canvas.setFont(font, size)
        canvas.drawString(MARGIN, y, text)
        y -= leading

    for kind, content in blocks:
        font, size, leading = STYLES[kind]
        if kind == "t":
            for row in content:
                line(row, font, size, leading)
        else:
            for row in simpleSplit(content, font, size, WIDTH - 2 * MARGIN):
                line(row, font, size, leading)
        y -= 6
    canvas.showPage()
    canvas.save()


def main():
    for rel, blocks in PDFS.items():
        for _, content in blocks:
            text = "\n".join(content) if isinstance(content, list) else content
            text.encode("latin-1")
        target = HERE / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        render(target, blocks)
        print("wrote", rel)


if __name__ == "__main__":
    main()
