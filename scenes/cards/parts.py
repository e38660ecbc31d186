"""The Las Vegas – The Card Game table, made of parts for the one table scene (scenes/table/base.py).

Same conventions as every table: the parts never touch the rules state; a pick goes through the table's
`play` and the events it returns become queued animations on a display model (`CardsDisplay`); only an idle
queue lets the next pick happen. Under the simultaneous rules the computers pick one by one after a short
visible pause (`AI_PAUSE`, on the table's clock) while the human arranges their cards; under the sequential
variant seats play in turn.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from vegas_desktop.cards.model import CardsView as RulesView
from vegas_desktop.scenes.cards.advice import CardsAdvice
from vegas_desktop.scenes.cards.anims import CardsAnimations
from vegas_desktop.scenes.cards.drawing import CardsDrawing
from vegas_desktop.scenes.cards.input import CardsInput
from vegas_desktop.scenes.cards.ui import CardsUI
from vegas_desktop.scenes.table.parts import TableParts

if TYPE_CHECKING:
    from vegas_desktop.scenes.table.parts import TableServices

AI_PAUSE = 0.5  # seconds a computer seat visibly "thinks" before each pick (scaled by app.speed)


def make_parts(table: TableServices[RulesView]) -> TableParts:
    ui = CardsUI(table)
    user = CardsInput(table, ui)
    return TableParts(
        drawing=CardsDrawing(table, ui, user),
        animations=CardsAnimations(table, ui),
        input=user,
        ai_pause=AI_PAUSE,
        advice=CardsAdvice(table, ui),
        log=ui.d,
    )
