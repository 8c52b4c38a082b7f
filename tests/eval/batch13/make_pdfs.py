# ruff: noqa: E501, RUF001
"""Build every PDF document of batch13 with reportlab (deterministic bytes).

Run:  /work/main/.venv/bin/python tests/eval/batch13/make_pdfs.py

Body text is set in Helvetica, tables as space-aligned Courier lines so that the
extracted text looks like a PDF table. Only Latin-1 characters are used because the
standard PDF fonts cannot show other letters.
"""

from __future__ import annotations

from pathlib import Path

from reportlab.lib.pagesizes import A4
from reportlab.lib.utils import simpleSplit
from reportlab.pdfgen import canvas

HERE = Path(__file__).resolve().parent

Block = tuple[str, object]


def render(path: Path, blocks: list[Block]) -> None:
    """Draw blocks onto A4 pages: title, h (heading), p (paragraph), table, note."""
    width, height = A4
    margin = 56.0
    text_width = width - 2 * margin
    c = canvas.Canvas(str(path), pagesize=A4, invariant=1)
    c.setAuthor("batch13 evaluation set")
    y = height - margin
    page = 1

    def footer() -> None:
        c.setFont("Helvetica", 7.5)
        c.drawRightString(width - margin, 30, f"Page {page}")

    def need(h: float) -> None:
        nonlocal y, page
        if y - h < margin:
            footer()
            c.showPage()
            page += 1
            y = height - margin

    def lines(text: str, font: str, size: float, leading: float) -> None:
        nonlocal y
        for line in simpleSplit(text, font, size, text_width):
            need(leading)
            c.setFont(font, size)
            c.drawString(margin, y, line)
            y -= leading

    for kind, content in blocks:
        if kind in ("title", "h", "p", "note"):
            assert isinstance(content, str)
            content.encode("latin-1")
        if kind == "title":
            assert isinstance(content, str)
            lines(content, "Helvetica-Bold", 14, 18)
            y -= 8
        elif kind == "h":
            assert isinstance(content, str)
            need(40)
            y -= 4
            lines(content, "Helvetica-Bold", 11, 14)
            y -= 3
        elif kind == "p":
            assert isinstance(content, str)
            lines(content, "Helvetica", 9.5, 12.5)
            y -= 6
        elif kind == "note":
            assert isinstance(content, str)
            lines(content, "Helvetica-Oblique", 8, 10)
            y -= 5
        elif kind == "table":
            assert isinstance(content, list)
            need(11 * min(len(content), 6))
            for row in content:
                row.encode("latin-1")
                assert len(row) <= 92, row
                need(11)
                c.setFont("Courier", 8.4)
                c.drawString(margin, y, row)
                y -= 11
            y -= 8
        else:
            raise ValueError(kind)
    footer()
    c.save()


def table(text: str) -> list[str]:
    """Turn a triple-quoted block into table rows (drops the first and last newline)."""
    return text.strip("\n").split("\n")


DOCS: dict[str, list[Block]] = {}

# ---------------------------------------------------------------- dental-smilecraft
DOCS["dental-smilecraft/docs/smilecraft-annual-report-fy2025-26.pdf"] = [
    (
        "title",
        "Smilecraft Dental Group plc - Annual Report and Accounts for the year ended 31 March 2026",
    ),
    (
        "p",
        'Smilecraft Dental Group plc ("Smilecraft" or "the Group") operates NHS, private and specialist orthodontic dental practices across England, Wales and Scotland. In this report FY2025/26 refers to the financial year ended 31 March 2026 and FY2024/25 to the financial year ended 31 March 2025. All amounts are in pounds sterling; tables are in thousands of pounds (£000) unless stated otherwise.',
    ),
    ("h", "Chair's statement"),
    (
        "p",
        "It has been a year of deliberate change. We handed back nine NHS contracts whose activity rates no longer covered our costs, opened three new private practices in Bristol, Leeds and Edinburgh, and continued to invest in digital scanning and clear-aligner treatment. We ended the year with 118 clinics (31 March 2025: 124) and 642 dentists (655).",
    ),
    (
        "p",
        "Group revenue rose 6.2% to £133.1 million (FY2024/25: £125.3 million). Growth in private general dentistry and in orthodontics more than offset the planned reduction in NHS income. Underlying EBITDA increased 12.7% to £21.3 million, an underlying EBITDA margin of 16.0% (15.1%). Operating profit was £9.1 million (FY2024/25: £7.6 million) after exceptional restructuring costs of £1.8 million, most of which related to the contract hand-backs.",
    ),
    (
        "p",
        "Higher interest rates on our term loan pushed net finance costs up to £10.4 million (£9.9 million). As a result the Group reported a loss before tax of £1.2 million, narrower than the loss of £2.2 million a year earlier. The Board is not proposing a dividend and will not do so until leverage is below 3.0 times underlying EBITDA.",
    ),
    ("h", "Chief Executive's review"),
    (
        "p",
        "Private general dentistry is now our largest business. Revenue from private treatment plans and pay-as-you-go private patients grew 13.0% to £68.3 million, helped by 41,000 new members of our Smilecraft Care membership plan, which ended the year with 187,500 members (164,300). The average private fee per visit rose 5.4%, broadly in line with clinical wage inflation.",
    ),
    (
        "p",
        "Orthodontics and aligners grew 16.7% to £22.9 million. Aligner case starts reached 14,820 (12,960), and 96 of our dentists are now accredited to provide our in-house aligner system. NHS dentistry revenue fell 7.4% to £41.9 million as a result of the contract hand-backs; like-for-like NHS revenue in retained contracts was up 2.1%.",
    ),
    (
        "p",
        "Patient visits totalled 1.94 million (2.01 million). Chair utilisation across the estate improved to 78% (74%), the best level since the Group was formed in 2014. Clinical staff turnover fell to 17% from 22%, and we recruited 38 foundation dentists, the largest intake in our history.",
    ),
    ("h", "Financial review"),
    (
        "table",
        table("""
Revenue by segment                          FY2025/26        FY2024/25
                                                 £000             £000
NHS dentistry                                  41,870           45,210
Private general dentistry                      68,315           60,480
Orthodontics and aligners                      22,940           19,655
Total revenue                                 133,125          125,345
"""),
    ),
    (
        "table",
        table("""
Summary income statement                    FY2025/26        FY2024/25
                                                 £000             £000
Revenue                                       133,125          125,345
Clinical staff costs                          (58,904)         (56,117)
Materials and laboratory fees                 (14,662)         (13,790)
Property and other operating costs            (38,255)         (36,536)
Underlying EBITDA                              21,304           18,902
Depreciation and amortisation                 (10,386)          (9,712)
Exceptional items                              (1,800)          (1,550)
Operating profit                                9,118            7,640
Net finance costs                             (10,354)          (9,870)
Loss before tax                                (1,236)          (2,230)
Tax credit                                        214              402
Loss for the year                              (1,022)          (1,828)
"""),
    ),
    (
        "p",
        "Underlying EBITDA is stated before exceptional items and is an alternative performance measure; it is reconciled to operating profit in the table above. Exceptional items in FY2025/26 comprise £1.3 million of redundancy and dilapidation costs on the nine returned NHS contracts and £0.5 million of advisory fees on the proposed acquisition of Harbour Orthodontics Ltd.",
    ),
    ("h", "Balance sheet and financing"),
    (
        "p",
        "Net debt, excluding lease liabilities, was £96.4 million at 31 March 2026 (31 March 2025: £93.8 million), equivalent to 4.5 times underlying EBITDA. Our banking covenant permits leverage of up to 5.0 times, tested semi-annually. Capital expenditure was £8.7 million (£10.2 million), of which £3.1 million was spent on the three new clinics and £2.4 million on intra-oral scanners.",
    ),
    ("h", "Outlook"),
    (
        "p",
        "Trading in the first weeks of FY2026/27 has been in line with the Board's expectations. The Board's guidance for FY2026/27, including the Harbour Orthodontics acquisition, is set out in the trading update published on 22 April 2026 and is not repeated here.",
    ),
    (
        "note",
        "Footnote 1: Like-for-like figures exclude clinics opened, closed or acquired in either year. Footnote 2: Figures in parentheses in the narrative refer to FY2024/25 unless stated. Tables may not sum due to rounding.",
    ),
]

