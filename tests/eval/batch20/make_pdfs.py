# ruff: noqa: E501  (the documents' text, written as it reads)
"""Regenerate every PDF in batch 20 with reportlab (deterministic, invariant=1).

Body text is Helvetica, headings Helvetica-Bold, tables are space-aligned Courier
lines. Only Latin-1 characters are allowed in PDF text.

Run:  /work/main/.venv/bin/python make_pdfs.py
"""

import os
from xml.sax.saxutils import escape

from reportlab.lib.pagesizes import A4
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.platypus import Paragraph, Preformatted, SimpleDocTemplate

HERE = os.path.dirname(os.path.abspath(__file__))

BODY = ParagraphStyle("body", fontName="Helvetica", fontSize=10, leading=13, spaceAfter=6)
TITLE = ParagraphStyle("title", fontName="Helvetica-Bold", fontSize=15, leading=19, spaceAfter=10)
HEAD = ParagraphStyle(
    "head", fontName="Helvetica-Bold", fontSize=11.5, leading=15, spaceBefore=6, spaceAfter=4
)
TABLE = ParagraphStyle("table", fontName="Courier", fontSize=8.5, leading=11, spaceAfter=8)

PDFS = []  # (collection, filename, title, blocks); blocks: ("h"|"p"|"t", text)


def add(collection, filename, title, blocks):
    PDFS.append((collection, filename, title, blocks))


# ---------------------------------------------------------------- snow-removal
add(
    "snow-removal",
    "annual-report-2024-25.pdf",
    "Nordaura Talvihuolto Oy - Annual Report FY 2024/25",
    [
        (
            "p",
            "Financial year 1 May 2024 - 30 April 2025. Nordaura Talvihuolto Oy is a Finnish "
            "contractor for winter maintenance of municipal streets, airport aprons, logistics yards "
            "and retail car parks. The company operates five depots between Turku and Oulu and "
            "clears snow under multi-season framework contracts with 23 municipalities.",
        ),
        ("h", "Letter from the Managing Director"),
        (
            "p",
            "The winter of 2024/25 was the snowiest in southern Finland for eleven years. Our crews "
            "answered 1,184 call-outs between November and March, and for the first time we kept "
            "every contracted airport apron open within the agreed response time. Revenue rose 16.0% "
            "to EUR 48.6 million and the EBIT margin improved to 8.7% (prior year: 8.1%), helped by "
            "higher call-out volumes and by the price indexation clauses that we renegotiated in "
            "autumn 2023.",
        ),
        (
            "p",
            "We continued to renew the fleet. Twelve older plough trucks were replaced with "
            "Euro VI units and the Tampere depot received its first two battery-electric wheel "
            "loaders. Depreciation therefore increased, which is why EBITDA grew faster than EBIT. "
            "Our personnel grew to 412 full-time equivalents at the end of April, compared with "
            "377 a year earlier, as we hired seasonal drivers on permanent contracts.",
        ),
        ("h", "Key figures"),
        (
            "p",
            "The table below shows the key figures for the financial year and the comparative year. "
            "Amounts are in EUR thousand unless otherwise stated.",
        ),
        (
            "t",
            "EUR thousand                      FY 2024/25   FY 2023/24   Change %\n"
            "Revenue                               48,612       41,907       16.0\n"
            "EBITDA                                 9,874        8,120       21.6\n"
            "EBIT                                   4,215        3,388       24.4\n"
            "Profit for the period                  2,961        2,402       23.3\n"
            "Capital expenditure                    7,340        5,915       24.1\n"
            "Contract network (km)                  6,840        6,210       10.1\n"
            "Personnel (FTE, 30 April)                412          377        9.3",
        ),
        ("h", "Revenue by customer group"),
        (
            "t",
            "EUR thousand                      FY 2024/25   FY 2023/24\n"
            "Municipal streets                     27,905       24,611\n"
            "Airports                               8,744        7,020\n"
            "Logistics and industrial yards         7,193        6,288\n"
            "Retail car parks                       4,770        3,988\n"
            "Total                                 48,612       41,907",
        ),
        (
            "p",
            "Municipal contracts remain the backbone of the business at 57% of revenue. Airport "
            "revenue grew fastest because the Helsinki-Vantaa apron contract ran for its first full "
            "season. Retail car parks are billed per call-out and therefore move most with the weather.",
        ),
        ("h", "Costs and financing"),
        (
            "p",
            "Fuel and lubricants cost EUR 6.1 million, compared with EUR 5.2 million in the previous "
            "year. The increase came from volume rather than price: the diesel price we paid was "
            "roughly flat, but the trucks ran many more night shifts. Net debt stood at EUR 11.4 "
            "million at 30 April 2025. The revolving credit facility has a limit of EUR 15 million, "
            "of which EUR 4.0 million was drawn at year end.",
        ),
        ("h", "Outlook"),
        (
            "p",
            "Winter volumes cannot be forecast with any certainty. Assuming an average winter, the "
            "Board expects revenue for FY 2025/26 of between EUR 52 million and EUR 55 million, "
            "including the acquired Lumityo Kallio business for eight months.",
        ),
    ],
)

