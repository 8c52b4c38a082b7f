# ruff: noqa: E501
"""Generate the PDF documents of evaluation batch 35.

Deterministic output (reportlab ``invariant=1``): body text in Helvetica, headings in
Helvetica-Bold, tables as space-aligned Courier lines (the way text extraction from a PDF
returns them). Only Latin-1 characters are used inside the PDFs.

Run:  /work/main/.venv/bin/python make_pdfs.py
"""

from __future__ import annotations

import re
from pathlib import Path

from reportlab.lib.pagesizes import A4
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen import canvas

HERE = Path(__file__).resolve().parent

PAGE_W, PAGE_H = A4
MARGIN_X = 56
MARGIN_TOP = 60
MARGIN_BOTTOM = 60
BODY_FONT, BODY_SIZE, BODY_LEAD = "Helvetica", 10, 13.5
HEAD_FONT = "Helvetica-Bold"
TITLE_SIZE, HEAD_SIZE = 14, 11
TABLE_FONT, TABLE_SIZE, TABLE_LEAD = "Courier", 8.5, 11


def H(text: str) -> tuple[str, str]:
    """Section heading."""
    return ("h", text)


def P(text: str) -> tuple[str, str]:
    """Body paragraph (wrapped)."""
    return ("p", text)


def T(text: str) -> tuple[str, str]:
    """Space-aligned table, one Courier line per text line."""
    return ("t", text.strip("\n"))


# ---------------------------------------------------------------------------
# Document texts. Keys are paths relative to this folder.
# ---------------------------------------------------------------------------

PDFS: dict[str, dict] = {}

PDFS["de-fire-truck-bodies/docs/konzernabschluss-2025.pdf"] = {
    "title": "Brandhorst Fahrzeugbau AG - Konzernabschluss 2025 (Auszug)",
    "blocks": [
        P(
            "Auszug aus dem Konzernlagebericht und dem Konzernabschluss für das Geschäftsjahr vom 1. Januar bis 31. Dezember 2025. Sitz der Gesellschaft: Kempten (Allgäu)."
        ),
        H("1. Geschäftsmodell"),
        P(
            "Die Brandhorst Fahrzeugbau AG entwickelt und fertigt Aufbauten für Feuerwehrfahrzeuge, insbesondere Hilfeleistungslöschfahrzeuge (HLF), Tanklöschfahrzeuge (TLF), Rüstwagen sowie Sonderfahrzeuge für Flughäfen und Werkfeuerwehren. Die Fahrgestelle werden von den Kunden bei Lkw-Herstellern bestellt und zum Aufbau in die Werke Kempten und Leutkirch angeliefert."
        ),
        H("2. Ertragslage"),
        P(
            "Im Geschäftsjahr wurden 1.146 Fahrzeuge ausgeliefert (Vorjahr: 1.098). Die Umsatzerlöse stiegen um 5,9 % auf 412,6 Mio. EUR (Vorjahr: 389,7 Mio. EUR). Das EBITDA ging auf 27,6 Mio. EUR zurück (Vorjahr: 29,5 Mio. EUR), das EBIT auf 18,9 Mio. EUR (Vorjahr: 21,4 Mio. EUR). Gründe waren höhere Materialkosten für Aluminiumprofile und Feuerlöschkreiselpumpen, die in Festpreisaufträgen nicht weitergegeben werden konnten, sowie Leerkosten in der Endmontage."
        ),
        P("Konzern-Gewinn- und Verlustrechnung (verkürzt)"),
        T("""
Angaben in Tsd. EUR
                                        2025          2024
Umsatzerlöse                         412.580       389.710
EBITDA                                27.640        29.480
Abschreibungen                        -8.720        -8.090
EBIT                                  18.920        21.390
Finanzergebnis                        -3.050        -2.170
Ergebnis vor Steuern                  15.870        19.220
Ertragsteuern                         -4.640        -5.600
Konzernergebnis                       11.230        13.620
"""),
        H("3. Finanzlage"),
        P(
            "Der Free Cashflow war mit -7,8 Mio. EUR negativ (Vorjahr: 12,3 Mio. EUR). Ursache war vor allem die verspätete Anlieferung von Fahrgestellen durch zwei Lkw-Hersteller: Zum Jahresende standen 164 teilfertige Aufbauten auf dem Werksgelände, die erst nach dem Eintreffen der Fahrgestelle fertiggestellt und abgerechnet werden können. Die Vorräte stiegen dadurch um 21,4 Mio. EUR."
        ),
        P(
            "Nach der Dividendenzahlung von 6,5 Mio. EUR erhöhte sich die Nettofinanzverschuldung auf 46,2 Mio. EUR (Vorjahr: 31,9 Mio. EUR). Die Eigenkapitalquote betrug 38,4 % (Vorjahr: 40,1 %)."
        ),
        T("""
Kapitalflussrechnung (verkürzt), Angaben in Tsd. EUR
                                        2025          2024
Cashflow aus laufender Geschäftstätigkeit
                                       4.350        22.840
Investitionen in Sachanlagen und
immaterielle Vermögenswerte          -12.160       -10.550
Free Cashflow                         -7.810        12.290
"""),
        H("4. Auftragslage und Mitarbeiter"),
        P(
            "Der Auftragseingang erreichte 446,0 Mio. EUR (Vorjahr: 401,3 Mio. EUR). Der Auftragsbestand zum 31. Dezember 2025 umfasste 1.372 Fahrzeuge (Vorjahr: 1.251 Fahrzeuge). Zum Bilanzstichtag beschäftigte der Konzern 1.284 Mitarbeiterinnen und Mitarbeiter (Vorjahr: 1.237)."
        ),
    ],
}

