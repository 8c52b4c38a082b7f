"""Anthropic's Messages API with tool use.

Every keel tool is a tool, plus ``clarify`` and ``final``; ``tool_choice`` ``any``
makes the model call one. The system prompt is marked for prompt caching and, with the
tool list, never changes within a run. Usage counts cache reads and writes as input
tokens, and the cost reservation prices every input token as a cache write, so it stays
an upper bound.

``decide`` uses the async client inside an event loop and the sync client otherwise;
SDK retries are off because the runtime retries provider faults itself. When someone
listens to the model's text (``request.on_text``, see `keel.streaming`) the reply is
streamed: text deltas go to the listener, and the SDK assembles the message (tool
inputs from their JSON deltas, usage from the start and delta events) that is then
parsed and billed exactly as a whole one.
"""

from __future__ import annotations

import os
from collections.abc import Awaitable
from typing import Any

from keel.aio import in_loop
from keel.context import ModelRequest
from keel.decisions import ModelTurn, RawOutput
from keel.errors import ModelOutputError, UserError
from keel.models.chat import PromptSizer, build_prompt, decision_from_call, function_tools
from keel.models.faults import provider_errors
from keel.models.pricing import Price, Pricing, price_for
from keel.models.streams import arelay_messages, relay_messages

ANTHROPIC_URL = "https://api.anthropic.com"


