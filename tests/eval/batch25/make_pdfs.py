# ruff: noqa: E501
"""Regenerate every PDF of evaluation batch 25 with reportlab (deterministic, invariant=1).

Body text is set in Helvetica, tables as space-aligned Courier lines, Latin-1 only.
Run: /work/main/.venv/bin/python /work/batch25/make_pdfs.py
"""

from __future__ import annotations

from pathlib import Path

from reportlab.lib.pagesizes import A4
from reportlab.lib.utils import simpleSplit
from reportlab.pdfgen import canvas

ROOT = Path(__file__).resolve().parent
PDFS: dict[str, dict] = {}

LEFT = 56
TOP = A4[1] - 60
BOTTOM = 60
WIDTH = A4[0] - 2 * LEFT


def render(path: Path, spec: dict) -> None:
    """Write one PDF. spec = {"title": str, "blocks": [(kind, payload), ...]}."""
    path.parent.mkdir(parents=True, exist_ok=True)
    c = canvas.Canvas(str(path), pagesize=A4, invariant=1)
    c.setTitle(spec["title"])
    c.setAuthor(spec.get("author", ""))
    y = TOP

    def need(height: float) -> None:
        nonlocal y
        if y - height < BOTTOM:
            c.showPage()
            y = TOP

    need(30)
    c.setFont("Helvetica-Bold", 15)
    for line in simpleSplit(spec["title"], "Helvetica-Bold", 15, WIDTH):
        c.drawString(LEFT, y, line)
        y -= 20
    y -= 6
    for kind, payload in spec["blocks"]:
        if kind == "h":
            need(30)
            y -= 6
            c.setFont("Helvetica-Bold", 11.5)
            c.drawString(LEFT, y, payload)
            y -= 18
        elif kind == "p":
            lines = simpleSplit(payload, "Helvetica", 10, WIDTH)
            for line in lines:
                need(14)
                c.setFont("Helvetica", 10)
                c.drawString(LEFT, y, line)
                y -= 13.5
            y -= 6
        elif kind == "t":
            rows = payload
            need(12 * min(len(rows), 6))
            for row in rows:
                need(12)
                c.setFont("Courier", 8.6)
                c.drawString(LEFT, y, row)
                y -= 11.5
            y -= 8
        else:
            raise ValueError(kind)
    c.showPage()
    c.save()


def main() -> None:
    for rel, spec in PDFS.items():
        for _kind, payload in spec["blocks"]:
            text = payload if isinstance(payload, str) else "\n".join(payload)
            text.encode("latin-1")  # PDFs must stay Latin-1
        spec["title"].encode("latin-1")
        render(ROOT / rel, spec)
        print("wrote", rel)


# --- lace: Kantwerk Brugge cv ------------------------------------------------
PDFS["lace/docs/annual-report-2024.pdf"] = {
    "title": "Kantwerk Brugge cv - Annual Report 2024",
    "author": "Kantwerk Brugge cv",
    "blocks": [
        (
            "p",
            "Kantwerk Brugge cv is a cooperative of lacemakers from Bruges and the Meetjesland. It sells bobbin lace and needle lace made by its members, takes commissions for bridal veils and church textiles, runs a lace school and licenses its pattern archive to publishers. At 31 December 2024 the cooperative had 212 members (2023: 198), of whom 64 work for it at least three days a week.",
        ),
        ("h", "Letter from the chair"),
        (
            "p",
            "2024 was the third year of growth in a row. Revenue rose by 9.3% to EUR 4.82 million (2023: EUR 4.41 million), helped by strong demand for bridal commissions and by the web shop, which now accounts for almost half of lace sales. The school welcomed 762 course participants, more than ever before, and the waiting list for the beginners' course grew to 64 names by the end of the year.",
        ),
        (
            "p",
            "Our margins held up despite higher prices for linen thread. EBITDA increased to EUR 512 thousand and the net result to EUR 251 thousand. The General Assembly will be asked to approve a dividend of EUR 12 per share, unchanged, and to allocate the remainder to the reserve for the new school.",
        ),
        ("h", "Revenue and results"),
        (
            "p",
            "The table below shows revenue by activity and the main result lines for the last three years. All amounts are in thousands of euros.",
        ),
        (
            "t",
            [
                "(EUR thousand)                        2024      2023      2022",
                "------------------------------------------------------------",
                "Lace sales (shop and online)         2,114     1,987     1,802",
                "Bridal and church commissions        1,236     1,101       968",
                "Workshops and courses                  874       792       655",
                "Licensing and pattern books            596       530       471",
                "------------------------------------------------------------",
                "Total revenue                        4,820     4,410     3,896",
                "EBITDA                                 512       447       361",
                "EBIT                                   338       281       203",
                "Net result                             251       204       139",
            ],
        ),
        (
            "p",
            "Bridal and church commissions grew by 12.3%. The workroom completed 81 bridal veils and 17 pieces of church textile, among them a restored altar frontal for the Sint-Salvatorskathedraal. Income from workshops and courses rose by 10.4%, reflecting both higher participation and a modest fee increase.",
        ),
        ("h", "Members, apprentices and the school"),
        (
            "p",
            "The cooperative took on nine new apprentices in 2024. The three-year apprenticeship combines two days a week in the workroom with evening classes in lace history and design. Average hourly pay for member lacemakers rose to EUR 17.40 (2023: EUR 16.80).",
        ),
        (
            "p",
            "The lease on the Spinolarei building, where the school has been housed since 1987, ends in June 2025. In December the board signed a twenty-year lease for premises at the Sint-Annarei. The move will be financed from the reserve for the new school, which stood at EUR 286 thousand at year end.",
        ),
        ("h", "Outlook"),
        (
            "p",
            "For 2025 the board targets revenue of EUR 5.1 million and a further ten apprentices. The one-off cost of moving the school, estimated at EUR 180 thousand, will weigh on the result for the first half of 2025.",
        ),
        ("h", "Key non-financial figures"),
        (
            "t",
            [
                "                                      2024      2023",
                "----------------------------------------------------",
                "Members at 31 December                 212       198",
                "Apprentices started                      9         7",
                "Course participants                    762       694",
                "Beginner kits sold                   3,020     2,310",
                "Countries served by the web shop        29        24",
            ],
        ),
        ("p", "Bruges, 14 March 2025. The Board of Directors of Kantwerk Brugge cv."),
    ],
}

