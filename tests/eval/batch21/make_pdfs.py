# ruff: noqa: E501  (the documents' text, written as it reads)
"""Regenerate every PDF in batch21 with reportlab (deterministic, invariant=1).

Body text is Helvetica; tables are space-aligned Courier lines, the way text
comes out of a PDF. Only Latin-1 characters are used.

Run:  /work/main/.venv/bin/python /work/batch21/make_pdfs.py
"""

import os

from reportlab.lib.pagesizes import A4
from reportlab.lib.utils import simpleSplit
from reportlab.pdfgen import canvas

HERE = os.path.dirname(os.path.abspath(__file__))
DOCS = {}  # relative path -> list of (kind, text); kind in h1, h2, p, table


def render(path, blocks, title):
    c = canvas.Canvas(path, pagesize=A4, invariant=1)
    c.setTitle(title)
    width, height = A4
    margin = 50
    y = height - margin

    def need(h):
        nonlocal y
        if y - h < margin:
            c.showPage()
            y = height - margin

    for kind, text in blocks:
        text.encode("latin-1")  # PDFs must be Latin-1 only
        if kind in ("h1", "h2"):
            size = 15 if kind == "h1" else 12
            need(size + 10)
            c.setFont("Helvetica-Bold", size)
            c.drawString(margin, y, text)
            y -= size + 10
        elif kind == "p":
            lines = simpleSplit(text, "Helvetica", 10, width - 2 * margin)
            for ln in lines:
                need(14)
                c.setFont("Helvetica", 10)
                c.drawString(margin, y, ln)
                y -= 14
            y -= 6
        elif kind == "table":
            for ln in text.strip("\n").split("\n"):
                need(12)
                c.setFont("Courier", 8.5)
                c.drawString(margin, y, ln)
                y -= 12
            y -= 8
        else:
            raise ValueError(kind)
    c.save()


# ---------------------------------------------------------------- kehrwerk
DOCS["kehrwerk/docs/correction-notice-h1-2025.pdf"] = (
    "Kehrwerk correction notice",
    [
        ("h1", "Kehrwerk Schornsteinfeger eG - Correction notice"),
        (
            "p",
            "Esslingen, 22 September 2025. In the Member Bulletin for the first half of 2025 we stated "
            "that energy advisory contributed EUR 2.1 million to revenue in the half. That figure "
            "included EUR 0.2 million of subsidy-application fees that belong to sweeping and "
            "measurement work. The corrected figures for the first half of 2025 are shown below. "
            "Total revenue for the half is unchanged at EUR 8.9 million.",
        ),
        (
            "table",
            """
EUR million                     As published   Corrected
Sweeping and measurement                 5.4         5.6
Energy advisory                          2.1         1.9
Flue-system inspection                   1.4         1.4
Revenue, first half 2025                 8.9         8.9
""",
        ),
        (
            "p",
            "The corrected figures replace those in the bulletin. The error arose because the new "
            "billing software booked subsidy-application fees to the wrong service code; the "
            "mapping was fixed on 1 September 2025.",
        ),
        ("p", "The Board"),
    ],
)

