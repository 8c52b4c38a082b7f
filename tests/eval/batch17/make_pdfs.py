#!/usr/bin/env python3
# ruff: noqa: E501  (the documents' text, line by line as the PDFs set it)
"""Regenerate every PDF of batch 17 with reportlab (deterministic: invariant=1).

Body text is Helvetica; tables are space-aligned Courier lines, as text comes out of a PDF.
Only Latin-1 characters are used.  Run:  /work/main/.venv/bin/python make_pdfs.py
"""

import os

from reportlab.lib.pagesizes import A4
from reportlab.lib.utils import simpleSplit
from reportlab.pdfgen import canvas

HERE = os.path.dirname(os.path.abspath(__file__))
DOCS = {}  # relative path -> (title, [blocks]); block = ("h", text) | ("p", text) | ("t", [lines])


# ---- pdf_sugar.py ----
DOCS["sugar/docs/annual-report-2024-25.pdf"] = (
    "Zuckerfabrik Ostheide AG - Annual Report 2024/25",
    [
        (
            "p",
            "Fiscal year 1 March 2024 to 28 February 2025. Zuckerfabrik Ostheide AG, Uelzen-Ost, Lower Saxony.",
        ),
        ("h", "Letter from the Executive Board"),
        (
            "p",
            "Dear shareholders, the 2024/25 fiscal year was the best in the history of Ostheide. Higher contract prices for white sugar in the first half of the year, a long and trouble-free beet campaign and strong demand for bioethanol lifted revenue by 12.6% to EUR 1,184.6 million. EBIT rose to EUR 96.4 million, while EBITDA reached EUR 148.2 million. Net income for the year was EUR 61.8 million, compared with EUR 49.2 million in 2023/24.",
        ),
        (
            "p",
            "Our three factories processed 5,912 thousand tonnes of sugar beet delivered by 3,870 contract growers during the 2024 campaign, which ran for 131 days. Sugar production rose to 868 thousand tonnes. The average sugar content of the beet was 18.1%, up from 17.6% in the previous campaign.",
        ),
        (
            "p",
            "We invested EUR 74.5 million, mainly in the new pulp-pressing line at Uelzen-Ost and in heat recovery at Klein Wanzleben. Investment was lower than in the previous year, when the evaporation station at Uelzen-Ost was rebuilt. Our revolving credit facility of EUR 250 million remained undrawn at year end.",
        ),
        ("h", "Key figures (EUR million)"),
        (
            "t",
            [
                "                                   2024/25     2023/24",
                "Revenue                            1,184.6     1,052.3",
                "  of which sugar                     902.4       811.9",
                "  of which bioethanol                198.7       167.5",
                "  of which animal feed (pulp)         83.5        72.9",
                "EBITDA                               148.2       131.0",
                "EBIT                                  96.4        81.7",
                "Net income                             61.8        49.2",
                "Capital expenditure                   74.5        88.1",
                "Employees (average, headcount)       2,146       2,088",
                "Beet processed (thousand t)          5,912       5,430",
                "Sugar produced (thousand t)            868         801",
            ],
        ),
        ("h", "Segments"),
        (
            "p",
            "The Sugar segment sells white sugar to the food industry and, in smaller volumes, to retail under the Ostheide Kristall brand. Contract prices for the 2024/25 sugar marketing year were negotiated in spring 2024, when European stocks were low; prices fell back in the second half as stocks recovered. The Bioethanol segment operates the distillery at Klein Wanzleben, which converts thick juice and molasses into fuel-grade ethanol. The Feed segment markets pressed and dried beet pulp.",
        ),
        (
            "p",
            "The Sugar segment's EBIT margin was 8.4% (prior year: 7.9%). The Bioethanol segment benefited from higher greenhouse-gas quota prices.",
        ),
        ("h", "Sustainability"),
        (
            "p",
            "Our factories burn natural gas and, at Klein Wanzleben, biogas made from pressed pulp. Specific energy use per tonne of beet fell by 3% thanks to the heat recovery project. The last coal-fired boiler, at Grevesmühlen, was shut down at the end of the 2024 campaign, so the 2025 campaign will be the first without coal. Fresh water drawn from rivers fell because more of the water contained in the beet itself was cleaned and reused.",
        ),
        ("h", "Employees"),
        (
            "p",
            "On average 2,146 people worked for Ostheide during the year. During the campaign around 600 seasonal workers join the permanent staff, mainly as drivers, laboratory assistants and operators in the beet yards; they are included in the average headcount pro rata. Twenty-eight apprentices started their training in September 2024.",
        ),
        ("h", "Risks"),
        (
            "p",
            "The main risks are the weather during the growing season, which determines beet yields and sugar content, the EU white-sugar price, energy prices and the availability of plant-protection products for growers. Duty-free imports of sugar from Ukraine put pressure on prices in the second half of the year.",
        ),
        ("h", "Outlook"),
        (
            "p",
            "For 2025/26 we expect lower sugar prices across Europe. We anticipate revenue between EUR 1.05 billion and EUR 1.15 billion and EBIT between EUR 20 million and EUR 40 million. The outlook assumes an average campaign of around 125 days.",
        ),
    ],
)

