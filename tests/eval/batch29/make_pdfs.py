"""Generate the PDF documents of evaluation batch 29 (deterministic, reportlab invariant=1).

Run with a Python that has reportlab:  python make_pdfs.py
Body text is Helvetica, headings Helvetica-Bold, tables are space-aligned Courier lines (as
text extraction from a PDF gives them). Only Latin-1 characters are used inside the PDFs.
"""

from pathlib import Path

HERE = Path(__file__).resolve().parent

# Each document is a list of blocks: ("title", text), ("h", text), ("p", text) or
# ("table", [line, ...]).

CORK_REPORT = [
    ("title", "Cortiçeira Vale do Sor, S.A."),
    ("h", "Relatório e Contas 2025 (extrato)"),
    ("h", "Mensagem do Presidente do Conselho de Administração"),
    (
        "p",
        (
            "2025 foi um ano de crescimento rentável para a Cortiçeira Vale do Sor. Em 2025 o "
            "volume de negócios atingiu 186,4 milhões de euros, mais 8,4% do que em 2024. O "
            "EBITDA ascendeu a 41,0 milhões de euros e o EBIT a 28,7 milhões de euros, "
            "correspondendo a uma margem EBITDA de 22,0%. O resultado líquido foi de 19,6 "
            "milhões de euros (2024: 17,2 milhões de euros)."
        ),
    ),
    (
        "p",
        (
            "As rolhas técnicas cresceram 11,2%, as rolhas naturais 6,7% e as rolhas para "
            "vinhos espumantes 8,5%. A segunda linha de rastreio de TCA, instalada em Coruche "
            "em abril, permitiu reduzir a taxa de rejeição para o valor mais baixo da nossa "
            "história."
        ),
    ),
    ("h", "Principais indicadores (milhões de euros)"),
    (
        "table",
        [
            "                                   2025      2024     Var.",
            "Volume de negócios                186,4     171,9     8,4%",
            "EBITDA                             41,0      36,1    13,6%",
            "Margem EBITDA                     22,0%     21,0%",
            "Amortizações e depreciações      (12,3)    (11,8)",
            "EBIT                               28,7      24,3    18,1%",
            "Resultado líquido                  19,6      17,2    14,0%",
            "Dívida líquida                     38,5      44,2   -12,9%",
        ],
    ),
    ("h", "Investimento e financiamento"),
    (
        "p",
        (
            "O investimento ascendeu a 14,7 milhões de euros, dos quais 9,8 milhões de euros "
            "na nova linha de rolhas técnicas de Coruche. A dívida líquida diminuiu para 38,5 "
            "milhões de euros no final do ano (2024: 44,2 milhões de euros), o que "
            "corresponde a 0,9 vezes o EBITDA."
        ),
    ),
    ("h", "Pessoas"),
    (
        "p",
        (
            "No final de 2025 a empresa contava com 1 146 colaboradores (2024: 1 118), dos "
            "quais 212 nas herdades florestais do Montado."
        ),
    ),
    ("h", "Proposta de aplicação de resultados"),
    (
        "p",
        (
            "O Conselho de Administração propõe a distribuição de um dividendo de 0,32 euros "
            "por ação (2024: 0,28 euros por ação), a pagar em maio de 2026."
        ),
    ),
]


