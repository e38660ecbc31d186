"""The Las Vegas Royale table, made of parts: what the one table scene is composed with for this game.

The parts never touch the rules state: actions go out through `table.play`, the returned events become queued
animations on the board's display model, and the table asks for the next move only when the queue is idle.
Every tile decision goes through one prompt (`royale.prompts`); secret choices in hot-seat play are hidden
behind the table's hand-over screen.
"""

from __future__ import annotations

from vegas_desktop.royale.model import RoyaleState
from vegas_desktop.scenes.royale.advice import RoyaleAdvice
from vegas_desktop.scenes.royale.anims import RoyaleAnimations
from vegas_desktop.scenes.royale.board import RoyaleBoard, RoyaleUI
from vegas_desktop.scenes.royale.drawing import RoyaleDrawing
from vegas_desktop.scenes.royale.input import RoyaleInput
from vegas_desktop.scenes.royale.results import RoyaleResultsScene
from vegas_desktop.scenes.royale.summary import RoyaleSummaryScene
from vegas_desktop.scenes.table.parts import TableParts, TableServices


def make_parts(table: TableServices[RoyaleState]) -> TableParts:
    board = RoyaleBoard(table)
    ui = RoyaleUI()
    pointer = RoyaleInput(table, board, ui)
    drawing = RoyaleDrawing(table, board, ui, pointer)
    return TableParts(
        drawing=drawing,
        animations=RoyaleAnimations(table, board, ui),
        input=pointer,
        results=RoyaleResultsScene,
        summary=RoyaleSummaryScene,
        hint_in_real_time=True,  # hints are read in real time, at any speed
        advice=RoyaleAdvice(table, board, ui),
        skip_box=lambda: drawing.skip_box,
        log=board.d,
    )
