"""The full-domain linkage attack on codes against its brute-force twin: every released
record compared with every external row, whatever the codes (negative, a range too wide to
shift, floats), with suppressed records and unknown truths."""

from __future__ import annotations

import numpy as np
import pytest

from engine.anonymize.linkage import CODE_SPAN, link_by_codes


def _brute(released, external, truth, star):
    n, m = released[0].size, external[0].size
    same = np.ones((n, m), dtype=bool)
    for a, b in zip(released, external, strict=True):
        same &= a[:, None] == b[None, :]
    candidates = same.sum(axis=1)
    found = np.array([t >= 0 and same[r, t] for r, t in enumerate(truth)])
    candidates = np.where(star, m, candidates)
    return candidates, found | (star & (truth >= 0))


@pytest.mark.parametrize("seed", range(8))
def test_link_by_codes_equals_brute_force(seed):
    rng = np.random.default_rng(seed)
    n, m = int(rng.integers(1, 60)), int(rng.integers(1, 60))
    kinds = [
        lambda size: rng.integers(-3, 4, size),  # negative codes (NA, unknown)
        lambda size: rng.integers(0, 3, size) * (CODE_SPAN + 7),  # too wide to shift
        lambda size: rng.integers(0, 4, size).astype(np.float64),  # not integers
    ]
    picks = rng.integers(0, len(kinds), int(rng.integers(1, 4)))
    released = [kinds[k](n) for k in picks]
    external = [kinds[k](m) for k in picks]
    truth = rng.integers(-1, m, n)
    star = rng.random(n) < 0.2
    got = link_by_codes(released, external, truth, star)
    candidates, found = _brute(released, external, truth, star)
    assert np.array_equal(got.candidates, candidates)
    assert np.array_equal(got.truth_found, found)


@pytest.mark.parametrize("seed", range(4))
def test_released_rows_of_the_external_file_itself_equal_brute_force(seed):
    """The input attacked with its own QIs: the released records given as rows of Y."""
    rng = np.random.default_rng(seed)
    m = int(rng.integers(1, 60))
    external = [rng.integers(-2, 3, m) for _ in range(int(rng.integers(1, 4)))]
    rows = rng.permutation(m)[: int(rng.integers(0, m + 1))]
    truth, star = rows.copy(), rng.random(rows.size) < 0.2
    got = link_by_codes(None, external, truth, star, rows=rows)
    candidates, found = _brute([c[rows] for c in external], external, truth, star)
    assert np.array_equal(got.candidates, candidates)
    assert np.array_equal(got.truth_found, found)
