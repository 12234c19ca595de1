"""Project files: one JSON document per session, read and checked the same way for every task.

Format "privdesk-project/1" (documented in README). `task.kind` names the task in the
registry (`engine.tasks`), which validates its own sections with the helpers below, so
every task refuses a bad value with the same kind of message: the key, the value, what it
must be. Relative paths are resolved against the project file's folder when loading and
written relative to it when saving, so a project folder can be moved as a whole.
"""

from __future__ import annotations

import functools
import json
import math
import os
import sys
from dataclasses import dataclass, fields, replace
from pathlib import Path

from engine.core.errors import InputError, ParameterError
from engine.core.i18n import number, tr
from engine.core.regular_files import regular_file_size
from engine.core.spark_paths import is_remote
from engine.core.writers import write_text_atomic

FORMAT = "privdesk-project/1"
DEFAULT_TASK = "targeting"

# Accepted JSON types per setting: "number", "whole", "text", "bool", "auto", "texts"
# (a list of names), "wholes" (a list of whole numbers), "object"; "?" allows null and
# "a|b" either type.


def type_names() -> dict[str, str]:
    """What each accepted JSON type is called in messages, in the interface language."""
    return {
        "number": tr("a number"),
        "whole": tr("a whole number"),
        "text": tr("text"),
        "bool": tr("true or false"),
        "auto": '"auto"',
        "texts": tr("a list of names"),
        "wholes": tr("a list of whole numbers"),
        "object": tr("a JSON object"),
    }


# Limits of a project file: far beyond any real project, small enough that a hostile or
# broken file is refused in a moment instead of exhausting memory or the stack.
MAX_PROJECT_BYTES = 20 * 1024 * 1024
MAX_DEPTH = 50
MAX_PATH_CHARS = 1024
MAX_NAME_CHARS = 255  # one folder or file name in a path

# Upper limits of the settings that size work, the same for every task (each message states
# its limit): far beyond any real use, low enough that a typo cannot exhaust memory.
MAX_SIMULATIONS = 100_000  # audit simulations
MAX_TARGETS = 100_000  # people an attack audit targets
MAX_BIN_EDGES = 10_001  # a histogram's edges (10,000 bins)
MAX_SWEEP_VALUES = 1_000  # values of one swept parameter
# Data bounds and bin edges: beyond ±10¹⁵ a float sum of rows loses its units and
# (high − low)² and its noise overflow.
MAX_MAGNITUDE = 1e15


def read_document(path: str | Path) -> dict:
    """Parse a project file into a dict, with a message naming the file on any failure.

    Only a regular file of at most MAX_PROJECT_BYTES is read (UTF-8, a leading BOM
    allowed); nesting deeper than MAX_DEPTH, a number beyond the range of numbers, a NUL
    character or a key twice in one object are refused naming their key."""
    path = Path(path)
    size = regular_file_size(path, tr("the project file does not exist."))
    if size > MAX_PROJECT_BYTES:
        raise InputError(
            tr("the project file is {size} MB; a project file holds at most {limit} MB.").format(
                size=number(size / 1e6, ".1f"), limit=MAX_PROJECT_BYTES // (1024 * 1024)
            ),
            path=path,
        )
    try:
        with open(path, "rb") as handle:
            text = handle.read(MAX_PROJECT_BYTES + 1).decode("utf-8-sig")
    except (OSError, UnicodeDecodeError) as exc:
        raise InputError(
            tr("cannot read the project file ({error}).").format(error=exc.__class__.__name__),
            path=path,
        ) from None
    try:
        data = json.loads(text, object_pairs_hook=_object_noting_twins)
    except json.JSONDecodeError as exc:
        raise InputError(
            tr("not valid JSON (line {line}, column {column}: {error}).").format(
                line=exc.lineno, column=exc.colno, error=exc.msg
            ),
            path=path,
        ) from None
    except ValueError:  # a whole number of more than 4,300 digits
        raise _beyond_range("project", tr("a number of over 4,300 digits")) from None
    except RecursionError:
        raise _too_deep("project") from None
    _check_values(data, "project", 0)
    check_format(data)
    return data


class _ObjectWithTwin(dict):
    """A JSON object in which `twin` appeared more than once (refused by `_check_values`)."""

    twin = ""


