# The two commands of the README: `make run` (the product) and `make test` (the tests).
# Both set up everything on a fresh machine: a virtual environment with the package installed
# as a plain (non-editable) install, exactly as a user would get it.
PYTHON ?= python3
VENV ?= .venv
BIN = $(VENV)/bin

.PHONY: run test install bench demo

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)

install: $(BIN)/python
	$(BIN)/python -m pip install --quiet --disable-pip-version-check '.[test]'

run: install
	$(BIN)/vypravci run

test: install
	$(BIN)/python -m pytest -q

demo: install
	$(BIN)/vypravci demo mini-express --players 3 --seed 1

bench: install
	$(BIN)/vypravci bench
