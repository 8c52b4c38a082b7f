"""Write the PDF documents of evaluation batch 30.

Deterministic: reportlab with invariant=1, fixed text, no dates taken from the clock.
Markup of each document text: blocks are separated by blank lines; "# " starts a title,
"## " a heading, lines starting with "|" are a table (printed in Courier exactly as written,
the way text extraction gives space-aligned tables); any other block is a body paragraph.
Run: /work/main/.venv/bin/python tests/eval/batch30/make_pdfs.py
"""

from pathlib import Path

from reportlab.lib.pagesizes import A4
from reportlab.lib.utils import simpleSplit
from reportlab.pdfgen import canvas

HERE = Path(__file__).resolve().parent
LEFT = 56
TOP = A4[1] - 64
BOTTOM = 64
WIDTH = A4[0] - 2 * LEFT

STYLES = {
    "title": ("Helvetica-Bold", 15, 20, 8),
    "heading": ("Helvetica-Bold", 11.5, 15, 4),
    "table": ("Courier", 8.5, 10.5, 8),
    "body": ("Helvetica", 10, 13.5, 8),
}


def parse(text):
    """Split the markup into (style, lines) blocks."""
    blocks = []
    for raw in text.strip("\n").split("\n\n"):
        lines = raw.split("\n")
        if lines[0].startswith("# "):
            blocks.append(("title", [raw[2:].replace("\n", " ")]))
        elif lines[0].startswith("## "):
            blocks.append(("heading", [raw[3:].replace("\n", " ")]))
        elif lines[0].startswith("|"):
            blocks.append(("table", [line[1:] for line in lines]))
        else:
            blocks.append(("body", [" ".join(line.strip() for line in lines)]))
    return blocks


def render(path, title, text):
    text.encode("latin-1")  # PDFs hold Latin-1 characters only
    pdf = canvas.Canvas(str(path), pagesize=A4, invariant=1)
    pdf.setTitle(title)
    pdf.setAuthor("batch30 evaluation set")
    y = TOP
    for style, lines in parse(text):
        font, size, leading, gap = STYLES[style]
        if style in ("title", "heading", "body"):
            lines = simpleSplit(lines[0], font, size, WIDTH)
        for line in lines:
            if y < BOTTOM:
                pdf.showPage()
                y = TOP
            pdf.setFont(font, size)
            pdf.drawString(LEFT, y, line)
            y -= leading
        y -= gap
    pdf.showPage()
    pdf.save()


DK_AARSRAPPORT = """
# Havtang Nordfyn A/S - Årsrapport 2025

CVR-nr. 38 41 27 90. Havnevej 14, 5400 Bogense. Regnskabsår: 1. januar - 31. december 2025.

## Ledelsesberetning

2025 blev et år med fremgang for Havtang Nordfyn. Nettoomsætningen steg med 8,9 % til
412,6 mio. kr. (2024: 378,9 mio. kr.), drevet af højere salgsmængder af carrageenan til
mejeri- og kødvareindustrien. Carrageenan-segmentet omsatte for 268,4 mio. kr., mens
Alginat nåede 101,5 mio. kr. og Tangmel 42,7 mio. kr.

EBITDA udgjorde 71,8 mio. kr. mod 63,5 mio. kr. året før. Efter af- og nedskrivninger på
24,3 mio. kr. blev resultatet af primær drift (EBIT) 47,5 mio. kr. Finansielle poster,
netto, udgjorde -4,3 mio. kr., og årets resultat blev 33,7 mio. kr.

Vi forarbejdede 9.840 tons tørret tang på vores tre anlæg i Bogense, Hals og Tórshavn.

## Hoved- og nøgletal

Beløb i mio. kr., medmindre andet er angivet

|                                          2025      2024*     2023
|Nettoomsætning                           412,6     378,9     341,2
|EBITDA                                    71,8      63,5      58,0
|Af- og nedskrivninger                    -24,3     -22,1     -20,6
|Resultat af primær drift (EBIT)           47,5      41,4      37,4
|Finansielle poster, netto                 -4,3      -3,6      -3,9
|Resultat før skat                         43,2      37,8      33,5
|Skat af årets resultat                    -9,5      -6,8      -7,4
|Årets resultat                            33,7      31,0      26,1
|Gennemsnitligt antal medarbejdere          186       174       163
|Forarbejdet tørret tang (tons)           9.840     9.120     8.470

* Sammenligningstal for 2024 er tilpasset, jf. note 1.

## Segmentoplysninger

Nettoomsætning pr. segment, mio. kr.

|Segment                 2025      2024*
|Carrageenan            268,4      246,1
|Alginat                101,5       93,8
|Tangmel                 42,7       39,0
|I alt                  412,6      378,9

## Note 1 - Korrektion af fejl i sammenligningstal

I forbindelse med udarbejdelsen af årsrapporten for 2025 blev det konstateret, at
varebeholdninger af tørret tang pr. 31. december 2024 var værdiansat for højt, fordi
fugtindholdet i et parti fra Hals ikke var medregnet. Fejlen er korrigeret i
sammenligningstallene. Korrektionen reducerer EBITDA og resultat af primær drift (EBIT) for
2024 med 2,6 mio. kr.: EBITDA for 2024 udgør herefter 63,5 mio. kr. (tidligere oplyst:
66,1 mio. kr.), og EBIT udgør 41,4 mio. kr. (tidligere oplyst: 44,0 mio. kr.). Årets
resultat for 2024 er reduceret fra 33,0 mio. kr. til 31,0 mio. kr. Nettoomsætningen er
uændret.

## Forventninger til 2026

Ledelsen forventer for 2026 en nettoomsætning på 430-450 mio. kr. og et resultat af primær
drift (EBIT) på 50-56 mio. kr.
"""