def _object_noting_twins(pairs: list[tuple[str, object]]) -> dict:
    result = _ObjectWithTwin(pairs)
    if len(result) == len(pairs):
        return dict(result)
    seen = set()
    result.twin = next(key for key, _ in pairs if key in seen or seen.add(key))
    return result


def _too_deep(key: str) -> ParameterError:
    return ParameterError(
        key if len(key) <= 60 else key[:57] + "...",
        tr("values are nested more than {limit} levels deep; a project file never is").format(
            limit=MAX_DEPTH
        ),
    )


def _beyond_range(key: str, value) -> ParameterError:
    """`value`: the number (a long one shortened), or words saying what it is."""
    if isinstance(value, int | float):
        text = {math.inf: "Infinity", -math.inf: "-Infinity"}.get(value, str(value))
        value = text if len(text) <= 20 else text[:17] + "..."
    return ParameterError(
        key,
        tr(
            "is not a usable number ({value}): numbers lie between about -1.8e308 and 1.8e308"
        ).format(value=value),
    )


def _check_values(value, key: str, depth: int) -> None:
    """Refuse, naming the key, what no setting can hold (see `read_document`): lean, as a
    project may list a million numbers."""
    if depth > MAX_DEPTH:
        raise _too_deep(key)
    if isinstance(value, dict):
        if isinstance(value, _ObjectWithTwin):
            raise ParameterError(
                f"{key}.{value.twin}",
                tr("appears twice in the same section; keep only one of them"),
            )
        items = value.items()
        name_of = (lambda name: name) if key == "project" else (lambda name: f"{key}.{name}")
    elif isinstance(value, list):
        items = enumerate(value)
        name_of = lambda position: f"{key}[{position}]"  # noqa: E731
    else:
        return
    largest = sys.float_info.max
    for name, item in items:
        kind = type(item)
        if kind is dict or kind is list or kind is _ObjectWithTwin:
            _check_values(item, name_of(name), depth + 1)
        elif kind is float and item - item != 0:  # inf or NaN (1e400, Infinity, NaN)
            raise _beyond_range(name_of(name), item if item == item else "NaN")
        elif kind is int and (item > largest or item < -largest):
            raise _beyond_range(name_of(name), item)
        elif kind is str and "\x00" in item:
            raise ParameterError(
                name_of(name), tr("contains a NUL character (\\0), which no setting can hold")
            )


def check_format(data) -> None:
    if not isinstance(data, dict):
        raise ParameterError("project", tr("the project file must hold a JSON object"))
    if data.get("format") != FORMAT:
        raise ParameterError(
            "format",
            tr(
                "expected {expected}, got {value}; this file was not written by this PrivDesk "
                "version"
            ).format(expected=repr(FORMAT), value=repr(data.get("format"))),
        )


def task_kind(data: dict) -> str:
    """The task a parsed project document belongs to (targeting when it does not say)."""
    task = data.get("task")
    if task is None:
        return DEFAULT_TASK
    if not isinstance(task, dict):
        raise ParameterError("task", tr("must be a JSON object"))
    kind = task.get("kind", DEFAULT_TASK)
    if not isinstance(kind, str):
        raise ParameterError("task.kind", tr("must be text, got {value}").format(value=repr(kind)))
    return kind


def take_csv_formula_guard(data: dict) -> bool:
    """The one output setting every task shares, `outputs.csv_formula_guard` (default
    true: CSV text cells a spreadsheet would run as formulas start with '; false for
    files read by programs), taken out of the document so each task's own `outputs`
    section holds only its files."""
    outputs = data.get("outputs")
    if not isinstance(outputs, dict) or "csv_formula_guard" not in outputs:
        return True
    guard = outputs.pop("csv_formula_guard")
    check_types({"csv_formula_guard": guard}, {"csv_formula_guard": "bool"}, "outputs")
    return guard


def take_pdf_output(data: dict, base_dir: Path) -> Path | None:
    """The other output every task shares, `outputs.pdf`: the report as a PDF file (None
    when not asked for), taken out of the document like `take_csv_formula_guard`."""
    outputs = data.get("outputs")
    if not isinstance(outputs, dict) or "pdf" not in outputs:
        return None
    path = path_of(outputs.pop("pdf"), "outputs.pdf", base_dir)
    if path is not None and path.suffix.lower() != ".pdf":
        raise ParameterError("outputs.pdf", tr("must be a file name ending in .pdf"))
    return path


