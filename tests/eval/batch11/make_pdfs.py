# ruff: noqa: E501
"""Build every PDF of batch11 with reportlab (deterministic bytes: invariant=1).

Run: /work/main/.venv/bin/python tests/eval/batch11/make_pdfs.py
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


def build(path: Path, title: str, blocks: list[tuple[str, object]]) -> None:
    """Blocks: ("h", heading), ("p", paragraph), ("t", [table lines]), ("s", small print)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    c = canvas.Canvas(str(path), pagesize=A4, invariant=1)
    c.setTitle(title)
    y = TOP

    def need(h: float) -> None:
        nonlocal y
        if y - h < BOTTOM:
            c.showPage()
            y = TOP

    c.setFont("Helvetica-Bold", 14)
    for line in simpleSplit(title, "Helvetica-Bold", 14, WIDTH):
        c.drawString(LEFT, y, line)
        y -= 18
    y -= 8
    for kind, content in blocks:
        if kind == "h":
            need(30)
            y -= 4
            c.setFont("Helvetica-Bold", 11)
            c.drawString(LEFT, y, str(content))
            y -= 16
        elif kind in ("p", "s"):
            size = 10 if kind == "p" else 8
            lines = simpleSplit(str(content), "Helvetica", size, WIDTH)
            c.setFont("Helvetica", size)
            for line in lines:
                need(size + 4)
                c.setFont("Helvetica", size)
                c.drawString(LEFT, y, line)
                y -= size + 4
            y -= 6
        elif kind == "t":
            rows = list(content)  # type: ignore[arg-type]
            need(11 * min(len(rows), 6))
            for row in rows:
                need(11)
                c.setFont("Courier", 9)
                c.drawString(LEFT, y, row)
                y -= 11
            y -= 8
    c.showPage()
    c.save()


def dairy() -> None:
    build(
        HERE / "dairy-glenmarra/docs/annual-report-fy2025.pdf",
        "Glenmarra Dairy Co-operative - Annual Report for the year ended 30 June 2025",
        [
            (
                "p",
                "Glenmarra Dairy Co-operative Limited is owned by 612 supplying farmers in the Waikato and Bay of Plenty regions of New Zealand. This report covers the financial year from 1 July 2024 to 30 June 2025 (FY2025). All amounts are in New Zealand dollars (NZD) unless stated otherwise.",
            ),
            ("h", "Highlights"),
            (
                "p",
                "Milk volumes collected rose 4.9% to 92.4 million kilograms of milksolids (kgMS), while our Waikato peer, Tamahere Milk Ltd, collected 61.0 million kgMS over the same season according to industry data. Revenue increased to NZD 1,284.6 million and the final farmgate milk price was NZD 8.15 per kgMS, the second highest in the co-operative's history. Capital expenditure was NZD 46.2 million (FY2024: NZD 52.8 million), most of it on the Te Awamutu drier and a new wastewater plant at Matamata.",
            ),
            ("h", "Summary financial statements (NZD million)"),
            (
                "t",
                [
                    "                                        FY2025      FY2024",
                    "Revenue                                1,284.6     1,197.3",
                    "Cost of goods sold                    (1,041.2)     (968.5)",
                    "Gross profit                             243.4       228.8",
                    "Operating expenses                      (124.7)     (119.6)",
                    "EBITDA                                   118.7       109.2",
                    "Depreciation and amortisation            (47.4)      (44.3)",
                    "EBIT                                      71.3        64.9",
                    "Net finance costs                        (18.6)      (12.1)",
                    "Net profit after tax                      38.9        41.6",
                    "",
                    "Milk collected (million kgMS)              92.4        88.1",
                    "Farmgate milk price (NZD per kgMS)         8.15        7.85",
                    "Employees at year end                     1,140       1,096",
                ],
            ),
            ("h", "Segment revenue (NZD million)"),
            (
                "t",
                [
                    "Segment                FY2025    FY2024    Change",
                    "Consumer                412.8     398.4     +3.6%",
                    "Ingredients             735.1     672.0     +9.4%",
                    "Foodservice             136.7     126.9     +7.7%",
                    "Total                 1,284.6   1,197.3     +7.3%",
                ],
            ),
            (
                "p",
                "Ingredients benefited from higher whole milk powder prices in Southeast Asia in the second half of the year. Consumer volumes were flat, with price increases offsetting a 2% decline in butter volumes. Foodservice grew on new mozzarella contracts with quick-service restaurant chains in Australia.",
            ),
            ("h", "Outlook"),
            (
                "p",
                "The board has set an opening forecast range for the 2025/26 season (see the separate milk price update). The co-operative aims to lift EBIT to more than NZD 80 million by FY2027 and to keep gearing below 40%. These are targets, not forecasts of results.",
            ),
            (
                "s",
                "Note 1: EBITDA and EBIT are non-GAAP measures. Note 2: FY2024 capital expenditure included NZD 9.1 million of land purchases. Note 3: Milk price figures are per kgMS before retentions.",
            ),
        ],
    )