# --- glacier: Jokull Leidsogn hf. (Latin-1 has o-umlaut and eth) -------------
PDFS["glacier/docs/annual-report-2024.pdf"] = {
    "title": "Jökull Leiðsögn hf. - Annual Report 2024",
    "author": "Jökull Leiðsögn hf.",
    "blocks": [
        (
            "p",
            "Jökull Leiðsögn hf. guides visitors onto Vatnajökull, Europe's largest ice cap, from its base in Höfn and its summer station at Skaftafell. The company offers guided glacier walks, ice-cave tours in winter, snowmobile trips on Skálafellsjökull and private charters for film crews and research groups.",
        ),
        ("h", "The year in brief"),
        (
            "p",
            "We welcomed 61,400 guests in 2024, 11.8% more than the 54,900 of 2023. Revenue grew by 14.8% to ISK 2,184 million (2023: ISK 1,902 million). Ice-cave tours again made the largest contribution to growth, with revenue up 19.2%. Operating costs rose less quickly than revenue, so EBITDA increased to ISK 512 million (2023: ISK 437 million), an EBITDA margin of 23.4%.",
        ),
        (
            "p",
            "Operating profit (EBIT) was ISK 298 million, against ISK 241 million a year earlier; depreciation rose because we bought three super jeeps and eight snowmobiles. Net profit was ISK 203 million (2023: ISK 162 million).",
        ),
        ("h", "Revenue by product"),
        (
            "t",
            [
                "(ISK million)                    2024        2023      Change",
                "------------------------------------------------------------",
                "Glacier walks                     842         751       12.1%",
                "Ice-cave tours                    713         598       19.2%",
                "Snowmobile tours                  421         379       11.1%",
                "Private charters                  208         174       19.5%",
                "------------------------------------------------------------",
                "Total revenue                   2,184       1,902       14.8%",
                "EBITDA                            512         437       17.2%",
                "Depreciation and amortisation    (214)       (196)",
                "EBIT                              298         241       23.7%",
                "Net financial items                (41)        (39)",
                "Income tax                         (54)        (40)",
                "Net profit                        203         162       25.3%",
            ],
        ),
        ("h", "Guests and seasons"),
        (
            "p",
            "Summer remains our main season: 68% of guests came between May and September. Glacier walks are capped at 12 guests per guide, and on the busiest days in July we ran 46 departures from Skaftafell. The winter ice-cave programme carried 19,800 guests in calendar 2024 (2023: 17,400).",
        ),
        ("h", "People"),
        (
            "p",
            "The company employed an average of 96 full-time equivalents in 2024 (2023: 88), including 52 certified glacier guides in the summer season. We paid ISK 41 million for guide training and certification.",
        ),
        ("h", "Safety"),
        (
            "p",
            "No guest suffered a serious injury on our tours in 2024. Every incident, however small, is reviewed by the safety committee of the board within a week, and the findings are shared with all guides before the next departure. In the summer we added a second radio relay on Skaftafellsjökull so that every group on the ice is in contact with the base at all times, and we now carry satellite messengers on all snowmobile trips.",
        ),
        ("h", "Environment"),
        (
            "p",
            "Our vehicles used 447,500 litres of diesel in 2024 (2023: 412,000 litres), more than before because we carried more guests and drove longer routes to the ice caves. Two super jeeps now run on renewable HVO diesel, and we are testing an electric minibus for transfers between Höfn and the glacier car parks. Guests pay a voluntary contribution of ISK 500 to the Vatnajökull National Park trail fund, which raised ISK 14 million in 2024.",
        ),
        ("h", "Risks"),
        (
            "p",
            "The glaciers we work on are retreating, and the ice caves change every winter; each cave is inspected by a glaciologist before it is opened to guests. A strong krona makes Iceland more expensive for visitors, and eruptions on the Reykjanes peninsula have led some travellers to postpone trips even though our operations are far away. We insure against cancellations caused by natural hazards where cover is available.",
        ),
        ("h", "Dividend and outlook"),
        (
            "p",
            "The board proposes a dividend of ISK 80 million (2023: ISK 60 million). For 2025 we aim to welcome more than 65,000 guests. The late start of the 2024/25 ice-cave season will be visible in the first quarter, but bookings for the summer are ahead of last year.",
        ),
        (
            "p",
            "Höfn, 6 March 2025. Board of Directors: Halldór Björnsson (chair), Sigríður Ólafsdóttir (CFO), Þórunn Gísladóttir.",
        ),
    ],
}

