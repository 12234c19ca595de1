"""Keep the translation catalogues in step with the code, with Qt's own tools.

    python packaging/translations.py                  # lupdate, then lrelease: .ts and .qm
    python packaging/translations.py --fill fr.json   # ... and finish entries from a file
    python packaging/translations.py --out DIR        # write into DIR (a preview), not
                                                      # resources/i18n

`pyside6-lupdate` collects every `tr("...")` literal in `gui/`, `engine/` and `main.py`
into `resources/i18n/privdesk_<lang>.ts` (new ones unfinished; translations of strings
that left the code are dropped). `--fill` takes a JSON object {English: translation} and
finishes the matching entries. `pyside6-lrelease` compiles the `.ts` into the `.qm` the
GUI loads. Run the GUI with `--lang fr` (and PRIVDESK_I18N_DIR=DIR for a preview) to see
the result; tests/gui/test_translations.py fails while an entry is unfinished.
"""

from __future__ import annotations

import argparse
import ast
import json
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ElementTree
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CATALOGUES = ROOT / "resources" / "i18n"
SOURCES = ("gui", "engine", "main.py")
TRANSLATED = ("fr",)


def tool(name: str) -> str:
    """pyside6-lupdate / pyside6-lrelease, also when only the PySide6 package is on PATH."""
    found = shutil.which(f"pyside6-{name}")
    if found:
        return found
    import PySide6

    return str(Path(PySide6.__file__).parent / name)


def source_files() -> list[str]:
    """Every Python file that may hold a tr() literal (lupdate does not find .py files when
    given a folder)."""
    files = [Path(name) for name in SOURCES if name.endswith(".py")]
    for folder in (name for name in SOURCES if not name.endswith(".py")):
        files += sorted((ROOT / folder).rglob("*.py"))
    return [str(path.relative_to(ROOT) if path.is_absolute() else path) for path in files]


def update(ts: Path) -> None:
    """Add the code's new strings to `ts` (unfinished) and drop those the code lost.

    `pyside6-lupdate` extracts the literals; it misses a `tr("...")` inside an f-string,
    so the literals found by reading the code (`code_literals`) complete its list, and
    they alone decide which entries stay. Everything lives in the one shared context.
    """
    subprocess.run(
        [tool("lupdate"), *source_files(), "-locations", "none", "-silent", "-ts", str(ts)],
        cwd=ROOT,
        check=True,
        stdout=subprocess.DEVNULL,
    )
    code = code_literals()
    tree = ElementTree.parse(ts)
    root = tree.getroot()
    messages = {}
    for context in root.findall("context"):
        for message in context.findall("message"):
            messages.setdefault(message.findtext("source"), message)
        root.remove(context)
    shared = ElementTree.SubElement(root, "context")
    ElementTree.SubElement(shared, "name").text = ""
    for source in code:
        message = messages.get(source)
        if message is None:
            message = ElementTree.Element("message")
            ElementTree.SubElement(message, "source").text = source
            ElementTree.SubElement(message, "translation", type="unfinished")
        translation = message.find("translation")
        if translation.get("type") in ("vanished", "obsolete"):
            if translation.text:
                del translation.attrib["type"]
            else:
                translation.set("type", "unfinished")
        shared.append(message)
    write(tree, ts)


def is_tr(func: ast.expr) -> bool:
    """`tr(...)` or `i18n.tr(...)` (never `self.tr`, whose context is the class's)."""
    if isinstance(func, ast.Attribute):
        return func.attr == "tr" and getattr(func.value, "id", None) == "i18n"
    return getattr(func, "id", None) == "tr"


def code_literals() -> list[str]:
    """The literal of every `tr("...")` call in the sources, once each, in file order."""
    found: dict[str, None] = {}
    for name in source_files():
        tree = ast.parse((ROOT / name).read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Call)
                and is_tr(node.func)
                and len(node.args) == 1
                and isinstance(node.args[0], ast.Constant)
                and isinstance(node.args[0].value, str)
            ):
                found[node.args[0].value] = None
    return list(found)


def write(tree: ElementTree.ElementTree, ts: Path) -> None:
    ElementTree.indent(tree, space="    ")
    with open(ts, "wb") as out:
        out.write(b'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n')
        tree.write(out, encoding="utf-8", xml_declaration=False)
        out.write(b"\n")


def fill(ts: Path, translations: dict[str, str]) -> int:
    """Finish the unfinished entries of `ts` found in `translations`; the number finished."""
    tree = ElementTree.parse(ts)
    finished = 0
    for message in tree.getroot().iter("message"):
        translation = message.find("translation")
        text = translations.get(message.findtext("source"))
        if translation is not None and translation.get("type") == "unfinished" and text:
            translation.text = text
            del translation.attrib["type"]
            finished += 1
    if finished:
        write(tree, ts)
    return finished


def release(ts: Path, qm: Path) -> None:
    subprocess.run([tool("lrelease"), "-silent", str(ts), "-qm", str(qm)], check=True)


def sources(ts: Path) -> list[str]:
    return [
        message.findtext("source") for message in ElementTree.parse(ts).getroot().iter("message")
    ]


def unfinished(ts: Path) -> list[str]:
    """Source texts of `ts` that have no finished translation."""
    return [
        message.findtext("source")
        for message in ElementTree.parse(ts).getroot().iter("message")
        if message.find("translation").get("type") == "unfinished"
    ]


def build(out: Path, fills: list[Path]) -> dict[str, list[str]]:
    """Update, fill and compile every catalogue into `out`; the unfinished texts per language."""
    translations: dict[str, str] = {}
    for path in fills:
        translations.update(json.loads(path.read_text(encoding="utf-8")))
    out.mkdir(parents=True, exist_ok=True)
    missing = {}
    for lang in TRANSLATED:
        ts = out / f"privdesk_{lang}.ts"
        if out != CATALOGUES and not ts.exists():
            shutil.copyfile(CATALOGUES / ts.name, ts)
        update(ts)
        fill(ts, translations)
        release(ts, ts.with_suffix(".qm"))
        missing[lang] = unfinished(ts)
    return missing


def check(lang: str) -> tuple[list[str], list[str]]:
    """(code strings missing from the committed .ts, its unfinished entries), computed on a
    fresh lupdate in a temporary copy; both empty when the catalogue is complete."""
    committed = CATALOGUES / f"privdesk_{lang}.ts"
    with tempfile.TemporaryDirectory() as tmp:
        ts = Path(tmp) / committed.name
        shutil.copyfile(committed, ts)
        update(ts)
        known = {
            m.findtext("source") for m in ElementTree.parse(committed).getroot().iter("message")
        }
        current = [m.findtext("source") for m in ElementTree.parse(ts).getroot().iter("message")]
        return [text for text in current if text not in known], unfinished(ts)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--fill", type=Path, action="append", default=[], help="JSON file")
    parser.add_argument("--out", type=Path, default=CATALOGUES, help="catalogue folder")
    args = parser.parse_args()
    for lang, texts in build(args.out.resolve(), args.fill).items():
        print(f"{lang}: {len(texts)} unfinished")
        for text in texts:
            print(f"  {text!r}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
