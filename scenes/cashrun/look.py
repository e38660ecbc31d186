"""What the Cash & Run table's parts share: who sits where (names, colours, tags, panels), the display model the
animations move and the drawing draws, and what the human at the screen is pointing at or deciding."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from vegas_desktop.app import style
from vegas_desktop.cashrun.model import CashRunView, Phase
from vegas_desktop.cashrun.narrator import NARRATOR
from vegas_desktop.scenes.cashrun import layout as lay
from vegas_desktop.scenes.cashrun.prompts import Prompt
from vegas_desktop.scenes.cashrun.view import Display
from vegas_desktop.scenes.table.parts import TableServices
from vegas_desktop.scenes.table.pieces import SeatTags
from vegas_desktop.scenes.table.story import LogPaint

# the colours of the log's lines that no seat wears
LOG_TONES = {
    "paper": style.PAPER,
    "gold": style.GOLD,
    "danger": style.DANGER,
    "won": (120, 230, 140),
    "lost": (240, 120, 110),
}


class CashRunLook:
    """The seats as the table shows them, and the display model (built once per table)."""

    def __init__(self, table: TableServices[CashRunView]) -> None:
        match = table.match
        n: int = match.state.players
        self.names = [s.name for s in match.seats]
        self.colours = [s.colour for s in match.seats]
        self.tags = SeatTags(match.seats)
        self.panels: list[pygame.Rect] = lay.panel_rects(n)  # the long-names test reads `drawing.view.panels`
        self.d = Display(players=n)
        self.d.log_paint = LogPaint(self.names, self.seat_colour, LOG_TONES)
        self.tell = NARRATOR  # the move log's lines, for the events the table shows

    def seat_colour(self, seat: int) -> tuple[int, int, int]:
        return style.player_colour(self.colours[seat]) if seat >= 0 else style.PAPER


@dataclass
class CashRunUi:
    """The human's side of the screen: written by the input, read by the drawing."""

    prompt: Prompt | None = None
    prompt_key: tuple[int, Phase | None, int, int] | None = None  # (seat, phase, log length, text version) built for
    hover_field: int | None = None
    info_field: int | None = None  # a field clicked for its card
    log_pointer: tuple[int, int] | None = None  # the mouse, last seen (the log scrolls under it)
