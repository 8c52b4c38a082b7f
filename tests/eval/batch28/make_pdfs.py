# ruff: noqa: E501
# ruff: noqa: RUF100
"""Regenerate every PDF of batch 28 with reportlab (deterministic, invariant=1).

Body text is Helvetica; tables are space-aligned Courier lines. Latin-1 only.
Run: /work/main/.venv/bin/python make_pdfs.py
"""

from pathlib import Path

from reportlab.lib.pagesizes import A4
from reportlab.lib.utils import simpleSplit
from reportlab.pdfgen import canvas

HERE = Path(__file__).resolve().parent
PDFS = {}


def render(rel, blocks):
    out = HERE / (rel + ".pdf")
    out.parent.mkdir(parents=True, exist_ok=True)
    c = canvas.Canvas(str(out), pagesize=A4, invariant=1)
    width, height = A4
    left, top, bottom = 56, height - 60, 60
    y = top

    def need(h):
        nonlocal y
        if y - h < bottom:
            c.showPage()
            y = top

    for kind, content in blocks:
        if kind == "title":
            need(30)
            c.setFont("Helvetica-Bold", 15)
            for line in simpleSplit(content, "Helvetica-Bold", 15, width - 2 * left):
                c.drawString(left, y, line)
                y -= 19
            y -= 6
        elif kind == "h":
            need(24)
            c.setFont("Helvetica-Bold", 11.5)
            c.drawString(left, y, content)
            y -= 17
        elif kind == "p":
            for line in simpleSplit(content, "Helvetica", 10, width - 2 * left):
                need(14)
                c.setFont("Helvetica", 10)
                c.drawString(left, y, line)
                y -= 13.5
            y -= 6
        elif kind == "t":
            for line in content:
                need(12)
                c.setFont("Courier", 8.6)
                c.drawString(left, y, line)
                y -= 11
            y -= 8
        else:
            raise ValueError(kind)
    c.save()
    return out


def main():
    for rel, blocks in PDFS.items():
        for _kind, content in blocks:
            text = "\n".join(content) if isinstance(content, list) else content
            text.encode("latin-1")
        print("wrote", render(rel, blocks).relative_to(HERE))


PDFS["tug/docs/annual-report-2025"] = [
    ("title", "Øresund Bugsering A/S - Annual Report 2025"),
    (
        "p",
        "Øresund Bugsering A/S provides harbour towage, escort towage and emergency response services in the Øresund region, operating from bases in Copenhagen, Helsingør, Malmö and Kalundborg. This report covers the financial year 1 January to 31 December 2025. All amounts are in DKK million unless otherwise stated.",
    ),
    ("h", "Letter from the CEO"),
    (
        "p",
        "2025 was a year of steady growth for the company. Vessel calls in our ports were higher than expected, and the escort segment benefited from larger tankers transiting the Sound. Revenue rose to DKK 1,284.6 million, an increase of 7.3% on the previous year, and EBITDA reached DKK 352.9 million. Operating profit (EBIT) grew to DKK 188.2 million, while net profit for the year was DKK 121.7 million.",
    ),
    (
        "p",
        "We carried out 18,420 towage jobs during the year, compared with 17,655 in 2024. At year end the fleet comprised 22 tugs in service, including the first battery-hybrid tug, Havørn, delivered in September. Two further hybrid tugs are on order for delivery in 2026 and 2027.",
    ),
    ("h", "Five-line financial summary"),
    (
        "t",
        [
            "DKK million                     2025       2024       2023",
            "Revenue                      1,284.6    1,197.3    1,102.8",
            "EBITDA                         352.9      318.4      287.0",
            "EBIT                           188.2      171.5      149.6",
            "Net profit for the year        121.7      109.8       92.4",
            "Capital expenditure            214.0      133.6       97.1",
            "Towage jobs (number)          18,420     17,655     16,980",
            "Employees at 31 December         412        398        385",
        ],
    ),
    ("h", "Segments"),
    (
        "p",
        "Harbour towage contributed revenue of DKK 812.3 million (2024: DKK 771.0 million). Escort towage contributed DKK 338.9 million (2024: DKK 305.6 million), and emergency response and other services contributed DKK 133.4 million (2024: DKK 120.7 million).",
    ),
    (
        "t",
        [
            "Revenue by segment, DKK million         2025       2024",
            "Harbour towage                         812.3      771.0",
            "Escort towage                          338.9      305.6",
            "Emergency response and other           133.4      120.7",
            "Total                                1,284.6    1,197.3",
        ],
    ),
    ("h", "Financing"),
    (
        "p",
        "Net interest-bearing debt was DKK 611.4 million at 31 December 2025 (2024: DKK 548.9 million). Our bank facility contains a covenant that caps net interest-bearing debt at 3.5 times EBITDA; at year end the ratio was 1.7 times. The revolving credit facility of DKK 400 million was undrawn.",
    ),
    ("h", "Outlook for 2026"),
    (
        "p",
        "For 2026 the board expects revenue of DKK 1,340-1,390 million and EBIT of DKK 195-210 million, assuming traffic volumes in line with 2025. The outlook does not include the effect of any acquisitions.",
    ),
    ("h", "Sustainability"),
    (
        "p",
        "Fuel consumption per towage job fell by 4.1% as the hybrid tug entered service and crews completed eco-driving training. Lost-time injuries were two (2024: three).",
    ),
    ("h", "Risk management"),
    (
        "p",
        "The main risks to the business are lower vessel traffic through the Sound, the loss of a harbour towage concession, fuel price volatility and the availability of qualified masters and engineers. Harbour towage concessions in Copenhagen and Malmö run until 2029 and 2031 respectively; the Helsingør concession was renewed in May for a further seven years. Fuel costs are passed on to customers through a bunker adjustment clause with a delay of one quarter, and around half of expected consumption for the coming year is hedged.",
    ),
    ("h", "People"),
    (
        "p",
        "Crews work a two-weeks-on, two-weeks-off rota. We continued the apprentice programme for deckhands with the maritime school in Svendborg, and four engineers completed training in the operation and maintenance of battery systems. Sickness absence fell slightly. The company signed a new collective agreement with the seafarers' union in June, running until 2028.",
    ),
    ("h", "Corporate governance"),
    (
        "p",
        "The board consists of six members elected by the general meeting and two members elected by the employees. The board met nine times during the year. The audit committee reviewed the treatment of the hybrid newbuildings in the accounts and the valuation of the older tugs held for sale, and concluded that no impairment was required.",
    ),
]