# ---- pdf_piano.py ----
DOCS["piano/docs/annual-report-2024.pdf"] = (
    "Strøm & Søn Pianofabrikk AS - Annual Report 2024",
    [
        (
            "p",
            "Strøm & Søn Pianofabrikk AS, Lillehammer, Norway. Financial year 1 January to 31 December 2024.",
        ),
        ("h", "Report of the Board of Directors"),
        (
            "p",
            "Strøm & Søn has built pianos in Lillehammer since 1889. In 2024 the company delivered 1,046 upright pianos and 372 grand pianos. Demand for our concert grand, the model SG-274, continued to grow among conservatories in Germany and Japan, while demand for upright pianos in the home market softened as household budgets were squeezed by higher interest rates.",
        ),
        (
            "p",
            "Revenue grew 6.1% to NOK 412.9 million. The increase came entirely from grand pianos, whose revenue rose 11.6%. Upright piano revenue fell 2.0% as volumes declined. Service and restoration, which includes the restoration workshop in Oslo, grew steadily.",
        ),
        (
            "p",
            "Operating profit rose to NOK 39.1 million. The operating margin improved to 9.5% from 9.0% in 2023, helped by a better product mix and lower prices for spruce soundboard timber. The board proposes a dividend of NOK 8,000 thousand.",
        ),
        ("h", "Income statement summary (in NOK thousand)"),
        (
            "t",
            [
                "                                 2024        2023        2022",
                "Revenue                       412,860     389,140     351,020",
                "  Upright pianos              138,450     141,300     132,900",
                "  Grand pianos                221,710     198,640     170,820",
                "  Service and restoration      52,700      49,200      47,300",
                "EBITDA                         58,340      51,900      44,100",
                "Operating profit (EBIT)        39,120      34,870      28,400",
                "Profit for the year            27,910      24,330      19,850",
                "Employees at year end             184         176         171",
                "Upright pianos delivered        1,046       1,102       1,041",
                "Grand pianos delivered            372         341         298",
            ],
        ),
        ("h", "Working environment and people"),
        (
            "p",
            "Sickness absence was 4.8% (2023: 5.3%). Eight apprentices started their training as piano makers in August. The company employs 184 people, of whom 61 are women.",
        ),
        ("h", "Production and materials"),
        (
            "p",
            "Every Strøm & Søn piano is built by hand in Lillehammer. Soundboards are made of slow-grown spruce from the Gudbrandsdal valley, which is air-dried for at least three years before use. Rims for grand pianos are bent from laminated maple and beech. A concert grand takes about eleven months from the first cut to the final voicing. The factory is heated with wood waste from our own production.",
        ),
        ("h", "Financial risk"),
        (
            "p",
            "About 55% of revenue is earned outside Norway, mostly in euros. The company hedges part of its expected euro receipts with forward contracts for up to twelve months ahead. The weaker krone in 2024 supported export margins. The company has no interest-bearing debt apart from a small overdraft facility that was not used during the year.",
        ),
        ("h", "Outlook"),
        (
            "p",
            "The order book for grand pianos covers about seven months of production. The board expects revenue of around NOK 430 million in 2025 and has approved a plan to replace the CNC machinery used for rim bending. The board confirms that the going-concern assumption is met.",
        ),
        ("p", "Lillehammer, 14 March 2025. The Board of Directors of Strøm & Søn Pianofabrikk AS."),
    ],
)