PDFS["pl-brickworks/docs/annual-results-2025.pdf"] = {
    "title": "Brzezina Ceramics S.A. - Consolidated annual results 2025",
    "blocks": [
        P(
            "Brzezina Ceramics S.A. (Zaklady Ceramiczne Brzezina S.A.), Sieradz, Poland. English summary of the consolidated results for the year ended 31 December 2025, prepared for foreign investors. In case of doubt the Polish management report prevails."
        ),
        H("Highlights"),
        P(
            "Revenue rose 8.9% to PLN 284.6 million. EBITDA rose 18.6% to PLN 52.4 million, while EBIT (operating profit) reached PLN 34.5 million (2024: PLN 27.6 million). Net profit was PLN 21.4 million (2024: PLN 18.9 million). Sales volume of bricks, blocks and chimney elements was 398.6 thousand tonnes (2024: 401.2 thousand tonnes)."
        ),
        P(
            "Lower natural gas prices were the main driver of the margin improvement. The company fixed most of its 2025 gas volumes in contracts signed in the second half of 2024, when exchange prices had fallen from their 2022 peak."
        ),
        H("Consolidated income statement (summary)"),
        T("""
PLN million                               2025        2024
Revenue                                  284.6       261.3
EBITDA                                    52.4        44.2
Depreciation and amortisation            -17.9       -16.6
EBIT (operating profit)                   34.5        27.6
Net finance costs                         -8.1        -4.3
Profit before tax                         26.4        23.3
Income tax                                -5.0        -4.4
Net profit                                21.4        18.9
"""),
        P(
            "Net finance costs increased because of interest on the PLN 60 million investment loan drawn in 2025 for the kiln replacement at the Jarocin plant. Net debt at 31 December 2025 was PLN 71.8 million, or 1.4 times EBITDA."
        ),
        H("Dividend"),
        P(
            "The Management Board recommends a dividend of PLN 0.62 per share for 2025 (2024: PLN 0.55)."
        ),
    ],
}
PDFS["tr-towel-mill/docs/investor-presentation-2025.pdf"] = {
    "title": "Ege Dokuma Tekstil A.S. - Investor presentation, full year 2025",
    "blocks": [
        P(
            "Denizli, Türkiye - March 2026. Ege Dokuma weaves terry towels and bathrobes for European and US home-textile brands. All figures are consolidated and shown in nominal terms, i.e. not adjusted for inflation under TAS 29."
        ),
        H("2025 at a glance"),
        P(
            "Net sales grew 31.3% year on year in nominal terms, driven by higher export volumes and price increases passed on to customers in the second half."
        ),
        P(
            "Ege Dokuma's EBITDA margin reached 14.6% in 2025, compared with 11.2% for Lidya Tekstil, our closest listed peer, and 12.9% for Ege Dokuma in 2024. EBITDA was TRY 187.6 million (2024: TRY 126.2 million)."
        ),
        P(
            "Export revenue rose to USD 28.6 million (2024: USD 25.6 million). Germany remained our largest market, followed by the United Kingdom and the Netherlands."
        ),
        H("Operating figures"),
        T("""
                                         2025        2024
Export volume (tonnes)                  5,418       5,057
Export revenue (USD million)             28.6        25.6
Bathrobes produced (thousand pieces)  1,046.3       988.7
Weaving capacity (tonnes per year)      9,450       9,450
Employees at year-end                   1,132       1,087
"""),
        H("Strategy: the Sarayköy weaving hall"),
        P(
            "In February 2026 the Board approved a new towel weaving hall in the Sarayköy Organised Industrial Zone. We are building it to meet European customers' demand for nearshored supply and to add capacity for heavy, high-GSM towels. Planned investment is about TRY 420 million, to be spent in 2026 and 2027. Weaving capacity is expected to rise from 9,450 to 12,800 tonnes per year once the hall is complete."
        ),
        H("Disclaimer"),
        P(
            "This presentation contains forward-looking statements that reflect management's current expectations. Actual results may differ materially."
        ),
    ],
}
PDFS["es-padel-clubs/docs/informe-anual-2025.pdf"] = {
    "title": "Grupo Pádel Levante, S.L. - Informe anual 2025",
    "blocks": [
        P(
            "Grupo Pádel Levante gestiona siete clubes de pádel en la Comunitat Valenciana con un total de 79 pistas. En noviembre de 2025 abrió el club de Alzira, con 10 pistas cubiertas. El ejercicio social coincide con el año natural."
        ),
        H("1. Actividad"),
        P(
            "El número de socios al cierre del ejercicio era de 8.639 (31 de diciembre de 2024: 7.218). La ocupación media de las pistas en horario de tarde fue del 87%, y del 41% en horario de mañana. La cuota mensual de adulto se mantuvo en 46,50 euros durante todo 2025."
        ),
        P(
            "Los ingresos consolidados alcanzaron 12,26 millones de euros (2024: 10,48 millones de euros). Las cuotas de socios aportaron el 41% de los ingresos; el resto procede del alquiler de pistas a no socios, las escuelas de pádel, los torneos y la cafetería."
        ),
        H("2. Cuenta de resultados resumida"),
        T("""
(en miles de euros)
                                        2025          2024
Ingresos                              12.260        10.480
Gastos de personal                    -4.118        -3.562
Otros gastos de explotación           -5.402        -4.671
EBITDA                                 2.740         2.247
Amortizaciones                        -1.386        -1.109
Resultado de explotación               1.354         1.138
Gastos financieros                      -512          -436
Resultado antes de impuestos             842           702
Impuesto sobre beneficios               -211          -176
Resultado neto                           631           526
"""),
        H("3. Situación financiera"),
        P(
            "La apertura de Alzira se financió con un préstamo bancario a siete años. Al cierre del ejercicio la deuda financiera neta era la siguiente:"
        ),
        T("""
(en miles de euros)                  31.12.2025    31.12.2024
Deuda financiera bruta                   12.940        11.315
Tesorería                                -1.690        -1.445
Deuda financiera neta                    11.250         9.870
Deuda financiera neta / EBITDA             4,1x          4,4x
"""),
        H("4. Perspectivas"),
        P(
            "Para 2026 el Grupo no prevé nuevas aperturas. La prioridad es alcanzar en Alzira una ocupación similar a la del resto de clubes y reducir el apalancamiento."
        ),
    ],
}
PDFS["pt-injection-moulds/docs/relatorio-e-contas-2025.pdf"] = {
    "title": "Moldes Atlântico, S.A. - Relatório e Contas 2025 (extrato)",
    "blocks": [
        P(
            "Marinha Grande, 26 de março de 2026. A Moldes Atlântico projeta e fabrica moldes de injeção de plásticos, sobretudo para a indústria automóvel (71% do volume de negócios) e para embalagens. O exercício corresponde ao ano civil."
        ),
        H("1. Principais indicadores"),
        T("""
(milhares de euros)
                                    2025      2024 reexpresso
Volume de negócios                58 742           55 104
EBITDA                             9 318            8 406
Amortizações e depreciações       -3 912           -3 540
Resultado operacional              5 406            4 866
Resultados financeiros              -601             -342
Resultado antes de impostos        4 805            4 524
Imposto sobre o rendimento        -1 150             -314
Resultado líquido do exercício     3 655            4 210
"""),
        P(
            "O imposto de 2024 beneficiou de créditos fiscais ao investimento em investigação e desenvolvimento (SIFIDE)."
        ),
        H("2. Reexpressão das demonstrações financeiras de 2024"),
        P(
            "Os valores de 2024 foram reexpressos na sequência da correção do reconhecimento do rédito de dois moldes de grande dimensão, cujo controlo só foi transferido para o cliente em janeiro de 2025. O volume de negócios de 2024, anteriormente divulgado como 56 394 milhares de euros, passou a 55 104 milhares de euros, e o resultado líquido de 2024, anteriormente divulgado como 4 860 milhares de euros, passou a 4 210 milhares de euros. Os capitais próprios de abertura de 2025 foram ajustados em conformidade."
        ),
        H("3. Atividade"),
        P(
            "Foram entregues 164 moldes em 2025 (2024: 152), com um peso médio de 18 toneladas. A carteira de encomendas no final do ano era de 38,6 milhões de euros. O número de trabalhadores no final do exercício era de 398."
        ),
        P(
            "Em 2025 a empresa concluiu o projeto de licenciamento da nova unidade em Leiria, destinada a moldes de grande dimensão. A construção tem início previsto para o segundo trimestre de 2026."
        ),
        H("4. Proposta de aplicação de resultados"),
        P(
            "O Conselho de Administração propõe que o resultado líquido do exercício, no montante de 3 655 milhares de euros, seja aplicado em reservas livres (2 655 milhares de euros) e em dividendos (1 000 milhares de euros)."
        ),
    ],
}
PDFS["lt-horticultural-peat/docs/sustainability-report-2025.pdf"] = {
    "title": "Selos durpes UAB - Sustainability Report 2025",
    "blocks": [
        P(
            "Reporting period: 1 January to 31 December 2025. Scope: peat extraction fields and the substrate plant at Birzai, Lithuania. The report follows the voluntary standard for non-listed SMEs (VSME)."
        ),
        H("1. Climate"),
        P(
            "Greenhouse gas emissions from our own operations come mainly from diesel used in field machinery and from natural gas used to dry fine fractions. Emissions from the drained peat fields themselves are reported separately, because the national inventory method for them is still being revised."
        ),
        T("""
Greenhouse gas emissions, t CO2e          2025        2024
Scope 1 (fuels, own machinery)           9,840      10,615
Scope 2 (electricity, market-based)      3,215       3,470
Scope 1 and 2 total                     13,055      14,085
Drained peat fields (estimate)          41,300      42,100
"""),
        P(
            "We will start reporting Scope 3 emissions, including transport to customers, from the 2026 reporting year."
        ),
        H("2. Land and after-use of peatlands"),
        P(
            "Our licence areas cover 3,180 ha, of which 2,460 ha are cutover peatland where extraction has ended or will end before 2030. We plan to rewet 850 ha of cutover peatland by 2030 in cooperation with a regional nature conservation foundation. The first 120 ha, at the Zalioji field, are scheduled for rewetting in 2026, once the hydrological permit has been granted. The permit application was filed in October 2025."
        ),
        P(
            "In 2025 we afforested 64 ha of cutover peatland with birch and Scots pine (2024: 51 ha). Afforestation is used on areas where the peat layer is too thin for rewetting."
        ),
        H("3. People"),
        P(
            "At the end of 2025 the company employed 214 people (2024: 221). The lost-time injury frequency rate was 4.1 per million hours worked (2024: 6.3). Seasonal workers are hired from May to September for the harvest."
        ),
        H("4. Products"),
        P(
            "Peat-reduced substrates with at least 30% wood fibre accounted for 6% of sales volume in 2025. Our target is 25% by 2030."
        ),
    ],
}
PDFS["ke-sugar-miller/docs/annual-report-fy2025.pdf"] = {
    "title": "Kuja River Sugar Company Limited - Annual Report and Financial Statements for the year ended 30 June 2025",
    "blocks": [
        H("Chairman's statement"),
        P(
            "The 2024/25 financial year was the first full year of operation of our rehabilitated mill tandem. Cane supply from our outgrowers improved after the long rains, and the factory ran for 286 days, compared with 241 days in the previous year."
        ),
        P(
            "Revenue rose 14.0% to KSh 9,828.0 million, while gross margin narrowed to 11.6% from 13.9% and operating margin was 4.2%. The lower gross margin reflects the higher cane price paid to farmers from 1 March 2025 and the cost of imported spare parts. After two loss-making years the company returned to profit, with a profit after tax of KSh 95.4 million."
        ),
        P(
            "The Board does not recommend a dividend for the year, as cash will be used to clear arrears owed to cane farmers and to fund the boiler upgrade."
        ),
        H("Operating statistics"),
        T("""
Year ended 30 June                         2025          2024
Cane crushed (tonnes)                   742,600       688,100
Sugar produced (tonnes)                  74,260        66,420
Sugar sold (tonnes)                      72,800        67,350
Tonnes cane per tonne sugar (TC/TS)       10.00         10.36
Factory operating days                      286           241
"""),
        H("Statement of profit or loss"),
        T("""
KSh million                                2025          2024
Year ended 30 June
Revenue                                 9,828.0       8,621.1
Cost of sales                          (8,688.0)     (7,422.8)
Gross profit                            1,140.0       1,198.3
Other income                               96.4          61.2
Distribution costs                       (214.6)       (198.7)
Administrative expenses                  (609.0)       (572.4)
Impairment of plant and equipment             -     (1,012.0)
Operating profit/(loss)                    412.8        (523.6)
Finance costs                            (276.5)       (298.2)
Profit/(loss) before tax                   136.3        (821.8)
Income tax expense                        (40.9)        (324.2)
Profit/(loss) for the year                  95.4      (1,146.0)
"""),
        P(
            "The 2024 impairment relates to the old boiler house, which was decommissioned in June 2024. The 2024 income tax expense includes the write-off of a deferred tax asset of KSh 301.7 million."
        ),
        H("Outlook"),
        P(
            "Management expects cane availability to remain adequate in the 2025/26 financial year. The co-generation project has been deferred; see the directors' report."
        ),
    ],
}
PDFS["za-citrus-exporter/docs/integrated-report-fy2025.pdf"] = {
    "title": "Baviaans Citrus Holdings (Pty) Ltd - Integrated Report for the year ended 28 February 2025",
    "blocks": [
        P(
            "Baviaans Citrus grows, packs and exports navel oranges, Valencia oranges, lemons and soft citrus from 1 140 ha of orchards in the Sundays River Valley and the Gamtoos, Eastern Cape. The financial year runs from 1 March to the end of February and covers one export season."
        ),
        H("Chief Executive's review"),
        P(
            "Revenue increased by 19,1% to R1,32 billion on the back of a weaker rand and strong demand for lemons in the Middle East. Export volumes grew, but the season was not easy: a late hail storm in October damaged fruit on 180 ha of navels, and port delays in Gqeberha cost us two vessel slots in July."
        ),
        P(
            "The year closed with a fair value loss on biological assets of R38,5 million (2024: gain of R22,7 million), caused by the lower crop estimate for the hail-damaged blocks and lower expected prices for navels. As a result, operating profit fell to R126,6 million."
        ),
        H("Summarised statement of profit or loss"),
        T("""
R million                             Year ended     Year ended
                                     28 Feb 2025    29 Feb 2024
Revenue                                  1 317,4        1 106,2
Cost of sales                             -990,9         -846,0
Gross profit                               326,5          260,2
Fair value adjustment on
  biological assets                        -38,5           22,7
Operating expenses                        -161,4         -148,3
Operating profit                           126,6          134,6
Net finance costs                          -41,8          -37,5
Profit before tax                           84,8           97,1
Taxation                                   -22,9          -26,2
Profit for the year                         61,9           70,9
"""),
        H("Our people and communities"),
        P(
            "We employed 436 permanent staff and up to 2 860 seasonal workers at the peak of the season. The Baviaans Farmworker Trust, which owns 12% of the company, received a dividend of R2,1 million."
        ),
        H("Water"),
        P(
            "All orchards are under drip or micro-irrigation. Our water use rights from the irrigation scheme total 11,4 million cubic metres a year; in the drought year we used 9,7 million cubic metres."
        ),
    ],
}
PDFS["ph-contact-centres/docs/annual-report-2025.pdf"] = {
    "title": "Kalinaw Contact Solutions, Inc. - 2025 Annual Report (excerpts)",
    "blocks": [
        P(
            "Kalinaw Contact Solutions, Inc. provides customer care, technical support and back-office services to clients in the United States, Australia and Japan from five sites in the Philippines: Makati (head office), Pasig, Cebu, Davao and Iloilo."
        ),
        H("Message from the President"),
        P(
            "2025 was a year of disciplined growth. Revenue reached PHP 8,424 million, up 15.1% on the restated 2024 figure of PHP 7,318 million. Operating income (EBIT) was PHP 874 million, after depreciation and amortisation of PHP 612 million. Net income attributable to shareholders was PHP 598 million."
        ),
        P(
            "We ended the year with 10,530 employees, against an average headcount of 9,936 for the year. Davao generated PHP 1,206 million in revenue, its first year above PHP 1 billion, thanks to two new healthcare accounts. Our Cebu site added a Japanese-language team for an electronics client."
        ),
        H("Financial highlights"),
        T("""
PHP million                              2025      2024 restated
Revenue                                 8,424           7,318
Cost of services                       (6,118)         (5,401)
Gross profit                            2,306           1,917
Selling and administrative expenses    (1,432)         (1,236)
Operating income (EBIT)                   874             681
Finance costs, net                        (92)            (88)
Income before tax                         782             593
Income tax                               (184)           (139)
Net income                                598             454
"""),
        H("Note 3 - Restatement of 2024 figures"),
        P(
            "In 2025 the company found that performance bonuses from a telecommunications client had been recognised in 2024 before the client had confirmed the service-level results on which they depend. The client did not confirm part of these results. The 2024 financial statements have been restated: 2024 revenue is restated to PHP 7,318 million (previously reported: PHP 7,402 million) and 2024 net income to PHP 454 million (previously reported: PHP 517 million)."
        ),
        H("Employees"),
        T("""
Headcount at 31 December                 2025            2024
Agents                                  9,212           8,420
Team leaders and support                1,318           1,208
Total                                  10,530           9,628
"""),
    ],
}
PDFS["us-tortilla-maker/docs/annual-report-fy2025-excerpt.pdf"] = {
    "title": "Sol de Oro Foods, Inc. - Annual Report, Fiscal 2025 (excerpt)",
    "blocks": [
        P(
            "Sol de Oro Foods, Inc. (the Company) produces corn and flour tortillas, tortilla chips and tostadas at plants in San Antonio and Laredo, Texas, and sells them to grocery chains and foodservice distributors in 14 states. The Company's fiscal year ends on the last Saturday of September. Fiscal 2025 ended on September 27, 2025 and fiscal 2024 ended on September 28, 2024; both were 52-week years."
        ),
        H("Consolidated Statements of Operations"),
        T("""
(in thousands, except per share data)
                                         Fiscal year ended
                                   Sept. 27, 2025   Sept. 28, 2024
Net sales                                 548,312          517,045
Cost of sales                            (412,331)        (401,727)
Gross profit                              135,981          115,318
Selling, general and administrative       (98,774)         (88,906)
Operating income                           37,207           26,412
Interest expense                           (3,862)          (4,415)
Other income (expense), net                  (412)           1,085
Income before income taxes                 32,933           23,082
Income tax expense                         (7,575)          (5,309)
Net income                                 25,358           17,773

Net income per share, diluted                1.87             1.31
"""),
        H("Management's discussion - selected items"),
        P(
            "Net sales increased 6.0%, driven by volume growth in flour tortillas for foodservice customers and by the full-year contribution of the second production line in Laredo. Gross margin improved because corn and wheat flour costs declined during the year."
        ),
        P(
            "Other income (expense), net, was an expense in fiscal 2025, mainly because of losses on corn futures contracts that did not qualify for hedge accounting; in fiscal 2024 it was income, mainly from an insurance recovery after the Laredo warehouse fire."
        ),
        P(
            "Capital expenditures were $21.4 million in fiscal 2025, including a new chip fryer in San Antonio. At the end of fiscal 2025 the Company had 1,386 employees."
        ),
    ],
}
PDFS["in-cotton-spinning/docs/annual-report-2024-25.pdf"] = {
    "title": "Shree Vaigai Spinning Mills Limited - 38th Annual Report 2024-25 (extracts from the Directors' Report)",
    "blocks": [
        P(
            "Registered Office: Kappalur Industrial Estate, Madurai, Tamil Nadu. The financial year runs from 1 April to 31 March."
        ),
        H("1. Financial results"),
        P(
            "Your Directors present the 38th Annual Report together with the audited financial statements for the year ended 31st March 2025."
        ),
        T("""
(Rs. in crore)
Particulars                              2024-25       2023-24
Revenue from operations                 1,284.62      1,163.05
Other income                               11.48          9.73
EBITDA                                    148.36        121.90
Depreciation and amortisation             (46.21)       (44.85)
Finance costs                             (28.74)       (31.12)
Profit before tax                          73.41         45.93
Tax expense                               (18.86)       (11.61)
Profit after tax                           54.55         34.32
"""),
        H("2. Operations"),
        P(
            "The Company operates three units: Unit I at Kappalur, Madurai (compact ring spinning), Unit II at Rajapalayam (ring spinning, fine counts) and Unit III at Tirumangalam (open-end spinning). The Company's installed capacity stands at 1,12,320 spindles and 1,440 rotors across the three units."
        ),
        P(
            "Yarn production for the year was 31,540 tonnes (previous year: 29,870 tonnes). Capacity utilisation of the ring spinning units was 94%. Export of yarn, mainly to Bangladesh, Vietnam and Portugal, accounted for 41% of revenue from operations."
        ),
        P(
            "Cotton prices were stable for most of the year after the good 2024-25 kharif crop, which helped margins recover from the previous year."
        ),
        H("3. Dividend"),
        P(
            "Your Directors have recommended a final dividend for the financial year 2024-25, subject to the approval of the members at the ensuing Annual General Meeting. The record date and the amount are set out in the notice of the Annual General Meeting."
        ),
        H("4. Unit III - Tirumangalam"),
        P(
            "The Board has decided to close the open-end spinning unit at Tirumangalam. The 1,440 rotors will be sold and the workers offered positions at Unit I. The closure is expected to be completed by 30th September 2025."
        ),
        H("5. Renewable energy"),
        P(
            "The Company's windmills in Tirunelveli district generated 38.6 million units of power during the year, meeting about 46% of its power requirement."
        ),
    ],
}