def hearing() -> None:
    build(
        HERE / "hearing-audira/docs/audira-hearing-annual-2025.pdf",
        "Audira Hearing AG - Annual Report 2025",
        [
            (
                "p",
                "Audira Hearing AG, headquartered in Stäfa, Switzerland, develops and sells hearing instruments, cochlear implants and audiological care services in more than 90 countries. Figures are in Swiss francs (CHF) for the calendar year ended 31 December 2025. Audira Hearing AG is not related to Audira Medical Inc of Minneapolis, a maker of tinnitus devices.",
            ),
            ("h", "Letter from the CEO, Dr. Jürg Schnyder"),
            (
                "p",
                "2025 was a year of strong growth. Sales rose to CHF 1,846.3 million from CHF 1,702.9 million, or 8.4% in Swiss francs and 10.9% in local currencies. EBITDA reached CHF 498.5 million and EBIT CHF 372.6 million (2024: CHF 341.0 million), giving an EBIT margin of 20.2% (prior year: 20.0%). We sold 3.12 million hearing instruments, up from 2.89 million a year earlier. Research and development expenses were CHF 131.1 million, and headcount grew to 9,870 employees.",
            ),
            ("h", "Key figures (CHF million)"),
            (
                "t",
                [
                    "                                    2025        2024",
                    "Sales                            1,846.3     1,702.9",
                    "Gross profit                     1,301.6     1,196.1",
                    "Research and development          (131.1)     (124.8)",
                    "EBITDA                             498.5       463.2",
                    "EBIT                               372.6       341.0",
                    "EBIT margin (%)                     20.2        20.0",
                    "Net profit                         281.9       262.4",
                    "Employees (year end)               9,870       9,415",
                ],
            ),
            ("h", "Sales by business (CHF million)"),
            (
                "t",
                [
                    "Business                         2025        2024",
                    "Hearing Instruments           1,402.7     1,297.4",
                    "Cochlear Implants               281.4       254.0",
                    "Audiological Care               162.2       151.5",
                    "Total                         1,846.3     1,702.9",
                ],
            ),
            (
                "p",
                "For 2026 we expect sales growth of 6-8% in local currencies and an EBIT margin of between 20.5% and 21.5%. The board proposes a dividend of CHF 4.40 per share (2024: CHF 4.10).",
            ),
            (
                "s",
                "EBIT margin = EBIT divided by sales. Local currency growth excludes currency translation effects. Employees are headcount, not full-time equivalents.",
            ),
        ],
    )


