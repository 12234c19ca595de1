"""`python main.py screenshots OUTDIR`: drive the wizard offscreen and save every page.

It clicks through the real widgets on a bundled sample — open, task, parameters,
privatize, audit (with a sweep), export — and saves one PNG per page and per plot, for the
README and for review; then it does the same for the mobility sample (files named m1_…)
and for every other registered task's sample (files named <task>_1_load … <task>_6_export).
"""

from __future__ import annotations

import dataclasses
import os
import tempfile
import time
from collections.abc import Callable, Collection
from pathlib import Path
from typing import TYPE_CHECKING

from engine.core.errors import PrivDeskError
from engine.core.i18n import tr
from engine.privacy.ledger_store import user_data_dir_moved_to
from engine.tasks import REGISTRY

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

# The smallest window PrivDesk opens in: 1280 wide (`gui.main_window.MIN_WIDTH`), and as
# high as a maximized window on a 1366 × 768 laptop once the task bar and title bar are
# drawn; 2560 × 1400 at 200 %. Every page must be usable (and pass the layout check) here.
SIZE = (1280, 700)


def _wait(app, until: Callable[[], bool], timeout: float = 600.0) -> None:
    """Process events until `until()` holds (jobs run on worker threads)."""
    deadline = time.monotonic() + timeout
    while not until():
        if time.monotonic() > deadline:
            raise TimeoutError(tr("The wizard did not finish in time."))
        app.processEvents()
        time.sleep(0.02)
    app.processEvents()


def output_folder(outdir: Path) -> Path:
    """The folder for the PNG files, created if missing; a file of that name, or a folder
    that cannot be created, ends with one sentence (`PrivDeskError`)."""
    outdir = Path(outdir)
    if outdir.exists() and not outdir.is_dir():
        raise PrivDeskError(
            tr("{path} is a file, not a folder; give a folder for the PNG files.").format(
                path=outdir
            )
        )
    try:
        outdir.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise PrivDeskError(
            tr("cannot create the folder {path} ({reason}).").format(
                path=outdir, reason=exc.strerror or exc.__class__.__name__
            )
        ) from None
    return outdir


def layout_problems(widget: QWidget) -> list[str]:
    """A window that grew past the size it was given (its bottom would be off a laptop's
    screen), text cut off by its widget, plots whose legend covers data or whose tick labels
    overlap, and underlined letters shared in its window."""
    from gui.keyboard import mnemonic_clashes
    from gui.layout_check import clipped_texts, plot_problems

    window = widget.window()
    clashes = mnemonic_clashes(window)
    given = window.property("given_size")  # set by take_screenshots
    too_big = []
    if given is not None and (window.width() > given[0] or window.height() > given[1]):
        too_big.append(
            tr("the window needs {width} × {height} pixels, more than the {given} it has").format(
                width=window.width(), height=window.height(), given=" × ".join(map(str, given))
            )
        )
    return (
        too_big
        + clipped_texts(widget)
        + plot_problems(widget)
        + [
            tr("Alt+{letter} is shared by {texts}").format(
                letter=letter.upper(), texts=" / ".join(texts)
            )
            for letter, texts in clashes.items()
        ]
    )


