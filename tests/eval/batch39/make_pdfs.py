# ruff: noqa: E501, B007
#!/usr/bin/env python3
"""Generate the PDF documents of blind batch 39 deterministically.

Paths are relative to this script's folder. Body text Helvetica, headings
Helvetica-Bold, tables as space-aligned Courier lines. Latin-1 only.
Run: /work/main/.venv/bin/python make_pdfs.py
"""

import os

from reportlab.lib.pagesizes import A4
from reportlab.lib.utils import simpleSplit
from reportlab.pdfgen import canvas

HERE = os.path.dirname(os.path.abspath(__file__))
DOCS = {}


def doc(path, title, blocks):
    DOCS[path] = (title, blocks)


def render(path, title, blocks):
    full = os.path.join(HERE, path)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    c = canvas.Canvas(full, pagesize=A4, invariant=1)
    c.setTitle(title)
    c.setAuthor("")
    width, height = A4
    left, top, bottom = 56, height - 60, 60
    y = top

    def need(h):
        nonlocal y
        if y - h < bottom:
            c.showPage()
            y = top

    for kind, content in blocks:
        if kind in ("h1", "h2"):
            size = 15 if kind == "h1" else 12
            lines = simpleSplit(content, "Helvetica-Bold", size, width - 2 * left)
            need(len(lines) * (size + 4) + 8)
            y -= 6
            for ln in lines:
                c.setFont("Helvetica-Bold", size)
                c.drawString(left, y, ln)
                y -= size + 4
            y -= 4
        elif kind == "p":
            lines = simpleSplit(content, "Helvetica", 10, width - 2 * left)
            need(len(lines) * 14)
            for ln in lines:
                c.setFont("Helvetica", 10)
                c.drawString(left, y, ln)
                y -= 14
            y -= 6
        elif kind == "t":
            need(len(content) * 12 + 6)
            for ln in content:
                c.setFont("Courier", 8.5)
                c.drawString(left, y, ln)
                y -= 12
            y -= 8
        else:
            raise ValueError(kind)
    c.showPage()
    c.save()


# ---------------------------------------------------------------- ostrava-brake-components
doc(
    "ostrava-brake-components/docs/annual-report-2024.pdf",
    "Frikta Moravia a.s. Annual Report 2024",
    [
        ("h1", "Frikta Moravia a.s. - Annual Report 2024"),
        (
            "p",
            "Frikta Moravia a.s. develops and manufactures brake blocks for freight wagons and brake pads "
            "for passenger coaches, regional trains and trams, and overhauls brake equipment for rail "
            "operators in Central Europe. The company has its head office in Ostrava and three plants.",
        ),
        ("h2", "Letter from the Chief Executive"),
        (
            "p",
            "2024 was a year of strong demand for composite LL-type brake blocks, which allow freight wagons "
            "to run more quietly on European networks. Revenue rose to CZK 2,846.0 million and EBITDA to "
            "CZK 412.6 million. The order backlog stood at CZK 3,120 million at 31 December 2024 "
            "(31 December 2023: CZK 2,655 million).",
        ),
        (
            "p",
            "The weaker koruna against the euro in the second half of the year produced a net foreign "
            "exchange loss, after a small gain in 2023.",
        ),
        ("h2", "Income statement"),
        ("p", "CZK million"),
        (
            "t",
            [
                "                                              2024        2023",
                "Revenue                                    2,846.0     2,512.4",
                "EBITDA                                       412.6       355.1",
                "Depreciation and amortisation               (148.9)     (140.2)",
                "Operating profit (EBIT)                      263.7       214.9",
                "Net finance costs                            (21.3)      (17.8)",
                "Net foreign exchange gain / (loss)           (18.6)        7.9",
                "Profit before tax                            223.8       205.0",
                "Income tax                                   (44.8)      (43.1)",
                "Net profit                                   179.0       161.9",
            ],
        ),
        ("h2", "Revenue by segment"),
        ("p", "CZK million"),
        (
            "t",
            [
                "Segment                                       2024        2023",
                "Freight wagon brake blocks                 1,402.3     1,251.0",
                "Passenger and tram brake pads              1,021.5       884.9",
                "Aftermarket services                         422.2       376.5",
                "Total                                      2,846.0     2,512.4",
            ],
        ),
        (
            "p",
            "Aftermarket services comprise overhaul of brake units, wheel-set brake testing and "
            "on-site support at operators' depots.",
        ),
        ("h2", "Outlook"),
        (
            "p",
            "For 2025 the board expects revenue growth in the high single digits and an EBITDA margin "
            "of at least 14 percent.",
        ),
    ],
)

