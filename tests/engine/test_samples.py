"""The bundled samples regenerate byte for byte and behave as the utility simulations expect."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest
from sklearn.linear_model import Ridge
from sklearn.model_selection import KFold

from engine.core.parquet import read_parquet
from engine.data.column_types import detect_column_types
from engine.data.readers import read_table
from engine.data.roles import ColumnRoles, prepare_targeting_data
from tests.paths import SAMPLES, load_script


@pytest.fixture(scope="module")
def make_samples():
    return load_script(SAMPLES / "make_samples.py")


def test_regenerating_gives_the_committed_bytes(tmp_path, make_samples):
    written = make_samples.write_samples(tmp_path)
    assert sorted(p.name for p in written) == ["credit_sample.csv", "poverty_sample.csv"]
    for path in written:
        assert path.read_bytes() == (SAMPLES / path.name).read_bytes(), path.name


def test_mobility_generator_gives_the_committed_records(tmp_path):
    module = load_script(SAMPLES / "make_mobility_sample.py")
    module.write(tmp_path)
    fresh = read_parquet(tmp_path / "mobility_records.parquet")
    committed = read_parquet(SAMPLES / "mobility_records.parquet")
    assert len(committed) == 1_828_782
    assert fresh.equals(committed)
    towers = "mobility_towers.csv"
    assert (tmp_path / towers).read_bytes() == (SAMPLES / towers).read_bytes()


def test_poverty_sample_shape_and_values():
    frame = read_table(SAMPLES / "poverty_sample.csv").frame
    assert len(frame) == 3000
    assert frame.columns[0] == "household_id"
    assert frame.columns[-1] == "consumption_per_capita"
    features = frame.columns[1:-1]
    assert 8 <= len(features) <= 10
    assert not frame.isna().any().any()
    assert frame["household_id"].is_unique
    assert frame["household_id"].str.fullmatch(r"HH-\d{6}").all()
    assert (frame[features] >= 0).all().all()
    assert (frame["consumption_per_capita"] > 0).all()
    # Usage figures are right-skewed, as real call-record aggregates are.
    assert (frame[features].mean() > frame[features].median()).sum() >= len(features) // 2


def test_credit_sample_shape_and_values():
    frame = read_table(SAMPLES / "credit_sample.csv").frame
    assert len(frame) == 3000
    assert frame.columns[0] == "applicant_id"
    assert {"repaid", "loan_amount"} <= set(frame.columns)
    assert 8 <= len(frame.columns) - 3 <= 10
    assert not frame.isna().any().any()
    assert set(frame["repaid"].unique()) == {0, 1}
    assert 0.75 <= frame["repaid"].mean() <= 0.85
    assert frame["loan_amount"].between(5_000, 100_000).all()
    assert (frame["loan_amount"] % 500 == 0).all()


def test_poverty_sample_gives_realistic_targeting_accuracy():
    """Ridge (α = 1) with eligibility at the 29th percentile, as in MATH 4.1."""
    frame = read_table(SAMPLES / "poverty_sample.csv").frame
    features = frame.drop(columns=["household_id", "consumption_per_capita"]).to_numpy(float)
    target = frame["consumption_per_capita"].to_numpy()
    accuracies = []
    for train, test in KFold(5, shuffle=True, random_state=0).split(features):
        predicted = Ridge(alpha=1.0).fit(features[train], target[train]).predict(features[test])
        eligible = predicted <= np.percentile(predicted, 29)
        truly_eligible = target[test] <= np.percentile(target[test], 29)
        accuracies.append(np.mean(eligible == truly_eligible))
    assert 0.75 <= np.mean(accuracies) <= 0.85


def test_credit_repayment_depends_on_the_features():
    frame = read_table(SAMPLES / "credit_sample.csv").frame
    active = frame["mobile_money_tx_monthly"] > frame["mobile_money_tx_monthly"].median()
    assert frame.loc[active, "repaid"].mean() > frame.loc[~active, "repaid"].mean() + 0.05


@pytest.mark.parametrize(
    ("name", "utility", "identifier", "target"),
    [
        ("poverty_sample.csv", "poverty", "household_id", "consumption_per_capita"),
        ("credit_sample.csv", "credit", "applicant_id", "repaid"),
    ],
)
def test_suggested_roles_prepare_without_edits(name, utility, identifier, target):
    table = read_table(SAMPLES / name)
    suggested = {n: info.suggested_role for n, info in detect_column_types(table.frame).items()}
    assert suggested[identifier] == "identifier"
    assert suggested[target] == "target"
    roles = ColumnRoles(
        features=tuple(n for n, role in suggested.items() if role == "feature"),
        target=target,
        identifiers=(identifier,),
        loan_amount="loan_amount" if utility == "credit" else None,
    )
    data = prepare_targeting_data(table, roles, utility=utility)
    assert data.features.shape == (3000, len(roles.features))
    assert roles.dropped(table.frame.columns) == []


def test_the_samples_are_not_the_replication_input():
    for name in ("poverty_sample.csv", "credit_sample.csv"):
        header = pd.read_csv(SAMPLES / name, nrows=0).columns
        assert "targeting_variable" not in header
