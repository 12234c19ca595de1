"""Simulations of one setting and sweeps over settings (MATH 4.3).

Every private number is a mean over S independent privatizations with its standard
deviation. One simulation privatizes all rows (program utility, singling-out) and, for the
holdout-relative inference attack, the working rows only. The non-private baseline is
computed once per dataset and shared by every setting of a sweep.

Utility is simulated in the preprocessed space (an affine map of the user's units, so the
program's ranking is what it would be on the exported file up to ridge's shrinkage); the
attacks compare release and original in the user's units (MATH 3).
"""

from __future__ import annotations

import math
import os
from collections.abc import Sequence
from concurrent.futures import FIRST_COMPLETED, ThreadPoolExecutor, wait
from dataclasses import dataclass, replace
from functools import cached_property

import numpy as np
import pandas as pd

from engine.audits.attribute_inference import attribute_inference_audit, holdout_split
from engine.audits.singling_out import DEFAULT_JITTERS, net_attack_fraction, nonunique_fraction
from engine.core.errors import Cancelled, ParameterError
from engine.core.i18n import number, tr
from engine.core.jobs import JobContext
from engine.data.preprocess import Preprocessor
from engine.privacy.distinguishing import distinguishing_protection
from engine.privacy.guarantee import Guarantee
from engine.tasks.targeting.project import AuditSpec, MechanismSpec, TaskSpec
from engine.utility.credit import credit_targeting, relative_profit
from engine.utility.folds import make_folds
from engine.utility.poverty import poverty_targeting


@dataclass(frozen=True)
class Spread:
    """Mean and standard deviation (ddof=1) over simulations; nan-aware."""

    mean: float
    sd: float
    n: int

    @classmethod
    def of(cls, values: Sequence[float]) -> Spread:
        arr = np.asarray([np.nan if v is None else v for v in values], dtype=np.float64)
        arr = arr[~np.isnan(arr)]
        if arr.size == 0:
            return cls(math.nan, math.nan, 0)
        mean = float(arr.mean())
        sd = float(arr.std(ddof=1)) if arr.size > 1 else 0.0
        if sd <= 1e-12 * max(1.0, abs(mean)):
            sd = 0.0  # equal values differing only by rounding
        return cls(mean, sd, arr.size)

    def to_dict(self) -> dict:
        return {"mean": _finite(self.mean), "sd": _finite(self.sd), "n": self.n}


def _finite(x: float | None) -> float | None:
    return None if x is None or not math.isfinite(x) else float(x)


@dataclass(frozen=True)
class PreparedData:
    """A dataset ready for simulation: original units, unit-ball rows, target, folds."""

    original: pd.DataFrame
    z: np.ndarray
    preprocessor: Preprocessor
    target: np.ndarray
    loan_amount: np.ndarray | None
    task: TaskSpec
    audit: AuditSpec
    clipped_fraction: float  # share of rows the unit-ball clip shrank

    @classmethod
    def build(cls, original, preprocessor, target, loan_amount, task, audit) -> PreparedData:
        z, clipped = preprocessor.transform_counting_clipped(original)
        target = np.asarray(target, dtype=np.float64)
        return cls(original, z, preprocessor, target, loan_amount, task, audit, clipped)

    @cached_property
    def folds(self):
        """The cross-validation folds, made when a simulation first needs them (a release
        with the audits off never does)."""
        return make_folds(len(self.z), self.audit.folds, self.audit.fold_seed)

    def utility(self, features: np.ndarray) -> dict[str, float | None]:
        if self.task.utility == "credit":
            return credit_targeting(
                features,
                self.target,
                self.loan_amount,
                self.folds,
                interest_rate=self.task.interest_rate,
                approval_threshold=self.task.approval_threshold,
            ).to_dict()
        return poverty_targeting(
            features,
            self.target,
            self.folds,
            budget_share=self.task.budget_share,
            population=self.task.population,
        ).to_dict()

    def in_user_units(self, z: np.ndarray) -> pd.DataFrame:
        return self.preprocessor.inverse_transform(z)


