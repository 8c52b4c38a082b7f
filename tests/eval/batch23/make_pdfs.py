# ruff: noqa: E501  (document text, kept as the writer wrapped it: the PDFs are made from it)
"""Regenerate every PDF in batch 23 with reportlab (deterministic, invariant=1).

Each source below is plain text:
  lines starting with '# '  -> heading (Helvetica-Bold)
  lines starting with '|'   -> table line in Courier (the '|' is stripped; spacing is kept)
  blank line                -> paragraph break
  other lines               -> body text in Helvetica (consecutive lines are joined)
Only Latin-1 characters are used.
"""

import os
from xml.sax.saxutils import escape

from reportlab.lib.pagesizes import A4
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.platypus import Paragraph, Preformatted, SimpleDocTemplate, Spacer

HERE = os.path.dirname(os.path.abspath(__file__))
PDFS = {}

PDFS["tr/docs/bilancio-2025.pdf"] = """
# Cooperativa Tartufai delle Langhe Alte Soc. Coop.
# Relazione sulla gestione - Esercizio 2025

Signori soci, l'esercizio chiuso al 31 dicembre 2025 è stato il migliore nella storia della cooperativa.
I ricavi sono cresciuti del 9,9% grazie soprattutto al tartufo bianco, il cui prezzo medio di conferimento
ha raggiunto livelli mai visti. La stagione di raccolta è stata corta ma di qualità elevata, e la
domanda dei ristoranti del Nord Europa e degli importatori di Hong Kong è rimasta sostenuta per tutto
l'autunno.

Il margine operativo lordo (EBITDA) si è attestato a EUR 612,4 migliaia, contro EUR 540,1 migliaia
dell'esercizio precedente. Il risultato operativo (EBIT) è stato di EUR 301,6 migliaia (2024: EUR 212,9
migliaia). Dopo due anni difficili la cooperativa torna all'utile: il risultato netto è positivo per
EUR 188,7 migliaia, mentre il 2024 si era chiuso con una perdita.

# Conto economico sintetico (importi in migliaia di euro)

|Voce                              2025        2024
|Ricavi delle vendite          4.812,3     4.376,9
|Costi per conferimenti soci  (3.401,8)   (3.118,5)
|Altri costi operativi          (798,1)     (718,3)
|EBITDA                          612,4       540,1
|Ammortamenti                   (310,8)     (327,2)
|EBIT                            301,6       212,9
|Oneri finanziari                (61,2)      (72,6)
|Imposte                         (51,7)     (182,8)
|Risultato netto                 188,7       (42,5)

La perdita del 2024 era dovuta principalmente alla svalutazione straordinaria del vecchio magazzino
frigorifero di Bossolasco e al relativo carico fiscale.

# Ricavi per linea di prodotto (migliaia di euro)

|Linea                         2025        2024     Var. %
|Tartufo bianco fresco       2.905,1     2.611,4      11,2
|Tartufo nero fresco         1.322,8     1.290,7       2,5
|Prodotti trasformati          584,4       474,8      23,1
|Totale                      4.812,3     4.376,9       9,9

I prodotti trasformati (salse, burri e olio al tartufo) crescono del 23,1% dopo l'apertura del nuovo
laboratorio di Monforte. Il tartufo nero risente della concorrenza dei prodotti spagnoli e australiani.

# Base sociale e occupazione

Al 31 dicembre 2025 la cooperativa contava 214 soci conferitori (2024: 203) e 17 dipendenti, di cui
5 stagionali. I cani da ricerca registrati presso la cooperativa sono 388.

# Investimenti

Nel 2025 sono stati investiti EUR 402,0 migliaia, principalmente nella nuova cella frigorifera a
temperatura controllata e nel laboratorio di trasformazione. Il consiglio di amministrazione ha
fissato per il 2026 un tetto agli investimenti di EUR 250 migliaia.

# Rischi e incertezze

Il principale rischio per la cooperativa resta climatico. Le estati sempre più calde e secche
riducono la produzione di tartufo bianco, che ha bisogno di un terreno umido tra agosto e ottobre,
e rendono i volumi molto variabili da una stagione all'altra. Il consiglio ha avviato con
l'Università di Torino un programma di monitoraggio dell'umidità del suolo in dodici tartufaie
naturali, per capire quali boschi proteggere con priorità. Un secondo rischio è la concorrenza del
tartufo importato venduto come piemontese: la cooperativa ha introdotto un sigillo numerato e un
sistema di tracciabilità che permette al cliente di risalire al comune di raccolta.

# Sostenibilità e territorio

La cooperativa ha finanziato la piantumazione di 3.200 piante tartufigene (querce, tigli e pioppi)
insieme ai comuni dell'Alta Langa e ha organizzato corsi per giovani cercatori. I soci con meno di
35 anni sono oggi 38. Il consiglio considera il ricambio generazionale una condizione essenziale
per la sopravvivenza della ricerca tradizionale con il cane.

# Evoluzione prevedibile della gestione

Per il 2026 il consiglio prevede ricavi compresi tra EUR 4,9 e 5,1 milioni. L'obiettivo del piano
triennale resta il raggiungimento di EUR 5,5 milioni di ricavi nel 2027.
"""

