"""The share price chart (ukazatel ceny akcií): two rows, the lower one half a space to the left.

A space is a number along the zig-zag lower[0], upper[0], lower[1], upper[1], … (even: lower row,
odd: upper row), so a higher number is always a higher price. Tokens on one space form a stack:
a token arriving on an occupied space goes under the tokens already there.
"""
from __future__ import annotations

from ..components import load_market


class Market:
    def __init__(self) -> None:
        data = load_market()
        self.values = [v for pair in zip(data.lower, data.upper) for v in pair]
        self.columns = len(data.upper)

    def value(self, space: int) -> int:
        return self.values[space]

    def space_of(self, value: int) -> int:
        return self.values.index(value)

    @staticmethod
    def row(space: int) -> str:
        return "upper" if space % 2 else "lower"

    @staticmethod
    def column(space: int) -> int:
        return space // 2

    def _at(self, row: str, column: int) -> int:
        return 2 * column + (1 if row == "upper" else 0)

    def sold(self, space: int, shares: int = 1) -> int:
        """One move per share sold: down from the upper row, left and up from the lower row."""
        for _ in range(shares):
            row, col = self.row(space), self.column(space)
            if row == "upper":
                space = self._at("lower", col)
            elif col > 0:
                space = self._at("upper", col - 1)
        return space

    def paid_out(self, space: int, steps: int = 1) -> int:
        """Right along the row; at the end of the lower row up; at the end of the upper row (150) stay."""
        for _ in range(steps):
            row, col = self.row(space), self.column(space)
            if col + 1 < self.columns:
                space = self._at(row, col + 1)
            elif row == "lower":
                space = self._at("upper", col)
        return space

    def withheld(self, space: int) -> int:
        """Left along the row; at the start of the upper row down; at the start of the lower row (45) stay."""
        row, col = self.row(space), self.column(space)
        if col > 0:
            return self._at(row, col - 1)
        return self._at("lower", col)
