# ruff: noqa: E501, B007, B904
#!/usr/bin/env python3
"""Generate the PDF documents of batch 42 deterministically.

Paths are relative to this script's folder. Uses reportlab with invariant=1, body text in
Helvetica, headings in Helvetica-Bold, and tables as space-aligned Courier lines (the way text
extraction from a PDF renders them). Only Latin-1 characters are allowed inside PDFs.

Each PDF is a list of blocks:
  ("title", text)   document title (Helvetica-Bold 15)
  ("h", text)       heading (Helvetica-Bold 11.5)
  ("p", text)       body paragraph (Helvetica 10)
  ("table", [lines]) space-aligned Courier lines (Courier 8.6)
  ("small", text)   footnote (Helvetica 8)
"""

import os
from xml.sax.saxutils import escape

from reportlab import rl_config

rl_config.invariant = 1

from reportlab.lib.pagesizes import A4  # noqa: E402
from reportlab.lib.styles import ParagraphStyle  # noqa: E402
from reportlab.lib.units import mm  # noqa: E402
from reportlab.platypus import Paragraph, Preformatted, SimpleDocTemplate, Spacer  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))

STYLES = {
    "title": ParagraphStyle(
        "title", fontName="Helvetica-Bold", fontSize=15, leading=19, spaceAfter=8
    ),
    "h": ParagraphStyle(
        "h", fontName="Helvetica-Bold", fontSize=11.5, leading=14, spaceBefore=8, spaceAfter=4
    ),
    "p": ParagraphStyle("p", fontName="Helvetica", fontSize=10, leading=13.2, spaceAfter=5),
    "small": ParagraphStyle("small", fontName="Helvetica", fontSize=8, leading=10, spaceBefore=4),
    "table": ParagraphStyle(
        "table", fontName="Courier", fontSize=8.6, leading=10.6, spaceBefore=3, spaceAfter=6
    ),
}

PDFS = {}


def check_latin1(path, blocks):
    for kind, content in blocks:
        texts = content if isinstance(content, list) else [content]
        for t in texts:
            try:
                t.encode("latin-1")
            except UnicodeEncodeError as exc:
                raise SystemExit(f"non-Latin-1 character in {path}: {t!r} ({exc})")


def build(relpath, blocks, meta_title):
    path = os.path.join(HERE, relpath)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    check_latin1(relpath, blocks)
    doc = SimpleDocTemplate(
        path,
        pagesize=A4,
        leftMargin=20 * mm,
        rightMargin=20 * mm,
        topMargin=18 * mm,
        bottomMargin=18 * mm,
        title=meta_title,
        author="batch42",
        subject="",
        creator="batch42 make_pdfs.py",
        invariant=1,
    )
    story = []
    for kind, content in blocks:
        if kind == "table":
            story.append(Preformatted("\n".join(content), STYLES["table"]))
        elif kind in STYLES:
            story.append(Paragraph(escape(content), STYLES[kind]))
        elif kind == "space":
            story.append(Spacer(1, 6))
        else:
            raise SystemExit(f"unknown block kind {kind}")
    doc.build(story)
    return path


def main():
    for relpath in sorted(PDFS):
        blocks = PDFS[relpath]
        meta_title = next((c for k, c in blocks if k == "title"), relpath)
        build(relpath, blocks, meta_title)
        print("wrote", relpath)
    print(f"{len(PDFS)} PDFs written")


def table(rows, first=36, col=12):
    """Space-aligned lines: first column left-justified, the others right-justified."""
    lines = []
    for row in rows:
        if isinstance(row, str):
            lines.append(row)
            continue
        head, *rest = row
        lines.append(head.ljust(first) + "".join(str(c).rjust(col) for c in rest))
    return lines