def load_project(path: str | Path):
    """Read and validate a project file through the task its `task.kind` names."""
    from engine.tasks import get_task

    path = Path(path)
    data = read_document(path)
    take_csv_formula_guard(data)
    take_pdf_output(data, path.resolve().parent)
    return get_task(task_kind(data)).project_from_dict(data, path.resolve().parent)


def save_project(project, path: str | Path) -> None:
    """Write the project atomically, paths relative to its folder."""
    path = Path(path).resolve()
    text = json.dumps(project.to_dict(relative_to=path.parent), indent=2, ensure_ascii=False)
    write_text_atomic(path, text + "\n")


# --- checking values ---------------------------------------------------------------------


def check_sections(data: dict, allowed: set[str]) -> None:
    """The document's format, and no section a task does not know."""
    check_format(data)
    unknown = set(data) - allowed - {"format"}
    if unknown:
        raise ParameterError(sorted(unknown)[0], tr("unknown section in the project file"))


def section(data: dict, name: str, required: bool = False) -> dict:
    value = data.get(name)
    if value is None:
        if required:
            raise ParameterError(name, tr("this section is missing from the project file"))
        return {}
    if not isinstance(value, dict):
        raise ParameterError(name, tr("must be a JSON object"))
    return value


def has_type(value, kind: str) -> bool:
    if kind.endswith("?"):
        return value is None or has_type(value, kind[:-1])
    if "|" in kind:
        return any(has_type(value, part) for part in kind.split("|"))
    if kind == "auto":
        return value == "auto"
    if kind == "bool":
        return isinstance(value, bool)
    if kind == "texts":
        return isinstance(value, list) and all(isinstance(v, str) for v in value)
    if kind == "wholes":
        return isinstance(value, list) and all(has_type(v, "whole") for v in value)
    if kind == "object":
        return isinstance(value, dict)
    if isinstance(value, bool):
        return False  # JSON true/false is never a number
    if kind == "number":
        return isinstance(value, int | float) and math.isfinite(value)
    if kind == "whole":
        return isinstance(value, int)
    return isinstance(value, str)


def check_types(values: dict, schema: dict[str, str], section_name: str) -> None:
    """Refuse unknown keys and values of the wrong JSON type, naming `section.key`."""
    for key, value in values.items():
        if key not in schema:
            raise ParameterError(f"{section_name}.{key}", tr("unknown setting"))
        kind = schema[key]
        if not has_type(value, kind):
            names = type_names()
            wanted = functools.reduce(
                lambda first, second: tr("{first} or {second}").format(first=first, second=second),
                [names[k] for k in kind.rstrip("?").split("|")],
            )
            raise ParameterError(
                f"{section_name}.{key}",
                tr("must be {types}, got {value}").format(types=wanted, value=repr(value)),
            )


def build_spec(cls, values: dict, section_name: str, schema: dict[str, str]):
    """Fill a spec dataclass from `values`, checking every value's JSON type first."""
    check_types(values, schema, section_name)
    return cls(**values)


def in_range(key, value, low, high, open_low=False, open_high=False) -> None:
    ok = isinstance(value, int | float) and not isinstance(value, bool) and not math.isnan(value)
    ok = ok and (value > low if open_low else value >= low)
    ok = ok and (value < high if open_high else value <= high)
    if not ok:
        lo = "(" if open_low else "["
        hi = ")" if open_high else "]"
        raise ParameterError(
            key,
            tr("must lie in {interval}, got {value}").format(
                interval=f"{lo}{low}, {high}{hi}", value=repr(value)
            ),
        )


def whole_at_least(key: str, value, low: int, high: int | None = None) -> None:
    ok = isinstance(value, int) and not isinstance(value, bool) and value >= low
    ok = ok and (high is None or value <= high)
    if not ok:
        if high is None:
            message = tr("must be a whole number ≥ {low}, got {value}")
        else:
            message = tr("must be a whole number ≥ {low} and ≤ {high}, got {value}")
        raise ParameterError(
            key,
            message.format(
                low=low, high=None if high is None else number(high, ","), value=repr(value)
            ),
        )


