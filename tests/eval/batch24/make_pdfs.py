# ruff: noqa: E501
"""Regenerate every PDF in batch 24 with reportlab (deterministic: invariant=1).

Body text is set in Helvetica; tables are space-aligned Courier lines, the way table text
comes out of a PDF. Only Latin-1 characters are used.

Run: /work/main/.venv/bin/python /work/batch24/make_pdfs.py
"""

from __future__ import annotations

from pathlib import Path

from reportlab.lib.pagesizes import A4
from reportlab.pdfgen import canvas

HERE = Path(__file__).resolve().parent

# Each PDF: (collection, file name, title, blocks). A block is ("h", text) for a heading,
# ("p", text) for a paragraph or ("t", [lines]) for a Courier table.
PDFS: list[tuple[str, str, str, list[tuple[str, object]]]] = []


def add(collection: str, name: str, title: str, blocks: list[tuple[str, object]]) -> None:
    PDFS.append((collection, name, title, blocks))


# --------------------------------------------------------------------------- hs
add(
    "hs",
    "q3-2025-interim.pdf",
    "Fjordlodd Hydrografi AS - Interim Report Third Quarter 2025",
    [
        ("p", "Bergen, 6 November 2025"),
        ("h", "Highlights"),
        (
            "p",
            "Fjordlodd Hydrografi AS delivered revenue of NOK 171.8 million in the third quarter of 2025, up 8.5% from NOK 158.3 million in the same quarter last year. EBITDA for the quarter was NOK 38.4 million, compared with NOK 33.9 million a year earlier. The new survey vessel MS Havlodd started her first contract in July and contributed 71 survey days in the quarter.",
        ),
        (
            "p",
            "For the first nine months of the year revenue reached NOK 478.5 million and EBITDA NOK 95.1 million. The order backlog stood at NOK 934 million at 30 September 2025 (30 September 2024: NOK 812 million).",
        ),
        ("h", "Condensed income statement"),
        (
            "t",
            [
                "NOK million          Q3 2025  Q3 2024  9M 2025  9M 2024  FY 2024",
                "Revenue                171.8    158.3    478.5    441.2    612.4",
                "Operating expenses    (133.4)  (124.4)  (383.4)  (357.2)  (493.7)",
                "EBITDA                  38.4     33.9     95.1     84.0    118.7",
                "Depreciation          (15.8)   (14.8)   (46.1)   (39.3)   (54.4)",
                "EBIT                    22.6     19.1     49.0     44.7     64.3",
                "Survey days              662      601    1,781    1,652    2,310",
            ],
        ),
        (
            "p",
            "Depreciation increased after the delivery of MS Havlodd, which is depreciated over 25 years. Operating expenses include NOK 3.1 million of one-off mobilisation costs for the new vessel.",
        ),
        ("h", "Markets"),
        (
            "p",
            "Offshore energy revenue grew 12% in the quarter as cable route surveys for North Sea interconnectors continued. Public charting was flat, as expected, because the Nordland framework agreement runs at a steady volume. Aquaculture and coastal work was slightly lower than last year because several fish-farm site approvals were postponed by the authorities.",
        ),
        ("h", "Financing"),
        (
            "p",
            "Net interest-bearing debt was NOK 289.5 million at 30 September 2025 after the drawdown of the NOK 150 million vessel loan. The ratio of net debt to last-twelve-months EBITDA was 2.2 times, within the covenant limit of 3.0 times.",
        ),
        ("h", "Outlook"),
        (
            "p",
            "The fourth quarter is seasonally weaker because of winter weather in the North Sea. The board maintains its ambition of revenue of NOK 700 million in 2026.",
        ),
    ],
)

