# ruff: noqa: E501
# ruff: noqa: RUF100
"""Regenerate every PDF of batch 27 with reportlab (deterministic, invariant=1).

Body text is Helvetica; tables are space-aligned Courier lines. Latin-1 only.
Run: /work/main/.venv/bin/python /work/batch27/make_pdfs.py
"""

from pathlib import Path

from reportlab.lib.pagesizes import A4
from reportlab.lib.utils import simpleSplit
from reportlab.pdfgen import canvas

ROOT = Path(__file__).resolve().parent
DOCS = {}

DOCS["kh/docs/geschaeftsbericht-2025.pdf"] = [
    ("title", "Knopfwerk Hollerer GmbH - Geschäftsbericht 2025"),
    (
        "p",
        "Steyr, Oberösterreich. Geschäftsjahr 1. Jänner bis 31. Dezember 2025. Alle Beträge in Tausend Euro (TEUR), sofern nicht anders angegeben.",
    ),
    ("h", "Vorwort der Geschäftsführung"),
    (
        "p",
        "Das Jahr 2025 war für die Knopfwerk Hollerer GmbH ein Jahr des soliden Wachstums. Trotz einer schwachen Nachfrage im europäischen Damenoberbekleidungsmarkt konnten wir die Umsatzerlöse auf 14.862 TEUR steigern (Vorjahr: 13.915 TEUR). Getragen wurde das Wachstum vor allem vom Geschäftsbereich Horn und Steinnuss, in dem wir Naturknöpfe für Trachten, Mäntel und Hemden fertigen. Die Nachfrage nach nachhaltig gewonnenen Materialien ist bei unseren Kunden in Italien, Frankreich und Japan weiter gestiegen.",
    ),
    (
        "p",
        "Das Ergebnis vor Zinsen, Steuern und Abschreibungen (EBITDA) erhöhte sich auf 2.318 TEUR nach 2.051 TEUR im Vorjahr. Nach Abschreibungen von 712 TEUR ergibt sich ein Betriebsergebnis (EBIT) von 1.606 TEUR (Vorjahr: 1.363 TEUR). Der Jahresüberschuss belief sich auf 1.021 TEUR nach 874 TEUR im Jahr 2024.",
    ),
    ("h", "Gewinn- und Verlustrechnung (Kurzfassung)"),
    (
        "p",
        "Die folgende Übersicht zeigt die wesentlichen Kennzahlen der Gewinn- und Verlustrechnung. Die Werte sind in TEUR angegeben.",
    ),
    (
        "pre",
        """in TEUR                          2025        2024   Veränderung
Umsatzerlöse                   14.862      13.915        +6,8 %
Materialaufwand                -5.127      -4.904        +4,5 %
Personalaufwand                -5.694      -5.377        +5,9 %
Sonstiger betr. Aufwand        -1.723      -1.583        +8,8 %
EBITDA                          2.318       2.051       +13,0 %
Abschreibungen                   -712        -688        +3,5 %
EBIT                            1.606       1.363       +17,8 %
Finanzergebnis                    -94        -118
Ergebnis vor Steuern            1.512       1.245
Ertragsteuern                    -491        -371
Jahresüberschuss                1.021         874       +16,8 %""",
    ),
    ("h", "Umsatz nach Geschäftsbereichen"),
    (
        "p",
        "Der Geschäftsbereich Metallknöpfe, der vor allem Jeans- und Workwear-Hersteller beliefert, entwickelte sich stabil. Sonderanfertigungen für Uniformen und Modehäuser wuchsen zweistellig.",
    ),
    (
        "pre",
        """in TEUR                          2025        2024
Horn und Steinnuss              6.204       5.710
Metallknöpfe                    5.391       5.186
Sonderanfertigungen             3.267       3.019
Summe                          14.862      13.915""",
    ),
    ("h", "Mitarbeiterinnen und Mitarbeiter"),
    (
        "p",
        "Zum 31. Dezember 2025 beschäftigte Knopfwerk Hollerer 118 Mitarbeiterinnen und Mitarbeiter (Vorjahr: 112), davon neun Lehrlinge. Die Exportquote stieg auf 71,4 % (Vorjahr: 68,9 %). Wichtigste Exportmärkte waren Italien, Deutschland und Japan.",
    ),
    ("h", "Investitionen und Finanzierung"),
    (
        "p",
        "Die Investitionen in Sachanlagen betrugen 1.137 TEUR (Vorjahr: 846 TEUR) und betrafen vor allem eine neue Drehbank-Linie am Standort Steyr sowie die Erweiterung des Werks in Brno. Die Eigenkapitalquote lag zum Bilanzstichtag bei 47,2 %. Die Betriebsmittellinie bei unserer Hausbank ist mit 2,5 Mio. EUR begrenzt und war zum Jahresende nicht in Anspruch genommen.",
    ),
    ("h", "Markt und Wettbewerb"),
    (
        "p",
        "Der europäische Knopfmarkt ist stark fragmentiert. Neben wenigen Industriebetrieben in Italien und Deutschland bestehen zahlreiche kleine Manufakturen. Unsere Stärke liegt in der Verbindung von traditioneller Handwerkskunst mit moderner Fertigung: Jeder Hornknopf wird nach dem Drehen von Hand poliert und sortiert, während die Metallknöpfe in Brno auf automatisierten Pressen entstehen. Die Kunden schätzen kurze Lieferzeiten, kleine Mindestmengen und die Möglichkeit, Sonderfarben und Prägungen zu bestellen.",
    ),
    ("h", "Nachhaltigkeit"),
    (
        "p",
        "Büffelhorn ist ein Nebenprodukt der Fleischwirtschaft in Indien und Vietnam; Steinnuss stammt aus Ecuador und wird von Kleinbauern gesammelt. Wir beziehen beide Materialien über langjährige Lieferanten und lassen die Lieferketten regelmäßig prüfen. Der Energieverbrauch je tausend Knöpfe sank im Berichtsjahr durch die neue Drehbank-Linie deutlich. Späne aus der Hornverarbeitung werden als Dünger an landwirtschaftliche Betriebe in der Region abgegeben.",
    ),
    ("h", "Risikobericht"),
    (
        "p",
        "Wesentliche Risiken bestehen in den Rohstoffpreisen, im Wechselkurs gegenüber dem japanischen Yen und in der Abhängigkeit von wenigen großen Modekunden; die zehn größten Kunden standen für knapp die Hälfte des Umsatzes. Zinsrisiken sind gering, da das Unternehmen Bankkredite nur in geringem Umfang nutzt.",
    ),
    ("h", "Ausblick"),
    (
        "p",
        "Für das Geschäftsjahr 2026 erwartet die Geschäftsführung einen weiteren moderaten Umsatzanstieg. Das vom Aufsichtsrat genehmigte Budget sieht Umsatzerlöse von 15,8 Mio. EUR vor. Risiken sehen wir in den Preisen für Büffelhorn und in der Konsumzurückhaltung in Deutschland.",
    ),
]

