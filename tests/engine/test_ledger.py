"""The privacy ledger: composition known values, and every mechanism's guarantee read from it."""

from __future__ import annotations

import math

import numpy as np
import pytest

from engine.core.ledger import LedgerEntry, PrivacyLedger
from engine.mechanisms.mondrian import MondrianMechanism
from engine.mechanisms.partitioned import PartitionedMechanism
from engine.mechanisms.projection import ProjectionMechanism
from engine.mechanisms.row_gaussian import RowGaussianMechanism
from engine.mobility.od_matrix import ODMechanism
from engine.privacy.guarantee import tdp_unit


def entry(eps, delta=0.0, rho=None, group=None, unit="person"):
    return LedgerEntry("m", eps, delta, rho, "data", unit, group)


def test_sequential_entries_add_up():
    total = PrivacyLedger((entry(0.5, 1e-6), entry(0.25, 2e-6), entry(1.0))).total()
    assert total.epsilon == pytest.approx(1.75)
    assert total.delta == pytest.approx(3e-6)
    assert total.formal and total.entries == 3


def test_a_parallel_group_costs_its_largest_entry():
    ledger = PrivacyLedger(
        (entry(0.5, 1e-6, group="parts"), entry(0.7, 1e-7, group="parts"), entry(0.1))
    )
    total = ledger.total()
    assert total.epsilon == pytest.approx(0.8)
    assert total.delta == pytest.approx(1e-6)


def test_zcdp_adds_rho_and_converts_to_approximate_dp():
    ledger = PrivacyLedger((entry(1.0, 1e-6, rho=0.2), entry(1.0, 1e-6, rho=0.3)))
    total = ledger.total()
    assert total.rho == pytest.approx(0.5)
    # ρ + 2√(ρ ln 1/δ) at ρ = 0.5, δ = 1e-5
    assert total.zcdp_epsilon(1e-5) == pytest.approx(0.5 + 2 * math.sqrt(0.5 * math.log(1e5)))
    assert total.zcdp_epsilon(1e-5) < total.epsilon + 5  # both are reported, neither wins always


def test_advanced_composition_matches_the_worked_example():
    """MATH 7.4: k = 100 steps of ε₀ = 0.1, δ′ = 1e−6 → ε = 6.308 (basic: 10)."""
    entries = [LedgerEntry(f"q{i}", 0.1, touched="data") for i in range(100)]
    total = PrivacyLedger(tuple(entries)).total()
    assert total.epsilon == pytest.approx(10.0)
    epsilon, delta = total.advanced(1e-6)
    assert epsilon == pytest.approx(6.308, abs=5e-4)
    assert delta == pytest.approx(1e-6)
    by_hand = math.sqrt(2 * 100 * math.log(1e6)) * 0.1 + 100 * 0.1 * (math.exp(0.1) - 1)
    assert epsilon == pytest.approx(by_hand, rel=1e-12)


def test_advanced_composition_counts_a_parallel_group_once_at_its_largest():
    parts = PrivacyLedger(
        tuple(LedgerEntry("part", e, 1e-8, touched="data", parallel_group="p") for e in (0.1, 0.3))
    )
    total = (parts + PrivacyLedger((LedgerEntry("q", 0.2, touched="data"),))).total()
    assert (total.steps, total.largest_step) == (2, (0.3, 1e-8))
    epsilon, delta = total.advanced(1e-6)
    assert delta == pytest.approx(2 * 1e-8 + 1e-6)
    assert epsilon == pytest.approx(
        math.sqrt(2 * 2 * math.log(1e6)) * 0.3 + 2 * 0.3 * math.expm1(0.3)
    )
    not_private = PrivacyLedger((LedgerEntry.not_formal("mondrian", "data"),)).total()
    assert not_private.advanced(1e-6) is None


def test_zcdp_is_unknown_when_one_entry_has_no_rho():
    assert PrivacyLedger((entry(1.0, rho=0.5), entry(1.0))).total().rho is None


def test_not_formally_private_entries_make_the_total_not_private():
    ledger = PrivacyLedger((entry(1.0), LedgerEntry.not_formal("k-anonymity", "features")))
    total = ledger.total()
    assert not total.formal and math.isinf(total.epsilon)
    assert total.to_dict()["epsilon"] is None