# ---------------------------------------------------------------- wind-nordvind (Danish)
DOCS["wind-nordvind/docs/nordvind-service-aarsrapport-2025.pdf"] = [
    ("title", "Nordvind Service A/S - Årsrapport 2025"),
    (
        "p",
        "CVR-nr. 41 22 87 65. Regnskabsperiode: 1. januar - 31. december 2025. Beløb er angivet i mio. DKK, medmindre andet er anført. Tal i parentes angiver 2024.",
    ),
    ("h", "Ledelsesberetning"),
    (
        "p",
        "Nordvind Service A/S udfører service, vedligeholdelse og vingereparationer på landvindmøller og havvindmøller i Danmark, Tyskland, Storbritannien og Polen. Selskabet er uafhængigt af vindmølleejerne og har ingen ejermæssig forbindelse til Nordvind Energi A/S, som dog er en af vores største kunder.",
    ),
    (
        "p",
        "Nettoomsætningen steg med 13,3 % til 1.248,6 mio. DKK (2024: 1.102,3 mio. DKK). Væksten kom især fra havvindsegmentet, hvor omsætningen steg med 23,5 % til 398,7 mio. DKK, efter at vi overtog serviceaftalerne på to tyske havvindmølleparker i Østersøen. Landvind voksede med 7,9 %, og vingereparation med 17,6 %.",
    ),
    (
        "p",
        "EBITDA udgjorde 186,4 mio. DKK (158,9 mio. DKK), svarende til en EBITDA-margin på 14,9 % (14,4 %). Resultat af primær drift (EBIT) blev 121,5 mio. DKK mod 97,2 mio. DKK året før. Årets resultat efter skat blev 83,2 mio. DKK (66,4 mio. DKK), hvilket ledelsen anser for tilfredsstillende og i den øvre ende af de udmeldte forventninger på 70-85 mio. DKK.",
    ),
    (
        "p",
        "Ved årets udgang havde vi 4.310 møller under serviceaftale (3.955) og 1.184 medarbejdere (1.052), heraf 926 serviceteknikere. Den gennemsnitlige tilgængelighed på møller med fuld serviceaftale var 97,6 % (97,1 %). Antallet af arbejdsulykker med fravær faldt til 6 (9).",
    ),
    ("h", "Hoved- og nøgletal"),
    (
        "table",
        table("""
Hoved- og nøgletal (mio. DKK)                     2025          2024
Nettoomsætning                                 1.248,6       1.102,3
Bruttoresultat                                   402,7         351,8
EBITDA                                           186,4         158,9
Resultat af primær drift (EBIT)                  121,5          97,2
Finansielle poster, netto                        -14,8         -12,1
Resultat før skat                                106,7          85,1
Skat af årets resultat                           -23,5         -18,7
Årets resultat                                    83,2          66,4

Balancesum                                       964,3         871,6
Egenkapital                                      412,8         356,1
Investeringer i materielle anlægsaktiver          58,9          47,3

EBITDA-margin (%)                                 14,9          14,4
Overskudsgrad (EBIT-margin, %)                     9,7           8,8
Soliditetsgrad (%)                                42,8          40,9
Møller under serviceaftale (antal)               4.310         3.955
Medarbejdere ultimo (antal)                      1.184         1.052
"""),
    ),
    ("h", "Segmenter"),
    (
        "p",
        "Landvindservice (742,5 mio. DKK) er fortsat det største segment og omfatter planlagt og uplanlagt service på 3.870 landmøller. Havvindservice (398,7 mio. DKK) omfatter 440 havmøller, og vingereparation og -inspektion (107,4 mio. DKK) udføres både med rebadgang og med droner. En opdeling pr. kvartal fremgår af delårsrapporten for fjerde kvartal.",
    ),
    ("h", "Forventninger til 2026"),
    (
        "p",
        "For 2026 forventer ledelsen en nettoomsætning på 1.350-1.420 mio. DKK og et EBIT på 130-150 mio. DKK. Forventningerne forudsætter, at den nye tiårige fuldserviceaftale med Nordvind Energi A/S om 146 landmøller træder i kraft 1. april 2026, og at kranpriserne ikke stiger yderligere.",
    ),
    ("h", "Særlige risici"),
    (
        "p",
        "Selskabets aktivitet påvirkes af vejrforhold, især på havvindmøller, hvor bølgehøjder over 1,8 meter forhindrer adgang med servicefartøjer. Desuden er selskabet eksponeret over for lønudviklingen for teknikere, hvor mangel på certificerede medarbejdere i Tyskland har øget lønomkostningerne med 6,2 %. Valutarisikoen er begrænset, da kontrakterne primært er i DKK og EUR.",
    ),
    ("h", "Begivenheder efter balancedagen"),
    (
        "p",
        "Der er efter regnskabsårets afslutning ikke indtruffet begivenheder, som væsentligt påvirker vurderingen af årsrapporten.",
    ),
    (
        "note",
        "Nøgletal er beregnet efter Finansforeningens anbefalinger. Overskudsgrad = EBIT / nettoomsætning.",
    ),
]

