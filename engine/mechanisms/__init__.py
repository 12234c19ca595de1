"""Row-level privatization mechanisms for targeting data (MATH 2)."""
