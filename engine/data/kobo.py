"""Survey exports as KoBoToolbox and ODK Central give them: a households table and one table
per repeat group (household members), linked by keys.

* KoBo's XLSX export: the main sheet (`_index`, `_uuid`, `_id`, …) and a sheet per repeat
  group (`_index`, `_parent_index` = the household's `_index`, `_parent_table_name`,
  `_submission__uuid`, … copies of the household's metadata).
* ODK Central's CSV export: the main CSV (`KEY` = "uuid:…") and a CSV per repeat
  (`PARENT_KEY` = the household's `KEY`, `KEY` = "uuid:…/members[1]").

Headers carry their groups (`group/question` in KoBo, `group-question` in ODK); the table
the anonymize task works on shows the question's short name and keeps the original header
for writing the files back (`engine.anonymize.kobo_write`). A select_multiple question
comes as one text column ("water food"), as 0/1 columns (`question/water`), or both.

`read_linked` reads the files and joins every member to its household's variables: one row
per member (a household without members: one row, its member columns empty), with the
household's key in the parent key column (the household id). Every broken link is refused
naming the file, the sheet, the column and the row.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path

import numpy as np
import pandas as pd

from engine.core.errors import InputError, ParameterError, PrivDeskError
from engine.core.i18n import tr
from engine.core.jobs import JobContext
from engine.core.project_file import InputSpec, check_types, existing_file, section
from engine.data.layout import sniff_csv
from engine.data.readers import LoadedTable, list_sheets, read_table, sheet_headers

KINDS = ("kobo_xlsx", "odk_csv")
EXPORT_FORMAT = {"kobo_xlsx": "xlsx", "odk_csv": "csv"}  # a release is written back as
_COMMON = {"kind": "text", "members": "text?", "group_separator": "text?"}
INPUT_SCHEMA = {
    "kobo_xlsx": {**_COMMON, "path": "text"},
    "odk_csv": {**_COMMON, "main": "text", "repeats": "texts"},
}


@dataclass(frozen=True)
class Scheme:
    """The key columns of one kind of export."""

    key: str  # the main table's key column
    parent_key: str  # a repeat's column naming its household's key
    separator: str  # between group and question in headers


SCHEMES = {
    "kobo_xlsx": Scheme("_index", "_parent_index", "/"),
    "odk_csv": Scheme("KEY", "PARENT_KEY", "-"),
}
# How each structural column is written back (engine.anonymize.kobo_write): the household's
# or member's new number, the household's token (bare or as "uuid:…"), a key built from
# them, or the value as read.
MAIN_KEYS = {
    "kobo_xlsx": {"_index": "number", "_id": "number", "_uuid": "token"},
    "odk_csv": {"KEY": "uuid"},
}
MEMBER_KEYS = {
    "kobo_xlsx": {"_index": "member_number", "_parent_index": "number",
                  "_submission__id": "number", "_submission__uuid": "token",
                  "_parent_table_name": "as_read"},
    "odk_csv": {"KEY": "member_key", "PARENT_KEY": "uuid"},
}  # fmt: skip
INSTANCE_ID = "instanceID"  # meta/instanceID, meta-instanceID: "uuid:" + the record's uuid
DEPRECATED_ID = "deprecatedID"  # an edited record's former uuid: a pseudonym of its own


@dataclass(frozen=True)
class Sheet:
    name: str  # the workbook sheet, or the repeat's name (file stem after "<main>-")
    path: Path
    sheet: str | None  # workbook sheet (KoBo); None for a CSV
    frame: pd.DataFrame  # as read, original headers
    sha256: str


@dataclass(frozen=True)
class LinkedExport:
    spec: InputSpec
    kind: str
    scheme: Scheme
    main: Sheet
    members: Sheet
    others: tuple[Sheet, ...]  # further repeat tables, not released
    frame: pd.DataFrame  # one row per member, household variables joined, short names
    household_of: np.ndarray  # row of `main` of every row of `frame`
    member_of: np.ndarray  # row of `members` of every row of `frame` (−1: no member)
    short: dict[tuple[str, str], str]  # ("main" | "members", header) → column of `frame`
    structural: dict[tuple[str, str], str]  # key columns → how they are written back
    choices: dict[tuple[str, str], tuple[str, ...]]  # select_multiple text → 0/1 headers

    @property
    def path(self) -> Path:
        return self.main.path

    @property
    def sha256(self) -> str:
        return self.main.sha256

    @property
    def sheet(self) -> str | None:
        return self.members.sheet

    def describe(self) -> str:
        """What was found, in a sentence for the Load page."""
        return tr("households + {n} members sheets, linked by {key} → {parent_key}").format(
            n=1 + len(self.others), key=self.scheme.key, parent_key=self.scheme.parent_key
        )

    def origin(self, column: str) -> tuple[Sheet, str] | None:
        """The sheet and original header of a column of `frame`."""
        for (which, header), name in self.short.items():
            if name == column:
                return (self.main if which == "main" else self.members), header
        return None


def linked_input(inp: dict, base_dir: Path) -> InputSpec:
    """The `input` section of a linked export (`kind` kobo_xlsx or odk_csv), checked."""
    kind = inp.get("kind")
    if kind not in KINDS:
        raise ParameterError(
            "input.kind", tr("must be one of {choices}").format(choices=", ".join(KINDS))
        )
    check_types(inp, INPUT_SCHEMA[kind], "input")
    main_key, suffix = ("main", ".csv") if kind == "odk_csv" else ("path", ".xlsx")
    if main_key not in inp:
        raise ParameterError(f"input.{main_key}", tr("the project names no data file"))
    files = {f"input.{main_key}": inp[main_key]}
    if kind == "odk_csv":
        repeats = inp.get("repeats")
        if not repeats:
            raise ParameterError(
                "input.repeats", tr("list the CSV file of each repeat group (at least one)")
            )
        files |= {f"input.repeats[{i}]": value for i, value in enumerate(repeats)}
    paths = {key: existing_file(value, key, base_dir) for key, value in files.items()}
    for key, path in paths.items():
        if path.suffix.lower() != suffix:
            raise ParameterError(key, tr("must end in {suffix}").format(suffix=suffix))
    separator = inp.get("group_separator")
    if separator is not None and len(separator) != 1:
        raise ParameterError("input.group_separator", tr("must be one character, such as / or -"))
    path, *repeats = paths.values()
    return InputSpec(path, None, kind, tuple(repeats), inp.get("members"), separator)


def project_input(data: dict, base_dir: Path, table_input) -> InputSpec:
    """A project's input: a linked export when `input.kind` says so, else `table_input`."""
    if section(data, "input", required=True).get("kind", "table") == "table":
        return table_input(data, base_dir)
    return linked_input(data["input"], base_dir)


