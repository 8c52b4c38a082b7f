#!/usr/bin/env python
# ruff: noqa: E501  (the documents' text, line by line as the PDFs set it)
"""Regenerate every PDF of batch 15 with reportlab (deterministic: invariant=1).

Body text is set in Helvetica, tables as space-aligned Courier lines.
Only Latin-1 characters are used.  Run: /work/main/.venv/bin/python make_pdfs.py
"""

import os

from reportlab.lib.pagesizes import A4
from reportlab.lib.utils import simpleSplit
from reportlab.pdfgen import canvas

HERE = os.path.dirname(os.path.abspath(__file__))
W, H = A4
LM, RM, TM, BM = 56, 56, 60, 60


def build(relpath, title, blocks):
    path = os.path.join(HERE, relpath)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    c = canvas.Canvas(path, pagesize=A4, invariant=1)
    c.setTitle(title)
    c.setAuthor("batch15 fixtures")
    y = H - TM

    def need(h):
        nonlocal y
        if y - h < BM:
            c.showPage()
            y = H - TM

    def line(text, font, size, lead):
        nonlocal y
        text.encode("latin-1")  # Latin-1 only
        need(lead)
        c.setFont(font, size)
        c.drawString(LM, y, text)
        y -= lead

    for ln in simpleSplit(title, "Helvetica-Bold", 15, W - LM - RM):
        line(ln, "Helvetica-Bold", 15, 20)
    y -= 8
    for kind, payload in blocks:
        if kind == "h":
            y -= 4
            line(payload, "Helvetica-Bold", 11.5, 16)
        elif kind == "p":
            for ln in simpleSplit(payload, "Helvetica", 10, W - LM - RM):
                line(ln, "Helvetica", 10, 13.5)
            y -= 6
        elif kind == "t":
            for ln in payload:
                line(ln, "Courier", 9, 11.5)
            y -= 8
    c.showPage()
    c.save()


PDFS = []

PDFS.append(
    (
        "ferry/docs/annual-report-2025.pdf",
        "Nordvik Ferjer AS - Annual Report 2025",
        [
            (
                "p",
                "Nordvik Ferjer AS operates car and passenger ferries on four crossings in western Norway. "
                "In 2025 operating revenue rose to NOK 1,842.6 million. The company delivered EBITDA of "
                "NOK 412.8 million and EBIT of NOK 168.4 million; the EBITDA margin was 22.4% (prior year: 22.0%).",
            ),
            (
                "p",
                "Higher depreciation on the three battery-electric ferries delivered in 2025 and a write-down of "
                "NOK 61.0 million on the diesel vessel MF Fodnes led to a net loss of NOK 23.5 million "
                "(2024: net profit of NOK 11.2 million).",
            ),
            ("h", "Key figures (NOK million unless stated)"),
            (
                "t",
                [
                    "                                   2025        2024",
                    "Operating revenue               1,842.6     1,715.3",
                    "EBITDA                            412.8       377.0",
                    "EBIT                              168.4       139.9",
                    "Net result                        (23.5)       11.2",
                    "Passengers (thousand)             6,140       5,890",
                    "Employees                         1,120       1,085",
                ],
            ),
            ("h", "Restatement of passenger numbers"),
            (
                "p",
                "The 2024 passenger figure has been corrected to 5,890 thousand (previously reported: 5,980 thousand) "
                "after a double count of season-ticket journeys on the Lavik-Oppedal route was found.",
            ),
            ("h", "Dividend"),
            (
                "p",
                "The dividend policy caps distributions at 40% of net result. No dividend is proposed for 2025.",
            ),
        ],
    )
)

PDFS.append(
    (
        "seedbank/docs/financial-summary-2024-25.pdf",
        "Graines Communes - Financial summary FY 2024/25",
        [
            (
                "p",
                "Fiscal year 1 July 2024 - 30 June 2025, with comparatives for FY 2023/24. "
                "All amounts in EUR thousand.",
            ),
            ("h", "Income and expenditure (in EUR thousand)"),
            (
                "t",
                [
                    "                              FY 2024/25   FY 2023/24",
                    "Donations                        1,126.4      1,042.9",
                    "Grants                           1,420.0      1,310.5",
                    "Seed sales                         296.1        257.0",
                    "Total income                     2,842.5      2,610.4",
                    "",
                    "Conservation                     1,510.2      1,398.7",
                    "Distribution                       604.3        560.1",
                    "Administration                     388.0        371.6",
                    "Total expenditure                2,502.5      2,330.4",
                    "",
                    "Surplus                            340.0        280.0",
                ],
            ),
            (
                "p",
                "Grants include EUR 60.0 thousand from the Region Occitanie towards the new seed library in "
                "Montpellier. The association's statutes cap administration costs at 20% of total expenditure.",
            ),
        ],
    )
)

