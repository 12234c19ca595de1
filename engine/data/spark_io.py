"""The Spark engine (project `engine.kind: spark`): a connection that runs the stages' DuckDB
SQL on Spark, so the mobility counting and the out-of-core statistics have one definition
executed by either engine.

`SparkConnection` answers the part of DuckDB's connection the stages use (`execute` with
`fetchone`, `fetchall`, `fetchnumpy`; `register`; `interrupt`). Queries are translated by
`engine.data.spark_sql`; the other statements are carried out here: CREATE TABLE as a
cached DataFrame, CREATE VIEW as a temporary view, DELETE and INSERT as a new cached
DataFrame, SET TimeZone as Spark's session time zone, macros and `setseed` remembered for
the queries that use them. Only query results (the bounded aggregates) come back to Python.

PySpark is imported here only, when a project asks for Spark (requirements-spark.txt).
"""

from __future__ import annotations

import re
import threading
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import numpy as np
import pandas as pd

from engine.core.errors import Cancelled, InputError, ParameterError
from engine.core.i18n import tr
from engine.core.jobs import JobContext
from engine.core.spark_paths import is_remote
from engine.data.duckdb_io import CSV_SUFFIXES, PARQUET_SUFFIXES
from engine.data.engines import EngineSpec
from engine.data.layout import sniff_csv
from engine.data.spark_sql import to_spark

_S = re.S | re.I
_NAMES = r"SELECT\s+column_name(\s*,\s*column_type)?\s+FROM\s+\(DESCRIBE\s+(\w+)\)"
_STATEMENTS = [
    ("threads", re.compile(r"SET\s+threads\s*=.*", _S)),
    ("timezone", re.compile(r"SET\s+TimeZone\s*=\s*'([^']*)'", _S)),
    ("seed", re.compile(r"SELECT\s+setseed\(\?\)", _S)),
    ("macro", re.compile(r"CREATE\s+MACRO\s+(\w+)\(([^)]*)\)\s+AS\s+(.*)", _S)),
    ("table", re.compile(r"CREATE\s+(?:OR\s+REPLACE\s+)?TABLE\s+(\w+)\s+AS\s+(.*)", _S)),
    ("view", re.compile(r"CREATE\s+(?:OR\s+REPLACE\s+)?VIEW\s+(\w+)\s+AS\s+(.*)", _S)),
    ("drop", re.compile(r"DROP\s+(?:VIEW|TABLE)\s+(\w+)", _S)),
    ("delete", re.compile(r"DELETE\s+FROM\s+(\w+)\s+WHERE\s+(.*)", _S)),
    ("insert", re.compile(r"INSERT\s+INTO\s+(\w+)\s*\(([^)]*)\)\s*(SELECT\s.*)", _S)),
    ("describe", re.compile(r"DESCRIBE\s+(\w+)", _S)),
    ("names", re.compile(_NAMES, _S)),
]
_DUCKDB_TYPES = {
    "string": "VARCHAR", "long": "BIGINT", "integer": "INTEGER", "short": "SMALLINT",
    "byte": "TINYINT", "double": "DOUBLE", "float": "FLOAT", "date": "DATE",
    "timestamp": "TIMESTAMP WITH TIME ZONE", "timestamp_ntz": "TIMESTAMP",
    "boolean": "BOOLEAN", "binary": "BLOB",
}  # fmt: skip


# Spark shows and logs every statement's text, with the random keys of the contribution
# bounds in it: no web page and no event log unless the project's `engine.conf` asks (a
# session spark-submit started keeps the cluster's settings: resources/docs/spark.md).
QUIET = {
    "spark.ui.enabled": "false",
    "spark.eventLog.enabled": "false",
    "spark.ui.showConsoleProgress": "false",
}


def _pyspark():
    try:
        import pyspark.sql
    except ImportError:
        raise ParameterError(
            "engine.kind",
            tr(
                "the Spark engine needs PySpark, which is not installed here: install it "
                "(pip install -r requirements-spark.txt, with a Java 17 runtime) or count "
                'with the built-in engine.\nDetails: engine.kind "duckdb"'
            ),
        ) from None
    return pyspark.sql


def spark_root(spec: EngineSpec):
    """The process's SparkSession (started once: the master and settings of the first
    project that asks; spark-submit's when run under it)."""
    sql = _pyspark()
    builder = sql.SparkSession.builder.appName("PrivDesk")
    if spec.master is not None:
        builder = builder.master(spec.master)
    for name, value in (*QUIET.items(), *spec.conf):
        builder = builder.config(name, value)
    try:
        return builder.getOrCreate()
    except Exception as exc:  # Java missing or a master that cannot be reached
        raise ParameterError(
            "engine.master",
            tr(
                "Spark could not start ({error}); it needs a Java 17 runtime and a master "
                "it can reach"
            ).format(error=_first_line(exc)),
        ) from None