PDFS["cocoa/docs/geschaeftsbericht-2024-25"] = [
    ("title", "Kakaomühle Elbtal GmbH - Geschäftsbericht 2024/25"),
    (
        "p",
        "Geschäftsjahr vom 1. Oktober 2024 bis 30. September 2025. Die Kakaomühle Elbtal GmbH mit Sitz in Pirna vermahlt Rohkakao zu Kakaomasse, Kakaobutter und Kakaopulver für die Süßwaren- und Lebensmittelindustrie in Europa.",
    ),
    ("h", "Bericht der Geschäftsführung"),
    (
        "p",
        "Das Geschäftsjahr 2024/25 war geprägt von historisch hohen Rohkakaopreisen. Die Weitergabe der gestiegenen Einstandspreise an unsere Kunden führte zu einem starken Anstieg der Umsatzerlöse auf 2.312,4 Mio. EUR (Vorjahr: 1.684,7 Mio. EUR). Damit überschritt der Umsatz erstmals die Marke von 2,3 Mrd. EUR. Das EBITDA erhöhte sich auf 148,9 Mio. EUR, das operative Ergebnis (EBIT) auf 96,2 Mio. EUR (Vorjahr: 78,5 Mio. EUR).",
    ),
    (
        "p",
        "Die Vermahlungsmenge stieg um 3,5 % auf 182.500 Tonnen. Die Zahl der Mitarbeiterinnen und Mitarbeiter lag zum Stichtag bei 640 (Vorjahr: 612).",
    ),
    ("h", "Kennzahlen im Überblick"),
    (
        "t",
        [
            "in Mio. EUR                        2024/25      2023/24",
            "Umsatzerlöse                       2.312,4      1.684,7",
            "EBITDA                               148,9        121,3",
            "EBIT                                  96,2         78,5",
            "Jahresüberschuss                      61,8         49,0",
            "Investitionen                         38,7         29,4",
            "Vermahlungsmenge (Tonnen)          182.500      176.300",
            "Mitarbeiter (30.09.)                   640          612",
        ],
    ),
    ("h", "Entwicklung der Segmente"),
    (
        "p",
        "Das Segment Kakaobutter erzielte einen Umsatz von 1.204,8 Mio. EUR und ein operatives Ergebnis von 71,5 Mio. EUR. Das Segment Kakaomasse trug 781,3 Mio. EUR zum Umsatz und 28,1 Mio. EUR zum operativen Ergebnis bei. Das Segment Kakaopulver verzeichnete bei einem Umsatz von 326,3 Mio. EUR ein operatives Ergebnis von -3,4 Mio. EUR (Vorjahr: 1,2 Mio. EUR), da die Pulverpreise den gestiegenen Bohnenkosten nur verzögert folgten.",
    ),
    (
        "t",
        [
            "Segmente 2024/25, in Mio. EUR      Umsatz     Operatives Ergebnis",
            "Kakaobutter                        1.204,8                   71,5",
            "Kakaomasse                           781,3                   28,1",
            "Kakaopulver                          326,3                   -3,4",
            "Summe                              2.312,4                   96,2",
        ],
    ),
    ("h", "Finanzierung"),
    (
        "p",
        "Zur Finanzierung des höheren Working Capitals wurde der Konsortialkredit auf 650 Mio. EUR aufgestockt; die Kreditlinie darf höchstens bis zu diesem Rahmen in Anspruch genommen werden. Zum 30. September 2025 waren 412,0 Mio. EUR gezogen. Die Eigenkapitalquote sank auf 31,6 % (Vorjahr: 36,9 %).",
    ),
    ("h", "Prognose"),
    (
        "p",
        "Für das Geschäftsjahr 2025/26 erwartet die Geschäftsführung eine Vermahlungsmenge auf Vorjahresniveau und ein EBIT zwischen 85 und 95 Mio. EUR. Die Umsatzentwicklung hängt maßgeblich vom Rohkakaopreis ab und wird daher nicht prognostiziert.",
    ),
    ("h", "Nachhaltigkeit"),
    (
        "p",
        "Der Anteil zertifizierter Kakaobohnen wird im Nachhaltigkeitsbericht 2024/25 gesondert dargestellt.",
    ),
    ("h", "Risikobericht"),
    (
        "p",
        "Die wesentlichen Risiken der Gesellschaft liegen in der Entwicklung der Rohkakaopreise, in Wechselkursschwankungen des US-Dollars und des Britischen Pfunds, in denen Kakaobohnen an den Terminbörsen gehandelt werden, sowie in der Verfügbarkeit zertifizierter Bohnen. Preisrisiken aus dem Einkauf werden grundsätzlich durch Terminkontrakte abgesichert; offene Positionen sind nur innerhalb enger, vom Aufsichtsrat genehmigter Grenzen zulässig. Ab Ende 2025 gilt zudem die EU-Verordnung über entwaldungsfreie Lieferketten, deren Anforderungen an die Rückverfolgbarkeit wir bereits weitgehend erfüllen.",
    ),
    ("h", "Mitarbeiterinnen und Mitarbeiter"),
    (
        "p",
        "Der Personalaufbau betraf vor allem die Qualitätssicherung und das Labor in Pirna sowie die zweite Schicht an der Röstanlage in Riesa. Die Gesellschaft bildet derzeit 24 junge Menschen in den Berufen Fachkraft für Lebensmitteltechnik, Industriemechaniker und Industriekaufmann aus.",
    ),
    ("h", "Corporate Governance"),
    (
        "p",
        "Der Aufsichtsrat besteht aus sechs Mitgliedern, davon zwei Arbeitnehmervertreter. Er trat im Berichtsjahr zu fünf ordentlichen Sitzungen und zwei außerordentlichen Sitzungen zusammen, die sich insbesondere mit der Erhöhung des Konsortialkredits befassten.",
    ),
]

