# ruff: noqa: E501, B904
#!/usr/bin/env python3
"""Generate the PDF documents of blind batch 36.

Paths are relative to this script's folder. Deterministic output (reportlab,
invariant=1, fixed metadata). Body text in Helvetica, headings in
Helvetica-Bold, tables as space-aligned Courier lines (as text extraction
from a PDF gives them). Only Latin-1 characters are used inside PDFs.

Each document is a list of blocks:
  ("title", text)   large bold heading
  ("h", text)       section heading
  ("p", text)       paragraph (wrapped)
  ("table", [lines]) pre-aligned Courier lines
  ("small", text)   small footnote paragraph
"""

from pathlib import Path

from reportlab.lib.pagesizes import A4
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen import canvas

HERE = Path(__file__).resolve().parent

PAGE_W, PAGE_H = A4
MARGIN_X = 56
MARGIN_TOP = 60
MARGIN_BOTTOM = 60
TEXT_W = PAGE_W - 2 * MARGIN_X

DOCS = {}

# ---------------------------------------------------------------------------
# se-ski-wax
# ---------------------------------------------------------------------------
DOCS["se-ski-wax/docs/arsredovisning-2024-25.pdf"] = {
    "title": "Fjällvalla Vallning AB - Annual Report 2024/25",
    "author": "Fjällvalla Vallning AB",
    "blocks": [
        ("title", "Fjällvalla Vallning AB"),
        ("h", "Annual Report 2024/25"),
        (
            "p",
            "Financial year 1 May 2024 - 30 April 2025. Fjällvalla Vallning AB (publ) is a "
            "Swedish manufacturer of ski waxes, race powders and waxing tools for cross-country "
            "and alpine skiing, with its registered office and production in Östersund. Figures "
            "in brackets refer to the previous financial year (1 May 2023 - 30 April 2024).",
        ),
        ("h", "The year in brief"),
        (
            "p",
            "Net sales rose 8.4% to SEK 186.4 million (171.9). Operating profit (EBIT) improved "
            "to SEK 24.1 million (19.8), an operating margin of 12.9% (11.5). Profit after tax "
            "was SEK 17.6 million (14.9). Cash flow from operating activities was negative at "
            "SEK -3.2 million (12.6). The Board proposes a dividend of SEK 2.40 per share (2.00).",
        ),
        ("h", "Key figures"),
        (
            "table",
            [
                "SEK million unless otherwise stated",
                "",
                "                                           2024/25     2023/24",
                "Net sales                                    186.4       171.9",
                "EBITDA                                        31.5        26.9",
                "Depreciation and amortisation                 (7.4)       (7.1)",
                "Operating profit (EBIT)                       24.1        19.8",
                "Operating margin, %                           12.9        11.5",
                "Profit after tax                              17.6        14.9",
                "Earnings per share, SEK                       3.52        2.98",
                "Cash flow from operating activities           (3.2)       12.6",
                "Inventories at 30 April                       58.3        39.0",
                "Average number of employees                     94          88",
                "Dividend per share, SEK                      2.40*       2.00",
            ],
        ),
        (
            "small",
            "* Proposed by the Board of Directors to the annual general meeting on 28 August 2025.",
        ),
        ("h", "Comments from the CEO"),
        (
            "p",
            "Dear shareholders, 2024/25 was our first full season in which the entire club and "
            "retail range was sold without fluorinated products. Our glide waxes grew by just over "
            "five per cent and the fluoro-free race powders by almost 29 per cent, and we won "
            "back several national teams as customers.",
        ),
        (
            "p",
            "Cash flow from operating activities was negative. The main reason was an inventory "
            "build-up ahead of the fluorine-free transition of our club and retail ranges: we "
            "produced the new FF-line waxes during the summer and autumn of 2024 so that dealers "
            "could replace their old stock before the first snow. Inventories rose from SEK 39.0 "
            "million to SEK 58.3 million, and we expect them to return to a normal level during "
            "the coming winter.",
        ),
        (
            "p",
            "Our production in the old dairy building in central Östersund is close to full "
            "capacity. The Board has therefore decided to build a new production hall at Lugnvik, "
            "with production expected to start in 2027.",
        ),
        ("h", "Financial target and outlook"),
        (
            "p",
            "The Board's financial target is net sales of SEK 250 million in the financial year "
            "2027/28 with an operating margin of at least 15%. The target is not a forecast. For "
            "2025/26 we expect continued growth in Norway and the first deliveries under the new "
            "distribution agreement for Germany and Austria.",
        ),
        ("p", "Östersund, June 2025. Karin Öberg, Chief Executive Officer"),
    ],
}

