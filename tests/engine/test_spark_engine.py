"""The Spark engine (issue 34) runs the same SQL as DuckDB and must count the same: on
generated call records in every shape PrivDesk reads, the records as read (subscriber, local
time, tower) are equal; through the mobility release at the largest ε, the daily matrices
are equal cell for cell, every calendar day included (the outage day and a declared day
after the last record: zeros); with a binding cap of trips per person-day the random choice
differs but the trips kept per day are equal and no cell exceeds the uncapped count; an
unknown tower is refused with DuckDB's message before anything is counted. The statistics
group-by (counts, tables, sums, means, histograms) gives equal per-cell totals, with a
privacy unit whose bound does not bind and, when it binds, the same rows dropped; under the
unit's cell bounds (rows per cell, cells per unit), the same cells where the random choice
cannot change them and the same number of rows dropped.
Inputs where the data lives (hdfs://, s3a://, …) are stood in for by file:// locations:
Spark's release and statistics run read them and count as the local file does, the
manifest names them by file name without a hash, an unknown tower in a remote tower table is
refused by name; such a location is refused to DuckDB, and a statistics input there without
budget.ledger, each by key, before anything is charged.

One Spark session (local[2], 2 shuffle partitions, no UI) serves every test; without PySpark
or Java they are skipped. The translation itself is checked without Spark."""

from __future__ import annotations

import datetime as dt
import json
import re
import shutil
import zoneinfo

import numpy as np
import pandas as pd
import pytest

from engine.cli import main
from engine.core.errors import InputError, ParameterError
from engine.core.jobs import JobContext
from engine.core.parquet import read_parquet, write_parquet
from engine.core.runner import run_task
from engine.core.spark_paths import spark_location
from engine.data.engines import EngineSpec, engine_from_dict, spark_available, with_engine
from engine.data.spark_sql import to_spark
from engine.mobility.trip_inputs import checked_records
from engine.mobility.trips import extract_records
from engine.privacy.ledger_store import user_data_dir
from engine.statistics.out_of_core import unit_totals_from_file
from engine.statistics.privacy_unit import PrivacyUnit
from engine.statistics.queries import Query
from engine.tasks import get_task
from engine.tasks.mobility import run as mobility_run
from engine.tasks.mobility.project import mobility_project_from_dict
from engine.tasks.mobility.report import render_report as mobility_report
from engine.tasks.statistics.project import statistics_project_from_dict
from tests.bench.gen_mobility_records import write_records, write_towers
from tests.engine.test_statistics_out_of_core import CSV, QUERIES, declared_from
from tests.engine.test_statistics_out_of_core import document as statistics_document

SPARK = EngineSpec("spark", "local[2]")
ZONE = "Asia/Dhaka"
needs_spark = pytest.mark.skipif(
    not spark_available() or shutil.which("java") is None,
    reason="PySpark (requirements-spark.txt) or a Java runtime is not installed",
)


@pytest.fixture(scope="session")
def spark():
    from pyspark.sql import SparkSession

    session = (
        SparkSession.builder.master("local[2]")
        .appName("PrivDesk tests")
        .config("spark.sql.shuffle.partitions", "2")
        .config("spark.ui.enabled", "false")
        .config("spark.ui.showConsoleProgress", "false")
        .config("spark.sql.codegen.wholeStage", "false")  # tiny data: compiling costs most
        .getOrCreate()
    )
    session.sparkContext.setLogLevel("ERROR")
    yield session
    session.stop()


@pytest.fixture(scope="module")
def records(tmp_path_factory):
    """~2,000 generated records (4 regions, 5 days, day 2 an outage) and their tower table
    (ids "00007"; the records hold them as integers)."""
    folder = tmp_path_factory.mktemp("records")
    write_towers(folder / "towers.csv", 4)
    write_records(folder / "records.parquet", 2_000, 4, 5, 2, seed=3)
    return folder


