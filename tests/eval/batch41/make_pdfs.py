# ruff: noqa: E741
#!/usr/bin/env python3
"""Generate the PDF documents of batch 41 (deterministic, reportlab invariant=1).

Markup used in the document texts below:
  "# "  title line        (Helvetica-Bold 15)
  "## " section heading   (Helvetica-Bold 11.5)
  "| "  table line        (Courier 8.5, printed verbatim, spaces kept) - tables are
                          written as space-aligned lines, as PDF text extraction gives them
  blank line              paragraph break; other consecutive lines are joined into one
                          paragraph and wrapped (Helvetica 10)
Only Latin-1 characters are allowed inside the PDFs; the script refuses anything else.
Paths are relative to this script's folder.
"""

import os

from reportlab.lib.pagesizes import A4
from reportlab.lib.utils import simpleSplit
from reportlab.pdfgen import canvas

HERE = os.path.dirname(os.path.abspath(__file__))

DOCS = {}

# ---------------------------------------------------------------------------
DOCS[("compost-brazil", "annual-report-2025")] = """
# Terra Viva Fertilizantes Orgânicos S.A.
## Annual Report 2025

## Message from the Chief Executive Officer
2025 was the year in which organic fertiliser moved from a niche product to a mainstream input
for Brazilian growers. Net revenue rose 11.1% to BRL 412.8 million, driven by bagged compost
sold through garden centres and cooperatives and by bulk organic fertiliser delivered to
sugar-cane and coffee farms. EBITDA reached BRL 71.9 million, a margin of 17.4%, and EBIT
BRL 47.2 million. Net income was BRL 28.4 million.

We also took a difficult decision: composting at our Campo Grande yard was suspended in October
2025 and the yard was written down in the fourth quarter. The reasons are set out in the minutes
of the Board of Directors.

Mariana Albuquerque Setti, Chief Executive Officer

## Net revenue by business line
BRL million
| Business line                          2025       2024
| Bagged compost (retail and garden)    238.6      216.2
| Bulk organic fertiliser               131.4      118.9
| Biomethane and carbon credits          42.8       36.4
| Net revenue                           412.8      371.5

## Summary income statement
BRL million
|                                        2025       2024
| Net revenue                           412.8      371.5
| Gross profit                          141.2      124.6
| EBITDA                                 71.9       63.2
| Depreciation and amortisation         (24.7)     (22.0)
| EBIT                                   47.2       41.2
| Net financial result                   (9.3)     (11.5)
| Income tax                             (9.5)      (7.6)
| Net income                             28.4       22.1

## Operations
Our four plants - Sorocaba (SP), Rio Verde (GO), Uberlândia (MG) and Campo Grande (MS) -
produced 334,600 tonnes of finished compost (2024: 322,300 tonnes). Plant-level production and
licensed capacities are published in the plant operating data file. The Rio Verde plant ran close
to its licensed capacity for most of the year; the state licence amendment that raises the cap
from July 2026 was granted in January 2026.

## Outlook
For 2026 we guide net revenue of BRL 460 million to BRL 480 million and an EBITDA margin of 17%
to 18%. This guidance is not a forecast of results and may change with crop prices and
weather.
"""

# ---------------------------------------------------------------------------
DOCS[("tyre-retread-poland", "annual-report-2025")] = """
# Protektor Wielkopolska S.A.
## Annual Report 2025

## Letter from the Management Board
Dear Shareholders,

Protektor's revenue reached PLN 286.4 million in 2025, against PLN 251.9 million a year
earlier. Our largest domestic competitor, Oponex Recykling, reported revenue growth of 6.2% to
PLN 412.0 million in the same year, so we continued to gain share in retreaded truck tyres.
Fleet customers now account for 71% of our sales, and the new hot-retread press line at
Swarzedz, a capital expenditure of PLN 18.9 million, started production in September.

Tomasz Wierzbicki, President of the Management Board

## Key figures
PLN million
|                                   2025       2024
| Revenue                          286.4      251.9
| EBITDA                            41.8       36.0
| Depreciation and amortisation    (15.3)     (14.1)
| EBIT                              26.5       21.9
| Profit before tax                 21.6       18.8
| Income tax                        (4.4)      (5.0)
| Net profit                        17.2       13.8

## Note 9. Financial income and costs
in PLN thousand
|                                   2025       2024
| Interest income                    412        388
| Interest expense                (3,906)    (4,215)
| Foreign exchange result         (1,284)       917
| Other financial items             (118)      (204)
| Net financial result            (4,896)    (3,114)

The foreign exchange result reflects the revaluation of euro-denominated casing purchases and
trade receivables from customers in Germany and the Czech Republic.
"""