# ---- pdf_parking.py ----
DOCS["parking/docs/annual-report-2024-25.pdf"] = (
    "Parkwise Urban Mobility Limited - Annual Report 2024-25",
    [
        (
            "p",
            "Registered office: Lower Parel, Mumbai 400013. Financial year 1 April 2024 to 31 March 2025.",
        ),
        ("h", "Directors' Report"),
        (
            "p",
            "Your Directors are pleased to present the Eleventh Annual Report of Parkwise Urban Mobility Limited together with the audited financial statements for the financial year ended 31 March 2025. During the year the Company added four cities and now operates in 38 cities across India. The number of parking bays under management rose to 1,86,400 at year end from 1,62,300 a year earlier.",
        ),
        (
            "p",
            "Revenue from operations grew 15.3% to Rs. 486.2 crore. Off-street parking at malls, hospitals and railway stations remained the largest business. EV charging revenue rose 53% to Rs. 42.8 crore, at an EBITDA margin of 31%, as the Company installed 1,140 new charging points. On-street concessions grew with the start of the Nagpur and Indore contracts.",
        ),
        (
            "p",
            "EBITDA increased to Rs. 131.3 crore and the EBITDA margin improved by one percentage point to 27.0%. Profit after tax was Rs. 58.4 crore against Rs. 44.9 crore in the previous year. The Board recommends a final dividend of Rs. 2.50 per equity share of face value Rs. 10.",
        ),
        ("h", "Financial highlights (Rs. crore, unless stated)"),
        (
            "t",
            [
                "                                    FY2024-25    FY2023-24",
                "Revenue from operations                 486.2        421.7",
                "  Off-street parking                    301.5        268.0",
                "  On-street concessions                 112.4         98.3",
                "  EV charging                            42.8         27.9",
                "  Parking technology                     29.5         27.5",
                "EBITDA                                  131.3        109.6",
                "EBITDA margin (%)                        27.0         26.0",
                "Profit after tax                         58.4         44.9",
                "Parking bays managed (number)        1,86,400     1,62,300",
                "Cities                                     38           34",
                "Employees (number)                      3,412        3,105",
            ],
        ),
        ("h", "Management Discussion and Analysis"),
        (
            "p",
            "Urban India adds more than three million private cars a year while parking supply in city centres is almost fixed. Municipal corporations are moving from informal parking contractors to professional operators with digital payment, which favours the Company. Competition for concessions remains intense and upfront fees have risen.",
        ),
        (
            "p",
            "The parking technology business sells the Parkwise app, licence-plate recognition cameras and bay sensors to third parties. Its revenue grew only modestly because two large sensor orders slipped into the next year.",
        ),
        ("h", "Human resources"),
        (
            "p",
            "The Company employed 3,412 people at the end of the year, most of them parking attendants and supervisors. All attendants now use handheld devices for digital payment, and cash accounted for less than a fifth of collections in the fourth quarter. The Company trained 1,260 employees in customer service and road safety during the year.",
        ),
        ("h", "Corporate social responsibility"),
        (
            "p",
            "In line with Section 135 of the Companies Act, the Company spent 2% of its average net profit on CSR projects, chiefly road-safety education in municipal schools and free parking for ambulances and blood-donation vans at its sites.",
        ),
        ("h", "Risks"),
        (
            "p",
            "The main risks are the renewal of concessions, delays in payments by public authorities and the cost of land for EV charging hubs. The Company's borrowing limit approved by shareholders under Section 180 of the Companies Act is Rs. 400 crore; borrowings at year end were Rs. 96.7 crore.",
        ),
    ],
)

# ---- pdf_themepark.py ----
DOCS["themepark/docs/investor-presentation-h1-2025.pdf"] = (
    "Parc des Marées SA - Half-year results 2025, investor presentation",
    [
        (
            "p",
            "Half year ended 30 June 2025. Figures unaudited. The park is seasonal: it opened on 5 April 2025, so the first half includes less than three months of operation, and results for the half year are not indicative of the full year.",
        ),
        ("h", "Highlights"),
        (
            "p",
            "Visitors in the first half rose 2.8% to 585,000 (H1 2024: 569,000). Revenue reached EUR 61.2 million, compared with EUR 58.9 million in the first half of 2024. EBITDA was a loss of EUR 2.3 million, an improvement on the loss of EUR 4.1 million a year earlier, because fixed winter maintenance costs were spread over higher revenue.",
        ),
        ("h", "Income statement (EUR million)"),
        (
            "t",
            [
                "                            H1 2025    H1 2024    FY 2024",
                "Revenue                        61.2       58.9      187.4",
                "  Ticketing                    36.0       35.1      104.6",
                "  Food and retail             16.4       15.6       52.3",
                "  Lodges                        8.8        8.2       30.5",
                "EBITDA                         (2.3)      (4.1)      46.9",
                "Operating result              (14.9)     (16.0)      21.7",
                "Net result                    (12.6)     (13.2)      12.8",
                "Visitors (thousand)             585        569      1,842",
            ],
        ),
        ("h", "Trading in the half year"),
        (
            "p",
            "April and May were affected by heavy rain on several weekends, but June was the best June in the park's history, helped by a heatwave at the end of the month and by school trips. Spending per visitor on food and retail rose 2%, helped by the new panoramic restaurant. Lodge occupancy was 79% in the second quarter.",
        ),
        (
            "p",
            "Guest satisfaction, measured by our exit survey, was 8.6 out of 10. The Récif zone, which opened in 2024, remains the most popular area of the park, and queue times at the Grand Maelström ride were cut by a new virtual queue system.",
        ),
        ("h", "Balance sheet and financing"),
        (
            "p",
            "Net debt was EUR 96.4 million at 30 June 2025. Our bank covenant caps net debt at 3.0 times EBITDA over the last twelve months; the ratio was 2.0 times. Seasonal drawings on the EUR 40 million credit line were EUR 15.0 million.",
        ),
        ("h", "Abysses project"),
        (
            "p",
            "Construction of the Abysses water coaster started in May 2025. The total budget is EUR 28 million, of which EUR 6.5 million was spent in the first half. Opening is planned for April 2026.",
        ),
        ("h", "Outlook"),
        (
            "p",
            "Advance bookings for July and August are 5% above last year. The company confirms its target of 2 million visitors in 2027 and expects full-year 2025 revenue of EUR 195 million to EUR 200 million.",
        ),
    ],
)

