# Targets used by people and by .ci/run alike.
#
# `make demo` installs only what the runtime and the research agent need (`pip install .`:
# pydantic, typer, rich, numpy, pypdf) and asks the example collection a question offline.
# `make test` (and lint, typecheck) installs the rest: the dev tools, every extra, and
# llama-cpp-python, which compiles from source the first time.
VENV ?= .venv
PY := $(VENV)/bin/python
RUNTIME := $(VENV)/.installed-runtime
DEV := $(VENV)/.installed-dev

.PHONY: install install-dev lint typecheck test check demo bench extras

# Reinstall only when the project's dependencies change.
$(RUNTIME): pyproject.toml constraints.txt
	python3 -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -c constraints.txt -e .
	touch $(RUNTIME)

# llama-cpp-python is compiled for AVX2 rather than -march=native, and never taken from
# pip's wheel cache (which may hold a native build): on a CPU with AMX, a native build
# segfaults in a VM that does not enable AMX state (seen on this project's CI machine).
LLAMA_CMAKE_ARGS := -DGGML_NATIVE=OFF -DGGML_AVX=ON -DGGML_AVX2=ON -DGGML_FMA=ON -DGGML_F16C=ON

$(DEV): $(RUNTIME)
	CMAKE_ARGS="$(LLAMA_CMAKE_ARGS)" $(PY) -m pip install -q --no-cache-dir -c constraints.txt \
		llama-cpp-python
	$(PY) -m pip install -q -c constraints.txt -e '.[dev]'
	touch $(DEV)

install: $(RUNTIME)

install-dev: $(DEV)

# ruff, the import contracts (.importlinter) and the no-cycle check.
lint: install-dev
	$(VENV)/bin/ruff check src tests bench examples scripts
	$(VENV)/bin/ruff format --check src tests bench examples scripts
	$(VENV)/bin/lint-imports --no-cache
	$(PY) scripts/check_cycles.py

# mypy --strict on the package, and on an example agent as a user would write it.
typecheck: install-dev
	$(VENV)/bin/mypy
	$(VENV)/bin/mypy --strict examples/support_agent.py

# The tests start real model servers: llama-cpp-python's OpenAI-compatible server, and
# llama.cpp's own llama-server for the Anthropic Messages API (built once, then cached).
test: install-dev
	dir=$$(scripts/llama-server.sh $(PY)) && \
		KEEL_LLAMA_SERVER_DIR=$$dir $(VENV)/bin/pytest --cov --cov-report=term

check: lint typecheck test

demo: install
	$(VENV)/bin/keel ask "What was the revenue growth between 2023 and 2024?" --kb examples/reports

bench: install-dev
	$(PY) bench/overhead.py

# Each integration's extra installs on its own (over the runtime, without the dev tools) and
# its module imports: keel.mcp, keel.otel, keel.web, keel.temporal.
EXTRAS_VENV := $(VENV)-extras
extras:
	@for extra in mcp otel web temporal; do \
		rm -rf $(EXTRAS_VENV) && python3 -m venv $(EXTRAS_VENV) && \
		$(EXTRAS_VENV)/bin/pip install -q -c constraints.txt ".[$$extra]" && \
		$(EXTRAS_VENV)/bin/python -c "import importlib; importlib.import_module('keel.$$extra')" && \
		echo "extra $$extra: installs alone, keel.$$extra imports" || exit 1; \
	done; rm -rf $(EXTRAS_VENV)