# --- azulejo: Fabrica de Azulejos Ribeira S.A. (Portuguese, decimal comma) ---
PDFS["azulejo/docs/relatorio-e-contas-2024.pdf"] = {
    "title": "Fábrica de Azulejos Ribeira S.A. - Relatório e Contas 2024",
    "author": "Fábrica de Azulejos Ribeira S.A.",
    "blocks": [
        (
            "p",
            "A Fábrica de Azulejos Ribeira S.A. produz azulejos pintados à mão e azulejos de produção em série na sua fábrica de Sacavém, restaura revestimentos cerâmicos históricos e mantém uma loja e um programa de visitas guiadas à fábrica. Fundada em 1921, a empresa emprega 143 pessoas.",
        ),
        ("h", "Mensagem do Conselho de Administração"),
        (
            "p",
            "Em 2024 o volume de negócios cresceu 9,9%, para 14,86 milhões de euros (2023: 13,52 milhões de euros). O crescimento foi sustentado pela procura de azulejo pintado à mão para hotelaria e habitação em Lisboa e no Porto e pelos contratos de restauro de património, cuja receita aumentou 13,9%. As exportações representaram 8,91 milhões de euros, ou seja 60,0% do volume de negócios, com destaque para França, Brasil e Estados Unidos.",
        ),
        (
            "p",
            "O EBITDA atingiu 2,31 milhões de euros, com uma margem de 15,5%, e o resultado líquido foi de 1,03 milhões de euros (2023: 0,85 milhões de euros). O Conselho propõe a distribuição de um dividendo de 0,40 euros por ação.",
        ),
        ("h", "Volume de negócios e resultados"),
        (
            "p",
            "O quadro seguinte apresenta o volume de negócios por atividade e os principais resultados dos últimos três exercícios, em milhares de euros.",
        ),
        (
            "t",
            [
                "(milhares de euros)                    2024       2023       2022",
                "----------------------------------------------------------------",
                "Azulejo pintado à mão                 6.318      5.702      5.011",
                "Azulejo de produção em série          4.977      4.640      4.268",
                "Restauro de património                2.146      1.884      1.617",
                "Loja, visitas e oficinas              1.421      1.292      1.208",
                "----------------------------------------------------------------",
                "Volume de negócios                   14.862     13.518     12.104",
                "EBITDA                                2.307      1.996      1.702",
                "Resultado operacional (EBIT)          1.412      1.158        931",
                "Resultado líquido                     1.027        846        655",
            ],
        ),
        ("h", "Produção e investimento"),
        (
            "p",
            "A fábrica produziu 312 mil azulejos em 2024 (2023: 288 mil), dos quais 41 mil pintados à mão. O novo forno elétrico, que custou 1,2 milhões de euros e entrou em funcionamento em outubro, reduzirá o consumo de gás natural em cerca de 35%. O investimento total do exercício foi de 1,74 milhões de euros.",
        ),
        ("h", "Pessoas"),
        (
            "p",
            "No final de 2024 a empresa tinha 143 trabalhadores (2023: 137), dos quais 38 pintores. A Escola de Pintura Ribeira formou nove novos pintores de azulejo, e o salário médio aumentou 6,1%.",
        ),
        ("h", "Perspetivas"),
        (
            "p",
            "Para 2025 a administração prevê um crescimento do volume de negócios entre 6% e 8% e uma margem EBITDA acima de 15%. A carteira de encomendas de restauro ascendia a 2,9 milhões de euros em 31 de dezembro de 2024.",
        ),
        (
            "p",
            "Sacavém, 20 de março de 2025. O Conselho de Administração: Teresa Ribeira Matos (presidente), João Paulo Serrão, Inês Caldeira.",
        ),
    ],
}

