"""PrivDesk engine: all computation, no Qt.

A researcher can use it without the GUI: mechanisms in `engine.mechanisms`, attacks in
`engine.audits`, program-utility simulations in `engine.utility`, theory in
`engine.privacy`, file handling in `engine.data`; what every task shares (errors, jobs,
project files, the privacy ledger, manifests, reports, the job runner) in `engine.core`,
and each task family's workflow in `engine.tasks.<key>` (see ARCHITECTURE.md).
"""

__version__ = "0.1.0"
