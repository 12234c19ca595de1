"""Every user-visible string goes through tr(), and the French catalogue is complete.

The wrapping check reads the code (AST): in `gui/` and the report modules, a string
literal that reads like text for people (words with a space, or a capitalized word, once
HTML tags and {placeholders} are removed) must be the literal argument of `tr(...)`.
Literals that are not shown (docstrings, dictionary keys, comparisons, object names,
style sheets, settings keys, log lines) are not text for people and are skipped.
"""

from __future__ import annotations

import ast
import re
import xml.etree.ElementTree as ElementTree
from pathlib import Path

import pytest

from tests.paths import REPO as ROOT
from tests.paths import load_script

translations = load_script(ROOT / "packaging" / "translations.py")

REPORT_MODULES = [
    *sorted(ROOT.glob("engine/tasks/*/report.py")),
    ROOT / "engine" / "core" / "report_kit.py",
    ROOT / "engine" / "survey" / "cards.py",
]
CHECKED = [*sorted((ROOT / "gui").rglob("*.py")), *REPORT_MODULES]
# Calls whose string arguments never reach a person.
NOT_SHOWN = {
    "setObjectName",
    "setStyleSheet",
    "getLogger",
    "debug",
    "info",
    "warning",
    "exception",
    "value",
    "setValue",
    "contains",
    "remove",
    "getattr",
    "setattr",
    "hasattr",
    "Signal",
    "isinstance",
    "startswith",
    "endswith",
    "split",
    "join",
    "replace",
    "strftime",
    "setProperty",
    "property",
    "findChild",
    "findChildren",
    "compile",
    "match",
    "search",
    "sub",
    "fullmatch",
    "QFont",
    "setFamily",
    "QColor",
    "mkPen",
    "mkBrush",
    "setEnv",
    "getenv",
    "get",
    "pop",
    "setdefault",
    "import_module",
    "encode",
    "decode",
    "open",
    "Path",
    "with_suffix",
    "glob",
    "rglob",
    "addResource",
    "setAttribute",
    "getSaveFileName",
}
# Lines read by scripts, not people (packaging/measure.sh parses the start-up time).
MACHINE_READ = {"first window after "}
# Names of Qt's own vocabulary or of the product that read the same in every language.
UNTRANSLATED = {"PrivDesk", "DejaVu Sans", "Parquet", "CSV", "Excel", "Stata", "SPSS", "DuckDB"}
_TAG = re.compile(r"<[^>]*>|^[^<]*>|<[^>]*$|&[a-z#0-9]+;|\{[^{}]*\}|%[-+ 0#]*[0-9.]*[a-zA-Z]")
_CSS_RULE = re.compile(r"\{[^{}]*:[^{}]*;\s*\}")  # a declaration "prop: value;" in braces
_MARKUP = re.compile(r"\w=['\"]|['\"]\w+=")
_CODE_LIKE = re.compile(r"^[\w.:/\\*%=-]*$")


def reads_as_text(literal: str) -> bool:
    """True for words meant for people: 'Open sample', 'Load', not 'epsilon' or '*.csv'."""
    if _MARKUP.search(literal):
        return False  # attributes of SVG or HTML markup
    if _CSS_RULE.search(literal):
        return False  # a style sheet ("td, th { padding: 0.2em; }"), before {…} is taken out
    text = _TAG.sub(" ", literal).strip()
    if literal in MACHINE_READ or text in UNTRANSLATED or not re.search(r"[A-Za-zÀ-ÿ]{2}", text):
        return False
    if re.search(r"[;{}]", text) and ":" in text:
        return False  # a style sheet
    words = text.split()
    if len(words) == 1:
        return bool(re.fullmatch(r"[A-Z][a-zà-ÿ]+[a-zà-ÿ ]*[.:…?]?&?", words[0].replace("&", "")))
    return not all(_CODE_LIKE.match(word) and not word.isalpha() for word in words)


def call_name(node: ast.Call) -> str:
    func = node.func
    return func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")


