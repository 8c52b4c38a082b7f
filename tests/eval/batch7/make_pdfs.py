# ruff: noqa: E501, RUF001
"""Build every PDF document of batch7 with reportlab.

The canvas is created with invariant=1, so running this script twice gives
byte-identical files. Body text is Helvetica, tables are space-aligned Courier
lines (so the extracted text looks like a PDF table). Only Latin-1 names are
used because the standard fonts cannot show other letters.

Usage: .venv/bin/python tests/eval/batch7/make_pdfs.py
"""

from __future__ import annotations

from pathlib import Path

from reportlab.lib.pagesizes import A4
from reportlab.lib.utils import simpleSplit
from reportlab.pdfgen import canvas

HERE = Path(__file__).resolve().parent
PAGE_W, PAGE_H = A4
MARGIN = 56
TEXT_W = PAGE_W - 2 * MARGIN

STYLES = {
    "title": ("Helvetica-Bold", 15, 20),
    "sub": ("Helvetica", 10, 14),
    "h": ("Helvetica-Bold", 11, 16),
    "p": ("Helvetica", 9.5, 12.5),
    "note": ("Helvetica-Oblique", 8, 10.5),
    "t": ("Courier", 8.5, 10.5),
}
SPACE_AFTER = {"title": 6, "sub": 10, "h": 2, "p": 7, "note": 6, "t": 9}


class Writer:
    """Very small flowing-text writer on top of the reportlab canvas."""

    def __init__(self, path: Path) -> None:
        self.c = canvas.Canvas(str(path), pagesize=A4, invariant=1)
        self.page = 1
        self.y = PAGE_H - MARGIN

    def _footer(self) -> None:
        self.c.setFont("Helvetica", 7.5)
        self.c.drawRightString(PAGE_W - MARGIN, MARGIN / 2, f"{self.page}")

    def _new_page(self) -> None:
        self._footer()
        self.c.showPage()
        self.page += 1
        self.y = PAGE_H - MARGIN

    def _lines(self, kind: str, text: str) -> list[str]:
        font, size, _ = STYLES[kind]
        if kind == "t":
            return text.strip("\n").split("\n")
        return simpleSplit(text, font, size, TEXT_W)

    def block(self, kind: str, text: str) -> None:
        font, size, leading = STYLES[kind]
        lines = self._lines(kind, text)
        needed = leading * (len(lines) if kind in ("t", "h") else min(len(lines), 2))
        if kind == "h":
            needed += 3 * STYLES["p"][2]
        if self.y - needed < MARGIN:
            self._new_page()
        for line in lines:
            if self.y - leading < MARGIN:
                self._new_page()
            self.c.setFont(font, size)
            self.c.drawString(MARGIN, self.y - size, line)
            self.y -= leading
        self.y -= SPACE_AFTER[kind]

    def save(self) -> None:
        self._footer()
        self.c.save()


def build(rel_path: str, blocks: list[tuple[str, str]]) -> Path:
    path = HERE / rel_path
    path.parent.mkdir(parents=True, exist_ok=True)
    w = Writer(path)
    for kind, text in blocks:
        w.block(kind, text)
    w.save()
    return path


DOCS: dict[str, list[tuple[str, str]]] = {}

# ---------------------------------------------------------------------------
# limfjord-havn: Danish port operator, DKK
# ---------------------------------------------------------------------------
DOCS["limfjord-havn/docs/annual-report-2025.pdf"] = [
    ("title", "Limfjord Havn & Logistik A/S - Annual Report 2025"),
    (
        "sub",
        "CVR 31 84 27 60 - Aalborg East, Denmark - All amounts in DKK million unless otherwise stated",
    ),
    ("h", "The group in brief"),
    (
        "p",
        "Limfjord Havn & Logistik A/S operates the container terminal at Aalborg East, the Nørresundby Feeder Terminal, the Aalborg Bulk Quay for grain, fertiliser, aggregates and energy products, a contract-logistics and warehousing business with 142,000 m2 of warehouses, and a port property portfolio. The company is owned 76% by the Municipality of Aalborg, 14% by Nordjyske Havnefond and 10% by employees and private investors.",
    ),
    ("h", "Letter from the CEO"),
    (
        "p",
        "2025 was a year of solid growth for Limfjord Havn. Revenue rose 7.3% to DKK 1,284.6 million (2024: DKK 1,197.3 million), driven by higher container volumes and new warehousing contracts in the Logistics & warehousing segment. EBITDA increased to DKK 412.8 million (2024: DKK 371.5 million), corresponding to an EBITDA margin of 32.1% (2024: 31.0%). EBIT was DKK 236.4 million against DKK 219.0 million a year earlier, as depreciation grew with the commissioning of the new reefer yard in April.",
    ),
    (
        "p",
        "Container throughput reached 412,300 TEU (2024: 389,750 TEU), the highest in the port's history, while bulk volumes fell to 6.8 million tonnes (2024: 7.1 million tonnes) as coal imports for the Nordjylland power station ended in the spring. Our closest competitor, Kattegat Port Holding, reported container volumes of 268,000 TEU for the same period, up 2.1%. Vessel calls totalled 3,912 (2024: 3,840).",
    ),
    (
        "p",
        "Net profit for the year was DKK 158.2 million (2024: DKK 149.7 million). The Board of Directors proposes a dividend of DKK 64.0 million, unchanged from last year, of which DKK 48.6 million will be paid to the Municipality of Aalborg.",
    ),
    ("p", "Mette Kjærgaard, Chief Executive Officer"),
    ("h", "Key figures"),
    (
        "t",
        """
DKK million                           2025       2024       2023
Revenue                            1,284.6    1,197.3    1,121.8
EBITDA                               412.8      371.5      344.0
Depreciation and amortisation       (176.4)    (152.5)    (139.2)
EBIT                                 236.4      219.0      204.8
Net financials                       (33.9)     (28.6)     (25.1)
Profit before tax                    202.5      190.4      179.7
Tax                                  (44.3)     (40.7)     (38.9)
Net profit                           158.2      149.7      140.8
Capital expenditure                  298.0      241.6      187.3
Average number of employees          1,146      1,092      1,051
""",
    ),
    (
        "note",
        "Figures for 2023 are as reported in the Annual Report 2023. EBITDA margin is EBITDA as a percentage of revenue. Negative amounts are shown in brackets.",
    ),
    ("h", "Segment overview"),
    (
        "t",
        """
Revenue by segment, DKK million       2025       2024   Change %
Container terminal                   512.7      468.9        9.3
Bulk & energy                        318.2      334.6       -4.9
Logistics & warehousing              281.5      231.4       21.7
Port property                        172.2      162.4        6.0
Total                              1,284.6    1,197.3        7.3
""",
    ),
    (
        "p",
        "The Container terminal segment benefited from two new weekly feeder services to Rotterdam and Gdansk. Bulk & energy revenue declined because of the end of coal handling, partly offset by higher grain exports after a good harvest. Logistics & warehousing grew strongly on the back of a ten-year contract with a Danish wind-turbine manufacturer for blade storage. Port property revenue rose with the indexation of leases and the letting of the new office building on Strandvejen.",
    ),
    ("h", "Sustainability"),
    (
        "p",
        "Scope 1 and 2 CO2 emissions fell to 9,420 tonnes (2024: 10,880 tonnes) as the straddle carrier fleet was converted to HVO fuel and shore power was installed at the ferry berth. Shore power supplied 2.9 GWh to vessels at berth (2024: 0.4 GWh). The lost-time injury frequency was 6.1 per million working hours (2024: 7.4).",
    ),
    ("h", "Outlook for 2026"),
    (
        "p",
        "For 2026 management expects revenue of DKK 1,330–1,380 million and EBITDA of DKK 430–455 million, assuming container volumes grow by 3–5% and bulk volumes remain at the 2025 level. Capital expenditure is planned at around DKK 360 million, including the first instalment on two new ship-to-shore cranes and the extension of the reefer yard. The outlook does not include the effect of any change in the Danish tonnage tax regime.",
    ),
    (
        "note",
        "This annual report contains forward-looking statements. Actual results may differ materially from the expectations expressed.",
    ),
]