# --------------------------------------------------------------------------------------------
# lake-ferries-ch (lf): Société de Navigation du Lac de Morvaz SA, Switzerland, CHF, French
# --------------------------------------------------------------------------------------------
PDFS["lake-ferries-ch/docs/rapport-annuel-2024.pdf"] = [
    ("title", "Société de Navigation du Lac de Morvaz SA - Rapport annuel 2024"),
    ("p", "Siège : Quai du Port 4, Vévaz. Exercice du 1er janvier au 31 décembre 2024."),
    ("h", "Message de la direction"),
    (
        "p",
        "L'exercice 2024 a été marqué par une fréquentation record sur la ligne Vévaz - Rive-Haute et par "
        "le retrait du vapeur à roues Ville-de-Vévaz en septembre. Les produits d'exploitation ont atteint "
        "CHF 24,4 millions, en hausse de 3,8 % par rapport à 2023. Malgré une amélioration de l'EBITDA, "
        "l'exercice se solde par une perte nette de CHF 1,22 million (2023 : perte de CHF 1,20 million), "
        "les amortissements de la flotte restant élevés.",
    ),
    (
        "p",
        "Les recettes de restauration à bord ont progressé à CHF 3,41 millions, tandis que les croisières "
        "privées et les charters ont reculé à CHF 1,93 million, la location du Saint-Imbert n'étant plus "
        "possible après sa vente en juin.",
    ),
    ("h", "Compte de résultat"),
    (
        "table",
        table(
            [
                "(en milliers de CHF)",
                ("", "2024", "2023"),
                ("Recettes voyageurs", "14'860", "13'920"),
                ("Restauration à bord", "3'410", "3'275"),
                ("Croisières privées et charters", "1'930", "2'105"),
                ("Indemnités des pouvoirs publics", "4'200", "4'200"),
                ("Total des produits d'exploitation", "24'400", "23'500"),
                ("Charges de personnel", "(13'650)", "(13'120)"),
                ("Carburant et énergie", "(3'980)", "(4'310)"),
                ("Entretien et chantier naval", "(3'120)", "(2'640)"),
                ("Autres charges d'exploitation", "(2'150)", "(2'030)"),
                ("EBITDA", "1'500", "1'400"),
                ("Amortissements", "(2'480)", "(2'390)"),
                ("Résultat d'exploitation (EBIT)", "(980)", "(990)"),
                ("Résultat financier", "(235)", "(210)"),
                ("Résultat net de l'exercice", "(1'215)", "(1'200)"),
            ],
            first=38,
            col=11,
        ),
    ),
    (
        "small",
        "Les montants entre parenthèses sont négatifs. La société n'est pas soumise à l'impôt sur le "
        "bénéfice en raison de ses pertes reportées.",
    ),
    ("h", "Fréquentation"),
    (
        "p",
        "La SNLM a transporté 1 448 000 passagers en 2024 (2023 : 1 399 000). Sur l'ensemble du lac, la "
        "Compagnie du Haut-Lac (CHL), notre partenaire au sein de la communauté tarifaire Morvaz Pass, a "
        "transporté 910 000 passagers en 2024 (2023 : 884 000), contre 1 448 000 pour la SNLM. Les recettes "
        "du Morvaz Pass sont réparties entre les deux compagnies selon les comptages à l'embarquement.",
    ),
    ("h", "Investissements et financement"),
    (
        "p",
        "Les investissements de l'exercice se sont élevés à CHF 1,9 million, principalement pour la "
        "motorisation hybride de la navette Mouette et pour la révision du bateau-salon Lumière. Le canton "
        "et les communes riveraines ont maintenu leurs indemnités au niveau de 2023.",
    ),
    ("h", "Organisation"),
    (
        "p",
        "Direction générale : Anne-Laure Perrenoud. Président du conseil d'administration : Marc-Henri "
        "Delacrétaz. Effectif moyen : 118 équivalents plein temps, dont 41 saisonniers.",
    ),
]


