"""The stages' SQL, written once in DuckDB's dialect, as Spark SQL reads it.

The mobility and statistics stages keep one SQL text each; `to_spark` rewrites the few
constructs whose spelling differs (types, a dozen functions, semi and anti joins, string
and identifier quoting), so both engines run the same definition. Statements that are not
queries (CREATE TABLE, DELETE, SET, macros) are carried out by `engine.data.spark_io`.

Pure text: importing this module needs no Spark.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable

_LITERAL = re.compile(r"'(?:[^']|'')*'|\"(?:[^\"]|\"\")*\"")
_HOLE = "\x00{}\x00"
_TYPES = [
    (re.compile(r"\bAS\s+VARCHAR\b"), "AS STRING"),
    (re.compile(r"\bAS\s+UBIGINT\b"), "AS BIGINT"),
    (re.compile(r"\bAS\s+TIMESTAMPTZ\b"), "AS TIMESTAMP_LTZ"),
    (re.compile(r"\bAS\s+TIMESTAMP\b(?!_)"), "AS TIMESTAMP_NTZ"),  # DuckDB's is wall-clock
]
_CAST_SUFFIX = re.compile(r"([\w.]+)::(\w+)")
_USING = re.compile(r"\bFROM (\w+) (ANTI|SEMI) JOIN (\w+) USING \(([^)]*)\)")
_JOINS = re.compile(r"(?<!LEFT )\b(ANTI|SEMI) JOIN\b")
_EXCLUDE = re.compile(r"\bSELECT \* EXCLUDE \(([^)]*)\) FROM (\w+)")
_RANGE = re.compile(r"\bFROM range\((\d+)\)")
_UNORDERED = re.compile(r"\bOVER \(\)")
_PAIR_KEY = re.compile(r" << 32\) \+ ")  # ((a << 32) + b), a and b < 2³²
_MASK = 2**64 - 1


def to_spark(
    sql: str,
    macros: dict[str, tuple[list[str], str]],
    seed: int,
    columns: Callable[[str], list[str]] | None = None,
) -> str:
    """`sql` (DuckDB) as Spark SQL. `macros`: name → (parameters, body) of the session's
    CREATE MACROs; `seed`: the statement's seed (`spark_io`: what DuckDB's `setseed` set,
    plus the statement's number), from which each random() of the text draws its own;
    `columns`: a table's columns, for `SELECT * EXCLUDE (…) FROM table`. A DuckDB
    `timezone(zone, instant)` becomes the wall-clock time in Spark's session time zone,
    which `spark_io` sets to that zone (`SET TimeZone`). A semi or anti join
    `FROM a SEMI JOIN b USING (k)` keeps a's columns in their order, as in DuckDB (Spark's
    USING would put k first)."""
    held: list[str] = []

    def hold(match: re.Match) -> str:
        held.append(match.group(0))
        return _HOLE.format(len(held) - 1)

    code = _EXCLUDE.sub(lambda m: _all_but(m, columns), _LITERAL.sub(hold, sql))
    for name, (params, body) in macros.items():
        held_body = _LITERAL.sub(hold, body)
        code = _rewrite_calls(code, name, lambda a, p=params, b=held_body: _expand(p, b, a))
    code = _CAST_SUFFIX.sub(r"CAST(\1 AS \2)", code)
    for pattern, replacement in _TYPES:
        code = pattern.sub(replacement, code)
    code = _USING.sub(_joined_on, code)
    code = _JOINS.sub(r"LEFT \1 JOIN", code)
    code = _RANGE.sub(r"FROM (SELECT id AS range FROM range(\1))", code)
    code = _UNORDERED.sub("OVER (ORDER BY monotonically_increasing_id())", code)
    code = _pair_keys(code)  # the same order, without overflow
    for name, rewrite in _calls(seed).items():
        code = _rewrite_calls(code, name, rewrite)
    return re.sub("\x00(\\d+)\x00", lambda m: _spark_quoted(held[int(m.group(1))]), code)


def _calls(seed: int) -> dict[str, Callable[[list[str]], str]]:
    """DuckDB function → its Spark spelling, from the call's arguments (as text)."""
    draws = itertools.count()
    return {
        "hash": lambda a: f"xxhash64({', '.join(a)})",
        "xor": lambda a: f"(({a[0]}) ^ ({a[1]}))",
        "regexp_matches": lambda a: f"({a[0]} RLIKE {a[1]})",
        "starts_with": lambda a: f"startswith({a[0]}, {a[1]})",
        "ltrim": lambda a: f"ltrim({a[0]})" if len(a) == 1 else f"TRIM(LEADING {a[1]} FROM {a[0]})",
        "timezone": lambda a: f"CAST({a[1]} AS TIMESTAMP_NTZ)",
        "to_timestamp": lambda a: f"timestamp_seconds({a[0]})",
        "date_diff": lambda a: f"datediff({a[2]}, {a[1]})",  # date_diff('day', a, b)
        "list_max": _smallest_max,
        "random": lambda a: f"rand({_seed_of(seed, next(draws))})",
        "list_value": lambda a: f"array({', '.join(a)})",
        "typeof": lambda a: (
            f"CASE typeof({a[0]}) WHEN 'string' THEN 'VARCHAR' ELSE upper(typeof({a[0]})) END"
        ),
    }


