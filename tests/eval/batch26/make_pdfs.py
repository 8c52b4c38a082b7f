# ruff: noqa: E501
"""Regenerate every PDF of evaluation batch 26 with reportlab (deterministic)."""

from pathlib import Path

from reportlab.lib.pagesizes import A4
from reportlab.pdfgen import canvas

ROOT = Path(__file__).resolve().parent

# Markup: "# " title, "## " heading, "|" space-aligned Courier table line, other lines are Helvetica paragraphs.
PDFS = {
    "ar/docs/restatement-2024.pdf": """\
# Íjkovács Sportgyártó Zrt.
# Notice of restatement - 2024 financial statements
Kecskemét, 12 June 2025
During the audit of the 2024 financial statements, our auditors identified that part of the stock of carbon arrow shafts had been damaged by humidity before the new climate-controlled store was commissioned. The board has therefore recognised a write-down of carbon arrow shaft inventory of HUF 24 million in 2024.
The figures below replace those published in the Annual Report 2024 on 10 April 2025. Revenue is not affected.
## Restated 2024 figures (HUF million)
|                     As published    Restated    Change
|Revenue                     4,812       4,812         0
|EBITDA                        902         878       -24
|EBIT                          611         587       -24
|Net profit                    472         450       -22
The restated figures are final and have been approved by the auditors. The 2024 segment margin of arrows and components has not been recalculated in this notice.
The board apologises for the correction. No dividend was paid for 2024, so shareholders are not affected by the change.
""",
    "cb/docs/annual-report-2024.pdf": """\
# Hyttebygg Nordøst AS
# Annual Report 2024
## Letter from the chief executive
Hyttebygg Nordøst AS designs and builds prefabricated timber cabins (hytter) for Norwegian families, mountain-lodge operators and municipalities. Cabins are built in modules at our factory in Tynset, moved by lorry and assembled on site in two to four weeks.
In 2024 we delivered 138 cabins (2023: 129) and revenue rose to NOK 612.4 million (2023: NOK 571.8 million). Interest rates kept some private buyers away in the first half, but demand from lodge operators in Trøndelag was strong.
EBITDA was NOK 58.2 million, an EBITDA margin of 9.5% (2023: NOK 49.6 million, 8.7%). EBIT was NOK 42.9 million, giving an EBIT margin of 7.0% (2023: NOK 34.3 million, 6.0%). Gross margin on cabin contracts was 23.4%.
## Revenue by region (NOK million)
|Region                        2024       2023
|Innlandet                    248.1      231.0
|Trøndelag                    176.9      161.2
|Nordland                     112.6      108.4
|Other regions and export      74.8       71.2
|Total                        612.4      571.8
## People and safety
At year end we had 264 employees, 171 of them in the Tynset factory. The lost-time injury rate fell to 4.1 per million hours worked. Chief operating officer Bjørn Søreide leads a programme to halve it by 2027.
## Outlook
The board has approved a second factory in Mo i Rana, which will serve Nordland and Troms from 2026. For 2025 we expect to deliver around 150 cabins.
## How we build
Each cabin is designed together with the customer from a catalogue of twelve basic models. Walls, floors and roof elements are built indoors in Tynset, where the timber stays dry and the work is not stopped by snow. Finished modules are wrapped, loaded onto lorries and lifted into place by crane. Our site teams then connect the modules, install the kitchen and bathroom, and hand over the keys.
We use Norwegian spruce and pine from certified forests in Innlandet, and wood-fibre insulation instead of mineral wool in our premium models. Most customers now choose solar panels and a heat pump.
## Governance
The board has five members and is chaired by Ingrid Løvås. The company is owned by its founders and by a regional investment company.
## Customers
Private families still account for most cabins, but lodge operators and municipalities are growing. Lodge operators buy several identical cabins at once, which allows longer production runs in the factory. Municipalities buy cabins as staff housing in rural areas where it is hard to recruit nurses and teachers. Delivery times were between four and nine months from signed contract, depending on the model and the site.
""",
    "er/docs/annual-report-fiscal-2024.pdf": """\
# Lockstep Escape Rooms, Inc.
# Fiscal 2024 Annual Report (fiscal year ended February 1, 2025)
## Letter to shareholders
Lockstep Escape Rooms, Inc. operates themed escape-room venues in shopping centers and downtown districts across eleven U.S. states. Our fiscal year ends on the Saturday closest to January 31; fiscal 2024 ended on February 1, 2025 and fiscal 2023 ended on February 3, 2024.
Revenue for fiscal 2024 grew 9.6% to $84.6 million from $77.2 million in fiscal 2023. We welcomed 2.14 million players and ended the year with 61 venues, compared with 54 a year earlier. Adjusted EBITDA was $9.8 million.
We reported a net loss of $(3.1) million, narrower than the net loss of $(5.4) million in fiscal 2023, as newer venues matured and we closed two underperforming sites in Ohio.
## Revenue by stream (in thousands of U.S. dollars)
|                             Fiscal 2024   Fiscal 2023
|Room bookings                     61,240        56,410
|Corporate events                  14,870        13,020
|Merchandise, food and drink        5,310         4,950
|Franchise fees                     3,180         2,820
|Total revenue                     84,600        77,200
|Operating income (loss)           (1,240)       (3,870)
|Net income (loss)                 (3,100)       (5,400)
## Liquidity
At fiscal year end we had cash of $6.2 million. Our revolving credit agreement permits borrowings of up to $15.0 million; $4.5 million was outstanding.
## Our people
We employ about 1,350 game masters and venue staff, most of them part-time.
## Our venues
A typical Lockstep venue has between six and ten rooms, each designed around a story: a bank vault, a submarine, a haunted lighthouse or a space station. Games last 60 minutes and are played by groups of two to eight. A game master watches every game on camera and gives hints when players are stuck.
We refresh about a fifth of our rooms every year. New rooms are designed in our Denver studio and built by local carpenters. Rooms with mechanical puzzles and lighting effects cost more to build, but they earn higher prices and get better reviews.
## Franchising
In fiscal 2024 we signed our first franchise agreements for smaller cities where we do not plan to open our own venues. Franchisees pay an initial fee and a royalty on sales.
## Risk factors
Our business depends on consumer spending on leisure, on the attractiveness of the shopping centers where our venues are located, and on our ability to keep creating new games.
## Outlook
We plan to keep opening venues at a measured pace and to expand corporate events, which fill weekday slots when venues would otherwise be quiet. We will publish quarterly results during fiscal 2025.
""",
    "es/docs/rapport-annuel-2024-25.pdf": """\
# Hélicicole du Morvan SAS
# Rapport annuel - exercice 2024/25 (1er juillet 2024 - 30 juin 2025)
## Message du président
Hélicicole du Morvan élève des escargots Helix aspersa maxima (« gros-gris ») à Saulieu, en Côte-d'Or, et les transforme dans son atelier de Précy-sous-Thil. L'exercice social court du 1er juillet au 30 juin.
Le chiffre d'affaires de l'exercice 2024/25 s'établit à 6 842 milliers d'euros, contre 6 215 milliers d'euros pour l'exercice 2023/24, soit une hausse de 10,1 %. La production a atteint 118 tonnes d'escargots vivants, contre 104 tonnes l'exercice précédent. La société exploite 44 parcs d'élevage en plein air, répartis sur trois communes.
Le prix moyen de vente de la chair d'escargot surgelée a reculé de 3,5 % en raison de la concurrence des importations d'Europe de l'Est, mais les volumes vendus ont progressé. Le caviar d'escargot, lancé il y a quatre ans, confirme son succès auprès des restaurants étoilés.
## Chiffre d'affaires par activité (milliers d'euros)
|Activité                                 2024/25     2023/24
|Escargots préparés en coquille             3 910       3 560
|Chair d'escargot surgelée                  1 704       1 590
|Caviar d'escargot                            612         485
|Naissains et formation                       616         580
|Total                                      6 842       6 215
## Résultats
Le résultat d'exploitation atteint 512 milliers d'euros (2023/24 : 447 milliers d'euros) et le résultat net 301 milliers d'euros. L'effectif moyen est de 57 salariés, dont 21 saisonniers au moment du ramassage.
## Perspectives
Pour l'exercice 2025/26, la direction vise un chiffre d'affaires de 7,4 millions d'euros. Le partenariat commercial avec Escargots Fèvre SA, signé en septembre 2025, doit ouvrir le marché de la grande distribution.
## Élevage et transformation
Les escargots naissent en nurserie au printemps, puis sont placés dans les parcs en plein air, où ils se nourrissent de colza, de radis fourrager et d'une farine de céréales produite par une coopérative voisine. Le ramassage a lieu de la fin août à la mi-octobre. Après le jeûne, les escargots sont blanchis, décoquillés, cuisinés au court-bouillon, puis remis en coquille avec le beurre d'ail et de persil préparé dans notre atelier.
La société propose aussi des formations à l'héliciculture pour les nouveaux éleveurs et vend des naissains aux exploitations voisines. Cette activité reste modeste mais elle renforce notre réseau local.
## Gouvernance
La société est détenue par la famille Lagoutte et par un fonds régional d'investissement. Le comité de direction se réunit chaque mois.
## Environnement
Les parcs sont entourés de haies et aucun insecticide n'est utilisé. Les coquilles vides sont broyées et épandues comme amendement calcaire sur les terres de l'exploitation.
""",
    "gt/docs/informe-anual-2024.pdf": """\
# Guitarras Almansa Ruiz, S.L.
# Informe anual 2024
## Carta del director general
Guitarras Almansa Ruiz fabrica guitarras clásicas y flamencas en su taller de Algemesí (Valencia) desde 1953. Cada guitarra de concierto lleva la firma del maestro guitarrero que la ha construido.
Las ventas de 2024 alcanzaron 9.412 miles de euros, frente a 8.736 miles de euros en 2023, un aumento del 7,7 %. Fabricamos 6.850 guitarras (2023: 6.420). El EBITDA fue de 1.318 miles de euros (2023: 1.048 miles de euros), lo que supone un margen EBITDA del 14,0 % (2023: 12,0 %). El resultado de explotación fue de 902 miles de euros, con un margen de explotación del 9,6 %.
## Ventas por línea de producto (miles de euros)
|Línea                            2024        2023
|Guitarras de concierto          4.980       4.560
|Guitarras flamencas             2.870       2.690
|Estudio y escuela               1.102       1.066
|Reparaciones                      460         420
|Total ventas                    9.412       8.736
## Proveedores
Nuestro principal proveedor de madera, Maderas Núñez e Hijos, S.A., facturó 3,6 millones de euros en 2024, de los que aproximadamente un tercio correspondió a pedidos de Almansa Ruiz. El abeto alemán y el ciprés español se secan en nuestro almacén durante al menos diez años.
## Plantilla
Al cierre del ejercicio la plantilla era de 74 personas, de las cuales 19 son maestros guitarreros y 8 aprendices.
## Mercados
La mayor parte de nuestras ventas se realiza fuera de España. Japón y Estados Unidos son los principales mercados, seguidos de Alemania y Corea del Sur. En España vendemos sobre todo guitarras de estudio a conservatorios y escuelas de música, y guitarras flamencas a profesionales.
## Taller y oficio
Cada guitarra de concierto requiere unas 120 horas de trabajo. Las tapas se tallan a mano y el barniz se aplica con muñequilla, con goma laca, en un proceso que dura varias semanas. Los aprendices trabajan durante cuatro años junto a un maestro antes de firmar su primera guitarra.
## Perspectivas
El consejo de administración aprobó en enero de 2025 un plan estratégico para el periodo 2025-2027, que se publica por separado.
## Maderas y sostenibilidad
Utilizamos abeto alemán y cedro canadiense para las tapas, ciprés español para las guitarras flamencas y palisandro de la India para las guitarras de concierto. Toda la madera protegida cuenta con la documentación CITES. Los recortes de madera se aprovechan para fabricar puentes, cabezas y piezas de guitarras de estudio, y el serrín se entrega a una planta de biomasa de la comarca.
## Agradecimientos
El director general agradece a toda la plantilla, a nuestros distribuidores y a los guitarristas que confían en nuestros instrumentos.
""",
    "hm/docs/interim-h1-fy2026.pdf": """\
# Halloway & Reed Millinery plc
# Interim results for the six months ended 30 September 2025 (H1 FY2026)
Halloway & Reed Millinery plc reports unaudited results for the first half of the financial year ending 31 March 2026. Revenue grew to GBP 9.87 million, compared with GBP 8.91 million in the first half of last year, helped by a strong summer race season and continued growth in ready-to-wear.
Operating profit for the half was GBP 1.105 million (H1 FY2025: GBP 0.824 million). The first half is seasonally stronger than the second because of Ascot, the wedding season and summer straw sales.
## Revenue by channel (GBP thousand)
|Channel            H1 FY2026   H1 FY2025      FY2025
|Bespoke atelier        3,920       3,610       7,310
|Ready-to-wear          4,800       4,050       8,640
|Wholesale              1,150       1,250       2,470
|Total revenue          9,870       8,910      18,420
|Operating profit       1,105         824       1,842
Wholesale revenue declined as two department-store groups reduced their millinery floor space. We expect this to continue in the second half.
## Outlook
The board expects operating profit for the full year FY2026 of between GBP 2.1 million and GBP 2.3 million. This is guidance, not a result; the full-year figure will be reported in June 2026.
Three new ateliers will open in November 2025 in Edinburgh, Cheltenham and York.
""",
    "mt/docs/sustainability-report-2024.pdf": """\
# Sowa Materace S.A.
# Sustainability Report 2024
## Production and materials
In 2024 the Bydgoszcz plant produced 612,000 mattresses (2023: 574,000). About 38% of the foam we buy now contains recycled or bio-based polyols.
Offcuts of foam from cutting are collected at every line, ground into flakes and rebonded into carpet underlay, which we sell to a flooring company. Almost no foam goes to landfill.
## Emissions
Our Scope 1 and 2 emissions were 8,420 tonnes CO2e in 2024 (2023: 9,130 tonnes). The fall came mainly from a rooftop photovoltaic installation of 1.9 MWp and from buying certified renewable electricity for the Bydgoszcz plant.
|Emissions (tonnes CO2e)          2024       2023
|Scope 1 (gas, vehicles)         2,310      2,480
|Scope 2 (market-based)          6,110      6,650
|Scope 1 and 2 total             8,420      9,130
We have not yet measured Scope 3 emissions from purchased materials and transport. We will report Scope 3 for the first time for the 2026 financial year.
## Targets
We aim to cut Scope 1 and 2 emissions by 50% by 2030 compared with 2022. These targets are not actual results.
## Social
The lost-time injury frequency fell to 5.2 per million hours. Every employee received at least 16 hours of training.
""",
    "rs/docs/annual-report-fy2024-25.pdf": """\
# Suryakiran Rooftop Energy Limited
# Annual Report 2024-25 (financial year ended 31 March 2025)
## Directors' report - financial performance
Suryakiran Rooftop Energy Limited designs, supplies and installs rooftop solar systems for homes, factories, warehouses and public buildings in Maharashtra, Gujarat, Karnataka and Telangana. Our financial year runs from 1 April to 31 March.
Revenue from operations for FY2024-25 was Rs. 412.6 crore, an increase of 29.6% over Rs. 318.4 crore in FY2023-24. We installed 142 MW of rooftop capacity during the year, compared with 109 MW in the previous year, across 31,280 installations.
EBITDA was Rs. 49.5 crore (FY2023-24: Rs. 36.8 crore) and EBIT, after depreciation of Rs. 10.8 crore, was Rs. 38.7 crore (FY2023-24: Rs. 28.1 crore). Profit after tax was Rs. 21.3 crore. The EBITDA margin was 12.0%.
The net worth of the Company at 31 March 2025 stood at Rs. 1,86,45,00,000 (previous year: Rs. 1,62,10,00,000), after the issue of equity shares to employees under the ESOP scheme.
## Segment revenue (Rs. crore)
|Segment                          FY2024-25   FY2023-24
|Residential                          176.2       131.5
|Commercial and industrial            198.9       161.3
|Government and PM scheme              37.5        25.6
|Total revenue from operations        412.6       318.4
The residential segment grew on the back of the national rooftop subsidy scheme. Subsidy payments are made directly to customers and are capped at Rs. 78,000 per household; they are not part of our revenue.
## Human resources
The Company had 1,240 permanent employees at 31 March 2025, including 610 field technicians. Nine new branch offices were opened during the year, taking the total to 37.
## Dividend
The Board recommends a dividend of Rs. 1.50 per equity share for FY2024-25.
## Operations
Each installation starts with a drone survey of the roof and a shading study. Our design team in Pune prepares the layout, the structural check and the net-metering application. Field teams of four technicians install a typical 3 kW residential system in a single day. Commercial and industrial projects are larger and usually take two to six weeks, depending on the roof and the approvals needed from the distribution company.
We buy modules from three domestic manufacturers that meet the approved list of models and manufacturers, and inverters from two suppliers. Prices of modules fell during the year, which helped us to keep system prices stable for customers while protecting our margin.
## Risks
The main risks for our business are delays in net-metering approvals, changes to the subsidy scheme, slow payment by government customers and the availability of trained technicians. We train technicians at our own centre in Chakan, near Pune.
## Corporate governance
The Board has seven directors, four of whom are independent. The Audit Committee met five times during the year.
""",
    "sr/docs/factsheet-h1-2025.pdf": """\
# Alpinair Rettung AG
# Operational factsheet - first half of 2025
Alpinair publishes an operational factsheet twice a year. It shows missions flown from the three bases in Graubünden. Figures are unaudited.
The winter 2024/25 brought heavy snowfall in the Engadin, and the number of avalanche and ski-slope missions in the first quarter was the highest in the company's history.
## Missions flown
|Period                         Missions   Flight hours
|Q1 2025 (January-March)           1'122          1'608
|January-June 2025 (H1)            1'905          2'791
|January-June 2024 (H1)            1'736          2'544
The second quarter was quieter, as usual once the ski season has ended. Summer mountaineering missions usually peak in July and August.
## Mission types, January-June 2025
|Type                           Share
|Ski slopes and off-piste         41%
|Mountaineering and hiking        23%
|Inter-hospital transfers         27%
|Avalanche and other               9%
The full-year figures for 2025 will be published in the annual report in May 2026.
""",
    "st/docs/au-annual-report-fy2025.pdf": """\
# Kestrel Stonemasonry Pty Ltd
# Annual Report for the financial year ended 30 June 2025
## Managing director's review
Kestrel Stonemasonry Pty Ltd is a stone contractor based in Adelaide, South Australia. We supply and fix sandstone and bluestone for new public buildings and restore colonial-era churches, banks and town halls. We also operate a small sandstone quarry near Mount Barker.
Revenue for FY2025 was A$22.4 million (FY2024: A$19.9 million). EBITDA was A$2.92 million and EBIT A$2.05 million (FY2024: EBITDA A$2.61 million, EBIT A$1.83 million). The growth came from the new State Library annexe in Adelaide, our largest contract so far.
We employ 143 staff, including quarry workers, masons, carvers and fixers.
## Revenue by activity (A$ thousand)
|Activity                          FY2025     FY2024
|New-build facades                  11,640      9,870
|Heritage restoration                7,210      6,780
|Quarry sales                        3,550      3,250
|Total                              22,400     19,900
## Quarry
Our Mount Barker quarry produced 4,100 tonnes of sandstone blocks. The quarry licence allows extraction of up to 6,000 tonnes a year.
## Note
Kestrel Stonemasonry Pty Ltd has no connection with Kestrel Stonemasonry Ltd of York, England.
## Projects
The State Library annexe required more than 1,200 individually cut sandstone panels, all quarried at Mount Barker and finished in our Wingfield workshop. Work also continued on the restoration of a bluestone church in the Adelaide Hills, where the spire had been damaged by salt damp, and on the facade of a former bank building in King William Street.
## People and training
Our carvers and fixers are trained in-house. We also work with a local technical college on a stonemasonry course, and several of our staff teach there part-time. Safety on site improved during the year, with no lost-time injuries in the quarry.
## Outlook
The order book for FY2026 is solid, led by two new public buildings in Adelaide. We expect revenue growth to slow as the State Library annexe is completed.
## Sustainability
Sandstone from our own quarry travels less than 40 kilometres to the workshop, which keeps transport emissions low. Offcuts are crushed and sold as landscaping gravel. We are replacing our diesel forklifts with electric ones.
""",
}