def toll() -> None:
    build(
        HERE / "toll-karoo/docs/integrated-report-fy2026.pdf",
        "Karoo Highway Concession (RF) Ltd - Integrated Report for the year ended 31 March 2026",
        [
            (
                "p",
                "Karoo Highway Concession (RF) Ltd operates the 412 km N1 Karoo toll road between Beaufort West and Colesberg under a 30-year concession from the national roads agency that expires in 2041. This report covers the financial year 1 April 2025 to 31 March 2026 (FY2026). Amounts are in South African rand (ZAR).",
            ),
            ("h", "Traffic and revenue"),
            (
                "p",
                "Average daily traffic rose to 18,640 vehicles from 17,910 vehicles in FY2025, helped by the festive season and the reopening of the Three Sisters interchange. Heavy vehicles made up 31.4% of traffic (FY2025: 30.8%) and 58% of toll revenue. Toll revenue grew 8.2% to ZAR 2,418.5 million.",
            ),
            ("h", "Statement of profit or loss (ZAR million)"),
            (
                "t",
                [
                    "                                     FY2026       FY2025",
                    "Toll revenue                        2,418.5      2,236.0",
                    "Operating and maintenance costs      (612.4)      (580.9)",
                    "EBITDA                              1,806.1      1,655.1",
                    "Amortisation of concession asset     (309.7)      (298.2)",
                    "Operating profit (EBIT)             1,496.4      1,356.9",
                    "Net finance costs                    (742.8)      (768.3)",
                    "Profit before tax                     753.6        588.6",
                    "Income tax                           (192.4)      (116.2)",
                    "Profit after tax                      561.2        472.4",
                ],
            ),
            ("h", "Funding"),
            (
                "p",
                "Senior debt stood at ZAR 6.84 billion at year end (FY2025: ZAR 7.21 billion). The minimum debt service cover ratio under the loan agreements is 1.25x; the actual DSCR was 1.62x (FY2025: 1.51x). Distributions to shareholders are permitted only while the DSCR stays above the 1.40x lock-up level. Tariff increases are capped by the concession contract at CPI plus 1 percentage point a year.",
            ),
            ("h", "Outlook"),
            (
                "p",
                "For FY2027 we expect toll revenue of ZAR 2.55-2.62 billion and average daily traffic of between 19,000 and 19,400 vehicles. Major resurfacing of 46 km near Richmond is planned at a cost of about ZAR 380 million.",
            ),
            (
                "s",
                "DSCR = cash flow available for debt service divided by scheduled senior debt service, measured over the financial year.",
            ),
        ],
    )


def fitness() -> None:
    build(
        HERE / "fitness-pulsefit/docs/cmd-presentation.pdf",
        "PulseFit Clubs AB - Capital Markets Day 2025",
        [
            (
                "p",
                "Stockholm, 4 June 2025. This presentation sets out PulseFit's strategy and financial targets for 2025-2027. Forward-looking statements are targets and not guarantees of future performance.",
            ),
            ("h", "Where we are today"),
            (
                "p",
                "PulseFit operates 112 clubs in Sweden and Finland with about 281,000 members (at 31 May 2025). Full-year 2024 net sales were SEK 1,531.2 million with an EBITDA margin of 22.9% and an EBIT margin of 9.4%.",
            ),
            ("h", "Financial targets for 2027"),
            (
                "t",
                [
                    "Target                          2027 ambition",
                    "Clubs                           150",
                    "Members                         380,000",
                    "Net sales                       SEK 2.0bn",
                    "EBITDA margin                   26-28%",
                    "EBIT margin                     above 12%",
                    "Leverage (net debt/EBITDA)      below 2.5x",
                ],
            ),
            (
                "p",
                "Growth will come from 12-15 new clubs a year, a premium tier (PulseFit Black) launched in autumn 2025 and corporate memberships. The company does not provide quarterly or annual earnings guidance beyond these targets.",
            ),
            (
                "s",
                "Margins are measured on net sales. Club counts include franchise clubs (4 in 2025).",
            ),
        ],
    )