DOCS["sr/docs/annual-report-fy2025.pdf"] = [
    ("title", "Shelduck Reef Pearls Ltd - Annual Report FY2025"),
    (
        "p",
        "Broome, Western Australia. Financial year ended 30 June 2025. All amounts in Australian dollars (A$) unless stated otherwise.",
    ),
    ("h", "Chair's letter"),
    (
        "p",
        "Dear shareholders, FY2025 was the strongest year in our company's history. Revenue rose 18.0 per cent to A$48.6 million (FY2024: A$41.2 million), driven by a larger harvest and firm prices for South Sea pearls of 12 millimetres and above at the Hong Kong and Kobe auctions. Our divers and technicians harvested 182,400 pearls across our three leases, compared with 169,900 a year earlier.",
    ),
    (
        "p",
        "EBITDA increased to A$11.8 million and net profit after tax reached A$5.7 million (FY2024: A$3.7 million). The Board has declared a final dividend of 6.0 cents per share, fully franked, bringing the total for the year to 9.5 cents.",
    ),
    ("h", "Financial summary"),
    (
        "p",
        "The table below summarises the results of the last three financial years. Each financial year runs from 1 July to 30 June; FY2025 is the year ended 30 June 2025.",
    ),
    (
        "pre",
        """A$ thousand                  FY2025      FY2024      FY2023
Revenue                      48,612      41,205      38,930
Cost of sales               (21,874)    (19,330)    (18,210)
Gross profit                 26,738      21,875      20,720
Operating expenses          (14,902)    (13,118)    (12,640)
EBITDA                       11,836       8,757       8,080
Depreciation & amort.        (3,215)     (3,020)     (2,870)
EBIT                          8,621       5,737       5,210
Net profit after tax          5,690       3,710       3,305

Pearls harvested (number)   182,400     169,900     158,300
Employees at 30 June            214         201         196""",
    ),
    ("h", "Operations"),
    (
        "p",
        "Shelduck North remains our largest lease and produced 78,300 pearls in FY2025. Shelduck South delivered 61,500 pearls and the Carnot Flats lease, seeded for the first time in 2021, produced 42,600. Mortality of seeded oysters was 11.2 per cent (FY2024: 12.9 per cent), the lowest since the company began recording it, which we attribute to better cyclone preparation and the resting of the Carnot Flats lines after each harvest.",
    ),
    (
        "p",
        "Average realised price per pearl was A$262 (FY2024: A$238). Approximately 64 per cent of revenue came from auction sales, with the remainder from direct sales to jewellers in Australia, Japan and the United States and from our Broome showroom.",
    ),
    ("h", "People"),
    (
        "p",
        "At 30 June 2025 we employed 214 people, of whom 38 were seasonal technicians engaged for the seeding season. We continued our ranger partnership with Traditional Owners and trained four new pearl technicians under our in-house program.",
    ),
    ("h", "Markets"),
    (
        "p",
        "Demand for large, lustrous South Sea pearls remained firm throughout the year. Buyers from mainland China returned in numbers to the Hong Kong auctions, while Japanese buyers favoured our silver and white pearls for strands. Prices for smaller and lower-grade pearls were softer, and we sold more of them through our own showroom and online channel, where margins are higher than at auction.",
    ),
    ("h", "Risks"),
    (
        "p",
        "Our business depends on healthy oysters and stable sea conditions. The main risks are marine heatwaves, cyclones, disease and the availability of skilled technicians to seed the oysters. We insure our vessels and shore facilities but, as is usual in the industry, not the oysters on the lines. The Board reviews the company's cyclone and heatwave plans before each wet season.",
    ),
    ("h", "Outlook"),
    (
        "p",
        "For FY2026 the Board expects harvest volumes of between 185,000 and 195,000 pearls, subject to sea temperatures and cyclone activity. The company's debt facility of A$15 million remained undrawn at year end. We do not provide profit guidance.",
    ),
    ("p", "Margaret Oyelaran-Pike, Chair, 22 August 2025"),
]

