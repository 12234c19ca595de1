"""Private models: DP-SGD logistic regression, its accountants and its audit (MATH 9)."""
