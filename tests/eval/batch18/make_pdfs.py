# ruff: noqa: E501  (the documents' text, line by line as the PDFs set it)
"""Regenerate every PDF of batch 18 with reportlab (deterministic, invariant=1).

Each spec is plain text. Blocks are separated by blank lines:
  "# text"   -> document title (Helvetica-Bold 15)
  "## text"  -> section heading (Helvetica-Bold 11.5)
  lines starting with "|" -> a table, drawn as space-aligned Courier lines ("|" stripped)
  anything else -> body paragraph in Helvetica 10
Only Latin-1 characters are allowed.
"""

import os
from xml.sax.saxutils import escape

import reportlab.rl_config
from reportlab.lib.pagesizes import A4
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.platypus import Paragraph, Preformatted, SimpleDocTemplate

reportlab.rl_config.invariant = 1

HERE = os.path.dirname(os.path.abspath(__file__))
TITLE = ParagraphStyle("t", fontName="Helvetica-Bold", fontSize=15, leading=19, spaceAfter=8)
HEAD = ParagraphStyle(
    "h", fontName="Helvetica-Bold", fontSize=11.5, leading=15, spaceBefore=6, spaceAfter=4
)
BODY = ParagraphStyle("b", fontName="Helvetica", fontSize=10, leading=13.5, spaceAfter=6)
MONO = ParagraphStyle(
    "m", fontName="Courier", fontSize=8.3, leading=10.5, spaceBefore=2, spaceAfter=8
)

PDFS = {}

# === SPECS START ===
PDFS["bk/docs/annual-report-fy25.pdf"] = """
# Quillon & Marsh Booksellers plc - Annual Report and Accounts FY25

52 weeks to 1 March 2025. All figures in GBP million unless stated otherwise. FY24 refers to the
52 weeks to 2 March 2024.

## Chair's statement

FY25 was the year in which our shops and our website finally began to pull in the same direction.
Group revenue rose 6.0% to GBP 412.6 million (FY24: GBP 389.1 million), driven by strong demand for
fiction, graphic novels and children's books, and by a full year of trading from the nine shops
we opened in FY24. Like-for-like sales grew 4.1%, ahead of the 2.7% achieved a year earlier.

We ended the year with 148 shops across the United Kingdom, eight more than a year ago. Each new
shop is chosen for its high street footfall and for the strength of the local reading community,
and each is run by a manager with the freedom to stock for local taste.

## Financial review

|Group income statement summary (GBP million)
|                                      FY25        FY24      Change
|Revenue                              412.6       389.1       +6.0%
|  Stores                             331.8       318.4       +4.2%
|  Online                              58.3        52.9      +10.2%
|  Wholesale and events                22.5        17.8      +26.4%
|Gross margin (%)                      47.2        46.5     +0.7 pts
|Adjusted EBITDA                       51.4        45.0      +14.2%
|Operating profit (EBIT)               18.7        14.2      +31.7%
|  of which Online                     (3.9)       (5.6)
|Profit before tax                     12.1         8.3      +45.8%
|Like-for-like sales growth (%)         4.1         2.7

Store revenue increased to GBP 331.8 million. Average revenue per shop was held back by the
timing of openings, as four of the eight net new shops opened in the final quarter of the year.

The Online segment reduced its operating loss to GBP 3.9 million (FY24: loss of GBP 5.6 million)
as the new fulfilment centre in Daventry lowered the cost per parcel by 18%. We expect the segment
to reach break-even during FY27.

Wholesale and events, which supplies schools and literary festivals, grew revenue by 26.4% to
GBP 22.5 million, helped by the return of the Harrogate and Aldeburgh festivals.

Gross margin improved by 0.7 percentage points to 47.2% thanks to better buying terms on
front-list titles and lower markdowns on stationery.

## Financing

Net debt excluding leases was GBP 21.3 million at the year end (FY24: GBP 27.9 million). The Group's
revolving credit facility is capped at GBP 60 million and runs until October 2028; GBP 25 million
was drawn at 1 March 2025. Covenant headroom remained comfortable throughout the year.

## People

The Group employed an average of 2,310 colleagues during FY25 (FY24: 2,205), of whom roughly
two thirds work part time. Every colleague receives a GBP 150 annual book allowance.

## Dividend

The Board recommends a final dividend of 3.2 pence per share, making 4.6 pence for the year
(FY24: 3.9 pence).

## Outlook

Trading in the first weeks of FY26 has been encouraging. The Board expects FY26 revenue of between
GBP 425 million and GBP 435 million, with six to eight new shops opening during the year.
"""