# --------------------------------------------------------------------------------------------
# fonio-sn (fo): Fonio Sahel Transformation SA, Senegal, XOF (FCFA), French, FY to 30 September
# --------------------------------------------------------------------------------------------
PDFS["fonio-sn/docs/rapport-gestion-2024.pdf"] = [
    ("title", "Fonio Sahel Transformation SA - Rapport de gestion"),
    (
        "p",
        "Exercice clos le 30 septembre 2024 (exercice 2023/24 : du 1er octobre 2023 au 30 septembre 2024). "
        "Les comparatifs portent sur l'exercice 2022/23, clos le 30 septembre 2023.",
    ),
    ("h", "1. Faits marquants"),
    (
        "p",
        "Le chiffre d'affaires a dépassé pour la première fois 2,8 milliards de FCFA. Le fonio précuit "
        "vendu sur le marché local reste notre première activité, avec 1 284,6 millions de FCFA "
        "(2022/23 : 1 105,2 millions). La demande des épiceries fines d'Europe et d'Amérique du Nord a "
        "soutenu les exportations.",
    ),
    ("h", "2. Chiffre d'affaires et résultats"),
    (
        "table",
        table(
            [
                "Chiffre d'affaires par activité et résultats (en millions de FCFA)",
                ("", "2023/24", "2022/23"),
                ("Fonio précuit (marché local)", "1 284,6", "1 105,2"),
                ("Farine de fonio", "612,3", "540,8"),
                ("Exportations", "947,5", "702,0"),
                ("Chiffre d'affaires total", "2 844,4", "2 348,0"),
                ("EBITDA", "356,2", "291,5"),
                ("Dotations aux amortissements", "(118,9)", "(104,3)"),
                ("Résultat d'exploitation", "237,3", "187,2"),
                ("Charges financières nettes", "(62,1)", "(58,7)"),
                ("Impôt sur les sociétés", "(56,5)", "(42,1)"),
                ("Résultat net", "118,7", "86,4"),
            ],
            first=36,
            col=12,
        ),
    ),
    (
        "small",
        "Montants entre parenthèses : charges. Exercice social du 1er octobre au 30 septembre.",
    ),
    (
        "p",
        "Le résultat net de l'exercice 2023/24 s'établit à 118,7 millions de FCFA, contre 86,4 millions de "
        "FCFA pour l'exercice 2022/23. Le conseil d'administration proposera à l'assemblée générale de "
        "mettre en réserve la totalité du résultat afin de financer la nouvelle ligne de Thiès.",
    ),
    ("h", "3. Approvisionnement"),
    (
        "p",
        "La campagne d'achat 2023-2024 a permis de collecter 2 986 tonnes de fonio paddy auprès de 36 "
        "coopératives. Le rendement au décorticage s'est amélioré à 64 % grâce au réglage des "
        "décortiqueuses de Kaolack.",
    ),
    ("h", "4. Perspectives"),
    (
        "p",
        "Pour l'exercice 2024/25, la direction prévoit un chiffre d'affaires d'environ 3,3 milliards de FCFA, "
        "porté par la mise en service de la deuxième ligne de Thiès.",
    ),
]


# --------------------------------------------------------------------------------------------
# porcelain-hu (pc): Tiszavölgyi Porcelángyár Zrt., Hungary, HUF; English investor update
# (Hungarian letters o/u with double acute are not Latin-1, so the Hungarian report is the .md)
# --------------------------------------------------------------------------------------------
PDFS["porcelain-hu/docs/investor-update-2025.pdf"] = [
    ("title", "Tiszavölgyi Porcelán - Investor update, March 2025"),
    (
        "p",
        "Tiszavölgyi Porcelángyár Zrt. is a family-controlled maker of porcelain tableware founded in 1921. "
        "It sells dinner, coffee and tea services under its own patterns and supplies restaurant ware to "
        "professional kitchens in Central Europe.",
    ),
    ("h", "2024 at a glance"),
    (
        "table",
        table(
            [
                "Key figures (HUF million)",
                ("", "2024", "2023"),
                ("Net revenue", "8,812.5", "8,001.5"),
                ("  of which export", "5,655.0", "4,981.1"),
                ("EBITDA", "1,246.8", "1,102.3"),
                ("EBIT", "715.6", "603.6"),
                ("Profit after tax", "541.9", "462.0"),
            ],
            first=30,
            col=12,
        ),
    ),
    (
        "p",
        "Revenue grew 10.1% to HUF 8,812.5 million. Exports accounted for 64.2% of revenue (2023: 62.3%), "
        "with Austria, Germany and Japan the fastest-growing markets. EBITDA rose 13% to HUF 1,246.8 million "
        "and EBIT to HUF 715.6 million, despite a 19-day stoppage of kiln 2 for relining in August.",
    ),
    ("h", "Products"),
    (
        "p",
        "Rozália, our best-selling pattern, is offered both as a dinner service and as a coffee service. "
        "Dunakanyar Pro, launched in January 2024, is a restaurant range with a reinforced rim, designed "
        "for professional kitchens with industrial dishwashers and guaranteed for 2,000 wash cycles.",
    ),
    ("h", "Outlook"),
    (
        "p",
        "For 2025 management aims for revenue of about HUF 9.5 billion. The decoration shop's decal printing "
        "line will be replaced in the second half of the year.",
    ),
    (
        "small",
        "Figures are taken from the audited 2024 financial statements prepared under Hungarian accounting "
        "rules. HUF million unless stated otherwise.",
    ),
]