def repeat_name(main: Path, repeat: Path) -> str:
    """ODK Central names a repeat's CSV "<form>-<repeat>.csv"."""
    prefix = main.stem + "-"
    return repeat.stem[len(prefix) :] if repeat.stem.startswith(prefix) else repeat.stem


def read_sheets(spec: InputSpec, ctx: JobContext | None = None) -> list[Sheet]:
    """Every table of the export, the main one first, as read."""
    ctx = ctx or JobContext()
    if spec.kind == "odk_csv":
        files = [spec.path, *spec.repeats]
        sheets = []
        for i, path in enumerate(files):
            loaded = read_table(path, ctx=ctx.sub(i / len(files), (i + 1) / len(files)))
            name = path.stem if i == 0 else repeat_name(spec.path, path)
            sheets.append(Sheet(name, path, None, loaded.frame, loaded.sha256))
        return sheets
    names = list_sheets(spec.path)
    sheets = []
    for i, name in enumerate(names):
        part = ctx.sub(i / len(names), (i + 1) / len(names))
        loaded = read_table(spec.path, sheet=name, ctx=part)
        sheets.append(Sheet(name, spec.path, name, loaded.frame, loaded.sha256))
    return sheets


def detect_export(path: str | Path) -> InputSpec | None:
    """The linked export a file belongs to, from the headers alone: a workbook whose first
    sheet has `_index` and another `_parent_index` (KoBo); a CSV with `KEY` beside
    "<its name>-<repeat>.csv" files with `PARENT_KEY`, or one of those (ODK). None: a table,
    or a file the table reader will explain it cannot read."""
    try:
        return _detected(Path(path))
    except (OSError, PrivDeskError):
        return None


def _detected(path: Path) -> InputSpec | None:
    suffix = path.suffix.lower()
    if suffix == ".xlsx":
        headers = list(sheet_headers(path).values())
        kobo = SCHEMES["kobo_xlsx"]
        if headers and kobo.key in headers[0] and any(kobo.parent_key in h for h in headers[1:]):
            return InputSpec(path, None, "kobo_xlsx")
        return None
    if suffix != ".csv":
        return None
    odk = SCHEMES["odk_csv"]
    header = sniff_csv(path).header
    main = path
    if odk.parent_key in header and "-" in path.stem:
        main = path.with_name(path.stem.rsplit("-", 1)[0] + ".csv")
        if not main.is_file() or odk.key not in sniff_csv(main).header:
            return None
    elif odk.key not in header:
        return None
    repeats = sorted(
        p for p in main.parent.glob(f"{main.stem}-*.csv") if odk.parent_key in sniff_csv(p).header
    )
    return InputSpec(main, None, "odk_csv", tuple(repeats)) if repeats else None


