# ruff: noqa: E501  (document text written out as it stands)
#!/usr/bin/env python3
"""Generate the PDF documents of evaluation batch 33 (deterministic).

Run:  /work/main/.venv/bin/python tests/eval/batch33/make_pdfs.py

Body text is Helvetica, headings Helvetica-Bold, tables are space-aligned
Courier lines (the way text extraction returns them).  `invariant=1` makes the
output byte-identical from run to run.  Only Latin-1 characters are used
inside PDFs (no euro sign, no typographic dashes or quotes).

`validate.py` imports PDFS and pdf_plain_text() from this module to check
verbatim phrases without needing a PDF text extractor.
"""

import os

HERE = os.path.dirname(os.path.abspath(__file__))

# Block kinds: ("h1", text), ("h2", text), ("p", text), ("cap", text) = a
# caption line in Helvetica-Oblique, ("tbl", [lines]) = Courier lines, ("sp",)
PDFS = {}

# ---------------------------------------------------------------- mushrooms
PDFS["mushroom-grower-ireland/docs/annual-report-fy2025.pdf"] = {
    "title": "Kilcarra Mushrooms plc - Annual Report FY2025",
    "author": "Kilcarra Mushrooms plc",
    "blocks": [
        ("h1", "Kilcarra Mushrooms plc"),
        ("h2", "Annual Report and Financial Statements for the year ended 30 September 2025"),
        (
            "p",
            "Registered office: Drumgallan Road, Castleblayney, Co. Monaghan, Ireland. "
            "Registered in Ireland, company number 418276.",
        ),
        ("h2", "Chairman's statement"),
        (
            "p",
            "FY2025 was a year of steady progress for Kilcarra. Group revenue grew 7.3% to "
            "EUR 48.6 million and operating profit rose to EUR 4.2 million, helped by higher "
            "yields per square metre at our Tullyvin and Inniskeen growing sites and by a full "
            "year of sales to two new multiple retailers in Great Britain.",
        ),
        (
            "p",
            "Volumes of fresh mushrooms sold increased to 21,480 tonnes (FY2024: 20,150 tonnes). "
            "Our compost and casing business, which supplies independent growers in Ulster and "
            "Connacht as well as our own farms, grew external sales by 13.4%.",
        ),
        (
            "p",
            "The Board recommends a final dividend of 3.1 cent per share (FY2024: 2.8 cent), "
            "payable on 6 February 2026 to shareholders on the register on 9 January 2026.",
        ),
        ("p", "Aoife Brennan, Chair - 2 December 2025"),
        ("h2", "Financial review"),
        (
            "p",
            "The Group's financial year runs from 1 October to 30 September. FY2025 refers to "
            "the year ended 30 September 2025 and FY2024 to the year ended 30 September 2024.",
        ),
        ("cap", "Summary income statement (EUR '000)"),
        (
            "tbl",
            [
                "                                          FY2025        FY2024",
                "Revenue                                   48,620        45,310",
                "EBITDA                                     6,412         5,980",
                "Depreciation and amortisation             (2,190)       (2,050)",
                "Operating profit (EBIT)                    4,222         3,930",
                "Net finance costs                           (615)         (540)",
                "Profit before tax                          3,607         3,390",
                "Income tax                                  (451)         (424)",
                "Profit for the year                        3,156         2,966",
            ],
        ),
        (
            "p",
            "Net finance costs rose because of the EUR 6.0 million term loan drawn in March 2025 "
            "to fund the new composting tunnels at Inniskeen. Net debt at 30 September 2025 was "
            "EUR 11.8 million (30 September 2024: EUR 8.9 million).",
        ),
        ("cap", "Revenue by segment (EUR '000)"),
        (
            "tbl",
            [
                "                                          FY2025        FY2024",
                "Fresh mushrooms                           41,350        38,900",
                "Compost and casing (external sales)        7,270         6,410",
                "Group revenue                             48,620        45,310",
            ],
        ),
        ("cap", "Operating statistics"),
        (
            "tbl",
            [
                "                                          FY2025        FY2024",
                "Fresh mushrooms sold (tonnes)             21,480        20,150",
                "Growing sites at year end                      5             5",
                "Average number of employees                  412           398",
            ],
        ),
        ("h2", "Outlook"),
        (
            "p",
            "Trading in the first two months of FY2026 has been in line with the Board's "
            "expectations. Input costs, in particular peat-free casing materials and energy, "
            "remain the main risks to margins.",
        ),
    ],
}

