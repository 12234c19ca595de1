"""Privacy attacks on row-level releases (MATH 3). Empirical: they show risk, never prove safety."""
