"""The dice tables' display model (what is drawn where, moved by animations) and where the dice groups lie in
a casino, which animations and drawing share. Las Vegas uses it as is, Royale extends it.

The display model trails the rules state: animations change it step by step, and when the animation
queue is idle the table re-syncs it from the rules' view so the picture can never drift.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

import pygame

from vegas_desktop.core.narration import Line
from vegas_desktop.scenes.dice import arena
from vegas_desktop.scenes.table.pieces import (
    BillSprite,
    CasinoDie,
    DieSprite,
    Label,
)
from vegas_desktop.scenes.table.story import LOG_KEEP, LogPaint, quiet_paint

Colour = tuple[int, int, int]


@dataclass
class Display:
    """Everything the table draws that animations move."""

    players: int
    casinos: int = 6
    round: int = 0
    rounds: int = 4
    turn: int | None = None
    start_player: int = 0
    money: list[int] = field(default_factory=list)
    bills_won: list[int] = field(default_factory=list)
    dice_left: list[int] = field(default_factory=list)
    white_left: list[int] = field(default_factory=list)  # white dice in each player's hand
    hand: list[list[str]] = field(default_factory=list)  # kinds of each player's own dice in hand (Biggy, kickers)
    white_column: bool = False  # casinos keep a group slot for white dice (neutral dice option)
    money_pop: list[float] = field(default_factory=list)
    casino_dice: list[list[CasinoDie]] = field(default_factory=list)
    casino_bills: list[list[int]] = field(default_factory=list)
    bill_alpha: list[list[int]] = field(default_factory=list)
    pile: int = 0
    arena: list[DieSprite] = field(default_factory=list)
    flying_dice: list[DieSprite] = field(default_factory=list)
    flying_bills: list[BillSprite] = field(default_factory=list)
    labels: list[Label] = field(default_factory=list)
    scoring: int | None = None  # casino index being scored
    banner: Label | None = None  # big centre text ("Round 2")
    log: list[Line] = field(default_factory=list)  # the move log, as meaning (rendered when drawn)
    log_scroll: int = 0  # lines scrolled back from the newest (0: the newest line is at the bottom)
    log_paint: LogPaint = field(default_factory=quiet_paint)  # the table's names and log colours

    def __post_init__(self) -> None:
        n = self.players
        self.money = self.money or [0] * n
        self.bills_won = self.bills_won or [0] * n
        self.dice_left = self.dice_left or [0] * n
        self.white_left = self.white_left or [0] * n
        self.hand = self.hand or [[] for _ in range(n)]
        self.money_pop = self.money_pop or [0.0] * n
        self.casino_dice = self.casino_dice or [[] for _ in range(self.casinos)]
        self.casino_bills = self.casino_bills or [[] for _ in range(self.casinos)]
        self.bill_alpha = self.bill_alpha or [[] for _ in range(self.casinos)]

    def add_log(self, line: Line) -> None:
        self.log.append(line)
        del self.log[:-LOG_KEEP]
        if self.log_scroll:  # reading older lines: keep them in place as new ones arrive below
            self.log_scroll += 1


# -- geometry shared by animations and drawing ---------------------------------------------------
def group_columns(players: int, has_white: bool) -> int:
    return players + (1 if has_white else 0)


def group_slot(rect: pygame.Rect, owner: int, players: int, has_white: bool) -> pygame.Rect:
    """Each seat has a fixed slot in every casino, so groups never jump around as dice arrive."""
    area = arena.casino_dice_area(rect)
    cols = group_columns(players, has_white)
    slot = owner if owner >= 0 else players
    width = area.w / cols
    return pygame.Rect(round(area.x + width * slot), area.y, round(width), area.h)


@lru_cache(maxsize=256)
def cluster_shape(slot_w: int, area_h: int, most: int = 8) -> tuple[int, int, float, float]:
    """(die size, dice per row, column step, row step) for a group of `most` dice in a slot.

    The size depends on the slot only (all groups of a casino look alike). Rows are spaced apart while
    they fit and squeeze together (a little heap) only when the group is too tall: in wide slots that
    starts at 7 dice; in narrow ones (6 or more groups: many players, white dice) the dice shrink, down
    to 11 px, so that a full set of 8 still lies apart. A group always stays inside its slot.
    """
    size = max(10, min(20, (slot_w - 6) // 2))
    if size < 15:
        size = max(11, min(15, (slot_w - 3) // 2, (area_h - 3) // 4 - 1))
    per_row = max(1, (slot_w - 2) // (size + 2))
    if per_row < 2 and slot_w >= size + 8:
        per_row = 2
    col_step = float(size + 2) if per_row * (size + 2) - 2 <= slot_w - 2 else (slot_w - 2 - size) / (per_row - 1)
    rows = -(-max(most, 1) // per_row)
    step = float(size + 2) if rows <= 1 else min(size + 2.0, (area_h - size) / (rows - 1))
    return size, per_row, col_step, step


def casino_die_pos(
    rect: pygame.Rect, owner: int, index: int, players: int, has_white: bool, count: int = 8
) -> tuple[float, float, int]:
    """Centre and size of the index-th die in `owner`'s group (of `count` dice) at a casino: rows fill from
    the bottom up; groups of more than 8 squeeze their rows to stay inside the casino."""
    slot = group_slot(rect, owner, players, has_white)
    size, per_row, col_step, step = cluster_shape(slot.w, slot.h, count)
    row, col = divmod(index, per_row)
    width = (per_row - 1) * col_step + size
    x = slot.centerx - width / 2 + size / 2 + col * col_step
    y = slot.bottom - size / 2 - row * step
    return (x, y, size)
