"""Where the tests find their data: all of it inside the repository, so a plain clone with
nothing beside it runs the whole suite.

`tests/data/replication_input.csv` is a byte-for-byte copy of the public replication input
published with the targeted-DP paper (Apache-2.0; `../shared/data/` in the workplace).
"""

from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
TEST_DATA = REPO / "tests" / "data"
REPLICATION_CSV = TEST_DATA / "replication_input.csv"
SAMPLES = REPO / "resources" / "samples"