def shapes(folder) -> dict:
    """Every shape of call records PrivDesk reads, written from the same records:
    name → (file, columns settings)."""
    data = read_parquet(folder / "records.parquet")
    local = data["time"]
    utc = [t.replace(tzinfo=zoneinfo.ZoneInfo(ZONE)).astimezone(dt.UTC) for t in local]
    seconds = [int(t.timestamp()) for t in utc]
    text = local.dt.strftime("%Y-%m-%d %H:%M:%S")
    padded = data["tower"].map(lambda t: f"{t:03d}")  # "007" against the table's "00007"
    west = dt.timezone(-dt.timedelta(hours=3))
    offsets = [
        t.strftime("%Y-%m-%dT%H:%M:%SZ") if i % 2 else t.astimezone(west).isoformat()
        for i, t in enumerate(utc)
    ]
    split = data.assign(day=local.dt.strftime("%Y-%m-%d"), clock=local.dt.strftime("%H:%M:%S"))
    zone, epoch = {"timezone": ZONE}, {"time_format": "epoch_seconds", "timezone": ZONE}
    out = {
        "parquet": (data, {}),
        "csv text": (data.assign(time=text, tower=padded), {}),
        "csv date and time": (split.drop(columns="time"), {"date": "day", "time": "clock"}),
        "parquet date and time": (
            data.assign(day=local.dt.date, clock=local.dt.time).drop(columns="time"),
            {"date": "day", "time": "clock"},
        ),
        "parquet epoch": (data.assign(time=np.array(seconds)), epoch),
        "csv epoch": (data.assign(time=seconds), epoch),
        "csv offsets": (data.assign(time=offsets), zone),
        "parquet instants": (data.assign(time=pd.to_datetime(utc, utc=True)), zone),
    }  # fmt: skip
    files = {}
    for name, (frame, columns) in out.items():
        path = folder / (name.replace(" ", "_") + (".csv" if "csv" in name else ".parquet"))
        if "csv" in name:
            frame.to_csv(path, index=False)
        else:
            write_parquet(frame, path)
        files[name] = (path, columns)
    return files


def read_back(path, towers, columns, engine) -> list[tuple]:
    with checked_records(JobContext(), path, towers, None, columns, False, engine) as found:
        rows = found[0].execute("SELECT CAST(sub AS VARCHAR), ts, tower FROM rec").fetchall()
    return sorted(rows)


# --- without Spark ----------------------------------------------------------------------------


def test_translation_of_the_duckdb_constructs():
    sql = (
        'SELECT "it\'s ""x""", \'a\'\'b\\c\', hash(xor(hash(s, d), 7::UBIGINT)), '
        "regexp_matches(t, '\\d$'), CAST(x AS VARCHAR), TRY_CAST(y AS TIMESTAMP), "
        "timezone('UTC', TRY_CAST(z AS TIMESTAMPTZ)), ltrim(w, '0'), row_number() OVER () "
        "FROM a ANTI JOIN b USING (k) LEFT SEMI JOIN c USING (k), range(3)"
    )
    assert to_spark(sql, {}, 0) == (
        "SELECT `it's \"x\"`, 'a\\'b\\\\c', xxhash64(((xxhash64(s, d)) ^ (CAST(7 AS BIGINT)))), "
        "(t RLIKE '\\\\d$'), CAST(x AS STRING), TRY_CAST(y AS TIMESTAMP_NTZ), "
        "CAST(TRY_CAST(z AS TIMESTAMP_LTZ) AS TIMESTAMP_NTZ), TRIM(LEADING '0' FROM w), "
        "row_number() OVER (ORDER BY monotonically_increasing_id()) "
        "FROM a LEFT ANTI JOIN b ON a.k = b.k LEFT SEMI JOIN c USING (k), range(3)"
    )  # a's columns in their order, as DuckDB keeps them (Spark's USING puts k first)
    macros = {"num": (["x"], "TRY_CAST(REPLACE(x, ',', '.') AS DOUBLE)")}
    assert to_spark('SELECT num("v") + 1', macros, 0) == (
        "SELECT (TRY_CAST(REPLACE((`v`), ',', '.') AS DOUBLE)) + 1"
    )
    assert to_spark("SELECT list_max(min(((d.a << 32) + d.rowid), 3))", {}, 0) == (
        "SELECT array_max(slice(array_sort(collect_list(struct(d.a, d.rowid))), 1, 3))"
    )
    columns = {"t": ["a", "draw", "b`c", "cell"]}.get
    cells = "SELECT * EXCLUDE (draw, cell) FROM t UNION ALL SELECT list_value(x, hash(y)) FROM u"
    assert to_spark(cells, {}, 0, columns) == (
        "SELECT `a`, `b``c` FROM t UNION ALL SELECT array(x, xxhash64(y)) FROM u"
    )
    draw = "SELECT ((CAST(floor(random() * 4294967296) AS UBIGINT) << 32) + rowid), random()"
    sparked = to_spark(draw, {}, 7)
    seeds = [int(s) for s in re.findall(r"rand\((\d+)\)", sparked)]
    assert sparked == (
        f"SELECT struct(CAST(floor(rand({seeds[0]}) * 4294967296) AS BIGINT), rowid), "
        f"rand({seeds[1]})"
    )  # each random() its own seed, and each statement (the next seed) others
    later = [int(s) for s in re.findall(r"rand\((\d+)\)", to_spark(draw, {}, 8))]
    assert len({*seeds, *later}) == 4 and to_spark(draw, {}, 7) == sparked