# ---------------------------------------------------------------------------
# santa-lucia: Mexican hospital group, MXN (Spanish)
# ---------------------------------------------------------------------------
DOCS["santa-lucia/docs/informe-anual-2025.pdf"] = [
    ("title", "Grupo Hospitalario Santa Lucía, S.A.B. de C.V. - Informe Anual 2025"),
    ("sub", "Cifras en millones de pesos mexicanos (MXN), salvo que se indique lo contrario"),
    ("h", "Quiénes somos"),
    (
        "p",
        "Grupo Hospitalario Santa Lucía opera 14 hospitales generales y 22 clínicas ambulatorias en el centro y el occidente de México, con presencia en Jalisco, Guanajuato, Aguascalientes, Michoacán y Querétaro. Sus acciones cotizan en la Bolsa Mexicana de Valores bajo la clave HSLUCIA.",
    ),
    ("h", "Mensaje del Director General"),
    (
        "p",
        "En 2025 los ingresos consolidados crecieron 10.5% a MXN 8,742.5 millones (2024: MXN 7,915.2 millones), impulsados por un mayor número de egresos hospitalarios y por la apertura de la unidad de oncología en Guadalajara. El EBITDA alcanzó MXN 1,486.2 millones, con un margen EBITDA de 17.0% (2024: 16.4%). La utilidad de operación fue de MXN 968.7 millones, equivalente a un margen operativo de 11.1% (2024: 10.9%), y la utilidad neta ascendió a MXN 512.9 millones, con un margen neto de 5.9% (2024: 5.9%).",
    ),
    (
        "p",
        "Durante el año incorporamos 64 camas censables, principalmente en Guadalajara y León, y firmamos convenios con cuatro aseguradoras adicionales. Los pacientes con seguro de gastos médicos mayores representaron 61% de los ingresos hospitalarios (2024: 58%), mientras que los pacientes de pago directo bajaron a 39%.",
    ),
    ("p", "Dr. Alejandro Ibáñez Cervantes, Director General"),
    ("h", "Estado de resultados consolidado"),
    (
        "t",
        """
Millones de MXN                        2025        2024     Var. %
Ingresos                            8,742.5     7,915.2       10.5
Costo de servicios                 (5,471.8)   (4,962.4)
Utilidad bruta                      3,270.7     2,952.8       10.8
Gastos generales                   (1,784.5)   (1,651.1)
EBITDA                              1,486.2     1,301.7       14.2
Depreciación y amortización          (517.5)     (439.6)
Utilidad de operación                 968.7       862.1       12.4
Resultado financiero                 (238.4)     (214.9)
Impuestos a la utilidad              (217.4)     (179.2)
Utilidad neta                         512.9       468.0        9.6
""",
    ),
    ("h", "Ingresos por línea de negocio"),
    (
        "t",
        """
Millones de MXN                        2025        2024
Hospitalización                     5,071.6     4,638.3
Consulta externa y urgencias        1,136.5     1,029.0
Laboratorio e imagenología          1,398.8     1,227.9
Farmacia                            1,135.6     1,020.0
Total                               8,742.5     7,915.2
""",
    ),
    ("h", "Indicadores operativos"),
    (
        "t",
        """
                                       2025        2024
Hospitales                               14          13
Camas censables                       1,214       1,150
Egresos hospitalarios                96,480      89,730
Tasa de ocupación (%)                  71.4        69.8
Estancia promedio (días)                3.3         3.4
Cirugías                             58,210      54,960
Médicos acreditados                   4,870       4,615
Colaboradores                         9,318       8,842
""",
    ),
    (
        "note",
        "Camas censables: camas de hospitalización disponibles al cierre del año; no incluyen camas de urgencias, recuperación ni terapia intensiva.",
    ),
    ("h", "Perspectivas"),
    (
        "p",
        "Para 2026 esperamos un crecimiento de ingresos de entre 9% y 11% y un margen EBITDA de entre 17.0% y 17.5%, apoyados en la apertura del Hospital Santa Lucía Querétaro en el primer trimestre. Las inversiones de capital se estiman entre MXN 1,400 y 1,600 millones.",
    ),
]

