# Targets used by people and by .ci/run alike.
VENV ?= .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: install lint typecheck test check demo bench

# Reinstall only when the project's dependencies change.
$(STAMP): pyproject.toml constraints.txt
	python3 -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -c constraints.txt -e '.[dev]'
	touch $(STAMP)

install: $(STAMP)

lint: install
	$(VENV)/bin/ruff check src tests bench examples
	$(VENV)/bin/ruff format --check src tests bench examples

typecheck: install
	$(VENV)/bin/mypy

# The tests start real model servers: llama-cpp-python's OpenAI-compatible server, and
# llama.cpp's own llama-server for the Anthropic Messages API (built once, then cached).
test: install
	dir=$$(scripts/llama-server.sh $(PY)) && \
		KEEL_LLAMA_SERVER_DIR=$$dir $(VENV)/bin/pytest --cov --cov-report=term

check: lint typecheck test

demo: install
	$(VENV)/bin/keel ask "What was the revenue growth between 2023 and 2024?" --kb examples/reports

bench: install
	$(PY) bench/overhead.py