# ---------------------------------------------------------------- airline-aerobajio (Spanish)
DOCS["airline-aerobajio/docs/informe-anual-2025.pdf"] = [
    ("title", "Aerovía del Bajío, S.A.B. de C.V. - Informe Anual 2025"),
    (
        "p",
        'Aerovía del Bajío ("Aerobajío" o "la Compañía") es una aerolínea regional con bases en León (BJX) y Querétaro (QRO) que opera vuelos nacionales y transfronterizos. Las cifras están expresadas en millones de pesos mexicanos (MXN), salvo que se indique lo contrario; las cifras entre paréntesis en las tablas son negativas.',
    ),
    ("h", "Mensaje del Director General"),
    (
        "p",
        "En 2025 transportamos 3.21 millones de pasajeros, 9.2% más que en 2024 (2.94 millones), y abrimos siete nuevas rutas, entre ellas León-Chicago y Querétaro-Mérida. El factor de ocupación fue de 81.4% (2024: 79.9%), el más alto de nuestra historia, y la puntualidad alcanzó 88.7%.",
    ),
    (
        "p",
        "Los ingresos totales alcanzaron 8,412.6 millones de pesos, un aumento de 9.9% frente a los 7,655.3 millones de 2024. Los ingresos por boletos representaron 6,731.2 millones y los ingresos complementarios (equipaje, selección de asiento y carga) 1,681.4 millones, es decir, 20.0% del total.",
    ),
    (
        "p",
        "El EBITDAR fue de 2,103.2 millones de pesos (2024: 1,987.4 millones), con un margen EBITDAR de 25.0%. La utilidad de operación (EBIT) fue de 412.9 millones de pesos (2024: 455.0 millones). El resultado neto fue una pérdida de 96.4 millones de pesos, frente a una utilidad neta de 133.5 millones en 2024, debido principalmente a una pérdida cambiaria de 214.8 millones por la depreciación del peso.",
    ),
    ("h", "Costos"),
    (
        "p",
        "El costo por asiento-kilómetro disponible (CASK) subió a 186.6 centavos (2024: 181.0 centavos). El aumento del CASK se explica principalmente por el mayor costo de la turbosina, la depreciación del peso frente al dólar y las inspecciones de motores que mantuvieron en tierra a cuatro aeronaves durante el segundo semestre. Excluyendo combustible, el CASK fue de 118.9 centavos (2024: 117.2 centavos). La turbosina representó 36.3% de los costos de operación.",
    ),
    (
        "table",
        table("""
Indicadores operativos y financieros                2025           2024
Pasajeros (miles)                                  3,214          2,942
Asientos-km disponibles, ASK (millones)            4,286          3,977
Pasajeros-km, RPK (millones)                       3,489          3,178
Factor de ocupación (%)                             81.4           79.9
Ingresos totales                                 8,412.6        7,655.3
EBITDAR                                          2,103.2        1,987.4
Utilidad de operación (EBIT)                       412.9          455.0
Resultado neto                                    (96.4)          133.5
CASK (centavos de peso)                            186.6          181.0
Flota al cierre (aeronaves)                           24             21
"""),
    ),
    (
        "note",
        "Nota 1: el resultado neto de 2025 incluye una pérdida cambiaria no realizada de 214.8 millones de pesos derivada de la revaluación de pasivos por arrendamiento denominados en dólares.",
    ),
    ("h", "Flota y red"),
    (
        "p",
        "Al 31 de diciembre de 2025 la flota estaba compuesta por 16 Airbus A320neo y 8 ATR 72-600, con una edad promedio de 4.8 años. Durante el año recibimos tres A320neo en arrendamiento operativo. La red comprende 38 rutas, de las cuales 6 son transfronterizas hacia Estados Unidos.",
    ),
    ("h", "Perspectivas 2026"),
    (
        "p",
        "Para 2026 esperamos un crecimiento de la capacidad (ASK) de entre 12% y 14% y un margen EBITDAR de entre 24% y 26%. El plan detallado de flota y de nuevas rutas se presenta en el documento de plan de flota publicado en febrero de 2026.",
    ),
    ("h", "Gobierno corporativo"),
    (
        "p",
        "El Consejo de Administración está integrado por once consejeros, de los cuales cinco son independientes. En 2025 el Consejo sesionó en siete ocasiones y el Comité de Auditoría en cinco.",
    ),
]