# ---------------------------------------------------------------------------
# cz-malthouse
# ---------------------------------------------------------------------------
DOCS["cz-malthouse/docs/annual-report-2024.pdf"] = {
    "title": "Sladovna Záhorany a.s. - Annual Report 2024",
    "author": "Sladovna Záhorany a.s.",
    "blocks": [
        ("title", "Sladovna Záhorany a.s."),
        ("h", "Annual Report 2024"),
        (
            "p",
            "Sladovna Záhorany a.s. produces Pilsner-type base malts and, since 2025, caramel and "
            "roasted specialty malts from Moravian and Bohemian spring barley at its malthouse in "
            "Záhorany near Olomouc. About half of the malt is exported, mainly to breweries in "
            "Poland and Germany. This English version of the annual report is provided for "
            "foreign customers and lenders; the Czech version prevails.",
        ),
        ("h", "Key figures"),
        (
            "table",
            [
                "CZK million                               2024          2023",
                "Revenue from malt sales                1,283.4       1,197.7",
                "Revenue from by-products                  35.5          31.8",
                "Total revenue                          1,318.9       1,229.5",
                "EBITDA                                   142.8         118.5",
                "Depreciation and amortisation            (51.3)        (49.0)",
                "Operating profit (EBIT)                   91.5          69.5",
                "Net financial result                     (12.4)        (10.9)",
                "Profit before tax                         79.1          58.6",
                "Income tax                               (15.0)        (11.1)",
                "Net profit                                64.1          47.5",
                "",
                "Operating data",
                "Malt sold (tonnes)                      62,000        59,000",
                "Barley purchased (tonnes)               76,400        74,100",
                "Average number of employees                118           114",
            ],
        ),
        ("h", "Report of the Board of Directors"),
        (
            "p",
            "Sales volume rose 5.1% to 62,000 tonnes. Export deliveries to Poland and Germany "
            "grew faster than the domestic market, where several regional breweries reduced "
            "their output. Average selling prices increased slightly as new contracts for the "
            "2024/25 brewing season were concluded after the weak 2023 barley harvest.",
        ),
        (
            "p",
            "The net financial result was a cost of CZK 12.4 million, mainly interest on the "
            "investment loan drawn for the new germination-kilning vessel. The Board will "
            "propose a dividend of CZK 28 million to the general meeting.",
        ),
        ("h", "Outlook for 2025"),
        (
            "p",
            "For 2025 the Board plans malt sales of 65,000 tonnes, supported by the new "
            "germination-kilning vessel commissioned in March 2025 with a capacity of about "
            "4,500 tonnes a year. The plan is not a guarantee of future results; it depends on "
            "the quality of the 2025 barley harvest and on demand from export customers.",
        ),
        ("p", "Záhorany, 31 March 2025. Board of Directors of Sladovna Záhorany a.s."),
    ],
}

# ---------------------------------------------------------------------------
# ro-honey-exporter
# ---------------------------------------------------------------------------
DOCS["ro-honey-exporter/docs/annual-report-2024.pdf"] = {
    "title": "Apis Carpatica SA - Annual Report 2024",
    "author": "Apis Carpatica SA",
    "blocks": [
        ("title", "Apis Carpatica SA"),
        ("h", "Annual Report 2024 (English convenience translation)"),
        (
            "p",
            "Apis Carpatica SA, Suceava, buys, blends, filters and packs Romanian honey - acacia, "
            "lime, sunflower, polyflora and fir honeydew - from more than 1,400 beekeepers and "
            "exports it to customers in eleven countries. The shares are traded on the AeRO "
            "market of the Bucharest Stock Exchange.",
        ),
        ("h", "Key financial information"),
        (
            "table",
            [
                "RON million                              2024     2023 restated",
                "Turnover                                87.45          79.12",
                "Operating profit                        10.49           8.05",
                "Net foreign exchange result             (1.93)         (0.86)",
                "Net interest expense                    (0.42)         (0.16)",
                "Profit before tax                        8.14           7.03",
                "Income tax                              (1.30)         (1.12)",
                "Net profit                               6.84           5.91",
                "",
                "Honey exported (tonnes)                 3,850          3,420",
                "Average number of employees                86             81",
            ],
        ),
        ("h", "Management report"),
        (
            "p",
            "Turnover grew 10.5% to RON 87.45 million, driven by higher export volumes to Germany "
            "and Italy and by the first full year of fir honeydew deliveries to Japan. Export "
            "volumes rose to 3,850 tonnes (2023: 3,420 tonnes).",
        ),
        (
            "p",
            "The 2024 acacia harvest was poor. The acacia harvest was around 40% below a normal "
            "year because late frosts in April destroyed much of the blossom in the western "
            "counties. We replaced part of the missing acacia honey with lime and sunflower "
            "honey and kept all contracted volumes for our German customers.",
        ),
        (
            "p",
            "The net foreign exchange result was a loss of RON 1.93 million (2023: loss of RON "
            "0.86 million), arising mainly on euro-denominated trade receivables and on the "
            "revaluation of the euro export prefinancing facility.",
        ),
        ("h", "Note 2 - Restatement of 2023 comparatives"),
        (
            "p",
            "The 2023 figures have been restated. Volume rebates granted to distributors of RON "
            "1.69 million had been presented as selling expenses and are now deducted from "
            "turnover; in addition, volume rebates of RON 0.49 million relating to 2023 had not "
            "been accrued. As a result, 2023 turnover is restated from RON 81.30 million to RON "
            "79.12 million, operating profit from RON 8.54 million to RON 8.05 million and net "
            "profit from RON 6.32 million to RON 5.91 million, after a tax effect of RON 0.08 "
            "million. Honey volumes are not affected.",
        ),
        ("h", "Dividend"),
        ("p", "The Board proposes a gross dividend of RON 0.20 per share (2023: RON 0.18)."),
        ("p", "Suceava, 24 April 2025. Ioana Moldovan, General Manager"),
    ],
}