PDFS["wool/docs/annual-report-fy2025"] = [
    ("title", "Fleecetherm Limited - Annual Report for the year ended 30 June 2025"),
    (
        "p",
        "Fleecetherm Limited manufactures thermal and acoustic insulation from New Zealand strong wool at its plant in Feilding, Manawatu. Our products are sold through building merchants in New Zealand and Australia. In this report FY2025 refers to the year ended 30 June 2025 and FY2024 to the year ended 30 June 2024.",
    ),
    ("h", "Chair and Chief Executive's review"),
    (
        "p",
        "FY2025 was a difficult year. Residential building consents in New Zealand fell sharply, and merchants ran down their stocks. Sales declined 8.1% to $48.6 million, and we recorded a net loss of $2.3 million, compared with a net profit of $1.1 million in FY2024. Gross margin narrowed to 35.0% from 37.5% because the plant ran below capacity for much of the year and wool prices rose in the second half.",
    ),
    (
        "p",
        "We responded by reducing headcount from 236 to 214, closing the Christchurch warehouse and moving to a single shift between February and May. Acoustic panels, launched two years ago for schools and offices, were the one product line that grew.",
    ),
    ("h", "Financial summary"),
    (
        "p",
        "The table below is presented in thousands of New Zealand dollars (NZ$000). Figures in brackets are negative.",
    ),
    (
        "t",
        [
            "NZ$000                              FY2025        FY2024",
            "Revenue                             48,612        52,904",
            "Gross profit                        17,015        19,838",
            "Gross margin                         35.0%         37.5%",
            "EBITDA                               2,140         5,327",
            "EBITDA margin                         4.4%         10.1%",
            "EBIT                                (1,486)        1,905",
            "Net profit / (loss) after tax       (2,318)        1,102",
            "Export revenue (Australia)          11,430        12,870",
            "Employees at 30 June                   214           236",
        ],
    ),
    ("h", "Volumes"),
    (
        "p",
        "We sold 1.84 million square metres of insulation in FY2025 (FY2024: 2.02 million square metres). Wool purchased fell to 3,950 tonnes from 4,310 tonnes.",
    ),
    ("h", "Funding"),
    (
        "p",
        "Our bank has agreed to relax the interest cover covenant for FY2026. Borrowings were $9.8 million at 30 June 2025, within the facility limit of $14 million. No dividend will be paid for FY2025 (FY2024: 2.0 cents per share).",
    ),
    ("h", "Outlook"),
    (
        "p",
        "We expect FY2026 revenue of between $50 million and $54 million and a return to a small net profit, supported by the Warm Homes retrofit programme and new merchant listings in Queensland. The Board has set a target gross margin of 38% by FY2027.",
    ),
    ("h", "Sustainability"),
    (
        "p",
        "Wool is renewable and biodegradable, and our insulation contains no glass fibre. During the year we completed an independent life-cycle assessment of our wall batts, which found embodied carbon around 40% lower than for comparable glass-wool products. All of our wool is bought from New Zealand farms through two regional wool brokers, and we pay a premium for wool from farms in the national sustainability assurance scheme.",
    ),
    ("h", "Principal risks"),
    (
        "p",
        "The principal risks are the level of residential construction, competition from imported polyester and glass-wool products, the price of strong wool and the exchange rate between the New Zealand and Australian dollars. A fall in building consents affects our sales with a lag of about six months. We do not hedge wool purchases, but we hold around three months of wool stock.",
    ),
    ("h", "Governance"),
    (
        "p",
        "The Board has five directors, four of whom are independent. Hana Ruatapu retired from the Board at the 2024 annual meeting and was replaced by Simon Grieve, a former building-products executive. The Audit and Risk Committee met four times and reviewed the going-concern assessment in light of the FY2025 loss.",
    ),
]

