"""prepare_targeting_data refuses every bad input with file, column and row, touching nothing."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field

import numpy as np
import pandas as pd
import pytest

from engine.core.errors import InputError, ParameterError
from engine.core.parquet import write_parquet
from engine.data.column_types import ColumnInfo, detect_column_types
from engine.data.readers import read_table
from engine.data.roles import ColumnRoles, TargetingData, prepare_targeting_data


def _good_frame() -> pd.DataFrame:
    """Six households (spreadsheet rows 2-7) with every column a task could need."""
    return pd.DataFrame(
        {
            "hhid": ["H1", "H2", "H3", "H4", "H5", "H6"],
            "calls": [1.5, 2.0, 3.5, 4.0, 5.5, 6.0],
            "sms": [3, 1, 4, 1, 5, 9],
            "consumption": [10.0, 12.5, 9.0, 20.0, 7.5, 15.0],
            "repaid": [1, 0, 1, 1, 0, 1],
            "loan": [5000, 7500, 10000, 2500, 6000, 8000],
        }
    )


POVERTY = ColumnRoles(features=("calls", "sms"), target="consumption", identifiers=("hhid",))
CREDIT = ColumnRoles(
    features=("calls", "sms"), target="repaid", identifiers=("hhid",), loan_amount="loan"
)


@dataclass(frozen=True)
class BadCase:
    """A file that differs from the good one in one way, and what the error must say."""

    name: str
    edit: dict = field(default_factory=dict)  # column -> {position: new raw text} or list
    roles: ColumnRoles = POVERTY
    utility: str = "poverty"
    min_rows: int = 5
    says: tuple[str, ...] = ()
    column: str | None = None
    row: int | None = None


CASES = [
    BadCase(
        "column_not_in_file",
        roles=ColumnRoles(features=("calls", "smss"), target="consumption"),
        says=("not in the file", "Did you mean 'sms'"),
        column="smss",
    ),
    BadCase(
        "identifier_typo_lists_columns",
        roles=ColumnRoles(features=("calls",), target="consumption", identifiers=("zzz",)),
        says=("not in the file", "The columns are: 'hhid', 'calls'"),
        column="zzz",
    ),
    BadCase(
        "target_also_feature",
        roles=ColumnRoles(features=("calls", "consumption"), target="consumption"),
        says=("both as a feature and as the target",),
        column="consumption",
    ),
    BadCase(
        "identifier_also_feature",
        roles=ColumnRoles(features=("calls", "sms"), target="consumption", identifiers=("sms",)),
        says=("both as a feature and as an identifier", "Identifiers must never be released"),
        column="sms",
    ),
    BadCase(
        "feature_listed_twice",
        roles=ColumnRoles(features=("calls", "calls"), target="consumption"),
        says=("chosen twice as a feature",),
        column="calls",
    ),
    BadCase(
        "no_features",
        roles=ColumnRoles(features=(), target="consumption"),
        says=("no feature columns",),
    ),
    BadCase(
        "non_numeric_feature",
        edit={"calls": {2: "abc", 4: "n/a?"}},
        says=("must be numeric", "'abc'", "2 non-numeric values"),
        column="calls",
        row=4,
    ),
    BadCase(
        "missing_feature_values",
        edit={"sms": {1: "", 3: ""}},
        says=("2 missing values", "first at row 3", "set the column to 'drop'"),
        column="sms",
        row=3,
    ),
    BadCase(
        "infinite_feature_value",
        edit={"calls": {4: "inf"}},
        says=("infinite value",),
        column="calls",
        row=6,
    ),
    BadCase(
        "constant_feature",
        edit={"sms": [7] * 6},
        says=("same value (7) in every row", "'drop'"),
        column="sms",
    ),
    BadCase("too_few_rows", min_rows=50, says=("has 6 data rows", "at least 50")),
    BadCase(
        "no_target_for_poverty",
        roles=ColumnRoles(features=("calls", "sms")),
        says=("no target column", "consumption or welfare"),
    ),
    BadCase(
        "missing_target_value",
        edit={"consumption": {5: ""}},
        says=("target column has 1 missing value", "first at row 7"),
        column="consumption",
        row=7,
    ),
    BadCase(
        "constant_poverty_target",
        edit={"consumption": [3.5] * 6},
        says=("target has the same value (3.5)",),
        column="consumption",
    ),
    BadCase(
        "credit_target_not_binary",
        edit={"repaid": {3: 2}},
        roles=CREDIT,
        utility="credit",
        says=("0/1 target", "'2'"),
        column="repaid",
        row=5,
    ),
    BadCase(
        "credit_target_text",
        edit={"repaid": ["yes", "no", "yes", "yes", "no", "yes"]},
        roles=CREDIT,
        utility="credit",
        says=("target column must be numeric", "'yes'"),
        column="repaid",
        row=2,
    ),
    BadCase(
        "credit_target_one_class",
        edit={"repaid": [1] * 6},
        roles=CREDIT,
        utility="credit",
        says=("only one class", "repaid and defaulted"),
        column="repaid",
    ),
    BadCase(
        "credit_without_loan_amount",
        roles=ColumnRoles(features=("calls", "sms"), target="repaid"),
        utility="credit",
        says=("no loan amount column",),
    ),
    BadCase(
        "negative_loan_amount",
        edit={"loan": {1: -500}},
        roles=CREDIT,
        utility="credit",
        says=("negative loan amount -500",),
        column="loan",
        row=3,
    ),
    BadCase(
        "non_numeric_loan_amount",
        edit={"loan": {0: "lots"}},
        roles=CREDIT,
        utility="credit",
        says=("loan amount column must be numeric", "'lots'"),
        column="loan",
        row=2,
    ),
    BadCase(
        "missing_loan_amount_value",
        edit={"loan": {4: ""}},
        roles=CREDIT,
        utility="credit",
        says=("loan amount column has 1 missing value",),
        column="loan",
        row=6,
    ),
    BadCase(
        "loan_amount_also_feature",
        roles=ColumnRoles(features=("calls", "loan"), target="repaid", loan_amount="loan"),
        utility="credit",
        says=("both as a feature and as the loan amount",),
        column="loan",
    ),
]


def _write_case(tmp_path, case: BadCase):
    frame = _good_frame().astype(object)
    for column, change in case.edit.items():
        if isinstance(change, list):
            frame[column] = change
        else:
            for position, value in change.items():
                frame.loc[position, column] = value
    path = tmp_path / f"{case.name}.csv"
    frame.to_csv(path, index=False)
    return path


def _sha(path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_bad_input_is_refused_precisely_and_file_untouched(tmp_path, case):
    path = _write_case(tmp_path, case)
    before = _sha(path)
    table = read_table(path)
    with pytest.raises(InputError) as caught:
        prepare_targeting_data(table, case.roles, utility=case.utility, min_rows=case.min_rows)
    error = caught.value
    message = str(error)
    assert message.startswith(path.name)
    for fragment in case.says:
        assert fragment in message
    assert error.column == case.column
    assert error.row == case.row
    if case.column is not None:
        assert f"column '{case.column}'" in message
    if case.row is not None:
        assert f"row {case.row}" in message
    assert "Traceback" not in message
    assert _sha(path) == before


def test_at_least_fifteen_distinct_bad_cases():
    assert len({c.name for c in CASES}) >= 15


def test_dates_in_a_feature_column_are_refused(tmp_path):
    frame = _good_frame().assign(calls=pd.date_range("2024-01-01", periods=6))
    path = tmp_path / "dates.parquet"
    write_parquet(frame, path)
    before = _sha(path)
    with pytest.raises(InputError, match="holds dates, not numbers") as caught:
        prepare_targeting_data(read_table(path), POVERTY, utility="poverty", min_rows=5)
    assert caught.value.column == "calls"
    assert _sha(path) == before


def test_unknown_utility_is_a_parameter_error(tmp_path):
    path = tmp_path / "good.csv"
    _good_frame().to_csv(path, index=False)
    with pytest.raises(ParameterError, match="utility"):
        prepare_targeting_data(read_table(path), POVERTY, utility="mobility", min_rows=5)


# --- what a valid file gives ---------------------------------------------------------------


def test_poverty_data_are_float64_in_original_units(tmp_path):
    path = tmp_path / "good.csv"
    _good_frame().to_csv(path, index=False)
    table = read_table(path)
    data = prepare_targeting_data(table, POVERTY, utility="poverty", min_rows=5)
    assert isinstance(data, TargetingData)
    assert list(data.features.columns) == ["calls", "sms"]
    assert (data.features.dtypes == np.float64).all()
    np.testing.assert_array_equal(data.features["sms"], [3, 1, 4, 1, 5, 9])
    assert data.target.dtype == np.float64
    np.testing.assert_array_equal(data.target, [10.0, 12.5, 9.0, 20.0, 7.5, 15.0])
    assert data.loan_amount is None
    assert data.identifiers["hhid"].tolist() == ["H1", "H2", "H3", "H4", "H5", "H6"]
    assert data.source is table
    assert data.roles == POVERTY


def test_credit_accepts_boolean_target_and_keeps_loans(tmp_path):
    path = tmp_path / "good.csv"
    _good_frame().assign(repaid=[True, False, True, True, False, True]).to_csv(path, index=False)
    data = prepare_targeting_data(read_table(path), CREDIT, utility="credit", min_rows=5)
    np.testing.assert_array_equal(data.target, [1, 0, 1, 1, 0, 1])
    np.testing.assert_array_equal(data.loan_amount, [5000, 7500, 10000, 2500, 6000, 8000])
    assert data.loan_amount.dtype == np.float64


def test_identifiers_may_be_empty(tmp_path):
    path = tmp_path / "good.csv"
    _good_frame().to_csv(path, index=False)
    roles = ColumnRoles(features=("calls",), target="consumption")
    data = prepare_targeting_data(read_table(path), roles, utility="poverty", min_rows=5)
    assert data.identifiers.shape == (6, 0)


# --- ColumnRoles ---------------------------------------------------------------------------


def test_roles_dropped_lists_columns_without_a_role_in_file_order():
    columns = list(_good_frame().columns)
    assert POVERTY.dropped(columns) == ["repaid", "loan"]
    assert CREDIT.dropped(columns) == ["consumption"]


def test_roles_round_trip_through_a_dict_and_lists_become_tuples():
    roles = ColumnRoles.from_dict(CREDIT.to_dict())
    assert roles == CREDIT
    assert hash(roles) == hash(CREDIT)
    assert CREDIT.to_dict()["features"] == ["calls", "sms"]
    from_lists = ColumnRoles(features=["a", "b"], identifiers=["id"])
    assert from_lists.features == ("a", "b") and from_lists.identifiers == ("id",)


@pytest.mark.parametrize(
    "bad", [{"features": "calls"}, {"features": [1, 2]}, {"features": ["a"], "target": 3}]
)
def test_roles_from_a_damaged_project_file_are_refused(bad):
    with pytest.raises(ParameterError):
        ColumnRoles.from_dict(bad)


# --- detect_column_types -------------------------------------------------------------------


def test_detected_kinds_warnings_and_suggested_roles():
    frame = pd.DataFrame(
        {
            "household_id": [f"HH-{i}" for i in range(40)],
            "Phone": [f"07{i:08d}" for i in range(40)],
            "row": range(1, 41),
            "calls": np.linspace(0, 5, 40),
            "region": ["north", "south"] * 20,
            "flat": [3] * 40,
            "gaps": [np.nan] * 12 + [i % 7 for i in range(28)],
            "mostly_numbers": ["1", "2", "n/a", "4"] * 10,
            "visit_date": ["2024-01-01", "2024-02-15"] * 20,
            "consumption": np.linspace(1, 9, 40),
            "income": np.linspace(2, 9, 40),
            "loan_amount": np.linspace(5000, 9000, 40),
        }
    )
    infos = detect_column_types(frame)
    assert all(isinstance(i, ColumnInfo) for i in infos.values())
    roles = {name: info.suggested_role for name, info in infos.items()}
    assert roles == {
        "household_id": "identifier",
        "Phone": "identifier",
        "row": "identifier",
        "calls": "feature",
        "region": "drop",
        "flat": "drop",
        "gaps": "feature",
        "mostly_numbers": "feature",
        "visit_date": "drop",
        "consumption": "target",
        "income": "feature",  # only one column is suggested as the target
        "loan_amount": "drop",
    }
    assert infos["region"].kind == "categorical"
    assert infos["household_id"].kind == "text"
    assert infos["visit_date"].kind == "datetime"
    assert "not numeric" in infos["region"].warnings
    assert infos["flat"].is_constant and "constant" in infos["flat"].warnings
    assert infos["gaps"].n_missing == 12 and "12 missing values" in infos["gaps"].warnings
    assert infos["mostly_numbers"].kind == "numeric"
    assert "10 non-numeric values (e.g. 'n/a')" in infos["mostly_numbers"].warnings
    assert infos["calls"].warnings == ()
    assert infos["calls"].n_unique == 40
    assert any("loan amount" in w for w in infos["loan_amount"].warnings)


def test_text_identifier_columns_do_not_warn_not_numeric():
    """A text identifier is expected; 'not numeric' matters only where numbers are used."""
    frame = pd.DataFrame({"household_id": [f"H{i:04d}" for i in range(50)], "x": range(50)})
    info = detect_column_types(frame)["household_id"]
    assert info.suggested_role == "identifier"
    assert "not numeric" not in info.warnings_for("identifier")
    assert "not numeric" not in info.warnings_for("drop")
    assert "not numeric" in info.warnings_for("feature")
