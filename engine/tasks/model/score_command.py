"""`main.py score MODEL DATA [--output scores.csv]`: score new rows with a released model.

MODEL is the model's manifest (JSON) or its coefficient table (CSV, XLSX or Parquet), both
written by a model run; DATA is any table with the model's feature columns. Scoring is
post-processing of the released model: it spends no privacy. Each row gets the probability
of every class and the predicted class (two classes: the positive class when its
probability is at least ½). Features are standardized exactly as in training (declared
bounds: clipped first).
"""

from __future__ import annotations

import json
import math
from pathlib import Path

from engine.core.errors import InputError
from engine.core.i18n import tr
from engine.core.regular_files import regular_file_size
from engine.data.values import plain


def register_score(commands) -> None:
    score = commands.add_parser(
        "score",
        help=tr("score new rows with a model written by a model run (its manifest or table)"),
        description=tr(
            "Read a model (the manifest JSON or the coefficient table of a model run) and a "
            "table with its feature columns; write each row's class probabilities and "
            "predicted class as CSV. Scoring is post-processing: it costs no privacy."
        ),
    )
    score.add_argument(
        "model", type=Path, help=tr("model manifest (.json) or table (.csv, .xlsx, .parquet)")
    )
    score.add_argument(
        "data", type=Path, help=tr("table to score (.csv, .xlsx, .parquet, .sav, .dta)")
    )
    score.add_argument("--output", type=Path, help=tr("CSV file (default: <data>_scores.csv)"))


def command_score(args) -> int:
    from engine.core.writers import write_table_atomic

    output = args.output or args.data.with_name(args.data.stem + "_scores.csv")
    if output.is_dir():
        raise InputError(tr("--output names a folder; give a file name."), path=output)
    if output.resolve() in {args.model.resolve(), args.data.resolve()}:
        raise InputError(tr("--output would overwrite an input file."), path=output)
    if output.suffix.lower() not in (".csv", ".xlsx", ".parquet"):
        raise InputError(tr("--output must end in .csv, .xlsx or .parquet."), path=output)
    rows = read_model_rows(args.model)
    frame = score_table(rows, args.data)
    write_table_atomic(frame, output)
    print(tr("wrote {path}").format(path=output))
    return 0


def read_model_rows(path: Path) -> list[dict]:
    """The coefficient rows (class, term, coefficient, centre, scale, lower, upper)."""
    regular_file_size(path, tr("the model file does not exist."))
    if path.suffix.lower() == ".json":
        try:
            manifest = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
            raise InputError(
                tr("not a readable manifest ({error}).").format(error=exc.__class__.__name__),
                path=path,
            ) from None
        model = manifest.get("model") if isinstance(manifest, dict) else None
        kind = (manifest.get("task") or {}).get("kind") if isinstance(manifest, dict) else None
        if kind != "model" or not isinstance(model, dict) or "coefficients" not in model:
            raise InputError(tr("this JSON file is not the manifest of a model run."), path=path)
        rows = model["coefficients"]
    else:
        from engine.data.readers import read_table

        model = None
        rows = read_table(path).frame.to_dict("records")
    needed = {"class", "term", "coefficient", "centre", "scale"}
    if model is None:  # a run's table always has it: the check that no term is missing
        needed.add(ORIGINAL)
    if not rows or not all(isinstance(r, dict) and needed <= set(r) for r in rows):
        raise InputError(
            tr("not a model table: every row needs {columns}.").format(
                columns=", ".join(sorted(needed))
            ),
            path=path,
        )
    _check_numbers(rows, path, model is not None)
    _check_complete(rows, path, model)
    return rows


ORIGINAL = "coefficient_original_units"
_REQUIRED_NUMBERS = ("coefficient", "centre", "scale")
_OPTIONAL_NUMBERS = ("lower", "upper", ORIGINAL)


def _number(value) -> float | None:
    """The value as a float, None when blank; ValueError when it is not a number."""
    if value is None or isinstance(value, bool):
        if value is None:
            return None
        raise ValueError(value)
    if isinstance(value, str) and not value.strip():
        return None
    number = float(value)  # ValueError for text
    return None if math.isnan(number) else number


def _check_numbers(rows: list[dict], path: Path, from_manifest: bool) -> None:
    """Every coefficient, centre and scale a finite number (scale > 0), bounds blank or
    numbers: an edited table is refused by row and column, never scored."""
    for i, row in enumerate(rows):
        for key in (*_REQUIRED_NUMBERS, *_OPTIONAL_NUMBERS):
            if key not in row:
                continue
            try:
                value = _number(row[key])
                ok = value is not None or key in _OPTIONAL_NUMBERS
                ok = ok and (value is None or math.isfinite(value) or key in ("lower", "upper"))
                ok = ok and not (key == "scale" and value is not None and value <= 0)
            except (TypeError, ValueError):
                ok = False
            if not ok:
                where = {"row": i + 2, "column": key}
                if from_manifest:
                    where = {"column": f"model.coefficients[{i}].{key}"}
                raise InputError(
                    tr("the model's {key} must be a number, got {value}.").format(
                        key=key, value=plain(row[key])
                    )
                    if key != "scale"
                    else tr("the model's scale must be a number > 0, got {value}.").format(
                        value=plain(row[key])
                    ),
                    path=path,
                    hint=tr("Use the model file exactly as the model run wrote it."),
                    **where,
                )


