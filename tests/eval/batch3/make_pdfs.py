"""Deterministically generate the PDF documents of eval batch 3.

Run from anywhere: ``python tests/eval/batch3/make_pdfs.py``. Output is byte-stable
(reportlab ``invariant`` mode) so regenerated files do not create spurious diffs.
"""

from __future__ import annotations

from pathlib import Path

from reportlab.lib.pagesizes import A4
from reportlab.pdfgen import canvas

HERE = Path(__file__).resolve().parent

DOCS: dict[str, dict[str, object]] = {
    "helioroof-solar/docs/annual-report-2024.pdf": {
        "title": "HelioRoof GmbH - Annual Report 2024",
        "before": [
            "HelioRoof designs and installs rooftop photovoltaic systems for homes and small",
            "businesses in Bavaria and Baden-Wuerttemberg.",
            "",
            "Key figures. All amounts in EUR thousand unless otherwise stated.",
        ],
        "table": [
            "                                   2024        2023        2022",
            "Revenue                          84,210      71,905      58,330",
            "Gross profit                     21,053      17,256      13,416",
            "Operating result                 (3,140)      1,880       2,705",
            "Installations (number)            6,412       5,530       4,688",
            "Installed capacity (MWp)           61.8        50.1        39.7",
        ],
        "after": [
            "Figures in brackets are negative. Installed capacity is the peak output of the",
            "systems commissioned in the year.",
        ],
    },
    "soellhof-dairy/docs/annual-report-2024.pdf": {
        "title": "Molkerei Söllhof eG - Annual Report 2024",
        "before": [
            "Molkerei Söllhof eG is a dairy cooperative owned by farmers in the upper Enns valley.",
            "Figures use the Austrian notation of the German original: decimal comma and",
            "point as the thousands separator.",
        ],
        "table": [
            "                                      2024            2023",
            "Milk intake (tonnes)             312.480,5       298.115,0",
            "Net sales (EUR thousand)         214.906,3       197.442,8",
            "Milk price paid (ct/kg)              48,12           52,37",
            "Net result (EUR thousand)          1.204,7        -2.318,9",
        ],
        "after": [
            "The lower milk price paid to members reflects the fall in butter and milk powder",
            "prices on the European market during the first half of 2024.",
        ],
    },
    "nordhaven-port/docs/throughput-2024.pdf": {
        "title": "Port of Nordhaven Authority - Cargo Throughput 2024",
        "before": [
            "Cargo handled at Nordhaven's public and leased terminals, in thousand tonnes.",
        ],
        "table": [
            "Thousand tonnes                2024        2023",
            "Dry bulk                      8,412       8,905",
            "Liquid bulk                  12,730      12,118",
            "Containerised                 9,655       9,020",
            "Ro-Ro                         3,208       3,077",
            "Total                        34,005      33,120",
        ],
        "after": [
            "Container traffic reached 912,400 TEU (2023: 861,700 TEU).",
            "Dry bulk declined because of lower coal imports following the closure of the",
            "Vestby power station in March 2024.",
        ],
    },
    "civic-pension/docs/annual-report-fy2024.pdf": {
        "title": "Civic Employees Pension Fund - Annual Report",
        "before": [
            "For the fiscal year ended June 30, 2024 (FY2024).",
            "",
            "Statement of key figures (USD million unless stated)",
        ],
        "table": [
            "                                 FY2024      FY2023",
            "Net assets                       18,412      16,905",
            "Contributions received              964         921",
            "Benefits paid                     1,133       1,078",
            "Investment return (%)               8.7         6.1",
            "Funded ratio (%)                   82.4        79.8",
        ],
        "after": [
            "Investment return is the one-year return net of fees. The funded ratio is the",
            "actuarial value of assets divided by the actuarial accrued liability.",
        ],
    },
}


def render(path: Path, spec: dict[str, object]) -> None:
    """Write one PDF: a title, text lines, a space-aligned table and closing lines."""
    path.parent.mkdir(parents=True, exist_ok=True)
    pdf = canvas.Canvas(str(path), pagesize=A4, invariant=1)
    pdf.setTitle(str(spec["title"]))
    pdf.setAuthor("eval batch 3")
    y = A4[1] - 72
    pdf.setFont("Helvetica-Bold", 14)
    pdf.drawString(56, y, str(spec["title"]))
    y -= 28
    for key, font in (("before", "Helvetica"), ("table", "Courier"), ("after", "Helvetica")):
        pdf.setFont(font, 10)
        for line in spec[key]:  # type: ignore[attr-defined]
            pdf.drawString(56, y, line)
            y -= 15
        y -= 10
    pdf.showPage()
    pdf.save()


def main() -> None:
    for rel, spec in DOCS.items():
        render(HERE / rel, spec)
        print(f"wrote {rel}")


if __name__ == "__main__":
    main()