PDFS["ab/docs/factsheet-2025.pdf"] = """
# Firnhang Sicherheitssysteme AG - Company factsheet 2025

Firnhang develops, builds and sells avalanche safety equipment: avalanche transceivers, avalanche
airbag backpacks, probes and shovels. The company was founded in Innsbruck in 1994 by two mountain
guides and has been listed on the Vienna Stock Exchange since 2011. Its fiscal year runs from
1 May to 30 April.

# Key figures (EUR million unless stated)

|                          FY 2024/25   FY 2023/24
|Revenue                         68.4         61.9
|EBITDA                           9.8          8.1
|EBIT                             6.2          4.9
|EBIT margin (%)                  9.1          7.9
|Net income                       4.1          3.0
|Export share (%)                  71           69
|Employees (30 April)             412          385

# Sites (employees at 30 April 2025)

|Site                 Activity                         Employees
|Innsbruck (AT)       Headquarters, R&D, electronics         268
|Schwaz (AT)          Assembly of airbag backpacks            97
|Bolzano (IT)         Sales and service for Southern Europe   47
|Total                                                       412

# Markets

The Alps remain Firnhang's largest market, but North America has grown fastest over the past three
years and now accounts for roughly a quarter of revenue. The company sells through specialist
mountain sports retailers and directly to mountain rescue organisations, ski patrols and armies.

# Shareholder information

Ticker: FIRN. Shares outstanding: 4.8 million. Proposed dividend for FY 2024/25: EUR 0.85 per share.
The founding families hold 52% of the shares.
"""

PDFS["dr/docs/investor-presentation-q2-fy26.pdf"] = """
# Megh Drone Agritech Limited
# Investor presentation - Q2 and H1 FY2025-26 results

Quarter ended 30 September 2025. All figures in INR crore unless stated.

# Highlights

The kharif season of 2025 started late because the monsoon stalled over central India in June.
As a result the first quarter (April to June) was weak and the company reported a small loss for
Q1. Spraying activity recovered strongly in August and September, and the second quarter was the
best quarter in the company's history.

# Quarterly and half-year results

|INR crore               Q2 FY26   Q2 FY25    H1 FY26   H1 FY25
|Revenue from operations    58.9      45.6      104.8      81.3
|EBITDA                     11.4       8.9       15.2      12.6
|Profit after tax            5.7       4.3        3.9       5.0
|Acres sprayed (lakh)       10.2       7.9       17.3      13.8

Q1 FY26 profit after tax: (1.8) - a net loss, compared with a profit of 0.7 in Q1 FY25.

# Drivers

- Fleet of 962 drones at 30 September 2025 (31 March 2025: 830)
- Sugarcane spraying share rose to 24% of acres
- App bookings 61% of orders

# Guidance FY2025-26

Management expects full-year revenue from operations of INR 230 to 250 crore and more than
40 lakh acres sprayed. Large government tenders that are still under evaluation are not included
in this guidance.

# Disclaimer

This presentation contains forward-looking statements. Actual results may differ materially.
"""

