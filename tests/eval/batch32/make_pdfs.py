# ruff: noqa: E501  (document text written out as it stands)
#!/usr/bin/env python3
"""Generate the PDF documents of evaluation batch 32.

Deterministic: reportlab canvas with invariant=1, fixed fonts (Helvetica body,
Helvetica-Bold headings, Courier for tables written as space-aligned lines, as
text extraction from a PDF gives them). Only Latin-1 characters are used.

Run:  /work/main/.venv/bin/python tests/eval/batch32/make_pdfs.py
"""

import os

from reportlab.lib.pagesizes import A4
from reportlab.lib.utils import simpleSplit
from reportlab.pdfgen import canvas

HERE = os.path.dirname(os.path.abspath(__file__))
PAGE_W, PAGE_H = A4
MARGIN_X = 56
TOP = PAGE_H - 60
BOTTOM = 60


def _check_latin1(text, where):
    try:
        text.encode("latin-1")
    except UnicodeEncodeError as exc:
        raise SystemExit(f"non Latin-1 character in {where}: {text!r} ({exc})") from exc


def render(path, title, blocks, author="batch32"):
    """blocks: list of (kind, payload); kind in h1, h2, p, t (list of lines), small, gap, page."""
    full = os.path.join(HERE, path)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    c = canvas.Canvas(full, pagesize=A4, invariant=1, pageCompression=0)
    c.setTitle(title)
    c.setAuthor(author)
    c.setCreator("batch32 make_pdfs.py")
    state = {"y": TOP, "page": 1}

    def footer():
        c.setFont("Helvetica", 7.5)
        c.drawRightString(PAGE_W - MARGIN_X, 30, f"{state['page']}")

    def newpage():
        footer()
        c.showPage()
        state["page"] += 1
        state["y"] = TOP

    def need(h):
        if state["y"] - h < BOTTOM:
            newpage()

    for kind, payload in blocks:
        if kind == "page":
            newpage()
            continue
        if kind == "gap":
            state["y"] -= payload
            continue
        if kind == "t":
            lines = payload
            for ln in lines:
                _check_latin1(ln, path)
            need(11 * min(len(lines), 6) + 6)
            c.setFont("Courier", 8.2)
            for ln in lines:
                need(11)
                c.drawString(MARGIN_X, state["y"], ln)
                state["y"] -= 11
            state["y"] -= 7
            continue
        text = payload
        _check_latin1(text, path)
        if kind == "h1":
            font, size, lead, after = "Helvetica-Bold", 15, 19, 8
        elif kind == "h2":
            font, size, lead, after = "Helvetica-Bold", 11.5, 15, 4
        elif kind == "small":
            font, size, lead, after = "Helvetica", 8, 10, 6
        else:
            font, size, lead, after = "Helvetica", 9.8, 13, 7
        lines = simpleSplit(text, font, size, PAGE_W - 2 * MARGIN_X)
        need(lead * min(len(lines), 3) + (10 if kind.startswith("h") else 0))
        if kind.startswith("h"):
            state["y"] -= 4
        c.setFont(font, size)
        for ln in lines:
            need(lead)
            c.drawString(MARGIN_X, state["y"], ln)
            state["y"] -= lead
        state["y"] -= after
    footer()
    c.save()
    return full


PDFS = []


def pdf(path, title, blocks):
    PDFS.append((path, title, blocks))