# ---------------------------------------------------------------- kesar-valley
DOCS["kesar-valley/docs/annual-report-2024-25.pdf"] = (
    "Kesar Valley Agro Limited Annual Report 2024-25",
    [
        ("h1", "Kesar Valley Agro Limited - Annual Report 2024-25"),
        (
            "p",
            "Kesar Valley Agro Limited grows, dries and packs saffron on its own and contracted fields "
            "around Pampore in Jammu and Kashmir, and sells saffron threads in India and abroad, together "
            "with saffron teas and extracts. The financial year runs from 1 April to 31 March; this report "
            "covers the year ended 31 March 2025 (FY2024-25), with the year ended 31 March 2024 as comparative.",
        ),
        ("h2", "Directors' Report"),
        (
            "p",
            "Revenue from operations rose 18.1% to Rs. 48.62 crore, driven by higher export volumes to "
            "the Gulf and a better crop in the 2024 season. Export sales crossed Rs. 14 crore for the first "
            "time. Profit after tax increased to Rs. 5.98 crore. The Board recommends a dividend of Rs. 2.50 "
            "per equity share.",
        ),
        (
            "p",
            "During the year the Company commissioned a solar drying unit at Lethpora at a total cost of "
            "Rs. 3,25,40,000, financed from internal accruals. The unit dries the stigmas within six hours "
            "of picking, which preserves colour strength (crocin) and lets the Company sell more of its "
            "crop under the premium grade. Under the procurement policy approved by the Board, purchases "
            "from contract farmers are limited to Rs. 6 crore per season.",
        ),
        ("h2", "Financial highlights (Rs. in lakh)"),
        (
            "table",
            """
Rs. in lakh                           FY2024-25     FY2023-24
Revenue from operations                4,862.15      4,118.40
  Domestic saffron sales               2,905.60      2,540.10
  Export sales                         1,476.35      1,198.70
  Saffron teas and extracts              480.20        379.60
EBITDA                                 1,021.05        782.50
Depreciation and amortisation            186.40        171.30
EBIT                                     834.65        611.20
Profit after tax                         598.30        436.90
Permanent employees (number)                148           139
""",
        ),
        (
            "p",
            "In addition to permanent staff, around 1,100 seasonal pickers were engaged during the "
            "October-November harvest. Wages for pickers were raised by 8% for the 2024 season.",
        ),
        ("h2", "Markets and customers"),
        (
            "p",
            "Domestic sales are made through spice wholesalers in Delhi and Mumbai, through modern "
            "retail chains and through our own online store. Export customers are importers in the "
            "United Arab Emirates, Saudi Arabia and the United Kingdom, who buy Grade A1 threads in "
            "bulk and repack them under their own brands. Every export lot is tested for crocin, "
            "picrocrocin and safranal content and carries a GI tag for Kashmir saffron.",
        ),
        ("h2", "Risks"),
        (
            "p",
            "The main risks are the weather in September and October, adulteration of saffron in the "
            "market, which depresses prices for genuine produce, and the availability of skilled "
            "pickers. The Company pays pickers weekly and provides transport from nearby villages "
            "during the harvest.",
        ),
        ("h2", "Outlook"),
        (
            "p",
            "The Company has set itself a medium-term target of an EBITDA margin of 25%. Crop size "
            "remains dependent on rainfall in September, and the Board continues to invest in "
            "sprinkler irrigation to reduce this dependence.",
        ),
    ],
)

# ---------------------------------------------------------------- clairseach
DOCS["clairseach/docs/half-year-report-h1-2025-26.pdf"] = (
    "Clairseach Harps half-year report",
    [
        ("h1", "Cláirseach Harps Ltd - Half-year report"),
        ("p", "Six months to 31 December 2025 (first half of FY2025/26). Unaudited."),
        (
            "p",
            "Revenue for the half rose 11.6% to EUR 3.70 million, compared with EUR 3.32 million in "
            "the same half a year earlier. Pedal-harp revenue recovered as mechanism deliveries "
            "returned to normal, and lever-harp sales to music schools continued to grow. The "
            "rental and repairs business broke even at operating level in the half.",
        ),
        (
            "table",
            """
EUR thousand                 H1 FY2025/26   H1 FY2024/25    FY2024/25
Revenue                             3,702          3,318        6,800
  Lever harps                       1,880          1,702        3,412
  Pedal harps                       1,610          1,412        2,986
  Rental and repairs                  212            204          402
EBITDA                                498            431          911
Operating profit                      345            289          619
Share of loss of joint venture        (35)             -            -
""",
        ),
        (
            "p",
            "The share of loss of the joint venture relates to start-up costs of Mécanique "
            "Celtique SARL, formed with Moreau Harpes SAS in October 2025.",
        ),
        (
            "p",
            "Outlook: the Board expects full-year revenue of EUR 7.3 to 7.6 million for FY2025/26.",
        ),
    ],
)

