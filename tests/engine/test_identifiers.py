"""Identifier-like columns: known shapes are found, measurements never, and a targeting
release refuses them unless the project allows them."""

from __future__ import annotations

import itertools
import json

import numpy as np
import pandas as pd
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.cli import main as cli
from engine.core.errors import InputError, ParameterError
from engine.core.identifiers import (
    IDENTIFIER_LIKE_KEY,
    SAMPLE_SIZE,
    UNIQUE_SHARE,
    IdentifierHint,
    IdentifierLikeError,
    identifier_like,
    identifier_like_columns,
)
from engine.core.project_file import load_project
from engine.data.readers import LoadedTable, read_table
from engine.data.roles import ColumnRoles, prepare_targeting_data
from engine.tasks.targeting import run as targeting
from engine.tasks.targeting.project import TaskSpec, project_from_dict

N = 400
RNG_SEED = 11


def distinct_ints(low: int, high: int, n: int = N, seed: int = RNG_SEED) -> np.ndarray:
    rng = np.random.default_rng(seed)
    return low + rng.choice(high - low, size=n, replace=False)


def named(values, name: str) -> pd.Series:
    return pd.Series(values, name=name)


FIRST = ["Kossi", "Afi", "Yao", "Ama", "Komla", "Akossiwa", "Edem", "Sena", "Kodjo", "Abla"]
LAST = ["Mensah", "Agbeko", "Kpodar", "Amegah", "Lawson", "Dogbe", "N'Golo", "Kanté", "DZIFA"]
MIDDLE = ["Yawa", "Kofi", "Adjo-Mawuena"]
NAMES = [f"{a} {b}" for a, b in itertools.product(FIRST, LAST)] + [
    f"{a} {m} {b}" for a, m, b in itertools.product(FIRST, MIDDLE, LAST)
]


def togo(d: int) -> str:
    return f"+228 9{d // 10**6} {d // 10**4 % 100:02d} {d // 100 % 100:02d} {d % 100:02d}"


KNOWN = {
    # name: (values, kind, example shape)
    "togo": ([togo(d) for d in distinct_ints(0, 10**7)], "phone", "+228 9x xx xx xx"),
    "ghana": (
        [f"+233 24 {d // 10**4:03d} {d % 10**4:04d}" for d in distinct_ints(0, 10**7)],
        "phone",
        "+233 24 xxx xxxx",
    ),
    "kenya": (
        [f"0712 {d // 1000:03d} {d % 1000:03d}" for d in distinct_ints(0, 10**6)],
        "phone",
        "0712 xxx xxx",
    ),
    "us": (
        [f"(555) {d // 10**4:03d}-{d % 10**4:04d}" for d in distinct_ints(0, 10**7)],
        "phone",
        "(555) xxx-xxxx",
    ),
    "france": (
        [
            f"06.{d // 10**6:02d}.{d // 10**4 % 100:02d}.{d // 100 % 100:02d}.{d % 100:02d}"
            for d in distinct_ints(0, 10**8)
        ],
        "phone",
        "06.xx.xx.xx.xx",
    ),
    "phone": (distinct_ints(90_000_000, 99_999_999), "phone", "9xxxxxxx"),  # numbers, named
    "msisdn": (["228" + str(d) for d in distinct_ints(90_000_000, 99_999_999)], "phone", None),
    "email": ([f"user.{i}@mail.tg" for i in range(N)], "e-mail", "xxxx.x@xxxx.tg"),
    "code": ([f"TG-{d:08d}" for d in distinct_ints(0, 10**5)], "ID code", "TG-00xxxxxx"),
    "uuid": (
        [f"{d:08x}-e29b-41d4-a716-446655440000" for d in distinct_ints(0, 10**8)],
        "ID code",
        None,
    ),
    "national_id": (distinct_ints(100_000_000, 999_999_999), "ID code", None),
    "padded": ([f"{d:07d}" for d in distinct_ints(0, 10**6)], "ID code", None),
    "full_name": (NAMES, "name", None),
}


@pytest.mark.parametrize("name", KNOWN)
def test_known_identifier_shapes_are_found(name):
    values, kind, shape = KNOWN[name]
    hint = identifier_like(named(values, name))
    assert hint is not None, name
    assert hint.column == name and hint.kind == kind
    assert hint.unique_share == 1.0
    if shape is not None:
        assert hint.example_shape == shape
    # The shape never shows a person's value: everything past a shared prefix is masked.
    assert str(values[0]) != hint.example_shape


def test_hint_in_plain_words():
    hint = identifier_like(named(KNOWN["togo"][0], "contact"))
    assert hint.describe() == (
        "Column 'contact' looks like phone numbers (every value unique, like +228 9x xx xx xx)."
    )
    partly = IdentifierHint("x", "ID code", 0.967, "TG-xxxx")
    assert "96.7 % of values unique" in partly.describe()


