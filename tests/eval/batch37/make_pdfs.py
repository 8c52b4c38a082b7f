# ruff: noqa: E501, UP031
#!/usr/bin/env python3
"""Generate the PDF documents of blind evaluation batch 37.

Run from anywhere:  python make_pdfs.py
Paths are relative to this script's folder. Output is deterministic (reportlab invariant=1).
Layout conventions: '# ' = document title and '## ' = heading (Helvetica-Bold); every other
line is a paragraph in Helvetica, wrapped to the page width; lines starting with '|' are table
rows printed in Courier exactly as written (space-aligned, as PDF text extraction yields them);
'---page---' starts a new page. Only Latin-1 characters are allowed.
"""

import os
import sys

from reportlab.lib.pagesizes import A4
from reportlab.lib.utils import simpleSplit
from reportlab.pdfgen import canvas

HERE = os.path.dirname(os.path.abspath(__file__))

PAGE_W, PAGE_H = A4
MARGIN_L = 56
MARGIN_R = 56
MARGIN_T = 60
MARGIN_B = 60
TEXT_W = PAGE_W - MARGIN_L - MARGIN_R


def render(path, source):
    source.encode("latin-1")  # raises if a non-Latin-1 character slipped in
    c = canvas.Canvas(path, pagesize=A4, invariant=1)
    lines = source.strip("\n").split("\n")
    title = lines[0][2:].strip() if lines and lines[0].startswith("# ") else os.path.basename(path)
    c.setTitle(title)
    c.setAuthor(title)
    c.setCreator("make_pdfs.py")
    page = [1]
    y = [PAGE_H - MARGIN_T]

    def footer():
        c.setFont("Helvetica", 8)
        c.drawRightString(PAGE_W - MARGIN_R, 30, "%s - page %d" % (title, page[0]))

    def new_page():
        footer()
        c.showPage()
        page[0] += 1
        y[0] = PAGE_H - MARGIN_T

    def need(h):
        if y[0] - h < MARGIN_B:
            new_page()

    for raw in lines:
        line = raw.rstrip()
        if line == "---page---":
            new_page()
            continue
        if not line:
            y[0] -= 6
            continue
        if line.startswith("# "):
            need(24)
            c.setFont("Helvetica-Bold", 16)
            c.drawString(MARGIN_L, y[0] - 16, line[2:].strip())
            y[0] -= 26
        elif line.startswith("## "):
            need(22)
            y[0] -= 6
            c.setFont("Helvetica-Bold", 12)
            c.drawString(MARGIN_L, y[0] - 12, line[3:].strip())
            y[0] -= 18
        elif line.startswith("|"):
            need(11)
            c.setFont("Courier", 8.5)
            c.drawString(MARGIN_L, y[0] - 9, line[1:])
            y[0] -= 11
        else:
            for part in simpleSplit(line, "Helvetica", 10, TEXT_W):
                need(13)
                c.setFont("Helvetica", 10)
                c.drawString(MARGIN_L, y[0] - 10, part)
                y[0] -= 13
            y[0] -= 3
    footer()
    c.save()


PDFS = {}

PDFS["at-salzkammergut-tracht/docs/geschaeftsbericht-2024-25.pdf"] = r"""
# Salzkammergut Trachtenmanufaktur GmbH
## Geschäftsbericht 2024/25
Geschäftsjahr vom 1. April 2024 bis 31. März 2025 - Traunsteinstraße 41, 4810 Gmunden - FN 214387 k

## Vorwort der Geschäftsführung
Sehr geehrte Damen und Herren,

das Geschäftsjahr 2024/25 war für unsere Manufaktur ein gutes Jahr. Die Umsatzerlöse stiegen um 6,4 % auf 28,6 Mio. EUR. Die Dirndl-Linie steigerte den Umsatz um 4,9 % auf 13,2 Mio. EUR, die Lederhosen um 6,9 % auf 9,7 Mio. EUR. Janker und Lodenmäntel legten um 9,0 % auf 5,7 Mio. EUR zu, vor allem dank der neuen Kollektion aus Ausseer Loden.

Besonders erfreulich entwickelte sich der Onlinehandel, der inzwischen mehr als jeden zehnten Euro Umsatz bringt. Der Großhandel mit Trachtenhäusern in Bayern und Südtirol blieb stabil.

Gmunden, im Juni 2025
Mag. Theresia Hinterleitner, Geschäftsführerin
Ing. Florian Ebenführer, Geschäftsführer

---page---
## Gewinn- und Verlustrechnung
in Tsd. EUR
|                                      2024/25    2023/24
|Umsatzerlöse                           28.614     26.902
|Materialaufwand                       (11.163)   (10.611)
|Personalaufwand                       (10.472)    (9.948)
|Sonstige betriebliche Aufwendungen     (3.567)    (3.356)
|EBITDA                                  3.412      2.987
|Abschreibungen                         (1.271)    (1.198)
|Betriebsergebnis (EBIT)                 2.141      1.789
|Finanzergebnis                            (96)      (118)
|Ergebnis vor Steuern                    2.045      1.671
|Steuern vom Einkommen und Ertrag         (470)      (384)
|Jahresüberschuss                        1.575      1.287

## Umsatzerlöse nach Produktlinien
in Tsd. EUR
|                    2024/25    2023/24
|Dirndl               13.208     12.590
|Lederhosen            9.745      9.118
|Janker und Loden      5.661      5.194
|Summe                28.614     26.902

## Mitarbeiterinnen und Mitarbeiter
Im Jahresdurchschnitt beschäftigte die Gesellschaft 236 Mitarbeiterinnen und Mitarbeiter (Vorjahr: 229), davon 31 Lehrlinge in den Berufen Bekleidungsgestaltung und Säckler."""

