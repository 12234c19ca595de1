"""`main.py --lang fr --help`: the command-line help and argparse's own words and errors
follow the interface language, and stay exactly as before in English.

The entry point runs in a subprocess, as a user starts it. French expectations come from
the catalogue the engine reads, `resources/i18n/privdesk_fr.ts`.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ElementTree

import pytest

from engine.cli_i18n import translate_message
from engine.core import i18n
from tests.paths import REPO

COMMITTED = REPO / "resources" / "i18n" / "privdesk_fr.ts"
NBSP = "\u00a0"

# Recorded before the help was translated (Python 3.11, COLUMNS=80): English is unchanged
# (since then only --overwrite, --engine, --spark-master, --holder-audit and --raw-csv
# were added).
RUN_HELP_EN = """\
usage: main.py run [-h] [--output-dir DIR] [--simulations SIMULATIONS]
                   [--quiet] [--overwrite] [--engine ENGINE]
                   [--spark-master URL] [--holder-audit] [--raw-csv]
                   project

Privatize the project's input with fresh randomness, run the task's audits
(unless audit.enabled is false), and write the released data, the HTML report
and the JSON manifest that the project names.

positional arguments:
  project               project file (.json)

options:
  -h, --help            show this help message and exit
  --output-dir DIR      write the outputs into DIR, created if missing
                        (keeping their file names)
  --simulations SIMULATIONS
                        override audit.simulations
  --quiet               no progress lines
  --overwrite           replace outputs that exist already
  --engine ENGINE       override engine.kind
  --spark-master URL    override engine.master
  --holder-audit        also write the data holder's audit (data checks,
                        attacks on the raw data) beside the report as
                        <name>_holder_audit.html and .json: never to be shared
  --raw-csv             write CSV text exactly as it is, for programs that
                        read the file (by default a text starting with = + - @
                        gets a leading ' so spreadsheets never run it as a
                        formula)
"""
RUN_MISSING_EN = """\
usage: main.py run [-h] [--output-dir DIR] [--simulations SIMULATIONS]
                   [--quiet] [--overwrite] [--engine ENGINE]
                   [--spark-master URL] [--holder-audit] [--raw-csv]
                   project