PDFS["ge/docs/annual-report-2025.pdf"] = """
# Hverabor hf. - Annual Report 2025

Hverabor hf. is a geothermal drilling contractor headquartered in Reykjavik. We drill production
and reinjection wells for geothermal power plants and district heating utilities in Iceland, East
Africa and the Azores. The financial year is the calendar year. Amounts are in ISK million unless
otherwise stated.

# Letter from the CEO

2025 was our busiest year so far. Our five rigs drilled 61,400 metres (2024: 54,900 metres) and we
completed 23 wells, compared with 19 in 2024. Revenue rose to ISK 14,280 million, up 13.2% on the
previous year. Growth came mainly from Kenya, where we drilled for the Olkaria VII expansion, and
from the Azores, where we completed the first two deep wells of the Pico Alto project.

Net profit for the year was ISK 640 million (2024: ISK 395 million). This is ISK 62 million lower
than the preliminary figure of ISK 702 million that we announced on 19 February 2026: after the
auditors' review we recognised an additional impairment on the rig Loki, which is now more than
thirty years old and will be retired in 2027. The figures in this report are final and replace
the preliminary announcement.

# Income statement (ISK million)

|                                 2025        2024
|Revenue                        14,280      12,615
|Operating expenses            (11,170)    (10,075)
|EBITDA                          3,110       2,540
|Depreciation and impairment    (1,905)     (1,670)
|EBIT                            1,205         870
|Net finance costs                (405)       (376)
|Income tax                       (160)        (99)
|Net profit                        640         395

# Revenue by region (ISK million)

|Region                  2025        2024
|Iceland                8,940       8,410
|Kenya                  3,720       2,985
|Azores (Portugal)      1,620       1,220
|Total                 14,280      12,615

Kenyan revenue grew by 24.6% because drilling for the Olkaria VII expansion ran at full capacity
for the whole year with two rigs on site. In Iceland, demand from district heating utilities was
steady and we drilled nine new hot-water wells for municipalities in the south.

# Strategy

Our strategy rests on three pillars. First, we want to remain the preferred drilling partner of
Icelandic utilities, where long relationships and local crews give us an advantage over foreign
contractors. Second, we grow abroad only in markets with a long pipeline of geothermal projects,
such as the East African Rift and volcanic islands in the Atlantic, and we always send experienced
Icelandic drillers together with local crews whom we train on site. Third, we are preparing for
deeper and hotter wells: superheated and supercritical resources could multiply the output of a
single well, and our rig Freyja is being adapted for temperatures above 400 degrees Celsius.

# Fleet and people

At year end we employed 318 people (2024: 296), of whom 142 work on rig crews. The fleet consists
of five rigs; the newest, Freyja, was commissioned in 2022 and can drill to 4,500 metres.

# Outlook

The order backlog at year end covers roughly eighteen months of work. For 2026 we expect revenue of
ISK 15,000 to 15,800 million. Capital expenditure will stay below the ISK 2,500 million limit agreed
with our lenders.
"""

