"""Regenerate every PDF of batch 19 from pdf_src/<collection>__<name>.txt (invariant=1).
Source markup: '# ' = title, '## ' = heading, lines between ``` fences = Courier table lines,
blank line separates paragraphs (Helvetica)."""

import glob
import os

from reportlab.lib.pagesizes import A4
from reportlab.lib.utils import simpleSplit
from reportlab.pdfgen import canvas

HERE = os.path.dirname(os.path.abspath(__file__))


def parse(text):
    blocks, para, table, in_t = [], [], [], False
    for line in text.splitlines():
        if line.startswith("```"):
            if in_t:
                blocks.append(("t", table))
                table = []
            elif para:
                blocks.append(("p", " ".join(para)))
                para = []
            in_t = not in_t
            continue
        if in_t:
            table.append(line)
            continue
        if line.startswith("# ") or line.startswith("## "):
            if para:
                blocks.append(("p", " ".join(para)))
                para = []
            blocks.append(("h1" if line.startswith("# ") else "h2", line.split(" ", 1)[1]))
        elif not line.strip():
            if para:
                blocks.append(("p", " ".join(para)))
                para = []
        else:
            para.append(line.strip())
    if para:
        blocks.append(("p", " ".join(para)))
    return blocks


def render(src, out):
    with open(src, encoding="utf-8") as handle:
        text = handle.read()
    text.encode("latin-1")  # PDFs must be Latin-1 only
    c = canvas.Canvas(out, pagesize=A4, invariant=1)
    W, H = A4
    x0, y = 50, H - 60
    width = W - 100

    def need(h):
        nonlocal y
        if y - h < 50:
            c.showPage()
            y = H - 60

    for kind, val in parse(text):
        if kind in ("h1", "h2"):
            size = 15 if kind == "h1" else 12
            need(size + 10)
            c.setFont("Helvetica-Bold", size)
            c.drawString(x0, y, val)
            y -= size + 10
        elif kind == "p":
            lines = simpleSplit(val, "Helvetica", 10, width)
            for ln in lines:
                need(14)
                c.setFont("Helvetica", 10)
                c.drawString(x0, y, ln)
                y -= 14
            y -= 6
        else:
            for ln in val:
                need(12)
                c.setFont("Courier", 8.5)
                c.drawString(x0, y, ln)
                y -= 11
            y -= 8
    c.save()


def main():
    for src in sorted(glob.glob(os.path.join(HERE, "pdf_src", "*.txt"))):
        coll, name = os.path.basename(src)[:-4].split("__", 1)
        out_dir = os.path.join(HERE, coll, "docs")
        os.makedirs(out_dir, exist_ok=True)
        out = os.path.join(out_dir, name + ".pdf")
        render(src, out)
        print("wrote", os.path.relpath(out, HERE))


if __name__ == "__main__":
    main()