# ---------------------------------------------------------------- montgolfieres
DOCS["montgolfieres/docs/fleet-safety-report-2025.pdf"] = (
    "Fleet and safety report 2025",
    [
        ("h1", "Montgolfières du Léman SA - Fleet and Safety Report 2025"),
        (
            "p",
            "This report is prepared each year for the Federal Office of Civil Aviation and for our "
            "insurers. It lists the hours flown by each balloon envelope, which determine the "
            "inspection cycle, and summarises safety events.",
        ),
        (
            "table",
            """
Balloon (reg.)   Envelope (m3)   Passengers   Hours 2025   Hours 2024
HB-QLM                   8,500            12        214.5        198.0
HB-QLN                   8,500            12        208.0        221.5
HB-QOE                  10,500            16        176.5        160.0
HB-QPA                   6,000             8        142.0        151.5
HB-QRS                  10,500            16        131.0            -
Other four balloons          -             -        512.5        488.0
Total                        -             -      1,384.5      1,219.0
""",
        ),
        (
            "p",
            "HB-QRS entered service in May 2025 and therefore has no hours for 2024. The fleet "
            "flew 1,384.5 hours in 2025, up from 1,219.0 hours a year earlier.",
        ),
        ("h2", "Safety events"),
        (
            "p",
            "There were two reportable events in 2025 (2024: three): one hard landing near "
            "Rossinière without injury and one burner valve failure detected during a pre-flight "
            "check. No passenger was injured. Every pilot completed the annual refresher course in March.",
        ),
    ],
)

# ---------------------------------------------------------------- tareverket
DOCS["tareverket/docs/arsrapport-2025.pdf"] = (
    "Tareverket Lofoten AS - Arsrapport 2025",
    [
        ("h1", "Tareverket Lofoten AS - Årsrapport 2025"),
        ("h2", "Styrets beretning"),
        (
            "p",
            "Tareverket Lofoten AS dyrker og høster tare i Vestfjorden og Lofoten, og foredler taren "
            "til mat, dyrefôr og alginat ved anlegget i Sortland. Selskapet har hovedkontor i "
            "Svolvær. Regnskapsåret følger kalenderåret.",
        ),
        (
            "p",
            "Salgsinntektene økte til NOK 64,3 millioner i 2025 (2024: NOK 58,9 millioner). "
            "EBITDA-marginen ble 15,3 prosent og driftsmarginen 6,7 prosent. Bruttomarginen var "
            "41,2 prosent. Årsresultatet ble NOK 2,9 millioner.",
        ),
        (
            "p",
            "Styret besluttet i 2025 å bygge et bioraffineri i Sortland for å utnytte hele "
            "taren: alginat til næringsmiddelindustrien og restråstoff til gjødsel, slik at "
            "ingenting av høsten går til spille. Anlegget skal stå ferdig høsten 2026.",
        ),
        ("h2", "Resultatregnskap i sammendrag (beløp i NOK 1 000)"),
        (
            "table",
            """
Beløp i NOK 1 000                      2025          2024
Salgsinntekter                       64 312        58 905
  Mat og ingredienser                38 540        34 760
  Dyrefôr                            14 182        13 415
  Alginat og ekstrakter              11 590        10 730
Varekostnad                         -37 815       -35 047
Bruttofortjeneste                    26 497        23 858
EBITDA                                9 840         8 120
Avskrivninger                        -5 530        -4 860
Driftsresultat                        4 310         3 260
Årsresultat                           2 905         2 188
Antall ansatte (årsverk)                 58            54
""",
        ),
        ("h2", "Marked og kunder"),
        (
            "p",
            "Om lag 60 prosent av salget går til matprodusenter i Norge, Danmark og Tyskland, som bruker "
            "blancert og frossen tare i supper, salater og krydderblandinger. Dyrefôr selges til "
            "fôrprodusenter for laks og storfe, og alginat leveres til næringsmiddel- og "
            "kosmetikkindustrien.",
        ),
        ("h2", "Drift og medarbeidere"),
        (
            "p",
            "Taren dyrkes på tau som settes ut om høsten og høstes fra april til juni, med en mindre "
            "sensommerhøst av sukkertare. Selskapet har to høstefartøyer og leier inn et tredje i "
            "høysesongen. Antall årsverk økte til 58, blant annet fordi anlegget i Sortland nå går i "
            "to skift gjennom hele høstesesongen. Sykefraværet var lavt, og det var ingen skader med "
            "fravær i 2025.",
        ),
        (
            "p",
            "Selskapet samarbeider med Frøya Tang AS, som dyrker tare på Frøya og selger hele "
            "høsten til Tareverket under en femårig avtale. Partnerens høst inngår ikke i tallene "
            "for egen høst.",
        ),
        ("h2", "Risiko"),
        (
            "p",
            "De viktigste risikoene er vær og sjøtemperatur, som påvirker veksten, og prisene på "
            "energi til tørking. Selskapet har forsikret anleggene mot stormskader og har avtale om "
            "levering av spillvarme fra et naboanlegg i Sortland.",
        ),
        (
            "p",
            "Selskapets konsesjon tillater høsting av inntil 3 000 tonn våtvekt per år. "
            "Styret foreslår et utbytte på NOK 0,80 per aksje.",
        ),
        ("p", "Svolvær, 20. mars 2026. Styret i Tareverket Lofoten AS"),
    ],
)

