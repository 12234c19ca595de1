"""Private origin–destination matrices (MATH 5.2, Algorithm 1 of seed 002).

M̂ = τ-threshold(round(M + Lap(T/ε))) on every off-diagonal cell, independently per day.
Guarantee: ε-DP per daily matrix, for one trip (trip level, T = 1) or for one person who
makes at most T trips that day (individual level: the counts must already be capped at T
trips per person per day, MATH 5.1 — counts alone cannot show whether they were).
Rounding and thresholding are post-processing, so they cost no privacy.

No floating-point draw is made: round(Lap(T/ε)) is drawn directly as the integer it
rounds to, exactly (`engine.mechanisms.discrete.RoundedLaplace`, integer arithmetic only),
so the released law — and with it MATH 5.3's accuracy formulas and the accounting — is
exactly Algorithm 1's, while no low-order bits of a float draw exist to leak (Mironov 2012).
The scale is T/ε rounded up to a rational within 2⁻³⁹, so ε-DP holds exactly.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from engine.core.errors import InputError, ParameterError
from engine.core.i18n import tr
from engine.core.ledger import LedgerEntry, PrivacyLedger
from engine.core.text import short_number
from engine.mechanisms.discrete import RoundedLaplace, rational_at_least

LEVELS = ("trip", "individual")
CHUNK_DAYS = 16  # bounds the temporary noise block (16 × 421² doubles ≈ 23 MB)
# The ε a release accepts per day. Below MIN_EPSILON (the wizard's 4 decimals) the noise
# scale T/ε is over 10,000·T trips per cell, drowning any count; far below, it overflows
# the counts (ε = 1e-300). Above MAX_EPSILON a cell's noise rounds to 0 with probability
# 1 − e^(−ε/2T) ≈ 1: raw counts released as private (the model task caps at 100, the
# survey designs at 30; the wizard's box stops here).
MIN_EPSILON = 1e-4
MAX_EPSILON = 50.0
MAX_TRIPS_PER_DAY = 1_000  # T: the wizard's limit; the noise scale T/ε stays finite


def check_epsilon(epsilon: float) -> None:
    """ε > 0 and finite: ε = 0 would need infinite noise."""
    if not (_is_real(epsilon) and epsilon > 0 and math.isfinite(epsilon)):
        raise ParameterError(
            "epsilon", tr("must be a positive number, got {value}").format(value=epsilon)
        )


def check_release_epsilon(epsilon: float) -> None:
    """check_epsilon, and MIN_EPSILON ≤ ε ≤ MAX_EPSILON: a release outside adds noise that
    overflows or none at all (the calculators take any ε > 0)."""
    check_epsilon(epsilon)
    if not MIN_EPSILON <= epsilon <= MAX_EPSILON:
        raise ParameterError(
            "epsilon",
            tr(
                "must lie in [{low}, {high}] per day, got {value}: below, the noise drowns "
                "every count (and overflows); above, almost no count gets any noise"
            ).format(low=f"{MIN_EPSILON:g}", high=f"{MAX_EPSILON:g}", value=repr(epsilon)),
        )


def check_trips_per_day(trips_per_day: int) -> None:
    """T is a whole number of trips, at least 1."""
    if not (_is_whole(trips_per_day) and trips_per_day >= 1):
        raise ParameterError(
            "trips_per_day",
            tr("must be a whole number of trips, at least 1, got {value}").format(
                value=trips_per_day
            ),
        )


def check_threshold(threshold: float) -> None:
    """τ is a whole number ≥ 0: released counts are integers, and MATH 5.3 assumes τ ∈ ℤ≥0."""
    if not (_is_whole(threshold) and threshold >= 0):
        raise ParameterError(
            "threshold",
            tr(
                "must be a whole number of trips, 0 or more (0 = no suppression), got {value}"
            ).format(value=threshold),
        )


@dataclass(frozen=True)
class ODGuarantee:
    """What a release of daily O-D matrices proves, over a stated number of days.

    Daily matrices are independent ε-DP releases, so budgets add (basic composition).
    Individual level: every person is covered by `days`·ε in total. Trip level: one trip is
    covered by ε; a person's total is ε times their number of trips in the release, so the
    worst case needs the trip counts (it is infinite without them: trips are not capped).
    """

    epsilon_per_day: float
    level: str
    trips_per_day: int
    threshold: float
    days: int
    total_epsilon_worst: float
    total_epsilon_mean: float | None

    @property
    def statement(self) -> str:
        """The guarantee in plain words, for reports and manifests."""
        eps = short_number(self.epsilon_per_day)
        if self.level == "individual":
            text = (
                f"Each daily matrix is {eps}-differentially private for any one person who "
                f"makes at most {self.trips_per_day} trip(s) that day (extra trips were "
                f"dropped at random before counting). Over {self.days} day(s) every person "
                f"is protected at ε = {short_number(self.total_epsilon_worst)} in total."
            )
        else:
            text = (
                f"Each daily matrix is {eps}-differentially private for any one trip. A "
                f"person's protection over the {self.days} day(s) is {eps} times the number "
                f"of trips they made: "
            )
            if math.isinf(self.total_epsilon_worst):
                text += (
                    "without the trip counts per person no overall bound can be stated, "
                    "because trip-level privacy does not cap trips."
                )
            else:
                text += (
                    f"ε = {short_number(self.total_epsilon_worst)} for the most frequent traveller "
                    f"and {short_number(self.total_epsilon_mean)} on average."
                )
        if self.threshold > 0:
            text += (
                f" Counts below {short_number(self.threshold)} after noise were set to 0 "
                f"(suppression adds no privacy; it only marks small, unreliable counts)."
            )
        return text

    def to_dict(self) -> dict:
        """JSON-ready form (an unknown worst case becomes None)."""
        worst = self.total_epsilon_worst
        return {
            "kind": "pure-dp",
            "mechanism": "od-laplace",
            "level": self.level,
            "epsilon_per_day": float(self.epsilon_per_day),
            "trips_per_day": int(self.trips_per_day),
            "threshold": float(self.threshold),
            "days": int(self.days),
            "total_epsilon_worst": None if math.isinf(worst) else float(worst),
            "total_epsilon_mean": (
                None if self.total_epsilon_mean is None else float(self.total_epsilon_mean)
            ),
            "statement": self.statement,
        }


def daily_ledger(epsilon: float, level: str, days: int) -> PrivacyLedger:
    """One entry per daily matrix (pure ε-DP, so ρ = ε²/2). At individual level a person
    is in every day, so the days add up; at trip level one trip lies in one day, so for a
    trip the days are disjoint data (parallel composition)."""
    if not (_is_whole(days) and days >= 1):
        raise ParameterError(
            "days", tr("must be a whole number of days, at least 1, got {value}").format(value=days)
        )
    eps = float(epsilon)
    individual = level == "individual"
    return PrivacyLedger(
        tuple(
            LedgerEntry(
                f"od-laplace: day {day}",
                eps,
                0.0,
                eps * eps / 2.0,
                f"the O-D counts of day {day} of {days}",
                "person" if individual else "trip",
                None if individual else "days",
            )
            for day in range(1, int(days) + 1)
        )
    )


@dataclass(frozen=True)
class PrivateOD:
    """Private daily O-D counts, the cells the threshold zeroed, and the guarantee.

    `counts` has the input's shape, int64, diagonal 0 and no negative values. `suppressed`
    is True where the rounded noisy count fell below τ and was set to 0 (with τ = 0 that is
    where it was negative); the diagonal is never released and never marked.
    """

    counts: np.ndarray
    suppressed: np.ndarray
    epsilon_per_day: float
    level: str
    trips_per_day: int
    threshold: float

    @property
    def days(self) -> int:
        return 1 if self.counts.ndim == 2 else int(self.counts.shape[0])

    @property
    def noise_scale(self) -> float:
        return self.trips_per_day / self.epsilon_per_day

    def ledger(self, days: int | None = None) -> PrivacyLedger:
        """The ledger of `days` daily matrices (default: the days in this release)."""
        return daily_ledger(self.epsilon_per_day, self.level, self.days if days is None else days)

    def release_guarantee(
        self, days: int | None = None, trips_per_person: np.ndarray | None = None
    ) -> ODGuarantee:
        """Total budget over `days` daily matrices (default: the days in this release).

        MATH 5.3: individual level D·ε for everyone (`trips_per_person` is not needed);
        trip level ε × the person's number of trips in the release, reported for the most
        frequent traveller (worst) and on average over `trips_per_person`.
        """
        days = self.days if days is None else days
        ledger = self.ledger(days)
        eps = self.epsilon_per_day
        if self.level == "individual":
            worst = mean = ledger.total("person").epsilon
        elif trips_per_person is None:
            worst, mean = math.inf, None
        else:
            trips = _check_trip_totals(trips_per_person)
            per_trip = ledger.total("trip")
            worst = per_trip.for_group(int(trips.max())).epsilon
            mean = per_trip.epsilon * float(trips.mean())  # the average of k·ε over people
        return ODGuarantee(
            eps, self.level, self.trips_per_day, self.threshold, int(days), worst, mean
        )


@dataclass(frozen=True)
class PrivatePopulations:
    """Private home-region populations and their guarantee.

    Each person has one home region, so one person changes one count by 1: Laplace(1/ε)
    gives ε-DP per released vector, whatever T is. Rounded (drawn exactly as round(Lap(1/ε)),
    like the O-D cells) and clipped at 0, both post-processing. Every released vector (one
    per row of a (D, k) input) costs ε more.
    """

    counts: np.ndarray
    epsilon_per_release: float
    releases: int

    @property
    def total_epsilon(self) -> float:
        return self.ledger().total("person").epsilon

    def ledger(self) -> PrivacyLedger:
        eps = float(self.epsilon_per_release)
        return PrivacyLedger(
            tuple(
                LedgerEntry(
                    f"population-laplace: vector {number}",
                    eps,
                    0.0,
                    eps * eps / 2.0,
                    "home-region population counts",
                )
                for number in range(1, self.releases + 1)
            )
        )

    @property
    def statement(self) -> str:
        return (
            f"Each vector of home-region populations is "
            f"{short_number(self.epsilon_per_release)}-differentially private for any one person "
            f"(a person counts in one home region); {self.releases} vector(s) cost "
            f"ε = {short_number(self.total_epsilon)}, to be added to any release that "
            f"includes them."
        )


@dataclass(frozen=True)
class ODMechanism:
    """Algorithm 1 of seed 002. Guarantee: ε-DP per daily matrix at the chosen level.

    trips_per_day is T (sensitivity of a day's matrix to one person at the individual
    level; 1 at the trip level); threshold is τ (0 = no suppression).
    """

    epsilon: float
    trips_per_day: int = 1
    threshold: float = 0
    level: str = "trip"

    def __post_init__(self) -> None:
        check_release_epsilon(self.epsilon)
        check_trips_per_day(self.trips_per_day)
        if self.trips_per_day > MAX_TRIPS_PER_DAY:
            raise ParameterError(
                "trips_per_day",
                tr("must be at most {high} trips, got {value}").format(
                    high=f"{MAX_TRIPS_PER_DAY:,}", value=self.trips_per_day
                ),
            )
        check_threshold(self.threshold)
        if self.level not in LEVELS:
            raise ParameterError(
                "level",
                tr("must be 'trip' or 'individual', got {value}").format(value=repr(self.level)),
            )
        if self.level == "trip" and self.trips_per_day != 1:
            raise ParameterError(
                "trips_per_day",
                tr(
                    "trip-level privacy protects one trip, so T must be 1 (got {value}); "
                    "choose level 'individual' to cap trips per person"
                ).format(value=self.trips_per_day),
            )

    @property
    def noise_scale(self) -> float:
        """Laplace scale T/ε: the sensitivity of one day's matrix over ε."""
        return self.trips_per_day / self.epsilon

    @property
    def noise(self) -> RoundedLaplace:
        """round(Lap(T/ε)), drawn exactly as an integer."""
        return RoundedLaplace(*rational_at_least(self.noise_scale))

    def privatize(self, counts: np.ndarray, rng: np.random.Generator) -> PrivateOD:
        """Release (D, k, k) or (k, k) daily trip counts; the diagonal is ignored."""
        m = check_counts(counts)
        days = m.reshape((-1, *m.shape[-2:]))
        n_days, k = days.shape[0], days.shape[1]
        off = ~np.eye(k, dtype=bool)
        out = np.zeros(days.shape, dtype=np.int64)
        suppressed = np.zeros(days.shape, dtype=bool)
        for start in range(0, n_days, CHUNK_DAYS):
            block = days[start : start + CHUNK_DAYS]
            noisy, below = self._noisy(block, rng)
            below &= off
            noisy[:, ~off] = 0  # the diagonal is not released
            out[start : start + len(block)] = noisy
            suppressed[start : start + len(block)] = below
        return PrivateOD(
            out.reshape(m.shape),
            suppressed.reshape(m.shape),
            float(self.epsilon),
            self.level,
            int(self.trips_per_day),
            float(self.threshold),
        )

    def privatize_cells(self, cells: np.ndarray, rng: np.random.Generator) -> np.ndarray:
        """Algorithm 1 on cells that are all off-diagonal, of any shape (int64, same shape):
        the audit's simulated releases of a few cells, drawn as `privatize` draws them."""
        noisy, _ = self._noisy(check_cells(cells), rng)
        return noisy

    def _noisy(self, block: np.ndarray, rng: np.random.Generator) -> tuple[np.ndarray, np.ndarray]:
        """round(M + Lap(T/ε)) = M + round(Lap(T/ε)) (M whole), then 0 below τ (steps 3 I
        and II), on every cell of `block` (int64); and where the threshold zeroed a cell."""
        noisy = self.noise.sample(block.size, rng).reshape(block.shape)
        noisy += block.astype(np.int64, copy=False)
        below = noisy < self.threshold  # step 3 II: values below τ become 0
        noisy[below] = 0
        return noisy, below

    def privatize_populations(
        self, populations: np.ndarray, rng: np.random.Generator
    ) -> PrivatePopulations:
        """Release (k,) or (D, k) home-region counts with Laplace(1/ε) noise (sensitivity 1)."""
        n = np.asarray(populations)
        if n.ndim not in (1, 2) or n.size == 0:
            raise InputError(
                f"populations must be a list of counts per region (k,) or one row per day "
                f"(days, k); got an array of shape {n.shape}"
            )
        n = _check_nonnegative_integers(n, "populations").astype(np.int64, copy=False)
        noise = RoundedLaplace(*rational_at_least(1.0 / self.epsilon))  # round(Lap(1/ε))
        noisy = n + noise.sample(n.size, rng).reshape(n.shape)
        np.maximum(noisy, 0, out=noisy)
        releases = 1 if n.ndim == 1 else n.shape[0]
        return PrivatePopulations(noisy, float(self.epsilon), int(releases))


