"""The Las Vegas table, made of parts: what the one table scene is composed with for this game."""

from __future__ import annotations

from vegas_desktop.lasvegas.model import LasVegasState
from vegas_desktop.scenes.lasvegas.advice import LasVegasAdvice
from vegas_desktop.scenes.lasvegas.anims import LasVegasAnimations
from vegas_desktop.scenes.lasvegas.drawing import LasVegasDrawing
from vegas_desktop.scenes.lasvegas.input import LasVegasInput
from vegas_desktop.scenes.lasvegas.look import LasVegasLook
from vegas_desktop.scenes.lasvegas.scoring import LasVegasScoring
from vegas_desktop.scenes.table.parts import TableParts, TableServices


def make_parts(table: TableServices[LasVegasState]) -> TableParts:
    look = LasVegasLook(table)
    pointer = LasVegasInput(table, look)
    drawing = LasVegasDrawing(table, look, pointer)
    return TableParts(
        drawing=drawing,
        animations=LasVegasAnimations(table, look, LasVegasScoring(table, look)),
        input=pointer,
        advice=LasVegasAdvice(table, look, pointer),
        skip_box=lambda: drawing.skip_box,
        log=look.d,
    )