# ---------------------------------------------------------------- nantlle
DOCS["nantlle/docs/annual-report-2024-25.pdf"] = (
    "Nantlle Slate Ltd Annual Report 2024/25",
    [
        ("h1", "Nantlle Slate Ltd - Annual Report and Accounts 2024/25"),
        (
            "p",
            "Nantlle Slate Ltd quarries and splits roofing slate in the Nantlle Valley, Gwynedd, and sells "
            "architectural slate, flooring and crushed slate aggregates. The financial year ends on "
            "31 March; this report covers the year to 31 March 2025, with the year to 31 March 2024 as "
            "comparative.",
        ),
        ("h2", "Strategic report"),
        (
            "p",
            "Revenue grew 9.5% to GBP 14.8 million. Demand for natural roofing slate for heritage "
            "re-roofing in England stayed strong, and our architectural range won its first large "
            "order for a civic building in Cardiff. Operating margin rose to 11.2% from 9.6%, helped "
            "by the new diamond wire saw, which cut block waste in the primary sawing shed.",
        ),
        (
            "table",
            """
GBP 000                                FY2024/25    FY2023/24
Revenue - roofing slate                   10,240        9,310
Revenue - architectural and flooring       3,150        2,960
Revenue - aggregates and crushed slate     1,430        1,270
Total revenue                             14,820       13,540
Operating profit                           1,660        1,300
Operating margin                           11.2%         9.6%
Profit after tax                           1,205          948
Roofing slate sold (tonnes)                8,960        8,410
Employees at 31 March                         86           82
""",
        ),
        ("h2", "Markets"),
        (
            "p",
            "About two thirds of roofing slate is sold to merchants and contractors in England, mainly "
            "for the repair of listed buildings and conservation areas, where natural Welsh slate is "
            "often required by planning authorities. The rest is sold in Wales and Ireland. Architectural "
            "slate is sold for flooring, cladding and worktops; aggregates are sold locally because "
            "transport costs make longer hauls uneconomic.",
        ),
        ("h2", "People and community"),
        (
            "p",
            "Employment rose to 86. The splitting sheds are the heart of the business: a skilled "
            "splitter takes four to five years to train, and we now run a formal apprenticeship with "
            "Coleg Meirion-Dwyfor. We support the slate heritage trail through the valley and open the "
            "quarry to visitors on two days each summer. Welsh is the everyday working language on site.",
        ),
        (
            "p",
            "Health and safety remains our first priority. The lost-time injury rate fell during the "
            "year, and all blasting is now planned with digital drill-hole surveys.",
        ),
        ("h2", "Principal risks"),
        (
            "p",
            "The principal risks are the geology of the vein, which can change quickly, the weather, "
            "which stops blasting and splitting outdoors, and competition from imported slate. The "
            "Board mitigates geological risk through a programme of test drilling ahead of each "
            "new gallery.",
        ),
        (
            "p",
            "The planning permission for the quarry allows extraction until 2042. The Board expects "
            "revenue of GBP 15.5 million to GBP 16.0 million for 2025/26.",
        ),
        ("p", "Approved by the Board on 18 July 2025. Gwenllian Pritchard, Managing Director."),
    ],
)

# ---------------------------------------------------------------- spoorwerk
DOCS["spoorwerk/docs/product-factsheet-2025.pdf"] = (
    "Spoorwerk product factsheet 2025",
    [
        ("h1", "Spoorwerk Modelbouw B.V. - Product Factsheet 2025"),
        (
            "p",
            "Spoorwerk models are sold through specialist dealers in the Benelux, Germany and Austria "
            "and through our own webshop. This factsheet shows revenue and units sold by scale. "
            "Units are locomotives, coaches and wagons; track and scenery are counted under accessories.",
        ),
        ("h2", "Revenue by scale, 2025 (EUR thousand)"),
        (
            "table",
            """
Scale                     Revenue 2025     Share
H0 (1:87)                       14,420     61.1%
N (1:160)                        6,850         -
Z (1:220)                        1,140      4.8%
Accessories and digital          1,202      5.1%
Total                           23,612    100.0%
""",
        ),
        ("h2", "Units sold by scale"),
        (
            "table",
            """
Scale              2025        2024        2023
H0               48,200      46,900      45,100
N                31,600      29,800      27,450
Z                 4,900       5,300       5,650
""",
        ),
        (
            "p",
            "N scale is our fastest-growing range: units sold rose 6.0% in 2025. Z scale continues "
            "to decline as collectors age; no new Z-scale models are planned.",
        ),
    ],
)