def towers() -> None:
    build(
        HERE / "towers-meridian/docs/meridian-towers-annual-2025.pdf",
        "Meridian Towers Pty Ltd - Annual Report FY2025 (year ended 30 June 2025)",
        [
            (
                "p",
                "Meridian Towers Pty Ltd owns and operates passive mobile infrastructure across Australia. It is not affiliated with Meridian Towers South Africa (Pty) Ltd, which shares part of its name. All amounts are in Australian dollars (AUD).",
            ),
            ("h", "Operating review"),
            (
                "p",
                "We ended the year with 5,912 towers (FY2024: 5,640), after building 231 new sites and acquiring 41 rooftop sites from a regional carrier. Tenancies rose to 8,750, lifting the tenancy ratio to 1.48x from 1.44x. Revenue grew 8.3% to AUD 684.2 million. EBITDAaL was AUD 402.7 million and EBIT AUD 251.9 million (FY2024: AUD 228.4 million).",
            ),
            ("h", "Financial summary (AUD million)"),
            (
                "t",
                [
                    "                                  FY2025      FY2024",
                    "Revenue                            684.2       631.5",
                    "EBITDA                             471.3       432.8",
                    "EBITDAaL                           402.7       367.0",
                    "EBIT                               251.9       228.4",
                    "Net profit after tax                88.4        79.6",
                    "Capital expenditure                213.6       188.1",
                    "Towers (number)                    5,912       5,640",
                    "Tenancy ratio (x)                   1.48        1.44",
                ],
            ),
            (
                "p",
                "Our capital management policy caps net debt at 6.5x EBITDAaL; leverage was 5.8x at 30 June 2025. For FY2026 we target 250-300 new build-to-suit towers.",
            ),
            (
                "s",
                "EBITDAaL = EBITDA after lease expenses (ground leases). Tenancy ratio = tenancies divided by towers.",
            ),
        ],
    )


def furniture() -> None:
    build(
        HERE / "furniture-oakhaven/docs/annual-report-2024.pdf",
        "Oakhaven Furniture Group plc - Annual Report 2024",
        [
            (
                "p",
                "Oakhaven Furniture Group plc sells sofas, beds and dining furniture through 86 stores across Great Britain and online. This report covers the 52 weeks to 31 December 2024. Amounts are in pounds sterling (GBP).",
            ),
            ("h", "Chairman's overview"),
            (
                "p",
                "Revenue rose to GBP 512.3 million (2023: GBP 488.0 million) and operating profit was GBP 31.7 million (2023: GBP 29.5 million). Like-for-like sales grew 2.1% and online now accounts for 27% of orders. We opened four stores and closed none. The board proposes a final dividend of 6.2 pence per share.",
            ),
            ("h", "Group income statement (GBP million)"),
            (
                "t",
                [
                    "                                   2024        2023",
                    "Revenue                           512.3       488.0",
                    "Gross profit                      268.9       254.7",
                    "Distribution costs               (142.6)     (136.1)",
                    "Administrative expenses           (94.6)      (89.1)",
                    "Operating profit                   31.7        29.5",
                    "Net finance costs                  (6.8)       (7.4)",
                    "Profit before tax                  24.9        22.1",
                ],
            ),
            (
                "p",
                "In 2025 we plan to open five further stores and expect revenue growth in the mid-single digits.",
            ),
            (
                "s",
                "Revenue is recognised when an order is placed and a deposit received (see accounting policies, note 2).",
            ),
        ],
    )


