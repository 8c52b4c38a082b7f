# Targets used by people and by .ci/run alike.
VENV ?= .venv
PY := $(VENV)/bin/python
PIP_CONSTRAINT := constraints.txt

.PHONY: install lint typecheck test check demo bench

$(PY):
	python3 -m venv $(VENV)

install: $(PY)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -c $(PIP_CONSTRAINT) -e '.[dev]'

lint: install
	$(VENV)/bin/ruff check src tests bench examples
	$(VENV)/bin/ruff format --check src tests bench examples

typecheck: install
	$(VENV)/bin/mypy

test: install
	$(VENV)/bin/pytest --cov --cov-report=term

check: lint typecheck test

demo: install
	$(PY) examples/research_demo.py

bench: install
	$(PY) bench/overhead.py
