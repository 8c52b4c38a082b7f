"""What a model call costs: a maintained price table, or a price you set.

Costs come from the ``genai-prices`` package (prices per provider and model, kept up to
date by its maintainers and shipped as data, so no network is needed). A `Price` given
to an adapter overrides the table; a local model costs nothing. When the table does not
know a model and no price is given, its calls cost 0.0: ``known`` says so, and the
command line prints it, because a cost budget cannot limit what it cannot price.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from keel.errors import UserError


class Pricing(Protocol):
    """Prices calls of one model."""

    @property
    def known(self) -> bool:
        """False when nothing says what this model costs (its calls are counted as free)."""

    def cost(
        self, input_tokens: int, output_tokens: int, *, cache_read: int = 0, cache_write: int = 0
    ) -> float:
        """USD for a call with this usage (``input_tokens`` includes the cached ones)."""

    def upper_bound(self, input_tokens: int, output_tokens: int) -> float:
        """USD a call of at most this usage can cost (cache writes included)."""


@dataclass(frozen=True, slots=True)
class Price:
    """A flat price per million tokens, e.g. ``Price(0.15, 0.60)``."""

    input_per_mtok: float
    output_per_mtok: float
    cache_write_factor: float = 1.0
    known: bool = True

    def __post_init__(self) -> None:
        if min(self.input_per_mtok, self.output_per_mtok) < 0 or self.cache_write_factor < 1:
            raise UserError("prices must be >= 0 and cache_write_factor >= 1")

    def cost(
        self, input_tokens: int, output_tokens: int, *, cache_read: int = 0, cache_write: int = 0
    ) -> float:
        """USD for a call with this usage; cache reads at full price, writes at the factor."""
        plain = input_tokens - cache_write
        inputs = plain + cache_write * self.cache_write_factor
        return (inputs * self.input_per_mtok + output_tokens * self.output_per_mtok) / 1e6

    def upper_bound(self, input_tokens: int, output_tokens: int) -> float:
        """USD at most, if every input token were a cache write."""
        return self.cost(input_tokens, output_tokens, cache_write=input_tokens)


FREE = Price(0.0, 0.0)
"""Local models and servers you run yourself."""
UNKNOWN = Price(0.0, 0.0, known=False)


class TablePrice:
    """Prices from the ``genai-prices`` table for one provider and model."""

    def __init__(self, provider_id: str, model: str, *, prompt_caching: bool = False) -> None:
        from genai_prices import Usage, calc_price

        self._calc, self._usage = calc_price, Usage
        self.provider_id, self.model = provider_id, model
        self.prompt_caching = prompt_caching
        self.known = True
        calc_price(Usage(input_tokens=1, output_tokens=1), model, provider_id=provider_id)

    def cost(
        self, input_tokens: int, output_tokens: int, *, cache_read: int = 0, cache_write: int = 0
    ) -> float:
        """USD for a call with this usage, as the table prices it."""
        usage = self._usage(
            input_tokens=input_tokens,
            output_tokens=output_tokens,
            cache_read_tokens=cache_read or None,
            cache_write_tokens=cache_write or None,
        )
        price = self._calc(usage, self.model, provider_id=self.provider_id)
        return float(price.total_price)

    def upper_bound(self, input_tokens: int, output_tokens: int) -> float:
        """USD at most: every input token priced as a cache write when caching applies."""
        write = input_tokens if self.prompt_caching else 0
        return max(
            self.cost(input_tokens, output_tokens),
            self.cost(input_tokens, output_tokens, cache_write=write),
        )


def price_for(
    provider_id: str, model: str, override: Price | None = None, *, prompt_caching: bool = False
) -> Pricing:
    """The override if given, else the table's price, else `UNKNOWN` (counted as free)."""
    if override is not None:
        return override
    try:
        return TablePrice(provider_id, model, prompt_caching=prompt_caching)
    except (LookupError, ImportError):
        return UNKNOWN