@dataclass(frozen=True)
class Baseline:
    """The non-private point: the original data, attacked and used as-is."""

    utility: dict[str, float | None]
    nonunique_fraction: float
    net_fractions_raw: dict[float, float]
    inference_protection: float

    def to_dict(self) -> dict:
        return {
            "utility": self.utility,
            "singling_out": {
                "protection": self.nonunique_fraction,
                "baseline_nonunique_fraction": self.nonunique_fraction,
                "net_fractions_raw": {str(j): f for j, f in self.net_fractions_raw.items()},
            },
            "attribute_inference": {"protection": self.inference_protection},
            "distinguishing": {"protection": 0.0, "mu": None},
        }


@dataclass(frozen=True)
class Evaluation:
    """S simulations of one mechanism setting."""

    mechanism: MechanismSpec
    guarantee: Guarantee
    utility: dict[str, Spread]
    singling_out: Spread
    net_fractions_release: dict[float, Spread]
    inference: Spread | None
    inference_per_column: tuple[dict, ...]
    distinguishing: Spread
    distinguishing_mu: Spread
    simulations: int

    def to_dict(self) -> dict:
        return {
            "simulations": self.simulations,
            "utility": {k: v.to_dict() for k, v in self.utility.items()},
            "singling_out": {
                "protection": self.singling_out.to_dict(),
                "net_fractions_release": {
                    str(j): s.to_dict() for j, s in self.net_fractions_release.items()
                },
            },
            "attribute_inference": {
                "protection": None if self.inference is None else self.inference.to_dict(),
                "per_column": list(self.inference_per_column),
            },
            "distinguishing": {
                "protection": self.distinguishing.to_dict(),
                "mu": self.distinguishing_mu.to_dict(),
            },
        }


def evaluate_baseline(
    data: PreparedData, rng: np.random.Generator, ctx: JobContext | None = None
) -> Baseline:
    """Utility and attacks on the original data (the non-private point)."""
    ctx = ctx or JobContext()
    original = data.original.to_numpy(dtype=np.float64)
    ctx.report(0.0, tr("Simulating the program on the original data"))
    utility = data.utility(data.z)
    raw = {}
    for i, jitter in enumerate(DEFAULT_JITTERS):
        ctx.report(0.2 + 0.6 * i / len(DEFAULT_JITTERS), tr("Singling-out attack on the original"))
        raw[jitter] = net_attack_fraction(original, original, jitter)
    ctx.report(0.8, tr("Attribute inference on the original"))
    work, holdout = holdout_split(len(original), rng)
    inference = attribute_inference_audit(
        data.original.iloc[work].reset_index(drop=True),
        data.original.iloc[work].reset_index(drop=True),
        data.original.iloc[holdout].reset_index(drop=True),
        rng,
        n_targets=data.audit.inference_targets,
    )
    ctx.report(1.0, tr("Baseline done"))
    return Baseline(utility, nonunique_fraction(original), raw, inference.protection)


def _one_simulation(
    data: PreparedData,
    spec: MechanismSpec,
    rng: np.random.Generator,
    nonprivate_profit: float | None,
    with_inference: bool,
) -> dict:
    mechanism = spec.build(len(data.z))
    release = mechanism.privatize(data.z, rng)
    utility = data.utility(release.features)
    if nonprivate_profit is not None:
        utility["relative_profit"] = relative_profit(utility["profit"], nonprivate_profit)
    original = data.original.to_numpy(dtype=np.float64)
    released = data.in_user_units(release.features).to_numpy()
    net = {j: net_attack_fraction(original, released, j) for j in DEFAULT_JITTERS}
    result = {
        "utility": utility,
        "net": net,
        "guarantee": release.guarantee,
        "distinguishing": distinguishing_protection(release.noise_steps),
    }
    if with_inference:
        work, holdout = holdout_split(len(data.z), rng)
        work_release = spec.build(len(work)).privatize(data.z[work], rng)
        result["inference"] = attribute_inference_audit(
            data.original.iloc[work].reset_index(drop=True),
            data.in_user_units(work_release.features),
            data.original.iloc[holdout].reset_index(drop=True),
            rng,
            n_targets=data.audit.inference_targets,
        )
    return result