# ---- pdf_groundstation.py ----
DOCS["groundstation/docs/annual-report-fy25.pdf"] = (
    "Tanami Groundlink Ltd - Annual Report FY25",
    [
        (
            "p",
            "Tanami Groundlink Ltd (ASX: TGL), Adelaide, South Australia. Financial year ended 30 June 2025 (FY25). All amounts are in Australian dollars.",
        ),
        ("h", "Chair and Managing Director's letter"),
        (
            "p",
            "Tanami Groundlink operates satellite ground stations at Alice Springs, Geraldton and Hobart and a network of partner antennas in New Zealand and Chile. Our customers are operators of Earth-observation and communications satellites in low Earth orbit who need to download data and send commands many times a day.",
        ),
        (
            "p",
            "FY25 was another year of strong growth. Revenue rose 17.1% to $84.2 million, driven by antenna-as-a-service contracts with three new constellation operators. EBITDA increased to $29.5 million and the EBITDA margin widened to 35.0% (FY24: 32.1%). EBIT was $13.0 million and net profit after tax $7.85 million. We commissioned seven new antennas, bringing the total in service to 46.",
        ),
        (
            "p",
            "Our three-year plan, announced in 2023, aimed for revenue of $80 million in FY25; we exceeded it. For FY26 we expect revenue of $95 million to $100 million.",
        ),
        ("h", "Five-year style summary (A$'000)"),
        (
            "t",
            [
                "                                    FY25        FY24        FY23",
                "Revenue                           84,215      71,940      60,388",
                "  Antenna-as-a-service            51,730      43,520      35,910",
                "  Ground-segment engineering      21,085      19,300      17,148",
                "  Data hosting and delivery       11,400       9,120       7,330",
                "EBITDA                            29,480      23,110      17,650",
                "EBIT                              12,960       9,040       5,120",
                "Net profit after tax               7,850       5,310       2,470",
                "Antennas in service (number)          46          39          33",
                "Satellite passes supported ('000)    412         338         271",
                "Employees (FTE)                      168         151         140",
            ],
        ),
        ("h", "Operations"),
        (
            "p",
            "The Alice Springs teleport is our largest site with 21 antennas. Its location in the centre of the continent gives it visibility of polar-orbiting satellites on both ascending and descending passes. Availability across the network was 99.7% of scheduled passes.",
        ),
        (
            "p",
            "Ground-segment engineering designs and builds stations for government and defence customers. Revenue from this segment is lumpy because it depends on project milestones.",
        ),
        ("h", "Our people"),
        (
            "p",
            "We employed 168 full-time-equivalent staff at year end, including radio-frequency engineers, network operators and software developers. Recruiting technicians for remote sites remains difficult, and we now pay a remote-area allowance at Alice Springs and Geraldton. We also sponsor two electrical apprenticeships a year with Charles Darwin University.",
        ),
        ("h", "Sustainability"),
        (
            "p",
            "Ground stations use a lot of electricity for antenna drives, cooling and data centres. Alice Springs now draws most of its daytime power from an on-site solar farm with batteries, and Hobart buys accredited green power. We report our emissions under the National Greenhouse and Energy Reporting scheme.",
        ),
        ("h", "Risks"),
        (
            "p",
            "Our main risks are customer concentration, the loss of spectrum licences, cyber attacks on customer satellites commanded through our network, and satellite operators building their own stations. Most contracts are priced in US dollars, so a stronger Australian dollar would reduce reported revenue.",
        ),
        ("h", "Capital management"),
        (
            "p",
            "Capital expenditure was $24.6 million, mainly on antennas and radomes. Our debt facility with a limit of $60 million was drawn to $22.0 million at 30 June 2025. The board declared a fully franked final dividend of 1.5 cents per share.",
        ),
    ],
)