# ---------------------------------------------------------------- bell-foundry
add(
    "bell-foundry",
    "half-year-report-h1-2025.pdf",
    "Glockengiesserei Wendlinger GmbH - Half-Year Report H1 2025",
    [
        (
            "p",
            "Sinsheim, 12 August 2025. This English-language half-year report is prepared for our "
            "lenders and for the members of the advisory board. It is unaudited.",
        ),
        ("h", "Highlights of the first half"),
        (
            "p",
            "With the main furnace back in operation since the end of August 2024, the foundry "
            "returned to an operating profit in the first half of 2025. Revenue grew by 15.5% to "
            "EUR 7.9 million, and the order intake of EUR 9.5 million was the highest half-year "
            "figure in the company's history. It includes the second tranche of the St. Aurelius "
            "Minster contract and a carillon of 49 bells for a university tower in Leuven.",
        ),
        ("h", "Key figures"),
        (
            "p",
            "All amounts in EUR thousand unless otherwise stated. Order backlog is measured at "
            "30 June for the half-years and at 31 December for the full year.",
        ),
        (
            "t",
            "EUR thousand                 H1 2025    H1 2024    FY 2024\n"
            "Revenue                        7,935      6,870     14,820\n"
            "Order intake                   9,460      6,115     16,170\n"
            "Order backlog                 18,750     15,120     17,225\n"
            "EBITDA                           958         84      1,106\n"
            "EBIT                             418       -305       -212\n"
            "Bells cast (units)                88         71        163\n"
            "Employees (end of period)         61         56         58",
        ),
        (
            "p",
            "The first half of 2024 had been burdened by the preparation of the furnace relining "
            "and by subcontracting costs. The comparison with H1 2024 therefore flatters the "
            "development somewhat; compared with the first half of 2023, revenue grew by 9%.",
        ),
        ("h", "Development by business line"),
        (
            "p",
            "Church bells accounted for 61% of first-half revenue. Besides the St. Aurelius Minster ring, the foundry cast replacement bells for eleven parishes in Baden-Württemberg and Bavaria and two bells for a Swiss pilgrimage church. Carillon revenue rose markedly thanks to the Leuven order, for which the first 20 bells were tuned in June. Restoration and service work was steady; our two service teams inspected around 310 bell towers and replaced 27 clappers and 14 oak yokes.",
        ),
        (
            "p",
            "Export customers - mainly in Switzerland, Belgium and the Netherlands - accounted for 28% of order intake, compared with 19% a year earlier. Enquiries from the United States have increased since a carillon we delivered to a college in Ohio was inaugurated in April.",
        ),
        ("h", "Employees"),
        (
            "p",
            "The foundry employed 61 people at 30 June 2025. We hired two apprentice bell founders and a second tuner, who is being trained on our vertical tuning lathe. All moulds are still built by hand from loam, horse manure and hair, a process that requires experienced staff; about a third of our founders will reach retirement age within ten years, so training remains a priority.",
        ),
        ("h", "Risks"),
        (
            "p",
            "The main risks are metal prices, the availability of skilled staff and the concentration of production on one furnace. A second, smaller furnace for bells of up to 600 kg is planned for 2026 so that small orders can continue during maintenance of the main furnace.",
        ),
        ("h", "Raw materials"),
        (
            "p",
            "Tin prices eased slightly in the second quarter. Since January 2025 all new offers "
            "include a metal price adjustment clause, which now covers about 40% of the backlog. "
            "Copper and tin for the St. Aurelius bells were bought forward in November 2024.",
        ),
        ("h", "Outlook"),
        (
            "p",
            "We confirm the full-year guidance of revenue between EUR 15.5 million and EUR 16.5 "
            "million and expect a clearly positive operating result. The second half will be "
            "dominated by the casting of the Leuven carillon and the hanging of the St. Aurelius "
            "bells before Advent.",
        ),
    ],
)

