"""The card table's animations: the deal, picks, the reveal, cards flying to the casinos and the scoring.
A part of the table: the rules' events, by type, turned into queued animations on the shared display model."""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from functools import partial
from typing import TYPE_CHECKING, TypeVar

from vegas_desktop.app import motion, style
from vegas_desktop.app.tween import (
    Call,
    Parallel,
    Task,
    Tween,
    Wait,
    arc2,
    ease_in_out_quad,
    ease_in_quad,
    ease_out_cubic,
    flight,
    lerp,
    stagger,
)
from vegas_desktop.app.tween import (
    Sequence as Seq,
)
from vegas_desktop.cards.model import Card
from vegas_desktop.cards.model import CardsView as RulesView
from vegas_desktop.cards.moves import (
    BillPaid,
    BillsRemoved,
    CardsDiscarded,
    CardsDrawn,
    CardsPlaced,
    CardsPlayed,
    GameEnded,
    PickMade,
    PicksRevealed,
    PlayerOut,
    RoundEnded,
    RoundStarted,
    TieCancelled,
    TurnStarted,
)
from vegas_desktop.core.game import Event
from vegas_desktop.scenes.cards import layout as lay
from vegas_desktop.scenes.cards.art import CARD_H
from vegas_desktop.scenes.cards.display import FlyingCard, LaidCard, slot_centre
from vegas_desktop.scenes.cards.ui import CardsUI
from vegas_desktop.scenes.cards.view import PILE_RECT
from vegas_desktop.scenes.table.anims import appear_all, deal_bill, fade_away, pay_bill, round_banner, tie_shake
from vegas_desktop.scenes.table.pieces import BillSprite, Label
from vegas_desktop.text import t, tn

if TYPE_CHECKING:
    from vegas_desktop.scenes.table.parts import EventHandler, TableServices

E = TypeVar("E")


def on(kind: type[E], act: Callable[[E], object]) -> tuple[type, EventHandler]:
    """An event type and its handler, typed by the event it handles."""

    def handle(ev: Event) -> None:
        if isinstance(ev, kind):
            act(ev)

    return kind, handle


