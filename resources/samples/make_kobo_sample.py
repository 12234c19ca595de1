"""Generate the KoBo-shaped sample: a household needs assessment as KoBoToolbox exports it.

`kobo_households.xlsx` holds the sheet `needs_assessment` (300 households: location,
respondent's name and phone, GPS point, dwelling, displacement status, priority needs as
a select_multiple — one text column and its 0/1 columns —, water source, income, sampling
weight, and KoBo's `_index`, `_id`, `_uuid`, `meta/instanceID`, …) and the sheet
`hh_members` (the repeat group: about 1,300 members, their name, sex, age, relation,
school attendance and disability, linked by `_parent_index` and `_submission__uuid`).
`kobo_form.xlsx` is the XLSForm (survey, choices and settings sheets). Everything is
synthetic and seeded, so the values are the same on every run:

    python resources/samples/make_kobo_sample.py
"""

from __future__ import annotations

import uuid
from pathlib import Path

import numpy as np
import pandas as pd

HERE = Path(__file__).resolve().parent
SEED = 20_261_127
HOUSEHOLDS = 300
MAIN, MEMBERS = "needs_assessment", "hh_members"
ADMIN = {
    "Borno": ["Maiduguri", "Jere", "Konduga", "Bama"],
    "Adamawa": ["Yola North", "Mubi South", "Michika"],
    "Yobe": ["Damaturu", "Potiskum"],
}
FIRST = ["Aisha", "Musa", "Fatima", "Ibrahim", "Hauwa", "Abubakar", "Zainab", "Usman",
         "Maryam", "Bukar", "Falmata", "Modu", "Yagana", "Ali", "Kaltum", "Goni"]  # fmt: skip
LAST = ["Mohammed", "Bello", "Abba", "Kachalla", "Lawan", "Bulama", "Ngala", "Shettima"]
NEEDS = ["food", "water", "shelter", "health", "education", "cash"]
DWELLING = ["tent", "makeshift", "unfinished_building", "house", "collective_centre"]
STATUS = ["idp_camp", "idp_host", "returnee", "host"]
WATER = ["borehole", "tap", "well", "river", "truck"]
RELATION = ["head", "spouse", "child", "parent", "other_relative"]


def _name(rng) -> str:
    return f"{rng.choice(FIRST)} {rng.choice(LAST)}"