TOMATO_REPORT = [
    ("title", "Van Oosterwijk Glastuinbouw B.V."),
    ("h", "Jaarverslag boekjaar 2024/2025 (1 juli 2024 - 30 juni 2025)"),
    ("h", "Verslag van de directie"),
    (
        "p",
        (
            "Het boekjaar 2024/2025 stond in het teken van herstel. Na een verlies in het "
            "boekjaar 2023/2024, toen de hoge gasprijzen de energiekosten opdreven, keerde "
            "Van Oosterwijk terug naar winst. De netto-omzet steeg met 6,8% tot EUR 84,6 "
            "miljoen. Het bedrijfsresultaat bedroeg EUR 6,1 miljoen, tegen een verlies van "
            "EUR 1,4 miljoen een jaar eerder. Het nettoresultaat kwam uit op EUR 4,0 miljoen "
            "(2023/2024: verlies van EUR 1,7 miljoen)."
        ),
    ),
    (
        "p",
        (
            "De energiekosten daalden met 31,3% tot EUR 14,9 miljoen, doordat wij een groter "
            "deel van het gas vooraf hebben ingekocht en de warmtekrachtinstallatie in De "
            "Lier vaker stroom aan het net kon leveren. De personeelskosten stegen door de "
            "cao-verhoging van 5,5%."
        ),
    ),
    ("h", "Kerncijfers (x EUR 1.000)"),
    (
        "table",
        [
            "                                   2024/2025    2023/2024",
            "Netto-omzet                           84.615       79.230",
            "Energiekosten                        (14.902)     (21.677)",
            "Personeelskosten                     (24.318)     (23.104)",
            "Bedrijfsresultaat (EBIT)               6.142       (1.388)",
            "Financiële lasten                       (777)        (915)",
            "Resultaat voor belastingen             5.365       (2.303)",
            "Belastingen                           (1.345)          576",
            "Nettoresultaat                         4.020       (1.727)",
            "",
            "Kasoppervlak (ha)                         45           45",
            "Gemiddeld aantal medewerkers (fte)       412          398",
        ],
    ),
    ("h", "Financiering"),
    (
        "p",
        (
            "De bankschuld daalde met EUR 3,2 miljoen tot EUR 21,4 miljoen. Er wordt over het "
            "boekjaar 2024/2025 geen dividend uitgekeerd; het resultaat wordt toegevoegd aan "
            "de overige reserves."
        ),
    ),
    ("h", "Vooruitzichten"),
    (
        "p",
        (
            "Voor het boekjaar 2025/2026 verwacht de directie een lagere omzet, omdat de "
            "locatie Honselersdijk na het teeltseizoen 2025 wordt gesloten. De teelt wordt "
            "voortgezet in Maasland en De Lier."
        ),
    ),
]


SAUNA_REVIEW = [
    ("title", "Löylytuote Oy - Annual Review 2025"),
    ("h", "Letter from the CEO"),
    (
        "p",
        (
            "2025 was a difficult year for the sauna stove market. Construction of new "
            "detached houses in Finland stayed close to its lowest level in decades, and many "
            "households postponed sauna renovations. Revenue was EUR 48.6 million (2024: EUR "
            "52.1 million), a decline of 6.7%. We sold 70,000 stoves, against 75,000 a year "
            "earlier."
        ),
    ),
    (
        "p",
        (
            "In a shrinking market we held our share. Löylytuote's operating profit (EBIT) "
            "was EUR 3.5 million, while the market leader Kiuaskeskus Oyj reported EBIT of "
            "EUR 11.2 million on revenue of EUR 131.0 million. We adjusted capacity at the "
            "Nastola plant and kept investing in the heavy-duty Routa range for public saunas "
            "and swimming halls."
        ),
    ),
    ("p", "Aino Mäkelä, Chief Executive Officer"),
    ("h", "Key figures"),
    (
        "table",
        [
            "EUR million                         2025      2024",
            "Revenue                             48.6      52.1",
            "EBITDA                               5.8       7.4",
            "Depreciation and amortisation       -2.3      -2.2",
            "EBIT                                 3.5       5.2",
            "EBIT margin, %                       7.2      10.0",
            "Net result                           2.1       3.6",
            "Personnel at year end                312       327",
            "Stoves sold, thousand units         70.0      75.0",
        ],
    ),
    ("h", "Production"),
    (
        "p",
        (
            "Electric stoves are assembled in Lahti and wood-burning stoves are welded and "
            "painted in Nastola. In 2025 we replaced the powder-coating line in Nastola "
            "(investment EUR 1.4 million) and moved to peridotite stones from a quarry in "
            "eastern Finland for all electric models."
        ),
    ),
    ("h", "Dividend"),
    (
        "p",
        (
            "The Board proposes a dividend of EUR 0.18 per share (2024: EUR 0.24), to be paid "
            "in April 2026."
        ),
    ),
]


