"""The layout rules of ARCHITECTURE.md, checked on the source itself.

* engine/ imports neither Qt nor gui/;
* the engine's packages import each other without cycles (core at the bottom, tasks on
  top), and no module imports another module's private `_name`;
* no source file is much over 500 lines unless its docstring says why;
* the engine's task registry and the wizard's agree, and every task object implements the
  Task protocol.
"""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

import pytest

from engine.tasks import REGISTRY, get_task
from engine.tasks.base import Task
from tests.paths import REPO, SAMPLES

LONG_FILE_LINES = 520
LONG_FILE_REASON = "Longer than 500 lines because"


def python_files(*folders: str) -> list[Path]:
    return sorted(
        p for f in folders for p in (REPO / f).rglob("*.py") if "__pycache__" not in p.parts
    )


def imports_of(path: Path) -> list[ast.ImportFrom | ast.Import]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [n for n in ast.walk(tree) if isinstance(n, ast.Import | ast.ImportFrom)]


def module_level_imports(path: Path) -> set[str]:
    """Imports run when the module loads (not those inside functions or TYPE_CHECKING)."""
    names = set()
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
    return names


def imported_modules(path: Path) -> set[str]:
    names = set()
    for node in imports_of(path):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif node.module:
            names.add(node.module)
    return names


def test_engine_imports_no_qt_and_no_gui():
    offenders = {
        str(p.relative_to(REPO)): sorted(
            m for m in imported_modules(p) if m.split(".")[0] in ("PySide6", "gui", "pyqtgraph")
        )
        for p in python_files("engine")
    }
    assert {k: v for k, v in offenders.items() if v} == {}


def package_of(module: str) -> str | None:
    parts = module.split(".")
    if parts[0] != "engine" or len(parts) < 2:
        return None
    return ".".join(parts[:2])


def test_engine_packages_import_each_other_without_cycles():
    graph: dict[str, set[str]] = {}
    for path in python_files("engine"):
        rel = path.relative_to(REPO).with_suffix("")
        source = package_of(".".join(rel.parts))
        if source is None:
            continue
        for module in module_level_imports(path):
            target = package_of(module)
            if target is not None and target != source:
                graph.setdefault(source, set()).add(target)
    # Depth-first search for a cycle between packages.
    state: dict[str, str] = {}

    def visit(node: str, trail: list[str]) -> list[str] | None:
        state[node] = "open"
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == "open":
                return [*trail, node, nxt]
            if nxt not in state and (cycle := visit(nxt, [*trail, node])):
                return cycle
        state[node] = "done"
        return None

    for node in sorted(graph):
        if node not in state:
            assert visit(node, []) is None, f"import cycle: {visit(node, [])}"


def test_core_imports_no_other_engine_package_at_module_level():
    """engine.core is the bottom layer: it reaches the registry only inside functions."""
    for path in python_files("engine/core"):
        outside = {
            m for m in module_level_imports(path) if package_of(m) not in (None, "engine.core")
        }
        assert outside == set(), path


def test_no_private_name_is_imported_across_modules():
    found = []
    for path in python_files("engine", "gui"):
        for node in imports_of(path):
            if isinstance(node, ast.ImportFrom) and node.module and node.module != "__future__":
                found += [
                    f"{path.relative_to(REPO)}: {alias.name}"
                    for alias in node.names
                    if alias.name.startswith("_") and not alias.name.startswith("__")
                ]
    assert found == []


def test_long_files_say_why():
    long = []
    for path in [*python_files("engine", "gui"), REPO / "main.py"]:
        text = path.read_text(encoding="utf-8")
        if text.count("\n") > LONG_FILE_LINES and LONG_FILE_REASON not in text[:3000]:
            long.append(f"{path.relative_to(REPO)} ({text.count(chr(10))} lines)")
    assert long == []


@pytest.mark.parametrize("key", list(REGISTRY))
def test_every_task_is_registered_for_engine_and_wizard(key):
    from gui.tasks import TASK_PAGES, page_classes

    task = get_task(key)
    assert isinstance(task, Task)
    assert task.info is REGISTRY[key]
    assert (SAMPLES / task.info.sample_project).is_file()
    assert key in TASK_PAGES
    from gui.pages.base import WizardPage

    pages = page_classes(key)
    assert len(pages) == 5 and all(issubclass(p, WizardPage) for p in pages)
    from gui.pages.base import step_titles  # the step list is drawn before pages are built

    assert tuple(page.title for page in pages) == step_titles()[1:]
    from gui.pages.load_page import SAMPLES as SAMPLE_MENU

    assert task.info.sample_project in {file for _, file in SAMPLE_MENU.values()}


def test_the_wizard_registers_no_task_the_engine_lacks():
    from gui.tasks import TASK_PAGES

    assert set(TASK_PAGES) == set(REGISTRY)


def test_registry_modules_load_lazily():
    """Importing the registry loads no task module (a targeting run never loads mobility)."""
    code = (
        "import sys, engine.tasks; "
        "print(any(m.startswith(('engine.tasks.mobility', 'engine.tasks.targeting')) "
        "for m in sys.modules))"
    )
    import subprocess
    import sys

    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=REPO)
    assert out.stdout.strip() == "False", out.stderr
    importlib.import_module("engine.tasks")
