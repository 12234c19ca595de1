"""The DP-SGD accountants (MATH 9.2–9.4): own RDP and PLD against dp-accounting 0.6.0 (the
test twin) within 1 % on a grid, MATH's reference values, and σ calibration (against a
plain bisection, its brute-force twin)."""

from __future__ import annotations

import math

import dp_accounting
import pytest
from dp_accounting.pld import pld_privacy_accountant
from dp_accounting.rdp import rdp_privacy_accountant

from engine.core.errors import ParameterError
from engine.model import accounting
from engine.model.accounting import SIGMA_MAX, SIGMA_MIN, calibrate, calibrate_sigma
from engine.model.pld import pld_epsilon
from engine.model.rdp import rdp_epsilon, step_rdp

# (σ, q, T, δ): small and large q, one step to many, δ 1e-5 and 1e-7, and 1e-12 (the default
# δ of a file of a million rows: below the rounding of the PLD's masses once composed).
GRID = [
    (1.0, 0.01, 1000, 1e-12),
    (2.0, 0.001, 20000, 1e-12),
    (0.8, 0.001, 5000, 1e-5),
    (1.0, 0.05, 200, 1e-7),
    (2.5, 0.2, 100, 1e-5),
    (0.7, 2.56e-4, 19532, 1e-5),
    (3.0, 0.01, 1, 1e-5),
    (1.5, 1.0, 10, 1e-6),
]


def twin(sigma, q, steps, delta):
    event = dp_accounting.PoissonSampledDpEvent(q, dp_accounting.GaussianDpEvent(sigma))
    pld = pld_privacy_accountant.PLDAccountant()
    pld.compose(event, steps)
    rdp = rdp_privacy_accountant.RdpAccountant()
    rdp.compose(event, steps)
    return rdp.get_epsilon(delta), pld.get_epsilon(delta)


@pytest.mark.parametrize("sigma, q, steps, delta", GRID)
def test_both_accountants_agree_with_dp_accounting_within_one_percent(sigma, q, steps, delta):
    rdp_twin, pld_twin = twin(sigma, q, steps, delta)
    assert rdp_epsilon(sigma, q, steps, delta)[0] == pytest.approx(rdp_twin, rel=0.01)
    ours = pld_epsilon(sigma, q, steps, delta)
    assert ours == pytest.approx(pld_twin, rel=0.01)


@pytest.mark.parametrize(
    "sigma, q, steps, rdp, pld",
    [
        (1.1, 0.01, 10000, 5.6320, 5.1926),  # A
        (1.0, 0.01, 1000, 2.1014, 1.8282),  # B
        (2.0, 0.004, 10000, 0.8619, 0.7864),  # C
    ],
)
def test_math_reference_values(sigma, q, steps, rdp, pld):
    assert rdp_epsilon(sigma, q, steps, 1e-5)[0] == pytest.approx(rdp, rel=1e-3)
    assert pld_epsilon(sigma, q, steps, 1e-5) == pytest.approx(pld, rel=1e-3)


def test_the_order_grid_matters_as_math_says():
    whole = tuple(range(2, 257))
    assert rdp_epsilon(1.0, 0.01, 1000, 1e-5, orders=whole)[0] == pytest.approx(2.1078, abs=1e-4)
    assert rdp_epsilon(1.0, 0.01, 1000, 1e-5)[0] == pytest.approx(2.1014, abs=1e-4)
    # with few steps the best order lies between 128 and 256, which only 2…256 holds
    assert rdp_epsilon(5.0, 0.01, 100, 1e-5, orders=whole)[0] == pytest.approx(0.0691, abs=1e-4)
    assert rdp_epsilon(5.0, 0.01, 100, 1e-5)[0] == pytest.approx(0.0722, abs=1e-4)


def test_whole_order_rdp_is_the_binomial_sum_and_full_batch_is_gaussian():
    sigma, q, alpha = 1.3, 0.2, 4
    brute = sum(
        math.comb(alpha, k) * (1 - q) ** (alpha - k) * q**k * math.exp((k * k - k) / (2 * sigma**2))
        for k in range(alpha + 1)
    )
    assert step_rdp(q, sigma, alpha) == pytest.approx(math.log(brute) / (alpha - 1), rel=1e-12)
    assert step_rdp(1.0, 2.0, 7.5) == pytest.approx(7.5 / 8)
    # the fractional series is continuous with the whole orders around it
    assert step_rdp(q, sigma, 3.999999) == pytest.approx(step_rdp(q, sigma, 4), rel=1e-4)


def test_calibration_reproduces_math_values():
    rdp = calibrate_sigma(lambda s: rdp_epsilon(s, 0.01, 1000, 1e-5)[0], 1.0)
    pld = calibrate_sigma(lambda s: pld_epsilon(s, 0.01, 1000, 1e-5), 1.0)
    assert rdp == pytest.approx(1.5131, rel=1e-4)
    assert pld == pytest.approx(1.4146, rel=1e-4)