# --------------------------------------------------------------------------- ip
add(
    "ip",
    "annual-report-fy2025.pdf",
    "Siam Cricket Protein Public Company Limited - Annual Report for the fiscal year ended 31 March 2025",
    [
        ("h", "Message from the Chairman"),
        (
            "p",
            "Fiscal year 2025 (1 April 2024 to 31 March 2025) was a year of strong growth for Siam Cricket Protein Public Company Limited (SCP). Revenue rose 20.4% to THB 1,284.6 million as demand for cricket powder from European sports-nutrition brands continued to grow and our protein bar range entered 1,900 convenience stores in Thailand. Net profit increased to THB 88.5 million from THB 57.3 million in fiscal year 2024.",
        ),
        (
            "p",
            "Our farms in Khon Kaen, Udon Thani and Chiang Rai produced 3,420 tonnes of cricket protein, compared with 2,870 tonnes in the previous fiscal year. The Chiang Rai farm, opened in fiscal year 2024, reached its design capacity in the fourth quarter.",
        ),
        ("h", "Financial highlights"),
        (
            "t",
            [
                "THB million                  FY2025     FY2024     FY2023",
                "Revenue                    1,284.6    1,067.2      842.9",
                "Gross profit                 398.2      309.5      227.6",
                "EBITDA                       176.4      131.8       88.3",
                "Operating profit (EBIT)      121.9       84.7       47.2",
                "Net profit                    88.5       57.3       29.8",
                "Protein output (tonnes)      3,420      2,870      2,210",
                "Employees at 31 March          412        368        301",
            ],
        ),
        (
            "p",
            "Fiscal years end on 31 March; FY2025 is the year ended 31 March 2025. Gross margin improved to 31.0% from 29.0% thanks to lower feed costs per kilogram of output.",
        ),
        ("h", "Revenue by product group, FY2025"),
        (
            "t",
            [
                "THB million                      FY2025   Share",
                "Cricket powder                    702.3   54.7%",
                "Protein bars and snacks           391.8   30.5%",
                "Animal feed ingredients           190.5   14.8%",
                "Total                           1,284.6  100.0%",
            ],
        ),
        ("h", "Research and development"),
        (
            "p",
            "Research and development expenses were THB 61.7 million in FY2025 (FY2024: THB 44.9 million). The main projects were a de-flavoured cricket protein isolate for dairy-free drinks and automated harvesting equipment developed with Khon Kaen University. The Board of Investment grant for the harvesting project is capped at THB 25 million over three years.",
        ),
        ("h", "Associate company"),
        (
            "p",
            "SCP holds 40% of Cricket Feed Vietnam JSC, which produces insect meal for aquaculture feed near Can Tho. The associate is still in its ramp-up phase and its results are accounted for using the equity method.",
        ),
        ("h", "Sustainability"),
        (
            "p",
            "Insect farming uses far less land and water than livestock. In FY2025 our farms used 1.9 cubic metres of water per tonne of protein and fed the crickets mainly on cassava peel, rice bran and spent grain bought from local mills. Frass, the residue from rearing, is sold to organic vegetable growers as fertiliser. All three farms are certified under the Thai Good Agricultural Practice standard for insect farms.",
        ),
        ("h", "Risks"),
        (
            "p",
            "The main risks are disease outbreaks in the rearing rooms, which could force a farm to cull a generation of crickets, changes in novel-food rules in export markets, and the price of feed ingredients. We reduce disease risk by keeping each rearing room as a closed unit with its own air handling, and we hold three months of feed stock at each farm. Export customers in the European Union account for around 38% of cricket powder sales.",
        ),
        ("h", "Outlook"),
        (
            "p",
            "The Board has set a target of reaching revenue of THB 2,000 million by fiscal year 2028. This target is not a forecast of results.",
        ),
    ],
)

# --------------------------------------------------------------------------- sl
add(
    "sl",
    "tour-contract-release.pdf",
    "Limelight Rigging plc - Contract win: 2026 European arena tour",
    [
        ("p", "Leeds, 2 December 2025 - For immediate release"),
        (
            "p",
            "Limelight Rigging plc, the stage lighting and rigging hire group, announces that it has been appointed exclusive lighting and rigging supplier for a 42-date European arena tour by an internationally known rock band, running from March to August 2026. The band's management has asked that its name is not published until the tour is announced to the public.",
        ),
        (
            "p",
            "The contract is expected to be worth between GBP 3.2 million and GBP 3.8 million to Limelight, depending on the final number of shows and on the video package chosen. It is the largest single touring contract in the Group's history.",
        ),
        (
            "p",
            "Limelight will supply around 1,150 lighting fixtures, a touring rigging system with 96 motor hoists, and a crew of 11 lighting technicians who will travel with the production. Two identical floor packages will leapfrog between venues so that the set can be built a day ahead of each show.",
        ),
        ("h", "Competitive tender"),
        (
            "p",
            "The contract was won in a tender against two larger competitors, including Arclight Staging Ltd, which reported revenue of GBP 31.2 million in its latest accounts and had supplied the band's previous tour. Limelight's Finance Director Priya Raman said the Group's revenue of GBP 48.6 million in FY2025 made it the largest independent lighting hire company in the north of England.",
        ),
        ("h", "Contract summary"),
        (
            "t",
            [
                "Item                              Detail",
                "Tour dates                        March - August 2026",
                "Number of shows                   42 (option for 6 more)",
                "Lighting fixtures                 c. 1,150",
                "Motor hoists                      96",
                "Touring crew                      11",
                "Expected contract value (GBP m)   3.2 - 3.8",
            ],
        ),
        (
            "p",
            'Declan Fairweather, Chief Executive, said: "Winning this tour shows that our investment in the LED fleet is paying off. We expect the contract to support our growth in FY2027, when most of the shows fall."',
        ),
        ("p", "Enquiries: Limelight Rigging plc, investor relations, +44 113 000 0000"),
    ],
)

