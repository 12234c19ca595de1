"""`main.py sweep` and `main.py report`: regressions for errors that once ended in a
traceback, a wrong message or wasted work. Each ends with exit status 2 and one sentence
on stderr naming the setting, before any work starts."""

from __future__ import annotations

import dataclasses
import json
import re

import pytest

from engine.cli import main as cli
from engine.tasks.targeting import run as targeting_run
from engine.tasks.targeting.task import TASK as TARGETING
from tests.paths import SAMPLES

POVERTY = SAMPLES / "poverty_project.json"
MOBILITY = SAMPLES / "mobility_project.json"


def run(capsys, *argv) -> tuple[int, str, str]:
    code = cli([str(a) for a in argv])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def one_error(err: str) -> str:
    """The single `error:` sentence on stderr (no traceback, no progress lines)."""
    assert "Traceback" not in err
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: "), err
    return lines[0]


@pytest.fixture
def no_sweep_work(monkeypatch):
    """Fail the test if the sweep starts (the command's own checks come first)."""

    def started(*args, **kwargs):
        raise AssertionError("the sweep started before the arguments were checked")

    monkeypatch.setattr(TARGETING, "sweep", started)


@pytest.fixture
def no_data_read(monkeypatch):
    """Fail the test if the data is read (every value is checked before)."""

    def read(*args, **kwargs):
        raise AssertionError("the data was read before the values were checked")

    monkeypatch.setattr(targeting_run, "load_data", read)


def sweep(capsys, tmp_path, *argv) -> tuple[int, str, str]:
    return run(capsys, "sweep", POVERTY, "--output", tmp_path / "sweep.csv", *argv)


def test_sweep_on_a_task_without_one_is_one_sentence(capsys, tmp_path):
    code, out, err = run(capsys, "sweep", MOBILITY, "--output", tmp_path / "s.csv")
    assert code == 2 and out == ""
    line = one_error(err)
    assert "the mobility task does not offer a sweep" in line
    assert not (tmp_path / "s.csv").exists()


@pytest.mark.parametrize("value", ["0.5", "0"])
def test_sweep_partitions_names_the_setting(capsys, tmp_path, no_data_read, value):
    code, _, err = sweep(capsys, tmp_path, "--param", "partitions", "--values", value)
    assert code == 2
    line = one_error(err)
    assert "mechanism.partitions" in line and "ZeroDivision" not in line
    assert "whole number" in line


def test_sweep_k_anonymity_half_says_whole_number_not_zero(capsys, tmp_path, no_data_read):
    code, _, err = sweep(capsys, tmp_path, "--param", "k_anonymity", "--values", "0.5")
    assert code == 2
    line = one_error(err)
    assert "mechanism.k_anonymity" in line and "must be a whole number" in line
    assert not re.search(r"got 0(?![.\d])", line)  # 0.5 was never truncated to 0


@pytest.mark.parametrize(
    "argv",
    [
        ["--param", "epsilon", "--values", "-1,0"],
        ["--values", "-1,0", "--param", "epsilon"],
        ["--param", "epsilon", "--values=-1,0"],
    ],
)
def test_sweep_negative_values_are_parsed_not_taken_for_options(
    capsys, tmp_path, no_data_read, argv
):
    code, _, err = sweep(capsys, tmp_path, *argv)
    assert code == 2
    line = one_error(err)
    assert "mechanism.epsilon" in line and "-1" in line


def test_sweep_output_naming_a_folder_is_refused_before_any_work(capsys, tmp_path, no_sweep_work):
    folder = tmp_path / "existing"
    folder.mkdir()
    code, out, err = run(capsys, "sweep", POVERTY, "--output", folder, "--simulations", "2")
    assert code == 2 and out == ""
    line = one_error(err)  # no progress line either: nothing started
    assert "--output" in line and "folder" in line
    assert "Simulation" not in err and "%]" not in err
    assert list(folder.iterdir()) == []


def test_sweep_unknown_parameter_names_the_choices(capsys, tmp_path, no_data_read):
    code, _, err = sweep(capsys, tmp_path, "--param", "radius", "--values", "1")
    assert code == 2
    line = one_error(err)
    assert "'radius'" in line and "epsilon" in line