# ---------------------------------------------------------------------------
# hu-thermal-bath
# ---------------------------------------------------------------------------
DOCS["hu-thermal-bath/docs/annual-report-2024.pdf"] = {
    "title": "Tiszaliget Termál Zrt. - Annual Report 2024",
    "author": "Tiszaliget Termál Zrt.",
    "blocks": [
        ("title", "Tiszaliget Termál Zrt."),
        ("h", "Annual Report 2024 - summary in English"),
        (
            "p",
            "Tiszaliget Termál Zrt. operates the thermal and medicinal bath of the town of "
            "Tiszaliget on the Tisza river. Its activities are bathing (day tickets and season "
            "passes), medical treatments with thermal water and mud, catering, and the rental "
            "of premises and event space. The company is wholly owned by the municipality.",
        ),
        ("h", "Results for the year"),
        (
            "p",
            "Revenue grew 11.5% to HUF 6,808 million as the number of visitors rose to 920,000 "
            "(2023: 860,000). The new wellness wing, opened in May 2024, attracted many first-time "
            "guests from Slovakia and Romania.",
        ),
        (
            "p",
            "Medical treatments, most of them financed by the National Health Insurance Fund "
            "(NEAK) under a contract capped at HUF 1,100 million a year, generated HUF 1,362 "
            "million (2023: HUF 1,301 million).",
        ),
        (
            "table",
            [
                "HUF million                                 2024          2023",
                "Revenue                                  6,808.0       6,106.0",
                "  Bath tickets and passes                4,215.0       3,802.0",
                "  Medical treatments                     1,362.0       1,301.0",
                "  Catering                                 798.0         640.0",
                "  Other (rentals, events)                  433.0         363.0",
                "EBITDA                                   1,487.0       1,254.0",
                "Depreciation and amortisation             (612.0)       (588.0)",
                "Impairment of old outdoor pool                 -        (714.0)",
                "Operating result                           875.0         (48.0)",
                "Net financial result                      (141.2)        (71.0)",
                "Profit/(loss) before tax                   733.8        (119.0)",
                "Income taxes                              (135.1)        (24.6)",
                "Profit/(loss) after tax                    598.7        (143.6)",
            ],
        ),
        (
            "p",
            "The loss after tax in 2023 was caused by a one-off impairment of HUF 714 million on "
            "the old outdoor pool, which was closed for safety reasons and will be demolished.",
        ),
        ("h", "Energy"),
        (
            "p",
            "Energy costs fell 18% in 2024. A heat-pump system that recovers heat from the used "
            "thermal water was ordered in 2024 and started operating in January 2025.",
        ),
        ("h", "Plans for 2025"),
        (
            "p",
            "The 2025 business plan foresees revenue of HUF 7.2 billion. The medical department "
            "is being refurbished during 2025, which will temporarily reduce the number of "
            "treatments.",
        ),
        ("p", "Tiszaliget, 31 March 2025. Katalin Szabó, Chief Executive Officer"),
    ],
}

# ---------------------------------------------------------------------------
# cat-espadrilles
# ---------------------------------------------------------------------------
DOCS["cat-espadrilles/docs/informe-de-gestio-2024.pdf"] = {
    "title": "Espardenyes Roca i Vila, SL - Informe de gestió 2024",
    "author": "Espardenyes Roca i Vila, SL",
    "blocks": [
        ("title", "Espardenyes Roca i Vila, SL"),
        ("h", "Informe de gestió de l'exercici 2024"),
        (
            "p",
            "Espardenyes Roca i Vila, SL, amb seu a Cervera (Segarra), dissenya i fabrica "
            "espardenyes de sola de jute cosida a mà per a botigues multimarca, per a la seva "
            "botiga en línia, per a quatre botigues pròpies i, en menor mesura, per a marques "
            "de tercers. L'exercici coincideix amb l'any natural.",
        ),
        ("h", "Evolució dels negocis"),
        (
            "p",
            "L'import net de la xifra de negocis va ser de 18.642 milers d'euros, un 10,3% més que "
            "el 2023. Per canals, la venda en línia va créixer un 21,9% fins a 5.106 milers "
            "d'euros. Per mercats, França va caure un 7,4% per la debilitat del comerç "
            "independent de calçat, i els Estats Units van créixer un 31,3%. Es van vendre "
            "414.300 parells (2023: 389.100 parells).",
        ),
        (
            "table",
            [
                "Compte de resultats resumit",
                "Xifres en milers d'euros",
                "",
                "                                            2024         2023",
                "Import net de la xifra de negocis         18.642       16.905",
                "EBITDA                                     2.611        2.148",
                "Amortitzacions                              (734)        (702)",
                "Resultat d'explotació (EBIT)               1.877        1.446",
                "Resultat financer                           (121)        (108)",
                "Resultat abans d'impostos                  1.756        1.338",
                "Impost sobre beneficis                      (438)        (334)",
                "Resultat de l'exercici                     1.318        1.004",
            ],
        ),
        (
            "table",
            [
                "Xifra de negocis per canal",
                "Xifres en milers d'euros",
                "",
                "                                            2024         2023",
                "Majoristes i botigues multimarca           9.318        8.902",
                "Comerç electrònic propi                    5.106        4.188",
                "Botigues pròpies                           2.874        2.611",
                "Marca blanca                               1.344        1.204",
                "Total                                     18.642       16.905",
            ],
        ),
        ("h", "Inversions"),
        (
            "p",
            "Durant el 2024 es van invertir 612 milers d'euros, principalment en la nova "
            "nau de trenat de jute de Cervera, que va entrar en funcionament el març de 2025.",
        ),
        ("h", "Evolució previsible"),
        (
            "p",
            "Per al 2025 la direcció preveu una xifra de negocis d'entre 20 i 21 milions d'euros i "
            "un EBITDA d'uns 3 milions d'euros. Aquestes previsions depenen de l'evolució del "
            "consum i del tipus de canvi del dòlar.",
        ),
        ("p", "Cervera, 27 de març de 2025. L'òrgan d'administració."),
    ],
}