# ---------------------------------------------------------------- cork
add(
    "cork",
    "investor-update-9m-2025.pdf",
    "Corticas do Montado, S.A. - Investor Update, Nine Months 2025",
    [
        (
            "p",
            "Coruche, 6 November 2025. Unaudited figures for the period 1 January - 30 September 2025.",
        ),
        ("h", "Summary"),
        (
            "p",
            "Revenue for the first nine months rose 7.5% to EUR 68.9 million. Natural stoppers "
            "continued to benefit from firm demand from sparkling-wine producers, while insulation "
            "board sales slowed in the third quarter as several building-renovation subsidy schemes "
            "in Germany expired. EBITDA reached EUR 13.2 million, an EBITDA margin of 19.2% "
            "(nine months 2024: 18.5%).",
        ),
        ("h", "Key figures"),
        (
            "t",
            "EUR thousand                    9M 2025    9M 2024    FY 2024\n"
            "Revenue                          68,920     64,105     86,412\n"
            "EBITDA                           13,240     11,870     15,870\n"
            "EBIT                              9,415      8,210     10,905\n"
            "Stoppers sold (million units)       792        751      1,018\n"
            "Net debt (end of period)         21,600     24,900     19,800",
        ),
        (
            "p",
            "Net debt is seasonally higher at the end of September than at year end because cork "
            "bought from third-party estates during the summer harvest is paid before it is "
            "processed and sold.",
        ),
        ("h", "Harvest 2025"),
        (
            "p",
            "The 2025 stripping season ended in late August. Final harvest volumes are being "
            "weighed and graded and will be published in the harvest report in December, together "
            "with the quality grading.",
        ),
        ("h", "Segment commentary"),
        (
            "p",
            "Natural stoppers grew fastest, helped by price increases of about 3% and by new supply agreements with two Champagne houses. Technical stoppers grew in line with the market. Insulation and flooring sales were broadly flat in the third quarter after a strong first half; we expect demand to recover in 2026 when a new German federal renovation programme starts.",
        ),
        ("h", "Cash flow and investments"),
        (
            "p",
            "Operating cash flow in the first nine months was EUR 6.8 million. Capital expenditure amounted to EUR 4.1 million, mainly for the second screening line and for a new boiler fired with cork dust, which now covers 85% of the Coruche plant's heat demand. Purchases of raw cork from third-party estates during the summer amounted to EUR 18.5 million.",
        ),
        ("h", "People"),
        (
            "p",
            "The workforce stood at 634 at 30 September, including 22 seasonal workers kept on after the harvest to support the stopper-finishing lines. Our cork-stripping apprenticeship, run with the municipality of Coruche, trained 12 new strippers this year.",
        ),
        ("h", "Quality and innovation"),
        (
            "p",
            "Every natural stopper is individually screened by gas chromatography before it is "
            "shipped, so that releasable TCA stays below the detection limit of 0.5 nanograms per "
            "litre. A second screening line went into operation in Coruche in July, raising "
            "capacity to 2.4 million stoppers per day.",
        ),
        ("h", "Outlook"),
        (
            "p",
            "We confirm our full-year guidance of revenue growth of 5% to 7% and our target of "
            "net debt below EUR 15 million by the end of 2026.",
        ),
    ],
)

# ---------------------------------------------------------------- observatory
add(
    "observatory",
    "annual-report-fy2024.pdf",
    "Altamira Sky Foundation - Annual Report, Fiscal Year 2024",
    [
        (
            "p",
            "The Altamira Sky Foundation is a non-profit organization that operates two research "
            "observatories: the Cerro Pajonal Observatory in the Atacama region of Chile and the "
            "Sierra Blanca Station in New Mexico, USA. The foundation's fiscal year runs from July 1 "
            "to June 30; fiscal year 2024 ended on June 30, 2024.",
        ),
        ("h", "From the Executive Director"),
        (
            "p",
            "Fiscal 2024 was a year of steady science and strong public interest. Our 2.4-metre "
            "telescope at Cerro Pajonal delivered 97% of scheduled dark-time hours, the best record "
            "since first light in 2011, and data from the observatory appeared in 64 refereed papers. "
            "Total support and revenue grew 6.3% to USD 13.1 million, while total expenses rose to "
            "USD 12.5 million as we expanded the instrument workshop.",
        ),
        (
            "p",
            "Contributions were lower than in fiscal 2023, which had included a one-time bequest of "
            "USD 0.8 million. Sales of telescope time to partner universities, on the other hand, "
            "grew by more than a fifth.",
        ),
        ("h", "Statement of activities"),
        ("p", "For the years ended June 30. In thousands of US dollars."),
        (
            "t",
            "USD thousand                        FY2024     FY2023\n"
            "Support and revenue\n"
            "  Grants (federal and private)       6,840      6,215\n"
            "  Contributions                      2,935      3,410\n"
            "  Visitor programs                   1,618      1,377\n"
            "  Telescope time sales               1,207        986\n"
            "  Investment income                    512        344\n"
            "Total support and revenue           13,112     12,332\n"
            "Expenses\n"
            "  Science operations                 7,460      6,930\n"
            "  Public outreach                    2,184      1,962\n"
            "  Instrument development             1,395      1,120\n"
            "  Management and general             1,046        998\n"
            "  Fundraising                          402        371\n"
            "Total expenses                      12,487     11,381\n"
            "Change in net assets                   625        951",
        ),
        ("h", "Science highlights"),
        (
            "p",
            "The near-infrared spectrograph commissioned in October 2023 was used for a survey of "
            "brown dwarfs in young star clusters. The Sierra Blanca Station continued its long-term "
            "monitoring of variable stars, now in its 31st year.",
        ),
        ("h", "Operations"),
        (
            "p",
            "At Cerro Pajonal, weather losses were below the long-term average thanks to an unusually dry winter, and the mirror of the 2.4-metre telescope was re-aluminized on schedule in March 2024. At Sierra Blanca Station the focus was on automation: both 0.9-metre telescopes can now be scheduled and operated remotely from Tucson, which reduces night-time staffing at the summit.",
        ),
        (
            "p",
            "The instrument workshop in La Serena grew to 14 engineers and technicians. It completed the design study for the camera of a planned survey telescope and built a fibre-fed spectrograph for a partner university in Brazil.",
        ),
        ("h", "Governance"),
        (
            "p",
            "The Board of Trustees met four times. Two new trustees joined: an astrophysicist from the University of Chile and a former chief financial officer of a mining company. The Audit Committee appointed a new independent auditor for fiscal 2024 following a competitive tender.",
        ),
        ("h", "Endowment"),
        (
            "p",
            "The endowment stood at USD 9.7 million at June 30, 2024. Under the spending policy, "
            "annual draws are limited to 4.5% of the trailing three-year average market value.",
        ),
    ],
)

