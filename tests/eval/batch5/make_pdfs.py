# ruff: noqa: E501, RUF001
"""Generate the PDF documents of eval batch5 deterministically with reportlab.

Run from anywhere:  /work/main/.venv/bin/python tests/eval/batch5/make_pdfs.py

Paragraphs are set in Helvetica and wrapped; tables are written as space-aligned Courier
lines, which is what real PDF text extraction produces for most annual-report tables.
The canvas is created with ``invariant=1`` so repeated runs produce identical bytes.
"""

from __future__ import annotations

from pathlib import Path

from reportlab.lib.pagesizes import A4
from reportlab.lib.utils import simpleSplit
from reportlab.pdfgen import canvas

HERE = Path(__file__).resolve().parent

MARGIN = 56
BODY_FONT = "Helvetica"
BOLD_FONT = "Helvetica-Bold"
MONO_FONT = "Courier"

Block = tuple[str, str | list[str]]

DOCS: list[dict[str, object]] = [
    {
        "path": "nordhavn-vindkraft/docs/annual-report-2024.pdf",
        "title": "Nordhavn Vindkraft A/S – Annual Report 2024",
        "author": "Nordhavn Vindkraft A/S",
        "blocks": [
            ("h1", "Nordhavn Vindkraft A/S – Annual Report 2024"),
            ("p", "Management review (extract). Esbjerg, published 27 February 2025."),
            ("h2", "2024 in brief"),
            (
                "p",
                "2024 was a year of record output for Nordhavn Vindkraft. Electricity generation rose to 6,930 GWh as the Horns Rev Øst extension ran for a full year, Læsø Vest delivered first power in September and average wind speeds at our North Sea sites were above the long-term mean. Revenue increased by 9.6% to DKK 4,812 million, and EBITDA reached DKK 3,106 million, an EBITDA margin of 64.5%. EBIT was DKK 1,688 million and the net result DKK 912 million.",
            ),
            ("h2", "Key figures"),
            (
                "pre",
                [
                    "Key figures (DKK million)            2024      2023      2022",
                    "Revenue                             4,812     4,390     3,975",
                    "EBITDA                              3,106     2,744     2,431",
                    "EBIT                                1,688     1,402     1,190",
                    "Net result                            912       804      (126)",
                    "Capital expenditure                 2,954     3,310     2,205",
                    "Electricity generation (GWh)        6,930     6,415     5,880",
                    "Installed capacity, year-end (MW)   2,140     1,810     1,655",
                    "Employees, year-end                   612       574       540",
                ],
            ),
            (
                "p",
                "Negative figures are shown in brackets. The net loss in 2022 was caused by a DKK 1.1 billion fair-value loss on power price hedges entered into before the energy crisis; the last of these hedges expired at the end of 2023.",
            ),
            ("h2", "Capacity"),
            (
                "p",
                "Installed capacity reached 2,140 MW at the end of 2024 after the 330 MW Læsø Vest offshore wind farm was connected to the grid. In 2023 the 155 MW Horns Rev Øst extension had been commissioned. Capital expenditure in 2024 related mainly to the completion of Læsø Vest and to early works for Kattegat Syd.",
            ),
            ("h2", "Market environment"),
            (
                "p",
                "Average Nordic system prices fell by 18% in 2024, but our generation was largely sold under contracts-for-difference and long-term power purchase agreements. Skagerrak Energi ASA, our partner in Anholt Nord, reported revenue of NOK 7.9 billion and an EBITDA margin of 58% for 2024.",
            ),
            ("h2", "Dividend"),
            (
                "p",
                "The Board of Directors proposes a dividend of DKK 4.50 per share for 2024 (2023: DKK 4.00), equivalent to 46% of the net result.",
            ),
            ("h2", "Outlook for 2025"),
            (
                "p",
                "For 2025 we expect EBITDA of DKK 3.2-3.5 billion, assuming normal wind conditions. Generation is expected to increase to 7.3-7.6 TWh with a full year of Læsø Vest. Capital expenditure is expected to be DKK 3.0-3.5 billion, mainly for Kattegat Syd.",
            ),
        ],
    },
    {
        "path": "molkerei-alpenweide/docs/annual-report-2024.pdf",
        "title": "Molkerei Alpenweide eG – Annual Report 2024",
        "author": "Molkerei Alpenweide eG",
        "blocks": [
            ("h1", "Molkerei Alpenweide eG – Annual Report 2024"),
            ("p", "Key figures and management report (extract). Kempten (Allgäu), April 2025."),
            (
                "p",
                "Molkerei Alpenweide eG is a dairy cooperative owned by its milk-supplying members in the Allgäu and Upper Swabia. It processes its members' milk into Bergkäse, Emmentaler, butter, fresh dairy products and whey powder at plants in Kempten and Memmingen.",
            ),
            (
                "p",
                "In 2024 our members delivered 1.284,6 million kg of milk, 1,3 % less than in the previous year, as 88 farms ceased milk production. Higher prices for cheese and butter allowed us to raise the average milk price paid to members to 47,1 ct/kg (2023: 45,6 ct/kg).",
            ),
            ("h2", "Key figures"),
            (
                "pre",
                [
                    "Key figures (Tsd. EUR)                     2024          2023",
                    "Revenue (Umsatzerlöse)                  786.420       771.905",
                    "Milk money paid to members              605.047       593.347",
                    "EBITDA                                   24.316        19.844",
                    "Net result (Jahresergebnis)               3.482        (1.275)",
                    "Equity ratio (%)                           41,8          39,6",
                    "Milk intake (million kg)                1.284,6       1.301,2",
                    "Members (31 December)                     2.318         2.406",
                    "Employees (31 December)                     486           479",
                ],
            ),
            (
                "p",
                "Amounts in the table are stated in thousand euros (Tsd. EUR) unless otherwise indicated; negative values are shown in brackets. Figures use German notation: the point separates thousands and the comma separates decimals.",
            ),
            ("h2", "Results"),
            (
                "p",
                "The net loss of the previous year resulted from an extraordinary write-down of EUR 6,2 Mio. on the old butter line in Memmingen. In 2024 the cooperative returned to a net profit. EBITDA improved mainly because of better cheese prices and lower energy costs.",
            ),
            ("h2", "Outlook"),
            (
                "p",
                "For 2025 the board expects milk deliveries to decline by a further 1 to 2 %. The general assembly will decide in June 2025 on the new drying tower in Memmingen, budgeted at EUR 28 Mio.",
            ),
        ],
    },
    {
        "path": "ferrocarriles-valle-ebro/docs/annual-report-2024.pdf",
        "title": "FEVESA – Annual Report 2024",
        "author": "Ferrocarriles del Valle del Ebro, S.A.",
        "blocks": [
            ("h1", "Ferrocarriles del Valle del Ebro, S.A. (FEVESA) – Annual Report 2024"),
            ("p", "Extract. Zaragoza, 29 April 2025."),
            ("h2", "Letter from the Chair"),
            (
                "p",
                "2024 was the best year in FEVESA's history. Passenger numbers grew 5.8% to 14.6 million, and punctuality improved to 94.2% (2023: 92.7%) after the renewal of the signalling system between Zaragoza and Casetas. The figure of 14.9 million passengers published in our preliminary traffic release of 21 January 2025 was restated by the Board of Directors on 18 February 2025.",
            ),
            ("h2", "Key figures"),
            (
                "pre",
                [
                    "Key figures                                  2024        2023",
                    "Passengers (million)                         14.6        13.8",
                    "Passenger-km (million)                      512.3       481.9",
                    "Fare revenue (EUR million)                   33.6        31.2",
                    "Operating subsidies (EUR million)            41.2        40.5",
                    "Total revenue (EUR million)                  79.9        76.1",
                    "Operating result (EUR million)               -2.7        -4.9",
                    "Punctuality (% within 5 minutes)             94.2        92.7",
                    "Employees (31 December)                     1,126       1,098",
                ],
            ),
            ("h2", "Revenue and subsidies"),
            (
                "p",
                "Fare revenue rose to EUR 33.6 million. Under the regional fare cap of EUR 2.50 per single journey, introduced in 2023, a large part of our passengers travel on discounted season tickets. Operating subsidies totalled EUR 41.2 million, of which the Government of Aragón contributed EUR 29.8 million and the Government of Navarra EUR 11.4 million for the section between Castejón and Tudela.",
            ),
            ("h2", "Outlook"),
            (
                "p",
                "For 2025 FEVESA expects continued growth in passenger numbers, supported by the half-hourly timetable on line R2. The operating result is expected to remain slightly negative until the new battery-electric trains enter service.",
            ),
        ],
    },
    {
        "path": "fjordtrygg-forsikring/docs/annual-report-2024.pdf",
        "title": "Fjordtrygg Forsikring ASA – Annual Report 2024",
        "author": "Fjordtrygg Forsikring ASA",
        "blocks": [
            ("h1", "Fjordtrygg Forsikring ASA – Annual Report 2024"),
            ("p", "Report of the Board of Directors (extract). Bergen, 12 March 2025."),
            (
                "p",
                "Fjordtrygg Forsikring ASA is a Norwegian non-life insurer serving private customers and small and medium-sized businesses in western and central Norway. Gross written premiums grew 8.0% to NOK 9,842 million in 2024.",
            ),
            ("h2", "Key figures"),
            (
                "pre",
                [
                    "Key figures (NOK million)          2024       2023       2022",
                    "Gross written premiums            9,842      9,115      8,430",
                    "Net earned premiums               8,716      8,102      7,560",
                    "Claims ratio, net (%)              74.7       76.6       73.9",
                    "Cost ratio (%)                     17.1       18.0       18.4",
                    "Combined ratio (%)                 91.8       94.6       92.3",
                    "Profit before tax                 1,284        941      1,102",
                    "Solvency II ratio (%)               198        187        182",
                ],
            ),
            ("h2", "Underwriting result"),
            (
                "p",
                "The combined ratio improved to 91.8% (2023: 94.6%), helped by fewer large weather events than in 2023, when storm Hans caused the largest single loss in the company's history. Storm Ingunn in February 2024 was the largest event of the year. The cost ratio fell as the new claims-handling platform reduced manual work.",
            ),
            ("h2", "Market"),
            (
                "p",
                "The Norwegian non-life market grew by about 7%. Our largest regional competitor, Nordvest Forsikring, reported a combined ratio of 89.9% for 2024.",
            ),
            ("h2", "Targets"),
            (
                "p",
                "Fjordtrygg's financial targets for 2026 are a combined ratio below 92% and a return on equity above 18%. The Board proposes a dividend of NOK 6.20 per share for 2024.",
            ),
        ],
    },
    {
        "path": "froehlich-holzspielwaren/docs/annual-report-fy2024-25.pdf",
        "title": "Fröhlich Holzspielwaren GmbH – Annual Report 2024/25",
        "author": "Fröhlich Holzspielwaren GmbH",
        "blocks": [
            ("h1", "Fröhlich Holzspielwaren GmbH – Annual Report 2024/25"),
            (
                "p",
                "Management report for the financial year 1 April 2024 to 31 March 2025 (extract). Seiffen, June 2025.",
            ),
            (
                "p",
                "Fröhlich Holzspielwaren GmbH makes wooden toys and traditional Christmas decorations from the Erzgebirge. The company's financial year runs from 1 April to 31 March; FY 2024/25 ended on 31 March 2025.",
            ),
            ("h2", "Key figures"),
            (
                "pre",
                [
                    "Key figures (EUR thousand)     FY 2024/25   FY 2023/24   FY 2022/23",
                    "Revenue                            38,412       35,067       36,980",
                    "Gross margin (%)                     46.3         43.9         45.1",
                    "EBIT                                1,146         (312)       1,870",
                    "Net result                            702         (498)       1,204",
                    "Employees (31 March)                  286          279          291",
                    "Export share (%)                       38           34           33",
                ],
            ),
            ("p", "Negative figures are shown in brackets."),
            ("h2", "Business development"),
            (
                "p",
                "After a loss in the previous financial year, which was burdened by high energy prices and weak demand from toy retailers, the company returned to profit. Revenue grew by 9.5%, driven by the Christmas season and by the new marble-run range. Exports rose faster than domestic sales despite the insolvency of our US importer.",
            ),
            ("h2", "Outlook"),
            (
                "p",
                "For FY 2025/26 the management plans revenue of around EUR 40 million and a further improvement in EBIT. The plan assumes that the new US distributor reaches the previous importer's volume by the 2025 Christmas season.",
            ),
        ],
    },
    {
        "path": "malardalens-vatten/docs/annual-report-2024.pdf",
        "title": "Mälardalens Vatten AB – Annual Report 2024",
        "author": "Mälardalens Vatten AB",
        "blocks": [
            ("h1", "Mälardalens Vatten AB – Annual Report 2024"),
            ("p", "Board of Directors' report (extract). Västerås, 27 March 2025."),
            (
                "p",
                "Mälardalens Vatten AB provides drinking water, wastewater treatment and stormwater services to the municipalities of Västerås, Köping, Arboga and Hallstahammar, which own the company.",
            ),
            ("h2", "The year in brief"),
            (
                "p",
                "Investments reached SEK 1.12 bn (2023: SEK 864 million), the highest level in the company's history, as construction of the Kungsängen wastewater treatment plant began. Non-revenue water fell to 14.9% after the replacement of 11 km of water mains and the installation of pressure management in central Västerås.",
            ),
            ("h2", "Key figures"),
            (
                "pre",
                [
                    "Key figures                                   2024      2023",
                    "Drinking water produced (million m³)          41.8      42.6",
                    "Non-revenue water (%)                         14.9      16.3",
                    "Revenue (SEK million)                        1,486     1,392",
                    "Operating result (SEK million)                  58       -21",
                    "Investments (SEK million)                    1,120       864",
                    "Connected inhabitants (thousand)               318       314",
                    "Employees                                      412       398",
                ],
            ),
            ("h2", "Result"),
            (
                "p",
                "The operating result of SEK 58 million will be used to cover part of the deficit of previous years, in accordance with the Water Services Act. The tariff increase of 7.3% on 1 January 2024 was the main reason for the higher revenue.",
            ),
            ("h2", "Outlook"),
            (
                "p",
                "The investment plan for 2025-2029 foresees investments of SEK 6.4 billion. The board has therefore proposed further tariff increases in 2025.",
            ),
        ],
    },
    {
        "path": "beacon-mast/docs/annual-report-2024.pdf",
        "title": "Beacon Mast Holdings plc – Annual Report 2024",
        "author": "Beacon Mast Holdings plc",
        "blocks": [
            ("h1", "Beacon Mast Holdings plc – Annual Report 2024"),
            ("p", "Strategic report (extract). Reading, 18 March 2025."),
            (
                "p",
                "Beacon Mast Holdings plc owns and operates 8,420 telecom towers across England, Scotland, Wales and Northern Ireland and leases space on them to mobile network operators, emergency services and broadcasters.",
            ),
            ("h2", "Financial highlights"),
            (
                "p",
                "Revenue grew 6.9% to £286.4 million, and adjusted EBITDA rose to £197.1 million, an adjusted EBITDA margin of 68.8%. Adjusted EBITDA excludes share-based payments and transaction costs.",
            ),
            (
                "pre",
                [
                    "£ million unless stated                2024       2023",
                    "Revenue                               286.4      268.0",
                    "Adjusted EBITDA                       197.1      182.3",
                    "Operating profit                       88.5       79.4",
                    "Capital expenditure                   118.6      104.2",
                    "Towers at year-end (number)           8,420      8,115",
                    "Tenancy ratio (x)                      1.58       1.52",
                    "Employees at year-end                   640        598",
                ],
            ),
            ("h2", "Market"),
            (
                "p",
                "The UK tower market is shared between Beacon Mast, Torrent Towers, with around 6,200 towers, and the operators' own joint-venture portfolios. We added 305 towers net in 2024, most of them in rural Scotland and Wales.",
            ),
            ("h2", "Dividend"),
            (
                "p",
                "The Board recommends a final dividend of 6.5 pence per share, bringing the total dividend for 2024 to 9.6 pence (2023: 8.8 pence).",
            ),
        ],
    },
    {
        "path": "chocolats-favre-bruengger/docs/annual-report-2024.pdf",
        "title": "Chocolats Favre-Brüngger SA – Annual Report 2024",
        "author": "Chocolats Favre-Brüngger SA",
        "blocks": [
            ("h1", "Chocolats Favre-Brüngger SA – Annual Report 2024"),
            ("p", "Financial review (extract). Fribourg, March 2025."),
            (
                "p",
                "Net sales grew 7.8% to CHF 184.7 million, as higher prices and growth in exports more than offset a small decline in domestic volume. EBIT fell 18.4% to CHF 9.9 million, because the cost of cocoa beans more than doubled in the second half of the year and our price increases only took effect in October.",
            ),
            ("h2", "Key figures"),
            (
                "pre",
                [
                    "Key figures (CHF thousand)            2024        2023",
                    "Net sales                          184’650     171’320",
                    "Gross profit                        71’218      70’452",
                    "EBIT                                 9’874      12’106",
                    "Net profit                           7’012       9’315",
                    "Sales volume (tonnes)               12’840      12’610",
                    "Employees (FTE)                        742         728",
                ],
            ),
            (
                "p",
                "Amounts in thousand Swiss francs; the apostrophe is used as the thousands separator.",
            ),
            ("h2", "Dividend"),
            (
                "p",
                "The Board proposes an unchanged dividend of CHF 14.00 per share. The payout ratio rises to 61% of net profit.",
            ),
            ("h2", "Outlook"),
            (
                "p",
                "Cocoa prices are expected to remain high in 2025. The Board expects net sales to grow further but EBIT to be below the 2024 level.",
            ),
        ],
    },
]


