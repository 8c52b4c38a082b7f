"""Regenerate every PDF in batch 22 with reportlab (deterministic, invariant=1).

Markup of each PDF source below:
  '# text'  -> heading (Helvetica-Bold)
  '|text'   -> table line, Courier, spaces kept (as text comes out of a PDF)
  blank     -> paragraph break
  other     -> body text in Helvetica (consecutive lines joined, word-wrapped)
Only Latin-1 characters are used.
"""

import os

from reportlab.lib.pagesizes import A4
from reportlab.lib.utils import simpleSplit
from reportlab.pdfgen import canvas

HERE = os.path.dirname(os.path.abspath(__file__))
PDFS = {}


def render(path, source):
    c = canvas.Canvas(path, pagesize=A4, invariant=1)
    width, height = A4
    left, top, bottom = 56, height - 60, 60
    y = top

    def need(h):
        nonlocal y
        if y - h < bottom:
            c.showPage()
            y = top

    para = []

    def flush():
        nonlocal y, para
        if not para:
            return
        text = " ".join(para)
        for line in simpleSplit(text, "Helvetica", 10, width - 2 * left):
            need(14)
            c.setFont("Helvetica", 10)
            c.drawString(left, y, line)
            y -= 14
        y -= 6
        para = []

    for raw in source.strip("\n").split("\n"):
        if raw.startswith("# "):
            flush()
            need(24)
            c.setFont("Helvetica-Bold", 13)
            c.drawString(left, y, raw[2:])
            y -= 22
        elif raw.startswith("|"):
            flush()
            need(12)
            c.setFont("Courier", 8.5)
            c.drawString(left, y, raw[1:])
            y -= 11.5
        elif raw.strip() == "":
            flush()
        else:
            para.append(raw.strip())
    flush()
    c.save()


PDFS["cl/docs/geschaeftsbericht-2024.pdf"] = """
# Uhrenmanufaktur Brenzikofer AG - Geschäftsbericht 2024

Das Geschäftsjahr 2024 war für Brenzikofer ein Jahr des soliden Wachstums. Der Nettoumsatz stieg
um 5,8% auf CHF 48.6 Mio. Die Nachfrage nach Turmuhren und Restaurierungen blieb hoch, während
das Geschäft mit Wand- und Kaminuhren in einem schwierigen Konsumumfeld leicht zulegte.

# Kennzahlen

|Kennzahlen (in TCHF)             2024        2023
|Nettoumsatz                    48'612      45'930
|Bruttogewinn                   21'390      20'112
|EBITDA                          7'842       7'015
|EBIT                            5'118       4'601
|Reingewinn                      3'905       3'377
|Mitarbeitende (FTE)               214         207

Das EBITDA erhöhte sich auf TCHF 7'842, das Betriebsergebnis (EBIT) auf TCHF 5'118. Die
EBIT-Marge betrug 10.5% nach 10.0% im Vorjahr. Der Reingewinn stieg auf TCHF 3'905.

# Werkstatt und Mitarbeitende

Ende 2024 beschäftigte Brenzikofer 214 Vollzeitstellen, davon 18 Lernende. Die Werkstatt in Biel
wurde um eine zweite Giesserei-Zelle erweitert. Die Lehrlingsausbildung bleibt ein Kern unserer
Strategie, weil erfahrene Uhrmacherinnen und Uhrmacher auf dem Arbeitsmarkt kaum zu finden sind.

# Finanzierung

Die Gesellschaft verfügt über eine revolvierende Kreditlinie von bis zu CHF 15 Mio., die per
31. Dezember 2024 nicht beansprucht war. Die Eigenkapitalquote lag bei 61.4%.

# Ausblick

Für 2025 erwartet der Verwaltungsrat einen Nettoumsatz zwischen CHF 50 Mio. und CHF 53 Mio.
Der Verwaltungsrat beantragt eine Dividende von CHF 4.20 je Aktie.
# Strategie

Brenzikofer konzentriert sich auf drei Geschäftsfelder, die sich gegenseitig stützen. Der Bau
neuer Turmuhrwerke sichert die Auslastung der Giesserei und der Zahnradfertigung. Das Geschäft
mit Wand- und Kaminuhren bringt die Marke zu privaten Kundinnen und Kunden. Die Restaurierung
historischer Uhren schliesslich verbindet das Wissen der älteren Uhrmacher mit der Ausbildung der
Lernenden. Der Verwaltungsrat hält an dieser Ausrichtung fest und verzichtet bewusst auf den
Einstieg in das Geschäft mit Armbanduhren, das andere Kapitalanforderungen und Vertriebswege
erfordert.

# Risiken

Die wichtigsten Risiken sind die Preise für Messing und Bronze, die Verfügbarkeit von
Fachkräften und die zeitliche Verschiebung öffentlicher Ausschreibungen. Währungsrisiken
entstehen vor allem aus Aufträgen in Deutschland und Österreich, die in Euro fakturiert werden.
Die Gesellschaft sichert grosse Aufträge teilweise mit Devisentermingeschäften ab.

# Nachhaltigkeit

Die Werkstatt in Biel bezieht seit 2023 ausschliesslich Strom aus erneuerbaren Quellen.
Messingspäne aus der Zahnradfertigung werden vollständig an eine Giesserei im Jura
zurückgegeben und wiederverwertet. Bei Restaurierungen werden originale Teile wann immer
möglich erhalten und dokumentiert.

# Corporate Governance

Der Verwaltungsrat besteht aus fünf Mitgliedern, davon drei unabhängig. Die Familie Brenzikofer
hält die Mehrheit der Stimmrechte. Die Revisionsstelle hat die Jahresrechnung ohne
Einschränkung geprüft.
"""