@contextmanager
def spark_session(ctx: JobContext, path: Path, spec: EngineSpec) -> Iterator[SparkConnection]:
    """A fresh Spark session (its own temporary views and time zone) on the shared
    context; its jobs are cancelled as soon as the user cancels."""
    from py4j.protocol import Py4JError
    from pyspark.errors import PySparkException

    spark = spark_root(spec).newSession()
    con = SparkConnection(spark)
    group = f"privdesk-{uuid.uuid4().hex}"
    spark.sparkContext.setJobGroup(group, "PrivDesk", interruptOnCancel=True)
    done = threading.Event()

    def watch() -> None:
        while not done.wait(0.1):
            if ctx.cancel_flag.is_cancelled:
                spark.sparkContext.cancelJobGroup(group)
                return

    watcher = threading.Thread(target=watch, daemon=True)
    watcher.start()
    try:
        yield con
    except (PySparkException, Py4JError) as exc:
        if ctx.cancel_flag.is_cancelled:
            raise Cancelled() from None
        if "Illegal Parquet type" in str(exc) and "TIME(" in str(exc):  # no such Spark type
            raise InputError(
                tr("Spark cannot read a Parquet column of times of day without their date."),
                path=path,
                hint=tr(
                    "Store the time of day as text such as 14:05:00, or count these records "
                    'with the built-in engine.\nDetails: engine.kind "duckdb"'
                ),
            ) from None
        raise InputError(
            tr("Spark could not read or count the file ({error}).").format(error=_first_line(exc)),
            path=path,
            hint=tr("Check that it is a complete, well-formed CSV or Parquet export."),
        ) from None
    finally:
        done.set()
        watcher.join()
        con.close()


class SparkResult:
    """A query's rows, collected on first use (only aggregates are fetched)."""

    def __init__(self, frame=None) -> None:
        self._frame = frame
        self._rows: list | None = None if frame is not None else []

    def _collected(self) -> list:
        if self._rows is None:
            self._rows = [tuple(row) for row in self._frame.collect()]
        return self._rows

    def fetchone(self) -> tuple | None:
        rows = self._collected()
        return rows[0] if rows else None

    def fetchall(self) -> list[tuple]:
        return self._collected()

    def fetchnumpy(self) -> dict[str, np.ndarray]:
        rows = self._collected()
        return {
            name: np.array([row[i] for row in rows]) for i, name in enumerate(self._frame.columns)
        }

    def df(self) -> pd.DataFrame:
        return pd.DataFrame(self._collected(), columns=self._frame.columns)