# ---------------------------------------------------------------- vineyard-kloofberg
DOCS["vineyard-kloofberg/docs/kloofberg-integrated-report-fy2025.pdf"] = [
    (
        "title",
        "Kloofberg Wine Estates Ltd - Integrated Report for the year ended 30 September 2025",
    ),
    (
        "p",
        "Kloofberg Wine Estates farms 612 hectares of vineyards in the Breede River Valley and the Swartland in the Western Cape and sells wine under the Kloofberg, Rooiklip and Sandveld labels. Our financial year runs from 1 October to 30 September: FY2025 is the year ended 30 September 2025 and FY2024 the year ended 30 September 2024. Amounts are in South African rand (R); tables are in R'000 unless stated.",
    ),
    ("h", "Chairman's letter"),
    (
        "p",
        "Revenue rose 6.1% to R270.5 million (FY2024: R255.0 million), but operating profit slipped to R34.0 million (FY2024: R35.4 million) as the smaller vintage brought in during the year raised our cost per litre and forced us to buy in bulk wine to meet contracted volumes. Profit for the year was R17.7 million (R19.6 million) and headline earnings per share were 88.3 cents (97.9 cents). The Board has declared a final dividend of 22 cents per share (FY2024: 25 cents).",
    ),
    (
        "p",
        "Export revenue grew 8.5% to R96.5 million (FY2024: R88.9 million), helped by a weaker rand against sterling and the euro, and the volume we shipped rose 4.6% to 332,400 nine-litre cases. Local retail and wholesale revenue edged up 3.3% to R142.8 million in a market where consumers continued to trade down. Cellar door and tourism revenue reached R31.3 million (R27.8 million) as visitor numbers at our Kloofberg and Rooiklip tasting rooms climbed to 96,800 (88,200).",
    ),
    (
        "table",
        table("""
Revenue by channel (R'000)                       FY2025          FY2024
Local retail and wholesale                      142,806         138,214
Export                                           96,452          88,907
Cellar door and tourism                          31,270          27,845
Total revenue                                   270,528         254,966
"""),
    ),
    (
        "table",
        table("""
Summary income statement (R'000)                 FY2025          FY2024
Revenue                                         270,528         254,966
Cost of sales                                  (158,214)       (146,382)
Gross profit                                    112,314         108,584
Selling, marketing and distribution             (48,906)        (45,210)
Administrative expenses                         (29,417)        (27,955)
Operating profit                                 33,991          35,419
Net finance costs                                (9,804)         (8,611)
Profit before tax                                24,187          26,808
Income tax                                       (6,531)         (7,238)
Profit for the year                              17,656          19,570
Headline earnings per share (cents)                88.3            97.9
"""),
    ),
    ("h", "Five-year review"),
    (
        "table",
        table("""
Five-year review                FY2021    FY2022    FY2023    FY2024    FY2025
Revenue (R'000)                198,412   221,730   239,118   254,966   270,528
Cellar door and tourism (R'000) 16,940    21,385    24,610    27,845    31,270
Hectares under vine                571       580       589       598       612
Tasting-room visitors           61,300    74,900    83,400    88,200    96,800
Permanent employees                402       418       431       446       459
"""),
    ),
    (
        "note",
        "FY2021 tourism revenue was depressed by COVID-19 restrictions on tastings until February 2021.",
    ),
    ("h", "Sustainability and people"),
    (
        "p",
        "We hold Integrity and Sustainability certification for all three cellars. Water use per litre of wine produced fell to 3.1 litres (3.4 litres) after we commissioned a new winery waste-water treatment plant at Rooiklip. We employ 459 permanent staff (446) and up to 380 seasonal workers during harvest; 31% of our managers are women. Our Sandveld housing project completed 24 homes for farm workers during the year.",
    ),
    ("h", "Outlook"),
    (
        "p",
        "We expect capital expenditure to rise in FY2026 as we replant older Chenin Blanc blocks and replace the bottling line at our Robertson cellar; the Board's estimate is published with the interim results. FY2025 capital expenditure was R35.2 million.",
    ),
]

