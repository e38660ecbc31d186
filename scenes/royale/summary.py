"""Royale's round summary: the classic overlay's casino payouts and totals, plus tile rewards, jetons and fines.

Reuses `scenes.round_summary.RoundSummaryScene` (chips per casino, totals column, Continue/autoplay handling);
Royale's `RoundEnded` carries `worth` (money plus jetons), handed to the base class as its `money`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from vegas_desktop.app import fit_text, gui, style
from vegas_desktop.royale.model import ROUNDS
from vegas_desktop.royale.moves import BadLuckPaid, JetonsChanged, MoneyPaid
from vegas_desktop.scenes.royale.view import owner_name
from vegas_desktop.text import t, tn

from ..round_summary import PANEL, RoundSummaryScene

if TYPE_CHECKING:
    from vegas_desktop.app.app import App
    from vegas_desktop.match import TableMatch


@dataclass(frozen=True)
class RoundEnded:
    """The shape the base overlay reads: a round number and each seat's money (here: worth)."""

    round: int
    money: tuple[int, ...]


@dataclass
class SeatRound:
    tiles: int = 0  # thousands the bank paid for tiles
    jetons: int = 0  # jetons won (not the two every round starts with)
    skips: int = 0  # jetons spent on skips
    fined: int = 0  # thousands paid for Bad Luck


def seat_rounds(events: list[Any], players: int) -> list[SeatRound]:
    """What each seat got from tiles, jetons and fines in one round's events."""
    out = [SeatRound() for _ in range(players)]
    for e in events:
        if isinstance(e, MoneyPaid):
            out[e.player].tiles += e.amount
        elif isinstance(e, JetonsChanged) and e.reason not in ("round", "skip"):
            out[e.player].jetons += e.delta
        elif isinstance(e, JetonsChanged) and e.reason == "skip":
            out[e.player].skips -= e.delta
        elif isinstance(e, BadLuckPaid):
            out[e.player].fined += sum(e.cards) - e.change + 10 * e.jetons
    return out


class RoyaleSummaryScene(RoundSummaryScene):
    def __init__(self, app: App, match: TableMatch, summary: list[Any]) -> None:
        self.extras = seat_rounds(summary, len(match.seats))
        super().__init__(app, match, summary)

    def _name(self, seat: int) -> str:
        """Ties and payouts may name the grey dice (Block It!, Handicap) or the 2-player neutral colour."""
        return owner_name(seat, self.match.seats)

    def draw_background(self, surface: pygame.Surface) -> None:
        gui.dim(surface, 150)
        gui.panel(surface, PANEL)
        title = gui.neon_text(t("summary.title", round=self.round, rounds=ROUNDS), 36, (255, 250, 225), (255, 180, 40))
        surface.blit(title, title.get_rect(midtop=(PANEL.x + 370, PANEL.y + 6)))
        grey = (190, 210, 195)
        style.text(surface, t("summary.subtitle"), (PANEL.x + 36, PANEL.y + 74), 17, grey, bold=True)
        self._draw_casinos(surface, pygame.Rect(PANEL.x + 30, PANEL.y + 100, 700, 330))
        self._draw_extras(surface, pygame.Rect(PANEL.x + 30, PANEL.y + 440, 700, 120))
        self._draw_totals(surface, pygame.Rect(PANEL.x + 760, PANEL.y + 30, 310, PANEL.h - 130))
        style.text(surface, t("royale.summary_worth"), (PANEL.x + 760, PANEL.bottom - 100), 13, grey)
        style.text(surface, t("summary.hint"), (PANEL.x + 36, PANEL.bottom - 34), 14, grey)

    def _draw_extras(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """One line per seat: tile money, jetons won and spent, Bad Luck fines."""
        grey = (190, 210, 195)
        style.text(surface, t("royale.summary_tiles"), (area.x + 6, area.y), 17, grey, bold=True)
        row_h = min(24, (area.h - 26) // max(1, len(self.extras)))
        for seat, x in enumerate(self.extras):
            y = area.y + 28 + seat * row_h
            gui.swatch(surface, (area.x + 14, y + row_h // 2), 7, self.match.seats[seat].colour)
            fit_text.draw(
                surface,
                self._name(seat),
                (area.x + 28, y + row_h // 2),
                156,
                15,
                style.PAPER,
                min_size=11,
                bold=True,
                anchor="midleft",
            )
            parts = []
            if x.tiles:
                parts.append(t("royale.summary_tile_money", amount=style.money(x.tiles)))
            if x.jetons:
                parts.append(tn("royale.summary_jetons", x.jetons))
            if x.skips:
                parts.append(tn("royale.summary_skips", x.skips))
            if x.fined:
                parts.append(t("royale.summary_fined", amount=style.money(x.fined)))
            text = " · ".join(parts) or t("royale.summary_none")
            fit_text.draw(
                surface, text, (area.x + 190, y + row_h // 2), area.w - 190, 14, (230, 220, 200), anchor="midleft"
            )