# ---------------------------------------------------------------- canal-barges
add(
    "canal-barges",
    "rapport-annuel-2024.pdf",
    "Péniches de Bourgogne SA - Rapport annuel 2024",
    [
        (
            "p",
            "Péniches de Bourgogne SA loue des bateaux habitables sans permis sur les canaux de "
            "Bourgogne, du Nivernais et du Midi. La flotte compte 92 bateaux répartis sur six bases, "
            "de Migennes à Castelnaudary. Exercice clos le 31 décembre 2024.",
        ),
        ("h", "Message du Président"),
        (
            "p",
            "La saison 2024 a commencé tard, avec des crues sur l'Yonne jusqu'à la mi-avril, mais "
            "l'été a été excellent. Le chiffre d'affaires progresse de 9,8 % à 14,86 M EUR et l'EBE "
            "atteint 3,42 M EUR, soit une marge d'EBE de 23,0 %. Nous avons vendu 1 468 semaines de "
            "location, contre 1 391 en 2023. La clientèle allemande et suisse représente désormais "
            "41 % des réservations.",
        ),
        (
            "p",
            "Quatre bateaux neufs à propulsion électrique ont rejoint la base de Tannay en juin. "
            "Leur autonomie de 90 km suffit pour une semaine de croisière sur le Nivernais, où les "
            "bornes de recharge installées par Voies navigables de France sont désormais disponibles "
            "dans onze haltes.",
        ),
        ("h", "Chiffres clés"),
        ("p", "En milliers d'euros, sauf indication contraire."),
        (
            "t",
            "En milliers d'euros                    2024        2023\n"
            "Chiffre d'affaires                   14 862      13 540\n"
            "  dont locations                     12 406      11 318\n"
            "  dont services et ventes a bord      2 456       2 222\n"
            "EBE                                   3 418       2 977\n"
            "Résultat d'exploitation               1 906       1 574\n"
            "Résultat net                          1 215       1 003\n"
            "Semaines de location (nombre)         1 468       1 391\n"
            "Bateaux en flotte (31/12)                92          88\n"
            "Effectif moyen (ETP)                     74          71",
        ),
        ("h", "Activité par base"),
        (
            "p",
            "La base de Migennes reste la plus importante avec 27 bateaux. Castelnaudary, sur le "
            "canal du Midi, a souffert de la fermeture de l'écluse de Fonserannes pendant trois "
            "semaines en mai. Les services à bord (vélos, paniers de produits régionaux, "
            "dégustations) ont progressé de 10,5 %.",
        ),
        ("h", "Investissements et financement"),
        (
            "p",
            "Les investissements se sont élevés à 2,9 M EUR, dont 1,7 M EUR pour les bateaux "
            "électriques. L'endettement net s'établit à 6,3 M EUR au 31 décembre 2024. Le contrat "
            "de crédit limite les investissements annuels à 4,0 M EUR.",
        ),
        ("h", "Ressources humaines"),
        (
            "p",
            "L'effectif moyen s'est établi à 74 équivalents temps plein, dont 31 saisonniers recrutés d'avril à octobre. Chaque base dispose d'un mécanicien et d'un chef de base à l'année. Nous avons formé douze nouveaux accueillants à la prise en main des bateaux électriques. Le taux de fidélisation des saisonniers d'une année sur l'autre atteint 68 %.",
        ),
        ("h", "Environnement"),
        (
            "p",
            "Les bateaux diesel de la flotte sont progressivement équipés de moteurs conformes à la norme européenne Stage V. Les eaux grises sont collectées dans des cuves et vidangées aux bases. Notre objectif est que la moitié de la flotte soit électrique d'ici 2030, sous réserve du déploiement des bornes de recharge par Voies navigables de France sur les autres canaux.",
        ),
        ("h", "Clientèle"),
        (
            "p",
            "La clientèle française représente 26 % des semaines de location, devant l'Allemagne (25 %) et la Suisse (16 %). La durée moyenne de location est de 7,4 jours. Les réservations directes sur notre site internet ont atteint 58 % du total.",
        ),
        ("h", "Perspectives"),
        (
            "p",
            "Pour la saison 2025, la société vise 1 550 semaines de location et un chiffre "
            "d'affaires supérieur à 15,5 M EUR.",
        ),
    ],
)

