"""A safe, bounded calculator for the research agent.

Only numbers, ``+ - * / // % **``, unary signs, parentheses and ``abs``, ``round``,
``min``, ``max``, ``sqrt`` are allowed. Every input is bounded before and during
evaluation, so ``9**9**9**9``, ``10**10**10``, 10,000 nested parentheses or a
10,000-digit literal come back at once as a `CalculationError`, never as a hang, a crash
or a memory blow-up.
"""

from __future__ import annotations

import ast
import math
import operator
from collections.abc import Callable

from keel.errors import CalculationError

Number = int | float

MAX_CHARS = 300
"""Longest expression accepted."""
MAX_DEPTH = 40
"""Deepest nesting of operations accepted."""
MAX_MAGNITUDE = 1e300
"""Largest absolute value of any intermediate or final result."""

_BINARY: dict[type[ast.operator], Callable[[Number, Number], Number]] = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.Div: operator.truediv,
    ast.FloorDiv: operator.floordiv,
    ast.Mod: operator.mod,
}
_FUNCTIONS: dict[str, Callable[..., Number]] = {
    "abs": abs,
    "round": lambda value, digits=0: round(value, _digits(digits)),
    "min": min,
    "max": max,
    "sqrt": math.sqrt,
}


def calculate(expression: str) -> Number:
    """Evaluate an arithmetic expression within fixed bounds.

    Raises:
        CalculationError: with a message saying what to change.
    """
    text = expression.strip()
    if not text:
        raise CalculationError("empty expression")
    if len(text) > MAX_CHARS:
        raise CalculationError(
            f"expression is {len(text):,} characters; the limit is {MAX_CHARS}: "
            "compute in smaller steps"
        )
    if text.count("(") > MAX_DEPTH:
        raise CalculationError(f"more than {MAX_DEPTH} parentheses; simplify the expression")
    try:
        tree = ast.parse(text, mode="eval")
    except (SyntaxError, ValueError, RecursionError, MemoryError) as error:
        hint = " (write numbers without thousands separators)" if "," in text else ""
        raise CalculationError(f"not an arithmetic expression: {error}{hint}") from None
    return _finite(_evaluate(tree.body, 0))


def _evaluate(node: ast.expr, depth: int) -> Number:
    if depth > MAX_DEPTH:
        raise CalculationError(f"nested deeper than {MAX_DEPTH} levels; simplify the expression")
    if isinstance(node, ast.Constant):
        value = node.value
        if isinstance(value, int | float) and not isinstance(value, bool):
            return _finite(value)
        raise CalculationError(f"{value!r} is not a number")
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub | ast.UAdd):
        value = _evaluate(node.operand, depth + 1)
        return -value if isinstance(node.op, ast.USub) else value
    if isinstance(node, ast.BinOp):
        left = _evaluate(node.left, depth)  # a flat chain a + b + c ... is not nesting
        right = _evaluate(node.right, depth + 1)
        if isinstance(node.op, ast.Pow):
            return _power(left, right)
        function = _BINARY.get(type(node.op))
        if function is None:
            raise CalculationError(f"operator {type(node.op).__name__} is not allowed")
        try:
            return _finite(function(left, right))
        except ZeroDivisionError:
            raise CalculationError("division by zero") from None
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and not node.keywords:
        function = _FUNCTIONS.get(node.func.id)
        if function is None:
            raise CalculationError(
                f"unknown function {node.func.id!r}; allowed: {', '.join(sorted(_FUNCTIONS))}"
            )
        args = [_evaluate(arg, depth + 1) for arg in node.args]
        try:
            return _finite(function(*args))
        except (TypeError, ValueError) as error:
            raise CalculationError(f"{node.func.id}: {error}") from None
    if isinstance(node, ast.Tuple):
        raise CalculationError("write numbers without thousands separators (1200, not 1,200)")
    raise CalculationError(f"{type(node).__name__} is not allowed; use numbers and + - * / **")


def _digits(digits: Number) -> int:
    """``round``'s digits argument, bounded: a huge one would take forever to apply."""
    if not isinstance(digits, int) or abs(digits) > 300:
        raise CalculationError("round() takes a whole number of digits between -300 and 300")
    return digits


def _power(base: Number, exponent: Number) -> Number:
    """``base ** exponent``, refused before computing when the result would be too large."""
    if abs(exponent) > 1_000:
        raise CalculationError(f"exponent {exponent:g} is too large (limit 1000)")
    if base != 0 and exponent > 0 and exponent * math.log10(abs(base)) > 300:
        raise CalculationError("result too large (over 1e300)")
    try:
        return _finite(base**exponent)
    except ZeroDivisionError:
        raise CalculationError("zero cannot be raised to a negative power") from None


def _finite(value: Number | complex) -> Number:
    if isinstance(value, complex):
        raise CalculationError("the result is not a real number")
    if isinstance(value, float) and not math.isfinite(value):
        raise CalculationError("the result is not a finite number")
    if abs(value) > MAX_MAGNITUDE:
        raise CalculationError("result too large (over 1e300)")
    return value