# --------------------------------------------------------------------------------------------
# readymix-gh (rm): Densu Concrete Products PLC, Ghana, GHS, Ghanaian English
# --------------------------------------------------------------------------------------------
PDFS["readymix-gh/docs/annual-report-2024.pdf"] = [
    ("title", "Densu Concrete Products PLC - Annual Report 2024"),
    (
        "p",
        "Densu Concrete Products PLC produces ready-mix concrete, concrete blocks and pavers, and provides "
        "concrete pumping services from plants in Tema, Kasoa, Kumasi and Takoradi.",
    ),
    ("h", "Financial highlights"),
    (
        "p",
        "Revenue increased by 22.3% to GHS 423.0 million (2023: GHS 346.0 million). Ready-mix concrete "
        "revenue grew 24.1% to GHS 312.45 million on higher volumes at Kasoa and Kumasi. Blocks and pavers "
        "revenue rose to GHS 86.2 million at a segment margin of 11.4%, while pumping services earned "
        "GHS 24.3 million at a segment margin of 18.9%. Profit for the year was GHS 24.26 million "
        "(2023: GHS 15.43 million).",
    ),
    ("h", "Segment revenue"),
    (
        "table",
        table(
            [
                "Segment revenue (GHS '000)",
                ("", "2024", "2023"),
                ("Ready-mix concrete", "312,450", "251,800"),
                ("Blocks and pavers", "86,220", "74,900"),
                ("Pumping services", "24,330", "19,300"),
                ("Total revenue", "423,000", "346,000"),
            ],
            first=34,
            col=12,
        ),
    ),
    ("h", "Statement of profit or loss"),
    (
        "table",
        table(
            [
                "For the year ended 31 December (GHS '000)",
                ("", "2024", "2023"),
                ("Revenue", "423,000", "346,000"),
                ("Cost of sales (excl. depreciation)", "(318,100)", "(263,900)"),
                ("Gross profit", "104,900", "82,100"),
                ("Distribution and admin expenses", "(41,450)", "(34,700)"),
                ("EBITDA", "63,450", "47,400"),
                ("Depreciation and amortisation", "(18,720)", "(16,950)"),
                ("Operating profit (EBIT)", "44,730", "30,450"),
                ("Finance costs", "(12,380)", "(9,870)"),
                ("Profit before tax", "32,350", "20,580"),
                ("Income tax expense", "(8,090)", "(5,150)"),
                ("Profit for the year", "24,260", "15,430"),
            ],
            first=36,
            col=12,
        ),
    ),
    ("small", "Figures in brackets are expenses. The EBITDA margin was 15.0% (2023: 13.7%)."),
    ("h", "Dividend"),
    (
        "p",
        "The Board recommends a final dividend of GHS 0.12 per share (2023: GHS 0.08), subject to approval at "
        "the Annual General Meeting on 26 June 2025.",
    ),
    ("h", "Board and management"),
    (
        "p",
        "Chairperson: Efua Boateng-Quaye. Managing Director: Kwabena Owusu-Ansah. Finance Director: "
        "Selorm Adzraku.",
    ),
]