# ---------------------------------------------------------------- beekeeping
add(
    "beekeeping",
    "annual-report-fy25.pdf",
    "Kowhai Apiary Supplies Limited - Annual Report for the year ended 31 March 2025",
    [
        (
            "p",
            "Kowhai Apiary Supplies Limited (trading as Kowhai Apiary) manufactures and distributes "
            "beekeeping equipment from its factory in Hamilton and its stores in Hamilton, Napier, "
            "Nelson and Timaru. Our financial year ends on 31 March; FY25 is the year ended "
            "31 March 2025.",
        ),
        ("h", "Chair and Chief Executive's review"),
        (
            "p",
            "FY25 was a difficult year for New Zealand beekeeping and for us. Revenue fell 7.1% to "
            "NZ$21.5 million and we recorded a net loss after tax of NZ$0.4 million, our first loss "
            "since 2013. Hive-ware sales fell because the number of registered hives in New Zealand "
            "declined for the fourth year running as low manuka honey prices pushed hobby and "
            "commercial beekeepers out of the industry. Many remaining beekeepers repaired old "
            "boxes rather than buying new ones.",
        ),
        (
            "p",
            "The picture outside hive ware was better. Varroa treatments and bee-health products "
            "grew, and export sales, mostly to Australia and the Pacific Islands, rose strongly. We "
            "reduced staff numbers through attrition and closed the Whangarei store in October 2024.",
        ),
        ("h", "Financial summary"),
        ("p", "NZ$000. Figures in brackets are negative."),
        (
            "t",
            "NZ$000                                   FY25       FY24\n"
            "Revenue                                21,480     23,115\n"
            "  Hive ware                             8,920     10,640\n"
            "  Protective clothing                   3,410      3,525\n"
            "  Extraction and processing equipment   5,260      5,180\n"
            "  Varroa treatments and bee health      3,890      3,770\n"
            "Gross profit                            7,950      8,980\n"
            "EBITDA                                    540      2,210\n"
            "EBIT                                     (180)     1,520\n"
            "Net profit/(loss) after tax              (412)     1,035\n"
            "Export sales                            3,870      2,690\n"
            "Employees (31 March)                       96        104",
        ),
        ("h", "Segments"),
        (
            "p",
            "Hive ware (boxes, frames, foundation wax and lids) remains our largest segment but fell 16% in FY25. Protective clothing was broadly flat. Extraction and processing equipment grew slightly, helped by a large order for a honey house in Canterbury. Varroa treatments and bee-health products grew 3% and now account for 18% of revenue.",
        ),
        ("h", "Our people"),
        (
            "p",
            "We employed 96 people at 31 March 2025, down from 104. Most of the reduction came from not replacing staff who left and from the closure of the Whangarei store. Our factory team in Hamilton has begun training for the automated frame-assembly line, which was ordered in FY25 and is due to start production in July 2025.",
        ),
        ("h", "Sustainability"),
        (
            "p",
            "All our timber hive ware is made from plantation-grown radiata pine certified by the Forest Stewardship Council. We switched the wax-foundation plant to electricity from a certified renewable supplier and now take back used plastic frames for recycling at all four stores.",
        ),
        ("h", "Balance sheet and dividend"),
        (
            "p",
            "Inventory was reduced from NZ$7.8 million to NZ$6.6 million. Net bank debt was "
            "NZ$2.9 million at 31 March 2025. The bank's covenant limits net debt to 2.5 times "
            "EBITDA measured over the full year; the bank granted a waiver for FY25. No dividend "
            "is proposed for FY25 (FY24: 6 cents per share).",
        ),
        ("h", "Outlook"),
        (
            "p",
            "Early orders for the spring season have been encouraging. We expect to return to "
            "profit in FY26 but do not give numerical guidance.",
        ),
    ],
)

# ---------------------------------------------------------------- fire-safety
add(
    "fire-safety",
    "annual-report-fy2024-25.pdf",
    "Agnisuraksha Services Limited - Annual Report 2024-25",
    [
        (
            "p",
            "Agnisuraksha Services Limited inspects, refills and maintains portable fire "
            "extinguishers, hydrant systems and fire alarms for factories, hospitals, malls and "
            "housing societies in eight states and union territories of India. The financial year "
            "runs from 1 April to 31 March; FY2024-25 ended on 31 March 2025.",
        ),
        ("h", "Directors' Report - Financial performance"),
        (
            "p",
            "Revenue from operations grew 15.9% to INR 184.65 crore. The company earned EBITDA of "
            "INR 31.20 crore, an EBITDA margin of 16.9%, while the EBIT margin was 12.4% (FY2023-24: "
            "11.7%). Profit after tax rose to INR 16.02 crore. The Board recommends a final dividend "
            "of INR 2.50 per equity share.",
        ),
        (
            "t",
            "INR lakh                              FY2024-25    FY2023-24\n"
            "Revenue from operations               18,465.20    15,932.75\n"
            "  AMC and refilling                   11,240.60     9,815.30\n"
            "  New equipment sales                  5,108.40     4,402.15\n"
            "  Fire-safety audits and training      2,116.20     1,715.30\n"
            "EBITDA                                 3,120.10     2,548.40\n"
            "EBIT                                   2,289.70     1,861.20\n"
            "Profit before tax                      2,141.80     1,730.60\n"
            "Profit after tax                       1,602.35     1,289.90\n"
            "Branches (number)                            47           38\n"
            "Service technicians (number)              1,420        1,205",
        ),
        ("h", "Operations"),
        (
            "p",
            "Annual maintenance contracts (AMC) remain the core of the business. Under the revised "
            "National Building Code, every extinguisher must be inspected quarterly and "
            "hydrostatically tested at fixed intervals, which creates recurring demand. The company "
            "opened branches in Indore, Bhopal and Jabalpur, entering Madhya Pradesh for the first "
            "time.",
        ),
        ("h", "Working capital"),
        (
            "p",
            "Trade receivable days increased from 74 to 88 because of delays in payments from state "
            "government hospitals, whose AMC bills are processed through a new online treasury "
            "system. The Board has set an internal ceiling of 90 receivable days; management expects "
            "collections to normalise in the second half of FY2025-26.",
        ),
        ("h", "Industry environment"),
        (
            "p",
            "Demand for fire-safety services in India continues to be driven by regulation. State fire services have stepped up inspections of hospitals, coaching centres and high-rise residential buildings after several serious fires, and insurers increasingly require documented maintenance records before renewing commercial policies. Competition remains fragmented: most servicers are small local firms without certified technicians or digital service records.",
        ),
        ("h", "Technology"),
        (
            "p",
            "Every extinguisher serviced by the company carries a QR-coded tag. Customers can view the service history, the next due date and the hydrostatic test certificate on their phones, and fire officers can verify compliance during inspections. During the year the mobile app was extended to hydrant and alarm systems.",
        ),
        ("h", "Risk management"),
        (
            "p",
            "The principal risks are delays in government payments, the retention of trained technicians and price competition in new equipment sales. The Audit Committee reviews receivables ageing every quarter.",
        ),
        ("h", "Human resources"),
        (
            "p",
            "All service technicians hold certification under the company's in-house programme, "
            "which was accredited by the Fire Protection Association of India in 2024. The company "
            "employed 1,420 service technicians at the year end.",
        ),
    ],
)

