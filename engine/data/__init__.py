"""Reading, validating, preprocessing and writing tabular data."""