# --------------------------------------------------------------------------------------------
# textbooks-in (tb): Vidyasagar Learning Publications Ltd, India, INR crore, FY to 31 March
# (the rupee sign is not Latin-1, so the PDF writes "Rs.")
# --------------------------------------------------------------------------------------------
PDFS["textbooks-in/docs/annual-report-fy2025.pdf"] = [
    ("title", "Vidyasagar Learning Publications Limited - Annual Report 2024-25"),
    (
        "p",
        "Thirty-first Annual Report. Directors' Report for the financial year ended 31 March 2025.",
    ),
    ("h", "1. Financial highlights"),
    (
        "table",
        table(
            [
                "(Rs. in crore)",
                ("", "FY 2024-25", "FY 2023-24"),
                ("Revenue from operations", "615.30", "548.20"),
                ("Other income", "6.85", "5.40"),
                ("Total income", "622.15", "553.60"),
                ("EBITDA (excluding other income)", "98.45", "84.10"),
                ("Depreciation and amortisation", "21.15", "19.80"),
                ("Finance costs", "4.60", "5.25"),
                ("Profit before tax", "79.55", "64.45"),
                ("Tax expense", "22.35", "19.60"),
                ("Profit after tax", "57.20", "44.85"),
            ],
            first=36,
            col=13,
        ),
    ),
    ("h", "2. Review of operations"),
    (
        "p",
        "Revenue from operations grew 12.2% to Rs. 615.30 crore, led by the revised CBSE and state-board "
        "K-12 titles. Gross margin improved to 41.2% (FY 2023-24: 40.1%), the EBITDA margin to 16.0% "
        "(15.3%) and the PAT margin to 9.3% (8.2%), as paper prices eased in the second half of the year.",
    ),
    (
        "p",
        "The K-12 textbooks segment contributed Rs. 412.60 crore, test-prep guides Rs. 138.40 crore and the "
        "digital segment Rs. 64.30 crore of revenue.",
    ),
    ("h", "3. Subsidiary, associate and joint venture"),
    (
        "p",
        "Our wholly owned subsidiary Vidyasagar Digital Private Limited recorded revenue of Rs. 64.30 crore, "
        "while Shiksha Print Works LLP, an associate in which the Company holds 26%, recorded revenue of "
        "Rs. 41.80 crore. Pragati Book Distributors Private Limited, our 50:50 joint venture for the "
        "eastern states, recorded revenue of Rs. 27.15 crore.",
    ),
    ("h", "4. Dividend"),
    (
        "p",
        "The Board recommends a final dividend of Rs. 3.50 per equity share of Rs. 10 each for FY 2024-25 "
        "(FY 2023-24: Rs. 3.00).",
    ),
    ("h", "5. Outlook"),
    (
        "p",
        "With the National Curriculum Framework revisions continuing, the Company expects double-digit revenue "
        "growth in FY 2025-26.",
    ),
    (
        "small",
        "Pune, 18 July 2025. For and on behalf of the Board: Meera Deshpande, Chairperson; "
        "Anand Joshi, Managing Director.",
    ),
]


# --------------------------------------------------------------------------------------------
# yacht-refit-nz (yr): Hauraki Marine Refit Ltd, New Zealand, NZD, FY to 30 June
# (macron vowels are not Latin-1, so the PDF names no Maori-named vessels and writes "Te Atatu")
# --------------------------------------------------------------------------------------------
PDFS["yacht-refit-nz/docs/annual-review-fy2025.pdf"] = [
    ("title", "Hauraki Marine Refit Limited - Annual Review FY2025"),
    (
        "p",
        "FY2025 refers to the twelve months ended 30 June 2025; FY2024 to the twelve months ended "
        "30 June 2024. All amounts are in New Zealand dollars.",
    ),
    ("h", "Chair's overview"),
    (
        "p",
        "It was our busiest year since the yard opened at Te Atatu in 2009. The yard hosted 23 superyachts during "
        "the year, seventeen of them over 40 metres in length, and for the first time two vessels over "
        "60 metres were in the sheds at the same time. Revenue rose 15.5% and net profit after tax reached "
        "$5.1 million.",
    ),
    (
        "p",
        "Refit and repaint revenue was $58.4 million at a gross margin of 21.5%, while maintenance and "
        "warranty work brought in $17.9 million at a gross margin of 27.0%.",
    ),
    ("h", "Financial summary"),
    (
        "table",
        table(
            [
                "NZ$ million",
                ("", "FY2025", "FY2024"),
                ("Refit and repaint", "58.4", "49.7"),
                ("Maintenance and warranty", "17.9", "16.2"),
                ("Berthage and marine services", "6.3", "5.6"),
                ("Total revenue", "82.6", "71.5"),
                ("EBITDA", "11.8", "9.1"),
                ("Depreciation and amortisation", "(3.4)", "(3.1)"),
                ("EBIT", "8.4", "6.0"),
                ("Net interest", "(1.3)", "(1.0)"),
                ("Income tax", "(2.0)", "(1.4)"),
                ("Net profit after tax", "5.1", "3.6"),
            ],
            first=34,
            col=10,
        ),
    ),
    ("h", "Investment"),
    (
        "p",
        "Construction of the 1,200-tonne shiplift was completed in July 2025, after balance date, at a total "
        "cost of $18.5 million. Capital expenditure in FY2025 was $12.9 million.",
    ),
    ("h", "People"),
    (
        "p",
        "Headcount at 30 June 2025 was 208 (30 June 2024: 187), including 44 apprentices. Our health and "
        "safety performance is reported to the Board on a calendar-year basis.",
    ),
    (
        "small",
        "Chair: Helen Marsden. General manager: Rawiri Te Kani. Auditor: an independent chartered "
        "accountancy firm, Auckland.",
    ),
]


