"""How numbers read in guarantee statements: four significant digits, everywhere."""

from __future__ import annotations


def short_number(x: float) -> str:
    return f"{x:.4g}"
