"""The dataset ledger's old home: it moved to `engine.privacy.ledger_store` when every task
started charging it (a task-neutral package; `engine.privacy` may not import this one).
These names stay importable from here so the modules and tests that use them run as-is."""

from __future__ import annotations

from engine.privacy.ledger_store import (
    DATA_DIR_ENV,
    DEFAULT_LEDGER_DELTA,
    LEDGER_FORMAT,
    STATUSES,
    DatasetLedger,
    Spent,
    StoredEntry,
    check_limit,
    default_ledger_path,
    ledger_lock,
    new_entries,
    open_ledger,
    spent,
    user_data_dir,
    user_data_dir_moved_to,
)

__all__ = [
    "DATA_DIR_ENV",
    "DEFAULT_LEDGER_DELTA",
    "LEDGER_FORMAT",
    "STATUSES",
    "DatasetLedger",
    "Spent",
    "StoredEntry",
    "check_limit",
    "default_ledger_path",
    "ledger_lock",
    "new_entries",
    "open_ledger",
    "spent",
    "user_data_dir",
    "user_data_dir_moved_to",
]