# --------------------------------------------------------------------------------------------
# swimming-se (sw): Badhusbolaget i Norrvik AB, Sweden, SEK (tkr), Swedish
# --------------------------------------------------------------------------------------------
PDFS["swimming-se/docs/arsredovisning-2024.pdf"] = [
    ("title", "Badhusbolaget i Norrvik AB - Årsredovisning 2024"),
    (
        "p",
        "Org.nr 556912-4471. Bolaget ägs till 100 procent av Norrviks kommun genom Norrviks Stadshus AB. "
        "Räkenskapsåret omfattar 1 januari - 31 december 2024. Belopp i tkr om inte annat anges; "
        "siffror inom parentes avser föregående år.",
    ),
    ("h", "Förvaltningsberättelse"),
    (
        "p",
        "Bolaget driver Vikhallen, Arena-badet och Strandbadet. Vikhallen var stängd 2 september - "
        "18 november 2024 för byte av ventilationsaggregat och reningsverk för bassängvattnet. "
        "Under stängningen flyttades simskolan och föreningarnas träningar till Arena-badet.",
    ),
    (
        "p",
        "Nettoomsättningen uppgick till 33 600 tkr (34 000). Entréintäkterna minskade till 18 420 tkr "
        "(19 960), främst till följd av stängningen av Vikhallen, medan intäkterna från simskolan ökade "
        "till 4 860 tkr (4 310). Driftbidraget från Norrviks kommun uppgick till 21 500 tkr (20 000).",
    ),
    (
        "p",
        "Antal besök 2024: Vikhallen 212 400, Arena-badet 318 600 och Strandbadet 64 000, totalt 595 000 "
        "besök (632 000).",
    ),
    (
        "p",
        "Årets resultat blev en förlust på 3 115 tkr (förlust 1 420 tkr). Förlusten täcks genom "
        "koncernbidrag från Norrviks Stadshus AB.",
    ),
    ("h", "Resultaträkning i sammandrag"),
    (
        "table",
        table(
            [
                "Belopp i tkr",
                ("", "2024", "2023"),
                ("Entréavgifter", "18 420", "19 960"),
                ("Simskola", "4 860", "4 310"),
                ("Gym och årskort", "7 230", "6 880"),
                ("Uthyrning av bassängtid", "3 090", "2 850"),
                ("Nettoomsättning", "33 600", "34 000"),
                ("Driftbidrag från Norrviks kommun", "21 500", "20 000"),
                ("Rörelsens kostnader", "-57 840", "-55 180"),
                ("Rörelseresultat", "-2 740", "-1 180"),
                ("Finansnetto", "-375", "-240"),
                ("Årets resultat", "-3 115", "-1 420"),
            ],
            first=36,
            col=11,
        ),
    ),
    ("h", "Framtida utveckling"),
    (
        "p",
        "Kommunfullmäktige har beslutat att utreda en ny simhall i stadsdelen Östra Norrvik. Styrelsen räknar "
        "med ett något lägre underskott 2025 när Vikhallen är öppen hela året.",
    ),
    (
        "small",
        "Norrvik den 12 mars 2025. Styrelsen: Anders Holm (ordförande), Leila Haddad, Per-Olof Nyström. "
        "VD: Maria Ekström.",
    ),
]


