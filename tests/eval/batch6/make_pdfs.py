# ruff: noqa: E501, RUF001
"""Generate the PDF documents of eval batch6 deterministically.

Run from anywhere:  /work/main/.venv/bin/python tests/eval/batch6/make_pdfs.py

Each document is a title plus a block of lines.  Line markup:
  "# text"  -> section heading (Helvetica-Bold)
  "| text"  -> table line, set in Courier so that columns stay space-aligned,
               exactly as text extraction of a real PDF table returns them
  ""        -> vertical gap
  other     -> one body paragraph (Helvetica), wrapped to the page width here
The canvas is created with invariant=1, so repeated runs produce identical bytes.
"""

from __future__ import annotations

from pathlib import Path

from reportlab.lib.pagesizes import A4
from reportlab.lib.utils import simpleSplit
from reportlab.pdfgen import canvas

HERE = Path(__file__).resolve().parent

LEFT = 56
TOP = A4[1] - 60
BOTTOM = 60
WIDTH = A4[0] - 2 * LEFT

DOCS: dict[str, tuple[str, str]] = {
    "soraasen-havbruk/docs/annual-report-2025-extract.pdf": (
        "Søråsen Havbruk ASA – Annual Report 2025 (extract)",
        """
Published 26 March 2026

# Letter from the CEO
2025 was a year of solid volume growth but weaker prices. We harvested more salmon than ever before and opened our new site at Porsanger in Finnmark. Higher biological costs, mainly sea lice treatments in Troms, and a lower salmon price reduced our earnings per kilo.

# Key figures
| Key figures (NOK million)             2025        2024        2023
| Operating revenue                    6,842       6,115       5,470
| EBITDA                               1,958       2,034       1,702
| Operational EBIT                     1,497       1,602       1,311
| Net result                             812         947         655
| Harvest volume (tonnes GWT)         58,400      54,900      51,200
| Operational EBIT per kg (NOK)        25.63       29.18       25.61
| Employees at year-end                  612         588         561

# Financial review
Operating revenue increased to NOK 6,842 million in 2025 (2024: NOK 6,115 million), driven by a 6.4% increase in harvest volume. EBITDA was NOK 1,958 million and operational EBIT NOK 1,497 million, as lower salmon prices and higher biological costs offset the volume growth. The net result was NOK 812 million.

Sea mortality was 14.2% (prior year: 11.8%). The increase was caused by winter ulcers at two sites in Troms and by mechanical delousing, which stresses the fish. The board has approved a programme to replace mechanical delousing with preventive lice skirts at all Troms sites.

# Dividend
The board proposes a dividend of NOK 4.50 per share for 2025 (2024: NOK 5.50 per share).

# Outlook
The board expects a harvest volume of 61,000 tonnes in 2026. Smolt releases in 2025 were the highest in the company's history, and the new Porsanger site will reach full production in 2026.
""",
    ),
    "nuwara-hills-plantations/docs/annual-report-2025-26.pdf": (
        "Nuwara Hills Plantations PLC – Annual Report 2025/26 (extract)",
        """
For the financial year ended 31 March 2026

# Chairman's review
Revenue for the year ended 31 March 2026 was LKR 18.4 bn (2024/25: LKR 16.9 bn). Revenue includes LKR 6.8 bn from tea manufactured from bought leaf supplied by smallholders and LKR 0.3 bn from rubber and cinnamon. Profit after tax was LKR 1,284 million (2024/25: LKR 902 million).

The year brought favourable weather in the Uva and Nuwara Eliya districts, with well distributed rainfall during the north-east monsoon. High-grown teas achieved strong prices at the Colombo auction, particularly in the Middle East and Russian markets.

# Production
| Production                                       2025/26     2024/25
| Green leaf production, own estates (kg '000)      43,850      41,200
| Made tea production, own crop (kg '000)            9,870       9,310
| Made tea production, bought leaf (kg '000)         5,960       5,540
| Tea area in bearing (hectares)                     6,020       6,020
| Made tea yield, own crop (kg per hectare)          1,640       1,547
| Net sales average (LKR per kg)                     1,142       1,071

Green leaf is the fresh leaf plucked on our estates; made tea is the finished black tea after withering, rolling, fermentation and drying. Roughly 4.4 kg of green leaf produce 1 kg of made tea. Our factories also manufacture made tea from green leaf bought from smallholders around the estates; this bought-leaf production is shown separately and is not included in the yield.

# People
The group employs 11,300 people. Wage costs increased following the new collective agreement for estate workers. We completed 96 new housing units for estate families during the year.

# Replanting
We replanted 118 hectares with high-yielding clonal tea, in line with our policy of replanting about 2% of the tea area every year.
""",
    ),
    "vanderwiel-halfgeleidertest/docs/jaarverslag-2025-uittreksel.pdf": (
        "Van der Wiel Halfgeleidertest B.V. – Jaarverslag 2025 (uittreksel)",
        """
Eindhoven, 14 april 2026

# Verslag van de directie
De omzet steeg in 2025 naar EUR 79,6 mln (2024: EUR 71,3 mln), een groei van 11,6%. De groei kwam vooral van klanten in de automobielindustrie, die 48% van de omzet vertegenwoordigen. De bezettingsgraad van de testers steeg in de loop van het jaar van 71% naar bijna 80%.

Het bedrijfsresultaat (EBIT) kwam uit op EUR 11,6 mln. Het financieel resultaat was negatief door de rente op de financiering van de nieuwe testers en door koersverliezen op de US-dollar.

# Winst-en-verliesrekening
| Winst-en-verliesrekening (bedragen x EUR 1.000)      2025        2024
| Omzet                                              79.600      71.300
| Kostprijs van de omzet                            (52.140)    (47.910)
| Brutomarge                                         27.460      23.390
| Bedrijfskosten                                    (15.870)    (14.620)
| Bedrijfsresultaat (EBIT)                           11.590       8.770
| Financieel resultaat                               (3.140)     (2.870)
| Resultaat voor belastingen                          8.450       5.900
| Belastingen                                        (2.180)     (1.510)
| Nettoresultaat                                      6.270       4.390

# Medewerkers
Het gemiddeld aantal FTE bedroeg 421 (2024: 388). Het ziekteverzuim daalde naar 4,1%.

# Vooruitzichten
Voor 2026 verwacht de directie een omzetgroei van 8 tot 12%, afhankelijk van de vraag uit de industriële markt. De investeringen in nieuwe testcapaciteit worden gefinancierd uit de eigen kasstroom en een leasefaciliteit.
""",
    ),
    "escolas-atlantico/docs/relatorio-anual-2025.pdf": (
        "Grupo Escolas Atlântico, S.A. – Relatório e Contas 2025 (extract)",
        """
Lisbon, 30 April 2026

# Message from the CEO
2025 was another year of growth for Grupo Escolas Atlântico. Revenue was EUR 94.7 million (2024: EUR 86.2 million), an increase of 9.9%, driven by higher enrolment and the annual fee update. The EBITDA margin rose to 21.4% (prior year: 19.8%) as the Algarve school reached full occupancy. Net profit was EUR 9.8 million.

The group's financial year is the calendar year, while the school year runs from September to July. Enrolment is counted on 1 October of each school year, so the 2025/26 school year figures below reflect the students enrolled in October 2025.

# Enrolled students by school
| Enrolled students (at 1 October)          2025/26      2024/25
| Colégio Atlântico Lisboa                    2,410        2,355
| Colégio Atlântico Cascais                   1,880        1,812
| Escola Atlântico Porto                      1,645        1,590
| Colégio Atlântico Coimbra                     968          931
| Escola Internacional Algarve                  712          654
| Total                                       7,615        7,342

# Staff
At the end of 2025 the group had 1,020 employees, of whom 684 were teachers. Teacher turnover fell to 6.5%.

# Academic results
Students of the group's secondary schools achieved an average score of 15.2 out of 20 in the national exams, compared with a national average of 11.9.
""",
    ),
    "kahvipaahtimo-jarvela/docs/sustainability-report-2025.pdf": (
        "Kahvipaahtimo Järvelä Oy – Sustainability Report 2025",
        """
Tampere, May 2026

# A new way of roasting
In April 2025 we replaced our two gas-fired drum roasters with an electric hot-air roaster powered by certified wind electricity. We made the change to cut roasting emissions and to end the smoke and odour complaints from residents near our Hatanpää roastery. The new roaster also gives us more precise control of roast profiles.

# Environmental key figures
| Environmental key figures                          2025      2024
| Roasted coffee output (tonnes)                    2,552     2,386
| Green coffee purchased (tonnes)                   3,000     2,800
| Energy use in roasting (MWh)                      1,790     2,240
|   of which renewable electricity (%)                 96        31
| GHG emissions, scope 1 and 2 (t CO2e)               410       705
| Emissions per kg roasted (kg CO2e)                 0.16      0.30

# Responsible sourcing
55% of our green coffee purchases were certified (2024: 52%). We visited partner cooperatives in Ethiopia and Colombia and started a three-year training project on soil health with the Sidama cooperative union.

# Packaging
All consumer packs were switched to recyclable mono-material bags in October 2025. Café customers receive coffee in returnable 5 kg buckets.

# Next steps
We aim to reach net-zero scope 1 and 2 emissions in 2027 by replacing the last gas-fired afterburner and the diesel delivery vans.
""",
    ),
    "aigaion-cranes/docs/annual-report-2025.pdf": (
        "Aigaíon Cranes S.A. – Annual Report 2025 (extract)",
        """
Piraeus, 24 March 2026

# Financial highlights
Revenue grew 10.4% to EUR 131.8 million (2024: EUR 119.4 million). EBITDA reached EUR 48.2 million (2024: EUR 43.9 million) and EBIT EUR 22.6 million (2024: EUR 19.8 million), helped by higher utilisation of the heavy crawler cranes on port and wind-farm projects.

| Key figures (EUR million)                 2025        2024
| Revenue                                  131.8       119.4
| EBITDA                                    48.2        43.9
| EBIT                                      22.6        19.8
| Net profit                                12.9        10.7
| Net debt                                  96.4       101.2
| Fleet capital expenditure                 34.7        29.5

# Market
The Greek crane rental market grew by about 7% in 2025. Thessaly Lift Hire, our largest domestic competitor, reported revenue of EUR 96.0 million and EBITDA of EUR 31.5 million. Demand was strongest in port expansion, renewable energy and the metro projects in Athens and Thessaloniki.

# Dividend
The board proposes a dividend of EUR 0.42 per share (2024: EUR 0.36 per share).

# Safety
The lost-time injury frequency rate fell to 1.8 per million hours worked (2024: 2.6).
""",
    ),
    "orbisight-imaging/docs/series-b-announcement.pdf": (
        "Orbisight raises $62 million in Series B funding",
        """
London, 4 March 2026

Orbisight Imaging Ltd, a London-based provider of daily high-resolution satellite imagery and analytics, today announced a $62 million Series B round led by Halden Ventures, with participation from Atlantic Space Fund and existing investors. The round brings total funding to date to $94 million. The company did not disclose its valuation.

# Use of proceeds
The proceeds will fund six additional satellites with 30 cm resolution and expand the analytics team in Lisbon. Orbisight targets 15 satellites in orbit by the end of 2027.

# Orbisight at a glance
| Orbisight at a glance                       FY2025      FY2024
| Revenue (USD million)                         11.3         7.4
| ARR at year-end (USD million)                 14.7         8.9
| Operating cash flow (USD million)            (6.3)       (8.1)
| Satellites in orbit at year-end                  8           5
| Paying customers at year-end                   121          84

"Insurers and traders need to see what is happening on the ground every day, not every few weeks," said co-founder and CEO Maya Okonkwo-Reid. "With this funding we can offer revisit times of a few hours over Europe and South America."

Henrik Lund, partner at Halden Ventures, joins the Orbisight board.
""",
    ),
    "quinta-vale-acor/docs/wine-sales-2025.pdf": (
        "Quinta do Vale Açor – Wine sales report 2025",
        """
Pinhão, February 2026

# Summary
Wine sales reached EUR 7.5 million in 2025 (2024: EUR 6.85 million). Exports grew faster than the home market, led by the United Kingdom and Brazil, where a new importer listed our DOC Douro wines in 140 restaurants. Revenue from wine tourism (tours, tastings and the guest house) is not included in the figures below and amounted to EUR 0.62 million.

# Sales by market
| Sales by market (EUR thousand)             2025        2024
| Portugal                                  3,940       3,710
| United Kingdom                            1,260       1,105
| Germany                                     840         790
| Brazil                                      610         455
| United States                               520         480
| Other                                       330         310
| Total                                     7,500       6,850
|
| Bottles sold (thousand)                     612         574
| Average price per bottle (EUR)            12.25       11.93

# Product mix
DOC Douro still wines accounted for 71% of sales and Port wines for 29%. The Reserva and single-vineyard wines represented 34% of sales value but only 15% of bottles sold.
""",
    ),
}


