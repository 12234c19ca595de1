"""`main.py calc`: the MATH 5.3 calculators, so ε can be chosen before any data exist.

A command of the mobility task that needs no project file.
"""

from __future__ import annotations

import argparse

from engine.core.errors import ParameterError, PrivDeskError
from engine.core.i18n import number, tr


def register_calc(commands) -> None:
    """The `calc` command: MATH 5.3 calculators, so ε can be chosen before any data exist."""
    calc = commands.add_parser(
        "calc",
        help=tr("choose ε for private O-D matrices (accuracy calculators)"),
        description=tr(
            "Choose ε for private daily origin–destination (O-D) matrices.\n\n"
            "T is the number of trips each person may make per day (--trips-per-day; 1 = "
            "trip-level\nprivacy, the default). Noise in each cell is Laplace with scale T/ε. "
            "Each calculation\nprints one sentence and then the number; `calc CALCULATION "
            "--help` gives its formula.\n\n"
            "example: python main.py calc od-epsilon --alpha 10 --beta 0.05   (ε ≥ 0.2853)"
        ),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    calc.set_defaults(calc_parser=calc)
    kinds = calc.add_subparsers(dest="calculation", metavar="CALCULATION")

    def trips(sub) -> None:
        sub.add_argument(
            "--trips-per-day",
            type=int,
            default=1,
            metavar="T",
            help=tr("trips per person per day protected (default 1 = trip-level privacy)"),
        )

    eps = kinds.add_parser(
        "od-epsilon",
        help=tr("least ε for cell error ≤ α with probability ≥ 1 − β"),
        description=tr(
            "Least ε such that a released cell is off by more than α trips with probability "
            "at most β: ε ≥ −T ln β / (α + 0.5)."
        ),
    )
    eps.add_argument("--alpha", type=float, required=True, help=tr("tolerated error α ≥ 0 (trips)"))
    eps.add_argument("--beta", type=float, required=True, help=tr("failure probability, 0 < β < 1"))
    trips(eps)

    change = kinds.add_parser(
        "od-change-epsilon",
        help=tr("least ε for day-to-day change error ≤ α with probability ≥ 1 − β"),
        description=tr(
            "Least ε such that the change of a cell between two days is off by more than α "
            "trips with probability at most β, for the released (rounded) counts: the exact "
            "error probability is inverted numerically. The published formula, "
            "ε ≥ T (−2 − W₋₁(−2β e^−2)) / (α + 1) with W₋₁ the lower Lambert-W branch, "
            "ignores rounding and is printed for comparison: at its ε released changes err "
            "more often than β."
        ),
    )
    change.add_argument(
        "--alpha", type=float, required=True, help=tr("tolerated error α ≥ 0 (trips)")
    )
    change.add_argument(
        "--beta", type=float, required=True, help=tr("failure probability, 0 < β < 1")
    )
    trips(change)

    typical = kinds.add_parser(
        "od-typical-error",
        help=tr("typical cell error √2·T/ε, or the ε for a typical error α"),
        description=tr(
            "Rule of thumb: the noise in each cell has standard deviation √2·T/ε. With "
            "--epsilon, print that typical error; with --alpha, the ε ≥ √2·T/α whose typical "
            "error is α."
        ),
    )
    given = typical.add_mutually_exclusive_group(required=True)
    given.add_argument("--epsilon", type=float, help=tr("privacy loss ε > 0 per day"))
    given.add_argument("--alpha", type=float, help=tr("tolerated typical error α > 0 (trips)"))
    trips(typical)

    threshold = kinds.add_parser(
        "od-threshold",
        help=tr("thresholds τ = S ± √2·T/ε around a suppression standard S"),
        description=tr(
            "Rule of thumb: thresholds τ within one typical noise error √2·T/ε of an existing "
            "suppression standard S (raw counts below S were withheld) suppress about as much "
            "as S did. Round to a whole τ before using it."
        ),
    )
    threshold.add_argument(
        "--standard", type=float, required=True, metavar="S", help=tr("existing standard S ≥ 0")
    )
    threshold.add_argument("--epsilon", type=float, required=True, help=tr("privacy loss ε > 0"))
    trips(threshold)


def command_calc(args) -> int:
    from engine.mobility import calculators

    if args.calculation is None:
        args.calc_parser.print_help()
        return 0
    t = args.trips_per_day
    level = (
        tr("trip level")
        if t == 1
        else tr("at most {trips} trips per person per day").format(trips=number(t, ","))
    )
    try:
        if args.calculation == "od-epsilon":
            eps = calculators.epsilon_for_cell_error(args.alpha, args.beta, t)
            print(
                tr(
                    "A released cell is off by more than {alpha} trips with probability at most "
                    "{beta} when ε ≥ {epsilon} per day ({level})."
                ).format(
                    alpha=_say(args.alpha),
                    beta=_say_pct(args.beta),
                    epsilon=_say4(eps),
                    level=level,
                )
            )
            print(f"epsilon >= {eps:.6g}")
        elif args.calculation == "od-change-epsilon":
            eps = calculators.epsilon_for_change_error(args.alpha, args.beta, t)
            paper = calculators.epsilon_for_change_error_theorem7(args.alpha, args.beta, t)
            print(
                tr(
                    "A day-to-day change of a cell is off by more than {alpha} trips with "
                    "probability at most {beta} when ε ≥ {epsilon} per day ({level}; exact for "
                    "rounded counts). The published formula ignores rounding and gives "
                    "{paper}, too small for released counts."
                ).format(
                    alpha=_say(args.alpha),
                    beta=_say_pct(args.beta),
                    epsilon=_say4(eps),
                    level=level,
                    paper=_say4(paper),
                )
            )
            print(f"epsilon >= {eps:.6g}")
        elif args.calculation == "od-typical-error":
            if args.epsilon is not None:
                error = calculators.typical_cell_error(args.epsilon, t)
                print(
                    tr(
                        "At ε = {epsilon} per day ({level}) a released cell is typically off by "
                        "about {error} trips (noise standard deviation)."
                    ).format(epsilon=_say(args.epsilon), level=level, error=_say4(error))
                )
                print(f"typical error = {error:.6g}")
            else:
                eps = calculators.epsilon_for_typical_error(args.alpha, t)
                print(
                    tr(
                        "Released cells are typically off by at most {alpha} trips when "
                        "ε ≥ {epsilon} per day ({level})."
                    ).format(alpha=_say(args.alpha), epsilon=_say4(eps), level=level)
                )
                print(f"epsilon >= {eps:.6g}")
        else:
            low, high = calculators.threshold_around_standard(args.standard, args.epsilon, t)
            width = high - args.standard
            floor = tr("0 (τ cannot be negative)") if low < 0 else _say4(low)
            print(
                tr(
                    "Thresholds τ from {low} to {high} trips suppress about as much as the "
                    "standard {standard} did, at ε = {epsilon} per day ({level}); round to a "
                    "whole τ."
                ).format(
                    low=floor,
                    high=_say4(high),
                    standard=_say(args.standard),
                    epsilon=_say(args.epsilon),
                    level=level,
                )
            )
            print(f"tau = {_num(args.standard)} ± {width:.6g}")
    except ParameterError as exc:
        raise _as_option_error(exc) from None
    return 0


_CALC_OPTIONS = {"s": "--standard", "trips_per_day": "--trips-per-day"}


def _as_option_error(exc: ParameterError) -> PrivDeskError:
    """The calculators name their Python parameters; the user typed options."""
    option = _CALC_OPTIONS.get(exc.name, f"--{exc.name.replace('_', '-')}")
    reason = str(exc).removeprefix(f"{exc.name}: ")
    return PrivDeskError(f"{option}: {reason}")


def _num(x: float) -> str:
    return f"{x:.6g}"


def _say(x: float) -> str:
    """`_num` for the sentence meant for people (the interface language's separators)."""
    return number(x, ".6g")


def _say4(x: float) -> str:
    return number(x, ".4g")


def _say_pct(p: float) -> str:
    """A probability as a percentage for people: '5 %' ('5 %' in French too)."""
    return tr("{percent} %").format(percent=number(100 * p, ".4g"))