# ---------------------------------------------------------------- olive oil
PDFS["olive-oil-mill-tunisia/docs/rapport-annuel-2024.pdf"] = {
    "title": "Huileries El Mansoura SA - Rapport annuel 2024",
    "author": "Huileries El Mansoura SA",
    "blocks": [
        ("h1", "HUILERIES EL MANSOURA SA"),
        ("h2", "Rapport annuel - Exercice 2024"),
        (
            "p",
            "Société anonyme au capital de 12 000 000 dinars - Route de Gabès km 9, 3083 Sfax, "
            "Tunisie",
        ),
        ("h2", "Rapport du Conseil d'administration à l'Assemblée générale ordinaire"),
        (
            "p",
            "L'exercice 2024 a été marqué par des prix de l'huile d'olive encore élevés au "
            "premier semestre, puis par une baisse progressive des cours à l'approche de la "
            "campagne 2024/2025, dont la récolte s'annonçait abondante dans la région de Sfax.",
        ),
        (
            "p",
            "Le chiffre d'affaires de la société s'est établi à 84 612 mille dinars, en hausse "
            "de 18,7% par rapport à 2023. Les ventes à l'export représentent 82,6% du total, "
            "principalement en vrac vers l'Espagne et l'Italie et en bouteilles vers le Canada.",
        ),
        (
            "p",
            "Le résultat financier s'est amélioré grâce au remboursement anticipé des crédits "
            "de campagne, rendu possible par l'encaissement plus rapide des ventes à l'export.",
        ),
        ("cap", "Etat de résultat résumé (en milliers de dinars)"),
        (
            "tbl",
            [
                "                                              2024          2023",
                "Chiffre d'affaires                          84 612        71 305",
                "  dont export                               69 880        56 140",
                "  dont marché local                         14 732        15 165",
                "Excédent brut d'exploitation (EBE)          12 410         9 870",
                "Dotations aux amortissements                (3 150)       (2 940)",
                "Résultat d'exploitation                      9 260         6 930",
                "Résultat financier                          (2 870)       (3 420)",
                "Résultat avant impôt                         6 390         3 510",
                "Impôt sur les sociétés (15%)                  (958)         (527)",
                "Résultat net de l'exercice                   5 432         2 983",
            ],
        ),
        (
            "p",
            "Le Conseil propose à l'Assemblée générale ordinaire la distribution d'un dividende "
            "de 0,180 dinar par action au titre de l'exercice 2024.",
        ),
        (
            "p",
            "Sfax, le 28 mars 2025 - Le Président du Conseil d'administration, Mohamed Ali Kammoun",
        ),
    ],
}

# ---------------------------------------------------------------- quinoa
PDFS["quinoa-exporter-peru/docs/memoria-anual-2024.pdf"] = {
    "title": "Qollana Granos Andinos S.A.A. - Memoria Anual 2024",
    "author": "Qollana Granos Andinos S.A.A.",
    "blocks": [
        ("h1", "Qollana Granos Andinos S.A.A."),
        ("h2", "Memoria Anual 2024"),
        (
            "p",
            "Planta: Av. Los Incas 1240, Juliaca, Puno. Oficina comercial: Calle Las Begonias "
            "475, San Isidro, Lima, Perú.",
        ),
        ("h2", "Carta del Presidente del Directorio"),
        (
            "p",
            "Estimados accionistas: en 2024 Qollana exportó 14,800 toneladas de quinua "
            "(2023: 12,900 toneladas) a 23 países, con una mayor participación de las "
            "variedades roja y negra en el mercado de Estados Unidos y de la quinua orgánica "
            "certificada en la Unión Europea.",
        ),
        (
            "p",
            "Las ventas netas crecieron 14.8% y la utilidad operativa alcanzó S/ 23.4 millones. "
            "El resultado del ejercicio se vio afectado por una pérdida por diferencia de "
            "cambio, debido a la apreciación del sol frente al dólar en el segundo semestre, "
            "después de la ganancia cambiaria registrada en 2023.",
        ),
        (
            "p",
            "Agradecemos a las 1,200 familias productoras de Puno y Ayacucho que nos confían "
            "su cosecha.",
        ),
        ("cap", "Estado de resultados (en miles de soles)"),
        (
            "tbl",
            [
                "                                              2024          2023",
                "Ventas netas                               186,420       162,350",
                "Costo de ventas                           (141,680)     (127,900)",
                "Utilidad bruta                              44,740        34,450",
                "Gastos de venta y distribución             (13,920)      (12,780)",
                "Gastos de administración                    (7,440)       (7,090)",
                "Utilidad operativa                          23,380        14,580",
                "Gastos financieros netos                    (4,110)       (3,960)",
                "Diferencia de cambio, neta                  (1,270)           840",
                "Utilidad antes de impuesto a la renta       18,000        11,460",
                "Impuesto a la renta                         (5,310)       (3,381)",
                "Utilidad neta                               12,690         8,079",
            ],
        ),
        ("p", "José Quispe Mamani, Presidente del Directorio - Lima, 24 de febrero de 2025"),
    ],
}