# ---------------------------------------------------------------------------
DOCS[("cooperage-czech", "annual-report-fy2024-25")] = """
# Bednárna Dubina a.s.
## Annual Report for the fiscal year 2024/25 (1 July 2024 - 30 June 2025)

## Report of the Board of Directors
Bednárna Dubina a.s., a cooperage founded in Tábor in 1921, makes oak barrels for wine
producers, casks for whisky and rum distilleries, and lager barrels for breweries. In the
fiscal year 2024/25 the company sold 41,860 barrels and casks and increased revenue to
CZK 614.2 million. About 62% of our staves came from Czech forests (Sumava and Brdy); the rest
was French oak from the Allier and Vosges forests.

## Revenue by product line
CZK million
|                                   FY2024/25    FY2023/24
| Wine barrels (barriques)              352.6        331.0
| Spirits casks                         187.3        164.5
| Beer barrels and other                 74.3         73.4
| Total revenue                         614.2        568.9

## Other key figures
|                                   FY2024/25    FY2023/24
| Barrels and casks sold (units)       41,860       39,120
| EBITDA (CZK million)                   98.4         90.2
| EBIT (CZK million)                     66.8         60.4
| Net profit (CZK million)               49.1         45.0
| Average number of employees             286          271

"Beer barrels and other" comprises oak lager barrels for breweries, garden planters cut from
used barrels and re-coopering services. Export volumes by destination market are reported
separately by the Export Sales department.
"""

# ---------------------------------------------------------------------------
DOCS[("king-crab-norway", "annual-report-2025")] = """
# Varanger Kongekrabbe AS
## Annual Report 2025

## From the Chief Executive
Varanger Kongekrabbe AS catches, holds and ships red king crab from the Varangerfjord and the
coast of East Finnmark. In 2025 we achieved total revenue of NOK 498.6 million (2024: NOK 421.3
million). Prices for live crab in Seoul, Tokyo and Dubai stayed high throughout the year,
while frozen clusters met tougher competition from Russian product in Asian markets.

Sigrid Haugland Berntsen, Chief Executive Officer

## Revenue and volumes by product
|                              Volume sold (tonnes)     Revenue (NOK million)
|                                2025       2024           2025        2024
| Live king crab                  742        655          387.5       329.6
| Frozen clusters (cooked)        404        377          111.1        91.7
| Total                         1,146      1,032          498.6       421.3

## Receiving stations
We closed the receiving station at Bugøynes in May 2025. After the new breakwater was built,
the intake could no longer supply the holding tanks with sea water of stable temperature and
salinity, and crab mortality in the tanks rose above 6%. Crab from the eastern fields is now
landed at Kirkenes and Vadsø, where the tanks were enlarged.

## Quota
The commercial king crab fishery east of 26 degrees East is regulated by annual quotas. For
2026 the company holds quota rights of 1,210 tonnes (2025: 1,180 tonnes). Catches for 2026
will depend on the autumn season and on prices in our main markets.
"""

# ---------------------------------------------------------------------------
DOCS[("rye-bakery-latvia", "annual-report-2025")] = """
# AS Maizes Ceplis
## Annual Report 2025

## Management report
AS Maizes Ceplis bakes rye bread, sourdough loaves and pastry in Riga and Ogre and sells them to
Baltic supermarket chains, to restaurants and canteens, and to export customers. Revenue
increased by 8.5% to EUR 64.8 million (2024: EUR 59.7 million). EBITDA increased to EUR 9.2
million and operating profit (EBIT) to EUR 5.2 million. Net profit was EUR 3.9 million. The
two bakeries baked 31,420 tonnes of bread and pastry.

## Income statement highlights
EUR million
|                                 2025      2024
| Revenue                         64.8      59.7
| Gross profit                    25.0      22.4
| EBITDA                           9.2       8.1
| Depreciation and amortisation   (4.0)     (3.8)
| EBIT                             5.2       4.3
| Net profit                       3.9       3.1

## Key ratios
percent
|                                 2025      2024
| Gross margin                    38.6      37.5
| EBITDA margin                   14.2      13.6
| EBIT margin                      8.0       7.2
| Net margin                       6.0       5.2

## Revenue by sales channel
EUR million
|                                 2025      2024
| Retail (supermarket chains)     41.3      39.0
| Food service                    12.6      11.8
| Export                          10.9       8.9
| Total                           64.8      59.7
"""