# --------------------------------------------------------------------------- wt
add(
    "wt",
    "geschaeftsbericht-2024.pdf",
    "Holzwerk Brändle GmbH - Geschäftsbericht 2024",
    [
        ("h", "Lagebericht der Geschäftsführung"),
        (
            "p",
            "Die Holzwerk Brändle GmbH mit Sitz in Waldkirch (Schwarzwald) entwickelt und fertigt Holzspielzeug für Kleinkinder und Kinder im Vorschulalter: Holzeisenbahnen, Bausteinkästen, Puppenhäuser und Steckspiele. Produziert wird ausschließlich im eigenen Werk in Waldkirch aus Buchen- und Ahornholz aus Baden-Württemberg.",
        ),
        (
            "p",
            "Das Geschäftsjahr 2024 war von einer schwachen Nachfrage im deutschen Spielwarenhandel geprägt. Der Umsatz ging um 6,7 % auf 38,5 Mio. EUR zurück (Vorjahr: 41,2 Mio. EUR). Während das Exportgeschäft mit Frankreich und Skandinavien leicht wuchs, gingen die Bestellungen der großen deutschen Fachhandelsketten deutlich zurück. Die Exportquote stieg auf 41,5 % (Vorjahr: 37,8 %).",
        ),
        (
            "p",
            "Das EBIT sank auf 1,87 Mio. EUR nach 3,05 Mio. EUR im Vorjahr. Wegen höherer Zinsaufwendungen und einer Sonderabschreibung auf eine stillgelegte Lackieranlage schließt das Geschäftsjahr mit einem Jahresfehlbetrag von 640 Tsd. EUR (Vorjahr: Jahresüberschuss von 1.480 Tsd. EUR).",
        ),
        ("h", "Kennzahlen"),
        (
            "t",
            [
                "in Tsd. EUR                        2024       2023",
                "Umsatzerlöse                     38.460     41.225",
                "Rohertrag                        17.190     18.760",
                "EBITDA                            4.120      5.310",
                "EBIT                              1.870      3.050",
                "Jahresergebnis                     -640      1.480",
                "Mitarbeiter (Jahresdurchschnitt)    312        334",
                "Exportquote in %                   41,5       37,8",
            ],
        ),
        ("h", "Umsatz nach Produktgruppen"),
        (
            "t",
            [
                "in Tsd. EUR                        2024       2023",
                "Holzeisenbahnen                  14.215     15.640",
                "Bausteinkästen                   11.380     12.310",
                "Puppenhäuser                      6.920      6.505",
                "Steckspiele und Sonstiges         5.945      6.770",
                "Gesamt                           38.460     41.225",
            ],
        ),
        ("h", "Investitionen und Finanzierung"),
        (
            "p",
            "Die Investitionen beliefen sich auf 2,3 Mio. EUR (Vorjahr: 3,1 Mio. EUR). Die Kreditlinie bei der Hausbank beträgt 8 Mio. EUR, davon waren zum 31. Dezember 2024 4,6 Mio. EUR in Anspruch genommen. Die Eigenkapitalquote lag bei 38,2 %.",
        ),
        ("h", "Mitarbeiterinnen und Mitarbeiter"),
        (
            "p",
            "Im Jahresdurchschnitt beschäftigte Holzwerk Brändle 312 Mitarbeiterinnen und Mitarbeiter, 22 weniger als im Vorjahr. Der Rückgang wurde ausschließlich über natürliche Fluktuation und auslaufende befristete Verträge erreicht; betriebsbedingte Kündigungen gab es nicht. Zum Jahresende befanden sich 14 junge Menschen in der Ausbildung zum Holzmechaniker oder zur Industriekauffrau.",
        ),
        ("h", "Chancen und Risiken"),
        (
            "p",
            "Das größte Risiko bleibt die Kaufzurückhaltung der Verbraucher im deutschen Spielwarenhandel. Chancen sehen wir im Export nach Skandinavien und Frankreich, wo Holzspielzeug aus zertifizierter Forstwirtschaft besonders gefragt ist. Die Preise für Buchenholz sind im Jahresverlauf um rund 4 % gestiegen; wir haben sie nur teilweise an den Handel weitergegeben. Die neue EU-Spielzeugverordnung wird zusätzliche Prüfkosten verursachen, die wir auf etwa 0,2 Mio. EUR pro Jahr schätzen.",
        ),
        ("h", "Prognosebericht"),
        (
            "p",
            "Für 2025 erwartet die Geschäftsführung eine leichte Erholung des Umsatzes. Mit dem Bau eines neuen, emissionsarmen Lackierwerks soll ab 2026 die Wettbewerbsfähigkeit verbessert werden. Eine konkrete Umsatzprognose wird die Geschäftsführung nach der Sitzung des Aufsichtsrats im März vorlegen.",
        ),
        ("p", "Waldkirch, im März 2025 - Die Geschäftsführung: Jörg Brändle, Annette Vögele"),
    ],
)