# ---------------------------------------------------------------- yerba mate
PDFS["yerba-mate-argentina/docs/estados-contables-ej2025.pdf"] = {
    "title": "Yerbatera Ñandutí S.A. - Memoria y Estados Contables Ejercicio 2025",
    "author": "Yerbatera Ñandutí S.A.",
    "blocks": [
        ("h1", "YERBATERA ÑANDUTÍ S.A."),
        (
            "h2",
            "Memoria y Estados Contables - Ejercicio Económico N° 41, iniciado el 1° de julio "
            "de 2024 y finalizado el 30 de junio de 2025",
        ),
        (
            "p",
            "Domicilio legal: Ruta Nacional 14 km 842, Oberá, Provincia de Misiones, República "
            "Argentina.",
        ),
        ("h2", "Memoria del Directorio"),
        (
            "p",
            "Señores accionistas: el ejercicio cerró con ventas netas de $ 96.418,3 millones, "
            "un 8,5% más que en el ejercicio anterior medido en moneda homogénea, impulsadas por "
            "la recuperación del consumo interno en el segundo semestre y por las exportaciones "
            "a Siria y Chile.",
        ),
        (
            "p",
            "Los estados contables se presentan en moneda homogénea de junio de 2025; las "
            "cifras del ejercicio anterior han sido reexpresadas en esa misma moneda a efectos "
            "comparativos. El RECPAM es el resultado por exposición a los cambios en el poder "
            "adquisitivo de la moneda.",
        ),
        ("cap", "Estado de Resultados (en millones de pesos, moneda homogénea de junio de 2025)"),
        (
            "tbl",
            [
                "                                     Ejercicio finalizado el",
                "                                      30/06/2025    30/06/2024",
                "Ventas netas                            96.418,3      88.905,6",
                "Costo de ventas                        (65.190,8)    (61.265,4)",
                "Resultado bruto                         31.227,5      27.640,2",
                "Gastos de comercialización             (14.960,8)    (13.802,1)",
                "Gastos de administración                (6.105,4)     (5.890,7)",
                "Resultado operativo                     10.161,3       7.947,4",
                "Resultados financieros y por tenencia   (1.904,2)     (2.331,0)",
                "RECPAM                                  (3.412,6)     (5.118,9)",
                "Resultado antes de impuesto              4.844,5         497,5",
                "Impuesto a las ganancias                (1.695,6)       (174,1)",
                "Resultado neto del ejercicio             3.148,9         323,4",
            ],
        ),
        (
            "p",
            "El Directorio propone destinar el resultado del ejercicio a la reserva legal y a "
            "una reserva facultativa para la ampliación del secadero de Campo Viera.",
        ),
        ("p", "Oberá, Misiones, 19 de agosto de 2025. El Directorio."),
    ],
}