# ---- pdf_ambulance.py ----
DOCS["ambulance/docs/annual-review-2024-25.pdf"] = (
    "Severnside Ambulance Services Ltd - Strategic Report and Annual Review 2024-25",
    [
        (
            "p",
            "Severnside Ambulance Services Ltd, Avonmouth, Bristol. Company number 06118342. Year ended 31 March 2025.",
        ),
        ("h", "Strategic report"),
        (
            "p",
            "Severnside provides non-emergency patient transport under contracts with NHS integrated care boards, medical cover at sporting and music events, and international repatriation of patients on behalf of travel insurers. We do not provide 999 emergency services.",
        ),
        (
            "p",
            "Turnover increased by 10.1% to GBP 38.4 million. The main driver was a full year of the enlarged North Somerset contract, which added renal-dialysis journeys. Event medical cover grew as festival organisers returned to pre-pandemic volumes. Operating profit rose to GBP 1.84 million from GBP 1.23 million, an operating margin of 4.8%. EBITDA was GBP 4.6 million; depreciation is high because we renew our fleet every five years.",
        ),
        (
            "p",
            "We completed 412,600 patient journeys for the NHS during the year. Our fleet grew to 214 vehicles, including 38 electric vans, and we employed 1,036 people at year end.",
        ),
        ("h", "Key figures (GBP 000 unless stated)"),
        (
            "t",
            [
                "                                          2025        2024",
                "Turnover                                38,420      34,910",
                "  NHS patient transport contracts       29,860      27,240",
                "  Event medical cover                    4,710       4,130",
                "  Private repatriation                   3,850       3,540",
                "EBITDA                                   4,615       3,870",
                "Operating profit                         1,842       1,226",
                "Profit before tax                        1,310         802",
                "Patient journeys (number)              412,600     388,900",
                "Vehicles at year end (number)              214         198",
                "Employees at year end (number)           1,036         982",
            ],
        ),
        (
            "p",
            "The 2025 column refers to the year ended 31 March 2025 and the 2024 column to the year ended 31 March 2024.",
        ),
        ("h", "Fleet and environment"),
        (
            "p",
            "We added 16 vehicles during the year, net of disposals. The 38 electric vans are used on urban renal and outpatient routes, where daily mileage is short and vehicles can be charged at our depots between shifts. All stretcher vehicles are fitted with powered tail-lifts. Average vehicle age fell to 3.1 years.",
        ),
        ("h", "Quality and safety"),
        (
            "p",
            "Our Care Quality Commission rating is Good in all five domains. We recorded 41 patient-safety incidents, none of which resulted in serious harm, and we investigated every complaint within 20 working days. Every crew member completes annual training in manual handling, infection control and dementia awareness.",
        ),
        ("h", "Principal risks"),
        (
            "p",
            "Our NHS contracts include performance regimes under which service credits can be deducted if we miss agreed standards. Fuel and vehicle costs, staff retention and the timing of contract re-tenders are the other principal risks. Staff turnover fell to 19% from 24%.",
        ),
        ("h", "Section 172 statement"),
        (
            "p",
            "The directors have considered the interests of patients, employees, commissioners and the community. During the year we raised the minimum hourly rate for ambulance care assistants to GBP 12.80 and introduced a mental-health first-aider in every depot.",
        ),
        (
            "p",
            "Approved by the Board on 24 July 2025 and signed on its behalf by Priya Nandakumar, Director.",
        ),
    ],
)