PDFS["ws/docs/annual-report-2025.pdf"] = """
# Bracelets Jurassiens SA - Annual Report 2025

Bracelets Jurassiens SA designs and manufactures watch straps in Le Sentier, in the Vallée de Joux.
Around four fifths of our straps are made for watch brands, which fit them to new watches; the rest
are sold as replacement straps through watchmakers and our own online shop. Amounts in CHF thousand
unless stated otherwise; Swiss number format.

# Report of the Board of Directors

Net sales grew by 9.6% to CHF 41'870 thousand (2024: CHF 38'215 thousand). We sold 612'400 straps,
compared with 566'900 in 2024. Operating result (EBIT) rose to CHF 4'912 thousand and net income
to CHF 3'804 thousand (2024: CHF 2'771 thousand).

The strongest growth came from rubber straps. Vulcanised rubber straps are now fitted as standard
to many sports and diving watches, and two large brands moved their rubber strap orders to us
after their previous Asian supplier failed an audit. Leather remains our largest material, but
alligator leather volumes were flat because several brands have stopped using exotic leathers.

# Income statement (CHF thousand)

|                               2025       2024
|Net sales                    41'870     38'215
|Material costs              (13'190)   (12'340)
|Personnel costs             (19'806)   (18'654)
|Other operating expenses     (2'280)    (2'006)
|Depreciation                 (1'682)    (1'565)
|Operating result (EBIT)       4'912      3'650
|Financial result                (86)      (112)
|Taxes                         (1'022)     (767)
|Net income                    3'804      2'771

# Net sales by material (CHF thousand)

|Material                        2025       2024
|Leather (calf and alligator)  24'310     23'105
|Vulcanised rubber             10'980      9'240
|Textile and NATO straps        6'580      5'870
|Total                         41'870     38'215

# Investments and employees

Capital expenditure amounted to CHF 3'420 thousand, mainly for a second vulcanisation press and a
laser cutting line for leather. The Board had authorised capital expenditure of up to CHF 5'000
thousand for the year. At year end we employed 238 full-time equivalents (2024: 226).

# Markets and customers

Our ten largest customers, all Swiss watch brands, account for 61% of net sales. We also supply
independent watchmakers in Germany, France and Japan. Replacement straps sold through watchmakers
and our online shop grew faster than sales to brands, because many owners of mechanical watches
now change their strap with the season. Delivery times for leather straps were reduced from eight
to five weeks thanks to the laser cutting line.

# Risks

The watch industry is cyclical, and Swiss watch exports fell in 2025 after several record years.
So far our customers have not reduced their orders, because straps are replaced more often than
watches are bought, but a longer downturn would affect us. The strong Swiss franc is a further
risk, since most of our competitors produce in Italy or Asia.

# Dividend

The Board proposes a dividend of CHF 14.00 per share (2024: CHF 11.00).
"""

PDFS["ar/docs/annual-report-fy2025.pdf"] = """
# Northvault Records Ltd. - Annual Report, Fiscal 2025

Northvault Records Ltd. stores, retrieves, scans and securely destroys paper records for law firms,
hospitals, insurers and public bodies across Canada. Our fiscal year ends on September 30. Fiscal
2025 covers the twelve months from October 1, 2024 to September 30, 2025. Amounts are in thousands
of Canadian dollars unless otherwise noted.

# Message from the President

Fiscal 2025 was another year of steady growth. Revenue increased 9.3% to $96,340 thousand. Storage
revenue, which is recurring and billed monthly per cubic foot, grew 8.4%, and service revenue grew
11.1% as more customers asked us to scan their files on demand instead of sending the boxes back
to their offices. Adjusted EBITDA reached $31,870 thousand, a margin of 33.1% (fiscal 2024: 32.2%).

The volume of records in our care rose to 4.62 million cubic feet at September 30, 2025 from
4.38 million a year earlier. Retention remains very high: customers removed only 2.9% of their
volume during the year, mostly through scheduled destruction at the end of legal retention periods.

# Consolidated results (CAD thousands)

|                               FY2025      FY2024
|Storage revenue                61,220      56,480
|Service revenue                35,120      31,625
|Total revenue                  96,340      88,105
|Adjusted EBITDA                31,870      28,410
|Depreciation and amortization (12,960)    (11,840)
|Interest expense               (6,105)     (5,630)
|Income taxes                   (3,390)     (2,920)
|Net income                      9,415       8,020

# Facilities

We operate five records centres, in Mississauga, Laval, Calgary, Burnaby and Halifax, with a total
racking capacity of 5.3 million cubic feet. The Laval centre was extended by 180,000 cubic feet in
the spring. Utilization across the network was 87%.

# Customers and services

Our 5,400 customers range from two-person law practices to provincial ministries; no customer
accounts for more than 4% of revenue. Storage contracts usually run for three to five years and
renew automatically, and most customers also pay per-item fees when they ask us to retrieve, scan
or destroy a file. Scan-on-demand was the fastest-growing service in fiscal 2025: instead of
receiving a box by courier, the customer receives a searchable PDF within four business hours.
Secure shredding grew more slowly because several large customers postponed scheduled destructions
while they reviewed their retention policies.

# Risks

The main long-term risk to our business is the decline of paper. New records are increasingly
created in digital form, and some customers are scanning and then destroying their archives. We
manage this risk by growing our scanning and digital storage services and by concentrating on
sectors with long legal retention periods, such as health care and law. Other risks include rising
rents and property taxes, labour shortages in our records centres, and fire or flood, which we
mitigate through sprinkler systems, off-site duplicates and insurance.

# Capital and financing

Capital expenditures were $8,740 thousand. Our credit agreement limits net debt to 3.5 times
adjusted EBITDA; at year end the ratio was 2.4 times.

# Outlook

We expect organic revenue growth of 6% to 8% in fiscal 2026, before any acquisitions.
"""