def test_engine_settings_are_checked_by_key(tmp_path):
    assert engine_from_dict(None) == EngineSpec()
    spec = engine_from_dict({"kind": "spark", "master": "yarn", "conf": {"spark.x": 4}})
    assert spec.conf == (("spark.x", "4"),) and spec.settings() == {
        "kind": "spark",
        "master": "yarn",
    }
    for bad, key in [
        ({"kind": "hive"}, "engine.kind"),
        ({"kind": "duckdb", "master": "local[2]"}, "engine.kind"),
        ({"kind": "spark", "conf": {"executor": "2g"}}, "engine.conf.executor"),
        ({"kind": "spark", "cores": 2}, "engine.cores"),
    ]:
        with pytest.raises(ParameterError) as error:
            engine_from_dict(bad)
        assert error.value.name == key
    document = {"task": {"kind": "statistics"}, "engine": {"kind": "spark", "master": "yarn"}}
    assert with_engine(document, "duckdb", None)["engine"] == {"kind": "duckdb"}
    assert with_engine(document, None, "local[2]")["engine"]["master"] == "local[2]"
    with pytest.raises(ParameterError, match="--engine"):
        with_engine({"task": {"kind": "targeting"}}, "spark", None)


def test_projects_say_which_engine_counts(tmp_path):
    shutil.copy(CSV, tmp_path / "survey.csv")
    document = {
        "format": "privdesk-project/1",
        "task": {"kind": "statistics"},
        "input": {"path": "survey.csv"},
        "queries": [{"type": "count"}],
        "engine": {"kind": "spark", "master": "yarn"},
    }
    with pytest.raises(ParameterError, match=r"processing\.out_of_core") as error:
        statistics_project_from_dict(document, tmp_path)
    assert error.value.name == "engine.kind"
    project = statistics_project_from_dict(
        document | {"processing": {"out_of_core": True}}, tmp_path
    )
    assert project.to_dict(tmp_path)["engine"] == {"kind": "spark", "master": "yarn"}
    assert project.settings()["engine"] == {"kind": "spark", "master": "yarn"}
    (tmp_path / "trips.csv").write_text("subscriber,day,origin,destination\ns,2024-01-01,A,B\n")
    trips = {"format": "privdesk-project/1", "task": {"kind": "mobility"},
             "input": {"trips": "trips.csv"}, "engine": {"kind": "spark"}}  # fmt: skip
    with pytest.raises(ParameterError, match="call records") as error:
        mobility_project_from_dict(trips, tmp_path)
    assert error.value.name == "engine.kind"
    del trips["engine"]
    assert "engine" not in mobility_project_from_dict(trips, tmp_path).to_dict(tmp_path)


# --- mobility ---------------------------------------------------------------------------------