def test_a_few_stray_entries_do_not_hide_a_phone_column():
    values = KNOWN["togo"][0][:]
    values[::25] = [f"unknown {i}" for i in range(len(values[::25]))]  # 4 % stray text
    assert identifier_like(named(values, "contact")).kind == "phone"


def test_missing_values_are_ignored():
    values = pd.Series(distinct_ints(100_000_000, 999_999_999), name="id_no", dtype="float64")
    values[::3] = np.nan  # whole numbers stored as floats because of the gaps
    hint = identifier_like(values)
    assert hint is not None and hint.kind == "ID code"


def rng() -> np.random.Generator:
    return np.random.default_rng(RNG_SEED)


NEGATIVES = {
    "consumption": rng().lognormal(7, 1, N).round(2),
    "unique_float": rng().normal(size=N),
    "big_float": rng().uniform(100_000_000, 999_999_999, N),
    "age": rng().integers(15, 90, N),
    "household_size": rng().integers(1, 12, N),
    "topup": rng().integers(100, 90_000, N),  # unique-ish, but lengths vary
    "region": rng().choice(["Maritime", "Plateaux", "Centrale", "Kara", "Savanes"], N),
    "region_names": rng().choice(["Lomé Commune", "Golfe Nord", "Agoè Nyivé"], N),
    "dates": pd.date_range("2020-01-01", periods=N).strftime("%Y-%m-%d"),
    "timestamps": pd.date_range("2020-01-01", periods=N, freq="h"),
    "decimals_as_text": [f"{x:.4f}" for x in rng().normal(1000, 300, N)],
    "negative_ints": -distinct_ints(100_000_000, 999_999_999),
    "flags": rng().integers(0, 2, N).astype(bool),
    "repeated_phones": [togo(d) for d in rng().integers(0, 40, N)],
    "few_values": [togo(d) for d in range(10)],
}


@pytest.mark.parametrize("name", NEGATIVES)
def test_measurements_and_repeated_values_are_not_flagged(name):
    assert identifier_like(named(NEGATIVES[name], name)) is None


def test_columns_of_a_frame_in_order_and_missing_names_skipped():
    frame = pd.DataFrame(
        {
            "consumption": NEGATIVES["consumption"],
            "email": KNOWN["email"][0],
            "phone": KNOWN["phone"][0],
            "age": NEGATIVES["age"],
        }
    )
    hints = identifier_like_columns(frame, ["phone", "consumption", "nope", None, "email", "age"])
    assert [(h.column, h.kind) for h in hints] == [("phone", "phone"), ("email", "e-mail")]


