"""Start the desktop application: logging, error handling, the main window."""

from __future__ import annotations

import logging
import os
import sys
import time

from PySide6.QtCore import QTimer, QtMsgType, qInstallMessageHandler
from PySide6.QtWidgets import QApplication

import engine
from gui import gc_guard, i18n
from gui.dialogs import log_file, show_error
from gui.i18n import tr


def create_application(argv: list[str] | None = None) -> QApplication:
    """The QApplication with PrivDesk's names (they place settings and logs per user)."""
    app = QApplication.instance() or QApplication(argv or sys.argv[:1])
    app.setApplicationName("PrivDesk")
    app.setOrganizationName("PrivDesk")
    app.setApplicationVersion(engine.__version__)
    i18n.install(app, i18n.chosen_language())
    gc_guard.install(app)
    configure_logging()
    qInstallMessageHandler(qt_message_to_log)
    return app


def configure_logging() -> None:
    logging.basicConfig(
        filename=log_file(),
        level=logging.INFO,
        format="{asctime} {levelname} {name}: {message}",
        style="{",
    )


QT_LEVELS = {
    QtMsgType.QtDebugMsg: logging.DEBUG,
    QtMsgType.QtInfoMsg: logging.INFO,
    QtMsgType.QtWarningMsg: logging.WARNING,
    QtMsgType.QtCriticalMsg: logging.ERROR,
    QtMsgType.QtFatalMsg: logging.CRITICAL,
}


def qt_message_to_log(kind: QtMsgType, context, message: str) -> None:
    """Qt's own messages (the offscreen platform's "does not support
    propagateSizeHints()", …) go to the log file, not to the console."""
    logging.getLogger("privdesk.qt").log(QT_LEVELS.get(kind, logging.WARNING), "%s", message)


def install_excepthook() -> None:
    """An unexpected error becomes a readable dialog; the traceback goes to the log only."""

    def hook(kind, value, traceback) -> None:
        logging.getLogger("privdesk").exception(
            "unexpected error", exc_info=(kind, value, traceback)
        )
        show_error(
            QApplication.activeWindow(),
            tr("Something went wrong"),
            tr(
                "PrivDesk hit an unexpected problem ({error}). Your data and files are unchanged."
            ).format(error=kind.__name__),
            tr("Details were written to {file}.").format(file=log_file()),
        )

    sys.excepthook = hook


STARTUP_PROBE = "PRIVDESK_STARTUP_PROBE"


def has_display() -> bool:
    """False on a Linux machine with no X11/Wayland display and no Qt platform chosen."""
    if sys.platform != "linux" or os.environ.get("QT_QPA_PLATFORM"):
        return True
    return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


def run_gui(argv: list[str] | None = None) -> int:
    started = time.perf_counter()
    if not has_display():
        # No Qt application (so no Qt translator) yet: the engine's catalogue reader, which
        # follows --lang.
        from engine.core.i18n import tr

        print(
            tr(
                "PrivDesk needs a display for the wizard. On this machine use the headless "
                "commands (python main.py --help), e.g. python main.py run PROJECT.json."
            ),
            file=sys.stderr,
        )
        return 2
    app = create_application(argv)
    install_excepthook()
    from gui.main_window import MainWindow

    window = MainWindow()
    window.place_on_screen()
    window.show()
    if os.environ.get(STARTUP_PROBE):
        # Measuring cold start (packaging/measure.sh): report once the window is up, then quit.
        def report() -> None:
            print(f"first window after {time.perf_counter() - started:.3f} s", flush=True)
            app.quit()

        QTimer.singleShot(0, report)
    return app.exec()
