# The two commands of the README: `make run` (the product) and `make test` (the tests).
# Both set up everything on a fresh machine: a virtual environment with the package installed
# as a plain (non-editable) install, exactly as a user would get it.
PYTHON ?= python3
VENV ?= .venv
BIN = $(VENV)/bin

.PHONY: run test install install-test bench demo

PIP = $(BIN)/python -m pip install --quiet --disable-pip-version-check

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)

# `make run` needs the runtime dependencies only; the test tools come with `make test`.
install: $(BIN)/python
	$(PIP) .

install-test: $(BIN)/python
	$(PIP) '.[test]'

run: install
	$(BIN)/vypravci run

test: install-test
	$(BIN)/python -m pytest -q

demo: install
	$(BIN)/vypravci demo mini-express --players 3 --seed 1

bench: install
	$(BIN)/vypravci bench