PDFS.append(
    (
        "busmaker/docs/annual-report-2025.pdf",
        "Górecki Bus S.A. - Annual Report 2025",
        [
            (
                "p",
                "Górecki Bus S.A. builds city and intercity buses at its plants in Opole and Kielce. Revenue grew "
                "16.5% to PLN 1,284.6 million in 2025. Electric buses made up 388 of the 1,046 buses delivered.",
            ),
            ("h", "Selected financial data (PLN million)"),
            (
                "t",
                [
                    "                                  2025        2024",
                    "Revenue                        1,284.6     1,102.3",
                    "EBITDA                           142.9       118.4",
                    "EBIT                              96.7        74.0",
                    "Net profit                        61.2        45.8",
                    "Buses delivered (units)          1,046         912",
                    "  of which electric                388         261",
                ],
            ),
            ("p", "The order backlog at the end of 2025 stood at 2,310 vehicles."),
        ],
    )
)

PDFS.append(
    (
        "dairy/docs/annual-report-2024-25.pdf",
        "Krishnaganga Dugdh Utpadak Sahakari Sangh Ltd - Annual Report 2024-25",
        [
            (
                "p",
                "Annual report for the year ended 31 March 2025. Krishnaganga is a milk producers' cooperative "
                "federation based in Karad, Maharashtra.",
            ),
            (
                "p",
                "Turnover crossed Rs. 4,800 crore for the first time. The cooperative earned an operating margin "
                "of 3.9% and a net margin of 1.9% on turnover.",
            ),
            ("h", "Financial highlights (Rs. in crore)"),
            (
                "t",
                [
                    "                                       FY2024-25   FY2023-24",
                    "Turnover                                4,812.36    4,205.10",
                    "Milk procurement payments               3,920.44    3,398.72",
                    "Operating profit                          186.20      171.05",
                    "Net surplus                                92.48       88.90",
                    "Milk procured (lakh litres per day)         21.6        19.8",
                    "Member farmers (number)                 3,14,200    2,96,850",
                ],
            ),
        ],
    )
)

PDFS.append(
    (
        "water/docs/geschaeftsbericht-2025.pdf",
        "Regionale Wasserwerke Thunersee AG - Geschäftsbericht 2025",
        [
            (
                "p",
                "Die Regionale Wasserwerke Thunersee AG (RWT) versorgt zwölf Gemeinden am Thunersee mit "
                "Trinkwasser. Der Betriebsertrag stieg 2025 auf CHF 48.6 Mio. Das Jahresergebnis sank um 6.0% "
                "auf CHF 3.87 Mio., vor allem wegen höherer Abschreibungen auf dem neuen Reservoir Goldiwil.",
            ),
            ("p", "Der Wasserverlust im Leitungsnetz sank auf 9.4% (Vorjahr: 10.1%)."),
            ("h", "Kennzahlen (in CHF 1'000)"),
            (
                "t",
                [
                    "                                     2025        2024",
                    "Betriebsertrag                     48'612      46'905",
                    "EBITDA                             17'304      16'880",
                    "EBIT                                6'118       5'902",
                    "Jahresergebnis                      3'870       4'115",
                    "Investitionen                      21'450      18'730",
                    "Wasserabgabe (Mio. m3)              14.82       14.35",
                ],
            ),
        ],
    )
)

PDFS.append(
    (
        "gamestudio/docs/annual-report-2025.pdf",
        "Revontuli Games Oyj - Annual Report 2025",
        [
            (
                "p",
                "Revontuli Games Oyj is an independent game developer and publisher based in Oulu, Finland. "
                "Revenue grew to EUR 38.4 million in 2025, driven by the Switch release of Frostbound.",
            ),
            ("h", "Key figures (EUR thousand)"),
            (
                "t",
                [
                    "                                2025        2024        2023",
                    "Revenue                       38,420      29,615      21,880",
                    "EBITDA                         9,210       5,640       2,105",
                    "Operating result (EBIT)        4,105       1,220      (1,840)",
                    "R&D expenses                  14,260      11,905       9,470",
                    "Employees (average)              214         188         151",
                ],
            ),
            ("h", "Pipeline"),
            (
                "p",
                "The release of Tundra Tactics 2 was moved to the first half of 2027 to rebuild the multiplayer "
                "netcode after the closed beta showed desynchronisation in four-player matches.",
            ),
        ],
    )
)