def evaluate_setting(
    data: PreparedData,
    spec: MechanismSpec,
    baseline: Baseline,
    rng: np.random.Generator,
    ctx: JobContext | None = None,
    *,
    simulations: int | None = None,
    with_inference: bool = True,
    label: str | None = None,
) -> Evaluation:
    """Run S privatizations of `spec` with utility and all audits, in parallel threads."""
    ctx = ctx or JobContext()
    label = tr("Simulation") if label is None else label
    count = simulations or data.audit.simulations
    if spec.name == "mondrian":
        count = 1  # deterministic: more runs would repeat the same release
    profit = baseline.utility.get("profit") if data.task.utility == "credit" else None
    runs = _run_parallel(
        lambda child: _one_simulation(data, spec, child, profit, with_inference),
        rng.spawn(count),
        ctx,
        label,
    )
    metrics = runs[0]["utility"].keys()
    per_column = _mean_per_column([r["inference"] for r in runs]) if with_inference else ()
    return Evaluation(
        mechanism=spec,
        guarantee=runs[0]["guarantee"],
        utility={m: Spread.of([r["utility"][m] for r in runs]) for m in metrics},
        singling_out=Spread.of([1.0 - max(r["net"].values()) for r in runs]),
        net_fractions_release={j: Spread.of([r["net"][j] for r in runs]) for j in DEFAULT_JITTERS},
        inference=Spread.of([r["inference"].protection for r in runs]) if with_inference else None,
        inference_per_column=per_column,
        distinguishing=Spread.of([r["distinguishing"].protection for r in runs]),
        distinguishing_mu=Spread.of([r["distinguishing"].mu for r in runs]),
        simulations=count,
    )


def _mean_per_column(results) -> tuple[dict, ...]:
    """Per secret column: the worst known-column set's protection, mean and sd over runs."""
    columns: dict[str, list[float]] = {}
    for result in results:
        for row in result.per_column:
            columns.setdefault(row.column, []).append(row.protection)
    return tuple({"column": c, "protection": Spread.of(v).to_dict()} for c, v in columns.items())


def _run_parallel(task, rngs, ctx: JobContext, label: str) -> list:
    """Run `task(rng)` for each generator on a small thread pool, reporting progress.

    numpy, scipy's KD-tree and scikit-learn release the GIL in their inner loops, so threads
    use both cores without copying the data into other processes.
    """
    workers = max(1, min(len(rngs), os.cpu_count() or 1))
    results: list = [None] * len(rngs)
    progress = tr("{label} {done} of {total}")
    ctx.report(0.0, progress.format(label=label, done=1, total=len(rngs)))
    with ThreadPoolExecutor(max_workers=workers) as pool:
        pending = {pool.submit(task, child): i for i, child in enumerate(rngs)}
        done_count = 0
        try:
            while pending:
                done, _ = wait(pending, timeout=0.2, return_when=FIRST_COMPLETED)
                ctx.check()
                for future in done:
                    results[pending.pop(future)] = future.result()
                    done_count += 1
                    ctx.report(
                        done_count / len(rngs),
                        progress.format(label=label, done=done_count, total=len(rngs)),
                    )
        except Cancelled:
            for future in pending:
                future.cancel()
            raise
    return results


