"""The Las Vegas round's scoring on screen: rainbow cards replaced, ties shaken off, bills paid and returned,
casinos cleared — one casino after another."""

from __future__ import annotations

from functools import partial
from typing import Any

from vegas_desktop.app import motion, style
from vegas_desktop.app.tween import (
    Call,
    Sequence,
    Task,
    Tween,
    Wait,
    arc2,
    ease_in_out_quad,
    ease_out_cubic,
    ease_out_quad,
    flight,
    lerp,
    linear,
    stagger,
)
from vegas_desktop.lasvegas.model import LasVegasState
from vegas_desktop.lasvegas.moves import BillPaid, BillsReturned, NeutralWon, RainbowReplaced, TieCancelled
from vegas_desktop.scenes.dice import arena
from vegas_desktop.scenes.lasvegas import layout as lay
from vegas_desktop.scenes.lasvegas.display import panel_money_pos
from vegas_desktop.scenes.lasvegas.look import LasVegasLook
from vegas_desktop.scenes.table.anims import appear_all, fade_away, pay_bill, tie_shake
from vegas_desktop.scenes.table.parts import TableServices
from vegas_desktop.scenes.table.pieces import BillSprite, CasinoDie, Label
from vegas_desktop.text import t


class LasVegasScoring:
    def __init__(self, table: TableServices[LasVegasState], look: LasVegasLook) -> None:
        self.table = table
        self.look = look
        self.d = look.d
        self.view = look.view

    def anim_scoring(self, events: list[Any]) -> Task:
        seq = Sequence([Call(lambda: setattr(self.look, "scoring_shown", True))])
        for e in events:
            if isinstance(e, RainbowReplaced):
                seq.add(self._anim_rainbow(e))
        for i in range(self.look.casino_count):
            number = i + 1
            ties = [e for e in events if isinstance(e, TieCancelled) and e.casino == number]
            paid = [e for e in events if isinstance(e, BillPaid | NeutralWon) and e.casino == number]
            returned = [e for e in events if isinstance(e, BillsReturned) and e.casino == number]
            if not (ties or paid or returned):
                seq.add(Call(partial(self._clear_dice, i)))
                continue
            seq.add(Call(partial(self._score_casino, i)))
            seq.add(Wait(0.25))
            for tie in ties:
                seq.add(self._anim_tie(i, tie))
            if paid:
                seq.add(stagger([self._pay_bill(i, k, e) for k, e in enumerate(paid)], 0.18))
            for e in returned:
                seq.add(self._return_bills(i, len(paid), e))
            seq.add(self._clear_casino(i))
        seq.add(Call(self._scoring_done))
        return seq

    def _clear_dice(self, casino: int) -> None:
        self.d.casino_dice[casino].clear()

    def _score_casino(self, casino: int) -> None:
        self.d.scoring = casino
        self.d.turn = None

    def _scoring_done(self) -> None:
        self.d.scoring = None
        self.look.scoring_shown = False

    def _anim_rainbow(self, e: Any) -> Task:
        """Before scoring a rainbow card lifts off its casino (discarded, open) and the top bill of the pile flies
        into its place; then the casino's bills are sorted again."""
        d = self.d
        i = e.casino - 1
        rect = self.view.casino_rects[i]
        text = t("table.rainbow", amount=style.money(e.drawn)) if e.drawn else t("table.rainbow_none")
        label = Label(text, rect.centerx, rect.y + 100, style.WHITE, 15, 0, plate=(120, 60, 170))
        card = BillSprite(0, 0.0, 0.0)
        new = BillSprite(e.drawn or 0, float(lay.PILE_RECT.centerx), float(lay.PILE_RECT.centery), scale=0.8)
        slot: list[tuple[float, float]] = []
        pile = (float(lay.PILE_RECT.centerx), float(lay.PILE_RECT.centery))

        def begin() -> None:
            d.scoring = i
            d.turn = None
            d.labels.append(label)
            d.add_log(self.look.tell.rainbow(e))
            bills = d.casino_bills[i]
            k = bills.index(0) if 0 in bills else 0
            slots = arena.casino_bill_slots(rect, max(1, len(bills)))
            slot[:] = [slots[min(k, len(slots) - 1)]]
            card.x, card.y = slot[0]
            if k < len(d.bill_alpha[i]):
                d.bill_alpha[i][k] = 0
            d.flying_bills.append(card)

        def lift(p: float) -> None:
            label.alpha = round(255 * min(1.0, p * 3))
            card.y = slot[0][1] - motion.sway(34 * ease_out_cubic(p))
            card.scale = lerp(1.0, 1.25, p)
            card.angle = motion.sway(18 * p)
            card.alpha = round(255 * (1 - p * p))

        def fly_start() -> None:
            if card in d.flying_bills:
                d.flying_bills.remove(card)
            if e.drawn is not None:
                d.pile = max(0, d.pile - 1)
                d.flying_bills.append(new)

        def fly(p: float) -> None:
            new.x, new.y = arc2(pile, slot[0], p, 40)
            new.scale = lerp(0.8, 1.0, p)
            new.angle = 20 * (1 - p)

        def end() -> None:
            for sprite in (card, new):
                if sprite in d.flying_bills:
                    d.flying_bills.remove(sprite)
            d.casino_bills[i] = list(e.bills)
            d.bill_alpha[i] = [255] * len(e.bills)

        def fade(p: float) -> None:
            label.alpha = round(255 * (1 - p))

        def gone() -> None:
            if label in d.labels:
                d.labels.remove(label)

        return Sequence(
            [
                Call(begin),
                Tween(0.5, lift, linear),
                Call(fly_start),
                flight(0.4 if e.drawn is not None else 0.05, fly, ease_out_cubic, None, end, appear=appear_all([new])),
                Wait(0.25),
                Tween(0.2, fade, linear, on_done=gone),
            ]
        )

    def _anim_tie(self, casino: int, tie: TieCancelled) -> Task:
        d = self.d
        rect = self.view.casino_rects[casino]
        label = Label(t("table.tie"), rect.centerx, rect.y + 100, style.WHITE, 20, 0, plate=style.DANGER)

        def take() -> list[CasinoDie]:
            d.add_log(self.look.tell.tie(tie))
            return [c for c in d.casino_dice[casino] if c.owner in tie.players]

        def clear(victims: list[CasinoDie]) -> None:
            d.casino_dice[casino] = [c for c in d.casino_dice[casino] if c not in victims]

        return tie_shake(d, label, take, clear, pop=1.6, amplitude=3.5, vanish=0.4, shrink=0.3, rise=18)

    def _pay_bill(self, casino: int, k: int, e: BillPaid | NeutralWon) -> Task:
        d = self.d
        slots = arena.casino_bill_slots(self.view.casino_rects[casino], len(d.casino_bills[casino]) or 1)
        player = e.player if isinstance(e, BillPaid) else None  # the white dice's winnings go back to the pile
        if player is None:
            target = (float(lay.PILE_RECT.centerx), float(lay.PILE_RECT.centery))
        else:
            target = panel_money_pos(self.view.panels[player])

        def log() -> None:
            d.add_log(self.look.tell.paid(e))

        start = slots[min(k, len(slots) - 1)]
        return pay_bill(d, casino, k, e.amount, start, target, player, log)

    def _return_bills(self, casino: int, first: int, e: BillsReturned) -> Task:
        d = self.d
        rect = self.view.casino_rects[casino]
        slots = arena.casino_bill_slots(rect, len(d.casino_bills[casino]) or 1)
        target = (float(lay.PILE_RECT.centerx), float(lay.PILE_RECT.centery))
        sprites = [BillSprite(amount, *slots[min(first + k, len(slots) - 1)]) for k, amount in enumerate(e.bills)]
        starts = [(s.x, s.y) for s in sprites]

        def begin() -> None:
            for k in range(len(e.bills)):
                if first + k < len(d.bill_alpha[casino]):
                    d.bill_alpha[casino][first + k] = 0
            d.flying_bills.extend(sprites)
            d.add_log(self.look.tell.returned(e))

        def move(p: float) -> None:
            along = motion.sway(p)  # reduced motion: they fade where they lie
            for s, st in zip(sprites, starts, strict=True):
                s.x, s.y = arc2(st, target, along, 20)
                s.scale = lerp(1.0, 0.7, p)
                s.alpha = round(255 * (1 - (0.7 + 0.3 * motion.reduced()) * p))
                s.angle = -25 * along

        def land() -> None:
            for s in sprites:
                if s in d.flying_bills:
                    d.flying_bills.remove(s)
            d.pile += len(e.bills)

        return Tween(0.5, move, ease_in_out_quad, on_start=begin, on_done=land)

    def _clear_casino(self, casino: int) -> Task:
        d = self.d

        def clear() -> None:
            d.casino_dice[casino], d.casino_bills[casino], d.bill_alpha[casino] = [], [], []

        return fade_away(lambda: list(d.casino_dice[casino]), clear, 0.25, ease_out_quad, 0.1)
