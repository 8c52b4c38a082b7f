"""The research calculator: exact arithmetic, and bounded on hostile input."""

from __future__ import annotations

import pytest

from keel.research.calc import CalculationError, calculate


@pytest.mark.parametrize(
    ("expression", "expected"),
    [
        ("(100 - 80) / 80 * 100", 25.0),
        ("2 ** 10", 1024),
        ("2 ** -2", 0.25),
        ("-3 + +4", 1),
        ("7 // 2 + 7 % 2", 4),
        ("max(3, 9, 4) - min(3, 9, 4)", 6),
        ("round(2 / 3, 3)", 0.667),
        ("sqrt(16) + abs(-2)", 6.0),
        ("1e3 * 1.5", 1500.0),
    ],
)
def test_arithmetic_is_exact(expression, expected):
    assert calculate(expression) == expected


@pytest.mark.parametrize(
    ("expression", "message"),
    [
        ("9**9**9**9", "exponent"),
        ("10**10**10", "exponent"),
        ("(" * 10_000 + "1" + ")" * 10_000, "limit is 300"),
        ("1" * 10_000, "limit is 300"),
        ("(" * 60 + "1" + ")" * 60, "parentheses"),
        ("10**300 * 10**300", "too large"),
        ("2 ** 2000", "too large"),
        ("1e308 * 10", "not a finite number|too large"),
        ("1 / 0", "division by zero"),
        ("0 ** -1", "negative power"),
        ("(-8) ** 0.5", "not a real number"),
        ("sqrt(-1)", "sqrt"),
        ("__import__('os')", "unknown function"),
        ("x + 1", "Name is not allowed"),
        ("'a' * 3", "not a number"),
        ("True + 1", "not a number"),
        ("1,200 * 2", "thousands separators"),
        ("", "empty"),
        ("1 +", "not an arithmetic expression"),
        ("[1, 2]", "List is not allowed"),
    ],
)
def test_hostile_or_invalid_input_is_a_clear_error(expression, message):
    with pytest.raises(CalculationError, match=message):
        calculate(expression)


def test_deep_nesting_without_parentheses_is_bounded():
    expression = "-" * 200 + "1"
    with pytest.raises(CalculationError, match="nested deeper"):
        calculate(expression)


def test_round_digits_are_bounded():
    with pytest.raises(CalculationError, match="digits"):
        calculate("round(5, -100000000)")
    assert calculate("round(1234.5678, -2)") == 1200.0


def test_a_long_flat_sum_is_not_nesting():
    assert calculate(" + ".join(["1"] * 60)) == 60
