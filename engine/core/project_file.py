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
from dataclasses import dataclass, fields
from pathlib import Path

from engine.core.errors import InputError, ParameterError
from engine.core.i18n import number, tr
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


def read_document(path: str | Path) -> dict:
    """Parse a project file into a dict, with a message naming the file on any failure."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise InputError(tr("the project file does not exist."), path=path) from None
    except IsADirectoryError:
        raise InputError(tr("this is a folder, not a project file."), path=path) from None
    except (OSError, UnicodeDecodeError) as exc:
        raise InputError(
            tr("cannot read the project file ({error}).").format(error=exc.__class__.__name__),
            path=path,
        ) from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise InputError(
            tr("not valid JSON (line {line}, column {column}: {error}).").format(
                line=exc.lineno, column=exc.colno, error=exc.msg
            ),
            path=path,
        ) from None
    check_format(data)
    return data


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


def load_project(path: str | Path):
    """Read and validate a project file through the task its `task.kind` names."""
    from engine.tasks import get_task

    path = Path(path)
    data = read_document(path)
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


@dataclass(frozen=True)
class InputSpec:
    """A table input: the file, and the workbook sheet for an XLSX file (None: the first)."""

    path: Path
    sheet: str | None = None

    def to_dict(self, relative_to: Path | None = None) -> dict:
        return {"path": relative_path_text(self.path, relative_to), "sheet": self.sheet}


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
    path = Path(value).expanduser()
    return path if path.is_absolute() else (base_dir / path).resolve()


def existing_file(value, key: str, base_dir: Path) -> Path:
    path = path_of(value, key, base_dir)
    if path is None:
        raise ParameterError(key, tr("must be a file path"))
    if not path.is_file():
        raise InputError(tr("{key} names a file that does not exist.").format(key=key), path=path)
    return path


def relative_path_text(path: Path | None, relative_to: Path | None) -> str | None:
    """A path as a project file stores it: relative to the project's folder when possible."""
    if path is None:
        return None
    if relative_to is not None:
        try:
            return Path(os.path.relpath(path, relative_to)).as_posix()
        except ValueError:  # another drive on Windows
            pass
    return str(path)


def plain(spec) -> dict:
    """A spec dataclass as a JSON object (field name → value)."""
    return {f.name: getattr(spec, f.name) for f in fields(spec)}