# ---------------------------------------------------------------- smolt
PDFS["smolt-hatchery-faroe/docs/annual-report-2024.pdf"] = {
    "title": "P/F Norðvíkar Smolt - Annual Report 2024",
    "author": "P/F Norðvíkar Smolt",
    "blocks": [
        ("h1", "P/F Norðvíkar Smolt"),
        ("h2", "Annual Report 2024"),
        ("p", "Reg. no. 5128 - Við Sjógv 7, FO-470 Eiði, Faroe Islands"),
        ("h2", "Management's review"),
        (
            "p",
            "2024 was the best year in the company's history. We delivered 9,84 million smolts "
            "to salmon farming companies in the Faroe Islands (2023: 8,91 million), and revenue "
            "increased by 13,0% to DKK 148,6 million. The larger fish from our recirculation "
            "units command a higher price per smolt, and the Eiði II unit had its third full "
            "year of operation.",
        ),
        (
            "p",
            "Net financial items consist mainly of interest on the mortgage loans that financed "
            "Eiði II and the first RAS building at Norðdepil.",
        ),
        ("cap", "Income statement 1 January - 31 December. Amounts in DKK thousand."),
        (
            "tbl",
            [
                "                                          2024          2023",
                "Revenue                                148.620       131.470",
                "EBITDA                                  41.380        35.910",
                "Depreciation                           (12.840)      (11.260)",
                "Operating profit (EBIT)                 28.540        24.650",
                "Net financial items                     (3.910)       (4.220)",
                "Profit before tax                       24.630        20.430",
                "Tax on profit for the year              (4.433)       (3.677)",
                "Profit for the year                     20.197        16.753",
            ],
        ),
        ("cap", "Key figures"),
        (
            "tbl",
            [
                "                                          2024          2023",
                "Smolts delivered (million)                9,84          8,91",
                "Hatchery sites                               4             4",
                "Full-time employees                         63            58",
            ],
        ),
        ("h2", "Outlook for 2025"),
        (
            "p",
            "For 2025 we expect revenue of DKK 160-170 million and an EBITDA of DKK 45-50 "
            "million, depending on the timing of deliveries from Norðdepil.",
        ),
        ("p", "Eiði, 14 March 2025. Board of Directors and Management."),
    ],
}

# ---------------------------------------------------------------- crisps
PDFS["potato-crisps-aland/docs/arsredovisning-2024-25.pdf"] = {
    "title": "Ab Lemland Snacks - Årsredovisning 2024/25",
    "author": "Ab Lemland Snacks",
    "blocks": [
        ("h1", "Ab Lemland Snacks"),
        ("h2", "Årsredovisning för räkenskapsåret 1.5.2024-30.4.2025"),
        ("p", "FO-nummer 2345678-9 - Södra Lemlandsvägen 112, AX-22610 Lemland, Åland"),
        ("h2", "Verkställande direktörens översikt"),
        (
            "p",
            "Räkenskapsåret 2024/25 var ett rekordår för Lemland Snacks. Omsättningen ökade "
            "med 6,8 procent och rörelseresultatet förbättrades tydligt tack vare "
            "högre volymer och lägre energikostnader. Sverige är i dag vår näst största marknad efter fastlandet.",
        ),
        ("p", "Vi förädlade 14 200 ton potatis (13 650 ton) från 31 kontraktsodlare på Åland."),
        (
            "p",
            "Räkenskapsåret omfattar tiden 1 maj-30 april. Jämförelsetalen avser "
            "räkenskapsåret 1.5.2023-30.4.2024.",
        ),
        ("cap", "Resultaträkning (1 000 euro)"),
        (
            "tbl",
            [
                "                                        2024/25       2023/24",
                "Omsättning                               38 412        35 960",
                "Material och tjänster                   -19 870       -18 940",
                "Personalkostnader                        -8 215        -7 830",
                "Övriga rörelsekostnader                  -4 327        -4 090",
                "Rörelsebidrag (EBITDA)                    6 000         5 100",
                "Avskrivningar                            -2 140        -1 980",
                "Rörelseresultat (EBIT)                    3 860         3 120",
                "Finansiella poster, netto                  -310          -285",
                "Resultat före skatt                       3 550         2 835",
                "Inkomstskatt                               -710          -567",
                "Räkenskapsperiodens resultat              2 840         2 268",
            ],
        ),
        ("cap", "Omsättning per marknad (1 000 euro)"),
        (
            "tbl",
            [
                "                                        2024/25       2023/24",
                "Finland (fastlandet)                     17 285        16 410",
                "Sverige                                  15 365        14 020",
                "Åland                                     2 305         2 250",
                "Övriga marknader                          3 457         3 280",
                "Totalt                                   38 412        35 960",
            ],
        ),
        ("p", "Lemland den 12 augusti 2025. Styrelsen och verkställande direktören."),
    ],
}