# ---------------------------------------------------------------------------
# be-endive-coop
# ---------------------------------------------------------------------------
DOCS["be-endive-coop/docs/rapport-annuel-2024-2025.pdf"] = {
    "title": "Coopérative des Chicons de Hesbaye - Rapport annuel 2024-2025",
    "author": "Coopérative des Chicons de Hesbaye SC",
    "blocks": [
        ("title", "Coopérative des Chicons de Hesbaye SC"),
        ("h", "Rapport annuel - exercice 2024-2025 (1er juillet 2024 - 30 juin 2025)"),
        (
            "p",
            "La coopérative regroupe des producteurs de chicons de Hesbaye qui lui livrent leurs "
            "racines forcées. Elle assure le tri, le conditionnement et la vente des chicons aux "
            "grossistes, aux centrales d'achat et à l'exportation vers la France et les Pays-Bas. "
            "Au 30 juin 2025, la coopérative comptait septante-deux membres producteurs, contre "
            "soixante-huit un an plus tôt.",
        ),
        ("h", "Chiffres clés"),
        (
            "table",
            [
                "En milliers d'euros                          2024-2025    2023-2024",
                "Ventes de chicons                               23.360       21.855",
                "Autres produits (racines, emballages)            1.020        1.060",
                "Chiffre d'affaires                              24.380       22.915",
                "EBITDA                                           1.658        1.421",
                "Amortissements                                    (912)        (880)",
                "Résultat d'exploitation (EBIT)                     746          541",
                "Versements aux producteurs membres              17.480       16.390",
                "",
                "Volume commercialisé (tonnes)                   14.600       14.100",
            ],
        ),
        ("h", "Rapport du conseil d'administration"),
        (
            "p",
            "L'automne 2024 a été très humide et l'arrachage des racines a pris du retard, mais "
            "les rendements en salle de forçage ont été bons et la part de la catégorie Extra "
            "a progressé. Le chiffre d'affaires a augmenté de 6,4 % et la marge d'EBITDA est "
            "passée de 6,2 % à 6,8 %.",
        ),
        (
            "p",
            "La deuxième phase des salles de forçage hydroponiques a été lancée en janvier 2025. "
            "Elle doit permettre de réduire d'environ 40 % la consommation d'eau par tonne de "
            "chicons et de supprimer les dernières couches de forçage en pleine terre. Le projet, "
            "d'un coût éligible de 1,45 million d'euros, bénéficie d'une aide régionale de 435 000 "
            "euros.",
        ),
        ("h", "Affectation du résultat"),
        (
            "p",
            "Le conseil propose de verser un complément de prix de 0,02 euro par kilo livré et de "
            "porter le solde en réserve.",
        ),
        (
            "p",
            "Waremme, le 30 septembre 2025. Pour le conseil d'administration, Marc Lambotte, président.",
        ),
    ],
}

