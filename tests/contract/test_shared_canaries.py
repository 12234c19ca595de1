"""Canaries: nothing read from the raw data reaches a file a user would share (SPEC §4).

For every registered task, a copy of its sample data gets planted canaries — a unique phone
number, a unique rare date, a unique category value, a rare exact value, and for the tasks
that release aggregates an exact number of rows — and is released with the sample's
settings through `main.py run --holder-audit` and through the wizard's Export (offscreen,
the holder's audit ticked). Every file a user would share (the data, in CSV and in the
wizard's second format, the shared HTML, the shared PDF's text, the shared manifest) is
scanned: a canary anywhere fails. The holder's audit is written beside them, under its red
banner, and may hold them; the statistics, model and mobility shared reports have no data
checks, the holder's audit has them.

The samples are cut to a few hundred rows (mobility: a few thousand subscribers) so that
the twelve releases stay quick; row-level releases (targeting, anonymize, survey) show
their number of rows by design, so only the aggregate tasks plant an exact row count.
"""

from __future__ import annotations

import html
import json
import os
import re
import shutil
import subprocess
import zipfile
from pathlib import Path

import pandas as pd
import pytest

from engine.core.parquet import read_parquet, write_parquet
from engine.tasks import REGISTRY
from tests.contract.test_every_task import cli, wizard_settings  # noqa: F401 (a fixture)
from tests.paths import SAMPLES

KEYS = list(REGISTRY)
PHONE = "+228 93 57 11 86"
DATE = "1911-03-17"
WORD = "Zanzibarite"
BANNER = "For the data holder only — do not share"


def phone_pattern() -> re.Pattern:
    """The phone number with any or no separators, with or without its country code."""
    return re.compile(r"93\D{0,3}57\D{0,3}11\D{0,3}86")


def date_pattern() -> re.Pattern:
    return re.compile(r"1911\D?03\D?17|17\D03\D1911")


def number_pattern(value: int) -> re.Pattern:
    """An exact whole number as a number of its own (digits grouped or not)."""
    grouped = f"{value:,}".replace(",", "[,\u202f\u00a0 ]?")
    return re.compile(rf"(?<![\d.]){grouped}(?![\d])")


