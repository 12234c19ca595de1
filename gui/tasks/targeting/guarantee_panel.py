"""The targeting Parameters page's consequences box: what a setting proves (guarantee, classic
equivalent, noise, distinguishing protection, Theorem-1 advice), in plain words.

A widget of its own because it only formats the engine's `SettingPreview`; the page decides
when to show a new one.
"""

from __future__ import annotations

from PySide6.QtWidgets import QFormLayout, QGroupBox, QSizePolicy, QWidget

from engine.core.i18n import number
from engine.tasks.targeting.preview import SettingPreview
from gui.i18n import tr
from gui.widgets.epsilon_warning import epsilon_warning_label
from gui.widgets.form_widgets import bold, set_warning, warning_palette, wrapped_label
from gui.widgets.sections import scrolling_group


class GuaranteePanel(QGroupBox):
    """“What this setting means”: `show_preview` fills it from the engine's preview."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(tr("What this setting means"), parent)
        self.guaranteeLabel = wrapped_label("guaranteeLabel")
        self.classicLabel = wrapped_label("classicLabel")
        self.noiseLabel = wrapped_label("noiseLabel")
        self.distinguishingLabel = wrapped_label("distinguishingLabel")
        self.adviceLabel = wrapped_label("adviceLabel")
        self.deltaLabel = wrapped_label("deltaLabel")
        self.problemLabel = wrapped_label("problemLabel")
        self.epsilonWarning = epsilon_warning_label()  # filled by the page (its ε field)
        self.guaranteeLabel.setToolTip(
            tr("What the release proves, whatever an attacker knows (a mathematical guarantee).")
        )
        self.classicLabel.setToolTip(
            tr(
                "The protection between any two people, however different their data (classic "
                "differential privacy, r = 2), which the guarantee implies."
            )
        )
        self.noiseLabel.setToolTip(tr("How much random noise is added, in the scaled units."))
        self.distinguishingLabel.setToolTip(
            tr(
                "A proven score from 0 (the original data) to 1 (nothing can be learnt) of how "
                "well an attacker can tell any two people apart in the release; μ is the "
                "privacy loss it is computed from, 1 / (1 + μ)."
            )
        )
        self.adviceLabel.setToolTip(
            tr(
                "The accuracy limit: with this ε and δ, keeping this share of targeting "
                "decisions unchanged is impossible unless r is small enough. The bound is "
                "necessary, not sufficient."
            )
        )
        self.problemLabel.setPalette(warning_palette(self.problemLabel))
        form = QFormLayout()
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapAllRows)
        form.addRow(self.problemLabel)
        form.addRow(self.epsilonWarning)
        form.addRow(bold(tr("Proven guarantee")), self.guaranteeLabel)
        form.addRow(bold(tr("Between any two people")), self.classicLabel)
        form.addRow(bold(tr("Failure probability δ")), self.deltaLabel)
        form.addRow(bold(tr("Noise added")), self.noiseLabel)
        form.addRow(bold(tr("Distinguishing protection")), self.distinguishingLabel)
        form.addRow(bold(tr("Accurate targeting")), self.adviceLabel)
        self.scroll = scrolling_group(self, form)  # scrolls, never cut
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)

    def show_preview(self, preview: SettingPreview | None, problem: str | None, r: float) -> None:
        """The consequences of `preview` (None: the settings are unusable because of
        `problem`); `r` is the protection radius the advice compares with."""
        self.problemLabel.setVisible(problem is not None)
        self.problemLabel.setText(
            tr("⚠ Cannot use these settings — {problem}").format(problem=problem)
        )
        if preview is None:
            for label in (
                self.guaranteeLabel,
                self.classicLabel,
                self.noiseLabel,
                self.distinguishingLabel,
                self.adviceLabel,
                self.deltaLabel,
            ):
                label.setText("—")
            set_warning(self.adviceLabel, False)
            set_warning(self.deltaLabel, False)
            return
        guarantee = preview.guarantee
        self.guaranteeLabel.setText(guarantee.describe())
        self.classicLabel.setText(classic_text(preview))
        self.noiseLabel.setText(noise_text(preview))
        choice = preview.delta_choice
        self.deltaLabel.setText("—" if choice is None else choice.words())
        set_warning(self.deltaLabel, choice is not None and choice.warned)
        score = preview.distinguishing
        if guarantee.kind != "tdp":
            self.distinguishingLabel.setText(
                tr("0 — no noise is added, so nothing is proven against telling people apart.")
            )
        else:
            text = tr(
                "{protection} (μ = {mu}) — 1 means an attacker learns nothing that tells two "
                "people apart, 0 is the original data."
            ).format(protection=number(score.protection, ".3f"), mu=number(score.mu, ".3g"))
            if preview.illustrative:
                text += " " + tr("From an illustrative projection matrix.")
            self.distinguishingLabel.setText(text)
        self.adviceLabel.setText(advice_text(preview, r))
        set_warning(self.adviceLabel, preview.r_allowed is False)


# --- plain-language texts (formatting of engine results only) ------------------------------


def classic_text(preview: SettingPreview) -> str:
    g = preview.guarantee
    if g.kind != "tdp":
        return tr("No differential-privacy guarantee: k-anonymity is a property of the table only.")
    if g.is_classic_dp:
        return tr("This is classic differential privacy: ε = {epsilon}, δ = {delta}.").format(
            epsilon=number(g.epsilon, ".4g"), delta=number(g.delta, ".3g")
        )
    if g.classic_delta >= 1.0:
        return tr(
            "No meaningful guarantee: the implied classic guarantee has ε = {epsilon} but its "
            "δ reaches 1. People whose data differ by more than r = {r} are protected only by "
            "the noise (see distinguishing protection)."
        ).format(epsilon=number(g.classic_epsilon, ".4g"), r=number(g.r, "g"))
    return tr(
        "ε = {epsilon}, δ = {delta} (classic differential privacy implied by the guarantee)."
    ).format(epsilon=number(g.classic_epsilon, ".4g"), delta=number(g.classic_delta, ".3g"))


def noise_text(preview: SettingPreview) -> str:
    if preview.sigma is None:
        return tr("None: every row is replaced by the average of its group of at least k rows.")
    sigma = number(preview.sigma, ".4g")
    if preview.illustrative:
        text = tr(
            "σ₁ = {sigma} on the projection (from an illustrative projection matrix; the "
            "release draws its own, so its σ₁ differs slightly)."
        ).format(sigma=sigma)
    else:
        text = tr("σ = {sigma} per feature, in units where every row has length ≤ 1.").format(
            sigma=sigma
        )
    if preview.sigma2 is not None:
        text += " " + tr("Component step: σ₂ = {sigma2}.").format(
            sigma2=number(preview.sigma2, ".4g")
        )
    return text


def goal_text(preview: SettingPreview, goal: float, r: float) -> str:
    """Whether these settings can meet the accuracy goal (share `goal` of targeting decisions
    unchanged), said before Privatize: ruled out, or possible but not enforced."""
    accuracy = number(100 * goal, ".4g")
    if preview.guarantee.kind != "tdp":
        return tr(
            "{accuracy} % of targeting decisions unchanged: not checked for this method; the "
            "audit measures the accuracy you get."
        ).format(accuracy=accuracy)
    if preview.advice is None:
        return tr(
            "⚠ {accuracy} % of targeting decisions unchanged cannot be met with this ε, whatever "
            "r: raise ε in Set parameters, or accept a lower accuracy."
        ).format(accuracy=accuracy)
    if preview.r_allowed is False:
        return tr(
            "⚠ {accuracy} % of targeting decisions unchanged cannot be met with these settings: "
            "r = {r} is not below {bound}. Lower r or raise ε in Set parameters, or accept a "
            "lower accuracy."
        ).format(accuracy=accuracy, r=number(r, "g"), bound=number(preview.advice.r_bound, ".4g"))
    return tr(
        "{accuracy} % of targeting decisions unchanged: not ruled out by these settings, but "
        "not guaranteed either (the release is not tuned to reach it); the audit measures the "
        "accuracy you get."
    ).format(accuracy=accuracy)


def advice_text(preview: SettingPreview, r: float) -> str:
    advice = preview.advice
    if advice is None:
        return tr("With this ε no choice of r allows accurate targeting at this accuracy.")
    text = advice.message
    if preview.r_allowed is False:
        return tr(
            "⚠ {advice} Your r = {r} is not below it: accurate targeting is impossible."
        ).format(advice=text, r=number(r, "g"))
    if advice.r_strict:
        text += " " + tr("Your r = {r} is within it.").format(r=number(r, "g"))
    return text
