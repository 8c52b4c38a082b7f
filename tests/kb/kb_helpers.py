"""Helpers for knowledge base tests: writing corpora, making PDFs, long texts."""

from __future__ import annotations

import io
from pathlib import Path

from reportlab.lib.pagesizes import A4
from reportlab.pdfgen import canvas


def make_pdf(text: str, title: str | None = None, pages: int = 1) -> bytes:
    """A real PDF with one line of ``text`` per paragraph, on ``pages`` pages."""
    buffer = io.BytesIO()
    pdf = canvas.Canvas(buffer, pagesize=A4)
    if title is not None:
        pdf.setTitle(title)
    for page in range(pages):
        y = 800
        for line in text.splitlines():
            pdf.drawString(72, y, line.replace("{page}", str(page + 1)))
            y -= 16
        pdf.showPage()
    pdf.save()
    return buffer.getvalue()


def write(folder: Path, files: dict[str, str | bytes]) -> Path:
    """Write ``files`` (relative path -> text or bytes) under ``folder``; returns it."""
    for name, content in files.items():
        path = folder / name
        path.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(content, bytes):
            path.write_bytes(content)
        else:
            path.write_text(content, encoding="utf-8")
    return folder


def paragraphs(count: int, marker: str = "para") -> str:
    """``count`` paragraphs of about 240 characters each, numbered with ``marker``."""
    sentence = "The quarterly figures were reviewed by the committee in detail."
    return "\n\n".join(f"{marker}{n} " + " ".join([sentence] * 4) for n in range(count))