CZ_ANNUAL = """
# Sklárny Bílá Skála a.s. - Annual Report 2025

English translation of the Czech annual report. In case of doubt the Czech version
prevails. Financial year: 1 January - 31 December 2025.

## Letter from the Board of Directors

Sklárny Bílá Skála makes hand-blown drinking glass, stemware and lighting crystal at two
plants, Bílá Skála and Janov. Revenue grew by 10.3% to CZK 1,248.4 million. Energy costs
fell sharply after furnace No. 3 was rebuilt for oxy-fuel firing, and net profit rose to
CZK 71.3 million. Germany, the United States and the United Arab Emirates remained our
largest markets.

## Income statement

CZK thousand

|                                               2025           2024
|Revenue                                   1,248,350      1,131,920
|Materials and energy                       (612,400)      (598,700)
|  of which energy                          (182,600)      (214,300)
|Personnel costs                            (402,150)      (365,880)
|Depreciation and amortisation               (84,300)       (80,110)
|Other operating income (expense), net       (53,090)         1,530
|Operating profit (EBIT)                       96,410         88,760
|Net finance costs                             (3,150)        (2,480)
|Profit before tax                             93,260         86,280
|Income tax                                   (21,980)       (19,300)
|Net profit                                    71,280         66,980

## Key figures

|                                               2025           2024
|EBITDA margin                                 14.5%          14.9%
|Operating (EBIT) margin                        7.7%           7.8%
|Net margin                                     5.7%           5.9%
|Average number of employees                   1,126          1,098

Margins are calculated on revenue. EBITDA is operating profit plus depreciation and
amortisation.
"""

MX_INFORME = """
# Empacadora Aguacatera del Balsas, S.A. de C.V.

# Informe Anual 2025

Uruapan, Michoacán. Ejercicio terminado el 31 de diciembre de 2025.

## Mensaje de la Dirección General

En 2025 empacamos y comercializamos aguacate Hass de más de 1,900 huertas certificadas de
la franja aguacatera de Michoacán. Los ingresos por ventas crecieron 12.4% y alcanzaron
3,486.2 millones de pesos, y la utilidad neta fue de 214.6 millones de pesos.

En 2024 la empresa registró una pérdida neta de 38.9 millones de pesos, originada por la
pérdida cambiaria derivada de la apreciación del peso frente al dólar sobre cuentas por
cobrar denominadas en dólares. En 2025 contratamos coberturas cambiarias para el 60% de
las ventas de exportación.

## Estado de resultados

Cifras en miles de pesos (MXN)

|                                                  2025           2024
|Ingresos por ventas                          3,486,215      3,102,480
|Costo de ventas                             (2,861,430)    (2,648,920)
|Utilidad bruta                                 624,785        453,560
|Gastos de operación                           (276,310)      (248,770)
|Utilidad de operación                          348,475        204,790
|Resultado cambiario, neto                      (21,640)      (187,350)
|Otros gastos financieros, neto                 (24,905)       (31,200)
|Utilidad (pérdida) antes de impuestos          301,930        (13,760)
|Impuestos a la utilidad                        (87,300)       (25,150)
|Utilidad (pérdida) neta                        214,630        (38,910)

## Perspectivas

Para 2026 esperamos ingresos de entre 3,700 y 3,900 millones de pesos, apoyados en la
apertura de la nueva línea de empaque en Tacámbaro. Estas cifras son estimaciones de la
administración y no constituyen resultados.
"""