PDFS["ic/docs/investor-factsheet-2025.pdf"] = """
# Cremeria Valbruna S.p.A. - Investor factsheet, April 2025

Cremeria Valbruna makes premium ice cream, sorbets and lactose-free desserts in two plants in the
province of Belluno, using milk from 38 mountain farms. Products are sold to supermarkets, to bars and
gelaterie (Horeca) and to importers in eleven countries. The company is listed on Euronext Growth Milan.

## Key figures (EUR million, as reported)

|                                2024      2023      2022
|Revenue                        84.6      78.2      71.5
|EBITDA                         11.3       9.8       8.4
|EBITDA margin (%)              13.4      12.5      11.7
|EBIT                            6.1       5.2       4.6
|Net profit                      3.9       3.1       2.8
|Capital expenditure            14.8       9.6       3.1
|Employees at 31 December        412       389       371

## Strategy

Our strategy rests on three pillars: premium quality from local milk, a growing share of
lactose-free and plant-based recipes, and export growth in German-speaking markets. We built the new
Feltre plant to cut the energy used by the cold chain and to double our capacity for lactose-free
ice cream. Heat recovered from the refrigeration compressors now pasteurises our mixes, reducing gas
consumption per litre by about a quarter.

## Channels in 2024

Supermarket (GDO) sales grew 12.4% and export sales 11.4%, while Horeca sales fell 3.5% after an
early end to the beach season on the Adriatic coast. Exports account for 28% of revenue.

## Shareholder information

|Ticker                         CVAL
|Shares outstanding             12,400,000
|Dividend per share 2024        EUR 0.12 (2023: EUR 0.10)
|Free float                     34%

## Outlook

For 2025 the Board expects revenue of EUR 89-92 million and a further improvement in EBITDA margin.
The medium-term ambition is an EBITDA margin of 15%. These are targets and not forecasts of results.

Investor relations: Chiara Bortoluzzi, ir@valbruna.example
"""