class Planted:
    """A sample's data with canaries: the file, the project naming it, the patterns."""

    def __init__(self, key: str, folder: Path) -> None:
        self.key, self.folder = key, folder
        self.patterns: dict[str, re.Pattern] = {"phone": phone_pattern()}
        document = json.loads((SAMPLES / REGISTRY[key].sample_project).read_text("utf-8"))
        for role, value in document["input"].items():
            if isinstance(value, str) and not Path(value).is_absolute():
                document["input"][role] = str(SAMPLES / value)
        getattr(self, f"_plant_{key}")(document)
        if "audit" in document:
            document["audit"]["enabled"] = True
        self.project = folder / REGISTRY[key].sample_project
        self.project.write_text(json.dumps(document, indent=2), encoding="utf-8")

    # --- one planting per task ---------------------------------------------------------------

    def _csv(self, document: dict, role: str, frame: pd.DataFrame) -> None:
        path = self.folder / f"canary_{Path(document['input'][role]).stem}.csv"
        frame.to_csv(path, index=False)
        document["input"][role] = str(path)

    def _word(self) -> None:
        self.patterns["category"] = re.compile(WORD, re.IGNORECASE)

    def _date(self) -> None:
        self.patterns["date"] = date_pattern()

    def _plant_targeting(self, document: dict) -> None:
        frame = pd.read_csv(SAMPLES / "poverty_sample.csv").head(700)
        frame.loc[0, "household_id"] = PHONE  # an identifier: tokenized
        frame.loc[1, "consumption_per_capita"] = 98765.4321  # the target: not released
        frame.loc[2, "airtime_topup_monthly"] = 7777777  # a feature: clipped and noised
        frame["birth_date"] = "1985-06-01"  # a column the project does not name
        frame.loc[3, "birth_date"] = DATE
        frame["livelihood"] = "farming"
        frame.loc[4, "livelihood"] = WORD
        self.patterns["target"] = re.compile(r"98765\.43")
        self.patterns["outlier"] = number_pattern(7777777)
        self._date(), self._word()
        document["audit"]["simulations"] = 2
        self._csv(document, "path", frame)

    def _plant_mobility(self, document: dict) -> None:
        records = read_parquet(document["input"]["records"])
        kept = records["subscriber"].drop_duplicates().head(2987)
        records = records[records["subscriber"].isin(kept)].reset_index(drop=True)
        first = records["subscriber"].iloc[0]
        records["subscriber"] = records["subscriber"].astype(str)
        records.loc[records["subscriber"] == str(first), "subscriber"] = PHONE
        path = self.folder / "canary_records.parquet"
        write_parquet(records, path)
        document["input"]["records"] = str(path)
        document["audit"]["membership"]["targets"] = 5
        self.patterns["subscribers"] = number_pattern(2987)
        self.patterns["records"] = number_pattern(len(records))

    def _plant_anonymize(self, document: dict) -> None:
        frame = pd.read_csv(SAMPLES / "anonymize_people.csv", dtype=str).head(600)
        frame.loc[0, "phone"] = PHONE  # an identifier: redacted
        frame.loc[1, "full_name"] = "Zebedee Quillfeather"  # an identifier: pseudonymized
        frame.loc[2, "birth_date"] = DATE  # a quasi-identifier: generalized
        frame.loc[3, "notes"] = WORD  # a dropped column
        self.patterns["name"] = re.compile("Quillfeather", re.IGNORECASE)
        external = document["audit"]["external"]
        external["path"] = str(SAMPLES / external["path"])
        self._date(), self._word()
        self._csv(document, "path", frame)

    def _plant_survey(self, document: dict) -> None:
        frame = pd.read_csv(SAMPLES / "survey_answers.csv", dtype={"respondent": str}).head(500)
        frame.loc[0, "respondent"] = PHONE  # not a released column
        frame.loc[1, "monthly_income"] = 123457  # randomized
        frame["birth_date"] = "1990-01-01"
        frame.loc[2, "birth_date"] = DATE
        self.patterns["income"] = number_pattern(123457)
        self._date()
        self._csv(document, "path", frame)

    def _plant_statistics(self, document: dict) -> None:
        frame = pd.read_csv(SAMPLES / "statistics_survey.csv", dtype={"household_id": str})
        frame = frame.head(1187).copy()
        frame.loc[0, "household_id"] = PHONE
        frame.loc[1:3, "district"] = WORD  # an undeclared category: left out, never a cell
        frame.loc[4, "income"] = 4242424  # above the declared bound: clipped
        frame["birth_date"] = "1970-05-05"
        frame.loc[5, "birth_date"] = DATE
        self.patterns["income"] = number_pattern(4242424)
        self.patterns["rows"] = number_pattern(1187)
        self._date(), self._word()
        self._csv(document, "path", frame)

    def _plant_model(self, document: dict) -> None:
        frame = pd.read_csv(SAMPLES / "credit_sample.csv", dtype={"applicant_id": str})
        frame = frame.head(1213).copy()
        frame.loc[0, "applicant_id"] = PHONE
        frame.loc[1, "loan_amount"] = 7654321  # used by the lending measure only
        frame["birth_date"] = "1988-08-08"
        frame.loc[2, "birth_date"] = DATE
        frame["segment"] = "retail"
        frame.loc[3, "segment"] = WORD
        self.patterns["loan"] = number_pattern(7654321)
        self.patterns["rows"] = number_pattern(1213)
        self._date(), self._word()
        self._csv(document, "path", frame)

    # --- scanning ----------------------------------------------------------------------------

    def leaks(self, path: Path) -> list[str]:
        """The canaries found in one shared file."""
        text = file_text(path)
        return [f"{name} in {path.name}" for name, p in self.patterns.items() if p.search(text)]


def file_text(path: Path) -> str:
    """What a person opening the file could read."""
    suffix = path.suffix.lower()
    if suffix == ".pdf":
        if shutil.which("pdftotext") is None:
            pytest.skip("pdftotext (poppler-utils) is needed to read the PDF's text")
        done = subprocess.run(
            ["pdftotext", "-enc", "UTF-8", str(path), "-"], capture_output=True, check=True
        )
        return done.stdout.decode("utf-8")
    if suffix == ".xlsx":
        with zipfile.ZipFile(path) as book:
            return "\n".join(
                html.unescape(book.read(n).decode("utf-8"))
                for n in book.namelist()
                if n.endswith(".xml")
            )
    if suffix == ".parquet":
        return read_parquet(path).to_csv(index=False)
    text = path.read_text(encoding="utf-8")
    if suffix == ".html":
        text = re.sub(r"data:image/png;base64,[A-Za-z0-9+/=]+", "", text)  # pictures
        text += "\n" + html.unescape(re.sub(r"<[^>]+>", " ", text))
    return text