# ---- pdf_glassworks.py ----
DOCS["glassworks/docs/sustainability-report-2024.pdf"] = (
    "Vetreria Lagunare S.p.A. - Sustainability Report 2024",
    [
        (
            "p",
            "Non-financial statement for the year ended 31 December 2024, prepared with reference to the GRI Standards.",
        ),
        ("h", "Our furnaces"),
        (
            "p",
            "Glass is melted at temperatures of about 1,400 degrees Celsius, and melting accounts for roughly three quarters of our energy use. Until 2023 all four of our furnaces on Murano burned natural gas. In 2024 we converted furnace No. 3 to electric melting because the lagoon's air-quality rules are tightening and because electric melting lets us buy certified renewable electricity instead of fossil gas. The furnace restarted in February 2025 after a commissioning period.",
        ),
        (
            "p",
            "The share of recycled glass (cullet) in the batch rose to 44%. Every 10 percentage points of cullet cut melting energy by about 2.5%, because cullet melts at a lower temperature than raw sand, soda and lime.",
        ),
        ("h", "Environmental indicators"),
        (
            "t",
            [
                "                                          2024       2023       2022",
                "Glass melted (tonnes)                   19,860     19,120     18,450",
                "Natural gas (thousand Sm3)               5,480      6,050      6,210",
                "Electricity (MWh)                       19,650     15,100     14,300",
                "  of which certified renewable (MWh)    12,800      6,900      2,100",
                "CO2 emissions, scope 1+2 (tonnes)       15,240     16,720     16,980",
                "Water withdrawn (thousand m3)              212        224        231",
                "Cullet share of batch (%)                   44         41         38",
            ],
        ),
        ("h", "People"),
        (
            "p",
            "We employed an average of 612 people in 2024, of whom 148 are master glassmakers and apprentices. The Scuola del Vetro trained 22 apprentices. The injury frequency rate fell to 8.1 per million hours worked from 11.4.",
        ),
        ("h", "Water and the lagoon"),
        (
            "p",
            "Water is used to cool furnaces and to grind and polish glass. We withdrew 212 thousand cubic metres in 2024, 5% less than in 2023, after installing a closed cooling circuit at the grinding workshop. All waste water passes through our treatment plant before it is discharged into the lagoon, and we test it every month for heavy metals, in particular for the lead and arsenic that were used in historic glass recipes and that we no longer use.",
        ),
        ("h", "Heritage and community"),
        (
            "p",
            "Murano glassmaking is a living tradition that depends on passing skills from master to apprentice. We keep the workshop open to visitors on weekday mornings and lend historic pieces from our archive to museums in Venice. In 2024 more than 38,000 visitors watched our masters at work.",
        ),
        ("h", "Supply chain"),
        (
            "p",
            "Sand, soda ash and limestone come from suppliers in Italy and Belgium by ship and barge. Colouring oxides are bought in small quantities from specialist suppliers. We ask all suppliers to sign our code of conduct, and we audited eleven of them in 2024.",
        ),
        ("h", "Targets"),
        (
            "p",
            "By 2030 we aim to cut scope 1 and 2 CO2 emissions per tonne of glass melted to 0.45 tonnes and to raise the cullet share to 60%.",
        ),
    ],
)

# ---- pdf_petfood.py ----
DOCS["petfood/docs/annual-report-fiscal-2024.pdf"] = (
    "Harlow & Finch Pet Nutrition, Inc. - Fiscal 2024 Annual Report to Shareholders",
    [
        (
            "p",
            "Harlow & Finch Pet Nutrition, Inc., Topeka, Kansas (NASDAQ: HFPN). Our fiscal year ends on the last Saturday of September; fiscal 2024 ended on September 28, 2024 and fiscal 2023 on September 30, 2023.",
        ),
        ("h", "To our shareholders"),
        (
            "p",
            "Fiscal 2024 was a year of steady progress. Net sales grew 6.6% to $612.5 million, led by treats, where our freeze-dried Wild Prairie line gained distribution in two national pet-specialty chains. Dry food grew more slowly as shoppers traded down to private label in the grocery channel.",
        ),
        (
            "p",
            "Gross margin improved to 31.0% from 29.0% as chicken meal and pea protein prices eased. Operating income rose 17.8% to $58.2 million, an operating margin of 9.5%. Adjusted EBITDA, which excludes depreciation, amortization and the costs of closing our Joplin co-packing agreement, reached $86.4 million, or 14.1% of net sales. Net income was $41.3 million, or $2.06 per diluted share.",
        ),
        (
            "p",
            "Our revolving credit agreement limits capital expenditure to $60 million a year. We spent $38.7 million, mostly on a new extrusion line at Emporia.",
        ),
        ("h", "Selected financial data ($ in thousands, except per-share data)"),
        (
            "t",
            [
                "                                Fiscal 2024    Fiscal 2023",
                "Net sales                           612,480        574,310",
                "  Dry food                         338,150        321,900",
                "  Wet food                         171,630        160,240",
                "  Treats                           102,700         92,170",
                "Gross profit                        189,870        166,550",
                "Operating income                     58,190         49,390",
                "Net income                           41,260         33,870",
                "Adjusted EBITDA                      86,420         75,110",
                "Diluted earnings per share             2.06           1.69",
            ],
        ),
        ("h", "Our plants"),
        (
            "p",
            "We make dry food and treats at Emporia, Kansas and wet food in cans and pouches at Lakeside, Nebraska. Both plants are certified to the Safe Quality Food standard. Emporia runs three extrusion lines and, after the expansion, will run four.",
        ),
        ("h", "Sourcing"),
        (
            "p",
            "We buy chicken, beef and fish meal from rendering plants in Kansas, Nebraska and Iowa, and peas, lentils and sweet potatoes from growers in the northern Plains. About 70% of our main ingredients are sourced within 500 miles of our plants. Prices for animal proteins fell in the second half of the fiscal year.",
        ),
        ("h", "Channels"),
        (
            "p",
            "Pet-specialty retailers remained our largest channel, followed by grocery and e-commerce. Our largest customer, a national pet-specialty chain, accounted for 17% of net sales. Sales through e-commerce grew faster than any other channel, helped by subscription orders for our treats.",
        ),
        ("h", "People"),
        (
            "p",
            "We employed 1,140 people at the end of fiscal 2024, of whom 386 work at Emporia and 412 at Lakeside. Our safety record improved, with a recordable injury rate of 1.9 per 100 full-time workers.",
        ),
        ("h", "Outlook"),
        (
            "p",
            "For fiscal 2025 we expect net sales growth of 4% to 6% and adjusted EBITDA of $90 million to $95 million. We remain committed to our long-term goal of an operating margin of 12%.",
        ),
    ],
)