PDFS["be-kempense-diamant/docs/jaarverslag-2024.pdf"] = r"""
# Kempense Diamantslijperij NV
## Jaarverslag 2024
Maatschappelijke zetel: Diamantstraat 3, 2440 Geel - Ondernemingsnummer 0461.218.774

## Woord van de gedelegeerd bestuurder
Beste aandeelhouders,

2024 was voor Kempense Diamantslijperij een jaar van herstel na de moeilijke jaren voor de Antwerpse diamantsector. De omzet steeg met 6,1% tot 41.286,5 duizend euro. In onze vier ateliers werden 62.480 karaat geslepen, tegenover 59.610 karaat in 2023 en 58.200 karaat in 2022.

De vraag naar het slijpen op loon van grotere stenen (vanaf 1 karaat) voor Antwerpse handelaars bleef sterk, terwijl de vraag naar kleine stenen verder daalde door de concurrentie van laboratoriumdiamant. Ons atelier in Turnhout, dat sinds 2023 uitsluitend fancy-vormen slijpt, groeide het snelst.

Het resultaat van het boekjaar bedraagt 1.978,3 duizend euro. De raad van bestuur stelt de algemene vergadering voor een brutodividend van 0,85 euro per aandeel uit te keren.

Hilde Van Looveren
Gedelegeerd bestuurder

---page---
## Resultatenrekening
in duizend euro
|                                                    2024         2023
|Omzet                                           41.286,5     38.904,2
|Handelsgoederen, grond- en hulpstoffen         (19.842,7)   (18.911,3)
|Diensten en diverse goederen                    (5.214,6)    (4.987,1)
|Bezoldigingen, sociale lasten en pensioenen    (12.101,3)   (11.493,4)
|EBITDA                                           4.127,9      3.512,4
|Afschrijvingen                                  (1.281,8)    (1.210,7)
|Bedrijfsresultaat (EBIT)                         2.846,1      2.301,7
|Financieel resultaat                              (214,6)      (187,3)
|Resultaat voor belastingen                       2.631,5      2.114,4
|Belastingen op het resultaat                      (653,2)      (511,5)
|Resultaat van het boekjaar                       1.978,3      1.602,9

## Kerncijfers
|                                       2024      2023
|EBITDA-marge                          10,0%      9,0%
|Geslepen karaat                      62.480    59.610
|Gemiddeld aantal werknemers (VTE)       188       181

## Ateliers
De vennootschap baat vier ateliers uit: twee in Antwerpen (Hoveniersstraat en Berchem), een in Geel en een in Turnhout. De omzet per atelier wordt toegelicht in het persbericht over de jaarresultaten."""