# ---------------------------------------------------------------------------
# ch-seed-breeder
# ---------------------------------------------------------------------------
DOCS["ch-seed-breeder/docs/geschaeftsbericht-2024.pdf"] = {
    "title": "Samenzucht Lindenhof AG - Geschäftsbericht 2024",
    "author": "Samenzucht Lindenhof AG",
    "blocks": [
        ("title", "Samenzucht Lindenhof AG"),
        ("h", "Geschäftsbericht 2024"),
        (
            "p",
            "Die Samenzucht Lindenhof AG mit Sitz in Oberwilen (Kanton Zürich) züchtet, "
            "vermehrt und vertreibt biologisches Gemüsesaatgut für den Erwerbsgemüsebau "
            "(Profi-Gemüsesaatgut) und für Hobbygärtnerinnen und Hobbygärtner (Hobbysaatgut). "
            "Zusätzlich vergibt sie Lizenzen für ihre Sorten an Saatgutfirmen im Ausland.",
        ),
        ("h", "Kennzahlen"),
        (
            "table",
            [
                "in TCHF                                      2024          2023",
                "Nettoerlös                                 38'620        35'900",
                "  Profi-Gemüsesaatgut                      24'100        22'750",
                "  Hobbysaatgut                              9'840         9'600",
                "  Lizenzen                                  4'680         3'550",
                "Bruttogewinn                               22'515        20'715",
                "EBITDA                                      6'180         5'410",
                "Abschreibungen                             -1'740        -1'660",
                "EBIT                                        4'440         3'750",
                "Reingewinn                                  3'510         2'960",
                "Free Cashflow                              -1'245         2'031",
                "Investitionen                               6'800         2'140",
                "Forschung & Entwicklung                     7'340         6'820",
                "Mitarbeitende (FTE, 31.12.)                   142           136",
            ],
        ),
        ("h", "Bericht des Verwaltungsrates"),
        (
            "p",
            "Der Nettoerlös wuchs um 7.6 %. Das stärkste Wachstum verzeichneten die Lizenzen, "
            "nachdem ein niederländischer Partner die Vermarktungsrechte für zwei Zwiebelsorten "
            "übernommen hat. Das Hobbysaatgut entwickelte sich trotz eines nassen Frühlings "
            "stabil.",
        ),
        (
            "p",
            "Die Bruttomarge verbesserte sich auf 58.3 % (Vorjahr: 57.7 %). Die EBITDA-Marge "
            "betrug 16.0 %, die EBIT-Marge 11.5 % und die Reingewinnmarge 9.1 %. Für "
            "Forschung und Entwicklung wendeten wir 19.0 % des Nettoerlöses auf.",
        ),
        (
            "p",
            "Der Free Cashflow war wegen der Investitionen von CHF 6.8 Mio. in die neue "
            "Zuchtstation negativ. Die Zuchtstation wurde aus eigenen Mitteln und einem "
            "Hypothekarkredit von CHF 3.0 Mio. finanziert.",
        ),
        ("h", "Ausblick"),
        (
            "p",
            "Für 2025 erwartet der Verwaltungsrat ein Umsatzwachstum im mittleren einstelligen "
            "Prozentbereich und eine EBITDA-Marge von mindestens 16 %.",
        ),
        (
            "p",
            "Oberwilen, im März 2025. Für den Verwaltungsrat: Hans-Peter Vogt, Präsident. "
            "Regula Brunner, CEO.",
        ),
    ],
}

# ---------------------------------------------------------------------------
# br-guarana-extracts
# ---------------------------------------------------------------------------
DOCS["br-guarana-extracts/docs/relatorio-administracao-2024.pdf"] = {
    "title": "Urupá Extratos S.A. - Relatório da Administração 2024",
    "author": "Urupá Extratos S.A.",
    "blocks": [
        ("title", "Urupá Extratos S.A."),
        ("h", "Relatório da Administração e Demonstrações Financeiras - Exercício de 2024"),
        (
            "p",
            "A Urupá Extratos S.A., com sede em Manaus (AM) e unidade de beneficiamento em "
            "Maués (AM), industrializa a semente de guaraná em três linhas de produtos: extrato "
            "seco padronizado, guaraná em pó e xarope concentrado.",
        ),
        ("h", "Desempenho"),
        (
            "p",
            "A receita operacional líquida cresceu 12,7% e atingiu R$ 148,3 milhões. O xarope "
            "concentrado, vendido principalmente a engarrafadoras regionais de refrigerantes do "
            "Norte e do Nordeste, cresceu 21,5%. Na safra 2024 a companhia adquiriu 1.840 "
            "toneladas de sementes de guaraná de 1.130 agricultores familiares.",
        ),
        (
            "table",
            [
                "Demonstração do resultado - valores em R$ mil",
                "",
                "                                             2024          2023",
                "Receita operacional líquida               148.320       131.640",
                "  Extrato seco de guaraná                  78.460        70.120",
                "  Guaraná em pó                            41.250        37.980",
                "  Xarope concentrado                       28.610        23.540",
                "Custo dos produtos vendidos               (96.408)      (86.882)",
                "Lucro bruto                                51.912        44.758",
                "EBITDA                                     26.480        22.050",
                "Depreciação e amortização                  (7.310)       (6.890)",
                "Lucro operacional (EBIT)                   19.170        15.160",
                "Resultado financeiro líquido               (4.120)       (3.650)",
                "Lucro antes do IR e da CS                  15.050        11.510",
                "IR e CS                                    (5.117)       (3.913)",
                "Lucro líquido do exercício                  9.933         7.597",
            ],
        ),
        (
            "p",
            "O resultado financeiro líquido foi negativo em razão dos juros do financiamento da "
            "nova unidade de secagem e da variação cambial sobre adiantamentos de exportação.",
        ),
        ("h", "Destinação do lucro"),
        (
            "p",
            "A Administração propõe dividendos de R$ 2.483 mil, equivalentes a 25% do lucro "
            "líquido do exercício.",
        ),
        ("p", "Manaus, 26 de março de 2025. A Administração."),
    ],
}