# ---------------------------------------------------------------------------
# norrsken-telekom: Swedish telecom operator, SEK
# ---------------------------------------------------------------------------
DOCS["norrsken-telekom/docs/annual-report-2025.pdf"] = [
    ("title", "Norrsken Telekom AB (publ) - Annual Report 2025"),
    ("sub", "Sundsvall, Sweden - Amounts in SEK million unless otherwise stated"),
    ("h", "2025 in brief"),
    (
        "p",
        "Norrsken Telekom is Sweden's fourth-largest mobile operator and the leading provider of fibre broadband in Västernorrland, Jämtland and Västerbotten. Net sales grew 4.5% to SEK 14,618 million (2024: SEK 13,984 million), of which service revenue was SEK 12,905 million (2024: SEK 12,377 million). EBITDAaL rose to SEK 5,102 million (2024: SEK 4,845 million), while operating profit (EBIT) increased to SEK 2,377 million (2024: SEK 2,290 million). Net profit declined to SEK 1,542 million (2024: SEK 1,611 million) because of higher interest costs on the bonds issued to finance spectrum.",
    ),
    (
        "p",
        "Blended mobile ARPU increased to SEK 214 per month (2024: SEK 207), helped by price adjustments in March and by customers moving to larger data buckets. Monthly churn among postpaid mobile customers was 1.2% (2024: 1.4%). We ended the year with 2,847 thousand mobile subscriptions and 612 thousand fixed broadband connections.",
    ),
    ("h", "Key figures"),
    (
        "t",
        """
SEK million                              2025       2024
Net sales                              14,618     13,984
  of which service revenue             12,905     12,377
EBITDAaL                                5,102      4,845
EBITDAaL margin, %                       34.9       34.6
Operating profit (EBIT)                 2,377      2,290
Net financial items                      (412)      (301)
Profit before tax                       1,965      1,989
Net profit                              1,542      1,611
Capex excl. spectrum                    2,310      2,455
Operating free cash flow                2,792      2,390
Average number of employees             3,420      3,515
""",
    ),
    (
        "note",
        "EBITDAaL = EBITDA after lease costs. Operating free cash flow = EBITDAaL less capex excluding spectrum. Amounts in brackets are negative.",
    ),
    ("h", "Segments"),
    (
        "t",
        """
Net sales by segment, SEK million        2025       2024
Consumer mobile                         6,281      6,012
Consumer fixed (broadband and TV)       3,544      3,398
Business                                3,912      3,731
Wholesale and other                       881        843
Total                                  14,618     13,984
""",
    ),
    (
        "p",
        "The Business segment gained 41 new municipal and regional contracts, including the 5G campus network for Umeå University Hospital. Wholesale revenue rose as Kustnät AB extended its national roaming agreement on our network in inland Norrland until 2028.",
    ),
    ("h", "Network and people"),
    (
        "p",
        "5G population coverage in our core region reached 78% at year end (2024: 61%), and 23,400 additional homes were passed with fibre. The average number of employees fell to 3,420 (2024: 3,515) after the consolidation of customer service in Sundsvall and Östersund. Sick leave was 4.1% (2024: 4.6%).",
    ),
    ("h", "Outlook 2026"),
    (
        "p",
        "For 2026 we expect low single-digit growth in service revenue, EBITDAaL of SEK 5.2-5.4 billion and capex excluding spectrum of SEK 2.2-2.4 billion. The payment for the 3.5 GHz licences acquired in December 2025 is not included in the capex guidance.",
    ),
]

# ---------------------------------------------------------------------------
# riverina-water: Australian water utility, AUD, year ending 30 June
# ---------------------------------------------------------------------------
DOCS["riverina-water/docs/annual-report-2024-25.pdf"] = [
    ("title", "Riverina Basin Water Corporation - Annual Report 2024-25"),
    (
        "sub",
        "For the year ended 30 June 2025 - a State-owned corporation of New South Wales - $ = Australian dollars",
    ),
    ("h", "About us"),
    (
        "p",
        "Riverina Basin Water supplies drinking water and wastewater services to 318,400 connected properties across the Murrumbidgee and Lachlan districts, operating 14 water treatment plants, 22 wastewater treatment plants and 6,940 km of water mains.",
    ),
    ("h", "Chair and Managing Director's report"),
    (
        "p",
        "Total revenue was $612.4 million (2023-24: $587.9 million). The net result after tax fell to $48.7 million (2023-24: $61.2 million), reflecting higher depreciation on new treatment assets and a $9.3 million write-down of the Narrandera pipeline, which will be replaced earlier than planned. Water delivered to customers decreased to 142.6 gigalitres (2023-24: 151.3 GL) after a wet spring reduced garden watering across the region.",
    ),
    (
        "p",
        "Non-revenue water improved to 9.8% of water supplied (2023-24: 10.6%) as the pressure-management program was extended to Griffith and Leeton. Main breaks fell to 12.4 per 100 km of main (2023-24: 14.1). Drinking water met the Australian Drinking Water Guidelines in 99.97% of samples.",
    ),
    (
        "p",
        "The Corporation will pay a dividend of $24.4 million to the NSW Government for 2024-25, equal to half of the net result after tax. Capital expenditure reached a record $244.1 million (2023-24: $219.8 million), led by the Wagga Wagga water treatment plant upgrade.",
    ),
    ("h", "Summary financial statements"),
    (
        "t",
        """
$ million                              2024-25     2023-24
Water usage and service charges          402.7       389.5
Wastewater charges                       171.3       162.8
Developer contributions                   21.6        19.4
Other revenue                             16.8        16.2
Total revenue                            612.4       587.9
Operating expenses                      (338.9)     (322.4)
Depreciation                            (152.6)     (138.1)
Impairment                                (9.3)          -
Finance costs                            (42.0)      (39.9)
Result before income tax equivalent       69.6        87.5
Income tax equivalent                    (20.9)      (26.3)
Net result after tax                      48.7        61.2
Capital expenditure                      244.1       219.8
""",
    ),
    ("h", "Operating statistics"),
    (
        "t",
        """
                                       2024-25     2023-24
Connected properties                   318,400     311,900
Water delivered (GL)                     142.6       151.3
Non-revenue water (% of supplied)          9.8        10.6
Drinking water compliance (%)            99.97       99.94
Main breaks per 100 km                    12.4        14.1
Employees (FTE)                          1,288       1,241
""",
    ),
    (
        "note",
        "The income tax equivalent is paid to the NSW Government under the National Tax Equivalent Regime. Figures may not add due to rounding.",
    ),
    ("h", "Looking ahead"),
    (
        "p",
        "The 2025-26 budget assumes total revenue of $641 million and capital expenditure of $286 million, in line with the price determination made by the Essential Services Pricing Tribunal in June 2025. Water restrictions are not expected in 2025-26, with Burrinjuck Dam at 88% of capacity on 30 June 2025.",
    ),
]

