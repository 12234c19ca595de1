"""`main.py new-key FILE` and `main.py new-codebook DATA COLUMN FILE`: the two files that
make an anonymized release linkable, each made only on the user's request.

A key file makes keyed pseudonyms stable across the releases that use it (they can be
linked with each other); a codebook file (value, code) lets its holder turn the released
codes back into the values, e.g. to reach the households an analysis selected. A release
never writes either: the user makes them first, then names them in the project
(`masking.<column>.key_file`, or `masking.<column>.file` for a codebook).
"""

from __future__ import annotations

from pathlib import Path

from engine.core.errors import InputError
from engine.core.i18n import tr


def warning() -> str:
    return tr(
        "Keep this file apart from the released data and never share it: whoever holds it "
        "can link releases, or turn codes back into the real values."
    )


def register_link_files(commands) -> None:
    key = commands.add_parser(
        "new-key",
        help=tr("write a key file for stable pseudonyms (linkable releases)"),
        description=tr(
            "Write a fresh 32-byte key (hex) for keyed pseudonyms, refusing to overwrite. "
            "Releases made with the same key give a person the same token, so they can be "
            "linked with each other; name it in masking.<column>.key_file."
        ),
    )
    key.add_argument("file", type=Path, help=tr("key file to create"))
    book = commands.add_parser(
        "new-codebook",
        help=tr("write a codebook file (value, code) of one column, to link results back"),
        description=tr(
            "Write the codebook of a column: each distinct value and its code 1…u, in a "
            "random order (or sorted with --order monotone, which leaks ranks), as CSV, "
            'refusing to overwrite. Name it in masking.<column> as {"method": "codebook", '
            '"file": ...}: the release then uses exactly these codes.'
        ),
    )
    book.add_argument("data", type=Path, help=tr("table holding the column"))
    book.add_argument("column", help=tr("the identifier column"))
    book.add_argument("file", type=Path, help=tr("codebook file to create (.csv)"))
    book.add_argument(
        "--order",
        choices=("random", "monotone"),
        default="random",
        help=tr("order of the codes (default random)"),
    )
    book.add_argument("--sheet", help=tr("sheet of an Excel workbook (default: the first)"))


def command_new_key(args) -> int:
    from engine.anonymize.masking import new_key_file

    path = new_key_file(args.file)
    print(tr("key file written: {file}").format(file=path))
    print(warning())
    return 0


def command_new_codebook(args) -> int:
    from engine.anonymize.masking import new_codebook_file
    from engine.data.readers import read_table

    frame = read_table(args.data, sheet=args.sheet).frame
    if args.column not in frame.columns:
        raise InputError(
            tr("the table has no column {column}.").format(column=repr(args.column)),
            path=args.data,
        )
    path = new_codebook_file(frame[args.column], args.file, args.order, source=args.data)
    print(
        tr("codebook of {column} written: {file} ({count} values)").format(
            column=args.column, file=path, count=frame[args.column].nunique()
        )
    )
    print(warning())
    return 0
