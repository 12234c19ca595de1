"""The Load page's work off the GUI thread: reading a data file, opening a project (targeting
or mobility) and describing a table's columns, with what each job hands back; and the
one-line description of a table read.

Kept apart from the page so the jobs are plain functions of their inputs, with no widget
in reach of the worker thread.
"""

from __future__ import annotations

import gc
import sys
from dataclasses import dataclass
from pathlib import Path

import pandas as pd

from engine.core.errors import PrivDeskError
from engine.core.i18n import number
from engine.core.jobs import JobContext
from engine.core.project_file import (
    read_document,
    take_csv_formula_guard,
    take_pdf_output,
    task_kind,
)
from engine.data.column_types import ColumnInfo, detect_column_types
from engine.data.kobo import detect_export, linked_table
from engine.data.readers import LoadedTable, list_sheets, read_table, read_table_or_head
from engine.data.xlsform import form_beside
from engine.mobility import trips
from engine.mobility.trips import InputSummary
from engine.tasks import REGISTRY, get_task
from engine.tasks.mobility.project import MobilityProject
from gui.i18n import tr
from gui.tasks import page_classes
from gui.tasks.mobility.input_panel import PREVIEW_ROWS

# The "Open sample" menu: name → (the task its project runs, project file in
# resources/samples), labelled by `sample_label`; every registered task's sample is here
# (tests/test_architecture.py checks).
SAMPLES_DIR = Path(__file__).resolve().parents[2] / "resources" / "samples"
SAMPLES = {
    "poverty": ("targeting", "poverty_project.json"),
    "credit": ("targeting", "credit_project.json"),
    "mobility": ("mobility", "mobility_project.json"),
    "anonymize": ("anonymize", "anonymize_project.json"),
    "kobo": ("anonymize", "kobo_project.json"),
    "survey": ("survey", "survey_project.json"),
    "statistics": ("statistics", "statistics_project.json"),
    "model": ("model", "model_project.json"),
}


def sample_label(name: str) -> str:
    """Sample `name`'s label in the interface language ("Name (details)" or "Task: name
    (details)": the welcome panel's buttons keep the part before ":" or " (")."""
    labels = {
        "poverty": tr("Poverty targeting (3,000 households)"),
        "credit": tr("Credit scoring (3,000 applicants)"),
        "mobility": tr("Mobility: call records (20,000 subscribers, 30 regions, 60 days)"),
        "anonymize": tr("Anonymize: census-like people file (2,000 people)"),
        "kobo": tr("KoBo needs assessment (300 households, 1,314 members)"),
        "survey": tr("Survey: sensitive questions (2,000 respondents)"),
        "statistics": tr("Statistics: household survey (3,000 households, 24 districts)"),
        "model": tr("Private model: credit scoring (3,000 applicants)"),
    }
    return labels[name]


def file_filters() -> str:
    """The Open dialog's file types."""
    return ";;".join(
        (
            tr("All data files (*.csv *.tsv *.txt *.xlsx *.parquet *.sav *.dta)"),
            tr("CSV, TSV or text (*.csv *.tsv *.txt)"),
            tr("Excel workbook (*.xlsx)"),
            "Parquet (*.parquet)",
            "SPSS (*.sav)",
            "Stata (*.dta)",
            tr("All files (*)"),
        )
    )


def delimiter_name(delimiter: str | None) -> str:
    names = {",": tr("comma"), ";": tr("semicolon"), "\t": tr("tab"), "|": tr("vertical bar")}
    return names.get(delimiter or "", repr(delimiter))


@dataclass(frozen=True)
class Loaded:
    """What a read job hands back to the GUI thread."""

    table: LoadedTable
    infos: dict[str, ColumnInfo]
    sheets: list[str]
    project: object | None = None  # set when a project file (or a sample) was opened
    project_path: Path | None = None
    describe_only: bool = False  # the table is already in the state
    sample: bool = False
    key: str = "targeting"  # the project's task (a table task)
    form: Path | None = None  # a survey export's XLSForm found beside it (engine.data.xlsform)


@dataclass(frozen=True)
class MobilityOpened:
    """A mobility project read and checked by a job."""

    project: MobilityProject
    summary: InputSummary
    preview: pd.DataFrame
    project_path: Path
    sample: bool = False


def _open_mobility(
    project: MobilityProject, project_path: Path, sample: bool, ctx: JobContext
) -> MobilityOpened:
    """Check a mobility project's input as a release would, and read its first rows."""
    summary = project.input.describe(project.columns, ctx)
    preview = trips.preview_file(project.input.main_file, PREVIEW_ROWS)
    return MobilityOpened(project, summary, preview, project_path, sample)


def read_file(path: Path, sheet: str | None, ctx: JobContext) -> Loaded:
    """Read `path` (an XLSX `sheet`, or its first sheet) and describe its columns; of a CSV
    or Parquet file too large for memory, its first rows (for the tasks that aggregate
    straight from the file)."""
    ctx.report(0.0, tr("Reading {file}…").format(file=path.name))
    export = None if sheet is not None else detect_export(path)
    if export is not None:  # a KoBo / ODK export: its members, households joined
        table = linked_table(export, ctx.sub(0.0, 0.8))
        ctx.report(0.8, tr("Describing the columns…"))
        return Loaded(table, detect_column_types(table.frame), [], form=form_beside(path))
    sheets = list_sheets(path) if path.suffix.lower() == ".xlsx" else []
    table = read_table_or_head(path, sheet=sheet, ctx=ctx.sub(0.0, 0.8))
    ctx.report(0.8, tr("Describing the columns…"))
    return Loaded(table, detect_column_types(table.frame), sheets)