PDFS["vet/docs/rapport-annuel-2025"] = [
    ("title", "Vetalpa SA - Rapport annuel 2025"),
    (
        "p",
        "Vetalpa SA, dont le siège est à Lausanne, exploite un réseau de cliniques vétérinaires pour animaux de compagnie et chevaux en Suisse romande et au Tessin. L'exercice couvre la période du 1er janvier au 31 décembre 2025.",
    ),
    ("h", "Message du président du conseil d'administration"),
    (
        "p",
        "L'année 2025 a été marquée par une forte croissance. Nous avons ouvert quatre nouvelles cliniques, à Morges, Bulle, Sion et Lugano, ce qui porte notre réseau à 31 cliniques à la fin de l'exercice. Le chiffre d'affaires a progressé de 10,9 % pour atteindre CHF 84,7 millions. L'EBITDA s'est élevé à CHF 12,4 millions, soit une marge EBITDA de 14,6 % (2024: 14,4 %).",
    ),
    (
        "p",
        "Le nombre de consultations a augmenté à 412'600, réalisées par 238 vétérinaires en équivalents plein temps (2024: 211). Le recrutement de vétérinaires reste notre principal défi; nous avons donc lancé un programme de formation pour assistantes et assistants en médecine vétérinaire avec la Haute école de Zollikofen.",
    ),
    ("h", "Chiffres clés"),
    (
        "p",
        "Les montants du tableau ci-dessous sont exprimés en milliers de francs suisses (en milliers de CHF).",
    ),
    (
        "t",
        [
            "en milliers de CHF                  2025           2024",
            "Chiffre d'affaires                84'712         76'385",
            "EBITDA                            12'406         11'018",
            "Résultat d'exploitation (EBIT)     7'215          6'630",
            "Résultat net                       5'148          4'902",
            "Investissements                    9'870          6'245",
            "Cliniques au 31 décembre              31             27",
            "Vétérinaires (EPT)                   238            211",
            "Consultations                    412'600        371'900",
        ],
    ),
    ("h", "Financement"),
    (
        "p",
        "La dette nette s'établissait à CHF 21,3 millions au 31 décembre 2025. La convention de crédit limite l'endettement net à 3,0 fois l'EBITDA; le ratio effectif était de 1,7 fois. Le conseil d'administration propose un dividende de CHF 2.40 par action (2024: CHF 2.20).",
    ),
    ("h", "Perspectives"),
    (
        "p",
        "Pour 2026, Vetalpa SA prévoit l'ouverture de trois à cinq cliniques supplémentaires et vise un chiffre d'affaires d'environ CHF 95 millions. Le conseil d'administration a fixé un objectif de marge EBITDA de 16 % à moyen terme.",
    ),
    ("h", "Collaborateurs"),
    (
        "p",
        "À la fin de l'année, Vetalpa SA employait 612 collaboratrices et collaborateurs, dont 71 % à temps partiel. La rotation du personnel a baissé à 14,2 % (2024: 17,8 %).",
    ),
    ("h", "Qualité des soins"),
    (
        "p",
        "Toutes nos cliniques appliquent les mêmes protocoles d'anesthésie et de gestion de la douleur, revus chaque année par notre comité médical. En 2025, nous avons introduit un dossier patient électronique commun à l'ensemble du réseau, qui permet aux propriétaires de consulter les résultats d'analyses et les rappels de vaccination en ligne. Le taux de satisfaction mesuré après les consultations s'est maintenu à un niveau élevé.",
    ),
    ("h", "Gestion des risques"),
    (
        "p",
        "Les principaux risques sont la pénurie de vétérinaires qualifiés, la concurrence de groupes internationaux qui rachètent des cabinets indépendants, l'évolution des prix des médicaments et les risques informatiques liés au nouveau dossier patient. Le conseil d'administration examine la cartographie des risques deux fois par an.",
    ),
    ("h", "Gouvernance"),
    (
        "p",
        "Le conseil d'administration compte sept membres, dont trois vétérinaires praticiens. Il s'est réuni huit fois en 2025. Le comité d'audit a examiné en particulier la comptabilisation des acquisitions de cabinets et l'évaluation des goodwills correspondants.",
    ),
]