# --- pickle: Sharda Achaar Udyog Ltd (India, crore/lakh, FY April-March) -------
PDFS["pickle/docs/annual-report-fy2024-25.pdf"] = {
    "title": "Sharda Achaar Udyog Limited - Annual Report 2024-25",
    "author": "Sharda Achaar Udyog Limited",
    "blocks": [
        (
            "p",
            "Sharda Achaar Udyog Limited makes pickles, chutneys, preserves, ready spice mixes and papads at its plants in Ratnagiri and Kolhapur, Maharashtra. The Company's financial year runs from 1 April to 31 March; this report covers the year ended 31 March 2025 (FY2024-25).",
        ),
        ("h", "Directors' Report - Financial highlights"),
        (
            "p",
            "Revenue from operations rose 11.8% to Rs. 412.6 crore in FY2024-25 (FY2023-24: Rs. 368.9 crore). EBITDA was Rs. 58.3 crore, a margin of 14.1%, and profit after tax was Rs. 31.2 crore (FY2023-24: Rs. 26.4 crore). The Board has recommended a final dividend of Rs. 3.50 per equity share of Rs. 10 each.",
        ),
        (
            "t",
            [
                "Segment revenue (Rs. in crore)       FY2024-25   FY2023-24   FY2022-23",
                "---------------------------------------------------------------------",
                "Pickles                                  238.4       214.7       190.2",
                "Chutneys and preserves                    86.9        77.3        69.8",
                "Ready spice mixes                         61.5        52.6        44.1",
                "Papads                                    25.8        24.3        22.5",
                "---------------------------------------------------------------------",
                "Revenue from operations                  412.6       368.9       326.6",
                "EBITDA                                    58.3        49.1        41.7",
                "Profit after tax                          31.2        26.4        21.9",
            ],
        ),
        (
            "p",
            "Pickles grew 11.0%, led by mango and lime pickle in modern retail and quick-commerce channels. Ready spice mixes grew fastest, by 16.9%, after the launch of six regional masala blends. Export sales to the Gulf, the United Kingdom and North America were Rs. 71.4 crore, or 17.3% of revenue.",
        ),
        ("h", "Raw materials"),
        (
            "p",
            "The Company bought 21,600 tonnes of raw mango during the 2024 season (2023 season: 19,850 tonnes), almost all of it directly from 3,900 farmers in the Konkan belt under forward-price contracts. Mustard oil prices fell about 8% during the year, which helped the gross margin in the second half.",
        ),
        ("h", "People"),
        (
            "p",
            "The Company had 1,842 permanent employees on 31 March 2025 (31 March 2024: 1,716), 61% of them women. In addition about 2,300 seasonal workers are engaged during the mango cutting season from April to June.",
        ),
        ("h", "Corporate social responsibility"),
        (
            "p",
            "The CSR obligation for the year under Section 135 of the Companies Act, 2013 was Rs. 52,80,000. The Company spent Rs. 1,86,40,000 on CSR projects during FY2024-25, mainly on drinking-water schemes and girls' hostels in Ratnagiri district, well above the statutory minimum.",
        ),
        ("h", "Quality and food safety"),
        (
            "p",
            "Both plants hold FSSC 22000 certification and were audited without major non-conformities during the year. We reduced the salt content of our lime and mixed-vegetable pickles by about 12% without preservatives, after consumer research showed that younger buyers look for lower-salt options. All glass jars are now sourced from suppliers within 300 kilometres of our plants.",
        ),
        ("h", "Risks and concerns"),
        (
            "p",
            "The main risks for the Company are the size and timing of the mango crop, which depends on the monsoon and on unseasonal rain during flowering, the price of edible oils, and competition from regional brands in quick-commerce channels. The Company manages raw-material risk through forward contracts with farmers and by holding up to four months of oil inventory.",
        ),
        ("h", "Outlook"),
        (
            "p",
            "The Nashik plant is due to be commissioned in June 2025 and will add about 12,000 tonnes of annual capacity. The Board has set an ambition of Rs. 475 crore revenue from operations for FY2025-26.",
        ),
        (
            "p",
            "For and on behalf of the Board of Directors. Ratnagiri, 22 May 2025. Vasudha Sathe, Chairperson and Managing Director. Anil Kulkarni, Chief Financial Officer.",
        ),
    ],
}

# --- pens: Plumier Ecritures SA (Swiss, apostrophe grouping) -----------------
PDFS["pens/docs/annual-report-2024.pdf"] = {
    "title": "Plumier Écritures SA - Annual Report 2024",
    "author": "Plumier Écritures SA",
    "blocks": [
        (
            "p",
            "Plumier Écritures SA designs and makes fountain pens, rollerballs and writing inks in La Chaux-de-Fonds, Switzerland. Every gold nib is cut, ground and tested in our own atelier. The company was founded in 1932 by the engraver Émile Plumier and has been owned by the Plumier and Berset families ever since.",
        ),
        ("h", "Report of the Board"),
        (
            "p",
            "Net sales rose by 5.4% to CHF 38.64 million in 2024 (2023: CHF 36.66 million). Fountain pens, which make up almost two thirds of sales, grew by 6.7%, helped by the Vallée limited edition and by strong demand from Japan and South Korea. Sales of ballpoints and rollerballs declined slightly, as we had expected after the end of the corporate gifts contract with a large insurance group.",
        ),
        (
            "p",
            "Operating profit (EBIT) increased to CHF 4.83 million, an EBIT margin of 12.5% (2023: 10.9%). Net profit was CHF 3.61 million. The Board proposes an unchanged dividend of CHF 45 per registered share.",
        ),
        ("h", "Key figures"),
        ("p", "Figures in the table are in CHF thousand."),
        (
            "t",
            [
                "CHF thousand                      2024        2023      Change",
                "-------------------------------------------------------------",
                "Fountain pens                   24'310      22'780       6.7%",
                "Ballpoints and rollerballs       7'420       7'610      -2.5%",
                "Inks and refills                 4'180       3'820       9.4%",
                "Repairs and servicing            2'730       2'450      11.4%",
                "-------------------------------------------------------------",
                "Net sales                       38'640      36'660       5.4%",
                "EBITDA                           6'920       6'010      15.1%",
                "EBIT                             4'830       3'990      21.1%",
                "Net profit                       3'610       2'940      22.8%",
                "Employees (FTE, 31 December)       187         179",
            ],
        ),
        ("h", "Markets"),
        (
            "p",
            "Switzerland accounted for 22% of net sales, the rest of Europe for 31%, Asia for 34% and the Americas for 13%. Japan became our largest export market, overtaking Germany. We opened a shop-in-shop at a department store in Seoul in October.",
        ),
        ("h", "Atelier and investment"),
        (
            "p",
            "The atelier produced 27'640 gold nibs in 2024 (2023: 25'900). We invested CHF 2.1 million, mainly in a new five-axis grinding machine for nib tipping and in the renovation of the ink laboratory. The pension fund remains well funded with a coverage ratio of 114%.",
        ),
        ("h", "Sustainability"),
        (
            "p",
            "All our inks are now made without preservatives of the isothiazolinone family, and the ink laboratory runs on electricity from the municipal hydroelectric supply. We collect used converters and cartridges through our retailers and recycle the plastic in Switzerland. The atelier's water consumption fell by 18% after we installed a closed-loop cooling circuit for the grinding machines.",
        ),
        ("h", "People and training"),
        (
            "p",
            "We trained six apprentices as writing-instrument makers and polymechanics during the year. Staff turnover remained low at 4.3%. In October we introduced a fourth week of paid leave for all employees over the age of 50 in addition to the statutory entitlement.",
        ),
        ("h", "Risks"),
        (
            "p",
            "The main risks for the company are the strength of the Swiss franc, the price of gold, which rose by more than a quarter during the year, and our dependence on a small number of distributors in Asia. We hedge about half of our expected yen and euro receipts for twelve months ahead and buy gold for nibs monthly.",
        ),
        ("h", "Outlook"),
        (
            "p",
            "For 2025 we expect net sales growth in the low single digits, with the strong Swiss franc weighing on export prices. We will launch the Lac de Joux limited edition in spring.",
        ),
        (
            "p",
            "La Chaux-de-Fonds, 27 February 2025. For the Board of Directors: Claire Berset-Plumier, Chair; Olivier Ducommun, CEO.",
        ),
    ],
}