@needs_spark
def test_every_record_shape_reads_the_same(spark, records):
    towers = records / "towers.csv"
    expected = read_back(records / "records.parquet", towers, {}, None)
    for name, (path, columns) in shapes(records).items():
        assert read_back(path, towers, columns, None) == expected, name  # the twin
        if name == "parquet date and time":  # Spark 3.5 has no type for a time of day
            with pytest.raises(InputError, match="times of day without their date"):
                read_back(path, towers, columns, SPARK)
        elif name != "parquet":  # read by the release test below
            assert read_back(path, towers, columns, SPARK) == expected, name


def mobility_release(records, engine, inputs=None, **mechanism):
    document = {
        "format": "privdesk-project/1",
        "task": {"kind": "mobility"},
        "input": inputs or {"records": "records.parquet", "towers": "towers.csv"},
        "period": {"start": "2024-01-01", "end": "2024-01-06"},  # a day after the last record
        "mechanism": {"epsilon": 50.0, "level": "trip", "threshold": 0, **mechanism},
        "audit": {"enabled": False},
    } | engine.section()
    return mobility_run.release(mobility_project_from_dict(document, records))


@needs_spark
def test_release_counts_equal_cell_for_cell_every_day_included(spark, records):
    duck = mobility_release(records, EngineSpec())
    sparked = mobility_release(records, SPARK, remote(records))  # where the data lives
    assert sparked.counts.days == duck.counts.days and len(duck.counts.days) == 6
    np.testing.assert_array_equal(sparked.counts.counts, duck.counts.counts)
    assert duck.counts.counts[2].sum() == duck.counts.counts[5].sum() == 0  # outage, after
    # ε = 50: the noise rounds to 0 (probability 1 − e^−25 per cell), the release is exact
    np.testing.assert_array_equal(sparked.private.counts, duck.private.counts)
    np.testing.assert_array_equal(sparked.populations, duck.populations)
    assert sparked.counts.trips_per_subscriber_day == duck.counts.trips_per_subscriber_day
    assert sparked.activity.max_trips == duck.activity.max_trips
    manifest = mobility_run.build_manifest(sparked, None)
    assert manifest["engine"] == {"kind": "spark", "master": "local[2]"}
    files = manifest["input"]["files"]
    assert [(f["file_name"], f["sha256"]) for f in files] == [
        ("records.parquet", None),
        ("towers.csv", None),
    ]  # the file's name only, as for a local file; no hash: never opened here
    assert "not fingerprinted on this machine" in files[0]["fingerprint_note"]
    assert "not fingerprinted" in mobility_report(manifest)


@needs_spark
def test_a_binding_cap_keeps_the_same_trips_per_day(spark, records):
    path, towers = records / "records.parquet", records / "towers.csv"
    common = {"trips_per_day": 1, "columns": None, "with_activity": False}
    uncapped = extract_records(path, towers, trips_per_day=None)
    duck = extract_records(path, towers, rng_seed_source=np.random.default_rng(), **common)
    sparked = extract_records(
        path, towers, rng_seed_source=np.random.default_rng(), engine=SPARK, **common
    )
    assert sparked.counts.n_trips_kept == duck.counts.n_trips_kept < uncapped.counts.n_trips
    per_day = (duck.counts.counts.sum(axis=(1, 2)), sparked.counts.counts.sum(axis=(1, 2)))
    np.testing.assert_array_equal(*per_day)  # at most one trip per person-day, either way
    assert (sparked.counts.counts <= uncapped.counts.counts).all()


@needs_spark
def test_an_unknown_tower_is_refused_by_name_before_counting(spark, records, tmp_path):
    data = read_parquet(records / "records.parquet")
    path = tmp_path / "stray.parquet"
    write_parquet(data.assign(tower=data["tower"].where(data.index != 5, 999)), path)
    messages = []
    for engine in (None, SPARK):
        with pytest.raises(InputError) as error:
            extract_records(path, records / "towers.csv", engine=engine)
        messages.append(str(error.value))
    assert messages[0] == messages[1] and "'999'" in messages[1]


