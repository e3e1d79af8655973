"""Shared test set-up: the repo root is importable (pytest's rootdir conftest)."""
