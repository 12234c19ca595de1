"""The classifier-utility audit (MATH 6.6): does a model trained on the release still
predict a chosen target as well as one trained on the raw data?

70/30 split stratified on the target (seeded by the audit seed, else 0: fixed); the 70 %
is anonymized with the project's settings (same ladders and models); logistic regression
on the released 70 % and on the raw 70 %, both tested on the raw 30 %: accuracy, AUC
(one-vs-rest for several classes) and their ratios.
"""

from __future__ import annotations

import numpy as np
import pandas as pd

from engine.anonymize.qi import encode_qis
from engine.anonymize.utility import raw_features, released_features
from engine.core.errors import InputError, PrivDeskError
from engine.core.i18n import tr
from engine.core.jobs import JobContext
from engine.tasks.anonymize.run import AnonymizeRelease, generalize, model_spec
from engine.tasks.anonymize.sensitive import encode_sensitive_columns

MAX_CLASSES = 20
NOTE = (
    "Simulation of utility: logistic regression trained on the anonymized 70 % and on the "
    "raw 70 %, both tested on the raw 30 % (one fixed split)."
)


def classifier_utility(rel: AnonymizeRelease, ctx: JobContext) -> dict:
    from sklearn.linear_model import LogisticRegression
    from sklearn.metrics import accuracy_score, roc_auc_score
    from sklearn.model_selection import train_test_split
    from sklearn.pipeline import make_pipeline
    from sklearn.preprocessing import StandardScaler

    project = rel.project
    target = project.audit.classifier_target
    if target not in rel.frame.columns:
        raise InputError(
            tr(
                "audit.classifier_target names column {column}, which the file does not have."
            ).format(column=repr(target)),
            path=project.input.path,
        )
    labels, classes = pd.factorize(rel.frame[target].astype("string").fillna("NA"))
    out = {"kind": "simulation", "kind_of_number": NOTE, "target": target}
    counts = np.bincount(labels)
    if not 2 <= classes.size <= MAX_CLASSES or counts.min() < 2:
        return {**out, "not_run": f"the target needs 2–{MAX_CLASSES} values, each twice"}
    seed = 0 if project.audit.seed is None else project.audit.seed
    train, test = train_test_split(
        np.arange(len(labels)), test_size=0.3, stratify=labels, random_state=seed
    )
    frame = rel.frame.iloc[train]
    qis = encode_qis(rel.qis.ladders, frame)
    sensitive, _ = encode_sensitive_columns(project, frame)
    try:
        gen = generalize(project, qis, sensitive, model_spec(project, len(train)), ctx)
    except PrivDeskError as exc:
        return {**out, "not_run": f"the 70 % part cannot be anonymized: {exc}"}
    keep = gen.classes >= 0 if project.privacy_model.suppressed == "remove" else slice(None)
    x_rel = released_features(qis, gen)[keep]
    y_rel = labels[train][keep]
    x_raw, y_raw = raw_features(qis), labels[train]
    x_test = raw_features(encode_qis(rel.qis.ladders, rel.frame.iloc[test]))
    y_test = labels[test]
    scores = {}
    for name, x, y in (("released", x_rel, y_rel), ("raw", x_raw, y_raw)):
        if np.unique(y).size < classes.size:
            return {**out, "not_run": "suppression removed every record of a target value"}
        model = make_pipeline(StandardScaler(), LogisticRegression(max_iter=2000))
        model.fit(x, y)
        proba = model.predict_proba(x_test)
        auc = (
            roc_auc_score(y_test, proba[:, 1])
            if classes.size == 2
            else roc_auc_score(y_test, proba, multi_class="ovr")
        )
        scores[name] = {
            "accuracy": float(accuracy_score(y_test, model.predict(x_test))),
            "auc": float(auc),
            "training_records": len(y),
        }
    rel_s, raw_s = scores["released"], scores["raw"]
    return {
        **out,
        "test_records": len(test),
        **scores,
        "accuracy_ratio": rel_s["accuracy"] / raw_s["accuracy"] if raw_s["accuracy"] else None,
        "auc_ratio": rel_s["auc"] / raw_s["auc"] if raw_s["auc"] else None,
    }