PDFS["rice/docs/annual-report-fy2024-25"] = [
    ("title", "Godavari Agro Rice Mills Limited - Annual Report 2024-25"),
    (
        "p",
        'Godavari Agro Rice Mills Limited ("the Company") mills paddy into basmati and non-basmati rice at its plants in Rajahmundry (Andhra Pradesh) and Karnal (Haryana), and sells packaged rice in India and in 23 export markets. The financial year runs from 1 April to 31 March; FY2024-25 is the year ended 31 March 2025.',
    ),
    ("h", "Directors' Report - Financial highlights"),
    (
        "p",
        "Revenue from operations grew 14.1% to Rs. 1,842.6 crore (FY2023-24: Rs. 1,615.3 crore), driven by higher export realisations for basmati rice. EBITDA rose to Rs. 163.9 crore and profit after tax to Rs. 78.4 crore. The Board has recommended a dividend of Rs. 3.50 per equity share of Rs. 10 each.",
    ),
    (
        "t",
        [
            "Rs. crore                                FY2024-25    FY2023-24",
            "Revenue from operations                   1,842.6      1,615.3",
            "EBITDA                                      163.9        142.1",
            "Finance costs                                31.2         28.7",
            "Profit before tax                           105.1         89.8",
            "Profit after tax (PAT)                       78.4         66.9",
            "Paddy processed (tonnes)                 4,12,500     3,86,200",
            "Employees (number)                          1,930        1,812",
        ],
    ),
    ("h", "Operations"),
    (
        "p",
        "The Company processed 4,12,500 tonnes of paddy during the year, against an installed milling capacity of 5,20,000 tonnes. Capacity utilisation therefore improved to 79.3%. The new parboiling unit at Rajahmundry was commissioned in November 2024 at a cost of Rs. 46 crore.",
    ),
    ("h", "Exports"),
    (
        "p",
        "Export revenue was Rs. 612.4 crore (FY2023-24: Rs. 498.0 crore). Saudi Arabia, the United Arab Emirates and the United Kingdom remained the largest markets. The Government of India's minimum export price on basmati rice was withdrawn during the year.",
    ),
    ("h", "Working capital and borrowings"),
    (
        "p",
        "Paddy is bought mainly in the kharif season between October and January, and inventories peak in the fourth quarter. The Company's working capital limits from its consortium of banks are Rs. 450 crore; peak utilisation during the year was Rs. 396 crore. Long-term borrowings were Rs. 118.7 crore at 31 March 2025.",
    ),
    ("h", "Outlook"),
    (
        "p",
        "For FY2025-26 the management expects revenue growth in the range of 10% to 12%, subject to monsoon conditions and export policy.",
    ),
    ("h", "Procurement"),
    (
        "p",
        "The Company buys paddy directly from farmers and through commission agents at regulated market yards in the East and West Godavari districts and in Haryana. During the year we extended our farmer registration programme, under which registered farmers receive quality-linked prices and payment directly into their bank accounts within three working days.",
    ),
    ("h", "Corporate social responsibility"),
    (
        "p",
        "The CSR Committee approved projects for drinking-water plants in villages near Rajahmundry, scholarships for the children of mill workers and training for farmers in the direct seeding of rice, which uses less water than transplanting. The Company spent the full amount required under Section 135 of the Companies Act, 2013.",
    ),
    ("h", "Risk management"),
    (
        "p",
        "The principal risks are the monsoon and its effect on paddy supply, changes in export policy, quality rejections in export markets and fluctuations in the rupee. The Risk Management Committee met three times during the year and reviewed the Company's pesticide-residue testing programme for European and Middle Eastern customers.",
    ),
]

PDFS["velodrome/docs/bilancio-2025"] = [
    ("title", "Velodromo Brianza S.p.A. - Relazione sulla gestione 2025"),
    (
        "p",
        "Velodromo Brianza S.p.A. gestisce il velodromo coperto parzialmente di Seregno (MB), con una pista in legno di 250 metri, una tribuna da 3.800 posti e un centro di preparazione atletica. L'esercizio sociale coincide con l'anno solare; i dati sono espressi in migliaia di euro, salvo diversa indicazione.",
    ),
    ("h", "Andamento della gestione"),
    (
        "p",
        "Nel 2025 i ricavi complessivi sono saliti a 6.482 migliaia di euro (2024: 5.917 migliaia di euro), con un incremento del 9,5%. La crescita è dovuta soprattutto alla Sei Giorni della Brianza, tornata a sei serate di gara, e ai nuovi contratti di sponsorizzazione. Il margine operativo lordo (EBITDA) è stato di 1.137 migliaia di euro, il risultato operativo (EBIT) di 312 migliaia di euro e l'utile netto di 174 migliaia di euro (2024: 91 migliaia di euro).",
    ),
    (
        "p",
        "Gli spettatori paganti sono stati 142.300 (2024: 131.750). Il settore ristorazione, gestito direttamente dalla società, ha chiuso con una perdita di 48 migliaia di euro, a causa dei costi del personale nelle serate infrasettimanali.",
    ),
    ("h", "Ricavi per categoria"),
    (
        "t",
        [
            "migliaia di euro                         2025         2024",
            "Biglietteria                            2.318        2.104",
            "Abbonamenti e tesseramenti              1.246        1.187",
            "Sponsorizzazioni                        1.392        1.105",
            "Noleggio pista a squadre e federazioni    984          961",
            "Ristorazione                              542          560",
            "Totale ricavi                           6.482        5.917",
        ],
    ),
    (
        "t",
        [
            "migliaia di euro                         2025         2024",
            "EBITDA                                  1.137          964",
            "Ammortamenti                              825          766",
            "EBIT                                      312          198",
            "Utile netto                               174           91",
        ],
    ),
    ("h", "Investimenti"),
    (
        "p",
        "Nel corso dell'anno sono stati investiti 412 migliaia di euro, principalmente per il nuovo impianto di illuminazione a LED della pista. Il progetto di copertura integrale dell'impianto è descritto nel comunicato del 20 gennaio 2026.",
    ),
    ("h", "Evoluzione prevedibile della gestione"),
    (
        "p",
        "Per il 2026 la società si pone l'obiettivo di raggiungere 155.000 spettatori paganti e ricavi per circa 7,0 milioni di euro. I lavori di copertura potrebbero ridurre il numero di eventi nella seconda metà dell'anno.",
    ),
    ("h", "Attività sportiva"),
    (
        "p",
        "Il velodromo ha ospitato gli allenamenti delle squadre nazionali juniores e di dodici società ciclistiche lombarde. La scuola di ciclismo su pista per ragazzi tra gli 8 e i 14 anni ha raggiunto il numero più alto di iscritti dalla sua fondazione, e nel mese di luglio si sono svolti i campionati italiani su pista della categoria juniores.",
    ),
    ("h", "Principali rischi e incertezze"),
    (
        "p",
        "I principali rischi riguardano le condizioni meteorologiche, che con la copertura parziale della pista possono causare l'annullamento delle serate di gara, l'andamento dei costi energetici e la dipendenza da un numero limitato di sponsor. Il rischio di tasso di interesse sul futuro finanziamento della copertura sarà valutato al momento della stipula del contratto.",
    ),
    ("h", "Personale"),
    (
        "p",
        "Al 31 dicembre 2025 la società impiegava 34 dipendenti a tempo indeterminato, oltre a personale stagionale per la biglietteria e la ristorazione nelle serate di gara. Nel corso dell'anno non si sono verificati infortuni gravi sul lavoro.",
    ),
]

