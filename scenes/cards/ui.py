"""What the card table's parts share: who sits where, the display model and its drawing, the hand on screen and
the short note a refusal leaves (the toast). Plain state the drawing, the animations and the input all hold;
none of them inherits from the table or from another part."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from vegas_desktop.app import style
from vegas_desktop.cards import selection as sel
from vegas_desktop.cards.model import Card
from vegas_desktop.cards.model import CardsView as RulesView
from vegas_desktop.cards.narrator import NARRATOR
from vegas_desktop.scenes.cards import layout as lay
from vegas_desktop.scenes.cards.display import CardsDisplay
from vegas_desktop.scenes.cards.hand import Hand
from vegas_desktop.scenes.cards.layout import Target
from vegas_desktop.scenes.cards.view import CardsView
from vegas_desktop.scenes.table.pieces import SeatTags
from vegas_desktop.scenes.table.story import LogPaint
from vegas_desktop.scenes.table.why_not import rule_text

if TYPE_CHECKING:
    from vegas_desktop.scenes.table.parts import TableServices

TOAST_TIME = 2.4
Point = tuple[float, float]
Toast = tuple[str, Point, float]  # text, where, seconds left


class CardsUI:
    """The card table's shared state: seats, display model (`d`), its drawing (`view`), the hand and the toast."""

    def __init__(self, table: TableServices[RulesView]) -> None:
        self.table = table
        match = table.match
        self.players: int = match.state.players
        self.sequential = bool(getattr(match.state.options, "sequential", False))
        self.names = [s.name for s in match.seats]
        self.colours = [s.colour for s in match.seats]
        tags = SeatTags(match.seats, "cards.human", "cards.computer")
        self.view = CardsView(self.names, self.colours, tags)
        self.d = CardsDisplay(players=self.players)
        self.d.log_paint = LogPaint(self.names, self.view.bright, {"gold": style.GOLD, "danger": style.DANGER})
        self.tell = NARRATOR  # the move log's lines, for the events the table shows
        self.humans = [i for i, s in enumerate(match.seats) if s.is_human]
        self.hotseat = len(self.humans) > 1
        viewer = table.viewer
        self.hand = Hand(self.colours[viewer] if viewer is not None else 0, self._problem, self.target_at, self.refuse)
        self.toast: Toast | None = None
        self.last_refusal: str | None = None
        self.pointer: Point = (0.0, 0.0)
        self.log_pointer: tuple[int, int] | None = None  # where the pointer was over the log (wheel events have none)
        self.log_drag: int | None = None  # the pointer's height while the log is dragged
        self.confirm_hover = False
        self.launch: dict[int, Point] = {}  # card id -> where its flight starts (an open pick's tray)
        self.busy_title = ""  # what the info box says while an animation plays

    def name(self, seat: int) -> str:
        return self.names[seat]

    def is_human(self, seat: int) -> bool:
        return self.table.match.seats[seat].is_human

    def acting_human(self) -> int | None:
        """The seat whose hand is on screen and may pick right now, or None."""
        viewer = self.table.viewer
        if viewer is None or viewer not in self.table.match.to_act():
            return None
        return viewer if self.table.human_seat() == viewer else None

    def _problem(self, cards: Sequence[Card]) -> str | None:
        rule = sel.selection_error(cards)
        return None if rule is None else rule_text(rule)

    def target_at(self, pos: Point) -> Target:
        if lay.TRAY_RECT.inflate(16, 16).collidepoint(pos):
            return "tray"
        for i, rect in enumerate(self.view.casino_rects):
            if rect.collidepoint(pos):
                return i + 1
        return None

    def refuse(self, text: str, pos: Point | None = None) -> None:
        """Show a short refusal near where it happened."""
        self.last_refusal = text
        where = pos if pos is not None else (lay.HAND_CENTRE_X, lay.HAND_AREA.y)
        if lay.TRAY_RECT.inflate(16, 16).collidepoint(where):  # under the tray, not over the chosen cards
            where = (lay.TRAY_RECT.centerx, lay.TRAY_RECT.bottom + 34)
        self.toast = (text, (where[0], where[1] - 24), TOAST_TIME)