CO_LETTER = """
# Flores de la Sabana Altaviva S.A.S.

# Letter to shareholders - 2025

Bogotá, 20 February 2026

Dear shareholders,

Two years ago, in 2023, our sales were COP 141,380 million. In 2025 they reached
COP 184,320 million, thanks to higher volumes of garden roses to the United States and a
recovery in prices in Japan. Net profit for 2025 was COP 11,842 million.

We now farm 116 hectares under cover at four farms in Cundinamarca and Antioquia, two of
which carry the same name, La Esperanza: one in Madrid (Cundinamarca) and one in El Carmen
de Viboral (Antioquia). Both farms grow spray roses; the Antioquia farm joined the group when
we acquired it in 2022.

Our Florverde certification was renewed for all farms, and 100% of the water used for
irrigation at El Rosal now comes from rain harvesting.

Camila Restrepo Uribe
General Manager
"""

RO_PRESENTATION = """
# Oleifera Baragan S.A. - FY2025 results

Investor presentation, Bucharest, 18 March 2026. Figures for 2025 as corrected on
12 March 2026.

## Highlights

Record seed intake at both plants, higher crushing margins in the second half, and a new
biomass boiler at Calarasi commissioned in October.

## Income statement summary

RON million

|                                      FY2025       FY2024
|Revenue                              1,284.6      1,197.3
|EBITDA                                  92.7         88.1
|Depreciation and amortisation          (31.5)       (29.8)
|Operating profit (EBIT)                 61.2         58.3
|Net profit                              44.8         41.6

## Operations

|                                      FY2025       FY2024
|Sunflower seed processed (t)         698,800      669,900
|Crude oil produced (t)               297,000      284,700
|Meal produced (t)                    351,400      337,200
"""

ID_ANNUAL = """
# PT Rotan Nusantara Jaya Tbk

# Annual Report 2025

Cirebon, West Java. Listed on the Indonesia Stock Exchange.

## Report of the Board of Directors

Net sales rose 13.8% to Rp 1,186.4 billion, and the gross margin widened to 25.4% from
24.1%, as higher prices for natural rattan dining sets in the United States more than offset
the cost of cane. Net profit attributable to owners rose to Rp 84.6 billion.

We employ 3,460 people at our two plants in Plered and Tegalwangi, most of them weavers from
the surrounding villages.

## Consolidated statement of profit or loss

(in millions of Rupiah)

|                                          2025            2024
|Net sales                            1,186,420       1,042,760
|Cost of goods sold                    (885,070)       (791,450)
|Gross profit                           301,350         251,310
|Selling expenses                       (97,820)        (82,640)
|General and administrative expenses    (84,890)        (79,020)
|Operating profit                       118,640          89,650
|Finance costs, net                     (10,180)         (8,900)
|Profit before income tax               108,460          80,750
|Income tax expense                     (23,850)         (9,520)
|Net profit                              84,610          71,230

## Dividend

The Board of Directors will propose to the Annual General Meeting of Shareholders in
June 2026 a cash dividend of Rp 12 per share for the 2025 financial year.
"""