# ---------------------------------------------------------------- lasbolaget
DOCS["lasbolaget/docs/arsredovisning-2024-25.pdf"] = (
    "Lasbolaget AB arsredovisning 2024/25",
    [
        ("h1", "Låsbolaget AB - Årsredovisning 2024/25"),
        (
            "p",
            "Låsbolaget AB är en grossist för lås, nycklar, beslag och passersystem med kunder bland "
            "låssmeder, bygghandel och fastighetsägare i Sverige. Räkenskapsåret omfattar perioden "
            "1 maj 2024 - 30 april 2025. Jämförelsetalen avser räkenskapsåret 1 maj 2023 - 30 april 2024.",
        ),
        ("h2", "VD har ordet"),
        (
            "p",
            "Nettoomsättningen ökade till 412,6 MSEK (388,1 MSEK). Elektroniska lås och passersystem "
            "växte med 23,9 %, medan försäljningen av mekaniska lås och cylindrar minskade med 4,2 % "
            "när fastighetsägarna byter till digitala lösningar. Rörelseresultatet uppgick till 31,4 MSEK, "
            "vilket motsvarar en rörelsemarginal på 7,6 %.",
        ),
        (
            "p",
            "Under året tog vi beslut om ett nytt centrallager i Jönköping. Vi bygger det för att kunna "
            "leverera till alla låssmeder i Sverige inom 24 timmar, vilket i dag bara gäller för kunder i "
            "Stockholms- och Mälardalsregionen.",
        ),
        ("h2", "Resultaträkning i sammandrag (MSEK)"),
        (
            "table",
            """
MSEK                                      2024/25      2023/24
Nettoomsättning                             412,6        388,1
  Mekaniska lås och cylindrar               168,2        175,6
  Elektroniska lås och passersystem         121,9         98,4
  Nycklar och nyckelämnen                    64,3         61,8
  Beslag och dörrstängare                    58,2         52,3
EBITDA                                       44,2         39,8
Avskrivningar                               -12,8        -11,9
Rörelseresultat                              31,4         27,9
Rörelsemarginal, %                            7,6          7,2
Medelantal anställda                          126          119
""",
        ),
        ("h2", "Marknad och kunder"),
        (
            "p",
            "Låssmeder står för mer än hälften av försäljningen. De köper cylindrar, nyckelämnen, "
            "beslag och allt oftare elektroniska lås och passersystem till bostadsrättsföreningar och "
            "kommersiella fastigheter. Bygghandeln och fastighetsägarna köper främst beslag och "
            "dörrstängare till nyproduktion och renoveringar.",
        ),
        ("h2", "Risker"),
        (
            "p",
            "De största riskerna är en svag byggmarknad, leverantörernas beslut att sälja direkt till "
            "stora kunder och valutakursen mot euron, eftersom en stor del av sortimentet köps in från "
            "Tyskland och Finland. Bolaget säkrar en del av sina införselbetalningar.",
        ),
        ("h2", "Medarbetare och hållbarhet"),
        (
            "p",
            "Medelantalet anställda ökade till 126. Vi har under året utbildat samtliga säljare i "
            "elektroniska passersystem och inrättat en teknisk supportgrupp som hjälper låssmederna "
            "vid installationer. Transporterna från lagret i Bromma samordnas med två fraktbolag, och "
            "andelen leveranser med eldrivna lastbilar i Stockholmsområdet ökade under året. Vi har "
            "också börjat ta tillbaka uttjänta elektroniska lås för återvinning av batterier och "
            "kretskort, i samarbete med två av våra största leverantörer.",
        ),
        ("h2", "Bolagsstyrning"),
        (
            "p",
            "Styrelsen består av fem ledamöter, varav två oberoende i förhållande till ägarna. "
            "Styrelsen har under räkenskapsåret haft åtta sammanträden. Bolaget ägs av grundarfamiljen "
            "och av personalstiftelsen.",
        ),
        ("h2", "Finansiella mål"),
        (
            "p",
            "Styrelsens långsiktiga mål är att bruttomarginalen ska överstiga 35 % och att "
            "elektroniska lås ska stå för minst 30 % av nettoomsättningen år 2027/28. "
            "Bolagets checkkredit har en limit på 40 MSEK.",
        ),
    ],
)

