"""One model string for the command line and the API.

======================================  =================================================
``scripted:PATH``                       a JSONL script of model turns
``openai:MODEL``                        OpenAI (``OPENAI_API_KEY``), native tool calling
``anthropic:MODEL``                     Anthropic (``ANTHROPIC_API_KEY``), tool use
``openai-compatible:MODEL@BASE_URL``    any OpenAI-compatible server (vLLM, Ollama,
                                        llama.cpp, LM Studio), strict JSON output
``llamacpp:smollm2`` / ``llamacpp:PATH``  a GGUF model in-process, grammar-constrained
======================================  =================================================

Options follow a ``?``, joined by ``&``: ``mode=tools|json`` (OpenAI-style servers),
``format=json_schema|json_object`` (how JSON mode sends its schema; llama-cpp-python's
server needs ``json_object``), ``temperature=0.2``, ``seed=7``, ``price=IN/OUT`` (USD
per million input/output tokens, overriding the price table). Example:
``openai-compatible:qwen2.5@http://localhost:11434/v1?mode=tools&seed=1``.

Every mistake (unknown prefix, missing key, missing file or package) is a `UserError`
whose one-line message says how to fix it. The research app adds ``planner`` (its
offline planner) and the default order (see `keel.research.models`).
"""

from __future__ import annotations

from typing import Any

from keel.errors import UserError
from keel.models.base import DecisionMaker

KNOWN = (
    "scripted:PATH, openai:MODEL, anthropic:MODEL, "
    "openai-compatible:MODEL@BASE_URL, llamacpp:smollm2, llamacpp:PATH"
)
_OPTIONS = {"mode", "format", "temperature", "seed", "price"}


def resolve_model(spec: str, *, known: str = KNOWN) -> DecisionMaker:
    """Build the decision maker a model string names.

    Args:
        spec: the model string.
        known: the model strings to list when ``spec`` is unknown.

    Raises:
        UserError: unknown prefix, bad option, missing API key, file or package (one
            line, with the fix).
    """
    kind, _, rest = spec.strip().partition(":")
    if kind == "scripted":
        if not rest:
            raise UserError("scripted model needs a file: --model scripted:PATH")
        from keel.models.scripted import ScriptedDecisionMaker

        return ScriptedDecisionMaker.from_jsonl(rest, by_step=True)
    if kind not in ("openai", "anthropic", "openai-compatible", "llamacpp"):
        raise UserError(f"unknown model {spec!r}; use one of: {known}")
    name, options = _split_options(rest, spec)
    if not name:
        raise UserError(f"{kind} needs a model name: --model {kind}:MODEL")
    if kind == "llamacpp":
        return _llamacpp(name, options)
    _need("openai" if kind == "openai-compatible" else kind, extra=kind.partition("-")[0])
    if kind == "anthropic":
        from keel.models.anthropic import AnthropicModel

        if "mode" in options or "format" in options:
            raise UserError("anthropic models take only temperature and price options")
        return AnthropicModel(name, **options)
    from keel.models.openai import OpenAIModel, openai_compatible

    if "format" in options:
        options["schema_format"] = options.pop("format")
    if kind == "openai":
        return OpenAIModel(name, **options)
    model, at, base_url = name.rpartition("@")
    if not at or not model or not base_url:
        raise UserError(
            f"openai-compatible needs MODEL@BASE_URL, e.g. "
            f"openai-compatible:llama3@http://localhost:8000/v1 (got {spec!r})"
        )
    return openai_compatible(model, base_url, **options)


def _split_options(rest: str, spec: str) -> tuple[str, dict[str, Any]]:
    name, _, query = rest.partition("?")
    options: dict[str, Any] = {}
    for pair in filter(None, query.split("&")):
        key, eq, value = pair.partition("=")
        if key not in _OPTIONS or not eq:
            raise UserError(
                f"bad option {pair!r} in {spec!r}; options are "
                "mode=tools|json, format=json_schema|json_object, temperature=T, seed=N, "
                "price=IN/OUT"
            )
        options[key] = _option(key, value, spec)
    return name, options


def _option(key: str, value: str, spec: str) -> Any:
    try:
        if key == "temperature":
            return float(value)
        if key == "seed":
            return int(value)
        if key == "price":
            from keel.models.pricing import Price

            given, _, taken = value.partition("/")
            return Price(float(given), float(taken))
    except ValueError:
        raise UserError(f"bad value for {key} in {spec!r}: {value!r}") from None
    allowed = ("tools", "json") if key == "mode" else ("json_schema", "json_object")
    if value not in allowed:
        raise UserError(f"{key} must be {' or '.join(allowed)} in {spec!r}, got {value!r}")
    return value


def _need(package: str, *, extra: str) -> None:
    """Raise `UserError` naming the extra to install if ``package`` is missing."""
    import importlib.util

    if importlib.util.find_spec(package) is None:
        raise UserError(
            f"the {package} package is not installed: pip install 'keel-runtime[{extra}]'"
        )


def _llamacpp(name: str, options: dict[str, Any]) -> DecisionMaker:
    if {"price", "mode", "format"} & set(options):
        raise UserError("llamacpp models take only the temperature and seed options")
    _need("llama_cpp", extra="llamacpp")
    from keel.models.llamacpp import LlamaCppModel, find_model

    return LlamaCppModel(find_model(name), **options)