# ---------------------------------------------------------------- football-brentmoor
DOCS["football-brentmoor/docs/brentmoor-annual-report-2024-25.pdf"] = [
    (
        "title",
        "Brentmoor Athletic Football Club Limited - Annual Report and Financial Statements for the year ended 30 June 2025",
    ),
    (
        "p",
        "The Club's financial year ends on 30 June, so these statements cover the 2024/25 season. Comparative figures are for the year ended 30 June 2024 (the 2023/24 season) and have been restated as explained in note 2. Tables are in thousands of pounds (£000); figures in parentheses are negative.",
    ),
    ("h", "Strategic report"),
    (
        "p",
        "The first team finished seventh in the league, two points outside the play-off places, and reached the fifth round of the FA Cup. Revenue for the 2024/25 season was £98.1 million, up 9.9% on the restated £89.2 million in 2023/24. Broadcasting revenue was £52.6 million (2023/24 restated: £46.9 million), boosted by eleven live televised matches and the cup run. Matchday revenue rose 7.6% to £21.4 million and commercial revenue reached £24.1 million (£22.5 million) after the new front-of-shirt partnership with Calloway Building Society.",
    ),
    (
        "p",
        "Wages and salaries for all staff, including bonuses and social security, were £67.1 million (2023/24: £63.5 million), giving a wages-to-revenue ratio of 68.4% (2023/24 restated: 71.2%). Amortisation of player registrations increased to £19.4 million (£17.9 million) following summer signings. The operating loss before player trading was £20.3 million (£22.4 million).",
    ),
    (
        "p",
        "Profit on disposal of player registrations was £11.9 million (£18.5 million), mainly from the sale of our academy graduate Tomás Ferreira. After net finance costs of £4.0 million, the Club made a loss before tax of £12.4 million (2023/24: £7.6 million). The owners converted £15.0 million of shareholder loans into equity during the year.",
    ),
    (
        "table",
        table("""
Revenue (£000)                                2024/25     2023/24 (restated)
Matchday                                       21,384          19,870
Broadcasting                                   52,615          46,912
Commercial                                     24,108          22,451
Total revenue                                  98,107          89,233
"""),
    ),
    (
        "table",
        table("""
Profit and loss account (£000)                2024/25     2023/24 (restated)
Revenue                                        98,107          89,233
Wages and salaries                            (67,105)        (63,534)
Other operating costs                         (31,822)        (30,217)
Amortisation of player registrations          (19,446)        (17,880)
Operating loss before player trading          (20,266)        (22,398)
Profit on disposal of player registrations     11,902          18,455
Net finance costs                              (4,042)         (3,611)
Loss before tax                               (12,406)         (7,554)
Tax                                                 -               -
Loss for the financial year                   (12,406)         (7,554)
"""),
    ),
    ("h", "Note 2 - Prior-year restatement"),
    (
        "p",
        "In preparing these financial statements the directors identified that solidarity pass-through payments of £1.3 million received from the league on behalf of youth clubs had been presented in 2023/24 as broadcasting revenue, with the onward payments included in other operating costs. These amounts are now presented net. Broadcasting revenue for 2023/24 has been restated from £48.2 million to £46.9 million, total revenue from £90.5 million to £89.2 million, and other operating costs from £31.5 million to £30.2 million. The restatement has no effect on the loss for the year or on net assets.",
    ),
    ("h", "Going concern"),
    (
        "p",
        "The directors have received written confirmation from the owners that they will provide the funding needed for at least twelve months from the date of approval of these financial statements. The Club's principal risks are on-pitch performance, the value of player registrations and compliance with the league's financial rules.",
    ),
    ("h", "Key performance indicators"),
    (
        "table",
        table("""
Key performance indicators                    2024/25     2023/24 (restated)
First-team league position                          7              11
Wages-to-revenue ratio (%)                       68.4            71.2
Academy graduates with first-team debuts            4               2
Full-time employees at 30 June                    312             298
"""),
    ),
    (
        "note",
        "The wages-to-revenue ratio covers all staff costs and is not the same as the squad cost ratio defined in the league's rules.",
    ),
]

# ---------------------------------------------------------------- lottery-tisza
DOCS["lottery-tisza/docs/tisza-lotto-annual-report-2025.pdf"] = [
    ("title", "Tisza Lottó Zrt. - Annual Report 2025"),
    (
        "p",
        "Tisza Lottó Zrt. holds a national licence to operate draw games, scratchcards (Kaparós), online instant games and fixed-odds sports betting in Hungary. It is majority-owned by the Tisza Regional Development Foundation. Amounts are in Hungarian forint (HUF); tables are in HUF million. The financial year is the calendar year.",
    ),
    ("h", "Management report"),
    (
        "p",
        "Stakes (ticket sales across all products) rose 6.3% to HUF 350.3 billion, while gross gaming revenue (GGR) - stakes less prizes paid to players - grew 3.9% to HUF 119.2 billion. The gap reflects the shift of players towards online instant games and sports betting, which return a much larger share of stakes as prizes than draw games do.",
    ),
    (
        "p",
        "Draw games, led by Tisza Hatos and Duna Ötös, remain the core of the business with GGR of HUF 78.1 billion. Two Duna Ötös rollovers during the autumn lifted draw-game stakes by 4.2%. Scratchcard GGR fell 4.0% as retail footfall in tobacconists declined, while online instant GGR rose 30.1% to HUF 5.4 billion. Sports betting GGR grew 7.3% to HUF 14.3 billion, helped by the European football championship qualifiers.",
    ),
    (
        "p",
        "EBITDA increased to HUF 32.4 billion (2024: HUF 31.3 billion) and net profit to HUF 21.9 billion (HUF 21.1 billion). We paid gaming tax of HUF 23.8 billion and contributed HUF 24.7 billion to good causes (2024: HUF 23.1 billion); the breakdown by beneficiary area is published in our separate Good Causes Report.",
    ),
    (
        "table",
        table("""
Key figures (HUF million)                          2025          2024
Stakes (ticket sales)                           350,250       329,475
Prizes paid to players                         (231,022)     (214,750)
Gross gaming revenue (GGR)                      119,228       114,725
Gaming tax                                      (23,846)      (22,945)
Good causes contributions                       (24,700)      (23,100)
Operating costs                                 (38,264)      (37,380)
EBITDA                                           32,418        31,300
Depreciation and amortisation                    (4,910)       (4,655)
Net financial income                              1,142           905
Profit before tax                                28,650        27,550
Income tax                                       (6,744)       (6,490)
Net profit                                       21,906        21,060

GGR margin (GGR / stakes, %)                       34.0          34.8
EBITDA margin (EBITDA / GGR, %)                    27.2          27.3
Net margin (net profit / GGR, %)                   18.4          18.4
"""),
    ),
    ("h", "Products"),
    (
        "table",
        table("""
Stakes and GGR by product (HUF million)     Stakes 2025   Stakes 2024   GGR 2025   GGR 2024
Draw games                                     156,240       149,870     78,120     74,935
Scratchcards (Kaparós)                          61,380        63,915     21,483     22,370
Online instant games                            48,720        37,460      5,360      4,121
Sports betting                                  83,910        78,230     14,265     13,299
Total                                          350,250       329,475    119,228    114,725
"""),
    ),
    (
        "p",
        "The retail network comprised 4,870 points of sale at year-end (2024: 5,020), and 1.31 million customers held a verified online account (1.12 million). Online channels generated 31.8% of stakes (27.5%).",
    ),
    ("h", "Responsible gaming"),
    (
        "p",
        "All online accounts are subject to the statutory weekly stake limit, and 96,400 customers set a lower personal limit during the year. We referred 2,310 customers to the national gambling-support helpline. Spending on responsible-gaming programmes was HUF 610 million.",
    ),
    ("h", "Outlook"),
    (
        "p",
        "From 1 January 2026 the gaming tax rate on online products rises from 20% to 23% of GGR; the expected effect is described in our regulatory note. We plan to replace 1,200 retail terminals in 2026.",
    ),
]

