"""The Royale table's animations of tiles, markers, plaques and tile decisions, and the round's clearing (a part
the table's animations hold; it works on the shared board's display model `d`)."""

from __future__ import annotations

import math

from vegas_desktop.app import motion, style
from vegas_desktop.app.tween import (
    Call,
    Sequence,
    Task,
    Tween,
    Wait,
    linear,
)
from vegas_desktop.royale.moves import (
    BadLuckDue,
    BadLuckPaid,
    BillPaid,
    BillsReturned,
    BlackDieChosen,
    BoxPicked,
    BoxSplitMade,
    FiftyFiftyRolled,
    KnockoutChosen,
    LuckyPunchChosen,
    LuckyPunchResolved,
    MarkerMoved,
    PlaqueMoved,
    TieCancelled,
    TileActivated,
)
from vegas_desktop.scenes.dice import arena as lay
from vegas_desktop.scenes.royale import layout as rlay
from vegas_desktop.scenes.royale.board import RoyaleBoard, RoyaleUI
from vegas_desktop.scenes.royale.keys import tile_note_point
from vegas_desktop.scenes.table.anims import (
    fade_away,
)
from vegas_desktop.scenes.table.pieces import CasinoDie, Label
from vegas_desktop.text import t


class RoyaleTileAnimations:
    """Tiles lit, markers and plaques moved, tile decisions made, the casinos paid out and the table cleared."""

    def __init__(self, board: RoyaleBoard, ui: RoyaleUI) -> None:
        self.board = board
        self.ui = ui
        self.d = board.d
        self.view = board.view

    def tile(self, ev: TileActivated) -> Task:
        def on() -> None:
            self.ui.lit_tile = ev.casino - 1

        def off() -> None:
            self.ui.lit_tile = None

        rect = rlay.TILE_RECTS[ev.casino - 1]
        line = self.board.tell.tile(ev)
        return Sequence([Call(on), self.board.note(line, tile_note_point(rect), 0.45), Call(off)])

    def marker(self, ev: MarkerMoved) -> Task:
        d = self.d

        def apply() -> None:
            if ev.tile == "A2":
                d.pieces.jackpot_step = ev.position
            elif ev.tile == "B2":
                d.pieces.fifty_field = ev.position
            elif ev.tile == "E1":
                d.pieces.no_entry_marker = ev.position

        return Sequence([Call(apply), Wait(0.3)])

    def plaque(self, ev: PlaqueMoved) -> Task:
        d = self.d

        def apply() -> None:
            if ev.tile == "C1":
                d.pieces.high_five = ev.holder
                d.pieces.high_five_taken = True
            elif ev.tile == "D2":
                d.pieces.power_play = ev.holder
            elif ev.tile == "E1":
                d.closed = None if ev.holder is None else ev.holder - 1

        line = self.board.tell.plaque(ev)
        return Sequence([Call(apply), self.board.note(line, self.board.tile_point(ev.tile), 0.4)])

    def choice_made(
        self, ev: LuckyPunchChosen | LuckyPunchResolved | KnockoutChosen | BlackDieChosen | FiftyFiftyRolled
    ) -> Task:
        d = self.d
        if isinstance(ev, LuckyPunchChosen):
            return Sequence(
                [
                    Call(lambda: setattr(d, "lucky_status", t("royale.lucky_secret"))),
                    self.board.note(self.board.tell.lucky_chosen(ev), self.board.tile_point("A1")),
                ]
            )
        if isinstance(ev, LuckyPunchResolved):
            return Sequence(
                [
                    Call(lambda: setattr(d, "lucky_status", "")),
                    self.board.note(self.board.tell.lucky_resolved(ev), self.board.tile_point("A1"), 0.6),
                ]
            )
        if isinstance(ev, KnockoutChosen):

            def chosen() -> None:
                d.knockout_waiting = tuple(s for s in d.knockout_waiting if s != ev.player)

            return Sequence(
                [
                    Call(chosen),
                    self.board.note(self.board.tell.knockout_chosen(ev), self.board.tile_point("E2"), 0.2),
                ]
            )
        if isinstance(ev, BlackDieChosen):
            return self.board.note(self.board.tell.black_chosen(ev), self.board.tile_point("H2"), 0.5)
        assert isinstance(ev, FiftyFiftyRolled)

        def apply() -> None:
            d.pieces.fifty_sum = ev.total

        return Sequence([Call(apply), self.board.note(self.board.tell.fifty(ev), self.board.tile_point("B2"), 0.5)])

    def box(self, ev: BoxSplitMade | BoxPicked) -> Task:
        d = self.d
        if isinstance(ev, BoxSplitMade):
            return Sequence(
                [
                    Call(lambda: setattr(d, "box_sizes", ev.sizes)),
                    self.board.note(self.board.tell.box_split(ev), self.board.tile_point("G1"), 0.4),
                ]
            )
        return Sequence(
            [
                self.board.note(self.board.tell.box_picked(ev), self.board.tile_point("G1"), 0.6),
                Call(lambda: setattr(d, "box_sizes", None)),
            ]
        )

    def bad_luck(self, ev: BadLuckDue) -> Task:
        def apply() -> None:
            self.d.pieces.bad_luck = tuple(ev.players)

        return Sequence(
            [
                Call(apply),
                self.board.note(self.board.tell.bad_luck(ev), self.board.tile_point("C2"), 0.5),
            ]
        )

    def fine(self, ev: BadLuckPaid) -> Task:
        d = self.d

        def apply() -> None:
            d.money[ev.player] -= sum(ev.cards) - ev.change
            d.jetons[ev.player] = max(0, d.jetons[ev.player] - ev.jetons)
            d.money_pop[ev.player] = 1.0

        line = self.board.tell.fine(ev)
        return Sequence([Call(apply), self.board.note(line, self.board.above_panel(ev.player), 0.5)])

    def tie(self, ev: TieCancelled) -> Task:
        d = self.d
        line = self.board.tell.tie(ev)
        if ev.field == "double_down":
            return self.board.note(line, self.board.tile_point("G2"), 0.5)
        casino = ev.casino - 1
        rect = self.view.casino_rects[casino]
        label = Label(t("table.tie"), rect.centerx, rect.y + 100, style.WHITE, 20, 0, plate=style.DANGER)
        victims: list[CasinoDie] = []

        def begin() -> None:
            victims[:] = [c for c in d.casino_dice[casino] if c.owner in ev.players]
            d.labels.append(label)
            d.scoring = casino
            d.add_log(line)

        def fade(p: float) -> None:
            label.alpha = round(255 * min(1.0, p * 3) * (1 - p * p))
            for c in victims:
                c.dx = motion.sway(3 * math.sin(p * 30) * (1 - p))
                c.alpha = round(255 * (1 - 0.75 * p))

        def end() -> None:
            if label in d.labels:
                d.labels.remove(label)

        return Sequence([Call(begin), Tween(0.7, fade, linear), Call(end)])

    def bill_paid(self, ev: BillPaid) -> Task:
        d = self.d
        casino = ev.casino - 1
        rect = self.view.casino_rects[casino]

        def begin() -> tuple[float, float]:
            d.scoring = casino
            bills = d.casino_bills[casino]
            slots = lay.casino_bill_slots(rect, len(bills) or 1)
            k = bills.index(ev.amount) if ev.amount in bills else 0
            if k < len(d.bill_alpha[casino]):
                d.bill_alpha[casino][k] = 0
            d.add_log(self.board.tell.paid(ev))
            return slots[min(k, len(slots) - 1)]

        return self.board.card_to_panel(ev.player, ev.amount, begin, 70, (1.0, 0.75))

    def bills_returned(self, ev: BillsReturned) -> Task:
        d = self.d
        casino = ev.casino - 1

        def apply() -> None:
            d.scoring = casino
            d.bill_alpha[casino] = [0] * len(d.bill_alpha[casino])
            d.pile += len(ev.bills)

        line = self.board.tell.returned(ev)
        return Sequence([Call(apply), self.board.note(line, self.view.casino_rects[casino].center, 0.25)])

    def clear_table(self) -> Task:
        d = self.d

        def take() -> list[CasinoDie]:
            d.scoring = None
            return [c for dice in d.casino_dice for c in dice]

        def clear() -> None:
            for i in range(6):
                d.casino_dice[i], d.casino_bills[i], d.bill_alpha[i] = [], [], []
            d.arena = []

        return fade_away(take, clear, 0.3, linear, 0.0)