# ---------------------------------------------------------------------------
# fernwaerme-limmattal: Swiss district heating, CHF (German)
# ---------------------------------------------------------------------------
DOCS["fernwaerme-limmattal/docs/geschaeftsbericht-2025.pdf"] = [
    ("title", "Fernwärme Limmattal AG - Geschäftsbericht 2025"),
    ("sub", "Dietikon - Alle Beträge in Mio. CHF, sofern nicht anders angegeben"),
    ("h", "Das Unternehmen"),
    (
        "p",
        "Die Fernwärme Limmattal AG mit Sitz in Dietikon versorgt rund 4'800 Liegenschaften in Dietikon, Schlieren und Urdorf mit Wärme aus der Kehrichtverwertungsanlage Limmattal, aus Holzschnitzeln und aus Grundwasser-Wärmepumpen. Aktionäre sind die Städte Dietikon (36 %) und Schlieren (15 %) sowie die Stadtwerke Rheinhalde GmbH (49 %).",
    ),
    ("h", "Bericht des Verwaltungsrates"),
    (
        "p",
        "Der Nettoerlös stieg 2025 auf CHF 84.6 Mio. (Vorjahr: CHF 79.2 Mio.), obwohl der Wärmeabsatz wegen des milden Winters auf 612 GWh zurückging (Vorjahr: 655 GWh). Die Heizgradtage lagen mit 2'915 rund 8 % unter dem langjährigen Mittel. Der Anstieg des Erlöses ist auf die Tariferhöhung vom 1. Oktober 2024 und auf 236 Neuanschlüsse zurückzuführen.",
    ),
    (
        "p",
        "Das EBITDA erhöhte sich auf CHF 21.3 Mio. (Vorjahr: CHF 19.8 Mio.), das Betriebsergebnis (EBIT) auf CHF 9.7 Mio. (Vorjahr: CHF 9.1 Mio.). Der Jahresgewinn beträgt CHF 6.2 Mio. (Vorjahr: CHF 5.9 Mio.). Der Verwaltungsrat beantragt der Generalversammlung eine Dividende von CHF 2.4 Mio.",
    ),
    ("h", "Erfolgsrechnung"),
    (
        "t",
        """
in Mio. CHF                            2025        2024
Nettoerlös Wärme                       78.9        73.8
Übrige Erlöse                           5.7         5.4
Nettoerlös total                       84.6        79.2
Energiebeschaffung                    (38.4)      (36.5)
Personalaufwand                       (12.6)      (12.1)
Übriger Betriebsaufwand               (12.3)      (10.8)
EBITDA                                 21.3        19.8
Abschreibungen                        (11.6)      (10.7)
EBIT                                    9.7         9.1
Finanzergebnis                         (2.0)       (1.8)
Steuern                                (1.5)       (1.4)
Jahresgewinn                            6.2         5.9
Investitionen                          31.4        27.9
""",
    ),
    ("h", "Kennzahlen"),
    (
        "t",
        """
                                       2025        2024
Wärmeabsatz (GWh)                       612         655
Anschlüsse (Anzahl)                   4'812       4'576
Netzlänge (km)                          186         179
Anteil erneuerbare Wärme (%)             81          78
CO2-Emissionen (t)                   14'350      16'920
Mitarbeitende (Vollzeitstellen)          96          92
""",
    ),
    (
        "p",
        "Der Anteil erneuerbarer Wärme stieg auf 81 %, weil die neue Grundwasser-Wärmepumpe in Urdorf (8 MW) im Februar den Betrieb aufnahm und der Gaskessel in Schlieren nur noch an 19 Tagen zur Spitzendeckung eingesetzt wurde.",
    ),
    ("h", "Ausblick"),
    (
        "p",
        "Für 2026 erwartet die Geschäftsleitung bei normaler Witterung einen Wärmeabsatz von rund 660 GWh und einen Nettoerlös von CHF 86 bis 89 Mio. Mit dem Netzausbau Dietikon-Nord sollen bis 2029 weitere 215 Liegenschaften angeschlossen werden.",
    ),
]

# ---------------------------------------------------------------------------
# godavari-dairy: Indian dairy co-operative, INR crore, FY to 31 March
# ---------------------------------------------------------------------------
DOCS["godavari-dairy/docs/annual-report-2025-26.pdf"] = [
    ("title", "Godavari Valley Milk Producers' Co-operative Union Ltd - Annual Report 2025-26"),
    (
        "sub",
        "For the year ended 31 March 2026 - Rajahmundry, Andhra Pradesh - Amounts in INR crore (1 crore = 10 million) unless stated otherwise",
    ),
    ("h", "Chairman's address to the General Body"),
    (
        "p",
        "The Union's turnover crossed INR 4,800 crore for the first time, reaching INR 4,862.35 crore in 2025-26 compared with INR 4,310.80 crore in 2024-25. Average milk procurement rose to 18.6 lakh litres per day (2024-25: 17.2 lakh litres per day) from 3.42 lakh farmer members organised in 2,918 village dairy co-operative societies. The average price paid to members was INR 41.80 per litre (2024-25: INR 39.25 per litre), and the Board has approved a price-difference bonus of INR 62 crore, to be paid to members before Diwali.",
    ),
    (
        "p",
        "The new dairy at Amalapuram, with a capacity of 4.0 lakh litres per day, was commissioned in September 2025 at a cost of INR 212 crore, of which INR 80 crore was a grant under the National Programme for Dairy Development. Sales of curd, paneer and flavoured milk grew 21% and now account for 29% of product sales.",
    ),
    (
        "p",
        "Net surplus for the year was INR 96.40 crore (2024-25: INR 88.10 crore). Women now make up 41% of members and 17 of the 49 elected directors of village societies.",
    ),
    ("h", "Income and expenditure account"),
    (
        "t",
        """
INR crore                                   2025-26       2024-25
Sales of milk and milk products            4,731.62      4,188.47
Cattle feed sales                             98.44         91.05
Other operating income                        32.29         31.28
Turnover                                   4,862.35      4,310.80
Milk procured from members                (2,837.80)    (2,464.12)
Milk and fat purchased from other unions  (1,036.30)      (938.54)
Other expenses                              (802.55)      (732.90)
Depreciation                                 (58.40)       (54.12)
Surplus before tax                           127.30        121.12
Tax                                          (30.90)       (33.02)
Net surplus                                   96.40         88.10
""",
    ),
    ("h", "Operating highlights"),
    (
        "t",
        """
                                            2025-26       2024-25
Average procurement (lakh litres/day)          18.6          17.2
Farmer members (lakh)                          3.42          3.27
Village dairy co-operative societies          2,918         2,874
Average price paid to members (INR/litre)     41.80         39.25
Processing capacity (lakh litres/day)          26.5          22.5
Employees                                     3,164         3,090
""",
    ),
    (
        "note",
        "1 lakh = 100,000. Processing capacity is the installed capacity of the Union's plants at 31 March. Details by plant are given in the plant register.",
    ),
    ("h", "The year ahead"),
    (
        "p",
        "The Board has prepared the budget for 2026-27 and a proposal to revise the procurement price from 1 July 2026; both will be placed before the General Body. Fodder prices are expected to remain high because of the weak north-east monsoon.",
    ),
]