PDFS["ld/docs/geschaeftsbericht-2024.pdf"] = """
# Blankwerk Textilservice GmbH - Geschäftsbericht 2024

Hannover, im April 2025. Alle Beträge in Mio. EUR, soweit nicht anders angegeben.

## Vorwort der Geschäftsführung

Sehr geehrte Damen und Herren,

Blankwerk versorgt Krankenhäuser, Pflegeheime, Hotels und Industriebetriebe in Norddeutschland mit
Mietwäsche und Berufskleidung. Im Geschäftsjahr 2024 stieg der Umsatz um 4,8 % auf 248,3 Mio. EUR
(Vorjahr: 236,9 Mio. EUR). Das Wachstum kam vor allem aus dem Gesundheitswesen, wo wir drei neue
Klinikverbünde gewinnen konnten.

Gleichzeitig belasteten höhere Lohnkosten nach dem Tarifabschluss sowie hohe Gaspreise in den ersten
Monaten das Ergebnis. Das EBITDA ging auf 41,8 Mio. EUR zurück (Vorjahr: 43,0 Mio. EUR), das EBIT auf
12,6 Mio. EUR (Vorjahr: 14,1 Mio. EUR).

## Ertragslage

|Konzern-Gewinn- und Verlustrechnung (Mio. EUR)      2024       2023
|Umsatzerlöse                                       248,3      236,9
|  Gesundheitswesen                                 131,2      122,6
|  Hotellerie                                        58,4       57,0
|  Berufskleidung                                    58,7       57,3
|Materialaufwand                                    (61,9)     (60,4)
|Personalaufwand                                   (118,7)    (108,2)
|Sonstige betriebliche Aufwendungen                 (25,9)     (25,3)
|EBITDA                                              41,8       43,0
|Abschreibungen                                     (29,2)     (28,9)
|EBIT                                                12,6       14,1
|Finanzergebnis                                     (14,1)     (11,6)
|Ergebnis vor Steuern                                (1,5)       2,5
|Jahresergebnis                                      (2,3)       1,8

Nach einem Finanzergebnis von -14,1 Mio. EUR und Steuern ergibt sich ein Jahresfehlbetrag von
2,3 Mio. EUR nach einem Jahresüberschuss von 1,8 Mio. EUR im Vorjahr. Hauptursache ist der Anstieg
der Zinsaufwendungen nach der Refinanzierung im März 2024.

## Finanzlage

Die Nettofinanzverschuldung lag zum 31. Dezember 2024 bei 168,5 Mio. EUR. Die revolvierende
Kreditlinie ist auf 40 Mio. EUR begrenzt und war zum Stichtag mit 12 Mio. EUR in Anspruch genommen.
Die Investitionen betrugen 27,4 Mio. EUR, davon 9,8 Mio. EUR für die neue Großwäscherei in Bremen-Hemelingen.

## Betriebliche Kennzahlen

In unseren elf Betrieben haben wir 2024 insgesamt 104.880 Tonnen Wäsche bearbeitet, 3,6 % mehr als
im Vorjahr. Der Wasserverbrauch je Kilogramm Wäsche sank auf 4,9 Liter.

## Markt und Wettbewerb

Der Markt für Textilservice im Gesundheitswesen wächst, weil immer mehr Kliniken und Pflegeheime
ihre Wäsche auslagern. Gleichzeitig steigt der Preisdruck durch regionale Wettbewerber ohne
RABC-Zertifizierung. Blankwerk setzt auf zertifizierte Hygieneprozesse, RFID-gestützte Bestandsführung
und kurze Lieferzeiten. Im Hotelmarkt blieb die Nachfrage nach der Rekordsaison 2023 stabil.

## Nachhaltigkeit

Die neue Großwäscherei in Bremen-Hemelingen nutzt Wärmerückgewinnung aus dem Abwasser und eine
Wärmepumpe. Ziel ist es, den Erdgasverbrauch je Kilogramm Wäsche bis 2027 um ein Viertel zu senken.

## Chancen und Risiken

Wesentliche Risiken sind weitere Tarifsteigerungen, Energiepreise und das Zinsniveau. Chancen
ergeben sich aus Ausschreibungen großer Klinikverbünde in Niedersachsen und Schleswig-Holstein.

## Mitarbeiter

Zum Jahresende beschäftigte Blankwerk 2.146 Mitarbeiterinnen und Mitarbeiter (Vorjahr: 2.071).

## Prognose

Für 2025 erwartet die Geschäftsführung einen Umsatz zwischen 250 und 258 Mio. EUR und ein EBITDA
von 44 bis 47 Mio. EUR.

Hannover, 10. April 2025 - Die Geschäftsführung: Dr. Wiebke Alsleben, Jörg Tammen
"""