# --------------------------------------------------------------------------- pm
add(
    "pm",
    "annual-report-fy2024-25.pdf",
    "Kaveri Agro Pumps Limited - Annual Report 2024-25",
    [
        ("h", "Board's Report (extract)"),
        (
            "p",
            "Your Directors are pleased to present the Annual Report of Kaveri Agro Pumps Limited (the Company) for the financial year ended 31 March 2025 (FY2024-25). The Company manufactures submersible and surface pumps for irrigation and drinking water, and solar-powered pumping systems for farmers, at its plants in Coimbatore and Hosur.",
        ),
        ("h", "Financial performance"),
        (
            "t",
            [
                "(INR crore)                     FY2024-25   FY2023-24   FY2022-23",
                "Revenue from operations           1,486.3     1,302.8     1,148.5",
                "EBITDA                              208.1       171.9       139.2",
                "EBITDA margin (%)                    14.0        13.2        12.1",
                "Profit before tax                   151.4       119.6        91.8",
                "Profit after tax                    112.9        88.7        67.3",
                "Pumps sold (units)               4,12,600    3,78,250    3,31,900",
            ],
        ),
        (
            "p",
            "Revenue from operations grew by 14.1% to Rs. 1,486.3 crore. The EBITDA margin improved by 80 basis points to 14.0%, driven by a higher share of solar pumping systems, which carry better margins, and by lower copper prices in the second half of the year. Profit after tax rose 27.3% to Rs. 112.9 crore.",
        ),
        ("h", "Segment revenue, FY2024-25"),
        (
            "t",
            [
                "(INR crore)                     FY2024-25   FY2023-24",
                "Solar pumping systems               612.7       489.6",
                "Submersible and surface pumps       598.4       573.1",
                "Spares and service                  275.2       240.1",
                "Total                             1,486.3     1,302.8",
            ],
        ),
        ("h", "Operations"),
        (
            "p",
            "The Company sold 4,12,600 pumps during the year through a network of 1,940 dealers in 14 states. Headcount at year end was 2,184 employees. The new motor-winding line at Hosur, commissioned in September 2024, raised annual motor capacity to 5.2 lakh units.",
        ),
        ("h", "Dividend"),
        (
            "p",
            "The Board has recommended a final dividend for the year, subject to the approval of shareholders at the Annual General Meeting. Details are given in the separate record date intimation.",
        ),
        ("h", "Human resources"),
        (
            "p",
            "The Company had 2,184 employees at year end, of whom 1,412 work in the two plants. During the year 318 dealer technicians were trained at the Coimbatore service academy in the installation of solar pumping systems. The attrition rate among shop-floor staff was 7.8%.",
        ),
        ("h", "Risk management"),
        (
            "p",
            "The Company's main risks are delays in payments from state nodal agencies under subsidy schemes, volatility in copper and steel prices, and the monsoon, which affects the timing of pump purchases by farmers. The Risk Management Committee of the Board reviews receivables from government schemes every quarter. Copper is purchased against confirmed orders wherever possible.",
        ),
        ("h", "Corporate social responsibility"),
        (
            "p",
            "The Company spent Rs. 2.4 crore on CSR projects during the year, mainly on drinking-water schemes in villages near Coimbatore and on scholarships for diploma students in mechanical and electrical engineering.",
        ),
        ("h", "Outlook"),
        (
            "p",
            "Demand for solar pumps is supported by state subsidy schemes. The Company aims to double solar pumping revenue within three years; this is an aspiration and not guidance.",
        ),
    ],
)

