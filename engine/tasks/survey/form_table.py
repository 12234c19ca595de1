"""The XLSForm as a table the one runner can write.

The runner writes every table through `engine.core.writers.write_table_atomic`, which saves
an .xlsx with `frame.to_excel(path, index=False, engine="openpyxl")`. An XLSForm needs three
sheets, so this frame (its `survey` sheet) carries the other two and writes all three when
saved as a workbook; project validation makes outputs.form end in .xlsx.
"""

from __future__ import annotations

from typing import ClassVar

import pandas as pd

from engine.survey.xlsform import save_xlsform, xlsform_sheets


class XLSFormTable(pd.DataFrame):
    _metadata: ClassVar[list[str]] = ["sheets"]  # pandas carries it through copies

    @property
    def _constructor(self):
        return XLSFormTable

    @classmethod
    def of(cls, release) -> XLSFormTable:
        asked = [(a.question, a.field) for a in release.asked if a.field is not None]
        sheets = xlsform_sheets(asked, "Sensitive questions", "1")
        frame = cls(sheets["survey"])
        frame.sheets = sheets
        return frame

    def to_excel(self, excel_writer, *args, **kwargs) -> None:
        save_xlsform(self.sheets, excel_writer)