PDFS["lacrosse/docs/quarterly-report-q3-2025"] = [
    (
        "title",
        "Ironwood Lacrosse, Inc. - Quarterly Report for the Quarter Ended September 27, 2025",
    ),
    (
        "p",
        'Ironwood Lacrosse, Inc. ("Ironwood", "we") designs and manufactures lacrosse sticks, heads, shafts, mesh and goalie equipment in Syracuse, New York, and sells them through specialty dealers, team dealers and its own website. Our fiscal year ends on the last Saturday of December; fiscal quarters contain 13 weeks.',
    ),
    ("h", "Management's discussion and analysis"),
    (
        "p",
        "Net sales for the third quarter of fiscal 2025 were $19.8 million. Sales declined 11.9% compared with the third quarter of fiscal 2024, mainly because team dealers delayed fall orders after a weak spring season and because we exited the low-margin private-label mesh business in June. Gross margin was 36.0% compared with 38.5% a year earlier.",
    ),
    (
        "p",
        "We recorded an operating loss of $0.4 million in the quarter, compared with operating income of $1.2 million in the prior-year quarter, and a net loss of $0.7 million. For the first nine months of fiscal 2025, net sales were $63.1 million, compared with $66.9 million in the first nine months of fiscal 2024.",
    ),
    ("h", "Condensed statement of operations (unaudited)"),
    ("p", "(in thousands of U.S. dollars; amounts in parentheses are losses)"),
    (
        "t",
        [
            "                              Three months ended          Nine months ended",
            "                            Sep 27, 2025  Sep 28, 2024  Sep 27, 2025  Sep 28, 2024",
            "Net sales                        19,842        22,517        63,118        66,905",
            "Gross profit                      7,143         8,669        23,419        25,753",
            "Operating income (loss)            (412)        1,236         2,954         5,407",
            "Net income (loss)                  (688)          804         1,502         3,318",
        ],
    ),
    ("h", "Liquidity"),
    (
        "p",
        "At September 27, 2025 we had $2.1 million of cash and $6.5 million drawn on our $15.0 million revolving credit facility. The facility's borrowing base limits drawings to 80% of eligible receivables and 50% of eligible inventory.",
    ),
    ("h", "Outlook"),
    (
        "p",
        "We continue to expect fourth-quarter net sales of between $20 million and $23 million as the spring 2026 pre-season order book builds.",
    ),
    ("h", "Risk factors"),
    (
        "p",
        "There have been no material changes to our risk factors, which include dependence on youth participation in lacrosse, the cost of aluminium, carbon fibre and nylon, and the 25% tariff on mesh imported from certain countries.",
    ),
    ("h", "Seasonality"),
    (
        "p",
        "Our business is seasonal. Team dealers place most of their orders for the spring high school and college seasons between October and February, and consumer sales peak in March and April. As a result, the third quarter is usually our smallest quarter for team sales, and working capital builds in the fourth quarter as we produce inventory for the spring.",
    ),
    ("h", "Product development"),
    (
        "p",
        "During the quarter we introduced a new carbon-fibre attack shaft and began production of the Willow women's head in a second colourway. We also completed testing of a recycled-nylon head, which we expect to launch for the 2026 fall season. Research and development expenses were in line with the prior-year quarter.",
    ),
    ("h", "Legal proceedings"),
    (
        "p",
        "We are not party to any legal proceedings that we believe would have a material effect on our financial position. A patent dispute with a competitor concerning mesh pocket technology was settled in August on terms that are not material to us.",
    ),
]