DOCS["kk/docs/annual-report-fy2024-25.pdf"] = [
    ("title", "Konkan Kernel Industries Limited - Annual Report 2024-25"),
    (
        "p",
        "Registered office: MIDC Industrial Area, Kudal, Sindhudurg, Maharashtra. Financial year 1 April 2024 to 31 March 2025.",
    ),
    ("h", "Directors' Report"),
    (
        "p",
        "Your Directors are pleased to present the 27th Annual Report of the Company together with the audited financial statements for the year ended 31 March 2025. Revenue from operations grew 11.5% to Rs. 612.48 crore (previous year: Rs. 549.18 crore) on the back of higher export volumes to the Middle East and a better realisation on whole white kernels. Profit after tax rose to Rs. 29.42 crore from Rs. 23.88 crore.",
    ),
    ("h", "Financial Highlights"),
    (
        "p",
        "The standalone financial results are summarised below. All figures are Rs. in lakh unless stated otherwise.",
    ),
    (
        "pre",
        """(Rs. in lakh)                       FY 2024-25     FY 2023-24
Revenue from operations              61,248.30      54,917.60
Other income                            412.80         366.40
Total income                         61,661.10      55,284.00
EBITDA                                5,873.40       4,962.10
Finance costs                           918.60         874.30
Depreciation                          1,021.70         952.40
Profit before tax                     3,933.10       3,135.40
Tax expense                             991.35         747.20
Profit after tax                      2,941.75       2,388.20
Raw cashew nut processed (tonnes)       48,600         44,150""",
    ),
    ("h", "Operations"),
    (
        "p",
        "The Company operates two processing units, at Kudal and at Kankavli, with a combined installed capacity of 60,000 tonnes of raw cashew nut a year; the Kudal unit alone is licensed for up to 36,000 tonnes. Raw nut was sourced from Konkan growers (41%) and imported from West Africa (59%). Capacity utilisation improved to 81% from 74%.",
    ),
    ("h", "Farmer Price Support Scheme"),
    (
        "p",
        "Under our Farmer Price Support Scheme, which pays a bonus above the APMC price to growers who supply graded nuts, the Company paid Rs. 1,18,40,000 to 2,140 farmers during the year (previous year: Rs. 96,75,000 to 1,870 farmers). The scheme is funded from the Company's own resources and is in addition to our CSR spending of Rs. 58.6 lakh.",
    ),
    ("h", "Industry Structure and Developments"),
    (
        "p",
        "India is both the largest processor and one of the largest consumers of cashew kernels. Domestic consumption continues to grow faster than exports, driven by rising incomes and the popularity of roasted and flavoured snacks. At the same time, processing capacity is expanding in Vietnam and in the producing countries of West Africa, which increases competition for raw nut during the buying season from March to June.",
    ),
    ("h", "Risks and Concerns"),
    (
        "p",
        "The principal risks are volatility in raw nut prices, currency movements, the availability of skilled shelling and peeling workers, and changes in import duties. The Company mitigates these risks through staggered buying, forward cover on export receivables and investment in semi-automatic shelling lines, which also improve working conditions.",
    ),
    ("h", "Human Resources"),
    (
        "p",
        "The Company employs over 1,800 people across both units, most of them women from nearby villages. Both units provide creche facilities, free transport and annual health check-ups.",
    ),
    ("h", "Dividend"),
    (
        "p",
        "The Board recommends a final dividend of Rs. 3.50 per equity share of Rs. 10 each for FY 2024-25 (previous year: Rs. 3.00 per share).",
    ),
    ("h", "Outlook"),
    (
        "p",
        "For FY 2025-26, management is targeting revenue growth of 12-15%, supported by new flavoured-kernel lines and an expansion of the Kankavli unit. Cashew prices remain volatile and the Company hedges about half of its US dollar receivables.",
    ),
    (
        "p",
        "For and on behalf of the Board, Vinayak Prabhu Desai, Chairman & Managing Director. Kudal, 21 May 2025.",
    ),
]

