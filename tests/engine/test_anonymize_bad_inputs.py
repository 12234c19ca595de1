"""Anonymize inputs found by the bad-input test: ±inf in a numeric quasi-identifier is
refused by row, and an external file that matches no released class links nobody."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest

from engine.core.errors import InputError
from engine.core.jobs import JobContext
from engine.tasks.anonymize import audit as audit_stage
from engine.tasks.anonymize.run import release
from tests.engine.test_anonymize_audit_checks import _project

MODEL = {"k": 3, "algorithm": "mondrian", "max_suppression": 0.05, "t": None}


def _people(n: int = 60) -> pd.DataFrame:
    rng = np.random.default_rng(1)
    return pd.DataFrame(
        {
            "phone": [f"+228{i:06d}" for i in range(n)],
            "age": rng.integers(20, 70, n).astype(float),
            "district": rng.choice(["D1", "D2", "D3"], n),
            "diag": rng.choice(list("ab"), n),
        }
    )


@pytest.mark.parametrize("bad", [np.inf, -np.inf])
def test_infinite_numeric_quasi_identifier_is_refused_by_row(tmp_path, bad):
    frame = _people()
    frame.loc[6, "age"] = bad
    project = _project(tmp_path, frame, MODEL, ("age", "district"))
    with pytest.raises(InputError) as info:
        release(project)
    assert info.value.row == 8 and info.value.column == "age"
    assert "data.csv" in str(info.value) and "infinite" in str(info.value)


def test_external_file_matching_no_class_links_nobody(tmp_path):
    frame = _people()
    external = tmp_path / "voters.csv"
    pd.DataFrame({"phone": frame.phone, "district": [f"X{i}" for i in range(len(frame))]}).to_csv(
        external, index=False
    )
    spec = {
        "path": str(external),
        "link_on": {"district": "district"},
        "truth_on": {"phone": "phone"},
    }
    project = _project(tmp_path, frame, MODEL, ("age", "district"), external=spec)
    rel = release(project)
    link = audit_stage.linkage(rel, JobContext(), audit_stage.raw_classes(rel)[0])
    assert link["link_on"] == ["district"] and link["truth_known"]
    assert not link["_population"].any()  # no external row is a candidate of any record


def test_a_number_where_a_date_is_declared_is_shown_plainly(tmp_path):
    from engine.anonymize.auto import build_ladder
    from engine.tasks.anonymize.project import GenSpec

    with pytest.raises(InputError) as info:
        build_ladder("age", pd.Series([45, 50]), GenSpec(type="date"), path=tmp_path / "p.csv")
    assert "value 45 is not a date" in str(info.value) and "p.csv" in str(info.value)


def test_new_key_makes_a_missing_folder_and_only_its_owner_reads_it(tmp_path):
    from engine.anonymize.masking import new_key_file, read_key_file

    path = new_key_file(tmp_path / "not" / "yet" / "names.key")
    assert len(read_key_file(path)) == 32
    assert path.stat().st_mode & 0o077 == 0


def test_new_key_in_a_folder_that_refuses_writing_is_a_clear_error(tmp_path, monkeypatch):
    from engine.anonymize import masking

    def refuse(*args, **kwargs):
        raise PermissionError(1, "Operation not permitted")

    monkeypatch.setattr(masking.os, "open", refuse)
    with pytest.raises(InputError) as info:
        masking.new_key_file(tmp_path / "names.key")
    assert "cannot write in this folder (Operation not permitted)" in str(info.value)


def test_new_codebook_of_an_all_blank_column_is_refused(tmp_path):
    from engine.cli import main as cli

    data = tmp_path / "people.csv"
    pd.DataFrame({"name": ["a", "b"], "age": [None, None]}).to_csv(data, index=False)
    book = tmp_path / "book.csv"
    assert cli(["new-codebook", str(data), "age", str(book)]) == 2
    assert not book.exists()