# ---------------------------------------------------------------- granite
PDFS["granite-quarry-ticino/docs/rapporto-di-gestione-2024.pdf"] = {
    "title": "Graniti Pontirone SA - Rapporto di gestione 2024",
    "author": "Graniti Pontirone SA",
    "blocks": [
        ("h1", "Graniti Pontirone SA"),
        ("h2", "Rapporto di gestione 2024"),
        ("p", "Via alle Cave 3, 6710 Biasca TI, Svizzera"),
        ("h2", "Rapporto del Consiglio di amministrazione"),
        (
            "p",
            "Nel 2024 i ricavi netti sono cresciuti del 6,4%, grazie alla domanda "
            "crescente di lastre per le pavimentazioni urbane e alle forniture di pietrisco per "
            "i cantieri ferroviari della Riviera.",
        ),
        (
            "p",
            "Il margine lordo si è attestato al 40,0% dei ricavi (2023: 39,0%), il margine "
            "EBITDA al 21,0% (2023: 19,5%) e il margine EBIT al 10,0% (2023: 8,4%).",
        ),
        (
            "p",
            "Il prezzo medio di vendita del pietrisco è stato di CHF 36.20 per tonnellata "
            "(2023: CHF 35.10). La produzione complessiva di blocchi è stata di 21'250 m³ "
            "(2023: 21'010 m³), nonostante il calo a Osogna, dove da novembre l'estrazione al "
            "fronte superiore è sospesa.",
        ),
        ("cap", "Conto economico (in migliaia di CHF)"),
        (
            "tbl",
            [
                "                                               2024        2023",
                "Ricavi netti                                 24'380      22'910",
                "Costi di cava, energia e personale          (14'630)    (13'980)",
                "Margine lordo                                 9'750       8'930",
                "Costi amministrativi e commerciali           (4'630)     (4'460)",
                "EBITDA                                        5'120       4'470",
                "Ammortamenti                                 (2'690)     (2'550)",
                "EBIT                                          2'430       1'920",
                "Oneri finanziari netti                         (380)       (410)",
                "Utile prima delle imposte                     2'050       1'510",
                "Imposte                                        (390)       (287)",
                "Utile netto                                   1'660       1'223",
            ],
        ),
        (
            "p",
            "Biasca, 14 marzo 2025 - Per il Consiglio di amministrazione: Renzo Gianella, "
            "presidente",
        ),
    ],
}

# ---------------------------------------------------------------- gloves
PDFS["rubber-gloves-srilanka/docs/annual-report-2024-25.pdf"] = {
    "title": "Nilwala Gloves PLC - Annual Report 2024/25",
    "author": "Nilwala Gloves PLC",
    "blocks": [
        ("h1", "Nilwala Gloves PLC"),
        ("h2", "Annual Report 2024/25 - for the year ended 31 March 2025"),
        (
            "p",
            "No. 48, Export Processing Zone Road, Horana, Sri Lanka. Listed on the Colombo "
            "Stock Exchange.",
        ),
        ("h2", "Chairman's message"),
        (
            "p",
            "Dear Shareholder, the year under review saw demand for examination gloves return "
            "to normal after two years of destocking by distributors. Revenue grew by 10.3% to "
            "Rs. 18,642 Mn and we achieved a gross profit margin of 21.0% (2023/24: 19.0%), "
            "thanks to lower latex and nitrile prices and the new energy-efficient former "
            "lines at Horana.",
        ),
        (
            "p",
            "We sold 2,840 million gloves (2023/24: 2,610 million), of which 94% were "
            "exported. The weaker rupee in the first half added to export earnings but also "
            "led to a net foreign exchange loss on our dollar borrowings.",
        ),
        ("cap", "Statement of Profit or Loss (Rs. Mn)"),
        (
            "tbl",
            [
                "                                          2024/25       2023/24",
                "Revenue                                    18,642        16,905",
                "Cost of sales                             (14,725)      (13,690)",
                "Gross profit                                3,917         3,215",
                "Other income                                  214           186",
                "Distribution costs                           (812)         (744)",
                "Administrative expenses                    (1,106)       (1,023)",
                "Results from operating activities           2,213         1,634",
                "Net finance cost                             (486)         (702)",
                "Profit before tax                           1,727           932",
                "Income tax expense                           (518)         (280)",
                "Profit for the year                         1,209           652",
            ],
        ),
        ("cap", "Note 9 - Net finance cost (Rs. Mn)"),
        (
            "tbl",
            [
                "                                          2024/25       2023/24",
                "Finance income                                 64            41",
                "Interest on bank borrowings                  (492)         (795)",
                "Net foreign exchange (loss)/gain              (58)           52",
                "Net finance cost                             (486)         (702)",
            ],
        ),
        ("p", "Dr. Chandana Wickramaratne, Chairman - Colombo, 28 May 2025"),
    ],
}