# ---------------------------------------------------------------------------
# hoshizora-commerce: Japanese e-commerce company, JPY, FY to 31 March
# ---------------------------------------------------------------------------
DOCS["hoshizora-commerce/docs/financial-results-fy2025.pdf"] = [
    (
        "title",
        "Hoshizora Commerce Co., Ltd. - Consolidated Financial Results for FY2025 (Fiscal Year Ended March 31, 2026)",
    ),
    (
        "sub",
        "Tokyo Stock Exchange Prime Market, code 4791 - Japanese GAAP - Amounts less than one million yen are rounded down",
    ),
    ("h", "1. Consolidated operating results"),
    (
        "t",
        """
(Millions of yen)                        Previous FY   Current FY   Change %
Gross merchandise value (GMV)                441,530      486,210       10.1
Revenue                                      117,266      128,904        9.9
Operating profit                               7,455        9,812       31.6
Ordinary profit                                7,288        9,604       31.8
Profit attributable to owners of parent        4,102        5,940       44.8
Basic earnings per share (yen)                 62.14        90.02       44.9
""",
    ),
    (
        "p",
        "During the fiscal year under review, GMV grew 10.1% as the number of active buyers increased to 11.8 million (previous fiscal year: 11.2 million) and purchase frequency rose after the launch of the Hoshizora Premium membership, which had 1.46 million paying members at the end of the year. Revenue increased 9.9% and operating profit rose 31.6%, driven by a lower delivery cost per parcel and higher advertising revenue from merchants. Profit attributable to owners of parent increased 44.8%, also reflecting the absence of the impairment loss on the Osaka warehouse recorded in the previous fiscal year.",
    ),
    ("h", "2. Consolidated financial position"),
    (
        "t",
        """
(Millions of yen)                        Previous FY   Current FY
Total assets                                 214,880      236,415
Net assets                                    78,302       82,947
Equity ratio (%)                                36.2         34.9
Cash and deposits                             61,775       58,210
""",
    ),
    ("h", "3. Dividends"),
    (
        "p",
        "The annual dividend for the fiscal year under review is 24 yen per share (previous fiscal year: 18 yen), consisting of an interim dividend of 10 yen and a year-end dividend of 14 yen. The payout ratio is 26.7%.",
    ),
    ("h", "4. Forecast for the next fiscal year"),
    (
        "t",
        """
(Millions of yen)                        Next FY (forecast)   Change %
Revenue                                           141,000        9.4
Operating profit                                   11,500       17.2
Ordinary profit                                    11,250       17.1
Profit attributable to owners of parent             7,100       19.5
""",
    ),
    (
        "note",
        "The forecast is based on information available at the date of this release and contains uncertainties. Actual results may differ. GMV is not included in the forecast.",
    ),
    ("h", "5. Notes"),
    (
        "p",
        "Changes in significant subsidiaries during the period: none. The company adopted the revised accounting standard for current income taxes from the beginning of the fiscal year under review; the effect on results is immaterial. Segment information is published separately in the segment data file.",
    ),
]

# ---------------------------------------------------------------------------
# fjordfly: Norwegian regional airline, NOK
# ---------------------------------------------------------------------------
DOCS["fjordfly/docs/annual-report-2025.pdf"] = [
    ("title", "Fjordfly ASA - Annual Report 2025"),
    ("sub", "Bodø, Norway - Amounts in NOK million unless otherwise stated"),
    ("h", "Highlights"),
    (
        "p",
        "Total operating revenue NOK 5,482 million (2024: NOK 5,117 million). EBITDA NOK 1,046 million (2024: NOK 912 million). Operating profit (EBIT) NOK 318 million (2024: NOK 251 million). Net loss NOK 42 million (2024: net loss NOK 118 million). Passengers 2,962 thousand (2024: 2,809 thousand). Cabin factor 68.9% (2024: 66.4%).",
    ),
    ("h", "CEO letter"),
    (
        "p",
        "Fjordfly is Norway's largest regional airline, serving 44 airports from Kirkenes in the north to Kristiansand in the south with a fleet of 41 turboprop aircraft. 2025 was the year we returned to an operating profit close to our pre-pandemic level, although higher interest costs kept the net result negative.",
    ),
    (
        "p",
        "The cabin factor improved because we reduced frequencies on thin coastal routes in the winter schedule and moved two Dash 8-400 aircraft to the busier Oslo-Bodø-Tromsø corridor, while demand from the offshore and defence sectors in Northern Norway remained strong. Fuel costs fell 3.5% thanks to lower jet fuel prices, despite 2.5% more available seat kilometres.",
    ),
    (
        "p",
        "In March 2026 the Ministry of Transport awarded us four of the six public service obligation (PSO) route bundles for the period from 1 April 2026 to 31 March 2030, securing the backbone of our network for another four years. - Kari Helene Sandvik, CEO",
    ),
    ("h", "Income statement"),
    (
        "t",
        """
NOK million                               2025        2024
Passenger revenue                        3,214       2,958
PSO compensation                         1,930       1,881
Cargo and other revenue                    338         278
Total operating revenue                  5,482       5,117
Fuel                                    (1,122)     (1,163)
Personnel                               (1,798)     (1,701)
Maintenance                               (704)       (690)
Other operating expenses                  (812)       (651)
EBITDA                                   1,046         912
Depreciation                              (728)       (661)
EBIT                                       318         251
Net financial items                       (371)       (402)
Result before tax                          (53)       (151)
Tax                                         11          33
Net result                                 (42)       (118)
""",
    ),
    ("h", "Traffic and fleet"),
    (
        "t",
        """
                                          2025        2024
Passengers (thousand)                    2,962       2,809
Available seat km, ASK (million)         2,148       2,095
Revenue passenger km, RPK (million)      1,480       1,391
Cabin factor (%)                          68.9        66.4
Aircraft in fleet at year end               41          40
Block hours                             96,420      95,110
Regularity (%)                            97.6        96.9
""",
    ),
    (
        "note",
        "Cabin factor = RPK / ASK. PSO compensation is paid by the Norwegian Ministry of Transport for routes that are not commercially viable.",
    ),
    ("h", "Outlook"),
    (
        "p",
        "For 2026 we plan ASK growth of 2–3%, with one additional ATR 72-600 joining the fleet in May. The new PSO contracts from 1 April 2026 increase our annual compensation, but they also require newer aircraft on the Finnmark routes from 2027.",
    ),
]