PDFS["fv/docs/arsrapport-2025.pdf"] = """
# Varmestøp AS - Årsrapport 2025

Varmestøp AS produserer vedfyrte badstuovner og ovner for hytter i støpejern ved fabrikken på
Røros. Selskapet selger gjennom forhandlere i Norge, Sverige, Finland, Tyskland og Østerrike.
Regnskapsåret følger kalenderåret. Beløp i NOK 1 000 dersom ikke annet er oppgitt.

# Styrets beretning

Driftsinntektene økte til 312 450 (2024: 287 930). Tallene for 2024 er omarbeidet, se note 2.
Driftsresultatet ble 33 105 (2024: 27 640), og årsresultatet ble 24 870 (2024: 20 015). Selskapet
solgte 41 300 ovner, mot 38 900 året før.

Veksten kom særlig fra Sverige og Tyskland, der etterspørselen etter vedfyrte badstuovner har økt
etter at mange husholdninger ønsker en varmekilde som ikke er avhengig av strøm. Prisene på
støpejern falt noe gjennom året, noe som bedret bruttomarginen.

# Resultatregnskap (NOK 1 000)

|                               2025           2024
|                                        (omarbeidet)
|Driftsinntekter             312 450        287 930
|Varekostnad                (168 730)      (159 010)
|Lønnskostnader              (71 840)       (66 320)
|Andre driftskostnader       (23 670)       (20 720)
|EBITDA                       48 210         41 880
|Avskrivninger               (15 105)       (14 240)
|Driftsresultat               33 105         27 640
|Netto finans                 (1 220)        (1 985)
|Skattekostnad                (7 015)        (5 640)
|Årsresultat                  24 870         20 015

# Driftsinntekter per marked (NOK 1 000)

|Marked                        2025           2024
|Norge                      141 200        131 400
|Sverige                     78 650         73 120
|Finland                     45 300         41 900
|Tyskland                    36 850         33 210
|Østerrike                   10 450          8 300
|Sum                        312 450        287 930

# Note 2 - Omarbeiding av 2024

Frakt som viderefaktureres til forhandlere ble tidligere ført som driftsinntekt. Fra 2025 føres
slik frakt som reduksjon av fraktkostnaden. Driftsinntektene for 2024 er redusert fra 291 600 til
287 930. Omarbeidingen påvirker ikke driftsresultatet eller årsresultatet.

# Marked og strategi

Markedet for vedfyrte badstuovner i Norden er modent, men etterspørselen i Tyskland og Østerrike
vokser raskt fordi flere bygger badstu i hagen eller på hytta. Selskapets strategi er å selge
gjennom faghandel med montering, ikke gjennom byggvarekjeder, slik at kunden får råd om pipe,
sikkerhetsavstand og riktig ovnsstørrelse. I 2025 lanserte selskapet en ny modell med glassdør og
en mindre ovn for badstuer under seks kubikkmeter.

# Risiko

Den viktigste risikoen er prisen på råvarer og energi til støperiet. Selskapet har avtaler om fast
strømpris for 70 prosent av forbruket i 2026. En svakere norsk krone gjør eksporten mer lønnsom,
men øker prisen på innkjøpte komponenter som glass og pakninger. Selskapet har ingen rentebærende
gjeld ut over leasing.

# Ansatte og miljø

Ved utgangen av året hadde selskapet 118 ansatte (2024: 112). Støperiet bruker 100 prosent
resirkulert jern.
"""

