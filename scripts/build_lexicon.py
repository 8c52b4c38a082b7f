"""Build ``src/keel/research/planner/lexicon.py`` from the word lists in ``data/lexicon/``.

    python scripts/build_lexicon.py [--words /usr/share/dict/words]

Each ``data/lexicon/*.json`` maps an English term ("revenue", "order backlog", "harvest") to,
per language code, the single words reports in that language use for it (space-separated;
a word ending in ``*`` is a stem that matches any ending). The lists were written by
reviewers who saw neither the planner's code nor its evaluation sets.

The build keeps only what can add a meaning without changing an English one:

- terms that name a metric, a quantity or an action (not periods, qualifiers or reasons,
  which the planner reads with patterns of their own);
- words that are not English words (checked against a word list), longer than three
  letters; stems with at least five letters before the ``*``;
- words listed under one meaning only (a word two terms of different meaning share is
  dropped).

The lists named ``general-*.json`` give everyday words of reports (places, people, events,
weather, verbs, adjectives: "workshop", "hail", "covered"), so that a question that wants
words finds the sentence in another language. They come second: a word the metric lists
give keeps the meaning they give it.

The output is a Python module (so it is typed, packaged and imported like the rest).
"""

from __future__ import annotations

import argparse
import json
import re
import textwrap
from collections import defaultdict
from pathlib import Path

from keel.research.planner.text import LEXICON, stem

ROOT = Path(__file__).resolve().parents[1]
SOURCES = ROOT / "data" / "lexicon"
TARGET = ROOT / "src" / "keel" / "research" / "planner" / "lexicon.py"

SKIPPED = {
    # periods and qualifiers: read by the planner's own patterns
    "first half", "second half", "half-year", "first quarter", "second quarter",
    "third quarter", "fourth quarter", "quarter", "nine months", "financial year",
    "fiscal year", "previous year", "prior year", "same period last year", "restated",
    "corrected", "previously reported", "originally reported", "forecast", "outlook",
    "guidance", "target", "budget", "expected", "preliminary", "because", "due to",
    "owing to", "in order to", "reason",
    # too general to name a metric on their own
    "units", "share", "site", "increase", "decrease", "grow", "fall", "rise",
    "average number of employees", "dividend per share",
}  # fmt: skip
SKIPPED_GENERAL = {
    "lay off",  # its last word, "off", names nothing
    "only", "whole", "last", "own",  # English stop words: no concept to add
}  # fmt: skip
SKIPPED_IN = {
    # "wynik", "výsledek hospodaření": any result (operating, financial, before tax), which
    # as "net result" would make a financial result the net profit
    ("east.json", "net result"),
}
QUALIFIED = re.compile(
    r"^(?:brutto|bruto|netto|neto|drifts|rörelse|betriebs|ebitda|ebit|liikevoitto|käyttö"
    r"|kasumi|operat|exploitatie|bedrijfs)|-",
)
"""A compound whose first part qualifies the term ("bruttomarginen", "EBITDA-marginen"):
listed under a plain term ("margin") it would lose what tells margins apart."""
NOT_WORDS = {
    # everyday words of another language the lists' word collides with
    "pris",  # Nordic price, French "taken"
    "tapi",  # Icelandic loss, Malay and Indonesian "but"
    "magazin",  # Romanian shop, German storeroom
    "stato", "stati",  # Italian "been"
    "abonados", "abonado",  # Spanish subscribers, listed under pay too
}  # fmt: skip
WORD = re.compile(r"^[^\W\d_][^\s*]*\*?$")


def english_words(path: Path) -> set[str]:
    """Lower-case English words (and their possessive-free forms) from a word list, with
    the British spellings of its American ones ("utilisation", "colour", "centre")."""
    words = set()
    for line in path.read_text(encoding="utf-8", errors="ignore").splitlines():
        word = line.strip().lower()
        if word:
            words.add(word.removesuffix("'s"))
    return words | {british for word in words for british in _british(word)}


_AMERICAN = (("ization", "isation"), ("izations", "isations"), ("izing", "ising"),
             ("ized", "ised"), ("ize", "ise"), ("izes", "ises"), ("yze", "yse"), ("or", "our"),
             ("ors", "ours"), ("ter", "tre"), ("ters", "tres"), ("eling", "elling"),
             ("eled", "elled"), ("ense", "ence"))  # fmt: skip


def _british(word: str) -> list[str]:
    """The British spellings an American word may have ("utilization": "utilisation",
    "center": "centre")."""
    return [word[: -len(us)] + uk for us, uk in _AMERICAN if word.endswith(us) and len(word) > 5]


REASON_TERMS = ("because", "due to", "owing to", "in order to")
NOT_REASONS = {"kuna"}  # Estonian "since", and the Croatian currency


def _reasons(english: set[str]) -> set[str]:
    """The phrases and words that give a reason, from ``REASON_TERMS``: phrases of two or
    more words; single words only for "because" and "due to", when not English and longer
    than three letters (or written with letters English lacks: "dėl")."""
    found: set[str] = set()
    for source in sorted(SOURCES.glob("*.json")):
        terms = json.loads(source.read_text(encoding="utf-8"))
        for term in REASON_TERMS:
            for listed in terms.get(term, {}).values():
                phrases = listed.split() if isinstance(listed, str) else listed
                for phrase in phrases:
                    phrase = " ".join(phrase.lower().replace(",", " ").split()).rstrip(".")
                    if "." in phrase or all(word in english for word in phrase.split()):
                        continue  # "p.g.a."; "for at" (Danish) reads as English "for at least"
                    if not phrase or '"' in phrase or "*" in phrase or phrase in NOT_REASONS:
                        continue
                    if " " not in phrase:
                        single = term != "in order to" and phrase not in english
                        if not single or (len(phrase) <= 3 and phrase.isascii()):
                            continue
                    found.add(phrase)
    return found