KR_BUSINESS = """
# Haneul Cosmetech Co., Ltd.

# Business Report for Fiscal Year 2025

KOSDAQ listed. Head office: Osong, Cheongju, Chungcheongbuk-do. Fiscal year ended
31 December 2025.

## Business overview

Haneul Cosmetech develops and manufactures skin care, sun care and colour cosmetics for
brand owners in Korea, the United States and Southeast Asia (ODM/OEM). The Osong plant makes
skin care (annual capacity 220 million units) and the Eumseong plant makes sun care and
cushion compacts (annual capacity 180 million units).

Our largest customer, Bloomdew, accounted for 18% of revenue (FY2024: 21%). The top five
customers together accounted for 47% of revenue.

## Summary income statement

(in millions of KRW)

|                                            FY2025         FY2024
|Revenue                                    486,312        431,870
|Cost of sales                             (371,640)      (333,120)
|Gross profit                               114,672         98,750
|Selling, general and administrative        (73,422)       (66,880)
|Operating profit                            41,250         31,870
|Net foreign exchange gain (loss)            (3,184)         2,415
|Other finance income (costs), net          (1,906)        (1,720)
|Profit before income tax                    36,160         32,565
|Income tax expense                          (6,290)        (6,890)
|Net profit                                  29,870         25,675

## Employees

At the end of FY2025 the company had 1,284 employees (FY2024: 1,167).
"""

AU_ANNUAL = """
# SkyTill Agronomics Ltd (ASX: SKT)

# Annual Report for the year ended 30 June 2025

Wagga Wagga, New South Wales. ABN 61 614 220 387.

## Chair and Managing Director's review

FY25 was the year SkyTill moved into profit. Our licensed pilots sprayed 854,000 hectares
of crop with our fleet of spray drones, up from 710,000 hectares in FY24 and 455,000
hectares in FY23. The statutory net loss of $0.64 million in FY24 turned into a net profit
after tax of $1.87 million in FY25.

Spray-drone batteries and airframes are depreciated over three years, so depreciation and
amortisation is a large cost line for us and grew with the fleet.

## Financial summary

All amounts in $'000 (Australian dollars)

|                                            FY25          FY24
|Revenue from services                     48,630        39,210
|Operating expenses                       (38,790)      (31,900)
|EBITDA                                     9,840         7,310
|Depreciation and amortisation             (6,120)       (4,980)
|EBIT                                      3,720         2,330
|Net finance costs                         (1,050)       (2,970)
|Profit/(loss) before tax                  2,670          (640)
|Income tax expense                          (800)            -
|Net profit/(loss) after tax               1,870          (640)

## Dividends

No dividend was declared for FY25. The board intends to reinvest cash flow in the fleet.
"""

ZA_INTEGRATED = """
# Umoya Schoolwear Holdings Limited

# Integrated Report for the year ended 28 February 2026

Pinetown, KwaZulu-Natal. JSE share code: UMY.

## Chief Executive's review

Revenue rose 10,4% to R1 284,6 million, while listed peer Kwezi Apparel reported sales
growth of 6,2% to R2,1 billion. Our school shops and online store gained share in the
back-to-school season in January, and headline earnings per share rose 18,0% to
212,4 cents.

## Summarised income statement

Rm

|                                         2026          2025
|                                                  Restated*
|Revenue                               1 284,6       1 163,4
|Gross profit                            462,5         409,8
|Operating profit                        148,7         131,9
|Net finance costs                       (18,2)        (21,5)
|Profit before tax                       130,5         110,4
|Taxation                                (35,2)        (29,8)
|Profit for the year                      95,3          80,6
|HEPS (cents)                            212,4         180,0

* Revenue for the year ended 28 February 2025 has been restated from R1 175,2 million to
R1 163,4 million. Volume rebates of R11,8 million paid to school distributors were previously
recorded in selling expenses and are now deducted from revenue. Operating profit and profit
for the year are unchanged.

## Segment revenue

Rm

|Segment                                 2026          2025
|                                                  Restated*
|Manufacturing (external sales)          612,5         571,0
|Retail (school shops)                   538,9         481,6
|Online                                  133,2         110,8
|Total                                 1 284,6       1 163,4
"""

