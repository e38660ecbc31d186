"""What the advice overlay needs to know about the card game's table: the pick being arranged (the tray, plus
the card under the pointer), how to name a pick and where its cards go."""

from __future__ import annotations

from typing import Any

import pygame

from vegas_desktop.cards.model import CardsView
from vegas_desktop.cards.moves import Pick
from vegas_desktop.scenes.cards import layout as lay
from vegas_desktop.scenes.cards.art import CARD_H, CARD_W
from vegas_desktop.scenes.cards.hand import HOVER_LIFT
from vegas_desktop.scenes.cards.ui import CardsUI
from vegas_desktop.scenes.table.parts import TableServices
from vegas_desktop.text import t


class CardsAdvice:
    def __init__(self, table: TableServices[CardsView], ui: CardsUI) -> None:
        self.table = table
        self.ui = ui

    @property
    def button_rect(self) -> pygame.Rect:
        return lay.HINT_RECT  # the info box's foot, which its words and log leave free

    @property
    def preview_area(self) -> pygame.Rect:
        """The felt between the player panels and the hand's lifted cards (above the Hint button it covered the
        hand's first cards and the info box's words)."""
        top = lay.PANEL_TOP + lay.PANEL_H + 4
        cards = round(lay.HAND_Y - CARD_H / 2 - HOVER_LIFT) - 4  # a lifted middle card's top edge, tilt allowed
        return pygame.Rect(lay.HAND_AREA.x, top, lay.HAND_AREA.w, cards - top)

    @property
    def hint_area(self) -> pygame.Rect:
        """The info box above the Hint button: its how-to words can wait while the hint is read."""
        box = lay.INFO_RECT
        return pygame.Rect(box.x, box.y, box.w, lay.HINT_RECT.y - 6 - box.y)

    @property
    def prompt(self) -> None:
        return None  # its decisions are picks from the hand, not prompt cards

    def hovered(self) -> Any | None:
        """The pick arranged in the tray, with the card under the pointer or the keyboard's focus added."""
        if self.table.human_seat() is None:
            return None
        hand = self.ui.hand
        ids = {c.id for c in hand.selection}
        extra = hand.hover or hand.focused()
        if extra is not None and not hand.locked:
            ids.add(extra.card.id)
        return Pick(tuple(ids)) if ids else None

    def _cards(self, action: Pick) -> list[Any]:
        view = self.table.seen()
        by_id = {c.id: c for c in view.hand}
        return [by_id[i] for i in action.card_ids if i in by_id]

    def places(self, action: Any) -> list[pygame.Rect]:
        if not isinstance(action, Pick):
            return []
        rects = lay.casino_rects()
        wanted = set(action.card_ids)
        cards = [  # the hand cards to play (upright boxes around them), then the casinos they go to
            pygame.Rect(round(c.x - CARD_W / 2), round(c.y - CARD_H / 2), CARD_W, CARD_H)
            for c in self.ui.hand.cards
            if c.card.id in wanted and not c.leaving
        ]
        return cards + [rects[n - 1] for n in sorted({c.number for c in self._cards(action)})]


def card_words(number: int, dice: int) -> str:
    """'4', or '4 (2 dice)' for a double card."""
    return t("advice.card_double", number=number) if dice == 2 else str(number)