# ---------------------------------------------------------------------------
DOCS[("lokum-turkey", "annual-report-2025")] = """
# Gülbahçe Lokum A.S.
## Annual Report 2025

All amounts are presented in Turkish lira (TRY) in terms of the purchasing power of the lira at
31 December 2025, in accordance with IAS 29 (Financial Reporting in Hyperinflationary
Economies).

## Chairman's message
Gülbahçe has made Turkish delight in Afyonkarahisar since 1938. In 2025 revenue rose 45.0% to
TRY 2,846.3 million. Export revenue increased to TRY 927.9 million (2024: TRY 591.3 million),
and domestic revenue to TRY 1,918.4 million (2024: TRY 1,371.5 million). We sold 9,840 tonnes
of lokum and confectionery (2024: 9,215 tonnes).

We opened the Gebze plant in 2024 so that export orders are packed within an hour's drive of
Istanbul Airport's cargo terminal; shipments to the Gulf and to Europe now leave within 48
hours of production instead of four days from Afyonkarahisar.

Kemal Özgür Yücel, Chairman of the Board

## Summary income statement
TRY million
|                                                    2025        2024
| Revenue                                         2,846.3     1,962.8
| Cost of sales                                  (1,833.9)   (1,284.1)
| Gross profit                                    1,012.4       678.7
| Operating expenses                               (609.7)     (402.3)
| Operating profit                                  402.7       276.4
| Net monetary position loss and net finance costs (142.5)      (46.3)
| Profit before tax                                 260.2       230.1
| Tax                                               (45.6)      (41.2)
| Net profit                                        214.6       188.9

## Sector comparison
The listed sector leader, Nurseker Gida, reported EBITDA of TRY 1,460 million for 2025. Gülbahçe
does not publish EBITDA: depreciation is reported within cost of sales and operating expenses
and is not disclosed separately in this summary.
"""

# ---------------------------------------------------------------------------
DOCS[("batik-indonesia", "laporan-tahunan-2025")] = """
# PT Sekar Jagad Batik Tbk
## Laporan Tahunan 2025

## Ikhtisar kinerja
PT Sekar Jagad Batik Tbk memproduksi batik tulis, batik cap dan tekstil bermotif batik di
Pekalongan dan memasarkannya melalui 48 butik milik sendiri serta mitra grosir. Pendapatan usaha
naik 12,6% menjadi Rp 486,2 miliar (2024: Rp 431,7 miliar). Laba tahun berjalan mencapai
Rp 38,6 miliar (2024: Rp 34,0 miliar).

## Pendapatan per segmen
dalam miliar Rupiah
| Segmen                     2025       2024
| Batik tulis               118,5      104,2
| Batik cap                 204,9      183,0
| Tekstil printing          162,8      144,5
| Jumlah pendapatan         486,2      431,7

Segmen batik tulis membukukan pendapatan Rp 118,5 miliar dengan margin laba kotor 52,3%,
sementara batik cap mencatat pendapatan Rp 204,9 miliar dengan margin laba kotor 38,1% dan
tekstil printing Rp 162,8 miliar dengan margin 24,6%.

## Beban dan pendapatan lain-lain
Rugi selisih kurs sebesar Rp 3,9 miliar (2024: laba selisih kurs Rp 1,2 miliar) terutama berasal
dari utang pembelian kain mori impor dalam dolar AS.
"""

# ---------------------------------------------------------------------------
DOCS[("tilapia-kenya", "annual-report-fy2025")] = """
# Ziwa Blue Aquafarms Limited
## Annual Report and Financial Statements for the year ended 30 June 2025

## Chairman's statement
Ziwa Blue Aquafarms raises Nile tilapia in floating cages at four sites on the Kenyan shore of
Lake Victoria and sells whole fish to wholesalers, supermarkets and hotels in Kisumu and
Nairobi. Revenue grew 22.7% to KES 1,284.6 million. We harvested 4,260 tonnes of tilapia, up
from 3,610 tonnes in the previous year, and profit for the year rose to KES 71.5 million
(2024: KES 58.2 million).

Dr. Wanjiru Kamau, Chairman

## Revenue
KES million, year ended 30 June
|                                        2025        2024
| Fish sales                          1,196.3       968.4
| Fingerlings and feed resale            88.3        78.9
| Total revenue                       1,284.6     1,047.3

Fingerlings and feed are resold to out-grower farmers in Siaya and Homa Bay counties at cost
plus a handling margin.
"""