def test_group_privacy_of_pure_and_approximate_dp():
    pure = PrivacyLedger((entry(0.3),)).total()
    assert pure.for_group(7).epsilon == pytest.approx(2.1)
    assert pure.for_group(0).epsilon == 0
    approx = PrivacyLedger((entry(0.1, 1e-6),)).total().for_group(3)
    assert approx.delta == pytest.approx(3 * math.exp(0.2) * 1e-6)
    with pytest.raises(ValueError):
        pure.for_group(2.5)


def test_units_are_never_mixed():
    ledger = PrivacyLedger((entry(1.0, unit="trip"), entry(2.0, unit="person")))
    with pytest.raises(ValueError, match="several units"):
        ledger.total()
    assert ledger.total("trip").epsilon == 1.0


def test_bad_entries_are_refused():
    with pytest.raises(ValueError):
        entry(-1.0)
    with pytest.raises(ValueError):
        entry(1.0, delta=2.0)


Z = np.random.default_rng(0).normal(size=(400, 4))
Z /= np.maximum(1.0, np.linalg.norm(Z, axis=1))[:, None]


def test_row_gaussian_with_denoising_is_two_entries_composed():
    mech = RowGaussianMechanism(1.0, 1e-5, 0.5, components=2, epsilon2=0.5, delta2=1e-6)
    release = mech.privatize(Z, np.random.default_rng(1))
    assert len(release.ledger.entries) == 2
    assert release.guarantee.epsilon == pytest.approx(1.5)
    assert release.guarantee.delta == pytest.approx(1e-5 + 1e-6)
    rows = release.ledger.entries[0]
    assert rows.unit == tdp_unit(0.5)
    assert rows.rho == pytest.approx(0.5**2 / (2 * release.parameters["sigma"] ** 2))


def test_partitions_compose_in_parallel_per_stage():
    base = ProjectionMechanism(1.0, 1e-5, 0.25, k=50, components=2, epsilon2=0.5, delta2=1e-6)
    release = PartitionedMechanism(base, 4).privatize(Z, np.random.default_rng(2))
    assert len(release.ledger.entries) == 8  # two stages × four parts
    total = release.ledger.total(tdp_unit(0.25))
    assert total.epsilon == pytest.approx(1.5)  # one part's, not four parts'
    assert release.guarantee.epsilon == pytest.approx(1.5)


def test_faithful_projection_states_no_rho():
    mech = ProjectionMechanism(1.0, 1e-5, 0.25, k=50, calibration="faithful")
    assert mech.privatize(Z, np.random.default_rng(3)).ledger.entries[0].rho is None


def test_mondrian_is_recorded_as_not_formally_private():
    release = MondrianMechanism(5).privatize(Z)
    assert not release.ledger.total().formal


def test_od_days_add_up_per_person_and_run_in_parallel_per_trip():
    counts = np.random.default_rng(4).integers(0, 9, size=(6, 3, 3))
    individual = ODMechanism(0.2, 2, 0, "individual").privatize(counts, np.random.default_rng(5))
    assert individual.ledger().total("person").epsilon == pytest.approx(6 * 0.2)
    trip = ODMechanism(0.2, 1, 0, "trip").privatize(counts, np.random.default_rng(6))
    per_trip = trip.ledger().total("trip")
    assert per_trip.epsilon == pytest.approx(0.2)
    assert per_trip.for_group(9).epsilon == pytest.approx(1.8)
    assert trip.release_guarantee(6, np.array([9, 2, 1])).total_epsilon_worst == pytest.approx(1.8)


def test_reports_show_the_ledger_grouped_with_its_total():
    from engine.core.report_kit import ledger_section

    counts = np.random.default_rng(7).integers(0, 9, size=(5, 3, 3))
    private = ODMechanism(0.4, 2, 0, "individual").privatize(counts, np.random.default_rng(8))
    html = "".join(ledger_section({"ledger": private.ledger().to_dict()}))
    assert "Laplace noise on the daily trip matrices × 5" in html  # five days, one line
    assert "<td>2</td>" in html  # the total ε = 5 × 0.4, from the ledger's totals
    assert 'class="kind proven"' in html
    mondrian = MondrianMechanism(5).privatize(Z)
    syntactic = "".join(ledger_section({"ledger": mondrian.ledger.to_dict()}))
    assert "not formally private" in syntactic and "measured on this data" in syntactic
    assert "proven" not in syntactic  # a syntactic method proves nothing
    assert ledger_section({}) == []
