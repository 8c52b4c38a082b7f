"""Numbers written in words: "nine new branches", "nineteen thousand five hundred".

`WORD_NUMBER` finds number words before the (lower-case) words they count; `spoken_number`
reads them as one number, with a trailing scale word kept as a scale ("nine million" is 9
with the scale "million", as digits write it), or refuses words that make no one number
("five six", "one" alone).
"""

from __future__ import annotations

import re

from keel.research.planner.relazy import lazy

_WORDS_TO_TWENTY = (
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
    "fifteen sixteen seventeen eighteen nineteen twenty"
)
_NUMBER_WORDS = {word: float(value) for value, word in enumerate(_WORDS_TO_TWENTY.split())}
_NUMBER_WORDS.update({"thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70,
                      "eighty": 80, "ninety": 90, "hundred": 100, "dozen": 12})  # fmt: skip
_WORD_SCALES = {"thousand": 1e3, "million": 1e6, "billion": 1e9}
NUMBER_WORDS = frozenset(_NUMBER_WORDS)
"""Numbers written as words ("twelve"): never the unit of a figure ("4,390 twelve months
earlier")."""
_ANY_NUMBER_WORD = "|".join([*_NUMBER_WORDS, *_WORD_SCALES])
WORD_NUMBER = lazy(
    rf"\b((?:{_ANY_NUMBER_WORD})(?:(?:[\s-]+|\s+and\s+)(?:{_ANY_NUMBER_WORD}))*)\b\s+"
    r"(?!(?:of|per|or|and|to|times|percent|months?|quarters?)\b)(?=[a-z])",
    re.IGNORECASE,
)
"""A number in words before the (lower-case) words it counts: "nine new branches" (not the
length of a reporting period: "the first nine months", "the six months ended")."""
WORD_PERCENT = lazy(
    rf"\b((?:{_ANY_NUMBER_WORD})(?:[\s-]+(?:{_ANY_NUMBER_WORD}))*)\s+(per\s?cent|percent)\b",
    re.IGNORECASE,
)
"""A percentage in words: "fell by eight per cent", "twenty-five percent"."""


def is_spoken(written: str) -> bool:
    """Whether ``written`` is a number in words ("two", "twenty-five")."""
    spoken = [w for w in re.split(r"[\s-]+", written.lower()) if w and w != "and"]
    return bool(spoken) and all(w in _NUMBER_WORDS or w in _WORD_SCALES for w in spoken)


def spoken_number(written: str) -> tuple[float, float, str] | None:
    """The value, scale and scale suffix of number words ("nine million": 9.0, 1e6,
    " million"; "two hundred and forty": 240.0, 1.0, ""); None when they are no count."""
    spoken = [w for w in re.split(r"[\s-]+", written.lower()) if w != "and"]
    if spoken[0] in {"zero", "one", *_WORD_SCALES} and len(spoken) == 1:
        return None  # "one of", "million" alone: not a count
    suffix, scale = "", 1.0
    if len(spoken) > 1 and spoken[-1] in _WORD_SCALES and not set(spoken[:-1]) & {*_WORD_SCALES}:
        suffix, scale = f" {spoken[-1]}", _WORD_SCALES[spoken[-1]]
        spoken = spoken[:-1]
    value = _value(spoken)
    return None if value is None else (value, scale, suffix)


def _value(spoken: list[str]) -> float | None:
    """The value of number words ("nineteen thousand five hundred" is 19,500); None when
    they do not make one number ("five six")."""
    total = current = 0.0
    last = ""
    for word in spoken:
        if word in _WORD_SCALES:
            if not current:
                return None
            total, current = total + current * _WORD_SCALES[word], 0.0
        elif word == "hundred":
            current = (current or 1.0) * 100
        elif last and last not in {"hundred", *_WORD_SCALES} and _NUMBER_WORDS[last] < 20:
            return None  # "five six" is two numbers
        elif last and last not in {"hundred", *_WORD_SCALES} and _NUMBER_WORDS[word] >= 10:
            return None  # "twenty thirty"
        else:
            current += _NUMBER_WORDS[word]
        last = word
    return total + current
