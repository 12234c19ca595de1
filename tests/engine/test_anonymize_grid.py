"""Issue 28: Mondrian publishes the grid, not the data. Every released number or date is a
run of whole cells of its ladder's first level, with grid ends; no end is an input value
unless it is a grid point; every raw value lies in its own label; classes ≥ k (pycanon)."""

from __future__ import annotations

import json
import re

import numpy as np
import pandas as pd
from hypothesis import given, settings
from hypothesis import strategies as st
from pycanon import anonymity

from engine.anonymize.auto import build_ladder
from engine.anonymize.boxes import class_boxes
from engine.anonymize.models import ModelSpec, encode_sensitive
from engine.anonymize.mondrian import mondrian
from engine.anonymize.qi import encode_qis
from engine.tasks.anonymize.project import GenSpec, anonymize_project_from_dict
from engine.tasks.anonymize.run import release
from tests.paths import SAMPLES

MONTH = re.compile(r"^\d{4}-\d{2}$")
QIS = ["age", "sex", "district", "birth_date"]


def _month(text: str) -> pd.Timestamp:
    return pd.Timestamp(text + "-01")


def _date_cell(label: str) -> tuple[pd.Timestamp, pd.Timestamp]:
    """[first day, day after the last) of a released date label, read independently."""
    if MONTH.match(label):
        start = _month(label)
        return start, start + pd.DateOffset(months=1)
    if re.fullmatch(r"\d{4}", label):
        return pd.Timestamp(f"{label}-01-01"), pd.Timestamp(f"{int(label) + 1}-01-01")
    if re.fullmatch(r"\d{3}0s", label):
        year = int(label[:4])
        return pd.Timestamp(f"{year}-01-01"), pd.Timestamp(f"{year + 10}-01-01")
    first, last = label[1:-1].split(", ")
    assert label.startswith("[") and label.endswith("]") and MONTH.match(first), label
    return _month(first), _month(last) + pd.DateOffset(months=1)


def _number_cell(label: str) -> tuple[float, float]:
    """[lo, hi) of a released interval label ("[20, 35)", "< 15", "≤ 70", "≥ 70", "*")."""
    if label == "*":
        return -np.inf, np.inf
    if label.startswith("< "):
        return -np.inf, float(label[2:])
    if label.startswith("≤ "):  # up to the declared top, included
        return -np.inf, np.nextafter(float(label[2:]), np.inf)
    if label.startswith("≥ "):
        return float(label[2:]), np.inf
    if not label.startswith("["):  # the declared top alone
        return float(label), np.nextafter(float(label), np.inf)
    lo, hi = (float(v) for v in label[1:-1].split(", "))
    return lo, (np.nextafter(hi, np.inf) if label.endswith("]") else hi)  # "]": top included


def _on_grid(x: float, anchor: float, width: float) -> bool:
    steps = (x - anchor) / width
    return bool(np.isinf(x) or abs(steps - round(steps)) < 1e-9)


def _sample_release(**changes):
    doc = json.loads((SAMPLES / "anonymize_project.json").read_text(encoding="utf-8"))
    for section, values in changes.items():
        doc[section].update(values)
    return release(anonymize_project_from_dict(doc, SAMPLES))


def _released_per_record(rel, j: int) -> np.ndarray:
    """QI j's label of every input record (the released table is the same labels in a
    fresh random row order)."""
    per_record = rel.boxes.labels[j][rel.classes]
    assert sorted(per_record) == sorted(rel.table[rel.qis.names[j]])
    return per_record