PDFS["rp/docs/trading-update-9m-2025.pdf"] = """
# Cordoaria Atlântica, S.A. - Trading update for the nine months to 30 September 2025

Póvoa de Varzim, 29 October 2025. Cordoaria Atlântica today reports revenue of EUR 24.9 million for
the first nine months of 2025 (9M 2024: EUR 23.1 million). In the first half of 2025, as reported
in July, revenue was EUR 16.3 million.

|EUR million                       9M 2025     9M 2024
|Revenue                              24.9        23.1
|EBITDA                                2.6         2.9
|Net result                            0.5         1.1

The third quarter was affected by a one-off charge of EUR 0.9 million for the write-down of
obsolete polypropylene stock. As a result the company recorded a net loss of EUR 0.4 million in
the third quarter of 2025, compared with a net profit of EUR 0.3 million in the third quarter of
2024.

Demand for maritime and mooring lines remained firm. Agricultural twine volumes fell because of
the drought in the Alentejo, which reduced hay baling.

The board confirms that full-year revenue should be slightly above the 2024 level. The company
does not publish quarterly profit guidance.
"""

PDFS["mw/docs/rapport-annuel-2024.pdf"] = """
# Source des Vernières SA - Rapport annuel 2024

Le chiffre d'affaires de Source des Vernières s'est élevé à 58,3 millions d'euros en 2024, contre
54,9 millions d'euros en 2023, soit une hausse de 6,2 %. Les volumes vendus ont atteint 212,4
millions de litres (2023 : 205,1 millions de litres). L'eau gazeuse a progressé plus vite que
l'eau plate grâce aux nouveaux contrats avec la restauration.

# Chiffres clés

|(en milliers d'euros)            2024         2023
|Chiffre d'affaires             58 312       54 906
|EBITDA                          9 604        8 877
|Résultat opérationnel           5 187        4 420
|Résultat net                    3 092        2 514
|Effectif moyen                    286          279

La marge d'EBITDA s'établit à 16,5 % (2023 : 16,2 %). Le résultat opérationnel progresse de
17,4 %. Le résultat net atteint 3 092 milliers d'euros.

# Investissements

Les investissements de l'exercice se sont élevés à 6,1 millions d'euros, principalement pour la
préparation du chantier de la nouvelle ligne d'embouteillage en verre consigné. Le conseil a
approuvé un plafond de 18 millions d'euros pour ce projet.

# Ressource en eau

Les prélèvements à la source sont restés inférieurs au volume autorisé par l'arrêté préfectoral.
Le niveau de la nappe a été suivi chaque semaine par un hydrogéologue indépendant.

# Perspectives

Pour 2025, la société vise une croissance du chiffre d'affaires comprise entre 4 % et 6 %.
# Marché et clients

La consommation d'eau minérale en bouteille en France est restée stable en 2024, mais la demande
de la restauration pour les bouteilles en verre consigné a fortement augmenté. Source des
Vernières vend ses eaux sous sa propre marque dans les régions Auvergne-Rhône-Alpes et
Bourgogne-Franche-Comté, et produit des marques de distributeur pour deux enseignes régionales.
Les cafés, hôtels et restaurants représentent désormais près d'un tiers des volumes.

# Risques

Les principaux risques sont la sécheresse, qui pourrait conduire la préfecture à limiter les
prélèvements, le prix de l'énergie pour le lavage des bouteilles et le cout du PET recyclé. La
société a signé un contrat d'électricité à prix fixe pour trois ans afin de limiter son exposition.

# Gouvernance

Le conseil d'administration compte sept membres, dont deux représentants des salariés. Le comité
d'audit s'est réuni quatre fois au cours de l'exercice. Les commissaires aux comptes ont certifié
les comptes consolidés sans réserve.

# Responsabilité environnementale

Le site de Saint-Vernier est certifié ISO 14001. La part du verre consigné dans les volumes
progresse chaque année, et la société a remplacé ses camions de livraison urbaine par des
véhicules au gaz naturel.
"""