FEED_REPORT = [
    ("title", "Fjordfôr ASA"),
    ("h", "Årsrapport 2025 - utdrag"),
    ("h", "Nøkkeltall"),
    (
        "table",
        [
            "MNOK                                  2025        2024",
            "Driftsinntekter                    3 412,8     3 098,5",
            "EBITDA                               341,3       288,0",
            "Avskrivninger                        (96,4)      (91,7)",
            "Driftsresultat (EBIT)                244,9       196,3",
            "Netto finansposter                   (25,4)      (27,2)",
            "Resultat før skatt                   219,5       169,1",
            "Skattekostnad                        (48,3)      (37,2)",
            "Årsresultat                          171,2       131,9",
            "",
            "Solgt fôr (tonn)                   213 300     203 100",
            "Antall ansatte 31.12.                  286         221",
        ],
    ),
    ("h", "Styrets årsberetning"),
    (
        "p",
        (
            "Fjordfôr ASA produserer fôr til laks og regnbueørret og har hovedkontor i "
            "Bergen. Selskapet har fabrikker i Florø og, fra september 2025, på Averøy."
        ),
    ),
    (
        "p",
        (
            "Driftsinntektene økte med 10,1 % til 3 412,8 millioner kroner. Økningen skyldes "
            "både høyere volum og høyere fôrpriser i første halvår. Solgt volum økte til 213 "
            "300 tonn (203 100 tonn). Driftsresultatet ble 244,9 millioner kroner (196,3), og "
            "årsresultatet ble 171,2 millioner kroner (131,9). Tall i parentes gjelder 2024."
        ),
    ),
    (
        "p",
        (
            "Investeringene utgjorde 318,5 millioner kroner, hovedsakelig til ferdigstillelse "
            "av fabrikken på Averøy. Egenkapitalandelen var 41,2 % ved utgangen av året."
        ),
    ),
    ("h", "Disponering av årsresultatet"),
    (
        "p",
        (
            "Styret foreslår et utbytte på 2,40 kroner per aksje for 2025 (1,80 kroner for "
            "2024). Resten av årsresultatet overføres til annen egenkapital."
        ),
    ),
]


SKI_REPORT = [
    ("title", "Domaine Skiable de Vallorcière SA"),
    ("h", "Rapport de gestion - exercice 2024/2025 (1er octobre 2024 - 30 septembre 2025)"),
    ("h", "Activité de la saison d'hiver 2024/2025"),
    (
        "p",
        (
            "La saison d'hiver 2024/2025 a bénéficié d'un enneigement abondant dès la "
            "mi-décembre et d'une ouverture de 134 jours. Le domaine a enregistré 1 142 000 "
            "journées-skieurs (2023/2024 : 1 046 000), un record pour la station. La "
            "clientèle étrangère, principalement britannique, belge et néerlandaise, "
            "représente 38 % des journées."
        ),
    ),
    (
        "p",
        (
            "Le chiffre d'affaires de l'exercice s'établit à 48,7 millions d'euros, en hausse "
            "de 8,0 % par rapport à l'exercice précédent (45,1 millions d'euros). Les ventes "
            "de forfaits progressent de 7,5 %."
        ),
    ),
    ("h", "Chiffre d'affaires par activité (en milliers d'euros)"),
    (
        "table",
        [
            "                                     2024/2025    2023/2024",
            "Forfaits                                39 960       37 180",
            "Restauration d'altitude                  5 230        4 870",
            "Locations et autres services             3 510        3 050",
            "Total chiffre d'affaires                48 700       45 100",
        ],
    ),
    ("h", "Résultats (en milliers d'euros)"),
    (
        "table",
        [
            "                                     2024/2025    2023/2024",
            "Excédent brut d'exploitation (EBE)      14 200       12 600",
            "Dotations aux amortissements            (8 900)      (8 500)",
            "Résultat d'exploitation                  5 300        4 100",
            "Résultat financier                        (870)        (910)",
            "Impôt sur les sociétés                   (1 330)        (990)",
            "Résultat net                             3 100        2 200",
        ],
    ),
    ("h", "Investissements"),
    (
        "p",
        (
            "Les investissements de l'exercice s'élèvent à 17,6 millions d'euros, dont 11,9 "
            "millions d'euros pour la construction du télésiège des Crêtes et 2,3 millions "
            "d'euros pour la neige de culture (nouvelle retenue collinaire de 85 000 m3)."
        ),
    ),
    ("h", "Affectation du résultat"),
    (
        "p",
        (
            "Le conseil d'administration propose de verser un dividende de 1,2 million "
            "d'euros et d'affecter le solde du résultat net, soit 1,9 million d'euros, aux "
            "réserves."
        ),
    ),
]