# --- prams: Wiegand Kinderwagen GmbH (German, FY Oct-Sep, Tsd. EUR) ----------
PDFS["prams/docs/geschaeftsbericht-2023-24.pdf"] = {
    "title": "Wiegand Kinderwagen GmbH - Geschäftsbericht 2023/24",
    "author": "Wiegand Kinderwagen GmbH",
    "blocks": [
        (
            "p",
            "Die Wiegand Kinderwagen GmbH mit Sitz in Coburg entwickelt und fertigt Kombikinderwagen, Buggys, Autokindersitze und Zubehör. Das Geschäftsjahr beginnt am 1. Oktober und endet am 30. September. Dieser Bericht umfasst das Geschäftsjahr 2023/24 (1. Oktober 2023 bis 30. September 2024).",
        ),
        ("h", "Brief der Geschäftsführung"),
        (
            "p",
            "Im Geschäftsjahr 2023/24 steigerten wir den Umsatz um 5,8 % auf 86,4 Mio. EUR (Vorjahr: 81,7 Mio. EUR). Während der deutsche Markt für Kinderwagen laut Branchenverband um 2,1 % schrumpfte, steigerte Wiegand seinen Inlandsumsatz um 3,2 % auf 48,1 Mio. EUR. Der Auslandsumsatz wuchs um 9,1 % auf 38,3 Mio. EUR; wichtigste Exportmärkte waren Österreich, die Schweiz, Frankreich und Schweden.",
        ),
        (
            "p",
            "Das EBITDA erhöhte sich auf 6,12 Mio. EUR, das operative Ergebnis (EBIT) auf 2,79 Mio. EUR. Wegen des Verlusts aus dem Verkauf unserer tschechischen Beteiligung Babyland s.r.o. in Höhe von 3,6 Mio. EUR, der im Finanzergebnis ausgewiesen wird, schließt das Geschäftsjahr mit einem Jahresfehlbetrag von 1,84 Mio. EUR ab.",
        ),
        ("h", "Umsatz und Ergebnis"),
        ("p", "Angaben in Tsd. EUR; Klammerwerte sind negativ."),
        (
            "t",
            [
                "Tsd. EUR                            GJ 2023/24    GJ 2022/23",
                "-----------------------------------------------------------",
                "Kombikinderwagen                        41.260        39.870",
                "Buggys und Sportwagen                   19.840        17.920",
                "Autokindersitze                         12.470        11.650",
                "Zubehör und Ersatzteile                 12.830        12.260",
                "-----------------------------------------------------------",
                "Umsatzerlöse                            86.400        81.700",
                "EBITDA                                   6.120         5.480",
                "EBIT                                     2.790         2.310",
                "Finanzergebnis                          (4.210)         (640)",
                "Ertragsteuern                             (420)         (650)",
                "Jahresergebnis                          (1.840)        1.020",
            ],
        ),
        (
            "p",
            "Buggys und Sportwagen legten mit 10,7 % am stärksten zu, getragen vom neuen faltbaren Modell Wiegand Flink. Kombikinderwagen wuchsen um 3,5 %. Der Bereich Autokindersitze profitierte von der neuen Norm UN R129, auf die wir alle Modelle bereits 2022 umgestellt hatten.",
        ),
        ("h", "Produktion und Mitarbeiter"),
        (
            "p",
            "Im Werk Coburg wurden 61.200 Kinderwagen und Buggys montiert. Zum 30. September 2024 beschäftigte das Unternehmen 412 Mitarbeiterinnen und Mitarbeiter (Vorjahr: 436); der Rückgang ergibt sich aus dem Verkauf von Babyland s.r.o. Die Investitionen betrugen 3,4 Mio. EUR, vor allem in eine neue Pulverbeschichtungsanlage.",
        ),
        ("h", "Nachhaltigkeit"),
        (
            "p",
            "Seit dem Geschäftsjahr 2023/24 bieten wir für alle Kombikinderwagen ein Rücknahme- und Aufbereitungsprogramm an: Gebrauchte Wiegand-Wagen werden im Werk Coburg geprüft, mit neuen Bezügen versehen und über unsere Händler als zertifizierte Gebrauchtwagen verkauft. Die neue Pulverbeschichtungsanlage arbeitet ohne Lösemittel. Der Anteil recycelten Aluminiums in unseren Gestellen lag bei 41 %.",
        ),
        ("h", "Risikobericht"),
        (
            "p",
            "Die wesentlichen Risiken sind die sinkende Zahl der Geburten in Deutschland und Österreich, steigende Rohstoffpreise für Aluminium und Textilien sowie die Abhängigkeit von wenigen großen Fachhandelsketten. Währungsrisiken bestehen vor allem im Schweden-Geschäft und werden teilweise durch Termingeschäfte abgesichert.",
        ),
        ("h", "Prognose"),
        (
            "p",
            "Für das Geschäftsjahr 2024/25 erwarten wir einen Umsatz zwischen 90 und 93 Mio. EUR und ein deutlich positives Jahresergebnis. Risiken sehen wir in der schwachen Geburtenentwicklung in Deutschland und in steigenden Aluminiumpreisen.",
        ),
        (
            "p",
            "Coburg, im Dezember 2024. Die Geschäftsführung: Katharina Wiegand, Jörg Baumgärtner.",
        ),
    ],
}

