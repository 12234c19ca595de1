"""Step 3 for mobility data, driven through its real widgets on the bundled sample."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import Qt

from engine.core.project_file import load_project
from engine.mobility import calculators
from engine.mobility.trips import describe_records
from engine.tasks.mobility.project import ODMechanismSpec
from gui.tasks.mobility.parameters_page import MobilityParametersPage
from gui.tasks.targeting.parameters_page import ParametersPage
from tests.paths import SAMPLES

PROJECT_FILE = SAMPLES / "mobility_project.json"


@pytest.fixture(scope="module")
def sample():
    project = load_project(PROJECT_FILE)
    summary = describe_records(project.input.records, project.input.towers, columns=project.columns)
    return project, summary


@pytest.fixture
def loaded(state, sample):
    project, summary = sample
    state.set_mobility(project, summary)
    return state


@pytest.fixture
def page(qtbot, loaded):
    page = MobilityParametersPage(loaded)
    qtbot.addWidget(page)
    page.enter()
    return page


def test_title_matches_the_targeting_page():
    assert MobilityParametersPage.title == ParametersPage.title == "Set parameters"


def test_shows_the_samples_settings(page, sample):
    # The sample: individual level, ε = 1, T = 3, τ = 5, over 60 days of call records.
    assert sample[1].days == 60
    assert page.individualLevelRadio.isChecked() and not page.tripLevelRadio.isChecked()
    assert page.epsilonSpin.value() == 1.0
    assert page.tripsSpin.value() == 3 and page.tripsSpin.isEnabled()
    assert page.thresholdSpin.value() == 5
    assert page.spec() == ODMechanismSpec(1.0, "individual", 3, 5)
    assert page.problem() is None
    assert not page.problemLabel.isVisibleTo(page)


def test_whole_release_guarantee_is_d_times_epsilon(page):
    page.set_epsilon(0.5)
    text = page.releaseLabel.text()
    assert "60 days" in text and "60 × 0.5 = 30" in text
    # Home-region populations are made for the epidemic audit only: not released, not charged.
    assert "not charged to this release" in text and "ε = 30.5" not in text
    assert page.releaseHeading.text() == "Over the whole release (60 days)"
    assert "0.5-differentially private for any one person" in page.perDayLabel.text()
    assert "at most 3 trips a day" in page.perDayLabel.text()
    # Noise scale T/ε = 6 and typical error √2·6 ≈ 8.485, from the engine.
    assert "T/ε = 6 trips" in page.noiseLabel.text()
    assert "±8.485 trips" in page.noiseLabel.text()
    # τ = 5: an empty cell shows ≥ 5 with probability ½ exp(−(0.5/3)(4.5)) ≈ 0.236.
    assert "23.6 %" in page.suppressionLabel.text()


def test_trip_level_fixes_t_to_one_and_defers_the_total(page, qtbot):
    page.show()
    qtbot.waitExposed(page)
    qtbot.mouseClick(page.tripLevelRadio, Qt.MouseButton.LeftButton)
    assert page.tripLevelRadio.isChecked()
    assert not page.tripsSpin.isEnabled() and page.tripsSpin.value() == 1
    assert page.spec() == ODMechanismSpec(1.0, "trip", 1, 5)
    assert page.problem() is None
    release = page.releaseLabel.text()
    assert "ε = 1 × the number of trips" in release and "after privatizing" in release
    assert "any one trip" in page.perDayLabel.text()
    # The calculators now use T = 1.
    assert page.needed_epsilon("cell") == pytest.approx(
        calculators.epsilon_for_cell_error(10, 0.05, 1)
    )
    # Back to the individual level restores the T the user had.
    page.set_level("individual")
    assert page.tripsSpin.isEnabled() and page.tripsSpin.value() == 3
    page.set_level("trip")
    page.leave()
    assert page.state.projects["mobility"].mechanism == ODMechanismSpec(1.0, "trip", 1, 5)


def test_error_bound_calculator_and_use_this_epsilon(page, loaded):
    page.set_level("trip")
    page.cellAlphaSpin.setValue(10)
    page.cellConfidenceSpin.setValue(95.0)
    needed = page.needed_epsilon("cell")
    # MATH 5.3's check value: T = 1, α = 10, β = 0.05 → ε ≥ 0.285.
    assert needed == pytest.approx(calculators.epsilon_for_cell_error(10, 0.05, 1), rel=1e-9)
    assert needed == pytest.approx(0.2853, abs=1e-4)
    assert "Needs ε ≥ 0.2853 per day" in page.cellResultLabel.text()
    assert "Your ε = 1 meets it" in page.cellResultLabel.text()
    assert page.cellResultLabel.property("warning") is False
    page.cellUseButton.click()
    # Rounded up to the spin box's 4 decimals, so the promise holds.
    assert page.epsilonSpin.value() == pytest.approx(0.2854)
    assert page.epsilonSpin.value() >= needed
    # The probability at the new ε is then at most β = 5 %.
    assert calculators.prob_cell_error_exceeds(page.epsilonSpin.value(), 1, 10) <= 0.05
    page.leave()
    assert loaded.projects["mobility"].mechanism == ODMechanismSpec(0.2854, "trip", 1, 5)


def test_calculators_follow_t(page):
    # Individual level, T = 3: the needed ε triples.
    assert page.needed_epsilon("cell") == pytest.approx(3 * 0.28533, abs=1e-4)
    assert "Needs ε ≥ 0.8559 per day" in page.cellResultLabel.text()
    page.tripsSpin.setValue(2)
    assert page.needed_epsilon("cell") == pytest.approx(
        calculators.epsilon_for_cell_error(10, 0.05, 2)
    )


def test_change_calculator(page, loaded):
    page.set_level("trip")
    page.changeAlphaSpin.setValue(10)
    page.changeConfidenceSpin.setValue(95.0)
    needed = page.needed_epsilon("change")
    assert needed == pytest.approx(calculators.epsilon_for_change_error(10, 0.05, 1), rel=1e-9)
    # Exact for rounded counts: 0.3922, not Theorem 7's 0.3739 (which errs 5.87 % of the time).
    assert needed == pytest.approx(0.3922, abs=1e-4)
    text = page.changeResultLabel.text()
    assert "Needs ε ≥ 0.3922 per day" in text
    assert "The published formula ignores rounding and gives 0.3739" in text
    page.set_epsilon(0.3)
    assert "⚠ Your ε = 0.3 is below it" in page.changeResultLabel.text()
    assert page.changeResultLabel.property("warning") is True
    page.changeUseButton.click()
    assert page.epsilonSpin.value() == pytest.approx(0.3922)
    assert page.changeResultLabel.property("warning") is False
    # The promise holds at the ε set: released changes err at most 5 % of the time.
    assert calculators.prob_change_error_exceeds_rounded(page.epsilonSpin.value(), 1, 10) <= 0.05
    # Every β below 1 has an answer (the old e^-1/2 bound on Theorem 7 was wrong).
    page.changeConfidenceSpin.setValue(80.0)
    assert page.needed_epsilon("change") == pytest.approx(
        calculators.epsilon_for_change_error(10, 0.2, 1), rel=1e-9
    )
    assert page.changeUseButton.isEnabled()
    # A confidence of 0 % (β = 1) is refused by the engine: a warning, no Use.
    page.changeConfidenceSpin.setValue(0.0)
    assert page.needed_epsilon("change") is None
    assert page.changeResultLabel.text().startswith("⚠ β (1 − confidence): must lie strictly")
    assert page.changeResultLabel.property("warning") is True
    assert not page.changeUseButton.isEnabled()


def test_typical_error_calculator(page):
    page.set_level("trip")
    page.typicalAlphaSpin.setValue(10)
    assert page.needed_epsilon("typical") == pytest.approx(0.1414, abs=1e-4)
    assert "Needs ε ≥ 0.1414 per day" in page.typicalResultLabel.text()
    page.typicalUseButton.click()
    assert page.epsilonSpin.value() == pytest.approx(0.1415)
    # α = 0 is refused by the engine, shown as a warning, never a traceback.
    page.typicalAlphaSpin.setValue(0)
    assert page.needed_epsilon("typical") is None
    assert "α (tolerated error): the tolerated error must be a positive number" in (
        page.typicalResultLabel.text()
    )
    assert not page.typicalUseButton.isEnabled()
    assert page.problem() is None  # a calculator's input never blocks the page


def test_threshold_calculator_sets_tau(page):
    page.set_level("trip")
    page.set_epsilon(1.0)
    page.standardSpin.setValue(15)
    low, high = calculators.threshold_around_standard(15, 1.0, 1)
    assert (low, high) == pytest.approx((15 - 2**0.5, 15 + 2**0.5))
    assert "τ from 13.59 to 16.41 trips" in page.thresholdResultLabel.text()
    assert page.thresholdLowButton.text() == "Use τ = 14"
    assert page.thresholdHighButton.text() == "Use τ = 16"
    page.thresholdHighButton.click()
    assert page.thresholdSpin.value() == 16
    page.thresholdLowButton.click()
    assert page.thresholdSpin.value() == 14
    # A wide range never offers a negative τ.
    page.set_epsilon(0.1)
    page.standardSpin.setValue(5)
    assert page.thresholdLowButton.text() == "Use τ = 0"
    assert "0 (τ cannot be negative)" in page.thresholdResultLabel.text()


def test_probabilities_at_the_current_setting(page):
    page.set_level("trip")
    page.set_epsilon(0.5)
    page.currentAlphaSpin.setValue(10)
    cell = calculators.prob_cell_error_exceeds(0.5, 1, 10)
    change = calculators.prob_change_error_exceeds_rounded(0.5, 1, 10)
    assert cell == pytest.approx(0.00525, abs=1e-5) and change == pytest.approx(0.0192, abs=1e-4)
    text = page.currentResultLabel.text()
    assert "more than 10 trips with probability 0.52 % (about 1 in 191)" in text
    assert "between two days with probability 1.92 % (about 1 in 52)" in text


def test_zero_epsilon_is_refused_and_named(page, qtbot, loaded):
    with qtbot.waitSignal(page.validity_changed):
        page.set_epsilon(0.0)
    problem = page.problem()
    assert problem == "ε (privacy loss per day): must be a positive number, got 0.0"
    assert page.problemLabel.isVisibleTo(page)
    assert page.problemLabel.text().startswith("⚠ Cannot use these settings")
    assert page.releaseLabel.text() == "—"
    # Calculators that need the current ε say why they cannot answer.
    assert page.thresholdResultLabel.text().startswith("⚠ ε (privacy loss per day)")
    assert not page.thresholdLowButton.isEnabled()
    # Back keeps the edit; the state's own setting is then judged the same way.
    page.leave()
    assert loaded.projects["mobility"].mechanism.epsilon == 0.0
    assert page.problem() == problem
    page.enter()
    page.set_epsilon(0.8)
    assert page.problem() is None


def test_threshold_spin_cannot_go_negative(page):
    assert page.thresholdSpin.minimum() == 0
    assert page.thresholdSpin.specialValueText() == "0 (none)"
    page.thresholdSpin.setValue(-3)
    assert page.thresholdSpin.value() == 0
    assert "None: every noisy count is released" in page.suppressionLabel.text()


def test_state_errors_are_named_when_not_shown(state, sample):
    project, summary = sample
    bad = dataclasses.replace(project, mechanism=ODMechanismSpec(1.0, "trip", 3, 0))
    state.set_mobility(bad, summary)
    page = MobilityParametersPage(state)
    assert page.problem().startswith("T (trips per person per day): trip-level privacy")
    assert MobilityParametersPage(type(state)()).problem() == (
        "choose call records or trips first (step 1)"
    )


def test_trip_level_project_offers_a_cap_when_switched(state, sample, qtbot):
    project, summary = sample
    trip = dataclasses.replace(project, mechanism=ODMechanismSpec(0.5, "trip", 1, 0))
    state.set_mobility(trip, summary)
    page = MobilityParametersPage(state)
    qtbot.addWidget(page)
    page.enter()
    assert page.tripLevelRadio.isChecked() and page.tripsSpin.value() == 1
    assert page.thresholdSpin.text() == "0 (none)"
    page.set_level("individual")
    assert page.tripsSpin.value() == 3 and page.spec() == ODMechanismSpec(0.5, "individual", 3, 0)


def test_empty_state_enters_without_error(state, qtbot):
    page = MobilityParametersPage(state)
    qtbot.addWidget(page)
    page.enter()
    assert page.problem() == "choose call records or trips first (step 1)"
    assert page.problemLabel.isVisibleTo(page)
    page.leave()
    assert state.projects["mobility"] is None


def test_leave_without_edits_keeps_the_state(page, loaded):
    results_cleared = []
    loaded.results_cleared.connect(lambda: results_cleared.append(True))
    before = loaded.projects["mobility"]
    page.leave()
    assert loaded.projects["mobility"] is before and not results_cleared


def test_calculators_collapse(page):
    assert page.calculatorsGroup.isVisibleTo(page)
    page.calculatorsToggle.click()
    assert not page.calculatorsScroll.isVisibleTo(page)
    assert page.calculatorsToggle.text().startswith("Show")
    page.set_calculators_visible(True)
    assert page.calculatorsScroll.isVisibleTo(page)


def test_every_control_has_a_tooltip(page):
    for widget in (
        page.tripLevelRadio,
        page.individualLevelRadio,
        page.tripsSpin,
        page.epsilonSpin,
        page.thresholdSpin,
        page.cellAlphaSpin,
        page.cellConfidenceSpin,
        page.changeAlphaSpin,
        page.changeConfidenceSpin,
        page.typicalAlphaSpin,
        page.standardSpin,
        page.currentAlphaSpin,
        page.cellUseButton,
        page.thresholdLowButton,
    ):
        assert widget.toolTip(), widget.objectName()