def take_screenshots(
    outdir: Path,
    sample: str = "poverty",
    simulations: int = 5,
    on_written: Callable[[Path], None] | None = None,
    on_page: Callable[[str, QWidget], None] | None = None,
    size: tuple[int, int] | None = None,
    tasks: Collection[str] | None = None,
) -> list[Path]:
    """Save every PNG into `outdir`, the window at `size` (width, height; default `SIZE`),
    for the tasks named in `tasks` (default: every registered task);
    `on_page(name, widget)` is called with each page as shown (to check it:
    `layout_problems`), `on_written(path)` after each file is saved.
    A PNG that cannot be written stops the run with `PrivDeskError` naming it."""
    outdir = output_folder(outdir)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from gui.app import create_application
    from gui.main_window import MainWindow

    app = create_application()
    written: list[Path] = []
    windows = []

    def new_window():
        window = MainWindow()
        windows.append(window)
        window.resize(*(size or SIZE))
        window.setProperty("given_size", list(size or SIZE))  # what the page must fit in
        window.show()
        return window

    def shot(name: str, widget=None) -> None:
        # Word-wrapped labels settle their height over a few layout passes.
        for _ in range(10):
            app.processEvents()
            time.sleep(0.02)
        path = outdir / f"{name}.png"
        if on_page is not None:
            on_page(name, widget or windows[-1])
        if not (widget or windows[-1]).grab().save(str(path)):
            raise PrivDeskError(
                tr(
                    "could not write {path}; check that the folder exists and you may write to it."
                ).format(path=path)
            )
        written.append(path)
        if on_written is not None:
            on_written(path)

    # The samples' releases must not count against the user's own dataset ledgers.
    with (
        tempfile.TemporaryDirectory(prefix="privdesk-shots-") as data,
        user_data_dir_moved_to(Path(data)),
    ):
        try:
            for key in REGISTRY if tasks is None else tasks:
                if windows:
                    windows[-1].close()
                if key == "targeting":
                    _targeting_shots(app, new_window(), shot, sample, simulations)
                elif key == "mobility":
                    _mobility_shots(app, new_window(), shot)
                else:
                    _task_shots(app, new_window(), shot, key)
        finally:
            for window in windows:
                window.close()
    return written


def _mobility_shots(app, window, shot: Callable[..., None]) -> None:
    """The six pages of the mobility task on the bundled call records."""
    load = window.load_page
    load.open_sample("mobility")
    _wait(app, lambda: not load.busy() and window.state.projects["mobility"] is not None)
    shot("m1_load")
    window.go_to(1)
    task = window.pages[1].panel()
    task.targets_spin.setValue(10)  # a shorter membership attack; the rest as in the sample
    shot("m2_task")
    window.go_to(2)
    shot("m3_parameters")
    window.go_to(3)
    privatize = window.pages[3]
    privatize.start()
    _wait(app, lambda: not privatize.busy() and window.state.results is not None)
    shot("m4_privatize")
    window.go_to(4)
    shot("m5_audit")
    audit = window.pages[4]
    audit.select_day(40)  # the event's day: people leave R07
    shot("m5_audit_full", audit.content)  # the whole scrolling page
    window.go_to(5)
    shot("m6_export")


def _targeting_shots(app, window, shot, sample: str, simulations: int) -> None:
    load, _, parameters, privatize, audit, _ = window.pages
    load.open_sample(sample)
    _wait(app, lambda: not load.busy() and window.state.table is not None)
    shot("1_load")
    window.go_to(1)
    shot("2_task")
    window.go_to(2)
    # Fewer simulations keep the run short; everything else is the sample's own setting.
    window.state.update_project(
        "targeting",
        audit=dataclasses.replace(
            window.state.projects["targeting"].audit, simulations=simulations
        ),
    )
    parameters.enter()
    shot("3_parameters")
    parameters.exactToggle.setChecked(True)
    shot("3_parameters_exact")
    parameters.exactToggle.setChecked(False)
    window.go_to(3)
    privatize.start()
    _wait(app, lambda: not privatize.runner.running and window.state.results is not None)
    shot("4_privatize")
    window.go_to(4)
    shot("5_audit")
    audit.start_sweep()
    _wait(app, lambda: not audit.sweep_runner.running and window.state.results.sweep is not None)
    for index, name in enumerate(("tradeoff", "distribution", "inference")):
        audit.tabs.setCurrentIndex(index)
        shot(f"5_audit_{name}")
    window.go_to(5)
    shot("6_export")


def _task_shots(app, window, shot: Callable[..., None], key: str) -> None:
    """The six pages of task `key` on its bundled sample, with its own settings."""
    load = window.load_page
    load.open_sample(key)
    _wait(app, lambda: not load.busy() and window.state.family == key)
    shot(f"{key}_1_load")
    for step, name in ((1, "2_task"), (2, "3_parameters")):
        window.go_to(step)
        shot(f"{key}_{name}")
    window.go_to(3)
    privatize = window.page(3)
    privatize.start()
    _wait(app, lambda: not privatize.busy() and window.state.results is not None)
    shot(f"{key}_4_privatize")
    for step, name in ((4, "5_audit"), (5, "6_export")):
        window.go_to(step)
        shot(f"{key}_{name}")