def _check_complete(rows: list[dict], path: Path, model: dict | None) -> None:
    """Every class with the intercept and the same features, each once; and, from a
    manifest, exactly its features and classes. A table lacks both lists, but its
    intercept in original units (b − Σ w·c/s over every feature) tells a missing row."""
    terms_of: dict[str, list[str]] = {}
    for row in rows:
        terms_of.setdefault(str(row["class"]), []).append(str(row["term"]))
    terms = next(iter(terms_of.values()))
    problem = None
    for label, listed in terms_of.items():
        if sorted(listed) != sorted(terms) or len(set(listed)) != len(listed):
            problem = tr("class {label} does not list the same terms, each once").format(
                label=label
            )
        elif "(intercept)" not in listed:
            problem = tr("class {label} has no intercept").format(label=label)
    if problem is None and model is not None:
        features = [str(f) for f in model.get("features") or []]
        classes = [str(c) for c in model.get("classes") or []]
        wanted = classes if len(classes) > 2 else [str(model.get("positive_class"))]
        if sorted(terms) != sorted(["(intercept)", *features]):
            problem = tr("its terms are not the model's features")
        elif sorted(terms_of) != sorted(wanted):
            problem = tr("its classes are not the model's classes")
    if problem is None and all(ORIGINAL in row for row in rows):
        problem = _intercepts_disagree(rows, terms_of)
    if problem is not None:
        raise InputError(
            tr("the model is incomplete or was edited: {problem}.").format(problem=problem),
            path=path,
            hint=tr("Use the model file exactly as the model run wrote it, with all its rows."),
        )


def _intercepts_disagree(rows: list[dict], terms_of: dict[str, list[str]]) -> str | None:
    for label in terms_of:
        mine = [r for r in rows if str(r["class"]) == label]
        intercept = next(r for r in mine if str(r["term"]) == "(intercept)")
        expected = _number(intercept["coefficient"])
        size = abs(expected)
        for r in mine:
            if str(r["term"]) != "(intercept)":
                part = _number(r["coefficient"]) * _number(r["centre"]) / _number(r["scale"])
                expected -= part
                size += abs(part)
        stated = _number(intercept[ORIGINAL])
        if stated is None or abs(stated - expected) > 1e-6 * (1.0 + size):
            return tr(
                "the intercept of class {label} in original units does not match its rows "
                "(a feature's row is missing or was changed)"
            ).format(label=label)
    return None


def score_table(rows: list[dict], data_path: Path):
    import numpy as np
    import pandas as pd

    from engine.data.readers import read_table
    from engine.model.logistic import probabilities, with_intercept
    from engine.tasks.model.run import numeric_column

    classes = list(dict.fromkeys(str(r["class"]) for r in rows))
    terms = list(dict.fromkeys(r["term"] for r in rows if r["term"] != "(intercept)"))
    first = {r["term"]: r for r in rows if str(r["class"]) == classes[0]}
    centres = np.array([float(first[t]["centre"]) for t in terms])
    scales = np.array([float(first[t]["scale"]) for t in terms])
    lower = np.array([_bound(first[t].get("lower"), -math.inf) for t in terms])
    upper = np.array([_bound(first[t].get("upper"), math.inf) for t in terms])
    theta = np.array(
        [
            [
                float(
                    next(r["coefficient"] for r in rows if str(r["class"]) == c and r["term"] == t)
                )
                for c in classes
            ]
            for t in ["(intercept)", *terms]
        ]
    )
    frame = read_table(data_path).frame
    for name in terms:
        if name not in frame.columns:
            raise InputError(
                tr("the model's feature column is not in the file."),
                path=data_path,
                column=name,
            )
    x = np.column_stack([numeric_column(frame[name], data_path) for name in terms])
    xt = with_intercept((np.clip(x, lower, upper) - centres) / scales)
    out = pd.DataFrame({"row": np.arange(2, len(frame) + 2)})
    if len(classes) == 1:  # two classes: the table holds the positive class only
        p = probabilities(theta[:, 0], xt)
        out[f"p_{classes[0]}"] = p
        out["predicted_positive"] = p >= 0.5
        return out
    p = probabilities(theta, xt)
    for k, label in enumerate(classes):
        out[f"p_{label}"] = p[:, k]
    out["predicted"] = [classes[i] for i in p.argmax(axis=1)]
    return out


def _bound(value, default: float) -> float:
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return default
    return float(value)