# --- statistics -------------------------------------------------------------------------------


def survey_with_households(folder):
    """The statistics sample with households of 4 rows (a bound of 2 drops half of each)."""
    survey = pd.read_csv(CSV)
    units = survey.assign(household_id=np.arange(len(survey)) // 4)
    units.to_csv(folder / "survey.csv", index=False)
    return folder / "survey.csv", declared_from(folder / "survey.csv")


def both_engines(path, queries, categories, unit):
    return [
        unit_totals_from_file(path, queries, categories, JobContext(), unit,
                              np.random.default_rng(), engine)
        for engine in (None, SPARK)
    ]  # fmt: skip


@needs_spark
def test_statistics_totals_equal_cell_for_cell_with_a_unit_bound_that_does_not_bind(
    spark, tmp_path
):
    path, categories = survey_with_households(tmp_path)
    found = both_engines(path, QUERIES, categories, PrivacyUnit("household_id", 4))
    (rows, duck, dropped), (spark_rows, sparked, spark_dropped) = found
    assert (spark_rows, spark_dropped) == (rows, dropped) == (3_000, 0)
    for query, a, b in zip(QUERIES, duck, sparked, strict=True):
        assert a.labels == b.labels, query.label
        np.testing.assert_array_equal(a.n, b.n)
        if a.sums is not None:
            np.testing.assert_allclose(a.sums, b.sums, rtol=1e-12)
        assert (a.clipped, a.left_out) == (b.clipped, b.left_out), query.label


@needs_spark
def test_a_binding_unit_bound_drops_the_same_number_of_rows(spark, tmp_path):
    path, categories = survey_with_households(tmp_path)
    query = QUERIES[1]  # a count by district: a random choice of rows, the same total
    found = both_engines(path, [query], categories, PrivacyUnit("household_id", 2))
    (rows, [duck], dropped), (spark_rows, [sparked], spark_dropped) = found
    assert (spark_rows, spark_dropped) == (rows, dropped) == (3_000, 1_500)
    assert duck.n.sum() + duck.left_out == sparked.n.sum() + sparked.left_out == 1_500


@needs_spark
def test_the_cell_bounds_count_the_same_on_both_engines(spark, tmp_path):
    """1 row of a household per cell, in at most 2 cells: by sex (2 cells), a household
    counts once in each of its cells whatever rows are chosen, so the cells are equal; by
    region and sex, it keeps min(its cells, 2) rows, the same number dropped."""
    path, categories = survey_with_households(tmp_path)
    by_sex, table = Query("count", by=("sex",)), QUERIES[2]  # a cell of two values
    unit = PrivacyUnit("household_id", 4, None, 1, 2)
    (rows, duck, _), (_, sparked, _) = both_engines(path, [by_sex, table], categories, unit)
    frame = pd.read_csv(path)
    households = frame.dropna(subset=["sex"]).groupby("sex")["household_id"].nunique()
    np.testing.assert_array_equal(duck[0].n, households[["F", "M"]])
    np.testing.assert_array_equal(sparked[0].n, duck[0].n)
    cells = frame.dropna(subset=["region", "sex"]).groupby("household_id")[["region", "sex"]]
    counts = cells.value_counts().groupby(level=0)
    expected = int((counts.sum() - np.minimum(counts.size(), 2)).sum())
    assert duck[1].bound_dropped == sparked[1].bound_dropped == expected > 0
    assert duck[1].n.sum() + duck[1].left_out == rows - expected
    assert sparked[1].n.sum() + sparked[1].left_out == rows - expected


# --- inputs where the data lives (hdfs://, s3a://, …; file:// stands in for them here) --------


def test_locations_spark_reads_are_refused_to_the_built_in_engine(tmp_path):
    location = spark_location("s3a://operator-lake/cdr/2024-01/records.parquet")
    assert (location.name, location.suffix) == ("records.parquet", ".parquet")
    assert spark_location("dbfs:/mnt/cdr/towers.csv").name == "towers.csv"
    for local in ("C:\\data\\records.csv", "records.csv", "http://example.org/a.csv", 3):
        assert spark_location(local) is None
    records = {"format": "privdesk-project/1", "task": {"kind": "mobility"},
               "input": {"records": "hdfs://namenode:8020/cdr/records.parquet",
                         "towers": "towers.csv"}}  # fmt: skip
    (tmp_path / "towers.csv").write_text("tower,region\n1,A\n")
    with pytest.raises(ParameterError, match="choose the Spark engine") as error:
        mobility_project_from_dict(records, tmp_path)
    assert error.value.name == "input.records"
    project = mobility_project_from_dict(records | {"engine": {"kind": "spark"}}, tmp_path)
    assert project.to_dict(tmp_path)["input"]["records"] == records["input"]["records"]
    shutil.copy(CSV, tmp_path / "survey.csv")
    document = {
        "format": "privdesk-project/1",
        "task": {"kind": "statistics"},
        "input": {"path": "abfss://survey@lake.dfs.core.windows.net/survey.csv"},
        "queries": [{"type": "count"}],
        "processing": {"out_of_core": True},
    }
    with pytest.raises(ParameterError, match="choose the Spark engine") as error:
        statistics_project_from_dict(document, tmp_path)
    assert error.value.name == "input.path"
    with pytest.raises(ParameterError, match="same file for every release") as error:
        statistics_project_from_dict(document | {"engine": {"kind": "spark"}}, tmp_path)
    assert error.value.name == "budget.ledger"


def remote(folder, records="records.parquet", towers="towers.csv") -> dict:
    """The input section with both files as file:// locations (as hdfs:// or s3a:// ones
    would be: handed to Spark as written)."""
    return {"records": (folder / records).as_uri(), "towers": (folder / towers).as_uri()}


@needs_spark
def test_an_unknown_tower_in_a_remote_tower_table_is_refused_by_name(spark, records, tmp_path):
    towers = pd.read_csv(records / "towers.csv", dtype=str)
    towers[towers["tower"] != "00007"].to_csv(tmp_path / "towers.csv", index=False)
    shutil.copy(records / "records.parquet", tmp_path)
    with pytest.raises(InputError, match="'7'"):
        mobility_release(records, SPARK, remote(tmp_path))


@needs_spark
def test_statistics_at_a_location_spark_reads_counts_as_the_local_file(spark, tmp_path):
    task = get_task("statistics")
    runs = []
    for name, engine in (("duckdb", {}), ("spark", {"engine": {"kind": "spark"}})):
        folder = tmp_path / name
        folder.mkdir()
        doc = statistics_document(folder) | engine
        doc["audit"] = {"enabled": False}
        if engine:
            doc["input"]["path"] = (folder / "survey.csv").as_uri()
        runs.append(run_task(task, task.project_from_dict(doc, folder))[1])
    duck, sparked = runs
    for a, b in zip(duck.release.totals, sparked.release.totals, strict=True):
        np.testing.assert_array_equal(a.n, b.n)
    shared = sparked.manifest["input"]
    assert (shared["file_name"], shared["sha256"]) == ("survey.csv", None)
    assert "not fingerprinted" in shared["fingerprint_note"]
    assert sparked.release.sha256.startswith("location-")  # names it in its own ledger
    assert (tmp_path / "spark" / "ledger.jsonl").exists()


@pytest.mark.parametrize(
    "engine, ledger, key",
    [("spark", None, "budget.ledger"), ("duckdb", "ledger.jsonl", "input.path")],
)
def test_refused_remote_inputs_charge_nothing(tmp_path, capsys, engine, ledger, key):
    doc = statistics_document(tmp_path)
    doc["input"]["path"] = (tmp_path / "survey.csv").as_uri()
    doc["budget"]["ledger"] = ledger
    (tmp_path / "project.json").write_text(json.dumps(doc))
    assert main(["run", "--quiet", "--engine", engine, str(tmp_path / "project.json")]) == 2
    assert f"error: {key}: " in capsys.readouterr().err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["project.json", "survey.csv"]
    assert not list((user_data_dir() / "ledgers").glob("location-*"))