# ---------------------------------------------------------------------------
# ukhozi-platinum: South African PGM miner, ZAR, FY to 30 June
# ---------------------------------------------------------------------------
DOCS["ukhozi-platinum/docs/integrated-annual-report-fy2025.pdf"] = [
    ("title", "Ukhozi Platinum Holdings Limited - Integrated Annual Report 2025"),
    (
        "sub",
        "For the year ended 30 June 2025 (FY2025) - Johannesburg Stock Exchange: UKP - Rand amounts",
    ),
    ("h", "Chief executive officer's review"),
    (
        "p",
        "Revenue decreased by 15.2% to R18,402 million (FY2024: R21,706 million), as the average 4E basket price fell to R27,140 per 4E ounce (FY2024: R31,880) and sales volumes declined with lower production from the Tholakele shaft, where a fall of ground in October closed two production levels for seven weeks. Adjusted EBITDA was R4,912 million (FY2024: R8,104 million) and headline earnings were R1,262 million (FY2024: R3,048 million).",
    ),
    (
        "p",
        "4E production was 612,400 ounces (FY2024: 638,900 ounces). All-in sustaining cost (AISC) rose to R24,650 per 4E ounce (FY2024: R22,310) because of lower volumes and above-inflation increases in electricity tariffs. We regret that our lost-time injury frequency rate of 2.41 per million hours, although better than FY2024 (2.87), is still above our target of 2.0.",
    ),
    (
        "p",
        "The board has declared a final dividend of 85 cents per share (FY2024: 240 cents). Capital expenditure of R3,307 million included R1,140 million on the Sefako deepening project, which remains on schedule for first ore in FY2028. - Thandiwe Mokoena, CEO",
    ),
    ("h", "Summarised income statement"),
    (
        "t",
        """
R million                                 FY2025      FY2024
Revenue                                   18,402      21,706
Cost of sales                            (14,988)    (14,620)
Gross profit                               3,414       7,086
Adjusted EBITDA                            4,912       8,104
Profit for the year                        1,198       2,977
Headline earnings                          1,262       3,048
""",
    ),
    ("h", "Summarised statement of cash flows"),
    (
        "t",
        """
R million                                 FY2025      FY2024
Cash generated from operations             4,206       7,385
Net cash from operating activities         2,771       5,012
Net cash used in investing activities     (3,184)     (2,955)
Net cash used in financing activities       (592)     (1,704)
Net (decrease)/increase in cash           (1,005)        353
Cash at end of year                        2,418       3,423
""",
    ),
    ("h", "Operating statistics"),
    (
        "t",
        """
                                          FY2025      FY2024
4E production (oz)                       612,400     638,900
Tonnes milled (000 t)                      7,212       7,395
4E head grade (g/t)                         3.21        3.28
All-in sustaining cost (R/4E oz)          24,650      22,310
Average 4E basket price (R/4E oz)         27,140      31,880
Employees incl. contractors               14,870      15,240
LTIFR (per million hours)                   2.41        2.87
""",
    ),
    (
        "note",
        "4E = platinum, palladium, rhodium and gold. Headline earnings are calculated in terms of JSE Listings Requirements. Amounts in brackets are negative.",
    ),
    ("h", "Outlook for FY2026"),
    (
        "p",
        "Guidance for FY2026 is 600,000 to 640,000 4E ounces at an AISC of R25,000 to R26,500 per 4E ounce, with capital expenditure of R3.4 billion to R3.8 billion.",
    ),
]

# ---------------------------------------------------------------------------
# serra-azul: Brazilian textile mill, BRL (Portuguese)
# ---------------------------------------------------------------------------
DOCS["serra-azul/docs/relatorio-anual-2025.pdf"] = [
    ("title", "Tecelagem Serra Azul S.A. - Relatório Anual 2025"),
    (
        "sub",
        "Blumenau, Santa Catarina - Valores em milhões de reais (R$ milhões), exceto quando indicado",
    ),
    ("h", "Mensagem da administração"),
    (
        "p",
        "A receita líquida atingiu R$ 1.482,6 milhões em 2025, alta de 6,1% sobre os R$ 1.397,1 milhões de 2024, com crescimento de volumes em denim e em tecidos para uniformes profissionais. O EBITDA ajustado somou R$ 201,3 milhões (2024: R$ 148,9 milhões), com margem de 13,6%. Após o prejuízo de R$ 12,4 milhões registrado em 2024, a companhia voltou ao lucro, com lucro líquido de R$ 48,7 milhões.",
    ),
    (
        "p",
        "A produção de tecidos chegou a 58.240 toneladas (2024: 55.910 toneladas) e as exportações representaram 22% da receita líquida, principalmente para Argentina, Chile e Estados Unidos. Encerramos o ano com 5.430 colaboradores (2024: 5.612), após a automação da fiação de Gaspar.",
    ),
    (
        "p",
        "A dívida líquida caiu para R$ 312,8 milhões, equivalente a 1,55 vez o EBITDA ajustado (2024: 2,41 vezes). O Conselho de Administração propôs dividendos de R$ 11,6 milhões, o mínimo obrigatório de 25% do lucro líquido ajustado.",
    ),
    ("h", "Demonstração do resultado"),
    (
        "t",
        """
R$ milhões                               2025          2024
Receita líquida                       1.482,6       1.397,1
Custo dos produtos vendidos          (1.143,9)     (1.118,4)
Lucro bruto                             338,7         278,7
Despesas com vendas e administrativas  (184,2)       (179,6)
Outras receitas (despesas)               (8,6)         (4,4)
Resultado financeiro                    (71,6)        (86,3)
Imposto de renda e contribuição social  (25,6)         (20,8)
Lucro (prejuízo) líquido                 48,7         (12,4)
""",
    ),
    ("h", "Indicadores"),
    (
        "t",
        """
                                         2025          2024
EBITDA ajustado                         201,3         148,9
Margem EBITDA ajustada (%)               13,6          10,7
Produção de tecidos (t)                58.240        55.910
Colaboradores                           5.430         5.612
Dívida líquida                          312,8         358,9
Dívida líquida / EBITDA ajustado (x)     1,55          2,41
""",
    ),
    (
        "note",
        "EBITDA ajustado exclui efeitos não recorrentes, como a baixa contábil de teares desativados em Gaspar (R$ 7,9 milhões em 2025). Valores entre parênteses são negativos.",
    ),
    ("h", "Investimentos, pessoas e governança"),
    (
        "p",
        "Os investimentos somaram R$ 84,2 milhões (2024: R$ 71,5 milhões), com destaque para 96 teares a jato de ar na unidade de Indaial e para a nova estação de tratamento de efluentes de Blumenau. A taxa de frequência de acidentes com afastamento caiu para 1,8 por milhão de horas trabalhadas (2024: 2,6). O Conselho de Administração passou a ter sete membros, três deles independentes, e a companhia aderiu ao segmento Novo Mercado da B3 em setembro.",
    ),
    ("h", "Perspectivas"),
    (
        "p",
        "Para 2026, a companhia projeta receita líquida entre R$ 1,55 bilhão e R$ 1,62 bilhão e investimentos de R$ 95 milhões, sem considerar a aquisição anunciada em janeiro de 2026.",
    ),
]

