"""Privacy theory: guarantees, noise calibration, Theorem-1 advice, distinguishing bounds."""