DOCS["aw/docs/fleet-factsheet-2025.pdf"] = [
    ("title", "AW Group - Fleet and Instructor Factsheet, 31 December 2025"),
    (
        "p",
        "AW Group is the brand under which Autoszkola Wolowiec S.A. operates its network of driving schools in Poland. This factsheet describes the training fleet and the instructor team at the end of the year.",
    ),
    ("h", "Training fleet by vehicle category"),
    (
        "pre",
        """Vehicle category            31.12.2025   31.12.2024
Cars (cat. B), petrol              183          176
Cars (cat. B), electric             64           31
Trucks (cat. C/CE)                  29           25
Motorcycles (cat. A)                36           32
Total vehicles                     312          264""",
    ),
    (
        "p",
        "All category B cars are fitted with dual controls and dash cameras. The average age of the car fleet is 2.6 years. Vehicles are leased for 36 months and replaced at 120,000 km.",
    ),
    ("h", "Why we are electrifying the fleet"),
    (
        "p",
        "We are electrifying the fleet because fuel is the largest variable cost of a lesson hour and because several city centres are introducing clean transport zones. An electric lesson hour costs us about 40 per cent less in energy than a petrol one. Students may now take the category B exam in an automatic car, and demand for automatic-only courses has doubled since 2023.",
    ),
    ("h", "Instructors"),
    (
        "pre",
        """Instructors                 31.12.2025   31.12.2024
Category B                         228          204
Category C/CE                       27           24
Category A                          31           27
Total instructors                  286          255""",
    ),
    (
        "p",
        "Every new instructor completes a six-week internal course at our training centre in Lodz before teaching independently. Instructor turnover fell to 11 per cent in 2025 from 16 per cent in 2024.",
    ),
    ("h", "Lesson hours"),
    (
        "p",
        "The fleet delivered 612,000 lesson hours in 2025 (2024: 548,000). Utilisation of category B cars averaged 7.1 hours per working day. Our insurance policy limits cover to 2,000 PLN per minor damage claim, and the excess above that is borne by the branch.",
    ),
]