# --------------------------------------------------------------------------- tr
add(
    "tr",
    "rapport-annuel-2024.pdf",
    "Lexis Traductions SA - Rapport annuel 2024",
    [
        ("h", "Message du conseil d'administration"),
        (
            "p",
            "Lexis Traductions SA, dont le siège est à Lausanne, traduit des jugements, des contrats, des expertises et des actes de procédure pour les tribunaux, les études d'avocats et les administrations publiques de Suisse. En 2024, la société a traduit 41,6 millions de mots, contre 38,9 millions en 2023.",
        ),
        (
            "p",
            "Le chiffre d'affaires a progressé de 8,3 % pour atteindre CHF 18'742 milliers. La hausse provient principalement des mandats du Tribunal fédéral et de deux grandes études zurichoises. L'EBIT s'est établi à CHF 2'264 milliers et le bénéfice net à CHF 1'702 milliers.",
        ),
        ("h", "Chiffres clés"),
        (
            "t",
            [
                "en milliers de CHF                  2024        2023",
                "Chiffre d'affaires                18'742      17'305",
                "EBITDA                             3'118       2'806",
                "EBIT                               2'264       1'985",
                "Bénéfice net                       1'702       1'461",
                "Mots traduits (millions)            41,6        38,9",
                "Collaborateurs (EPT)                  96          91",
            ],
        ),
        ("h", "Chiffre d'affaires par combinaison de langues"),
        (
            "t",
            [
                "en milliers de CHF                  2024        2023",
                "Allemand vers français             7'312       6'854",
                "Français vers allemand             5'940       5'418",
                "Italien (toutes directions)        2'118       1'987",
                "Anglais (toutes directions)        3'372       3'046",
                "Total                             18'742      17'305",
            ],
        ),
        ("h", "Collaborateurs"),
        (
            "p",
            "À fin 2024, Lexis employait 96 collaborateurs en équivalents plein temps (EPT), dont 71 traducteurs juridiques et jurilinguistes. Tous les traducteurs sont titulaires d'un master en traduction ou en droit. Le taux de rotation du personnel a été de 6,2 %.",
        ),
        ("h", "Marché et clients"),
        (
            "p",
            "Le marché suisse de la traduction juridique reste fragmenté. Les tribunaux et les administrations attribuent de plus en plus leurs mandats par appel d'offres, ce qui favorise les prestataires capables de traduire rapidement de grands volumes dans les trois langues nationales. Les dix premiers clients de Lexis ont représenté 46 % du chiffre d'affaires, et aucun client n'a dépassé 12 %.",
        ),
        ("h", "Risques"),
        (
            "p",
            "Les principaux risques sont la pression sur les prix dans les appels d'offres publics, la pénurie de traducteurs juridiques vers l'italien et l'arrivée de la traduction automatique. Lexis considère que la responsabilité juridique des traductions certifiées exige une révision humaine complète; la société a néanmoins investi CHF 420 milliers dans ses outils informatiques en 2024. La couverture d'assurance responsabilité civile professionnelle est plafonnée à CHF 10 millions par sinistre.",
        ),
        ("h", "Perspectives"),
        (
            "p",
            "Le conseil d'administration vise un chiffre d'affaires de CHF 25 millions en 2027, y compris les acquisitions. L'outil de traduction automatique interne, entraîné sur des décisions publiées, ne sera utilisé que pour des pré-traductions révisées par un traducteur humain. Le conseil examine par ailleurs des acquisitions ciblées en Suisse alémanique afin de renforcer l'offre vers le français et l'italien.",
        ),
        (
            "p",
            "Lausanne, le 12 mars 2025 - Claire Mottier-Rochat, présidente; Daniel Bürki, directeur général",
        ),
    ],
)