# --- tatami: Igusa Takumi Co., Ltd. (Japan, JPY million, FY ends 31 March) ---
PDFS["tatami/docs/annual-report-fy2024.pdf"] = {
    "title": "Igusa Takumi Co., Ltd. - Integrated Report FY2024 (year ended 31 March 2025)",
    "author": "Igusa Takumi Co., Ltd.",
    "blocks": [
        (
            "p",
            "Igusa Takumi Co., Ltd. makes tatami mats from igusa rush grown in the Yatsushiro plain of Kumamoto Prefecture, as well as washi-paper and resin tatami, tatami board cores and interior goods such as goza rugs and zabuton cushions. Our fiscal year runs from 1 April to 31 March; FY2024 is the year ended 31 March 2025 and FY2023 the year ended 31 March 2024.",
        ),
        ("h", "Message from the President"),
        (
            "p",
            "In FY2024 net sales increased 3.9% to 8,412 million yen. Demand for traditional igusa mats continued to decline as fewer new houses include a washitsu room, but washi and resin tatami, which are popular for modern living rooms, nursing homes and hotels abroad, grew 16.1%. Operating income rose to 436 million yen and ordinary income to 489 million yen, helped by dividends from our shareholding in a Kumamoto regional bank and by a gain on foreign exchange.",
        ),
        (
            "p",
            "The tatami board core business remained loss-making because of higher prices for polystyrene foam and wood fibre. We are reviewing this business and will report on our conclusions in the first half of FY2025.",
        ),
        ("h", "Consolidated results"),
        (
            "t",
            [
                "(Millions of yen)                       FY2024      FY2023",
                "                                     (to Mar 2025) (to Mar 2024)",
                "-----------------------------------------------------------",
                "Igusa tatami mats                        3,716       3,802",
                "Washi and resin tatami mats              2,684       2,311",
                "Tatami board cores                       1,148       1,205",
                "Interior goods                             864         778",
                "-----------------------------------------------------------",
                "Net sales                                8,412       8,096",
                "Operating income                           436         371",
                "Ordinary income                            489         402",
                "Profit attributable to owners of parent    318         265",
            ],
        ),
        (
            "p",
            "Igusa tatami mats: we sold 464,000 mats (FY2023: 489,000). Prices rose on average by about 3% because the cost of domestic rush increased after a poor harvest. Washi and resin tatami: exports to the United States, Australia and Europe reached 612 million yen, almost a quarter of the segment's sales.",
        ),
        ("h", "Igusa procurement and the farmers of Yatsushiro"),
        (
            "p",
            "Almost all of the domestically grown igusa in Japan comes from Yatsushiro. The number of growers has fallen steadily as farmers retire, and we now buy from fewer than 300 households. We pay a guaranteed minimum price per bundle and provide planting machines on loan, and in FY2024 we started a training programme for young farmers with the city of Yatsushiro.",
        ),
        ("h", "Employees"),
        (
            "p",
            "At 31 March 2025 the Group had 368 employees (31 March 2024: 379), including 74 certified tatami craftsmen (tatami-seisaku ginoshi).",
        ),
        ("h", "Forecast for FY2025"),
        (
            "p",
            "For FY2025 (year ending 31 March 2026) we forecast net sales of 8,700 million yen, operating income of 470 million yen and profit attributable to owners of parent of 330 million yen. The annual dividend is planned at 40 yen per share (FY2024: 36 yen).",
        ),
        (
            "p",
            "Yatsushiro, Kumamoto, June 2025. Kenji Morinaga, Representative Director and President.",
        ),
    ],
}

