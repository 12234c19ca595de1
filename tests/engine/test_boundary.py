"""The release boundary (engine.core.boundary): an allow-list per task decides what of the
manifest is shared; the rest, data checks always, stays in the data holder's audit."""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar

import pandas as pd
import pytest

from engine.core.boundary import (
    SHARED_MARK,
    HolderAudit,
    SharedFigures,
    SharedRelease,
    allowed,
    holder_audit_page,
    holder_audit_paths,
    report_html,
    shared_manifest,
    split,
)
from engine.core.runner import Outcome, rendered_outputs
from engine.tasks import REGISTRY, get_task


def test_the_allow_list_keeps_only_what_it_names_and_copies_it():
    node = {
        "keep": {"a": [1, 2], "b": 2},
        "part": {"shown": 1, "raw": 2},
        "rows": [{"cell": "x", "raw": 5}, {"cell": "y", "raw": 6}],
        "new_block": {"exact": 17},  # a key nobody has decided on yet: not shared
        "data_checks": {"rows": 3},
    }
    spec = {"keep": True, "part": {"shown": True}, "rows": {"cell": True}, "data_checks": True}
    out = allowed(node, spec)
    rows = [{"cell": "x"}, {"cell": "y"}]
    assert out == {"keep": {"a": [1, 2], "b": 2}, "part": {"shown": 1}, "rows": rows}
    out["keep"]["a"].append(3)
    assert node["keep"]["a"] == [1, 2]  # a deep copy
    assert allowed({"part": 5}, {"part": {"shown": True}}) == {"part": None}


def test_every_task_declares_its_allow_list_and_its_holder_audit():
    for key in REGISTRY:
        task = get_task(key)
        assert isinstance(task.shared_keys, dict) and task.shared_keys, key
        assert "data_checks" not in task.shared_keys, key
        page = task.render_holder_audit.__func__  # a method of its own, on every task
        assert callable(page), key


def test_a_shared_manifest_has_the_common_keys_the_mark_and_never_data_checks():
    manifest = {"format": "f", "software_version": "v", "created_utc": "t", "task": {},
                "ledger": {}, "guarantee": {}, "data_checks": {"rows": 3}}  # fmt: skip
    shared = shared_manifest(manifest, {"guarantee": True, "data_checks": True})
    common = {"format", "software_version", "created_utc", "task", "ledger"}
    assert set(shared) == common | {"guarantee", SHARED_MARK}
    with pytest.raises(ValueError, match="data_checks"):
        SharedRelease("x", {}, {"data_checks": {}})
    with pytest.raises(TypeError, match="released table"):
        SharedRelease("x", {"data": [[1, 2]]}, {})
    assert HolderAudit("x", manifest).manifest["data_checks"] == {"rows": 3}


def test_holder_audit_files_are_named_beside_the_report_or_the_manifest():
    paths = holder_audit_paths({"report": Path("out/poverty_report.html")})
    assert paths == {
        "holder_audit": Path("out/poverty_holder_audit.html"),
        "holder_audit_manifest": Path("out/poverty_holder_audit.json"),
    }
    assert holder_audit_paths({"manifest": Path("m.json")})["holder_audit"] == Path(
        "m_holder_audit.html"
    )
    assert holder_audit_paths({"data": Path("d.csv")}) == {}


def test_the_holder_audit_page_has_the_banner_under_its_title():
    page = holder_audit_page("<html><head><title>T</title></head><body><h1>H</h1><p>x</p>")
    banner = page.index("For the data holder only")
    assert page.index("<h1>H</h1>") < banner < page.index("<p>x</p>")
    assert "<title>Data holder's audit (do not share) — T</title>" in page.replace("&#x27;", "'")


class _Task:
    """The smallest task the runner renders: one table, a report of its manifest's keys."""

    info = REGISTRY["survey"]
    shared_keys: ClassVar[dict] = {"guarantee": True}

    def tables(self, release):
        return {"data": release}

    def render_report(self, manifest, figures=(), **options):
        return f"<h1>r</h1>{sorted(manifest)}{len(figures)}"

    def render_holder_audit(self, manifest, figures=(), **options):
        return holder_audit_page(self.render_report(manifest, figures))


def test_the_runner_renders_the_shared_part_and_takes_figures_only_from_it():
    manifest = {"format": "f", "guarantee": {}, "audit": {"raw": 1}, "data_checks": {}}
    outcome = Outcome(_Task(), None, pd.DataFrame({"a": [1]}), None, manifest)
    outputs = {k: Path(f"{k}.x") for k in ("data", "report", "manifest")}
    shared, holder = split(outcome)
    assert set(shared.manifest) == {"format", "guarantee", SHARED_MARK}
    assert holder.manifest is manifest
    figures = shared.draw(lambda s: [("t", b"png")])
    contents = rendered_outputs(outcome, outputs, figures)
    assert '"audit":' not in contents["manifest"] and "data_checks" not in contents["manifest"]
    assert contents["report"].endswith("1") and "Shared release" in contents["report"]
    with pytest.raises(TypeError, match=r"SharedRelease\.draw"):
        rendered_outputs(outcome, outputs, [("raw", b"png")])
    assert SharedFigures().items == ()
    # the whole manifest (`main.py report` of a holder's JSON): the holder's audit
    assert "For the data holder only" in report_html(_Task(), manifest)