# ---------------------------------------------------------------- mushroom-pilzhof (German)
DOCS["mushroom-pilzhof/docs/pilzhof-lagebericht-2025.pdf"] = [
    ("title", "Pilzhof Altmark GmbH - Lagebericht für das Geschäftsjahr 2025"),
    (
        "p",
        "Die Pilzhof Altmark GmbH mit Sitz in Gardelegen (Sachsen-Anhalt) produziert Speisepilze - vor allem Champignons, daneben Austernpilze und Shiitake - für den Lebensmitteleinzelhandel und den Großhandel in Deutschland. Das Geschäftsjahr entspricht dem Kalenderjahr. Beträge in Tabellen in Tsd. EUR.",
    ),
    ("h", "1. Geschäftsverlauf"),
    (
        "p",
        "Die Umsatzerlöse stiegen um 9,4 % auf 38,4 Mio. EUR (Vorjahr: 35,1 Mio. EUR). Die Erntemenge erhöhte sich auf 11.727 Tonnen (Vorjahr: 11.063 Tonnen), davon Champignons 9.870 t (Vorjahr: 9.420 t), Austernpilze 1.245 t (1.125 t) und Shiitake 612 t (518 t). Der durchschnittliche Erlös je Kilogramm Champignons lag bei 2,96 EUR (Vorjahr: 2,84 EUR).",
    ),
    (
        "p",
        "Im März 2025 wurde die neue Kulturhalle 7 mit 24 Beeten in Betrieb genommen. Die Zahl der Mitarbeiterinnen und Mitarbeiter stieg im Jahresdurchschnitt auf 286 (Vorjahr: 271). Der gesetzliche Mindestlohn von 12,82 EUR je Stunde erhöhte den Personalaufwand um rund 0,4 Mio. EUR.",
    ),
    ("h", "2. Ertragslage"),
    (
        "p",
        "Das EBITDA stieg auf 4,2 Mio. EUR (Vorjahr: 3,7 Mio. EUR); die EBITDA-Marge erreichte 11,0 % (Vorjahr: 10,5 %). Wegen der planmäßigen Abschreibungen auf die Kulturhalle 7 sank das EBIT auf 0,3 Mio. EUR (Vorjahr: 1,2 Mio. EUR). Nach einem Finanzergebnis von -0,9 Mio. EUR ergibt sich ein Jahresfehlbetrag von 0,6 Mio. EUR (Vorjahr: Jahresüberschuss von 1,0 Mio. EUR).",
    ),
    (
        "table",
        table("""
Gewinn- und Verlustrechnung (in Tsd. EUR)            2025          2024
Umsatzerlöse                                       38.412        35.106
Materialaufwand                                   -17.860       -16.420
Personalaufwand                                   -11.204       -10.382
Sonstige betriebliche Aufwendungen                 -5.133        -4.614
EBITDA                                              4.215         3.690
Abschreibungen                                     -3.906        -2.511
EBIT                                                  309         1.179
Finanzergebnis                                       -927          -134
Ergebnis vor Steuern                                 -618         1.045
Steuern vom Einkommen und vom Ertrag                    0            -5
Jahresergebnis                                       -618         1.040
"""),
    ),
    (
        "p",
        "Der Materialaufwand enthält Substrat und Deckerde, die überwiegend von der Altmark Substrat GmbH bezogen werden, sowie Verpackung und Energie. Der Stromverbrauch stieg mit der neuen Halle auf 6.350 MWh (Vorjahr: 6.020 MWh); die Energiekosten betrugen 1,9 Mio. EUR (Vorjahr: 2,1 Mio. EUR).",
    ),
    ("h", "3. Finanz- und Vermögenslage"),
    (
        "p",
        "Die Investitionen beliefen sich auf 5,8 Mio. EUR (Vorjahr: 9,6 Mio. EUR), im Wesentlichen für die Fertigstellung der Kulturhalle 7 und den Beginn des Baus der Biogasanlage. Die Bankverbindlichkeiten stiegen auf 21,3 Mio. EUR (Vorjahr: 19,8 Mio. EUR). Die Eigenkapitalquote lag bei 28,4 % (Vorjahr: 30,9 %).",
    ),
    ("h", "4. Prognosebericht"),
    (
        "p",
        "Für 2026 erwarten wir Umsatzerlöse zwischen 40 und 42 Mio. EUR und wieder ein positives Jahresergebnis. Die Biogasanlage auf dem Betriebsgelände soll im Juni 2026 in Betrieb gehen und den Strombezug aus dem Netz deutlich senken.",
    ),
    ("h", "5. Chancen- und Risikobericht"),
    (
        "p",
        "Wesentliche Risiken bestehen in der Verfügbarkeit von Torfersatzstoffen für die Deckerde, in steigenden Lohnkosten und im Preisdruck des Lebensmitteleinzelhandels. Ein Ausfall der Kühltechnik in den Kulturhallen kann binnen Stunden zu Ernteverlusten führen; hierfür bestehen Notstromaggregate und eine Ertragsausfallversicherung.",
    ),
    ("note", "Gardelegen, den 27. März 2026. Die Geschäftsführung."),
]