PDFS["bc/docs/operations-2024.pdf"] = """
# Trapkracht Cooperative - Operations report 2024

This report gives the operating statistics of Trapkracht Cooperative in Utrecht for the calendar
year 2024. It is prepared by the dispatch team and is not audited.

# Deliveries by service and quarter

|Deliveries (in thousands)   Q1 2024  Q2 2024  Q3 2024  Q4 2024  FY 2024
|Same-day parcels               52.4     55.1     49.8     61.0    218.3
|Cargo-bike freight             28.7     31.2     29.6     35.9    125.4
|Medical samples                16.9     17.3     16.6     17.8     68.6
|Total                          98.0    103.6     96.0    114.7    412.3

The third quarter is traditionally the quietest because many offices in the city centre close
for the summer holidays. The fourth quarter was the busiest in the cooperative's history, helped
by the December parcel peak and a new freight contract with a chain of organic grocers.

# Service quality

On-time delivery reached 97.4% for same-day parcels and 99.1% for medical samples. The average
distance per delivery was 4.8 km. Riders covered about 1.98 million km in total.

# Safety

There were three reportable accidents, none with serious injury. All riders completed the
refreshed winter-riding course in November.
"""

PDFS["ir/docs/annual-report-fy2025.pdf"] = """
# Glacier Arenas Inc. - Annual Report, fiscal year ended March 31, 2025

Fiscal 2025 was a year of growth in attendance but lower profitability. Revenue increased to
$41.7 million from $38.2 million in fiscal 2024, as all five rinks were fully booked for winter
league play. Energy costs rose sharply after the provincial electricity rate increase, and the
company recorded an impairment on the Thunder Bay compressor plant.

# Revenue by stream (in thousands of Canadian dollars)

|                              FY2025      FY2024
|Ice rental                    22,416      20,870
|Programs & lessons             9,842       8,915
|Food & beverage                6,903       6,240
|Advertising & events           2,539       2,175
|Total revenue                 41,700      38,200
|EBITDA                         4,912       5,340
|Net income (loss)             (1,284)        612

EBITDA declined to $4.9 million because utility costs rose by $1.6 million. After depreciation,
interest and the impairment of $1.1 million, the company reported a net loss of $1.3 million,
compared with net income of $0.6 million in fiscal 2024.

# Operations

Skater visits reached 1.62 million in fiscal 2025. Minor-hockey associations remain the largest
customers for ice rental, accounting for about 40% of booked hours. The company employs 148
full-time and about 300 seasonal staff.

# Dividend

The board has suspended the quarterly dividend until the company returns to a net profit.
# Message from the chief executive

Fiscal 2025 showed how much our communities rely on indoor ice. Minor-hockey associations,
figure-skating clubs, adult recreational leagues and schools booked more hours than ever, and
public skating sessions were often sold out on winter weekends. At the same time, the jump in
electricity rates reminded us that refrigeration is the single largest cost in our business.

We responded by accelerating our energy programme. Over the next two summers we will convert our
older compressor plants to ammonia-CO2 systems, install heat recovery so that waste heat from the
ice plants warms our lobbies and showers, and replace the remaining metal-halide lights with LEDs.

# Risks

Our main risks are energy prices, the condition of ageing refrigeration equipment, the supply of
volunteer coaches for youth programs and the financial health of the municipal and community
partners who lease ice from us. Warm winters reduce demand for outdoor rinks but tend to increase
demand for ours.

# Governance

The board has seven directors, five of whom are independent. The audit committee met five times
during the year. The auditors issued an unqualified opinion on the consolidated financial
statements.
"""