PDFS["cr/docs/arsredovisning-2024.pdf"] = """
# Norrljus Krematorier AB - Årsredovisning 2024

Norrljus Krematorier AB (org.nr 556712-4480) driver fem krematorier i Sverige på uppdrag av
begravningshuvudmän och privata begravningsbyråer. Belopp i MSEK om inte annat anges.

## VD har ordet

2024 blev ett år av stabil drift och fortsatta investeringar i reningsteknik. Nettoomsättningen
ökade till 412,7 MSEK (398,5), främst tack vare nya avtal med tre begravningsbyråkedjor och den
prisjustering som trädde i kraft den 1 mars. Antalet kremationer minskade med 2,1 procent till
18 420 (18 816), vilket speglar en lägre dödlighet än under de föregående vintrarna.

EBITDA-marginalen förbättrades till 15,9 procent (14,2 procent) tack vare lägre gaspriser och den nya
värmeåtervinningen i Uppsala, som levererar fjärrvärme till det kommunala nätet.

## Flerårsöversikt

|                                  2024        2023        2022
|Nettoomsättning, MSEK            412,7       398,5       371,2
|EBITDA, MSEK                      65,6        56,6        50,9
|EBITDA-marginal, %                15,9        14,2        13,7
|Rörelseresultat (EBIT), MSEK      38,2        31,9        27,4
|Resultat efter skatt, MSEK        24,1        19,6        16,8
|Antal kremationer               18 420      18 816      19 305
|Medelantal anställda               164         158         151

## Kremationer per anläggning 2024

|Anläggning                   Antal kremationer    Andel, %
|Göteborg-Östra                           5 210        28,3
|Malmö-Västra                             4 480        24,3
|Uppsala                                  3 350        18,2
|Örebro                                   2 860        15,5
|Luleå                                    2 520        13,7
|Totalt                                  18 420       100,0

## Verksamheten

Norrljus utför kremationer på uppdrag av begravningshuvudmän i fem regioner. Priset per kremation
regleras i avtal som normalt löper i tre till fem år och indexeras årligen. Bolaget äger samtliga
anläggningar och ansvarar själv för underhåll av ugnar och reningsutrustning. Under 2024 förnyades
avtalen med huvudmännen i Luleå och Örebro på oförändrade villkor.

## Hållbarhet och miljö

Bolaget arbetar systematiskt med att minska utsläppen av kvicksilver och koldioxid. Den nya
reningslinjen i Örebro togs i drift i oktober. Värmeåtervinningen i Uppsala levererade under året
fjärrvärme motsvarande behovet i cirka 150 villor. En separat hållbarhetsrapport publiceras i maj.

## Risker

De viktigaste riskerna är förändrade miljökrav, störningar i gasförsörjningen och beroendet av ett
fåtal stora avtal. Bolaget har reservugnar på tre av fem anläggningar för att kunna hantera
driftstopp utan att kremationer skjuts upp.

## Investeringar

Under året investerade bolaget 47,3 MSEK, varav 21,8 MSEK avsåg den nya kremationsugnen med
kvicksilverrening i Örebro. Enligt miljötillståndet får anläggningen i Örebro utföra högst 3 500
kremationer per år.

## Finansiering

Bolagets checkkredit uppgår till 30 MSEK och var outnyttjad vid årets slut. Räntebärande skulder
uppgick till 118,6 MSEK (131,0).

## Framtidsutsikter

Styrelsen bedömer att antalet kremationer 2025 blir i nivå med 2024. Målet är en EBITDA-marginal
om minst 17 procent år 2026.

Stockholm den 18 mars 2025 - Styrelsen för Norrljus Krematorier AB
"""

PDFS["ha/docs/annual-report-2024.pdf"] = """
# Hörwelt Akustik AG - Annual Report 2024

Hörwelt Akustik AG, Winterthur, operates a network of hearing-care branches in German-speaking
Switzerland. Our audiologists test hearing, fit hearing aids from all major manufacturers and look
after our clients for the whole life of their devices.

## Letter to shareholders

Dear shareholders,

The year under review was marked by solid growth. Net revenue rose 6.6% to CHF 86.4 million and we
fitted 27'940 hearing aids, 6.2% more than in the prior year. We opened five branches, including our
first branches in Graubünden, and ended the year with 74 branches. The share of rechargeable devices
reached 81% of all fittings.

The revised tariff of the federal disability and old-age insurance for hearing aids came into force
on 1 July. It caps the contribution for a pair of hearing aids at CHF 1'650; the cap did not affect
our revenue materially because most of our clients choose devices above the reimbursed amount.

## Key figures

|(in CHF thousand)                        Current year     Prior year
|Net revenue                                    86'412         81'067
|  Hearing aids                                 71'305         66'940
|  Accessories and batteries                     6'188          6'012
|  Services and insurance fees                   8'919          8'115
|Gross profit                                   58'931         55'122
|Marketing expenses                              4'870          4'455
|Personnel expenses                             31'250         29'880
|EBITDA                                         14'006         12'618
|EBIT                                            8'744          7'902
|Net profit                                      6'391          5'770
|Hearing aids fitted (units)                    27'940         26'310
|Branches at year end                               74             69
|Employees (FTE) at year end                       486            461

## Financial commentary

Gross margin was 68.2% (prior year: 68.0%), helped by better purchasing terms on rechargeable
devices. Marketing expenses rose to CHF 4.87 million as we advertised the
new branches on regional radio. EBIT increased 10.7% to CHF 8.7 million.

## Clients and services

Most of our clients are over 65 and come to us on referral from an ear, nose and throat
specialist. A first hearing test is free of charge, and every client can try hearing aids for
four weeks before deciding to buy. After the fitting we offer lifelong free adjustments and
cleaning. Client satisfaction, measured after every fitting, reached 4.7 out of 5.

## People

Our audiologists train for three years in the Swiss dual apprenticeship system and continue with
further education in paediatric audiology or tinnitus counselling. Recruiting qualified staff
remains our main constraint on growth, which is why we employ more apprentices than ever before.

## Dividend

The Board of Directors proposes a dividend of CHF 2.40 per share (prior year: CHF 2.10).

## Outlook

For 2025 we plan to open around ten branches, most of them in French-speaking Switzerland, and we
target 30'000 hearing aids fitted. We expect revenue growth in the mid-single digits.

Winterthur, 6 March 2025 - Board of Directors: Regula Amsler (Chair), Beat Zürcher (CEO)
"""