@pytest.mark.parametrize(
    "content",
    [
        json.dumps({"format": "privdesk-project/1", "input": {"path": "x.csv"}}),
        json.dumps([1, 2, 3]),
        json.dumps({"task": "targeting"}),
        "not json at all {",
    ],
    ids=["project", "list", "task-not-a-section", "not-json"],
)
def test_report_on_a_file_that_is_not_a_manifest(capsys, tmp_path, content):
    path = tmp_path / "other.json"
    path.write_text(content, encoding="utf-8")
    code, out, err = run(capsys, "report", path)
    assert code == 2 and out == ""
    line = one_error(err)
    assert "other.json" in line and "manifest" in line
    assert not path.with_suffix(".html").exists()


def test_report_on_a_missing_file(capsys, tmp_path):
    code, _, err = run(capsys, "report", tmp_path / "gone.json")
    assert code == 2
    assert "does not exist" in one_error(err)


@pytest.fixture
def released(tmp_path, capsys):
    """The poverty sample run with audits off (quick): its folder and manifest."""
    document = json.loads(POVERTY.read_text(encoding="utf-8"))
    document["input"]["path"] = str(SAMPLES / document["input"]["path"])
    document["audit"]["enabled"] = False
    project = tmp_path / "project.json"
    project.write_text(json.dumps(document), encoding="utf-8")
    assert cli(["run", str(project), "--quiet"]) == 0
    capsys.readouterr()
    return tmp_path, tmp_path / document["outputs"]["manifest"]


def test_report_renders_a_run_manifest_again(capsys, released):
    folder, manifest = released
    code, out, err = run(capsys, "report", manifest)
    assert (code, err) == (0, "")
    html_path = manifest.with_suffix(".html")
    assert out.strip() == f"wrote {html_path}"
    html = html_path.read_text(encoding="utf-8")
    # Built from the manifest alone: the same page the run wrote.
    assert html == (folder / "poverty_report.html").read_text(encoding="utf-8")


def test_report_refuses_to_overwrite_its_manifest(capsys, released):
    _, manifest = released
    before = manifest.read_bytes()
    code, _, err = run(capsys, "report", manifest, "--output", manifest)
    assert code == 2 and "--output" in one_error(err)
    assert manifest.read_bytes() == before


@pytest.mark.parametrize(
    ("section", "key", "value"),
    [
        ("task", "kind", ["targeting"]),
        (None, "software_version", None),
        ("input", "rows", "many"),
        (None, "guarantee", "proven"),
    ],
)
def test_report_on_a_hand_edited_manifest_is_one_sentence(
    capsys, released, tmp_path, section, key, value
):
    _, manifest = released
    document = json.loads(manifest.read_text(encoding="utf-8"))
    (document if section is None else document[section])[key] = value
    edited = tmp_path / "edited.json"
    edited.write_text(json.dumps(document), encoding="utf-8")
    code, out, err = run(capsys, "report", edited, "--output", tmp_path / "edited.html")
    assert code == 2 and out == ""
    assert "edited.json" in one_error(err)
    assert not (tmp_path / "edited.html").exists()


def test_output_dir_is_created_when_missing_and_refused_when_a_file(tmp_path, capsys):
    """README's first command writes into a new folder `out`."""
    project = SAMPLES / "poverty_project.json"
    folder = tmp_path / "new folder é"
    assert (
        cli(["run", str(project), "--output-dir", str(folder), "--simulations", "1", "--quiet"])
        == 0
    )
    assert (folder / "released.csv").is_file() or any(folder.iterdir())
    a_file = tmp_path / "a file"
    a_file.write_text("x")
    capsys.readouterr()
    assert cli(["run", str(project), "--output-dir", str(a_file), "--quiet"]) == 2
    assert "names a file, not a folder" in capsys.readouterr().err


def test_new_key_and_new_codebook_write_once_and_warn(capsys, tmp_path):
    from engine.anonymize.masking import read_codebook, read_key_file

    key = tmp_path / "k.key"
    assert cli(["new-key", str(key)]) == 0
    assert len(read_key_file(key)) == 32
    assert "never share it" in capsys.readouterr().out
    assert cli(["new-key", str(key)]) == 2  # refused: it exists
    assert "exists already" in capsys.readouterr().err
    book = tmp_path / "districts.csv"
    data = str(SAMPLES / "anonymize_people.csv")
    assert cli(["new-codebook", data, "district", str(book), "--order", "monotone"]) == 0
    assert "20 values" in capsys.readouterr().out
    codes = read_codebook(book)
    assert list(codes.values()) == [str(i) for i in range(1, 21)]  # sorted: monotone
    assert cli(["new-codebook", data, "nosuch", str(tmp_path / "x.csv")]) == 2
    assert "no column 'nosuch'" in capsys.readouterr().err


# --- nothing the user keeps is overwritten (SPEC §4) -----------------------------------------