DOCS["hv/docs/integrated-report-fy2025.pdf"] = [
    ("title", "Hoshimi Vending K.K. - Integrated Report, Fiscal 2025"),
    (
        "p",
        "Fiscal 2025 covers the twelve months from April 1, 2025 to March 31, 2026. Amounts are in millions of yen unless otherwise noted; figures below one million yen are truncated.",
    ),
    ("h", "Overview"),
    (
        "p",
        "Hoshimi Vending operates beverage, hot-meal and sundries vending machines at offices, stations, hospitals and apartment buildings across Japan. In fiscal 2025 net sales rose 4.0% to 38,412 million yen. Operating income was 2,186 million yen and ordinary income, which includes rent income from machine sites we sublet and foreign exchange gains, reached 2,240 million yen. Net income attributable to owners of the parent was 1,402 million yen.",
    ),
    ("h", "Consolidated financial summary"),
    (
        "pre",
        """(millions of yen)                  FY2025     FY2024     FY2023
                               Apr25-Mar26 Apr24-Mar25 Apr23-Mar24
Net sales                          38,412     36,950     35,780
Cost of sales                     (26,121)   (25,239)   (24,581)
Gross profit                       12,291     11,711     11,199
SG&A expenses                     (10,105)    (9,763)    (9,497)
Operating income                    2,186      1,948      1,702
Ordinary income                     2,240      2,011      1,760
Net income attributable to
  owners of parent                  1,402      1,215      1,068

Machines in operation (year-end)   41,200     40,350     39,880
Employees (year-end)                1,126      1,098      1,071""",
    ),
    ("h", "Segment information"),
    (
        "p",
        "Beverages accounted for 27,050 million yen of net sales, hot meals for 8,214 million yen and sundries (umbrellas, masks, batteries and phone chargers) for 3,148 million yen. The hot-meal machines, which heat frozen ramen, curry and oden in about ninety seconds, were the fastest-growing category with sales up 11.2%.",
    ),
    ("h", "Business model"),
    (
        "p",
        "We own the machines and the supply contracts; location owners receive a commission on sales from the machines on their premises. Our route staff restock, clean and collect money from each machine on a fixed schedule, which we optimise every night using sales data sent by the machines. Cashless and QR-code payment, now available at most machines, lets us see sales in real time and send route staff only where stock is running low.",
    ),
    ("h", "Risks"),
    (
        "p",
        "The main risks are the shortage of drivers, rising electricity prices, the fall in the number of office workers in city centres and competition from convenience stores. We respond by placing machines where stores are not open around the clock, such as hospitals, factories and apartment buildings, and by offering products that a convenience store cannot easily match, such as freshly heated meals at night.",
    ),
    ("h", "Capital policy"),
    (
        "p",
        "The annual dividend for fiscal 2025 is 48 yen per share (fiscal 2024: 42 yen). Under the medium-term plan, capital expenditure on new machines is limited to 3,000 million yen a year, and we aim for ROE of at least 8% by fiscal 2027. ROE for fiscal 2025 was 7.1%.",
    ),
    ("h", "Sustainability"),
    (
        "p",
        "Heat-pump machines now make up 72% of the beverage fleet. Electricity consumption per machine fell 5.3% compared with fiscal 2024. Empty cans and PET bottles are collected by our route staff on every visit and handed to licensed processors.",
    ),
]

DOCS["cl/docs/annual-report-fy26.pdf"] = [
    (
        "title",
        "Crimpline Climbing Ltd - Annual Report and Accounts for the year ended 31 March 2026",
    ),
    (
        "p",
        "Crimpline operates indoor bouldering centres in converted industrial buildings in the north of England. In this report FY26 means the year ended 31 March 2026 and FY25 the year ended 31 March 2025.",
    ),
    ("h", "Strategic report"),
    (
        "p",
        "FY26 was our busiest year yet. We opened two new centres, in Durham and Lancaster, taking the estate to 11 sites, and recorded 1.42 million climbing visits (FY25: 1.26 million). Revenue rose 13.2% to GBP 14.28 million with an adjusted EBITDA margin of 16.2%. Adjusted EBITDA, which we measure before the effect of IFRS 16 so that rent is treated as an operating cost, was GBP 2.31 million (FY25: GBP 1.85 million). Statutory EBITDA under IFRS 16 was GBP 3.95 million.",
    ),
    (
        "p",
        "After depreciation of our walls and right-of-use assets and after interest, including interest on lease liabilities, the group made a loss before tax of GBP 0.2 million, narrower than the GBP 0.3 million loss of FY25. Cash generation was strong and the revolving credit facility, which is capped at GBP 4 million, was undrawn at the year end.",
    ),
    ("h", "Income statement summary"),
    (
        "pre",
        """GBP thousand                               FY26        FY25
Revenue                                  14,284      12,613
  Memberships                             7,920       7,010
  Day passes                              3,640       3,290
  Coaching and youth clubs                1,390       1,180
  Cafe and retail                         1,334       1,133
Adjusted EBITDA (pre-IFRS 16)             2,312       1,846
Statutory EBITDA (IFRS 16)                3,947       3,322
Depreciation and amortisation            (3,305)     (2,861)
Operating profit                            642         461
Finance costs                              (854)       (790)
Loss before tax                            (212)       (329)

Climbing visits (thousand)                1,418       1,262
Members at 31 March                      14,250      12,320
Sites at 31 March                            11           9""",
    ),
    ("h", "Customers"),
    (
        "p",
        "Members account for just over half of revenue. Youth clubs now run at every site and have waiting lists at seven. We set ourselves a net promoter score target of 70 for FY26; the results of the customer survey will be reported in our separate community update. We did not raise membership prices during the year.",
    ),
    ("h", "Our centres"),
    (
        "p",
        "Every Crimpline centre has bouldering walls for all abilities, a training area with fingerboards and weights, a kids' zone and a cafe. Walls are reset on a rolling six-week cycle by our own team of route setters, so that regulars always have new problems to try. Our newest centres in Durham and Lancaster opened on time and on budget, and both reached their first-year membership plan within five months.",
    ),
    ("h", "Governance"),
    (
        "p",
        "The board consists of the chief executive, the finance director and three non-executive directors, one of whom chairs the audit committee. The founders remain significant shareholders. Health and safety is a standing item at every board meeting, and each centre is audited by an external inspector once a year.",
    ),
    ("h", "Principal risks"),
    (
        "p",
        "The main risks are the energy cost of heating large buildings, competition from new independent walls, and injury claims. Our insurers limit cover to GBP 5 million per claim. We replace all crash mats every five years.",
    ),
    ("p", "Approved by the board on 14 July 2026. Rhys Calloway, Chief Executive."),
]

