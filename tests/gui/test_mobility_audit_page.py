"""The mobility Audit page driven offscreen on a real release of the mobility sample."""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest

from engine.core.project_file import load_project
from engine.tasks.mobility import run as mobility_run
from gui.state import MobilityResults, WizardState
from gui.tasks.mobility.audit_page import MobilityAuditPage, no_results, table_texts
from gui.tasks.mobility.plots import ErrorHistogram, mobility_figures
from gui.tasks.mobility.policy_sections import trips
from gui.widgets.score_card import format_number
from tests.paths import SAMPLES


@pytest.fixture(scope="module")
def results():
    """One release and audit of the sample (few membership targets keep it quick)."""
    project = load_project(SAMPLES / "mobility_project.json")
    membership = dataclasses.replace(project.audit.membership, targets=4)
    project = dataclasses.replace(
        project, audit=dataclasses.replace(project.audit, membership=membership, seed=3)
    )
    outcome = mobility_run.release(project)
    audits = mobility_run.audit(outcome)
    curves = mobility_run.sir_curves(outcome, audits["sir"]["origin"])
    return MobilityResults(outcome, audits, curves)


def make_page(qtbot, results: MobilityResults | None) -> MobilityAuditPage:
    state = WizardState()
    if results is not None:
        state.family = "mobility"
        state.projects["mobility"] = results.release.project
        state.set_results(results)
    page = MobilityAuditPage(state)
    qtbot.addWidget(page)
    page.resize(1200, 800)
    page.enter()
    return page


@pytest.fixture
def page(qtbot, results):
    return make_page(qtbot, results)


def test_without_results_the_page_asks_to_privatize(qtbot):
    page = make_page(qtbot, None)
    assert page.problem() == no_results() == "Privatize first (step 4)."
    assert no_results() in page.note.text()
    assert not page.note.isHidden() and page.scroll.isHidden()


def test_results_make_the_page_complete(qtbot, results):
    state = WizardState()
    page = MobilityAuditPage(state)
    qtbot.addWidget(page)
    page.enter()
    assert page.problem() == no_results()
    state.set_results(results)
    with qtbot.waitSignal(page.validity_changed):
        page.enter()
    assert page.problem() is None
    assert page.note.isHidden() and not page.scroll.isHidden()


def test_guarantee_cards_show_the_proven_budget(page, results):
    g = mobility_run.guarantee(results.release)
    assert page.daily_card.value_text() == f"ε = {g['epsilon_per_day']:g}" == "ε = 1"
    # 60 days at ε = 1 each; the home populations (audit only, not released) cost nothing
    assert page.total_card.value_text() == f"ε = {g['release_epsilon_worst']:g}" == "ε = 60"
    assert "not released" in page.total_card.detail_label.text()
    assert page.daily_card.badge.text() == page.total_card.badge.text() == "proven"
    assert page.statement.text() == g["statement"]
    assert "ε = 60 (worst case)" in page.total_card.detail_label.text()


def test_trip_level_totals_are_shown_to_the_data_holder_only(qtbot, tmp_path):
    """The shared guarantee states no trip-level total (it would give the most frequent
    traveller's trip count away); the page shows it from the release in memory."""
    from engine.core.runner import run_task
    from engine.tasks import get_task
    from engine.tasks.mobility.data_checks import trip_level_epsilon
    from tests.engine.test_mobility_calendar import write_project

    path = write_project(tmp_path, mechanism={"epsilon": 0.5, "level": "trip"})
    _, outcome = run_task(get_task("mobility"), load_project(path))
    release = outcome.release
    g = mobility_run.guarantee(release)
    assert g["release_epsilon_worst"] is None and outcome.manifest["guarantee"] == g
    totals = trip_level_epsilon(release)
    assert totals == outcome.manifest["data_checks"]["trip_level_epsilon"]
    assert totals["most_frequent_traveller"] == pytest.approx(0.5 * 8)  # 2 trips × 4 days
    page = make_page(qtbot, MobilityResults(release, None, None))
    assert page.total_card.value_text() == "ε = 4"
    detail = page.total_card.detail_label.text()
    assert "ε = 4 (worst case)" in detail and "not in the shared guarantee" in detail
    assert page.statement.text() == g["statement"]  # the shared statement, unchanged


def _off_diagonal_equal(shown: np.ndarray, expected: np.ndarray) -> None:
    off = ~np.eye(expected.shape[0], dtype=bool)
    np.testing.assert_array_equal(shown[off], expected[off])
    assert np.isnan(np.diag(shown)).all()  # the diagonal is never released: blank