def check_counts(counts: np.ndarray) -> np.ndarray:
    """Daily trip counts (D, k, k) or (k, k): finite, whole, non-negative (not copied)."""
    m = np.asarray(counts)
    if m.ndim not in (2, 3) or m.shape[-1] != m.shape[-2] or m.size == 0:
        raise InputError(
            f"trip counts must be a square k×k matrix or one per day (days, k, k); got an "
            f"array of shape {m.shape}"
        )
    if m.shape[-1] < 2:
        raise InputError("trip counts need at least 2 regions: trips within a region are ignored")
    return _check_nonnegative_integers(m, "trip counts")


def check_cells(cells: np.ndarray) -> np.ndarray:
    """Trip counts of any shape, at least one: finite, whole, non-negative (not copied)."""
    m = np.asarray(cells)
    if m.size == 0:
        raise InputError("no trip counts to release: the array of cells is empty")
    return _check_nonnegative_integers(m, "trip counts")


def _check_nonnegative_integers(a: np.ndarray, what: str) -> np.ndarray:
    """`a` unchanged if it holds whole non-negative numbers (integer arrays are not copied)."""
    if a.dtype.kind in "iu":
        if a.dtype.kind == "i" and a.min() < 0:
            raise InputError(f"{what} must not be negative; found {int((a < 0).sum())} negative")
        return a
    if a.dtype.kind != "f":
        raise InputError(f"{what} must be numbers, got values of type {a.dtype}")
    if not np.isfinite(a).all():
        raise InputError(f"{what} contain missing or infinite values")
    if a.min() < 0:
        raise InputError(f"{what} must not be negative; found {int((a < 0).sum())} negative")
    fractional = int((a != np.floor(a)).sum())
    if fractional:
        raise InputError(f"{what} must be whole numbers; found {fractional} fractional")
    return a


def _check_trip_totals(trips_per_person: np.ndarray) -> np.ndarray:
    t = np.asarray(trips_per_person)
    if t.ndim != 1 or t.size == 0:
        raise InputError(
            f"trips per person must be one count per person, got an array of shape {t.shape}"
        )
    return _check_nonnegative_integers(t, "trips per person")


def _is_real(x) -> bool:
    return isinstance(x, int | float | np.integer | np.floating) and not isinstance(x, bool)


def _is_whole(x) -> bool:
    return _is_real(x) and math.isfinite(x) and float(x) == math.floor(x)
