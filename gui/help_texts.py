"""Plain-language help shown from the Help menu (functions: translated when shown)."""

from gui.i18n import tr


def numbers_html() -> str:
    return tr(
        "<h3>What do these numbers mean?</h3>\n"
        "<p><b>ε (epsilon)</b> — how much one person's data may change what is released. "
        "Smaller is more private. <b>δ (delta)</b> — a small probability that the ε promise "
        "fails; keep it below one over the number of people.</p>\n"
        "<p><b>r</b> — targeted privacy protects people whose data are within r of each "
        "other (after scaling); r = 2 protects everyone from everyone (classic differential "
        "privacy). Small r keeps eligibility decisions accurate.</p>\n"
        "<p><b>Proven</b> numbers follow from mathematics and hold against any attacker. "
        "<b>Attack results</b> come from running real attacks on the release; they can show "
        "risk but never prove safety. <b>Simulations</b> show what the release does to the "
        "program (how many eligible people would be wrongly excluded, or the lender's "
        "profit), as a mean and spread over repeated privatizations.</p>\n"
        "<p><b>Protection scores</b> run from 0 (no protection) to 1 (the attack learns "
        "nothing).</p>\n"
        "<p><b>Mobility matrices</b> — ε is spent <i>per day</i>: each daily matrix is "
        "ε-differentially private, and the days add up (D days cost D·ε for each person at "
        "the individual level). <b>T</b> is how many trips a person may count each day "
        "(extra trips are dropped at random); <b>τ</b> sets small noisy counts to 0. An "
        "<b>AUC</b> of 0.5 in the membership attack means the attacker does no better than "
        "guessing.</p>"
    )


def about_html(version: str, log: str) -> str:
    return tr(
        "<h3>PrivDesk {version}</h3>\n"
        "<p>Privatize sensitive data offline (targeting data, mobility matrices, microdata, "
        "statistics, survey answers and models) and audit each release with attacks and "
        "simulations. Nothing is ever sent over a network.</p>\n"
        "<p>Details: licence Apache-2.0. Uses Qt for Python / PySide6 (LGPL-3.0), pyqtgraph (MIT), "
        "numpy, scipy, pandas, scikit-learn (BSD), openpyxl (MIT), "
        "pyreadstat (Apache-2.0), DuckDB (MIT).</p>\n"
        "<p>Log file: {log}</p>"
    ).format(version=version, log=log)