def linked_table(spec: InputSpec, ctx: JobContext | None = None) -> LoadedTable:
    """The export as the wizard holds a table: the member table, the export beside it."""
    linked = read_linked(spec, ctx)
    file_format = "xlsx" if spec.kind == "kobo_xlsx" else "csv"
    return LoadedTable(linked.frame, spec.path, file_format, linked.sha256, linked=linked)


def _row(i: int) -> int:
    return int(i) + 2  # as a spreadsheet shows it, after the header


def key_text(series: pd.Series) -> pd.Series:
    """Keys compared as text: 3, 3.0 and "3" are the same household; blanks are None."""
    numeric = pd.api.types.is_numeric_dtype(series) and not pd.api.types.is_bool_dtype(series)
    if numeric and (series.dropna() % 1 == 0).all():
        text = series.astype("Int64").astype("string")
    else:
        text = series.astype("string").str.strip()
    text = text.mask(text.eq("").fillna(True))
    return text.astype(object).where(text.notna(), None)


def _need_column(sheet: Sheet, column: str, hint: str) -> None:
    if column not in sheet.frame.columns:
        raise InputError(
            tr("the sheet has no column {column}.").format(column=repr(column)),
            path=sheet.path, sheet=sheet.name, column=column, hint=hint,
        )  # fmt: skip


def _is_nested(sheet: Sheet, main: Sheet, kind: str) -> bool:
    """A repeat inside another repeat (its parent is not the household)."""
    frame = sheet.frame
    if kind == "kobo_xlsx" and "_parent_table_name" in frame.columns:
        parents = frame["_parent_table_name"].dropna().astype(str)
        return bool(len(parents)) and not parents.eq(main.name).all()
    if kind == "odk_csv":
        return bool(key_text(frame["PARENT_KEY"]).dropna().str.contains("/").any())
    return False


def read_linked(spec: InputSpec, ctx: JobContext | None = None) -> LinkedExport:
    """Read and join the export of `spec` (module docstring); every link checked."""
    scheme = SCHEMES[spec.kind]
    if spec.group_separator is not None:
        scheme = replace(scheme, separator=spec.group_separator)
    main, *repeats = read_sheets(spec, ctx)
    if not repeats:
        raise InputError(
            tr("the export has only one table; a survey export has a sheet per repeat group."),
            path=main.path,
            hint=tr("Load it as an ordinary table instead."),
        )
    _need_column(main, scheme.key, tr("It is the household table of the export: keep its key."))
    for sheet in repeats:
        _need_column(
            sheet, scheme.parent_key,
            tr("A repeat group's table needs the column linking each row to its household."),
        )  # fmt: skip
    direct = [s for s in repeats if not _is_nested(s, main, spec.kind)]
    names = [s.name for s in direct]
    chosen = spec.members or (names[0] if names else None)
    if chosen not in names:
        raise ParameterError(
            "input.members",
            tr("must name a repeat group of the households: {names}").format(
                names=", ".join(names) or "-"
            ),
        )
    members = direct[names.index(chosen)]
    others = tuple(s for s in repeats if s is not members)
    household_of, member_of = _links(main, members, scheme)
    return _joined(spec, scheme, main, members, others, household_of, member_of)


def _links(main: Sheet, members: Sheet, scheme: Scheme) -> tuple[np.ndarray, np.ndarray]:
    keys = key_text(main.frame[scheme.key])
    blank = keys.isna().to_numpy()
    if blank.any():
        raise InputError(
            tr("the household key is blank"), path=main.path, sheet=main.name,
            column=scheme.key, row=_row(np.flatnonzero(blank)[0]),
        )  # fmt: skip
    twice = keys.duplicated().to_numpy()
    if twice.any():
        i = int(np.flatnonzero(twice)[0])
        first = int(np.flatnonzero(keys.eq(keys.iloc[i]).to_numpy())[0])
        raise InputError(
            tr("the household key {key} appears twice (first in row {first}).").format(
                key=repr(keys.iloc[i]), first=_row(first)
            ),
            path=main.path, sheet=main.name, column=scheme.key, row=_row(i),
        )  # fmt: skip
    position = pd.Series(np.arange(len(keys)), index=pd.Index(keys))
    parents = key_text(members.frame[scheme.parent_key])
    found = parents.map(position)
    orphan = found.isna().to_numpy()
    if orphan.any():
        i = int(np.flatnonzero(orphan)[0])
        raise InputError(
            tr("this member's household {key} is not in the households table.").format(
                key=repr(parents.iloc[i])
            ),
            path=members.path, sheet=members.name, column=scheme.parent_key, row=_row(i),
            hint=tr("Export the households and members of the same submissions together."),
        )  # fmt: skip
    of_member = found.to_numpy(dtype=np.int64)
    alone = np.setdiff1d(np.arange(len(keys)), of_member)
    household_of = np.concatenate([of_member, alone])
    member_of = np.concatenate([np.arange(len(of_member)), np.full(len(alone), -1)])
    return household_of, member_of


