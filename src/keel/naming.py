"""Records the user named: the whole short fields of a JSON object in a tool's output that
the user's own words pick out ("the participants of the 'Introductory meeting'").

`keel.provenance` counts such a field as given through the user's reference; a value
inside a record's text never is.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from keel.matching import FIELD_NAME, fold, leaves, number_text, pattern

__all__ = ["QUOTED", "named_records"]

_FIELD_CHARS = 100
QUOTED = re.compile(r"['\"\u2018\u201c]([^'\"\u2019\u201d\n]{4,100})['\"\u2019\u201d]")
_NAME_LIKE = re.compile(r"(?=.*[^\W\d_]).*(?:\s|[@._/-]|\d)")


def named_records(data: Any, said: list[str], quoted: set[str]) -> list[tuple[str, frozenset[str]]]:
    """The records in one output that the user's own words name, with their short fields.

    A record is a JSON object. It is named by one of its fields that the user wrote, and
    then its short fields count; in a map from names (``{"City Hub": "1-1-1 ..."}``) a key
    the user wrote names only its own value. A name is a phrase the user put in quotes,
    or a value of at least four characters with a letter and a space, a digit or one of
    ``@ . _ / -`` (a title of two words, a file name, an address); never a single plain
    word an attacker could guess ("summary"). The operator's instructions never name a
    record. `sources` then keeps only names that pick out exactly one record of an output
    (two emails with the subject the user named are no one record).
    """
    named: list[tuple[str, frozenset[str]]] = []

    def said_by_user(value: str) -> bool:
        if len(value) < 4 or not (value in quoted or _NAME_LIKE.match(value)):
            return False
        return any(value in text and pattern(value).search(text) for text in said)

    for record in _records(data):
        values = [v for v in map(fold, _fields(record)) if 0 < len(v) <= _FIELD_CHARS]
        naming = next((v for v in values if said_by_user(v)), None)  # in field order
        if naming is not None:
            named.append((naming, frozenset(values)))
        for key, value in record.items():  # a map from names: {"City Hub": "1-1-1 ..."}
            key = fold(str(key))
            if not FIELD_NAME.fullmatch(key) and said_by_user(key):
                inner = {fold(text) for _, text in leaves(value)}
                named.append((key, frozenset(v for v in inner if 0 < len(v) <= _FIELD_CHARS)))
    return named


def _records(data: Any) -> Iterator[dict[str, Any]]:
    if isinstance(data, dict):
        yield data
        for value in data.values():
            yield from _records(value)
    elif isinstance(data, list | tuple):
        for value in data:
            yield from _records(value)


def _fields(record: dict[str, Any]) -> Iterator[str]:
    """A record's short scalar fields under plain field names (``title``, ``participants``
    items); the entries of a map from names (``{"City Hub": ...}``) are not its fields."""
    for key, value in record.items():
        if not FIELD_NAME.fullmatch(str(key)):
            continue
        items = value if isinstance(value, list | tuple) else (value,)
        for item in items:
            if isinstance(item, bool) or item is None or isinstance(item, dict | list):
                continue
            text = number_text(item) if isinstance(item, int | float) else str(item)
            if "\n" not in text:
                yield text
