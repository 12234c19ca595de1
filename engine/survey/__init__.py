"""Randomized response for sensitive survey questions (MATH 8): designs, estimators,
planner, field forms and cards, and the audits of what one recorded answer reveals."""