def _general(source: Path) -> bool:
    """Whether a list gives everyday words rather than metrics and actions."""
    return source.name.startswith("general-")


def _head(term: str) -> str:
    """The concept a term's last word names ("turnover" and "net sales" are revenue)."""
    word = term.split()[-1]
    group = next((key for key, words in LEXICON.items() if word in words), None)
    return group or stem(word)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--words", type=Path, default=Path("/usr/share/dict/words"))
    args = parser.parse_args()
    english = english_words(args.words)
    by_word: dict[str, set[str]] = defaultdict(set)
    sources = sorted(SOURCES.glob("*.json"), key=lambda path: (_general(path), path.name))
    metrics: set[str] | None = None  # the words the metric lists give, read first
    everyday: set[str] = set()  # the words only the general lists give
    for source in sources:
        terms = json.loads(source.read_text(encoding="utf-8"))
        if _general(source) and metrics is None:
            metrics = set(by_word)
        for term, languages in terms.items():
            if term in SKIPPED or (source.name, term) in SKIPPED_IN:
                continue
            if _general(source) and term in SKIPPED_GENERAL:
                continue
            if not isinstance(languages, dict):
                continue
            for listed in languages.values():
                if not isinstance(listed, str):
                    continue  # a phrase list: periods and qualifiers only
                for word in listed.lower().split():
                    if not WORD.match(word):
                        continue
                    if word.endswith("*"):
                        if len(word) - 1 < 5 or any(e.startswith(word[:-1]) for e in english):
                            continue  # "invest*" would also match "investor"
                    elif len(word) <= 3 or word in english or word in NOT_WORDS:
                        continue
                    if " " not in term and QUALIFIED.match(word):
                        continue  # "bruttomarginen" is a gross margin, not any margin
                    if metrics is not None and word in metrics:
                        continue  # "fábrica" stays a factory, whatever else it may be
                    by_word[word].add(term)
                    if metrics is not None:
                        everyday.add(word)
    terms_of: dict[str, list[str]] = defaultdict(list)
    general_of: dict[str, list[str]] = defaultdict(list)
    dropped = 0
    for word, terms in sorted(by_word.items()):
        heads = {_head(term) for term in terms}
        if len(terms) > 1 and len(heads) > 1:
            dropped += 1  # "anteil": a share and a stake, too many meanings
            continue
        (general_of if word in everyday else terms_of)[min(sorted(terms), key=len)].append(word)
    lines = [
        "# ruff: noqa: RUF001  (letters of other alphabets that look like Latin ones)",
        '"""Words other languages\' reports use for the metrics and actions an English',
        "question names, by English term. Generated by ``scripts/build_lexicon.py`` from",
        "``data/lexicon/``; do not edit by hand. A word ending in ``*`` is a stem that matches",
        'any ending (Baltic, Slavic and Finnic cases)."""',
        "",
        "TERMS: dict[str, str] = {",
        *_entries(terms_of),
        "}",
        "GENERAL: dict[str, str] = {",
        *_entries(general_of),
        "}",
        '"""Everyday words (places, people, events, weather, verbs), by English term: they',
        "find a sentence in another language, but do not make a capitalized word a metric's",
        'noun rather than a name ("El Corte Inglés")."""',
    ]
    reasons = sorted(_reasons(english), key=lambda phrase: (-len(phrase), phrase))
    lines += [
        "REASONS: tuple[str, ...] = (",
        *(f'    "{phrase}",' for phrase in reasons),
        ")",
        '"""Words and phrases that give a reason ("weil", "z důvodu", "på grund av", "a fin de"):',
        'what "because", "due to" and "in order to" are in those languages."""',
    ]
    TARGET.write_text("\n".join(lines) + "\n", encoding="utf-8")
    count = sum(len(words) for words in terms_of.values())
    general = sum(len(words) for words in general_of.values())
    print(
        f"{TARGET.relative_to(ROOT)}: {len(terms_of)} terms, {count} words; "
        f"{len(general_of)} everyday terms, {general} words ({dropped} dropped)"
    )


def _entries(words_of: dict[str, list[str]]) -> list[str]:
    """A dict's lines, term by term, as ruff format writes them."""
    lines: list[str] = []
    for term in sorted(words_of):
        words = " ".join(sorted(words_of[term]))
        chunks = textwrap.wrap(words, width=84, break_long_words=False, break_on_hyphens=False)
        single = f'    "{term}": ("{words}"),'
        if len(chunks) == 1 and len(single) <= 100:
            lines.append(single)
            continue
        lines.append(f'    "{term}": (')
        lines.extend(f'        "{chunk} "' for chunk in chunks[:-1])
        lines.append(f'        "{chunks[-1]}"')
        lines.append("    ),")
    return lines


if __name__ == "__main__":
    main()