def _render(path: Path, title: str, author: str, blocks: list[Block]) -> None:
    width, height = A4
    pdf = canvas.Canvas(str(path), pagesize=A4, invariant=1)
    pdf.setTitle(title)
    pdf.setAuthor(author)
    pdf.setCreator("batch5 make_pdfs.py")
    y = height - MARGIN
    usable = width - 2 * MARGIN

    def ensure(space: float) -> float:
        nonlocal y
        if y - space < MARGIN:
            pdf.showPage()
            y = height - MARGIN
        return y

    for kind, content in blocks:
        if kind == "pre":
            assert isinstance(content, list)
            ensure(12 * len(content) + 6)
            pdf.setFont(MONO_FONT, 8.5)
            for line in content:
                pdf.drawString(MARGIN, y, line)
                y -= 12
            y -= 6
            continue
        assert isinstance(content, str)
        if kind == "h1":
            font, size, leading, after = BOLD_FONT, 15, 19, 8
        elif kind == "h2":
            font, size, leading, after = BOLD_FONT, 11.5, 15, 3
        else:
            font, size, leading, after = BODY_FONT, 10, 13.5, 7
        lines = simpleSplit(content, font, size, usable)
        ensure(leading * min(len(lines), 3))
        pdf.setFont(font, size)
        for line in lines:
            ensure(leading)
            pdf.setFont(font, size)
            pdf.drawString(MARGIN, y, line)
            y -= leading
        y -= after
    pdf.showPage()
    pdf.save()


def main() -> None:
    for doc in DOCS:
        target = HERE / str(doc["path"])
        target.parent.mkdir(parents=True, exist_ok=True)
        blocks = doc["blocks"]
        assert isinstance(blocks, list)
        _render(target, str(doc["title"]), str(doc["author"]), blocks)
        print(f"wrote {target.relative_to(HERE)}")


if __name__ == "__main__":
    main()
