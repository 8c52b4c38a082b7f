"""The run page's pictures, as numbers for inline SVG: tokens and cost per step, and the
budget used against its limits. No JavaScript library: the template draws rectangles
and a polyline from these figures."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from keel.web.timeline import StepUsage, number

WIDTH = 640
"""Width of the chart's drawing area (SVG user units)."""
HEIGHT = 160
"""Height of the chart's drawing area."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Bar:
    """One step's tokens as a bar (input at the bottom, output on top)."""

    step: int
    x: float
    width: float
    y_in: float
    h_in: float
    y_out: float
    h_out: float
    label: str


@dataclass(frozen=True, slots=True, kw_only=True)
class UsageChart:
    """Tokens per step as bars and cumulative cost as a line, scaled to the drawing."""

    bars: list[Bar] = field(default_factory=list)
    cost_points: str = ""
    max_tokens: int = 0
    total_cost: float = 0.0
    width: int = WIDTH
    height: int = HEIGHT


@dataclass(frozen=True, slots=True, kw_only=True)
class BudgetBar:
    """One budget: how much was used of its limit."""

    name: str
    used: float
    limit: float | None
    text: str

    @property
    def fraction(self) -> float:
        """Used over limit, from 0 to 1 (0 without a limit)."""
        if not self.limit:
            return 0.0
        return max(0.0, min(1.0, self.used / self.limit))

    @property
    def percent(self) -> int:
        """`fraction` in whole percent, for the bar's width."""
        return round(self.fraction * 100)


def usage_chart(steps: Sequence[StepUsage]) -> UsageChart:
    """Scale the steps' tokens and cumulative cost to the drawing area."""
    if not steps:
        return UsageChart()
    top = max(step.tokens for step in steps) or 1
    slot = WIDTH / len(steps)
    width = max(1.0, slot * 0.7)
    bars, points, cost = [], [], 0.0
    total_cost = sum(step.cost_usd for step in steps) or 1.0
    for index, step in enumerate(steps):
        x = index * slot + (slot - width) / 2
        h_in = HEIGHT * step.input_tokens / top
        h_out = HEIGHT * step.output_tokens / top
        bars.append(
            Bar(
                step=step.step,
                x=round(x, 2),
                width=round(width, 2),
                y_in=round(HEIGHT - h_in, 2),
                h_in=round(h_in, 2),
                y_out=round(HEIGHT - h_in - h_out, 2),
                h_out=round(h_out, 2),
                label=f"step {step.step}: {step.input_tokens:,} in, "
                f"{step.output_tokens:,} out, ${step.cost_usd:.5f}, {step.seconds:.2f} s",
            )
        )
        cost += step.cost_usd
        points.append(f"{x + width / 2:.2f},{HEIGHT - HEIGHT * cost / total_cost:.2f}")
    return UsageChart(
        bars=bars,
        cost_points=" ".join(points),
        max_tokens=top,
        total_cost=sum(step.cost_usd for step in steps),
    )


def budget_bars(used: Mapping[str, float], limits: Mapping[str, Any]) -> list[BudgetBar]:
    """Steps, tokens, cost and time used, each against its budget (if one was set)."""
    specs = (
        ("steps", "max_steps", "{:,.0f}"),
        ("tokens", "max_tokens", "{:,.0f}"),
        ("cost", "max_cost_usd", "${:.4f}"),
        ("time", "timeout_seconds", "{:.2f} s"),
    )
    bars = []
    for name, key, form in specs:
        limit = number(limits.get(key)) or None
        limit = limit if limit is not None and limit > 0 else None
        value = float(used.get(name, 0.0))
        text = form.format(value) + ("" if limit is None else " of " + form.format(limit))
        bars.append(BudgetBar(name=name, used=value, limit=limit, text=text))
    return bars