PDFS["ol/docs/memoria-2024-25.pdf"] = """
# Sociedad Cooperativa Andaluza Almazara Sierra de Cazorla
# Memoria de la campaña 2024/25

La campaña 2024/25 comprende el periodo del 1 de octubre de 2024 al 30 de septiembre de 2025. Los
importes se expresan en miles de euros, salvo indicación en contrario.

# Carta del Presidente

Estimados socios y socias: tras dos campañas marcadas por la sequía, los olivares de la Sierra de
Cazorla han vuelto a dar una cosecha normal. Hemos molturado 20,6 millones de kilos de aceituna,
frente a 12,4 millones de kilos en la campaña anterior, y hemos producido 4,33 millones de kilos de
aceite de oliva, con un rendimiento medio del 21,0 %.

Sin embargo, las ventas disminuyeron un 12,0 % hasta 18.742,6 miles de euros. La causa principal es
la caída de los precios en origen del aceite de oliva tras la recuperación de la cosecha en toda
España: el precio medio de venta del aceite de oliva virgen extra bajó de 8,20 euros por kilo a
4,35 euros por kilo. El mayor volumen no compensó la bajada de precios.

# Cuenta de resultados resumida (miles de euros)

|                                    2024/25       2023/24
|Ventas                             18.742,6      21.305,9
|Liquidación a socios              (15.904,3)    (17.951,2)
|Gastos de personal                 (1.208,7)     (1.096,4)
|Otros gastos de explotación          (941,2)       (812,5)
|Amortizaciones                       (301,8)       (287,6)
|Resultado de explotación              386,6       1.158,2
|Resultado financiero                  (21,4)        (12,9)
|Impuesto sobre beneficios             (52,8)        (40,6)
|Resultado del ejercicio               312,4       1.104,7

# Liquidación a los socios

El precio medio liquidado a los socios fue de 3,67 euros por kilo de aceite (campaña 2023/24:
7,24 euros por kilo). La cooperativa cuenta con 1.842 socios activos.

# Calidad y comercialización

El 64 % del aceite producido en la campaña se clasificó como aceite de oliva virgen extra, frente
al 58 % en la campaña anterior, gracias a una recogida más temprana y a la reducción del tiempo entre
la recogida y la molturación, que ya no supera las 24 horas. Casi todo el aceite se vendió a granel
a envasadoras de Jaén y Córdoba. La cooperativa estudia, junto con otras almazaras de la provincia,
la creación de una marca propia para vender una parte del aceite envasado.

# Socios y empleo

La cooperativa cuenta con 1.842 socios activos, la mayoría propietarios de pequeñas explotaciones de
olivar tradicional de secano en ladera. La edad media de los socios supera los 61 años. Durante la
campaña trabajaron en la almazara 46 personas, de las cuales 31 con contrato fijo discontinuo.

# Inversiones

Se han invertido 624,0 miles de euros en una nueva línea de decantación de dos fases. La Asamblea
General autorizó inversiones de hasta 900 miles de euros.

# Previsiones

Para la campaña 2025/26 el Consejo Rector prevé una cosecha similar y ventas de entre 17 y 19
millones de euros.
"""