def _seed_of(seed: int, k: int) -> int:
    """The k-th random() call's seed from `seed` (SplitMix64, 63 bits). Spark's rand(s)
    draws the same numbers wherever s is the same (and in partition p those of s + p), so
    every call of every statement gets a scrambled seed of its own, as DuckDB's random()
    goes on drawing from one seed."""
    z = (seed + (k + 1) * 0x9E3779B97F4A7C15) & _MASK
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return (z ^ (z >> 31)) >> 1


def _all_but(match: re.Match, columns: Callable[[str], list[str]] | None) -> str:
    """`SELECT * EXCLUDE (a, b) FROM t` with t's other columns named, in t's order."""
    left_out = {name.strip() for name in match.group(1).split(",")}
    kept = [c for c in columns(match.group(2)) if c not in left_out]
    names = ", ".join("`" + c.replace("`", "``") + "`" for c in kept)
    return f"SELECT {names} FROM {match.group(2)}"


def _joined_on(match: re.Match) -> str:
    left, kind, right, keys = match.groups()
    on = " AND ".join(f"{left}.{k.strip()} = {right}.{k.strip()}" for k in keys.split(","))
    return f"FROM {left} {kind} JOIN {right} ON {on}"


def _pair_keys(code: str) -> str:
    """Every `((a << 32) + b)` (a and b whole expressions) as struct(a, b)."""
    while (match := _PAIR_KEY.search(code)) is not None:
        depth, start = 0, match.start()
        while depth >= 0:  # back to the parenthesis that opens a
            start -= 1
            depth += {")": 1, "(": -1}.get(code[start], 0)
        close = _closing(code, start - 1)
        first, second = code[start + 1 : match.start()], code[match.end() : close]
        code = f"{code[: start - 1]}struct({first}, {second}){code[close + 1 :]}"
    return code


def _smallest_max(args: list[str]) -> str:
    """DuckDB's list_max(min(x, n)), the n-th smallest x of the group: Spark sorts them."""
    inner = re.fullmatch(r"\s*min\((.*)\)\s*", args[0], re.S)
    if inner is None:
        return f"array_max({args[0]})"
    x, n = _split_args(inner.group(1))
    return f"array_max(slice(array_sort(collect_list({x})), 1, {n}))"


def _expand(params: list[str], body: str, args: list[str]) -> str:
    out = body
    for param, arg in zip(params, args, strict=True):
        out = re.sub(rf"\b{re.escape(param)}\b", f"({arg})", out)
    return f"({out})"


def _rewrite_calls(code: str, name: str, rewrite: Callable[[list[str]], str]) -> str:
    """Every call `name(...)` (a whole word, not a column `x.name`) replaced by
    rewrite(arguments); calls nested in the arguments are rewritten first."""
    pattern = re.compile(rf"(?<![\w.]){re.escape(name)}\s*\(", re.I)
    out, start = [], 0
    while (match := pattern.search(code, start)) is not None:
        close = _closing(code, match.end() - 1)
        inner = _rewrite_calls(code[match.end() : close], name, rewrite)
        out.append(code[start : match.start()])
        out.append(rewrite(_split_args(inner)))
        start = close + 1
    out.append(code[start:])
    return "".join(out)


def _closing(code: str, opening: int) -> int:
    depth = 0
    for i in range(opening, len(code)):
        depth += {"(": 1, ")": -1}.get(code[i], 0)
        if depth == 0:
            return i
    raise ValueError(f"unbalanced parentheses in: {code}")


def _split_args(text: str) -> list[str]:
    """Top-level comma-separated arguments (string literals are held out already)."""
    if not text.strip():
        return []
    args, depth, start = [], 0, 0
    for i, char in enumerate(text):
        depth += {"(": 1, ")": -1}.get(char, 0)
        if char == "," and depth == 0:
            args.append(text[start:i].strip())
            start = i + 1
    args.append(text[start:].strip())
    return args


def _spark_quoted(token: str) -> str:
    """A DuckDB string literal or quoted identifier as Spark writes it: backslashes and
    quotes escaped with a backslash; identifiers between backticks."""
    body = token[1:-1]
    if token[0] == "'":
        body = body.replace("''", "'")
        return "'" + body.replace("\\", "\\\\").replace("'", "\\'") + "'"
    body = body.replace('""', '"')
    return "`" + body.replace("`", "``") + "`"
