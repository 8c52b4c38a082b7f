"""Chunks respect paragraph, sentence and word boundaries; snippets surround the match."""

from __future__ import annotations

import re
import sys

import pytest
from hypothesis import given
from hypothesis import strategies as st

from keel.research.kb import chunking
from keel.research.kb.chunking import CHUNK_CHARS, QueryMatcher, chunk_text, snippet


def test_short_text_is_one_chunk():
    assert chunk_text("  A short note.\n") == ["A short note."]


def test_paragraphs_are_packed_whole():
    paragraph = "word " * 100  # 500 characters
    text = "\n\n".join(f"p{n} {paragraph.strip()}" for n in range(6))

    chunks = chunk_text(text)

    assert len(chunks) == 3
    assert all(chunk.count("\n\n") == 1 for chunk in chunks)
    assert all(len(chunk) <= CHUNK_CHARS for chunk in chunks)


def test_long_paragraph_is_split_between_sentences():
    text = " ".join(f"Sentence {n} says something moderately long here." for n in range(80))

    chunks = chunk_text(text)

    assert len(chunks) > 1
    assert all(chunk.endswith(".") and len(chunk) <= CHUNK_CHARS for chunk in chunks)
    assert " ".join(chunks) == text


def test_long_sentence_is_split_between_words():
    text = " ".join(f"w{n}" for n in range(1000))

    chunks = chunk_text(text)

    assert all(len(chunk) <= CHUNK_CHARS for chunk in chunks)
    assert " ".join(chunks) == text


def test_word_longer_than_a_chunk_is_cut():
    chunks = chunk_text("x" * 3000)

    assert [len(chunk) for chunk in chunks] == [1200, 1200, 600]


@given(st.lists(st.text("abcdefgh .!\n", min_size=1, max_size=300), max_size=30))
def test_chunks_keep_every_word_in_order(parts: list[str]):
    text = "".join(parts)
    if not text.strip():
        return

    chunks = chunk_text(text, limit=120)

    assert all(len(chunk) <= 120 for chunk in chunks)
    assert " ".join(chunks).split() == [
        piece
        for word in text.split()
        for piece in (word[i : i + 120] for i in range(0, len(word), 120))
    ]


def test_snippet_centres_on_the_matches():
    text = (
        " ".join(f"w{n}" for n in range(300))
        + " target here "
        + " ".join("z" * 5 for _ in range(100))
    )

    cut = snippet(text, QueryMatcher("target"))

    assert "target here" in cut
    assert cut.startswith("…")
    assert cut.endswith("…")
    assert len(cut) <= 202


def test_snippet_without_match_is_the_start_and_short_text_is_whole():
    assert snippet("one two", QueryMatcher("absent")) == "one two"
    assert snippet("a " * 300, QueryMatcher("absent")).startswith("a a")


def test_snippet_prefers_the_densest_cluster():
    filler = " ".join("f" for _ in range(200))
    text = f"alpha {filler} alpha beta gamma {filler}"

    cut = snippet(text, QueryMatcher("alpha beta gamma"))

    assert "alpha beta gamma" in cut


def test_a_line_break_after_a_sentence_is_kept_so_a_table_after_prose_stays_one():
    prose = " ".join(f"Sentence {n} of the long review paragraph." for n in range(40))
    table = "EUR million          2024      2023\nRevenue              1,482     1,437"
    text = f"{prose}\nCost rose, reflecting higher provisions on commercial real\nestate.\n{table}"

    chunks = chunk_text(text)

    last = chunks[-1]
    assert "\nEUR million          2024      2023\nRevenue" in last
    assert "commercial real\nestate." in last


def test_a_sentence_too_long_for_a_chunk_is_cut_between_its_lines():
    records = "\n".join(
        f"  -\n    year: {2000 + n}\n    passengers_million: {n}.5" for n in range(60)
    )
    text = f"title: Acme traffic statistics\nannual:\n{records}"

    chunks = chunk_text(text)

    assert len(chunks) > 1
    assert all(len(chunk) <= CHUNK_CHARS for chunk in chunks)
    assert all("    year: " in chunk for chunk in chunks)  # each record keeps its lines
    assert "\n".join(chunks).split() == text.split()


def test_a_heading_starts_the_chunk_of_what_it_heads() -> None:
    prose = "Revenue rose on higher volumes and prices in every region. " * 17
    table = "| Position | 2025 | 2024 |\n| --- | --- | --- |\n| Revenue | 18.700 | 17.900 |"
    text = f"{prose.strip()}\n\n## Results (in TEUR)\n\n{table}"
    chunks = chunk_text(text, limit=1100)
    assert len(chunks) == 2
    assert chunks[0].endswith("every region.")
    assert chunks[1] == f"## Results (in TEUR)\n\n{table}"