# --------------------------------------------------------------------------- av
add(
    "av",
    "memoria-2024-25.pdf",
    "Empacadora Palta Austral S.A. - Memoria Anual Temporada 2024/25",
    [
        ("h", "Carta del Presidente"),
        (
            "p",
            "Señores accionistas: la temporada 2024/25, correspondiente al ejercicio comprendido entre el 1 de julio de 2024 y el 30 de junio de 2025, fue la más difícil de la última década para Empacadora Palta Austral S.A. La sequía en la zona central y el menor calibre de la fruta redujeron los volúmenes recibidos de nuestros productores en Quillota, La Ligua y Cabildo.",
        ),
        (
            "p",
            "Los ingresos disminuyeron un 8,7% a $48.316 millones. Procesamos 58.400 toneladas de paltas Hass y exportamos 5,84 millones de cajas de 10 kilos, frente a 6,31 millones de cajas en la temporada anterior. El resultado operacional fue de $3.870 millones; sin embargo, los gastos financieros netos de $2.960 millones y una pérdida por diferencia de cambio de $2.480 millones llevaron a una pérdida neta de $1.215 millones, tras un beneficio tributario de $355 millones.",
        ),
        ("h", "Principales cifras"),
        (
            "t",
            [
                "(millones de CLP)                    2024/25      2023/24",
                "Ingresos de explotación               48.316       52.940",
                "EBITDA                                 6.142        7.905",
                "Resultado operacional                  3.870        5.612",
                "Resultado neto                        -1.215        2.384",
                "Cajas exportadas (miles)               5.840        6.310",
                "Fruta procesada (toneladas)           58.400       63.100",
                "Trabajadores en temporada alta         1.120        1.260",
            ],
        ),
        (
            "p",
            "Nota: el ejercicio de la sociedad va del 1 de julio al 30 de junio. Las cifras de la temporada 2023/24 no han sido reexpresadas.",
        ),
        ("h", "Mercados"),
        (
            "p",
            "Europa siguió siendo nuestro principal destino, seguida de Estados Unidos. Los envíos a China cayeron por la fuerte competencia de la fruta peruana, mientras que Latinoamérica se mantuvo estable. El detalle por mercado se publica en el anexo estadístico.",
        ),
        ("h", "Inversiones y financiamiento"),
        (
            "p",
            "Las inversiones alcanzaron $2.140 millones, principalmente en una nueva línea de calibrado óptico en Quillota. La deuda financiera neta cerró en $21.870 millones. Los contratos de crédito limitan la deuda financiera neta a un máximo de 4,0 veces el EBITDA; al cierre del ejercicio la relación fue de 3,6 veces.",
        ),
        ("h", "Productores y sostenibilidad"),
        (
            "p",
            "Recibimos fruta de 296 productores, la mayoría pequeños y medianos agricultores de la región de Valparaíso. Durante la temporada la compañía adelantó $1.340 millones a productores afectados por la sequía, para financiar riego y fertilización. El 100% de la energía eléctrica de nuestras plantas proviene de contratos de energía renovable, y la nueva línea de calibrado óptico reduce en un 15% el agua utilizada en el lavado de la fruta.",
        ),
        ("h", "Riesgos"),
        (
            "p",
            "Los principales riesgos del negocio son la disponibilidad de agua, las heladas durante la floración, la competencia de Perú en los mercados de Estados Unidos y China, el tipo de cambio y las tasas de interés. La compañía cubre parcialmente sus ventas en dólares con contratos a plazo, pero la cobertura no evitó la pérdida por diferencia de cambio de esta temporada.",
        ),
        ("h", "Perspectivas"),
        (
            "p",
            "Las lluvias del invierno de 2025 mejoran las perspectivas de la próxima temporada. El directorio revisará el plan de inversiones en su sesión de septiembre.",
        ),
        ("p", "Santiago, septiembre de 2025 - Rodrigo Errázuriz Vial, Presidente del Directorio"),
    ],
)