PDFS["winery/docs/informe-anual-2025"] = [
    ("title", "Bodegas Altozano, S.A. - Informe anual 2025"),
    (
        "p",
        "Bodegas Altozano, S.A. elabora vinos tintos, rosados y blancos con Denominación de Origen Ribera del Duero y Rueda en sus bodegas de Peñafiel (Valladolid) y La Seca. La compañía cultiva 640 hectáreas de viñedo propio y compra uva a 120 viticultores de la zona. El ejercicio económico coincide con el año natural.",
    ),
    ("h", "Carta del consejero delegado"),
    (
        "p",
        "En 2025 la cifra de negocios alcanzó 38.412 miles de euros, un 4,1 % más que en el ejercicio anterior (2024: 36.905 miles de euros). El resultado bruto de explotación (EBITDA) se situó en 7.216 miles de euros y el beneficio neto en 2.941 miles de euros. Vendimos 5,42 millones de botellas (2024: 5,18 millones), y las exportaciones representaron el 61,3 % de las ventas.",
    ),
    (
        "p",
        "La subida de aranceles en Estados Unidos nos obligó a reforzar otros mercados: el Reino Unido, México y Suiza crecieron a doble dígito. En España, la hostelería siguió siendo nuestro principal canal.",
    ),
    ("h", "Principales magnitudes"),
    ("p", "Cifras en miles de euros, salvo indicación en contrario."),
    (
        "t",
        [
            "miles de euros                          2025          2024",
            "Cifra de negocios                     38.412        36.905",
            "EBITDA                                 7.216         6.804",
            "Resultado de explotación (EBIT)        4.388         4.102",
            "Beneficio neto                         2.941         2.760",
            "Inversiones                            3.107         2.455",
            "Botellas vendidas (millones)            5,42          5,18",
            "Plantilla media                          186           179",
        ],
    ),
    ("h", "Ventas por mercado"),
    (
        "t",
        [
            "miles de euros                          2025          2024",
            "España                                14.866        14.612",
            "Unión Europea (sin España)             9.218         8.857",
            "Reino Unido                            5.531         4.870",
            "Estados Unidos                         4.325         5.166",
            "Resto del mundo                        4.472         3.400",
            "Total                                 38.412        36.905",
        ],
    ),
    ("h", "Financiación"),
    (
        "p",
        "La deuda financiera neta se redujo a 9.640 miles de euros. El contrato de préstamo sindicado establece un límite máximo de deuda financiera neta de 3,5 veces el EBITDA.",
    ),
    ("h", "Perspectivas"),
    (
        "p",
        "Para 2026 la compañía prevé vender unos 5,6 millones de botellas y mantener el margen EBITDA por encima del 18 %. La vendimia 2025 fue más corta, por lo que algunas referencias de crianza tendrán menos disponibilidad en 2027.",
    ),
    ("h", "Viñedo y sostenibilidad"),
    (
        "p",
        "Todo nuestro viñedo propio se cultiva en régimen de agricultura ecológica certificada desde la cosecha de 2023. Durante el año instalamos una planta fotovoltaica en la bodega de Peñafiel que cubre aproximadamente un tercio del consumo eléctrico, y sustituimos las botellas más pesadas de nuestra gama de crianza por botellas aligeradas, lo que reduce las emisiones del transporte.",
    ),
    ("h", "Equipo humano"),
    (
        "p",
        "La plantilla media aumentó ligeramente por la incorporación de personal de enoturismo y de exportación. Durante la vendimia contratamos además a trabajadores temporales, la mayoría procedentes de los mismos municipios de la comarca.",
    ),
    ("h", "Riesgos"),
    (
        "p",
        "Los principales riesgos son los fenómenos meteorológicos extremos, como el granizo y las heladas tardías, la evolución de los aranceles en Estados Unidos, la caída del consumo de vino tinto en algunos mercados europeos y la dependencia de la hostelería en España. La compañía tiene contratado un seguro agrario que cubre parcialmente los daños por granizo.",
    ),
]

PDFS["puzzle/docs/annual-report-fy2026"] = [
    (
        "title",
        "Quizwell Media plc - Annual Report and Accounts for the year ended 31 January 2026",
    ),
    (
        "p",
        "Quizwell Media plc publishes puzzle magazines, puzzle books and digital puzzle subscriptions from its offices in Bristol and Leeds. Its 38 magazine titles range from crosswords and sudoku to logic problems and kakuro. The financial year ended 31 January 2026 is referred to as FY2026; the previous year ended 31 January 2025 is FY2025.",
    ),
    ("h", "Chairman's statement"),
    (
        "p",
        "FY2026 was a year of transition. Revenue grew 3.5% to GBP 41.3 million as digital subscriptions more than offset the continued decline of the newsstand. Operating profit rose to GBP 4.1 million and the operating margin improved to 9.9%. At the year end we had 182,400 paying digital subscribers (31 January 2025: 151,300).",
    ),
    (
        "p",
        "The Board recommends a final dividend of 3.1p per share, giving a total of 4.6p for the year (FY2025: 4.3p).",
    ),
    ("h", "Group income statement summary"),
    ("p", "GBP thousand (GBP 000)"),
    (
        "t",
        [
            "GBP 000                                  FY2026       FY2025",
            "Print magazines                          24,512       25,930",
            "Digital subscriptions                    12,908       10,112",
            "Licensing and books                       3,866        3,832",
            "Revenue                                  41,286       39,874",
            "EBITDA                                    5,980        5,311",
            "Operating profit                          4,106        3,612",
            "Adjusted operating profit                 4,710        4,050",
            "Profit before tax                         3,944        3,498",
        ],
    ),
    (
        "p",
        "Adjusted operating profit excludes amortisation of acquired titles and the costs of the Brainteaser Press acquisition, which completed after the year end.",
    ),
    ("h", "Print"),
    (
        "p",
        "Print magazine revenue fell to GBP 24.5 million. We closed two titles and launched one. Cover prices were increased by an average of 6% in September, which partly offset lower volumes.",
    ),
    ("h", "Digital"),
    (
        "p",
        "Digital subscription revenue grew 27.6% to GBP 12.9 million. The Quizwell Daily app reached number one in the UK word-games chart in January. Average monthly churn fell to 2.9% (FY2025: 3.4%).",
    ),
    ("h", "Outlook"),
    (
        "p",
        "The Board expects digital subscribers to exceed 220,000 by 31 January 2027 and revenue including Brainteaser Press to reach about GBP 50 million in FY2027.",
    ),
    ("h", "Editorial"),
    (
        "p",
        "Our puzzles are set by a team of in-house editors and more than 120 freelance setters. Every puzzle is test-solved by at least two people before publication. During the year we introduced a themed cryptic crossword in our flagship weekly, and the Quizwell Daily app added a daily logic grid, which quickly became its second most popular puzzle.",
    ),
    ("h", "Principal risks"),
    (
        "p",
        "The principal risks are the continued decline of the newsstand, rising paper and distribution costs, dependence on the app stores for digital subscriptions, and the integration of acquired businesses. Paper prices are agreed with our printer every six months; we have no long-term paper contracts. The Board reviews the risk register twice a year.",
    ),
    ("h", "Our people"),
    (
        "p",
        "We employ 212 people, two thirds of them in editorial and digital product roles. Staff engagement remained high in our annual survey, and we introduced a hybrid working policy for the Bristol and Leeds offices.",
    ),
]