PDFS["cl-estelar-elqui/docs/memoria-anual-2024.pdf"] = r"""
# Turismo Estelar Elqui SpA
## Memoria Anual 2024
Avenida Gabriela Mistral 1180, Vicuña, Región de Coquimbo, Chile - RUT 76.842.117-3

## Carta del Gerente General
Estimados accionistas:

El año 2024 fue el mejor de nuestra historia. Recibimos 118.400 visitantes en nuestros tres observatorios turísticos del Valle del Elqui, un 12,2% más que en 2023, y los ingresos alcanzaron $ 6.482 millones. El turismo astronómico ya no es un nicho: en enero y febrero tuvimos que abrir un tercer turno nocturno en el Mirador Cochiguaz para atender la demanda.

Seguimos invirtiendo en cielos oscuros. Junto con la Municipalidad de Vicuña financiamos el recambio de 340 luminarias públicas por luminarias certificadas, y presentamos observaciones al proyecto de iluminación de la nueva planta de procesamiento de uva pisquera en Peralillo.

En Estelar creemos que el cielo del Elqui es un patrimonio que hay que cuidar.

Francisca Rojas Tapia
Gerenta General

## Estado de resultados
Cifras en millones de pesos (MM$)
|                                        2024      2023
|Ingresos de actividades ordinarias     6.482     5.731
|Costo de ventas                       (3.611)   (3.294)
|Ganancia bruta                         2.871     2.437
|Gastos de administración y ventas     (1.742)   (1.556)
|Resultado operacional                  1.129       881
|Resultado no operacional                (187)     (142)
|Resultado antes de impuestos             942       739
|Impuesto a la renta                     (254)     (200)
|Ganancia del ejercicio                   688       539

El resultado no operacional corresponde principalmente a intereses del crédito bancario para el domo de Vicuña y a diferencias de cambio por la compra de telescopios en euros.

---page---
## Indicadores operacionales
|                                  2024       2023
|Visitantes (personas)          118.400    105.500
|Tours nocturnos realizados       5.912      5.340
|EBITDA (MM$)                     1.544      1.201
|Dotación al 31 de diciembre         86         79

## Observatorios
La empresa opera tres observatorios turísticos: el Mirador Cochiguaz, en el valle de Cochiguaz; el Observatorio Pangue Alto, en la comuna de Paihuano; y el Domo Vicuña, a cinco kilómetros de la ciudad de Vicuña. El detalle de visitantes por observatorio se publica en el archivo de estadísticas de visitantes."""

PDFS["dk-limfjord-tovvaerk/docs/annual-report-2024-25.pdf"] = r"""
# Limfjord Tovværk A/S
## Annual Report 2024/25
CVR no. 31 84 27 19 - Havnevej 14, 9670 Løgstør, Denmark

The financial year runs from 1 May to 30 April. All amounts are in Danish kroner (DKK) unless otherwise stated.

## Letter from the CEO
Dear shareholders,

2024/25 was the year in which our offshore business overtook our expectations. Mooring lines for floating wind pilot projects in the North Sea and the Celtic Sea, together with a steady replacement market for fish farm moorings in Norway, lifted revenue in Offshore & mooring by 16.7%. Fishing gear grew modestly despite lower quotas in the Skagerrak, while demand for leisure and yachting ropes softened after two exceptional years.

On 1 February 2025 we completed the acquisition of Nordsø Net ApS in Thyborøn, a designer of pelagic trawls with 34 employees. Nordsø Net gives us a trawl design office close to the fleet and a second assembly hall on the west coast.

We are proposing a dividend of DKK 9.00 per share (2023/24: DKK 7.00).

Mette Kjærsgaard Holm
Chief Executive Officer

## Five-year summary
DKK million
|                                     2024/25    2023/24    2022/23    2021/22    2020/21
|Revenue                                612.4      574.9      541.2      489.7      452.3
|EBITDA                                  86.1       71.3       66.0       58.1       49.8
|EBIT                                    56.7       43.4       39.9       33.5       26.2
|Profit for the year                     38.2       27.5       26.8       22.9       17.1
|Average number of full-time staff        418        402        391        377        366

---page---
## Income statement
DKK million
|                                         Note    2024/25    2023/24
|Revenue                                     2      612.4      574.9
|Cost of sales                                     (389.5)    (374.6)
|Gross profit                                       222.9      200.3
|Distribution and administrative costs             (136.8)    (129.0)
|EBITDA                                              86.1       71.3
|Depreciation and amortisation                      (29.4)     (27.9)
|EBIT                                                56.7       43.4
|Net financial items                                 (7.7)      (8.1)
|Profit before tax                                   49.0       35.3
|Income tax                                         (10.8)      (7.8)
|Profit for the year                                 38.2       27.5

## Cash flow statement (summary)
DKK million
|                                              2024/25    2023/24
|Cash flows from operating activities             71.6       58.0
|Cash flows from investing activities            (41.8)     (35.2)
|  of which acquisition of Nordsø Net ApS        (17.5)         -
|  of which purchase of plant and machinery      (24.3)     (35.2)
|Cash flows from financing activities            (22.5)     (19.4)
|Net change in cash and cash equivalents           7.3        3.4

Investments in plant and machinery in 2024/25 mainly concerned the new 16-strand braiding machine in Løgstør, which came into operation in October 2024 and doubles our capacity for large-diameter synthetic mooring lines.

---page---
## Note 2 - Revenue
Revenue is recognised when the goods are delivered to the customer. Segment information is published separately in the company's segment data file. Revenue by geography:
DKK million
|                 2024/25    2023/24
|Denmark            168.9      171.3
|Norway             187.2      152.6
|Other Europe       214.8      209.4
|Rest of world       41.5       41.6
|Total              612.4      574.9

## Note 18 - Business combinations
On 1 February 2025 Limfjord Tovværk A/S acquired 100% of the shares in Nordsø Net ApS, Thyborøn, for a cash consideration of DKK 19.2 million. Cash acquired amounted to DKK 1.7 million, so the net cash outflow was DKK 17.5 million.

In the period from 1 February to 30 April 2025, Nordsø Net ApS contributed revenue of DKK 14.6 million and EBIT of DKK 1.2 million to the Group. Had the acquisition taken place on 1 May 2024, Nordsø Net ApS would have contributed revenue of DKK 51.3 million and EBIT of DKK 3.9 million for the full financial year. Nordsø Net ApS is reported in the Fishing gear segment.

## Note 24 - Events after the balance sheet date
No events have occurred after 30 April 2025 that materially affect the assessment of the annual report."""