# ---------------------------------------------------------------------------
# lindeboom: Dutch publisher, EUR (Dutch)
# ---------------------------------------------------------------------------
DOCS["lindeboom/docs/jaarverslag-2025.pdf"] = [
    ("title", "Uitgeverij De Lindeboom N.V. - Jaarverslag 2025"),
    ("sub", "Amersfoort - Bedragen in miljoenen euro, tenzij anders vermeld"),
    ("h", "Verslag van de directie"),
    (
        "p",
        "De omzet steeg in 2025 met 6,9% naar EUR 212,4 miljoen (2024: EUR 198,7 miljoen). De EBITA kwam uit op EUR 24,1 miljoen (2024: EUR 21,5 miljoen) en de nettowinst op EUR 15,3 miljoen (2024: EUR 13,8 miljoen). Het aantal medewerkers was gemiddeld 1.035 fte (2024: 1.012 fte).",
    ),
    (
        "p",
        "De omzet van Educatief steeg door de invoering van de nieuwe rekenmethode Rekenrijk Plus op 1.140 basisscholen en door hogere licentieprijzen voor digitaal lesmateriaal. Vakinformatie bleef nagenoeg stabiel; de groei van de juridische databank compenseerde de daling van gedrukte tijdschriften. Bij Fictie & non-fictie verkochten wij 4,2 miljoen boeken (2024: 4,0 miljoen), met drie titels in de jaarlijkse top-10 van de CPNB.",
    ),
    (
        "p",
        "Over alle segmenten heen was 34% van de omzet digitaal (e-books, luisterboeken, online lesmethoden en abonnementen), tegen 31% in 2024. Het segment Digitale abonnementen omvat alleen de consumentendiensten Lindeboom Lezen en Lindeboom Luister.",
    ),
    ("h", "Omzet en resultaat per segment"),
    (
        "t",
        """
EUR miljoen                          2025       2024
Omzet
  Educatief                          88,6       79,9
  Vakinformatie                      61,2       60,4
  Fictie & non-fictie                44,9       42,7
  Digitale abonnementen              17,7       15,7
Totaal omzet                        212,4      198,7
EBITA                                24,1       21,5
EBITA-marge (%)                      11,3       10,8
Nettowinst                           15,3       13,8
""",
    ),
    (
        "note",
        "EBITA: resultaat voor rente, belastingen en amortisatie van immateriële activa uit overnames.",
    ),
    ("h", "Papier en duurzaamheid"),
    (
        "p",
        "Wij gebruikten 9.860 ton papier (2024: 10.410 ton), waarvan 96% FSC-gecertificeerd. De CO2-uitstoot in scope 1 en 2 daalde tot 1.214 ton (2024: 1.388 ton).",
    ),
    ("h", "Dividend en balans"),
    (
        "p",
        "De directie stelt een dividend voor van EUR 0,84 per aandeel (2024: EUR 0,76), in lijn met het beleid om 50% van de nettowinst uit te keren. De solvabiliteit bedroeg eind 2025 48,6% (eind 2024: 46,9%) en de netto schuld daalde naar EUR 18,2 miljoen. In 2025 werd EUR 6,4 miljoen geïnvesteerd in het nieuwe digitale leerplatform en EUR 2,1 miljoen in de vernieuwing van het distributiecentrum in Culemborg.",
    ),
    ("h", "Risico's"),
    (
        "p",
        "De belangrijkste risico's zijn de papierprijs, die in 2025 met 7% daalde maar sterk kan schommelen, de afhankelijkheid van overheidsbudgetten voor lesmateriaal, en de opkomst van generatieve AI, die zowel de vraag naar naslagwerken als de bescherming van auteursrechten raakt. Lindeboom heeft in 2025 met 212 auteurs afspraken gemaakt over het gebruik van hun werk voor AI-training, die alleen met uitdrukkelijke toestemming is toegestaan.",
    ),
    ("h", "Vooruitzichten"),
    (
        "p",
        "Voor 2026 verwacht de directie een omzet tussen EUR 220 miljoen en EUR 228 miljoen en een EBITA-marge van circa 11%. Het eerste halfjaar is traditioneel zwakker, omdat de scholen hun lesmateriaal vooral in juli en augustus bestellen.",
    ),
]