PDFS["ch/docs/annual-report-fy2025.pdf"] = """
# Vasudha Crane & Lifting Services Limited - Annual Report 2024-25

Registered office: Plot 14, MIDC Chakan, Pune 410501. CIN L45200MH1998PLC000000. All amounts in
Rs. crore unless otherwise stated. FY25 refers to the financial year ended 31 March 2025 and FY24 to
the financial year ended 31 March 2024.

## Managing Director's message

Dear Shareholders,

FY25 was a landmark year for Vasudha. Revenue from operations crossed Rs. 1,000 crore for the first
time and reached Rs. 1,146.8 crore, an increase of 17.2% over FY24. Demand came from metro rail
projects, refinery shutdowns and the renewable energy sector, where our 600-tonne crawler cranes
erected more than 180 turbines.

Average fleet utilisation rose to 78% from 72% in FY24. The improvement came mainly from longer
contracts on metro rail and refinery projects, which kept our large crawler cranes deployed between
jobs instead of waiting idle at our yards.

## Financial highlights

|Statement of profit and loss (Rs. crore)           FY25        FY24
|Revenue from operations                          1,146.8       978.4
|  Crawler cranes                                   512.6       431.0
|  Mobile and truck cranes                          371.9       330.5
|  Tower cranes                                     176.4       142.7
|  Project lifting services                          85.9        74.2
|Other income                                        12.3         9.8
|Operating and maintenance expenses                (398.6)     (342.5)
|Employee benefit expense                          (156.2)     (134.1)
|Other expenses                                    (106.0)      (89.9)
|EBITDA                                             498.3       421.7
|Depreciation and amortisation                     (281.4)     (246.3)
|Finance costs                                      (81.5)      (79.2)
|Profit before tax                                  135.4        96.2
|Tax expense                                        (34.1)      (11.6)
|Profit after tax                                   101.3        84.6

## Balance sheet and borrowings

Total borrowings stood at Rs. 612.4 crore at 31 March 2025, down from Rs. 655.0 crore a year
earlier, as operating cash flow funded most of the Rs. 318 crore spent on new cranes. Shareholders
have authorised the Board under Section 180(1)(c) of the Companies Act, 2013 to borrow up to
Rs. 2,000 crore; this is an enabling limit and not a borrowing plan. Net debt to EBITDA improved to
1.1 times.

## Fleet

The Company owned 412 cranes at 31 March 2025 with a combined lifting capacity of about 61,000
tonnes, including 46 crawler cranes of 400 tonnes and above.

## Dividend

The Board has recommended a final dividend of Rs. 3.40 per equity share of Rs. 10 each for FY25
(FY24: Rs. 2.75), subject to the approval of shareholders.

## Outlook

We aim to reach revenue of Rs. 1,350 crore in FY26 and to add around 35 cranes, mostly in the
mobile crane category. These are management aspirations and not forecasts.

For and on behalf of the Board - Anand Deshpande, Managing Director, Pune, 22 May 2025
"""

