"""Printable instruction cards for paper surveys: one card per randomized question, with
the randomizer's instructions and the respondent's protection in plain words."""

from __future__ import annotations

from html import escape

from engine.core.i18n import tr

CARD_STYLE = """
.card { border: 2px solid #333; border-radius: 0.6em; padding: 1em 1.4em; margin: 1em 0;
        page-break-inside: avoid; break-inside: avoid; }
.card h3 { margin-top: 0; } .card .protect { font-style: italic; }
"""


def card_html(wording: str, instructions: str, protection: str, tool: str) -> str:
    need = tr("<b>You need:</b> {tool}.").format(tool=escape(tool))
    interviewer = tr("Interviewer: record only the answer you hear.")
    return (
        f"<div class='card'><h3>{escape(wording)}</h3>"
        f"<p>{need}</p>"
        f"<p>{escape(instructions)}</p>"
        f"<p class='protect'>{escape(protection)}</p>"
        f"<p class='note'>{interviewer}</p></div>"
    )