@dataclass(frozen=True)
class TaskOpened:
    """A project of a task whose input the Load page does not show (its own pages do)."""

    key: str
    project: object
    project_path: Path
    sample: bool = False


def open_project(
    project_path: Path, sample: bool, ctx: JobContext
) -> Loaded | MobilityOpened | TaskOpened:
    """Read a project file through the task registry, with its input: a table task's table
    (`project.input`) is read and described, a mobility input checked; other tasks' inputs
    are theirs to read."""
    document = read_document(project_path)
    take_csv_formula_guard(document)  # the wizard's exports always guard (people open them)
    take_pdf_output(document, project_path.resolve().parent)  # the Export page asks for it
    key = task_kind(document)
    project = get_task(key).project_from_dict(document, project_path.resolve().parent)
    if isinstance(project, MobilityProject):
        return _open_mobility(project, project_path, sample, ctx)
    if REGISTRY[key].input_kind != "table":
        return TaskOpened(key, project, project_path, sample)
    read = read_table_or_head if REGISTRY[key].reads_from_file else read_table
    if project.input.kind != "table":  # a KoBo / ODK export
        table = linked_table(project.input, ctx.sub(0.0, 0.8))
    else:
        table = read(project.input.path, sheet=project.input.sheet, ctx=ctx.sub(0.0, 0.8))
    infos = detect_column_types(table.frame)
    return Loaded(table, infos, [], project, project_path, key=key, sample=sample)


def describe_table(table: LoadedTable, ctx: JobContext) -> Loaded:
    """Describe a table another part of the app loaded (a project file); describing ten
    million rows takes a while."""
    sheets = []
    if table.format == "xlsx":
        try:
            sheets = list_sheets(table.path)
        except PrivDeskError:  # moved since it was read: the list is a convenience
            sheets = [table.sheet] if table.sheet else []
    return Loaded(table, detect_column_types(table.frame), sheets, describe_only=True)


def describe(table: LoadedTable) -> str:
    """One line: the file, its size and what was detected about its layout."""
    rows, columns = table.frame.shape
    size = (
        tr("{file} — its first {rows} rows × {columns} columns (larger than memory: read whole "
           "by the tasks that aggregate straight from the file)")
        if table.head_only
        else tr("{file} — {rows} rows × {columns} columns")
    )  # fmt: skip
    parts = [
        size.format(file=table.path.name, rows=number(rows, ","), columns=number(columns, ","))
    ]
    if table.linked is not None:  # the source bar says how its tables are linked
        kind = table.linked.kind
        parts.append(tr("KoBo survey export") if kind == "kobo_xlsx" else tr("ODK survey export"))
    elif table.format == "csv":
        layout = (
            tr("{delimiter}-separated, {encoding}, decimal comma")
            if table.decimal == ","
            else tr("{delimiter}-separated, {encoding}, decimal point")
        )
        encoding = (table.encoding or "").upper()
        if encoding == "UTF-8-SIG":
            encoding = tr("UTF-8 with BOM")
        parts.append(layout.format(delimiter=delimiter_name(table.delimiter), encoding=encoding))
    elif table.format == "xlsx":
        parts.append(tr("Excel sheet “{sheet}”").format(sheet=table.sheet))
    else:
        parts.append({"parquet": "Parquet", "sav": "SPSS", "dta": "Stata"}[table.format])
    return " · ".join(parts)


def with_task_pages(job, family: str, ctx: JobContext):
    """Run a Load page `job`, then import the pages of the task it leaves chosen (the
    project's, else `family`) while still on the worker thread: building them later on the
    UI thread then costs no import of the task's libraries (scikit-learn, scipy…).

    Python's cyclic garbage collector is paused meanwhile: importing those libraries
    creates hundreds of thousands of objects, and each full collection it would trigger
    walks all of them (~0.15 s) holding the interpreter lock, which freezes the window as
    surely as work on the UI thread. What the imports created lives until the app quits, so
    it is then frozen (`gc.freeze`): later collections skip it and stay short."""
    modules = len(sys.modules)
    collecting = gc.isenabled()
    gc.disable()
    try:
        result = job(ctx)
        if isinstance(result, MobilityOpened):
            family = "mobility"
        elif isinstance(result, Loaded | TaskOpened) and getattr(result, "project", None):
            family = result.key
        page_classes(family)
    finally:
        if collecting:
            gc.enable()
    if len(sys.modules) > modules:
        gc.freeze()
    return result


def label_of_sample_project(project_path: Path) -> str:
    """The label of the bundled sample whose project file this is ("" for another file)."""
    names = (name for name, (_, file) in SAMPLES.items() if file == project_path.name)
    return next((sample_label(name) for name in names), "")


def dropped_file(mime) -> Path | None:
    """The first local file of a drag; the engine explains if it cannot be read."""
    if not mime.hasUrls():
        return None
    files = [Path(url.toLocalFile()) for url in mime.urls() if url.isLocalFile()]
    return files[0] if files else None
