"""MATH 6.1 identifier detection: the anonymize task's role suggestions flag exactly what
MATH 6.1 flags (its Verify table), while the targeting refusal keeps its stricter rule."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest

from engine.anonymize import regex_masks
from engine.core import identifiers
from engine.core.identifiers import direct_identifier, direct_identifier_columns
from engine.tasks.anonymize.defaults import suggest_roles

N = 200
FIRST = ["Kossi", "Afi", "Ama", "Kodjo", "Esi", "Yawa", "Sena", "Abla", "Edem", "Kofi"]
LAST = ["Mensah", "Agbeko", "Ahadzi", "Dogbe", "Atsu", "Amegah", "Kpodo", "Lawson"]


def _with_share(rng, share: float, make, other: str = "n/a") -> list:
    """N values, `share` of them from make() and the rest `other` (placed at random)."""
    shaped = rng.permutation(N) < round(share * N)
    return [make() if s else other for s in shaped]


def _table() -> pd.DataFrame:
    """MATH 6.1's Verify table plus the reviewer's near-threshold cases (t11)."""
    rng = np.random.default_rng(0)
    mails = [f"user{i}@example.org" for i in range(140)]
    name = lambda: f"{rng.choice(FIRST)} {rng.choice(LAST)} {rng.choice(FIRST)}"  # noqa: E731
    nine = lambda: str(rng.integers(10**8, 10**9))  # noqa: E731
    return pd.DataFrame(
        {
            "hh_ref": [f"HH{i:06d}" for i in range(N)],  # unique codes (text, U = 1)
            "contact": rng.choice(mails, N),  # s_mail = 1, U ≈ 0.56
            "mobile_no": [f"+228 9{i:07d}"[:8] + f" {i % 100:02d}" for i in range(N)],
            "person": _with_share(rng, 0.8, name),  # s_name = 0.8, U ≈ 0.75
            "code": _with_share(rng, 0.85, nine, "unknown"),  # s_id = 0.85, U ≈ 0.86
            "comment": [f"visit {i} notes" for i in range(N)],  # free text, U = 1
            "serial": rng.permutation(np.arange(10**5, 10**5 + N)),  # unique integers
            "level": rng.choice(list("ABCDE"), N),  # 5-level category
            "income": np.round(rng.normal(100, 20, N), 2),  # real-valued, U ≈ 1
            "visit": pd.date_range("2020-01-01", periods=N).astype(str),  # text dates, U = 1
            "born": pd.date_range("1960-01-01", periods=N, freq="7D"),  # typed dates
            "size": rng.integers(1, 9, N),  # small integers
        }
    )


EXPECTED = {
    "hh_ref": "unique",
    "contact": "e-mail",
    "mobile_no": "phone",
    "person": "name",
    "code": "ID code",
    "comment": "unique",
    "serial": "unique",
}


def test_math_6_1_verify_table_gets_exactly_the_expected_flags():
    frame = _table()
    got = {h.column: h.kind for h in direct_identifier_columns(frame, frame.columns)}
    assert got == EXPECTED
    roles = suggest_roles(frame)
    assert {c for c, r in roles.items() if r == "identifiers"} == set(EXPECTED)
    assert roles["visit"] == roles["born"] == "quasi_identifiers"  # dates: QI suggestions
    assert roles["level"] == roles["income"] == roles["size"] == "keep"


@pytest.mark.parametrize(
    ("share", "distinct", "flagged"),
    [
        (0.80, 0.75, True),  # s_name ≥ 0.7 and U ≥ 0.5
        (0.70, 0.60, True),  # both on the threshold
        (0.65, 0.60, False),  # too few names
        (0.90, 0.40, False),  # names that repeat (a few staff names): U < 0.5
    ],
)
def test_names_need_a_share_of_0_7_and_half_of_the_values_distinct(share, distinct, flagged):
    shaped = round(share * N)
    pool = [f"{a} {b} {c}" for a in FIRST for b in LAST for c in FIRST]  # 800 names
    kinds = round(distinct * N) - 1  # the "n/a" filler is one more distinct value
    values = [pool[i % kinds] for i in range(shaped)] + ["n/a"] * (N - shaped)
    column = pd.Series(values, name="who")
    assert column.nunique() / N == pytest.approx(distinct, abs=0.01)
    assert (direct_identifier(column) is not None) is flagged


@pytest.mark.parametrize(
    ("share", "distinct", "flagged"),
    [(0.85, 0.86, True), (0.80, 0.50, True), (0.75, 0.70, False), (0.95, 0.30, False)],
)
def test_id_like_values_need_a_share_of_0_8_and_half_distinct(share, distinct, flagged):
    """16-digit IDs: with 9-15 digits the phone pattern (no U condition) matches too."""
    shaped = round(share * N)
    kinds = round(distinct * N) - 1
    values = [f"4000 1234 {7 * (i % kinds):04d} {i % kinds:04d}" for i in range(shaped)]
    column = pd.Series(values + ["unknown"] * (N - shaped), name="ref")
    assert column.nunique() / N == pytest.approx(distinct, abs=0.01)
    hint = direct_identifier(column)
    assert (hint is not None) is flagged
    if flagged:
        assert hint.kind == "ID code"
    repeated_nine = pd.Series([f"{10**8 + i % 20}" for i in range(N)])  # U = 0.1
    assert direct_identifier(repeated_nine).kind == "phone"  # s_phone ≥ 0.8 needs no U


def test_e_mails_are_flagged_whatever_their_repetition_and_from_a_share_of_0_8():
    mails = pd.Series([f"u{i % 10}@example.org" for i in range(N)], name="c")  # U = 0.05
    assert direct_identifier(mails).kind == "e-mail"
    mostly = pd.Series([f"u{i % 10}@ex.org" if i % 10 < 8 else "none" for i in range(N)])
    assert direct_identifier(mostly).kind == "e-mail"
    fewer = pd.Series([f"u{i % 10}@ex.org" if i % 10 < 7 else "none" for i in range(N)])
    assert direct_identifier(fewer) is None


def test_too_few_values_and_measurements_are_never_flagged():
    assert direct_identifier(pd.Series([f"x{i}@a.org" for i in range(19)])) is None
    assert direct_identifier(pd.Series(np.linspace(0.5, 99.5, N))) is None  # real, unique
    assert direct_identifier(pd.Series([f"{x:.2f}" for x in np.linspace(1, 9, N)])) is None
    assert direct_identifier(pd.Series([True, False] * 50)) is None
    assert direct_identifier(pd.Series([i % 190 for i in range(N)])).kind == "unique"  # U .95
    assert direct_identifier(pd.Series([i % 180 for i in range(N)])) is None  # U = 0.9


def test_the_patterns_are_those_of_the_regex_masks():
    assert regex_masks.EMAIL.pattern == identifiers.MATH_EMAIL
    assert regex_masks.PHONE.pattern == identifiers.MATH_PHONE
    assert regex_masks.ID_LIKE.pattern == identifiers.MATH_ID


def test_targeting_keeps_the_stricter_refusal_rule():
    """A unique whole-number measurement is fine as a targeting feature (refusing it would
    block a correct project) but MATH 6.1 flags it in a table to anonymize."""
    income = pd.Series(np.arange(1_000, 1_000 + 3 * N, 3), name="consumption")
    assert identifiers.identifier_like(income) is None
    assert direct_identifier(income).kind == "unique"
    frame = _table()
    strict = {h.column for h in identifiers.identifier_like_columns(frame, frame.columns)}
    assert strict < set(EXPECTED)  # the near-threshold columns are the ones it misses
    assert {"contact", "person", "code", "comment"}.isdisjoint(strict)