def test_the_sample_release_has_no_input_birth_date_and_only_ladder_labels():
    """The issue's numbers: every birth-date end was an input date and 185 voters had their
    exact birth date in the release; ages were "[21, 27]" or a bare "24" with widths 5/10/20
    declared."""
    rel = _sample_release()
    assert rel.algorithm["name"] == "mondrian"
    people = pd.read_csv(SAMPLES / "anonymize_people.csv", dtype=str)
    voters = pd.read_csv(SAMPLES / "anonymize_voters.csv", dtype=str)
    text = " ".join(rel.table["birth_date"].astype(str))
    assert not re.search(r"\d{4}-\d{2}-\d{2}", text)  # no day at all: months are the grid
    assert not voters["dob"].isin(re.findall(r"[\d-]+", text)).any()
    age = rel.qis.ladders[0]
    assert age.widths == (5.0, 10.0, 20.0)
    raw_age = pd.to_numeric(people["age"]).to_numpy()
    for label, value in zip(_released_per_record(rel, 0), raw_age, strict=True):
        lo, hi = _number_cell(label)
        assert _on_grid(lo, age.anchor, 5.0) and _on_grid(hi, age.anchor, 5.0), label
        assert lo <= value < hi, (label, value)
    born = pd.to_datetime(people["birth_date"])
    for label, value in zip(_released_per_record(rel, 3), born, strict=True):
        start, end = _date_cell(label)
        assert start <= value < end, (label, value)
    district = rel.qis.ladders[2]
    nodes = {name for level in district.names for name in level}
    assert set(_released_per_record(rel, 2)) <= nodes  # hierarchy nodes, never code sets


def test_a_number_without_a_declared_ladder_gets_the_lattices_default_grid():
    """household_size has no ladder in the project: Mondrian uses the automatic one (the
    lattice's) and no end is an input value unless it is one of its grid points."""
    rel = _sample_release(
        columns={"quasi_identifiers": [*QIS, "household_size"], "keep": []},
    )
    ladder = rel.qis.ladders[4]
    assert ladder.name == "household_size" and "household_size" not in rel.project.generalization
    assert ladder == build_ladder("household_size", rel.frame["household_size"], guard=5)
    values = pd.to_numeric(rel.frame["household_size"]).to_numpy()
    for label, value in zip(_released_per_record(rel, 4), values, strict=True):
        lo, hi = _number_cell(label)
        for end in (lo, hi):
            assert _on_grid(end, ladder.anchor, ladder.widths[0]), label
        assert lo <= value < hi


NUMBER_SPECS = [
    None,  # the automatic ladder
    GenSpec("interval", (5.0, 10.0), anchor=0.0),
    GenSpec("interval", (5.0, 10.0), anchor=0.0, top=40.0, bottom=10.0),
    GenSpec("interval", brackets=((0.0, 15.0, 25.0, 45.0), (0.0, 25.0))),
]


def _inside(label: str, value, kind: str) -> bool:
    """MATH 6.5 on the printed label, read independently of the engine's grid."""
    missing = value is None or pd.isna(value)
    if label == "NA" or label.endswith(" or NA"):
        if missing:
            return True
        label = label.removesuffix(" or NA")
    if missing or label == "NA":
        return False
    if kind == "date":
        start, end = _date_cell(label)
        return start <= pd.Timestamp(value) < end
    if kind == "code":
        stem = label.rstrip("*")
        return label == "*" or (len(label) == len(value) and value.startswith(stem))
    if label.startswith("> "):
        return value > float(label[2:])
    lo, hi = _number_cell(label)
    return lo <= value < hi


@st.composite
def tables(draw):
    n = draw(st.integers(4, 50))
    num = draw(st.lists(st.one_of(st.integers(0, 60), st.none()), min_size=n, max_size=n))
    days = draw(st.lists(st.integers(0, 9000), min_size=n, max_size=n))
    codes = draw(st.lists(st.sampled_from(["0101", "0102", "0201", "1101"]), min_size=n,
                          max_size=n))  # fmt: skip
    sens = draw(st.lists(st.integers(0, 3), min_size=n, max_size=n))
    frame = pd.DataFrame(
        {
            "num": pd.array(num, dtype="Float64").astype(float),
            "dob": [str(np.datetime64("1950-01-01") + np.timedelta64(d, "D")) for d in days],
            "code": codes,
            "s": sens,
        }
    )
    spec = draw(st.sampled_from(NUMBER_SPECS))
    model = draw(st.sampled_from(["k", "l", "t"]))
    return frame, spec, draw(st.integers(1, n)), model