def test_a_unit_caption_and_its_heading_go_with_their_table() -> None:
    prose = "O volume de negócios cresceu em todas as regiões do país. " * 17
    caption = "Valores em milhares de euros, salvo indicação em contrário."
    table = (
        "| Indicador | 2024 | 2023 |\n| --- | --- | --- |\n| Resultado líquido | 7 352 | 6 018 |"
    )
    text = f"{prose.strip()}\n\n## Principais indicadores\n\n{caption}\n\n{table}"
    chunks = chunk_text(text, limit=1100)
    assert len(chunks) == 2
    assert chunks[0].endswith("regiões do país.")
    assert chunks[1] == f"## Principais indicadores\n\n{caption}\n\n{table}"


def test_a_short_line_that_ends_a_sentence_is_not_a_heading() -> None:
    prose = "Revenue rose on higher volumes and prices in every region. " * 17
    text = f"{prose.strip()}\n\nSales fell.\n\n{'Costs were flat in the year. ' * 5}"
    chunks = chunk_text(text, limit=1040)
    assert chunks[0].endswith("Sales fell.")


def test_a_chunk_that_starts_inside_a_table_repeats_its_header_lines() -> None:
    rows = "\n".join(
        f"Cost line {n:02d}                       {n},100          {n},050" for n in range(40)
    )
    text = (
        "Summary income statement                    FY2025/26        FY2024/25\n"
        "                                                 £000             £000\n" + rows
    )
    chunks = chunk_text(text)
    assert len(chunks) > 1
    for chunk in chunks[1:]:
        assert chunk.startswith("Summary income statement")
        assert chunk.splitlines()[1].split() == ["£000", "£000"]
    body = [line for chunk in chunks for line in chunk.splitlines()]
    assert [line for line in body if line.startswith("Cost line")] == rows.splitlines()


def test_a_header_line_with_a_blank_label_column_is_repeated_too() -> None:
    # Text out of a PDF leaves the label column of the header line blank.
    rows = "\n".join(
        f"Ratio line {n:02d}                      {n}.1          {n}.2" for n in range(60)
    )
    text = "Key ratios\n                                          2025          2024\n" + rows
    chunks = chunk_text(text)
    assert len(chunks) > 1
    for chunk in chunks[1:]:
        assert chunk.splitlines()[0].split() == ["2025", "2024"]
    body = [line for chunk in chunks for line in chunk.splitlines()]
    assert [line for line in body if line.startswith("Ratio line")] == rows.splitlines()


def test_an_abbreviated_scale_before_its_currency_ends_no_sentence() -> None:
    caption = "Gewinn- und Verlustrechnung (in Tsd. EUR)            2025          2024"
    rows = "\n".join(
        f"Posten {n:02d}                              {n}.412        {n}.106" for n in range(40)
    )
    chunks = chunk_text(f"Das EBITDA stieg auf 4,2 Mio. EUR.\n{caption}\n{rows}")
    assert len(chunks) > 1
    assert not any(chunk.startswith("EUR") for chunk in chunks)
    for chunk in chunks[1:]:
        assert chunk.splitlines()[0] == caption


def test_a_short_sentence_with_a_figure_is_no_caption() -> None:
    filler = "The group invested in its plants and in the training of its staff, as planned. " * 12
    text = (
        f"## Umsatz\n\n{filler.strip()}\n\nDer Umsatz stieg auf 48,6 Mio. EUR.\n\n"
        f"## Personal\n\n{filler.strip()}"
    )
    chunks = chunk_text(text, limit=1100)
    assert chunks[0].endswith("Der Umsatz stieg auf 48,6 Mio. EUR.")


class _Scanned:
    """Stands in for a compiled pattern and adds up the characters each search may scan."""

    def __init__(self, pattern: re.Pattern[str]) -> None:
        self.pattern, self.chars = pattern, 0

    def search(self, text: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        self.chars += min(endpos, len(text)) - pos
        return self.pattern.search(text, pos, endpos)


def test_splitting_a_long_paragraph_scans_it_a_bounded_number_of_times(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Every sentence end used to search the whole paragraph before it for "Mio." or "Tsd.":
    # quadratic, so one 2 MB paragraph held `keel kb index` for minutes.
    scanned = _Scanned(chunking._SCALE_BEFORE_UNIT)
    monkeypatch.setattr(chunking, "_SCALE_BEFORE_UNIT", scanned)
    paragraph = " ".join(f"Sales rose by {n} Mio. EUR in the year." for n in range(2000))

    chunks = chunk_text(paragraph)

    assert len(chunks) > 50
    assert scanned.chars <= 16 * 2000  # a few characters per sentence end, not the paragraph
    assert not any(chunk.startswith("EUR") for chunk in chunks)  # the scale was still seen