PDFS["cn/docs/h1-2025-results.pdf"] = """
# Swiecarnia Leczyca - Results for the first half of 2025

Kutno, 28 August 2025. Swiecarnia Leczyca sp. z o.o., the Polish maker of scented and church
candles, reports revenue of PLN 41.2 million for the first half of 2025 (H1 2024: PLN 38.7
million), while its larger domestic rival Wosk-Pol S.A. reported PLN 120.5 million for the same
period.

|PLN million                  H1 2025    H1 2024
|Revenue                         41.2       38.7
|EBITDA                          5.31       5.26
|EBITDA margin                  12.9%      13.6%
|Net profit                      2.2        2.4

The EBITDA margin fell to 12.9% from 13.6% a year earlier because of higher wages and the start-up
costs of the new glass-candle line. The first half is seasonally smaller: most revenue is earned
before All Saints' Day and Christmas.

Exports grew by 9% in the half. Germany remains the largest export market, followed by Czechia.
The company confirms its expectation that full-year revenue will exceed PLN 90 million.

Management: Krystyna Wasik (CEO), Tomasz Lis (CFO).
"""

PDFS["sb/docs/materials-report.pdf"] = """
# Coastline Shapes Pty Ltd - Materials and sustainability report FY25

This report covers the materials used to make our boards in the year ended 30 June 2025.

# Resin

In FY25, 46% of the boards we shaped were glassed with bio-based epoxy resin, up from 29% in FY24.
Bio-resin cures more slowly in winter, so our glassing room now runs a heated curing cabinet.

We have set ourselves a target of 55% of boards with bio-resin in FY26 and 70% by FY27. Progress
against these targets will be reported after each financial year ends.

|Share of boards                 FY25     FY24     FY23
|Bio-based epoxy resin            46%      29%      18%
|Recycled EPS blanks              21%      15%       9%
|Polyurethane blanks              64%      71%      80%

# Waste

Foam dust and offcuts from shaping are collected and pressed into blocks that a local company turns
into traction pads. About 11 tonnes of foam waste were diverted from landfill in FY25.

# Suppliers

Our blanks come from two suppliers in Queensland and one in California. We will not sign a supply
contract above A$1.5m a year with any single supplier, to keep our sourcing diversified.
"""

