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
from vegas_desktop.scenes.royale.tiles import tile_name
from vegas_desktop.scenes.table.anims import (
    fade_away,
)
from vegas_desktop.scenes.table.pieces import CasinoDie, Label
from vegas_desktop.text import t, tn


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
        text = t("royale.log_tile", name=self.board.name(ev.player), tile=tile_name(ev.tile))
        return Sequence([Call(on), self.board.note(text, tile_note_point(rect), style.GOLD, 0.45), Call(off)])

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

        if ev.tile == "E1":
            text = t("royale.log_closed", casino=self.board.casino(ev.holder)) if ev.holder else t("royale.log_open")
        elif ev.holder is None:
            text = t("royale.log_plaque_back", tile=tile_name(ev.tile))
        else:
            text = t("royale.log_plaque", tile=tile_name(ev.tile), name=self.board.name(ev.holder))
        return Sequence([Call(apply), self.board.note(text, self.board.tile_point(ev.tile), style.GOLD, 0.4)])

    def choice_made(
        self, ev: LuckyPunchChosen | LuckyPunchResolved | KnockoutChosen | BlackDieChosen | FiftyFiftyRolled
    ) -> Task:
        d = self.d
        if isinstance(ev, LuckyPunchChosen):
            text = t("royale.log_lucky_chosen", name=self.board.name(ev.player))
            return Sequence(
                [
                    Call(lambda: setattr(d, "lucky_status", t("royale.lucky_secret"))),
                    self.board.note(text, self.board.tile_point("A1")),
                ]
            )
        if isinstance(ev, LuckyPunchResolved):
            key = "royale.log_lucky_right" if ev.guess == ev.count else "royale.log_lucky_wrong"
            text = t(
                key,
                guesser=self.board.name(ev.guesser),
                guess=ev.guess,
                count=ev.count,
                name=self.board.name(ev.player),
            )
            return Sequence(
                [
                    Call(lambda: setattr(d, "lucky_status", "")),
                    self.board.note(text, self.board.tile_point("A1"), style.GOLD, 0.6),
                ]
            )
        if isinstance(ev, KnockoutChosen):

            def chosen() -> None:
                d.knockout_waiting = tuple(s for s in d.knockout_waiting if s != ev.player)

            return Sequence(
                [
                    Call(chosen),
                    self.board.note(
                        t("royale.log_knockout_chosen", name=self.board.name(ev.player)),
                        self.board.tile_point("E2"),
                        style.PAPER,
                        0.2,
                    ),
                ]
            )
        if isinstance(ev, BlackDieChosen):
            text = t(
                "royale.log_black_chosen",
                name=self.board.name(ev.player),
                value=ev.value,
                effect=t(f"royale.choice.black_{ev.value}", value=ev.value),
            )
            return self.board.note(text, self.board.tile_point("H2"), style.GOLD, 0.5)
        assert isinstance(ev, FiftyFiftyRolled)
        if ev.call == "start":
            text = t("royale.log_fifty_start", total=ev.total)
        else:
            key = "royale.log_fifty_right" if ev.right else "royale.log_fifty_wrong"
            text = t(key, call=t(f"royale.call.{ev.call}"), total=ev.total)

        def apply() -> None:
            d.pieces.fifty_sum = ev.total

        return Sequence([Call(apply), self.board.note(text, self.board.tile_point("B2"), style.GOLD, 0.5)])

    def box(self, ev: BoxSplitMade | BoxPicked) -> Task:
        d = self.d
        if isinstance(ev, BoxSplitMade):
            text = t("royale.log_box_split", name=self.board.name(ev.splitter), a=ev.sizes[0], b=ev.sizes[1])
            return Sequence(
                [
                    Call(lambda: setattr(d, "box_sizes", ev.sizes)),
                    self.board.note(text, self.board.tile_point("G1"), style.GOLD, 0.4),
                ]
            )
        from vegas_desktop.royale.model import BLACK_BOX
        from vegas_desktop.scenes.royale.tiles import prize_text

        prizes = ", ".join(prize_text(BLACK_BOX[i]) for i in ev.plaques)
        text = t("royale.log_box_pick", name=self.board.name(ev.winner), group="AB"[ev.group], prizes=prizes)
        return Sequence(
            [
                self.board.note(text, self.board.tile_point("G1"), style.GOLD, 0.6),
                Call(lambda: setattr(d, "box_sizes", None)),
            ]
        )

    def bad_luck(self, ev: BadLuckDue) -> Task:
        names = ", ".join(self.board.name(s) for s in ev.players)

        def apply() -> None:
            self.d.pieces.bad_luck = tuple(ev.players)

        return Sequence(
            [
                Call(apply),
                self.board.note(t("royale.log_bad_luck", names=names), self.board.tile_point("C2"), style.DANGER, 0.5),
            ]
        )

    def fine(self, ev: BadLuckPaid) -> Task:
        d = self.d

        def apply() -> None:
            d.money[ev.player] -= sum(ev.cards) - ev.change
            d.jetons[ev.player] = max(0, d.jetons[ev.player] - ev.jetons)
            d.money_pop[ev.player] = 1.0

        text = tn(
            "royale.log_fine",
            ev.jetons,
            name=self.board.name(ev.player),
            amount=style.money(sum(ev.cards) - ev.change),
        )
        return Sequence([Call(apply), self.board.note(text, self.board.above_panel(ev.player), style.DANGER, 0.5)])

    def tie(self, ev: TieCancelled) -> Task:
        d = self.d
        names = ", ".join(self.board.name(p) for p in ev.players)
        if ev.field == "double_down":
            return self.board.note(t("royale.log_tie_dd", names=names), self.board.tile_point("G2"), style.DANGER, 0.5)
        casino = ev.casino - 1
        rect = self.view.casino_rects[casino]
        label = Label(t("table.tie"), rect.centerx, rect.y + 100, style.WHITE, 20, 0, plate=style.DANGER)
        victims: list[CasinoDie] = []

        def begin() -> None:
            victims[:] = [c for c in d.casino_dice[casino] if c.owner in ev.players]
            d.labels.append(label)
            d.scoring = casino
            d.add_log(t("table.log_tie", casino=self.board.casino(ev.casino), names=names), style.DANGER)

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
            text = t(
                "table.log_paid",
                name=self.board.name(ev.player),
                amount=style.money(ev.amount),
                casino=self.board.casino(ev.casino),
            )
            d.add_log(text, self.board.tone(ev.player))
            return slots[min(k, len(slots) - 1)]

        return self.board.card_to_panel(ev.player, ev.amount, begin, 70, (1.0, 0.75))

    def bills_returned(self, ev: BillsReturned) -> Task:
        d = self.d
        casino = ev.casino - 1

        def apply() -> None:
            d.scoring = casino
            d.bill_alpha[casino] = [0] * len(d.bill_alpha[casino])
            d.pile += len(ev.bills)

        text = tn("royale.log_returned", len(ev.bills), casino=self.board.casino(ev.casino))
        return Sequence([Call(apply), self.board.note(text, self.view.casino_rects[casino].center, style.PAPER, 0.25)])

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
