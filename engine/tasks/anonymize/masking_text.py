"""How each masked column was masked, in the reader's language, from the manifest's
English description (the anonymize report's masking table)."""

from __future__ import annotations

import re

from engine.core.i18n import tr

_REGEX_MASK = re.compile(r"regex mask \((.*)\); a partial mask", re.DOTALL)
_USER_PATTERN = re.compile(r"user pattern (.*) → (.*)", re.DOTALL)
_CODEBOOK = re.compile(r"substitution codebook \((.*)\); codebook not saved")


def masking_text(info: dict) -> str:
    """How a direct identifier was masked (the manifest's masking.<column>), in words."""
    method = info["method"]
    regex, codebook = _REGEX_MASK.fullmatch(method), _CODEBOOK.fullmatch(method)
    if method.startswith("keyed pseudonym"):
        text = tr("keyed pseudonym (one code per person)")
    elif method.startswith("redacted"):
        text = tr("redacted ([REDACTED])")
    elif method == "column dropped":
        text = tr("column dropped")
    elif regex is not None:
        what = regex.group(1)
        named = {
            "email": tr("e-mail addresses"),
            "phone": tr("phone numbers"),
            "id": tr("ID numbers"),
            "name": tr("names"),
        }
        user = _USER_PATTERN.fullmatch(what)
        if user is not None:
            what = tr("your pattern {pattern} → {replacement}").format(
                pattern=user.group(1), replacement=user.group(2)
            )
        text = tr("regex mask ({what}); a partial mask").format(what=named.get(what, what))
    elif codebook is not None:
        source = {
            "codebook file": tr("codebook file"),
            "random order": tr("random order"),
            "monotone order": tr("sorted order"),
        }.get(codebook.group(1), codebook.group(1))
        text = tr("substitution codebook ({source}); codebook not saved").format(source=source)
    else:
        text = method
    if "key" in info:
        keyed = info["key"].startswith("a key file")
        key = (
            tr("a key file (tokens match other releases made with it: linkable)")
            if keyed
            else tr("a fresh random key, discarded after the release (not linkable)")
        )
        text = tr("{method}; {key}").format(method=text, key=key)
    return text