# ---------------------------------------------------------------------------
# mx-agave-syrup
# ---------------------------------------------------------------------------
DOCS["mx-agave-syrup/docs/informe-anual-2024.pdf"] = {
    "title": "Néctar Azul de Jalisco - Informe Anual 2024",
    "author": "Néctar Azul de Jalisco, S.A. de C.V.",
    "blocks": [
        ("title", "Néctar Azul de Jalisco, S.A. de C.V."),
        ("h", "Informe Anual 2024"),
        (
            "p",
            "Néctar Azul de Jalisco produce jarabe de agave convencional y orgánico, inulina "
            "y fructanos a partir de agave azul (Agave tequilana Weber) en su planta de "
            "Arandas, Jalisco. Exporta principalmente a Estados Unidos y Europa.",
        ),
        ("h", "Mensaje del Director General"),
        (
            "p",
            "En 2024 las ventas netas crecieron 10.9% y alcanzaron $1,462.8 millones de pesos. "
            "El volumen vendido aumentó 12.7% a 21,300 toneladas, mientras que el precio promedio "
            "de exportación del jarabe orgánico cayó 6.3% debido a la sobreoferta de agave azul "
            "en Jalisco y los Altos. La misma sobreoferta redujo nuestro costo de materia prima, "
            "por lo que el margen bruto mejoró a 35.0% (2023: 34.0%).",
        ),
        ("p", "El EBITDA fue de $263.3 millones, frente a $221.5 millones un año antes."),
        (
            "table",
            [
                "Cifras en millones de pesos (MXN)                2024          2023",
                "Ventas netas                                  1,462.8       1,318.5",
                "  Estados Unidos                                842.6         769.9",
                "  Europa                                        311.4         268.2",
                "  México                                        308.8         280.4",
                "Utilidad bruta                                  512.0         448.3",
                "EBITDA                                          263.3         221.5",
                "Depreciación y amortización                     (58.6)        (54.2)",
                "Utilidad de operación                           204.7         167.3",
                "Resultado integral de financiamiento            (28.4)        (21.0)",
                "Utilidad antes de impuestos                     176.3         146.3",
                "Impuestos a la utilidad                         (44.4)        (37.9)",
                "Utilidad neta                                   131.9         108.4",
                "",
                "Volumen vendido (toneladas)                    21,300        18,900",
            ],
        ),
        ("h", "Proyectos"),
        (
            "p",
            "La nueva planta de Tepatitlán, con capacidad para 8,000 toneladas anuales de jarabe, "
            "está en construcción. La inversión estimada es de $410 millones y el arranque de "
            "operaciones está previsto para el tercer trimestre de 2025.",
        ),
        (
            "p",
            "Arandas, Jalisco, 24 de marzo de 2025. Ing. Alejandro Gutiérrez Orozco, Director General.",
        ),
    ],
}

# ---------------------------------------------------------------------------
# my-birds-nest
# ---------------------------------------------------------------------------
DOCS["my-birds-nest/docs/annual-report-fy2025.pdf"] = {
    "title": "Sarang Emas Berhad - Annual Report 2025",
    "author": "Sarang Emas Berhad",
    "blocks": [
        ("title", "Sarang Emas Berhad"),
        ("h", "Annual Report 2025 - financial year ended 31 March 2025"),
        (
            "p",
            "Sarang Emas Berhad cleans, grades and exports edible bird's nests harvested from "
            "swiftlet houses in Perak, produces ready-to-drink bottled bird's nest beverages, and "
            "manages swiftlet houses on behalf of owners. Its processing plant is in Ipoh.",
        ),
        ("h", "Management discussion and analysis"),
        (
            "p",
            "Revenue rose 10.8% to RM84.62 million at a gross margin of 35.0% (FY2024: 34.2%), "
            "while EBITDA margin improved to 18.0% (FY2024: 17.0%). Export demand from China "
            "recovered strongly, and the bottled drinks segment benefited from new listings in "
            "Singapore.",
        ),
        (
            "p",
            "Net cash used in investing activities increased to RM12.41 million, reflecting the "
            "new processing line in Ipoh and the purchase of two swiftlet houses in Sitiawan.",
        ),
        (
            "table",
            [
                "Consolidated statement of profit or loss",
                "                                          FY2025        FY2024",
                "                                          RM'000        RM'000",
                "Revenue                                   84,620        76,350",
                "Cost of sales                            (55,003)      (50,238)",
                "Gross profit                              29,617        26,112",
                "EBITDA                                    15,232        12,980",
                "Depreciation and amortisation             (3,402)       (3,150)",
                "Finance costs                               (616)         (588)",
                "Profit before tax                         11,214         9,242",
                "Taxation                                  (2,691)       (2,218)",
                "Profit after tax                           8,523         7,024",
            ],
        ),
        (
            "table",
            [
                "Segment revenue (RM'000)                  FY2025        FY2024",
                "Raw-cleaned nests (export)                46,310        43,020",
                "Bird's nest drinks                        27,450        23,180",
                "Swiftlet house management                 10,860        10,150",
                "Total                                     84,620        76,350",
            ],
        ),
        (
            "table",
            [
                "Summary of cash flows (RM'000)            FY2025        FY2024",
                "Net cash from operating activities        13,884        11,207",
                "Net cash used in investing activities    (12,406)       (4,318)",
                "Net cash (used in)/from financing         (1,950)        2,140",
                "Net change in cash and cash equivalents     (472)        9,029",
            ],
        ),
        ("h", "Dividend"),
        (
            "p",
            "Including the interim dividend of 1.5 sen paid in March 2025, the Board recommends a "
            "total single-tier dividend of 3.0 sen per share for FY2025 (FY2024: 2.5 sen).",
        ),
        ("p", "Ipoh, 25 July 2025. Dato' Lim Chee Keong, Executive Chairman."),
    ],
}