# --------------------------------------------------------------------------------------------
# sports-timing-fi (st): Sekuntia Oy, Finland, EUR, Finnish
# --------------------------------------------------------------------------------------------
PDFS["sports-timing-fi/docs/vuosikertomus-2024.pdf"] = [
    ("title", "Sekuntia Oy - Vuosikertomus 2024"),
    (
        "p",
        "Sekuntia Oy suunnittelee ja valmistaa urheilun ajanottojärjestelmiä, maalikameroita ja "
        "tulostauluja sekä tarjoaa ajanottopalveluja kilpailujen järjestäjille. Kotipaikka: Jyväskylä.",
    ),
    ("h", "Toimitusjohtajan katsaus"),
    (
        "p",
        "Liikevaihto kasvoi 9,0 prosenttia 15,8 miljoonaan euroon (2023: 14,5 milj. euroa). Kasvu tuli "
        "ajanottojärjestelmistä, joiden myynti Baltian maihin ja Puolaan kaksinkertaistui. "
        "Käyttökate oli 2 212 tuhatta euroa ja liikevoitto 1 416 tuhatta euroa.",
    ),
    (
        "p",
        "Tapahtumapalvelujen liikevaihto kasvoi, mutta segmentin liiketulos oli -184 tuhatta euroa "
        "(2023: 62 tuhatta euroa), koska talvikauden matkakustannukset ja kausityöntekijöiden palkat "
        "nousivat. Tulostaulujen myynti laski kuntien siirtäessä liikuntahallien peruskorjauksia.",
    ),
    ("h", "Tuloslaskelma"),
    (
        "table",
        table(
            [
                "1 000 euroa",
                ("", "2024", "2023"),
                ("Ajanottojärjestelmät", "9 340", "8 120"),
                ("Tulostaulut", "3 870", "4 150"),
                ("Tapahtumapalvelut", "2 590", "2 230"),
                ("Liikevaihto yhteensä", "15 800", "14 500"),
                ("Käyttökate (EBITDA)", "2 212", "1 740"),
                ("Poistot", "-796", "-742"),
                ("Liikevoitto (EBIT)", "1 416", "998"),
                ("Rahoituserät", "-115", "-108"),
                ("Tuloverot", "-260", "-178"),
                ("Tilikauden tulos", "1 041", "712"),
            ],
            first=34,
            col=11,
        ),
    ),
    ("h", "Markkinat"),
    (
        "p",
        "Sekuntian teettämän markkinaselvityksen mukaan Pohjoismaiden urheiluajanottomarkkinan arvo on "
        "vuonna 2027 noin 140 miljoonaa euroa. Kasvua tukevat uudet kilpailusarjat ja tiukentuvat "
        "ajanoton tarkkuusvaatimukset.",
    ),
    ("h", "Henkilöstö"),
    (
        "p",
        "Henkilöstön määrä vuoden lopussa oli 93 (2023: 86). Lisäksi talvikaudella työskenteli "
        "kausityöntekijöitä ajanottotehtävissä.",
    ),
    (
        "small",
        "Hallitus: Markku Salonen (pj.), Hanna Virtanen, Jari Lehtola. Toimitusjohtaja: "
        "Liisa Koskenniemi.",
    ),
]


# --------------------------------------------------------------------------------------------
# toquilla-hats-ec (ph): Tejidos Toquilla del Azuay S.A., Ecuador, USD, Spanish
# --------------------------------------------------------------------------------------------
PDFS["toquilla-hats-ec/docs/memoria-anual-2024.pdf"] = [
    ("title", "Tejidos Toquilla del Azuay S.A. - Memoria anual 2024"),
    (
        "p",
        "Informe de la Gerencia General a la Junta General de Accionistas. Ejercicio económico del 1 de enero "
        "al 31 de diciembre de 2024. Cifras en miles de dólares de los Estados Unidos (miles de US$).",
    ),
    ("h", "1. Resumen del año"),
    (
        "p",
        "Las ventas totales alcanzaron US$ 4.215,3 miles, un 8,4% más que en 2023. Las exportaciones "
        "sumaron US$ 3.184,5 miles y el mercado nacional US$ 1.030,8 miles. Exportamos 118.000 sombreros "
        "a 23 países; Italia siguió siendo el primer destino.",
    ),
    (
        "p",
        "En el primer semestre de 2024 las exportaciones sumaron US$ 1.402,7 miles; el segundo semestre, "
        "impulsado por los pedidos navideños de Italia y Estados Unidos, aportó el resto.",
    ),
    (
        "p",
        "Los sombreros superfinos (grado 20 o superior) representaron el 14% de las unidades exportadas pero "
        "el 41% de los ingresos de exportación. Los sombreros finos (grados 15 a 19) aportaron el 33% de "
        "los ingresos de exportación.",
    ),
    ("h", "2. Estado de resultados"),
    (
        "table",
        table(
            [
                "En miles de US$",
                ("", "2024", "2023"),
                ("Ventas de exportación", "3.184,5", "2.902,1"),
                ("Ventas en el mercado nacional", "1.030,8", "987,4"),
                ("Ventas totales", "4.215,3", "3.889,5"),
                ("Costo de ventas", "(2.866,4)", "(2.684,0)"),
                ("Utilidad bruta", "1.348,9", "1.205,5"),
                ("Gastos de administración y ventas", "(926,1)", "(838,6)"),
                ("Utilidad operacional", "422,8", "366,9"),
                ("Participación laboral e impuesto a la renta", "(136,4)", "(125,9)"),
                ("Utilidad neta", "286,4", "241,0"),
            ],
            first=44,
            col=11,
        ),
    ),
    (
        "small",
        "Las cifras entre paréntesis son costos y gastos. Separador de miles: punto; separador decimal: coma.",
    ),
    ("h", "3. Abastecimiento"),
    (
        "p",
        "Compramos 152.000 sombreros en crudo a 701 tejedoras registradas en nuestros cinco centros de acopio. "
        "El precio promedio pagado por sombrero en crudo subió un 6% por la escasez de paja en Manabí.",
    ),
    ("h", "4. Perspectivas 2025"),
    (
        "p",
        "Para 2025 esperamos ventas de exportación de alrededor de US$ 3,5 millones, con la apertura de la "
        "escuela de tejido de Sígsig y un nuevo distribuidor en Corea del Sur.",
    ),
    ("small", "Cuenca, 28 de febrero de 2025. Rosa Elena Guamán, Gerente General."),
]