IT_BILANCIO = """
# Fisarmoniche Castellani S.p.A.

# Relazione sulla gestione e bilancio al 31 dicembre 2025

Castelfidardo (AN). Capitale sociale euro 2.000.000 i.v.

## Andamento della gestione

Nel 2025 i ricavi delle vendite sono cresciuti del 9,7%, trainati dalle fisarmoniche da
concerto vendute negli Stati Uniti, in Germania e in Cina. Nell'anno abbiamo venduto
2.080 fisarmoniche; il segmento bandoneon e concertine ha beneficiato della domanda dei
conservatori argentini. L'export rappresenta l'81% dei ricavi.

## Conto economico riclassificato

Valori in migliaia di euro

|                                          2025         2024         2023
|Ricavi delle vendite                    38.614       35.207       33.480
|EBITDA                                   6.472        5.630        5.118
|Ammortamenti                            (2.354)      (2.198)      (2.061)
|EBIT (risultato operativo)               4.118        3.432        3.057
|Oneri finanziari netti                    (312)        (287)        (301)
|Risultato ante imposte                   3.806        3.145        2.756
|Imposte                                   (870)        (734)        (640)
|Utile netto                              2.936        2.411        2.116

## Ricavi per segmento

Valori in migliaia di euro

|Segmento                                 2025         2024
|Fisarmoniche                            31.250       28.640
|Bandoneon e concertine                   4.120        3.610
|Assistenza e ricambi                     3.244        2.957
|Totale                                  38.614       35.207
"""

BR_DEMONSTRACOES = """
# Açaí Marajó Alimentos S.A.

# Demonstrações financeiras em 31 de dezembro de 2025

Belém, Pará. Companhia de capital fechado.

## Demonstração do resultado

Em milhares de reais

|                                            2025          2024
|Receita operacional líquida              612.480       538.270
|Custo dos produtos vendidos             (420.180)     (379.670)
|Lucro bruto                              192.300       158.600
|Despesas com vendas                      (71.240)      (66.380)
|Despesas gerais e administrativas        (52.310)      (47.960)
|Outras receitas (despesas), líquidas       2.150        (1.120)
|Resultado operacional                     70.900        43.140
|Resultado financeiro, líquido            (19.560)      (52.310)
|Resultado antes dos tributos              51.340        (9.170)
|IR e CSLL                                (10.080)        1.330
|Lucro (prejuízo) líquido                  41.260        (7.840)

## Nota 18 - Receita por linha de produto

Em milhares de reais

|Linha                                       2025          2024
|Polpa de açaí                            389.600       351.900
|Sorvetes e mixes                         158.300       134.020
|Pó liofilizado (exportação)               64.580        52.350
|Total                                    612.480       538.270

O prejuízo de 2024 decorreu principalmente das despesas financeiras com a dívida de curto
prazo contratada para a construção da fábrica de pó liofilizado em Castanhal, refinanciada
em longo prazo em março de 2025.
"""

PDFS = {
    "havtang-seaweed-dk/docs/aarsrapport-2025.pdf": (
        "Havtang Nordfyn Årsrapport 2025",
        DK_AARSRAPPORT,
    ),
    "bila-skala-glassworks-cz/docs/annual-report-2025.pdf": (
        "Sklárny Bílá Skála Annual Report 2025",
        CZ_ANNUAL,
    ),
    "balsas-avocado-packer-mx/docs/informe-anual-2025.pdf": ("Informe Anual 2025", MX_INFORME),
    "altaviva-flowers-co/docs/shareholder-letter-2025.pdf": (
        "Letter to shareholders 2025",
        CO_LETTER,
    ),
    "oleifera-sunflower-oil-ro/docs/investor-presentation-fy2025.pdf": (
        "Oleifera Baragan FY2025 results",
        RO_PRESENTATION,
    ),
    "rotan-nusantara-rattan-id/docs/annual-report-2025.pdf": ("Annual Report 2025", ID_ANNUAL),
    "haneul-cosmetics-oem-kr/docs/business-report-fy2025.pdf": (
        "Business Report FY2025",
        KR_BUSINESS,
    ),
    "skytill-drone-spraying-au/docs/annual-report-fy25.pdf": ("Annual Report FY25", AU_ANNUAL),
    "umoya-schoolwear-za/docs/integrated-report-fy2026.pdf": (
        "Integrated Report FY2026",
        ZA_INTEGRATED,
    ),
    "castellani-accordions-it/docs/bilancio-2025.pdf": ("Bilancio 2025", IT_BILANCIO),
    "marajo-acai-br/docs/demonstracoes-financeiras-2025.pdf": (
        "Demonstrações financeiras 2025",
        BR_DEMONSTRACOES,
    ),
}


def main():
    for rel, (title, text) in PDFS.items():
        path = HERE / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        render(path, title, text)
        print(f"wrote {rel}")


if __name__ == "__main__":
    main()