# ---------------------------------------------------------------------------
# ng-shea-butter
# ---------------------------------------------------------------------------
DOCS["ng-shea-butter/docs/annual-report-2024.pdf"] = {
    "title": "Lapai Shea Industries Plc - Annual Report and Accounts 2024",
    "author": "Lapai Shea Industries Plc",
    "blocks": [
        ("title", "Lapai Shea Industries Plc"),
        ("h", "Annual Report and Accounts for the year ended 31 December 2024"),
        (
            "p",
            "Lapai Shea Industries Plc processes shea kernels into crude and refined shea butter, "
            "and fractionates part of the butter into stearin and olein for industrial customers. "
            "The factory is at Lapai, Niger State. Amounts are in millions of naira (N'million).",
        ),
        ("h", "Financial highlights"),
        (
            "table",
            [
                "                                          2024           2023",
                "                                     N'million      N'million",
                "Revenue                                8,412.6        5,930.4",
                "  Shea butter exports                  5,216.3        3,480.1",
                "  Stearin and olein fractions          1,902.7        1,410.5",
                "  Cosmetic-grade butter (local)        1,293.6        1,039.8",
                "Operating profit                       1,604.2          702.9",
                "Net finance costs                       (318.5)        (265.7)",
                "Foreign exchange gain/(loss)              85.3       (1,172.6)",
                "Profit/(loss) before tax               1,371.0         (735.4)",
                "Taxation                                (426.2)         123.0",
                "Profit/(loss) after tax                  944.8         (612.4)",
            ],
        ),
        ("h", "Managing Director's review"),
        (
            "p",
            "Revenue grew by 41.9% to N8.41 billion. Export revenue benefited from the weaker "
            "naira and from new contracts with two European personal-care groups. After the loss "
            "after tax of N612.4 million in 2023, which was caused by foreign exchange losses on "
            "dollar-denominated loans, we returned to a profit after tax of N944.8 million.",
        ),
        (
            "p",
            "We processed 18,400 tonnes of kernels (2023: 16,900 tonnes) and produced 7,820 tonnes "
            "of butter and fractions (2023: 7,150 tonnes).",
        ),
        (
            "p",
            "In September we commissioned a 1.2 MW solar plant at Lapai to reduce reliance on "
            "diesel generators, whose running cost tripled during 2024. The plant was financed "
            "with a N1.9 billion green loan from a development bank.",
        ),
        ("h", "Women collectors"),
        (
            "p",
            "Our kernels are collected by a network of 12,600 women in 214 communities in Niger, "
            "Kwara and Kogi States. We pre-finance the collectors before each season and pay a "
            "quality premium for kernels with low free fatty acid content.",
        ),
        ("p", "Minna, 31 March 2025. Hajiya Amina Bello-Usman, Managing Director/CEO."),
    ],
}

# ---------------------------------------------------------------------------
# ca-canoe-builder
# ---------------------------------------------------------------------------
DOCS["ca-canoe-builder/docs/annual-report-fy2024.pdf"] = {
    "title": "Birchline Canoe Works Ltd. - Annual Report Fiscal 2024",
    "author": "Birchline Canoe Works Ltd.",
    "blocks": [
        ("title", "Birchline Canoe Works Ltd."),
        ("h", "Annual Report - Fiscal 2024 (year ended September 30, 2024)"),
        (
            "p",
            "Birchline Canoe Works builds composite (Kevlar and fibreglass) and wooden cedar-strip "
            "canoes and makes paddles and accessories, which it sells through about 180 independent "
            "dealers in Canada and the northern United States. It has two plants: the founding "
            "plant and head office in Pine Lake, Ontario, and a western plant in Pine Lake, "
            "Alberta, acquired with Prairie Paddle Co. in February 2023.",
        ),
        ("h", "Management's discussion and analysis"),
        (
            "p",
            "Revenue grew 12.7% to $31.48 million. Canoes shipped rose to 5,620 units (fiscal "
            "2023: 5,110), of which 3,870 were built in Ontario and 1,750 in Alberta. Operating "
            "income (EBIT) increased to $3.34 million, and EBITDA to $4.72 million.",
        ),
        (
            "p",
            "We acquired Prairie Paddle Co. to gain a western plant closer to dealers in Alberta "
            "and British Columbia and to cut the cost of shipping canoes across the country.",
        ),
        (
            "table",
            [
                "(in thousands of Canadian dollars)        Fiscal 2024    Fiscal 2023",
                "Revenue                                        31,480         27,940",
                "  Composite canoes                             18,904         17,140",
                "  Cedar-strip canoes                            7,226          6,410",
                "  Paddles and accessories                       5,350          4,390",
                "EBITDA                                          4,722          3,912",
                "Depreciation and amortization                  (1,386)        (1,250)",
                "Operating income (EBIT)                         3,336          2,662",
                "Interest expense                                 (418)          (352)",
                "Income before income taxes                      2,918          2,310",
                "Income taxes                                     (773)          (612)",
                "Net income                                      2,145          1,698",
                "",
                "Canoes shipped (units)                          5,620          5,110",
            ],
        ),
        ("h", "Liquidity"),
        (
            "p",
            "Capital expenditures were $2.1 million, within the $6.0 million annual limit in our "
            "credit agreement. Borrowings under the revolving facility were $4.9 million at "
            "September 30, 2024.",
        ),
        ("h", "Outlook"),
        (
            "p",
            "Our goal is annual revenue of $40 million by fiscal 2027. A cedar-strip line will be "
            "added at the Alberta plant in the spring of 2025.",
        ),
        ("p", "Pine Lake, Ontario, November 28, 2024. Dana McAllister, President and CEO."),
    ],
}