# ---------------------------------------------------------------- reindeer
add(
    "reindeer",
    "arsrapport-2024.pdf",
    "Vidda Rein AS - Årsrapport 2024",
    [
        (
            "p",
            "Vidda Rein AS kjøper, slakter og foredler reinsdyrkjøtt fra reindriftsutøvere i "
            "Finnmark og Troms. Selskapet har slakteri i Kautokeino og foredlingsanlegg i Alta, og "
            "selger til dagligvarehandelen, restauranter og eksportkunder i Sverige og Tyskland.",
        ),
        ("h", "Styrets beretning"),
        (
            "p",
            "Driftsinntektene økte med 9,0 % til 187,4 mill. kroner i 2024. Bruttomarginen var "
            "31,4 % (2023: 30,7 %), EBITDA-marginen 9,0 % og driftsmarginen 5,5 %. Årsresultatet "
            "ble 7,4 mill. kroner, mot 5,1 mill. kroner året før. Styret foreslår et utbytte på "
            "2,0 mill. kroner.",
        ),
        (
            "p",
            "Slaktesesongen 2024/25 startet tidlig i september. Gjennomsnittlig produsentpris "
            "økte til 118,60 kr per kilo, og selskapet betalte til sammen over 100 mill. kroner til "
            "reindriftsutøverne. Salget til restauranter økte kraftig, mens salget til "
            "dagligvarehandelen var om lag uendret.",
        ),
        ("h", "Nøkkeltall"),
        ("p", "Beløp i NOK 1 000."),
        (
            "t",
            "NOK 1 000                      2024        2023\n"
            "Driftsinntekter             187 412     171 938\n"
            "Varekostnad                 128 650     119 210\n"
            "Bruttofortjeneste            58 762      52 728\n"
            "EBITDA                       16 870      13 410\n"
            "Driftsresultat (EBIT)        10 305       7 215\n"
            "Årsresultat                   7 410       5 120\n"
            "Antall årsverk                   64          61",
        ),
        ("h", "Marked"),
        (
            "p",
            "Eksporten utgjorde 18 % av driftsinntektene. Tyskland er det viktigste "
            "eksportmarkedet, der reinsdyrkjøtt selges som en premium viltvare i desember. Den "
            "svenske kronen svekket seg gjennom året, noe som gjorde eksporten til Sverige mindre "
            "lønnsom.",
        ),
        ("h", "Bærekraft og dyrevelferd"),
        (
            "p",
            "Den mobile slakteenheten reiste til 41 gjerdeanlegg i løpet av sesongen. Dette "
            "reduserer transport av levende dyr og stress før slakt. Selskapet er sertifisert "
            "etter Debio sin standard for økologisk viltkjøtt for en del av produksjonen.",
        ),
        ("h", "Organisasjon og ansatte"),
        (
            "p",
            "Selskapet hadde 64 årsverk i 2024, mot 61 året før. I slaktesesongen ansettes i tillegg sesongarbeidere, mange av dem fra reindriftsfamiliene selv. Sykefraværet var 5,2 %. Selskapet har samisk og norsk som arbeidsspråk i Kautokeino.",
        ),
        ("h", "Investeringer"),
        (
            "p",
            "Selskapet investerte 6,8 mill. kroner i 2024, hovedsakelig i en ny pakkelinje for vakuumpakket kjøtt i Alta og i oppgradering av den mobile slakteenheten. Sammen med Røros Kjøtt AS vurderer selskapet et felles fryselager i Alta.",
        ),
        ("h", "Risiko"),
        (
            "p",
            "Den viktigste risikoen er tilgangen på slaktedyr, som avhenger av beiteforholdene og av rovdyrtap. Selskapet er også utsatt for valutarisiko på eksport til Sverige og Tyskland og for prisrisiko, fordi produsentprisen fastsettes før salgsprisene til kundene er kjent.",
        ),
        ("h", "Produkter og kunder"),
        (
            "p",
            "Hovedproduktene er indrefilet, ytrefilet, steik, kjøttdeig og tørket reinkjøtt. Restaurantene kjøper særlig indrefilet og ytrefilet, mens dagligvarehandelen står for det meste av salget av kjøttdeig og skav. Selskapet lanserte i 2024 en serie ferdigretter med reinkjøtt, som selges i 140 butikker i Nord-Norge.",
        ),
        ("h", "Utsikter"),
        (
            "p",
            "Styret forventer fortsatt vekst i 2025, men påpeker at beitesituasjonen på "
            "vinterbeitene er usikker etter en vinter med islagte beiter.",
        ),
    ],
)

