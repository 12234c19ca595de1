"""The targeting Parameters page's consequences box: what a setting proves (guarantee, classic
equivalent, noise, distinguishing protection, Theorem-1 advice), in plain words.

A widget of its own because it only formats the engine's `SettingPreview`; the page decides
when to show a new one.
"""

from __future__ import annotations

from PySide6.QtWidgets import QFormLayout, QGroupBox, QSizePolicy, QWidget

from engine.tasks.targeting.preview import SettingPreview
from gui.widgets.form_widgets import bold, set_warning, warning_palette, wrapped_label


class GuaranteePanel(QGroupBox):
    """“What this setting means”: `show_preview` fills it from the engine's preview."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("What this setting means", parent)
        self.guaranteeLabel = wrapped_label("guaranteeLabel")
        self.classicLabel = wrapped_label("classicLabel")
        self.noiseLabel = wrapped_label("noiseLabel")
        self.distinguishingLabel = wrapped_label("distinguishingLabel")
        self.adviceLabel = wrapped_label("adviceLabel")
        self.problemLabel = wrapped_label("problemLabel")
        self.guaranteeLabel.setToolTip(
            "What the release proves, whatever an attacker knows (a mathematical guarantee)."
        )
        self.classicLabel.setToolTip(
            "The protection between any two people, however different their data (classic "
            "differential privacy, r = 2), implied by the guarantee through the switch lemma."
        )
        self.noiseLabel.setToolTip("How much random noise is added, in the scaled units.")
        self.distinguishingLabel.setToolTip(
            "A proven score from 0 (the original data) to 1 (nothing can be learnt) of how "
            "well an attacker can tell any two people apart in the release; μ is the "
            "privacy loss it is computed from, 1 / (1 + μ)."
        )
        self.adviceLabel.setToolTip(
            "The paper's Theorem 1: with this ε and δ, keeping this share of targeting "
            "decisions unchanged is impossible unless r is small enough. The bound is "
            "necessary, not sufficient."
        )
        self.problemLabel.setPalette(warning_palette(self.problemLabel))
        form = QFormLayout()
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapAllRows)
        form.addRow(self.problemLabel)
        form.addRow(bold("Proven guarantee"), self.guaranteeLabel)
        form.addRow(bold("Between any two people"), self.classicLabel)
        form.addRow(bold("Noise added"), self.noiseLabel)
        form.addRow(bold("Distinguishing protection"), self.distinguishingLabel)
        form.addRow(bold("Accurate targeting (Theorem 1)"), self.adviceLabel)
        self.setLayout(form)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)

    def show_preview(self, preview: SettingPreview | None, problem: str | None, r: float) -> None:
        """The consequences of `preview` (None: the settings are unusable because of
        `problem`); `r` is the protection radius the advice compares with."""
        self.problemLabel.setVisible(problem is not None)
        self.problemLabel.setText(f"⚠ Cannot use these settings — {problem}")
        if preview is None:
            for label in (
                self.guaranteeLabel,
                self.classicLabel,
                self.noiseLabel,
                self.distinguishingLabel,
                self.adviceLabel,
            ):
                label.setText("—")
            set_warning(self.adviceLabel, False)
            return
        guarantee = preview.guarantee
        self.guaranteeLabel.setText(guarantee.statement)
        self.classicLabel.setText(classic_text(preview))
        self.noiseLabel.setText(noise_text(preview))
        score = preview.distinguishing
        if guarantee.kind != "tdp":
            self.distinguishingLabel.setText(
                "0 — no noise is added, so nothing is proven against telling people apart."
            )
        else:
            self.distinguishingLabel.setText(
                f"{score.protection:.3f} (μ = {score.mu:.3g}) — 1 means an attacker learns "
                f"nothing that tells two people apart, 0 is the original data."
                + (" From an illustrative projection matrix." if preview.illustrative else "")
            )
        self.adviceLabel.setText(advice_text(preview, r))
        set_warning(self.adviceLabel, preview.r_allowed is False)


# --- plain-language texts (formatting of engine results only) ------------------------------


def classic_text(preview: SettingPreview) -> str:
    g = preview.guarantee
    if g.kind != "tdp":
        return "No differential-privacy guarantee: k-anonymity is a property of the table only."
    if g.is_classic_dp:
        return f"This is classic differential privacy: ε = {g.epsilon:.4g}, δ = {g.delta:.3g}."
    if g.classic_delta >= 1.0:
        return (
            f"No meaningful guarantee: the switch lemma gives ε = {g.classic_epsilon:.4g} "
            f"but its δ reaches 1. People whose data differ by more than r = {g.r:g} are "
            f"protected only by the noise (see distinguishing protection)."
        )
    return (
        f"ε = {g.classic_epsilon:.4g}, δ = {g.classic_delta:.3g} (classic differential "
        f"privacy implied by the switch lemma)."
    )


def noise_text(preview: SettingPreview) -> str:
    if preview.sigma is None:
        return "None: every row is replaced by the average of its group of at least k rows."
    if preview.illustrative:
        text = (
            f"σ₁ = {preview.sigma:.4g} on the projection (from an illustrative projection "
            f"matrix; the release draws its own, so its σ₁ differs slightly)."
        )
    else:
        text = f"σ = {preview.sigma:.4g} per feature, in units where every row has length ≤ 1."
    if preview.sigma2 is not None:
        text += f" Component step: σ₂ = {preview.sigma2:.4g}."
    return text


def advice_text(preview: SettingPreview, r: float) -> str:
    advice = preview.advice
    if advice is None:
        return "With this ε no choice of r allows accurate targeting at this accuracy."
    text = advice.message
    if preview.r_allowed is False:
        text = f"⚠ {text} Your r = {r:g} is not below it: accurate targeting is impossible."
    elif advice.r_strict:
        text += f" Your r = {r:g} is within it."
    return text
