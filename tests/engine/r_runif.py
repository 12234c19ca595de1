"""R's `runif` after `set.seed(seed)` (its default Mersenne-Twister), so that tests can
rebuild the data sdcMicro's own tests draw: R scrambles the seed with s → 69069·s + 1 fifty
times, fills its 625 seed words the same way (the first one is the position, set to 624) and
scales each 32-bit output by 2^−32."""

from __future__ import annotations

import numpy as np


def r_runif(seed: int, n: int, low: float = 0.0, high: float = 1.0) -> np.ndarray:
    s = seed % 2**32
    for _ in range(50):
        s = (69069 * s + 1) % 2**32
    words = []
    for _ in range(625):
        s = (69069 * s + 1) % 2**32
        words.append(s)
    bits = np.random.MT19937()
    bits.state = {"bit_generator": "MT19937",
                  "state": {"key": np.array(words[1:], dtype=np.uint32), "pos": 624}}  # fmt: skip
    return low + (high - low) * (bits.random_raw(n) * 2.3283064365386963e-10)