def _structural(kind: str, main: Sheet, members: Sheet) -> dict[tuple[str, str], str]:
    """Key columns of both tables → how they are written back; a member's copy of its
    household's metadata (`_submission__x` of `_x`, or the same "_" header) is "mirror"."""
    out = {("main", h): rule for h, rule in MAIN_KEYS[kind].items() if h in main.frame.columns}
    for header in main.frame.columns:
        if _last(header, "/-") == INSTANCE_ID:
            out[("main", header)] = "uuid"
        elif _last(header, "/-") == DEPRECATED_ID:
            out[("main", header)] = "own_uuid"
    for header in members.frame.columns:
        rule = MEMBER_KEYS[kind].get(header)
        if rule is None and header.startswith("_"):
            copied = header.startswith("_submission__")
            twin = header.removeprefix("_submission_") if copied else header
            rule = "mirror:" + twin if twin in main.frame.columns else None
        if rule is not None:
            out[("members", header)] = rule
    return out


def _last(header: str, separators: str) -> str:
    for sep in separators:
        header = header.rsplit(sep, 1)[-1] or header
    return header


def choice_columns(frame: pd.DataFrame) -> dict[str, tuple[str, ...]]:
    """select_multiple questions: the text column (or the question's header when only 0/1
    columns were exported) → its 0/1 columns ("question/option")."""
    headers = [str(h) for h in frame.columns]
    groups: dict[str, list[str]] = {}
    for header in headers:
        base, slash, _ = header.rpartition("/")
        if slash and base:
            groups.setdefault(base, []).append(header)
    out = {}
    for base, options in groups.items():
        zero_one = all(frame[o].dropna().isin([0, 1, "0", "1", True, False]).all() for o in options)
        if base in headers or (len(options) > 1 and zero_one):
            out[base] = tuple(options)
    return out


def short_names(headers: list[str], separator: str, choices: dict) -> dict[str, str]:
    """Original header → the question's name; a choice column → "question/option"; any
    name two headers would share stays the original header."""
    option_of = {o: base for base, options in choices.items() for o in options}
    out = {}
    for header in headers:
        if header in option_of:
            out[header] = _last(option_of[header], separator) + "/" + header.rpartition("/")[2]
        else:
            out[header] = _last(header, separator)
    counts = pd.Series(list(out.values())).value_counts()
    return {h: (h if counts[name] > 1 else name) for h, name in out.items()}


def _joined(spec, scheme, main, members, others, household_of, member_of) -> LinkedExport:
    kind = spec.kind
    structural = _structural(kind, main, members)
    choices = {("main", b): o for b, o in choice_columns(main.frame).items()}
    choices |= {("members", b): o for b, o in choice_columns(members.frame).items()}
    headers = [("main", h) for h in main.frame.columns if ("main", h) not in structural]
    headers += [("members", h) for h in members.frame.columns if ("members", h) not in structural]
    named = {
        which: short_names(
            [h for w, h in headers if w == which], scheme.separator,
            {b: o for (w, b), o in choices.items() if w == which},
        )
        for which in ("main", "members")
    }  # fmt: skip
    short = {("main", h): named["main"][h] for w, h in headers if w == "main"}
    taken = {*short.values(), scheme.parent_key}
    for w, h in headers:
        if w == "members":
            name = named["members"][h]
            name = name if name not in taken else (h if h not in taken else f"{members.name}/{h}")
            short[("members", h)] = name
            taken.add(name)
    columns = {}
    main_rows = main.frame.iloc[household_of].reset_index(drop=True)
    has_member = member_of >= 0
    member_rows = members.frame.iloc[np.where(has_member, member_of, 0)].reset_index(drop=True)
    for (which, header), name in short.items():
        if which == "main":
            columns[name] = main_rows[header]
    columns[scheme.parent_key] = key_text(main_rows[scheme.key])
    for (which, header), name in short.items():
        if which == "members":
            columns[name] = member_rows[header].where(has_member)
    frame = pd.DataFrame(columns)
    return LinkedExport(
        spec,
        kind, scheme, main, members, others, frame, household_of, member_of, short,
        structural, choices,
    )  # fmt: skip