# --------------------------------------------------------------------------- pi
add(
    "pi",
    "annual-report-2024.pdf",
    "Northbore Pipeline Robotics Inc. - 2024 Annual Report",
    [
        ("h", "Letter to shareholders"),
        (
            "p",
            "Northbore Pipeline Robotics Inc. (Northbore), headquartered in Calgary, Alberta, designs, builds and operates robotic crawlers that inspect the inside of oil, gas and water pipelines that cannot be inspected with conventional in-line inspection tools. In 2024 our robots inspected 19,640 kilometres of pipe for 63 operators in Canada and the United States.",
        ),
        (
            "p",
            "Revenue rose 21.1% to $86.4 million and EBITDA grew 45% to $14.9 million. Net income was $4.6 million, compared with $2.1 million in 2023 and a net loss of $1.5 million in 2022. All amounts are in Canadian dollars.",
        ),
        ("h", "Selected financial information"),
        (
            "t",
            [
                "(CAD thousands)                  2024       2023       2022",
                "Revenue                        86,420     71,350     52,480",
                "Gross profit                   39,750     31,900     22,380",
                "EBITDA                         14,870     10,240      6,390",
                "Operating income                7,935      4,810      1,220",
                "Net income (loss)               4,612      2,103    (1,480)",
                "Kilometres inspected           19,640     16,210     13,050",
                "Robots in fleet (year end)        142        121         98",
            ],
        ),
        ("h", "Research and development"),
        (
            "p",
            "R&D spending was $9.87 million in 2024, mainly on the Mk III crawler, which can negotiate tight bends of 1.5D and travel up to 12 kilometres on battery power. Twenty-two Mk III units entered service during the year. The Strategic Innovation Fund contribution to the programme is capped at $4.0 million.",
        ),
        ("h", "Fleet"),
        (
            "p",
            "The fleet grew to 142 robots at December 31, 2024. Tethered in-line inspection units remain important for short water-main jobs in municipalities. A breakdown of the fleet by model and of kilometres inspected by region is published in our fleet statistics.",
        ),
        ("h", "Safety and quality"),
        (
            "p",
            "Our field crews worked 412,000 hours in 2024 without a lost-time injury. Every inspection report is reviewed by a certified integrity engineer before it is delivered to the customer, and our data-processing centre in Calgary now delivers preliminary reports within 72 hours of a robot leaving the pipe.",
        ),
        ("h", "Customers and markets"),
        (
            "p",
            "We served 63 operators in 2024, up from 51. Alberta remains our largest region, but Texas was the fastest-growing, as gathering-system operators began to inspect lines that had never been inspected internally. Water utilities in British Columbia and Ontario used our tethered units for large-diameter water mains. The ten largest customers accounted for 58% of revenue.",
        ),
        ("h", "Risks"),
        (
            "p",
            "Our main risks are the loss of a robot inside a pipeline, which can require costly excavation, lower capital spending by oil and gas operators if commodity prices fall, and the exchange rate, since about 31% of revenue is earned in US dollars.",
        ),
        ("h", "Outlook"),
        (
            "p",
            "We expect continued growth in 2025 as Texas operators adopt robotic inspection for unpiggable gathering lines. Our credit agreement limits capital expenditures to $18 million per year; we plan to invest about $14 million in 2025.",
        ),
        ("p", "Calgary, March 18, 2025 - Anika Threlfall, President and CEO"),
    ],
)

# --------------------------------------------------------------------------- am
add(
    "am",
    "annual-report-2024.pdf",
    "Bursztyn Morski sp. z o.o. - Annual Report 2024",
    [
        ("h", "Report of the Management Board"),
        (
            "p",
            "Bursztyn Morski sp. z o.o., based in Gdansk, designs and makes silver and gold jewellery set with Baltic amber. The company buys raw amber from licensed collectors and small mines in Pomerania and the Kaliningrad border region, sorts and polishes it in its own workshop and sells the finished pieces through its own boutiques, to wholesale customers in Germany, Italy and the United States, and online.",
        ),
        (
            "p",
            "In 2024 revenue increased by 10.4% to PLN 24.8 million. The strongest growth came from the online channel, which benefited from a new English- and German-language shop. EBITDA rose to PLN 4.1 million and net profit to PLN 2.3 million.",
        ),
        ("h", "Key financial data"),
        (
            "t",
            [
                "PLN thousand                         2024        2023",
                "Revenue                            24,815      22,470",
                "EBITDA                              4,102       3,655",
                "EBIT                                3,018       2,611",
                "Net profit                          2,284       1,975",
                "Raw amber purchased (kg)            3,860       3,540",
                "Employees (average)                    74          70",
            ],
        ),
        ("h", "Revenue by sales channel"),
        (
            "t",
            [
                "PLN thousand                         2024        2023",
                "Own boutiques                       9,840       9,120",
                "Wholesale                           8,215       7,640",
                "Online                              6,760       5,710",
                "Total                              24,815      22,470",
            ],
        ),
        (
            "p",
            "The company operates six boutiques: three in Gdansk, one in Sopot, one in Krakow and one in Warsaw. Boutique revenue grew more slowly than the other channels because of roadworks in front of the main store on Mariacka Street for most of the summer.",
        ),
        ("h", "Raw material"),
        (
            "p",
            "The average purchase price of raw amber rose by about 8% in 2024. To secure supply, the company signed a three-year agreement with a collectors' cooperative in Stegna for up to 1,200 kg per year; this is a maximum volume, not a purchase commitment.",
        ),
        ("h", "People and workshop"),
        (
            "p",
            "The company employed an average of 74 people in 2024, including 38 goldsmiths, polishers and stone setters in the Gdansk workshop. Four apprentices completed their training during the year. The workshop was extended by 220 square metres in the spring, which allowed a second polishing line to be installed.",
        ),
        ("h", "Sustainability and certification"),
        (
            "p",
            "All raw amber is bought from licensed collectors and mines and is accompanied by a certificate of origin. Since 2024 every piece of jewellery sold online has carried a certificate of authenticity issued by the International Amber Association. The silver used in new collections is 100% recycled. Packaging is made from recycled cardboard and contains no plastic.",
        ),
        ("h", "Outlook"),
        (
            "p",
            "For 2025 the Management Board expects further revenue growth, with the online channel and wholesale orders from the Amberif fair as the main drivers. A seventh boutique is planned for the second half of the year. The Management Board does not publish numerical forecasts.",
        ),
    ],
)