def check_magnitudes(key: str, values) -> None:
    """Numbers that bound data (bounds, bin edges) within ±MAX_MAGNITUDE."""
    for value in values:
        if abs(value) > MAX_MAGNITUDE:
            raise ParameterError(
                key,
                tr(
                    "{value} is too large: bounds and bin edges lie between -{limit} and "
                    "{limit} (change the unit, e.g. thousands)"
                ).format(value=number(value, "g"), limit=number(MAX_MAGNITUDE, "g")),
            )


def at_most_items(key: str, values, limit: int) -> None:
    """A list whose length sizes work, refused beyond `limit` items."""
    if len(values) > limit:
        raise ParameterError(
            key,
            tr("lists {count} values; at most {limit} are allowed").format(
                count=number(len(values), ","), limit=number(limit, ",")
            ),
        )


@dataclass(frozen=True)
class InputSpec:
    """A table input: the file, and the workbook sheet for an XLSX file (None: the first);
    or a linked survey export (`engine.data.kobo`: `kind`, `repeats`, `members`, …)."""

    path: Path
    sheet: str | None = None
    kind: str = "table"
    repeats: tuple[Path, ...] = ()
    members: str | None = None
    group_separator: str | None = None
    form: Path | None = None  # the XLSForm, where a task reads one (anonymize: input.form)

    def to_dict(self, relative_to: Path | None = None) -> dict:
        if self.form is not None:
            return {**replace(self, form=None).to_dict(relative_to),
                    "form": relative_path_text(self.form, relative_to)}  # fmt: skip
        path = relative_path_text(self.path, relative_to)
        if self.kind == "table":
            return {"path": path, "sheet": self.sheet}
        files = {"main": path} if self.kind == "odk_csv" else {"path": path}
        if self.kind == "odk_csv":
            files["repeats"] = [relative_path_text(p, relative_to) for p in self.repeats]
        return {"kind": self.kind, **files, "members": self.members,
                "group_separator": self.group_separator}  # fmt: skip


def input_spec(data: dict, base_dir: Path) -> InputSpec:
    """The `input` section of a table task's project (`path`, optional `sheet`)."""
    inp = section(data, "input", required=True)
    unknown = set(inp) - {"path", "sheet"}
    if unknown:
        raise ParameterError(
            f"input.{sorted(unknown)[0]}", tr("is not a setting of the input section")
        )
    if "path" not in inp:
        raise ParameterError("input.path", tr("the project names no data file"))
    sheet = inp.get("sheet")
    if sheet is not None and not isinstance(sheet, str):
        raise ParameterError(
            "input.sheet", tr("must be a sheet name or null, got {value}").format(value=repr(sheet))
        )
    return InputSpec(path_of(inp["path"], "input.path", base_dir), sheet)


def path_of(value, key: str, base_dir: Path) -> Path | None:
    """A path setting: None stays None; relative paths are taken from `base_dir`."""
    if value is None:
        return None
    if not isinstance(value, str) or not value.strip():
        raise ParameterError(key, tr("must be a file path"))
    if "\x00" in value:
        raise ParameterError(key, tr("contains a NUL character (\\0), which no setting can hold"))
    longest = max(len(part) for part in Path(value).parts)
    if len(value) > MAX_PATH_CHARS or longest > MAX_NAME_CHARS:
        raise ParameterError(
            key,
            tr(
                "the path is too long ({length} characters; at most {limit} in all and {name} "
                "per folder or file name)"
            ).format(
                length=number(max(len(value), longest), ","),
                limit=number(MAX_PATH_CHARS, ","),
                name=MAX_NAME_CHARS,
            ),
        )
    path = Path(value).expanduser()
    return path if path.is_absolute() else (base_dir / path).resolve()


def existing_file(value, key: str, base_dir: Path) -> Path:
    path = path_of(value, key, base_dir)
    if path is None:
        raise ParameterError(key, tr("must be a file path"))
    regular_file_size(path, tr("{key} names a file that does not exist.").format(key=key), key)
    return path


def relative_path_text(path: Path | None, relative_to: Path | None) -> str | None:
    """A path as a project file stores it: relative to the project's folder when possible."""
    if path is None or is_remote(path):  # a location Spark reads: as written
        return None if path is None else str(path)
    if relative_to is not None:
        try:
            return Path(os.path.relpath(path, relative_to)).as_posix()
        except ValueError:  # another drive on Windows
            pass
    return str(path)


def plain(spec) -> dict:
    """A spec dataclass as a JSON object (field name → value)."""
    return {f.name: getattr(spec, f.name) for f in fields(spec)}