# ---------------------------------------------------------------- thika-motorcycle-assembly
doc(
    "thika-motorcycle-assembly/docs/annual-report-fy2025.pdf",
    "Tembo Moto Assemblers Ltd Annual Report FY2025",
    [
        ("h1", "Tembo Moto Assemblers Ltd"),
        ("h2", "Annual Report and Financial Statements for the year ended 30 June 2025"),
        (
            "p",
            "Tembo Moto assembles commuter and cargo motorcycles from completely knocked-down kits at "
            "its plant in Thika, Kiambu County, and sells them through authorised dealers across Kenya. "
            "Most buyers are boda boda riders who finance their motorcycle through asset-finance "
            "partners.",
        ),
        ("h2", "Chairman's statement"),
        (
            "p",
            "In the financial year ended 30 June 2025 the company sold 58,940 motorcycles, against 54,210 "
            "in the previous financial year, and revenue grew to KES 6,482.0 million. Demand for the "
            "Tembo 150 Cargo, with its reinforced rear frame, was especially strong among delivery "
            "fleets. The board recommends a first and final dividend of KES 1.80 per share.",
        ),
        ("h2", "Statement of profit or loss"),
        ("p", "All figures in KES million unless otherwise stated"),
        (
            "t",
            [
                "                                          FY2025        FY2024",
                "                                     (year to 30     (year to 30",
                "                                       June 2025)      June 2024)",
                "Revenue                                  6,482.0       5,917.0",
                "EBITDA                                     741.3         652.8",
                "Depreciation and amortisation             (143.1)       (131.4)",
                "Operating profit (EBIT)                    598.2         521.4",
                "Finance costs                              (88.6)        (97.3)",
                "Profit before tax                          509.6         424.1",
                "Income tax expense                        (107.6)        (89.1)",
                "Profit for the year                        402.0         335.0",
                "",
                "Motorcycles sold (units)                  58,940        54,210",
            ],
        ),
        ("h2", "Risks"),
        (
            "p",
            "The main risks are exchange-rate movements on imported kits priced in US dollars, changes "
            "to excise and import duty on motorcycle kits, and the credit quality of rider asset-finance "
            "portfolios held by our partners.",
        ),
    ],
)

# ---------------------------------------------------------------- kolkata-jute-bags
doc(
    "kolkata-jute-bags/docs/annual-report-fy2024-25.pdf",
    "Hooghly Fibrecraft Limited Annual Report FY2024-25",
    [
        ("h1", "Hooghly Fibrecraft Limited"),
        ("h2", "Annual Report FY2024-25 (year ended 31 March 2025)"),
        (
            "p",
            "Hooghly Fibrecraft Limited manufactures B-twill jute sacking for foodgrain procurement, "
            "laminated jute shopping and promotional bags for export, and jute yarn. The company "
            "operates two composite jute mills at Rishra and Shyamnagar, West Bengal, employing "
            "about 6,200 workers.",
        ),
        ("h2", "Standalone Statement of Profit and Loss"),
        ("p", "(All amounts in Rs crore)"),
        (
            "t",
            [
                "                                       Year ended      Year ended",
                "                                    31 March 2025   31 March 2024",
                "Revenue from operations                   1,284.6         1,196.2",
                "Other income                                  6.1             5.4",
                "EBITDA                                      148.2           139.5",
                "Depreciation and amortisation               (31.7)          (29.8)",
                "EBIT                                        116.5           109.7",
                "Finance costs                               (21.4)          (24.1)",
                "Profit before tax                            95.1            85.6",
                "Tax expense                                 (23.8)          (21.8)",
                "Profit after tax                             71.3            63.8",
            ],
        ),
        ("h2", "Segment revenue"),
        ("p", "(Rs crore)"),
        (
            "t",
            [
                "Segment                                    FY2024-25",
                "Sacking (B-twill and hessian)                  742.3",
                "Shopping and promotional bags                  388.9",
                "Jute yarn                                      153.4",
                "Revenue from operations                      1,284.6",
            ],
        ),
        ("h2", "Summary Cash Flow Statement"),
        ("p", "(Rs crore)"),
        (
            "t",
            [
                "                                            FY2024-25      FY2023-24",
                "Net cash from operating activities              112.8           98.3",
                "Net cash used in investing activities           (86.4)         (54.9)",
                "Net cash used in financing activities           (19.7)         (41.2)",
                "Net increase in cash and cash equivalents         6.7            2.2",
            ],
        ),
        (
            "p",
            "Investing outflows in FY2024-25 relate mainly to new spinning frames and a "
            "lamination line at the Shyamnagar mill.",
        ),
        ("h2", "Directors' Report (extract)"),
        (
            "p",
            "Your Directors are pleased to report revenue from operations of Rs 1,284.6 crore "
            "(previous year Rs 1,196.2 crore) and profit after tax of Rs 71.3 crore.",
        ),
    ],
)