# ---------------------------------------------------------------------------
# montcervin-university: Swiss university, CHF (French)
# ---------------------------------------------------------------------------
DOCS["montcervin-university/docs/rapport-annuel-2025.pdf"] = [
    ("title", "Université de Montcervin - Rapport annuel 2025"),
    ("sub", "Montants en millions de francs suisses (CHF), sauf indication contraire"),
    ("h", "Message du Rectorat"),
    (
        "p",
        "En 2025, les charges totales de l'Université se sont élevées à CHF 1 184,2 millions (2024 : CHF 1 142,6 millions). Les produits ont atteint CHF 1 191,8 millions, dégageant un excédent de CHF 7,6 millions, après un déficit de CHF 3,1 millions en 2024. Les fonds de tiers (Fonds national suisse, Innosuisse, Union européenne et mandats privés) ont atteint CHF 312,5 millions (2024 : CHF 296,8 millions), un record.",
    ),
    (
        "p",
        "L'Université comptait 16 842 étudiantes et étudiants au semestre d'automne 2025 (2024 : 16 215), dont 27,4 % venant de l'étranger. Le personnel représentait 6 210 équivalents plein temps (EPT), dont 742 professeures et professeurs. Le nouveau bâtiment des sciences de la vie, Géode, a été inauguré en septembre.",
    ),
    ("h", "Compte de résultats"),
    (
        "t",
        """
CHF millions                              2025          2024
Subvention cantonale                     598,4         586,0
Contribution fédérale (LEHE)             214,0         209,3
Fonds de tiers                           312,5         296,8
Taxes d'études                            21,9          21,2
Autres produits                           45,0          26,2
Total des produits                     1 191,8       1 139,5
Charges de personnel                    (842,7)       (815,9)
Charges de fonctionnement               (281,3)       (270,8)
Amortissements                           (60,2)        (55,9)
Total des charges                     (1 184,2)     (1 142,6)
Résultat de l'exercice                     7,6          (3,1)
""",
    ),
    (
        "p",
        "Les fonds de tiers 2025 se répartissent comme suit : Fonds national suisse CHF 121,4 millions, Union européenne CHF 58,7 millions, Innosuisse CHF 22,9 millions, mandats privés et fondations CHF 109,5 millions. Ces montants correspondent aux fonds utilisés dans l'exercice et non aux subsides accordés, qui portent souvent sur trois ou quatre ans.",
    ),
    (
        "note",
        "Les autres produits 2025 comprennent un legs exceptionnel de CHF 14,0 millions en faveur de la Faculté de médecine.",
    ),
    ("h", "Indicateurs"),
    (
        "t",
        """
                                          2025          2024
Étudiantes et étudiants                 16 842        16 215
  dont doctorantes et doctorants         2 318         2 247
Diplômes de master délivrés              2 106         2 034
Personnel (EPT)                          6 210         6 072
Surface utile (m2)                     412 600       389 900
""",
    ),
    ("h", "Investissements et infrastructures"),
    (
        "p",
        "Les investissements se sont élevés à CHF 96,3 millions (2024 : CHF 118,7 millions), dont CHF 41,5 millions pour l'achèvement du bâtiment Géode et CHF 12,8 millions pour le renouvellement du centre de calcul. La consommation d'énergie a diminué de 4,6 % grâce au raccordement du campus de la Riaz au chauffage à distance.",
    ),
    ("h", "Perspectives"),
    (
        "p",
        "Le budget 2026 a été adopté par le Conseil d'État en décembre 2025. La convention d'objectifs 2025-2028 prévoit une hausse de la subvention cantonale de 2 % par an et la création de 40 postes de professeurs en intelligence artificielle, en santé publique et en transition énergétique.",
    ),
]

# ---------------------------------------------------------------------------
# kingsmere-athletic: English football club, GBP, year ended 30 June
# ---------------------------------------------------------------------------
DOCS["kingsmere-athletic/docs/annual-report-2024-25.pdf"] = [
    (
        "title",
        "Kingsmere Athletic Football Club Limited - Annual Report and Financial Statements 2024-25",
    ),
    ("sub", "For the year ended 30 June 2025 - Registered in England No. 00041877"),
    ("h", "Strategic report"),
    (
        "p",
        "Revenue increased by 13.7% to £184.6m (2023-24: £162.3m), driven by broadcasting income after the men's first team finished 7th in the Premier League and reached the FA Cup semi-final. Wages and salaries rose to £131.9m (2023-24: £123.4m), bringing the wages-to-revenue ratio down to 71.5% (2023-24: 76.0%). The operating loss before player trading narrowed to £8.4m (2023-24: £21.7m).",
    ),
    (
        "p",
        "Profit on disposal of players' registrations was £46.3m (2023-24: £28.9m), mainly from the sale of two academy graduates, and the club recorded a profit before tax of £22.1m (2023-24: loss of £9.6m). Net debt at 30 June 2025 was £96.0m (2024: £104.5m), including the £60.0m stadium loan.",
    ),
    (
        "p",
        "Average league attendance at Marsh Lane was 38,412 (2023-24: 37,905) in a stadium with a capacity of 40,250, and the women's team averaged 6,870 spectators in the Women's Super League.",
    ),
    ("h", "Summary income statement"),
    (
        "t",
        """
£m                                             2024-25     2023-24
Matchday                                          41.2        38.9
Broadcasting                                      98.7        84.6
Commercial                                        44.7        38.8
Revenue                                          184.6       162.3
Wages and salaries                              (131.9)     (123.4)
Other operating expenses                         (61.1)      (60.6)
Operating loss before player trading              (8.4)      (21.7)
Amortisation of player registrations             (12.6)      (14.3)
Profit on disposal of player registrations        46.3        28.9
Net finance costs                                 (3.2)       (2.5)
Profit/(loss) before tax                          22.1        (9.6)
""",
    ),
    (
        "note",
        "Operating loss before player trading excludes amortisation and profit on disposal of player registrations. Amounts in brackets are negative.",
    ),
    ("h", "Other key performance indicators"),
    (
        "t",
        """
                                               2024-25     2023-24
Average league attendance                       38,412      37,905
Season-ticket holders                           28,100      27,650
Wages-to-revenue ratio (%)                        71.5        76.0
Net debt (£m)                                     96.0       104.5
Average number of employees                        742         718
""",
    ),
    ("h", "Principal risks"),
    (
        "p",
        "The club's revenue depends heavily on league position and on the central broadcasting contracts. The Premier League's squad cost rules limit spending on wages, transfers and agents' fees to 85% of football revenue plus net profit on player sales; the club's ratio for 2024-25 was 78%. The board targets a wages-to-revenue ratio below 65% by 2027-28.",
    ),
]


def main() -> None:
    for rel_path, blocks in DOCS.items():
        path = build(rel_path, blocks)
        print(f"wrote {path.relative_to(HERE)}")


if __name__ == "__main__":
    main()
