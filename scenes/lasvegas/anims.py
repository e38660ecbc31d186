"""The Las Vegas table's animations, one per rules event (a mixin of the table scene: it works on the
table's display model `d` and queue)."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from vegas_desktop.app import style
from vegas_desktop.app.tween import (
    Call,
    Parallel,
    Sequence,
    Task,
    Tween,
    Wait,
    arc2,
    ease_in_out_quad,
    ease_in_quad,
    ease_out_back,
    ease_out_cubic,
    ease_out_quad,
    lerp,
    linear,
    stagger,
)
from vegas_desktop.lasvegas.moves import (
    BillPaid,
    BillsReturned,
    DicePlaced,
    DiceThrown,
    NeutralWon,
    PlayerSkipped,
    RainbowReplaced,
    RoundStarted,
    TieCancelled,
)
from vegas_desktop.scenes.dice import arena
from vegas_desktop.scenes.dice.display import casino_die_pos
from vegas_desktop.scenes.dice.throw import DURATION as THROW_DURATION
from vegas_desktop.scenes.dice.throw import simulate
from vegas_desktop.scenes.lasvegas import layout as lay
from vegas_desktop.scenes.lasvegas.display import PANEL_DIE, panel_dice_pos, panel_money_pos
from vegas_desktop.scenes.lasvegas.hands import _give_kind, _own, _own_kinds, _take_kinds
from vegas_desktop.scenes.table.anims import (
    deal_bill,
    fade_away,
    pay_bill,
    resting_sprites,
    round_banner,
)
from vegas_desktop.scenes.table.pieces import BillSprite, CasinoDie, DieSprite, Label
from vegas_desktop.text import t, tn


class LasVegasAnimations:
    def _anim_round_started(self, ev: RoundStarted) -> Task:
        d = self.d

        def begin() -> None:
            d.round = ev.round
            d.start_player = ev.start_player
            d.turn = None
            d.arena = []
            for i in range(self.casino_count):
                d.casino_dice[i] = []
                d.casino_bills[i] = []
                d.bill_alpha[i] = []
            d.dice_left = [_own(h) for h in self.seen().supply]
            d.white_left = [len(h) - _own(h) for h in self.seen().supply]
            d.hand = [_own_kinds(h) for h in self.seen().supply]
            d.pile = len(self.seen().pile) + sum(len(b) for b in ev.bills)
            d.add_log(t("table.log_round", n=ev.round), style.GOLD)

        deals: list[Task] = []
        pile = (float(lay.PILE_RECT.centerx), float(lay.PILE_RECT.centery))
        for i, bills in enumerate(ev.bills):
            rect = self.view.casino_rects[i]
            slots = arena.casino_bill_slots(rect, len(bills))
            for k, amount in enumerate(bills):
                deals.append(deal_bill(d, "casino_bills", i, amount, pile, slots[k], duration=0.32))
        banner_task = round_banner(d, t("table.round_start_banner", n=ev.round), arena.CENTRE, 0.7)
        return Sequence([Call(begin), Parallel([banner_task, Sequence([Wait(0.15), stagger(deals, 0.06)])])])

    def _anim_skipped(self, ev: PlayerSkipped) -> Task:
        said = (self._events_round, ev.player)
        if said in self._skip_said:  # said once this round already; every later turn would only repeat it
            return Call(lambda: None)
        self._skip_said.add(said)
        rect = self.view.panels[ev.player]
        label = Label(t("table.log_skipped", name=self._name(ev.player)), rect.centerx, rect.y - 16, style.PAPER, 15)

        def fade(p: float) -> None:
            label.alpha = round(255 * (1 - p))
            label.y = rect.y - 16 - 20 * p

        return Sequence(
            [
                Call(lambda: (self.d.labels.append(label), self.d.add_log(label.text, (170, 200, 185)))),
                Tween(0.6, fade, ease_in_quad),
                Call(lambda: label in self.d.labels and self.d.labels.remove(label)),
            ]
        )

    def _anim_throw(self, ev: DiceThrown) -> Task:
        d = self.d
        sprites: list[DieSprite] = []
        tracks: list[Any] = []
        panel = self.view.panels[ev.player]

        def begin() -> None:
            d.turn = ev.player
            sprites[:] = [DieSprite(x.owner, x.kind, x.value) for x in ev.dice]
            sizes = [float(arena.ARENA_DIE) * (1.3 if x.kind == "b" else 1.0) for x in ev.dice]
            origin = (float(panel.centerx), float(panel.y + 30))
            tracks[:] = simulate([x.value for x in ev.dice], sizes, origin, arena.throw_entry(panel), self.rng)
            d.arena = list(sprites)
            d.dice_left[ev.player] = max(0, d.dice_left[ev.player] - sum(1 for x in ev.dice if x.owner == ev.player))
            d.white_left[ev.player] = max(0, d.white_left[ev.player] - sum(1 for x in ev.dice if x.owner < 0))
            d.hand[ev.player] = _take_kinds(d.hand[ev.player], ev.dice, ev.player)

        def play(p: float) -> None:
            now = p * THROW_DURATION
            for s, track in zip(sprites, tracks, strict=True):
                f = track.at(now)
                s.x, s.y, s.lift, s.angle, s.face = f.x, f.y, f.lift, f.angle, f.face

        def landed() -> None:
            self.throwing = False
            faces = " ".join(str(v) for v in sorted(x.value for x in ev.dice))
            d.add_log(t("table.log_threw", name=self._name(ev.player), faces=faces), self.view.colour(ev.player))

        def start() -> None:
            self.throwing = True
            begin()

        return Tween(THROW_DURATION, play, linear, on_start=start, on_done=landed)

    def _anim_place(self, ev: DicePlaced) -> Task:
        d = self.d
        casino = ev.casino - 1
        rect = self.view.casino_rects[casino]
        panel = self.view.panels[ev.player]
        group = Parallel()

        def begin() -> None:
            if len(d.arena) != len(ev.dice) + len(ev.returned):
                d.arena = resting_sprites(self.rng, [(x.owner, x.kind, x.value) for x in (*ev.dice, *ev.returned)])
            chosen = [s for s in d.arena if s.value == ev.value]
            rest = [s for s in d.arena if s.value != ev.value]
            d.arena = []
            has_white = d.white_column
            counts: dict[int, int] = {}
            for c in d.casino_dice[casino]:
                counts[c.owner] = counts.get(c.owner, 0) + 1
            finals = dict(counts)
            for s in chosen:
                finals[s.owner] = finals.get(s.owner, 0) + 1
            flights: list[Task] = []
            for s in chosen:
                index = counts.get(s.owner, 0)
                counts[s.owner] = index + 1
                x, y, size = casino_die_pos(rect, s.owner, index, d.players, has_white, finals[s.owner])
                flights.append(
                    self._fly_die(
                        s,
                        (x, y),
                        size,
                        lambda s=s: d.casino_dice[casino].append(CasinoDie(s.owner, s.kind, s.value)),
                    )
                )
            back: list[Task] = []
            slot = d.dice_left[ev.player]
            for s in rest:
                if s.owner == ev.player:
                    target = panel_dice_pos(panel, min(slot, 7), 46 if d.white_column else 0)
                    slot += 1

                    def home(owner: int = s.owner, kind: str = s.kind) -> None:
                        d.dice_left[owner] += 1
                        _give_kind(d.hand[owner], kind)
                else:  # white dice go back into the thrower's hand too
                    target = panel_dice_pos(panel, 8, 46)

                    def home() -> None:
                        d.white_left[ev.player] += 1

                back.append(self._fly_die(s, target, PANEL_DIE, home))
            group.add(stagger(flights, 0.07))
            group.add(Sequence([Wait(0.1), stagger(back, 0.04)]))
            d.add_log(
                t(
                    "table.log_placed",
                    name=self._name(ev.player),
                    count=len(ev.dice),
                    value=ev.value,
                    casino=self._casino_name(ev.casino),
                ),
                self.view.colour(ev.player),
            )

        return Sequence([Call(begin), group, Wait(0.1)])

    def _fly_die(
        self, s: DieSprite, target: tuple[float, float], size: float, landed: Callable[[], object], fade: bool = False
    ) -> Task:
        d = self.d
        start = (s.x, s.y)
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

        return Tween(0.45, move, ease_in_out_quad, on_start=begin, on_done=done)

    def _anim_scoring(self, events: list[Any]) -> Task:
        d = self.d
        seq = Sequence([Call(lambda: setattr(self, "scoring_shown", True))])
        for e in events:
            if isinstance(e, RainbowReplaced):
                seq.add(self._anim_rainbow(e))
        for i in range(self.casino_count):
            number = i + 1
            ties = [e for e in events if isinstance(e, TieCancelled) and e.casino == number]
            paid = [
                e
                for e in events
                if isinstance(e, BillPaid | NeutralWon) and e.casino == number
            ]
            returned = [e for e in events if isinstance(e, BillsReturned) and e.casino == number]
            if not (ties or paid or returned):
                seq.add(Call(lambda i=i: d.casino_dice[i].clear()))
                continue
            seq.add(Call(lambda i=i: (setattr(d, "scoring", i), setattr(d, "turn", None))))
            seq.add(Wait(0.25))
            for tie in ties:
                seq.add(self._anim_tie(i, tie))
            if paid:
                seq.add(stagger([self._pay_bill(i, k, e) for k, e in enumerate(paid)], 0.18))
            for e in returned:
                seq.add(self._return_bills(i, len(paid), e))
            seq.add(self._clear_casino(i))
        seq.add(Call(lambda: (setattr(d, "scoring", None), setattr(self, "scoring_shown", False))))
        return seq

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
            d.add_log(f"{self._casino_name(e.casino)}: {text}", (200, 160, 240))
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
            card.y = slot[0][1] - 34 * ease_out_cubic(p)
            card.scale = lerp(1.0, 1.25, p)
            card.angle = 18 * p
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
                Tween(0.4 if e.drawn is not None else 0.05, fly, ease_out_cubic, on_done=end),
                Wait(0.25),
                Tween(0.2, fade, linear, on_done=gone),
            ]
        )

    def _anim_white_preplaced(self, ev: Any) -> Task:
        """With three players the start player's two extra white dice roll out and go to their casinos."""
        d = self.d
        follow = Parallel()

        def begin() -> None:
            counts: dict[int, int] = {}
            flights: list[Task] = []
            for k, die in enumerate(ev.dice):
                casino = die.value - 1
                base = sum(1 for c in d.casino_dice[casino] if c.owner < 0) + counts.get(casino, 0)
                counts[casino] = counts.get(casino, 0) + 1
                x, y, size = casino_die_pos(self.view.casino_rects[casino], -1, base, d.players, d.white_column)
                sprite = DieSprite(die.owner, die.kind, die.value, arena.CENTRE[0] + (k - 0.5) * 56, arena.CENTRE[1])
                sprite.face = die.value

                def place(casino: int = casino, die: Any = die) -> None:
                    d.casino_dice[casino].append(CasinoDie(die.owner, die.kind, die.value))

                flights.append(self._fly_die(sprite, (x, y), size, place))
            follow.add(stagger(flights, 0.15))

        return Sequence([Wait(0.2), Call(begin), follow])

    def _anim_kick(self, casino: int, kicker: Any, die: Any | None, returned: bool) -> Task:
        """A kicker (and the die it kicks) leave a casino: the kicker is out, the kicked die goes home."""
        d = self.d
        rect = self.view.casino_rects[casino]
        moving: list[tuple[CasinoDie, DieSprite]] = []
        label = Label(t("table.kick"), rect.centerx, rect.y + 100, style.WHITE, 18, 0, plate=style.KICKER_DIE[0])

        def find(target: Any, taken: list[CasinoDie]) -> CasinoDie | None:
            for c in reversed(d.casino_dice[casino]):
                if c not in taken and (c.owner, c.value, c.kind) == (target.owner, target.value, target.kind):
                    return c
            return None

        def begin() -> None:
            taken: list[CasinoDie] = []
            for target in (kicker, die):
                if target is None:
                    continue
                c = find(target, taken)
                if c is None:
                    continue
                taken.append(c)
                x, y, size = self._casino_die_xy(casino, c)
                moving.append((c, DieSprite(c.owner, c.kind, c.value, x, y, 0, 0, c.value, size)))
            d.labels.append(label)
            if die is not None:
                d.add_log(
                    t(
                        "table.log_kicked",
                        name=self._name(kicker.owner),
                        victim=self._name(die.owner),
                        casino=self._casino_name(casino + 1),
                    ),
                    style.KICKER_DIE[0] if sum(style.KICKER_DIE[0]) > 330 else (200, 160, 240),
                )

        def shake(p: float) -> None:
            label.alpha = round(255 * min(1.0, p * 3))
            for c, _ in moving:
                c.dx = 3 * math.sin(p * 40)

        def lift_off() -> None:
            label.alpha = 0
            if label in d.labels:
                d.labels.remove(label)
            flights: list[Task] = []
            for c, sprite in moving:
                if c in d.casino_dice[casino]:
                    d.casino_dice[casino].remove(c)
                goes_home = c is not moving[0][0] and returned and c.owner >= 0
                if goes_home:
                    panel = self.view.panels[c.owner]
                    target = panel_dice_pos(panel, min(d.dice_left[c.owner], 7), 46 if d.white_column else 0)

                    def home(owner: int = c.owner, kind: str = c.kind) -> None:
                        d.dice_left[owner] += 1
                        _give_kind(d.hand[owner], kind)

                    flights.append(self._fly_die(sprite, target, PANEL_DIE, home))
                else:
                    up = (sprite.x, sprite.y - 60)
                    flights.append(self._fly_die(sprite, up, sprite.size * 1.4, lambda: None, fade=True))
            follow.add(Parallel(flights))

        follow = Sequence()
        return Sequence([Call(begin), Tween(0.35, shake, linear), Call(lift_off), follow])

    def _casino_die_xy(self, casino: int, target: CasinoDie) -> tuple[float, float, int]:
        index = 0
        for c in self.d.casino_dice[casino]:
            if c is target:
                break
            if c.owner == target.owner:
                index += 1
        group = sum(1 for c in self.d.casino_dice[casino] if c.owner == target.owner)
        rect = self.view.casino_rects[casino]
        return casino_die_pos(rect, target.owner, index, self.d.players, self.d.white_column, group)

    def _anim_tie(self, casino: int, tie: TieCancelled) -> Task:
        d = self.d
        rect = self.view.casino_rects[casino]
        label = Label(t("table.tie"), rect.centerx, rect.y + 100, style.WHITE, 20, 0, plate=style.DANGER)
        victims: list[CasinoDie] = []

        def begin() -> None:
            victims[:] = [c for c in d.casino_dice[casino] if c.owner in tie.players]
            d.labels.append(label)
            names = ", ".join(self._name(p) for p in tie.players)
            d.add_log(t("table.log_tie", casino=self._casino_name(tie.casino), names=names), style.DANGER)

        def shake(p: float) -> None:
            label.alpha = round(255 * min(1.0, p * 3))
            label.scale = lerp(1.6, 1.0, ease_out_back(min(1.0, p * 1.5)))
            for c in victims:
                c.dx = 3.5 * math.sin(p * 38) * (1 - p * 0.5)

        def vanish(p: float) -> None:
            for c in victims:
                c.dx = 0
                c.alpha = round(255 * (1 - p))
                c.scale = lerp(1.0, 0.3, p)
            label.y = rect.y + 100 - 18 * p
            label.alpha = round(255 * (1 - p * p))

        def end() -> None:
            d.casino_dice[casino] = [c for c in d.casino_dice[casino] if c not in victims]
            if label in d.labels:
                d.labels.remove(label)

        return Sequence([Call(begin), Tween(0.45, shake, linear), Tween(0.4, vanish, ease_in_quad), Call(end)])

    def _pay_bill(self, casino: int, k: int, e: BillPaid) -> Task:
        d = self.d
        slots = arena.casino_bill_slots(self.view.casino_rects[casino], len(d.casino_bills[casino]) or 1)
        neutral = not isinstance(e, BillPaid)
        if neutral:
            target = (float(lay.PILE_RECT.centerx), float(lay.PILE_RECT.centery))
        else:
            target = panel_money_pos(self.view.panels[e.player])

        def log() -> None:
            name = self._name(-1 if neutral else e.player)
            text = t("table.log_paid", name=name, amount=style.money(e.amount), casino=self._casino_name(e.casino))
            d.add_log(text, style.PAPER if neutral else self.view.colour(e.player))

        start = slots[min(k, len(slots) - 1)]
        return pay_bill(d, casino, k, e.amount, start, target, None if neutral else e.player, log)

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
            d.add_log(tn("table.log_returned", len(e.bills), casino=self._casino_name(e.casino)), (170, 200, 185))

        def move(p: float) -> None:
            for s, st in zip(sprites, starts, strict=True):
                s.x, s.y = arc2(st, target, p, 20)
                s.scale = lerp(1.0, 0.7, p)
                s.alpha = round(255 * (1 - 0.7 * p))
                s.angle = -25 * p

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

