"""The `DecisionMaker` protocol: the one thing a model adapter must implement."""

from __future__ import annotations

from collections.abc import Awaitable
from typing import Protocol, runtime_checkable

from keel.context import ModelRequest
from keel.decisions import ModelTurn, RawOutput


@runtime_checkable
class DecisionMaker(Protocol):
    """Proposes the next decision. It never executes anything.

    ``decide`` may be sync or ``async``. It returns a parsed `ModelTurn`, or a
    `RawOutput` (text plus billed usage) for the runtime to parse. It must not produce
    more than ``request.max_output_tokens`` output tokens.

    Two optional methods make budget reservation exact:
    ``count_tokens(request) -> int | None`` (the prompt's token count; otherwise the
    runtime estimates conservatively) and ``estimate_cost(input_tokens, output_tokens)
    -> float`` (an upper bound on a call's cost; otherwise the cost budget is enforced
    on what has been spent, and the last call may overshoot it).

    An adapter that can stream sends the model's text, piece by piece, to
    ``request.on_text`` when it is set (someone watches the run, see `keel.streaming`);
    one that does not simply ignores it.
    """

    def decide(
        self, request: ModelRequest
    ) -> ModelTurn | RawOutput | Awaitable[ModelTurn | RawOutput]:
        """Return the next decision for this request."""
