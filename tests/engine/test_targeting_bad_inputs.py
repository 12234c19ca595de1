"""Targeting settings found by the bad-input test: bounded ε and projection k, refused
before any allocation, and every refusal under the project file's own key."""

from __future__ import annotations

import pytest

from engine.core.errors import ParameterError
from engine.core.runner import run_task
from engine.mechanisms.projection import MAX_PROJECTION_K, ProjectionMechanism
from engine.mechanisms.validation import MAX_EPSILON, check_epsilon_cap
from engine.tasks.targeting.project import project_from_dict
from engine.tasks.targeting.task import TASK
from tests.engine.test_workflow import poverty_project  # noqa: F401  (fixture)


def _refused(doc, base, change) -> ParameterError:
    for section, value in change.items():
        doc[section] = {**doc.get(section, {}), **value}
    with pytest.raises(ParameterError) as caught:
        project_from_dict(doc, base)
    return caught.value


@pytest.mark.parametrize(
    ("change", "key"),
    [
        ({"mechanism": {"name": "projection", "k": 10**12}}, "mechanism.k"),
        ({"mechanism": {"epsilon": 1e308}}, "mechanism.epsilon"),
        ({"mechanism": {"epsilon": MAX_EPSILON * 1.01}}, "mechanism.epsilon"),
        (
            {"mechanism": {"components": 2, "epsilon2": 1e300, "delta2": 1e-6}},
            "mechanism.epsilon2",
        ),
        ({"mechanism": {"name": "mondrian", "k_anonymity": 0}}, "mechanism.k_anonymity"),
        ({"columns": {"features": "calls"}}, "columns.features"),
        ({"preprocessing": {"clip_radius": 0}}, "preprocessing.clip_radius"),
        ({"preprocessing": {"clip_radius": -1.5}}, "preprocessing.clip_radius"),
    ],
)
def test_bad_settings_are_refused_by_their_key(poverty_project, change, key):  # noqa: F811
    path, _, doc = poverty_project
    assert _refused(doc, path.parent, change).name == key


def test_huge_projection_k_is_refused_before_any_allocation():
    with pytest.raises(ParameterError) as caught:
        ProjectionMechanism(1.0, 1e-5, 0.25, k=10**12)
    assert caught.value.name == "k" and "1,000,000,000,000" in str(caught.value)
    assert ProjectionMechanism(1.0, 1e-5, 0.25, k=MAX_PROJECTION_K).k == MAX_PROJECTION_K


def test_epsilon_cap_is_documented_and_plain():
    with pytest.raises(ParameterError) as caught:
        check_epsilon_cap(1e308, "mechanism.epsilon")
    assert "(0, 100]" in str(caught.value) and "np." not in str(caught.value)
    check_epsilon_cap(MAX_EPSILON, "mechanism.epsilon")


@pytest.mark.parametrize(
    ("change", "key"),
    [
        ({"mechanism": {"name": "mondrian", "k_anonymity": 5000}}, "mechanism.k_anonymity"),
        ({"audit": {"folds": 5000}}, "audit.folds"),
    ],
)
def test_checks_that_need_the_rows_name_the_project_key(
    poverty_project,  # noqa: F811
    change,
    key,
):
    path, _, doc = poverty_project
    for section, value in change.items():
        doc[section] = {**doc.get(section, {}), **value}
    project = project_from_dict(doc, path.parent)
    with pytest.raises(ParameterError) as caught:
        run_task(TASK, project)
    assert caught.value.name == key