# --- sleddog: Nordlys Hundekjoring AS (Norwegian, space grouping, NOK 1 000) --
PDFS["sleddog/docs/arsrapport-2024.pdf"] = {
    "title": "Nordlys Hundekjøring AS - Årsrapport 2024",
    "author": "Nordlys Hundekjøring AS",
    "blocks": [
        (
            "p",
            "Nordlys Hundekjøring AS driver hundesledeturer, nordlysturer og en enkel lodge ved Tana i Finnmark. Selskapet ble grunnlagt i 2006 av Ingrid og Ole Mikkelsen og har i dag 24 helårsansatte og om lag 30 sesongansatte guider. Kennelen hadde 164 hunder ved utgangen av 2024.",
        ),
        ("h", "Styrets årsberetning"),
        (
            "p",
            "Driftsinntektene økte med 10,1 % til 38,4 millioner kroner i 2024 (2023: 34,9 millioner kroner). Veksten kom særlig fra flerdagsturene over Finnmarksvidda og fra nordlysturene om kvelden, som nå selges gjennom tre store turoperatører i Storbritannia og Tyskland. Driftsresultatet ble 4,1 millioner kroner og årsresultatet 3,0 millioner kroner.",
        ),
        (
            "p",
            "Styret foreslår et utbytte på 1,2 millioner kroner. Resten av årsresultatet overføres til annen egenkapital for å finansiere den nye kennelen i Karasjok.",
        ),
        ("h", "Resultatregnskap i sammendrag"),
        ("p", "Tall i tabellen er i NOK 1 000."),
        (
            "t",
            [
                "NOK 1 000                              2024        2023",
                "-------------------------------------------------------",
                "Dagsturer med hundespann             14 820      13 460",
                "Flerdagsturer                         9 715       8 930",
                "Nordlysturer (kveld)                  6 240       5 610",
                "Lodge og overnatting                  5 386       4 902",
                "Valpebesøk og annet                   2 251       1 998",
                "-------------------------------------------------------",
                "Sum driftsinntekter                  38 412      34 900",
                "Lønnskostnader                      (17 640)    (16 120)",
                "Hundefôr og veterinær                (4 318)     (3 905)",
                "Driftsresultat                        4 106       3 512",
                "Årsresultat                           2 988       2 604",
            ],
        ),
        ("h", "Hundene"),
        (
            "p",
            "Hundene er selskapets viktigste ressurs. Vi følger reglene i Mattilsynets veileder for hold av sledehunder, og ingen hund løper mer enn 40 kilometer om dagen med gjester. Kostnadene til fôr og veterinær økte med 10,6 %. Hunder som pensjoneres blir adoptert bort til familier, som oftest etter at de har fylt ni år.",
        ),
        ("h", "Miljø"),
        (
            "p",
            "Lodgen varmes opp med varmepumper og en pelletskjel. Alle transfertjenester til og fra Kirkenes lufthavn kjøres nå med elektriske minibusser.",
        ),
        ("h", "Gjester og marked"),
        (
            "p",
            "De fleste gjestene kommer fra Storbritannia, Tyskland og Norge, og stadig flere reiser via Finland. Vi selger omtrent halvparten av turene direkte på egne nettsider og resten gjennom turoperatører. Sommeren brukes til trening av hundene, vedlikehold av lodgen og korte valpebesøk for barnefamilier.",
        ),
        ("h", "Sikkerhet"),
        (
            "p",
            "Alle guider har førstehjelpskurs og kurs i vintercamping, og vi samarbeider med Norsk Folkehjelp om beredskap på flerdagsturene. Det ble ikke registrert alvorlige skader på gjester eller hunder i 2024.",
        ),
        ("h", "Utsikter"),
        (
            "p",
            "Bookingene for vinteren 2024/25 lå ved årsskiftet 12 % over fjoråret. Den nye kennelen i Karasjok skal etter planen stå ferdig høsten 2026.",
        ),
        (
            "p",
            "Tana, 18. mars 2025. Styret i Nordlys Hundekjøring AS: Ingrid Mikkelsen (styreleder), Ole Mikkelsen, Bjørn Åsheim.",
        ),
    ],
}

# --- mezcal: Mezcalera Tierra Roja S.A. de C.V. (Mexico, miles de pesos) -----
PDFS["mezcal/docs/informe-anual-2024.pdf"] = {
    "title": "Mezcalera Tierra Roja, S.A. de C.V. - Informe Anual 2024",
    "author": "Mezcalera Tierra Roja, S.A. de C.V.",
    "blocks": [
        (
            "p",
            "Mezcalera Tierra Roja, S.A. de C.V. produce, embotella y comercializa mezcal artesanal certificado bajo la Denominación de Origen Mezcal. Trabajamos con una red de palenques familiares en los valles centrales y la Sierra Sur de Oaxaca, y vendemos en México, Estados Unidos, Europa y Asia.",
        ),
        ("h", "Mensaje del Director General"),
        (
            "p",
            "En 2024 las ventas netas crecieron 14.2% hasta 486.3 millones de pesos (2023: 425.8 millones de pesos). Las exportaciones representaron 64.3% de las ventas (2023: 63.0%). Durante el año incorporamos nueve nuevos palenques a nuestra red, con lo que ya trabajamos con 47 familias productoras.",
        ),
        (
            "p",
            "El margen bruto fue de 58.4%, el margen EBITDA de 21.7% y el margen neto de 11.2%. La utilidad neta alcanzó 54.5 millones de pesos. El Consejo propondrá a la Asamblea un dividendo de 18 millones de pesos.",
        ),
        ("h", "Ventas y resultados"),
        ("p", "Cifras en miles de pesos mexicanos."),
        (
            "t",
            [
                "(miles de pesos)                       2024          2023",
                "---------------------------------------------------------",
                "Espadín joven                       238,150       214,630",
                "Mezcales silvestres                  96,420        79,870",
                "Reposado y añejo                     84,310        77,940",
                "Ensambles y ediciones limitadas      51,620        40,210",
                "Visitas y catas en el palenque       15,800        13,150",
                "---------------------------------------------------------",
                "Ventas netas                        486,300       425,800",
                "  de las cuales: exportaciones      312,480       268,110",
                "Utilidad bruta                      284,000       246,100",
                "EBITDA                              105,530        89,420",
                "Utilidad de operación                84,620        71,380",
                "Utilidad neta                        54,470        45,960",
            ],
        ),
        (
            "p",
            "Los mezcales silvestres (tobalá, tepeztate, arroqueño) crecieron 20.7%, impulsados por la demanda de bares de coctelería en Nueva York, Londres y Tokio. La capacidad de producción de silvestres está limitada por el permiso de aprovechamiento forestal, que autoriza la cosecha de hasta 6,000 plantas silvestres por año.",
        ),
        ("h", "Producción"),
        (
            "p",
            "Envasamos 588 mil litros en 2024 (2023: 541 mil litros). El 71% del agave utilizado fue espadín cultivado en parcelas de los propios productores; el resto fueron agaves silvestres y semicultivados.",
        ),
        ("h", "Mercados"),
        (
            "p",
            "Estados Unidos sigue siendo nuestro principal mercado y representó 54% de las exportaciones. Japón se convirtió en nuestro segundo mercado de exportación, por delante del Reino Unido, gracias a un nuevo distribuidor en Osaka. En México abrimos 140 nuevos puntos de venta en restaurantes y tiendas especializadas de la Ciudad de México, Guadalajara y Monterrey.",
        ),
        ("h", "Sostenibilidad"),
        (
            "p",
            "Por cada agave silvestre que cosechamos se siembran tres plántulas en la misma ladera. Nuestro vivero de San Baltazar Chichicápam produjo 52 mil plántulas en 2024. Todos los palenques de la red utilizan leña de poda o de árboles muertos, y financiamos la instalación de sistemas de tratamiento de vinazas en seis palenques durante el año.",
        ),
        ("h", "Gobierno corporativo"),
        (
            "p",
            "El Consejo de Administración está integrado por siete consejeros, tres de ellos independientes. En 2024 se creó un comité de auditoría y prácticas societarias presidido por un consejero independiente, y se publicó por primera vez un código de conducta para proveedores que incluye el pago puntual a los productores.",
        ),
        ("h", "Perspectivas 2025"),
        (
            "p",
            "Esperamos un crecimiento de las ventas de entre 8% y 10% en 2025. Los aranceles anunciados por Estados Unidos representan el principal riesgo para nuestras exportaciones.",
        ),
        (
            "p",
            "Santiago Matatlán, Oaxaca, 28 de marzo de 2025. Adriana Ruiz Cortés, Directora General.",
        ),
    ],
}