# ---------------------------------------------------------------- poznan-crane-hire
doc(
    "poznan-crane-hire/docs/investor-presentation-2025.pdf",
    "Wielkopolska Dzwigi S.A. investor presentation April 2025",
    [
        ("h1", "Wielkopolska Dzwigi S.A. - Investor presentation, April 2025"),
        (
            "p",
            "Crane hire with operators, heavy-lift transport and steel-structure assembly for "
            "infrastructure, energy and industrial customers in western and central Poland.",
        ),
        ("h2", "Segment results 2024"),
        ("p", "PLN thousand"),
        (
            "t",
            [
                "Segment                      Revenue    Operating result",
                "Mobile cranes                268,412              61,907",
                "Tower cranes                 117,903              16,305",
                "Transport & assembly          26,385              (3,412)",
                "Group                        412,700              74,800",
            ],
        ),
        (
            "p",
            "Transport & assembly was held back by start-up costs of the second low-loader base. "
            "Mobile cranes benefited from road and rail infrastructure projects.",
        ),
        ("h2", "Fleet"),
        (
            "p",
            "149 cranes at 31 December 2024, of which 93 mobile, 49 tower and 7 crawler cranes. "
            "Average time utilisation 66.8% in 2024 (2023: 64.2%).",
        ),
        ("h2", "2025 priorities"),
        (
            "p",
            "Add 10 to 12 mobile cranes, mainly in the 100 to 250 tonne class; open a service "
            "point in Szczecin; keep net debt below 2.0x EBITDA.",
        ),
    ],
)

# ---------------------------------------------------------------- rosario-silo-bags
doc(
    "rosario-silo-bags/docs/memoria-2024.pdf",
    "Silobolsas del Litoral S.A. Memoria ejercicio 2024",
    [
        ("h1", "Silobolsas del Litoral S.A."),
        ("h2", "Memoria - Ejercicio económico N° 23 cerrado el 30 de junio de 2024"),
        (
            "p",
            "Señores accionistas: el Directorio somete a su consideración la Memoria y los Estados "
            "Financieros del ejercicio cerrado el 30 de junio de 2024. Las cifras están expresadas en "
            "moneda homogénea de junio de 2024 (NIC 29).",
        ),
        ("h2", "Estado de resultados"),
        ("p", "En millones de pesos"),
        (
            "t",
            [
                "                                             30/06/2024     30/06/2023",
                "Ventas netas                                   84.512,3       41.870,6",
                "Costo de ventas                               (57.975,4)     (29.770,0)",
                "Resultado bruto                                26.536,9       12.100,6",
                "Gastos de comercialización y administración   (12.480,2)      (6.102,3)",
                "Resultado operativo                            14.056,7        5.998,3",
                "Resultados financieros                         (2.940,5)      (1.877,1)",
                "RECPAM                                         (3.214,8)       1.022,4",
                "Resultado antes de impuesto                     7.901,4        5.143,6",
                "Impuesto a las ganancias                       (2.765,5)      (1.800,3)",
                "Resultado neto del ejercicio                    5.135,9        3.343,3",
            ],
        ),
        (
            "p",
            "El margen bruto fue de 31,4% (ejercicio anterior: 28,9%), gracias a la mayor escala de "
            "producción y a la compra anticipada de polietileno.",
        ),
        (
            "p",
            "El EBITDA del ejercicio alcanzó $ 19.874,2 millones, con amortizaciones de "
            "$ 5.817,5 millones.",
        ),
        (
            "p",
            "El RECPAM (resultado por exposición a los cambios en el poder adquisitivo de la moneda) "
            "fue negativo por la mayor posición monetaria activa durante el primer semestre.",
        ),
        ("h2", "Perspectivas"),
        (
            "p",
            "Para el ejercicio 2025 el Directorio prevé volúmenes similares y la puesta en marcha de la "
            "planta de Río Cuarto.",
        ),
    ],
)