PDFS["by/docs/arsrapport-2024.pdf"] = """
# Fjordsmia Båtbyggeri AS - Årsrapport 2024

Fjordsmia Båtbyggeri AS bygger arbeidsbåter, losbåter, redningsbåter og fritidsbåter i aluminium og
kompositt ved verftene i Ålesund og på Bømlo. Alle beløp i millioner kroner (NOK mill.) hvis ikke
annet er oppgitt.

## Styrets beretning

Året 2024 var krevende. Driftsinntektene falt til 486,2 millioner kroner (2023: 512,9 millioner
kroner), fordi to større kontrakter på servicefartøy for havbruk ble forsinket av kunden. Vi leverte
41 båter, mot 47 året før.

Driftsresultatet ble negativt med 7,8 millioner kroner, mot et positivt driftsresultat på 14,6
millioner kroner i 2023. Resultatet ble svekket av kostnadsoverskridelser på prototypen av den nye
elektriske losbåten, der batteripakken måtte byttes ut etter sjøprøvene.

## Resultat per verft

|Verft                     Driftsinntekter 2024   Driftsinntekter 2023   Leverte båter 2024
|Ålesund                                 281,5                  309,8                   17
|Bømlo                                   204,7                  203,1                   24
|Sum                                     486,2                  512,9                   41

Verftet på Bømlo økte omsetningen svakt, takket være en jevn strøm av fritidsbåter og RIB-er til
politiet og Kystverket. Ålesund-verftet hadde lavere aktivitet på grunn av de utsatte
havbrukskontraktene.

## Nøkkeltall

|                                        2024        2023
|Driftsinntekter                        486,2       512,9
|Driftsresultat (EBIT)                   (7,8)       14,6
|Årsresultat                            (10,3)        9,1
|Ordrereserve 31.12.                    652,4       497,0
|Egenkapitalandel, %                     31,4        35,2
|Antall ansatte 31.12.                    212         219

## Marked og kunder

Etterspørselen etter arbeidsbåter til havbruksnæringen er fortsatt god på lang sikt, men kundene har
utsatt investeringsbeslutninger i påvente av avklaringer om grunnrenteskatten. Markedet for los- og
redningsbåter er stabilt, og offentlige kunder legger økende vekt på lave utslipp. Fritidsbåtmarkedet
var svakere enn året før på grunn av høyere renter, men våre kunder i det øvre prissegmentet holdt
seg godt.

## Arbeidsmiljø og organisasjon

Sykefraværet var 5,1 prosent, og det ble registrert tre skader med fravær, alle ved verftet i
Ålesund. Etter kostnadsoverskridelsene på den elektriske losbåten har selskapet innført en ny modell
for prosjektstyring, der hvert nytt design gjennomgår en uavhengig kontroll av batteri og stabilitet
før produksjonen starter.

## Bærekraft

Begge verftene kjøper fornybar strøm med opprinnelsesgarantier. Aluminiumsavkapp sorteres og
selges tilbake til leverandøren for omsmelting.

## Finansiering

Selskapet har en byggelånsramme på 150 millioner kroner i Sparebanken Møre. Rammen er begrenset til
80 prosent av verdien av båter under bygging. Ved årsskiftet var 61,5 millioner kroner trukket.

## Utsikter

Styret forventer at driftsinntektene øker i 2025, og målet er et driftsresultat på minst 3 prosent
av omsetningen. Ordrereserven ved årsskiftet var den høyeste i selskapets historie.

Ålesund, 27. mars 2025 - Styret i Fjordsmia Båtbyggeri AS
"""

PDFS["gg/docs/harvest-statistics-2024.pdf"] = """
# Zielona Dolina S.A. - Harvest statistics 2024

Published March 2025 for customers, investors and the Polish Association of Greenhouse Growers.
Zielona Dolina grows tomatoes, cucumbers, sweet peppers and lettuce under 74.5 hectares of glass in
central Poland and sells almost all of its crop through retail chains in Poland, Germany and Czechia.

## Harvest by crop

|Crop                         Harvest 2024 (t)   Harvest 2023 (t)   Change (%)
|Raspberry and vine tomatoes            24,310             21,870        +11.2
|Cherry tomatoes                         6,140              5,480        +12.0
|Cucumbers                               9,820              9,910         -0.9
|Sweet peppers                           4,960              4,310        +15.1
|Lettuce (thousand heads)               11,200             10,450         +7.2

The tomato harvest benefited from year-round LED lighting at two of our three sites. Cucumber output
was flat because one compartment was converted to peppers in the spring.

## Sales channels

|Channel (share of revenue, %)          2024       2023
|Polish retail chains                   58.7       63.5
|Export (Germany, Czechia)              31.6       26.2
|Wholesale markets                       9.7       10.3

## Resources

Water use per kilogram of tomatoes fell to 14.8 litres thanks to closed-loop irrigation, which
re-uses drainage water after UV disinfection. Biological pest control is used on the entire
area; more than 30 million beneficial insects were released during the season.

Energy: the gas CHP unit at the largest site produced 38% of the company's electricity in 2024 but
was written off at year end. Heat pumps and solar panels covered 22% of total energy needs.

## Seasons and labour

Planting of the main tomato crop took place in December 2023 under LED and hybrid lighting, which
allowed harvesting from late January until mid-November. Peak harvest labour was reached in June,
when more than 400 seasonal workers supported our permanent staff. Picking is done by hand, while
sorting and packing are increasingly automated.

## Plant health

The season was free of major disease outbreaks. A local infection of tomato brown rugose fruit
virus was ruled out after laboratory testing in April. Hygiene locks at every compartment entrance
and strict rules for visitors remain in place.

## Quality

All sites hold GLOBALG.A.P. certification. Customer complaints fell to 0.21 per 1,000 pallets
delivered (2023: 0.34).
"""