# ---- pdf_saltmine.py ----
DOCS["saltmine/docs/annual-report-2024.pdf"] = (
    "Solanka Group S.A. - Annual Report 2024",
    [
        (
            "p",
            "Solanka Group S.A., Inowroclaw, Poland. Consolidated financial statements for the year ended 31 December 2024. Amounts in PLN million unless stated otherwise.",
        ),
        ("h", "Management Board letter"),
        (
            "p",
            "Solanka mines rock salt underground, produces evaporated salt from brine and operates one of Poland's most visited salt-mine tourist routes. In 2024 revenue fell 2.6% to PLN 684.3 million. Road salt revenue fell because the winter of 2023/24 was the mildest in thirty years and road authorities entered the season with full stores. Food salt, industrial salt and tourism all grew.",
        ),
        (
            "p",
            "EBITDA was PLN 121.8 million, down from PLN 139.4 million, and EBIT fell to PLN 64.2 million. Net profit was PLN 41.7 million. Tourism had a record year with 512 thousand visitors to the underground route, the brine graduation towers and the spa programme.",
        ),
        ("h", "Consolidated key figures (PLN million)"),
        (
            "t",
            [
                "                                         2024       2023",
                "Revenue                                 684.3      702.9",
                "  Road salt                             298.6      341.2",
                "  Food salt                             176.4      165.0",
                "  Industrial salt and brine             132.9      128.5",
                "  Salt tourism and health               76.4       68.2",
                "EBITDA                                  121.8      139.4",
                "EBIT                                     64.2       83.5",
                "Net profit                               41.7       58.9",
                "Salt sold (thousand tonnes)            3,412      3,805",
                "Tourist visitors (thousand)              512        468",
                "Employees (year end)                   1,874      1,902",
            ],
        ),
        ("h", "Operations"),
        (
            "p",
            "Rock salt is mined by the room-and-pillar method at depths of 400 to 700 metres, crushed underground and hoisted to the surface. Evaporated salt is produced at the Matwy works from brine obtained by solution mining. Salt sold fell to 3,412 thousand tonnes because of lower road-salt volumes; stocks of road salt at the end of the year were high, which will limit production in the first months of 2025.",
        ),
        ("h", "Tourism and health"),
        (
            "p",
            "The tourist route, the brine graduation towers and the health programme had a record year. Foreign visitors, mainly from Germany, made up almost a third of the total. We opened a new underground event hall for concerts and conferences in June 2024.",
        ),
        ("h", "Safety"),
        (
            "p",
            "The lost-time injury frequency rate fell to 4.2 per million hours worked. We carried out two full-scale underground rescue exercises with the State Mine Rescue Service. No serious accidents occurred during the year.",
        ),
        ("h", "Strategy"),
        (
            "p",
            "We want to make the group less dependent on the weather. The aim is for food salt, industrial salt and tourism to provide at least 60% of revenue by 2027. In 2024 these three businesses provided 56% of revenue.",
        ),
        ("h", "Dividend"),
        (
            "p",
            "The Management Board proposes a dividend of PLN 1.10 per share. The dividend policy provides for a payout of up to 50% of consolidated net profit.",
        ),
    ],
)