# ---------------------------------------------------------------- press-eastbridge
DOCS["press-eastbridge/docs/eastbridge-press-annual-review-2024-25.pdf"] = [
    ("title", "Eastbridge University Press - Annual Review 2024-25"),
    (
        "p",
        "This review covers the year ended 31 July 2025 (2024-25); comparatives are for the year ended 31 July 2024 (2023-24). Eastbridge University Press is a department of the University of Eastbridge. Amounts are in pounds sterling; tables are in £000.",
    ),
    ("h", "From the Chair of the Syndics"),
    (
        "p",
        "The Press published 412 new titles (2023-24: 389), including 57 open-access monographs, and its journals list grew to 64 titles (61). Revenue rose 3.9% to £53.0 million (2023-24: £51.1 million). Journals continued to grow strongly, up 9.3% to £17.4 million, while academic book sales fell 2.1% to £21.6 million as libraries held back on print purchases.",
    ),
    (
        "p",
        "North American sales, handled by our New York subsidiary, Eastbridge University Press, Inc., contributed £14.6 million of the Press's revenue. Digital and licensing revenue, which includes ebook aggregator income and text-and-data-mining licences, grew 16.3% to £4.2 million.",
    ),
    (
        "table",
        table("""
Revenue by division (£000)                     2024-25          2023-24
Academic books                                  21,640           22,105
Journals                                        17,385           15,902
Education (schools)                              9,812            9,440
Digital and licensing                            4,206            3,618
Total revenue                                   53,043           51,065
"""),
    ),
    (
        "table",
        table("""
Summary income and expenditure (£000)          2024-25          2023-24
Revenue                                         53,043           51,065
Cost of sales                                  (21,902)         (21,487)
Gross surplus                                   31,141           29,578
Editorial and production overheads             (14,208)         (13,552)
Sales, marketing and distribution              (10,117)          (9,741)
Central services                                (3,404)          (3,199)
Operating surplus                                3,412            3,086
"""),
    ),
    ("h", "Transfer to the University"),
    (
        "p",
        "The Board of Syndics will decide the transfer to the University in respect of 2024-25 at its meeting in December 2025, once the accounts have been audited; the budget planning assumption is £2.1 million. In respect of 2023-24 the Press transferred £1.8 million to the University's research and scholarship fund.",
    ),
    ("h", "Publishing highlights"),
    (
        "p",
        "Our bestselling title of the year was 'Rivers of the North Sea Basin', which sold 11,400 copies across formats. The Education division won the contract to supply geography textbooks to 1,300 schools in the Eastbridge and Fenland multi-academy trusts. Downloads of open-access books reached 2.7 million (2.1 million).",
    ),
    ("h", "People"),
    (
        "p",
        "The Press employed 318 staff at 31 July 2025 (306), of whom 42 work in New York. Our gender pay gap narrowed to 6.8% (8.1%).",
    ),
]

# ---------------------------------------------------------------- ebike-greenspoke (UK licensee)
DOCS["ebike-greenspoke/docs/greenspoke-bikes-uk-annual-review-2025.pdf"] = [
    ("title", "GreenSpoke Bikes Ltd - Annual Review 2025"),
    (
        "p",
        "GreenSpoke Bikes Ltd runs the shared e-bike schemes in Bristol, Cardiff and Bath under contracts with the three city councils. We use the GreenSpoke name and app platform under a brand licence from GreenSpoke Mobility B.V. of Amsterdam, but GreenSpoke Bikes Ltd is independently owned and its results are not consolidated with those of the Dutch company. Amounts are in pounds sterling; tables are in £000.",
    ),
    ("h", "Managing Director's report"),
    (
        "p",
        "Riders made 3.9 million trips on our bikes (2024: 3.3 million), an increase of 18%. Revenue rose 20.0% to £9.74 million (2024: £8.12 million), and EBITDA turned positive at £1.02 million (2024: £0.41 million). After depreciation of the e-bike fleet we made an operating loss of £0.31 million, much narrower than the £0.88 million loss of 2024.",
    ),
    (
        "p",
        "The fleet grew to 4,200 e-bikes (3,600) parked at 610 virtual hubs. The average trip lasted 14.2 minutes and 2.6 kilometres. Cardiff was our fastest-growing city with trips up 31%, after the council extended the scheme to Penarth and the Bay. Vandalism and theft cost us £0.37 million, down from £0.52 million, after we fitted new tamper-proof locks.",
    ),
    (
        "table",
        table("""
Revenue (£000)                                    2025            2024
Ride revenue                                     7,915           6,640
Passes and subscriptions                         1,286           1,052
Sponsorship and council contracts                  539             428
Total revenue                                    9,740           8,120
"""),
    ),
    (
        "table",
        table("""
Key figures                                       2025            2024
Trips (million)                                    3.9             3.3
E-bikes in fleet at year-end                     4,200           3,600
EBITDA (£000)                                    1,020             410
Operating loss (£000)                             (310)           (880)
Employees (full-time equivalent)                   118             104
"""),
    ),
    ("h", "Licence and platform"),
    (
        "p",
        "We pay GreenSpoke Mobility B.V. a licence fee of 6% of ride revenue for the use of the brand and app platform, which amounted to £475,000 in 2025. The licence runs until 2031.",
    ),
    ("h", "Outlook"),
    (
        "p",
        "Bath's council has invited us to bid for a second five-year term. We plan to add 600 e-bikes in 2026, subject to securing asset finance on acceptable terms.",
    ),
]