def quick_project(tmp_path, **outputs) -> tuple:
    document = json.loads(POVERTY.read_text(encoding="utf-8"))
    document["input"]["path"] = str(SAMPLES / document["input"]["path"])
    document["audit"]["enabled"] = False
    document["outputs"].update(outputs)
    project = tmp_path / "project.json"
    project.write_text(json.dumps(document), encoding="utf-8")
    return project, document


@pytest.mark.parametrize("key", ["report", "manifest", "data"])
def test_an_output_named_as_the_project_file_is_refused(capsys, tmp_path, key):
    """It once replaced the project file with the report, manifest or data."""
    project, _ = quick_project(tmp_path, **{key: "project.json"})
    before = project.read_bytes()
    code, _, err = run(capsys, "run", project, "--quiet")
    assert code == 2 and f"outputs.{key} would overwrite the input file" in one_error(err)
    assert project.read_bytes() == before


def test_a_second_run_into_the_same_folder_needs_overwrite(capsys, tmp_path):
    project, document = quick_project(tmp_path)
    assert run(capsys, "run", project, "--quiet")[0] == 0
    report = tmp_path / document["outputs"]["report"]
    before = report.read_bytes()
    code, _, err = run(capsys, "run", project, "--quiet")
    assert code == 2 and "exists already" in one_error(err) and "--overwrite" in err
    assert report.read_bytes() == before
    assert run(capsys, "run", project, "--quiet", "--overwrite")[0] == 0


def test_report_and_sweep_do_not_replace_an_existing_file(capsys, released, tmp_path):
    _, manifest = released
    kept = tmp_path / "my_data.csv"
    kept.write_text("keep me\n")
    code, _, err = run(capsys, "report", manifest, "--output", kept)
    assert code == 2 and "exists already" in one_error(err)
    code, _, err = run(capsys, "sweep", POVERTY, "--values", "0.5", "--output", kept)
    assert code == 2 and "exists already" in one_error(err)
    assert kept.read_text() == "keep me\n"


def test_the_statistics_ledger_and_the_estimate_manifest_are_inputs(tmp_path):
    """Outputs once overwrote the dataset's privacy ledger and a collection's manifest."""
    from engine.core.errors import InputError
    from engine.core.runner import check_output_paths
    from engine.tasks import get_task

    statistics = get_task("statistics")
    document = json.loads((SAMPLES / "statistics_project.json").read_text(encoding="utf-8"))
    document["input"]["path"] = str(SAMPLES / document["input"]["path"])
    document["budget"] = {**document["budget"], "ledger": "spend.csv"}
    document["outputs"] = {"data": "spend.csv"}
    project = statistics.project_from_dict(document, tmp_path)
    with pytest.raises(InputError, match=r"outputs\.data would overwrite the input file"):
        check_output_paths(statistics, project)
    survey = get_task("survey")
    plan = tmp_path / "collection_manifest.json"
    plan.write_text("{}")
    document = json.loads((SAMPLES / "survey_project.json").read_text(encoding="utf-8"))
    project = survey.project_from_dict(document, SAMPLES)
    project = survey.with_output_files(project, {"manifest": plan})
    project = dataclasses.replace(
        project, estimate=dataclasses.replace(project.estimate, manifest=plan)
    )
    with pytest.raises(InputError, match=r"outputs\.manifest would overwrite the input file"):
        check_output_paths(survey, project)


def test_run_progress_never_goes_back(capsys, tmp_path):
    """It once printed 98 % (writing) → 0 % (each file) → 100 %."""
    project, _ = quick_project(tmp_path)
    code, _, err = run(capsys, "run", project)
    shown = [float(m) for m in re.findall(r"^\[\s*([\d.]+) %\]", err, flags=re.M)]
    assert code == 0 and len(shown) > 3
    assert shown == sorted(shown) and shown[-1] == 100.0


def test_a_pdf_output_needs_the_painter_of_main_py(capsys, tmp_path):
    """engine.cli alone imports no Qt, so it cannot paint `outputs.pdf`: one sentence."""
    project, _ = quick_project(tmp_path, pdf="report.pdf")
    code, _, err = run(capsys, "run", project, "--quiet")
    assert code == 2 and "outputs.pdf" in one_error(err) and "main.py run" in err
    project, _ = quick_project(tmp_path, pdf="report.txt")
    code, _, err = run(capsys, "run", project, "--quiet")
    assert code == 2 and "outputs.pdf: must be a file name ending in .pdf" in one_error(err)
    assert not list(tmp_path.glob("report.*"))