PDFS["bg/docs/trustees-report-2024-25.pdf"] = """
# Hallowmere Botanic Garden Trust - Trustees' report for the year ended 31 March 2025

The trustees present their report and the financial statements for 2024/25. The Trust cares for
a 64-acre garden, its glasshouses and a living collection of about 14,000 accessions.

# Income

Total income rose to GBP 7.42m in 2024/25 (2023/24: GBP 6.95m). Admissions income benefited
from a record 318,400 visitors, helped by the summer lantern trail and a dry spring.

|Income by source (GBP thousand)      2024/25     2023/24
|Admissions                             2,968       2,742
|Membership                             1,512       1,430
|Grants                                 1,105       1,180
|Retail and cafe                        1,236       1,121
|Legacies and donations                   599         477
|Total income                           7,420       6,950

Grant income fell because a three-year lottery grant for the schools programme ended in
September 2024.

# Expenditure

Total expenditure was GBP 7.05m, giving a surplus of GBP 0.37m. Staff costs were GBP 4.1m for an
average of 131 employees.

# Plans for 2025/26

The budget for 2025/26 assumes admissions income of GBP 3.1m and a deficit while the Palm House
is being restored. The trustees keep unrestricted reserves equal to at least four months of
running costs.
# Objectives and activities

The Trust's charitable objects are to advance public education in botany and horticulture, to
conserve plants of scientific and cultural importance, and to maintain the historic garden and
its buildings for the public benefit. The trustees have had regard to the Charity Commission's
guidance on public benefit.

# Achievements and performance

The summer lantern trail attracted many first-time visitors and families. The schools programme
continued with its own staff after the lottery grant ended, and the learning team ran workshops
on pollination, soil and climate for primary classes. The herbarium was reorganised and
digitisation of the historic specimen sheets began with the help of volunteers.

The Palm House remained closed. The trustees launched a public appeal for its restoration and
appointed a conservation architect to prepare the listed building consent application.

# Principal risks

The principal risks are extreme weather, which can damage trees and glasshouses, a fall in visitor
numbers during wet summers, the cost of energy for heating the glasshouses and the loss of key
specialist staff. The trustees review the risk register twice a year.

# Structure and governance

The Trust is a charitable company limited by guarantee governed by a board of eleven trustees.
New trustees receive an induction covering the garden, its finances and their legal duties.
"""

PDFS["tb/docs/arsrapport-2024.pdf"] = """
# Havtaxi AS (Oslo) - Årsrapport 2024

Havtaxi AS driver vanntaxi og rutebåter i indre Oslofjord, med base på Aker Brygge. Selskapet
hadde et godt år i 2024. Driftsinntektene økte til 84,2 mill. kr (2023: 77,5 mill. kr), og antall
passasjerer steg til 612 400 (2023: 571 900). Veksten kom særlig fra turister om sommeren og fra
faste avtaler med hoteller og konferansesentre.

# Nøkkeltall

|Beløp i NOK 1 000              2024        2023
|Driftsinntekter              84 215      77 480
|EBITDA                       15 120      13 960
|Driftsresultat                9 804       8 870
|Årsresultat                   6 912       6 105
|Passasjerer (antall)        612 400     571 900

Driftsresultatet ble 9,8 mill. kr. Årsresultatet ble 6,9 mill. kr, som foreslås overført til annen
egenkapital.

# Flåte og miljø

Ved utgangen av året hadde selskapet fjorten båter. Ni av dem er helelektriske. Oslo kommune
krever at alle båter i havnebassenget skal være utslippsfrie innen 2027.

# Finansiering

Selskapet har en byggelånsramme på inntil 40 mill. kr for nye elektriske båter, hvorav 12 mill.
kr var trukket per 31. desember 2024.

# Utsikter

Styret forventer fortsatt vekst i 2025 og har som mål å passere 90 mill. kr i driftsinntekter.
# Virksomheten

Havtaxi AS ble etablert i 2012 og har hovedkontor på Aker Brygge i Oslo. Selskapet tilbyr
vanntaxi på bestilling hele året og rutebåter til øyene i indre Oslofjord i sommersesongen.
Kundene er turister, fastboende på øyene, hoteller, konferansesentre og private selskaper som
leier båter til arrangementer.

# Arbeidsmiljø og likestilling

Selskapet hadde ved årets slutt 46 ansatte, hvorav 11 kvinner. I tillegg ble det ansatt
sesongarbeidere om sommeren. Sykefraværet var lavt. Alle skippere har gjennomført kurs i
sikkerhet og førstehjelp. Det har ikke vært alvorlige ulykker i 2024.

# Ytre miljø

Overgangen til elektriske båter reduserer utslippene av klimagasser og støy i havnebassenget.
Selskapet lader båtene med fornybar strøm fra ladestasjoner på Aker Brygge og i Bjørvika.

# Risiko

De viktigste risikoene er værforhold, som påvirker turisttrafikken om sommeren, prisen på strøm,
tilgang på kvalifiserte skippere og eventuelle endringer i kommunens regler for havnebassenget.
Selskapet har ingen valutarisiko av betydning.

# Fortsatt drift

Styret bekrefter at forutsetningen om fortsatt drift er til stede, og at årsregnskapet er
avlagt under denne forutsetningen.
"""