DOCS["nf/docs/annual-report-2025.pdf"] = [
    ("title", "Al Nakheel Falaj Dates SAOG - Annual Report 2025"),
    (
        "p",
        "Nizwa, Sultanate of Oman. Financial year ended 31 December 2025. Amounts in Rial Omani thousands (RO '000) unless otherwise stated; RO 1 = 1,000 baisa.",
    ),
    ("h", "Board of Directors' report"),
    (
        "p",
        "The company sold 21,400 tonnes of dates and date products in 2025 compared with 20,150 tonnes in 2024. Revenue increased by 9.0% to RO 18.642 million, supported by higher prices for premium Khalas dates in the Gulf markets and by new contracts to supply date paste to biscuit makers in Turkey and Malaysia. Net profit for the year was RO 2.114 million (2024: RO 1.876 million).",
    ),
    ("h", "Statement of profit or loss (summary)"),
    (
        "pre",
        """RO '000                                  2025        2024
Revenue                                18,642      17,105
  Fresh and packed dates               10,215       9,530
  Date paste                            4,380       4,040
  Date syrup (dibs)                     2,610       2,330
  Offshoots and tissue-culture palms    1,437       1,205
Cost of sales                         (12,318)    (11,402)
Gross profit                            6,324       5,703
Selling and administrative expenses    (3,720)     (3,411)
Operating profit                        2,604       2,292
Share of profit of associate              125         108
Finance costs                            (235)       (210)
Profit before tax                       2,494       2,190
Income tax                               (380)       (314)
Net profit for the year                 2,114       1,876""",
    ),
    ("h", "Market review"),
    (
        "p",
        "Prices for premium dates in the Gulf were firm during the year, particularly during Ramadan, while prices for lower grades used in paste and syrup were stable. Exports accounted for a larger share of sales than in 2024, with new customers in Malaysia, Turkey and the United Kingdom. Domestic sales benefited from the growth of modern retail in Muscat and from gift boxes sold during the Eid holidays.",
    ),
    ("h", "Risk management"),
    (
        "p",
        "The principal risks to the business are water scarcity, pests such as the red palm weevil, heat stress during the pollination season and price competition from neighbouring producers. The company continues to convert its estates from flood irrigation to drip irrigation and works with the Ministry of Agriculture on weevil monitoring.",
    ),
    ("h", "Associate"),
    (
        "p",
        "Bahla Palm Trading LLC, in which the company holds 40%, recorded a net profit of RO 312 thousand in 2025, of which our share was RO 125 thousand. Bahla Palm Trading buys dates from smallholders in the Dakhiliyah governorate and sells them to our packing house.",
    ),
    ("h", "Capital projects"),
    (
        "p",
        "The Board approved the construction of a 2,000-tonne cold store at the Nizwa packing house. Capital expenditure for the cold store is expected to be between RO 1.8 million and RO 2.2 million and will be financed through a term loan from a local bank; the facility agreement caps borrowing at RO 2.5 million. Construction will start in the first quarter of 2026.",
    ),
    ("h", "Dividend"),
    (
        "p",
        "The Board recommends a cash dividend of 25 baisa per share for 2025 (2024: 20 baisa), subject to approval by the Annual General Meeting.",
    ),
    ("p", "Sheikh Salim bin Hamad Al Kindi, Chairman"),
]