def shared_files(folder: Path) -> list[Path]:
    return sorted(p for p in folder.iterdir() if p.is_file() and "_holder_audit" not in p.name)


def assert_no_canary(planted: Planted, folder: Path) -> None:
    files = shared_files(folder)
    assert files
    for path in files:
        leaks = planted.leaks(path)
        assert not leaks, leaks


def assert_holder_audit_apart(planted: Planted, folder: Path, suffixes: tuple[str, ...]) -> None:
    """The holder's audit exists under its banner; the data checks are there only."""
    holder = sorted(folder.glob("*_holder_audit.*"))
    assert sorted(p.suffix for p in holder) == sorted(suffixes), holder
    report = next(p for p in holder if p.suffix == ".html")
    assert BANNER in html.unescape(report.read_text(encoding="utf-8"))
    section = re.compile(r"Data checks\s+(\(for the data holder\)\s+)?measured")
    for path in shared_files(folder):
        text = file_text(path)
        assert not section.search(text) and '"data_checks":' not in text, path.name
        assert BANNER not in text, path.name
    if planted.key in ("statistics", "model", "mobility"):
        assert section.search(file_text(report))
    counted = {"model": "rows", "mobility": "subscribers"}.get(planted.key)
    if counted and ".json" in suffixes:  # the scan finds what is there: the holder's has it
        text = file_text(next(p for p in holder if p.suffix == ".json"))
        assert planted.patterns[counted].search(text)


@pytest.fixture
def planted(request, tmp_path) -> Planted:
    return Planted(request.param, tmp_path)


@pytest.mark.parametrize("planted", KEYS, indirect=True)
def test_no_canary_in_a_shared_file_from_the_command_line(planted, tmp_path):
    out = tmp_path / "out"
    argv = ["run", planted.project, "--output-dir", out, "--quiet", "--holder-audit"]
    code, _, err = cli(*argv)
    assert (code, err) == (0, "")
    assert_holder_audit_apart(planted, out, (".html", ".json"))
    manifest = json.loads(next(out.glob("*_manifest.json")).read_text(encoding="utf-8"))
    assert "data_checks" not in manifest and "shared_release" in manifest
    assert_no_canary(planted, out)


@pytest.mark.parametrize("planted", KEYS, indirect=True)
def test_no_canary_in_a_shared_file_from_the_wizard(planted, qtbot, wizard_settings, tmp_path):  # noqa: F811
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from tests.gui.wizard_steps import click, open_window

    window = open_window(qtbot)
    window.open_project(planted.project)
    load = window.load_page
    qtbot.waitUntil(lambda: not load.busy() and load.problem() is None, timeout=60_000)
    while window.current < len(window.pages) - 1:
        page = window.pages[window.current]
        if hasattr(page, "privatizeButton"):
            click(qtbot, page.privatizeButton)
            qtbot.waitUntil(lambda p=page: not p.busy() and p.problem() is None, timeout=120_000)
        click(qtbot, window.next_button)

    export = window.pages[-1]
    out = tmp_path / "export"
    out.mkdir()
    export.folder_edit.setText(str(out))
    if export.format_combo.count() > 1:
        export.format_combo.setCurrentIndex(1)  # the command line wrote CSV
    assert not export.holder_check.isChecked()  # off unless asked for
    export.holder_check.setChecked(True)
    click(qtbot, export.export_button)
    qtbot.waitUntil(lambda: not export.busy() and any(out.glob("*_report.pdf")), timeout=60_000)
    assert_holder_audit_apart(planted, out, (".html", ".pdf"))
    if planted.key == "mobility":  # the released matrix only: no raw one, no comparison
        report = (next(out.glob("*_report.html"))).read_text(encoding="utf-8")
        assert report.count("<img") == 1
        assert "Absolute error" not in report and "Epidemic" not in report
    assert_no_canary(planted, out)


def test_the_scan_finds_each_canary_in_the_planted_input(tmp_path):
    """The patterns match the canaries as planted (a scan that finds nothing proves
    nothing)."""
    for key in KEYS:
        folder = tmp_path / key
        folder.mkdir()
        planted = Planted(key, folder)
        document = json.loads(planted.project.read_text(encoding="utf-8"))
        source = Path(document["input"].get("path") or document["input"]["records"])
        found = {name for name, p in planted.patterns.items() if p.search(file_text(source))}
        counted = {"rows", "subscribers", "records"}
        assert found >= set(planted.patterns) - counted, key
    assert number_pattern(1187).search("1,187 rows") and not number_pattern(1187).search("11870")
