"""What the Las Vegas table's parts share: the display model, the drawing's geometry, the players' names and the
moments the animations and the drawing both read (a throw in the air, the round's scoring on show)."""

from __future__ import annotations

import math
import random
from collections.abc import Callable

from vegas_desktop.app import motion, style
from vegas_desktop.app.tween import Task, arc2, ease_in_out_quad, flight, lerp
from vegas_desktop.lasvegas.model import ROUNDS, LasVegasState
from vegas_desktop.lasvegas.narrator import NARRATOR
from vegas_desktop.scenes.dice.display import Display, casino_die_pos
from vegas_desktop.scenes.lasvegas.view import TableView
from vegas_desktop.scenes.table.parts import TableServices
from vegas_desktop.scenes.table.pieces import CasinoDie, DieSprite, SeatTags
from vegas_desktop.scenes.table.story import LogPaint
from vegas_desktop.text import t


def log_tones() -> dict[str, tuple[int, int, int]]:
    """The colours of the Las Vegas log's lines that no seat wears."""
    kick = style.KICKER_DIE[0] if sum(style.KICKER_DIE[0]) > 330 else (200, 160, 240)
    return {
        "gold": style.GOLD,
        "quiet": (170, 200, 185),
        "kick": kick,
        "rainbow": (200, 160, 240),
        "danger": style.DANGER,
        "paper": style.PAPER,
    }


class LasVegasLook:
    def __init__(self, table: TableServices[LasVegasState]) -> None:
        match = table.match
        state: LasVegasState = match.state
        self.names = [s.name for s in match.seats]
        colours = [s.colour for s in match.seats]
        tags = SeatTags(match.seats)
        self.casino_count = len(state.bills)
        self.view = TableView(self.names, colours, tags, self.casino_count)
        self.d = Display(players=state.players, casinos=self.casino_count, rounds=getattr(state, "rounds", ROUNDS))
        self.d.white_column = bool(getattr(state.options, "neutral", False))
        self.d.log_paint = LogPaint(self.names, self.view.colour, log_tones())
        self.tell = NARRATOR  # the move log's lines, for the events the table shows
        self.rng = random.Random(f"table-{match.seed}")  # presentation only: where dice roll, not what they show
        self.throwing = False  # a throw is in the air / rolling
        self.scoring_shown = False  # the round's scoring is being animated (the state is already past it)
        self.skip_said: set[tuple[int, int]] = set()  # (round, seat): "no dice left" is said once a round
        self.events_round = state.round  # the round of the events being queued (the state may be past it)
        if not match.log and match.opening_events:
            self.d.pile = len(state.pile) + sum(len(b) for b in state.bills)

    def name(self, seat: int) -> str:
        return self.names[seat] if seat >= 0 else t("table.white_dice")

    def casino_name(self, number: int) -> str:
        return t(f"table.casino.{number}")

    def casino_die_xy(self, casino: int, target: CasinoDie) -> tuple[float, float, int]:
        index = 0
        for c in self.d.casino_dice[casino]:
            if c is target:
                break
            if c.owner == target.owner:
                index += 1
        group = sum(1 for c in self.d.casino_dice[casino] if c.owner == target.owner)
        rect = self.view.casino_rects[casino]
        return casino_die_pos(rect, target.owner, index, self.d.players, self.d.white_column, group)

    def fly_die(
        self, s: DieSprite, target: tuple[float, float], size: float, landed: Callable[[], object], fade: bool = False
    ) -> Task:
        d = self.d
        start = (s.x, s.y)
        if fade and motion.reduced():
            target = start  # a die leaving the table fades where it lies
        start_size = s.size
        start_angle = s.angle
        end_angle = round(start_angle / 90) * 90

        def begin() -> None:
            d.flying_dice.append(s)

        def move(p: float) -> None:
            s.x, s.y = arc2(start, target, p, 0)
            s.lift = 46 * math.sin(math.pi * p)
            s.size = lerp(start_size, size, p)
            s.angle = lerp(start_angle, end_angle, p)
            if fade:
                s.alpha = round(255 * (1 - p))

        def done() -> None:
            if s in d.flying_dice:
                d.flying_dice.remove(s)
            landed()

        def appear(p: float) -> None:  # reduced motion: fades in where it lands (or out, where it lies)
            s.alpha = round(255 * (1 - p if fade else p))

        return flight(0.45, move, ease_in_out_quad, begin, done, appear=appear)