class CardsAnimations:
    """The card table's events turned into animations on the display model `ui.d`."""

    def __init__(self, table: TableServices[RulesView], ui: CardsUI) -> None:
        self.table = table
        self.ui = ui
        self.d = ui.d
        self.view = ui.view
        self.players = ui.players

    def handlers(self) -> Mapping[type, EventHandler]:
        table = self.table
        add = table.queue.add
        return dict(
            [
                on(RoundStarted, lambda ev: add(self._anim_round_started(ev))),
                on(CardsDrawn, lambda ev: add(Call(lambda: self._drawn(ev)))),
                on(TurnStarted, lambda ev: add(Call(lambda: self._turn_started(ev)))),
                on(PickMade, lambda ev: add(self._anim_picked(ev))),
                on(PicksRevealed, lambda ev: add(self._anim_reveal(list(enumerate(ev.picks)), t("cards.reveal")))),
                on(CardsPlayed, lambda ev: add(self._anim_reveal([(ev.player, ev.cards)], None))),
                on(CardsPlaced, lambda ev: add(Call(lambda: self._log_placed(ev)))),
                on(CardsDiscarded, lambda ev: add(Call(lambda: self._discarded(ev)))),
                on(PlayerOut, lambda ev: add(self._anim_out(ev))),
                (TieCancelled, table.gather),
                (BillPaid, table.gather),
                (BillsRemoved, table.gather),
                on(RoundEnded, lambda ev: table.end_round(ev, self._anim_scoring)),
                (GameEnded, table.end_game),
            ]
        )

    def _drawn(self, ev: CardsDrawn) -> None:
        d = self.d
        d.hand_counts[ev.player] = ev.count
        d.pile_counts[ev.player] = max(0, d.pile_counts[ev.player] - ev.count)
        if ev.player == self.table.viewer and ev.cards:
            self.ui.hand.colour = self.ui.colours[ev.player]
            self.ui.hand.set_cards(ev.cards, deal=True)

    def _turn_started(self, ev: TurnStarted) -> None:
        # (the computers' thinking clock needs no reset here: the table restarts it after every computer pick,
        # and a turn starts only after the last pick)
        self.d.turn = ev.turn
        self.d.picked = [False] * self.players

    def _discarded(self, ev: CardsDiscarded) -> None:
        self.d.hand_counts[ev.player] = 0
        if ev.player == self.table.viewer:
            self.ui.hand.discard_rest()

    def _log_placed(self, ev: CardsPlaced) -> None:
        self.d.add_log(self.ui.tell.placed(ev))

    def _anim_round_started(self, ev: RoundStarted) -> Task:
        d = self.d

        def begin() -> None:
            d.round, d.start_player, d.turn = ev.round, ev.start_player, 0
            d.out = [False] * self.players
            d.picked = [False] * self.players
            d.pile_counts = [30] * self.players
            d.hand_counts = [0] * self.players
            for i in range(6):
                d.laid[i], d.bills[i], d.bill_alpha[i] = [], [], []
            d.pile = max(d.pile, sum(len(b) for b in ev.bills) + self.table.seen().bill_pile_count)
            d.add_log(self.ui.tell.round_started(ev))
            self.ui.busy_title = t("cards.round_banner", n=ev.round)

        deals = []
        pile = (float(PILE_RECT.centerx), float(PILE_RECT.centery))
        for i, bills in enumerate(ev.bills):
            slots = lay.bill_slots(self.view.casino_rects[i], len(bills))
            deals += [
                deal_bill(d, lambda: d.bills, i, amount, pile, slots[k], scale=0.7, lift=30, spin=16)
                for k, amount in enumerate(bills)
            ]
        banner_task = round_banner(d, t("cards.round_banner", n=ev.round), (640, 300), 0.6)
        return Seq([Call(begin), Parallel([banner_task, Seq([Wait(0.15), stagger(deals, 0.05)])])])

    def _float_label(self, seat: int, text: str, plate: tuple[int, int, int] | None = None) -> Task:
        rect = self.view.panels[seat]
        label = Label(text, rect.centerx, rect.y - 4, style.HIGHLIGHT, 16, 0, plate=plate)

        def move(p: float) -> None:
            label.alpha = round(255 * min(1.0, 3 * p) * (1 - max(0.0, p - 0.7) / 0.3))
            label.y = rect.y - 4 - motion.sway(18 * p)

        def begin() -> None:
            self.d.labels.append(label)

        def end() -> None:
            if label in self.d.labels:
                self.d.labels.remove(label)

        return Tween(0.7, move, ease_out_cubic, on_start=begin, on_done=end)

    def _anim_picked(self, ev: PickMade) -> Task:
        def mark() -> None:
            self.d.picked[ev.player] = True
            self.d.hand_counts[ev.player] = max(0, self.d.hand_counts[ev.player] - ev.count)
            self.d.add_log(self.ui.tell.picked(ev))

        return Call(mark)  # the panel shows "picked" at once: nothing here may hold up the human's turn

    def _anim_out(self, ev: PlayerOut) -> Task:
        def mark() -> None:
            self.d.out[ev.player] = True
            self.d.pile_counts[ev.player] = 0
            self.d.add_log(self.ui.tell.out(ev))

        return Seq([Call(mark), self._float_label(ev.player, t("cards.out_pop"), style.DANGER)])

    def _anim_reveal(self, picks: list[tuple[int, tuple[Card, ...]]], banner_text: str | None) -> Task:
        d = self.d
        flights: list[Task] = []
        group = Parallel()
        starts: dict[int, tuple[float, float, bool]] = {}

        def begin() -> None:
            hand = self.ui.hand
            tray = {c.card.id: (c.x, c.y) for c in hand.take_tray()} if self.table.viewer is not None else {}
            tray.update(self.ui.launch)
            self.ui.launch = {}
            counts = [[sum(1 for c in d.laid[i] if c.card.owner == p) for p in range(self.players)] for i in range(6)]
            totals = [[counts[i][p] for p in range(self.players)] for i in range(6)]
            for p, cards in picks:
                for c in cards:
                    totals[c.number - 1][p] += 1
            for p, cards in picks:
                panel = self.view.panels[p]
                for k, c in enumerate(cards):
                    if c.id in tray:
                        x, y = tray[c.id]
                        starts[c.id] = (x, y, True)
                    else:
                        x = panel.centerx + (k - (len(cards) - 1) / 2) * 18
                        starts[c.id] = (x, panel.y - 20, False)
                    casino = c.number - 1
                    index = counts[casino][p]
                    counts[casino][p] += 1
                    target = slot_centre(self.view.casino_rects[casino], p, self.players, index, totals[casino][p])
                    flights.append(self._fly_card(c, starts[c.id], target, k))
            group.tasks[:] = [stagger(flights, 0.03)] + ([self._flash(banner_text)] if banner_text else [])
            if banner_text:
                self.ui.busy_title = t("cards.revealing")
            else:
                self.ui.busy_title = t("cards.plays", name=self.ui.name(picks[0][0]))

        return Seq([Call(begin), group, Wait(0.15)])

    def _flash(self, text: str) -> Task:
        label = Label(text, 640, 250, style.GOLD, 40, 0)

        def show(p: float) -> None:
            label.alpha = round(255 * math.sin(math.pi * p))
            label.scale = lerp(0.7, 1.1, p)
            self.d.banner = label

        return Seq([Tween(0.8, show, ease_out_cubic), Call(lambda: setattr(self.d, "banner", None))])

    def _fly_card(self, card: Card, start: tuple[float, float, bool], target: tuple[float, float], k: int) -> Task:
        d = self.d
        h = lay.mini_height(self.players)
        end_scale = h / CARD_H
        x0, y0, open_already = start
        f = FlyingCard(card, x0, y0, scale=1.0 if open_already else 0.5, face_up=open_already)
        flip_time = 0.0 if open_already else 0.36

        def begin() -> None:
            d.flying.append(f)

        def flip(p: float) -> None:
            f.face_up = p >= 0.5
            f.flip = abs(1 - 2 * p)
            f.scale = lerp(0.5, 0.8, p)
            f.lift = motion.sway(18 * math.sin(math.pi * p))
            f.y = y0 - motion.sway(30 * p)

        sx: list[float] = []

        def slide_start() -> None:
            sx[:] = [f.x, f.y, f.scale]
            f.flip, f.face_up = 1.0, True

        def slide(p: float) -> None:
            f.x, f.y = arc2((sx[0], sx[1]), target, p, 40)
            f.scale = lerp(sx[2], end_scale, p)
            f.angle = 8 * math.sin(math.pi * p) * (1 if k % 2 else -1)

        def land() -> None:
            if f in d.flying:
                d.flying.remove(f)
            d.laid[card.number - 1].append(LaidCard(card))

        return Seq(
            [
                Call(begin),
                Tween(flip_time, flip, ease_in_out_quad),
                flight(0.55, slide, ease_in_out_quad, slide_start, land, appear=appear_all([f])),
            ]
        )

    def _anim_scoring(self, events: list[Event]) -> Task:
        d = self.d
        seq = Seq()
        for i in range(6):
            number = i + 1
            ties = [e for e in events if isinstance(e, TieCancelled) and e.casino == number]
            paid = [e for e in events if isinstance(e, BillPaid) and e.casino == number]
            removed = [e for e in events if isinstance(e, BillsRemoved) and e.casino == number]
            seq.add(Call(partial(setattr, d, "scoring", i)))
            seq.add(Wait(0.2))
            for tie in ties:
                seq.add(self._anim_tie(i, tie))
            if paid:
                seq.add(stagger([self._pay_bill(i, k, e) for k, e in enumerate(paid)], 0.16))
            for e in removed:
                seq.add(self._remove_bills(i, len(paid), e))
            seq.add(self._clear_casino(i))
        seq.add(Call(lambda: setattr(d, "scoring", None)))
        return seq

    def _anim_tie(self, casino: int, tie: TieCancelled) -> Task:
        d = self.d
        rect = self.view.casino_rects[casino]
        label = Label(tn("cards.tie", tie.count), rect.centerx, rect.y + 110, style.WHITE, 18, 0, plate=style.DANGER)

        def take() -> list[LaidCard]:
            d.add_log(self.ui.tell.tie(tie))
            return [c for c in d.laid[casino] if c.card.owner in tie.players]

        def clear(victims: list[LaidCard]) -> None:
            d.laid[casino] = [c for c in d.laid[casino] if c not in victims]

        return tie_shake(d, label, take, clear)

    def _pay_bill(self, casino: int, k: int, e: BillPaid) -> Task:
        d = self.d
        slots = lay.bill_slots(self.view.casino_rects[casino], max(1, len(d.bills[casino])))
        panel = self.view.panels[e.player]
        target = (panel.x + 50.0, float(panel.bottom - 12))

        def log() -> None:
            d.add_log(self.ui.tell.paid(e))

        start = slots[min(k, len(slots) - 1)]
        return pay_bill(d, casino, k, e.amount, start, target, e.player, log, 60, 1.3, 12, 0.55)

    def _remove_bills(self, casino: int, first: int, e: BillsRemoved) -> Task:
        """Unwon bills leave the game: they float up and fade."""
        d = self.d
        slots = lay.bill_slots(self.view.casino_rects[casino], max(1, len(d.bills[casino])))
        sprites = [BillSprite(a, *slots[min(first + k, len(slots) - 1)]) for k, a in enumerate(e.bills)]
        starts = [(s.x, s.y) for s in sprites]

        def begin() -> None:
            for k in range(len(e.bills)):
                if first + k < len(d.bill_alpha[casino]):
                    d.bill_alpha[casino][first + k] = 0
            d.flying_bills.extend(sprites)
            d.add_log(self.ui.tell.removed(e))

        def move(p: float) -> None:
            for s, (x, y) in zip(sprites, starts, strict=True):
                s.x, s.y = x, y - motion.sway(40 * p)
                s.alpha = round(255 * (1 - p))
                s.angle = motion.sway(-10 * p)

        def end() -> None:
            for s in sprites:
                if s in d.flying_bills:
                    d.flying_bills.remove(s)

        return Tween(0.45, move, ease_in_quad, on_start=begin, on_done=end)

    def _clear_casino(self, casino: int) -> Task:
        d = self.d

        def clear() -> None:
            d.laid[casino], d.bills[casino], d.bill_alpha[casino] = [], [], []

        return fade_away(lambda: list(d.laid[casino]), clear, 0.22, ease_in_quad, 0.06)
