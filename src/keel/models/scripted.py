"""A decision maker that replays a fixed script: deterministic runs for tests and the CLI.

Script file format (``--model scripted:PATH``): JSONL, one model turn per line, in order,
as `ModelTurn` JSON. A line ``{"raw": "..."}`` stands for raw model text the runtime must
parse (and may reject); it may carry ``input_tokens``, ``output_tokens`` and ``cost_usd``.
Asking for a turn past the last line is a model error, not a crash; `assert_consumed`
fails loudly on that and on turns left over.
"""

from __future__ import annotations

import json
import stat
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from keel.context import ModelRequest
from keel.decisions import ClarifyDecision, FinalDecision, ModelTurn, RawOutput, ToolDecision
from keel.errors import ScriptError, UserError

MAX_SCRIPT_BYTES = 256 << 20
"""The largest script file read (a script is a few turns a step; this is far beyond any)."""

ScriptStep = ModelTurn | RawOutput | ToolDecision | ClarifyDecision | FinalDecision | dict[str, Any]


class ScriptedDecisionMaker:
    """Returns scripted turns in order; records every request it was given (``requests``;
    with ``keep_requests=False`` only how many, in ``calls``: a long run's requests hold
    its whole context, step after step).

    With ``by_step=True`` the turn is chosen by the run's step (call N gets line N),
    not by how many calls this object has seen, so a run resumed in a new process (after a
    pause or a crash) continues the same script where the run is.

    Like a real provider it honours ``max_output_tokens``: a scripted turn longer than the
    cap comes back cut off (as unparseable raw text billed at the cap). Its
    ``count_tokens`` and ``estimate_cost`` report the next turn's scripted figures, so
    budget reservation against a script is exact.
    """

    provider: str = "keel.scripted"
    """``gen_ai.provider.name`` in traces: no provider, a script."""

    def __init__(
        self, steps: Iterable[ScriptStep], *, by_step: bool = False, keep_requests: bool = True
    ) -> None:
        self.turns: list[ModelTurn | RawOutput] = [_coerce(s, i) for i, s in enumerate(steps)]
        self.requests: list[ModelRequest] = []
        self.calls = 0
        self.keep_requests = keep_requests
        self.overruns = 0
        self.by_step = by_step
        self._next = 0

    @classmethod
    def from_jsonl(cls, path: str | Path, *, by_step: bool = False) -> ScriptedDecisionMaker:
        """Load a script file.

        Raises:
            UserError: the file is missing or a line is not a valid turn (with its number).
        """
        source = Path(path)
        try:
            if not stat.S_ISREG(source.stat().st_mode):  # /dev/zero, a FIFO: no end to it
                raise UserError(f"cannot read script {source}: not a regular file")
            with source.open("rb") as handle:
                data = handle.read(MAX_SCRIPT_BYTES + 1)
            if len(data) > MAX_SCRIPT_BYTES:
                raise UserError(
                    f"cannot read script {source}: over the {MAX_SCRIPT_BYTES:,}-byte limit"
                )
            lines = data.decode("utf-8").splitlines()
        except OSError as error:
            raise UserError(f"cannot read script {source}: {error.strerror or error}") from None
        except UnicodeDecodeError as error:
            raise UserError(f"cannot read script {source}: not UTF-8 text ({error})") from None
        steps: list[ScriptStep] = []
        for number, line in enumerate(lines, start=1):
            if not line.strip():
                continue
            try:
                value = json.loads(line)
                steps.append(_coerce(value, number - 1))
            except RecursionError:
                raise UserError(f"{source}:{number}: nested too deeply to read") from None
            except (json.JSONDecodeError, UserError) as error:
                raise UserError(f"{source}:{number}: not a model turn: {error}") from None
        return cls(steps, by_step=by_step)

    @property
    def remaining(self) -> int:
        """Scripted turns not yet consumed."""
        return len(self.turns) - self._next

    def decide(self, request: ModelRequest) -> ModelTurn | RawOutput:
        """Return the next scripted turn, cut to ``request.max_output_tokens``."""
        self.calls += 1
        if self.keep_requests:
            self.requests.append(request)
        self._seek(request)
        if self._next >= len(self.turns):
            self.overruns += 1
            raise ScriptError(
                f"scripted model ran past its last turn: {len(self.turns)} scripted, "
                f"call {self.calls} made"
            )
        turn = self.turns[self._next]
        self._next += 1
        cap = request.max_output_tokens
        if cap and turn.output_tokens > cap:
            text = turn.text if isinstance(turn, RawOutput) else turn.decision.model_dump_json()
            return RawOutput(
                text=text[: max(1, len(text) * cap // turn.output_tokens)],
                input_tokens=turn.input_tokens,
                output_tokens=cap,
                cost_usd=turn.cost_usd,
            )
        return turn

    def count_tokens(self, request: ModelRequest) -> int | None:
        """The next turn's scripted prompt tokens (None when the script gives none)."""
        self._seek(request)
        if self._next < len(self.turns) and self.turns[self._next].input_tokens:
            return self.turns[self._next].input_tokens
        return None

    def estimate_cost(self, input_tokens: int, output_tokens: int) -> float:
        """The next turn's scripted cost: exact, whatever the token counts."""
        return self.turns[self._next].cost_usd if self._next < len(self.turns) else 0.0

    def _seek(self, request: ModelRequest) -> None:
        if self.by_step:
            self._next = request.step - 1  # the request carries the step it will be

    def assert_consumed(self) -> None:
        """Raise `ScriptError` if the run asked for too many turns or left some unused."""
        if self.overruns:
            raise ScriptError(
                f"scripted model was called {self.overruns} time(s) past its "
                f"{len(self.turns)} scripted turns"
            )
        if self.remaining:
            raise ScriptError(
                f"{self.remaining} of {len(self.turns)} scripted turns were never used "
                f"(the run ended after {self._next})"
            )


def _coerce(step: ScriptStep, index: int) -> ModelTurn | RawOutput:
    if isinstance(step, ModelTurn | RawOutput):
        return step
    if isinstance(step, ToolDecision | ClarifyDecision | FinalDecision):
        return ModelTurn(decision=step)
    if isinstance(step, dict):
        try:
            if "raw" in step:
                fields = {k: v for k, v in step.items() if k != "raw"}
                return RawOutput(text=str(step["raw"]), **fields)
            return ModelTurn.model_validate(step)
        except (ValidationError, TypeError) as error:
            raise UserError(f"script step {index}: {error}") from None
    raise UserError(f"script step {index}: cannot use a {type(step).__name__} as a model turn")