PDFS["fi-kuusiston-metsakone/docs/half-year-report-h1-2025.pdf"] = r"""
# Kuusiston Metsäkone Oy
## Half-year report January-June 2025
Published 7 August 2025 at 8.00 EEST

## Summary
Revenue increased by 9.2% to EUR 52.3 million (EUR 47.9 million). Operating profit was EUR 5.1 million, or 9.8% of revenue (EUR 4.3 million, restated, or 9.0%). Order intake was EUR 52.7 million (EUR 50.9 million) and the order backlog at the end of the period stood at EUR 41.6 million (EUR 36.8 million).

"Demand for our heavy harvester heads in the Nordic countries held up well, and the first H7 heads have been delivered to customers in Scotland and Chile," says CEO Antti Salminen.

## Key figures
EUR million
|                                  H1 2025    H1 2024 restated    FY 2024
|Revenue                              52.3                47.9       98.6
|Operating profit                      5.1                 4.3        8.8
|Operating profit, %                   9.8                 9.0        8.9
|Order intake                         52.7                50.9      102.2
|Order backlog at end of period       41.6                36.8       37.9
|Personnel at end of period            421                 405        412

## Restatement of comparative figures
The operating profit for January-June 2024 has been restated from EUR 4.9 million to EUR 4.3 million. When preparing the financial statements for 2024, the company found that a warranty provision of EUR 0.6 million for cracked feed-roller arms in H5 harvester heads delivered in spring 2024 had not been recognised in the half-year report 2024. The provision was recognised in the financial statements for 2024, and the figures for January-June 2024 in this report have been restated accordingly. Revenue for January-June 2024 was not affected.

---page---
## Market outlook
The company expects the market for harvester heads in the Nordic countries to remain stable in the second half of 2025. Timber harvesting volumes in Finland and Sweden are at the level of the previous year, while demand in Central Europe remains weak after the end of the bark beetle salvage cuttings.

## Guidance for 2025 (unchanged)
Kuusiston Metsäkone expects revenue for 2025 to increase from the previous year (EUR 98.6 million) and operating profit to be EUR 9-11 million (EUR 8.8 million).

## Cash flow
Cash flow from operating activities was EUR 2.9 million (EUR 5.6 million). Inventories increased by EUR 4.1 million as the company built up stocks of H7 components ahead of the autumn delivery season. Cash flow from investing activities was EUR -2.2 million (EUR -2.9 million).

Kaarina, 7 August 2025
Kuusiston Metsäkone Oy
Board of Directors"""