PDFS["sb/docs/annual-report-fy25.pdf"] = """
# Bluegum Wagering Limited - Annual Report 2025

ABN 00 000 000 000. For the year ended 30 June 2025 ("FY25"). Amounts in Australian dollars (A$),
millions unless stated. FY24 is the year ended 30 June 2024.

## Chair and CEO letter

Bluegum is an Australian online wagering operator licensed in the Northern Territory, offering
racing and sports betting to customers in every state. In FY25 our customers wagered A$1,962.5
million with us, and net revenue grew 12.6% to A$212.4 million (FY24: A$188.7 million). Our
larger listed rival Kestrel Bet reported net revenue of A$388.0 million for the same year, so
we still have plenty of room to grow.

Point-of-consumption taxes rose again in two states. Taxes and racing product fees now absorb
more than half of every dollar of net revenue, which is why we focus on cost discipline.

## Financial summary

|A$ million                               FY25        FY24
|Turnover (amount wagered)             1,962.5     1,781.0
|Net revenue                             212.4       188.7
|Net win margin (%)                       10.8        10.6
|Point-of-consumption tax and fees      (114.6)     (101.2)
|Marketing                               (41.3)      (39.5)
|Other operating costs                   (31.9)      (30.6)
|EBITDA                                   24.6        17.4
|Depreciation and amortisation           (15.5)      (14.8)
|EBIT                                      9.1         2.6
|Net profit after tax                      4.2        (1.9)

## Customers

Active customers averaged 171,000 per quarter in FY25. Our share of turnover from racing was 61%,
with Australian Rules football, rugby league and cricket the largest sports.

## Responsible gambling

From 1 January 2025 every new customer must set a deposit limit at sign-up, in line with the
National Consumer Protection Framework. BetStop, the national self-exclusion register, now has
more than 40,000 registrations, and we check every new account against it.

## Product and technology

Racing remains the heart of our business, and we broadcast vision of every thoroughbred, harness
and greyhound meeting in Australia in our app. In FY25 we launched a same-game multi product for
AFL and NRL matches and rebuilt our account system so that customers can set deposit, loss and
time limits in two taps.

## Risks

Our main risks are further increases in state point-of-consumption taxes, changes to the rules on
advertising of wagering services, and our reliance on a third-party odds feed for sports markets.
We are reviewing options to bring pricing in-house.

## Governance

The Board has six directors, four of them independent. The Risk and Compliance Committee meets
monthly and reviews every AUSTRAC and regulator interaction.

## Outlook

The Board expects FY26 EBITDA of A$31-34 million, assuming no further state tax increases.
"""

