"""Inputs that took super-linear time: each now takes time in proportion to its size.

A review timed these at growing sizes (bench-style, not here: the machine is shared). Each
test gives an input on which the old code would run for far longer than the suite's
per-test timeout (300 s) — minutes to hours by the measured growth — and checks what the
new code returns, so a return to the old behaviour fails the test by timing out, while the
fixed code finishes in milliseconds to a second.
"""

from __future__ import annotations

import os
from pathlib import Path

from keel.cli.tracefile import _first_event
from keel.research.kb.chunking import _PERIOD_HEADER, chunk_text
from keel.research.kb.loaders import load
from keel.research.kb.visibility import OpenElements
from keel.research.planner.operations import per_asked, share_asked


def test_a_rule_over_long_lines_with_no_closing_rule_loads_at_once(tmp_path: Path) -> None:
    # A rule above three lines of 240 characters took 13 s (4th power of the line length);
    # 1,000 characters would take about an hour.
    lines = "\n".join(f"Line {n} " + "word " * 200 for n in range(20))
    text = f"==========\n{lines}\n\n## Results\n\nRevenue rose.\n"

    loaded = load(tmp_path / "notes.txt", text.encode())

    assert loaded.meta["title"].startswith("Line 0 word")  # one framed line, as before
    assert "Revenue rose." in loaded.text


def test_a_framed_title_is_still_read() -> None:
    text = "=====\nACME LTD\nINTERIM RESULTS 2025\n=====\n\nRevenue rose.\n"

    assert (
        load(Path("r.txt"), text.encode()).meta["title"] == "ACME LTD \u2013 INTERIM RESULTS 2025"
    )


def test_a_header_of_many_years_that_ends_in_a_word_is_no_period_header() -> None:
    # Each year column doubled the time on such a line (22 columns: 9 s; here 32).
    years = "   ".join(str(year) for year in range(1993, 2025))
    line = f"in EUR thousand   {years}   CAGR"

    assert _PERIOD_HEADER.search(line) is None
    assert _PERIOD_HEADER.search(f"in EUR thousand   {years}") is not None
    chunks = chunk_text("\n".join([line] * 3 + ["Sales   12   14"] * 200))
    assert len(chunks) > 1


def test_a_question_with_long_words_is_read_at_once() -> None:
    # The first word of "X per Y" and "X as a share of Y" was tried from every letter of
    # every word: 78 KB took 24 s a search; this is 400 KB.
    blob = "revenue" + "x" * 40_000
    question = " ".join([blob] * 10) + " What was the revenue per employee in 2024?"

    assert per_asked(question) is not None
    assert share_asked(" ".join([blob] * 10) + " R&D as a share of revenue?") is not None


def test_many_blocks_inside_a_button_inside_a_paragraph_are_opened_at_once() -> None:
    # Every <div> walked the stack down to the <button> (the <p> cannot close past it):
    # 100,000 of them were about 5 billion steps.
    elements = OpenElements()
    elements.start("p", {}, gone=False, void=False)
    elements.start("button", {}, gone=False, void=False)
    for _ in range(100_000):
        elements.start("div", {}, gone=False, void=False)

    assert len(elements.stack) == 100_002  # the <p> stays open: the button scopes it
    assert [e.tag for e in elements.end("button")][-1] == "button"
    elements.start("div", {}, gone=False, void=False)  # now it closes the <p>
    assert [e.tag for e in elements.stack] == ["div"]


def test_the_first_line_of_a_large_trace_file_is_read_whole(tmp_path: Path) -> None:
    line = (
        '{"seq": 0, "timestamp": "2026-01-01T00:00:00Z", "event_type": "run_started", '
        '"run_id": "r1", "data": {"pad": "' + "x" * 3_000_000 + '"}}\n'
    )
    path = tmp_path / "trace.jsonl"
    path.write_text(line * 3)
    fd = os.open(path, os.O_RDONLY)
    try:
        first = _first_event(fd, path)
    finally:
        os.close(fd)

    assert first.run_id == "r1"
    assert len(first.data["pad"]) == 3_000_000