PDFS["in-sugandhvan-agarbatti/docs/annual-report-fy2024-25.pdf"] = r"""
# Sugandhvan Agarbatti Limited
## 31st Annual Report 2024-25
Registered office: Plot 14-B, Hebbal Industrial Area, Mysuru 570 016, Karnataka - CIN L24246KA1994PLC016842

## Directors' Report
Dear Members,

Your Directors are pleased to present the 31st Annual Report of the Company together with the audited financial statements for the financial year ended 31 March 2025.

Financial performance: Revenue from operations grew by 11.8% to Rs. 412.36 crore in FY2024-25 from Rs. 368.90 crore in FY2023-24. EBITDA rose to Rs. 58.74 crore (FY2023-24: Rs. 49.12 crore) and profit after tax to Rs. 31.60 crore (FY2023-24: Rs. 27.56 crore).

Exceptional item: On 9 February 2025 a fire broke out at the Company's finished-goods warehouse at Hunsur. No one was injured. The loss of inventory and building, net of the insurance claim admitted by the insurer, amounting to Rs. 3.42 crore has been shown as an exceptional item in the Statement of Profit and Loss.

Dividend: Your Directors recommend a final dividend of Rs. 3.50 per equity share of Rs. 10 each (FY2023-24: Rs. 3.00 per share).

## Financial results
(Rs. in crore)
|                                           FY2024-25    FY2023-24
|Revenue from operations                       412.36       368.90
|Cost of materials consumed                   (198.22)     (180.41)
|Employee benefits expense                     (71.48)      (64.02)
|Other expenses                                (83.92)      (75.35)
|EBITDA                                         58.74        49.12
|Depreciation and amortisation expense         (11.86)      (10.24)
|Finance costs                                  (4.37)       (4.91)
|Other income                                    3.14         2.87
|Profit before exceptional items and tax        45.65        36.84
|Exceptional item                               (3.42)           -
|Profit before tax                              42.23        36.84
|Tax expense                                   (10.63)       (9.28)
|Profit after tax                               31.60        27.56

---page---
## Management Discussion and Analysis
Industry: The Indian agarbatti industry is estimated at about Rs. 9,000 crore, of which roughly half is organised. Demand rose during the festival season from August to November, while rural demand in the north remained subdued.

Products: The Company sells agarbatti (incense sticks), dhoop sticks and dhoop cones, sambrani cups and camphor. Agarbatti accounted for 65% of revenue from operations. Revenue by product range and brand is published separately.

Operations: The Company operates two factories in Mysuru (Hebbal and Nanjangud Road) and a finished-goods warehouse at Hunsur, which is being rebuilt after the fire. About 2,900 women roll and dip sticks for the Company through 46 self-help groups in Mysuru, Mandya and Chamarajanagar districts.

Exports: Exports to the Gulf, the United Kingdom and the United States grew to Rs. 38.62 crore (FY2023-24: Rs. 31.15 crore).

Human resources: The Company had 812 permanent employees on its rolls as on 31 March 2025."""

PDFS["ke-rift-valley-chicks/docs/integrated-report-2024.pdf"] = r"""
# Rift Valley Chicks Limited
## Integrated Report and Financial Statements 2024
For the year ended 31 December 2024 - Registered office: Lanet Road, Nakuru, Kenya

## Chairperson's statement
Dear shareholders,

2024 was a year of recovery for Kenya's poultry farmers after the high feed prices of 2023. Our three hatcheries at Naivasha, Nakuru and Eldoret sold 21.4 million day-old chicks, up from 19.5 million, and revenue grew 13.3% to KShs 2,846.5 million.

The strengthening of the shilling in the first quarter reduced the cost of imported parent stock, but we incurred a foreign exchange loss of KShs 37.6 million on euro-denominated loans for the Eldoret hatchery as the euro recovered later in the year.

Profit after tax rose to KShs 152.6 million (2023: KShs 125.6 million). The Board recommends a first and final dividend of KShs 1.20 per share.

Dr. Wanjiru Kamau-Otieno
Chairperson

## Statement of profit or loss
KShs million
|                                      2024        2023
|Revenue                            2,846.5     2,512.8
|  Day-old chick sales              2,140.0     1,872.0
|  Feed, vaccines and equipment       706.5       640.8
|Cost of sales                     (2,034.2)   (1,823.6)
|Gross profit                         812.3       689.2
|Operating expenses                  (510.6)     (445.3)
|Operating profit                     301.7       243.9
|Net finance costs                    (46.1)      (52.4)
|Foreign exchange loss                (37.6)      (12.1)
|Profit before tax                    218.0       179.4
|Income tax expense                   (65.4)      (53.8)
|Profit after tax                     152.6       125.6

---page---
## Operational review
Day-old chicks are sold to smallholder farmers through 312 agro-dealers and to contract growers of the large broiler integrators. Broiler chicks made up 61% of chicks sold, improved kienyeji (dual-purpose) chicks 27% and layer chicks 12%.

Feed, vaccines and equipment are sold to the same farmers through our agro-dealer network; this business carries a lower margin than chick sales.

Hatchability improved to 84.2% (2023: 82.7%) after the installation of new single-stage incubators at Naivasha.

Chicks sold by hatchery are published in the hatchery output data file.

## Employees
The Company employed 468 permanent staff at 31 December 2024 (2023: 441)."""

