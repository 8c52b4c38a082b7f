"""OpenAI Chat Completions, and any server that speaks it (vLLM, Ollama, llama.cpp, LM Studio).

Two modes:

- ``tools`` (default for OpenAI): native function calling. Every keel tool is a
  function, plus ``clarify`` and ``final``; ``tool_choice="required"`` asks for exactly
  one call. The tool list never changes within a run, so the prompt prefix caches.
- ``json``: structured output. The reply must match `keel.narrowing.decision_schema`
  for *this step* (tool names, ``read_document.doc_id`` and ``citations`` narrowed to
  what is valid now), sent as a strict ``json_schema`` response format. Servers that
  constrain decoding (llama.cpp, vLLM) then cannot produce an invalid decision.

``decide`` uses the async client when called inside an event loop (`Runtime.arun`) and
the sync client otherwise (`Runtime.run`). When someone listens to the model's text
(``request.on_text``, see `keel.streaming`) the reply is streamed with its usage
(``stream_options.include_usage``) and assembled in `keel.models.streams`, so it is
parsed and billed exactly as a whole one (a server that sends no usage is billed the
reservation, as without streaming). A server that answers a streamed request with
nothing at all is asked again without streaming, and never streamed to again. SDK
retries are off: the runtime retries provider faults itself (see `keel.models.faults`).
"""

from __future__ import annotations

import os
from collections.abc import Awaitable, Mapping
from typing import Any, Literal

from keel.aio import in_loop
from keel.context import ModelRequest
from keel.decisions import ModelTurn, RawOutput
from keel.errors import ModelOutputError, UserError
from keel.models.chat import (
    PromptSizer,
    build_prompt,
    decision_from_call,
    decision_from_json,
    function_tools,
)
from keel.models.faults import provider_errors
from keel.models.pricing import FREE, Price, Pricing, price_for
from keel.models.streams import OPENAI_STREAM, acollect_chat, collect_chat
from keel.narrowing import decision_schema

Mode = Literal["tools", "json"]
SchemaFormat = Literal["json_schema", "json_object"]
OPENAI_URL = "https://api.openai.com/v1"