DOCS["nv/docs/forecast-accuracy-2025.pdf"] = [
    ("title", "Skylag AS - Forecast Accuracy Report 2025"),
    (
        "p",
        "This report documents how well Skylag's forecasts matched observations in 2025. It is published every year for customers and for the quality audit under our ISO 9001 certification.",
    ),
    ("h", "Temperature forecasts"),
    (
        "p",
        "Accuracy is measured as the mean absolute error (MAE) between the forecast and the observed temperature at 2 metres, averaged over all customer locations. Lower is better.",
    ),
    (
        "pre",
        """MAE, degrees C             2025     2024     2023
24-hour forecast           1.12     1.19     1.24
72-hour forecast           1.86     1.97     2.05
Number of locations         842      771      705""",
    ),
    (
        "p",
        "The 24-hour error improved by 0.07 degrees compared with 2024. From 2026 we will also report the 48-hour forecast, for which we have set a target MAE of 1.45 degrees; it was not measured separately in 2025.",
    ),
    ("h", "Wind and waves"),
    (
        "p",
        "For offshore customers the key measure is the share of 24-hour significant wave height forecasts within 0.5 metres of the observation. In 2025 this hit rate was 87.4 per cent (2024: 85.9 per cent). Wind speed forecasts for fjord sites remain the hardest problem because local terrain channels the wind.",
    ),
    ("h", "What we changed"),
    (
        "p",
        "To improve fjord wind forecasts we now assimilate observations from 230 weather stations mounted on fish-farm barges, which give us readings from inside the fjords where there were previously no stations. We also increased the resolution of our own model from 1.0 km to 500 m for the coast between Stad and Lofoten.",
    ),
    ("h", "Reliability"),
    (
        "p",
        "Forecast delivery availability was 99.96 per cent. There were two incidents where forecasts were delivered more than 15 minutes late, both caused by a power failure at our Bergen data centre in January.",
    ),
]

DOCS["pa/docs/relatorio-anual-2025.pdf"] = [
    ("title", "Perucas Aurora Ltda. - Relatório Anual 2025"),
    (
        "p",
        "São Paulo, SP. Exercício social encerrado em 31 de dezembro de 2025. Valores em milhares de reais (R$ mil), exceto quando indicado.",
    ),
    ("h", "Mensagem da diretoria"),
    (
        "p",
        "Em 2025 a Perucas Aurora completou 40 anos de história. A receita líquida cresceu 13,6% e chegou a R$ 61,4 milhões, com destaque para as perucas de cabelo humano feitas à mão em nosso ateliê do Brás. O EBITDA foi de R$ 9,8 milhões e o lucro líquido somou R$ 5,24 milhões (2024: R$ 4,39 milhões). Vendemos 38.400 perucas e próteses capilares no ano.",
    ),
    (
        "p",
        "Os investimentos somaram R$ 2.350 mil, destinados principalmente à nova sala de costura e a máquinas de implantação de fios. O limite da linha de crédito do BNDES para a nova fábrica é de R$ 8 milhões, dos quais nada foi utilizado em 2025.",
    ),
    ("h", "Demonstração do resultado (resumo)"),
    (
        "pre",
        """R$ mil                                   2025        2024
Receita líquida                        61.384      54.027
Custo dos produtos vendidos           (34.115)    (30.640)
Lucro bruto                            27.269      23.387
Despesas operacionais                 (17.448)    (15.283)
EBITDA                                  9.821       8.104
Depreciação e amortização              (1.264)     (1.190)
Resultado financeiro                     (672)       (589)
Imposto de renda e CSLL                (2.649)     (1.938)
Lucro líquido                           5.236       4.387""",
    ),
    ("h", "Receita por linha de produto"),
    (
        "pre",
        """R$ mil                                   2025        2024
Perucas de cabelo humano               28.910      25.480
Perucas sintéticas                     14.205      13.390
Próteses capilares                     11.642      10.115
Serviços de manutenção e adaptação      6.627       5.042
Total                                  61.384      54.027""",
    ),
    ("h", "Mercado"),
    (
        "p",
        "O mercado brasileiro de perucas e próteses capilares cresce com o envelhecimento da população, com a maior oferta de tratamentos oncológicos e com a moda, que tornou as perucas um acessório de estilo. A concorrência de produtos importados da Ásia é forte nas perucas sintéticas de baixo preço, mas menor nas perucas de cabelo humano feitas sob medida, em que a qualidade do acabamento e a adaptação em salão fazem a diferença.",
    ),
    ("h", "Pessoas"),
    (
        "p",
        "Nosso ateliê reúne artesãs que implantam os fios um a um; uma peruca de cabelo humano leva até 40 horas de trabalho. Mantemos uma escola interna de formação e, em 2025, formamos uma nova turma de artesãs.",
    ),
    ("h", "Origem do cabelo"),
    (
        "p",
        "Compramos cabelo apenas de doadoras cadastradas no Brasil e no Peru, porque cada mecha tem origem rastreável e as doadoras recebem pagamento justo, acertado antes do corte. Não compramos cabelo de intermediários que não informam a origem. Todo cabelo passa por higienização e classificação por comprimento em nosso ateliê.",
    ),
    ("h", "Responsabilidade social"),
    (
        "p",
        "Por meio do programa Coroa de Esperança, doamos 1.250 perucas a pacientes em tratamento oncológico em 2025, em parceria com 31 hospitais públicos.",
    ),
    ("p", "Beatriz Auroreli Campos, Diretora-Presidente"),
]

