"""The card table's display model: what is drawn where, moved by the animations and set again from the rules'
view when they are done (`CardsDrawing.sync`), and where a card flying to a casino lands.

Only public information is kept here: laid cards, bills, money, counts, who has picked. Cards in
flight are faces only once they are open on the table (the reveal, or the viewer's own tray).
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from vegas_desktop.cards.model import Card
from vegas_desktop.core.narration import Line
from vegas_desktop.scenes.cards import layout as lay
from vegas_desktop.scenes.cards.art import mini_width
from vegas_desktop.scenes.table.pieces import BillSprite, Label
from vegas_desktop.scenes.table.story import LOG_KEEP, LogPaint, quiet_paint

Colour = tuple[int, int, int]


@dataclass
class LaidCard:
    card: Card
    alpha: int = 255
    dx: float = 0.0  # shake offset (ties)


@dataclass
class FlyingCard:
    """A card on its way to a casino: a back until `flip` passes 0.5 of the turn-over, then its face."""

    card: Card
    x: float
    y: float
    angle: float = 0.0
    scale: float = 1.0
    flip: float = 1.0  # horizontal squeeze, 0..1
    face_up: bool = False
    lift: float = 0.0
    alpha: int = 255


@dataclass
class CardsDisplay:
    players: int
    round: int = 0
    turn: int = 0
    start_player: int = 0
    current: int = -1  # sequential: whose turn
    money: list[int] = field(default_factory=list)
    bills_won: list[int] = field(default_factory=list)
    money_pop: list[float] = field(default_factory=list)
    hand_counts: list[int] = field(default_factory=list)
    pile_counts: list[int] = field(default_factory=list)
    out: list[bool] = field(default_factory=list)
    picked: list[bool] = field(default_factory=list)
    laid: list[list[LaidCard]] = field(default_factory=list)
    bills: list[list[int]] = field(default_factory=list)
    bill_alpha: list[list[int]] = field(default_factory=list)
    pile: int = 0
    flying: list[FlyingCard] = field(default_factory=list)
    flying_bills: list[BillSprite] = field(default_factory=list)
    labels: list[Label] = field(default_factory=list)
    banner: Label | None = None
    scoring: int | None = None
    log: list[Line] = field(default_factory=list)  # the move log, as meaning (rendered when drawn)
    log_scroll: int = 0  # lines scrolled back from the newest (0: the newest line is at the bottom)
    log_paint: LogPaint = field(default_factory=quiet_paint)  # the table's names and log colours
    log_box: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))  # where the log was last drawn

    def __post_init__(self) -> None:
        n = self.players
        self.money = self.money or [0] * n
        self.bills_won = self.bills_won or [0] * n
        self.money_pop = self.money_pop or [0.0] * n
        self.hand_counts = self.hand_counts or [0] * n
        self.pile_counts = self.pile_counts or [0] * n
        self.out = self.out or [False] * n
        self.picked = self.picked or [False] * n
        self.laid = self.laid or [[] for _ in range(6)]
        self.bills = self.bills or [[] for _ in range(6)]
        self.bill_alpha = self.bill_alpha or [[] for _ in range(6)]

    def add_log(self, line: Line) -> None:
        self.log.append(line)
        del self.log[:-LOG_KEEP]
        if self.log_scroll:  # reading older lines: keep them in place as new ones arrive below
            self.log_scroll += 1

    def placed(self, seat: int) -> int:
        return sum(1 for cards in self.laid for c in cards if c.card.owner == seat and c.alpha > 0)


def slot_centre(casino: pygame.Rect, seat: int, players: int, index: int, count: int) -> tuple[float, float]:
    """Centre of the index-th compact card of `seat` at a casino (where flights land)."""
    x, y = lay.mini_slot(casino, seat, players, index, count)
    h = lay.mini_height(players)
    return (x + mini_width(h) / 2, y + h / 2)
