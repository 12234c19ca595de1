"""Every test run keeps the user's data folder untouched: the statistics task's persistent
privacy ledgers (`PRIVDESK_DATA_DIR`) go to a temporary folder for the whole session."""

from __future__ import annotations

import os

import pytest


@pytest.fixture(scope="session", autouse=True)
def private_data_dir(tmp_path_factory):
    folder = tmp_path_factory.mktemp("privdesk_data")
    old = os.environ.get("PRIVDESK_DATA_DIR")
    os.environ["PRIVDESK_DATA_DIR"] = str(folder)
    yield folder
    if old is None:
        os.environ.pop("PRIVDESK_DATA_DIR", None)
    else:
        os.environ["PRIVDESK_DATA_DIR"] = old