LAUNDRY_REPORT = [
    ("title", "Mühlental Textilservice AG"),
    ("h", "Geschäftsbericht 2025 - Auszug"),
    ("h", "Brief des Vorstands"),
    (
        "p",
        (
            "Sehr geehrte Aktionärinnen und Aktionäre, die Umsatzerlöse stiegen im "
            "Geschäftsjahr 2025 um 7,2 % auf 212,4 Mio. EUR. Wir haben 96.400 Tonnen Wäsche "
            "gewaschen und ausgeliefert (Vorjahr: 92.100 Tonnen). Das EBITDA erhöhte sich auf "
            "38,2 Mio. EUR, das EBIT auf 16,3 Mio. EUR. Der Jahresüberschuss beträgt 9,9 Mio. "
            "EUR (Vorjahr: 7,4 Mio. EUR)."
        ),
    ),
    (
        "p",
        (
            "Getragen wurde das Wachstum vom Gesundheitswesen: Drei neue Klinikverbünde in "
            "Thüringen und Sachsen-Anhalt lassen ihre OP-Textilien und Bettwäsche seit dem "
            "Frühjahr von uns aufbereiten. Die Energiekosten lagen dank neuer "
            "Wärmerückgewinnung leicht unter dem Vorjahr."
        ),
    ),
    ("p", "Dr. Henrike Brandt, Vorsitzende des Vorstands"),
    ("h", "Konzern-Gewinn- und Verlustrechnung (Kurzfassung, in TEUR)"),
    (
        "table",
        [
            "                                   2025          2024",
            "Umsatzerlöse                    212.418       198.062",
            "EBITDA                           38.236        33.671",
            "Abschreibungen                  (21.904)      (20.530)",
            "EBIT                             16.332        13.141",
            "Finanzergebnis                   (2.414)       (2.660)",
            "Ergebnis vor Steuern             13.918        10.481",
            "Ertragsteuern                    (4.048)       (3.069)",
            "Jahresüberschuss                  9.870         7.412",
        ],
    ),
    ("h", "Umsatz nach Kundengruppen (in Mio. EUR)"),
    (
        "table",
        [
            "                                   2025          2024",
            "Gesundheitswesen                  131,7         123,4",
            "Altenpflege                        48,3          44,9",
            "Berufskleidung und Industrie       32,4          29,8",
            "Summe                             212,4         198,1",
        ],
    ),
    ("h", "Mitarbeiter und Standorte"),
    (
        "p",
        (
            "Zum 31. Dezember 2025 beschäftigte der Konzern 1.560 Mitarbeiterinnen und "
            "Mitarbeiter an den Standorten Erfurt, Kassel, Halle (Saale), Halle (Westf.) und "
            "Gotha. Der Bau des sechsten Werks in Leipzig hat im Februar 2026 begonnen."
        ),
    ),
]