PDFS["ti/docs/aarsrapport-2024-25.pdf"] = """
# Østerbro Teimport A/S - Årsrapport 2024/25

CVR-nr. 00 00 00 00. Regnskabsåret omfatter perioden 1. oktober 2024 - 30. september 2025.
Sammenligningstal for 2023/24 omfatter perioden 1. oktober 2023 - 30. september 2024.

## Ledelsesberetning

Østerbro Teimport importerer, blender og pakker te fra Indien, Sri Lanka, Kenya, Kina og Japan og
sælger til dagligvarekæder, caféer og hoteller i Danmark, Sverige og Norge samt via egen webshop.

Nettoomsætningen steg i regnskabsåret 2024/25 med 8,8 procent til 312,8 mio. kr. (2023/24: 287,5
mio. kr.). Væksten kom især fra økologisk grøn te og fra vores nye serie af kolde te-koncentrater til
caféer. Den solgte mængde steg til 2.486 tons.

Årets resultat blev 16,2 mio. kr. mod 13,5 mio. kr. året før, hvilket ledelsen anser for
tilfredsstillende. Stigende fragtrater fra Østafrika og en svagere krone over for den indiske rupi
lagde dog pres på bruttoavancen i andet halvår.

## Resultatopgørelse

|(t.kr.)                                   2024/25        2023/24
|Nettoomsætning                            312.784        287.461
|Vareforbrug                              (198.226)      (184.980)
|Andre eksterne omkostninger               (48.216)       (42.457)
|Personaleomkostninger                     (38.412)       (35.906)
|EBITDA                                     27.930         24.118
|Af- og nedskrivninger                      (5.114)        (4.872)
|Resultat af primær drift (EBIT)            22.816         19.246
|Finansielle poster, netto                  (1.996)        (2.153)
|Resultat før skat                          20.820         17.093
|Skat af årets resultat                     (4.580)        (3.581)
|Årets resultat                             16.240         13.512

## Indkøb og kvalitet

Selskabet køber te direkte hos producenter og kooperativer samt på auktionerne i Mombasa og
Colombo. Andelen af sort te fra Kenya og Rwanda er øget markant de seneste to år, fordi de
østafrikanske haver leverer en ensartet kvalitet, og fordi direkte kontrakter giver fuld sporbarhed.
Alle partier smages og analyseres for pesticidrester i eget laboratorium før frigivelse.

## Salg

Dagligvarekæderne stod for godt halvdelen af omsætningen, mens caféer, hoteller og webshop udgjorde
resten. Den nye serie af kolde te-koncentrater blev lanceret i 140 caféer i Danmark og Sverige.

## Risici

Selskabets væsentligste risici er valutakurser, fragtpriser og fødevaresikkerhed. Valutarisikoen
afdækkes delvist med terminsforretninger.

## Medarbejdere

Det gennemsnitlige antal fuldtidsansatte var 64 (2023/24: 61). Personaleomkostningerne steg som
følge af nyansættelser på pakkeriet i Hvidovre og den nye overenskomst.

## Kapitalforhold

Selskabets kassekredit hos Nørrebro Sparekasse har et maksimum på 40 mio. kr., hvoraf 11,3 mio. kr.
var udnyttet pr. 30. september 2025.

## Forventninger til 2025/26

Ledelsen forventer en nettoomsætning på 330-345 mio. kr. og et resultat før skat på 21-24 mio. kr.
Budgettet for 2025/26 forudsætter en solgt mængde på 2.650 tons.

Hvidovre, den 4. december 2025 - Direktion: Mette Kjærgaard. Bestyrelse: Søren Dalsgaard (formand)
"""

# === SPECS END ===


def build(rel, spec):
    spec.encode("latin-1")  # fail loudly on non-Latin-1 text
    path = os.path.join(HERE, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    flow, title = [], None
    for block in spec.strip("\n").split("\n\n"):
        lines = block.split("\n")
        if lines[0].startswith("|"):
            flow.append(Preformatted("\n".join(line[1:] for line in lines), MONO))
        elif lines[0].startswith("## "):
            flow.append(Paragraph(escape(" ".join(lines)[3:]), HEAD))
        elif lines[0].startswith("# "):
            title = " ".join(lines)[2:]
            flow.append(Paragraph(escape(title), TITLE))
        else:
            flow.append(Paragraph(escape(" ".join(line.strip() for line in lines)), BODY))
    doc = SimpleDocTemplate(
        path,
        pagesize=A4,
        leftMargin=20 * mm,
        rightMargin=20 * mm,
        topMargin=18 * mm,
        bottomMargin=18 * mm,
        title=title or "",
        author="",
        invariant=1,
    )
    doc.build(flow)
    return path


if __name__ == "__main__":
    for rel, spec in sorted(PDFS.items()):
        print("wrote", build(rel, spec))