PDFS["rk/docs/annual-report-fy2024-25.pdf"] = """
# Chakra Swap Energy Private Limited - Annual Report 2024-25

Chakra Swap Energy runs battery-swapping stations for electric rickshaws in Rajasthan, Uttar
Pradesh and Madhya Pradesh. A driver rolls in with a discharged battery and leaves two minutes
later with a charged one, paying per swap.

For the financial year ended 31 March 2025, revenue from operations rose to INR 186.4 crore
(FY 2023-24: INR 121.7 crore). The company performed 2,14,60,000 swaps during the year, compared
with 1,43,20,000 in the previous year, and ended the year with 1,412 stations.

# Financial highlights

|(INR crore)                         FY 2024-25    FY 2023-24
|Revenue from operations                  186.4         121.7
|Gross margin                             31.2%         28.5%
|EBITDA                                     9.6         (4.1)
|EBITDA margin                             5.2%         -3.4%
|Net loss                                (23.8)        (31.5)

The company turned EBITDA-positive for the first time, helped by higher station utilisation and
lower battery-lease costs. After depreciation on batteries and stations and interest on lease
liabilities, the net loss narrowed to INR 23.8 crore (INR 2,380 lakh).

# Outlook

For FY 2025-26 management expects revenue of INR 260-280 crore and aims to reach net-profit
break-even in FY 2026-27. The company's lenders require net debt to stay below 3.0 times EBITDA
from FY 2026-27 onwards.

# Board

Ananya Rathore (Managing Director), Vikram Sethi (CFO), and three independent directors.
# Business model

Drivers of electric rickshaws usually own or rent their vehicle but not the battery. Chakra owns
the batteries, charges them at its stations and charges drivers a fee per swap. This lowers the
upfront cost of an electric rickshaw for the driver and removes the long charging stop in the
middle of a working day. Stations are located at fuel pumps, markets, bus depots and railway
stations, often on land leased from municipal bodies.

# Operations

Station utilisation improved during the year because drivers in Jaipur and Lucknow increasingly
rely on swaps for the full working day. The battery fleet was expanded, and the company introduced
a mobile app that shows drivers the nearest station with charged batteries in stock.

# Risks

Key risks include the cost and availability of lithium-ion cells, battery safety, changes in
state subsidies for electric three-wheelers, competition from fixed-battery vehicles with faster
charging, and the ability to find and lease suitable sites in dense city areas.

# Corporate governance

The board met six times during the year. The audit committee is chaired by an independent
director. The statutory auditors issued an unmodified opinion on the financial statements.
"""


def main():
    for rel, src in sorted(PDFS.items()):
        out = os.path.join(HERE, rel)
        os.makedirs(os.path.dirname(out), exist_ok=True)
        render(out, src)
        print("wrote", rel)


if __name__ == "__main__":
    main()