# ---------------------------------------------------------------- bf: bell foundry (Poland)
pdf(
    "bf-bell-foundry/docs/annual-report-2024.pdf",
    "Ludwisarnia Sobotka S.A. - Annual Report 2024",
    [
        ("h1", "Ludwisarnia Sobótka S.A. - Annual Report 2024"),
        (
            "small",
            "Kalisz, Poland. Financial statements prepared under Polish accounting law. "
            "All amounts in PLN thousand unless stated otherwise.",
        ),
        ("h2", "Letter from the Management Board"),
        (
            "p",
            "Dear Shareholders, 2024 was the best year in the 150-year history of the foundry. Revenue rose "
            "17.6% to PLN 48 620 thousand, driven by church bells for new and rebuilt churches and by two "
            "carillon contracts. EBITDA margin reached 19.5% (2023: 19.1%). Net profit increased to PLN 5 410 "
            "thousand from PLN 4 260 thousand a year earlier.",
        ),
        (
            "p",
            "The highlight of the year was the casting of a 4.2-tonne bell for a cathedral chapter, the largest "
            "bell poured in our pit since 1998. Our order book at 31 December 2024 stood at PLN 31.4 million, "
            "of which PLN 6.2 million relates to restoration work.",
        ),
        (
            "p",
            "Restoration services posted an operating loss of PLN 412 thousand, after a profit of PLN 215 "
            "thousand in 2023, because the fixed-price restoration of five historic bells for a parish church in "
            "Kraków required far more welding and re-tuning than estimated. We have changed how we price such "
            "contracts and expect the segment to return to profit.",
        ),
        (
            "p",
            "The Board proposes a dividend of PLN 1.20 per share (2023: PLN 0.95), subject to approval by the "
            "Annual General Meeting.",
        ),
        ("p", "Marianna Sobótka-Wrona, President of the Management Board"),
        ("h2", "Key figures"),
        (
            "t",
            [
                "PLN thousand                          2024         2023",
                "--------------------------------------------------------",
                "Revenue                             48 620       41 350",
                "EBITDA                               9 480        7 910",
                "Depreciation and amortisation       (2 130)      (1 980)",
                "EBIT                                 7 350        5 930",
                "Net finance costs                     (672)        (560)",
                "Profit before tax                    6 678        5 370",
                "Income tax                          (1 268)      (1 110)",
                "Net profit                           5 410        4 260",
                "Average employment (FTE)                86           81",
            ],
        ),
        ("h2", "Segment information"),
        (
            "p",
            "The company reports three operating segments: Church bells (new bells, fittings and bell frames), "
            "Carillons and tower clocks, and Restoration services (repair, welding and re-tuning of historic "
            "bells). Unallocated costs are nil because head-office costs are charged to segments by revenue.",
        ),
        (
            "t",
            [
                "Segment results (PLN thousand)",
                "",
                "                              Revenue    Revenue       EBIT       EBIT",
                "                                 2024       2023       2024       2023",
                "------------------------------------------------------------------------",
                "Church bells                   29 140     24 870      6 120      4 906",
                "Carillons and tower clocks     12 730     10 610      1 642        809",
                "Restoration services            6 750      5 870       (412)       215",
                "------------------------------------------------------------------------",
                "Total                          48 620     41 350      7 350      5 930",
            ],
        ),
        ("h2", "Selected notes"),
        (
            "p",
            "Note 4. Raw materials. Bell bronze (78% copper, 22% tin) is bought as ingots. The average cost of "
            "bronze used in 2024 was PLN 52.8 per kg (2023: PLN 49.6 per kg).",
        ),
        (
            "p",
            "Note 9. Capital expenditure amounted to PLN 3 240 thousand (2023: PLN 1 870 thousand), mainly for "
            "the design of a second casting pit and a new tuning lathe.",
        ),
        (
            "p",
            "Note 15. Events after the reporting date. In February 2025 the company signed a contract for a "
            "47-bell carillon for a town hall; the contract value is PLN 4.6 million.",
        ),
    ],
)
# ---------------------------------------------------------------- es: lift and escalator maintenance (Malaysia)
pdf(
    "es-escalators/docs/annual-report-fy2025.pdf",
    "Tekun Lif & Eskalator Berhad - Annual Report 2025",
    [
        ("h1", "Tekun Lif & Eskalator Berhad - Annual Report 2025"),
        (
            "small",
            "Registration No. 200101023456 (551234-K). Incorporated in Malaysia. "
            "Financial year ended 30 June 2025.",
        ),
        ("h2", "Management Discussion and Analysis"),
        (
            "p",
            "Group revenue for the financial year ended 30 June 2025 (FY2025) rose 9.7% to RM184.26 million "
            "from RM167.93 million in FY2024. Maintenance and servicing, our recurring-income core, contributed "
            "RM112.48 million. New installation revenue grew on the completion of lifts for two residential "
            "towers in Cheras, and modernisation revenue increased as owners replaced obsolete controllers.",
        ),
        (
            "p",
            "Profit for the financial year was RM16.23 million compared with RM14.88 million in FY2024. "
            "Results were held back by a net impairment loss on trade receivables from a developer in "
            "financial difficulty and by our share of the loss of Kenari Lift Services Sdn Bhd, a 30%-owned "
            "associate that maintains lifts in Sabah and Sarawak and is still in its start-up phase.",
        ),
        ("p", "The outstanding order book stood at RM468.9 million as at 30 June 2025."),
        (
            "h2",
            "Consolidated Statement of Profit or Loss for the financial year ended 30 June 2025",
        ),
        (
            "t",
            [
                "                                                   Group",
                "                                              2025          2024",
                "                                            RM'000        RM'000",
                "Revenue                                    184,260       167,930",
                "Cost of sales                             (138,940)     (127,310)",
                "Gross profit                                45,320        40,620",
                "Other income                                 1,480         1,120",
                "Administrative expenses                    (19,870)      (18,240)",
                "Net impairment loss on trade receivables    (2,115)       (1,460)",
                "Finance costs                               (1,945)       (2,090)",
                "Share of results of associate               (1,230)          640",
                "Profit before tax                           21,640        20,590",
                "Income tax expense                          (5,410)       (5,710)",
                "Profit for the financial year               16,230        14,880",
                "",
                "Basic earnings per share (sen)               3.25          2.98",
            ],
        ),
        ("h2", "Note 32. Segment information"),
        (
            "p",
            "The Group has three reportable segments: maintenance and servicing of lifts and escalators; new "
            "installation; and modernisation of existing installations.",
        ),
        (
            "t",
            [
                "Segment revenue                              2025          2024",
                "                                            RM'000        RM'000",
                "Maintenance and servicing                  112,480       104,215",
                "New installation                            58,310        51,905",
                "Modernisation                               13,470        11,810",
                "Total                                      184,260       167,930",
            ],
        ),
        ("h2", "Note 18. Investment in an associate"),
        (
            "p",
            "Kenari Lift Services Sdn Bhd (30% equity interest). The Group's share of the associate's result for "
            "the financial year was a loss of RM1.23 million (2024: profit of RM0.64 million), reflecting "
            "mobilisation costs for new contracts in Kuching and Kota Kinabalu.",
        ),
        ("h2", "Note 36. Dividends"),
        (
            "p",
            "A final single-tier dividend of 2.0 sen per share in respect of FY2025 is proposed for approval "
            "at the forthcoming Annual General Meeting (FY2024: 1.8 sen).",
        ),
    ],
)
# ---------------------------------------------------------------- hp: hop growers' cooperative (Slovenia)
pdf(
    "hp-hop-cooperative/docs/annual-report-2024-summary-en.pdf",
    "Hmeljarska zadruga Savinja - Annual Report 2024, English summary",
    [
        ("h1", "Hmeljarska zadruga Savinja z.o.o. - Annual Report 2024"),
        (
            "p",
            "English summary for customers, banks and partners. Published 16 June 2025. The full annual report "
            "in Slovenian was adopted by the members' assembly on 20 March 2025.",
        ),
        ("h2", "Correction to the Slovenian annual report"),
        (
            "p",
            "The Slovenian annual report stated a 2024 member harvest of 1,184 tonnes. This figure wrongly "
            "included 46 tonnes of hops bought from non-member growers for pellet processing. The correct "
            "member harvest for 2024 is 1,138 tonnes (2023: 1,062 tonnes). Sales volumes and revenue are not "
            "affected by the correction. Figures in this summary are the corrected figures.",
        ),
        ("h2", "The year in brief"),
        (
            "p",
            "Our 164 members farmed 812 hectares of hop gardens in the Lower Savinja Valley. The corrected member "
            "harvest of 1,138 tonnes equals an average yield of 1.40 tonnes per hectare. Aroma varieties led by "
            "Savinjski golding made up 68% of the area.",
        ),
        (
            "p",
            "Net sales revenue rose to EUR 9,846 thousand from EUR 8,911 thousand, and net profit to EUR 318 "
            "thousand (2023: EUR 264 thousand). More than 85% of sales went to export markets, chiefly Germany, "
            "the United States and Japan.",
        ),
        ("h2", "Key figures"),
        (
            "t",
            [
                "                                          2024         2023",
                "Member harvest (tonnes, corrected)       1,138        1,062",
                "Hop gardens (hectares)                     812          806",
                "Hops sold (tonnes)                       1,152        1,069",
                "Net sales revenue (EUR thousand)         9,846        8,911",
                "  of which hops (EUR thousand)           9,120        8,187",
                "Net profit (EUR thousand)                  318          264",
                "Members                                    164          169",
            ],
        ),
        ("h2", "Investments"),
        (
            "p",
            "We invested EUR 1.24 million in a new pelleting line and a 600-tonne cold store, of which EUR 0.37 "
            "million was co-financed by the Rural Development Programme.",
        ),
    ],
)
# ---------------------------------------------------------------- ir: ice rinks (Switzerland)
pdf(
    "ir-ice-rinks/docs/geschaeftsbericht-2024-25.pdf",
    "Eisbahnen Zentralschweiz AG - Geschaeftsbericht 2024/25",
    [
        ("h1", "Eisbahnen Zentralschweiz AG - Geschäftsbericht 2024/25"),
        ("small", "Geschäftsjahr vom 1. Mai 2024 bis 30. April 2025. Sitz: Luzern."),
        ("h2", "Bericht des Verwaltungsrates"),
        (
            "p",
            "Das Geschäftsjahr 2024/25 war das erfolgreichste seit der Gründung der Gesellschaft im Jahr 1997. "
            "Unsere drei Kunsteisbahnen in Luzern, Zug und Sursee zählten im Publikumslauf 325'400 Eintritte "
            "(Vorjahr: 316'400). Die Vermietung an Eishockey-, Eiskunstlauf- und Curlingvereine blieb auf hohem "
            "Niveau; die Eiszeiten sind von Oktober bis Februar vollständig ausgebucht.",
        ),
        (
            "p",
            "Der Betriebsertrag stieg auf 14'386 TCHF. Die Energiekosten gingen dank tieferer Strompreise und "
            "der Abwärmenutzung in Luzern deutlich zurück. Das EBITDA stieg auf 2'412 TCHF (Vorjahr: 2'190 TCHF), "
            "das EBIT auf 757 TCHF (Vorjahr: 588 TCHF).",
        ),
        (
            "p",
            "Die Kälteanlage in Sursee hat das Ende ihrer Lebensdauer erreicht. Der Verwaltungsrat hat ein "
            "Sanierungsprojekt ausarbeiten lassen, das der Generalversammlung vorgestellt wird.",
        ),
        ("h2", "Erfolgsrechnung"),
        (
            "t",
            [
                "in TCHF                              2024/25      2023/24",
                "----------------------------------------------------------",
                "Eintritte Publikumslauf                6'214        5'902",
                "Vermietung an Vereine                  5'108        4'986",
                "Gastronomie                            2'064        1'918",
                "Übrige Erträge                         1'000          936",
                "Betriebsertrag                        14'386       13'742",
                "Personalaufwand                       (6'120)      (5'885)",
                "Energieaufwand                        (1'934)      (2'287)",
                "Übriger Betriebsaufwand               (3'920)      (3'380)",
                "EBITDA                                 2'412        2'190",
                "Abschreibungen                        (1'655)      (1'602)",
                "EBIT                                     757          588",
                "Finanzaufwand                           (118)        (131)",
                "Steuern                                 (131)         (92)",
                "Jahresgewinn                             508          365",
            ],
        ),
        ("h2", "Kennzahlen je Anlage"),
        (
            "t",
            [
                "                        Luzern        Zug     Sursee",
                "Eisflächen                   2          2          1",
                "Eröffnet                  1997       2004       1988",
                "Betriebstage 2024/25       238        231        204",
            ],
        ),
        ("h2", "Antrag über die Verwendung des Bilanzgewinns"),
        (
            "p",
            "Der Verwaltungsrat beantragt eine Dividende von CHF 12 pro Aktie auf 25'000 Namenaktien, total "
            "CHF 300'000, und die Zuweisung des Restbetrags an die freiwillige Gewinnreserve.",
        ),
    ],
)
# ---------------------------------------------------------------- ca: cassava flour (Nigeria)
pdf(
    "ca-cassava-flour/docs/annual-report-2024.pdf",
    "Adeyemi Agro-Processing Plc - Annual Report 2024",
    [
        ("h1", "Adeyemi Agro-Processing Plc - Annual Report and Accounts 2024"),
        ("small", "RC 512344. Ibadan, Oyo State, Nigeria. Listed on the Nigerian Exchange (NGX)."),
        ("h2", "Financial highlights"),
        (
            "p",
            "Revenue increased by 29.4% to N38.46 billion. Operating profit rose to N4.21 billion from "
            "N1.14 billion, while net finance costs climbed to N2.99 billion as interest rates rose. The Group "
            "recorded a profit after tax of N834 million, compared with a net loss of N1.15 billion in 2023.",
        ),
        (
            "p",
            "We processed 312,000 tonnes of fresh cassava roots (2023: 268,500 tonnes) at our Iseyin and Ogbomoso "
            "plants and produced 72,600 tonnes of high-quality cassava flour (HQCF).",
        ),
        ("h2", "Consolidated statement of profit or loss for the year ended 31 December 2024"),
        (
            "t",
            [
                "N'million                                   2024          2023",
                "---------------------------------------------------------------",
                "Revenue                                   38,460        29,715",
                "Cost of sales                            (29,118)      (23,902)",
                "Gross profit                               9,342         5,813",
                "Selling, distribution and admin. exp.     (5,130)       (4,671)",
                "Operating profit                           4,212         1,142",
                "Net finance costs                         (2,986)       (2,604)",
                "Profit/(loss) before tax                   1,226        (1,462)",
                "Income tax (expense)/credit                 (392)          314",
                "Profit/(loss) for the year                   834        (1,148)",
                "",
                "Earnings/(loss) per share (kobo)            41.7         (57.4)",
            ],
        ),
        ("h2", "Note 5. Revenue by product"),
        (
            "t",
            [
                "N'million                                   2024          2023",
                "High-quality cassava flour (HQCF)         21,530        15,870",
                "Garri                                     11,240         9,105",
                "Native starch                              5,690         4,740",
                "Total revenue                             38,460        29,715",
            ],
        ),
        (
            "p",
            "Revenue is recognised when goods are delivered to the customer. Sales outside Nigeria are included in "
            "the product lines above and are not reported separately.",
        ),
        ("h2", "Note 11. Borrowings"),
        (
            "p",
            "The Group's naira term loan of N14.0 billion carries interest at the monetary policy rate plus 3%, "
            "capped at 32% per annum. A USD 6 million equipment facility for the second flash dryer was drawn in "
            "November 2024.",
        ),
    ],
)
# ---------------------------------------------------------------- bd: borehole drilling (Ghana)
pdf(
    "bd-borehole-drilling/docs/rate-card-2025.pdf",
    "Volta Aqua Drilling Ltd - Rate card 2025",
    [
        ("h1", "Volta Aqua Drilling Ltd - Borehole Rate Card 2025"),
        (
            "small",
            "Effective 6 January 2025 until further notice. Replaces the rate card of 8 January 2024.",
        ),
        (
            "p",
            "All prices are in Ghana cedis (GHS) and exclude VAT and the NHIL, GETFund and COVID-19 levies, which "
            "are added to the invoice at the statutory rates. A borehole is priced as the sum of mobilisation, "
            "drilling per metre, casing per metre and the pumping test.",
        ),
        ("h2", "1. Mobilisation and demobilisation (per site)"),
        (
            "t",
            [
                "Zone                                                     GHS per site",
                "Zone A: Greater Accra, Eastern, Central                         6,500",
                "Zone B: Ashanti, Volta, Oti, Bono, Western                      7,900",
                "Zone C: Northern, Savannah, North East, Upper East, Upper West  9,800",
            ],
        ),
        ("h2", "2. Drilling (per metre drilled)"),
        (
            "t",
            [
                "Formation                                              GHS per metre",
                "Unconsolidated sediments / sand and clay                         420",
                "Weathered rock (saprolite)                                       560",
                "Hard rock (granite, Voltaian sandstone, basement)                715",
            ],
        ),
        (
            "p",
            "The formation is determined by our hydrogeologist from the drilling log. Where a hole passes through "
            "more than one formation, each section is charged at its own rate.",
        ),
        ("h2", "3. Casing and completion (per metre of casing)"),
        (
            "t",
            [
                "Item                                                   GHS per metre",
                "uPVC casing and screen, 125 mm, incl. gravel pack                185",
                "Steel casing, 150 mm (only where required)                       540",
            ],
        ),
        ("h2", "4. Tests and other items"),
        (
            "t",
            [
                "Item                                                     GHS per item",
                "Pumping test (6-hour constant rate) and recovery                4,200",
                "Water quality analysis (physical, chemical, bacteriological)    1,350",
                "Hand pump supply and installation                               8,900",
                "Dry hole: backfilling and site restoration                      1,100",
            ],
        ),
        ("h2", "5. Conditions"),
        (
            "p",
            "Orders of ten or more boreholes placed together receive a discount of 5% on drilling and casing. "
            "Payment terms: 40% on signing, 60% on completion. Depth is measured from ground level. The client "
            "provides site access for a 10-tonne truck. Standby time caused by the client is charged at GHS 2,800 "
            "per rig-day.",
        ),
    ],
)
# ---------------------------------------------------------------- ls: language schools (Malta)
pdf(
    "ls-language-schools/docs/financial-analysis-summary-2025.pdf",
    "Sliema Lingua Group p.l.c. - Financial Analysis Summary 2025",
    [
        ("h1", "Sliema Lingua Group p.l.c. - Financial Analysis Summary"),
        (
            "small",
            "22 April 2025. Prepared by the sponsor in accordance with the policy of the Listing Authority on "
            "bonds issued by companies admitted to the Official List. 4.75% Unsecured Bonds 2031.",
        ),
        ("h2", "Part 1 - Information about the Group"),
        (
            "p",
            "Sliema Lingua Group p.l.c. (the 'Issuer') is the holding and finance company of a group that operates "
            "two English language schools in Malta, in Sliema and at Spinola Bay in St Julian's. The Group sold "
            "38,740 student-weeks in FY2024 and employs about 160 people at the summer peak.",
        ),
        (
            "p",
            "EBITDA has more than doubled since FY2020, when the schools were closed for most of the year. The "
            "financial year ends on 31 December.",
        ),
        ("h2", "Part 2 - Historical performance and forecasts"),
        (
            "p",
            "The figures for FY2023 and FY2024 are extracted from the audited consolidated financial statements. "
            "The FY2025 forecast and the FY2026 projection are based on management's assumptions and have not "
            "been audited; actual results may differ materially.",
        ),
        (
            "t",
            [
                "Income statement                FY2023     FY2024     FY2025     FY2026",
                "EUR'000                         Actual     Actual   Forecast Projection",
                "------------------------------------------------------------------------",
                "Revenue                         12,845     14,630     15,900     16,850",
                "EBITDA                           3,210      3,875      4,150      4,420",
                "Depreciation and amortisation   (1,040)    (1,120)    (1,260)    (1,310)",
                "EBIT                             2,170      2,755      2,890      3,110",
                "Net finance costs                 (720)      (690)      (820)      (790)",
                "Profit before tax                1,450      2,065      2,070      2,320",
                "Taxation                          (505)      (720)      (725)      (810)",
                "Profit after tax                   945      1,345      1,345      1,510",
            ],
        ),
        (
            "t",
            [
                "Key ratios                      FY2023     FY2024     FY2025     FY2026",
                "EBITDA margin                    25.0%      26.5%      26.1%      26.2%",
                "Interest cover (times)            4.5x       5.6x       5.1x       5.6x",
                "Net debt to EBITDA (times)        3.9x       3.1x       3.4x       3.0x",
            ],
        ),
        (
            "p",
            "Revenue grew by 13.9% in FY2024, driven by a 9% rise in student-weeks and higher average course fees. "
            "The FY2025 forecast assumes a further 4% increase in student-weeks and a full year of the "
            "refurbished classrooms in St Julian's; it does not include any acquisitions.",
        ),
        ("h2", "Part 3 - Key market"),
        (
            "p",
            "Malta's English-language teaching sector welcomed some 92,000 students in 2024. Italy, Spain and "
            "Germany are the largest source markets, while Latin America is the fastest growing.",
        ),
        ("h2", "Part 4 - Glossary"),
        (
            "p",
            "EBITDA: earnings before interest, tax, depreciation and amortisation. Interest cover: EBITDA divided "
            "by net finance costs. Student-week: one student attending courses for one week.",
        ),
    ],
)
# ---------------------------------------------------------------- aq: mussel aquaculture (Galicia)
pdf(
    "aq-mussel-aquaculture/docs/sustainability-report-2024.pdf",
    "Bateeiros da Arousa - Sustainability Report 2024",
    [
        ("h1", "Bateeiros da Arousa, S. Coop. Galega - Sustainability Report 2024"),
        (
            "small",
            "Reporting period: 1 January to 31 December 2024. Vilanova de Arousa, Galicia, Spain.",
        ),
        ("h2", "Who we are"),
        (
            "p",
            "We are a cooperative of 87 mussel farmers working 118 rafts (bateas) in the Ría de Arousa. Mussels "
            "feed on the plankton of the ría and need no feed, fertiliser or medicines. In 2024 we marketed "
            "14,620 tonnes of mussels.",
        ),
        ("h2", "Environmental indicators"),
        (
            "t",
            [
                "Indicator                                          2024        2023",
                "----------------------------------------------------------------------",
                "Mussels marketed (tonnes)                        14,620      16,480",
                "Fleet diesel consumption (litres)               151,000     167,000",
                "Electricity, depuration and dispatch (MWh)          412         438",
                "Scope 1 and 2 emissions (t CO2e)                    521         574",
                "Shells sent for recovery (tonnes)                 3,940       4,310",
                "Eucalyptus raft timber replaced (m3)                 96          88",
            ],
        ),
        (
            "p",
            "Fleet diesel is used by the 23 auxiliary boats that service the rafts and carry the mussels to the "
            "depuration plants. Shells are sold to a local company that turns them into calcium carbonate for "
            "agriculture and construction.",
        ),
        ("h2", "Social indicators"),
        (
            "p",
            "The cooperative and its members provided 412 full-time-equivalent jobs in 2024, 38% of them held "
            "by women, mainly in rope preparation (encordado) and in the dispatch warehouse. No serious accidents "
            "were recorded at sea.",
        ),
        ("h2", "Biotoxin closures and climate"),
        (
            "p",
            "Harmful algal blooms closed the cultivation polygons for long periods in the autumn. The cooperative "
            "supports research by the University of Vigo on early-warning models and relays mussels to open areas "
            "where possible.",
        ),
        ("h2", "Targets for 2027"),
        (
            "p",
            "Cut fleet diesel consumption by 20% compared with 2024 by electrifying the raft cranes; recover 100% "
            "of shells; obtain an organic certification for at least 30 rafts.",
        ),
    ],
)
# ---------------------------------------------------------------- fa: fund administration (Luxembourg)
pdf(
    "fa-fund-administration/docs/rapport-de-gestion-2024.pdf",
    "Alzette Fund Services S.A. - Rapport de gestion 2024",
    [
        ("h1", "Alzette Fund Services S.A. - Rapport de gestion 2024"),
        (
            "small",
            "Société anonyme, R.C.S. Luxembourg B 123456. Exercice du 1er janvier au 31 décembre 2024.",
        ),
        ("h2", "Activité"),
        (
            "p",
            "Alzette Fund Services S.A. assure l'administration centrale, la tenue de registre et l'agence de "
            "transfert d'organismes de placement collectif (OPCVM) et de fonds d'investissement alternatifs (FIA). "
            "Les actifs sous administration atteignaient 84,6 milliards d'euros au 31 décembre 2024, contre 71,9 "
            "milliards d'euros un an plus tôt. La croissance provient surtout des fonds de dette privée et de "
            "capital-investissement.",
        ),
        ("h2", "Résultats"),
        (
            "p",
            "Le chiffre d'affaires progresse de 10,3 %. L'EBITDA progresse de 17,0 % à 14 218 milliers d'euros "
            "et le résultat d'exploitation (EBIT) s'établit à 10 812 milliers d'euros, après des amortissements "
            "en hausse liés à la nouvelle plateforme de calcul de VNI. Le résultat net s'élève à 7 934 milliers "
            "d'euros.",
        ),
        ("p", "Chiffres clés (en milliers d'EUR)"),
        (
            "t",
            [
                "                                         2024          2023",
                "Chiffre d'affaires                     58 412        52 960",
                "EBITDA                                 14 218        12 150",
                "Amortissements                         (3 406)       (3 010)",
                "Résultat d'exploitation (EBIT)         10 812         9 140",
                "Résultat financier                        (86)         (112)",
                "Impôts sur le résultat                 (2 792)       (2 326)",
                "Résultat net                            7 934         6 702",
                "Effectif moyen (ETP)                      312           287",
            ],
        ),
        ("h2", "Perspectives"),
        (
            "p",
            "Pour 2025, le conseil d'administration vise une croissance du chiffre d'affaires d'au moins 8 % et "
            "l'intégration de deux nouveaux clients de dette privée. Une nouvelle grille tarifaire sera "
            "communiquée aux clients au cours du second semestre.",
        ),
        ("h2", "Affectation du résultat"),
        (
            "p",
            "Le conseil d'administration propose à l'assemblée générale de distribuer un dividende de 4 000 "
            "milliers d'euros et d'affecter le solde aux résultats reportés, après dotation à la réserve légale.",
        ),
    ],
)
# ---------------------------------------------------------------- ri: irrigation equipment (Chile)
pdf(
    "ri-irrigation-equipment/docs/investor-presentation-2q25.pdf",
    "Riegos del Maule S.A. - Investor presentation 2Q25",
    [
        ("h1", "Riegos del Maule S.A. - Investor Presentation, Second Quarter 2025"),
        (
            "small",
            "Santiago, 21 August 2025. Figures under IFRS, unaudited. CLP = Chilean pesos. 2024 figures as "
            "reported; the restatement announced in September 2024 affected only 2023.",
        ),
        ("h2", "Highlights"),
        (
            "p",
            "Revenue grew 10.4% in the second quarter, driven by orders for drip irrigation from cherry and "
            "blueberry growers in Maule and Ñuble ahead of the new season, and by the first pivot projects in "
            "La Araucanía. EBITDA margin improved to 14.1%.",
        ),
        (
            "p",
            "Backlog at 30 June 2025: CLP 12,480 million, of which 71% drip and micro-sprinkler projects.",
        ),
        ("h2", "Financial summary"),
        (
            "t",
            [
                "CLP million            2Q25       2Q24       1H25       1H24",
                "--------------------------------------------------------------",
                "Revenue               9,842      8,915     17,604     15,930",
                "EBITDA                1,388      1,204      2,310      1,985",
                "EBITDA margin         14.1%      13.5%      13.1%      12.5%",
                "Net income              702        611      1,105        968",
            ],
        ),
        (
            "p",
            "Note: the second quarter is seasonally weaker than the fourth, when growers install systems before "
            "the summer irrigation season.",
        ),
        ("h2", "Hectares equipped"),
        (
            "t",
            [
                "Hectares                1H25       1H24      FY2024",
                "Drip and micro           5,120      4,410      12,900",
                "Pivots and laterals      1,740      1,380       5,500",
                "Total                    6,860      5,790      18,400",
            ],
        ),
        ("h2", "Outlook"),
        (
            "p",
            "We maintain our guidance of 8% to 10% revenue growth for 2025. The Chillán branch, opened in "
            "November 2024, reached break-even in the second quarter.",
        ),
    ],
)


def main():
    for path, title, blocks in PDFS:
        out = render(path, title, blocks)
        print("wrote", os.path.relpath(out, HERE))
    print(f"{len(PDFS)} PDFs")


if __name__ == "__main__":
    main()