TEA_REPORT = [
    ("title", "Kanchanpur Tea Estates Limited"),
    ("h", "63rd Annual Report 2024-25"),
    ("h", "Directors' Report"),
    (
        "p",
        (
            "Your Directors have pleasure in presenting the 63rd Annual Report of the Company "
            "together with the audited financial statements for the financial year ended 31st "
            "March, 2025."
        ),
    ),
    ("h", "Financial results (Rs. in lakh)"),
    (
        "table",
        [
            "                                        2024-25        2023-24",
            "Revenue from operations               41,236.00      37,890.00",
            "Other income                             402.30         371.50",
            "EBITDA                                 5,842.00       4,910.00",
            "Finance costs                           (621.00)       (680.00)",
            "Depreciation and amortisation         (1,487.00)     (1,395.00)",
            "Profit before tax                      3,734.00       2,835.00",
            "Tax expense                             (952.00)       (720.00)",
            "Profit after tax                       2,782.00       2,115.00",
        ],
    ),
    ("h", "Operations"),
    (
        "p",
        (
            "Revenue from operations grew 8.8% to Rs. 412.36 crore, with an EBITDA margin of "
            "14.2%. Profit after tax rose to Rs. 27.82 crore from Rs. 21.15 crore in the "
            "previous year."
        ),
    ),
    (
        "p",
        (
            "The Company's four estates - Kanchanpur, Dighalbari, Moran Ghat and Tinkhong - "
            "produced 18.64 million kg of made tea (previous year 19.32 million kg). A "
            "prolonged dry spell in March and April 2024 and attacks of red spider mite "
            "reduced the first flush crop. The average price realised rose to Rs. 221.24 per "
            "kg (previous year Rs. 196.10 per kg), helped by a shortage of quality Assam teas "
            "at the auctions."
        ),
    ),
    (
        "p",
        (
            "The daily wage of tea garden workers was revised with effect from 1st October, "
            "2024. The Company spent Rs. 3.18 crore on housing, drinking water and the estate "
            "hospitals."
        ),
    ),
    ("h", "Dividend"),
    (
        "p",
        (
            "Your Directors recommend a dividend of Rs. 4.00 per equity share of Rs. 10 each "
            "(40%) for the financial year 2024-25, subject to the approval of the members at "
            "the Annual General Meeting."
        ),
    ),
    ("h", "Outlook"),
    (
        "p",
        (
            "The 2025 crop started well. Barring unforeseen weather, your Directors expect "
            "revenue from operations for 2025-26 to exceed Rs. 440 crore."
        ),
    ),
]


BEE_REPORT = [
    ("title", "Sierra Bloom Pollination, Inc."),
    ("h", "Annual Report 2025"),
    ("h", "Business"),
    (
        "p",
        (
            "Sierra Bloom Pollination, Inc. provides managed honey bee colonies to growers of "
            "almonds, cherries, blueberries and apples in California, Oregon and Washington, "
            "and sells honey, beeswax, queens and package bees. We had 61,400 colonies under "
            "management at December 31, 2025 (58,900 at December 31, 2024). Our headquarters "
            "and main bee yards are in Fresno County, California."
        ),
    ),
    ("h", "Selected financial data (in thousands of USD)"),
    (
        "table",
        [
            "                                          2025        2024",
            "Pollination services                    17,770      16,105",
            "Honey and wax                            3,340       3,710",
            "Queens and package bees                  1,290       1,185",
            "Total revenue                           22,400      21,000",
            "Cost of services                       (16,842)    (16,690)",
            "Selling, general and administrative     (4,344)     (4,722)",
            "Operating income (loss)                  1,214        (412)",
            "Interest expense, net                     (183)       (201)",
            "Income tax expense                        (225)        (42)",
            "Net income (loss)                          806        (655)",
        ],
    ),
    ("h", "Management's discussion and analysis"),
    (
        "p",
        (
            "Revenue increased 6.7% to $22.4 million. Pollination fees rose 10.3%, driven by "
            "a higher almond fee and more rentals for cherries, blueberries and apples. Honey "
            "revenue fell because of a poor sage and orange-blossom flow and lower bulk honey "
            "prices."
        ),
    ),
    (
        "p",
        (
            "We recorded operating income of $1.2 million, compared with an operating loss of "
            "$0.4 million in 2024. Net income was $0.8 million, compared with a net loss of "
            "$0.7 million in 2024."
        ),
    ),
    (
        "p",
        (
            "Colony health improved markedly. Our winter colony loss rate was 31%, down from "
            "38% the prior winter, compared with a national average of about 40% reported by "
            "beekeepers' surveys. We replaced lost colonies by splitting strong colonies and "
            "with queens from our own breeding yard."
        ),
    ),
    ("h", "Liquidity"),
    (
        "p",
        (
            "At December 31, 2025 we had cash of $2.9 million and $3.5 million drawn under "
            "our $6.0 million revolving credit line."
        ),
    ),
]