# ---------------------------------------------------------------- water-riverbend
DOCS["water-riverbend/docs/riverbend-annual-financial-report-fy2025.pdf"] = [
    (
        "title",
        "Riverbend Water Company - Annual Financial Report, Fiscal Year Ended September 30, 2025",
    ),
    (
        "p",
        "Riverbend Water Company is a regulated water utility serving Riverbend County and four neighbouring townships. Its fiscal year runs from October 1 to September 30: FY2025 is the fiscal year ended September 30, 2025, and FY2024 the fiscal year ended September 30, 2024. Tables are in thousands of U.S. dollars unless otherwise noted.",
    ),
    ("h", "Management's discussion and analysis"),
    (
        "p",
        "Total operating revenues increased 5.4% to $111.1 million (FY2024: $105.4 million), reflecting the 4.25% rate adjustment effective October 1, 2024 and customer growth. Residential revenues rose 6.2% to $58.7 million. Commercial revenues fell 1.9% to $31.5 million as several office buildings remained partly vacant. Industrial revenues declined 2.6% to $9.6 million after a food-processing plant closed in March.",
    ),
    (
        "p",
        "Operating expenses rose 5.2% to $80.3 million, driven by chemicals, power and the cost of the new leak-detection program. Operating income was $30.7 million (FY2024: $29.1 million). After interest expense, investment income and capital contributions, net position increased by $25.6 million (FY2024: $23.9 million).",
    ),
    (
        "table",
        table("""
Operating revenues by customer class          FY2025          FY2024
(in thousands)
Residential                                   58,742          55,310
Commercial                                    31,482          32,096
Industrial                                     9,615           9,870
Wholesale (to townships)                       6,204           5,988
Other (fees, connections)                      2,318           2,145
Total operating revenues                     111,061         105,409
"""),
    ),
    (
        "table",
        table("""
Statement of revenues, expenses and           FY2025          FY2024
changes in net position (in thousands)
Total operating revenues                     111,061         105,409
Operations and maintenance                   (58,930)        (56,214)
Depreciation                                 (21,406)        (20,118)
Operating income                              30,725          29,077
Interest expense                              (9,842)         (9,311)
Investment income                              1,604           1,219
Capital contributions                          3,120           2,870
Increase in net position                      25,607          23,855
"""),
    ),
    ("h", "Water loss"),
    (
        "p",
        "Non-revenue water, the share of treated water that is pumped but not billed, fell to 14.2% of production (FY2024: 16.9%). The improvement came because we replaced 11.6 miles of cast-iron mains and installed acoustic leak sensors across the three highest-pressure zones, which let crews find and repair 412 hidden leaks before they surfaced.",
    ),
    ("h", "Debt and liquidity"),
    (
        "p",
        "Revenue bonds outstanding were $214.5 million at September 30, 2025. Debt service coverage was 2.12× (FY2024: 2.05×), comfortably above the 1.25× minimum required by the bond resolution. Unrestricted cash equalled 212 days of operating expenses.",
    ),
    ("h", "Statistical section"),
    (
        "table",
        table("""
Five-year statistics            FY2021    FY2022    FY2023    FY2024    FY2025
Residential connections         86,420    87,915    89,260    90,884    92,310
Commercial connections           6,112     6,148     6,190     6,231     6,305
Water produced (million gal)    10,840    10,975    11,020    11,160    10,905
Non-revenue water (%)             18.4      17.9      17.5      16.9      14.2
Employees                          287       291       296       302       309
"""),
    ),
    ("note", "Connections are active metered accounts at fiscal year-end."),
]

# ---------------------------------------------------------------- fintech-kumopay
DOCS["fintech-kumopay/docs/kumopay-integrated-report-2026.pdf"] = [
    ("title", "Kumo Pay K.K. - Integrated Report 2026 (fiscal year ended March 31, 2026)"),
    (
        "p",
        "Kumo Pay K.K. provides online and in-store payment processing, QR-code acceptance and merchant cash advances to small and medium-sized businesses in Japan. Our fiscal year begins on April 1: FY2025 refers to the fiscal year from April 1, 2025 to March 31, 2026, and FY2024 to the fiscal year ended March 31, 2025. Amounts are in Japanese yen; tables are in JPY million unless stated.",
    ),
    ("h", "Message from the CEO"),
    (
        "p",
        "FY2025 was the year Kumo Pay crossed ¥4.8 trillion in total processing volume (TPV). TPV grew 21.7% to ¥4,823.5 billion, driven by new merchants in food service and by the integration with two point-of-sale software vendors. Net revenue rose 19.3% to ¥47,265 million and operating profit increased 66.3% to ¥6,842 million, lifting the operating margin to 14.5%.",
    ),
    (
        "p",
        "Our blended take rate was 98 basis points (FY2024: 100 bps), below the 121 basis points reported by rival Hanabi Pay, because large merchants that joined during the year negotiate lower fees. We ended the fiscal year with 226,310 active merchants.",
    ),
    (
        "table",
        table("""
Financial highlights                         FY2025        FY2024 (restated)
Total processing volume (JPY billion)       4,823.5           3,964.2
Net revenue                                  47,265            39,610
Operating profit                              6,842             4,115
Profit attributable to owners of parent       4,507             2,688
Take rate (bps of TPV)                           98               100
Active merchants at fiscal year-end         226,310           182,400
Employees at fiscal year-end                    874               781
"""),
    ),
    (
        "note",
        "FY2024 net revenue and take rate have been restated following the change in presentation of QR-code wallet partner fees announced on August 8, 2025 (previously reported: net revenue ¥41,820 million). Operating profit and profit attributable to owners of parent were not affected.",
    ),
    ("h", "Segment overview"),
    (
        "table",
        table("""
Net revenue by service (JPY million)         FY2025        FY2024 (restated)
Card and online processing                   31,904            27,118
QR-code acceptance                            8,127             6,245
Merchant cash advance                         4,860             4,102
Value-added services                          2,374             2,145
Total net revenue                            47,265            39,610
"""),
    ),
    ("h", "Risk management"),
    (
        "p",
        "Fraud losses were 0.9 basis points of TPV (1.1 bps). Credit losses on merchant cash advances were 3.8% of advances (3.5%). We hold a funds-transfer business licence and keep customer funds in trust accounts with two Japanese megabanks; the regulatory cap on a single remittance for our licence category is ¥1 million.",
    ),
    ("h", "Outlook for FY2026"),
    (
        "p",
        "For FY2026 (the year ending March 31, 2027) we target net revenue of ¥55 billion to ¥57 billion and operating profit of ¥8.5 billion to ¥9.5 billion. We plan to launch instant settlement for merchants in the second quarter.",
    ),
]


def main() -> None:
    for rel, blocks in DOCS.items():
        path = HERE / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        render(path, blocks)
        print(f"wrote {path.relative_to(HERE)}")


if __name__ == "__main__":
    main()
