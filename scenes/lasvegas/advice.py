"""What the advice overlay needs to know about the Las Vegas table: the placement under the pointer (for the
payout preview), how to name an action and where it sits (to light Hard's choice)."""

from __future__ import annotations

from typing import Any

import pygame

from vegas_desktop.lasvegas.model import BANDIT, LasVegasState
from vegas_desktop.lasvegas.moves import Kick, Place
from vegas_desktop.scenes.dice import arena
from vegas_desktop.scenes.lasvegas import layout as lay
from vegas_desktop.scenes.lasvegas.input import LasVegasInput
from vegas_desktop.scenes.lasvegas.look import LasVegasLook
from vegas_desktop.scenes.lasvegas.panels import standings_box
from vegas_desktop.scenes.table.advice import button_beside, dice_rects
from vegas_desktop.scenes.table.parts import TableServices


class LasVegasAdvice:
    def __init__(self, table: TableServices[LasVegasState], look: LasVegasLook, pointer: LasVegasInput) -> None:
        self.table = table
        self.look = look
        self.pointer = pointer

    @property
    def button_rect(self) -> pygame.Rect:
        """Left of the player panels; with five or six players (the panels fill the width) at the foot of the
        left column, beside 'Esc: menu'."""
        col = lay.LEFT_COL
        elsewhere = pygame.Rect(col.right - 132, col.bottom - 38, 132, 34)
        return button_beside(arena.panel_rects(len(self.table.match.seats))[0], elsewhere)

    @property
    def preview_area(self) -> pygame.Rect:
        """Below the bottom-left casino, from the left edge while the standings end above it (up to four
        players), else from that casino's edge (the Hint button and the taller standings hold the corner)."""
        full = arena.felt_below_left(lay.LEFT_COL.x)
        players = len(self.table.match.seats)
        if standings_box(lay.STANDINGS_AT, players).bottom <= full.y:
            return full
        return arena.felt_below_left(arena.casino_rects(6)[5].x)

    @property
    def hint_area(self) -> pygame.Rect:
        """The move log's box: what it lists is on the table too while a decision waits."""
        return self.look.view.log_box()

    @property
    def prompt(self) -> None:
        return None  # its decisions are dice to place, not prompt cards

    def hovered(self) -> Any | None:
        seat = self.table.human_seat()
        value = self.pointer.hover_value
        if seat is None or value is None:
            return None
        legal = self.table.match.legal(seat)
        bandit = Place(value, True)
        if self.pointer.choice_focus == "bandit" and bandit in legal:
            return bandit
        plain = Place(value, False)
        return plain if plain in legal else None

    def places(self, action: Any) -> list[pygame.Rect]:
        rects = self.look.view.casino_rects
        if isinstance(action, Place):
            index = BANDIT if action.bandit else action.value - 1
            dice = dice_rects(self.pointer.d.arena, action.value)  # the dice to place, and where they go
            return dice + ([rects[index]] if index < len(rects) else [])
        if isinstance(action, Kick):
            index = self.table.seen().kick_casino
            return [rects[index]] if 0 <= index < len(rects) else []
        return []