# --------------------------------------------------------------------------- rendering

PAGE_W, PAGE_H = A4
MARGIN = 56
BODY_FONT, BODY_SIZE, BODY_LEADING = "Helvetica", 10, 13.5
HEAD_FONT, HEAD_SIZE = "Helvetica-Bold", 12
TITLE_SIZE = 14
TABLE_FONT, TABLE_SIZE, TABLE_LEADING = "Courier", 8.5, 11


def check_latin1(text: str, where: str) -> None:
    try:
        text.encode("latin-1")
    except UnicodeEncodeError as exc:
        raise SystemExit(f"non-Latin-1 character in {where}: {text!r}") from exc


def wrap(text: str, font: str, size: float, width: float) -> list[str]:
    from reportlab.pdfbase.pdfmetrics import stringWidth

    lines: list[str] = []
    current = ""
    for word in text.split():
        candidate = f"{current} {word}" if current else word
        if stringWidth(candidate, font, size) <= width:
            current = candidate
        else:
            if current:
                lines.append(current)
            current = word
    if current:
        lines.append(current)
    return lines


class Writer:
    def __init__(self, path: Path, title: str) -> None:
        self.c = canvas.Canvas(str(path), pagesize=A4, invariant=1)
        self.c.setTitle(title)
        self.c.setAuthor("batch24 evaluation set (fictitious)")
        self.y = PAGE_H - MARGIN

    def need(self, height: float) -> None:
        if self.y - height < MARGIN:
            self.c.showPage()
            self.y = PAGE_H - MARGIN

    def line(self, text: str, font: str, size: float, leading: float) -> None:
        self.need(leading)
        self.c.setFont(font, size)
        self.c.drawString(MARGIN, self.y - size, text)
        self.y -= leading

    def gap(self, height: float) -> None:
        self.y -= height

    def save(self) -> None:
        self.c.showPage()
        self.c.save()


def render(collection: str, name: str, title: str, blocks: list[tuple[str, object]]) -> Path:
    out = HERE / collection / "docs" / name
    out.parent.mkdir(parents=True, exist_ok=True)
    w = Writer(out, title)
    width = PAGE_W - 2 * MARGIN
    check_latin1(title, name)
    for text in wrap(title, HEAD_FONT, TITLE_SIZE, width):
        w.line(text, HEAD_FONT, TITLE_SIZE, TITLE_SIZE + 4)
    w.gap(8)
    for kind, content in blocks:
        if kind == "h":
            assert isinstance(content, str)
            check_latin1(content, name)
            w.gap(4)
            w.line(content, HEAD_FONT, HEAD_SIZE, HEAD_SIZE + 5)
        elif kind == "p":
            assert isinstance(content, str)
            check_latin1(content, name)
            for text in wrap(content, BODY_FONT, BODY_SIZE, width):
                w.line(text, BODY_FONT, BODY_SIZE, BODY_LEADING)
            w.gap(6)
        elif kind == "t":
            assert isinstance(content, list)
            w.need(TABLE_LEADING * len(content))
            for row in content:
                check_latin1(row, name)
                w.line(row, TABLE_FONT, TABLE_SIZE, TABLE_LEADING)
            w.gap(8)
        else:
            raise ValueError(f"unknown block kind {kind!r} in {name}")
    w.save()
    return out


def main() -> None:
    for collection, name, title, blocks in PDFS:
        path = render(collection, name, title, blocks)
        print(f"wrote {path.relative_to(HERE)}")


if __name__ == "__main__":
    main()