PDFS["no-hardanger-strikk/docs/arsrapport-2024.pdf"] = r"""
# Hardanger Strikk AS
## Årsrapport 2024
Org.nr. 918 442 107 - Strikkevegen 3, 5610 Øystese

## Styrets årsberetning
Hardanger Strikk AS designer og produserer strikkeplagg i norsk ull. Produksjonen skjer i egen fabrikk i Øystese, der selskapet har strikket gensere siden 1951. Selskapet selger gjennom forhandlere i Norge, gjennom egen nettbutikk og til eksportkunder i Tyskland, Japan og USA.

Driftsinntektene økte med 9,0 prosent til 176,5 millioner kroner i 2024. Økningen kom i hovedsak fra nettbutikken, som vokste med 22 prosent etter lanseringen av den nye kolleksjonen "Folgefonn" i september. Salget til forhandlere var tilnærmet uendret.

Bruttomarginen ble 58,4 prosent (57,1 prosent i 2023), EBITDA-marginen 11,2 prosent (10,1 prosent) og driftsmarginen 6,9 prosent (5,4 prosent). Styret mener at årsregnskapet gir et rettvisende bilde av selskapets eiendeler og gjeld, finansielle stilling og resultat.

Selskapet hadde 97 årsverk ved utgangen av 2024 (91). Sykefraværet var 4,8 prosent.

Styret foreslår at årsresultatet på 8 397 000 kroner disponeres med 4 000 000 kroner til utbytte og 4 397 000 kroner til annen egenkapital.

Øystese, 27. februar 2025
Ingrid Vik Tveit (styreleder) - Ola Haugland - Sigrid Aaberge - Torstein Nes (daglig leder)

---page---
## Resultatregnskap
Beløp i NOK 1 000
|                              Note       2024       2023
|Salgsinntekt                     2    176 482    161 937
|Sum driftsinntekter                   176 482    161 937
|Varekostnad                           -73 416    -69 471
|Lønnskostnad                     3    -54 918    -51 204
|Annen driftskostnad                   -28 382    -24 906
|EBITDA                                 19 766     16 356
|Avskrivninger                    5     -7 589     -7 612
|Driftsresultat                         12 177      8 744
|Renteinntekter                            214        187
|Rentekostnader                         -1 626     -1 842
|Netto finansposter                     -1 412     -1 655
|Resultat før skattekostnad             10 765      7 089
|Skattekostnad                    8     -2 368     -1 560
|Årsresultat                             8 397      5 529

## Nøkkeltall
|                      2024      2023
|Bruttomargin        58,4 %    57,1 %
|EBITDA-margin       11,2 %    10,1 %
|Driftsmargin         6,9 %     5,4 %
|Egenkapitalandel    46,2 %    43,8 %

## Note 3 - Lønnskostnad og antall årsverk
Lønnskostnad omfatter lønn, arbeidsgiveravgift, pensjonskostnader og andre ytelser. Antall årsverk ved årets slutt var 97 (91). Daglig leder mottok en samlet godtgjørelse på 1 412 000 kroner (1 356 000 kroner)."""