PDFS["hydrogen/docs/arsredovisning-2025"] = [
    ("title", "H2Nord AB (publ) - Årsredovisning 2025"),
    (
        "p",
        "H2Nord AB bygger och driver tankstationer för vätgas till tunga fordon, bussar och personbilar i Sverige och Norge. Räkenskapsåret omfattar perioden 1 januari - 31 december 2025. Belopp anges i miljoner kronor (Mkr) om inte annat anges.",
    ),
    ("h", "VD har ordet"),
    (
        "p",
        "2025 var året då efterfrågan från tunga transporter tog fart. Vi sålde 1 412 ton vätgas, jämfört med 905 ton året innan, och nettoomsättningen ökade till 184,6 Mkr (2024: 121,3 Mkr). Fyra nya stationer öppnades, i Jönköping, Örebro, Sundsvall och Umeå, medan pilotstationen i Luleå stängdes i december; vid årets slut hade vi 14 stationer i drift. EBITDA förbättrades till -12,4 Mkr (2024: -28,9 Mkr), men rörelseresultatet var fortsatt negativt och uppgick till -41,7 Mkr på grund av höga avskrivningar på nya stationer.",
    ),
    ("h", "Flerårsöversikt"),
    (
        "t",
        [
            "Mkr                                  2025        2024        2023",
            "Nettoomsättning                     184,6       121,3        64,8",
            "EBITDA                              -12,4       -28,9       -36,2",
            "Rörelseresultat (EBIT)              -41,7       -52,3       -54,0",
            "Årets resultat                      -49,8       -57,6       -56,9",
            "Investeringar                       212,5       168,0       143,7",
            "Såld vätgas (ton)                   1 412         905         488",
            "Stationer i drift 31 dec               14          11           8",
            "Medelantal anställda                   87          71          58",
        ],
    ),
    ("h", "Finansiering"),
    (
        "p",
        "Under året erhöll bolaget ett investeringsstöd från Klimatklivet på 48,0 Mkr. Stödet får enligt villkoren uppgå till högst 45 procent av stödberättigande investeringar. Likvida medel uppgick till 318,2 Mkr den 31 december 2025.",
    ),
    ("h", "Framtidsutsikter"),
    (
        "p",
        "Bolagets mål är att ha 25 stationer i drift och en försäljning om minst 4 000 ton vätgas per år 2028, samt att nå positivt EBITDA under 2026.",
    ),
    ("h", "Marknaden"),
    (
        "p",
        "Efterfrågan på vätgas för tunga transporter drivs av åkerier och transportköpare som vill minska utsläppen, och av de nya reglerna om vägtullar för lastbilar baserade på koldioxidutsläpp. Antalet registrerade vätgaslastbilar i Sverige och Norge ökade kraftigt under året, men från låga nivåer. Personbilsmarknaden för vätgas har utvecklats svagare än väntat.",
    ),
    ("h", "Risker och osäkerhetsfaktorer"),
    (
        "p",
        "De väsentligaste riskerna är att efterfrågan från tunga fordon utvecklas långsammare än planerat, att elpriset stiger kraftigt, eftersom vätgasen framställs genom elektrolys, samt att tillgången på kapital för fortsatt utbyggnad begränsas. Bolaget tecknar elavtal med fast pris för en del av den förväntade förbrukningen.",
    ),
    ("h", "Hållbarhet och medarbetare"),
    (
        "p",
        "All vätgas som bolaget säljer framställs med förnybar el med ursprungsgarantier. Säkerhetsarbetet har hög prioritet; inga allvarliga incidenter inträffade vid stationerna under året. Medelantalet anställda ökade, främst inom service och drift av stationerna.",
    ),
]

if __name__ == "__main__":
    main()