LUMBER_REPORT = [
    ("title", "Tidewrack Polymers plc"),
    ("h", "Annual Report and Accounts for the year ended 30 September 2025"),
    ("h", "Chief Executive's review"),
    (
        "p",
        (
            "FY25 was a year of investment. Revenue grew 9.0% to £41.3m (FY24 restated: "
            "£37.9m) and we processed 28,000 tonnes of plastic waste (FY24: 25,900 tonnes). "
            "Adjusted EBITDA rose to £6.1m (FY24: £5.2m) and adjusted operating profit to "
            "£2.4m (FY24: £1.8m)."
        ),
    ),
    (
        "p",
        (
            "Exceptional costs of £1.9m, for commissioning the Teesside line and for the "
            "recall of bench slats made in June 2025, led to a statutory loss before tax of "
            "£0.4m (FY24: profit of £1.0m)."
        ),
    ),
    ("h", "Summary income statement (£m)"),
    (
        "table",
        [
            "                                        FY25      FY24 restated",
            "Revenue                                 41.3          37.9",
            "Adjusted EBITDA                          6.1           5.2",
            "Depreciation and amortisation           (3.7)         (3.4)",
            "Adjusted operating profit                2.4           1.8",
            "Exceptional items                       (1.9)            -",
            "Net finance costs                       (0.9)         (0.8)",
            "(Loss)/profit before tax                (0.4)          1.0",
        ],
    ),
    ("h", "Revenue by product line (£m)"),
    (
        "table",
        [
            "                                        FY25      FY24 restated",
            "Fencing and posts                       17.6          16.5",
            "Boardwalk and decking                   14.9          13.4",
            "Street furniture                         8.8           8.0",
            "Total                                   41.3          37.9",
        ],
    ),
    ("h", "Note 2 - Restatement of FY24 revenue"),
    (
        "p",
        (
            "FY24 revenue has been restated from £38.6m, as reported in December 2024, to "
            "£37.9m. Haulage recharged to customers was previously presented as revenue; it "
            "is now netted against distribution costs. The restatement has no impact on "
            "profit or net assets."
        ),
    ),
    ("h", "Financing"),
    (
        "p",
        (
            "The Group has a £12.0m revolving credit facility, of which £8.2m was drawn at 30 "
            "September 2025 (30 September 2024: £7.5m). Net debt, after cash of £0.6m, was "
            "£7.6m. The board does not propose a dividend for FY25."
        ),
    ),
]


MAPLE_REPORT = [
    ("title", "Coopérative acéricole des Appalaches"),
    ("h", "Rapport annuel 2025 - exercice terminé le 31 octobre 2025"),
    ("h", "Message du président"),
    (
        "p",
        (
            "Chers membres, la saison des sucres 2025 restera dans nos mémoires. La "
            "coopérative regroupe 1 184 producteurs membres, qui nous ont livré 14,2 millions "
            "de livres de sirop (2024 : 12,9 millions de livres), un sommet historique."
        ),
    ),
    (
        "p",
        (
            "Les ventes ont atteint 96,8 millions de dollars, en hausse de 9,9 %. L'excédent "
            "net s'établit à 5,9 millions de dollars (2024 : 4,4 millions de dollars), dont "
            "3,6 millions de dollars seront versés aux membres sous forme de ristournes (2024 "
            ": 2,7 millions de dollars)."
        ),
    ),
    ("p", "Réjean Poulin, président du conseil d'administration"),
    ("h", "Ventes par catégorie (en millions de dollars)"),
    (
        "table",
        [
            "                                       2025        2024",
            "Sirop en vrac                          52,4        49,0",
            "Produits au détail (contenants)        31,7        28,3",
            "Produits de l'érable transformés       12,7        10,8",
            "Total des ventes                       96,8        88,1",
        ],
    ),
    ("h", "Résultats (en millions de dollars)"),
    (
        "table",
        [
            "                                       2025        2024",
            "Ventes                                 96,8        88,1",
            "Coût des ventes                       (81,9)      (75,0)",
            "Frais de vente et d'administration     (8,4)       (8,1)",
            "Frais financiers                       (0,6)       (0,6)",
            "Excédent net                            5,9         4,4",
            "Ristournes aux membres                  3,6         2,7",
        ],
    ),
    ("h", "Investissements"),
    (
        "p",
        (
            "La deuxième ligne de remplissage de l'usine d'embouteillage de Saint-Georges "
            "fonctionne sur deux quarts de travail depuis avril. Le conseil a approuvé un "
            "investissement de 7,5 millions de dollars sur trois ans dans un nouvel entrepôt "
            "à Sainte-Marie."
        ),
    ),
]