def render(path: Path, title: str, body: str) -> None:
    """Write one PDF with the title as metadata and as the first line."""
    path.parent.mkdir(parents=True, exist_ok=True)
    c = canvas.Canvas(str(path), pagesize=A4, invariant=1)
    c.setTitle(title)
    c.setAuthor("batch6 eval fixture")
    y = TOP
    c.setFont("Helvetica-Bold", 14)
    c.drawString(LEFT, y, title)
    y -= 26
    for raw in body.strip("\n").split("\n"):
        if y < BOTTOM:
            c.showPage()
            y = TOP
        if not raw.strip():
            y -= 8
            continue
        if raw.startswith("# "):
            y -= 4
            c.setFont("Helvetica-Bold", 11)
            c.drawString(LEFT, y, raw[2:])
            y -= 16
        elif raw.startswith("|"):
            c.setFont("Courier", 9)
            c.drawString(LEFT, y, raw[2:])
            y -= 12
        else:
            c.setFont("Helvetica", 10)
            for line in simpleSplit(raw, "Helvetica", 10, WIDTH):
                if y < BOTTOM:
                    c.showPage()
                    c.setFont("Helvetica", 10)
                    y = TOP
                c.drawString(LEFT, y, line)
                y -= 13
    c.showPage()
    c.save()


def main() -> None:
    for rel, (title, body) in DOCS.items():
        render(HERE / rel, title, body)
        print(f"wrote {rel}")


if __name__ == "__main__":
    main()