def test_heatmap_shows_the_chosen_day_on_one_scale(page, results):
    raw, private = results.release.counts.counts, results.release.private.counts
    heatmap = page.heatmap
    page.select_day(7)
    assert heatmap.selected_day() == 7
    assert heatmap.day_combo.currentText().endswith("2024")
    _off_diagonal_equal(heatmap.raw_image.image, raw[7])
    _off_diagonal_equal(heatmap.private_image.image, private[7])
    high = max(raw[7].max(), private[7].max())
    assert tuple(heatmap.raw_image.getLevels()) == tuple(heatmap.private_image.getLevels())
    assert tuple(heatmap.raw_image.getLevels()) == (0, high) == heatmap.levels()
    assert high > 0

    page.select_day(None)  # the sum over all days
    _off_diagonal_equal(heatmap.raw_image.image, raw.sum(axis=0))
    _off_diagonal_equal(heatmap.private_image.image, private.sum(axis=0))
    assert heatmap.levels() == (0, max(raw.sum(axis=0).max(), private.sum(axis=0).max()))

    heatmap.next_button.click()
    assert heatmap.selected_day() == 0
    _off_diagonal_equal(heatmap.private_image.image, private[0])


def test_heatmap_labels_regions_and_reads_cells(page, results):
    regions = results.release.counts.regions
    page.select_day(2)
    left = page.heatmap.plot.getPlotItem().getAxis("left")
    labelled = {name for level in left._tickLevels for _, name in level}
    assert labelled == set(regions)
    raw = results.release.counts.counts[2]
    private = results.release.private.counts[2]
    a, b = np.unravel_index(np.argmax(raw), raw.shape)
    text = page.heatmap.cell_text(a, b)
    assert text.startswith(f"{regions[a]} → {regions[b]}")
    assert f"raw {raw[a, b]:,} trips" in text and f"released {private[a, b]:,}" in text
    assert "not released" in page.heatmap.cell_text(3, 3)


def test_error_histogram_and_tables_show_the_audit(page, results):
    raw, private = results.release.counts.counts, results.release.private.counts
    cell = results.audits["cell_errors"]
    histogram = page.histogram
    assert histogram.counts.sum() == cell["cells"] == raw.shape[0] * 30 * 29
    off = ~np.eye(raw.shape[1], dtype=bool)
    zero_error = int((raw[:, off] == private[:, off]).sum())
    assert histogram.counts[0] == zero_error  # the first bar: cell-days released exactly

    rows = table_texts(page.error_table)
    assert [r[0] for r in rows] == [
        "Half are within",
        "90 % are within",
        "99 % are within",
        "Mean error",
    ]
    assert rows[1][1].startswith(f"{cell['absolute']['p90']:.3g} trip")
    assert rows[2][2] == f"{100 * cell['relative']['p99']:.0f} %"
    shares = table_texts(page.suppression_table)
    s = results.audits["suppression"]
    assert shares[0][1] == f"{100 * s['zero_raw']:.1f} %"
    assert shares[2][1] == f"{100 * s['suppressed_private']:.1f} %"

    page.select_error_kind("relative")
    positive = raw[:, off] > 0
    assert (
        histogram.counts.sum()
        + int(
            (
                np.abs(private[:, off] - raw[:, off])[positive] / raw[:, off][positive]
                > histogram.edges[-1]
            ).sum()
        )
        == cell["cells_positive"]
    )


def test_epidemic_curves_follow_the_chosen_region(page, results):
    curves, sir = results.curves, results.audits["sir"]
    regions = curves.regions
    origin = regions.index(sir["origin"])
    assert page.epidemic.selected_region() == sir["origin"]
    raw, private = page.epidemic.curve_data()
    np.testing.assert_allclose(raw, 100 * curves.raw[:, origin])
    np.testing.assert_allclose(private, 100 * curves.private[:, origin])
    other = regions[(origin + 4) % len(regions)]
    page.select_region(other)
    raw2, private2 = page.epidemic.curve_data()
    np.testing.assert_allclose(raw2, 100 * curves.raw[:, regions.index(other)])
    np.testing.assert_allclose(private2, 100 * curves.private[:, regions.index(other)])
    assert not np.allclose(raw, raw2)
    assert page.accuracy_card.value_text() == format_number(sir["accuracy"])
    assert page.precision_card.value_text() == format_number(sir["precision"])
    assert page.recall_card.value_text() == format_number(sir["recall"])
    assert sir["origin"] in page.sir_intro.text()


def test_displacement_table_holds_the_top_k_accuracies(page, results):
    d = results.audits["displacement"]
    rows = table_texts(page.topk_table)
    assert rows == [[f"Top {k}", format_number(v)] for k, v in d["top_k_accuracy"].items()]
    assert [r[0] for r in rows] == ["Top 3", "Top 5", "Top 10"]
    migration = table_texts(page.migration_table)
    assert migration[0][1] == format_number(d["out_migration_raw"])
    assert migration[1][1] == format_number(d["out_migration_private"])
    assert migration[2][1] == f"{d['out_migration_percent_error']:.2f} %"
    # what the report shares instead: the error over simulated releases of the same data
    sim = d["out_migration_error_simulated"]
    assert migration[3] == [
        "Typical error, 50 simulated releases",
        f"{trips(sim['median'])} (90 %: {trips(sim['p90'])})",
    ]