@settings(max_examples=40, deadline=None)
@given(tables())
def test_every_raw_value_lies_in_its_released_cell_and_classes_have_k(case):
    frame, num_spec, k, model = case
    specs = {"num": num_spec, "dob": GenSpec("date"), "code": GenSpec("prefix")}
    names = ["num", "dob", "code"]
    qis = encode_qis([build_ladder(q, frame[q], specs[q], guard=k) for q in names], frame)
    sens = encode_sensitive("s", frame["s"])
    spec = ModelSpec(k=k)
    if model == "l" and frame["s"].nunique() >= 2:
        spec = ModelSpec(k=k, l=2)
    elif model == "t":
        spec = ModelSpec(k=k, t=0.4)
    result = mondrian(qis, [sens], spec)
    boxes = class_boxes(qis, result.classes, result.n_classes)
    released = pd.DataFrame(
        {q: boxes.labels[j][result.classes] for j, q in enumerate(names)}
    ).assign(s=frame["s"].to_numpy())
    for q, kind in zip(names, ("number", "date", "code"), strict=True):
        for label, value in zip(released[q], frame[q], strict=True):
            assert _inside(label, value, kind), (q, label, value)
    sizes = released.groupby(names, dropna=False).size()
    assert sizes.min() >= k and sizes.sum() == len(frame)
    assert len(sizes) == result.n_classes  # distinct classes keep distinct labels
    table = released.astype({q: str for q in names})
    assert anonymity.k_anonymity(table, names) == sizes.min()
    if spec.l > 1:
        assert anonymity.l_diversity(table, names, ["s"]) >= spec.l
    if spec.t is not None and frame["s"].nunique() > 1:  # pycanon divides by m − 1
        assert anonymity.t_closeness(table, names, ["s"]) <= spec.t + 1e-9


def test_the_manifest_and_report_state_the_grid_mondrian_used():
    from engine.tasks.anonymize.manifest import build_manifest
    from engine.tasks.anonymize.report import render_report

    rel = _sample_release()
    manifest = build_manifest(rel, None)
    gen = manifest["generalization"]
    assert gen["age"]["mondrian_cells"] == {"cells": "interval", "width": 5.0, "anchor": 20.0}
    assert gen["birth_date"]["mondrian_cells"] == {"cells": "month"}
    assert gen["district"]["mondrian_cells"] == {"cells": "node"}
    html = render_report(manifest)
    assert "intervals of width 5 from 20, or a run of them" in html
    assert "months, or a run of them" in html


def test_a_class_holding_the_top_value_and_values_above_it_reads_at_least_the_top():
    """Found by the twin above: 40 (the declared top, a cell of its own) and 41 (top-coded)
    in one class were released as "> 40", which leaves out the 40."""
    frame = pd.DataFrame({"num": [40.0, 41.0, 40.0, 41.0]})
    spec = GenSpec("interval", widths=(5.0, 10.0), anchor=0.0, top=40.0, bottom=10.0)
    qis = encode_qis([build_ladder("num", frame["num"], spec, guard=4)], frame)
    result = mondrian(qis, [], ModelSpec(k=4))
    labels = class_boxes(qis, result.classes, result.n_classes).labels[0][result.classes]
    assert set(labels) == {"≥ 40"}
    assert all(_inside(label, v, "number") for label, v in zip(labels, frame["num"], strict=True))


def test_a_run_from_the_bottom_code_to_the_top_value_includes_the_top():
    """The cell of the top value holds values up to the top, included: a run from the
    bottom-coded cell to it reads "≤ 40" (it read "< 40", leaving 40 outside its label)."""
    from engine.anonymize import grid

    spec = GenSpec("interval", (5.0, 10.0), anchor=0.0, top=40.0, bottom=10.0)
    ladder = build_ladder("x", pd.Series([0.0, 40.0, 41.0]), spec)
    below, top_cell = grid._codes(ladder, [0.0, 40.0])
    assert grid.label(ladder, below, top_cell) == "≤ 40"
    assert grid.label(ladder, top_cell - 2, top_cell) == "[30, 40]"
    assert grid.label(ladder, below, top_cell - 1) == "< 40"