# ---------------------------------------------------------------------------
# renderer
# ---------------------------------------------------------------------------
BODY_FONT, BODY_SIZE, BODY_LEAD = "Helvetica", 10, 13.5
HEAD_FONT = "Helvetica-Bold"
TABLE_FONT, TABLE_SIZE, TABLE_LEAD = "Courier", 8.5, 11
SMALL_SIZE, SMALL_LEAD = 8, 10.5


def _check_latin1(path, text):
    try:
        text.encode("latin-1")
    except UnicodeEncodeError as exc:
        raise SystemExit(f"{path}: non-Latin-1 character in {text!r}: {exc}")


def _wrap(text, font, size, width):
    words = text.split()
    lines, cur = [], ""
    for w in words:
        trial = w if not cur else cur + " " + w
        if stringWidth(trial, font, size) <= width:
            cur = trial
        else:
            if cur:
                lines.append(cur)
            cur = w
    if cur:
        lines.append(cur)
    return lines


class _Writer:
    def __init__(self, path, spec):
        self.c = canvas.Canvas(str(path), pagesize=A4, invariant=1)
        self.c.setTitle(spec["title"])
        self.c.setAuthor(spec["author"])
        self.c.setSubject(spec["title"])
        self.c.setCreator("make_pdfs.py (blind batch 36)")
        self.page = 1
        self.y = PAGE_H - MARGIN_TOP

    def _need(self, height):
        if self.y - height < MARGIN_BOTTOM:
            self._footer()
            self.c.showPage()
            self.page += 1
            self.y = PAGE_H - MARGIN_TOP

    def _footer(self):
        self.c.setFont(BODY_FONT, 7.5)
        self.c.drawRightString(PAGE_W - MARGIN_X, 30, f"{self.page}")

    def line(self, text, font, size, lead):
        self._need(lead)
        self.c.setFont(font, size)
        self.c.drawString(MARGIN_X, self.y - size, text)
        self.y -= lead

    def gap(self, h):
        self.y -= h

    def finish(self):
        self._footer()
        self.c.showPage()
        self.c.save()


def render(rel, spec):
    path = HERE / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    w = _Writer(path, spec)
    for kind, content in spec["blocks"]:
        texts = content if isinstance(content, list) else [content]
        for t in texts:
            _check_latin1(rel, t)
        if kind == "title":
            w.line(content, HEAD_FONT, 16, 21)
            w.gap(4)
        elif kind == "h":
            w.gap(6)
            for ln in _wrap(content, HEAD_FONT, 12, TEXT_W):
                w.line(ln, HEAD_FONT, 12, 16)
            w.gap(2)
        elif kind == "p":
            for ln in _wrap(content, BODY_FONT, BODY_SIZE, TEXT_W):
                w.line(ln, BODY_FONT, BODY_SIZE, BODY_LEAD)
            w.gap(5)
        elif kind == "small":
            for ln in _wrap(content, BODY_FONT, SMALL_SIZE, TEXT_W):
                w.line(ln, BODY_FONT, SMALL_SIZE, SMALL_LEAD)
            w.gap(4)
        elif kind == "table":
            w.gap(3)
            for ln in content:
                if stringWidth(ln, TABLE_FONT, TABLE_SIZE) > TEXT_W:
                    raise SystemExit(f"{rel}: table line too wide: {ln!r}")
                w.line(ln, TABLE_FONT, TABLE_SIZE, TABLE_LEAD)
            w.gap(6)
        else:
            raise SystemExit(f"{rel}: unknown block kind {kind}")
    w.finish()
    return path


def main():
    for rel, spec in DOCS.items():
        p = render(rel, spec)
        print(f"wrote {p.relative_to(HERE)}")


if __name__ == "__main__":
    main()