# ---------------------------------------------------------------- terreau-boreal
DOCS["terreau-boreal/docs/rapport-annuel-2025.pdf"] = (
    "Terreau Boreal inc. Rapport annuel 2025",
    [
        ("h1", "Terreau Boréal inc. - Rapport annuel 2025"),
        (
            "p",
            "Terreau Boréal inc. fabrique des terreaux et composts sans tourbe à partir d'écorces de "
            "scieries, de résidus verts municipaux et de fumier, à son usine de Saint-Félicien "
            "(Québec). L'exercice 2025 couvre la période du 1er septembre 2024 au 31 août 2025.",
        ),
        ("h2", "Message de la présidente"),
        (
            "p",
            "Le chiffre d'affaires a atteint 24,8 M$ (2024 : 22,0 M$), porté par les ventes de terreaux "
            "en sacs dans les quincailleries et par de nouveaux contrats de vrac avec des municipalités. "
            "Le BAIIA s'est élevé à 3,9 M$ et le résultat net à 1,5 M$. Nous avons vendu "
            "2,41 millions de sacs.",
        ),
        (
            "p",
            "Nous avons choisi dès notre fondation de ne pas utiliser de tourbe, parce que l'extraction "
            "de tourbe libère le carbone stocké dans les tourbières depuis des milliers d'années. "
            "Nos écorces compostées offrent la même rétention d'eau pour les jardiniers.",
        ),
        ("h2", "Faits saillants financiers (en milliers de dollars)"),
        (
            "table",
            """
en milliers de dollars                    2025        2024
Chiffre d'affaires                      24 812      21 965
  Terreaux en sacs (détail)             15 340      13 880
  Vrac (paysagistes, municipalités)      7 212       6 105
  Frais de réception de résidus          2 260       1 980
BAIIA                                    3 905       3 120
Amortissement                           (1 640)     (1 505)
BAII                                     2 265       1 615
Résultat net                             1 488       1 002
""",
        ),
        ("h2", "Marchés et approvisionnement"),
        (
            "p",
            "Nos terreaux en sacs sont vendus dans les quincailleries et les centres de jardinage du "
            "Québec et de l'Ontario. Le vrac est livré aux paysagistes et aux municipalités pour "
            "l'aménagement de parcs et de terre-pleins. Les écorces proviennent de deux scieries du "
            "Lac-Saint-Jean avec lesquelles nous avons des contrats de cinq ans; les résidus verts "
            "sont livrés par les municipalités de la région, qui nous paient des frais de réception.",
        ),
        ("h2", "Personnel et communauté"),
        (
            "p",
            "L'entreprise comptait 118 employés à la fin de l'exercice, dont une vingtaine de "
            "travailleurs saisonniers au printemps pour l'ensachage. Nous offrons des visites de "
            "l'usine aux écoles de la région et avons financé un jardin communautaire à "
            "Saint-Félicien. Les odeurs restent le principal sujet de plainte des voisins; le "
            "nouveau biofiltre installé en 2025 les a sensiblement réduites.",
        ),
        ("h2", "Risques"),
        (
            "p",
            "Les principaux risques sont la météo printanière, qui détermine la saison de jardinage, la "
            "fermeture possible d'une scierie fournisseuse et la concurrence des terreaux à base de "
            "tourbe, souvent moins chers.",
        ),
        (
            "p",
            "La capacité autorisée du site par le ministère de l'Environnement est plafonnée à "
            "120 000 tonnes de résidus par an. Nous avons reçu 96 400 tonnes en 2025.",
        ),
        ("p", "Saint-Félicien, novembre 2025. Isabelle Gagnon, présidente."),
    ],
)

# ---------------------------------------------------------------- main


def main():
    for rel, (title, blocks) in sorted(DOCS.items()):
        out = os.path.join(HERE, rel)
        os.makedirs(os.path.dirname(out), exist_ok=True)
        render(out, blocks, title)
        print("wrote", rel)


if __name__ == "__main__":
    main()
