"""Masks and ladders (MATH 6.1, 6.2): known values, collisions, hierarchy files."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest

from engine.anonymize import masking
from engine.anonymize.hierarchy_ladders import csv_ladder, prefix_ladder
from engine.anonymize.regex_masks import apply_mask, compile_user_pattern, mask_text
from engine.core.errors import InputError, ParameterError


@pytest.mark.parametrize(
    ("text", "kind", "expected"),
    [
        ("Lionel Karr", "name", "L****l K**r"),
        ("Jo Mensah", "name", "* M****h"),
        ("write to ama.k@example.org now", "email", "write to a***@example.org now"),
        ("+228 90 12 34 56", "phone", "+XXX XX XX XX 56"),
        ("id 123456789012", "id", "id XXXXXXXXXX12"),  # both match: the phone mask
        ("ref 1 234", "phone", "ref 1 234"),  # too short to be a phone number
    ],
)
def test_builtin_masks_known_values(text, kind, expected):
    assert mask_text(text, kind) == expected


def test_fixed_stars_option_and_missing_values_stay_missing():
    assert mask_text("Lionel Karr", "name", fixed_stars=True) == "L**l K**r"
    out = apply_mask(pd.Series(["Lionel Karr", None]), "name")
    assert out.iloc[0] == "L****l K**r" and pd.isna(out.iloc[1])


def test_user_pattern_replaces_matches_and_bad_patterns_are_refused():
    pattern = compile_user_pattern(r"HH\d+", "masking.x.custom")
    assert apply_mask(pd.Series(["HH0012 at home"]), None, pattern, "HH#").iloc[0] == "HH# at home"
    with pytest.raises(ParameterError, match="not a valid regular expression"):
        compile_user_pattern("(", "masking.x.custom")
    with pytest.raises(ParameterError, match="empty"):
        compile_user_pattern("a*", "masking.x.custom")


def test_pseudonyms_normalize_and_grow_on_a_collision(monkeypatch):
    key = masking.new_key()
    tokens = masking.pseudonymize(pd.Series([" A@B.org", "a@b.org", "+228 90-12", None]), key)
    t = tokens.tokens
    assert t.iloc[0] == t.iloc[1] and pd.isna(t.iloc[3]) and len(t.iloc[0]) == 16
    shared = masking.pseudonymize(pd.Series(["x", "y"]), key, digits=0)  # every token empty
    assert shared.digits == 4 and shared.tokens.nunique() == 2


def test_codebooks_random_monotone_and_from_a_file():
    values = pd.Series(["b", "a", "c", "a", None])
    mono = masking.codebook_substitute(values, "monotone")
    assert list(mono[:4]) == [2, 1, 3, 1] and pd.isna(mono.iloc[4])
    rand = masking.codebook_substitute(values, "random")
    assert sorted(set(rand.dropna())) == [1, 2, 3] and rand.iloc[1] == rand.iloc[3]
    with pytest.raises(InputError, match="'c' is not in the codebook") as err:
        masking.codebook_substitute(values, codebook={"a": "A", "b": "B"}, name="v")
    assert "row 4" in str(err.value)


@pytest.mark.parametrize("order", ["random", "monotone"])
def test_a_codebook_file_made_on_request_reads_back_as_the_same_codes(tmp_path, order):
    values = pd.Series(["0101", "b, c", 'say "x"', "0101", None, " b, c", "Zoë"], name="id")
    path = masking.new_codebook_file(values, tmp_path / "ids.csv", order)
    book = masking.read_codebook(path)
    distinct = ["0101", "Zoë", "b, c", 'say "x"']  # sorted, stripped, leading zero kept
    assert sorted(book) == distinct
    assert sorted(int(c) for c in book.values()) == [1, 2, 3, 4]
    if order == "monotone":
        assert [book[v] for v in distinct] == ["1", "2", "3", "4"]
    codes = masking.codebook_substitute(values, codebook=book, name="id")
    assert codes.isna().tolist() == values.isna().tolist()
    assert codes[0] == codes[3] == book["0101"] and codes[1] == codes[5]
    with pytest.raises(InputError, match="exists already"):
        masking.new_codebook_file(values, path)
    assert masking.read_codebook(path) == book  # untouched
    with pytest.raises(InputError, match=r"\.csv"):
        masking.new_codebook_file(values, tmp_path / "ids.xlsx")


def test_prefix_ladder_levels_and_every_value_compatible_with_its_generalizations():
    values = pd.Series(["0101", "0102", "0201", None])
    ladder = prefix_ladder("district", values)
    enc = ladder.encode(values)
    labels = [ladder.labels(ladder.level_codes(enc, h), h) for h in range(ladder.levels)]
    assert labels[0] == ["0101", "0102", "0201", "NA"]
    assert labels[1] == ["010*", "010*", "020*", "NA"]
    assert labels[2] == ["01**", "01**", "02**", "NA"]
    assert labels[-1] == ["*"] * 4
    for h in range(1, ladder.levels):  # each level a function of the one below
        below = pd.Series(ladder.level_codes(enc, h - 1))
        above = pd.Series(ladder.level_codes(enc, h))
        assert above.groupby(below).nunique().max() == 1


def test_hierarchy_file_with_two_parents_is_refused_naming_rows():
    table = pd.DataFrame([["a", "x", "top"], ["b", "x", "top"], ["c", "x", "other"]])
    with pytest.raises(InputError, match="two parents") as err:
        csv_ladder("q", table, "h.csv")
    assert "row 3" in str(err.value)
    good = csv_ladder("q", pd.DataFrame([["a", "x"], ["b", "x"], ["c", "y"]]), "h.csv")
    enc = good.encode(pd.Series(["a", "c"]))
    assert good.labels(good.level_codes(enc, 1), 1) == ["x", "y"]
    # x covers 2 of the 3 leaves: (2 − 1)/(3 − 1) (was 1/3, an extra NA leaf in m)
    assert np.allclose(good.loss(good.level_codes(enc, 1), 1), [1 / 2, 0.0])


def test_nested_brackets_ladder_and_its_checks():
    from engine.anonymize.ladders import NumericLadder
    from engine.tasks.anonymize.project import gen_from_dict

    ages = pd.Series([3, 15, 30, 80, None])
    ladder = NumericLadder("age", (), 0.0, 3.0, 80.0, brackets=((0, 15, 24, 70), (0, 24)))
    enc = ladder.encode(ages)
    one = ladder.labels(ladder.level_codes(enc, 1), 1)
    two = ladder.labels(ladder.level_codes(enc, 2), 2)
    assert one == ["[0, 15)", "[15, 24)", "[24, 70)", "≥ 70", "NA"]
    assert two == ["[0, 24)", "[0, 24)", "≥ 24", "≥ 24", "NA"]
    loss = ladder.loss(ladder.level_codes(enc, 2), 2)
    assert loss[:4] == pytest.approx([24 / 77, 24 / 77, 56 / 77, 56 / 77]) and loss[4] == 0
    spec = gen_from_dict(
        "age", {"type": "interval", "brackets": [[0, 15, 24], [0, 24]]}, None, None
    )
    assert spec.brackets == ((0.0, 15.0, 24.0), (0.0, 24.0))
    with pytest.raises(ParameterError, match="not nested"):
        gen_from_dict("age", {"type": "interval", "brackets": [[0, 15], [0, 20]]}, None, None)