DOCS["ml/docs/annual-report-2025.pdf"] = [
    ("title", "Loutkárna Vltava, o.p.s. - Annual Report 2025"),
    (
        "p",
        "Loutkárna Vltava is a public-benefit company that runs a marionette theatre in the Old Town of Prague, a small exhibition of historic puppets, a puppet-making workshop and a touring company. This report covers the calendar year 2025. Amounts are in thousands of Czech crowns (CZK thousand).",
    ),
    ("h", "The year in brief"),
    (
        "p",
        "In 2025 we gave 436 performances, 362 of them on our home stage in Prague and 74 on tour in the Czech Republic, Germany, Austria and Japan. Our performances were seen by 68,400 visitors (2024: 63,900), and a further 21,300 visitors came to the puppet exhibition (2024: 18,700). Income reached CZK 24,860 thousand and we closed the year with a surplus of CZK 348 thousand, after a deficit of CZK 231 thousand in 2024.",
    ),
    ("h", "Income and expenditure"),
    (
        "pre",
        """CZK thousand                              2025        2024
Ticket sales                             9,412       8,705
Touring fees                             3,286       2,910
Grant - City of Prague                   6,200       6,000
Grant - Ministry of Culture              3,150       2,900
Sponsors and donations                   1,418       1,502
Shop and workshops                       1,394       1,183
Total income                            24,860      23,200
Total expenditure                      (24,512)    (23,431)
Result for the year                        348        (231)""",
    ),
    (
        "p",
        "Personnel costs remain the largest item of expenditure at CZK 13,906 thousand. We employ 31 people, including nine puppeteers and four puppet makers, and work with about 40 freelance musicians and actors.",
    ),
    ("h", "Artistic programme"),
    (
        "p",
        "The repertoire combines classic marionette productions with new work for children and families. In September 2025 we revived The Bartered Bride with new marionettes carved in our own workshop, and in November 2025 we premiered Zlatovláska, a fairy tale for children from five years. Don Giovanni, which has been in the repertoire since 1994, remains the production most often booked by visitors from abroad.",
    ),
    ("h", "Education and workshops"),
    (
        "p",
        "Our puppet-making workshop runs weekend courses for adults and school programmes in which children make a simple marionette and perform with it. Income from the shop and workshops grew by almost a fifth. We also trained two young puppet carvers under a programme supported by a private foundation.",
    ),
    ("h", "Financing"),
    (
        "p",
        "The City of Prague grant is awarded for four years under a multi-year agreement that runs until 2027. The Ministry of Culture grant is awarded each year and is capped at 40 per cent of the costs of the supported programme. The bank has granted us an overdraft facility with a limit of CZK 1,500 thousand, which covers the months before grant payments arrive.",
    ),
    ("h", "Touring"),
    (
        "p",
        "The highlight of the touring year was a three-week visit to Osaka and Nagoya with our Don Giovanni, the first time the company had performed in Japan. Touring fees rose 12.9 per cent.",
    ),
    ("p", "Prague, 30 April 2026. Jana Horáková, Director"),
]

PAGE_W, PAGE_H = A4
MARGIN = 56
STYLES = {
    "title": ("Helvetica-Bold", 14, 20),
    "h": ("Helvetica-Bold", 11, 16),
    "p": ("Helvetica", 10, 13.5),
    "pre": ("Courier", 8.5, 11),
}


def render(path, blocks):
    for _kind, text in blocks:
        text.encode("latin-1")  # PDFs must stay within Latin-1
    c = canvas.Canvas(str(path), pagesize=A4, invariant=1)
    c.setTitle(blocks[0][1])
    c.setAuthor("batch27 generator")
    y = PAGE_H - MARGIN

    def line(txt, font, size, lead):
        nonlocal y
        if y < MARGIN + lead:
            c.showPage()
            y = PAGE_H - MARGIN
        c.setFont(font, size)
        c.drawString(MARGIN, y, txt)
        y -= lead

    for kind, text in blocks:
        font, size, lead = STYLES[kind]
        if kind == "pre":
            for raw in text.split("\n"):
                line(raw, font, size, lead)
        else:
            for wrapped in simpleSplit(text, font, size, PAGE_W - 2 * MARGIN):
                line(wrapped, font, size, lead)
        y -= 6
    c.showPage()
    c.save()


def main():
    for rel, blocks in DOCS.items():
        out = ROOT / rel
        out.parent.mkdir(parents=True, exist_ok=True)
        render(out, blocks)
        print("wrote", out.relative_to(ROOT))


if __name__ == "__main__":
    main()