@dataclass(frozen=True)
class SweepRow:
    point: str  # "non-private", "classic-dp", "chosen" or ""
    parameter: str
    value: float | None
    evaluation: Evaluation | None

    def to_record(self, baseline: Baseline) -> dict:
        """One flat CSV row: the setting, its guarantee, utility and protection scores."""
        record: dict = {"point": self.point, "parameter": self.parameter, "value": self.value}
        if self.evaluation is None:
            record.update({"epsilon": None, "r": None, "classic_epsilon": None})
            record.update({f"{k}_mean": v for k, v in baseline.utility.items()})
            record.update(
                {
                    "singling_out_protection_mean": baseline.nonunique_fraction,
                    "attribute_inference_protection_mean": baseline.inference_protection,
                    "distinguishing_protection_mean": 0.0,
                }
            )
            return record
        ev = self.evaluation
        record.update(
            {
                "epsilon": _finite(ev.guarantee.epsilon),
                "r": ev.guarantee.r,
                "classic_epsilon": _finite(ev.guarantee.classic_epsilon),
            }
        )
        for metric, spread in ev.utility.items():
            record[f"{metric}_mean"], record[f"{metric}_sd"] = spread.mean, spread.sd
        for name, spread in (
            ("singling_out", ev.singling_out),
            ("attribute_inference", ev.inference),
            ("distinguishing", ev.distinguishing),
        ):
            if spread is not None:
                record[f"{name}_protection_mean"] = spread.mean
                record[f"{name}_protection_sd"] = spread.sd
        record["simulations"] = ev.simulations
        return record


SWEEPABLE = ("r", "epsilon", "delta", "k", "k_anonymity", "components", "partitions")
DEFAULT_R_GRID = (0.01, 0.05, 0.1, 0.25, 0.5, 1.0, 2.0)


def sweep(
    data: PreparedData,
    spec: MechanismSpec,
    parameter: str,
    values: Sequence[float],
    rng: np.random.Generator,
    ctx: JobContext | None = None,
    *,
    baseline: Baseline | None = None,
) -> tuple[Baseline, list[SweepRow]]:
    """Evaluate `spec` at each value of `parameter`; add the non-private, classic-DP and
    chosen points (MATH 4.3)."""
    ctx = ctx or JobContext()
    if parameter not in SWEEPABLE:
        raise ParameterError("parameter", f"can sweep {', '.join(SWEEPABLE)}, not {parameter!r}")
    as_int = parameter in ("k", "k_anonymity", "components", "partitions")
    for v in values:
        if as_int and not float(v).is_integer():
            raise ParameterError(f"mechanism.{parameter}", f"must be a whole number, got {v!r}")
    settings = [(("", v), {parameter: int(v) if as_int else float(v)}) for v in values]
    chosen_value = getattr(spec, parameter)
    if chosen_value not in values:
        settings.append((("chosen", chosen_value), {}))
    if spec.name != "mondrian" and not (parameter == "r" and 2.0 in values):
        settings.append((("classic-dp", 2.0 if parameter == "r" else chosen_value), {"r": 2.0}))
    steps = len(settings) + 1
    if baseline is None:
        baseline = evaluate_baseline(data, rng, ctx.sub(0, 1 / steps))
    rows = [SweepRow("non-private", parameter, None, None)]
    for i, ((point, value), changes) in enumerate(settings, start=1):
        setting = replace(spec, **changes)
        if not point and value == chosen_value:
            point = "chosen"
        if not point and setting.r >= 2.0 and spec.name != "mondrian":
            point = "classic-dp"
        shown = (
            f"{parameter} = {number(value, 'g')}"
            if not changes or parameter in changes
            else f"r = {number(2, 'g')}"
        )
        evaluation = evaluate_setting(
            data,
            setting,
            baseline,
            rng,
            ctx.sub(i / steps, (i + 1) / steps),
            label=tr("Setting {i} of {n} ({setting}): simulation").format(
                i=i, n=steps - 1, setting=shown
            ),
        )
        rows.append(SweepRow(point, parameter, value, evaluation))
    return baseline, rows
