#!/usr/bin/env python
# ruff: noqa: E501  (the documents' text, line by line as the PDFs set it)
"""Regenerate every PDF of batch 16 with reportlab (deterministic: invariant=1).

Body text is Helvetica; tables are space-aligned Courier lines, as text comes out of a PDF.
Only Latin-1 characters are used. Run: /work/main/.venv/bin/python make_pdfs.py
"""

import os
from xml.sax.saxutils import escape

from reportlab.lib.pagesizes import A4
from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import Paragraph, Preformatted, SimpleDocTemplate, Spacer

HERE = os.path.dirname(os.path.abspath(__file__))
SPECS = {}  # relative path -> (title, [(kind, text), ...]); kind in title/h/p/pre

TITLE = ParagraphStyle("t", fontName="Helvetica-Bold", fontSize=15, leading=19, spaceAfter=8)
HEAD = ParagraphStyle(
    "h", fontName="Helvetica-Bold", fontSize=11.5, leading=15, spaceBefore=6, spaceAfter=4
)
BODY = ParagraphStyle("p", fontName="Helvetica", fontSize=10, leading=13.5, spaceAfter=5)
MONO = ParagraphStyle("m", fontName="Courier", fontSize=8.6, leading=11, spaceAfter=6)


def build_one(rel, title, items):
    path = os.path.join(HERE, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    for _, text in items:
        text.encode("latin-1")  # Latin-1 only
    doc = SimpleDocTemplate(
        path,
        pagesize=A4,
        invariant=1,
        title=title,
        author="batch16",
        leftMargin=50,
        rightMargin=50,
        topMargin=50,
        bottomMargin=50,
    )
    flow = []
    for kind, text in items:
        if kind == "title":
            flow.append(Paragraph(escape(text), TITLE))
        elif kind == "h":
            flow.append(Paragraph(escape(text), HEAD))
        elif kind == "p":
            flow.append(Paragraph(escape(text), BODY))
        elif kind == "pre":
            flow.append(Preformatted(text.strip("\n"), MONO))
        flow.append(Spacer(1, 2))
    doc.build(flow)
    return path


def build():
    for rel, (title, items) in sorted(SPECS.items()):
        print("wrote", build_one(rel, title, items))


SPECS["cc/docs/geschaeftsbericht-2024.pdf"] = (
    "Seilbahnen Gletscherblick AG - Geschäftsbericht 2024",
    [
        ("title", "Seilbahnen Gletscherblick AG - Geschäftsbericht 2024"),
        ("h", "Lagebericht"),
        (
            "p",
            "Die Umsatzerlöse stiegen im Geschäftsjahr 2024 auf 48,6 Mio. EUR (Vorjahr: 44,1 Mio. EUR). "
            "Das EBITDA erreichte 17,3 Mio. EUR, das EBIT 6,8 Mio. EUR. Insgesamt wurden 2.314.500 Personen "
            "befördert (Vorjahr: 2.180.200).",
        ),
        (
            "p",
            "Die Landesregierung begrenzt Tarifanhebungen für Seilbahnen auf höchstens 6 % pro Jahr. "
            "Die Zahl der Mitarbeiterinnen und Mitarbeiter stieg auf 286 (Vorjahr: 271).",
        ),
        ("h", "Kennzahlen"),
        (
            "pre",
            """
Kennzahlen (in Mio. EUR)            2024       2023
Umsatzerlöse                        48,6       44,1
EBITDA                              17,3       15,2
EBIT                                 6,8        5,1
Jahresergebnis                       4,9        3,6
Investitionen                       12,4        9,8
Beförderte Personen (Tsd.)       2.314,5    2.180,2
""",
        ),
        (
            "p",
            "Die Investitionen von 12,4 Mio. EUR betrafen vor allem die neue Zehner-Gondelbahn Ahornbahn.",
        ),
    ],
)

SPECS["zo/docs/annual-report-fy2024.pdf"] = (
    "Riverside Wildlife Trust - Annual Report 2023-24",
    [
        ("title", "Riverside Wildlife Trust (Geelong) - Annual Report 2023-24"),
        (
            "p",
            "For the year ended 30 June 2024 the Trust welcomed 612,400 visitors to Riverside Zoo "
            "(FY2023: 587,900). Total revenue was A$38.6m (FY2023: A$35.2m).",
        ),
        (
            "p",
            "The Trust recorded an operating deficit of A$1.2m, compared with a surplus of A$0.4m in FY2023, "
            "after higher veterinary and feed costs. The Trust employed 214 full-time equivalent staff.",
        ),
        ("h", "Revenue by source"),
        (
            "pre",
            """
Revenue (A$ million)          FY2024    FY2023
Admissions                      21.4      19.6
Memberships                      4.1       3.9
Government grants                9.8       8.7
Retail and catering              3.3       3.0
Total revenue                   38.6      35.2
""",
        ),
        (
            "p",
            "Government grants are provided by the State of Victoria under a funding agreement that caps "
            "annual support at A$12m.",
        ),
    ],
)

SPECS["ht/docs/annual-report-fy2025.pdf"] = (
    "Sahyadri Hospitality Limited - Annual Report FY2025",
    [
        ("title", "Sahyadri Hospitality Limited - Annual Report 2024-25"),
        ("h", "Directors' report"),
        (
            "p",
            "For the year ended 31 March 2025, revenue from operations was Rs. 1,284.6 crore "
            "(FY2024: Rs. 1,106.2 crore). EBITDA was Rs. 412.3 crore and profit after tax (PAT) "
            "Rs. 188.4 crore.",
        ),
        (
            "p",
            "Average occupancy rose to 71.4% (FY2024: 68.9%) and the average room rate was Rs. 8,940 "
            "(FY2024: Rs. 8,215). The group operates 31 hotels with 4,260 rooms. The Board recommends "
            "a dividend of Rs. 4.50 per share.",
        ),
        ("h", "Financial highlights"),
        (
            "pre",
            """
Rs. crore                        FY2025      FY2024
Revenue from operations         1,284.6     1,106.2
EBITDA                            412.3       341.7
Profit after tax                  188.4       139.5
Net debt                          620.0       702.4
""",
        ),
    ],
)

SPECS["tr/docs/rapport-annuel-2024.pdf"] = (
    "Autoroute des Vallons SA - Rapport annuel 2024",
    [
        ("title", "Autoroute des Vallons SA - Rapport annuel 2024"),
        ("h", "Faits marquants"),
        (
            "p",
            "Le chiffre d'affaires s'est établi à 412,6 millions d'euros en 2024, contre 398,1 millions "
            "d'euros en 2023. L'excédent brut d'exploitation (EBE) atteint 301,2 millions d'euros, soit une "
            "marge de 73,0 %.",
        ),
        ("p", "Le trafic a représenté 2 846 millions de véhicules-kilomètres sur l'année."),
        ("h", "Comptes résumés"),
        (
            "pre",
            """
En millions d'euros             2024       2023
Chiffre d'affaires             412,6      398,1
EBE                            301,2      289,4
Résultat opérationnel          188,7      176,0
Résultat net                   102,3       94,8
""",
        ),
    ],
)

SPECS["rc/docs/arsrapport-2024.pdf"] = (
    "Grønnvik Gjenvinning ASA - Årsrapport 2024",
    [
        ("title", "Grønnvik Gjenvinning ASA - Årsrapport 2024"),
        ("h", "Styrets beretning"),
        (
            "p",
            "Driftsinntektene økte til 1 846,3 millioner kroner (2023: 1 712,9 millioner kroner). EBITDA ble "
            "287,5 millioner kroner, og driftsresultatet (EBIT) 142,6 millioner kroner. Konsernet behandlet "
            "1,24 millioner tonn avfall.",
        ),
        (
            "p",
            "Datterselskapet Ålgård Plastretur AS hadde driftsinntekter på 212,4 millioner kroner, mens "
            "konsernets største anlegg i Bergen hadde driftsinntekter på 398,0 millioner kroner.",
        ),
        ("h", "Nøkkeltall"),
        (
            "pre",
            """
NOK millioner                   2024        2023
Driftsinntekter              1 846,3     1 712,9
EBITDA                         287,5       251,0
Driftsresultat (EBIT)          142,6       118,3
Resultat etter skatt            96,1        81,4
""",
        ),
    ],
)

SPECS["fa/docs/jaarverslag-2024.pdf"] = (
    "Coöperatieve Bloemenveiling Zuidplas U.A. - Jaarverslag 2024",
    [
        ("title", "Coöperatieve Bloemenveiling Zuidplas U.A. - Jaarverslag 2024"),
        ("h", "Verslag van het bestuur"),
        (
            "p",
            "De veilingomzet bedroeg in 2024 EUR 1.412,8 miljoen (2023: EUR 1.356,4 miljoen). Er werden "
            "3,8 miljard stelen verhandeld (2023: 3,6 miljard). Door de sluiting van twee kooplokalen en "
            "hogere energiekosten sloot de coöperatie het jaar af met een verlies van EUR 2,3 miljoen.",
        ),
        ("h", "Kerncijfers"),
        (
            "pre",
            """
(bedragen x EUR 1.000)              2024           2023
Veilingomzet                   1.412.800      1.356.400
Commissie-inkomsten               48.650         46.120
Bedrijfslasten                   -51.930        -45.870
Nettoresultaat                    -2.340            910
""",
        ),
        ("p", "De commissie bedraagt maximaal 4,5% van de veilingomzet per aanvoerder."),
    ],
)

SPECS["tx/docs/geschaeftsbericht-2024.pdf"] = (
    "Weberei Tössthal AG - Geschäftsbericht 2024",
    [
        ("title", "Weberei Tössthal AG - Geschäftsbericht 2024"),
        ("h", "Bericht des Verwaltungsrates"),
        (
            "p",
            "Der Nettoerlös betrug CHF 48'216'000 (Vorjahr: CHF 51'904'000), ein Rückgang von 7,1 %. "
            "Die Bruttomarge lag bei 38,4 %, die EBIT-Marge bei 4,2 %.",
        ),
        ("p", "Der Personalbestand sank auf 312 Vollzeitstellen (Vorjahr: 331)."),
        ("h", "Kennzahlen"),
        (
            "pre",
            """
in CHF 1'000                    2024        2023
Nettoerlös                    48'216      51'904
Bruttogewinn                  18'515      20'191
EBIT                           2'025       3'840
Reingewinn                     1'310       2'702
Mitarbeitende (FTE)              312         331
""",
        ),
    ],
)

SPECS["cm/docs/relatorio-anual-2024.pdf"] = (
    "Cimentos Serra Azul S.A. - Relatório Anual 2024",
    [
        ("title", "Cimentos Serra Azul S.A. - Relatório Anual 2024"),
        ("h", "Mensagem da administração"),
        (
            "p",
            "A receita líquida atingiu R$ 3.482,6 milhões em 2024 (2023: R$ 3.215,9 milhões). O EBITDA ajustado "
            "foi de R$ 871,4 milhões, com margem EBITDA de 25,0%. A margem bruta foi de 31,2% e a margem "
            "líquida de 6,3%.",
        ),
        (
            "p",
            "As vendas de cimento somaram 9,42 milhões de toneladas (2023: 9,05 milhões de toneladas).",
        ),
        ("h", "Destaques financeiros"),
        (
            "pre",
            """
R$ milhões                        2024         2023
Receita líquida                3.482,6      3.215,9
Lucro bruto                    1.086,6        961,6
EBITDA ajustado                  871,4        778,2
Lucro líquido                    219,4        187,5
""",
        ),
    ],
)

SPECS["sl/docs/annual-report-fiscal-2025.pdf"] = (
    "Northbridge Lift Systems Inc. - Annual Report Fiscal 2025",
    [
        ("title", "Northbridge Lift Systems Inc. - Annual Report, Fiscal 2025"),
        (
            "p",
            "Fiscal 2025 covers the twelve months ended October 31, 2025. Revenue was C$612.4 million "
            "(fiscal 2024: C$574.9 million). Gross margin was 24.2% and operating margin 9.5%.",
        ),
        ("p", "The order backlog at October 31, 2025 stood at C$905 million."),
        ("h", "Consolidated results"),
        (
            "pre",
            """
(in thousands of Canadian dollars)   Fiscal 2025   Fiscal 2024
Revenue                                  612,417       574,903
Gross profit                             148,206       136,480
Operating income                          58,344        49,117
Net income (loss)                         31,022        (4,860)
""",
        ),
    ],
)

SPECS["dl/docs/annual-report-2024.pdf"] = (
    "Brightline Dental Laboratories, Inc. - Annual Report 2024",
    [
        ("title", "Brightline Dental Laboratories, Inc. - Annual Report 2024"),
        ("h", "Letter to shareholders"),
        (
            "p",
            "Revenue was $186.2 million in 2024, up from $171.5 million in 2023. Start-up costs of the "
            "Monterrey milling centre led to an operating loss of $(3.4) million and a net loss of "
            "$6.1 million.",
        ),
        ("p", "For 2025 we expect revenue between $195 million and $205 million."),
        ("h", "Selected financial data"),
        (
            "pre",
            """
(in thousands of US dollars)            2024         2023
Revenue                              186,214      171,532
Operating income (loss)               (3,410)       4,870
Net income (loss)                     (6,120)       2,340
Cases shipped (units)              1,204,500    1,131,800
""",
        ),
    ],
)


if __name__ == "__main__":
    build()