# ---------------------------------------------------------------- sisal
PDFS["sisal-estates-tanzania/docs/annual-report-2024.pdf"] = {
    "title": "Mwera Sisal Estates Limited - Annual Report 2024",
    "author": "Mwera Sisal Estates Limited",
    "blocks": [
        ("h1", "Mwera Sisal Estates Limited"),
        ("h2", "Annual Report and Financial Statements for the year ended 31 December 2024"),
        ("p", "P.O. Box 2217, Tanga, United Republic of Tanzania"),
        ("h2", "Chairman's statement"),
        (
            "p",
            "I am pleased to report another good year. Fibre production rose 9.7% to 8,940 "
            "tonnes as the replanted blocks at Mwera and Kwamdulu came into full cutting, and "
            "revenue increased 14.6% to TZS 52.8 billion. Our biogas plant at Magoma, which "
            "sells its surplus power to the grid, completed its second full year.",
        ),
        ("cap", "Revenue by stream (TZS million)"),
        (
            "tbl",
            [
                "                                            2024        2023",
                "Sisal fibre                               47,310      41,980",
                "Sisal products (ropes and twine)           4,170       3,190",
                "Electricity from biogas                    1,360         950",
                "Total revenue                             52,840      46,120",
            ],
        ),
        ("cap", "Income statement (TZS million)"),
        (
            "tbl",
            [
                "                                            2024        2023",
                "Revenue                                   52,840      46,120",
                "EBITDA                                    11,620       9,480",
                "Depreciation and amortisation             (3,840)     (3,510)",
                "Operating profit                           7,780       5,970",
                "Finance costs                             (2,105)     (2,380)",
                "Profit before tax                          5,675       3,590",
                "Income tax expense                        (1,703)     (1,077)",
                "Profit for the year                        3,972       2,513",
            ],
        ),
        ("cap", "Five-year summary (TZS million unless stated)"),
        (
            "tbl",
            [
                "                          2024      2023      2022      2021      2020",
                "Revenue                 52,840    46,120    40,260    34,870    31,450",
                "EBITDA                  11,620     9,480     7,940     6,210     5,380",
                "Profit for the year      3,972     2,513     1,880     1,105       640",
                "Fibre produced (t)       8,940     8,150     7,420     6,960     6,580",
            ],
        ),
        ("h2", "Outlook"),
        (
            "p",
            "For 2025 we expect fibre production of about 9,600 tonnes, with the Magoma estate "
            "expected to produce around 2,600 tonnes as its replanted blocks come into cutting.",
        ),
        ("p", "Dr. Halima Mrisho, Chair - Tanga, 27 March 2025"),
    ],
}