main.py run: error: the following arguments are required: project
"""
ADVISE_BAD_FLOAT_EN = """\
usage: main.py advise [-h] --epsilon EPSILON [--delta DELTA] [--beta BETA]
main.py advise: error: argument --epsilon: invalid float value: 'x'
"""
ENGLISH_BUILT_INS = (
    "usage:",
    "positional arguments",
    "\noptions:",
    "show this help message and exit",
    "show program's version number and exit",
    " error: ",
    "the following arguments are required",
    "invalid choice",
)


def committed_translations() -> dict[str, str]:
    """The finished entries of the committed French catalogue."""
    found = {}
    for message in ElementTree.parse(COMMITTED).getroot().iter("message"):
        translation = message.find("translation")
        if translation is not None and translation.get("type") is None and translation.text:
            found[message.findtext("source")] = translation.text
    return found


@pytest.fixture(scope="module")
def french():
    """(catalogue folder: None, the committed one; {English: French} of its entries)."""
    return None, committed_translations()


def main_py(*args: str, catalogues=None) -> subprocess.CompletedProcess:
    env = {**os.environ, "COLUMNS": "80", "PYTHONIOENCODING": "utf-8"}
    env.pop(i18n.CATALOGUE_DIR_ENV, None)
    if catalogues is not None:
        env[i18n.CATALOGUE_DIR_ENV] = str(catalogues)
    return subprocess.run(
        [sys.executable, "main.py", *args],
        cwd=REPO,
        env=env,
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=60,
    )


def words(text: str) -> str:
    """`text` with any run of white space (wrapping, no-break spaces) as one space."""
    return " ".join(text.split())


def french_of(translations: dict[str, str], english: str) -> str:
    assert english in translations, f"no French for {english!r}"
    return translations[english]


def no_english_built_ins(text: str) -> None:
    for english in ENGLISH_BUILT_INS:
        assert english not in text, english


# English: exactly as before.


@pytest.mark.parametrize("lang", [[], ["--lang", "en"]], ids=["default", "en"])
def test_english_help_and_errors_are_unchanged(lang):
    done = main_py(*lang, "run", "--help")
    assert (done.returncode, done.stdout, done.stderr) == (0, RUN_HELP_EN, "")
    done = main_py(*lang, "run")
    assert (done.returncode, done.stdout, done.stderr) == (2, "", RUN_MISSING_EN)
    done = main_py(*lang, "advise", "--epsilon", "x")
    assert (done.returncode, done.stderr) == (2, ADVISE_BAD_FLOAT_EN)


def test_english_top_level_help_and_unknown_command():
    done = main_py("--help")
    assert done.returncode == 0
    assert done.stdout.startswith("usage: main.py [-h] [--version] [--lang {en,fr}] COMMAND")
    assert "\npositional arguments:\n" in done.stdout and "\noptions:\n" in done.stdout
    assert "  -h, --help      show this help message and exit\n" in done.stdout
    assert "  --version       show program's version number and exit\n" in done.stdout
    assert done.stdout == main_py("--lang", "en", "--help").stdout
    done = main_py("nosuchcommand")
    assert done.returncode == 2
    assert done.stderr.splitlines()[-1].startswith(
        "main.py: error: argument COMMAND: invalid choice: 'nosuchcommand' (choose from 'run', "
    )


# French: argparse's words, the descriptions and every help line.


def test_french_top_level_help(french):
    folder, fr = french
    done = main_py("--lang", "fr", "--help", catalogues=folder)
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert out.startswith(french_of(fr, "usage:") + " main.py [-h]")
    assert out.startswith("utilisation" + NBSP + ": ")
    assert f"\n{french_of(fr, 'positional arguments')}{NBSP}:\n" in out
    assert f"\n{french_of(fr, 'options')}{NBSP}:\n" in out
    for english in (
        "show this help message and exit",
        "show program's version number and exit",
        "privatize, audit, and write the released data, report and manifest",
        "check this installation works, offline (about a minute)",  # from main.py
        "choose ε for private O-D matrices (accuracy calculators)",  # from calc_command.py
    ):
        assert words(french_of(fr, english)) in words(out), english
    assert "PrivDesk" + NBSP + ": protéger" in out
    no_english_built_ins(out)


@pytest.mark.parametrize(
    "command",
    [["run"], ["sweep"], ["report"], ["advise"], ["calc"], ["calc", "od-epsilon"], ["score"]],
    ids=" ".join,
)
def test_french_command_help(french, command):
    folder, fr = french
    done = main_py("--lang", "fr", *command, "--help", catalogues=folder)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith(f"{french_of(fr, 'usage:')} main.py {' '.join(command)} [-h]")
    no_english_built_ins(done.stdout)
    english = main_py(*command, "--help").stdout
    assert english != done.stdout
    # Every help line of the English output (after the usage) is gone: each was translated.
    for line in english.split("\n\n", 1)[1].splitlines():
        if line.startswith("  ") and len(re.findall(r"[a-z]{3,}", line)) > 2:
            assert line.strip() not in done.stdout, line


def test_french_run_help_says_what_run_does(french):
    folder, fr = french
    out = words(main_py("--lang", "fr", "run", "--help", catalogues=folder).stdout)
    for english in (
        "Privatize the project's input with fresh randomness, run the task's audits (unless "
        "audit.enabled is false), and write the released data, the HTML report and the JSON "
        "manifest that the project names.",
        "project file (.json)",
        "write the outputs into DIR, created if missing (keeping their file names)",
        "no progress lines",
    ):
        assert words(french_of(fr, english)) in out, english
    assert "--output-dir DIR" in out and "--simulations SIMULATIONS" in out  # names stay


def test_french_missing_argument(french):
    folder, fr = french
    done = main_py("--lang", "fr", "run", catalogues=folder)
    assert done.returncode == 2 and done.stdout == ""
    usage, *_, error = done.stderr.splitlines()
    assert usage.startswith(french_of(fr, "usage:") + " main.py run [-h]")
    message = french_of(fr, "the following arguments are required: %s") % "project"
    assert error == french_of(fr, "{prog}: error: {message}").format(
        prog="main.py run", message=message
    )
    assert error == f"main.py run{NBSP}: erreur{NBSP}: " + message
    no_english_built_ins(done.stderr)


def test_french_unknown_command(french):
    folder, fr = french
    done = main_py("--lang", "fr", "nosuchcommand", catalogues=folder)
    assert done.returncode == 2
    error = done.stderr.splitlines()[-1]
    choice = french_of(fr, "invalid choice: %(value)r (choose from %(choices)s)")
    assert error.startswith(
        french_of(fr, "{prog}: error: {message}").format(
            prog="main.py",
            message=french_of(fr, "argument %(argument_name)s: %(message)s")
            % {"argument_name": "COMMAND", "message": choice.split("%(value)r")[0]},
        )
        + "'nosuchcommand'"
    )
    assert "'run', 'sweep'" in error  # the command names stay English
    no_english_built_ins(done.stderr)


@pytest.mark.parametrize(
    "args",
    [
        ["advise", "--epsilon", "x"],
        ["advise", "--epsilon"],
        ["calc", "od-typical-error"],
        ["calc", "od-typical-error", "--epsilon", "1", "--alpha", "1"],
        ["run", "a", "b"],
        ["screenshots", "out", "--sample", "nosuch"],
    ],
    ids=" ".join,
)
def test_french_argparse_errors(french, args):
    folder, _ = french
    done = main_py("--lang", "fr", *args, catalogues=folder)
    assert done.returncode == 2
    assert f"{NBSP}: erreur{NBSP}: " in done.stderr.splitlines()[-1]
    no_english_built_ins(done.stderr)


# argparse's templates, one by one (in process: the messages the CLI rarely produces).

SAMPLES = [
    "argument --alpha: expected one argument",
    "expected at most one argument",
    "expected at least one argument",
    "expected 1 argument",
    "expected 3 arguments",
    "ambiguous option: --s could match --sample, --seed",
    "ignored explicit argument 'x'",
    "unexpected option string: --x",
    "unrecognized arguments: b c",
    "unknown parser 'x' (choices: run, sweep)",
    "invalid int value: '1.5'",
    "not allowed with argument --epsilon",
    "one of the arguments --epsilon --alpha is required",
]


@pytest.fixture
def in_french(french, monkeypatch):
    _, fr = french
    monkeypatch.delenv(i18n.CATALOGUE_DIR_ENV, raising=False)
    i18n.set_language("fr")
    yield fr
    i18n.set_language("en")


@pytest.mark.parametrize("message", SAMPLES)
def test_every_argparse_template_is_translated(in_french, message):
    translated = translate_message(message)
    assert translated != message
    # The values argparse put in (option names, quoted values) are all kept.
    for token in message.split():
        if token.startswith(("-", "'")) or token[:1].isdigit():
            assert token.rstrip(",:") in translated, token


def test_an_unknown_message_and_english_are_left_alone(in_french):
    assert translate_message("--beta must be below 1") == "--beta must be below 1"
    i18n.set_language("en")
    assert translate_message("expected one argument") == "expected one argument"


def test_the_committed_catalogue_translates_the_help():
    committed = committed_translations()
    done = main_py("--lang", "fr", "run", "--help")
    assert done.stdout.startswith(committed["usage:"] + " main.py run")
    no_english_built_ins(done.stdout)