def test_big_columns_are_judged_on_a_sample_then_counted_exactly():
    n = 3 * SAMPLE_SIZE
    ids = pd.Series(distinct_ints(10**8, 10**9, n), name="card")
    assert identifier_like(ids).unique_share == 1.0
    # Duplicates between the sampled positions: the sample is all distinct, the column not.
    repeated = ids.copy()
    off_sample = np.setdiff1d(np.arange(n), np.linspace(0, n - 1, SAMPLE_SIZE).round())
    repeated.iloc[off_sample[: n // 10]] = repeated.iloc[0]
    assert identifier_like(repeated) is None


# --- properties ----------------------------------------------------------------------------

finite = st.floats(allow_nan=False, allow_infinity=False, width=64)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    values=st.lists(st.one_of(finite, st.just(np.nan), st.just(np.inf)), min_size=0, max_size=300),
    decimal=finite.filter(lambda x: abs(x) < 1e15 and x != np.floor(x)),
)
def test_float_columns_with_decimals_are_never_flagged(values, decimal):
    column = pd.Series([*values, decimal], dtype="float64", name="phone_number")
    assert identifier_like(column) is None


IDENTIFIER_KINDS = (
    st.integers(0, 10**7 - 1).map(togo),
    st.integers(100_000_000, 999_999_999),
    st.integers(0, 10**6).map(lambda i: f"person{i}@mail.tg"),
    st.integers(0, 10**8 - 1).map(lambda i: f"TG-{i:08d}"),
    st.sampled_from(NAMES),
)


@st.composite
def repeating_columns(draw):
    """Identifier-shaped values of one kind, repeated so < 95 % of them are distinct."""
    kind = draw(st.sampled_from(IDENTIFIER_KINDS))
    distinct = draw(st.lists(kind, min_size=1, max_size=300, unique=True))
    # One repeat more than the share strictly needs: 19 / 0.95 is 20.000000000000004.
    needed = int(np.ceil(len(distinct) / UNIQUE_SHARE)) - len(distinct) + 1
    extra = draw(st.lists(st.sampled_from(distinct), min_size=needed, max_size=needed + 100))
    values = draw(st.permutations(distinct + extra))
    assert len(set(values)) < UNIQUE_SHARE * len(values)
    return values


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(values=repeating_columns())
def test_columns_under_95_percent_distinct_are_never_flagged(values):
    assert identifier_like(pd.Series(values, name="phone")) is None


# --- headless: the targeting release -------------------------------------------------------


@pytest.fixture
def phone_project(tmp_path):
    """A poverty file whose 'phone' column (numbers, every value unique) is a feature."""
    rng = np.random.default_rng(3)
    n = 200
    x = rng.lognormal(1.0, 0.5, size=(n, 2))
    frame = pd.DataFrame(
        {
            "household": [f"H{i:04d}" for i in range(n)],
            "phone": distinct_ints(90_000_000, 99_999_999, n),
            "calls": x[:, 0].round(3),
            "topup": x[:, 1].round(3),
            "consumption": np.exp(0.5 * np.log(x).sum(axis=1) + rng.normal(0, 0.3, n)).round(2),
        }
    )
    frame.to_csv(tmp_path / "households.csv", index=False)
    doc = {
        "format": "privdesk-project/1",
        "input": {"path": "households.csv"},
        "columns": {
            "features": ["calls", "phone", "topup"],
            "target": "consumption",
            "identifiers": ["household"],
        },
        "task": {"kind": "targeting", "utility": "poverty"},
        "mechanism": {"name": "gaussian", "epsilon": 3.0, "delta": 1e-4, "r": 0.25},
        "audit": {"simulations": 2, "seed": 1, "inference_targets": 50},
        "outputs": {"data": "out/released.csv", "manifest": "out/manifest.json"},
    }
    path = tmp_path / "project.json"
    path.write_text(json.dumps(doc))
    return path, doc


def test_headless_refuses_an_identifier_like_feature(phone_project, capsys):
    path, _ = phone_project
    project = load_project(path)
    assert project.task.allow_identifier_like is False
    with pytest.raises(IdentifierLikeError) as caught:
        targeting.load_data(project)
    error = caught.value
    assert isinstance(error, InputError)
    assert error.column == "phone" and [h.column for h in error.hints] == ["phone"]
    text = str(error)
    assert text.startswith("households.csv, column 'phone': this feature column looks like")
    assert "phone numbers (every value unique, like 9xxxxxxx)" in text
    assert "role to identifier" in text and f'"{IDENTIFIER_LIKE_KEY}": true' in text

    assert cli(["run", str(path), "--quiet"]) == 2
    err = capsys.readouterr().err
    assert "column 'phone'" in err and "Traceback" not in err
    assert not (path.parent / "out").exists()


def test_headless_runs_when_the_project_allows_it(phone_project):
    path, doc = phone_project
    doc["task"][IDENTIFIER_LIKE_KEY] = True
    path.write_text(json.dumps(doc))
    project = load_project(path)
    assert project.task.allow_identifier_like is True
    assert project.to_dict()["task"][IDENTIFIER_LIKE_KEY] is True
    assert cli(["run", str(path), "--quiet"]) == 0
    released = pd.read_csv(path.parent / "out" / "released.csv")
    assert "phone" in released.columns


def test_identifier_columns_are_not_checked_but_a_target_is(phone_project):
    path, _ = phone_project
    table = read_table(path.parent / "households.csv")
    roles = ColumnRoles(
        features=("calls", "topup"),
        target="consumption",
        identifiers=("household", "phone"),
    )
    prepare_targeting_data(table, roles, utility="poverty")
    with pytest.raises(IdentifierLikeError, match="this target column"):
        prepare_targeting_data(
            table, ColumnRoles(features=("calls",), target="phone"), utility="poverty"
        )


def test_the_setting_must_be_true_or_false(phone_project):
    path, doc = phone_project
    doc["task"][IDENTIFIER_LIKE_KEY] = "yes"
    with pytest.raises(ParameterError) as caught:
        project_from_dict(doc, path.parent)
    assert caught.value.name == f"task.{IDENTIFIER_LIKE_KEY}"
    assert TaskSpec().allow_identifier_like is False


def test_credit_checks_the_loan_amount(tmp_path):
    n = 100
    rng = np.random.default_rng(5)
    frame = pd.DataFrame(
        {
            "calls": rng.normal(size=n),
            "repaid": np.arange(n) % 2,
            "loan_ref": distinct_ints(1_000_000, 9_999_999, n),
        }
    )
    table = LoadedTable(frame, tmp_path / "loans.csv", "csv", "0" * 64)
    roles = ColumnRoles(features=("calls",), target="repaid", loan_amount="loan_ref")
    with pytest.raises(IdentifierLikeError, match="this loan amount column looks like ID codes"):
        prepare_targeting_data(table, roles, utility="credit")
    data = prepare_targeting_data(table, roles, utility="credit", allow_identifier_like=True)
    assert len(data.loan_amount) == n