PDFS = {
    "cork-stoppers/docs/relatorio-e-contas-2025.pdf": CORK_REPORT,
    "greenhouse-tomatoes/docs/jaarverslag-2024-2025.pdf": TOMATO_REPORT,
    "sauna-stoves/docs/annual-review-2025.pdf": SAUNA_REVIEW,
    "fish-feed/docs/arsrapport-2025-utdrag.pdf": FEED_REPORT,
    "ski-lifts/docs/rapport-gestion-2024-2025.pdf": SKI_REPORT,
    "industrial-laundry/docs/geschaeftsbericht-2025-auszug.pdf": LAUNDRY_REPORT,
    "tea-estates/docs/annual-report-2024-25.pdf": TEA_REPORT,
    "pollination-services/docs/annual-report-2025.pdf": BEE_REPORT,
    "plastic-lumber/docs/annual-report-fy25.pdf": LUMBER_REPORT,
    "maple-syrup/docs/rapport-annuel-2025.pdf": MAPLE_REPORT,
}

STYLES = {
    "title": ("Helvetica-Bold", 16, 22),
    "h": ("Helvetica-Bold", 12, 17),
    "p": ("Helvetica", 10, 13.5),
    "table": ("Courier", 9, 11.5),
}


def block_text(blocks):
    """Plain text of a document, as the PDF shows it (used by validate.py as a fallback)."""
    parts = []
    for kind, content in blocks:
        parts.append("\n".join(content) if kind == "table" else content)
    return "\n".join(parts)


def check_latin1(name, blocks):
    text = block_text(blocks)
    try:
        text.encode("latin-1")
    except UnicodeEncodeError as exc:
        raise SystemExit(f"{name}: non-Latin-1 character {text[exc.start]!r}") from exc


def render(path, blocks):
    from reportlab.lib.pagesizes import A4
    from reportlab.lib.utils import simpleSplit
    from reportlab.pdfgen import canvas

    width, height = A4
    margin = 56
    pdf = canvas.Canvas(str(path), pagesize=A4, invariant=1)
    pdf.setTitle(blocks[0][1])
    pdf.setAuthor("batch29 evaluation set (invented data)")
    y = height - margin

    def new_line(step):
        nonlocal y
        if y - step < margin:
            pdf.showPage()
            y = height - margin
        y -= step

    for kind, content in blocks:
        font, size, leading = STYLES[kind]
        if kind == "table":
            lines = list(content)
        else:
            lines = simpleSplit(content, font, size, width - 2 * margin)
        if kind in ("title", "h"):
            new_line(leading * 0.4)
        for line in lines:
            new_line(leading)
            pdf.setFont(font, size)
            pdf.drawString(margin, y, line)
        new_line(leading * 0.35)
    pdf.showPage()
    pdf.save()


def main():
    for rel, blocks in PDFS.items():
        check_latin1(rel, blocks)
        out = HERE / rel
        out.parent.mkdir(parents=True, exist_ok=True)
        render(out, blocks)
        print(f"wrote {rel}")


if __name__ == "__main__":
    main()
