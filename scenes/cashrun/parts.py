"""The Cash & Run table, made of parts: what the one table scene (scenes/table/base.py) is composed with for this
game. The parts share the seats' look and display model (`CashRunLook`) and the human's prompt and pointer
(`CashRunUi`); none of them inherits from the table or from another."""

from __future__ import annotations

from vegas_desktop.cashrun.model import CashRunView
from vegas_desktop.scenes.cashrun.advice import CashRunAdvice
from vegas_desktop.scenes.cashrun.anims import CashRunAnimations
from vegas_desktop.scenes.cashrun.drawing import CashRunDrawing
from vegas_desktop.scenes.cashrun.input import CashRunInput
from vegas_desktop.scenes.cashrun.look import CashRunLook, CashRunUi
from vegas_desktop.scenes.cashrun.results import CashRunResultsScene
from vegas_desktop.scenes.table.parts import TableParts, TableServices

AI_PAUSE = 0.2  # a computer's decision: a turn is many small ones (roll, stake, bet, bids), each shown by its result


def make_parts(table: TableServices[CashRunView]) -> TableParts:
    look = CashRunLook(table)
    ui = CashRunUi()
    drawing = CashRunDrawing(table, look, ui)
    return TableParts(
        drawing=drawing,
        animations=CashRunAnimations(table, look),
        input=CashRunInput(table, look, ui),
        results=CashRunResultsScene,
        hint_in_real_time=True,  # a hint stays as long at every animation speed
        ai_pause=AI_PAUSE,
        advice=CashRunAdvice(table, ui),
        skip_box=lambda: drawing.skip_box,
        skip_by_space=True,  # Space finishes a computer's turn
        log=look.d,
    )