def wrap(text, font, size, width, c):
    words = text.split()
    lines, cur = [], ""
    for w in words:
        trial = f"{cur} {w}".strip()
        if c.stringWidth(trial, font, size) <= width:
            cur = trial
        else:
            lines.append(cur)
            cur = w
    if cur:
        lines.append(cur)
    return lines


def render(path, source):
    path.parent.mkdir(parents=True, exist_ok=True)
    c = canvas.Canvas(str(path), pagesize=A4, invariant=1)
    width, height = A4
    margin = 56
    y = height - margin

    def need(h):
        nonlocal y
        if y - h < margin:
            c.showPage()
            y = height - margin

    for raw in source.splitlines():
        line = raw.rstrip()
        if not line:
            continue
        if line.startswith("## "):
            need(24)
            y -= 8
            c.setFont("Helvetica-Bold", 12)
            c.drawString(margin, y, line[3:])
            y -= 16
        elif line.startswith("# "):
            need(24)
            c.setFont("Helvetica-Bold", 15)
            c.drawString(margin, y, line[2:])
            y -= 22
        elif line.startswith("|"):
            need(12)
            c.setFont("Courier", 9)
            c.drawString(margin, y, line[1:])
            y -= 11
        else:
            for part in wrap(line, "Helvetica", 10, width - 2 * margin, c):
                need(13)
                c.setFont("Helvetica", 10)
                c.drawString(margin, y, part)
                y -= 13
            y -= 5
    c.showPage()
    c.save()


def main():
    for rel, source in PDFS.items():
        render(ROOT / rel, source)
        print("wrote", rel)


if __name__ == "__main__":
    main()