# ---------------------------------------------------------------------------
# Rendering
# ---------------------------------------------------------------------------


def _check_latin1(path: str, doc: dict) -> None:
    texts = [doc["title"]] + [b[1] for b in doc["blocks"]]
    for text in texts:
        try:
            text.encode("latin-1")
        except UnicodeEncodeError as exc:  # pragma: no cover - guard while editing
            raise SystemExit(f"{path}: non-Latin-1 character in {text[:60]!r}: {exc}") from exc


# A space inside a digit group ("1 140 ha", "56 394 milhares") must not become a line break.
_GROUP_SPACE = re.compile(r"(?<=\d) (?=\d{3}\b)")
NBSP = "\u00a0"


def _wrap(text: str, font: str, size: float, width: float) -> list[str]:
    text = _GROUP_SPACE.sub(NBSP, text)
    lines: list[str] = []
    current = ""
    for word in text.split(" "):
        if not word:
            continue
        trial = word if not current else current + " " + word
        if stringWidth(trial, font, size) <= width:
            current = trial
        else:
            if current:
                lines.append(current)
            current = word
    if current:
        lines.append(current)
    return lines


class _Writer:
    def __init__(self, path: Path, title: str) -> None:
        self.c = canvas.Canvas(str(path), pagesize=A4, invariant=1)
        self.c.setTitle(title)
        self.c.setAuthor("")
        self.c.setCreator("make_pdfs.py")
        self.y = PAGE_H - MARGIN_TOP
        self.page = 1

    def need(self, height: float) -> None:
        if self.y - height < MARGIN_BOTTOM:
            self._footer()
            self.c.showPage()
            self.page += 1
            self.y = PAGE_H - MARGIN_TOP

    def _footer(self) -> None:
        self.c.setFont(BODY_FONT, 8)
        self.c.drawRightString(PAGE_W - MARGIN_X, MARGIN_BOTTOM / 2, str(self.page))

    def line(self, text: str, font: str, size: float, lead: float) -> None:
        self.need(lead)
        self.c.setFont(font, size)
        self.y -= lead
        self.c.drawString(MARGIN_X, self.y, text.replace(NBSP, " "))

    def gap(self, height: float) -> None:
        self.y -= height

    def close(self) -> None:
        self._footer()
        self.c.save()


