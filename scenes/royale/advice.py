"""What the advice overlay needs to know about the Royale table: the placement or tile choice under the pointer,
how to name an action and where it sits (its casino, its prompt button)."""

from __future__ import annotations

from typing import Any

import pygame

from vegas_desktop.royale.model import RoyaleState
from vegas_desktop.royale.moves import Place, PowerPlay, Skip
from vegas_desktop.scenes.royale import layout as rlay
from vegas_desktop.scenes.royale.board import RoyaleBoard, RoyaleUI
from vegas_desktop.scenes.table.advice import (
    button_beside,
    dice_rects,
    prompt_hovered,
    prompt_places,
)
from vegas_desktop.scenes.table.parts import TableServices
from vegas_desktop.scenes.table.prompt import ChoicePrompt

TOP_RIGHT = pygame.Rect(rlay.PILE_RECT.right + 52, 20, 1268 - rlay.PILE_RECT.right - 52, 34)


class RoyaleAdvice:
    def __init__(self, table: TableServices[RoyaleState], board: RoyaleBoard, ui: RoyaleUI) -> None:
        self.table = table
        self.board = board
        self.ui = ui

    @property
    def button_rect(self) -> pygame.Rect:
        """Left of the player panels; with five or six players (the panels fill the width) right of the bill
        pile, where the top corner is free."""
        panels = rlay.lay.panel_rects(len(self.table.match.seats))
        return button_beside(panels[0], TOP_RIGHT)

    @property
    def preview_area(self) -> pygame.Rect:
        """Below the bottom-left casino (the left column holds the tiles and the standings down to the panels)."""
        return rlay.lay.felt_below_left(rlay.CASINOS[5].x)

    @property
    def hint_area(self) -> pygame.Rect | None:
        """The move log's box where it is tall (no tiles beside it in the right column), else None: above the
        Hint button."""
        box = rlay.log_rect(self.board.d.tiles)
        return box if box.h >= 200 else None

    @property
    def prompt(self) -> ChoicePrompt | None:
        return self.ui.prompt

    def hovered(self) -> Any | None:
        seat = self.table.human_seat()
        if seat is None:
            return None
        if self.ui.prompt is not None:
            return prompt_hovered(self.ui.prompt)
        value = self.ui.hover_value
        if value is None:
            return None
        place = Place(value)
        return place if place in self.table.match.legal(seat) else None

    def places(self, action: Any) -> list[pygame.Rect]:
        if isinstance(action, Place):
            return [*dice_rects(self.board.d.arena, action.value), rlay.CASINOS[action.value - 1]]
        if isinstance(action, PowerPlay):
            return [rlay.CASINOS[action.value - 1]]
        if isinstance(action, Skip):
            return [rlay.skip_button(self.board.d.tiles)]
        return prompt_places(self.ui.prompt, action)
