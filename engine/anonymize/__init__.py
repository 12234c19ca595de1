"""Anonymization of microdata (MATH 6): masking of direct identifiers, generalization
ladders, privacy models on equivalence classes, Mondrian and the full-domain lattice
search, risk measures, the linkage attack and information loss. Syntactic protection
only: no formal guarantee against background knowledge.
"""