def render(path: Path, doc: dict) -> None:
    width = PAGE_W - 2 * MARGIN_X
    w = _Writer(path, doc["title"])
    for text in _wrap(doc["title"], HEAD_FONT, TITLE_SIZE, width):
        w.line(text, HEAD_FONT, TITLE_SIZE, 18)
    w.gap(8)
    for kind, text in doc["blocks"]:
        if kind == "h":
            w.gap(6)
            w.need(HEAD_SIZE * 3)
            for part in _wrap(text, HEAD_FONT, HEAD_SIZE, width):
                w.line(part, HEAD_FONT, HEAD_SIZE, 15)
            w.gap(2)
        elif kind == "p":
            for part in _wrap(text, BODY_FONT, BODY_SIZE, width):
                w.line(part, BODY_FONT, BODY_SIZE, BODY_LEAD)
            w.gap(5)
        elif kind == "t":
            w.gap(2)
            for row in text.split("\n"):
                w.line(row.rstrip(), TABLE_FONT, TABLE_SIZE, TABLE_LEAD)
            w.gap(7)
        else:  # pragma: no cover
            raise ValueError(kind)
    w.close()


def main() -> None:
    for rel, doc in sorted(PDFS.items()):
        _check_latin1(rel, doc)
        out = HERE / rel
        out.parent.mkdir(parents=True, exist_ok=True)
        render(out, doc)
        print(f"wrote {rel}")


if __name__ == "__main__":
    main()
