"""The main window: the six steps beside one page at a time, menus, project files."""

from __future__ import annotations

import logging
from html import escape
from pathlib import Path

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

import engine
from engine.core.errors import PrivDeskError
from engine.core.project_file import save_project
from engine.data.readers import FORMAT_BY_SUFFIX
from gui.dialogs import confirm_discard_release, log_file, show_error
from gui.guide import GuideDialog, section_for
from gui.help_texts import about_html, numbers_html
from gui.i18n import tr
from gui.keyboard import install_navigation_keys
from gui.language_menu import add_language_menu
from gui.pages.base import WizardPage, step_titles
from gui.pages.choose_task_page import ChooseTaskPage
from gui.pages.load_page import LoadPage
from gui.settings import add_recent, recent, settings
from gui.state import WizardState
from gui.tasks import page_classes

STEP_COUNT = 6  # the wizard's steps, the same for every task (`step_titles` names them)
# The smallest window every page is laid out for (`gui.screenshots.SIZE` checks it).
MIN_WIDTH, MIN_HEIGHT = 1280, 720
FRAME = QSize(16, 48)  # about what a window's borders and title bar take from the screen

log = logging.getLogger(__name__)


def opening_size(available: QSize) -> QSize | None:
    """The first window's size on a screen with `available` room (its task bar taken off):
    as large as fits, up to 1440 × 900, but never below 1280 × 720; None (maximized) on a
    smaller screen, such as a 1366 × 768 laptop."""
    room = available - FRAME
    if room.width() < MIN_WIDTH or room.height() < MIN_HEIGHT:
        return None
    return room.boundedTo(QSize(1440, 900))