def calls_at_import(tree: ast.AST):
    """Calls evaluated when the module is imported: outside every function body (default
    values and decorators included)."""
    for node in ast.iter_child_nodes(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            decorators = getattr(node, "decorator_list", [])  # a lambda has none
            for part in [*decorators, *node.args.defaults, *node.args.kw_defaults]:
                if part is not None:
                    yield from (n for n in ast.walk(part) if isinstance(n, ast.Call))
            continue
        if isinstance(node, ast.Call):
            yield node
        yield from calls_at_import(node)


def unwrapped_strings(path: Path, root: Path = ROOT) -> list[str]:
    """'file:line: text' for each user-visible literal in `path` that is not wrapped."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skipped: set[int] = set()
    problems = [
        f"{path.relative_to(root)}:{node.lineno}: tr() at import time (before the language is set)"
        for node in calls_at_import(tree)
        if call_name(node) == "tr"
    ]
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(body, list) and body and isinstance(body[0], ast.Expr):
            skipped.add(id(body[0].value))  # docstrings
        if isinstance(node, ast.Call):
            name = call_name(node)
            if name == "tr":
                if len(node.args) != 1 or not (
                    isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)
                ):
                    problems.append(
                        f"{path.relative_to(root)}:{node.lineno}: tr() needs one literal"
                    )
                if not translations.is_tr(node.func):
                    problems.append(
                        f"{path.relative_to(root)}:{node.lineno}: a method tr() translates in "
                        "its class's context; call the module function tr()"
                    )
                skipped.update(id(n) for a in node.args for n in ast.walk(a))
            elif name in NOT_SHOWN:
                skipped.update(id(n) for a in node.args for n in ast.walk(a))
        elif isinstance(node, ast.Dict):
            skipped.update(id(k) for k in node.keys if k is not None)
        elif isinstance(node, ast.Compare):
            skipped.update(id(n) for n in [node.left, *node.comparators])
        elif isinstance(node, ast.Subscript):
            skipped.update(id(n) for n in ast.walk(node.slice))
        elif isinstance(node, ast.keyword) and node.arg in {"objectName", "key", "name"}:
            skipped.add(id(node.value))
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Constant)
            and isinstance(node.value, str)
            and id(node) not in skipped
            and reads_as_text(node.value)
        ):
            where = path.relative_to(root)
            problems.append(f"{where}:{node.lineno}: {node.value.strip()[:70]!r}")
    return problems


def test_the_check_finds_unwrapped_text_and_accepts_wrapped_text(tmp_path):
    sample = tmp_path / "page.py"
    sample.write_text(
        '"""Docstring."""\n'
        "HEADING = tr('Made at import')\n"
        "def build(n, eps):\n"
        "    label = QLabel('Privacy budget')\n"
        "    ok = QLabel(tr('Privacy budget'))\n"
        "    button.setText(f'<b>Run {n} simulations</b>')\n"
        "    widget.setObjectName('Privacy budget')\n"
        "    keys = {'Some key': tr('Shown')}\n"
        "    bad = tr(f'ε = {eps}')\n"
        "    return ('epsilon', '*.csv', 'utf-8', '%.2f')\n"
        "    self.tr('Class context')\n"
        "def later(x=tr('Default')):\n"
        "    return tr('Fine')\n",
        encoding="utf-8",
    )
    problems = unwrapped_strings(sample, root=tmp_path)
    lines = [p.split(":")[1] for p in problems]
    assert lines == ["2", "12", "9", "11", "4", "6"], problems


@pytest.mark.parametrize("path", CHECKED, ids=lambda p: str(p.relative_to(ROOT)))
def test_user_visible_strings_are_wrapped_for_translation(path):
    assert unwrapped_strings(path) == []


def literal_progress_messages(path: Path) -> list[str]:
    """'file:line' of each job progress message, `ctx.report(fraction, message)`, given as
    a literal or an f-string: the progress bar shows it, so it must go through tr()."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [
        f"{path.relative_to(ROOT)}:{node.lineno}"
        for node in ast.walk(tree)
        if isinstance(node, ast.Call)
        and call_name(node) == "report"
        and len(node.args) >= 2
        and isinstance(node.args[1], ast.Constant | ast.JoinedStr)
    ]


def test_the_engines_progress_messages_are_translated():
    """The mobility engine once reported 21 untranslated steps (a French wizard's progress
    bar read "Adding noise", "Finding trips")."""
    found = [
        p
        for path in sorted((ROOT / "engine").rglob("*.py"))
        for p in literal_progress_messages(path)
    ]
    assert found == []


@pytest.mark.parametrize("lang", translations.TRANSLATED)
def test_the_catalogue_has_every_string_of_the_code_translated(lang):
    new, unfinished = translations.check(lang)
    assert new == [], "run packaging/translations.py: strings missing from the catalogue"
    assert unfinished == [], f"{len(unfinished)} unfinished {lang} translations"


@pytest.mark.parametrize("lang", translations.TRANSLATED)
def test_the_compiled_catalogue_matches_its_source(lang, tmp_path):
    ts = translations.CATALOGUES / f"privdesk_{lang}.ts"
    translations.release(ts, tmp_path / "fresh.qm")
    assert (tmp_path / "fresh.qm").read_bytes() == ts.with_suffix(".qm").read_bytes()


def glossary(lang: str) -> list[tuple[str, list[str]]]:
    """(English term, accepted translations) from resources/i18n/glossary_<lang>.tsv."""
    rows = (translations.CATALOGUES / f"glossary_{lang}.tsv").read_text(encoding="utf-8")
    entries = []
    for line in rows.splitlines()[1:]:
        english, *accepted = line.split("\t")
        entries.append((english, [a for a in accepted if a]))
    return entries


@pytest.mark.parametrize("lang", translations.TRANSLATED)
def test_privacy_terms_are_translated_as_the_glossary_says(lang):
    ts = ElementTree.parse(translations.CATALOGUES / f"privdesk_{lang}.ts").getroot()
    inconsistent = []
    for message in ts.iter("message"):
        source = message.findtext("source")
        translated = (message.findtext("translation") or "").lower()
        for english, accepted in glossary(lang):
            if re.search(rf"\b{re.escape(english)}\b", source, re.IGNORECASE) and not any(
                a.lower() in translated for a in accepted
            ):
                inconsistent.append(f"{english!r} in {source[:60]!r}")
    assert inconsistent == []