def households(rng) -> pd.DataFrame:
    rows = []
    start = pd.Timestamp("2026-05-04 08:00")
    for i in range(HOUSEHOLDS):
        admin1 = rng.choice(list(ADMIN))
        when = start + pd.Timedelta(minutes=int(rng.integers(0, 60 * 24 * 12)))
        needs = sorted(rng.choice(NEEDS, size=int(rng.integers(1, 4)), replace=False))
        uid = str(uuid.UUID(int=int(rng.integers(0, 2**62)) << 64 | i, version=4))
        row = {
            "start": when.isoformat(),
            "end": (when + pd.Timedelta(minutes=int(rng.integers(15, 50)))).isoformat(),
            "today": when.date().isoformat(),
            "deviceid": f"collect:{rng.integers(10**15, 10**16):x}",
            "consent": "yes",
            "location/admin1": admin1,
            "location/admin2": rng.choice(ADMIN[admin1]),
            "location/settlement_type": rng.choice(["camp", "host_community", "informal"]),
            "location/gps": f"{rng.uniform(10, 13.5):.6f} {rng.uniform(11, 14.5):.6f} 0 5",
            "respondent/resp_name": _name(rng),
            "respondent/resp_phone": f"+234 80{rng.integers(10**7, 10**8)}",
            "hh/dwelling_type": rng.choice(DWELLING, p=[0.25, 0.3, 0.15, 0.25, 0.05]),
            "hh/displacement_status": rng.choice(STATUS, p=[0.35, 0.3, 0.2, 0.15]),
            "needs/priority_needs": " ".join(needs),
            **{f"needs/priority_needs/{n}": int(n in needs) for n in NEEDS},
            "needs/water_source": rng.choice(WATER),
            "needs/income_monthly": int(rng.gamma(2.0, 15_000) // 500 * 500),
            "weight": round(float(rng.uniform(40, 160)), 3),
            "meta/instanceID": f"uuid:{uid}",
            "_id": 81_000_000 + 17 * i + int(rng.integers(0, 17)),
            "_uuid": uid,
            "_submission_time": (when + pd.Timedelta(hours=3)).isoformat(),
            "_validation_status": "validation_status_approved",
            "_status": "submitted_via_web",
            "_submitted_by": rng.choice(["enum_01", "enum_02", "enum_03", "enum_04"]),
            "__version__": "vQ6r3mSBnU2bYkRhWfqp5N",
            "_index": i + 1,
        }
        rows.append(row)
    return pd.DataFrame(rows)


def members(rng, main: pd.DataFrame) -> pd.DataFrame:
    rows = []
    for _, hh in main.iterrows():
        size = int(
            rng.choice([1, 2, 3, 4, 5, 6, 7, 8], p=[0.06, 0.1, 0.15, 0.2, 0.2, 0.14, 0.09, 0.06])
        )
        for j in range(size):
            relation = "head" if j == 0 else rng.choice(RELATION[1:], p=[0.2, 0.6, 0.1, 0.1])
            age = int(rng.integers(18, 80) if relation in ("head", "spouse", "parent")
                      else rng.integers(0, 30))  # fmt: skip
            rows.append({
                "hh_members/m_name": _name(rng),
                "hh_members/m_sex": rng.choice(["female", "male"]),
                "hh_members/m_age": age,
                "hh_members/m_relation": relation,
                "hh_members/m_school": rng.choice(["yes", "no"]) if 5 <= age < 18 else None,
                "hh_members/m_disability": rng.choice(["none", "seeing", "walking"],
                                                      p=[0.9, 0.05, 0.05]),
                "_index": len(rows) + 1,
                "_parent_table_name": MAIN,
                "_parent_index": hh["_index"],
                "_submission__id": hh["_id"],
                "_submission__uuid": hh["_uuid"],
                "_submission__submission_time": hh["_submission_time"],
                "_submission__validation_status": hh["_validation_status"],
                "_submission__status": hh["_status"],
                "_submission__submitted_by": hh["_submitted_by"],
                "_submission___version__": hh["__version__"],
            })  # fmt: skip
    return pd.DataFrame(rows)


def form() -> dict[str, pd.DataFrame]:
    q = [
        ("start", "start", ""), ("end", "end", ""), ("today", "today", ""),
        ("deviceid", "deviceid", ""), ("select_one yes_no", "consent", "Consent given?"),
        ("begin_group", "location", "Location"),
        ("select_one admin1", "admin1", "State"), ("select_one admin2", "admin2", "LGA"),
        ("select_one settlement", "settlement_type", "Settlement type"),
        ("geopoint", "gps", "GPS point"), ("end_group", "", ""),
        ("begin_group", "respondent", "Respondent"),
        ("text", "resp_name", "Respondent's name"), ("text", "resp_phone", "Phone number"),
        ("end_group", "", ""), ("begin_group", "hh", "Household"),
        ("select_one dwelling", "dwelling_type", "Type of dwelling"),
        ("select_one status", "displacement_status", "Displacement status"),
        ("end_group", "", ""), ("begin_group", "needs", "Needs"),
        ("select_multiple need", "priority_needs", "Priority needs (up to 3)"),
        ("select_one water", "water_source", "Main water source"),
        ("integer", "income_monthly", "Household income last month (NGN)"),
        ("end_group", "", ""), ("calculate", "weight", ""),
        ("begin_repeat", "hh_members", "Household members"),
        ("text", "m_name", "Name"), ("select_one sex", "m_sex", "Sex"),
        ("integer", "m_age", "Age in years"), ("select_one relation", "m_relation", "Relation"),
        ("select_one yes_no", "m_school", "Attends school?"),
        ("select_one disability", "m_disability", "Difficulty"), ("end_repeat", "", ""),
    ]  # fmt: skip
    survey = pd.DataFrame(q, columns=["type", "name", "label"])
    lists = {
        "yes_no": ["yes", "no"], "admin1": list(ADMIN),
        "admin2": [d for ds in ADMIN.values() for d in ds],
        "settlement": ["camp", "host_community", "informal"], "dwelling": DWELLING,
        "status": STATUS, "need": NEEDS, "water": WATER, "sex": ["female", "male"],
        "relation": RELATION, "disability": ["none", "seeing", "walking"],
    }  # fmt: skip
    choices = pd.DataFrame(
        [(ln, v, v.replace("_", " ").capitalize()) for ln, vs in lists.items() for v in vs],
        columns=["list_name", "name", "label"],
    )
    settings = pd.DataFrame([{"form_title": "Multi-sector needs assessment", "form_id": MAIN}])
    return {"survey": survey, "choices": choices, "settings": settings}


def sheets() -> tuple[pd.DataFrame, pd.DataFrame]:
    """The households and members sheets (seeded: the same on every run)."""
    rng = np.random.default_rng(SEED)
    main_sheet = households(rng)
    return main_sheet, members(rng, main_sheet)


def write(folder: Path = HERE) -> tuple[pd.DataFrame, pd.DataFrame]:
    """Write the export and the form into `folder`; returns the two sheets."""
    main_sheet, member_sheet = sheets()
    with pd.ExcelWriter(folder / "kobo_households.xlsx", engine="openpyxl") as writer:
        main_sheet.to_excel(writer, sheet_name=MAIN, index=False)
        member_sheet.to_excel(writer, sheet_name=MEMBERS, index=False)
    with pd.ExcelWriter(folder / "kobo_form.xlsx", engine="openpyxl") as writer:
        for name, frame in form().items():
            frame.to_excel(writer, sheet_name=name, index=False)
    return main_sheet, member_sheet


if __name__ == "__main__":
    households_sheet, members_sheet = write()
    print(f"{len(households_sheet)} households, {len(members_sheet)} members")
