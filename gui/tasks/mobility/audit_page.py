"""Step 5 for mobility data: what the private O-D matrices guarantee and what they change.

Shows `state.results` as the Privatize step left them: the proven guarantee, the
raw and released matrices on one colour scale, the cell errors (measured on this release),
the epidemic and displacement simulations and the membership-inference attack. Every
number comes from the engine (`engine.tasks.mobility.run`); the page only indexes and
histograms the arrays it is given. The sections are in `release_sections` and
`policy_sections`; this page lays them out and hands them the results.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QVBoxLayout, QWidget

from engine.tasks.mobility import run as mobility_run
from engine.tasks.mobility.data_checks import trip_level_epsilon
from gui.i18n import tr
from gui.pages.base import WizardPage
from gui.state import MobilityResults, WizardState
from gui.tasks.mobility.audit_widgets import table_texts, wrapped
from gui.tasks.mobility.policy_sections import DisplacementSection, MembershipSection, SirSection
from gui.tasks.mobility.release_sections import ErrorsSection, GuaranteeSection, HeatmapSection
from gui.widgets.sections import scroll_area

__all__ = ["MobilityAuditPage", "no_results", "table_texts"]


def no_results() -> str:
    """Why the page is empty (and why Next is disabled)."""
    return tr("Privatize first (step 4).")


class MobilityAuditPage(WizardPage):
    """The Audit step of a mobility release. `select_day` and `select_region` pick what the
    matrices and the epidemic plot show (for the screenshot driver)."""

    task_key = "mobility"

    step = 4

    def __init__(self, state: WizardState, parent: QWidget | None = None) -> None:
        super().__init__(state, parent)
        self._shown: MobilityResults | None = None

        self.note = wrapped(name="mobilityAuditNote")
        self.audits_note = wrapped(name="mobilityAuditsOffNote")

        self.guarantee_section = GuaranteeSection()
        self.heatmap_section = HeatmapSection()
        self.errors_section = ErrorsSection()
        self.sir_section = SirSection()
        self.displacement_section = DisplacementSection()
        self.membership_section = MembershipSection()
        # The sections' widgets by the names the page, its tests and the screenshot driver use.
        self.daily_card = self.guarantee_section.daily_card
        self.total_card = self.guarantee_section.total_card
        self.statement = self.guarantee_section.statement
        self.heatmap = self.heatmap_section.heatmap
        self.histogram = self.errors_section.histogram
        self.error_table = self.errors_section.error_table
        self.suppression_table = self.errors_section.suppression_table
        self.sir_intro = self.sir_section.sir_intro
        self.accuracy_card = self.sir_section.accuracy_card
        self.precision_card = self.sir_section.precision_card
        self.recall_card = self.sir_section.recall_card
        self.epidemic = self.sir_section.epidemic
        self.migration_table = self.displacement_section.migration_table
        self.topk_table = self.displacement_section.topk_table
        self.membership_intro = self.membership_section.membership_intro
        self.membership_table = self.membership_section.membership_table

        policy = QHBoxLayout()
        policy.setSpacing(18)
        policy.addWidget(self.displacement_section, 1, Qt.AlignmentFlag.AlignTop)
        policy.addWidget(self.membership_section, 1, Qt.AlignmentFlag.AlignTop)
        self.policy_row = QWidget()
        self.policy_row.setLayout(policy)
        policy.setContentsMargins(0, 0, 0, 0)

        content = QWidget()
        content.setObjectName("mobilityAuditContent")
        column = QVBoxLayout(content)
        for widget in (
            self.guarantee_section,
            self.heatmap_section,
            self.errors_section,
            self.audits_note,
            self.sir_section,
            self.policy_row,
        ):
            column.addWidget(widget)
        column.addStretch(1)
        self.content = content
        self.scroll = scroll_area(content, horizontal=False)
        self.scroll.setObjectName("mobilityAuditScroll")

        layout = QVBoxLayout(self)
        layout.addWidget(self.note)
        layout.addWidget(self.scroll, 1)

    # --- page contract ---------------------------------------------------------------------

    def enter(self) -> None:
        self.refresh()
        self.validity_changed.emit()

    def problem(self) -> str | None:
        return None if self.state.results is not None else no_results()

    # --- choices for the screenshot driver ---------------------------------------------------

    def select_day(self, index: int | None) -> None:
        """Show the matrices of day `index` (0 = the first day), or with None their sum."""
        self.heatmap.select_day(index)

    def select_region(self, name: str) -> None:
        """Draw the epidemic curves of region `name`."""
        self.epidemic.select_region(name)

    def select_error_kind(self, key: str) -> None:
        """ "absolute" or "relative" cell errors in the histogram."""
        self.histogram.select_kind(key)

    # --- showing results -------------------------------------------------------------------

    def refresh(self) -> None:
        results = self.state.results
        if results is None:
            self._shown = None
            self.note.setText(
                tr(
                    "Privatize first (step 4). The guarantee, the matrices and the audits of "
                    "the release appear here."
                )
            )
            self.note.show()
            self.scroll.hide()
            self.heatmap.release = None
            self.heatmap.clear()
            return
        self.note.hide()
        self.scroll.show()
        if results is self._shown:
            return  # keep the chosen day, region and error kind
        self._shown = results
        release, audits = results.release, results.audits
        self.guarantee_section.fill(
            mobility_run.guarantee(release), trip_level_epsilon(release)
        )  # the data holder sees the trip level's per-person totals, kept out of the manifest
        self.heatmap.set_release(release)
        self.errors_section.fill(release, audits)
        policy_audits = audits is not None
        self.audits_note.setVisible(not policy_audits)
        self.sir_section.setVisible(policy_audits)
        self.policy_row.setVisible(policy_audits)
        if not policy_audits:
            self.audits_note.setText(
                tr(
                    "The policy audits (epidemic alerts, displacement, membership inference) "
                    "were turned off for this release. Turn them on in the Choose task step and "
                    "privatize again to see them."
                )
            )
            return
        self.sir_section.fill(audits["sir"], results.curves)
        self.displacement_section.fill(audits["displacement"])
        self.membership_section.fill(audits["membership"])