# ---------------------------------------------------------------------------
DOCS[("harness-morocco", "rapport-financier-2025")] = """
# Câblage Atlas SA
## Rapport financier annuel 2025

## Mot du Président
Câblage Atlas conçoit et assemble des faisceaux de câbles pour l'automobile, les véhicules
industriels et l'aéronautique dans ses usines de Tanger Automotive City et de Kénitra Atlantic
Free Zone. Le chiffre d'affaires consolidé atteint 1 842,5 MMAD (2024 : 1 611,2 MMAD), en
hausse de 14,4 %.

Youssef Benkirane, Président du Conseil d'administration

## Activités
Automobile (véhicules particuliers) : 1 296,4 MMAD (2024 : 1 142,9 MMAD). Véhicules
industriels : 388,7 MMAD (2024 : 346,5 MMAD). Aéronautique : 157,4 MMAD (2024 : 121,8 MMAD),
portée par les faisceaux de cabine livrés à un avionneur européen.

Une deuxième ligne d'assemblage a été ouverte à Kénitra en avril 2025 pour produire les
faisceaux haute tension de la nouvelle plateforme de véhicules électriques d'un constructeur
installé dans la zone franche.

## Compte de résultat résumé
en MMAD
|                                       2025        2024
| Chiffre d'affaires                 1 842,5     1 611,2
| EBITDA                               231,9       198,4
| Dotations aux amortissements         (74,6)      (68,0)
| Résultat d'exploitation              157,3       130,4
| Résultat financier                   (31,6)      (24,9)
| Impôt sur les résultats              (22,4)      (18,6)
| Résultat net                         103,3        86,9

Le résultat financier ressort à -31,6 MMAD, dont une perte de change de 12,3 MMAD liée à
l'appréciation de l'euro et 19,3 MMAD de charges d'intérêts nettes.

## Effectifs
Au 31 décembre 2025, le groupe employait 6 420 salariés, dont 3 980 sur le site de Tanger
Automotive City et 2 440 à Kénitra Atlantic Free Zone.
"""

# ---------------------------------------------------------------------------
DOCS[("chimney-austria", "tarifblatt-2026")] = """
# Rauchfangkehrerei Pichler GmbH
## Tarifblatt - gültig ab 1. Jänner 2026

Die Tarife entsprechen der Steiermärkischen Rauchfangkehrer-Tarifverordnung in der geltenden
Fassung. Der jeweils zulässige Höchsttarif laut Verordnung und unser Tarif des Vorjahres sind
zur Information angegeben. Alle Beträge in Euro, exklusive 20 % Umsatzsteuer.

|                                                   Tarif     Höchst-     Tarif
| Leistung                                          2026      tarif       2025
| Kehrung Fang bis 12 m (je Kehrung)               24,80      27,60      23,90
| Kehrung Fang über 12 m (je Kehrung)              31,40      34,90      30,20
| Überprüfung der Abgasanlage                      38,50      42,10      37,10
| Abgasmessung Öl-/Gasfeuerung                     46,20      51,30      44,40
| Feuerbeschau-Begleitung (je angef. 1/2 Std.)     29,90      33,20      28,80
| Anfahrtspauschale (je Einsatz)                    9,60      11,00       9,20

Rauchfangkehrerei Pichler GmbH, Eggenberger Gürtel 14, 8020 Graz. Kehrgebiete Graz-West,
Graz-Umgebung und Oststeiermark.
"""


# ---------------------------------------------------------------------------
W, H = A4
MARGIN = 56


def render(path, text):
    text.encode("latin-1")  # refuses non-Latin-1 characters
    c = canvas.Canvas(path, pagesize=A4, invariant=1)
    title = next((l[2:].strip() for l in text.splitlines() if l.startswith("# ")), "")
    c.setTitle(title)
    c.setAuthor("")
    y = H - MARGIN

    def need(h):
        nonlocal y
        if y - h < MARGIN:
            c.showPage()
            y = H - MARGIN

    para = []

    def flush():
        nonlocal y, para
        if not para:
            return
        s = " ".join(p.strip() for p in para)
        lines = simpleSplit(s, "Helvetica", 10, W - 2 * MARGIN)
        for ln in lines:
            need(13)
            c.setFont("Helvetica", 10)
            c.drawString(MARGIN, y, ln)
            y -= 13
        y -= 5
        para = []

    for raw in text.strip("\n").splitlines():
        if raw.startswith("# "):
            flush()
            need(24)
            c.setFont("Helvetica-Bold", 15)
            c.drawString(MARGIN, y, raw[2:].strip())
            y -= 24
        elif raw.startswith("## "):
            flush()
            need(22)
            y -= 4
            c.setFont("Helvetica-Bold", 11.5)
            c.drawString(MARGIN, y, raw[3:].strip())
            y -= 17
        elif raw.startswith("| ") or raw == "|":
            flush()
            need(11)
            c.setFont("Courier", 8.5)
            c.drawString(MARGIN, y, raw[2:].rstrip())
            y -= 11
        elif not raw.strip():
            flush()
            y -= 2
        else:
            para.append(raw)
    flush()
    c.showPage()
    c.save()


def main():
    for (coll, doc_id), text in DOCS.items():
        out = os.path.join(HERE, coll, "docs", doc_id + ".pdf")
        os.makedirs(os.path.dirname(out), exist_ok=True)
        render(out, text)
        print("wrote", os.path.relpath(out, HERE))


if __name__ == "__main__":
    main()
