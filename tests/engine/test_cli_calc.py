"""`main.py calc`: MATH 5.3 calculators from the command line — seed 002's worked numbers,
round trips through the forward formulas, and one-line errors with exit status 2."""

from __future__ import annotations

import math
import re

import pytest

from engine.cli import main as cli
from engine.mobility import calculators


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = cli(["calc", *argv])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def last_number(out: str) -> float:
    """The number on the machine-readable last line."""
    return float(re.findall(r"[-+]?\d+(?:\.\d+)?(?:e[-+]?\d+)?", out.strip().splitlines()[-1])[-1])


def test_od_epsilon_matches_the_papers_example(capsys):
    code, out, err = run(capsys, "od-epsilon", "--alpha", "10", "--beta", "0.05")
    assert code == 0 and err == ""
    lines = out.strip().splitlines()
    assert len(lines) == 2
    assert "ε ≥ 0.2853" in lines[0] and "10 trips" in lines[0] and "5 %" in lines[0]
    assert last_number(out) == pytest.approx(-math.log(0.05) / 10.5, rel=1e-5)
    assert f"{last_number(out):.3f}" == "0.285"


def test_od_epsilon_scales_with_trips_per_day(capsys):
    code, out, _ = run(
        capsys, "od-epsilon", "--alpha", "10", "--beta", "0.05", "--trips-per-day", "3"
    )
    assert code == 0
    assert last_number(out) == pytest.approx(3 * 0.285308, rel=1e-5)
    assert "at most 3 trips per person per day" in out


def test_od_change_epsilon_round_trips_to_beta(capsys):
    for alpha, beta, t in [(10, 0.05, 1), (5, 0.01, 2), (0, 0.1, 1), (10, 0.5, 1)]:
        code, out, _ = run(
            capsys,
            "od-change-epsilon",
            "--alpha",
            str(alpha),
            "--beta",
            str(beta),
            "--trips-per-day",
            str(t),
        )
        assert code == 0
        eps = last_number(out)
        # The printed value (6 significant digits) gives β back for the released counts.
        exact = calculators.prob_change_error_exceeds_rounded(eps, t, alpha)
        assert exact == pytest.approx(beta, rel=1e-4)
        assert eps == pytest.approx(calculators.epsilon_for_change_error(alpha, beta, t), 1e-5)
        paper = calculators.epsilon_for_change_error_theorem7(alpha, beta, t)
        assert f"The published formula ignores rounding and gives {paper:.4g}" in out


def test_od_change_epsilon_meets_beta_where_theorem7_does_not(capsys):
    code, out, _ = run(capsys, "od-change-epsilon", "--alpha", "10", "--beta", "0.05")
    assert code == 0
    assert "ε ≥ 0.3922" in out and "gives 0.3739" in out
    assert last_number(out) == pytest.approx(0.3922, abs=1e-4)
    assert calculators.prob_change_error_exceeds_rounded(0.3739, 1, 10) > 0.05


def test_od_change_epsilon_accepts_beta_above_the_old_lambert_w_bound(capsys):
    code, out, err = run(capsys, "od-change-epsilon", "--alpha", "10", "--beta", "0.2")
    assert code == 0 and err == ""
    assert calculators.prob_change_error_exceeds_rounded(last_number(out), 1, 10) <= 0.2 + 1e-6
    code, out, err = run(capsys, "od-change-epsilon", "--alpha", "10", "--beta", "1")
    assert code == 2 and out == ""
    assert err.startswith("error: --beta: ")
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err


def test_od_typical_error_both_directions(capsys):
    code, out, _ = run(capsys, "od-typical-error", "--alpha", "10")
    assert code == 0 and "ε ≥ 0.1414" in out
    assert last_number(out) == pytest.approx(math.sqrt(2) / 10, rel=1e-5)

    code, out, _ = run(capsys, "od-typical-error", "--epsilon", "0.5", "--trips-per-day", "3")
    assert code == 0 and "8.485 trips" in out
    assert last_number(out) == pytest.approx(3 * math.sqrt(2) / 0.5, rel=1e-5)


def test_od_typical_error_needs_exactly_one_of_epsilon_alpha(capsys):
    for argv in (["od-typical-error"], ["od-typical-error", "--epsilon", "1", "--alpha", "2"]):
        with pytest.raises(SystemExit) as stop:
            cli(["calc", *argv])
        assert stop.value.code == 2
        assert "--epsilon" in capsys.readouterr().err


def test_od_threshold_brackets_the_standard(capsys):
    code, out, _ = run(capsys, "od-threshold", "--standard", "15", "--epsilon", "0.5")
    assert code == 0
    width = math.sqrt(2) / 0.5
    assert f"from {15 - width:.4g} to {15 + width:.4g}" in out
    assert out.strip().splitlines()[-1] == f"tau = 15 ± {width:.6g}"
    # A lower end below zero is shown as 0: τ is a count.
    code, out, _ = run(capsys, "od-threshold", "--standard", "1", "--epsilon", "0.5")
    assert code == 0 and "from 0 (τ cannot be negative)" in out


@pytest.mark.parametrize(
    ("argv", "option"),
    [
        (["od-epsilon", "--alpha", "10", "--beta", "1.5"], "--beta"),
        (["od-epsilon", "--alpha", "-1", "--beta", "0.05"], "--alpha"),
        (
            ["od-epsilon", "--alpha", "10", "--beta", "0.05", "--trips-per-day", "0"],
            "--trips-per-day",
        ),
        (["od-typical-error", "--epsilon", "0"], "--epsilon"),
        (["od-typical-error", "--alpha", "nan"], "--alpha"),
        (["od-threshold", "--standard", "-3", "--epsilon", "1"], "--standard"),
        (["od-threshold", "--standard", "3", "--epsilon", "-1"], "--epsilon"),
    ],
)
def test_bad_values_are_one_line_errors_naming_the_option(capsys, argv, option):
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == ""
    assert err.startswith(f"error: {option}: ")
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err


def test_unparsable_numbers_exit_2(capsys):
    with pytest.raises(SystemExit) as stop:
        cli(["calc", "od-epsilon", "--alpha", "ten", "--beta", "0.05"])
    assert stop.value.code == 2
    assert "invalid float value: 'ten'" in capsys.readouterr().err


def test_calc_help_lists_every_calculation(capsys):
    with pytest.raises(SystemExit) as stop:
        cli(["calc", "--help"])
    assert stop.value.code == 0
    out = capsys.readouterr().out
    for name in ("od-epsilon", "od-change-epsilon", "od-typical-error", "od-threshold"):
        assert name in out
    assert cli(["calc"]) == 0  # no calculation: the same help, like main.py alone
    assert "od-threshold" in capsys.readouterr().out
    with pytest.raises(SystemExit):
        cli(["calc", "od-change-epsilon", "--help"])
    assert "W₋₁" in capsys.readouterr().out


def test_calc_reuses_the_calculators(capsys, monkeypatch):
    # No formula copies: the command prints whatever engine.mobility.calculators returns.
    monkeypatch.setattr(calculators, "epsilon_for_cell_error", lambda a, b, t: 123.0)
    code, out, _ = run(capsys, "od-epsilon", "--alpha", "10", "--beta", "0.05")
    assert code == 0 and last_number(out) == 123.0