@pytest.mark.parametrize("target, delta", [(0.5, 1e-5), (2.0, 1e-5), (1.0, 1e-12)])
def test_calibrated_run_reaches_the_target_to_one_percent_and_never_above(target, delta):
    accounting = calibrate(target, delta, 0.02, 5, 10_000, 200)
    assert accounting.epsilon <= target
    assert accounting.epsilon == pytest.approx(target, rel=0.01)
    assert accounting.epsilon == pytest.approx(
        pld_epsilon(accounting.noise_multiplier, 0.02, 250, delta)
    )
    assert accounting.epsilon_rdp >= accounting.epsilon


def test_a_generous_target_uses_the_smallest_noise_and_reports_what_it_spends():
    accounting = calibrate(60.0, 1e-5, 0.1, 1, 1000, 100)
    assert accounting.noise_multiplier == SIGMA_MIN
    assert accounting.epsilon < 60.0


def test_unreachable_epsilon_says_what_would_reach_it():
    with pytest.raises(ParameterError) as caught:
        calibrate(0.05, 1e-5, 0.5, 200, 1000, 500)
    message = str(caught.value)
    assert message.startswith("training.epsilon:")
    assert f"σ = {SIGMA_MAX:g}" in message and "epochs would reach it" in message
    epochs = float(message.split("At most ")[1].split(" epochs")[0])
    steps = math.ceil(epochs / 0.5)
    assert rdp_epsilon(SIGMA_MAX, 0.5, steps, 1e-5)[0] <= 0.05 * 1.01


@pytest.mark.parametrize("delta", [1e-3, 1e-5, 1e-8])
def test_epsilon_for_delta_inverts_the_hockey_stick_curve(delta):
    from engine.model.pld import compose, delta_for_epsilon, epsilon_for_delta, remove_pld

    pld = compose(remove_pld(1.2, 0.05), 300)
    epsilon = epsilon_for_delta(pld, delta)
    assert delta_for_epsilon(pld, epsilon) == pytest.approx(delta, rel=1e-6)
    assert delta_for_epsilon(pld, epsilon * 0.99) > delta


def bisection(epsilon, target: float, start: float) -> tuple[float, int]:
    """The calibration as it was (the twin): the same bracket, then bisection on ln σ to
    relative width 1e−4; the upper end and the number of evaluations."""
    calls = []

    def eps(sigma):
        calls.append(sigma)
        return epsilon(sigma)

    low = high = start
    while eps(high) > target:
        low, high = high, high * 2
    while low == high or eps(low) <= target:
        low, high = low / 2, low
    while math.log(high / low) > 1e-4:
        mid = math.sqrt(low * high)
        if eps(mid) <= target:
            high = mid
        else:
            low = mid
    return high, len(calls)


CURVES = {
    "power": lambda s: 3.0 / s**1.7,
    "rdp": lambda s: rdp_epsilon(s, 256 / 800_000, 15_625, 1e-6)[0],  # kinks between orders
    "steps": lambda s: math.ceil(200 / s) / 100,  # flat between jumps
}


@pytest.mark.parametrize("curve", list(CURVES))
@pytest.mark.parametrize("target, start", [(1.0, 1.0), (0.3, 0.7), (4.0, 3.0)])
def test_calibration_finds_the_bisections_sigma_in_fewer_evaluations(curve, target, start):
    epsilon, calls = CURVES[curve], []

    def counted(sigma):
        calls.append(sigma)
        return epsilon(sigma)

    sigma = calibrate_sigma(counted, target, start)
    expected, bisections = bisection(epsilon, target, start)
    assert epsilon(sigma) <= target < epsilon(sigma * math.exp(-1e-4))  # smallest, to 1e-4
    assert sigma == pytest.approx(expected, rel=1e-4)
    assert len(set(calls)) == len(calls) <= bisections + 1  # never more than one extra
    if curve == "power":  # smooth, like the PLD's ε: far fewer
        assert len(calls) <= bisections / 2


def test_pld_calibration_evaluates_each_sigma_once_and_far_fewer(monkeypatch):
    calls = []

    def counted(sigma, q, steps, delta):
        calls.append(sigma)
        return pld_epsilon(sigma, q, steps, delta)

    monkeypatch.setattr(accounting, "pld_epsilon", counted)
    result = calibrate(1.0, 1e-5, 0.02, 5, 10_000, 200)
    assert len(set(calls)) == len(calls) <= 9  # a bisection took 17, and one more to report
    assert result.noise_multiplier == calls[-1] or result.noise_multiplier in calls