PDFS["pl-pierogarnia-mazurska/docs/h1-2025-results.pdf"] = r"""
# Pierogarnia Mazurska S.A.
## Results for the first half of 2025
Current report - Olsztyn, 28 August 2025

## Highlights
- Revenue rose 10.0% to PLN 201.8 million (H1 2024: PLN 183.5 million).
- EBITDA increased to PLN 27.4 million (H1 2024: PLN 23.9 million), an EBITDA margin of 13.6% (13.0%).
- Net profit was PLN 15.1 million (H1 2024: PLN 13.2 million).
- Production volume reached 11 120 tonnes (H1 2024: 10 340 tonnes).
- The gluten-free line in Elk started commercial production in June 2025.

## Selected financial data
PLN million
|                       H1 2025    H1 2024    change
|Revenue                  201.8      183.5    +10.0%
|EBITDA                    27.4       23.9    +14.6%
|Operating profit          20.4       17.1    +19.3%
|Net profit                15.1       13.2    +14.4%
|Capital expenditure       18.9       12.8    +47.7%

## Comment from the Management Board
"The first half of the year was driven by exports, which grew by 31% to PLN 34.2 million. Our British private-label customers now account for almost half of our export sales," said Katarzyna Wroblewska-Nowak, President of the Management Board.

"At the same time, sales to Polish traditional grocers fell slightly as small shops continue to close. Higher cabbage and pork prices reduced our gross margin in the first quarter, but price increases introduced in March restored it in the second quarter."

## Outlook
The Management Board expects full-year 2025 revenue to exceed PLN 420 million, provided the gluten-free line reaches planned output in the autumn. This is a target and not a forecast within the meaning of the Regulation of the Minister of Finance on current and periodic information.

## Shareholder information
The Annual General Meeting on 26 June 2025 approved a dividend of PLN 0.62 per share for 2024, paid on 18 July 2025."""

PDFS["pt-ondacosta-pranchas/docs/relatorio-e-contas-2024.pdf"] = r"""
# Ondacosta Pranchas, S.A.
## Relatório e Contas 2024
Sede: Rua do Ribamar, 22, 2655-319 Ericeira - NIPC 509 833 412

## Mensagem do Presidente do Conselho de Administração
Senhores Acionistas,

Em 2024 a Ondacosta voltou a crescer acima do mercado europeu de pranchas de surf. O volume de negócios aumentou 9,1%, para 18 462,3 milhares de euros, e o resultado líquido subiu 32,9%, para 1 312,7 milhares de euros.

Produzimos 21 350 pranchas nas fábricas da Ericeira e de Peniche (2023: 19 870), das quais cerca de 38% em epóxi. As exportações representaram 55,5% do volume de negócios, com destaque para Espanha, França e, pela primeira vez, a Austrália.

O Conselho de Administração propõe a distribuição de dividendos no montante de 400 milhares de euros.

Ericeira, 14 de março de 2025
Rui Matos Cabral
Presidente do Conselho de Administração

---page---
## Demonstração dos resultados por naturezas
Valores em milhares de euros
|                                                            2024        2023
|Volume de negócios                                      18 462,3    16 918,7
|Custo das mercadorias vendidas e matérias consumidas    (7 385,0)   (6 852,1)
|Fornecimentos e serviços externos                       (3 412,6)   (3 104,8)
|Gastos com o pessoal                                    (4 803,3)   (4 590,8)
|EBITDA                                                   2 861,4     2 371,0
|Gastos de depreciação e de amortização                    (912,6)     (874,2)
|Resultado operacional (EBIT)                             1 948,8     1 496,8
|Resultados financeiros                                    (184,5)     (121,3)
|Resultado antes de impostos                              1 764,3     1 375,5
|Imposto sobre o rendimento do período                     (451,6)     (388,1)
|Resultado líquido do período                             1 312,7       987,4

## Indicadores
|                                    2024      2023
|Margem EBITDA                      15,5%     14,0%
|Pranchas produzidas (unidades)    21 350    19 870
|Número médio de trabalhadores        146       138

Os resultados financeiros incluem juros da linha de crédito e do empréstimo de médio prazo contraído para o novo forno de cura de Peniche."""