# ---------------------------------------------------------------- macadamia
PDFS["macadamia-mozambique/docs/relatorio-e-contas-2024.pdf"] = {
    "title": "Sociedade Macadâmia de Manica, SA - Relatório e Contas 2024",
    "author": "Sociedade Macadâmia de Manica, SA",
    "blocks": [
        ("h1", "Sociedade Macadâmia de Manica, SA"),
        ("h2", "Relatório e Contas 2024"),
        ("p", "Estrada Nacional 6, km 3, Chimoio, Província de Manica, Moçambique"),
        ("h2", "Mensagem do Presidente do Conselho de Administração"),
        (
            "p",
            "Em 2024 recebemos 6.420 toneladas de noz em casca (2023: 5.870 toneladas) de "
            "pomares próprios e de 2.300 pequenos produtores, e produzimos 1.412 toneladas de "
            "miolo, com uma taxa de descasque (crack-out) de 22,0% (2023: 21,5%).",
        ),
        (
            "p",
            "O volume de negócios aumentou 14,0% em relação a 2023, graças à "
            "maior proporção de miolo de estilos superiores vendido para a Europa e para a "
            "China.",
        ),
        ("cap", "Demonstração de resultados (em milhares de meticais)"),
        (
            "tbl",
            [
                "                                              2024          2023",
                "                                                     reexpresso",
                "Volume de negócios                       1.248.360     1.094.720",
                "Custo das vendas                          (842.150)     (761.480)",
                "Margem bruta                               406.210       333.240",
                "Gastos gerais e administrativos           (178.430)     (161.950)",
                "EBITDA                                     227.780       171.290",
                "Amortizações e depreciações                (64.120)      (58.870)",
                "Resultado operacional                      163.660       112.420",
                "Resultados financeiros                     (29.840)      (36.210)",
                "Resultado antes de impostos                133.820        76.210",
                "Imposto sobre o rendimento (IRPC)          (42.822)      (24.387)",
                "Resultado líquido do exercício              90.998        51.823",
            ],
        ),
        ("h2", "Nota 2.4 - Reexpressão dos valores de 2023"),
        (
            "p",
            "Os valores de 2023 foram reexpressos para corrigir a valorização do inventário de "
            "noz em casca em 31 de Dezembro de 2023, que estava sobreavaliado em 5.235 milhares "
            "de meticais. O custo das vendas de 2023 foi aumentado nesse montante e o imposto "
            "reduzido em 1.675 milhares de meticais. O resultado líquido de 2023 anteriormente "
            "publicado era de 55.383 milhares de meticais; o valor reexpresso é de 51.823 "
            "milhares de meticais.",
        ),
        ("p", "Chimoio, 25 de Março de 2025. O Conselho de Administração."),
    ],
}


# ------------------------------------------------------------------ engine
def pdf_plain_text(spec):
    """Plain text of a PDF spec, one block per line (for validate.py)."""
    out = []
    for block in spec["blocks"]:
        kind = block[0]
        if kind == "tbl":
            out.extend(block[1])
        elif kind != "sp":
            out.append(block[1])
    return "\n".join(out)


def render(path, spec):
    from reportlab.lib.pagesizes import A4
    from reportlab.lib.utils import simpleSplit
    from reportlab.pdfgen import canvas

    W, H = A4
    left, right, top, bottom = 56, 56, 60, 60
    width = W - left - right
    c = canvas.Canvas(path, pagesize=A4, invariant=1)
    c.setTitle(spec["title"])
    c.setAuthor(spec["author"])
    y = H - top

    def need(h):
        nonlocal y
        if y - h < bottom:
            c.showPage()
            y = H - top

    for block in spec["blocks"]:
        kind = block[0]
        if kind in ("h1", "h2", "p", "cap"):
            font, size, before, after = {
                "h1": ("Helvetica-Bold", 16, 4, 6),
                "h2": ("Helvetica-Bold", 11.5, 8, 3),
                "p": ("Helvetica", 10, 2, 5),
                "cap": ("Helvetica-Oblique", 9.5, 6, 2),
            }[kind]
            lead = size * 1.3
            lines = simpleSplit(block[1], font, size, width)
            need(before + lead * len(lines))
            y -= before
            c.setFont(font, size)
            for line in lines:
                y -= lead
                c.drawString(left, y, line)
            y -= after
        elif kind == "tbl":
            size = 8.6
            lead = size * 1.35
            need(lead * len(block[1]) + 4)
            c.setFont("Courier", size)
            for line in block[1]:
                y -= lead
                c.drawString(left, y, line)
            y -= 6
        elif kind == "sp":
            y -= 8
    c.save()


def main():
    for rel, spec in sorted(PDFS.items()):
        for block in spec["blocks"]:
            texts = block[1] if block[0] == "tbl" else ([block[1]] if len(block) > 1 else [])
            for t in texts:
                t.encode("latin-1")  # raises if a non-Latin-1 character slipped in
        spec["title"].encode("latin-1")
        path = os.path.join(HERE, rel)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        render(path, spec)
        print("wrote", rel)


if __name__ == "__main__":
    main()