PDFS.append(
    (
        "miningrental/docs/annual-report-fy2025.pdf",
        "Ironbark Equipment Rentals Pty Ltd - Annual Report FY2025",
        [
            (
                "p",
                "Ironbark Equipment Rentals Pty Ltd (Perth, Western Australia) hires heavy mining equipment to "
                "iron ore and gold producers. Financial year ended 30 June 2025. Amounts in A$ million.",
            ),
            (
                "p",
                "Time utilisation of the fleet rose to 78.4% (FY2024: 75.1%). EBITDA reached $188.4m and EBIT "
                "$92.7m. Under the facility agreement net debt must not exceed 2.5x EBITDA.",
            ),
            ("h", "Financial summary (A$m)"),
            (
                "t",
                [
                    "                                 FY2025      FY2024",
                    "Rental revenue                    412.6       368.9",
                    "Equipment sales                    58.3        71.0",
                    "Total revenue                     470.9       439.9",
                    "EBITDA                            188.4       170.2",
                    "EBIT                               92.7        84.5",
                    "NPAT                               51.3        47.0",
                    "Fleet size (units)                2,870       2,640",
                    "Time utilisation                  78.4%       75.1%",
                ],
            ),
        ],
    )
)

PDFS.append(
    (
        "univpress/docs/annual-report-fy2025.pdf",
        "Cascadia University Press - Annual Report FY2025",
        [
            (
                "p",
                "Fiscal year July 1, 2024 - June 30, 2025. Net sales grew to $14.38 million, led by ebooks "
                "and open-access subventions; print sales declined for the third year in a row.",
            ),
            ("h", "Results ($ in thousands)"),
            (
                "t",
                [
                    "                                  FY2025      FY2024      FY2023",
                    "Print sales                        8,120       8,400       8,700",
                    "Ebook sales                        3,940       3,310       2,840",
                    "Open-access subventions            2,320       1,710       1,370",
                    "Net sales                         14,380      13,420      12,910",
                    "Operating deficit                 (1,150)     (1,420)     (1,610)",
                    "University subsidy                 1,200       1,450       1,600",
                    "New titles published                  96          91          88",
                ],
            ),
        ],
    )
)

PDFS.append(
    (
        "pharmacy/docs/release-resultados-3t25.pdf",
        "Drogarias Boa Saúde S.A. - Release de Resultados 3T25",
        [
            (
                "p",
                "A receita bruta atingiu R$ 1.284,7 milhões no 3T25, alta de 12,5% sobre o 3T24. A margem bruta "
                "foi de 29,8% e a margem EBITDA ajustada de 8,2% (3T24: 7,6%). O lucro líquido somou "
                "R$ 31,5 milhões, com margem líquida de 2,6%.",
            ),
            ("h", "Destaques financeiros (R$ milhões)"),
            (
                "t",
                [
                    "                           3T25       3T24       9M25       9M24",
                    "Receita bruta           1.284,7    1.142,3    3.702,5    3.318,0",
                    "Receita líquida         1.198,2    1.066,1    3.452,9    3.094,6",
                    "EBITDA ajustado            98,4       81,0      276,3      240,8",
                    "Lucro líquido              31,5       22,9       84,7       70,2",
                    "Lojas (fim do período)      612        571        612        571",
                ],
            ),
            ("p", "A Companhia abriu 14 lojas no trimestre e encerrou 3."),
        ],
    )
)

PDFS.append(
    (
        "fishing/docs/memoria-anual-2024.pdf",
        "Cooperativa de Pescadores Artesanales Bahía Quellón Ltda. - Memoria Anual 2024",
        [
            (
                "p",
                "La cooperativa agrupa a pescadores artesanales de Quellón, en la isla de Chiloé. En 2024 las ventas "
                "alcanzaron $ 18.452 millones y la captura total llegó a 12.840 toneladas.",
            ),
            ("h", "Ventas por especie (en millones de CLP)"),
            (
                "t",
                [
                    "                               2024        2023",
                    "Merluza austral               7.210       6.845",
                    "Jibia                         6.118       5.402",
                    "Reineta                       3.044       2.913",
                    "Otros                         2.080       1.770",
                    "Ventas totales               18.452      16.930",
                    "Excedente del ejercicio       1.214       1.387",
                ],
            ),
            ("h", "Otros datos"),
            (
                "t",
                [
                    "                               2024        2023",
                    "Socios                          346         331",
                    "Captura total (toneladas)    12.840      12.115",
                ],
            ),
        ],
    )
)


if __name__ == "__main__":
    for rel, title, blocks in PDFS:
        build(rel, title, blocks)
        print("wrote", rel)
