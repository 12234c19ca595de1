"""Where the tests find their data: all of it inside the repository, so a plain clone with
nothing beside it runs the whole suite.

`tests/data/replication_input.csv` is a byte-for-byte copy of the public replication input
published with the targeted-DP paper (Apache-2.0; `../shared/data/` in the workplace).
"""

import importlib.util
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
TEST_DATA = REPO / "tests" / "data"
REPLICATION_CSV = TEST_DATA / "replication_input.csv"
SAMPLES = REPO / "resources" / "samples"


def load_script(path: Path):
    """Import a script outside the packages (packaging/ tools, sample generators) by path.

    packaging/ is not a package, and its name is taken by PyPI's `packaging`.
    """
    spec = importlib.util.spec_from_file_location(path.stem, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module