def bioplastics() -> None:
    build(
        HERE / "bioplastics-verdance/docs/pitch-deck.pdf",
        "Verdance Polymers Inc - Series C investor presentation (2025)",
        [
            (
                "p",
                "Verdance Polymers makes home-compostable PHA resin from food-industry waste oils at its pilot plant in Decatur, Illinois. Amounts in US dollars.",
            ),
            ("h", "Market"),
            (
                "p",
                "The global biodegradable plastics market was worth an estimated $9.4 billion in 2024 and could reach $21-24 billion by 2030 according to third-party estimates. PHA is currently below 5% of that market.",
            ),
            ("h", "Unit economics"),
            (
                "t",
                [
                    "                              2024 actual     2028 target",
                    "Gross margin                      -42%            35%",
                    "Production cost ($ per kg)        8.90            3.10",
                    "Selling price ($ per kg)          6.25            4.80",
                    "Plant capacity (tonnes/year)     2,000          30,000",
                ],
            ),
            (
                "p",
                "We are raising $65 million in Series C to fund front-end engineering for a 30,000-tonne commercial plant, expected to cost between $210 million and $240 million. Break-even at EBITDA level is targeted for 2029.",
            ),
            ("s", "Targets are management ambitions and are not forecasts."),
        ],
    )


def pilotage() -> None:
    build(
        HERE / "pilotage-balticgate/docs/annual-report-2024-25.pdf",
        "Baltic Gate Pilotage Authority - Annual Report 2024/25 (year ended 30 September 2025)",
        [
            (
                "p",
                "The Baltic Gate Pilotage Authority provides compulsory pilotage for ships entering and leaving the ports of the Gulf of Riga coast and the Irbe Strait. Its financial year runs from 1 October to 30 September. Financial year 2024/25 therefore ended on 30 September 2025.",
            ),
            ("h", "Activity"),
            (
                "p",
                "Pilots carried out 14,820 pilotage acts in 2024/25, up from 14,215 in 2023/24, with container and tanker traffic growing fastest. The authority employed 62 licensed pilots (2023/24: 59) and operated eight pilot boats. There were three reportable safety incidents, none with injuries.",
            ),
            ("h", "Income statement (in EUR thousands)"),
            (
                "t",
                [
                    "                                   2024/25      2023/24",
                    "Pilotage fees                       28,460       26,915",
                    "Other income                         1,120        1,045",
                    "Staff costs                        (17,230)     (16,480)",
                    "Pilot boat operating costs          (5,915)      (5,402)",
                    "Depreciation                        (2,380)      (2,210)",
                    "Operating result                     4,055        3,868",
                    "Financial items                        (85)        (112)",
                    "Result for the year                  3,970        3,756",
                ],
            ),
            (
                "p",
                "The operating result margin on pilotage fees was 14.2%. The budget for 2025/26 foresees pilotage fees of EUR 30.1 million, reflecting the tariff change effective 1 January 2026 and an expected 2% rise in acts.",
            ),
            (
                "s",
                "Other income comprises boat chartering and training services for other authorities.",
            ),
        ],
    )


def zoo() -> None:
    build(
        HERE / "zoo-highveld/docs/budget-2026.pdf",
        "Highveld Zoological Gardens NPC - Budget 2026",
        [
            (
                "p",
                "This budget was approved by the board on 28 November 2025. It covers the calendar year 2026 and is prepared in South African rand (ZAR). All figures are budgets and forecasts, not actual results.",
            ),
            ("h", "Budget summary (ZAR million)"),
            (
                "t",
                [
                    "                               Budget 2026    Forecast 2025",
                    "Admissions                          106.8             98.0",
                    "Catering and retail                  34.9             31.5",
                    "Donations and grants                 23.5             22.6",
                    "Education programmes                  6.3              6.1",
                    "Total revenue                       171.5            158.2",
                    "Operating expenditure              (168.9)          (163.0)",
                    "Surplus / (deficit)                   2.6             (4.8)",
                    "",
                    "Visitors (million)                   1.25             1.17",
                ],
            ),
            (
                "p",
                "The budget assumes an adult ticket price of ZAR 140 (2025: ZAR 130) and the opening of the new African penguin exhibit in September 2026. A contingency of ZAR 3.0 million is held for veterinary emergencies.",
            ),
        ],
    )


def main() -> None:
    dairy()
    hearing()
    toll()
    fitness()
    towers()
    furniture()
    bioplastics()
    pilotage()
    zoo()
    print("PDFs written")


if __name__ == "__main__":
    main()
