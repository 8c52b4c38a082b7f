# ruff: noqa: RUF001, RUF003  (Greek, Turkish and typographic characters on purpose)
"""Snippets are what they were before `QueryMatcher.starts` stopped testing every word.

The reference below is the implementation that tested every word of a chunk with the
tokenizer (keel before the search-path speed-up). The new one must give byte-identical
snippets, and the same matching words, for the same query and chunk.
"""

from __future__ import annotations

import random
import re
import sys
from collections.abc import Callable

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from keel.research.kb.bm25 import STOPWORDS, tokenize
from keel.research.kb.chunking import _WORD, QueryMatcher, _densest_window, snippet


def reference_matcher(query: str) -> Callable[[str], bool]:
    """The old ``query_matcher``: whether a word, as written, matches a term of ``query``."""
    terms = set(tokenize(query))
    seen: dict[str, bool] = {}

    def matches(word: str) -> bool:
        lowered = word.lower()
        if lowered not in seen:
            seen[lowered] = lowered in terms or not terms.isdisjoint(tokenize(lowered))
        return seen[lowered]

    return matches


def reference_starts(flat: str, terms: Callable[[str], bool]) -> list[int]:
    """The old way to find the matching words: test every word."""
    return [m.start() for m in _WORD.finditer(flat) if terms(m.group())]


def reference_snippet(text: str, terms: Callable[[str], bool], width: int = 200) -> str:
    """The old ``snippet``, verbatim but for the ``hits`` line (``reference_starts``)."""
    flat = " ".join(text.split())
    if len(flat) <= width:
        return flat
    hits = reference_starts(flat, terms)
    anchor = _densest_window(hits, width) if hits else 0
    start = max(0, min(anchor - width // 4, len(flat) - width))
    end = start + width
    if start > 0 and flat[start - 1] != " " and (space := flat.find(" ", start, end)) != -1:
        start = space + 1
    if end < len(flat) and flat[end] != " " and (space := flat.rfind(" ", start, end)) > start:
        end = space
    prefix = "…" if start > 0 else ""
    suffix = "…" if end < len(flat) else ""
    return f"{prefix}{flat[start:end].strip()}{suffix}"


# Words that exercise the tokenizer's rules: case, non-ASCII letters (final sigma, the
# Turkish dotted I that lowercases to two characters, ß, ligatures), numbers joined by a
# point or split by a thousands comma, a point after a letter, digits of other scripts,
# superscripts, underscores, combining marks, stopwords.
VOCABULARY = (  # noqa: SIM905 - as a list literal: 100 strings
    "Revenue revenue REVENUE rev enue nue ba Ba bant aba abba a the The of AND is it its "
    "ΟΔΟΣ οδος Οδός σος ΣΟΣ Σ σ ς ΑΣ.Σ İstanbul istanbul stanbul İ i̇ ı I KELVIN K "
    "straße STRASSE ß ﬁnal final Œuvre œuvre café CAFÉ cafe e é "
    "12.5 12,5 1,200 1200 200 1 12 5 12.5x 5x x 3.14.15 14.15 a.5 b.c 2024 2024a a2024 "
    "٣٤ ٣.٤ ² x² 1²  snake_case _private case_ __ 1_000 "
    "Müller MÜLLER muller Ünïcödé ÅNGSTRÖM ångström 東京 東京タワー 한국어 Ελλάδα ελλαδα "
    "co-op co op e-mail email U.S.A. usa u.s.a don't don t it's"
).split()
PUNCTUATION = [" ", " ", " ", "  ", "\n", "\t", ", ", ". ", "; ", "(", ")", "-", "/", "'", "’",
               '"', ".", ",", "…", "\u00a0", "\u2009", "!"]  # fmt: skip


def _text(rng: random.Random, words: int) -> str:
    parts = []
    for _ in range(words):
        word = rng.choice(VOCABULARY)
        parts.append(word.upper() if rng.random() < 0.05 else word)
        parts.append(rng.choice(PUNCTUATION))
    return "".join(parts)


def _query(rng: random.Random) -> str:
    words = rng.sample(VOCABULARY, rng.randint(1, 4))
    if rng.random() < 0.3:
        words.append(rng.choice(sorted(STOPWORDS)))
    return rng.choice([" ", ", ", "? "]).join(words)


def _check(text: str, query: str, width: int) -> None:
    old, new = reference_matcher(query), QueryMatcher(query)
    flat = " ".join(text.split())
    assert new.starts(flat) == reference_starts(flat, old), (text, query)
    assert snippet(text, new, width) == reference_snippet(text, old, width), (text, query)


def test_snippets_are_identical_on_a_random_corpus():
    rng = random.Random(20261204)
    for _ in range(3000):
        _check(_text(rng, rng.randint(1, 200)), _query(rng), rng.choice([40, 80, 200]))


@settings(max_examples=300, deadline=None)
@given(
    st.lists(st.sampled_from([*VOCABULARY, *PUNCTUATION]), max_size=120).map("".join),
    st.lists(st.sampled_from(VOCABULARY), min_size=1, max_size=4).map(" ".join),
    st.sampled_from([20, 60, 200]),
)
def test_snippets_are_identical_on_generated_texts(text: str, query: str, width: int):
    _check(text, query, width)


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=300), st.text(min_size=1, max_size=12), st.sampled_from([20, 200]))
def test_snippets_are_identical_on_arbitrary_unicode(text: str, query: str, width: int):
    _check(text, query, width)
    words = _WORD.findall(text)
    if words:  # a query made of the text's own words, so there are matches
        _check(text, " ".join(words[:: max(1, len(words) // 3)]), width)


@pytest.mark.parametrize(
    ("text", "query"),
    [
        ("x1.5b and more words " * 20, "b"),  # a word right after 1.5, inside the token 1.5b
        ("x1.5b and more words " * 20, "1.5b b"),
        ("ΑΣ.Σ ΟΔΟΣ " * 40, "σ οδος"),  # final sigma: "ασ.ς" in the text, "σ" as a word
        ("İstanbul Aİb " * 40, "stanbul ai b"),  # "İ" lowercases to "i" + a combining dot
        ("cost 1,200 and 200 and 12.5 " * 20, "1,200 200 12.5"),
        ("The THE the a an " * 50 + "Target", "the target"),
    ],
)
def test_snippets_are_identical_on_the_tricky_cases(text: str, query: str):
    _check(text, query, 200)


def test_the_reference_comparison_can_fail():
    """A matcher that misses a word gives another snippet: the comparison is not vacuous."""
    text = "alpha " * 100 + "omega here " + "beta " * 100
    assert snippet(text, QueryMatcher("omega")) != reference_snippet(text, lambda word: False)


def test_lowercasing_keeps_the_character_classes_the_boundaries_rely_on():
    """`QueryMatcher.starts` looks for terms in the lowercased text: that is only exact if
    lowercasing keeps every character one character (but "İ", handled apart) and keeps
    whether it is ``\\w`` and whether it is ``\\d``."""
    word, digit = re.compile(r"\w").fullmatch, re.compile(r"\d").fullmatch
    changed = []
    for code in range(sys.maxunicode + 1):
        char = chr(code)
        lower = char.lower()
        same_class = (word(char) is None) == (word(lower) is None) and (digit(char) is None) == (
            digit(lower) is None
        )
        if len(lower) != 1 or not same_class:
            changed.append(char)
    assert changed == ["İ"]
