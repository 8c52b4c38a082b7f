"""The planner's patterns compile at first use (`keel.research.planner.relazy`): each one
still compiles, and a lazy pattern answers as the compiled one does."""

from __future__ import annotations

import copy
import importlib
import pickle
import pkgutil
import re

import pytest

import keel.research.planner as planner_package
from keel.research.planner.relazy import _Lazy, lazy


def _planner_patterns() -> list[tuple[str, _Lazy]]:
    found: dict[int, tuple[str, _Lazy]] = {}
    for info in pkgutil.iter_modules(planner_package.__path__):
        module = importlib.import_module(f"{planner_package.__name__}.{info.name}")
        for name, value in vars(module).items():
            values = value.values() if isinstance(value, dict) else [value]
            for item in values:
                if isinstance(item, _Lazy):
                    found.setdefault(id(item), (f"{info.name}.{name}", item))
    return list(found.values())


def test_every_planner_pattern_compiles() -> None:
    patterns = _planner_patterns()
    assert len(patterns) > 300  # the planner's rules, not an empty walk
    for where, pattern in patterns:
        try:
            expected = re.compile(pattern.pattern, pattern._flags)
        except re.error as error:  # pragma: no cover - the failure this test exists for
            pytest.fail(f"{where}: {error}")
        assert pattern.flags == expected.flags, where
        assert pattern.groupindex == expected.groupindex, where


def test_a_lazy_pattern_answers_as_the_compiled_one() -> None:
    source, text = r"(?P<amount>\d+(?:[.,]\d+)?)\s*(?P<unit>mio|bn)\b", "EUR 3,4 Mio. and 2 bn"
    made, compiled = lazy(source, re.IGNORECASE), re.compile(source, re.IGNORECASE)
    assert made.pattern == source
    assert "search" not in vars(made)  # nothing compiled before the first use
    found, expected = made.search(text), compiled.search(text)
    assert found is not None
    assert expected is not None
    assert found.groupdict() == expected.groupdict() == {"amount": "3,4", "unit": "Mio"}
    assert [m.span() for m in made.finditer(text)] == [m.span() for m in compiled.finditer(text)]
    assert made.findall(text) == compiled.findall(text)
    assert made.sub("X", text) == compiled.sub("X", text)
    assert made.subn("X", text) == compiled.subn("X", text)
    assert made.split(text) == compiled.split(text)
    assert made.match(text) is None
    assert made.fullmatch("2 bn") is not None
    assert (made.flags, made.groups) == (compiled.flags, compiled.groups)
    assert made.search is not None
    assert "search" in vars(made)


def test_a_bad_pattern_fails_at_first_use_and_copies_do_not_compile() -> None:
    bad = lazy("(unclosed")
    assert copy.copy(bad).pattern == "(unclosed"  # copy probes dunders: not a use
    with pytest.raises(re.error):
        bad.search("x")


def test_a_used_pattern_copies_pickles_and_compares_as_its_source() -> None:
    used = lazy(r"\d+", re.IGNORECASE)
    assert used.findall("a1b22") == ["1", "22"]  # first use: methods lent
    for copied in (copy.copy(used), copy.deepcopy(used), pickle.loads(pickle.dumps(used))):
        assert copied == used
        assert hash(copied) == hash(used)
        assert copied.findall("x333") == ["333"]
    assert used != lazy(r"\d+")  # other flags
    assert {used, lazy(r"\d+", re.IGNORECASE)} == {used}