# --------------------------------------------------------------------------------------------
# scaffolding-de (sc): Gerüstbau Halbritter GmbH & Co. KG, Germany, EUR (TEUR), German
# (the euro sign is not Latin-1, so the PDF writes EUR / TEUR; the EBIT misprint 4.780 is
# deliberate and corrected in berichtigung-ebit.md)
# --------------------------------------------------------------------------------------------
PDFS["scaffolding-de/docs/geschaeftsbericht-2024.pdf"] = [
    ("title", "Gerüstbau Halbritter GmbH & Co. KG - Geschäftsbericht 2024"),
    (
        "p",
        "Sitz: Kassel. Geschäftsjahr = Kalenderjahr. Alle Beträge in TEUR, soweit nicht anders angegeben.",
    ),
    ("h", "Lagebericht der Geschäftsführung"),
    (
        "p",
        "Trotz der schwachen Neubaukonjunktur konnten wir die Umsatzerlöse um 6,3 % auf 44,2 Mio. EUR "
        "steigern. Treiber waren Sanierungsprojekte an Wohngebäuden und Industriegerüste für zwei "
        "Chemiestandorte in Nordhessen. Der Verkauf von gebrauchtem Gerüstmaterial ging planmäßig zurück.",
    ),
    (
        "p",
        "Das EBITDA verbesserte sich auf 9.950 TEUR (Vorjahr: 8.720 TEUR). Das EBIT stieg auf 4.780 TEUR "
        "(Vorjahr: 3.960 TEUR); die EBIT-Marge betrug 10,8 %. Der Jahresüberschuss erreichte 3.210 TEUR "
        "nach 2.560 TEUR im Vorjahr.",
    ),
    ("h", "Verkürzte Gewinn- und Verlustrechnung"),
    (
        "table",
        table(
            [
                "in TEUR",
                ("", "2024", "2023"),
                ("Umsatz Vermietung", "24.380", "22.150"),
                ("Umsatz Montage und Demontage", "17.640", "16.820"),
                ("Umsatz Materialverkauf", "2.180", "2.630"),
                ("Umsatzerlöse gesamt", "44.200", "41.600"),
                ("EBITDA", "9.950", "8.720"),
                ("Abschreibungen", "-5.080", "-4.760"),
                ("EBIT", "4.780", "3.960"),
                ("Finanzergebnis", "-390", "-420"),
                ("Steuern vom Einkommen und Ertrag", "-1.270", "-980"),
                ("Jahresüberschuss", "3.210", "2.560"),
            ],
            first=36,
            col=11,
        ),
    ),
    ("h", "Investitionen und Materialbestand"),
    (
        "p",
        "Wir haben 6,1 Mio. EUR in neues Systemgerüst und zwei Lkw mit Ladekran investiert. Der "
        "Materialbestand umfasst rund 1,8 Mio. m2 Fassadengerüst.",
    ),
    ("h", "Ausblick"),
    (
        "p",
        "Für 2025 erwartet die Geschäftsführung einen Umsatz zwischen 46 und 48 Mio. EUR, ohne Berücksichtigung "
        "möglicher Zukäufe.",
    ),
    (
        "small",
        "Kassel, im April 2025. Die Geschäftsführung: Dr. Katrin Halbritter, Stefan Halbritter.",
    ),
]


if __name__ == "__main__":
    main()