# ---------------------------------------------------------------- carpet-cleaning
add(
    "carpet-cleaning",
    "annual-report-fy2025.pdf",
    "PileRight Franchise Systems, Inc. - Annual Report, Fiscal Year 2025",
    [
        (
            "p",
            "PileRight Franchise Systems, Inc. franchises residential and commercial carpet, rug "
            "and upholstery cleaning businesses in the United States and Canada. Our fiscal year "
            "ends on June 30; fiscal 2025 ended on June 30, 2025.",
        ),
        ("h", "Letter to shareholders"),
        (
            "p",
            "Fiscal 2025 was another year of growth for the PileRight system. Franchisees opened "
            "forty-two new units and we closed eight underperforming ones, ending the year with "
            "1,046 units in operation. System-wide sales reached USD 438.2 million, compared with "
            "USD 405.9 million in fiscal 2024 as restated.",
        ),
        (
            "p",
            "Total revenue grew 8.7% to USD 47.2 million. Adjusted EBITDA rose to USD 14.8 million, "
            "while operating income was USD 11.2 million, up from USD 9.6 million. Net income was "
            "USD 7.9 million. Franchise fees declined because fewer multi-unit development "
            "agreements were signed than in the prior year, when we launched in Ontario.",
        ),
        ("h", "Selected financial data"),
        ("p", "In thousands of US dollars, except unit counts. Fiscal years ended June 30."),
        (
            "t",
            "USD thousands                        FY2025      FY2024\n"
            "Royalty revenue                      24,860      22,140\n"
            "Franchise fees                        3,420       3,910\n"
            "Equipment and chemical sales         12,730      11,860\n"
            "Marketing fund contributions          6,215       5,535\n"
            "Total revenue                        47,225      43,445\n"
            "Operating income                     11,180       9,640\n"
            "Adjusted EBITDA                      14,820      12,910\n"
            "Net income                            7,935       6,620\n"
            "Franchise units (June 30)             1,046       1,012",
        ),
        (
            "p",
            "Adjusted EBITDA is a non-GAAP measure; it adds depreciation, amortization and "
            "share-based compensation to operating income.",
        ),
        ("h", "Franchise development"),
        (
            "p",
            "New units opened mainly in the Sun Belt states, where population growth creates demand from new homeowners, and in Ontario, where we now have 31 units. Our average new franchisee invests between USD 125,000 and USD 168,500 before opening. Unit closures were concentrated in small rural markets where a single operator could not build enough commercial business.",
        ),
        ("h", "Equipment and supply"),
        (
            "p",
            "Franchisees buy their encapsulation machines, cleaning chemicals and replacement brushes from us. Equipment and chemical sales grew 7.3% as chemical reorders rose with cleaning volumes. We changed our chemical supplier in January, which lowered our cost of goods without changing the formulation used by franchisees.",
        ),
        ("h", "Employees"),
        (
            "p",
            "At June 30, 2025, PileRight employed 148 people at its Denver headquarters, the PileRight Academy and two regional support offices.",
        ),
        ("h", "Royalty structure"),
        (
            "p",
            "Franchisees pay a royalty of 6% of gross sales and 1.5% to the national marketing "
            "fund. Royalties on any single unit are capped at USD 60,000 per year, a cap that "
            "affected 37 of our highest-volume units in fiscal 2025.",
        ),
        ("h", "Outlook"),
        (
            "p",
            "For fiscal 2026 we plan 45 to 50 new unit openings and expect system-wide sales "
            "growth in the high single digits.",
        ),
    ],
)