# ---------------------------------------------------------------- cusco-coffee-exporter
doc(
    "cusco-coffee-exporter/docs/annual-report-2024.pdf",
    "Cafetalera Andina del Sur S.A.C. Annual Report 2024",
    [
        ("h1", "Cafetalera Andina del Sur S.A.C. - Annual Report 2024"),
        (
            "p",
            "Cafetalera Andina del Sur buys parchment coffee from smallholder cooperatives in Cusco and "
            "Puno, mills and grades it at Quillabamba and Juliaca, and exports green coffee. Its "
            "subsidiary Tostaduria Andina S.A.C. roasts coffee for the Peruvian market. The functional "
            "and presentation currency is the US dollar.",
        ),
        ("h2", "Key figures"),
        ("p", "USD thousand"),
        (
            "t",
            [
                "                                         2024         2023",
                "Green coffee exported (tonnes)          9,280        8,410",
                "Export revenue (FOB)                   48,720       36,990",
                "Domestic roasted coffee revenue         3,150        2,880",
                "Consolidated revenue                   51,870       39,870",
                "EBITDA                                  4,410        3,260",
                "Net profit                              1,830        1,270",
            ],
        ),
        ("h2", "Subsidiary"),
        (
            "p",
            "Tostaduria Andina S.A.C. recorded a net loss of USD 1.2 million in 2024 (2023: net loss of "
            "USD 0.4 million), as it absorbed higher green-coffee costs without raising retail prices "
            "in the first half of the year. The group's net profit of USD 1.8 million is stated after "
            "this loss.",
        ),
        ("h2", "Markets"),
        (
            "p",
            "The United States and Germany remained the largest destinations. Specialty lots scoring "
            "84 points or more made up 23 percent of export volume.",
        ),
    ],
)

# ---------------------------------------------------------------- aarhus-marine-coatings
doc(
    "aarhus-marine-coatings/docs/aarsrapport-2024.pdf",
    "Kattegat Coatings A/S Årsrapport 2024",
    [
        ("h1", "Kattegat Coatings A/S - Årsrapport 2024"),
        (
            "p",
            "CVR-nr. 00 00 00 00. Kattegat Coatings udvikler og producerer bundmaling, foul-release-"
            "systemer og beskyttende belægninger til den maritime sektor.",
        ),
        ("h2", "Ledelsesberetning"),
        (
            "p",
            "Nettoomsætningen steg til 1.846,2 mio. kr. (2023: 1.712,9 mio. kr.), og året sluttede med "
            "en EBITDA-margin på 16,2% og en EBIT-margin på 11,6%. Væksten kom især fra "
            "dokningsmarkedet i Asien og fra lystbådesegmentet i Sydeuropa.",
        ),
        (
            "p",
            "Finansielle poster udgjorde netto en udgift som følge af højere renter på den "
            "revolverende kreditfacilitet og kurstab på amerikanske dollar.",
        ),
        ("h2", "Resultatopgørelse"),
        ("p", "Mio. kr."),
        (
            "t",
            [
                "                                        2024         2023",
                "Nettoomsætning                       1.846,2      1.712,9",
                "EBITDA                                 298,4        262,0",
                "Af- og nedskrivninger                  (83,8)       (79,5)",
                "Resultat af primær drift (EBIT)        214,6        182,5",
                "Finansielle poster, netto              (23,4)       (18,1)",
                "Resultat før skat                      191,2        164,4",
                "Skat af årets resultat                 (42,1)       (36,2)",
                "Årets resultat                         149,1        128,2",
            ],
        ),
        ("h2", "Forventninger til 2025"),
        (
            "p",
            "For 2025 forventes en nettoomsætning på 1.950-2.050 mio. kr. og en EBIT-margin på 11-13%.",
        ),
    ],
)

# ---------------------------------------------------------------- bologna-espresso-machines
doc(
    "bologna-espresso-machines/docs/bilancio-2023.pdf",
    "Macchine Caffè Felsinea S.p.A. Bilancio 2023",
    [
        ("h1", "Macchine Caffè Felsinea S.p.A."),
        ("h2", "Relazione finanziaria annuale 2023"),
        (
            "p",
            "Felsinea progetta e produce macchine professionali per caffè espresso, macinadosatori e "
            "ricambi. Le macchine sono vendute in 74 paesi tramite distributori.",
        ),
        ("h2", "Conto economico riclassificato"),
        ("p", "(migliaia di euro)"),
        (
            "t",
            [
                "                                                 2023          2022",
                "Ricavi delle vendite                          171.012       158.296",
                "EBITDA                                         27.905        24.870",
                "Ammortamenti, svalutazioni e accantonamenti    (8.214)       (7.655)",
                "Risultato operativo (EBIT)                     19.691        17.215",
                "Oneri finanziari netti                         (1.904)       (1.210)",
                "Differenze cambio                                (412)          186",
                "Risultato prima delle imposte                  17.375        16.191",
                "Imposte sul reddito                            (4.865)       (4.533)",
                "Utile netto                                    12.510        11.658",
            ],
        ),
        (
            "p",
            "Le differenze cambio negative del 2023 derivano principalmente dalla svalutazione del "
            "dollaro statunitense sui crediti verso il distributore nordamericano.",
        ),
        ("h2", "Evoluzione prevedibile della gestione"),
        (
            "p",
            "Per il 2024 la Società prevede una crescita dei ricavi compresa tra il 7% e il 10%.",
        ),
    ],
)