class AnthropicModel:
    """A `DecisionMaker` backed by the Anthropic Messages API.

    Args:
        model: e.g. ``claude-sonnet-4-5``.
        api_key: defaults to ``ANTHROPIC_API_KEY``.
        base_url: another server speaking the Messages API; None means Anthropic.
        price: USD per million tokens; default: the ``genai-prices`` table.
        timeout: seconds per HTTP request (also capped by the run's time left).
        temperature: sent when set (as an extra body field: the SDK has no argument
            for it any more).
        prefill: text the assistant's reply starts with (an assistant prefill), for
            small local models behind the Messages API that need a nudge to emit a tool
            call (``"<tool_call>\n"`` for Qwen-style templates on llama.cpp's server).
        client, async_client: prebuilt ``anthropic.Anthropic`` / ``AsyncAnthropic``.
    """

    provider: str = "anthropic"
    """The GenAI-conventions ``gen_ai.provider.name``."""

    def __init__(
        self,
        model: str,
        *,
        api_key: str | None = None,
        base_url: str | None = None,
        price: Price | None = None,
        timeout: float = 60.0,
        temperature: float | None = None,
        prefill: str | None = None,
        client: Any = None,
        async_client: Any = None,
    ) -> None:
        self.model, self.timeout = model, timeout
        self.base_url = (base_url or ANTHROPIC_URL).rstrip("/")
        self.where = "Anthropic" if base_url is None else self.base_url
        self.api_key = api_key or os.environ.get("ANTHROPIC_API_KEY") or ""
        if not self.api_key and client is None:
            raise UserError(
                "ANTHROPIC_API_KEY is not set: export ANTHROPIC_API_KEY=... "
                "or choose another model (--model planner)"
            )
        self.pricing: Pricing = price_for("anthropic", model, price, prompt_caching=True)
        self.options: dict[str, Any] = {}
        if temperature is not None:
            self.options["extra_body"] = {"temperature": temperature}
        self.prefill = prefill
        self._client, self._async_client = client, async_client
        self._sizer = PromptSizer()

    def __repr__(self) -> str:
        return f"AnthropicModel({self.model!r}, base_url={self.base_url!r})"

    def decide(self, request: ModelRequest) -> ModelTurn | RawOutput | Awaitable[Any]:
        """One Messages call; async inside an event loop, sync otherwise."""
        params, chars = self._params(request)
        if in_loop():
            return self._adecide(request, params, chars)
        listener = request.on_text
        with provider_errors(self.where):
            if listener is None:
                response = self._sync().messages.create(**params)
            else:
                with self._sync().messages.stream(**params) as stream:
                    relay_messages(stream, listener)
                    response = stream.get_final_message()
        return self._reply(request, response, chars)

    def count_tokens(self, request: ModelRequest) -> int:
        """A conservative count of the prompt this request becomes."""
        return self._sizer.estimate(self._chars(request))

    def estimate_cost(self, input_tokens: int, output_tokens: int) -> float:
        """Upper bound on a call's cost (input priced as cache writes)."""
        return self.pricing.upper_bound(input_tokens, output_tokens)

    async def _adecide(
        self, request: ModelRequest, params: dict[str, Any], chars: int
    ) -> ModelTurn | RawOutput:
        listener = request.on_text
        with provider_errors(self.where):
            if listener is None:
                response = await self._async().messages.create(**params)
            else:
                async with self._async().messages.stream(**params) as stream:
                    await arelay_messages(stream, listener)
                    response = await stream.get_final_message()
        return self._reply(request, response, chars)

    def _chars(self, request: ModelRequest) -> int:
        prompt = build_prompt(request, json_mode=False)
        return prompt.chars + sum(len(str(f)) for f in function_tools(request))

    def _params(self, request: ModelRequest) -> tuple[dict[str, Any], int]:
        prompt = build_prompt(request, json_mode=False)
        left = request.remaining.seconds
        params: dict[str, Any] = {
            "model": self.model,
            "max_tokens": request.max_output_tokens or 1024,
            "system": [
                {"type": "text", "text": prompt.system, "cache_control": {"type": "ephemeral"}}
            ],
            "messages": [{"role": "user", "content": prompt.user}]
            + ([{"role": "assistant", "content": self.prefill}] if self.prefill else []),
            "tools": [
                {
                    "name": f["name"],
                    "description": f["description"],
                    "input_schema": f["parameters"],
                }
                for f in function_tools(request)
            ],
            "tool_choice": {"type": "any"},
            "timeout": self.timeout if left is None else max(0.1, min(self.timeout, left)),
            **self.options,
        }
        return params, self._chars(request)

    def _reply(self, request: ModelRequest, response: Any, chars: int) -> ModelTurn | RawOutput:
        usage = getattr(response, "usage", None)
        cache_read = int(getattr(usage, "cache_read_input_tokens", 0) or 0)
        cache_write = int(getattr(usage, "cache_creation_input_tokens", 0) or 0)
        input_tokens = int(getattr(usage, "input_tokens", 0) or 0) + cache_read + cache_write
        output_tokens = int(getattr(usage, "output_tokens", 0) or 0)
        if usage is None:
            input_tokens, output_tokens = self._sizer.estimate(chars), request.max_output_tokens
        self._sizer.learn(chars, input_tokens)
        cost = self.pricing.cost(
            input_tokens, output_tokens, cache_read=cache_read, cache_write=cache_write
        )
        billed = {"input_tokens": input_tokens, "output_tokens": output_tokens, "cost_usd": cost}
        meta: dict[str, Any] = {
            "model": getattr(response, "model", self.model),
            "finish_reason": getattr(response, "stop_reason", None),
        }
        if cache_read or cache_write:
            meta["cached_tokens"], meta["cache_write_tokens"] = cache_read, cache_write
        blocks = list(getattr(response, "content", None) or [])
        calls = [b for b in blocks if getattr(b, "type", None) == "tool_use"]
        text = "".join(getattr(b, "text", "") for b in blocks if getattr(b, "type", None) == "text")
        if not calls:
            error = "the reply had no tool call; call exactly one tool"
            if meta["finish_reason"] == "max_tokens":
                error += f" (cut off at max_tokens={request.max_output_tokens})"
            return RawOutput(text=text, error=error, meta=meta, **billed)
        if len(calls) > 1:
            meta["ignored_tool_calls"] = [{"name": c.name, "arguments": c.input} for c in calls[1:]]
        if meta["finish_reason"] == "max_tokens" and blocks[-1] is calls[0]:
            # The call keel would act on was cut off: its arguments may be incomplete. (One
            # followed by another block is complete; a cut-off later call is only ignored.)
            return RawOutput(
                text=text,
                error=f"the tool call was cut off at max_tokens={request.max_output_tokens}; "
                "reply with one shorter call",
                meta=meta,
                **billed,
            )
        try:
            decision = decision_from_call(request, calls[0].name, calls[0].input)
        except ModelOutputError as error:
            return RawOutput(text=text, error=str(error), meta=meta, **billed)
        return ModelTurn(decision=decision, meta=meta, **billed)

    def _sync(self) -> Any:
        if self._client is None:
            import anthropic

            self._client = anthropic.Anthropic(
                api_key=self.api_key, base_url=self.base_url, max_retries=0, timeout=self.timeout
            )
        return self._client

    def _async(self) -> Any:
        if self._async_client is None:
            import anthropic

            self._async_client = anthropic.AsyncAnthropic(
                api_key=self.api_key, base_url=self.base_url, max_retries=0, timeout=self.timeout
            )
        return self._async_client