class SparkConnection:
    """The stages' DuckDB statements, carried out on one Spark session."""

    def __init__(self, spark) -> None:
        self.spark = spark
        self.macros: dict[str, tuple[list[str], str]] = {}
        self.seed = 0
        self._cached: dict[str, object] = {}

    def sql(self, text: str):
        """A query, translated, as a Spark DataFrame (not yet run); its random() draws
        other numbers than the previous statements' (`spark_sql.to_spark`)."""
        self.seed += 1
        return self.spark.sql(to_spark(text, self.macros, self.seed, self._columns))

    def _columns(self, table: str) -> list[str]:
        return self.spark.table(table).columns

    def execute(self, text: str, params: list | None = None) -> SparkResult:
        text = text.strip()
        for kind, pattern in _STATEMENTS:
            match = pattern.fullmatch(text)
            if match is not None:
                return getattr(self, f"_{kind}")(*match.groups(), params=params)
        return SparkResult(self.sql(text))

    def register(self, name: str, frame: pd.DataFrame) -> None:
        """A small table (the tower table) as a view of literal rows: built by the JVM,
        so Spark's executors never run Python."""
        rows = ", ".join(
            "(" + ", ".join(_literal(value) for value in row) + ")"
            for row in frame.itertuples(index=False)
        )
        columns = ", ".join("`" + str(c).replace("`", "``") + "`" for c in frame.columns)
        self.spark.sql(f"SELECT * FROM VALUES {rows} AS t({columns})").createOrReplaceTempView(name)

    def unregister(self, name: str) -> None:
        self.spark.catalog.dropTempView(name)

    def interrupt(self) -> None:
        self.spark.sparkContext.cancelAllJobs()

    def close(self) -> None:
        for frame in self._cached.values():
            frame.unpersist()
        self._cached.clear()

    def read_file(self, path: Path, view: str) -> None:
        """Temporary view `view` over a CSV (every column text, as DuckDB reads it) or
        Parquet file; a CSV with the delimiter and encoding the in-memory reader detects
        (compressed or at a location only Spark reads: UTF-8, "," or a .tsv's tab)."""
        name = path.name.lower()
        reader = self.spark.read
        if name.endswith(PARQUET_SUFFIXES):
            frame = reader.parquet(str(path))
        elif name.endswith(CSV_SUFFIXES):
            if name.endswith(".gz") or is_remote(path):  # UTF-8, the suffix's delimiter
                sep, encoding = ("\t" if ".tsv" in name else ","), "UTF-8"
            else:
                layout = sniff_csv(path)
                sep, encoding = layout.delimiter, layout.encoding.replace("-sig", "")
            frame = reader.csv(
                str(path), header=True, inferSchema=False, sep=sep, encoding=encoding,
                escape='"', mode="FAILFAST",
            )  # fmt: skip
        else:
            raise InputError(
                tr("files ending in '{suffix}' cannot be read here.").format(suffix=path.suffix),
                path=path,
                hint=tr("Save the records as CSV (optionally .csv.gz) or Parquet."),
            )
        frame.createOrReplaceTempView(view)

    def text_table(self, path) -> pd.DataFrame:
        """A small CSV (the tower table) as text cells, "" where blank, read by Spark."""
        self.read_file(path, "text_table")
        frame = self.execute("SELECT * FROM text_table").df()
        self.spark.catalog.dropTempView("text_table")
        return frame.fillna("").astype(str)

    # --- the statements that are not queries --------------------------------------------

    def _threads(self, params=None) -> SparkResult:
        return SparkResult()  # Spark keeps file order through its partition ids

    def _timezone(self, zone: str, params=None) -> SparkResult:
        self.spark.conf.set("spark.sql.session.timeZone", zone)
        return SparkResult()

    def _seed(self, params=None) -> SparkResult:
        self.seed = int(float(params[0]) * 2**62)  # DuckDB's setseed takes [-1, 1]
        return SparkResult()

    def _macro(self, name: str, arguments: str, body: str, params=None) -> SparkResult:
        self.macros[name] = ([a.strip() for a in arguments.split(",")], body)
        return SparkResult()

    def _table(self, name: str, select: str, params=None) -> SparkResult:
        self._keep(name, self.sql(select), eager=False)
        return SparkResult()

    def _view(self, name: str, select: str, params=None) -> SparkResult:
        self.sql(select).createOrReplaceTempView(name)
        return SparkResult()

    def _drop(self, name: str, params=None) -> SparkResult:
        old = self._cached.pop(name, None)
        if old is not None:
            old.unpersist()
        self.spark.catalog.dropTempView(name)
        return SparkResult()

    def _delete(self, name: str, condition: str, params=None) -> SparkResult:
        self._keep(name, self.sql(f"SELECT * FROM {name} WHERE NOT coalesce(({condition}), false)"))
        return SparkResult()

    def _insert(self, name: str, columns: str, select: str, params=None) -> SparkResult:
        names = [c.strip() for c in columns.split(",")]
        added = self.sql(select).toDF(*names)
        table = self.spark.table(name)
        self._keep(name, table.unionByName(added, allowMissingColumns=True))
        return SparkResult()

    def _describe(self, view: str, params=None) -> SparkResult:
        rows = [(f.name, duckdb_type(f.dataType), "YES") for f in self.spark.table(view).schema]
        return _rows_result(rows, ["column_name", "column_type", "null"])

    def _names(self, with_types: str | None, view: str, params=None) -> SparkResult:
        rows = [(f.name, duckdb_type(f.dataType)) for f in self.spark.table(view).schema]
        if with_types:
            return _rows_result(rows, ["column_name", "column_type"])
        return _rows_result([r[:1] for r in rows], ["column_name"])

    def _keep(self, name: str, frame, eager: bool = True) -> None:
        """`frame` kept (memory, then disk) as table `name`, like a DuckDB table, whose
        rows are numbered (`rowid`): computed once, by its first use or now (`eager`: the
        table it replaces is then released, once the new one is built)."""
        from pyspark import StorageLevel
        from pyspark.sql import functions

        if "rowid" not in frame.columns:
            frame = frame.withColumn("rowid", functions.monotonically_increasing_id())
        frame = frame.persist(StorageLevel.MEMORY_AND_DISK)
        if eager:
            frame.count()
        old = self._cached.pop(name, None)
        frame.createOrReplaceTempView(name)
        self._cached[name] = frame
        if old is not None:
            old.unpersist()


def _rows_result(rows: list[tuple], columns: list[str]) -> SparkResult:
    result = SparkResult(_Named(columns))
    result._rows = rows
    return result


class _Named:
    """Stands for a frame whose rows are already known (DESCRIBE): only its columns."""

    def __init__(self, columns: list[str]) -> None:
        self.columns = columns


def duckdb_type(kind) -> str:
    """A Spark type as DuckDB's DESCRIBE spells it, for the stages' type checks."""
    name = kind.typeName()
    if name == "decimal":
        return kind.simpleString().upper()
    if name == "array":
        return duckdb_type(kind.elementType) + "[]"
    if name in ("map", "struct"):
        return name.upper() + "(" + kind.simpleString() + ")"
    return _DUCKDB_TYPES.get(name, name.upper())


def _literal(value) -> str:
    if value is None:
        return "NULL"
    if isinstance(value, int | np.integer):
        return str(int(value))
    if isinstance(value, float | np.floating):
        return repr(float(value))
    return "'" + str(value).replace("\\", "\\\\").replace("'", "\\'") + "'"


def _first_line(exc: Exception) -> str:
    text = str(getattr(exc, "java_exception", exc)).strip()  # Java's own message, if any
    return text.splitlines()[0] if text else type(exc).__name__