PDFS["um/docs/integrated-report-fy2025.pdf"] = """
# Kasaya Seisakusho Co., Ltd. - Integrated Report 2025

Kasaya Seisakusho makes umbrellas and parasols in Sakai, Osaka Prefecture, and sells them through
department stores, its own shops and online. Our fiscal year runs from April 1 to March 31. In this
report, fiscal 2025 (FY2025) means the year ended March 31, 2025. Amounts are in millions of yen
unless otherwise stated.

# Message from the President

In fiscal 2025 net sales rose 7.4% to 18,420 million yen. We sold 2.31 million umbrellas and
parasols. Parasol sales grew fastest: record summer temperatures in Japan mean that more men and
older customers now carry a UV-blocking parasol, which only a few years ago was seen as an item for
young women. Long umbrellas, our traditional core business, grew more slowly.

Operating income was 1,236 million yen and ordinary income, which also includes interest, dividends
and foreign exchange gains, was 1,310 million yen. Profit attributable to owners of the parent was
842 million yen.

# Financial summary (millions of yen)

|                                        FY2025     FY2024     FY2023
|                                   (Mar 2025) (Mar 2024) (Mar 2023)
|Net sales                              18,420     17,150     15,880
|Operating income                        1,236      1,012        744
|Ordinary income                         1,310      1,085        801
|Profit attributable to owners             842        690        472
|Capital expenditure                       615        880        402
|Employees (persons)                       486        471        463

# Repair service

Our free repair service for umbrellas bought in our own shops handled 41,800 repairs in fiscal 2025.
We believe an umbrella that is repaired instead of thrown away is the best way to reduce the
estimated 80 million plastic umbrellas discarded in Japan every year.

# Sustainability

Since 2023 all our long umbrellas use frames made from recycled steel and canopies woven from
recycled polyester. We collect used umbrellas in our own shops and return the metal to our steel
supplier; in fiscal 2025 customers brought back about 12,000 umbrellas. Our parasols are tested for
UV protection in our own laboratory in Sakai, and every parasol carries its measured UV-blocking
rate on the label.

# Governance

The Board of Directors has seven members, three of whom are independent outside directors. The
founding Kasaya family holds 41% of the shares. In fiscal 2025 the Board set up a nomination and
remuneration committee chaired by an independent director.

# Forecast for fiscal 2026 (year ending March 31, 2026)

Net sales 19,500 million yen, operating income 1,400 million yen, profit attributable to owners
950 million yen. These are forecasts based on information available at the time of publication.
"""


def build(rel_path, source):
    out = os.path.join(HERE, rel_path)
    os.makedirs(os.path.dirname(out), exist_ok=True)
    body = ParagraphStyle("body", fontName="Helvetica", fontSize=10, leading=13, spaceAfter=6)
    head = ParagraphStyle(
        "head", fontName="Helvetica-Bold", fontSize=12, leading=15, spaceBefore=6, spaceAfter=6
    )
    table = ParagraphStyle("table", fontName="Courier", fontSize=8.5, leading=10.5)
    story, para, rows = [], [], []

    def flush_para():
        if para:
            story.append(Paragraph(escape(" ".join(para)), body))
            para.clear()

    def flush_rows():
        if rows:
            story.append(Preformatted("\n".join(rows), table))
            story.append(Spacer(1, 6))
            rows.clear()

    for raw in source.strip("\n").splitlines():
        line = raw.rstrip()
        if line.startswith("|"):
            flush_para()
            rows.append(line[1:])
            continue
        flush_rows()
        if not line.strip():
            flush_para()
        elif line.startswith("# "):
            flush_para()
            story.append(Paragraph(escape(line[2:]), head))
        else:
            para.append(line.strip())
    flush_para()
    flush_rows()
    source.encode("latin-1")  # PDFs use Latin-1 characters only
    doc = SimpleDocTemplate(
        out,
        pagesize=A4,
        leftMargin=20 * mm,
        rightMargin=20 * mm,
        topMargin=18 * mm,
        bottomMargin=18 * mm,
        title=rel_path.split("/")[-1],
        author="batch23",
        invariant=1,
    )
    doc.build(story)
    return out


if __name__ == "__main__":
    for rel, src in PDFS.items():
        print("wrote", build(rel, src))