class OpenAIModel:
    """A `DecisionMaker` backed by an OpenAI-style Chat Completions endpoint.

    Args:
        model: the model name, e.g. ``gpt-4o-mini``.
        base_url: the API root; None means OpenAI itself.
        api_key: defaults to ``OPENAI_API_KEY``; a local server may not need one.
        mode: ``tools`` (native function calling) or ``json`` (strict structured output
            with per-step narrowing).
        price: USD per million tokens; default: the ``genai-prices`` table for OpenAI,
            free for other servers.
        timeout: seconds per HTTP request (also capped by the run's time left).
        temperature, seed: sampling options passed through when set.
        extra_body: extra JSON fields for servers with their own options.
        max_tokens_field: ``max_completion_tokens`` for OpenAI, ``max_tokens`` for the
            servers that only know the older name.
        schema_format: how JSON mode sends the schema: ``json_schema`` (OpenAI, vLLM,
            Ollama, LM Studio, llama.cpp's C++ server) or ``json_object``
            (``{"type": "json_object", "schema": ...}``, llama-cpp-python's server).
        client, async_client: prebuilt ``openai.OpenAI`` / ``openai.AsyncOpenAI``.
    """

    provider: str = "openai"
    """The GenAI-conventions ``gen_ai.provider.name`` (also for OpenAI-compatible servers:
    the API they speak)."""

    def __init__(
        self,
        model: str,
        *,
        base_url: str | None = None,
        api_key: str | None = None,
        mode: Mode = "tools",
        price: Price | None = None,
        timeout: float = 60.0,
        temperature: float | None = None,
        seed: int | None = None,
        extra_body: Mapping[str, Any] | None = None,
        max_tokens_field: str | None = None,
        schema_format: SchemaFormat = "json_schema",
        client: Any = None,
        async_client: Any = None,
    ) -> None:
        if mode not in ("tools", "json"):
            raise UserError(f"mode must be 'tools' or 'json', got {mode!r}")
        if schema_format not in ("json_schema", "json_object"):
            raise UserError(f"format must be json_schema or json_object, got {schema_format!r}")
        self.model, self.mode, self.timeout = model, mode, timeout
        self.schema_format = schema_format
        self.base_url = (base_url or OPENAI_URL).rstrip("/")
        hosted = self.base_url == OPENAI_URL
        self.where = "OpenAI" if hosted else self.base_url
        self.api_key = api_key or os.environ.get("OPENAI_API_KEY") or ("" if hosted else "none")
        if not self.api_key and client is None:
            raise UserError(
                "OPENAI_API_KEY is not set: export OPENAI_API_KEY=... "
                "or choose another model (--model planner)"
            )
        self.pricing: Pricing = price_for("openai", model, price) if hosted else price or FREE
        self.options: dict[str, Any] = {}
        if temperature is not None:
            self.options["temperature"] = temperature
        if seed is not None:
            self.options["seed"] = seed
        self.extra_body = dict(extra_body or {})
        self.max_tokens_field = max_tokens_field or (
            "max_completion_tokens" if hosted else "max_tokens"
        )
        self._client, self._async_client = client, async_client
        self._sizer = PromptSizer()
        self.streams = True
        """Stream when someone listens; False once the server answered a streamed request
        with an empty body (llama-cpp-python's ``chatml-function-calling`` format does with
        tools): that request and every later one are then sent whole."""

    def __repr__(self) -> str:
        return f"OpenAIModel({self.model!r}, base_url={self.base_url!r}, mode={self.mode!r})"

    # -- the DecisionMaker protocol -------------------------------------------------

    def decide(self, request: ModelRequest) -> ModelTurn | RawOutput | Awaitable[Any]:
        """One Chat Completions call; async inside an event loop, sync otherwise."""
        params, chars = self._params(request)
        if in_loop():
            return self._adecide(request, params, chars)
        listener = request.on_text if self.streams else None
        with provider_errors(self.where):
            response = None
            if listener is not None:
                stream = self._sync().chat.completions.create(**params, **OPENAI_STREAM)
                response = collect_chat(stream, listener)
                self.streams = response is not None
            if response is None:
                response = self._sync().chat.completions.create(**params)
        return self._reply(request, response, chars)

    def count_tokens(self, request: ModelRequest) -> int:
        """A conservative count of the prompt this request becomes."""
        prompt = build_prompt(request, json_mode=self.mode == "json")
        return self._sizer.estimate(prompt.chars + self._tools_chars(request))

    def estimate_cost(self, input_tokens: int, output_tokens: int) -> float:
        """Upper bound on a call's cost, from the same price as the charge."""
        return self.pricing.upper_bound(input_tokens, output_tokens)

    # -- internals --------------------------------------------------------------------

    async def _adecide(
        self, request: ModelRequest, params: dict[str, Any], chars: int
    ) -> ModelTurn | RawOutput:
        listener = request.on_text if self.streams else None
        with provider_errors(self.where):
            response = None
            if listener is not None:
                stream = await self._async().chat.completions.create(**params, **OPENAI_STREAM)
                response = await acollect_chat(stream, listener)
                self.streams = response is not None
            if response is None:
                response = await self._async().chat.completions.create(**params)
        return self._reply(request, response, chars)

    def _params(self, request: ModelRequest) -> tuple[dict[str, Any], int]:
        json_mode = self.mode == "json"
        prompt = build_prompt(request, json_mode=json_mode)
        params: dict[str, Any] = {
            "model": self.model,
            "messages": [
                {"role": "system", "content": prompt.system},
                {"role": "user", "content": prompt.user},
            ],
            self.max_tokens_field: request.max_output_tokens or None,
            **self.options,
        }
        if json_mode:
            schema = decision_schema(request.choices())
            params["response_format"] = (
                {"type": "json_object", "schema": schema}
                if self.schema_format == "json_object"
                else {
                    "type": "json_schema",
                    "json_schema": {"name": "keel_decision", "strict": True, "schema": schema},
                }
            )
        else:
            params["tools"] = [{"type": "function", "function": f} for f in function_tools(request)]
            params["tool_choice"] = "required"
        if self.extra_body:
            params["extra_body"] = self.extra_body
        left = request.remaining.seconds
        params["timeout"] = self.timeout if left is None else max(0.1, min(self.timeout, left))
        return params, prompt.chars + self._tools_chars(request)

    def _tools_chars(self, request: ModelRequest) -> int:
        if self.mode == "json":
            return 0
        return sum(len(str(f)) for f in function_tools(request))

    def _reply(self, request: ModelRequest, response: Any, chars: int) -> ModelTurn | RawOutput:
        usage = getattr(response, "usage", None)
        input_tokens = int(getattr(usage, "prompt_tokens", 0) or 0)
        output_tokens = int(getattr(usage, "completion_tokens", 0) or 0)
        if usage is None:  # bill the reservation: never less than what was used
            input_tokens = self._sizer.estimate(chars)
            output_tokens = request.max_output_tokens
        self._sizer.learn(chars, input_tokens)
        details = getattr(usage, "prompt_tokens_details", None)
        cached = int(getattr(details, "cached_tokens", 0) or 0)
        billed = {
            "input_tokens": input_tokens,
            "output_tokens": output_tokens,
            "cost_usd": self.pricing.cost(input_tokens, output_tokens, cache_read=cached),
        }
        meta: dict[str, Any] = {"model": getattr(response, "model", self.model)}
        if cached:
            meta["cached_tokens"] = cached
        choices = getattr(response, "choices", None) or []
        if not choices:
            return RawOutput(text="", error="the provider returned no choices", meta=meta, **billed)
        choice = choices[0]
        meta["finish_reason"] = getattr(choice, "finish_reason", None)
        message = choice.message
        text = getattr(message, "content", None) or ""
        if getattr(message, "refusal", None):
            return RawOutput(
                text=text, error=f"the model refused: {message.refusal}", meta=meta, **billed
            )
        cut = meta["finish_reason"] == "length"
        try:
            if self.mode == "json":
                decision = decision_from_json(request, text)
            else:
                calls = list(getattr(message, "tool_calls", None) or [])
                if not calls:
                    return RawOutput(
                        text=text,
                        error="the reply had no tool call; call exactly one function",
                        meta=meta,
                        **billed,
                    )
                if len(calls) > 1:
                    meta["ignored_tool_calls"] = [
                        {"name": c.function.name, "arguments": c.function.arguments}
                        for c in calls[1:]
                    ]
                if cut and len(calls) == 1:  # its arguments may be incomplete: do not act
                    # (a call followed by another is complete; the cut-off later one is ignored)
                    raise ModelOutputError("the tool call was cut off; reply with one shorter call")
                first = calls[0].function
                decision = decision_from_call(request, first.name, first.arguments)
        except ModelOutputError as error:
            reason = str(error)
            if cut:
                reason += f" (cut off at max_tokens={request.max_output_tokens})"
            return RawOutput(text=text, error=reason, meta=meta, **billed)
        return ModelTurn(decision=decision, meta=meta, **billed)

    def _sync(self) -> Any:
        if self._client is None:
            import openai

            self._client = openai.OpenAI(
                api_key=self.api_key, base_url=self.base_url, max_retries=0, timeout=self.timeout
            )
        return self._client

    def _async(self) -> Any:
        if self._async_client is None:
            import openai

            self._async_client = openai.AsyncOpenAI(
                api_key=self.api_key, base_url=self.base_url, max_retries=0, timeout=self.timeout
            )
        return self._async_client


def openai_compatible(
    model: str, base_url: str, *, mode: Mode = "json", **options: Any
) -> OpenAIModel:
    """An `OpenAIModel` for a server you run (vLLM, Ollama, llama.cpp, LM Studio).

    JSON mode by default, since such servers constrain decoding to the schema more
    widely than they support native tool calling; calls are free unless ``price`` is set.
    """
    if not base_url.startswith(("http://", "https://")):
        raise UserError(f"base URL must start with http:// or https://, got {base_url!r}")
    return OpenAIModel(model, base_url=base_url, mode=mode, **options)
