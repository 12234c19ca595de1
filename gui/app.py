"""Start the desktop application: logging, error handling, the main window."""

from __future__ import annotations

import logging
import sys

from PySide6.QtWidgets import QApplication

import engine
from gui import gc_guard
from gui.dialogs import log_file, show_error


def create_application(argv: list[str] | None = None) -> QApplication:
    """The QApplication with PrivDesk's names (they place settings and logs per user)."""
    app = QApplication.instance() or QApplication(argv or sys.argv[:1])
    app.setApplicationName("PrivDesk")
    app.setOrganizationName("PrivDesk")
    app.setApplicationVersion(engine.__version__)
    gc_guard.install(app)
    return app


def configure_logging() -> None:
    logging.basicConfig(
        filename=log_file(),
        level=logging.INFO,
        format="%(asctime)s %(levelname)s %(name)s: %(message)s",
    )


def install_excepthook() -> None:
    """An unexpected error becomes a readable dialog; the traceback goes to the log only."""

    def hook(kind, value, traceback) -> None:
        logging.getLogger("privdesk").error("unexpected error", exc_info=(kind, value, traceback))
        show_error(
            QApplication.activeWindow(),
            "Something went wrong",
            f"PrivDesk hit an unexpected problem ({kind.__name__}). Your data and files "
            "are unchanged.",
            f"Details were written to {log_file()}.",
        )

    sys.excepthook = hook


def run_gui(argv: list[str] | None = None) -> int:
    app = create_application(argv)
    configure_logging()
    install_excepthook()
    from gui.main_window import MainWindow

    window = MainWindow()
    window.show()
    return app.exec()