# ---- pdf_verticalfarm.py ----
DOCS["verticalfarm/docs/annual-review-2024.pdf"] = (
    "Canopy Stack Pte. Ltd. - Annual Review 2024",
    [
        (
            "p",
            "Canopy Stack Pte. Ltd., Singapore. Year ended 31 December 2024. Amounts in Singapore dollars.",
        ),
        ("h", "From the founders"),
        (
            "p",
            "Singapore imports more than 90% of its food. Canopy Stack grows leafy greens, herbs and microgreens indoors, under LED light, in stacked growing towers at two farms: Jurong, which opened in 2021, and Senoko, which opened in May 2023. In 2024 we harvested 1,062 tonnes of produce, up from 728 tonnes, and revenue rose 50.2% to SGD 18.6 million.",
        ),
        (
            "p",
            "We are not yet profitable. EBITDA was a loss of SGD 2.3 million, less than half the loss of 2023, and the operating loss narrowed to SGD 6.9 million. Energy is our largest cost after labour. We cut energy use per kilogram of produce to 9.8 kWh from 11.6 kWh by replacing fixed-spectrum LEDs with tunable LEDs that dim during the plants' dark period, and by recovering heat from the chillers to warm the nutrient solution.",
        ),
        (
            "p",
            "In 2024 we also began licensing our tower design and control software. The first licensee, a grower in Ho Chi Minh City, paid SGD 1.45 million in fees.",
        ),
        ("h", "Financial summary (SGD thousand)"),
        (
            "t",
            [
                "                                   2024        2023",
                "Revenue                          18,640      12,410",
                "  Leafy greens                   11,280       8,150",
                "  Herbs                           4,190       2,860",
                "  Microgreens                     1,720       1,400",
                "  Licensing                       1,450           -",
                "EBITDA                           (2,310)     (4,870)",
                "Operating loss                   (6,940)     (8,620)",
                "Net loss                         (7,480)     (9,050)",
                "Harvested output (tonnes)         1,062         728",
                "Growing area (m2)                14,400      10,800",
                "Energy use (kWh per kg)             9.8        11.6",
            ],
        ),
        ("h", "Customers and products"),
        (
            "p",
            "Our produce is sold in three supermarket chains, to restaurants and hotels through food-service distributors, and directly to consumers through our online shop. Butterhead lettuce, kale and basil are our best sellers. Because our farms are within 20 kilometres of most customers, produce is usually on the shelf within 24 hours of harvest, and we use no pesticides.",
        ),
        ("h", "People"),
        (
            "p",
            "We employed 162 people at the end of 2024, of whom 58 are growers and plant scientists. Most growers join us from hospitality or retail and complete our six-month training programme. Staff turnover fell from 31% to 22%.",
        ),
        ("h", "Funding"),
        (
            "p",
            "In October 2024 we raised SGD 24 million in a Series C round led by regional food-technology investors. Our green loan of SGD 15 million carries a covenant that limits capital expenditure to SGD 12 million a year until the company reaches positive EBITDA.",
        ),
        ("h", "Looking ahead"),
        (
            "p",
            "Our goal is to reach positive EBITDA in 2026. A third farm in Johor, Malaysia, with a local partner, is being planned.",
        ),
    ],
)


PAGE_W, PAGE_H = A4
MARGIN = 56
TEXT_W = PAGE_W - 2 * MARGIN


def render(relpath, title, blocks):
    text_all = title + "".join(b[1] if isinstance(b[1], str) else "".join(b[1]) for b in blocks)
    text_all.encode("latin-1")  # raises if a non-Latin-1 character slipped in
    path = os.path.join(HERE, relpath)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    c = canvas.Canvas(path, pagesize=A4, invariant=1)
    c.setTitle(title)
    c.setAuthor("batch17")
    y = PAGE_H - MARGIN

    def need(h):
        nonlocal y
        if y - h < MARGIN:
            c.showPage()
            y = PAGE_H - MARGIN

    for line in simpleSplit(title, "Helvetica-Bold", 15, TEXT_W):
        need(20)
        c.setFont("Helvetica-Bold", 15)
        c.drawString(MARGIN, y, line)
        y -= 20
    y -= 6
    for kind, content in blocks:
        if kind == "h":
            need(28)
            y -= 6
            c.setFont("Helvetica-Bold", 11.5)
            c.drawString(MARGIN, y, content)
            y -= 17
        elif kind == "p":
            for line in simpleSplit(content, "Helvetica", 10, TEXT_W):
                need(14)
                c.setFont("Helvetica", 10)
                c.drawString(MARGIN, y, line)
                y -= 14
            y -= 6
        elif kind == "t":
            for line in content:
                need(12)
                c.setFont("Courier", 8.6)
                c.drawString(MARGIN, y, line)
                y -= 12
            y -= 8
        else:
            raise ValueError(kind)
    c.showPage()
    c.save()
    return path


def main():
    for relpath, (title, blocks) in sorted(DOCS.items()):
        print("wrote", render(relpath, title, blocks))


if __name__ == "__main__":
    main()