def test_membership_table_has_one_row_per_setting_and_model(page, results):
    m = results.audits["membership"]
    rows = table_texts(page.membership_table)
    assert len(rows) == len(m["rows"]) == 6
    for shown, row in zip(rows, m["rows"], strict=True):
        assert shown[0] == row["setting"]
        assert shown[2] == format_number(row["auc_mean"])
        assert shown[3] == format_number(row["auc_sd"])
        assert shown[4] == str(row["n_targets_used"])
    assert f"Protection {format_number(m['protection'])}" in page.membership_intro.text()
    assert page.membership_section.skipped.isHidden()


def test_skipped_audits_show_their_reasons(qtbot, results):
    audits = dict(results.audits)
    audits["sir"] = {"kind": "simulation", "skipped": "needs home populations"}
    audits["displacement"] = {"kind": "simulation", "skipped": "no event day in the project"}
    audits["membership"] = {"kind": "attack", "skipped": "disabled in the project"}
    page = make_page(qtbot, MobilityResults(results.release, audits, None))
    for section, reason in (
        (page.sir_section, "needs home populations"),
        (page.displacement_section, "no event day in the project"),
        (page.membership_section, "disabled in the project"),
    ):
        assert reason in section.skipped.text()
        assert not section.skipped.isHidden() and section.content.isHidden()
    assert page.problem() is None


def test_without_audits_the_release_is_still_shown(qtbot, results):
    page = make_page(qtbot, MobilityResults(results.release, None, None))
    assert page.problem() is None
    assert "turned off" in page.audits_note.text() and not page.audits_note.isHidden()
    assert page.sir_section.isHidden() and page.policy_row.isHidden()
    assert page.error_table.isHidden()
    assert page.daily_card.value_text() == "ε = 1"
    assert page.histogram.counts.sum() == results.audits["cell_errors"]["cells"]
    _off_diagonal_equal(page.heatmap.raw_image.image, results.release.counts.counts.sum(axis=0))


def test_new_results_replace_the_old_ones(qtbot, results):
    page = make_page(qtbot, MobilityResults(results.release, None, None))
    page.select_day(4)
    page.enter()  # same results: the chosen day stays
    assert page.heatmap.selected_day() == 4
    page.state.set_results(results)
    page.enter()
    assert not page.sir_section.isHidden()
    assert len(table_texts(page.membership_table)) == 6
    page.state.clear_results()
    page.enter()
    assert page.problem() == no_results() and page.scroll.isHidden()


def test_report_figures_are_pngs(qapp, results):
    figures = mobility_figures(results, width=600)
    assert len(figures) == 3
    assert all(png.startswith(b"\x89PNG") for _, png in figures)
    assert figures[0][0].startswith("Released origin–destination") and "raw" not in figures[0][0]
    assert len(mobility_figures(MobilityResults(results.release, None, None))) == 2
    assert mobility_figures(None) == []


def test_a_report_heatmap_never_shows_the_raw_matrix(qtbot, results):
    """The raw O-D matrix is what the noise protects: the report's heatmap (which may be
    shared) shows the released one alone, its colour scale from released counts only."""
    from gui.tasks.mobility.od_heatmap import ODHeatmap

    heatmap = ODHeatmap()
    qtbot.addWidget(heatmap)
    heatmap.set_release(results.release)
    heatmap.select_day(None)
    raw_sum = results.release.counts.counts.sum(axis=0).astype(float)
    private_sum = results.release.private.counts.sum(axis=0).astype(float)
    for m in (raw_sum, private_sum):
        np.fill_diagonal(m, 0)
    assert heatmap.levels()[1] == max(raw_sum.max(), private_sum.max(), 1.0)
    heatmap.show_raw(False)
    assert not heatmap.plot.isVisibleTo(heatmap)
    assert heatmap.levels()[1] == max(private_sum.max(), 1.0)


def test_histogram_marks_the_quantiles(qtbot, results):
    histogram = ErrorHistogram()
    qtbot.addWidget(histogram)
    histogram.set_release(results.release, results.audits["cell_errors"])
    lines = [i for i in histogram.plot.getPlotItem().items if hasattr(i, "label")]
    absolute = results.audits["cell_errors"]["absolute"]
    assert sorted(line.value() for line in lines) == sorted(
        absolute[k] for k in ("p50", "p90", "p99")
    )
