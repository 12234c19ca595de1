"""Screens, tooltips and reports speak to a field data officer, not to the authors.

Every literal passed to tr() in engine/, gui/ and main.py is read (AST) and refused when it
cites a document users do not have ("MATH 4.2"), a theorem or lemma, a library by name,
unexplained jargon (zCDP ρ, PLD, EMD, GIL, HMAC-SHA256, …) or a project-file key path
(`privacy_model.l`, `columns.*`).

The exact term stays one click away in a "details" text: everything from a line (or a
literal) that starts with "Details:" on is exempt, so a tooltip reads
"Each group holds at least l different values of the sensitive column.\\nDetails:
privacy_model.l". Key paths are also allowed in input-error messages (`tr()` inside a
`raise` statement or an `...Error(...)` call) and in the command line's help (`cli.py`,
`*_command.py`): there the person writes the project file, and the text must name the key.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

from tests.paths import REPO, load_script

translations = load_script(REPO / "packaging" / "translations.py")

DETAILS = re.compile(r"(?:^|\n)\s*(?:<[^>]*>\s*)*Details:", re.IGNORECASE)
_LIBRARIES = (
    "numpy",
    "scipy",
    "pandas",
    "DuckDB",
    "pycanon",
    "Opacus",
    "OpenDP",
    "scikit-learn",
    "sklearn",
    "L-BFGS",
    "PyTorch",
    "statsmodels",
)
_JARGON = (
    r"\bMATH\b",
    r"\btheorems?\b",
    r"\blemmas?\b",
    r"\bzCDP\b",
    r"\bPLD\b",
    r"\bRDP\b",
    r"\bEMD\b",
    r"\bGIL\b",
    r"\bJ/n\b",
    r"\bHMAC",
    r"\bSHA-?256\b",
    r"projected onto the simplex",
    r"\bF_E\b",
)
FORBIDDEN = re.compile(
    "|".join([*(rf"\b{re.escape(name)}\b" for name in _LIBRARIES), *_JARGON]), re.IGNORECASE
)
# `privacy_model.l`, `columns.*`, `categories.<column>.private.epsilon`; not `main.py`, `e.g.`
KEY_PATH = re.compile(r"\b[a-z][a-z0-9_]*\.(?:\*|<[a-z_]+>|[a-z_][a-z0-9_]*)")
PLACEHOLDER = re.compile(r"\{[^{}]*\}")
NOT_KEYS = re.compile(
    r"^(?:e\.g|i\.e|\w+\.(?:py|csv|gz|json|html|pdf|parquet|xlsx|xls|dta|sav|txt|png|svg|zip))$"
)


def plain_part(text: str) -> str:
    """The part of a tr() literal users read first: all of it before a "Details:" line."""
    found = DETAILS.search(text)
    return text if found is None else text[: found.start()]


def call_name(node: ast.Call) -> str:
    func = node.func
    return func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")


def command_line(path: Path) -> bool:
    return path.name == "cli.py" or path.stem.endswith("_command")


def offences(text: str, keys_allowed: bool) -> list[str]:
    plain = PLACEHOLDER.sub("x", plain_part(text))
    found = [m.group(0) for m in FORBIDDEN.finditer(plain)]
    if not keys_allowed:
        found += [k for k in KEY_PATH.findall(plain) if not NOT_KEYS.match(k)]
    return found


def literals(path: Path):
    """(line, literal, whether key paths are allowed) of every tr("...") call in `path`."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    errors = [
        node
        for node in ast.walk(tree)
        if isinstance(node, ast.Raise)
        or (isinstance(node, ast.Call) and call_name(node).endswith("Error"))
    ]
    in_error = {id(n) for error in errors for n in ast.walk(error)}
    engine, command = "gui" not in path.parts, command_line(path)
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Call)
            and translations.is_tr(node.func)
            and len(node.args) == 1
            and isinstance(node.args[0], ast.Constant)
            and isinstance(node.args[0].value, str)
        ):
            yield node.lineno, node.args[0].value, (id(node) in in_error and engine) or command


def jargon_in(paths: list[Path], root: Path = REPO) -> list[str]:
    return [
        f"{path.relative_to(root)}:{line}: {', '.join(found)} in {text[:90]!r}"
        for path in paths
        for line, text, keys_allowed in literals(path)
        if (found := offences(text, keys_allowed))
    ]


def test_the_check_finds_jargon_and_spares_details(tmp_path):
    sample = tmp_path / "page.py"
    sample.write_text(
        "def build():\n"
        "    tr('Each group holds at least l values.\\nDetails: privacy_model.l (MATH 6.3)')\n"
        "    tr('Keyed pseudonym (HMAC-SHA256)')\n"
        "    tr('Switch lemma: see Theorem 1')\n"
        "    tr('privacy_model.k: at least k records')\n"
        "    tr('Details: zCDP ρ, PLD accountant')\n"
        "    tr('Save report.html and main.py, e.g. later')\n"
        "    tr('Fast counting with DuckDB')\n"
        "    raise ParameterError('period.end', tr('is before period.start'))\n"
        "    return InputError('bad', hint=tr('Set period.end'))\n",
        encoding="utf-8",
    )
    problems = jargon_in([sample], root=tmp_path)
    assert [p.split(":")[1] for p in problems] == ["3", "4", "5", "8"], problems


def test_no_user_visible_string_speaks_jargon():
    paths = [REPO / name for name in translations.source_files()]
    problems = jargon_in(paths)
    assert problems == [], "\n" + "\n".join(problems)