PDFS["sg-merlion-pest/docs/annual-report-fy2025.pdf"] = r"""
# Merlion Pest Solutions Ltd
## Annual Report FY2025
For the financial year ended 30 June 2025 - Company Registration No. 200914632K - Listed on the SGX Catalist

## Financial highlights
Revenue rose 9.7% to S$48.6 million, driven by new town council and industrial contracts. Profit attributable to shareholders rose 20.0% to S$4.86 million. The Board recommends a final dividend of 1.8 Singapore cents per share (FY2024: 1.5 cents).

## Consolidated statement of profit or loss
S$'000
|                                        FY2025     FY2024
|Revenue                                 48,612     44,305
|Cost of services                       (31,426)   (28,947)
|Gross profit                            17,186     15,358
|Other income                               284        251
|Distribution and marketing expenses     (2,318)    (2,104)
|Administrative expenses                 (9,122)    (8,463)
|Finance costs                             (500)      (436)
|Share of results of joint venture          312        258
|Profit before tax                        5,842      4,864
|Income tax expense                        (981)      (812)
|Profit for the year                      4,861      4,052

---page---
## Note 4 - Segment information
The Group has three reportable segments: Commercial & industrial (offices, factories, food establishments, town councils and managing agents of condominiums), Residential (landed homes and individual apartment owners) and Termite & fumigation.

With effect from FY2025, contracts with managing agents of private condominiums are reported under Commercial & industrial instead of Residential, because they are tendered and serviced in the same way as commercial contracts. The FY2024 comparatives have been restated. Total revenue is not affected.

S$'000
|                           FY2025    FY2024 (restated)
|Commercial & industrial    27,418              25,240
|Residential                12,906              11,693
|Termite & fumigation        8,288               7,372
|Total                      48,612              44,305

## Note 17 - Investment in joint venture
PestGuard Ventures Pte. Ltd. is a 49%-owned joint venture with Tan Brothers Fumigation Pte. Ltd. that provides ship-hold and container fumigation. In FY2025 the joint venture recorded revenue of S$6.2 million and a profit of S$637,000 (FY2024: S$527,000). The Group's share of results of the joint venture was S$312,000 (FY2024: S$258,000).

## Note 18 - Subsidiaries
Merlion Pest Solutions (Johor) Sdn. Bhd., Malaysia (100%), provides pest control to factories in the Iskandar region. The subsidiary recorded a loss of S$412,000 in FY2024. Its loss narrowed in FY2025 as contracts in Iskandar Puteri started, and management expects it to break even in FY2026."""

PDFS["ti-quadranti-verzasca/docs/rapporto-annuale-2024.pdf"] = r"""
# Quadranti Verzasca SA
## Rapporto annuale 2024
Via alla Verzasca 7, 6598 Tenero (Ticino), Svizzera

## Lettera del presidente
Gentili azioniste, egregi azionisti,

nel 2024 Quadranti Verzasca ha superato per la prima volta i 50 milioni di franchi di ricavi. La domanda di quadranti per orologi meccanici di fascia alta è rimasta solida, nonostante il calo delle esportazioni orologiere svizzere verso la Cina. Abbiamo consegnato 386'400 quadranti, di cui 12'850 in smalto grand feu, prodotti nel nuovo laboratorio di smaltatura inaugurato a settembre.

L'utile netto è salito a CHF 4,6 milioni. Il Consiglio di amministrazione propone un dividendo di CHF 18 per azione (2023: CHF 15).

Luca Pedrazzini-Fasola
Presidente del Consiglio di amministrazione

## Conto economico
in migliaia di CHF
|                                    2024       2023
|Ricavi netti                      52'418     49'106
|Costi del materiale              (14'203)   (13'511)
|Costi del personale              (22'874)   (21'690)
|Altri costi d'esercizio           (6'429)    (6'250)
|EBITDA                             8'912      7'655
|Ammortamenti                      (3'104)    (2'981)
|EBIT                               5'808      4'674
|Risultato finanziario               (162)      (188)
|Risultato prima delle imposte      5'646      4'486
|Imposte sul reddito               (1'035)      (784)
|Utile netto                        4'611      3'702

---page---
## Ricavi per settore
in migliaia di CHF
|                                   2024      2023
|Quadranti per marchi svizzeri    41'960    39'528
|Indici e lancette                 6'215     5'871
|Restauro e servizi                4'243     3'707
|Totale                           52'418    49'106

## Rendiconto finanziario (sintesi)
in migliaia di CHF
|                                                  2024      2023
|Flusso di cassa da attività operative            7'561     6'804
|Flusso di cassa da attività d'investimento      (6'958)   (2'968)
|Flusso di cassa da attività di finanziamento    (1'950)   (1'750)
|Variazione della liquidità netta                (1'347)    2'086
|Liquidità netta al 31 dicembre                   9'218    10'565

Gli investimenti del 2024 comprendono CHF 5,1 milioni per il laboratorio di smaltatura di Gordola e CHF 1,2 milioni per due nuove macchine a controllo numerico per la guillochure.

## Collaboratori
Al 31 dicembre 2024 l'azienda occupava 231 collaboratori (2023: 222), pari in media a 214 posti a tempo pieno (2023: 205)."""


def main():
    for rel, source in sorted(PDFS.items()):
        out = os.path.join(HERE, rel)
        os.makedirs(os.path.dirname(out), exist_ok=True)
        render(out, source)
        print("wrote", rel)
    return 0


if __name__ == "__main__":
    sys.exit(main())