class MainWindow(QMainWindow):
    def __init__(self, state: WizardState | None = None) -> None:
        super().__init__()
        self.state = state or WizardState()
        self.setWindowTitle("PrivDesk")
        self.load_page = LoadPage(self.state)
        self.choose_task_page = ChooseTaskPage(self.state)
        self.stack = QStackedWidget()
        self._family_pages: dict[str, list[WizardPage]] = {}
        self._add_page(self.load_page)
        self._add_page(self.choose_task_page)

        self.steps = QListWidget()
        self.steps.setObjectName("steps")
        self.steps.setFixedWidth(190)
        for number, title in enumerate(step_titles(), start=1):
            self.steps.addItem(f"{number}. {title}")
        self.steps.currentRowChanged.connect(self._step_clicked)

        self.heading = QLabel()
        self.heading.setObjectName("pageHeading")
        font = self.heading.font()
        font.setPointSizeF(font.pointSizeF() * 1.4)
        font.setBold(True)
        self.heading.setFont(font)
        self.guide_button = QPushButton("?")
        self.guide_button.setObjectName("pageGuide")
        self.guide_button.setFixedWidth(self.guide_button.sizeHint().height() * 2)
        self.guide_button.setToolTip(tr("Open the guide at the part that explains this page (F1)"))
        self.guide_button.setAccessibleName(tr("Guide for this page"))
        self.guide_button.clicked.connect(self.show_guide)
        self._guide: GuideDialog | None = None
        self.reason = QLabel()
        self.reason.setObjectName("nextReason")
        self.reason.setWordWrap(True)
        self.back_button = QPushButton(tr("&Back"))
        self.next_button = QPushButton(tr("&Next"))
        self.next_button.setDefault(True)
        self.back_button.clicked.connect(lambda: self.go_to(self.current - 1))
        self.next_button.clicked.connect(lambda: self.go_to(self.current + 1))

        buttons = QHBoxLayout()
        buttons.addWidget(self.reason, 1)
        buttons.addWidget(self.back_button)
        buttons.addWidget(self.next_button)
        title_row = QHBoxLayout()
        title_row.addWidget(self.heading, 1)
        title_row.addWidget(self.guide_button)
        right = QVBoxLayout()
        right.addLayout(title_row)
        right.addWidget(self.stack, 1)
        right.addLayout(buttons)
        body = QHBoxLayout()
        body.addWidget(self.steps)
        body.addLayout(right, 1)
        central = QWidget()
        central.setLayout(body)
        self.setCentralWidget(central)
        self._build_menus()
        install_navigation_keys(self)

        self.current = -1
        self.state.changed.connect(self._refresh_navigation)
        self.state.changed.connect(self._refresh_title)
        self.go_to(0)

    # --- navigation ------------------------------------------------------------------------

    @property
    def pages(self) -> list[WizardPage]:
        """The six steps, every one built (see `page`)."""
        return [self.page(index) for index in range(STEP_COUNT)]

    def page(self, index: int) -> WizardPage:
        """Step `index`: Load data and Choose task are shared; steps 3–6 are the chosen
        task's, built (and their modules imported) only when first needed, so the first
        window opens without any task's heavy libraries."""
        if index < 2:
            return (self.load_page, self.choose_task_page)[index]
        family = self.state.family
        if family not in self._family_pages:
            self._family_pages[family] = [cls(self.state) for cls in page_classes(family)[1:]]
            for page in self._family_pages[family]:
                self._add_page(page)
        return self._family_pages[family][index - 2]

    def _add_page(self, page: WizardPage) -> None:
        self.stack.addWidget(page)
        page.validity_changed.connect(self._refresh_navigation)

    def go_to(self, index: int) -> None:
        if not 0 <= index < STEP_COUNT or index == self.current:
            return
        if self.current >= 0:
            page = self.page(self.current)
            if page.busy():
                self.steps.setCurrentRow(self.current)
                return
            if index > self.current and not self._reachable(index):
                self.steps.setCurrentRow(self.current)
                return
            page.leave()
        self.current = index
        self.stack.setCurrentWidget(self.page(index))
        self.heading.setText(step_titles()[index])
        self.steps.blockSignals(True)
        self.steps.setCurrentRow(index)
        self.steps.blockSignals(False)
        self.page(index).enter()
        self._refresh_navigation()

    def _reachable(self, index: int) -> bool:
        """A later step is open when every step before it is complete."""
        return all(self.page(step).problem() is None for step in range(index))

    def _step_clicked(self, row: int) -> None:
        if row != self.current:
            self.go_to(row)

    def _refresh_navigation(self) -> None:
        if self.current < 0:
            return
        page = self.page(self.current)
        problem = page.problem()
        busy = page.busy()
        last = self.current == STEP_COUNT - 1
        self.next_button.setEnabled(problem is None and not busy and not last)
        self.back_button.setEnabled(self.current > 0 and not busy)
        self.reason.setText("" if last else (tr("Running…") if busy else (problem or "")))
        for row in range(STEP_COUNT):
            item = self.steps.item(row)
            enabled = row <= self.current or (not busy and self._reachable(row))
            flags = item.flags()
            item.setFlags(
                flags | Qt.ItemFlag.ItemIsEnabled if enabled else flags & ~Qt.ItemFlag.ItemIsEnabled
            )

    # --- menus -----------------------------------------------------------------------------

    def _build_menus(self) -> None:
        file_menu = self.menuBar().addMenu(tr("&File"))
        self._add_action(file_menu, tr("&New"), QKeySequence.StandardKey.New, self.new_session)
        self._add_action(
            file_menu, tr("Open &data file…"), QKeySequence.StandardKey.Open, self.open_data_file
        )
        self._add_action(
            file_menu, tr("&Open project…"), QKeySequence("Ctrl+Shift+O"), self.open_project_dialog
        )
        self._add_action(
            file_menu, tr("&Save project"), QKeySequence.StandardKey.Save, self.save_project
        )
        self._add_action(
            file_menu,
            tr("Save project &as…"),
            QKeySequence.StandardKey.SaveAs,
            self.save_project_as,
        )
        self.recent_menu = file_menu.addMenu(tr("&Recent projects"))
        self.recent_menu.aboutToShow.connect(self._fill_recent_menu)
        file_menu.addSeparator()
        self._add_action(file_menu, tr("&Quit"), QKeySequence("Ctrl+Q"), self.quit)
        add_language_menu(self.menuBar().addMenu(tr("&Settings")), self)
        help_menu = self.menuBar().addMenu(tr("&Help"))
        self._add_action(
            help_menu, tr("&Guide"), QKeySequence.StandardKey.HelpContents, self.show_guide
        )
        self._add_action(
            help_menu, tr("What do these &numbers mean?"), None, self.show_numbers_help
        )
        self._add_action(help_menu, tr("&About PrivDesk"), None, self.show_about)

    def _add_action(self, menu, text, shortcut, slot) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(shortcut)
        action.triggered.connect(slot)
        menu.addAction(action)
        return action

    def _fill_recent_menu(self) -> None:
        self.recent_menu.clear()
        paths = recent("recent_projects")
        if not paths:
            self.recent_menu.addAction(tr("(none)")).setEnabled(False)
        for path in paths:
            action = self.recent_menu.addAction(str(path))
            action.triggered.connect(lambda _=False, p=path: self._open_recent_project(p))

    def _open_recent_project(self, path: Path) -> None:
        if confirm_discard_release(self, self.state):
            self.open_project(path)

    def new_session(self) -> None:
        if self._any_busy() or not confirm_discard_release(self, self.state):
            return
        self.state.reset()
        self.load_page.mobility_panel.clear()
        self.current = -1
        self.go_to(0)

    def open_data_file(self) -> None:
        """File → Open data file: the Load page's Open file, for a table of people."""
        if self._job_running():
            return
        self.go_to(0)
        if self.state.family == "mobility":
            self.load_page.people_radio.click()  # asks before dropping a release
            if self.state.family == "mobility":
                return
        self.load_page.open_file_dialog()

    def open_project_dialog(self) -> None:
        if not confirm_discard_release(self, self.state):
            return
        filters = ";;".join((tr("PrivDesk projects (*.json)"), tr("All files (*)")))
        path, _ = QFileDialog.getOpenFileName(self, tr("Open project"), "", filters)
        if path:
            self.open_project(Path(path))

    def open_project(self, path: Path) -> None:
        """Open a project file: the Load page reads it off the GUI thread and every page is
        restored from the state when shown. A data file (by its name's ending) is offered
        to be opened as data instead."""
        if self._job_running():
            return
        path = Path(path)
        self.go_to(0)
        if path.suffix.lower() in FORMAT_BY_SUFFIX:
            answer = QMessageBox.question(
                self,
                tr("Open as data?"),
                tr(
                    "{file} is a data file, not a PrivDesk project (a .json file of "
                    "settings). Open it as the data to privatize?"
                ).format(file=path.name),
            )
            if answer == QMessageBox.StandardButton.Yes:
                self.load_page.load_path(path)
            return
        self.load_page.open_project(path)

    def _job_running(self) -> bool:
        """True (and says so) while a job runs: nothing else is opened meanwhile."""
        if not self._any_busy():
            return False
        show_error(
            self,
            tr("A job is running"),
            tr("Wait for it to finish or cancel it, then open the file."),
        )
        return True

    def save_project(self) -> bool:
        if self.state.project_path is None:
            return self.save_project_as()
        return self.save_project_to(self.state.project_path)

    def save_project_as(self) -> bool:
        path, _ = QFileDialog.getSaveFileName(
            self, tr("Save project"), "project.json", tr("PrivDesk projects (*.json)")
        )
        return bool(path) and self.save_project_to(Path(path))

    def save_project_to(self, path: Path) -> bool:
        if self.current >= 0:
            self.page(self.current).leave()
        try:
            save_project(self.state.project_to_save(), path)
        except (PrivDeskError, ValueError) as exc:
            show_error(self, tr("Cannot save the project"), str(exc))
            return False
        self.state.project_path = Path(path)
        self.state.mark_saved()
        add_recent("recent_projects", Path(path))
        self._refresh_title()
        return True

    def _refresh_title(self) -> None:
        path = self.state.project_path
        self.setWindowTitle(
            "PrivDesk" if path is None else tr("PrivDesk — {file}").format(file=path.name)
        )

    def show_guide(self) -> None:
        """The guide, at the section that explains the page on screen."""
        if self._guide is None:
            self._guide = GuideDialog(self)
        self._guide.show_section(section_for(max(self.current, 0), self.state.family))

    def show_numbers_help(self) -> None:
        box = QMessageBox(
            QMessageBox.Icon.Information,
            tr("What do these numbers mean?"),
            numbers_html(),
            QMessageBox.StandardButton.Close,
            self,
        )
        box.setTextFormat(Qt.TextFormat.RichText)
        box.open()

    def show_about(self) -> None:
        text = about_html(version=engine.__version__, log=escape(str(log_file())))
        QMessageBox.about(self, tr("About PrivDesk"), text)

    # --- window state ----------------------------------------------------------------------

    def place_on_screen(self) -> None:
        """Before the first show: the size and place the window had when last closed, if
        at least the smallest size every page is laid out for; else `opening_size` on
        its screen (maximized on a screen too small for it)."""
        geometry = settings().value("window/geometry")
        restored = geometry is not None and self.restoreGeometry(geometry)
        fits = self.width() >= MIN_WIDTH and self.height() >= MIN_HEIGHT
        if restored and (self.isMaximized() or fits):
            return
        size = opening_size(self.screen().availableGeometry().size())
        if size is None:
            self.setWindowState(self.windowState() | Qt.WindowState.WindowMaximized)
        else:
            self.resize(size)

    def _any_busy(self) -> bool:
        return any(page.busy() for page in self.stack.findChildren(WizardPage))

    def quit(self) -> None:
        """File → Quit: the same questions as closing the window."""
        if self._may_quit():
            self.close()

    def _may_quit(self) -> bool:
        """Offer to save settings no project file holds and warn of a release never
        exported; False when the user cancels (or the save does not happen)."""
        if self.current >= 0:
            self.page(self.current).leave()  # the page's last edits count
        unsaved, unexported = self.state.unsaved_settings(), self.state.unexported_release()
        if not (unsaved or unexported):
            return True
        lines = [tr("The settings have changed since they were last saved.")] if unsaved else []
        if unexported:
            lines.append(tr("The privatized data has not been exported: it will be lost."))
        buttons = QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel
        if unsaved:
            buttons |= QMessageBox.StandardButton.Save
            lines.append(tr("Save the project before quitting?"))
        else:
            lines.append(tr("Quit anyway?"))
        answer = QMessageBox.question(
            self,
            tr("Quit PrivDesk?"),
            "\n\n".join(lines),
            buttons,
            QMessageBox.StandardButton.Cancel,
        )
        if answer == QMessageBox.StandardButton.Save:
            return self.save_project()
        return answer == QMessageBox.StandardButton.Discard

    def closeEvent(self, event) -> None:
        if event.spontaneous() and not self._any_busy() and not self._may_quit():
            event.ignore()  # the window's close button (File → Quit asks in `quit`)
            return
        if self._any_busy():
            answer = QMessageBox.question(
                self, tr("Stop the running job?"), tr("A job is still running. Stop it and quit?")
            )
            if answer != QMessageBox.StandardButton.Yes:
                event.ignore()
                return
        settings().setValue("window/geometry", self.saveGeometry())
        super().closeEvent(event)