# --- hotsauce: Ghost Ridge Pepper Works, Inc. (USD, brackets for negatives) ---
PDFS["hotsauce/docs/annual-report-2024.pdf"] = {
    "title": "Ghost Ridge Pepper Works, Inc. - 2024 Annual Report to Shareholders",
    "author": "Ghost Ridge Pepper Works, Inc.",
    "blocks": [
        (
            "p",
            "Ghost Ridge Pepper Works, Inc. makes hot sauces, green chile salsas and chile powders in Las Cruces, New Mexico. Our sauces are sold in about 21,000 grocery stores in the United States and Canada, to restaurant chains and food distributors, through our own website and as private-label products for two national retailers.",
        ),
        ("h", "Letter to shareholders"),
        (
            "p",
            "Net sales grew 9.6% to $47.3 million in 2024 (2023: $43.1 million). Our Ghost Ridge Verde sauce became the best-selling green hot sauce in U.S. grocery stores by dollar sales, and direct-to-consumer sales rose 19.2% after we relaunched the website and the Scoville Club subscription. Private-label sales declined 12% as we chose not to renew a low-margin contract.",
        ),
        (
            "p",
            "Gross margin improved to 37.8% from 37.0%. However, we recorded a non-cash impairment charge of $3.1 million on the Las Cruces co-packing line, which we closed in November, and as a result we report a net loss of $1.24 million for the year, compared with net income of $1.98 million in 2023.",
        ),
        ("h", "Selected financial data"),
        ("p", "(in thousands of U.S. dollars; amounts in parentheses are negative)"),
        (
            "t",
            [
                "                                         2024         2023",
                "----------------------------------------------------------",
                "Grocery                                24,860       22,410",
                "Foodservice                            11,320       10,150",
                "Direct-to-consumer                      6,940        5,820",
                "Private label                           4,180        4,760",
                "----------------------------------------------------------",
                "Net sales                              47,300       43,140",
                "Gross profit                           17,880       15,960",
                "Operating income before impairment      3,420        3,050",
                "Impairment of co-packing line          (3,100)           -",
                "Operating income                          320        3,050",
                "Interest expense                       (1,560)        (490)",
                "Income tax (expense) benefit                -         (580)",
                "Net income (loss)                      (1,240)       1,980",
            ],
        ),
        ("h", "Peppers and sourcing"),
        (
            "p",
            "Chile peppers are our most important raw material. In 2024 we signed five-year contracts with growers in Chihuahua, Mexico, in addition to our long-standing growers in the Hatch valley. We did this because drought cut the Hatch valley harvest by a third in 2023 and because we want every sauce to come from at least two growing regions. Hatch chile still makes up about 70% of the peppers we buy, and we have committed to buy no more than 30% of our needs from any single farm.",
        ),
        ("h", "Employees"),
        (
            "p",
            "At December 31, 2024, we had 214 full-time employees (2023: 236). The decrease reflects the closure of the co-packing line, whose employees were offered positions in our main plant or severance.",
        ),
        ("h", "2025 outlook"),
        (
            "p",
            "For 2025 we expect net sales of $50 million to $54 million and a return to net income. We plan capital expenditures of about $2.5 million, mainly for a second bottling line for 5 oz glass bottles.",
        ),
        (
            "p",
            "Las Cruces, New Mexico, March 2025. Rosa Delgado-Whitfield, Chief Executive Officer. Tom Archuleta, Chief Financial Officer.",
        ),
    ],
}

if __name__ == "__main__":
    main()
