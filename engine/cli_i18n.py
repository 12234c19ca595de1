"""argparse in the interface language: the command-line help and errors of `main.py`.

argparse writes its own words ("usage:", "positional arguments", "options", "show this
help message and exit", "error: ...") through gettext, in English, while the commands'
output follows `--lang` through `engine.core.i18n.tr`. `TranslatedParser` takes those
words from `tr` too, so one catalogue serves both, without patching argparse's module
globals: its formatter passes a translated "usage:" prefix (and a no-break space before a
heading's colon in French), it adds its own -h/--help and retitles its two groups, and
`error()` maps the messages argparse builds internally (from its English templates) to
translated templates with the same values. Its subparsers are of the same class
(argparse's default), so every command follows.

The language is chosen before the parser is built (`main.take_language`). In English
every text is exactly argparse's own.
"""

from __future__ import annotations

import argparse
import re
import sys
from functools import cache

from engine.core.i18n import SOURCE_LANGUAGE, english, language, tr

# %(name)s, %(name)r, %s or %r in one of argparse's templates.
_PLACEHOLDER = re.compile(r"%\((\w+)\)[sr]|%[sr]")


class _TranslatedUsage:
    """A formatter mixin: the "usage:" prefix in the interface language, and section
    headings typeset for it."""

    def add_usage(self, usage, actions, groups, prefix=None):
        if prefix is None:
            prefix = tr("usage:") + " "
        super().add_usage(usage, actions, groups, prefix)

    def start_section(self, heading):
        # argparse writes "heading:"; French puts a no-break space before the colon (as
        # engine.core.i18n.numbers_separator does before ";").
        if heading and heading is not argparse.SUPPRESS and language() == "fr":
            heading += "\u00a0"
        super().start_section(heading)


@cache
def translated_formatter(base: type[argparse.HelpFormatter]) -> type[argparse.HelpFormatter]:
    """`base` (any argparse formatter class) writing "usage:" in the interface language."""
    if issubclass(base, _TranslatedUsage):
        return base
    return type(base.__name__, (_TranslatedUsage, base), {})


class TranslatedParser(argparse.ArgumentParser):
    """An ArgumentParser whose help and errors are in the interface language."""

    def __init__(self, *args, **kwargs):
        kwargs["formatter_class"] = translated_formatter(
            kwargs.get("formatter_class", argparse.HelpFormatter)
        )
        add_help = kwargs.pop("add_help", True)
        super().__init__(*args, add_help=False, **kwargs)
        self.add_help = add_help
        self._positionals.title = tr("positional arguments")
        self._optionals.title = tr("options")
        if add_help:
            dash = "-" if "-" in self.prefix_chars else self.prefix_chars[0]
            self.add_argument(
                dash + "h",
                dash * 2 + "help",
                action="help",
                default=argparse.SUPPRESS,
                help=tr("show this help message and exit"),
            )

    def error(self, message: str):
        """Print the usage and `message` (translated) to stderr; exit with status 2."""
        self.print_usage(sys.stderr)
        line = tr("{prog}: error: {message}").format(
            prog=self.prog, message=translate_message(message)
        )
        self.exit(2, line + "\n")


def _argparse_messages() -> tuple[str, ...]:
    """argparse's error templates that reach users, most specific first (a template is
    tried in this order; placeholders stay as argparse writes them)."""
    return (
        tr("argument %(argument_name)s: %(message)s"),
        tr("the following arguments are required: %s"),
        tr("one of the arguments %s is required"),
        tr("not allowed with argument %s"),
        tr("invalid choice: %(value)r (choose from %(choices)s)"),
        tr("invalid %(type)s value: %(value)r"),
        tr("unrecognized arguments: %s"),
        tr("expected one argument"),
        tr("expected at most one argument"),
        tr("expected at least one argument"),
        tr("expected %s argument"),
        tr("expected %s arguments"),
        tr("ambiguous option: %(option)s could match %(matches)s"),
        tr("ignored explicit argument %r"),
        tr("unexpected option string: %s"),
        tr("unknown parser %(parser_name)r (choices: %(choices)s)"),
    )


def _pattern(template: str) -> re.Pattern:
    """A regular expression matching what argparse writes from `template`."""
    # split() yields literal, name-or-None, literal, ...: placeholders sit at odd positions.
    parts = _PLACEHOLDER.split(template)
    return re.compile(
        "".join("(.*?)" if i % 2 else re.escape(part) for i, part in enumerate(parts)),
        re.DOTALL,
    )


def _fill(template: str, names: list[str | None], values: tuple[str, ...]) -> str:
    """`template` with each placeholder replaced by the text matched for it (by name, or
    in order for %s); `values` are already written (a %r value keeps its quotes)."""
    by_name = {name: value for name, value in zip(names, values, strict=True) if name}
    in_order = iter(value for name, value in zip(names, values, strict=True) if not name)
    return _PLACEHOLDER.sub(
        lambda m: by_name[m.group(1)] if m.group(1) else next(in_order), template
    )


def translate_message(message: str) -> str:
    """One of argparse's error messages in the interface language (unchanged in English,
    or when it is not one of argparse's templates, e.g. a type function's own message)."""
    if language() == SOURCE_LANGUAGE:
        return message
    for source, translated in zip(english(_argparse_messages), _argparse_messages(), strict=True):
        found = _pattern(source).fullmatch(message)
        if found is None:
            continue
        names = [name or None for name in _PLACEHOLDER.findall(source)]
        values = list(found.groups())
        if "message" in names:  # "argument X: MESSAGE": MESSAGE is argparse's too
            where = names.index("message")
            values[where] = translate_message(values[where])
        return _fill(translated, names, tuple(values))
    return message
