"""Where the tests find the project's shared sample data (../shared beside the checkout)."""

from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
SHARED_DATA = REPO.parent / "shared" / "data"
REPLICATION_CSV = SHARED_DATA / "replication_input.csv"
SAMPLES = REPO / "resources" / "samples"