# ---------------------------------------------------------------- marina-fuel
add(
    "marina-fuel",
    "geschaeftsbericht-2024.pdf",
    "Seetank AG - Geschäftsbericht 2024",
    [
        (
            "p",
            "Seetank AG mit Sitz in Zürich beliefert Bootstankstellen an Schweizer Seen mit Benzin, "
            "Diesel und HVO und betreibt 34 eigene Seetankstellen sowie Ladepunkte für Elektroboote.",
        ),
        ("h", "Bericht des Verwaltungsrates"),
        (
            "p",
            "Die Bootssaison 2024 war lang und sonnig. Der Absatz stieg auf 21.4 Mio. Liter "
            "(Vorjahr: 19.8 Mio. Liter), und der Nettoerlös erreichte CHF 38'612'400. Das EBITDA "
            "verbesserte sich auf CHF 3.2 Mio., der Jahresgewinn auf CHF 1.4 Mio. Der "
            "Verwaltungsrat beantragt eine Dividende von CHF 18.00 je Aktie.",
        ),
        (
            "p",
            "Im Mai eröffneten wir eine neue Seetankstelle in Brunnen am Vierwaldstättersee. "
            "Ende Jahr betrieben wir 22 Ladepunkte für Elektroboote, nach 9 im Vorjahr. HVO wird an "
            "elf Stationen angeboten; die HVO-Mengen werden im Treibstoffabsatz nicht separat "
            "ausgewiesen.",
        ),
        ("h", "Kennzahlen"),
        ("p", "in CHF 1'000"),
        (
            "t",
            "in CHF 1'000                       2024        2023\n"
            "Nettoerlös                       38'612      36'905\n"
            "  Treibstoffe                    33'870      32'540\n"
            "  Shop und Service                3'142       2'915\n"
            "  Ladestrom                         412         190\n"
            "  Logistik für Dritte             1'188       1'260\n"
            "Bruttomarge                       9'480       8'910\n"
            "EBITDA                            3'215       2'870\n"
            "EBIT                              1'840       1'575\n"
            "Jahresgewinn                      1'395       1'180\n"
            "Absatz (Mio. Liter)                21.4        19.8\n"
            "Seetankstellen (Anzahl)              34          33",
        ),
        ("h", "Umwelt und Sicherheit"),
        (
            "p",
            "Alle Zapfsäulen auf dem Wasser sind mit Auffangwannen und automatischen "
            "Abschaltventilen ausgerüstet, die den Zufluss stoppen, sobald der Tank des Bootes voll "
            "ist. Jede Station verfügt über eine Ölsperre, die bei einem Austritt innert Minuten "
            "ausgelegt werden kann. 2024 gab es keinen meldepflichtigen Gewässerschaden.",
        ),
        ("h", "Marktumfeld"),
        (
            "p",
            "In der Schweiz sind rund 100'000 Boote immatrikuliert, davon etwa ein Drittel mit Motor. Die Zahl der Motorboote ist seit Jahren leicht rückläufig, doch die längere Saison und die hohe Auslastung der Häfen haben den Absatz pro Boot erhöht. Die Preise für Benzin und Diesel lagen im Jahresdurchschnitt leicht unter dem Vorjahr, was die Nachfrage zusätzlich stützte.",
        ),
        ("h", "Mitarbeitende"),
        (
            "p",
            "Seetank AG beschäftigte Ende 2024 insgesamt 86 Mitarbeitende, davon 41 in Teilzeit. In der Saison von April bis Oktober kommen rund 60 Aushilfen an den Tankstellen hinzu, häufig Studierende. Alle Tankwarte absolvieren vor Saisonbeginn eine Schulung zur Ölwehr.",
        ),
        ("h", "Investitionen"),
        (
            "p",
            "Die Investitionen betrugen CHF 2.9 Mio. Davon entfielen CHF 1.1 Mio. auf neue Ladepunkte, CHF 0.9 Mio. auf die neue Seetankstelle in Brunnen und der Rest auf den Ersatz von Zapfsäulen und Tanks. Die doppelwandigen Tanks an den Stationen am Genfersee wurden vollständig erneuert.",
        ),
        ("h", "Kundschaft"),
        (
            "p",
            "Rund 70 % des Treibstoffabsatzes entfallen auf private Bootsbesitzerinnen und Bootsbesitzer. Den Rest beziehen Segel- und Motorbootschulen, Bootswerften, die Seepolizei sowie Rettungsdienste, die wir teilweise auch ausserhalb der Öffnungszeiten beliefern. Seit 2024 kann an allen Stationen mit der Seetank-App bezahlt werden; bereits 38 % der Tankvorgänge wurden so abgerechnet.",
        ),
        ("h", "Ausblick"),
        (
            "p",
            "Für 2025 erwartet der Verwaltungsrat einen stabilen Absatz. Die Investitionen in "
            "Ladepunkte werden fortgesetzt.",
        ),
    ],
)


def build_one(path, title, blocks):
    story = [Paragraph(escape(title), TITLE)]
    for kind, text in blocks:
        text.encode("latin-1")  # PDFs must stay within Latin-1
        if kind == "h":
            story.append(Paragraph(escape(text), HEAD))
        elif kind == "p":
            story.append(Paragraph(escape(text), BODY))
        elif kind == "t":
            story.append(Preformatted(text, TABLE))
        else:
            raise ValueError(kind)
    title.encode("latin-1")
    doc = SimpleDocTemplate(
        path,
        pagesize=A4,
        invariant=1,
        title=title,
        author="batch20",
        leftMargin=20 * mm,
        rightMargin=20 * mm,
        topMargin=20 * mm,
        bottomMargin=20 * mm,
    )
    doc.build(story)


def build():
    for collection, filename, title, blocks in PDFS:
        out_dir = os.path.join(HERE, collection, "docs")
        os.makedirs(out_dir, exist_ok=True)
        path = os.path.join(out_dir, filename)
        build_one(path, title, blocks)
        print("wrote", os.path.relpath(path, HERE))


if __name__ == "__main__":
    build()
