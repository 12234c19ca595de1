"""English words left in a French report: the check behind "every French string translated".

A report's visible text (no style sheet, script or drawing) is searched for words that are
English and never French. What the person named themselves is theirs and stays as written
(a query's label, a column, a category: `THEIRS`); so
does the exact term after "Details:" (or its French "Détails :"), up to the end of its
paragraph, as tests/test_plain_words.py allows.
"""

from __future__ import annotations

import re
from html import unescape
from html.parser import HTMLParser

# English words no French sentence uses: function words, and the ledger's and guarantees'
# own vocabulary (mechanism names in English, units, badges).
ENGLISH = frozenset(
    [
        "the",
        "and",
        "with",
        "of",
        "is",
        "are",
        "that",
        "this",
        "these",
        "from",
        "for",
        "each",
        "which",
        "not",
        "only",
        "when",
        "than",
        "Privacy",
        "privacy",
        "ledger",
        "proven",
        "measured",
        "records",
        "record",
        "people",
        "person",
        "rows",
        "row",
        "respondent",
        "trips",
        "trip",
        "randomized",
        "response",
        "Gaussian",
        "gaussian",
        "exponential",
        "noise",
        "guarantee",
        "released",
        "estimate",
        "estimates",
        "query",
        "queries",
        "attack",
        "masking",
        "identifiers",
        "sequential",
    ]
)
DETAILS = re.compile(r"(?:Details|Détails)\s*:.*", re.DOTALL)


class _Text(HTMLParser):
    HIDDEN = ("style", "script", "svg", "title")

    def __init__(self) -> None:
        super().__init__()
        self.hidden = 0
        self.chunks: list[str] = []

    def handle_starttag(self, tag, attrs) -> None:
        self.hidden += tag in self.HIDDEN

    def handle_endtag(self, tag) -> None:
        self.hidden -= tag in self.HIDDEN

    def handle_data(self, data) -> None:
        if not self.hidden:
            self.chunks.append(DETAILS.sub("", unescape(data)))


def report_text(page: str) -> list[str]:
    """The report's visible text, one piece per element, details left out."""
    parser = _Text()
    parser.feed(page)
    return [chunk.strip() for chunk in parser.chunks if chunk.strip()]


# Manifest keys whose values the person wrote or their data holds: labels, columns, groups.
THEIRS = frozenset(
    [
        "label",
        "labels",
        "column",
        "columns",
        "by",
        "x",
        "features",
        "target",
        "sensitivity_level",
        "question",
        "questions",
        "wording",
        "categories",
        "file_name",
    ]
)


def words_of(value) -> set[str]:
    """Every word in the strings of a (nested) manifest value."""
    if isinstance(value, str):
        return set(re.findall(r"[A-Za-z]+", value))
    if isinstance(value, dict):
        return set().union(set(), *(words_of(k) | words_of(v) for k, v in value.items()))
    if isinstance(value, list | tuple):
        return set().union(set(), *(words_of(v) for v in value))
    return set()


def their_words(manifest) -> set[str]:
    """The words of every value the manifest holds under a key in `THEIRS`, at any depth."""
    found: set[str] = set()
    if isinstance(manifest, dict):
        for key, value in manifest.items():
            found |= words_of(value) if key in THEIRS else their_words(value)
    elif isinstance(manifest, list | tuple):
        for value in manifest:
            found |= their_words(value)
    return found


def english_in(page: str, manifest: dict) -> list[str]:
    """'word in «text»' for each English word of the report that the person did not write."""
    theirs = their_words(manifest)
    found = []
    for chunk in report_text(page):
        for word in sorted(set(re.findall(r"[A-Za-z]+", chunk)) & ENGLISH - theirs):
            found.append(f"{word!r} in {chunk[:160]!r}")
    return found
