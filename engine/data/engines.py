"""Which engine reads the raw records: embedded DuckDB (the default, what the laptop and the
offline bundle use) or Apache Spark, where an operator's records already live (project key
`engine`, `main.py run --engine spark --spark-master local[2]`).

Both run the same SQL text of each stage (`engine.data.spark_sql` translates DuckDB's
dialect for Spark), and only the bounded exact aggregates come back; the noise, the ledger
and the manifest stay PrivDesk's. PySpark is an optional extra (requirements-spark.txt),
imported only by `engine.data.spark_io` when a project asks for Spark.
"""

from __future__ import annotations

import hashlib
import importlib.util
from dataclasses import dataclass
from pathlib import Path

from engine.core.errors import ParameterError
from engine.core.i18n import tr
from engine.core.project_file import check_types, existing_file, task_kind
from engine.core.spark_paths import RemotePath, is_remote, spark_location
from engine.data.fingerprint import file_sha256

KINDS = ("duckdb", "spark")
ENGINE_TASKS = ("mobility", "statistics")  # the tasks that read raw records out of core
KEY = "engine"
SCHEMA = {"kind": "text", "master": "text?", "conf": "object"}


@dataclass(frozen=True)
class EngineSpec:
    """`kind` "duckdb" or "spark"; for Spark, the master URL (None: the one spark-submit
    or the cluster's defaults give) and extra Spark settings as (name, text) pairs."""

    kind: str = "duckdb"
    master: str | None = None
    conf: tuple[tuple[str, str], ...] = ()

    @property
    def is_spark(self) -> bool:
        return self.kind == "spark"

    def to_dict(self) -> dict | None:
        """The project file's `engine` section (None for the default, so older projects
        read and write unchanged)."""
        if not self.is_spark:
            return None
        out: dict = {"kind": self.kind}
        if self.master is not None:
            out["master"] = self.master
        if self.conf:
            out["conf"] = dict(self.conf)
        return out

    def section(self) -> dict:
        """{"engine": …} to add to a project file, or {} for the default."""
        section = self.to_dict()
        return {} if section is None else {KEY: section}

    def settings(self) -> dict:
        """Which engine counted, as the manifest records it: the kind and the master, never
        the settings (they may hold a storage account's keys)."""
        return {"kind": self.kind, "master": self.master} if self.is_spark else {"kind": self.kind}


def engine_from_dict(value) -> EngineSpec:
    """The `engine` section (None or {} for DuckDB); refused naming `engine.<key>`."""
    if value is None or value == {}:
        return EngineSpec()
    if not isinstance(value, dict):
        raise ParameterError(KEY, tr("must be a JSON object"))
    check_types(value, SCHEMA, KEY)
    kind = value.get("kind", "duckdb")
    if kind not in KINDS:
        raise ParameterError(
            f"{KEY}.kind",
            tr("must be one of {choices}, got {value}").format(
                choices=", ".join(KINDS), value=repr(kind)
            ),
        )
    master, conf = value.get("master"), value.get("conf", {})
    if kind == "duckdb" and (master is not None or conf):
        raise ParameterError(
            f"{KEY}.kind", tr('master and conf are Spark settings: set kind to "spark"')
        )
    if master is not None and not master.strip():
        raise ParameterError(
            f"{KEY}.master", tr('must be a Spark master such as "local[2]" or "yarn"')
        )
    pairs = []
    for name, setting in conf.items():
        if not name.startswith("spark.") or not isinstance(setting, str | int | float | bool):
            raise ParameterError(
                f"{KEY}.conf.{name}",
                tr('must be a Spark setting named "spark.…" with a text or number value'),
            )
        text = str(setting).lower() if isinstance(setting, bool) else str(setting)
        pairs.append((name, text))
    return EngineSpec(kind, master, tuple(pairs))


def with_engine(document: dict, kind: str | None, master: str | None) -> dict:
    """The project document with the command line's `--engine` and `--spark-master`."""
    if kind is None and master is None:
        return document
    task = task_kind(document)
    if task not in ENGINE_TASKS:
        raise ParameterError(
            "--engine",
            tr("the {task} task reads its data in memory: only mobility and statistics "
               "projects choose an engine").format(task=task),
        )  # fmt: skip
    given = document.get(KEY)
    section = dict(given) if isinstance(given, dict) and kind != "duckdb" else {}
    if kind is not None:
        section["kind"] = kind
    if master is not None:
        section["master"] = master
    return {**document, KEY: section}


def spark_available() -> bool:
    """True when PySpark can be imported (the optional extra is installed)."""
    return importlib.util.find_spec("pyspark") is not None


def input_file(value, key: str, base_dir: Path) -> Path | RemotePath:
    """An input setting: a location Spark reads (`hdfs://…`, `s3a://…`, `file://…`; checked
    against the engine by `refuse_remote`) as written, or a file that exists here."""
    return spark_location(value) or existing_file(value, key, base_dir)


def refuse_remote(files: dict, engine: EngineSpec) -> None:
    """Refuse, naming its key, a location Spark reads given to the built-in engine."""
    if engine.is_spark:
        return
    for key, path in files.items():
        if is_remote(path):
            raise ParameterError(
                key,
                tr(
                    "{location} is a location only Spark reads: choose the Spark engine "
                    '(engine.kind "spark", or --engine spark), or give a file on this machine'
                ).format(location=path),
            )


def fingerprint(path) -> str | None:
    """The input's SHA-256; None for a location Spark reads (never opened here)."""
    return None if is_remote(path) else file_sha256(path)


def dataset_key(path) -> str:
    """What names the dataset in its privacy ledger: the file's SHA-256 or, for a location
    Spark reads (not fingerprinted here), a hash of the location as the project gives it."""
    if is_remote(path):
        return "location-" + hashlib.sha256(str(path).encode("utf-8")).hexdigest()
    return file_sha256(path)


def not_fingerprinted_note() -> str:
    """What manifests and reports say instead of a remote input's fingerprint."""
    return tr("read by Spark where the data lives; not fingerprinted on this machine")
