"""Differentially private statistics (MATH 7): noise calibration, queries, intervals, the
per-dataset budget ledger, MOS small-cell estimates and the attacks that show why raw
statistics are not safe. One mechanism or attack per module; no Qt, no files except the
ledger store."""