# ---------------------------------------------------------------- dresden-sewer-robots
doc(
    "dresden-sewer-robots/docs/geschaeftsbericht-2024.pdf",
    "KanalTech Robotik GmbH Geschäftsbericht 2024",
    [
        ("h1", "KanalTech Robotik GmbH - Geschäftsbericht 2024"),
        ("h2", "Lagebericht"),
        (
            "p",
            "Die Umsatzerlöse stiegen auf 64,8 Mio. EUR (Vorjahr: 58,1 Mio. EUR). Das EBITDA betrug "
            "11,6 Mio. EUR, das EBIT 7,4 Mio. EUR (Vorjahr: 6,2 Mio. EUR).",
        ),
        (
            "p",
            "Die im Berichtsjahr gegründete US-Tochtergesellschaft KanalTech Robotics Inc., Columbus "
            "(Ohio), weist für 2024 einen Jahresfehlbetrag von 1,9 Mio. EUR aus, der vor allem aus "
            "Anlaufkosten für Personal und Vorführgeräte resultiert. Ihr Umsatz soll bis 2027 auf "
            "10 Mio. EUR steigen.",
        ),
        ("h2", "Gewinn- und Verlustrechnung (Konzern)"),
        ("p", "Mio. EUR"),
        (
            "t",
            [
                "                                             2024        2023",
                "Umsatzerlöse                                 64,8        58,1",
                "EBITDA                                       11,6        10,0",
                "Abschreibungen                               (4,2)       (3,8)",
                "EBIT                                          7,4         6,2",
                "Finanzergebnis                               (0,9)       (0,6)",
                "Ergebnis vor Steuern                          6,5         5,6",
                "Ertragsteuern                                (2,1)       (1,8)",
                "Konzernjahresüberschuss                       4,4         3,8",
            ],
        ),
        ("h2", "Mitarbeiter"),
        (
            "p",
            "Im Jahresdurchschnitt waren 412 Mitarbeiterinnen und Mitarbeiter beschäftigt "
            "(Vorjahr: 371).",
        ),
    ],
)

# ---------------------------------------------------------------- cincinnati-self-storage
doc(
    "cincinnati-self-storage/docs/annual-report-2024-excerpt.pdf",
    "Buckeye Vault Storage Inc. Form 10-K 2024 excerpt",
    [
        (
            "h1",
            "Buckeye Vault Storage, Inc. - Form 10-K for the fiscal year ended December 31, 2024 (excerpt)",
        ),
        ("h2", "Item 7. Management's Discussion and Analysis"),
        (
            "p",
            "We own and operate climate-controlled self-storage facilities in Ohio, Indiana, Kentucky, "
            "West Virginia and Pennsylvania. At December 31, 2024 we owned 62 facilities (December 31, "
            "2023: 53).",
        ),
        (
            "p",
            "In September 2024 we repaid our 2026 term loan early and recognized a loss on early "
            "extinguishment of debt, representing unamortized financing costs.",
        ),
        ("h2", "Selected financial data"),
        ("p", "(in thousands, except facility data)"),
        (
            "t",
            [
                "                                              2024          2023",
                "Total revenues                             132,000       119,320",
                "Property operating expenses                (43,560)      (40,110)",
                "Net operating income (NOI)                  88,440        79,210",
                "Depreciation and amortization              (28,930)      (25,840)",
                "General and administrative                  (9,870)       (9,120)",
                "Interest expense                           (10,516)      (11,250)",
                "Loss on early extinguishment of debt          (412)            -",
                "Net income                                  38,712        33,000",
                "",
                "Facilities at year end                          62            53",
            ],
        ),
        ("p", "Same-store revenue grew 5.2% and same-store NOI grew 6.0% year over year."),
    ],
)


def main():
    for path in sorted(DOCS):
        title, blocks = DOCS[path]
        for kind, content in blocks:
            for s in [content] if isinstance(content, str) else content:
                s.encode("latin-1")  # raises if a non-Latin-1 character slipped in
        render(path, title, blocks)
        print("wrote", path)


if __name__ == "__main__":
    main()
